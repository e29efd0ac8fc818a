"""Cyberpunk TCG's guided first game: one stacked turn, late in a game gone to overtime. Both players hold six Gigs
(each has stolen two of the other's dice) and every fixer area is empty, so the first to hold seven Gigs wins at
once. The learner sells a card for an Eddie, calls a Legend, plays a Unit (it lags: it cannot attack this turn),
attacks the Teacher's Gig area with a Unit already in the field (the Teacher blocks with its BLOCKER and loses the
fight), then attacks again with the other Unit, is let through, steals a Gig and wins.

The Teacher's React steps are scripted: it blocks while it has a BLOCKER, then lets the attack through. The cards in
its hand and its face-down Legends are never shown to the learner."""

from __future__ import annotations

from bot.engine.moves import Wire
from bot.framework.kinds import Action, Context
from bot.framework.learn import HUMAN, Lesson, Wrong, register_text
from bot.games.cyberpunk import game, moves
from bot.games.cyberpunk.learn_text import TEXTS
from bot.games.cyberpunk.state import DIE_SIDES, CpState, Die
from bot.games.cyberpunk.view import CpView

TEACHER = 1 - HUMAN
LEGENDS = ("saburo-arasaka", "goro-hands-unclean", "yorinobu-arasaka")  # none of them does anything when called
FIELD = ("psycho-squad", "emergency-atlus")  # ready, played on an earlier turn: they may attack
HAND = ("kiroshi-optics", "psycho-squad", "emergency-atlus")
EDDIES = 2  # Eddies sold on earlier turns, ready
DECK = ("delamain-cab", "dying-night", "floor-it", "secondhand-bombus")
TEACHER_LEGENDS = ("v-corporate-exile", "jackie-welles", "viktor-vektor")
TEACHER_FIELD = ("corpo-security",)  # BLOCKER: its React step redirects the first attack to it
TEACHER_HAND = ("minotaur", "over-the-edge", "mantis-blades")
TEACHER_DECK = ("swordwise-huscle", "satori", "industrial-assembly", "corporate-surveillance")
# each seat's dice (sides, the Gig area that holds it, its value): two of each side's dice sit with the other
GIGS = {HUMAN: ((4, HUMAN, 3), (6, HUMAN, 4), (8, HUMAN, 6), (10, HUMAN, 7), (12, TEACHER, 9), (20, TEACHER, 14)),
        TEACHER: ((4, TEACHER, 2), (6, TEACHER, 5), (8, TEACHER, 8), (10, TEACHER, 3), (12, HUMAN, 10),
                  (20, HUMAN, 11))}
TURN_NO = 15  # the learner's eighth turn


class CyberpunkLesson(Lesson):
    game = "cyberpunk"
    steps = ("sell", "call", "play", "block", "steal")
    options = {"quick": True}

    def step_actions(self, step: int) -> frozenset[str]:
        return {"sell": frozenset({"do"}), "call": frozenset({"do"}), "play": frozenset({"play"}),
                "block": frozenset({"attack"}), "steal": frozenset({"attack", "choose"})}[self.steps[step]]

    def start(self, ctx: Context, seed: int) -> CpState:
        s = game.new_game(seed, ctx.now, quick=True, turn_seconds=0, react_seconds=0)  # no clock: no deadline
        s.deck_choice = ["power-demo", "heist-demo"]
        cards = ((LEGENDS, DECK, HAND, FIELD), (TEACHER_LEGENDS, TEACHER_DECK, TEACHER_HAND, TEACHER_FIELD))
        for seat, (legends, deck, hand, field) in zip((HUMAN, TEACHER), cards, strict=True):
            for zone, names in (("deck", deck), ("legends", legends), ("hand", hand), ("field", field)):
                for card in names:
                    s.table.create(card, seat, f"{zone}{seat}")
        for _ in range(EDDIES):
            s.table.create("floor-it", HUMAN, f"eddies{HUMAN}")
        for seat in (HUMAN, TEACHER):
            for sides, area, value in GIGS[seat]:
                s.dice.append(Die(id=len(s.dice) + 1, sides=sides, owner=seat, area=area, value=value))
        assert sorted(d.sides for d in s.dice if d.owner == HUMAN) == sorted(DIE_SIDES)
        s.phase, s.turn, s.turn_no, s.first = "main", HUMAN, TURN_NO, HUMAN
        s.mulligan = [False, False]
        s.empty_starts, s.overtime = 2, True
        s.events = []
        game.arm(s, ctx.now)
        return s

    def computer_action(self, ctx: Context, step: int, view: CpView, seat: int) -> Action | None:
        if seat != TEACHER or view.attack is None or view.awaited.get(TEACHER) != "react" or view.options is None:
            return None
        blockers = view.options.blockers
        # the first attack: Corpo Security steps in; the second: nothing left to stop it
        move = moves.Block(blockers[0]) if blockers else moves.ReactDone()
        return Action(*moves.encode(move), by_computer=True)

    def judge(self, ctx: Context, step: int, before: CpState, action: Action, after: CpState) -> bool:
        name = self.steps[step]
        move = moves.decode(Wire(action.name, action.arg, action.values))
        if name in ("sell", "call"):
            wanted = moves.Sell if name == "sell" else moves.CallLegend
            if action.name != moves.DO or not isinstance(move, wanted):
                raise Wrong
            return True
        if name == "play":
            if not isinstance(move, moves.Play) or len(after.units(HUMAN)) <= len(before.units(HUMAN)):
                raise Wrong
            return True
        attacked = isinstance(move, moves.Attack) and after.attack is not None and after.attack.target is None
        if name == "block":
            if not attacked:
                raise Wrong
            return True
        if attacked:
            return False  # the Teacher reacts; then the learner chooses the Gig to take
        if isinstance(move, moves.Answer) and len(after.gigs(HUMAN)) > len(before.gigs(HUMAN)):
            return True
        raise Wrong


LESSON = CyberpunkLesson()
register_text(LESSON, TEXTS)
