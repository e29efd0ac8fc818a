"""Knowing Zero's guided first game: one stacked battle. The learner (5 points to zero) attacks with Old Grizzly and
Ember Hound, attaches Sharp Claws, meets the Teacher's lone Steam Colossus (Value 5), plays the Claws, passes, aims
both units at it and locks in: the Colossus falls in the first round and the learner's score reaches zero.

The Teacher accepts the battle with its one unit (scripted); everything else it does is the computer player's own
(it holds no event or ability, so it passes and aims at what it can)."""

from __future__ import annotations

from bot.framework.kinds import Action, Context
from bot.framework.learn import HUMAN, Lesson, Wrong, register_text
from bot.games.zero import game
from bot.games.zero.learn_text import TEXTS
from bot.games.zero.moves import Accept, encode
from bot.games.zero.state import ZeroState
from bot.games.zero.view import ZeroView

TEACHER = 1 - HUMAN
HAND = ("old-grizzly", "ember-hound", "sharp-claws")
DECK = ("night-heron", "marsh-stalker", "mire-leech", "battle-cry")
TEACHER_HAND = ("steam-colossus",)
TEACHER_DECK = ("rivet-drone", "gear-mite", "bolt-turret", "weld-crew")
SCORES = [5, 10]  # points to zero: the Colossus's Value is exactly the learner's five


class ZeroLesson(Lesson):
    game = "zero"
    steps = ("attack", "attach", "ability", "pass", "aim")
    options = {"turn_seconds": 0}

    def step_actions(self, step: int) -> frozenset[str]:
        return {"attack": frozenset({"attack"}), "attach": frozenset({"attach", "formed"}),
                "ability": frozenset({"play"}), "pass": frozenset({"pass"}),
                "aim": frozenset({"assign"})}[self.steps[step]]

    def start(self, ctx: Context, seed: int) -> ZeroState:
        s = game.new_game(seed, ctx.now, SCORES[HUMAN], 0.0)
        s.deck_choice = ["wildlands", "foundry"]
        for seat, hand, deck in ((HUMAN, HAND, DECK), (TEACHER, TEACHER_HAND, TEACHER_DECK)):
            for card in deck:
                s.table.create(card, seat, f"deck{seat}")
            for card in hand:
                s.table.create(card, seat, f"hand{seat}")
        s.scores = list(SCORES)
        s.phase, s.turn, s.deadline, s.events = "turn", HUMAN, None, []
        return s

    def computer_action(self, ctx: Context, step: int, view: ZeroView, seat: int) -> Action | None:
        if view.phase == "defend" and seat == TEACHER:  # it always takes the battle, with its one unit
            accept = encode(Accept(tuple(view.hand_of(TEACHER, "unit"))))
            return Action(accept.name, accept.arg, accept.values, by_computer=True)
        return None

    def judge(self, ctx: Context, step: int, before: ZeroState, action: Action, after: ZeroState) -> bool:
        name = self.steps[step]
        if name == "attack":
            if action.name != "attack" or len(after.army(HUMAN)) != 2:
                raise Wrong
            return True
        if name == "attach":
            if action.name == "attach":
                return False
            if action.name == "formed" and any(after.inst(u).attached for u in after.army(HUMAN)):
                return True
            raise Wrong
        wanted = {"ability": "play", "pass": "pass", "aim": "assign"}[name]
        if action.name != wanted:
            raise Wrong
        return True


LESSON = ZeroLesson()
register_text(LESSON, TEXTS)
