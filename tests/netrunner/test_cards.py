"""Every card of the starter decks and the booster step does what its (restated) text says: one test each,
named after the card."""

from __future__ import annotations

import pytest

from bot.framework.kinds import IllegalAction
from bot.games.netrunner import abilities, game, rules
from bot.games.netrunner.cards import DECKS, PLAYABLE, identity_of
from bot.games.netrunner.text import ABILITY_TEXT
from tests.netrunner.build import CORP, RUNNER, act, add, answer, blank, deck, names, onward, run, runner_turn

FILLER = ["hedge-fund"] * 6
GRIP = ["sure-gamble"] * 6


def test_every_card_has_its_text_in_three_languages_and_a_test() -> None:
    for card in PLAYABLE:
        assert set(ABILITY_TEXT[f"nr.ab.{card}"]) == {"en", "tr", "ru"}
    tested = {name.removeprefix("test_").replace("_", "-") for name in globals() if name.startswith("test_")}
    missing = {c for c in PLAYABLE if c not in tested}
    assert not missing, f"cards without a test: {sorted(missing)}"


def grip(s, n: int = 5) -> None:
    for _ in range(n):
        add(s, "grip", "sure-gamble")


def go(s, *moves: tuple[int, str]):
    for seat, name in moves:
        s = act(s, seat, name)
    return s


# --- identities -------------------------------------------------------------------------------------------------
def test_the_syndicate() -> None:
    assert identity_of(DECKS["starter-corp"]) == "the-syndicate" == identity_of(DECKS["booster-corp"])
    s = game.new_game(3, 0.0)
    assert ["nr.ev.identity", {"who": 0, "card": "the-syndicate"}] in s.events
    assert all(s.inst(i).card != "the-syndicate" for i in s.table.cards)  # an identity is no card in play


def test_the_catalyst() -> None:
    assert identity_of(DECKS["starter-runner"]) == "the-catalyst"
    s = game.new_game(3, 0.0, corp=1)
    assert ["nr.ev.identity", {"who": 0, "card": "the-catalyst"}] in s.events and s.runner == 0


# --- agendas -----------------------------------------------------------------------------------------------------
def score(s, card: str, adv: int):
    agenda = add(s, "root:r1", card, adv=adv)
    return act(s, CORP, "score", str(agenda)), agenda


def test_offworld_office() -> None:
    s, agenda = score(blank(), "offworld-office", 4)
    assert s.credits[CORP] == 27 and agenda in s.zone("score0") and s.points(CORP) == 2


def test_an_agenda_short_of_its_requirement_cannot_be_scored() -> None:
    s = blank()
    agenda = add(s, "root:r1", "offworld-office", adv=3)
    with pytest.raises(IllegalAction):
        act(s, CORP, "score", str(agenda))


def test_send_a_message() -> None:
    s = blank()
    ice = add(s, "ice:hq", "bran-1-0")
    s, _ = score(s, "send-a-message", 5)
    assert s.prompt is not None and s.prompt.kind == "free_rez"
    s = answer(s, str(ice))
    assert s.rezzed(ice) and s.credits[CORP] == 20  # for free
    t = runner_turn(blank())
    ice = add(t, "ice:hq", "palisade")
    add(t, "root:r1", "send-a-message")
    t = run(t, "r1")
    t = act(t, CORP, "continue")  # the Corp's rez window before the Runner approaches: nothing to rez
    assert t.prompt is not None and t.prompt.kind == "free_rez" and t.prompt.seat == CORP  # stolen too
    t = answer(t, str(ice))
    assert t.rezzed(ice) and t.points(RUNNER) == 3


def test_superconducting_hub() -> None:
    s = blank()
    deck(s, "corp", FILLER)
    s, _ = score(s, "superconducting-hub", 3)
    s = answer(s, "draw")
    assert len(s.zone("hq")) == 2 and s.hand_size(CORP) == 7


@pytest.mark.parametrize(("tags", "after_tags", "trashed"), [(0, 1, 0), (1, 1, 4)])
def test_orbital_superiority(tags: int, after_tags: int, trashed: int) -> None:
    s = blank()
    grip(s, 6)
    s.tags = tags
    s, _ = score(s, "orbital-superiority", 4)
    assert s.tags == after_tags and len(s.zone("heap")) == trashed


# --- assets and upgrades -----------------------------------------------------------------------------------------
def test_nico_campaign() -> None:
    s = blank()
    nico = add(s, "root:r1", "nico-campaign")
    deck(s, "corp", FILLER)
    s = act(s, CORP, "rez", str(nico))
    assert s.counters(nico, "credits") == 9 and s.credits[CORP] == 18
    for _ in range(3):
        s.turn = RUNNER
        s.clicks = 0
        game.begin_turn(s, CORP)
    assert nico in s.zone("archives") and s.credits[CORP] == 27
    assert len(s.zone("hq")) == 4  # 3 mandatory draws and 1 for the emptied Nico


def test_regolith_mining_license() -> None:
    s = blank()
    mine = add(s, "root:r1", "regolith-mining-license", rezzed=True, credits=6)
    s = act(s, CORP, "ability", str(mine))
    assert s.credits[CORP] == 23 and s.counters(mine, "credits") == 3
    s = act(s, CORP, "ability", str(mine))
    assert mine in s.zone("archives") and s.credits[CORP] == 26


def test_urtica_cipher() -> None:
    s = blank()
    urtica = add(s, "root:r1", "urtica-cipher")
    s = act(s, CORP, "advance", str(urtica))
    assert s.counters(urtica, "adv") == 1
    s = runner_turn(s)
    grip(s, 5)
    s = run(s, "r1")
    s = act(s, CORP, "continue")  # the Corp could rez it before the Runner approaches: it does not
    assert len(s.zone("heap")) == 3  # 2 + 1 advancement counter, while unrezzed
    assert s.prompt is not None and s.prompt.kind == "access"
    s = answer(s, "trash")
    assert urtica in s.zone("archives") and s.inst(urtica).face_up


def test_manegarm_skunkworks() -> None:
    for choice, clicks, credits, successful in (("pay", 3, 15, True), ("clicks", 1, 20, True), ("end", 3, 20, False)):
        s = runner_turn(blank())
        add(s, "root:r1", "manegarm-skunkworks", rezzed=True)
        s = run(s, "r1")
        assert s.prompt is not None and s.prompt.kind == "manegarm"
        s = answer(s, choice)
        if s.prompt is not None:  # access: leave it
            s = answer(s, "leave")
        assert s.clicks == clicks and s.credits[RUNNER] == credits and s.success_this_turn == successful


def test_amaze_amusements() -> None:
    s = runner_turn(blank())
    add(s, "root:r1", "amaze-amusements", rezzed=True)
    add(s, "root:r1", "offworld-office")
    s = act(run(s, "r1"), CORP, "continue")
    while s.prompt is not None:
        s = answer(s, "leave")
    assert s.points(RUNNER) == 2 and s.tags == 2 and s.run is None


# --- operations ----------------------------------------------------------------------------------------------------
def play(s, card: str):
    iid = add(s, "hq", card)
    return act(s, CORP, "play", str(iid))


def test_government_subsidy() -> None:
    assert play(blank(), "government-subsidy").credits[CORP] == 25


