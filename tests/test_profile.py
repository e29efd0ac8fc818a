"""/profile through the fake Discord: games played per game, W/L/D, ratings with the provisional mark, streaks,
backgammon's FIBS rating beside its Glicko-2 one, the favourite deck, recent games with links, the rating-history
picture; in Turkish and Russian too."""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image

from bot.framework.ratings import PROVISIONAL_GAMES, rate_finished_game
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.games import GameRecord, SeatRecord
from tests.helpers import press, private_view, stored_record
from tests.test_ratings_all_games import backgammon_resigned
from tests.zero import helpers as zk

SHOTS = Path(os.environ.get("PROFILE_SCREENSHOTS", "/tmp"))


async def rate_many(h: Harness, kind_name: str, winner: User, loser: User, games: int, first_id: int = 1000,
                    *, at: float | None = None) -> None:
    """`games` rated results straight through the rating hook (the games themselves are not needed here)."""
    assert h.bot is not None
    kind = h.bot.registry.get(kind_name)
    from bot.games.zero.state import ZeroState

    state = ZeroState(rng=1)
    state.phase, state.winner = "over", 0
    start = h.fake.now() + 1 if at is None else at
    for n in range(games):
        seats = [SeatRecord(0, winner.id, None, winner.name), SeatRecord(1, loser.id, None, loser.name)]
        record = GameRecord(first_id + n, kind_name, h.fake.GUILD_ID, 1, None, "finished", winner.id, None, {}, None,
                            1, "en", 0.0, 0.0, None, seats)
        async with h.bot.db.transaction() as tx:
            assert await rate_finished_game(tx, kind, record, state, "running", "finished", start + n)


async def profile(h: Harness, asker: User, **options: object) -> Message:
    await h.slash(asker, "profile", **options)
    await h.settle()  # the answer follows the deferral (the picture is drawn first)
    return h.last_private(asker)


async def zero_draw(h: Harness, alice: User, bob: User) -> None:
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    await zk.run_game(h, board, {0: alice, 1: bob}, until=lambda s: s.phase == "turn")
    await press(h, bob, await private_view(h, bob, board), "offer_draw")
    await press(h, alice, await private_view(h, alice, board), "draw_accept")
    await h.settle()


async def test_a_profile_shows_each_games_record_rating_streak_deck_and_recent_games(h: Harness) -> None:
    winner, loser = await backgammon_resigned(h)
    await h.settle()
    game = await stored_record(h)
    view = await profile(h, winner)
    embed = view.embeds[0]
    assert embed["title"] == f"Profile: {winner.name}"
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    bg = fields["Backgammon"]
    # two newcomers (1500 ± 350): Glicko-2 moves the winner to 1662, with a mark until the fifth rated game
    assert f"Rating **1662?** ± 290 (provisional: 1 of {PROVISIONAL_GAMES} rated games)" in bg
    assert "FIBS rating 1510.0 · experience 1" in bg  # backgammon's own rating, beside
    assert "Played 1 · rated: 1 won, 0 drawn, 0 lost" in bg and "Streak: 1 win (best run: 1)" in bg
    recent = fields["Recent games"]
    assert f"Backgammon #{game.id}: win, 1500 → 1662" in recent
    assert f"/channels/{h.fake.GUILD_ID}/{game.channel_id}/{game.message_id})" in recent  # the board's link
    assert f"· `/replay` {game.id}" in recent  # and how to replay it
    assert view.attachments[0].filename == "ratings.png"
    assert embed["image"]["url"] == "attachment://ratings.png"
    other = (await profile(h, winner, player=loser)).embeds[0]  # someone else's profile, asked by the winner
    assert other["title"] == f"Profile: {loser.name}"
    assert "Streak: 1 loss (best run: 0)" in other["fields"][0]["value"]
    assert "loss, 1500 → 1338" in other["fields"][1]["value"]


