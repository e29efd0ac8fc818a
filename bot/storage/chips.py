"""Virtual chips: balances, escrow for staked games, and a ledger row for every movement.

Every method that moves chips takes an open connection, so callers can make the movement part of a
larger transaction (a payout commits with the game's result). Balances can never go below zero (a
CHECK constraint). The house account (user 0) collects fees, so the sum of all balances plus what is
in escrow equals everything ever granted.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

import aiosqlite

from bot.storage.db import Database

HOUSE = 0


class InsufficientChips(Exception):
    def __init__(self, user_id: int, needed: int, balance: int) -> None:
        super().__init__(f"user {user_id} has {balance}, needs {needed}")
        self.user_id, self.needed, self.balance = user_id, needed, balance


class ChipStore:
    def __init__(self, db: Database, starting: int = 1000, daily: int = 100, fee_percent: float = 5.0) -> None:
        self.db = db
        self.starting = starting
        self.daily = daily
        self.fee_percent = fee_percent

    # --- reads ---------------------------------------------------------------------------------
    async def balance(self, user_id: int) -> int:
        async with self.db.transaction() as conn:
            return await self.balance_in(conn, user_id)

    async def balance_in(self, conn: aiosqlite.Connection, user_id: int) -> int:
        await self._ensure(conn, user_id)
        async with conn.execute("SELECT balance FROM chip_accounts WHERE user_id = ?", (user_id,)) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def escrowed(self, game_id: int) -> dict[int, int]:
        rows = await self.db.fetchall("SELECT user_id, amount FROM chip_escrow WHERE game_id = ?", (game_id,))
        return {r["user_id"]: r["amount"] for r in rows}

    async def totals(self) -> tuple[int, int, int]:
        """(sum of balances incl. the house, sum in escrow, sum ever granted)."""
        balances = await self.db.fetchone("SELECT COALESCE(SUM(balance), 0) FROM chip_accounts")
        escrow = await self.db.fetchone("SELECT COALESCE(SUM(amount), 0) FROM chip_escrow")
        granted = await self.db.fetchone("SELECT COALESCE(SUM(delta), 0) FROM chip_ledger WHERE reason LIKE 'grant:%'")
        assert balances and escrow and granted
        return int(balances[0]), int(escrow[0]), int(granted[0])

    # --- movements -----------------------------------------------------------------------------
    async def _ensure(self, conn: aiosqlite.Connection, user_id: int) -> None:
        async with conn.execute("SELECT 1 FROM chip_accounts WHERE user_id = ?", (user_id,)) as cur:
            if await cur.fetchone():
                return
        opening = 0 if user_id == HOUSE else self.starting
        await conn.execute("INSERT INTO chip_accounts(user_id, balance) VALUES (?, ?)", (user_id, opening))
        if opening:
            await self._ledger(conn, user_id, None, opening, "grant:start", opening)

    @staticmethod
    async def _ledger(conn: aiosqlite.Connection, user_id: int, game_id: int | None, delta: int, reason: str,
                      balance_after: int) -> None:
        await conn.execute(
            "INSERT INTO chip_ledger(user_id, game_id, delta, reason, balance_after, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (user_id, game_id, delta, reason, balance_after, time.time()),
        )

    async def _move(self, conn: aiosqlite.Connection, user_id: int, game_id: int | None, delta: int,
                    reason: str) -> int:
        balance = await self.balance_in(conn, user_id)
        if balance + delta < 0:
            raise InsufficientChips(user_id, -delta, balance)
        await conn.execute("UPDATE chip_accounts SET balance = ? WHERE user_id = ?", (balance + delta, user_id))
        await self._ledger(conn, user_id, game_id, delta, reason, balance + delta)
        return balance + delta

    async def escrow(self, conn: aiosqlite.Connection, game_id: int, user_id: int, amount: int) -> None:
        if amount <= 0:
            return
        await self._move(conn, user_id, game_id, -amount, "escrow")
        await conn.execute(
            "INSERT INTO chip_escrow(game_id, user_id, amount) VALUES (?, ?, ?) "
            "ON CONFLICT(game_id, user_id) DO UPDATE SET amount = amount + excluded.amount",
            (game_id, user_id, amount),
        )

    async def _take_escrow(self, conn: aiosqlite.Connection, game_id: int) -> dict[int, int]:
        async with conn.execute("SELECT user_id, amount FROM chip_escrow WHERE game_id = ?", (game_id,)) as cur:
            held = {int(r[0]): int(r[1]) for r in await cur.fetchall()}
        await conn.execute("DELETE FROM chip_escrow WHERE game_id = ?", (game_id,))
        return held

    async def payout(self, conn: aiosqlite.Connection, game_id: int, winner_id: int) -> tuple[int, int]:
        """The pot to the winner, less the house fee. Returns (paid, fee)."""
        pot = sum((await self._take_escrow(conn, game_id)).values())
        if pot == 0:
            return 0, 0
        fee = int(pot * self.fee_percent // 100)
        await self._move(conn, winner_id, game_id, pot - fee, "payout")
        if fee:
            await self._move(conn, HOUSE, game_id, fee, "fee")
        return pot - fee, fee

    async def refund(self, conn: aiosqlite.Connection, game_id: int) -> None:
        for user_id, amount in (await self._take_escrow(conn, game_id)).items():
            await self._move(conn, user_id, game_id, amount, "refund")

    async def claim_daily(self, user_id: int, now: float | None = None) -> int | None:
        """Grant the daily allowance once per UTC day: the new balance, or None if already claimed."""
        day = datetime.fromtimestamp(now if now is not None else time.time(), tz=UTC).date().isoformat()
        async with self.db.transaction() as conn:
            await self._ensure(conn, user_id)
            async with conn.execute("SELECT last_daily FROM chip_accounts WHERE user_id = ?", (user_id,)) as cur:
                row = await cur.fetchone()
            if row and row[0] == day:
                return None
            await conn.execute("UPDATE chip_accounts SET last_daily = ? WHERE user_id = ?", (day, user_id))
            return await self._move(conn, user_id, None, self.daily, "grant:daily")
