"""/chips balance and /chips daily: the virtual chips staked games are played for."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.i18n import t
from bot.i18n.translator import cmd_text


class Chips(commands.Cog):
    group = app_commands.Group(name=cmd_text("cmd.chips.name"), description=cmd_text("cmd.chips.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @group.command(name=cmd_text("cmd.chips.balance.name"), description=cmd_text("cmd.chips.balance.desc"))
    async def balance(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        amount = await self.bot.chips.balance(interaction.user.id)
        await interaction.response.send_message(t("chips.balance", locale, balance=amount), ephemeral=True)

    @group.command(name=cmd_text("cmd.chips.daily.name"), description=cmd_text("cmd.chips.daily.desc"))
    async def daily(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        balance = await self.bot.chips.claim_daily(interaction.user.id, self.bot.clock())
        if balance is None:
            text = t("chips.daily_done", locale)
        else:
            text = t("chips.daily", locale, amount=self.bot.chips.daily, balance=balance)
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Chips(bot))
