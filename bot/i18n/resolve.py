"""Choosing a locale: the user's preference, then their Discord client, then the server, then default."""

from __future__ import annotations

from bot.i18n.catalogue import LOCALES


def normalise(discord_locale: object | None) -> str | None:
    """Map a Discord locale value ('en-US', 'tr', 'ru', Locale.turkish...) onto ours, or None."""
    if discord_locale is None:
        return None
    raw = str(getattr(discord_locale, "value", discord_locale)).lower()
    lang = raw.split("-")[0]
    return lang if lang in LOCALES else None


def pick_locale(
    preference: str | None,
    user_locale: object | None,
    guild_locale: object | None,
    default: str = "en",
) -> str:
    for candidate in (preference, normalise(user_locale), normalise(guild_locale)):
        if candidate in LOCALES:
            return candidate
    return default if default in LOCALES else "en"
