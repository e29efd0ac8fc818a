"""The analysis runs in a process of its own: the same report as in this process, progress reported on the event
loop, and a cancelled request leaves no process behind."""

from __future__ import annotations

import asyncio
import dataclasses
import multiprocessing

from bot.games.backgammon.analysis.worker import analyse_in_process
from tests.backgammon.test_analysis import analysed, played


async def test_the_worker_gives_the_same_report_and_reports_progress() -> None:
    state = played(("intermediate", "intermediate"), 3)
    seen: list[tuple[int, int]] = []
    found = await analyse_in_process(state, 1, lambda done, total: seen.append((done, total)))
    here = analysed(("intermediate", "intermediate"), 3, 1)
    assert dataclasses.replace(found, seconds=0.0) == dataclasses.replace(here, seconds=0.0)  # all but its timing
    assert seen and seen[-1][0] == seen[-1][1] and [d for d, _ in seen] == sorted(d for d, _ in seen)


async def test_a_cancelled_analysis_kills_its_process() -> None:
    state = played(("intermediate", "intermediate"), 4)
    task = asyncio.ensure_future(analyse_in_process(state, 3))  # 3-ply: long enough to be cancelled midway
    await asyncio.sleep(1.0)
    assert any(p.name == "analysis" for p in multiprocessing.active_children())
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    assert not any(p.name == "analysis" for p in multiprocessing.active_children())
