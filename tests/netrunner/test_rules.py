"""The rules as the engine plays them: set-up, both turns, installing, rezzing, advancing and scoring, and
runs phase by phase (rez on approach, strength and breaking, unbroken "end the run", jacking out, access
from each kind of server, trash costs, stealing, damage, flatline, the agenda-point win in the middle of a
run)."""

from __future__ import annotations

import pytest

from bot.framework.kinds import IllegalAction
from bot.games.netrunner import game, rules
from tests.netrunner.build import CORP, RUNNER, act, add, answer, blank, deck, names, onward, run, runner_turn

FILLER = ["hedge-fund"] * 6


# --- set-up and turns --------------------------------------------------------------------------------------------
def test_set_up_the_corp_decides_its_mulligan_first_then_takes_the_first_turn() -> None:
    s = game.new_game(5, 0.0, corp=1)
    assert s.credits == [5, 5] and len(s.zone("hq")) == 5 and len(s.zone("grip")) == 5
    assert game.awaited(s) == {1: "mulligan"}
    with pytest.raises(IllegalAction):
        act(s, 0, "mulligan", "no")
    s = act(s, 1, "mulligan", "yes")
    assert len(s.zone("hq")) == 5 and game.awaited(s) == {0: "mulligan"}
    s = act(s, 0, "mulligan", "no")
    assert s.turn == 1 and s.clicks == 3 and len(s.zone("hq")) == 6  # the Corp's mandatory draw
    assert len(s.zone("rd")) == 34 - 6


def test_the_corp_loses_when_it_must_draw_from_an_empty_rd() -> None:
    s = runner_turn(blank())
    s = act(s, RUNNER, "rest")
    assert s.is_over() and s.winner == RUNNER and s.end == "rd_empty"


def test_clicks_and_the_runner_has_no_draw() -> None:
    s = blank()
    deck(s, "corp", FILLER)
    deck(s, "runner", ["sure-gamble"] * 3)
    s = act(s, CORP, "rest")
    assert s.turn == RUNNER and s.clicks == 4 and len(s.zone("grip")) == 0
    assert s.credits[CORP] == 23


def test_discard_down_to_hand_size_then_unspent_clicks_are_lost() -> None:
    s = runner_turn(blank())
    for _ in range(7):
        add(s, "grip", "sure-gamble")
    deck(s, "corp", FILLER)
    s = act(s, RUNNER, "rest")
    assert s.prompt is not None and s.prompt.kind == "discard" and s.prompt.least == 2
    s = answer(s, *s.prompt.options[:2])
    assert len(s.zone("grip")) == 5 and names(s, "heap") == ["sure-gamble"] * 2 and s.turn == CORP


def test_the_corp_may_still_score_with_no_click_left() -> None:
    s = blank()
    agenda = add(s, "root:r1", "superconducting-hub", adv=2)
    s.clicks = 1
    s = act(s, CORP, "advance", str(agenda))
    assert s.turn == CORP and s.clicks == 0 and game.awaited(s) == {CORP: "turn"}
    nico = add(s, "root:r2", "nico-campaign")
    s = act(s, CORP, "score", str(agenda))
    s = answer(s, "skip")
    assert s.points(CORP) == 1 and game.awaited(s) == {CORP: "turn"}  # it may still rez Nico Campaign
    s = act(s, CORP, "end")
    assert s.turn == RUNNER and not s.rezzed(nico)


# --- installing ---------------------------------------------------------------------------------------------------
def test_installing_ice_costs_one_per_ice_already_there_and_may_trash_first() -> None:
    s = blank()
    old = [add(s, "ice:hq", "palisade"), add(s, "ice:hq", "tithe")]
    ice = add(s, "hq", "karuna")
    t = act(s, CORP, "install", f"{ice}:hq")
    assert t.credits[CORP] == 18 and t.ice("hq") == [*old, ice] and not t.rezzed(ice)
    u = act(s, CORP, "install", f"{ice}:hq:{old[1]}")  # trash the outer one first: 1 credit
    assert u.credits[CORP] == 19 and u.ice("hq") == [old[0], ice] and old[1] in u.zone("archives")
    v = act(s, CORP, "install", f"{ice}:new")
    assert v.credits[CORP] == 20 and v.remotes == ["r1"] and v.ice("r1") == [ice]


