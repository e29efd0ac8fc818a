"""The playground's web app: the page, one member's view as JSON, live changes as server-sent events, and
interactions (commands, clicks, choices, forms, autocomplete) fed to the bot exactly as the gateway would."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Any

from aiohttp import web

from bot.config import Settings
from bot.harness import Harness, User, saved
from bot.harness.driver import MANAGE_GUILD, MANAGE_MESSAGES
from bot.harness.fake_discord import Change, Interaction, Message
from bot.i18n.catalogue import CATALOGUE, t
from bot.i18n.resolve import pick_locale
from bot.playground import views
from bot.playground.text import STRINGS

CATALOGUE.register(STRINGS)
log = logging.getLogger("bot.playground")

STATIC = Path(__file__).with_name("static")
_TOKEN_IN_PATH = re.compile(r"(/(?:interactions|webhooks)/\d+/)[^/\s:]+")
TOKEN = "playground.local.not-a-discord-token"
SAVE_AFTER_S = 1.0  # changes are written out at most once a second
KEEP_REQUESTS = 2000  # the fake's request log, trimmed (the page never reads it; tests of the fake do)
ANSWER_WITHIN_S = 3.0  # Discord shows "This interaction failed" when the bot has not answered by then
LOCALES = ("en-US", "en-GB", "tr", "ru", "de", "fr", "es-ES", "pt-BR", "uk", "ja")
INTEGER, BOOLEAN, USER, CHANNEL, NUMBER = 4, 5, 6, 7, 10
STARTING_MEMBERS = (("Alice", "en-US", MANAGE_GUILD | MANAGE_MESSAGES), ("Bob", "en-US", 0),
                    ("Deniz", "tr", 0), ("Sasha", "ru", 0))


class Refused(Exception):
    """What a Discord client would not let the member send; `key` is the page text that says why."""

    def __init__(self, key: str, status: int = 400, **params: Any) -> None:
        super().__init__(key)
        self.key, self.status, self.params = key, status, params
        self.lang: str | None = None  # the language of the member who sent it, once known


class Playground:
    """The fake Discord, a running bot over an SQLite file, and the web app in front of them; all on 127.0.0.1."""

    def __init__(self, database_path: Path | None = None, *, port: int = 0, seed: int | None = None,
                 computer_delay_s: float = 1.2) -> None:
        self._tmp: tempfile.TemporaryDirectory[str] | None = None
        if database_path is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="tabletop-playground-")
            database_path = Path(self._tmp.name) / "playground.sqlite3"
        self.database_path = Path(database_path)
        # a chosen database keeps the channels too (a throw-away one needs nothing kept)
        self.saved_path = None if self._tmp else self.database_path.with_name(self.database_path.name + ".playground")
        self._saving: asyncio.Task[None] | None = None
        settings = Settings(token=TOKEN, database_path=self.database_path, computer_delay_s=computer_delay_s,
                            republish_delays_s=(2.0, 10.0, 30.0))
        self.harness = Harness(self.database_path.parent, settings=settings, seed=seed)
        self.port = port
        self.url = ""
        self.members: dict[int, User] = {}
        self.seen = views.Seen()
        self.commands_used: dict[int, str] = {}  # interaction id -> "/backgammon new", for the reply header
        self.state = "starting"
        self._queues: set[asyncio.Queue[dict[str, Any] | None]] = set()
        self._lifecycle = asyncio.Lock()
        self._runner: web.AppRunner | None = None

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> str:
        if self.saved_path is not None and self.saved_path.exists():
            raw = await asyncio.to_thread(self.saved_path.read_bytes)
            self._restore(saved.restore(self.harness.fake, json.loads(raw)))
        self.harness.fake.listeners.append(self._on_change)
        await self.harness.__aenter__()
        if not self.members:
            for name, locale, permissions in STARTING_MEMBERS:
                self.add_member(name, locale, permissions)
        self.state = "running"
        app = web.Application(middlewares=[self._guard])
        app.router.add_get("/", self._index)
        app.router.add_static("/static", STATIC)
        app.router.add_get("/api/view", self._view)
        app.router.add_get("/api/commands", self._commands)
        app.router.add_get("/api/events", self._events)
        app.router.add_post("/api/interact", self._interact)
        app.router.add_post("/api/members", self._add_member)
        app.router.add_post("/api/restart", self._restart)
        app.router.add_get("/attachments/{id}/{name}", self._attachment)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", self.port)  # loopback only, never another host
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{self.port}/"
        return self.url

    async def stop(self) -> None:
        for queue in self._queues:
            queue.put_nowait(None)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        with contextlib.suppress(TimeoutError):
            await self.harness.__aexit__(None, None, None)
        if self._saving is not None:
            self._saving.cancel()
        await self.save()
        if self._tmp is not None:
            self._tmp.cleanup()

    async def restart_bot(self) -> None:
        """Stop the bot and start a new one over the same database, as a crash and restart would; the fake
        Discord (and the page) stay."""
        async with self._lifecycle:
            self.state = "restarting"
            self._broadcast({"kind": "bot", "state": self.state})
            h = self.harness
            try:
                if h.bot is not None:
                    with contextlib.suppress(TimeoutError):
                        await h.settle(5.0)
                    await h.bot.close()
                    h.bot = None
                await h.start_bot()
            finally:
                self.state = "running" if h.bot is not None else "stopped"
                self._broadcast({"kind": "bot", "state": self.state})

    def add_member(self, name: str, locale: str, permissions: int = 0) -> User:
        user = self.harness.user(name, locale, permissions=permissions)
        self.members[user.id] = user
        self._broadcast({"kind": "members"})
        self._save_soon()
        return user

    # ------------------------------------------------------------------ keeping the channels
    async def save(self) -> None:
        """Write the fake Discord's world (and the page's members) beside the database, atomically."""
        if self.saved_path is None:
            return
        snap = saved.snapshot(
            self.harness.fake,
            members=[[m.id, m.name, m.locale, m.permissions] for m in self.members.values()],
            seen=[[member, channel, upto] for (member, channel), upto in self.seen.upto.items()],
            commands_used={str(k): v for k, v in self.commands_used.items()},
        )
        path = self.saved_path

        def write() -> None:
            data = saved.encode(snap)
            part = path.with_name(path.name + ".part")
            part.write_bytes(data)
            part.replace(path)

        await asyncio.to_thread(write)

    def _save_soon(self) -> None:
        if self.saved_path is None or (self._saving is not None and not self._saving.done()):
            return

        async def later() -> None:
            await asyncio.sleep(SAVE_AFTER_S)
            try:
                await self.save()
            except OSError as exc:
                log.warning("could not keep the playground's channels in %s: %s", self.saved_path, exc)

        self._saving = asyncio.get_running_loop().create_task(later())

    def _restore(self, data: dict[str, Any]) -> None:
        for member_id, name, locale, permissions in data.get("members", []):
            self.members[int(member_id)] = User(int(member_id), name, locale, int(permissions))
        for member, channel, upto in data.get("seen", []):
            self.seen.mark(int(member), int(channel), int(upto))
        self.commands_used = {int(k): v for k, v in data.get("commands_used", {}).items()}

    # ------------------------------------------------------------------ live changes
    def _on_change(self, change: Change) -> None:
        self._save_soon()
        requests = self.harness.fake.requests
        if len(requests) > KEEP_REQUESTS:  # each holds its uploaded pictures: a long session must not grow
            del requests[: len(requests) - KEEP_REQUESTS // 2]
        detail = _TOKEN_IN_PATH.sub(r"\1…", change.detail)  # interaction tokens are secrets in Discord: not shown
        self._broadcast(asdict(change) | {"ref": str(change.ref), "channel_id": str(change.channel_id),
                                          "detail": detail})

    def _broadcast(self, event: dict[str, Any]) -> None:
        for queue in self._queues:
            queue.put_nowait(event)

    async def _events(self, request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await response.prepare(request)
        queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._queues.add(queue)
        try:
            await response.write(b"retry: 1000\n\n")
            while True:
                try:
                    event = await asyncio.wait_for(queue.get(), 15)
                except TimeoutError:
                    await response.write(b": still here\n\n")
                    continue
                if event is None:
                    break
                await response.write(f"data: {json.dumps(event)}\n\n".encode())
        except (ConnectionResetError, ConnectionError):
            pass
        finally:
            self._queues.discard(queue)
        return response

    # ------------------------------------------------------------------ requests
    @web.middleware
    async def _guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Only this page may act: a POST from any other origin (another site open in the browser) is refused."""
        if request.method == "POST":
            origin = request.headers.get("Origin")
            if origin is not None and origin.rstrip("/") + "/" != self.url:
                return web.json_response({"error": "cross-origin request refused"}, status=403)
        try:
            return await handler(request)  # type: ignore[no-any-return]
        except Refused as refusal:
            member = self.members.get(_int(request.query.get("member")) or 0)
            lang = refusal.lang or self._lang(member)
            return web.json_response({"ok": False, "error": t(refusal.key, lang, **refusal.params)},
                                     status=refusal.status)

    def _lang(self, member: User | None) -> str:
        return pick_locale(None, member.locale if member else None, None)

    def _member(self, raw: object) -> User:
        member = self.members.get(_int(raw) or 0)
        if member is None:
            raise Refused("pg.gone", 404)
        return member

    async def _index(self, request: web.Request) -> web.Response:
        return web.FileResponse(STATIC / "index.html")  # type: ignore[return-value]

    async def _view(self, request: web.Request) -> web.Response:
        fake = self.harness.fake
        member = self.members.get(_int(request.query.get("member")) or 0) or next(iter(self.members.values()))
        channel_id = _int(request.query.get("channel")) or fake.CHANNEL_ID
        if not views.can_see_channel(fake, member.id, channel_id):
            channel_id = fake.CHANNEL_ID
        messages = views.visible_messages(fake, member.id, channel_id)
        if messages:
            self.seen.mark(member.id, channel_id, messages[-1].id)
        lang = self._lang(member)
        channel = fake.channels[channel_id]
        lists = {m.id: views.channel_list(fake, self.seen, m.id) for m in self.members.values()}
        return web.json_response({
            "state": self.state,
            "me": str(member.id),
            "members": [{"id": str(m.id), "name": m.name, "locale": m.locale,
                         "owner": bool(m.permissions & MANAGE_GUILD),
                         "badge": sum(c["badge"] for c in lists[m.id])}
                        for m in self.members.values()],
            "channels": lists[member.id],
            "channel": {"id": str(channel_id), "name": channel.get("name") or "Tabletop",
                        "dm": channel.get("type") == views.DM_CHANNEL},
            "messages": [views.message_view(fake, m, member.id, self.commands_used) for m in messages],
            "names": views.names(fake),
            "locales": LOCALES,
            "ui": {key.removeprefix("pg."): t(key, lang, bot="{bot}", user="{user}", command="{command}",
                                              detail="{detail}", option="{option}")
                   for key in STRINGS},
        })

    async def _commands(self, request: web.Request) -> web.Response:
        member = self._member(request.query.get("member"))
        return web.json_response(views.command_list(self.harness.fake, member.locale))

    async def _attachment(self, request: web.Request) -> web.Response:
        attachment_id = _int(request.match_info["id"])
        for msg in self.harness.fake.messages.values():
            for a in msg.attachments:
                if a.id == attachment_id and a.filename == request.match_info["name"]:
                    kind = "image/png" if a.filename.endswith(".png") else "application/octet-stream"
                    return web.Response(body=a.data, content_type=kind,
                                        headers={"Cache-Control": "max-age=86400, immutable"})
        raise web.HTTPNotFound()

    async def _add_member(self, request: web.Request) -> web.Response:
        body = await _json_body(request)
        name = str(body.get("name", "")).strip()[:32]
        locale = str(body.get("locale", "en-US"))
        if not name or locale not in LOCALES:
            raise Refused("pg.required", option="name")
        user = self.add_member(name, locale)
        return web.json_response({"ok": True, "id": str(user.id)})

    async def _restart(self, request: web.Request) -> web.Response:
        await self.restart_bot()
        return web.json_response({"ok": self.state == "running", "state": self.state})

    async def _interact(self, request: web.Request) -> web.Response:
        body = await _json_body(request)
        member = self._member(body.get("member"))
        try:
            return await self._interact_as(member, body)
        except Refused as refusal:
            refusal.lang = self._lang(member)
            raise

    async def _interact_as(self, member: User, body: dict[str, Any]) -> web.Response:
        h = self.harness
        if self.state != "running" or h.bot is None:
            raise Refused("pg.restarting", 503)
        kind = body.get("kind")
        if kind in ("command", "autocomplete"):
            payload, record, label = self._command_payload(member, body, autocomplete=kind == "autocomplete")
            if kind == "command":
                self.commands_used[record.id] = label
        elif kind == "component":
            msg = self._message_for(member, body.get("message"))
            custom_id = str(body.get("custom_id", ""))[:100]
            values = self._values(body.get("values"))
            payload, record = h.component_payload(member, custom_id, message=msg, values=values)
        elif kind == "modal":
            opened = h.fake.interactions.get(_int(body.get("opened")) or 0)
            fields = body.get("fields")
            if opened is None or opened.user_id != member.id or opened.modal is None or not isinstance(fields, dict):
                raise Refused("pg.gone")
            payload, record = h.modal_payload(member, opened, {str(k): str(v) for k, v in fields.items()})
        else:
            raise Refused("pg.gone")
        h.dispatch(payload, record)
        try:
            await asyncio.wait_for(record.answered.wait(), ANSWER_WITHIN_S)
        except TimeoutError:
            return web.json_response({"ok": False, "error": t("pg.failed", self._lang(member))})
        return web.json_response({"ok": True, "interaction": str(record.id), "modal": record.modal,
                                  "choices": record.choices})

    # ------------------------------------------------------------------ what a client lets a member send
    def _message_for(self, member: User, raw_id: object) -> Message:
        fake = self.harness.fake
        msg = fake.messages.get(_int(raw_id) or 0)
        if msg is None or not views.can_see_message(fake, member.id, msg):
            raise Refused("pg.gone", 404)
        return msg

    @staticmethod
    def _values(values: object) -> list[str] | None:
        """A select's chosen values as the client sends them. Which custom_ids and values are valid is the bot's
        to judge, as in Discord: a member may click a board as it looked before an edit reached them."""
        if values is None:
            return None
        if not isinstance(values, list) or len(values) > 25:
            raise Refused("pg.gone")
        return [str(v) for v in values]

    def _command_spec(self, member: User, path: str) -> dict[str, Any]:
        spec = next((c for c in views.command_list(self.harness.fake, member.locale) if c["path"] == path), None)
        if spec is None:
            raise Refused("pg.no_command", 404)
        return spec

    def _command_payload(self, member: User, body: dict[str, Any], *,
                         autocomplete: bool) -> tuple[dict[str, Any], Interaction, str]:
        """The command's gateway payload and interaction, and its name as the member's client shows it."""
        path = str(body.get("command", ""))
        spec = self._command_spec(member, path)
        raw = body.get("options") or {}
        if not isinstance(raw, dict):
            raise Refused("pg.gone")
        focused = str(body.get("focused", "")) if autocomplete else None
        options: dict[str, Any] = {}
        for option in spec["options"]:
            value = raw.get(option["name"])
            if value is None or value == "":
                if option["required"] and not autocomplete:
                    raise Refused("pg.required", option=option["label"])
                if option["name"] != focused:
                    continue
                value = ""
            options[option["name"]] = value if option["name"] == focused else _typed(option, value)
        channel_id = _int(body.get("channel")) or self.harness.fake.CHANNEL_ID
        if not views.can_see_channel(self.harness.fake, member.id, channel_id):
            raise Refused("pg.gone", 404)
        payload, record = self.harness.slash_payload(member, path, channel_id=channel_id, focused=focused, **options)
        return payload, record, str(spec["label"])


def _typed(option: dict[str, Any], value: Any) -> Any:
    """An option's value as Discord's client sends it (numbers as numbers), or a refusal."""
    kind = option["type"]
    try:
        if kind == INTEGER:
            return int(str(value))
        if kind == NUMBER:
            return float(str(value))
    except ValueError:
        raise Refused("pg.not_whole" if kind == INTEGER else "pg.not_number", option=option["label"]) from None
    if kind == BOOLEAN:
        return value in (True, "true", "True", "1")
    if kind == CHANNEL:
        return _int(value)
    return str(value)


def _int(raw: object) -> int | None:
    try:
        return int(str(raw))
    except (TypeError, ValueError):
        return None


async def _json_body(request: web.Request) -> dict[str, Any]:
    try:
        body = await request.json()
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise Refused("pg.gone") from None
    if not isinstance(body, dict):
        raise Refused("pg.gone")
    return body
