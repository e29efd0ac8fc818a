"""/deck: players' own deck lists for the card games that accept them (import, export, list, delete)."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cards.decklists import DeckFormat, Problem, clean_name, export, parse
from bot.cards.decks import DeckList
from bot.client import GameBot
from bot.framework.kinds import AnyKind
from bot.i18n import t
from bot.i18n.translator import cmd_text
from bot.storage.decks import MAX_DECKS

MODAL_PREFIX = "deck"
MAX_PROBLEMS = 10
MAX_MESSAGE = 2000
SHIPPED = "shipped:"  # an autocomplete value naming a deck that comes with the game, not one of the member's


class DeckImport(discord.ui.Modal):
    """The list is pasted here; the submission is routed by custom_id (`GameBot.on_interaction`), so a
    form opened before a restart is still read after it."""

    def __init__(self, kind: str, name: str, locale: str) -> None:
        super().__init__(title=t("deck.form.title", locale, name=name)[:45],
                         custom_id=f"{MODAL_PREFIX}:{kind}:{name}"[:100], timeout=None)
        self.add_item(discord.ui.TextInput(label=t("deck.form.label", locale)[:45], custom_id="list",
                                           style=discord.TextStyle.paragraph, max_length=4000,
                                           placeholder=t("deck.form.placeholder", locale)[:100]))

    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        return None  # handled by the bot's on_interaction router


def describe(problem: Problem, fmt: DeckFormat, locale: str) -> str:
    key, params = problem
    shown = dict(params)
    if "card" in shown:
        shown["card"] = fmt.label(str(shown["card"]), locale)
    return t(key, locale, **shown)


def shipped_label(deck: DeckList, locale: str) -> str:
    return deck.name.get(locale) or deck.name.get("en") or deck.id


class Decks(commands.Cog):
    group = app_commands.Group(name=cmd_text("deck.cmd.name"), description=cmd_text("deck.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        bot.modal_routes[MODAL_PREFIX] = self.on_import

    def _kind(self, name: str) -> AnyKind | None:
        if name not in self.bot.registry:
            return None
        kind = self.bot.registry.get(name)
        return kind if kind.deck_format is not None else None

    async def _games(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        locale = await self.bot.service.locale_for(interaction)
        out = []
        for name in self.bot.registry.names():
            kind = self.bot.registry.get(name)
            label = t(kind.title_key, locale)
            if kind.deck_format is not None and current.casefold() in f"{name} {label}".casefold():
                out.append(app_commands.Choice(name=label, value=name))
        return out[:25]

    @group.command(name=cmd_text("deck.cmd.import.name"), description=cmd_text("deck.cmd.import.desc"))
    @app_commands.rename(game=cmd_text("deck.cmd.game.name"), name=cmd_text("deck.cmd.deck.name"))
    @app_commands.describe(game=cmd_text("deck.cmd.game.desc"), name=cmd_text("deck.cmd.deck.desc"))
    async def import_(self, interaction: discord.Interaction[Any], game: str,
                      name: app_commands.Range[str, 1, 40]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        cleaned = clean_name(name)
        if self._kind(game) is None:
            await interaction.response.send_message(t("deck.no_game", locale, game=game[:40]), ephemeral=True)
        elif not cleaned:
            await interaction.response.send_message(t("deck.bad_name", locale), ephemeral=True)
        else:
            await interaction.response.send_modal(DeckImport(game, cleaned, locale))

    async def on_import(self, interaction: discord.Interaction[Any], custom_id: str, fields: dict[str, str]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        _prefix, kind_name, name = [*custom_id.split(":", 2), "", ""][:3]
        kind = self._kind(kind_name)
        name = clean_name(name)
        if kind is None or kind.deck_format is None or not name:
            await interaction.response.send_message(t("deck.no_game", locale, game=kind_name[:40]), ephemeral=True)
            return
        cards, problems = parse(fields.get("list", ""), kind.deck_format)
        if problems:
            lines = [describe(p, kind.deck_format, locale) for p in problems[:MAX_PROBLEMS]]
            if len(problems) > MAX_PROBLEMS:
                lines.append(t("deck.more_problems", locale, n=len(problems) - MAX_PROBLEMS))
            text = t("deck.refused", locale, name=name) + "\n" + "\n".join(f"• {line}" for line in lines)
            await interaction.response.send_message(text[:2000], ephemeral=True)
            return
        if not await self.bot.decks.save(interaction.user.id, kind.name, name, cards):
            await interaction.response.send_message(t("deck.full", locale, most=MAX_DECKS), ephemeral=True)
            return
        await interaction.response.send_message(
            t("deck.saved", locale, name=name, n=sum(cards.values()), game=t(kind.title_key, locale)), ephemeral=True)

    def _format(self, kind_name: str) -> tuple[AnyKind, DeckFormat] | None:
        kind = self._kind(kind_name)
        if kind is None or kind.deck_format is None:
            return None
        return kind, kind.deck_format

    @group.command(name=cmd_text("deck.cmd.export.name"), description=cmd_text("deck.cmd.export.desc"))
    @app_commands.rename(game=cmd_text("deck.cmd.game.name"), name=cmd_text("deck.cmd.deck.name"))
    @app_commands.describe(game=cmd_text("deck.cmd.game.desc"), name=cmd_text("deck.cmd.export.deck.desc"))
    async def export_(self, interaction: discord.Interaction[Any], game: str,
                      name: app_commands.Range[str, 1, 100]) -> None:
        """A saved deck (or a shipped one) as the text its game's players paste: `/deck import` reads it back."""
        locale = await self.bot.service.locale_for(interaction)
        found = self._format(game)
        if found is None:
            await interaction.response.send_message(t("deck.no_game", locale, game=game[:40]), ephemeral=True)
            return
        kind, fmt = found
        deck = await self._deck(interaction.user.id, kind.name, fmt, name)
        if deck is None:
            await interaction.response.send_message(t("deck.not_found", locale, name=clean_name(name)),
                                                    ephemeral=True)
            return
        title, cards = deck
        text = export(cards, fmt, locale)
        heading = t("deck.export.title", locale, name=title, game=t(kind.title_key, locale))
        shown = f"{heading}\n```\n{text}\n```"
        if len(shown) <= MAX_MESSAGE and "```" not in text:
            await interaction.response.send_message(shown, ephemeral=True)
            return
        filename = f"{clean_name(title).replace(' ', '-') or 'deck'}.txt"
        note = t("deck.export.file", locale, name=title, game=t(kind.title_key, locale))
        await interaction.response.send_message(note, file=discord.File(io.BytesIO(text.encode()), filename=filename),
                                                ephemeral=True)

    async def _deck(self, user_id: int, kind: str, fmt: DeckFormat, name: str) -> tuple[str, dict[str, int]] | None:
        """The member's saved deck of that name, else the shipped deck the value or name means."""
        wanted = name.casefold().strip()
        for saved in await self.bot.decks.for_user(user_id, kind):
            if saved.name.casefold() == wanted or saved.key == name:
                return saved.name, dict(saved.cards)
        key = name.removeprefix(SHIPPED)
        for deck in fmt.shipped.values():
            if deck.id == key or wanted in {label.casefold() for label in deck.name.values()}:
                return shipped_label(deck, "en"), dict(deck.cards)
        return None

    @group.command(name=cmd_text("deck.cmd.list.name"), description=cmd_text("deck.cmd.list.desc"))
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        decks = await self.bot.decks.for_user(interaction.user.id)
        if not decks:
            await interaction.response.send_message(t("deck.none", locale), ephemeral=True)
            return
        lines = []
        for deck in decks:
            known = deck.kind in self.bot.registry
            title = t(self.bot.registry.get(deck.kind).title_key, locale) if known else deck.kind
            lines.append(t("deck.line", locale, game=title, name=deck.name, n=sum(deck.cards.values())))
        await interaction.response.send_message("\n".join(lines)[:2000], ephemeral=True)

    @group.command(name=cmd_text("deck.cmd.delete.name"), description=cmd_text("deck.cmd.delete.desc"))
    @app_commands.rename(game=cmd_text("deck.cmd.game.name"), name=cmd_text("deck.cmd.deck.name"))
    @app_commands.describe(game=cmd_text("deck.cmd.game.desc"), name=cmd_text("deck.cmd.deck.desc"))
    async def delete(self, interaction: discord.Interaction[Any], game: str, name: str) -> None:
        locale = await self.bot.service.locale_for(interaction)
        gone = await self.bot.decks.delete(interaction.user.id, game, name)
        key = "deck.deleted" if gone else "deck.not_found"
        await interaction.response.send_message(t(key, locale, name=clean_name(name)), ephemeral=True)

    @import_.autocomplete("game")
    async def _import_game(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        return await self._games(interaction, current)

    @export_.autocomplete("game")
    async def _export_game(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        return await self._games(interaction, current)

    @export_.autocomplete("name")
    async def _export_name(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        """The member's own decks of the chosen game, then the game's shipped ones."""
        locale = await self.bot.service.locale_for(interaction)
        game = str(getattr(interaction.namespace, "game", "") or "")
        found = self._format(game)
        if found is None:
            return []
        kind, fmt = found
        typed = current.casefold()
        out = [app_commands.Choice(name=d.name, value=d.name) for d in await self.bot.decks.for_user(
            interaction.user.id, kind.name) if typed in d.name.casefold()]
        for deck in fmt.shipped.values():
            label = t("deck.export.shipped", locale, name=shipped_label(deck, locale))
            if typed in label.casefold() or typed in deck.id:
                out.append(app_commands.Choice(name=label[:100], value=f"{SHIPPED}{deck.id}"))
        return out[:25]

    @delete.autocomplete("game")
    async def _delete_game(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        return await self._games(interaction, current)

    @delete.autocomplete("name")
    async def _delete_name(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        decks = await self.bot.decks.for_user(interaction.user.id)
        return [app_commands.Choice(name=d.name, value=d.name) for d in decks
                if current.casefold() in d.name.casefold()][:25]


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Decks(bot))