def test_agendas_and_assets_go_in_a_remote_one_per_root_upgrades_anywhere() -> None:
    s = blank()
    agenda, asset = add(s, "hq", "offworld-office"), add(s, "hq", "nico-campaign")
    upgrade = add(s, "hq", "amaze-amusements")
    with pytest.raises(IllegalAction):
        act(s, CORP, "install", f"{agenda}:hq")
    s = act(s, CORP, "install", f"{agenda}:new")
    s = act(s, CORP, "install", f"{upgrade}:hq")
    assert s.root("hq") == [upgrade]
    s = act(s, CORP, "install", f"{asset}:r1")
    assert s.root("r1") == [asset] and agenda in s.zone("archives") and not s.inst(agenda).face_up


def test_ice_is_rezzed_only_when_approached_assets_in_a_window() -> None:
    s = blank()
    ice = add(s, "ice:hq", "palisade")
    with pytest.raises(IllegalAction):
        act(s, CORP, "rez", str(ice))
    asset = add(s, "root:r1", "nico-campaign")
    s = act(s, CORP, "rez", str(asset))
    assert s.rezzed(asset) and s.clicks == 3  # rezzing costs no click


def test_only_agendas_and_advanceable_cards_take_advancement() -> None:
    s = blank()
    asset = add(s, "root:r1", "nico-campaign")
    with pytest.raises(IllegalAction):
        act(s, CORP, "advance", str(asset))
    agenda = add(s, "root:r2", "offworld-office")
    s = act(s, CORP, "advance", str(agenda))
    assert s.counters(agenda, "adv") == 1 and s.credits[CORP] == 19 and s.clicks == 2


def test_memory_and_trashing_programs_to_make_room() -> None:
    s = runner_turn(blank())
    old = [add(s, "rig", "mayfly"), add(s, "rig", "cleaver"), add(s, "rig", "unity")]
    carmen = add(s, "grip", "carmen")
    with pytest.raises(IllegalAction):
        act(s, RUNNER, "install", str(carmen))
    s = act(s, RUNNER, "install", f"{carmen}:{old[0]}")
    assert carmen in s.zone("rig") and old[0] in s.zone("heap") and s.memory_used() == 3


def test_tags_the_corp_trashes_a_resource_the_runner_removes_a_tag() -> None:
    s = blank()
    resource = add(s, "rig", "telework-contract")
    with pytest.raises(IllegalAction):
        act(s, CORP, "trash_resource", str(resource))
    s.tags = 1
    s = act(s, CORP, "trash_resource", str(resource))
    assert resource in s.zone("heap") and s.credits[CORP] == 18
    t = runner_turn(blank())
    t.tags = 2
    t = act(t, RUNNER, "remove_tag")
    assert t.tags == 1 and t.credits[RUNNER] == 18 and t.clicks == 3


# --- runs -------------------------------------------------------------------------------------------------------
def test_rez_on_approach_then_encounter() -> None:
    s = runner_turn(blank())
    ice = add(s, "ice:hq", "tithe")
    s = act(s, RUNNER, "run", "hq")
    assert game.awaited(s) == {CORP: "approach"}
    s = act(s, CORP, "rez")
    assert s.rezzed(ice) and s.credits[CORP] == 19 and game.awaited(s) == {RUNNER: "encounter"}


def test_an_unrezzed_ice_is_passed() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "tithe")
    s = act(s, RUNNER, "run", "hq")
    s = act(s, CORP, "continue")
    assert game.awaited(s) == {RUNNER: "movement"}


