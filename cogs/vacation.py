"""/vacation start days: and /vacation end: a member away pauses the clocks of their correspondence games."""

from __future__ import annotations

import math
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import bot.i18n.correspondence  # noqa: F401  (registers the texts)
from bot.client import GameBot
from bot.framework.vacations import vacation_changed
from bot.i18n import t
from bot.i18n.translator import cmd_text
from bot.storage.guilds import GuildSettings

MAX_DAYS = 90


class VacationCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("cmd.vacation.name"), description=cmd_text("cmd.vacation.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def _allowance(self, interaction: discord.Interaction[Any]) -> int:
        """The yearly allowance of the server the command is used in (the default one in a DM)."""
        if interaction.guild_id is None:
            return GuildSettings(0).vacation_days
        return (await self.bot.guild_settings.get(interaction.guild_id)).vacation_days

    @group.command(name=cmd_text("cmd.vacation.start.name"), description=cmd_text("cmd.vacation.start.desc"))
    @app_commands.rename(days=cmd_text("cmd.vacation.days.name"))
    @app_commands.describe(days=cmd_text("cmd.vacation.days.desc"))
    async def start(self, interaction: discord.Interaction[Any], days: app_commands.Range[int, 1, MAX_DAYS]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        user_id, now = interaction.user.id, self.bot.clock()
        store = self.bot.vacations
        current = await store.current(user_id, now)
        if current is not None:
            await interaction.response.send_message(t("vacation.already", locale, until=int(current.ends)),
                                                    ephemeral=True)
            return
        allowance = await self._allowance(interaction)
        if allowance <= 0:
            await interaction.response.send_message(t("vacation.off_here", locale), ephemeral=True)
            return
        left = max(0, math.floor(allowance - await store.days_used(user_id, now) + 1e-6))
        if days > left:
            await interaction.response.send_message(t("vacation.over_allowance", locale, left=left,
                                                      allowance=allowance), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # each game's board is brought up to date
        vacation = await store.start(user_id, now, days)
        paused = await vacation_changed(self.bot.service, user_id)
        await interaction.followup.send(t("vacation.started", locale, until=int(vacation.ends), paused=paused,
                                          left=left - days, allowance=allowance), ephemeral=True)

    @group.command(name=cmd_text("cmd.vacation.end.name"), description=cmd_text("cmd.vacation.end.desc"))
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        ended = await self.bot.vacations.end(interaction.user.id, self.bot.clock())
        if ended is None:
            await interaction.response.send_message(t("vacation.none", locale), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await vacation_changed(self.bot.service, interaction.user.id)
        await interaction.followup.send(t("vacation.ended", locale), ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(VacationCog(bot))
