"""The game actions every rule and card uses: draw, spend and ready, defeat, Call a Legend, look, adjust
and move Gig dice, trigger effects, win and lose. Each records its public event (never a hidden card) and
its private one (for the one seat that may read it)."""

from __future__ import annotations

from typing import Any

from bot.cards import readable
from bot.engine.errors import IllegalAction
from bot.engine.rng import GameRng
from bot.engine.values import number
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.moves import Payer, token
from bot.games.cyberpunk.registry import FIRST_BLUE_PLAY, of, triggers
from bot.games.cyberpunk.state import GIGS_TO_WIN, CpState, Trigger

# Gear whose text the host inherits: an effect on "whenever the host is spent", on the host's attack, at
# the end of its controller's turn


CARD_PARAMS = ("card", "host", "attacker", "target", "cards")  # the parameters of a log line that name cards


def named_cards(params: dict[str, Any]) -> list[str]:
    """The card ids a log line's parameters name, in their order."""
    return readable.named_cards(params, CARD_PARAMS, CARDS)



def event(s: CpState, key: str, **params: Any) -> None:
    s.events.append([key, params])
    readable.remember(s.named, named_cards(params))


def secret(s: CpState, seat: int, key: str, **params: Any) -> None:
    s.private.append([seat, key, params])
    while len(s.seen) <= seat:
        s.seen.append([])
    readable.remember(s.seen[seat], named_cards(params))


def rng_of(s: CpState) -> GameRng:
    return GameRng(s.rng)


def keep(s: CpState, rng: GameRng) -> None:
    s.rng = rng.state


# --- what a client names ------------------------------------------------------------------------------------------
def legend_at(s: CpState, seat: int, text: str, error_key: str = "cp.err.no_card") -> int:
    """The card in slot `text` of `seat`'s Legends area (an answer naming a slot, see `legend_in`)."""
    slot = number(text, digits=2)
    if slot is None:
        raise IllegalAction(error_key)
    return legend_in(s, seat, slot, error_key)


def legend_in(s: CpState, seat: int, slot: int, error_key: str = "cp.err.no_card") -> int:
    """The card in slot `slot` of `seat`'s Legends area (1 is the leftmost, as the table picture numbers the
    backs). A client names a Legend by its slot, never by its instance id: ids follow the deck list, so
    they would tell face-down Legends apart."""
    legends = s.zone("legends", seat)
    if not 1 <= slot <= len(legends):
        raise IllegalAction(error_key)
    return legends[slot - 1]


def slot_of(s: CpState, seat: int, iid: int) -> int:
    return s.zone("legends", seat).index(iid) + 1


def slot(s: CpState, seat: int, iid: int) -> str:
    return str(slot_of(s, seat, iid))


def payer_of(s: CpState, seat: int, iid: int) -> Payer:
    """How a client names a card that pays: an Eddie by its place, a Legend by its slot; Eddies and face-down
    Legends are hidden cards, so never by instance id."""
    if s.where(iid) == "eddies":
        return Payer(legend=False, place=s.zone("eddies", seat).index(iid) + 1)
    return Payer(legend=True, place=slot_of(s, seat, iid))


def payer_token(s: CpState, seat: int, iid: int) -> str:
    """A payer as a client writes it: "e2" (the second Eddie), "l1" (the leftmost Legend)."""
    return token(payer_of(s, seat, iid))


def payer_at(s: CpState, seat: int, payer: Payer) -> int | None:
    cards = s.zone("legends" if payer.legend else "eddies", seat)
    return cards[payer.place - 1] if 1 <= payer.place <= len(cards) else None


# --- the end of the game -----------------------------------------------------------------------------------------
def finish(s: CpState, winner: int | None, reason: str) -> None:
    if s.phase == "over":
        return
    s.phase, s.winner, s.end = "over", winner, reason
    s.prompt, s.attack, s.pending = None, None, []
    event(s, "cp.ev.over", winner=-1 if winner is None else winner, reason=reason)


def judge(s: CpState, winners: set[int], losers: set[int], reason: str) -> None:
    """Results met at the same moment: one side's win (or the other's loss) ends the game; both players
    winning, or both losing, is a draw."""
    won = winners | {1 - seat for seat in losers}
    if len(won) == 2:
        finish(s, None, reason)
    elif won:
        finish(s, won.pop(), reason)


def check_overtime(s: CpState) -> None:
    """In overtime 7 Gigs win at any moment, even in the middle of an effect."""
    if s.overtime and s.phase != "over":
        judge(s, {seat for seat in (0, 1) if len(s.gigs(seat)) >= GIGS_TO_WIN}, set(), "overtime")


