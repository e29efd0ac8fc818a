"""The /play queue in the database (migration 14): one row per member and server; and how long recent matches
waited (migration 15), for the expected wait every process shows alike.

Claims are DELETEs checked by their row count, in a transaction: under PostgreSQL a second process deleting the same
row waits for the first one's commit and then deletes nothing, so an entry is matched, left or expired once.

The row keeps the player's /play interaction token. That is acceptable: it can only answer that one interaction
(followups and edits of its own messages, for 15 minutes), it is not the bot's token, and the row is deleted when
the entry ends (matched, left or expired within 10 minutes), so it never outlives its use. It is never logged
(`Entry`'s repr leaves it out)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from bot.framework.game_options import OptionValues
from bot.framework.matchmaking import Entry, options_key
from bot.framework.shards import Shards
from bot.storage.db import Database, Row, Tx

RECENT_WAITS = 20  # the expected wait is the median of this many last matches of a game and its options
WAITS_KEPT_S = 7 * 24 * 3600.0  # older waits say little of today's queue: they are deleted as new ones come

_COLUMNS = ("guild_id, user_id, kind, options, queue_key, rating, joined_at, channel_id, name, locale, token, "
            "cross_server")


class _Lost(Exception):
    """Another process claimed an entry of the pair first: the transaction is rolled back."""


def _entry(row: Row) -> Entry:
    return Entry(int(row["user_id"]), int(row["guild_id"]), row["kind"], json.loads(row["options"]),
                 float(row["rating"]), float(row["joined_at"]), int(row["channel_id"]), row["name"], row["locale"],
                 row["token"], bool(row["cross_server"]))


async def _insert(tx: Tx, e: Entry) -> None:
    await tx.execute("DELETE FROM play_queue WHERE guild_id = ? AND user_id = ?", (e.guild_id, e.user_id))
    await tx.execute(f"INSERT INTO play_queue({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (e.guild_id, e.user_id, e.kind, json.dumps(dict(e.options)), options_key(e.options), e.rating,
                      e.joined, e.channel_id, e.name, e.locale, e.token, int(e.cross)))


def _candidates(entry: Entry, shards: Shards | None) -> tuple[str, list[Any]]:
    """The queue rows `entry` could meet: its server's, and if it plays across servers, those of other servers (of
    this process's shards: both players' clicks must reach the process that holds the game) that do too. Its own
    server's come first, then the longest waiting."""
    mine, params = shards.where("guild_id") if shards is not None else ("1 = 1", [])
    sql = ("kind = ? AND queue_key = ? AND (guild_id = ? OR (? = 1 AND cross_server = 1 AND " + mine + ")) "
           "ORDER BY CASE WHEN guild_id = ? THEN 0 ELSE 1 END, joined_at, user_id")
    return sql, [entry.kind, options_key(entry.options), entry.guild_id, int(entry.cross), *params, entry.guild_id]


async def _delete(tx: Tx, e: Entry) -> bool:
    """This very entry (its player's row, joined at that time) deleted by this transaction."""
    return await tx.execute("DELETE FROM play_queue WHERE guild_id = ? AND user_id = ? AND joined_at = ?",
                            (e.guild_id, e.user_id, e.joined)) == 1


async def _record_wait(tx: Tx, first: Entry, second: Entry, now: float) -> None:
    key = options_key(first.options)
    await tx.execute("DELETE FROM play_waits WHERE kind = ? AND queue_key = ? AND matched_at < ?",
                     (first.kind, key, now - WAITS_KEPT_S))
    await tx.execute("INSERT INTO play_waits(kind, queue_key, waited, matched_at) VALUES (?, ?, ?, ?)",
                     (first.kind, key, abs(second.joined - first.joined), now))


class QueueStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, guild_id: int, user_id: int) -> Entry | None:
        row = await self.db.fetchone("SELECT * FROM play_queue WHERE guild_id = ? AND user_id = ?",
                                     (guild_id, user_id))
        return None if row is None else _entry(row)

    async def waiting(self, entry: Entry, shards: Shards | None = None) -> list[Entry]:
        where, params = _candidates(entry, shards)
        rows = await self.db.fetchall(f"SELECT * FROM play_queue WHERE {where}", params)
        return [_entry(r) for r in rows]

    async def all(self, shards: Shards | None = None) -> list[Entry]:
        mine, params = shards.where("guild_id") if shards is not None else ("1 = 1", [])
        rows = await self.db.fetchall(f"SELECT * FROM play_queue WHERE {mine} ORDER BY joined_at, user_id", params)
        return [_entry(r) for r in rows]

    async def put(self, entry: Entry) -> None:
        async with self.db.transaction() as tx:
            await _insert(tx, entry)

    async def join(self, entry: Entry, pick: Callable[[list[Entry]], Entry | None],
                   shards: Shards | None = None) -> Entry | None:
        """In one transaction: drop the player's earlier entry here, then claim the waiting entry `pick` chooses
        among those it could meet (its server's first, then the longest waiting), or queue `entry` if it chooses
        none."""
        where, params = _candidates(entry, shards)
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM play_queue WHERE guild_id = ? AND user_id = ?",
                             (entry.guild_id, entry.user_id))
            rows = await tx.fetchall(f"SELECT * FROM play_queue WHERE {where}" + tx.for_update, params)
            waiting = [_entry(r) for r in rows]
            while waiting:
                other = pick(waiting)
                if other is None:
                    break
                if await _delete(tx, other):
                    await _record_wait(tx, other, entry, entry.joined)
                    return other
                waiting.remove(other)
            await _insert(tx, entry)
        return None

    async def take(self, guild_id: int, user_id: int) -> Entry | None:
        async with self.db.transaction() as tx:
            row = await tx.fetchone("SELECT * FROM play_queue WHERE guild_id = ? AND user_id = ?" + tx.for_update,
                                    (guild_id, user_id))
            if row is None:
                return None
            entry = _entry(row)
            return entry if await _delete(tx, entry) else None

    async def take_older(self, joined_before: float, shards: Shards | None = None) -> list[Entry]:
        """Claim every entry that joined at or before `joined_before`; those this call deleted."""
        mine, params = shards.where("guild_id") if shards is not None else ("1 = 1", [])
        rows = await self.db.fetchall(f"SELECT * FROM play_queue WHERE joined_at <= ? AND {mine} ORDER BY joined_at",
                                      [joined_before, *params])
        taken = []
        for entry in map(_entry, rows):
            async with self.db.transaction() as tx:
                if await _delete(tx, entry):
                    taken.append(entry)
        return taken

    async def claim(self, pair: tuple[Entry, Entry], now: float) -> bool:
        """Delete both entries of a match in one transaction (and record its wait), or neither (False) if either was
        claimed already."""
        try:
            async with self.db.transaction() as tx:
                for entry in pair:
                    if not await _delete(tx, entry):
                        raise _Lost
                await _record_wait(tx, *pair, now)
        except _Lost:
            return False
        return True

    async def recent_waits(self, kind: str, options: OptionValues) -> list[float]:
        """The waits of the game's last matches with these options (any server, any process), newest first."""
        rows = await self.db.fetchall(
            "SELECT waited FROM play_waits WHERE kind = ? AND queue_key = ? ORDER BY matched_at DESC LIMIT ?",
            (kind, options_key(options), RECENT_WAITS))
        return [float(r["waited"]) for r in rows]

    async def set_cross(self, guild_id: int, allowed: bool) -> int:
        """A server changed its mind about play across servers: its members' waiting entries follow at once."""
        return await self.db.execute("UPDATE play_queue SET cross_server = ? WHERE guild_id = ?",
                                     (int(allowed), guild_id))
