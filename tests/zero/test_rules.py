"""Knowing Zero's rules: every ending of the author's rules has its own test; then the house rules."""

from __future__ import annotations

import pytest

from bot.framework.kinds import IllegalAction
from bot.games.zero import game
from bot.games.zero.cards import DECKS
from bot.games.zero.state import START_HAND
from tests.zero.build import accept, attack, custom, do, fight_round, iids, into_battle, units

# --- the author's endings --------------------------------------------------------------------------------------


def test_a_player_who_reaches_zero_after_a_battle_wins() -> None:
    s = custom([["old-grizzly"], ["ash-rat"]], scores=(1, 30))
    s = fight_round(into_battle(s))
    assert s.is_over() and s.winner == 0 and s.end == "zero" and s.scores == [0, 30]


def test_both_at_zero_after_a_battle_its_winner_wins() -> None:
    s = custom([["old-grizzly", "ash-rat"], ["ember-hound"]], scores=(2, 1))
    s = fight_round(into_battle(s), (str(s.zone("hand", 1)[0]), ""))
    # the hound (3) kills the rat, both units hit the hound back: each destroyed something
    assert s.scores == [0, 0]
    assert s.is_over() and s.winner == 0 and s.end == "both_zero"


def test_both_at_zero_after_a_drawn_battle_is_a_draw() -> None:
    s = custom([["ember-hound"], ["ember-hound"]], scores=(2, 2))
    s = fight_round(into_battle(s))  # 3 damage each way on Life 3: both armies destroyed
    assert s.scores == [0, 0] and s.is_over() and s.winner is None and s.end == "both_zero_draw"


def test_counting_stops_at_zero() -> None:
    s = custom([["old-grizzly"], ["ash-rat"]], scores=(1, 30))
    s = fight_round(into_battle(s))
    assert s.scores[0] == 0  # the rat was worth 1 … and a larger value would not go below zero
    s = custom([["steam-colossus"], ["cave-troll"]], scores=(2, 30))
    s.inst(s.zone("hand", 1)[0]).counters["wounds"] = 4  # (set-up) the troll is nearly dead
    s = fight_round(into_battle(s))
    assert s.scores[0] == 0 and s.winner == 0


def test_three_drawn_battles_in_a_row_are_a_draw() -> None:
    s = custom([["iron-bulwark"], ["iron-bulwark"]], decks=(["ash-rat"] * 4, ["ash-rat"] * 4))
    for battle in range(3):
        s = into_battle(s, units(s, s.turn)[-1:] if battle == 0 else iids(s, s.turn, "iron-bulwark"),
                        iids(s, 1 - s.turn, "iron-bulwark"))
        for _ in range(5):  # 1 damage a round against Life 6: both survive all five rounds
            s = fight_round(s)
        assert s.last_battle == -1
    assert s.is_over() and s.end == "drawn_battles" and s.winner is None


def test_a_decisive_battle_resets_the_drawn_battle_count() -> None:
    s = custom([["iron-bulwark", "old-grizzly"], ["iron-bulwark", "ash-rat"]],
               decks=(["ash-rat"] * 4, ["ash-rat"] * 4))
    s.drawn_in_a_row = 2
    s = fight_round(into_battle(s, iids(s, 0, "old-grizzly"), iids(s, 1, "ash-rat")))
    assert s.last_battle == 0 and s.drawn_in_a_row == 0 and not s.is_over()


def test_a_draw_offered_and_accepted_ends_the_game() -> None:
    s = custom([["ash-rat"], ["ash-rat"]], decks=(["ash-rat"], ["ash-rat"]))
    s = do(s, 1, "offer_draw")  # at any time: here during the other player's turn
    assert game.answering(s) == 0
    with pytest.raises(IllegalAction):
        do(s, 1, "draw_accept")  # not your own offer
    s = do(s, 0, "draw_accept")
    assert s.is_over() and s.winner is None and s.end == "agreed"


def test_a_declined_draw_offer_changes_nothing_else() -> None:
    s = custom([["ash-rat"], ["ash-rat"]], decks=(["ash-rat"], ["ash-rat"]))
    s = do(s, 0, "offer_draw")
    with pytest.raises(IllegalAction):
        do(s, 1, "offer_draw")  # one offer at a time
    after = do(s, 1, "draw_decline")
    assert after.draw_offer is None and after.phase == "turn" and after.turn == 0 and not after.is_over()


def test_an_exhausted_deck_forces_an_attack_every_turn() -> None:
    s = custom([["ash-rat"], ["ash-rat"]], decks=([], ["ash-rat"] * 3))
    with pytest.raises(IllegalAction) as err:
        do(s, 0, "draw")
    assert err.value.key == "zk.err.must_attack"
    s = attack(s, 0, units(s, 0))
    s = do(s, 1, "refuse")  # the opponent acts normally: refuses, then draws on their own turn
    assert s.turn == 1 and s.scores[0] == 29
    s = do(s, 1, "draw")
    assert s.turn == 0 and len(s.zone("deck", 1)) == 1


