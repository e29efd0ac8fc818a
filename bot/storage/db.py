"""The database: one aiosqlite connection, WAL, migrations, and serialised transactions."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.storage.migrations import MIGRATIONS

T = TypeVar("T")


class StaleVersion(Exception):
    """The stored game version no longer matches the one the action was drawn for."""


class DatabaseBusy(Exception):
    """Another process holds the database's write lock past the busy timeout."""


def _is_busy(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


class Database:
    """All access goes through `transaction()` or `read()`; both hold one lock.

    aiosqlite runs one connection on one worker thread; the lock keeps two coroutines from
    interleaving statements inside each other's transaction.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    async def open(self) -> None:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = await aiosqlite.connect(self.path, isolation_level=None)
        self._conn.row_factory = aiosqlite.Row
        await self._conn.execute("PRAGMA journal_mode=WAL")
        await self._conn.execute("PRAGMA synchronous=NORMAL")
        await self._conn.execute("PRAGMA foreign_keys=ON")
        await self._conn.execute("PRAGMA busy_timeout=2500")
        await self.migrate()

    async def close(self) -> None:
        if self._conn is not None:
            await self._conn.close()
            self._conn = None

    @property
    def conn(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise RuntimeError("database is not open")
        return self._conn

    async def schema_version(self) -> int:
        async with self.conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self) -> None:
        current = await self.schema_version()
        for version, script in MIGRATIONS:
            if version <= current:
                continue
            async with self._lock:
                # executescript commits first; wrap the script so it applies whole or not at all.
                await self.conn.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version={version};\nCOMMIT;")

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction. Raises DatabaseBusy if another process keeps the write lock."""
        async with self._lock:
            conn = self.conn
            try:
                await conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                if _is_busy(exc):
                    raise DatabaseBusy(str(exc)) from exc
                raise
            try:
                yield conn
                await conn.execute("COMMIT")
            except BaseException as exc:
                with contextlib.suppress(sqlite3.Error):
                    await conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.OperationalError) and _is_busy(exc):
                    raise DatabaseBusy(str(exc)) from exc
                raise

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[aiosqlite.Connection]:
        """Several reads that see one consistent state, without taking the write lock."""
        async with self._lock:
            conn = self.conn
            await conn.execute("BEGIN")
            try:
                yield conn
            finally:
                await conn.execute("COMMIT")

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        async with self._lock:
            return list(await self.conn.execute_fetchall(sql, tuple(params)))  # one trip to the DB thread

    async def run_in_thread(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` on the database thread in one trip, inside one write transaction.

        aiosqlite has no public call for this; its `_execute` (stable since 0.17) runs a function on
        the connection's own thread, which is what turns a five-statement commit into one hop."""
        def transaction() -> T:
            raw = self.conn._conn  # the sqlite3 connection, used only on its own thread here
            raw.execute("BEGIN IMMEDIATE")  # a busy error here is turned into DatabaseBusy below
            try:
                result = work(raw)
                raw.execute("COMMIT")
            except BaseException:
                raw.execute("ROLLBACK")
                raise
            return result

        async with self._lock:
            try:
                return await self.conn._execute(transaction)  # type: ignore[no-any-return]
            except sqlite3.OperationalError as exc:
                if _is_busy(exc):
                    raise DatabaseBusy(str(exc)) from exc
                raise

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> None:
        async with self.transaction() as conn:
            await conn.execute(sql, tuple(params))

    async def get_meta(self, key: str) -> str | None:
        row = await self.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        await self.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
