"""What one viewer may know of a Cyberpunk TCG state: `view(state, seat)` is the one place a state becomes what a
display or the computer reads (seat None: the public, anybody watching the table).

The table is the card toolkit's redacted view, so a hidden card is only a card back there: no card id, no instance
id. Beside it are the game's public facts (dice, phase and turn, the attack, lasting effects, the effects waiting,
what the log named) and the public facts of face-down cards (spent or ready, whether their owner looked at them). A
seat's view adds what only that seat may know: the cards it saw privately, its own log lines, its open question
(whose options may name its hidden cards), its deck choice and own decks, and the moves the rules offer it now.

Left out of every view: the random numbers' state, deck order, the instance ids of hidden cards, the other seat's
question, deck choice, seen cards and log lines, a pending effect's data, and the stage key (it names the open
question's kind, which can tell what its asker looked at). Bookkeeping no display or computer reads (the mulligans
taken, the turn's once-only flags, the next trigger's id) is left out too: `awaited` says whom the game waits for.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TypeVar

import msgspec

from bot.cards.decks import DeckList
from bot.cards.zones import CardView, TableView, ZoneView, redact
from bot.games.cyberpunk import game, rules
from bot.games.cyberpunk.cards import CARDS, CpCard
from bot.games.cyberpunk.moves import Payer
from bot.games.cyberpunk.state import Attack, CpState, Die, Lasting, Prompt

Event = tuple[str, Mapping[str, object]]  # a log line: its catalogue key and its parameters
RULES_QUESTIONS = frozenset({"roll", "steal", "order"})  # questions of the rules themselves: their kind is public
ORIENTED = ("field", "legends", "eddies")  # zones whose cards lie spent or ready, face down or not
T = TypeVar("T", bound=msgspec.Struct)


class Waiting(msgspec.Struct, frozen=True, kw_only=True):
    """A pending effect as anybody may know it: whose it is and when it triggered (its data, which may hold a
    face-down Legend it looked at, stays in the state)."""

    id: int
    seat: int
    card: str
    event: str


class Asked(msgspec.Struct, frozen=True, kw_only=True):
    """The open question as anybody may know it: who answers, whose card asks ("": the rules), and its kind only
    when the rules ask (a roll, a steal, an order of effects): a card's kind of question may tell what was seen."""

    seat: int
    card: str
    kind: str


class Options(msgspec.Struct, frozen=True, kw_only=True):
    """What the viewer may do in their open main phase or React step, as the rules offer it."""

    playable: tuple[int, ...]  # hand cards they may play now (a React step: QUICK ones)
    hosts: tuple[int, ...]  # where a Gear may go
    payers: tuple[Payer, ...]  # what pays 1 €$ each (`rules.payer_of`), in the order a payment takes
    sellable: tuple[int, ...]  # hand cards they may sell now
    calls: tuple[int, ...]  # the slots of the Legends they may Call now
    solos: tuple[int, ...]  # the slots of the Legends that may GO SOLO now
    attackers: dict[int, tuple[int | None, ...]]  # each Unit that may attack, with its targets (None: the Gig area)
    blockers: tuple[int, ...]  # the Units that may block the attack
    unblockable: frozenset[int]  # attackers no blocker may stop (MT0D12 Flathead, behind on Street Cred)
    activatable: tuple[int, ...] = ()  # Units, face-up Legends and Gear whose ⊡ ability they may use now
    must_attack: tuple[int, ...] = ()  # Units that must attack before the turn may end


