"""Ratings per user and game kind. The game issues decide how a result changes them."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.db import Database, Tx


@dataclass
class Rating:
    user_id: int
    kind: str
    rating: float = 1500.0
    games: int = 0
    experience: int = 0


class RatingStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, user_id: int, kind: str) -> Rating:
        row = await self.db.fetchone("SELECT * FROM ratings WHERE user_id = ? AND kind = ?", (user_id, kind))
        if row is None:
            return Rating(user_id, kind)
        return Rating(user_id, kind, row["rating"], row["games"], row["experience"])

    @staticmethod
    async def get_in(tx: Tx, user_id: int, kind: str) -> Rating:
        """The rating, locked for the rest of `tx`, which is going to change it (a first rating is made
        first, so that two processes rating a newcomer at once take turns instead of both starting at 1500)."""
        await tx.execute("INSERT INTO ratings(user_id, kind) VALUES (?, ?) ON CONFLICT(user_id, kind) DO NOTHING",
                         (user_id, kind))
        row = await tx.fetchone("SELECT * FROM ratings WHERE user_id = ? AND kind = ?" + tx.for_update,
                                (user_id, kind))
        if row is None:
            return Rating(user_id, kind)
        return Rating(user_id, kind, row["rating"], row["games"], row["experience"])

    async def put(self, *ratings: Rating) -> None:
        async with self.db.transaction() as tx:
            await self.put_in(tx, *ratings)

    @staticmethod
    async def put_in(tx: Tx, *ratings: Rating) -> None:
        for r in ratings:
            await tx.execute(
                "INSERT INTO ratings(user_id, kind, rating, games, experience) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(user_id, kind) DO UPDATE SET rating = excluded.rating, "
                "games = excluded.games, experience = excluded.experience",
                (r.user_id, r.kind, r.rating, r.games, r.experience),
            )

    async def guild_players(self, guild_id: int, kind: str) -> list[int]:
        rows = await self.db.fetchall(
            "SELECT DISTINCT s.user_id FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE g.guild_id = ? AND g.kind = ? AND s.user_id IS NOT NULL",
            (guild_id, kind),
        )
        return [int(r["user_id"]) for r in rows]

    async def top(self, kind: str, limit: int = 10, user_ids: list[int] | None = None) -> list[Rating]:
        sql = "SELECT * FROM ratings WHERE kind = ?"
        params: list[object] = [kind]
        if user_ids is not None:
            if not user_ids:
                return []
            sql += f" AND user_id IN ({','.join('?' * len(user_ids))})"
            params.extend(user_ids)
        rows = await self.db.fetchall(sql + " ORDER BY rating DESC LIMIT ?", [*params, limit])
        return [Rating(r["user_id"], kind, r["rating"], r["games"], r["experience"]) for r in rows]
