"""What a newcomer to Knowing Zero stumbled on: decks offered by name alone, a clock nobody mentioned (and one at
all against the computer), counts without their plural, the Russian name in the wrong case."""

from __future__ import annotations

import re
import string
from typing import Any

import pytest

from bot.games.zero import game
from bot.games.zero.cards import DECKS
from bot.games.zero.kind import ZeroKind, clock_text
from bot.games.zero.text import STRINGS
from bot.harness import Harness
from bot.i18n import t
from bot.i18n.catalogue import LOCALES
from tests.helpers import private_view
from tests.zero.helpers import act, run_game, state_of

T0 = 1_700_000_000.0


# --- the decks offered -----------------------------------------------------------------------------------------
def test_every_deck_offered_has_a_one_line_description_in_every_language() -> None:
    for key in DECKS:
        for locale in LOCALES:
            text = t(f"zk.deck.{key}", locale)
            assert 40 <= len(text) <= 140 and "\n" not in text, (key, locale, text)
    descriptions = [t(f"zk.deck.{key}", "en") for key in DECKS]
    assert len(set(descriptions)) == len(DECKS) == 3


async def test_the_deck_choice_says_each_decks_style(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    view = await private_view(h, alice, board)
    text = view.text()
    assert "**Wildlands**: creatures that hit hard and regenerate" in text
    assert "**Foundry**: armoured machines behind a guard" in text
    assert "**Crossroads**: half creatures, half machines" in text
    assert {"Wildlands", "Foundry", "Crossroads"} <= set(view.labels())
    await act(h, alice, 0, board, ("deck", "foundry", ()))
    assert "armoured machines" not in (await private_view(h, alice, board)).text()  # chosen: the list is gone


async def test_the_deck_choice_in_russian(h: Harness) -> None:
    ivan, olga = h.user("ivan", locale="ru"), h.user("olga", locale="ru")
    board = h.reply(await h.slash(ivan, "zero new"))
    await h.click(olga, "Присоединиться", message=board)
    await h.click(olga, "Показать мою руку", message=board)
    text = h.last_private(olga).text()
    assert "**Литейня**: бронированные машины за стражем" in text and "**Дикие земли**: существа" in text


# --- the clock -------------------------------------------------------------------------------------------------
def test_the_clock_reads_in_minutes_and_seconds() -> None:
    assert [clock_text(s, "en") for s in (120, 90, 30)] == ["2 min", "1 min 30 s", "30 s"]
    assert clock_text(150, "ru") == "2 мин 30 с" and clock_text(60, "tr") == "1 dk"


async def test_the_lobby_and_the_board_say_the_clock(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    assert "battles of up to 5 rounds · 2 min a decision" in board.text()
    await h.click(bob, "Join", message=board)
    state = await state_of(h)
    assert state.deadline is not None
    assert f"⏱ 2 min a decision; the default is taken <t:{int(state.deadline)}:R>" in board.text()


async def test_against_the_computer_there_is_no_clock(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "zero new", computer=True))
    state = await state_of(h)
    assert state.turn_seconds == 0 and state.deadline is None
    assert "⏱ No clock: take your time" in board.text() and "<t:" not in board.text()
    assert h.bot is not None
    record = await h.bot.games_store.get(1)
    assert record is not None and record.next_deadline is None
    h.fake.advance(3600)
    await h.bot.scheduler.run_due()
    await h.settle()
    assert game.awaited(await state_of(h)) == {0: "deck"}  # still alice's to choose: nothing was chosen for her
    state = await run_game(h, board, {0: alice}, until=lambda s: s.phase == "battle")
    assert state.deadline is None


async def test_against_the_computer_the_opener_may_ask_for_a_clock(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "zero new", computer=True, turn_seconds=90))
    state = await state_of(h)
    assert state.turn_seconds == 90 and state.deadline is not None
    assert "⏱ 1 min 30 s a decision; the default is taken <t:" in board.text()


def test_the_lobby_summary_says_no_clock() -> None:
    kind = ZeroKind()
    assert kind.options_summary({"turn_seconds": 0}, "en").endswith("· no clock")
    assert kind.options_summary({"turn_seconds": 0}, "ru").endswith("· без ограничения времени")
    assert kind.options_summary({}, "tr").endswith("· karar başına 2 dk")


