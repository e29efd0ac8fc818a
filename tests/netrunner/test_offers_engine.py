"""Netrunner's engine offers (`bot.games.netrunner.offers`), checked against its own rules over positions of seeded
computer games (both steps, both sides): every listed move and every offer's timeout default is taken, every
question's allowed answer is taken, a move of a kind no offer of the seat takes is refused and changes nothing, and
each offer lets through what the framework's decision written from it accepts."""

from __future__ import annotations

import random
from collections.abc import Iterator

import msgspec
import pytest

from bot.engine.errors import IllegalAction
from bot.engine.offers import Offer
from bot.engine.rng import GameRng
from bot.framework.kinds import Action, Decision
from bot.games.netrunner import computer, game
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.netrunner.moves import (
    Ability,
    Advance,
    Answer,
    Begin,
    Break,
    ClickBreak,
    Continue,
    Credit,
    Do,
    Draw,
    EndTurn,
    Install,
    JackOut,
    Leech,
    Mulligan,
    NrMove,
    Play,
    Pump,
    Purge,
    RemoveTag,
    Rest,
    Rez,
    RezStops,
    Run,
    Score,
    TrashResource,
    encode,
)
from bot.games.netrunner.offers import offers
from bot.games.netrunner.state import NrState

KIND = NetrunnerKind()
GAMES = [(7, "starter"), (8, "booster")]  # whole games that reach every decision and standing option
POSITIONS = 300  # looked at per game, at most
WANTED = frozenset({"mulligan", "opening", "turn", "approach", "encounter", "movement", "server_window", "prompt",
                    "concede", "rez_window", "rez_stops"})
PICKS = 3  # random answers tried per question


def positions(seed: int, step: str) -> Iterator[NrState]:
    """A game as the computers play it (now and then a random player's move, so that it goes where the computer
    never takes it), position after position."""
    s = game.new_game(seed, 0.0, step=step, corp=seed % 2)
    rng = GameRng(seed)
    for _ in range(POSITIONS):
        if s.is_over():
            return
        yield s
        seat = min(game.awaited(s))
        move = computer.decide(KIND.view(s, seat), seat) if rng.below(4) else computer.random_move(s, seat, rng)
        assert move is not None
        s = game.apply(s, seat, *move)


def dumped(s: NrState) -> bytes:
    return msgspec.json.encode(s)


def taken(s: NrState, seat: int, move: NrMove) -> bool:
    try:
        game.play(s, seat, move)
    except IllegalAction:
        return False
    return True


def first(cards: list[int], fallback: int) -> int:
    return cards[0] if cards else fallback


def catalogue(s: NrState, seat: int) -> list[NrMove]:
    """One move of each kind but conceding (always offered), and a rez both of a card and of the ice approached;
    a move that names a card names one the rules would take somewhere, so that a refusal is the decision's."""
    some = min(s.table.cards)
    hand = first(s.hand(seat), some)
    rig = first(s.rig(), some)
    advance = first(game.advanceable(s), some)
    answer = s.prompt.options[0] if s.prompt is not None else "leave"
    return [Mulligan(False), Credit(), Rest(), Draw(), Install(hand, "new" if seat == s.corp else None), Play(hand),
            Advance(advance), Score(first(game.scorable(s), some)), Rez(first(game.rezzable(s), some)), Rez(), Purge(),
            TrashResource(first(s.rig("resource"), some)), Ability(rig), RemoveTag(), EndTurn(), Run("hq"), Begin(),
            Continue(), Break(first(s.breakers(), some)), Pump(first(s.breakers(), some)), ClickBreak(0), Leech(),
            JackOut(), Answer((answer,)), RezStops(not s.rez_stops), Do(Advance(advance))]


def answers(offer: Offer[NrMove], rng: random.Random) -> list[Answer]:
    picks = offer.picks
    assert picks is not None
    options = sorted(picks.options)
    return [Answer(tuple(rng.sample(options, rng.randint(picks.least, min(picks.most, len(options))))))
            for _ in range(PICKS)]


def decision_for(decisions: list[Decision], offer: Offer[NrMove]) -> Decision:
    (found,) = [d for d in decisions if d.seat == offer.seat and d.kind == offer.wanted]
    return found


def check_offer(s: NrState, offer: Offer[NrMove], decision: Decision, rng: random.Random) -> None:
    listed = [m for moves in offer.only.values() for m in moves]
    for move in listed:
        assert taken(s, offer.seat, move), f"{offer.wanted}: listed {move} refused"
    if offer.default is not None:
        assert offer.allows(offer.default), f"{offer.wanted}: the default {offer.default} is not offered"
        assert taken(s, offer.seat, offer.default), f"{offer.wanted}: the default {offer.default} refused"
    picked = answers(offer, rng) if offer.picks is not None else []
    for answer in picked:  # no question of this game asks more than its options say
        assert offer.allows(answer)
        assert taken(s, offer.seat, answer), f"{s.prompt}: the allowed answer {answer} refused"
    for move in [*listed, *picked, *catalogue(s, offer.seat)]:
        assert offer.allows(move) == decision.accepts(Action(*encode(move))), \
            f"{offer.wanted}: the offer and its decision disagree on {move}"


def check_position(s: NrState, rng: random.Random) -> set[str]:
    offered = offers(s)
    decisions = KIND.pending(s)
    assert len(decisions) == len(offered)
    assert {o.seat: o.wanted for o in offered if o.awaited} == game.awaited(s)
    before = dumped(s)
    for offer in offered:
        check_offer(s, offer, decision_for(decisions, offer), rng)
    for seat in (0, 1):
        takes = {kind for o in offered if o.seat == seat for kind in o.takes}
        for move in catalogue(s, seat):
            if type(move) in takes:
                continue
            with pytest.raises(IllegalAction):
                game.play(s, seat, move)
            assert dumped(s) == before, f"refusing {move} changed the state"
    assert dumped(s) == before
    return {o.wanted for o in offered}


@pytest.mark.parametrize(("seed", "step"), GAMES)
def test_every_offer_is_what_the_rules_take(seed: int, step: str) -> None:
    rng = random.Random(seed)
    seen: set[str] = set()
    for s in positions(seed, step):
        seen |= check_position(s, rng)
    assert seen == WANTED  # every kind of offer was checked
