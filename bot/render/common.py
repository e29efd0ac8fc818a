"""Fonts, colours and PNG encoding shared by every renderer."""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from bot import IMAGES_DIR

FONT_DIR = IMAGES_DIR / "fonts"
MAX_PNG_BYTES = 1_000_000


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans: covers Latin (Turkish included) and Cyrillic."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def to_png(image: Image.Image) -> bytes:
    """Encode as PNG (renderers of flat art hand over palette images, which encode small and fast); a
    busy image that would come out above the size budget is reduced to 128 colours."""
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=3)
    data = buf.getvalue()
    if len(data) > MAX_PNG_BYTES:
        buf = io.BytesIO()
        image.convert("RGB").quantize(colors=128).save(buf, format="PNG", optimize=True)
        data = buf.getvalue()
    return data


@lru_cache(maxsize=4096)
def text_mask(text: str, face: ImageFont.FreeTypeFont, anchor: str) -> tuple[Image.Image, int, int]:
    """A line of text rendered once as an antialiased mask, with its offset from the anchor point.
    Glyph rendering is most of a board's drawing time, and the same strings (names, pip counts, clock
    readings) come back again and again."""
    left, top, right, bottom = (int(v) for v in face.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)))
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, left, top


def draw_text(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, *, font: ImageFont.FreeTypeFont,
              fill: tuple[int, ...], anchor: str = "la") -> None:
    """`ImageDraw.text` for one line, from the mask cache."""
    if not text:
        return
    mask, left, top = text_mask(text, font, anchor)
    d.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


def elide(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` cut with "…" so that it is at most `width` pixels wide in DejaVu Sans of `size`."""
    f = font(size, bold)
    if f.getlength(text) <= width:
        return text
    low, high = 0, len(text)  # the longest prefix that fits with the ellipsis
    while low < high:
        mid = (low + high + 1) // 2
        if f.getlength(text[:mid] + "…") <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"
