"""The /play queue: members waiting for an opponent in one game, per server; two compatible entries (same game and
options, ratings within a range that widens the longer they wait) are matched, the longest waiting first.

Kept in memory: every interaction of a server reaches the one process holding its shard, so a server's queue is
whole in that process; a restart empties it (entries last minutes, and each player is told when theirs ends).
Nothing here knows Discord: an entry carries an opaque `reply` the caller uses to tell its player."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from statistics import median
from typing import Any

EXPIRY_S = 10 * 60.0  # an entry is dropped (and its player told) after this long: within an interaction's 15 minutes
WINDOW_START = 100.0  # rating points either side when an entry joins
WINDOW_GROWTH = 50.0  # more points for each minute waited
WINDOW_MAX = 500.0


def options_key(options: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((str(k), repr(v)) for k, v in options.items()))


@dataclass
class Entry:
    user_id: int
    guild_id: int
    kind: str
    options: Mapping[str, Any]
    rating: float
    joined: float
    reply: Any = field(default=None, compare=False)  # how to tell the player (their /play interaction)

    @property
    def queue(self) -> tuple[int, str, tuple[tuple[str, str], ...]]:
        return self.guild_id, self.kind, options_key(self.options)

    def window(self, now: float) -> float:
        """How far from its own rating this entry accepts an opponent now."""
        return min(WINDOW_MAX, WINDOW_START + WINDOW_GROWTH * max(0.0, now - self.joined) / 60)

    def accepts(self, other: Entry, now: float) -> bool:
        """The same queue, another player, and ratings close enough for the longer waiting of the two."""
        return (self.queue == other.queue and self.user_id != other.user_id
                and abs(self.rating - other.rating) <= max(self.window(now), other.window(now)))


class Matchmaker:
    def __init__(self) -> None:
        self.entries: dict[tuple[int, int], Entry] = {}  # (guild, user) -> their entry: one queue at a time
        self.waits: dict[tuple[str, tuple[tuple[str, str], ...]], deque[float]] = {}  # recent waits per game

    def entry_of(self, guild_id: int, user_id: int) -> Entry | None:
        return self.entries.get((guild_id, user_id))

    def waiting(self, queue: tuple[int, str, tuple[tuple[str, str], ...]]) -> list[Entry]:
        return sorted((e for e in self.entries.values() if e.queue == queue), key=lambda e: e.joined)

    def join(self, entry: Entry) -> Entry | None:
        """Match `entry` with the longest waiting compatible entry (removed from the queue, and returned), or queue
        it (replacing its player's earlier entry in this server)."""
        self.entries.pop((entry.guild_id, entry.user_id), None)
        for other in self.waiting(entry.queue):
            if other.accepts(entry, entry.joined):
                del self.entries[(other.guild_id, other.user_id)]
                self.waits.setdefault((entry.kind, options_key(entry.options)), deque(maxlen=20)).append(
                    entry.joined - other.joined)
                return other
        self.entries[(entry.guild_id, entry.user_id)] = entry
        return None

    def leave(self, guild_id: int, user_id: int) -> Entry | None:
        return self.entries.pop((guild_id, user_id), None)

    def expired(self, now: float) -> list[Entry]:
        """Remove and return the entries that have waited `EXPIRY_S`."""
        gone = [e for e in self.entries.values() if now - e.joined >= EXPIRY_S]
        for e in gone:
            del self.entries[(e.guild_id, e.user_id)]
        return gone

    def expected_wait(self, kind: str, options: Mapping[str, Any]) -> float | None:
        """The median wait of the game's last matches (any server), or None before any."""
        waits = self.waits.get((kind, options_key(options)))
        return median(waits) if waits else None
