"""The comprehensive rules as the engine plays them: set-up, the start phase's order, the main phase's
once-per-turn actions, payment, Lag, attacks and the React step, fights, steals, pending effects, overtime,
losing by drawing from an empty deck, concession and simultaneous results."""

from __future__ import annotations

import pytest

from bot.framework.kinds import IllegalAction
from bot.games.cyberpunk import cards, computer, game, rules
from bot.games.cyberpunk.state import CpState, Lasting
from bot.games.cyberpunk.view import view as view_of
from tests.cyberpunk.build import act, add, answer, blank, deck, eddies, equip, gig, payer, slot

FILLER = ["psycho-squad"] * 10


def through_setup(seed: int = 3, mulligans: tuple[str, str] = ("no", "no")) -> CpState:
    s = game.new_game(seed, 0.0, decks=("heist", "power"))
    s = act(s, s.chooser, "order", "first")
    for seat in (s.first, 1 - s.first):
        s = act(s, seat, "mulligan", mulligans[0 if seat == s.first else 1])
    return s


# --- set-up ---------------------------------------------------------------------------------------------------------
def test_the_roll_off_winner_chooses_and_the_first_player_spends_two_leftmost_legends() -> None:
    s = game.new_game(3, 0.0, decks=("heist", "power"))
    assert s.phase == "order" and game.awaited(s) == {s.chooser: "order"}
    assert any(key == "cp.ev.roll_off" for key, _ in s.events)
    s = act(s, s.chooser, "order", "second")
    first = 1 - s.chooser
    assert s.first == first
    legends = s.zone("legends", first)
    assert [s.inst(i).spent for i in legends] == [True, True, False]
    assert all(len(s.zone("hand", seat)) == 6 for seat in (0, 1))
    assert game.awaited(s) == {first: "mulligan"}  # the first player declares first
    s = act(s, first, "mulligan", "yes")
    assert game.awaited(s) == {1 - first: "mulligan"} and len(s.zone("hand", first)) == 6
    s = act(s, 1 - first, "mulligan", "no")
    assert s.turn == first and s.turn_no == 1
    assert [s.inst(i).spent for i in legends] == [True, True, False]  # not readied on turn 1
    s.phase = "main" if s.prompt is None else s.phase
    if s.prompt is not None:
        s = answer(s, s.prompt.options[0])
    s = act(s, first, "pass")
    if s.prompt is not None:
        s = answer(s, s.prompt.options[0])
    s = act(s, 1 - first, "pass")
    if s.prompt is not None:
        s = answer(s, s.prompt.options[0])
    assert not any(s.inst(i).spent for i in legends)  # turn 2 of the first player readies them


def test_a_mulligan_cannot_be_taken_twice_or_out_of_turn() -> None:
    s = game.new_game(3, 0.0, decks=("heist", "power"))
    s = act(s, s.chooser, "order", "first")
    with pytest.raises(IllegalAction):
        act(s, 1 - s.first, "mulligan", "yes")
    s = act(s, s.first, "mulligan", "yes")
    with pytest.raises(IllegalAction):
        act(s, s.first, "mulligan", "yes")


def test_a_hidden_deck_choice_and_random() -> None:
    s = game.new_game(1, 0.0)
    s = act(s, 0, "deck", "random")
    assert s.deck_choice[0] == "random" and s.phase == "decks"  # drawn once both have chosen
    assert [key for key, _ in s.events] == ["cp.ev.deck_locked"]  # the choice stays hidden
    s = act(s, 1, "deck", "power")
    dealt = s.deck_choice[0]
    assert dealt in cards.SHIPPED and dealt != "power" and s.deck_choice[1] == "power"  # random: not the rival's deck
    assert s.phase == "order" and len(s.zone("deck", 0)) == 40 and len(s.zone("legends", 1)) == 3
    assert [0, "cp.pv.deck", {"deck": dealt}] in s.private


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("quick", [False, True])
def test_random_decks_and_the_computers_never_make_a_mirror_nobody_asked_for(seed: int, quick: bool) -> None:
    for picked in ("heist", "power", "random"):
        s = game.new_game(seed, 0.0, quick=quick)
        move = computer.decide(view_of(s, 1), 1)  # the computer first: it cannot know the choice to come
        assert move is not None
        s = act(s, 1, *move)
        s = act(s, 0, "deck", picked)
        assert s.deck_choice[0] != s.deck_choice[1], (picked, s.deck_choice)
        assert all((d in cards.DEMO.values()) == quick for d in s.deck_choice)
    s = game.new_game(seed, 0.0, quick=quick, decks=("heist", None))
    s = act(s, 1, "deck", "heist")  # asked for: a mirror it is
    assert s.deck_choice[0] == s.deck_choice[1]


