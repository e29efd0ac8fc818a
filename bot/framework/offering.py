"""A game kind whose open decisions are its engine's offers: the engine says which typed moves each seat may make now
(`bot.engine.offers`), and this writes them as the decisions the framework checks clicks against, in the words the
game's controls use (its moves' `encode`). A kind adds only what its interface needs besides (a pick that prepares
a move, the select of actions on cards), never a move of its own."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Mapping
from typing import ClassVar, Generic, TypeVar

from bot.engine.moves import Wire
from bot.engine.offers import Offer
from bot.framework.kinds import Action, Decision, GameKind, S, V

M = TypeVar("M")

Extra = Mapping[str, frozenset[str] | None]  # interface action -> the args or values it may carry (None: any)


def carried(wire: Wire) -> str:
    """What a decision compares a listed move by: a select's one value, else the button's arg."""
    if len(wire.values) > 1:
        raise ValueError(f"a listed move is one arg or one value, not {wire}")
    return wire.values[0] if wire.values else wire.arg


def decision_of(offer: Offer[M], names: Mapping[type, str], encode: Callable[[M], Wire],
                extra: Extra | None = None) -> Decision:
    """The framework's decision for `offer`: its moves' names, their listed args or values, a question's options and
    how many may be picked, and the move a timeout plays; `extra` adds interface actions."""
    actions = {names[kind] for kind in offer.takes if kind not in offer.only}
    choices: dict[str, frozenset[str]] = {}
    for move in (m for listed in offer.only.values() for m in listed):
        wire = encode(move)  # by its wire, not its kind's name: a kind may be several actions (Roll, Double)
        if wire.name not in actions:
            choices[wire.name] = choices.get(wire.name, frozenset()) | {carried(wire)}
    actions |= choices.keys()
    least, most = 1, 1
    if offer.picks is not None:
        picks = offer.picks
        choices[names[picks.kind]] = picks.options | ({""} if picks.least == 0 else frozenset())  # "": Skip
        least, most = max(1, picks.least), picks.most
    for action, allowed in (extra or {}).items():
        actions.add(action)
        if allowed is not None:
            choices[action] = allowed
    default = None if offer.default is None else Action(*encode(offer.default))
    return Decision(offer.seat, offer.wanted, frozenset(actions), choices, min_values=least, max_values=most,
                    awaited=offer.awaited, group=offer.group, default=default)


class OfferingKind(GameKind[S, V], Generic[S, V, M]):
    """A kind whose decisions are its engine's offers. It names its moves (`move_names`, each move kind's action
    name), writes one (`encode_move`), and may add interface actions to an offer (`interface_for`)."""

    move_names: ClassVar[Mapping[type, str]]

    @abstractmethod
    def offers(self, state: S) -> list[Offer[M]]:
        """The engine's offers: every move each seat may make now, awaited or standing."""

    @abstractmethod
    def encode_move(self, move: M) -> Wire:
        """How a control carries `move` (the game's `moves.encode`)."""

    def interface_for(self, state: S, offer: Offer[M]) -> Extra:
        """Interface actions that prepare an answer to `offer` (picking a card, then its target), with what they may
        carry; they change no state and the framework commits nothing for them."""
        return {}

    def pending(self, state: S) -> list[Decision]:
        return [decision_of(offer, self.move_names, self.encode_move, self.interface_for(state, offer))
                for offer in self.offers(state)]
