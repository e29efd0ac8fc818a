"""The decks are balanced and the computer plays well: the figures the benchmark prints, held."""

from __future__ import annotations

from bot.games.zero.bench import against_random, balance


def test_no_deck_wins_more_than_sixty_percent_between_computers() -> None:
    for pairing, (first, second, _draws) in balance(300).items():
        decided = first + second
        assert max(first, second) <= 0.6 * decided, (pairing, first, second)


def test_the_computer_beats_a_random_player_nine_times_in_ten() -> None:
    computer, random_player, draws = against_random(200)
    assert computer >= 180, (computer, random_player, draws)
