"""Which games this process owns when the bot runs as several processes over one database.

Discord sends a server's events to one shard: shard = (server id >> 22) % shard count, and direct messages
to shard 0. A game lives in a channel, so the process that holds its server's shard owns it: only that
process restores it, arms its timers, plays its computers and publishes it. Chips, ratings and preferences
are global and go through the database's transactions instead (`bot.storage`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Shards:
    count: int | None = None  # None: this process holds every shard (one process, the default)
    ids: tuple[int, ...] | None = None  # None with a count: every shard of the count

    @property
    def all(self) -> bool:
        return self.count is None or self.ids is None or set(self.ids) >= set(range(self.count))

    def of(self, guild_id: int | None) -> int:
        if not self.count:
            return 0
        return 0 if guild_id is None else (guild_id >> 22) % self.count

    def owns(self, guild_id: int | None) -> bool:
        return self.all or self.of(guild_id) in (self.ids or ())

    def where(self, column: str = "guild_id") -> tuple[str, list[Any]]:
        """An SQL condition (with its parameters) true for the rows of games this process owns; both
        databases compute `>>` and `%` on 64-bit integers."""
        if self.all:
            return "1 = 1", []
        marks = ", ".join("?" * len(self.ids or ()))
        return (f"(CASE WHEN {column} IS NULL THEN 0 ELSE ({column} >> 22) % ? END) IN ({marks})",
                [self.count, *(self.ids or ())])

    @property
    def key(self) -> str:
        """A name for this process's share, for what each process keeps apart (its heartbeat)."""
        return "all" if self.all else f"{','.join(map(str, self.ids or ()))}/{self.count}"
