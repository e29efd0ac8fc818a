"""Every decision of a finished game or match judged by bgsage: the equity each lost against the best choice, luck
per roll, and the picture's points. Pure and deterministic (bgsage at a fixed depth has no randomness); slow
enough that callers run it in a worker thread.

Depth: checker plays at `ply` (the default, 2-ply, is what the expert computer plays), cube decisions at
`max(ply, 2)` ply; luck is each roll's best play against the average roll at one ply less, from the same
cube evaluation (bgsage's per-roll equities), so it costs nothing extra.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bot.games.backgammon import computer
from bot.games.backgammon.analysis import replay as rp
from bot.games.backgammon.analysis.met import Score, kazaross_xg2
from bot.games.backgammon.analysis.report import (
    CUBE,
    PLAY,
    TAKE,
    VERSION,
    Analysis,
    Judged,
    Player,
    Point,
)
from bot.games.backgammon.game import BgState
from bot.games.backgammon.moves import Position, legal_plays
from bot.games.backgammon.notation import format_play
from bot.games.backgammon.positions import encode_position_id

DEFAULT_PLY = 2
CLOSE_CUBE = 0.2  # a chance to double counts as a decision when doubling would have cost less than this
Progress = Callable[[int, int], None]


def score_of(spot: rp.Spot, mode: str, length: int, seat: int) -> Score:
    if mode != "match":
        return Score(cube=spot.cube)
    return Score(length - spot.score[seat], length - spot.score[1 - seat], spot.cube, spot.crawford,
                 spot.post_crawford)


def _cube_args(spot: rp.Spot, score: Score, seat: int) -> dict[str, Any]:
    owner = "centered" if spot.owner is None else ("player" if spot.owner == seat else "opponent")
    args: dict[str, Any] = {"cube_value": spot.cube, "cube_owner": owner, "jacoby": False, "beaver": False}
    if score.is_match:
        args.update(away1=score.away, away2=score.other_away, is_crawford=spot.crawford)
    return args


def _cube_alive(spot: rp.Spot, score: Score) -> bool:
    if not score.is_match:
        return True
    import bgsage  # type: ignore[import-untyped]

    owner = "centered" if spot.owner is None else "player"
    return bool(bgsage.can_double_match(score.away, score.other_away, spot.cube, owner, spot.crawford))


class _Judge:
    def __init__(self, ply: int, mode: str, length: int) -> None:
        self.ply, self.mode, self.length = ply, mode, length
        self.plays = computer._analyzer(f"{ply}ply")
        self.cubes = computer._analyzer(f"{max(ply, 2)}ply")
        self._cube_cache: dict[tuple[Any, ...], Any] = {}

    def cube(self, spot: rp.Spot, score: Score) -> Any:
        doubler = spot.doubler
        key = (spot.position, spot.cube, spot.owner, score)
        if key not in self._cube_cache:
            self._cube_cache[key] = self.cubes.cube_action(computer.to_sage(*spot.position),
                                                           incl_2ply_details=True,
                                                           **_cube_args(spot, score, doubler))
        return self._cube_cache[key]

    def play(self, spot: rp.Spot, score: Score, played: Position) -> tuple[Any, Any]:
        """(best move, the move made) as bgsage scored them."""
        board = computer.to_sage(*spot.position)
        result = self.plays.checker_play(board, spot.dice[0], spot.dice[1], force_boards=[computer.to_sage(*played)],
                                         **_cube_args(spot, score, spot.seat))
        made = next((m for m in result.moves if computer.from_sage(list(m.board)) == played), None)
        return result.moves[0], made


def _steps_to(position: Position, dice: tuple[int, int], target: Position) -> tuple[tuple[int, int, bool], ...]:
    for play in legal_plays(position[0], position[1], dice[0], dice[1]):
        if play.result == target:
            return play.steps
    return ()


def _after(position: Position, steps: tuple[tuple[int, int, bool], ...]) -> Position:
    from bot.games.backgammon.moves import apply_step

    for step in steps:
        position = apply_step(position[0], position[1], step)
    return position


def _plain(steps: tuple[tuple[int, int, bool], ...]) -> list[list[int]]:
    return [[src, dst, int(hit)] for src, dst, hit in steps]


def _seat0(value: float, seat: int) -> float:
    return value if seat == 0 else 1.0 - value


def analyse(state: BgState, ply: int = DEFAULT_PLY, progress: Progress | None = None) -> Analysis:
    """The analysis of a finished game or match (any record: a running one's past decisions too, which callers
    refuse to show before the end)."""
    started = time.perf_counter()
    record = rp.replay(state)
    judge = _Judge(ply, record.mode, record.length)
    players = [Player(0), Player(1)]
    decisions: list[Judged] = []
    points: list[Point] = []
    results = {g: (w, pts) for g, w, pts in record.results}
    total = len(record.spots)
    game_no = 0
    last = record.spots[0] if record.spots else None

    def end_of_game(game: int, last: rp.Spot) -> None:
        if game in results:
            winner = results[game][0]
            if record.mode == "match":
                after = [record.length - s for s in _score_after(record, game)]
                value = kazaross_xg2().mwc(after[0], after[1], last.crawford or last.post_crawford)
            else:
                value = 1.0 if winner == 0 else 0.0
            points.append(Point(game, value, -1))

    for done, spot in enumerate(record.spots, 1):
        if spot.game != game_no:
            if game_no and last is not None:
                end_of_game(game_no, last)
            game_no = spot.game
        last = spot
        seat = spot.seat
        score = score_of(spot, record.mode, record.length, seat)
        judged: Judged | None = None
        chart: float | None = None
        if spot.kind == rp.ROLL:
            cube = judge.cube(spot, score)
            import bgsage

            luck = bgsage.roll_luck(cube, spot.dice[0], spot.dice[1], is_opening_roll=spot.opening)
            if luck is not None and not spot.ghost:
                players[seat].luck += luck.luck
                players[seat].luck_mwc += luck.luck * score.mwc_per_equity() if score.is_match else 0.0
                players[seat].rolls += 1
        elif spot.kind == rp.PLAY:
            played = _after(spot.position, spot.steps)
            if spot.plays > 1:
                best, made = judge.play(spot, score, played)
                best_position = computer.from_sage(list(best.board))
                made_equity = made.equity if made is not None else best.equity
                error = max(0.0, best.equity - made_equity)
                best_steps = _steps_to(spot.position, spot.dice, best_position)
                others = [(format_play(_steps_to(spot.position, spot.dice, computer.from_sage(list(m.board)))),
                           float(m.equity)) for m in judge_top(best, made)]
                judged = Judged(len(decisions), spot.game, seat, PLAY, format_play(spot.steps), format_play(best_steps),
                                error, error * score.mwc_per_equity() if score.is_match else 0.0,
                                encode_position_id(*spot.position), list(spot.dice), spot.cube, spot.owner,
                                list(spot.score), _plain(spot.steps), _plain(best_steps), others)
                probs = made.probs if made is not None else best.probs
                chart = score.to_mwc(made_equity) if score.is_match else probs.win
        else:
            if spot.kind == rp.NO_DOUBLE and not _cube_alive(spot, score):
                pass
            else:
                doubler_score = score_of(spot, record.mode, record.length, spot.doubler)
                cube = judge.cube(spot, doubler_score)
                nd, dt, dp = float(cube.equity_nd), float(cube.equity_dt), float(cube.equity_dp)
                doubled = min(dt, dp)
                options = [("no_double", nd), ("double_take", dt), ("double_pass", dp)]
                if spot.kind in (rp.DOUBLE, rp.NO_DOUBLE):
                    best_eq = max(nd, doubled)
                    error = best_eq - (doubled if spot.kind == rp.DOUBLE else nd)
                    best = "double" if doubled > nd else "no_double"
                    counted = spot.kind == rp.DOUBLE or error > 0 or doubled > nd - CLOSE_CUBE
                    kind, chosen_eq = CUBE, doubled if spot.kind == rp.DOUBLE else nd
                else:  # the taker's error, from the doubler's equities: taking gives the doubler dt, passing dp
                    error = max(0.0, (dt - dp) if spot.kind == rp.TAKE else (dp - dt))
                    best = "take" if dt <= dp else "pass"
                    counted, kind, chosen_eq = True, TAKE, dt if spot.kind == rp.TAKE else dp
                if counted:
                    judged = Judged(len(decisions), spot.game, seat, kind, spot.kind, best, max(0.0, error),
                                    max(0.0, error) * doubler_score.mwc_per_equity() if score.is_match else 0.0,
                                    encode_position_id(*spot.position), [], spot.cube, spot.owner, list(spot.score),
                                    options=options)
                    win = cube.probs.win
                    value = doubler_score.to_mwc(min(chosen_eq, 1.0)) if score.is_match else win
                    chart = _seat0(value, spot.doubler)
        if judged is not None and not spot.ghost:
            decisions.append(judged)
            player = players[seat]
            player.decisions += 1
            player.error += judged.error
            player.mwc_lost += judged.mwc
            if judged.kind == PLAY:
                player.checker += 1
                player.checker_error += judged.error
            else:
                player.cube += 1
                player.cube_error += judged.error
            level = judged.severity
            player.doubtful += level == 1
            player.errors += level == 2
            player.blunders += level == 3
            if chart is not None:
                value = _seat0(chart, seat) if spot.kind == rp.PLAY else chart
                points.append(Point(spot.game, value, judged.n, level, seat))
        elif chart is not None:
            points.append(Point(spot.game, _seat0(chart, seat) if spot.kind == rp.PLAY else chart, -1))
        if progress is not None:
            progress(done, total)
    if game_no and last is not None:
        end_of_game(game_no, last)
    return Analysis(VERSION, ply, record.mode, record.length, kazaross_xg2().name, players, decisions, points,
                    list(record.results), time.perf_counter() - started)


def judge_top(best: Any, made: Any) -> list[Any]:
    """The best play, and the play made when it was not the best."""
    return [best] if made is None or made is best or list(made.board) == list(best.board) else [best, made]


def _score_after(record: rp.Replay, game: int) -> list[int]:
    score = [0, 0]
    for number, winner, won in record.results:
        score[winner] = min(record.length, score[winner] + won)
        if number == game:
            break
    return score
