"""Netrunner's side of the 📖 Cards view: which cards each viewer may read and in what order (the hand, the card being
accessed, both sides of the table, the piles, cards the Runner has seen, a question's card choices, cards seen earlier,
cards the public log named), never a hidden card; each card read whole (its text, every number, how it stands, a
picture); forged and stale refs; the time to read a clocked decision; the 👉 line that says what the awaited player can
do; a computer said to be thinking; `/help netrunner` starting with how to play; and the view through the fake
Discord."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.framework.help_pages import pages
from bot.framework.kinds import Context, SeatInfo
from bot.games.netrunner import computer, game, rules
from bot.games.netrunner.cards import CARDS, PLAYABLE
from bot.games.netrunner.kind import READ_SECONDS, NetrunnerKind, card_name
from bot.games.netrunner.state import NrState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.i18n import t
from tests.helpers import component
from tests.netrunner.build import CORP, RUNNER, act, add, answer, blank, deck, runner_turn
from tests.netrunner.helpers import private_view, run_game, state_of

T0 = 1_000_000.0
KIND = NetrunnerKind()
LOCALES = ("en", "tr", "ru")
CTX = Context(1, (SeatInfo(0, 100, "Alice"), SeatInfo(1, 101, "Ben")), {}, "en", T0)


def refs(s: NrState, seat: int | None, ctx: Context = CTX) -> list[tuple[str, str]]:
    return [(c.ref, c.place) for c in KIND.cards_readable(ctx, s, seat)]


def a_table() -> tuple[NrState, dict[str, int]]:
    """Alice's Corp turn: two Hedge Funds and a Palisade in HQ; Tithe rezzed on HQ; on Remote 1 a face-down Palisade
    guarding a face-down Offworld Office with 2 advancement counters; Nico Campaign rezzed with 9 credits in Remote 2;
    in Archives a Hedge Fund face up and a Seamless Launch face down; Superconducting Hub scored. Ben's Runner: Sure
    Gamble and Cleaver in the grip; Mayfly, Leech (1 virus counter) and Smartware Distributor (3 credits) in the rig;
    two Overclocks in the heap; Send a Message stolen. R&D and the stack hold cards nobody knows."""
    s = blank()
    c = {
        "hedge": add(s, "hq", "hedge-fund"),
        "hedge2": add(s, "hq", "hedge-fund"),
        "palisade_hq": add(s, "hq", "palisade"),
        "tithe": add(s, "ice:hq", "tithe", rezzed=True),
        "palisade": add(s, "ice:r1", "palisade"),
        "office": add(s, "root:r1", "offworld-office", adv=2),
        "nico": add(s, "root:r2", "nico-campaign", rezzed=True, credits=9),
        "up": add(s, "archives", "hedge-fund", rezzed=True),
        "down": add(s, "archives", "seamless-launch"),
        "hub": add(s, "score0", "superconducting-hub", rezzed=True),
        "gamble": add(s, "grip", "sure-gamble"),
        "cleaver": add(s, "grip", "cleaver"),
        "mayfly": add(s, "rig", "mayfly"),
        "leech": add(s, "rig", "leech", virus=1),
        "smartware": add(s, "rig", "smartware-distributor", credits=3),
        "message": add(s, "score1", "send-a-message", rezzed=True),
    }
    add(s, "heap", "overclock")
    add(s, "heap", "overclock")
    c["karuna"], c["subsidy"] = deck(s, "corp", ["karuna", "government-subsidy"])
    c["carmen"], c["jailbreak"] = deck(s, "runner", ["carmen", "jailbreak"])
    return s, c


# --- 1. which cards, for whom -----------------------------------------------------------------------------------------
def test_each_player_reads_their_hand_then_their_side_then_the_other_side() -> None:
    s, c = a_table()
    assert refs(s, CORP) == [
        ("h.hedge-fund", "Your hand"), ("h.palisade", "Your hand"),
        ("i.0", "Your identity"),
        (f"t.{c['tithe']}", "Ice on HQ"),
        (f"t.{c['palisade']}", "Ice on Remote 1 (face down)"), (f"t.{c['office']}", "In Remote 1 (face down)"),
        (f"t.{c['nico']}", "In Remote 2"),
        ("a.hedge-fund", "Archives"), ("af.seamless-launch", "Archives (face down)"),
        (f"t.{c['hub']}", "Your score area"),
        ("i.1", "Ben's identity"),
        (f"t.{c['mayfly']}", "Ben's rig"), (f"t.{c['leech']}", "Ben's rig"), (f"t.{c['smartware']}", "Ben's rig"),
        ("x.overclock", "Ben's heap"),
        (f"t.{c['message']}", "Ben's score area"),
    ]
    names = [card.name for card in KIND.cards_readable(CTX, s, CORP)]
    assert names[:3] == ["Hedge Fund ×2", "Palisade", "The Syndicate: Profit over Principle"]
    assert "Overclock ×2" in names
    assert refs(s, RUNNER) == [
        ("h.sure-gamble", "Your hand"), ("h.cleaver", "Your hand"),
        ("i.1", "Your identity"),
        (f"t.{c['mayfly']}", "Your rig"), (f"t.{c['leech']}", "Your rig"), (f"t.{c['smartware']}", "Your rig"),
        ("x.overclock", "Your heap"),
        (f"t.{c['message']}", "Your score area"),
        ("i.0", "Alice's identity"),
        (f"t.{c['tithe']}", "Ice on HQ"), (f"t.{c['nico']}", "In Remote 2"),
        ("a.hedge-fund", "Archives"),
        (f"t.{c['hub']}", "Alice's score area"),
    ]


def test_the_public_reads_only_what_lies_face_up() -> None:
    s, c = a_table()
    assert refs(s, None) == [
        ("i.0", "Alice's identity"),
        (f"t.{c['tithe']}", "Ice on HQ"), (f"t.{c['nico']}", "In Remote 2"),
        ("a.hedge-fund", "Archives"),
        (f"t.{c['hub']}", "Alice's score area"),
        ("i.1", "Ben's identity"),
        (f"t.{c['mayfly']}", "Ben's rig"), (f"t.{c['leech']}", "Ben's rig"), (f"t.{c['smartware']}", "Ben's rig"),
        ("x.overclock", "Ben's heap"),
        (f"t.{c['message']}", "Ben's score area"),
    ]


def assert_nothing_hidden(s: NrState) -> None:
    """Every card listed for a viewer is one they may know, named by a ref that points at nothing hidden; every card
    hidden from them reads as nothing."""
    heap = {s.inst(i).card for i in s.zone("heap")}
    archives_up = {s.inst(i).card for i in s.zone("archives") if s.inst(i).face_up}
    for viewer in (CORP, RUNNER, None):
        for card in KIND.cards_readable(CTX, s, viewer):
            kind, _, key = card.ref.partition(".")
            if kind == "t":
                assert s.table.visible(int(key), viewer), (viewer, card)
            elif kind == "h":
                assert viewer is not None and key in {s.inst(i).card for i in s.hand(viewer)}, (viewer, card)
            elif kind == "af":
                assert viewer == s.corp, card
            elif kind in ("a", "x"):
                assert key in (archives_up if kind == "a" else heap), card
            elif kind == "c":
                assert viewer is not None and s.prompt is not None and s.prompt.seat == viewer, card
                assert key in s.prompt.options, card
            elif kind == "s":
                assert viewer is not None and key in s.seen[viewer], (viewer, card)
            elif kind == "l":
                assert key in s.named, card
            else:
                assert kind == "i" and key in ("0", "1"), card
        for iid in s.table.cards:
            if not s.table.visible(iid, viewer):
                assert KIND.card_shown(CTX, s, viewer, f"t.{iid}") is None, (viewer, iid)
        if viewer is not None:
            for iid in s.hand(1 - viewer):  # the other side's cards: never the same ids as one's own hand
                if not s.table.visible(iid, viewer):
                    assert KIND.card_shown(CTX, s, viewer, f"h.{s.inst(iid).card}") is None, (viewer, iid)


def test_the_opponents_hidden_cards_are_never_listed_nor_read() -> None:
    s, c = a_table()
    secret = {"karuna", "government-subsidy", "carmen", "jailbreak", "offworld-office", "seamless-launch"}
    for viewer in (RUNNER, None):
        listed = KIND.cards_readable(CTX, s, viewer)
        assert not [card for card in listed if card.ref.partition(".")[2] in secret
                    or card.name.startswith(("Offworld", "Karunā", "Government", "Seamless"))]
        assert not [card for card in listed if card.ref.startswith("h.")] or viewer == RUNNER
        for ref in (f"t.{c['palisade']}", f"t.{c['office']}", f"t.{c['down']}", f"t.{c['hedge']}",
                    f"t.{c['karuna']}", f"t.{c['carmen']}", "h.hedge-fund", "af.seamless-launch", "a.seamless-launch",
                    "s.offworld-office", "l.offworld-office", "c.offworld-office", "h.palisade"):
            assert KIND.card_shown(CTX, s, viewer, ref) is None, (viewer, ref)
    for ref in ("h.sure-gamble", f"t.{c['gamble']}", f"t.{c['carmen']}", "x.sure-gamble", "h.cleaver"):
        assert KIND.card_shown(CTX, s, CORP, ref) is None, ref  # the grip and the stack are the Runner's
        assert KIND.card_shown(CTX, s, None, ref) is None, ref
    assert_nothing_hidden(s)


def test_a_card_the_runner_accesses_is_read_by_the_runner_alone_and_then_remembered() -> None:
    s = runner_turn(blank())
    s.rez_stops = False  # the Corp does not stop at rez windows: the run goes straight to the access
    license_ = add(s, "root:r1", "regolith-mining-license")
    s = act(s, RUNNER, "run", "r1")
    s = act(s, RUNNER, "continue")  # no ice: on to the server
    assert s.prompt is not None and s.prompt.kind == "access"
    assert refs(s, RUNNER)[:2] == [(f"t.{license_}", "Accessed now"), ("i.1", "Your identity")]  # before the table
    assert (f"t.{license_}", "In Remote 1 (face down)") in refs(s, CORP)
    assert f"t.{license_}" not in dict(refs(s, None))
    details = KIND.card_shown(CTX, s, RUNNER, f"t.{license_}")
    assert details is not None and details.title == "Regolith Mining License"
    assert "📍 Accessed now" in details.description and ("Trash cost", "3 ¢") in details.fields
    assert KIND.card_shown(CTX, s, None, f"t.{license_}") is None
    assert_nothing_hidden(s)
    s = answer(s, "leave")
    assert s.run is None and s.where(license_) == "root:r1"
    assert (f"t.{license_}", "In Remote 1 (face down; you have seen it)") in refs(s, RUNNER)
    details = KIND.card_shown(CTX, s, RUNNER, f"t.{license_}")
    assert details is not None and t("nr.read.unrezzed_seen", "en") in details.description
    assert KIND.card_shown(CTX, s, None, f"t.{license_}") is None
    assert_nothing_hidden(s)


def test_cards_seen_in_hq_are_listed_as_they_were_seen_never_in_the_order_they_lie() -> None:
    s = runner_turn(blank())
    first = add(s, "hq", "hedge-fund")
    second = add(s, "hq", "palisade")
    s.table.look(RUNNER, second)
    s.table.look(RUNNER, first)
    seen = [(r, place) for r, place in refs(s, RUNNER) if place.startswith("Seen by you")]
    assert seen == [(f"t.{first}", "Seen by you, in HQ"), (f"t.{second}", "Seen by you, in HQ")]  # the latest first
    s.zone("hq").reverse()  # the Corp's hand in another order: the list does not follow it
    assert [(r, place) for r, place in refs(s, RUNNER) if place.startswith("Seen by you")] == seen
    assert not [r for r, _ in refs(s, None) if r in dict(seen)]
    rules.forget_from(s, "hq")  # a card left HQ face down: the Runner no longer knows where any of them is
    assert not [r for r, _ in refs(s, RUNNER) if r.startswith("t.")]
    assert_nothing_hidden(s)


def test_cards_seen_earlier_stay_readable_by_the_one_who_saw_them() -> None:
    s = runner_turn(blank())
    s.rez_stops = False
    add(s, "hq", "government-subsidy")
    s = act(s, RUNNER, "run", "hq")
    s = act(s, RUNNER, "continue")
    assert s.prompt is not None and s.prompt.kind == "access"
    s = answer(s, "leave")
    assert s.seen[RUNNER] == ["government-subsidy"]
    rules.forget_from(s, "hq")
    assert refs(s, RUNNER)[-1] == ("s.government-subsidy", "Seen earlier in this game")
    assert "s.government-subsidy" not in dict(refs(s, CORP)) and "s.government-subsidy" not in dict(refs(s, None))
    assert KIND.card_shown(CTX, s, None, "s.government-subsidy") is None
    details = KIND.card_shown(CTX, s, RUNNER, "s.government-subsidy")
    assert details is not None and "Gain 15 credits." in details.description
    assert_nothing_hidden(s)


def test_a_mulligan_hand_stays_readable_to_its_owner_alone() -> None:
    s = game.new_game(4, T0, step="starter", corp=CORP)
    kept = [s.inst(i).card for i in s.zone("hq")]
    s = game.apply(s, CORP, "mulligan", "yes", (), T0)
    now = {s.inst(i).card for i in s.zone("hq")}
    back = [card for card in dict.fromkeys(kept) if card not in now]
    assert back
    mine = dict(refs(s, CORP))
    assert all(mine[f"s.{card}"] == "Seen earlier in this game" for card in back)
    assert not [card for card in back if f"s.{card}" in dict(refs(s, RUNNER)) or f"s.{card}" in dict(refs(s, None))]
    assert_nothing_hidden(s)


def test_a_card_the_log_named_is_read_by_all_and_a_choice_of_cards_by_its_chooser() -> None:
    s = runner_turn(blank())
    add(s, "grip", "mutual-favor")
    favor = s.zone("grip")[-1]
    deck(s, "runner", ["cleaver", "sure-gamble", "mayfly"])
    s = act(s, RUNNER, "play", str(favor))
    assert s.prompt is not None and s.prompt.kind == "mutual_favor"
    choices = [(r, place) for r, place in refs(s, RUNNER) if r.startswith("c.")]
    assert choices == [("c.cleaver", "One of your choices now"), ("c.mayfly", "One of your choices now")]
    assert not [r for r, _ in refs(s, CORP) + refs(s, None) if r.startswith("c.")]
    assert KIND.card_shown(CTX, s, CORP, "c.cleaver") is None
    s = answer(s, "cleaver")  # shown to the Corp, then into the grip
    assert ("h.cleaver", "Your hand") in refs(s, RUNNER)
    for viewer in (CORP, None):
        assert ("l.cleaver", "In the log") in refs(s, viewer)
        assert "l.sure-gamble" not in dict(refs(s, viewer))  # only what the log named
    assert ("x.mutual-favor", "Your heap") in refs(s, RUNNER)
    assert_nothing_hidden(s)


@pytest.mark.parametrize(("seed", "step"), [(2, "starter"), (5, "booster")])
def test_whole_games_never_list_a_hidden_card(seed: int, step: str) -> None:
    s = game.new_game(seed, T0, step=step, corp=seed % 2)
    public: set[str] = set()
    private: dict[int, set[str]] = {0: set(), 1: set()}
    for _key, params in s.events:
        public.update(rules.named_cards(params))
    for who, _key, params in s.private:  # the hands dealt
        private[int(who)].update(rules.named_cards(params))
    for moves in range(2000):
        if s.is_over():
            break
        seat = min(game.awaited(s))
        move = computer.decide(KIND.view(s, seat), seat)
        assert move is not None
        s = game.apply(s, seat, *move, now=T0)
        for _key, params in s.events:
            public.update(rules.named_cards(params))
        for who, _key, params in s.private:
            private[int(who)].update(rules.named_cards(params))
        if moves % 9 == 0 or s.prompt is not None:
            assert_nothing_hidden(s)
    assert s.is_over()
    assert_nothing_hidden(s)
    assert s.named and set(s.named) <= public  # the state remembers only what the public log named
    assert all(set(s.seen[seat]) <= private[seat] | public for seat in (0, 1))


# --- 2. a card read whole ---------------------------------------------------------------------------------------------
def test_an_icebreaker_in_the_rig_is_read_with_every_number() -> None:
    s, c = a_table()
    details = KIND.card_shown(CTX, s, CORP, f"t.{c['mayfly']}")
    assert details is not None and details.title == "Mayfly"
    assert details.description.split("\n") == [
        "**Program · Icebreaker · AI**",
        t("nr.ab.mayfly", "en"),
        t("nr.read.program", "en"),
        "📍 Ben's rig"]
    assert details.fields == [("Install cost", "1 ¢"), ("Strength", "1"), ("Memory it uses", "2"),
                              ("Breaks", "Any ice"), ("Break", "1 ¢: 1 subroutine"),
                              ("Strength up", "1 ¢: +1 strength"),
                              ("Side", "Runner"), ("Faction", "Neutral"), ("Card number", "System Gateway #32")]
    assert details.image is not None and details.image_name == "card.png"
    picture = details.image()
    assert picture.width < 450 and picture.height > 400  # one card, twice a hand card's size
    cleaver = KIND.card_shown(CTX, s, RUNNER, "h.cleaver")
    assert cleaver is not None and ("Break", "1 ¢: up to 2 subroutines") in cleaver.fields
    assert ("Breaks", "Barrier") in cleaver.fields


def test_ice_and_the_corps_own_face_down_cards_read_how_they_stand() -> None:
    s, c = a_table()
    tithe = KIND.card_shown(CTX, s, RUNNER, f"t.{c['tithe']}")
    assert tithe is not None and tithe.title == "Tithe"
    assert "Subroutines, in the order they fire: 1. 1 net damage; 2. The Corp gains 1 credit." in tithe.description
    assert "Rezzed: face up, and it works." in tithe.description
    assert tithe.fields[:2] == [("Rez cost", "1 ¢"), ("Strength", "1")]
    s.inst(c["palisade"]).face_up = True  # a Palisade protecting a remote is 2 stronger
    palisade = KIND.card_shown(CTX, s, None, f"t.{c['palisade']}")
    assert palisade is not None and ("Strength", "4 (card: 2)") in palisade.fields
    s.inst(c["palisade"]).face_up = False
    office = KIND.card_shown(CTX, s, CORP, f"t.{c['office']}")
    assert office is not None and office.title == "Offworld Office"
    assert "Unrezzed: face down, so the Runner does not know it" in office.description
    assert "Advancement counters on it: 2 (it needs 4 to be scored)." in office.description
    assert office.fields[:2] == [("Advancement requirement", "4"), ("Agenda points", "2")]
    nico = KIND.card_shown(CTX, s, RUNNER, f"t.{c['nico']}")
    assert nico is not None and "Credits on it: 9." in nico.description and ("Trash cost", "2 ¢") in nico.fields
    leech = KIND.card_shown(CTX, s, None, f"t.{c['leech']}")
    assert leech is not None and "Virus counters on it: 1." in leech.description
    hub = KIND.card_shown(CTX, s, RUNNER, f"t.{c['hub']}")
    assert hub is not None and "In a score area" in hub.description
    identity = KIND.card_shown(CTX, s, None, "i.1")
    assert identity is not None and identity.title == "The Catalyst: Convention Breaker"
    assert ("Card number", "System Gateway #76") in identity.fields


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_reads_whole_in_every_language(locale: str) -> None:
    ctx = replace(CTX, locale=locale)
    s = blank()
    for card in PLAYABLE.values():
        if card.type != "identity":
            add(s, "hq" if card.side == "corp" else "grip", card.id)
    for seat in (CORP, RUNNER):
        listed = [c for c in KIND.cards_readable(ctx, s, seat) if c.ref.startswith("h.")]
        side = "corp" if seat == CORP else "runner"
        assert [c.ref for c in listed] == [f"h.{c.id}" for c in PLAYABLE.values() if c.side == side
                                           and c.type != "identity"]
        for entry in [*listed, *(c for c in KIND.cards_readable(ctx, s, seat) if c.ref.startswith("i."))]:
            assert len(entry.ref) <= 40 and entry.name and entry.place
            details = KIND.card_shown(ctx, s, seat, entry.ref)
            card = next(c for c in CARDS.values() if c.name == entry.name)
            assert details is not None and details.title == card.name
            assert t(f"nr.ab.{card.id}", locale) in details.description
            assert t(f"nr.read.{card.type}", locale) in details.description
            assert all(name and value for name, value in details.fields) and len(details.description) <= 4000
            values = " ".join(value for _, value in details.fields)
            for number in (card.cost, card.strength, card.trash, card.advancement):
                assert number is None or str(number) in values, (card.id, number)
            if card.type == "agenda":
                assert str(card.points) in values


def test_forged_and_stale_refs_read_nothing() -> None:
    s, c = a_table()
    for ref in ("", "h.", "h.no-such-card", "t.", "t.x", "t.99999", "t.-1", f"t.{c['hedge']}", "i.", "i.2", "i.-1",
                "a.seamless-launch", "af.hedge-fund", "x.sure-gamble", "l.carmen", "s.carmen", "c.cleaver",
                "q.palisade", "h.sure-gamble", "H.hedge-fund", "h.hedge-fund ", "i.0.", "t.1.5", "x.overclock.x"):
        assert KIND.card_shown(CTX, s, CORP, ref) is None, ref
    assert KIND.card_shown(CTX, s, CORP, "h.palisade") is not None
    s.table.move(c["palisade_hq"], "ice:hq")  # it left the hand
    assert KIND.card_shown(CTX, s, CORP, "h.palisade") is None
    assert KIND.card_shown(CTX, s, CORP, f"t.{c['palisade_hq']}") is not None
    assert KIND.card_shown(CTX, s, RUNNER, f"t.{c['palisade_hq']}") is None  # face down: the Runner never reads it


# --- 3. time to read ----------------------------------------------------------------------------------------------
def test_reading_raises_a_short_clock_to_a_minute_once_a_decision_and_seat() -> None:
    s, _ = a_table()
    s.stage = game.stage(s)
    s.deadline = T0 + 20
    outcome = KIND.reading(CTX, s, CORP)
    assert outcome is not None and outcome.state.deadline == T0 + READ_SECONDS == T0 + 60
    assert outcome.state.events == [["nr.ev.reading", {"who": CORP, "n": 60}]] and s.deadline == T0 + 20  # a copy
    assert outcome.state.reading == [True, False] and outcome.state.stage == s.stage
    assert KIND.event_text(CTX, "nr.ev.reading", {"who": CORP, "n": 60}) == \
        "📖 Alice is reading the cards: 1 min left to decide."
    assert KIND.reading(replace(CTX, now=T0 + 55), outcome.state, CORP) is None  # once in this decision
    assert KIND.reading(CTX, s, RUNNER) is None  # not Ben's decision
    s.deadline = T0 + 90
    assert KIND.reading(CTX, s, CORP) is None  # a minute or more left: nothing to give
    s.deadline = None
    assert KIND.reading(CTX, s, CORP) is None  # no clock
    after = game.apply(outcome.state, CORP, "credit", "", (), T0 + 30)  # the next click is a new decision
    assert after.reading == [False, False] and after.deadline == T0 + 30 + after.turn_seconds


def test_the_runner_gets_their_own_minute_in_an_encounter() -> None:
    s, c = a_table()
    s = runner_turn(s)
    s.turn_seconds = 30
    s = game.apply(s, RUNNER, "run", "hq", (), T0)
    assert game.awaited(s) == {RUNNER: "encounter"} and s.deadline == T0 + 30
    raised = KIND.reading(replace(CTX, now=T0 + 5), s, RUNNER)
    assert raised is not None and raised.state.deadline == T0 + 65 and raised.state.reading == [False, True]
    assert KIND.reading(CTX, raised.state, CORP) is None  # the Corp is not awaited in the Runner's encounter


# --- 4. what the awaited player can do, in one line -------------------------------------------------------------------
def pointers(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith(("👉", "🤖"))]


def board(s: NrState, ctx: Context = CTX) -> list[str]:
    return pointers(KIND.board(ctx, s).description)


def first_line(s: NrState, seat: int, ctx: Context = CTX) -> str:
    view = KIND.hand(ctx, s, seat)
    assert view is not None
    return view.description.split("\n")[0]


def test_the_turns_say_what_each_side_can_spend_its_clicks_on() -> None:
    s = game.new_game(3, T0, corp=CORP)
    assert board(s) == ["👉 <@100>: keep your 5 cards, or take your one mulligan for 5 new ones."]
    assert first_line(s, CORP).startswith("👉 Keep these 5 cards")
    table, c = a_table()
    assert board(table) == ["👉 <@100>: 3 clicks left — take credits, draw, install, play operations, or advance "
                            "cards."]
    assert first_line(table, CORP) == "👉 3 clicks, 20 credits: take a credit, draw a card, install a card, play an " \
                                      "operation, advance a card (1 credit), or purge virus counters (3 clicks)."
    table.credits[CORP], table.clicks = 1, 1
    table.inst(c["leech"]).counters.clear()
    assert first_line(table, CORP) == "👉 1 click, 1 credit: take a credit, draw a card, install a card, or advance " \
                                      "a card (1 credit)."  # Hedge Fund costs 5; nothing to purge; one click
    assert board(table) == ["👉 <@100>: 1 click left — take a credit, draw, install, play an operation, or advance "
                            "a card."]  # the board never tells what the hand holds
    table.clicks = 0
    table.inst(c["office"]).counters["adv"] = 4
    assert board(table) == ["👉 <@100>: no clicks left — score an agenda, rez a card, or end the turn."]
    assert first_line(table, CORP) == "👉 No clicks left: score an agenda or end your turn."
    runner, _ = a_table()
    runner = runner_turn(runner)
    assert board(runner) == ["👉 <@101>: 4 clicks left — take credits, draw, install, play events, or run on "
                             "servers."]
    assert first_line(runner, RUNNER) == "👉 4 clicks, 20 credits: take a credit, draw a card, install a card, play " \
                                         "an event, run on a server, or use a card's ability."


def test_every_step_of_a_run_says_what_the_awaited_player_can_do() -> None:
    s, c = a_table()
    add(s, "ice:rd", "palisade")
    s = runner_turn(s)
    approach = game.apply(s, RUNNER, "run", "rd", (), T0)
    assert board(approach) == ["👉 <@100>: the Runner approaches a piece of ice — rez it, or let them pass."]
    assert first_line(approach, CORP) == "👉 The Runner approaches Palisade (rez cost 3): rez it, or let the Runner " \
                                         "pass."
    assert first_line(approach, RUNNER) == "Waiting for Alice."
    encounter = game.apply(s, RUNNER, "run", "hq", (), T0)
    assert board(encounter) == ["👉 <@101>: break the subroutines with your icebreakers, or let them fire."]
    assert first_line(encounter, RUNNER) == "👉 You encounter Tithe (strength 1): break subroutines, or let them " \
                                            "fire. Subroutines: 1. 1 net damage; 2. The Corp gains 1 credit."
    movement = game.apply(encounter, RUNNER, "continue", "", (), T0)
    assert board(movement) == ["👉 <@101>: go on with the run, or jack out."]
    assert first_line(movement, RUNNER) == "👉 You passed ice 1 of 1 on HQ. Go on, or jack out?"
    remote = runner_turn(blank())
    add(remote, "root:r1", "nico-campaign")
    window = game.apply(game.apply(remote, RUNNER, "run", "r1"), RUNNER, "continue")
    assert board(window) == ["👉 <@100>: the Runner is about to approach the server — rez a card there, or go on."]
    assert first_line(window, CORP) == "👉 The Runner is about to approach Remote 1: rez a card there?"
    access = game.apply(window, CORP, "continue")
    assert access.prompt is not None and access.prompt.kind == "access"
    assert board(access) == ["👉 <@101>: you access a card — see it and decide under “Show my hand”."]
    assert first_line(access, RUNNER) == "👉 You access Nico Campaign (asset, trash cost 2). Trash it for 2 credits?"


def test_a_question_says_whose_card_asks_and_where_to_answer() -> None:
    s = runner_turn(blank())
    wildcat = add(s, "grip", "wildcat-strike")
    s = act(s, RUNNER, "play", str(wildcat))
    assert s.prompt is not None and s.prompt.seat == CORP
    assert board(s) == ["👉 <@100>: Wildcat Strike asks for a choice — answer it under “Show my hand”."]
    assert first_line(s, CORP) == "👉 Wildcat Strike: the Runner gains 6 credits or draws 4?"
    full = blank()
    for card in ("hedge-fund", "palisade", "tithe", "diviner", "whitespace", "karuna"):
        add(full, "hq", card)
    full.clicks = 1
    full = act(full, CORP, "credit")  # the last click: six cards in HQ, one too many
    assert full.prompt is not None and full.prompt.kind == "discard"
    assert board(full) == ["👉 <@100>: discard down to your hand size under “Show my hand”."]
    assert first_line(full, CORP) == "👉 Discard down to your hand size: choose 1 card."


@pytest.mark.parametrize("locale", LOCALES)
def test_a_computer_is_said_to_be_thinking_never_addressed(locale: str) -> None:
    cpu = Context(1, (SeatInfo(0, 100, "Alice"), SeatInfo(1, None, "Computer", "normal")), {}, locale, T0)
    s, _ = a_table()
    s = runner_turn(s)
    s = game.apply(s, RUNNER, "run", "hq", (), T0)
    assert game.awaited(s) == {RUNNER: "encounter"}
    text = KIND.board(cpu, s).description
    assert board(s, cpu) == [t("nr.wait.computer", locale, who="Computer")]
    assert board(s, cpu)[0].startswith("🤖 Computer") and board(s, cpu)[0].endswith("…")
    assert t("nr.wait.encounter", locale, who="Computer") not in text
    assert first_line(s, CORP, cpu) == t("nr.private.wait", locale, who="Computer")
    corp_cpu = Context(1, (SeatInfo(0, None, "Computer", "normal"), SeatInfo(1, 101, "Ben")), {}, locale, T0)
    asked = runner_turn(blank())
    wildcat = add(asked, "grip", "wildcat-strike")
    asked = act(asked, RUNNER, "play", str(wildcat))
    assert game.awaited(asked) == {CORP: "prompt"}  # the computer chooses for Wildcat Strike
    text = KIND.board(corp_cpu, asked).description
    assert board(asked, corp_cpu) == [t("nr.wait.computer", locale, who="Computer")]
    hand = t("hand.button", locale)
    for key in ("nr.wait.prompt", "nr.wait.prompt_card"):
        assert t(key, locale, who="Computer", card="Wildcat Strike", hand=hand) not in text
    assert board(asked, replace(CTX, locale=locale))[0].startswith("👉 <@100>")  # a member is addressed


@pytest.mark.parametrize("locale", LOCALES)
def test_every_guidance_line_reads_in_every_language(locale: str) -> None:
    ctx = replace(CTX, locale=locale)
    s, _ = a_table()
    for state, seat in ((s, CORP), (runner_turn(a_table()[0]), RUNNER)):
        line = first_line(state, seat, ctx)
        assert line.startswith("👉 ") and line.endswith(".") and "{" not in line
        assert t("nr.can.credit", locale) in line and t("nr.can.draw", locale) in line
        assert t("nr.count.clicks", locale, n=state.clicks) in line
        assert board(state, ctx)[0].startswith("👉 <@")
    assert t("nr.count.credits", "ru", n=21) == "21 кредит" and t("nr.count.clicks", "ru", n=3) == "3 клика"


# --- 5. /help netrunner -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_starts_with_how_to_play_and_ends_with_the_fine_rules(locale: str) -> None:
    text = t("nr.help", locale)
    first = pages(text)[0]
    heading = {"en": "**How to play**", "tr": "**Nasıl oynanır**", "ru": "**Как играть**"}[locale]
    assert first.startswith(heading + "\n")
    how_to = first.split("\n\n")[0].split("\n")[1:]
    assert 4 <= len(how_to) <= 6 and all(line.startswith("• ") for line in how_to)
    assert "6" in how_to[0] and "7" in how_to[0]
    assert f"**{t('hand.button', locale)}**" in how_to[1] and "👉" in how_to[1]
    assert "📖" in how_to[-1]
    fine = {"en": "**Fine rules**", "tr": "**İnce kurallar**", "ru": "**Тонкости**"}[locale]
    paragraphs = text.split("\n\n")
    assert paragraphs[-2].startswith(fine) and paragraphs[-1].startswith("*")  # then only the fan notice
    assert {"en": "less than a minute", "tr": "bir dakikadan az", "ru": "меньше минуты"}[locale] in paragraphs[-2]
    assert f"`{t('nr.cmd.timeout.name', locale)}`" in paragraphs[-2]  # the option as the reader's client names it
    assert [p.split("**")[1] for p in paragraphs[1:-2]] == {
        "en": ["The game", "Your own deck", "Corp turn", "Runner turn", "Runs"],
        "tr": ["Oyun", "Kendi desten", "Corp turu", "Runner turu", "Koşular"],
        "ru": ["Игра", "Своя колода", "Ход Корпорации", "Ход Раннера", "Забеги"]}[locale]  # the rules between


# --- 6. through the fake Discord --------------------------------------------------------------------------------------
async def two_players(h: Harness, **options: Any) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board_message = h.reply(await h.slash(alice, "netrunner new", side="corp", **options))
    await h.click(bob, "Join", message=board_message)
    return alice, bob, board_message


def cards_button(surface: Message) -> dict[str, Any]:
    found = [c for c in surface.all_components() if c.get("custom_id", "").split(":")[3:] == ["cards"]]
    assert len(found) == 1, [c.get("custom_id") for c in surface.all_components()]
    return found[0]


async def open_cards(h: Harness, user: User, surface: Message) -> Message:
    await h.click(user, custom_id=cards_button(surface)["custom_id"], message=surface)
    listed = h.last_private(user)
    assert listed.ephemeral and listed.visible_to == user.id
    return listed


def options(message: Message) -> list[dict[str, Any]]:
    return list(component(message, "card")["options"])


async def test_the_corp_opens_cards_from_its_hand_and_reads_one_whole(h: Harness) -> None:
    alice, bob, board_message = await two_players(h)
    state = await run_game(h, board_message, {0: alice, 1: bob},
                           until=lambda s: game.awaited(s).get(0) == "turn" and bool(s.installed_corp()))
    view = await private_view(h, alice, board_message)
    listed = await open_cards(h, alice, view)
    state = await state_of(h)
    hand = list(dict.fromkeys(state.inst(i).card for i in state.zone("hq")))
    offered = options(listed)
    assert [o["value"] for o in offered][:len(hand)] == [f"h.{card}" for card in hand]
    assert all(o["description"] == "Your hand" for o in offered[:len(hand)])
    grip = {state.inst(i).card for i in state.zone("grip")}
    assert not [o for o in offered if o["value"].partition(".")[2] in grip]  # nothing of the Runner's hand
    own = [o for o in offered if o["value"].startswith("t.") and "(face down)" in o["description"]]
    assert own and all(not state.inst(int(o["value"][2:])).face_up for o in own)  # its own face-down cards
    card = hand[0]
    await h.select(alice, [f"h.{card}"], message=listed, custom_id=component(listed, "card")["custom_id"])
    shown = h.fake.messages[listed.id]
    assert shown.ephemeral and shown.embeds[0]["title"] == card_name(card)
    assert t(f"nr.ab.{card}", "en") in shown.embeds[0]["description"]
    assert "📍 Your hand" in shown.embeds[0]["description"]
    fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    assert fields["Side"] == "Corp" and fields["Card number"] == f"System Gateway #{CARDS[card].code % 1000}"
    assert shown.attachments[0].filename == "card.png"
    bob_view = await private_view(h, bob, board_message)
    theirs = options(await open_cards(h, bob, bob_view))
    assert not {o["value"] for o in own} & {o["value"] for o in theirs}  # never the Corp's face-down cards
    assert [o["value"] for o in theirs if o["value"].startswith("h.")] == \
        [f"h.{card}" for card in dict.fromkeys(state.inst(i).card for i in state.zone("grip"))]
    await h.select(alice, ["h.no-such-card"], message=shown, custom_id=component(shown, "card")["custom_id"])
    assert h.last_private(alice).text().startswith("That card is no longer where you can read it.")


async def test_opening_cards_with_a_short_clock_gives_the_awaited_player_a_minute(h: Harness) -> None:
    alice, bob, board_message = await two_players(h, turn_seconds=30)
    state = await state_of(h)
    assert game.awaited(state) == {0: "mulligan"}
    assert state.deadline is not None and state.deadline - h.fake.now() <= 31
    await open_cards(h, alice, await private_view(h, alice, board_message))
    await h.settle()
    after = await state_of(h)
    assert after.deadline is not None and after.deadline >= h.fake.now() + 59
    assert after.reading == [True, False] and game.awaited(after) == game.awaited(state)
    assert "alice is reading the cards: 1 min left to decide" in h.fake.messages[board_message.id].text()
    await open_cards(h, alice, await private_view(h, alice, board_message))
    await h.settle()
    assert (await state_of(h)).deadline == after.deadline  # once a decision
    await open_cards(h, bob, await private_view(h, bob, board_message))
    await h.settle()
    assert (await state_of(h)).reading == [True, False]  # Bob is not awaited: no time to give


async def test_a_spectator_reads_only_the_public_cards(h: Harness) -> None:
    alice, bob, board_message = await two_players(h)
    users = {0: alice, 1: bob}
    await run_game(h, board_message, users, until=lambda s: bool(s.zone("rig") or s.zone("heap"))
                   and bool(game.awaited(s)))
    listed = await open_cards(h, h.user("eve"), h.fake.messages[board_message.id])
    state = await state_of(h)
    offered = options(listed)
    assert [o["value"] for o in offered][:1] == ["i.0"]
    for option in offered:
        kind, _, key = option["value"].partition(".")
        assert kind in ("i", "t", "a", "x", "l"), option
        if kind == "t":
            assert state.table.visible(int(key), None)
        elif kind == "l":
            assert key in state.named
