"""Netrunner's moves, typed, and the one place they are written into a component and read back from one.

| move                         | name             | a button's arg (the computer's)    | a select: its arg · a value   |
| ---------------------------- | ---------------- | ---------------------------------- | ----------------------------- |
| Mulligan(redraw)             | "mulligan"       | "yes" (a new hand) or "no" (keep)  |                               |
| Credit                       | "credit"         |                                    |                               |
| Rest                         | "rest"           | (every click left: a credit)       |                               |
| Draw                         | "draw"           |                                    |                               |
| Install(card, server, trash) | "install"        | the Corp's: "12:hq", "12:new",     | the Corp's server select:     |
|                              |                  | "12:r1:5.6" (5 and 6 trashed there | "12" · "hq" or "hq|5.6";      |
|                              |                  | first); the Runner's: "12",        | the Runner's programs:        |
|                              |                  | "12:5.6" (programs trashed first)  | "12:" · "5" (one a program)   |
| Play(card, server)           | "play"           | "12"; a run event "12:hq"          | a run event: "12" · "hq"      |
| Advance(card)                | "advance"        | "12"                               | "do"                          |
| Score(card)                  | "score"          | "12"                               | "do"                          |
| Rez(card)                    | "rez"            | none (the ice approached); "12"    | "" · "12"; "do"               |
| Purge                        | "purge"          |                                    | "do"                          |
| TrashResource(card)          | "trash_resource" | "12"                               | "do"                          |
| Ability(card, server)        | "ability"        | "12"; a click that runs: "12:hq"   | "do"                          |
| RemoveTag                    | "remove_tag"     |                                    | "do"                          |
| EndTurn                      | "end"            |                                    |                               |
| Run(server)                  | "run"            | "hq"                               | "" · "hq"                     |
| Begin                        | "begin"          | (the Corp's turn begins)           |                               |
| Continue                     | "continue"       | (no rez; let the subroutines fire; |                               |
|                              |                  | go on)                             |                               |
| Break(breaker, subs)         | "break"          | "12"; values: the subroutines      |                               |
| Pump(breaker)                | "pump"           | "12"                               |                               |
| ClickBreak(sub)              | "click_break"    | the subroutine: "0"                |                               |
| Leech                        | "leech"          |                                    |                               |
| JackOut                      | "jack_out"       |                                    |                               |
| Answer(picked)               | "choose"         | one option; none: ""               | "" · the options picked       |
| RezStops(on)                 | "rez_stops"      | "on" or "off"                      |                               |
| Concede                      | "concede"        |                                    |                               |
| Do(move)                     | "do"             |                                    | "" · the move's name and arg: |
|                              |                  |                                    | "advance:12", "ability:7:hq", |
|                              |                  |                                    | "purge:" (in the turn alone)  |

A server is "hq", "rd", "archives" or a remote "r1", "r2", …; an install may name "new" (a new remote). Cards are
instance ids, several joined by "."; a select's value fills the blank its arg leaves (a button carries the whole move
in its arg); the computer writes an answer as values. Every number is ASCII digits as the bot writes them; a shape the
bot never writes reads as no move at all. Which cards, servers and options the parts name is the rules' to judge (a
card not in the hand is refused there, saying so).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.engine.moves import Wire
from bot.engine.values import number, numbers
from bot.games.netrunner.state import CENTRALS

NEW = "new"  # an install's new remote
REMOTE = "r"  # a remote's name: "r" and its number
PARTS = ":"  # between an arg's parts
JOINED = "."  # between the cards trashed first
TRASH = "|"  # in the Corp's server select: between the server and the cards trashed there first
DO = "do"  # one select for the actions on installed cards
MAX_PICKED = 25  # a select's most values
SUB_DIGITS = 2  # a subroutine's index
MULLIGAN = {True: "yes", False: "no"}
STOPS = {True: "on", False: "off"}


@dataclass(frozen=True)
class Mulligan:
    redraw: bool


@dataclass(frozen=True)
class Credit:
    pass


@dataclass(frozen=True)
class Rest:
    """Every click left becomes a credit."""


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class Install:
    card: int
    server: str | None = None  # the Corp's server (or NEW); None: the Runner installs
    trash: tuple[int, ...] = ()  # trashed first: ice or root cards of that server, or the Runner's programs


@dataclass(frozen=True)
class Play:
    card: int
    server: str | None = None  # a run event's server


@dataclass(frozen=True)
class Advance:
    card: int


@dataclass(frozen=True)
class Score:
    card: int


@dataclass(frozen=True)
class Rez:
    card: int | None = None  # None: the ice the Runner approaches


@dataclass(frozen=True)
class Purge:
    pass


@dataclass(frozen=True)
class TrashResource:
    card: int


@dataclass(frozen=True)
class Ability:
    card: int
    server: str | None = None  # the server a click ability that runs runs


@dataclass(frozen=True)
class RemoveTag:
    pass


@dataclass(frozen=True)
class EndTurn:
    pass


@dataclass(frozen=True)
class Run:
    server: str


@dataclass(frozen=True)
class Begin:
    pass


@dataclass(frozen=True)
class Continue:
    pass


@dataclass(frozen=True)
class Break:
    breaker: int
    subs: tuple[int, ...] = ()  # the subroutines chosen; none: the first unbroken ones


@dataclass(frozen=True)
class Pump:
    breaker: int


@dataclass(frozen=True)
class ClickBreak:
    sub: int


@dataclass(frozen=True)
class Leech:
    pass


@dataclass(frozen=True)
class JackOut:
    pass


@dataclass(frozen=True)
class Answer:
    picked: tuple[str, ...]  # the question's options chosen


@dataclass(frozen=True)
class RezStops:
    on: bool


@dataclass(frozen=True)
class Concede:
    pass


DoMove = Advance | Score | Rez | Ability | Purge | TrashResource | RemoveTag


@dataclass(frozen=True)
class Do:
    """A move from the turn's select of actions on installed cards (taken in the turn alone)."""

    move: DoMove


