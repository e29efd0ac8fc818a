"""The /play queue: members waiting for an opponent in one game, per server; two compatible entries (same game and
options, ratings within a range that widens the longer they wait) are matched, the longest waiting first.

Kept in the database (bot.storage.queue), so an entry outlives a restart. Every claim of an entry (a match, a
departure, an expiry) is a DELETE whose row count says whether this call got it: two processes over PostgreSQL can
never both match, or both expire, the same entry. Nothing here knows Discord: an entry carries its player's /play
interaction token, which the caller uses to tell them privately."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from statistics import median
from typing import TYPE_CHECKING

from bot.framework.game_options import OptionValues

if TYPE_CHECKING:
    from bot.framework.shards import Shards
    from bot.storage.queue import QueueStore

EXPIRY_S = 10 * 60.0  # an entry is dropped (and its player told) after this long: within an interaction's 15 minutes
WINDOW_START = 100.0  # rating points either side when an entry joins
WINDOW_GROWTH = 50.0  # more points for each minute waited
WINDOW_MAX = 500.0


def options_key(options: OptionValues) -> str:
    """The options as one canonical text: entries match only when theirs are equal (stored with the entry)."""
    return json.dumps(dict(options), sort_keys=True, separators=(",", ":"), default=str)


@dataclass
class Entry:
    user_id: int
    guild_id: int
    kind: str
    options: OptionValues
    rating: float
    joined: float
    channel_id: int = 0  # where the player asked: a match the sweep makes opens there
    name: str = ""
    locale: str = "en"
    token: str | None = field(default=None, repr=False, compare=False)  # their /play interaction's: never logged
    cross: bool = False  # their server lets /play match them with members of other servers that allow it too

    def window(self, now: float) -> float:
        """How far from its own rating this entry accepts an opponent now."""
        return min(WINDOW_MAX, WINDOW_START + WINDOW_GROWTH * max(0.0, now - self.joined) / 60)

    def same_queue(self, other: Entry) -> bool:
        """The same game and options, in one server or in two that both play across servers."""
        return (self.kind == other.kind and options_key(self.options) == options_key(other.options)
                and (self.guild_id == other.guild_id or (self.cross and other.cross)))

    def accepts(self, other: Entry, now: float) -> bool:
        """The same queue, another player, and ratings close enough for the longer waiting of the two."""
        return (self.same_queue(other) and self.user_id != other.user_id
                and abs(self.rating - other.rating) <= max(self.window(now), other.window(now)))


def pairs_among(entries: Sequence[Entry], now: float) -> list[tuple[Entry, Entry]]:
    """The matches the waiting entries allow now: the longest waiting entry first, with the longest waiting entry
    it accepts (one of its own server before one of another); each entry in one pair at most. Pure."""
    left = sorted(entries, key=lambda e: (e.joined, e.user_id))
    pairs: list[tuple[Entry, Entry]] = []
    while left:
        first = left.pop(0)
        other = next((e for e in left if e.guild_id == first.guild_id and first.accepts(e, now)), None) or next(
            (e for e in left if first.accepts(e, now)), None)
        if other is not None:
            left.remove(other)
            pairs.append((first, other))
    return pairs


class Matchmaker:
    def __init__(self, store: QueueStore, shards: Shards | None = None) -> None:
        self.store = store
        self.shards = shards  # the servers whose entries this process's sweep looks at (None: all)

    async def entry_of(self, guild_id: int, user_id: int) -> Entry | None:
        return await self.store.get(guild_id, user_id)

    async def waiting(self, entry: Entry) -> list[Entry]:
        """The entries `entry` could be matched with, itself included: its server's, and (if it plays across
        servers) those of the other servers of this process that do."""
        return await self.store.waiting(entry, self.shards)

    async def join(self, entry: Entry) -> Entry | None:
        """Match `entry` with the longest waiting compatible entry (claimed from the queue, and returned), or queue
        it (replacing its player's earlier entry in this server)."""
        return await self.store.join(entry, lambda waiting: next(
            (o for o in waiting if o.accepts(entry, entry.joined)), None), self.shards)

    async def put_back(self, entry: Entry) -> None:
        """A claimed entry whose match could not open keeps its place."""
        await self.store.put(entry)

    async def leave(self, guild_id: int, user_id: int) -> Entry | None:
        return await self.store.take(guild_id, user_id)

    async def expired(self, now: float) -> list[Entry]:
        """Claim and return the entries that have waited `EXPIRY_S`."""
        return await self.store.take_older(now - EXPIRY_S, self.shards)

    async def matches(self, now: float) -> list[tuple[Entry, Entry]]:
        """Claim the pairs of waiting entries whose ranges now meet (the first of each waited longer); a pair another
        process claimed first is left to it."""
        claimed = []
        for first, second in pairs_among(await self.store.all(self.shards), now):
            if await self.store.claim((first, second), now):
                claimed.append((first, second))
        return claimed

    async def expected_wait(self, kind: str, options: OptionValues) -> float | None:
        """The median wait of the game's last matches (any server, any process: they are stored), or None before
        any."""
        waits = await self.store.recent_waits(kind, options)
        return median(waits) if waits else None
