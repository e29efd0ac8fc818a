"""TWEAK! figures for `python -m bot.bench tweak`."""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path


def computer_game(seed: int) -> int:
    from bot.games.tweak import computer, game
    from bot.games.tweak.view import view

    state = game.new_game(6, 25, seed, 0.0)
    actions = 0
    while not state.is_over():
        seat = min(state.actors())
        move = computer.choose(view(state, seat), seat)
        assert move is not None
        state = game.play(state, seat, move, 0.0)
        actions += 1
    return actions


async def bench(args: argparse.Namespace) -> None:
    from bot.bench import report
    from bot.games.tweak.game import TweakState
    from bot.harness import Harness

    times, counts = [], []
    for seed in range(10):
        started = time.perf_counter()
        counts.append(computer_game(seed))
        times.append((time.perf_counter() - started) * 1000)
    report(f"6-player computer game, engine only (~{sum(counts) // len(counts)} actions)", times)

    with tempfile.TemporaryDirectory() as tmp:
        async with Harness(Path(tmp)) as h:
            assert h.bot is not None
            clicks: list[float] = []
            while len(clicks) < args.clicks:
                alice, bob = h.user("alice"), h.user("bob")
                board = h.reply(await h.slash(alice, "tweak new", seats=2, target_score=500))
                await h.click(bob, "Join", message=board)
                game_id = (await h.bot.games_store.for_user(alice.id))[0].id
                users = (alice, bob)
                for _ in range(40):
                    record = await h.bot.games_store.get(game_id)
                    assert record is not None and record.state is not None
                    state = TweakState.from_json(record.state["data"])
                    if state.phase != "turn":
                        break
                    user = users[state.turn]
                    await h.click(user, "Show my hand", message=board)
                    view = h.last_private(user)
                    select = next(c for c in view.all_components() if c["custom_id"].split(":")[3] == "hand_pick")
                    await h.select(user, [state.hands[state.turn][0]], message=view, custom_id=select["custom_id"])
                    first = len(h.fake.requests)
                    injected = h.fake.now()
                    await h.click(user, "Discard the hand card", message=view)
                    clicks.append((max(r.at for r in h.fake.requests[first:]) - injected) * 1000)
                    if len(clicks) >= args.clicks:
                        break
            report("turn click: discard from the private view", clicks)
