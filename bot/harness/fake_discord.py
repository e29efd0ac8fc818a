"""A fake Discord REST API on 127.0.0.1 that records every request and rejects what Discord rejects.

It keeps a model of each channel's messages (public and ephemeral), the interactions it was told
about (so it can enforce the 3-second initial response and the 15-minute token), DM channels, and
synced application commands. Faults (429, 500, 403) can be injected for chosen requests.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson
from aiohttp import web

from bot.harness import limits
from bot.harness.ratelimits import RateLimits

API_PREFIX = "/api/v10"
EPHEMERAL = 1 << 6
PUBLIC_THREAD, PRIVATE_THREAD = 11, 12
CREATE_PUBLIC_THREADS, CREATE_PRIVATE_THREADS = 1 << 35, 1 << 36
MANAGE_THREADS = 1 << 34
LOADING = 1 << 7


class ApiError(Exception):
    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


@dataclass
class Recorded:
    method: str
    path: str
    status: int
    body: Any
    files: list[tuple[str, bytes]]
    at: float
    error: str | None = None


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": f"https://cdn.invalid/attachments/{self.id}/{self.filename}",
            "proxy_url": f"https://media.invalid/attachments/{self.id}/{self.filename}",
            "content_type": "image/png" if self.filename.endswith(".png") else "application/octet-stream",
        }


@dataclass
class Message:
    id: int
    channel_id: int
    guild_id: int | None
    author: dict[str, Any]
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    visible_to: int | None = None  # ephemeral: the only user who sees it
    interaction_id: int | None = None
    created_at: float = 0.0
    edited_at: float | None = None
    edits: int = 0
    deleted: bool = False

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author,
            "content": self.content,
            "timestamp": _iso(self.created_at),
            "edited_timestamp": _iso(self.edited_at) if self.edited_at else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "pinned": False,
            "type": 0,
            "flags": self.flags,
            "components": self.components,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.interaction_id is not None:
            data["webhook_id"] = str(FakeDiscord.APP_ID)
            data["application_id"] = str(FakeDiscord.APP_ID)
        return data

    # --- conveniences for tests ---
    def all_components(self) -> list[dict[str, Any]]:
        return [c for row in self.components for c in row.get("components", [])]

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components() if c.get("type") == 2]

    def labels(self) -> list[str]:
        return [str(c.get("label", "")) for c in self.buttons()]

    def text(self) -> str:
        """Every human-readable string of the message, for leak checks and assertions."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title", ""), e.get("description", ""), (e.get("footer") or {}).get("text", "")]
            parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields", [])]
        for c in self.all_components():
            parts += [str(c.get("label", "")), str(c.get("placeholder", ""))]
            parts += [f"{o.get('label', '')} {o.get('description', '')}" for o in c.get("options", [])]
        return "\n".join(p for p in parts if p)


@dataclass
class Interaction:
    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    guild_id: int | None
    created_at: float
    source_message_id: int | None = None
    responded: bool = False
    response_type: int | None = None
    responded_at: float | None = None
    original_id: int | None = None
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None
    answered: asyncio.Event = field(default_factory=asyncio.Event, repr=False, compare=False)
    registered: tuple[float, float, float] = (0.0, 0.0, 0.0)  # when sent: monotonic time, the fake's clock offset,
    # and how old it already was then (a test's interaction made "3.5 s ago")


@dataclass(frozen=True)
class Change:
    """What a Discord client would be told about: a message created, edited or deleted, a channel opened or
    changed, commands synced, or a request Discord rejected (`detail` says why)."""

    kind: str  # "message" | "delete" | "channel" | "commands" | "rejected"
    ref: int = 0  # the message's or channel's id
    channel_id: int = 0
    detail: str = ""


@dataclass
class Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    times: int
    retry_after: float = 0.05
    hits: int = 0
    code: int | None = None  # Discord's error code in the body (a 403's default: 50007, closed DMs)


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """discord.py only parses bodies whose content type is exactly application/json."""
    return web.Response(body=orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS), status=status,
                        headers={"Content-Type": "application/json", **(headers or {})})


def _iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, tz=UTC).isoformat()


DISCORD_EPOCH_MS = 1_420_070_400_000


