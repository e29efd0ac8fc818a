"""`python -m bot.bench replay`: how long rebuilding a finished game takes, for every kind.

A game between computers is played through its `GameKind` as the pipeline plays it, keeping the recipe each outcome
carries (what the action log stores), until it ends or reaches `ACTIONS` actions; then `bot.framework.replay.rebuild`
replays it from the seed, as /replay does. The figure to keep under a second: a 300-action game (games that end
sooner are also given per 300 actions)."""

from __future__ import annotations

import argparse
import dataclasses
import time
from typing import Any

ACTIONS = 300
GAMES: dict[str, tuple[dict[str, Any], str]] = {  # each kind's options and the computer level of its seats
    "backgammon": ({"mode": "match", "length": 7}, "beginner"),
    "tweak": ({"seats": 4, "target_score": 40}, "standard"),
    "zero": ({}, "standard"),
    "cyberpunk": ({}, "standard"),
    "netrunner": ({"step": "booster"}, "standard"),
}


def recorded_game(name: str, seed: int) -> tuple[Any, Any, list[Any]]:
    """(kind, context, the action log's steps) of a computer game of `name`."""
    from bot.framework.kinds import AnyKind, Context, Replayed, SeatInfo
    from bot.games.backgammon.kind import BackgammonKind
    from bot.games.cyberpunk.kind import CyberpunkKind
    from bot.games.netrunner.kind import NetrunnerKind
    from bot.games.tweak.kind import TweakKind
    from bot.games.zero.kind import ZeroKind
    from bot.storage.replays import LoggedStep

    kinds: dict[str, type[AnyKind]] = {"backgammon": BackgammonKind, "tweak": TweakKind, "zero": ZeroKind,
                                        "cyberpunk": CyberpunkKind, "netrunner": NetrunnerKind}
    kind = kinds[name]()
    options, level = GAMES[name]
    seats = tuple(SeatInfo(i, None, f"Computer {i + 1}", level) for i in range(int(options.get("seats", 2))))
    ctx = Context(1, seats, options, "en", 1_000_000.0)
    state = kind.start(ctx, seed)
    steps = [LoggedStep(1, None, Replayed.start(ctx).encode())]
    while len(steps) <= ACTIONS and not kind.is_over(state):
        ctx = dataclasses.replace(ctx, now=ctx.now + 1.0)
        seat = min(kind.actors(state))
        action = kind.computer_move(ctx, state, seat)
        assert action is not None, f"{name}: the computer has no move"
        outcome = kind.apply(ctx, state, seat, dataclasses.replace(action, by_computer=True))
        state = outcome.state
        assert outcome.replay is not None
        steps.append(LoggedStep(len(steps) + 1, seat, outcome.replay.encode()))
    return kind, ctx, steps


async def bench(args: argparse.Namespace) -> None:
    from bot.bench import report
    from bot.framework.replay import rebuild

    for name in GAMES:
        times: list[float] = []
        actions: list[int] = []
        for seed in range(3):
            kind, ctx, steps = recorded_game(name, seed)
            started = time.perf_counter()
            frames = rebuild(kind, ctx, seed, steps)
            times.append((time.perf_counter() - started) * 1000)
            actions.append(len(frames) - 1)
        report(f"replay rebuild, {name} (~{sum(actions) // len(actions)} actions)", times)
        per_300 = sorted(ms * ACTIONS / max(1, n) for ms, n in zip(times, actions, strict=True))
        print(f"{'  the same per 300 actions':<44} slowest={per_300[-1]:8.2f} ms")
