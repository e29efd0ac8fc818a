"""Knowing Zero's rules: the author's endings exactly, and this project's house design around them.

Flow: both players choose a deck (hidden until both chose) → each draws 6, a die decides who starts →
on your turn you may put one abstraction into play, then draw 2 or attack with 1-5 units from hand
(attaching ability cards) → the defender forms an army or refuses (the attacker's score drops by the
number of attacking units) → battle rounds: events and abilities in turn (attacker first, until both
pass in a row), then both assign every unit to an enemy in secret, revealed together, damage at once
→ after a wiped-out army or 5 rounds, each player's score drops by the Value of the enemy units they
destroyed (stopping at zero); survivors go back to hand healed → the other player's turn.

`apply` never changes the state it is given: it works on a copy and raises `IllegalAction` (changing
nothing) for a move the rules do not allow.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.cards.decks import DeckList, public_name
from bot.cards.zones import Table
from bot.engine.errors import IllegalAction as Illegal
from bot.engine.moves import Wire
from bot.engine.offers import Offer, listed
from bot.engine.rng import GameRng
from bot.games.zero.cards import DECKS
from bot.games.zero.effects import EFFECTS, aim_of, damage, event, mend, useful, valid_targets
from bot.games.zero.moves import (
    NAME,
    Accept,
    AcceptDraw,
    Assign,
    Attach,
    Attack,
    Back,
    ChooseDeck,
    DeclineDraw,
    Draw,
    Formed,
    OfferDraw,
    Pass,
    PlayAbstraction,
    PlayCard,
    Refuse,
    ZeroMove,
    decode,
)
from bot.games.zero.state import (
    DRAW,
    DRAWN_BATTLES_TO_DRAW,
    MAX_ARMY,
    MAX_ROUNDS,
    REFUSALS_TO_DRAW,
    START_HAND,
    Battle,
    ZeroState,
)

_ID_STREAM = 0x1D5_0F_CA2D5  # seeds the instance ids' own order (see `_deal`)
ZONES = (("deck", "nobody"), ("hand", "owner"), ("army", "owner"), ("discard", "all"), ("gone", "all"),
         ("play", "all"))


def new_game(seed: int, now: float, start_score: int = 30, turn_seconds: float = 120.0,
             custom: Sequence[Sequence[DeckList]] = ((), ()), *, hand: int = START_HAND, draw: int = DRAW,
             rounds: int = MAX_ROUNDS) -> ZeroState:
    table = Table(known=[[], []])
    for seat in (0, 1):
        for name, visibility in ZONES:
            table.add_zone(f"{name}{seat}", seat, visibility)  # type: ignore[arg-type]
    s = ZeroState(rng=seed, start_score=start_score, turn_seconds=turn_seconds, table=table,
                  scores=[start_score, start_score], custom=[{d.id: d for d in decks} for decks in custom],
                  start_hand=hand, draw_count=draw, rounds=rounds)
    _arm(s, now)
    return s


# --- who is awaited -------------------------------------------------------------------------------------------
def awaited(s: ZeroState) -> dict[int, str]:
    """Each seat the game waits for, with what it waits for."""
    out: dict[int, str] = {}
    if s.phase == "over":
        return out
    if s.phase == "decks":
        return {seat: "deck" for seat in (0, 1) if s.deck_choice[seat] is None}
    if s.phase == "turn":
        out[s.turn] = "turn"
    elif s.phase == "attach" and s.forming is not None:
        out[s.forming] = "attach"
    elif s.phase == "defend":
        out[1 - s.turn] = "defend"
    elif s.phase == "battle" and s.battle is not None:
        b = s.battle
        if b.step == "window":
            out[b.priority] = "window"
        else:
            out.update({seat: "assign" for seat in (0, 1) if b.assign[seat] is None})
    return out


def answering(s: ZeroState) -> int | None:
    """The seat that owes an answer to a draw offer (besides whatever else it is awaited for)."""
    return None if s.draw_offer is None or s.phase == "over" else 1 - s.draw_offer


def _stage(s: ZeroState) -> str:
    b = s.battle
    where = f"{b.round}.{b.step}.{b.priority}" if b else ""
    return f"{s.phase}:{s.turn}:{s.forming}:{where}"


def _arm(s: ZeroState, now: float) -> None:
    """A new stage of the game gets a fresh clock; within one stage (one of two players locked in) the
    clock keeps running."""
    stage = _stage(s)
    if s.phase == "over":
        s.deadline, s.stage = None, stage
    elif stage != s.stage:  # turn_seconds 0: no clock (against the computer, unless the opener asked for one)
        s.deadline, s.stage = (now + s.turn_seconds if s.turn_seconds > 0 else None), stage


# --- the one entry point -------------------------------------------------------------------------------------
def apply(state: ZeroState, seat: int, name: str, arg: str = "", values: Sequence[str] = (),
          now: float = 0.0) -> ZeroState:
    """`seat`'s action, as a component carries it (`moves`), applied to a copy of `state`, or Illegal (and `state` is
    untouched)."""
    _still_on(state)
    move = decode(Wire(name, arg, tuple(values))) if isinstance(values, tuple | list) else None
    if move is None:
        raise Illegal("err.not_available")  # nothing the bot offers carries these parts
    return play(state, seat, move, now)


def play(state: ZeroState, seat: int, move: ZeroMove, now: float = 0.0) -> ZeroState:
    """`seat`'s move applied to a copy of `state`, or Illegal (and `state` is untouched)."""
    _still_on(state)
    s = state.clone()
    s.events, s.private = [], []
    match move:
        case OfferDraw():
            _offer_draw(s, seat)
        case AcceptDraw() | DeclineDraw():
            _answer_draw(s, seat, isinstance(move, AcceptDraw))
        case _:
            if not isinstance(move, ASKS.get(awaited(s).get(seat, ""), ())):
                raise Illegal("zk.err.not_now")
            _decide(s, seat, move)
    _arm(s, now)
    return s


