"""Every one of the 40 cards of the two starter decks does what its (restated) text says: one test each,
named after the card."""

from __future__ import annotations

import pytest

from bot.framework.kinds import IllegalAction
from bot.games.cyberpunk import game
from bot.games.cyberpunk.abilities import CARDS as DEFINITIONS
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.text import ABILITY_TEXT
from tests.cyberpunk.build import act, add, answer, blank, deck, eddies, equip, gig, hand_cards, names, payer, slot

FILLER = ["psycho-squad"] * 10


def test_every_card_has_its_text_in_three_languages_and_its_rules() -> None:
    assert set(DEFINITIONS) <= set(CARDS), sorted(set(DEFINITIONS) - set(CARDS))  # no definition of a non-card
    for card in CARDS:
        assert card in DEFINITIONS, card  # one definition each, a keyword-only card's empty
        assert set(ABILITY_TEXT[f"cp.ab.{card}"]) == {"en", "tr", "ru"}
    tested = {name.removeprefix("test_").replace("_", "-") for name in globals() if name.startswith("test_")}
    missing = {c for c in CARDS if c.replace("'", "") not in tested}
    assert not missing, f"cards without a test: {sorted(missing)}"


def attack(s, attacker: int, target: str = "gigs"):
    return act(s, s.turn, "attack", f"{attacker}:{target}")


def let_through(s):
    assert game.awaited(s) == {1 - s.turn: "react"}
    return act(s, 1 - s.turn, "react_done")


# --- The Heist -------------------------------------------------------------------------------------------------------
def test_v_corporate_exile() -> None:
    s = blank()
    v = add(s, 0, "legends", "v-corporate-exile", up=True)
    eddies(s, 0, 5)
    gig(s, 1, 4, 2)
    s = act(s, 0, "solo", slot(s, v))
    assert v in s.zone("field", 0) and not s.inst(v).spent
    assert str(v) in [str(a) for a in game.attackers(s, 0)]  # GO SOLO: it may attack at once
    s = let_through(attack(s, v))
    assert len(s.gigs(0)) == 1
    kiroshi = equip(s, v, "kiroshi-optics")
    from bot.games.cyberpunk import rules
    rules.defeat(s, v)
    assert v in s.zone("gone", 0) and kiroshi in s.zone("trash", 0)  # removed from the game; its Gear stays


def test_v_cannot_go_solo_face_down() -> None:
    s = blank()
    v = add(s, 0, "legends", "v-corporate-exile")
    eddies(s, 0, 5)
    with pytest.raises(IllegalAction):
        act(s, 0, "solo", slot(s, v))


def test_viktor_vektor() -> None:
    s = blank()
    viktor = add(s, 0, "legends", "viktor-vektor")
    eddies(s, 0, 1)
    bottom = deck(s, 0, ["psycho-squad", "psycho-squad"])
    top = deck(s, 0, ["sandevistan", "floor-it", "mantis-blades", "psycho-squad", "kiroshi-optics"])
    s = act(s, 0, "call", slot(s, viktor))
    assert s.prompt is not None and s.prompt.kind == "take_gear"
    assert s.prompt.options == ["1", "3"]  # by place from the top; Sandevistan costs 3
    assert any(key == "cp.pv.searched" for _, key, _ in s.private)
    s = answer(s, "1", "3")
    assert sorted(hand_cards(s, 0)) == ["kiroshi-optics", "mantis-blades"]
    assert s.zone("deck", 0)[-2:] == bottom  # the untouched cards are on top now
    assert sorted(s.zone("deck", 0)[:3]) == sorted([top[0], top[1], top[3]])
    assert any(key == "cp.ev.took" for key, _ in s.events)


def test_jackie_welles() -> None:
    s = blank()
    add(s, 0, "legends", "jackie-welles", up=True)
    squad = add(s, 0, "hand", "psycho-squad")
    cab = add(s, 0, "hand", "delamain-cab")
    eddies(s, 0, 8)
    deck(s, 0, FILLER)
    d6 = gig(s, 0, 6, 3)
    s = act(s, 0, "play", str(squad))
    assert s.prompt is not None and s.prompt.kind == "gig"
    s = answer(s, str(d6))
    s = answer(s, "-2")
    assert s.die(d6).value == 1 and len(s.zone("hand", 0)) == 2  # at its minimum: draw 1
    s = act(s, 0, "play", str(cab))
    assert s.prompt is None and not s.pending  # only the first Blue play each turn


