"""The backgammon game: turns, cube, resignation, clocks, match play. Pure and deterministic.

Seat 0 plays white, seat 1 red. `board[seat]` is that seat's 25 counts from its own point of view
(index 24 = the bar). Every entry point takes `now` (epoch seconds) so clocks stay deterministic.

Phases: roll (the player on turn may roll, double, resign), move (dice rolled; steps being played),
doubled (the other player decides take / pass / redouble), resign_choose and resign_confirm (the
resigner picks a level), resign_offered (the other player accepts or rejects), between (a match
game ended; both press Continue), over.

Clocks are live (the mode's bank and bonus, `clock.RULES`) or, with `move_seconds` > 0, correspondence: every
decision has `move_seconds` of its own and a match adds one reserve (`reserve`) for all its games.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from typing import Any

from bot.engine.errors import IllegalAction as Illegal
from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.engine.state import StateData
from bot.games.backgammon import clock
from bot.games.backgammon.actions import (
    BgAction,
    Call,
    LayOut,
    MoveChecker,
    ResignLevel,
    TypedMove,
    WholePlay,
    decode,
)
from bot.games.backgammon.match_id import DROPPED, OVER, PLAYING, RESIGNED, MatchInfo, encode_match_id
from bot.games.backgammon.moves import (
    Play,
    Position,
    Step,
    apply_step,
    exact_continuations,
    legal_plays,
    steps_for_die,
)
from bot.games.backgammon.notation import NotationError, parse
from bot.games.backgammon.positions import (
    BAR,
    START,
    BadPositionId,
    Side,
    borne_off,
    decode_position_id,
    encode_position_id,
    has_contact,
    in_home_of_other,
    pips,
)

SCHEMA = 2  # 2: `clocked` (which seats have a clock); a schema-1 state had a clock on both seats
MODES = ("blitz", "single", "match")
MAX_CUBE = 64
GAMMON_RULE_PIPS = 60
CONTINUE_GRACE_S = 120.0  # an absent player's time to press Continue after a ghost game (live)
MAX_AUTO_TURNS = 8  # auto-rolls chained in one action (two closed boards could otherwise dance forever)


@dataclass
class BgView(StateData):
    """Everything of a backgammon game that anyone may know: all of it but the dice to come. Displays and computers
    receive this (`view`), so none of them can read the random numbers' state."""

    mode: str
    length: int
    score: list[int] = field(default_factory=lambda: [0, 0])
    game_no: int = 0
    crawford_game: bool = False
    crawford_used: bool = False
    board: list[list[int]] = field(default_factory=lambda: [list(START), list(START)])
    turn: int = 0
    phase: str = "roll"
    dice: list[int] = field(default_factory=list)
    moved: list[list[int]] = field(default_factory=list)  # [src, dst, hit, die] this turn
    turn_start: list[list[int]] | None = None
    n_dice: int = 0
    cube: int = 1
    owner: int | None = None
    offer: dict[str, Any] | None = None  # {"by", "value", "redouble"}
    resign: dict[str, Any] | None = None  # {"by", "level"}
    resume: str | None = None
    banks: list[float] = field(default_factory=lambda: [0.0, 0.0])
    clocked: list[bool] = field(default_factory=lambda: [True, True])  # a seat without a clock never times out
    clock_seat: int | None = None
    clock_since: float | None = None
    autoroll: list[bool] = field(default_factory=lambda: [False, False])
    autoplay: list[bool] = field(default_factory=lambda: [False, False])
    confirm: list[bool] = field(default_factory=lambda: [True, True])  # a finished move waits for Confirm
    last_play: dict[str, Any] | None = None  # {"seat", "steps", "dice"}
    events: list[list[Any]] = field(default_factory=list)  # [key, params] of this action, for the status line
    continue_ok: list[bool] = field(default_factory=lambda: [False, False])
    result: dict[str, Any] | None = None  # {"winner", "points", "how", "game"}
    winner: int | None = None  # of the match
    away: list[bool] = field(default_factory=lambda: [False, False])  # a ghost plays this seat (matches)
    continue_by: float | None = None  # after a ghost game (any game in correspondence): continue by then
    move_seconds: float = 0.0  # correspondence: each decision's own time (0: live, the mode's bank)
    reserve: float = 0.0  # correspondence: a match's reserve bank, given once for all its games
    log: list[list[Any]] = field(default_factory=list)  # every game's record, for export

    # --- views ----------------------------------------------------------------------------------
    def position(self, seat: int | None = None) -> Position:
        """(mover, other) with `seat` (default: the player on turn) as mover."""
        s = self.turn if seat is None else seat
        return tuple(self.board[s]), tuple(self.board[1 - s])

    def pips(self, seat: int) -> int:
        return pips(tuple(self.board[seat]))

    def actors(self) -> set[int]:
        if self.phase in ("roll", "move", "resign_choose", "resign_confirm"):
            return {self.turn}
        if self.phase == "doubled" and self.offer is not None:
            return {1 - self.offer["by"]}
        if self.phase == "resign_offered" and self.resign is not None:
            return {1 - self.resign["by"]}
        if self.phase == "between":
            return {s for s in (0, 1) if not self.continue_ok[s]}
        return set()

    def clock_actor(self) -> int | None:
        """Whose bank runs now: the one player the game waits for (none between games)."""
        actors = self.actors()
        if len(actors) != 1 or self.phase == "between":
            return None
        seat = next(iter(actors))
        return None if self.away[seat] or not self.clocked[seat] else seat

    def time_left(self, seat: int, now: float) -> float:
        """The seat's time: its bank, and while its segment runs, this decision's own time less what it used."""
        bank = self.banks[seat]
        if self.clock_seat == seat and self.clock_since is not None:
            bank += self.move_seconds - max(0.0, now - self.clock_since)
        return bank

    def deadline(self) -> float | None:
        if self.phase == "between":
            return self.continue_by
        if self.clock_seat is None or self.clock_since is None:
            return None
        return self.clock_since + self.move_seconds + self.banks[self.clock_seat]

    def absent(self) -> list[int]:
        return [s for s in (0, 1) if self.away[s]]

    def is_over(self) -> bool:
        return self.phase == "over"

    def can_double(self, seat: int) -> bool:
        return (
            self.phase == "roll"
            and seat == self.turn
            and not self.crawford_game
            and self.owner in (None, seat)
            and self.cube < MAX_CUBE
            and not self.autoroll[seat]
            and self.winner is None
        )

    def contact(self) -> bool:
        return has_contact(tuple(self.board[0]), tuple(self.board[1]))

    def position_id(self) -> str:
        mover, other = self.position()
        return encode_position_id(mover, other)

    def match_id(self) -> str:
        state = {"over": OVER, "between": OVER}.get(self.phase, PLAYING)
        if self.result and self.result.get("how") == "pass":
            state = DROPPED
        elif self.result and self.result.get("how") == "resign":
            state = RESIGNED
        decider = next(iter(self.actors()), self.turn)
        return encode_match_id(MatchInfo(
            cube=self.cube, cube_owner=self.owner, on_roll=self.turn, crawford=self.crawford_game,
            game_state=state, turn=decider, doubled=self.phase == "doubled",
            resigned=self.resign["level"] if self.resign and self.phase == "resign_offered" else 0,
            dice=(self.dice[0], self.dice[1]) if self.dice else (0, 0),
            match_length=self.length if self.mode == "match" else 0,
            score=(self.score[0], self.score[1]) if self.mode == "match" else (0, 0),
        ))



