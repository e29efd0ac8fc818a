"""Random legal backgammon positions for tests."""

from __future__ import annotations

import random

from bot.games.backgammon.positions import Side


def random_position(rng: random.Random) -> tuple[Side, Side]:
    """Two sides of 15 checkers that never share a point; bar and borne-off checkers included."""
    style = rng.random()
    mover, other = [0] * 25, [0] * 25
    for side, opp in ((mover, other), (other, mover)):
        on_board = 15 - (rng.randint(0, 14) if style < 0.3 else 0)
        for _ in range(on_board):
            for _attempt in range(50):
                if style < 0.3:
                    point = rng.randint(0, 5)  # bear-off-heavy
                elif rng.random() < 0.05:
                    point = 24  # the bar
                else:
                    point = rng.randint(0, 23)
                if point == 24 or opp[23 - point] == 0:
                    side[point] += 1
                    break
    return tuple(mover), tuple(other)
