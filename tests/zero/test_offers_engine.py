"""Knowing Zero's engine is the one source of its legal moves: along computer games, every move an offer lists is one
the rules take, a move of a kind no offer of the seat names is refused changing nothing, and the framework's decision
written from an offer lets through exactly the listed moves it names."""

from __future__ import annotations

import random

import msgspec
import pytest

from bot.engine.errors import IllegalAction
from bot.framework.kinds import Action
from bot.framework.offering import decision_of
from bot.games.zero import computer, game, moves
from bot.games.zero.cards import DECKS
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view as view_of

T0 = 1_000_000.0
SAMPLES: tuple[moves.ZeroMove, ...] = (  # one move of each kind, as a client could send it
    moves.ChooseDeck("starter"), moves.PlayAbstraction(1), moves.Draw(), moves.Attack((1,)), moves.Attach(1, 2),
    moves.Formed(), moves.Back(), moves.Accept((1,)), moves.Refuse(), moves.PlayCard(1, None), moves.Pass(),
    moves.Assign(()), moves.OfferDraw(), moves.AcceptDraw(), moves.DeclineDraw(),
)


def test_the_samples_are_one_of_each_kind_of_move() -> None:
    assert {type(m) for m in SAMPLES} == set(moves.NAME)


def dumped(s: ZeroState) -> bytes:
    return msgspec.json.encode(s)


def check_position(s: ZeroState, rng: random.Random) -> int:
    """Every listed move is taken; unoffered kinds are refused untouched; returns the listed moves tried."""
    offers = game.offers(s)
    before = dumped(s)
    tried = 0
    for offer in offers:
        decision = decision_of(offer, moves.NAME, moves.encode)
        for move in (m for listed in offer.only.values() for m in listed):
            game.play(s, offer.seat, move, T0)  # raises if the rules refuse an offered move
            assert offer.allows(move) and decision.accepts(Action(*moves.encode(move)))
            tried += 1
        assert dumped(s) == before, "playing an offered move changed the state it was given"
    for seat in (0, 1):
        offered = {kind for o in offers if o.seat == seat for kind in o.takes}
        for move in rng.sample([m for m in SAMPLES if type(m) not in offered], 4):
            with pytest.raises(IllegalAction):
                game.play(s, seat, move, T0)
            assert dumped(s) == before
            assert not any(d.accepts(Action(*moves.encode(move)))
                           for d in (decision_of(o, moves.NAME, moves.encode) for o in offers if o.seat == seat))
    return tried


@pytest.mark.parametrize("seed", [3, 17, 404])
def test_offers_along_computer_games(seed: int) -> None:
    s, rng = game.new_game(seed, T0), random.Random(seed)
    tried = positions = 0
    while not s.is_over() and positions < 400:
        tried += check_position(s, rng)
        positions += 1
        seat = min(game.awaited(s))
        move = computer.choose(view_of(s, seat), seat, salt=seed)
        assert move is not None and game.offers(s) and any(o.seat == seat and o.allows(move) for o in game.offers(s))
        s = game.play(s, seat, move, T0)
    assert positions > 20 and tried >= 2 * len(DECKS)  # both seats' decks were listed and played at least


def test_a_draw_offer_is_answered_by_listed_moves_and_declined_on_a_timeout() -> None:
    s = game.new_game(5, T0)
    for seat in (0, 1):
        s = game.play(s, seat, moves.ChooseDeck(sorted(DECKS)[0]), T0)
    s = game.play(s, s.turn, moves.OfferDraw(), T0)
    answer = next(o for o in game.offers(s) if o.wanted == "draw_answer")
    assert answer.seat == 1 - s.turn and answer.only == {moves.AcceptDraw: {moves.AcceptDraw()},
                                                         moves.DeclineDraw: {moves.DeclineDraw()}}
    assert answer.default == moves.DeclineDraw()
    assert not [o for o in game.offers(s) if o.wanted == "offer"]  # no second offer while one is open
