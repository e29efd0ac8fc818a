"""The message catalogue. Framework text lives in `bot.i18n.strings`; each game registers its own.

A message is a format string, or — where a number changes the words — its CLDR plural forms, chosen by
Babel's plural rules for the language:

    "bg.ev.won": {
        "en": {"count": "points", "one": "{who} wins {points} point.", "other": "{who} wins {points} points."},
        "ru": {"count": "points", "one": "… {points} очко.", "few": "… {points} очка.", "many": "… {points} очков.",
               "other": "… {points} очка."},
        "tr": "{who} {points} puan kazandı.",
    }

Every form of a language's plural rule must be given (English: one, other; Russian: one, few, many,
other; Turkish needs none after a number). Turkish case endings after a number follow the number's
spoken last word: `{value:dat}` writes "2'ye", "3'e", "6'ya" (also `loc`, `abl`, `acc`, `gen`).
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from babel import Locale

from bot.engine.locales import LOCALES as LOCALES  # the catalogue is written in exactly these

Text = str | Mapping[str, str]  # a message, or its plural forms plus "count" (the parameter they follow)


class MissingTranslation(KeyError):
    pass


@lru_cache(maxsize=8)
def plural_forms(locale: str) -> frozenset[str]:
    """The CLDR plural categories a language distinguishes (always including "other")."""
    return frozenset(Locale.parse(locale).plural_form.tags) | {"other"}


@lru_cache(maxsize=512)
def plural_form(locale: str, count: float) -> str:
    return str(Locale.parse(locale).plural_form(count))


# Turkish: the spoken last word of a number decides its suffix (vowel harmony, buffer letters, t/d).
_UNITS = ("sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz")
_TENS = ("", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan")
_BIG = ((10**9, "milyar"), (10**6, "milyon"), (1000, "bin"), (100, "yüz"))
_BACK, _FRONT = set("aıou"), set("eiöü")
_VOICELESS = set("çfhkpsşt")


def _last_word(n: int) -> str:
    n = abs(n)
    if n % 10 or n == 0:
        return _UNITS[n % 10]
    if n % 100:
        return _TENS[(n % 100) // 10]
    for size, word in _BIG:
        if n % size == 0:
            return word
    return "yüz"


def turkish_suffix(number: int, case: str) -> str:
    """"2'ye", "3'te", "6'dan", "4'ü", "10'un": a number with a Turkish case ending."""
    word = _last_word(number)
    vowel = next(ch for ch in reversed(word) if ch in _BACK | _FRONT)
    back = vowel in _BACK
    rounded = vowel in "ouöü"
    ends_vowel = word[-1] in _BACK | _FRONT
    hard = word[-1] in _VOICELESS
    narrow = ("u" if rounded else "ı") if back else ("ü" if rounded else "i")
    if case == "dat":
        ending = ("y" if ends_vowel else "") + ("a" if back else "e")
    elif case in ("loc", "abl"):
        ending = ("t" if hard else "d") + ("a" if back else "e") + ("n" if case == "abl" else "")
    elif case == "acc":
        ending = ("y" if ends_vowel else "") + narrow
    elif case == "gen":
        ending = ("n" if ends_vowel else "") + narrow + "n"
    else:
        raise ValueError(f"unknown Turkish case {case!r}")
    return f"{number}'{ending}"


_CASES = frozenset(("dat", "loc", "abl", "acc", "gen"))  # the endings `turkish_suffix` writes


class _Formatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in _CASES:
            try:
                return turkish_suffix(int(value), format_spec)
            except (TypeError, ValueError):
                return str(value)
        return str(super().format_field(value, format_spec))


_FORMATTER = _Formatter()


@functools.lru_cache(maxsize=8192)
def _needs_cases(template: str) -> bool:
    """Whether `template` asks for a Turkish case ending ("{n:dat}"); the others go to `str.format` (in C)."""
    return any(spec in _CASES for _, _, spec, _ in string.Formatter().parse(template) if spec)


def format_text(template: str, params: Mapping[str, object]) -> str:
    return _FORMATTER.vformat(template, (), params) if _needs_cases(template) else template.format_map(params)

# Slash commands as each language's client shows them: "chips balance" -> {"tr": "fiş bakiye", ...}. Filled
# from the bot's command tree when it starts (bot.i18n.translator.learn_commands).
COMMAND_NAMES: dict[str, dict[str, str]] = {}
_COMMAND = re.compile(r"`/([^`\n]+)`")


def localise_commands(text: str, locale: str) -> str:
    """Name every `/command sub` in `text` as a client in `locale` shows it (options stay as written)."""
    if locale == "en" or not COMMAND_NAMES or "`/" not in text:
        return text

    def name(match: re.Match[str]) -> str:
        words = match.group(1).split(" ")
        for size in range(len(words), 0, -1):
            local = COMMAND_NAMES.get(" ".join(words[:size]), {}).get(locale)
            if local is not None:
                return "`/" + " ".join([local, *words[size:]]) + "`"
        return match.group(0)

    return _COMMAND.sub(name, text)


def plural(count: str, **forms: str) -> dict[str, str]:
    """A plural message: its forms by CLDR category, following the parameter `count`. Russian "other"
    (fractions) reads like "few", which it defaults to."""
    if "other" not in forms and "few" in forms:
        forms["other"] = forms["few"]
    return {"count": count, **forms}


class Catalogue:
    def __init__(self) -> None:
        self._entries: dict[str, dict[str, Text]] = {}

    def register(self, entries: Mapping[str, Mapping[str, Text]]) -> None:
        """Add entries {key: {"en": ..., "tr": ..., "ru": ...}}. Every locale is required, and a plural
        message has every form its language's plural rule distinguishes."""
        for key, texts in entries.items():
            missing = [loc for loc in LOCALES if not texts.get(loc)]
            if missing:
                raise MissingTranslation(f"{key}: no text for {', '.join(missing)}")
            for loc in LOCALES:
                text = texts[loc]
                if not isinstance(text, str):
                    forms = set(text) - {"count"}
                    if "count" not in text or forms != plural_forms(loc):
                        raise ValueError(f"{key} ({loc}): plural forms {sorted(forms)}, "
                                         f"the language needs {sorted(plural_forms(loc))} and a count")
            existing = self._entries.get(key)
            if existing is not None and existing != dict(texts):
                raise ValueError(f"catalogue key registered twice with different text: {key}")
            self._entries[key] = dict(texts)

    def __contains__(self, key: str) -> bool:
        return key in self._entries

    def keys(self) -> list[str]:
        return sorted(self._entries)

    def entry(self, key: str) -> dict[str, Text]:
        return self._entries[key]

    def get(self, key: str, locale: str = "en", /, **params: object) -> str:
        texts = self._entries.get(key)
        if texts is None:
            raise MissingTranslation(key)
        if locale not in texts:
            locale = "en"
        text = texts[locale]
        if not isinstance(text, str):
            count = params.get(text["count"], 0)
            try:  # 2 and 2.0 differ for CLDR (visible decimals): whole numbers are counted as integers
                number = float(count)  # type: ignore[arg-type]
                form = plural_form(locale, abs(int(number)) if number.is_integer() else abs(number))
            except (TypeError, ValueError):
                form = "other"
            text = text.get(form) or text["other"]
        text = format_text(text, params) if params else text
        return localise_commands(text, locale)

    @staticmethod
    def placeholders(text: Text) -> set[str]:
        """Every parameter a message uses (a plural message: all its forms, and its count)."""
        if isinstance(text, str):
            return {name for _, name, _, _ in string.Formatter().parse(text) if name}
        names = {text["count"]}
        for form, variant in text.items():
            if form != "count":
                names |= Catalogue.placeholders(variant)
        return names


CATALOGUE = Catalogue()


def t(key: str, locale: str = "en", /, **params: object) -> str:
    return CATALOGUE.get(key, locale, **params)


def _load_framework_strings() -> None:
    from bot.i18n.strings import STRINGS

    CATALOGUE.register(STRINGS)


_load_framework_strings()
