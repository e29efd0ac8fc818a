"""The storage layer on both databases: migrations, foreign keys, one-transaction commits, optimistic versions,
the append-only log. Every test runs on SQLite and on a real PostgreSQL server (`database` fixture)."""

from __future__ import annotations

import asyncio
import copy
import json
from pathlib import Path

import asyncpg
import pytest
from msgspec.structs import replace

from bot.harness.postgres import TemporaryPostgres
from bot.storage import postgres
from bot.storage.db import Database, DatabaseBusy, RowcountMismatch, StaleVersion, Statement, connect_database
from bot.storage.game_flags import GameFlags, Pause, TournamentResult
from bot.storage.games import GameStore
from bot.storage.migrations import MIGRATIONS
from bot.storage.postgres import one_statement
from bot.storage.prefs import PrefStore
from bot.storage.ratings import Rating, RatingStore


async def open_db(path: Path, url: str) -> Database:
    db = connect_database(url=url, path=path)
    await db.open()
    return db


async def test_migrations_and_foreign_keys(tmp_path: Path, database: str) -> None:
    db = await open_db(tmp_path / "a.sqlite3", database)
    assert await db.schema_version() == MIGRATIONS[-1][0]
    if not database:
        mode = await db.fetchone("PRAGMA journal_mode")
        assert mode is not None and mode[0] == "wal"
        fk = await db.fetchone("PRAGMA foreign_keys")
        assert fk is not None and fk[0] == 1
        sql = "SELECT name FROM sqlite_master WHERE type='table'"
    else:
        sql = "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'"
    tables = {r["name"] for r in await db.fetchall(sql)}
    assert {"games", "seats", "actions", "prefs", "ratings", "meta", "chip_accounts", "events", "decks",
            "guild_settings", "private_threads"} <= tables
    big = 1_234_567_890_123_456_789  # a Discord id: 64 bits
    await db.execute("INSERT INTO prefs(user_id, locale) VALUES (?, ?)", (big, "tr"))
    assert await db.fetchval("SELECT user_id FROM prefs WHERE locale = ?", ("tr",)) == big
    with pytest.raises(db.integrity_errors):
        await db.execute("INSERT INTO seats(game_id, seat, user_id, joined_at) VALUES (999, 0, 1, 0)")
    await db.close()


async def test_reopening_keeps_data_and_does_not_reapply_migrations(tmp_path: Path, database: str) -> None:
    path = tmp_path / "b.sqlite3"
    db = await open_db(path, database)
    store = GameStore(db)
    game = await store.create(kind="countdown", guild_id=1, channel_id=2, host_id=3, host_name="h",
                              options={"pile": 7}, locale="en")
    await db.close()
    db = await open_db(path, database)
    again = await GameStore(db).get(game.id)
    assert again is not None and again.options == {"pile": 7} and again.seats[0].user_id == 3
    await db.close()


async def test_commit_is_optimistic_and_logs_in_the_same_transaction(tmp_path: Path, database: str) -> None:
    db = await open_db(tmp_path / "c.sqlite3", database)
    store = GameStore(db)
    game = await store.create(kind="countdown", guild_id=1, channel_id=2, host_id=3, host_name="h",
                              options={}, locale="en")
    a = copy.deepcopy(await store.get(game.id))  # two writers, each with its own draft
    b = copy.deepcopy(await store.get(game.id))
    assert a is not None and b is not None
    a.status, a.state = "running", {"schema": 1, "data": {"x": 1}}
    await store.commit(a, expected_version=0, actor=3, seat=0, action="start")
    b.status, b.state = "running", {"schema": 1, "data": {"x": 2}}
    with pytest.raises(StaleVersion):
        await store.commit(b, expected_version=0, actor=3, seat=0, action="start")
    for reader in (store, GameStore(db)):  # the cache and the database agree
        stored = await reader.get(game.id)
        assert stored is not None and stored.version == 1 and stored.state == {"schema": 1, "data": {"x": 1}}
    log = await store.action_log(game.id)
    assert [row["action"] for row in log] == ["open", "start"]  # the stale one left no row
    await db.close()


async def test_action_log_is_append_only(tmp_path: Path, database: str) -> None:
    db = await open_db(tmp_path / "d.sqlite3", database)
    store = GameStore(db)
    game = await store.create(kind="k", guild_id=None, channel_id=2, host_id=3, host_name="h", options={},
                              locale="en")
    with pytest.raises(db.integrity_errors):
        await db.execute("UPDATE actions SET action = 'forged' WHERE game_id = ?", (game.id,))
    with pytest.raises(db.integrity_errors):
        await db.execute("DELETE FROM actions WHERE game_id = ?", (game.id,))
    assert len(await store.action_log(game.id)) == 1
    await db.close()


async def test_failed_transaction_rolls_back(tmp_path: Path, database: str) -> None:
    db = await open_db(tmp_path / "e.sqlite3", database)
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO meta(key, value) VALUES ('k', 'v')")
            raise RuntimeError("boom")
    assert await db.get_meta("k") is None
    await db.close()


