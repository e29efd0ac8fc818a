"""Card data as data: each game ships its cards in a JSON file inside its package, decoded into the
game's own msgspec structs when the bot starts. A malformed file stops the bot with one line naming the
file, the card and the field; an ability the code does not know is refused the same way."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection, Mapping
from importlib import resources
from typing import Any, TypeVar

import msgspec

T = TypeVar("T", bound=msgspec.Struct)


class CardDataError(Exception):
    """One clear line: which file, which card, which field, what is wrong."""


def load_cards(
    package: str,
    filename: str,
    card_type: type[T],
    *,
    check: Callable[[T], str | None] | None = None,
) -> dict[str, T]:
    """`filename` in `package`: a JSON list of cards, each an object with an `id`. `check` returns a
    problem ("field: what is wrong") or None for a card that decoded."""
    source = f"{package.replace('.', '/')}/{filename}"
    try:
        text = resources.files(package).joinpath(filename).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError) as exc:
        raise CardDataError(f"{source}: card file missing ({exc})") from None
    return parse_cards(text, source, card_type, check=check)


def parse_cards(
    text: str,
    source: str,
    card_type: type[T],
    *,
    check: Callable[[T], str | None] | None = None,
) -> dict[str, T]:
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    return decode_entries(raw, source, card_type, "card", check)


def decode_entries(
    raw: Any,
    source: str,
    entry_type: type[T],
    noun: str,
    check: Callable[[T], str | None] | None = None,
) -> dict[str, T]:
    """A JSON list of objects with an `id` each (cards, decks), decoded and checked one by one; the first
    problem stops with one line naming the file, the entry and the field."""
    if not isinstance(raw, list):
        raise CardDataError(f"{source}: expected a list of {noun}s at the top level")
    out: dict[str, T] = {}
    for index, entry in enumerate(raw):
        name = entry.get("id") if isinstance(entry, dict) else None
        where = f"{source}: {noun} {name!r}" if isinstance(name, str) and name else f"{source}: {noun} #{index + 1}"
        try:
            item = msgspec.convert(entry, entry_type)
        except msgspec.ValidationError as exc:
            raise CardDataError(f"{where}: {_field_message(exc)}") from None
        item_id: str = item.id  # type: ignore[attr-defined]
        if item_id in out:
            raise CardDataError(f"{where}: id: used by two {noun}s")
        problem = check(item) if check is not None else None
        if problem:
            raise CardDataError(f"{where}: {problem}")
        out[item_id] = item
    return out


def _field_message(exc: msgspec.ValidationError) -> str:
    """msgspec says "Expected `int`, got `str` - at `$.attack`": put the field first."""
    message = str(exc)
    missing = re.match(r"Object missing required field `([^`]+)`(?: - at `\$\.?([^`]*)`)?", message)
    if missing:
        where = ".".join(p for p in (missing.group(2), missing.group(1)) if p)
        return f"{where}: missing (required)"
    if " - at `$" in message:
        problem, _, path = message.partition(" - at `$")
        return f"{path.rstrip('`').lstrip('.') or 'card'}: {problem}"
    return message


def check_names(field: str, value: str, known: Collection[str]) -> str | None:
    """A reference (an ability, an effect) that must name something the code provides."""
    if value not in known:
        return f"{field}: unknown {value!r} (known: {', '.join(sorted(known))})"
    return None


def check_locales(field: str, texts: Mapping[str, Any], locales: Collection[str]) -> str | None:
    missing = [loc for loc in locales if not texts.get(loc)]
    return f"{field}: no text for {', '.join(missing)}" if missing else None
