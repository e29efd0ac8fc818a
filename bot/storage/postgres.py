"""PostgreSQL (asyncpg), for a bot that runs as several processes over one database server.

The stores' SQL (`?` placeholders, SQLite's spellings) is turned into PostgreSQL's once per statement text.
Transactions are READ COMMITTED; a store that reads rows it then changes locks them (`tx.for_update`).
`run` retries a transaction that lost a serialization or deadlock race, and a unique-key race on insert.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar

import asyncpg

from bot.storage.db import Database, DatabaseBusy, Row, RowcountMismatch, Statement, Tx, run_statements
from bot.storage.migrations import migrations_for

T = TypeVar("T")
log = logging.getLogger(__name__)

RETRIES = 8
LOCK_TIMEOUT_MS = 2500  # as SQLite's busy_timeout: a write stuck behind a lock this long answers "busy"
_RETRYABLE_STATEMENT = (asyncpg.SerializationError, asyncpg.DeadlockDetectedError)
_RETRYABLE = (*_RETRYABLE_STATEMENT, asyncpg.UniqueViolationError)  # a transaction may have read before a race
_MIGRATION_LOCK = 7_261_130  # pg_advisory_xact_lock key: two processes starting at once migrate one at a time


async def _retried(attempt: Callable[[], Awaitable[T]], retryable: tuple[type[Exception], ...]) -> T:
    """`attempt` again, with a growing pause, while it loses a race (`retryable`); "busy" after `RETRIES`."""
    for n in range(RETRIES):
        try:
            return await attempt()
        except retryable as exc:
            log.debug("conflict (%s), attempt %d", type(exc).__name__, n + 1)
            await asyncio.sleep(0.005 * 2 ** n)
    raise DatabaseBusy(f"still conflicting after {RETRIES} attempts")


async def _keep(conn: asyncpg.Connection) -> None:
    """Nothing to reset between uses of a pooled connection (see `PostgresDatabase.open`)."""


@functools.lru_cache(maxsize=1024)
def translate(sql: str) -> str:
    """`?` → `$n`; `x IS ?` (NULL-safe equality in SQLite) → `x IS NOT DISTINCT FROM $n`; `INSERT OR IGNORE`
    → `ON CONFLICT DO NOTHING`. The stores' statements hold no `?` inside string literals."""
    ignore = sql.lstrip().upper().startswith("INSERT OR IGNORE")
    if ignore:
        sql = re.sub(r"(?i)INSERT OR IGNORE", "INSERT", sql, count=1) + " ON CONFLICT DO NOTHING"
    sql = re.sub(r"(?i)\bIS \?", "IS NOT DISTINCT FROM ?", sql)
    counter = iter(range(1, 10_000))
    return re.sub(r"\?", lambda _: f"${next(counter)}", sql)


_WRITES = re.compile(r"(?is)^\s*(?:INSERT\s+(?:OR\s+IGNORE\s+)?INTO|UPDATE|DELETE\s+FROM)\s+(\w+)")
_VALUES = re.compile(r"(?is)^(.*\bVALUES\s*)(\([^()]*\))(.*)$")
_PLACEHOLDER = re.compile(r"\$(\d+)")
BATCH_MISSED = "BA001"  # the SQLSTATE `batch_counts` raises (migration 7)


def _shift(sql: str, by: int) -> str:
    return _PLACEHOLDER.sub(lambda m: f"${int(m.group(1)) + by}", sql) if by else sql


@functools.lru_cache(maxsize=256)
def _composable(sqls: tuple[str, ...]) -> bool:
    """Whether these statements mean the same as parts of one statement (see `one_statement`); a commit's
    statements are the same few texts every time."""
    written: list[str] = []
    for sql in sqls:
        match = _WRITES.match(sql)
        if match is None or re.search(r"(?i)\bRETURNING\b", sql):
            return False
        written.append(match.group(1).lower())
    for i, table in enumerate(written):
        named = re.compile(rf"(?i)\b{re.escape(table)}\b")
        if any(named.search(other) for j, other in enumerate(sqls) if j != i):
            return False
    return True


