"""SIGKILL a process that plays games at random moments; each time a fresh process must find every game
consistent and carry on."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from bot import PROJECT_ROOT
from bot.games.tweak.cards import ALL_CARDS
from bot.games.tweak.game import TweakState

KILLS = 10


def check(path: Path) -> int:
    """Every invariant a crash could break; returns the number of actions stored so far."""
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    try:
        for game in db.execute("SELECT * FROM games"):
            rows = db.execute("SELECT COUNT(*), MAX(version) FROM actions WHERE game_id = ?", (game["id"],)).fetchone()
            assert rows[0] == game["version"] + 1 and rows[1] == game["version"], dict(game)  # one row per version
            events = db.execute("SELECT MAX(version) FROM events WHERE game_id = ?", (game["id"],)).fetchone()[0]
            assert events is None or events <= game["version"]
            if game["state"] is None:
                continue
            data = json.loads(game["state"])["data"]
            if game["kind"] == "tweak":
                assert Counter(TweakState.from_json(data).all_cards()) == Counter(ALL_CARDS)
            elif game["kind"] == "backgammon":
                for side in data["board"]:
                    assert all(n >= 0 for n in side) and sum(side) <= 15
                for i in range(24):
                    assert not (data["board"][0][i] and data["board"][1][23 - i]), "two colours on one point"
        for account in db.execute("SELECT user_id, balance FROM chip_accounts"):
            ledger = db.execute("SELECT COALESCE(SUM(delta), 0) FROM chip_ledger WHERE user_id = ?",
                                (account["user_id"],)).fetchone()[0]
            assert ledger == account["balance"], "a balance disagrees with its ledger"
        grants = db.execute("SELECT COALESCE(SUM(delta), 0) FROM chip_ledger WHERE reason LIKE 'grant:%'").fetchone()[0]
        held = db.execute("SELECT COALESCE(SUM(balance), 0) FROM chip_accounts").fetchone()[0]
        escrow = db.execute("SELECT COALESCE(SUM(amount), 0) FROM chip_escrow").fetchone()[0]
        assert held + escrow <= grants  # the house's fee leaves the players' side; nothing is created
        escrowed = db.execute(
            "SELECT COUNT(*) FROM chip_escrow e JOIN games g ON g.id = e.game_id WHERE g.status != 'running' "
            "AND e.amount > 0").fetchone()[0]
        assert escrowed == 0, "a finished or cancelled game still holds chips"
        return int(db.execute("SELECT COUNT(*) FROM actions").fetchone()[0])
    finally:
        db.close()


def test_sigkill_at_random_moments_leaves_every_game_consistent(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    env = {**os.environ, "PYTHONPATH": str(PROJECT_ROOT)}
    progress = [0]
    for run in range(KILLS):
        proc = subprocess.Popen([sys.executable, "-m", "tests.crash.worker", str(tmp_path)], cwd=PROJECT_ROOT,
                                env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        if run % 2 == 0:  # every other run is killed only once it has played, so the games must go on however slow
            assert proc.stdout.readline().strip() == "played"  # the machine is; the others die at any moment
        time.sleep(rng.uniform(0.2, 1.2))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        progress.append(check(tmp_path / "test.sqlite3"))
    assert progress[-1] > progress[1] > 0, "the games did not go on after the kills"
