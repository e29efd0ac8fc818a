"""The private views (hands) each player has open, so they can be edited when the game changes.

A view is the ephemeral answer to one interaction; Discord lets that interaction's token edit it for
15 minutes. Kept in memory only: after a restart, or once a token is too old, the player opens a
fresh view with "Show my hand" (the public board always carries it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

import discord

from bot.framework.replies import Responder

_UPDATES = (discord.InteractionResponseType.deferred_message_update, discord.InteractionResponseType.message_update)


def edits_a_private_message(responder: Responder) -> bool:
    """Whether the interaction's original response — what its token edits later — is a private message: the view
    it was answered with, or the private view its click was on. A click on the public board that the watchdog had
    to acknowledge before the view was sent has the board as its original (the view went as a followup): that
    token must never be used to refresh a private view."""
    kind = responder.itx.response.type
    if kind is discord.InteractionResponseType.channel_message:
        return True  # the views are only ever sent as private answers
    return kind in _UPDATES and responder.private_surface


class PrivateViews:
    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._open: dict[int, dict[int, tuple[Responder, float]]] = {}
        # game -> user -> (interface choices in their view, the simultaneous decisions those were made for)
        self._picks: dict[int, dict[int, tuple[dict[str, str], frozenset[str]]]] = {}

    def opened(self, game_id: int, responder: Responder, ui: Mapping[str, str] | None = None,
               groups: frozenset[str] = frozenset()) -> None:
        """`responder`'s message shows this game's private view, drawn with the interface choices `ui`. Choices
        made for a simultaneous decision (`groups`: its tags) are kept when another seat's answer redraws the
        view, so a player's half-made choice is not wiped by the rival's."""
        picks = self._picks.setdefault(game_id, {})
        if ui and groups:
            picks[responder.user_id] = (dict(ui), groups)
        else:
            picks.pop(responder.user_id, None)
        if responder.in_private_thread:
            return  # a private thread's message is kept up to date by the thread itself, past any token
        if not edits_a_private_message(responder):
            return
        self._open.setdefault(game_id, {})[responder.user_id] = (responder, self.clock())

    def picks(self, game_id: int, user_id: int, open_groups: frozenset[str]) -> dict[str, str]:
        """The interface choices to redraw `user_id`'s view with: those made for a decision still open."""
        ui, groups = self._picks.get(game_id, {}).get(user_id, ({}, frozenset()))
        return ui if groups & open_groups else {}

    def closed(self, game_id: int, user_id: int) -> None:
        views = self._open.get(game_id)
        if views is not None:
            views.pop(user_id, None)
            if not views:
                del self._open[game_id]

    def open_for(self, game_id: int, max_age_s: float) -> Iterator[tuple[int, Responder]]:
        """The views of this game whose token can still edit them (expired ones are forgotten)."""
        now = self.clock()
        for user_id, (responder, opened_at) in list(self._open.get(game_id, {}).items()):
            if now - opened_at > max_age_s:
                self.closed(game_id, user_id)
            else:
                yield user_id, responder

    def forget_game(self, game_id: int) -> None:
        self._open.pop(game_id, None)
        self._picks.pop(game_id, None)