# --- cards ---------------------------------------------------------------------------------------------------------
def draw(s: CpState, seat: int, count: int = 1) -> bool:
    """Draw one card at a time; the first card that is not there loses the game. False if it did."""
    drawn: list[str] = []
    for _ in range(count):
        if not s.zone("deck", seat):
            if drawn:
                secret(s, seat, "cp.pv.drew", cards=drawn)
                event(s, "cp.ev.drew", who=seat, n=len(drawn))
            event(s, "cp.ev.deck_out", who=seat)
            judge(s, set(), {seat}, "deck_out")
            return False
        iid = s.zone("deck", seat).pop()
        s.zone("hand", seat).append(iid)
        drawn.append(s.inst(iid).card)
    if drawn:
        secret(s, seat, "cp.pv.drew", cards=drawn)
        event(s, "cp.ev.drew", who=seat, n=len(drawn))
    return True


def discard(s: CpState, seat: int, iid: int) -> None:
    s.table.move(iid, f"trash{seat}")
    event(s, "cp.ev.discarded", who=seat, card=s.inst(iid).card)


def trigger(s: CpState, seat: int, card: str, when: str, source: int | None = None, **data: Any) -> None:
    s.pending.append(Trigger(id=s.next_trigger, seat=seat, card=card, event=when, source=source, data=dict(data)))
    s.next_trigger += 1


def spend(s: CpState, iid: int) -> bool:
    """Spend a ready card; a host's "whenever spent" Gear triggers. False if it was spent already."""
    card = s.inst(iid)
    if card.spent:
        return False
    card.spent = True
    where = s.where(iid)
    if where in ("field", "legends"):
        seat = s.controller(iid)
        if where == "field" and triggers(card.card, "spent"):  # a Unit's own "when this Unit is spent"
            trigger(s, seat, card.card, "spent", iid)
        if s.gear_of(iid):
            for watcher in s.units(seat):
                if triggers(s.inst(watcher).card, "ally_spent"):
                    trigger(s, seat, s.inst(watcher).card, "ally_spent", watcher)
        for gear in s.gear_of(iid):
            if triggers(s.inst(gear).card, "spent"):
                trigger(s, seat, s.inst(gear).card, "spent", iid)
    return True


def ready(s: CpState, iid: int) -> None:
    s.inst(iid).spent = False


def leave_play(s: CpState, iid: int) -> None:
    """A card leaving the field or the Legends area: its markers and the effects on it go."""
    inst = s.inst(iid)
    inst.spent, inst.markers, inst.counters = False, [], {}
    s.lasting = [e for e in s.lasting if e.target != iid]


def defeat(s: CpState, iid: int) -> None:
    """A Unit (or Gear) is defeated: to its owner's trash (a Legend is removed from the game instead, its
    Gear still going to the trash). DEFEATED effects trigger."""
    inst = s.inst(iid)
    card = s.card(iid)
    seat = s.controller(iid)
    saver = next((g for g in s.gear_of(iid) if of(s.inst(g).card).saves_host), None) if card.type != "gear" else None
    if saver is not None:  # "if this Unit would be defeated, defeat its Gear instead"
        event(s, "cp.ev.saved", who=seat, card=inst.card, host=s.inst(saver).card)
        defeat(s, saver)
        return
    if card.type == "gear":
        s.table.move(iid, f"trash{inst.owner}")
        leave_play(s, iid)
        event(s, "cp.ev.defeated", who=seat, card=inst.card)
        return
    inherited = [s.inst(g).card for g in s.gear_of(iid) if triggers(s.inst(g).card, "defeated")]  # host's DEFEATED
    equipped = bool(s.gear_of(iid))
    unequip(s, iid)
    leave_play(s, iid)
    if card.is_legend:
        s.table.move(iid, f"gone{inst.owner}")
        event(s, "cp.ev.removed", who=seat, card=inst.card)
    else:
        s.table.move(iid, f"trash{inst.owner}")
        event(s, "cp.ev.defeated", who=seat, card=inst.card)
    if triggers(inst.card, "defeated"):
        trigger(s, seat, inst.card, "defeated", iid)
    for gear in inherited:
        trigger(s, seat, gear, "defeated", iid)
    watchers = dict.fromkeys([*s.zone("field", 0), *s.zone("field", 1), *s.face_up_legends(0), *s.face_up_legends(1)])
    for watcher in watchers:
        if triggers(s.inst(watcher).card, "any_defeated"):
            trigger(s, s.controller(watcher), s.inst(watcher).card, "any_defeated", watcher, defeated=inst.card,
                    side=seat, equipped=equipped)


