"""The backgammon board image. Pure: a `BoardView` in, a Pillow image out.

Drawn from the point of view of `viewer`: their home board bottom right, their checkers entering from
the top right. The public board keeps one viewer for the whole game (the opener, seat 0); each player
can see their own side privately.

Every point carries both players' numbers, each in a tag of that player's checker colour (white tags:
white's 1-24, red tags: red's 1-24). Backgammon players name points from their own side (red's
13-point is white's 12-point), and the game's buttons, its log and its .mat export use each player's
own numbering as the notation does; one public picture can serve both players only if it shows both
numberings. The viewer's numbers stand on the outer rows (where a board diagram has them), the
opponent's on the rows next to the board.

Below the board, one row per player: their colour, name (cut with "…" to its column), "Pips", and the
clock; the score stands apart on the right. No text box overlaps another (tests check this with names
of 32 characters, emoji and CJK).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.render.common import FixedPalette, draw_text, elide, font

NUMBER = 33  # every number is drawn this big (bold): 12 px tall when a phone shows the board 450 px wide
W = 900
MARGIN = 30
TAG_H = 36  # a point number's tag
NUM_ROW = TAG_H + 4  # one row of point numbers
TOP = 8 + 2 * NUM_ROW  # room for two rows of point numbers above the board (and as much below it)
BOARD_H = 520
ROW_H = 48  # one row of the strip under the board
BAR_W = 54
TRAY_W = 84
PLAY_W = W - 2 * MARGIN - TRAY_W - 10
HALF_W = (PLAY_W - BAR_W) // 2
POINT_W = HALF_W // 6
LEFT = MARGIN
BAR_X = LEFT + 6 * POINT_W
RIGHT_X = BAR_X + BAR_W
TRAY_X = RIGHT_X + 6 * POINT_W + 10
R = min(POINT_W // 2 - 3, 23)  # five checkers from each side never meet
STRIP_Y = TOP + BOARD_H + 2 * NUM_ROW + 16 + ROW_H // 2
H = STRIP_Y + 2 * ROW_H + ROW_H // 2 + 6

WOOD = (92, 58, 33)
FELT = (24, 92, 64)
POINT_A = (205, 170, 120)
POINT_B = (150, 45, 40)
WHITE = (246, 243, 233)
RED = (200, 40, 40)
COLOURS = (WHITE, RED)
OUTLINES = ((70, 70, 70), (90, 10, 10))
TEXT = (240, 236, 225)
HIGHLIGHT = (255, 215, 0)
BAR = (70, 44, 24)
TRAY = (60, 38, 20)
INK = (20, 20, 20)  # the cube's and the offer's number, an unused die's pips
DIE, DIE_USED, DIE_EDGE, PIP_USED = (255, 255, 255), (200, 200, 200), (30, 30, 30), (120, 120, 120)
CUBE, CUBE_CRAWFORD, OFFER = (235, 235, 235), (150, 150, 150), (250, 250, 250)


@dataclass
class BoardView:
    boards: tuple[tuple[int, ...], tuple[int, ...]]  # per seat, own point of view
    viewer: int
    names: tuple[str, str]
    dice: tuple[int, ...] = ()
    dice_left: tuple[int, ...] = ()
    cube: int = 1
    owner: int | None = None
    crawford: bool = False
    pips: tuple[int, int] = (0, 0)
    clocks: tuple[str, str] = ("", "")
    score_line: str = ""
    pips_label: str = "pips"
    last_play: tuple[int, list[list[int]]] | None = None  # (seat, [[from, to, hit], ...])
    selected: int | None = None  # the checker the player to move picked, in their own numbering
    to_move: int | None = None
    labels: dict[str, str] = field(default_factory=dict)  # "clock": the clocks' label; "clock0"/"clock1": a seat's own
    offer: tuple[int, int] | None = None  # (doubler, offered value) while a double waits for its answer


def point_xy(p: int) -> tuple[int, bool]:
    """Left x of the viewer's point p (1..24) and whether it hangs from the top."""
    if 1 <= p <= 6:
        return RIGHT_X + (6 - p) * POINT_W, False
    if 7 <= p <= 12:
        return LEFT + (12 - p) * POINT_W, False
    if 13 <= p <= 18:
        return LEFT + (p - 13) * POINT_W, True
    return RIGHT_X + (p - 19) * POINT_W, True


