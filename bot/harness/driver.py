"""Drives a real `GameBot` against the fake Discord: gateway events in, REST requests out.

    async with Harness(tmp_path) as h:
        alice, bob = h.user("alice"), h.user("bob")
        await h.slash(alice, "backgammon new")
        await h.click(bob, "Join")

Interactions are fed into the bot's connection state exactly as the gateway would deliver them;
discord.py's HTTP base is pointed at the fake server, so every response goes through the real stack.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import secrets
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import discord

from bot.client import GameBot
from bot.config import Settings
from bot.harness.fake_discord import Change, FakeDiscord, Interaction, Message

_user_ids = itertools.count(500_000_000_000_000_001)


MEMBER_PERMISSIONS = 2248473465835073
MANAGE_GUILD = 1 << 5
MANAGE_MESSAGES = 1 << 13
USER_OPTION, CHANNEL_OPTION, ROLE_OPTION = 6, 7, 8


@dataclass(frozen=True)
class User:
    id: int
    name: str
    locale: str = "en-US"
    permissions: int = MEMBER_PERMISSIONS  # in the channel: a plain member's, or e.g. with MANAGE_GUILD
    roles: tuple[int, ...] = ()  # the server's roles the member holds (ids)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


class InteractionFailed(AssertionError):
    pass


class Harness:
    """A fake Discord server plus one running bot; `restart()` replaces the bot over the same database."""

    def __init__(
        self,
        workdir: Path,
        *,
        extra_extensions: tuple[str, ...] = (),
        extensions: list[str] | None = None,
        settings: Settings | None = None,
        guild_locale: str = "en-US",
        seed: int | None = 20261129,
        render_processes: int = 0,
        database_url: str = "",
        fake: FakeDiscord | None = None,
        guild_id: int | None = None,
        rate_limits: float | None = None,
    ) -> None:
        """`fake`: a fake Discord already running, shared with other harnesses (each bot then plays in its
        own server, `guild_id`, as bots of several shards do). `rate_limits`: enforce Discord's limits on the
        fake, with windows shortened by that factor (see `FakeDiscord.enforce_limits`)."""
        self.workdir = Path(workdir)
        self._owns_fake = fake is None
        # tests stop a bot only once it has gone quiet; a benchmark's games go on by themselves (absent members' clocks,
        # computers), so it never does, and the bot's own close stops them
        self.settle_on_stop = True
        self.fake = fake or FakeDiscord()
        if rate_limits is not None and self._owns_fake:
            self.fake.enforce_limits(scale=rate_limits)
        if self._owns_fake:
            self._keep_commands()
        self.channel_id = self.fake.add_guild(guild_id) if guild_id is not None else self.fake.CHANNEL_ID
        self.extra_extensions = extra_extensions
        self.extensions = extensions
        self.settings = settings or Settings(
            token="fake.token.value",
            database_path=self.workdir / "test.sqlite3",
            computer_delay_s=0.0,
            republish_delays_s=(0.05, 0.1),
            render_processes=render_processes,
            database_url=database_url,
        )
        self.guild_locale = guild_locale
        self.seeds = random.Random(seed) if seed is not None else None  # game seeds: reproducible runs
        self.bot: GameBot | None = None
        self._old_base = discord.http.Route.BASE

    def _keep_commands(self) -> None:
        """Discord keeps an application's synced commands when the bot's process ends, and the bot syncs only when
        they changed: a harness started again over the same workdir (a new process) finds them as Discord would."""
        saved = self.workdir / "fake-discord-commands.json"
        if saved.exists():
            self.fake.commands = json.loads(saved.read_text())

        def save(change: Change) -> None:
            if change.kind == "commands":
                saved.write_text(json.dumps(self.fake.commands))

        self.fake.listeners.append(save)

    async def __aenter__(self) -> Harness:
        if self._owns_fake:
            await self.fake.start()
        discord.http.Route.BASE = self.fake.base_url
        await self.start_bot()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop_bot()
        if self._owns_fake:
            await self.fake.stop()
            discord.http.Route.BASE = self._old_base

    # ------------------------------------------------------------------ bot lifecycle
    async def start_bot(self, **overrides: Any) -> GameBot:
        settings = replace(self.settings, **overrides) if overrides else self.settings
        bot = GameBot(settings, extensions=self.extensions, extra_extensions=self.extra_extensions,
                      clock=self.fake.now)
        if self.seeds is not None:
            seeds = self.seeds
            bot.service.new_seed = lambda: seeds.getrandbits(63)
        self.bot = bot  # set first, so a start-up that fails can still be closed
        await bot.login(settings.token)
        return bot

    async def stop_bot(self) -> None:
        if self.bot is not None:
            if self.settle_on_stop:
                await self.settle()
            await self.bot.close()
            self.bot = None

    async def restart(self, *, down_for: float = 0.0) -> GameBot:
        """Stop this bot, let `down_for` seconds pass, and start a new one over the same database."""
        await self.stop_bot()
        self.fake.advance(down_for)
        return await self.start_bot()

    # ------------------------------------------------------------------ people
    def user(self, name: str, locale: str = "en-US", *, permissions: int = 0, roles: tuple[int, ...] = ()) -> User:
        """A member; `permissions` adds to a plain member's (e.g. MANAGE_GUILD); `roles`: the role ids they hold."""
        user_id = next(_user_ids)
        while user_id in self.fake.users:  # members read back from a saved world keep their ids
            user_id = next(_user_ids)
        user = User(user_id, name, locale, MEMBER_PERMISSIONS | permissions, roles)
        self.fake.add_user(user.id, name)
        return user

    # ------------------------------------------------------------------ waiting
    async def settle(self, limit_s: float = 10.0) -> None:
        """Wait until the bot has nothing in flight and the fake server is quiet."""
        assert self.bot is not None
        deadline = time.monotonic() + limit_s
        quiet = 0
        while quiet < 3:
            if time.monotonic() > deadline:
                raise TimeoutError("the bot did not settle")
            busy = self.bot.inflight.busy_count or self.bot.service._tasks or self.fake.in_flight()
            quiet = 0 if busy else quiet + 1
            await asyncio.sleep(0.001)  # three quiet looks 1 ms apart: 5 ms made the suite's whole games twice as slow

    async def moderator_deletes(self, message: Message) -> None:
        """A moderator deletes a message: it is gone, and the gateway tells the bot (MESSAGE_DELETE)."""
        assert self.bot is not None
        self.fake.delete(message.id)
        payload: dict[str, Any] = {"id": str(message.id), "channel_id": str(message.channel_id)}
        if message.channel_id in self.fake.channels and self.fake.channels[message.channel_id].get("guild_id"):
            payload["guild_id"] = str(self.fake.channels[message.channel_id]["guild_id"])
        self.bot._connection.parse_message_delete(payload)  # type: ignore[arg-type]
        await self.settle()

    def dispatch(self, payload: dict[str, Any], record: Interaction) -> None:
        """Deliver an interaction to the bot as the gateway would, without waiting for anything."""
        assert self.bot is not None
        self.fake.register_interaction(record)
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]

    async def _inject(self, payload: dict[str, Any], record: Interaction, *, expect_response: bool) -> Interaction:
        self.dispatch(payload, record)
        if expect_response:
            try:
                await asyncio.wait_for(record.answered.wait(), timeout=10)
            except TimeoutError:
                raise InteractionFailed(f"interaction {record.id} was never answered") from None
        await self.settle()
        return record

    async def inject_together(self, prepared: list[tuple[dict[str, Any], Interaction]]) -> None:
        """Feed several interactions in one go (as a burst from the gateway) and wait for every answer."""
        assert self.bot is not None
        for payload, record in prepared:
            self.dispatch(payload, record)
        await asyncio.wait_for(asyncio.gather(*(record.answered.wait() for _, record in prepared)), timeout=30)
        await self.settle()

    def _base_payload(self, user: User, kind: int, data: dict[str, Any], *, channel_id: int | None,
                      message: Message | None) -> tuple[dict[str, Any], Interaction]:
        fake = self.fake
        iid, token = fake.snowflake(), secrets.token_urlsafe(24)
        cid = channel_id or (message.channel_id if message else self.channel_id)
        channel = fake.channels[cid]
        in_guild = channel.get("guild_id") is not None
        guild_id = int(channel["guild_id"]) if in_guild else None
        user_payload = fake.users[user.id]
        payload: dict[str, Any] = {
            "id": str(iid), "application_id": str(fake.APP_ID), "type": kind, "data": data, "token": token,
            "version": 1, "locale": user.locale, "channel_id": str(cid),
            "channel": {k: v for k, v in channel.items() if k not in ("recipient", "members")},
            "app_permissions": str(self.fake.app_permissions), "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if in_guild:
            payload.update(
                guild_id=str(guild_id), guild_locale=self.guild_locale, context=0,
                authorizing_integration_owners={"0": str(guild_id)},
                member={"user": user_payload, "roles": [str(r) for r in user.roles],
                        "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False, "mute": False, "flags": 0,
                        "pending": False, "nick": None, "avatar": None, "permissions": str(user.permissions)},
            )
        else:
            payload.update(user=user_payload, context=1, authorizing_integration_owners={"1": str(user.id)})
        if message is not None:
            payload["message"] = message.payload()
        record = Interaction(iid, token, kind, user.id, cid, guild_id, fake.now(),
                             source_message_id=message.id if message else None)
        return payload, record

    # ------------------------------------------------------------------ slash commands
    def _command(self, path: list[str]) -> dict[str, Any]:
        for cmd in self.fake.commands.get("global", []):
            if cmd["name"] == path[0]:
                return cmd
        raise LookupError(f"no synced command /{path[0]}")

    async def slash(self, user: User, command: str, *, channel_id: int | None = None,
                    expect_response: bool = True, **options: Any) -> Interaction:
        """Run `/command sub ...` with keyword options (users as `User`)."""
        payload, record = self.slash_payload(user, command, channel_id=channel_id, **options)
        return await self._inject(payload, record, expect_response=expect_response)

    def slash_payload(self, user: User, command: str, *, channel_id: int | None = None, focused: str | None = None,
                      **options: Any) -> tuple[dict[str, Any], Interaction]:
        """The gateway payload of `/command sub ...` (or, with `focused`, of typing that option: autocomplete).
        A user option takes a `User` or a member's id."""
        path = command.split()
        root = self._command(path)
        node = root
        nested: list[dict[str, Any]] = []
        container = nested
        for name in path[1:]:
            node = next(o for o in node.get("options", []) if o["name"] == name)
            entry: dict[str, Any] = {"type": node["type"], "name": name, "options": []}
            container.append(entry)
            container = entry["options"]
        resolved: dict[str, Any] = {"users": {}, "members": {}, "channels": {}, "roles": {}}
        for name, value in options.items():
            spec = next((o for o in node.get("options", []) if o["name"] == name), None)
            if spec is None:
                raise LookupError(f"/{command} has no option {name!r}")
            if isinstance(value, User) or (spec["type"] == USER_OPTION and str(value).isdigit()):
                member_id = value.id if isinstance(value, User) else int(value)
                if member_id not in self.fake.users:
                    raise LookupError(f"no member {member_id}")
                resolved["users"][str(member_id)] = self.fake.users[member_id]
                resolved["members"][str(member_id)] = {"roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                                                      "deaf": False, "mute": False, "flags": 0,
                                                      "permissions": "0", "nick": None, "avatar": None}
                value = str(member_id)
            elif spec["type"] == CHANNEL_OPTION and value in self.fake.channels:
                channel = self.fake.channels[value]
                resolved["channels"][str(value)] = {**channel, "permissions": str(user.permissions)}
                value = str(value)
            elif spec["type"] == ROLE_OPTION:  # a role of the server, by its id
                resolved["roles"][str(value)] = {"id": str(value), "name": f"role {value}", "color": 0,
                                                 "hoist": False, "position": 1, "permissions": "0",
                                                 "managed": False, "mentionable": True, "flags": 0}
                value = str(value)
            entry = {"type": spec["type"], "name": name, "value": value}
            if name == focused:
                entry["focused"] = True
            container.append(entry)
        data = {"id": root["id"], "name": root["name"], "type": 1, "options": nested}
        if any(resolved.values()):
            data["resolved"] = {k: v for k, v in resolved.items() if v}
        return self._base_payload(user, 2 if focused is None else 4, data, channel_id=channel_id, message=None)

    # ------------------------------------------------------------------ components
    def _find(self, message: Message | None, *, label: str | None, custom_id: str | None,
              component_type: int, channel_id: int | None) -> tuple[Message, dict[str, Any]]:
        msg = message or self.fake.last_public(channel_id)
        for comp in msg.all_components():
            if comp.get("type") != component_type:
                continue
            if custom_id is not None and comp.get("custom_id") == custom_id:
                return msg, comp
            if label is not None and (comp.get("label") == label or comp.get("placeholder") == label):
                return msg, comp
            if label is None and custom_id is None:
                return msg, comp
        raise LookupError(f"no component {label or custom_id!r} on message {msg.id}: {msg.labels()}")

    async def click(self, user: User, label: str | None = None, *, message: Message | None = None,
                    custom_id: str | None = None, channel_id: int | None = None,
                    expect_response: bool = True) -> Interaction:
        """Click a button (by label or custom_id) on `message` (default: the channel's last public one)."""
        msg, comp = self._find(message, label=label, custom_id=custom_id, component_type=2, channel_id=channel_id)
        data = {"custom_id": comp["custom_id"], "component_type": 2}
        payload, record = self._base_payload(user, 3, data, channel_id=msg.channel_id, message=msg)
        return await self._inject(payload, record, expect_response=expect_response)

    async def click_raw(self, user: User, custom_id: str, *, message: Message, values: list[str] | None = None,
                        expect_response: bool = True) -> Interaction:
        """A component interaction whatever `message` shows now: a member clicking a button of a message
        as it looked before an edit reached them, or a forged client sending any custom_id."""
        payload, record = self.component_payload(user, custom_id, message=message, values=values)
        return await self._inject(payload, record, expect_response=expect_response)

    def component_payload(self, user: User, custom_id: str, *, message: Message,
                          values: list[str] | None = None) -> tuple[dict[str, Any], Interaction]:
        """The gateway payload of clicking a button (or, with `values`, choosing in a select) on `message`."""
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
        if values is not None:
            data["values"] = values
        return self._base_payload(user, 3, data, channel_id=message.channel_id, message=message)

    async def select(self, user: User, values: list[str], *, placeholder: str | None = None,
                     message: Message | None = None, custom_id: str | None = None) -> Interaction:
        msg, comp = self._find(message, label=placeholder, custom_id=custom_id, component_type=3, channel_id=None)
        data = {"custom_id": comp["custom_id"], "component_type": 3, "values": values}
        payload, record = self._base_payload(user, 3, data, channel_id=msg.channel_id, message=msg)
        return await self._inject(payload, record, expect_response=True)

    async def submit(self, user: User, opened: Interaction, fields: dict[str, str]) -> Interaction:
        """Submit the modal that interaction `opened` answered with."""
        payload, record = self.modal_payload(user, opened, fields)
        return await self._inject(payload, record, expect_response=True)

    def modal_payload(self, user: User, opened: Interaction,
                      fields: dict[str, str]) -> tuple[dict[str, Any], Interaction]:
        """The gateway payload of submitting the modal that interaction `opened` answered with."""
        assert opened.modal is not None, "that interaction did not open a modal"
        rows = [{"type": 1, "components": [{"type": 4, "custom_id": k, "value": v}]} for k, v in fields.items()]
        data = {"custom_id": opened.modal["custom_id"], "components": rows}
        msg = self.fake.messages.get(opened.source_message_id) if opened.source_message_id else None
        return self._base_payload(user, 5, data, channel_id=opened.channel_id, message=msg)

    # ------------------------------------------------------------------ reading replies
    def reply(self, itx: Interaction) -> Message:
        """The message an interaction's response created or updated."""
        assert itx.original_id is not None, "the interaction has no response message"
        return self.fake.messages[itx.original_id]

    def last_private(self, user: User) -> Message:
        msgs = self.fake.ephemerals_for(user.id)
        if not msgs:
            raise LookupError(f"{user.name} has no private message")
        return msgs[-1]
