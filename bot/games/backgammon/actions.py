"""Backgammon's actions, typed, and the one place they are written into a component and read back from one (the
checker plays themselves are `moves`).

| move           | as the bot writes it                                                          |
| -------------- | ----------------------------------------------------------------------------- |
| `Call`         | its own name, nothing more: "roll", "double", "take", "pass", "confirm", …    |
| `MoveChecker`  | "step", arg the points one checker goes through, in the mover's numbering:    |
|                | "13-8-5" (25 the bar, 0 off)                                                  |
| `LayOut`       | "lay", arg the Position ID of the whole play's result (a button of the list)  |
| `WholePlay`    | "play", arg the same, committed at once (the computer's way to move)          |
| `TypedMove`    | "typed", the move in notation ("13/7 8/7"): from the form's field, or the arg |
| `ResignLevel`  | "resign_lvl", arg 1 (single), 2 (gammon) or 3 (backgammon)                    |

No move is a select (the checker picked first is an interface choice, not a move); a shape the bot never writes
reads as no move at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.engine.moves import Wire
from bot.engine.values import numbers
from bot.games.backgammon.positions import BadPositionId, decode_position_id, encode_position_id

PATH = "-"  # between the points of a MoveChecker
MAX_STEPS = 4  # a checker goes at most four dice (a double)
LEVELS = {"1": 1, "2": 2, "3": 3}


class Call(StrEnum):
    """A move that carries nothing but its name."""

    ROLL = "roll"
    DOUBLE = "double"
    TAKE = "take"
    PASS = "pass"
    REDOUBLE = "redouble"
    RESIGN = "resign"  # opens the choice of how much
    RESIGN_YES = "resign_yes"  # a single game that counts as a gammon, confirmed
    RESIGN_NO = "resign_no"
    ACCEPT_RESIGN = "accept_resign"
    REJECT_RESIGN = "reject_resign"
    AUTOROLL = "autoroll"
    AUTOPLAY = "autoplay"
    UNDO = "undo"
    CONFIRM = "confirm"
    CONTINUE = "continue"
    AWAY = "away"
    BACK = "back"


@dataclass(frozen=True)
class MoveChecker:
    path: tuple[int, ...]  # the points the checker passes, its start first


@dataclass(frozen=True)
class LayOut:
    position_id: str


@dataclass(frozen=True)
class WholePlay:
    position_id: str


@dataclass(frozen=True)
class TypedMove:
    text: str


@dataclass(frozen=True)
class ResignLevel:
    level: int


BgAction = Call | MoveChecker | LayOut | WholePlay | TypedMove | ResignLevel
# each move kind's action name, but `Call`'s: a call is its own name ("roll", "double"), so calls are offered listed
NAME: dict[type[BgAction], str] = {MoveChecker: "step", LayOut: "lay", WholePlay: "play", TypedMove: "typed",
                                   ResignLevel: "resign_lvl"}
ARGUED = frozenset(NAME.values())
NAMES = frozenset(Call) | ARGUED
BARE = frozenset(Call)


def encode(move: BgAction) -> Wire:
    match move:
        case Call():
            return Wire(move.value)
        case MoveChecker(path):
            return Wire("step", PATH.join(str(p) for p in path))
        case LayOut(position_id):
            return Wire("lay", position_id)
        case WholePlay(position_id):
            return Wire("play", position_id)
        case TypedMove(text):
            return Wire("typed", text)
        case ResignLevel(level):
            return Wire("resign_lvl", str(level))


def decode(wire: Wire) -> BgAction | None:
    """The move a component's parts name, if the bot could have written them in that shape; None otherwise."""
    name, arg, values = wire
    if values or not isinstance(arg, str):
        return None
    if name in BARE:
        return Call(name) if not arg else None
    if name == "step":
        path = numbers(arg, PATH, digits=2, most=MAX_STEPS + 1)  # ASCII digits only: int() reads "１３" as 13
        return MoveChecker(tuple(path)) if path is not None and len(path) >= 2 else None
    if name in ("lay", "play"):
        if not _position_id(arg):
            return None
        return LayOut(arg) if name == "lay" else WholePlay(arg)
    if name == "typed":
        return TypedMove(arg)
    if name == "resign_lvl":
        return ResignLevel(LEVELS[arg]) if arg in LEVELS else None
    return None


def _position_id(text: str) -> bool:
    """A Position ID exactly as the bot writes one: no spaces, no spare bits."""
    try:
        return encode_position_id(*decode_position_id(text)) == text
    except BadPositionId:
        return False