TAG_INK = (OUTLINES[0], TEXT)  # each seat's number on its tag


def number_rows(viewer: int) -> dict[int, tuple[float, float]]:
    """The centre y of each seat's numbers (top row, bottom row): the viewer's outermost."""
    top_outer, top_inner = TOP - NUM_ROW * 1.5, TOP - NUM_ROW * 0.5
    bottom_inner, bottom_outer = TOP + BOARD_H + NUM_ROW * 0.5, TOP + BOARD_H + NUM_ROW * 1.5
    return {viewer: (top_outer, bottom_outer), 1 - viewer: (top_inner, bottom_inner)}


def _tag(d: ImageDraw.ImageDraw, cx: float, cy: float, seat: int, number: int) -> None:
    d.rounded_rectangle((cx - POINT_W / 2 + 1, cy - TAG_H / 2, cx + POINT_W / 2 - 1, cy + TAG_H / 2), radius=7,
                        fill=COLOURS[seat], outline=OUTLINES[seat], width=1)
    draw_text(d, (cx, cy), str(number), font=font(NUMBER, bold=True), fill=TAG_INK[seat], anchor="mm")


@lru_cache(maxsize=2)
def _background(viewer: int) -> Image.Image:
    """The empty board with both players' point numbers, drawn once per viewer in RGB and mapped onto the
    palette."""
    img = Image.new("RGB", (W, H), WOOD)
    d = ImageDraw.Draw(img)
    d.rectangle((LEFT, TOP, LEFT + 6 * POINT_W, TOP + BOARD_H), fill=FELT)
    d.rectangle((RIGHT_X, TOP, RIGHT_X + 6 * POINT_W, TOP + BOARD_H), fill=FELT)
    d.rectangle((BAR_X, TOP, BAR_X + BAR_W, TOP + BOARD_H), fill=BAR)
    d.rectangle((TRAY_X, TOP, TRAY_X + TRAY_W, TOP + BOARD_H), fill=TRAY)
    tip = BOARD_H * 0.42
    rows = number_rows(viewer)
    for p in range(1, 25):
        x, top = point_xy(p)
        colour = POINT_A if p % 2 else POINT_B
        if top:
            d.polygon([(x, TOP), (x + POINT_W, TOP), (x + POINT_W / 2, TOP + tip)], fill=colour)
        else:
            bottom = TOP + BOARD_H
            d.polygon([(x, bottom), (x + POINT_W, bottom), (x + POINT_W / 2, bottom - tip)], fill=colour)
        for seat in (0, 1):
            _tag(d, x + POINT_W / 2, rows[seat][0 if top else 1], seat, _viewer_point(seat, viewer, p))
    return _palette().adopt(img)


def _checker(d: ImageDraw.ImageDraw, cx: float, cy: float, seat: int, ring: bool = False) -> None:
    d.ellipse((cx - R, cy - R, cx + R, cy + R), fill=COLOURS[seat], outline=OUTLINES[seat], width=2)
    d.ellipse((cx - R * 0.6, cy - R * 0.6, cx + R * 0.6, cy + R * 0.6), outline=OUTLINES[seat], width=1)
    if ring:
        d.ellipse((cx - R - 4, cy - R - 4, cx + R + 4, cy + R + 4), outline=HIGHLIGHT, width=4)


def _stack(d: ImageDraw.ImageDraw, cx: float, from_top: bool, count: int, seat: int, ring: bool = False,
           base: float | None = None) -> None:
    shown = min(count, 5)
    step = 2 * R + 1
    start: float = (TOP + R + 2) if from_top else (TOP + BOARD_H - R - 2)
    if base is not None:
        start = base
    for i in range(shown):
        cy = start + i * step if from_top else start - i * step
        _checker(d, cx, cy, seat, ring=ring and i == shown - 1)
    if count > 5:
        cy = start + 4 * step if from_top else start - 4 * step
        ink = OUTLINES[seat] if seat == 0 else TEXT
        draw_text(d, (cx, cy), str(count), font=font(NUMBER, bold=True), fill=ink, anchor="mm", bg=COLOURS[seat])


