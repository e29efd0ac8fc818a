"""A TWEAK! tournament of Swiss tables through the fake Discord: seven players at tables of four and three, a table
played to its end, a player withdrawing in the middle of a game, a restart in round 2, the organiser deciding a table
and another running out of time; the places, the points and the standings as the rules state them."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.framework.tournament_tables import table_standings
from bot.framework.tournaments import PLACED, table_history
from bot.games.tweak.game import TweakState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.tournaments import PairingRow, TournamentStore
from tests.helpers import stored_state
from tests.tweak.test_e2e import run_game

MANAGE_EVENTS = 1 << 33
NAMES = ("ann", "ben", "cat", "dan", "eve", "fay", "gus")


def store(h: Harness) -> TournamentStore:
    assert h.bot is not None
    return h.bot.get_cog("Tournament").store  # type: ignore[union-attr, attr-defined, no-any-return]


async def tick(h: Harness) -> None:
    assert h.bot is not None
    await h.bot.get_cog("Tournament").tick()  # type: ignore[union-attr, attr-defined]
    await h.settle()


async def current(h: Harness) -> list[PairingRow]:
    tour = await store(h).get(1)
    assert tour is not None
    return await store(h).pairings(1, tour.current_round)


async def board_of(h: Harness, game_id: int | None) -> Message:
    assert h.bot is not None and game_id is not None
    game = await h.bot.games_store.get(game_id)
    assert game is not None and game.message_id is not None
    return h.fake.messages[game.message_id]


def pictures(h: Harness) -> list[Image.Image]:
    return [Image.open(io.BytesIO(a.data)) for m in h.fake.channel_messages(public_only=True)
            for a in m.attachments if a.filename == "standings.png"]


@pytest.mark.usefixtures("database")  # SQLite and PostgreSQL
async def test_a_tweak_tournament_of_swiss_tables(h: Harness) -> None:
    assert h.bot is not None
    organiser = h.user("org", permissions=MANAGE_EVENTS)
    announce = h.reply(await h.slash(organiser, "tournament create", name="Table Cup", game="tweak", format="swiss",
                                     rounds=2, table_size=4, round_minutes=30, target_score=5))  # short games
    assert "Swiss tables of up to 4, 2 rounds" in announce.content
    assert "Tie-breaks: table wins" in announce.content and "first place scores 1 point" in announce.content
    users: dict[int, User] = {}
    for name in NAMES:
        user = h.user(name)
        await h.slash(user, "tournament join")
        users[user.id] = user
    assert (await store(h).get(1)).options == {"target_score": 5}  # type: ignore[union-attr]
    await h.slash(organiser, "tournament start")
    await h.settle()

    # round 1: seven players at a table of four and one of three, everyone pinged by the round's message
    big, small = await current(h)
    assert (len(big.seats), len(small.seats)) == (4, 3) and set(big.seats) | set(small.seats) == set(users)
    announced = next(m for m in h.fake.channel_messages(public_only=True) if "round 1 of 2" in m.content)
    assert "Table 1: " in announced.content and "Table 2: " in announced.content
    assert all(announced.id in h.fake.notified(u) for u in users)
    for p in (big, small):
        game = await h.bot.games_store.get(p.game_id)  # type: ignore[arg-type]
        assert game is not None and game.status == "running" and game.kind == "tweak"
        assert tuple(s.user_id for s in game.seats) == p.seats and game.options["seats"] == len(p.seats)
        assert game.options["target_score"] == 5

    # the table of four is played to its end: its places are the game's
    board = await board_of(h, big.game_id)
    state = await run_game(h, board, {i: users[u] for i, u in enumerate(big.seats)}, game_id=big.game_id or 0)
    await h.settle()
    kind = h.bot.registry.get("tweak")
    played = next(p for p in await store(h).pairings(1, 1) if p.board == 0)
    assert (played.result, played.how) == (PLACED, "played")
    assert played.places == tuple(kind.placings(state) or ())
    assert "Rematch" not in board.labels()

    # at the table of three a player withdraws mid-game: placed last, the others as the game stands; it ends
    leaver = users[small.seats[1]]
    await h.slash(leaver, "tournament withdraw")
    await h.settle()
    left = next(p for p in await store(h).pairings(1, 1) if p.board == 1)
    assert (left.result, left.how) == (PLACED, "withdrawn")
    assert left.places is not None and left.places[1] == 2 and max(left.places[0], left.places[2]) < 2
    ended = await h.bot.games_store.get(small.game_id)  # type: ignore[arg-type]
    assert ended is not None and ended.status == "abandoned" and ended.flags.tournament_result is not None \
        and ended.flags.tournament_result.how == "withdrawn"

    # round 2 is paired at once: six players at two tables of three, the leaver not among them
    tour = await store(h).get(1)
    assert tour is not None and tour.current_round == 2
    second = await current(h)
    assert [len(p.seats) for p in second] == [3, 3] and leaver.id not in {u for p in second for u in p.seats}
    assert len(pictures(h)) == 1  # the standings after round 1

    await h.restart(down_for=60)  # the tables are read back as they were stored
    await h.settle()
    assert [p.seats for p in await current(h)] == [p.seats for p in second]

    # the organiser decides table 1 for its third player; table 2 runs out of time
    winner = users[second[0].seats[2]]
    await h.slash(organiser, "tournament adjudicate", player=winner, result="win")
    await h.settle()
    assert "placed 2–2–1 (the organiser's decision)" in h.last_private(organiser).content
    decided = next(p for p in await current(h) if p.board == 0)
    assert (decided.result, decided.how, decided.places) == (PLACED, "adjudicated", (1, 1, 0))
    table = second[1]
    tstate = await stored_state(h, TweakState, table.game_id or 0)
    awaited = set(tstate.actors())
    h.fake.advance(31 * 60)
    await tick(h)
    timed = next(p for p in await store(h).pairings(1, 2) if p.board == 1)
    assert (timed.result, timed.how) == (PLACED, "time") and timed.places is not None
    for seat in awaited:  # whoever the game waited for is behind everyone else
        assert all(timed.places[seat] > timed.places[other] for other in range(3) if other not in awaited)

    # the end: the standings picture, the winner named, the points as the rules give them
    tour = await store(h).get(1)
    assert tour is not None and tour.status == "finished"
    assert len(pictures(h)) == 2 and pictures(h)[-1].width == 600
    players = await store(h).players(1)
    rows = table_standings([p.user_id for p in players], {p.user_id: p.rating for p in players},
                           table_history(await store(h).pairings(1)))
    assert sum(r.score for r in rows) == pytest.approx(4 / 2 + 3 / 2 + 3 / 2 + 3 / 2)
    assert rows[0].player != leaver.id
    last = h.fake.channel_messages(public_only=True)[-1]
    assert f"is over. Winner: {users[rows[0].player].name}" in last.content
    await h.slash(winner, "tournament standings")
    await h.settle()
    assert h.last_private(winner).attachments
