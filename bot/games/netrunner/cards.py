"""Netrunner cards and decks: `cards.json` (every card of the Core pool, System Gateway and Elevation, as facts:
names, codes, costs, strengths, advancement requirements, points, trash costs, memory, influence, and an identity's
minimum deck size, influence limit and link) and `decks.json` (the shipped lists of each side, identity included).
The cards not playable yet are `pool.PENDING`: their facts are here, their behaviour is not.

What a card does is code (its definition in `abilities.py`, found by its id; a few rules in `game.py`) and words in
the catalogue (`nr.ab.<id>`, in our own words); an icebreaker's numbers are data here.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from bot.cards.data import load_cards
from bot.cards.decks import DeckList, load_decks
from bot.games.netrunner.pool import PENDING

Side = Literal["corp", "runner"]
CardType = Literal["identity", "agenda", "asset", "operation", "upgrade", "ice", "event", "hardware", "resource",
                   "program"]
SUBROUTINES = frozenset({"etr", "bran_install", "diviner", "lose3", "etr_if_poor", "net2_jack", "net2", "net1", "gain1",
                         "tag_unless_4", "tag", "trash_program_or_etr", "trash_installed", "ansel_install", "no_steal",
                         # Elevation, the Corp's
                         "tag_unless_3", "etr_if_tagged", "net2_if_tagged2"})
DECK_IDS = {("starter", "corp"): "starter-corp", ("starter", "runner"): "starter-runner",
            ("booster", "corp"): "booster-corp", ("booster", "runner"): "booster-runner"}
POINTS_TO_WIN = {"starter": 6, "booster": 7, "constructed": 7}  # constructed: each player's own deck


class Breaker(msgspec.Struct, kw_only=True, frozen=True):
    breaks: str  # an ice subtype, or "any"
    cost: int  # credits to break `n` subroutines
    n: int
    pump_cost: int
    pump: int  # strength a pump gives (0: Unity's "+1 per installed icebreaker")


class NrCard(msgspec.Struct, kw_only=True, frozen=True):
    id: str
    name: str
    side: Side
    type: CardType
    code: int
    faction: str
    cost: int | None = None  # play, install or rez cost
    subtypes: list[str] = msgspec.field(default_factory=list)
    strength: int | None = None
    advancement: int | None = None
    points: int = 0
    trash: int | None = None  # trash cost; None: it cannot be trashed when accessed
    advanceable: bool = False
    unique: bool = False
    mu: int = 0
    mu_bonus: int = 0
    subs: list[str] = msgspec.field(default_factory=list)
    breaker: Breaker | None = None
    influence: int = 0  # the influence it costs in a deck of another faction
    deck_limit: int = 3  # copies a deck may hold
    min_deck: int | None = None  # an identity's minimum deck size
    influence_limit: int | None = None  # an identity's influence limit (None: no limit)
    link: int = 0  # a Runner identity's base link

    def has(self, subtype: str) -> bool:
        return subtype in self.subtypes

    @property
    def is_ice(self) -> bool:
        return self.type == "ice"

    @property
    def printed_cost(self) -> int:
        return self.cost or 0


def check_card(card: NrCard) -> str | None:
    unknown = sorted(set(card.subs) - SUBROUTINES)
    if unknown:
        return f"subs: unknown subroutine {unknown[0]!r}"
    if card.type == "agenda" and (card.advancement is None or card.points < 1):
        return "advancement: an agenda has a requirement and points"
    if card.type == "ice" and (card.strength is None or not (card.subs or card.id in PENDING)):
        return "strength: ice has a strength and subroutines"
    if card.type not in ("identity", "agenda") and card.cost is None:
        return "cost: missing"
    return None


CARDS: dict[str, NrCard] = load_cards(__package__ or "bot.games.netrunner", "cards.json", NrCard, check=check_card)
PLAYABLE: dict[str, NrCard] = {card_id: card for card_id, card in CARDS.items() if card_id not in PENDING}


def _deck_rule(deck: DeckList) -> str | None:
    sides = {CARDS[c].side for c in deck.cards}
    if len(sides) != 1:
        return "cards: a deck holds the cards of one side"
    identities = [c for c in deck.cards if CARDS[c].type == "identity"]
    if len(identities) != 1 or deck.cards[identities[0]] != 1:
        return "cards: a deck has exactly one identity"
    if any(n > CARDS[c].deck_limit for c, n in deck.cards.items() if CARDS[c].type != "identity"):
        return "cards: at most 3 copies of a card (1 of a card limited to one per deck)"
    pending = sorted(set(deck.cards) & PENDING)
    if pending:
        return f"cards: {pending[0]} is not playable yet"
    return None


DECKS: dict[str, DeckList] = load_decks(__package__ or "bot.games.netrunner", "decks.json", CARDS, _deck_rule)


def identity_of(deck: DeckList) -> str:
    return next(c for c in deck.cards if CARDS[c].type == "identity")


def playable_cards(deck: DeckList) -> list[str]:
    return [c for c in deck.expanded() if CARDS[c].type != "identity"]
