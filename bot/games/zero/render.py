"""Knowing Zero's pictures: the table (both players, their lasting effects, the two armies) and a hand.

Drawn from plain data the kind builds out of the redacted view, so a hidden card can only ever be a
card back here.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.cards.faces import (
    CARD_W,
    COMPACT_H,
    Face,
    paste_row,
    render_back,
    render_face,
    row_width,
)
from bot.cards.faces import (
    render_hand as render_hand_grid,
)
from bot.render.common import elide, font

MARGIN = 16
BAND_H = 58
CENTRE_H = 34
COLUMNS = 5  # an army at most
HAND_COLUMNS = 4
W = row_width(COLUMNS) + 2 * MARGIN
FELT = (38, 66, 58)
TEXT = (240, 240, 235)
ACTIVE = (250, 204, 80)


@dataclass(frozen=True)
class SideView:
    name: str
    score: str
    counts: str
    lasting: tuple[str, ...]  # abstractions in play, "Name (2)"
    army: tuple[Face | None, ...]  # None: a face-down card
    active: bool


@dataclass(frozen=True)
class TableView:
    top: SideView
    bottom: SideView
    centre: str


def _band(d: ImageDraw.ImageDraw, side: SideView, y: int) -> None:
    colour = ACTIVE if side.active else TEXT
    if side.active:
        d.rectangle((MARGIN - 8, y + 8, MARGIN - 4, y + BAND_H - 8), fill=ACTIVE)
    d.text((MARGIN, y + 6), elide(side.name, 22, W - 2 * MARGIN - 190, bold=True), font=font(22, bold=True),
           fill=colour)
    d.text((W - MARGIN, y + 4), side.score, font=font(26, bold=True), fill=TEXT, anchor="ra")
    line = side.counts + ("  ·  " + ", ".join(side.lasting) if side.lasting else "")
    d.text((MARGIN, y + 35), elide(line, 17, W - 2 * MARGIN), font=font(17), fill=(200, 215, 205))


def _army(img: Image.Image, side: SideView, y: int) -> None:
    cards = [render_face(f) if f is not None else render_back(height=COMPACT_H) for f in side.army]
    if cards:
        paste_row(img, cards, (W - row_width(len(cards))) // 2, y)


def render_table(view: TableView) -> Image.Image:
    """Both players' bands, and between them the armies; with no army out the picture is only as tall as
    the bands and the centre line."""
    rows = COMPACT_H + 4 if view.top.army or view.bottom.army else 0
    h = 2 * BAND_H + 2 * rows + CENTRE_H + 2 * 8
    img = Image.new("RGB", (W, h), FELT)
    d = ImageDraw.Draw(img)
    _band(d, view.top, 0)
    y = BAND_H
    _army(img, view.top, y)
    y += rows
    d.line((MARGIN, y + CENTRE_H / 2, W - MARGIN, y + CENTRE_H / 2), fill=(70, 100, 90), width=2)
    label = elide(view.centre, 18, W - 4 * MARGIN, bold=True)
    lw = font(18, bold=True).getlength(label)
    d.rectangle((W / 2 - lw / 2 - 10, y + 4, W / 2 + lw / 2 + 10, y + CENTRE_H - 4), fill=FELT)
    d.text((W / 2, y + CENTRE_H / 2), label, font=font(18, bold=True), fill=TEXT, anchor="mm")
    y += CENTRE_H + 4
    _army(img, view.bottom, y)
    _band(d, view.bottom, y + rows + 4)
    return img


def render_card(card: Face, caption: str) -> Image.Image:
    """One card read whole: its face as a hand shows it, drawn twice as large (so its words read on a phone) on
    the table's felt, under a caption saying where it lies."""
    scale = 2
    big = render_face(card).resize((CARD_W * scale, render_face(card).height * scale), Image.Resampling.LANCZOS)
    w = big.width + 2 * MARGIN
    img = Image.new("RGB", (w, big.height + 2 * MARGIN + 28), FELT)
    d = ImageDraw.Draw(img)
    d.text((MARGIN, 10), elide(caption, 18, w - 2 * MARGIN, bold=True), font=font(18, bold=True), fill=TEXT)
    img.paste(big, (MARGIN, 40), big)
    return img


def render_hand(faces: tuple[Face, ...], caption: str) -> Image.Image:
    return render_hand_grid(faces, caption, felt=FELT, ink=TEXT, margin=MARGIN, columns=HAND_COLUMNS)


__all__ = ["CARD_W", "SideView", "TableView", "render_card", "render_hand", "render_table"]