def test_a_stored_game_keeps_its_clock() -> None:
    kind = ZeroKind()
    old = game.new_game(5, T0).to_json()  # stored before: 120 s, a deadline
    state = kind.load(old, 2)
    assert state.turn_seconds == 120 and state.deadline == T0 + 120
    no_clock = game.new_game(5, T0, turn_seconds=0)
    assert no_clock.deadline is None
    assert game.apply(no_clock, 0, "deck", "wildlands", (), T0 + 9).deadline is None


# --- counts and the draw button --------------------------------------------------------------------------------
async def test_the_draw_button_says_the_draw_setting(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new", draw=1))
    await h.click(bob, "Join", message=board)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.phase == "turn")
    assert "attack with 1-5 units, or draw 1 card." in board.text()
    view = await private_view(h, users[state.turn], board)
    assert "Draw 1 card" in view.labels() and "or draw 1 card. Before that" in view.text()


class Sample(dict[str, Any]):
    def __init__(self, number: int) -> None:
        super().__init__()
        self.number = number

    def __missing__(self, key: str) -> Any:
        return "Ada" if key in ("who", "unit", "card", "cards", "name", "a", "b", "winner") else self.number


def rendered(number: int) -> list[tuple[str, str, str]]:
    out = []
    for key, texts in STRINGS.items():
        for locale in LOCALES:
            text = texts[locale]
            forms = [text] if isinstance(text, str) else [v for k, v in text.items() if k != "count"]
            names = {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}
            out.append((key, locale, t(key, locale, **{name: Sample(number)[name] for name in names})))
    return out


WRONG_PLURALS = {
    "en": re.compile(r"\b1 (units|cards|turns|rounds|ties|points)\b|\b(2|5|21) (unit|card|turn|tie|point)\b"),
    "ru": re.compile(r"\b(1|21) (отрядов|отрядами|карт|карты|ходов|хода|очков)\b"
                     r"|\b(2|22) (отрядом|карт|карту|ходов|ход)\b|\b(5|11) (отрядом|карты|карту|хода|ход)\b"),
    "tr": re.compile(r"\b\d+ (birimler|kartlar|turlar)\b"),
}


@pytest.mark.parametrize("number", [1, 2, 5, 11, 21, 22])
def test_counts_take_their_plural(number: int) -> None:
    bad = [(key, locale, text) for key, locale, text in rendered(number) if WRONG_PLURALS[locale].search(text)]
    assert not bad, bad


def test_the_plural_checks_can_fail() -> None:
    assert WRONG_PLURALS["en"].search("attacks with 1 units") and WRONG_PLURALS["ru"].search("атакует 5 отрядом")
    assert t("zk.ev.attack", "en", who="Ada", n=1) == "⚔️ Ada attacks with 1 unit."
    assert t("zk.ev.attack", "ru", who="Ada", n=2) == "⚔️ Ada атакует 2 отрядами."
    assert t("zk.ev.abstraction", "ru", who="Ada", card="Боевые барабаны", turns=1) == \
        "Ada вводит в игру «Боевые барабаны» на 1 ход."


# --- the Russian name ------------------------------------------------------------------------------------------
def test_the_russian_name_is_the_same_everywhere_and_correctly_declined() -> None:
    assert t("zk.title", "ru") == "Познание нуля"
    assert t("zk.cmd.new.desc", "ru") == "Открыть партию в «Познание нуля»"
    for key, texts in STRINGS.items():
        text = str(texts["ru"])
        for word in re.findall(r"Познани\w*", text):
            assert word == "Познание", (key, text)  # after "партию в", "игры", a heading: the name as it is
        assert "Познания нуля" not in text and "Познанию" not in text


async def test_the_end_of_the_game_is_announced_with_its_result(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "zero new", computer=True, score=20))
    state = await run_game(h, board, {0: alice})
    ended = [m.content for m in h.fake.messages.values() if m.content.startswith("🏁 Knowing Zero #1 is over")]
    assert len(ended) == 1 and (" (" in ended[0] and ("🏆" in ended[0] or "🤝" in ended[0])), ended
    if state.winner is not None:
        assert ("alice wins" if state.winner == 0 else "Computer wins") in ended[0]
