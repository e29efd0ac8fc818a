"""Several bot processes over one database: each owns the games of its own shards (restores them, arms their
timers, plays their computers, moves them on for its own downtime) and leaves every other game alone."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot.config import ConfigError, Settings
from bot.framework.shards import Shards
from bot.harness import Harness
from bot.harness.fake_discord import FakeDiscord
from bot.harness.postgres import TemporaryPostgres
from bot.storage.db import connect_database
from bot.storage.games import GameStore

GUILD_ON = {0: (10 << 22) + 7, 1: (11 << 22) + 7}  # a server on shard 0 and one on shard 1, of 2


def test_shard_settings() -> None:
    base = {"DISCORD_TOKEN": ""}
    s = Settings.from_env({**base, "SHARD_COUNT": "4", "SHARD_IDS": "0-1, 3"}, require_token=False)
    assert (s.shard_count, s.shard_ids) == (4, (0, 1, 3))
    s = Settings.from_env({**base, "SHARD_COUNT": "2"}, require_token=False)
    assert (s.shard_count, s.shard_ids) == (2, None)
    assert Settings.from_env(base, require_token=False).shard_count is None
    for bad in ({"SHARD_IDS": "0"}, {"SHARD_COUNT": "0"}, {"SHARD_COUNT": "2", "SHARD_IDS": "2"},
                {"SHARD_COUNT": "2", "SHARD_IDS": "x"}, {"SHARD_COUNT": "two"}):
        with pytest.raises(ConfigError):
            Settings.from_env({**base, **bad}, require_token=False)


def test_which_games_a_process_owns() -> None:
    assert Shards().owns(GUILD_ON[1]) and Shards(2).owns(GUILD_ON[1]) and Shards(2, (0, 1)).all
    first, second = Shards(2, (0,)), Shards(2, (1,))
    assert first.owns(GUILD_ON[0]) and not first.owns(GUILD_ON[1])
    assert second.owns(GUILD_ON[1]) and not second.owns(GUILD_ON[0])
    assert first.owns(None) and not second.owns(None)  # direct messages reach shard 0
    assert first.key != second.key


async def test_the_database_picks_the_same_games(tmp_path: Path, database: str) -> None:
    """The SQL form of ownership agrees with the Python one on both databases, for 64-bit server ids."""
    db = connect_database(url=database, path=tmp_path / "s.sqlite3")
    await db.open()
    guilds = [None, GUILD_ON[0], GUILD_ON[1], 1_234_567_890_123_456_789, 987_654_321_987_654_321]
    store = GameStore(db)
    for guild in guilds:
        game = await store.create(kind="k", guild_id=guild, channel_id=5, host_id=1, host_name="h", options={},
                                  locale="en", deadline=100.0)
        assert game.guild_id == guild
    for shards in (Shards(), Shards(2, (0,)), Shards(2, (1,)), Shards(3, (1, 2)), Shards(5, (4,))):
        mine = GameStore(db, shards)
        ids = {game_id for game_id, _ in await mine.wakes_between(0.0, 1000.0)}
        assert ids == {i + 1 for i, guild in enumerate(guilds) if shards.owns(guild)}, shards
    await db.close()


def _settings(tmp_path: Path, url: str, shard: int) -> Settings:
    return Settings(token="fake.token.value", database_path=tmp_path / f"unused{shard}.sqlite3", database_url=url,
                    computer_delay_s=0.0, republish_delays_s=(0.05, 0.1), shard_count=2, shard_ids=(shard,))


async def test_two_processes_each_restore_time_and_shift_only_their_own_games(
        tmp_path: Path, postgres_server: TemporaryPostgres) -> None:
    url = postgres_server.create_database("two_shards")
    fake = FakeDiscord()  # one Discord; each process's bot serves the server on its own shard
    await fake.start()
    async with Harness(tmp_path / "a", settings=_settings(tmp_path, url, 0), fake=fake, guild_id=GUILD_ON[0]) as a, \
               Harness(tmp_path / "b", settings=_settings(tmp_path, url, 1), fake=fake, guild_id=GUILD_ON[1]) as b:
        games = {}
        for h in (a, b):
            alice, bob = h.user("alice"), h.user("bob")
            board = h.reply(await h.slash(alice, "backgammon new", mode="blitz"))
            await h.click(bob, "Join", message=board)
            assert h.bot is not None
            (game_id,) = list(h.bot.scheduler._due)  # this process armed its own game only
            games[h] = game_id
        assert games[a] != games[b]
        assert a.bot is not None and b.bot is not None
        before = {g: (await a.bot.games_store.get(g)).next_deadline for g in games.values()}  # type: ignore[union-attr]

        started = time.monotonic()
        await a.restart(down_for=120)  # process A was down for two minutes; B kept running
        restarting = time.monotonic() - started  # real time passes too while the bot stops and starts
        assert a.bot is not None
        assert set(a.bot.scheduler._due) == {games[a]}
        fresh = GameStore(a.bot.db)  # read past the caches
        after = {g: (await fresh.get(g)).next_deadline for g in games.values()}  # type: ignore[union-attr]
        shift = after[games[a]] - before[games[a]]  # type: ignore[operator]
        assert 120 <= shift <= 120 + restarting + 0.05  # A's clock did not run while it was down
        assert after[games[b]] == before[games[b]]  # B's game is B's business
        assert await a.bot.db.get_meta("heartbeat:0/2") is not None
        assert await a.bot.db.get_meta("heartbeat:1/2") is not None
    await fake.stop()
