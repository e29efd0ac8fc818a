"""`python -m bot.bench`: drive the fake-Discord harness and print handling-time figures.

Figures: bot-side handling time of a button click (event injected -> last HTTP request the bot
sent for it) and the SQLite commit time per action, on backgammon's Resign / Back (each a committed
action); `load`: many clicks arriving together on as many games (the fake Discord runs in the same
process, so its own work is counted too); game sections add their own figures.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine
from dataclasses import replace
from pathlib import Path
from typing import Any


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def report(name: str, values_ms: list[float]) -> None:
    print(f"{name:<44} n={len(values_ms):<5} median={statistics.median(values_ms):8.2f} ms"
          f"   p99={percentile(values_ms, 99):8.2f} ms")


def render_processes() -> int:
    """As the bot would run here: RENDER_PROCESSES, or its default for this machine."""
    from bot.config import Settings

    return Settings.from_env(require_token=False).render_processes


async def _resignable_games(h: Any, count: int, **options: Any) -> list[tuple[Any, Any]]:
    """`count` running backgammon games (opened with `options`), each as (the player who may resign now, its
    board)."""
    from bot.framework.custom_ids import ComponentId
    from bot.games.backgammon.game import BgState

    games = []
    for _ in range(count):
        a, b = h.user("a"), h.user("b")
        board = h.reply(await h.slash(a, "backgammon new", **options))
        await h.click(b, "Join", message=board)
        cid = ComponentId.parse(next(c["custom_id"] for c in board.all_components() if c.get("custom_id")))
        assert cid is not None
        record = await h.bot.games_store.get(cid.game_id)
        state = BgState.from_json(record.state["data"])
        games.append(((a, b)[state.turn], board))
    return games


async def bench_click(clicks: int) -> None:
    """One click at a time: Resign then Back on a backgammon board (each a committed action)."""
    from bot.harness import Harness

    with tempfile.TemporaryDirectory() as tmp:
        async with Harness(Path(tmp)) as h:
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
            (player, board), = await _resignable_games(h, 1)
            commit_ms.clear()
            for i in range(clicks):
                first = len(h.fake.requests)
                injected = h.fake.now()
                await h.click(player, "Back" if i % 2 else "Resign", message=board)
                last = max(r.at for r in h.fake.requests[first:])
                handling_ms.append((last - injected) * 1000)
            report("button click (inject -> last request)", handling_ms)
            report("SQLite commit per action", commit_ms)


async def bench_load(games: int) -> None:
    """`games` clicks arriving together, one on each of `games` running games; pictures are drawn as the
    bot would draw them here (RENDER_PROCESSES, by default a worker process on a machine with 2 cores)."""
    from bot.harness import Harness

    processes = render_processes()
    with tempfile.TemporaryDirectory() as tmp:
        async with Harness(Path(tmp), render_processes=processes) as h:
            print(f"{'render processes':<44} {processes}")
            assert h.bot is not None
            boards = await _resignable_games(h, games)
            for rnd in range(3):
                label = "Back" if rnd % 2 else "Resign"
                prepared = []
                for player, board in boards:
                    msg, comp = h._find(board, label=label, custom_id=None, component_type=2, channel_id=None)
                    data = {"custom_id": comp["custom_id"], "component_type": 2}
                    prepared.append(h._base_payload(player, 3, data, channel_id=msg.channel_id, message=msg))
                started = h.fake.now()
                await h.inject_together(prepared)
                answered = [record.responded_at or 0.0 for _, record in prepared]  # all answered: awaited above
                created = [record.created_at for _, record in prepared]
                latencies = [(at - c) * 1000 for at, c in zip(answered, created, strict=True)]
                span = max(answered) - started
                report(f"{games} concurrent clicks on {games} games (round {rnd + 1})", latencies)
                print(f"{'':<44} throughput={games / span:8.1f} clicks/s   max={max(latencies):8.2f} ms")


async def bench_mix(args: argparse.Namespace) -> None:
    """The realistic mix (`bot.bench_mix`) in one bot process, against Discord's limits as Discord sets them."""
    from bot.bench_mix import GAME_TIME_RATE, Mix, server_ids
    from bot.bench_scale import _cpu_seconds
    from bot.config import Settings
    from bot.harness import Harness

    processes = render_processes()
    with tempfile.TemporaryDirectory() as tmp:
        harness = Harness(Path(tmp), render_processes=processes, rate_limits=1.0)
        harness.settings = replace(harness.settings, computer_delay_s=Settings.computer_delay_s)  # as by default
        harness.settle_on_stop = False
        async with harness as h:
            h.fake.time_rate = GAME_TIME_RATE
            h.fake.keep_requests, h.fake.keep_pictures = 1000, False  # a run's pictures would fill the memory
            mix = Mix(h, server_ids(args.servers), channels=args.channels, games=args.mix_games)
            started = time.perf_counter()
            await mix.setup()
            print(f"{'render processes':<44} {processes}")
            print(f"{'live games opened':<44} {len(mix.tables)} of 5 kinds in {len(mix.channels)} channels of "
                  f"{len(mix.servers)} servers, {time.perf_counter() - started:.0f} s")
            cpu_before = _cpu_seconds([os.getpid()])
            figures = await mix.run(args.rate, args.seconds)
            cpu_after = _cpu_seconds([os.getpid()])
            await mix.close()
            for line in figures.lines():
                print(line)
            if cpu_before is not None and cpu_after is not None:
                clicks = max(len(figures.answered), 1)
                print(f"{'CPU per click':<44} bot, its fake Discord and the members "
                      f"{(cpu_after['bot'] - cpu_before['bot']) * 1000 / clicks:.2f} ms, "
                      f"pictures {(cpu_after['pictures'] - cpu_before['pictures']) * 1000 / clicks:.2f} ms")


