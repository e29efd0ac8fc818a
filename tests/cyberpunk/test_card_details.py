"""Cyberpunk TCG's side of the 📖 Cards view: which cards each viewer may read and in what order (the hand, both sides
of the table, the trash, cards seen privately, cards the public log named), never a hidden card; each card read whole
(its text, every number, how it stands on the table, a picture); forged and stale refs; the time to read a clocked
decision; the 👉 line that says what the awaited player can do; a computer said to be thinking; `/help cyberpunk`
starting with how to play; and the view itself through the fake Discord."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.cards.zones import redact
from bot.framework.help_pages import pages
from bot.framework.kinds import Context, SeatInfo
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.kind import READ_SECONDS, CyberpunkKind, card_name
from bot.games.cyberpunk.pool import PENDING
from bot.games.cyberpunk.state import CpState, Lasting
from bot.games.cyberpunk.view import view as view_of
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.i18n import t
from tests.cyberpunk.build import act, add, answer, blank, deck, eddies, equip, gig, slot
from tests.cyberpunk.helpers import private_view, run_game, state_of
from tests.helpers import component

T0 = 1_000_000.0
KIND = CyberpunkKind()
LOCALES = ("en", "tr", "ru")
CTX = Context(1, (SeatInfo(0, 100, "Alice"), SeatInfo(1, 101, "Ben")), {}, "en", T0)
CPU = Context(1, (SeatInfo(0, 100, "Alice"), SeatInfo(1, None, "Computer", "normal")), {}, "en", T0)


def refs(s: CpState, seat: int | None, ctx: Context = CTX) -> list[tuple[str, str]]:
    return [(c.ref, c.place) for c in KIND.cards_readable(ctx, s, seat)]


def a_table() -> tuple[CpState, dict[str, int]]:
    """Alice's main phase: two cards in her hand (one twice), a lagging Unit and Jackie face up, V face down and known
    to her, a third Legend face down and unknown; Ben's spent T-Bug carrying Tetratronic Rippler, his hand and a
    face-down Legend; Floor It in Ben's trash."""
    s = blank(turn=0)
    eddies(s, 0, ready=2)
    cards = {
        "ripperdoc": add(s, 0, "hand", "heywood-ripperdoc"),
        "squad": add(s, 0, "hand", "psycho-squad"),
        "squad2": add(s, 0, "hand", "psycho-squad"),
        "bombus": add(s, 0, "field", "secondhand-bombus", lag=True),
        "jackie": add(s, 0, "legends", "jackie-welles", up=True),
        "v": add(s, 0, "legends", "v-corporate-exile"),
        "viktor": add(s, 0, "legends", "viktor-vektor"),
        "t-bug": add(s, 1, "field", "t-bug", spent=True),
        "minotaur": add(s, 1, "hand", "minotaur"),
        "saburo": add(s, 1, "legends", "saburo-arasaka"),
        "floor-it": add(s, 1, "trash", "floor-it"),
    }
    cards["rippler"] = equip(s, cards["t-bug"], "tetratronic-rippler")
    s.table.look(0, cards["v"])
    deck(s, 1, ["maxtac-av", "sandevistan"])
    return s, cards


# --- 1. which cards, for whom -----------------------------------------------------------------------------------------
def test_a_player_reads_their_hand_then_the_table_own_side_first_then_the_trash() -> None:
    s, c = a_table()
    assert refs(s, 0) == [
        ("h.heywood-ripperdoc", "Your hand"), ("h.psycho-squad", "Your hand"),
        (f"t.{c['bombus']}", "Your field"),
        (f"t.{c['jackie']}", "Your Legends area"), ("k.2", "Your face-down Legend 2"),
        (f"t.{c['t-bug']}", "Ben's field"), (f"t.{c['rippler']}", "Ben's field, on T-Bug"),
        ("x1.floor-it", "Ben's trash"),
    ]
    assert [card.name for card in KIND.cards_readable(CTX, s, 0)][:2] == ["Heywood Ripperdoc", "Psycho Squad ×2"]
    assert refs(s, 1) == [
        ("h.minotaur", "Your hand"),
        (f"t.{c['t-bug']}", "Your field"), (f"t.{c['rippler']}", "Your field, on T-Bug"),
        (f"t.{c['bombus']}", "Alice's field"), (f"t.{c['jackie']}", "Alice's Legends area"),
        ("x1.floor-it", "Your trash"),
    ]


