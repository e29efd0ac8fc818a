"""Knowing Zero's side of the 📖 Cards view: which cards each viewer may read and in what order, each card read whole
(its text, every number, how it stands on the table, a picture), refs that are forged or stale, the time to read a
clocked decision, the guidance line of every phase, and `/help zero` starting with how to play."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.framework.help_pages import pages
from bot.framework.kinds import Context, SeatInfo
from bot.games.zero import game
from bot.games.zero.cards import CARDS
from bot.games.zero.kind import READ_S, ZeroKind, card_text
from bot.games.zero.state import ZeroState
from bot.i18n import t
from bot.i18n.catalogue import LOCALES
from tests.zero.build import custom, do, iids, into_battle, units

T0 = 1_000_000.0
KIND = ZeroKind()
CTX = Context(1, (SeatInfo(0, 100, "ann"), SeatInfo(1, 101, "ben")), {}, "en", T0)


def refs(s: ZeroState, seat: int | None, ctx: Context = CTX) -> list[tuple[str, str]]:
    return [(c.ref, c.place) for c in KIND.cards_readable(ctx, s, seat)]


def battle() -> ZeroState:
    """Ann attacks with Cave Troll carrying Sharp Claws, against Ben's Iron Bulwark; both keep a card in hand, and
    Ann has War Drums in play."""
    s = custom([["cave-troll", "sharp-claws", "war-drums", "ash-rat"], ["iron-bulwark", "gear-mite", "firestorm"]],
               decks=(["ash-rat"] * 3, ["gear-mite"] * 3))
    s = do(s, 0, "abstraction", iids(s, 0, "war-drums")[0])
    s = do(s, 0, "attack", values=iids(s, 0, "cave-troll"))
    s = do(s, 0, "attach", iids(s, 0, "sharp-claws")[0], iids(s, 0, "cave-troll", "army"))
    s = do(s, 0, "formed")
    s = do(s, 1, "accept", values=iids(s, 1, "iron-bulwark"))
    s = do(s, 1, "formed")
    assert s.phase == "battle"
    return s


def test_a_player_reads_their_hand_then_the_table_own_side_first() -> None:
    s = battle()
    troll = s.zone("army", 0)[0]
    claws = s.inst(troll).attached[0]
    drums = s.zone("play", 0)[0]
    bulwark = s.zone("army", 1)[0]
    assert refs(s, 0) == [
        ("h.ash-rat", "Your hand"),
        (f"u.{troll}", "Your army"), (f"u.{claws}", "Your army, on Cave Troll"),
        (f"u.{drums}", "Your abstractions in play"),
        (f"u.{bulwark}", "ben's army"),
    ]  # the log names only cards listed already (the armies met): none again "In the log"
    assert refs(s, 1) == [
        ("h.gear-mite", "Your hand"), ("h.firestorm", "Your hand"),
        (f"u.{bulwark}", "Your army"),
        (f"u.{troll}", "ann's army"), (f"u.{claws}", "ann's army, on Cave Troll"),
        (f"u.{drums}", "ann's abstractions in play"),
    ]


def test_the_public_reads_only_what_lies_face_up_or_the_log_names() -> None:
    s = battle()
    public = refs(s, None)
    assert [place for _, place in public] == ["ann's army", "ann's army, on Cave Troll", "ann's abstractions in play",
                                              "ben's army"]
    assert not [r for r, _ in public if r.startswith(("h.", "k."))]
    s = do(s, 0, "pass")
    s = do(s, 1, "play", iids(s, 1, "firestorm")[0], [str(s.zone("army", 0)[0])])  # Firestorm: played, then gone
    named = [(r, p) for r, p in refs(s, None, replace(CTX, recent=tuple((k, p) for k, p in s.events)))
             if p == "In the log"]
    assert named == [("l.firestorm", "In the log")]


def test_a_face_down_army_is_read_by_its_owner_only() -> None:
    s = custom([["cave-troll", "ash-rat"], ["gear-mite"]], decks=(["ash-rat"], ["gear-mite"]))
    s = do(s, 0, "attack", values=iids(s, 0, "cave-troll"))
    troll = s.zone("army", 0)[0]
    assert (f"u.{troll}", "Your army") in refs(s, 0)
    for viewer in (1, None):
        assert all(not r.startswith("u.") for r, _ in refs(s, viewer))
        assert KIND.card_shown(CTX, s, viewer, f"u.{troll}") is None
        assert KIND.card_shown(CTX, s, viewer, "h.cave-troll") is None  # a hand ref for a card not theirs


def test_the_rivals_hand_is_read_only_where_it_was_seen() -> None:
    s = custom([["old-grizzly"], ["ash-rat", "gear-mite"]], decks=(["ash-rat"] * 4, ["gear-mite"] * 4))
    s = into_battle(s, defend=iids(s, 1, "ash-rat"))
    while s.battle is not None:  # Old Grizzly (5/5) against Ash Rat (1/2): the rat dies, the grizzly goes home
        s = do(s, s.battle.priority, "pass") if s.battle.step == "window" else do(s, 0 if s.battle.assign[0] is None
                                                                                    else 1, "assign")
    assert s.phase == "turn" and "old-grizzly" in [s.inst(i).card for i in s.zone("hand", 0)]
    seen = refs(s, 1)
    assert ("k.old-grizzly", "Seen in ann's hand") in seen
    assert not [r for r, _ in seen if r.startswith("h.") and r != "h.gear-mite"]
    assert "h.old-grizzly" not in [r for r, _ in refs(s, 1)]
    details = KIND.card_shown(CTX, s, 1, "k.old-grizzly")
    assert details is not None and details.title == "Old Grizzly"


def test_a_unit_in_hand_is_read_whole_with_every_number_and_a_picture() -> None:
    s = custom([["cave-troll"], ["gear-mite"]])
    details = KIND.card_shown(CTX, s, 0, "h.cave-troll")
    assert details is not None and details.title == "Cave Troll"
    assert details.fields == [("Attack", "4"), ("Life", "6"), ("Value", "4")]
    assert details.description.split("\n") == [
        "**Creature · Unit**", "Regenerates 1 at the end of each round.",
        "A creature: it can be healed, not repaired, and cards that hit creatures hit it. Whoever destroys it comes "
        "4 closer to zero.", "📍 Your hand"]
    assert details.image is not None and details.image_name == "card.png"
    picture = details.image()
    assert picture.width < 450 and picture.height > 400  # one card, twice a hand's size


def test_a_unit_in_battle_shows_how_it_stands_now() -> None:
    s = battle()
    troll, bulwark = s.zone("army", 0)[0], s.zone("army", 1)[0]
    s = do(s, 0, "pass")
    s = do(s, 1, "play", iids(s, 1, "firestorm")[0], [str(troll)])  # 3 damage
    s = do(s, 0, "play", str(s.inst(troll).attached[0]))  # Sharp Claws: +2 Attack this round, marked used
    details = KIND.card_shown(CTX, s, 1, f"u.{troll}")
    assert details is not None
    assert details.fields == [("Attack", "7 (card: 4)"), ("Life", "3 of 6"), ("Value", "4")]  # +1 drums, +2 claws
    assert "Carries: Sharp Claws." in details.description and "🔵 Used in this battle." in details.description
    assert "📍 ann's army" in details.description
    claws = KIND.card_shown(CTX, s, None, f"u.{s.inst(troll).attached[0]}")
    assert claws is not None and "🔵 Used in this battle." in claws.description
    assert "An ability: attach it to a unit when you form an army" in claws.description
    guard = KIND.card_shown(CTX, s, 0, f"u.{bulwark}")
    assert guard is not None and "Guard: enemies must attack a guard while one stands." in guard.description
    assert guard.image is not None and guard.image().width < 450


def test_an_abstraction_in_play_says_its_turns_left() -> None:
    s = battle()
    drums = s.zone("play", 0)[0]
    details = KIND.card_shown(CTX, s, None, f"u.{drums}")
    assert details is not None and details.title == "War Drums"
    assert details.fields == [("Lasts", "2 turns"), ("Turns left", "2")]
    assert "Your units have +1 Attack." in details.description
    assert "it lasts 2 of your turns." in details.description


def test_forged_and_stale_refs_read_nothing() -> None:
    s = custom([["cave-troll", "ash-rat"], ["gear-mite"]], decks=(["ash-rat"], ["gear-mite"]))
    for ref in ("h.steam-colossus", "h.", "u.999", "u.x", "k.gear-mite", "l.firestorm", "x.cave-troll", "",
                "h.gear-mite"):
        assert KIND.card_shown(CTX, s, 0, ref) is None, ref
    assert KIND.card_shown(CTX, s, 0, "h.cave-troll") is not None
    s = do(s, 0, "attack", values=iids(s, 0, "cave-troll"))  # it left the hand
    assert KIND.card_shown(CTX, s, 0, "h.cave-troll") is None
    assert KIND.cards_readable(CTX, game.new_game(1, T0), 0) == []  # decks not chosen yet: no cards


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_reads_in_every_language(locale: str) -> None:
    ctx = replace(CTX, locale=locale)
    s = custom([list(CARDS), ["gear-mite"]])
    listed = KIND.cards_readable(ctx, s, 0)
    assert len(listed) == len(CARDS) and all(len(c.ref) <= 40 and c.name and c.place for c in listed)
    for card in listed:
        details = KIND.card_shown(ctx, s, 0, card.ref)
        assert details is not None and details.title == card.name
        assert card_text(CARDS[card.ref[2:]], locale) in details.description
        assert all(name and value for name, value in details.fields)


def test_reading_raises_a_short_clock_to_a_minute_once_a_decision_and_seat() -> None:
    s = custom([["cave-troll"], ["gear-mite"]], decks=(["ash-rat"], ["gear-mite"]))
    s.deadline, s.stage = T0 + 20, "turn:0"
    outcome = KIND.reading(CTX, s, 0)
    assert outcome is not None and outcome.state.deadline == T0 + READ_S == T0 + 60
    assert outcome.state.events == [["zk.ev.reading", {"who": 0, "n": 60}]] and s.deadline == T0 + 20  # a copy
    assert KIND.event_text(CTX, "zk.ev.reading", {"who": 0, "n": 60}) == \
        "📖 ann is reading the cards: 60 s left to decide."
    later = replace(CTX, now=T0 + 55)
    assert KIND.reading(later, outcome.state, 0) is None  # once in this decision
    assert KIND.reading(CTX, s, 1) is None  # not ben's decision
    s.deadline = T0 + 90
    assert KIND.reading(CTX, s, 0) is None  # a minute or more left: nothing to give
    s.deadline = None
    assert KIND.reading(CTX, s, 0) is None  # no clock


def test_each_player_aiming_at_once_gets_their_own_minute() -> None:
    s = battle()
    s = do(do(s, 0, "pass"), 1, "pass")
    assert s.battle is not None and s.battle.step == "assign"
    s.deadline = T0 + 10
    first = KIND.reading(CTX, s, 0)
    assert first is not None
    state = first.state
    state.deadline = T0 + 30  # time passed
    second = KIND.reading(replace(CTX, now=T0), state, 1)
    assert second is not None and second.state.deadline == T0 + 60
    second.state.deadline = T0 + 5
    assert KIND.reading(CTX, second.state, 0) is None and KIND.reading(CTX, second.state, 1) is None
    after = game.apply(second.state, 0, "assign", "", (), T0)
    after = game.apply(after, 1, "assign", "", (), T0)  # the next round: a new decision, a new minute
    assert after.battle is not None and after.battle.round == 2 and after.deadline is not None
    after.deadline = T0 + 5
    assert KIND.reading(CTX, after, after.battle.priority) is not None


def guidance(s: ZeroState) -> list[str]:
    return [line for line in KIND.board(CTX, s).description.split("\n") if line.startswith("👉")]


def test_every_phase_says_in_one_line_what_the_awaited_player_can_do() -> None:
    s = custom([["cave-troll", "sharp-claws", "ash-rat"], ["gear-mite", "iron-bulwark"]],
               decks=(["ash-rat"] * 3, ["gear-mite"] * 3))
    steps = [
        (s, "👉 <@100>: attack with 1-5 units, or draw 2 cards.", "👉 Your turn: attack with 1-5 units"),
    ]
    s = do(s, 0, "attack", values=iids(s, 0, "cave-troll"))
    steps.append((s, "👉 <@100>: attach ability cards to the army if you wish, then press Done.",
                  "👉 Attach ability cards to your army if you wish"))
    s = do(s, 0, "formed")
    steps.append((s, "👉 <@101>: accept the battle with 1-5 units, or refuse it.", "👉 ann attacks with 1 unit."))
    s = do(do(s, 1, "accept", values=units(s, 1)), 1, "formed")
    steps.append((s, "👉 <@100>: play an event or an ability, or pass.", "👉 Round 1: play an event or an ability"))
    s = do(do(s, 0, "pass"), 1, "pass")
    steps.append((s, "👉 <@100>, <@101>: aim each of your units at an enemy, in secret, then press Lock in.",
                  "👉 Round 1: aim each unit at an enemy, then press Lock in."))
    for state, board, hand in steps:
        assert guidance(state) == [board]
        for seat in game.awaited(state):
            view = KIND.hand(CTX, state, seat)
            assert view is not None
            assert view.description.startswith(hand), view.description
    decks = game.new_game(1, T0)
    assert guidance(decks) == ["👉 <@100>, <@101>: choose a deck under “Show my hand”."]
    empty = custom([["cave-troll"], ["gear-mite"]])
    assert guidance(empty) == ["👉 <@100>: your deck is used up — attack with 1-5 units."]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_starts_with_how_to_play_and_ends_with_the_fine_rules(locale: str) -> None:
    text = t("zk.help", locale)
    first = pages(text)[0]
    heading = {"en": "**How to play**", "tr": "**Nasıl oynanır**", "ru": "**Как играть**"}[locale]
    assert first.startswith(heading + "\n")
    how_to = first.split("\n\n")[0].split("\n")[1:]
    assert 4 <= len(how_to) <= 7 and all(line.startswith("• ") for line in how_to)
    assert t("hand.button", locale) in how_to[1] and "📖" in how_to[-1]
    fine = {"en": "**Fine rules**", "tr": "**İnce kurallar**", "ru": "**Тонкости**"}[locale]
    paragraphs = text.split("\n\n")
    assert paragraphs[-2].startswith(fine) and paragraphs[-1].startswith("*")  # then only the fan notice
    assert {"en": "less than a minute", "tr": "bir dakikadan az", "ru": "меньше минуты"}[locale] in paragraphs[-2]
