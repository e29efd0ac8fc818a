"""Knowing Zero's moves, typed, and the one place they are written into a component and read back from one.

| move              | as the bot writes it                                                                      |
| ----------------- | ----------------------------------------------------------------------------------------- |
| `ChooseDeck`      | "deck", arg the deck's id (a shipped deck's button); or the id as the select's one value  |
|                   | (the player's own decks)                                                                  |
| `PlayAbstraction` | "abstraction", the card's instance id as the select's one value (or as the arg: the       |
|                   | computer wrote it there before the moves were typed, and stored games hold it so)         |
| `Draw`            | "draw"                                                                                    |
| `Attack`          | "attack", the units' instance ids as the select's values (1 to 5)                         |
| `Attach`          | "attach", arg the ability's instance id (the picked card the Attach select carries), the  |
|                   | unit's as the select's one value                                                          |
| `Formed`          | "formed" (Done: nothing more to attach)                                                   |
| `Back`            | "back" (the attacker takes the army back to hand)                                         |
| `Accept`          | "accept", the defending units' instance ids as the select's values (1 to 5)               |
| `Refuse`          | "refuse"                                                                                  |
| `PlayCard`        | "play", arg the card's instance id, the target's as the select's one value; no value for  |
|                   | a card that takes no target (the Play button)                                             |
| `Pass`            | "pass"                                                                                    |
| `Assign`          | "assign", arg the targets' instance ids in army order joined by "." ("" locks in the      |
|                   | house default for every unit); the aim select carries the plan so far the same way        |
| `OfferDraw`       | "offer_draw"                                                                              |
| `AcceptDraw`      | "draw_accept"                                                                             |
| `DeclineDraw`     | "draw_decline"                                                                            |

Every number is an instance id written as `bot.engine.values.number` reads it. A shape the bot never writes reads
as no move at all; which cards the ids name, and whether they may be played now, is the rules' to judge.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.moves import Wire
from bot.engine.values import number, numbers
from bot.games.zero.state import MAX_ARMY

AIMS = "."  # between the targets of a plan


@dataclass(frozen=True)
class ChooseDeck:
    deck: str  # a shipped deck's id, or one of the player's own


@dataclass(frozen=True)
class PlayAbstraction:
    card: int


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class Attack:
    units: tuple[int, ...]


@dataclass(frozen=True)
class Attach:
    ability: int
    unit: int


@dataclass(frozen=True)
class Formed:
    pass


@dataclass(frozen=True)
class Back:
    pass


@dataclass(frozen=True)
class Accept:
    units: tuple[int, ...]


@dataclass(frozen=True)
class Refuse:
    pass


@dataclass(frozen=True)
class PlayCard:
    card: int
    target: int | None  # None: a card that takes no target


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Assign:
    targets: tuple[int, ...]  # one per unit in army order; units left out take the house default


@dataclass(frozen=True)
class OfferDraw:
    pass


@dataclass(frozen=True)
class AcceptDraw:
    pass


@dataclass(frozen=True)
class DeclineDraw:
    pass


ZeroMove = (ChooseDeck | PlayAbstraction | Draw | Attack | Attach | Formed | Back | Accept | Refuse | PlayCard | Pass
            | Assign | OfferDraw | AcceptDraw | DeclineDraw)
NAME: dict[type[ZeroMove], str] = {
    ChooseDeck: "deck", PlayAbstraction: "abstraction", Draw: "draw", Attack: "attack", Attach: "attach",
    Formed: "formed", Back: "back", Accept: "accept", Refuse: "refuse", PlayCard: "play", Pass: "pass",
    Assign: "assign", OfferDraw: "offer_draw", AcceptDraw: "draw_accept", DeclineDraw: "draw_decline",
}
_BARE: dict[str, ZeroMove] = {
    NAME[type(move)]: move
    for move in (Draw(), Formed(), Back(), Refuse(), Pass(), OfferDraw(), AcceptDraw(), DeclineDraw())
}
NAMES = frozenset(NAME.values())
BARE = frozenset(_BARE)  # moves whose controls carry no arg and no values


def card_part(card: int) -> str:
    """A card's instance id as every control writes it: a button's arg, a select's value, a viewer's pick."""
    return str(card)


def read_card(text: str) -> int | None:
    return number(text)


def aims_arg(targets: tuple[int, ...]) -> str:
    return AIMS.join(card_part(t) for t in targets)


def read_aims(text: str) -> tuple[int, ...] | None:
    """A plan as `aims_arg` writes it (the Lock in button's arg, the aim select's plan so far), else None."""
    targets = numbers(text, AIMS, most=MAX_ARMY)
    return None if targets is None else tuple(targets)


def aim_more(plan: str, target: str) -> str:
    """The aim select's plan so far with the target picked there added: the viewer's next plan (read back with
    `read_aims`, which refuses whatever a client forged into it)."""
    return AIMS.join(part for part in (plan, target) if part)


def encode(move: ZeroMove) -> Wire:
    match move:
        case ChooseDeck(deck):
            return Wire("deck", deck)
        case PlayAbstraction(card):
            return Wire("abstraction", "", (card_part(card),))
        case Attack(units):
            return Wire("attack", "", tuple(card_part(u) for u in units))
        case Accept(units):
            return Wire("accept", "", tuple(card_part(u) for u in units))
        case Attach(ability, unit):
            return Wire("attach", card_part(ability), (card_part(unit),))
        case PlayCard(card, target):
            return Wire("play", card_part(card), () if target is None else (card_part(target),))
        case Assign(targets):
            return Wire("assign", aims_arg(targets))
        case Draw() | Formed() | Back() | Refuse() | Pass() | OfferDraw() | AcceptDraw() | DeclineDraw():
            return Wire(NAME[type(move)])


def decode(wire: Wire) -> ZeroMove | None:
    """The move a component's parts name, if the bot could have written them in that shape; None otherwise."""
    name, arg, values = wire
    if not isinstance(name, str) or not isinstance(arg, str) or not isinstance(values, tuple) \
            or not all(isinstance(v, str) for v in values):
        return None
    if name == "deck":
        deck = _one_part(arg, values)
        return None if deck is None else ChooseDeck(deck)
    if name == "abstraction":
        card = _one_part(arg, values)
        iid = None if card is None else read_card(card)
        return None if iid is None else PlayAbstraction(iid)
    if name in ("attack", "accept"):
        return _army(name, arg, values)
    if name in ("attach", "play"):
        return _card_on(name, arg, values)
    if name == "assign":
        targets = None if values else read_aims(arg)
        return None if targets is None else Assign(targets)
    bare = _BARE.get(name)
    return bare if bare is not None and not arg and not values else None


def _one_part(arg: str, values: tuple[str, ...]) -> str | None:
    """The one part a button (its arg) or a one-value select carries, when exactly one of them is written."""
    if arg and not values:
        return arg
    if not arg and len(values) == 1 and values[0]:
        return values[0]
    return None


def _army(name: str, arg: str, values: tuple[str, ...]) -> Attack | Accept | None:
    if arg or not 1 <= len(values) <= MAX_ARMY:
        return None
    units = [read_card(v) for v in values]
    picked = tuple(u for u in units if u is not None)
    if len(picked) != len(values):
        return None
    return Attack(picked) if name == "attack" else Accept(picked)  # the same unit twice: the rules refuse it


def _card_on(name: str, arg: str, values: tuple[str, ...]) -> Attach | PlayCard | None:
    """An attached ability and its unit, or a card played and its target (if it has one)."""
    card = read_card(arg)
    if card is None or len(values) > 1:
        return None
    target = read_card(values[0]) if values else None
    if values and target is None:
        return None
    if name == "attach":
        return None if target is None else Attach(card, target)
    return PlayCard(card, target)
