"""Per-user preferences: language, DM copies, and what we learnt about their DMs."""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.storage.db import Database


@dataclass
class Prefs:
    user_id: int
    locale: str | None = None
    dms: bool = False
    dm_blocked: bool = False
    dm_notice_pending: bool = False
    turn_dm: bool = False
    confirm_moves: bool = True  # a move's last step waits for Confirm (backgammon)


class PrefStore:
    """Preferences, written through. They are cached in memory only when this process is the database's one
    writer: a member's preferences are global, and over PostgreSQL another process (another shard's) may change
    them at any time, so then every read goes to the database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._cache: dict[int, Prefs] = {}

    async def get(self, user_id: int) -> Prefs:
        cached = None if self.db.shared else self._cache.get(user_id)
        if cached is not None:
            return replace(cached)
        row = await self.db.fetchone("SELECT * FROM prefs WHERE user_id = ?", (user_id,))
        if row is None:
            prefs = Prefs(user_id)
        else:
            prefs = Prefs(user_id, row["locale"], bool(row["dms"]), bool(row["dm_blocked"]),
                          bool(row["dm_notice_pending"]), bool(row["turn_dm"]), bool(row["confirm_moves"]))
        self._cache[user_id] = prefs
        return replace(prefs)

    async def _upsert(self, user_id: int, column: str, value: object) -> None:
        assert column in {"locale", "dms", "dm_blocked", "dm_notice_pending", "turn_dm", "confirm_moves"}
        await self.db.execute(
            f"INSERT INTO prefs(user_id, {column}) VALUES (?, ?) "
            f"ON CONFLICT(user_id) DO UPDATE SET {column} = excluded.{column}",
            (user_id, value),
        )
        self._cache.pop(user_id, None)

    async def set_locale(self, user_id: int, locale: str | None) -> None:
        await self._upsert(user_id, "locale", locale)

    async def set_dms(self, user_id: int, enabled: bool) -> None:
        await self._upsert(user_id, "dms", int(enabled))
        if enabled:  # the user says their DMs are open again: try once more
            await self._upsert(user_id, "dm_blocked", 0)

    async def set_turn_dm(self, user_id: int, enabled: bool) -> None:
        await self._upsert(user_id, "turn_dm", int(enabled))
        if enabled:
            await self._upsert(user_id, "dm_blocked", 0)

    async def mark_dm_blocked(self, user_id: int) -> None:
        await self._upsert(user_id, "dm_blocked", 1)
        await self._upsert(user_id, "dm_notice_pending", 1)

    async def clear_dm_notice(self, user_id: int) -> None:
        await self._upsert(user_id, "dm_notice_pending", 0)

    async def set_confirm_moves(self, user_id: int, enabled: bool) -> None:
        await self._upsert(user_id, "confirm_moves", int(enabled))
