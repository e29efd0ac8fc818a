"""Keeping Python's cycle collector off the long-lived heap of a bot that holds thousands of live games.

CPython's full collection walks every tracked object. With thousands of games in memory that is a pause of
a second or more, and under load it comes every minute or so: every click that arrives meanwhile waits.
The objects that stay (modules, the catalogue, the live games) do not need walking again and again, so the
heap is frozen out of the collector's sight at start-up and, every few minutes, refrozen: one full
collection over everything (which also frees the few cycles that became garbage while frozen), then the
survivors frozen again. In between, Python's own collections run as always, over what is new since.
Objects freed by their reference count are freed at once, frozen or not.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time

log = logging.getLogger(__name__)


class Refreezer:
    def __init__(self, every_s: float) -> None:
        self.every_s = every_s
        self.refreezes = 0
        self._task: asyncio.Task[None] | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def start(self) -> None:
        """Freeze what exists now and refreeze every `every_s` (nothing happens when it is 0)."""
        if self.every_s <= 0 or self._task is not None:
            return
        self.refreeze()
        self._task = asyncio.get_running_loop().create_task(self._run(), name="gc-refreeze")

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.every_s)
            self.refreeze()

    def refreeze(self) -> int:
        """A full collection over the whole heap, then its survivors frozen; returns what was freed."""
        started = time.perf_counter()
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        self.refreezes += 1
        log.debug("refrozen %d objects (%d freed) in %.0f ms", gc.get_freeze_count(), found,
                  (time.perf_counter() - started) * 1000)
        return found

    async def stop(self) -> None:
        """Give the collector the whole heap back (a process may start another bot after this one)."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            gc.unfreeze()
