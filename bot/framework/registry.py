"""The game kinds one bot knows about."""

from __future__ import annotations

import dataclasses

from bot.framework.kinds import GameKind
from bot.storage.prefs import Prefs


class UnknownKind(KeyError):
    pass


class GameRegistry:
    def __init__(self) -> None:
        self._kinds: dict[str, GameKind] = {}

    def register(self, kind: GameKind) -> None:
        if kind.name in self._kinds and self._kinds[kind.name] is not kind:
            raise ValueError(f"game kind registered twice: {kind.name}")
        unknown = kind.player_settings - {f.name for f in dataclasses.fields(Prefs)}
        if unknown:  # a setting a game reads must be one a member can set: a typo stops the bot at start-up
            raise ValueError(f"{kind.name} reads settings no member has: {', '.join(sorted(unknown))}")
        self._kinds[kind.name] = kind

    def unregister(self, name: str) -> None:
        self._kinds.pop(name, None)

    def get(self, name: str) -> GameKind:
        try:
            return self._kinds[name]
        except KeyError:
            raise UnknownKind(name) from None

    def __contains__(self, name: str) -> bool:
        return name in self._kinds

    def names(self) -> list[str]:
        """The games members open (a lesson's kind, `listed = False`, is reached through /learn only)."""
        return sorted(n for n, k in self._kinds.items() if getattr(k, "listed", True))
