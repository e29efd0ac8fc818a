"""`python -m bot.bench --load`: the bot as several processes over one PostgreSQL, under a steady load.

Each worker process is one bot holding one shard of `--processes`, with its own fake Discord, playing in a
server on its shard. Together they open `--live-games` staked backgammon games (the same members play in
every process, so their chip accounts are written by all of them), then click Resign / Back (each a
committed action) on random games at `--rate` clicks a second in all, for `--seconds`. Printed: clicks a
second, answer time p50/p99 (event injected → the bot's answer), database round trips per click.

With `--kill`, worker 0 is killed (SIGKILL) half-way through the clicks, with clicks in flight, and started
again over the same database: every click it had answered must be in the database, and its games must be
restored and playable (the new process clicks on for the second half; the answer times of the killed one
died with it and are not counted).

At the end: every game's action log matches its version, every answered click's action is stored, and no
chip was created or lost.

The games are opened just before the clicks; in a bot that has run for a while they would have been refrozen
out of the cycle collector's sight (`bot.framework.collector`, every ten minutes), so each worker refreezes
once after opening them.

Game time runs 20 times slower than real time in the workers (`FakeDiscord.time_rate`): a member clicks
one game of 10,000 about once a minute, and with real time the games' two-minute clocks would run out
together, each bringing the computer in for the absent player. Answer times are measured in real time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import signal
import tempfile
import time
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

from bot.framework.custom_ids import ComponentId

GAME_TIME_RATE = 0.05
BURST = 100  # games opened at once while setting up
ACK_EVERY_S = 0.05  # a worker reports the clicks it answered this often (a killed one loses the last few)
PLAYERS = 400  # members per process (the same ids in every process: one member, many servers)


def _server(shard: int, processes: int) -> int:
    """A server whose shard (of `processes`) is `shard`."""
    return ((processes * 10 + shard) << 22) + 7


def _parse(custom_id: str) -> Any:
    parsed = ComponentId.parse(custom_id)
    assert parsed is not None, custom_id
    return parsed


# ---------------------------------------------------------------------------------------------- worker
class Worker:
    def __init__(self, conn: Connection, url: str, shard: int, processes: int, workdir: Path,
                 render_processes: int, channels: int, servers: int) -> None:
        self.conn, self.url, self.shard, self.processes = conn, url, shard, processes
        self.render_processes = render_processes
        self.workdir = workdir
        self.channels, self.servers = channels, servers
        self.answered_now: list[tuple[int, int]] = []  # committed clicks, reported to the parent a few times a second

    def settings(self) -> Any:
        from bot.config import Settings

        return Settings(token="fake.token.value", database_path=self.workdir / "unused.sqlite3",
                        database_url=self.url, republish_delays_s=(0.5, 2.0),  # the computer's delay as by default
                        render_processes=self.render_processes, shard_count=self.processes,
                        gc_refreeze_s=600.0,  # as the bot runs by default (GC_REFREEZE_MINUTES)
                        shard_ids=(self.shard,))

    async def main(self, command: str, games: int) -> None:
        from bot.bench_mix import GAME_TIME_RATE
        from bot.harness import Harness

        h = Harness(self.workdir, settings=self.settings(), seed=self.shard)
        h.fake.time_rate = GAME_TIME_RATE
        h.settle_on_stop = False
        h.fake.enforce_limits(share=1 / self.processes)  # Discord's limits as they are; the global one is the bot's
        h.fake.keep_requests, h.fake.keep_pictures = 1000, False  # a run's pictures would fill the memory
        await h.__aenter__()
        try:
            await self.serve(h, command, games)
        finally:
            await h.__aexit__(None, None, None)
        self.conn.send(("stopped",))

    def mix(self, h: Any, games: int) -> Any:
        from bot.bench_mix import Mix, server_ids

        servers = server_ids(max(1, self.servers // self.processes), self.shard, self.processes)
        return Mix(h, servers, channels=max(1, self.channels // self.processes), games=games,
                   seed=self.shard + 1, stake=1, members_per_server=PLAYERS // len(servers),
                   on_committed=lambda game_id, version: self.answered_now.append((game_id, version)))

    async def serve(self, h: Any, command: str, games: int) -> None:
        assert h.bot is not None
        if not h.fake.commands:  # the process with shard 0 synced them to Discord, not to this fake
            await h.bot.tree.sync()
        mix = self.mix(h, games)
        if command == "open":
            started = time.perf_counter()
            await mix.setup()
            h.bot.collector.refreeze()  # as the bot does every ten minutes: its live games leave the collector's sight
            self.conn.send(("ready", len(mix.tables), time.perf_counter() - started))
        else:  # resume: a restarted process over games it opened before it was killed
            h.fake.skip_ids(int(await h.bot.db.fetchval("SELECT MAX(message_id) FROM games") or 0) + 10**9)
            mine, params = h.bot.games_store.shards.where()
            rows = await h.bot.db.fetchall(f"SELECT id FROM games WHERE status = 'running' AND {mine}", params)
            await mix.resume([int(r["id"]) for r in rows])
            self.conn.send(("resumed", len(mix.tables), len(h.bot.scheduler._due)))
        while True:
            message = await asyncio.to_thread(self.conn.recv)
            if message[0] == "run":
                await self.run(h, mix, message[1], message[2])
            elif message[0] == "stop":
                await mix.close()
                break

    async def run(self, h: Any, mix: Any, rate: float, seconds: float) -> None:
        db = h.bot.db

        async def report() -> None:
            while True:
                await asyncio.sleep(ACK_EVERY_S)
                if self.answered_now:
                    self.conn.send(("acked", self.answered_now.copy()))
                    self.answered_now.clear()

        reporter = asyncio.create_task(report())
        trips_before = db.round_trips
        figures = await mix.run(rate, seconds)
        reporter.cancel()
        if self.answered_now:
            self.conn.send(("acked", self.answered_now.copy()))
            self.answered_now.clear()
        self.conn.send(("done", {"figures": figures.as_dict(), "trips": db.round_trips - trips_before}))


def _worker(conn: Connection, url: str, shard: int, processes: int, render: int, channels: int, servers: int,
            command: str, games: int) -> None:
    import logging

    os.setpgrp()  # the worker and its picture workers are one group: a kill takes them all, as a crash would
    logging.basicConfig(level=logging.ERROR)
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(Worker(conn, url, shard, processes, Path(tmp), render, channels, servers).main(command, games))


# ---------------------------------------------------------------------------------------------- parent
def _cpu_seconds(workers: list[int]) -> dict[str, float] | None:
    """CPU time so far of the bot processes, their picture workers, and PostgreSQL (Linux's /proc)."""
    try:
        tick = os.sysconf("SC_CLK_TCK")
        table: dict[int, tuple[int, str, float]] = {}
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                stat = Path(entry.path, "stat").read_text()
            except OSError:
                continue
            name, rest = stat[stat.index("(") + 1:stat.rindex(")")], stat[stat.rindex(")") + 2:].split()
            table[int(entry.name)] = (int(rest[1]), name, (int(rest[11]) + int(rest[12])) / tick)
    except (OSError, ValueError):
        return None
    out = {"bot": 0.0, "pictures": 0.0, "postgres": 0.0}
    for pid, (ppid, name, seconds) in table.items():
        if pid in workers:
            out["bot"] += seconds
        elif name == "postgres":
            out["postgres"] += seconds
        else:
            while ppid > 1 and ppid not in workers:
                ppid = table.get(ppid, (0, "", 0.0))[0]
            if ppid in workers:
                out["pictures"] += seconds
    return out


class Fleet:
    """The worker processes and their pipes. Every pipe is read all the time (`pump`): a worker reports the
    clicks it answered every `ACK_EVERY_S` and must never wait on a full pipe."""

    def __init__(self, url: str, processes: int, render: int, channels: int, servers: int) -> None:
        self.url, self.processes, self.render = url, processes, render
        self.channels, self.servers = channels, servers
        self.spawn = multiprocessing.get_context("spawn")
        self.procs: dict[int, Any] = {}
        self.conns: dict[int, Connection] = {}
        self.inbox: dict[int, list[tuple[Any, ...]]] = {}
        self.acked: dict[int, int] = {}  # game -> the newest version a click was answered at
        self.ack_count: dict[int, int] = {}  # worker -> clicks it acknowledged

    def start(self, shard: int, command: str, games: int) -> None:
        parent, child = self.spawn.Pipe()
        proc = self.spawn.Process(target=_worker,
                                  args=(child, self.url, shard, self.processes, self.render, self.channels,
                                        self.servers, command, games))
        proc.start()
        self.procs[shard], self.conns[shard], self.inbox[shard] = proc, parent, []

    def send(self, shard: int, message: tuple[Any, ...]) -> None:
        self.conns[shard].send(message)

    def _read(self, shard: int) -> bool:
        try:
            message = self.conns[shard].recv()
        except EOFError:  # the worker is gone
            del self.conns[shard]
            return False
        if message[0] == "acked":
            for game_id, version in message[1]:
                self.acked[game_id] = max(self.acked.get(game_id, 0), version)
            self.ack_count[shard] = self.ack_count.get(shard, 0) + len(message[1])
        else:
            self.inbox[shard].append(message)
        return True

    def pump(self, until: float) -> None:
        """Read every worker's reports until the monotonic time `until`."""
        while (left := until - time.monotonic()) > 0 and self.conns:
            by_conn = {conn: shard for shard, conn in self.conns.items()}
            for conn in wait(list(by_conn), timeout=min(left, 0.2)):
                self._read(by_conn[conn])  # type: ignore[index]

    def expect(self, shard: int, timeout: float = 900) -> tuple[Any, ...]:
        """The worker's next report (answered clicks of every worker are recorded meanwhile)."""
        deadline = time.monotonic() + timeout
        while not self.inbox[shard]:
            if shard not in self.conns:
                raise RuntimeError(f"worker {shard} stopped without a report")
            if time.monotonic() > deadline:
                raise TimeoutError(f"worker {shard} said nothing for {timeout:.0f} s")
            self.pump(min(deadline, time.monotonic() + 0.5))
        return self.inbox[shard].pop(0)

    def kill(self, shard: int) -> None:
        os.killpg(self.procs[shard].pid, signal.SIGKILL)
        self.procs[shard].join()
        while shard in self.conns and self._read(shard):  # what it answered before it died is acknowledged
            pass
        self.conns.pop(shard, None)


async def verify(url: str, acked: dict[int, int], starting: int = 1000) -> list[str]:
    from bot.storage.db import connect_database

    db = connect_database(url=url)
    await db.open()
    problems = []
    try:
        rows = await db.fetchall("SELECT g.id, g.version, COUNT(a.id) AS n, MAX(a.version) AS top FROM games g "
                                 "JOIN actions a ON a.game_id = g.id GROUP BY g.id, g.version")
        for r in rows:
            if r["n"] != r["version"] + 1 or r["top"] != r["version"]:
                problems.append(f"game {r['id']}: version {r['version']} but {r['n']} log rows up to {r['top']}")
        stored = {(r["game_id"], r["version"]) for r in await db.fetchall("SELECT game_id, version FROM actions")}
        lost = [(g, v) for g, v in acked.items() if (g, v) not in stored]
        if lost:
            problems.append(f"{len(lost)} answered clicks are not in the database, e.g. {lost[:3]}")
        statuses = {r["status"]: r["n"] for r in await db.fetchall("SELECT status, COUNT(*) AS n FROM games "
                                                                    "GROUP BY status")}
        print(f"{'games by status at the end':<44} {', '.join(f'{k} {v}' for k, v in sorted(statuses.items()))}")
        balances = await db.fetchval("SELECT COALESCE(SUM(balance), 0) FROM chip_accounts")
        escrow = await db.fetchval("SELECT COALESCE(SUM(amount), 0) FROM chip_escrow")
        granted = await db.fetchval("SELECT COALESCE(SUM(delta), 0) FROM chip_ledger WHERE reason LIKE 'grant:%'")
        if balances + escrow != granted:
            problems.append(f"chips: balances {balances} + escrow {escrow} != granted {granted}")
    finally:
        await db.close()
    return problems


def bench_scale(args: argparse.Namespace) -> int:
    from bot.harness.postgres import TemporaryPostgres

    processes, games = args.processes, args.live_games
    server = None
    url = args.database_url
    if not url:
        server = TemporaryPostgres(max_connections=50 + 20 * processes)
        url = server.start()
        print(f"{'PostgreSQL':<44} a throw-away server on 127.0.0.1:{server.port}")
    fleet = Fleet(url, processes, args.render_processes, args.channels, args.servers)
    try:
        share = [games // processes + (1 if i < games % processes else 0) for i in range(processes)]
        fleet.start(0, "open", share[0])  # the first one migrates the database alone
        ready = [fleet.expect(0)]
        for shard in range(1, processes):
            fleet.start(shard, "open", share[shard])
        ready += [fleet.expect(shard) for shard in range(1, processes)]
        opened = sum(r[1] for r in ready)
        print(f"{'live games opened':<44} {opened} of 5 kinds in {args.channels} channels of {args.servers} "
              f"servers, {processes} processes, {max(r[2] for r in ready):.0f} s")
        per_process = args.rate / processes
        cpu_before = _cpu_seconds([p.pid for p in fleet.procs.values()])
        for shard in range(processes):
            fleet.send(shard, ("run", per_process, args.seconds))
        results = {}
        killed = 0
        if args.kill:  # mid-run, with clicks in flight
            fleet.pump(time.monotonic() + args.seconds / 2)
            fleet.kill(0)
            killed = fleet.ack_count.pop(0, 0)
            print(f"{'worker 0 killed (SIGKILL) half-way':<44} after {killed} acknowledged clicks")
            fleet.start(0, "resume", 0)
            resumed = fleet.expect(0)
            print(f"{'worker 0 started again':<44} restored {resumed[1]} running games, {resumed[2]} timers armed")
            fleet.send(0, ("run", per_process, args.seconds / 2))
        for shard in range(processes):
            results[shard] = fleet.expect(shard)[1]
        cpu_after = _cpu_seconds([p.pid for p in fleet.procs.values()])
        for shard in range(processes):
            fleet.send(shard, ("stop",))
            fleet.expect(shard)
            fleet.procs[shard].join(60)
        from bot.bench_mix import Figures

        figures = Figures()
        for result in results.values():
            figures.merge(Figures.from_dict(result["figures"]))
        note = f" (and {killed} committed by worker 0 before it was killed)" if killed else ""
        for line in figures.lines():
            print(line)
        print(f"{'  by process':<44} " + ", ".join(
            f"{shard}: {len(r['figures']['answered']) / r['figures']['seconds']:.1f}/s"
            for shard, r in sorted(results.items())) + note)
        clicks = max(len(figures.answered), 1)
        trips = sum(r["trips"] for r in results.values())
        print(f"{'database round trips per click':<44} {trips / clicks:.1f}")
        if cpu_before is not None and cpu_after is not None and not args.kill:  # a killed worker's time is gone
            per_click = {k: (cpu_after[k] - cpu_before[k]) * 1000 / clicks for k in cpu_after}
            print(f"{'CPU per click (all processes of the kind)':<44} "
                  + ", ".join(f"{k} {v:.2f} ms" for k, v in per_click.items())
                  + f"; total {sum(per_click.values()):.2f} ms")
        problems = asyncio.run(verify(url, fleet.acked))
        print(f"{'consistency (logs, answered clicks, chips)':<44} {'ok' if not problems else 'FAILED'}")
        for problem in problems:
            print(f"  {problem}")
        return 1 if problems else 0
    finally:
        for proc in fleet.procs.values():
            if proc.is_alive():
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
        if server is not None:
            server.stop()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("--load: several processes over PostgreSQL")
    group.add_argument("--load", action="store_true", help="run the scale-out load test instead of the sections")
    group.add_argument("--processes", type=int, default=2, help="bot processes, one shard each (default 2)")
    group.add_argument("--live-games", type=int, default=1000, help="live games in all (default 1,000)")
    group.add_argument("--rate", type=float, default=300.0, help="clicks a second in all (default 300)")
    group.add_argument("--seconds", type=float, default=30.0, help="how long the clicks go on (default 30)")
    group.add_argument("--kill", action="store_true", help="kill worker 0 half-way and start it again")
    group.add_argument("--render-processes", type=int, default=1,
                       help="picture workers per bot process (default 1; 0: threads)")
    group.add_argument("--database-url", default="", help="an existing PostgreSQL (default: a throw-away one)")
