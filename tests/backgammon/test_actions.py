"""Backgammon's actions are written into a component and read back in one place: every action reads back as
itself, and no shape the bot never writes (Unicode digits, spare bits in a Position ID, a select's values) reads as
one, so the rules never see it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.errors import IllegalAction
from bot.engine.moves import Wire
from bot.games.backgammon import game
from bot.games.backgammon.actions import (
    NAMES,
    BgAction,
    Call,
    LayOut,
    MoveChecker,
    ResignLevel,
    TypedMove,
    WholePlay,
    decode,
    encode,
)
from bot.games.backgammon.positions import START, encode_position_id

OPENING = encode_position_id(START, START)
ACTIONS: st.SearchStrategy[BgAction] = st.one_of(
    st.sampled_from(list(Call)),
    st.builds(MoveChecker, st.lists(st.integers(0, 25), min_size=2, max_size=5).map(tuple)),
    st.builds(LayOut, st.just(OPENING)),
    st.builds(WholePlay, st.just(OPENING)),
    st.builds(TypedMove, st.text(alphabet="0123456789/* ", max_size=20)),
    st.builds(ResignLevel, st.sampled_from([1, 2, 3])),
)


@given(ACTIONS)
def test_every_action_reads_back_as_itself(action: BgAction) -> None:
    wire = encode(action)
    assert wire.name in NAMES and not wire.values
    assert decode(wire) == action


FORGED = [
    Wire("roll", "1"), Wire("roll", "", ("1",)), Wire("step", "13"), Wire("step", "１３-8"), Wire("step", "13-08"),
    Wire("step", "13--8"), Wire("step", "-13-8"), Wire("step", "13-8-5-3-2-1"), Wire("lay", OPENING + " "),
    Wire("lay", "not-an-id"), Wire("play", OPENING[:-1]), Wire("resign_lvl", "4"), Wire("resign_lvl", "٣"),
    Wire("resign_lvl", ""), Wire("pick", "13"), Wire("hint"), Wire("nothing"),
]


@pytest.mark.parametrize("wire", FORGED, ids=repr)
def test_shapes_the_bot_never_writes_are_no_action_and_the_rules_refuse_them(wire: Wire) -> None:
    assert decode(wire) is None
    if wire.values:
        return  # the rules take no values at all (the kind refuses a click carrying some before)
    state = game.new_match("single", 1, 3, 0.0)
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, state.turn, wire.name, wire.arg, 0.0)
    assert refused.value.key == "err.not_available"
