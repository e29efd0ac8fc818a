"""Localises slash-command names and descriptions from the catalogue."""

from __future__ import annotations

from discord import Locale, app_commands

from bot.i18n.catalogue import CATALOGUE
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
