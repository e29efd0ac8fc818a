"""Everything a change reaches after its board: each open private view (an ephemeral hand, a private thread, a DM
copy) edited, the players the game newly waits for pinged (and a correspondence game's one reminder), and the end
announced. Each step stands on its own: one that fails leaves the others and the committed change as they are."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.framework import pace
from bot.framework.change import Change, Origin
from bot.framework.kinds import AnyKind, Refusal
from bot.framework.mirrors import on_mirror_side, surface_of, surfaces
from bot.framework.replies import Responder
from bot.framework.spectators import refresh_followers
from bot.i18n import pick_locale, t
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService

log = logging.getLogger("bot.interactions")


class Delivery:
    """Private views, threads, DMs, pings and the end's announcement. Part of the game service, given it at
    construction."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def show(self, responder: Responder, game_id: int, locale: str) -> str:
        game, kind, seat = await self.service.seated(game_id, responder.user_id)
        display = self.service.private_display(game, kind, self.service.load_state(kind, game), seat, locale)
        if display is None:
            raise Refusal("hand.none", "no_private")
        rendered = await self.service.render(game, display)
        if await responder.private(**rendered.send_kwargs()):
            self.service.views.opened(game.id, responder)
        prefs = await self.service.prefs.get(responder.user_id)
        if prefs.dms and not prefs.dm_blocked:
            await self.service.publisher.direct(responder.user_id, rendered)
        return "private_view"

    async def refresh_views(self, game: GameRecord, kind: AnyKind, state: Any, origin: Origin,
                            change: Change, ended: bool = False) -> None:
        """Edit every open private view of this game to the new version (the actor's was edited already); when this
        change ended the game, then announce the end."""
        with self.service.activity.busy():
            try:
                await self._edit_views(game, kind, state, origin, change)
                try:
                    await refresh_followers(self.service, game, kind, state)
                except Exception:
                    log.exception("refreshing the followers of game %s failed", game.id)
                if ended:
                    await self.announce_end(game, kind, state)
            finally:
                if game.status not in ("lobby", "running"):
                    self.service.forget(game.id)

    async def _edit_views(self, game: GameRecord, kind: AnyKind, state: Any, origin: Origin, change: Change) -> None:
        """The open ephemeral hands edited through their own tokens, and DM copies sent to who asked for them."""
        for user_id, responder in self.service.views.open_for(game.id, self.service.settings.view_token_s):
            if responder is origin.responder:
                continue
            if self.service.published.get(game.id) != game.version:
                return  # a newer version is being published; its own refresh follows
            seat = game.seat_of(user_id)
            if seat is None or game.status not in ("running", "finished", "abandoned", "cancelled"):
                continue
            prefs = await self.service.prefs.get(user_id)
            locale = pick_locale(prefs.locale, responder.itx.locale, None, game.locale)
            display = None
            if state is not None:
                open_groups = frozenset(self.service.group_tags(kind, state, seat).values())
                picks = self.service.views.picks(game.id, user_id, open_groups)
                display = self.service.private_display(game, kind, state, seat, locale, picks)
            if display is None:
                continue
            if game.status != "running":
                display.controls = []
            if not await responder.edit_original(await self.service.render(game, display)):
                self.service.views.closed(game.id, user_id)
        notify = self._dm_seats(game, kind, state)
        if change.outcome is not None and game.status == "running":
            notify |= change.outcome.notify_seats
        for seat in sorted(notify):
            dm_user = game.user_of(seat)
            if dm_user is None:
                continue
            prefs = await self.service.prefs.get(dm_user)
            if not prefs.dms or prefs.dm_blocked:
                continue
            locale = pick_locale(prefs.locale, None, None, game.locale)
            display = self.service.private_display(game, kind, state, seat, locale)
            if display is not None:
                await self.service.publisher.direct(dm_user, await self.service.render(game, display))

    async def sync_threads(self, game: GameRecord, kind: AnyKind, state: Any, origin: Origin) -> None:
        """Each player's private thread (if the server uses them, or the game is played by correspondence) shows this
        version; closed at the end."""
        threads = self.service.threads
        if not (kind.has_private_view and kind.private_decisions) or game.guild_id is None \
                or state is None:
            return
        if game.status not in ("running", "finished", "abandoned", "cancelled"):
            return
        with self.service.activity.busy():
            async with threads.lock(game.id):
                if self.service.published.get(game.id, game.version) != game.version:
                    return  # a newer version is being shown; its own sync follows
                # a correspondence game's hand lives in a thread whatever the server's setting: an ephemeral view's
                # token lasts 15 minutes, a game days; a channel that refuses threads leaves Show my hand
                enabled = pace.is_correspondence(game.options) \
                    or (await self.service.services.guilds.get(game.guild_id)).private_threads
                if not enabled and game.id not in threads.games:
                    return
                records = await self.service.services.guilds.threads_of(game.id)
                final = game.status != "running"
                clicked = origin.responder
                for info in game.seats:
                    if info.user_id is None or info.computer:
                        continue
                    if on_mirror_side(game, info.user_id):
                        continue  # not a member of this server: their hand stays in Show my hand (and DMs)
                    prefs = await self.service.prefs.get(info.user_id)
                    locale = pick_locale(prefs.locale, None, None, game.locale)
                    open_groups = frozenset(self.service.group_tags(kind, state, info.seat).values())
                    display = self.service.private_display(game, kind, state, info.seat, locale,
                                                   self.service.views.picks(game.id, info.user_id, open_groups))
                    if display is None:
                        continue
                    if final:
                        display.controls = []
                    record = records.get(info.seat)
                    shown = (clicked is not None and record is not None and clicked.answered
                             and clicked.on_message(record.message_id))
                    name = f"{t(kind.title_key, game.locale)} #{game.id} · {info.name}"
                    await threads.show(game, info.seat, info.user_id, await self.service.render(game, display), name,
                                       record, create=enabled, final=final, shown=shown)

    def _dm_seats(self, game: GameRecord, kind: AnyKind, state: Any) -> set[int]:
        """Seats that get a DM copy: those now awaited whose decision lives in their private view."""
        if not (kind.has_private_view and kind.private_decisions):
            return set()
        return self.service.awaited_seats(game, kind, state)

    async def ping(self, game: GameRecord, kind: AnyKind, state: Any, before: set[int],
                    posted: frozenset[bool]) -> None:
        """Notify the people the game newly waits for. Edits never notify, so this is a new message,
        unless the board itself was just posted with their mentions."""
        with self.service.activity.busy():
            users = self.service.awaited_users(game, kind, state) - before
            if users:
                await self._notify(game, users, posted, lambda loc, who, link: t(
                    "turn.ping", loc, who=who, game=t(kind.title_key, loc)), lambda loc, who, link: t(
                    "turn.dm", loc, game=t(kind.title_key, loc), link=link))

    async def remind(self, game: GameRecord, kind: AnyKind, state: Any) -> None:
        """A quarter of a correspondence decision's time is left: the awaited players are pinged once more, each on
        their own side's board (the ping takes the place of the game's last one), and by DM if they asked for turn
        DMs."""
        with self.service.activity.busy():
            users = self.service.awaited_users(game, kind, state)
            if not users or game.next_deadline is None:
                return
            ends = int(game.next_deadline)

            def text(loc: str, who: str, link: str) -> str:
                return t("pace.reminder", loc, who=who, game=t(kind.title_key, loc), id=game.id, ends=ends, link=link)

            await self._notify(game, users, frozenset(), text, text)

    async def _notify(self, game: GameRecord, users: set[int], posted: frozenset[bool],
                      ping: Callable[[str, str, str], str], dm: Callable[[str, str, str], str]) -> None:
        """Tell `users` the game waits for them: a ping on each player's own side's board (unless that board was just
        posted with their mentions: `posted`), and a DM to those who asked for turn DMs. The texts are made from
        (locale, mentions, board link)."""
        boards = surfaces(game)
        for board in boards:
            here = sorted(u for u in users if on_mirror_side(game, u) == board.mirror_side)
            if here and board.mirror_side not in posted:
                await self.service.publisher.ping(board, here, ping(board.locale, " ".join(f"<@{u}>" for u in here),
                                                            self.service.publisher.link(board)))
        if all(board.mirror_side in posted for board in boards):  # every board's mentions notified them
            return
        for user_id in users:
            prefs = await self.service.prefs.get(user_id)
            if prefs.turn_dm and not prefs.dm_blocked:
                locale = pick_locale(prefs.locale, None, None, game.locale)
                await self.service.publisher.notify(user_id, dm(locale, f"<@{user_id}>",
                                                        self.service.publisher.link(surface_of(game, user_id))))

    async def announce_end(self, game: GameRecord, kind: AnyKind, state: Any) -> None:
        """A short new message at the bottom of the channel says how the game ended, with a link to the board (which
        may be far up); it takes the place of the game's last ping, so no "it's your move" is left behind. Run from
        `_refresh_views`, whose activity it is part of."""
        for board in surfaces(game):  # on both sides of a game across servers, each in its own language
            result = kind.result(self.service.context(board), state) if state is not None else None
            key = "game.ended_result" if result else "game.ended"
            text = t(key, board.locale, game=t(kind.title_key, board.locale), id=game.id, result=result or "",
                     link=self.service.publisher.link(board))
            await self.service.publisher.ping(board, [], text[:2000])
