"""Fonts, colours and PNG encoding shared by every renderer."""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image, ImageFont

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