def test_jackie_after_a_blue_play_made_before_she_was_up() -> None:
    s = blank()
    jackie = add(s, 0, "legends", "jackie-welles")
    squad, cab = add(s, 0, "hand", "psycho-squad"), add(s, 0, "hand", "delamain-cab")
    eddies(s, 0, 10)
    gig(s, 0, 6, 3)
    s = act(s, 0, "play", str(squad))
    s = act(s, 0, "call", slot(s, jackie))
    s = act(s, 0, "play", str(cab))
    assert s.prompt is None


def test_dexter_deshawn() -> None:
    s = blank()
    dexter = add(s, 0, "hand", "dexter-deshawn")
    eddies(s, 0, 3)
    rival_d8 = gig(s, 1, 8, 5)
    s = act(s, 0, "play", str(dexter))
    s = answer(s, str(rival_d8))
    assert sorted(s.prompt.options) == ["+1", "-1"]
    s = answer(s, "-1")
    assert s.die(rival_d8).value == 4
    s.inst(dexter).markers = []
    s = attack(s, dexter)  # ATTACK: the same adjustment
    assert s.prompt is not None and s.prompt.kind == "gig"


@pytest.mark.parametrize(("mine", "theirs", "draws"), [(12, 2, 2), (11, 2, 0)])
def test_dexter_deshawn_defeated(mine: int, theirs: int, draws: int) -> None:
    from bot.games.cyberpunk import rules
    s = blank()
    dexter = add(s, 0, "field", "dexter-deshawn")
    deck(s, 0, FILLER)
    gig(s, 0, 12, mine)
    gig(s, 1, 4, theirs)
    rules.defeat(s, dexter)
    game.proceed(s)
    assert len(s.zone("hand", 0)) == draws


def test_heywood_ripperdoc() -> None:
    s = blank()
    heywood = add(s, 0, "hand", "heywood-ripperdoc")
    eddies(s, 0, 6)
    deck(s, 0, FILLER)
    rival = add(s, 1, "field", "psycho-squad")
    blades = equip(s, rival, "mantis-blades")  # cost 1
    gig(s, 0, 4, 1)
    s = act(s, 0, "play", str(heywood))
    assert s.prompt is not None and "skip" in s.prompt.options
    s = answer(s, str(blades))
    assert blades in s.zone("trash", 1) and not s.gear_of(rival)
    assert len(s.zone("hand", 0)) == 1  # its cost 1 equals my d4's value


def test_offduty_malfini() -> None:
    s = blank()
    malfini = add(s, 0, "hand", "offduty-malfini")
    eddies(s, 0, 4)
    rival = add(s, 1, "field", "psycho-squad")
    s = act(s, 0, "play", str(malfini))
    s = answer(s, str(rival))
    assert s.inst(malfini).spent and s.inst(rival).spent
    assert str(rival) in game.attack_targets(s, add(s, 0, "field", "psycho-squad"))


def test_secondhand_bombus() -> None:
    s = blank()
    squad = add(s, 0, "field", "psycho-squad")
    bombus = add(s, 1, "field", "secondhand-bombus", lag=True)  # Lag does not stop BLOCKER
    gig(s, 1, 4, 3)
    s = attack(s, squad)
    s = act(s, 1, "block", str(bombus))
    assert s.attack is not None and s.attack.target == bombus and s.attack.blocked
    s = act(s, 1, "react_done")
    assert bombus in s.zone("trash", 1) and squad in s.zone("field", 0)  # 0 power defeats nothing
    assert len(s.gigs(1)) == 1  # a blocked attack never steals


def test_t_bug() -> None:
    from bot.games.cyberpunk import rules
    s = blank(turn=1)
    legends = [add(s, 0, "legends", c) for c in ("viktor-vektor", "jackie-welles", "v-corporate-exile")]
    bug = add(s, 0, "field", "t-bug")
    rules.defeat(s, bug)
    game.proceed(s)
    assert set(legends) <= set(s.table.known[0])
    assert s.prompt is not None and s.prompt.kind == "free_call"
    s = answer(s, slot(s, legends[1]))
    assert s.inst(legends[1]).face_up and s.called[0]


