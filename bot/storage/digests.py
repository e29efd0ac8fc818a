"""Members' daily digests (migration 18): the hour and time zone each chose, when the digest is due next, and the
local day it was last sent for.

Sending is claimed first (`claim`): an UPDATE that moves the digest on, checked by its row count, so a digest is sent
at most once for a local day, whichever process looks and however often it restarts."""

from __future__ import annotations

from dataclasses import dataclass

from bot.framework.digest import next_due, plan, zone, zone_name
from bot.storage.db import Database, Row

DAY_S = 86400.0
HOURS = range(24)


class UnknownTimezone(ValueError):
    """No time zone of that name in the time zone database."""


@dataclass(frozen=True)
class Digest:
    user_id: int
    hour: int  # 0-23, on the member's own clock
    timezone: str  # an IANA name, as the time zone database spells it
    next_at: float
    last_day: str | None  # the local day (ISO date) the last digest was sent for


def _digest(row: Row) -> Digest:
    return Digest(int(row["user_id"]), int(row["hour"]), str(row["timezone"]), float(row["next_at"]),
                  None if row["last_day"] is None else str(row["last_day"]))


class DigestStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, user_id: int) -> Digest | None:
        row = await self.db.fetchone("SELECT * FROM digests WHERE user_id = ?", (user_id,))
        return None if row is None else _digest(row)

    async def set(self, user_id: int, hour: int, timezone: str, now: float) -> Digest:
        """Turn the member's digest on (or move it): due next at the first `hour` o'clock to come in `timezone`. The
        day last sent for stays, so a new hour later today sends nothing more today."""
        name = zone_name(timezone)
        tz = zone(timezone)
        if name is None or tz is None:
            raise UnknownTimezone(timezone)
        if hour not in HOURS:
            raise ValueError(f"hour {hour} is not 0-23")
        next_at = next_due(hour, tz, now)
        await self.db.execute(
            "INSERT INTO digests(user_id, hour, timezone, next_at) VALUES (?, ?, ?, ?) ON CONFLICT(user_id) DO UPDATE "
            "SET hour = excluded.hour, timezone = excluded.timezone, next_at = excluded.next_at",
            (user_id, hour, name, next_at))
        digest = await self.get(user_id)
        assert digest is not None
        return digest

    async def clear(self, user_id: int) -> bool:
        """Turn the member's digest off; False if it was not on."""
        return await self.db.execute("DELETE FROM digests WHERE user_id = ?", (user_id,)) > 0

    async def due(self, now: float, limit: int = 100) -> list[Digest]:
        """The digests due at `now`, the longest due first."""
        rows = await self.db.fetchall("SELECT * FROM digests WHERE next_at <= ? ORDER BY next_at, user_id LIMIT ?",
                                      (now, limit))
        return [_digest(r) for r in rows]

    async def next_at(self) -> float | None:
        """When the next digest is due (None: nobody has one)."""
        value = await self.db.fetchval("SELECT MIN(next_at) FROM digests")
        return None if value is None else float(value)

    async def claim(self, digest: Digest, now: float) -> str | None:
        """Mark a due digest sent for the local day it is due on and move it to the next day's hour, in one UPDATE
        that holds only if nothing changed the row since `digest` was read. The day it is to be sent for; None when
        it is not to be sent now: already sent that day, its hour not come yet, or changed (by the member, or sent by
        another process) meanwhile."""
        tz = zone(digest.timezone)
        if tz is None:  # a zone this machine's database lacks: look again tomorrow rather than every second
            await self.db.execute("UPDATE digests SET next_at = ? WHERE user_id = ? AND next_at = ?",
                                  (now + DAY_S, digest.user_id, digest.next_at))
            return None
        step = plan(digest.hour, tz, now, digest.last_day)
        if step.day is None:
            await self.db.execute("UPDATE digests SET next_at = ? WHERE user_id = ? AND next_at = ?",
                                  (step.next_at, digest.user_id, digest.next_at))
            return None
        claimed = await self.db.execute(
            "UPDATE digests SET next_at = ?, last_day = ? WHERE user_id = ? AND next_at = ? "
            "AND (last_day IS NULL OR last_day <> ?)",
            (step.next_at, step.day, digest.user_id, digest.next_at, step.day))
        return step.day if claimed == 1 else None
