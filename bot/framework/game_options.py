"""A game's own options, declared once (`GameKind.option_specs`): each with its range and default, and the catalogue
key of its name in the slash command. The game's `start` reads them through `clamp` (whatever a client sent), its cog
takes its parameters' ranges and defaults from them, and `/tournament create` reads them from one line of text
("score=40 hand=7", "backs=shuffled", "quick=yes"), in the names the organiser's language gives them, checked the
same way."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.engine.values import number
from bot.i18n import LOCALES, t

OptionValue = bool | int | float | str | None  # what the players chose: each option is one plain value
OptionValues = Mapping[str, OptionValue]


class OptionRefused(ValueError):
    """A line of options that does not read: `key` and `params` say why, in the reader's language."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True)
class IntOption:
    name: str  # its key in the game's options
    low: int
    high: int
    default: int
    name_key: str  # the catalogue key of its name as the slash command shows it
    # a value besides the range meaning "not chosen: the game decides" (TWEAK!'s target score, by the table's size);
    # the command then leaves the option out, and `default` should be this value
    unset: int | None = None

    def clamp(self, value: object) -> int:
        """The value as the command allows it: out of range brought in, anything not a number the default."""
        if not isinstance(value, int | float) or isinstance(value, bool):
            return self.default
        if self.unset is not None and value == self.unset:
            return self.unset
        return min(self.high, max(self.low, int(value)))

    def describe(self, locale: str) -> str:
        return f"{t(self.name_key, locale)}={self.low}–{self.high}"


@dataclass(frozen=True)
class ChoiceOption:
    """An option that is one of a few named values (the command's choices; a line of options gives the value's
    name as the bot writes it: "backs=shuffled")."""

    name: str
    values: tuple[str, ...]
    default: str
    name_key: str

    def clamp(self, value: object) -> str:
        """The value as the command allows it: anything not one of the values, the default."""
        return value if isinstance(value, str) and value in self.values else self.default

    def describe(self, locale: str) -> str:
        return f"{t(self.name_key, locale)}={'|'.join(self.values)}"


@dataclass(frozen=True)
class BoolOption:
    """An option that is on or off (the command's True/False; a line of options says "quick=yes" or "quick=no")."""

    name: str
    default: bool
    name_key: str

    def clamp(self, value: object) -> bool:
        """The value as the command allows it: anything not a boolean, the default."""
        return value if isinstance(value, bool) else self.default

    def describe(self, locale: str) -> str:
        return f"{t(self.name_key, locale)}=yes|no"


YES = frozenset({"yes", "true", "on", "1"})
NO = frozenset({"no", "false", "off", "0"})
Option = IntOption | ChoiceOption | BoolOption


def clamp(specs: Iterable[IntOption], options: Mapping[str, object]) -> dict[str, int]:
    """Every declared option's value in `options` as the game may use it."""
    return {spec.name: spec.clamp(options.get(spec.name, spec.default)) for spec in specs}


def parse(specs: tuple[Option, ...], text: str) -> dict[str, int | str | bool]:
    """Options from a line such as "score=40 hand=7" (commas or spaces between them), each name as any of its
    languages says it. Refused, naming what is wrong: an unknown name, a value that is not a whole number in the
    option's range, an option given twice, or any option at all for a game that takes none."""
    out: dict[str, int | str | bool] = {}
    parts = [p for p in text.replace(",", " ").split() if p]
    if parts and not specs:
        raise OptionRefused("opt.err.none")
    for part in parts:
        name, sep, value = part.partition("=")
        spec = next((s for s in specs if name.casefold() in _names(s)), None)
        if spec is None or not sep:
            raise OptionRefused("opt.err.unknown", given=part[:40])
        if spec.name in out:
            raise OptionRefused("opt.err.twice", given=name[:40])
        out[spec.name] = _read(spec, value, part)
    return out


def _names(spec: Option) -> set[str]:
    """The option's names a line may use: its key, and its name in every language."""
    return {spec.name.casefold(), *(t(spec.name_key, loc).casefold() for loc in LOCALES)}


def _read(spec: Option, value: str, part: str) -> int | str | bool:
    if isinstance(spec, BoolOption):
        word = value.casefold()
        if word not in YES | NO:
            raise OptionRefused("opt.err.choice", given=part[:40], values="yes|no")
        return word in YES
    if isinstance(spec, ChoiceOption):
        if value.casefold() not in spec.values:
            raise OptionRefused("opt.err.choice", given=part[:40], values="|".join(spec.values))
        return value.casefold()
    read = number(value)
    if read is None or not spec.low <= read <= spec.high:
        raise OptionRefused("opt.err.range", given=part[:40], low=spec.low, high=spec.high)
    return read


def listing(specs: Iterable[Option], locale: str) -> str:
    """The options a game takes, for an error message: "score=20–60, hand=4–8"."""
    return ", ".join(spec.describe(locale) for spec in specs)