def unequip(s: CpState, iid: int) -> None:
    """A card leaves the field or the Legends area: its Gear goes to its owner's trash."""
    for gear in s.gear_of(iid):
        s.table.move(gear, f"trash{s.inst(gear).owner}")
        leave_play(s, gear)


def _off_the_field(s: CpState, iid: int, zone: str, said: str, **where: bool) -> None:
    """A Unit leaves the field for its owner's `zone`, face down (its Gear to the trash); a Legend leaves the game
    instead."""
    inst = s.inst(iid)
    unequip(s, iid)
    leave_play(s, iid)
    if s.card(iid).is_legend:
        s.table.move(iid, f"gone{inst.owner}")
        event(s, "cp.ev.removed", who=inst.owner, card=inst.card)
        return
    s.table.move(iid, f"{zone}{inst.owner}", **where)
    inst.face_up = False
    event(s, said, who=inst.owner, card=inst.card)


def to_hand(s: CpState, iid: int) -> None:
    """A Unit returns to its owner's hand (a Legend would leave the game instead)."""
    _off_the_field(s, iid, "hand", "cp.ev.returned")


def bottom_unit(s: CpState, iid: int) -> None:
    """Bottom-deck a Unit of the field (a Legend leaves the game instead); its Gear goes to the trash."""
    _off_the_field(s, iid, "deck", "cp.ev.bottomed_unit", top=False)


def trash_top(s: CpState, seat: int, count: int) -> list[int]:
    """Trash N: the top cards of `seat`'s deck go to the trash one by one, shown to both (as many as there are)."""
    out = []
    for _ in range(count):
        deck = s.zone("deck", seat)
        if not deck:
            break
        iid = deck[-1]
        s.table.move(iid, f"trash{seat}")
        event(s, "cp.ev.trashed", who=seat, card=s.inst(iid).card)
        out.append(iid)
    return out


def take(s: CpState, seat: int, iids: list[int]) -> None:
    """Cards shown to both (from the trash or revealed from the deck) go to `seat`'s hand."""
    for iid in iids:
        s.table.move(iid, f"hand{seat}")
    if iids:
        event(s, "cp.ev.took", who=seat, cards=[s.inst(i).card for i in iids])


def once(s: CpState, key: str) -> bool:
    """A "first time each turn" ability: True the first time `key` is asked this turn."""
    if key in s.once:
        return False
    s.once.append(key)
    return True


def look(s: CpState, seat: int, iid: int) -> None:
    """`seat` looks at one of its face-down Legends: it is known to them from now on, and marked as known
    to both."""
    s.table.look(seat, iid)
    secret(s, seat, "cp.pv.looked", card=s.inst(iid).card, slot=slot_of(s, seat, iid))


def flip_up(s: CpState, seat: int, iid: int) -> None:
    """Call a Legend (the once per turn is the caller's to check): face up, its CALL triggers."""
    s.inst(iid).face_up = True
    s.called[seat] = True
    card = s.inst(iid).card
    event(s, "cp.ev.called", who=seat, card=card)
    if triggers(card, "call"):
        trigger(s, seat, card, "call", iid)


def blue_play(s: CpState, seat: int) -> None:
    """The first Blue Unit or Gear each turn, which face-up Legends may watch for (one played before such a
    Legend was face up still counts as the first)."""
    if s.blue_played:
        return
    s.blue_played = True
    legends_trigger(s, seat, FIRST_BLUE_PLAY)


def legends_trigger(s: CpState, seat: int, timing: str, **data: Any) -> None:
    """`seat`'s face-up Legends with an ability for `timing` trigger, each card once (its first copy: a deck's
    Legends have distinct names)."""
    triggered: set[str] = set()
    for iid in s.face_up_legends(seat):
        card = s.inst(iid).card
        if card not in triggered and triggers(card, timing):
            triggered.add(card)
            trigger(s, seat, card, timing, iid, **data)


def pay_default(s: CpState, seat: int, cost: int) -> bool:
    """An effect's "you may pay N €$": Eddies first, then face-down Legends, then face-up ones. False (nothing
    spent) if `seat` cannot pay it all."""
    payers = s.payers(seat)
    if len(payers) < cost:
        return False
    order = sorted(payers, key=lambda i: (s.where(i) == "legends", s.inst(i).face_up, payers.index(i)))
    for iid in order[:cost]:
        spend(s, iid)
    event(s, "cp.ev.paid", who=seat, n=cost, legends=sum(1 for i in order[:cost] if s.where(i) == "legends"))
    return True


