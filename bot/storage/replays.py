"""What a replay reads back: each change's recipe from the action log (`actions.replay`, migration 12) and the game
log's events by version. Read-only: the pipeline writes both with the change itself (`GameStore.commit`)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.storage.db import Database


@dataclass(frozen=True)
class LoggedStep:
    version: int
    seat: int | None
    replay: str | None  # the recipe's JSON; None: a change that left the state as it was (or an older game)


@dataclass(frozen=True)
class LoggedEvent:
    version: int
    seat: int | None  # None: public; else the one seat who may read it
    key: str
    params: dict[str, Any]


class ReplayLog:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def steps(self, game_id: int) -> list[LoggedStep]:
        rows = await self.db.fetchall("SELECT version, seat, replay FROM actions WHERE game_id = ? ORDER BY id",
                                      (game_id,))
        return [LoggedStep(int(r["version"]), r["seat"], r["replay"]) for r in rows]

    async def events(self, game_id: int) -> list[LoggedEvent]:
        rows = await self.db.fetchall("SELECT version, seat, key, params FROM events WHERE game_id = ? ORDER BY id",
                                      (game_id,))
        return [LoggedEvent(int(r["version"]), r["seat"], r["key"], json.loads(r["params"])) for r in rows]
