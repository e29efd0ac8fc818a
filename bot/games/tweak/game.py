"""TWEAK! rules: hands, turns, sums, TWEAK!s, the [T!] cards, scoring over hands.

Seats play in seat order. The first dealer is random; each later hand is dealt by the player to the
right of the previous dealer (the previous seat), and play starts with the seat after the dealer.

A turn: the player may play ONE [T!] card, at any point of the turn before the sum or the discard
(this is the window); then makes one sum (exactly one hand card plus one or more table cards adding
up to the target) or puts one hand card on the table. Then they draw back up to 3 cards, and if the
table is empty (after a TWEAK!), 2 cards are turned onto it: hand first, then table, as far as the
deck goes. Once the deck is exhausted the target is 7 (the blue card) until the hand ends.

Change Target needs a card in the central deck: with only the blue 7 left there is no target to
change, so the card cannot be played then (and stays in hand, still scoring).

Which non-red colours are left out is drawn at random for every hand, as the rules say. Card backs and
point values are options of a game (the house defaults unless the lobby chose otherwise).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.errors import IllegalAction as Illegal
from bot.engine.moves import Wire
from bot.engine.offers import Offer
from bot.engine.rng import GameRng
from bot.engine.state import StateData
from bot.games.tweak.cards import (
    BACKS,
    BLUE_SEVEN,
    COLOURS,
    DEFAULT_POINTS,
    MAX_POINTS,
    NUMBER_CARDS,
    TARGETS,
    TWEAK_CARDS,
    card_points,
    colours_for,
    value,
)
from bot.games.tweak.moves import JOKER, NAME, Bomb, Change, Discard, Give, Joker, Sum, Thief, TweakMove, decode

SCHEMA = 2  # 2 added points, backs and targets (a schema-1 state loads with the house defaults)
HAND_SIZE = 3
MAX_TURNS_SKIPPED = 64


@dataclass
class TweakState(StateData):  # schema 1 also stored "picks", which from_json ignores
    players: int
    target_score: int
    rng: int
    turn_timeout: float = 90.0  # 0: no clock (a human alone against computers, unless the opener set one)
    bomb_timeout: float = 60.0  # 0: no clock either
    colours: list[str] = field(default_factory=list)
    hand_no: int = 0
    dealer: int = 0
    turn: int = 0
    deck: list[str] = field(default_factory=list)  # the top is the LAST card
    table: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    won: list[list[str]] = field(default_factory=list)
    tweak_pile: list[str] = field(default_factory=list)
    tweaks: list[list[str]] = field(default_factory=list)  # held, face up
    used: list[str] = field(default_factory=list)  # [T!] cards played this hand
    discarded: list[str] = field(default_factory=list)  # table leftovers of finished hands (this hand: none)
    out: list[str] = field(default_factory=list)  # colours not in play this hand
    used_tweak: bool = False
    joker: int = 0
    phase: str = "turn"  # turn, bomb, over
    bomb: dict[str, Any] | None = None  # {"by": seat, "pending": [seats]}
    bomb_given: list[list[Any]] = field(default_factory=list)  # [seat, card] put down face down for the Bomb
    bomb_deadline: float | None = None
    turn_started: float = 0.0
    skip: list[bool] = field(default_factory=list)
    short: list[bool] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    hand_scores: list[list[int]] = field(default_factory=list)
    events: list[list[Any]] = field(default_factory=list)
    private: list[list[Any]] = field(default_factory=list)  # [seat, key, params]: last change, that seat only
    winners: list[int] = field(default_factory=list)
    last_won: list[list[str]] = field(default_factory=list)  # the finished hand's won piles, turned up to score
    last_tweaks: list[list[str]] = field(default_factory=list)
    points: list[int] = field(default_factory=lambda: list(DEFAULT_POINTS))  # red, other colour, [T!]
    backs: str = "house"
    targets: dict[str, int] = field(default_factory=dict)  # this hand's backs when they are shuffled


    # --- views ------------------------------------------------------------------------------------
    def back(self, card_id: str) -> int:
        """The target sum printed on a number card's back."""
        return self.targets.get(card_id) or NUMBER_CARDS[card_id].target

    def target(self) -> int:
        return self.back(self.deck[-1]) if self.deck else 7

    def effective_target(self) -> int:
        return self.target() + self.joker

    def actors(self) -> set[int]:
        if self.phase == "bomb" and self.bomb is not None:
            return set(self.bomb["pending"])
        if self.phase == "turn":
            return {self.turn}
        return set()

    def deadline(self) -> float | None:
        if self.phase == "bomb":
            return self.bomb_deadline
        if self.phase == "turn" and self.turn_timeout > 0:
            return self.turn_started + self.turn_timeout
        return None

    def is_over(self) -> bool:
        return self.phase == "over"

    def hand_points(self, seat: int) -> int:
        return sum(self.card_points(c) for c in [*self.won[seat], *self.tweaks[seat]])

    def card_points(self, card_id: str) -> int:
        return card_points(card_id, self.points)

    def all_cards(self) -> list[str]:
        """Every card of the game, wherever it is (the accounting the property tests check)."""
        return [*self.deck, *self.table, *(c for h in self.hands for c in h), *(c for w in self.won for c in w),
                *self.tweak_pile, *(c for t in self.tweaks for c in t), *self.used, *self.discarded, *self.out,
                *(card for _, card in self.bomb_given), BLUE_SEVEN]