def one_statement(statements: Sequence[Statement]) -> tuple[str, list[Any], list[int | None]] | None:
    """`statements` as ONE statement (data-modifying CTEs): atomic on its own, so one trip instead of BEGIN,
    each statement and COMMIT. Each part returns a row per row it changed; `batch_counts` checks the counts and
    raises (undoing everything) on a miss. Returns (sql, params, counts known without asking: None where the
    part is in the statement), or None when the statements cannot be put together faithfully: a part that is
    not INSERT/UPDATE/DELETE, or one that already returns rows, or a table one part writes and another part
    names (parts of one statement do not see each other's changes, so the order would be lost)."""
    if not _composable(tuple(st.sql for st in statements)):
        return None
    parts: list[str] = []
    params: list[Any] = []
    known: list[int | None] = []
    expected: list[int] = []
    for st in statements:
        sql = translate(st.sql)
        if st.rows is None:
            body, values = _shift(sql, len(params)), list(st.params)
        elif not st.rows:
            known.append(0)
            continue
        else:
            match = _VALUES.match(sql)
            width = len(st.rows[0])
            if match is None or len(_PLACEHOLDER.findall(match.group(2))) != width or \
                    _PLACEHOLDER.search(match.group(1) + match.group(3)) or any(len(r) != width for r in st.rows):
                return None
            head, group, tail = match.groups()
            groups = ", ".join(_shift(group, len(params) + k * width) for k in range(len(st.rows)))
            body, values = head + groups + tail, [v for row in st.rows for v in row]
        parts.append(f"s{len(parts)} AS ({body} RETURNING 1)")
        params.extend(values)
        known.append(None)
        expected.append(-1 if st.expect is None else st.expect)
    if not parts:
        return "", [], known
    counts = ", ".join(f"(SELECT count(*) FROM s{k})" for k in range(len(parts)))
    sql = (f"WITH {', '.join(parts)} SELECT batch_counts(ARRAY[{counts}]::BIGINT[], "
           f"ARRAY[{', '.join(map(str, expected))}]::BIGINT[])")
    return sql, params, known


