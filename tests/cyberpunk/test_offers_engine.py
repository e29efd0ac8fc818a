"""Cyberpunk TCG's engine offers, checked against its own rules over seeded computer games: every listed move and
every timeout default is taken, a random answer the question allows is taken, a move of a kind no offer of the seat
takes is refused and changes nothing, and each offer lets through exactly what the framework's decision written from
it accepts."""

from __future__ import annotations

import random
from collections.abc import Iterator

import msgspec
import pytest

from bot.cards.decks import DeckList
from bot.engine.errors import IllegalAction
from bot.engine.offers import Offer, Picks
from bot.engine.rng import GameRng
from bot.framework.kinds import Action
from bot.games.cyberpunk import computer, game, moves
from bot.games.cyberpunk.cards import DECKS
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.cyberpunk.moves import (
    Activate,
    Answer,
    Attack,
    Block,
    CallLegend,
    ChooseDeck,
    ChooseOrder,
    Concede,
    CpMove,
    EndTurn,
    GoSolo,
    Mulligan,
    Play,
    ReactDone,
    Sell,
)
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import view as view_of

T0 = 1_000_000.0
KIND = CyberpunkKind()
OWN = DeckList(id="own", name={"en": "Own"}, cards=dict(DECKS["heist"].cards))
# one move of each kind, for the kinds a seat is not offered (the parts name real cards, slots and options often)
CATALOGUE: tuple[CpMove, ...] = (
    ChooseDeck("heist"), ChooseOrder(True), Mulligan(False), Sell(1), CallLegend(1), GoSolo(1), Play(1),
    Attack(1, None), Block(1), Activate(1), ReactDone(), Answer(("1",)), EndTurn(), Concede())
# games: (seed, both computers play well, a quick game, seat 0 has an own deck)
GAMES = ((1, (True, True), False, True), (2, (False, False), True, False), (3, (True, False), False, False),
         (4, (False, True), True, True))


def dumped(s: CpState) -> bytes:
    return msgspec.json.encode(s)


def positions(seed: int, smart: tuple[bool, bool], quick: bool, own: bool) -> Iterator[CpState]:
    """Every position of one game, the computers choosing (well, or at random) for both seats."""
    rng = GameRng(seed)
    s = game.new_game(seed, T0, quick=quick, custom=((OWN,), ()) if own else ((), ()))
    for _ in range(3000):
        yield s
        if s.is_over():
            return
        seat = rng.choice(sorted(game.awaited(s)))
        mine = view_of(s, seat)
        move = computer.decide(mine, seat) if smart[seat] else computer.random_move(mine, seat, rng)
        assert move is not None
        s = game.apply(s, seat, *move, now=T0)
    pytest.fail(f"game {seed} did not end")


def samples(s: CpState, seat: int) -> list[CpMove]:
    """The catalogue, and a move of each kind the rules would take from `seat` in the right decision, made of its
    own cards now (so a refusal below is the offer's, not a card's that is not there)."""
    out = list(CATALOGUE)
    hand = s.zone("hand", seat)
    out.extend(Sell(i) for i in hand[:1] if s.card(i).sell)
    for reacting in (False, True):
        for card in game.playable(s, seat, reacting=reacting)[:1]:
            out.append(Play(card, game.hosts(s, seat)[0] if s.card(card).type == "gear" else None))
    legends = s.zone("legends", seat)
    out.extend(CallLegend(legends.index(i) + 1) for i in legends[:1] if not s.inst(i).face_up)
    out.extend(GoSolo(legends.index(i) + 1) for i in game.soloists(s, seat)[:1])
    out.extend(Attack(u, game.targets(s, u)[0]) for u in game.attackers(s, seat)[:1])
    out.extend(Block(u) for u in game.blockers(s, seat)[:1])
    out.extend(Activate(i) for reacting in (False, True) for i in game.activatable(s, seat, reacting=reacting)[:1])
    if s.prompt is not None and s.prompt.options:
        out.append(Answer(tuple(s.prompt.options[:max(1, s.prompt.least)])))
    return out


def taken(s: CpState, seat: int, move: CpMove) -> bool:
    """Whether the rules take `move` from `seat`; a refusal must leave the state as it was."""
    before = dumped(s)
    try:
        game.play(s, seat, move, T0)
    except IllegalAction:
        assert dumped(s) == before, f"refusing {move} changed the state"
        return False
    assert dumped(s) == before, f"playing {move} changed the state it was given"
    return True


def a_pick(picks: Picks, rng: random.Random) -> Answer:
    options = sorted(picks.options)
    count = rng.randint(picks.least, min(picks.most, len(options)))
    return Answer(tuple(rng.sample(options, count)))