def test_both_decks_exhausted_and_three_refusals_each_is_a_draw() -> None:
    s = custom([["ash-rat"], ["ash-rat"]])
    for _ in range(3):
        for seat in (0, 1):
            assert s.turn == seat and not s.is_over()
            s = attack(s, seat, units(s, seat))
            s = do(s, 1 - seat, "refuse")
    assert s.is_over() and s.end == "refusals" and s.winner is None and s.scores == [27, 27]


def test_a_refusal_does_not_count_towards_the_draw_while_a_deck_has_cards() -> None:
    s = custom([["ash-rat"], ["ash-rat"]], decks=(["ash-rat"], []))
    s = attack(s, 0, units(s, 0))
    s = do(s, 1, "refuse")
    assert s.refusals == [0, 0]


def test_destroying_every_unit_of_a_player_whose_deck_is_in_hand_wins() -> None:
    s = custom([["old-grizzly"], ["ash-rat", "firestorm"]], decks=(["ash-rat"], []))
    s = fight_round(into_battle(s))
    assert s.is_over() and s.winner == 0 and s.end == "annihilation"


def test_a_player_who_starts_a_turn_with_no_deck_and_no_unit_loses() -> None:
    s = custom([["ash-rat"], ["firestorm"]], decks=(["ash-rat"], []))
    s = do(s, 0, "draw")
    assert s.is_over() and s.winner == 0 and s.end == "annihilation"


def test_neither_side_with_a_unit_left_is_a_draw() -> None:
    s = custom([["ember-hound"], ["ember-hound"]])
    s = fight_round(into_battle(s))
    assert s.is_over() and s.winner is None and s.end == "stalemate"


# --- house rules ------------------------------------------------------------------------------------------------


def test_set_up_hides_the_first_deck_choice_and_deals_six_each() -> None:
    s = game.new_game(5, 0.0, start_score=45)
    s = do(s, 0, "deck", "foundry")
    assert s.events == [["zk.ev.deck_locked", {"who": 0}]]  # the public learns no deck name yet
    assert s.private == [[0, "zk.pv.deck", {"deck": "foundry"}]]
    with pytest.raises(IllegalAction):
        do(s, 1, "deck", "no-such-deck")
    s = do(s, 1, "deck", "wildlands")
    assert s.phase == "turn" and s.scores == [45, 45]
    for seat in (0, 1):
        assert len(s.zone("hand", seat)) == START_HAND and len(s.zone("deck", seat)) == 30 - START_HAND
    roll = next(p for k, p in s.events if k == "zk.ev.roll")
    assert roll["a"] != roll["b"] and s.turn == (0 if roll["a"] > roll["b"] else 1)
    assert sorted(s.inst(i).card for i in s.zone("deck", 0) + s.zone("hand", 0)) == \
        sorted(DECKS["foundry"].expanded())


def test_drawing_takes_two_and_passes_the_turn() -> None:
    s = custom([["ash-rat"], ["ash-rat"]], decks=(["ash-rat", "gear-mite", "old-grizzly"], []))
    s = do(s, 0, "draw")
    assert [s.inst(i).card for i in s.zone("hand", 0)] == ["ash-rat", "old-grizzly", "gear-mite"]
    assert s.turn == 1 and s.events[0] == ["zk.ev.drew", {"who": 0, "n": 2}]
    assert s.private == [[0, "zk.pv.drew", {"cards": ["old-grizzly", "gear-mite"]}]]


def test_refusing_costs_the_attacker_one_point_per_unit_and_can_bring_it_to_zero() -> None:
    s = custom([["ash-rat", "gear-mite", "rivet-drone"], ["ash-rat"]], decks=(["ash-rat"], ["ash-rat"]))
    s = attack(s, 0, units(s, 0))
    assert s.phase == "defend" and s.events[-1] == ["zk.ev.attack", {"who": 0, "n": 3}]
    after = do(s, 1, "refuse")
    assert after.scores == [27, 30] and len(after.zone("hand", 0)) == 3 and after.turn == 1
    s.scores = [3, 30]
    after = do(s, 1, "refuse")
    assert after.is_over() and after.winner == 0 and after.end == "zero"


def test_an_army_has_one_to_five_different_units_from_hand() -> None:
    s = custom([["ash-rat"] * 6 + ["firestorm"], ["ash-rat"]], decks=(["ash-rat"], ["ash-rat"]))
    for bad in ([], units(s, 0)[:6], [units(s, 0)[0]] * 2, iids(s, 0, "firestorm"), ["999"], ["x"]):
        with pytest.raises(IllegalAction):
            do(s, 0, "attack", values=bad)


