"""Pictures drawn off the event loop: in a worker process when the machine has a core to spare, else in
a thread. Drawing a board holds the GIL for most of its few milliseconds, so under load a thread steals
that time from the clicks being answered; a process draws on the other core.

A job goes to the process only when it can be pickled by reference (a `functools.partial` of a
module-level function over plain data); anything else (a lambda, a closure) is drawn in a thread.
A worker that dies is replaced and the picture drawn in a thread meanwhile: a picture never fails
because of the pool.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import pickle
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PIL import Image

from bot.render.common import to_png

log = logging.getLogger(__name__)

ImageJob = Callable[[], Image.Image]
CACHE_SIZE = 512


def encode(job: ImageJob) -> bytes:
    return to_png(job())


def _ready() -> bool:
    return True


def picklable(job: ImageJob) -> bool:
    """A partial of a module-level function: pickled as a reference plus its arguments."""
    if not isinstance(job, functools.partial):
        return False
    qualname = getattr(job.func, "__qualname__", "")
    return "<" not in qualname and "." not in qualname


class Renderer:
    """Encodes `ImageJob`s to PNG, keeping the last `CACHE_SIZE` pictures by key (a click that changes
    nothing on the board, a redrawn view and the same table for several viewers share one PNG)."""

    def __init__(self, processes: int = 0) -> None:
        self.processes = max(0, processes)
        self._pool: ProcessPoolExecutor | None = None
        self._cache: OrderedDict[str, bytes] = OrderedDict()
        self.drawn_in_process = 0
        self.drawn_in_thread = 0

    def _executor(self) -> ProcessPoolExecutor | None:
        if self.processes and self._pool is None:
            # forkserver: workers are forked from a clean server process, never from this threaded one;
            # the server preloads Pillow and the fonts module so a new worker is ready at once
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["bot.render.common"])
            self._pool = ProcessPoolExecutor(max_workers=self.processes, mp_context=context)
        return self._pool

    async def start(self) -> None:
        """Start the workers now rather than on the first picture (which would wait for them)."""
        pool = self._executor()
        if pool is None:
            return
        try:
            await asyncio.gather(*(asyncio.get_running_loop().run_in_executor(pool, _ready)
                                   for _ in range(self.processes)))
        except (BrokenProcessPool, OSError):
            log.warning("render workers could not start; pictures are drawn in threads", exc_info=True)
            self._drop_pool()

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)

    def _drop_pool(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    async def png(self, job: ImageJob, key: str | None = None) -> bytes:
        if key is not None and key in self._cache:
            self._cache.move_to_end(key)
            return self._cache[key]
        data = await self._draw(job)
        if key is not None:
            self._cache[key] = data
            if len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return data

    async def _draw(self, job: ImageJob) -> bytes:
        pool = self._executor() if picklable(job) else None
        if pool is not None:
            try:
                data: Any = await asyncio.get_running_loop().run_in_executor(pool, encode, job)
                self.drawn_in_process += 1
                return bytes(data)
            except BrokenProcessPool:
                log.warning("a render worker died; it is replaced and this picture drawn in a thread")
                self._drop_pool()
            except (pickle.PicklingError, TypeError, AttributeError):
                log.debug("a picture job could not be sent to a worker; drawn in a thread", exc_info=True)
            except RuntimeError:  # the pool is shutting down (the bot is closing)
                pass
        self.drawn_in_thread += 1
        return await asyncio.to_thread(encode, job)
