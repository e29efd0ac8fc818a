"""Shared commands: /games, /abort, /history, /replay, /help and /settings (each member's own)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.framework import pace
from bot.framework.help_pages import help_message
from bot.framework.mirrors import surface_of
from bot.framework.replay_view import replay_command
from bot.i18n import CATALOGUE, t
from bot.i18n.translator import cmd_text
from bot.storage.games import GameRecord


class Core(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    settings = app_commands.Group(name=cmd_text("cmd.settings.name"), description=cmd_text("cmd.settings.desc"))

    @app_commands.command(name=cmd_text("cmd.games.name"), description=cmd_text("cmd.games.desc"))
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        """Your lobbies and games: those waiting for your decision first (soonest clock first), then the others."""
        locale = await self.bot.service.locale_for(interaction)
        games = await self.bot.games_store.for_user(interaction.user.id)
        if not games:
            await interaction.response.send_message(t("games.none", locale), ephemeral=True)
            return
        rows = [self._line(game, interaction.user.id, locale) for game in games]
        rows.sort(key=lambda row: row[0])
        embed = discord.Embed(title=t("games.title", locale), description="\n".join(line for _, line in rows)[:4096],
                              colour=0x2B6CB0)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    def _line(self, game: GameRecord, user_id: int, locale: str) -> tuple[tuple[int, float, int], str]:
        """A game's line in /games, and where it sorts: yours to decide, then the others; the soonest clock first."""
        known = game.kind in self.bot.registry
        name = t(self.bot.registry.get(game.kind).title_key, locale) if known else game.kind
        status = t(f"status.{game.status}", locale)
        mine = False
        if known and game.status == "running":
            whose = self._whose_move(game, user_id, locale)
            if whose is not None:
                status, mine = whose
        details = [status]
        seconds = pace.move_seconds(game.options)
        if seconds is not None:
            details.append(t("games.correspondence", locale, clock=pace.duration_text(seconds, locale)))
        held = game.flags.paused
        if game.status == "running" and held is not None:
            details.append(t("games.paused", locale, until=int(held.until)))
        elif game.status == "running" and game.next_deadline is not None:
            details.append(t("games.clock", locale, ends=int(game.next_deadline)))
        link = self.bot.publisher.link(surface_of(game, user_id))  # across servers: their own side
        line = t("games.line", locale, game=name, id=game.id, status=" · ".join(details), link=link)
        return (0 if mine else 1, game.next_deadline or float("inf"), game.id), line

    def _whose_move(self, game: GameRecord, user_id: int, locale: str) -> tuple[str, bool] | None:
        """Who the running game waits for and what they must decide, as its player reads it in /games; True if it is
        the player themself."""
        service = self.bot.service
        kind = self.bot.registry.get(game.kind)
        state = service.state_of(kind, game)
        if state is None:
            return None
        seats = sorted(service.awaited_seats(game, kind, state))
        if not seats:
            return None
        what = sorted({f"decide.{game.kind}.{d.kind}" for d in service.decisions(kind, state)
                       if d.awaited and d.seat in seats})
        doing = ", ".join(t(key, locale) for key in what if key in CATALOGUE)
        if game.seat_of(user_id) in seats:
            who = t("status.your_move", locale)
            return (t("games.what", locale, who=who, what=doing) if doing else who), True
        names = ", ".join(f"<@{info.user_id}>" if info.user_id is not None and not info.computer else (info.name or "?")
                          for info in game.seats if info.seat in seats)
        who = t("status.waiting_for", locale, who=names)
        return (t("games.what", locale, who=who, what=doing) if doing else who), False

    @app_commands.command(name=cmd_text("cmd.abort.name"), description=cmd_text("cmd.abort.desc"))
    @app_commands.rename(force=cmd_text("cmd.abort.force.name"), game=cmd_text("cmd.history.game.name"))
    @app_commands.describe(force=cmd_text("cmd.abort.force.desc"), game=cmd_text("cmd.abort.game.desc"))
    async def abort(self, interaction: discord.Interaction[Any], force: bool = False,
                    game: app_commands.Range[int, 1, 2**62] | None = None) -> None:
        if force or game is not None:
            await self.bot.service.aborts.force(interaction, game)
        else:
            await self.bot.service.aborts.vote(interaction)

    @app_commands.command(name=cmd_text("cmd.history.name"), description=cmd_text("cmd.history.desc"))
    @app_commands.describe(game=cmd_text("cmd.history.game.desc"))
    @app_commands.rename(game=cmd_text("cmd.history.game.name"))
    async def history(self, interaction: discord.Interaction[Any],
                      game: app_commands.Range[int, 1, 2**62] | None = None) -> None:
        await self.bot.service.history.command(interaction, game)

    @app_commands.command(name=cmd_text("cmd.replay.name"), description=cmd_text("cmd.replay.desc"))
    @app_commands.describe(game=cmd_text("cmd.replay.game.desc"))
    @app_commands.rename(game=cmd_text("cmd.history.game.name"))
    async def replay(self, interaction: discord.Interaction[Any],
                     game: app_commands.Range[int, 1, 2**62] | None = None) -> None:
        await replay_command(self.bot.service, interaction, game)

    @app_commands.command(name=cmd_text("cmd.help.name"), description=cmd_text("cmd.help.desc"))
    @app_commands.describe(game=cmd_text("cmd.help.game"))
    @app_commands.rename(game=cmd_text("cmd.help.game.name"))
    async def help(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        registry = self.bot.registry
        if game is None:
            names = ", ".join(f"**{t(registry.get(n).title_key, locale)}** (`/{n}`)" for n in registry.names())
            embed = discord.Embed(title=t("help.title", locale), colour=0x2B6CB0,
                                  description=t("help.overview", locale, games=names or "—"))
        elif game in registry:
            await interaction.response.send_message(ephemeral=True, **help_message(self.bot, game, 0, locale))
            return
        else:
            await interaction.response.send_message(t("help.unknown", locale, game=game[:50]), ephemeral=True)
            return
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @help.autocomplete("game")
    async def help_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        locale = await self.bot.service.locale_for(interaction)
        choices = []
        for name in self.bot.registry.names():
            label = t(self.bot.registry.get(name).title_key, locale)
            if current.lower() in (name + label.lower()):
                choices.append(app_commands.Choice(name=label, value=name))
        return choices[:25]

    @settings.command(name=cmd_text("cmd.settings.language.name"), description=cmd_text("cmd.settings.language.desc"))
    @app_commands.describe(language=cmd_text("cmd.settings.language.arg"))
    @app_commands.rename(language=cmd_text("cmd.settings.language.name"))
    @app_commands.choices(
        language=[
            app_commands.Choice(name="English", value="en"),
            app_commands.Choice(name="Türkçe", value="tr"),
            app_commands.Choice(name="Русский", value="ru"),
            app_commands.Choice(name=cmd_text("cmd.settings.language.auto"), value="auto"),
        ]
    )
    async def language(self, interaction: discord.Interaction[Any], language: app_commands.Choice[str]) -> None:
        value = None if language.value == "auto" else language.value
        await self.bot.prefs.set_locale(interaction.user.id, value)
        locale = await self.bot.service.locale_for(interaction)
        await interaction.response.send_message(t("settings.language.set", locale), ephemeral=True)

    @settings.command(name=cmd_text("cmd.settings.dms.name"), description=cmd_text("cmd.settings.dms.desc"))
    @app_commands.describe(enabled=cmd_text("cmd.settings.dms.arg"))
    @app_commands.rename(enabled=cmd_text("cmd.enabled.name"))
    async def dms(self, interaction: discord.Interaction[Any], enabled: bool) -> None:
        await self.bot.prefs.set_dms(interaction.user.id, enabled)
        locale = await self.bot.service.locale_for(interaction)
        key = "settings.dms.on" if enabled else "settings.dms.off"
        await interaction.response.send_message(t(key, locale), ephemeral=True)

    @settings.command(name=cmd_text("cmd.settings.turn_dm.name"), description=cmd_text("cmd.settings.turn_dm.desc"))
    @app_commands.describe(enabled=cmd_text("cmd.settings.dms.arg"))
    @app_commands.rename(enabled=cmd_text("cmd.enabled.name"))
    async def turn_dm(self, interaction: discord.Interaction[Any], enabled: bool) -> None:
        await self.bot.prefs.set_turn_dm(interaction.user.id, enabled)
        locale = await self.bot.service.locale_for(interaction)
        key = "settings.turn_dm.on" if enabled else "settings.turn_dm.off"
        await interaction.response.send_message(t(key, locale), ephemeral=True)


    @settings.command(name=cmd_text("cmd.settings.confirm.name"), description=cmd_text("cmd.settings.confirm.desc"))
    @app_commands.describe(enabled=cmd_text("cmd.settings.dms.arg"))
    @app_commands.rename(enabled=cmd_text("cmd.enabled.name"))
    async def confirm_moves(self, interaction: discord.Interaction[Any], enabled: bool) -> None:
        await self.bot.prefs.set_confirm_moves(interaction.user.id, enabled)
        locale = await self.bot.service.locale_for(interaction)
        key = "settings.confirm.on" if enabled else "settings.confirm.off"
        await interaction.response.send_message(t(key, locale), ephemeral=True)

async def setup(bot: GameBot) -> None:
    await bot.add_cog(Core(bot))
