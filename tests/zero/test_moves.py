"""Knowing Zero's moves are written into a component and read back in one place: every move reads back as itself, the
shapes stored games and old buttons carry still read as the moves they were, and no shape the bot never writes
reads as a move."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.moves import Wire
from bot.games.zero.cards import DECKS
from bot.games.zero.moves import (
    BARE,
    NAME,
    NAMES,
    Accept,
    AcceptDraw,
    Assign,
    Attach,
    Attack,
    Back,
    ChooseDeck,
    DeclineDraw,
    Draw,
    Formed,
    OfferDraw,
    Pass,
    PlayAbstraction,
    PlayCard,
    Refuse,
    ZeroMove,
    aim_more,
    decode,
    encode,
    read_aims,
)
from bot.games.zero.state import MAX_ARMY

IID = st.integers(0, 999_999)
ARMY = st.lists(IID, min_size=1, max_size=MAX_ARMY).map(tuple)
DECK = st.sampled_from(sorted(DECKS)) | st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=1)
BARE_MOVES = [Draw(), Formed(), Back(), Refuse(), Pass(), OfferDraw(), AcceptDraw(), DeclineDraw()]
MOVES: st.SearchStrategy[ZeroMove] = st.one_of(
    st.builds(ChooseDeck, DECK),
    st.builds(PlayAbstraction, IID),
    st.builds(Attack, ARMY),
    st.builds(Accept, ARMY),
    st.builds(Attach, IID, IID),
    st.builds(PlayCard, IID, st.none() | IID),
    st.builds(Assign, st.lists(IID, max_size=MAX_ARMY).map(tuple)),
    st.sampled_from(BARE_MOVES),
)


@given(MOVES)
def test_every_move_reads_back_as_itself(move: ZeroMove) -> None:
    wire = encode(move)
    assert wire.name == NAME[type(move)] and wire.name in NAMES
    assert wire.name not in BARE or (not wire.arg and not wire.values)
    assert decode(wire) == move


def test_every_move_type_has_a_name_and_the_bare_ones_are_those_without_parts() -> None:
    assert len(NAMES) == len(NAME) == 15
    assert BARE == {NAME[type(m)] for m in BARE_MOVES}


def test_the_shapes_stored_games_and_old_buttons_carry_still_read() -> None:
    assert decode(Wire("deck", "wildlands")) == ChooseDeck("wildlands")  # a shipped deck's button
    assert decode(Wire("deck", "", ("own-1",))) == ChooseDeck("own-1")  # the own decks' select
    assert decode(Wire("abstraction", "17")) == PlayAbstraction(17)  # the computer wrote it so
    assert decode(Wire("abstraction", "", ("17",))) == PlayAbstraction(17)  # the select
    assert decode(Wire("attack", "", ("3", "9", "12"))) == Attack((3, 9, 12))
    assert decode(Wire("attach", "4", ("9",))) == Attach(4, 9)
    assert decode(Wire("play", "4")) == PlayCard(4, None)
    assert decode(Wire("play", "4", ("20",))) == PlayCard(4, 20)
    assert decode(Wire("assign")) == Assign(())
    assert decode(Wire("assign", "20.21.20")) == Assign((20, 21, 20))


@given(st.lists(IID, max_size=MAX_ARMY - 1), IID)
def test_an_aim_adds_its_target_to_the_plan_it_carries(plan: list[int], target: int) -> None:
    carried = encode(Assign(tuple(plan))).arg
    assert read_aims(aim_more(carried, str(target))) == (*plan, target)


def test_shapes_the_bot_never_writes_are_no_move() -> None:
    forged = [
        Wire("roll"), Wire("pick", "", ("3",)), Wire("aim", "3", ("4",)), Wire(""),
        Wire("deck"), Wire("deck", "", ("",)), Wire("deck", "wildlands", ("foundry",)),
        Wire("deck", "", ("wildlands", "foundry")),
        Wire("abstraction"), Wire("abstraction", "٣"), Wire("abstraction", "", ("01",)),
        Wire("abstraction", "3", ("4",)), Wire("abstraction", "-1"), Wire("abstraction", " 3"),
        Wire("attack"), Wire("attack", "3"), Wire("attack", "3", ("4",)), Wire("attack", "", ("٣",)),
        Wire("attack", "", ("1", "01")), Wire("attack", "", ("-1",)), Wire("attack", "", ("",)),
        Wire("attack", "", tuple(str(i) for i in range(MAX_ARMY + 1))), Wire("attack", "", ("1234567",)),
        Wire("accept"), Wire("accept", "", ("²",)), Wire("accept", "1", ("2",)),
        Wire("attach", "3"), Wire("attach", "", ("4",)), Wire("attach", "3", ("4", "5")), Wire("attach", "٣", ("4",)),
        Wire("attach", "3", ("04",)), Wire("attach", "3", ("",)),
        Wire("play"), Wire("play", "", ("4",)), Wire("play", "3", ("4", "5")), Wire("play", "01"),
        Wire("play", "3", ("-1",)), Wire("play", "3", ("",)), Wire("play", "3.4"),
        Wire("assign", "", ("3",)), Wire("assign", "3", ("4",)), Wire("assign", "3."), Wire("assign", ".3"),
        Wire("assign", "3..4"), Wire("assign", "٣"), Wire("assign", "03"), Wire("assign", "-1"),
        Wire("assign", ".".join(["1"] * (MAX_ARMY + 1))),
        *(Wire(name, "x") for name in sorted(BARE)), *(Wire(name, "", ("1",)) for name in sorted(BARE)),
    ]
    for wire in forged:
        assert decode(wire) is None, wire


def test_parts_that_are_not_strings_are_no_move() -> None:
    assert decode(Wire("play", 3, ())) is None  # type: ignore[arg-type]
    assert decode(Wire("attack", "", ["3"])) is None  # type: ignore[arg-type]
    assert decode(Wire("attack", "", (3,))) is None  # type: ignore[arg-type]
