"""Time banks, as the rules file sets them, and the correspondence clock.

A decision segment runs from when a player becomes the one to act until someone else is: a whole
turn (roll and move) is one segment. At its end the time used is taken from the bank and, if the
segment took no longer than the threshold, the bonus is added, up to the cap.

A correspondence rule (`per_move` > 0) gives every segment `per_move` seconds of its own; only the time
beyond them is taken from the bank (a match's reserve), and nothing is ever added back.
"""

from __future__ import annotations

from dataclasses import dataclass

MINUTE, HOUR, DAY = 60, 3600, 86400


@dataclass(frozen=True)
class ClockRule:
    bank: float
    bonus: float
    threshold: float
    cap: float
    per_move: float = 0.0


RULES = {
    "blitz": ClockRule(bank=30.0, bonus=10.0, threshold=10.0, cap=30.0),
    "single": ClockRule(bank=120.0, bonus=20.0, threshold=20.0, cap=120.0),
    "match": ClockRule(bank=120.0, bonus=20.0, threshold=20.0, cap=120.0),
}


def correspondence(per_move: float, reserve: float) -> ClockRule:
    """`per_move` seconds a decision, and a bank of `reserve` seconds for what runs over them."""
    return ClockRule(bank=reserve, bonus=0.0, threshold=0.0, cap=reserve, per_move=per_move)


def settle(bank: float, elapsed: float, rule: ClockRule) -> float:
    """The bank after a segment that took `elapsed` seconds."""
    if rule.per_move > 0:
        return bank - max(0.0, elapsed - rule.per_move)
    left = bank - max(0.0, elapsed)
    if left > 0 and elapsed <= rule.threshold:
        left = min(rule.cap, left + rule.bonus)
    return left


def format_clock(seconds: float) -> str:
    """"0:59" under an hour, "5h 07m" under a day, "1d 23h" from a day (the part below the last unit is cut)."""
    s = max(0, int(seconds + 0.999))  # a clock never shows 0:00 while any time is left
    if s < HOUR:
        return f"{s // MINUTE}:{s % MINUTE:02d}"
    if s < DAY:
        return f"{s // HOUR}h {s % HOUR // MINUTE:02d}m"
    return f"{s // DAY}d {s % DAY // HOUR:02d}h"
