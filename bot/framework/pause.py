"""Clocks paused for a vacation (/vacation): a correspondence game whose awaited player is away keeps its clocks still
until they are back, and the time paused is charged to nobody.

The pause is one of the game's framework flags (`GameFlags.paused`: since, until, who). While it is set the game's
deadline is the vacation's end, so the timer wakes the game then. Any change that commits a new state first moves the
game's clocks on by the time paused (the pipeline passes the moved state to the change's decision, and the replay recipe
records the shift), and the pause is worked out again from the new state."""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from bot.framework import pace
from bot.framework.game_options import OptionValues
from bot.storage.game_flags import GameFlags, Pause


def paused_for(flags: GameFlags, now: float) -> float:
    """Seconds the game's clocks have stood still so far (0 when they run)."""
    return max(0.0, now - flags.paused.since) if flags.paused is not None else 0.0


def unpaused(flags: GameFlags) -> GameFlags:
    """The flags without the pause."""
    return flags if flags.paused is None else msgspec.structs.replace(flags, paused=None)


def pausing(flags: GameFlags, options: OptionValues, away: Mapping[int, float], now: float) -> GameFlags:
    """The flags with the pause as it must be now: set (from now, if not already) while some awaited player of a
    correspondence game (by its `options`) is away (`away`: user -> vacation end), gone otherwise."""
    if not away or not pace.is_correspondence(options):
        return unpaused(flags)
    since = flags.paused.since if flags.paused is not None else now
    return msgspec.structs.replace(flags, paused=Pause(since, min(away.values()), tuple(sorted(away))))
