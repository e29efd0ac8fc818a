"""Drawing straight into a fixed palette (`bot.render.common.FixedPalette`): text keeps its antialiased edge
as blends of its ink into what it stands on, and never paints over what lies around its letters."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.games.backgammon.render import COLOURS, TEXT, WOOD, BoardView, _palette, render_board
from bot.render.common import FixedPalette, draw_text, font

INK, PAPER, OTHER = (250, 250, 250), (10, 60, 30), (200, 30, 30)


def colours(image: Image.Image) -> set[tuple[int, int, int]]:
    return {c for _, c in image.convert("RGB").getcolors(1 << 20) or []}  # type: ignore[misc]


def test_text_is_ink_paper_and_blends_of_them_only() -> None:
    fixed = FixedPalette([PAPER, INK, OTHER], [(INK, PAPER)], steps=8)
    image = fixed.canvas((120, 50), PAPER)
    draw_text(fixed.draw(image), (10, 25), "Ab8", font=font(30, bold=True), fill=INK, anchor="lm", bg=PAPER)
    ramp = {fixed.colours[i] for i in fixed.ramp(INK, PAPER)}
    found = colours(image)
    assert INK in found and PAPER in found and len(found - {INK, PAPER}) >= 3  # antialiased, not jagged
    assert found <= ramp
    with pytest.raises(TypeError):  # what the text stands on is the caller's to say, never guessed
        draw_text(fixed.draw(image), (10, 25), "A", font=font(30), fill=INK)


def test_text_leaves_what_lies_between_its_letters() -> None:
    fixed = FixedPalette([PAPER, INK, OTHER], [(INK, PAPER)])
    image = fixed.canvas((120, 50), OTHER)
    before = image.copy()
    draw_text(fixed.draw(image), (10, 25), "i i", font=font(30), fill=INK, anchor="lm", bg=PAPER)
    pairs = list(zip(before.tobytes(), image.tobytes(), strict=True))
    changed = sum(a != b for a, b in pairs)
    assert 0 < changed < 0.1 * len(pairs)  # only the letters' own pixels were written
    assert all(b == a or fixed.colours[b] != OTHER for a, b in pairs)


def test_a_pair_not_given_maps_onto_the_nearest_colours_and_a_full_palette_is_refused() -> None:
    fixed = FixedPalette([PAPER, INK, OTHER], [(INK, PAPER)])
    ramp = fixed.ramp(INK, OTHER)
    assert fixed.colours[ramp[0]] == OTHER and fixed.colours[ramp[-1]] == INK
    with pytest.raises(ValueError):
        FixedPalette([(k, k, k) for k in range(256)], [((255, 0, 0), (0, 0, 0))])


def test_the_board_is_drawn_in_its_palette() -> None:
    view = BoardView(boards=((2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                             (0, 0, 0, 0, 0, 7, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                     viewer=0, names=("Ayşe", "Борис"), dice=(6, 5), dice_left=(5,), cube=2, owner=1,
                     pips=(100, 150), clocks=("1:45", "0:09"), score_line="Score 1–2 (to 5)", to_move=0)
    board = render_board(view)
    assert board.mode == "P"
    palette = set(_palette().colours)
    found = colours(board)
    assert found <= palette and {WOOD, TEXT, *COLOURS} <= found
