"""Virtual chips: balances, escrow for staked games, and a ledger row for every movement.

Every method that moves chips takes an open transaction, so callers can make the movement part of a
larger one (a payout commits with the game's result). An account read before a change is locked until
the commit (`tx.for_update`), so two processes staking from one balance at once cannot both spend it.
Balances can never go below zero (a CHECK constraint). The house account (user 0) collects fees, so the
sum of all balances plus what is in escrow equals everything ever granted.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

from bot.storage.db import Database, Tx

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
        return await self.db.run(lambda tx: self.balance_in(tx, user_id))

    async def balance_in(self, tx: Tx, user_id: int) -> int:
        """The balance, with the account locked for the rest of `tx`."""
        await self._ensure(tx, user_id)
        value = await tx.fetchval("SELECT balance FROM chip_accounts WHERE user_id = ?" + tx.for_update, (user_id,))
        return int(value or 0)

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
    async def _ensure(self, tx: Tx, user_id: int) -> None:
        opening = 0 if user_id == HOUSE else self.starting
        created = await tx.execute("INSERT INTO chip_accounts(user_id, balance) VALUES (?, ?) "
                                   "ON CONFLICT(user_id) DO NOTHING", (user_id, opening))
        if created and opening:
            await self._ledger(tx, user_id, None, opening, "grant:start", opening)

    @staticmethod
    async def _ledger(tx: Tx, user_id: int, game_id: int | None, delta: int, reason: str,
                      balance_after: int) -> None:
        await tx.execute(
            "INSERT INTO chip_ledger(user_id, game_id, delta, reason, balance_after, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (user_id, game_id, delta, reason, balance_after, time.time()),
        )

    async def _move(self, tx: Tx, user_id: int, game_id: int | None, delta: int, reason: str) -> int:
        balance = await self.balance_in(tx, user_id)
        if balance + delta < 0:
            raise InsufficientChips(user_id, -delta, balance)
        await tx.execute("UPDATE chip_accounts SET balance = ? WHERE user_id = ?", (balance + delta, user_id))
        await self._ledger(tx, user_id, game_id, delta, reason, balance + delta)
        return balance + delta

    async def escrow(self, tx: Tx, game_id: int, user_id: int, amount: int) -> None:
        if amount <= 0:
            return
        await self._move(tx, user_id, game_id, -amount, "escrow")
        await tx.execute(
            "INSERT INTO chip_escrow(game_id, user_id, amount) VALUES (?, ?, ?) "
            "ON CONFLICT(game_id, user_id) DO UPDATE SET amount = chip_escrow.amount + excluded.amount",
            (game_id, user_id, amount),
        )

    async def _take_escrow(self, tx: Tx, game_id: int) -> dict[int, int]:
        rows = await tx.fetchall("SELECT user_id, amount FROM chip_escrow WHERE game_id = ?" + tx.for_update,
                                 (game_id,))
        await tx.execute("DELETE FROM chip_escrow WHERE game_id = ?", (game_id,))
        return {int(r["user_id"]): int(r["amount"]) for r in rows}

    async def payout(self, tx: Tx, game_id: int, winner_id: int) -> tuple[int, int]:
        """The pot to the winner, less the house fee. Returns (paid, fee)."""
        pot = sum((await self._take_escrow(tx, game_id)).values())
        if pot == 0:
            return 0, 0
        fee = int(pot * self.fee_percent // 100)
        await self._move(tx, winner_id, game_id, pot - fee, "payout")
        if fee:
            await self._move(tx, HOUSE, game_id, fee, "fee")
        return pot - fee, fee

    async def refund(self, tx: Tx, game_id: int) -> None:
        for user_id, amount in sorted((await self._take_escrow(tx, game_id)).items()):  # one lock order
            await self._move(tx, user_id, game_id, amount, "refund")

    async def claim_daily(self, user_id: int, now: float | None = None) -> int | None:
        """Grant the daily allowance once per UTC day: the new balance, or None if already claimed."""
        day = datetime.fromtimestamp(now if now is not None else time.time(), tz=UTC).date().isoformat()

        async def claim(tx: Tx) -> int | None:
            await self._ensure(tx, user_id)
            last = await tx.fetchval("SELECT last_daily FROM chip_accounts WHERE user_id = ?" + tx.for_update,
                                     (user_id,))
            if last == day:
                return None
            await tx.execute("UPDATE chip_accounts SET last_daily = ? WHERE user_id = ?", (day, user_id))
            return await self._move(tx, user_id, None, self.daily, "grant:daily")

        return await self.db.run(claim)
