"""`python -m bot.bench`: drive the fake-Discord harness and print handling-time figures.

Figures: bot-side handling time of a button click (event injected -> last HTTP request the bot
sent for it), and the SQLite commit time per action. The framework figures use the Countdown test
game from `tests/minigame` (run from a checkout); game sections add their own figures.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from bot import PROJECT_ROOT


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def report(name: str, values_ms: list[float]) -> None:
    print(f"{name:<44} n={len(values_ms):<5} median={statistics.median(values_ms):8.2f} ms"
          f"   p99={percentile(values_ms, 99):8.2f} ms")


async def bench_click(clicks: int) -> None:
    if str(PROJECT_ROOT) not in sys.path:
        sys.path.insert(0, str(PROJECT_ROOT))
    from bot.harness import Harness

    with tempfile.TemporaryDirectory() as tmp:
        async with Harness(Path(tmp), extra_extensions=("tests.minigame.cog",)) as h:
            assert h.bot is not None
            commit_ms: list[float] = []
            store = h.bot.games_store
            original_commit = store.commit

            async def timed_commit(*args: Any, **kwargs: Any) -> Any:
                started = time.perf_counter()
                try:
                    return await original_commit(*args, **kwargs)
                finally:
                    commit_ms.append((time.perf_counter() - started) * 1000)

            store.commit = timed_commit  # type: ignore[method-assign]
            handling_ms: list[float] = []
            done = 0
            while done < clicks:
                a, b = h.user("a"), h.user("b")
                board = h.reply(await h.slash(a, "countdown new", pile=40))
                await h.click(b, "Join", message=board)
                await h.click(a, "Start", message=board)
                players = [a, b]
                turn = 0
                for _ in range(min(39, clicks - done)):
                    first = len(h.fake.requests)
                    injected = h.fake.now()
                    await h.click(players[turn], "Take 1", message=board)
                    last = max(r.at for r in h.fake.requests[first:])
                    handling_ms.append((last - injected) * 1000)
                    turn ^= 1
                    done += 1
            report("button click (inject -> last request)", handling_ms)
            report("SQLite commit per action", commit_ms)


def _backgammon(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.backgammon.bench import bench

    return bench(args)


def _computer(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.backgammon.bench import bench_levels

    return bench_levels(args)


def _tweak(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.tweak.bench import bench

    return bench(args)


SECTIONS: dict[str, Callable[[argparse.Namespace], Coroutine[Any, Any, None]]] = {
    "framework": lambda args: bench_click(args.clicks),
    "backgammon": _backgammon,
    "computer": _computer,
    "tweak": _tweak,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=300, help="button clicks to time (default 300)")
    parser.add_argument("sections", nargs="*", help=f"which figures: {', '.join(SECTIONS)} (default: all)")
    args = parser.parse_args(argv)
    unknown = [s for s in args.sections if s not in SECTIONS]
    if unknown:
        parser.error(f"unknown section {unknown[0]!r}; choose from {', '.join(SECTIONS)}")
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("discord").setLevel(logging.ERROR)
    for name in args.sections or list(SECTIONS):
        print(f"== {name}")
        asyncio.run(SECTIONS[name](args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
