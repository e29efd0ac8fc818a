"""Discord's rate limits as the fake Discord enforces them, with the headers and 429 bodies Discord sends.

What is modelled (Discord documents the mechanism, not every figure; the figures are the ones bots observe):

- **The global limit**: 50 requests a second for everything the bot sends with its bot token. Interaction
  callbacks and the interaction-token webhooks (followups, edits of the original answer) are exempt.
  A request over it gets 429 with `"global": true` and `X-RateLimit-Scope: global`. discord.py does not pace
  itself for this limit: it only waits once it has been told, so a bot must stay under it on its own.
- **Per-route buckets**, keyed as Discord keys them: the method and route with its top-level resource
  (the channel, the guild, or the webhook id and token). Every answer carries `X-RateLimit-Limit`,
  `-Remaining`, `-Reset`, `-Reset-After` and `-Bucket` (the same hash for one route in every channel); a
  request over its bucket gets 429 with `retry_after`, `"global": false` and `X-RateLimit-Scope: user`.
  discord.py reads these headers and waits by itself, exactly as against Discord.
- **Edits of old messages** (error 30046): a message older than an hour may be edited only a few times an
  hour in its channel (`OLD_EDITS_PER_HOUR`). Discord does not publish the allowance and bots report low
  single figures; 3 is modelled so that a bot relying on old-message edits fails in tests, as it would on
  Discord when the channel is busy.
- **Invalid requests**: Discord bans a bot's IP for a while after 10,000 responses of 401, 403 or 429 (a
  429 of scope "shared" excepted) in 10 minutes. They are counted here over the same window.

`scale` shortens every window (0.05: a 5 s bucket lasts 0.25 s) so tests meet the limits without waiting
long; the headers then say the shortened times, which is what discord.py waits for. Message ages and the
invalid-request window use the fake's own clock (`FakeDiscord.now`), which tests can advance.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

GLOBAL_LIMIT = 50  # bot-token requests a second, across every server
OLD_MESSAGE_S = 3600.0
OLD_EDITS_PER_HOUR = 3  # edits of messages older than an hour, per channel and rolling hour
INVALID_WINDOW_S = 600.0
INVALID_LIMIT = 10_000
LIMIT_NAMES = ("global", "routes", "old_edits")  # what a test may turn off, by name


@dataclass(frozen=True)
class RouteLimit:
    name: str
    method: str
    pattern: re.Pattern[str]
    limit: int
    per: float  # seconds
    exempt: bool = False  # not counted against the global limit (interaction endpoints)


def _route(name: str, method: str, pattern: str, limit: int, per: float, exempt: bool = False) -> RouteLimit:
    return RouteLimit(name, method, re.compile(pattern), limit, per, exempt)


# The first match decides; the group of the pattern is the major parameter (what the bucket is per).
ROUTES = (
    _route("interaction-callback", "POST", r"/interactions/(\d+)/[^/]+/callback", 5, 1.0, exempt=True),
    _route("webhook-message", "*", r"/webhooks/(\d+/[^/]+)(?:/messages/.*)?", 50, 1.0, exempt=True),
    _route("message-create", "POST", r"/channels/(\d+)/messages", 5, 5.0),
    _route("message-edit", "PATCH", r"/channels/(\d+)/messages/\d+", 5, 5.0),
    _route("message-delete", "DELETE", r"/channels/(\d+)/messages/\d+", 5, 1.0),
    _route("dm-open", "POST", r"/users/@me/(channels)", 5, 5.0),
    _route("thread-create", "POST", r"/channels/(\d+)/threads", 5, 10.0),
    _route("thread-member", "PUT", r"/channels/(\d+)/thread-members/\d+", 10, 10.0),
    _route("channel", "*", r"/channels/(\d+)(?:/.*)?", 10, 10.0),
    _route("guild", "*", r"/guilds/(\d+)(?:/.*)?", 10, 10.0),
    _route("other", "*", r"(/.*)", 50, 1.0),
)


@dataclass
class _Window:
    limit: int
    per: float
    started: float = -1e18
    used: int = 0

    def take(self, now: float) -> tuple[bool, int, float]:
        """(allowed, remaining after it, seconds until the window resets) for one request at `now`."""
        if now >= self.started + self.per:
            self.started, self.used = now, 0
        reset_after = self.started + self.per - now
        if self.used >= self.limit:
            return False, 0, reset_after
        self.used += 1
        return True, self.limit - self.used, reset_after


@dataclass
class Verdict:
    allowed: bool
    headers: dict[str, str]
    body: dict[str, object] | None = None  # the 429 body, when refused
    scope: str | None = None  # "global" | "user", when refused


@dataclass
class RateLimits:
    clock: Callable[[], float]  # the fake's clock (message ages, invalid-request window)
    scale: float = 1.0
    off: set[str] = field(default_factory=set)  # limits turned off by name (LIMIT_NAMES)
    _buckets: dict[tuple[str, str], _Window] = field(default_factory=dict)
    _global: _Window = field(default_factory=lambda: _Window(GLOBAL_LIMIT, 1.0))
    _old_edits: dict[int, deque[float]] = field(default_factory=dict)
    _invalid: deque[float] = field(default_factory=deque)
    limited: dict[str, int] = field(default_factory=lambda: {"global": 0, "user": 0})  # 429s sent, by scope

    def set_global_share(self, share: float) -> None:
        """Grant only `share` of the global limit (one process of a bot run as several)."""
        self._global = _Window(max(1, int(GLOBAL_LIMIT * share)), 1.0)

    def turn_off(self, name: str) -> None:
        if name not in LIMIT_NAMES:
            raise ValueError(f"no limit called {name!r}: {LIMIT_NAMES}")
        self.off.add(name)

    def _now(self) -> float:
        return time.monotonic() / self.scale  # Discord seconds: windows pass `1 / scale` times faster

    @staticmethod
    def route_of(method: str, path: str) -> tuple[RouteLimit, str]:
        for route in ROUTES:
            if route.method in (method, "*"):
                match = route.pattern.fullmatch(path)
                if match:
                    return route, match.group(1)
        raise AssertionError("the last route matches everything")

    def check(self, method: str, path: str) -> Verdict:
        """Count one request; say whether Discord would let it through, with the headers it would send."""
        route, major = self.route_of(method, path)
        now = self._now()
        if not route.exempt and "global" not in self.off:
            allowed, _, reset_after = self._global.take(now)
            if not allowed:
                return self._refused(reset_after, "global", route)
        if "routes" in self.off:
            return Verdict(True, {})
        window = self._buckets.get((route.name, major))
        if window is None:
            window = self._buckets[(route.name, major)] = _Window(route.limit, route.per)
            if len(self._buckets) > 20_000:  # forget long-reset buckets (a long load run)
                self._buckets = {k: w for k, w in self._buckets.items() if w.started + w.per > now}
        allowed, remaining, reset_after = window.take(now)
        real_after = reset_after * self.scale
        headers = {
            "X-RateLimit-Limit": str(route.limit),
            "X-RateLimit-Remaining": str(remaining),
            "X-RateLimit-Reset": f"{time.time() + real_after:.3f}",
            "X-RateLimit-Reset-After": f"{real_after:.3f}",
            "X-RateLimit-Bucket": hashlib.sha1(f"{method} {route.name}".encode()).hexdigest()[:16],
        }
        if not allowed:
            return self._refused(reset_after, "user", route, headers)
        return Verdict(True, headers)

    def _refused(self, reset_after: float, scope: str, route: RouteLimit,
                 headers: dict[str, str] | None = None) -> Verdict:
        retry = round(max(reset_after, 0.001) * self.scale, 3)
        out = dict(headers or {})
        out.update({"Retry-After": str(max(1, int(retry + 0.999))), "X-RateLimit-Scope": scope, "Via": "1.1 google"})
        if scope == "global":
            out["X-RateLimit-Global"] = "true"
        self.limited[scope] += 1
        return Verdict(False, out, {"message": "You are being rate limited.", "retry_after": retry,
                                    "global": scope == "global"}, scope)

    def old_edit_refused(self, channel_id: int, created_at: float) -> bool:
        """An edit of a message created at `created_at`: True if Discord would refuse it with 30046."""
        if "old_edits" in self.off:
            return False
        now = self.clock()
        if now - created_at < OLD_MESSAGE_S:
            return False
        edits = self._old_edits.setdefault(channel_id, deque())
        while edits and edits[0] <= now - OLD_MESSAGE_S:
            edits.popleft()
        if len(edits) >= OLD_EDITS_PER_HOUR:
            return True
        edits.append(now)
        return False

    def answered(self, status: int, scope: str | None = None) -> None:
        """Count a response toward the invalid requests (401, 403, and 429 other than scope "shared")."""
        if status in (401, 403) or (status == 429 and scope != "shared"):
            self._invalid.append(self.clock())

    def invalid_requests(self) -> int:
        """Invalid requests in the last ten minutes (Discord's ban comes at INVALID_LIMIT)."""
        cutoff = self.clock() - INVALID_WINDOW_S
        while self._invalid and self._invalid[0] <= cutoff:
            self._invalid.popleft()
        return len(self._invalid)
