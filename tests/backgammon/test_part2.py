"""Backgammon part 2: the computer, ghosts, ratings and the cap, stakes, match export."""

from __future__ import annotations

import random
import tempfile

import pytest

from bot.games.backgammon import computer, encode_position_id, legal_position_ids
from bot.games.backgammon.export import games_from_log, parse_mat, to_mat
from bot.games.backgammon.game import BgState, Illegal, apply, new_match
from bot.games.backgammon.positions import START
from bot.harness import Harness
from bot.storage.ratings import Rating
from tests.backgammon.test_e2e import act, open_game, state_of
from tests.backgammon.test_properties import random_action

BOTH_DATABASES = pytest.mark.usefixtures("database")  # run on SQLite and on PostgreSQL

T0 = 1_000_000.0


# --- the computer -----------------------------------------------------------------------------------


def test_levels_have_nominal_ratings_and_the_cap_filters_them() -> None:
    ratings = [lv.rating for lv in computer.LEVELS.values()]
    assert ratings == sorted(ratings) and len(ratings) == 6
    assert [lv.name for lv in computer.levels_up_to(1500)] == ["beginner", "casual", "intermediate"]


@pytest.mark.parametrize(("level", "seeds", "steps"), [("beginner", 3, 300), ("intermediate", 2, 200),
                                                       ("expert", 1, 120)])
def test_every_decision_is_legal(level: str, seeds: int, steps: int) -> None:
    rng = random.Random(level)
    for seed in range(seeds):
        state = new_match("match", 5, seed, T0)
        for _ in range(steps):
            if state.is_over():
                break
            seat = next(iter(state.actors()))
            if state.phase in ("resign_choose", "resign_confirm"):
                s, name, arg = random_action(state, rng)
            else:
                decision = computer.decide(state, seat, level)
                assert decision is not None
                name, arg = decision
            state = apply(state, seat, name, arg, T0)  # raises Illegal if the computer ever chose an illegal action


def test_expert_cube_decisions() -> None:
    state = new_match("single", 1, 1, T0)
    # a crushing lead for white, red has a blot on white's home: white doubles, red passes
    state.board = [[3, 3, 3, 3, 3, 0] + [0] * 19, [0] * 18 + [2, 2, 2, 2, 2, 4, 1]]
    state.turn, state.phase, state.dice = 0, "roll", []
    assert computer.decide(state, 0, "expert") == ("double", "")
    state = apply(state, 0, "double", "", T0)
    assert computer.decide(state, 1, "expert") == ("pass", "")
    # the opening position: no double; a double would be taken
    even = new_match("single", 1, 2, T0)
    even.board, even.phase, even.dice, even.turn = [list(START), list(START)], "roll", [], 0
    assert computer.decide(even, 0, "expert") == ("roll", "")
    even = apply(even, 0, "double", "", T0)
    assert computer.decide(even, 1, "expert") == ("take", "")


def test_computer_plays_a_legal_play_from_bgsage() -> None:
    state = new_match("single", 1, 3, T0)
    name, arg = computer.decide(state, state.turn, "expert")  # type: ignore[misc]
    assert name == "play"
    assert state.turn_start is not None
    start = encode_position_id(tuple(state.turn_start[0]), tuple(state.turn_start[1]))
    assert arg in legal_position_ids(start, state.dice[0], state.dice[1])


async def test_game_against_the_computer_is_unrated(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "backgammon bot", level="beginner", mode="single"))
    assert "beginner" in board.text() and "unrated" in board.text()
    for _ in range(600):
        state = await state_of(h)
        if state.is_over():
            break
        if 0 in state.actors() and state.phase in ("roll", "move"):
            await act(h, board, (alice, alice))
        elif 0 in state.actors() and state.phase == "doubled":
            await h.click(alice, "Take" if state.cube < 4 else "Pass", message=board)
        else:
            await h.settle()
    state = await state_of(h)
    assert state.is_over() and "wins" in board.text()
    assert h.bot is not None
    assert (await h.bot.ratings.get(alice.id, "backgammon")).games == 0


async def test_bot_level_above_the_cap_is_refused(h: Harness) -> None:
    alice = h.user("alice")
    itx = await h.slash(alice, "backgammon bot", level="world_class", max_rating=1500)
    assert "above your cap" in h.reply(itx).content and h.reply(itx).ephemeral


# --- ghosts -----------------------------------------------------------------------------------------


