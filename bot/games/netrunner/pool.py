"""The cards of Netrunner's Core pool (System Gateway and Elevation, `cards.json`) whose behaviour is not written
yet. Until a card leaves this set, a deck holding it is refused with its name ("not playable here yet"), no shipped
deck holds it, and its facts are all the bot knows of it. A card leaves only with its definition, its words in the
three languages and its own test."""

from __future__ import annotations

PENDING: frozenset[str] = frozenset({
    "above-the-law", "aggressive-trendsetting", "anoetic-void", "ansel-1-0", "anthill-excavation-contract", "au-co",
    "azimat", "ballista", "bangun", "barry-baz-wong", "biawak", "bigger-picture", "bling", "botulus", "bumi-1-0",
    "buzzsaw", "byte", "cacophony", "carnivore", "charm-offensive", "chromatophores", "clean-getaway",
    "clearinghouse", "cookbook", "detente", "devadatta-drone", "dewi-subrotoputri", "doomscroll", "echelon",
    "embedded-reporting", "empiricist", "fermenter", "flyswatter", "fransofia-ward", "gamedragon-pro", "gourmand",
    "greenmail", "haas-bioroid-precision-design", "hansei-review", "hantu", "humanoid-resources", "idiosyncresis",
    "illumination", "ip-enforcement", "jinteki-restoring-humanity", "kessleroid", "key-performance-indicators",
    "knickknack-o-brian", "lamplighter", "leo-construction", "lie-low", "longevity-serum",
    "luminal-transubstantiation", "madani", "magdalene-keino-chemutai", "maglectric-rapid-748-mod",
    "mahkota-langit-grid", "maintenance-access", "malapert-data-vault", "marjanah", "measured-response",
    "mercia-b4ll4rd", "mitra-aman", "muslihat", "mycoweb", "n-pot", "nanomanagement", "nbn-reality-plus",
    "nebula-talent-management", "neurospike", "next-big-thing", "off-the-books", "open-market", "otto-campaign",
    "pantograph", "peer-review", "petty-cash", "pharos", "phat-gioan-baotixita", "ping", "plutus",
    "poetri-luxury-brands", "principia", "project-ingatan", "proprionegation", "pt-untaian", "public-access-plaza",
    "rene-loup-arcemont", "rent-rioters", "rising-tide", "ritual", "ryo-phoenix-ono", "sang-kancil", "scatter-field",
    "scrounge", "semak-samun", "sericulture-expansion", "shred", "side-hustle", "spin-doctor", "sprint",
    "syailendra", "synapse-global", "t400-memory-diamond", "tao-salonga", "the-zwicky-group", "tomorrow-s-headline",
    "top-down-solutions", "topan", "touch-ups", "tranquilizer", "transfer-of-wealth",
    "weyland-consortium-built-to-last", "zahya-sadeghi",
})
