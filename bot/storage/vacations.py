"""Members' vacations (/vacation): each one kept, so the year's allowance counts the days really taken."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from bot.storage.db import Database

DAY_S = 86400.0


@dataclass(frozen=True)
class Vacation:
    id: int
    user_id: int
    starts: float
    ends: float


def year_bounds(now: float) -> tuple[float, float]:
    """The calendar year (UTC) that `now` falls in, as epoch seconds."""
    year = dt.datetime.fromtimestamp(now, dt.UTC).year
    start = dt.datetime(year, 1, 1, tzinfo=dt.UTC).timestamp()
    return start, dt.datetime(year + 1, 1, 1, tzinfo=dt.UTC).timestamp()


class VacationStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def current(self, user_id: int, now: float) -> Vacation | None:
        row = await self.db.fetchone(
            "SELECT id, user_id, starts, ends FROM vacations WHERE user_id = ? AND starts <= ? AND ends > ? "
            "ORDER BY ends DESC LIMIT 1", (user_id, now, now))
        return None if row is None else Vacation(int(row["id"]), int(row["user_id"]), row["starts"], row["ends"])

    async def away(self, user_ids: Iterable[int], now: float) -> dict[int, float]:
        """Which of these members are on vacation now, and until when."""
        users = sorted(set(user_ids))
        if not users:
            return {}
        rows = await self.db.fetchall(
            f"SELECT user_id, MAX(ends) AS ends FROM vacations WHERE user_id IN ({', '.join('?' * len(users))}) "
            "AND starts <= ? AND ends > ? GROUP BY user_id", (*users, now, now))
        return {int(r["user_id"]): float(r["ends"]) for r in rows}

    async def days_used(self, user_id: int, now: float) -> float:
        """Vacation days taken (or booked) in this calendar year; a vacation across New Year counts in each year its
        own part."""
        start, end = year_bounds(now)
        rows = await self.db.fetchall(
            "SELECT starts, ends FROM vacations WHERE user_id = ? AND ends > ? AND starts < ?", (user_id, start, end))
        return float(sum(max(0.0, min(r["ends"], end) - max(r["starts"], start)) for r in rows)) / DAY_S

    async def start(self, user_id: int, now: float, days: int) -> Vacation:
        ends = now + days * DAY_S
        async with self.db.transaction() as tx:
            vacation_id = await tx.insert("INSERT INTO vacations(user_id, starts, ends) VALUES (?, ?, ?)",
                                          (user_id, now, ends))
        return Vacation(vacation_id, user_id, now, ends)

    async def end(self, user_id: int, now: float) -> Vacation | None:
        """Back early: the current vacation ends now (its unused days go back to the allowance)."""
        current = await self.current(user_id, now)
        if current is None:
            return None
        await self.db.execute("UPDATE vacations SET ends = ? WHERE id = ?", (now, current.id))
        return Vacation(current.id, user_id, current.starts, now)