async def test_away_ghost_and_coming_back(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="match", length=3)
    users = (alice, bob)
    state = await state_of(h)
    waiting = 1 - state.turn
    await h.click(users[waiting], "Away", message=board)
    assert "is away" in board.text() and "I'm back" in board.labels()
    # the ghost plays bob's turns: keep the other side moving until the ghost has moved
    for _ in range(40):
        state = await state_of(h)
        if any(e[0] == "play" and e[1] == waiting for e in state.log):
            break
        if state.turn != waiting:
            await act(h, board, users)
        await h.settle()
    assert any(e[0] == "play" and e[1] == waiting for e in (await state_of(h)).log)
    await h.click(users[waiting], "I'm back", message=board)
    state = await state_of(h)
    assert not state.away[waiting] and "is away" not in board.text()


async def test_nothing_a_client_sends_can_claim_to_be_the_computer(h: Harness) -> None:
    from tests.helpers import rewrite_state

    alice, bob, board = await open_game(h, mode="match", length=3)
    state = await state_of(h)
    mover = (alice, bob)[state.turn]
    opened = await h.click(mover, "Type move", message=board)  # the form was opened before going away
    state.away[state.turn] = True
    await rewrite_state(h, state)
    play = computer.decide(state, state.turn, computer.GHOST_LEVEL)
    assert play is not None
    await h.submit(mover, opened, {"move": play[1] or "13/7 8/7", "by": "computer"})
    assert "The computer is playing for you" in h.last_private(mover).content
    after = await state_of(h)
    assert after.turn == state.turn and after.moved == state.moved and after.log == state.log


def test_only_the_framework_marks_a_computer_move() -> None:
    from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
    from bot.games.backgammon.kind import BackgammonKind

    kind = BackgammonKind()
    state = new_match("match", 3, seed=4, now=0.0)
    seat = next(iter(state.actors()))
    state.away[seat] = True
    ctx = Context(1, (SeatInfo(0, 1, "a"), SeatInfo(1, 2, "b")), {}, "en", 0.0)
    decided = computer.decide(state, seat, computer.GHOST_LEVEL)
    assert decided is not None
    with pytest.raises(IllegalAction, match="you_are_away"):
        kind.apply(ctx, state, seat, Action(decided[0], decided[1], fields={"by": "computer"}))
    assert kind.apply(ctx, state, seat, Action(decided[0], decided[1], by_computer=True)).state.turn != seat


async def test_time_out_in_a_match_brings_the_ghost_and_the_absent_player_forfeits(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="match", length=3)
    users = (alice, bob)
    state = await state_of(h)
    slow = state.turn
    assert h.bot is not None
    h.fake.advance(121)
    await h.bot.scheduler.run_due()
    await h.settle()
    state = await state_of(h)
    assert state.away[slow] and state.phase != "over"  # a ghost, not a lost game
    # fast-forward: the ghost's opponent resigns so the game ends with the ghost winning
    for _ in range(100):
        state = await state_of(h)
        if state.phase == "roll" and state.turn == 1 - slow:
            break
        if state.turn != slow:
            await act(h, board, users)
        await h.settle()
    await h.click(users[1 - slow], "Resign", message=board)
    await h.click(users[1 - slow], "backgammon (3)", message=board)
    await h.settle()  # the ghost accepts: three points is the most any game can give it
    state = await state_of(h)
    assert state.phase == "between"
    assert state.result is not None and state.result.get("ghost") and state.score == [0, 0]  # scores nothing
    assert "must press Continue" in board.text()
    await h.click(users[1 - slow], "Continue", message=board)
    h.fake.advance(121)
    await h.bot.scheduler.run_due()
    await h.settle()
    state = await state_of(h)
    assert state.phase == "over" and state.winner == 1 - slow and state.result is not None
    assert state.result["how"] == "abandoned"
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "abandoned"
    assert (await h.bot.ratings.get(users[slow].id, "backgammon")).rating < 1500  # the abandoner lost


# --- ratings and the cap ----------------------------------------------------------------------------


