"""The languages the bot speaks, which every card's and deck's text is written in (card data is validated against
them without loading the message catalogue)."""

from __future__ import annotations

LOCALES = ("en", "tr", "ru")