class FakeDiscord:
    APP_ID = 100_000_000_000_000_001
    BOT_ID = 100_000_000_000_000_001
    GUILD_ID = 200_000_000_000_000_001
    CHANNEL_ID = 300_000_000_000_000_001

    def __init__(self) -> None:
        self._last_id = 0
        self.clock_offset = 0.0
        self.time_rate = 1.0  # game time per real second (the load benchmark slows it: its games stay live)
        self._epoch = time.time()
        self.requests: list[Recorded] = []
        self.keep_requests: int | None = None  # the newest N recorded requests only (the load benchmark); None: all
        self.keep_pictures = True  # False: attachments keep their names, not their bytes (a long load run)
        self.bot_token_count = 0  # bot-token requests answered so far (kept however many requests are recorded)
        self.bot_token_routes: Counter[str] = Counter()  # the same, by route ("message-create", "dm-open", ...)
        self.messages: dict[int, Message] = {}
        self.interactions: dict[int, Interaction] = {}
        self._by_token_index: dict[str, Interaction] = {}
        self.users: dict[int, dict[str, Any]] = {}
        self.dm_channels: dict[int, int] = {}  # user id -> channel id
        self.closed_dms: set[int] = set()
        self.faults: list[Fault] = []
        self.commands: dict[str, list[dict[str, Any]]] = {}
        self.sync_count = 0
        self.secrets: list[str] = []
        self.leaks: list[str] = []
        self.notifications: list[tuple[int, int]] = []  # (message, user) each mention that notified
        self.app_permissions = 2248473465835073  # what the bot may do in the channel (sent with interactions)
        self.late_responses: list[int] = []
        self.listeners: list[Callable[[Change], None]] = []  # told of every change a client would see
        self._in_flight = 0  # requests being handled right now
        self.rate_limits: RateLimits | None = None  # Discord's rate limits, once `enforce_limits` is called
        self.base_url = ""
        self._runner: web.AppRunner | None = None
        self.bot_user = {"id": str(self.BOT_ID), "username": "Tabletop", "discriminator": "0", "avatar": None,
                         "global_name": "Tabletop", "bot": True, "flags": 0}
        self.channels: dict[int, dict[str, Any]] = {
            self.CHANNEL_ID: {"id": str(self.CHANNEL_ID), "type": 0, "guild_id": str(self.GUILD_ID),
                              "name": "games", "position": 0, "permission_overwrites": [], "nsfw": False,
                              "parent_id": None}
        }

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> str:
        app = web.Application(client_max_size=64 * 1024 * 1024, middlewares=[self._middleware])
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._route)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base_url = f"http://127.0.0.1:{port}{API_PREFIX}"
        return self.base_url

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # ------------------------------------------------------------------ time, ids, faults
    def now(self) -> float:
        real = time.time()
        return self._epoch + (real - self._epoch) * self.time_rate + self.clock_offset

    def advance(self, seconds: float) -> None:
        self.clock_offset += seconds

    def enforce_limits(self, *, scale: float = 1.0, off: tuple[str, ...] = (), share: float = 1.0) -> RateLimits:
        """Answer as Discord does under its rate limits (see `bot.harness.ratelimits`); `off` names limits a test
        turns off (say why where you do). `share`: the part of the bot's global limit this fake grants, when it
        stands for Discord to one of several processes of one bot (the limit is the bot's, across its shards)."""
        self.rate_limits = RateLimits(self.now, scale)
        self.rate_limits.set_global_share(share)
        for name in off:
            self.rate_limits.turn_off(name)
        return self.rate_limits

    def bot_token_requests(self) -> int:
        """Requests made with the bot's token: those Discord caps at 50 a second for the whole bot (interaction
        callbacks and interaction-token webhooks are not among them), except the bot's log-in and its command
        sync, made once."""
        return self.bot_token_count

    @staticmethod
    def _bot_token(method: str, path: str) -> bool:
        start_up = ("/users/@me", "/gateway/bot", "/oauth2/applications/@me")  # the bot's log-in, once
        return not RateLimits.route_of(method, path)[0].exempt and path not in start_up \
            and not path.startswith("/applications/")

    def interactions_answered(self) -> int:
        return sum(1 for itx in self.interactions.values() if itx.responded)

    def invalid_requests(self) -> int:
        """401, 403 and 429 answers in the last ten minutes (Discord bans the bot's IP at 10,000)."""
        return self.rate_limits.invalid_requests() if self.rate_limits is not None else \
            sum(1 for r in self.requests if r.status in (401, 403, 429) and r.at > self.now() - 600)

    def snowflake(self) -> int:
        """A new id as Discord makes them: the creation time (the fake's clock, in ms since Discord's epoch)
        in the high bits, so `discord.utils.snowflake_time` tells a message's age; ids only ever grow."""
        stamped = (int(self.now() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last_id = max(stamped, self._last_id + 1)
        return self._last_id

    def skip_ids(self, past: int) -> None:
        """New ids from above `past` on: a fake that stands in for a Discord which already gave out ids up to
        there (a bot process restarted over a database holding them); Discord never gives an id twice."""
        self._last_id = max(self._last_id, past)

    def fail(self, method: str, path_regex: str, status: int, *, times: int = 1, retry_after: float = 0.05,
             code: int | None = None) -> Fault:
        """Answer the next `times` matching requests with `status` (a 403 with `code` 50013: a permission the
        bot lacks in that channel)."""
        fault = Fault(method.upper(), re.compile(path_regex), status, times, retry_after, code=code)
        self.faults.append(fault)
        return fault

    def forbid_public(self, *texts: str) -> None:
        """Record a leak whenever any of `texts` appears in a message everyone can see."""
        self.secrets.extend(t for t in texts if t)

    def add_text_channel(self, name: str, guild_id: int | None = None, channel_id: int | None = None) -> int:
        """Another text channel of the server (by default the first one), where games may be opened; `channel_id`
        for a channel Discord already has (a restarted bot's fake, over the games it stored)."""
        cid = channel_id or self.snowflake()
        self.channels[cid] = {"id": str(cid), "type": 0, "guild_id": str(guild_id or self.GUILD_ID), "name": name,
                              "position": len(self.channels), "permission_overwrites": [], "nsfw": False,
                              "parent_id": None}
        return cid

    def add_guild(self, guild_id: int, name: str = "games") -> int:
        """Another server (its shard is (id >> 22) % shard count), with one text channel; the channel's id."""
        cid = guild_id + 1
        self.channels[cid] = {"id": str(cid), "type": 0, "guild_id": str(guild_id), "name": name, "position": 0,
                              "permission_overwrites": [], "nsfw": False, "parent_id": None}
        return cid

    def add_user(self, user_id: int, name: str) -> dict[str, Any]:
        user = {"id": str(user_id), "username": name, "discriminator": "0", "avatar": None,
                "global_name": name, "bot": False, "flags": 0}
        self.users[user_id] = user
        return user

    # ------------------------------------------------------------------ queries for tests
    def channel_messages(self, channel_id: int | None = None, *, visible_to: int | None = None,
                         public_only: bool = False) -> list[Message]:
        cid = channel_id or self.CHANNEL_ID
        out = []
        for m in self.messages.values():
            if m.channel_id != cid or m.deleted:
                continue
            if m.ephemeral and (public_only or m.visible_to != visible_to):
                continue
            out.append(m)
        return sorted(out, key=lambda m: m.id)

    def last_public(self, channel_id: int | None = None) -> Message:
        """The channel's latest public board (a message with an embed; turn pings are plain text)."""
        msgs = [m for m in self.channel_messages(channel_id, public_only=True) if m.embeds]
        if not msgs:
            raise LookupError("no public message in the channel")
        return msgs[-1]

    def pings(self, channel_id: int | None = None) -> list[Message]:
        """The channel's plain-text public messages that notify someone (turn pings), oldest first."""
        return [m for m in self.channel_messages(channel_id, public_only=True) if not m.embeds]

    def ephemerals_for(self, user_id: int) -> list[Message]:
        return sorted((m for m in self.messages.values() if m.visible_to == user_id and not m.deleted),
                      key=lambda m: m.id)

    def dms_to(self, user_id: int) -> list[Message]:
        cid = self.dm_channels.get(user_id)
        return [] if cid is None else self.channel_messages(cid)

    def errors(self) -> list[Recorded]:
        return [r for r in self.requests if r.status >= 400]

    def in_flight(self) -> int:
        return self._in_flight

    # ------------------------------------------------------------------ plumbing
    @web.middleware
    async def _middleware(self, request: web.Request, handler: Callable[..., Any]) -> web.StreamResponse:
        self._in_flight += 1
        try:
            response: web.StreamResponse = await handler(request)
            return response
        finally:
            self._in_flight -= 1

    async def _read_body(self, request: web.Request) -> tuple[Any, list[tuple[str, bytes]]]:
        raw = await request.read()
        content_type = request.headers.get("Content-Type", "")
        if content_type.startswith("multipart/"):
            return _parse_multipart(raw, content_type)
        return (orjson.loads(raw) if raw else None), []

    def _record(self, recorded: Recorded) -> None:
        self.requests.append(recorded)
        if self._bot_token(recorded.method, recorded.path):
            self.bot_token_count += 1
            self.bot_token_routes[RateLimits.route_of(recorded.method, recorded.path)[0].name] += 1
        if self.keep_requests is not None and len(self.requests) > 2 * self.keep_requests:
            del self.requests[:-self.keep_requests]

    async def _route(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        method = request.method
        at = self.now()
        body, files = await self._read_body(request)
        for fault in self.faults:
            if fault.method == method and fault.hits < fault.times and fault.pattern.search(path):
                fault.hits += 1
                self._record(Recorded(method, path, fault.status, body, files, at, "injected"))
                self._changed(Change("rejected", detail=f"{fault.status} {method} {path}: injected fault"))
                if self.rate_limits is not None:
                    self.rate_limits.answered(fault.status, "user")
                return self._fault_response(fault)
        headers: dict[str, str] = {}
        if self.rate_limits is not None:
            verdict = self.rate_limits.check(method, path)
            if not verdict.allowed:
                self._record(Recorded(method, path, 429, body, files, at, f"rate limited ({verdict.scope})"))
                self._changed(Change("rejected", detail=f"429 {method} {path}: rate limited ({verdict.scope})"))
                self.rate_limits.answered(429, verdict.scope)
                return _json(verdict.body, status=429, headers=verdict.headers)
            headers = verdict.headers
        try:
            status, data = await self._dispatch(method, path, request.query, body, files)
        except ApiError as err:
            self._record(Recorded(method, path, err.status, body, files, at, err.message))
            self._changed(Change("rejected", detail=f"{err.status} {method} {path}: {err.message}"))
            if self.rate_limits is not None:
                self.rate_limits.answered(err.status)
            return _json({"code": err.code, "message": err.message}, status=err.status, headers=headers)
        self._record(Recorded(method, path, status, body, files, at))
        if status == 204:
            return web.Response(status=204, headers=headers)
        return _json(data, status=status, headers=headers)

    @staticmethod
    def _fault_response(fault: Fault) -> web.Response:
        if fault.status == 429:
            return _json(
                {"message": "You are being rate limited.", "retry_after": fault.retry_after, "global": False},
                status=429,
                headers={"Retry-After": str(fault.retry_after), "Via": "1.1 google",
                         "X-RateLimit-Scope": "user"},
            )
        if fault.status == 403 and fault.code in (50001, 50013):
            message = "Missing Access" if fault.code == 50001 else "Missing Permissions"
            return _json({"code": fault.code, "message": message}, status=403)
        if fault.status == 403:
            return _json({"code": 50007, "message": "Cannot send messages to this user"}, status=403)
        return _json({"code": 0, "message": "500: Internal Server Error"}, status=fault.status)

    async def _dispatch(
        self, method: str, path: str, query: Any, body: Any, files: list[tuple[str, bytes]]
    ) -> tuple[int, Any]:
        routes: list[tuple[str, str, Callable[..., Any]]] = [
            ("GET", r"/users/@me", lambda: (200, self.bot_user)),
            ("GET", r"/oauth2/applications/@me", self._application),
            ("GET", r"/gateway/bot", lambda: (200, {"url": "wss://gateway.invalid", "shards": 1})),
            ("PUT", r"/applications/(\d+)/commands", self._sync_global),
            ("PUT", r"/applications/(\d+)/guilds/(\d+)/commands", self._sync_guild),
            ("GET", r"/applications/(\d+)/commands", lambda app: (200, self.commands.get("global", []))),
            ("POST", r"/interactions/(\d+)/([^/]+)/callback", self._callback),
            ("POST", r"/webhooks/(\d+)/([^/]+)", self._followup),
            ("GET", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", self._webhook_get),
            ("PATCH", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", self._webhook_edit),
            ("DELETE", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", self._webhook_delete),
            ("POST", r"/channels/(\d+)/messages", self._create_message),
            ("GET", r"/channels/(\d+)/messages/(\d+)", self._get_message),
            ("PATCH", r"/channels/(\d+)/messages/(\d+)", self._edit_message),
            ("DELETE", r"/channels/(\d+)/messages/(\d+)", self._delete_message),
            ("GET", r"/channels/(\d+)", self._get_channel),
            ("PATCH", r"/channels/(\d+)", self._edit_channel),
            ("POST", r"/channels/(\d+)/threads", self._start_thread),
            ("PUT", r"/channels/(\d+)/thread-members/(\d+)", self._add_thread_member),
            ("POST", r"/users/@me/channels", self._open_dm),
            ("GET", r"/users/(\d+)", self._get_user),
        ]
        for m, pattern, handler in routes:
            match = re.fullmatch(pattern, path)
            if m == method and match:
                args = match.groups()
                if handler in (self._callback, self._followup, self._webhook_edit, self._create_message,
                               self._edit_message, self._sync_global, self._sync_guild, self._open_dm,
                               self._edit_channel, self._start_thread):
                    return await handler(*args, body=body, files=files, query=query)  # type: ignore[no-any-return]
                result = handler(*args)
                return await result if hasattr(result, "__await__") else result  # type: ignore[no-any-return]
        raise ApiError(404, 0, f"404: Not Found ({method} {path})")

    # ------------------------------------------------------------------ identity and commands
    def _application(self) -> tuple[int, Any]:
        return 200, {
            "id": str(self.APP_ID), "name": "Tabletop", "icon": None, "description": "", "rpc_origins": [],
            "bot_public": True, "bot_require_code_grant": False, "owner": self.bot_user, "summary": "",
            "verify_key": "0" * 64, "team": None, "flags": 0, "bot": self.bot_user,
            "interactions_endpoint_url": None,
        }

    def _check_commands(self, body: Any) -> list[dict[str, Any]]:
        if not isinstance(body, list) or len(body) > 100:
            raise ApiError(400, 50035, "Invalid Form Body (commands)")
        out = []
        for cmd in body:
            limits.check_command(cmd)
            out.append({**cmd, "id": str(self.snowflake()), "application_id": str(self.APP_ID), "version": "1"})
        return out

    async def _sync_global(self, app: str, *, body: Any, **_: Any) -> tuple[int, Any]:
        self.sync_count += 1
        self.commands["global"] = self._check_commands(body)
        self._changed(Change("commands"))
        return 200, self.commands["global"]

    async def _sync_guild(self, app: str, guild: str, *, body: Any, **_: Any) -> tuple[int, Any]:
        self.sync_count += 1
        self.commands[guild] = self._check_commands(body)
        self._changed(Change("commands"))
        return 200, self.commands[guild]

    # ------------------------------------------------------------------ messages
    def _attachments_from(self, body: dict[str, Any], files: list[tuple[str, bytes]],
                          existing: list[Attachment]) -> list[Attachment] | None:
        """The message's new attachment list, or None when the request leaves them as they are."""
        limits.check_files(files)
        uploaded = [Attachment(self.snowflake(), name, data if self.keep_pictures else b"") for name, data in files]
        if "attachments" not in body:
            return (existing + uploaded) if uploaded else None
        by_id = {a.id: a for a in existing}
        out: list[Attachment] = []
        for entry in body["attachments"] or []:
            ref = int(entry["id"])
            if ref < 1000:  # an index into the files of this request
                if ref >= len(uploaded):
                    raise ApiError(400, 50035, f"attachments[{ref}] refers to no uploaded file")
                out.append(uploaded[ref])
            elif ref in by_id:
                out.append(by_id[ref])
            else:
                raise ApiError(400, 50035, f"attachment {ref} is not on this message")
        return out

    def _apply_body(self, msg: Message, body: dict[str, Any], files: list[tuple[str, bytes]], *,
                    creating: bool) -> None:
        if body is None:
            body = {}
        limits.check_message(body, creating=creating, has_files=bool(files))
        attachments = self._attachments_from(body, files, msg.attachments)
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = body["embeds"] or []
        if "components" in body:
            msg.components = body["components"] or []
        if attachments is not None:
            msg.attachments = attachments
        names = {a.filename for a in msg.attachments}
        for embed in msg.embeds:
            for key in ("image", "thumbnail"):
                url = (embed.get(key) or {}).get("url", "")
                if url.startswith("attachment://") and url[len("attachment://"):] not in names:
                    raise ApiError(400, 50035, f"embed {key} refers to {url}, which is not attached")
        if not creating:
            msg.edits += 1
            msg.edited_at = self.now()
            self._changed(Change("message", msg.id, msg.channel_id))
        self._leak_check(msg)

    def _leak_check(self, msg: Message) -> None:
        if msg.ephemeral or msg.channel_id in self.dm_channels.values() or self.is_private_thread(msg.channel_id):
            return
        text = msg.text()
        for secret in self.secrets:
            if secret in text:
                self.leaks.append(f"message {msg.id}: {secret!r}")

    def _new_message(self, channel_id: int, body: dict[str, Any], files: list[tuple[str, bytes]], *,
                     visible_to: int | None = None, interaction_id: int | None = None) -> Message:
        flags = int((body or {}).get("flags", 0) or 0)
        channel = self.channels.get(channel_id, {})
        guild = channel.get("guild_id")
        msg = Message(self.snowflake(), channel_id, int(guild) if guild else None, self.bot_user,
                      flags=flags, visible_to=visible_to if flags & EPHEMERAL else None,
                      interaction_id=interaction_id, created_at=self.now())
        self._apply_body(msg, body or {}, files, creating=True)
        self.messages[msg.id] = msg
        self._notify(msg, body or {})
        self._changed(Change("message", msg.id, channel_id))
        return msg

    def _notify(self, msg: Message, body: dict[str, Any]) -> None:
        """Who Discord would notify: users mentioned in a new message's content whom allowed_mentions
        lets through (an edit never notifies)."""
        mentioned = [int(m) for m in re.findall(r"<@!?(\d+)>", msg.content or "")]
        allowed = body.get("allowed_mentions")
        if allowed is not None:
            if "users" in (allowed.get("parse") or []):
                permitted = set(mentioned)
            else:
                permitted = {int(u) for u in allowed.get("users") or []}
            mentioned = [u for u in mentioned if u in permitted]
        for user_id in dict.fromkeys(mentioned):
            self.notifications.append((msg.id, user_id))

    def _changed(self, change: Change) -> None:
        for listener in self.listeners:
            listener(change)

    def _mark_deleted(self, msg: Message) -> None:
        msg.deleted = True
        self._changed(Change("delete", msg.id, msg.channel_id))

    def notified(self, user_id: int | None = None) -> list[int]:
        """Ids of the users notified so far (each time), or the messages that notified `user_id`."""
        if user_id is None:
            return [u for _, u in self.notifications]
        return [m for m, u in self.notifications if u == user_id]

    def _message(self, channel_id: str | int, message_id: str | int) -> Message:
        if int(channel_id) not in self.channels:
            raise ApiError(404, 10003, "Unknown Channel")
        msg = self.messages.get(int(message_id))
        if msg is None or msg.deleted or msg.channel_id != int(channel_id):
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    async def _create_message(self, channel_id: str, *, body: Any, files: Any, **_: Any) -> tuple[int, Any]:
        cid = int(channel_id)
        if cid not in self.channels:
            raise ApiError(404, 10003, "Unknown Channel")
        recipient = self.channels[cid].get("recipient")
        if recipient is not None and int(recipient) in self.closed_dms:
            raise ApiError(403, 50007, "Cannot send messages to this user")
        if body and int(body.get("flags", 0) or 0) & EPHEMERAL:
            raise ApiError(400, 50035, "flags: ephemeral is only valid on interaction responses")
        self._check_thread_open(cid, sending=True)
        return 200, self._new_message(cid, body, files).payload()

    async def _get_message(self, channel_id: str, message_id: str) -> tuple[int, Any]:
        msg = self._message(channel_id, message_id)
        if msg.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return 200, msg.payload()

    async def _edit_message(self, channel_id: str, message_id: str, *, body: Any, files: Any,
                            **_: Any) -> tuple[int, Any]:
        msg = self._message(channel_id, message_id)
        if msg.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        self._check_thread_open(int(channel_id), sending=False)
        self._check_old_edit(msg)
        self._apply_body(msg, body or {}, files, creating=False)
        return 200, msg.payload()

    def _check_old_edit(self, msg: Message) -> None:
        """Discord's 30046: a message older than an hour may be edited only a few times an hour in its channel
        (whoever edits it: the bot's token, or an interaction's UPDATE_MESSAGE or webhook edit)."""
        if self.rate_limits is not None and not msg.ephemeral \
                and self.rate_limits.old_edit_refused(msg.channel_id, msg.created_at):
            raise ApiError(400, 30046, "Maximum number of edits to messages older than 1 hour reached. "
                                       "Try again later.")

    async def _delete_message(self, channel_id: str, message_id: str) -> tuple[int, Any]:
        self._mark_deleted(self._message(channel_id, message_id))
        return 204, None

    def delete(self, message_id: int) -> None:
        """A user (or moderator) deletes a message."""
        self._mark_deleted(self.messages[message_id])

    async def _get_channel(self, channel_id: str) -> tuple[int, Any]:
        channel = self.channels.get(int(channel_id))
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return 200, {k: v for k, v in channel.items() if k not in ("recipient", "members")}

    # ------------------------------------------------------------------ threads
    def is_private_thread(self, channel_id: int) -> bool:
        return self.channels.get(channel_id, {}).get("type") == PRIVATE_THREAD

    def thread_members(self, thread_id: int) -> set[int]:
        return set(self.channels[thread_id].get("members", set()))

    def threads(self) -> list[dict[str, Any]]:
        return [c for c in self.channels.values() if c.get("type") in (PUBLIC_THREAD, PRIVATE_THREAD)]

    def delete_channel(self, channel_id: int) -> None:
        """A moderator deletes a channel (a thread): its messages go with it."""
        self.channels.pop(channel_id, None)
        for msg in self.messages.values():
            if msg.channel_id == channel_id:
                msg.deleted = True
        self._changed(Change("channel", channel_id, channel_id))

    def _thread_payload(self, thread: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in thread.items() if k not in ("members", "recipient")}

    async def _start_thread(self, channel_id: str, *, body: Any, **_: Any) -> tuple[int, Any]:
        parent = self.channels.get(int(channel_id))
        if parent is None:
            raise ApiError(404, 10003, "Unknown Channel")
        if parent.get("type") != 0:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        body = body or {}
        name = str(body.get("name", ""))
        if not 1 <= len(name) <= 100:
            raise ApiError(400, 50035, "name: must be between 1 and 100 in length")
        kind = int(body.get("type", PRIVATE_THREAD))
        if kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise ApiError(400, 50035, "type: not a thread type")
        needed = CREATE_PRIVATE_THREADS if kind == PRIVATE_THREAD else CREATE_PUBLIC_THREADS
        if not self.app_permissions & needed:
            raise ApiError(403, 50013, "Missing Permissions")
        if int(body.get("auto_archive_duration", 1440)) not in (60, 1440, 4320, 10080):
            raise ApiError(400, 50035, "auto_archive_duration: not one of 60, 1440, 4320, 10080")
        tid = self.snowflake()
        self.channels[tid] = {
            "id": str(tid), "type": kind, "guild_id": parent["guild_id"], "parent_id": str(channel_id), "name": name,
            "owner_id": str(self.BOT_ID), "member_count": 1, "message_count": 0,
            "thread_metadata": {"archived": False,
                                "auto_archive_duration": int(body.get("auto_archive_duration", 1440)),
                                "archive_timestamp": datetime.now(UTC).isoformat(), "locked": False,
                                "invitable": bool(body.get("invitable", True))},
            "members": {self.BOT_ID},
        }
        self._changed(Change("channel", tid, tid))
        return 201, self._thread_payload(self.channels[tid])

    async def _add_thread_member(self, channel_id: str, user_id: str) -> tuple[int, Any]:
        thread = self.channels.get(int(channel_id))
        if thread is None or thread.get("type") not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise ApiError(404, 10003, "Unknown Channel")
        if int(user_id) not in self.users:
            raise ApiError(404, 10013, "Unknown User")
        if thread["thread_metadata"]["archived"]:
            raise ApiError(400, 50083, "Thread is archived")
        thread["members"].add(int(user_id))
        thread["member_count"] = len(thread["members"])
        self._changed(Change("channel", int(channel_id), int(channel_id)))
        return 204, None

    async def _edit_channel(self, channel_id: str, *, body: Any, **_: Any) -> tuple[int, Any]:
        channel = self.channels.get(int(channel_id))
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        meta = channel.get("thread_metadata")
        if meta is not None and (body or {}).get("locked") and not self.app_permissions & MANAGE_THREADS:
            raise ApiError(403, 50013, "Missing Permissions")
        for key, value in (body or {}).items():
            if meta is not None and key in ("archived", "locked", "invitable", "auto_archive_duration"):
                meta[key] = value
            elif key == "name":
                channel["name"] = value
        self._changed(Change("channel", int(channel_id), int(channel_id)))
        return 200, self._thread_payload(channel)

    def _check_thread_open(self, channel_id: int, *, sending: bool) -> None:
        """Discord: a message in an archived thread cannot be edited; sending one reopens the thread,
        unless it is locked."""
        meta = self.channels.get(channel_id, {}).get("thread_metadata")
        if meta is None or not meta["archived"]:
            return
        if not sending or meta["locked"]:
            raise ApiError(400, 50083, "Thread is archived")
        meta["archived"] = False

    async def _open_dm(self, *, body: Any, **_: Any) -> tuple[int, Any]:
        user_id = int(body["recipient_id"])
        if user_id not in self.users:
            raise ApiError(400, 50033, "Invalid Recipients")
        cid = self.dm_channels.get(user_id)
        if cid is None:
            cid = self.snowflake()
            self.dm_channels[user_id] = cid
            self.channels[cid] = {"id": str(cid), "type": 1, "recipients": [self.users[user_id]],
                                  "last_message_id": None, "recipient": user_id}
            self._changed(Change("channel", cid, cid))
        return 200, {"id": str(cid), "type": 1, "recipients": [self.users[user_id]], "last_message_id": None}

    async def _get_user(self, user_id: str) -> tuple[int, Any]:
        user = self.users.get(int(user_id))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return 200, user

    # ------------------------------------------------------------------ interactions
    def register_interaction(self, itx: Interaction) -> None:
        itx.registered = (time.monotonic(), self.clock_offset, self.now() - itx.created_at)
        self.interactions[itx.id] = itx
        self._by_token_index[itx.token] = itx

    def _interaction(self, interaction_id: str, token: str) -> Interaction:
        itx = self.interactions.get(int(interaction_id))
        if itx is None or itx.token != token:
            raise ApiError(404, 10062, "Unknown interaction")
        return itx

    def _age(self, itx: Interaction) -> float:
        """Seconds since the interaction was sent, as Discord counts them for its deadlines: real time, plus what
        a test moved the clock on by (`advance`), but not sped up or slowed down with the game time (`time_rate`)."""
        if not itx.registered[0]:
            return self.now() - itx.created_at
        sent, offset, age = itx.registered
        return age + time.monotonic() - sent + self.clock_offset - offset

    def _by_token(self, app_id: str, token: str) -> Interaction:
        if int(app_id) != self.APP_ID:
            raise ApiError(404, 10015, "Unknown Webhook")
        itx = self._by_token_index.get(token)
        if itx is None:
            raise ApiError(404, 10015, "Unknown Webhook")
        if self._age(itx) > limits.TOKEN_TTL_S:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        return itx

    async def _callback(self, interaction_id: str, token: str, *, body: Any, files: Any,
                        query: Any) -> tuple[int, Any]:
        itx = self._interaction(interaction_id, token)
        if itx.responded:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        if self._age(itx) > limits.INITIAL_RESPONSE_S:
            self.late_responses.append(itx.id)
            raise ApiError(404, 10062, "Unknown interaction")
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        message: Message | None = None
        if kind == 4:  # message
            message = self._new_message(itx.channel_id, data, files, visible_to=itx.user_id, interaction_id=itx.id)
            itx.original_id = message.id
        elif kind == 5:  # deferred message ("thinking")
            placeholder = {"flags": int(data.get("flags", 0) or 0) | LOADING}
            message = Message(self.snowflake(), itx.channel_id, itx.guild_id, self.bot_user,
                              flags=placeholder["flags"], interaction_id=itx.id, created_at=self.now(),
                              visible_to=itx.user_id if placeholder["flags"] & EPHEMERAL else None)
            self.messages[message.id] = message
            itx.original_id = message.id
            self._changed(Change("message", message.id, message.channel_id))
        elif kind in (6, 7):  # deferred update / update the message the component is on
            if itx.source_message_id is None:
                raise ApiError(400, 40004, "Interaction callback type is only valid for component interactions")
            message = self.messages[itx.source_message_id]
            if message.deleted:
                raise ApiError(404, 10008, "Unknown Message")
            if kind == 7:
                self._check_old_edit(message)
                self._apply_body(message, data, files, creating=False)
            itx.original_id = message.id
        elif kind == 8:
            if itx.type != 4:
                raise ApiError(400, 50035, "autocomplete results only answer autocomplete interactions")
            choices = data.get("choices", [])
            if len(choices) > limits.MAX_CHOICES:
                raise ApiError(400, 50035, "choices: Must be 25 or fewer in length.")
            itx.choices = choices
        elif kind == 9:
            if itx.type not in (2, 3):
                raise ApiError(400, 50035, "a modal can only answer a command or a component")
            limits.check_modal(data)
            itx.modal = data
        else:
            raise ApiError(400, 50035, f"unknown interaction callback type {kind}")
        itx.responded = True
        itx.answered.set()
        itx.response_type = kind
        itx.responded_at = self.now()
        result: dict[str, Any] = {
            "interaction": {
                "id": str(itx.id), "type": itx.type, "response_message_id": str(message.id) if message else None,
                "response_message_loading": kind == 5, "response_message_ephemeral": bool(
                    message is not None and message.ephemeral),
            },
        }
        if message is not None and kind in (4, 7):
            result["resource"] = {"type": kind, "message": message.payload()}
        if query.get("with_response") in ("1", "true", "True"):
            return 200, result
        return 204, None

    async def _followup(self, app_id: str, token: str, *, body: Any, files: Any, **_: Any) -> tuple[int, Any]:
        itx = self._by_token(app_id, token)
        if not itx.responded:
            raise ApiError(404, 10015, "Unknown Webhook")
        msg = self._new_message(itx.channel_id, body or {}, files, visible_to=itx.user_id, interaction_id=itx.id)
        return 200, msg.payload()

    def _webhook_target(self, app_id: str, token: str, message_id: str) -> Message:
        itx = self._by_token(app_id, token)
        target = itx.original_id if message_id == "@original" else int(message_id)
        if target is None or target not in self.messages or self.messages[target].deleted:
            raise ApiError(404, 10008, "Unknown Message")
        msg = self.messages[target]
        if msg.interaction_id != itx.id and target != itx.source_message_id:
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    async def _webhook_get(self, app_id: str, token: str, message_id: str) -> tuple[int, Any]:
        return 200, self._webhook_target(app_id, token, message_id).payload()

    async def _webhook_edit(self, app_id: str, token: str, message_id: str, *, body: Any, files: Any,
                            **_: Any) -> tuple[int, Any]:
        msg = self._webhook_target(app_id, token, message_id)
        if not msg.flags & LOADING:
            self._check_old_edit(msg)
        msg.flags &= ~LOADING
        self._apply_body(msg, body or {}, files, creating=False)
        return 200, msg.payload()

    async def _webhook_delete(self, app_id: str, token: str, message_id: str) -> tuple[int, Any]:
        self._mark_deleted(self._webhook_target(app_id, token, message_id))
        return 204, None


_BOUNDARY = re.compile(r'boundary="?([^";]+)"?')
_DISPOSITION = re.compile(rb'name="([^"]*)"(?:; filename="([^"]*)")?')


def _parse_multipart(raw: bytes, content_type: str) -> tuple[Any, list[tuple[str, bytes]]]:
    """A multipart/form-data body as discord.py sends it: `payload_json` and `files[n]` parts. Parsed by
    hand because aiohttp's reader (e-mail header parsing per part) costs a millisecond per request, which
    the load benchmark would otherwise count as the bot's time."""
    match = _BOUNDARY.search(content_type)
    if match is None:
        raise web.HTTPBadRequest(text="multipart body without a boundary")
    delimiter = b"--" + match.group(1).encode()
    body: Any = {}
    files: list[tuple[str, bytes]] = []
    for part in raw.split(delimiter)[1:]:
        if part.startswith(b"--"):
            break
        head, _, data = part.partition(b"\r\n\r\n")
        data = data.removesuffix(b"\r\n")
        disposition = _DISPOSITION.search(head)
        if disposition is None:
            continue
        name = disposition.group(1).decode()
        if name == "payload_json":
            body = orjson.loads(data)
        elif name.startswith("files["):
            filename = disposition.group(2)
            files.append((filename.decode() if filename else "file", data))
    return body, files