@BOTH_DATABASES
async def test_single_game_updates_ratings_as_a_one_point_match(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    state = await state_of(h)
    r = state.turn
    await h.click((alice, bob)[r], "Resign", message=board)
    await h.click((alice, bob)[r], "single game (1)", message=board)
    await h.click((alice, bob)[1 - r], "Accept", message=board)
    assert h.bot is not None
    winner = await h.bot.ratings.get((alice, bob)[1 - r].id, "backgammon")
    loser = await h.bot.ratings.get((alice, bob)[r].id, "backgammon")
    assert winner.rating == pytest.approx(1510) and loser.rating == pytest.approx(1490)  # K=5, n=1, P=0.5
    assert winner.experience == loser.experience == 1 and winner.games == 1
    itx = await h.slash(alice, "backgammon rating")
    assert "1510.0" in h.reply(itx).content or "1490.0" in h.reply(itx).content
    lb = h.reply(await h.slash(alice, "backgammon leaderboard", scope="server")).text()
    assert lb.index(str((alice, bob)[1 - r].id)) < lb.index(str((alice, bob)[r].id))


async def test_rating_cap_refuses_stronger_players(h: Harness) -> None:
    assert h.bot is not None
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    await h.bot.ratings.put(Rating(bob.id, "backgammon", 1720.0, 3, 300))
    board = h.reply(await h.slash(alice, "backgammon new", max_rating=1600))
    assert "Rating cap: 1600" in board.text()
    await h.click(bob, "Join", message=board)
    assert "above this game's cap" in h.last_private(bob).content
    await h.click(carol, "Join", message=board)
    assert (await state_of(h)).phase in ("move", "roll")


# --- stakes -----------------------------------------------------------------------------------------


@BOTH_DATABASES
async def test_staked_game_escrow_payout_and_fee(h: Harness) -> None:
    assert h.bot is not None
    chips = h.bot.chips
    alice, bob, board = await open_game(h, mode="single", stake=100)
    assert "Stake: 100 chips each" in board.text()
    assert await chips.balance(alice.id) == 900 and await chips.balance(bob.id) == 900
    assert await chips.escrowed(1) == {alice.id: 100, bob.id: 100}
    state = await state_of(h)
    r = state.turn
    await h.click((alice, bob)[r], "Resign", message=board)
    await h.click((alice, bob)[r], "single game (1)", message=board)
    await h.click((alice, bob)[1 - r], "Accept", message=board)
    assert await chips.balance((alice, bob)[1 - r].id) == 900 + 190
    assert await chips.balance((alice, bob)[r].id) == 900
    assert await chips.balance(0) == 10 and await chips.escrowed(1) == {}
    balances, escrow, granted = await chips.totals()
    assert balances + escrow == granted


@BOTH_DATABASES
async def test_stake_needs_the_chips_and_cancel_moves_nothing(h: Harness) -> None:
    assert h.bot is not None
    alice = h.user("alice")
    itx = await h.slash(alice, "backgammon new", stake=5000)
    assert "not have enough chips" in h.reply(itx).content
    board = h.reply(await h.slash(alice, "backgammon new", stake=300))
    await h.click(alice, "Cancel", message=board)
    assert await h.bot.chips.balance(alice.id) == 1000


async def test_chips_commands(h: Harness) -> None:
    alice = h.user("alice")
    assert "**1000**" in h.reply(await h.slash(alice, "chips balance")).content
    assert "**1100**" in h.reply(await h.slash(alice, "chips daily")).content
    assert "already took" in h.reply(await h.slash(alice, "chips daily")).content


# --- export -----------------------------------------------------------------------------------------


def finished_match(seed: int, length: int = 3, redoubles: bool = False) -> BgState:
    rng = random.Random(seed)
    state = new_match("match", length, seed, T0)
    while not state.is_over():
        seat, name, arg = random_action(state, rng)
        if name == "resign" or (name == "redouble" and not redoubles):
            name, arg = ("take", "") if name == "redouble" else ("roll", "")
        try:
            state = apply(state, seat, name, arg, T0)
        except Illegal:
            continue
    return state


def has_redouble(state: BgState, answer: str) -> bool:
    """Whether a taken ("take") or dropped ("pass") immediate redouble happened before the last game."""
    log = state.log
    last_game = max(i for i, e in enumerate(log) if e[0] == "game")
    return any(log[i][0] == "double" and log[i - 1][0] == "take" and log[i - 1][1] == log[i][1]
               and log[i + 1][0] == answer and i < last_game for i in range(1, len(log) - 1))


@pytest.mark.parametrize("seed", range(5))
def test_export_reads_back_move_for_move(seed: int) -> None:
    state = finished_match(seed, 5, redoubles=True)
    text = to_mat(state, ("alice", "Борис"))
    length, games = parse_mat(text)
    assert length == 5
    ours = games_from_log(state.log)
    assert [g.turns for g in games] == [g.turns for g in ours]
    # the scores written are the engine's, game by game, not the export's own reading of itself
    assert [g.score for g in games] == [tuple(e[2]) for e in state.log if e[0] == "game"]
    wins = [e for e in state.log if e[0] == "win"]
    assert [[(t.seat, t.value) for t in g.turns if t.kind == "win"] for g in games] == [[(w[1], w[2])] for w in wins]


def gnubg_import(text: str) -> list[dict[str, object]]:
    """What gnubg makes of a .mat file: per game its score, cube actions with the cube's value, plays,
    winner and points."""
    gnubg = pytest.importorskip("gnubg")
    with tempfile.NamedTemporaryFile("w", suffix=".mat", delete=False) as f:
        f.write(text)
    gnubg.command(f"import mat {f.name}")
    imported = gnubg.match(analysis=False, boards=False, statistics=False, verbose=False)
    side = {"X": 0, "O": 1}
    games: list[dict[str, object]] = []
    for g in imported["games"]:
        cube, cubes, plays = 1, [], []
        for a in g["game"]:
            if a["action"] == "double":
                cube *= 2
                cubes.append((side[a["player"]], "double", cube))
            elif a["action"] in ("take", "drop"):
                cubes.append((side[a["player"]], a["action"], cube))
            elif a["action"] == "move":
                plays.append((side[a["player"]], tuple(sorted(a["dice"])), sorted(tuple(m) for m in a.get("move", ()))))
        info = g["info"]
        winner = side[info["winner"]] if info.get("winner") else None
        games.append({"score": (info["score-X"], info["score-O"]), "cubes": cubes, "plays": plays,
                      "result": (winner, info.get("points-won"))})
    return games


def engine_games(state: BgState) -> list[dict[str, object]]:
    """The same, from the engine's own log."""
    games: list[dict[str, object]] = []
    cube = 1
    previous: list[object] = []
    for entry in state.log:
        kind, previous = entry[0], [*previous[-1:], entry]
        if kind == "game":
            cube = 1
            games.append({"score": tuple(entry[2]), "cubes": [], "plays": [], "result": None})
        elif kind == "double":
            cube = entry[2]
            cubes = games[-1]["cubes"]
            if previous[0][:2] == ["take", entry[1]]:  # type: ignore[index]
                cubes.pop()  # type: ignore[attr-defined]  # the engine logs a redouble as take + double
            cubes.append((entry[1], "double", cube))  # type: ignore[attr-defined]
        elif kind in ("take", "pass"):
            games[-1]["cubes"].append((entry[1], "take" if kind == "take" else "drop", cube))  # type: ignore
        elif kind == "play" and entry[2]:
            moves = sorted((s[0], s[1]) for s in entry[2])
            games[-1]["plays"].append((entry[1], tuple(sorted((entry[3], entry[4]))), moves))  # type: ignore
        elif kind == "win":
            games[-1]["result"] = (entry[1], entry[2])
    return games


def redoubled_matches() -> list[int]:
    """Seeds of 5-point matches with a taken and with a dropped immediate redouble before the last game."""
    taken = next(s for s in range(200) if has_redouble(finished_match(s, 5, True), "take"))
    dropped = next(s for s in range(200) if has_redouble(finished_match(s, 5, True), "pass"))
    return list(dict.fromkeys([taken, dropped, 0, 1, 2, 3]))


@pytest.mark.parametrize("seed", redoubled_matches())
def test_gnubg_imports_every_match_with_the_same_cubes_and_results(seed: int) -> None:
    state = finished_match(seed, 5, redoubles=True)
    theirs = gnubg_import(to_mat(state, ("alice", "bob")))
    mine = engine_games(state)
    assert len(theirs) == len(mine)
    for number, (t, m) in enumerate(zip(theirs, mine, strict=True), 1):
        assert t["score"] == m["score"], number
        assert t["cubes"] == m["cubes"], number
        assert t["result"] == m["result"], number
        moved = [p for p in t["plays"] if p[2]]  # type: ignore[attr-defined]
        assert moved == m["plays"], number


async def test_match_end_attaches_the_record_and_export_command(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    itx = await h.slash(alice, "backgammon export")
    assert h.reply(itx).attachments[0].filename.endswith(".mat")
    state = await state_of(h)
    r = state.turn
    await h.click((alice, bob)[r], "Resign", message=board)
    await h.click((alice, bob)[r], "backgammon (3)", message=board)
    await h.click((alice, bob)[1 - r], "Accept", message=board)
    names = [a.filename for a in board.attachments]
    assert names == ["board.png", "match.mat"]
    text = board.attachments[1].data.decode()
    assert text.startswith(" 0 point match") and "Game 1" in text and "Wins 3 points" in text


@BOTH_DATABASES
async def test_payout_commits_atomically_with_the_result(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    assert h.bot is not None
    alice, bob, board = await open_game(h, mode="single", stake=50)
    state = await state_of(h)
    r = state.turn
    await h.click((alice, bob)[r], "Resign", message=board)
    await h.click((alice, bob)[r], "single game (1)", message=board)

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(h.bot.chips, "payout", broken)
    await h.click((alice, bob)[1 - r], "Accept", message=board)
    assert "error id" in h.last_private((alice, bob)[1 - r]).content
    state = await state_of(h)
    assert state.phase == "resign_offered" and state.winner is None  # the result did not commit either
    assert await h.bot.chips.escrowed(1) == {alice.id: 50, bob.id: 50}
    assert (await h.bot.ratings.get(alice.id, "backgammon")).games == 0
    monkeypatch.undo()
    await h.click((alice, bob)[1 - r], "Accept", message=board)
    assert (await state_of(h)).winner == 1 - r and await h.bot.chips.escrowed(1) == {}


@BOTH_DATABASES
async def test_cancelled_staked_match_is_refunded(h: Harness) -> None:
    assert h.bot is not None
    alice, bob, board = await open_game(h, mode="match", length=3, stake=200)
    assert await h.bot.chips.balance(alice.id) == 800
    await h.slash(alice, "abort")
    await h.slash(bob, "abort")
    assert await h.bot.chips.balance(alice.id) == 1000 and await h.bot.chips.balance(bob.id) == 1000
    assert await h.bot.chips.escrowed(1) == {}
    assert (await h.bot.ratings.get(alice.id, "backgammon")).games == 0  # no result, no rating change


@BOTH_DATABASES
async def test_a_stake_that_cannot_be_paid_at_start_keeps_the_lobby_open(h: Harness) -> None:
    assert h.bot is not None
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", stake=600))
    async with h.bot.db.transaction() as conn:  # alice's chips go into another game before bob joins
        await h.bot.chips.escrow(conn, 999, alice.id, 600)
    await h.click(bob, "Join", message=board)
    assert "cannot start" in h.last_private(bob).content and alice.mention in h.last_private(bob).content
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "lobby"
    assert [s.user_id for s in record.seats] == [alice.id]  # the join that could not start is not kept
    assert await h.bot.chips.balance(bob.id) == 1000 and await h.bot.chips.escrowed(1) == {}
    async with h.bot.db.transaction() as conn:  # alice's other game is cancelled: her chips come back
        await h.bot.chips.refund(conn, 999)
    await h.click(bob, "Join", message=board)
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "running" and len(record.seats) == 2
    assert await h.bot.chips.escrowed(1) == {alice.id: 600, bob.id: 600}


@BOTH_DATABASES
async def test_accepting_again_after_a_failed_start_seats_and_escrows_once(h: Harness) -> None:
    assert h.bot is not None
    alice, bob = h.user("alice"), h.user("bob")
    challenge = h.reply(await h.slash(alice, "backgammon new", opponent=bob, stake=600))
    async with h.bot.db.transaction() as conn:
        await h.bot.chips.escrow(conn, 999, alice.id, 600)
    for _ in range(2):
        await h.click(bob, "Accept", message=challenge)
        assert "cannot start" in h.last_private(bob).content
        record = await h.bot.games_store.get(1)
        assert record is not None and [s.user_id for s in record.seats] == [alice.id]
    async with h.bot.db.transaction() as conn:
        await h.bot.chips.refund(conn, 999)
    await h.click(bob, "Accept", message=challenge)
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "running"
    assert [s.user_id for s in record.seats] == [alice.id, bob.id]
    assert await h.bot.chips.escrowed(1) == {alice.id: 600, bob.id: 600}
    assert await h.bot.chips.balance(bob.id) == 400
