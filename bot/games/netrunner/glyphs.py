"""Which characters the pictures' font can draw, read from the font file's own character map (its `cmap`
table), so that a character DejaVu Sans lacks (an emoji in a player's name, a symbol such as 🗑) is never
drawn as a box."""

from __future__ import annotations

import struct
from functools import lru_cache
from pathlib import Path

from bot.render.common import FONT_DIR

FONTS = {False: FONT_DIR / "DejaVuSans.ttf", True: FONT_DIR / "DejaVuSans-Bold.ttf"}


def _u16(data: bytes, at: int) -> int:
    return int(struct.unpack_from(">H", data, at)[0])


def _u32(data: bytes, at: int) -> int:
    return int(struct.unpack_from(">I", data, at)[0])


def _format4(data: bytes, sub: int) -> set[int]:
    segments = _u16(data, sub + 6) // 2
    ends, starts = sub + 14, sub + 16 + 2 * segments
    deltas, offsets = starts + 2 * segments, starts + 4 * segments
    out: set[int] = set()
    for k in range(segments):
        first, last = _u16(data, starts + 2 * k), _u16(data, ends + 2 * k)
        delta = int(struct.unpack_from(">h", data, deltas + 2 * k)[0])
        offset = _u16(data, offsets + 2 * k)
        for code in range(first, last + 1):
            if code == 0xFFFF:
                continue
            if offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                glyph = _u16(data, offsets + 2 * k + offset + 2 * (code - first))
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                out.add(code)
    return out


def _format12(data: bytes, sub: int) -> set[int]:
    out: set[int] = set()
    for k in range(_u32(data, sub + 12)):
        first, last, glyph = struct.unpack_from(">III", data, sub + 16 + 12 * k)
        out.update(code for code in range(first, last + 1) if glyph + code - first)
    return out


def codepoints(path: Path) -> frozenset[int]:
    """Every character a TrueType file maps to a real glyph (not .notdef), from its Unicode subtables."""
    data = path.read_bytes()
    tables = {data[12 + 16 * i: 16 + 16 * i]: _u32(data, 20 + 16 * i) for i in range(_u16(data, 4))}
    cmap = tables[b"cmap"]
    out: set[int] = set()
    for i in range(_u16(data, cmap + 2)):
        platform, encoding = _u16(data, cmap + 4 + 8 * i), _u16(data, cmap + 6 + 8 * i)
        if (platform, encoding) not in ((0, 3), (0, 4), (3, 1), (3, 10)):
            continue
        sub = cmap + _u32(data, cmap + 8 + 8 * i)
        fmt = _u16(data, sub)
        if fmt == 4:
            out |= _format4(data, sub)
        elif fmt == 12:
            out |= _format12(data, sub)
    return frozenset(out)


@lru_cache(maxsize=2)
def covered(bold: bool) -> frozenset[int]:
    return codepoints(FONTS[bold])


def missing(text: str, bold: bool = False) -> set[str]:
    """The characters of `text` the font cannot draw (line breaks aside)."""
    have = covered(bold)
    return {ch for ch in text if ord(ch) not in have and ch not in "\n\r"}


@lru_cache(maxsize=1024)
def drawable(text: str, bold: bool = False) -> str:
    """`text` without the characters the font lacks (a name's emoji), spaces tidied; never empty if the
    text had a drawable character."""
    gone = missing(text, bold)
    if not gone:
        return text
    kept = "".join(ch for ch in text if ch not in gone)
    return " ".join(kept.split()) or "?"
