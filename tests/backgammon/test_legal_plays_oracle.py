"""legal_position_ids against two independent engines: bgsage (move generation) and gnubg (IDs)."""

from __future__ import annotations

import random

import pytest

from bot.games.backgammon import decode_position_id, encode_position_id, legal_plays, legal_position_ids
from bot.games.backgammon.computer import from_sage, to_sage
from bot.games.backgammon.positions import START
from tests.backgammon.randpos import random_position

bgsage = pytest.importorskip("bgsage")
gnubg = pytest.importorskip("gnubg")


def sage_ids(position_id: str, d1: int, d2: int) -> set[str]:
    """bgsage answers an unplayable roll with the unchanged board; a real play always changes it."""
    mover, other = decode_position_id(position_id)
    results = {encode_position_id(*from_sage(b)) for b in bgsage.possible_moves(to_sage(mover, other), d1, d2)}
    return results - {position_id}


def test_known_ids() -> None:
    assert encode_position_id(START, START) == "4HPwATDgc/ABMA"
    assert len(legal_position_ids("4HPwATDgc/ABMA", 3, 1)) == 16
    assert 1900 < len(legal_position_ids("AAD8/wFUqFJKKQ", 1, 1)) < 2200


def test_position_ids_round_trip_like_gnubg() -> None:
    rng = random.Random(11)
    for _ in range(2000):
        mover, other = random_position(rng)
        pid = encode_position_id(mover, other)
        # gnubg's board is (side not on roll, side on roll)
        assert pid == gnubg.position_id((other, mover))
        assert gnubg.position_from_id(pid) == (other, mover)
        assert decode_position_id(pid) == (mover, other)


def test_ten_thousand_random_positions_match_bgsage() -> None:
    """The same 10,000 positions and rolls; the first 500 through Position IDs (`legal_position_ids`), all
    of them as board tuples (what the IDs encode, compared without encoding each of ~10^6 results)."""
    rng = random.Random(2026)
    empty = 0
    for i in range(10_000):
        mover, other = random_position(rng)
        pid = encode_position_id(mover, other)
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        ours = {p.result for p in legal_plays(mover, other, d1, d2)}
        theirs = {from_sage(b) for b in bgsage.possible_moves(to_sage(mover, other), d1, d2)} - {(mover, other)}
        assert ours == theirs, (i, pid, d1, d2, len(ours), len(theirs))
        if i < 500:
            assert legal_position_ids(pid, d1, d2) == sage_ids(pid, d1, d2), (i, pid, d1, d2)
        empty += not ours
    assert 0 < empty < 5_000  # the sample includes dancing and blocked rolls, but not mostly
