"""Backgammon's engine is the one source of its legal moves: along seeded games (the computer's moves, with now and
then a player's call — resigning, doubling, going away — so every phase is reached), every move an offer lists is one
the rules take, a checker picked from the ones that can move goes where the rules let it, a move no offer of the seat
allows is refused changing nothing, and the framework's decision written from an offer lets through exactly the
moves the offer allows."""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Iterator

import msgspec
import pytest

from bot.engine.errors import IllegalAction
from bot.engine.offers import Offer, allowed
from bot.framework.kinds import Action, Decision
from bot.framework.offering import decision_of
from bot.games.backgammon import computer, game
from bot.games.backgammon.actions import NAME, BgAction, Call, LayOut, MoveChecker, ResignLevel, TypedMove, WholePlay
from bot.games.backgammon.actions import encode as encode_move
from bot.games.backgammon.game import BgState
from bot.games.backgammon.kind import BackgammonKind
from bot.games.backgammon.notation import format_play
from bot.games.backgammon.offers import offers
from bot.games.backgammon.positions import START, encode_position_id
from tests.backgammon.test_hostile import states

T0 = 1_000_000.0  # every move is made at the game's start: no clock runs out
KIND = BackgammonKind()
MOST = 160  # positions checked per game
PLAYING_ON = frozenset({Call.ROLL, Call.TAKE, Call.CONFIRM, Call.CONTINUE, Call.REJECT_RESIGN})
OPENING = encode_position_id(START, START)
SAMPLES: tuple[BgAction, ...] = (  # one move of each kind (each call is its own), as a client could send it
    *Call, MoveChecker((13, 8)), LayOut(OPENING), WholePlay(OPENING), TypedMove("13/8 13/10"), ResignLevel(1),
)


def test_the_samples_are_one_of_each_kind_of_move() -> None:
    assert {type(m) for m in SAMPLES} == {Call, *NAME}
    assert {encode_move(m).name for m in SAMPLES} == KIND.actions - KIND.interface_actions - {"hint"}


def dumped(s: BgState) -> bytes:
    return msgspec.json.encode(s)


def listed_moves(offer: Offer[BgAction]) -> list[BgAction]:
    return sorted((m for moves in offer.only.values() for m in moves), key=repr)


def decision_for(s: BgState, offer: Offer[BgAction]) -> Decision:
    return decision_of(offer, NAME, encode_move, KIND.interface_for(s, offer))


def accepts(decision: Decision, move: BgAction) -> bool:
    return decision.accepts(Action(*encode_move(move)))


def check_listed(s: BgState, offer: Offer[BgAction]) -> int:
    """(a) every listed move is taken by the rules, but the standing calls they refuse to a seat they do not fit,
    offered for the other seat's sake; (d) the framework's decision accepts each. Returns the moves taken."""
    decision = decision_for(s, offer)
    taken = 0
    for move in listed_moves(offer):
        assert offer.allows(move) and accepts(decision, move), (s.phase, offer.wanted, move)
        game.play(s, offer.seat, move, T0)  # raises if the rules refuse an offered move
        taken += 1
    return taken


def check_picks(s: BgState, offer: Offer[BgAction], rng: random.Random) -> int:
    """(b) no backgammon move answers a question by picks; a move's checker is picked first (an interface choice,
    among the sources the decision lets through), and each place it can go from there is a step the rules take."""
    assert offer.picks is None
    if MoveChecker not in offer.takes:
        return 0
    decision = decision_for(s, offer)
    sources = game.sources(s)
    assert sources and decision.choices["pick"] == {str(p) for p in sources}
    source = rng.choice(sources)
    assert decision.accepts(Action("pick", values=(str(source),)))
    destinations = game.destinations(s, source)
    assert destinations
    for destination in destinations:
        step = MoveChecker(destination.path)
        assert offer.allows(step) and accepts(decision, step)
        game.play(s, offer.seat, step, T0)
    return len(destinations)


def foreign(s: BgState) -> list[BgAction]:
    """The mover's own legal plays, as each kind of checker move carries them: no other seat may make them."""
    plays = game.distinct_plays(s)
    if not plays:
        return []
    play = plays[0]
    pid = encode_position_id(*play.result)
    return [LayOut(pid), WholePlay(pid), TypedMove(format_play(play.steps)), MoveChecker(play.steps[0][:2])]


def check_refused(s: BgState, offered: list[Offer[BgAction]], rng: random.Random) -> int:
    """(c) a sample of moves no offer of the seat allows (kinds it is not offered, calls it is not listed, the
    mover's plays for the other seat) is refused by the rules and changes nothing, and by the framework's decisions."""
    before = dumped(s)
    refused = 0
    for seat in (0, 1):
        mine = [o for o in offered if o.seat == seat]
        decisions = [decision_for(s, o) for o in mine]
        others = foreign(s) if seat != s.turn else []
        unoffered = [m for m in (*SAMPLES, *others) if not allowed(offered, seat, m)]
        assert all(m in unoffered for m in others)
        for move in rng.sample(unoffered, min(8, len(unoffered))) + others:
            with pytest.raises(IllegalAction):
                game.play(s, seat, move, T0)
            assert dumped(s) == before, (s.phase, seat, move)
            assert not any(accepts(d, move) for d in decisions), (s.phase, seat, move)
            refused += 1
    return refused


def check_position(s: BgState, rng: random.Random) -> Counter[str]:
    offered = offers(s)
    before = dumped(s)
    assert {o.seat for o in offered if o.awaited} == s.actors()
    assert KIND.pending(s) == [decision_for(s, o) for o in offered]  # the kind's decisions are the engine's offers
    counts: Counter[str] = Counter()
    for offer in offered:
        counts["listed"] += check_listed(s, offer)
        counts["picked"] += check_picks(s, offer, rng)
    counts["refused"] += check_refused(s, offered, rng)
    assert dumped(s) == before, "trying offered moves changed the state they were tried on"
    return counts


