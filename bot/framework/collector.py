"""When Python's cycle collector runs, for a bot that holds thousands of live games.

Left to itself, CPython runs a full collection whenever enough objects have survived the young ones, and a
full collection walks every tracked object: with thousands of games in memory that is a pause of a few
hundred milliseconds, several times a minute under load, and every click that arrives meanwhile waits. Here
the objects that exist once the bot has started (modules, the catalogue, restored games) are frozen out of
the collector's sight, automatic full collections are turned off, and a full collection runs on a fixed
schedule instead (by default every ten minutes). The young generations are collected as usual, and an
object freed by its reference count is freed at once as always; only garbage in reference cycles waits
for the next scheduled collection.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time

log = logging.getLogger(__name__)

NEVER = 2**31 - 1  # gen1 collections before an automatic full one: never, in practice


class ScheduledCollector:
    def __init__(self, every_s: float) -> None:
        self.every_s = every_s
        self.full_collections = 0
        self._task: asyncio.Task[None] | None = None
        self._thresholds: tuple[int, int, int] | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def start(self) -> None:
        """Freeze what exists now and take over full collections (nothing happens when `every_s` is 0)."""
        if self.every_s <= 0 or self._task is not None:
            return
        gc.collect()
        gc.freeze()
        self._thresholds = gc.get_threshold()
        young, middle, _ = self._thresholds
        gc.set_threshold(young, middle, NEVER)
        self._task = asyncio.get_running_loop().create_task(self._run(), name="scheduled-gc")

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.every_s)
            self.collect()

    def collect(self) -> int:
        started = time.perf_counter()
        found = gc.collect()
        self.full_collections += 1
        log.debug("full collection: %d unreachable objects, %.0f ms", found, (time.perf_counter() - started) * 1000)
        return found

    async def stop(self) -> None:
        """Give the collector back its own schedule (a process may start another bot after this one)."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None
            gc.unfreeze()
