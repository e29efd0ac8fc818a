"""Countdown: a tiny game for testing the framework. Not shipped as a real game.

A pile of counters; in seat order each player takes 1 or 2; whoever takes the last one wins.
Each player holds a secret word (hidden information). While the bonus is on the table, any seated
player may grab it, first come first served (to test simultaneous clicks). An unanswered turn times
out and takes 1 for the absent player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.engine.offers import Offer, listed
from bot.engine.rng import GameRng

WORDS = ("amber", "basil", "cobalt", "dune", "ember", "fjord", "garnet", "harbor", "indigo", "juniper")


class Illegal(Exception):
    pass


@dataclass
class CountdownState:
    players: int
    pile: int
    turn: int = 0
    secrets: list[str] = field(default_factory=list)
    bonus_holder: int | None = None
    winner: int | None = None
    last: str = ""
    turn_started: float = 0.0
    turn_seconds: float = 0.0
    rng: int = 0

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CountdownState:
        return cls(**data)


@dataclass(frozen=True)
class CountdownView:
    """What one viewer may know: everything on the table, and only their own secret word (None: the public)."""

    players: int
    pile: int
    turn: int
    bonus_holder: int | None
    winner: int | None
    secret: str | None


@dataclass(frozen=True)
class Take:
    amount: int


@dataclass(frozen=True)
class Grab:
    pass


@dataclass(frozen=True)
class Reroll:
    pass


CountdownMove = Take | Grab | Reroll


def offers(state: CountdownState) -> list[Offer[CountdownMove]]:
    """The seat on turn takes 1 or 2 (no more than the pile; a timeout takes 1); anyone may grab the bonus or draw a
    new secret word at any time (standing: nobody waits for it; a bonus already grabbed is refused by the rules)."""
    if state.winner is not None:
        return []
    takes: list[CountdownMove] = [Take(n) for n in (1, 2) if n <= state.pile]
    out: list[Offer[CountdownMove]] = [listed(state.turn, "take", *takes, default=Take(1))]
    out.extend(listed(seat, "anytime", Grab(), Reroll(), awaited=False) for seat in range(state.players))
    return out


def view(state: CountdownState, seat: int | None) -> CountdownView:
    secret = state.secrets[seat] if seat is not None and 0 <= seat < len(state.secrets) else None
    return CountdownView(state.players, state.pile, state.turn, state.bonus_holder, state.winner, secret)


def new_game(players: int, pile: int, seed: int, now: float, turn_seconds: float) -> CountdownState:
    rng = GameRng(seed)
    secrets = [f"{rng.choice(WORDS)}-{rng.randint(1000, 9999)}" for _ in range(players)]
    return CountdownState(players, pile, 0, secrets, turn_started=now, turn_seconds=turn_seconds,
                          rng=rng.to_json())


def take(state: CountdownState, seat: int, amount: int, now: float) -> CountdownState:
    if state.winner is not None:
        raise Illegal("over")
    if seat != state.turn:
        raise Illegal("turn")
    if amount not in (1, 2) or amount > state.pile:
        raise Illegal("amount")
    state.pile -= amount
    state.last = f"{seat}:{amount}"
    if state.pile == 0:
        state.winner = seat
    else:
        state.turn = (state.turn + 1) % state.players
        state.turn_started = now
    return state


def grab_bonus(state: CountdownState, seat: int) -> CountdownState:
    if state.bonus_holder is not None:
        raise Illegal("bonus")
    state.bonus_holder = seat
    return state


def reroll_secret(state: CountdownState, seat: int) -> CountdownState:
    rng = GameRng.from_json(state.rng)
    state.secrets[seat] = f"{rng.choice(WORDS)}-{rng.randint(1000, 9999)}"
    state.rng = rng.to_json()
    return state


def best_take(seen: CountdownView) -> int:
    """Leave a multiple of 3 when possible."""
    return 2 if seen.pile % 3 == 2 else 1
