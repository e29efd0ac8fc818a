"""Cyberpunk TCG rules, as the comprehensive rules order them (restated in `tcg-sources.md` §1.4).

Flow: both players choose a deck → a d20 roll-off; the winner chooses to go first or second → the first
player spends their two leftmost Legends (they do not ready on that first turn) → 6 cards each, one
mulligan each (the first player first) → turns. A turn: 7-Gig win check, start-of-turn effects, ready,
draw 1 (an empty deck loses), roll a Gig in (the d20 last); then the main phase (sell once, play cards,
Call a Legend once, go solo, attack, pass); then the end of the turn (end-of-turn effects, "this turn"
effects end, Lag leaves, overtime may begin).

`apply` never changes the state it is given: it works on a copy and raises `IllegalAction` (changing
nothing) for a move the rules do not allow. Everything that happens without a decision (pending effects
with no choice, the steps of an attack, the end of the turn) runs in `proceed` until somebody must
decide.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.cards.decks import DeckList, public_name
from bot.cards.zones import Table
from bot.engine.errors import IllegalAction as Illegal
from bot.engine.moves import Wire
from bot.engine.offers import Offer, listed, question
from bot.engine.values import require
from bot.games.cyberpunk import moves, rules
from bot.games.cyberpunk.abilities import of, triggers
from bot.games.cyberpunk.cards import CARDS, DECKS, DEMO, RETAIL, SHIPPED, legends_of, main_of
from bot.games.cyberpunk.moves import (
    Activate,
    Answer,
    Block,
    CallLegend,
    ChooseDeck,
    ChooseOrder,
    Concede,
    CpMove,
    EndTurn,
    GoSolo,
    Mulligan,
    Payment,
    Play,
    ReactDone,
    Sell,
    decode,
)
from bot.games.cyberpunk.registry import FIGHT_WON, FIRST_ARASAKA_ATTACK
from bot.games.cyberpunk.rules import event, secret
from bot.games.cyberpunk.state import DIE_SIDES, GIGS_TO_WIN, HAND, ZONES, Attack, CpState, Die, Prompt, Trigger

MAX_STEPS = 2000  # automatic steps in one change: far above any real chain of effects
TURN_SECONDS = 300  # a decision's clock by default: time for a newcomer to read the cards before choosing
REACT_SECONDS = 120  # the defender's React step by default: time to read the attacker and their own hand
BARE = moves.BARE  # actions that carry nothing
CYBERWARE_PLAYED = "cyberware-gear"  # the turn's memory: a CYBERWARE Gear was played


def new_game(seed: int, now: float, *, quick: bool = False, turn_seconds: float = TURN_SECONDS,
             react_seconds: float = REACT_SECONDS, custom: Sequence[Sequence[DeckList]] = ((), ()),
             decks: Sequence[str | None] = (None, None)) -> CpState:
    table = Table(known=[[], []])
    for seat in (0, 1):
        for name, visibility in ZONES:
            table.add_zone(f"{name}{seat}", seat, visibility)  # type: ignore[arg-type]
    s = CpState(rng=seed, quick=quick, turn_seconds=turn_seconds, react_seconds=react_seconds, table=table,
                custom=[{d.id: d for d in own} for own in custom])
    for seat in (0, 1):
        choice = decks[seat]
        if choice is not None:
            _choose_deck(s, seat, choice)
    arm(s, now)
    return s


# --- who is awaited -------------------------------------------------------------------------------------------
def awaited(s: CpState) -> dict[int, str]:
    """Each seat the game waits for, with what for."""
    if s.phase == "over":
        return {}
    if s.phase == "decks":
        return {seat: "deck" for seat in (0, 1) if s.deck_choice[seat] is None}
    if s.phase == "order":
        return {s.chooser: "order"}
    if s.phase == "mulligan":
        for seat in (s.first, 1 - s.first):
            if s.mulligan[seat] is None:
                return {seat: "mulligan"}
        return {}
    if s.prompt is not None:
        return {s.prompt.seat: "prompt"}
    if s.attack is not None and s.attack.step == "react" and not s.pending:
        return {1 - s.attack.seat: "react"}
    if s.phase == "main" and s.attack is None and not s.pending:
        return {s.turn: "main"}
    return {}


def stage(s: CpState) -> str:
    a = s.attack
    prompt = f"{s.prompt.trigger}.{s.prompt.kind}.{s.prompt.seat}" if s.prompt else ""
    return f"{s.phase}:{s.turn_no}:{a.step if a else ''}:{prompt}:{sorted(awaited(s).items())}"


def arm(s: CpState, now: float) -> None:
    """Each new stage gets a fresh clock: the React step its own, shorter one. A game with no turn clock
    (`turn_seconds` 0: a lesson; the kind never sets it below its range) has no deadline."""
    current = stage(s)
    if s.phase == "over" or s.turn_seconds <= 0:
        s.deadline, s.stage = None, current
    elif current != s.stage:
        seconds = s.react_seconds if "react" in awaited(s).values() else s.turn_seconds
        s.deadline, s.stage = now + seconds, current
        s.reading = [False, False]  # a new decision: each seat may be given time to read it once


# --- the one entry point -------------------------------------------------------------------------------------
def apply(state: CpState, seat: int, name: str, arg: str = "", values: Sequence[str] = (),
          now: float = 0.0) -> CpState:
    """A component's move (see `moves`): refused as "not now" in a shape the bot never writes."""
    if state.phase == "over":
        raise Illegal("cp.err.over")
    move = decode(Wire(name, arg, tuple(values)))
    if move is None:
        raise Illegal("cp.err.not_now")
    return play(state, seat, move, now)


