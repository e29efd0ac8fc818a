"""The Welcome to Night City pool's cards whose behaviour the engine does not play yet.

`cards.json` holds the facts of the whole pool (the 140 cards of the set, the 10 exclusive to the two retail starter
decks, the Rebecca promo); a card listed here has no definition, no text and no test yet. Until it leaves this list,
`cards.deck_problem` refuses a deck holding it ("cp.deck.pending"), no shipped deck holds it, and the per-card
meta-test skips it. A card leaves only with its definition (`abilities.CARDS`), its text in three languages
(`text.ABILITY_TEXT`) and its own test (`tests/cyberpunk/test_cards.py`).
"""

from __future__ import annotations

PENDING: frozenset[str] = frozenset({
    "jackie-mamas-favorite",
    "rebecca-having-a-moment",
})
