"""FIBS ratings: start at 1500 with experience 0.

D = |r1 - r2|, n = match length (a single game is a 1-point match);
P_upset = 1 / (10^(D * sqrt(n) / 2000) + 1); P = P_upset if the favourite won, else 1 - P_upset;
K = max(1, 5 - experience / 100); the winner gains 4 * K * sqrt(n) * P, the loser loses
4 * K' * sqrt(n) * P with their own K'. Experience grows by n for each finished match.
"""

from __future__ import annotations

import math

START_RATING = 1500.0


def k_factor(experience: int) -> float:
    return max(1.0, 5.0 - experience / 100.0)


def update(
    winner: tuple[float, int], loser: tuple[float, int], length: int
) -> tuple[tuple[float, int], tuple[float, int]]:
    """((rating, experience) of the winner, of the loser) after a match of `length` points."""
    (rw, ew), (rl, el) = winner, loser
    n = max(1, length)
    upset = 1.0 / (10 ** (abs(rw - rl) * math.sqrt(n) / 2000.0) + 1.0)
    p = upset if rw >= rl else 1.0 - upset
    gain = 4.0 * k_factor(ew) * math.sqrt(n) * p
    loss = 4.0 * k_factor(el) * math.sqrt(n) * p
    return (rw + gain, ew + n), (rl - loss, el + n)
