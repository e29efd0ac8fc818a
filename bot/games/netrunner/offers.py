"""What Netrunner offers each seat now, as typed moves (`bot.engine.offers`): the decision the game waits for from
it, with what running out of time plays there, and the standing options nobody waits for: conceding, the Corp's
rez between the Runner's steps, and the Corp's rez-stops toggle. Pure engine: the rules judge every move that
cannot be listed (a card and its payment) as it is played."""

from __future__ import annotations

from bot.engine.offers import Offer, listed, question
from bot.games.netrunner import game
from bot.games.netrunner.moves import (
    Answer,
    Begin,
    Concede,
    Continue,
    Do,
    EndTurn,
    Mulligan,
    NrMove,
    Rest,
    Rez,
    RezStops,
)
from bot.games.netrunner.state import NrState

NrOffer = Offer[NrMove]
# what running out of time plays: keep the hand, no rez, let the subroutines fire, go on (a turn: `timeout_move`;
# a question: the computer's answer)
TIMEOUT_MOVES: dict[str, NrMove] = {
    "mulligan": Mulligan(False), "opening": Begin(), "approach": Continue(), "encounter": Continue(),
    "movement": Continue(), "server_window": Continue()}


def timeout_move(s: NrState, wanted: str) -> NrMove | None:
    """What a timeout plays for `wanted`: a turn's clicks become credits (or, none left, the turn ends)."""
    if wanted == "turn":
        return Rest() if s.clicks > 0 else EndTurn()
    return TIMEOUT_MOVES.get(wanted)


def awaited_offer(s: NrState, seat: int, wanted: str) -> NrOffer:
    """The decision the game waits for from `seat`: a turn takes its side's actions and the "do" select's."""
    default = timeout_move(s, wanted)
    if wanted == "mulligan":
        return listed(seat, wanted, Mulligan(True), Mulligan(False), default=default)
    if wanted == "prompt":
        prompt = s.prompt
        assert prompt is not None
        return question(seat, wanted, Answer, prompt.options, prompt.least, prompt.most, default)
    takes: set[type[NrMove]] = set(game.takes(s, seat, wanted))
    if wanted == "turn":
        takes.add(Do)
    return Offer(seat, wanted, frozenset(takes), default=default)


def standing_offers(s: NrState) -> list[NrOffer]:
    """Conceding, for both; the Corp's rez between the Runner's steps (which cards, the rules judge: nobody else
    may learn them); the rez-stops toggle, changed in the Corp's own decisions only."""
    out: list[NrOffer] = [listed(seat, "concede", Concede(), awaited=False) for seat in (0, 1)]
    if game.standing_rez(s):
        out.append(Offer(s.corp, "rez_window", frozenset({Rez}), awaited=False))
    if s.corp in game.awaited(s):
        out.append(listed(s.corp, "rez_stops", RezStops(not s.rez_stops), awaited=False))
    return out


def offers(s: NrState) -> list[NrOffer]:
    """Every move each seat may make now: what the game waits for, then the standing options."""
    if s.is_over():
        return []
    return [*(awaited_offer(s, seat, wanted) for seat, wanted in sorted(game.awaited(s).items())),
            *standing_offers(s)]
