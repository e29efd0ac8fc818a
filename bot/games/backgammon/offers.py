"""What backgammon offers each seat now, as typed moves (`bot.engine.offers`): the one source of its legal moves.

Every call is listed (a call is its own action: "roll", "double"); a checker play is offered by its kinds only
(a step along a path, a whole play laid out or committed, a typed move), which the rules judge as it is played.
Besides what the game waits for, each seat has its standing options while the game lasts: automatic rolls, and in a
match going away (a ghost, the computer, plays the seat on: what the game waits for from it is the ghost's to
answer) and coming back.

No offer carries a default: running out of time loses the game, or in a match sends a ghost to the seat, and the
time to press Continue is the game's own (`game.continue_timeout`).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.offers import Offer, listed
from bot.games.backgammon.actions import (
    LEVELS,
    BgAction,
    Call,
    LayOut,
    MoveChecker,
    ResignLevel,
    TypedMove,
    WholePlay,
)
from bot.games.backgammon.game import MAX_CUBE, BgView, awaiting_confirm

CHECKER_PLAYS: frozenset[type[BgAction]] = frozenset({MoveChecker, LayOut, WholePlay, TypedMove})
RESIGN_LEVELS = tuple(ResignLevel(level) for level in LEVELS.values())  # single, gammon, backgammon


def _race(s: BgView) -> tuple[Call, ...]:
    """Playing the race out by itself, once no checker can hit another."""
    return () if s.contact() else (Call.AUTOPLAY,)


def _roll(s: BgView) -> list[Offer[BgAction]]:
    double = (Call.DOUBLE,) if s.can_double(s.turn) else ()
    return [listed(s.turn, "roll", Call.ROLL, Call.RESIGN, *double, *_race(s))]


def _move(s: BgView) -> list[Offer[BgAction]]:
    if awaiting_confirm(s):  # every die is played: Confirm or Undo it
        return [listed(s.turn, "move", Call.CONFIRM, Call.UNDO, Call.RESIGN)]
    calls = (Call.RESIGN, *((Call.UNDO,) if s.moved else ()), *_race(s))
    return [Offer(s.turn, "move", CHECKER_PLAYS | {Call}, {Call: frozenset(calls)})]


def _doubled(s: BgView) -> list[Offer[BgAction]]:
    if not s.offer:
        return []
    redouble = not s.offer["redouble"] and s.offer["value"] * 2 <= MAX_CUBE
    return [listed(1 - s.offer["by"], "take", Call.TAKE, Call.PASS, *((Call.REDOUBLE,) if redouble else ()))]


def _resign_choose(s: BgView) -> list[Offer[BgAction]]:
    return [listed(s.turn, "resign", *RESIGN_LEVELS, Call.RESIGN_NO)]


def _resign_confirm(s: BgView) -> list[Offer[BgAction]]:
    return [listed(s.turn, "resign", Call.RESIGN_YES, Call.RESIGN_NO)]


def _resign_offered(s: BgView) -> list[Offer[BgAction]]:
    if not s.resign:
        return []
    return [listed(1 - s.resign["by"], "resignation", Call.ACCEPT_RESIGN, Call.REJECT_RESIGN)]


def _between(s: BgView) -> list[Offer[BgAction]]:
    """Both answer at once: one's Continue must not make the other's stale (one group per game's end)."""
    return [listed(seat, "continue", Call.CONTINUE, group=f"continue:{s.game_no}")
            for seat in (0, 1) if not s.continue_ok[seat]]


AWAITED: dict[str, Callable[[BgView], list[Offer[BgAction]]]] = {
    "roll": _roll, "move": _move, "doubled": _doubled, "resign_choose": _resign_choose,
    "resign_confirm": _resign_confirm, "resign_offered": _resign_offered, "between": _between,
}


def standing(s: BgView, seat: int) -> Offer[BgAction]:
    """What a seat may do at any time: automatic rolls and, in a match, going away (not between games) or, once away,
    coming back (the ghost answers what the game waits for from the seat; its player keeps these)."""
    calls = [Call.AUTOROLL]
    if s.mode == "match" and s.away[seat]:
        calls.append(Call.BACK)
    elif s.mode == "match" and s.phase != "between":
        calls.append(Call.AWAY)
    return listed(seat, "anytime", *calls, awaited=False)


def offers(s: BgView) -> list[Offer[BgAction]]:
    """Every move each seat may make now: what the game waits for, then each seat's standing options."""
    if s.phase == "over":
        return []
    awaited = AWAITED.get(s.phase)
    return [*(awaited(s) if awaited is not None else []), *(standing(s, seat) for seat in (0, 1))]
