"""TWEAK!'s moves, typed, and the one place they are written into a component and read back from one.

| move       | as the bot writes it                                          |
| ---------- | ------------------------------------------------------------- |
| `Sum`      | "sum", arg the hand card, values the table cards; or, on the Make sum button, which carries the
               picks: arg "hand/table.table" (a button has no values)                                        |
| `Discard`  | "discard", arg the hand card                                  |
| `Joker`    | "joker", arg "+1" or "-1"                                      |
| `Change`   | "change"                                                      |
| `Bomb`     | "bomb"                                                        |
| `Thief`    | "thief", the victim's seat as the select's value (or the arg) |
| `Give`     | "give", the card as the select's value                        |

A part the player has not picked yet travels empty ("sum" with no table card), so the rules can say what is
missing; a shape the bot never writes reads as no move at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.moves import Wire
from bot.engine.values import number
from bot.games.tweak.cards import ALL_CARDS

JOKER = {"+1": 1, "-1": -1}
PICKS = "/"  # between the hand card and the table cards on the Make sum button
TABLE = "."  # between the table cards there


@dataclass(frozen=True)
class Sum:
    hand: str  # "" while none is picked
    table: tuple[str, ...]


@dataclass(frozen=True)
class Discard:
    card: str  # "" while none is picked


@dataclass(frozen=True)
class Joker:
    delta: int  # +1 or -1


@dataclass(frozen=True)
class Change:
    pass


@dataclass(frozen=True)
class Bomb:
    pass


@dataclass(frozen=True)
class Thief:
    victim: int


@dataclass(frozen=True)
class Give:
    card: str


TweakMove = Sum | Discard | Joker | Change | Bomb | Thief | Give
NAME: dict[type[TweakMove], str] = {
    Sum: "sum", Discard: "discard", Joker: "joker", Change: "change", Bomb: "bomb", Thief: "thief", Give: "give",
}
NAMES = frozenset(NAME.values())
BARE = frozenset({"change", "bomb"})  # moves whose controls carry no arg and no values


def encode(move: TweakMove) -> Wire:
    match move:
        case Sum(hand, table):
            return Wire("sum", hand, table)
        case Discard(card):
            return Wire("discard", card)
        case Joker(delta):
            return Wire("joker", f"{delta:+d}")
        case Change():
            return Wire("change")
        case Bomb():
            return Wire("bomb")
        case Thief(victim):
            return Wire("thief", "", (str(victim),))
        case Give(card):
            return Wire("give", "", (card,))


def sum_button(hand: str, table: tuple[str, ...]) -> str:
    """The Make sum button's arg: the picks it carries."""
    return f"{hand}{PICKS}{TABLE.join(table)}" if table else hand


def decode(wire: Wire) -> TweakMove | None:
    """The move a component's parts name, if the bot could have written them in that shape; None otherwise. Which
    cards they name is the rules' to judge (a card not in the hand is refused there, saying so)."""
    name, arg, values = wire
    if not isinstance(arg, str) or not isinstance(values, tuple) or not all(isinstance(v, str) for v in values):
        return None
    if name == "sum":
        return _sum(arg, values)
    if name == "thief":
        victim = number(values[0] if values else arg) if len(values) + bool(arg) == 1 else None
        return None if victim is None else Thief(victim)
    if name == "give":
        return Give(values[0] if values else "") if not arg and len(values) <= 1 else None
    if values:
        return None  # nothing else is a select
    if name == "discard":
        return Discard(arg)
    if name == "joker":
        return Joker(JOKER[arg]) if arg in JOKER else None
    bare = _BARE.get(name)
    return bare if bare is not None and not arg else None


_BARE: dict[str, TweakMove] = {"change": Change(), "bomb": Bomb()}


def _sum(arg: str, values: tuple[str, ...]) -> Sum | None:
    if PICKS not in arg:
        return Sum(arg, values) if len(values) <= len(ALL_CARDS) else None
    hand, picked = arg.split(PICKS, 1)
    table = tuple(picked.split(TABLE))
    return Sum(hand, table) if not values and all(table) else None
