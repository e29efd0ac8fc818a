"""Cyberpunk TCG pictures: the table (each player's band with Street Cred, Eddies and counts, their Gig dice
and fixer dice, their Legends, their field with Gear and markers) and a hand.

Drawn from plain data the kind builds out of the redacted view, so a hidden card can only be a card back
here: a face-down Legend is a back with its slot number (and a "known" tag when its owner has looked at it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.cards.faces import (
    CARD_H,
    CARD_W,
    COMPACT_H,
    GAP,
    Face,
    render_back,
    render_face,
    row_width,
)
from bot.cards.faces import (
    render_hand as render_hand_grid,
)
from bot.render.common import draw_text, elide, font

MARGIN = 16
BAND_H = 60
COLUMNS = 6
GEAR_H = 18  # a Gear's strip under the card that carries it
GEAR_SIZES = (12, 11)  # its line in the largest of these that fits, else cut with "…"
GEAR_MOST = 3  # strips under one card; beyond, the last says how many more
GEAR_FILL = (18, 70, 78)
W = row_width(COLUMNS) + 2 * MARGIN
FELT = (22, 24, 38)
PANEL = (34, 38, 58)
TEXT = (236, 238, 245)
MUTED = (160, 168, 190)
ACTIVE = (255, 214, 64)
NEON = (0, 230, 220)
DIE_COLOURS = ((230, 70, 110), (70, 160, 250))  # seat 0, seat 1: a stolen die keeps its owner's colour
HAND_COLUMNS = 4


@dataclass(frozen=True)
class CardSlot:
    face: Face | None  # None: face down
    label: str = ""  # on a back: the Legend's slot number
    spent: bool = False
    tags: tuple[str, ...] = ()  # short marks drawn on the card ("known", "lag", "spent")
    gear: tuple[str, ...] = ()  # equipped Gear, one line each


@dataclass(frozen=True)
class SideView:
    name: str
    active: bool
    cred: str
    eddies: str
    counts: str
    gigs: tuple[tuple[int, int, int], ...]  # (sides, value, owner seat)
    fixer: tuple[int, ...]
    fixer_label: str
    legends: tuple[CardSlot, ...]
    field: tuple[CardSlot, ...]
    seat: int


@dataclass(frozen=True)
class TableView:
    top: SideView
    bottom: SideView
    centre: str
    overtime: str = ""
    lasting: tuple[str, ...] = ()  # the lasting effects in play, each a line ("Until your next turn: …")


@lru_cache(maxsize=512)
def _card(slot: CardSlot) -> Image.Image:
    """A card as it lies on the table, with its marks; cached (read only), as a table is mostly the same
    cards from one picture to the next."""
    img = (render_face(slot.face) if slot.face is not None else render_back(slot.label, COMPACT_H)).copy()
    d = ImageDraw.Draw(img)
    if slot.spent:
        shade = Image.new("RGBA", img.size, (10, 10, 20, 120))
        img = Image.alpha_composite(img, shade)
        d = ImageDraw.Draw(img)
    y = 6 if slot.face is None else 80  # on a face: below its keyword line, above its power
    for tag in slot.tags:
        w = int(font(12, bold=True).getlength(tag)) + 12
        d.rounded_rectangle((CARD_W - 6 - w, y, CARD_W - 6, y + 18), radius=7, fill=ACTIVE)
        d.text((CARD_W - 6 - w / 2, y + 9), tag, font=font(12, bold=True), fill=(20, 20, 20), anchor="mm")
        y += 21
    return img


def _die(d: ImageDraw.ImageDraw, x: int, y: int, sides: int, value: int, owner: int) -> None:
    colour = DIE_COLOURS[owner % 2]
    d.rounded_rectangle((x, y, x + 40, y + 40), radius=8, fill=colour, outline=(250, 250, 250), width=2)
    draw_text(d, (x + 20, y + 16), str(value), font=font(18, bold=True), fill=(255, 255, 255), anchor="mm")
    draw_text(d, (x + 20, y + 33), f"d{sides}", font=font(10, bold=True), fill=(255, 255, 255), anchor="mm")


def gear_strips(gear: tuple[str, ...]) -> tuple[str, ...]:
    """The strips drawn under a card for its Gear: each one's line, or all but the last and how many more."""
    if len(gear) <= GEAR_MOST:
        return gear
    return (*gear[:GEAR_MOST - 1], f"+{len(gear) - GEAR_MOST + 1} ⚙")