def test_t_bug_after_a_call_this_turn() -> None:
    from bot.games.cyberpunk import rules
    s = blank(turn=1)
    add(s, 0, "legends", "viktor-vektor")
    bug = add(s, 0, "field", "t-bug")
    s.called[0] = True
    rules.defeat(s, bug)
    game.proceed(s)
    assert s.prompt is None and s.table.known[0]  # it still looks


def test_kiroshi_optics() -> None:
    s = blank()
    hidden = [add(s, 0, "legends", c) for c in ("viktor-vektor", "jackie-welles")]
    squad = add(s, 0, "field", "psycho-squad")
    kiroshi = add(s, 0, "hand", "kiroshi-optics")
    eddies(s, 0, 1)
    gig(s, 1, 4, 2)
    s = act(s, 0, "play", f"{kiroshi}:{squad}")
    assert s.power(squad) == 7
    s = attack(s, squad)
    assert s.prompt is not None and s.prompt.kind == "look_legend"
    s = answer(s, slot(s, hidden[1]))
    assert s.table.known[0] == [hidden[1]] and s.table.known[1] == []


def test_mandibular_upgrade() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "psycho-squad")
    mine = add(s, 0, "field", "psycho-squad")
    gig(s, 0, 4, 3)
    equip(s, mine, "mandibular-upgrade")
    s = attack(s, attacker)
    assert game.blockers(s, 0) == [mine]


def test_zetatech_faceplate() -> None:
    s = blank()
    legend = add(s, 0, "legends", "viktor-vektor", up=True)
    equip(s, legend, "zetatech-faceplate")
    card = add(s, 0, "hand", "psycho-squad")
    eddies(s, 0, 4)
    s = act(s, 0, "play", str(card))
    assert s.prompt is None and not s.inst(legend).spent  # Eddies pay first: the Legend was not spent
    s2 = blank()
    legend = add(s2, 0, "legends", "viktor-vektor", up=True)
    equip(s2, legend, "zetatech-faceplate")
    card = add(s2, 0, "hand", "mantis-blades")
    host = add(s2, 0, "field", "psycho-squad")
    deck(s2, 0, FILLER)
    d4, d6 = gig(s2, 0, 4, 1), gig(s2, 0, 6, 1)
    gig(s2, 0, 8, 5)
    s2 = act(s2, 0, "play", f"{card}:{host}:{payer(s2, legend)}")  # pay with the Legend wearing the Faceplate
    assert s2.prompt is not None and s2.prompt.kind == "gig"
    s2 = answer(s2, str(d6))  # at 1 it can only go up: no second question
    assert s2.die(d6).value == 2 and len(s2.zone("hand", 0)) == 1  # 1, 2, 5: three values
    assert d4


def test_afterparty_at_lizzies() -> None:
    s = blank()
    party = add(s, 0, "hand", "afterparty-at-lizzies")
    eddies(s, 0, 1)
    deck(s, 0, FILLER)
    d4, _ = gig(s, 0, 4, 2), gig(s, 0, 6, 3)
    s = act(s, 0, "play", str(party))
    s = answer(s, str(d4))
    s = answer(s, "+1")
    assert s.die(d4).value == 3 and len(s.zone("hand", 0)) == 0  # both show 3: one value, no draw
    assert party in s.zone("trash", 0)


def test_delamain_cab() -> None:
    s = blank()
    cab = add(s, 0, "field", "delamain-cab")
    eddies(s, 0, 0, spent=2)
    gig(s, 1, 4, 2)
    deck(s, 1, FILLER)
    s = let_through(attack(s, cab))
    s = act(s, 0, "pass")
    assert len(s.ready_eddies(0)) == 1  # one readied at the end of the turn


