"""What a newcomer stumbled on in their first games of Netrunner: select texts cut mid-word, "1 credits",
"you passed a piece of ice" where there is none, a "Continue" that meant "don't rez", the same player
called "Computer" and "The Corp", the result said twice, a seen card named without what it is, a trash
symbol the font draws as a box, and the clock said nowhere."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import ImageDraw

from bot.cards import faces
from bot.framework.kinds import Action, Context, SeatInfo
from bot.games.netrunner import computer, game, glyphs, rules
from bot.games.netrunner.cards import CARDS, PLAYABLE
from bot.games.netrunner.kind import NetrunnerKind, brief, describe, fit
from bot.games.netrunner.render import render_board, render_hand
from bot.games.netrunner.state import NrState
from bot.games.netrunner.text import STRINGS
from bot.harness import Harness
from bot.i18n import t
from tests.netrunner.build import CORP, RUNNER, add, answer, blank, runner_turn
from tests.netrunner.helpers import private_view, state_of

KIND = NetrunnerKind()
LOCALES = ("en", "tr", "ru")


def ctx(locale: str = "en", **extra: Any) -> Context:
    return Context(1, (SeatInfo(0, 100, "alice"), SeatInfo(1, 101, "Computer")), {}, locale, 0.0, **extra)


# --- 1. select texts at Discord's 100 characters ---------------------------------------------------------------
def test_fit_cuts_at_a_word_and_says_so() -> None:
    text = "When rezzed: 15 credits on it. Click: take 3; trash it once empty. " * 3
    cut = fit(text)
    assert len(cut) <= 100 and cut.endswith("…")
    assert text.startswith(cut[:-1]) and text[len(cut) - 1] in " ,;:."  # the next character ends a word
    assert fit("short") == "short"
    assert fit("x" * 150) == "x" * 99 + "…"  # one word longer than the limit: cut, still marked


@pytest.mark.parametrize("locale", LOCALES)
def test_every_cards_option_starts_with_what_it_is_and_ends_on_a_whole_word(locale: str) -> None:
    for card in PLAYABLE.values():
        if card.type == "identity":
            continue
        text = describe(card, locale)
        full = t(f"nr.ab.{card.id}", locale)
        assert len(text) <= 100
        assert text.startswith(t(f"nr.type.{card.type}", locale).capitalize()), text
        if card.type == "agenda":
            assert str(card.points) in text.split(".")[0] and str(card.advancement) in text.split(".")[0]
        if card.trash is not None:
            assert str(card.trash) in text.split(".")[0]
        if text.endswith("…"):
            body = text[:-1]
            words = re.findall(r"\w+", full)
            last = re.findall(r"\w+", body)[-1]
            assert last in words, f"{card.id}: cut inside a word: {text!r}"
            tail = (text[:-1].split(". ", 1)[1] if ". " in text else body).rstrip()
            assert full.startswith(tail) and (len(full) == len(tail) or not full[len(tail)].isalnum()), text


async def test_the_hand_select_through_discord_has_whole_words(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "netrunner new", computer=True, side="runner", step="booster"))
    view = await private_view(h, alice, board)
    await h.click(alice, "Keep", message=view)
    await h.settle()
    state = await state_of(h)
    assert game.awaited(state) == {0: "turn"}
    view = await private_view(h, alice, board)
    select = next(c for c in view.all_components() if c.get("type") == 3 and ":pick" in c["custom_id"])
    for option in select["options"]:
        card = CARDS[state.inst(int(option["value"])).card]
        description = option["description"]
        assert len(description) <= 100 and description.startswith(t(f"nr.type.{card.type}", "en").capitalize())
        full = t(f"nr.ab.{card.id}", "en")
        if description.endswith("…"):
            tail = description[:-1].split(". ", 1)[1]
            assert full.startswith(tail) and not full[len(tail)].isalnum(), description


def test_the_corps_actions_on_installed_cards_say_what_the_cards_do() -> None:
    s = blank()
    add(s, "root:r1", "regolith-mining-license", rezzed=True)
    add(s, "root:r2", "nico-campaign")
    view = KIND.hand(ctx(), s, CORP)
    assert view is not None
    select = next(c for c in view.controls if c.action == "do")
    described = {ch.label: ch.description for ch in select.choices}
    assert described["Use: Regolith Mining License"] == describe(CARDS["regolith-mining-license"], "en")
    rez = str(described["Rez: Nico Campaign in Remote 2 (2 ¢)"])
    assert rez.startswith("Asset: Advertisement · trash cost 2. When")


# --- 2. wording ------------------------------------------------------------------------------------------------------
def _filled(template: str, n: int) -> dict[str, Any]:
    return {field: n for _, field, _, _ in string.Formatter().parse(template) if field}


def _texts(n: int, locale: str) -> Iterator[tuple[str, str]]:
    for key, forms in STRINGS.items():
        templates = [forms[locale]] if isinstance(forms[locale], str) else list(forms[locale].values())  # type: ignore[union-attr]
        params: dict[str, Any] = {}
        for template in templates:
            params |= _filled(str(template), n)
        yield key, t(key, locale, **params)


WRONG = {
    ("en", 1): r"\b1 (credits|clicks|cards|tags|points|counters|subroutines)\b",
    ("en", 5): r"\b5 (credit|click|card|tag|point|counter|subroutine)\b(?! cost)",
    ("ru", 1): r"\b1 (кредита|кредитов|клика|кликов|карты|карт|метки|меток|очка|очков|жетона|жетонов)\b",
    ("ru", 3): r"\b3 (кредитов|кредит|кликов|клик|карт|карта|меток|метка|очков|очко|жетонов|жетон)\b",
    ("ru", 5): r"\b5 (кредита|кредит|клика|клик|карты|карта|метки|метка|очка|очко|жетона|жетон)\b",
}


@pytest.mark.parametrize(("locale", "n"), sorted(WRONG))
def test_a_count_before_a_noun_agrees_with_it(locale: str, n: int) -> None:
    wrong = [(key, text) for key, text in _texts(n, locale) if re.search(WRONG[(locale, n)], text)]
    assert not wrong


def test_the_statline_says_1_credit() -> None:
    s = blank()
    s.credits = [1, 2]
    lines = KIND.board(ctx(), s).description.splitlines()
    assert any(line.startswith("alice (Corp): 1 credit ·") for line in lines), lines
    assert any(line.startswith("Computer (Runner): 2 credits ·") for line in lines), lines


def test_a_run_on_a_server_without_ice_does_not_speak_of_passing_ice() -> None:
    s = game.apply(runner_turn(blank()), RUNNER, "run", "hq")
    assert game.awaited(s) == {RUNNER: "movement"}
    view = KIND.hand(ctx(), s, RUNNER)
    assert view is not None
    assert "No ice protects HQ" in view.description and "passed" not in view.description
    assert "Go on to the server" in [c.label for c in view.controls]
    assert not any("pass" in KIND.event_text(ctx(), k, p) for k, p in s.events)


def test_passing_ice_says_which_and_what_comes_next() -> None:
    s = runner_turn(blank())
    add(s, "ice:rd", "palisade")
    add(s, "ice:rd", "tithe")
    s.rez_stops = False
    s = game.apply(s, RUNNER, "run", "rd")  # both unrezzed: passed at once
    view = KIND.hand(ctx(), s, RUNNER)
    assert view is not None and "You passed ice 1 of 2 on R&D" in view.description
    assert "Go on to the next ice" in [c.label for c in view.controls]
    s = game.apply(s, RUNNER, "continue")
    view = KIND.hand(ctx(), s, RUNNER)
    assert view is not None and "You passed ice 2 of 2 on R&D" in view.description
    assert "Go on to the server" in [c.label for c in view.controls]


def test_the_buttons_for_not_rezzing_say_so() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "tithe")
    add(s, "root:hq", "manegarm-skunkworks")
    s = game.apply(s, RUNNER, "run", "hq")
    view = KIND.hand(ctx(), s, CORP)
    assert view is not None
    labels = {c.action: c.label for c in view.controls}
    assert labels["continue"] == "Don't rez it" and labels["rez"] == "Rez Tithe (1 ¢)"
    s = game.apply(game.apply(s, CORP, "continue"), RUNNER, "continue")
    assert game.awaited(s) == {CORP: "server_window"}
    view = KIND.hand(ctx(), s, CORP)
    assert view is not None
    assert {c.action: c.label for c in view.controls}["continue"] == "Don't rez anything"


def test_the_log_calls_each_player_by_name_never_by_side_alone() -> None:
    s = game.new_game(5, 0.0, step="booster", corp=1)
    context = ctx()
    names = {0: "alice", 1: "Computer"}
    lines: list[str] = []
    keys: set[str] = set()
    for _ in range(1500):
        if s.is_over():
            break
        seat = min(game.awaited(s))
        move = computer.decide(KIND.view(s, seat), seat)
        assert move is not None
        s = KIND.apply(context, s, seat, Action(*move)).state
        for key, params in s.events:
            text = KIND.event_text(context, key, params)
            lines.append(text)
            keys.add(key)
            if key in rules.CORP_EVENTS:
                assert names[s.corp] in text, text
            if key in rules.RUNNER_EVENTS:
                assert names[s.runner] in text, text
    assert {"nr.ev.installed_corp", "nr.ev.run", "nr.ev.installed_runner"} <= keys
    assert not [line for line in lines if line.startswith(("The Corp", "The Runner", "Corp ", "Runner "))]


def test_a_line_logged_before_players_were_named_still_reads() -> None:
    assert KIND.event_text(ctx(), "nr.ev.run", {"server": "hq"}) == "Runner runs on HQ."


def test_the_result_is_said_once_after_a_concession() -> None:
    s = blank()
    s = KIND.apply(ctx(), s, RUNNER, Action("concede")).state
    for recent in ((), tuple((k, p) for k, p in s.events)):
        text = KIND.board(ctx(recent=recent), s).description
        assert text.count("wins as the Corp") == 1 and text.count("Game over") == 1, text
        assert "(the opponent conceded)" in text


def test_an_accessed_and_a_seen_card_say_what_they_are() -> None:
    s = runner_turn(blank())
    remote = add(s, "root:r1", "regolith-mining-license")
    s.rez_stops = False
    s = game.apply(game.apply(s, RUNNER, "run", "r1"), RUNNER, "continue")
    view = KIND.hand(ctx(), s, RUNNER)
    assert view is not None
    assert "You access Regolith Mining License (asset, trash cost 3). Trash it for 3 credits?" in view.description
    private = [KIND.event_text(ctx(), key, params) for seat, key, params in s.private if seat == RUNNER]
    assert "You access Regolith Mining License (asset, trash cost 3)." in private
    s = answer(s, "leave")
    assert s.where(remote) == "root:r1"
    view = KIND.hand(ctx(), s, RUNNER)
    assert view is not None
    assert "You have seen: Regolith Mining License (asset, trash cost 3) in Remote 1." in view.description
    assert brief("offworld-office", "en") == "Offworld Office (agenda, 2 agenda points)"
    assert brief("hedge-fund", "ru") == "Hedge Fund (операция)"


# --- 3. every character the pictures draw is in the font ---------------------------------------------------------
def test_the_font_map_is_read_right() -> None:
    assert ord("¢") in glyphs.covered(False) and ord("☣") in glyphs.covered(True) and ord("я") in glyphs.covered(True)
    assert ord("🗑") not in glyphs.covered(False) and ord("🗑") not in glyphs.covered(True)
    assert glyphs.missing("Brân 1.0 · Karunā ★ ☣2 ¢ …") == set()
    assert glyphs.drawable("alice 🦊 fox", True) == "alice fox" and glyphs.drawable("🦊") == "?"


def _boards(locale: str) -> Iterator[tuple[Context, NrState]]:
    context = Context(1, (SeatInfo(0, 100, "alice 🦊"), SeatInfo(1, 101, "Bob ✈︎")), {}, locale, 0.0)
    for seed, step_name in ((11, "booster"), (12, "starter")):
        s = game.new_game(seed, 0.0, step=step_name, corp=seed % 2)
        for step in range(1500):
            if s.is_over():
                break
            seat = min(game.awaited(s))
            move = computer.decide(KIND.view(s, seat), seat)
            assert move is not None
            s = game.apply(s, seat, *move)
            if step % 3 == 0 or s.run is not None:
                yield context, s
        yield context, s


@pytest.mark.parametrize("locale", LOCALES)
def test_every_character_the_pictures_draw_is_in_their_font(locale: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, bool]] = []
    original = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        used = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        drawn.append((str(text), "Bold" in str(getattr(used, "path", ""))))
        original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    faces.render_face.cache_clear()
    from bot.games.netrunner.kind import face
    render_hand(tuple(face(c, locale) for c in PLAYABLE if CARDS[c].type != "identity"), "Your hand · 46 🂠")
    boards = 0
    for context, s in _boards(locale):
        render_board(KIND.board_view(context, KIND.view(s, None)))
        boards += 1
    assert boards > 20 and len(drawn) > 500
    assert any(text == t("nr.stat.trash", locale) for text, _ in drawn)  # the card faces' labels were seen too
    lacking = {(text, "".join(sorted(glyphs.missing(text, bold)))) for text, bold in drawn
               if glyphs.missing(text, bold)}
    assert not lacking
    faces.render_face.cache_clear()


def test_the_card_faces_show_the_trash_cost_in_words() -> None:
    from bot.games.netrunner.kind import face
    assert ("TRASH", "3") in face("regolith-mining-license", "en").stats
    assert ("СБРОС", "3") in face("regolith-mining-license", "ru").stats
    assert face("palisade", "tr").type_line == "Ice · Barrier"
    assert face("offworld-office", "ru").type_line == "Проект · Expansion"


# --- 4. the clock ------------------------------------------------------------------------------------------------
def test_the_clock_is_said_in_the_lobby_and_on_the_board() -> None:
    assert KIND.options_summary({}, "en") == "Starter game (to 6) · ⏱ 3 min for each decision"
    assert KIND.options_summary({"turn_seconds": 90, "step": "booster"}, "ru") == \
        "Ступень бустера (до 7) · ⏱ 1 мин 30 с на каждое решение"
    assert KIND.options_summary({"turn_seconds": 45}, "tr") == "Başlangıç oyunu (6 puan) · ⏱ her karar için 45 sn"
    s = blank()
    s.turn_seconds, s.deadline = 120.0, 1000.0
    assert "⏱ 2 min for each decision (then the default is taken) · this one runs out <t:1000:R>" in \
        KIND.board(ctx(), s).description


async def test_the_lobby_and_the_board_say_the_clock_through_discord(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "netrunner new", turn_seconds=60))
    assert "⏱ 1 min for each decision" in board.text()
    await h.click(bob, "Join", message=board)
    assert "⏱ 1 min for each decision (then the default is taken)" in h.fake.messages[board.id].text()