NrMove = (Mulligan | Credit | Rest | Draw | Install | Play | Advance | Score | Rez | Purge | TrashResource | Ability
          | RemoveTag | EndTurn | Run | Begin | Continue | Break | Pump | ClickBreak | Leech | JackOut | Answer
          | RezStops | Concede | Do)
NAME: dict[type[NrMove], str] = {
    Mulligan: "mulligan", Credit: "credit", Rest: "rest", Draw: "draw", Install: "install", Play: "play",
    Advance: "advance", Score: "score", Rez: "rez", Purge: "purge", TrashResource: "trash_resource",
    Ability: "ability", RemoveTag: "remove_tag", EndTurn: "end", Run: "run", Begin: "begin", Continue: "continue",
    Break: "break", Pump: "pump", ClickBreak: "click_break", Leech: "leech", JackOut: "jack_out", Answer: "choose",
    RezStops: "rez_stops", Concede: "concede", Do: DO,
}
NAMES = frozenset(NAME.values())
_BARE: dict[str, NrMove] = {"credit": Credit(), "rest": Rest(), "draw": Draw(), "purge": Purge(),
                            "remove_tag": RemoveTag(), "end": EndTurn(), "begin": Begin(), "continue": Continue(),
                            "leech": Leech(), "jack_out": JackOut(), "concede": Concede()}
BARE = frozenset(_BARE)  # moves whose controls carry no arg and no values
DO_TYPES = (Advance, Score, Rez, Ability, Purge, TrashResource, RemoveTag)
DO_NAMES = frozenset(NAME[t] for t in DO_TYPES)


# --- writing ---------------------------------------------------------------------------------------------------------
def _cards(cards: tuple[int, ...]) -> str:
    return JOINED.join(str(i) for i in cards)


def _joined(*parts: str) -> str:
    """Parts joined, the empty ones left off ("12", "12:hq", "12:hq:5")."""
    return PARTS.join(part for part in parts if part)


