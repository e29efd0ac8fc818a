"""Ratings for every game: Glicko-2 against Glickman's worked example, OpenSkill against its published example,
and through the fake Discord a finished game of each kind rating both players once (globally and in the server),
while games against the computer, cancelled and abandoned games stay unrated, and a restart or a second process
never rates a game twice."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest
from openskill.models import PlackettLuce

from bot.framework.ratings import OPENSKILL_SCALE, Glicko, glicko2, openskill, rate_finished_game
from bot.games.backgammon.game import BgState
from bot.games.zero.kind import ZeroKind
from bot.games.zero.state import ZeroState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.db import connect_database
from bot.storage.game_ratings import GLOBAL, GameRatingStore, RatingRow
from bot.storage.games import GameRecord, SeatRecord
from tests.backgammon.test_e2e import play_until_roll_phase
from tests.cyberpunk import helpers as cp
from tests.helpers import press, private_view, stored_record, stored_state
from tests.netrunner import helpers as nr
from tests.tweak.test_e2e import run_game as run_tweak
from tests.zero import helpers as zk

BOTH_DATABASES = pytest.mark.usefixtures("database")


# --- the systems against their published examples ------------------------------------------------------------------
def test_glicko2_gives_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system": a 1500 (RD 200) player beats a 1400 (RD 30) and loses to a
    1550 (RD 100) and a 1700 (RD 300) in one rating period."""
    new = glicko2(Glicko(1500, 200, 0.06), [(Glicko(1400, 30), 1.0), (Glicko(1550, 100), 0.0),
                                            (Glicko(1700, 300), 0.0)])
    # the paper rounds its steps to four places: mu' = -0.2069, phi' = 0.8722, so r' = 1464.06 and RD' = 151.52
    assert round((new.rating - 1500) / 173.7178, 4) == -0.2069 and round(new.deviation / 173.7178, 4) == 0.8722
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert round(new.deviation, 2) == 151.52
    assert 0.05999 <= new.volatility < 0.06  # the paper: 0.05999 (a hair below 0.06)


def test_glicko2_away_from_1500_and_volatility_that_moves() -> None:
    # equal players drawing stay where they are; an upset moves both, the winner up as much as the loser down
    same = glicko2(Glicko(1800, 80, 0.06), [(Glicko(1800, 80, 0.06), 0.5)])
    assert same.rating == pytest.approx(1800) and same.deviation < 80
    up = glicko2(Glicko(1700, 100, 0.06), [(Glicko(1900, 100, 0.06), 1.0)])
    down = glicko2(Glicko(1900, 100, 0.06), [(Glicko(1700, 100, 0.06), 0.0)])
    assert up.rating - 1700 == pytest.approx(1900 - down.rating, rel=1e-6) and up.rating - 1700 > 20
    # a long run of upsets by the same margin (one period each) raises the loser's volatility
    p = Glicko(2000, 50, 0.06)
    for _ in range(30):
        p = glicko2(p, [(Glicko(1500, 50, 0.06), 0.0)])
    assert p.volatility > 0.06
    # a period without games: only the deviation grows (by the volatility), never past a newcomer's 350
    assert 340 < glicko2(Glicko(1500, 340), []).deviation < 341
    assert glicko2(Glicko(1500, 350), []).deviation == 350


def test_openskill_gives_its_published_example() -> None:
    """openskill's README: two teams of two newcomers, the first wins."""
    model = PlackettLuce()
    r = model.rating
    [[a, b], [x, y]] = model.rate([[r(), r()], [r(), r()]])
    assert (a.mu, a.sigma) == pytest.approx((26.964294621803063, 8.177962604389991))
    assert (x.mu, x.sigma) == pytest.approx((23.035705378196937, 8.177962604389991))


def test_our_openskill_is_the_default_model_scaled_to_the_glicko_range() -> None:
    model = PlackettLuce()
    start = [(25.0, 25 / 3), (27.0, 6.0), (22.0, 7.5), (25.0, 3.0)]
    places = [2, 0, 1, 1]
    expected = model.rate([[model.rating(mu=m, sigma=s)] for m, s in start], ranks=[float(p) for p in places])
    ours = openskill([(m * OPENSKILL_SCALE, s * OPENSKILL_SCALE) for m, s in start], places)
    for (mu, sigma), [team] in zip(ours, expected, strict=True):
        assert mu == pytest.approx(team.mu * OPENSKILL_SCALE) and sigma == pytest.approx(team.sigma * OPENSKILL_SCALE)
    assert ours[1][0] > 27 * OPENSKILL_SCALE and ours[0][0] < 25 * OPENSKILL_SCALE  # the winner up, the last down


