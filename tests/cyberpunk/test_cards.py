"""Every card of the pool the engine plays (all but `pool.PENDING`) does what its (restated) text says: one test
each, named after the card."""

from __future__ import annotations

import pytest

from bot.framework.kinds import IllegalAction
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.abilities import CARDS as DEFINITIONS
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.moves import EndTurn
from bot.games.cyberpunk.pool import PENDING
from bot.games.cyberpunk.text import ABILITY_TEXT
from bot.games.cyberpunk.view import view as view_of
from tests.cyberpunk.build import act, add, answer, blank, deck, eddies, equip, gig, hand_cards, names, payer, slot

FILLER = ["psycho-squad"] * 10


def test_every_card_has_its_text_in_three_languages_and_its_rules() -> None:
    """Every card the engine plays (the pool but `pool.PENDING`) has its definition, its text and its test; a
    pending card has none of them yet."""
    assert set(DEFINITIONS) <= set(CARDS), sorted(set(DEFINITIONS) - set(CARDS))  # no definition of a non-card
    playable = [card for card in CARDS if card not in PENDING]
    for card in playable:
        assert card in DEFINITIONS, card  # one definition each, a keyword-only card's empty
        assert set(ABILITY_TEXT[f"cp.ab.{card}"]) == {"en", "tr", "ru"}
    for card in PENDING:
        assert card not in DEFINITIONS and f"cp.ab.{card}" not in ABILITY_TEXT, card
    tested = {name.removeprefix("test_").replace("_", "-") for name in globals() if name.startswith("test_")}
    missing = {c for c in playable if c.replace("'", "") not in tested}
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


# --- Welcome to Night City ---------------------------------------------------------------------------------------
def play_unit(s, seat: int, card: str, cost: int | None = None):
    """`card` played from `seat`'s hand, with just enough Eddies; the new state and the Unit's instance id."""
    iid = add(s, seat, "hand", card)
    eddies(s, seat, CARDS[card].cost if cost is None else cost)
    return act(s, seat, "play", str(iid)), iid


def test_animals_wrecker() -> None:
    s = blank()
    wrecker = add(s, 0, "field", "animals-wrecker")
    gig(s, 1, 4, 2), gig(s, 1, 6, 3)
    s = let_through(attack(s, wrecker))
    assert len(s.gigs(0)) == 2  # 10 power steals 2


def test_rockn_rockerboy() -> None:
    s = blank()
    rocker = add(s, 0, "field", "rockn-rockerboy")
    squad = add(s, 1, "field", "psycho-squad", spent=True)
    s = let_through(attack(s, rocker, str(squad)))
    assert squad in s.zone("trash", 1) and rocker in s.zone("field", 0)


def test_riding_nomad() -> None:
    s = blank()
    gig(s, 1, 4, 2)
    s, nomad = play_unit(s, 0, "riding-nomad")
    assert game.attack_targets(s, nomad) == ["gigs"]  # ADRENALINE: it attacks the turn it is played
    s2, squad = play_unit(s, 0, "psycho-squad")
    assert squad not in game.attackers(s2, 0)


def test_maxtac_suppression_team() -> None:
    s = blank()
    add(s, 1, "field", "maxtac-suppression-team")
    gig(s, 1, 4, 2)
    s, nomad = play_unit(s, 0, "riding-nomad")
    assert nomad not in game.attackers(s, 0)  # "can't" beats ADRENALINE's "can"
    v = add(s, 0, "legends", "v-corporate-exile", up=True)
    eddies(s, 0, 5)
    s = act(s, 0, "solo", slot(s, v))
    assert v not in game.attackers(s, 0)


def test_jacked_in_voodoo_boy() -> None:
    s = blank()
    boy = add(s, 0, "field", "jacked-in-voodoo-boy")
    gig(s, 1, 4, 2)
    assert boy not in game.attackers(s, 0)
    deck(s, 0, FILLER)
    s, _ = play_unit(s, 0, "trust-no-one")
    s = answer(s, "skip")
    assert boy in game.attackers(s, 0)  # a Program played this turn


def test_royce_psycho_on_the_edge() -> None:
    s = blank()
    royce = add(s, 0, "field", "royce-psycho-on-the-edge", up=True)
    equip(s, royce, "mantis-blades")
    assert s.power(royce) == 6 + 2 + 2  # its Gear's power, and +2 for it on your turn
    s.turn = 1
    assert s.power(royce) == 8


def test_delamain_rideshare_ai() -> None:
    s = blank()
    deck(s, 0, FILLER)
    s, _ = play_unit(s, 0, "delamain-rideshare-ai")
    assert len(s.zone("hand", 0)) == 2


def test_japantown_jonin() -> None:
    s = blank()
    squad = add(s, 0, "field", "psycho-squad")
    s, jonin = play_unit(s, 0, "japantown-jonin")
    assert s.prompt is not None and s.prompt.kind == "buff_unit" and s.prompt.options == [str(squad), str(jonin)]
    s = answer(s, str(squad))
    assert s.power(squad) == 8
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.power(squad) == 6  # this turn only


def test_tygers_whisper() -> None:
    s = blank()
    yorinobu = add(s, 0, "legends", "yorinobu-arasaka")
    s, _ = play_unit(s, 0, "tygers-whisper")
    assert s.prompt is not None and s.prompt.kind == "free_call"
    s = answer(s, slot(s, yorinobu))
    assert s.inst(yorinobu).face_up and s.called[0] and not s.ready_eddies(0)


@pytest.mark.parametrize(("ahead", "defeated"), [(False, ["secondhand-bombus"]), (True, ["secondhand-bombus",
                                                                                          "swordwise-huscle"])])
def test_royce_dont_call_me_simon(ahead: bool, defeated: list[str]) -> None:
    s = blank()
    small, mid = add(s, 1, "field", "secondhand-bombus"), add(s, 1, "field", "swordwise-huscle")
    if ahead:
        gig(s, 0, 6, 5)
    s, _ = play_unit(s, 0, "royce-dont-call-me-simon")
    assert s.prompt is not None and s.prompt.options == [str(u) for u, n in ((small, 0), (mid, 3)) if n <= 2 + ahead]
    s = answer(s, s.prompt.options[-1])
    assert names(s, 1, "trash") == defeated[-1:]


def test_caliber() -> None:
    s = blank()
    cheap = add(s, 1, "field", "secondhand-bombus")
    add(s, 1, "field", "psycho-squad")
    s, caliber = play_unit(s, 0, "caliber")
    assert s.prompt.options == [str(cheap)]
    s = answer(s, str(cheap))
    gig(s, 0, 4, 1)
    floor_it, squad = add(s, 1, "hand", "floor-it"), add(s, 1, "hand", "psycho-squad")
    from bot.games.cyberpunk import rules
    rules.defeat(s, caliber)
    game.proceed(s)
    assert s.prompt is not None and s.prompt.seat == 1 and s.prompt.kind == "discard"  # the rival chooses
    s = answer(s, str(floor_it))  # cost 1 equals your d4 at 1: a second card
    assert s.prompt is not None and s.prompt.seat == 1
    s = answer(s, str(squad))
    assert not s.zone("hand", 1)


def test_adam_smasher_metal_over_meat() -> None:
    s = blank()
    mine, theirs = add(s, 0, "field", "psycho-squad"), add(s, 1, "field", "dexter-deshawn")
    deck(s, 1, FILLER)
    s, adam = play_unit(s, 0, "adam-smasher-metal-over-meat")
    assert s.units(0) == [adam] and not s.units(1) and {mine, theirs} <= set(s.zone("trash", 0) + s.zone("trash", 1))


def test_adam_smasher_ender_of_legends() -> None:
    s = blank()
    adam = add(s, 0, "legends", "adam-smasher-ender-of-legends", up=True)
    target = add(s, 1, "field", "psycho-squad")
    gig(s, 1, 4, 2)
    eddies(s, 0, 9)
    s = act(s, 0, "solo", slot(s, adam))
    assert s.prompt is not None and s.prompt.kind == "defeat_unit"  # going solo, it is played: its PLAY
    s = answer(s, str(target))
    assert target in s.zone("trash", 1) and adam in game.attackers(s, 0)