def test_the_quick_game_deals_the_demo_lists() -> None:
    s = game.new_game(1, 0.0, quick=True, decks=("heist", "power"))
    assert s.deck_choice == ["heist-demo", "power-demo"]
    assert len(s.zone("deck", 0)) == 27 and len(s.zone("deck", 1)) == 27


# --- the start phase ------------------------------------------------------------------------------------------------
def test_the_start_phase_order_win_check_first() -> None:
    s = blank(turn=1)
    for sides in (4, 6, 8, 10, 12, 20):
        gig(s, 0, sides, 1)
    gig(s, 0, 4, 2, owner=1)  # 7 Gigs, one stolen
    add(s, 0, "field", "psycho-squad", spent=True)
    s = act(s, 1, "pass")
    assert s.is_over() and s.winner == 0 and s.end == "seven_gigs"
    assert not any(key == "cp.ev.drew" for key, _ in s.events)  # the check comes before the draw


def test_the_start_phase_readies_then_draws_then_rolls_in_a_gig() -> None:
    s = blank(turn=1)
    unit = add(s, 0, "field", "psycho-squad", spent=True)
    add(s, 0, "eddies", "floor-it", spent=True)
    deck(s, 0, FILLER)
    fang = add(s, 0, "hand", "chrome-fang")
    s.lasting.append(Lasting(kind="steal_cap", seat=0, until="next_turn", source="chrome-fang"))
    s = act(s, 1, "pass")
    keys = [key for key, _ in s.events]
    assert keys.index("cp.ev.turn") < keys.index("cp.ev.drew")
    assert not s.lasting  # "until your next turn" ends before the ready step
    assert not s.inst(unit).spent and not s.inst(s.zone("eddies", 0)[0]).spent
    assert s.prompt is not None and s.prompt.kind == "roll" and "20" not in s.prompt.options
    s = answer(s, "8")
    assert [d.sides for d in s.gigs(0)] == [8] and s.phase == "main" and fang


def test_the_d20_is_rolled_in_last() -> None:
    s = blank(turn=1)
    for sides in (4, 6, 8, 10, 12):
        gig(s, 0, sides, 1)
    deck(s, 0, FILLER)
    s = act(s, 1, "pass")
    assert s.prompt is None and any(d.sides == 20 for d in s.gigs(0))  # only the d20 is left: no question


def test_drawing_from_an_empty_deck_loses() -> None:
    s = blank(turn=1)
    s = act(s, 1, "pass")
    assert s.is_over() and s.winner == 1 and s.end == "deck_out"


def test_a_deck_out_during_a_multi_card_draw() -> None:
    s = blank()
    deck(s, 0, ["psycho-squad"])
    gig(s, 0, 12, 12)
    gig(s, 1, 4, 1)
    dexter = add(s, 0, "field", "dexter-deshawn")
    rules.defeat(s, dexter)
    game.proceed(s)  # DEFEATED: draw 2 with one card left
    assert len(s.zone("hand", 0)) == 1 and s.is_over() and s.winner == 1 and s.end == "deck_out"