@dataclass
class BgState(BgView):  # schema 1 also stored "selected", which from_json ignores
    rng: int = 0  # the dice to come: the one thing nobody may know


def view(state: BgState) -> BgView:
    """The state without the dice to come (its lists are the state's own: a view is read, never changed)."""
    return BgView(**{f.name: getattr(state, f.name) for f in fields(BgView)})


# ---------------------------------------------------------------------------------------------------
# setup


def new_match(mode: str, length: int, seed: int, now: float, confirm: tuple[bool, bool] = (True, True),
              clocked: tuple[bool, bool] = (True, True), *, move_seconds: float = 0.0,
              reserve: float = 0.0) -> BgState:
    """A new game or match. `move_seconds` > 0 plays it by correspondence; only a match has a `reserve`."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode}")
    corr = max(0.0, float(move_seconds))
    state = BgState(mode=mode, length=length if mode == "match" else 1, rng=GameRng(seed).to_json(),
                    confirm=list(confirm), clocked=list(clocked), move_seconds=corr,
                    reserve=max(0.0, float(reserve)) if corr and mode == "match" else 0.0)
    _start_game(state, now)
    sync_clock(state, now)
    return state


def _roll(state: BgState) -> int:
    rng = GameRng.from_json(state.rng)
    value = rng.randint(1, 6)
    state.rng = rng.to_json()
    return value


def _event(state: BgState, key: str, **params: Any) -> None:
    state.events.append([key, params])


def _start_game(state: BgState, now: float) -> None:
    state.game_no += 1
    state.board = [list(START), list(START)]
    state.cube, state.owner, state.offer, state.resign, state.resume = 1, None, None, None, None
    state.result, state.last_play = None, None
    state.continue_ok = [False, False]
    state.autoplay = [False, False]
    if not state.move_seconds or state.game_no == 1:  # a correspondence reserve lasts the whole match
        bank = rule_of(state).bank
        state.banks = [bank, bank]
    state.clock_seat, state.clock_since = None, None
    if state.mode == "match" and not state.crawford_used and max(state.score) == state.length - 1:
        state.crawford_game, state.crawford_used = True, True
    else:
        state.crawford_game = False
    state.log.append(["game", state.game_no, list(state.score)])
    while True:  # the opening roll: one die each, ties rolled again
        white, red = _roll(state), _roll(state)
        if white != red:
            break
    state.turn = 0 if white > red else 1
    _event(state, "bg.ev.opening", white=white, red=red)
    state.log.append(["opening", white, red])
    _begin_move(state, [max(white, red), min(white, red)], now)


def set_position(state: BgState, boards: tuple[Side, Side], turn: int, now: float, *,
                 dice: tuple[int, int] | None = None, cube: int = 1, owner: int | None = None,
                 offer_by: int | None = None) -> BgState:
    """A copy of `state` at a chosen position (a lesson's set-up): `turn` to play `dice`, or to roll when there are
    none; or, with `offer_by`, that seat's double to `cube * 2` waiting for the other's answer."""
    state = state.clone()
    state.board = [list(boards[0]), list(boards[1])]
    state.turn, state.cube, state.owner = turn, cube, owner
    state.offer, state.resign, state.result, state.last_play = None, None, None, None
    state.dice, state.moved, state.turn_start, state.n_dice = [], [], None, 0
    if offer_by is not None:
        state.turn, state.phase = offer_by, "doubled"
        state.offer = {"by": offer_by, "value": cube * 2, "redouble": False}
    elif dice is not None:
        _begin_move(state, list(dice), now)
    else:
        state.phase = "roll"
    sync_clock(state, now)
    return state


# ---------------------------------------------------------------------------------------------------
# legal plays, cached per (position, dice)


@lru_cache(maxsize=256)
def _plays(position: Position, d1: int, d2: int) -> tuple[Play, ...]:
    return tuple(legal_plays(position[0], position[1], d1, d2))


@lru_cache(maxsize=256)
def _finals(position: Position, d1: int, d2: int) -> frozenset[Position]:
    return frozenset(p.result for p in _plays(position, d1, d2))


def turn_start(state: BgView) -> Position:
    """The position the player on roll started this turn from (during a move)."""
    assert state.turn_start is not None
    return (tuple(state.turn_start[0]), tuple(state.turn_start[1]))


def _advance(start: Position, moved: Iterable[Sequence[int]]) -> Position:
    """`start` after the steps [src, dst, hit, die] made so far this turn."""
    pos = start
    for src, dst, hit, _die in moved:
        pos = apply_step(pos[0], pos[1], (src, dst, bool(hit)))
    return pos


def _unused(d1: int, d2: int, moved: Iterable[Sequence[int]]) -> list[int]:
    """The dice of a roll not yet used by the steps made so far (doubles play four times)."""
    dice = [d1] * 4 if d1 == d2 else [d1, d2]
    for *_, die in moved:
        dice.remove(die)
    return dice


def current_position(state: BgView) -> Position:
    return _advance(turn_start(state), state.moved)


def remaining_dice(state: BgView) -> list[int]:
    return _unused(state.dice[0], state.dice[1], state.moved) if state.dice else []


def allowed_steps(state: BgView) -> list[tuple[Step, int]]:
    """Single steps (with their die) after which a full legal play is still reachable."""
    if state.phase != "move" or state.turn_start is None or len(state.dice) != 2:
        return []
    moved = tuple((src, dst, bool(hit), die) for src, dst, hit, die in state.moved)
    return list(_allowed_steps(turn_start(state), state.dice[0], state.dice[1], state.n_dice, moved))


@lru_cache(maxsize=4096)
def _allowed_steps(start: Position, d1: int, d2: int, n_dice: int,
                   moved: tuple[tuple[int, int, bool, int], ...]) -> tuple[tuple[Step, int], ...]:
    # the board, its pending decision and its controls each ask for these: computed once per position
    finals = _finals(start, d1, d2)
    need = n_dice - len(moved)
    if need <= 0:
        return ()
    pos = _advance(start, moved)
    rest = _unused(d1, d2, moved)
    out: list[tuple[Step, int]] = []
    seen: set[tuple[Step, int]] = set()
    for die in dict.fromkeys(rest):
        others = list(rest)
        others.remove(die)
        for step in steps_for_die(pos[0], pos[1], die):
            if (step, die) in seen:
                continue
            after = apply_step(pos[0], pos[1], step)
            if need == 1:
                ok = after in finals
            else:
                ok = any(p in finals for p in exact_continuations(after, tuple(others[: need - 1])))
            if ok:
                seen.add((step, die))
                out.append((step, die))
    return tuple(out)


def sources(state: BgView) -> list[int]:
    return sorted({step[0] for step, _ in allowed_steps(state)}, reverse=True)


@dataclass(frozen=True)
class Destination:
    """Moving the checker on `path[0]` along `path` (one or more dice)."""

    path: tuple[int, ...]
    dice: tuple[int, ...]
    hits: tuple[bool, ...]


def destinations(state: BgView, source: int) -> list[Destination]:
    """Where the checker on `source` can go: single dice first, then the same checker further on."""
    out: list[Destination] = []
    seen: set[tuple[int, frozenset[int]]] = set()

    def walk(trial: BgView, path: tuple[int, ...], dice: tuple[int, ...], hits: tuple[bool, ...]) -> None:
        for (src, dst, hit), die in allowed_steps(trial):
            if src != path[-1]:
                continue
            new = Destination((*path, dst), (*dice, die), (*hits, hit))
            hit_points = frozenset(p for p, h in zip(new.path[1:], new.hits, strict=True) if h)
            key = (new.path[-1], hit_points)  # the same landing with the same hits is one choice
            if key in seen:
                continue
            seen.add(key)
            out.append(new)
            if dst != 0:
                nxt = replace(trial, moved=[*trial.moved, [src, dst, int(hit), die]])
                walk(nxt, new.path, new.dice, new.hits)

    walk(state, (source,), (), ())
    out.sort(key=lambda d: (len(d.dice), -d.path[-1]))
    return out


# ---------------------------------------------------------------------------------------------------
# clocks


def rule_of(state: BgView) -> clock.ClockRule:
    """The clock this game is played with: its mode's live rule, or the correspondence one."""
    if state.move_seconds > 0:
        return clock.correspondence(state.move_seconds, state.reserve)
    return clock.RULES[state.mode]


def _refill(state: BgState, seat: int) -> None:
    """A player coming back gets a fresh live bank; a correspondence reserve, spent, stays spent (each decision
    still has its own time), or timing out would buy a new reserve."""
    if not state.move_seconds:
        state.banks[seat] = rule_of(state).bank


def sync_clock(state: BgState, now: float) -> None:
    """End the running segment if someone else is to act now, and start theirs."""
    actor = state.clock_actor()
    if actor == state.clock_seat:
        return
    if state.clock_seat is not None and state.clock_since is not None:
        elapsed = now - state.clock_since
        state.banks[state.clock_seat] = clock.settle(state.banks[state.clock_seat], elapsed, rule_of(state))
    state.clock_seat = actor
    state.clock_since = now if actor is not None else None


def shift_time(state: BgState, seconds: float) -> None:
    """Every stored time moves on by `seconds` (the bot was down, or a player on vacation): no clock runs meanwhile."""
    if state.clock_since is not None:
        state.clock_since += seconds
    if state.continue_by is not None:
        state.continue_by += seconds


def timed_out(state: BgState, now: float) -> int | None:
    seat = state.clock_seat
    if seat is not None and state.phase not in ("between", "over") and state.time_left(seat, now) <= 0:
        return seat
    return None


# ---------------------------------------------------------------------------------------------------
# turn flow


def _begin_turn(state: BgState, seat: int, now: float, depth: int = 0) -> None:
    state.turn = seat
    state.phase = "roll"
    state.dice, state.moved, state.turn_start, state.n_dice = [], [], None, 0
    if (state.autoroll[seat] or state.autoplay[seat]) and depth < MAX_AUTO_TURNS:
        _do_roll(state, now, depth)


def _do_roll(state: BgState, now: float, depth: int = 0) -> None:
    d1, d2 = _roll(state), _roll(state)
    _event(state, "bg.ev.rolled", who=state.turn, d1=d1, d2=d2)
    state.log.append(["roll", state.turn, d1, d2])
    _begin_move(state, [d1, d2], now, depth)


def _begin_move(state: BgState, dice: list[int], now: float, depth: int = 0) -> None:
    state.dice = dice
    state.moved = []
    state.turn_start = [list(state.board[state.turn]), list(state.board[1 - state.turn])]
    plays = _plays(state.position(), dice[0], dice[1])
    if not plays:
        _event(state, "bg.ev.no_move", who=state.turn, d1=dice[0], d2=dice[1])
        state.last_play = {"seat": state.turn, "steps": [], "dice": dice}
        state.log.append(["play", state.turn, [], dice[0], dice[1]])
        _begin_turn(state, 1 - state.turn, now, depth + 1)
        return
    state.n_dice = len(plays[0].steps)
    state.phase = "move"
    if len(plays) == 1:
        _event(state, "bg.ev.forced", who=state.turn)
        _finish_play(state, plays[0], now, depth)
    elif state.autoplay[state.turn]:
        _finish_play(state, choose_autoplay(list(plays)), now, depth)


def choose_autoplay(plays: list[Play]) -> Play:
    """Auto-play's choice, deterministic: most checkers borne off, then fewest pips left, then the
    checkers kept lowest (smallest sum of squared points), then the lowest position lexicographically."""

    def key(play: Play) -> tuple[int, int, int, tuple[int, ...]]:
        mover = play.result[0]
        return (-borne_off(mover), pips(mover), sum((i + 1) ** 2 * n for i, n in enumerate(mover)), mover[::-1])

    return min(plays, key=key)


def _die_for(step: Step, rest: list[int]) -> int:
    src, dst, _ = step
    distance = src - dst
    if distance in rest:
        return distance
    return min(d for d in rest if d > distance)  # bearing off with a larger die


def _lay_out(state: BgState, play: Play) -> None:
    """Replace this turn's steps with `play`'s, each with the die it uses."""
    state.moved = []
    rest = remaining_dice(state)
    for step in play.steps:
        die = _die_for(step, rest)
        rest.remove(die)
        state.moved.append([step[0], step[1], int(step[2]), die])


def _finish_play(state: BgState, play: Play, now: float, depth: int = 0) -> None:
    """Replace this turn's steps with `play` and end the turn."""
    _lay_out(state, play)
    _complete_turn(state, now, depth)


def _complete_turn(state: BgState, now: float, depth: int = 0) -> None:
    mover, other = current_position(state)
    seat = state.turn
    state.board[seat], state.board[1 - seat] = list(mover), list(other)
    steps = [[s, d, h] for s, d, h, _ in state.moved]
    state.last_play = {"seat": seat, "steps": steps, "dice": list(state.dice)}
    state.log.append(["play", seat, steps, state.dice[0], state.dice[1]])
    _event(state, "bg.ev.played", who=seat, play=steps)
    if borne_off(mover) == 15:
        loser = tuple(other)
        if borne_off(loser) > 0:
            level, how = 1, "single"
        elif in_home_of_other(loser) > 0:
            level, how = 3, "backgammon"
        else:
            level, how = 2, "gammon"
        _end_game(state, seat, level * state.cube, how, now)
        return
    _begin_turn(state, 1 - seat, now, depth + 1)


def _end_game(state: BgState, winner: int, points: int, how: str, now: float) -> None:
    ghost_won = state.mode == "match" and state.away[winner]
    if ghost_won:
        points = 0  # a game the ghost won scores nothing
    # the game's points are what it was worth; the match counts no more of them than the winner needed
    state.score[winner] = min(state.score[winner] + points, state.length) if state.mode == "match" \
        else state.score[winner] + points
    state.result = {"winner": winner, "points": points, "how": how, "game": state.game_no}
    if ghost_won:
        state.result["ghost"] = True
    state.log.append(["win", winner, points, how])
    _event(state, "bg.ev.won", who=winner, points=points, how=how)
    state.dice, state.moved, state.turn_start = [], [], None
    state.offer = None
    if state.score[winner] >= state.length:
        state.winner = winner
        state.phase = "over"
    else:
        state.phase = "between"
        state.continue_ok = [False, False]
        if state.move_seconds:
            state.continue_by = now + state.move_seconds
        else:
            state.continue_by = now + CONTINUE_GRACE_S if any(state.away) else None


# ---------------------------------------------------------------------------------------------------
# actions


def apply(state: BgState, seat: int, action: str, arg: str, now: float) -> BgState:
    """`seat`'s action, as a component carries it (`moves`), applied to a copy of `state`, or Illegal (and `state`
    is untouched). Events of this action are in the new state's `events`."""
    return _applied(state, seat, decode(Wire(action, arg)), now)


def play(state: BgState, seat: int, move: BgAction, now: float) -> BgState:
    """`seat`'s typed action applied to a copy of `state`, or Illegal (and `state` is untouched)."""
    return _applied(state, seat, move, now)


def _applied(state: BgState, seat: int, move: BgAction | None, now: float) -> BgState:
    state = state.clone()
    state.events = []
    late = timed_out(state, now)
    if late is not None:  # a clock run out answers any click first
        time_loss(state, now)
        return state
    match move:
        case None:
            raise Illegal("err.not_available")  # no control the bot writes carries these parts
        case Call():
            _CALLS[move](state, seat, now)
        case MoveChecker(path):
            _step(state, seat, path, now)
        case LayOut(position_id):
            _lay(state, seat, position_id, now)
        case WholePlay(position_id):
            _finish_play(state, _play_for(state, seat, position_id), now)
        case TypedMove(text):
            _typed(state, seat, text, now)
        case ResignLevel(level):
            _resign_level(state, seat, level)
    sync_clock(state, now)
    return state


def time_loss(state: BgState, now: float) -> None:
    """A bank at zero: in a match a ghost takes the seat; otherwise a single game times the cube is lost."""
    seat = timed_out(state, now)
    if seat is None:
        return
    state.events = []
    state.banks[seat] = 0.0
    state.clock_seat, state.clock_since = None, None
    _event(state, "bg.ev.time", who=seat)
    if state.mode == "match":
        _go_away(state, seat)
    else:
        _end_game(state, 1 - seat, state.cube, "time", now)
    sync_clock(state, now)


def _go_away(state: BgState, seat: int) -> None:
    state.away[seat] = True
    state.log.append(["away", seat])
    _event(state, "bg.ev.ghost", who=seat)
    if state.phase in ("resign_choose", "resign_confirm") and state.turn == seat:
        state.phase = state.resume or "roll"  # the ghost does not resign


def abandon(state: BgState, now: float) -> bool:
    """The absent player did not continue in time: the match ends, won by the opponent."""
    if state.phase != "between" or state.continue_by is None or now < state.continue_by:
        return False
    absent = [s for s in state.absent() if not state.continue_ok[s]]
    if not absent:
        return False
    loser = absent[0]
    state.events = []
    state.winner = 1 - loser
    state.phase = "over"
    state.continue_by = None
    state.result = {"winner": 1 - loser, "points": 0, "how": "abandoned", "game": state.game_no}
    state.log.append(["abandoned", loser])
    _event(state, "bg.ev.abandoned", who=loser)
    sync_clock(state, now)
    return True


def continue_timeout(state: BgState, now: float) -> str | None:
    """The time to press Continue ran out: "abandoned" if an absent player lost the match by it (see `abandon`);
    in correspondence, "continued" if only present players were late: they are continued for and the next game
    starts (nobody loses a match over a score window). None if nothing was due."""
    if abandon(state, now):
        return "abandoned"
    if not state.move_seconds or state.phase != "between" or state.continue_by is None or now < state.continue_by:
        return None
    late = [s for s in (0, 1) if not state.continue_ok[s]]
    if not late:
        return None
    state.events = []
    for seat in late:
        _event(state, "bg.ev.auto_continue", who=seat)
    state.continue_ok = [True, True]
    state.continue_by = None
    _start_game(state, now)
    sync_clock(state, now)
    return "continued"


def _need(state: BgState, seat: int, *phases: str) -> None:
    if state.phase not in phases:
        raise Illegal("bg.err.not_now")
    if seat not in state.actors():
        raise Illegal("err.not_your_turn")


def _roll_action(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "roll")
    _do_roll(state, now)


def _double(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "roll")
    if state.crawford_game:
        raise Illegal("bg.err.crawford")
    if state.autoroll[seat]:
        raise Illegal("bg.err.autoroll_on")
    if not state.can_double(seat):
        raise Illegal("bg.err.cannot_double")
    state.offer = {"by": seat, "value": state.cube * 2, "redouble": False}
    state.phase = "doubled"
    state.log.append(["double", seat, state.cube * 2])
    _event(state, "bg.ev.doubles", who=seat, value=state.cube * 2)


def _take(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "doubled")
    assert state.offer is not None
    state.cube = state.offer["value"]
    if not state.offer["redouble"]:
        state.owner = seat  # the cube passes to the taker; after a redouble it stays with the redoubler
    state.offer = None
    state.log.append(["take", seat, state.cube])
    _event(state, "bg.ev.takes", who=seat, value=state.cube)
    _begin_turn(state, state.turn, now)  # the turn never left the player who doubled first: they roll


def _pass(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "doubled")
    assert state.offer is not None
    points = state.offer["value"] // 2
    winner = state.offer["by"]
    state.log.append(["pass", seat])
    _event(state, "bg.ev.passes", who=seat)
    _end_game(state, winner, points, "pass", now)


def _redouble(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "doubled")
    assert state.offer is not None
    if state.offer["redouble"]:
        raise Illegal("bg.err.cannot_double")
    value = state.offer["value"] * 2
    if value > MAX_CUBE:
        raise Illegal("bg.err.cube_max")
    # the doubled player accepts and at once redoubles, keeping the cube (rules: immediate redouble)
    state.cube = state.offer["value"]
    state.owner = seat
    state.offer = {"by": seat, "value": value, "redouble": True}
    state.log.append(["take", seat, state.cube])
    state.log.append(["double", seat, value])
    _event(state, "bg.ev.redoubles", who=seat, value=value)


def _resign_open(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "roll", "move")
    state.resume = state.phase
    state.phase = "resign_choose"


def gammon_rule_applies(state: BgState, seat: int) -> bool:
    """60 or more pips behind with nothing borne off: a resignation counts as a gammon at least."""
    mover, other = tuple(state.board[seat]), tuple(state.board[1 - seat])  # the board as the turn began
    return borne_off(mover) == 0 and pips(mover) - pips(other) >= GAMMON_RULE_PIPS


def _resign_level(state: BgState, seat: int, level: int) -> None:
    _need(state, seat, "resign_choose")
    if level == 1 and gammon_rule_applies(state, seat):
        state.phase = "resign_confirm"
        return
    _offer_resignation(state, seat, level)


def _offer_resignation(state: BgState, seat: int, level: int) -> None:
    state.resign = {"by": seat, "level": level}
    state.phase = "resign_offered"
    state.log.append(["resign", seat, level])
    _event(state, "bg.ev.resigns", who=seat, level=level)


def _resign_confirm(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "resign_confirm")
    _offer_resignation(state, seat, 2)


def _resign_cancel(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "resign_choose", "resign_confirm")
    state.phase = state.resume or "roll"
    state.resume = None


def _accept_resign(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "resign_offered")
    assert state.resign is not None
    by, level = state.resign["by"], state.resign["level"]
    state.log.append(["accept", seat])
    _end_game(state, 1 - by, level * state.cube, "resign", now)


def _reject_resign(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "resign_offered")
    state.resign = None
    state.phase = state.resume or "roll"
    state.resume = None
    state.log.append(["reject", seat])
    _event(state, "bg.ev.rejects", who=seat)


def _autoroll(state: BgState, seat: int, now: float) -> None:
    if state.phase == "over":
        raise Illegal("err.game_over")
    state.autoroll[seat] = not state.autoroll[seat]
    if state.autoroll[seat] and state.phase == "roll" and state.turn == seat:
        _do_roll(state, now)


def _autoplay(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "roll", "move")
    if state.contact():
        raise Illegal("bg.err.contact")
    if awaiting_confirm(state):  # the play is made: Confirm or Undo it
        raise Illegal("bg.err.not_now")
    state.autoplay[seat] = True
    if state.phase == "roll":
        _do_roll(state, now)
    else:
        plays = _plays(turn_start(state), state.dice[0], state.dice[1])
        _finish_play(state, choose_autoplay(list(plays)), now)


def _step(state: BgState, seat: int, path: tuple[int, ...], now: float) -> None:
    _need(state, seat, "move")
    for src, dst in itertools.pairwise(path):
        options = [(s, d) for s, d in allowed_steps(state) if s[0] == src and s[1] == dst]
        if not options:
            raise Illegal("bg.err.illegal_step")
        # prefer a die that is exactly the distance (bearing off with a larger die only when needed)
        (step, die) = min(options, key=lambda o: (o[1] != src - dst, o[1]))
        state.moved.append([step[0], step[1], int(step[2]), die])
    if len(state.moved) == state.n_dice and not state.confirm[seat]:
        _complete_turn(state, now)


def awaiting_confirm(state: BgView) -> bool:
    """Every die is played and the mover has yet to confirm (or undo)."""
    return state.phase == "move" and bool(state.dice) and len(state.moved) == state.n_dice


def _confirm(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "move")
    if not awaiting_confirm(state):
        raise Illegal("bg.err.not_finished")
    _complete_turn(state, now)


def _lay(state: BgState, seat: int, position_id: str, now: float) -> None:
    """A whole play chosen from the short list (by its resulting Position ID): the checkers are laid
    out, and the move waits for Confirm unless this player turned confirmation off."""
    _lay_out(state, _play_for(state, seat, position_id))
    if not state.confirm[seat]:
        _complete_turn(state, now)


def _undo(state: BgState, seat: int, now: float) -> None:
    _need(state, seat, "move")
    if not state.moved:
        raise Illegal("bg.err.nothing_to_undo")
    state.moved.pop()


def _typed(state: BgState, seat: int, text: str, now: float) -> None:
    _need_unplayed(state, seat)
    try:
        chains = parse(text)
    except NotationError:
        raise Illegal("bg.err.notation") from None
    start = turn_start(state)
    mover = list(start[0])
    for chain in chains:
        src, dst = chain.source, chain.target
        if mover[src - 1] <= 0:
            raise Illegal("bg.err.typed_illegal", d1=state.dice[0], d2=state.dice[1])
        mover[src - 1] -= 1
        if dst > 0:
            mover[dst - 1] += 1
    target = tuple(mover)
    plays = [p for p in _plays(start, state.dice[0], state.dice[1]) if p.result[0] == target]
    if not plays:
        raise Illegal("bg.err.typed_illegal", d1=state.dice[0], d2=state.dice[1])
    marked = sum(sum(c.hits) for c in chains)
    plays.sort(key=lambda p: (p.result[1][BAR] - start[1][BAR] != marked, p.result[1][BAR]))
    _finish_play(state, plays[0], now)


def _away(state: BgState, seat: int, now: float) -> None:
    if state.mode != "match" or state.phase in ("between", "over"):
        raise Illegal("bg.err.not_now")
    if state.away[seat]:
        raise Illegal("bg.err.already_away")
    _go_away(state, seat)


def _back(state: BgState, seat: int, now: float) -> None:
    if not state.away[seat]:
        raise Illegal("bg.err.not_away")
    if state.phase == "between":
        _continue(state, seat, now)
        return
    state.away[seat] = False
    _refill(state, seat)
    state.log.append(["back", seat])
    _event(state, "bg.ev.back", who=seat)


def _need_unplayed(state: BgState, seat: int) -> None:
    """A whole play is made from the turn's start, while no play is made yet: one laid out waits for Confirm or
    Undo, and nothing else (as the offers say)."""
    _need(state, seat, "move")
    if awaiting_confirm(state):
        raise Illegal("bg.err.not_now")


def _play_for(state: BgState, seat: int, position_id: str) -> Play:
    _need_unplayed(state, seat)
    try:
        target = decode_position_id(position_id)  # as the bot writes it (`moves.decode` checked that)
    except BadPositionId:
        raise Illegal("err.not_available") from None
    plays = [p for p in _plays(turn_start(state), state.dice[0], state.dice[1]) if p.result == target]
    if not plays:
        raise Illegal("bg.err.typed_illegal", d1=state.dice[0], d2=state.dice[1])
    return plays[0]


def distinct_plays(state: BgView) -> list[Play]:
    """The roll's distinct plays from the turn's start (each once, by resulting position)."""
    if state.phase != "move" or not state.dice:
        return []
    return list(_plays(turn_start(state), state.dice[0], state.dice[1]))


def _continue(state: BgState, seat: int, now: float) -> None:
    if state.phase != "between" or state.continue_ok[seat]:  # once is enough: a second Continue is not offered
        raise Illegal("bg.err.not_now")
    state.continue_ok[seat] = True
    if state.away[seat]:
        state.away[seat] = False  # continuing is coming back
        _refill(state, seat)
    if all(state.continue_ok):
        state.continue_by = None
        _start_game(state, now)


_CALLS: dict[Call, Callable[[BgState, int, float], None]] = {
    Call.ROLL: _roll_action,
    Call.DOUBLE: _double,
    Call.TAKE: _take,
    Call.PASS: _pass,
    Call.REDOUBLE: _redouble,
    Call.RESIGN: _resign_open,
    Call.RESIGN_YES: _resign_confirm,
    Call.RESIGN_NO: _resign_cancel,
    Call.ACCEPT_RESIGN: _accept_resign,
    Call.REJECT_RESIGN: _reject_resign,
    Call.AUTOROLL: _autoroll,
    Call.AUTOPLAY: _autoplay,
    Call.UNDO: _undo,
    Call.CONFIRM: _confirm,
    Call.CONTINUE: _continue,
    Call.AWAY: _away,
    Call.BACK: _back,
}
