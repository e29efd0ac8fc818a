"""Knowing Zero's computer player, and a random one to measure it against.

The computer sees what its seat may see: its own hand, everything face up, the opponent's hand size,
the cards of the opponent's deck list it has not seen yet, and the cards it saw go back to the
opponent's hand after a battle (a face-down attack among them: which of them attack it cannot know, so it
judges an attack of n units as n of the units the opponent holds, of average strength). It attacks when its
army should win (or when a refusal would hand it enough points), refuses battles it would lose cheaply,
plays its cards where they kill or save a unit, and focuses its attacks on units it can destroy, most
valuable first.
"""

from __future__ import annotations

from collections import Counter
from statistics import fmean

from bot.engine.rng import GameRng
from bot.games.zero.cards import CARDS, DECKS
from bot.games.zero.effects import TARGETS, reached, useful, valid_targets
from bot.games.zero.game import answering, awaited, usable
from bot.games.zero.state import MAX_ARMY, ZeroState

Move = tuple[str, str, tuple[str, ...]]


def power(card_id: str) -> float:
    card = CARDS[card_id]
    trait = {"armor": 1.5, "regen": 1.0, "sweep": 1.5, "guard": 0.5}.get(card.trait or "", 0.0) * (card.amount or 1)
    return card.attack * 1.2 + card.life * 0.7 + trait


def _unit_ids(s: ZeroState, seat: int) -> list[str]:
    return [s.inst(i).card for i in s.hand_of(seat, "unit")]


def best_army(s: ZeroState, seat: int) -> list[int]:
    units = sorted(s.hand_of(seat, "unit"), key=lambda i: (-power(s.inst(i).card), i))
    return units[:MAX_ARMY]


def _army_power(ids: list[str]) -> float:
    return sum(power(c) for c in ids)


def rival_units(s: ZeroState, seat: int) -> list[float]:
    """The powers of the units the rival holds (hand, and a face-down army), strongest first, from what `seat`
    knows: the ones it saw, and for the rest the average of the rival's units it has not seen."""
    rival = 1 - seat
    seen: Counter[str] = Counter()
    for zone in ("discard", "gone", "play"):
        seen.update(s.inst(i).card for i in s.zone(zone, rival))
    known = set(s.table.known[seat]) if seat < len(s.table.known) else set()
    # a face-down army is still held: which of the cards `seat` saw are attacking is more than it knows
    held = [*s.zone("hand", rival), *(i for i in s.army(rival) if not s.inst(i).face_up)]
    known_held = [s.inst(i).card for i in held if i in known]
    seen.update(known_held)
    shipped = DECKS.get(s.deck_choice[rival] or "")
    if shipped is not None:  # a shipped deck's list is known to all once the decks are revealed
        pool = list((Counter(shipped.cards) - seen).elements())
    else:  # a player's own deck: its list is theirs alone; guess from every card there is
        pool = list(CARDS)
    unknown_units = [c for c in pool if CARDS[c].is_unit]
    unit_share = len(unknown_units) / len(pool) if pool else 0.0
    guessed = round((len(held) - len(known_held)) * unit_share)
    average = fmean(power(c) for c in unknown_units) if unknown_units else 0.0
    return sorted([power(c) for c in known_held if CARDS[c].is_unit] + [average] * guessed, reverse=True)


def estimate_rival(s: ZeroState, seat: int) -> float:
    """The power of the best army the rival could form, from what `seat` knows."""
    return sum(rival_units(s, seat)[:MAX_ARMY])


def estimate_attack(s: ZeroState, seat: int, size: int) -> float:
    """The power of an attack of `size` face-down units: that many of the units the rival holds, as strong as
    they are on average (which of them attack is not for `seat` to know)."""
    units = rival_units(s, seat)
    return size * fmean(units) if units else 0.0


def decide(s: ZeroState, seat: int) -> Move | None:
    if answering(s) == seat:
        behind = s.scores[seat] - s.scores[1 - seat]
        return ("draw_accept" if behind >= 10 else "draw_decline", "", ())
    wanted = awaited(s).get(seat)
    if wanted is None:
        return None
    return {
        "deck": _deck, "turn": _turn, "attach": _attach, "defend": _defend, "window": _window, "assign": _assign,
    }[wanted](s, seat)


def _deck(s: ZeroState, seat: int) -> Move:
    decks = sorted(DECKS)
    return ("deck", decks[GameRng(s.rng + seat).below(len(decks))], ())


def _turn(s: ZeroState, seat: int) -> Move:
    if not s.abstraction_played and s.hand_of(seat, "abstraction"):
        return ("abstraction", str(s.hand_of(seat, "abstraction")[0]), ())
    army = best_army(s, seat)
    if not army:
        return ("draw", "", ())
    if s.deck_empty(seat):
        return ("attack", "", tuple(str(i) for i in army))
    mine = _army_power([s.inst(i).card for i in army])
    theirs = estimate_rival(s, seat)
    refusal_wins = s.scores[seat] <= len(army)
    if refusal_wins or mine >= 1.15 * theirs or (len(army) == MAX_ARMY and mine >= 0.9 * theirs):
        return ("attack", "", tuple(str(i) for i in army))
    return ("draw", "", ())


def _attach(s: ZeroState, seat: int) -> Move:
    army = s.army(seat)
    for ability in s.hand_of(seat, "ability"):
        effect = s.card(ability).effect or ""
        if effect == "heal":
            bearers = [u for u in army if s.card(u).nature == "creature"]
        elif effect == "repair":
            bearers = [u for u in army if s.card(u).nature == "machine"]
        else:
            bearers = list(army)
        if not bearers:
            continue
        if effect == "overclock":
            bearer = max(bearers, key=lambda u: (s.card(u).attack, u))
        else:
            bearer = max(bearers, key=lambda u: (s.card(u).value, s.card(u).life, u))
        return ("attach", str(ability), (str(bearer),))
    return ("formed", "", ())