# ---------------------------------------------------------------------------------------------------
# set-up


def new_game(players: int, target_score: int, seed: int, now: float, turn_timeout: float = 90.0,
             bomb_timeout: float = 60.0, points: tuple[int, int, int] = DEFAULT_POINTS,
             backs: str = "house") -> TweakState:
    if not 2 <= players <= 6:
        raise ValueError("TWEAK! is for 2 to 6 players")
    if backs not in BACKS or len(points) != 3 or not all(0 <= p <= MAX_POINTS for p in points):
        raise ValueError("unknown card backs or point values")
    state = TweakState(players=players, target_score=target_score, rng=GameRng(seed).to_json(),
                       turn_timeout=turn_timeout, bomb_timeout=bomb_timeout, scores=[0] * players,
                       points=list(points), backs=backs)
    state.dealer = _draw(state, players)
    _start_hand(state, now, first=True)
    return state


def _rng(state: TweakState) -> GameRng:
    return GameRng.from_json(state.rng)


def _draw(state: TweakState, n: int) -> int:
    rng = _rng(state)
    result = rng.below(n)
    state.rng = rng.to_json()
    return result


def _shuffle(state: TweakState, cards: MutableSequence[Any]) -> None:
    rng = _rng(state)
    rng.shuffle(cards)
    state.rng = rng.to_json()


def _event(state: TweakState, key: str, **params: Any) -> None:
    state.events.append([key, params])


def _choose_colours(state: TweakState) -> None:
    """Red and, drawn at random for this hand, as many other colours as the player count asks for."""
    others = [c for c in COLOURS if c != "red"]
    _shuffle(state, others)
    state.colours = ["red", *sorted(others[: colours_for(state.players) - 1], key=COLOURS.index)]
    state.targets = {}
    if state.backs == "shuffled":
        for colour in state.colours:
            backs = list(TARGETS)
            _shuffle(state, backs)
            state.targets.update({f"{colour[:2]}{i}": back for i, back in enumerate(backs)})


def _start_hand(state: TweakState, now: float, first: bool = False) -> None:
    n = state.players
    state.hand_no += 1
    if not first:
        state.dealer = (state.dealer - 1) % n  # the player to the right of the previous dealer
    _choose_colours(state)
    numbers = [cid for cid, card in NUMBER_CARDS.items() if card.colour in state.colours]
    state.out = [cid for cid, card in NUMBER_CARDS.items() if card.colour not in state.colours]
    _shuffle(state, numbers)
    state.tweak_pile = list(TWEAK_CARDS)
    _shuffle(state, state.tweak_pile)
    state.hands = [[] for _ in range(n)]
    for _ in range(HAND_SIZE):
        for k in range(1, n + 1):
            state.hands[(state.dealer + k) % n].append(numbers.pop())
    state.table = [numbers.pop(), numbers.pop()]
    state.deck = numbers
    state.won = [[] for _ in range(n)]
    state.tweaks = [[] for _ in range(n)]
    state.used, state.discarded = [], []
    state.skip = [False] * n
    state.short = [False] * n
    state.bomb, state.bomb_deadline = None, None
    _event(state, "tw.ev.hand", hand=state.hand_no, dealer=state.dealer)
    _begin_turn(state, (state.dealer + 1) % n, now)