def test_evelyn_parker() -> None:
    s = blank()
    evelyn = add(s, 0, "field", "evelyn-parker")
    deck(s, 0, FILLER)
    gig(s, 0, 12, 9)
    gig(s, 1, 4, 2)
    s = attack(s, evelyn)
    assert s.prompt is not None and s.prompt.kind == "discard"  # drew 1, and my Street Cred is higher
    s = answer(s, s.prompt.options[0])
    assert len(s.zone("hand", 0)) == 0 and len(s.zone("trash", 0)) == 1


def test_evelyn_parker_behind() -> None:
    s = blank()
    evelyn = add(s, 0, "field", "evelyn-parker")
    deck(s, 0, FILLER)
    gig(s, 0, 4, 1)
    gig(s, 1, 4, 2)
    s = attack(s, evelyn)
    assert s.prompt is None and len(s.zone("hand", 0)) == 1


def test_mt0d12_flathead() -> None:
    s = blank()
    drone = add(s, 0, "field", "mt0d12-flathead")
    add(s, 1, "field", "secondhand-bombus")
    gig(s, 0, 4, 1)
    gig(s, 1, 4, 2)
    s = attack(s, drone)
    assert game.blockers(s, 1) == []  # behind on Street Cred: it cannot be blocked
    t = blank()
    drone = add(t, 0, "field", "mt0d12-flathead")
    bombus = add(t, 1, "field", "secondhand-bombus")
    gig(t, 0, 4, 3)
    gig(t, 1, 4, 2)
    t = attack(t, drone)
    assert game.blockers(t, 1) == [bombus]


def test_psycho_squad() -> None:
    s = blank()
    squad = add(s, 0, "field", "psycho-squad")
    malfini = add(s, 1, "field", "offduty-malfini", spent=True)
    s = let_through(attack(s, squad, str(malfini)))
    assert malfini in s.zone("trash", 1) and squad in s.zone("field", 0)  # 6 beats 5


def test_dying_night() -> None:
    s = blank()
    v = add(s, 0, "field", "v-corporate-exile", up=True)
    equip(s, v, "dying-night")
    eddies(s, 0, 0, spent=3)
    rival = gig(s, 1, 8, 6)
    s = attack(s, v)
    s = answer(s, str(rival))
    assert sorted(s.prompt.options) == ["-1", "-2"]
    s = answer(s, "-2")
    s = let_through(s)
    s = act(s, 0, "pass")
    assert len(s.ready_eddies(0)) == 2  # the host is V
    t = blank()
    squad = add(t, 0, "field", "psycho-squad")
    equip(t, squad, "dying-night")
    eddies(t, 0, 0, spent=3)
    t = act(t, 0, "pass")
    assert len(t.ready_eddies(0)) == 0 and squad


def test_tetratronic_rippler() -> None:
    s = blank()
    squad = add(s, 0, "field", "psycho-squad")
    equip(s, squad, "tetratronic-rippler")
    top = deck(s, 0, ["mantis-blades", "floor-it"])[-1]
    gig(s, 1, 4, 2)
    s = attack(s, squad)
    assert s.prompt is not None and s.prompt.kind == "trash_top"
    assert [key for _, key, _ in s.private] == ["cp.pv.top"]
    s = answer(s, "trash")
    assert top in s.zone("trash", 0) and names(s, 0, "deck") == ["mantis-blades"]


def test_floor_it() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "emergency-atlus")  # 4 power
    defender = add(s, 0, "field", "dexter-deshawn", spent=True)  # 4 power
    floor = add(s, 0, "hand", "floor-it")
    eddies(s, 0, 1)
    deck(s, 0, FILLER)
    s = attack(s, attacker, str(defender))
    s = act(s, 0, "play", str(floor))
    s = answer(s, str(attacker))
    assert s.power(attacker) == 3 and len(s.zone("hand", 0)) == 1
    s = act(s, 0, "react_done")
    assert attacker in s.zone("trash", 1) and defender in s.zone("field", 0)  # 4 beats 3


def test_floor_it_ends_with_the_turn() -> None:
    s = blank(turn=1)
    unit = add(s, 1, "field", "emergency-atlus")
    floor = add(s, 1, "hand", "floor-it")
    add(s, 0, "field", "psycho-squad")
    eddies(s, 1, 1)
    deck(s, 0, FILLER)
    deck(s, 1, FILLER)
    s = act(s, 1, "play", str(floor))  # QUICK cards may be played in one's own main phase too
    s = answer(s, s.prompt.options[0])
    assert s.lasting
    s = act(s, 1, "pass")
    assert not s.lasting and unit


