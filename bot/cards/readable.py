"""What a card game lists for 📖 Cards (`GameKind.readable_cards`): each readable card once, in the order a player
looks for it, and the card names a log line carries (kept in the state so the log's cards stay readable)."""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Readable:
    """A card a viewer may read: `iid` when it lies where the viewer sees that very card, so that its details say
    how it stands there; `copies` of it in one pile (a hand's two copies are one entry)."""

    ref: str
    card: str
    place: str
    iid: int | None = None
    copies: int = 1


@dataclass
class ReadableList:
    """Readable cards in the order added, each ref once; a card already listed somewhere is not listed again by
    `later` (a card seen or named in the log that is also in the hand is read from the hand)."""

    known: Container[str]  # the game's card ids: anything else is never listed
    items: list[Readable] = field(default_factory=list)
    _refs: set[str] = field(default_factory=set)
    _listed: set[str] = field(default_factory=set)

    def add(self, item: Readable) -> None:
        if item.card in self.known and item.ref not in self._refs:
            self.items.append(item)
            self._refs.add(item.ref)
            self._listed.add(item.card)

    def pile(self, prefix: str, cards: list[str], place: str) -> None:
        """A pile of cards by id (a hand, a trash): each card once, with its number of copies."""
        for card in dict.fromkeys(cards):
            self.add(Readable(f"{prefix}.{card}", card, place, copies=cards.count(card)))

    def later(self, items: Iterable[Readable]) -> None:
        """Cards seen earlier or named in the log: only those not listed yet."""
        for item in items:
            if item.card not in self._listed:
                self.add(item)


def named_cards(params: Mapping[str, Any], names: tuple[str, ...], known: Container[str]) -> list[str]:
    """The card ids a log line's parameters `names` hold (a card id or a list of them), in their order, once each."""
    out: list[str] = []
    for name in names:
        value = params.get(name)
        for card in value if isinstance(value, list) else [value]:
            if isinstance(card, str) and card in known and card not in out:
                out.append(card)
    return out


def remember(into: list[str], cards: list[str]) -> None:
    """Cards named again move to the end: `into` keeps the latest named last."""
    for card in cards:
        if card in into:
            into.remove(card)
        into.append(card)
