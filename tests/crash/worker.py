"""Plays games through the real pipeline over a file database until it is killed (see test_crash.py).

Each run opens a staked backgammon game and a TWEAK! game if none is running, then advances every
running game one computer decision at a time through `GameService.run`, as clicks would.
"""

from __future__ import annotations

import asyncio
import dataclasses
import sys
from pathlib import Path
from typing import Any

from bot.framework.change import Change, Origin
from bot.framework.kinds import GameKind
from bot.harness import Harness
from bot.storage.games import GameRecord


async def step(h: Harness, game_id: int) -> None:
    assert h.bot is not None
    service = h.bot.service
    record = await h.bot.games_store.get(game_id)
    if record is None or record.status != "running":
        return
    kind = service.registry.get(record.kind)
    state = service.load_state(kind, record)
    seats = sorted(kind.actors(state))
    if not seats:
        return
    seat = seats[0]
    action = kind.computer_move(service.context(record), state, seat)
    if action is not None:
        action = dataclasses.replace(action, by_computer=True)  # as the framework marks a computer move
    if action is None:  # e.g. an absent player must press Continue: time runs out instead
        h.fake.advance(600)
        await h.bot.scheduler.run_due()
        return

    async def decide(fresh: GameRecord, kind: GameKind, state: Any) -> Change | None:
        if fresh.version != record.version:
            return None
        return Change(action.name, seat=seat, outcome=kind.apply(service.context(fresh), state, seat, action))

    await service.run(game_id, decide, Origin(locale="en"))


async def main(workdir: Path) -> None:
    async with Harness(workdir, seed=None) as h:
        assert h.bot is not None
        db = h.bot.db
        print("ready", flush=True)
        while True:
            rows = await db.fetchall("SELECT id, kind FROM games WHERE status = 'running'")
            kinds = {r["kind"] for r in rows}
            if "backgammon" not in kinds:
                a, b = h.user("a"), h.user("b")
                board = h.reply(await h.slash(a, "backgammon new", stake=10))
                await h.click(b, "Join", message=board)
            if "tweak" not in kinds:
                a, b, c = h.user("a"), h.user("b"), h.user("c")
                board = h.reply(await h.slash(a, "tweak new", seats=3))
                await h.click(b, "Join", message=board)
                await h.click(c, "Join", message=board)
            for row in rows:
                await step(h, int(row["id"]))
            if rows:
                print("played", flush=True)  # a round of steps is committed: the test may kill at any moment now
            await asyncio.sleep(0)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))