# ---------------------------------------------------------------------------------------------------
# turns


def hand_finished(state: TweakState) -> bool:
    return not state.deck and not any(state.hands)


def _refill(state: TweakState, seat: int) -> None:
    drawn: list[str] = []
    while len(state.hands[seat]) < HAND_SIZE and state.deck:
        drawn.append(state.deck.pop())
        state.hands[seat].append(drawn[-1])
    if drawn:
        state.private.append([seat, "tw.ev.drew", {"cards": drawn}])
    if not state.table:
        for _ in range(2):
            if state.deck:
                state.table.append(state.deck.pop())


def _begin_turn(state: TweakState, seat: int, now: float) -> None:
    state.used_tweak, state.joker = False, 0
    for _ in range(MAX_TURNS_SKIPPED):
        if hand_finished(state):
            _end_hand(state, now)
            return
        if state.skip[seat] or not state.hands[seat]:
            if state.skip[seat]:
                _event(state, "tw.ev.skip", who=seat)
            state.skip[seat] = False
            state.short[seat] = False
            _refill(state, seat)
            seat = (seat + 1) % state.players
            continue
        break
    state.turn = seat
    state.phase = "turn"
    state.turn_started = now


def _end_turn(state: TweakState, now: float) -> None:
    seat = state.turn
    state.short[seat] = False
    _refill(state, seat)
    _begin_turn(state, (seat + 1) % state.players, now)


def _end_hand(state: TweakState, now: float) -> None:
    points = [state.hand_points(s) for s in range(state.players)]
    state.hand_scores.append(points)
    state.last_won = [list(w) for w in state.won]
    state.last_tweaks = [list(t) for t in state.tweaks]
    for s in range(state.players):
        state.scores[s] += points[s]
    state.discarded = [*state.discarded, *state.table]
    state.table = []
    _event(state, "tw.ev.hand_over", hand=state.hand_no, points=points)
    best = max(state.scores)
    if best >= state.target_score:
        top = [s for s in range(state.players) if state.scores[s] == best]
        if len(top) == 1:
            state.winners = top
            state.phase = "over"
            _event(state, "tw.ev.winner", who=top[0], score=best)
            return
        _event(state, "tw.ev.tie", score=best)
    _start_hand(state, now)


# ---------------------------------------------------------------------------------------------------
# sums


def announce(cards: list[str]) -> str:
    """"1 + 3 = 4; + 2 = 6; + 3 = 9": the hand card first, then the table cards."""
    values = [value(c) for c in cards]
    total = values[0] + values[1]
    text = f"{values[0]} + {values[1]} = {total}"
    for v in values[2:]:
        total += v
        text += f"; + {v} = {total}"
    return text


def victims(state: TweakState, seat: int) -> list[int]:
    """The seats a Bomb or a Thief played by `seat` may hit: every other seat holding cards."""
    return [s for s in range(state.players) if s != seat and state.hands[s]]


def tweak_actions(state: TweakState) -> list[str]:
    """The [T!] cards the player on turn may play now: one a turn, before the sum or the discard. Public facts all
    (they are held face up; Change Target needs a deck, the Bomb and the Thief a victim)."""
    if state.phase != "turn" or state.used_tweak:
        return []
    kinds = {TWEAK_CARDS[c] for c in state.tweaks[state.turn]}
    hit = bool(victims(state, state.turn))
    allowed = {"joker": True, "change": bool(state.deck), "bomb": hit, "thief": hit}
    return [kind for kind in ("joker", "change", "bomb", "thief") if kind in kinds and allowed[kind]]


BY_NAME: dict[str, type[TweakMove]] = {name: kind for kind, name in NAME.items()}  # tweak_actions names moves


def offers(state: TweakState) -> list[Offer[TweakMove]]:
    """Every move each seat may make now: a Bomb's victims each give one of their hand cards, else the player on
    turn sums or discards and may play one [T!] card first. No offer has a default: a turn run out of time is
    played by the computer, a Bomb's victims late give a random card (`bomb_timeout`)."""
    if state.phase == "bomb" and state.bomb:
        # the victims choose at once: one answer must not make the others' menus stale. Within a hand every [T!]
        # card played makes `used` longer, so this names this Bomb alone
        group = f"bomb:{state.hand_no}:{len(state.used)}"
        return [Offer(s, "give", frozenset({Give}), {Give: frozenset(Give(c) for c in state.hands[s])}, group=group)
                for s in state.bomb["pending"]]
    return [_turn_offer(state)] if state.phase == "turn" else []


