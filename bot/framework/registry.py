"""The game kinds one bot knows about, and the action names each may use."""

from __future__ import annotations

import dataclasses

from bot.framework.kinds import AnyKind, state_and_view
from bot.storage.prefs import Prefs


class UnknownKind(KeyError):
    pass


def framework_actions() -> frozenset[str]:
    """The component actions the framework answers itself before any game sees a click: a game naming one of its
    actions so would never receive it. (Lobby actions are not among them: they reach the game once it runs.)"""
    from bot.framework import card_details, interactions, paging, replay_view, spectators

    return frozenset({interactions.HAND, interactions.LOG, interactions.REMATCH, interactions.CONFIRM,
                      interactions.KEEP_PLAYING,
                      paging.PAGE_ACTION, *card_details.READ_ACTIONS, *spectators.FOLLOW_ACTIONS,
                      *replay_view.REPLAY_ACTIONS})


class GameRegistry:
    def __init__(self) -> None:
        self._kinds: dict[str, AnyKind] = {}
        self._side: dict[str, str] = {}  # a cog's own action (answered outside the game's decisions) -> its game

    def register(self, kind: AnyKind) -> None:
        """Checked here, so a mistake stops the bot at start-up rather than losing clicks later."""
        if kind.name in self._kinds and self._kinds[kind.name] is not kind:
            raise ValueError(f"game kind registered twice: {kind.name}")
        unknown = kind.player_settings - {f.name for f in dataclasses.fields(Prefs)}
        if unknown:  # a setting a game reads must be one a member can set
            raise ValueError(f"{kind.name} reads settings no member has: {', '.join(sorted(unknown))}")
        if kind.stakes and (kind.min_seats, kind.max_seats) != (2, 2):
            raise ValueError(f"{kind.name}: stakes are for two-player games")
        types = state_and_view(type(kind))
        if types is None or types[0] is types[1]:  # a display given the state could show anything in it
            raise ValueError(f"{kind.name} must give its displays a view, not its state: GameKind[State, View]")
        if not kind.actions:
            raise ValueError(f"{kind.name} declares no actions (GameKind.actions)")
        reserved = kind.actions & framework_actions()
        if reserved:
            raise ValueError(f"{kind.name} names actions the framework answers itself: {', '.join(sorted(reserved))}")
        taken = {a for a in kind.actions if self._side.get(a, kind.family) != kind.family}
        if taken:
            raise ValueError(f"{kind.name} names actions another game's cog answers: {', '.join(sorted(taken))}")
        undeclared = (kind.interface_actions | kind.form_actions | kind.bare_actions | kind.confirm_actions) \
            - kind.actions
        if undeclared:
            raise ValueError(f"{kind.name} uses undeclared actions: {', '.join(sorted(undeclared))}")
        self._kinds[kind.name] = kind

    def side_action(self, owner: str, action: str) -> None:
        """`owner`'s cog answers `action` itself (an analysis, a hint): no other game and not the framework may use
        the name, since the click is routed by the name alone."""
        if action in framework_actions():
            raise ValueError(f"{owner}: the framework answers {action} itself")
        if self._side.get(action, owner) != owner:
            raise ValueError(f"{owner}: {action} is already {self._side[action]}'s")
        clash = [k.name for k in self._kinds.values() if k.family != owner and action in k.actions]
        if clash:
            raise ValueError(f"{owner}: {action} is an action of {', '.join(clash)}")
        self._side[action] = owner

    def unregister(self, name: str) -> None:
        self._kinds.pop(name, None)

    def get(self, name: str) -> AnyKind:
        try:
            return self._kinds[name]
        except KeyError:
            raise UnknownKind(name) from None

    def __contains__(self, name: str) -> bool:
        return name in self._kinds

    def names(self) -> list[str]:
        """The games members open (a lesson's kind, `listed = False`, is reached through /learn only)."""
        return sorted(n for n, k in self._kinds.items() if getattr(k, "listed", True))
