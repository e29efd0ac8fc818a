"""The board image: a small PNG, and every character of the localised text it draws exists in the font."""

from __future__ import annotations

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
        pips_label=t("bg.pips", locale), last_play=(1, [[13, 7, 1]]), selected=13,
        footer=t("bg.footer", locale, pid=state.position_id(), mid=state.match_id()), to_move=state.turn,
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_board_renders_in_every_locale(locale: str) -> None:
    v = view(locale)
    png = to_png(render_board(v))
    assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
    for text in (*SAMPLE_NAMES, v.score_line, v.pips_label, v.footer, t("bg.title", locale)):
        for ch in text:
            if ch.strip():
                assert font(16).getmask(ch).getbbox() is not None, f"no glyph for {ch!r} ({locale})"
