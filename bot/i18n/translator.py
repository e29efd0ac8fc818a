"""Localises slash-command names and descriptions from the catalogue."""

from __future__ import annotations

from discord import Locale, app_commands

from bot.i18n.catalogue import CATALOGUE, COMMAND_NAMES, LOCALES
from bot.i18n.resolve import normalise


class CatalogueTranslator(app_commands.Translator):
    """A `locale_str` with extra `key=` is looked up in the catalogue; others stay as written."""

    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        lang = normalise(locale)
        if not key or lang is None or lang == "en" or key not in CATALOGUE:
            return None
        return CATALOGUE.get(key, lang)


def cmd_text(key: str) -> app_commands.locale_str:
    """English text of `key`, marked for translation."""
    return app_commands.locale_str(CATALOGUE.get(key, "en"), key=key)


def learn_commands(tree: app_commands.CommandTree) -> None:
    """Remember how each language's client names every command, so text that mentions a command can
    name it the way the reader sees it."""

    def walk(command: app_commands.Command | app_commands.Group,  # type: ignore[type-arg]
             english: str, local: dict[str, str]) -> None:
        key = str(getattr(getattr(command, "_locale_name", None), "extras", {}).get("key") or "")
        path = f"{english} {command.name}".strip()
        names = {loc: f"{local.get(loc, '')} {CATALOGUE.get(key, loc) if key in CATALOGUE else command.name}".strip()
                 for loc in LOCALES if loc != "en"}
        COMMAND_NAMES[path] = names
        for child in getattr(command, "commands", ()):
            walk(child, path, names)

    for command in tree.get_commands():
        if isinstance(command, app_commands.Command | app_commands.Group):
            walk(command, "", {})