def test_the_public_reads_only_what_lies_face_up() -> None:
    s, c = a_table()
    assert refs(s, None) == [
        (f"t.{c['bombus']}", "Alice's field"), (f"t.{c['jackie']}", "Alice's Legends area"),
        (f"t.{c['t-bug']}", "Ben's field"), (f"t.{c['rippler']}", "Ben's field, on T-Bug"),
        ("x1.floor-it", "Ben's trash"),
    ]


def hidden_from(s: CpState, viewer: int | None) -> set[str]:
    """Card ids `viewer` may not know: every card the redacted view hides, unless it also lies where they see it,
    they saw it, or the public log named it."""
    view = redact(s.table, viewer)
    known = set(view.card_ids()) | set(s.named) | (set(s.seen[viewer]) if viewer is not None else set())
    return {card.card for card in s.table.hidden_from(viewer)} - known


def assert_nothing_hidden(s: CpState) -> None:
    for viewer in (0, 1, None):
        hidden = hidden_from(s, viewer)
        listed = KIND.cards_readable(CTX, s, viewer)
        for card in listed:
            kind, _, key = card.ref.partition(".")
            assert kind in ("h", "t", "k", "x0", "x1", "g0", "g1", "s", "l"), card
            if kind == "t":
                assert s.table.visible(int(key), viewer), card
            elif kind != "k":
                assert key not in hidden, card
        if viewer is None:
            assert not [c for c in listed if c.ref[0] in "hks"]
        rival_hand = [s.inst(i).card for i in s.zone("hand", 1 - viewer)] if viewer is not None else []
        for ref in [f"h.{card}" for card in rival_hand if card in hidden] + \
                   [f"t.{iid}" for iid in s.table.cards if not s.table.visible(iid, viewer)]:
            assert KIND.card_shown(CTX, s, viewer, ref) is None, (viewer, ref)


def test_the_rivals_hidden_cards_are_never_listed_nor_read() -> None:
    s, c = a_table()
    for viewer in (0, None):
        listed = KIND.cards_readable(CTX, s, viewer)
        assert not [card for card in listed if card.name.startswith(("Minotaur", "Saburo", "MaxTac", "Sandevistan"))]
        for ref in ("h.minotaur", f"t.{c['minotaur']}", f"t.{c['saburo']}", "k.1", "s.minotaur", "l.minotaur",
                    "x1.minotaur", "h.sandevistan"):
            assert KIND.card_shown(CTX, s, viewer, ref) is None, (viewer, ref)
    for ref in ("k.2", f"t.{c['v']}", "h.heywood-ripperdoc", f"t.{c['viktor']}", "k.3"):  # Alice's own secrets
        assert KIND.card_shown(CTX, s, 1, ref) is None, ref
        assert KIND.card_shown(CTX, s, None, ref) is None, ref
    assert KIND.card_shown(CTX, s, 0, "k.3") is None  # her own Legend she has not looked at
    assert_nothing_hidden(s)


def test_cards_seen_privately_are_read_by_the_one_who_saw_them_and_shown_cards_by_all() -> None:
    s = blank()
    viktor = add(s, 0, "legends", "viktor-vektor")
    eddies(s, 0, 1)
    deck(s, 0, ["psycho-squad", "psycho-squad"])
    deck(s, 0, ["sandevistan", "floor-it", "mantis-blades", "psycho-squad", "kiroshi-optics"])
    s = act(s, 0, "call", slot(s, viktor))  # Viktor: she looks at her top 5, takes two Gear, shown to Ben
    s = answer(s, "1", "3")
    mine = refs(s, 0)
    assert ("h.kiroshi-optics", "Your hand") in mine and ("h.mantis-blades", "Your hand") in mine
    seen = [r for r, place in mine if place == "Seen earlier in this game"]
    assert sorted(seen) == ["s.floor-it", "s.psycho-squad", "s.sandevistan"]  # at the bottom of her deck now
    for viewer in (1, None):
        theirs = refs(s, viewer)
        assert not [r for r, _ in theirs if r.startswith("s.")]
        assert [r for r, place in theirs if place == "In the log"] == ["l.mantis-blades", "l.kiroshi-optics"]
        for ref in seen:
            assert KIND.card_shown(CTX, s, viewer, ref) is None
    details = KIND.card_shown(CTX, s, 0, "s.sandevistan")
    assert details is not None and details.title == "Sandevistan"
    assert "📍 Seen earlier in this game" in details.description
    assert_nothing_hidden(s)