def _defend(s: ZeroState, seat: int) -> Move:
    army = best_army(s, seat)
    attacker = 1 - seat
    size = len(s.army(attacker))
    if not army:
        return ("refuse", "", ())
    if s.scores[attacker] <= size:  # a refusal would hand them the game
        return ("accept", "", tuple(str(i) for i in army))
    mine = _army_power([s.inst(i).card for i in army])
    theirs = estimate_attack(s, seat, size)
    if mine >= 0.9 * theirs or (size >= 4 and mine >= 0.6 * theirs):
        return ("accept", "", tuple(str(i) for i in army))
    return ("refuse", "", ())


def _hit_after_armour(s: ZeroState, target: int, amount: int) -> int:
    return max(0, amount - s.trait(target, "armor") - s.mod(target, "shield"))


def _window(s: ZeroState, seat: int) -> Move:
    for card in usable(s, seat):
        effect = s.card(card).effect or ""
        amount = s.card(card).amount
        kind = TARGETS[effect]
        if kind == "enemy":
            targets = valid_targets(s, seat, effect)
            if effect == "sabotage":
                target = max(targets, key=lambda t: (s.attack_of(t), t))
                if s.attack_of(target) >= 3:
                    return ("play", str(card), (str(target),))
                continue
            kills = [t for t in targets if _hit_after_armour(s, t, amount) >= s.life_left(t)]
            pick = max(kills or targets, key=lambda t: (s.card(t).value, s.attack_of(t), t))
            if _hit_after_armour(s, pick, amount) > 0:
                return ("play", str(card), (str(pick),))
        elif kind in ("own_creature", "own_machine"):
            wounded = [t for t in valid_targets(s, seat, effect) if s.inst(t).counters.get("wounds", 0) >= 2]
            if wounded:
                target = max(wounded, key=lambda t: (s.card(t).value, t))
                return ("play", str(card), (str(target),))
        elif effect in ("mend", "patch"):
            hurt = sum(s.inst(u).counters.get("wounds", 0) for u in reached(s, seat, effect))
            if hurt >= 2:
                return ("play", str(card), ())
        elif useful(s, seat, effect):
            return ("play", str(card), ())
    return ("pass", "", ())


def plan_attacks(s: ZeroState, seat: int) -> list[int]:
    """One target per unit in army order: each hit goes where it destroys something (most valuable
    first), else where the target is brought closest to destruction."""
    allowed = s.targets_for(seat)
    left = {t: s.life_left(t) for t in allowed}
    shields = {t: s.mod(t, "shield") for t in allowed}
    plan: dict[int, int] = {}
    for unit in sorted(s.army(seat), key=lambda u: (-s.attack_of(u), u)):
        power_now = s.attack_of(unit)

        def dealt(t: int, power_now: int = power_now) -> int:
            return max(0, power_now - s.trait(t, "armor") - shields[t])

        alive = [t for t in allowed if left[t] > 0] or allowed
        kills = [t for t in alive if dealt(t) >= left[t] > 0]
        if kills:
            target = max(kills, key=lambda t: (s.card(t).value, s.attack_of(t), -left[t], t))
        else:
            target = min(alive, key=lambda t: (left[t] - dealt(t), -s.card(t).value, t))
        plan[unit] = target
        hit = dealt(target)
        used = min(shields[target], max(0, power_now - s.trait(target, "armor")))
        shields[target] -= used
        left[target] -= hit
    return [plan[u] for u in s.army(seat)]


def _assign(s: ZeroState, seat: int) -> Move:
    return ("assign", ".".join(str(t) for t in plan_attacks(s, seat)), ())


# --- a random player (for the benchmark and the property tests) ------------------------------------------------
def random_move(s: ZeroState, seat: int, rng: GameRng) -> Move | None:
    if answering(s) == seat:
        return (rng.choice(["draw_accept", "draw_decline"]), "", ())
    wanted = awaited(s).get(seat)
    if wanted is None:
        return None
    if wanted == "deck":
        return ("deck", rng.choice(sorted(DECKS)), ())
    if wanted == "turn":
        options: list[Move] = []
        if not s.abstraction_played:
            options += [("abstraction", str(i), ()) for i in s.hand_of(seat, "abstraction")]
        if not s.deck_empty(seat):
            options.append(("draw", "", ()))
        units = s.hand_of(seat, "unit")
        if units:
            options.append(("attack", "", _some(units, rng)))
        return rng.choice(options) if options else None
    if wanted == "attach":
        abilities = s.hand_of(seat, "ability")
        if abilities and rng.below(3):
            return ("attach", str(rng.choice(abilities)), (str(rng.choice(s.army(seat))),))
        return ("formed", "", ())
    if wanted == "defend":
        units = s.hand_of(seat, "unit")
        if units and rng.below(2):
            return ("accept", "", _some(units, rng))
        return ("refuse", "", ())
    if wanted == "window":
        cards = usable(s, seat)
        if cards and rng.below(2):
            card = rng.choice(cards)
            effect = s.card(card).effect or ""
            targets = valid_targets(s, seat, effect)
            return ("play", str(card), (str(rng.choice(targets)),) if TARGETS[effect] else ())
        return ("pass", "", ())
    allowed = s.targets_for(seat)
    return ("assign", ".".join(str(rng.choice(allowed)) for _ in s.army(seat)), ())


def _some(units: list[int], rng: GameRng) -> tuple[str, ...]:
    pool = list(units)
    rng.shuffle(pool)
    return tuple(str(i) for i in pool[: 1 + rng.below(min(MAX_ARMY, len(pool)))])