def test_hedge_fund() -> None:
    s = play(blank(), "hedge-fund")
    assert s.credits[CORP] == 24 and names(s, "archives") == ["hedge-fund"] and s.clicks == 2


def test_seamless_launch() -> None:
    s = blank()
    old = add(s, "root:r1", "offworld-office")
    fresh = add(s, "hq", "send-a-message")
    s = act(s, CORP, "install", f"{fresh}:r1")  # replaces the old agenda (one per root)
    assert old in s.zone("archives")
    t = blank()
    t.installed_this_turn.append(add(t, "root:r1", "offworld-office"))
    with pytest.raises(IllegalAction):
        play(t, "seamless-launch")  # only a card installed this turn
    u = blank()
    agenda = add(u, "root:r1", "offworld-office")
    u = play(u, "seamless-launch")
    u = answer(u, str(agenda))
    assert u.counters(agenda, "adv") == 2


@pytest.mark.parametrize(("tags", "choice", "credits", "cards"), [(0, "credits", 23, 0), (0, "cards", 20, 3),
                                                                   (1, "both", 23, 3)])
def test_predictive_planogram(tags: int, choice: str, credits: int, cards: int) -> None:
    s = blank()
    s.tags = tags
    deck(s, "corp", FILLER)
    s = play(s, "predictive-planogram")
    assert ("both" in s.prompt.options) == bool(tags)
    s = answer(s, choice)
    assert s.credits[CORP] == credits and len(s.zone("hq")) == cards


def test_public_trail() -> None:
    s = blank()
    with pytest.raises(IllegalAction):
        play(s, "public-trail")
    s.success_last_turn = True
    t = play(s, "public-trail")
    assert t.prompt is not None and t.prompt.seat == RUNNER
    assert answer(t, "pay").credits[RUNNER] == 12
    assert answer(t, "tag").tags == 1


def test_retribution() -> None:
    s = blank()
    breaker = add(s, "rig", "cleaver")
    with pytest.raises(IllegalAction):
        play(s, "retribution")
    s.tags = 1
    s = play(s, "retribution")
    s = answer(s, str(breaker))
    assert breaker in s.zone("heap")


# --- ice -------------------------------------------------------------------------------------------------------
def encounter(s, server: str = "hq"):
    """The Runner runs `server`; its outermost ice is rezzed already."""
    s = act(runner_turn(s), RUNNER, "run", server)
    assert game.awaited(s) == {RUNNER: "encounter"}, game.awaited(s)
    return s


def test_bran_1_0() -> None:
    s = blank()
    bran = add(s, "ice:hq", "bran-1-0", rezzed=True)
    spare = add(s, "hq", "palisade")
    s = encounter(s)
    s = act(s, RUNNER, "click_break", "1")
    assert s.run is not None and s.clicks == 2 and 1 in s.run.broken
    s = act(s, RUNNER, "continue")
    assert s.prompt is not None and s.prompt.kind == "bran" and s.prompt.seat == CORP
    s = answer(s, str(spare))
    assert s.ice("hq") == [spare, bran] and not s.rezzed(spare)
    assert s.run is None  # its third subroutine ended the run


def test_palisade() -> None:
    s = blank()
    central, remote = add(s, "ice:hq", "palisade", rezzed=True), add(s, "ice:r1", "palisade", rezzed=True)
    assert s.ice_strength(central) == 2 and s.ice_strength(remote) == 4
    s = act(encounter(s), RUNNER, "continue")
    assert s.run is None and not s.success_this_turn


@pytest.mark.parametrize(("card", "ends"), [("sure-gamble", True), ("mayfly", True), ("jailbreak", False)])
def test_diviner(card: str, ends: bool) -> None:
    s = blank()
    add(s, "ice:hq", "diviner", rezzed=True)
    add(s, "grip", card)
    s = act(encounter(s), RUNNER, "continue")
    assert names(s, "heap") == [card] and (s.run is None) == ends


def test_whitespace() -> None:
    s = blank(credits=(20, 9))
    add(s, "ice:hq", "whitespace", rezzed=True)
    s = act(encounter(s), RUNNER, "continue")
    assert s.credits[RUNNER] == 6 and s.run is None  # 9 - 3 = 6: the second subroutine ends the run
    t = blank(credits=(20, 10))
    add(t, "ice:hq", "whitespace", rezzed=True)
    t = act(encounter(t), RUNNER, "continue")
    assert t.credits[RUNNER] == 7 and t.run is not None


def test_karuna() -> None:
    s = blank()
    add(s, "ice:hq", "karuna", rezzed=True)
    grip(s, 6)
    s = act(encounter(s), RUNNER, "continue")
    assert len(s.zone("heap")) == 2 and s.prompt is not None and s.prompt.kind == "jack"
    jacked = answer(s, "jack_out")
    assert jacked.run is None and len(jacked.zone("heap")) == 2
    stayed = answer(s, "stay")
    assert len(stayed.zone("heap")) == 4


def test_tithe() -> None:
    s = blank()
    add(s, "ice:hq", "tithe", rezzed=True)
    grip(s, 2)
    s = act(encounter(s), RUNNER, "continue")
    assert len(s.zone("heap")) == 1 and s.credits[CORP] == 21


def test_funhouse() -> None:
    s = blank()
    add(s, "ice:hq", "funhouse", rezzed=True)
    s = act(runner_turn(s), RUNNER, "run", "hq")
    assert s.prompt is not None and s.prompt.kind == "funhouse"
    assert answer(s, "end").run is None
    s = answer(s, "tag")
    assert s.tags == 1
    s = act(s, RUNNER, "continue")
    assert s.prompt is not None and s.prompt.kind == "pay_or_tag"
    assert answer(s, "pay").credits[RUNNER] == 16


# --- events ---------------------------------------------------------------------------------------------------
def event(s, card: str, server: str = ""):
    iid = add(s, "grip", card)
    return act(runner_turn(s), RUNNER, "play", f"{iid}:{server}" if server else str(iid))


def test_creative_commission() -> None:
    s = event(blank(), "creative-commission")
    assert s.credits[RUNNER] == 24 and s.clicks == 2


def test_sure_gamble() -> None:
    assert event(blank(), "sure-gamble").credits[RUNNER] == 24


def test_vrcation() -> None:
    s = blank()
    deck(s, "runner", GRIP)
    s = event(s, "vrcation")
    assert len(s.zone("grip")) == 4 and s.clicks == 2


def test_jailbreak() -> None:
    s = blank()
    deck(s, "runner", GRIP)
    for card in ("hedge-fund", "hedge-fund", "hedge-fund"):
        add(s, "hq", card)
    with pytest.raises(IllegalAction):
        event(s.clone(), "jailbreak", "r1")  # HQ or R&D only
    seen: list[str] = []
    s = onward(event(s, "jailbreak", "hq"), seen)
    assert len(s.zone("grip")) == 1 and len(seen) == 2  # drew 1, accessed 2


