"""Localisation: one catalogue of user-facing text in English, Turkish and Russian."""

from bot.i18n.catalogue import CATALOGUE, LOCALES, Catalogue, plural, t
from bot.i18n.resolve import pick_locale

__all__ = ["CATALOGUE", "LOCALES", "Catalogue", "pick_locale", "plural", "t"]