def play(state: CpState, seat: int, move: CpMove, now: float = 0.0) -> CpState:
    if state.phase == "over":
        raise Illegal("cp.err.over")
    s = state.clone()
    s.events, s.private = [], []
    if isinstance(move, Concede):
        if s.phase == "decks":  # nothing is played yet: the lobby's players leave or abort instead
            raise Illegal("cp.err.not_now")
        event(s, "cp.ev.conceded", who=seat)
        rules.finish(s, 1 - seat, "concede")
    else:
        wanted = awaited(s).get(seat)
        if wanted is None or not isinstance(move, TAKES.get(wanted, ())):
            raise Illegal("cp.err.not_now")
        _take(s, seat, move, reacting=wanted == "react")
        proceed(s)
    arm(s, now)
    return s


def _take(s: CpState, seat: int, move: CpMove, *, reacting: bool) -> None:
    """The move, once it is one the awaited decision takes (`TAKES`)."""
    match move:
        case ChooseDeck(deck):
            _choose_deck(s, seat, deck)
        case ChooseOrder(first):
            _choose_order(s, seat, first)
        case Mulligan(redraw):
            _mulligan(s, seat, redraw)
        case Sell(card):
            _sell(s, seat, card)
        case Play(card, host, pay):
            _play(s, seat, card, host, pay, reacting=reacting)
        case GoSolo(slot, pay):
            _solo(s, seat, slot, pay)
        case CallLegend(slot, pay):
            _call(s, seat, slot, pay)
        case moves.Attack(attacker, target):
            _attack(s, seat, attacker, target)
        case EndTurn():
            _pass(s, seat)
        case Block(unit):
            _block(s, seat, unit)
        case Activate(card, pay):
            _activate(s, seat, card, pay, reacting=reacting)
        case ReactDone():
            _react_done(s)
        case Answer(picked):
            _choose(s, seat, picked)


def _payment(s: CpState, seat: int, pay: Payment, cost: int) -> list[int]:
    """The cards a client chose to pay with (see `rules.payer_of`); none chosen: the default."""
    chosen = [rules.payer_at(s, seat, payer) for payer in pay]
    if None in chosen:
        raise Illegal("cp.err.payment", cost=cost)
    return [i for i in chosen if i is not None]


# --- set-up ----------------------------------------------------------------------------------------------------
def _choose_deck(s: CpState, seat: int, choice: str) -> None:
    """A retail deck (its demo list in a quick game), one of the player's own, or "random": kept hidden, and
    a random choice is made only once both have chosen, so that it can avoid the rival's deck."""
    if choice != "random" and choice not in SHIPPED and choice not in s.custom[seat]:
        raise Illegal("cp.err.no_deck")
    s.deck_choice[seat] = dealt(choice, s.quick) if choice != "random" else choice
    if choice != "random":
        secret(s, seat, "cp.pv.deck", deck=s.deck_choice[seat])
    if None in s.deck_choice:
        event(s, "cp.ev.deck_locked", who=seat)
        return
    _resolve_random(s)
    _deal(s)


def dealt(choice: str, quick: bool) -> str:
    """The deck a choice deals: a retail deck's demo list in a quick game."""
    return DEMO[choice] if quick and choice in DEMO else choice


def _resolve_random(s: CpState) -> None:
    """Each "random" choice becomes a shipped deck the other side is not playing (when there is one), so
    that a random deck or the computer's never makes a mirror match nobody asked for; a quick game deals a retail
    deck's demo list."""
    rng = rules.rng_of(s)
    for seat in (0, 1):
        if s.deck_choice[seat] != "random":
            continue
        other = s.deck_choice[1 - seat]
        pool = RETAIL if s.quick else SHIPPED
        taken = {key for key in pool if other in (key, DEMO.get(key, key))}
        offered = [key for key in pool if key not in taken] or list(pool)
        s.deck_choice[seat] = dealt(offered[rng.below(len(offered))], s.quick)
        secret(s, seat, "cp.pv.deck", deck=s.deck_choice[seat])
    rules.keep(s, rng)


def _deal(s: CpState) -> None:
    rng = rules.rng_of(s)
    named = []
    for seat in (0, 1):
        deck = s.deck_of(seat)
        assert deck is not None
        for card in main_of(deck):
            s.table.create(card, seat, f"deck{seat}")
        rng.shuffle(s.zone("deck", seat))
        for card in legends_of(deck):
            s.table.create(card, seat, f"legends{seat}")
        rng.shuffle(s.zone("legends", seat))
        for sides in DIE_SIDES:
            s.dice.append(Die(id=len(s.dice) + 1, sides=sides, owner=seat))
        named.append(public_name(deck, DECKS))
    event(s, "cp.ev.decks", first=named[0], second=named[1])
    while True:
        a, b = rng.randint(1, 20), rng.randint(1, 20)
        if a != b:
            break
    rules.keep(s, rng)
    s.chooser = 0 if a > b else 1
    event(s, "cp.ev.roll_off", a=a, b=b, who=s.chooser)
    s.phase = "order"


def _choose_order(s: CpState, seat: int, first: bool) -> None:
    s.first = seat if first else 1 - seat
    event(s, "cp.ev.goes_first", who=s.first)
    for iid in s.zone("legends", s.first)[:2]:  # the two leftmost: spent, and not readied on turn 1
        s.inst(iid).spent = True
        s.no_ready.append(iid)
    for player in (s.first, 1 - s.first):
        rules.draw(s, player, HAND)
    s.phase = "mulligan"