def encode(move: NrMove) -> Wire:
    """The move as a button (or the computer) carries it: everything in the arg; an answer and the "do" select's
    move as values."""
    match move:
        case Mulligan(redraw):
            return Wire("mulligan", MULLIGAN[redraw])
        case Install(card, server, trash):
            return Wire("install", _joined(str(card), server or "", _cards(trash)))
        case Play(card, server) | Ability(card, server):
            return Wire(NAME[type(move)], _joined(str(card), server or ""))
        case Advance(card) | Score(card) | TrashResource(card):
            return Wire(NAME[type(move)], str(card))
        case Rez(card):
            return Wire("rez", "" if card is None else str(card))
        case Run(server):
            return Wire("run", server)
        case Break(breaker, subs):
            return Wire("break", str(breaker), tuple(str(i) for i in subs))
        case Pump(breaker):
            return Wire("pump", str(breaker))
        case ClickBreak(sub):
            return Wire("click_break", str(sub))
        case Answer(picked):
            return Wire("choose", "", picked)
        case RezStops(on):
            return Wire("rez_stops", STOPS[on])
        case Do(inner):
            wire = encode(inner)
            return Wire(DO, "", (f"{wire.name}{PARTS}{wire.arg}",))
        case _:
            return Wire(NAME[type(move)])


def select(move: Install | Play | Rez | Run) -> Wire:
    """The move as the kind's select for it carries it: the control's name and arg, the option's value as the one
    value (it fills the blank the arg leaves). The Runner's programs select takes one value a program: each option
    is the move that trashes its one program, and several values trash them all."""
    match move:
        case Install(card, None, trash):
            return Wire("install", f"{card}{PARTS}", tuple(str(i) for i in trash))
        case Install(card, server, trash):
            return Wire("install", str(card), (f"{server}{TRASH}{_cards(trash)}" if trash else f"{server}",))
        case Play(card, server):
            return Wire("play", str(card), (server or "",))
        case Rez(card):
            return Wire("rez", "", ("" if card is None else str(card),))
        case Run(server):
            return Wire("run", "", (server,))


# --- reading ---------------------------------------------------------------------------------------------------------
def server_named(text: str, *, new: bool = False) -> str | None:
    """A server as the bot writes one ("hq", "r3"; "new" where an install may name it), else None."""
    if text in CENTRALS or (new and text == NEW):
        return text
    remote = number(text[1:]) if text.startswith(REMOTE) else None
    return text if remote is not None and remote >= 1 else None


def _trashed(text: str) -> tuple[int, ...] | None:
    """The cards trashed first ("5.6"): one at least."""
    cards = numbers(text, JOINED) if text else None
    return None if cards is None else tuple(cards)


def decode(wire: Wire) -> NrMove | None:
    """The move a component's parts name, if the bot could have written them in that shape; None otherwise."""
    name, arg, values = wire
    if not isinstance(name, str) or not isinstance(arg, str) or not isinstance(values, tuple) \
            or not all(isinstance(v, str) for v in values):
        return None
    if name in BARE:
        return _BARE[name] if not arg and not values else None
    reader = _READERS.get(name)
    return None if reader is None else reader(arg, values)


def _do(arg: str, values: tuple[str, ...]) -> Do | None:
    if arg or len(values) != 1:
        return None
    name, colon, rest = values[0].partition(PARTS)
    inner = decode(Wire(name, rest)) if colon and name in DO_NAMES else None
    if not isinstance(inner, DO_TYPES) or (isinstance(inner, Rez) and inner.card is None):
        return None
    return Do(inner)


def _answer(arg: str, values: tuple[str, ...]) -> Answer | None:
    if (arg and values) or len(values) > MAX_PICKED or "" in values:
        return None
    return Answer(values or ((arg,) if arg else ()))


def _word(words: dict[bool, str], arg: str, values: tuple[str, ...]) -> bool | None:
    """Which of two words a button's arg is."""
    chosen = [key for key, word in words.items() if word == arg]
    return chosen[0] if chosen and not values else None


def _mulligan(arg: str, values: tuple[str, ...]) -> Mulligan | None:
    redraw = _word(MULLIGAN, arg, values)
    return None if redraw is None else Mulligan(redraw)


def _rez_stops(arg: str, values: tuple[str, ...]) -> RezStops | None:
    on = _word(STOPS, arg, values)
    return None if on is None else RezStops(on)


