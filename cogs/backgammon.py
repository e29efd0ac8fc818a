"""/backgammon: open games (against people or the computer), ratings, the leaderboard and export."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.games.backgammon import computer, game
from bot.games.backgammon.kind import BackgammonKind
from bot.i18n import LOCALES, t
from bot.i18n.translator import cmd_text

MODE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=cmd_text(f"bg.choice.{m}"), value=m) for m in game.MODES
]
LENGTH_CHOICES: list[app_commands.Choice[int]] = [app_commands.Choice(name=str(n), value=n) for n in (3, 5, 9)]


def level_named(text: str, locale: str) -> computer.Level | None:
    """The level a client sent: its value from the list, or a level's name typed in any language."""
    wanted = " ".join(text.split()).casefold()
    if text in computer.LEVELS:
        return computer.LEVELS[text]
    for lv in computer.LEVELS.values():
        names = {lv.name.casefold(), *(t(f"bg.level.{lv.name}", loc).casefold() for loc in (locale, *LOCALES))}
        if wanted in names:
            return lv
    return None


class BackgammonCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("bg.cmd.name"), description=cmd_text("bg.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @group.command(name=cmd_text("bg.cmd.new.name"), description=cmd_text("bg.cmd.new.desc"))
    @app_commands.rename(mode=cmd_text("bg.cmd.mode.name"), length=cmd_text("bg.cmd.length.name"),
                         opponent=cmd_text("bg.cmd.opponent.name"), max_rating=cmd_text("bg.cmd.cap.name"),
                         stake=cmd_text("bg.cmd.stake.name"))
    @app_commands.describe(mode=cmd_text("bg.cmd.mode.desc"), length=cmd_text("bg.cmd.length.desc"),
                           opponent=cmd_text("bg.cmd.opponent.desc"), max_rating=cmd_text("bg.cmd.cap.desc"),
                           stake=cmd_text("bg.cmd.stake.desc"))
    @app_commands.choices(  # type: ignore[misc]  # one decorator, choices of two types
        mode=MODE_CHOICES,
        length=LENGTH_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        mode: str = "single",
        length: int = 5,
        opponent: discord.User | None = None,
        max_rating: app_commands.Range[int, 1000, 3000] | None = None,
        stake: app_commands.Range[int, 1, 1_000_000] | None = None,
    ) -> None:
        options: dict[str, Any] = {"mode": mode}
        if mode == "match":
            options["length"] = length
        if max_rating is not None:
            options["max_rating"] = max_rating
        if stake:
            options["stake"] = stake
            options["fee"] = self.bot.settings.house_fee_percent
        await self.bot.service.open_game(interaction, "backgammon", options, opponent=opponent)

    @group.command(name=cmd_text("bg.cmd.bot.name"), description=cmd_text("bg.cmd.bot.desc"))
    @app_commands.rename(level=cmd_text("bg.cmd.level.name"), mode=cmd_text("bg.cmd.mode.name"),
                         length=cmd_text("bg.cmd.length.name"), max_rating=cmd_text("bg.cmd.cap.name"),
                         clock=cmd_text("bg.cmd.clock.name"))
    @app_commands.describe(level=cmd_text("bg.cmd.level.desc"), mode=cmd_text("bg.cmd.mode.desc"),
                           length=cmd_text("bg.cmd.length.desc"), max_rating=cmd_text("bg.cmd.cap.desc"),
                           clock=cmd_text("bg.cmd.clock.desc"))
    @app_commands.choices(  # type: ignore[misc]  # one decorator, choices of two types
        mode=MODE_CHOICES,
        length=LENGTH_CHOICES,
    )
    async def versus_computer(
        self,
        interaction: discord.Interaction[Any],
        level: str,
        mode: str = "single",
        length: int = 5,
        max_rating: app_commands.Range[int, 1000, 3000] | None = None,
        clock: bool = False,
    ) -> None:
        locale = await self.bot.service.locale_for(interaction)
        chosen = level_named(level, locale)
        allowed = computer.levels_up_to(max_rating)
        if chosen is None:  # typed instead of picked from the list: say which levels there are
            names = ", ".join(f"{t(f'bg.level.{lv.name}', locale)} ({lv.rating})"
                              for lv in allowed or computer.LEVELS.values())
            await interaction.response.send_message(t("bg.err.no_level", locale, levels=names), ephemeral=True)
            return
        if chosen not in allowed:
            await interaction.response.send_message(t("bg.err.level_over_cap", locale), ephemeral=True)
            return
        options: dict[str, Any] = {"mode": mode, "computer": chosen.name}
        if clock:
            options["clock"] = True
        if mode == "match":
            options["length"] = length
        name = t("bg.computer_name", locale, level=t(f"bg.level.{chosen.name}", locale))
        await self.bot.service.open_game(interaction, "backgammon", options, computers=((chosen.name, name),))

    @versus_computer.autocomplete("level")
    async def level_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        locale = await self.bot.service.locale_for(interaction)
        cap = getattr(interaction.namespace, "max_rating", None)
        choices = []
        for lv in computer.levels_up_to(cap):
            label = f"{t(f'bg.level.{lv.name}', locale)} ({lv.rating})"
            if current.lower() in label.lower() or current.lower() in lv.name:
                choices.append(app_commands.Choice(name=label, value=lv.name))
        return choices[:25]

    @group.command(name=cmd_text("bg.cmd.rating.name"), description=cmd_text("bg.cmd.rating.desc"))
    @app_commands.rename(user=cmd_text("bg.cmd.user.name"))
    @app_commands.describe(user=cmd_text("bg.cmd.user.desc"))
    async def rating(self, interaction: discord.Interaction[Any], user: discord.User | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        who = user or interaction.user
        r = await self.bot.ratings.get(who.id, "backgammon")
        text = t("bg.rating_line", locale, who=who.mention, rating=f"{r.rating:.1f}", experience=r.experience,
                 games=r.games)
        await interaction.response.send_message(text, ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())

    @group.command(name=cmd_text("bg.cmd.leaderboard.name"), description=cmd_text("bg.cmd.leaderboard.desc"))
    @app_commands.rename(scope=cmd_text("bg.cmd.scope.name"))
    @app_commands.describe(scope=cmd_text("bg.cmd.scope.desc"))
    @app_commands.choices(scope=[app_commands.Choice(name=cmd_text("bg.scope.server"), value="server"),
                                 app_commands.Choice(name=cmd_text("bg.scope.everyone"), value="everyone")])
    async def leaderboard(self, interaction: discord.Interaction[Any], scope: str = "server") -> None:
        locale = await self.bot.service.locale_for(interaction)
        members = None
        if scope == "server" and interaction.guild_id is not None:
            members = await self.bot.ratings.guild_players(interaction.guild_id, "backgammon")
        top = await self.bot.ratings.top("backgammon", 10, user_ids=members)
        lines = [f"{i + 1}. <@{r.user_id}> **{r.rating:.1f}** ({r.games})" for i, r in enumerate(top)]
        embed = discord.Embed(title=t("bg.leaderboard", locale, scope=t(f"bg.scope.{scope}", locale)),
                              description="\n".join(lines) or t("bg.leaderboard_empty", locale), colour=0x2B6CB0)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @group.command(name=cmd_text("bg.cmd.export.name"), description=cmd_text("bg.cmd.export.desc"))
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        record = await self.bot.games_store.latest_for(interaction.user.id, interaction.channel_id, kind="backgammon")
        if record is None or record.state is None:
            await interaction.response.send_message(t("bg.err.no_game", locale), ephemeral=True)
            return
        kind = self.bot.registry.get("backgammon")
        assert isinstance(kind, BackgammonKind)
        state = kind.load(record.state["data"], int(record.state.get("schema", 1)))
        data = kind.export(self.bot.service.context(record), state)
        await interaction.response.send_message(
            t("bg.export_ready", locale), ephemeral=True,
            file=discord.File(io.BytesIO(data), filename=f"backgammon-{record.id}.mat"),
        )


async def setup(bot: GameBot) -> None:
    bot.registry.register(BackgammonKind())
    await bot.add_cog(BackgammonCog(bot))
