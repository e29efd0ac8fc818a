"""The computer plays legal, sensible games on either side: the figures the benchmark prints, held."""

from __future__ import annotations

import pytest

from bot.games.netrunner.bench import against_random, legality


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_the_computer_beats_a_random_player_at_least_four_times_in_five(side: str) -> None:
    won, lost, refused = against_random(100, side)
    assert won >= 80 and refused == 0, (side, won, lost, refused)


def test_the_computer_never_makes_an_illegal_move() -> None:
    moves, refused = legality(60)
    assert moves > 2000 and refused == 0
