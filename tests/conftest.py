from __future__ import annotations

import itertools
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.harness import Harness
from bot.harness.postgres import PostgresUnavailable, TemporaryPostgres

MINIGAME = ("tests.minigame.cog",)
# Discord's rate limits are on in every test (bot/harness/ratelimits.py), their windows this much shorter so a
# test waits fractions of a second where discord.py waits for a bucket; a test turns one off by name, saying why
LIMIT_SCALE = 0.01


_databases = itertools.count(1)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test that uses `database` (directly, or with `usefixtures`) runs once on SQLite, once on PostgreSQL."""
    if "database" in metafunc.fixturenames:
        metafunc.parametrize("database", ["sqlite", "postgres"], indirect=True)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[TemporaryPostgres]:
    """One real PostgreSQL server for the session, started from the machine's own installation."""
    try:
        server = TemporaryPostgres()
    except PostgresUnavailable as exc:
        if os.environ.get("CI"):
            raise  # CI installs PostgreSQL (.ci/run): these tests must run there
        pytest.skip(f"PostgreSQL tests skipped: {exc}")
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def database(request: pytest.FixtureRequest) -> str:
    """The database address a test's bot uses: "" for SQLite (a file in the test's folder), or a fresh
    PostgreSQL database of its own."""
    if request.param == "sqlite":
        return ""
    server: TemporaryPostgres = request.getfixturevalue("postgres_server")
    return server.create_database(f"test_{next(_databases)}")


def _database_url(request: pytest.FixtureRequest) -> str:
    """The test's own choice (`database`), else SQLite; `TEST_DATABASE=postgres` runs every bot of the suite on
    PostgreSQL instead (CI runs a chosen part on both: all of it twice would double its time)."""
    if "database" in request.fixturenames:
        return str(request.getfixturevalue("database"))
    if os.environ.get("TEST_DATABASE") == "postgres":
        server: TemporaryPostgres = request.getfixturevalue("postgres_server")
        return server.create_database(f"test_{next(_databases)}")
    return ""


@pytest.fixture
async def harness(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Harness]:
    async with Harness(tmp_path, extra_extensions=MINIGAME, database_url=_database_url(request),
                       rate_limits=LIMIT_SCALE) as h:
        yield h
        assert not h.fake.leaks, f"hidden information reached a public message: {h.fake.leaks}"
        assert not h.fake.late_responses, "an interaction was answered after Discord's 3 s"


@pytest.fixture
async def h(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Harness]:
    """A harness with the shipped games only, that also fails on any request Discord would reject."""
    async with Harness(tmp_path, database_url=_database_url(request), rate_limits=LIMIT_SCALE) as harness:
        yield harness
        assert not harness.fake.late_responses, "an interaction was answered after Discord's 3 s"
        # a bucket's 429 is Discord's ordinary answer (discord.py waits and retries); a global one is the bot's fault
        rejected = [r for r in harness.fake.errors() if r.error not in ("injected", "rate limited (user)")]
        assert not rejected, rejected
        assert not harness.fake.leaks, harness.fake.leaks