# --- finished games through the fake Discord -------------------------------------------------------------------------
async def rows_of(h: Harness, user: User, kind: str) -> tuple[RatingRow | None, RatingRow | None]:
    assert h.bot is not None
    store = GameRatingStore(h.bot.db)
    return await store.get(user.id, kind, GLOBAL), await store.get(user.id, kind, h.fake.GUILD_ID)


async def changes(h: Harness) -> int:
    assert h.bot is not None
    return int(await h.bot.db.fetchval("SELECT COUNT(*) FROM rating_changes"))


async def finished(h: Harness) -> GameRecord:
    await h.settle()
    record = await stored_record(h)
    assert record.status == "finished"
    return record


async def concede(h: Harness, user: User, board: Message) -> None:
    view = await private_view(h, user, board)
    await press(h, user, view, "concede")
    await h.click(user, "Yes, concede", message=h.last_private(user))


async def backgammon_resigned(h: Harness) -> tuple[User, User]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="single"))
    await h.click(bob, "Join", message=board)
    await play_until_roll_phase(h, board, (alice, bob))
    state = await stored_state(h, BgState)
    loser, winner = (alice, bob) if state.turn == 0 else (bob, alice)
    await h.click(loser, "Resign", message=board)
    await h.click(loser, "single game (1)", message=board)
    await h.click(winner, "Accept", message=board)
    return winner, loser


async def card_game_conceded(h: Harness, game: str, **options: object) -> tuple[User, User]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, f"{game} new", **options))
    await h.click(bob, "Join", message=board)
    users = {0: alice, 1: bob}
    if game == "cyberpunk":
        await cp.run_game(h, board, users, until=lambda s: s.phase not in ("decks", "order", "mulligan"))
    else:
        await nr.run_game(h, board, users, until=lambda s: s.phase != "mulligan")
    await concede(h, bob, board)
    return alice, bob


TWO_PLAYER_ENDS = {
    "backgammon": backgammon_resigned,
    "cyberpunk": lambda h: card_game_conceded(h, "cyberpunk", quick=True, deck="heist"),
    "netrunner": lambda h: card_game_conceded(h, "netrunner", side="corp"),
}


@BOTH_DATABASES
@pytest.mark.parametrize("kind", sorted(TWO_PLAYER_ENDS))
async def test_a_finished_game_of_each_two_player_kind_rates_both_players_once(h: Harness, kind: str) -> None:
    winner, loser = await TWO_PLAYER_ENDS[kind](h)
    record = await finished(h)
    for user, result in ((winner, "win"), (loser, "loss")):
        globally, here = await rows_of(h, user, kind)
        assert globally is not None and here is not None
        assert (globally.games, globally.wins, globally.losses) == (1, int(result == "win"), int(result == "loss"))
        assert dataclasses.replace(here, scope=GLOBAL) == globally  # the server's first game: the same
        assert (globally.rating > 1500) == (result == "win") and globally.deviation < 350
        assert globally.streak == (1 if result == "win" else -1)
    assert await changes(h) == 4  # two players, two scopes
    assert h.bot is not None and await GameRatingStore(h.bot.db).rated_count(record.id) == 1
    await h.restart()  # restored after a restart: nothing is rated again
    assert await changes(h) == 4


