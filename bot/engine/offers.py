"""What an engine offers each seat now, as typed moves: the one source of legal moves. The framework checks every click
against these offers and builds nothing a player may click from anything else; a computer or a random player chooses
among them; a test plays every move listed here and expects the rules to take it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar, runtime_checkable

M = TypeVar("M")  # a game's move type (a union of frozen dataclasses)


@runtime_checkable
class Picking(Protocol):
    """A move that answers a question by picking some of its options."""

    @property
    def picked(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Picks:
    """A question's answer: `kind`, the move that carries it, picks `least` to `most` distinct `options` (none, when
    `least` is 0: a skip)."""

    kind: type  # the move that carries the picks: a `Picking` move
    options: frozenset[str]
    least: int = 1
    most: int = 1

    def allows(self, picked: tuple[str, ...]) -> bool:
        return (self.least <= len(picked) <= self.most and len(set(picked)) == len(picked)
                and set(picked) <= self.options)


@dataclass(frozen=True)
class Offer(Generic[M]):
    """One thing a seat may do now: answer what the game waits for from it (`awaited`), or a standing option nobody
    waits for (conceding, offering a draw, a toggle), which pings nobody and starts no clock.

    `takes` are the kinds of move that answer it. Where a kind's moves can be listed (a deck, a yes or a no, a victim)
    `only` lists them and no other move of that kind is offered; a kind not listed carries what only the rules can
    judge as it is played (a checker's path, a card and its payment), and the engine refuses it there if it must.
    `picks` is a question answered by picking some of its options. `wanted` names what is asked ("deck", "turn", a
    question): the framework's decision keeps it. Offers of one `group` are one choice several seats make at once
    (decks, aims): it names that choice, the same for each seat of it, and never again later in the game. `default`
    is what running out of time plays, where the game has one."""

    seat: int
    wanted: str
    takes: frozenset[type[M]]
    only: Mapping[type[M], frozenset[M]] = field(default_factory=dict)
    picks: Picks | None = None
    awaited: bool = True
    group: str | None = None
    default: M | None = None

    def allows(self, move: M) -> bool:
        """Whether `move` answers this offer, as far as the offer can tell (the rules judge the rest)."""
        kind = type(move)
        if kind not in self.takes:
            return False
        if self.picks is not None and kind is self.picks.kind and isinstance(move, Picking):
            return self.picks.allows(move.picked)
        listed = self.only.get(kind)
        return listed is None or move in listed


def listed(seat: int, wanted: str, *moves: M, awaited: bool = True, group: str | None = None,
           default: M | None = None) -> Offer[M]:
    """An offer of exactly these moves (each of its kinds listed whole)."""
    only: dict[type[M], frozenset[M]] = {}
    for move in moves:
        only[type(move)] = only.get(type(move), frozenset()) | {move}
    return Offer(seat, wanted, frozenset(only), only, awaited=awaited, group=group, default=default)


def allowed(offers: list[Offer[M]], seat: int, move: M) -> bool:
    """Whether one of `seat`'s offers takes `move`."""
    return any(o.seat == seat and o.allows(move) for o in offers)


def question(seat: int, wanted: str, answer: type[M], options: Iterable[str], least: int = 1, most: int = 1,
             default: M | None = None) -> Offer[M]:
    """An offer of a question answered by picking `least` to `most` of its `options`, with `answer` (a `Picking`
    move) carrying them."""
    picks = Picks(answer, frozenset(options), least, most)
    return Offer(seat, wanted, frozenset({answer}), picks=picks, default=default)
