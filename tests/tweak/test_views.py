"""TWEAK!'s displays and computers receive views, never states: the types say so, and a view (the public's or a
seat's) is the same for two states that differ only in what its viewer may not know, so the computer's move is
too."""

from __future__ import annotations

import dataclasses
import random
import typing

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.framework.kinds import state_and_view
from bot.games.tweak import computer
from bot.games.tweak.game import Illegal, TweakState, apply, new_game
from bot.games.tweak.kind import TweakKind
from bot.games.tweak.view import TweakView, view
from tests.tweak.test_engine import random_legal
from tests.tweak.test_secrets import T0, twin

SHOWN_FROM_VIEWS = ("public_display", "private_display", "readable_cards", "card_details", "computer_action")


def test_every_display_and_the_computer_take_the_view_type() -> None:
    assert state_and_view(TweakKind) == (TweakState, TweakView)
    for name in SHOWN_FROM_VIEWS:
        if name in vars(TweakKind):  # the others are the framework's: "no cards to read" for any view
            assert typing.get_type_hints(getattr(TweakKind, name))["view"] is TweakView, name
    assert typing.get_type_hints(computer.decide)["seen"] is TweakView
    names = {f.name for f in dataclasses.fields(TweakView)}
    assert not names & {"deck", "hands", "rng", "bomb_given", "tweak_pile", "won"}, names


def test_the_public_view_holds_no_hand_and_a_seat_only_its_own() -> None:
    s = new_game(4, 30, 7, T0)
    assert view(s, None).hand == () and view(s, None).given is None
    for seat in range(4):
        assert view(s, seat).hand == tuple(s.hands[seat])
    assert view(s, 9).viewer is None and view(s, 9).hand == ()  # not a seat: the public's view


@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**40))
def test_a_view_and_the_computers_move_do_not_depend_on_what_is_hidden(players: int, seed: int) -> None:
    s: TweakState = new_game(players, 30, seed, T0)
    rng = random.Random(seed)
    for _ in range(400):
        if s.is_over():
            break
        for viewer in (None, *range(players)):
            other = twin(s, viewer, rng)
            assert view(other, viewer) == view(s, viewer)
            if viewer is not None:
                assert computer.decide(view(other, viewer), viewer) == computer.decide(view(s, viewer), viewer)
        seat = rng.choice(sorted(s.actors()))
        move = computer.decide(view(s, seat), seat) if rng.random() < 0.7 else random_legal(s, seat, rng)
        assert move is not None
        try:
            s = apply(s, seat, move[0], move[1], move[2], T0)
        except Illegal:
            continue
