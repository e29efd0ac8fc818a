"""Card instances in zones that declare who may see them, and the one function that turns a table into
what one viewer may know.

Every display of a card game is built from `redact(table, viewer)`: the public view is the view of
nobody (`viewer=None`). A hidden card reaches a view only as "a card" (no card id, no instance id, so
nobody can follow it from hand to play either); what a player privately looked at is remembered in
`Table.known` and shown to that player alone.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import Literal

import msgspec

Visibility = Literal["nobody", "owner", "all"]


class Card(msgspec.Struct, kw_only=True):
    """One physical card. `face_up` shows it to everybody wherever it is (a revealed army)."""

    iid: int
    card: str
    owner: int
    controller: int | None = None  # who plays it now, when not its owner (a card taken over)
    face_up: bool = False
    spent: bool = False
    counters: dict[str, int] = msgspec.field(default_factory=dict)  # "wounds", "turns", …
    markers: list[str] = msgspec.field(default_factory=list)  # "used" (blue), "positive", "negative"
    attached: list[int] = msgspec.field(default_factory=list)  # instance ids carried by this card

    @property
    def controlled_by(self) -> int:
        return self.owner if self.controller is None else self.controller


class Zone(msgspec.Struct, kw_only=True):
    owner: int | None
    visibility: Visibility
    cards: list[int] = msgspec.field(default_factory=list)  # in order; a deck's top is the LAST card


class Table(msgspec.Struct, kw_only=True):
    cards: dict[int, Card] = msgspec.field(default_factory=dict)
    zones: dict[str, Zone] = msgspec.field(default_factory=dict)
    known: list[list[int]] = msgspec.field(default_factory=list)  # per seat: hidden cards it has seen
    next_iid: int = 1

    # --- building -------------------------------------------------------------------------------
    def add_zone(self, name: str, owner: int | None, visibility: Visibility) -> None:
        self.zones[name] = Zone(owner=owner, visibility=visibility)

    def create(self, card: str, owner: int, zone: str) -> Card:
        instance = Card(iid=self.next_iid, card=card, owner=owner)
        self.next_iid += 1
        self.cards[instance.iid] = instance
        self.zones[zone].cards.append(instance.iid)
        return instance

    # --- reading --------------------------------------------------------------------------------
    def zone_of(self, iid: int) -> str | None:
        for name, zone in self.zones.items():
            if iid in zone.cards:
                return name
        for card in self.cards.values():
            if iid in card.attached:
                return self.zone_of(card.iid)
        return None

    def in_zone(self, zone: str) -> list[Card]:
        return [self.cards[i] for i in self.zones[zone].cards]

    def ids(self, zone: str) -> list[str]:
        return [self.cards[i].card for i in self.zones[zone].cards]

    def __len__(self) -> int:
        return len(self.cards)

    # --- moving ---------------------------------------------------------------------------------
    def move(self, iid: int, to: str, *, top: bool = True) -> None:
        """Move a card from wherever it is (a zone, or attached to another card) into zone `to`."""
        self.detach(iid)
        if top:
            self.zones[to].cards.append(iid)
        else:
            self.zones[to].cards.insert(0, iid)

    def detach(self, iid: int) -> None:
        for zone in self.zones.values():
            if iid in zone.cards:
                zone.cards.remove(iid)
                return
        for card in self.cards.values():
            if iid in card.attached:
                card.attached.remove(iid)
                return

    def attach(self, iid: int, to: int) -> None:
        self.detach(iid)
        self.cards[to].attached.append(iid)

    def draw(self, deck: str, hand: str, count: int) -> list[int]:
        drawn = []
        for _ in range(count):
            if not self.zones[deck].cards:
                break
            iid = self.zones[deck].cards.pop()
            self.zones[hand].cards.append(iid)
            drawn.append(iid)
        return drawn

    def look(self, seat: int, iid: int) -> None:
        """`seat` has privately seen this card (it stays hidden from everybody else)."""
        while len(self.known) <= seat:
            self.known.append([])
        if iid not in self.known[seat]:
            self.known[seat].append(iid)

    # --- who sees what --------------------------------------------------------------------------
    def visible(self, iid: int, viewer: int | None) -> bool:
        zone_name = self.zone_of(iid)
        return self.sees(self.cards[iid], self.zones[zone_name] if zone_name is not None else None, viewer)

    def sees(self, card: Card, zone: Zone | None, viewer: int | None) -> bool:
        """Whether `viewer` may know `card`, lying in `zone` (a card attached to another lies in that
        card's zone)."""
        if card.face_up:
            return True
        if zone is None:
            return False
        if zone.visibility == "all":
            return True
        if viewer is None:
            return False
        if zone.visibility == "owner" and zone.owner == viewer:
            return True
        return viewer < len(self.known) and card.iid in self.known[viewer]

    def hidden_from(self, viewer: int | None) -> Iterator[Card]:
        return (card for card in self.cards.values() if not self.visible(card.iid, viewer))


class CardView(msgspec.Struct, frozen=True, kw_only=True):
    """A card as one viewer may know it: `card` and `iid` are None for a hidden card."""

    iid: int | None
    card: str | None
    owner: int
    controller: int | None = None
    face_up: bool = False
    spent: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    markers: tuple[str, ...] = ()
    attached: tuple[CardView, ...] = ()

    @property
    def hidden(self) -> bool:
        return self.card is None


class ZoneView(msgspec.Struct, frozen=True, kw_only=True):
    owner: int | None
    cards: tuple[CardView, ...]

    def __len__(self) -> int:
        return len(self.cards)

    def shown(self) -> list[CardView]:
        return [c for c in self.cards if not c.hidden]


class TableView(msgspec.Struct, frozen=True, kw_only=True):
    viewer: int | None
    zones: dict[str, ZoneView]

    def card_ids(self) -> Iterable[str]:
        """Every card id this view names (for tests: nothing hidden may be among them)."""
        def walk(view: CardView) -> Iterator[str]:
            if view.card is not None:
                yield view.card
            for inner in view.attached:
                yield from walk(inner)

        for zone in self.zones.values():
            for card in zone.cards:
                yield from walk(card)


@functools.lru_cache(maxsize=16)
def _hidden(owner: int) -> CardView:
    """A hidden card of `owner`'s: all alike (views are frozen), so a deck's forty are one object."""
    return CardView(iid=None, card=None, owner=owner)


def redact(table: Table, viewer: int | None) -> TableView:
    """What `viewer` (None: everybody, the public) may know of `table`. The only way views are made."""
    def view(iid: int, zone: Zone) -> CardView:
        card = table.cards[iid]
        if not table.sees(card, zone, viewer):
            return _hidden(card.owner)
        return CardView(
            iid=card.iid, card=card.card, owner=card.owner, controller=card.controller, face_up=card.face_up,
            spent=card.spent,
            counters=tuple(sorted(card.counters.items())), markers=tuple(card.markers),
            attached=tuple(view(a, zone) for a in card.attached),
        )

    return TableView(viewer=viewer, zones={
        name: ZoneView(owner=zone.owner, cards=tuple(view(i, zone) for i in zone.cards))
        for name, zone in table.zones.items()
    })
