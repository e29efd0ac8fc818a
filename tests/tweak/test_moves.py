"""TWEAK!'s moves are written into a component and read back in one place: every move reads back as itself, the
Make sum button's picks read as the sum they name, and no shape the bot never writes reads as a move."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.moves import Wire
from bot.games.tweak.cards import ALL_CARDS
from bot.games.tweak.moves import (
    NAMES,
    Bomb,
    Change,
    Discard,
    Give,
    Joker,
    Sum,
    Thief,
    TweakMove,
    decode,
    encode,
    sum_button,
)

CARD = st.sampled_from(sorted(ALL_CARDS))
MOVES: st.SearchStrategy[TweakMove] = st.one_of(
    st.builds(Sum, CARD, st.lists(CARD, max_size=6).map(tuple)),
    st.builds(Discard, CARD),
    st.builds(Joker, st.sampled_from([1, -1])),
    st.just(Change()),
    st.just(Bomb()),
    st.builds(Thief, st.integers(0, 5)),
    st.builds(Give, CARD),
)


@given(MOVES)
def test_every_move_reads_back_as_itself(move: TweakMove) -> None:
    wire = encode(move)
    assert wire.name in NAMES
    assert decode(wire) == move


@given(CARD, st.lists(CARD, min_size=1, max_size=6).map(tuple))
def test_the_make_sum_button_carries_its_picks(hand: str, table: tuple[str, ...]) -> None:
    assert decode(Wire("sum", sum_button(hand, table))) == Sum(hand, table)
    assert decode(Wire("sum", sum_button("", table))) == Sum("", table)  # the rules say a hand card is missing
    assert decode(Wire("sum", sum_button(hand, ()))) == Sum(hand, ())  # and here a table card


def test_shapes_the_bot_never_writes_are_no_move() -> None:
    forged = [
        Wire("sum", "r5/", ()), Wire("sum", "r5/b2..g3"), Wire("sum", "r5/b2", ("g3",)),
        Wire("discard", "r5", ("b2",)), Wire("joker", "+2"), Wire("joker", "1"), Wire("joker", "+1", ("x",)),
        Wire("change", "x"), Wire("bomb", "", ("1",)), Wire("thief"), Wire("thief", "1", ("2",)),
        Wire("thief", "", ("٣",)), Wire("thief", "", ("01",)), Wire("thief", "", ("1", "2")), Wire("give", "r5"),
        Wire("give", "", ("r5", "b2")), Wire("roll"), Wire("sum", "r5", ("b2",) * (len(ALL_CARDS) + 1)),
    ]
    for wire in forged:
        assert decode(wire) is None, wire
