"""The public game message (edited in place, re-posted if deleted) and private delivery by DM.

A game played across two servers has a second board, its mirror (bot.framework.mirrors): the publisher is handed
the mirror's view of the game (its channel, message and language) and keeps that board's token, board and ping
apart from the game's own, keyed by (game, side)."""

from __future__ import annotations

import enum
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.framework.messages import Rendered

if TYPE_CHECKING:
    from bot.storage.games import GameRecord, GameStore
    from bot.storage.prefs import PrefStore

log = logging.getLogger("bot.publisher")


class Shown(enum.Enum):
    EDITED = "edited"
    POSTED = "posted"  # a new message (the old one was gone): its mentions notified
    MOVED = "moved"  # a new message in place of one that was there (old, or its token ageing): notifies nobody
    FAILED = "failed"  # Discord refused both: try again later


FRESH_BOARD_S = 50 * 60.0  # a board older than this moves to a new message instead of being edited: Discord
# allows only a few edits an hour of messages older than an hour (error 30046), and a long game edits its board
# all game long
TOKEN_S = 14 * 60.0  # an interaction's token sends and edits its messages for 15 minutes: a minute's margin
MOVE_AFTER_S = 10 * 60.0  # a board whose token is older than this moves to a newer interaction's message
FORBIDDEN_S = 600.0  # how long a channel that refused the bot (403) is left alone, unless an interaction shows
# the bot may write there again before that


def past_fresh(message_id: int, now: float) -> bool:
    """Whether a message (a board, a hand in a thread) is older than `FRESH_BOARD_S`: its age is in its id, as
    Discord's ids are."""
    return now - discord.utils.snowflake_time(message_id).timestamp() > FRESH_BOARD_S


def _issued(itx: discord.Interaction[Any]) -> float:
    return discord.utils.snowflake_time(itx.id).timestamp()


@dataclass(frozen=True)
class _Sent:
    """A message the bot sent, and the interaction whose token sent it (None: the bot's own token), which
    edits and deletes it for free while it lives: as its answer (`original`) or as one of its followups."""

    message_id: int
    itx: discord.Interaction[Any] | None = None
    original: bool = False

    @property
    def issued(self) -> float:
        return _issued(self.itx) if self.itx is not None else 0.0

    def alive(self, now: float) -> bool:
        return self.itx is not None and now - self.issued < TOKEN_S

    async def edit(self, rendered: Rendered) -> None:
        assert self.itx is not None
        if self.original:
            await self.itx.edit_original_response(**rendered.edit_kwargs())
        else:
            await self.itx.followup.edit_message(self.message_id, **rendered.edit_kwargs())

    async def delete(self) -> None:
        assert self.itx is not None
        if self.original:
            await self.itx.delete_original_response()
        else:
            await self.itx.followup.delete_message(self.message_id)


Side = tuple[int, bool]  # a game's board: (game, whether it is the mirror's)


def _side(game: GameRecord) -> Side:
    return game.id, game.mirror_side


def _missing_permission(exc: discord.HTTPException) -> bool:
    """A 403 that says the bot lacks access or a permission in the channel (not a one-off refusal)."""
    return exc.status == 403 and exc.code in (50001, 50013)


