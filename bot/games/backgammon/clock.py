"""Time banks, as the rules file sets them.

A decision segment runs from when a player becomes the one to act until someone else is: a whole
turn (roll and move) is one segment. At its end the time used is taken from the bank and, if the
segment took no longer than the threshold, the bonus is added, up to the cap.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ClockRule:
    bank: float
    bonus: float
    threshold: float
    cap: float


RULES = {
    "blitz": ClockRule(bank=30.0, bonus=10.0, threshold=10.0, cap=30.0),
    "single": ClockRule(bank=120.0, bonus=20.0, threshold=20.0, cap=120.0),
    "match": ClockRule(bank=120.0, bonus=20.0, threshold=20.0, cap=120.0),
}


def settle(bank: float, elapsed: float, rule: ClockRule) -> float:
    """The bank after a segment that took `elapsed` seconds."""
    left = bank - max(0.0, elapsed)
    if left > 0 and elapsed <= rule.threshold:
        left = min(rule.cap, left + rule.bonus)
    return left


def format_clock(seconds: float) -> str:
    s = max(0, int(seconds + 0.999))
    return f"{s // 60}:{s % 60:02d}"