def test_hacked_corpo() -> None:
    s = blank()
    deck(s, 0, ["psycho-squad", "floor-it", "mantis-blades", "reboot-optics"])
    s, _ = play_unit(s, 0, "hacked-corpo")
    assert names(s, 0, "trash")[:3] == ["reboot-optics", "mantis-blades", "floor-it"] or s.prompt is not None
    assert s.prompt is not None and s.prompt.kind == "take_trashed" and len(s.prompt.options) == 2
    s = answer(s, s.prompt.options[1])
    assert hand_cards(s, 0) == ["floor-it"] and names(s, 0, "deck") == ["psycho-squad"]


def test_all_is_lost() -> None:
    s = blank()
    deck(s, 0, ["floor-it", "psycho-squad", "mantis-blades"])
    s, _ = play_unit(s, 0, "all-is-lost")
    assert hand_cards(s, 0) == ["psycho-squad"] and len(s.zone("trash", 0)) == 3  # the only Unit: taken


@pytest.mark.parametrize("behind", [False, True])
def test_bonnie_and_clyde(behind: bool) -> None:
    s = blank()
    a, b = add(s, 1, "field", "swordwise-huscle"), add(s, 1, "field", "evelyn-parker")
    add(s, 1, "field", "psycho-squad")
    if behind:
        gig(s, 1, 4, 1), gig(s, 1, 6, 1)
    s, _ = play_unit(s, 0, "bonnie-and-clyde")
    assert s.prompt.options == [str(a), str(b)]
    s = answer(s, str(a))
    if behind:
        assert s.prompt is not None and s.prompt.options == [str(b), "skip"]
        s = answer(s, str(b))
    assert s.prompt is None and len(s.units(1)) == (1 if behind else 2)


def test_wild_in_the_streets() -> None:
    s = blank()
    spent, ready = add(s, 1, "field", "psycho-squad", spent=True), add(s, 1, "field", "minotaur")
    s, _ = play_unit(s, 0, "wild-in-the-streets")
    assert s.prompt.options == [str(spent)]
    s = answer(s, str(spent))
    assert s.units(1) == [ready]


def test_detonate() -> None:
    s = blank()
    unit = add(s, 1, "field", "psycho-squad")
    small, big = equip(s, unit, "mantis-blades"), equip(s, unit, "zetatech-faceplate")
    legend = add(s, 1, "legends", "jackie-welles", up=True)
    sandevistan = equip(s, legend, "sandevistan")
    s, _ = play_unit(s, 0, "detonate")
    assert sorted(s.prompt.options) == sorted([str(small), str(big), str(sandevistan)])
    s = answer(s, str(small))
    assert small in s.zone("trash", 1) and s.power(unit) == 8


def test_trust_no_one() -> None:
    s = blank()
    deck(s, 0, FILLER)
    d6 = gig(s, 0, 6, 4)
    s, _ = play_unit(s, 0, "trust-no-one")
    s = answer(s, str(d6))
    assert s.prompt.options == ["-3", "-2", "-1"]
    s = answer(s, "-3")
    assert s.die(d6).value == 1 and len(s.zone("hand", 0)) == 1


def test_dont_fear_the_reaper() -> None:
    s = blank()
    a, b = add(s, 1, "field", "psycho-squad"), add(s, 1, "field", "minotaur")
    s, _ = play_unit(s, 0, "dont-fear-the-reaper")
    assert s.inst(a).spent and s.inst(b).spent and sorted(s.prompt.options) == sorted([str(a), str(b)])
    s = answer(s, str(b))
    assert s.units(1) == [a]


def test_live_with_the_aftermath() -> None:
    s = blank()
    mine = add(s, 0, "field", "secondhand-bombus")
    theirs = [add(s, 1, "field", "psycho-squad"), add(s, 1, "field", "minotaur")]
    s, _ = play_unit(s, 0, "live-with-the-aftermath")
    assert s.prompt.seat == 0 and s.prompt.options == [str(mine)]
    s = answer(s, str(mine))
    assert s.prompt.seat == 1 and s.prompt.kind == "defeat_own"
    s = answer(s, str(theirs[0]))
    assert not s.units(0) and s.units(1) == [theirs[1]]


def test_les_elemens() -> None:
    s = blank()
    weak, strong = add(s, 1, "field", "secondhand-bombus"), add(s, 1, "field", "minotaur")
    equip(s, weak, "mantis-blades")  # 2 power: still the lowest
    s, _ = play_unit(s, 0, "les-elemens")
    assert s.prompt.options == [str(weak)]
    s = answer(s, str(weak))
    assert s.zone("deck", 1)[0] == weak and s.units(1) == [strong] and names(s, 1, "trash") == ["mantis-blades"]


def test_unlikely_bond() -> None:
    s = blank()
    mine = add(s, 0, "field", "secondhand-bombus")
    add(s, 0, "field", "psycho-squad", spent=True)
    theirs = add(s, 1, "field", "minotaur", spent=True)
    s, _ = play_unit(s, 0, "unlikely-bond")
    assert s.prompt.options == [str(mine)]
    s = answer(s, str(mine))
    s = answer(s, str(theirs))
    assert s.zone("deck", 0) == [mine] and s.zone("deck", 1) == [theirs]


def test_screw() -> None:
    s = blank()
    screw = add(s, 0, "field", "screw")
    dead = add(s, 0, "trash", "psycho-squad")
    add(s, 0, "trash", "floor-it")
    from bot.games.cyberpunk import rules
    rules.defeat(s, screw)
    game.proceed(s)
    assert s.zone("hand", 0) == [dead]  # the one other Unit there


def test_jackie_ride_or_die_choom() -> None:
    s = blank()
    jackie = add(s, 0, "field", "jackie-ride-or-die-choom")
    gig(s, 0, 4, 2), gig(s, 0, 6, 4), gig(s, 0, 8, 3)
    target = add(s, 1, "field", "minotaur", spent=True)
    deck(s, 0, FILLER)
    s = attack(s, jackie, str(target))
    assert s.power(jackie) == 12
    s = let_through(s)
    assert target in s.zone("trash", 1)
    from bot.games.cyberpunk import rules
    rules.defeat(s, jackie)
    game.proceed(s)
    assert len(s.zone("hand", 0)) == 1  # one odd Gig


@pytest.mark.parametrize("behind", [True, False])
def test_modded_muramasa(behind: bool) -> None:
    s = blank()
    car = add(s, 0, "field", "modded-muramasa", spent=True)
    gig(s, 1 if behind else 0, 6, 3)
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.inst(car).spent is not behind


def test_modded_kusanagi() -> None:
    s = blank()
    gig(s, 1, 4, 2)
    s, car = play_unit(s, 0, "modded-kusanagi")
    assert car in game.attackers(s, 0)
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.zone("hand", 0) == [car]


def test_maxtac_squadron() -> None:
    s = blank()
    add(s, 0, "field", "maxtac-squadron", spent=True)
    legend = add(s, 0, "legends", "jackie-welles", up=True, spent=True)
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.prompt is not None and s.prompt.kind == "ready_legend"
    s = answer(s, slot(s, legend))
    assert not s.inst(legend).spent


def test_netwatch_netdriver() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    equip(s, unit, "netwatch-netdriver")
    gig(s, 1, 4, 2)
    deck(s, 0, FILLER)
    s = attack(s, unit)
    assert len(s.zone("hand", 0)) == 1 and s.power(unit) == 8


def test_v_streetkid() -> None:
    s = blank()
    v = add(s, 0, "legends", "v-streetkid")
    eddies(s, 0, 1)
    old = add(s, 0, "trash", "trust-no-one")
    deck(s, 0, ["psycho-squad", "floor-it", "mantis-blades", "afterparty-at-lizzies"])
    s = act(s, 0, "call", slot(s, v))
    assert s.prompt is not None and s.prompt.kind == "take_trashed" and len(s.prompt.options) == 2
    s = answer(s, str(old))
    assert hand_cards(s, 0) == ["trust-no-one"] and names(s, 0, "deck") == ["psycho-squad"]


