"""TWEAK!'s guided first game: one stacked hand for two (the learner first, the Teacher played by the computer). The
learner makes a sum, clears the table for a TWEAK!, plays the Joker it won, makes 7 once the deck is gone, and puts
the last card down when no sum is left; the hand ends and the game with it (the target score is 1).

The deal, top of the deck first (the target is the back of its top card): gr2, or8, gr5, re8, gr8, ye3, gr7. The
Teacher's moves follow from it (the computer player is deterministic), so every lesson plays out the same."""

from __future__ import annotations

from bot.framework.kinds import Action, Context
from bot.framework.learn import HUMAN, Lesson, Wrong, register_text
from bot.games.tweak import game
from bot.games.tweak.cards import NUMBER_CARDS, TWEAK_CARDS
from bot.games.tweak.game import TweakState
from bot.games.tweak.learn_text import TEXTS

HANDS = [["re7", "or0", "or1"], ["ye5", "re0", "re1"]]  # the learner's 5, 1, 1; the Teacher's 3, 1, 1
TABLE = ["re6", "ye4"]  # 4 and 3
DECK = ["gr7", "ye3", "gr8", "re8", "gr5", "or8", "gr2"]  # the top is the last card (engine order)
TWEAKS_FIRST = ["thief1", "change1", "joker1"]  # won in this order from the [T!] pile's top: the Joker first
COLOURS = ["red", "orange", "yellow", "green"]


class TweakLesson(Lesson):
    game = "tweak"
    steps = ("sum", "tweak", "joker", "seven", "again", "discard")
    options = {"seats": 2, "target_score": 1, "turn_seconds": 0}

    def step_actions(self, step: int) -> frozenset[str]:
        name = self.steps[step]
        return frozenset({"discard"}) if name == "discard" else frozenset({"joker"}) if name == "joker" \
            else frozenset({"sum"})

    def start(self, ctx: Context, seed: int) -> TweakState:
        state = game.new_game(2, 1, seed, ctx.now, turn_timeout=0.0, bomb_timeout=0.0)
        dealt = {c for cards in (*HANDS, TABLE, DECK) for c in cards}
        state.colours = list(COLOURS)
        state.hands = [list(h) for h in HANDS]
        state.table, state.deck = list(TABLE), list(DECK)
        state.out = [c for c in NUMBER_CARDS if c not in dealt]
        state.targets = {}
        state.tweak_pile = [c for c in TWEAK_CARDS if c not in TWEAKS_FIRST] + TWEAKS_FIRST
        state.dealer, state.turn, state.turn_started = 1, HUMAN, ctx.now
        state.events, state.private = [["tw.ev.hand", {"hand": 1, "dealer": 1}]], []
        return state

    def judge(self, ctx: Context, step: int, before: TweakState, action: Action, after: TweakState) -> bool:
        name = self.steps[step]
        if name == "discard":
            if action.name != "discard":
                raise Wrong
            return True
        if name == "joker":
            if action.name == "joker" and action.arg == "-1":
                return False
            if action.name == "sum" and before.joker == -1:
                return True
            raise Wrong
        if action.name != "sum":
            raise Wrong
        if name == "tweak" and len(after.tweaks[HUMAN]) <= len(before.tweaks[HUMAN]):
            raise Wrong
        return True


LESSON = TweakLesson()
register_text(LESSON, TEXTS)