# --- the main phase -------------------------------------------------------------------------------------------------
def test_sell_once_a_turn_and_the_eddie_arrives_ready() -> None:
    s = blank()
    first, second = add(s, 0, "hand", "floor-it"), add(s, 0, "hand", "mantis-blades")
    unit = add(s, 0, "hand", "psycho-squad")
    s = act(s, 0, "sell", str(first))
    assert s.ready_eddies(0) == [first]
    with pytest.raises(IllegalAction):
        act(s, 0, "sell", str(second))
    t = blank()
    unit = add(t, 0, "hand", "psycho-squad")
    with pytest.raises(IllegalAction):
        act(t, 0, "sell", str(unit))  # no sell tag


def test_call_a_legend_once_a_turn_you_choose_which() -> None:
    s = blank()
    a, b = add(s, 0, "legends", "jackie-welles"), add(s, 0, "legends", "viktor-vektor")
    eddies(s, 0, 2)
    s = act(s, 0, "call", slot(s, a))
    assert s.inst(a).face_up and not s.inst(b).face_up
    with pytest.raises(IllegalAction):
        act(s, 0, "call", slot(s, b))


def test_a_legend_pays_one_eddie_and_a_payment_is_checked() -> None:
    s = blank()
    legends = [add(s, 0, "legends", c) for c in ("jackie-welles", "viktor-vektor", "v-corporate-exile")]
    unit = add(s, 0, "hand", "dexter-deshawn")
    eddies(s, 0, 1)
    with pytest.raises(IllegalAction):
        act(s, 0, "play", f"{unit}::{payer(s, legends[0])}")  # 1 payer for a cost of 3
    s = act(s, 0, "play", str(unit))
    assert sum(s.inst(i).spent for i in legends) == 2  # the Eddie first, then two Legends
    t = blank()
    unit = add(t, 0, "hand", "dexter-deshawn")
    with pytest.raises(IllegalAction):
        act(t, 0, "play", str(unit))  # cannot pay


def test_gear_goes_on_a_friendly_unit_or_face_up_legend_only() -> None:
    s = blank()
    blades = add(s, 0, "hand", "mantis-blades")
    down = add(s, 0, "legends", "viktor-vektor")
    up = add(s, 0, "legends", "jackie-welles", up=True)
    rival = add(s, 1, "field", "psycho-squad")
    eddies(s, 0, 1)
    for host in (down, rival):
        with pytest.raises(IllegalAction):
            act(s, 0, "play", f"{blades}:{host}")
    s = act(s, 0, "play", f"{blades}:{up}")
    assert s.gear_of(up) == [blades]


def test_units_lag_the_turn_they_arrive() -> None:
    s = blank()
    unit = add(s, 0, "hand", "psycho-squad")
    eddies(s, 0, 4)
    gig(s, 1, 4, 1)
    deck(s, 1, FILLER)
    deck(s, 0, FILLER)
    s = act(s, 0, "play", str(unit))
    assert game.attackers(s, 0) == []
    s = act(s, 0, "pass")
    assert not s.lagging(unit)  # Lag leaves at the end of the turn


def test_a_refused_action_changes_nothing() -> None:
    s = blank()
    add(s, 0, "hand", "psycho-squad")
    snapshot = repr(s)
    with pytest.raises(IllegalAction):
        act(s, 0, "play", "999")
    with pytest.raises(IllegalAction):
        act(s, 1, "pass")
    with pytest.raises(IllegalAction):
        act(s, 0, "attack", "abc:gigs")
    assert repr(s) == snapshot


# --- attacks --------------------------------------------------------------------------------------------------------
def test_only_spent_units_and_a_gig_area_with_dice_are_targets() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    ready = add(s, 1, "field", "psycho-squad")
    assert game.attack_targets(s, unit) == []
    s.inst(ready).spent = True
    gig(s, 1, 4, 1)
    assert game.attack_targets(s, unit) == ["gigs", str(ready)]


def test_attack_triggers_resolve_before_the_react_step() -> None:
    s = blank()
    evelyn = add(s, 0, "field", "evelyn-parker")
    deck(s, 0, FILLER)
    gig(s, 1, 4, 1)
    s = act(s, 0, "attack", f"{evelyn}:gigs")
    assert len(s.zone("hand", 0)) == 1 and game.awaited(s) == {1: "react"}
    assert s.inst(evelyn).spent


