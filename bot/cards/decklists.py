"""Deck lists players bring: a plain-text list (one card a line, "3 Ash Rat", "3x Ash Rat", "Ash Rat x3"
or just "Ash Rat") read against a game's cards, in any of the languages its card names are written in,
then checked against that game's deck rules; and a deck written back as such a list (`export`).

What is generic lives here: counts before or after the name, blank and comment lines, influence pips and a set
name in brackets after a name, curly quotes, accents, ™ and case. A game's own shapes (section headers, summary
lines, a deck-name line first) come with its `DeckFormat`."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.cards.decks import DeckList

MAX_LINES = 120
_COUNT_FIRST = re.compile(r"^(\d{1,2})\s*[x×х]?\s+(.+)$", re.IGNORECASE)  # the last x is Cyrillic
_COUNT_LAST = re.compile(r"^(.+?)\s+[x×х]\s*(\d{1,2})$", re.IGNORECASE)
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")  # a Markdown link: [Hedge Fund](https://…)
_TAIL = re.compile(r"\s*(?:[●•○◦·★☆]+|\([^()]*\)|\[[^\[\]]*\])\s*$")  # influence pips, "(System Gateway)", "[sg]"
_BULLET = re.compile(r"^[-*+•]\s+")
_MARKS = str.maketrans({"™": "", "®": "", "©": "", "'": "", "’": "", "ʼ": "", "‘": "", "`": "", "´": ""})

Problem = tuple[str, dict[str, Any]]  # a catalogue key and its parameters
Check = Callable[[dict[str, int]], Problem | list[Problem] | None]  # the first breach, or every breach
Writer = Callable[[Mapping[str, int], str], str]  # a deck (card id -> copies) and a locale -> the list as text


def fold(name: str) -> str:
    """Case, accents, quotes, apostrophes, ™ and spacing do not matter when a name is looked up."""
    text = unicodedata.normalize("NFKD", name.translate(_MARKS)).casefold()
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w\s]|_", " ", text).split())


@dataclass(frozen=True)
class DeckFormat:
    """What a game accepts as a player's deck: its cards by every name they go by, and its rules; optionally its
    shipped decks (offered by /deck export), its own way of writing a list and the lines of its lists that are
    neither cards nor mistakes (section headers, summaries)."""

    names: Mapping[str, str]  # folded name (any language) or card id -> card id
    labels: Mapping[str, Mapping[str, str]]  # card id -> its name per language
    check: Check
    shipped: Mapping[str, DeckList] = field(default_factory=dict)
    write: Writer | None = None
    note: Callable[[str], bool] | None = None  # a line (stripped) that is no card and no error
    titled: bool = False  # the first line may be the deck's own name (NetrunnerDB's export starts so)

    @classmethod
    def of(cls, cards: Mapping[str, Any], check: Check, *, shipped: Mapping[str, DeckList] | None = None) -> DeckFormat:
        names = names_of((card_id, card.name.values()) for card_id, card in cards.items())
        return cls(names, {card_id: dict(card.name) for card_id, card in cards.items()}, check, dict(shipped or {}))

    def label(self, card_id: str, locale: str) -> str:
        names = self.labels.get(card_id, {})
        return names.get(locale) or names.get("en") or card_id

    def card(self, name: str) -> str | None:
        """The card a written name means: as written, else without a trailing set name or influence pips."""
        name = _LINK.sub(r"\1", name).strip()
        while True:
            card = self.names.get(fold(name))
            shorter = _TAIL.sub("", name)
            if card is not None or shorter == name or not shorter:
                return card
            name = shorter


def names_of(cards: Iterable[tuple[str, Iterable[str]]]) -> dict[str, str]:
    """The look-up of `DeckFormat.names` from each card id and the names it goes by (the first card keeps a
    name two share)."""
    names: dict[str, str] = {}
    for card_id, labels in cards:
        names[fold(card_id)] = card_id
        for label in labels:
            names.setdefault(fold(label), card_id)
    return names


def _count(line: str) -> tuple[int, str, bool]:
    """A line's count, the name it gives and whether the count was written."""
    first, last = _COUNT_FIRST.match(line), _COUNT_LAST.match(line)
    if first:
        return int(first.group(1)), first.group(2), True
    if last:
        return int(last.group(2)), last.group(1), True
    return 1, line, False


def parse(text: str, fmt: DeckFormat) -> tuple[dict[str, int], list[Problem]]:
    """The cards the list names, and one problem per line that names none (by its line number in the text), or
    each rule the deck breaks."""
    cards: dict[str, int] = {}
    problems: list[Problem] = []
    lines = [(number, _BULLET.sub("", line.strip())) for number, line in enumerate(text.splitlines(), start=1)]
    lines = [(number, line) for number, line in lines if line and not line.startswith(("#", "//"))]
    if len(lines) > MAX_LINES:
        return {}, [("deck.err.too_long", {"most": MAX_LINES})]
    for index, (number, line) in enumerate(lines):
        if fmt.note is not None and fmt.note(line):
            continue
        count, name, counted = _count(line)
        card = fmt.card(name)
        if card is None and index == 0 and fmt.titled and not counted:
            continue  # the deck's own name
        if card is None or count < 1:
            problems.append(("deck.err.unknown", {"line": number, "text": line[:60]}))
            continue
        cards[card] = cards.get(card, 0) + count
    if not problems:
        found = fmt.check(cards)
        problems.extend([] if found is None else found if isinstance(found, list) else [found])
    return cards, problems


def plain_text(cards: Mapping[str, int], fmt: DeckFormat, locale: str) -> str:
    """A deck as "3 Name" lines, in the order it lists its cards: what `parse` reads back."""
    return "\n".join(f"{n} {fmt.label(card, locale)}" for card, n in cards.items() if n > 0)


def export(cards: Mapping[str, int], fmt: DeckFormat, locale: str) -> str:
    """A deck written in its game's own list format (the plain one if the game has none)."""
    return fmt.write(cards, locale) if fmt.write is not None else plain_text(cards, fmt, locale)


def clean_name(name: str) -> str:
    """A deck's name as players may see it in public: letters, digits, spaces and - ' only, 1-40 long."""
    kept = "".join(c for c in name if c.isalnum() or c in " -'")
    return " ".join(kept.split())[:40]