def test_sasha_yakovleva() -> None:
    s = blank()
    sasha = add(s, 0, "field", "sasha-yakovleva", up=True)
    deck(s, 0, ["minotaur"])
    gig(s, 1, 4, 2)
    s = attack(s, sasha)
    assert hand_cards(s, 0) == ["minotaur"] and s.power(sasha) == 7
    s = let_through(s)
    card = add(s, 1, "hand", "floor-it")
    from bot.games.cyberpunk import rules
    rules.defeat(s, sasha)
    game.proceed(s)
    assert sasha in s.zone("gone", 0) and s.prompt is not None and s.prompt.seat == 1  # a Legend: DEFEATED too
    s = answer(s, str(card))
    assert not s.zone("hand", 1)


@pytest.mark.parametrize(("named", "taken"), [("unit", True), ("gear", False)])
def test_misty_olszewski(named: str, taken: bool) -> None:
    s = blank()
    misty = add(s, 0, "field", "misty-olszewski")
    gig(s, 1, 4, 2)
    assert misty not in game.attackers(s, 0)
    eddies(s, 0, 0, spent=1)
    deck(s, 0, ["psycho-squad"])
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.prompt.kind == "card_type"
    s = answer(s, named)
    assert (hand_cards(s, 0) == ["psycho-squad"]) is taken and (names(s, 0, "trash") == ["psycho-squad"]) is not taken


def test_pacifica_netrunner() -> None:
    s = blank()
    rival_unit = add(s, 1, "field", "psycho-squad", spent=True)
    gig(s, 0, 4, 2)
    s, _ = play_unit(s, 0, "pacifica-netrunner")
    s = answer(s, str(rival_unit))
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.turn == 1 and s.inst(rival_unit).spent  # not readied at its owner's start
    s = answer(s, s.prompt.options[0])  # the rival rolls a Gig in
    deck(s, 0, FILLER)
    s = act(s, 1, "pass")
    assert s.turn == 0 and not s.lasting  # over at the start of your next turn


def test_memory_relapse() -> None:
    s = blank()
    rival_unit = add(s, 1, "field", "minotaur")
    deck(s, 0, FILLER)
    gig(s, 0, 4, 3)  # odd: no card
    s, _ = play_unit(s, 0, "memory-relapse")
    s = answer(s, str(rival_unit))
    assert s.inst(rival_unit).spent and not s.zone("hand", 0)
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.inst(rival_unit).spent


def test_chrome_reverie() -> None:
    s = blank()
    rival_unit = add(s, 1, "field", "minotaur")
    legend = add(s, 0, "legends", "jackie-welles")
    gig(s, 0, 4, 1)
    gig(s, 0, 6, 3, owner=1)
    s, _ = play_unit(s, 0, "chrome-reverie")
    s = answer(s, str(rival_unit))
    assert s.prompt is not None and s.prompt.kind == "free_call"
    s = answer(s, slot(s, legend))
    assert s.inst(legend).face_up
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert rival_unit not in game.attackers(s, 1)


def test_take_control() -> None:
    s = blank(turn=1)
    drone = add(s, 1, "field", "minotaur")  # a DRONE, 9 power
    equip(s, drone, "mantis-blades")  # 11: two Gigs
    gig(s, 0, 4, 2), gig(s, 0, 6, 3)
    card = add(s, 0, "hand", "take-control")
    eddies(s, 0, 2)
    deck(s, 0, FILLER)
    s = attack(s, drone)
    s = act(s, 0, "play", str(card))
    s = answer(s, str(drone))
    assert len(s.zone("hand", 0)) == 1
    s = act(s, 0, "react_done")
    assert s.prompt is not None and s.prompt.kind == "steal" and s.prompt.params["left"] == 1  # one Gig fewer
    s = answer(s, s.prompt.options[0])
    assert len(s.gigs(1)) == 1


def test_synapse_burnout() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "psycho-squad")  # 6
    mine = add(s, 0, "field", "swordwise-huscle", spent=True)  # 3
    for card in ("jackie-welles", "viktor-vektor", "v-corporate-exile"):
        add(s, 0, "legends", card, up=True)
    card = add(s, 0, "hand", "synapse-burnout")
    eddies(s, 0, 1)
    s = attack(s, attacker, str(mine))
    s = act(s, 0, "play", str(card))
    s = answer(s, str(mine))
    assert s.power(mine) == 6
    s = act(s, 0, "react_done")
    assert attacker in s.zone("trash", 1) and mine in s.zone("trash", 0)  # 6 against 6
    assert s.power(add(s, 0, "field", "swordwise-huscle")) == 3


def test_valentino_street_racer() -> None:
    s = blank()
    gig(s, 1, 4, 2)
    s, squad = play_unit(s, 0, "psycho-squad")
    s, racer = play_unit(s, 0, "valentino-street-racer")
    assert s.prompt.options == [str(squad)]
    s = answer(s, str(squad))
    assert squad in game.attackers(s, 0) and racer not in game.attackers(s, 0)


def test_sandayu_oda() -> None:
    s = blank()
    a, b = add(s, 1, "field", "psycho-squad"), add(s, 1, "field", "minotaur")
    gig(s, 0, 4, 3), gig(s, 0, 6, 3), gig(s, 1, 8, 2)
    s, oda = play_unit(s, 0, "sandayu-oda")
    s = answer(s, str(b))  # one value-pair: one Unit
    assert s.inst(b).spent and not s.inst(a).spent and s.prompt is None
    assert game.attack_targets(s, oda) == [str(b)]  # rival Units only, the turn it is played


def test_saul_bright() -> None:
    s = blank()
    saul = add(s, 0, "field", "saul-bright")
    squad = add(s, 0, "field", "psycho-squad")
    gig(s, 1, 4, 2)
    s = attack(s, squad)
    assert s.power(squad) == 8 and s.power(saul) == 14
    s = let_through(s)
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert s.prompt is not None and s.prompt.kind == "ready_units" and s.prompt.most == 1
    s = answer(s, str(squad))
    assert not s.inst(squad).spent


def test_la_llorona() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "psycho-squad")
    llorona = add(s, 0, "field", "la-llorona")
    d6 = gig(s, 0, 6, 2)
    s = attack(s, attacker)
    s = act(s, 0, "block", str(llorona))
    assert s.prompt is not None and s.prompt.kind == "gig"
    s = answer(s, str(d6))
    s = answer(s, "+3")
    assert s.die(d6).value == 5


def test_augmented_negotiators() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "psycho-squad")
    blocker = add(s, 0, "field", "augmented-negotiators")
    gig(s, 0, 6, 2)
    card = add(s, 1, "hand", "floor-it")
    s = attack(s, attacker)
    s = act(s, 0, "block", str(blocker))
    assert s.prompt is not None and s.prompt.seat == 1 and s.prompt.kind == "discard"
    s = answer(s, str(card))
    assert names(s, 1, "trash") == ["floor-it"]


def test_gilded_maton() -> None:
    s = blank()
    mine = add(s, 0, "field", "psycho-squad")
    blades = equip(s, mine, "mantis-blades")
    cheap = add(s, 1, "field", "evelyn-parker")
    add(s, 1, "field", "minotaur")
    s, _ = play_unit(s, 0, "gilded-maton")
    assert s.prompt.options == [str(blades), "skip"]
    s = answer(s, str(blades))
    assert s.prompt.options == [str(cheap)]
    s = answer(s, str(cheap))
    assert cheap in s.zone("trash", 1) and blades in s.zone("trash", 0)


def test_maelstrom_zealots() -> None:
    s = blank()
    zealots = add(s, 0, "field", "maelstrom-zealots")
    target = add(s, 1, "field", "minotaur", spent=True)
    s = let_through(attack(s, zealots, str(target)))
    assert zealots in s.zone("trash", 0) and target in s.zone("trash", 1)  # 0 power, yet its loss defeats


