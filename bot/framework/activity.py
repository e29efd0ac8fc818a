"""Counts work in flight (interactions, timers, computer turns) so tests and benchmarks can wait for quiet."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator


class ActivityTracker:
    def __init__(self) -> None:
        self._busy = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @property
    def busy_count(self) -> int:
        return self._busy

    @contextlib.contextmanager
    def busy(self) -> Iterator[None]:
        self._busy += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._busy -= 1
            if self._busy == 0:
                self._idle.set()

    async def wait_idle(self) -> None:
        await self._idle.wait()
