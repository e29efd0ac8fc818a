"""Netrunner pictures: the board (the Corp's servers as columns, each with its ice stack above its root,
the Runner's rig below, both players' numbers and score areas, the run's position) and a hand.

Cards on the board are bars: a name and a number (strength) in the card type's colour, or a plain back
("ICE", "card") for what is unrezzed or face down. Drawn from plain data the kind builds out of the
public view alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.cards.faces import CARD_W, Face, render_face
from bot.cards.faces import render_hand as render_hand_grid
from bot.games.netrunner.glyphs import drawable
from bot.render.common import elide, font

MARGIN = 14
COL_W = 150
BAR_H = 34
GAP = 6
BAND_H = 56
FELT = (20, 26, 30)
PANEL = (32, 40, 48)
TEXT = (232, 238, 240)
MUTED = (150, 165, 175)
ACTIVE = (255, 210, 70)
RUN = (80, 220, 255)
HAND_COLUMNS = 4


@dataclass(frozen=True)
class Bar:
    name: str
    right: str  # a strength, or ""
    colour: tuple[int, int, int]
    marks: tuple[str, ...] = ()  # counters: "adv 2", "9¢", "☣1"
    hidden: bool = False


@dataclass(frozen=True)
class Column:
    name: str
    ice: tuple[Bar, ...]  # innermost first
    root: tuple[Bar, ...]
    focus: int | None  # the ice the run is at
    running: bool
    extra: str = ""  # cards in HQ / R&D, Archives' count


@dataclass(frozen=True)
class BoardView:
    corp_name: str
    corp_stats: tuple[str, ...]
    runner_name: str
    runner_stats: tuple[str, ...]
    columns: tuple[Column, ...]
    programs: tuple[Bar, ...]
    hardware: tuple[Bar, ...]
    resources: tuple[Bar, ...]
    labels: tuple[str, str, str]
    scored: tuple[tuple[str, ...], tuple[str, ...]]  # the Corp's and the Runner's score areas
    corp_active: bool
    runner_active: bool
    caption: str = ""  # the run in progress: which server, which ice, which step


def _bar(d: ImageDraw.ImageDraw, x: int, y: int, bar: Bar, *, focus: bool = False, width: int = COL_W - 10) -> None:
    fill = (58, 62, 84) if bar.hidden else bar.colour
    d.rounded_rectangle((x, y, x + width, y + BAR_H), radius=7, fill=fill,
                        outline=RUN if focus else (12, 12, 16), width=3 if focus else 1)
    right = bar.right
    room = width - 12 - (int(font(15, bold=True).getlength(right)) + 8 if right else 0)
    name = elide(drawable(bar.name, True), 13, room, bold=True)
    d.text((x + 7, y + (9 if not bar.marks else 3)), name, font=font(13, bold=True), fill=(240, 240, 245))
    if bar.marks:
        marks = elide(drawable(" ".join(bar.marks), True), 11, room)
        d.text((x + 7, y + 19), marks, font=font(11, bold=True), fill=ACTIVE)
    if right:
        d.text((x + width - 7, y + BAR_H / 2), drawable(right, True), font=font(16, bold=True), fill=(255, 255, 255),
               anchor="rm")


def _band(d: ImageDraw.ImageDraw, y: int, width: int, name: str, stats: tuple[str, ...], scored: tuple[str, ...],
          active: bool) -> None:
    """The player's name on top; their numbers below, on the right, and their score area on the left."""
    d.rounded_rectangle((MARGIN - 6, y + 4, width - MARGIN + 6, y + BAND_H - 4), radius=10, fill=PANEL)
    if active:
        d.rectangle((MARGIN - 6, y + 10, MARGIN - 2, y + BAND_H - 10), fill=ACTIVE)
    d.text((MARGIN + 4, y + 7), elide(drawable(name, True), 18, width - 2 * MARGIN, bold=True),
           font=font(18, bold=True), fill=ACTIVE if active else TEXT)
    line = drawable("  ·  ".join(stats), True)
    d.text((width - MARGIN, y + 31), line, font=font(14, bold=True), fill=TEXT, anchor="ra")
    room = width - 2 * MARGIN - int(font(14, bold=True).getlength(line)) - 24
    if scored and room > 60:
        d.text((MARGIN + 4, y + 32), elide(drawable("★ " + ", ".join(scored)), 13, room), font=font(13), fill=MUTED)


