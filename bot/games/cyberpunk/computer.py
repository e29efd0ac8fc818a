"""Cyberpunk TCG's computer player, every legal move (for a random player and the tests), and the two
measured against each other.

Both read a seat's view (`bot.games.cyberpunk.view`), never the state: the computer knows its hand, the public
table and the Legends it looked at, and chooses among the moves the view offers. Each turn it calls a Legend, sells
one card while it is short of Eddies (not a Program that would do something now), goes solo, plays its strongest
affordable Units (then Gear on its best Unit, then the Programs that do something now), and attacks: the Gig area
when no ready blocker would beat its attacker, a spent rival Unit it beats. In a React step it blocks a steal with a
Unit that survives it (or a cheap one), or plays a QUICK card that turns the attack (Reboot Optics saving a Unit
about to be defeated, Floor It turning a fight or a steal). What is worth doing with one card is that card's hints,
in its one definition (`abilities.CARDS`): when a Program does something, when a QUICK card turns an attack, how to
answer its questions.
"""

from __future__ import annotations

from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.games.cyberpunk import game
from bot.games.cyberpunk.abilities import SKIP, of
from bot.games.cyberpunk.cards import SHIPPED
from bot.games.cyberpunk.moves import (
    RANDOM,
    Activate,
    Answer,
    Attack,
    Block,
    CallLegend,
    ChooseDeck,
    ChooseOrder,
    CpMove,
    EndTurn,
    GoSolo,
    Mulligan,
    Play,
    ReactDone,
    Sell,
    encode,
)
from bot.games.cyberpunk.state import Prompt
from bot.games.cyberpunk.view import CpView, Options

EDDIES_WANTED = 7


def legal(view: CpView, seat: int) -> list[CpMove]:
    """Every move `seat` may make now, from its own view (payment left to the engine's default)."""
    wanted = view.awaited.get(seat)
    if view.viewer != seat:
        return []  # another seat's view offers nothing to choose from
    if wanted == "deck":
        return [ChooseDeck(d) for d in (*SHIPPED, RANDOM)]
    if wanted == "order":
        return [ChooseOrder(True), ChooseOrder(False)]
    if wanted == "mulligan":
        return [Mulligan(True), Mulligan(False)]
    if wanted == "prompt":
        p = view.prompt
        assert p is not None
        out: list[CpMove] = [Answer((o,)) for o in p.options] if p.least <= 1 else []
        if p.most > 1 or p.least != 1:
            out.append(Answer(tuple(p.options[: p.most])))
        if p.least == 0:
            out.append(Answer(()))
        return out
    if wanted in ("main", "react") and view.options is not None:
        return _turn_moves(view, view.options, reacting=wanted == "react")
    return []


def legal_moves(view: CpView, seat: int) -> list[Wire]:
    """`legal`, as components carry the moves."""
    return [encode(move) for move in legal(view, seat)]


def _turn_moves(view: CpView, o: Options, *, reacting: bool) -> list[CpMove]:
    out: list[CpMove] = [ReactDone()] if reacting else [] if o.must_attack else [EndTurn()]
    for iid in o.playable:
        if view.card(iid).type == "gear":
            out.extend(Play(iid, h) for h in o.hosts)
        else:
            out.append(Play(iid))
    out.extend(CallLegend(slot) for slot in o.calls)
    out.extend(Activate(card) for card in o.activatable)
    if reacting:
        out.extend(Block(b) for b in o.blockers)
        return out
    out.extend(Sell(i) for i in o.sellable)
    out.extend(GoSolo(slot) for slot in o.solos)
    for attacker, targets in o.attackers.items():
        out.extend(Attack(attacker, t) for t in targets)
    return out


def random_move(view: CpView, seat: int, rng: GameRng) -> Wire:
    """A random player's move: any legal one of its seat's view."""
    return encode(rng.choice(legal(view, seat)))


def decide(view: CpView, seat: int) -> Wire | None:
    """The computer's move for `seat`, as a component would carry it."""
    move = choose(view, seat)
    return None if move is None else encode(move)


def choose(view: CpView, seat: int) -> CpMove | None:
    wanted = view.awaited.get(seat)
    if wanted is None or view.viewer != seat:
        return None
    if wanted == "deck":
        return ChooseDeck(RANDOM)  # dealt once both have chosen: not the rival's deck
    if wanted == "order":
        return ChooseOrder(True)
    if wanted == "mulligan":
        cheap = [c for c in _hand(view, seat) if view.card(c).type == "unit" and (view.card(c).cost or 0) <= 4]
        return Mulligan(not cheap)
    if wanted == "prompt":
        return Answer(tuple(_answer(view, seat)))
    assert view.options is not None
    if wanted == "react":
        return _react(view, seat, view.options)
    return _main(view, seat, view.options)


def _hand(view: CpView, seat: int) -> list[int]:
    return [c.iid for c in view.zone("hand", seat).cards if c.iid is not None]


