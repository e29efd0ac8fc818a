"""Backgammon's displays and computers receive the game's view: everything but the dice to come. The types say so,
and two games that differ only in their random numbers' state look the same and get the same computer move."""

from __future__ import annotations

import dataclasses
import random
import typing

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.framework.kinds import Context, SeatInfo, state_and_view
from bot.games.backgammon import computer, game
from bot.games.backgammon.game import BgState, BgView
from bot.games.backgammon.kind import BackgammonKind

KIND = BackgammonKind()
T0 = 1_000_000.0
SHOWN_FROM_VIEWS = ("public_display", "private_display", "computer_action")


def context() -> Context:
    seats = (SeatInfo(0, 100, "Alice"), SeatInfo(1, None, "Computer", computer="beginner"))
    return Context(7, seats, {}, "en", T0)


def test_every_display_and_the_computer_take_the_view_type() -> None:
    assert state_and_view(BackgammonKind) == (BgState, BgView)
    for name in SHOWN_FROM_VIEWS:
        assert typing.get_type_hints(getattr(BackgammonKind, name))["view"] is BgView, name
    assert typing.get_type_hints(computer.decide)["state"] is BgView
    assert "rng" not in {f.name for f in dataclasses.fields(BgView)}
    seen = KIND.view(game.new_match("single", 1, 5, T0), 0)
    assert type(seen) is BgView and not hasattr(seen, "rng")


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**40), other=st.integers(0, 2**40))
def test_the_dice_to_come_change_no_view_no_board_and_no_computer_move(seed: int, other: int) -> None:
    ctx = context()
    state = game.new_match("match", 3, seed, T0)
    rng = random.Random(seed)
    for _ in range(60):
        if state.is_over():
            break
        twin = dataclasses.replace(state, rng=other)
        for seat in (None, 0, 1):
            assert KIND.view(twin, seat) == KIND.view(state, seat)
        public, again = KIND.board(ctx, state), KIND.board(ctx, twin)
        assert (public.description, public.image_key, public.controls) == \
            (again.description, again.image_key, again.controls)
        seat = min(state.actors())
        move = KIND.computer_move(ctx, state, seat)
        assert move == KIND.computer_move(ctx, twin, seat)
        assert move is not None
        level = ("beginner", "casual")[rng.randrange(2)]
        assert computer.decide(KIND.view(state, seat), seat, level, 7) == \
            computer.decide(KIND.view(twin, seat), seat, level, 7)
        state = game.apply(state, seat, move.name, move.arg, T0)
