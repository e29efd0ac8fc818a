"""Finished games' analyses, kept so that asking again is instant: one row per game and depth, the analysis as
JSON with the version of its format (a row of another version is as good as none)."""

from __future__ import annotations

import time

from bot.storage.db import Database


class AnalysisStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, game_id: int, depth: int, version: int) -> str | None:
        row = await self.db.fetchone("SELECT version, data FROM analyses WHERE game_id = ? AND depth = ?",
                                     (game_id, depth))
        if row is None or int(row["version"]) != version:
            return None
        return str(row["data"])

    async def put(self, game_id: int, depth: int, version: int, data: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO analyses(game_id, depth, version, data, created_at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(game_id, depth) DO UPDATE SET version = excluded.version, data = excluded.data, "
                "created_at = excluded.created_at",
                (game_id, depth, version, data, time.time()),
            )
