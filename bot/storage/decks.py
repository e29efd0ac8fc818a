"""Players' own deck lists, per game."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from bot.storage.db import Database

MAX_DECKS = 25  # per player and game: one select menu


@dataclass(frozen=True)
class SavedDeck:
    id: int
    user_id: int
    kind: str
    name: str
    cards: dict[str, int]

    @property
    def key(self) -> str:
        return f"u{self.id}"


class DeckStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def save(self, user_id: int, kind: str, name: str, cards: dict[str, int]) -> bool:
        """Store (or replace, by name) a deck; False when the player already has `MAX_DECKS` others."""
        existing = await self.for_user(user_id, kind)
        if len(existing) >= MAX_DECKS and all(d.name != name for d in existing):
            return False
        await self.db.execute(
            "INSERT INTO decks(user_id, kind, name, cards, created_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(user_id, kind, name) DO UPDATE SET cards = excluded.cards",
            (user_id, kind, name, json.dumps(cards, sort_keys=True), time.time()),
        )
        return True

    async def for_user(self, user_id: int, kind: str | None = None) -> list[SavedDeck]:
        sql = "SELECT * FROM decks WHERE user_id = ?" + (" AND kind = ?" if kind else "") + " ORDER BY kind, name"
        rows = await self.db.fetchall(sql, (user_id, kind) if kind else (user_id,))
        return [SavedDeck(r["id"], r["user_id"], r["kind"], r["name"], json.loads(r["cards"])) for r in rows]

    async def delete(self, user_id: int, kind: str, name: str) -> bool:
        before = len(await self.for_user(user_id, kind))
        await self.db.execute("DELETE FROM decks WHERE user_id = ? AND kind = ? AND name = ?", (user_id, kind, name))
        return len(await self.for_user(user_id, kind)) < before
