"""Knowing Zero's computer player, and a random one to measure it against.

The computer is given its seat's view (`bot.games.zero.view`) and nothing else: its own hand, everything face up,
the opponent's hand size, the cards of the opponent's deck list it has not seen yet, and the cards it saw go back to
the opponent's hand after a battle (a face-down attack among them: which of them attack it cannot know, so it
judges an attack of n units as n of the units the opponent holds, of average strength). It attacks when its
army should win (or when a refusal would hand it enough points), refuses battles it would lose cheaply,
plays its cards where they kill or save a unit, and focuses its attacks on units it can destroy, most
valuable first. The random player (for the benchmark and the tests) plays from the whole state.
"""

from __future__ import annotations

from collections import Counter
from statistics import fmean

from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.games.zero.cards import CARDS, DECKS
from bot.games.zero.effects import aim_of, reached, useful, valid_targets
from bot.games.zero.game import answering, awaited, usable
from bot.games.zero.moves import (
    Accept,
    AcceptDraw,
    Assign,
    Attach,
    Attack,
    ChooseDeck,
    DeclineDraw,
    Draw,
    Formed,
    Pass,
    PlayAbstraction,
    PlayCard,
    Refuse,
    ZeroMove,
    encode,
)
from bot.games.zero.state import MAX_ARMY, ZeroState
from bot.games.zero.view import ZeroView


def power(card_id: str) -> float:
    card = CARDS[card_id]
    trait = {"armor": 1.5, "regen": 1.0, "sweep": 1.5, "guard": 0.5}.get(card.trait or "", 0.0) * (card.amount or 1)
    return card.attack * 1.2 + card.life * 0.7 + trait


def best_army(view: ZeroView, seat: int) -> list[int]:
    units = sorted(view.hand_of(seat, "unit"), key=lambda i: (-power(view.card(i).id), i))
    return units[:MAX_ARMY]


def _army_power(ids: list[str]) -> float:
    return sum(power(c) for c in ids)


def rival_units(view: ZeroView, seat: int) -> list[float]:
    """The powers of the units the rival holds (hand, and a face-down army), strongest first, from what `seat`
    knows: the ones it saw, and for the rest the average of the rival's units it has not seen."""
    rival = 1 - seat
    seen: Counter[str] = Counter()
    for zone in ("discard", "gone", "play"):
        seen.update(c.card for c in view.zone(zone, rival).shown() if c.card is not None)
    # a face-down army is still held: which of the cards `seat` saw are attacking is more than it knows
    held = view.count("hand", rival) + sum(not c.face_up for c in view.zone("army", rival).cards)
    known_held = list(view.known_held)
    seen.update(known_held)
    shipped = DECKS.get(view.decks[rival] or "")
    if shipped is not None:  # a shipped deck's list is known to all once the decks are revealed
        pool = list((Counter(shipped.cards) - seen).elements())
    else:  # a player's own deck: its list is theirs alone; guess from every card there is
        pool = list(CARDS)
    unknown_units = [c for c in pool if CARDS[c].is_unit]
    unit_share = len(unknown_units) / len(pool) if pool else 0.0
    # a seen ability may be carried by a face-down unit, so not among the cards counted as held
    guessed = round(max(0, held - len(known_held)) * unit_share)
    average = fmean(power(c) for c in unknown_units) if unknown_units else 0.0
    return sorted([power(c) for c in known_held if CARDS[c].is_unit] + [average] * guessed, reverse=True)


def estimate_rival(view: ZeroView, seat: int) -> float:
    """The power of the best army the rival could form, from what `seat` knows."""
    return sum(rival_units(view, seat)[:MAX_ARMY])


def estimate_attack(view: ZeroView, seat: int, size: int) -> float:
    """The power of an attack of `size` face-down units: that many of the units the rival holds, as strong as
    they are on average (which of them attack is not for `seat` to know)."""
    units = rival_units(view, seat)
    return size * fmean(units) if units else 0.0


def decide(view: ZeroView, seat: int, salt: int = 0) -> Wire | None:
    """The computer's move for `seat`, as a component would carry it."""
    move = choose(view, seat, salt)
    return None if move is None else encode(move)


