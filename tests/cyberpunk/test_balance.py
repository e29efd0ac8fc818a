"""The computer plays legal, sensible games: the figures the benchmark prints, held."""

from __future__ import annotations

from bot.games.cyberpunk.bench import against_random, legality


def test_the_computer_beats_a_random_player_at_least_four_times_in_five() -> None:
    computer, random_player, draws, refused = against_random(200)
    assert computer >= 160 and refused == 0, (computer, random_player, draws, refused)


def test_the_computer_never_makes_an_illegal_move() -> None:
    moves, refused = legality(200)
    assert moves > 5000 and refused == 0
