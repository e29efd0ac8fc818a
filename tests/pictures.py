"""Reading what a renderer draws: every line of text with its box, to check pictures at phone size and
that no text overlaps other text."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from PIL import ImageFont

PHONE = 450  # the width Discord shows an image at on a phone
Box = tuple[tuple[float, float, float, float], str, ImageFont.FreeTypeFont]


@contextmanager
def recorded_text(module: ModuleType) -> Iterator[list[Box]]:
    """Every line of text `module` draws through its `draw_text`, with the box it covers. The module's
    fixed palette is drawn first (it is drawn from a sample, not from the picture under test)."""
    boxes: list[Box] = []
    if hasattr(module, "_palette"):
        module._palette()
    original = module.draw_text
    background = getattr(module, "_background", None)
    if hasattr(background, "cache_clear"):  # a cached backdrop is drawn again, so its text is seen too
        background.cache_clear()

    def spy(d: Any, xy: tuple[float, float], text: str, *, font: ImageFont.FreeTypeFont, fill: Any,
            anchor: str = "la", **more: Any) -> None:
        left, top, right, bottom = font.getbbox(text, anchor=anchor)
        boxes.append(((xy[0] + left, xy[1] + top, xy[0] + right, xy[1] + bottom), text, font))
        original(d, xy, text, font=font, fill=fill, anchor=anchor, **more)

    module.draw_text = spy
    try:
        yield boxes
    finally:
        module.draw_text = original


def digit_height(font: ImageFont.FreeTypeFont, width: int) -> float:
    """How tall a digit of `font` stands when a picture `width` wide is shown at phone width."""
    top, bottom = font.getbbox("8")[1], font.getbbox("8")[3]
    return (bottom - top) * PHONE / width


def assert_no_overlap(boxes: list[Box], width: int) -> None:
    for box, text, _ in boxes:
        assert box[0] >= 0 and box[2] <= width, f"{text!r} runs off the picture"
    for i, (a, text_a, _) in enumerate(boxes):
        for b, text_b, _ in boxes[i + 1:]:
            overlap = a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
            assert not overlap, f"{text_a!r} overlaps {text_b!r}"
