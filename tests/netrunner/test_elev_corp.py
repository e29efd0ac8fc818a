"""Games with the Elevation Corp cards done so far in the Corp's deck (beside the whole System Gateway set): random
players play them to the end, and the computer plays each of them without a refused move and beats a random player,
on either side. Also the rules these cards brought: the threat level and a purge by a card."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.games.netrunner import rules
from bot.games.netrunner.cards import CARDS, DECKS
from bot.games.netrunner.deckbuilding import deck_problems
from bot.games.netrunner.pool import PENDING
from bot.games.netrunner.state import NrState
from tests.netrunner import sg_games
from tests.netrunner.build import CORP, RUNNER, add, blank

ELEVATION = range(35035, 35083)  # the Corp's codes of the set


def elev_corp_cards() -> list[str]:
    return sg_games.elevation_cards("corp")


def elev_identities() -> list[str]:
    return sg_games.elevation_identities("corp")


def elev_game(seed: int) -> NrState:
    return sg_games.elevation_game(seed, "corp")


def play_out(seed: int, smart_side: str | None, start: Callable[[int], NrState] = elev_game) -> tuple[NrState, int]:
    return sg_games.play_out(seed, smart_side, start=start, salt=(11, 5))


def test_the_done_cards_are_out_of_pending() -> None:
    cards = set(elev_corp_cards())
    assert {"nanomanagement", "kessleroid", "lamplighter", "doomscroll"} <= cards and not cards & PENDING
    assert {"the-zwicky-group", "poetri-luxury-brands"} <= set(elev_identities())


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_the_computer_plays_the_elevation_corp_cards_and_beats_a_random_player(side: str) -> None:
    results = [play_out(seed, side) for seed in range(500, 520)]
    assert all(s.is_over() and refused == 0 for s, refused in results)
    won = sum(s.winner is not None and s.side(s.winner) == side for s, _ in results)
    # the Runner's computer does not guard its grip against these damage cards yet: 14 of 20 (its losses flatlines)
    assert won >= {"corp": 18, "runner": 13}[side], (side, won)


def test_random_players_play_the_elevation_corp_cards_to_the_end() -> None:
    assert all(s.is_over() for s, _ in (play_out(seed, None) for seed in range(600, 604)))


def test_the_threat_level_is_the_most_points_either_player_has() -> None:
    s = blank()
    assert rules.threat_level(s) == 0
    add(s, "score0", "offworld-office")
    assert rules.threat_level(s) == 2
    add(s, "score1", "offworld-office")
    add(s, "score1", "tomorrow-s-headline")
    assert rules.threat_level(s) == 4 and s.points(CORP) == 2 and s.points(RUNNER) == 4


def test_a_card_purges_as_the_purge_action_does() -> None:
    s = blank()
    leech = add(s, "rig", "leech", virus=3)
    rules.purge_viruses(s)
    assert s.counters(leech, "virus") == 0 and ["nr.ev.purged", {"n": 3, "who": CORP}] in s.events


CORE_DECKS = ("weyland-core", "hb-core")  # the Corp's constructed decks holding Elevation cards
RUNNER_SG = ("anarch-sg", "criminal-sg", "shaper-sg")


def core_deck_game(seed: int) -> NrState:
    """A constructed game: one of the Corp's Core decks against one of the Runner's System Gateway decks."""
    return sg_games.shipped_game(seed, CORE_DECKS[seed % len(CORE_DECKS)], RUNNER_SG[seed % len(RUNNER_SG)])


def test_the_core_decks_keep_the_deck_building_rules() -> None:
    for key in CORE_DECKS:
        assert deck_problems(dict(DECKS[key].cards)) == [], key
        assert set(DECKS[key].name) == {"en", "tr", "ru"}
        assert any(CARDS[c].code in ELEVATION for c in DECKS[key].cards)


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_the_computer_plays_the_core_decks(side: str) -> None:
    results = [play_out(seed, side, start=core_deck_game) for seed in range(800, 810)]
    assert all(s.is_over() and refused == 0 for s, refused in results)
    won = sum(s.winner is not None and s.side(s.winner) == side for s, _ in results)
    assert won >= 6, (side, won)
