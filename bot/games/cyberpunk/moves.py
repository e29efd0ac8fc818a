"""Cyberpunk TCG's moves, typed, and the one place they are written into a component and read back from one.

| move                     | name         | a button's arg (the computer's too) | a select: its arg · its value        |
| ------------------------ | ------------ | ----------------------------------- | ------------------------------------ |
| ChooseDeck(deck)         | "deck"       | "heist", "random"                   | own decks: "" · the deck             |
| ChooseOrder(first)       | "order"      | "first" or "second"                 |                                      |
| Mulligan(redraw)         | "mulligan"   | "yes" (a new hand) or "no" (keep)   |                                      |
| Sell(card)               | "sell"       | the hand card: "12"                 | "do": "" · "sell:12"                 |
| CallLegend(slot, pay)    | "call"       | the slot, then any payment: "3:e1"  | "do": "" · "call:3"; React: "" · "3" |
| GoSolo(slot, pay)        | "solo"       | as Call's: "1", "1:e1.e2"           | "do": "" · "solo:1"                  |
| Play(card, host, pay)    | "play"       | "card:host:payment", its empty      | Gear's host: "12::payment" · host;   |
|                          |              | tail left off: "12", "12::e1.l2"    | QUICK Program: "::" · "12"           |
| Attack(attacker, target) | "attack"     | "12:gigs" (the Gig area), "12:15"   | "12" · "gigs" or "15"                |
| Block(unit)              | "block"      | "15"                                | "" · "15"                            |
| Activate(card, pay)      | "activate"   | the card, then any payment: "15:e1" | "" · "15"                            |
| ReactDone                | "react_done" |                                     |                                      |
| Answer(picked)           | "choose"     | one option; none: "" (skip button)  | "" · the options picked              |
| EndTurn                  | "pass"       |                                     |                                      |
| Concede                  | "concede"    |                                     |                                      |

A payment names the cards that pay 1 €$ each, joined by ".": "e2" the second Eddie, "l1" the leftmost Legend (Eddies
and face-down Legends are hidden cards: never by instance id); none named, the rules' default payment. A select's value
fills the first blank its arg leaves (a button carries the whole move in its arg); the computer writes an answer as
values. Every number is ASCII digits as the bot writes them; a shape the bot never writes reads as no move at all.
Which cards, slots and options the parts name is the rules' to judge (a card not in the hand is refused there).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.moves import Wire
from bot.engine.values import number

GIGS = "gigs"  # an attack's target: the rival's Gig area
RANDOM = "random"  # the deck choice dealt at random once both have chosen
DO = "do"  # the economy select: sell a card, Call a Legend, go solo
PARTS = ":"  # between an arg's parts
PAYERS = "."  # between a payment's payers
EDDIE, LEGEND = "e", "l"
MAX_PAYERS = 40  # more cards than any payment spends
MAX_PICKED = 25  # a select's most values
PLACE_DIGITS = 2  # a Legend's slot, an Eddie's place
ORDER = {True: "first", False: "second"}
MULLIGAN = {True: "yes", False: "no"}


@dataclass(frozen=True)
class Payer:
    """A card that pays 1 €$: a Legend by its slot (1 the leftmost), else an Eddie by its place (1 the first)."""

    legend: bool
    place: int


Payment = tuple[Payer, ...]


@dataclass(frozen=True)
class ChooseDeck:
    deck: str  # a retail deck's key, one of the player's own decks, or RANDOM


@dataclass(frozen=True)
class ChooseOrder:
    first: bool


@dataclass(frozen=True)
class Mulligan:
    redraw: bool


@dataclass(frozen=True)
class Sell:
    card: int


@dataclass(frozen=True)
class CallLegend:
    slot: int
    pay: Payment = ()


@dataclass(frozen=True)
class GoSolo:
    slot: int
    pay: Payment = ()


@dataclass(frozen=True)
class Play:
    card: int
    host: int | None = None  # a Gear's host
    pay: Payment = ()


@dataclass(frozen=True)
class Attack:
    attacker: int
    target: int | None  # a spent rival Unit; None: the rival's Gig area


@dataclass(frozen=True)
class Block:
    unit: int


@dataclass(frozen=True)
class Activate:
    """Use a card's activated (⊡) ability: a Unit's, a face-up Legend's or a Gear's (public cards: by instance id)."""

    card: int
    pay: Payment = ()


@dataclass(frozen=True)
class ReactDone:
    pass


@dataclass(frozen=True)
class Answer:
    picked: tuple[str, ...]  # the question's options chosen; none: skipped


@dataclass(frozen=True)
class EndTurn:
    pass


@dataclass(frozen=True)
class Concede:
    pass


CpMove = (ChooseDeck | ChooseOrder | Mulligan | Sell | CallLegend | GoSolo | Play | Attack | Block | Activate
          | ReactDone | Answer | EndTurn | Concede)
NAME: dict[type[CpMove], str] = {
    ChooseDeck: "deck", ChooseOrder: "order", Mulligan: "mulligan", Sell: "sell", CallLegend: "call",
    GoSolo: "solo", Play: "play", Attack: "attack", Block: "block", Activate: "activate", ReactDone: "react_done",
    Answer: "choose",
    EndTurn: "pass", Concede: "concede",
}
NAMES = frozenset(NAME.values()) | {DO}
BARE = frozenset({"react_done", "pass", "concede"})  # moves whose controls carry no arg and no values
ECONOMY = frozenset({"sell", "call", "solo"})  # the moves of the economy select


# --- writing ---------------------------------------------------------------------------------------------------------
def token(payer: Payer) -> str:
    return f"{LEGEND if payer.legend else EDDIE}{payer.place}"


def payment_text(pay: Payment) -> str:
    return PAYERS.join(token(p) for p in pay)


def target_value(target: int | None) -> str:
    return GIGS if target is None else str(target)


def _joined(*parts: str) -> str:
    """Parts joined, the empty tail left off ("12", "12:5", "12::e1")."""
    given = list(parts)
    while given and not given[-1]:
        given.pop()
    return PARTS.join(given)


def encode(move: CpMove) -> Wire:
    match move:
        case ChooseDeck(deck):
            return Wire("deck", deck)
        case ChooseOrder(first):
            return Wire("order", ORDER[first])
        case Mulligan(redraw):
            return Wire("mulligan", MULLIGAN[redraw])
        case Sell(card):
            return Wire("sell", str(card))
        case CallLegend(slot, pay) | GoSolo(slot, pay):
            return Wire(NAME[type(move)], _joined(str(slot), payment_text(pay)))
        case Play(card, host, pay):
            return Wire("play", _joined(str(card), "" if host is None else str(host), payment_text(pay)))
        case Attack(attacker, target):
            return Wire("attack", f"{attacker}{PARTS}{target_value(target)}")
        case Block(unit):
            return Wire("block", str(unit))
        case Activate(card, pay):
            return Wire("activate", _joined(str(card), payment_text(pay)))
        case Answer(picked):
            return Wire("choose", "", picked)
        case ReactDone() | EndTurn() | Concede():
            return Wire(NAME[type(move)])


def economy(move: Sell | CallLegend | GoSolo) -> Wire:
    """The move as the economy select carries it: "do", its name and arg as the value ("sell:12", "call:3")."""
    wire = encode(move)
    return Wire(DO, "", (f"{wire.name}{PARTS}{wire.arg}",))


def select(move: Play | Attack | Block | CallLegend | Activate) -> Wire:
    """The move as the kind's select for it carries it: the control's name and arg, the option's value as the one
    value (it fills the blank the arg leaves). A Play with a host: the Gear's host select; without one: the React
    step's select of QUICK Programs."""
    match move:
        case Play(card, None, pay):
            return Wire("play", f"{PARTS}{PARTS}{payment_text(pay)}", (str(card),))
        case Play(card, host, pay):
            return Wire("play", f"{card}{PARTS}{PARTS}{payment_text(pay)}", (str(host),))
        case Attack(attacker, target):
            return Wire("attack", str(attacker), (target_value(target),))
        case Block(unit):
            return Wire("block", "", (str(unit),))
        case CallLegend(slot, pay):
            return Wire("call", f"{PARTS}{payment_text(pay)}" if pay else "", (str(slot),))
        case Activate(card, pay):
            return Wire("activate", f"{PARTS}{payment_text(pay)}" if pay else "", (str(card),))