def _still_on(state: ZeroState) -> None:
    if state.phase == "over":
        raise Illegal("zk.err.over")


def _decide(s: ZeroState, seat: int, move: ZeroMove) -> None:
    """A move the game waits for from `seat` (`ASKS`)."""
    match move:
        case ChooseDeck(deck):
            _choose_deck(s, seat, deck)
        case PlayAbstraction(card):
            _play_abstraction(s, seat, card)
        case Draw():
            _draw_cards(s, seat)
        case Attack(units):
            _attack(s, seat, units)
        case Attach(ability, unit):
            _attach(s, seat, ability, unit)
        case Formed():
            _formed(s, seat)
        case Back():
            _back(s, seat)
        case Accept(units):
            _accept(s, seat, units)
        case Refuse():
            _refuse(s, seat)
        case PlayCard(card, target):
            _play_card(s, seat, card, target)
        case Pass():
            _pass(s, seat)
        case Assign(targets):
            _assign(s, seat, targets)


def _own(s: ZeroState, seat: int, zone: str, iid: int, kind: str | None = None) -> int:
    if iid not in s.zone(zone, seat) or (kind is not None and s.card(iid).type != kind):
        raise Illegal("zk.err.no_card")
    return iid


# --- set-up ------------------------------------------------------------------------------------------------------
def _choose_deck(s: ZeroState, seat: int, deck_id: str) -> None:
    if deck_id not in DECKS and deck_id not in s.custom[seat]:
        raise Illegal("zk.err.no_deck")
    s.deck_choice[seat] = deck_id
    s.private.append([seat, "zk.pv.deck", {"deck": deck_id}])
    if None in s.deck_choice:
        event(s, "zk.ev.deck_locked", who=seat)
        return
    rng = GameRng(s.rng)
    named = []
    for player in (0, 1):
        deck = s.deck_of(player)
        assert deck is not None
        _deal(s.table, deck, player, f"deck{player}", rng)
        named.append(public_name(deck, DECKS))
    event(s, "zk.ev.decks", first=named[0], second=named[1])
    for player in (0, 1):
        _draw(s, player, s.start_hand)
    while True:  # a die each; the higher starts
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if a != b:
            break
    s.rng = rng.state
    first = 0 if a > b else 1
    event(s, "zk.ev.roll", a=a, b=b, who=first)
    _begin_turn(s, first)


