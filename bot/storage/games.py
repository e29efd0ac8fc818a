"""Games, seats and the append-only action log."""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.framework.shards import Shards
from bot.storage import game_flags
from bot.storage.db import Database, Row, RowcountMismatch, StaleVersion, Statement, Tx, run_statements
from bot.storage.game_flags import GameFlags


@dataclass
class SeatRecord:
    seat: int
    user_id: int | None
    computer: str | None = None
    name: str = ""

    @property
    def is_computer(self) -> bool:
        return self.user_id is None


@dataclass
class GameRecord:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    message_id: int | None
    status: str
    host_id: int
    challenged_id: int | None
    options: dict[str, Any]  # the players' own choices; the framework's notes are `flags`
    state_json: str | None  # the stored state, {"schema": n, "data": ...} as JSON; None while in the lobby
    version: int
    locale: str
    created_at: float
    updated_at: float
    next_deadline: float | None
    seats: list[SeatRecord] = field(default_factory=list)
    time_shift: float = 0.0  # downtime not yet moved into the state's own timestamps
    computer_due: bool = False  # a computer (or a ghost) is awaited: resumed after a restart
    seed: int | None = None  # never in the action log, which keeps only its hash
    mirror_message_id: int | None = None  # the second board, in the other player's server (bot.framework.mirrors)
    remind_at: float | None = None  # a correspondence game's low-clock reminder is due then (bot.framework.pace)
    flags: GameFlags = game_flags.NONE
    mirror_side: bool = False  # not stored: this record is the second board's view of the game (mirrors.mirror_view)
    _decoded: dict[str, Any] | None = field(default=None, repr=False, compare=False)

    @property
    def state(self) -> dict[str, Any] | None:
        """The stored state as data, decoded on first use (the pipeline itself keeps decoded engine states)."""
        if self._decoded is None and self.state_json is not None:
            self._decoded = json.loads(self.state_json)
        return self._decoded

    @state.setter
    def state(self, value: dict[str, Any] | None) -> None:
        self._decoded = value
        self.state_json = None if value is None else json.dumps(value, separators=(",", ":"))

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def user_of(self, seat: int) -> int | None:
        for s in self.seats:
            if s.seat == seat:
                return s.user_id
        return None

    @property
    def humans(self) -> list[int]:
        return [s.user_id for s in self.seats if s.user_id is not None]