# --- reading ---------------------------------------------------------------------------------------------------------
def payment(text: str) -> Payment | None:
    """The payers a client named ("e1.l2"; "" none), if written as the bot writes them."""
    if not text:
        return ()
    tokens = text.split(PAYERS)
    if len(tokens) > MAX_PAYERS:
        return None
    payers = [_payer(t) for t in tokens]
    return None if None in payers else tuple(p for p in payers if p is not None)


def _payer(text: str) -> Payer | None:
    place = _place(text[1:])
    if text[:1] not in (EDDIE, LEGEND) or place is None:
        return None
    return Payer(text[:1] == LEGEND, place)


def _place(text: str) -> int | None:
    """A slot or a place: 1 the first."""
    n = number(text, digits=PLACE_DIGITS)
    return n if n is not None and n >= 1 else None


def _filled(arg: str, values: tuple[str, ...], count: int) -> list[str] | None:
    """The arg's `count` parts, its first blank filled by the one value a select adds; None when the arg has
    more parts, or a value has no blank to fill."""
    parts = arg.split(PARTS) if arg else []
    if len(parts) > count or len(values) > 1:
        return None
    parts += [""] * (count - len(parts))
    for value in values:
        if "" not in parts:
            return None
        parts[parts.index("")] = value
    return parts


