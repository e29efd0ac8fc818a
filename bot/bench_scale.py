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
import random
import signal
import statistics
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


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))]


# ---------------------------------------------------------------------------------------------- worker
class Worker:
    def __init__(self, conn: Connection, url: str, shard: int, processes: int, workdir: Path,
                 render_processes: int) -> None:
        self.conn, self.url, self.shard, self.processes = conn, url, shard, processes
        self.render_processes = render_processes
        self.workdir = workdir
        self.boards: dict[int, Any] = {}  # game id -> its board message in this worker's fake Discord
        self.players: dict[int, tuple[Any, Any]] = {}  # game id -> (host, guest)

    def settings(self) -> Any:
        from bot.config import Settings

        return Settings(token="fake.token.value", database_path=self.workdir / "unused.sqlite3",
                        database_url=self.url, computer_delay_s=0.0, republish_delays_s=(0.5, 2.0),
                        render_processes=self.render_processes, shard_count=self.processes,
                        gc_refreeze_s=600.0,  # as the bot runs by default (GC_REFREEZE_MINUTES)
                        shard_ids=(self.shard,))

    async def main(self, command: str, games: int) -> None:
        from bot.harness import Harness

        h = Harness(self.workdir, settings=self.settings(), guild_id=_server(self.shard, self.processes),
                    seed=self.shard)
        h.fake.time_rate = GAME_TIME_RATE
        h.fake.keep_requests = 1000  # a recorded request holds its picture: 10,000 games' worth would be gigabytes
        await h.__aenter__()
        try:
            await self.serve(h, command, games)
        finally:
            with contextlib.suppress(TimeoutError):  # boards of the killed process's games are still being redrawn
                await h.__aexit__(None, None, None)
        self.conn.send(("stopped",))

    async def serve(self, h: Any, command: str, games: int) -> None:
        self.h = h
        assert h.bot is not None
        if not h.fake.commands:  # the process with shard 0 synced them to Discord, not to this fake
            await h.bot.tree.sync()
        self.members = [h.user(f"p{i}") for i in range(PLAYERS)]
        self.member_by_id = {m.id: m for m in self.members}
        if command == "open":
            started = time.perf_counter()
            await self.open_games(games)
            h.bot.collector.refreeze()  # as the bot does every ten minutes: its live games leave the collector's sight
            self.conn.send(("ready", len(self.boards), time.perf_counter() - started))
        else:  # resume: a restarted process over games it opened before it was killed
            h.fake.skip_ids(int(await h.bot.db.fetchval("SELECT MAX(message_id) FROM games") or 0) + 10**9)
            owned = await self.owned_games()
            armed = len(h.bot.scheduler._due)
            for game_id in owned:
                self.boards[game_id] = self.board_for(game_id, (await h.bot.games_store.get(game_id)))
            self.conn.send(("resumed", len(owned), armed))
        while True:
            message = await asyncio.to_thread(self.conn.recv)
            if message[0] == "run":
                await self.run(message[1], message[2])
            elif message[0] == "stop":
                break

    async def owned_games(self) -> list[int]:
        h = self.h
        assert h.bot is not None
        mine, params = h.bot.games_store.shards.where()
        rows = await h.bot.db.fetchall(f"SELECT id FROM games WHERE status = 'running' AND {mine}", params)
        return [int(r["id"]) for r in rows]

    def board_for(self, game_id: int, record: Any) -> Any:
        """A board for a game opened by the process before this one: the message Discord still shows (same id),
        as this worker's new fake Discord learns it (its Resign button, at the game's current version)."""
        from bot.harness.fake_discord import Message

        fake = self.h.fake
        guild = int(fake.channels[self.h.channel_id]["guild_id"])
        custom_id = ComponentId(game_id, record.version, "resign").encode()
        resign = {"type": 2, "style": 4, "label": "Resign", "custom_id": custom_id}
        msg = Message(record.message_id, self.h.channel_id, guild, fake.bot_user,
                      components=[{"type": 1, "components": [resign]}])
        fake.messages[msg.id] = msg
        host, guest = (self.member_by_id[s.user_id] for s in record.seats)
        self.players[game_id] = (host, guest)
        return msg

    async def open_games(self, count: int) -> None:
        h = self.h
        rng = random.Random(self.shard)
        opened = 0
        while opened < count:
            size = min(BURST, count - opened)
            hosts = rng.sample(self.members, size)
            pairs = [(host, rng.choice([m for m in self.members if m is not host])) for host in hosts]
            opening = [h.slash_payload(host, "backgammon new", mode="match", length=9, stake=1) for host, _ in pairs]
            await h.inject_together(opening)
            joins = []
            for (_, record), (host, guest) in zip(opening, pairs, strict=True):
                board = h.reply(record)
                join = next(c["custom_id"] for c in board.buttons() if c.get("label") == "Join")
                joins.append(h.component_payload(guest, join, message=board))
                game_id = _parse(join).game_id
                self.boards[game_id] = board
                self.players[game_id] = (host, guest)
            await h.inject_together(joins)
            opened += size

    def resign_or_back(self, game_id: int) -> str | None:
        """The custom_id to click on the game's board as it shows now: Resign, or Back once resigning."""
        for button in self.boards[game_id].buttons():  # the fake edits its messages in place
            if button.get("label") in ("Resign", "Back") and not button.get("disabled"):
                return str(button["custom_id"])
        return None

    async def run(self, rate: float, seconds: float) -> None:
        h = self.h
        assert h.bot is not None
        db = h.bot.db
        rng = random.Random(self.shard * 7919)
        games = list(self.boards)
        busy: set[int] = set()
        latencies: list[float] = []
        shown: list[float] = []
        acked = 0
        waiting: dict[int, tuple[int, int, asyncio.Future[float]]] = {}  # board -> (game, version, when shown)

        def on_change(change: Any) -> None:
            """A board edit that shows the clicked action's new version: the action is acknowledged (the
            bot publishes only what it committed; an early "deferred" answer acknowledges nothing)."""
            if change.kind != "message" or change.ref not in waiting:
                return
            game_id, version, future = waiting[change.ref]
            ids = [ComponentId.parse(c.get("custom_id", "")) for c in h.fake.messages[change.ref].all_components()]
            now = max((cid.version for cid in ids if cid is not None and cid.game_id == game_id), default=-1)
            if now >= version and not future.done():
                future.set_result(time.perf_counter())

        h.fake.listeners.append(on_change)
        trips_before = db.round_trips
        interval = 1.0 / rate
        loop = asyncio.get_running_loop()
        started = loop.time()
        pending: set[asyncio.Task[None]] = set()
        sent = 0
        answered_now: list[tuple[int, int]] = []  # reported to the parent together, a few times a second

        async def report() -> None:
            while True:
                await asyncio.sleep(ACK_EVERY_S)
                if answered_now:
                    self.conn.send(("acked", answered_now.copy()))
                    answered_now.clear()

        reporter = asyncio.create_task(report())

        async def click(game_id: int, record: Any, version: int, sent_at: float) -> None:
            nonlocal acked
            board = self.boards[game_id].id
            future: asyncio.Future[float] = loop.create_future()
            waiting[board] = (game_id, version + 1, future)
            try:
                answered = asyncio.ensure_future(record.answered.wait())

                def timed(task: asyncio.Future[Any]) -> None:
                    if not task.cancelled():
                        latencies.append((time.perf_counter() - sent_at) * 1000)

                answered.add_done_callback(timed)
                await asyncio.wait_for(answered, 10)
                at = await asyncio.wait_for(future, 10)
            except TimeoutError:
                return
            finally:
                waiting.pop(board, None)
                busy.discard(game_id)
            shown.append((at - sent_at) * 1000)
            acked += 1
            answered_now.append((game_id, version + 1))

        while loop.time() - started < seconds:
            target = started + sent * interval
            delay = target - loop.time()
            if delay > 0:
                await asyncio.sleep(delay)
            sent += 1
            for _ in range(20):  # a game with a click in flight (or nothing to click) waits: take another
                game_id = rng.choice(games)
                custom_id = None if game_id in busy else self.resign_or_back(game_id)
                if custom_id is not None:
                    break
            else:
                continue
            version = _parse(custom_id).version
            state = await h.bot.games_store.get(game_id)
            seat = 0 if state is None or state.state is None else int(state.state["data"].get("turn", 0))
            player = self.players[game_id][seat]
            payload, record = h.component_payload(player, custom_id, message=self.boards[game_id])
            busy.add(game_id)
            sent_at = time.perf_counter()
            task = asyncio.create_task(click(game_id, record, version, sent_at))
            await asyncio.sleep(0)  # the click's watchers are in place before the bot can answer
            h.dispatch(payload, record)
            pending.add(task)
            task.add_done_callback(pending.discard)
        elapsed = loop.time() - started
        await asyncio.gather(*pending)
        reporter.cancel()
        if answered_now:
            self.conn.send(("acked", answered_now))
        h.fake.listeners.remove(on_change)
        self.conn.send(("done", {"latencies": latencies, "shown": shown, "acked": acked, "seconds": elapsed,
                                 "trips": db.round_trips - trips_before}))


