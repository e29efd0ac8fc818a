"""The cards of Netrunner's Core pool (System Gateway and Elevation, `cards.json`) whose behaviour is not written
yet. Until a card leaves this set, a deck holding it is refused with its name ("not playable here yet"), no shipped
deck holds it, and its facts are all the bot knows of it. A card leaves only with its definition, its words in the
three languages and its own test."""

from __future__ import annotations

PENDING: frozenset[str] = frozenset({
    "aggressive-trendsetting", "anthill-excavation-contract", "au-co", "azimat", "bangun", "barry-baz-wong", "biawak",
    "bigger-picture", "bling", "bumi-1-0", "byte", "cacophony", "charm-offensive", "chromatophores", "clean-getaway",
    "detente", "devadatta-drone", "dewi-subrotoputri", "doomscroll", "embedded-reporting", "empiricist", "flyswatter",
    "fransofia-ward", "gamedragon-pro", "gourmand", "greenmail", "hantu", "humanoid-resources", "idiosyncresis",
    "illumination", "ip-enforcement", "kessleroid", "key-performance-indicators", "knickknack-o-brian", "lamplighter",
    "leo-construction", "lie-low", "madani", "magdalene-keino-chemutai", "maglectric-rapid-748-mod",
    "mahkota-langit-grid", "maintenance-access", "measured-response", "mercia-b4ll4rd", "mitra-aman", "muslihat",
    "mycoweb", "n-pot", "nanomanagement", "nebula-talent-management", "next-big-thing", "off-the-books", "open-market",
    "otto-campaign", "peer-review", "petty-cash", "phat-gioan-baotixita", "plutus", "poetri-luxury-brands", "principia",
    "project-ingatan", "proprionegation", "pt-untaian", "public-access-plaza", "rent-rioters", "rising-tide", "ritual",
    "ryo-phoenix-ono", "sang-kancil", "scatter-field", "scrounge", "semak-samun", "sericulture-expansion", "shred",
    "side-hustle", "syailendra", "synapse-global", "the-zwicky-group", "top-down-solutions", "topan", "touch-ups",
    "transfer-of-wealth",
})
