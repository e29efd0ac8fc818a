"""Per-server settings (whether games use private threads), and each player's private thread of a game."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.db import Database


@dataclass(frozen=True)
class GuildSettings:
    guild_id: int
    private_threads: bool = False


@dataclass(frozen=True)
class ThreadRecord:
    game_id: int
    seat: int
    user_id: int
    thread_id: int
    message_id: int | None
    closed: bool = False


class GuildStore:
    """Server settings, cached and written through (the bot is the only writer); private threads."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._cache: dict[int, GuildSettings] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        row = await self.db.fetchone("SELECT private_threads FROM guild_settings WHERE guild_id = ?", (guild_id,))
        settings = GuildSettings(guild_id, bool(row["private_threads"]) if row else False)
        self._cache[guild_id] = settings
        return settings

    async def set_private_threads(self, guild_id: int, enabled: bool) -> None:
        await self.db.execute(
            "INSERT INTO guild_settings(guild_id, private_threads) VALUES (?, ?) "
            "ON CONFLICT(guild_id) DO UPDATE SET private_threads = excluded.private_threads",
            (guild_id, int(enabled)),
        )
        self._cache[guild_id] = GuildSettings(guild_id, enabled)

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

    async def open_threads(self) -> list[tuple[int, int]]:
        """(game, thread) of every private thread not closed yet."""
        rows = await self.db.fetchall("SELECT game_id, thread_id FROM private_threads WHERE closed = 0")
        return [(row["game_id"], row["thread_id"]) for row in rows]
