"""The engine's refusal of a move."""

from __future__ import annotations


class IllegalAction(Exception):
    """The engine refuses an action. `key` is a catalogue key; the user sees it privately."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params
