"""/zero new: open a game of Knowing Zero; /zero dispute: the author's die roll for a rules question."""

from __future__ import annotations

import secrets
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.framework import pace_options
from bot.games.zero.kind import DRAW_COUNT, HAND, ROUNDS, SCORE, ZeroKind
from bot.i18n import t
from bot.i18n.translator import cmd_text


def roll_off() -> tuple[int, int, int]:
    """A die each until they differ: (first die, second die, ties rolled again)."""
    ties = 0
    while True:
        a, b = secrets.randbelow(6) + 1, secrets.randbelow(6) + 1
        if a != b:
            return a, b, ties
        ties += 1


class ZeroCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("zk.cmd.name"), description=cmd_text("zk.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @group.command(name=cmd_text("zk.cmd.new.name"), description=cmd_text("zk.cmd.new.desc"))
    @pace_options.options
    @app_commands.rename(opponent=cmd_text("zk.cmd.opponent.name"), computer=cmd_text("zk.cmd.computer.name"),
                         score=cmd_text("zk.cmd.score.name"), turn_seconds=cmd_text("zk.cmd.timeout.name"),
                         hand=cmd_text("zk.cmd.hand.name"), draw=cmd_text("zk.cmd.draw.name"),
                         rounds=cmd_text("zk.cmd.rounds.name"))
    @app_commands.describe(opponent=cmd_text("zk.cmd.opponent.desc"), computer=cmd_text("zk.cmd.computer.desc"),
                           score=cmd_text("zk.cmd.score.desc"), turn_seconds=cmd_text("zk.cmd.timeout.desc"),
                           hand=cmd_text("zk.cmd.hand.desc"), draw=cmd_text("zk.cmd.draw.desc"),
                           rounds=cmd_text("zk.cmd.rounds.desc"))
    async def new(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.User | None = None,
        computer: bool = False,
        score: app_commands.Range[int, SCORE.low, SCORE.high] = SCORE.default,
        turn_seconds: app_commands.Range[int, 30, 900] | None = None,
        hand: app_commands.Range[int, HAND.low, HAND.high] = HAND.default,
        draw: app_commands.Range[int, DRAW_COUNT.low, DRAW_COUNT.high] = DRAW_COUNT.default,
        rounds: app_commands.Range[int, ROUNDS.low, ROUNDS.high] = ROUNDS.default,
        pace: str = "live",
        move_time: int | None = None,
    ) -> None:
        locale = await self.bot.service.locale_for(interaction)
        options: dict[str, Any] = {"score": score, "hand": hand, "draw": draw, "rounds": rounds}
        if turn_seconds is not None:  # unset: the server's default (/config turn_time), else the game's
            options["turn_seconds"] = turn_seconds
        elif computer:  # against the computer nobody waits: no clock unless the opener asks for one
            options["turn_seconds"] = 0
        options = pace_options.with_pace(options, pace, move_time)
        bots = (("standard", t("zk.computer_name", locale)),) if computer else ()
        await self.bot.service.opening.open_game(interaction, "zero", options,
                                                 opponent=None if computer else opponent, computers=bots)

    @group.command(name=cmd_text("zk.cmd.dispute.name"), description=cmd_text("zk.cmd.dispute.desc"))
    @app_commands.rename(other=cmd_text("zk.cmd.other.name"))
    @app_commands.describe(other=cmd_text("zk.cmd.other.desc"))
    async def dispute(self, interaction: discord.Interaction[Any], other: discord.User) -> None:
        locale = await self.bot.service.locale_for(interaction)
        if other.id == interaction.user.id:
            await interaction.response.send_message(t("zk.dispute_self", locale), ephemeral=True)
            return
        a, b, ties = roll_off()
        me, them = interaction.user.display_name, other.display_name
        text = t("zk.dispute", locale, a=me, x=a, b=them, y=b, winner=me if a > b else them)
        if ties:
            text += " " + t("zk.dispute_rerolls", locale, n=ties)
        await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())


async def setup(bot: GameBot) -> None:
    bot.registry.register(ZeroKind())
    await bot.add_cog(ZeroCog(bot))