def _turn_offer(state: TweakState) -> Offer[TweakMove]:
    """The sum (with a table) and the discard carry cards only the rules judge, saying what is missing; a Joker's
    +1 or -1 and a Thief's victims are listed; Change Target and the Bomb carry nothing."""
    seat = state.turn
    takes: set[type[TweakMove]] = {Sum, Discard} if state.table else {Discard}
    only: dict[type[TweakMove], frozenset[TweakMove]] = {}
    for kind in tweak_actions(state):
        takes.add(BY_NAME[kind])
    if Joker in takes:
        only[Joker] = frozenset(Joker(delta) for delta in JOKER.values())
    if Thief in takes:
        only[Thief] = frozenset(Thief(victim) for victim in victims(state, seat))
    return Offer(seat, "turn", frozenset(takes), only)


# ---------------------------------------------------------------------------------------------------
# actions


def apply(state: TweakState, seat: int, action: str, arg: str, values: tuple[str, ...], now: float) -> TweakState:
    """`seat`'s action, as a component carries it (`moves`), applied to a copy of `state`, or Illegal (and `state` is
    untouched)."""
    move = decode(Wire(action, arg, values)) if isinstance(action, str) else None
    if move is None:
        raise Illegal("err.not_available")  # nothing the bot offers carries these parts
    return play(state, seat, move, now)