def _card(make: Callable[[int], NrMove]) -> Callable[[str, tuple[str, ...]], NrMove | None]:
    """A move a button names by one card (or a subroutine) in its arg."""
    def read(arg: str, values: tuple[str, ...]) -> NrMove | None:
        card = number(arg)
        return None if values or card is None else make(card)
    return read


def _click_break(arg: str, values: tuple[str, ...]) -> ClickBreak | None:
    sub = number(arg, digits=SUB_DIGITS)
    return None if values or sub is None else ClickBreak(sub)


def _one(arg: str, values: tuple[str, ...]) -> str | None:
    """One part: a button's arg, or the one value of a select that has no arg."""
    if values:
        return values[0] if not arg and len(values) == 1 else None
    return arg


def _rez(arg: str, values: tuple[str, ...]) -> Rez | None:
    text = _one(arg, values)
    if text is None or (values and not text):
        return None
    card = number(text) if text else None
    return None if text and card is None else Rez(card)


def _run(arg: str, values: tuple[str, ...]) -> Run | None:
    text = _one(arg, values)
    server = None if text is None else server_named(text)
    return None if server is None else Run(server)


def _card_and_server(arg: str, values: tuple[str, ...]) -> tuple[int, str | None] | None:
    """"12", "12:hq", or the arg "12" with the server as the one value."""
    given = arg.split(PARTS) + list(values)
    if len(given) > 2 or (values and PARTS in arg) or len(values) > 1:
        return None
    card = number(given[0])
    server = server_named(given[1]) if len(given) == 2 else None
    if card is None or (len(given) == 2 and server is None):
        return None
    return card, server


def _play(arg: str, values: tuple[str, ...]) -> Play | None:
    read = _card_and_server(arg, values)
    return None if read is None else Play(*read)


def _ability(arg: str, values: tuple[str, ...]) -> Ability | None:
    read = _card_and_server(arg, values) if not values else None  # only the "do" select and the computer name one
    return None if read is None else Ability(*read)


def _install(arg: str, values: tuple[str, ...]) -> Install | None:
    if values:
        return _install_select(arg, values)
    parts = arg.split(PARTS)
    card = number(parts[0])
    if card is None or len(parts) > 3:
        return None
    if len(parts) == 1:
        return Install(card)
    server = server_named(parts[1], new=True)
    trash = _trashed(parts[2]) if len(parts) == 3 else ()
    if server is None and len(parts) == 2:  # the Runner's: the programs trashed first
        programs = _trashed(parts[1])
        return None if programs is None else Install(card, None, programs)
    return None if server is None or trash is None else Install(card, server, trash)


def _install_select(arg: str, values: tuple[str, ...]) -> Install | None:
    """The Corp's server select ("12" · "hq|5.6"), or the Runner's programs select ("12:" · "5", "6")."""
    if arg.endswith(PARTS):
        card = number(arg.removesuffix(PARTS))
        programs = [number(v) for v in values]
        if card is None or None in programs or len(values) > MAX_PICKED:
            return None
        return Install(card, None, tuple(p for p in programs if p is not None))
    card = number(arg)
    if card is None or len(values) != 1:
        return None
    where, bar, cards = values[0].partition(TRASH)
    server, trash = server_named(where, new=True), _trashed(cards) if bar else ()
    return None if server is None or trash is None else Install(card, server, trash)


def _break(arg: str, values: tuple[str, ...]) -> Break | None:
    breaker = number(arg)
    subs = [number(v, digits=SUB_DIGITS) for v in values]
    if breaker is None or None in subs or len(values) > MAX_PICKED:
        return None
    return Break(breaker, tuple(i for i in subs if i is not None))


_READERS: dict[str, Callable[[str, tuple[str, ...]], NrMove | None]] = {
    "mulligan": _mulligan, "install": _install, "play": _play, "advance": _card(Advance), "score": _card(Score),
    "rez": _rez, "trash_resource": _card(TrashResource), "ability": _ability, "run": _run, "break": _break,
    "pump": _card(Pump), "click_break": _click_break, "choose": _answer, "rez_stops": _rez_stops, DO: _do,
}
