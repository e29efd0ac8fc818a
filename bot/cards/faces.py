"""Card faces, drawn once per distinct face and cached, and the rows and grids a table is made of.

A face is plain data (name, type line, stats, a short ability line, badges for markers and counters),
so the same face is never drawn twice in a process and a picture job pickles small. Sized to stay
readable when Discord shows a table 450 px wide: names in 14 px bold, numbers in 20 px bold.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.render.common import elide, font

CARD_W, CARD_H = 128, 196
COMPACT_H = 150
GAP = 8
BADGE_Y = CARD_H - 58  # markers sit just above the stats
INK = (28, 28, 32)
PAPER = (246, 242, 232)
BACK = (52, 58, 84)
BADGE_COLOURS = {"used": (52, 110, 220), "positive": (40, 160, 80), "negative": (225, 180, 30),
                 "wounds": (190, 40, 40)}


@dataclass(frozen=True)
class Face:
    name: str
    type_line: str
    accent: tuple[int, int, int]
    stats: tuple[tuple[str, str], ...] = ()  # (label, value), e.g. ("ATK", "3"), shown along the bottom
    text: str = ""  # the ability in a few words
    badges: tuple[tuple[str, str], ...] = ()  # (kind, label): "used", "positive", "negative", "wounds"
    dimmed: bool = False  # destroyed this battle
    compact: bool = False  # a card on the table: name, one keyword and large numbers, readable on a phone
    cost: str = ""  # what it costs to play, in a disc at the top left (empty: no cost)


def _cost(d: ImageDraw.ImageDraw, cost: str) -> None:
    if cost:
        d.ellipse((4, 4, 30, 30), fill=(250, 232, 150), outline=INK, width=2)
        d.text((17, 17), cost[:2], font=font(15, bold=True), fill=INK, anchor="mm")


def _wrap(text: str, size: int, width: int, max_lines: int) -> list[str]:
    f = font(size)
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if f.getlength(trial) <= width:
            current = trial
            continue
        if current:
            lines.append(current)
        current = word
        while f.getlength(current) > width and len(current) > 1:  # one very long word: cut it
            cut = len(current) - 1
            while cut > 1 and f.getlength(current[:cut] + "…") > width:
                cut -= 1
            lines.append(current[:cut] + "…")
            current = ""
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        last = lines[-1]
        while last and f.getlength(last + "…") > width:
            last = last[:-1]
        lines[-1] = last + "…"
    return lines


@dataclass(frozen=True)
class _Layout:
    """Where the parts of a face go: a hand's full card, or a table's compact one."""

    height: int
    header: int  # the accent band's bottom edge
    name: tuple[int, int, int, int]  # one-line size, centre y; two-line size, first line's centre y
    name_margin: tuple[int, int]  # room left for a one-line and a two-line name
    badge: tuple[int, int, int, int, int]  # font size, top, bottom, smallest width, corner radius
    stats: tuple[int, int, int, int, tuple[int, int, int]]  # label size, label dy, value size, value dy, ink


FULL = _Layout(CARD_H, 44, (14, 24, 13, 15), (14, 12), (11, BADGE_Y - 11, BADGE_Y + 11, 22, 8),
               (10, 40, 20, 21, (90, 90, 90)))
COMPACT = _Layout(COMPACT_H, 48, (16, 26, 15, 16), (12, 10), (13, 78, 100, 24, 9),
                  (12, 44, 26, 20, (80, 80, 80)))


@lru_cache(maxsize=512)
def render_face(face: Face) -> Image.Image:
    layout = COMPACT if face.compact else FULL
    h = layout.height
    img = Image.new("RGBA", (CARD_W, h), (0, 0, 0, 0))  # round corners show the table beneath
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, h - 1), radius=10, fill=PAPER, outline=face.accent, width=4)
    d.rectangle((4, 4, CARD_W - 5, layout.header), fill=face.accent)
    one_size, one_y, two_size, two_y = layout.name
    disc = 26 if face.cost else 0  # the name keeps clear of the cost disc
    centre = (CARD_W + disc) / 2
    name_lines = _wrap(face.name, one_size, CARD_W - layout.name_margin[0] - disc, 2)
    if len(name_lines) == 1:
        d.text((centre, one_y), name_lines[0], font=font(one_size, bold=True), fill=(255, 255, 255),
               anchor="mm")
    else:
        for i, line in enumerate(name_lines):
            text = elide(line, two_size, CARD_W - layout.name_margin[1] - disc, True)
            d.text((centre, two_y + i * (two_size + 4)), text, font=font(two_size, bold=True),
                   fill=(255, 255, 255), anchor="mm")
    _cost(d, face.cost)
    if face.compact:  # one keyword, large
        if face.text:
            d.text((CARD_W / 2, 64), elide(face.text, 15, CARD_W - 12, True), font=font(15, bold=True), fill=INK,
                   anchor="mm")
    else:
        d.text((CARD_W / 2, 54), elide(face.type_line, 11, CARD_W - 12), font=font(11), fill=INK, anchor="mm")
        for i, line in enumerate(_wrap(face.text, 12, CARD_W - 16, 4)):
            d.text((8, 66 + i * 15), line, font=font(12), fill=INK)
    label_size, label_dy, value_size, value_dy, label_ink = layout.stats
    if face.stats:
        cell = (CARD_W - 8) / len(face.stats)
        for i, (label, value) in enumerate(face.stats):
            cx = 4 + cell * (i + 0.5)
            d.text((cx, h - label_dy), label, font=font(label_size), fill=label_ink, anchor="mm")
            d.text((cx, h - value_dy), value, font=font(value_size, bold=True), fill=INK, anchor="mm")
    size, top, bottom, least, radius = layout.badge
    x = CARD_W - 8
    for kind, label in face.badges:
        colour = BADGE_COLOURS.get(kind, (120, 120, 120))
        w = max(least, int(font(size, bold=True).getlength(label)) + size - 1)
        d.rounded_rectangle((x - w, top, x, bottom), radius=radius, fill=colour)
        ink = INK if kind == "negative" else (255, 255, 255)
        d.text((x - w / 2, (top + bottom) / 2), label, font=font(size, bold=True), fill=ink, anchor="mm")
        x -= w + 3
    if face.dimmed:
        shade = Image.new("RGBA", img.size, (60, 60, 60, 255))
        img = Image.composite(Image.blend(img, shade, 0.55), img, img)
        ImageDraw.Draw(img).line((10, 10, CARD_W - 10, h - 10), fill=(200, 40, 40), width=5)
    return img


@lru_cache(maxsize=8)
def render_back(label: str = "", height: int = CARD_H) -> Image.Image:
    img = Image.new("RGBA", (CARD_W, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, height - 1), radius=10, fill=BACK, outline=(20, 20, 30), width=3)
    d.rounded_rectangle((12, 12, CARD_W - 13, height - 13), radius=8, outline=(150, 160, 200), width=2)
    if label:
        d.text((CARD_W / 2, height / 2), label, font=font(18, bold=True), fill=(230, 230, 240), anchor="mm")
    return img


def row_width(count: int) -> int:
    return count * CARD_W + max(0, count - 1) * GAP


def paste_row(canvas: Image.Image, cards: list[Image.Image], x: int, y: int) -> None:
    for i, card in enumerate(cards):
        canvas.paste(card, (x + i * (CARD_W + GAP), y), card)


def grid_height(count: int, columns: int) -> int:
    rows = max(1, -(-count // columns))
    return rows * CARD_H + (rows - 1) * GAP


def paste_grid(canvas: Image.Image, cards: list[Image.Image], x: int, y: int, columns: int) -> None:
    """Cards in rows of `columns`, every name readable (a hand of any size grows downwards)."""
    for i, card in enumerate(cards):
        row, col = divmod(i, columns)
        canvas.paste(card, (x + col * (CARD_W + GAP), y + row * (CARD_H + GAP)), card)


def render_hand(faces: tuple[Face, ...], caption: str, *, felt: tuple[int, int, int], ink: tuple[int, int, int],
                margin: int = 16, columns: int = 4) -> Image.Image:
    """A hand in rows of `columns` full cards under a caption (narrower than a table, so the card text reads
    on a phone)."""
    width = row_width(columns) + 2 * margin
    img = Image.new("RGB", (width, grid_height(len(faces), columns) + 2 * margin + 26), felt)
    d = ImageDraw.Draw(img)
    d.text((margin, 10), elide(caption, 18, width - 2 * margin, bold=True), font=font(18, bold=True), fill=ink)
    paste_grid(img, [render_face(f) for f in faces], margin, 38, columns)
    return img