def test_overclock() -> None:
    s = blank(credits=(20, 1))
    add(s, "ice:hq", "palisade", rezzed=True)
    cleaver = add(s, "rig", "cleaver")
    s = event(s, "overclock", "hq")
    assert s.run is not None and s.run.credits == 5 and s.credits[RUNNER] == 0
    s = act(s, RUNNER, "break", str(cleaver))
    s = act(s, RUNNER, "continue")
    s = act(s, RUNNER, "continue")
    assert s.run is None and s.success_this_turn and s.credits[RUNNER] == 0  # the rest is gone with the run


def test_tread_lightly() -> None:
    s = blank(credits=(5, 20))
    ice = add(s, "ice:hq", "palisade")
    s = event(s, "tread-lightly", "hq")
    assert game.awaited(s) == {CORP: "approach"}  # asked, though 3 + 3 is more than the Corp has
    with pytest.raises(IllegalAction):
        act(s, CORP, "rez")
    s = act(s, CORP, "continue")
    assert game.awaited(s) == {RUNNER: "movement"} and not s.rezzed(ice)
    t = blank(credits=(6, 20))
    ice = add(t, "ice:hq", "palisade")
    t = event(t, "tread-lightly", "hq")
    t = act(t, CORP, "rez")
    assert t.rezzed(ice) and t.credits[CORP] == 0


def test_mutual_favor() -> None:
    s = blank()
    carmen = deck(s, "runner", ["sure-gamble", "carmen", "sure-gamble"])[1]
    s.success_this_turn = True
    s = event(s, "mutual-favor")
    assert s.prompt is not None and s.prompt.options == ["carmen", "skip"]  # by name: the stack's order is unknown
    s = answer(s, "carmen")
    assert ["nr.ev.searched", {"card": "carmen", "who": s.runner}] in s.events
    assert s.prompt is not None and s.prompt.kind == "mutual_install"
    s = answer(s, "install")
    assert carmen in s.zone("rig") and s.credits[RUNNER] == 17  # Carmen costs 2 less after a successful run


@pytest.mark.parametrize(("choice", "credits", "cards"), [("credits", 24, 0), ("cards", 18, 4)])
def test_wildcat_strike(choice: str, credits: int, cards: int) -> None:
    s = blank()
    deck(s, "runner", GRIP)
    s = event(s, "wildcat-strike")
    assert s.prompt is not None and s.prompt.seat == CORP
    s = answer(s, choice)
    assert s.credits[RUNNER] == credits and len(s.zone("grip")) == cards


# --- hardware ---------------------------------------------------------------------------------------------------
def install(s, card: str):
    iid = add(s, "grip", card)
    return act(runner_turn(s), RUNNER, "install", str(iid)), iid


def test_docklands_pass() -> None:
    s, _ = install(blank(), "docklands-pass")
    for _ in range(4):
        add(s, "hq", "hedge-fund")
    first: list[str] = []
    s = run(s, "hq", first)
    second: list[str] = []
    s = run(s, "hq", second)
    assert len(first) == 2 and len(second) == 1  # only the first breach each turn


def test_pennyshaver() -> None:
    s, shaver = install(blank(), "pennyshaver")
    assert s.memory() == 5
    s = run(s, "archives")
    assert s.counters(shaver, "credits") == 1
    s = act(s, RUNNER, "ability", str(shaver))
    assert s.credits[RUNNER] == 19 and s.counters(shaver, "credits") == 0  # 20 - 3 + 2
    with pytest.raises(IllegalAction):
        install(s, "pennyshaver")  # unique, and one console


def test_dzmz_optimizer() -> None:
    s, _ = install(blank(), "dzmz-optimizer")
    assert s.memory() == 5
    s, _ = install(s, "cleaver")
    assert s.credits[RUNNER] == 16  # 20 - 2 - (3 - 1)
    s, _ = install(s, "unity")
    assert s.credits[RUNNER] == 13  # only the first program each turn


# --- resources ---------------------------------------------------------------------------------------------------
def test_red_team() -> None:
    s, team = install(blank(), "red-team")
    assert s.counters(team, "credits") == 12
    s = onward(act(s, RUNNER, "ability", f"{team}:archives"))
    assert s.credits[RUNNER] == 18 and s.counters(team, "credits") == 9
    with pytest.raises(IllegalAction):
        act(s, RUNNER, "ability", f"{team}:archives")  # already run this turn


def test_smartware_distributor() -> None:
    s, smart = install(blank(), "smartware-distributor")
    s = act(s, RUNNER, "ability", str(smart))
    assert s.counters(smart, "credits") == 3
    game.begin_turn(s, RUNNER)
    assert s.credits[RUNNER] == 21 and s.counters(smart, "credits") == 2


def test_telework_contract() -> None:
    s, work = install(blank(), "telework-contract")
    s = act(s, RUNNER, "ability", str(work))
    assert s.credits[RUNNER] == 22 and s.counters(work, "credits") == 6
    with pytest.raises(IllegalAction):
        act(s, RUNNER, "ability", str(work))  # once per turn


def test_verbal_plasticity() -> None:
    s, _ = install(blank(), "verbal-plasticity")
    deck(s, "runner", GRIP)
    s = act(s, RUNNER, "draw")
    assert len(s.zone("grip")) == 2
    s = act(s, RUNNER, "draw")
    assert len(s.zone("grip")) == 3


# --- programs ---------------------------------------------------------------------------------------------------
def test_carmen() -> None:
    s = blank()
    s.success_this_turn = True
    s, carmen = install(s, "carmen")
    assert s.credits[RUNNER] == 17
    add(s, "ice:hq", "karuna", rezzed=True)
    s = encounter(s)
    with pytest.raises(IllegalAction):
        act(s, RUNNER, "break", str(carmen))  # strength 2 against 3
    s = act(s, RUNNER, "pump", str(carmen))
    assert s.breaker_strength(carmen) == 5
    s = act(s, RUNNER, "break", str(carmen), ("0",))
    s = act(s, RUNNER, "break", str(carmen), ("1",))
    s = act(s, RUNNER, "continue")
    assert s.run is not None and not s.zone("heap")


def test_cleaver() -> None:
    s = blank()
    cleaver = add(s, "rig", "cleaver")
    add(s, "ice:hq", "bran-1-0", rezzed=True)
    s = encounter(s)
    for _ in range(3):
        s = act(s, RUNNER, "pump", str(cleaver))
    s = act(s, RUNNER, "break", str(cleaver))
    assert s.run is not None and sorted(s.run.broken) == [0, 1]  # up to 2 barrier subroutines for 1
    assert s.credits[RUNNER] == 13


def test_mayfly() -> None:
    s = blank()
    mayfly = add(s, "rig", "mayfly")
    add(s, "ice:hq", "tithe", rezzed=True)
    s = encounter(s)
    s = act(s, RUNNER, "break", str(mayfly))
    s = act(s, RUNNER, "break", str(mayfly))
    s = go(s, (RUNNER, "continue"), (RUNNER, "continue"))
    assert s.run is None and mayfly in s.zone("heap")  # trashed when the run ended


def test_unity() -> None:
    s = blank()
    unity = add(s, "rig", "unity")
    add(s, "rig", "cleaver")
    add(s, "ice:hq", "diviner", rezzed=True)
    s = encounter(s)
    s = act(s, RUNNER, "pump", str(unity))
    assert s.breaker_strength(unity) == 3  # +1 for each of 2 installed icebreakers
    s = act(s, RUNNER, "break", str(unity))
    assert s.run is not None and s.run.broken == [0]


