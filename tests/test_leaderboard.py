"""/leaderboard through the fake Discord: the top ten of a game as a picture, established ratings before
provisional ones, the asker's own place (and row, when outside the ten), this server or every server, an empty
board, a forged game, and the text in Russian."""

from __future__ import annotations

import io
import itertools
import os
from pathlib import Path
from types import SimpleNamespace

from PIL import Image

from bot.framework.ratings import PROVISIONAL_GAMES, rate_finished_game
from bot.games.zero.state import ZeroState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.game_ratings import GameRatingStore
from bot.storage.games import GameRecord, SeatRecord

SHOTS = Path(os.environ.get("PROFILE_SCREENSHOTS", "/tmp"))
OTHER_SERVER = 999


async def result(h: Harness, kind_name: str, winner: User, loser: User, guild: int, game_id: int) -> None:
    assert h.bot is not None
    kind = h.bot.registry.get(kind_name)
    state: object = ZeroState(rng=1, phase="over", winner=0)
    if kind_name == "tweak":  # what TWEAK!'s placings read of a finished hand
        state = SimpleNamespace(is_over=lambda: True, winners=[0], scores=[5, 2])
    seats = [SeatRecord(0, winner.id, None, winner.name), SeatRecord(1, loser.id, None, loser.name)]
    record = GameRecord(game_id, kind_name, guild, 1, None, "finished", winner.id, None, {}, None, 1, "en", 0.0, 0.0,
                        None, seats)
    async with h.bot.db.transaction() as tx:
        assert await rate_finished_game(tx, kind, record, state, "running", "finished", h.fake.now() + game_id)
    async with h.bot.db.transaction() as tx:  # seats name the players, as their games would have
        await tx.execute("INSERT INTO games(id, kind, guild_id, channel_id, status, host_id, created_at, updated_at) "
                         "VALUES (?, ?, ?, 1, 'finished', ?, 0, 0)", (game_id, kind_name, guild, winner.id))
        await tx.executemany("INSERT INTO seats(game_id, seat, user_id, name, joined_at) VALUES (?, ?, ?, ?, 0)",
                             [(game_id, s.seat, s.user_id, s.name) for s in seats])


async def board(h: Harness, asker: User, **options: object) -> Message:
    await h.slash(asker, "leaderboard", **options)
    await h.settle()  # the answer follows the deferral (the picture is drawn first)
    return h.last_private(asker)


async def test_the_top_ten_the_askers_own_place_and_provisional_players_last(h: Harness) -> None:
    players = [h.user(f"player{i:02d}") for i in range(12)]
    game_id = 1
    # six rounds in which each player beats the next one down: all twelve established, in that order
    for _ in range(6):
        for winner, loser in itertools.pairwise(players):
            await result(h, "zero", winner, loser, h.fake.GUILD_ID, game_id)
            game_id += 1
    newcomer, rival = h.user("newcomer"), h.user("rival")
    await result(h, "zero", newcomer, rival, h.fake.GUILD_ID, game_id)  # one win: a high rating, but provisional
    last = players[-1]
    view = await board(h, last, game="zero")
    embed = view.embeds[0]
    assert embed["title"] == "Knowing Zero leaderboard: this server"
    assert embed["description"] == "Your place: **12** of 14."
    picture = Image.open(io.BytesIO(view.attachments[0].data))
    assert picture.width == 600 and picture.height > 10 * 40
    picture.resize((450, picture.height * 450 // 600)).save(SHOTS / "leaderboard.png")
    assert h.bot is not None
    store = GameRatingStore(h.bot.db)
    top = await store.top("zero", h.fake.GUILD_ID, PROVISIONAL_GAMES)
    assert [r.user_id for r in top] == [p.id for p in players[:10]]  # established first, by rating
    assert top[0].rating > top[-1].rating
    assert await store.place(newcomer.id, "zero", h.fake.GUILD_ID, PROVISIONAL_GAMES) == (13, 14)
    first = await board(h, players[0], game="zero")
    assert first.embeds[0]["description"] == "Your place: **1** of 14."
    # the own row is drawn under the ten (highlighted) only for someone outside them: a taller picture
    assert Image.open(io.BytesIO(first.attachments[0].data)).height < picture.height


async def test_this_server_or_every_server_and_an_empty_board(h: Harness) -> None:
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    await result(h, "cyberpunk", alice, bob, h.fake.GUILD_ID, 1)
    await result(h, "cyberpunk", carol, alice, OTHER_SERVER, 2)
    here = await board(h, alice, game="cyberpunk")
    assert here.embeds[0]["description"] == "Your place: **1** of 2."
    everywhere = await board(h, alice, game="cyberpunk", scope="global")
    assert everywhere.embeds[0]["title"] == "Cyberpunk TCG leaderboard: every server"
    assert everywhere.embeds[0]["description"] == "Your place: **2** of 3."  # carol beat her on another server
    empty = await board(h, alice, game="netrunner")
    assert empty.content == "Nobody has a rated game of Netrunner here yet." and not empty.attachments
    outsider = await board(h, h.user("dave"), game="cyberpunk")
    assert outsider.embeds[0]["description"].startswith("You are not on this leaderboard yet")


async def test_a_forged_game_is_refused_privately(h: Harness) -> None:
    alice = h.user("alice")
    await h.slash(alice, "leaderboard", game="chess")
    await h.settle()
    answer = h.last_private(alice)
    assert answer.content == "The option “game” has a value this command does not accept." and not answer.attachments


async def test_the_leaderboard_in_russian_and_tweak_by_openskill(h: Harness) -> None:
    sasha, deniz = h.user("sasha", locale="ru"), h.user("deniz", locale="tr")
    await result(h, "tweak", sasha, deniz, h.fake.GUILD_ID, 1)
    ru = await board(h, sasha, game="tweak")
    assert ru.embeds[0]["title"] == "Таблица лидеров, TWEAK!: этот сервер"
    assert ru.embeds[0]["description"] == "Ваше место: **1** из 2."
    tr = await board(h, deniz, game="tweak")
    assert tr.embeds[0]["title"] == "TWEAK! sıralaması: bu sunucu"
    assert tr.embeds[0]["description"] == "Sıran: 2 oyuncu içinde **2.**"
    Image.open(io.BytesIO(ru.attachments[0].data)).save(SHOTS / "leaderboard-ru.png")
