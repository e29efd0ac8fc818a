"""What each TWEAK! action tells the table (its events, exactly) and what the game keeps at a hand's end:
the game log and the public message are built from these, so a wrong key or parameter is a visible bug."""

from __future__ import annotations

import pytest

from bot.games.tweak.cards import MAX_POINTS
from bot.games.tweak.game import Illegal, TweakState, apply, bomb_timeout, new_game
from tests.tweak.test_engine import T0, fixed


def table() -> TweakState:
    return fixed(table=["re0", "re4"], hands=[["or4", "or6", "or0"], ["ye0", "ye1"]], deck=["gr1", "gr2", "gr0"])


def test_a_sum_and_a_tweak() -> None:
    state = table()
    plain = apply(state, 0, "sum", "or6", ("re4",), T0)  # 4 + 3
    assert plain.events == [["tw.ev.sum", {"who": 0, "sum": "4 + 3 = 7", "target": 7}]]
    assert plain.private == [[0, "tw.ev.drew", {"cards": ["gr0"]}]]
    tweak = apply(state, 0, "sum", "or4", ("re0", "re4"), T0)  # 3 + 1 + 3 takes the whole table
    assert tweak.events == [["tw.ev.sum", {"who": 0, "sum": "3 + 1 = 4; + 3 = 7", "target": 7}],
                            ["tw.ev.tweak", {"who": 0, "card": "bomb"}]]
    assert tweak.tweaks[0] == ["bomb1"] and tweak.table == ["gr2", "gr1"]  # two cards turned for the next
    state.tweak_pile = []
    none_left = apply(state, 0, "sum", "or4", ("re0", "re4"), T0)
    assert none_left.events[1] == ["tw.ev.tweak_none", {"who": 0}] and none_left.tweaks[0] == []
    with pytest.raises(Illegal) as refused:
        apply(state, 0, "sum", "or0", ("re4",), T0)
    assert (refused.value.key, refused.value.params) == ("tw.err.wrong_sum", {"total": 4, "target": 7})


def test_a_discard_and_every_tweak_card() -> None:
    state = table()
    assert apply(state, 0, "discard", "or0", (), T0).events == [["tw.ev.discard", {"who": 0, "card": "or0"}]]
    state.tweaks[0] = ["thief1", "joker1", "change1", "bomb1"]
    assert apply(state, 0, "thief", "", ("1",), T0).events == [
        ["tw.ev.thief", {"who": 0, "victim": 1, "card": "ye1"}]]
    assert apply(state, 0, "joker", "-1", (), T0).events == [["tw.ev.joker", {"who": 0, "target": 6}]]
    assert apply(state, 0, "joker", "+1", (), T0).events == [["tw.ev.joker", {"who": 0, "target": 8}]]
    changed = apply(state, 0, "change", "", (), T0)
    assert changed.events == [["tw.ev.change", {"who": 0, "card": "gr0", "target": 9}]]
    assert changed.table == ["re0", "re4", "gr0"] and changed.used == ["change1"]
    bombed = apply(state, 0, "bomb", "", (), T0)
    assert bombed.events == [["tw.ev.bomb", {"who": 0}]]
    assert bombed.bomb == {"by": 0, "pending": [1]} and bombed.bomb_deadline == T0 + 60
    given = apply(bombed, 1, "give", "", ("ye0",), T0)
    assert given.events == [["tw.ev.bombed", {"who": 1, "card": "ye0"}]]
    assert given.phase == "turn" and given.bomb is None and given.bomb_deadline is None
    late = bombed.clone()
    bomb_timeout(late, T0 + 61)
    assert late.events == [["tw.ev.bomb_random", {"who": 1}], ["tw.ev.bombed", {"who": 1, "card": "ye1"}]]


def test_a_skipped_turn_and_the_end_of_a_hand() -> None:
    state = fixed(table=["re0"], hands=[["or0", "or1"], ["ye0"]], deck=[])
    state.tweaks[0] = ["thief1"]
    state = apply(state, 0, "thief", "", ("1",), T0)
    assert state.skip[1]
    state = apply(state, 0, "discard", "or0", (), T0)
    assert state.events == [["tw.ev.discard", {"who": 0, "card": "or0"}], ["tw.ev.skip", {"who": 1}]]
    assert state.turn == 0 and not state.skip[1]
    state.target_score = 1000
    state.won = [["re2", "or3"], ["ye4"]]
    state = apply(state, 0, "discard", "or1", (), T0)  # the last card: the hand is over
    hand_over = [e for e in state.events if e[0] == "tw.ev.hand_over"]
    assert hand_over == [["tw.ev.hand_over", {"hand": 1, "points": [2 + 1, 1]}]]
    assert state.hand_scores == [[3, 1]] and state.scores == [3, 1]
    assert state.last_won == [["re2", "or3"], ["ye4"]] and state.last_tweaks == [[], []]
    assert ["tw.ev.hand", {"hand": 2, "dealer": state.dealer}] in state.events and state.hand_no == 2
    assert state.discarded == [] and state.used == []  # a new hand starts clean


