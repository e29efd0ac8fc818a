"""Boards built card by card for rules tests: seat 0 is the Corp, seat 1 the Runner, turn 3 or later."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.netrunner import game
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.state import CLICKS, NrState

CORP, RUNNER = 0, 1


def blank(side: str = "corp", *, step: str = "booster", credits: tuple[int, int] = (20, 20)) -> NrState:
    s = game.new_game(1, 0.0, step=step, corp=CORP)
    s.table = game.empty_table(CORP)
    s.events, s.private = [], []
    s.named, s.seen = [], [[], []]  # nothing from the game it was made from was named or seen
    s.phase, s.turn_no, s.mulligan = "turn", 3, [False, False]
    s.turn = CORP if side == "corp" else RUNNER
    s.clicks = CLICKS[side]
    s.credits = list(credits)
    return s


def add(s: NrState, zone: str, card: str, *, rezzed: bool = False, adv: int = 0, credits: int = 0,
        virus: int = 0) -> int:
    owner = CORP if CARDS[card].side == "corp" else RUNNER
    if zone.startswith(("ice:", "root:")) and zone.split(":", 1)[1] not in s.servers():
        game.new_remote(s)
    inst = s.table.create(card, owner, zone)
    inst.face_up = rezzed or zone in ("rig", "heap")
    for name, value in (("adv", adv), ("credits", credits), ("virus", virus)):
        if value:
            inst.counters[name] = value
    return inst.iid


def deck(s: NrState, side: str, cards: Sequence[str]) -> list[int]:
    """Cards put in R&D or the stack; the LAST one named is on top."""
    return [add(s, "rd" if side == "corp" else "stack", c) for c in cards]


def act(s: NrState, seat: int, name: str, arg: str = "", values: Sequence[str] = ()) -> NrState:
    return game.apply(s, seat, name, arg, values)


def answer(s: NrState, *values: str) -> NrState:
    assert s.prompt is not None, "no question is open"
    return game.apply(s, s.prompt.seat, "choose", "", values)


def runner_turn(s: NrState) -> NrState:
    s.turn, s.clicks = RUNNER, CLICKS["runner"]
    return s


def names(s: NrState, zone: str) -> list[str]:
    return [s.inst(i).card for i in s.zone(zone)]


def accessed(s: NrState) -> list[str]:
    """The cards the Runner accessed in the last step."""
    return [str(p["card"]) for seat, key, p in s.private if key == "nr.pv.accessed"]


def onward(s: NrState, seen: list[str] | None = None) -> NrState:
    """The Runner goes on at every jack-out point, and leaves every accessed card it could not trash anyway,
    until the run reaches something else; `seen` collects what it accessed on the way."""
    while True:
        if seen is not None:
            seen += accessed(s)
        if game.awaited(s) == {RUNNER: "movement"}:
            s = act(s, RUNNER, "continue")
        elif s.prompt is not None and s.prompt.kind == "access" and s.prompt.options == ["leave"]:
            s = answer(s, "leave")
        else:
            return s


def run(s: NrState, server: str, seen: list[str] | None = None) -> NrState:
    return onward(act(s, RUNNER, "run", server), seen)
