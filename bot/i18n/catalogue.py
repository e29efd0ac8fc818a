"""The message catalogue. Framework text lives in `bot.i18n.strings`; each game registers its own."""

from __future__ import annotations

import string
from collections.abc import Mapping

LOCALES = ("en", "tr", "ru")


class MissingTranslation(KeyError):
    pass


class Catalogue:
    def __init__(self) -> None:
        self._entries: dict[str, dict[str, str]] = {}

    def register(self, entries: Mapping[str, Mapping[str, str]]) -> None:
        """Add entries {key: {"en": ..., "tr": ..., "ru": ...}}. Every locale is required."""
        for key, texts in entries.items():
            missing = [loc for loc in LOCALES if not texts.get(loc)]
            if missing:
                raise MissingTranslation(f"{key}: no text for {', '.join(missing)}")
            existing = self._entries.get(key)
            if existing is not None and existing != dict(texts):
                raise ValueError(f"catalogue key registered twice with different text: {key}")
            self._entries[key] = dict(texts)

    def __contains__(self, key: str) -> bool:
        return key in self._entries

    def keys(self) -> list[str]:
        return sorted(self._entries)

    def entry(self, key: str) -> dict[str, str]:
        return self._entries[key]

    def get(self, key: str, locale: str = "en", /, **params: object) -> str:
        texts = self._entries.get(key)
        if texts is None:
            raise MissingTranslation(key)
        text = texts.get(locale) or texts["en"]
        return text.format(**params) if params else text

    @staticmethod
    def placeholders(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}


CATALOGUE = Catalogue()


def t(key: str, locale: str = "en", /, **params: object) -> str:
    return CATALOGUE.get(key, locale, **params)


def _load_framework_strings() -> None:
    from bot.i18n.strings import STRINGS

    CATALOGUE.register(STRINGS)


_load_framework_strings()