def _deal(table: Table, deck: DeckList, owner: int, zone: str, rng: GameRng) -> None:
    """The deck's cards face down in `zone`, shuffled. Instance ids (which a player's buttons carry) are
    handed out in an order of their own, drawn from a stream apart from the game's: ids in the deck list's
    order would name a card (and give a player's own list away), ids in the deck's order where it lay."""
    cards = deck.expanded()
    order = list(range(len(cards)))
    rng.shuffle(order)  # the deck, bottom to top: order[k] is the list's card lying k-th
    labels = list(range(len(cards)))
    GameRng(GameRng(rng.state ^ _ID_STREAM).next64()).shuffle(labels)  # the list's card labels[j] gets id j
    first = table.next_iid
    for j in labels:
        table.create(cards[j], owner, zone)
    id_of = {j: first + n for n, j in enumerate(labels)}
    table.zones[zone].cards = [id_of[k] for k in order]


def _draw(s: ZeroState, seat: int, count: int) -> None:
    drawn = s.table.draw(f"deck{seat}", f"hand{seat}", count)
    if drawn:
        event(s, "zk.ev.drew", who=seat, n=len(drawn))
        s.private.append([seat, "zk.pv.drew", {"cards": [s.inst(i).card for i in drawn]}])


# --- a turn ------------------------------------------------------------------------------------------------------
def _begin_turn(s: ZeroState, seat: int) -> None:
    s.phase, s.turn, s.abstraction_played, s.battle, s.forming = "turn", seat, False, None, None
    if s.deck_empty(seat) and not s.hand_of(seat, "unit"):
        _finish(s, 1 - seat, "annihilation")


def _end_turn(s: ZeroState) -> None:
    """The turn's player's abstractions count one turn down; then the other player's turn begins."""
    seat = s.turn
    for iid in list(s.zone("play", seat)):
        counters = s.inst(iid).counters
        counters["turns"] = counters.get("turns", 1) - 1
        if counters["turns"] <= 0:
            del counters["turns"]
            s.table.move(iid, f"discard{seat}")
            event(s, "zk.ev.expired", card=s.inst(iid).card)
    if s.phase != "over":
        _begin_turn(s, 1 - seat)


def _play_abstraction(s: ZeroState, seat: int, card: int) -> None:
    if s.abstraction_played:
        raise Illegal("zk.err.one_abstraction")
    iid = _own(s, seat, "hand", card, "abstraction")
    s.table.move(iid, f"play{seat}")
    s.inst(iid).counters["turns"] = s.card(iid).turns
    s.abstraction_played = True
    event(s, "zk.ev.abstraction", who=seat, card=s.inst(iid).card, turns=s.card(iid).turns)


def _draw_cards(s: ZeroState, seat: int) -> None:
    if s.deck_empty(seat):
        raise Illegal("zk.err.must_attack")
    _draw(s, seat, s.draw_count + s.lasting(seat, "supply"))
    _end_turn(s)


def _form_army(s: ZeroState, seat: int, picked: tuple[int, ...]) -> None:
    if not 1 <= len(picked) <= MAX_ARMY or len(set(picked)) != len(picked):
        raise Illegal("zk.err.army_size", most=MAX_ARMY)
    units = [_own(s, seat, "hand", u, "unit") for u in picked]
    for iid in units:
        s.table.move(iid, f"army{seat}")
    s.private.append([seat, "zk.pv.army", {"cards": [s.inst(i).card for i in units]}])


def _attack(s: ZeroState, seat: int, units: tuple[int, ...]) -> None:
    _form_army(s, seat, units)
    _after_forming(s, seat)


def _after_forming(s: ZeroState, seat: int) -> None:
    # always asked, and only Done ends it: skipping the step, or ending it when the last ability is
    # attached, would tell the rival whether this hand holds ability cards
    s.phase, s.forming = "attach", seat


def _attach(s: ZeroState, seat: int, ability: int, unit: int) -> None:
    _own(s, seat, "hand", ability, "ability")
    _own(s, seat, "army", unit)
    s.table.attach(ability, unit)
    s.private.append([seat, "zk.pv.attached", {"card": s.inst(ability).card, "unit": s.inst(unit).card}])


def _formed(s: ZeroState, seat: int) -> None:
    s.forming = None
    if seat == s.turn:
        s.phase = "defend"
        event(s, "zk.ev.attack", who=seat, n=len(s.army(seat)))
    else:
        _start_battle(s)