def choose(view: ZeroView, seat: int, salt: int = 0) -> ZeroMove | None:
    """The computer's move for `seat`, from that seat's view (it is given nothing more); `salt` (the game's id) varies
    its choice of deck from game to game."""
    if view.answering == seat:
        behind = view.scores[seat] - view.scores[1 - seat]
        return AcceptDraw() if behind >= 10 else DeclineDraw()
    wanted = view.awaited.get(seat)
    if wanted is None:
        return None
    if wanted == "deck":
        return _deck(view, seat, salt)
    return {
        "turn": _turn, "attach": _attach, "defend": _defend, "window": _window, "assign": _assign,
    }[wanted](view, seat)


def _deck(view: ZeroView, seat: int, salt: int) -> ChooseDeck:
    """A shipped deck, picked by the game's id and the seat (the game's random numbers are not the computer's to
    read)."""
    decks = sorted(DECKS)
    return ChooseDeck(decks[GameRng(salt * 2 + seat).below(len(decks))])


def _turn(view: ZeroView, seat: int) -> ZeroMove:
    if not view.abstraction_played and view.hand_of(seat, "abstraction"):
        return PlayAbstraction(view.hand_of(seat, "abstraction")[0])
    army = best_army(view, seat)
    if not army:
        return Draw()
    if view.deck_empty(seat):
        return Attack(tuple(army))
    mine = _army_power([view.card(i).id for i in army])
    theirs = estimate_rival(view, seat)
    refusal_wins = view.scores[seat] <= len(army)
    if refusal_wins or mine >= 1.15 * theirs or (len(army) == MAX_ARMY and mine >= 0.9 * theirs):
        return Attack(tuple(army))
    return Draw()


def _attach(view: ZeroView, seat: int) -> Attach | Formed:
    army = view.army(seat)
    for ability in view.hand_of(seat, "ability"):
        effect = view.card(ability).effect or ""
        if effect == "heal":
            bearers = [u for u in army if view.card(u).nature == "creature"]
        elif effect == "repair":
            bearers = [u for u in army if view.card(u).nature == "machine"]
        else:
            bearers = list(army)
        if not bearers:
            continue
        if effect == "overclock":
            bearer = max(bearers, key=lambda u: (view.card(u).attack, u))
        else:
            bearer = max(bearers, key=lambda u: (view.card(u).value, view.card(u).life, u))
        return Attach(ability, bearer)
    return Formed()


def _defend(view: ZeroView, seat: int) -> Accept | Refuse:
    army = best_army(view, seat)
    attacker = 1 - seat
    size = view.count("army", attacker)
    if not army:
        return Refuse()
    if view.scores[attacker] <= size:  # a refusal would hand them the game
        return Accept(tuple(army))
    mine = _army_power([view.card(i).id for i in army])
    theirs = estimate_attack(view, seat, size)
    if mine >= 0.9 * theirs or (size >= 4 and mine >= 0.6 * theirs):
        return Accept(tuple(army))
    return Refuse()


def _hit_after_armour(view: ZeroView, target: int, amount: int) -> int:
    return max(0, amount - view.trait(target, "armor") - view.mod(target, "shield"))


def _window(view: ZeroView, seat: int) -> PlayCard | Pass:
    for card in view.playable:
        effect = view.card(card).effect or ""
        amount = view.card(card).amount
        kind = aim_of(effect)
        if kind == "enemy":
            targets = valid_targets(view, seat, effect)
            if effect == "sabotage":
                target = max(targets, key=lambda t: (view.attack_of(t), t))
                if view.attack_of(target) >= 3:
                    return PlayCard(card, target)
                continue
            kills = [t for t in targets if _hit_after_armour(view, t, amount) >= view.life_left(t)]
            pick = max(kills or targets, key=lambda t: (view.card(t).value, view.attack_of(t), t))
            if _hit_after_armour(view, pick, amount) > 0:
                return PlayCard(card, pick)
        elif kind in ("own_creature", "own_machine"):
            wounded = [t for t in valid_targets(view, seat, effect) if view.wounds(t) >= 2]
            if wounded:
                target = max(wounded, key=lambda t: (view.card(t).value, t))
                return PlayCard(card, target)
        elif effect in ("mend", "patch"):
            hurt = sum(view.wounds(u) for u in reached(view, seat, effect))
            if hurt >= 2:
                return PlayCard(card, None)
        elif useful(view, seat, effect):
            return PlayCard(card, None)
    return Pass()