def test_johnny_never_stop_fighting() -> None:
    s = blank()
    johnny = add(s, 0, "field", "johnny-never-stop-fighting")  # 8
    corpo = add(s, 1, "field", "goro-losing-his-way", spent=True)
    equip(s, corpo, "mantis-blades"), equip(s, corpo, "zetatech-faceplate"), equip(s, corpo, "satori")  # 10
    s = let_through(attack(s, johnny, str(corpo)))
    assert corpo in s.zone("trash", 1) and johnny in s.zone("field", 0)  # wins against CORPO
    assert not s.inst(johnny).spent  # the first win this turn readies it
    other = add(s, 1, "field", "evelyn-parker", spent=True)
    s = let_through(attack(s, johnny, str(other)))
    assert s.inst(johnny).spent


def test_octant() -> None:
    s = blank()
    gig(s, 0, 8, 8), gig(s, 0, 10, 9)
    s, octant = play_unit(s, 0, "octant", cost=5)
    assert octant in s.zone("field", 0) and not s.ready_eddies(0)


def test_maxtac_heavy() -> None:
    s = blank()
    for _ in range(7):
        add(s, 1, "field", "secondhand-bombus")
    s, heavy = play_unit(s, 0, "maxtac-heavy", cost=1)  # never below 1 €$
    assert heavy in s.zone("field", 0)


def test_trauma_team_operatives() -> None:
    s = blank()
    for card in ("psycho-squad", "minotaur", "floor-it"):
        add(s, 0, "trash", card)
    iid = add(s, 0, "hand", "trauma-team-operatives")
    eddies(s, 0, 3)
    assert iid not in game.playable(s, 0)
    eddies(s, 0, 1)
    assert iid in game.playable(s, 0)


def test_zetatech_berserk() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    add(s, 0, "legends", "jackie-welles", up=True)
    add(s, 0, "legends", "viktor-vektor", up=True)
    berserk = add(s, 0, "hand", "zetatech-berserk")
    eddies(s, 0, 4)
    s = act(s, 0, "play", f"{berserk}:{unit}")
    assert s.power(unit) == 9 and not s.ready_eddies(0)


def test_carnage_at_the_colosseum() -> None:
    s = blank()
    add(s, 0, "field", "psycho-squad")  # 6
    weak, strong = add(s, 1, "field", "swordwise-huscle"), add(s, 1, "field", "minotaur")
    gig(s, 0, 8, 8)
    s, _ = play_unit(s, 0, "carnage-at-the-colosseum", cost=5)
    assert s.prompt.options == [str(weak)] and strong
    s = answer(s, str(weak))
    assert weak in s.zone("trash", 1)


# --- activated abilities, CALL choices, start-of-turn effects ------------------------------------------------------
def activate(s, iid: int, seat: int = 0):
    return act(s, seat, "activate", str(iid))


def test_kerry_last_rockerboy() -> None:
    s = blank()
    kerry = add(s, 0, "field", "kerry-last-rockerboy")
    deck(s, 0, FILLER)
    assert kerry not in game.activatable(s, 0)  # no Gig of 8 or more: nothing to do
    gig(s, 0, 8, 8)
    s.inst(kerry).markers = ["lag"]
    assert kerry not in game.activatable(s, 0)  # Lag stops its ⊡
    s.inst(kerry).markers = []
    s = activate(s, kerry)
    assert s.inst(kerry).spent and len(s.zone("hand", 0)) == 2
    with pytest.raises(IllegalAction):
        activate(s, kerry)


def test_dexter_off_the_grid() -> None:
    s = blank()
    dexter = add(s, 0, "legends", "dexter-off-the-grid")
    unit = add(s, 0, "field", "psycho-squad")
    eddies(s, 0, 1)
    deck(s, 0, FILLER)
    s = act(s, 0, "call", slot(s, dexter))
    assert s.prompt.kind == "mode" and s.prompt.options == ["power", "draw"]
    s = answer(s, "power")
    s = answer(s, str(unit))
    assert s.power(unit) == 8
    d4 = gig(s, 0, 4, 1)
    s = activate(s, dexter)
    assert s.inst(dexter).spent
    s = answer(s, str(d4))
    s = answer(s, "+2")
    assert s.die(d4).value == 3


def test_muamar_reyes() -> None:
    s = blank()
    muamar = add(s, 0, "legends", "muamar-reyes")
    unit = add(s, 0, "field", "swordwise-huscle")
    eddies(s, 0, 1)
    s = act(s, 0, "call", slot(s, muamar))
    s = answer(s, "shield")
    s = answer(s, str(unit))
    target = add(s, 1, "field", "minotaur", spent=True)
    s = let_through(attack(s, unit, str(target)))
    assert unit in s.zone("field", 0)  # it lost, but was not defeated
    d6 = gig(s, 1, 6, 6)
    s = activate(s, muamar)
    s = answer(s, str(d6))
    assert s.die(d6).value == 5  # only down from 6: the one change is made at once


def test_padre() -> None:
    s = blank()
    padre = add(s, 0, "legends", "padre")
    rival_unit = add(s, 1, "field", "psycho-squad")
    eddies(s, 0, 1)
    s = act(s, 0, "call", slot(s, padre))
    s = answer(s, "spend")
    s = answer(s, str(rival_unit))
    assert s.inst(rival_unit).spent
    mine, theirs = gig(s, 0, 8, 2), gig(s, 1, 10, 7)
    s = activate(s, padre)
    assert s.prompt.kind == "set_gig"
    s = answer(s, str(mine))
    assert s.prompt.options == [str(theirs)]
    s = answer(s, str(theirs))
    assert s.die(mine).value == 7


def test_wakako_okada() -> None:
    s = blank()
    wakako = add(s, 0, "legends", "wakako-okada")
    rival_unit = add(s, 1, "field", "psycho-squad")
    eddies(s, 0, 1)
    s = act(s, 0, "call", slot(s, wakako))
    s = answer(s, "weaken")
    s = answer(s, str(rival_unit))
    assert s.power(rival_unit) == 4
    d8 = gig(s, 1, 8, 5)
    s = activate(s, wakako)
    s = answer(s, str(d8))
    s = answer(s, "-2")
    assert s.die(d8).value == 3


def test_hanako_daughter_of_the_emperor() -> None:
    s = blank(turn=1)
    hanako = add(s, 0, "legends", "hanako-daughter-of-the-emperor", up=True)
    gig(s, 0, 4, 3), gig(s, 0, 6, 3), gig(s, 0, 8, 5), gig(s, 0, 10, 5)
    deck(s, 0, FILLER)
    s = act(s, 1, "pass")
    assert s.turn == 0 and len(s.zone("hand", 0)) == 3  # 2 value-pairs at the start, then the turn's draw
    s = answer(s, s.prompt.options[0]) if s.prompt is not None else s
    theirs = gig(s, 1, 12, 11)
    s = activate(s, hanako)
    s = answer(s, s.prompt.options[0])
    s = answer(s, str(theirs))
    assert s.die(theirs).area == 0 and len(s.gigs(1)) == 1


def test_judy_braindance_maestro() -> None:
    s = blank()
    judy = add(s, 0, "legends", "judy-braindance-maestro", up=True)
    unit = add(s, 0, "field", "psycho-squad")
    s, _ = play_unit(s, 0, "trust-no-one")
    while s.prompt is not None and s.prompt.kind != "buff_unit":  # the order of the two effects, no Gig to lower
        s = answer(s, s.prompt.options[0] if s.prompt.kind == "order" else "skip")
    s = answer(s, str(unit))
    assert s.power(unit) == 7
    deck(s, 0, ["floor-it"])
    s = activate(s, judy)
    assert s.prompt.kind == "take_trashed"
    s = answer(s, s.prompt.options[0])
    assert hand_cards(s, 0) == ["floor-it"]


def test_dum_dum() -> None:
    s = blank()
    dum = add(s, 0, "legends", "dum-dum")
    unit = add(s, 0, "field", "psycho-squad")
    blades = equip(s, unit, "mantis-blades")
    equip(s, unit, "satori")
    eddies(s, 0, 2)
    deck(s, 0, FILLER)
    s = act(s, 0, "call", slot(s, dum))
    s = answer(s, str(blades))
    assert blades in s.zone("trash", 0) and len(s.zone("hand", 0)) == 2
    s = activate(s, dum)
    s = answer(s, str(unit))
    assert s.power(unit) == 6 + 2 + 1


