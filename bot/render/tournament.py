"""The standings of a tournament as a picture: a table (place, player, points and the tie-breaks, or how far each got
in a bracket), the reader's own row lit. Pure: plain data in (every text already in its language), a Pillow image
out; 600 px wide with text of at least 20 px, like /leaderboard's, so a phone showing it 450 px wide reads it."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.render.common import draw_text, elide, font
from bot.render.community import BG, HIGHLIGHT, MUTED, TEXT, W

Row = tuple[Sequence[str], bool]  # the cells, and whether it is the reader's (or a row to light)
MAX_ROWS = 32  # more players than this: the picture shows the first ones and says how many more


def _wrapped(text: str, width: int, between: str = " ") -> list[str]:
    """`text` in lines of 20 px text no wider than `width`, broken at `between` (between words, or parts)."""
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    lines: list[str] = []
    for word in text.split(between):
        if lines and probe.textlength(f"{lines[-1]}{between}{word}", font=font(20)) <= width:
            lines[-1] += between + word
        else:
            lines.append(word)
    return lines


def standings_table(title: str, subtitle: str, header: Sequence[str], rows: Sequence[Row], footer: str,
                    more: str = "") -> Image.Image:
    """`header` has two to five cells: the first two (place, player) are left-aligned, the rest right-aligned."""
    row_h = 36
    shown = list(rows[:MAX_ROWS])
    notes = [line for n in footer.split("\n") if n for line in _wrapped(n, W - 32)]
    notes += [more] if more and len(rows) > MAX_ROWS else []
    subtitles = _wrapped(subtitle, W - 32, " · ")  # broken between its parts (game · format · round · status)
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    if len(subtitles) > 2 or any(probe.textlength(line, font=font(20)) > W - 32 for line in subtitles):
        subtitles = _wrapped(subtitle, W - 32)  # a part too long for a line: between words
    if len(subtitles) > 2:  # two lines at most: the rest is elided
        subtitles = [subtitles[0], " · ".join(subtitles[1:])]
    top = 92 + 28 * (len(subtitles) - 1)
    height = top + 34 + row_h * max(1, len(shown)) + 12 + 28 * len(notes) + 8
    image = Image.new("RGB", (W, height), BG)
    d = ImageDraw.Draw(image)
    draw_text(d, (16, 12), elide(title, 24, W - 32, bold=True), font=font(24, bold=True), fill=TEXT)
    for i, line in enumerate(subtitles):
        draw_text(d, (16, 48 + 28 * i), elide(line, 20, W - 32), font=font(20), fill=MUTED)
    numbers = len(header) - 2
    right_edges = [W - 16 - 100 * (numbers - 1 - i) for i in range(numbers)]  # the number columns' right edges
    name_right = (right_edges[0] - 100) if numbers else W - 16
    y = top
    draw_text(d, (16, y), header[0], font=font(20, bold=True), fill=MUTED)
    draw_text(d, (64, y), elide(header[1], 20, name_right - 64, bold=True), font=font(20, bold=True), fill=MUTED)
    for x, text in zip(right_edges, header[2:], strict=True):
        draw_text(d, (x, y), elide(text, 20, 92, bold=True), font=font(20, bold=True), fill=MUTED, anchor="ra")
    y += 34
    for cells, lit in shown:
        if lit:
            d.rectangle((8, y - 4, W - 8, y + row_h - 6), fill=HIGHLIGHT)
        draw_text(d, (16, y), cells[0], font=font(22, bold=True), fill=TEXT)
        draw_text(d, (64, y), elide(cells[1], 22, name_right - 64 - 8), font=font(22), fill=TEXT)
        for i, (x, text) in enumerate(zip(right_edges, cells[2:], strict=True)):
            draw_text(d, (x, y), text, font=font(22, bold=i == 0), fill=TEXT, anchor="ra")
        y += row_h
    for i, note in enumerate(notes):
        draw_text(d, (16, height - 8 - 28 * (len(notes) - i)), elide(note, 20, W - 32), font=font(20), fill=MUTED)
    return image
