"""What a newcomer meets in a first game of Cyberpunk TCG: every card's text readable whole (in the hand and on
the table, playable or not), log lines that read naturally in each language, decks offered with a line
saying what each plays like and dealt under the name they were offered by, and clocks long enough to read,
stated in the lobby and on the board."""

from __future__ import annotations

from typing import Any

import pytest

from bot.framework.kinds import Context, SeatInfo
from bot.games.cyberpunk import game
from bot.games.cyberpunk.kind import CyberpunkKind, about, card_name, duration
from bot.games.cyberpunk.state import CpState, Lasting
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.i18n import t
from tests.cyberpunk.build import add, blank, eddies, equip, gig
from tests.cyberpunk.helpers import press, private_view, run_game, state_of

KIND = CyberpunkKind()
LOCALES = ("en", "tr", "ru")


def context(locale: str = "en") -> Context:
    return Context(1, (SeatInfo(0, 100, "Alice"), SeatInfo(1, None, "Computer")), {}, locale, 0.0)


def text_of(key: str, locale: str = "en", **params: Any) -> str:
    return KIND.event_text(context(locale), key, params)


# --- 1. card text, whole ----------------------------------------------------------------------------------------------
def a_table() -> tuple[CpState, dict[str, int]]:
    s = blank(turn=0)
    eddies(s, 0, ready=1)
    cards = {
        "ripperdoc": add(s, 0, "hand", "heywood-ripperdoc"),  # 6 €$ with 1 ready: cannot be played now
        "zetatech": add(s, 0, "hand", "zetatech-faceplate"),  # the longest text: cut short on its picture
        "t-bug": add(s, 1, "field", "t-bug", spent=True),  # the rival's Unit on the table
        "hidden": add(s, 1, "legends", "saburo-arasaka"),  # face down: nobody else may read it
        "jackie": add(s, 0, "legends", "jackie-welles", up=True),
    }
    equip(s, cards["t-bug"], "tetratronic-rippler")
    return s, cards


@pytest.mark.parametrize("locale", LOCALES)
def test_the_private_view_reads_every_card_in_hand_and_on_the_table_whole(locale: str) -> None:
    s, cards = a_table()
    assert cards["ripperdoc"] not in game.playable(s, 0)
    view = KIND.hand(context(locale), s, 0)
    assert view is not None
    for card in ("heywood-ripperdoc", "zetatech-faceplate", "t-bug", "tetratronic-rippler", "jackie-welles"):
        assert t(f"cp.ab.{card}", locale) in view.description, card  # the whole text, not its first words
        assert about(card, locale) in view.description.splitlines()
    assert card_name("saburo-arasaka") not in view.description  # a face-down Legend stays a back
    assert t("cp.ab.saburo-arasaka", locale) not in view.description
    assert len(view.description) <= 4000


def test_card_texts_never_end_cut_when_they_do_not_all_fit() -> None:
    s, _ = a_table()
    for card in ("shattered-memories", "viktor-vektor", "arasaka-radioport", "dexter-deshawn", "over-the-edge",
                 "industrial-assembly", "chrome-fang", "yorinobu-arasaka", "zetatech-faceplate", "minotaur",
                 "afterparty-at-lizzies", "t-bug", "jackie-welles", "evelyn-parker", "reboot-optics") * 3:
        add(s, 0, "hand", card)
    for card in ("maxtac-av", "delamain-cab", "satori", "offduty-malfini", "floor-it", "corpo-security"):
        add(s, 1, "field", card)
    view = KIND.hand(context("ru"), s, 0)
    assert view is not None and len(view.description) <= 4000
    lines = view.description.splitlines()
    assert lines[0].startswith(f"👉 Ваша основная фаза, доступно {len(s.payers(0))} €$: ")  # what to do comes first
    assert lines[0].endswith(f"{t('cp.can.pass', 'ru')}.")  # and is kept whole
    shown = [line for line in lines if line.startswith("• ")]
    assert shown and all(line.endswith(t(f"cp.ab.{_id(line)}", "ru")) for line in shown)