def test_several_blockers_redirect_in_turn() -> None:
    s = blank()
    attacker = add(s, 0, "field", "psycho-squad")
    first, second = add(s, 1, "field", "secondhand-bombus"), add(s, 1, "field", "corpo-security")
    gig(s, 1, 4, 1)
    s = act(s, 0, "attack", f"{attacker}:gigs")
    s = act(s, 1, "block", str(first))
    assert game.blockers(s, 1) == [second]
    s = act(s, 1, "block", str(second))
    assert s.attack is not None and s.attack.target == second and s.inst(first).spent
    s = act(s, 1, "react_done")
    assert second in s.zone("trash", 1) and first in s.zone("field", 1) and len(s.gigs(1)) == 1


def test_a_spent_unit_cannot_block() -> None:
    s = blank()
    attacker = add(s, 0, "field", "psycho-squad")
    add(s, 1, "field", "secondhand-bombus", spent=True)
    gig(s, 1, 4, 1)
    s = act(s, 0, "attack", f"{attacker}:gigs")
    assert game.blockers(s, 1) == []
    with pytest.raises(IllegalAction):
        act(s, 1, "block", str(s.zone("field", 1)[0]))


def test_the_defender_may_call_a_legend_in_the_react_step_on_the_rivals_turn() -> None:
    s = blank()
    s.called[0] = True
    attacker = add(s, 0, "field", "psycho-squad")
    legend = add(s, 1, "legends", "saburo-arasaka")
    gig(s, 1, 4, 1)
    s = act(s, 0, "attack", f"{attacker}:gigs")
    s = act(s, 1, "call", slot(s, legend))  # the rival's own Call this turn
    assert s.inst(legend).face_up and s.inst(legend).spent  # it paid for itself and stays spent
    assert game.awaited(s) == {1: "react"}


def test_a_zero_power_fight() -> None:
    s = blank()
    zero = add(s, 0, "field", "evelyn-parker")  # 0 power
    target = add(s, 1, "field", "secondhand-bombus", spent=True)  # 0 power
    deck(s, 0, FILLER)
    s = act(s, 0, "attack", f"{zero}:{target}")
    s = act(s, 1, "react_done")
    assert zero in s.zone("field", 0) and target in s.zone("field", 1)  # both lose; neither is defeated


def test_negative_power_counts_as_zero_but_is_kept() -> None:
    s = blank()
    unit = add(s, 0, "field", "evelyn-parker")
    s.lasting.append(Lasting(kind="power", seat=1, until="turn", target=unit, amount=-3))
    assert s.raw_power(unit) == -3 and s.power(unit) == 0
    s.lasting.append(Lasting(kind="power", seat=1, until="turn", target=unit, amount=4))
    assert s.power(unit) == 1


@pytest.mark.parametrize(("power", "stolen"), [(0, 0), (9, 1), (10, 2), (19, 2), (20, 3)])
def test_steal_counts(power: int, stolen: int) -> None:
    assert game.steal_count(power) == stolen
    s = blank()
    attacker = add(s, 0, "field", "evelyn-parker")  # 0 printed power
    if power:
        s.lasting.append(Lasting(kind="power", seat=0, until="turn", target=attacker, amount=power))
    for sides in (4, 6, 8, 10, 12, 20):
        gig(s, 1, sides, 2)
    deck(s, 0, FILLER)
    s = act(s, 0, "attack", f"{attacker}:gigs")
    while s.prompt is not None and s.prompt.kind == "discard":
        s = answer(s, s.prompt.options[0])
    s = act(s, 1, "react_done")
    for _ in range(stolen):
        assert s.prompt is not None and s.prompt.kind == "steal"  # picked one at a time
        s = answer(s, s.prompt.options[-1])
    assert s.prompt is None and len(s.gigs(0)) == stolen and len(s.gigs(1)) == 6 - stolen
    assert all(d.value == 2 for d in s.gigs(0))  # values unchanged