def test_conduit() -> None:
    s, conduit = install(blank(), "conduit")
    deck(s, "corp", FILLER)
    s = run(s, "rd")
    assert s.counters(conduit, "virus") == 1
    seen: list[str] = []
    s = onward(act(s, RUNNER, "ability", str(conduit)), seen)
    assert len(seen) == 2  # 1 extra for its counter
    assert s.counters(conduit, "virus") == 2


def test_leech() -> None:
    s, leech = install(blank(), "leech")
    s = run(s, "archives")
    assert s.counters(leech, "virus") == 1
    add(s, "ice:hq", "tithe", rezzed=True)
    s = act(s, RUNNER, "run", "hq")
    s = act(s, RUNNER, "leech")
    ice = s.current_ice()
    assert ice is not None and s.ice_strength(ice) == 0 and s.counters(leech, "virus") == 0
    s.tags = 0
    purge = blank()
    add(purge, "rig", "leech", virus=2)
    purge = act(purge, CORP, "purge")
    assert all("virus" not in c.counters for c in purge.table.cards.values())
    assert purge.turn == RUNNER  # purging takes all 3 clicks


def test_each_card_is_one_definition_found_by_its_id() -> None:
    """Every definition names a card of the data, every operation and event says what it does when played, every
    subroutine of the data is defined, and every question a definition asks is answered beside it (the board names
    the card that asks it)."""
    from bot.games.netrunner import abilities
    from bot.games.netrunner.cards import CARDS as DATA

    assert set(abilities.CARDS) <= set(DATA)
    unplayable = [c.id for c in PLAYABLE.values()
                  if c.type in ("operation", "event") and abilities.of(c.id).play is None]
    assert not unplayable
    assert {sub for c in DATA.values() for sub in c.subs} <= set(abilities.SUBROUTINES)
    assert set(abilities.ANSWERS) | set(abilities.PICKS) == set(abilities.ASKED_BY)
    assert abilities.RUN_EVENTS == {"jailbreak": ("hq", "rd"), "overclock": None, "tread-lightly": None,
                                    "clean-getaway": None, "transfer-of-wealth": ("hq",)}
    clicks = sorted(card for card, d in abilities.CARDS.items() if d.click is not None)
    assert clicks == ["conduit", "fermenter", "pennyshaver", "red-team", "regolith-mining-license", "rent-rioters",
                      "smartware-distributor", "spin-doctor", "telework-contract"]


# --- System Gateway: identities ------------------------------------------------------------------------------------
def test_haas_bioroid_precision_design() -> None:
    s = blank()
    s.identities[CORP] = "haas-bioroid-precision-design"
    assert s.hand_size(CORP) == 6
    old = add(s, "archives", "hedge-fund")
    s, _ = score(s, "offworld-office", 4)
    assert s.prompt is not None and s.prompt.kind == "precision" and str(old) in s.prompt.options
    s = answer(s, str(old))
    assert old in s.zone("hq")


def test_jinteki_restoring_humanity() -> None:
    s = blank()
    s.identities[CORP] = "jinteki-restoring-humanity"
    add(s, "archives", "hedge-fund")  # face down
    s = act(s, CORP, "rest")
    assert s.credits[CORP] == 24 and s.turn == RUNNER  # 3 clicks, then 1 for the face-down card
    t = blank()
    t.identities[CORP] = "jinteki-restoring-humanity"
    t = act(t, CORP, "rest")
    assert t.credits[CORP] == 23


def test_nbn_reality_plus() -> None:
    s = blank()
    s.identities[CORP] = "nbn-reality-plus"
    deck(s, "corp", FILLER)
    s.used_this_turn = []
    s, _ = score(s, "tomorrow-s-headline", 3)
    assert s.tags == 1 and s.prompt is not None and s.prompt.kind == "reality"
    s = answer(s, "cards")
    assert len(s.zone("hq")) == 2
    from bot.games.netrunner import rules
    rules.give_tags(s, 1)
    assert s.prompt is None  # only the first time each turn


def test_weyland_consortium_built_to_last() -> None:
    s = blank()
    s.identities[CORP] = "weyland-consortium-built-to-last"
    agenda = add(s, "root:r1", "offworld-office")
    s = act(s, CORP, "advance", str(agenda))
    assert s.credits[CORP] == 21  # 20 - 1 + 2
    s = act(s, CORP, "advance", str(agenda))
    assert s.credits[CORP] == 20


def test_rene_loup_arcemont() -> None:
    s = runner_turn(blank())
    s.identities[RUNNER] = "rene-loup-arcemont"
    deck(s, "runner", GRIP)
    add(s, "root:r1", "nico-campaign")
    add(s, "root:r2", "nico-campaign")
    s = act(run(s, "r1"), CORP, "continue")
    s = answer(s, "trash")
    assert s.credits[RUNNER] == 19 and len(s.zone("grip")) == 1  # 20 - 2 + 1, and a card
    s = act(run(s, "r2"), CORP, "continue")
    s = answer(s, "trash")
    assert s.credits[RUNNER] == 17 and len(s.zone("grip")) == 1  # the first time each turn only


def test_zahya_sadeghi() -> None:
    s = runner_turn(blank())
    s.identities[RUNNER] = "zahya-sadeghi"
    for _ in range(3):
        add(s, "hq", "hedge-fund")
    s = onward(act(s, RUNNER, "run", "hq"))
    assert s.run is None and s.credits[RUNNER] == 21  # 1 card accessed
    s = onward(act(s, RUNNER, "run", "hq"))
    assert s.credits[RUNNER] == 21  # once per turn


def test_tao_salonga() -> None:
    s = blank()
    s.identities[RUNNER] = "tao-salonga"
    a, b = add(s, "ice:hq", "palisade"), add(s, "ice:rd", "tithe")
    s, _ = score(s, "offworld-office", 4)
    assert s.prompt is not None and s.prompt.kind == "swap_ice" and s.prompt.seat == RUNNER
    assert s.prompt.options == ["skip", "hq.0", "rd.0"]
    with pytest.raises(IllegalAction):
        answer(s, "hq.0")  # two, or none
    s = answer(s, "hq.0", "rd.0")
    assert s.ice("hq") == [b] and s.ice("rd") == [a]


# --- System Gateway: the Corp's cards -------------------------------------------------------------------------------
def test_luminal_transubstantiation() -> None:
    s = blank()
    other = add(s, "root:r1", "offworld-office", adv=4)
    s, _ = score(s, "luminal-transubstantiation", 3)
    assert s.clicks == 6 and s.no_score
    with pytest.raises(IllegalAction):
        act(s, CORP, "score", str(other))  # no more this turn


def test_longevity_serum() -> None:
    s = blank()
    deck(s, "corp", FILLER)
    junk = add(s, "hq", "hedge-fund")
    old = [add(s, "archives", "hedge-fund") for _ in range(4)]
    s, _ = score(s, "longevity-serum", 3)
    assert s.prompt is not None and s.prompt.kind == "longevity_trash" and s.prompt.least == 0
    s = answer(s, str(junk))
    assert junk in s.zone("archives") and s.prompt is not None and s.prompt.kind == "longevity_shuffle"
    assert s.prompt.most == 3
    s = answer(s, str(old[0]), str(old[1]))
    assert old[0] in s.zone("rd") and old[1] in s.zone("rd") and len(s.zone("rd")) == 8