def play(state: TweakState, seat: int, move: TweakMove, now: float) -> TweakState:
    """`seat`'s move applied to a copy of `state`, or Illegal (and `state` is untouched)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
        raise Illegal("err.not_in_game")
    state = state.clone()
    state.events, state.private = [], []
    match move:
        case Sum(hand, table):
            make_sum(state, seat, hand, list(table), now)
        case Discard(card):
            discard(state, seat, card, now)
        case Joker(delta):
            _joker(state, seat, delta)
        case Change():
            _change(state, seat)
        case Bomb():
            _bomb(state, seat, now)
        case Thief(victim):
            _thief(state, seat, victim)
        case Give(card):
            give_to_bomb(state, seat, card, now)
    return state


def _my_turn(state: TweakState, seat: int) -> None:
    if state.phase != "turn":
        raise Illegal("tw.err.wait_bomb" if state.phase == "bomb" else "err.game_over")
    if seat != state.turn:
        raise Illegal("err.not_your_turn")


def make_sum(state: TweakState, seat: int, hand_card: str, table_cards: list[str], now: float) -> None:
    _my_turn(state, seat)
    if hand_card not in state.hands[seat]:
        raise Illegal("tw.err.pick_hand")
    if not table_cards:
        raise Illegal("tw.err.pick_table")
    if any(c not in state.table for c in table_cards) or len(set(table_cards)) != len(table_cards):
        raise Illegal("tw.err.not_on_table")
    total = value(hand_card) + sum(value(c) for c in table_cards)
    goal = state.effective_target()
    if total != goal:
        raise Illegal("tw.err.wrong_sum", total=total, target=goal)
    state.hands[seat].remove(hand_card)
    for c in table_cards:
        state.table.remove(c)
    won = [hand_card, *sorted(table_cards, key=value)]
    state.won[seat].extend(won)
    _event(state, "tw.ev.sum", who=seat, sum=announce(won), target=goal)
    if not state.table:
        if state.tweak_pile:
            card = state.tweak_pile.pop()
            state.tweaks[seat].append(card)
            _event(state, "tw.ev.tweak", who=seat, card=TWEAK_CARDS[card])
        else:
            _event(state, "tw.ev.tweak_none", who=seat)
    _end_turn(state, now)


def discard(state: TweakState, seat: int, card: str, now: float) -> None:
    _my_turn(state, seat)
    if card not in state.hands[seat]:
        raise Illegal("tw.err.pick_hand")
    state.hands[seat].remove(card)
    state.table.append(card)
    _event(state, "tw.ev.discard", who=seat, card=card)
    _end_turn(state, now)


def _take_tweak(state: TweakState, seat: int, kind: str) -> None:
    _my_turn(state, seat)
    if state.used_tweak:
        raise Illegal("tw.err.one_tweak")
    if not state.hands[seat]:
        raise Illegal("tw.err.no_hand")
    card = next((c for c in state.tweaks[seat] if TWEAK_CARDS[c] == kind), None)
    if card is None:
        raise Illegal("tw.err.no_such_tweak")
    state.tweaks[seat].remove(card)
    state.used.append(card)
    state.used_tweak = True


def _thief(state: TweakState, seat: int, victim: int) -> None:
    if victim == seat or not 0 <= victim < state.players or not state.hands[victim]:
        raise Illegal("tw.err.bad_victim")
    _my_turn(state, seat)
    _take_tweak(state, seat, "thief")
    rng = _rng(state)
    card = state.hands[victim].pop(rng.below(len(state.hands[victim])))
    state.rng = rng.to_json()
    state.table.append(card)
    state.short[victim] = True
    if not state.hands[victim]:
        state.skip[victim] = True
    _event(state, "tw.ev.thief", who=seat, victim=victim, card=card)


def _joker(state: TweakState, seat: int, delta: int) -> None:
    _take_tweak(state, seat, "joker")
    state.joker = delta
    _event(state, "tw.ev.joker", who=seat, target=state.effective_target())


def _change(state: TweakState, seat: int) -> None:
    _my_turn(state, seat)
    if not state.deck:
        raise Illegal("tw.err.no_deck")
    _take_tweak(state, seat, "change")
    card = state.deck.pop()
    state.table.append(card)
    _event(state, "tw.ev.change", who=seat, card=card, target=state.target())


def _bomb(state: TweakState, seat: int, now: float) -> None:
    _my_turn(state, seat)
    victims = [s for s in range(state.players) if s != seat and state.hands[s]]
    if not victims:
        raise Illegal("tw.err.no_victims")
    _take_tweak(state, seat, "bomb")
    state.phase = "bomb"
    state.bomb = {"by": seat, "pending": victims}
    state.bomb_deadline = now + state.bomb_timeout if state.bomb_timeout > 0 else None  # 0: no clock
    _event(state, "tw.ev.bomb", who=seat)


def give_to_bomb(state: TweakState, seat: int, card: str, now: float) -> None:
    """A victim's card, put aside face down: the victims choose at once, so the cards are turned up together
    once the last one has chosen (nobody chooses knowing what the others gave)."""
    if state.phase != "bomb" or state.bomb is None or seat not in state.bomb["pending"]:
        raise Illegal("tw.err.no_bomb")
    if card not in state.hands[seat]:
        raise Illegal("tw.err.not_in_hand")
    state.hands[seat].remove(card)
    state.short[seat] = True
    if not state.hands[seat]:
        state.skip[seat] = True
    state.bomb["pending"].remove(seat)
    state.bomb_given.append([seat, card])
    if state.bomb["pending"]:
        _event(state, "tw.ev.bomb_chose", who=seat)
        state.private.append([seat, "tw.ev.bomb_gave", {"card": card}])
        return
    for victim, gift in sorted(state.bomb_given):
        state.table.append(gift)
        _event(state, "tw.ev.bombed", who=victim, card=gift)
    state.phase = "turn"
    state.bomb, state.bomb_deadline, state.bomb_given = None, None, []


def bomb_given(state: TweakState, seat: int) -> str | None:
    """The card `seat` gave to the Bomb under way, face down until every victim has chosen."""
    return next((card for victim, card in state.bomb_given if victim == seat), None)


def bomb_timeout(state: TweakState, now: float) -> None:
    """Victims who did not choose in time give a random card."""
    if state.phase != "bomb" or state.bomb is None:
        return
    state.events, state.private = [], []
    late = list(state.bomb["pending"])
    for seat in late:
        _event(state, "tw.ev.bomb_random", who=seat)
    for seat in late:
        rng = _rng(state)
        card = state.hands[seat][rng.below(len(state.hands[seat]))]
        state.rng = rng.to_json()
        give_to_bomb(state, seat, card, now)
    # the timeout chose for them all at once: nothing was put down to wait
    state.events = [e for e in state.events if e[0] != "tw.ev.bomb_chose"]
    state.private = [p for p in state.private if p[1] != "tw.ev.bomb_gave"]


