"""Each of Knowing Zero's effects, traits and lasting effects on its own."""

from __future__ import annotations

import pytest

from bot.framework.kinds import IllegalAction
from bot.games.zero.cards import CARDS, EFFECTS, TRAITS
from bot.games.zero.effects import EFFECTS as EFFECT_RULES
from bot.games.zero.game import usable
from bot.games.zero.kind import ZeroKind
from bot.games.zero.state import ZeroState
from bot.i18n import CATALOGUE
from tests.zero.build import accept, custom, do, fight_round, iids, into_battle


def battle(mine: list[str], theirs: list[str], extra: tuple[list[str], list[str]] = ([], [])) -> ZeroState:
    s = custom([mine + extra[0], theirs + extra[1]], decks=(["ash-rat"], ["ash-rat"]))
    units = [str(i) for i in s.zone("hand", 0) if s.card(i).is_unit]
    theirs_units = [str(i) for i in s.zone("hand", 1) if s.card(i).is_unit]
    return into_battle(s, units, theirs_units)


def unit(s: ZeroState, seat: int, card: str) -> int:
    return int(iids(s, seat, card, "army")[0])


def wounds(s: ZeroState, iid: int) -> int:
    return s.inst(iid).counters.get("wounds", 0)


def test_every_effect_and_trait_has_code_targets_and_words() -> None:
    assert ZeroKind.help_key in CATALOGUE  # the kind registers the game's words
    played = EFFECTS["ability"] | EFFECTS["event"]  # lasting effects are read by the rules (`lasting`)
    named = played | EFFECTS["abstraction"]
    assert set(EFFECT_RULES) == played
    for name, rules in EFFECT_RULES.items():  # a whole-army effect reaches units, a targeted one is aimed
        assert rules.aim is None or rules.reach is None, name
    for name in named | set(TRAITS):
        assert f"zk.fx.{name}" in CATALOGUE or f"zk.trait.{name}" in CATALOGUE
    assert {c.effect for c in CARDS.values() if c.effect} == named  # every effect is on some card


def test_strike_from_an_attached_ability_and_it_is_used_once() -> None:
    s = custom([["ash-rat", "sniper-scope"], ["cave-troll"]], decks=(["ash-rat"], ["ash-rat"]))
    s = do(s, 0, "attack", values=iids(s, 0, "ash-rat"))
    s = do(s, 0, "attach", iids(s, 0, "sniper-scope")[0], iids(s, 0, "ash-rat", "army"))
    s = accept(do(s, 0, "formed"), 1, iids(s, 1, "cave-troll"))
    scope = iids(s, 0, "ash-rat", "army")[0]
    ability = s.inst(int(scope)).attached[0]
    troll = unit(s, 1, "cave-troll")
    s = do(s, 0, "play", str(ability), [str(troll)])
    assert wounds(s, troll) == 2 and "used" in s.inst(ability).markers
    s = do(s, 1, "pass")
    assert ability not in usable(s, 0)


def test_blast_emp_and_plague() -> None:
    s = battle(["ash-rat"], ["cave-troll", "siege-crawler"], (["firestorm", "emp-pulse", "blight"], []))
    troll, crawler = unit(s, 1, "cave-troll"), unit(s, 1, "siege-crawler")
    s = do(s, 0, "play", iids(s, 0, "firestorm")[0], [str(troll)])
    s = do(s, 1, "pass")
    s = do(s, 0, "play", iids(s, 0, "emp-pulse")[0])
    s = do(s, 1, "pass")
    s = do(s, 0, "play", iids(s, 0, "blight")[0])
    assert wounds(s, troll) == 3 + 2 and wounds(s, crawler) == 2 - 1  # the crawler's armour takes 1


def test_sabotage_silences_a_unit_for_the_round() -> None:
    s = battle(["thornback-boar"], ["old-grizzly"], (["sabotage"], []))
    bear, boar = unit(s, 1, "old-grizzly"), unit(s, 0, "thornback-boar")
    s = do(s, 0, "play", iids(s, 0, "sabotage")[0], [str(bear)])
    assert s.attack_of(bear) == 0 and "negative" in s.inst(bear).markers
    s = do(s, 1, "pass")
    s = do(s, 0, "pass")
    s = do(s, 0, "assign")
    s = do(s, 1, "assign")
    assert wounds(s, boar) == 0 and s.attack_of(bear) == 5  # back to normal next round


def test_heal_and_repair_only_their_nature() -> None:
    s = custom([["ash-rat", "scrap-walker", "field-medic", "repair-kit"], ["old-grizzly"]],
               decks=(["ash-rat"], ["ash-rat"]))
    s = do(s, 0, "attack", values=[str(i) for i in s.zone("hand", 0) if s.card(i).is_unit])
    rat, walker = iids(s, 0, "ash-rat", "army")[0], iids(s, 0, "scrap-walker", "army")[0]
    s = do(s, 0, "attach", iids(s, 0, "field-medic")[0], [walker])  # carried by a machine, heals creatures
    s = do(s, 0, "attach", iids(s, 0, "repair-kit")[0], [rat])
    s = accept(do(s, 0, "formed"), 1, iids(s, 1, "old-grizzly"))
    s.inst(int(rat)).counters["wounds"] = 1
    s.inst(int(walker)).counters["wounds"] = 2
    medic, kit = s.inst(int(walker)).attached[0], s.inst(int(rat)).attached[0]
    with pytest.raises(IllegalAction):
        do(s, 0, "play", str(medic), [walker])  # a machine cannot be healed
    s = do(s, 0, "play", str(medic), [rat])
    s = do(s, 1, "pass")
    s = do(s, 0, "play", str(kit), [walker])
    assert wounds(s, int(rat)) == 0 and wounds(s, int(walker)) == 0


