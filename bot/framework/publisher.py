"""The public game message (edited in place, re-posted if deleted) and private delivery by DM."""

from __future__ import annotations

import enum
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord

from bot.framework.messages import Rendered

if TYPE_CHECKING:
    from bot.storage.games import GameRecord, GameStore
    from bot.storage.prefs import PrefStore

log = logging.getLogger("bot.publisher")


class Shown(enum.Enum):
    EDITED = "edited"
    POSTED = "posted"  # a new message (the old one was gone)
    FAILED = "failed"  # Discord refused both: try again later


FRESH_BOARD_S = 50 * 60.0  # a board older than this moves to a new message instead of being edited: Discord
# allows only a few edits an hour of messages older than an hour (error 30046), and a long game edits its board
# all game long
FORBIDDEN_S = 600.0  # how long a channel that refused the bot (403) is left alone, unless an interaction shows
# the bot may write there again before that


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
        self._pings: dict[int, int] = {}  # game -> its latest ping message
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
        """Whether a board message is too old to be edited again (its age is in its id, as Discord's ids are)."""
        if message_id is None:
            return False
        return self.clock() - discord.utils.snowflake_time(message_id).timestamp() > FRESH_BOARD_S

    async def delete_board(self, game: GameRecord, message_id: int) -> None:
        """Delete a board that moved to a new message (its buttons would only say they are out of date)."""
        try:
            await self._channel(game.channel_id).get_partial_message(message_id).delete()
        except discord.HTTPException as exc:
            log.info("could not delete the old board of game %s: %s", game.id, exc)

    async def post(self, game: GameRecord, rendered: Rendered) -> None:
        message = await self._channel(game.channel_id).send(**rendered.send_kwargs())
        game.message_id = message.id
        await self.store.set_message(game.id, message.id)

    async def update(self, game: GameRecord, rendered: Rendered) -> Shown:
        """Edit the public message; if it was deleted (or never posted), post a new one. Never raises.
        A new message's mentions notify, unlike an edit's."""
        if self.forbidden(game.channel_id):
            return Shown.FAILED
        if self.too_old(game.message_id):
            assert game.message_id is not None
            old = game.message_id
            try:
                await self.post(game, rendered)
            except discord.HTTPException as exc:
                log.warning("could not move the board of game %s to a new message: %s", game.id, exc)
                if _missing_permission(exc):
                    self.refused(game.channel_id)
                return Shown.FAILED
            await self.delete_board(game, old)
            return Shown.POSTED
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

    async def ping(self, game: GameRecord, user_ids: list[int], text: str) -> None:
        """A short message that notifies exactly `user_ids`; the game's previous one is deleted."""
        if self.forbidden(game.channel_id):
            return
        channel = self._channel(game.channel_id)
        mentions = discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                           users=[discord.Object(u) for u in user_ids])
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
            return
        previous, self._pings[game.id] = self._pings.get(game.id), message.id
        if previous is not None:
            try:
                await channel.get_partial_message(previous).delete()
            except discord.HTTPException as exc:
                log.info("could not delete the previous ping of game %s: %s", game.id, exc)

    def forget(self, game_id: int) -> None:
        """The game ended: its last ping stays in the channel, nothing more is tracked."""
        self._pings.pop(game_id, None)

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
