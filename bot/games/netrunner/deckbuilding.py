"""Netrunner deck building (CR 1.4, restated in `tcg-sources.md` §2): the rules a player's own deck keeps, and the
deck-list text players paste and get back (NetrunnerDB's text export; jinteki.net's plain "3 Card Name" lines).

A deck has exactly one identity and the cards of that identity's side only, all from the Core pool (`cards.json`);
a starter identity (one with no influence limit: The Syndicate, The Catalyst) only in the shipped starter lists
(CR 1.4.1a). Besides the identity, at least the identity's minimum deck size; at most `deck_limit` copies of a card
(3, or 1 for "limit 1 per deck"); the influence of the cards of other factions within the identity's limit
(neutral cards cost none). A Corp deck holds no agenda of another faction (neutral ones are fine) and
2 × ⌊size / 5⌋ + 2 agenda points, or one more. A card whose behaviour is not written yet (`pool.PENDING`) is
refused by name. Pure: no words here, only catalogue keys (`nr.deck.*`) and their numbers.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.cards.data import CardDataError
from bot.cards.decklists import DeckFormat, Problem, fold, names_of
from bot.games.netrunner import pool
from bot.games.netrunner.cards import CARDS, DECKS, NrCard

NEUTRAL = "neutral"
# NetrunnerDB's order of a side's card types, each a section of the exported list
SECTIONS = {"corp": ("agenda", "asset", "operation", "upgrade", "ice"),
            "runner": ("event", "hardware", "resource", "program")}
_HEADER = re.compile(r"^([^\d()][^()]*?)\s*\(\d+\)$")  # "Agenda (7)", "Code Gate (4)"
_NOTES = re.compile(r"^(?:\d+\s+influence\s+spent|\d+\s+cards?\s*\(|\d+\s+agenda\s+points?\b|cards\s+up\s+to\b"
                    r"|(?:deck\s+)?(?:built|published|made)\s+(?:on|with|at)\b|https?://|total\b)", re.IGNORECASE)
HEADERS = frozenset(fold(word) for card in CARDS.values() for word in (card.type, *card.subtypes)) | frozenset(
    {"program", "icebreaker", "other", "identity"})


def is_starter(card: NrCard) -> bool:
    """A starter identity: blank, no influence limit, for the starter decks only (CR 1.4.1a)."""
    return card.type == "identity" and card.influence_limit is None


def agenda_points_needed(size: int) -> tuple[int, int]:
    """The agenda points a Corp deck of `size` cards holds: 2 × ⌊size / 5⌋ + 2, or one more (40-44: 18-19)."""
    least = 2 * (size // 5) + 2
    return least, least + 1


def identity_of(cards: Mapping[str, int]) -> str | None:
    """The deck's identity, when it has exactly one."""
    found = [c for c, n in cards.items() if c in CARDS and CARDS[c].type == "identity" for _ in range(max(n, 0))]
    return found[0] if len(found) == 1 else None


def deck_problems(cards: Mapping[str, int], *, shipped: bool = False) -> list[Problem]:
    """Every rule the deck breaks, each once (a card-by-card rule once per card), in the order a player fixes them;
    `shipped`: a list that ships with the game (a starter identity is allowed there)."""
    problems: list[Problem] = [("nr.deck.pool", {"card": c}) for c in sorted(cards) if c not in CARDS]
    known = {c: n for c, n in cards.items() if c in CARDS}
    problems += [("nr.deck.pending", {"card": c}) for c in sorted(known) if c in pool.PENDING]
    identities = sum(max(n, 0) for c, n in known.items() if CARDS[c].type == "identity")
    identity_id = identity_of(known)
    if identity_id is None:
        return [*problems, ("nr.deck.identity", {"n": identities})]
    identity = CARDS[identity_id]
    deck = {c: n for c, n in known.items() if c != identity_id}
    size = sum(max(n, 0) for n in deck.values())
    other_side = sorted(c for c in deck if CARDS[c].side != identity.side)
    if other_side:
        problems.append((f"nr.deck.side_{identity.side}", {"card": other_side[0], "n": len(other_side)}))
    if is_starter(identity) and not shipped:
        problems.append(("nr.deck.starter", {"card": identity_id}))
    least = identity.min_deck or 0
    if size < least:
        problems.append(("nr.deck.size", {"n": size, "least": least, "short": least - size}))
    problems += [("nr.deck.copies", {"card": c, "n": n, "most": CARDS[c].deck_limit})
                 for c, n in deck.items() if not 1 <= n <= CARDS[c].deck_limit]
    spent = influence_spent(deck, identity)
    if identity.influence_limit is not None and spent > identity.influence_limit:
        problems.append(("nr.deck.influence", {"spent": spent, "limit": identity.influence_limit,
                                               "over": spent - identity.influence_limit}))
    if identity.side == "corp" and not other_side:
        problems += _agenda_problems(deck, identity, size)
    return problems


