"""/digest on|off: a daily DM, at an hour of the member's own clock, listing the correspondence games that wait for
them (bot.framework.digest); nothing is sent on a day when none does."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.framework.digest import build_digest, zone_choices
from bot.i18n import CATALOGUE, t
from bot.i18n.digest import STRINGS
from bot.i18n.translator import cmd_text
from bot.storage.digests import Digest, DigestStore, UnknownTimezone

CATALOGUE.register(STRINGS)

BATCH = 100  # digests sent in one look; more due ones go in the next look, a second later
LOOK_S = 60.0  # the longest the loop sleeps: a digest set meanwhile is at most this late
log = logging.getLogger(__name__)


class DigestCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("cmd.digest.name"), description=cmd_text("cmd.digest.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = DigestStore(bot.db)
        self._sender: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        # DMs are shard 0's, and one process sends each member's digest: the one that holds shard 0
        if self.bot.shards_owned.owns(None):
            self._sender = asyncio.create_task(self._send_forever())

    async def cog_unload(self) -> None:
        if self._sender is not None:
            self._sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sender

    async def _send_forever(self) -> None:
        while True:  # the first look comes at once: a digest whose hour passed while the bot was down goes now
            try:
                delay = await self.look()
            except Exception:
                log.exception("could not send the daily digests")
                delay = LOOK_S
            await asyncio.sleep(delay)

    async def look(self) -> float:
        """Send the digests due now; the seconds until the next one is due (at most LOOK_S, at least one)."""
        await self.run_due()
        upcoming = await self.store.next_at()
        if upcoming is None:
            return LOOK_S
        return min(LOOK_S, max(1.0, upcoming - self.bot.clock()))

    async def run_due(self) -> int:
        """Send the digests due now (up to BATCH), each at most once for its member's local day; how many were sent."""
        if not self.bot.shards_owned.owns(None):
            return 0
        sent = 0
        with self.bot.inflight.busy():
            now = self.bot.clock()
            for digest in await self.store.due(now, BATCH):
                try:
                    sent += await self._send(digest, now)
                except Exception:
                    log.exception("could not send member %s their digest", digest.user_id)
        return sent

    async def _send(self, digest: Digest, now: float) -> int:
        # claimed before it is sent: a crash in between loses that day's digest rather than ever sending it twice
        if await self.store.claim(digest, now) is None:
            return 0
        text = await build_digest(self.bot, digest.user_id)
        if text is None:
            return 0
        await self.bot.publisher.notify(digest.user_id, text)  # closed DMs: remembered, and skipped until tomorrow
        return 1

    # --- /digest on | off -------------------------------------------------------------------------------------------
    @group.command(name=cmd_text("cmd.digest.on.name"), description=cmd_text("cmd.digest.on.desc"))
    @app_commands.rename(hour=cmd_text("cmd.digest.hour.name"), timezone=cmd_text("cmd.digest.timezone.name"))
    @app_commands.describe(hour=cmd_text("cmd.digest.hour.desc"), timezone=cmd_text("cmd.digest.timezone.desc"))
    async def on(self, interaction: discord.Interaction[Any], hour: app_commands.Range[int, 0, 23],
                 timezone: app_commands.Range[str, None, 64]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        try:
            digest = await self.store.set(interaction.user.id, hour, timezone, self.bot.clock())
        except UnknownTimezone:
            await interaction.response.send_message(t("dg.bad_zone", locale, zone=timezone), ephemeral=True,
                                                    allowed_mentions=discord.AllowedMentions.none())
            return
        text = t("dg.on", locale, hour=digest.hour, zone=digest.timezone, next=int(digest.next_at))
        if (await self.bot.prefs.get(interaction.user.id)).dm_blocked:
            text += "\n" + t("dg.dms_closed", locale)
        await interaction.response.send_message(text, ephemeral=True)

    @on.autocomplete("timezone")
    async def _zones(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=name, value=name) for name in zone_choices(current)]

    @group.command(name=cmd_text("cmd.digest.off.name"), description=cmd_text("cmd.digest.off.desc"))
    async def off(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        cleared = await self.store.clear(interaction.user.id)
        await interaction.response.send_message(t("dg.off" if cleared else "dg.off.none", locale), ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(DigestCog(bot))
