"""Tournaments in the database (migrations 13 and 16): the tournament, its players, its rounds and their pairings
(of two players, or tables of more: their seats and places as JSON lists).

A round is paired in one transaction that locks the tournament's row and inserts the round's row: its primary key
(tournament, round) means two processes over PostgreSQL can never both pair the same round (the second finds the
round there, or fails on the key, and does nothing)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.framework.shards import Shards
from bot.storage.db import Database, Row, Tx

LIVE = ("signup", "running", "paused")


@dataclass
class TournamentRecord:
    id: int
    guild_id: int
    channel_id: int
    organiser_id: int
    name: str
    kind: str
    options: dict[str, Any]
    format: str
    rounds: int
    round_minutes: int
    status: str
    current_round: int
    next_deadline: float | None
    paused_left: float | None
    locale: str
    created_at: float
    table_size: int = 2  # more than 2: Swiss tables of a game for more players

    @property
    def tables(self) -> bool:
        return self.table_size > 2


@dataclass(frozen=True)
class PlayerRow:
    user_id: int
    name: str
    rating: float
    seed: int | None
    withdrawn: bool


@dataclass(frozen=True)
class PairingRow:
    round: int
    board: int
    a: int | None
    b: int | None
    game_id: int | None
    result: str | None
    how: str | None
    seats: tuple[int, ...] = ()  # everyone at the board in seat order (a pairing's a and b, or a table's players)
    places: tuple[int, ...] | None = None  # a table's result: each seat's place, 0 first


def _tournament(row: Row) -> TournamentRecord:
    return TournamentRecord(
        row["id"], row["guild_id"], row["channel_id"], row["organiser_id"], row["name"], row["kind"],
        json.loads(row["options"]), row["format"], row["rounds"], row["round_minutes"], row["status"],
        row["current_round"], row["next_deadline"], row["paused_left"], row["locale"], row["created_at"],
        int(row["table_size"]))


def _pairing(row: Row) -> PairingRow:
    seats = tuple(json.loads(row["seats"])) if row["seats"] else tuple(
        p for p in (row["a"], row["b"]) if p is not None)
    places = tuple(json.loads(row["places"])) if row["places"] else None
    return PairingRow(row["round"], row["board"], row["a"], row["b"], row["game_id"], row["result"], row["how"],
                      seats, places)


class TournamentStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def create(self, *, guild_id: int, channel_id: int, organiser_id: int, name: str, kind: str,
                     options: dict[str, Any], format: str, rounds: int, round_minutes: int, signup_until: float,
                     locale: str, now: float, table_size: int = 2) -> int:
        async with self.db.transaction() as tx:
            return await tx.insert(
                "INSERT INTO tournaments(guild_id, channel_id, organiser_id, name, kind, options, format, rounds, "
                "round_minutes, status, next_deadline, locale, created_at, table_size) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?, ?, ?, ?)",
                (guild_id, channel_id, organiser_id, name, kind, json.dumps(options), format, rounds, round_minutes,
                 signup_until, locale, now, table_size))

    async def get(self, tournament_id: int) -> TournamentRecord | None:
        row = await self.db.fetchone("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        return None if row is None else _tournament(row)

    async def lock(self, tx: Tx, tournament_id: int) -> TournamentRecord | None:
        row = await tx.fetchone("SELECT * FROM tournaments WHERE id = ?" + tx.for_update, (tournament_id,))
        return None if row is None else _tournament(row)

    async def live(self, guild_id: int) -> list[TournamentRecord]:
        rows = await self.db.fetchall(
            "SELECT * FROM tournaments WHERE guild_id = ? AND status IN ('signup', 'running', 'paused') ORDER BY id",
            (guild_id,))
        return [_tournament(r) for r in rows]

    async def latest(self, guild_id: int) -> list[TournamentRecord]:
        """The server's tournaments, newest first (the live ones and the finished ones)."""
        rows = await self.db.fetchall("SELECT * FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT 25",
                                      (guild_id,))
        return [_tournament(r) for r in rows]

    async def running(self, shards: Shards) -> list[int]:
        """Every tournament not finished of the servers of `shards` (re-armed after a restart)."""
        mine, params = shards.where("guild_id")
        rows = await self.db.fetchall(
            f"SELECT id FROM tournaments WHERE status IN ('signup', 'running') AND {mine} ORDER BY id", params)
        return [int(r["id"]) for r in rows]

    async def next_deadline(self, shards: Shards) -> float | None:
        mine, params = shards.where("guild_id")
        value = await self.db.fetchval(
            f"SELECT MIN(next_deadline) FROM tournaments WHERE status IN ('signup', 'running') AND {mine}", params)
        return None if value is None else float(value)

    async def shift_running(self, shards: Shards, by: float) -> int:
        """Move the round deadlines of running tournaments on by `by` seconds (the time the bot was down)."""
        mine, params = shards.where("guild_id")
        return await self.db.execute(
            "UPDATE tournaments SET next_deadline = next_deadline + ? WHERE status = 'running' "
            f"AND next_deadline IS NOT NULL AND {mine}", (by, *params))

    async def update(self, tx: Tx, tournament_id: int, **changes: Any) -> None:
        columns = ", ".join(f"{name} = ?" for name in changes)
        values = [json.dumps(v) if name == "options" else v for name, v in changes.items()]
        await tx.execute(f"UPDATE tournaments SET {columns} WHERE id = ?", (*values, tournament_id))

    # --- players ----------------------------------------------------------------------------------------------------
    async def players(self, tournament_id: int, tx: Tx | None = None) -> list[PlayerRow]:
        sql = "SELECT * FROM tournament_players WHERE tournament_id = ? ORDER BY joined_at, user_id"
        rows = await (tx.fetchall(sql, (tournament_id,)) if tx is not None else self.db.fetchall(sql, (tournament_id,)))
        return [PlayerRow(r["user_id"], r["name"], r["rating"], r["seed"], bool(r["withdrawn"])) for r in rows]

    async def join(self, tournament_id: int, user_id: int, name: str, rating: float, now: float) -> None:
        await self.db.execute(
            "INSERT INTO tournament_players(tournament_id, user_id, name, rating, joined_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(tournament_id, user_id) DO UPDATE SET withdrawn = 0, name = excluded.name",
            (tournament_id, user_id, name, rating, now))

    async def leave_signup(self, tournament_id: int, user_id: int) -> int:
        return await self.db.execute("DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                                     (tournament_id, user_id))

    async def withdraw(self, tx: Tx, tournament_id: int, user_id: int) -> int:
        return await tx.execute(
            "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = ? AND user_id = ? AND withdrawn = 0",
            (tournament_id, user_id))

    async def seed(self, tx: Tx, tournament_id: int, order: list[int]) -> None:
        await tx.executemany("UPDATE tournament_players SET seed = ? WHERE tournament_id = ? AND user_id = ?",
                             [(i + 1, tournament_id, user) for i, user in enumerate(order)])

    # --- rounds and pairings ----------------------------------------------------------------------------------------
    async def pairings(self, tournament_id: int, round: int | None = None, tx: Tx | None = None) -> list[PairingRow]:
        sql = "SELECT * FROM tournament_pairings WHERE tournament_id = ?"
        params: tuple[Any, ...] = (tournament_id,)
        if round is not None:
            sql += " AND round = ?"
            params += (round,)
        sql += " ORDER BY round, board"
        rows = await (tx.fetchall(sql, params) if tx is not None else self.db.fetchall(sql, params))
        return [_pairing(r) for r in rows]

    async def round_exists(self, tx: Tx, tournament_id: int, round: int) -> bool:
        count = await tx.fetchval("SELECT COUNT(*) FROM tournament_rounds WHERE tournament_id = ? AND round = ?",
                                  (tournament_id, round))
        return int(count) > 0

    async def add_round(self, tx: Tx, tournament_id: int, round: int, pairs: list[tuple[int | None, int | None]],
                        results: dict[int, tuple[str, str]], now: float) -> None:
        """The round's row (its key: paired once) and its pairings; `results`: board -> (result, how) known at once
        (a bye)."""
        await tx.execute("INSERT INTO tournament_rounds(tournament_id, round, started_at) VALUES (?, ?, ?)",
                         (tournament_id, round, now))
        await tx.executemany(
            "INSERT INTO tournament_pairings(tournament_id, round, board, a, b, result, how) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(tournament_id, round, board, a, b, *results.get(board, (None, None)))
             for board, (a, b) in enumerate(pairs)])

    async def add_tables(self, tx: Tx, tournament_id: int, round: int, tables: list[tuple[int, ...]],
                         results: dict[int, tuple[str, str, tuple[int, ...] | None]], now: float) -> None:
        """A round of Swiss tables: its row and a board per table; `results`: board -> (result, how, places) known at
        once (a player seated alone)."""
        await tx.execute("INSERT INTO tournament_rounds(tournament_id, round, started_at) VALUES (?, ?, ?)",
                         (tournament_id, round, now))
        rows = []
        for board, seats in enumerate(tables):
            result, how, places = results.get(board, (None, None, None))
            rows.append((tournament_id, round, board, seats[0], seats[1] if len(seats) > 1 else None, result, how,
                         json.dumps(list(seats)), None if places is None else json.dumps(list(places))))
        await tx.executemany(
            "INSERT INTO tournament_pairings(tournament_id, round, board, a, b, result, how, seats, places) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)

    async def set_places(self, tx: Tx, tournament_id: int, round: int, board: int, result: str, how: str,
                         places: tuple[int, ...] | None, *, overwrite: bool = False) -> int:
        sql = ("UPDATE tournament_pairings SET result = ?, how = ?, places = ? "
               "WHERE tournament_id = ? AND round = ? AND board = ?")
        if not overwrite:
            sql += " AND result IS NULL"
        return await tx.execute(sql, (result, how, None if places is None else json.dumps(list(places)),
                                      tournament_id, round, board))

    async def drop_round(self, tx: Tx, tournament_id: int, round: int) -> None:
        """A round re-paired: its pairings and its row go, in the transaction that pairs it again."""
        await tx.execute("DELETE FROM tournament_pairings WHERE tournament_id = ? AND round = ?",
                         (tournament_id, round))
        await tx.execute("DELETE FROM tournament_rounds WHERE tournament_id = ? AND round = ?", (tournament_id, round))

    async def set_game(self, tournament_id: int, round: int, board: int, game_id: int) -> None:
        await self.db.execute(
            "UPDATE tournament_pairings SET game_id = ? WHERE tournament_id = ? AND round = ? AND board = ?",
            (game_id, tournament_id, round, board))

    async def set_result(self, tx: Tx, tournament_id: int, round: int, board: int, result: str, how: str, *,
                         overwrite: bool = False) -> int:
        sql = "UPDATE tournament_pairings SET result = ?, how = ? WHERE tournament_id = ? AND round = ? AND board = ?"
        if not overwrite:
            sql += " AND result IS NULL"
        return await tx.execute(sql, (result, how, tournament_id, round, board))


async def record_game_result(tx: Tx, game_id: int, result: str, how: str,
                             places: tuple[int, ...] | None = None) -> int:
    """A tournament game's result (and a table's places), in the transaction that commits its end (the pairing keeps
    its first result)."""
    return await tx.execute(
        "UPDATE tournament_pairings SET result = ?, how = ?, places = ? WHERE game_id = ? AND result IS NULL",
        (result, how, None if places is None else json.dumps(list(places)), game_id))
