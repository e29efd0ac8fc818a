"""TWEAK! images: the public table (never a hand card) and a player's private hand."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.tweak.cards import NUMBER_CARDS, TWEAK_CARDS
from bot.render.common import font

FELT = (20, 70, 60)
TEXT = (240, 240, 232)
DIM = (170, 190, 180)
GOLD = (255, 210, 60)
CARD_COLOURS = {
    "red": (211, 47, 47), "orange": (245, 124, 0), "yellow": (240, 185, 30),
    "green": (56, 142, 60), "blue": (25, 118, 210), "purple": (123, 31, 162),
}
TWEAK_COLOUR = (30, 30, 30)
CW, CH = 78, 110
TWEAK_SYMBOLS = {"thief": "$", "joker": "±", "change": "⇄", "bomb": "✹"}  # the held-card markers


@dataclass
class SeatView:
    name: str
    hand_size: int
    won_size: int
    tweaks: list[str]  # [T!] card ids held, face up
    score: int
    to_act: bool = False
    short: bool = False


@dataclass
class TableView:
    table: list[str]
    target: int
    deck_size: int
    seats: list[SeatView]
    labels: dict[str, str] = field(default_factory=dict)  # localised words: target, deck, hand, won, score...
    tweak_names: dict[str, str] = field(default_factory=dict)  # kind -> localised name


def draw_card(d: ImageDraw.ImageDraw, x: int, y: int, card_id: str, tweak_names: dict[str, str],
              scale: float = 1.0, ring: bool = False) -> None:
    w, h = int(CW * scale), int(CH * scale)
    if card_id in TWEAK_CARDS:
        d.rounded_rectangle((x, y, x + w, y + h), radius=9, fill=TWEAK_COLOUR, outline=GOLD, width=3)
        d.text((x + w / 2, y + 22 * scale), f"[T!] {TWEAK_SYMBOLS[TWEAK_CARDS[card_id]]}",
               font=font(int(16 * scale), bold=True), fill=GOLD, anchor="mm")
        name = tweak_names.get(TWEAK_CARDS[card_id], TWEAK_CARDS[card_id])
        words = name.split()
        for i, word in enumerate(words[:3]):
            d.text((x + w / 2, y + (52 + i * 18) * scale), word, font=font(int(13 * scale), bold=True), fill=TEXT,
                   anchor="mm")
        return
    card = NUMBER_CARDS[card_id]
    d.rounded_rectangle((x, y, x + w, y + h), radius=9, fill=CARD_COLOURS[card.colour], outline=(250, 250, 250),
                        width=3)
    d.text((x + w / 2, y + h / 2), str(card.value), font=font(int(46 * scale), bold=True), fill=(255, 255, 255),
           anchor="mm")
    d.text((x + w - 8 * scale, y + 6 * scale), "●" * card.points, font=font(int(11 * scale)), fill=(255, 255, 255),
           anchor="ra")
    if ring:
        d.rounded_rectangle((x - 4, y - 4, x + w + 4, y + h + 4), radius=11, outline=GOLD, width=4)


def _target_card(d: ImageDraw.ImageDraw, x: int, y: int, target: int, label: str) -> None:
    d.rounded_rectangle((x, y, x + CW + 20, y + CH + 20), radius=10, fill=(15, 15, 15), outline=GOLD, width=3)
    d.text((x + (CW + 20) / 2, y + 24), label, font=font(13, bold=True), fill=GOLD, anchor="mm")
    d.text((x + (CW + 20) / 2, y + 78), str(target), font=font(52, bold=True), fill=(255, 255, 255), anchor="mm")


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """A fixed 96-colour palette from a table with every colour, [T!] card and highlight on it."""
    cards = ["re0", "or3", "ye5", "gr6", "bl7", "pu8"]
    seats = [SeatView("Ayşe Güneş", 3, 4, ["thief1", "joker1", "change1", "bomb1"], 12, True),
             SeatView("Борис", 2, 0, [], 7, False, True)]
    sample = TableView(cards, 9, 20, seats, {"empty": "—"}, {"thief": "The Thief", "bomb": "The Bomb"})
    img = _table(sample)
    strip = render_hand(["re0", "gr5"], ["bomb1", "change1"], 8, {"bomb": "Bomba"}, {}, "gr5", palette=False)
    img.paste(strip, (0, img.height - strip.height))
    return img.quantize(colors=96, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def render_table(view: TableView) -> Image.Image:
    return _table(view).quantize(palette=_palette(), dither=Image.Dither.NONE)


def _table(view: TableView) -> Image.Image:
    rows = max(1, (len(view.table) + 7) // 8)
    seat_rows = (len(view.seats) + 1) // 2
    height = 40 + max(CH + 40, rows * (CH + 14)) + 30 + seat_rows * 70 + 20
    img = Image.new("RGB", (900, height), FELT)
    d = ImageDraw.Draw(img)
    lab = view.labels
    _target_card(d, 24, 30, view.target, lab.get("target", "TARGET"))
    d.text((24 + (CW + 20) / 2, 30 + CH + 40), f"{lab.get('deck', 'Deck')}: {view.deck_size}", font=font(16),
           fill=TEXT, anchor="mm")
    x0, y0 = 160, 30
    for i, card in enumerate(view.table):
        draw_card(d, x0 + (i % 8) * (CW + 10), y0 + (i // 8) * (CH + 14), card, view.tweak_names)
    if not view.table:
        d.text((x0 + 4, y0 + CH / 2), lab.get("empty", "—"), font=font(20), fill=DIM, anchor="lm")
    top = 40 + max(CH + 40, rows * (CH + 14)) + 20
    for k, seat in enumerate(view.seats):
        x = 24 + (k % 2) * 440
        y = top + (k // 2) * 70
        if seat.to_act:
            d.rounded_rectangle((x - 8, y - 6, x + 420, y + 58), radius=8, outline=GOLD, width=3)
        d.text((x, y), seat.name[:22], font=font(19, bold=True), fill=GOLD if seat.to_act else TEXT)
        d.text((x + 300, y), f"{seat.score}", font=font(19, bold=True), fill=TEXT)
        line = (f"{lab.get('hand', 'Hand')}: {seat.hand_size}{' (−1)' if seat.short else ''}   "
                f"{lab.get('won', 'Won')}: {seat.won_size}")
        d.text((x, y + 28), line, font=font(15), fill=DIM)
        for j, card in enumerate(seat.tweaks[:6]):
            tx = x + 220 + j * 34
            d.rounded_rectangle((tx, y + 26, tx + 30, y + 50), radius=4, fill=TWEAK_COLOUR, outline=GOLD)
            d.text((tx + 15, y + 38), TWEAK_SYMBOLS[TWEAK_CARDS[card]], font=font(16, bold=True), fill=GOLD,
                   anchor="mm")
    return img


def render_hand(hand: list[str], tweaks: list[str], target: int, tweak_names: dict[str, str],
                labels: dict[str, str], picked: str | None = None, palette: bool = True) -> Image.Image:
    width = 40 + (len(hand) + len(tweaks)) * (CW + 14) + CW + 60
    img = Image.new("RGB", (max(width, 420), CH + 70), FELT)
    d = ImageDraw.Draw(img)
    _target_card(d, 16, 20, target, labels.get("target", "TARGET"))
    x = 16 + CW + 40
    for card in hand:
        draw_card(d, x, 30, card, tweak_names, ring=card == picked)
        x += CW + 14
    for card in tweaks:
        draw_card(d, x, 30, card, tweak_names)
        x += CW + 14
    return img.quantize(palette=_palette(), dither=Image.Dither.NONE) if palette else img