def test_reboot_optics() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "minotaur")
    defender = add(s, 0, "field", "psycho-squad", spent=True)
    reboot = add(s, 0, "hand", "reboot-optics")
    eddies(s, 0, 2)
    s = attack(s, attacker, str(defender))
    s = act(s, 0, "play", str(reboot))
    s = act(s, 0, "react_done")
    assert defender in s.zone("field", 0)  # lost the fight, not defeated
    assert not s.lasting  # used up by that fight


def test_goro_hands_unclean() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "psycho-squad")
    goro = add(s, 0, "legends", "goro-hands-unclean", up=True)
    gig(s, 0, 4, 3)
    s = attack(s, attacker)
    assert game.blockers(s, 0) == []  # BLOCKER only once it is on the field
    t = blank()
    goro = add(t, 0, "legends", "goro-hands-unclean", up=True)
    eddies(t, 0, 5)
    t = act(t, 0, "solo", slot(t, goro))
    assert t.blocker(goro) and goro in t.zone("field", 0)


def test_yorinobu_arasaka() -> None:
    s = blank()
    add(s, 0, "legends", "yorinobu-arasaka", up=True)
    a, b = add(s, 0, "field", "field-operator"), add(s, 0, "field", "minotaur")
    deck(s, 0, FILLER)
    gig(s, 0, 4, 2)
    gig(s, 1, 4, 2)
    gig(s, 1, 6, 2)
    s = attack(s, a)
    assert s.prompt is not None and s.prompt.kind == "discard"  # drew 1; Street Cred 2 is under 20
    s = answer(s, s.prompt.options[0])
    s = let_through(s)
    assert s.prompt is not None and s.prompt.kind == "steal"  # 1 Gig of 2: the attacker picks
    s = answer(s, s.prompt.options[0])
    s = attack(s, b)
    assert s.prompt is None and len(s.zone("hand", 0)) == 0  # only the first ARASAKA attack each turn


def test_saburo_arasaka() -> None:
    s = blank()
    add(s, 0, "legends", "saburo-arasaka", up=True)
    operator = add(s, 0, "field", "field-operator")  # ARASAKA, 2 power
    target = add(s, 1, "field", "field-operator", spent=True)
    assert s.power(operator) == 2
    s = attack(s, operator, str(target))
    assert s.power(operator) == 3 and s.power(target) == 2
    s = let_through(s)
    assert target in s.zone("trash", 1) and s.power(operator) == 2  # +1 only while attacking


def test_chrome_fang() -> None:
    s = blank(turn=1)
    fang = add(s, 1, "hand", "chrome-fang")
    eddies(s, 1, 5)
    s = act(s, 1, "play", str(fang))
    assert s.lasting and s.lasting[0].kind == "steal_cap"
    s.turn = 0
    attacker = add(s, 0, "field", "field-operator")  # 2 power
    low, high = gig(s, 1, 4, 2), gig(s, 1, 8, 7)
    s = let_through(attack(s, attacker))
    assert s.die(low).area == 0 and s.die(high).area == 1  # only a Gig up to its power
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert not s.lasting  # gone at the start of its owner's next turn
    assert high


def test_minotaur() -> None:
    s = blank()
    minotaur = add(s, 0, "hand", "minotaur")
    eddies(s, 0, 7)
    small, big = add(s, 1, "field", "offduty-malfini"), add(s, 1, "field", "psycho-squad")
    gig(s, 0, 8, 6)
    gig(s, 1, 4, 2)
    s = act(s, 0, "play", str(minotaur))
    assert s.prompt is not None and s.prompt.options == [str(small)]
    s = answer(s, str(small))
    assert small in s.zone("trash", 1) and big in s.zone("field", 1)


def test_minotaur_behind() -> None:
    s = blank()
    minotaur = add(s, 0, "hand", "minotaur")
    eddies(s, 0, 7)
    add(s, 1, "field", "offduty-malfini")
    s = act(s, 0, "play", str(minotaur))  # null Street Cred is not higher
    assert s.prompt is None