async def test_a_draw_in_knowing_zero_is_rated_as_a_draw_and_a_restart_rates_nothing_again(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    users = {0: alice, 1: bob}
    await zk.run_game(h, board, users, until=lambda s: s.phase == "turn")
    await press(h, bob, await private_view(h, bob, board), "offer_draw")
    await press(h, alice, await private_view(h, alice, board), "draw_accept")
    record = await finished(h)
    a, _ = await rows_of(h, alice, "zero")
    b, _ = await rows_of(h, bob, "zero")
    assert a is not None and b is not None
    assert (a.draws, b.draws, a.wins + a.losses, a.streak) == (1, 1, 0, 0)
    assert a.rating == pytest.approx(1500) and b.rating == pytest.approx(1500) and a.deviation < 350
    decks = await GameRatingStore(h.bot.db).decks(alice.id, "zero")  # type: ignore[union-attr]
    assert len(decks) == 1 and decks[0][1] == 1 and decks[0][0]["en"]  # the deck alice chose, named
    before = await changes(h)
    await h.restart()
    assert h.bot is not None
    kind = h.bot.registry.get("zero")
    state = h.bot.service.load_state(kind, record)
    # the same finish committed again (a replayed transaction, another process): the game is already rated
    async with h.bot.db.transaction() as tx:
        assert not await rate_finished_game(tx, kind, record, state, "running", "finished", 0.0)
    assert await changes(h) == before and (await rows_of(h, alice, "zero"))[0] == a


async def test_tweak_rates_every_player_by_place_with_openskill(h: Harness) -> None:
    users = {0: h.user("alice"), 1: h.user("bob"), 2: h.user("carol")}
    board = h.reply(await h.slash(users[0], "tweak new", seats=3, target_score=5))
    await h.click(users[1], "Join", message=board)
    await h.click(users[2], "Join", message=board)
    state = await run_tweak(h, board, users)
    await finished(h)
    places = h.bot.registry.get("tweak").placings(state)  # type: ignore[union-attr]
    assert places is not None and places.count(0) == 1
    got = {seat: (await rows_of(h, user, "tweak"))[0] for seat, user in users.items()}
    assert all(r is not None and r.games == 1 for r in got.values())
    winner = places.index(0)
    assert got[winner].wins == 1 and got[winner].rating > 1500  # type: ignore[union-attr]
    ordered = sorted(users, key=lambda seat: places[seat])
    mus = [got[seat].rating for seat in ordered]  # type: ignore[union-attr]
    assert mus == sorted(mus, reverse=True)
    assert await changes(h) == 6


async def test_games_against_the_computer_cancelled_and_abandoned_games_are_unrated(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "netrunner new", computer=True))
    await concede(h, alice, board)
    await finished(h)
    assert await changes(h) == 0 and await rows_of(h, alice, "netrunner") == (None, None)

    board = h.reply(await h.slash(alice, "zero new", opponent=bob))
    await h.click(bob, "Accept", message=board)
    await h.slash(alice, "abort")
    await h.slash(bob, "abort")
    await h.settle()
    assert (await stored_record(h, 2)).status == "cancelled"
    assert await changes(h) == 0

    assert h.bot is not None
    kind = h.bot.registry.get("zero")
    seats = [SeatRecord(0, alice.id, None, "alice"), SeatRecord(1, bob.id, None, "bob")]
    record = GameRecord(99, "zero", h.fake.GUILD_ID, 1, None, "abandoned", alice.id, None, {}, None, 1, "en",
                        0.0, 0.0, None, seats)
    state = ZeroState(rng=1)
    state.phase, state.winner = "over", 0  # a finished state: what decides is how the game ended
    async with h.bot.db.transaction() as tx:
        assert not await rate_finished_game(tx, kind, record, state, "running", "abandoned", 0.0)
        practice = dataclasses.replace(record, status="finished", options={"hints": True})
        assert not await rate_finished_game(tx, kind, practice, state, "running", "finished", 0.0)
        assert await rate_finished_game(tx, kind, dataclasses.replace(record, status="finished"), state,
                                        "running", "finished", 0.0)
    assert await changes(h) == 4


async def test_two_processes_over_postgresql_rate_a_game_once(postgres_server: object) -> None:
    url = postgres_server.create_database("ratings_two_processes")  # type: ignore[attr-defined]
    first, second = connect_database(url=url), connect_database(url=url)
    await first.open()
    await second.open()
    try:
        kind = ZeroKind()
        seats = [SeatRecord(0, 11, None, "a"), SeatRecord(1, 22, None, "b")]
        state = ZeroState(rng=1)
        state.phase, state.winner = "over", 1
        results = []
        for game_id in range(1, 6):
            record = GameRecord(game_id, "zero", 5, 1, None, "finished", 11, None, {}, None, 1, "en", 0.0, 0.0,
                                None, seats)

            async def rate(db: object, record: GameRecord = record) -> bool:
                return await db.run(  # type: ignore[attr-defined, no-any-return]
                    lambda tx: rate_finished_game(tx, kind, record, state, "running", "finished", 1.0))

            results.append(await asyncio.gather(rate(first), rate(second)))
        assert all(sorted(pair) == [False, True] for pair in results)
        store = GameRatingStore(first)
        loser, winner = await store.get(11, "zero"), await store.get(22, "zero", 5)
        assert loser is not None and winner is not None
        assert (loser.games, loser.losses, loser.streak, winner.wins, winner.best_streak) == (5, 5, -5, 5, 5)
        assert int(await first.fetchval("SELECT COUNT(*) FROM rating_changes")) == 20
    finally:
        await first.close()
        await second.close()
