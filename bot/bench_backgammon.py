"""Backgammon figures for `python -m bot.bench backgammon`."""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bot.engines.backgammon import game
from bot.engines.backgammon.moves import legal_plays
from bot.engines.backgammon.positions import START, decode_position_id


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

    from bot.render.backgammon import BoardView, render_board
    from bot.render.common import to_png

    state = game.new_match("match", 5, 7, 0.0)
    view = BoardView(boards=(tuple(state.board[0]), tuple(state.board[1])), viewer=0, names=("alice", "bob"),
                     dice=(6, 5), dice_left=(5,), cube=2, owner=1, pips=(167, 167), clocks=("1:45", "2:00"),
                     score_line="Score 1–2 (to 5)", last_play=(1, [[13, 7, 0], [8, 7, 0]]), selected=13,
                     footer="Position ID: 4HPwATDgc/ABMA · Match ID: cAkAAAAAAAAA", to_move=0)
    report("board render (draw + PNG)", timed(lambda: to_png(render_board(view), 64), 100))
    await bench_clicks(args.clicks)


async def bench_clicks(clicks: int) -> None:
    from bot.bench import report
    from bot.engines.backgammon.game import BgState
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
                    steps = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "step"]
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
            report("move click: checker step (inject -> last request)", step_ms)
            report("move click: pick a checker", pick_ms)
            print(f"{'':44} (all clicks: median {statistics.median(step_ms + pick_ms):.2f} ms)")
