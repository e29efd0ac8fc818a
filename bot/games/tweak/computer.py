"""Computer players for TWEAK!: deterministic and sensible, one action at a time, from their seat's view alone.

On its turn: a TWEAK! if one is possible (with the Joker if that is what makes it); otherwise the
sum worth the most points (ties: more cards, then the lower-valued hand card kept back). With no sum,
it plays a [T!] card that may open one — the Bomb if an opponent holds cards, else the Thief on the
opponent with the highest score, else Change Target — and looks again. Failing all that it discards
its least useful card: the fewest points, then the highest value (big cards combine least).
As a Bomb victim it gives that same least useful card.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.moves import Wire
from bot.games.tweak.cards import value
from bot.games.tweak.moves import Bomb, Change, Discard, Give, Joker, Sum, Thief, TweakMove, encode
from bot.games.tweak.view import TweakView, possible_sums


def least_useful(seen: TweakView, cards: Sequence[str]) -> str:
    return min(cards, key=lambda c: (seen.card_points(c), -value(c), c))


def _best_sum(seen: TweakView, target: int) -> tuple[bool, int, tuple[str, tuple[str, ...]]] | None:
    best: tuple[bool, int, int, int, tuple[str, tuple[str, ...]]] | None = None
    for hand_card, combo in possible_sums(seen, target):
        tweak = len(combo) == len(seen.table)
        points = seen.card_points(hand_card) + sum(seen.card_points(c) for c in combo)
        key = (tweak, points, len(combo), -value(hand_card), (hand_card, combo))
        if best is None or key[:4] > best[:4]:
            best = key
    return None if best is None else (best[0], best[1], best[4])


def decide(seen: TweakView, seat: int) -> Wire | None:
    """The computer's move for `seat`, as a component would carry it."""
    move = choose(seen, seat)
    return None if move is None else encode(move)


def choose(seen: TweakView, seat: int) -> TweakMove | None:
    if seen.viewer != seat:
        return None  # a computer chooses only from its own seat's view
    if seen.phase == "bomb":
        if seat in seen.bomb_pending and seen.hand:
            return Give(least_useful(seen, seen.hand))
        return None
    if seen.phase != "turn" or seen.turn != seat:
        return None
    base = seen.effective_target
    current = _best_sum(seen, base)
    playable = seen.tweak_actions if seen.hand else frozenset()
    if "joker" in playable and not (current and current[0]):
        for delta in (1, -1):
            option = _best_sum(seen, base + delta)
            if option and option[0]:
                return Joker(delta)
    if current is not None:
        hand_card, combo = current[2]
        return Sum(hand_card, tuple(combo))
    if "bomb" in playable:
        return Bomb()
    if "thief" in playable:
        target = max(seen.victims, key=lambda s: (seen.scores[s], -s))
        return Thief(target)
    if "change" in playable:
        return Change()
    return Discard(least_useful(seen, seen.hand))