async def test_prefs_and_ratings(tmp_path: Path, database: str) -> None:
    db = await open_db(tmp_path / "f.sqlite3", database)
    prefs = PrefStore(db)
    assert (await prefs.get(1)).dms is False
    await prefs.set_locale(1, "tr")
    await prefs.set_dms(1, True)
    await prefs.mark_dm_blocked(1)
    p = await prefs.get(1)
    assert (p.locale, p.dms, p.dm_blocked, p.dm_notice_pending) == ("tr", True, True, True)
    await prefs.set_dms(1, True)  # re-enabling clears the block
    assert (await prefs.get(1)).dm_blocked is False
    ratings = RatingStore(db)
    assert (await ratings.get(5, "backgammon")).rating == 1500
    await ratings.put(Rating(5, "backgammon", 1520.5, 1, 3), Rating(6, "backgammon", 1490, 1, 3))
    top = await ratings.top("backgammon")
    assert [r.user_id for r in top] == [5, 6] and top[0].rating == 1520.5
    assert [r.user_id for r in await ratings.top("backgammon", user_ids=[6])] == [6]
    await db.close()


async def test_preferences_written_by_another_process_are_seen(postgres_server: TemporaryPostgres) -> None:
    """Over PostgreSQL another bot process may change a member's preferences: nothing stale is kept."""
    url = postgres_server.create_database("prefs_two_processes")
    first, second = connect_database(url=url), connect_database(url=url)
    await first.open()
    await second.open()
    mine, theirs = PrefStore(first), PrefStore(second)
    assert (await mine.get(7)).locale is None
    await theirs.set_locale(7, "ru")
    await theirs.set_dms(7, True)
    assert ((await mine.get(7)).locale, (await mine.get(7)).dms) == ("ru", True)
    await first.close()
    await second.close()


async def test_a_process_that_listens_caches_and_hears_other_processes_changes(
        postgres_server: TemporaryPostgres) -> None:
    """Cached preferences over PostgreSQL: each change is announced at its commit and every other process
    drops that member from its cache when it hears it."""
    url = postgres_server.create_database("prefs_listen")
    first, second = connect_database(url=url), connect_database(url=url)
    await first.open()
    await second.open()
    mine, theirs = PrefStore(first), PrefStore(second)
    await mine.start()
    await theirs.start()
    assert (await mine.get(8)).locale is None
    trips = first.round_trips
    assert (await mine.get(8)).locale is None and first.round_trips == trips  # from the cache
    await theirs.set_locale(8, "tr")
    for _ in range(100):  # the announcement arrives within milliseconds
        if (await mine.get(8)).locale == "tr":
            break
        await asyncio.sleep(0.01)
    assert (await mine.get(8)).locale == "tr"
    listener = first._listener  # type: ignore[attr-defined]
    listener.terminate()  # the LISTEN connection is lost: announcements could be missed from now on
    for _ in range(100):
        if not mine._trusted:
            break
        await asyncio.sleep(0.01)
    trips = first.round_trips
    await mine.get(8)
    assert first.round_trips > trips  # read from the database again, not from a cache that may be stale
    await first.close()
    await second.close()


async def test_a_batch_is_all_or_nothing(tmp_path: Path, database: str) -> None:
    """A batch whose part misses its row count leaves nothing behind, also when PostgreSQL runs it as one
    statement; its counts are each part's rows."""
    db = await open_db(tmp_path / "f.sqlite3", database)
    store = GameStore(db)
    game = await store.create(kind="k", guild_id=None, channel_id=2, host_id=3, host_name="h", options={},
                              locale="en")
    event = "INSERT INTO events(game_id, version, seat, key, params, created_at) VALUES (?, ?, ?, ?, ?, ?)"
    rows = [(game.id, 1, None, "e", "{}", 0.0), (game.id, 1, 0, "f", "{}", 0.0)]
    with pytest.raises(RowcountMismatch) as missed:
        await db.batch([Statement(event, rows=rows),
                        Statement("INSERT INTO meta(key, value) VALUES (?, ?)", ("k", "v")),
                        Statement("UPDATE games SET version = 5 WHERE id = ? AND version = ?", (game.id, 4), expect=1)])
    assert missed.value.args == (2,)
    assert await db.fetchval("SELECT COUNT(*) FROM events") == 0 and await db.get_meta("k") is None
    counts = await db.batch([Statement(event, rows=rows), Statement(event, rows=[]),
                             Statement("INSERT INTO meta(key, value) VALUES (?, ?)", ("k", "v")),
                             Statement("UPDATE games SET version = 1 WHERE id = ? AND version = ?", (game.id, 0),
                                       expect=1)])
    assert counts == [2, 0, 1, 1]
    stored = await db.fetchall("SELECT seat, key FROM events ORDER BY id")
    assert [(r["seat"], r["key"]) for r in stored] == [(None, "e"), (0, "f")]
    assert await db.get_meta("k") == "v" and await db.fetchval("SELECT version FROM games") == 1
    await db.close()