def _id(line: str) -> str:
    from bot.games.cyberpunk.cards import CARDS
    return next(c.id for c in CARDS.values() if line.startswith(f"• **{c.full_name}"))


async def test_a_member_reads_the_cards_of_a_hand_whole_in_their_private_view(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    state = await run_game(h, board, {0: alice, 1: bob}, until=lambda s: game.awaited(s).get(0) == "main")
    view = await private_view(h, alice, board)
    text = view.embeds[0]["description"]
    hand = [state.inst(i).card for i in state.zone("hand", 0)]
    assert hand
    for card in hand:  # playable or not
        assert t(f"cp.ab.{card}", "en") in text, card


def test_a_unit_below_zero_power_is_drawn_at_what_counts() -> None:
    s = blank(turn=0)
    unit = add(s, 1, "field", "field-operator")  # 2 power
    s.lasting.append(Lasting(kind="power", seat=1, target=unit, amount=-3, until="turn", source="floor-it"))
    assert s.raw_power(unit) == -1 and s.power(unit) == 0
    view = KIND.table_view(context(), KIND.view(s, None))
    power = dict(view.top.field[0].face.stats)[t("cp.label.power", "en")]  # type: ignore[union-attr]
    assert power == "0"


# --- 2. wording -------------------------------------------------------------------------------------------------------
def test_a_steal_of_nothing_says_so() -> None:
    zero = text_of("cp.ev.stole", who=0, card="secondhand-bombus", dice=[], power=0)
    assert zero == "Alice's Secondhand Bombus has 0 power and steals nothing."
    capped = text_of("cp.ev.stole", who=0, card="psycho-squad", dice=[], power=6)
    assert "steals nothing" in capped and "—" not in capped
    some = text_of("cp.ev.stole", who=0, card="psycho-squad", dice=[[12, 7]], power=6)
    assert some == "Alice's Psycho Squad steals d12 (7)."
    for locale in ("tr", "ru"):
        assert "—." not in text_of("cp.ev.stole", locale, who=0, card="secondhand-bombus", dice=[], power=0)


def test_the_steal_event_says_the_attackers_power() -> None:
    s = blank(turn=0)
    bombus = add(s, 0, "field", "secondhand-bombus")
    gig(s, 1, 6, 3)
    s = game.apply(s, 0, "attack", f"{bombus}:gigs")
    s = game.apply(s, 1, "react_done")
    stole = next(params for key, params in s.events if key == "cp.ev.stole")
    assert stole["dice"] == [] and stole["power"] == 0
    assert "steals nothing" in text_of("cp.ev.stole", **stole)


@pytest.mark.parametrize(("locale", "own", "other"), [
    ("en", "Computer raises their d12 Gig from 3 to 4.", "Computer lowers Alice's d12 Gig from 5 to 3."),
    ("tr", "Computer kendi d12 Gig'ini 3'ten 4'e yükseltti.", "Computer, Alice oyuncusunun d12 Gig'ini 5'ten 3'e "
                                                              "düşürdü."),
    ("ru", "Computer повышает свой Gig d12 с 3 до 4.", "Computer понижает Gig d12 игрока Alice с 5 до 3."),
])
def test_a_gig_raised_or_lowered_reads_naturally(locale: str, own: str, other: str) -> None:
    assert text_of("cp.ev.adjusted", locale, who=1, sides=12, area=1, old=3, new=4) == own
    assert text_of("cp.ev.adjusted", locale, who=1, sides=12, area=0, old=5, new=3) == other


def test_a_payment_says_what_paid() -> None:
    assert text_of("cp.ev.paid", who=1, n=1, legends=0) == "Computer pays 1 €$."
    assert text_of("cp.ev.paid", who=1, n=1, legends=1) == "Computer pays 1 €$ with a Legend."
    assert text_of("cp.ev.paid", who=1, n=2, legends=2) == "Computer pays 2 €$ with Legends."
    assert text_of("cp.ev.paid", who=1, n=3, legends=1) == "Computer pays 3 €$: 2 Eddies and 1 Legend."
    assert text_of("cp.ev.paid", who=1, n=2, legends=1) == "Computer pays 2 €$: 1 Eddie and 1 Legend."
    assert "(0" not in text_of("cp.ev.paid", "ru", who=1, n=1, legends=0)


def test_counts_are_plural_aware() -> None:
    s = blank(turn=0)
    gig(s, 0, 12, 5)
    for n in (2, 4):
        gig(s, 1, n * 2, n)
    lines = KIND._status(context(), KIND.view(s, None))
    assert any(line.startswith("Alice: 1 Gig (") for line in lines)
    assert any(line.startswith("Computer: 2 Gigs (") for line in lines)
    assert "1 Legend;" in t("cp.deck.legends", "en", n=1) and "1 card;" in t("cp.deck.size", "en", n=1, low=40,
                                                                                 high=50)


def test_the_result_of_a_game_is_on_the_board_once() -> None:
    s = blank(turn=0)
    over = game.apply(s, 0, "concede")
    assert over.is_over() and over.winner == 1
    for recent in ((), (("cp.ev.turn", {"who": 0, "n": 2}), *over.events)):  # this change's events, or the log's
        ctx = Context(1, context().seats, {}, "en", 0.0, recent=tuple((k, p) for k, p in recent))
        text = KIND.board(ctx, over).description
        assert text.count("wins") == 1, text
        assert "Game over: 🏆 Computer wins (the rival conceded)." in text
    quiet = Context(1, context().seats, {}, "en", 0.0, recent=(("cp.ev.turn", {"who": 0, "n": 2}),) * 8)
    assert "🏆 Computer wins" in KIND.board(quiet, over).description  # the log's line out of sight


# --- 3. decks ---------------------------------------------------------------------------------------------------------
async def two_players(h: Harness, **options: Any) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "cyberpunk new", **options))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


