"""The computer player: bgsage's neural network with strength levels.

bgsage evaluates at 1 to 4 ply and has no noise setting, so the levels add their own: each candidate
play's equity gets Gaussian noise (standard deviation `noise`, in equity units) before the best is
taken, and each cube decision's margin gets `cube_noise`. Weaker levels therefore make plausible
mistakes, never illegal ones: they only ever choose among the legal plays and cube actions. The noise
is drawn from a generator seeded by the position, the match so far and the game's number (`salt`), so a
decision is reproducible. The computer sees only the game's view: never the dice to come.

| level        | search | play noise | cube noise | nominal rating |
| ------------ | ------ | ---------- | ---------- | -------------- |
| beginner     | 1-ply  | 0.30       | 0.30       | 1200           |
| casual       | 1-ply  | 0.15       | 0.15       | 1350           |
| intermediate | 1-ply  | 0.07       | 0.08       | 1500           |
| advanced     | 1-ply  | 0.025      | 0.03       | 1650           |
| expert       | 2-ply  | 0          | 0          | 1800           |
| world_class  | 3-ply  | 0          | 0          | 1900           |

In a match the cube follows the score: the computer never doubles (or redoubles) a dead cube — one that
already covers the points it needs, so doubling gains nothing — and noise never turns a decision that
the match equity makes meaningless (a margin of zero: it takes, and does not double). Noise only blurs
decisions where something is at stake.

World class searches 2-ply instead when a roll has more than `DEEP_SEARCH_MAX_PLAYS` legal plays
(big doubles), which keeps its slowest moves to a few seconds on a 2-core machine.

Ghosts (players who are away in a match) play at `GHOST_LEVEL`.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.engine.rng import GameRng
from bot.games.backgammon import game
from bot.games.backgammon.actions import BgAction, Call, WholePlay, encode
from bot.games.backgammon.game import BgView
from bot.games.backgammon.moves import Position, legal_plays
from bot.games.backgammon.positions import Side, encode_position_id


@dataclass(frozen=True)
class Level:
    name: str
    ply: str
    noise: float
    cube_noise: float
    rating: int


LEVELS: dict[str, Level] = {
    level.name: level
    for level in (
        Level("beginner", "1ply", 0.30, 0.30, 1200),
        Level("casual", "1ply", 0.15, 0.15, 1350),
        Level("intermediate", "1ply", 0.07, 0.08, 1500),
        Level("advanced", "1ply", 0.025, 0.03, 1650),
        Level("expert", "2ply", 0.0, 0.0, 1800),
        Level("world_class", "3ply", 0.0, 0.0, 1900),
    )
}
GHOST_LEVEL = "advanced"
DEEP_SEARCH_MAX_PLAYS = 40


def levels_up_to(max_rating: float | None) -> list[Level]:
    return [lv for lv in LEVELS.values() if max_rating is None or lv.rating <= max_rating]


@lru_cache(maxsize=4)
def _analyzer(ply: str) -> Any:
    import bgsage  # type: ignore[import-untyped]

    return bgsage.create_analyzer(ply)


def to_sage(mover: Side, other: Side) -> list[int]:
    board = [0] * 26
    for p in range(1, 25):
        board[p] = mover[p - 1] - other[24 - p]
    board[25], board[0] = mover[24], other[24]
    return board


def from_sage(board: list[int]) -> Position:
    mover, other = [0] * 25, [0] * 25
    for p in range(1, 25):
        if board[p] > 0:
            mover[p - 1] = board[p]
        elif board[p] < 0:
            other[24 - p] = -board[p]
    mover[24], other[24] = board[25], board[0]
    return tuple(mover), tuple(other)


def _noise_rng(seen: BgView, seat: int, salt: int) -> GameRng:
    """A generator for one decision: seeded by what is public (the position and dice, the match so far), and `salt`
    so that two games reaching one position do not make the same mistakes."""
    facts = repr((salt, seat, seen.match_id(), seen.position_id(), seen.moved, seen.game_no, len(seen.log)))
    return GameRng(int.from_bytes(hashlib.blake2b(facts.encode(), digest_size=8).digest(), "big"))


def _gauss(rng: GameRng, sd: float) -> float:
    if sd <= 0:
        return 0.0
    u1 = max(rng.random(), 1e-12)
    u2 = rng.random()
    return sd * math.sqrt(-2.0 * math.log(u1)) * math.cos(2 * math.pi * u2)


def _cube_args(state: BgView, seat: int) -> dict[str, Any]:
    """Cube state from `seat`'s point of view, as bgsage takes it."""
    owner = "centered" if state.owner is None else ("player" if state.owner == seat else "opponent")
    args: dict[str, Any] = {"cube_value": state.cube, "cube_owner": owner, "jacoby": False, "beaver": False}
    if state.mode == "match":
        args.update(away1=state.length - state.score[seat], away2=state.length - state.score[1 - seat],
                    is_crawford=state.crawford_game)
    return args