def test_strength_and_breaking() -> None:
    s = runner_turn(blank())
    add(s, "ice:r1", "palisade", rezzed=True)  # strength 4 protecting a remote
    cleaver = add(s, "rig", "cleaver")
    s = act(s, RUNNER, "run", "r1")
    with pytest.raises(IllegalAction):
        act(s, RUNNER, "break", str(cleaver))
    s = act(s, RUNNER, "pump", str(cleaver))
    s = act(s, RUNNER, "break", str(cleaver))
    s = act(s, RUNNER, "continue")  # nothing left unbroken
    assert game.awaited(s) == {RUNNER: "movement"} and s.credits[RUNNER] == 17
    s = onward(s)
    assert s.run is None and s.success_this_turn  # an empty remote: success, nothing to access


def test_a_wrong_breaker_cannot_break() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "tithe", rezzed=True)
    cleaver = add(s, "rig", "cleaver")
    s = act(s, RUNNER, "run", "hq")
    for _ in range(2):
        s = act(s, RUNNER, "pump", str(cleaver))
    with pytest.raises(IllegalAction):
        act(s, RUNNER, "break", str(cleaver))  # a fracter breaks barriers, not sentries


def test_unbroken_end_the_run() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "palisade", rezzed=True)
    add(s, "hq", "offworld-office")
    s = act(s, RUNNER, "run", "hq")
    s = act(s, RUNNER, "continue")
    assert s.run is None and not s.success_this_turn and s.points(RUNNER) == 0


def test_jack_out() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "tithe")
    add(s, "ice:hq", "palisade")
    s = act(s, RUNNER, "run", "hq")
    s = act(s, CORP, "continue")
    s = act(s, RUNNER, "jack_out")
    assert s.run is None and not s.success_this_turn and s.runs_this_turn == ["hq"]


def test_access_hq_random_rd_top_archives_all_remote_root() -> None:
    s = runner_turn(blank())
    hq = [add(s, "hq", "hedge-fund"), add(s, "hq", "hedge-fund")]
    rd = deck(s, "corp", ["hedge-fund", "seamless-launch"])
    seen: list[str] = []
    s = run(s, "hq", seen)
    assert len(seen) == 1 and set(s.table.known[RUNNER]) & set(hq)
    seen = []
    s = run(s, "rd", seen)
    assert seen == ["seamless-launch"] and rd[-1] in s.zone("rd")  # seen, not taken
    t = runner_turn(blank())
    down = add(t, "archives", "offworld-office")
    up = add(t, "archives", "hedge-fund")
    t.inst(up).face_up = True
    t = run(t, "archives")
    assert down in t.zone("score1") and t.points(RUNNER) == 2  # turned face up and stolen
    u = runner_turn(blank())
    cards = [add(u, "root:r1", "amaze-amusements"), add(u, "root:r1", "nico-campaign")]
    u = run(u, "r1")
    u = act(u, CORP, "continue")
    assert u.prompt is not None and u.prompt.kind == "access"
    u = answer(u, "leave")
    u = answer(u, "trash")
    assert cards[1] in u.zone("archives") and u.credits[RUNNER] == 18


def test_trash_costs_need_the_credits() -> None:
    s = runner_turn(blank(credits=(20, 1)))
    asset = add(s, "root:r1", "regolith-mining-license")
    s = run(s, "r1")
    s = act(s, CORP, "continue")
    assert s.prompt is not None and s.prompt.options == ["leave"]  # 3 to trash, 1 credit: only "leave it"
    s = answer(s, "leave")
    assert s.run is None and asset in s.root("r1")


def test_net_damage_is_random_and_more_than_the_grip_flatlines() -> None:
    s = blank()
    cards = [add(s, "grip", c) for c in ("sure-gamble", "jailbreak", "carmen")]
    hit = rules.damage(s, 2)
    assert len(hit) == 2 and set(hit) <= set(cards) and len(s.zone("grip")) == 1
    rules.damage(s, 2)
    assert s.is_over() and s.winner == CORP and s.end == "flatline"


def test_the_agenda_point_win_in_the_middle_of_a_run() -> None:
    s = runner_turn(blank(step="starter"))
    s.table.create("send-a-message", CORP, "score1").face_up = True
    s.table.create("offworld-office", CORP, "score1").face_up = True
    assert s.points(RUNNER) == 5 and s.goal == 6
    add(s, "root:r1", "superconducting-hub")
    add(s, "root:r1", "nico-campaign")
    s = run(s, "r1")
    s = act(s, CORP, "continue")
    assert s.is_over() and s.winner == RUNNER and s.end == "points"  # at 6, before the run's other access


