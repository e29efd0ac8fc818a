"""Prebuilt decks shipped with a game: a JSON list of deck lists, checked against the game's cards and
its deck rules when the bot starts, and dealt into a table as shuffled card instances."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import resources
from typing import Any

import msgspec

from bot.cards.data import CardDataError, decode_entries
from bot.cards.decklists import clean_name
from bot.cards.zones import Table
from bot.engine.rng import GameRng


class DeckList(msgspec.Struct, kw_only=True, frozen=True):
    id: str
    name: dict[str, str]  # per locale
    cards: dict[str, int]  # card id -> copies

    def size(self) -> int:
        return sum(self.cards.values())

    def expanded(self) -> list[str]:
        return [card for card, copies in self.cards.items() for _ in range(copies)]


def load_decks(
    package: str,
    filename: str,
    known_cards: Mapping[str, Any],
    rule: Callable[[DeckList], str | None] | None = None,
) -> dict[str, DeckList]:
    source = f"{package.replace('.', '/')}/{filename}"
    try:
        raw = msgspec.json.decode(resources.files(package).joinpath(filename).read_bytes())
    except (FileNotFoundError, ModuleNotFoundError, msgspec.DecodeError) as exc:
        raise CardDataError(f"{source}: cannot read the deck file ({exc})") from None

    def check(deck: DeckList) -> str | None:
        unknown = sorted(set(deck.cards) - set(known_cards))
        if unknown:
            return f"cards: unknown card {unknown[0]!r}"
        bad = [card for card, copies in deck.cards.items() if copies < 1]
        if bad:
            return f"cards: {bad[0]!r} needs at least one copy"
        return rule(deck) if rule is not None else None

    return decode_entries(raw, source, DeckList, "deck", check)


def deal_deck(table: Table, deck: DeckList, owner: int, zone: str, rng: GameRng) -> None:
    """Create the deck's cards in `zone` (face down) and shuffle them."""
    for card in deck.expanded():
        table.create(card, owner, zone)
    rng.shuffle(table.zones[zone].cards)


def public_name(deck: DeckList, shipped: Mapping[str, DeckList]) -> str:
    """How the public log names a chosen deck: a shipped deck by its id, a player's own by its cleaned
    name only (its list stays theirs)."""
    return deck.id if deck.id in shipped else f"custom:{clean_name(deck.name.get('en', ''))}"


def deck_label(key: str, shipped: Mapping[str, DeckList], locale: str, own_label: str) -> str:
    """A name from `public_name` in `locale`; `own_label` formats a player's own deck ("“{name}” (own)")."""
    if key.startswith("custom:"):
        return own_label.format(name=key.removeprefix("custom:"))
    deck = shipped.get(key)
    return (deck.name.get(locale) or deck.name.get("en", key)) if deck else "?"
