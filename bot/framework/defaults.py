"""A stage whose clock ran out: its open decisions take their defaults, one after another, until the game
moves on to a new stage (which gets a fresh clock) or ends. Written once for every engine whose state
keeps its last change's public `events`, its `private` events and the `stage` its clock was set for."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, Self, TypeVar

from bot.engine.moves import Wire
from bot.framework.kinds import Action, Context, GameKind, Outcome

Move = tuple[str, str, tuple[str, ...]]
READ_SECONDS = 60  # opening 📖 Cards with less left of a decision raises it to this, once a decision and seat


class Staged(Protocol):
    events: list[list[Any]]
    private: list[list[Any]]
    stage: str
    deadline: float | None
    reading: list[Any]  # what a seat was given to read the cards, this stage (a game's own record of it)

    def is_over(self) -> bool: ...

    def clone(self) -> Self: ...


S = TypeVar("S", bound=Staged)
V = TypeVar("V")
V_contra = TypeVar("V_contra", contravariant=True)


class StagedRules(Protocol[S]):
    """The engine module a staged kind plays (its `game`): who is awaited for what, and a move as a component carries
    it applied to a copy of the state (or refused, raising `IllegalAction`)."""

    def awaited(self, __s: S) -> dict[int, str]: ...

    def apply(self, __s: S, __seat: int, __name: str, __arg: str = "", __values: Sequence[str] = (),
              __now: float = 0.0) -> S: ...


class StagedPlayers(Protocol[V_contra]):
    """The computer module a staged kind asks (its `computer`): a move for a seat over that seat's view."""

    def decide(self, __view: V_contra, __seat: int) -> Wire | None: ...


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


class StagedKind(GameKind[S, V], Generic[S, V]):
    """A `GameKind` over an engine whose state keeps a `deadline` (for the stage in `stage`) and its last
    change's `events` and `private` events, and whose module offers `awaited(state)` and
    `apply(state, seat, name, arg, values, now)`, with a computer that `decide(view, seat)`s over its seat's view.
    Written once: the clock, the defaults a timed-out stage takes, the computer's move and the log."""

    engine: StagedRules[S]  # the rules module: awaited(), apply()
    players: StagedPlayers[V]  # the computer module: decide()
    timeout_event: str  # the catalogue key of "…ran out of time"
    # the catalogue key of "… is reading the cards: N s left"; set by engines whose state keeps `reading`, one flag a
    # seat that the engine clears when a new decision starts
    reading_event: str | None = None

    def _default(self, state: S, seat: int, wanted: str) -> Action | None:
        """What a timeout picks for `seat`'s `wanted` decision (its offer's default); None: the computer's choice."""
        return next((d.default for d in self.pending(state) if d.seat == seat and d.kind == wanted), None)

    def late_seats(self, state: S) -> list[int]:
        return sorted(self.engine.awaited(state))

    def next_default(self, state: S) -> tuple[int, Move] | None:
        open_seats = sorted(self.engine.awaited(state))
        if not open_seats:
            return None
        seat = open_seats[0]
        default = self._default(state, seat, self.engine.awaited(state)[seat])
        if default is not None:
            return seat, (default.name, default.arg, default.values)
        move = self.players.decide(self.view(state, seat), seat)
        return None if move is None else (seat, move)

    def deadline(self, ctx: Context, state: S) -> float | None:
        return state.deadline

    def shift_time(self, state: S, seconds: float) -> S:
        if state.deadline is not None:
            state.deadline += seconds
        return state

    def on_timeout(self, ctx: Context, state: S) -> Outcome[S] | None:
        if state.deadline is None or ctx.now < state.deadline or state.is_over():
            return None
        late = [[self.timeout_event, {"who": seat}] for seat in self.late_seats(state)]
        state = take_defaults(state, self.next_default,
                              lambda s, seat, m: self.engine.apply(s, seat, m[0], m[1], m[2], ctx.now), late)
        return Outcome(state, detail="timeout")

    def reading(self, ctx: Context, state: S, seat: int) -> Outcome[S] | None:
        """`seat` opened 📖 Cards while their decision runs on the clock: with less than `READ_SECONDS` left, it is
        raised to that, once for each decision and seat."""
        if self.reading_event is None or state.deadline is None or state.is_over() \
                or seat not in self.engine.awaited(state):
            return None
        if seat < len(state.reading) and state.reading[seat]:
            return None
        if state.deadline - ctx.now >= READ_SECONDS:
            return None
        s = state.clone()
        s.deadline = ctx.now + READ_SECONDS
        s.reading = [bool(s.reading[i]) if i < len(s.reading) else False for i in (0, 1)]
        s.reading[seat] = True
        s.events, s.private = [[self.reading_event, {"who": seat, "n": READ_SECONDS}]], []
        return Outcome(s, detail="reading")

    def computer_action(self, ctx: Context, view: V, seat: int) -> Action | None:
        move = self.players.decide(view, seat)
        return None if move is None else Action(move[0], move[1], move[2])

    def events(self, state: S) -> list[tuple[int | None, str, dict[str, Any]]]:
        return [*((None, key, params) for key, params in state.events),
                *((int(seat), key, params) for seat, key, params in state.private)]
