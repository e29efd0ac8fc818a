"""The pictures of /profile (a player's rating history, one line per game) and /leaderboard (the top ten and the
viewer's own place). Pure: plain data in (every text already in the reader's language), a Pillow image out.

600 px wide with text of at least 20 px, so that a phone showing them 450 px wide still shows every number 15 px
tall."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFont

from bot.render.common import draw_text, elide, font

W = 600
BG = (43, 45, 49)  # Discord's dark message background, so the picture sits in the chat without a frame
PANEL = (30, 31, 34)
GRID = (70, 73, 80)
TEXT = (242, 243, 245)
MUTED = (181, 186, 193)
HIGHLIGHT = (60, 69, 165)
LINES = ((88, 166, 255), (255, 158, 67), (87, 242, 135), (235, 69, 158), (254, 231, 92))  # one colour per game

Series = tuple[str, Sequence[float]]  # a game's legend and its ratings, game after game (the first: before any)


def _legend(labels: Sequence[str], face: ImageFont.FreeTypeFont) -> list[tuple[float, int]]:
    """Where each legend entry starts (x, row), wrapped to the picture's width."""
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    out, x, row = [], 16.0, 0
    for label in labels:
        width = probe.textlength(label, font=face) + 24
        if x > 16 and x + width > W - 16:
            x, row = 16.0, row + 1
        out.append((x, row))
        x += width + 24
    return out


def rating_history(title: str, series: Sequence[Series], empty: str) -> Image.Image:
    """Each game's rating after every rated game, on one pair of axes (x: that game's rated games, stretched to
    the width, so games played more and less often compare by shape), and a legend under it."""
    drawn = [(label, list(values)) for label, values in series if len(values) >= 2]
    face = font(20)
    places = _legend([label for label, _ in drawn], face)
    rows = 1 + max((row for _, row in places), default=-1)
    chart_bottom = 250
    height = chart_bottom + 16 + 30 * rows + (8 if rows else 0)
    image = Image.new("RGB", (W, max(height, chart_bottom + 16)), BG)
    d = ImageDraw.Draw(image)
    draw_text(d, (16, 12), elide(title, 24, W - 32, bold=True), font=font(24, bold=True), fill=TEXT)
    left, right, top, bottom = 76, W - 16, 52, chart_bottom
    d.rectangle((left, top, right, bottom), fill=PANEL)
    if not drawn:
        draw_text(d, ((left + right) / 2, (top + bottom) / 2), empty, font=font(20), fill=MUTED, anchor="mm")
        return image
    low = min(min(v) for _, v in drawn)
    high = max(max(v) for _, v in drawn)
    pad = max(10.0, (high - low) * 0.1)
    low, high = low - pad, high + pad
    step = next((s for s in (10, 20, 25, 50, 100, 200, 250, 500, 1000) if (high - low) / s <= 4), 2000)
    value = math.ceil(low / step) * step
    while value <= high:  # gridlines at round ratings, at most four
        y = bottom - (value - low) / (high - low) * (bottom - top)
        d.line((left, y, right, y), fill=GRID, width=1)
        draw_text(d, (left - 8, y), f"{value:.0f}", font=face, fill=MUTED, anchor="rm")
        value += step
    for index, (_, values) in enumerate(drawn):
        colour = LINES[index % len(LINES)]
        steps = len(values) - 1
        points = [(left + 6 + (right - left - 12) * i / steps, bottom - (v - low) / (high - low) * (bottom - top))
                  for i, v in enumerate(values)]
        d.line(points, fill=colour, width=3, joint="curve")
        x, y = points[-1]
        d.ellipse((x - 5, y - 5, x + 5, y + 5), fill=colour)
    for index, ((label, _), (x, row)) in enumerate(zip(drawn, places, strict=True)):
        y = bottom + 16 + 30 * row
        d.rectangle((x, y + 4, x + 16, y + 20), fill=LINES[index % len(LINES)])
        draw_text(d, (x + 24, y), elide(label, 20, W - 16 - int(x) - 24), font=face, fill=TEXT)
    return image


Row = tuple[str, str, str, str, bool]  # place, name, rating (with "?" while provisional), W-L-D, the viewer's own row


def leaderboard(title: str, header: tuple[str, str, str, str], rows: Sequence[Row], mine: Row | None,
                footer: str) -> Image.Image:
    """The top rows, and the viewer's own row after a gap when it is not among them; the footer's lines below."""
    row_h = 40
    count = len(rows) + (2 if mine is not None else 0)
    notes = footer.split("\n")
    height = 60 + 34 + row_h * max(1, count) + 16 + 28 * len(notes)
    image = Image.new("RGB", (W, height), BG)
    d = ImageDraw.Draw(image)
    draw_text(d, (16, 14), elide(title, 24, W - 32, bold=True), font=font(24, bold=True), fill=TEXT)
    columns = (16, 70, 350, 470)  # place, name, rating, W-D-L
    y = 60
    for x, text in zip(columns, header, strict=True):
        draw_text(d, (x, y), text, font=font(20, bold=True), fill=MUTED)
    y += 34

    def line(row: Row, y: int) -> None:
        place, name, rating, record, own = row
        if own:
            d.rectangle((8, y - 4, W - 8, y + row_h - 8), fill=HIGHLIGHT)
        draw_text(d, (columns[0], y), place, font=font(22, bold=True), fill=TEXT)
        draw_text(d, (columns[1], y), elide(name, 22, columns[2] - columns[1] - 12), font=font(22), fill=TEXT)
        draw_text(d, (columns[2], y), rating, font=font(22, bold=True), fill=TEXT)
        draw_text(d, (columns[3], y), record, font=font(22), fill=TEXT)

    for row in rows:
        line(row, y)
        y += row_h
    if mine is not None:
        draw_text(d, (W / 2, y + 8), "⋯", font=font(22), fill=MUTED, anchor="mt")
        y += row_h
        line(mine, y)
        y += row_h
    for i, note in enumerate(notes):
        draw_text(d, (16, height - 10 - 28 * (len(notes) - i)), elide(note, 20, W - 32), font=font(20), fill=MUTED)
    return image