def test_a_steal_takes_what_there_is() -> None:
    s = blank()
    attacker = add(s, 0, "field", "psycho-squad")
    s.lasting.append(Lasting(kind="power", seat=0, until="turn", target=attacker, amount=10))
    gig(s, 1, 4, 1)
    s = act(s, 0, "attack", f"{attacker}:gigs")
    s = act(s, 1, "react_done")
    assert s.prompt is None and len(s.gigs(0)) == 1


def test_pending_effects_the_turn_player_first_each_player_orders_their_own() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    equip(s, unit, "tetratronic-rippler")
    equip(s, unit, "kiroshi-optics")
    add(s, 0, "legends", "viktor-vektor")
    deck(s, 0, FILLER)
    gig(s, 1, 4, 1)
    s = act(s, 0, "attack", f"{unit}:gigs")
    assert s.prompt is not None and s.prompt.kind == "order" and len(s.prompt.options) == 2
    cards = {t.card for t in s.pending}
    assert cards == {"tetratronic-rippler", "kiroshi-optics"}
    kiroshi = next(str(t.id) for t in s.pending if t.card == "kiroshi-optics")
    s = answer(s, kiroshi)
    assert s.prompt is not None and s.prompt.kind == "look_legend"


def test_the_rivals_effects_wait_for_the_turn_players() -> None:
    s = blank()
    program = add(s, 0, "hand", "corporate-surveillance")
    eddies(s, 0, 2)
    rival = add(s, 1, "field", "psycho-squad")
    equip(s, rival, "tetratronic-rippler")
    deck(s, 1, FILLER)
    s = act(s, 0, "play", str(program))
    s = answer(s, str(rival))
    assert s.prompt is not None and s.prompt.seat == 1 and s.prompt.kind == "trash_top"


# --- the end of a turn and overtime ---------------------------------------------------------------------------------
def test_overtime_begins_after_two_turns_started_with_empty_fixer_areas() -> None:
    s = blank()
    for seat in (0, 1):
        for sides in (4, 6, 8, 10, 12, 20):
            gig(s, seat, sides, 1)
    deck(s, 0, FILLER)
    deck(s, 1, FILLER)
    s.empty_starts = 1  # this turn began with both fixer areas empty
    s = act(s, 0, "pass")
    assert not s.overtime and s.empty_starts == 2
    s = act(s, 1, "pass")
    assert s.overtime and any(key == "cp.ev.overtime" for key, _ in s.events)


def test_in_overtime_seven_gigs_win_at_once() -> None:
    s = blank()
    s.overtime = True
    attacker = add(s, 0, "field", "psycho-squad")
    for sides in (4, 6, 8, 10, 12, 20):
        gig(s, 0, sides, 1)
    gig(s, 1, 4, 3, owner=1)
    s = act(s, 0, "attack", f"{attacker}:gigs")
    s = act(s, 1, "react_done")
    assert s.is_over() and s.winner == 0 and s.end == "overtime"  # mid-turn, not at the next turn's start


def test_simultaneous_wins_are_a_draw() -> None:
    s = blank()
    rules.judge(s, {0, 1}, set(), "overtime")
    assert s.is_over() and s.winner is None
    t = blank()
    rules.judge(t, set(), {0, 1}, "deck_out")
    assert t.is_over() and t.winner is None


def test_concession_any_time() -> None:
    s = blank()
    s = act(s, 1, "concede")
    assert s.is_over() and s.winner == 0 and s.end == "concede"
    with pytest.raises(IllegalAction):
        act(s, 0, "pass")


def test_lasting_effects_of_this_turn_end_and_end_of_turn_effects_resolve_first() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad", spent=True)
    equip(s, unit, "sandevistan")
    s.lasting.append(Lasting(kind="power", seat=0, until="turn", target=unit, amount=2))
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    keys = [key for key, _ in s.events]
    assert keys.index("cp.ev.readied") < keys.index("cp.ev.turn") and not s.lasting