def plan_attacks(view: ZeroView, seat: int) -> list[int]:
    """One target per unit in army order: each hit goes where it destroys something (most valuable
    first), else where the target is brought closest to destruction."""
    allowed = view.targets_for(seat)
    left = {t: view.life_left(t) for t in allowed}
    shields = {t: view.mod(t, "shield") for t in allowed}
    plan: dict[int, int] = {}
    for unit in sorted(view.army(seat), key=lambda u: (-view.attack_of(u), u)):
        power_now = view.attack_of(unit)

        def dealt(t: int, power_now: int = power_now) -> int:
            return max(0, power_now - view.trait(t, "armor") - shields[t])

        alive = [t for t in allowed if left[t] > 0] or allowed
        kills = [t for t in alive if dealt(t) >= left[t] > 0]
        if kills:
            target = max(kills, key=lambda t: (view.card(t).value, view.attack_of(t), -left[t], t))
        else:
            target = min(alive, key=lambda t: (left[t] - dealt(t), -view.card(t).value, t))
        plan[unit] = target
        hit = dealt(target)
        used = min(shields[target], max(0, power_now - view.trait(target, "armor")))
        shields[target] -= used
        left[target] -= hit
    return [plan[u] for u in view.army(seat)]


def _assign(view: ZeroView, seat: int) -> Assign:
    return Assign(tuple(plan_attacks(view, seat)))


# --- a random player (for the benchmark and the property tests) ------------------------------------------------
def random_move(s: ZeroState, seat: int, rng: GameRng) -> Wire | None:
    """A random legal move for `seat`, as a component would carry it."""
    move = random_choice(s, seat, rng)
    return None if move is None else encode(move)


def random_choice(s: ZeroState, seat: int, rng: GameRng) -> ZeroMove | None:
    if answering(s) == seat:
        answers: list[ZeroMove] = [AcceptDraw(), DeclineDraw()]
        return rng.choice(answers)
    wanted = awaited(s).get(seat)
    if wanted is None:
        return None
    if wanted == "deck":
        return ChooseDeck(rng.choice(sorted(DECKS)))
    if wanted == "turn":
        return _random_turn(s, seat, rng)
    if wanted == "attach":
        abilities = s.hand_of(seat, "ability")
        if abilities and rng.below(3):
            return Attach(rng.choice(abilities), rng.choice(s.army(seat)))
        return Formed()
    if wanted == "defend":
        units = s.hand_of(seat, "unit")
        if units and rng.below(2):
            return Accept(_some(units, rng))
        return Refuse()
    if wanted == "window":
        cards = usable(s, seat)
        if cards and rng.below(2):
            card = rng.choice(cards)
            effect = s.card(card).effect or ""
            targets = valid_targets(s, seat, effect)
            return PlayCard(card, rng.choice(targets) if aim_of(effect) else None)
        return Pass()
    allowed = s.targets_for(seat)
    return Assign(tuple(rng.choice(allowed) for _ in s.army(seat)))


def _random_turn(s: ZeroState, seat: int, rng: GameRng) -> ZeroMove | None:
    options: list[ZeroMove] = []
    if not s.abstraction_played:
        options += [PlayAbstraction(i) for i in s.hand_of(seat, "abstraction")]
    if not s.deck_empty(seat):
        options.append(Draw())
    units = s.hand_of(seat, "unit")
    if units:
        options.append(Attack(_some(units, rng)))
    return rng.choice(options) if options else None


def _some(units: list[int], rng: GameRng) -> tuple[int, ...]:
    pool = list(units)
    rng.shuffle(pool)
    return tuple(pool[: 1 + rng.below(min(MAX_ARMY, len(pool)))])
