"""Every game's ratings (`bot.framework.ratings` computes them): one row per player, game and scope (0: every
server; else a server's id), each rated game's id, and each change a game made (the rating history, W/L/D, decks).
Backgammon's FIBS rating stays in `ratings` (bot.storage.ratings), beside these."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.framework.mirrors import mirror_of
from bot.storage import game_flags
from bot.storage.db import Database, Row, Tx

GLOBAL = 0  # the scope of ratings across every server


@dataclass(frozen=True)
class RatingRow:
    user_id: int
    kind: str
    scope: int
    rating: float
    deviation: float
    volatility: float = 0.0
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    streak: int = 0  # wins in a row (positive) or losses in a row (negative); a draw ends either
    best_streak: int = 0  # the most wins in a row


@dataclass(frozen=True)
class RatingChange:
    game_id: int
    kind: str
    result: str  # win | loss | draw
    place: int
    before: float
    after: float
    deck: Mapping[str, str] | None
    created_at: float


@dataclass(frozen=True)
class RecentGame:
    game_id: int
    kind: str
    guild_id: int | None
    channel_id: int
    message_id: int | None
    finished_at: float
    result: str | None  # None: unrated
    before: float | None
    after: float | None


def _row(r: Row) -> RatingRow:
    return RatingRow(int(r["user_id"]), r["kind"], int(r["scope"]), float(r["rating"]), float(r["deviation"]),
                     float(r["volatility"]), int(r["games"]), int(r["wins"]), int(r["losses"]), int(r["draws"]),
                     int(r["streak"]), int(r["best_streak"]))


# --- writes, inside the transaction that commits a game's finish ---------------------------------------------------
async def claim_game(tx: Tx, game_id: int, kind: str, guild_id: int | None, now: float) -> bool:
    """Mark the game rated; False if it already was (then nothing else may be written for it)."""
    count = await tx.execute(
        "INSERT INTO rated_games(game_id, kind, guild_id, created_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT(game_id) DO NOTHING", (game_id, kind, guild_id, now))
    return count == 1


async def lock_rows(tx: Tx, users: Sequence[int], kind: str, scope: int,
                    start: tuple[float, float, float]) -> list[RatingRow]:
    """The players' rows in `users`' order, locked for the rest of `tx` (made first for newcomers, in user order,
    so two processes rating the same players take turns instead of deadlocking or both starting anew)."""
    rating, deviation, volatility = start
    for user in sorted(set(users)):
        await tx.execute(
            "INSERT INTO game_ratings(user_id, kind, scope, rating, deviation, volatility) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(user_id, kind, scope) DO NOTHING", (user, kind, scope, rating, deviation, volatility))
    rows = {}
    for user in sorted(set(users)):
        row = await tx.fetchone("SELECT * FROM game_ratings WHERE user_id = ? AND kind = ? AND scope = ?"
                                + tx.for_update, (user, kind, scope))
        assert row is not None
        rows[user] = _row(row)
    return [rows[u] for u in users]


async def record_changes(tx: Tx, game_id: int, scope: int, rows: Sequence[RatingRow],
                         after: Sequence[tuple[float, float, float]], results: Sequence[str], places: Sequence[int],
                         decks: Sequence[Mapping[str, str] | None], now: float) -> None:
    for row, (rating, deviation, volatility), result, place, deck in zip(rows, after, results, places, decks,
                                                                          strict=True):
        streak = (max(row.streak, 0) + 1 if result == "win" else min(row.streak, 0) - 1 if result == "loss" else 0)
        await tx.execute(
            "UPDATE game_ratings SET rating = ?, deviation = ?, volatility = ?, games = games + 1, "
            "wins = wins + ?, losses = losses + ?, draws = draws + ?, streak = ?, best_streak = ?, updated_at = ? "
            "WHERE user_id = ? AND kind = ? AND scope = ?",
            (rating, deviation, volatility, int(result == "win"), int(result == "loss"), int(result == "draw"),
             streak, max(row.best_streak, streak), now, row.user_id, row.kind, scope))
        await tx.execute(
            "INSERT INTO rating_changes(game_id, user_id, scope, kind, result, place, rating_before, rating_after, "
            "deviation_after, deck, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, row.user_id, scope, row.kind, result, place, row.rating, rating, deviation,
             json.dumps(dict(deck)) if deck else None, now))


# --- reads, for /profile and /leaderboard ---------------------------------------------------------------------------
class GameRatingStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def of(self, user_id: int, scope: int = GLOBAL) -> dict[str, RatingRow]:
        rows = await self.db.fetchall("SELECT * FROM game_ratings WHERE user_id = ? AND scope = ?", (user_id, scope))
        return {r["kind"]: _row(r) for r in rows}

    async def get(self, user_id: int, kind: str, scope: int = GLOBAL) -> RatingRow | None:
        row = await self.db.fetchone("SELECT * FROM game_ratings WHERE user_id = ? AND kind = ? AND scope = ?",
                                     (user_id, kind, scope))
        return None if row is None else _row(row)

    async def top(self, kind: str, scope: int, provisional_games: int, limit: int = 10) -> list[RatingRow]:
        """The best of a game in a scope: established players first (by rating), then provisional ones."""
        rows = await self.db.fetchall(
            "SELECT * FROM game_ratings WHERE kind = ? AND scope = ? AND games > 0 "
            "ORDER BY CASE WHEN games >= ? THEN 0 ELSE 1 END, rating DESC, user_id LIMIT ?",
            (kind, scope, provisional_games, limit))
        return [_row(r) for r in rows]

    async def place(self, user_id: int, kind: str, scope: int, provisional_games: int) -> tuple[int, int] | None:
        """The player's place on that leaderboard (1 = first) and how many are on it; None if not on it."""
        me = await self.get(user_id, kind, scope)
        total = int(await self.db.fetchval("SELECT COUNT(*) FROM game_ratings WHERE kind = ? AND scope = ? "
                                           "AND games > 0", (kind, scope)) or 0)
        if me is None or me.games == 0:
            return None
        established = me.games >= provisional_games
        ahead = await self.db.fetchval(
            "SELECT COUNT(*) FROM game_ratings WHERE kind = ? AND scope = ? AND games > 0 AND ("
            + ("(games >= ? AND (rating > ? OR (rating = ? AND user_id < ?)))" if established else
               "games >= ? OR (rating > ? OR (rating = ? AND user_id < ?))") + ")",
            (kind, scope, provisional_games, me.rating, me.rating, user_id))
        return int(ahead or 0) + 1, total

    async def history(self, user_id: int, kind: str, scope: int = GLOBAL, limit: int = 50) -> list[RatingChange]:
        """The player's latest rated games of `kind`, oldest first."""
        rows = await self.db.fetchall(
            "SELECT * FROM rating_changes WHERE user_id = ? AND kind = ? AND scope = ? "
            "ORDER BY created_at DESC, game_id DESC LIMIT ?", (user_id, kind, scope, limit))
        return [_change(r) for r in reversed(rows)]

    async def recent(self, user_id: int, limit: int = 5) -> list[RecentGame]:
        """The player's latest finished games, rated or not, newest first (with the rating change when rated)."""
        rows = await self.db.fetchall(
            "SELECT g.id AS id, g.kind AS kind, g.guild_id AS guild_id, g.channel_id AS channel_id, "
            "g.message_id AS message_id, g.options AS options, g.flags AS flags, "
            "g.mirror_message_id AS mirror_message_id, "
            "g.updated_at AS at, c.result AS result, c.rating_before AS before, "
            "c.rating_after AS after FROM seats s JOIN games g ON g.id = s.game_id "
            "LEFT JOIN rating_changes c ON c.game_id = g.id AND c.user_id = s.user_id AND c.scope = ? "
            "WHERE s.user_id = ? AND g.status IN ('finished', 'abandoned') ORDER BY g.updated_at DESC, g.id DESC "
            "LIMIT ?", (GLOBAL, user_id, limit))
        out = []
        for r in rows:
            where = (r["guild_id"], int(r["channel_id"]), r["message_id"])
            mirror = mirror_of(game_flags.decode(r["flags"], game_flags.split(json.loads(r["options"]))[1])) \
                if r["mirror_message_id"] is not None else None
            if mirror is not None and user_id in mirror.users:  # across servers: the board on the player's side
                where = (mirror.guild_id, mirror.channel_id, r["mirror_message_id"])
            out.append(RecentGame(int(r["id"]), r["kind"], *where, float(r["at"]), r["result"], r["before"],
                                  r["after"]))
        return out

    async def decks(self, user_id: int, kind: str) -> list[tuple[Mapping[str, str], int]]:
        """The decks the player brought to rated games of `kind`, most played first."""
        rows = await self.db.fetchall(
            "SELECT deck, COUNT(*) AS n FROM rating_changes WHERE user_id = ? AND kind = ? AND scope = ? "
            "AND deck IS NOT NULL GROUP BY deck ORDER BY n DESC, deck", (user_id, kind, GLOBAL))
        return [(json.loads(r["deck"]), int(r["n"])) for r in rows]

    async def played(self, user_id: int) -> dict[str, int]:
        """Finished games per game, rated or not (against the computer too)."""
        rows = await self.db.fetchall(
            "SELECT g.kind AS kind, COUNT(DISTINCT g.id) AS n FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.user_id = ? AND g.status IN ('finished', 'abandoned') GROUP BY g.kind", (user_id,))
        return {r["kind"]: int(r["n"]) for r in rows}

    async def names(self, user_ids: Sequence[int]) -> dict[int, str]:
        """Each player's name as their latest game seated them."""
        if not user_ids:
            return {}
        rows = await self.db.fetchall(
            "SELECT user_id, name, joined_at FROM seats WHERE user_id IN (" + ",".join("?" * len(user_ids)) + ") "
            "ORDER BY joined_at", list(user_ids))
        return {int(r["user_id"]): r["name"] for r in rows if r["name"]}

    async def rated_count(self, game_id: int) -> int:
        return int(await self.db.fetchval("SELECT COUNT(*) FROM rated_games WHERE game_id = ?", (game_id,)) or 0)


def _change(r: Row) -> RatingChange:
    return RatingChange(int(r["game_id"]), r["kind"], r["result"], int(r["place"]), float(r["rating_before"]),
                        float(r["rating_after"]), json.loads(r["deck"]) if r["deck"] else None,
                        float(r["created_at"]))