def test_tomorrow_s_headline() -> None:
    s, _ = score(blank(), "tomorrow-s-headline", 3)
    assert s.tags == 1
    t = runner_turn(blank())
    add(t, "root:r1", "tomorrow-s-headline")
    t = act(run(t, "r1"), CORP, "continue")
    assert t.points(RUNNER) == 2 and t.tags == 1


def test_above_the_law() -> None:
    s = blank()
    work = add(s, "rig", "telework-contract")
    s, _ = score(s, "above-the-law", 3)
    assert s.prompt is not None and s.prompt.kind == "above_law"
    s = answer(s, str(work))
    assert work in s.zone("heap")


def test_hansei_review() -> None:
    s = blank()
    spare = add(s, "hq", "palisade")
    s = play(s, "hansei-review")
    assert s.credits[CORP] == 25 and s.prompt is not None and s.prompt.options == [str(spare)]
    s = answer(s, str(spare))
    assert spare in s.zone("archives") and not s.inst(spare).face_up


def test_sprint() -> None:
    s = blank()
    deck(s, "corp", FILLER)
    s = play(s, "sprint")
    assert len(s.zone("hq")) == 3 and s.prompt is not None and (s.prompt.least, s.prompt.most) == (2, 2)
    back = s.prompt.options[:2]
    s = answer(s, *back)
    assert len(s.zone("hq")) == 1 and len(s.zone("rd")) == 5 and all(int(i) in s.zone("rd") for i in back)


def test_neurospike() -> None:
    s = blank()
    grip(s, 5)
    s, _ = score(s, "send-a-message", 5)
    s = answer(s, "skip") if s.prompt is not None else s
    s = play(s, "neurospike")
    assert len(s.zone("heap")) == 3
    t = play(blank(), "neurospike")
    assert not t.zone("heap")  # nothing scored this turn


def test_spin_doctor() -> None:
    s = blank()
    deck(s, "corp", FILLER)
    doctor = add(s, "root:r1", "spin-doctor")
    s = act(s, CORP, "rez", str(doctor))
    assert len(s.zone("hq")) == 2
    old = add(s, "archives", "hedge-fund")
    s = act(s, CORP, "ability", str(doctor))
    assert doctor in s.zone("removed") and s.clicks == 3  # no click
    s = answer(s, str(old))
    assert old in s.zone("rd")


def test_clearinghouse() -> None:
    s = blank()
    house = add(s, "root:r1", "clearinghouse", rezzed=True, adv=2)
    grip(s, 5)
    deck(s, "corp", FILLER)
    s.turn, s.clicks = RUNNER, 0
    game.begin_turn(s, CORP)
    assert s.prompt is not None and s.prompt.kind == "meat_trash"
    s = answer(s, "trash")
    assert house in s.zone("archives") and len(s.zone("heap")) == 2


def test_anoetic_void() -> None:
    s = runner_turn(blank())
    add(s, "root:r1", "anoetic-void", rezzed=True)
    cards = [add(s, "hq", "hedge-fund") for _ in range(2)]
    s = run(s, "r1")
    assert s.prompt is not None and s.prompt.kind == "anoetic" and s.prompt.seat == CORP
    kept = answer(s, "skip")
    assert kept.prompt is not None and kept.prompt.kind == "access"
    s = answer(s, *(str(c) for c in cards))
    assert s.run is None and s.credits[CORP] == 18 and all(c in s.zone("archives") for c in cards)


def test_malapert_data_vault() -> None:
    s = blank()
    add(s, "root:r1", "malapert-data-vault", rezzed=True)
    deck(s, "corp", ["palisade", "offworld-office", "hedge-fund"])
    s, _ = score(s, "offworld-office", 4)
    assert s.prompt is not None and s.prompt.options == ["hedge-fund", "palisade", "skip"]  # no agenda
    s = answer(s, "palisade")
    assert names(s, "hq") == ["palisade"] and ["nr.ev.corp_searched", {"card": "palisade", "who": CORP}] in s.events


def test_ping() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "ping")
    s = act(s, RUNNER, "run", "hq")
    s = act(s, CORP, "rez")
    assert s.tags == 1
    s = act(s, RUNNER, "continue")
    assert s.run is None  # end the run


def test_pharos() -> None:
    s = blank()
    pharos = add(s, "ice:hq", "pharos", rezzed=True)
    assert pharos in game.advanceable(s)
    for _ in range(3):
        s = act(s, CORP, "advance", str(pharos))
    assert s.ice_strength(pharos) == 10
    s = act(encounter(s), RUNNER, "continue")
    assert s.tags == 1 and s.run is None


def test_ballista() -> None:
    s = blank()
    breaker = add(s, "rig", "cleaver")
    add(s, "ice:hq", "ballista", rezzed=True)
    s = act(encounter(s), RUNNER, "continue")
    assert s.prompt is not None and s.prompt.options == [str(breaker), "end"]
    t = answer(s, str(breaker))
    assert breaker in t.zone("heap") and t.run is not None
    assert answer(s, "end").run is None
    u = blank()
    add(u, "ice:hq", "ballista", rezzed=True)
    assert act(encounter(u), RUNNER, "continue").run is None  # no program: the run ends


def test_ansel_1_0() -> None:
    s = blank()
    add(s, "ice:hq", "ansel-1-0", rezzed=True)
    work = add(s, "rig", "telework-contract")
    spare = add(s, "hq", "palisade")
    add(s, "hq", "offworld-office")
    s = act(encounter(s), RUNNER, "continue")
    assert s.prompt is not None and s.prompt.kind == "ansel_trash"
    s = answer(s, str(work))
    assert work in s.zone("heap") and s.prompt is not None and s.prompt.kind == "ansel"
    s = answer(s, str(spare))
    assert s.prompt is not None and s.prompt.kind == "ansel_server"
    s = answer(s, "rd")
    assert s.ice("rd") == [spare] and s.run is not None and s.run.no_steal
    s = onward(act(s, RUNNER, "continue"))
    assert s.points(RUNNER) == 0 and s.run is None  # the agenda accessed is not stolen


# --- System Gateway: the Runner's cards -----------------------------------------------------------------------------
def test_buzzsaw() -> None:
    s = blank()
    saw = add(s, "rig", "buzzsaw")
    add(s, "ice:hq", "whitespace", rezzed=True)
    s = act(encounter(s), RUNNER, "break", str(saw))
    assert s.run is not None and sorted(s.run.broken) == [0, 1] and s.credits[RUNNER] == 19


def test_marjanah() -> None:
    s = blank()
    marj = add(s, "rig", "marjanah")
    add(s, "ice:hq", "palisade", rezzed=True)
    s = encounter(s)
    s = act(s, RUNNER, "pump", str(marj))
    s = act(s, RUNNER, "break", str(marj))
    assert s.credits[RUNNER] == 17  # 1 + 2
    t = blank()
    marj = add(t, "rig", "marjanah")
    add(t, "ice:hq", "palisade", rezzed=True)
    t.success_this_turn = True
    t = encounter(t)
    t.success_this_turn = True
    t = act(act(t, RUNNER, "pump", str(marj)), RUNNER, "break", str(marj))
    assert t.credits[RUNNER] == 18  # 1 less after a successful run


