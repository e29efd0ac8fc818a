"""Values a client sends back (a button's arg, a select's values, a form's fields), read only in the forms
the bot itself writes them.

A client can send anything: `str.isdigit()` accepts "²" and "٣", `int()` reads "１３" as 13 and " 7" as 7,
and a hostile member can forge any custom_id or select value. Every number an engine or adapter reads from
a client goes through `number` (or `require`), which accepts exactly the ASCII digits the bot writes: no
sign, no spaces, no leading zero, a bounded length. `wellformed` is the framework's first gate on every
value, before any game sees it. Pure: no discord import, so engines use it too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.engine.errors import IllegalAction

DIGITS = 6  # the longest number the bot writes into a control (instance ids, points, indexes)
VALUE_CHARS = 100  # Discord's own limit on a select option's value
_NUMBER = re.compile(r"0|[1-9][0-9]*")
_SIGNED = re.compile(r"0|-?[1-9][0-9]*")
_WELLFORMED = re.compile(r"[!-~]*")  # printable ASCII, no space: everything the bot writes into a control


def number(text: str, *, digits: int = DIGITS) -> int | None:
    """A whole number ≥ 0 as the bot writes one ("0", "17"), else None."""
    if len(text) > digits or _NUMBER.fullmatch(text) is None:
        return None
    return int(text)


def signed(text: str, *, digits: int = DIGITS) -> int | None:
    """A whole number that may be negative ("-1", "0", "1"), else None."""
    if len(text) > digits + 1 or _SIGNED.fullmatch(text) is None:
        return None
    return int(text)


def numbers(text: str, sep: str, *, digits: int = DIGITS, most: int = 32) -> list[int] | None:
    """Numbers joined by `sep` ("13-7-4"), every one well formed, else None. Empty text is no numbers."""
    if not text:
        return []
    parts = text.split(sep)
    if len(parts) > most:
        return None
    out = [number(part, digits=digits) for part in parts]
    return None if any(n is None for n in out) else [n for n in out if n is not None]


def require(text: str, error_key: str, *, digits: int = DIGITS) -> int:
    """`number(text)`, or the engine's refusal `error_key` (the player sees it privately)."""
    value = number(text, digits=digits)
    if value is None:
        raise IllegalAction(error_key)
    return value


def one_of(text: str, allowed: Iterable[int], error_key: str) -> int:
    """A number that must be one of `allowed` (an offered card, seat or option)."""
    value = number(text)
    if value is None or value not in set(allowed):
        raise IllegalAction(error_key)
    return value


def wellformed(text: str, *, most: int = VALUE_CHARS) -> bool:
    """Whether a client's value could have been written by the bot: printable ASCII, at most `most` chars."""
    return len(text) <= most and _WELLFORMED.fullmatch(text) is not None