def test_dum_dum_is_quick() -> None:
    s = blank(turn=1)
    add(s, 0, "legends", "dum-dum", up=True)
    mine = add(s, 0, "field", "swordwise-huscle", spent=True)
    equip(s, mine, "mantis-blades")
    attacker = add(s, 1, "field", "psycho-squad")  # 6 against 3 + 2
    eddies(s, 0, 1)
    s = attack(s, attacker, str(mine))
    dum = s.zone("legends", 0)[0]
    assert game.activatable(s, 0, reacting=True) == [dum]
    s = activate(s, dum)
    s = answer(s, str(mine))
    s = act(s, 0, "react_done")
    assert mine in s.zone("trash", 0) and attacker in s.zone("trash", 1)  # 6 against 6


def test_goro_vengeful_bodyguard() -> None:
    s = blank(turn=1)
    goro = add(s, 0, "legends", "goro-vengeful-bodyguard", up=True)
    small = add(s, 0, "field", "swordwise-huscle")
    attacker = add(s, 1, "field", "evelyn-parker")  # 0 power: it draws as it attacks
    deck(s, 1, FILLER)
    gig(s, 0, 4, 2), gig(s, 0, 6, 2)
    eddies(s, 0, 1)
    card = add(s, 0, "hand", "psycho-squad")
    deck(s, 0, FILLER)
    s = attack(s, attacker)
    s = activate(s, goro)
    s = answer(s, str(small))
    assert s.blocker(small) and s.power(small) == 4  # a value-pair: +1
    s = act(s, 0, "block", str(small))
    assert s.prompt is not None and s.prompt.kind == "discard_may"
    s = answer(s, str(card))
    assert names(s, 0, "trash") == ["psycho-squad"] and len(s.zone("hand", 0)) == 1


def test_overwatch() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    gun = equip(s, unit, "overwatch")
    cheap, dear = add(s, 1, "field", "evelyn-parker", spent=True), add(s, 1, "field", "minotaur", spent=True)
    card = add(s, 0, "hand", "offduty-malfini")  # costs 4
    eddies(s, 0, 1)
    s = activate(s, gun)
    assert s.inst(unit).spent  # ⊡ spends the host
    s = answer(s, str(card))
    assert s.prompt.options == [str(cheap)] and dear
    s = answer(s, str(cheap))
    assert cheap in s.zone("trash", 1)


def test_johnny_rocking_renegade() -> None:
    s = blank()
    johnny = add(s, 0, "legends", "johnny-rocking-renegade", up=True)
    target = add(s, 1, "field", "swordwise-huscle", spent=True)
    gig(s, 1, 4, 2)
    gig(s, 0, 8, 8)
    s, rocker = play_unit(s, 0, "rockn-rockerboy")
    eddies(s, 0, 1)  # 2 €$ less 1 for the Gig of 8
    s = activate(s, johnny)
    s = answer(s, str(rocker))
    assert game.attack_targets(s, rocker) == [str(target)] and s.power(rocker) == 10


# --- when a Unit steals -------------------------------------------------------------------------------------------
def test_6th_street_recruits() -> None:
    s = blank()
    add(s, 0, "field", "6th-street-recruits")
    thief = add(s, 0, "field", "psycho-squad")
    d6 = gig(s, 1, 6, 2)
    s = let_through(attack(s, thief))
    assert s.die(d6).area == 0 and s.prompt is not None and s.prompt.kind == "gig"
    s = answer(s, str(d6))
    s = answer(s, "+4")
    assert s.die(d6).value == 6


def test_v_roamer_of_the_badlands() -> None:
    s = blank()
    v = add(s, 0, "field", "v-roamer-of-the-badlands")
    d10 = gig(s, 1, 10, 3)
    s = let_through(attack(s, v))
    assert s.prompt is not None and s.prompt.kind == "amount" and s.prompt.options[-1] == "skip"
    s = answer(s, "+5")
    assert s.die(d10).value == 8 and s.die(d10).area == 0
    gig(s, 0, 12, 9)
    deck(s, 0, FILLER)
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert len(s.zone("hand", 0)) == 1  # two Gigs of 8 or more at the end of the turn


def test_maelstrom_goons() -> None:
    s = blank()
    goons = add(s, 0, "field", "maelstrom-goons")
    equip(s, goons, "mantis-blades")
    gig(s, 1, 4, 2)
    card = add(s, 1, "hand", "floor-it")
    s = let_through(attack(s, goons))
    assert s.prompt is not None and s.prompt.seat == 1
    s = answer(s, str(card))
    assert names(s, 1, "trash") == ["floor-it"]


def test_wraith_marauders() -> None:
    s = blank()
    wraith = add(s, 0, "field", "wraith-marauders")
    tired = add(s, 0, "field", "swordwise-huscle", spent=True)  # 3 power
    gig(s, 1, 4, 3)
    s = let_through(attack(s, wraith))
    assert s.prompt.options == [str(tired)]
    s = answer(s, str(tired))
    assert not s.inst(tired).spent


def test_gorilla_arms() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    equip(s, unit, "gorilla-arms")  # 9 power: one Gig
    gig(s, 0, 4, 2)
    a, b = gig(s, 1, 6, 2), gig(s, 1, 8, 5)
    s = attack(s, unit)
    s = let_through(s)
    s = answer(s, str(a))  # the attack's one Gig
    assert s.prompt is not None and s.prompt.kind == "steal_extra" and s.prompt.options == [str(b)]
    s = answer(s, str(b))
    assert not s.gigs(1) and len(s.gigs(0)) == 3


@pytest.mark.parametrize(("value", "drawn", "discarded"), [(4, 1, 0), (3, 0, 1)])
def test_rogue_preem_solo(value: int, drawn: int, discarded: int) -> None:
    s = blank()
    rogue = add(s, 0, "field", "rogue-preem-solo", up=True)
    gig(s, 1, 8, value)
    deck(s, 0, FILLER)
    card = add(s, 1, "hand", "floor-it")
    s = let_through(attack(s, rogue))
    if discarded:
        s = answer(s, str(card))
    assert len(s.zone("hand", 0)) == drawn and len(s.zone("trash", 1)) == discarded


def test_rogue_queen_of_the_afterlife() -> None:
    s = blank()
    add(s, 0, "field", "rogue-queen-of-the-afterlife")
    thief = add(s, 0, "field", "psycho-squad")
    gig(s, 1, 4, 3), gig(s, 1, 6, 5)
    eddies(s, 0, 0, spent=2)
    s = let_through(attack(s, thief))
    s = answer(s, s.prompt.options[0]) if s.prompt is not None and s.prompt.kind == "steal" else s
    assert len(s.ready_eddies(0)) == 2


def test_rogue_queen_drains_a_rival_in_the_react_step() -> None:
    s = blank(turn=1)
    queen = add(s, 0, "field", "rogue-queen-of-the-afterlife")  # 4 power
    attacker = add(s, 1, "field", "swordwise-huscle")  # 3 power
    gig(s, 0, 4, 2)
    eddies(s, 0, 2)
    s = attack(s, attacker)
    assert queen in game.activatable(s, 0, reacting=True)
    s = activate(s, queen)
    s = answer(s, str(attacker))
    assert s.power(attacker) == 0
    s = act(s, 0, "react_done")
    assert len(s.gigs(0)) == 1  # 0 power steals nothing


# --- choices of effects, searches and the rest ----------------------------------------------------------------------
def test_nocturne_op55n1() -> None:
    s = blank()
    for die in s.fixer(0):
        die.area, die.value = 0, 1
    card = add(s, 0, "hand", "nocturne-op55n1")
    eddies(s, 0, 1)  # an empty fixer area: 1 €$
    s = act(s, 0, "play", str(card))
    assert s.prompt.kind == "mode" and s.prompt.options == ["draw2", "stop", "solo"]
    s = answer(s, "solo")
    v = add(s, 0, "legends", "v-corporate-exile", up=True)
    eddies(s, 0, 3)
    s = act(s, 0, "solo", slot(s, v))
    assert v in s.zone("field", 0) and not s.ready_eddies(0)  # 5 - 2 €$