def test_echelon() -> None:
    s = blank()
    echelon = add(s, "rig", "echelon")
    assert s.breaker_strength(echelon) == 1
    add(s, "rig", "cleaver")
    assert s.breaker_strength(echelon) == 2
    add(s, "ice:hq", "tithe", rezzed=True)
    s = act(encounter(s), RUNNER, "break", str(echelon))
    assert s.run is not None and s.run.broken == [0]


def test_t400_memory_diamond() -> None:
    s, _ = install(blank(), "t400-memory-diamond")
    assert s.memory() == 5 and s.hand_size(RUNNER) == 6


def test_fermenter() -> None:
    s, fermenter = install(blank(), "fermenter")
    assert s.counters(fermenter, "virus") == 1
    game.begin_turn(s, RUNNER)
    assert s.counters(fermenter, "virus") == 2
    s = act(s, RUNNER, "ability", str(fermenter))
    assert fermenter in s.zone("heap") and s.credits[RUNNER] == 23  # 20 - 1 + 4


def test_cookbook() -> None:
    s, _ = install(blank(), "cookbook")
    s, fermenter = install(s, "fermenter")
    assert s.counters(fermenter, "virus") == 2


def test_botulus() -> None:
    s = blank()
    ice = add(s, "ice:hq", "palisade")
    s, botulus = install(s, "botulus")
    assert s.prompt is not None and s.prompt.kind == "botulus_host" and s.prompt.options == ["hq.0"]
    s = answer(s, "hq.0")
    assert s.hosts == {str(botulus): ice} and s.counters(botulus, "virus") == 1
    s.inst(ice).face_up = True
    s = encounter(s)
    s = act(s, RUNNER, "ability", str(botulus))
    assert s.run is not None and s.run.broken == [0] and s.counters(botulus, "virus") == 0
    from bot.games.netrunner import rules
    rules.trash(s, ice)
    assert botulus in s.zone("heap")  # trashed with its host
    with pytest.raises(IllegalAction):
        install(blank(), "botulus")  # no ice to host it


def test_tranquilizer() -> None:
    s = blank()
    ice = add(s, "ice:hq", "palisade", rezzed=True)
    s, tranq = install(s, "tranquilizer")
    s = answer(s, "hq.0")
    assert s.counters(tranq, "virus") == 1
    game.begin_turn(s, RUNNER)
    assert s.rezzed(ice)
    game.begin_turn(s, RUNNER)
    assert s.counters(tranq, "virus") == 3 and not s.rezzed(ice)  # derezzed at 3


def test_carnivore() -> None:
    s, carnivore = install(blank(), "carnivore")
    assert s.memory() == 5
    grip(s, 3)
    add(s, "root:r1", "offworld-office")
    s = act(run(s, "r1"), CORP, "continue")
    assert s.prompt is not None and s.prompt.options == ["steal", "trash_grip"]
    s = answer(s, "trash_grip")
    assert s.prompt is not None and s.prompt.kind == "trash_grip" and s.prompt.least == 2
    s = answer(s, *s.prompt.options[:2])
    assert s.points(RUNNER) == 0 and names(s, "archives") == ["offworld-office"] and len(s.zone("grip")) == 1
    add(s, "root:r2", "nico-campaign")
    s = act(run(s, "r2"), CORP, "continue")
    assert s.prompt is not None and "trash_grip" not in s.prompt.options  # once per turn


def test_pantograph() -> None:
    s, _ = install(blank(), "pantograph")
    spare = add(s, "grip", "cleaver")
    add(s, "root:r1", "offworld-office")
    s = act(run(s, "r1"), CORP, "continue")
    assert s.credits[RUNNER] == 19 and s.prompt is not None and s.prompt.kind == "grip_install"  # 20 - 2 + 1
    s = answer(s, str(spare))
    assert spare in s.zone("rig") and s.credits[RUNNER] == 16


def test_carnivore_after_an_ambush_counts_the_grip_left() -> None:
    s, _ = install(blank(), "carnivore")
    grip(s, 3)
    add(s, "root:r1", "urtica-cipher")
    s = act(run(s, "r1"), CORP, "continue")
    assert len(s.zone("grip")) == 1 and s.prompt is not None and "trash_grip" not in s.prompt.options


# --- Elevation, the Corp's cards ------------------------------------------------------------------------------------
def test_nanomanagement() -> None:
    s = play(blank(), "nanomanagement")
    assert s.clicks == 4 and s.credits[CORP] == 16  # 3 - 1 + 2


def take_turns(s, n: int):
    for _ in range(n):
        s.turn, s.clicks = RUNNER, 0
        game.begin_turn(s, CORP)
    return s


def test_anthill_excavation_contract() -> None:
    s = blank()
    anthill = add(s, "root:r1", "anthill-excavation-contract")
    deck(s, "corp", FILLER)
    s = act(s, CORP, "rez", str(anthill))
    assert s.counters(anthill, "credits") == 8 and s.credits[CORP] == 17
    s = take_turns(s, 1)
    assert s.credits[CORP] == 21 and len(s.zone("hq")) == 2  # the mandatory draw and its own
    s = take_turns(s, 1)
    assert anthill in s.zone("archives") and s.credits[CORP] == 25 and len(s.zone("hq")) == 4


def test_otto_campaign() -> None:
    s = blank()
    otto = add(s, "root:r1", "otto-campaign")
    deck(s, "corp", FILLER)
    s = act(s, CORP, "rez", str(otto))
    assert s.counters(otto, "credits") == 6 and s.credits[CORP] == 18
    s = take_turns(s, 2)
    assert s.credits[CORP] == 22 and s.clicks == 3 and s.counters(otto, "credits") == 2
    s = take_turns(s, 1)
    assert otto in s.zone("archives") and s.credits[CORP] == 24 and s.clicks == 5  # emptied: 2 clicks more


def test_public_access_plaza() -> None:
    s = blank()
    add(s, "root:r1", "public-access-plaza", rezzed=True)
    deck(s, "corp", FILLER)
    s = take_turns(s, 1)
    assert s.credits[CORP] == 21
    for threat, tags in ((0, 0), (2, 1)):
        t = runner_turn(blank())
        add(t, "root:r1", "public-access-plaza", rezzed=True)
        if threat:
            add(t, "score0", "offworld-office")
        t = answer(run(t, "r1"), "trash")
        assert names(t, "archives") == ["public-access-plaza"] and t.tags == tags and t.credits[RUNNER] == 18


def test_kessleroid() -> None:
    s = blank()
    ice = add(s, "ice:hq", "kessleroid", rezzed=True)
    unrezzed = add(s, "ice:r1", "kessleroid")
    assert s.card(ice).subs == ["etr", "etr"]
    assert not abilities.runner_may_trash(s, ice) and abilities.runner_may_trash(s, unrezzed)
    s = act(encounter(s), RUNNER, "continue")
    assert s.run is None and not s.success_this_turn


