"""How a move travels in a component: the action's name, a button's arg and a select's values. A game writes its
typed moves into this form and reads them back in one module next to the move types (`bot/games/<game>/moves.py`),
so the custom_id's mini-language of each game is defined once; anything a client sends that does not read back as
one of the game's moves is refused before the rules see it."""

from __future__ import annotations

from typing import NamedTuple


class Wire(NamedTuple):
    name: str
    arg: str = ""
    values: tuple[str, ...] = ()
