"""The PNG writer for palette, grey and RGB pictures (`bot.render.png`): every file it writes is a valid PNG
(chunks, checksums, rows behind their filter byte) that decodes to exactly the picture it was given, and what
it cannot write goes to Pillow unchanged. (A second decoder reads these files too: the playground's browser
test checks that Chromium shows the backgammon board, `tests/test_playground.py`.)"""

from __future__ import annotations

import io
import random
import struct
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from bot.games.backgammon.render import BoardView, render_board
from bot.render import png
from bot.render.common import to_png


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The file's chunks, each checked against its CRC, read by hand (not by the decoder under test)."""
    assert data[:8] == png.SIGNATURE
    out, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body), kind
        out.append((kind, body))
        at += 12 + length
    assert at == len(data)
    return out


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def palette_picture(rng: random.Random, width: int, height: int, colours: int) -> Image.Image:
    image = Image.frombytes("P", (width, height), bytes(rng.randrange(colours) for _ in range(width * height)))
    image.putpalette([rng.randrange(256) for _ in range(3 * colours)])
    return image


@settings(max_examples=60, deadline=None)
@given(width=st.integers(1, 70), height=st.integers(1, 40), colours=st.integers(1, 256), seed=st.integers(0, 99))
def test_a_palette_picture_comes_back_pixel_for_pixel(width: int, height: int, colours: int, seed: int) -> None:
    image = palette_picture(random.Random(seed), width, height, colours)
    data = to_png(image)
    parts = chunks(data)
    assert [kind for kind, _ in parts] == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    assert struct.unpack(">IIBBBBB", parts[0][1]) == (width, height, 8, 3, 0, 0, 0)
    assert parts[1][1] == bytes(image.getpalette() or [])
    rows = zlib.decompress(parts[2][1])
    assert len(rows) == height * (width + 1)
    assert all(rows[y * (width + 1)] == 0 for y in range(height))  # filter "none" on every row
    back = decoded(data)
    assert back.mode == "P" and back.size == (width, height)
    assert back.tobytes() == image.tobytes()
    assert back.getpalette() == image.getpalette()


def test_a_grey_picture_comes_back_pixel_for_pixel() -> None:
    rng = random.Random(3)
    image = Image.frombytes("L", (33, 17), bytes(rng.randrange(256) for _ in range(33 * 17)))
    data = to_png(image)
    assert struct.unpack(">IIBBBBB", chunks(data)[0][1])[3] == 0  # colour type grey, no palette
    back = decoded(data)
    assert back.mode == "L" and back.tobytes() == image.tobytes()


@settings(max_examples=40, deadline=None)
@given(width=st.integers(1, 50), height=st.integers(1, 30), seed=st.integers(0, 99))
def test_an_rgb_picture_comes_back_pixel_for_pixel(width: int, height: int, seed: int) -> None:
    rng = random.Random(seed)
    image = Image.frombytes("RGB", (width, height), bytes(rng.randrange(256) for _ in range(3 * width * height)))
    data = png.encode(image)
    parts = chunks(data)
    assert [kind for kind, _ in parts] == [b"IHDR", b"IDAT", b"IEND"]
    assert struct.unpack(">IIBBBBB", parts[0][1]) == (width, height, 8, 2, 0, 0, 0)  # truecolour, no palette
    rows = zlib.decompress(parts[1][1])
    stride = 3 * width + 1
    assert len(rows) == height * stride and all(rows[y * stride] == 0 for y in range(height))
    back = decoded(data)
    assert back.mode == "RGB" and back.tobytes() == image.tobytes()


def test_a_card_table_encodes_to_the_picture_drawn() -> None:
    """The card games draw in RGB: their pictures are written here, not by Pillow's slower encoder, and come back
    exactly as drawn."""
    from bot.games.zero.kind import face
    from bot.games.zero.render import SideView, TableView, render_table

    card = face("steam-colossus", "en", attack=5, life="8/8", badges=(("used", "used"),))
    side = SideView("Ayşe", "30 to zero", "deck 24", (), (type(card)(**{**card.__dict__, "compact": True}),) * 4, True)
    picture = render_table(TableView(side, side, "Round 1/5"))
    assert picture.mode == "RGB" and png.writable(picture)
    data = to_png(picture)
    assert struct.unpack(">IIBBBBB", chunks(data)[0][1])[3] == 2
    assert decoded(data).tobytes() == picture.tobytes()


def test_a_board_encodes_to_the_picture_drawn() -> None:
    start = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)
    board = render_board(BoardView(boards=(start, start), viewer=0, names=("Ayşe", "Борис"), dice=(3, 5),
                                   dice_left=(5,), pips=(167, 167), clocks=("1:59", "2:00")))
    assert png.writable(board)
    back = decoded(to_png(board))
    assert back.convert("RGB").tobytes() == board.convert("RGB").tobytes()


def test_what_it_cannot_write_goes_to_pillow_unchanged() -> None:
    rng = random.Random(5)
    rgba = Image.frombytes("RGBA", (20, 10), bytes(rng.randrange(256) for _ in range(800)))
    see_through = palette_picture(rng, 20, 10, 8)
    see_through.info["transparency"] = 2
    alpha_palette = Image.new("P", (20, 10), 1)
    alpha_palette.putpalette([10, 20, 30, 0, 200, 100, 50, 128], "RGBA")
    for image in (rgba, see_through, alpha_palette):
        assert not png.writable(image)
        back = decoded(to_png(image))
        assert back.convert("RGBA").tobytes() == image.convert("RGBA").tobytes(), image.mode
    assert decoded(to_png(see_through)).info.get("transparency") == 2


def test_asking_it_to_write_what_it_cannot_is_refused() -> None:
    with pytest.raises(ValueError):
        png.encode(Image.new("RGBA", (2, 2)))