def _mulligan(s: CpState, seat: int, redraw: bool) -> None:
    s.mulligan[seat] = redraw
    if redraw:
        hand = list(s.zone("hand", seat))
        for iid in hand:
            s.table.move(iid, f"deck{seat}")
        rng = rules.rng_of(s)
        rng.shuffle(s.zone("deck", seat))
        rules.keep(s, rng)
        event(s, "cp.ev.mulligan", who=seat)
        rules.draw(s, seat, HAND)
    else:
        event(s, "cp.ev.keep", who=seat)
    if all(m is not None for m in s.mulligan):
        begin_turn(s, s.first)


# --- the start of a turn ------------------------------------------------------------------------------------------
def begin_turn(s: CpState, seat: int) -> None:
    s.phase, s.turn = "start", seat
    s.turn_no += 1
    s.sold, s.called, s.blue_played, s.arasaka_attacked, s.stole = False, [False, False], False, False, []
    s.program_played, s.once, s.fought = False, [], []
    s.empty_starts = s.empty_starts + 1 if not s.fixer(0) and not s.fixer(1) else 0
    event(s, "cp.ev.turn", who=seat, n=(s.turn_no + 1) // 2)
    if len(s.gigs(seat)) >= GIGS_TO_WIN:
        rules.judge(s, {seat}, set(), "seven_gigs")
        return
    # start-of-turn effects: those lasting "until your next turn" end, then "at the start of your turn" ones
    s.lasting = [e for e in s.lasting if not (e.until == "next_turn" and e.seat == seat)]
    rules.legends_trigger(s, seat, "start")
    for iid in s.units(seat):
        if not s.card(iid).is_legend and triggers(s.inst(iid).card, "start"):
            rules.trigger(s, seat, s.inst(iid).card, "start", iid)
    if not s.pending:
        start_steps(s)


def start_steps(s: CpState) -> None:
    """The start phase once its start-of-turn effects resolved: ready, draw 1, roll a Gig in."""
    seat = s.turn
    for zone in ("legends", "field", "eddies"):
        for iid in s.zone(zone, seat):
            if (s.turn_no == 1 and iid in s.no_ready) or s.lasts("no_ready", iid):
                continue
            rules.ready(s, iid)
    if s.turn_no > 1:
        s.no_ready = []
    if not rules.draw(s, seat):
        return
    choices = rules.rollable(s, seat)
    if len(choices) > 1:
        s.prompt = Prompt(seat=seat, kind="roll", options=[str(n) for n in choices])
        return
    if choices:
        rules.roll_in(s, seat, choices[0])
    s.phase = "main"


# --- the main phase -----------------------------------------------------------------------------------------------
def _own(s: CpState, seat: int, zone: str, iid: int) -> int:
    if iid not in s.zone(zone, seat):
        raise Illegal("cp.err.no_card")
    return iid


def pay(s: CpState, seat: int, cost: int, chosen: list[int], *, spare: int | None = None) -> None:
    """Spend `cost` ready Eddies and/or Legends: the ones chosen, or (none chosen) Eddies first, then
    face-down Legends, then face-up ones (`spare`, the card being played, last of all)."""
    payers = s.payers(seat)
    if chosen:
        if len(chosen) != cost or len(set(chosen)) != cost or any(i not in payers for i in chosen):
            raise Illegal("cp.err.payment", cost=cost)
    else:
        if len(payers) < cost:
            raise Illegal("cp.err.cant_pay", cost=cost)
        order = sorted(payers, key=lambda i: (
            s.where(i) == "legends", i == spare, s.inst(i).face_up, bool(s.gear_of(i)), payers.index(i)))
        chosen = order[:cost]
    for iid in chosen:
        rules.spend(s, iid)
    if cost:
        legends = sum(1 for i in chosen if s.where(i) == "legends")
        event(s, "cp.ev.paid", who=seat, n=cost, legends=legends)


def hosts(s: CpState, seat: int) -> list[int]:
    """Where `seat` may equip Gear: a friendly Unit, or a friendly face-up Legend."""
    return s.units(seat) + [i for i in s.zone("legends", seat) if s.inst(i).face_up]


def can_pay(s: CpState, seat: int, cost: int) -> bool:
    return len(s.payers(seat)) >= cost


def cost_of(s: CpState, seat: int, iid: int) -> int:
    """What playing the card costs `seat` now: its printed cost, less its own discount and, for the turn's first
    CYBERWARE Gear, what `seat`'s Units take off it (never below 1 €$)."""
    card = s.card(iid)
    cost = card.cost or 0
    discount = of(s.inst(iid).card).discount
    off = discount(s, seat) if discount is not None else 0
    if card.type == "gear" and "CYBERWARE" in card.tags and CYBERWARE_PLAYED not in s.once:
        off += sum(of(s.inst(u).card).cyberware_discount for u in s.units(seat))
    if card.type == "program":  # "your next Program this turn plays for less"
        off += sum(e.amount for e in s.lasting if e.kind == "program_discount" and e.seat == seat)
    return max(1, cost - off) if off and cost > 1 else cost


def solo_cost(s: CpState, seat: int, iid: int) -> int:
    """What GO SOLO costs `seat` now: the Legend's cost, less this turn's GO SOLO discounts (never below 1 €$)."""
    cost = s.card(iid).cost or 0
    off = sum(e.amount for e in s.lasting if e.kind == "solo_discount" and e.seat == seat)
    tax = sum(of(s.inst(g).card).solo_tax for host in (*s.zone("field", 1 - seat), *s.zone("legends", 1 - seat))
              for g in s.gear_of(host))
    return (max(1, cost - off) if off else cost) + tax


def playable(s: CpState, seat: int, *, reacting: bool = False) -> list[int]:
    """Cards in `seat`'s hand it may play now (in a React step: QUICK Programs only)."""
    out = []
    for iid in s.zone("hand", seat):
        card = s.card(iid)
        if reacting and not card.has("quick"):
            continue
        if card.type == "gear" and not hosts(s, seat):
            continue
        if can_pay(s, seat, cost_of(s, seat, iid)):
            out.append(iid)
    return out


def _sell(s: CpState, seat: int, card: int) -> None:
    if s.sold:
        raise Illegal("cp.err.sold")
    iid = _own(s, seat, "hand", card)
    if not s.card(iid).sell:
        raise Illegal("cp.err.no_sell")
    s.table.move(iid, f"eddies{seat}")
    s.inst(iid).spent = False
    s.sold = True
    event(s, "cp.ev.sold", who=seat, card=s.inst(iid).card)


def _play(s: CpState, seat: int, played: int, host: int | None, payment: Payment, *, reacting: bool) -> None:
    iid = _own(s, seat, "hand", played)
    card = s.card(iid)
    if reacting and not card.has("quick"):
        raise Illegal("cp.err.not_quick")
    if card.type == "gear":
        if host is None or host not in hosts(s, seat):
            raise Illegal("cp.err.no_host")
    elif host is not None:
        raise Illegal("cp.err.not_now")
    cost = cost_of(s, seat, iid)
    pay(s, seat, cost, _payment(s, seat, payment, cost))
    name = s.inst(iid).card
    if card.type == "unit":
        rules.enter_field(s, seat, iid)
        return
    if card.type == "gear":
        assert host is not None
        s.table.attach(iid, host)
        s.inst(iid).face_up = True  # played face up: public wherever its host is (a face-up Legend too)
        if "CYBERWARE" in card.tags:
            rules.once(s, CYBERWARE_PLAYED)
        event(s, "cp.ev.equipped", who=seat, card=name, host=s.inst(host).card)
    else:
        s.lasting = [e for e in s.lasting if not (e.kind == "program_discount" and e.seat == seat)]  # used up
        rules.run_program(s, seat, iid)
    if card.colour == "blue" and card.type in ("unit", "gear"):
        rules.blue_play(s, seat)


def soloists(s: CpState, seat: int) -> list[int]:
    """Face-up Legends in `seat`'s Legends area that may GO SOLO now, paid for."""
    return [i for i in s.zone("legends", seat) if s.inst(i).face_up and s.card(i).has("go_solo")
            and s.card(i).cost is not None and can_pay(s, seat, solo_cost(s, seat, i))]


def _solo(s: CpState, seat: int, slot: int, payment: Payment) -> None:
    iid = rules.legend_in(s, seat, slot)
    card = s.card(iid)
    if not s.inst(iid).face_up or not card.has("go_solo") or card.cost is None:
        raise Illegal("cp.err.no_solo")
    cost = solo_cost(s, seat, iid)
    pay(s, seat, cost, _payment(s, seat, payment, cost), spare=iid)
    s.table.move(iid, f"field{seat}")
    s.inst(iid).spent = False  # GO SOLO: a ready Unit that may attack this turn
    s.inst(iid).markers = ["lag", "solo"]
    event(s, "cp.ev.solo", who=seat, card=s.inst(iid).card)
    if triggers(s.inst(iid).card, "play"):  # gone solo, the Legend is played as a Unit: its PLAY triggers
        rules.trigger(s, seat, s.inst(iid).card, "play", iid)
    if card.colour == "blue":
        rules.blue_play(s, seat)


def call_cost(s: CpState, seat: int) -> int:
    """Call a Legend: 1 €$, or nothing during your turn while a card of yours on the field says so."""
    free = s.turn == seat and any(of(s.inst(u).card).free_calls for u in s.units(seat))
    return 0 if free else 1


def _call(s: CpState, seat: int, slot: int, payment: Payment) -> None:
    if s.called[seat]:
        raise Illegal("cp.err.called")
    iid = rules.legend_in(s, seat, slot)
    if s.inst(iid).face_up:
        raise Illegal("cp.err.face_up")
    cost = call_cost(s, seat)
    pay(s, seat, cost, _payment(s, seat, payment, cost))
    rules.flip_up(s, seat, iid)


def can_attack(s: CpState, iid: int) -> bool:
    """Ready, able to attack at all, and past its Lag (GO SOLO, ADRENALINE, or a Unit that may fight the turn it is
    played) unless a rival card stops Units attacking the turn they are played."""
    inst, card, rules_of = s.inst(iid), s.card(iid), of(s.inst(iid).card)
    if inst.spent or card.has("no_attack") or s.lasts("no_attack", iid):
        return False
    if rules_of.attacks_after_program and not s.program_played:
        return False
    if not s.lagging(iid):
        return True
    if any(of(s.inst(u).card).stops_rival_haste for u in s.units(1 - s.controller(iid))):
        return False
    return hasty(s, iid) or fights_at_once(s, iid) or steals_at_once(s, iid)


def fights_at_once(s: CpState, iid: int) -> bool:
    """It may attack rival Units the turn it is played."""
    return of(s.inst(iid).card).fights_when_played or s.lasts("fights_now", iid)


def steals_at_once(s: CpState, iid: int) -> bool:
    """It may attack the rival Gig area the turn it is played (while its controller has fewer Gigs)."""
    seat = s.controller(iid)
    return of(s.inst(iid).card).steals_when_played_behind and len(s.gigs(1 - seat)) > len(s.gigs(seat))


def hasty(s: CpState, iid: int) -> bool:
    """The Unit may attack anything the turn it is played: GO SOLO or ADRENALINE (its own, given, or a Gear's while
    the rival has 2 or more Gigs more)."""
    if "solo" in s.inst(iid).markers or s.card(iid).has("adrenaline") or s.lasts("adrenaline", iid):
        return True
    seat = s.controller(iid)
    behind = len(s.gigs(1 - seat)) - len(s.gigs(seat)) >= 2
    return behind and any(of(s.inst(g).card).grants_adrenaline_behind for g in s.gear_of(iid))


def targets(s: CpState, iid: int) -> list[int | None]:
    """Where this Unit may attack: the rival Gig area (None) while it holds a die, and spent rival Units."""
    seat = s.controller(iid)
    fresh = s.lagging(iid) and not hasty(s, iid)  # played this turn: only what its card lets it attack at once
    ready_blockers = of(s.inst(iid).card).attacks_ready_blockers_ahead and s.cred_above(seat, 1 - seat)
    ready_ok = s.lasts("attack_ready", iid)
    out: list[int | None] = [] if fresh and not fights_at_once(s, iid) else [
        u for u in s.units(1 - seat) if s.inst(u).spent or ready_ok or (ready_blockers and s.blocker(u))]
    if s.gigs(1 - seat) and not s.card(iid).has("units_only") and (not fresh or steals_at_once(s, iid)):
        out.insert(0, None)
    return out


def attack_targets(s: CpState, iid: int) -> list[str]:
    """`targets` as a client names them: "gigs", a Unit's instance id."""
    return [moves.target_value(target) for target in targets(s, iid)]


def attackers(s: CpState, seat: int) -> list[int]:
    return [u for u in s.units(seat) if can_attack(s, u) and attack_targets(s, u)]


def _attack(s: CpState, seat: int, attacker: int, target: int | None) -> None:
    iid = _own(s, seat, "field", attacker)
    if not can_attack(s, iid):
        raise Illegal("cp.err.cannot_attack")
    if target not in targets(s, iid):
        raise Illegal("cp.err.bad_target")
    s.attack = Attack(attacker=iid, target=target, seat=seat)
    s.lasting = [e for e in s.lasting if not (e.kind == "attack_ready" and e.target == iid)]  # its next attack
    name = s.inst(iid).card
    event(s, "cp.ev.attack", who=seat, card=name, target=None if target is None else s.inst(target).card)
    rules.spend(s, iid)
    if triggers(name, "attack"):
        rules.trigger(s, seat, name, "attack", iid)
    for gear in s.gear_of(iid):
        if triggers(s.inst(gear).card, "attack"):
            rules.trigger(s, seat, s.inst(gear).card, "attack", iid)
    if s.is_arasaka(iid) and not s.arasaka_attacked:
        s.arasaka_attacked = True
        rules.legends_trigger(s, seat, FIRST_ARASAKA_ATTACK)


def forced(s: CpState, seat: int) -> list[int]:
    """`seat`'s Units that must attack this turn and can: the turn cannot end before they do."""
    if s.turn != seat:
        return []
    return [u for u in attackers(s, seat) if any(e.kind == "must_attack" and e.target == u and e.seat != seat
                                                  for e in s.lasting)]


def _pass(s: CpState, seat: int) -> None:
    if forced(s, seat):
        raise Illegal("cp.err.must_attack")
    event(s, "cp.ev.pass", who=seat)
    s.phase = "end"
    for iid in s.units(seat):
        if triggers(s.inst(iid).card, "end"):
            rules.trigger(s, seat, s.inst(iid).card, "end", iid)
    for host in (*s.zone("field", seat), *s.zone("legends", seat)):
        for gear in s.gear_of(host):
            if triggers(s.inst(gear).card, "end"):
                rules.trigger(s, seat, s.inst(gear).card, "end", host)
    for iid in s.zone("legends", seat):  # face-up Legends' own "at the end of your turn"
        if s.inst(iid).face_up and triggers(s.inst(iid).card, "end"):
            rules.trigger(s, seat, s.inst(iid).card, "end", iid)


# --- the React step ---------------------------------------------------------------------------------------------
def unblockable(s: CpState, attacker: int) -> bool:
    """A Unit whose definition says so (MT0D12 Flathead) cannot be blocked while its controller's Street Cred is
    lower than the rival's."""
    if not of(s.inst(attacker).card).unblockable_behind:
        return False
    seat = s.controller(attacker)
    return s.cred_above(1 - seat, seat) or (s.street_cred(seat) is None and s.street_cred(1 - seat) is not None)


def blockers(s: CpState, seat: int) -> list[int]:
    a = s.attack
    if a is None or unblockable(s, a.attacker):
        return []
    return [u for u in s.units(seat) if s.blocker(u) and not s.inst(u).spent and u != a.target]


def _block(s: CpState, seat: int, iid: int) -> None:
    if iid not in blockers(s, seat):
        raise Illegal("cp.err.no_block")
    a = s.attack
    assert a is not None
    rules.spend(s, iid)
    a.target, a.blocked = iid, True
    event(s, "cp.ev.blocked", who=seat, card=s.inst(iid).card)
    if triggers(s.inst(iid).card, "block"):
        rules.trigger(s, seat, s.inst(iid).card, "block", iid)
    rules.legends_trigger(s, seat, "block")


# --- activated abilities ------------------------------------------------------------------------------------------
def _spender(s: CpState, iid: int) -> int:
    """The card an ability's ⊡ spends: the card itself, or a Gear's host."""
    if s.card(iid).type != "gear":
        return iid
    return next((c.iid for c in s.table.cards.values() if iid in c.attached), iid)


def activatable(s: CpState, seat: int, *, reacting: bool = False) -> list[int]:
    """`seat`'s Units, face-up Legends and Gear whose ⊡ ability may be used now (a React step: QUICK ones): the card
    to spend is ready and without Lag, the €$ are there beside it, and the ability has something to do."""
    cards = [*s.zone("field", seat), *(i for i in s.zone("legends", seat) if s.inst(i).face_up)]
    out = []
    for iid in [*cards, *(g for host in cards for g in s.gear_of(host))]:
        ability = of(s.inst(iid).card).activated
        if ability is None or (reacting and not ability.quick):
            continue
        spender = _spender(s, iid)
        if s.inst(spender).spent or (s.where(spender) == "field" and s.lagging(spender)):
            continue
        if sum(1 for p in s.payers(seat) if p != spender) < ability_cost(s, seat, iid):
            continue
        if ability.usable is None or ability.usable(s, seat, iid):
            out.append(iid)
    return out


def ability_cost(s: CpState, seat: int, iid: int) -> int:
    """The €$ an activated ability costs `seat` now (its discount may bring it down to 0)."""
    ability = of(s.inst(iid).card).activated
    assert ability is not None
    off = ability.discount(s, seat) if ability.discount is not None else 0
    return max(0, ability.eddies - off)


def _activate(s: CpState, seat: int, iid: int, payment: Payment, *, reacting: bool) -> None:
    if iid not in activatable(s, seat, reacting=reacting):
        raise Illegal("cp.err.cannot_activate")
    ability = of(s.inst(iid).card).activated
    assert ability is not None
    spender = _spender(s, iid)
    cost = ability_cost(s, seat, iid)
    chosen = _payment(s, seat, payment, cost)
    if spender in chosen:
        raise Illegal("cp.err.payment", cost=cost)
    name = s.inst(iid).card
    event(s, "cp.ev.activated", who=seat, card=name)
    rules.spend(s, spender)
    pay(s, seat, cost, chosen)
    rules.trigger(s, seat, name, "activated", spender)
    s.pending.insert(0, s.pending.pop())  # the ability resolves before what spending its card triggered


def _react_done(s: CpState) -> None:
    a = s.attack
    assert a is not None
    a.step = "fight" if a.target is not None else "steal"


# --- answering a question -------------------------------------------------------------------------------------
def _choose(s: CpState, seat: int, picked: tuple[str, ...]) -> None:
    prompt = s.prompt
    assert prompt is not None
    answer = prompt.answer("", picked, "cp.err.bad_choice")
    s.prompt = None
    if prompt.trigger is None:
        RULE_PROMPTS[prompt.kind](s, seat, answer)
        return
    trig = next(t for t in s.pending if t.id == prompt.trigger)
    _run(s, trig, answer)


def _answer_roll(s: CpState, seat: int, answer: list[str]) -> None:
    rules.roll_in(s, seat, require(answer[0], "cp.err.bad_choice"))
    s.phase = "main"


def _answer_order(s: CpState, seat: int, answer: list[str]) -> None:
    trig = next(t for t in s.pending if t.id == require(answer[0], "cp.err.bad_choice"))
    _run(s, trig, None)


def _answer_steal(s: CpState, seat: int, answer: list[str]) -> None:
    a = s.attack
    assert a is not None
    a.chosen.append(require(answer[0], "cp.err.bad_choice"))




# --- effects waiting to resolve ---------------------------------------------------------------------------------
def _run(s: CpState, trig: Trigger, answer: list[str] | None) -> None:
    resolve = of(trig.card).at(trig.event)
    assert resolve is not None, (trig.card, trig.event)  # only a card with an ability for a moment triggers at it
    question = resolve(s, trig, answer)
    if s.phase == "over":
        return
    if question is not None and question.options and len(question.options) >= question.least:
        s.prompt = question
        return
    s.pending = [t for t in s.pending if t.id != trig.id]


def _resolve_next(s: CpState) -> None:
    """The turn player resolves all their pending effects first, in the order they choose."""
    seat = s.turn if any(t.seat == s.turn for t in s.pending) else 1 - s.turn
    mine = [t for t in s.pending if t.seat == seat]
    if len({(t.card, t.event, t.source) for t in mine}) > 1:
        s.prompt = Prompt(seat=seat, kind="order", options=[str(t.id) for t in mine])
        return
    _run(s, mine[0], None)


# --- attacks, step by step -----------------------------------------------------------------------------------------
def _attack_on(s: CpState) -> bool:
    """The attack goes on only while the attacker and a Unit target are still in the field."""
    a = s.attack
    assert a is not None
    if s.where(a.attacker) != "field" or s.controller(a.attacker) != a.seat:
        return False
    return a.target is None or (s.where(a.target) == "field" and s.controller(a.target) != a.seat)


def _advance_attack(s: CpState) -> bool:
    """One step of the attack; False when it waits for the defender."""
    a = s.attack
    assert a is not None
    if a.step in ("declared", "react", "fight") and not _attack_on(s):
        event(s, "cp.ev.attack_ends")
        s.attack = None
        return True
    if a.step == "declared":
        a.step = "react"
        return False
    if a.step == "react":
        return False
    if a.step == "fight":
        _fight(s)
        return True
    if a.step == "steal":
        return _steal(s)
    s.attack = None
    return True


def _fight(s: CpState) -> None:
    """Higher power wins; a tie: both lose. Fight triggers resolve first; then each loser is defeated by the
    other Unit unless that Unit has 0 power, or the loser's player played Reboot Optics this turn."""
    a = s.attack
    assert a is not None and a.target is not None
    attacker, target = a.attacker, a.target
    if a.losers is None:
        pa, pd = s.power(attacker), s.power(target)
        a.losers = losers = fight_losers(s, attacker, target)
        s.fought.extend((attacker, target))
        event(s, "cp.ev.fight", attacker=s.inst(attacker).card, target=s.inst(target).card, a=pa, d=pd)
        for winner in (attacker, target):
            other = target if winner == attacker else attacker
            if other in losers and winner not in losers:
                seat = s.controller(winner)
                for card in (s.inst(winner).card, *(s.inst(g).card for g in s.gear_of(winner))):
                    if triggers(card, FIGHT_WON):
                        rules.trigger(s, seat, card, FIGHT_WON, winner)
                appetite = _used(s, "appetite", seat) if s.power(winner) - s.power(other) >= 3 else None
                if appetite is not None and triggers(appetite, FIGHT_WON):  # "it also steals a Gig"
                    rules.trigger(s, seat, appetite, FIGHT_WON, winner)
        return
    protected = set()
    for seat in (0, 1):  # a rival Unit fights now: each side's Reboot Optics is used up by it
        shield = next((e for e in s.lasting if e.kind == "no_defeat" and e.seat == seat), None)
        if shield is not None:
            s.lasting.remove(shield)
            protected.add(seat)
    for loser in a.losers:
        other = target if loser == attacker else attacker
        avenger = _used(s, "avenge_next", s.controller(loser))
        if (of(s.inst(loser).card).avenges or avenger is not None) and s.where(other) == "field":
            event(s, "cp.ev.avenged", card=s.inst(loser).card)
            rules.defeat(s, other)
        if s.where(loser) != "field":
            continue
        if s.power(other) <= 0:
            event(s, "cp.ev.no_defeat", card=s.inst(loser).card)
            continue
        if s.controller(loser) in protected:
            event(s, "cp.ev.shielded", card=s.inst(loser).card)
            continue
        if s.lasts("fight_shield", loser):
            event(s, "cp.ev.held", card=s.inst(loser).card)
            continue
        rules.defeat(s, loser)
    a.step = "over"


def _used(s: CpState, kind: str, seat: int) -> str | None:
    """A "the next time" effect of `seat`'s, used up now: the card it came from (None: there is none)."""
    effect = next((e for e in s.lasting if e.kind == kind and e.seat == seat), None)
    if effect is None:
        return None
    s.lasting.remove(effect)
    return effect.source


def fight_losers(s: CpState, attacker: int, target: int) -> list[int]:
    """Higher power wins, a tie: both lose; a Unit that wins every fight against a tag of the other wins."""
    pa, pd = s.power(attacker), s.power(target)
    losers = [u for u, mine, theirs in ((attacker, pa, pd), (target, pd, pa)) if mine <= theirs]
    for winner, other in ((attacker, target), (target, attacker)):
        tag = of(s.inst(winner).card).beats_tag
        if tag and tag in s.card(other).tags:
            return [other]
    return losers


def steal_count(power: int) -> int:
    return 0 if power <= 0 else 1 + power // 10


def stealable(s: CpState) -> list[int]:
    """The defender's dice the attacker may take: all, or (Chrome Fang) those up to its power."""
    a = s.attack
    assert a is not None
    defender = 1 - a.seat
    power = s.power(a.attacker)
    capped = any(e.kind == "steal_cap" and e.seat == defender for e in s.lasting)
    floored = s.card(a.attacker).is_legend and any(e.kind == "legend_floor" and e.seat == defender
                                                   for e in s.lasting)
    return [d.id for d in s.gigs(defender) if d.id not in a.chosen and d.id not in a.saved
            and (not capped or d.value <= power)
            and (not floored or d.value >= power)]


def _steal(s: CpState) -> bool:
    a = s.attack
    assert a is not None
    if a.to_steal is None:  # the count is fixed once, at the start of the step
        fewer = sum(e.amount for e in s.lasting if e.kind == "steal_less" and e.target == a.attacker)
        a.to_steal = max(0, steal_count(s.power(a.attacker)) - fewer)
    left = a.to_steal - len(a.chosen) - len(a.saved)
    options = stealable(s)
    if left > 0 and options:
        if len(options) <= left:
            a.chosen.extend(options)
        else:
            s.prompt = Prompt(seat=a.seat, kind="steal", options=[str(d) for d in options],
                              params={"left": left})
            return True
    if _guard_steal(s, a):
        return True
    taken = [s.die(d) for d in a.chosen]
    for die in taken:
        die.area = a.seat
    if taken:
        s.stole.append(a.attacker)
    event(s, "cp.ev.stole", who=a.seat, card=s.inst(a.attacker).card, dice=[[d.sides, d.value] for d in taken],
          power=s.power(a.attacker))
    _stole_triggers(s, a.seat, a.attacker, [d.id for d in taken])
    a.step = "over"
    return True


def _guard_steal(s: CpState, a: Attack) -> bool:
    """"When a rival Unit would steal a Gig, you may discard a card costing that Gig's value: it is not stolen."
    The defender is asked about each picked die while such a Unit of theirs is on the field, whatever their hand
    holds (the question tells the attacker nothing); True while a question is open."""
    defender = 1 - a.seat
    guard = next((u for u in s.units(defender) if of(s.inst(u).card).guards_steals), None)
    if guard is None:
        return False
    for die in a.chosen:
        if die not in a.offered:
            a.offered.append(die)
            value = s.die(die).value
            cards = [i for i in s.zone("hand", defender) if s.card(i).cost == value]
            s.prompt = Prompt(seat=defender, kind="steal_guard", options=[str(i) for i in cards] + ["skip"],
                              card=s.inst(guard).card, params={"die": die, "value": value})
            return True
    return False


def _answer_guard(s: CpState, seat: int, answer: list[str]) -> None:
    a = s.attack
    assert a is not None
    if answer[0] == "skip":
        return
    die = a.offered[-1]
    rules.discard(s, seat, require(answer[0], "cp.err.bad_choice"))
    a.chosen.remove(die)
    a.saved.append(die)
    event(s, "cp.ev.guarded", who=seat, sides=s.die(die).sides, value=s.die(die).value)


RULE_PROMPTS = {"roll": _answer_roll, "order": _answer_order, "steal": _answer_steal, "steal_guard": _answer_guard}


def _stole_triggers(s: CpState, seat: int, stealer: int, dice: list[int]) -> None:
    """Each stolen die triggers the stealer's (and its Gear's) "when this Unit steals", then the "when a friendly
    Unit steals" of `seat`'s face-up Legends and Units."""
    watchers = list(dict.fromkeys([*s.face_up_legends(seat), *s.units(seat)]))
    for die in dice:
        for card in (s.inst(stealer).card, *(s.inst(g).card for g in s.gear_of(stealer))):
            if triggers(card, "stole"):
                rules.trigger(s, seat, card, "stole", stealer, die=die)
        for iid in watchers:
            if triggers(s.inst(iid).card, "ally_stole"):
                rules.trigger(s, seat, s.inst(iid).card, "ally_stole", iid, die=die, stealer=stealer)


# --- the end of a turn ---------------------------------------------------------------------------------------------
def _finish_turn(s: CpState) -> None:
    doomed = [e for e in s.lasting if e.kind == "doomed"]
    for effect in doomed:  # "at the end of this turn": before the turn's effects end
        s.lasting.remove(effect)
        target = effect.target
        if target is not None and s.where(target) == "field" and (target in s.stole or target in s.fought):
            rules.defeat(s, target)
    if s.pending:
        return  # what the defeats triggered resolves first
    s.lasting = [e for e in s.lasting if e.until != "turn"]
    for seat in (0, 1):
        for iid in s.units(seat):
            s.inst(iid).markers = [m for m in s.inst(iid).markers if m not in ("lag", "solo")]
    if not s.overtime and s.empty_starts >= 2:
        s.overtime = True
        event(s, "cp.ev.overtime")
        rules.check_overtime(s)
        if s.phase == "over":
            return
    begin_turn(s, 1 - s.turn)


def proceed(s: CpState) -> None:
    """Run everything that needs no decision, until somebody must decide or the game is over."""
    for _ in range(MAX_STEPS):
        rules.check_overtime(s)
        if s.phase == "over" or s.prompt is not None:
            return
        if s.pending:
            _resolve_next(s)
        elif s.attack is not None:
            if not _advance_attack(s):
                return
        elif s.phase == "end":
            _finish_turn(s)
        elif s.phase == "start":
            start_steps(s)
        else:
            return
    raise RuntimeError("effects did not settle")


TAKES: dict[str, tuple[type[CpMove], ...]] = {  # the moves each awaited decision takes (conceding: any time)
    "deck": (ChooseDeck,),
    "order": (ChooseOrder,),
    "mulligan": (Mulligan,),
    "main": (Sell, Play, GoSolo, CallLegend, moves.Attack, Activate, EndTurn),
    "react": (Block, CallLegend, Play, Activate, ReactDone),
    "prompt": (Answer,),
}
ACTIONS: dict[str, frozenset[str]] = {wanted: frozenset(moves.NAME[kind] for kind in kinds)
                                      for wanted, kinds in TAKES.items()}
TIMEOUT_MOVES: dict[str, CpMove] = {  # what a timeout plays for each decision (a question: the computer's answer)
    "deck": ChooseDeck(moves.RANDOM), "order": ChooseOrder(True), "mulligan": Mulligan(False), "react": ReactDone(),
    "main": EndTurn()}


def _offer(s: CpState, seat: int, wanted: str) -> Offer[CpMove]:
    """What the awaited `seat` may do for `wanted`: a deck (a retail one, a random one, one of their own), going
    first or second, keeping or a new hand, an answer to the question asked; a main phase's and a React step's
    moves are the rules' to judge as they are played (a card, its host and its payment)."""
    default = TIMEOUT_MOVES.get(wanted)
    if wanted == "deck":
        decks = (*SHIPPED, moves.RANDOM, *s.custom[seat])
        return listed(seat, wanted, *(ChooseDeck(d) for d in decks), group="deck", default=default)
    if wanted == "order":
        return listed(seat, wanted, ChooseOrder(True), ChooseOrder(False), default=default)
    if wanted == "mulligan":
        return listed(seat, wanted, Mulligan(True), Mulligan(False), default=default)
    if wanted == "prompt":
        prompt = s.prompt
        assert prompt is not None
        return question(seat, wanted, Answer, prompt.options, prompt.least, prompt.most, default)
    if wanted == "main" and forced(s, seat):  # a Unit that must attack: running out of time attacks with it
        unit = forced(s, seat)[0]
        default = moves.Attack(unit, targets(s, unit)[0])
    return Offer(seat, wanted, frozenset(TAKES[wanted]), default=default)


def offers(s: CpState) -> list[Offer[CpMove]]:
    """Every move each seat may make now: what the game waits for from it, and conceding (standing: nobody waits
    for it) once the decks are chosen."""
    out = [_offer(s, seat, wanted) for seat, wanted in sorted(awaited(s).items())]
    if s.phase not in ("decks", "over"):
        out.extend(listed(seat, "concede", Concede(), awaited=False) for seat in (0, 1))
    return out


__all__ = ["ACTIONS", "CARDS", "apply", "awaited", "new_game", "offers", "proceed"]
