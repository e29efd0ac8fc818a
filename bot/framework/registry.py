"""The game kinds one bot knows about."""

from __future__ import annotations

from bot.framework.kinds import GameKind


class UnknownKind(KeyError):
    pass


class GameRegistry:
    def __init__(self) -> None:
        self._kinds: dict[str, GameKind] = {}

    def register(self, kind: GameKind) -> None:
        if kind.name in self._kinds and self._kinds[kind.name] is not kind:
            raise ValueError(f"game kind registered twice: {kind.name}")
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
