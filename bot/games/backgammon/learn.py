"""Backgammon's guided first game: five set positions with set dice (the opening 3-1, a hit, entering from the bar,
the computer's double taken, the last two checkers borne off). The computer never moves: each step's position is set
once the learner has played the one before."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.framework.kinds import Action, Context, IllegalAction
from bot.framework.learn import HUMAN, Lesson, Wrong, register_text
from bot.games.backgammon import game
from bot.games.backgammon.game import BgState
from bot.games.backgammon.learn_text import TEXTS
from bot.games.backgammon.moves import Position
from bot.games.backgammon.positions import BAR, START, Side

Goal = Callable[[Position], bool]  # (the learner's side, the computer's side) after the learner's move
MOVES = frozenset({"step", "lay", "typed", "undo", "confirm"})


def side(points: dict[int, int]) -> Side:
    """A side from {point: checkers} in its own numbering (25: the bar)."""
    counts = [0] * 25
    for point, n in points.items():
        counts[point - 1] = n
    return tuple(counts)


OPENED = side({6: 4, 5: 2, 8: 2, 13: 5, 24: 2})  # 3-1 from the start: 8/5 6/5
SETUPS: dict[str, dict[str, Any]] = {
    "opening": {"boards": (START, START), "dice": (3, 1)},
    "hit": {"boards": (OPENED, side({6: 5, 8: 3, 13: 5, 24: 1, 21: 1})), "dice": (4, 2)},
    "enter": {"boards": (side({25: 1, 6: 4, 5: 2, 8: 2, 13: 4, 24: 2}), side({6: 4, 5: 2, 3: 2, 8: 2, 13: 5})),
              "dice": (6, 4)},
    "cube": {"boards": (side({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}), side({6: 3, 5: 3, 4: 3, 3: 3, 2: 3})),
             "offer_by": 1},
    "bearoff": {"boards": (side({6: 1, 3: 1}), side({6: 2, 5: 2})), "dice": (6, 3), "cube": 2, "owner": HUMAN},
}
GOALS: dict[str, Goal] = {
    "opening": lambda pos: pos[0] == OPENED,
    "hit": lambda pos: pos[1][BAR] > 0,
    "enter": lambda pos: pos[0][BAR] == 0,
    "bearoff": lambda pos: sum(pos[0]) == 0,
}


def _reaches(state: BgState, goal: Goal, now: float) -> bool:
    """Whether the move begun in `state` can still end in a position meeting `goal`."""
    if game.awaiting_confirm(state):
        return goal(game.current_position(state))
    for (src, dst, _hit), _die in game.allowed_steps(state):
        try:
            trial = game.apply(state, HUMAN, "step", f"{src}-{dst}", now)
        except IllegalAction:
            continue
        if trial.phase == "move" and _reaches(trial, goal, now):
            return True
        if trial.phase != "move" and goal((tuple(trial.board[HUMAN]), tuple(trial.board[1 - HUMAN]))):
            return True
    return False


class BackgammonLesson(Lesson):
    game = "backgammon"
    steps = ("opening", "hit", "enter", "cube", "bearoff")
    level = "beginner"
    options = {"mode": "single", "computer": "beginner"}

    def step_actions(self, step: int) -> frozenset[str]:
        return frozenset({"take"}) if self.steps[step] == "cube" else MOVES

    def start(self, ctx: Context, seed: int) -> BgState:
        state = game.new_match("single", 1, seed, ctx.now, (True, True), (False, False))
        state.events, state.log = [], state.log[:1]  # the opening roll is the lesson's, not the seed's
        return state

    def next_state(self, ctx: Context, step: int, state: BgState) -> BgState:
        setup = SETUPS[self.steps[step]]
        state = game.set_position(state, setup["boards"], HUMAN, ctx.now, dice=setup.get("dice"),
                                  cube=setup.get("cube", 1), owner=setup.get("owner"), offer_by=setup.get("offer_by"))
        if state.offer is not None:  # the log says who doubled, as when it is played
            state.events.append(["bg.ev.doubles", {"who": state.offer["by"], "value": state.offer["value"]}])
        return state

    def judge(self, ctx: Context, step: int, before: BgState, action: Action, after: BgState) -> bool:
        name = self.steps[step]
        if name == "cube":
            if action.name != "take":
                raise Wrong
            return True
        goal = GOALS[name]
        if action.name not in MOVES:
            raise Wrong
        if after.phase == "move":  # a checker moved (or taken back): the move must still be able to reach the goal
            if not _reaches(after, goal, ctx.now):
                raise Wrong
            return False
        if not goal((tuple(after.board[HUMAN]), tuple(after.board[1 - HUMAN]))):
            raise Wrong
        return True


LESSON = BackgammonLesson()
register_text(LESSON, TEXTS)
