"""An analysis runs in a process of its own, not in a thread of the bot's: bgsage holds the GIL for tens of
milliseconds at a time while it searches, so a thread would slow every interaction for the half-minute a match
takes. The process reports each judged decision through a pipe, which the event loop reads as it arrives; it
is killed if the request is cancelled or the bot closes.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection

from bot.games.backgammon.analysis.engine import analyse
from bot.games.backgammon.analysis.report import Analysis
from bot.games.backgammon.game import BgState

Progress = Callable[[int, int], None]


def _child(conn: Connection, state: BgState, ply: int) -> None:
    try:
        found = analyse(state, ply, lambda done, total: conn.send(("progress", done, total)))
        conn.send(("done", found.to_json()))
    except Exception as exc:  # the parent logs it with the request's error id
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


class AnalysisFailed(RuntimeError):
    pass


async def analyse_in_process(state: BgState, ply: int, progress: Progress | None = None) -> Analysis:
    """`analyse(state, ply)` in a worker process; `progress(done, total)` is called on the event loop."""
    context = multiprocessing.get_context("forkserver")
    reader, writer = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(writer, state, ply), daemon=True, name="analysis")
    await asyncio.to_thread(process.start)
    writer.close()
    loop = asyncio.get_running_loop()
    result: asyncio.Future[Analysis] = loop.create_future()

    def receive() -> None:
        try:
            while not result.done() and reader.poll():
                message = reader.recv()
                if message[0] == "progress" and progress is not None:
                    progress(int(message[1]), int(message[2]))
                elif message[0] == "done":
                    result.set_result(Analysis.from_json(message[1]))
                elif message[0] == "error":
                    result.set_exception(AnalysisFailed(message[1]))
        except (EOFError, OSError):
            if not result.done():
                result.set_exception(AnalysisFailed("the analysis process ended without an answer"))

    loop.add_reader(reader.fileno(), receive)
    try:
        return await result
    finally:
        loop.remove_reader(reader.fileno())
        reader.close()
        if process.is_alive():
            process.kill()
        await asyncio.to_thread(process.join, 5)
