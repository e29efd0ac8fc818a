"""The cards of Netrunner's Core pool (System Gateway and Elevation, `cards.json`) whose behaviour is not written
yet. Until a card leaves this set, a deck holding it is refused with its name ("not playable here yet"), no shipped
deck holds it, and its facts are all the bot knows of it. A card leaves only with its definition, its words in the
three languages and its own test."""

from __future__ import annotations

PENDING: frozenset[str] = frozenset({
    "aggressive-trendsetting", "au-co", "azimat", "bangun", "barry-baz-wong", "biawak",
    "bigger-picture", "bling", "bumi-1-0", "byte", "cacophony", "charm-offensive", "chromatophores",
    "detente", "devadatta-drone", "dewi-subrotoputri", "embedded-reporting", "empiricist",
    "fransofia-ward", "gamedragon-pro", "gourmand", "greenmail", "hantu", "humanoid-resources", "idiosyncresis",
    "illumination", "ip-enforcement", "key-performance-indicators", "knickknack-o-brian",
    "leo-construction", "madani", "magdalene-keino-chemutai", "maglectric-rapid-748-mod",
    "mahkota-langit-grid", "maintenance-access", "mercia-b4ll4rd", "mitra-aman",
    "mycoweb", "n-pot", "nebula-talent-management", "next-big-thing", "off-the-books", "open-market",
    "peer-review", "petty-cash", "phat-gioan-baotixita", "plutus",
    "project-ingatan", "proprionegation", "pt-untaian",
    "ryo-phoenix-ono", "scatter-field", "semak-samun", "sericulture-expansion", "shred",
    "syailendra", "synapse-global", "top-down-solutions", "topan", "touch-ups",
})