@pytest.mark.parametrize("both", [False, True])
def test_pyramid_song(both: bool) -> None:
    s = blank()
    zero, strong = add(s, 1, "field", "secondhand-bombus"), add(s, 1, "field", "minotaur")
    gig(s, 0, 4, 1 if both else 2)
    s, _ = play_unit(s, 0, "pyramid-song")
    if not both:
        s = answer(s, "weaken4")
    s = answer(s, str(strong))
    if both:
        s = answer(s, str(zero))
        assert s.zone("deck", 1) == [zero]
    assert s.power(strong) == 5


def test_towerfall() -> None:
    s = blank()
    a, b = add(s, 1, "field", "swordwise-huscle"), add(s, 1, "field", "minotaur")
    gig(s, 1, 4, 2)  # you are behind: both effects
    s, _ = play_unit(s, 0, "towerfall")
    assert s.zone("deck", 1) == [a] and s.power(b) == 4


def test_sketchy_ripper() -> None:
    s = blank()
    ripper = add(s, 0, "field", "sketchy-ripper")
    gig(s, 1, 4, 2)
    deck(s, 0, ["psycho-squad", "mantis-blades", "floor-it"])
    s = attack(s, ripper)
    assert s.prompt.kind == "take_found" and s.prompt.options == ["2"] and s.prompt.least == 0
    s = answer(s, "2")
    assert hand_cards(s, 0) == ["mantis-blades"] and len(s.zone("deck", 0)) == 2


def test_hanako_in_a_gilded_cage() -> None:
    s = blank()
    gig(s, 0, 4, 1), gig(s, 0, 6, 4)
    deck(s, 0, ["psycho-squad", "minotaur", "floor-it", "offduty-malfini"])  # costs 4, 7, 1, 4 (the top last)
    s, _ = play_unit(s, 0, "hanako-in-a-gilded-cage")
    assert s.prompt.options == ["1", "2", "4"] and s.prompt.most == 3
    s = answer(s, "1", "2", "4")
    assert sorted(hand_cards(s, 0)) == ["floor-it", "offduty-malfini", "psycho-squad"]
    assert names(s, 0, "deck") == ["minotaur"]


def test_three_mouths_one_desire() -> None:
    s = blank()
    gig(s, 0, 4, 1)
    deck(s, 0, ["psycho-squad", "minotaur", "floor-it"])
    s, _ = play_unit(s, 0, "three-mouths-one-desire")
    assert s.prompt.least == 1 and s.prompt.most == 2
    s = answer(s, "1", "3")
    assert sorted(hand_cards(s, 0)) == ["floor-it", "psycho-squad"]


def test_deadman_transmitter() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    deadman = equip(s, unit, "deadman-transmitter")
    from bot.games.cyberpunk import rules
    rules.defeat(s, unit)
    assert unit in s.zone("field", 0) and deadman in s.zone("trash", 0)
    rules.defeat(s, unit)
    assert unit in s.zone("trash", 0)


def test_rita_wheeler() -> None:
    s = blank()
    rita = add(s, 0, "field", "rita-wheeler")
    gig(s, 1, 4, 2)
    deck(s, 0, FILLER)
    s = attack(s, rita)
    assert s.prompt is not None and s.prompt.kind == "discard"
    s = answer(s, s.prompt.options[0])
    assert len(s.zone("trash", 0)) == 1


def test_bootleg_black_sapphire_show() -> None:
    s = blank()
    gig(s, 0, 4, 1), gig(s, 0, 6, 2)
    deck(s, 0, FILLER)
    s, _ = play_unit(s, 0, "bootleg-black-sapphire-show")
    assert len(s.zone("eddies", 0)) == 6 and len(s.ready_eddies(0)) == 1 and len(s.zone("hand", 0)) == 2
    assert s.sold


@pytest.mark.parametrize("choice", ["hand", "trash"])
def test_fool_on_the_hill(choice: str) -> None:
    s = blank()
    deck(s, 0, [*FILLER[:2], "floor-it", "mantis-blades"])
    s, _ = play_unit(s, 0, "fool-on-the-hill")
    assert s.prompt.seat == 1 and s.prompt.kind == "fool_choice"
    s = answer(s, choice)
    if choice == "hand":
        assert sorted(hand_cards(s, 0)) == ["floor-it", "mantis-blades"]
    else:
        assert hand_cards(s, 0) == ["psycho-squad"] * 2 and len(s.zone("trash", 0)) == 3


def test_maman_brigitte() -> None:
    s = blank()
    p1, p2 = add(s, 0, "hand", "floor-it"), add(s, 0, "hand", "reboot-optics")
    bare, geared = add(s, 1, "field", "minotaur"), add(s, 1, "field", "psycho-squad")
    equip(s, geared, "mantis-blades")
    s, _ = play_unit(s, 0, "maman-brigitte")
    s = answer(s, str(p1), str(p2))
    assert s.prompt.options == [str(bare)]
    s = answer(s, str(bare))
    assert s.zone("deck", 1) == [bare]


def test_placide() -> None:
    s = blank()
    program = add(s, 0, "hand", "floor-it")
    target = add(s, 1, "field", "minotaur")
    s, _ = play_unit(s, 0, "placide")
    s = answer(s, str(program))
    s = answer(s, str(target))
    assert s.zone("deck", 1) == [target]


def test_westbrook_netrunner() -> None:
    s = blank(turn=1)
    card = add(s, 1, "hand", "westbrook-netrunner")
    eddies(s, 1, 4)
    s = act(s, 1, "play", str(card))
    s.turn = 0
    v = add(s, 0, "field", "v-corporate-exile", up=True)  # a Legend, 8 power
    low, high = gig(s, 1, 4, 3), gig(s, 1, 10, 9)
    s = let_through(attack(s, v))
    assert s.die(high).area == 0 and s.die(low).area == 1


def test_valentino_guerrera() -> None:
    s = blank()
    valentino = add(s, 0, "field", "valentino-guerrera")
    blocker = add(s, 1, "field", "secondhand-bombus")
    assert game.attack_targets(s, valentino) == []
    gig(s, 0, 4, 3)
    assert game.attack_targets(s, valentino) == [str(blocker)]  # ahead: a ready BLOCKER may be attacked


def test_nadia() -> None:
    s = blank()
    gig(s, 1, 4, 2)
    s, nadia = play_unit(s, 0, "nadia")
    spent = add(s, 1, "field", "psycho-squad", spent=True)
    assert game.attack_targets(s, nadia) == ["gigs"] and spent  # the Gig area only, the turn she is played
    gig(s, 0, 6, 2)
    assert nadia not in game.attackers(s, 0)


def test_panam_strength_through_family() -> None:
    s = blank()
    panam = add(s, 0, "field", "panam-strength-through-family")
    legend = add(s, 0, "legends", "jackie-welles")
    s = act(s, 0, "call", slot(s, legend))  # no Eddie needed during your turn
    assert s.inst(legend).face_up
    card = add(s, 0, "hand", "floor-it")
    gig(s, 1, 4, 2)
    deck(s, 0, FILLER)
    s = attack(s, panam)
    s = answer(s, str(card))
    assert len(s.zone("hand", 0)) == 1  # one face-up Legend


# --- cheaper Gear, free plays, the host's DEFEATED ------------------------------------------------------------------
def test_adrenaline_converter() -> None:
    s = blank()
    gig(s, 1, 4, 2), gig(s, 1, 6, 2)
    s, unit = play_unit(s, 0, "psycho-squad")
    equip(s, unit, "adrenaline-converter")
    assert unit in game.attackers(s, 0)  # 2 Gigs behind: ADRENALINE
    gig(s, 0, 8, 3)
    assert unit not in game.attackers(s, 0)


def test_riot_shield() -> None:
    s = blank()
    holder = add(s, 1, "field", "psycho-squad")
    equip(s, holder, "riot-shield")
    assert s.blocker(holder)
    v = add(s, 0, "legends", "v-corporate-exile", up=True)
    eddies(s, 0, 5)  # and V herself: 6 €$
    assert game.solo_cost(s, 0, v) == 7 and not game.soloists(s, 0)
    eddies(s, 0, 1)
    assert game.soloists(s, 0) == [v]