def render_board(view: BoardView) -> Image.Image:
    columns = max(4, len(view.columns))
    width = 2 * MARGIN + columns * COL_W
    ice_rows = max([len(c.ice) for c in view.columns] + [1])
    root_rows = max([len(c.root) for c in view.columns] + [1])
    rig_rows = max(len(view.programs), len(view.hardware), len(view.resources), 1)
    corp_h = 24 + ice_rows * (BAR_H + GAP) + 10 + root_rows * (BAR_H + GAP) + 18
    caption_h = 24 if view.caption else 0
    height = BAND_H + corp_h + 12 + caption_h + 22 + rig_rows * (BAR_H + GAP) + 8 + BAND_H
    img = Image.new("RGB", (width, height), FELT)
    d = ImageDraw.Draw(img)
    _band(d, 0, width, view.corp_name, view.corp_stats, view.scored[0], view.corp_active)
    y0 = BAND_H
    for i, col in enumerate(view.columns):
        x = MARGIN + i * COL_W
        if col.running:
            d.rounded_rectangle((x + 1, y0 + 2, x + COL_W - 3, y0 + corp_h - 4), radius=8, outline=RUN, width=2)
        d.text((x + COL_W / 2 - 5, y0 + 12), elide(drawable(col.name, True), 14, COL_W - 14, bold=True),
               font=font(14, bold=True), fill=RUN if col.running else TEXT, anchor="mm")
        ice_top = y0 + 24
        for row, index in enumerate(range(len(col.ice) - 1, -1, -1)):  # outermost on top
            offset = ice_rows - len(col.ice)
            _bar(d, x + 4, ice_top + (offset + row) * (BAR_H + GAP), col.ice[index], focus=col.focus == index)
        root_top = ice_top + ice_rows * (BAR_H + GAP) + 10
        d.line((x + 8, root_top - 6, x + COL_W - 14, root_top - 6), fill=(70, 80, 90), width=2)
        for row, bar in enumerate(col.root):
            _bar(d, x + 4, root_top + row * (BAR_H + GAP), bar)
        if col.extra:
            d.text((x + COL_W / 2 - 5, y0 + corp_h - 12), elide(drawable(col.extra), 11, COL_W - 12), font=font(11),
                   fill=MUTED, anchor="mm")
    y = BAND_H + corp_h + 12
    if view.caption:
        d.text((width / 2, y + 8), elide(drawable(view.caption, True), 15, width - 2 * MARGIN, bold=True),
               font=font(15, bold=True), fill=RUN, anchor="mm")
        y += caption_h
    rig_w = (width - 2 * MARGIN) // 3
    for i, (label, bars) in enumerate(zip(view.labels, (view.programs, view.hardware, view.resources), strict=True)):
        x = MARGIN + i * rig_w
        d.text((x + 4, y), drawable(label, True), font=font(13, bold=True), fill=MUTED)
        for row, bar in enumerate(bars):
            _bar(d, x + 4, y + 20 + row * (BAR_H + GAP), bar, width=rig_w - 12)
    _band(d, height - BAND_H, width, view.runner_name, view.runner_stats, view.scored[1], view.runner_active)
    return img


def _lines(text: str, size: int, width: int, most: int) -> list[str]:
    """`text` in at most `most` lines of bold `size` px within `width`, the last one shortened if it must be."""
    words = text.split()
    lines: list[str] = []
    while words and len(lines) < most:
        line = words.pop(0)
        while words and font(size, bold=True).getlength(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    if words:
        lines[-1] = f"{lines[-1]} {' '.join(words)}"
    return [elide(line, size, width, bold=True) for line in lines]


def render_card(face: Face, caption: str, tags: tuple[str, ...] = ()) -> Image.Image:
    """One card read whole: its face as a hand shows it, drawn twice as large (its name, cost and numbers read on a
    phone), under a caption saying where it lies, then how it stands there (rezzed, counters on it)."""
    scale = 2
    small = render_face(face)
    big = small.resize((small.width * scale, small.height * scale), Image.Resampling.LANCZOS)
    width = big.width + 2 * MARGIN
    head = _lines(drawable(caption, True), 16, width - 2 * MARGIN, 2)
    top = 14 + 21 * len(head)
    img = Image.new("RGB", (width, top + big.height + MARGIN + (32 if tags else 0)), FELT)
    d = ImageDraw.Draw(img)
    for i, line in enumerate(head):
        d.text((MARGIN, 8 + 21 * i), line, font=font(16, bold=True), fill=TEXT)
    img.paste(big, (MARGIN, top), big)
    x, y = MARGIN, top + big.height + 8
    for tag in (drawable(tag, True) for tag in tags):
        w = int(font(15, bold=True).getlength(tag)) + 16
        if x + w > width - MARGIN:
            break
        d.rounded_rectangle((x, y, x + w, y + 24), radius=9, fill=ACTIVE)
        d.text((x + w / 2, y + 12), tag, font=font(15, bold=True), fill=(20, 20, 20), anchor="mm")
        x += w + 6
    return img


def render_hand(faces: tuple[Face, ...], caption: str) -> Image.Image:
    return render_hand_grid(faces, drawable(caption, True), felt=FELT, ink=TEXT, margin=MARGIN, columns=HAND_COLUMNS)


__all__ = ["CARD_W", "Bar", "BoardView", "Column", "render_board", "render_card", "render_hand"]
