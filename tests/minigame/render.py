"""Draws the Countdown pile. Public: never the secrets."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render.common import font
from tests.minigame.engine import CountdownView


def render_pile(state: CountdownView, names: list[str], title: str) -> Image.Image:
    image = Image.new("RGB", (480, 200), "#1f2937")
    draw = ImageDraw.Draw(image)
    draw.text((16, 12), title, font=font(22, bold=True), fill="#f9fafb")
    for i in range(state.pile):
        x = 20 + (i % 15) * 30
        y = 60 + (i // 15) * 30
        draw.ellipse((x, y, x + 24, y + 24), fill="#f59e0b", outline="#78350f")
    for seat, name in enumerate(names):
        marker = "▶ " if seat == state.turn and state.winner is None else "  "
        draw.text((16 + seat * 115, 160), marker + name[:12], font=font(16), fill="#d1d5db")
    return image


def render_secret(secret: str) -> Image.Image:
    image = Image.new("RGB", (320, 80), "#111827")
    ImageDraw.Draw(image).text((16, 24), secret, font=font(24, bold=True), fill="#34d399")
    return image