class Publisher:
    def __init__(self, client: discord.Client, store: GameStore, prefs: PrefStore,
                 clock: Callable[[], float] = time.time) -> None:
        self.client = client
        self.store = store
        self.prefs = prefs
        self.clock = clock
        self._pings: dict[Side, _Sent] = {}  # game and side -> its latest ping message
        self._tokens: dict[Side, discord.Interaction[Any]] = {}  # game and side -> the latest interaction there
        self._boards: dict[Side, _Sent] = {}  # game and side -> its board, when an interaction's token sent it
        self._forbidden: dict[int, float] = {}  # channel -> when it last answered 403

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(channel_id)

    # A 403 is one of Discord's invalid requests (10,000 in ten minutes ban the bot's IP): a channel that refused
    # is not asked again until an interaction from it shows the bot may send there, or FORBIDDEN_S pass.
    def forbidden(self, channel_id: int) -> bool:
        since = self._forbidden.get(channel_id)
        if since is not None and self.clock() - since > FORBIDDEN_S:
            del self._forbidden[channel_id]
            return False
        return since is not None

    def refused(self, channel_id: int) -> None:
        if channel_id not in self._forbidden:
            log.warning("channel %s refused the bot (403): not asked again until its permissions change", channel_id)
        self._forbidden[channel_id] = self.clock()

    def permissions_seen(self, channel_id: int | None, permissions: discord.Permissions) -> None:
        """An interaction says what the bot may do in its channel (Discord sends it with every one)."""
        if channel_id in self._forbidden and permissions.send_messages and permissions.view_channel:
            del self._forbidden[channel_id]

    def too_old(self, message_id: int | None) -> bool:
        """Whether a board message is too old to be edited again."""
        return message_id is not None and past_fresh(message_id, self.clock())

    def board_of(self, game: GameRecord) -> _Sent | None:
        """The game's board as sent: with the interaction that sent it, when its token did."""
        if game.message_id is None:
            return None
        board = self._boards.get(_side(game))
        return board if board is not None and board.message_id == game.message_id else _Sent(game.message_id)

    async def discard(self, game: GameRecord, sent: _Sent, what: str = "old board") -> None:
        """Delete a message of the game's that was replaced (a board that moved, a ping), through the token that
        sent it while that lives, else with the bot's own."""
        try:
            if sent.alive(self.clock()):
                await sent.delete()
            else:
                await self._channel(game.channel_id).get_partial_message(sent.message_id).delete()
        except discord.HTTPException as exc:
            log.info("could not delete the %s of game %s: %s", what, game.id, exc)

    async def post(self, game: GameRecord, rendered: Rendered, *, silent: bool = False) -> None:
        kwargs = rendered.send_kwargs()
        if silent:  # the same board moved: nobody is newly awaited, so nobody is notified again
            kwargs["allowed_mentions"] = discord.AllowedMentions.none()
        message = await self._channel(game.channel_id).send(**kwargs)
        self._boards.pop(_side(game), None)
        await self.save_board(game, message.id)

    async def save_board(self, game: GameRecord, message_id: int) -> None:
        """`game`'s board (its own, or its mirror's) is now this message."""
        game.message_id = message_id
        if game.mirror_side:
            await self.store.set_mirror_message(game.id, message_id)
        else:
            await self.store.set_message(game.id, message_id)

    # The board is edited through the token of the interaction that sent it while that token lives (outside the
    # bot's request limits, and past Discord's old-message edit limit too: the board is never older than the
    # token). Before the token runs out, a newer interaction of the game sends the board anew and the old one
    # goes, both through tokens; only a game nobody has touched for ten minutes falls back to the bot's token.
    def board_sent(self, game: GameRecord, itx: discord.Interaction[Any], message_id: int) -> None:
        """The board was just sent as `itx`'s own answer."""
        if itx.channel_id == game.channel_id:
            self._boards[_side(game)] = _Sent(message_id, itx, original=True)

    async def _update_with_tokens(self, game: GameRecord, rendered: Rendered) -> Shown | None:
        """The board edited or moved through interaction tokens; None if the bot's own token must do it."""
        if game.message_id is None:
            return None
        now = self.clock()
        board = self.board_of(game)
        assert board is not None
        fresh = self._token(game)
        if fresh is not None and (now - _issued(fresh) > MOVE_AFTER_S or board.itx is fresh):
            fresh = None  # no newer token to move to
        if board.alive(now) and (fresh is None or now - board.issued <= MOVE_AFTER_S):
            try:
                await board.edit(rendered)
                return Shown.EDITED
            except discord.HTTPException as exc:
                log.info("could not edit the board of game %s through its interaction: %s", game.id, exc)
                return None
        if fresh is None:
            return None
        try:
            kwargs = rendered.send_kwargs()
            kwargs["allowed_mentions"] = discord.AllowedMentions.none()
            message = await fresh.followup.send(wait=True, **kwargs)
        except discord.HTTPException as exc:
            log.info("could not move the board of game %s to a newer interaction: %s", game.id, exc)
            return None
        await self.save_board(game, message.id)
        self._boards[_side(game)] = _Sent(message.id, fresh)
        await self.discard(game, board)
        return Shown.MOVED

    async def update(self, game: GameRecord, rendered: Rendered) -> Shown:
        """Edit the public message; if it was deleted (or never posted), post a new one. Never raises.
        A new message's mentions notify, unlike an edit's."""
        shown = await self._update_with_tokens(game, rendered)
        if shown is not None:
            return shown
        if self.forbidden(game.channel_id):
            return Shown.FAILED
        if self.too_old(game.message_id):
            old = self.board_of(game)
            assert old is not None
            try:
                await self.post(game, rendered, silent=True)
            except discord.HTTPException as exc:
                log.warning("could not move the board of game %s to a new message: %s", game.id, exc)
                if _missing_permission(exc):
                    self.refused(game.channel_id)
                return Shown.FAILED
            await self.discard(game, old)
            return Shown.MOVED
        try:
            if game.message_id is not None:
                partial = self._channel(game.channel_id).get_partial_message(game.message_id)
                await partial.edit(**rendered.edit_kwargs())
                return Shown.EDITED
        except discord.NotFound:
            log.info("public message of game %s is gone; posting a new one", game.id)
        except discord.HTTPException as exc:
            log.warning("could not update the public message of game %s: %s", game.id, exc)
            if _missing_permission(exc):
                self.refused(game.channel_id)
            return Shown.FAILED
        try:
            await self.post(game, rendered)
        except discord.HTTPException as exc:
            log.warning("could not post the public message of game %s: %s", game.id, exc)
            if _missing_permission(exc):
                self.refused(game.channel_id)
            return Shown.FAILED
        return Shown.POSTED

    def link(self, game: GameRecord) -> str:
        guild = game.guild_id if game.guild_id is not None else "@me"
        return f"https://discord.com/channels/{guild}/{game.channel_id}/{game.message_id or ''}".rstrip("/")

    # Bot-token requests are scarce (50 a second for the whole bot, a few per channel); an interaction's token may
    # send followups in its channel for 15 minutes, outside those limits. A game's pings go that way while it has a
    # recent interaction (a member's click, which a computer's move or a timeout often follows within seconds).
    def remember(self, game: GameRecord, itx: discord.Interaction[Any]) -> None:
        """`itx` happened in the game's channel: its token may carry the game's next pings."""
        if itx.channel_id == game.channel_id:
            self._tokens[_side(game)] = itx

    def _token(self, game: GameRecord) -> discord.Interaction[Any] | None:
        itx = self._tokens.get(_side(game))
        if itx is None or self.clock() - _issued(itx) > TOKEN_S or not itx.response.is_done():
            return None
        return itx

    async def ping(self, game: GameRecord, user_ids: list[int], text: str) -> None:
        """A short message that notifies exactly `user_ids`; the game's previous one is deleted."""
        mentions = discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                           users=[discord.Object(u) for u in user_ids])
        sent: _Sent | None = None
        itx = self._token(game)
        if itx is not None:
            try:
                followup = await itx.followup.send(text, allowed_mentions=mentions, wait=True)
                sent = _Sent(followup.id, itx)
            except discord.HTTPException as exc:
                log.info("could not ping players of game %s through an interaction: %s", game.id, exc)
        if sent is None:
            sent = await self._ping_with_bot_token(game, text, mentions)
        if sent is None:
            return
        previous, self._pings[_side(game)] = self._pings.get(_side(game)), sent
        if previous is not None:
            await self.discard(game, previous, "previous ping")

    async def _ping_with_bot_token(self, game: GameRecord, text: str,
                                   mentions: discord.AllowedMentions) -> _Sent | None:
        if self.forbidden(game.channel_id):
            return None
        channel = self._channel(game.channel_id)
        try:
            if game.message_id is not None:  # a reply, so the ping links to the board
                message = await channel.send(text, allowed_mentions=mentions, mention_author=False,
                                             reference=channel.get_partial_message(game.message_id))
            else:
                message = await channel.send(text, allowed_mentions=mentions)
        except discord.HTTPException as exc:
            log.warning("could not ping players of game %s: %s", game.id, exc)
            if _missing_permission(exc):
                self.refused(game.channel_id)
            return None
        return _Sent(message.id)

    def outstanding_pings(self) -> dict[int, int]:
        """game -> its latest turn ping's message, to keep across a restart (a mirror's last ping is not kept: after a
        restart it stays in its channel)."""
        return {game_id: sent.message_id for (game_id, mirror), sent in self._pings.items() if not mirror}

    def restore_pings(self, pings: dict[int, int]) -> None:
        """The pings the last run left: the next ping of each game deletes the previous one (with the bot's token,
        as the interaction that sent it is not known any more)."""
        for game_id, message_id in pings.items():
            self._pings.setdefault((game_id, False), _Sent(message_id))

    def forget(self, game_id: int) -> None:
        """The game ended: its last ping stays in the channel, nothing more is tracked."""
        for side in ((game_id, False), (game_id, True)):
            self._pings.pop(side, None)
            self._tokens.pop(side, None)
            self._boards.pop(side, None)

    async def notify(self, user_id: int, text: str) -> None:
        """A one-line DM (the opt-in turn notice). A refusal is remembered like any closed DM."""
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(text)
        except discord.Forbidden:
            await self.prefs.mark_dm_blocked(user_id)
        except discord.HTTPException as exc:
            log.warning("turn DM to user %s failed: %s", user_id, exc)

    async def direct(self, user_id: int, rendered: Rendered) -> bool:
        """DM a private view. A refusal (closed DMs) is remembered and never retried in a loop."""
        prefs = await self.prefs.get(user_id)
        if not prefs.dms or prefs.dm_blocked:
            return False
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(**rendered.send_kwargs())
        except discord.Forbidden:
            log.info("DMs closed for user %s; falling back to the button", user_id)
            await self.prefs.mark_dm_blocked(user_id)
            return False
        except discord.HTTPException as exc:
            log.warning("DM to user %s failed: %s", user_id, exc)
            return False
        return True
