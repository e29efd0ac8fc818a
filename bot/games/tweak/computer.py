"""Computer players for TWEAK!: deterministic and sensible, one action at a time.

On its turn: a TWEAK! if one is possible (with the Joker if that is what makes it); otherwise the
sum worth the most points (ties: more cards, then the lower-valued hand card kept back). With no sum,
it plays a [T!] card that may open one — the Bomb if an opponent holds cards, else the Thief on the
opponent with the highest score, else Change Target — and looks again. Failing all that it discards
its least useful card: the fewest points, then the highest value (big cards combine least).
As a Bomb victim it gives that same least useful card.
"""

from __future__ import annotations

from bot.games.tweak.cards import TWEAK_CARDS, value
from bot.games.tweak.game import TweakState, possible_sums

Decision = tuple[str, str, tuple[str, ...]]


def least_useful(state: TweakState, cards: list[str]) -> str:
    return min(cards, key=lambda c: (state.card_points(c), -value(c), c))


def _best_sum(state: TweakState, seat: int, target: int) -> tuple[bool, int, tuple[str, tuple[str, ...]]] | None:
    best: tuple[bool, int, int, int, tuple[str, tuple[str, ...]]] | None = None
    for hand_card, combo in possible_sums(state, seat, target):
        tweak = len(combo) == len(state.table)
        points = state.card_points(hand_card) + sum(state.card_points(c) for c in combo)
        key = (tweak, points, len(combo), -value(hand_card), (hand_card, combo))
        if best is None or key[:4] > best[:4]:
            best = key
    return None if best is None else (best[0], best[1], best[4])


def _holds(state: TweakState, seat: int, kind: str) -> bool:
    return any(TWEAK_CARDS[c] == kind for c in state.tweaks[seat])


def decide(state: TweakState, seat: int) -> Decision | None:
    if state.phase == "bomb":
        if state.bomb is not None and seat in state.bomb["pending"] and state.hands[seat]:
            return "give", "", (least_useful(state, state.hands[seat]),)
        return None
    if state.phase != "turn" or state.turn != seat:
        return None
    hand = state.hands[seat]
    base = state.effective_target()
    current = _best_sum(state, seat, base)
    can_tweak = not state.used_tweak and bool(hand)
    if can_tweak and _holds(state, seat, "joker") and not (current and current[0]):
        for delta in (1, -1):
            option = _best_sum(state, seat, base + delta)
            if option and option[0]:
                return "joker", f"{delta:+d}", ()
    if current is not None:
        hand_card, combo = current[2]
        return "sum", hand_card, tuple(combo)
    if can_tweak:
        victims = [s for s in range(state.players) if s != seat and state.hands[s]]
        if _holds(state, seat, "bomb") and victims:
            return "bomb", "", ()
        if _holds(state, seat, "thief") and victims:
            target = max(victims, key=lambda s: (state.scores[s], -s))
            return "thief", "", (str(target),)
        if _holds(state, seat, "change") and state.deck:
            return "change", "", ()
    return "discard", least_useful(state, hand), ()