def test_a_mulligan_hand_stays_readable_to_its_owner_and_a_sold_card_is_read_from_the_log() -> None:
    s = game.new_game(3, T0, quick=True, decks=["heist", "power"])
    s = game.apply(s, s.chooser, "order", "first", (), T0)
    first = s.first
    kept = [s.inst(i).card for i in s.zone("hand", first)]
    s = game.apply(s, first, "mulligan", "yes", (), T0)
    now = [s.inst(i).card for i in s.zone("hand", first)]
    back = [card for card in dict.fromkeys(kept) if card not in now]
    assert back
    assert [r for r, place in refs(s, first) if place == "Seen earlier in this game"] == \
        [f"s.{card}" for card in reversed(s.seen[first]) if card in back]
    assert not [r for r, _ in refs(s, 1 - first) if r.startswith("s.") and r[2:] in back and r[2:] not in
                s.seen[1 - first]]
    assert_nothing_hidden(s)
    def can_sell(state: CpState) -> bool:
        return game.awaited(state).get(state.turn) == "main" and not state.sold \
            and any(state.card(i).sell for i in state.zone("hand", state.turn))

    for _ in range(200):  # play on to a main phase with a card to sell
        if can_sell(s):
            break
        seat = sorted(game.awaited(s))[0]
        move = computer.decide(view_of(s, seat), seat)
        assert move is not None
        s = game.apply(s, seat, *move, now=T0)
    assert can_sell(s)
    seller = s.turn
    sold = next(i for i in s.zone("hand", seller) if s.card(i).sell)
    card = s.inst(sold).card
    s = game.apply(s, seller, "sell", str(sold), (), T0)
    assert sold in s.zone("eddies", seller)  # face down among the Eddies: only the log says what it was
    public = dict(refs(s, None))
    if card in set(redact(s.table, None).card_ids()):
        assert f"l.{card}" not in public  # listed where it lies, not again
    else:
        assert public[f"l.{card}"] == "In the log"
    assert dict(refs(s, 1 - seller)).get(f"l.{card}", "In the log") == "In the log"
    assert_nothing_hidden(s)


@pytest.mark.parametrize("seed", range(4))
def test_whole_games_never_list_a_hidden_card(seed: int) -> None:
    s = game.new_game(seed, T0, quick=True, decks=["heist", "power"])
    for step in range(400):
        awaited = game.awaited(s)
        if not awaited:
            break
        seat = sorted(awaited)[0]
        move = computer.decide(view_of(s, seat), seat)
        assert move is not None
        s = game.apply(s, seat, *move, now=T0)
        if step % 7 == 0:
            assert_nothing_hidden(s)
    assert_nothing_hidden(s)
    assert s.named  # a whole game names cards in its log


# --- 2. a card read whole ---------------------------------------------------------------------------------------------
def test_a_unit_on_the_table_is_read_whole_with_every_number_and_how_it_stands() -> None:
    s, c = a_table()
    details = KIND.card_shown(CTX, s, 0, f"t.{c['t-bug']}")
    assert details is not None and details.title == "T-Bug — Amateur Philosopher"
    assert details.fields == [("Cost", "4 €$"), ("Power", "5 (card: 4)"), ("RAM", "2 (Yellow)"), ("Sell tag", "No"),
                              ("Card number", "55")]  # Tetratronic Rippler adds 1
    assert details.description.split("\n") == [
        "**Unit · Yellow · MERC · NETRUNNER**",
        t("cp.ab.t-bug", "en"),
        "A Unit: pay its cost to put it on your field, ready. It has Lag the turn it arrives: it cannot attack yet.",
        "Spent: it readies at the start of its controller's turn.",
        "Equipped: Tetratronic Rippler.",
        "📍 Ben's field"]
    assert details.image is not None and details.image_name == "card.png"
    picture = details.image()
    assert picture.width < 450 and picture.height > 400  # one card, twice a hand card's size
    lagging = KIND.card_shown(CTX, s, 1, f"t.{c['bombus']}")
    assert lagging is not None and "Lag: it arrived this turn and cannot attack yet." in lagging.description
    assert t("cp.kw.blocker", "en") in lagging.description  # what its keyword means
    assert "Ready." in lagging.description