async def test_established_ratings_lose_the_mark_and_streaks_count_runs(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    await zero_draw(h, alice, bob)  # a real game: alice's favourite deck is recorded
    await rate_many(h, "zero", alice, bob, 6)
    view = await profile(h, alice)
    value = view.embeds[0]["fields"][0]["value"]
    assert view.embeds[0]["fields"][0]["name"] == "Knowing Zero"
    assert "?" not in value.split("\n")[0] and "Rating **" in value
    assert "Played 7 · rated: 6 won, 1 drawn, 0 lost" in value
    assert "Streak: 6 wins in a row (best run: 6)" in value
    assert "Favourite deck: " in value and "(1 game)" in value
    bob_value = (await profile(h, bob)).embeds[0]["fields"][0]["value"]
    assert "Streak: 6 losses in a row (best run: 0)" in bob_value
    assert "draw, 1500 → 1500" in (await profile(h, bob)).embeds[0]["fields"][1]["value"]
    # the picture: one line for the game, drawn over the rating range, read at 450 px as on a phone
    picture = Image.open(io.BytesIO(view.attachments[0].data))
    assert picture.width == 600
    picture.resize((450, picture.height * 450 // 600)).save(SHOTS / "profile-history.png")
    colours = {picture.getpixel((x, y)) for x in range(80, 590, 3) for y in range(60, 240, 3)}
    assert (88, 166, 255) in colours  # the first game's line


async def test_a_member_with_no_finished_game_is_told_so_and_computer_games_count_as_played(h: Harness) -> None:
    alice = h.user("alice")
    view = await profile(h, alice)
    assert view.content == "alice has not finished a game yet." and not view.attachments
    board = h.reply(await h.slash(alice, "netrunner new", computer=True))
    await press(h, alice, await private_view(h, alice, board), "concede")
    await h.click(alice, "Yes, concede", message=h.last_private(alice))
    await h.settle()
    value = (await profile(h, alice)).embeds[0]["fields"][0]["value"]
    assert "No rated game yet (only games between people count)" in value
    assert "Played 1 · rated: 0 won, 0 drawn, 0 lost" in value
    assert "unrated" in (await profile(h, alice)).embeds[0]["fields"][1]["value"]


async def test_the_profile_in_turkish_and_russian(h: Harness) -> None:
    deniz, sasha = h.user("deniz", locale="tr"), h.user("sasha", locale="ru")
    await rate_many(h, "zero", deniz, sasha, 2)
    await rate_many(h, "cyberpunk", sasha, deniz, 5, first_id=2000)
    tr = (await profile(h, deniz)).embeds[0]
    assert tr["title"] == "Profil: deniz"
    fields = {f["name"]: f["value"] for f in tr["fields"]}
    assert "geçici: 2/5 reytingli oyun" in fields["Sıfırı Bilmek"]
    assert "Seri: üst üste 2 galibiyet (en uzun seri: 2)" in fields["Sıfırı Bilmek"]
    assert "Seri: üst üste 5 mağlubiyet" in fields["Cyberpunk TCG"]
    picture = Image.open(io.BytesIO((await profile(h, deniz)).attachments[0].data))
    legend = {picture.getpixel((x, y)) for x in range(0, 600, 2) for y in range(252, picture.height, 2)}
    assert {(88, 166, 255), (255, 158, 67)} <= legend  # both games' colours in the legend under the chart
    ru = (await profile(h, sasha)).embeds[0]
    fields = {f["name"]: f["value"] for f in ru["fields"]}
    assert "Серия: 5 побед подряд (лучшая серия: 5)" in fields["Cyberpunk TCG"]
    assert "?" not in fields["Cyberpunk TCG"].split("\n")[0]  # five rated games: established
    assert "Серия: 2 поражения подряд" in fields["Познание нуля"]
    assert "предварительный: 2 из 5 рейтинговых партий" in fields["Познание нуля"]
