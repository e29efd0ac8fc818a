"""/cyberpunk new: open a game of Cyberpunk TCG with any shipped deck (a quick game: a retail deck's demo)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.framework import pace_options
from bot.games.cyberpunk.cards import SHIPPED
from bot.games.cyberpunk.kind import QUICK, CyberpunkKind
from bot.i18n import t
from bot.i18n.translator import cmd_text

DECK_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=cmd_text(f"cp.cmd.deck.{key}"), value=key) for key in (*SHIPPED, "random")
]


class CyberpunkCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("cp.cmd.name"), description=cmd_text("cp.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @group.command(name=cmd_text("cp.cmd.new.name"), description=cmd_text("cp.cmd.new.desc"))
    @pace_options.options
    @app_commands.rename(opponent=cmd_text("cp.cmd.opponent.name"), computer=cmd_text("cp.cmd.computer.name"),
                         deck=cmd_text("cp.cmd.deck.name"), quick=cmd_text("cp.cmd.quick.name"),
                         turn_seconds=cmd_text("cp.cmd.timeout.name"), react_seconds=cmd_text("cp.cmd.react.name"))
    @app_commands.describe(opponent=cmd_text("cp.cmd.opponent.desc"), computer=cmd_text("cp.cmd.computer.desc"),
                           deck=cmd_text("cp.cmd.deck.desc"), quick=cmd_text("cp.cmd.quick.desc"),
                           turn_seconds=cmd_text("cp.cmd.timeout.desc"), react_seconds=cmd_text("cp.cmd.react.desc"))
    @app_commands.choices(deck=DECK_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.User | None = None,
        computer: bool = False,
        deck: str | None = None,
        quick: bool = QUICK.default,
        turn_seconds: app_commands.Range[int, 30, 900] | None = None,
        react_seconds: app_commands.Range[int, 15, 300] | None = None,
        pace: str = "live",
        move_time: int | None = None,
    ) -> None:
        locale = await self.bot.service.locale_for(interaction)
        options: dict[str, Any] = {QUICK.name: quick}
        if react_seconds is not None:  # unset: the game's newcomer-friendly default
            options["react_seconds"] = react_seconds
        if deck in (*SHIPPED, "random"):  # a forged value: the deck is asked at the table
            options["deck"] = deck
        if turn_seconds is not None:  # unset: the server's default (/config turn_time), else the game's
            options["turn_seconds"] = turn_seconds
        options = pace_options.with_pace(options, pace, move_time)
        bots = (("standard", t("cp.computer_name", locale)),) if computer else ()
        await self.bot.service.opening.open_game(interaction, "cyberpunk", options,
                                                 opponent=None if computer else opponent, computers=bots)


async def setup(bot: GameBot) -> None:
    bot.registry.register(CyberpunkKind())
    await bot.add_cog(CyberpunkCog(bot))
