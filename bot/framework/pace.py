"""Live or correspondence: how fast a game is played, chosen when it is opened (`pace` and `move_hours` options).

A live game keeps each game's own clock (seconds or minutes a decision). A correspondence game gives every decision
the same clock of hours or days (`move_hours`); backgammon matches add a reserve bank (`reserve_days`). What a time-out
means stays each game's own rule. This module is the one place that turns those options into seconds, so that every
game's clamp, the lobby's summary and the framework's reminders read them the same way.
"""

from __future__ import annotations

from typing import Any

import bot.i18n.correspondence  # noqa: F401  (registers the texts this module and the framework use)
from bot.framework.game_options import OptionValues
from bot.i18n import t

PACE = "pace"
LIVE, CORRESPONDENCE = "live", "correspondence"
MOVE_HOURS = "move_hours"
RESERVE_DAYS = "reserve_days"
MOVE_HOURS_CHOICES = (12, 24, 48, 72, 120, 168)  # 12 hours to a week a move
DEFAULT_MOVE_HOURS = 48
RESERVE_DAYS_RANGE = (0, 30)
DEFAULT_RESERVE_DAYS = 7
LOBBY_DAYS = 3  # a correspondence lobby (or challenge) waits this long for its players
LOW_CLOCK_SHARE = 0.25  # a reminder when a quarter of a decision's time is left


def is_correspondence(options: OptionValues) -> bool:
    return options.get(PACE) == CORRESPONDENCE


def move_hours(options: OptionValues) -> int:
    """The hours each decision of a correspondence game has (one of the offered choices; the default otherwise)."""
    value = options.get(MOVE_HOURS, DEFAULT_MOVE_HOURS)
    return value if isinstance(value, int) and not isinstance(value, bool) and value in MOVE_HOURS_CHOICES \
        else DEFAULT_MOVE_HOURS


def move_seconds(options: OptionValues) -> int | None:
    """A correspondence game's seconds a decision; None for a live game."""
    return move_hours(options) * 3600 if is_correspondence(options) else None


def decision_seconds(options: OptionValues, name: str, default: int, low: int, high: int) -> int:
    """A decision's seconds as a game plays them: by correspondence every decision has the move's clock; else the
    option `name` brought into its range (anything not a number: `default`)."""
    correspondence = move_seconds(options)
    if correspondence is not None:
        return correspondence
    value = options.get(name, default)
    return min(high, max(low, int(value))) if isinstance(value, int | float) else default


def reserve_seconds(options: OptionValues) -> int:
    """A correspondence backgammon match's reserve bank in seconds (0 for anything else)."""
    if not is_correspondence(options):
        return 0
    value = options.get(RESERVE_DAYS, DEFAULT_RESERVE_DAYS)
    low, high = RESERVE_DAYS_RANGE
    days = value if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high \
        else DEFAULT_RESERVE_DAYS
    return days * 86400


def lobby_seconds(options: OptionValues, live_seconds: float) -> float:
    """How long a lobby waits for its players: days for a correspondence game."""
    return LOBBY_DAYS * 86400.0 if is_correspondence(options) else live_seconds


def normalised(options: OptionValues) -> dict[str, Any]:
    """Options with the pace written out as the game will read it: a correspondence game keeps its move clock (one of
    the choices) and drops the live clocks it replaces; a live game drops the correspondence keys."""
    out = dict(options)
    if is_correspondence(out):
        out[MOVE_HOURS] = move_hours(out)
        for live in ("turn_seconds", "react_seconds", "clock"):
            out.pop(live, None)
    else:
        for key in (PACE, MOVE_HOURS, RESERVE_DAYS):
            out.pop(key, None)
    return out


def duration_text(seconds: float, locale: str) -> str:
    """A long clock as players say it: "2 days", "1 day 12 hours", "12 hours", "45 min"."""
    whole = max(0, int(seconds))
    days, rest = divmod(whole, 86400)
    hours = rest // 3600
    if days and hours:
        return t("pace.days_hours", locale, d=days, h=hours)
    if days:
        return t("pace.days", locale, n=days)
    if hours:
        return t("pace.hours", locale, n=hours)
    return t("pace.minutes", locale, n=max(1, rest // 60))