def test_gear_a_legend_and_a_program_say_how_they_are_played() -> None:
    s, c = a_table()
    gear = KIND.card_shown(CTX, s, None, f"t.{c['rippler']}")
    assert gear is not None and ("Power", "+1 to its host") in gear.fields and ("Cost", "1 €$") in gear.fields
    assert "equip it to one of your Units or face-up Legends" in gear.description
    v = KIND.card_shown(CTX, s, 0, "k.2")
    assert v is not None and v.title == "V — Corporate Exile"
    assert v.fields == [("Cost", "5 €$"), ("Power", "8"), ("RAM", "2 (Blue)"), ("Sell tag", "Yes"),
                        ("Card number", "HEI 12")]
    assert "Face down: you know it, your rival does not." in v.description
    assert t("cp.kw.go_solo", "en") in v.description and "can be spent for 1 €$" in v.description
    jackie = KIND.card_shown(CTX, s, 1, f"t.{c['jackie']}")
    assert jackie is not None and ("Cost", "–") in jackie.fields and ("Power", "–") in jackie.fields
    program = KIND.card_shown(CTX, s, 0, "x1.floor-it")
    assert program is not None and "A Program: pay its cost" in program.description
    assert t("cp.kw.quick", "en") in program.description
    assert [name for name, _ in program.fields] == ["Cost", "RAM", "Sell tag", "Card number"]


def test_a_weakened_unit_reads_at_the_power_that_counts() -> None:
    s, c = a_table()
    s.lasting.append(Lasting(kind="power", seat=1, target=c["t-bug"], amount=-9, until="turn", source="floor-it"))
    details = KIND.card_shown(CTX, s, 0, f"t.{c['t-bug']}")
    assert details is not None and ("Power", "0 (card: 4)") in details.fields


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_reads_whole_in_every_language(locale: str) -> None:
    ctx = replace(CTX, locale=locale)
    s = blank()
    for card in CARDS:
        add(s, 0, "hand", card)
    listed = KIND.cards_readable(ctx, s, 0)
    assert [c.ref for c in listed] == [f"h.{card}" for card in CARDS]
    assert all(len(c.ref) <= 40 and c.name and c.place == t("cp.place.hand", locale) for c in listed)
    for entry in listed:
        if entry.ref[2:] in PENDING:  # no text yet, and no deck holds it
            continue
        details = KIND.card_shown(ctx, s, 0, entry.ref)
        assert details is not None and details.title == card_name(entry.ref[2:]) == entry.name
        assert t(f"cp.ab.{entry.ref[2:]}", locale) in details.description
        assert all(name and value for name, value in details.fields)
        assert len(details.description) <= 4000


def test_forged_and_stale_refs_read_nothing() -> None:
    s, c = a_table()
    for ref in ("", "h.", "h.no-such-card", "t.", "t.x", "t.99999", "t.-1", f"t.{c['ripperdoc']}", "k.", "k.0",
                "k.9", "x0.floor-it", "x1.", "l.psycho-squad", "s.minotaur", "q.floor-it", "h.minotaur"):
        assert KIND.card_shown(CTX, s, 0, ref) is None, ref
    assert KIND.card_shown(CTX, s, 0, "h.heywood-ripperdoc") is not None
    s.table.move(c["ripperdoc"], "trash0")  # it left the hand
    assert KIND.card_shown(CTX, s, 0, "h.heywood-ripperdoc") is None
    assert KIND.card_shown(CTX, s, 0, "x0.heywood-ripperdoc") is not None
    assert KIND.cards_readable(CTX, game.new_game(1, T0), 0) == []  # no deck chosen yet: no cards