class CpView(msgspec.Struct, frozen=True, kw_only=True):
    """One viewer's Cyberpunk TCG: nothing in it is hidden from them. Made afresh from the state, and read-only."""

    viewer: int | None
    table: TableView
    cards: dict[int, CardView]  # every card the viewer sees, by instance id (carried Gear included)
    spent: dict[str, tuple[bool, ...]]  # the field's, Legends' and Eddies' cards in order: spent (public face down)
    marked: tuple[tuple[int, ...], ...]  # per seat: the slots of its face-down Legends it has looked at (public)
    power: dict[int, int]  # the power that counts now, of each Unit or Legend the viewer sees on the table
    blocker_units: frozenset[int]  # Units on the field with BLOCKER, their own or a Gear's
    dice: tuple[Die, ...]
    quick: bool
    turn_seconds: float
    react_seconds: float
    phase: str
    turn: int
    turn_no: int
    sold: bool
    called: tuple[bool, ...]
    overtime: bool
    winner: int | None
    end: str | None
    deadline: float | None
    awaited: dict[int, str]  # each seat the game waits for, with what for
    attack: Attack | None
    stealable: tuple[int, ...]  # the dice the attack may take now (a Chrome Fang cap applied)
    lasting: tuple[Lasting, ...]
    pending: tuple[Waiting, ...]
    asked: Asked | None
    events: tuple[Event, ...]  # this change's public log lines
    named: tuple[str, ...]  # card ids the public log has named, the latest last
    # the viewer's own: empty for the public
    seen: tuple[str, ...]  # card ids they saw privately, the latest last
    private: tuple[Event, ...]  # this change's log lines for them alone
    prompt: Prompt | None  # the open question, when it is theirs to answer
    options: Options | None  # their moves, when their main phase or React step is open
    deck: str | None  # their deck choice, hidden from the rival until both have chosen
    custom: dict[str, DeckList]  # their own decks, offered at the deck choice

    def is_over(self) -> bool:
        return self.phase == "over"

    # --- cards --------------------------------------------------------------------------------------------
    def zone(self, name: str, seat: int) -> ZoneView:
        return self.table.zones[f"{name}{seat}"]

    def card_id(self, iid: int) -> str:
        """The card id of an instance the viewer sees ("" for any other number)."""
        seen = self.cards.get(iid)
        return (seen.card or "") if seen is not None else ""

    def card(self, iid: int) -> CpCard:
        """The card of an instance the viewer sees (a KeyError for any other: a card the view does not hold)."""
        return CARDS[self.card_id(iid)]

    def controller(self, iid: int) -> int | None:
        seen = self.cards.get(iid)
        if seen is None:
            return None
        return seen.owner if seen.controller is None else seen.controller

    def legend(self, seat: int, slot: str | int) -> CardView | None:
        """The card in `seat`'s Legends slot (1 the leftmost), as the viewer sees it; None for no such slot."""
        cards = self.zone("legends", seat).cards
        n = int(slot)
        return cards[n - 1] if 1 <= n <= len(cards) else None

    def legend_id(self, seat: int, slot: str | int) -> str:
        """The card id in `seat`'s Legends slot as the viewer knows it ("": a back they have not looked at)."""
        legend = self.legend(seat, slot)
        return (legend.card or "") if legend is not None else ""

    def units(self, seat: int) -> list[CardView]:
        return list(self.zone("field", seat).cards)

    def ready_eddies(self, seat: int) -> int:
        return sum(1 for spent in self.spent.get(f"eddies{seat}", ()) if not spent)

    # --- dice -------------------------------------------------------------------------------------------------
    def die(self, die_id: int) -> Die:
        return next(d for d in self.dice if d.id == die_id)

    def gigs(self, seat: int) -> list[Die]:
        return [d for d in self.dice if d.area == seat]

    def fixer(self, seat: int) -> list[Die]:
        return [d for d in self.dice if d.owner == seat and d.area is None]

    def street_cred(self, seat: int) -> int | None:
        """The sum of `seat`'s Gig values; None (null) with no Gigs."""
        gigs = self.gigs(seat)
        return sum(d.value for d in gigs) if gigs else None


