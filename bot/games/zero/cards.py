"""Knowing Zero's cards and decks: `cards.json` and `decks.json` in this package, validated at import.

Units are creatures (flesh) or machines (steel) with Attack, Life and Value, and at most one trait.
Ability cards are attached to a unit when an army is formed, events are played in a battle round,
abstractions stay in play for a number of their owner's turns. What a card does is named by its
`effect` (or `trait`) and an `amount`; the words on the card come from the catalogue, so every card
reads in every language.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from bot.cards.data import check_locales, check_names, load_cards
from bot.cards.decks import DeckList, load_decks
from bot.engine.locales import LOCALES

CardType = Literal["unit", "ability", "event", "abstraction"]
Nature = Literal["creature", "machine"]

TRAITS = frozenset({"armor", "regen", "sweep", "guard"})
EFFECTS: dict[str, frozenset[str]] = {
    "ability": frozenset({"strike", "heal", "repair", "overclock", "barrier"}),
    "event": frozenset({"blast", "emp", "plague", "rally", "mend", "patch", "sabotage"}),
    "abstraction": frozenset({"fortify", "dread", "supply", "warcry"}),
}
DECK_SIZE = 30


class ZeroCard(msgspec.Struct, kw_only=True, frozen=True):
    id: str
    name: dict[str, str]
    type: CardType
    nature: Nature | None = None
    attack: int = 0
    life: int = 0
    value: int = 0
    trait: str | None = None
    effect: str | None = None
    amount: int = 0
    turns: int = 0  # abstractions: how many of their owner's turns they last

    def label(self, locale: str) -> str:
        return self.name.get(locale) or self.name["en"]

    @property
    def is_unit(self) -> bool:
        return self.type == "unit"


def check_card(card: ZeroCard) -> str | None:
    problem = check_locales("name", card.name, LOCALES)
    if problem:
        return problem
    if card.type == "unit":
        if card.nature is None:
            return "nature: a unit is a creature or a machine"
        if card.attack < 0 or card.life < 1 or card.value < 1:
            return "attack/life/value: a unit needs attack >= 0, life >= 1 and value >= 1"
        if card.effect is not None:
            return "effect: units carry a trait, not an effect"
        if card.trait is not None:
            return check_names("trait", card.trait, TRAITS)
        return None
    if card.effect is None:
        return f"effect: a {card.type} card needs an effect"
    problem = check_names("effect", card.effect, EFFECTS[card.type])
    if problem:
        return problem
    if card.type == "abstraction" and card.turns < 1:
        return "turns: an abstraction lasts at least one turn"
    return None


def check_deck(deck: DeckList) -> str | None:
    if deck.size() != DECK_SIZE:
        return f"cards: {deck.size()} cards, a deck has {DECK_SIZE}"
    return check_locales("name", deck.name, LOCALES)


MAX_COPIES = 3  # house rule for players' own decks
MIN_UNITS = 10


def check_own_deck(cards: dict[str, int]) -> tuple[str, dict[str, Any]] | None:
    """A player's own deck (`/deck import`): 30 cards, at most 3 of each, at least 10 units."""
    size = sum(cards.values())
    if size != DECK_SIZE:
        return ("deck.err.size", {"n": size, "size": DECK_SIZE})
    for card, copies in cards.items():
        if copies > MAX_COPIES:
            return ("deck.err.copies", {"card": card, "n": copies, "most": MAX_COPIES})
    units = sum(n for card, n in cards.items() if CARDS[card].is_unit)
    if units < MIN_UNITS:
        return ("zk.err.deck_units", {"n": units, "least": MIN_UNITS})
    return None


CARDS: dict[str, ZeroCard] = load_cards(__name__.rpartition(".")[0], "cards.json", ZeroCard, check=check_card)
DECKS: dict[str, DeckList] = load_decks(__name__.rpartition(".")[0], "decks.json", CARDS, check_deck)