def test_lamplighter() -> None:
    s = blank(credits=(20, 2))
    lamp = add(s, "ice:hq", "lamplighter", rezzed=True)
    s = act(encounter(s), RUNNER, "continue")
    assert s.tags == 1 and s.run is None  # too poor to pay: tagged, then tagged ends the run
    t = blank()
    add(t, "ice:hq", "lamplighter", rezzed=True)
    t = act(encounter(t), RUNNER, "continue")
    assert t.prompt is not None and t.prompt.kind == "pay_or_tag" and t.prompt.params["cost"] == 3
    t = answer(t, "pay")
    assert t.credits[RUNNER] == 17 and t.tags == 0 and t.run is not None
    # an agenda stolen from its server trashes it; one from another server does not
    u = runner_turn(blank())
    lamp = add(u, "ice:r1", "lamplighter", rezzed=True)
    other = add(u, "ice:hq", "lamplighter", rezzed=True)
    add(u, "root:r1", "offworld-office")
    u = act(u, RUNNER, "run", "r1")
    u = onward(answer(act(u, RUNNER, "continue"), "pay"))
    u = act(u, CORP, "continue")  # the agenda is stolen at once
    assert u.points(RUNNER) == 2 and lamp in u.zone("archives") and other in u.ice("hq")
    v = blank()
    lamp = add(v, "ice:r1", "lamplighter", rezzed=True)
    v, _ = score(v, "offworld-office", 4)
    assert lamp in v.zone("archives") and "r1" not in v.servers()  # the emptied remote is gone


def test_flyswatter() -> None:
    s = runner_turn(blank())
    ice = add(s, "ice:hq", "flyswatter")
    other = add(s, "ice:r1", "flyswatter")
    virus = add(s, "rig", "leech", virus=2)
    s = act(s, RUNNER, "run", "hq")
    s = act(s, CORP, "rez")
    assert s.rezzed(ice) and s.counters(virus, "virus") == 0 and s.card(ice).subs == ["etr"]
    s = runner_turn(blank())
    virus = add(s, "rig", "leech", virus=2)
    add(s, "ice:hq", "palisade")
    other = add(s, "ice:r1", "flyswatter")
    s = act(s, RUNNER, "run", "hq")
    rules.rez(s, other)  # rezzed during a run on another server: the viruses stay
    assert s.rezzed(other) and s.counters(virus, "virus") == 2


def test_doomscroll() -> None:
    s = blank()
    add(s, "ice:hq", "doomscroll", rezzed=True)
    grip(s, 5)
    s = act(encounter(s), RUNNER, "continue")
    assert s.tags == 1 and len(s.zone("heap")) == 1  # 1 tag is not 2: no 2 net damage
    t = blank()
    t.tags = 1
    add(t, "ice:hq", "doomscroll", rezzed=True)
    grip(t, 5)
    t = act(encounter(t), RUNNER, "continue")
    assert t.tags == 2 and len(t.zone("heap")) == 3


def test_the_zwicky_group() -> None:
    s = blank()
    s.identities[CORP] = "the-zwicky-group"
    deck(s, "corp", FILLER)
    s = play(s, "hedge-fund")
    assert s.prompt is not None and s.prompt.kind == "zwicky"
    s = answer(s, "draw")
    assert len(s.zone("hq")) == 1 and s.credits[CORP] == 24
    s = play(s, "hedge-fund")
    assert s.prompt is None  # once per turn
    t = blank()
    t.identities[CORP] = "the-zwicky-group"
    deck(t, "corp", FILLER)
    t, _ = score(t, "offworld-office", 4)
    assert t.prompt is not None and t.prompt.kind == "zwicky"
    t = answer(t, "skip")
    assert len(t.zone("hq")) == 0
    u = blank()
    u.identities[CORP] = "the-zwicky-group"
    u = play(u, "nanomanagement")
    assert u.prompt is None  # no credits gained


# --- Elevation, the Runner's cards ----------------------------------------------------------------------------------
def test_clean_getaway() -> None:
    s = blank()
    add(s, "hq", "hedge-fund")
    s = onward(event(s, "clean-getaway", "hq"))
    s = answer(s, "leave") if s.prompt is not None else s
    assert s.run is None and s.credits[RUNNER] == 23  # 20 - 3 + 6
    t = blank()
    add(t, "ice:hq", "palisade", rezzed=True)
    t = act(event(t, "clean-getaway", "hq"), RUNNER, "continue")  # the barrier ends the run: no credits
    assert t.run is None and t.credits[RUNNER] == 17


def test_transfer_of_wealth() -> None:
    s = blank(credits=(2, 5))
    with pytest.raises(IllegalAction):
        event(s.clone(), "transfer-of-wealth", "rd")  # HQ only
    s = onward(event(s, "transfer-of-wealth", "hq"))
    assert s.run is None and s.tags == 1 and s.credits == [0, 9]  # the Corp had only 2 to lose
    t = onward(event(blank(), "transfer-of-wealth", "hq"))
    assert t.tags == 1 and t.credits == [17, 26]


def test_ritual() -> None:
    s = blank()
    deck(s, "runner", GRIP)
    s = event(s, "ritual")
    assert len(s.zone("grip")) == 3 and s.clicks == 3  # 4 clicks, 1 spent on Ritual: 3 left
    s = act(s, RUNNER, "credit")
    s = act(s, RUNNER, "credit")
    deck(s, "corp", FILLER)
    s = act(s, RUNNER, "play", str(add(s, "grip", "ritual")))
    assert len(s.zone("grip")) == 3 and s.turn == CORP  # the last click: nothing drawn


def test_lie_low() -> None:
    s = blank()
    deck(s, "runner", GRIP)
    s = event(s, "lie-low")
    assert s.clicks == 2 and s.credits[RUNNER] == 19 and s.prompt is not None and s.prompt.kind == "lie_low"
    s = answer(s, "lie_draw")
    assert len(s.zone("grip")) == 4 and s.prompt is None
    t = blank()
    t.tags = 3
    t = answer(event(t, "lie-low"), "lie_tags")
    assert t.tags == 1
    u = runner_turn(blank())
    u.clicks = 1
    with pytest.raises(IllegalAction):
        act(u, RUNNER, "play", str(add(u, "grip", "lie-low")))  # the second click is missing


def test_side_hustle() -> None:
    s, hustle = install(blank(), "side-hustle")
    deck(s, "runner", GRIP)
    assert s.counters(hustle, "credits") == 1 and s.credits[RUNNER] == 18
    for n in range(2, 6):
        s = run(runner_turn(s), "archives")
        assert s.counters(hustle, "credits") == n
    s = act(runner_turn(s), RUNNER, "run", "archives")  # the sixth: taken, trashed, 1 drawn
    assert hustle in s.zone("heap") and s.credits[RUNNER] == 24 and len(s.zone("grip")) == 1