def test_viktor_drop_your_illusions() -> None:
    s = blank()
    add(s, 0, "field", "viktor-drop-your-illusions")
    unit = add(s, 0, "field", "psycho-squad")
    plate, blades = add(s, 0, "hand", "zetatech-faceplate"), add(s, 0, "hand", "mantis-blades")
    eddies(s, 0, 2)
    assert game.cost_of(s, 0, plate) == 1  # 2 - 3: at least 1 €$
    s = act(s, 0, "play", f"{plate}:{unit}")
    assert game.cost_of(s, 0, blades) == 1 and s.ready_eddies(0)  # the first CYBERWARE Gear only
    berserk = add(s, 0, "hand", "zetatech-berserk")
    assert game.cost_of(s, 0, berserk) == 6


def test_peace_offering() -> None:
    s = blank()
    low, high = gig(s, 0, 6, 2), gig(s, 0, 8, 5)
    deck(s, 0, FILLER)
    s, _ = play_unit(s, 0, "peace-offering")
    s = answer(s, str(low))
    s = answer(s, str(high))
    assert s.die(low).value == 5 and len(s.zone("hand", 0)) == 1  # a value-pair now


def test_pepe_najarro() -> None:
    s = blank()
    pepe = add(s, 0, "field", "pepe-najarro")
    merc = add(s, 0, "legends", "jackie-welles", up=True, spent=True)
    add(s, 0, "legends", "viktor-vektor", up=True, spent=True)  # not MERC
    gig(s, 0, 4, 3), gig(s, 0, 6, 3)
    gig(s, 1, 8, 2)
    s = attack(s, pepe)
    assert s.prompt.kind == "ready_legends" and s.prompt.options == [slot(s, merc)]
    s = answer(s, slot(s, merc))
    assert not s.inst(merc).spent


def test_viktor_little_pinch() -> None:
    s = blank()
    other = add(s, 0, "field", "psycho-squad")
    plate = add(s, 0, "trash", "zetatech-faceplate")
    add(s, 0, "trash", "sandevistan")  # costs 3
    s, viktor = play_unit(s, 0, "viktor-little-pinch")
    assert s.prompt.options == [str(plate)]
    s = answer(s, str(plate))
    assert s.prompt.options == [str(other)]  # another Unit only
    s = answer(s, str(other))
    assert plate in s.inst(other).attached and viktor


def test_we_gotta_live_together() -> None:
    s = blank()
    a, b = add(s, 0, "trash", "secondhand-bombus"), add(s, 0, "trash", "dexter-deshawn")
    add(s, 0, "trash", "minotaur")
    gig(s, 1, 4, 2), gig(s, 1, 6, 3)
    s, _ = play_unit(s, 0, "we-gotta-live-together", cost=3)  # 2 Gigs behind: 3 €$
    assert sorted(s.prompt.options) == sorted([str(a), str(b)]) and s.prompt.most == 2
    s = answer(s, str(a), str(b))
    assert set(s.units(0)) == {a, b} and s.lagging(a)


def test_lizzy_wizzy() -> None:
    s = blank()
    program = add(s, 0, "trash", "corporate-surveillance")
    target = add(s, 1, "field", "psycho-squad")
    s, _ = play_unit(s, 0, "lizzy-wizzy")
    s = answer(s, str(program))
    s = answer(s, str(target))
    assert s.inst(target).spent and s.zone("deck", 0) == [program]  # then to the bottom of the deck


def test_the_relic() -> None:
    s = blank()
    host = add(s, 0, "field", "psycho-squad")
    equip(s, host, "the-relic")
    old = add(s, 0, "trash", "minotaur")
    from bot.games.cyberpunk import rules
    rules.defeat(s, host)
    game.proceed(s)
    s = answer(s, str(old))
    assert old in s.zone("field", 0) and s.zone("deck", 0) == [host]
    assert names(s, 0, "trash") == ["the-relic"]


def test_yorinobu_steel_dragon() -> None:
    s = blank()
    small = add(s, 0, "trash", "swordwise-huscle")
    rival_unit = add(s, 1, "field", "field-operator", spent=True)  # ARASAKA
    gig(s, 1, 4, 2)
    deck(s, 0, FILLER)
    s, dragon = play_unit(s, 0, "yorinobu-steel-dragon")
    s = answer(s, str(small))
    assert small in s.zone("field", 0) and game.attack_targets(s, small) == [str(rival_unit)]
    s = let_through(attack(s, small, str(rival_unit)))
    assert rival_unit in s.zone("trash", 1) and len(s.zone("hand", 0)) == 1  # an ARASAKA Unit defeated: draw 1
    assert dragon in s.zone("field", 0)


@pytest.mark.parametrize("free", [False, True])
def test_the_heist(free: bool) -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    gig(s, 0, 4, 2 if free else 3)
    deck(s, 0, ["psycho-squad", "floor-it", "zetatech-faceplate", "evelyn-parker"])
    s, _ = play_unit(s, 0, "the-heist")
    if free:
        assert s.prompt.kind == "heist_host" and s.prompt.options == [str(unit), "hand"]
        s = answer(s, str(unit))
        assert s.power(unit) == 8
    else:
        assert hand_cards(s, 0) == ["zetatech-faceplate"]


# --- "the next time", and pushing past the limits --------------------------------------------------------------------
def test_safety_override() -> None:
    s = blank(turn=1)
    attacker = add(s, 1, "field", "minotaur")
    mine = add(s, 0, "field", "swordwise-huscle", spent=True)
    card = add(s, 0, "hand", "safety-override")
    eddies(s, 0, 2)
    s = attack(s, attacker, str(mine))
    s = act(s, 0, "play", str(card))
    s = act(s, 0, "react_done")
    assert mine in s.zone("trash", 0) and attacker in s.zone("trash", 1)


def test_appetite_for_destruction() -> None:
    s = blank()
    unit = add(s, 0, "field", "psycho-squad")
    target = add(s, 1, "field", "swordwise-huscle", spent=True)  # 6 against 3
    d8 = gig(s, 1, 8, 4)
    s, _ = play_unit(s, 0, "appetite-for-destruction")
    s = let_through(attack(s, unit, str(target)))
    assert s.prompt is not None and s.prompt.kind == "steal_extra"
    s = answer(s, str(d8))
    assert s.die(d8).area == 0 and target in s.zone("trash", 1)


@pytest.mark.parametrize("behind", [False, True])
def test_gunpoint_diplomacy(behind: bool) -> None:
    s = blank()
    unit = add(s, 0, "field", "swordwise-huscle")
    ready = add(s, 1, "field", "psycho-squad")
    deck(s, 0, FILLER)  # it draws as it attacks at 5 power or more
    if behind:
        gig(s, 1, 4, 2)
    s, _ = play_unit(s, 0, "gunpoint-diplomacy")
    s = answer(s, str(unit))
    if behind:
        assert s.prompt.seat == 1 and s.prompt.kind == "gunpoint_pick"
        s = answer(s, "power")
        assert s.power(unit) == 6 and str(ready) not in game.attack_targets(s, unit)
        return
    assert s.power(unit) == 6 and str(ready) in game.attack_targets(s, unit)
    s = let_through(attack(s, unit, str(ready)))
    assert ready in s.zone("trash", 1)


def test_cyberpsychosis() -> None:
    s = blank()
    unit = add(s, 0, "field", "swordwise-huscle")
    equip(s, unit, "mantis-blades")
    gig(s, 1, 4, 2)
    deck(s, 0, FILLER)
    s, _ = play_unit(s, 0, "cyberpsychosis")
    s = answer(s, str(unit))
    assert s.power(unit) == 3 + 2 + 3
    s = let_through(attack(s, unit))
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert unit in s.zone("trash", 0)  # it stole: defeated at the end of the turn