def equip_free(s: CpState, seat: int, gear: int, host: int) -> None:
    """A Gear played by an effect (for free) onto one of `seat`'s Units or face-up Legends."""
    s.table.attach(gear, host)
    s.inst(gear).face_up = True
    event(s, "cp.ev.equipped", who=seat, card=s.inst(gear).card, host=s.inst(host).card)
    if s.card(gear).colour == "blue":
        blue_play(s, seat)


def enter_field(s: CpState, seat: int, iid: int) -> None:
    """A Unit played (from the hand, or by an effect from anywhere): into the field with Lag; its PLAY triggers,
    and a Blue one may be the turn's first Blue play."""
    s.table.move(iid, f"field{seat}")
    s.inst(iid).markers = ["lag"]
    s.inst(iid).spent = False
    name = s.inst(iid).card
    event(s, "cp.ev.played", who=seat, card=name)
    if triggers(name, "play"):
        trigger(s, seat, name, "play", iid)
    if s.card(iid).colour == "blue":
        blue_play(s, seat)


def run_program(s: CpState, seat: int, iid: int, *, bottom_deck: bool = False) -> None:
    """A Program played: to the trash (or the bottom of its owner's deck), then it resolves before anything its
    payment triggered; a BRAINDANCE one is watched for by face-up Legends."""
    if bottom_deck:
        s.table.move(iid, f"deck{seat}", top=False)
    else:
        s.table.move(iid, f"trash{seat}")
    s.program_played = True
    name = s.inst(iid).card
    event(s, "cp.ev.program", who=seat, card=name)
    if triggers(name, "program"):
        trigger(s, seat, name, "program", None)
        s.pending.insert(0, s.pending.pop())
    if "BRAINDANCE" in s.card(iid).tags:
        legends_trigger(s, seat, "braindance")


def bottom(s: CpState, seat: int, iids: list[int]) -> None:
    """Bottom-deck cards together in a random order."""
    rng = rng_of(s)
    order = list(iids)
    rng.shuffle(order)
    keep(s, rng)
    for iid in order:
        s.table.move(iid, f"deck{seat}", top=False)


# --- Gig dice ------------------------------------------------------------------------------------------------------
def adjust(s: CpState, seat: int, die_id: int, delta: int) -> bool:
    """Change a Gig's value by `delta` (`seat` changes it); fails (False) off the die's faces or to the value it
    has. A rival's change to a player's Gig is watched for by that player's Units."""
    die = s.die(die_id)
    new = die.value + delta
    if delta == 0 or not 1 <= new <= die.sides:
        return False
    old, die.value = die.value, new
    event(s, "cp.ev.adjusted", who=seat, sides=die.sides, area=die.area, old=old, new=new)
    if die.area is not None and die.area != seat:
        meddled(s, die.area)
    return True


def meddled(s: CpState, victim: int) -> None:
    """The rival adjusted or swapped one or more of `victim`'s Gigs: `victim`'s Units watching for it trigger."""
    for iid in s.units(victim):
        if triggers(s.inst(iid).card, "meddled"):
            trigger(s, victim, s.inst(iid).card, "meddled", iid)


def distinct_values(s: CpState, seat: int) -> int:
    return len({d.value for d in s.gigs(seat)})


def roll_in(s: CpState, seat: int, sides: int) -> None:
    die = next(d for d in s.fixer(seat) if d.sides == sides)
    rng = rng_of(s)
    die.value = rng.randint(1, sides)
    keep(s, rng)
    die.area = seat
    event(s, "cp.ev.rolled", who=seat, sides=sides, value=die.value)
    legends_trigger(s, seat, "rolled", die=die.id)


def reroll(s: CpState, seat: int, die_id: int) -> None:
    """Roll a Gig again, keeping the new result."""
    die = s.die(die_id)
    rng = rng_of(s)
    die.value = rng.randint(1, die.sides)
    keep(s, rng)
    event(s, "cp.ev.rolled", who=seat, sides=die.sides, value=die.value)


def rollable(s: CpState, seat: int) -> list[int]:
    """The fixer dice `seat` may roll in: any but the d20 while another is left."""
    sides = sorted(d.sides for d in s.fixer(seat))
    return [n for n in sides if n != 20] or sides
