"""Clicks, selects and forms on a game's components: routed to the framework's own answers (the log, a hand, follow,
cards, replay, pages, rematch, the second question of a destructive action), a game's cog's own actions, a lobby, or
the game; a game's click checked (seated, current, offered) and run through the pipeline, an out-of-date one answered
privately with the view as it is now, an interface choice redrawn without a commit."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.values import wellformed
from bot.framework.card_details import READ_ACTIONS, read_cards
from bot.framework.change import Change, Origin
from bot.framework.components import GameModal
from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import Action, AnyKind, Control, Display, IllegalAction, Refusal
from bot.framework.lobby import LOBBY_ACTIONS, lobby_change
from bot.framework.messages import Rendered
from bot.framework.mirrors import surface_in
from bot.framework.paging import PAGE_ACTION, page_turn
from bot.framework.replay_view import REPLAY_ACTIONS, on_replay
from bot.framework.replies import Responder
from bot.framework.spectators import FOLLOW_ACTIONS, on_follow
from bot.i18n import t
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService

log = logging.getLogger("bot.interactions")

HAND = "hand"  # the private view's button on the board
LOG = "log"
REMATCH = "rematch"
CONFIRM = "really"  # arg: a destructive action (`GameKind.confirm_actions`), asked for a second time
KEEP_PLAYING = "keep_playing"  # the other answer to that question
# a game's own control outside its decisions (backgammon's Analyse, Hint): its handler answers the click
SideAction = Callable[[Responder, ComponentId, tuple[str, ...], str], Awaitable[str]]


class _StaleClick(Exception):
    def __init__(self, game: GameRecord) -> None:
        super().__init__(game.id)
        self.game = game


class Interactions:
    """A game's components clicked. Part of the game service, given it at construction."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def on_component(
        self,
        itx: discord.Interaction[Any],
        cid: ComponentId,
        *,
        values: tuple[str, ...] = (),
        fields: Mapping[str, str] | None = None,
    ) -> None:
        async with self.service.handling(itx, cid.game_id, cid.action) as (scope, responder):
            origin = Origin(responder, scope.locale)
            action = Action(cid.action, cid.arg, values, dict(fields or {}))
            if cid.action in LOBBY_ACTIONS and await self._in_lobby(cid.game_id):
                scope.outcome = "lobby_" + cid.action
                await self.service.run(cid.game_id, lobby_change(self.service.services, itx.user, cid.action), origin)
            elif cid.action == LOG:
                scope.outcome = await self.service.history.show(responder, cid.game_id, scope.locale)
            elif cid.action == HAND:
                scope.outcome = await self.service.delivery.show(responder, cid.game_id, scope.locale)
            elif cid.action in FOLLOW_ACTIONS:
                scope.outcome = await on_follow(self.service, responder, cid, values, scope.locale)
            elif cid.action in REPLAY_ACTIONS:
                scope.outcome = await on_replay(self.service, responder, cid, values, fields, scope.locale)
            elif cid.action in READ_ACTIONS:
                scope.outcome = await read_cards(self.service, responder, cid.game_id, cid.action, cid.arg, values,
                                                 scope.locale)
            elif cid.action == REMATCH:
                scope.outcome = await self.service.opening.rematch(responder, cid.game_id, scope.locale)
            elif cid.action == KEEP_PLAYING:
                scope.outcome = await self._keep_playing(responder, scope.locale)
            elif cid.action in self.service.side_actions:
                scope.outcome = await self.service.side_actions[cid.action](responder, cid, values, scope.locale)
            elif cid.action == CONFIRM:
                confirmed = ComponentId(cid.game_id, cid.version, cid.arg, group=cid.group)
                scope.outcome = await self.play(responder, confirmed, Action(cid.arg), False, origin, confirmed=True)
            else:
                scope.outcome = await self.play(responder, cid, action, fields is not None, origin)

    async def _in_lobby(self, game_id: int) -> bool:
        """Lobby buttons act on a lobby; once the game runs, a game may use the same words for its own
        actions (Knowing Zero's defender could "accept"), and those go to the game."""
        game = await self.service.store.get(game_id)
        return game is None or game.status in ("lobby", "cancelled")

    async def _stale(self, responder: Responder, game: GameRecord, kind: AnyKind, locale: str) -> str:
        """Answer an outdated click with the current view, privately; apply nothing."""
        self.service.check_phase(game)
        seat = game.seat_of(responder.user_id)
        state = self.service.load_state(kind, game)
        display: Display | None = None
        if responder.private_surface and seat is not None:
            display = self.service.private_display(game, kind, state, seat, locale)
        if display is None:
            display = self.service.public_display(game, kind, state)
            display.pings = ()
        rendered = await self.service.render(game, display)
        if await responder.private(t("err.stale", locale), **rendered.send_kwargs()) and display.controls \
                and seat is not None and responder.private_surface:
            self.service.views.opened(game.id, responder)
        return "stale"

    async def play(self, responder: Responder, cid: ComponentId, action: Action, submitted: bool,
                    origin: Origin, *, confirmed: bool = False) -> str:
        """A player's click, select or form: checked against the game's open decisions, then run. A destructive
        action (`GameKind.confirm_actions`) is first asked again, in a message of its own; `confirmed`: that
        question's answer."""
        game, kind, seat = await self.service.seated(cid.game_id, responder.user_id)
        if confirmed and action.name not in kind.confirm_actions:
            raise Refusal("err.not_available", "not_offered")  # nothing the bot asks about: a forged custom_id
        if not (wellformed(action.arg) and len(action.values) <= 25 and all(map(wellformed, action.values))):
            raise Refusal("err.not_available", "malformed")  # nothing the bot wrote: a forged value
        state = self.service.load_state(kind, game)
        if cid.version != game.version and not self.service.answers_open_group(kind, state, seat, cid, action):
            return await self._stale(responder, game, kind, origin.locale)
        if action.name == PAGE_ACTION:  # another page of a long select: the framework's own interface action
            turned = page_turn(action)
            if turned is None:
                raise Refusal("err.not_available", "not_offered")
            return await self._redraw(responder, game, kind, state, seat, action, origin.locale, turned)
        self.service.check_decision(game, kind, state, seat, action)
        if action.name in kind.interface_actions:
            return await self._redraw(responder, game, kind, state, seat, action, origin.locale)
        if action.name in kind.confirm_actions and not confirmed:
            return await self._ask_again(responder, game, kind, action, origin.locale)
        if not submitted and action.name in kind.form_actions:
            form = self._form_of(game, kind, state, seat, action, origin.locale)
            if form is not None:
                if await responder.form(form):
                    return "modal"
                await responder.private(t("err.busy", origin.locale))  # too late for a form: try again
                return "modal_failed"
        notice: str | None = None

        async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change:
            nonlocal notice
            self.service.check_phase(fresh)
            if fresh.version != cid.version and not self.service.answers_open_group(kind, state, seat, cid, action):
                raise _StaleClick(fresh)
            self.service.check_decision(fresh, kind, state, seat, action)
            try:
                outcome = kind.apply(self.service.context(fresh), state, seat, action)
            except IllegalAction as exc:
                raise Refusal(exc.key, "illegal", **exc.params) from None
            detail = outcome.detail or ":".join(x for x in (action.arg, ",".join(action.values)) if x)
            notice = outcome.notice
            return Change(action.name, actor=responder.user_id, seat=seat, outcome=outcome, detail=detail,
                          ui=kind.interface(action))

        try:
            await self.service.run(game.id, decide, origin)
        except _StaleClick as stale:  # another change of this game won the race
            return await self._stale(responder, stale.game, kind, origin.locale)
        if notice:
            await responder.private(notice)
        return "applied"

    async def _ask_again(self, responder: Responder, game: GameRecord, kind: AnyKind, action: Action,
                         locale: str) -> str:
        """A destructive action asks first, privately, in a message of its own: a second click far from the game's
        other buttons, so it is never taken by accident. Its buttons carry the game's version (an answer to a game
        that moved on meanwhile is out of date, as any other click)."""
        game_title = t(kind.title_key, locale)
        display = Display(
            title=t(f"confirm.{action.name}.title", locale, game=game_title, id=game.id),
            description=t(f"confirm.{action.name}.text", locale, game=game_title),
            colour=0xE53E3E,
            controls=[Control(CONFIRM, t(f"confirm.{action.name}.yes", locale), "danger", arg=action.name),
                      Control(KEEP_PLAYING, t("confirm.no", locale), "secondary")])
        await responder.private(**(await self.service.render(game, display)).send_kwargs())
        return "confirm_" + action.name

    async def _keep_playing(self, responder: Responder, locale: str) -> str:
        """The answer "keep playing" to a destructive action's question: the question goes, nothing changes."""
        display = Display(title=t("confirm.kept", locale), description="")
        await responder.update(Rendered(display, None, 0, 0, with_controls=False))
        return "kept"

    def _form_of(self, game: GameRecord, kind: AnyKind, state: Any, seat: int, action: Action,
                 locale: str) -> GameModal | None:
        """The form a button opens (its fields come back as a submit), if it has one."""
        displays = [kind.board(self.service.context(game, locale), state)]
        ctx = self.service.context(game, locale)
        private = kind.hand(ctx, state, seat) if kind.has_private_view else None
        for display in [*displays, *([private] if private else [])]:
            for control in display.controls:
                if control.action == action.name and control.arg == action.arg and control.modal is not None:
                    return GameModal(ComponentId(game.id, game.version, action.name, action.arg), control.modal)
        return None

    async def _redraw(self, responder: Responder, game: GameRecord, kind: AnyKind, state: Any, seat: int,
                      action: Action, locale: str, ui: Mapping[str, str] | None = None) -> str:
        """An interface choice: redraw the surface it came from with it; commit nothing."""
        ui = kind.interface(action) if ui is None else ui
        board = surface_in(game, responder.itx.channel_id)  # the game's own board, or its mirror's
        if responder.on_message(board.message_id):
            display = self.service.public_display(board, kind, state, ui)
            if self.service.publisher.too_old(board.message_id):
                async with self.service.lock(game.id):
                    fresh = await self.service.store.get(game.id)
                    there = surface_in(fresh, responder.itx.channel_id) if fresh is not None else None
                    if fresh is not None and there is not None and fresh.version == game.version \
                            and there.message_id == board.message_id \
                            and await self.service.fresh_board(responder, there,
                                                               await self.service.render(there, display)):
                        return "interface"
                raise Refusal("err.stale_retry", "stale")
        else:
            private = self.service.private_display(game, kind, state, seat, locale, ui)
            if private is None:
                raise Refusal("err.not_available", "not_offered")
            display = private
        if await responder.update(await self.service.render(board, display)) and responder.private_surface:
            self.service.views.opened(game.id, responder, ui, frozenset(display.groups.values()))
        return "interface"
