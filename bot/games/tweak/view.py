"""What one viewer may know of a TWEAK! game: the table, the deck's size and the target on its top card's back, the
[T!] cards everyone holds face up, the counts and scores, and, for a seat, its own hand. The deck's order, the other
hands, the card each Bomb victim put down and the random numbers' state never reach a view, so no display or
computer can show or use them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from bot.games.tweak.cards import card_points, value
from bot.games.tweak.game import TweakState, bomb_given, tweak_actions, victims

Event = tuple[str, Mapping[str, Any]]


@dataclass(frozen=True)
class TweakView:
    viewer: int | None  # None: the public
    players: int
    target_score: int
    hand_no: int
    phase: str  # turn, bomb, over
    turn: int
    table: tuple[str, ...]
    target: int  # printed on the deck's top card's back (7 once the deck is gone)
    joker: int
    deck_size: int
    hand_sizes: tuple[int, ...]
    won_sizes: tuple[int, ...]
    tweaks: tuple[tuple[str, ...], ...]  # held face up
    scores: tuple[int, ...]
    short: tuple[bool, ...]
    used_tweak: bool
    tweak_actions: frozenset[str]  # the [T!] cards the player on turn may play now (public: they are face up)
    victims: tuple[int, ...]  # the seats a Bomb or a Thief may hit now (another seat holding cards)
    bomb_pending: tuple[int, ...]  # the Bomb's victims yet to put a card down
    actors: frozenset[int]
    deadline: float | None
    turn_timeout: float
    points: tuple[int, int, int]  # red, other colour, [T!]
    events: tuple[Event, ...]  # the last change's public events
    winners: tuple[int, ...]
    hand: tuple[str, ...]  # the viewer's own hand (the public: none)
    given: str | None  # the card the viewer put down for the Bomb under way

    @property
    def effective_target(self) -> int:
        return self.target + self.joker

    def card_points(self, card_id: str) -> int:
        return card_points(card_id, self.points)


def view(state: TweakState, seat: int | None) -> TweakView:
    own = seat is not None and 0 <= seat < state.players
    return TweakView(
        viewer=seat if own else None,
        players=state.players,
        target_score=state.target_score,
        hand_no=state.hand_no,
        phase=state.phase,
        turn=state.turn,
        table=tuple(state.table),
        target=state.target(),
        joker=state.joker,
        deck_size=len(state.deck),
        hand_sizes=tuple(len(h) for h in state.hands),
        won_sizes=tuple(len(w) for w in state.won),
        tweaks=tuple(tuple(held) for held in state.tweaks),
        scores=tuple(state.scores),
        short=tuple(state.short),
        used_tweak=state.used_tweak,
        tweak_actions=frozenset(tweak_actions(state)),
        victims=tuple(victims(state, state.turn)),
        bomb_pending=tuple(state.bomb["pending"]) if state.phase == "bomb" and state.bomb else (),
        actors=frozenset(state.actors()),
        deadline=state.deadline(),
        turn_timeout=state.turn_timeout,
        points=(state.points[0], state.points[1], state.points[2]),
        events=tuple((key, params) for key, params in state.events),
        winners=tuple(state.winners),
        hand=tuple(state.hands[seat]) if own and seat is not None else (),
        given=bomb_given(state, seat) if own and seat is not None else None,
    )


def possible_sums(seen: TweakView, target: int | None = None) -> list[tuple[str, tuple[str, ...]]]:
    """Every (card of the viewer's hand, table cards) that hits `target` (default: this turn's target)."""
    goal = seen.effective_target if target is None else target
    table = sorted(seen.table, key=value)
    out: list[tuple[str, tuple[str, ...]]] = []
    for hand_card in dict.fromkeys(seen.hand):
        need = goal - value(hand_card)
        if need <= 0:
            continue
        for size in range(1, len(table) + 1):
            if sum(value(c) for c in table[:size]) > need:
                break
            for combo in combinations(table, size):
                if sum(value(c) for c in combo) == need:
                    out.append((hand_card, combo))
    return out
