"""The set-up step's deck choice as controls (the adapter's side of bot.cards.decks)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.cards.decklists import clean_name
from bot.cards.decks import DeckList, deck_label
from bot.framework.kinds import Choice, Control


def deck_controls(action: str, shipped: Mapping[str, DeckList], own: Mapping[str, DeckList], locale: str,
                  own_placeholder: str, size_label: str) -> list[Control]:
    """The set-up step's controls: a button per shipped deck, and a select of the player's own decks."""
    controls = [Control(action, deck_label(key, shipped, locale, ""), "primary", arg=key, row=0)
                for key in sorted(shipped)]
    if own:
        controls.append(Control(action, placeholder=own_placeholder, row=1, choices=tuple(
            Choice(clean_name(deck.name.get("en", "")) or "?", key, size_label.format(n=deck.size()))
            for key, deck in own.items())))
    return controls
