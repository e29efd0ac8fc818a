from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from bot.games.backgammon.match_id import MatchInfo, decode_match_id, encode_match_id

gnubg = pytest.importorskip("gnubg")

infos = st.builds(
    MatchInfo,
    cube=st.sampled_from([1, 2, 4, 8, 16, 32, 64]),
    cube_owner=st.sampled_from([None, 0, 1]),
    on_roll=st.integers(0, 1),
    crawford=st.booleans(),
    game_state=st.integers(0, 4),
    turn=st.integers(0, 1),
    doubled=st.booleans(),
    resigned=st.integers(0, 3),
    dice=st.tuples(st.integers(0, 6), st.integers(0, 6)).map(lambda d: (max(d), min(d))),
    match_length=st.sampled_from([0, 1, 3, 5, 9, 25]),
    score=st.tuples(st.integers(0, 24), st.integers(0, 24)),
    jacoby=st.booleans(),
)


@given(infos)
def test_round_trip(info: MatchInfo) -> None:
    assert decode_match_id(encode_match_id(info)) == info


@st.composite
def consistent_infos(draw: st.DrawFn) -> MatchInfo:
    """States gnubg accepts: money games carry no score; match scores stay below the length."""
    length = draw(st.sampled_from([0, 1, 3, 5, 9, 25]))
    if length:
        score = (draw(st.integers(0, length - 1)), draw(st.integers(0, length - 1)))
    else:
        score = (0, 0)
    return draw(infos).__class__(**{**draw(infos).__dict__, "match_length": length, "score": score,
                                    "crawford": False, "jacoby": length == 0})


@given(consistent_infos())
def test_same_as_gnubg(info: MatchInfo) -> None:
    try:
        cube = gnubg.cubeinfo(info.cube, -1 if info.cube_owner is None else info.cube_owner, info.on_roll,
                              info.match_length, info.score, int(info.crawford), 0)
    except RuntimeError:
        assume(False)
    pos = gnubg.posinfo(info.turn, info.resigned, int(info.doubled), info.game_state, info.dice)
    assert encode_match_id(info) == gnubg.match_id(cube, pos)


def test_documented_example() -> None:
    # the example in gnubg's manual: 9-point match, score 2-4, a 2-cube owned by player 0, player 1 to play 5-2
    info = decode_match_id("QYkqASAAIAAA")
    assert info.match_length == 9 and info.score == (2, 4) and info.cube == 2 and info.cube_owner == 0
    assert info.dice == (5, 2) and info.on_roll == 1