def _power(view: CpView, iid: int) -> int:
    return view.power.get(iid, 0)


# --- questions ------------------------------------------------------------------------------------------------------
DICE_QUESTIONS = frozenset({"steal", "swap_mine", "swap_theirs", "gig", "amount", "steal_extra"})


def _answer(view: CpView, seat: int) -> list[str]:
    p = view.prompt
    assert p is not None
    preferred = of(p.card).hints.answers.get(p.kind)  # the asking card's own preference first
    choice = preferred(view, seat, p) if preferred is not None else None
    if choice is not None:
        return choice
    if p.kind in DICE_QUESTIONS:
        return [_die_answer(view, seat, p)]
    options = p.options
    real = [o for o in options if o != SKIP]

    def unit_power(o: str) -> int:
        return _power(view, int(o))

    def mine(iid: str) -> bool:
        return view.controller(int(iid)) == seat

    kind = p.kind
    if kind == "roll":
        return [max(options, key=int)]
    if kind in ("order", "look_legend", "look_legend_may", "free_call"):
        return [real[0]] if real else [SKIP]
    if kind == "call_seen":
        return ["call"]
    if kind in ("take_gear", "take_found"):
        return options[: p.most]
    if kind == "trash_top":
        return ["keep"]
    if kind == "draw_five":
        return ["draw" if len(view.zone("deck", seat)) > 12 else SKIP]
    if kind == "discard":
        return [min(options, key=lambda o: ((view.card(int(o)).cost or 0), view.card(int(o)).type == "unit"))]
    if kind in ("spend_rival", "weaken"):
        a = view.attack
        if kind == "weaken" and a is not None and str(a.attacker) in options:
            return [str(a.attacker)]
        ready = [o for o in options if not view.cards[int(o)].spent] or options
        return [max(ready, key=unit_power)]
    if kind in UNIT_CHOICES:
        return _unit_answer(view, p)
    if kind == "take_trashed":
        return [max(real, key=lambda o: view.card(int(o)).cost or 0)] if real else [SKIP]
    if kind in ("defeat_unit", "defeat_any"):
        theirs = [o for o in options if not mine(o)]
        return [max(theirs, key=unit_power)] if theirs else [min(options, key=unit_power)]
    if kind == "defeat_gear":
        theirs = [o for o in real if not mine(o)]
        return [max(theirs, key=lambda o: view.card(int(o)).power or 0)] if theirs else [SKIP]
    return options[: max(1, p.least)]


UNIT_CHOICES = frozenset({"buff_unit", "slow_unit", "haste_unit", "freeze_unit", "stop_unit", "bottom_unit",
                          "defeat_own", "bottom_own", "ready_units", "ready_unit", "host_unit"})


def _unit_answer(view: CpView, p: Prompt) -> list[str]:
    """Which Units: the one in the attack first (a bonus for the attacked Unit, fewer Gigs for the attacker), the
    strongest ready one (to help, or to stop), the weakest of one's own (to give up)."""
    options = p.options

    def unit_power(o: str) -> int:
        return _power(view, int(o))

    a = view.attack
    in_attack = None if a is None else {"buff_unit": a.target, "slow_unit": a.attacker}.get(p.kind)
    if in_attack is not None and str(in_attack) in options:
        return [str(in_attack)]
    if p.kind in ("defeat_own", "bottom_own"):
        return [min(options, key=unit_power)]
    if p.kind == "ready_units":
        return sorted(options, key=unit_power, reverse=True)[: p.most]
    ready = [o for o in options if not view.cards[int(o)].spent] or options
    return [max(ready, key=unit_power)]


def _die_answer(view: CpView, seat: int, p: Prompt) -> str:
    """A question about Gig dice: which to steal, to swap, to adjust, and by how much."""
    options = p.options
    real = [o for o in options if o != SKIP]

    def value(o: str) -> int:
        return view.die(int(o)).value

    if p.kind in ("steal", "swap_theirs", "steal_extra"):
        return max(options, key=value)
    if p.kind == "swap_mine":
        low = min(real, key=value)
        best_rival = max((d.value for d in view.gigs(1 - seat)), default=0)
        return low if best_rival > value(low) else SKIP
    if p.kind == "gig":
        return _gig_choice(view, seat, real, p.params.get("up", 0), p.params.get("down", 0))
    die = view.die(int(p.params["die"]))  # "amount": by how much the chosen die moves
    deltas = [int(o) for o in options if o != SKIP]
    return f"{max(deltas) if die.area == seat else min(deltas):+d}"


def _gig_choice(view: CpView, seat: int, dice: list[str], up: int, down: int) -> str:
    if not dice:
        return SKIP
    gig = {o: view.die(int(o)) for o in dice}
    own_up = [o for o in dice if gig[o].area == seat and up > 0 and gig[o].value < gig[o].sides]
    if own_up:
        return max(own_up, key=lambda o: gig[o].sides - gig[o].value)
    rival_down = [o for o in dice if gig[o].area != seat and down > 0 and gig[o].value > 1]
    if rival_down:
        return max(rival_down, key=lambda o: gig[o].value)
    return SKIP


