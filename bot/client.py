"""The bot: wires storage, the game framework and the cogs together in `setup_hook`."""

from __future__ import annotations

import hashlib
import importlib
import json
import logging
import math
import pkgutil
import re
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.framework.activity import ActivityTracker
from bot.framework.collector import Refreezer
from bot.framework.components import GameButton, GameSelect, modal_fields
from bot.framework.custom_ids import ComponentId
from bot.framework.help_pages import HELP_PATTERN, HelpPage
from bot.framework.invalid_requests import InvalidRequests
from bot.framework.publisher import Publisher
from bot.framework.registry import GameRegistry
from bot.framework.replies import Responder
from bot.framework.service import GameService
from bot.framework.services import Services
from bot.framework.shards import Shards
from bot.framework.threads import PrivateThreads
from bot.framework.timers import DeadlineScheduler
from bot.i18n.translator import CatalogueTranslator, learn_commands
from bot.render.pool import Renderer
from bot.storage.chips import ChipStore
from bot.storage.db import connect_database
from bot.storage.decks import DeckStore
from bot.storage.games import GameStore
from bot.storage.guilds import GuildStore
from bot.storage.prefs import PrefStore
from bot.storage.ratings import RatingStore
from bot.storage.vacations import VacationStore

log = logging.getLogger("bot")


def discover_cogs() -> list[str]:
    package = importlib.import_module("cogs")
    return [f"cogs.{m.name}" for m in pkgutil.iter_modules(package.__path__) if not m.name.startswith("_")]


class CommandRefused(app_commands.CheckFailure):
    """A command refused before it runs; `key` is the catalogue text the member gets privately."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key, self.params = key, params


class BadOption(CommandRefused):
    """A command option outside what the command declares (a forged or stale client sent it)."""

    def __init__(self, name: str, low: object = None, high: object = None) -> None:
        if low is not None and high is not None:
            super().__init__("err.bad_option_range", option=name, low=low, high=high)
        else:
            super().__init__("err.bad_option", option=name)


def check_options(interaction: discord.Interaction[Any]) -> None:
    """Re-validate every option against its declared type, range, length and choices: Discord's client
    enforces them, but nothing a client sends is trusted."""
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return
    numeric = {discord.AppCommandOptionType.integer: (int,), discord.AppCommandOptionType.number: (int, float)}
    for param in command.parameters:
        value = getattr(interaction.namespace, param.display_name, None)
        if value is None:
            continue
        name = param.display_name
        if param.type in numeric:
            if isinstance(value, bool) or not isinstance(value, numeric[param.type]) \
                    or (isinstance(value, float) and not math.isfinite(value)):
                raise BadOption(name, param.min_value, param.max_value)
            if (param.min_value is not None and value < param.min_value) \
                    or (param.max_value is not None and value > param.max_value):
                raise BadOption(name, param.min_value, param.max_value)
        elif param.type is discord.AppCommandOptionType.string:
            # for a string, the declared min and max are lengths
            if not isinstance(value, str) or (param.max_value is not None and len(value) > param.max_value) \
                    or (param.min_value is not None and len(value) < param.min_value):
                raise BadOption(name)
        if param.choices and value not in {choice.value for choice in param.choices}:
            raise BadOption(name)


class TimedTree(app_commands.CommandTree["GameBot"]):
    """Stamps each command interaction so its completion can be logged with its handling time, and
    refuses options the command does not allow."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        interaction.extras["started"] = time.perf_counter()
        check_options(interaction)
        return True

    async def _call(self, interaction: discord.Interaction[Any]) -> None:
        # a command still answering (a picture drawn after its deferral) is work in flight, as a click is: a
        # shutdown waits for it, and so does the harness's settle
        with self.client.inflight.busy():
            await super()._call(interaction)


