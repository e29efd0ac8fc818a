"""A practice game's help: the best plays of the roll before moving (the Hint button, 2-ply, in a worker thread)
and, after a move, whether it was the best play and what the best one was (1-ply, a few milliseconds, so it is
said with the move itself)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.backgammon import computer, game
from bot.games.backgammon.game import BgState
from bot.games.backgammon.moves import Position, Step, legal_plays
from bot.games.backgammon.notation import format_play

HINT_PLY, FEEDBACK_PLY = 2, 1


@dataclass(frozen=True)
class Ranked:
    play: str  # notation
    equity: float
    loss: float  # against the best


def _cube_args(state: BgState, seat: int) -> dict[str, object]:
    return computer._cube_args(state, seat)


def ranked_plays(state: BgState, start: Position, dice: tuple[int, int], seat: int, ply: int,
                 force: Position | None = None) -> list[tuple[Position, Ranked]]:
    """The roll's plays from `start`, best first, as bgsage ranks them at `ply`."""
    steps: dict[Position, tuple[Step, ...]] = {p.result: p.steps for p in legal_plays(start[0], start[1], *dice)}
    kwargs = dict(_cube_args(state, seat))
    if force is not None:
        kwargs["force_boards"] = [computer.to_sage(*force)]
    result = computer._analyzer(f"{ply}ply").checker_play(computer.to_sage(*start), dice[0], dice[1], **kwargs)
    out: list[tuple[Position, Ranked]] = []
    best = result.moves[0].equity if result.moves else 0.0
    for move in result.moves:
        position = computer.from_sage(list(move.board))
        if position in steps:
            out.append((position, Ranked(format_play(steps[position]), float(move.equity), best - move.equity)))
    return out


def hint(state: BgState, limit: int = 3) -> list[Ranked]:
    """The best plays for the player on roll now (empty when there is no choice to make)."""
    if state.phase != "move" or not state.dice or state.turn_start is None:
        return []
    start = game.turn_start(state)
    ranked = ranked_plays(state, start, (state.dice[0], state.dice[1]), state.turn, HINT_PLY)
    return [r for _, r in ranked[:limit]] if len(ranked) > 1 else []


def judge_move(before: BgState, after: BgState, seat: int) -> tuple[Ranked, Ranked] | None:
    """(the play made, the best play) when `seat`'s move from `before` to `after` was a choice among several."""
    if before.phase != "move" or before.turn != seat or before.turn_start is None or len(before.dice) != 2:
        return None
    new = after.log[len(before.log):]
    entry = next((e for e in new if e[0] == "play" and e[1] == seat), None)
    if entry is None:
        return None
    start = game.turn_start(before)
    dice = (before.dice[0], before.dice[1])
    if len(legal_plays(start[0], start[1], *dice)) < 2:
        return None
    made_steps = tuple((int(a), int(b), bool(h)) for a, b, h in entry[2])
    from bot.games.backgammon.moves import apply_step

    played = start
    for step in made_steps:
        played = apply_step(played[0], played[1], step)
    ranked = ranked_plays(before, start, dice, seat, FEEDBACK_PLY, force=played)
    if not ranked:
        return None
    made = next((r for p, r in ranked if p == played), ranked[0][1])
    return made, ranked[0][1]
