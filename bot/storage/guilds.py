"""Per-server settings (/config: where games may be opened, limits, the language of public messages, the
turn-timer default, private threads, replays' hidden cards, the tournament organisers' role), and each player's
private thread of a game."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from bot.framework.shards import Shards
from bot.storage.db import Database

DEFAULT_MAX_LOBBIES = 3
COLUMNS = ("private_threads", "game_channels", "max_lobbies", "max_channel_games", "language", "turn_seconds",
           "replay_cards", "tournament_role", "cross_server", "vacation_days")


@dataclass(frozen=True)
class GuildSettings:
    guild_id: int
    private_threads: bool = False
    game_channels: tuple[int, ...] = ()  # channels where games may be opened (none: everywhere)
    max_lobbies: int = DEFAULT_MAX_LOBBIES  # open lobbies one member may host at once
    max_channel_games: int = 0  # lobbies and running games in one channel (0: no limit)
    language: str | None = None  # public messages' language (None: the opener's)
    turn_seconds: int | None = None  # turn timer for games that have one, unless the opener sets it
    replay_cards: bool = True  # /replay of a finished game may show the hands and face-down cards
    tournament_role: int | None = None  # members with this role run tournaments, beside those who manage events
    cross_server: bool = False  # /play may match this server's members with those of other servers that allow it
    vacation_days: int = 30  # vacation days a member may take a year (/vacation), pausing their correspondence clocks

    def allows(self, channel_id: int, parent_id: int | None = None) -> bool:
        """Whether games may be opened in this channel (a thread counts as its parent channel)."""
        return not self.game_channels or channel_id in self.game_channels or parent_id in self.game_channels


@dataclass(frozen=True)
class ThreadRecord:
    game_id: int
    seat: int
    user_id: int
    thread_id: int
    message_id: int | None
    closed: bool = False


class GuildStore:
    """Server settings, cached and written through; private threads. A server's interactions all reach the
    process that holds its shard, so that process is the only writer of its settings, whatever the database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._cache: dict[int, GuildSettings] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        row = await self.db.fetchone(f"SELECT {', '.join(COLUMNS)} FROM guild_settings WHERE guild_id = ?",
                                     (guild_id,))
        settings = GuildSettings(guild_id) if row is None else GuildSettings(
            guild_id, bool(row["private_threads"]), tuple(json.loads(row["game_channels"])), row["max_lobbies"],
            row["max_channel_games"], row["language"], row["turn_seconds"], bool(row["replay_cards"]),
            None if row["tournament_role"] is None else int(row["tournament_role"]), bool(row["cross_server"]),
            int(row["vacation_days"]))
        self._cache[guild_id] = settings
        return settings

    async def update(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change some settings of a server (the others keep their values) and return them all."""
        settings = dataclasses.replace(await self.get(guild_id), **changes)
        values = [int(settings.private_threads), json.dumps(list(settings.game_channels)), settings.max_lobbies,
                  settings.max_channel_games, settings.language, settings.turn_seconds, int(settings.replay_cards),
                  settings.tournament_role, int(settings.cross_server), settings.vacation_days]
        await self.db.execute(
            f"INSERT INTO guild_settings(guild_id, {', '.join(COLUMNS)}) VALUES (?, {', '.join('?' * len(COLUMNS))}) "
            f"ON CONFLICT(guild_id) DO UPDATE SET {', '.join(f'{c} = excluded.{c}' for c in COLUMNS)}",
            (guild_id, *values),
        )
        self._cache[guild_id] = settings
        return settings

    async def set_private_threads(self, guild_id: int, enabled: bool) -> None:
        await self.update(guild_id, private_threads=enabled)

    # --- private threads ----------------------------------------------------------------------------
    async def threads_of(self, game_id: int) -> dict[int, ThreadRecord]:
        rows = await self.db.fetchall("SELECT * FROM private_threads WHERE game_id = ?", (game_id,))
        return {row["seat"]: ThreadRecord(row["game_id"], row["seat"], row["user_id"], row["thread_id"],
                                          row["message_id"], bool(row["closed"])) for row in rows}

    async def save_thread(self, record: ThreadRecord) -> None:
        await self.db.execute(
            "INSERT INTO private_threads(game_id, seat, user_id, thread_id, message_id, closed) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(game_id, seat) DO UPDATE SET user_id = excluded.user_id, "
            "thread_id = excluded.thread_id, message_id = excluded.message_id, closed = excluded.closed",
            (record.game_id, record.seat, record.user_id, record.thread_id, record.message_id, int(record.closed)),
        )

    async def open_threads(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game, thread) of every private thread not closed yet (of the games of `shards`)."""
        mine, params = (shards or Shards()).where("g.guild_id")
        rows = await self.db.fetchall("SELECT t.game_id, t.thread_id FROM private_threads t JOIN games g "
                                      f"ON g.id = t.game_id WHERE t.closed = 0 AND {mine}", params)
        return [(row["game_id"], row["thread_id"]) for row in rows]
