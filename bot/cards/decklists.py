"""Deck lists players bring: a plain-text list (one card a line, "3 Ash Rat", "3x Ash Rat", "Ash Rat x3"
or just "Ash Rat") read against a game's cards, in any of the languages its card names are written in,
then checked against that game's deck rules."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

MAX_LINES = 120
_COUNT_FIRST = re.compile(r"^(\d{1,2})\s*[x×]?\s+(.+)$", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^(.+?)\s+[x×]\s*(\d{1,2})$", re.IGNORECASE)

Problem = tuple[str, dict[str, Any]]  # a catalogue key and its parameters


def fold(name: str) -> str:
    """Case, accents and spacing do not matter when a name is looked up."""
    text = unicodedata.normalize("NFKD", name.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w\s]", " ", text).split())


@dataclass(frozen=True)
class DeckFormat:
    """What a game accepts as a player's deck: its cards by every name they go by, and its rules."""

    names: Mapping[str, str]  # folded name (any language) or card id -> card id
    labels: Mapping[str, Mapping[str, str]]  # card id -> its name per language
    check: Callable[[dict[str, int]], Problem | None]

    @classmethod
    def of(cls, cards: Mapping[str, Any], check: Callable[[dict[str, int]], Problem | None]) -> DeckFormat:
        names: dict[str, str] = {}
        for card_id, card in cards.items():
            names[fold(card_id)] = card_id
            for label in card.name.values():
                names.setdefault(fold(label), card_id)
        return cls(names, {card_id: dict(card.name) for card_id, card in cards.items()}, check)

    def label(self, card_id: str, locale: str) -> str:
        names = self.labels.get(card_id, {})
        return names.get(locale) or names.get("en") or card_id


def parse(text: str, fmt: DeckFormat) -> tuple[dict[str, int], list[Problem]]:
    """The cards the list names, and one problem per line that names none (or a rule the deck breaks)."""
    cards: dict[str, int] = {}
    problems: list[Problem] = []
    lines = [line.strip() for line in text.splitlines()]
    lines = [line for line in lines if line and not line.startswith(("#", "//"))]
    if len(lines) > MAX_LINES:
        return {}, [("deck.err.too_long", {"most": MAX_LINES})]
    for number, line in enumerate(lines, start=1):
        count, name = 1, line
        first, last = _COUNT_FIRST.match(line), _COUNT_LAST.match(line)
        if first:
            count, name = int(first.group(1)), first.group(2)
        elif last:
            name, count = last.group(1), int(last.group(2))
        card = fmt.names.get(fold(name))
        if card is None or count < 1:
            problems.append(("deck.err.unknown", {"line": number, "text": line[:60]}))
            continue
        cards[card] = cards.get(card, 0) + count
    if not problems:
        rule = fmt.check(cards)
        if rule is not None:
            problems.append(rule)
    return cards, problems


def clean_name(name: str) -> str:
    """A deck's name as players may see it in public: letters, digits, spaces and - ' only, 1-40 long."""
    kept = "".join(c for c in name if c.isalnum() or c in " -'")
    return " ".join(kept.split())[:40]