def _rss_mb() -> float | None:
    """This process's resident memory (Linux), in MB."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


async def bench_restart(games: int, correspondence: bool = False) -> None:
    """A restart over `games` stored live games (correspondence ones: a day a move): start-up to ready, deadlines
    armed, games held in memory, the first click."""
    from bot.harness import Harness
    from bot.storage.db import Statement

    with tempfile.TemporaryDirectory() as tmp:
        async with Harness(Path(tmp), render_processes=render_processes()) as h:
            assert h.bot is not None
            opened = {"pace": "correspondence", "move_time": 24} if correspondence else {}
            ((player, board),) = await _resignable_games(h, 1, **opened)
            db = h.bot.db
            cols = ("kind, guild_id, channel_id, message_id, status, host_id, challenged_id, options, state, "
                    "version, locale, created_at, updated_at, next_deadline, seed, time_shift, computer_due, "
                    "remind_at, correspondence")

            await db.batch([Statement(f"INSERT INTO games({cols}) SELECT {cols} FROM games WHERE id = 1",
                                      rows=[()] * (games - 1)),
                            Statement("INSERT INTO seats(game_id, seat, user_id, computer, name, joined_at) "
                                      "SELECT g.id, s.seat, s.user_id, s.computer, s.name, s.joined_at "
                                      "FROM games g JOIN seats s ON s.game_id = 1 WHERE g.id > 1")])
            await h.stop_bot()
            h.fake.advance(60)
            armed: list[float] = []
            rss_before = _rss_mb()
            started = time.perf_counter()
            bot = await h.start_bot()
            ready = time.perf_counter()
            armed.append(len(bot.scheduler._due))
            held, rss_after = len(bot.games_store._live), _rss_mb()
            first = len(h.fake.requests)
            injected = h.fake.now()
            await h.click(player, "Resign", message=board)
            answered = min(r.at for r in h.fake.requests[first:] if "/callback" in r.path)
            name = f"restart over {games} {'correspondence' if correspondence else 'live'} games"
            print(f"{name:<44} start-up to ready={1000 * (ready - started):8.1f} ms   deadlines armed={int(armed[0])}")
            memory = f"{rss_after - rss_before:+.1f} MB resident" if rss_before and rss_after else "not measured"
            print(f"{'games held in memory after start-up':<44} {held} (process {memory})")
            print(f"{'first click after ready':<44} answered in={1000 * (answered - injected):8.1f} ms")


def _backgammon(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.backgammon.bench import bench

    return bench(args)


def _computer(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.backgammon.bench import bench_levels

    return bench_levels(args)


def _tweak(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.tweak.bench import bench

    return bench(args)


def _zero(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.zero.bench import bench

    return bench(args)


def _cyberpunk(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.cyberpunk.bench import bench

    return bench(args)


def _netrunner(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.games.netrunner.bench import bench

    return bench(args)


def _replay(args: argparse.Namespace) -> Coroutine[Any, Any, None]:
    from bot.framework.replay_bench import bench

    return bench(args)


SECTIONS: dict[str, Callable[[argparse.Namespace], Coroutine[Any, Any, None]]] = {
    "framework": lambda args: bench_click(args.clicks),
    "load": lambda args: bench_load(args.games),
    "restart": lambda args: bench_restart(args.stored),
    "correspondence": lambda args: bench_restart(args.stored_correspondence, correspondence=True),
    "mix": bench_mix,
    "backgammon": _backgammon,
    "computer": _computer,
    "tweak": _tweak,
    "zero": _zero,
    "cyberpunk": _cyberpunk,
    "netrunner": _netrunner,
    "replay": _replay,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=300, help="button clicks to time (default 300)")
    parser.add_argument("--analysis-length", type=int, default=9,
                        help="points of the backgammon match analysed in the backgammon section (default 9)")
    parser.add_argument("--games", type=int, default=100, help="games clicked at once in the load section")
    parser.add_argument("--mix-games", type=int, default=400, help="live games of the mix section (default 400)")
    parser.add_argument("--servers", type=int, default=4, help="servers of the mix and of --load (default 4)")
    parser.add_argument("--channels", type=int, default=20, help="channels over those servers (default 20)")
    parser.add_argument("--stored", type=int, default=10_000, help="live games stored for the restart section")
    parser.add_argument("--stored-correspondence", type=int, default=100_000,
                        help="correspondence games stored for the correspondence section (default 100,000)")
    parser.add_argument("--zero-games", type=int, default=300, help="Knowing Zero games per pairing of decks")
    parser.add_argument("--cyberpunk-games", type=int, default=200,
                        help="Cyberpunk TCG games against a random player and between the two decks")
    parser.add_argument("--cyberpunk-legal", type=int, default=1000,
                        help="random Cyberpunk TCG games in which the computer's every move is checked")
    parser.add_argument("--netrunner-games", type=int, default=200,
                        help="Netrunner games per side and step against a random player")
    parser.add_argument("--netrunner-legal", type=int, default=1000,
                        help="random Netrunner games in which the computer's every move is checked")
    parser.add_argument("sections", nargs="*", help=f"which figures: {', '.join(SECTIONS)} (default: all)")
    from bot.bench_scale import add_arguments, bench_scale

    add_arguments(parser)
    args = parser.parse_args(argv)
    if args.load:
        logging.basicConfig(level=logging.WARNING)
        return bench_scale(args)
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