# --- the React step --------------------------------------------------------------------------------------------------
def _react(view: CpView, seat: int, o: Options) -> CpMove:
    a = view.attack
    assert a is not None
    power = _power(view, a.attacker)
    hand = {view.card_id(i): i for i in o.playable}
    blockers = o.blockers
    if a.target is None and blockers and game.steal_count(power) > 0 and view.stealable:
        best = max(blockers, key=lambda b: (_power(view, b) >= power, -(view.card(b).cost or 0)))
        return Block(best)
    worth = [card for card in hand if _turns_attack(view, seat, card)]
    if worth:
        return Play(hand[min(worth, key=lambda card: of(card).hints.react_rank)])
    used = _worth_activating(view, seat, o)
    return Activate(used) if used is not None else ReactDone()


def _worth_activating(view: CpView, seat: int, o: Options) -> int | None:
    """The first card whose ⊡ ability its hint says is worth using now."""
    for iid in o.activatable:
        ability = of(view.card_id(iid)).activated
        if ability is not None and ability.use is not None and ability.use(view, seat):
            return iid
    return None


def _turns_attack(view: CpView, seat: int, card: str) -> bool:
    """The card's hint says playing it now turns the rival's attack (a card without one is not played here)."""
    react = of(card).hints.react
    return react is not None and react(view, seat)


# --- the main phase --------------------------------------------------------------------------------------------------
def _main(view: CpView, seat: int, o: Options) -> CpMove:
    if o.calls:  # a Legend it looked at first
        known = [slot for slot in o.calls if view.legend_id(seat, slot)]
        return CallLegend((known or list(o.calls))[0])
    units = [i for i in o.playable if view.card(i).type == "unit"]
    eddies = len(view.zone("eddies", seat))
    if eddies < EDDIES_WANTED:
        sellable = [i for i in o.sellable if i not in units]
        if sellable:  # a Program its hint says would do something now is kept for this turn's play
            worst = min(sellable, key=lambda i: (view.card(i).type == "program" and _program_useful(view, seat, i),
                                                 view.card(i).type == "gear", -(view.card(i).cost or 0)))
            return Sell(worst)
    if o.solos:  # after the turn's sale: a Legend going solo spends the Eddies a Unit would
        return GoSolo(o.solos[0])
    if units:
        best = max(units, key=lambda i: ((view.card(i).cost or 0), view.card(i).power or 0))
        return Play(best)
    gear = [i for i in o.playable if view.card(i).type == "gear"]
    field = [c.iid for c in view.units(seat) if c.iid is not None]
    if gear and field:
        host = max(field, key=lambda u: (not view.card(u).has("no_attack"), _power(view, u)))
        return Play(max(gear, key=lambda g: view.card(g).power or 0), host)
    for iid in o.playable:
        if view.card(iid).type == "program" and _program_useful(view, seat, iid):
            return Play(iid)
    used = _worth_activating(view, seat, o)
    if used is not None:
        return Activate(used)
    if o.must_attack:  # a Unit that must attack does, where it does the most
        unit = o.must_attack[0]
        targets = o.attackers[unit]
        beaten: list[int | None] = [t for t in targets if t is not None and _power(view, t) < _power(view, unit)]
        return Attack(unit, None if None in targets else (beaten or list(targets))[0])
    move = _attack(view, seat, o)
    if move is not None:
        return move
    if o.sellable and eddies < EDDIES_WANTED + 2:
        return Sell(o.sellable[0])
    return EndTurn()


def _program_useful(view: CpView, seat: int, iid: int) -> bool:
    """The Program's hint says it does something now; one without (QUICK ones) is kept for the rival's attacks."""
    worth = of(view.card_id(iid)).hints.worth_playing
    return worth is not None and worth(view, seat)


def _attack(view: CpView, seat: int, o: Options) -> CpMove | None:
    ready_blockers = [u.iid for u in view.units(1 - seat)
                      if u.iid is not None and u.iid in view.blocker_units and not u.spent]
    for attacker in sorted(o.attackers, key=lambda u: -_power(view, u)):
        power = _power(view, attacker)
        targets = o.attackers[attacker]
        beaten = [t for t in targets if t is not None and _power(view, t) < power]
        if None in targets and power > 0:
            stopped = any(_power(view, b) >= power for b in ready_blockers) and attacker not in o.unblockable
            if not stopped:
                return Attack(attacker, None)
        if beaten:
            return Attack(attacker, max(beaten, key=lambda t: _power(view, t)))
        if None in targets and power > 0 and len(ready_blockers) == 0:
            return Attack(attacker, None)
    return None
