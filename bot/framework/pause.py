"""Clocks paused for a vacation (/vacation): a correspondence game whose awaited player is away keeps its clocks still
until they are back, and the time paused is charged to nobody.

The pause is a framework flag in the game's options (`_paused`: since, until, who). While it is set the game's deadline
is the vacation's end, so the timer wakes the game then. Any change that commits a new state first moves the game's
clocks on by the time paused (the pipeline passes the moved state to the change's decision, and the replay recipe
records the shift), and the pause is worked out again from the new state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.framework import pace

PAUSED = "_paused"


def paused(options: Mapping[str, Any]) -> dict[str, Any] | None:
    value = options.get(PAUSED)
    return value if isinstance(value, dict) and isinstance(value.get("since"), int | float) else None


def paused_for(options: Mapping[str, Any], now: float) -> float:
    """Seconds the game's clocks have stood still so far (0 when they run)."""
    pause = paused(options)
    return max(0.0, now - float(pause["since"])) if pause is not None else 0.0


def unpaused(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options without the pause."""
    return {k: v for k, v in options.items() if k != PAUSED}


def pausing(options: Mapping[str, Any], away: Mapping[int, float], now: float) -> dict[str, Any]:
    """The options with the pause as it must be now: set (from now, if not already) while some awaited player is away
    (`away`: user -> vacation end), gone otherwise."""
    out = unpaused(options)
    if away and pace.is_correspondence(options):
        current = paused(options)
        since = float(current["since"]) if current is not None else now
        out[PAUSED] = {"since": since, "until": min(away.values()), "who": sorted(away)}
    return out