# --- 3. time to read ----------------------------------------------------------------------------------------------
def test_reading_raises_a_short_clock_to_a_minute_once_a_decision_and_seat() -> None:
    s, _ = a_table()
    s.deadline = T0 + 20
    outcome = KIND.reading(CTX, s, 0)
    assert outcome is not None and outcome.state.deadline == T0 + READ_SECONDS == T0 + 60
    assert outcome.state.events == [["cp.ev.reading", {"who": 0, "n": 60}]] and s.deadline == T0 + 20  # a copy
    assert KIND.event_text(CTX, "cp.ev.reading", {"who": 0, "n": 60}) == \
        "📖 Alice is reading the cards: 1 min left to decide."
    later = replace(CTX, now=T0 + 55)
    assert KIND.reading(later, outcome.state, 0) is None  # once in this decision
    assert KIND.reading(CTX, s, 1) is None  # not Ben's decision
    s.deadline = T0 + 90
    assert KIND.reading(CTX, s, 0) is None  # a minute or more left: nothing to give
    s.deadline = None
    assert KIND.reading(CTX, s, 0) is None  # no clock


def test_the_defender_gets_their_own_minute_in_a_react_step() -> None:
    s, c = a_table()
    s.stage = game.stage(s)
    s.lasting.clear()
    s.inst(c["bombus"]).markers = []
    gig(s, 1, 6, 3)
    s = game.apply(s, 0, "attack", f"{c['bombus']}:gigs", (), T0)
    assert game.awaited(s) == {1: "react"} and s.deadline == T0 + s.react_seconds
    s.deadline = T0 + 10
    raised = KIND.reading(CTX, s, 1)
    assert raised is not None and raised.state.deadline == T0 + 60 and raised.state.reading == [False, True]
    assert KIND.reading(CTX, raised.state, 0) is None  # Alice is not awaited while Ben reacts
    after = game.apply(raised.state, 1, "react_done", "", (), T0)  # back to Alice's main phase: a new decision
    assert game.awaited(after) == {0: "main"} and after.reading == [False, False]
    after.deadline = T0 + 5
    assert KIND.reading(CTX, after, 0) is not None


# --- 4. what the awaited player can do, in one line -------------------------------------------------------------------
def pointers(display_text: str) -> list[str]:
    return [line for line in display_text.split("\n") if line.startswith(("👉", "🤖"))]


def first_line(s: CpState, seat: int, ctx: Context = CTX) -> str:
    view = KIND.hand(ctx, s, seat)
    assert view is not None
    return view.description.split("\n")[0]


def test_every_step_says_in_one_line_what_the_awaited_player_can_do() -> None:
    s = game.new_game(3, T0, quick=True)
    assert pointers(KIND.board(CTX, s).description) == [
        "👉 <@100>, <@101>: choose a deck under “Show my hand”."]
    assert first_line(s, 0) == "👉 Choose your deck. Your rival sees it once both have chosen."
    s = game.apply(game.apply(s, 0, "deck", "heist", (), T0), 1, "deck", "power", (), T0)
    who = s.chooser
    assert pointers(KIND.board(CTX, s).description) == [
        f"👉 <@{100 + who}>: you won the roll-off — go first or second?"]
    assert first_line(s, who).startswith("👉 You won the roll-off: do you go first or second?")
    s = game.apply(s, who, "order", "first", (), T0)
    assert pointers(KIND.board(CTX, s).description) == [
        f"👉 <@{100 + s.first}>: keep your 6 cards, or take your one mulligan for 6 new ones."]
    assert first_line(s, s.first).startswith("👉 Keep this hand")
    main = "👉 <@100>: your main phase — sell a card, play cards, Call a Legend, attack, or end your turn."
    table, c = a_table()
    assert pointers(KIND.board(CTX, table).description) == [main]
    assert first_line(table, 0) == "👉 Your main phase, 5 €$ to spend: play a card, Call a Legend (1 €$), or end " \
                                   "your turn."  # 2 Eddies, 3 Legends; Bombus lags; nothing in hand to sell
    table.inst(c["bombus"]).markers = []
    add(table, 0, "hand", "mantis-blades")  # a Gear with a sell tag
    assert first_line(table, 0) == "👉 Your main phase, 5 €$ to spend: sell a card (once a turn), play a card, " \
                                   "Call a Legend (1 €$), attack with a ready Unit, or end your turn."
    assert pointers(KIND.board(CTX, table).description) == [main]  # the board never tells the hand
    gig(table, 1, 6, 3)
    attacked = game.apply(table, 0, "attack", f"{c['bombus']}:gigs", (), T0)
    assert pointers(KIND.board(CTX, attacked).description) == [
        "👉 <@101>: you are attacked — block, play a QUICK card, Call a Legend, or let it through."]
    assert first_line(attacked, 1) == "👉 Secondhand Bombus attacks your Gig area: Call a Legend (1 €$) or let it " \
                                      "through."


