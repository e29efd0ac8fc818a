"""Chips: no chip is ever created or lost. Balances + escrow (the house's fees included) = all grants."""

from __future__ import annotations

import asyncio
import multiprocessing
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.harness.postgres import TemporaryPostgres
from bot.storage.chips import HOUSE, ChipStore, InsufficientChips
from bot.storage.db import Database, connect_database

USERS = [101, 102, 103, 104]
ops = st.lists(
    st.one_of(
        st.tuples(st.just("start"), st.sampled_from(USERS), st.sampled_from(USERS), st.integers(1, 700)),
        st.tuples(st.just("win"), st.integers(0, 30), st.integers(0, 1), st.just(0)),
        st.tuples(st.just("abandon"), st.integers(0, 30), st.integers(0, 1), st.just(0)),
        st.tuples(st.just("cancel"), st.integers(0, 30), st.just(0), st.just(0)),
        st.tuples(st.just("daily"), st.sampled_from(USERS), st.integers(0, 3), st.just(0)),
        st.tuples(st.just("restart"), st.just(0), st.just(0), st.just(0)),
        st.tuples(st.just("crash"), st.sampled_from(USERS), st.sampled_from(USERS), st.integers(1, 50)),
    ),
    min_size=20,
    max_size=80,
)


async def check(db: Database, chips: ChipStore) -> None:
    balances, escrow, granted = await chips.totals()
    assert balances + escrow == granted
    negative = await db.fetchone("SELECT COUNT(*) FROM chip_accounts WHERE balance < 0")
    assert negative is not None and negative[0] == 0


async def run(sequence: list[tuple[str, int, int, int]], path: Path, url: str = "") -> None:
    db = connect_database(url=url, path=path)
    await db.open()
    for table in ("chip_accounts", "chip_escrow", "chip_ledger"):  # one database serves every example
        await db.execute(f"DELETE FROM {table}")
    chips = ChipStore(db, starting=1000, daily=100, fee_percent=5)
    games: dict[int, tuple[int, int]] = {}
    next_game = 1
    day = 1_800_000_000.0
    try:
        for op, a, b, n in sequence:
            if op == "start" and a != b:
                try:
                    async with db.transaction() as conn:  # both stakes, or neither
                        await chips.escrow(conn, next_game, a, n)
                        await chips.escrow(conn, next_game, b, n)
                    games[next_game] = (a, b)
                except InsufficientChips:
                    assert await chips.escrowed(next_game) == {}
                next_game += 1
            elif op in ("win", "abandon") and games:
                game_id = sorted(games)[a % len(games)]
                players = games.pop(game_id)
                winner = players[b] if op == "win" else players[1 - b]  # abandoned: the opponent wins
                async with db.transaction() as conn:
                    await chips.payout(conn, game_id, winner)
            elif op == "cancel" and games:
                game_id = sorted(games)[a % len(games)]
                games.pop(game_id)
                async with db.transaction() as conn:
                    await chips.refund(conn, game_id)
            elif op == "daily":
                await chips.claim_daily(a, day + b * 86_400)
            elif op == "restart":
                await db.close()
                db = connect_database(url=url, path=path)
                await db.open()
                chips = ChipStore(db, starting=1000, daily=100, fee_percent=5)
            elif op == "crash" and a != b and (n := min(n, await chips.balance(a))) > 0:
                with pytest.raises(RuntimeError):  # a failure mid-transaction moves nothing
                    async with db.transaction() as conn:
                        await chips.escrow(conn, 10_000 + next_game, a, n)
                        raise RuntimeError("the bot died here")
                assert await chips.escrowed(10_000 + next_game) == {}
            await check(db, chips)
    finally:
        await db.close()


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(sequence=ops)
def test_no_chip_is_created_or_lost(sequence: list[tuple[str, int, int, int]], database: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(run(sequence, Path(tmp) / "chips.sqlite3", database))


async def test_payout_fee_and_refund(tmp_path: Path, database: str) -> None:
    db = connect_database(url=database, path=tmp_path / "c.sqlite3")
    await db.open()
    chips = ChipStore(db, starting=1000, daily=100, fee_percent=5)
    async with db.transaction() as conn:
        await chips.escrow(conn, 1, 1, 100)
        await chips.escrow(conn, 1, 2, 100)
    assert await chips.balance(1) == 900
    async with db.transaction() as conn:
        assert await chips.payout(conn, 1, 2) == (190, 10)
    assert (await chips.balance(1), await chips.balance(2), await chips.balance(HOUSE)) == (900, 1090, 10)
    with pytest.raises(InsufficientChips):
        async with db.transaction() as conn:
            await chips.escrow(conn, 2, 1, 5000)
    assert await chips.balance(1) == 900
    assert await chips.claim_daily(1, 1_800_000_000) == 1000
    assert await chips.claim_daily(1, 1_800_000_100) is None  # once a day
    await db.close()


async def _stake_and_settle(url: str, seed: int, rounds: int) -> None:
    """One bot process's share of the load: games between the same four players, staked, then won or
    cancelled, each in its own transaction as the bot does it."""
    rng = random.Random(seed)
    db = connect_database(url=url)
    await db.open()
    chips = ChipStore(db, starting=1000, daily=100, fee_percent=5)
    try:
        for i in range(rounds):
            game_id = seed * 1_000_000 + i
            a, b = rng.sample(USERS, 2)
            stake = rng.randint(1, 100)  # small enough that four balances last both processes' 150 games

            async def start(tx: object, a: int = a, b: int = b, stake: int = stake, game_id: int = game_id) -> None:
                await chips.escrow(tx, game_id, a, stake)  # type: ignore[arg-type]
                await chips.escrow(tx, game_id, b, stake)  # type: ignore[arg-type]

            try:
                await db.run(start)
            except InsufficientChips:
                continue
            winner = rng.choice((a, b)) if rng.random() < 0.8 else None

            async def settle(tx: object, game_id: int = game_id, winner: int | None = winner) -> None:
                if winner is None:
                    await chips.refund(tx, game_id)  # type: ignore[arg-type]
                else:
                    await chips.payout(tx, game_id, winner)  # type: ignore[arg-type]

            await db.run(settle)
            if rng.random() < 0.1:
                await chips.claim_daily(rng.choice(USERS), 1_800_000_000 + 86_400 * rng.randint(0, 5))
    finally:
        await db.close()


def _process(url: str, seed: int, rounds: int) -> None:
    asyncio.run(_stake_and_settle(url, seed, rounds))


async def test_two_processes_staking_from_the_same_balances_conserve_chips(
        postgres_server: TemporaryPostgres) -> None:
    url = postgres_server.create_database("chips_two_processes")
    db = connect_database(url=url)
    await db.open()  # migrate once before the processes start
    chips = ChipStore(db)
    spawn = multiprocessing.get_context("spawn")
    workers = [spawn.Process(target=_process, args=(url, seed, 150)) for seed in (1, 2)]
    for w in workers:
        w.start()
    await asyncio.to_thread(lambda: [w.join(120) for w in workers])
    assert [w.exitcode for w in workers] == [0, 0]
    await check(db, chips)
    for seed in (1, 2):  # both processes really played, against the same four accounts
        settled = await db.fetchval("SELECT COUNT(DISTINCT game_id) FROM chip_ledger WHERE reason IN "
                                    "('payout', 'refund') AND game_id / 1000000 = ?", (seed,))
        assert settled >= 20
    assert await db.fetchval("SELECT COUNT(*) FROM chip_escrow") == 0
    await db.close()