def _gear_h(slots: tuple[CardSlot, ...]) -> int:
    """The room under a row of cards for the most Gear any of them carries."""
    return GEAR_H * max([len(gear_strips(slot.gear)) for slot in slots] + [0])


def _field_heights(side: SideView) -> list[int]:
    """Each row of the field: its cards and the room for their Gear."""
    return [COMPACT_H + _gear_h(side.field[at:at + COLUMNS]) + GAP
            for at in range(0, max(1, len(side.field)), COLUMNS)]


def _side_height(side: SideView) -> int:
    return BAND_H + COMPACT_H + _gear_h(side.legends) + GAP + sum(_field_heights(side))


@lru_cache(maxsize=1024)
def gear_text(line: str, width: int) -> tuple[str, int]:
    """A Gear's strip as drawn, "⚙ name +power", and its size: the bonus is kept whole when the name is cut."""
    name, plus, bonus = line.rpartition(" +")
    if not plus or not bonus.isdigit():
        name, bonus = line, ""
    tail = f" +{bonus}" if bonus else ""
    text = f"⚙ {name}{tail}" if not line.startswith("+") else line
    size = next((n for n in GEAR_SIZES if font(n, bold=True).getlength(text) <= width), GEAR_SIZES[-1])
    if font(size, bold=True).getlength(text) <= width:
        return text, size
    return elide(f"⚙ {name}", size, width - math.ceil(font(size, bold=True).getlength(tail)), bold=True) + tail, size


def _gear(d: ImageDraw.ImageDraw, x: int, y: int, gear: tuple[str, ...]) -> None:
    """A card's Gear as strips under it."""
    for i, line in enumerate(gear_strips(gear)):
        top = y + i * GEAR_H
        d.rounded_rectangle((x, top + 1, x + CARD_W, top + GEAR_H - 1), radius=5, fill=GEAR_FILL)
        text, size = gear_text(line, CARD_W - 8)
        draw_text(d, (x + 4, top + GEAR_H / 2), text, font=font(size, bold=True), fill=TEXT, anchor="lm")


