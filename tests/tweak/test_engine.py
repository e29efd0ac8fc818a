"""TWEAK! rules on the pure engine, and invariants over random complete games."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.tweak import computer
from bot.games.tweak.cards import ALL_CARDS, NUMBER_CARDS, TWEAK_CARDS, card_points, value
from bot.games.tweak.game import Illegal, TweakState, announce, apply, new_game
from bot.games.tweak.view import possible_sums
from bot.games.tweak.view import view as tweak_view

T0 = 1_000_000.0


def test_deck_composition_by_player_count() -> None:
    for players, colours in ((2, 4), (3, 4), (4, 5), (5, 6), (6, 6)):
        state = new_game(players, 50, players, T0)
        assert len(state.colours) == colours and "red" in state.colours
        in_play = len(state.deck) + len(state.table) + sum(len(h) for h in state.hands)
        assert in_play == 9 * colours
        assert all(len(h) == 3 for h in state.hands) and len(state.table) == 2
        assert len(state.tweak_pile) == 17
        assert Counter(state.all_cards()) == Counter(ALL_CARDS)


def test_first_player_after_dealer_and_dealer_rotates_right() -> None:
    state = new_game(4, 35, 9, T0)
    assert state.turn == (state.dealer + 1) % 4
    first = state.dealer
    while state.hand_no == 1:
        seat = next(iter(state.actors()))
        name, arg, values = computer.decide(tweak_view(state, seat), seat)  # type: ignore[misc]
        state = apply(state, seat, name, arg, values, T0)
    assert state.dealer == (first - 1) % 4


def test_announcement_format() -> None:
    cards = ["re0", "re4", "re2", "re5"]  # values 1, 3, 2, 3
    assert announce(cards) == "1 + 3 = 4; + 2 = 6; + 3 = 9"


def fixed(table: list[str], hands: list[list[str]], deck: list[str] | None = None) -> TweakState:
    state = new_game(2, 50, 1, T0)
    spare = [c for c in NUMBER_CARDS if c not in table and all(c not in h for h in hands)]
    state.table, state.hands = list(table), [list(h) for h in hands]
    state.deck = list(deck) if deck is not None else [c for c in spare if NUMBER_CARDS[c].colour in state.colours][:20]
    state.out = [c for c in NUMBER_CARDS if c not in state.table and c not in state.deck
                 and all(c not in h for h in state.hands)]
    state.turn, state.phase, state.joker, state.used_tweak = 0, "turn", 0, False
    return state


def sum_of(state: TweakState, seat: int, hand: str, table: list[str]) -> TweakState:
    return apply(state, seat, "sum", hand, tuple(table), T0)


def test_a_sum_takes_the_cards_and_a_tweak_wins_a_tweak_card() -> None:
    # target from the deck's top card; table 2 + 3, hand 2: 2 + 2 + 3 = 7
    state = fixed(table=["re2", "re4"], hands=[["or2", "or8", "or7"], ["ye0", "ye1", "ye2"]],
                  deck=["gr1", "gr2", "gr3", "gr4", "gr0"])  # top gr0: target 7
    assert state.target() == 7
    with pytest.raises(Illegal, match="wrong_sum"):
        sum_of(state, 0, "or8", ["re2", "re4"])
    state = sum_of(state, 0, "or2", ["re2", "re4"])
    assert sorted(state.won[0]) == sorted(["or2", "re2", "re4"])
    assert len(state.tweaks[0]) == 1  # TWEAK!: the table was emptied
    assert len(state.hands[0]) == 3 and len(state.table) == 2  # refilled: hand first, then 2 on the table
    assert state.turn == 1
    assert [e[0] for e in state.events][:2] == ["tw.ev.sum", "tw.ev.tweak"]


def test_discard_when_no_sum_and_deck_exhausted_target_is_7() -> None:
    state = fixed(table=["re8"], hands=[["or8", "ye8", "gr8"], ["re7", "ye7", "gr7"]], deck=[])
    assert state.target() == 7 and not possible_sums(tweak_view(state, 0))
    state = apply(state, 0, "discard", "or8", (), T0)
    assert state.table == ["re8", "or8"] and len(state.hands[0]) == 2  # nothing left to draw


def test_thief_joker_change_and_bomb() -> None:
    state = fixed(table=["re0"], hands=[["or0", "or1", "or2"], ["ye0", "ye1", "ye2"]])
    state.tweaks[0] = ["thief1", "joker1", "change1", "bomb1"]
    state = apply(state, 0, "thief", "", ("1",), T0)
    assert len(state.hands[1]) == 2 and len(state.table) == 2 and state.short[1]
    with pytest.raises(Illegal, match="one_tweak"):
        state = apply(state, 0, "joker", "+1", (), T0)
    # next turn tests of joker and change
    state.used_tweak = False
    before = state.target()
    state = apply(state, 0, "joker", "-1", (), T0)
    assert state.effective_target() == before - 1
    state.used_tweak, state.joker = False, 0
    top = state.deck[-1]
    state = apply(state, 0, "change", "", (), T0)
    assert top in state.table and state.target() == (NUMBER_CARDS[state.deck[-1]].target if state.deck else 7)
    state.used_tweak = False
    state = apply(state, 0, "bomb", "", (), T0)
    assert state.phase == "bomb" and state.actors() == {1}
    with pytest.raises(Illegal):
        state = apply(state, 0, "sum", "", (), T0)
    card = state.hands[1][0]
    state = apply(state, 1, "give", "", (card,), T0)
    assert card in state.table and state.phase == "turn" and state.turn == 0


def test_change_target_needs_a_deck_card() -> None:
    state = fixed(table=["re0"], hands=[["or0"], ["ye0"]], deck=[])
    state.tweaks[0] = ["change1"]
    with pytest.raises(Illegal, match="no_deck"):
        state = apply(state, 0, "change", "", (), T0)


def test_losing_all_cards_skips_the_next_turn_but_refills() -> None:
    state = fixed(table=["re0"], hands=[["or0", "or1"], ["ye0"]])
    state.tweaks[0] = ["thief1"]
    state = apply(state, 0, "thief", "", ("1",), T0)
    assert state.skip[1] and state.hands[1] == []
    card = state.hands[0][0]
    state = apply(state, 0, "discard", card, (), T0)
    assert state.turn == 0  # seat 1 was skipped ...
    assert len(state.hands[1]) == 3  # ... but drew up to 3 first
    assert any(e[0] == "tw.ev.skip" for e in state.events)


def test_bomb_timeout_picks_random_cards() -> None:
    from bot.games.tweak.game import bomb_timeout

    state = fixed(table=["re0"], hands=[["or0", "or1"], ["ye0", "ye1"]])
    state.tweaks[0] = ["bomb1"]
    state = apply(state, 0, "bomb", "", (), T0)
    bomb_timeout(state, T0 + 61)
    assert state.phase == "turn" and len(state.hands[1]) == 1 and len(state.table) == 2


def test_scores_are_the_points_of_won_cards_and_tweaks() -> None:
    state = fixed(table=[], hands=[[], []], deck=[])
    state.won = [["re0", "or0"], ["ye0"]]
    state.tweaks = [["thief1"], []]
    assert state.hand_points(0) == 2 + 1 + 2 and state.hand_points(1) == 1


def play_out(state: TweakState, rng: random.Random) -> TweakState:
    """Random and computer actions to the end; every refused action must leave its input untouched."""
    actions = 0
    while not state.is_over() and actions < 20_000:
        seat = rng.choice(sorted(state.actors()))
        if rng.random() < 0.6:
            decision = computer.decide(tweak_view(state, seat), seat)
            assert decision is not None
            name, arg, values = decision
        else:
            name, arg, values = random_legal(state, seat, rng)
        before = state.clone()
        try:
            after = apply(state, seat, name, arg, values, T0)
        except Illegal:
            assert state == before, "a refused action changed the state"
        else:
            assert state == before, "apply changed its input"
            state = after
        actions += 1
        check_invariants(state)
    return state


def random_legal(state: TweakState, seat: int, rng: random.Random) -> tuple[str, str, tuple[str, ...]]:
    if state.phase == "bomb":
        return "give", "", (rng.choice(state.hands[seat]),)
    options: list[tuple[str, str, tuple[str, ...]]] = [("discard", rng.choice(state.hands[seat]), ())]
    sums = possible_sums(tweak_view(state, seat))
    if sums:
        h, combo = rng.choice(sums)
        options.append(("sum", h, tuple(combo)))
    for card in state.tweaks[seat]:
        kind = TWEAK_CARDS[card]
        if kind == "thief":
            options.append(("thief", "", (str(rng.choice([s for s in range(state.players) if s != seat])),)))
        elif kind == "joker":
            options.append(("joker", rng.choice(["+1", "-1"]), ()))
        else:
            options.append((kind, "", ()))
    return rng.choice(options)


def check_invariants(state: TweakState) -> None:
    assert Counter(state.all_cards()) == Counter(ALL_CARDS), "a card went missing or appeared"
    assert all(len(h) <= 3 for h in state.hands)
    assert all(state.scores[s] >= 0 for s in range(state.players))


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**40))
def test_random_games_account_for_every_card_and_end(players: int, seed: int) -> None:
    state = new_game(players, 20 + players, seed, T0)
    rng = random.Random(seed)
    state = play_out(state, rng)
    assert state.is_over() and state.winners
    total_points = sum(sum(h) for h in state.hand_scores)
    assert total_points == sum(state.scores)
    last = [sum(card_points(c) for c in state.last_won[s]) + 2 * len(state.last_tweaks[s])
            for s in range(players)]
    assert state.hand_scores[-1] == last
    assert max(state.scores) >= state.target_score
    assert TweakState.from_json(json.loads(json.dumps(state.to_json()))) == state


def test_scores_equal_the_points_of_the_cards_won() -> None:
    for seed in range(5):
        state = new_game(3, 1000, seed, T0)
        while state.hand_no == 1:
            seat = next(iter(state.actors()))
            name, arg, values = computer.decide(tweak_view(state, seat), seat)  # type: ignore[misc]
            state = apply(state, seat, name, arg, values, T0)
        points = [sum(card_points(c) for c in state.last_won[s]) + 2 * len(state.last_tweaks[s]) for s in range(3)]
        assert state.hand_scores[0] == points == state.scores
        assert sum(len(w) for w in state.last_won) > 0


def test_computer_prefers_a_tweak() -> None:
    state = fixed(table=["re2", "re4"], hands=[["or2", "or6", "or0"], ["ye0"]],
                  deck=["gr1", "gr2", "gr0"])  # target 7: or2 + 2 + 3 takes the whole table
    while (decision := computer.decide(tweak_view(state, 0), 0)) and decision[0] != "sum":
        state = apply(state, 0, *decision, T0)
    assert decision is not None
    state = apply(state, 0, *decision, T0)
    assert len(state.tweaks[0]) == 1
    assert value("or2") == 2