def _die(d: ImageDraw.ImageDraw, x: float, y: float, value: int, used: bool) -> None:
    size = 44
    fill = DIE_USED if used else DIE
    d.rounded_rectangle((x, y, x + size, y + size), radius=8, fill=fill, outline=DIE_EDGE, width=2)
    pips = {
        1: [(0.5, 0.5)], 2: [(0.25, 0.25), (0.75, 0.75)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
        5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
        6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
    }[value]
    colour = PIP_USED if used else INK
    for px, py in pips:
        cx, cy = x + px * size, y + py * size
        d.ellipse((cx - 4.5, cy - 4.5, cx + 4.5, cy + 4.5), fill=colour)


def _clock_icon(d: ImageDraw.ImageDraw, cx: float, cy: float) -> None:
    d.ellipse((cx - 8, cy - 8, cx + 8, cy + 8), outline=TEXT, width=2)
    d.line((cx, cy, cx, cy - 5), fill=TEXT, width=2)
    d.line((cx, cy, cx + 4, cy), fill=TEXT, width=2)


def _viewer_point(seat: int, viewer: int, p: int) -> int:
    return p if seat == viewer or p in (0, 25) else 25 - p


@lru_cache(maxsize=1)
def _palette() -> FixedPalette:
    """Every colour of the board, and the blends of each text colour into what it stands on."""
    return FixedPalette(
        solids=[WOOD, FELT, BAR, TRAY, POINT_A, POINT_B, *COLOURS, *OUTLINES, TEXT, HIGHLIGHT, INK, DIE, DIE_USED,
                DIE_EDGE, PIP_USED, CUBE, CUBE_CRAWFORD, OFFER],
        text_on=[(TEXT, WOOD), (HIGHLIGHT, WOOD), (OUTLINES[0], WHITE), (TEXT, RED), (TEXT, TRAY), (INK, CUBE),
                 (INK, CUBE_CRAWFORD), (INK, OFFER)],
    )


def render_board(view: BoardView) -> Image.Image:
    """The board as a palette image, drawn in the palette itself: ready for a small, fast PNG."""
    return _draw(view)


def _draw(view: BoardView) -> Image.Image:
    img = _background(view.viewer).copy()
    d = _palette().draw(img)
    viewer, other = view.viewer, 1 - view.viewer

    # last play: mark the points it left and reached
    if view.last_play is not None:
        seat, steps = view.last_play
        for src, dst, _hit in steps:
            for p in (src, dst):
                vp = _viewer_point(seat, viewer, p)
                if 1 <= vp <= 24:
                    x, top = point_xy(vp)
                    y = TOP + 3 if top else TOP + BOARD_H - 9
                    d.rectangle((x + 4, y, x + POINT_W - 4, y + 6), fill=HIGHLIGHT)

    for seat in (viewer, other):
        side = view.boards[seat]
        for i in range(24):
            if side[i]:
                vp = _viewer_point(seat, viewer, i + 1)
                x, top = point_xy(vp)
                ring = seat == view.to_move and view.selected == i + 1  # picked in the mover's numbering
                _stack(d, x + POINT_W / 2, top, side[i], seat, ring=ring)
        bar = side[24]
        if bar:
            cx = BAR_X + BAR_W / 2
            # the viewer enters into the opponent's home (top right): their bar checkers sit in the top half
            if seat == viewer:
                _stack(d, cx, True, bar, seat, ring=seat == view.to_move and view.selected == 25,
                       base=TOP + BOARD_H / 2 - 4 * R - 20)
            else:
                _stack(d, cx, False, bar, seat, ring=seat == view.to_move and view.selected == 25,
                       base=TOP + BOARD_H / 2 + 4 * R + 20)

    # borne-off trays: opponent's at the top, the viewer's at the bottom
    for seat, top in ((other, True), (viewer, False)):
        off = 15 - sum(view.boards[seat])
        for k in range(off):
            y = TOP + 8 + k * 11 if top else TOP + BOARD_H - 18 - k * 11
            d.rounded_rectangle((TRAY_X + 10, y, TRAY_X + TRAY_W - 10, y + 9), radius=3, fill=COLOURS[seat],
                                outline=OUTLINES[seat])
        if off:  # how many are borne off, under (or over) the stack
            label_y = TOP + 8 + 15 * 11 + 22 if top else TOP + BOARD_H - 18 - 15 * 11 - 16
            draw_text(d, (TRAY_X + TRAY_W / 2, label_y), str(off), font=font(NUMBER, bold=True), fill=TEXT,
                      anchor="mm", bg=TRAY)

    # the cube: centred when nobody owns it, else on its owner's side
    cube_y = TOP + BOARD_H / 2
    if view.owner == viewer:
        cube_y = TOP + BOARD_H - 15 * 11 - 80
    elif view.owner == other:
        cube_y = TOP + 15 * 11 + 80
    cx = TRAY_X + TRAY_W / 2
    cube = CUBE_CRAWFORD if view.crawford else CUBE
    d.rounded_rectangle((cx - 30, cube_y - 30, cx + 30, cube_y + 30), radius=6, fill=cube, outline=INK, width=3)
    draw_text(d, (cx, cube_y), "C" if view.crawford else str(view.cube), font=font(NUMBER, bold=True),
              fill=INK, anchor="mm", bg=cube)

    # dice on the viewer's half
    if view.dice:
        dice = list(view.dice)
        if len(dice) == 2 and dice[0] == dice[1]:
            dice = dice * 2
        left = list(view.dice_left)
        x0 = RIGHT_X + 3 * POINT_W - (len(dice) * 52) / 2
        for k, value in enumerate(dice):
            used = value not in left
            if not used:
                left.remove(value)
            _die(d, x0 + k * 52, TOP + BOARD_H / 2 - 22, value, used)

    if view.offer is not None:  # the offered cube, on the doubler's side, beside the board's centre line
        doubler, value = view.offer
        oy = TOP + BOARD_H / 2 + (70 if doubler == viewer else -70)
        ox = RIGHT_X + 3 * POINT_W
        d.rounded_rectangle((ox - 30, oy - 30, ox + 30, oy + 30), radius=7, fill=OFFER, outline=HIGHLIGHT, width=5)
        draw_text(d, (ox, oy), str(value), font=font(NUMBER, bold=True), fill=INK, anchor="mm", bg=OFFER)

    _strip(d, view)
    return img


NAME_FONT, LABEL_FONT = 21, 17
PIPS_X, CLOCK_X = 350, 560
NAME_W = PIPS_X - LEFT - 32 - 12


def _label_and_number(d: ImageDraw.ImageDraw, x: float, y: float, label: str, number: str, room: float) -> None:
    """A small label and, after it, its number at phone size (the label gives way, never the number)."""
    big = font(NUMBER, bold=True)
    number_w = big.getlength(number)
    label = elide(label, LABEL_FONT, int(max(0, room - number_w - 8))) if label else ""
    if label:
        draw_text(d, (x, y), label, font=font(LABEL_FONT), fill=TEXT, anchor="lm", bg=WOOD)
        x += font(LABEL_FONT).getlength(label) + 8
    draw_text(d, (x, y), number, font=big, fill=TEXT, anchor="lm", bg=WOOD)


def _strip(d: ImageDraw.ImageDraw, view: BoardView) -> None:
    """One row per player (the viewer first): colour, name, pips, clock; then the score. The Position and
    Match IDs are in the message's footer, as text that can be copied."""
    for k, seat in enumerate((view.viewer, 1 - view.viewer)):
        y = STRIP_Y + k * ROW_H
        d.ellipse((LEFT, y - 12, LEFT + 24, y + 12), fill=COLOURS[seat], outline=OUTLINES[seat], width=2)
        mark = "▶ " if view.to_move == seat else ""
        name = elide(mark + view.names[seat], NAME_FONT, NAME_W, bold=True)
        draw_text(d, (LEFT + 32, y), name, font=font(NAME_FONT, bold=True), fill=HIGHLIGHT if mark else TEXT,
                  anchor="lm", bg=WOOD)
        _label_and_number(d, PIPS_X, y, view.pips_label, str(view.pips[seat]), CLOCK_X - PIPS_X - 16)
        if view.clocks[seat]:
            _clock_icon(d, CLOCK_X + 9, y)
            label = view.labels.get(f"clock{seat}", view.labels.get("clock", ""))
            _label_and_number(d, CLOCK_X + 24, y, label, view.clocks[seat],
                              W - MARGIN - CLOCK_X - 24)
    if view.score_line:
        y = STRIP_Y + 2 * ROW_H
        draw_text(d, (LEFT, y), elide(view.score_line, NUMBER, W - 2 * MARGIN, bold=True), font=font(NUMBER, bold=True),
                  fill=TEXT, anchor="lm", bg=WOOD)
