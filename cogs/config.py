"""/config: a server's own rules for games (members with Manage Server only)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import bot.i18n.correspondence  # noqa: F401  (the vacation setting's texts)
from bot.client import CommandRefused, GameBot
from bot.i18n import t
from bot.i18n.translator import cmd_text
from bot.storage.guilds import GuildSettings
from bot.storage.queue import QueueStore

LANGUAGES = {"en": "English", "tr": "Türkçe", "ru": "Русский"}


class TextChannelId(app_commands.Transformer):
    """A text or announcement channel of the server, as its id (Discord's partial channel is enough: the
    bot need not have the channel cached)."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.channel

    @property
    def channel_types(self) -> list[discord.ChannelType]:
        return [discord.ChannelType.text, discord.ChannelType.news]

    async def transform(self, interaction: discord.Interaction[Any], value: Any) -> int:
        return int(value.id)


def describe(settings: GuildSettings, locale: str) -> str:
    """Every setting of a server, one line each, as `/config show` and every change answer them."""
    channels = ", ".join(f"<#{c}>" for c in settings.game_channels) or t("config.anywhere", locale)
    per_channel = str(settings.max_channel_games) if settings.max_channel_games else t("config.no_limit", locale)
    language = LANGUAGES.get(settings.language or "", t("config.language_players", locale))
    turn = t("config.seconds", locale, n=settings.turn_seconds) if settings.turn_seconds \
        else t("config.turn_game_default", locale)
    threads = t("config.on" if settings.private_threads else "config.off", locale)
    summary = t("config.summary", locale, channels=channels, lobbies=settings.max_lobbies, per_channel=per_channel,
                language=language, turn=turn, threads=threads)
    replays = t("config.replay_cards_on" if settings.replay_cards else "config.replay_cards_off", locale)
    organisers = t("config.organisers", locale, role=f"<@&{settings.tournament_role}>") \
        if settings.tournament_role else t("config.organisers_none", locale)
    across = t("config.cross_server_on" if settings.cross_server else "config.cross_server_off", locale)
    vacation = t("config.vacation_line", locale, n=settings.vacation_days)
    return "\n".join((summary, replays, organisers, across, vacation))


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class Config(commands.GroupCog, group_name=cmd_text("cmd.config.name"),
             group_description=cmd_text("cmd.config.desc")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        """Default permissions can be changed by a server's admins: the bot checks Manage Server itself."""
        if interaction.guild_id is None or not interaction.permissions.manage_guild:
            raise CommandRefused("err.manage_guild")
        return True

    async def _answer(self, interaction: discord.Interaction[Any], settings: GuildSettings, key: str,
                      **params: Any) -> None:
        locale = await self.bot.service.locale_for(interaction)
        text = t(key, locale, **params) + "\n\n" + describe(settings, locale)
        await interaction.response.send_message(text, ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name=cmd_text("cmd.config.show.name"), description=cmd_text("cmd.config.show.desc"))
    async def show(self, interaction: discord.Interaction[Any]) -> None:
        assert interaction.guild_id is not None
        await self._answer(interaction, await self.bot.guild_settings.get(interaction.guild_id), "config.title")

    @app_commands.command(name=cmd_text("cmd.config.channel.name"), description=cmd_text("cmd.config.channel.desc"))
    @app_commands.rename(channel=cmd_text("cmd.config.channel.arg"), allowed=cmd_text("cmd.config.allowed.name"))
    @app_commands.describe(channel=cmd_text("cmd.config.channel.arg_desc"),
                           allowed=cmd_text("cmd.config.allowed.desc"))
    async def channel(self, interaction: discord.Interaction[Any],
                      channel: app_commands.Transform[int, TextChannelId], allowed: bool) -> None:
        assert interaction.guild_id is not None
        current = await self.bot.guild_settings.get(interaction.guild_id)
        channels = [c for c in current.game_channels if c != channel] + ([channel] if allowed else [])
        settings = await self.bot.guild_settings.update(interaction.guild_id, game_channels=tuple(channels))
        await self._answer(interaction, settings, "config.channel_on" if allowed else "config.channel_off",
                           channel=f"<#{channel}>")

    @app_commands.command(name=cmd_text("cmd.config.limits.name"), description=cmd_text("cmd.config.limits.desc"))
    @app_commands.rename(lobbies=cmd_text("cmd.config.lobbies.name"),
                         per_channel=cmd_text("cmd.config.per_channel.name"))
    @app_commands.describe(lobbies=cmd_text("cmd.config.lobbies.desc"),
                           per_channel=cmd_text("cmd.config.per_channel.desc"))
    async def limits(self, interaction: discord.Interaction[Any], lobbies: app_commands.Range[int, 1, 25] | None = None,
                     per_channel: app_commands.Range[int, 0, 200] | None = None) -> None:
        assert interaction.guild_id is not None
        changes: dict[str, Any] = {}
        if lobbies is not None:
            changes["max_lobbies"] = lobbies
        if per_channel is not None:
            changes["max_channel_games"] = per_channel
        settings = await self.bot.guild_settings.update(interaction.guild_id, **changes)
        await self._answer(interaction, settings, "config.saved")

    @app_commands.command(name=cmd_text("cmd.config.language.name"), description=cmd_text("cmd.config.language.desc"))
    @app_commands.rename(language=cmd_text("cmd.settings.language.name"))
    @app_commands.describe(language=cmd_text("cmd.config.language.arg"))
    @app_commands.choices(language=[
        *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()),
        app_commands.Choice(name=cmd_text("cmd.config.language.players"), value="players"),
    ])
    async def language(self, interaction: discord.Interaction[Any], language: str) -> None:
        assert interaction.guild_id is not None
        settings = await self.bot.guild_settings.update(interaction.guild_id,
                                                        language=language if language in LANGUAGES else None)
        await self._answer(interaction, settings, "config.saved")

    @app_commands.command(name=cmd_text("cmd.config.turn.name"), description=cmd_text("cmd.config.turn.desc"))
    @app_commands.rename(seconds=cmd_text("cmd.config.seconds.name"))
    @app_commands.describe(seconds=cmd_text("cmd.config.seconds.desc"))
    async def turn_time(self, interaction: discord.Interaction[Any], seconds: app_commands.Range[int, 0, 900]) -> None:
        assert interaction.guild_id is not None
        settings = await self.bot.guild_settings.update(interaction.guild_id, turn_seconds=seconds or None)
        await self._answer(interaction, settings, "config.saved")

    @app_commands.command(name=cmd_text("cmd.settings.threads.name"),
                          description=cmd_text("cmd.settings.threads.desc"))
    @app_commands.describe(enabled=cmd_text("cmd.settings.dms.arg"))
    @app_commands.rename(enabled=cmd_text("cmd.enabled.name"))
    async def private_threads(self, interaction: discord.Interaction[Any], enabled: bool) -> None:
        assert interaction.guild_id is not None
        locale = await self.bot.service.locale_for(interaction)
        settings = await self.bot.guild_settings.update(interaction.guild_id, private_threads=enabled)
        text = t("settings.threads.on" if enabled else "settings.threads.off", locale)
        needed = ("create_private_threads", "send_messages_in_threads")
        missing = [p for p in needed if not getattr(interaction.app_permissions, p)]
        if enabled and missing:
            names = ", ".join(p.replace("_", " ").title() for p in missing)
            text += "\n" + t("settings.threads.missing", locale, permissions=names)
        await interaction.response.send_message(text + "\n\n" + describe(settings, locale), ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name=cmd_text("cmd.config.replay.name"), description=cmd_text("cmd.config.replay.desc"))
    @app_commands.describe(enabled=cmd_text("cmd.config.replay.arg"))
    @app_commands.rename(enabled=cmd_text("cmd.enabled.name"))
    async def replay_cards(self, interaction: discord.Interaction[Any], enabled: bool) -> None:
        assert interaction.guild_id is not None
        settings = await self.bot.guild_settings.update(interaction.guild_id, replay_cards=enabled)
        await self._answer(interaction, settings, "config.replay_on" if enabled else "config.replay_off")

    @app_commands.command(name=cmd_text("cmd.config.organisers.name"),
                          description=cmd_text("cmd.config.organisers.desc"))
    @app_commands.rename(role=cmd_text("cmd.config.organisers.role"))
    @app_commands.describe(role=cmd_text("cmd.config.organisers.role_desc"))
    async def organisers(self, interaction: discord.Interaction[Any], role: discord.Role | None = None) -> None:
        assert interaction.guild_id is not None
        settings = await self.bot.guild_settings.update(interaction.guild_id,
                                                        tournament_role=role.id if role is not None else None)
        await self._answer(interaction, settings, "config.organisers_set" if role is not None
                           else "config.organisers_cleared", role=role.mention if role is not None else "")

    @app_commands.command(name=cmd_text("cmd.config.cross.name"), description=cmd_text("cmd.config.cross.desc"))
    @app_commands.describe(enabled=cmd_text("cmd.config.cross.arg"))
    @app_commands.rename(enabled=cmd_text("cmd.enabled.name"))
    async def cross_server(self, interaction: discord.Interaction[Any], enabled: bool) -> None:
        assert interaction.guild_id is not None
        settings = await self.bot.guild_settings.update(interaction.guild_id, cross_server=enabled)
        await QueueStore(self.bot.db).set_cross(interaction.guild_id, enabled)  # entries already waiting too
        await self._answer(interaction, settings, "config.cross_on" if enabled else "config.cross_off")

    @app_commands.command(name=cmd_text("cmd.config.vacation.name"), description=cmd_text("config.vacation_days"))
    @app_commands.rename(days=cmd_text("cmd.vacation.days.name"))
    @app_commands.describe(days=cmd_text("config.vacation_days"))
    async def vacation_days(self, interaction: discord.Interaction[Any], days: app_commands.Range[int, 0, 90]) -> None:
        assert interaction.guild_id is not None
        settings = await self.bot.guild_settings.update(interaction.guild_id, vacation_days=days)
        await self._answer(interaction, settings, "config.saved")


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Config(bot))