def test_a_battle_lasts_at_most_five_rounds_and_both_surviving_is_a_drawn_battle() -> None:
    s = custom([["iron-bulwark"], ["iron-bulwark"]], decks=(["ash-rat"], ["ash-rat"]))
    s = into_battle(s)
    for round_no in range(1, 6):
        assert s.battle is not None and s.battle.round == round_no
        s = fight_round(s)
    assert s.battle is None and s.last_battle == -1 and s.scores == [30, 30] and s.drawn_in_a_row == 1
    assert len(s.zone("hand", 0)) == 1 and s.inst(s.zone("hand", 0)[0]).counters == {}  # healed


def test_assignments_stay_hidden_until_both_lock_in() -> None:
    s = into_battle(custom([["old-grizzly", "ash-rat"], ["ember-hound", "gear-mite"]],
                           decks=(["ash-rat"], ["ash-rat"])))
    s = do(s, 0, "pass")
    s = do(s, 1, "pass")
    assert game.awaited(s) == {0: "assign", 1: "assign"}
    target = iids(s, 1, "gear-mite", "army")[0]
    s = do(s, 0, "assign", f"{target}.{target}")
    assert s.events == [["zk.ev.locked", {"who": 0}]]  # nothing about whom
    assert game.awaited(s) == {1: "assign"}
    s = do(s, 1, "assign")
    aimed = [p for k, p in s.events if k == "zk.ev.aimed"]
    assert aimed[0]["pairs"] == [["old-grizzly", "gear-mite"], ["ash-rat", "gear-mite"]]


def test_units_left_out_of_a_plan_attack_the_enemy_with_least_life_left() -> None:
    s = into_battle(custom([["old-grizzly", "ash-rat"], ["cave-troll", "rivet-drone"]],
                           decks=(["ash-rat"], ["ash-rat"])))
    s = fight_round(s)
    aimed = {p["who"]: p["pairs"] for k, p in s.events if k == "zk.ev.aimed"}
    assert aimed[0] == [["old-grizzly", "rivet-drone"], ["ash-rat", "rivet-drone"]]
    assert aimed[1] == [["cave-troll", "ash-rat"], ["rivet-drone", "ash-rat"]]


def test_guards_must_be_attacked_first() -> None:
    s = into_battle(custom([["old-grizzly"], ["iron-bulwark", "ash-rat"]], decks=(["ash-rat"], ["ash-rat"])))
    s = do(s, 0, "pass")
    s = do(s, 1, "pass")
    rat = iids(s, 1, "ash-rat", "army")[0]
    with pytest.raises(IllegalAction) as err:
        do(s, 0, "assign", rat)
    assert err.value.key == "zk.err.bad_target"
    assert s.default_target(0) == int(iids(s, 1, "iron-bulwark", "army")[0])


def test_the_window_goes_in_turn_attacker_first_and_closes_on_two_passes_in_a_row() -> None:
    s = into_battle(custom([["old-grizzly", "firestorm"], ["cave-troll", "battle-cry"]],
                           decks=(["ash-rat"], ["ash-rat"])))
    assert game.awaited(s) == {0: "window"}
    with pytest.raises(IllegalAction):
        do(s, 1, "pass")
    s = do(s, 0, "pass")
    s = do(s, 1, "play", iids(s, 1, "battle-cry")[0])  # a play resets the passes
    assert game.awaited(s) == {0: "window"} and s.battle is not None and s.battle.passes == 0
    troll = iids(s, 1, "cave-troll", "army")[0]
    s = do(s, 0, "play", iids(s, 0, "firestorm")[0], [troll])
    assert s.inst(int(troll)).counters["wounds"] == 3
    s = do(s, 1, "pass")
    s = do(s, 0, "pass")
    assert game.awaited(s) == {0: "assign", 1: "assign"}


def test_survivors_go_home_healed_and_the_other_player_remembers_them() -> None:
    s = into_battle(custom([["cave-troll", "ash-rat"], ["ember-hound"]], decks=(["ash-rat"], ["ash-rat"])))
    troll = int(iids(s, 0, "cave-troll", "army")[0])
    s = fight_round(s, ("", str(troll)))
    assert s.battle is None
    assert troll in s.zone("hand", 0) and s.inst(troll).counters == {} and not s.inst(troll).face_up
    assert troll in s.table.known[1] and s.table.visible(troll, 1) and not s.table.visible(troll, None)
    assert [s.inst(i).card for i in s.zone("gone", 1)] == ["ember-hound"]


