"""Games with the Elevation Runner cards done so far in the Runner's deck (beside the whole System Gateway set):
random players play them to the end, and the computer plays each of them without a refused move and beats a random
player, on either side."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.rng import GameRng
from bot.games.netrunner import computer, game, rules
from bot.games.netrunner.cards import CARDS, DECKS, PLAYABLE
from bot.games.netrunner.deckbuilding import deck_problems
from bot.games.netrunner.moves import Ability, Install, Play, encode
from bot.games.netrunner.pool import PENDING
from bot.games.netrunner.state import NrState
from bot.games.netrunner.view import view
from tests.netrunner.build import RUNNER, add, blank, runner_turn
from tests.netrunner.sg_games import sg_game

ELEVATION = range(35001, 35035)  # the Runner's codes of the set
DONE = {"clean-getaway", "transfer-of-wealth", "ritual", "rent-rioters", "principia", "rising-tide", "sang-kancil",
        "lie-low", "side-hustle", "scrounge"}


def elev_runner_cards() -> list[str]:
    """The Elevation Runner cards playable now, identities aside, two of each."""
    return [c.id for c in PLAYABLE.values() for _ in range(2)
            if c.code in ELEVATION and c.type != "identity"]


def elev_identities() -> list[str]:
    return sorted(c.id for c in PLAYABLE.values() if c.code in ELEVATION and c.type == "identity")


def elev_game(seed: int) -> NrState:
    """A whole-set booster game whose Runner deck also holds the Elevation Runner cards done, with an Elevation
    Runner identity when one is done."""
    s = sg_game(seed)
    for card in elev_runner_cards():
        s.table.create(card, s.runner, "stack")
    rules.shuffle(s, "stack")
    identities = elev_identities()
    if identities:
        s.identities[s.runner] = identities[seed % len(identities)]
    return s


def play_out(seed: int, smart_side: str | None, limit: int = 4000,
             start: Callable[[int], NrState] = lambda seed: elev_game(seed)) -> tuple[NrState, int, set[str]]:
    """The computer on `smart_side` (None: both random) against a random player; its refused moves counted, and the
    Elevation Runner cards the computer played or installed."""
    s = start(seed)
    rng = GameRng(seed * 13 + 7)
    refused = 0
    used: set[str] = set()
    for _ in range(limit):
        if s.is_over():
            break
        seat = min(game.awaited(s))
        smart = smart_side is not None and s.side(seat) == smart_side
        move = computer.decide(view(s, seat), seat) if smart else computer.random_move(s, seat, rng)
        assert move is not None
        try:
            s = game.apply(s, seat, *move)
        except IllegalAction:
            refused += 1
            s = game.apply(s, seat, "concede")
        if smart and s.side(seat) == "runner":
            for key, params in s.events:  # each move's own (`game.play` starts them afresh)
                if key in ("nr.ev.played", "nr.ev.installed_runner"):
                    used.add(str(params["card"]))
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
    s = game.new_game(seed, 0.0, step="booster", corp=seed % 2)
    for key, deck_zone, hand in ((CORP_SG[seed % len(CORP_SG)], "rd", "hq"),
                                 (RUNNER_CORE[seed % len(RUNNER_CORE)], "stack", "grip")):
        seat = s.corp if deck_zone == "rd" else s.runner
        for iid in [*s.zone(hand), *s.zone(deck_zone)]:
            del s.table.cards[iid]
        s.zone(hand).clear()
        s.zone(deck_zone).clear()
        for card, n in DECKS[key].cards.items():
            if CARDS[card].type == "identity":
                s.identities[seat] = card
                continue
            for _ in range(n):
                s.table.create(card, seat, deck_zone)
        rules.shuffle(s, deck_zone)
        rules.draw(s, seat, 5)
    return s


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