def test_simultaneous_points_are_a_draw() -> None:
    s = blank(step="starter")
    for seat in (CORP, RUNNER):
        for card in ("send-a-message", "send-a-message"):
            s.table.create(card, CORP, f"score{seat}")
    rules.check_points(s)
    assert s.is_over() and s.winner is None


def test_concession() -> None:
    s = act(blank(), RUNNER, "concede")
    assert s.is_over() and s.winner == CORP and s.end == "concede"


def test_a_refused_action_changes_nothing() -> None:
    s = blank()
    snapshot = repr(s)
    for name, arg in (("install", "999:hq"), ("advance", "x"), ("score", "3"), ("run", "hq"), ("purge", "")):
        try:
            act(s, CORP, name, arg)
        except IllegalAction:
            pass
    assert repr(s) == snapshot


# --- the rules the rest of System Gateway needs -----------------------------------------------------------------
def test_an_identity_is_active_all_game_and_public() -> None:
    from bot.games.netrunner.view import view

    s = game.new_game(3, 0.0)
    assert s.identities == ["the-syndicate", "the-catalyst"]
    t = blank()
    t.identities = ["haas-bioroid-precision-design", "rene-loup-arcemont"]
    assert t.hand_size(CORP) == 6 and view(t, None).identities == ("haas-bioroid-precision-design",
                                                                   "rene-loup-arcemont")


def test_questions_asked_while_another_is_open_wait_their_turn() -> None:
    s = blank()
    s.identities = ["haas-bioroid-precision-design", "tao-salonga"]
    add(s, "archives", "hedge-fund")
    add(s, "ice:hq", "palisade")
    add(s, "ice:rd", "palisade")
    agenda = add(s, "root:r1", "offworld-office", adv=4)
    s = act(s, CORP, "score", str(agenda))
    assert s.prompt is not None and s.prompt.kind == "precision" and [p.kind for p in s.queued] == ["swap_ice"]
    s = answer(s, "skip")
    assert s.prompt is not None and s.prompt.kind == "swap_ice" and s.prompt.seat == RUNNER and not s.queued


def test_a_trojan_is_installed_onto_ice_and_trashed_when_its_ice_leaves() -> None:
    s = runner_turn(blank())
    with pytest.raises(IllegalAction):
        act(s, RUNNER, "install", str(add(s, "grip", "tranquilizer")))  # no ice: no host
    ice = add(s, "ice:rd", "tithe")
    trojan = s.zone("grip")[0]
    s = act(s, RUNNER, "install", str(trojan))
    assert s.prompt is not None and s.prompt.kind == "tranquilizer_host"
    assert s.counters(trojan, "virus") == 0  # not on its host yet
    s = answer(s, "rd.0")
    assert s.hosts == {str(trojan): ice} and s.counters(trojan, "virus") == 1 and s.memory_used() == 1
    rules.trash(s, ice)
    assert trojan in s.zone("heap") and s.hosts == {}


def test_ice_and_assets_that_say_so_take_advancement_counters() -> None:
    s = blank()
    ice = add(s, "ice:hq", "pharos")
    plain = add(s, "ice:rd", "palisade")
    asset = add(s, "root:r1", "clearinghouse")
    assert {ice, asset} <= set(game.advanceable(s)) and plain not in game.advanceable(s)
    s = act(s, CORP, "advance", str(ice))
    assert s.counters(ice, "adv") == 1
    with pytest.raises(IllegalAction):
        act(s, CORP, "advance", str(plain))
    with pytest.raises(IllegalAction):
        act(s, CORP, "score", str(asset))  # advanced, never scored