def test_ruthless_lowlife() -> None:
    s = blank()
    lowlife = add(s, 0, "field", "ruthless-lowlife")
    gig(s, 1, 4, 2)
    assert game.attack_targets(s, lowlife) == []
    spent = add(s, 1, "field", "field-operator", spent=True)
    assert game.attack_targets(s, lowlife) == [str(spent)]


@pytest.mark.parametrize(("gear", "draws"), [(None, 0), ("mantis-blades", 1)])
def test_swordwise_huscle(gear: str | None, draws: int) -> None:
    s = blank()
    huscle = add(s, 0, "field", "swordwise-huscle")
    if gear:
        equip(s, huscle, gear)
    deck(s, 0, FILLER)
    gig(s, 1, 4, 2)
    s = attack(s, huscle)
    assert len(s.zone("hand", 0)) == draws


def test_emergency_atlus() -> None:
    s = blank()
    atlus = add(s, 0, "field", "emergency-atlus")
    dexter = add(s, 1, "field", "dexter-deshawn", spent=True)
    s = let_through(attack(s, atlus, str(dexter)))
    assert atlus in s.zone("trash", 0) and dexter in s.zone("trash", 1)  # 4 against 4: both lose


@pytest.mark.parametrize(("values", "draws"), [((4,), 1), ((3,), 0), ((), 0)])
def test_field_operator(values: tuple[int, ...], draws: int) -> None:
    s = blank()
    operator = add(s, 0, "hand", "field-operator")
    eddies(s, 0, 3)
    deck(s, 0, FILLER)
    for v in values:
        gig(s, 0, 4, v)
    s = act(s, 0, "play", str(operator))
    assert len(s.zone("hand", 0)) == draws


@pytest.mark.parametrize(("all_up", "power"), [(True, 9), (False, 4)])
def test_goro_losing_his_way(all_up: bool, power: int) -> None:
    s = blank()
    add(s, 0, "legends", "yorinobu-arasaka", up=True)
    add(s, 0, "legends", "saburo-arasaka", up=all_up)
    goro = add(s, 0, "field", "goro-losing-his-way")
    target = add(s, 1, "field", "minotaur", spent=True)
    deck(s, 0, FILLER)
    s = attack(s, goro, str(target))
    while s.prompt is not None:
        s = answer(s, s.prompt.options[0])
    assert s.raw_power(goro) == power + (1 if all_up else 0)  # Saburo's +1 while attacking, when up


def test_maxtac_av() -> None:
    s = blank()
    maxtac = add(s, 0, "hand", "maxtac-av")
    eddies(s, 0, 5)
    mine, theirs = gig(s, 0, 4, 1), gig(s, 1, 12, 11)
    s = act(s, 0, "play", str(maxtac))
    s = answer(s, str(mine))
    s = answer(s, str(theirs))
    assert s.die(mine).area == 1 and s.die(theirs).area == 0 and s.die(theirs).value == 11
    assert not s.stole  # a swap is not a steal


def test_arasaka_radioport() -> None:
    s = blank()
    yorinobu = add(s, 0, "legends", "yorinobu-arasaka")
    unit = add(s, 0, "field", "field-operator")
    equip(s, unit, "arasaka-radioport")
    gig(s, 1, 4, 2)
    deck(s, 0, FILLER)
    s = attack(s, unit)
    while s.prompt is not None and s.prompt.kind == "order":
        s = answer(s, s.prompt.options[0])
    assert s.prompt is not None and s.prompt.kind == "look_legend_may"
    s = answer(s, slot(s, yorinobu))
    assert s.prompt is not None and s.prompt.kind == "call_seen"
    s = answer(s, "call")
    assert s.inst(yorinobu).face_up and s.called[0]


def test_mantis_blades() -> None:
    s = blank()
    unit = add(s, 0, "field", "field-operator")
    blades = add(s, 0, "hand", "mantis-blades")
    eddies(s, 0, 1)
    s = act(s, 0, "play", f"{blades}:{unit}")
    assert s.power(unit) == 4 and blades in s.inst(unit).attached


