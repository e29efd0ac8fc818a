"""Netrunner pictures: the board (the Corp's servers as columns, each with its ice stack above its root,
the Runner's rig below, both players' numbers and score areas, the run's position) and a hand.

Cards on the board are bars: a name (on two lines if it must) and a number (strength) in the card type's colour,
or a plain back ("ICE", "card") for what is unrezzed or face down; its counters on a line of their own, and what it
hosts as strips under it. Servers go four to a row, so the picture stays 628 px wide however many remotes there are
(Discord shows it about 450 px wide on a phone). Drawn from plain data the kind builds out of the public view alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.cards.faces import CARD_W, Face, render_face
from bot.cards.faces import render_hand as render_hand_grid
from bot.games.netrunner.glyphs import drawable
from bot.render.common import elide, font

MARGIN = 14
COL_W = 150
SERVER_COLUMNS = 4  # servers a row: more go on a row below, so the picture stays 628 px wide (readable at 450)
BAR_H = 34
HOST_H = 18  # a card hosted on another, as a strip under its host
GAP = 6
BAND_H = 56
SCORE_H = 18  # the score area's line under a player's numbers
NAME_SIZES = (13, 11)  # a card's name in the largest of these that fits its bar, else cut with "…"
MARK_SIZE = 12
HOST_SIZES = (12, 11)
NAME_LINE = 14  # a name's second line
FELT = (20, 26, 30)
PANEL = (32, 40, 48)
TEXT = (232, 238, 240)
MUTED = (150, 165, 175)
ACTIVE = (255, 210, 70)
RUN = (80, 220, 255)
HOSTED = (44, 52, 60)
HAND_COLUMNS = 4
KEY_H = 20  # the line under the rig saying what the counters' signs mean
COUNTER_SIGNS = {"credits": "{n}¢", "virus": "☣{n}", "power": "⚡{n}", "agenda": "◆{n}"}


@dataclass(frozen=True)
class Bar:
    name: str
    right: str  # a strength, or ""
    colour: tuple[int, int, int]
    marks: tuple[str, ...] = ()  # counters: "adv 2", "9¢", "☣1"
    hidden: bool = False
    hosted: tuple[str, ...] = ()  # the cards hosted on it, each a line ("Botulus ☣2")


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
    key: str = ""  # what the counters' signs drawn on the board mean ("☣ virus · ⚡ power"), in the reader's words


def counter_marks(counters: Mapping[str, int]) -> tuple[str, ...]:
    """A card's counters (but advancement, which the kind words) as its bar marks them: a sign and the number, in
    `COUNTER_SIGNS`' order; a kind without a sign is named."""
    known = [COUNTER_SIGNS[name].format(n=counters[name]) for name in COUNTER_SIGNS if counters.get(name)]
    other = [f"{name} {n}" for name, n in sorted(counters.items()) if n and name not in COUNTER_SIGNS and name != "adv"]
    return (*known, *other)


def _room(bar: Bar, width: int) -> int:
    """How wide the bar's name may be: its width less the strength on its right."""
    return width - 16 - (int(font(16, bold=True).getlength(bar.right)) + 8 if bar.right else 0)


@lru_cache(maxsize=2048)
def fitted(text: str, width: int) -> tuple[tuple[str, ...], int]:
    """A card's name as its bar draws it, and the size: one line in the largest of `NAME_SIZES` it fits in, else
    two lines of the smallest (the second cut with "…" if it must be)."""
    for size in NAME_SIZES:
        if font(size, bold=True).getlength(text) <= width:
            return (text,), size
    size = NAME_SIZES[-1]
    return tuple(_lines(text, size, width, 2)), size


def bar_height(bar: Bar, width: int = COL_W - 10) -> int:
    """The bar (taller for a name on two lines) and the strips of what it hosts."""
    lines, _ = fitted(drawable(bar.name, True), _room(bar, width))
    return BAR_H + NAME_LINE * (len(lines) - 1) + HOST_H * len(bar.hosted)


