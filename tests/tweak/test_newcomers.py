"""What a newcomer to TWEAK! stumbled on: a title ending in "!" followed by a full stop, a turn clock too tight to
count cards in (and one at all when playing the computers alone), counts without their plural."""

from __future__ import annotations

import re
import string
from typing import Any

import pytest

from bot.framework.kinds import Context, SeatInfo
from bot.games.tweak import game
from bot.games.tweak.kind import DEFAULT_TURN_S, TweakKind, clock_text
from bot.games.tweak.text import STRINGS
from bot.harness import Harness
from bot.i18n import CATALOGUE, t
from bot.i18n.catalogue import LOCALES
from tests.tweak.test_e2e import give_tweak, run_game, start_two, state_of

BANG_STOP = re.compile(r"!\**[»”\"')]?\.")  # "TWEAK!." and "**TWEAK!**." and "«TWEAK!»."
T0 = 1_700_000_000.0


class Sample(dict[str, Any]):
    """Any parameter of a text: a number where a count goes, a plain word for a name or a card."""

    def __init__(self, number: int) -> None:
        super().__init__()
        self.number = number

    def __missing__(self, key: str) -> Any:
        if key in ("card", "cards", "who", "victim", "scores", "points", "sum"):
            return "Ada"
        return self.number


def forms(key: str, locale: str) -> list[str]:
    text = STRINGS[key][locale]
    return [text] if isinstance(text, str) else [v for k, v in text.items() if k != "count"]


def rendered(number: int) -> list[tuple[str, str, str]]:
    """Every TWEAK! text in every language as the catalogue writes it (the plural form the number picks)."""
    out = []
    for key in STRINGS:
        for locale in LOCALES:
            names = {name for form in forms(key, locale) for _, name, _, _ in string.Formatter().parse(form) if name}
            out.append((key, locale, t(key, locale, **{name: Sample(number)[name] for name in names})))
    return out


def strings_in(body: Any) -> list[str]:
    if isinstance(body, str):
        return [body]
    if isinstance(body, dict):
        return [s for value in body.values() for s in strings_in(value)]
    if isinstance(body, list):
        return [s for value in body for s in strings_in(value)]
    return []


def test_no_text_puts_a_full_stop_after_an_exclamation_mark() -> None:
    for number in (1, 2, 5):
        bad = [(key, locale, text) for key, locale, text in rendered(number) if BANG_STOP.search(text)]
        assert not bad, bad
    assert BANG_STOP.search("it's your move in TWEAK!.") and BANG_STOP.search("**TWEAK!**.")  # the check can fail


async def test_nothing_the_bot_sends_in_a_game_has_a_full_stop_after_the_title(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "tweak new", seats=3, computers=2, target_score=10))
    await run_game(h, board, {0: alice})
    sent = [s for r in h.fake.requests if r.method in ("POST", "PATCH") for s in strings_in(r.body)]
    assert any("TWEAK!" in s for s in sent) and any("wins the game" in s for s in sent)
    assert not [s for s in sent if BANG_STOP.search(s)]


# --- the clock ------------------------------------------------------------------------------------------------
def test_the_clock_reads_in_minutes_and_seconds() -> None:
    assert DEFAULT_TURN_S == 180
    assert [clock_text(s, "en") for s in (180, 90, 45, 900)] == ["3 min", "1 min 30 s", "45 s", "15 min"]
    assert clock_text(90, "tr") == "1 dk 30 sn" and clock_text(120, "ru") == "2 мин"


async def test_the_lobby_and_the_board_say_the_kinder_default_clock(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2))
    assert "Turn time: 3 min (then the computer plays the turn)" in board.text()
    await h.click(bob, "Join", message=board)
    state = await state_of(h)
    assert state.turn_timeout == 180 and state.deadline() == state.turn_started + 180
    assert f"⏱ 3 min a turn; the computer takes over <t:{int(state.turn_started + 180)}:R>" in board.text()


async def test_the_opener_sets_the_clock_and_the_lobby_says_it_in_their_language(h: Harness) -> None:
    ivan = h.user("ivan", locale="ru")
    board = h.reply(await h.slash(ivan, "tweak new", seats=3, turn_seconds=75))
    assert "Время на ход: 1 мин 15 с (потом ход делает компьютер)" in board.text()


async def test_alone_against_computers_there_is_no_clock(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "tweak new", seats=3, computers=2))
    state = await state_of(h)
    assert state.turn_timeout == 0 and state.bomb_timeout == 0
    record = await h.bot.games_store.get(1) if h.bot else None
    assert record is not None and record.options["turn_seconds"] == 0 and record.next_deadline is None
    await h.settle()
    assert (await state_of(h)).deadline() is None
    assert "⏱ No turn clock: take your time" in board.text() and "<t:" not in board.text()
    while 0 not in (await state_of(h)).actors():  # the computers play until alice's turn
        await h.settle()
    before = await state_of(h)
    assert h.bot is not None
    h.fake.advance(3600)
    await h.bot.scheduler.run_due()
    await h.settle()
    after = await state_of(h)
    assert (after.turn, after.hands, after.table) == (before.turn, before.hands, before.table)  # still waiting
    assert "ran out of time" not in board.text()