def test_scrounge() -> None:
    s = blank(credits=(20, 4))
    cleaver = add(s, "heap", "cleaver")
    carmen = add(s, "heap", "carmen")  # 5: too dear after paying for Scrounge
    under = add(s, "stack", "sure-gamble")
    s = event(s, "scrounge")
    assert s.clicks == 2 and s.prompt is not None and s.prompt.options == [str(cleaver), "skip"]
    s = answer(s, str(cleaver))
    assert cleaver in s.rig("program") and s.credits[RUNNER] == 0
    assert s.prompt is not None and s.prompt.kind == "scrounge_bottom" and s.prompt.options == [str(carmen), "skip"]
    s = answer(s, str(carmen))
    assert s.zone("stack") == [carmen, under] and s.prompt is None  # at the bottom
    t = runner_turn(blank())
    t.clicks = 1
    with pytest.raises(IllegalAction):
        act(t, RUNNER, "play", str(add(t, "grip", "scrounge")))  # the second click is missing
    u = event(blank(), "scrounge")
    assert u.prompt is None and u.clicks == 2  # an empty heap: nothing to ask


def test_muslihat() -> None:
    s = blank("runner")
    s.identities[RUNNER] = "muslihat"
    deck(s, "runner", ["sure-gamble", "carmen"])
    deck(s, "corp", FILLER)
    game.begin_turn(s, RUNNER)
    assert s.prompt is not None and s.prompt.kind == "stack_top" and s.prompt.options == ["carmen", "skip"]
    assert [seat for seat, key, p in s.private if key == "nr.pv.looked"] == [RUNNER]
    s = answer(s, "carmen")
    assert names(s, "grip") == ["carmen"] and ["nr.ev.revealed_taken", {"card": "carmen", "who": RUNNER}] in s.events
    t = blank("runner")
    t.identities[RUNNER] = "muslihat"
    deck(t, "runner", ["carmen", "sure-gamble"])
    game.begin_turn(t, RUNNER)
    assert t.prompt is not None and t.prompt.options == ["skip"]  # not an icebreaker nor a run event: asked anyway
    t = answer(t, "skip")
    assert names(t, "grip") == [] and len(t.zone("stack")) == 2


def test_rent_rioters() -> None:
    s, rioters = install(blank(), "rent-rioters")
    assert s.credits[RUNNER] == 18 and s.clicks == 3
    deck(s, "corp", FILLER)
    s = act(s, RUNNER, "ability", str(rioters))
    assert s.turn == CORP and s.credits[RUNNER] == 27 and rioters in s.zone("heap")  # all 3 clicks spent
    t, rioters = install(blank(), "rent-rioters")
    t = act(t, RUNNER, "credit")
    with pytest.raises(IllegalAction):
        act(t, RUNNER, "ability", str(rioters))  # 2 clicks are not 3


def test_principia() -> None:
    s, principia = install(blank(), "principia")
    assert s.credits[RUNNER] == 16  # no other icebreaker
    t = blank()
    add(t, "rig", "cleaver")
    add(t, "rig", "unity")
    t, principia = install(t, "principia")
    assert t.credits[RUNNER] == 18 and principia in t.rig("program")
    add(t, "ice:hq", "palisade", rezzed=True)
    t = act(t, RUNNER, "run", "hq")
    t = act(t, RUNNER, "break", str(principia))
    assert t.run is not None and t.run.broken == [0] and t.credits[RUNNER] == 17
    u = blank()
    old = add(u, "rig", "cleaver")
    u.table.cards[old].counters.clear()
    iid = add(u, "grip", "principia")
    assert game.program_cost(u, iid) == 3 and game.program_cost(u, iid, [old]) == 4  # trashed to make room: no count


def test_rising_tide() -> None:
    s = blank()
    tide = add(s, "rig", "rising-tide")
    assert s.breaker_strength(tide) == 1
    add(s, "heap", "cleaver")
    add(s, "heap", "marjanah")
    add(s, "heap", "carmen")  # a killer: no strength
    assert s.breaker_strength(tide) == 3
    add(s, "ice:hq", "palisade", rezzed=True)
    s = act(encounter(s), RUNNER, "break", str(tide))
    assert s.run is not None and s.run.broken == [0] and s.credits[RUNNER] == 19


def test_sang_kancil() -> None:
    s = blank()
    kancil = add(s, "rig", "sang-kancil")
    add(s, "ice:hq", "whitespace", rezzed=True)
    s = act(encounter(s), RUNNER, "pump", str(kancil))
    assert s.credits[RUNNER] == 17 and s.breaker_strength(kancil) == 4
    s = act(s, RUNNER, "break", str(kancil))
    assert s.run is not None and s.run.broken == [0] and s.credits[RUNNER] == 16
    t = blank()
    kancil = add(t, "rig", "sang-kancil")
    add(t, "ice:hq", "whitespace", rezzed=True)
    t = event(t, "clean-getaway", "hq")  # a run event's run: pumping costs 1
    t = act(t, RUNNER, "pump", str(kancil))
    assert t.credits[RUNNER] == 16 and t.breaker_strength(kancil) == 4


def test_measured_response() -> None:
    s = blank()
    s.success_last_turn = True
    add(s, "score0", "offworld-office")
    with pytest.raises(IllegalAction):  # threat 2
        play(s, "measured-response")
    add(s, "score1", "tomorrow-s-headline")
    add(s, "score1", "offworld-office")
    s.success_last_turn = False
    with pytest.raises(IllegalAction):  # no successful run last turn
        play(s, "measured-response")
    s.success_last_turn = True
    grip(s, 5)
    t = play(s, "measured-response")
    assert t.prompt is not None and t.prompt.kind == "measured" and t.prompt.seat == RUNNER
    paid = answer(t, "pay")
    assert paid.credits[RUNNER] == 12 and len(paid.zone("heap")) == 0 and paid.credits[CORP] == 15
    hurt = answer(t, "damage")
    assert hurt.credits[RUNNER] == 20 and len(hurt.zone("heap")) == 4
    s.credits[RUNNER] = 7
    poor = play(s, "measured-response")
    assert poor.prompt is None and len(poor.zone("heap")) == 4  # cannot pay: the damage


def test_poetri_luxury_brands() -> None:
    s = blank()
    s.identities[CORP] = "poetri-luxury-brands"
    deck(s, "corp", ["hedge-fund", "palisade", "offworld-office", "nico-campaign"])  # the last one named on top
    nico, agenda, wall = s.zone("rd")[-1], s.zone("rd")[-2], s.zone("rd")[-3]
    s, _ = score(s, "offworld-office", 4)
    assert s.prompt is not None and s.prompt.kind == "poetri_rd"
    assert s.prompt.options == [str(wall), str(nico), "skip"]  # the top 3 but the agenda
    assert agenda not in [int(o) for o in s.prompt.options if o != "skip"]
    s = answer(s, str(nico))
    assert s.prompt is not None and s.prompt.kind == "poetri_server"
    s = answer(s, "new")
    assert s.where(nico) is not None and s.where(nico).startswith("root:") and not s.rezzed(nico)
    t = runner_turn(blank())
    t.identities[CORP] = "poetri-luxury-brands"
    spare = add(t, "hq", "palisade")
    add(t, "hq", "hedge-fund")
    add(t, "root:r1", "offworld-office")
    t = act(run(t, "r1"), CORP, "continue")
    assert t.points(RUNNER) == 2 and t.prompt is not None and t.prompt.kind == "poetri_hq"
    assert t.prompt.options == [str(spare), "skip"]  # no operation
    t = answer(answer(t, str(spare)), "hq")
    assert spare in t.ice("hq") and t.credits[CORP] == 20  # the first ice on HQ costs nothing