def test_postgres_puts_a_commit_in_one_statement_only_when_that_keeps_its_meaning() -> None:
    commit = [Statement("UPDATE games SET state = ? WHERE id = ? AND version = ?", ("s", 1, 0), expect=1),
              Statement("INSERT INTO actions(game_id, version) VALUES (?, ?)", (1, 1)),
              Statement("INSERT OR IGNORE INTO events(game_id, key) VALUES (?, ?)", rows=[(1, "a"), (1, "b")])]
    together = one_statement(commit)
    assert together is not None
    sql, params, known = together
    assert params == ["s", 1, 0, 1, 1, 1, "a", 1, "b"] and known == [None, None, None]
    assert "VALUES ($6, $7), ($8, $9) ON CONFLICT DO NOTHING RETURNING 1" in sql
    assert sql.endswith("ARRAY[1, -1, -1]::BIGINT[])")
    seats = [Statement("DELETE FROM seats WHERE game_id = ?", (1,)),
             Statement("INSERT INTO seats(game_id, seat) VALUES (?, ?)", rows=[(1, 0)])]
    assert one_statement(seats) is None  # the insert would not see the delete
    copied = [Statement("INSERT INTO games(kind) SELECT kind FROM games WHERE id = 1", rows=[()]),
              Statement("INSERT INTO seats(game_id) SELECT id FROM games")]
    assert one_statement(copied) is None  # the second reads what the first writes
    assert one_statement([Statement("SELECT pg_notify(?, ?)", ("a", "b"))]) is None


async def test_a_lost_race_is_tried_again_and_a_final_error_is_not(monkeypatch: pytest.MonkeyPatch) -> None:
    """PostgreSQL's one retry policy (`_retried`): a serialization failure or deadlock is tried again, up to
    `RETRIES` times, then answered "busy"; an error outside the given kinds goes straight to the caller."""
    pauses: list[float] = []

    async def pause(seconds: float) -> None:
        pauses.append(seconds)

    monkeypatch.setattr(postgres.asyncio, "sleep", pause)
    tries: list[int] = []

    async def loses_twice() -> str:
        tries.append(1)
        if len(tries) <= 2:
            raise (asyncpg.SerializationError if len(tries) == 1 else asyncpg.DeadlockDetectedError)("lost")
        return "done"

    assert await postgres._retried(loses_twice, postgres._RETRYABLE_STATEMENT) == "done"
    assert len(tries) == 3 and pauses == [0.005, 0.01]

    async def always_loses() -> str:
        raise asyncpg.SerializationError("lost")

    with pytest.raises(DatabaseBusy):
        await postgres._retried(always_loses, postgres._RETRYABLE)
    assert len(pauses) == 2 + postgres.RETRIES

    async def duplicate() -> str:
        tries.append(1)
        raise asyncpg.UniqueViolationError("duplicate")

    tries.clear()
    with pytest.raises(asyncpg.UniqueViolationError):  # one statement read nothing first: a duplicate is final
        await postgres._retried(duplicate, postgres._RETRYABLE_STATEMENT)
    assert len(tries) == 1
    with pytest.raises(DatabaseBusy):  # a transaction may have read before another process inserted
        await postgres._retried(duplicate, postgres._RETRYABLE)
    assert len(tries) == 1 + postgres.RETRIES


async def test_the_frameworks_flags_are_kept_apart_from_the_players_options(tmp_path: Path, database: str) -> None:
    """Flags have their own column; a row written before it (its flags among the options, named "_…") reads the same,
    and is written the new way at its next commit. A flag that does not read as its type is dropped alone."""
    path = tmp_path / "f.sqlite3"
    db = await open_db(path, database)
    store = GameStore(db)
    game = await store.create(kind="countdown", guild_id=1, channel_id=2, host_id=3, host_name="h",
                              options={"pile": 7}, locale="en", flags=GameFlags(invited=(4, 5)))
    legacy = {"pile": 7, "_closed": "declined", "_abort": [3], "_rematch": "not a game id",
              "_paused": {"since": 10.0, "until": 99.0, "who": [3]}, "_tournament_result": ["loss", "time"]}
    await db.execute("UPDATE games SET options = ?, flags = ? WHERE id = ?",
                     (json.dumps(legacy), '{"invited": [4, 5]}', game.id))
    read = await GameStore(db).get(game.id)
    assert read is not None and read.options == {"pile": 7}
    assert read.flags == GameFlags(abort_votes=(3,), closed="declined", invited=(4, 5), paused=Pause(10.0, 99.0, (3,)),
                                   tournament_result=TournamentResult("loss", "time"))
    read.flags = replace(read.flags, rematch=8)
    await store.commit(read, expected_version=read.version, actor=3, seat=0, action="note")
    row = await db.fetchone("SELECT options, flags FROM games WHERE id = ?", (game.id,))
    assert row is not None and json.loads(row["options"]) == {"pile": 7}
    assert json.loads(row["flags"])["rematch"] == 8 and json.loads(row["flags"])["closed"] == "declined"
    await db.close()
    db = await open_db(path, database)
    again = await GameStore(db).get(game.id)
    assert again is not None and again.flags.rematch == 8 and again.flags.paused == Pause(10.0, 99.0, (3,))
    await db.close()