async def test_each_deck_is_offered_with_what_it_plays_like(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    view = await private_view(h, alice, board)
    text = view.embeds[0]["description"]
    assert "**The Heist** — Blue-Yellow" in text and "**Embracing Power** — Red-Green" in text
    assert t("cp.deck_about.random", "en") in text
    assert {"The Heist", "Embracing Power", "Random"} <= set(view.labels())


async def test_a_quick_game_deals_the_deck_it_offered_and_the_computer_takes_the_other(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "cyberpunk new", computer=True, quick=True))
    view = await private_view(h, alice, board)
    assert {"Mercs (demo)", "Arasaka (demo)"} <= set(view.labels())  # offered by the names they are dealt under
    assert "a 27-card cut of The Heist" in view.embeds[0]["description"]
    await press(h, alice, view, "deck", "heist")
    await h.settle()
    assert "Decks: Mercs (demo) against Arasaka (demo)." in h.fake.messages[board.id].text()
    assert (await state_of(h)).deck_choice == ["heist-demo", "power-demo"]


# --- 4. clocks --------------------------------------------------------------------------------------------------------
def test_durations() -> None:
    assert [duration(n, "en") for n in (20, 90, 120, 150, 300)] == ["20 s", "90 s", "2 min", "2 min 30 s", "5 min"]
    assert duration(300, "tr") == "5 dk" and duration(120, "ru") == "2 мин"


@pytest.mark.parametrize(("locale", "words"), [("en", ("5 min", "2 min", "react")), ("tr", ("5 dk", "2 dk", "tepki")),
                                               ("ru", ("5 мин", "2 мин", "ответ"))])