def choose_play(state: BgView, seat: int, level: Level, salt: int = 0) -> str:
    """Position ID (mover's view) of the play the computer makes with the current dice."""
    start = game.turn_start(state)
    legal = {p.result for p in legal_plays(start[0], start[1], state.dice[0], state.dice[1])}
    ply = "2ply" if level.ply == "3ply" and len(legal) > DEEP_SEARCH_MAX_PLAYS else level.ply
    result = _analyzer(ply).checker_play(to_sage(*start), state.dice[0], state.dice[1], **_cube_args(state, seat))
    rng = _noise_rng(state, seat, salt)
    best: tuple[float, Position] | None = None
    for move in result.moves:
        position = from_sage(list(move.board))
        if position not in legal:
            continue
        score = move.equity + _gauss(rng, level.noise)
        if best is None or score > best[0]:
            best = (score, position)
    chosen = best[1] if best is not None else next(iter(legal))
    return encode_position_id(*chosen)


def _cube(state: BgView, doubler: int) -> Any:
    mover, other = tuple(state.board[doubler]), tuple(state.board[1 - doubler])
    return _analyzer("2ply" if state.mode == "match" else "1ply").cube_action(
        to_sage(mover, other), **_cube_args(state, doubler)
    )


MEANINGLESS = 1e-6  # a cube margin this small is zero: the score leaves nothing to decide


def cube_alive(state: BgView, seat: int, value: int, owner: str) -> bool:
    """Whether `seat` doubling the cube from `value` can matter at this match score (always, for money)."""
    if state.mode != "match":
        return True
    import bgsage

    return bool(bgsage.can_double_match(state.length - state.score[seat], state.length - state.score[1 - seat],
                                        value, owner, state.crawford_game))


def _noisy(margin: float, rng: GameRng, sd: float) -> float:
    """The margin as a weaker level sees it; a meaningless (zero) margin stays zero."""
    return 0.0 if abs(margin) < MEANINGLESS else margin + _gauss(rng, sd)


def decide(state: BgView, seat: int, level_name: str, salt: int = 0) -> tuple[str, str] | None:
    """The computer's next action (name, arg) for `seat`, or None if it has nothing to decide; `salt` varies its
    mistakes from game to game (the game's id)."""
    chosen = choose(state, seat, level_name, salt)
    if chosen is None:
        return None
    wire = encode(chosen)
    return wire.name, wire.arg


def choose(state: BgView, seat: int, level_name: str, salt: int = 0) -> BgAction | None:
    level = LEVELS[level_name]
    if seat not in state.actors():
        return None
    rng = _noise_rng(state, seat, salt)
    phase = state.phase
    if phase == "roll":
        owner = "centered" if state.owner is None else "player"
        if state.can_double(seat) and cube_alive(state, seat, state.cube, owner):
            cube = _cube(state, seat)
            margin = min(cube.equity_dt, cube.equity_dp) - cube.equity_nd
            if _noisy(margin, rng, level.cube_noise) > 0:
                return Call.DOUBLE
        return Call.ROLL
    if phase == "move":
        if game.awaiting_confirm(state):  # a ghost taking over a laid-out move confirms it
            return Call.CONFIRM
        return WholePlay(choose_play(state, seat, level, salt))
    if phase == "doubled":
        assert state.offer is not None
        doubler = state.offer["by"]
        cube = _cube(state, doubler)  # the doubler's view: take while taking costs less than passing
        take_margin = cube.equity_dp - cube.equity_dt
        if _noisy(take_margin, rng, level.cube_noise) < 0:
            return Call.PASS
        # the immediate redouble pays only when the doubler would have to pass it, and the cube can matter
        value = state.offer["value"]
        if (not state.offer["redouble"] and value * 2 <= game.MAX_CUBE and cube_alive(state, seat, value, "player")
                and cube.probs.win + _gauss(rng, level.cube_noise / 4) < 0.2):
            return Call.REDOUBLE
        return Call.TAKE
    if phase == "resign_offered":
        assert state.resign is not None
        resigner = state.resign["by"]  # always the player on turn: evaluate from their side, then flip
        probs = _analyzer("1ply").cube_action(
            to_sage(tuple(state.board[resigner]), tuple(state.board[seat])), **_cube_args(state, resigner)
        ).probs
        win, gw, bw = 1 - probs.win, probs.gammon_loss, probs.backgammon_loss
        gl, bl = probs.gammon_win, probs.backgammon_win
        expected = (2 * win - 1) + (gw - gl) + (bw - bl)  # points per cube if played out
        return Call.ACCEPT_RESIGN if state.resign["level"] >= expected - 0.05 else Call.REJECT_RESIGN
    if phase == "between":
        return Call.CONTINUE
    return None