def _back(s: ZeroState, seat: int) -> None:
    """The attacker takes the army back to hand before declaring the attack."""
    if seat != s.turn:
        raise Illegal("zk.err.not_now")
    _return_army(s, seat)
    s.phase, s.forming = "turn", None


def _return_army(s: ZeroState, seat: int) -> None:
    for unit in s.army(seat):
        for ability in list(s.inst(unit).attached):
            s.table.move(ability, f"hand{seat}")
        s.table.move(unit, f"hand{seat}")


# --- defending ---------------------------------------------------------------------------------------------------
def _accept(s: ZeroState, seat: int, units: tuple[int, ...]) -> None:
    _form_army(s, seat, units)
    event(s, "zk.ev.accepted", who=seat, n=len(s.army(seat)))
    _after_forming(s, seat)


def _refuse(s: ZeroState, seat: int) -> None:
    attacker = s.turn
    n = len(s.army(attacker))
    _return_army(s, attacker)
    before = s.scores[attacker]
    s.scores[attacker] = max(0, before - n)
    event(s, "zk.ev.refused", who=seat, attacker=attacker, n=before - s.scores[attacker])
    if s.scores[attacker] == 0:
        _finish(s, attacker, "zero")
        return
    if s.deck_empty(0) and s.deck_empty(1):
        s.refusals[seat] += 1
        if min(s.refusals) >= REFUSALS_TO_DRAW:
            _finish(s, None, "refusals")
            return
    s.phase = "turn"
    _end_turn(s)


# --- battle ------------------------------------------------------------------------------------------------------
def _start_battle(s: ZeroState) -> None:
    attacker = s.turn
    for seat in (0, 1):
        for unit in s.army(seat):
            s.inst(unit).face_up = True
            for ability in s.inst(unit).attached:
                s.inst(ability).face_up = True
    s.phase = "battle"
    s.battles += 1
    s.battle = Battle(attacker=attacker, priority=attacker)
    event(s, "zk.ev.battle", attacker=[s.inst(i).card for i in s.army(attacker)],
          defender=[s.inst(i).card for i in s.army(1 - attacker)])


def usable(s: ZeroState, seat: int) -> list[int]:
    """Cards `seat` may play in the window now: events in hand and unused abilities of living units,
    each with something to work on."""
    out = [i for i in s.hand_of(seat, "event") if useful(s, seat, s.card(i).effect or "")]
    for unit in s.army(seat):
        for ability in s.inst(unit).attached:
            if "used" not in s.inst(ability).markers and useful(s, seat, s.card(ability).effect or ""):
                out.append(ability)
    return out


def _play_card(s: ZeroState, seat: int, iid: int, target: int | None) -> None:
    if iid not in usable(s, seat):
        raise Illegal("zk.err.cannot_play")
    card = s.card(iid)
    effect = card.effect or ""
    if aim_of(effect) is not None:
        if target is None:
            raise Illegal("zk.err.pick_target")
        if target not in valid_targets(s, seat, effect):
            raise Illegal("zk.err.bad_target")
    elif target is not None:
        raise Illegal("zk.err.bad_target")  # this card takes no target
    bearer = None
    if card.type == "event":
        s.table.move(iid, f"discard{seat}")
        s.inst(iid).face_up = True
        event(s, "zk.ev.event", who=seat, card=s.inst(iid).card)
    else:
        bearer = next(u for u in s.army(seat) if iid in s.inst(u).attached)
        s.inst(iid).markers.append("used")
        if "used" not in s.inst(bearer).markers:
            s.inst(bearer).markers.append("used")
        event(s, "zk.ev.ability", who=seat, card=s.inst(iid).card, unit=s.inst(bearer).card)
    EFFECTS[effect].does(s, seat, card.amount, bearer, target)
    _bury_the_dead(s)
    assert s.battle is not None
    s.battle.passes = 0
    s.battle.priority = 1 - seat
    _check_battle_end(s)


def _pass(s: ZeroState, seat: int) -> None:
    b = s.battle
    assert b is not None
    b.passes += 1
    if b.passes >= 2:
        b.step, b.passes = "assign", 0
        event(s, "zk.ev.assign", round=b.round)
    else:
        b.priority = 1 - seat


