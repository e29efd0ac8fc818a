"""Netrunner's guided first game: the System Gateway starter decks, stacked, the learner running as The Catalyst
against the Teacher's Syndicate (the starter game, to 6 points).

The lesson opens on the Runner's first turn, after the Teacher's first: it has installed Offworld Office (an agenda)
in Remote 1 behind a face-down Palisade, and a Nico Campaign (an asset) alone in Remote 2. The learner's first turn
takes a credit, draws, installs Cleaver and runs Remote 1: the Teacher rezzes Palisade (scripted), the learner pumps
Cleaver to Palisade's strength, breaks its subroutine, reaches the server and steals the agenda. The Teacher's turn is
scripted (credits, then End turn). The second turn takes two credits and runs the unprotected Remote 2 to trash the
Nico Campaign. The lesson ends there, with the last step (2 of the 6 points are stolen); the game goes on as an
ordinary game against the computer."""

from __future__ import annotations

from bot.engine.moves import Wire
from bot.framework.kinds import Action, Context
from bot.framework.learn import HUMAN, Lesson, Wrong, register_text
from bot.games.netrunner import game, rules
from bot.games.netrunner.cards import DECK_IDS, DECKS, identity_of, playable_cards
from bot.games.netrunner.learn_text import TEXTS
from bot.games.netrunner.moves import (
    NAME,
    Answer,
    Begin,
    Break,
    Continue,
    Credit,
    Draw,
    EndTurn,
    Install,
    NrMove,
    Pump,
    Rez,
    Run,
    decode,
    encode,
)
from bot.games.netrunner.state import NrState
from bot.games.netrunner.view import NrView

TEACHER = 1 - HUMAN  # the Corp
AGENDA_SERVER, ASSET_SERVER = "r1", "r2"
# the learner's grip and the top of the stack (drawn at step 2); the rest of each deck lies below, in list order
GRIP = ("cleaver", "mayfly", "jailbreak", "vrcation", "telework-contract")
STACK_TOP = "sure-gamble"
# the Teacher's first turn, already played: its hand (hidden), the top of R&D (its next draw), what it installed
HQ = ("hedge-fund", "whitespace", "government-subsidy")
RD_TOP = "tithe"
AGENDA, ICE, ASSET = "offworld-office", "palisade", "nico-campaign"
STEP_MOVES: dict[str, tuple[type[NrMove], ...]] = {  # the moves each step asks for
    "credit": (Credit,), "draw": (Draw,), "install": (Install,), "run": (Run,), "break": (Pump, Break),
    "steal": (Continue,), "credits": (Credit,), "run_asset": (Run,), "trash": (Answer,)}


def _rest(side: str, placed: list[str]) -> list[str]:
    """The side's starter cards left once `placed` are taken out, in the deck list's order."""
    cards = playable_cards(DECKS[DECK_IDS[("starter", side)]])
    for card in placed:
        cards.remove(card)
    return cards


class NetrunnerLesson(Lesson):
    game = "netrunner"
    steps = ("credit", "draw", "install", "run", "break", "steal", "credits", "run_asset", "trash")

    def step_actions(self, step: int) -> frozenset[str]:
        return frozenset(NAME[kind] for kind in STEP_MOVES[self.steps[step]])

    def start(self, ctx: Context, seed: int) -> NrState:
        corp, runner = TEACHER, HUMAN
        s = NrState(rng=seed, step="starter", corp=corp, table=game.empty_table(corp), turn_seconds=0.0)  # no clock
        table = s.table
        for seat, side in ((corp, "corp"), (runner, "runner")):
            rules.event(s, "nr.ev.identity", who=seat, card=identity_of(DECKS[DECK_IDS[("starter", side)]]))
        for card in _rest("corp", [*HQ, RD_TOP, AGENDA, ICE, ASSET]):
            table.create(card, corp, "rd")
        table.create(RD_TOP, corp, "rd")
        for card in HQ:
            table.create(card, corp, "hq")
        for server, zone, card in ((AGENDA_SERVER, "root", AGENDA), (AGENDA_SERVER, "ice", ICE),
                                   (ASSET_SERVER, "root", ASSET)):
            if server not in s.remotes:
                game.new_remote(s)
            table.create(card, corp, f"{zone}:{server}")  # face down: the Runner sees only backs
            rules.event(s, "nr.ev.installed_corp", kind=zone, server=server, cost=0)
        for card in _rest("runner", [*GRIP, STACK_TOP]):
            table.create(card, runner, "stack")
        table.create(STACK_TOP, runner, "stack")
        for card in GRIP:
            table.create(card, runner, "grip")
        s.mulligan = [False, False]
        s.turn_no = 1  # the Teacher's first turn is behind us
        rules.event(s, "nr.ev.turn_ends", who=corp)
        game.begin_turn(s, runner)
        game.arm(s, ctx.now)
        return s

    def computer_action(self, ctx: Context, step: int, view: NrView, seat: int) -> Action | None:
        """The Teacher's answers the lesson counts on: it rezzes the ice it is asked about, rezzes nothing in a
        server window or before its turn begins, and spends its turn on credits."""
        wanted = view.awaited.get(seat)
        if seat != TEACHER or wanted is None:
            return None
        scripted: dict[str, NrMove] = {"approach": Rez(), "server_window": Continue(), "opening": Begin(),
                                       "turn": Credit() if view.clicks else EndTurn()}
        move = scripted.get(wanted)
        return None if move is None else Action(*encode(move), by_computer=True)

    def judge(self, ctx: Context, step: int, before: NrState, action: Action, after: NrState) -> bool:
        name = self.steps[step]
        move = decode(Wire(action.name, action.arg, action.values))
        if name == "trash" and isinstance(move, Continue) and game.awaited(before).get(HUMAN) == "movement":
            return False  # on to the server first
        if not isinstance(move, STEP_MOVES[name]):
            raise Wrong
        return self._done(name, before, move, after)

    def _done(self, name: str, before: NrState, move: NrMove, after: NrState) -> bool:
        """Whether the step's move (one of the kinds it asks for) finishes it; Wrong if it went elsewhere."""
        if name == "install" and not after.rig_has("cleaver"):
            raise Wrong
        if name in ("run", "run_asset"):
            wanted = AGENDA_SERVER if name == "run" else ASSET_SERVER
            if after.run is None or after.run.server != wanted:
                raise Wrong
        if name == "break":
            if isinstance(move, Pump):
                return False
            if after.run is None:
                raise Wrong
            ice = after.current_ice()
            return ice is not None and len(after.run.broken) >= len(after.card(ice).subs)
        if name == "credits":
            return after.credits[HUMAN] >= (after.card(self._asset(after)).trash or 0)
        if name == "steal":
            if before.run is None:
                raise Wrong
            return game.awaited(before).get(HUMAN) == "movement"  # the encounter's "continue" leads to movement
        if name == "trash" and (before.prompt is None or before.prompt.kind != "access"
                                or move != Answer(("trash",))):
            raise Wrong
        return True

    @staticmethod
    def _asset(s: NrState) -> int:
        return next(i for i in s.root(ASSET_SERVER) if s.inst(i).card == ASSET)


LESSON = NetrunnerLesson()
register_text(LESSON, TEXTS)
