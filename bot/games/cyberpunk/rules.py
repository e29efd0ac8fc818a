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
from bot.games.cyberpunk.registry import triggers
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
    if card.type == "gear":
        s.table.move(iid, f"trash{inst.owner}")
        leave_play(s, iid)
        event(s, "cp.ev.defeated", who=seat, card=inst.card)
        return
    for gear in s.gear_of(iid):
        s.table.move(gear, f"trash{s.inst(gear).owner}")
        leave_play(s, gear)
    leave_play(s, iid)
    if card.is_legend:
        s.table.move(iid, f"gone{inst.owner}")
        event(s, "cp.ev.removed", who=seat, card=inst.card)
        return
    s.table.move(iid, f"trash{inst.owner}")
    event(s, "cp.ev.defeated", who=seat, card=inst.card)
    if triggers(inst.card, "defeated"):
        trigger(s, seat, inst.card, "defeated", iid)


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
    """Change a Gig's value by `delta`; fails (False) off the die's faces or to the value it has."""
    die = s.die(die_id)
    new = die.value + delta
    if delta == 0 or not 1 <= new <= die.sides:
        return False
    old, die.value = die.value, new
    event(s, "cp.ev.adjusted", who=seat, sides=die.sides, area=die.area, old=old, new=new)
    return True


def distinct_values(s: CpState, seat: int) -> int:
    return len({d.value for d in s.gigs(seat)})


def roll_in(s: CpState, seat: int, sides: int) -> None:
    die = next(d for d in s.fixer(seat) if d.sides == sides)
    rng = rng_of(s)
    die.value = rng.randint(1, sides)
    keep(s, rng)
    die.area = seat
    event(s, "cp.ev.rolled", who=seat, sides=sides, value=die.value)


def rollable(s: CpState, seat: int) -> list[int]:
    """The fixer dice `seat` may roll in: any but the d20 while another is left."""
    sides = sorted(d.sides for d in s.fixer(seat))
    return [n for n in sides if n != 20] or sides
