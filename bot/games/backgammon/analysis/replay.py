"""A finished game or match read back from its record (`BgState.log`) as the decisions its players made, in order.

Pure: no evaluation here. Each `Spot` is one decision with the position it was made in, from the decider's
side (a cube answer from the doubler's side, as the cube is evaluated), the cube and the score then. A roll is
a spot too (for luck), and so is each chance to double that was let pass (a roll from a position where the
roller could have doubled). Plays and cube actions the computer made for an away player are marked `ghost`:
they are nobody's decisions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.backgammon.game import MAX_CUBE, BgState
from bot.games.backgammon.moves import Position, Step, apply_step, legal_plays
from bot.games.backgammon.positions import START

PLAY, ROLL, DOUBLE, NO_DOUBLE, TAKE, PASS = "play", "roll", "double", "no_double", "take", "pass"


@dataclass(frozen=True)
class Spot:
    game: int
    seat: int  # who decided (or rolled)
    kind: str  # PLAY, ROLL, DOUBLE, NO_DOUBLE, TAKE, PASS
    position: Position  # (mover, other) from the side of `seat`, or of the doubler for TAKE and PASS
    score: tuple[int, int]  # the match score before this game, seat 0 first
    cube: int
    owner: int | None
    crawford: bool
    post_crawford: bool
    dice: tuple[int, int] = (0, 0)
    steps: tuple[Step, ...] = ()
    plays: int = 0  # distinct legal plays of the roll (a play with one or none is forced)
    opening: bool = False
    ghost: bool = False

    @property
    def doubler(self) -> int:
        return 1 - self.seat if self.kind in (TAKE, PASS) else self.seat


@dataclass(frozen=True)
class Replay:
    mode: str
    length: int
    spots: tuple[Spot, ...]
    results: tuple[tuple[int, int, int], ...]  # per game (number, winner, points)


def _apply_steps(position: Position, steps: list[list[Any]]) -> Position:
    for src, dst, hit in steps:
        position = apply_step(position[0], position[1], (int(src), int(dst), bool(hit)))
    return position


def replay(state: BgState) -> Replay:
    """Every decision of `state`'s record, game after game. The record is the engine's own, so it is trusted
    to be legal; a play is re-applied step by step to follow the board."""
    spots: list[Spot] = []
    results: list[tuple[int, int, int]] = []
    board: list[tuple[int, ...]] = [START, START]
    game_no, score = 0, (0, 0)
    cube, owner = 1, None
    crawford, crawford_used, post = False, False, False
    offer: dict[str, Any] | None = None
    away = [False, False]
    opening = False
    previous: list[Any] = []

    def spot(seat: int, kind: str, **extra: Any) -> Spot:
        doubler = 1 - seat if kind in (TAKE, PASS) else seat
        return Spot(game_no, seat, kind, (board[doubler], board[1 - doubler]), score, cube, owner, crawford, post,
                    ghost=away[seat], **extra)

    for entry in state.log:
        kind = entry[0]
        if kind == "game":
            game_no, score = int(entry[1]), (int(entry[2][0]), int(entry[2][1]))
            board, cube, owner, offer, away = [START, START], 1, None, None, [False, False]
            post = crawford_used
            if state.mode == "match" and not crawford_used and max(score) == state.length - 1:
                crawford, crawford_used = True, True
            else:
                crawford = False
        elif kind == "opening":
            opening = True
        elif kind == "roll":
            seat = int(entry[1])
            may_double = not crawford and owner in (None, seat) and cube < MAX_CUBE and previous[:1] != ["take"]
            if may_double:
                spots.append(spot(seat, NO_DOUBLE))
        elif kind == "play":
            seat, steps, dice = int(entry[1]), entry[2], (int(entry[3]), int(entry[4]))
            mover, other = board[seat], board[1 - seat]
            plays = len(legal_plays(mover, other, dice[0], dice[1]))
            spots.append(spot(seat, ROLL, dice=dice, opening=opening))
            spots.append(spot(seat, PLAY, dice=dice, steps=tuple((int(a), int(b), bool(h)) for a, b, h in steps),
                              plays=plays))
            mover, other = _apply_steps((mover, other), steps)
            board[seat], board[1 - seat] = mover, other
            opening = False
        elif kind == "double":
            seat, value = int(entry[1]), int(entry[2])
            redouble = previous[:1] == ["take"] and int(previous[1]) == seat
            if not redouble:
                spots.append(spot(seat, DOUBLE))
            offer = {"by": seat, "value": value, "redouble": redouble}
        elif kind in ("take", "pass") and offer is not None:
            seat = int(entry[1])
            spots.append(spot(seat, TAKE if kind == "take" else PASS))
            if kind == "take":
                cube = int(offer["value"])
                if not offer["redouble"]:
                    owner = seat  # after an immediate redouble the cube stays with the redoubler
                offer = None
        elif kind == "away":
            away[int(entry[1])] = True
        elif kind == "back":
            away[int(entry[1])] = False
        elif kind == "win":
            results.append((game_no, int(entry[1]), int(entry[2])))
        previous = entry
    return Replay(state.mode, state.length, tuple(spots), tuple(results))
