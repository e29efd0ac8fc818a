"""PNG written straight from a palette, grey or RGB picture's pixels, deflated by ISA-L.

Every board of every game is a new PNG, and deflating its pixels was most of a board's cost: Pillow's
encoder (zlib-ng at level 3) takes about 1.9 ms for a 900 × 774 palette board, ISA-L's level 2 about
0.2 ms for a file a fifth larger. Pictures of few flat colours need no PNG row filter (their rows repeat
exactly), so the file is simple to write: each row behind a zero filter byte, one IDAT chunk.

The card games' tables and hands are RGB, drawn as flat panels and text. Pillow tries its adaptive row
filters on every row of them and took 6-20 ms a picture (a Cyberpunk table, 840 × 860: 20.5 ms, 34 KB);
unfiltered rows deflated by ISA-L take 0.2-0.5 ms for most and 6 ms for that table, at the same size or
smaller (33.8 KB). Pictures with transparency or alpha are left to Pillow.
"""

from __future__ import annotations

import struct
import zlib

from isal import isal_zlib
from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
LEVEL = 2  # ISA-L's own default: as fast as level 1 here and a little smaller; level 3 is six times slower
COLOUR_TYPE = {"L": 0, "RGB": 2, "P": 3}


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def writable(image: Image.Image) -> bool:
    """Whether `encode` writes this picture: grey, RGB, or a palette of plain RGB colours."""
    if image.width < 1 or image.height < 1:
        return False
    if image.mode in ("L", "RGB"):
        return "transparency" not in image.info
    return (image.mode == "P" and "transparency" not in image.info
            and image.palette is not None and image.palette.mode == "RGB")


def encode(image: Image.Image) -> bytes:
    """The picture as a PNG file; `writable(image)` must hold."""
    if not writable(image):
        raise ValueError(f"not a plain palette, grey or RGB picture: {image.mode}")
    width, height = image.size
    if image.mode == "RGB":  # each row of 3 bytes a pixel behind its filter byte (0, none)
        raw, stride = image.tobytes(), 3 * width
        data = b"".join(b"\0" + raw[at:at + stride] for at in range(0, len(raw), stride))
    else:  # one column more on the left, of index 0: its bytes are exactly the rows behind their filter byte
        rows = Image.new(image.mode, (width + 1, height), 0)
        rows.paste(image, (1, 0))
        data = rows.tobytes()
    header = struct.pack(">IIBBBBB", width, height, 8, COLOUR_TYPE[image.mode], 0, 0, 0)
    parts = [SIGNATURE, _chunk(b"IHDR", header)]
    if image.mode == "P":
        palette = image.getpalette("RGB") or [0, 0, 0]
        parts.append(_chunk(b"PLTE", bytes(palette[:768])))
    parts += [_chunk(b"IDAT", isal_zlib.compress(data, LEVEL)), _chunk(b"IEND", b"")]
    return b"".join(parts)