def test_a_tie_at_the_top_plays_one_more_hand_and_a_winner_ends_it() -> None:
    for won, winner in (([["re2"], ["re3"]], None), ([["re2", "or1"], ["re3"]], 0)):
        state = fixed(table=["ye0"], hands=[["or0"], []], deck=[])
        state.target_score = 2
        state.won = [list(w) for w in won]
        state = apply(state, 0, "discard", "or0", (), T0)
        if winner is None:
            assert ["tw.ev.tie", {"score": 2}] in state.events and not state.is_over() and state.hand_no == 2
            assert state.discarded == []  # the next hand starts clean
        else:
            assert ["tw.ev.winner", {"who": 0, "score": 3}] in state.events and state.winners == [0]
            assert state.is_over() and state.actors() == set() and state.deadline() is None
            assert state.discarded == ["ye0", "or0"]  # the table's leftovers score for no one


def test_new_game_checks_and_defaults() -> None:
    state = new_game(2, 50, 1, T0)
    assert (state.turn_timeout, state.bomb_timeout) == (90.0, 60.0) and state.deadline() == T0 + 90
    assert new_game(6, 25, 1, T0).players == 6
    assert new_game(2, 50, 1, T0, points=(MAX_POINTS, 0, MAX_POINTS)).points == [MAX_POINTS, 0, MAX_POINTS]
    for bad in ({"players": 1}, {"players": 7}, {"points": (MAX_POINTS + 1, 1, 1)}, {"points": (1, -1, 1)},
                {"points": (1, 1)}, {"backs": "glitter"}):
        with pytest.raises(ValueError):
            new_game(bad.get("players", 2), 50, 1, T0, points=bad.get("points", (2, 1, 2)),  # type: ignore[arg-type]
                     backs=bad.get("backs", "house"))  # type: ignore[arg-type]


def test_whose_turn_refusals_name_the_reason() -> None:
    state = table()
    state.tweaks[0] = ["bomb1"]
    bombed = apply(state, 0, "bomb", "", (), T0)
    with pytest.raises(Illegal) as refused:
        apply(bombed, 0, "discard", "or0", (), T0)
    assert refused.value.key == "tw.err.wait_bomb"
    over = table()
    over.phase = "over"
    with pytest.raises(Illegal) as refused:
        apply(over, 0, "discard", "or0", (), T0)
    assert refused.value.key == "err.game_over"
    with pytest.raises(Illegal) as refused:
        apply(state, 0, "thief", "", ("2",), T0)  # seat 2 does not exist at a table of two
    assert refused.value.key == "tw.err.bad_victim"


def test_each_turn_starts_with_its_own_tweak_window() -> None:
    state = table()
    state.tweaks[0] = ["joker1"]
    state.tweaks[1] = ["joker2"]
    state = apply(state, 0, "joker", "+1", (), T0)
    assert state.used_tweak and state.joker == 1
    state = apply(state, 0, "discard", "or0", (), T0)
    assert state.turn == 1 and not state.used_tweak and state.joker == 0 and not state.short[1]
    assert apply(state, 1, "joker", "-1", (), T0).joker == -1


def test_possible_sums_are_exactly_the_sums_the_rules_allow() -> None:
    import itertools
    import random

    from bot.games.tweak.cards import NUMBER_CARDS, value
    from bot.games.tweak.view import possible_sums, view

    rng = random.Random(5)
    cards = sorted(NUMBER_CARDS)
    for _ in range(300):
        picked = rng.sample(cards, rng.randint(2, 10))
        hand, on_table = picked[:3], picked[3:]
        state = fixed(table=on_table, hands=[hand, []], deck=["bl0"])
        for target in (None, 5, 6, 7, 9, 10, 11):
            goal = state.effective_target() if target is None else target
            expected = {(h, tuple(sorted(combo)))
                        for h in set(hand) for size in range(1, len(on_table) + 1)
                        for combo in itertools.combinations(on_table, size)
                        if value(h) + sum(value(c) for c in combo) == goal}
            found = {(h, tuple(sorted(combo))) for h, combo in possible_sums(view(state, 0), target)}
            assert found == expected


