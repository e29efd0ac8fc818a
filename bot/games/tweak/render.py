"""TWEAK! images: the public table (never a hand card) and a player's private view (hand plus table).

Both are 600 px wide, so when a phone shows them 450 px wide every number stays at least 12 px tall:
numbers are drawn at 22 px or more (a bold 22 px digit is 16 px tall).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.tweak.cards import DEFAULT_POINTS, NUMBER_CARDS, TWEAK_CARDS, card_points
from bot.render.common import draw_text, elide, font

W = 600
FELT = (20, 70, 60)
PANEL = (14, 52, 44)
TEXT = (240, 240, 232)
DIM = (180, 200, 190)
GOLD = (255, 210, 60)
CARD_COLOURS = {
    "red": (211, 47, 47), "orange": (245, 124, 0), "yellow": (240, 185, 30),
    "green": (56, 142, 60), "blue": (25, 118, 210), "purple": (123, 31, 162),
}
TWEAK_COLOUR = (30, 30, 30)
CW, CH, GAP = 70, 98, 8
TARGET_W, TARGET_H = 104, 136
TABLE_X = 16 + TARGET_W + 16
PER_ROW = (W - TABLE_X - 8) // (CW + GAP)
HAND_PER_ROW = (W - 24) // (CW + GAP)  # a private picture's own cards, under the table
SEAT_W, SEAT_H = 284, 92
NUMBER_SIZE = 22  # the smallest size any number is drawn at
TWEAK_SYMBOLS = {"thief": "$", "joker": "±", "change": "⇄", "bomb": "✹"}  # the held-card markers


@dataclass(frozen=True)
class SeatView:
    name: str
    hand_size: int
    won_size: int
    tweaks: tuple[str, ...]  # [T!] card ids held, face up
    score: int
    to_act: bool = False
    short: bool = False


@dataclass(frozen=True)
class TableView:
    table: tuple[str, ...]
    target: int  # the deck's target
    joker: int  # this turn's Joker: the sum's target is target + joker
    deck_size: int
    seats: tuple[SeatView, ...]
    labels: dict[str, str] = field(default_factory=dict, hash=False)  # target, deck, hand, won, empty, joker
    tweak_names: dict[str, str] = field(default_factory=dict, hash=False)  # kind -> localised name
    points: tuple[int, int, int] = DEFAULT_POINTS


@dataclass(frozen=True)
class HandView:
    hand: tuple[str, ...]
    tweaks: tuple[str, ...]
    table: tuple[str, ...]
    target: int
    joker: int
    labels: dict[str, str] = field(default_factory=dict, hash=False)  # target, table, hand, empty, joker
    tweak_names: dict[str, str] = field(default_factory=dict, hash=False)
    picked: str | None = None
    picked_table: tuple[str, ...] = ()
    points: tuple[int, int, int] = DEFAULT_POINTS


def draw_card(d: ImageDraw.ImageDraw, x: int, y: int, card_id: str, tweak_names: dict[str, str],
              points: tuple[int, int, int] = DEFAULT_POINTS, ring: bool = False) -> None:
    if ring:
        d.rounded_rectangle((x - 5, y - 5, x + CW + 5, y + CH + 5), radius=11, outline=GOLD, width=4)
    if card_id in TWEAK_CARDS:
        kind = TWEAK_CARDS[card_id]
        d.rounded_rectangle((x, y, x + CW, y + CH), radius=8, fill=TWEAK_COLOUR, outline=GOLD, width=3)
        draw_text(d, (x + CW / 2, y + 20), f"[T!] {TWEAK_SYMBOLS[kind]}", font=font(15, bold=True), fill=GOLD,
                  anchor="mm")
        for i, word in enumerate(tweak_names.get(kind, kind).split()[:3]):
            draw_text(d, (x + CW / 2, y + 48 + i * 17), elide(word, 13, CW - 6, bold=True), font=font(13, bold=True),
                      fill=TEXT, anchor="mm")
        return
    card = NUMBER_CARDS[card_id]
    d.rounded_rectangle((x, y, x + CW, y + CH), radius=8, fill=CARD_COLOURS[card.colour], outline=(250, 250, 250),
                        width=3)
    draw_text(d, (x + CW / 2, y + CH / 2 + 4), str(card.value), font=font(44, bold=True), fill=(255, 255, 255),
              anchor="mm")
    dots = card_points(card_id, points)
    if dots:  # points are dots, not digits, so they are never mistaken for the card's value
        draw_text(d, (x + CW - 7, y + 6), "●" * min(dots, 5), font=font(11), fill=(255, 255, 255), anchor="ra")


def _target_card(d: ImageDraw.ImageDraw, x: int, y: int, target: int, joker: int, labels: dict[str, str]) -> None:
    """The target this turn's sum must hit; with a Joker played, the deck's target and the change under it."""
    d.rounded_rectangle((x, y, x + TARGET_W, y + TARGET_H), radius=10, fill=(15, 15, 15), outline=GOLD, width=3)
    draw_text(d, (x + TARGET_W / 2, y + 20), elide(labels.get("target", "TARGET"), 15, TARGET_W - 10, bold=True),
              font=font(15, bold=True), fill=GOLD, anchor="mm")
    draw_text(d, (x + TARGET_W / 2, y + 72), str(target + joker), font=font(56, bold=True), fill=(255, 255, 255),
              anchor="mm")
    if joker:
        draw_text(d, (x + TARGET_W / 2, y + 118), f"{target} {'+' if joker > 0 else '−'} {abs(joker)}",
                  font=font(NUMBER_SIZE, bold=True), fill=GOLD, anchor="mm")


def _table_rows(count: int) -> int:
    return max(1, -(-count // PER_ROW))


def _draw_table(d: ImageDraw.ImageDraw, y: int, table: tuple[str, ...], labels: dict[str, str],
                tweak_names: dict[str, str], points: tuple[int, int, int], picked: tuple[str, ...] = ()) -> None:
    for i, card in enumerate(table):
        x = TABLE_X + (i % PER_ROW) * (CW + GAP)
        draw_card(d, x, y + (i // PER_ROW) * (CH + 14), card, tweak_names, points, ring=card in picked)
    if not table:
        draw_text(d, (TABLE_X + 4, y + CH / 2), elide(labels.get("empty", "—"), 20, W - TABLE_X - 16), font=font(20),
                  fill=DIM, anchor="lm")


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A fixed 96-colour palette from a table with every colour, [T!] card and highlight on it."""
    cards = ("re0", "or3", "ye5", "gr6", "bl7", "pu8")
    seats = (SeatView("Ayşe Güneş", 3, 4, ("thief1", "joker1", "change1", "bomb1"), 12, True),
             SeatView("Борис", 2, 0, (), 7, False, True))
    sample = TableView(cards, 9, 1, 20, seats, {"empty": "—"}, {"thief": "The Thief", "bomb": "The Bomb"})
    img = _table(sample)
    strip = _hand(HandView(("re0", "gr5"), ("bomb1", "change1"), ("bl3",), 8, 0, {}, {"bomb": "Bomba"}, "gr5"))
    img.paste(strip.crop((0, 0, W, min(strip.height, img.height // 2))), (0, img.height // 2))
    return img.quantize(colors=96, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def render_table(view: TableView) -> Image.Image:
    return _table(view).quantize(palette=_palette(), dither=Image.Dither.NONE)


def _seats_top(view: TableView) -> int:
    return 16 + max(TARGET_H + 52, _table_rows(len(view.table)) * (CH + 14)) + 12


def table_height(view: TableView) -> int:
    return _seats_top(view) + -(-len(view.seats) // 2) * (SEAT_H + 8) + 8


def _table(view: TableView) -> Image.Image:
    img = Image.new("RGB", (W, table_height(view)), FELT)
    d = ImageDraw.Draw(img)
    lab = view.labels
    _target_card(d, 16, 16, view.target, view.joker, lab)
    draw_text(d, (16 + TARGET_W / 2, 16 + TARGET_H + 14), elide(lab.get("deck", "Deck"), 15, TARGET_W), font=font(15),
              fill=DIM, anchor="mm")
    draw_text(d, (16 + TARGET_W / 2, 16 + TARGET_H + 38), str(view.deck_size), font=font(NUMBER_SIZE, bold=True),
              fill=TEXT, anchor="mm")
    _draw_table(d, 16, view.table, lab, view.tweak_names, view.points)
    top = _seats_top(view)
    for k, seat in enumerate(view.seats):
        _seat(d, 12 + (k % 2) * (SEAT_W + 8), top + (k // 2) * (SEAT_H + 8), seat, lab)
    return img


def _seat(d: ImageDraw.ImageDraw, x: int, y: int, seat: SeatView, lab: dict[str, str]) -> None:
    d.rounded_rectangle((x, y, x + SEAT_W, y + SEAT_H), radius=8, fill=PANEL,
                        outline=GOLD if seat.to_act else PANEL, width=3)
    score = str(seat.score)
    score_w = int(font(26, bold=True).getlength(score))
    draw_text(d, (x + SEAT_W - 10, y + 8), score, font=font(26, bold=True), fill=GOLD if seat.to_act else TEXT,
              anchor="ra")
    draw_text(d, (x + 10, y + 10), elide(seat.name, 19, SEAT_W - score_w - 30, bold=True), font=font(19, bold=True),
              fill=GOLD if seat.to_act else TEXT)
    _count(d, x + 10, y + 38, lab.get("hand", "Hand"), seat.hand_size, "−1" if seat.short else "")
    _count(d, x + 10 + SEAT_W // 2, y + 38, lab.get("won", "Won"), seat.won_size)
    for j, card in enumerate(seat.tweaks[:8]):
        tx = x + 10 + j * 32
        d.rounded_rectangle((tx, y + 66, tx + 28, y + 88), radius=4, fill=TWEAK_COLOUR, outline=GOLD)
        draw_text(d, (tx + 14, y + 77), TWEAK_SYMBOLS[TWEAK_CARDS[card]], font=font(15, bold=True), fill=GOLD,
                  anchor="mm")


def _count(d: ImageDraw.ImageDraw, x: int, y: int, label: str, number: int, note: str = "") -> None:
    """A small label and its number, which is never cut: the label gives way instead."""
    digits = str(number)
    number_w = int(font(NUMBER_SIZE, bold=True).getlength(digits))
    note_w = int(font(NUMBER_SIZE, bold=True).getlength(note)) + 6 if note else 0
    room = SEAT_W // 2 - 16 - number_w - note_w - 6
    label = elide(label, 15, room)
    label_w = int(font(15).getlength(label)) if label else 0
    draw_text(d, (x, y + 18), label, font=font(15), fill=DIM, anchor="ls")
    draw_text(d, (x + label_w + 6, y + 18), digits, font=font(NUMBER_SIZE, bold=True), fill=TEXT, anchor="ls")
    if note:
        draw_text(d, (x + label_w + 6 + number_w + 6, y + 18), note, font=font(NUMBER_SIZE, bold=True), fill=GOLD,
                  anchor="ls")


def render_hand(view: HandView) -> Image.Image:
    return _hand(view).quantize(palette=_palette(), dither=Image.Dither.NONE)


def _hand(view: HandView) -> Image.Image:
    """The target and the table on top (what a sum is made from), the player's own cards below."""
    lab = view.labels
    table_h = max(TARGET_H, _table_rows(len(view.table)) * (CH + 14))
    own = (*view.hand, *view.tweaks)
    own_rows = max(1, -(-len(own) // HAND_PER_ROW))
    height = 16 + table_h + 14 + 30 + own_rows * (CH + 14) + 10
    img = Image.new("RGB", (W, height), FELT)
    d = ImageDraw.Draw(img)
    _target_card(d, 16, 16, view.target, view.joker, lab)
    _draw_table(d, 16, view.table, lab, view.tweak_names, view.points, view.picked_table)
    y = 16 + table_h + 14
    d.rectangle((0, y, W, height), fill=PANEL)
    draw_text(d, (16, y + 6), elide(lab.get("hand", "Your hand"), 17, W - 32, bold=True), font=font(17, bold=True),
              fill=GOLD)
    for i, card in enumerate(own):
        x = 16 + (i % HAND_PER_ROW) * (CW + GAP)
        draw_card(d, x, y + 34 + (i // HAND_PER_ROW) * (CH + 14), card, view.tweak_names, view.points,
                  ring=card == view.picked)
    return img