async def test_alone_against_computers_the_opener_may_still_ask_for_a_clock(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "tweak new", seats=2, computers=1, turn_seconds=60))
    state = await state_of(h)
    assert state.turn_timeout == 60 and state.bomb_timeout == 60
    while 0 not in (await state_of(h)).actors():
        await h.settle()
    assert "⏱ 1 min a turn; the computer takes over <t:" in board.text()
    assert (await state_of(h)).deadline() is not None


async def test_a_game_of_members_and_computers_keeps_its_clock(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "tweak new", seats=3, computers=1))
    assert "Turn time: 3 min" in board.text()  # two people will wait on each other


def test_a_bomb_without_a_clock_waits_for_its_victims() -> None:
    state = game.new_game(2, 50, 3, T0, turn_timeout=0, bomb_timeout=0)
    assert state.deadline() is None
    bomber = state.turn
    state.tweak_pile.remove("bomb1")
    state.tweaks[bomber].append("bomb1")
    bombed = game.apply(state, bomber, "bomb", "", (), T0 + 5)
    assert bombed.phase == "bomb" and bombed.bomb_deadline is None and bombed.deadline() is None
    clocked = game.new_game(2, 50, 3, T0, turn_timeout=30, bomb_timeout=20)
    clocked.tweak_pile.remove("bomb1")
    clocked.tweaks[clocked.turn].append("bomb1")
    assert game.apply(clocked, clocked.turn, "bomb", "", (), T0 + 5).deadline() == T0 + 25


def test_a_stored_game_with_the_old_clock_still_loads_and_says_it() -> None:
    kind = TweakKind()
    old = game.new_game(2, 50, 3, T0, turn_timeout=90.0, bomb_timeout=60.0).to_json()
    state = kind.load(old, game.SCHEMA)
    seen = kind.view(state, None)
    assert kind.clock_lines(seen, "en") == [f"⏱ 1 min 30 s a turn; the computer takes over <t:{int(T0 + 90)}:R>"]
    assert kind.clock_lines(seen, "tr")[0].startswith("⏱ Tur başına 1 dk 30 sn; bilgisayar <t:")


async def test_the_bomb_clock_is_said_on_the_board(h: Harness) -> None:
    alice, bob, board = await start_two(h)
    state = await state_of(h)
    await give_tweak(h, state.turn, "bomb1")
    users = {0: alice, 1: bob}
    await h.click(users[state.turn], "Show my hand", message=board)
    view = h.last_private(users[state.turn])
    button = next(c for c in view.buttons() if c["custom_id"].split(":")[3] == "bomb")
    await h.click(users[state.turn], custom_id=button["custom_id"], message=view)
    bombed = await state_of(h)
    assert bombed.phase == "bomb" and bombed.bomb_deadline is not None
    assert f"⏱ Whoever has not chosen <t:{int(bombed.bomb_deadline)}:R> gives a random card" in board.text()


# --- plurals ---------------------------------------------------------------------------------------------------
WRONG_PLURALS = {
    "en": re.compile(r"\b1 (points|cards|turns|hands)\b|\b(2|5|21) (point|card|turn|hand)\b"),
    "ru": re.compile(r"\b(1|21) (очков|очка|карт|карты)\b|\b(2|22) (очков|очко|карт)\b|\b(5|11) (очка|очко|карты)\b"),
    "tr": re.compile(r"\b\d+ (puanlar|kartlar)\b"),
}


@pytest.mark.parametrize("number", [1, 2, 5, 11, 21, 22])
def test_counts_take_their_plural(number: int) -> None:
    bad = [(key, locale, text) for key, locale, text in rendered(number) if WRONG_PLURALS[locale].search(text)]
    assert not bad, bad


def test_the_winner_line_counts_points() -> None:
    ctx = Context(1, (SeatInfo(0, 1, "alice"), SeatInfo(1, 2, "bob")), {}, "en", T0)
    kind = TweakKind()
    assert kind.event_text(ctx, "tw.ev.winner", {"who": 0, "score": 1}) == "🏆 alice wins the game with 1 point!"
    assert kind.event_text(ctx, "tw.ev.winner", {"who": 0, "score": 51}) == "🏆 alice wins the game with 51 points!"
    ru = Context(1, ctx.seats, {}, "ru", T0)
    assert kind.event_text(ru, "tw.ev.winner", {"who": 1, "score": 51}) == "🏆 bob побеждает, набрав 51 очко!"
    assert kind.event_text(ru, "tw.ev.winner", {"who": 1, "score": 52}) == "🏆 bob побеждает, набрав 52 очка!"
    assert kind.event_text(ru, "tw.ev.winner", {"who": 1, "score": 50}) == "🏆 bob побеждает, набрав 50 очков!"
    assert WRONG_PLURALS["ru"].search("набрав 21 очков") and WRONG_PLURALS["en"].search("with 1 points")


def test_every_text_is_registered() -> None:
    assert all(key in CATALOGUE for key in STRINGS)


async def test_the_end_of_the_game_is_announced_with_its_winner(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "tweak new", seats=2, computers=1, target_score=8))
    state = await run_game(h, board, {0: alice})
    winner = state.winners[0]
    name = "alice" if winner == 0 else "Computer 1"
    ended = [m.content for m in h.fake.messages.values() if m.content.startswith("🏁 TWEAK! #1 is over")]
    assert ended == [f"🏁 TWEAK! #1 is over: 🏆 {name} wins the game with {state.scores[winner]} points! Board: "
                     f"{ended[0].rsplit(' ', 1)[-1]}"]
