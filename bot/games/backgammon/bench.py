"""Backgammon figures for `python -m bot.bench backgammon`."""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bot.games.backgammon import game
from bot.games.backgammon.moves import legal_plays
from bot.games.backgammon.positions import START, decode_position_id


def timed(fn: object, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()  # type: ignore[operator]
        out.append((time.perf_counter() - started) * 1000)
    return out


async def bench(args: argparse.Namespace) -> None:
    from bot.bench import report

    rolls = [(a, b) for a in range(1, 7) for b in range(a, 7)]
    per_roll = timed(lambda: [legal_plays(START, START, a, b) for a, b in rolls], 30)
    report("legal plays, opening position, all 21 rolls", per_roll)
    mover, other = decode_position_id("AAD8/wFUqFJKKQ")
    count = len(legal_plays(mover, other, 1, 1))
    report(f"legal plays, AAD8/wFUqFJKKQ 1-1 ({count} plays)", timed(lambda: legal_plays(mover, other, 1, 1), 20))

    from bot.games.backgammon.render import BoardView, render_board
    from bot.render.common import to_png

    state = game.new_match("match", 5, 7, 0.0)
    view = BoardView(boards=(tuple(state.board[0]), tuple(state.board[1])), viewer=0, names=("alice", "bob"),
                     dice=(6, 5), dice_left=(5,), cube=2, owner=1, pips=(167, 167), clocks=("1:45", "2:00"),
                     score_line="Score 1–2 (to 5)", last_play=(1, [[13, 7, 0], [8, 7, 0]]), selected=13,
                     to_move=0, labels={"clock": "Clock"})
    render_board(view)  # the palette is built once per process
    report("board render (draw + PNG)", timed(lambda: to_png(render_board(view)), 100))
    report("state dump for a commit, 300-move match", timed(lambda: dump(long_match()), 200))
    await bench_clicks(args.clicks)
    await bench_analysis(getattr(args, "analysis_length", 9))


def long_match(moves: int = 300, cache: dict[int, game.BgState] = {}) -> game.BgState:  # noqa: B006
    """A match whose record holds `moves` entries (built once, by the beginner computer on both sides)."""
    if moves not in cache:
        from bot.games.backgammon import computer

        state = game.new_match("match", 25, 1, 0.0)
        while len(state.log) < moves and not state.is_over():
            seat = next(iter(state.actors()))
            name, arg = computer.decide(state, seat, "beginner") or ("roll", "")
            state = game.apply(state, seat, name, arg, 0.0)
        cache[moves] = state
    return cache[moves]


def dump(state: game.BgState) -> str:
    from bot.framework.service import STATE_ENCODER
    from bot.games.backgammon.kind import BackgammonKind

    kind = BackgammonKind()
    return STATE_ENCODER.encode({"schema": kind.schema_version, "data": kind.dump(state)}).decode()


async def bench_clicks(clicks: int) -> None:
    from bot.bench import report
    from bot.games.backgammon.game import BgState
    from bot.harness import Harness

    with tempfile.TemporaryDirectory() as tmp:
        async with Harness(Path(tmp)) as h:
            assert h.bot is not None
            step_ms: list[float] = []
            pick_ms: list[float] = []
            game_id = 0
            while len(step_ms) < clicks:
                alice, bob = h.user("alice"), h.user("bob")
                board = h.reply(await h.slash(alice, "backgammon new", mode="single"))
                await h.click(bob, "Join", message=board)
                game_id += 1
                users = (alice, bob)
                for _ in range(400):
                    record = await h.bot.games_store.get(game_id)
                    assert record is not None and record.state is not None
                    state = BgState.from_json(record.state["data"])
                    if state.phase != "move" and state.phase != "roll":
                        break
                    user = users[state.turn]
                    if state.phase == "roll":
                        await h.click(user, "Roll", message=board)
                        continue
                    steps = [c for c in board.buttons() if c["custom_id"].split(":")[3] in ("step", "lay", "confirm")]
                    first = len(h.fake.requests)
                    injected = h.fake.now()
                    if steps:
                        await h.click(user, custom_id=steps[0]["custom_id"], message=board)
                        bucket = step_ms
                    else:
                        select = next(c for c in board.all_components() if c.get("type") == 3)
                        await h.select(user, [select["options"][0]["value"]], message=board)
                        bucket = pick_ms
                    bucket.append((max(r.at for r in h.fake.requests[first:]) - injected) * 1000)
                    if len(step_ms) >= clicks:
                        break
            report("move click: step, whole play or confirm (inject -> last request)", step_ms)
            report("move click: pick a checker", pick_ms)
            print(f"{'':44} (all clicks: median {statistics.median(step_ms + pick_ms):.2f} ms)")


def sample_positions(count: int, seed: int = 11) -> list[game.BgState]:
    """Positions in the move phase, from quick self-play."""
    import random

    from bot.games.backgammon import computer

    rng = random.Random(seed)
    out: list[game.BgState] = []
    state = game.new_match("single", 1, seed, 0.0)
    while len(out) < count:
        if state.is_over():
            state = game.new_match("single", 1, rng.randrange(1 << 30), 0.0)
        seat = next(iter(state.actors()))
        if state.phase == "move":
            out.append(game.BgState.from_json(state.to_json()))
            name, arg = "play", computer.choose_play(state, seat, computer.LEVELS["beginner"])
        elif state.phase == "roll":
            name, arg = "roll", ""
        else:
            name, arg = computer.decide(state, seat, "beginner") or ("roll", "")
        state = game.apply(state, seat, name, arg, 0.0)
    return out


async def bench_levels(args: argparse.Namespace) -> None:
    from bot.bench import report
    from bot.games.backgammon import computer

    positions = sample_positions(24)
    for level in computer.LEVELS.values():
        sample = positions if level.ply != "3ply" else positions[:8]
        computer.choose_play(sample[0], sample[0].turn, level)  # load the network once
        times = []
        for state in sample:
            started = time.perf_counter()
            computer.choose_play(state, state.turn, level)
            times.append((time.perf_counter() - started) * 1000)
        report(f"computer move, {level.name} ({level.ply})", times)
    await bench_stall()


async def bench_stall() -> None:
    """Clicks in one game while the computer thinks at world-class level for another."""
    import asyncio

    from bot.bench import report
    from bot.games.backgammon import computer

    positions = sample_positions(6, seed=5)
    thinking = asyncio.get_running_loop().run_in_executor(
        None, lambda: [computer.choose_play(s, s.turn, computer.LEVELS["world_class"]) for s in positions])
    gaps: list[float] = []
    while not thinking.done():
        started = time.perf_counter()
        await asyncio.sleep(0.01)
        gaps.append((time.perf_counter() - started - 0.01) * 1000)
    await thinking
    report("event-loop delay while the computer thinks", gaps)


def computer_match(length: int, levels: tuple[str, str], seed: int) -> game.BgState:
    from bot.games.backgammon import computer

    state = game.new_match("match", length, seed, 0.0)
    while not state.is_over():
        seat = next(iter(state.actors()))
        name, arg = computer.decide(state, seat, levels[seat]) or ("roll", "")
        state = game.apply(state, seat, name, arg, 0.0)
    return state


async def bench_analysis(length: int = 9) -> None:
    """A `length`-point match (9 by default; intermediate against advanced) analysed at the default depth, as the
    bot does it: the whole match once (the budget for 9 points is 60 s on this machine), then the stored report read
    back, and its picture."""
    from bot.bench import report
    from bot.games.backgammon.analysis.engine import DEFAULT_PLY, analyse
    from bot.games.backgammon.analysis.report import Analysis
    from bot.games.backgammon.analysis.view import report_display
    from bot.render.common import to_png
    from bot.storage.analyses import AnalysisStore
    from bot.storage.db import SqliteDatabase

    state = computer_match(length, ("intermediate", "advanced"), 5)
    started = time.perf_counter()
    analysis = analyse(state, DEFAULT_PLY)
    seconds = time.perf_counter() - started
    print(f"{f'analysis of a {length}-point match, ' + str(DEFAULT_PLY) + '-ply':<44} {seconds:8.1f} s   "
          f"{len(analysis.decisions)} decisions judged, {len(state.log)} record entries, "
          f"{1000 * seconds / max(1, len(analysis.decisions)):.0f} ms a decision")
    with tempfile.TemporaryDirectory() as tmp:
        db = SqliteDatabase(Path(tmp) / "bench.db")
        await db.open()
        store = AnalysisStore(db)
        await db.execute("INSERT INTO games(id, kind, channel_id, status, host_id, created_at, updated_at) "
                         "VALUES (1, 'backgammon', 1, 'finished', 1, 0, 0)")
        await store.put(1, DEFAULT_PLY, analysis.version, analysis.to_json().decode())
        reads = []
        for _ in range(50):
            t0 = time.perf_counter()
            data = await store.get(1, DEFAULT_PLY, analysis.version)
            assert data is not None
            Analysis.from_json(data)
            reads.append((time.perf_counter() - t0) * 1000)
        await db.close()
    report("stored analysis read back (SQLite + decode)", reads)
    display = report_display(analysis, 1, "match", ("alice", "bob"), "en")
    assert display.image is not None
    report("analysis picture (draw + PNG)", timed(lambda: to_png(display.image()), 20))