def _assign(s: ZeroState, seat: int, targets: tuple[int, ...]) -> None:
    """Lock in one target per unit, in army order; units left out take the house default."""
    b = s.battle
    assert b is not None
    chosen = list(targets)
    units = s.army(seat)
    if len(chosen) > len(units):
        raise Illegal("zk.err.bad_target")
    allowed = s.targets_for(seat)
    if any(t not in allowed for t in chosen):
        raise Illegal("zk.err.bad_target")
    b.assign[seat] = chosen + [s.default_target(seat)] * (len(units) - len(chosen))
    event(s, "zk.ev.locked", who=seat)
    if all(a is not None for a in b.assign):
        _fight(s)


def _fight(s: ZeroState) -> None:
    """Every unit hits its target at once; then the dead fall, the living regenerate, the round ends."""
    b = s.battle
    assert b is not None
    hits: list[tuple[int, int, int]] = []  # (attacker unit, target, amount)
    for seat in (0, 1):
        for unit, target in zip(s.army(seat), b.assign[seat] or [], strict=False):
            power = s.attack_of(unit)
            hits.append((unit, target, power))
            sweep = s.trait(unit, "sweep") if power else 0
            if sweep:
                hits.extend((unit, other, sweep) for other in s.army(1 - seat) if other != target)
    for seat in (0, 1):  # the reveal: who aimed at whom
        pairs = [[s.inst(u).card, s.inst(t).card] for u, t in zip(s.army(seat), b.assign[seat] or [], strict=False)]
        event(s, "zk.ev.aimed", who=seat, pairs=pairs)
    for _unit, target, amount in hits:
        if amount:
            damage(s, target, amount)
    _bury_the_dead(s)
    for seat in (0, 1):
        for unit in s.army(seat):
            regen = s.trait(unit, "regen")
            if regen and s.card(unit).nature == "creature":
                mend(s, unit, regen)
    b.mods = {}
    for seat in (0, 1):
        for unit in s.army(seat):
            markers = s.inst(unit).markers
            s.inst(unit).markers = [m for m in markers if m == "used"]
    event(s, "zk.ev.round", round=b.round, left=[len(s.army(0)), len(s.army(1))])
    if not _check_battle_end(s):
        b.round += 1
        b.step, b.priority, b.passes, b.assign = "window", b.attacker, 0, [None, None]


def _bury_the_dead(s: ZeroState) -> None:
    b = s.battle
    assert b is not None
    for seat in (0, 1):
        for unit in s.army(seat):
            if s.life_left(unit) <= 0:
                for ability in list(s.inst(unit).attached):
                    s.table.move(ability, f"discard{seat}")
                s.table.move(unit, f"gone{seat}")
                b.destroyed[seat].append(unit)
                event(s, "zk.ev.destroyed", unit=s.inst(unit).card, who=seat)


def _check_battle_end(s: ZeroState) -> bool:
    b = s.battle
    assert b is not None
    alive = [bool(s.army(0)), bool(s.army(1))]
    if all(alive) and b.round < s.rounds:
        return False
    if all(alive) and b.step == "window":
        return False  # the fifth round is still to be fought
    _end_battle(s, alive)
    return True


def _end_battle(s: ZeroState, alive: list[bool]) -> None:
    b = s.battle
    assert b is not None
    winner = 0 if alive[0] and not alive[1] else 1 if alive[1] and not alive[0] else None
    gains = [sum(s.card(u).value for u in b.destroyed[1 - seat]) for seat in (0, 1)]
    for seat in (0, 1):
        s.scores[seat] = max(0, s.scores[seat] - gains[seat])  # counting stops at zero
    event(s, "zk.ev.battle_over", winner=-1 if winner is None else winner, gains=gains, scores=list(s.scores))
    for seat in (0, 1):
        for unit in s.army(seat):  # survivors go home healed; the other player saw them
            instance = s.inst(unit)
            instance.counters.pop("wounds", None)
            instance.markers, instance.face_up = [], False
            for ability in list(instance.attached):
                s.inst(ability).markers, s.inst(ability).face_up = [], False
                s.table.move(ability, f"hand{seat}")
                s.table.look(1 - seat, ability)
            s.table.move(unit, f"hand{seat}")
            s.table.look(1 - seat, unit)
    s.battle = None
    s.last_battle = -1 if winner is None else winner
    s.drawn_in_a_row = s.drawn_in_a_row + 1 if winner is None else 0
    s.refusals = [0, 0]
    if _check_game_end(s, winner):
        return
    s.phase = "turn"
    _end_turn(s)


