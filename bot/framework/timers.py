"""Per-game deadlines: kept in the database (indexed), armed in memory only when they come within the horizon.

A game's timer is in memory once it is due within `HORIZON_S` (read from the database's index at start-up and again
as time moves on) or once a commit armed it; a correspondence game whose clock runs for days costs nothing until then.

The bot writes a heartbeat; at start-up the time since the last one is the downtime, and every live game's timestamps
are moved on by it, so a restart charges nobody's clock (a correspondence game: see `GameStore.shift_live`).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
from collections.abc import Awaitable, Callable

from bot.storage.db import Database
from bot.storage.games import GameStore

log = logging.getLogger("bot.timers")
HEARTBEAT_KEY = "heartbeat"
HORIZON_S = 3600.0  # deadlines due within this are held in memory; later ones are read from the index when they near


class DeadlineScheduler:
    def __init__(
        self,
        store: GameStore,
        db: Database,
        fire: Callable[[int], Awaitable[None]],
        clock: Callable[[], float],
        heartbeat_s: float = 10.0,
    ) -> None:
        self.store = store
        self.db = db
        self.fire = fire
        self.clock = clock
        self.heartbeat_s = heartbeat_s
        self._heap: list[tuple[float, int]] = []
        self._due: dict[int, float] = {}
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._loaded_until = 0.0  # every stored deadline before this is armed
        # each process's own downtime moves only its own games on (over a shared database)
        shards = store.shards
        self.heartbeat_key = HEARTBEAT_KEY if shards.all else f"{HEARTBEAT_KEY}:{shards.key}"

    def arm(self, game_id: int, when: float | None) -> None:
        """Arm (or clear) a game's deadline. The loop is woken only when this one comes before everything it
        sleeps until: a click, which moves its game's deadline later, costs no wake-up. A replaced entry
        stays in the heap until it comes up (or the heap is rebuilt from the live deadlines)."""
        if when is None:
            self._due.pop(game_id, None)
            return
        earliest = self._heap[0][0] if self._heap else None
        self._due[game_id] = when
        heapq.heappush(self._heap, (when, game_id))
        if len(self._heap) > 2 * len(self._due) + 1024:
            self._heap = [(w, g) for g, w in self._due.items()]
            heapq.heapify(self._heap)
        if earliest is None or when < earliest:
            self._wake.set()

    async def start(self) -> float:
        """Shift for downtime, arm every stored deadline, start the loops. Returns the downtime.

        The shift and the new heartbeat commit together, so a crash part-way shifts nothing and the
        next start shifts exactly once."""
        now = self.clock()
        downtime, count = 0.0, 0
        async with self.db.transaction() as tx:
            beat = await tx.fetchval("SELECT value FROM meta WHERE key = ?" + tx.for_update, (self.heartbeat_key,))
            if beat is not None:
                downtime = max(0.0, now - float(beat))
            if downtime > 0:
                count = await self.store.shift_live(tx, downtime, now)
            await tx.execute(
                "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (self.heartbeat_key, repr(now)),
            )
        if count:
            log.info("bot was down %.0f s; moved %d game deadlines on", downtime, count)
        await self._load(now + HORIZON_S)
        self._tasks = [asyncio.create_task(self._run()), asyncio.create_task(self._heartbeat())]
        return downtime

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []
        with contextlib.suppress(Exception):
            await self.beat()

    async def beat(self) -> None:
        await self.db.set_meta(self.heartbeat_key, repr(self.clock()))

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat_s)
            try:
                await self.beat()
            except Exception:
                log.exception("heartbeat failed")

    async def _load(self, until: float) -> None:
        """Arm every stored deadline (or reminder) due before `until` not armed yet, in one read of the index."""
        rows = await self.store.wakes_between(self._loaded_until, until)
        for game_id, when in rows:
            if game_id not in self._due:  # a commit since armed it with what it stored: that is the newer
                self._due[game_id] = when
                self._heap.append((when, game_id))
        heapq.heapify(self._heap)
        self._loaded_until = until
        if rows:
            self._wake.set()

    def _pop_due(self) -> list[int]:
        now = self.clock()
        due: list[int] = []
        while self._heap and self._heap[0][0] <= now:
            when, game_id = heapq.heappop(self._heap)
            if self._due.get(game_id) == when:
                del self._due[game_id]
                due.append(game_id)
        return due

    async def run_due(self) -> int:
        """Fire every deadline that has passed now (reading the coming ones from the index first, when the horizon
        held in memory runs short); returns how many fired."""
        if self.clock() + HORIZON_S / 2 > self._loaded_until:
            try:
                await self._load(self.clock() + HORIZON_S)
            except Exception:
                log.exception("could not read the coming deadlines")
        due = self._pop_due()
        for game_id in due:
            await self.fire(game_id)
        return len(due)

    async def _run(self) -> None:
        while True:
            self._wake.clear()
            await self.run_due()
            while self._heap and self._due.get(self._heap[0][1]) != self._heap[0][0]:
                heapq.heappop(self._heap)  # superseded entries
            delay = max(0.0, self._heap[0][0] - self.clock()) if self._heap else 3600.0
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=min(delay, 60.0))