def _worker(conn: Connection, url: str, shard: int, processes: int, render: int, command: str, games: int) -> None:
    import logging

    os.setpgrp()  # the worker and its picture workers are one group: a kill takes them all, as a crash would
    logging.basicConfig(level=logging.ERROR)
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(Worker(conn, url, shard, processes, Path(tmp), render).main(command, games))


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

    def __init__(self, url: str, processes: int, render: int) -> None:
        self.url, self.processes, self.render = url, processes, render
        self.spawn = multiprocessing.get_context("spawn")
        self.procs: dict[int, Any] = {}
        self.conns: dict[int, Connection] = {}
        self.inbox: dict[int, list[tuple[Any, ...]]] = {}
        self.acked: dict[int, int] = {}  # game -> the newest version a click was answered at
        self.ack_count: dict[int, int] = {}  # worker -> clicks it acknowledged

    def start(self, shard: int, command: str, games: int) -> None:
        parent, child = self.spawn.Pipe()
        proc = self.spawn.Process(target=_worker,
                                  args=(child, self.url, shard, self.processes, self.render, command, games))
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
    fleet = Fleet(url, processes, args.render_processes)
    try:
        share = [games // processes + (1 if i < games % processes else 0) for i in range(processes)]
        fleet.start(0, "open", share[0])  # the first one migrates the database alone
        ready = [fleet.expect(0)]
        for shard in range(1, processes):
            fleet.start(shard, "open", share[shard])
        ready += [fleet.expect(shard) for shard in range(1, processes)]
        opened = sum(r[1] for r in ready)
        print(f"{'live games opened (staked, 2 members each)':<44} {opened} in {processes} processes, "
              f"{max(r[2] for r in ready):.0f} s")
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
        latencies = [x for r in results.values() for x in r["latencies"]]
        clicks = len(latencies) + killed  # the killed worker's own answer times died with it
        seconds = max(r["seconds"] for r in results.values())
        trips = sum(r["trips"] for r in results.values())
        note = f"; {killed} of them by worker 0 before it was killed" if killed else ""
        print(f"{'clicks answered':<44} {clicks} in {seconds:.1f} s = {clicks / seconds:.1f} clicks/s "
              f"(asked for {args.rate:.0f}{note})")
        print(f"{'  by process':<44} " + ", ".join(f"{shard}: {len(r['latencies']) / r['seconds']:.1f}/s"
                                                 for shard, r in sorted(results.items())))
        shown = [x for r in results.values() for x in r["shown"]]
        print(f"{'answer time (interaction answered)':<44} p50={statistics.median(latencies):.1f} ms   "
              f"p99={_percentile(latencies, 99):.1f} ms   max={max(latencies):.1f} ms")
        print(f"{'board shows the action (acknowledged)':<44} p50={statistics.median(shown):.1f} ms   "
              f"p99={_percentile(shown, 99):.1f} ms   ({len(shown)} clicks)")
        print(f"{'database round trips per click':<44} {trips / max(len(latencies), 1):.1f}")
        if cpu_before is not None and cpu_after is not None and not args.kill:  # a killed worker's time is gone
            per_click = {k: (cpu_after[k] - cpu_before[k]) * 1000 / max(clicks, 1) for k in cpu_after}
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
    group.add_argument("--live-games", type=int, default=10_000, help="live games in all (default 10,000)")
    group.add_argument("--rate", type=float, default=300.0, help="clicks a second in all (default 300)")
    group.add_argument("--seconds", type=float, default=30.0, help="how long the clicks go on (default 30)")
    group.add_argument("--kill", action="store_true", help="kill worker 0 half-way and start it again")
    group.add_argument("--render-processes", type=int, default=1,
                       help="picture workers per bot process (default 1; 0: threads)")
    group.add_argument("--database-url", default="", help="an existing PostgreSQL (default: a throw-away one)")
