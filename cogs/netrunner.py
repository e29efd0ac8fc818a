"""/netrunner new: open a game of Netrunner (System Gateway: the starter game or its booster step)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.framework import pace_options
from bot.games.netrunner.kind import STEP, NetrunnerKind
from bot.i18n import t
from bot.i18n.translator import cmd_text

SIDE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=cmd_text(f"nr.side.{key}"), value=key) for key in ("corp", "runner", "random")
]
STEP_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=cmd_text(f"nr.step.{key}"), value=key) for key in STEP.values
]


class NetrunnerCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("nr.cmd.name"), description=cmd_text("nr.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @group.command(name=cmd_text("nr.cmd.new.name"), description=cmd_text("nr.cmd.new.desc"))
    @pace_options.options
    @app_commands.rename(opponent=cmd_text("nr.cmd.opponent.name"), computer=cmd_text("nr.cmd.computer.name"),
                         side=cmd_text("nr.cmd.side.name"), step=cmd_text("nr.cmd.step.name"),
                         turn_seconds=cmd_text("nr.cmd.timeout.name"))
    @app_commands.describe(opponent=cmd_text("nr.cmd.opponent.desc"), computer=cmd_text("nr.cmd.computer.desc"),
                           side=cmd_text("nr.cmd.side.desc"), step=cmd_text("nr.cmd.step.desc"),
                           turn_seconds=cmd_text("nr.cmd.timeout.desc"))
    @app_commands.choices(side=SIDE_CHOICES, step=STEP_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.User | None = None,
        computer: bool = False,
        side: str = "random",
        step: str = STEP.default,
        turn_seconds: app_commands.Range[int, 30, 900] | None = None,
        pace: str = "live",
        move_time: int | None = None,
    ) -> None:
        locale = await self.bot.service.locale_for(interaction)
        options: dict[str, Any] = {"side": side if side in ("corp", "runner") else "random",
                                   STEP.name: STEP.clamp(step)}
        if turn_seconds is not None:
            options["turn_seconds"] = turn_seconds
        options = pace_options.with_pace(options, pace, move_time)
        bots = (("standard", t("nr.computer_name", locale)),) if computer else ()
        await self.bot.service.opening.open_game(interaction, "netrunner", options,
                                                 opponent=None if computer else opponent, computers=bots)


async def setup(bot: GameBot) -> None:
    bot.registry.register(NetrunnerKind())
    await bot.add_cog(NetrunnerCog(bot))
