"""TWEAK! engine: refusals that name what is wrong, the per-hand colour draw, the advanced options, and the
rules the first mutation run found untested (Joker expiry, exact target score, dealer rotation, the skip
after a Bomb, sum validation, save and load)."""

from __future__ import annotations

import json
from collections import Counter
from itertools import pairwise
from typing import Any

import pytest

from bot.games.tweak import computer
from bot.games.tweak.cards import ALL_CARDS, NUMBER_CARDS, TARGETS
from bot.games.tweak.game import Illegal, TweakState, apply, new_game
from bot.games.tweak.view import view as tweak_view
from tests.tweak.test_engine import T0, fixed


def step(state: TweakState) -> TweakState:
    seat = min(state.actors())
    decision = computer.decide(tweak_view(state, seat), seat)
    assert decision is not None
    return apply(state, seat, *decision, T0)


def finish_hand(state: TweakState) -> TweakState:
    hand = state.hand_no
    while state.hand_no == hand and not state.is_over():
        state = step(state)
    return state


@pytest.mark.parametrize(("seat", "action", "arg", "values", "key"), [
    (2, "discard", "or0", (), "err.not_in_game"),
    (-1, "discard", "or0", (), "err.not_in_game"),
    ("0", "discard", "or0", (), "err.not_in_game"),
    (True, "discard", "or0", (), "err.not_in_game"),
    (0, "discard", None, (), "err.not_available"),
    (0, "sum", "or0", ["re0"], "err.not_available"),
    (0, "sum", "or0", (None,), "err.not_available"),
    (0, "thief", "", (3,), "err.not_available"),
    (0, "thief", "", ("x",), "err.not_available"),
    (0, "thief", "", ("7",), "tw.err.bad_victim"),
    (0, "joker", "+2", (), "err.not_available"),
    (0, "teleport", "", (), "err.not_available"),
    (0, None, "", (), "err.not_available"),
    (1, "discard", "ye0", (), "err.not_your_turn"),
    (0, "give", "", (), "tw.err.no_bomb"),
])
def test_a_wrong_seat_or_malformed_argument_is_refused_with_a_key(seat: Any, action: Any, arg: Any, values: Any,
                                                                   key: str) -> None:
    state = fixed(table=["re0"], hands=[["or0", "or1"], ["ye0", "ye1"]])
    state.tweaks[0] = ["thief1", "joker1"]
    state.events = [["tw.ev.hand", {"hand": 1, "dealer": 1}]]
    before = state.clone()
    with pytest.raises(Illegal) as refused:
        apply(state, seat, action, arg, values, T0)
    assert refused.value.key == key
    assert state == before and state.events == before.events  # a refusal leaves everything, events included


def test_make_sum_validation() -> None:
    state = fixed(table=["re0", "re4", "or8"], hands=[["ye2", "ye6"], ["gr0"]], deck=["bl0"])  # target 7
    cases = [
        ("gr0", ("re0",), "tw.err.pick_hand"),  # not my card
        ("ye2", (), "tw.err.pick_table"),
        ("ye2", ("bl3",), "tw.err.not_on_table"),
        ("ye2", ("re0", "re0"), "tw.err.not_on_table"),  # one table card used twice
        ("ye2", ("re0",), "tw.err.wrong_sum"),  # 2 + 1 = 3
    ]
    for hand, table, key in cases:
        with pytest.raises(Illegal) as refused:
            apply(state, 0, "sum", hand, table, T0)
        assert refused.value.key == key
    with pytest.raises(Illegal) as refused:
        apply(state, 0, "sum", "ye2", ("re0",), T0)
    assert refused.value.params == {"total": 3, "target": 7}
    after = apply(state, 0, "sum", "ye6", ("re4",), T0)  # 4 + 3
    assert after.won[0] == ["ye6", "re4"] and after.table == ["re0", "or8"]


def test_the_joker_expires_at_the_end_of_the_turn() -> None:
    state = fixed(table=["re0"], hands=[["or0", "or1"], ["ye0", "ye1"]], deck=["bl0", "bl1"])
    state.tweaks[0] = ["joker1"]
    state = apply(state, 0, "joker", "+1", (), T0)
    assert state.joker == 1 and state.effective_target() == state.target() + 1
    state = apply(state, 0, "discard", "or0", (), T0)
    assert state.turn == 1 and state.joker == 0 and state.effective_target() == state.target()


