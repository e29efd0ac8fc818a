"""Pictures drawn in a worker process: the same bytes as a thread would draw, a dead worker never costs a
picture, and the bot draws its boards there when told to."""

from __future__ import annotations

import os
import signal
from functools import partial
from pathlib import Path

from PIL import Image

from bot.games.backgammon.render import BoardView, render_board
from bot.harness import Harness
from bot.render.pool import Renderer, encode, picklable
from tests.backgammon.test_e2e import open_game


def _view(selected: int | None = None) -> BoardView:
    start = (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)
    return BoardView(boards=(start, start), viewer=0, names=("Ayşe", "Борис"), dice=(6, 5), dice_left=(6, 5),
                     cube=1, owner=None, pips=(167, 167), clocks=("2:00", "2:00"), score_line="0–0 (to 5)",
                     last_play=None, selected=selected, to_move=0)


def _square() -> Image.Image:
    return Image.new("P", (4, 4))


def test_only_partials_of_module_level_functions_go_to_a_process() -> None:
    def local() -> Image.Image:
        return _square()

    assert picklable(partial(render_board, _view()))
    assert picklable(partial(_square))
    assert not picklable(lambda: _square())
    assert not picklable(partial(local))
    assert not picklable(_square)  # a bare function carries no data: nothing to gain, drawn in a thread


async def test_a_worker_draws_the_same_png_as_a_thread() -> None:
    renderer = Renderer(processes=1)
    await renderer.start()
    try:
        job = partial(render_board, _view(selected=13))
        data = await renderer.png(job)
        assert renderer.drawn_in_process == 1 and renderer.drawn_in_thread == 0
        assert data == encode(job)
        assert data.startswith(b"\x89PNG")
        await renderer.png(lambda: render_board(_view()))
        assert renderer.drawn_in_thread == 1
    finally:
        await renderer.close()


async def test_equal_keys_share_one_picture() -> None:
    renderer = Renderer(processes=0)
    first = await renderer.png(partial(render_board, _view()), key="k")
    again = await renderer.png(partial(render_board, _view(selected=8)), key="k")  # same key: not redrawn
    assert again is first and renderer.drawn_in_thread == 1


async def test_a_killed_worker_costs_no_picture_and_is_replaced() -> None:
    renderer = Renderer(processes=1)
    await renderer.start()
    try:
        pool = renderer._pool
        assert pool is not None
        for pid in list(pool._processes):  # type: ignore[union-attr]
            os.kill(pid, signal.SIGKILL)
        job = partial(render_board, _view())
        assert await renderer.png(job) == encode(job)  # drawn in a thread while the pool is replaced
        assert await renderer.png(partial(render_board, _view(selected=6))) != b""
        assert renderer._pool is not None and renderer._pool is not pool
        assert renderer.drawn_in_process >= 1
    finally:
        await renderer.close()


async def test_the_bot_draws_its_boards_in_a_worker_process(tmp_path: Path) -> None:
    async with Harness(tmp_path, render_processes=1) as h:
        assert h.bot is not None
        _alice, _bob, board = await open_game(h)
        assert h.bot.renderer.drawn_in_process >= 1
        picture = next(a for a in board.attachments if a.filename == "board.png")
        assert picture.data.startswith(b"\x89PNG")
