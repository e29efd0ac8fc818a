"""Fonts, colours and PNG encoding shared by every renderer."""

from __future__ import annotations

import io
from collections import OrderedDict
from collections.abc import Iterable
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from bot import IMAGES_DIR
from bot.render import png

FONT_DIR = IMAGES_DIR / "fonts"
MAX_PNG_BYTES = 1_000_000
RGB = tuple[int, int, int]


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans: covers Latin (Turkish included) and Cyrillic."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def to_png(image: Image.Image) -> bytes:
    """Encode as PNG (renderers of flat art hand over palette images, which `bot.render.png` writes in a
    fraction of Pillow's time); a busy image that would come out above the size budget is reduced to 128
    colours."""
    if png.writable(image):
        data = png.encode(image)
    else:
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
              fill: tuple[int, ...], anchor: str = "la", bg: RGB | None = None) -> None:
    """`ImageDraw.text` for one line, from the mask cache. On a `FixedPalette` canvas, `bg` is the colour the
    text stands on (its antialiased edge is a blend of the two), which the caller must give."""
    if not text:
        return
    mask, left, top = text_mask(text, font, anchor)
    at = (round(xy[0]) + left, round(xy[1]) + top)
    if isinstance(d, PaletteDraw):
        if bg is None:
            raise TypeError("text on a palette canvas needs the colour it stands on (bg)")
        d.fixed.paste_text(d.image, at, mask, (text, font, anchor), fill[:3], bg)  # type: ignore[arg-type]
    else:
        d.bitmap(at, mask, fill=fill)


class PaletteDraw(ImageDraw.ImageDraw):
    """Drawing on a canvas of a `FixedPalette`: shapes take its colours as RGB, text is pasted in its ramps."""

    def __init__(self, image: Image.Image, fixed: FixedPalette) -> None:
        super().__init__(image)
        self.image, self.fixed = image, fixed


class FixedPalette:
    """The colours of a picture fixed in advance, for drawing straight into a palette image: its flat colours,
    and for each (ink, background) pair that text is drawn in, `steps` blends for the antialiased edges.
    Mapping a finished RGB picture onto a palette costs about as much as drawing it; drawing in the palette
    costs nothing extra, and the palette image encodes to a small PNG quickly."""

    PATCHES = 4096  # text patches kept (a board's names, numbers and clock readings come back again and again)

    def __init__(self, solids: Iterable[RGB], text_on: Iterable[tuple[RGB, RGB]], steps: int = 16) -> None:
        self.steps = steps
        colours: dict[RGB, int] = {}

        def add(colour: RGB) -> int:
            return colours.setdefault(colour, len(colours))

        for colour in solids:
            add(colour)
        self._ramps: dict[tuple[RGB, RGB], list[int]] = {}
        for ink, bg in text_on:
            self._ramps[(ink, bg)] = [add(_blend(bg, ink, k / (steps - 1))) for k in range(steps)]
        if len(colours) > 256:
            raise ValueError(f"{len(colours)} colours do not fit a palette of 256")
        self.colours = list(colours)
        self.index = colours
        padded = self.colours + [self.colours[0]] * (256 - len(self.colours))  # never a stray black to map onto
        self.flat = [v for colour in padded for v in colour]
        self._patches: OrderedDict[tuple[object, ...], tuple[Image.Image, Image.Image]] = OrderedDict()

    def adopt(self, image: Image.Image) -> Image.Image:
        """An RGB picture (drawn once and cached, such as a backdrop) mapped onto this palette."""
        reference = Image.new("P", (1, 1))
        reference.putpalette(self.flat)
        return image.convert("RGB").quantize(palette=reference, dither=Image.Dither.NONE)

    def canvas(self, size: tuple[int, int], colour: RGB) -> Image.Image:
        image = Image.new("P", size, self.index[colour])
        image.putpalette(self.flat)
        return image

    def draw(self, image: Image.Image) -> PaletteDraw:
        return PaletteDraw(image, self)

    def nearest(self, colour: RGB) -> int:
        return min(range(len(self.colours)),
                   key=lambda i: sum((a - b) ** 2 for a, b in zip(self.colours[i], colour, strict=True)))

    def ramp(self, ink: RGB, bg: RGB) -> list[int]:
        """Palette indices from `bg` (0) to `ink` (`steps` - 1); for a pair not given, the nearest colours."""
        if (ink, bg) not in self._ramps:
            self._ramps[(ink, bg)] = [self.nearest(_blend(bg, ink, k / (self.steps - 1))) for k in range(self.steps)]
        return self._ramps[(ink, bg)]

    def paste_text(self, image: Image.Image, at: tuple[int, int], mask: Image.Image, key: tuple[object, ...],
                   ink: RGB, bg: RGB) -> None:
        full = (*key, ink, bg)
        found = self._patches.get(full)
        if found is None:
            levels = self.ramp(ink, bg)
            top = self.steps - 1
            level = [(v * top + 127) // 255 for v in range(256)]
            indices = mask.point([levels[k] for k in level])
            patch = Image.frombytes("P", mask.size, indices.tobytes())
            found = patch, mask.point([255 if k else 0 for k in level], "1")  # level 0 leaves what is there
            self._patches[full] = found
            if len(self._patches) > self.PATCHES:
                self._patches.popitem(last=False)
        else:
            self._patches.move_to_end(full)
        image.paste(found[0], at, found[1])


def _blend(bg: RGB, ink: RGB, amount: float) -> RGB:
    return tuple(round(b + (i - b) * amount) for b, i in zip(bg, ink, strict=True))  # type: ignore[return-value]


@lru_cache(maxsize=4096)
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
