"""Games with every System Gateway card in the decks: random players play them to the end, and the computer plays
every one of them without a refused move and beats a random player."""

from __future__ import annotations

import pytest

from tests.netrunner.sg_games import play_out


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_the_computer_plays_the_whole_set_and_beats_a_random_player(side: str) -> None:
    results = [play_out(seed, side) for seed in range(200, 210)]
    assert all(s.is_over() and refused == 0 for s, refused in results)
    won = sum(s.winner is not None and s.side(s.winner) == side for s, _ in results)
    assert won >= 8, (side, won)


def test_random_players_play_the_whole_set_to_the_end() -> None:
    assert all(s.is_over() for s, _ in (play_out(seed, None) for seed in range(300, 306)))


def test_the_constructed_decks_keep_the_deck_building_rules() -> None:
    from bot.games.netrunner.cards import CARDS, DECKS
    from bot.games.netrunner.deckbuilding import deck_problems
    from tests.netrunner.sg_games import SG_DECKS

    for key, cards in SG_DECKS.items():
        assert deck_problems(cards) == [], key
        assert set(DECKS[key].name) == {"en", "tr", "ru"}
        assert all(30001 <= CARDS[c].code <= 30077 for c in cards)  # System Gateway alone


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_the_computer_plays_the_constructed_decks(side: str) -> None:
    results = [play_out(seed, side, decks=True) for seed in range(400, 412)]
    assert all(s.is_over() and refused == 0 for s, refused in results)
    won = sum(s.winner is not None and s.side(s.winner) == side for s, _ in results)
    assert won >= 9, (side, won)