def calls_of(s: BgState, seat: int) -> list[BgAction]:
    """The calls (and resignation levels) listed for `seat` that the rules take from it."""
    return [m for o in offers(s) if o.seat == seat for m in listed_moves(o) if isinstance(m, Call | ResignLevel)]


def next_move(s: BgState, seat: int, seed: int, rng: random.Random) -> BgAction:
    """The computer's checker play; for the calls, mostly playing on (a roll, a take, a confirm, a Continue), now
    and then any other call the seat is offered: doubling, resigning and its answers, automatic rolls, going away
    and coming back (the game's ghost plays for whoever is away). The computer's cube is slow, so it is not asked."""
    if s.phase == "move" and not game.awaiting_confirm(s) and rng.random() < 0.9:
        return WholePlay(computer.choose_play(game.view(s), seat, computer.LEVELS["beginner"], seed))
    calls = calls_of(s, seat)
    on = [m for m in calls if m in PLAYING_ON]
    if on and rng.random() < 0.85:
        return rng.choice(on)
    if rng.random() < 0.7:  # a resignation mostly ends the game: seldom offered
        calls = [m for m in calls if m not in (Call.RESIGN, Call.ACCEPT_RESIGN)] or calls
    return rng.choice(calls)


@functools.cache
def walk(seed: int, mode: str) -> tuple[Counter[str], frozenset[str]]:
    """Check every position of one seeded game (or its first `MOST` positions); what was tried, and the phases
    seen ("away": while a ghost plays a seat)."""
    s, rng = game.new_match(mode, 3, seed, T0), random.Random(seed)
    counts: Counter[str] = Counter()
    seen: set[str] = set()
    while not s.is_over() and counts["positions"] < MOST:
        counts += check_position(s, rng)
        counts["positions"] += 1
        seen |= {s.phase, *(["away"] if any(s.away) else [])}
        seat = rng.choice(sorted(s.actors()))
        move = next_move(s, seat, seed, rng)
        assert allowed(offers(s), seat, move), (s.phase, seat, move)
        s = game.play(s, seat, move, T0)
    return counts, frozenset(seen)


@pytest.mark.parametrize(("mode", "seed"), [("single", 3), ("match", 5), ("match", 21)])
def test_offers_along_seeded_games(mode: str, seed: int) -> None:
    counts, seen = walk(seed, mode)
    assert {"roll", "move"} <= seen and counts["positions"] > 40
    assert counts["listed"] > 3 * counts["positions"] and counts["picked"] > counts["positions"]
    assert counts["refused"] > 10 * counts["positions"]


def test_the_walks_reach_every_phase_and_a_ghost() -> None:
    seen = walk(5, "match")[1] | walk(21, "match")[1]
    assert seen >= {"roll", "move", "doubled", "resign_choose", "resign_offered", "between", "away"}


def ghosts(s: BgState) -> Iterator[BgState]:
    """`s`, and in a match `s` after either seat or both went away (when the rules let them)."""
    yield s
    for seats in ((0,), (1,), (0, 1)):
        try:
            yield functools.reduce(lambda t, seat: game.play(t, seat, Call.AWAY, T0), seats, s)
        except IllegalAction:
            continue


def test_offers_at_a_state_of_every_phase() -> None:
    """The set-up states of every phase (a finished move waiting for Confirm and a gammon resignation among them),
    with a ghost on either seat or both where a match lets one in."""
    rng = random.Random(7)
    tried = Counter[str]()
    for where, s in states():
        for ghosted in ghosts(s):
            counts = check_position(ghosted, rng)
            assert counts["refused"] > 0 and (counts["listed"] > 0 or s.phase == "over"), where
            tried[ghosted.phase] += 1
            tried["away"] += any(ghosted.away)
    assert tried["away"] >= 10 and len(tried) == 9


def test_a_finished_move_offers_only_confirm_undo_and_resigning() -> None:
    s = game.set_position(game.new_match("single", 1, 5, T0), (START, START), 0, T0, dice=(3, 1))
    laid = game.play(s, 0, LayOut(encode_position_id(*game.distinct_plays(s)[0].result)), T0)
    move = next(o for o in offers(laid) if o.awaited)
    assert move.takes == {Call} and move.only == {Call: {Call.CONFIRM, Call.UNDO, Call.RESIGN}}
    assert KIND.interface_for(laid, move) == {}  # no checker to pick, no hint: the play is made
    assert all(o.default is None for o in offers(laid))  # running out of time is the game's own rule


def test_a_finished_move_refuses_another_whole_play_as_its_offers_do() -> None:
    s = game.set_position(game.new_match("single", 1, 5, T0), (START, START), 0, T0, dice=(3, 1))
    first, other = game.distinct_plays(s)[:2]
    laid = game.play(s, 0, LayOut(encode_position_id(*first.result)), T0)
    assert game.awaiting_confirm(laid)
    before = dumped(laid)
    pid = encode_position_id(*other.result)
    for move in (LayOut(pid), WholePlay(pid), TypedMove(format_play(other.steps))):
        assert not allowed(offers(laid), 0, move)
        with pytest.raises(IllegalAction) as refused:
            game.play(laid, 0, move, T0)
        assert refused.value.key == "bg.err.not_now" and dumped(laid) == before
    assert game.play(game.play(laid, 0, Call.UNDO, T0), 0, Call.UNDO, T0).moved == []  # undone, any play again