def check_offer(s: CpState, offer: Offer[CpMove], rng: random.Random) -> tuple[int, int]:
    """(a) every listed move and the default is taken; (b) a random allowed pick is taken. How many of each."""
    listed = [m for moves_of in offer.only.values() for m in moves_of]
    for move in listed:
        assert offer.allows(move) and taken(s, offer.seat, move), f"{offer.wanted}: listed {move} refused"
    if offer.default is not None:
        assert offer.allows(offer.default), f"{offer.wanted}: its default {offer.default} is not offered"
        assert taken(s, offer.seat, offer.default), f"{offer.wanted}: its default {offer.default} is refused"
    picked = 0
    if offer.picks is not None:
        answer = a_pick(offer.picks, rng)
        assert offer.allows(answer)
        # the question's options are the rules' own: any allowed answer is taken, none needs more
        assert taken(s, offer.seat, answer), f"{s.prompt}: the allowed answer {answer} is refused"
        assert not offer.allows(Answer(("nonsense",)))
        picked = 1
    return len(listed), picked


def check_refusals(s: CpState, offers: list[Offer[CpMove]]) -> int:
    """(c) a move of a kind none of a seat's offers takes is refused, and the state is left as it was."""
    refused = 0
    for seat in (0, 1):
        offered = {kind for o in offers if o.seat == seat for kind in o.takes}
        for move in samples(s, seat):
            if type(move) not in offered:
                assert not taken(s, seat, move), f"seat {seat} was offered no {type(move).__name__} yet {move} is taken"
                refused += 1
    return refused


def check_decisions(s: CpState, offers: list[Offer[CpMove]], rng: random.Random) -> None:
    """(d) each offer allows what the framework's decision written from it accepts: its listed moves, a pick, a
    listed kind's move that is not listed, and the catalogue."""
    decisions = KIND.pending(s)
    assert [(d.seat, d.kind, d.awaited, d.group) for d in decisions] == \
        [(o.seat, o.wanted, o.awaited, o.group) for o in offers]
    for offer, decision in zip(offers, decisions, strict=True):
        tried: list[CpMove] = [m for moves_of in offer.only.values() for m in moves_of]
        if offer.picks is not None:
            tried.append(a_pick(offer.picks, rng))
        if ChooseDeck in offer.only:
            tried.append(ChooseDeck("no such deck"))
        tried.extend(samples(s, offer.seat))
        for move in tried:
            action = Action(*moves.encode(move))
            assert offer.allows(move) == decision.accepts(action), f"{offer.wanted}: {move} and {action} disagree"
        assert (decision.default is None) == (offer.default is None)
        if offer.default is not None:
            assert decision.default == Action(*moves.encode(offer.default))


@pytest.mark.parametrize(("seed", "smart", "quick", "own"), GAMES)
def test_the_engine_takes_what_it_offers_and_refuses_what_it_does_not(seed: int, smart: tuple[bool, bool],
                                                                     quick: bool, own: bool) -> None:
    rng = random.Random(seed)
    listed = picks = refused = 0
    wanted: set[str] = set()
    for s in positions(seed, smart, quick, own):
        offers = game.offers(s)
        for offer in offers:
            tried, picked = check_offer(s, offer, rng)
            listed, picks, wanted = listed + tried, picks + picked, wanted | {offer.wanted}
        refused += check_refusals(s, offers)
        check_decisions(s, offers, rng)
    assert {"deck", "order", "mulligan", "main", "concede"} <= wanted, wanted
    assert listed and refused, (listed, refused)

def test_a_game_reaches_every_decision_and_its_questions() -> None:
    """The games above see a React step and the rules' questions (what (b) checks is not vacuous)."""
    wanted: set[str] = set()
    for seed, smart, quick, own in GAMES:
        wanted |= {o.wanted for s in positions(seed, smart, quick, own) for o in game.offers(s)}
    assert wanted == {"deck", "order", "mulligan", "main", "react", "prompt", "concede"}


def test_the_catalogue_has_a_move_of_every_kind() -> None:
    assert {type(m) for m in CATALOGUE} == set(moves.NAME)


def test_offers_name_the_decks_a_seat_may_choose_and_concede_is_standing() -> None:
    s = game.new_game(7, T0, custom=((OWN,), ()))
    decks = {o.seat: o for o in game.offers(s)}
    assert set(decks) == {0, 1} and all(o.group == "deck" and o.default == ChooseDeck(moves.RANDOM)
                                        for o in decks.values())
    assert decks[0].allows(ChooseDeck("own")) and not decks[1].allows(ChooseDeck("own"))
    assert not any(o.wanted == "concede" for o in game.offers(s))  # nothing is played yet
    s = game.play(game.play(s, 0, ChooseDeck("heist")), 1, ChooseDeck("power"))
    standing = [o for o in game.offers(s) if not o.awaited]
    assert [(o.seat, o.wanted) for o in standing] == [(0, "concede"), (1, "concede")]
    assert all(o.allows(Concede()) for o in standing)