def test_a_question_says_whose_card_asks_and_where_to_answer() -> None:
    s = blank()
    viktor = add(s, 0, "legends", "viktor-vektor")
    eddies(s, 0, 1)
    deck(s, 0, ["sandevistan", "floor-it", "mantis-blades", "psycho-squad", "kiroshi-optics"])
    s = act(s, 0, "call", slot(s, viktor))
    assert s.prompt is not None and s.prompt.kind == "take_gear"
    assert pointers(KIND.board(CTX, s).description) == [
        "👉 <@100>: Viktor Vektor — Sit Down and Relax asks for a choice — answer it under “Show my hand”."]
    assert first_line(s, 0).startswith("👉 Viktor Vektor — Sit Down and Relax: take up to 2 of these Gear.")
    steal = blank()
    squad = add(steal, 0, "field", "psycho-squad")
    gig(steal, 1, 6, 3)
    gig(steal, 1, 8, 5)
    steal = act(act(steal, 0, "attack", f"{squad}:gigs"), 1, "react_done")
    assert steal.prompt is not None and steal.prompt.kind == "steal"
    assert pointers(KIND.board(CTX, steal).description) == [
        "👉 <@100>: choose which of the rival's Gigs to steal."]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_computer_is_said_to_be_thinking_never_addressed(locale: str) -> None:
    ctx = replace(CPU, locale=locale)
    s, c = a_table()
    s.inst(c["bombus"]).markers = []
    gig(s, 1, 6, 3)
    s = game.apply(s, 0, "attack", f"{c['bombus']}:gigs", (), T0)
    assert game.awaited(s) == {1: "react"}
    lines = pointers(KIND.board(ctx, s).description)
    assert lines == [t("cp.wait.computer", locale, who="Computer")]
    assert lines[0].startswith("🤖 Computer") and lines[0].endswith("…")
    assert t("cp.wait.react", locale, who="Computer") not in KIND.board(ctx, s).description
    prompt = blank(turn=1)
    squad = add(prompt, 1, "field", "psycho-squad")
    gig(prompt, 0, 6, 3)
    gig(prompt, 0, 8, 5)
    prompt = act(act(prompt, 1, "attack", f"{squad}:gigs"), 0, "react_done")
    assert game.awaited(prompt) == {1: "prompt"}  # the computer chooses which Gig to steal
    board = KIND.board(ctx, prompt).description
    assert pointers(board) == [t("cp.wait.computer", locale, who="Computer")]
    for key in ("cp.wait.prompt", "cp.wait.prompt_steal", "cp.wait.prompt_rules"):
        assert t(key, locale, who="Computer", card="", hand=t("hand.button", locale)) not in board
    assert first_line(prompt, 0, ctx) == t("cp.private.wait", locale, who="Computer")
    assert pointers(KIND.board(ctx, a_table()[0]).description)[0].startswith("👉 <@100>")  # a member is