def test_the_game_ends_on_exactly_the_target_score() -> None:
    for target_score, over in ((6, True), (7, False)):
        state = fixed(table=["re8"], hands=[["re0"], []], deck=[])  # the last sum of the hand: 1 + 6 = 7
        state.target_score = target_score
        state = apply(state, 0, "sum", "re0", ("re8",), T0)  # a TWEAK!: 2 + 2 points and a [T!] card's 2
        assert state.hand_scores[-1] == [6, 0] and state.scores == [6, 0]
        assert state.is_over() is over and state.winners == ([0] if over else [])
        assert state.hand_no == (1 if over else 2)


def test_the_dealer_moves_right_over_several_hands() -> None:
    state = new_game(3, 10_000, 5, T0)
    dealers = [state.dealer]
    for _ in range(4):
        state = finish_hand(state)
        dealers.append(state.dealer)
        assert state.turn == (state.dealer + 1) % 3  # the player after the dealer opens
    assert all(later == (earlier - 1) % 3 for earlier, later in pairwise(dealers))


def test_bombed_out_player_skips_once_then_plays() -> None:
    state = new_game(3, 50, 1, T0)
    state.table, state.deck = ["re0"], ["bl1", "bl2", "bl4", "bl5", "bl6"]
    state.hands = [["or0", "or1"], ["ye0"], ["gr0", "gr1"]]
    state.tweaks = [["bomb1"], [], []]
    state.turn, state.used_tweak = 0, False
    state = apply(state, 0, "bomb", "", (), T0)
    state = apply(state, 1, "give", "", ("ye0",), T0)
    state = apply(state, 2, "give", "", ("gr0",), T0)
    assert state.skip == [False, True, False] and state.short == [False, True, True]
    state = apply(state, 0, "discard", "or0", (), T0)
    assert state.turn == 2  # seat 1 is skipped ...
    assert len(state.hands[1]) == 3 and not state.skip[1]  # ... after drawing back up
    state = apply(state, 2, "discard", "gr1", (), T0)
    state = apply(state, 0, "discard", state.hands[0][0], (), T0)
    assert state.turn == 1  # and plays the round after


def test_state_save_and_load_round_trip_mid_game() -> None:
    state = new_game(4, 35, 11, T0, points=(3, 1, 0), backs="shuffled")
    for _ in range(25):
        state = step(state)
    loaded = TweakState.from_json(json.loads(json.dumps(state.to_json())))
    assert loaded == state
    assert step(loaded) == step(state)


def test_schema_1_states_load_with_the_house_defaults() -> None:
    data = new_game(2, 50, 3, T0).to_json()
    for name in ("points", "backs", "targets"):
        data.pop(name)
    loaded = TweakState.from_json(data)
    assert loaded.points == [2, 1, 2] and loaded.backs == "house" and loaded.targets == {}
    assert loaded.target() == (NUMBER_CARDS[loaded.deck[-1]].target if loaded.deck else 7)


def test_the_colours_left_out_are_drawn_anew_each_hand() -> None:
    state = new_game(2, 10_000, 8, T0)
    seen = {tuple(state.colours)}
    for _ in range(8):
        state = finish_hand(state)
        assert len(state.colours) == 4 and "red" in state.colours
        assert Counter(state.all_cards()) == Counter(ALL_CARDS)
        seen.add(tuple(state.colours))
    assert len(seen) > 1


def test_point_values_are_an_option() -> None:
    state = fixed(table=[], hands=[[], []], deck=[])
    state.points = [3, 0, 5]
    state.won = [["re0", "or0", "ye0"], ["re1"]]
    state.tweaks = [["thief1"], []]
    assert state.hand_points(0) == 3 + 0 + 0 + 5 and state.hand_points(1) == 3
    played = finish_hand(new_game(2, 10_000, 4, T0, points=(0, 0, 0)))
    assert played.scores == [0, 0]
    with pytest.raises(ValueError):
        new_game(2, 50, 1, T0, points=(9, 1, 1))


def test_shuffled_backs_are_each_colours_nine_targets_dealt_anew_each_hand() -> None:
    state = new_game(2, 10_000, 2, T0, backs="shuffled")
    first = dict(state.targets)
    for colour in state.colours:
        backs = [first[f"{colour[:2]}{i}"] for i in range(9)]
        assert sorted(backs) == sorted(TARGETS)
    assert state.target() == first[state.deck[-1]]
    changed = False
    for _ in range(3):
        state = finish_hand(state)
        changed |= any(state.targets.get(c) != first.get(c) for c in state.targets)
    assert changed
    house = new_game(2, 10_000, 2, T0)
    assert house.targets == {} and house.target() == NUMBER_CARDS[house.deck[-1]].target