def test_the_deal_goes_round_from_the_seat_after_the_dealer(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.games.tweak import game

    monkeypatch.setattr(game, "_shuffle", lambda state, cards: None)  # the deck in its printed order
    state = game.new_game(3, 40, 1, T0)
    dealer = state.dealer
    numbers = [c for c in game.NUMBER_CARDS if game.NUMBER_CARDS[c].colour in state.colours]
    dealt = numbers[::-1][:9]  # popped from the end, one card a seat, three rounds
    for k in range(9):
        seat = (dealer + 1 + k % 3) % 3
        assert dealt[k] in state.hands[seat]
    assert state.table == numbers[::-1][9:11] and state.turn == (dealer + 1) % 3
    assert state.skip == [False] * 3 and state.short == [False] * 3


def test_every_action_restarts_the_turn_clock_at_its_time() -> None:
    state = table()
    later = T0 + 42
    for action, arg, values in (("discard", "or0", ()), ("sum", "or6", ("re4",))):
        after = apply(state, 0, action, arg, values, later)
        assert after.turn == 1 and after.turn_started == later and after.deadline() == later + 90
    state.tweaks[0] = ["bomb1"]
    bombed = apply(state, 0, "bomb", "", (), later)
    answered = apply(bombed, 1, "give", "", ("ye0",), later + 5)
    assert answered.phase == "turn" and answered.deadline() == state.turn_started + 90  # the bomber's turn goes on
    timed = bombed.clone()
    bomb_timeout(timed, later + 61)
    assert timed.phase == "turn" and timed.deadline() == state.turn_started + 90


def test_refusal_keys_are_exact() -> None:
    state = fixed(table=["re0"], hands=[["or0"], ["ye0"]], deck=[])
    state.tweaks[0] = ["change1", "joker1"]
    for action, arg, key in (("change", "", "tw.err.no_deck"), ("thief", "1", "tw.err.no_such_tweak")):
        with pytest.raises(Illegal) as refused:
            apply(state, 0, action, arg, (), T0)
        assert refused.value.key == key
    joked = apply(state, 0, "joker", "+1", (), T0)
    with pytest.raises(Illegal) as refused:
        apply(joked, 0, "joker", "-1", (), T0)
    assert refused.value.key == "tw.err.one_tweak"
    with pytest.raises(Illegal) as refused:
        apply(state, 1, "give", "", ("ye0",), T0)  # no Bomb is waiting
    assert refused.value.key == "tw.err.no_bomb"


def test_a_bomb_on_a_bigger_table() -> None:
    state = new_game(3, 40, 2, T0)
    bomber = state.turn
    state.tweaks[bomber] = ["bomb1"]
    state.used_tweak = False
    bombed = apply(state, bomber, "bomb", "", (), T0)
    victims = bombed.bomb["pending"]  # type: ignore[index]
    assert sorted(victims) == sorted(s for s in range(3) if s != bomber)
    with pytest.raises(Illegal) as refused:
        apply(bombed, bomber, "give", "", (bombed.hands[bomber][0],), T0)  # the bomber gives nothing
    assert refused.value.key == "tw.err.no_bomb"
    late = bombed.clone()
    bomb_timeout(late, T0 + 61)  # both victims give a random card, one after the other
    assert late.phase == "turn" and [e[0] for e in late.events].count("tw.ev.bombed") == 2
    assert all(len(late.hands[v]) == 2 for v in victims) and late.rng != bombed.rng


def test_the_thief_takes_its_victim_from_the_button_or_the_menu() -> None:
    state = table()
    state.tweaks[0] = ["thief1"]
    by_arg = apply(state, 0, "thief", "1", (), T0)
    by_menu = apply(state, 0, "thief", "", ("1",), T0)
    assert by_arg.events == by_menu.events and len(by_arg.hands[1]) == 1


def test_a_sum_is_said_and_won_in_the_order_of_its_values() -> None:
    state = fixed(table=["re4", "re0", "or0"], hands=[["ye2"], []], deck=["bl0"])  # 2 + (3, 1, 1) = 7
    after = apply(state, 0, "sum", "ye2", ("re4", "re0", "or0"), T0)
    assert after.events[0][1]["sum"] == "2 + 1 = 3; + 1 = 4; + 3 = 7"
    assert after.won[0][0] == "ye2" and after.won[0][-1] == "re4"


def test_a_new_game_says_only_that_a_hand_is_dealt_and_keeps_its_timers() -> None:
    state = new_game(3, 40, 9, T0, turn_timeout=30, bomb_timeout=20)
    assert state.events == [["tw.ev.hand", {"hand": 1, "dealer": state.dealer}]]
    assert (state.turn_timeout, state.bomb_timeout) == (30, 20)
    from bot.games.tweak.cards import COLOURS

    for players in (2, 4, 5):
        colours = new_game(players, 40, players, T0).colours
        assert colours == sorted(colours, key=COLOURS.index) and colours[0] == "red"
