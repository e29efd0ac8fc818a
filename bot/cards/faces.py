"""Card faces, drawn once per distinct face and cached, and the rows and grids a table is made of.

A face is plain data (name, type line, stats, a short ability line, badges for markers and counters),
so the same face is never drawn twice in a process and a picture job pickles small. Sized to stay
readable when Discord shows a table 450 px wide: names in 14 px bold, numbers in 20 px bold.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.render.common import font

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


def elide(text: str, size: int, width: int, bold: bool = False) -> str:
    f = font(size, bold)
    if f.getlength(text) <= width:
        return text
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


@lru_cache(maxsize=512)
def render_face(face: Face) -> Image.Image:
    if face.compact:
        return _render_compact(face)
    img = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))  # round corners show the table beneath
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), radius=10, fill=PAPER, outline=face.accent, width=4)
    d.rectangle((4, 4, CARD_W - 5, 44), fill=face.accent)
    name_lines = _wrap(face.name, 14, CARD_W - 14, 2)
    if len(name_lines) == 1:
        d.text((CARD_W / 2, 24), name_lines[0], font=font(14, bold=True), fill=(255, 255, 255), anchor="mm")
    else:
        for i, line in enumerate(name_lines):
            d.text((CARD_W / 2, 15 + i * 17), elide(line, 13, CARD_W - 12, True), font=font(13, bold=True),
                   fill=(255, 255, 255), anchor="mm")
    _cost(d, face.cost)
    d.text((CARD_W / 2, 54), elide(face.type_line, 11, CARD_W - 12), font=font(11), fill=INK, anchor="mm")
    for i, line in enumerate(_wrap(face.text, 12, CARD_W - 16, 4)):
        d.text((8, 66 + i * 15), line, font=font(12), fill=INK)
    if face.stats:
        cell = (CARD_W - 8) / len(face.stats)
        for i, (label, value) in enumerate(face.stats):
            cx = 4 + cell * (i + 0.5)
            d.text((cx, CARD_H - 40), label, font=font(10), fill=(90, 90, 90), anchor="mm")
            d.text((cx, CARD_H - 21), value, font=font(20, bold=True), fill=INK, anchor="mm")
    x = CARD_W - 8
    for kind, label in face.badges:
        colour = BADGE_COLOURS.get(kind, (120, 120, 120))
        w = max(22, int(font(11, bold=True).getlength(label)) + 10)
        d.rounded_rectangle((x - w, BADGE_Y - 11, x, BADGE_Y + 11), radius=8, fill=colour)
        ink = INK if kind == "negative" else (255, 255, 255)
        d.text((x - w / 2, BADGE_Y), label, font=font(11, bold=True), fill=ink, anchor="mm")
        x -= w + 3
    if face.dimmed:
        shade = Image.new("RGBA", img.size, (60, 60, 60, 255))
        img = Image.composite(Image.blend(img, shade, 0.55), img, img)
        ImageDraw.Draw(img).line((10, 10, CARD_W - 10, CARD_H - 10), fill=(200, 40, 40), width=5)
    return img


def _render_compact(face: Face) -> Image.Image:
    """Sized for a table picture that Discord shows 450 px wide: 16 px names and 26 px numbers come out
    at about 11 and 18 px there."""
    h = COMPACT_H
    img = Image.new("RGBA", (CARD_W, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, h - 1), radius=10, fill=PAPER, outline=face.accent, width=4)
    d.rectangle((4, 4, CARD_W - 5, 48), fill=face.accent)
    name_lines = _wrap(face.name, 16, CARD_W - 12, 2)
    if len(name_lines) == 1:
        d.text((CARD_W / 2, 26), name_lines[0], font=font(16, bold=True), fill=(255, 255, 255), anchor="mm")
    else:
        for i, line in enumerate(name_lines):
            d.text((CARD_W / 2, 16 + i * 19), elide(line, 15, CARD_W - 10, True), font=font(15, bold=True),
                   fill=(255, 255, 255), anchor="mm")
    _cost(d, face.cost)
    if face.text:
        d.text((CARD_W / 2, 64), elide(face.text, 15, CARD_W - 12, True), font=font(15, bold=True), fill=INK,
               anchor="mm")
    x = CARD_W - 8
    for kind, label in face.badges:
        colour = BADGE_COLOURS.get(kind, (120, 120, 120))
        w = max(24, int(font(13, bold=True).getlength(label)) + 12)
        d.rounded_rectangle((x - w, 78, x, 100), radius=9, fill=colour)
        ink = INK if kind == "negative" else (255, 255, 255)
        d.text((x - w / 2, 89), label, font=font(13, bold=True), fill=ink, anchor="mm")
        x -= w + 3
    if face.stats:
        cell = (CARD_W - 8) / len(face.stats)
        for i, (label, value) in enumerate(face.stats):
            cx = 4 + cell * (i + 0.5)
            d.text((cx, h - 44), label, font=font(12), fill=(80, 80, 80), anchor="mm")
            d.text((cx, h - 20), value, font=font(26, bold=True), fill=INK, anchor="mm")
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