def _agenda_problems(deck: Mapping[str, int], identity: NrCard, size: int) -> list[Problem]:
    problems: list[Problem] = [("nr.deck.agenda_faction", {"card": c, "faction": CARDS[c].faction})
                               for c in deck if CARDS[c].type == "agenda" and
                               CARDS[c].faction not in (NEUTRAL, identity.faction)]
    points = sum(CARDS[c].points * max(n, 0) for c, n in deck.items() if CARDS[c].type == "agenda")
    least, most = agenda_points_needed(size)
    if not least <= points <= most:
        problems.append(("nr.deck.points", {"points": points, "least": least, "most": most, "size": size}))
    return problems


def influence_spent(deck: Mapping[str, int], identity: NrCard) -> int:
    """The influence of the deck's cards from other factions than the identity's (neutral cards cost none)."""
    return sum(CARDS[c].influence * max(n, 0) for c, n in deck.items()
               if c in CARDS and CARDS[c].faction not in (NEUTRAL, identity.faction))


def deck_problem(cards: Mapping[str, int], *, shipped: bool = False) -> Problem | None:
    """The first rule the deck breaks, if any."""
    problems = deck_problems(cards, shipped=shipped)
    return problems[0] if problems else None


def own_deck_problems(cards: dict[str, int]) -> list[Problem]:
    """A player's own list (`/deck import`): the shipped lists are the only ones a starter identity may lead."""
    return deck_problems(cards)


# --- the text players paste and get back ---------------------------------------------------------------------------
def is_note(line: str) -> bool:
    """A line of NetrunnerDB's export that is no card and no mistake: a section header ("Ice (15)") or a summary
    ("15 influence spent (max 15, available 0)", "44 cards (min 40)", "20 agenda points (between 20 and 21)",
    "Cards up to Elevation")."""
    header = _HEADER.match(line)
    return bool(_NOTES.match(line)) or (header is not None and fold(header.group(1)) in HEADERS)


def deck_text(cards: Mapping[str, int], locale: str = "en") -> str:
    """A deck as NetrunnerDB writes it: the identity, then "3x Name" lines by card type under "Type (n)" headers,
    then the summary lines (all of them read back by `parse`; card names and the shape stay English)."""
    identity_id = identity_of(cards)
    identity = CARDS[identity_id] if identity_id is not None else None
    side = identity.side if identity is not None else next((CARDS[c].side for c in cards if c in CARDS), "corp")
    lines = [identity.name] if identity is not None else []
    deck = {c: n for c, n in cards.items() if c in CARDS and c != identity_id and n > 0}
    for kind in (*SECTIONS[side], *SECTIONS["runner" if side == "corp" else "corp"], "identity"):
        listed = sorted((c for c in deck if CARDS[c].type == kind), key=lambda c: fold(CARDS[c].name))
        if listed:
            lines += ["", f"{kind.capitalize()} ({sum(deck[c] for c in listed)})"]
            lines += [f"{deck[c]}x {CARDS[c].name}" for c in listed]
    size = sum(deck.values())
    lines.append("")
    if identity is not None:
        spent = influence_spent(deck, identity)
        most = "" if identity.influence_limit is None else f" (max {identity.influence_limit})"
        lines.append(f"{spent} influence spent{most}")
        lines.append(f"{size} cards (min {identity.min_deck or 0})")
    if side == "corp":
        points = sum(CARDS[c].points * n for c, n in deck.items() if CARDS[c].type == "agenda")
        lines.append(f"{points} agenda points")
    return "\n".join(lines).strip()


def _names() -> dict[str, str]:
    """Every card by its id, its full name and, where no other card has it, its name before the colon
    ("René “Loup” Arcemont" for "René “Loup” Arcemont: Party Animal")."""
    titles: dict[str, list[str]] = {}
    for card in CARDS.values():
        titles.setdefault(fold(card.name.split(":", 1)[0]), []).append(card.id)
    names = names_of((card.id, [card.name]) for card in CARDS.values())
    for title, ids in titles.items():
        if len(ids) == 1:
            names.setdefault(title, ids[0])
    return names


DECK_FORMAT = DeckFormat(_names(), {card.id: {"en": card.name} for card in CARDS.values()}, own_deck_problems,
                         shipped=DECKS, write=deck_text, note=is_note, titled=True)


def _check_shipped() -> None:
    """Every shipped list keeps the deck rules (its starter identity allowed): checked when the game loads."""
    for deck in DECKS.values():
        problems = deck_problems(dict(deck.cards), shipped=True)
        if problems:
            raise CardDataError(f"bot/games/netrunner/decks.json: {deck.id} breaks the deck rule {problems[0]}")


_check_shipped()
