"""Cyberpunk TCG cards and decks: `cards.json` (the whole Welcome to Night City pool, 151 cards, as facts: names,
numbers, costs, power, RAM, sell tags, tags) and `decks.json` (the two retail decks, the two 27-card demo lists and
the decks designed here), checked against the deck rules when the bot starts. The pool's cards the engine does not
play yet are `pool.PENDING`: no deck may hold one.

What a card does is code (`abilities.py`, one entry per card id) and words in the catalogue
(`cp.ab.<id>`, written in our own words); the keywords a card prints are data here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Literal

import msgspec

from bot.cards.data import load_cards
from bot.cards.decklists import DeckFormat, Problem, fold
from bot.cards.decks import DeckList, load_decks
from bot.games.cyberpunk.pool import PENDING

CardType = Literal["legend", "unit", "gear", "program"]
Colour = Literal["blue", "yellow", "red", "green"]
KEYWORDS = frozenset({"go_solo", "blocker", "quick", "grants_blocker", "units_only", "no_attack", "adrenaline"})
MAIN_MIN, MAIN_MAX, COPIES, LEGENDS = 40, 50, 3, 3
DEMO_DECKS = frozenset({"heist-demo", "power-demo"})  # the print-and-play lists: 27 cards, a quick game


class CpCard(msgspec.Struct, kw_only=True, frozen=True):
    id: str
    name: str
    subtitle: str = ""
    type: CardType
    colour: Colour
    cost: int | None  # None: a null cost (a Legend that can never be played to the field)
    power: int | None  # a Gear's power is the bonus it gives its host; Programs have none
    ram: int
    sell: bool
    tags: list[str]
    keywords: list[str] = msgspec.field(default_factory=list)
    number: str = ""

    @property
    def full_name(self) -> str:
        return f"{self.name} — {self.subtitle}" if self.subtitle else self.name

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    @property
    def is_legend(self) -> bool:
        return self.type == "legend"


def check_card(card: CpCard) -> str | None:
    unknown = sorted(set(card.keywords) - KEYWORDS)
    if unknown:
        return f"keywords: unknown {unknown[0]!r}"
    if not card.tags and not card.is_legend:
        return "tags: every card but a Legend (the Rebecca promo prints none) has at least one tag"
    if card.type in ("unit", "gear") and card.power is None:
        return "power: a Unit or Gear has a power"
    if card.type != "legend" and card.cost is None:
        return "cost: only a Legend may have a null cost"
    if card.cost is not None and card.cost < 0:
        return "cost: negative"
    return None


CARDS: dict[str, CpCard] = load_cards(__package__ or "bot.games.cyberpunk", "cards.json", CpCard, check=check_card)


def deck_problem(cards: dict[str, int], *, demo: bool = False) -> Problem | None:
    """The first deck rule this list breaks: no card the engine does not play yet (`pool.PENDING`), 3 Legends with
    distinct names, 40-50 other cards (a demo list is exempt from the size), at most 3 copies of a name and subtitle,
    RAM within the Legends' RAM."""
    pending = sorted(c for c in cards if c in PENDING)
    if pending:
        return ("cp.deck.pending", {"card": pending[0]})
    legends = [c for c, n in cards.items() for _ in range(n) if CARDS[c].is_legend]
    if len(legends) != LEGENDS:
        return ("cp.deck.legends", {"n": len(legends)})
    names = Counter(CARDS[c].name for c in legends)
    twice = [name for name, n in names.items() if n > 1]
    if twice:
        return ("cp.deck.legend_names", {"name": twice[0]})
    main = {c: n for c, n in cards.items() if not CARDS[c].is_legend}
    size = sum(main.values())
    if not demo and not MAIN_MIN <= size <= MAIN_MAX:
        return ("cp.deck.size", {"n": size, "low": MAIN_MIN, "high": MAIN_MAX})
    copies: Counter[tuple[str, str]] = Counter()
    for c, n in main.items():
        copies[(CARDS[c].name, CARDS[c].subtitle)] += n
    over = [key for key, n in copies.items() if n > COPIES]
    if over:
        offender = next(c for c in main if (CARDS[c].name, CARDS[c].subtitle) == over[0])
        return ("cp.deck.copies", {"card": offender, "n": copies[over[0]], "most": COPIES})
    ram: Counter[str] = Counter()
    for c in legends:
        ram[CARDS[c].colour] += CARDS[c].ram
    for c in main:
        card = CARDS[c]
        if card.ram > ram[card.colour]:
            return (f"cp.deck.ram_{card.colour}", {"card": card.id, "ram": card.ram, "limit": ram[card.colour]})
    return None


def _deck_rule(deck: DeckList) -> str | None:
    problem = deck_problem(dict(deck.cards), demo=deck.id in DEMO_DECKS)
    return None if problem is None else f"cards: breaks the deck rule {problem[0]} {problem[1]}"


DECKS: dict[str, DeckList] = load_decks(__package__ or "bot.games.cyberpunk", "decks.json", CARDS, _deck_rule)
RETAIL = ("heist", "power")
DESIGNED = ("chrome", "convoy", "afterlife", "court")  # designed here: Red-Blue, Green-Yellow, Red-Yellow, Green-Blue
SHIPPED = (*RETAIL, *DESIGNED)  # the decks a player may pick at the table
DEMO = {"heist": "heist-demo", "power": "power-demo"}


def deck_text(cards: Mapping[str, int], locale: str) -> str:
    """A list as Cyberpunk's players write it (`/deck export`): "3 Name — Subtitle", the Legends first. The
    card names are the printed English ones in every language."""
    order = sorted(cards, key=lambda c: not (c in CARDS and CARDS[c].is_legend))
    return "\n".join(f"{cards[c]} {CARDS[c].full_name if c in CARDS else c}" for c in order if cards[c] > 0)


def _deck_format() -> DeckFormat:
    """Players' own decks (`/deck import`): a card goes by its id, its full name ("Goro Takemura — Hands
    Unclean", the dash optional) or its plain name where only one card has it; the shipped decks and their
    writer serve `/deck export`."""
    names: dict[str, str] = {}
    plain = Counter(card.name for card in CARDS.values())
    for card in CARDS.values():
        names[fold(card.id)] = card.id
        names[fold(card.full_name)] = card.id
        if plain[card.name] == 1:
            names[fold(card.name)] = card.id
    labels = {card.id: {"en": card.full_name, "tr": card.full_name, "ru": card.full_name} for card in CARDS.values()}
    return DeckFormat(names, labels, deck_problem, shipped=DECKS, write=deck_text)


DECK_FORMAT = _deck_format()


def legends_of(deck: DeckList) -> list[str]:
    return [c for c in deck.expanded() if CARDS[c].is_legend]


def main_of(deck: DeckList) -> list[str]:
    return [c for c in deck.expanded() if not CARDS[c].is_legend]