def test_the_lobby_says_the_clocks(locale: str, words: tuple[str, ...]) -> None:
    summary = KIND.options_summary({"quick": False}, locale)
    assert all(word in summary for word in words), summary
    assert "45 s" in KIND.options_summary({"turn_seconds": 45, "react_seconds": 45}, "en")


async def test_a_new_game_gives_a_newcomer_time_to_read(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    state = await state_of(h)
    assert state.turn_seconds == game.TURN_SECONDS >= 300 and state.react_seconds == game.REACT_SECONDS >= 120
    assert state.deadline is not None and state.deadline - h.fake.now() >= 299
    assert "5 min for this step" in h.fake.messages[board.id].text()  # on the board
    assert "a deck is chosen at random" in h.fake.messages[board.id].text()


async def test_the_board_and_the_defender_see_the_react_clock(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: "react" in game.awaited(s).values())
    assert state.deadline is not None and 119 <= state.deadline - h.fake.now() <= 121
    line = f"⏱ 2 min for this step; time runs out <t:{int(state.deadline)}:R>, then the attack goes through."
    assert line in h.fake.messages[board.id].text()
    defender = next(seat for seat, wanted in game.awaited(state).items() if wanted == "react")
    assert line in (await private_view(h, users[defender], board)).text()


async def test_the_lobby_shows_the_clocks(h: Harness) -> None:
    alice = h.user("alice")
    lobby = h.reply(await h.slash(alice, "cyberpunk new", react_seconds=90))
    assert "5 min for each decision, 90 s to react to an attack" in lobby.text()


# --- 5. Turkish and Russian -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("locale", "on_gigs", "on_unit"), [
    ("en", "Alice attacks Computer's Gig area with Psycho Squad.", "Alice attacks Minotaur with Psycho Squad."),
    ("tr", "Alice, Psycho Squad ile Computer oyuncusunun Gig alanına saldırıyor.",
     "Alice, Psycho Squad ile Minotaur kartına saldırıyor."),
    ("ru", "Alice атакует область Gig игрока Computer картой Psycho Squad.",
     "Alice атакует Minotaur картой Psycho Squad."),
])
def test_an_attack_reads_naturally(locale: str, on_gigs: str, on_unit: str) -> None:
    assert text_of("cp.ev.attack", locale, who=0, card="psycho-squad", target=None) == on_gigs
    assert text_of("cp.ev.attack", locale, who=0, card="psycho-squad", target="minotaur") == on_unit


@pytest.mark.parametrize(("locale", "line"), [
    ("en", "👉 Psycho Squad attacks your Gig area: nothing to react with, so let it through."),
    ("tr", "👉 Psycho Squad senin Gig alanına saldırıyor: tepki verecek bir şeyin yok, geçmesine izin ver."),
    ("ru", "👉 Psycho Squad атакует вашу область Gig: ответить нечем — пропустите атаку."),
])
def test_the_defender_is_told_their_own_gig_area_is_attacked(locale: str, line: str) -> None:
    s = blank(turn=0)
    squad = add(s, 0, "field", "psycho-squad")
    gig(s, 1, 6, 3)
    s = game.apply(s, 0, "attack", f"{squad}:gigs")
    assert game.awaited(s) == {1: "react"}
    view = KIND.hand(context(locale), s, 1)
    assert view is not None and view.description.splitlines()[0] == line
    board = KIND.board(context(locale), s).description
    assert "Computer" in board and t("cp.clock.react", locale) in board


def test_the_table_shows_the_keywords_that_apply_where_a_card_lies() -> None:
    s = blank(turn=0)
    add(s, 1, "legends", "goro-hands-unclean", up=True)
    add(s, 1, "field", "corpo-security")
    view = KIND.table_view(context(), KIND.view(s, None))
    legend, unit = view.top.legends[0], view.top.field[0]
    assert legend.face is not None and legend.face.text == "GO SOLO"  # BLOCKER only once on the field
    assert unit.face is not None and unit.face.text == "BLOCKER" and "no attack" in unit.tags  # fits one line