def view(state: CpState, seat: int | None) -> CpView:
    """What `seat` (None: the public) may know of `state` now."""
    table = redact(state.table, seat)
    awaited = game.awaited(state)
    wanted = awaited.get(seat) if seat is not None else None
    question = state.prompt if state.prompt is not None and state.prompt.seat == seat else None
    return CpView(
        viewer=seat, table=table, cards=dict(_by_iid(table)), spent=_orientation(state), marked=_marked(state),
        power=_powers(state, table), blocker_units=_blocker_units(state),
        dice=tuple(msgspec.structs.replace(d) for d in state.dice),
        quick=state.quick, turn_seconds=state.turn_seconds, react_seconds=state.react_seconds, phase=state.phase,
        turn=state.turn, turn_no=state.turn_no, sold=state.sold, called=tuple(state.called),
        overtime=state.overtime, winner=state.winner, end=state.end, deadline=state.deadline, awaited=awaited,
        attack=_copy(state.attack, Attack) if state.attack is not None else None,
        stealable=tuple(game.stealable(state)) if state.attack is not None else (),
        lasting=tuple(msgspec.structs.replace(e) for e in state.lasting),
        pending=tuple(Waiting(id=t.id, seat=t.seat, card=t.card, event=t.event) for t in state.pending),
        asked=_asked(state.prompt),
        events=tuple((str(key), dict(params)) for key, params in state.events),
        named=tuple(state.named),
        seen=tuple(state.seen[seat]) if seat is not None and seat < len(state.seen) else (),
        private=tuple((str(key), dict(params)) for who, key, params in state.private if who == seat),
        prompt=_copy(question, Prompt) if question is not None else None,
        options=_options(state, seat, wanted) if seat is not None and wanted in ("main", "react") else None,
        deck=state.deck_choice[seat] if seat is not None else None,
        custom=dict(state.custom[seat]) if seat is not None else {},
    )


def _copy(value: T, kind: type[T]) -> T:
    """A deep copy: a view shares no struct with the state it was made from."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(value), type=kind)


def _by_iid(table: TableView) -> Iterator[tuple[int, CardView]]:
    def walk(card: CardView) -> Iterator[tuple[int, CardView]]:
        if card.iid is not None:
            yield card.iid, card
        for carried in card.attached:
            yield from walk(carried)

    for zone in table.zones.values():
        for card in zone.cards:
            yield from walk(card)


def _orientation(s: CpState) -> dict[str, tuple[bool, ...]]:
    return {name: tuple(s.inst(i).spent for i in zone.cards) for name, zone in s.table.zones.items()
            if name.rstrip("01") in ORIENTED}


def _marked(s: CpState) -> tuple[tuple[int, ...], ...]:
    """Per seat, the slots of its face-down Legends it looked at: both players see that mark, not the card."""
    def marks(seat: int) -> tuple[int, ...]:
        known = s.table.known[seat] if seat < len(s.table.known) else []
        legends = s.table.zones.get(f"legends{seat}")
        return tuple(n for n, iid in enumerate(legends.cards if legends else [], start=1)
                     if iid in known and not s.inst(iid).face_up)

    return tuple(marks(seat) for seat in (0, 1))


def _powers(s: CpState, table: TableView) -> dict[int, int]:
    return {c.iid: s.power(c.iid) for name, zone in table.zones.items() if name.rstrip("01") in ("field", "legends")
            for c in zone.cards if c.iid is not None}


def _blocker_units(s: CpState) -> frozenset[int]:
    return frozenset(u for name, zone in s.table.zones.items() if name.rstrip("01") == "field"
                     for u in zone.cards if s.blocker(u))


def _asked(prompt: Prompt | None) -> Asked | None:
    if prompt is None:
        return None
    return Asked(seat=prompt.seat, card=prompt.card, kind=prompt.kind if prompt.kind in RULES_QUESTIONS else "")


def _options(s: CpState, seat: int, wanted: str) -> Options:
    reacting = wanted == "react"
    calls = [] if s.called[seat] or not game.can_pay(s, seat, game.call_cost(s, seat)) else s.face_down_legends(seat)
    attackers = {} if reacting else {u: tuple(game.targets(s, u)) for u in game.attackers(s, seat)}
    return Options(
        playable=tuple(game.playable(s, seat, reacting=reacting)),
        hosts=tuple(game.hosts(s, seat)),
        payers=tuple(rules.payer_of(s, seat, i) for i in s.payers(seat)),
        sellable=() if reacting or s.sold else tuple(i for i in s.zone("hand", seat) if s.card(i).sell),
        calls=tuple(rules.slot_of(s, seat, i) for i in calls),
        solos=() if reacting else tuple(rules.slot_of(s, seat, i) for i in game.soloists(s, seat)),
        attackers=attackers,
        blockers=tuple(game.blockers(s, seat)) if reacting else (),
        unblockable=frozenset(u for u in attackers if game.unblockable(s, u)),
        activatable=tuple(game.activatable(s, seat, reacting=reacting)),
        must_attack=() if reacting else tuple(game.forced(s, seat)),
    )
