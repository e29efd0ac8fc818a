"""TWEAK!'s engine is the one source of its legal moves: along seeded computer games (2 to 6 players, with offered
moves played now and then where the computers would not, and Bombs run out of time), every move an offer lists is
one the rules take, a move of a kind none of the seat's offers names is refused changing nothing, and the decision
the framework writes from an offer lets through exactly the listed moves the offer allows."""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from bot.engine.errors import IllegalAction
from bot.engine.offers import Offer
from bot.framework.kinds import Action
from bot.games.tweak import computer, game, moves
from bot.games.tweak.game import TweakState
from bot.games.tweak.kind import TweakKind
from bot.games.tweak.moves import Bomb, Change, Discard, Give, Joker, Sum, Thief, TweakMove
from bot.games.tweak.view import possible_sums
from bot.games.tweak.view import view as view_of

T0 = 1_000_000.0
KIND = TweakKind()
SEEDS = [(2, 3), (3, 17), (4, 404), (5, 8), (6, 61)]  # (players, seed)


def samples(s: TweakState, seat: int) -> list[TweakMove]:
    """One move of each kind as `seat` could send it, made of `seat`'s own cards where it names some (a sum that adds
    up where one does), so only what the game waits for from whom can refuse it."""
    hand = s.hands[seat] or ["re0"]
    sums = possible_sums(view_of(s, seat))
    made = Sum(*sums[0]) if sums else Sum(hand[0], tuple(s.table[:1]))
    return [made, Discard(hand[0]), Joker(1), Change(), Bomb(), Thief((seat + 1) % s.players), Give(hand[0])]


def test_the_samples_are_one_of_each_kind_of_move() -> None:
    s = game.new_game(3, 30, 1, T0)
    assert [type(m) for m in samples(s, 0)] == list(moves.NAME)


def dumped(s: TweakState) -> bytes:
    return msgspec.json.encode(KIND.dump(s))


def listed_moves(offer: Offer[TweakMove]) -> list[TweakMove]:
    return [m for only in offer.only.values() for m in only]


def check_offer(s: TweakState, offer: Offer[TweakMove], seen: Counter[str]) -> None:
    """(a) each listed move is taken; (d) the decision accepts a listed move's wire exactly as the offer allows it;
    the bare [T!] cards offered (Change, the Bomb) and a discard of each hand card are taken too."""
    decision = next(d for d in KIND.pending(s) if d.seat == offer.seat and d.kind == offer.wanted)
    assert offer.picks is None  # TWEAK! asks no question answered by picks
    for move in listed_moves(offer):
        game.play(s, offer.seat, move, T0)  # raises IllegalAction if the rules refuse an offered move
        assert offer.allows(move) and decision.accepts(Action(*moves.encode(move)))
        seen[moves.NAME[type(move)]] += 1
    unlisted = [Thief(offer.seat), Thief(s.players), Give("re0"), Give("zz9")]  # never listed: not a victim, no card
    for move in (m for m in unlisted if type(m) in offer.only and m not in offer.only[type(m)]):
        assert not offer.allows(move) and not decision.accepts(Action(*moves.encode(move)))
        seen["unlisted"] += 1
    bare: list[TweakMove] = [m for m in (Change(), Bomb()) if type(m) in offer.takes]
    for move in [*bare, *(Discard(c) for c in s.hands[offer.seat] if Discard in offer.takes)]:
        assert offer.allows(move) and decision.accepts(Action(*moves.encode(move)))
        game.play(s, offer.seat, move, T0)
        seen[moves.NAME[type(move)]] += 1


def check_position(s: TweakState, rng: random.Random, seen: Counter[str]) -> None:
    offers = game.offers(s)
    assert [(d.seat, d.kind) for d in KIND.pending(s)] == [(o.seat, o.wanted) for o in offers]
    before = dumped(s)
    for offer in offers:
        check_offer(s, offer, seen)
        assert dumped(s) == before, "playing an offered move changed the state it was given"
    for seat in range(s.players):  # (c) kinds of move none of the seat's offers takes are refused, untouched
        offered = {kind for o in offers if o.seat == seat for kind in o.takes}
        decisions = [d for d in KIND.pending(s) if d.seat == seat]
        unoffered = [m for m in samples(s, seat) if type(m) not in offered]
        for move in rng.sample(unoffered, min(3, len(unoffered))):
            with pytest.raises(IllegalAction):
                game.play(s, seat, move, T0)
            assert dumped(s) == before, f"a refused {move} changed the state"
            assert not any(d.accepts(Action(*moves.encode(move))) for d in decisions)
            seen["refused"] += 1