def _check_game_end(s: ZeroState, battle_winner: int | None) -> bool:
    at_zero = [score == 0 for score in s.scores]
    if all(at_zero):  # the author: both at zero after a battle: its winner; a drawn battle: a draw
        _finish(s, battle_winner, "both_zero" if battle_winner is not None else "both_zero_draw")
    elif any(at_zero):
        _finish(s, at_zero.index(True), "zero")
    elif s.drawn_in_a_row >= DRAWN_BATTLES_TO_DRAW:
        _finish(s, None, "drawn_battles")
    else:
        wiped = [s.deck_empty(seat) and not s.hand_of(seat, "unit") for seat in (0, 1)]
        if all(wiped):
            _finish(s, None, "stalemate")
        elif any(wiped):
            _finish(s, wiped.index(False), "annihilation")
    return s.phase == "over"


def _finish(s: ZeroState, winner: int | None, reason: str) -> None:
    s.phase, s.winner, s.end, s.battle, s.forming, s.draw_offer = "over", winner, reason, None, None, None
    event(s, "zk.ev.over", winner=-1 if winner is None else winner, reason=reason)


# --- draw offers ------------------------------------------------------------------------------------------------
def _offer_draw(s: ZeroState, seat: int) -> None:
    if s.phase == "decks":
        raise Illegal("zk.err.not_now")
    if s.draw_offer is not None:
        raise Illegal("zk.err.offer_pending")
    s.draw_offer = seat
    event(s, "zk.ev.draw_offer", who=seat)


def _answer_draw(s: ZeroState, seat: int, accept: bool) -> None:
    if s.draw_offer is None or s.draw_offer == seat:
        raise Illegal("zk.err.no_offer")
    if accept:
        event(s, "zk.ev.draw_accepted", who=seat)
        _finish(s, None, "agreed")
    else:
        s.draw_offer = None
        event(s, "zk.ev.draw_declined", who=seat)


# the moves each thing the game waits for (`awaited`) takes; a draw offer and its answer are taken any time
ASKS: dict[str, tuple[type[ZeroMove], ...]] = {
    "deck": (ChooseDeck,), "turn": (PlayAbstraction, Draw, Attack), "attach": (Attach, Formed, Back),
    "defend": (Accept, Refuse), "window": (PlayCard, Pass), "assign": (Assign,),
}
ACTIONS: dict[str, frozenset[str]] = {wanted: frozenset(NAME[m] for m in taken) for wanted, taken in ASKS.items()}
# what running out of time plays where the house rules give a default (elsewhere the computer chooses): the house
# default aim for every unit, a pass, the army as it stands; a draw offer left unanswered is declined
TIMEOUT_MOVES: dict[str, ZeroMove] = {"assign": Assign(()), "window": Pass(), "attach": Formed(),
                                      "draw_answer": DeclineDraw()}


def offers(s: ZeroState) -> list[Offer[ZeroMove]]:
    """Every move each seat may make now: what the game waits for from it, a draw offer's answer, and offering a
    draw (standing: nobody waits for it)."""
    out: list[Offer[ZeroMove]] = []
    for seat, wanted in sorted(awaited(s).items()):
        takes = set(ASKS[wanted])
        only: dict[type[ZeroMove], frozenset[ZeroMove]] = {}
        group = None
        if wanted == "deck":
            only[ChooseDeck] = frozenset(ChooseDeck(d) for d in (*DECKS, *s.custom[seat]))
            group = "deck"
        elif wanted == "turn" and s.deck_empty(seat):
            takes.discard(Draw)
        elif wanted == "assign" and s.battle is not None:
            group = f"aim:{s.battles}:{s.battle.round}"  # this round of this battle only
        out.append(Offer(seat, wanted, frozenset(takes), only, group=group, default=TIMEOUT_MOVES.get(wanted)))
    answerer = answering(s)
    if answerer is not None:
        out.append(listed(answerer, "draw_answer", AcceptDraw(), DeclineDraw(), default=TIMEOUT_MOVES["draw_answer"]))
    elif s.phase not in ("decks", "over"):
        out.extend(listed(seat, "offer", OfferDraw(), awaited=False) for seat in (0, 1))
    return out
