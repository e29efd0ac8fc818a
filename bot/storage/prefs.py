"""Per-user preferences: language, DM copies, and what we learnt about their DMs."""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.storage.db import Database

CHANNEL = "prefs_changed"  # what other processes are told when a member's preferences change


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
    """Preferences, cached in memory and written through. A member's preferences are global: over PostgreSQL
    another process (another shard's) may change them at any time, so each change is announced (NOTIFY, at its
    commit) and every process drops that member from its cache when it hears it. A process that cannot listen
    does not cache at all."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._cache: dict[int, Prefs] = {}
        self._trusted = not db.shared  # until `start` has subscribed to other processes' changes

    async def start(self) -> None:
        self._trusted = await self.db.listen(CHANNEL, self._changed_elsewhere)

    def _changed_elsewhere(self, payload: str) -> None:
        if payload == "*":  # announcements may have been missed: trust nothing cached from now on
            self._trusted = False
            self._cache.clear()
        elif payload.isdigit():
            self._cache.pop(int(payload), None)

    async def get(self, user_id: int) -> Prefs:
        cached = self._cache.get(user_id) if self._trusted else None
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
        async with self.db.transaction() as tx:
            await tx.execute(
                f"INSERT INTO prefs(user_id, {column}) VALUES (?, ?) "
                f"ON CONFLICT(user_id) DO UPDATE SET {column} = excluded.{column}",
                (user_id, value),
            )
            await self.db.notify(tx, CHANNEL, str(user_id))
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
