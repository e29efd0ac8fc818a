"""The board image: a small PNG, and every character of the localised text it draws exists in the font."""

from __future__ import annotations

import re

import pytest

from bot.games.backgammon import game
from bot.games.backgammon.render import BoardView, render_board
from bot.games.backgammon.text import STRINGS
from bot.i18n import CATALOGUE, LOCALES, t
from bot.render.common import font, to_png

CATALOGUE.register(STRINGS)  # as the backgammon cog does when it loads
SAMPLE_NAMES = ("Ayşe Güneş", "Борис Ёлкин")


def view(locale: str) -> BoardView:
    state = game.new_match("match", 5, 3, 0.0)
    return BoardView(
        boards=(tuple(state.board[0]), tuple(state.board[1])), viewer=state.turn, names=SAMPLE_NAMES,
        dice=tuple(state.dice), dice_left=tuple(state.dice), cube=4, owner=0, pips=(167, 167),
        clocks=("1:45", "0:09"), score_line=t("bg.score_line", locale, a=1, b=3, length=5),
        pips_label=t("bg.label.pips", locale), last_play=(1, [[13, 7, 1]]), selected=13,
        to_move=state.turn,
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_board_renders_in_every_locale(locale: str) -> None:
    v = view(locale)
    png = to_png(render_board(v))
    assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
    for text in (*SAMPLE_NAMES, v.score_line, v.pips_label, t("bg.title", locale)):
        for ch in text:
            if ch.strip():
                assert font(16).getmask(ch).getbbox() is not None, f"no glyph for {ch!r} ({locale})"


LONG_NAMES = ("W" * 32, "名前がとても長いプレイヤーさん名前がとても長いプレイヤーさ",
              "🎲🎲🎲 dice lover 🎲🎲🎲🎲🎲🎲🎲🎲🎲", "Ωmega_Player_With_A_Long_Name_32")


@pytest.mark.parametrize(("names", "locale"), [(LONG_NAMES[:2], "en"), (LONG_NAMES[2:], "ru"),
                                                (SAMPLE_NAMES, "tr")])
def test_long_names_are_cut_and_no_text_overlaps(names: tuple[str, str], locale: str) -> None:
    from bot.games.backgammon import render
    from tests.pictures import assert_no_overlap, digit_height, recorded_text

    v = view(locale)
    v.names = names
    v.labels = {"clock": t("bg.label.clock", locale)}
    v.offer = (1, 8)
    with recorded_text(render) as boxes:
        picture = render.render_board(v)
    texts = [text for _, text, _ in boxes]
    assert any(text.endswith("…") for text in texts) or names == SAMPLE_NAMES
    assert t("bg.label.pips", locale) in texts and t("bg.label.clock", locale) in texts  # labelled
    assert "167" in texts and "1:45" in texts and "8" in texts  # pips, clock and the offered cube's value
    assert_no_overlap(boxes, picture.width)
    numbers = [(text, f) for _, text, f in boxes if re.fullmatch(r"[0-9:–/ ()]+", text)]
    assert len(numbers) >= 24 + 2 + 2 + 2  # every point, the cubes, both pip counts, both clocks
    for text, f in numbers:  # read on a phone: the board shown 450 px wide
        assert digit_height(f, picture.width) >= 12, f"{text!r}: {digit_height(f, picture.width):.1f} px"


def test_the_public_board_keeps_one_side_and_each_player_sees_their_own() -> None:
    from bot.framework.kinds import Context, SeatInfo
    from bot.games.backgammon.kind import BackgammonKind

    kind = BackgammonKind()
    ctx = Context(1, (SeatInfo(0, 1, "alice"), SeatInfo(1, 2, "bob")), {"mode": "match", "length": 5}, "en", 0.0)
    state = game.new_match("match", 5, 3, 0.0)
    seen = set()
    for _ in range(12):
        seat = next(iter(state.actors()))
        public = kind._board(ctx, state)
        seen.add(state.turn)
        assert public.viewer == 0  # whoever is on roll
        for who in (0, 1):
            private = kind.hand(ctx, state, who)
            assert private is not None and private.image_key is not None and f"'viewer': {who}" not in private.image_key
            assert kind._board(ctx, state, who).viewer == who
        from bot.games.backgammon import computer

        decided = computer.decide(state, seat, "beginner")
        assert decided is not None
        state = game.apply(state, seat, decided[0], decided[1], 0.0)
    assert seen == {0, 1}


def test_an_offered_double_is_drawn_beside_the_doubler() -> None:
    from bot.framework.kinds import Context, SeatInfo
    from bot.games.backgammon.kind import BackgammonKind

    kind = BackgammonKind()
    ctx = Context(1, (SeatInfo(0, 1, "alice"), SeatInfo(1, 2, "bob")), {"mode": "match", "length": 5}, "en", 0.0)
    state = game.new_match("match", 5, 3, 0.0)
    state.phase, state.dice, state.moved, state.turn_start = "roll", [], [], None
    state = game.apply(state, state.turn, "double", "", 0.0)
    board = kind._board(ctx, state)
    assert board.offer == (1 - next(iter(state.actors())), 2) and board.cube == 1
    taken = game.apply(state, next(iter(state.actors())), "take", "", 0.0)
    assert kind._board(ctx, taken).offer is None and kind._board(ctx, taken).cube == 2
