"""Tables built card by card for rules tests: a game in its main phase with exactly the cards, dice and
Eddies a test names."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cyberpunk import game, rules
from bot.games.cyberpunk.state import DIE_SIDES, CpState, Die


def blank(turn: int = 0, seed: int = 1) -> CpState:
    """Turn 3 (no first-turn rules), `turn`'s main phase, empty zones, every die in its fixer area."""
    s = game.new_game(seed, 0.0)
    s.deck_choice = ["heist", "power"]
    s.phase, s.turn, s.turn_no, s.first, s.mulligan = "main", turn, 3, 0, [False, False]
    for seat in (0, 1):
        for sides in DIE_SIDES:
            s.dice.append(Die(id=len(s.dice) + 1, sides=sides, owner=seat))
    return s


def add(s: CpState, seat: int, zone: str, card: str, *, up: bool = False, spent: bool = False,
        lag: bool = False) -> int:
    inst = s.table.create(card, seat, f"{zone}{seat}")
    inst.face_up, inst.spent = up, spent
    if lag:
        inst.markers = ["lag"]
    return inst.iid


def equip(s: CpState, host: int, card: str) -> int:
    seat = s.controller(host)
    inst = s.table.create(card, seat, f"trash{seat}")
    s.table.attach(inst.iid, host)
    return inst.iid


def deck(s: CpState, seat: int, cards: Sequence[str]) -> list[int]:
    """Cards put in the deck; the LAST one named is on top."""
    return [add(s, seat, "deck", c) for c in cards]


def gig(s: CpState, seat: int, sides: int, value: int, owner: int | None = None) -> int:
    """A die (of `owner`, default `seat`) moved from its fixer area into `seat`'s Gig area at `value`."""
    die = next(d for d in s.dice if d.owner == (seat if owner is None else owner) and d.sides == sides)
    die.area, die.value = seat, value
    return die.id


def eddies(s: CpState, seat: int, ready: int, spent: int = 0) -> None:
    for i in range(ready + spent):
        add(s, seat, "eddies", "psycho-squad", spent=i >= ready)


def slot(s: CpState, iid: int) -> str:
    """How a client names a Legend: its slot in its owner's Legends area."""
    return rules.slot(s, s.inst(iid).owner, iid)


def payer(s: CpState, iid: int) -> str:
    """How a client names a card that pays ("e1", "l2")."""
    return rules.payer_token(s, s.inst(iid).owner, iid)


def act(s: CpState, seat: int, name: str, arg: str = "", values: Sequence[str] = ()) -> CpState:
    return game.apply(s, seat, name, arg, values)


def answer(s: CpState, *values: str) -> CpState:
    assert s.prompt is not None, "no question is open"
    return game.apply(s, s.prompt.seat, "choose", "", values)


def hand_cards(s: CpState, seat: int) -> list[str]:
    return [s.inst(i).card for i in s.zone("hand", seat)]


def names(s: CpState, seat: int, zone: str) -> list[str]:
    return [s.inst(i).card for i in s.zone(zone, seat)]