def test_an_ability_on_a_destroyed_unit_is_discarded_and_on_a_survivor_comes_back() -> None:
    s = custom([["ash-rat", "old-grizzly", "sharp-claws", "field-medic"], ["old-grizzly"]],
               decks=(["ash-rat"], ["ash-rat"]))
    s = do(s, 0, "attack", values=units(s, 0))
    rat, bear = iids(s, 0, "ash-rat", "army")[0], iids(s, 0, "old-grizzly", "army")[0]
    s = do(s, 0, "attach", iids(s, 0, "sharp-claws")[0], [rat])
    s = do(s, 0, "attach", iids(s, 0, "field-medic")[0], [bear])
    assert s.phase == "attach"  # only Done declares the attack (ending by itself would say the hand has no more)
    s = do(s, 0, "formed")
    assert s.phase == "defend"
    s = accept(s, 1, units(s, 1))
    s = fight_round(s, ("", rat))
    assert iids(s, 0, "sharp-claws", "discard") and iids(s, 0, "field-medic")


def test_one_abstraction_a_turn_lasting_its_owners_turns() -> None:
    s = custom([["war-drums", "supply-lines", "ash-rat"], ["ash-rat"]],
               decks=(["ash-rat"] * 8, ["ash-rat"] * 8))
    s = do(s, 0, "abstraction", iids(s, 0, "war-drums")[0])
    with pytest.raises(IllegalAction):
        do(s, 0, "abstraction", iids(s, 0, "supply-lines")[0])
    assert s.lasting(0, "warcry") == 1
    s = do(s, 0, "draw")  # end of turn 1 of 2
    s = do(s, 1, "draw")
    assert s.lasting(0, "warcry") == 1
    s = do(s, 0, "abstraction", iids(s, 0, "supply-lines")[0])
    s = do(s, 0, "draw")  # supply: 3 cards; and war drums runs out
    assert s.lasting(0, "warcry") == 0 and iids(s, 0, "war-drums", "discard")
    assert ["zk.ev.drew", {"who": 0, "n": 3}] in s.events and ["zk.ev.expired", {"card": "war-drums"}] in s.events


def test_a_refused_action_changes_nothing() -> None:
    s = custom([["ash-rat"], ["ash-rat"]], decks=(["ash-rat"], ["ash-rat"]))
    before = s.to_json()
    for seat, name, arg in ((1, "draw", ""), (0, "pass", ""), (0, "abstraction", "1"), (0, "accept", "")):
        with pytest.raises(IllegalAction):
            do(s, seat, name, arg)
    assert s.to_json() == before


def test_the_house_numbers_are_settings() -> None:
    s = game.new_game(9, 0.0, start_score=20, hand=4, draw=3, rounds=3)
    s = do(do(s, 0, "deck", "foundry"), 1, "deck", "wildlands")
    assert s.scores == [20, 20] and all(len(s.zone("hand", seat)) == 4 for seat in (0, 1))
    before = len(s.zone("hand", s.turn))
    after = do(s, s.turn, "draw")
    assert len(after.zone("hand", s.turn)) == before + 3
    b = custom([["iron-bulwark"], ["iron-bulwark"]], decks=(["ash-rat"], ["ash-rat"]))
    b.rounds = 3
    b = into_battle(b)
    for _ in range(3):
        b = fight_round(b)
    assert b.battle is None and b.last_battle == -1  # both survived three rounds: a drawn battle


def test_options_a_client_forged_are_kept_in_range() -> None:
    from bot.framework.kinds import Context, SeatInfo
    from bot.games.zero.kind import ZeroKind

    ctx = Context(1, (SeatInfo(0, 1, "a"), SeatInfo(1, 2, "b")),
                  {"score": 10_000, "hand": -3, "draw": "lots", "rounds": 99}, "en", 0.0)
    s = ZeroKind().start(ctx, 5)
    assert (s.start_score, s.start_hand, s.draw_count, s.rounds) == (60, 4, 2, 7)


def test_a_players_hand_view_lists_the_rivals_units_it_has_seen() -> None:
    from bot.framework.kinds import Context, SeatInfo
    from bot.games.zero.kind import ZeroKind

    s = into_battle(custom([["cave-troll", "iron-bulwark"], ["ash-rat"]], decks=(["ash-rat"], ["ash-rat"])))
    s = fight_round(s)  # the rat falls in the first round: alice's army goes home, seen by bob
    assert s.battle is None
    ctx = Context(1, (SeatInfo(0, 1, "alice"), SeatInfo(1, 2, "bob")), {}, "en", 0.0)
    kind = ZeroKind()
    bob_view = kind.hand(ctx, s, 1)
    alice_view = kind.hand(ctx, s, 0)
    assert bob_view is not None and alice_view is not None
    survivors = [s.inst(i).card for i in s.zone("hand", 0) if i in s.table.known[1]]
    assert "cave-troll" in survivors
    assert "Seen in alice's hand: Cave Troll" in bob_view.description
    assert "Seen in" not in kind.board(ctx, s).description