def _bar(d: ImageDraw.ImageDraw, x: int, y: int, bar: Bar, *, focus: bool = False, width: int = COL_W - 10) -> None:
    fill = (58, 62, 84) if bar.hidden else bar.colour
    room = _room(bar, width)
    names, size = fitted(drawable(bar.name, True), room)
    h = BAR_H + NAME_LINE * (len(names) - 1)
    for i, line in enumerate(bar.hosted):  # strips under the bar, the first tucked beneath it
        top = y + h + i * HOST_H
        d.rounded_rectangle((x + 6, top - 6 if i == 0 else top + 1, x + width, top + HOST_H - 1), radius=5,
                            fill=HOSTED, outline=(12, 12, 16))
        text = "↳ " + drawable(line, True)
        size = next((n for n in HOST_SIZES if font(n, bold=True).getlength(text) <= width - 18), HOST_SIZES[-1])
        d.text((x + 12, top + HOST_H / 2), elide(text, size, width - 18, bold=True), font=font(size, bold=True),
               fill=TEXT, anchor="lm")
    d.rounded_rectangle((x, y, x + width, y + h), radius=7, fill=fill,
                        outline=RUN if focus else (12, 12, 16), width=3 if focus else 1)
    if bar.marks or len(names) > 1:
        for i, name in enumerate(names):
            d.text((x + 7, y + 2 + i * NAME_LINE), name, font=font(size, bold=True), fill=(240, 240, 245))
        if bar.marks:
            marks = elide(drawable(" ".join(bar.marks), True), MARK_SIZE, room, bold=True)
            d.text((x + 7, y + h - 16), marks, font=font(MARK_SIZE, bold=True), fill=ACTIVE)
    else:
        d.text((x + 7, y + h / 2), names[0], font=font(size, bold=True), fill=(240, 240, 245), anchor="lm")
    if bar.right:
        d.text((x + width - 7, y + h / 2), drawable(bar.right, True), font=font(16, bold=True), fill=(255, 255, 255),
               anchor="rm")


def band_height(scored: tuple[str, ...]) -> int:
    return BAND_H + (SCORE_H if scored else 0)


def _band(d: ImageDraw.ImageDraw, y: int, width: int, name: str, stats: tuple[str, ...], scored: tuple[str, ...],
          active: bool) -> None:
    """The player's name on top, their numbers below it, and their score area on a line of its own."""
    bottom = y + band_height(scored)
    d.rounded_rectangle((MARGIN - 6, y + 4, width - MARGIN + 6, bottom - 4), radius=10, fill=PANEL)
    if active:
        d.rectangle((MARGIN - 6, y + 10, MARGIN - 2, bottom - 10), fill=ACTIVE)
    d.text((MARGIN + 4, y + 7), elide(drawable(name, True), 18, width - 2 * MARGIN - 8, bold=True),
           font=font(18, bold=True), fill=ACTIVE if active else TEXT)
    line = elide(drawable("  ·  ".join(stats), True), 14, width - 2 * MARGIN - 8, bold=True)
    d.text((MARGIN + 4, y + 31), line, font=font(14, bold=True), fill=TEXT)
    if scored:
        d.text((MARGIN + 4, y + 51), elide(drawable("★ " + ", ".join(scored)), 13, width - 2 * MARGIN - 8),
               font=font(13), fill=MUTED)


def _stack(col: Column) -> int:
    return sum(bar_height(bar) + GAP for bar in col.ice)


def _roots(col: Column) -> int:
    return sum(bar_height(bar) + GAP for bar in col.root)


def _server_rows(view: BoardView) -> list[tuple[Column, ...]]:
    return [view.columns[at:at + SERVER_COLUMNS] for at in range(0, len(view.columns), SERVER_COLUMNS)] or [()]


def _row_height(row: tuple[Column, ...]) -> tuple[int, int]:
    """A row of servers: the height of its ice (the tallest stack) and of its roots."""
    ice = max([_stack(c) for c in row] + [0])  # a row of servers without ice: their roots right under their names
    roots = max([_roots(c) for c in row] + [BAR_H + GAP])
    return ice, roots