# --- paying in an effect, rolls, moved Gear, the top card, meddling -------------------------------------------------
def test_el_sombreron() -> None:
    s = blank()
    unit = add(s, 0, "field", "el-sombreron")
    gig(s, 0, 10, 7)
    gig(s, 1, 4, 2)
    eddies(s, 0, 2)
    s = attack(s, unit)
    assert s.prompt.kind == "pay_for"
    s = answer(s, "pay")
    assert s.power(unit) == 11 and not s.ready_eddies(0)


@pytest.mark.parametrize("reroll", [False, True])
def test_kerry_axe_attitude_audience(reroll: bool) -> None:
    s = blank(turn=1)
    add(s, 0, "legends", "kerry-axe-attitude-audience", up=True)
    for die in s.fixer(0):
        if die.sides != 20:
            die.area, die.value = 0, 2  # only the d20 is left to roll in
    deck(s, 0, FILLER)
    s = act(s, 1, "pass")
    assert s.prompt is not None and s.prompt.kind == "reroll"
    d20 = int(s.prompt.params["die"])
    before = len(s.zone("hand", 0))
    s = answer(s, "reroll" if reroll else "keep")
    value = s.die(d20).value
    assert len(s.zone("hand", 0)) == before + (3 if value in (1, 20) else 0)


def test_panam_nomad_cavalry() -> None:
    s = blank()
    panam = add(s, 0, "legends", "panam-nomad-cavalry", up=True)
    blades = equip(s, panam, "mantis-blades")
    unit = add(s, 0, "field", "psycho-squad", spent=True)
    eddies(s, 0, 2)
    s = activate(s, panam)
    s = answer(s, str(blades))
    s = answer(s, str(unit))
    assert blades in s.inst(unit).attached and not s.inst(unit).spent
    for _ in range(5):
        equip(s, add(s, 0, "field", "secondhand-bombus", spent=True), "kiroshi-optics")
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    assert not any(s.inst(u).spent for u in s.units(0))  # 5 or more equipped: all readied


def test_river_ward() -> None:
    s = blank()
    river = add(s, 0, "legends", "river-ward", up=True)
    unit = add(s, 0, "field", "psycho-squad")
    blades = add(s, 0, "hand", "mantis-blades")
    s = activate(s, river)
    s = answer(s, str(blades))
    s = answer(s, str(unit))
    assert blades in s.inst(unit).attached
    deck(s, 0, ["psycho-squad", "floor-it"])
    from bot.games.cyberpunk import rules
    rules.defeat(s, unit)
    game.proceed(s)
    assert s.prompt is not None and s.prompt.kind == "trash_found"
    s = answer(s, "1")  # the top card, Floor It
    assert names(s, 0, "deck") == ["psycho-squad"] and "floor-it" in names(s, 0, "trash")


def test_judy_nothing_to_doubt() -> None:
    s = blank()
    judy = add(s, 0, "field", "judy-nothing-to-doubt")
    deck(s, 0, ["minotaur"])
    eddies(s, 0, 1)
    s = activate(s, judy)
    assert s.prompt.kind == "judy_top" and s.prompt.options == ["play", "hand"]
    s = answer(s, "play")
    assert names(s, 0, "field") == ["judy-nothing-to-doubt", "minotaur"] and s.inst(judy).spent


def test_meredith_stout() -> None:
    s = blank(turn=1)
    meredith = add(s, 0, "field", "meredith-stout", spent=True)
    old = add(s, 0, "trash", "minotaur")
    d6 = gig(s, 0, 6, 4)
    wakako = add(s, 1, "legends", "wakako-okada", up=True)
    s = activate(s, wakako, seat=1)
    s = answer(s, str(d6))
    s = answer(s, "-2")
    assert s.prompt is not None and s.prompt.seat == 0 and s.prompt.kind == "take_trashed"
    s = answer(s, str(old))
    assert hand_cards(s, 0) == ["minotaur"]
    v = add(s, 1, "field", "v-corporate-exile", up=True)
    s = attack(s, v, str(meredith))
    assert s.power(meredith) == 7  # +2 against a Legend


# --- forced attacks ---------------------------------------------------------------------------------------------------
def test_mox_inciters() -> None:
    s = blank()
    rival_unit = add(s, 1, "field", "psycho-squad")
    s, mox = play_unit(s, 0, "mox-inciters")
    s = answer(s, str(rival_unit))
    deck(s, 1, FILLER)
    s = act(s, 0, "pass")
    s = answer(s, s.prompt.options[0]) if s.prompt is not None else s
    gig(s, 0, 4, 2)
    assert game.forced(s, 1) == [rival_unit]
    with pytest.raises(IllegalAction):
        act(s, 1, "pass")  # it must attack first
    assert view_of(s, 1).options.must_attack == (rival_unit,)
    assert EndTurn() not in computer.legal(view_of(s, 1), 1)
    s = act(s, 1, "attack", f"{rival_unit}:gigs")
    s = act(s, 0, "react_done")
    deck(s, 0, FILLER)
    s = act(s, 1, "pass")
    assert mox


def test_evelyn_beautiful_enigma() -> None:
    s = blank()
    evelyn = add(s, 0, "legends", "evelyn-beautiful-enigma", up=True)
    ganger = add(s, 0, "field", "ruthless-lowlife")  # GANGER, but Units only
    corpo = add(s, 0, "field", "field-operator")  # CORPO
    gig(s, 1, 4, 2)
    eddies(s, 0, 1, spent=1)
    s = let_through(attack(s, corpo))
    assert len(s.ready_eddies(0)) == 2 and ganger
    rival_unit = add(s, 1, "field", "swordwise-huscle")
    s = activate(s, evelyn)
    s = answer(s, str(rival_unit))
    assert any(e.kind == "must_attack" and e.target == rival_unit for e in s.lasting)


def test_alt_soulkiller_architect() -> None:
    s = blank()
    alt = add(s, 0, "legends", "alt-soulkiller-architect", up=True)
    gig(s, 0, 4, 1), gig(s, 0, 6, 1)
    program = add(s, 0, "hand", "over-the-edge")  # 3 €$
    s = activate(s, alt)  # nothing in the trash: the one effect, no question
    assert game.cost_of(s, 0, program) == 1
    eddies(s, 0, 1)
    gig(s, 0, 20, 9)
    target = add(s, 1, "field", "psycho-squad")
    s = act(s, 0, "play", str(program))
    s = answer(s, str(target))
    assert target in s.zone("trash", 1) and not any(e.kind == "program_discount" for e in s.lasting)


def test_alt_soulkiller_architect_replays_a_program() -> None:
    s = blank()
    alt = add(s, 0, "legends", "alt-soulkiller-architect", up=True)
    old = add(s, 0, "trash", "corporate-surveillance")  # 2 €$
    target = add(s, 1, "field", "psycho-squad")
    eddies(s, 0, 3)
    s = activate(s, alt)
    s = answer(s, "replay")
    s = answer(s, str(old))
    s = answer(s, str(target))
    assert s.inst(target).spent and s.zone("deck", 0) == [old] and not s.ready_eddies(0)


def test_alt_mother_of_daemons() -> None:
    s = blank(turn=1)
    add(s, 0, "field", "alt-mother-of-daemons")
    attacker = add(s, 1, "field", "psycho-squad")
    d4 = gig(s, 0, 4, 3)
    card = add(s, 0, "hand", "over-the-edge")  # costs 3
    s = attack(s, attacker)
    s = act(s, 0, "react_done")
    assert s.prompt is not None and s.prompt.seat == 0 and s.prompt.kind == "steal_guard"
    assert s.prompt.options == [str(card), "skip"]
    s = answer(s, str(card))
    assert s.die(d4).area == 0 and not s.gigs(1) and names(s, 0, "trash") == ["over-the-edge"]
    s.turn = 0
    mine = add(s, 0, "field", "swordwise-huscle")
    equip(s, mine, "mantis-blades")
    gig(s, 1, 6, 2)
    deck(s, 0, FILLER)
    s = attack(s, mine)
    while s.prompt is not None and s.prompt.kind == "order":
        s = answer(s, s.prompt.options[0])
    assert len(s.zone("hand", 0)) == 2  # an equipped Unit spent: draw 1 (and Swordwise at 5 power: 1)
