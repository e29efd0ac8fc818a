"""Games with the Elevation Runner cards done so far in the Runner's deck (beside the whole System Gateway set):
random players play them to the end, and the computer plays each of them without a refused move and beats a random
player, on either side."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.games.netrunner import computer, game
from bot.games.netrunner.cards import CARDS, DECKS
from bot.games.netrunner.deckbuilding import deck_problems
from bot.games.netrunner.moves import Ability, Install, Play, encode
from bot.games.netrunner.pool import PENDING
from bot.games.netrunner.state import NrState
from bot.games.netrunner.view import view
from tests.netrunner import sg_games
from tests.netrunner.build import RUNNER, add, blank, runner_turn

ELEVATION = range(35001, 35035)  # the Runner's codes of the set
DONE = {"clean-getaway", "transfer-of-wealth", "ritual", "rent-rioters", "principia", "rising-tide", "sang-kancil",
        "lie-low", "side-hustle", "scrounge"}


def elev_runner_cards() -> list[str]:
    return sg_games.elevation_cards("runner")


def elev_identities() -> list[str]:
    return sg_games.elevation_identities("runner")


def elev_game(seed: int) -> NrState:
    return sg_games.elevation_game(seed, "runner")


def play_out(seed: int, smart_side: str | None,
             start: Callable[[int], NrState] = elev_game) -> tuple[NrState, int, set[str]]:
    """As `sg_games.play_out`, and the Elevation Runner cards the computer played or installed."""
    used: set[str] = set()

    def watch(s: NrState, seat: int) -> None:
        if s.side(seat) == "runner":
            for key, params in s.events:  # each move's own (`game.play` starts them afresh)
                if key in ("nr.ev.played", "nr.ev.installed_runner"):
                    used.add(str(params["card"]))

    s, refused = sg_games.play_out(seed, smart_side, start=start, salt=(13, 7), watch=watch)
    return s, refused, used & DONE


def test_the_done_cards_are_out_of_pending() -> None:
    assert DONE <= set(elev_runner_cards()) and not DONE & PENDING


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_the_computer_plays_the_elevation_runner_cards_and_beats_a_random_player(side: str) -> None:
    results = [play_out(seed, side) for seed in range(700, 708)]
    assert all(s.is_over() and refused == 0 for s, refused, _ in results)
    won = sum(s.winner is not None and s.side(s.winner) == side for s, _, _ in results)
    assert won >= 6, (side, won)


def test_the_computer_plays_every_done_card() -> None:
    """A board where each card is worth its click: the computer picks it, and the engine takes the move."""
    boards: dict[str, tuple[object, ...]] = {}
    s = runner_turn(blank(credits=(20, 7)))
    add(s, "hq", "hedge-fund")
    s.runs_this_turn.append("rd")
    boards["transfer-of-wealth"] = (s, Play(add(s, "grip", "transfer-of-wealth"), "hq"))
    s = runner_turn(blank(credits=(20, 9)))
    s.runs_this_turn.append("rd")
    boards["clean-getaway"] = (s, Play(add(s, "grip", "clean-getaway"), "hq"))
    s = runner_turn(blank())
    add(s, "stack", "sure-gamble")
    boards["ritual"] = (s, Play(add(s, "grip", "ritual")))
    s = runner_turn(blank())
    s.tags = 1
    boards["lie-low"] = (s, Play(add(s, "grip", "lie-low")))
    s = runner_turn(blank())
    boards["side-hustle"] = (s, Install(add(s, "grip", "side-hustle")))
    s = runner_turn(blank())
    add(s, "heap", "cleaver")
    boards["scrounge"] = (s, Play(add(s, "grip", "scrounge")))
    s = runner_turn(blank())
    boards["rent-rioters"] = (s, Install(add(s, "grip", "rent-rioters")))
    s = runner_turn(blank(credits=(20, 3)))
    s.clicks = 3
    boards["rent-rioters:use"] = (s, Ability(add(s, "rig", "rent-rioters")))
    for breaker in ("principia", "rising-tide", "sang-kancil"):
        s = runner_turn(blank())
        boards[breaker] = (s, Install(add(s, "grip", breaker)))
    for name, (board, wanted) in boards.items():
        assert isinstance(board, NrState)
        for _ in range(3):  # a grip of 4: no draw first
            add(board, "grip", "vrcation")
        move = computer.choose(view(board, RUNNER), RUNNER)
        assert move == wanted, (name, move)
        game.apply(board, RUNNER, *encode(move))
    used: set[str] = set()
    for seed in range(710, 716):
        _, refused, cards = play_out(seed, "runner")
        assert refused == 0
        used |= cards
    assert used, "the computer plays Elevation cards in whole games too"


def test_random_players_play_the_elevation_runner_cards_to_the_end() -> None:
    assert all(s.is_over() for s, _, _ in (play_out(seed, None) for seed in range(800, 804)))


# --- the Runner's Core decks (System Gateway and the Elevation cards done) -------------------------------------------
RUNNER_CORE = ("criminal-core",)
CORP_SG = ("hb-sg", "jinteki-sg", "nbn-sg", "weyland-sg")


def core_game(seed: int) -> NrState:
    """One of the Runner's Core decks against a System Gateway Corp deck, picked by the seed."""
    return sg_games.shipped_game(seed, CORP_SG[seed % len(CORP_SG)], RUNNER_CORE[seed % len(RUNNER_CORE)])


def test_the_runner_core_decks_keep_the_deck_building_rules() -> None:
    for key in RUNNER_CORE:
        cards = dict(DECKS[key].cards)
        assert deck_problems(cards) == [], key
        assert set(DECKS[key].name) == {"en", "tr", "ru"}
        assert any(CARDS[c].code in ELEVATION for c in cards)


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_the_computer_plays_the_runner_core_decks(side: str) -> None:
    results = [play_out(seed, side, start=core_game) for seed in range(900, 908)]
    assert all(s.is_over() and refused == 0 for s, refused, _ in results)
    won = sum(s.winner is not None and s.side(s.winner) == side for s, _, _ in results)
    assert won >= 6, (side, won)
