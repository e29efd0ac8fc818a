"""The picture of a match: seat 0's winning chances (a single game) or match-winning chances (a match) after
every judged decision, games apart by a thin line, errors and blunders marked. Drawn with Pillow (the project's
one drawing library: a line and some dots need nothing more) from plain data, so a render process can draw it."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render.common import draw_text, font

WIDTH, HEIGHT = 900, 420
LEFT, RIGHT, TOP, BOTTOM = 70, 24, 74, 62
BG, GRID, INK, MUTED = (250, 249, 244), (222, 219, 208), (40, 40, 40), (120, 118, 110)
LINE = (43, 108, 176)
MARKS = {2: (230, 140, 20), 3: (200, 30, 30)}  # error, blunder


@dataclass(frozen=True)
class ChartView:
    title: str
    subtitle: str  # whose chances: "⚪ alice's winning chances"
    values: tuple[float, ...]  # 0..1, seat 0's chance after each decision
    severities: tuple[int, ...]  # per value: 0..3
    seats: tuple[int, ...]  # per value: who decided (seat 0's marks are filled, seat 1's are rings)
    names: tuple[str, str]
    games: tuple[int, ...]  # per value: the game it belongs to
    legend: tuple[str, str]  # (error, blunder)
    axis: str  # the x axis: "moves"


def render_chart(view: ChartView) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    d = ImageDraw.Draw(image)
    draw_text(d, (LEFT, 10), view.title, font=font(28, True), fill=INK)
    draw_text(d, (LEFT, 44), view.subtitle, font=font(19), fill=MUTED)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    for pct in (0, 25, 50, 75, 100):
        y = TOP + plot_h * (1 - pct / 100)
        d.line([(LEFT, y), (LEFT + plot_w, y)], fill=GRID if pct != 50 else MUTED, width=1 if pct != 50 else 2)
        draw_text(d, (LEFT - 8, y), f"{pct}%", font=font(17), fill=MUTED, anchor="rm")
    n = len(view.values)
    if n:
        step = plot_w / max(1, n - 1)
        xy = [(LEFT + i * step, TOP + plot_h * (1 - max(0.0, min(1.0, v)))) for i, v in enumerate(view.values)]
        for i in range(1, n):  # a new game starts here: a thin line and its number
            if view.games[i] != view.games[i - 1]:
                x = (xy[i - 1][0] + xy[i][0]) / 2
                d.line([(x, TOP), (x, TOP + plot_h)], fill=GRID, width=1)
        for i, game in enumerate(view.games):
            if i == 0 or game != view.games[i - 1]:
                draw_text(d, (xy[i][0] + 3, TOP + plot_h + 4), str(game), font=font(16), fill=MUTED)
        if n > 1:
            d.line(xy, fill=LINE, width=3, joint="curve")
        for (x, y), level, seat in zip(xy, view.severities, view.seats, strict=True):
            if level >= 2:
                r = 8 if level == 3 else 6
                if seat == 0:
                    d.ellipse([x - r, y - r, x + r, y + r], fill=MARKS[level], outline=BG)
                else:
                    d.ellipse([x - r, y - r, x + r, y + r], fill=BG, outline=MARKS[level], width=3)
    ly = HEIGHT - 20
    face = font(17)
    draw_text(d, (LEFT, TOP + plot_h + 34), view.axis, font=face, fill=MUTED, anchor="lm")
    x = WIDTH - RIGHT  # the key, right to left: "● ○ blunder  ● ○ error  ● alice ○ bob"
    for label, level, both in ((view.legend[1], 3, True), (view.legend[0], 2, True), (view.names[1], 3, False),
                               (view.names[0], 3, False)):
        x -= int(face.getlength(label))
        draw_text(d, (x, ly), label, font=face, fill=INK, anchor="lm")
        x -= 16
        ring = label == view.names[1]
        colour = MARKS[level] if both else MUTED
        if both or ring:
            d.ellipse([x - 6, ly - 6, x + 6, ly + 6], fill=BG, outline=colour, width=3)
            x -= 16
        if both or not ring:
            d.ellipse([x - 6, ly - 6, x + 6, ly + 6], fill=colour)
            x -= 16
        x -= 14
    return image