@pytest.mark.parametrize(("target", "draws"), [("field-operator", 1), ("offduty-malfini", 0)])
def test_satori(target: str, draws: int) -> None:
    s = blank()
    unit = add(s, 0, "field", "swordwise-huscle")  # 3 + 2 = 5 power
    equip(s, unit, "satori")
    rival = add(s, 1, "field", target, spent=True)
    deck(s, 0, FILLER)
    s = let_through(attack(s, unit, str(rival)))
    assert len(s.zone("hand", 0)) == draws + 1  # Swordwise draws at 5 power too


def test_industrial_assembly() -> None:
    s = blank()
    program = add(s, 0, "hand", "industrial-assembly")
    eddies(s, 0, 1)
    deck(s, 0, FILLER)
    d10 = gig(s, 0, 10, 5)
    s = act(s, 0, "play", str(program))
    s = answer(s, str(d10))
    assert s.prompt.options == ["+1", "+2", "+3", "+4"]
    s = answer(s, "+3")
    assert s.die(d10).value == 8 and len(s.zone("hand", 0)) == 1


def test_over_the_edge() -> None:
    s = blank()
    program = add(s, 0, "hand", "over-the-edge")
    eddies(s, 0, 3)
    gig(s, 0, 20, 6)
    mine, weak, strong = (add(s, 0, "field", "psycho-squad"), add(s, 1, "field", "offduty-malfini"),
                          add(s, 1, "field", "minotaur"))
    s = act(s, 0, "play", str(program))
    assert sorted(s.prompt.options) == sorted([str(mine), str(weak)])
    s = answer(s, str(weak))
    assert weak in s.zone("trash", 1) and strong in s.zone("field", 1)


def test_over_the_edge_without_a_d20() -> None:
    s = blank()
    program = add(s, 0, "hand", "over-the-edge")
    eddies(s, 0, 3)
    add(s, 1, "field", "offduty-malfini")
    s = act(s, 0, "play", str(program))
    assert s.prompt is None and program in s.zone("trash", 0)


def test_shattered_memories() -> None:
    s = blank()
    program = add(s, 0, "hand", "shattered-memories")
    add(s, 0, "hand", "psycho-squad")
    for _ in range(2):
        add(s, 1, "hand", "psycho-squad")
    eddies(s, 0, 4)
    deck(s, 0, FILLER)
    deck(s, 1, FILLER)
    gig(s, 0, 4, 3)  # 1 + 2 cards discarded = 3
    s = act(s, 0, "play", str(program))
    assert s.prompt is not None and s.prompt.seat == 0 and s.prompt.kind == "draw_five"
    s = answer(s, "skip")
    assert s.prompt is not None and s.prompt.seat == 1
    s = answer(s, "draw")
    assert len(s.zone("hand", 1)) == 5 and len(s.zone("hand", 0)) == 2  # 2 for the Gig of value 3


def test_corpo_security() -> None:
    s = blank()
    guard = add(s, 0, "field", "corpo-security")
    gig(s, 1, 4, 2)
    assert not game.can_attack(s, guard)
    with pytest.raises(IllegalAction):
        attack(s, guard)
    assert s.blocker(guard)


def test_sandevistan() -> None:
    s = blank()
    unit = add(s, 0, "field", "emergency-atlus")
    equip(s, unit, "sandevistan")
    gig(s, 1, 4, 2)
    deck(s, 1, FILLER)
    s = let_through(attack(s, unit))
    assert s.inst(unit).spent
    s = act(s, 0, "pass")
    assert not s.inst(unit).spent  # readied at the end of its controller's turn


def test_corporate_surveillance() -> None:
    s = blank()
    program = add(s, 0, "hand", "corporate-surveillance")
    eddies(s, 0, 2)
    cheap = add(s, 1, "field", "psycho-squad")
    add(s, 1, "field", "goro-hands-unclean", up=True)  # costs 5
    add(s, 1, "field", "maxtac-av")  # costs 5
    s = act(s, 0, "play", str(program))
    assert s.prompt.options == [str(cheap)]
    s = answer(s, str(cheap))
    assert s.inst(cheap).spent
