"""Turns interactions into game actions: checks, one-transaction commits, and the replies.

Every click goes through `on_component`. The order of checks is fixed: does the game exist, is the
game in the right phase, is the clicker seated, was the component drawn for the current version, may
this seat act, is the control offered right now. Only then does the engine see the action, under
the game's lock, and the result is committed with an optimistic version check.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.framework.activity import ActivityTracker
from bot.framework.components import GameModal
from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import Action, Context, Control, Display, GameKind, IllegalAction, Outcome, SeatInfo
from bot.framework.lobby import LOBBY_ACTIONS, lobby_display
from bot.framework.messages import Rendered, render_png
from bot.framework.publisher import Publisher
from bot.framework.registry import GameRegistry
from bot.i18n import pick_locale, t
from bot.storage.db import StaleVersion
from bot.storage.games import GameRecord, GameStore
from bot.storage.prefs import PrefStore

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.framework.timers import DeadlineScheduler

log = logging.getLogger("bot.interactions")
FREE_ACTIONS = frozenset({"hand"})  # answered from the current state whatever version they carry


@dataclass
class _Scope:
    locale: str
    outcome: str = "error"


class Refusal(Exception):
    """Stop handling and tell the user privately. `outcome` goes to the interaction log line."""

    def __init__(self, key: str, outcome: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.outcome = outcome
        self.params = params


@dataclass
class Services:
    """What game kinds may use in their async hooks (ratings, balances...)."""

    client: discord.Client
    store: GameStore
    prefs: PrefStore
    extra: dict[str, Any]


class GameService:
    def __init__(
        self,
        client: discord.Client,
        settings: Settings,
        store: GameStore,
        prefs: PrefStore,
        registry: GameRegistry,
        publisher: Publisher,
        activity: ActivityTracker,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.client = client
        self.settings = settings
        self.store = store
        self.prefs = prefs
        self.registry = registry
        self.publisher = publisher
        self.activity = activity
        self.clock = clock
        self.scheduler: DeadlineScheduler | None = None
        self.services = Services(client, store, prefs, {})
        self.new_seed: Callable[[], int] = lambda: secrets.randbits(63)  # the harness makes this reproducible
        self._locks: dict[int, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ helpers
    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def spawn(self, coro: Any) -> None:
        task: asyncio.Task[None] = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def locale_for(self, itx: discord.Interaction[Any]) -> str:
        prefs = await self.prefs.get(itx.user.id)
        return pick_locale(prefs.locale, itx.locale, itx.guild_locale, self.settings.default_locale)

    def context(self, game: GameRecord, locale: str | None = None) -> Context:
        seats = tuple(
            SeatInfo(s.seat, s.user_id, s.name or (f"<@{s.user_id}>" if s.user_id else "?"), s.computer)
            for s in game.seats
        )
        return Context(game.id, seats, game.options, locale or game.locale, self.clock())

    def load_state(self, kind: GameKind, game: GameRecord) -> Any:
        assert game.state is not None
        return kind.load(game.state["data"], int(game.state.get("schema", 1)))

    def store_state(self, kind: GameKind, game: GameRecord, state: Any) -> None:
        game.state = {"schema": kind.schema_version, "data": kind.dump(state)}

    def public_display(self, game: GameRecord, kind: GameKind, state: Any | None = None) -> Display:
        if game.status == "lobby" or (game.state is None and game.status in ("cancelled", "abandoned")):
            return lobby_display(game, kind, game.locale, self.settings.lobby_timeout_s)
        state = self.load_state(kind, game) if state is None else state
        display = kind.public_display(self.context(game), state)
        votes = game.options.get("_abort", [])
        if game.status == "cancelled":
            display.description += "\n" + t("abort.done", game.locale)
            display.controls = []
        elif votes and game.status == "running":
            names = ", ".join(f"<@{v}>" for v in votes)
            display.description += "\n" + t("abort.pending", game.locale, who=names)
        if kind.has_private_view and game.status == "running":
            display.controls.append(Control("hand", t("hand.button", game.locale), "primary"))
        return display

    async def render(self, game: GameRecord, display: Display, *, with_controls: bool = True) -> Rendered:
        return Rendered(display, await render_png(display), game.id, game.version, with_controls)

    async def render_for(self, itx: discord.Interaction[Any], game: GameRecord, display: Display) -> Rendered:
        """Render within the response budget; past it, defer first so Discord's 3 s are kept."""
        task = asyncio.ensure_future(render_png(display))
        try:
            png = await asyncio.wait_for(asyncio.shield(task), timeout=self.settings.render_budget_s)
        except TimeoutError:
            if not itx.response.is_done():
                await itx.response.defer()
            png = await task
        return Rendered(display, png, game.id, game.version)

    @staticmethod
    async def reply_private(itx: discord.Interaction[Any], text: str | None = None, **kwargs: Any) -> None:
        if text is not None:
            kwargs["content"] = text
        try:
            if itx.response.is_done():
                await itx.followup.send(ephemeral=True, **kwargs)
            else:
                await itx.response.send_message(ephemeral=True, **kwargs)
        except discord.HTTPException as exc:
            log.warning("could not answer interaction %s: %s", itx.id, exc)

    @staticmethod
    async def update_origin(itx: discord.Interaction[Any], rendered: Rendered) -> None:
        """Replace the message the component sat on (public board or private hand)."""
        if itx.response.is_done():
            await itx.edit_original_response(**rendered.edit_kwargs())
        else:
            await itx.response.edit_message(**rendered.edit_kwargs())

    @staticmethod
    def is_private_surface(itx: discord.Interaction[Any]) -> bool:
        message = itx.message
        return itx.guild_id is None or (message is not None and message.flags.ephemeral)

    # ------------------------------------------------------------------ entry: components
    @contextlib.asynccontextmanager
    async def _handling(self, itx: discord.Interaction[Any], game: object, action: str) -> AsyncIterator[_Scope]:
        """Answer refusals and unexpected errors privately, and log one line with the handling time."""
        started = time.perf_counter()
        scope = _Scope(self.settings.default_locale)
        with self.activity.busy():
            try:
                scope.locale = await self.locale_for(itx)
                yield scope
            except Refusal as refusal:
                scope.outcome = refusal.outcome
                await self.reply_private(itx, t(refusal.key, scope.locale, **refusal.params))
            except Exception:
                error_id = secrets.token_hex(4)
                log.exception("error %s handling %s on game %s for user %s", error_id, action, game, itx.user.id)
                await self.reply_private(itx, t("err.internal", scope.locale, error_id=error_id))
            finally:
                log.info(
                    "interaction game=%s user=%s action=%s outcome=%s ms=%.1f",
                    game, itx.user.id, action, scope.outcome, (time.perf_counter() - started) * 1000,
                )

    async def on_component(
        self,
        itx: discord.Interaction[Any],
        cid: ComponentId,
        *,
        values: tuple[str, ...] = (),
        fields: Mapping[str, str] | None = None,
    ) -> None:
        async with self._handling(itx, cid.game_id, cid.action) as scope:
            scope.outcome = await self._dispatch(itx, cid, values, fields, scope.locale)
        await self._deliver_dm_notice(itx, scope.locale)

    async def _dispatch(
        self,
        itx: discord.Interaction[Any],
        cid: ComponentId,
        values: tuple[str, ...],
        fields: Mapping[str, str] | None,
        locale: str,
    ) -> str:
        game = await self.store.get(cid.game_id)
        if game is None or game.kind not in self.registry:
            raise Refusal("err.unknown_game", "unknown_game")
        kind = self.registry.get(game.kind)
        if cid.action in LOBBY_ACTIONS:
            from bot.framework.lobby import handle_lobby_action

            return await handle_lobby_action(self, itx, game, kind, cid.action, locale)
        if cid.action == "hand":
            return await self._show_private(itx, game, kind, locale)
        return await self._play(itx, game, kind, cid, values, fields, locale)

    def _check_phase(self, game: GameRecord) -> None:
        if game.status == "lobby":
            raise Refusal("err.not_started", "not_running")
        if game.status == "finished":
            raise Refusal("err.game_over", "not_running")
        if game.status in ("cancelled", "abandoned"):
            raise Refusal("err.game_closed", "not_running")

    async def _stale(self, itx: discord.Interaction[Any], game: GameRecord, kind: GameKind, locale: str) -> str:
        """Answer an outdated click with the current view, privately; apply nothing."""
        if game.status != "running":
            self._check_phase(game)
        seat = game.seat_of(itx.user.id)
        state = self.load_state(kind, game)
        display: Display | None = None
        if self.is_private_surface(itx) and seat is not None:
            display = kind.private_display(self.context(game, locale), state, seat)
        if display is None:
            display = self.public_display(game, kind, state)
        rendered = await self.render(game, display)
        await self.reply_private(itx, t("err.stale", locale), **rendered.send_kwargs())
        return "stale"

    async def _play(
        self,
        itx: discord.Interaction[Any],
        game: GameRecord,
        kind: GameKind,
        cid: ComponentId,
        values: tuple[str, ...],
        fields: Mapping[str, str] | None,
        locale: str,
    ) -> str:
        self._check_phase(game)
        seat = game.seat_of(itx.user.id)
        if seat is None:
            raise Refusal("err.not_in_game", "not_seated")
        if cid.version != game.version:
            return await self._stale(itx, game, kind, locale)
        state = self.load_state(kind, game)
        action = Action(cid.action, cid.arg, values, dict(fields or {}))
        if not kind.may_act(state, seat, action):
            raise Refusal("err.not_your_turn", "not_turn")
        control = self._offered_control(game, kind, state, seat, action, locale)
        if control is None:
            raise Refusal("err.not_available", "not_offered")
        if control.modal is not None and fields is None:
            await itx.response.send_modal(GameModal(cid, control.modal))
            return "modal"

        lock = self.lock(game.id)
        if lock.locked() and not itx.response.is_done():
            await itx.response.defer()  # someone else's action is being applied; keep the 3 s
        async with lock:
            fresh = await self.store.get(game.id)
            if fresh is None:
                raise Refusal("err.unknown_game", "unknown_game")
            if fresh.version != cid.version:
                return await self._stale(itx, fresh, kind, locale)
            game = fresh
            state = self.load_state(kind, game)
            ctx = self.context(game)
            try:
                result = kind.apply(ctx, state, seat, action)
            except IllegalAction as exc:
                raise Refusal(exc.key, "illegal", **exc.params) from None
            try:
                await self._commit(game, kind, result, actor=itx.user.id, seat=seat, action=action)
            except StaleVersion:
                fresh = await self.store.get(game.id)
                assert fresh is not None
                return await self._stale(itx, fresh, kind, locale)
            await self._publish_after(itx, game, kind, result.state, seat, locale)
            if result.notice:
                await self.reply_private(itx, result.notice)
        await self.after_commit(game, kind, result)
        return "applied"

    def _offered_control(
        self, game: GameRecord, kind: GameKind, state: Any, seat: int, action: Action, locale: str
    ) -> Control | None:
        displays = [kind.public_display(self.context(game), state)]
        private = kind.private_display(self.context(game, locale), state, seat)
        if private is not None:
            displays.append(private)
        for display in displays:
            for control in display.controls:
                if control.action != action.name or control.arg != action.arg or control.disabled:
                    continue
                if control.is_select:
                    allowed = {c.value for c in control.choices}
                    if not action.values or not set(action.values) <= allowed:
                        continue
                    if not control.min_values <= len(action.values) <= control.max_values:
                        continue
                return control
        return None

    async def _commit(
        self,
        game: GameRecord,
        kind: GameKind,
        result: Outcome,
        *,
        actor: int | None,
        seat: int | None,
        action: Action,
        status: str | None = None,
    ) -> None:
        expected = game.version
        old_status = game.status
        self.store_state(kind, game, result.state)
        game.status = status or result.status or ("finished" if kind.is_over(result.state) else "running")
        game.next_deadline = kind.deadline(self.context(game), result.state) if game.status == "running" else None
        detail = result.detail or ":".join(x for x in (action.arg, ",".join(action.values)) if x)
        await self.store.commit(
            game, expected_version=expected, actor=actor, seat=seat, action=action.name, detail=detail,
            hook=self.status_hook(kind, game, result.state, old_status),
        )

    def status_hook(
        self, kind: GameKind, game: GameRecord, state: Any, old_status: str
    ) -> Callable[[Any], Awaitable[None]] | None:
        """The kind's in-transaction hook, when this commit changes the game's status."""
        if game.status == old_status:
            return None
        ctx = self.context(game)

        async def hook(conn: Any) -> None:
            await kind.on_status_change(self.services, conn, ctx, state, old_status, game.status)

        return hook

    async def _publish_after(
        self,
        itx: discord.Interaction[Any],
        game: GameRecord,
        kind: GameKind,
        state: Any,
        seat: int,
        locale: str,
    ) -> None:
        public = self.public_display(game, kind, state)
        origin_is_public = itx.message is not None and itx.message.id == game.message_id
        if origin_is_public:
            rendered = await self.render_for(itx, game, public)
            try:
                await self.update_origin(itx, rendered)
            except discord.HTTPException as exc:
                # the action is committed; make sure the board shows it even if this response failed
                log.warning("response to %s failed (%s); editing the board instead", itx.id, exc)
                await self.publisher.update(game, rendered)
            return
        if self.is_private_surface(itx):
            private = kind.private_display(self.context(game, locale), state, seat)
            if private is not None and game.status == "running":
                await self.update_origin(itx, await self.render_for(itx, game, private))
            elif not itx.response.is_done():
                await itx.response.defer()
        elif not itx.response.is_done():
            await itx.response.defer()
        await self.publisher.update(game, await self.render(game, public))

    async def after_commit(self, game: GameRecord, kind: GameKind, result: Outcome | None) -> None:
        if self.scheduler is not None:
            self.scheduler.arm(game.id, game.next_deadline)
        if result is not None and result.notify_seats and game.status == "running":
            self.spawn(self._dm_private_views(game, kind, result.state, result.notify_seats))
        if game.status == "running":
            self._schedule_computer(game, kind, result.state if result else self.load_state(kind, game))

    # ------------------------------------------------------------------ private views and DMs
    async def _show_private(
        self, itx: discord.Interaction[Any], game: GameRecord, kind: GameKind, locale: str
    ) -> str:
        self._check_phase(game)
        seat = game.seat_of(itx.user.id)
        if seat is None:
            raise Refusal("err.not_in_game", "not_seated")
        state = self.load_state(kind, game)
        display = kind.private_display(self.context(game, locale), state, seat)
        if display is None:
            raise Refusal("hand.none", "no_private")
        rendered = await self.render_for(itx, game, display)
        await self.reply_private(itx, **rendered.send_kwargs())
        prefs = await self.prefs.get(itx.user.id)
        if prefs.dms and not prefs.dm_blocked:
            await self.publisher.direct(itx.user.id, rendered)
        return "private_view"

    async def _dm_private_views(self, game: GameRecord, kind: GameKind, state: Any, seats: set[int]) -> None:
        with self.activity.busy():
            for seat in sorted(seats):
                user_id = game.user_of(seat)
                if user_id is None:
                    continue
                prefs = await self.prefs.get(user_id)
                if not prefs.dms or prefs.dm_blocked:
                    continue
                locale = pick_locale(prefs.locale, None, None, game.locale)
                display = kind.private_display(self.context(game, locale), state, seat)
                if display is not None:
                    await self.publisher.direct(user_id, await self.render(game, display))

    async def _deliver_dm_notice(self, itx: discord.Interaction[Any], locale: str) -> None:
        """Tell a player once, privately, that their DMs are closed and the button is the way."""
        try:
            prefs = await self.prefs.get(itx.user.id)
            if prefs.dm_notice_pending and itx.response.is_done():
                await self.prefs.clear_dm_notice(itx.user.id)
                await itx.followup.send(t("dm.failed", locale), ephemeral=True)
        except discord.HTTPException as exc:
            log.warning("could not deliver the DM notice to %s: %s", itx.user.id, exc)

    # ------------------------------------------------------------------ computers and deadlines
    def _schedule_computer(self, game: GameRecord, kind: GameKind, state: Any) -> None:
        computers = {s.seat for s in game.seats if s.is_computer} | kind.computer_seats(state)
        due = sorted(kind.actors(state) & computers)
        if due:
            self.spawn(self._computer_turn(game.id, game.version, due[0]))

    async def _computer_turn(self, game_id: int, version: int, seat: int) -> None:
        try:
            await self._computer_move(game_id, version, seat)
        except Exception:
            log.exception("computer move failed in game %s seat %s", game_id, seat)

    async def _computer_move(self, game_id: int, version: int, seat: int) -> None:
        with self.activity.busy():
            await asyncio.sleep(self.settings.computer_delay_s)
            async with self.lock(game_id):
                game = await self.store.get(game_id)
                if game is None or game.status != "running" or game.version != version:
                    return
                kind = self.registry.get(game.kind)
                state = self.load_state(kind, game)
                ctx = self.context(game)
                action = await asyncio.to_thread(kind.computer_action, ctx, state, seat)
                if action is None:
                    return
                try:
                    result = kind.apply(ctx, state, seat, action)
                    await self._commit(game, kind, result, actor=None, seat=seat, action=action)
                except (IllegalAction, StaleVersion) as exc:
                    log.error("computer in game %s seat %s failed: %r", game_id, seat, exc)
                    return
                await self.publisher.update(game, await self.render(game, self.public_display(game, kind)))
            await self.after_commit(game, kind, result)

    async def on_deadline(self, game_id: int) -> None:
        with self.activity.busy():
            try:
                await self._on_deadline(game_id)
            except Exception:
                log.exception("deadline handling failed for game %s", game_id)

    async def _on_deadline(self, game_id: int) -> None:
        async with self.lock(game_id):
            game = await self.store.get(game_id)
            if game is None or game.status not in ("lobby", "running") or game.next_deadline is None:
                return
            if game.next_deadline > self.clock():
                if self.scheduler is not None:
                    self.scheduler.arm(game.id, game.next_deadline)
                return
            kind = self.registry.get(game.kind)
            if game.status == "lobby":
                game.status = "cancelled"
                game.next_deadline = None
                game.options = {**game.options, "_closed": "expired"}
                await self.store.commit(
                    game, expected_version=game.version, actor=None, seat=None, action="expire",
                    hook=self.status_hook(kind, game, None, "lobby"),
                )
                display = lobby_display(game, kind, game.locale, self.settings.lobby_timeout_s)
                await self.publisher.update(game, await self.render(game, display))
                return
            state = self.load_state(kind, game)
            result = kind.on_timeout(self.context(game), state)
            if result is None:
                game.next_deadline = kind.deadline(self.context(game), state)
                await self.store.touch_state(game)
                if self.scheduler is not None:
                    self.scheduler.arm(game.id, game.next_deadline)
                return
            await self._commit(game, kind, result, actor=None, seat=None, action=Action("timeout"))
            await self.publisher.update(game, await self.render(game, self.public_display(game, kind)))
        await self.after_commit(game, kind, result)

    async def shift_for_downtime(self, seconds: float) -> int:
        """Move every live game's timestamps on by `seconds`, so the bot's downtime is charged to nobody."""
        shifted = 0
        for game_id, _ in await self.store.live_with_deadlines():
            async with self.lock(game_id):
                game = await self.store.get(game_id)
                if game is None or game.next_deadline is None:
                    continue
                game.next_deadline += seconds
                if game.status == "running" and game.kind in self.registry and game.state is not None:
                    kind = self.registry.get(game.kind)
                    self.store_state(kind, game, kind.shift_time(self.load_state(kind, game), seconds))
                await self.store.touch_state(game)
                shifted += 1
        return shifted

    # ------------------------------------------------------------------ entry: abort by agreement
    async def vote_abort(self, itx: discord.Interaction[Any]) -> None:
        """Vote to cancel your running game in this channel; it is cancelled once every human agrees."""
        async with self._handling(itx, "-", "abort") as scope:
            game = await self.store.latest_running_for(itx.user.id, itx.channel_id)
            if game is None:
                raise Refusal("abort.none", "no_game")
            kind = self.registry.get(game.kind)
            async with self.lock(game.id):
                fresh = await self.store.get(game.id)
                if fresh is None or fresh.status != "running":
                    raise Refusal("abort.none", "no_game")
                game = fresh
                votes = sorted({*game.options.get("_abort", []), itx.user.id})
                game.options = {**game.options, "_abort": votes}
                done = set(votes) >= set(game.humans)
                state = self.load_state(kind, game)
                if done:
                    game.status, game.next_deadline = "cancelled", None
                await self.store.commit(
                    game, expected_version=game.version, actor=itx.user.id, seat=game.seat_of(itx.user.id),
                    action="abort" if done else "abort_vote",
                    hook=self.status_hook(kind, game, state, "running") if done else None,
                )
                if self.scheduler is not None and done:
                    self.scheduler.arm(game.id, None)
                await self.reply_private(itx, t("abort.done" if done else "abort.voted", scope.locale))
                await self.publisher.update(game, await self.render(game, self.public_display(game, kind, state)))
            scope.outcome = "aborted" if done else "abort_vote"

    # ------------------------------------------------------------------ entry: opening games
    async def open_game(
        self,
        itx: discord.Interaction[Any],
        kind_name: str,
        options: Mapping[str, Any],
        *,
        opponent: discord.abc.User | None = None,
        computers: tuple[tuple[str, str], ...] = (),
    ) -> GameRecord | None:
        """Post a lobby (or a challenge) in the channel; games full of computers start at once."""
        game: GameRecord | None = None
        async with self._handling(itx, "-", f"open:{kind_name}") as scope:
            kind = self.registry.get(kind_name)
            game = await self._open(itx, kind, dict(options), opponent, computers, scope.locale)
            scope.outcome = "opened"
        return game

    async def _open(
        self,
        itx: discord.Interaction[Any],
        kind: GameKind,
        options: dict[str, Any],
        opponent: discord.abc.User | None,
        computers: tuple[tuple[str, str], ...],
        locale: str,
    ) -> GameRecord:
        if itx.channel_id is None:
            raise Refusal("err.no_channel", "no_channel")
        if opponent is not None and (opponent.bot or opponent.id == itx.user.id):
            raise Refusal("lobby.bad_opponent", "bad_opponent")
        limit = kind.seat_limit(options)
        if 1 + len(computers) > limit:
            raise Refusal("lobby.too_many_computers", "bad_options", max=limit)
        refusal = await kind.check_join(self.services, options, itx.user.id)
        if refusal:
            raise Refusal(refusal, "refused")
        game = await self.store.create(
            kind=kind.name,
            guild_id=itx.guild_id,
            channel_id=itx.channel_id,
            host_id=itx.user.id,
            host_name=itx.user.display_name,
            options=options,
            locale=locale,
            challenged_id=opponent.id if opponent else None,
            deadline=self.clock() + self.settings.lobby_timeout_s,
            computers=computers,
        )
        result: Outcome | None = None
        if opponent is None and len(game.seats) >= limit:
            result = await self.start_game(game, kind, actor=itx.user.id)
        display = self.public_display(game, kind)
        rendered = await self.render_for(itx, game, display)
        if itx.response.is_done():  # rendering took long and the command was deferred
            message_id = (await itx.edit_original_response(**rendered.edit_kwargs())).id
        else:
            response = await itx.response.send_message(**rendered.send_kwargs())
            message_id = getattr(response, "message_id", None) or (await itx.original_response()).id
        game.message_id = message_id
        await self.store.set_message(game.id, message_id)
        await self.after_commit(game, kind, result)
        return game

    async def start_game(self, game: GameRecord, kind: GameKind, *, actor: int | None) -> Outcome:
        seed = self.new_seed()
        ctx = self.context(game)
        state = kind.start(ctx, seed)
        result = Outcome(state, detail=f"seed={seed}")
        await self._commit(game, kind, result, actor=actor, seat=None, action=Action("start"))
        return result