_INSERT_SEAT = "INSERT INTO seats(game_id, seat, user_id, computer, name, joined_at) VALUES (?, ?, ?, ?, ?, ?)"
_INSERT_ACTION = ("INSERT INTO actions(game_id, version, user_id, seat, action, detail, created_at, replay) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
_INSERT_EVENT = "INSERT INTO events(game_id, version, seat, key, params, created_at) VALUES (?, ?, ?, ?, ?, ?)"


def _record(row: Row, seats: list[SeatRecord]) -> GameRecord:
    options, legacy = game_flags.split(json.loads(row["options"]))
    return GameRecord(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        status=row["status"],
        host_id=row["host_id"],
        challenged_id=row["challenged_id"],
        options=options,
        state_json=row["state"] or None,
        version=row["version"],
        locale=row["locale"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        next_deadline=row["next_deadline"],
        seats=seats,
        time_shift=row["time_shift"],
        computer_due=bool(row["computer_due"]),
        seed=row["seed"],
        mirror_message_id=row["mirror_message_id"],
        remind_at=row["remind_at"],
        flags=game_flags.decode(row["flags"], legacy),
    )


LIVE = ("lobby", "running")
ENDED = ("finished", "abandoned", "cancelled")
CONCLUDED = ("finished", "abandoned")  # how a running game ends (a cancelled one never started)


def first_wake(deadline: float, remind_at: float | None) -> float:
    """When a live game's timer must look at it: its deadline, or its low-clock reminder if that comes first."""
    return min(deadline, remind_at) if remind_at is not None else deadline


def wake_at(game: GameRecord) -> float | None:
    """When the timer must look at the game next (None: it has no clock)."""
    return None if game.next_deadline is None else first_wake(game.next_deadline, game.remind_at)
CORRESPONDENCE_GRACE_S = 3600.0  # downtime a correspondence game's days-long clock is not moved on for


class GameStore:
    """Games, with live ones kept in memory and written through (the bot is the database's only writer).

    `get` hands out the cached record itself: only the pipeline changes it, under the game's lock,
    and only after its commit succeeded."""

    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        self.db = db
        self.shards = shards or Shards()  # restores, timers and computers: only the games of these shards
        self._live: dict[int, GameRecord] = {}

    def _remember(self, game: GameRecord) -> GameRecord:
        if game.status in LIVE:
            self._live[game.id] = game
        else:
            self._live.pop(game.id, None)
        return game

    async def create(
        self,
        *,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
        locale: str,
        challenged_id: int | None = None,
        deadline: float | None = None,
        computers: tuple[tuple[str, str], ...] = (),
        mirror_channel_id: int | None = None,
        flags: GameFlags = game_flags.NONE,
    ) -> GameRecord:
        """A new lobby with the host in seat 0 and any computer players (level, name) after; `mirror_channel_id`: the
        channel of its second board, for a game across servers (bot.framework.mirrors), where it is found too."""
        now = time.time()
        async with self.db.transaction() as tx:
            game_id = await tx.insert(
                "INSERT INTO games(kind, guild_id, channel_id, status, host_id, challenged_id, options, "
                "locale, created_at, updated_at, next_deadline, mirror_channel_id, correspondence, flags) "
                "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (kind, guild_id, channel_id, host_id, challenged_id, json.dumps(options), locale, now, now,
                 deadline, mirror_channel_id, int(options.get("pace") == "correspondence"), game_flags.encode(flags)),
            )
            await tx.executemany(_INSERT_SEAT, [(game_id, 0, host_id, None, host_name, now)] + [
                (game_id, i, None, level, name, now) for i, (level, name) in enumerate(computers, start=1)])
            await tx.execute(_INSERT_ACTION, (game_id, 0, host_id, 0, "open", json.dumps(options), now, None))
        game = await self.get(game_id)
        assert game is not None
        return game

    async def get(self, game_id: int) -> GameRecord | None:
        cached = self._live.get(game_id)
        if cached is not None:
            return cached
        async with self.db.snapshot() as tx:
            game = await self._get(tx, game_id)
        return None if game is None else self._remember(game)

    async def _get(self, tx: Tx, game_id: int) -> GameRecord | None:
        row = await tx.fetchone("SELECT * FROM games WHERE id = ?", (game_id,))
        if row is None:
            return None
        rows = await tx.fetchall("SELECT seat, user_id, computer, name FROM seats WHERE game_id = ? ORDER BY seat",
                                 (game_id,))
        return _record(row, [SeatRecord(r["seat"], r["user_id"], r["computer"], r["name"]) for r in rows])

    async def commit(
        self,
        game: GameRecord,
        *,
        expected_version: int,
        actor: int | None,
        seat: int | None,
        action: str,
        detail: str = "",
        seats: list[SeatRecord] | None = None,
        hook: Callable[[Tx], Awaitable[None]] | None = None,
        events: list[tuple[int | None, str, dict[str, Any]]] = (),  # type: ignore[assignment]
        replay: str | None = None,  # how the new state was reached (bot.framework.replay), None: state unchanged
    ) -> GameRecord:
        """Persist `game` (status, state, options, flags, deadline, seats) and one log row in ONE transaction,
        together with whatever `hook` writes.

        Raises StaleVersion if someone else committed since `expected_version` was read.
        """
        now = time.time()
        new_version = expected_version + 1
        state = game.state_json
        statements = [Statement(
            "UPDATE games SET status = ?, state = ?, options = ?, version = ?, updated_at = ?, next_deadline = ?, "
            "challenged_id = ?, time_shift = ?, computer_due = ?, seed = ?, remind_at = ?, flags = ? "
            "WHERE id = ? AND version = ?",
            (game.status, state, json.dumps(game.options), new_version, now, game.next_deadline,
             game.challenged_id, game.time_shift, int(game.computer_due), game.seed, game.remind_at,
             game_flags.encode(game.flags), game.id, expected_version),
            expect=1,
        )]
        if seats is not None:
            statements.append(Statement("DELETE FROM seats WHERE game_id = ?", (game.id,)))
            statements.append(Statement(_INSERT_SEAT, rows=[(game.id, s.seat, s.user_id, s.computer, s.name, now)
                                                             for s in seats]))
        statements.append(Statement(_INSERT_ACTION, (game.id, new_version, actor, seat, action, detail, now, replay)))
        if events:
            statements.append(Statement(_INSERT_EVENT, rows=[
                (game.id, new_version, s, key, json.dumps(params, separators=(",", ":")), now)
                for s, key, params in events]))
        try:
            if hook is None:
                await self.db.batch(statements)  # one trip where the backend allows it
            else:
                async def work(tx: Tx) -> None:  # the hook is async: statement by statement
                    await run_statements(tx, statements)
                    await hook(tx)

                await self.db.run(work)
        except RowcountMismatch:
            raise StaleVersion(game.id) from None
        if seats is not None:
            game.seats = list(seats)
        game.version = new_version
        game.updated_at = now
        return self._remember(game)

    async def touch_state(self, game: GameRecord) -> None:
        """Test set-up only: rewrite state and deadline without a new version."""
        self._remember(game)
        await self.db.execute(
            "UPDATE games SET state = ?, next_deadline = ? WHERE id = ?",
            (game.state_json, game.next_deadline, game.id),
        )

    async def shift_live(self, tx: Tx, seconds: float, now: float) -> int:
        """Move every live game's deadline on by `seconds` and record the shift for its state, in
        one statement of the caller's transaction (the state's own timestamps move when next loaded).
        Only this process's games: another process's downtime is not theirs.

        A correspondence game, whose clock is hours or days, is moved on only for downtime over `CORRESPONDENCE_GRACE_S`
        or when its clock ends within that time from now: a short restart costs it minutes of hours or days (never the
        last ones), and no write over the many games that wait for days."""
        mine, params = self.shards.where()
        # each its own statement, so the index on (correspondence, next_deadline) serves the short restart's
        briefly = "" if seconds > CORRESPONDENCE_GRACE_S else " AND (correspondence = 0 OR next_deadline < ?)"
        return await tx.execute(
            "UPDATE games SET next_deadline = next_deadline + ?, remind_at = remind_at + ?, "
            "time_shift = time_shift + CASE WHEN status = 'running' THEN ? ELSE 0 END "
            f"WHERE next_deadline IS NOT NULL AND {mine}{briefly}",  # only a lobby or a running game has a deadline
            (seconds, seconds, seconds, *params, *(() if not briefly else (now + CORRESPONDENCE_GRACE_S,))),
        )

    async def computer_due(self) -> list[int]:
        mine, params = self.shards.where()
        rows = await self.db.fetchall(f"SELECT id FROM games WHERE computer_due = 1 AND status = 'running' AND {mine}",
                                      params)
        return [int(r["id"]) for r in rows]

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        await self.db.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))
        cached = self._live.get(game_id)
        if cached is not None:
            cached.message_id = message_id

    async def set_mirror_message(self, game_id: int, message_id: int | None) -> None:
        await self.db.execute("UPDATE games SET mirror_message_id = ? WHERE id = ?", (message_id, game_id))
        cached = self._live.get(game_id)
        if cached is not None:
            cached.mirror_message_id = message_id

    async def save_pings(self, pings: Mapping[int, int]) -> None:
        """Each game's outstanding turn ping (game -> message), kept for the next start."""
        if pings:
            await self.db.batch([Statement(
                "INSERT INTO turn_pings(game_id, message_id) VALUES (?, ?) "
                "ON CONFLICT(game_id) DO UPDATE SET message_id = excluded.message_id", rows=list(pings.items()))])

    async def take_pings(self) -> dict[int, int]:
        """The outstanding pings of this process's live games, as the last run left them; the rows are read once."""
        mine, params = self.shards.where("g.guild_id")
        rows = await self.db.fetchall(
            "SELECT p.game_id, p.message_id FROM turn_pings p JOIN games g ON g.id = p.game_id "
            f"WHERE g.status IN ('lobby', 'running') AND {mine}", params)
        pings = {int(r["game_id"]): int(r["message_id"]) for r in rows}
        await self.db.execute(f"DELETE FROM turn_pings WHERE game_id IN (SELECT g.id FROM games g WHERE {mine})",
                              params)
        return pings

    async def live_by_message(self, message_id: int) -> int | None:
        """The lobby or running game whose board (or second board) is this message, if any (a deleted message is
        looked up here)."""
        row = await self.db.fetchone(
            "SELECT id FROM games WHERE (message_id = ? OR mirror_message_id = ?) AND status IN ('lobby', 'running')",
            (message_id, message_id))
        return int(row["id"]) if row is not None else None

    async def wakes_between(self, after: float, before: float) -> list[tuple[int, float]]:
        """The live games to look at from `after` (or earlier, once `after` is 0) until `before`: each one's deadline,
        or its low-clock reminder when that comes first. Read through the two columns' indexes."""
        mine, params = self.shards.where()
        low = "next_deadline >= ? AND " if after else ""  # the first read takes everything overdue as well
        rows = await self.db.fetchall(  # only a lobby or a running game has a deadline (and a reminder)
            "SELECT id, next_deadline, remind_at FROM games WHERE "
            f"next_deadline IS NOT NULL AND (({low}next_deadline < ?) "
            f"OR (remind_at >= ? AND remind_at < ?)) AND {mine}",
            (*((after,) if after else ()), before, after, before, *params))
        return [(r["id"], first_wake(r["next_deadline"], r["remind_at"])) for r in rows]

    async def reminded(self, game: GameRecord) -> None:
        """The low-clock reminder was sent: not again for this decision (no new version: no button goes stale)."""
        await self.db.execute("UPDATE games SET remind_at = NULL WHERE id = ?", (game.id,))
        game.remind_at = None

    async def running_for(self, user_id: int) -> list[int]:
        """Every running game the member has a seat in (no limit: a vacation pauses them all)."""
        rows = await self.db.fetchall(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? AND g.status = 'running' "
            "ORDER BY g.id", (user_id,))
        return [int(r["id"]) for r in rows]

    async def for_user(self, user_id: int, guild_id: int | None = None) -> list[GameRecord]:
        sql = (
            "SELECT g.id FROM games g WHERE g.status IN ('lobby', 'running') "
            "AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ?)"
        )
        params: list[Any] = [user_id]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        rows = await self.db.fetchall(sql + " ORDER BY g.updated_at DESC LIMIT 25", params)
        games = [await self.get(r["id"]) for r in rows]
        return [g for g in games if g is not None]

    async def latest_for(self, user_id: int, channel_id: int | None, *, statuses: tuple[str, ...] = (),
                         kind: str | None = None) -> GameRecord | None:
        """The user's most recently updated game in the channel (where its board, or its second board, is): with
        one of `statuses` if given (else any that has started), of `kind` if given."""
        sql = ("SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? "
               "AND (g.channel_id = ? OR g.mirror_channel_id = ?)")
        params: list[Any] = [user_id, channel_id, channel_id]
        if statuses:
            sql += f" AND g.status IN ({', '.join('?' * len(statuses))})"
            params.extend(statuses)
        else:
            sql += " AND g.state IS NOT NULL"
        if kind is not None:
            sql += " AND g.kind = ?"
            params.append(kind)
        row = await self.db.fetchone(sql + " ORDER BY g.updated_at DESC LIMIT 1", params)
        return None if row is None else await self.get(row["id"])

    async def open_lobbies(self, guild_id: int | None, host_id: int) -> int:
        """How many lobbies (and challenges) the member hosts on this server now."""
        row = await self.db.fetchone("SELECT COUNT(*) AS n FROM games WHERE guild_id IS ? AND host_id = ? "
                                     "AND status = 'lobby'", (guild_id, host_id))
        return int(row["n"]) if row else 0

    async def open_challenge(self, host_id: int, challenged_id: int) -> bool:
        row = await self.db.fetchone("SELECT 1 FROM games WHERE host_id = ? AND challenged_id = ? AND status = 'lobby'",
                                     (host_id, challenged_id))
        return row is not None

    async def live_in_channel(self, channel_id: int) -> int:
        row = await self.db.fetchone("SELECT COUNT(*) AS n FROM games WHERE channel_id = ? "
                                     "AND status IN ('lobby', 'running')", (channel_id,))
        return int(row["n"]) if row else 0

    async def latest_in_channel(self, channel_id: int | None, statuses: tuple[str, ...]) -> GameRecord | None:
        """The channel's most recently updated game with one of `statuses`, whoever plays it."""
        row = await self.db.fetchone(
            f"SELECT id FROM games WHERE channel_id = ? AND status IN ({', '.join('?' * len(statuses))}) "
            "ORDER BY updated_at DESC LIMIT 1", (channel_id, *statuses))
        return None if row is None else await self.get(row["id"])

    async def events(self, game_id: int, seat: int | None = None, *, limit: int | None = None
                     ) -> list[tuple[int | None, str, dict[str, Any]]]:
        """The game's public events, plus `seat`'s own private ones, oldest first (the last `limit`)."""
        sql = "SELECT seat, key, params FROM events WHERE game_id = ? AND (seat IS NULL OR seat = ?) ORDER BY id DESC"
        params: list[Any] = [game_id, -1 if seat is None else seat]
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        rows = await self.db.fetchall(sql, params)
        return [(r["seat"], r["key"], json.loads(r["params"])) for r in reversed(rows)]

    async def action_log(self, game_id: int) -> list[dict[str, Any]]:
        rows = await self.db.fetchall(
            "SELECT version, user_id, seat, action, detail, created_at FROM actions WHERE game_id = ? ORDER BY id",
            (game_id,),
        )
        return [dict(r) for r in rows]