def test_overclock_and_barrier_work_on_their_bearer() -> None:
    s = custom([["ash-rat", "gear-mite", "sharp-claws", "force-shield"], ["old-grizzly"]],
               decks=(["ash-rat"], ["ash-rat"]))
    s = do(s, 0, "attack", values=[str(i) for i in s.zone("hand", 0) if s.card(i).is_unit])
    rat, mite = iids(s, 0, "ash-rat", "army")[0], iids(s, 0, "gear-mite", "army")[0]
    s = do(s, 0, "attach", iids(s, 0, "sharp-claws")[0], [rat])
    s = do(s, 0, "attach", iids(s, 0, "force-shield")[0], [mite])
    s = accept(do(s, 0, "formed"), 1, iids(s, 1, "old-grizzly"))
    s = do(s, 0, "play", str(s.inst(int(rat)).attached[0]))
    s = do(s, 1, "pass")
    s = do(s, 0, "play", str(s.inst(int(mite)).attached[0]))
    assert s.attack_of(int(rat)) == 3 and s.mod(int(mite), "shield") == 3
    s = do(s, 1, "pass")
    s = do(s, 0, "pass")
    s = do(s, 0, "assign")
    s = do(s, 1, "assign", mite)  # 5 damage on the mite: the shield takes 3, the mite (Life 1) falls
    assert int(mite) in s.zone("gone", 0)


def test_rally_mend_and_patch() -> None:
    s = battle(["ash-rat", "scrap-walker"], ["old-grizzly"], (["battle-cry", "herbal-salve", "weld-crew"], []))
    rat, mite = unit(s, 0, "ash-rat"), unit(s, 0, "scrap-walker")
    s.inst(rat).counters["wounds"] = 1
    s.inst(mite).counters["wounds"] = 1
    s = do(s, 0, "play", iids(s, 0, "battle-cry")[0])
    assert s.attack_of(rat) == 2 and s.attack_of(mite) == 3
    s = do(s, 1, "pass")
    s = do(s, 0, "play", iids(s, 0, "herbal-salve")[0])
    assert wounds(s, rat) == 0 and wounds(s, mite) == 1  # creatures only
    s = do(s, 1, "pass")
    s = do(s, 0, "play", iids(s, 0, "weld-crew")[0])
    assert wounds(s, mite) == 0


def test_armour_regeneration_and_sweep_in_the_fight() -> None:
    s = battle(["swarm-mother"], ["scrap-walker", "mire-leech", "ash-rat"])
    walker, leech, rat = unit(s, 1, "scrap-walker"), unit(s, 1, "mire-leech"), unit(s, 1, "ash-rat")
    s = fight_round(s, (str(rat), ""))
    # the mother hits the rat for 2 and sweeps 1 onto the others; the walker's armour takes that 1
    assert rat in s.zone("gone", 1) and wounds(s, walker) == 0
    assert wounds(s, leech) == 0  # hit for 1, regenerated 1 at the end of the round


def test_fortify_dread_and_warcry() -> None:
    s = custom([["ash-rat", "fortress-walls"], ["ember-hound", "dread-banner"]], decks=(["ash-rat"] * 3,) * 2)
    s = do(s, 0, "abstraction", iids(s, 0, "fortress-walls")[0])
    s = do(s, 0, "draw")
    s = do(s, 1, "abstraction", iids(s, 1, "dread-banner")[0])
    rat = int(iids(s, 0, "ash-rat")[0])
    assert s.max_life(rat) == 3 and s.lasting(1, "dread") == 1
    s = into_battle(s, iids(s, 1, "ember-hound"), [str(rat)])
    hound = unit(s, 1, "ember-hound")
    assert s.attack_of(rat) == 0 and s.attack_of(hound) == 3


def test_the_three_decks_are_what_they_say() -> None:
    from bot.games.zero.cards import DECKS

    def natures(deck: str) -> tuple[int, int]:
        cards = DECKS[deck].expanded()
        return (sum(CARDS[c].nature == "creature" for c in cards), sum(CARDS[c].nature == "machine" for c in cards))

    creatures, machines = natures("wildlands")
    assert creatures >= 3 * machines  # mostly creatures
    creatures, machines = natures("foundry")
    assert machines >= 3 * creatures  # mostly machines
    creatures, machines = natures("crossroads")
    assert abs(creatures - machines) <= 2  # both
    for deck in DECKS.values():
        assert deck.size() == 30 and {CARDS[c].type for c in deck.cards} == {"unit", "ability", "event", "abstraction"}


def test_the_table_picture_reads_at_phone_width() -> None:
    """Shown 450 px wide, a table card's numbers stand at least 12 px tall and its name at least 9 px."""
    from bot.cards.faces import COMPACT_H, render_face
    from bot.games.zero.kind import face
    from bot.games.zero.render import SideView, TableView, render_table
    from bot.render.common import font

    card = face("steam-colossus", "ru", attack=5, life="8/8", badges=(("used", "исп."),))
    table_card = type(card)(**{**card.__dict__, "compact": True})
    side = SideView("Игрок", "30 до нуля", "колода 24", (), (table_card,) * 5, True)
    picture = render_table(TableView(side, side, "Раунд 1/5"))
    scale = 450 / picture.width
    digits = font(26, bold=True).getbbox("8")
    name = font(15, bold=True).getbbox("Паровой")
    assert (digits[3] - digits[1]) * scale >= 12 and (name[3] - name[1]) * scale >= 9
    assert render_face(table_card).height == COMPACT_H