def next_state(s: TweakState, rng: random.Random) -> TweakState:
    """Mostly the computer's move; now and then a listed move or a bare [T!] card offered (where the computers
    would not play it), or a Bomb run out of time."""
    if s.phase == "bomb" and rng.random() < 0.2:
        s = s.clone()
        game.bomb_timeout(s, T0)
        return s
    offers = game.offers(s)
    offer = rng.choice(offers)
    extra = [*listed_moves(offer), *(m for m in (Change(), Bomb()) if type(m) in offer.takes)]
    if extra and rng.random() < 0.3:
        return game.play(s, offer.seat, rng.choice(extra), T0)
    move = computer.choose(view_of(s, offer.seat), offer.seat)
    assert move is not None and offer.allows(move), f"the computer's {move} is not offered"
    return game.play(s, offer.seat, move, T0)


@pytest.mark.parametrize(("players", "seed"), SEEDS)
def test_offers_along_computer_games(players: int, seed: int) -> None:
    s, rng = game.new_game(players, 60, seed, T0), random.Random(seed)
    seen: Counter[str] = Counter()
    positions = 0
    while not s.is_over() and positions < 300:
        check_position(s, rng, seen)
        positions += 1
        s = next_state(s, rng)
    assert positions > 30 and seen["discard"] and seen["refused"]
    assert not game.offers(s) or positions == 300


def test_every_listed_kind_was_played_along_the_games() -> None:
    """The games above reach every kind of listed move: a check over them is not vacuous."""
    seen: Counter[str] = Counter()
    for players, seed in SEEDS:
        s, rng = game.new_game(players, 60, seed, T0), random.Random(seed)
        for _ in range(300):
            if s.is_over():
                break
            for offer in game.offers(s):
                seen.update(moves.NAME[type(m)] for m in listed_moves(offer))
            s = next_state(s, rng)
    assert seen["give"] and seen["joker"] and seen["thief"], seen


def test_a_bombs_victims_are_offered_their_own_cards_at_once() -> None:
    s = game.new_game(3, 30, 2, T0)
    s.tweaks[s.turn] = ["bomb1"]
    bomber = s.turn
    s = game.play(s, bomber, Bomb(), T0)
    offers = game.offers(s)
    assert [o.seat for o in offers] == [v for v in range(3) if v != bomber]
    assert len({o.group for o in offers}) == 1 and offers[0].group is not None
    for offer in offers:
        assert offer.wanted == "give" and offer.takes == {Give} and offer.default is None
        assert offer.only[Give] == {Give(c) for c in s.hands[offer.seat]}
    first = offers[0].seat
    s = game.play(s, first, Give(s.hands[first][0]), T0)
    assert [o.seat for o in game.offers(s)] == [offers[1].seat]  # the other victim still chooses, in the same group
    assert game.offers(s)[0].group == offers[0].group


def test_a_turn_names_the_sum_and_discard_unlisted_and_the_tweak_cards_it_may_play() -> None:
    s = game.new_game(3, 30, 4, T0)
    s.tweaks[s.turn] = ["joker1", "thief1"]
    offer, = game.offers(s)
    assert offer.seat == s.turn and offer.wanted == "turn" and offer.awaited and offer.default is None
    assert offer.takes == {Sum, Discard, Joker, Thief}
    assert offer.only == {Joker: {Joker(1), Joker(-1)}, Thief: {Thief(v) for v in range(3) if v != s.turn}}
    s = game.play(s, s.turn, Joker(1), T0)
    offer, = game.offers(s)
    assert offer.takes == {Sum, Discard} and not offer.only  # one [T!] card a turn
