"""The database interface every store is written against, and its SQLite implementation.

Stores write SQL once, with `?` placeholders, and run it through a `Tx` (one transaction's statements).
Two implementations: SQLite (`SqliteDatabase`, one process, the default) and PostgreSQL
(`bot.storage.postgres.PostgresDatabase`, several processes over one server). What differs is said by the
backend: `tx.for_update` locks rows read before a write (PostgreSQL; SQLite's write transaction already
holds the whole database), and `Database.shared` tells caches that other processes write too.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

import aiosqlite

from bot.storage.migrations import migrations_for

T = TypeVar("T")


class Row(Protocol):
    """A result row: aiosqlite.Row and asyncpg.Record both read by column name and by position."""

    def __getitem__(self, key: str | int, /) -> Any: ...
    def keys(self) -> Any: ...


class StaleVersion(Exception):
    """The stored game version no longer matches the one the action was drawn for."""


class DatabaseBusy(Exception):
    """The database could not take this write in time (SQLite's write lock held by another process, or
    PostgreSQL conflicts that kept coming back after retries)."""


class RowcountMismatch(Exception):
    """A statement of a batch changed another number of rows than it expected; the batch was rolled back."""

    def __init__(self, index: int) -> None:
        super().__init__(index)
        self.index = index


@dataclass(frozen=True)
class Statement:
    """One statement of a batch: `rows` runs it once per row; `expect` is the rowcount it must have."""

    sql: str
    params: Sequence[Any] = ()
    rows: Sequence[Sequence[Any]] | None = None
    expect: int | None = None


class Tx(Protocol):
    """The statements of one open transaction."""

    for_update: str  # appended to a SELECT whose rows this transaction goes on to change

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int: ...  # the rowcount
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...
    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int: ...  # the new row's id
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...
    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any: ...


class _OneRow:
    """`fetchone` and `fetchval` from `fetchall`, for a database and for one of its transactions alike."""

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        raise NotImplementedError

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self.fetchone(sql, params)
        return None if row is None else row[0]


class Database(_OneRow, ABC):
    """All access goes through a transaction, a snapshot, a batch, or a one-statement helper."""

    shared = False  # True when other processes write the same database (caches must not trust themselves)
    integrity_errors: tuple[type[Exception], ...] = ()  # what a broken constraint or trigger raises
    round_trips = 0  # trips to the database server (statements, BEGIN/COMMIT; a SQLite batch is one), for benches

    @abstractmethod
    async def open(self) -> None: ...

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    def transaction(self) -> contextlib.AbstractAsyncContextManager[Tx]:
        """A write transaction, committed when the block ends, rolled back if it raises."""

    @abstractmethod
    def snapshot(self) -> contextlib.AbstractAsyncContextManager[Tx]:
        """Several reads that see one consistent state."""

    @abstractmethod
    async def batch(self, statements: Sequence[Statement]) -> list[int]:
        """Run `statements` in one write transaction, in as few trips as the backend allows; their rowcounts."""

    @abstractmethod
    async def schema_version(self) -> int: ...

    async def notify(self, tx: Tx, channel: str, payload: str) -> None:
        """Tell the other processes, when `tx` commits, that something on `channel` changed (nothing to tell
        when this process is the database's only writer)."""
        return None

    async def listen(self, channel: str, callback: Callable[[str], None]) -> bool:
        """Call `callback(payload)` for each change other processes announce on `channel`; False when this
        database cannot say (then a cache of what `channel` covers must not be trusted). `callback("*")`:
        announcements may have been missed, forget everything."""
        return not self.shared

    async def run(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        """`work` in one write transaction; a backend whose transactions can conflict runs it again then."""
        async with self.transaction() as tx:
            return await work(tx)

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        async with self.snapshot() as tx:
            return await tx.fetchall(sql, tuple(params))

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        async with self.transaction() as tx:
            return await tx.execute(sql, tuple(params))

    async def get_meta(self, key: str) -> str | None:
        row = await self.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        await self.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )


async def run_statements(tx: Tx, statements: Sequence[Statement]) -> list[int]:
    """`statements` one by one in `tx`; raises RowcountMismatch (rolling `tx` back) when one misses its `expect`."""
    counts = []
    for i, st in enumerate(statements):
        if st.rows is not None:
            await tx.executemany(st.sql, st.rows)
            count = len(st.rows)
        else:
            count = await tx.execute(st.sql, st.params)
        if st.expect is not None and count != st.expect:
            raise RowcountMismatch(i)
        counts.append(count)
    return counts


def connect_database(*, url: str = "", path: Path | str = "bot.sqlite3") -> Database:
    """PostgreSQL when `url` is a postgresql:// address, else SQLite at `path`."""
    if url:
        from bot.storage.postgres import PostgresDatabase

        return PostgresDatabase(url)
    return SqliteDatabase(path)


# ---------------------------------------------------------------------------------------------- SQLite
def _is_busy(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


class _SqliteTx(_OneRow):
    for_update = ""

    def __init__(self, db: SqliteDatabase, conn: aiosqlite.Connection) -> None:
        self._db, self._conn = db, conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        self._db.round_trips += 1
        cur = await self._conn.execute(sql, tuple(params))
        return int(cur.rowcount)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._db.round_trips += 1
        await self._conn.executemany(sql, [tuple(r) for r in rows])

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        self._db.round_trips += 1
        cur = await self._conn.execute(sql, tuple(params))
        return int(cur.lastrowid or 0)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        self._db.round_trips += 1
        return list(await self._conn.execute_fetchall(sql, tuple(params)))


class SqliteDatabase(Database):
    """One aiosqlite connection with WAL. aiosqlite runs it on one worker thread; the lock keeps two coroutines
    from interleaving statements inside each other's transaction."""

    integrity_errors = (sqlite3.IntegrityError,)

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
        for version, script in migrations_for("sqlite"):
            if version <= current:
                continue
            async with self._lock:
                # executescript commits first; wrap the script so it applies whole or not at all.
                await self.conn.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version={version};\nCOMMIT;")

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
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
                yield _SqliteTx(self, conn)
                await conn.execute("COMMIT")
            except BaseException as exc:
                with contextlib.suppress(sqlite3.Error):
                    await conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.OperationalError) and _is_busy(exc):
                    raise DatabaseBusy(str(exc)) from exc
                raise

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[Tx]:
        async with self._lock:
            conn = self.conn
            await conn.execute("BEGIN")
            try:
                yield _SqliteTx(self, conn)
            finally:
                await conn.execute("COMMIT")

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        async with self._lock:  # one trip to the database thread, no transaction statements around it
            self.round_trips += 1
            return list(await self.conn.execute_fetchall(sql, tuple(params)))

    async def batch(self, statements: Sequence[Statement]) -> list[int]:
        """All statements in one trip to the database thread, inside one write transaction.

        aiosqlite has no public call for this; its `_execute` (stable since 0.17) runs a function on the
        connection's own thread, which is what turns a five-statement commit into one hop."""
        def work() -> list[int]:
            raw = self.conn._conn  # the sqlite3 connection, used only on its own thread here
            raw.execute("BEGIN IMMEDIATE")  # a busy error here is turned into DatabaseBusy below
            try:
                counts = []
                for i, st in enumerate(statements):
                    cur = raw.executemany(st.sql, st.rows) if st.rows is not None else raw.execute(st.sql, st.params)
                    if st.expect is not None and cur.rowcount != st.expect:
                        raise RowcountMismatch(i)
                    counts.append(cur.rowcount)
                raw.execute("COMMIT")
            except BaseException:
                raw.execute("ROLLBACK")
                raise
            return counts

        async with self._lock:
            self.round_trips += 1
            try:
                return await self.conn._execute(work)  # type: ignore[no-any-return, no-untyped-call]
            except sqlite3.OperationalError as exc:
                if _is_busy(exc):
                    raise DatabaseBusy(str(exc)) from exc
                raise