def _side(img: Image.Image, side: SideView, y: int) -> None:
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((MARGIN - 8, y + 4, W - MARGIN + 8, y + BAND_H - 4), radius=10, fill=PANEL)
    colour = ACTIVE if side.active else TEXT
    if side.active:
        d.rectangle((MARGIN - 8, y + 10, MARGIN - 4, y + BAND_H - 10), fill=ACTIVE)
    d.rounded_rectangle((MARGIN + 4, y + 14, MARGIN + 20, y + 30), radius=4, fill=DIE_COLOURS[side.seat % 2])
    draw_text(d, (MARGIN + 28, y + 10), elide(side.name, 22, 300, bold=True), font=font(22, bold=True), fill=colour)
    draw_text(d, (MARGIN + 4, y + 37), elide(side.counts, 14, 330), font=font(14), fill=MUTED)
    draw_text(d, (W - MARGIN, y + 12), side.cred, font=font(22, bold=True), fill=NEON, anchor="ra")
    draw_text(d, (W - MARGIN, y + 38), side.eddies, font=font(15, bold=True), fill=TEXT, anchor="ra")
    y += BAND_H
    x = MARGIN
    for slot in side.legends:
        card = _card(slot)
        img.paste(card, (x, y), card)
        _gear(d, x, y + COMPACT_H, slot.gear)
        x += CARD_W + GAP
    dx = x + 12
    dy = y + 6
    for i, (sides, value, owner) in enumerate(side.gigs):
        _die(d, dx + (i % 7) * 46, dy + (i // 7) * 48, sides, value, owner)
    fy = y + COMPACT_H - 34
    if side.fixer:
        draw_text(d, (dx, fy + 10), side.fixer_label, font=font(13), fill=MUTED, anchor="lm")
        fx = dx + int(font(13).getlength(side.fixer_label)) + 8
        for sides in side.fixer:
            d.rounded_rectangle((fx, fy, fx + 34, fy + 22), radius=6, outline=MUTED, width=2)
            draw_text(d, (fx + 17, fy + 11), f"d{sides}", font=font(11, bold=True), fill=MUTED, anchor="mm")
            fx += 40
    y += COMPACT_H + _gear_h(side.legends) + GAP
    heights = _field_heights(side)
    for i, slot in enumerate(side.field):
        row, col = divmod(i, COLUMNS)
        cx, cy = MARGIN + col * (CARD_W + GAP), y + sum(heights[:row])
        card = _card(slot)
        img.paste(card, (cx, cy), card)
        _gear(d, cx, cy + COMPACT_H, slot.gear)


LASTING_H = 18  # a lasting effect's line under the centre
LASTING_MOST = 4  # lines; beyond, the last says how many more


def lasting_lines(lasting: tuple[str, ...]) -> tuple[str, ...]:
    if len(lasting) <= LASTING_MOST:
        return lasting
    return (*lasting[:LASTING_MOST - 1], f"+{len(lasting) - LASTING_MOST + 1} …")


def render_table(view: TableView) -> Image.Image:
    lasting = lasting_lines(view.lasting)
    centre_h = 40 + LASTING_H * len(lasting)
    h = _side_height(view.top) + _side_height(view.bottom) + centre_h + 8
    img = Image.new("RGB", (W, h), FELT)
    _side(img, view.top, 0)
    y = _side_height(view.top)
    d = ImageDraw.Draw(img)
    d.line((MARGIN, y + 20, W - MARGIN, y + 20), fill=(60, 70, 110), width=2)
    label = elide(view.centre + (f"  ·  {view.overtime}" if view.overtime else ""), 17, W - 4 * MARGIN, bold=True)
    lw = font(17, bold=True).getlength(label)
    d.rectangle((W / 2 - lw / 2 - 10, y + 6, W / 2 + lw / 2 + 10, y + 34), fill=FELT)
    draw_text(d, (W / 2, y + 20), label, font=font(17, bold=True), fill=ACTIVE if view.overtime else TEXT,
              anchor="mm")
    for i, line in enumerate(lasting):
        draw_text(d, (W / 2, y + 40 + i * LASTING_H + LASTING_H / 2 - 4), elide("◷ " + line, 14, W - 4 * MARGIN),
                  font=font(14), fill=NEON, anchor="mm")
    _side(img, view.bottom, y + centre_h)
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
        lines[-1] = elide(f"{lines[-1]} {' '.join(words)}", size, width, bold=True)
    return [elide(line, size, width, bold=True) for line in lines]


def render_card(face: Face, caption: str, tags: tuple[str, ...] = (), gear: tuple[str, ...] = ()) -> Image.Image:
    """One card read whole: its full face drawn twice as large (its name, cost and power read on a phone) under a
    caption saying where it lies, then how it stands there (spent, lag, known) and the Gear it carries."""
    scale = 2
    small = render_face(face)
    big = small.resize((small.width * scale, small.height * scale), Image.Resampling.LANCZOS)
    w = big.width + 2 * MARGIN
    head = _lines(caption, 16, w - 2 * MARGIN, 2)
    top = 14 + 21 * len(head)
    below = (30 if tags else 0) + 20 * len(gear)
    img = Image.new("RGBA", (w, top + big.height + MARGIN + below), FELT)
    d = ImageDraw.Draw(img)
    for i, line in enumerate(head):
        d.text((MARGIN, 8 + 21 * i), line, font=font(16, bold=True), fill=TEXT)
    img.paste(big, (MARGIN, top), big)
    y = top + big.height + 8
    x = MARGIN
    for tag in tags:
        tw = int(font(15, bold=True).getlength(tag)) + 16
        d.rounded_rectangle((x, y, x + tw, y + 24), radius=9, fill=ACTIVE)
        d.text((x + tw / 2, y + 12), tag, font=font(15, bold=True), fill=(20, 20, 20), anchor="mm")
        x += tw + 6
    y += 30 if tags else 0
    for line in gear:
        d.text((MARGIN, y), elide("⚙ " + line, 15, w - 2 * MARGIN), font=font(15), fill=NEON)
        y += 20
    return img.convert("RGB")


def render_hand(faces: tuple[Face, ...], caption: str) -> Image.Image:
    return render_hand_grid(faces, caption, felt=FELT, ink=TEXT, margin=MARGIN, columns=HAND_COLUMNS)


__all__ = ["CARD_H", "CardSlot", "SideView", "TableView", "render_card", "render_hand", "render_table"]
