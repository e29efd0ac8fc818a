"""/tweak new: open a game of TWEAK!."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.framework import pace_options
from bot.games.tweak.kind import CARD_BACKS, OTHER, RED, SEATS, TARGET, TWEAK_PTS, TweakKind
from bot.i18n import t
from bot.i18n.translator import cmd_text

BACKS_CHOICES = [app_commands.Choice(name=cmd_text(f"tw.cmd.backs.{b}"), value=b) for b in CARD_BACKS.values]


class TweakCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("tw.cmd.name"), description=cmd_text("tw.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @group.command(name=cmd_text("tw.cmd.new.name"), description=cmd_text("tw.cmd.new.desc"))
    @pace_options.options
    @app_commands.rename(seats=cmd_text("tw.cmd.seats.name"), target_score=cmd_text("tw.cmd.target.name"),
                         computers=cmd_text("tw.cmd.computers.name"), turn_seconds=cmd_text("tw.cmd.timeout.name"),
                         card_backs=cmd_text("tw.cmd.backs.name"), red_points=cmd_text("tw.cmd.red.name"),
                         other_points=cmd_text("tw.cmd.other.name"), tweak_points=cmd_text("tw.cmd.tweakpts.name"))
    @app_commands.describe(seats=cmd_text("tw.cmd.seats.desc"), target_score=cmd_text("tw.cmd.target.desc"),
                           computers=cmd_text("tw.cmd.computers.desc"), turn_seconds=cmd_text("tw.cmd.timeout.desc"),
                           card_backs=cmd_text("tw.cmd.backs.desc"), red_points=cmd_text("tw.cmd.red.desc"),
                           other_points=cmd_text("tw.cmd.other.desc"), tweak_points=cmd_text("tw.cmd.tweakpts.desc"))
    @app_commands.choices(card_backs=BACKS_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        seats: app_commands.Range[int, SEATS.low, SEATS.high] = SEATS.default,
        target_score: app_commands.Range[int, TARGET.low, TARGET.high] | None = None,
        computers: app_commands.Range[int, 0, SEATS.high - 1] = 0,
        turn_seconds: app_commands.Range[int, 15, 900] | None = None,
        card_backs: str = CARD_BACKS.default,
        red_points: app_commands.Range[int, RED.low, RED.high] = RED.default,
        other_points: app_commands.Range[int, OTHER.low, OTHER.high] = OTHER.default,
        tweak_points: app_commands.Range[int, TWEAK_PTS.low, TWEAK_PTS.high] = TWEAK_PTS.default,
        pace: str = "live",
        move_time: int | None = None,
    ) -> None:
        locale = await self.bot.service.locale_for(interaction)
        options: dict[str, Any] = {SEATS.name: seats, CARD_BACKS.name: card_backs, RED.name: red_points,
                                   OTHER.name: other_points, TWEAK_PTS.name: tweak_points}
        if turn_seconds is not None:  # unset: the server's default (/config turn_time), else the game's
            options["turn_seconds"] = turn_seconds
        elif computers >= seats - 1:  # one human against computers: nobody waits, so no clock unless asked for
            options["turn_seconds"] = 0
        if target_score:
            options[TARGET.name] = target_score
        bots = tuple(("standard", t("tw.computer_name", locale, n=i + 1)) for i in range(computers))
        options = pace_options.with_pace(options, pace, move_time)
        await self.bot.service.opening.open_game(interaction, "tweak", options, computers=bots)


async def setup(bot: GameBot) -> None:
    bot.registry.register(TweakKind())
    await bot.add_cog(TweakCog(bot))