# --- 5. /help cyberpunk -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_the_help_starts_with_how_to_play_and_ends_with_the_fine_rules(locale: str) -> None:
    text = t("cp.help", locale)
    first = pages(text)[0]
    heading = {"en": "**How to play**", "tr": "**Nasıl oynanır**", "ru": "**Как играть**"}[locale]
    assert first.startswith(heading + "\n")
    how_to = first.split("\n\n")[0].split("\n")[1:]
    assert 4 <= len(how_to) <= 6 and all(line.startswith("• ") for line in how_to)
    assert "7" in how_to[0] and f"**{t('hand.button', locale)}**" in how_to[1] and "👉" in how_to[1]
    assert "📖" in how_to[-1]
    fine = {"en": "**Fine rules**", "tr": "**İnce kurallar**", "ru": "**Тонкости**"}[locale]
    paragraphs = text.split("\n\n")
    assert paragraphs[-2].startswith(fine) and paragraphs[-1].startswith("*")  # then only the fan notice
    assert {"en": "less than a minute", "tr": "bir dakikadan az", "ru": "меньше минуты"}[locale] in paragraphs[-2]
    assert [p.split("**")[1] for p in paragraphs[1:-2]] == {
        "en": ["The game", "Win", "Set-up", "Your turn", "Attacks"],
        "tr": ["Oyun", "Kazanmak", "Hazırlık", "Sıran", "Saldırılar"],
        "ru": ["Игра", "Победа", "Подготовка", "Ваш ход", "Атаки"]}[locale]  # the rules between


# --- 6. through the fake Discord --------------------------------------------------------------------------------------
async def two_players(h: Harness, **options: Any) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "cyberpunk new", **options))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


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


async def test_a_member_opens_cards_from_their_hand_and_reads_one_whole(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    state = await run_game(h, board, {0: alice, 1: bob}, until=lambda s: game.awaited(s).get(0) == "main")
    view = await private_view(h, alice, board)
    listed = await open_cards(h, alice, view)
    state = await state_of(h)
    hand = list(dict.fromkeys(state.inst(i).card for i in state.zone("hand", 0)))
    offered = options(listed)
    assert [o["value"] for o in offered][:len(hand)] == [f"h.{card}" for card in hand]
    assert all(o["description"] == "Your hand" for o in offered[:len(hand)])
    rival = {state.inst(i).card for i in state.zone("hand", 1)} - set(hand)
    assert not [o for o in offered if o["value"].startswith("h.") and o["value"][2:] in rival]
    card = hand[0]
    await h.select(alice, [f"h.{card}"], message=listed, custom_id=component(listed, "card")["custom_id"])
    shown = h.fake.messages[listed.id]
    assert shown.ephemeral and shown.embeds[0]["title"] == card_name(card)
    assert t(f"cp.ab.{card}", "en") in shown.embeds[0]["description"]
    assert "📍 Your hand" in shown.embeds[0]["description"]
    fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    assert fields["Cost"] == f"{CARDS[card].cost} €$" and fields["RAM"].startswith(str(CARDS[card].ram))
    assert shown.attachments[0].filename == "card.png"
    await h.select(alice, ["h.no-such-card"], message=shown, custom_id=component(shown, "card")["custom_id"])
    assert h.last_private(alice).text().startswith("That card is no longer where you can read it.")


async def test_opening_cards_in_a_short_react_step_gives_the_defender_a_minute(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True, react_seconds=20)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: "react" in game.awaited(s).values())
    defender = next(seat for seat, wanted in game.awaited(state).items() if wanted == "react")
    assert state.deadline is not None and state.deadline - h.fake.now() <= 21
    await open_cards(h, users[defender], await private_view(h, users[defender], board))
    await h.settle()
    after = await state_of(h)
    assert after.deadline is not None and after.deadline >= h.fake.now() + 59
    assert after.reading[defender] and game.awaited(after) == game.awaited(state)
    assert "is reading the cards: 1 min left to decide" in h.fake.messages[board.id].text()
    await open_cards(h, users[defender], await private_view(h, users[defender], board))
    await h.settle()
    assert (await state_of(h)).deadline == after.deadline  # once a decision


async def test_a_spectator_reads_only_the_cards_on_the_table(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: bool(s.zone("field", 0) or s.zone("field", 1))
                           and bool(game.awaited(s)))
    board = h.fake.messages[board.id]
    listed = await open_cards(h, h.user("eve"), board)
    state = await state_of(h)
    for option in options(listed):
        kind, _, key = option["value"].partition(".")
        assert kind in ("t", "x0", "x1", "g0", "g1", "l"), option
        if kind == "t":
            assert state.table.visible(int(key), None)
        elif kind == "l":
            assert key in state.named