def _server_row(d: ImageDraw.ImageDraw, y0: int, row: tuple[Column, ...]) -> int:
    """One row of servers from `y0`, each its ice stack (outermost on top) over a line and its root; its height."""
    ice_h, root_h = _row_height(row)
    height = 24 + ice_h + 10 + root_h + 18
    for i, col in enumerate(row):
        x = MARGIN + i * COL_W
        if col.running:
            d.rounded_rectangle((x + 1, y0 + 2, x + COL_W - 3, y0 + height - 4), radius=8, outline=RUN, width=2)
        d.text((x + COL_W / 2 - 5, y0 + 12), elide(drawable(col.name, True), 14, COL_W - 14, bold=True),
               font=font(14, bold=True), fill=RUN if col.running else TEXT, anchor="mm")
        top = y0 + 24 + ice_h - _stack(col)  # the innermost ice right above the line
        for index in range(len(col.ice) - 1, -1, -1):
            _bar(d, x + 4, top, col.ice[index], focus=col.focus == index)
            top += bar_height(col.ice[index]) + GAP
        root_top = y0 + 24 + ice_h + 10
        d.line((x + 8, root_top - 6, x + COL_W - 14, root_top - 6), fill=(70, 80, 90), width=2)
        for bar in col.root:
            _bar(d, x + 4, root_top, bar)
            root_top += bar_height(bar) + GAP
        if col.extra:
            d.text((x + COL_W / 2 - 5, y0 + height - 12), elide(drawable(col.extra), 11, COL_W - 8), font=font(11),
                   fill=MUTED, anchor="mm")
    return height


def render_board(view: BoardView) -> Image.Image:
    width = 2 * MARGIN + SERVER_COLUMNS * COL_W
    rows = _server_rows(view)
    corp_h = sum(24 + sum(_row_height(row)) + 10 + 18 for row in rows)
    rig = (view.programs, view.hardware, view.resources)
    rig_w = (width - 2 * MARGIN) // 3
    rig_h = max(sum(bar_height(bar, rig_w - 12) + GAP for bar in bars) for bars in rig) or BAR_H + GAP
    caption_h = 24 if view.caption else 0
    key_h = KEY_H if view.key else 0
    corp_band, runner_band = band_height(view.scored[0]), band_height(view.scored[1])
    height = corp_band + corp_h + 12 + caption_h + 22 + rig_h + key_h + 8 + runner_band
    img = Image.new("RGB", (width, height), FELT)
    d = ImageDraw.Draw(img)
    _band(d, 0, width, view.corp_name, view.corp_stats, view.scored[0], view.corp_active)
    y = corp_band
    for row in rows:
        y += _server_row(d, y, row)
    y += 12
    if view.caption:
        d.text((width / 2, y + 8), elide(drawable(view.caption, True), 15, width - 2 * MARGIN, bold=True),
               font=font(15, bold=True), fill=RUN, anchor="mm")
        y += caption_h
    for i, (label, bars) in enumerate(zip(view.labels, rig, strict=True)):
        x = MARGIN + i * rig_w
        d.text((x + 4, y), elide(drawable(label, True), 13, rig_w - 8, bold=True), font=font(13, bold=True),
               fill=MUTED)
        top = y + 20
        for bar in bars:
            _bar(d, x + 4, top, bar, width=rig_w - 12)
            top += bar_height(bar, rig_w - 12) + GAP
    if view.key:
        d.text((MARGIN + 4, y + 20 + rig_h + 2), elide(drawable(view.key, True), 12, width - 2 * MARGIN - 8),
               font=font(12), fill=MUTED)
    _band(d, height - runner_band, width, view.runner_name, view.runner_stats, view.scored[1], view.runner_active)
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


__all__ = ["CARD_W", "Bar", "BoardView", "Column", "counter_marks", "render_board", "render_card", "render_hand"]
