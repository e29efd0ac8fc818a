"""Discord's invalid requests, counted as the bot makes them.

Discord bans a bot's IP for a while once it has answered 10,000 requests with 401, 403 or 429 (a 429 of
scope "shared" excepted) in ten minutes. Every response discord.py receives passes through an aiohttp trace,
so the bot counts them in the same window and warns well before the ban: at `WARN_AT`, and at each further
`WARN_AT`.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import aiohttp

log = logging.getLogger("bot.invalid_requests")
WINDOW_S = 600.0
LIMIT = 10_000
WARN_AT = 1_000


class InvalidRequests:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._at: deque[float] = deque()
        self._warned = 0  # the multiple of WARN_AT last warned about
        self.trace = aiohttp.TraceConfig()
        self.trace.on_request_end.append(self._on_end)

    async def _on_end(self, session: aiohttp.ClientSession, context: SimpleNamespace,
                      params: aiohttp.TraceRequestEndParams) -> None:
        response: Any = params.response
        self.saw(response.status, response.headers.get("X-RateLimit-Scope"), str(params.url.path))

    def saw(self, status: int, scope: str | None = None, path: str = "") -> None:
        if not (status in (401, 403) or (status == 429 and scope != "shared")):
            return
        self._at.append(self.clock())
        count = self.count()
        level = count // WARN_AT
        if level > self._warned:
            self._warned = level
            log.warning("%d invalid requests (401/403/429) to Discord in the last 10 minutes (last: %s %s); "
                        "Discord bans the bot's IP at %d", count, status, path, LIMIT)

    def count(self) -> int:
        cutoff = self.clock() - WINDOW_S
        while self._at and self._at[0] <= cutoff:
            self._at.popleft()
        if len(self._at) < self._warned * WARN_AT:
            self._warned = len(self._at) // WARN_AT
        return len(self._at)