def decode(wire: Wire) -> CpMove | None:
    """The move a component's parts name, if the bot could have written them in that shape; None otherwise."""
    name, arg, values = wire
    if not isinstance(name, str) or not isinstance(arg, str) or not isinstance(values, tuple) \
            or not all(isinstance(v, str) for v in values):
        return None
    if name == DO:
        return _economy(arg, values)
    if name == "choose":
        return _answer(arg, values)
    if name in BARE:
        return _BARE[name] if not arg and not values else None
    reader = _READERS.get(name)
    return None if reader is None else reader(arg, values)


def _economy(arg: str, values: tuple[str, ...]) -> CpMove | None:
    if arg or len(values) != 1:
        return None
    verb, _, rest = values[0].partition(PARTS)
    if verb not in ECONOMY or not rest:
        return None
    return decode(Wire(verb, rest))


def _answer(arg: str, values: tuple[str, ...]) -> Answer | None:
    if (arg and values) or len(values) > MAX_PICKED or "" in values:
        return None
    return Answer(values or ((arg,) if arg else ()))


def _word(arg: str, values: tuple[str, ...]) -> str | None:
    """One word, a button's arg or a select's value."""
    parts = _filled(arg, values, 1)
    return parts[0] if parts and parts[0] else None


def _deck(arg: str, values: tuple[str, ...]) -> ChooseDeck | None:
    deck = _word(arg, values)
    return None if deck is None else ChooseDeck(deck)


def _order(arg: str, values: tuple[str, ...]) -> ChooseOrder | None:
    first = {v: k for k, v in ORDER.items()}.get(arg)
    return None if values or first is None else ChooseOrder(first)


def _mulligan(arg: str, values: tuple[str, ...]) -> Mulligan | None:
    redraw = {v: k for k, v in MULLIGAN.items()}.get(arg)
    return None if values or redraw is None else Mulligan(redraw)


def _sell(arg: str, values: tuple[str, ...]) -> Sell | None:
    card = number(arg)
    return None if values or card is None else Sell(card)


def _legend(arg: str, values: tuple[str, ...]) -> tuple[int, Payment] | None:
    parts = _filled(arg, values, 2)
    if parts is None:
        return None
    slot, pay = _place(parts[0]), payment(parts[1])
    return None if slot is None or pay is None else (slot, pay)


def _call(arg: str, values: tuple[str, ...]) -> CallLegend | None:
    read = _legend(arg, values)
    return None if read is None else CallLegend(*read)


def _solo(arg: str, values: tuple[str, ...]) -> GoSolo | None:
    read = _legend(arg, values) if not values else None  # only a button goes solo
    return None if read is None else GoSolo(*read)


def _play(arg: str, values: tuple[str, ...]) -> Play | None:
    parts = _filled(arg, values, 3)
    if parts is None:
        return None
    card, host, pay = number(parts[0]), number(parts[1]) if parts[1] else None, payment(parts[2])
    if card is None or (parts[1] and host is None) or pay is None:
        return None
    return Play(card, host, pay)


def _attack(arg: str, values: tuple[str, ...]) -> Attack | None:
    parts = _filled(arg, values, 2)
    if parts is None:
        return None
    attacker = number(parts[0])
    if attacker is None:
        return None
    if parts[1] == GIGS:
        return Attack(attacker, None)
    unit = number(parts[1])
    return None if unit is None else Attack(attacker, unit)


def _block(arg: str, values: tuple[str, ...]) -> Block | None:
    word = _word(arg, values)
    unit = None if word is None else number(word)
    return None if unit is None else Block(unit)


def _activate(arg: str, values: tuple[str, ...]) -> Activate | None:
    parts = _filled(arg, values, 2)
    if parts is None:
        return None
    card, pay = number(parts[0]), payment(parts[1])
    return None if card is None or pay is None else Activate(card, pay)


_BARE: dict[str, CpMove] = {"react_done": ReactDone(), "pass": EndTurn(), "concede": Concede()}
_READERS = {"deck": _deck, "order": _order, "mulligan": _mulligan, "sell": _sell, "call": _call, "solo": _solo,
            "play": _play, "attack": _attack, "block": _block, "activate": _activate}
