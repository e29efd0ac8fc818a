"""The public game message (edited in place, re-posted if deleted) and private delivery by DM."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.framework.messages import Rendered

if TYPE_CHECKING:
    from bot.storage.games import GameRecord, GameStore
    from bot.storage.prefs import PrefStore

log = logging.getLogger("bot.publisher")


class Publisher:
    def __init__(self, client: discord.Client, store: GameStore, prefs: PrefStore) -> None:
        self.client = client
        self.store = store
        self.prefs = prefs

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(channel_id)

    async def post(self, game: GameRecord, rendered: Rendered) -> None:
        message = await self._channel(game.channel_id).send(**rendered.send_kwargs())
        game.message_id = message.id
        await self.store.set_message(game.id, message.id)

    async def update(self, game: GameRecord, rendered: Rendered) -> None:
        """Edit the public message; if it was deleted (or never posted), post a new one."""
        try:
            if game.message_id is None:
                await self.post(game, rendered)
                return
            partial = self._channel(game.channel_id).get_partial_message(game.message_id)
            await partial.edit(**rendered.edit_kwargs())
        except discord.NotFound:
            log.info("public message of game %s is gone; posting a new one", game.id)
            try:
                await self.post(game, rendered)
            except discord.HTTPException as exc:
                log.warning("could not re-post game %s: %s", game.id, exc)
        except discord.HTTPException as exc:
            log.warning("could not update the public message of game %s: %s", game.id, exc)

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
