"""A stage whose clock ran out: its open decisions take their defaults, one after another, until the game
moves on to a new stage (which gets a fresh clock) or ends. Written once for every engine whose state
keeps its last change's public `events`, its `private` events and the `stage` its clock was set for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

Move = tuple[str, str, tuple[str, ...]]


class Staged(Protocol):
    events: list[list[Any]]
    private: list[list[Any]]
    stage: str

    def is_over(self) -> bool: ...


S = TypeVar("S", bound=Staged)


def take_defaults(state: S, next_move: Callable[[S], tuple[int, Move] | None], apply: Callable[[S, int, Move], S],
                  first_events: list[list[Any]], limit: int = 60) -> S:
    """Apply `next_move`'s (seat, move) until the stage changes, the game ends or nothing is due; the
    returned state carries every event of the way (after `first_events`: who ran out of time)."""
    stage = state.stage
    events, private = list(first_events), []
    for _ in range(limit):
        picked = next_move(state)
        if picked is None:
            break
        seat, move = picked
        state = apply(state, seat, move)
        events.extend(state.events)
        private.extend(state.private)
        if state.stage != stage or state.is_over():
            break
    state.events, state.private = events, private
    return state