def test_extra_clicks_and_no_scoring_last_the_turn() -> None:
    s = blank()
    deck(s, "corp", FILLER)
    agenda = add(s, "root:r1", "luminal-transubstantiation", adv=3)
    s = act(s, CORP, "score", str(agenda))
    assert s.clicks == 6 and s.no_score and game.scorable(s) == []
    s.turn = RUNNER
    game.begin_turn(s, CORP)
    assert not s.no_score and s.clicks == 3 and s.scored_points == 0


def test_a_card_removed_from_the_game_is_gone_for_good_and_public() -> None:
    s = blank()
    doctor = add(s, "root:r1", "spin-doctor", rezzed=True)
    s = act(s, CORP, "ability", str(doctor))
    assert doctor in s.zone("removed") and s.inst(doctor).face_up and doctor not in s.installed_corp()
    assert ["nr.ev.removed", {"card": "spin-doctor"}] in s.events


def test_cards_trashed_from_hq_by_choice_go_face_down_and_shuffled_cards_are_forgotten() -> None:
    from bot.games.netrunner import abilities

    s = blank()
    seen = add(s, "archives", "hedge-fund")
    s.inst(seen).face_up = True
    kept = add(s, "hq", "palisade")
    abilities.trash_from_hq(s, [kept])
    assert kept in s.zone("archives") and not s.inst(kept).face_up
    s.table.look(RUNNER, seen)
    abilities.shuffle_into_rd(s, [seen], "archives")
    assert seen in s.zone("rd") and not s.inst(seen).face_up and seen not in s.table.known[RUNNER]


def test_a_rez_during_a_run_on_its_server_triggers_and_elsewhere_not() -> None:
    s = blank()
    ping = add(s, "ice:hq", "ping")
    rules.rez(s, ping)
    assert s.tags == 0  # rezzed outside a run
    t = runner_turn(blank())
    add(t, "ice:hq", "ping")
    t = act(act(t, RUNNER, "run", "hq"), CORP, "rez")
    assert t.tags == 1


def test_first_time_each_turn_watchers_reset_with_the_turn() -> None:
    s = blank()
    s.identities[CORP] = "nbn-reality-plus"
    rules.give_tags(s, 1)
    assert s.prompt is not None and s.prompt.kind == "reality"
    s = answer(s, "credits")
    rules.give_tags(s, 1)
    assert s.prompt is None and s.credits[CORP] == 22
    game.begin_turn(s, RUNNER)
    rules.give_tags(s, 1)
    assert s.prompt is not None and s.prompt.kind == "reality"


def test_scored_and_stolen_watchers_see_both() -> None:
    s = runner_turn(blank())
    pantograph = add(s, "rig", "pantograph")
    add(s, "root:r1", "offworld-office")
    s = act(run(s, "r1"), CORP, "continue")  # stolen
    assert s.credits[RUNNER] == 21
    assert pantograph in s.zone("rig")
    t = blank()
    add(t, "rig", "pantograph")
    agenda = add(t, "root:r1", "offworld-office", adv=4)
    t = act(t, CORP, "score", str(agenda))  # scored
    assert t.credits[RUNNER] == 21


def test_the_end_of_the_corps_discard_phase_is_a_moment() -> None:
    s = blank()
    s.identities[CORP] = "jinteki-restoring-humanity"
    for _ in range(7):
        add(s, "hq", "hedge-fund")
    s = act(s, CORP, "rest")
    assert s.prompt is not None and s.prompt.kind == "discard" and s.credits[CORP] == 23
    s = answer(s, *s.prompt.options[:2])  # discarded face down: then the identity's credit
    assert s.credits[CORP] == 24 and s.turn == RUNNER


def test_a_card_limited_to_one_per_deck_is_refused_twice() -> None:
    from bot.cards.decks import DeckList
    from bot.games.netrunner.cards import CARDS, _deck_rule

    assert CARDS["luminal-transubstantiation"].deck_limit == 1
    base = {"haas-bioroid-precision-design": 1, "hedge-fund": 3}
    assert _deck_rule(DeckList(id="x", name={"en": "x"}, cards={**base, "luminal-transubstantiation": 1})) is None
    assert _deck_rule(DeckList(id="x", name={"en": "x"}, cards={**base, "luminal-transubstantiation": 2})) is not None
