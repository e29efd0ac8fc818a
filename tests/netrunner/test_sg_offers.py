"""The offers check of `tests/test_offers.py` over games that hold every System Gateway card: every control a
seat is shown is accepted by an open decision, every listed move is taken, nothing unoffered is, and a refused move
changes nothing — through the new questions, the Trojans' host, the encounter's hosted break and the identities."""

from __future__ import annotations

import random

import pytest

from bot.framework.kinds import Context, SeatInfo
from bot.games.netrunner.kind import NetrunnerKind
from tests.netrunner.sg_games import deck_game, sg_game
from tests.test_offers import walk_checked

KIND = NetrunnerKind()
STEPS = 250


@pytest.mark.parametrize("seed", [11, 12, 13, 14])
def test_offers_hold_with_the_whole_set(seed: int) -> None:
    rng = random.Random(seed)
    ctx = Context(1, tuple(SeatInfo(i, 100 + i, f"P{i}") for i in range(2)), {"step": "booster"}, "en", 1_000_000.0)
    state = sg_game(seed) if seed % 2 else deck_game(seed)
    state.turn_seconds = 180.0
    walk_checked(KIND, ctx, state, rng, STEPS)