def _rowcount(status: str) -> int:
    """asyncpg answers with the command tag ('UPDATE 2', 'INSERT 0 1', 'DELETE 0')."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _PgTx:
    for_update = " FOR UPDATE"

    def __init__(self, db: PostgresDatabase, conn: asyncpg.Connection) -> None:
        self._db, self._conn = db, conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        self._db.round_trips += 1
        return _rowcount(await self._conn.execute(translate(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._db.round_trips += 1
        await self._conn.executemany(translate(sql), [tuple(r) for r in rows])

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        self._db.round_trips += 1
        return int(await self._conn.fetchval(translate(sql + " RETURNING id"), *params))

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        self._db.round_trips += 1
        return list(await self._conn.fetch(translate(sql), *params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        self._db.round_trips += 1
        return await self._conn.fetchrow(translate(sql), *params)  # type: ignore[no-any-return]

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any:
        self._db.round_trips += 1
        return await self._conn.fetchval(translate(sql), *params)


class PostgresDatabase(Database):
    shared = True
    integrity_errors = (asyncpg.IntegrityConstraintViolationError, asyncpg.RaiseError)

    def __init__(self, url: str, *, min_size: int = 2, max_size: int = 10) -> None:
        self.url = url
        self.min_size, self.max_size = min_size, max_size
        self._pool: asyncpg.Pool | None = None
        self._listener: asyncpg.Connection | None = None
        self._listeners: dict[str, list[Callable[[str], None]]] = {}

    async def open(self) -> None:
        # reset=_keep: the stores leave no session state behind (no SET, LISTEN or session advisory locks;
        # only transaction-scoped ones), so a connection returns to the pool without asyncpg's RESET round trip
        self._pool = await asyncpg.create_pool(self.url, min_size=self.min_size, max_size=self.max_size,
                                               command_timeout=30, reset=_keep,
                                               server_settings={"lock_timeout": str(LOCK_TIMEOUT_MS)})
        await self.migrate()

    async def close(self) -> None:
        if self._listener is not None:
            listener, self._listener = self._listener, None
            await listener.close()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("database is not open")
        return self._pool

    async def schema_version(self) -> int:
        async with self.pool.acquire() as conn:
            await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            value = await conn.fetchval("SELECT MAX(version) FROM schema_version")
        return int(value or 0)

    async def migrate(self) -> None:
        await self.schema_version()  # makes the version table
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            current = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
            for version, script in migrations_for("postgres"):
                if version > current:
                    await conn.execute(script)
                    await conn.execute("INSERT INTO schema_version(version) VALUES ($1)", version)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        self.round_trips += 2  # BEGIN and COMMIT
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                yield _PgTx(self, conn)
        except asyncpg.LockNotAvailableError as exc:  # another writer held the rows past the lock timeout
            raise DatabaseBusy(str(exc)) from exc

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[Tx]:
        self.round_trips += 2
        async with self.pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            yield _PgTx(self, conn)

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        self.round_trips += 1
        return list(await self.pool.fetch(translate(sql), *params))

    async def notify(self, tx: Tx, channel: str, payload: str) -> None:
        await tx.execute("SELECT pg_notify(?, ?)", (channel, payload))

    async def listen(self, channel: str, callback: Callable[[str], None]) -> bool:
        """LISTEN on one connection of its own, kept apart from the pool. If it drops, every callback hears
        "*" (forget everything) and is dropped: whoever listened stops trusting what it cached."""
        try:
            if self._listener is None:
                self._listener = await asyncpg.connect(self.url)
                self._listener.add_termination_listener(self._listener_lost)
            if channel not in self._listeners:
                self._listeners[channel] = []
                await self._listener.add_listener(channel, self._heard)
        except (OSError, asyncpg.PostgresError) as exc:
            log.warning("cannot LISTEN on %s (%s): its cache stays off", channel, exc)
            return False
        self._listeners[channel].append(callback)
        return True

    def _heard(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        for callback in self._listeners.get(channel, ()):
            callback(payload)

    def _listener_lost(self, conn: Any) -> None:
        if self._listener is None:  # closed on purpose
            return
        log.warning("the LISTEN connection to PostgreSQL was lost: caches of shared data are off")
        self._listener = None
        listeners, self._listeners = self._listeners, {}
        for callbacks in listeners.values():
            for callback in callbacks:
                callback("*")

    async def run(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        async def attempt() -> T:
            async with self.transaction() as tx:
                return await work(tx)

        return await _retried(attempt, _RETRYABLE)

    async def batch(self, statements: Sequence[Statement]) -> list[int]:
        together = one_statement(statements)
        if together is None:
            return await self.run(lambda tx: run_statements(tx, statements))
        return await self._together(statements, together)

    async def _together(self, statements: Sequence[Statement],
                        together: tuple[str, list[Any], list[int | None]]) -> list[int]:
        """`statements` sent as the one statement `one_statement` made of them; their rowcounts."""
        sql, params, known = together
        for i, (st, count) in enumerate(zip(statements, known, strict=True)):
            if count is not None and st.expect is not None and count != st.expect:
                raise RowcountMismatch(i)
        asked = [i for i, count in enumerate(known) if count is None]
        if not asked:
            return [0] * len(statements)
        counts = await self._one(sql, params, asked)
        answers = iter(counts)
        return [next(answers) if count is None else count for count in known]

    async def _one(self, sql: str, params: Sequence[Any], asked: list[int]) -> list[int]:
        """One statement on its own (atomic), retried as `run` retries a transaction, but for a unique key:
        with nothing read first, a duplicate is final."""
        async def attempt() -> list[int]:
            self.round_trips += 1
            try:
                return [int(c) for c in await self.pool.fetchval(sql, *params)]
            except asyncpg.LockNotAvailableError as exc:
                raise DatabaseBusy(str(exc)) from exc
            except asyncpg.PostgresError as exc:
                if exc.sqlstate == BATCH_MISSED:
                    raise RowcountMismatch(asked[int(exc.detail or 0)]) from None
                raise

        return await _retried(attempt, _RETRYABLE_STATEMENT)

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """One statement is a transaction of its own: one trip, not three."""
        statements = [Statement(sql, tuple(params))]
        together = one_statement(statements)
        if together is None:
            return await super().execute(sql, statements[0].params)
        return (await self._together(statements, together))[0]