class GameBot(commands.AutoShardedBot):
    def __init__(
        self,
        settings: Settings,
        *,
        extensions: Sequence[str] | None = None,
        extra_extensions: Sequence[str] = (),
        clock: Callable[[], float] = time.time,
        sync_commands: bool = True,
        **kwargs: Any,
    ) -> None:
        intents = discord.Intents.default()
        intents.typing = False
        intents.presences = False
        discord.VoiceClient.warn_nacl = False  # the bot has no voice: no warnings about voice libraries
        if hasattr(discord.VoiceClient, "warn_dave"):
            discord.VoiceClient.warn_dave = False
        # nobody is notified unless a message names them in its own allowed_mentions (turn pings, challenges)
        kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
        self.shards_owned = Shards(settings.shard_count, settings.shard_ids)
        if settings.shard_count is not None:  # else discord.py asks Discord how many shards to run
            kwargs.setdefault("shard_count", settings.shard_count)
            kwargs.setdefault("shard_ids", list(settings.shard_ids) if settings.shard_ids is not None else None)
        self.invalid_requests = InvalidRequests()
        kwargs.setdefault("http_trace", self.invalid_requests.trace)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         tree_cls=TimedTree, **kwargs)
        self.settings = settings
        self.extensions_to_load = list(extensions if extensions is not None else discover_cogs())
        self.extensions_to_load += list(extra_extensions)
        self.clock = clock
        self.sync_commands = sync_commands
        self.inflight = ActivityTracker()
        self.db = connect_database(url=settings.database_url, path=settings.database_path)
        self.games_store = GameStore(self.db, self.shards_owned)
        self.prefs = PrefStore(self.db)
        self.ratings = RatingStore(self.db)
        self.chips = ChipStore(self.db, settings.starting_chips, settings.daily_chips, settings.house_fee_percent)
        self.registry = GameRegistry()
        self.publisher = Publisher(self, self.games_store, self.prefs, clock)
        self.guild_settings = GuildStore(self.db)
        self.decks = DeckStore(self.db)
        self.vacations = VacationStore(self.db)
        self.services = Services(self.games_store, self.prefs, self.ratings, self.chips, self.guild_settings,
                                 self.decks, self.vacations)
        self.renderer = Renderer(settings.render_processes)
        self.scheduler = DeadlineScheduler(self.games_store, self.db, self._deadline_due, clock)
        self.threads = PrivateThreads(self, self.guild_settings, self.shards_owned, clock)
        self.service = GameService(
            self, settings, self.games_store, self.prefs, self.registry, self.publisher, self.inflight,
            self.services, self.renderer, self.scheduler, self.threads, clock,
        )
        self.commands_synced: bool | None = None
        self.collector = Refreezer(settings.gc_refreeze_s)
        # forms that are not a game's: their custom_id's first word -> handler(interaction, custom_id, fields)
        self.modal_routes: dict[str, Callable[[discord.Interaction[Any], str, dict[str, str]], Awaitable[None]]] = {}

    async def _deadline_due(self, game_id: int) -> None:
        """A game's timer fired: the service's clockwork answers it."""
        await self.service.clockwork.on_deadline(game_id)

    async def setup_hook(self) -> None:
        await self.db.open()
        await self.prefs.start()
        await self.threads.start()
        await self.tree.set_translator(CatalogueTranslator())
        for name in self.extensions_to_load:
            await self.load_extension(name)
        self.add_dynamic_items(GameButton, GameSelect, HelpPage)
        learn_commands(self.tree)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        if self.sync_commands and self.shards_owned.owns(None):  # one process syncs: the one with shard 0
            self.commands_synced = await self.sync_if_changed()
        self.service.spawn(self.renderer.start())  # workers warm up while the bot restores its games
        self.publisher.restore_pings(await self.games_store.take_pings())
        await self.scheduler.start()
        self.service.spawn(self._resume())
        self.collector.start()
        log.info("ready: %d game kinds, %d extensions", len(self.registry.names()), len(self.extensions))

    async def _resume(self) -> None:
        """Computer and ghost turns left waiting by the last run go on (in the background)."""
        with self.inflight.busy():
            try:
                count = await self.service.clockwork.resume()
            except Exception:
                log.exception("could not resume computer turns")
                return
        if count:
            log.info("resumed %d computer turns", count)

    async def close(self) -> None:
        await self.collector.stop()
        await self.scheduler.stop()
        await self.service.close()
        try:
            await self.games_store.save_pings(self.publisher.outstanding_pings())
        except Exception:  # a stop must go on: at worst the next run leaves one old ping in a channel
            log.exception("could not keep the games' last pings")
        await self.db.close()
        await self.renderer.close()
        await super().close()

    # ------------------------------------------------------------------ command sync
    async def command_payload(self, guild: discord.abc.Snowflake | None) -> list[dict[str, Any]]:
        translator = self.tree.translator
        payload = []
        for cmd_type in discord.AppCommandType:
            for command in self.tree.get_commands(guild=guild, type=cmd_type):
                if translator is not None:
                    payload.append(await command.get_translated_payload(self.tree, translator))
                else:
                    payload.append(command.to_dict(self.tree))
        return payload

    async def sync_if_changed(self) -> bool:
        """Sync application commands only when their definition changed since the last sync."""
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        payload = await self.command_payload(guild)
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        key = f"commands_hash:{self.application_id}:{guild.id if guild else 'global'}"
        if await self.db.get_meta(key) == digest:
            log.info("application commands unchanged; not syncing")
            return False
        await self.tree.sync(guild=guild)
        await self.db.set_meta(key, digest)
        log.info("synced %d application commands (%s)", len(payload), "guild" if guild else "global")
        return True

    # ------------------------------------------------------------------ boards deleted by moderators
    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        self.service.spawn(self.service.boards.on_message_deleted(payload.message_id))

    async def on_raw_bulk_message_delete(self, payload: discord.RawBulkMessageDeleteEvent) -> None:
        for message_id in payload.message_ids:
            self.service.spawn(self.service.boards.on_message_deleted(message_id))

    # ------------------------------------------------------------------ routing and errors
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Modal submissions are routed by custom_id, so forms opened before a restart still work. A click
        on a component the message no longer shows (it was edited while the member clicked, or a forged
        client sent it) is dropped by discord.py's dispatcher without an answer: it is routed here, so the
        member gets the current view privately instead of "This interaction failed"."""
        data: Any = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        route = self.modal_routes.get(custom_id.split(":", 1)[0])
        if interaction.type is discord.InteractionType.modal_submit and route is not None:
            try:
                await route(interaction, custom_id, modal_fields(data))
            except Exception:
                error_id = secrets.token_hex(4)
                log.exception("error %s handling form %s for user %s", error_id, custom_id[:40],
                              interaction.user.id)
                from bot.i18n import t

                locale = await self.service.locale_for(interaction)
                await Responder(interaction).private(t("err.internal", locale, error_id=error_id))
            return
        cid = ComponentId.parse(custom_id)
        page = re.fullmatch(HELP_PATTERN, custom_id) if cid is None else None
        if page is not None:  # a page of /help: its own dynamic item answers it, when the message shows it
            if interaction.type is discord.InteractionType.component and not _shows(interaction.message, custom_id):
                await HelpPage.of(page).callback(interaction)
            return
        if cid is None:
            if interaction.type in (discord.InteractionType.component, discord.InteractionType.modal_submit):
                # no control of ours has this id (a forged or mangled one): say so instead of leaving it unanswered
                from bot.i18n import t

                locale = await self.service.locale_for(interaction)
                await Responder(interaction).private(t("err.not_available", locale))
                log.info("interaction game=- user=%s action=? outcome=malformed_id", interaction.user.id)
            return
        if interaction.type is discord.InteractionType.modal_submit and custom_id.startswith("m:"):
            await self.service.interactions.on_component(interaction, cid, fields=modal_fields(data))
        elif interaction.type is discord.InteractionType.component and not _shows(interaction.message, custom_id):
            values = tuple(str(v) for v in data.get("values", ()))
            await self.service.interactions.on_component(interaction, cid, values=values)

    async def on_app_command_completion(
        self, interaction: discord.Interaction[Any], command: app_commands.Command[Any, ..., Any] | Any
    ) -> None:
        started = interaction.extras.get("started", time.perf_counter())
        logging.getLogger("bot.interactions").info(
            "interaction game=- user=%s action=/%s outcome=done ms=%.1f",
            interaction.user.id, command.qualified_name, (time.perf_counter() - started) * 1000,
        )

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        from bot.i18n import t

        locale = await self.service.locale_for(interaction)
        if isinstance(error, CommandRefused):
            text = t(error.key, locale, **error.params)
        elif isinstance(error, app_commands.CheckFailure):
            text = t("err.command_check", locale)
        else:
            import secrets

            error_id = secrets.token_hex(4)
            log.error("error %s in /%s", error_id, interaction.command.qualified_name if interaction.command else "?",
                      exc_info=error)
            text = t("err.internal", locale, error_id=error_id)
        await Responder(interaction).private(text)


def _shows(message: discord.Message | None, custom_id: str) -> bool:
    """Whether the message carries a component with this custom_id (discord.py dispatches only those)."""
    if message is None:
        return False
    stack: list[Any] = list(message.components)
    while stack:
        component = stack.pop()
        if getattr(component, "custom_id", None) == custom_id:
            return True
        stack.extend(getattr(component, "children", ()))
    return False
