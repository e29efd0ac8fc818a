"""Private threads: when a server turns them on (`/config private_threads`), each player of a game with
hidden information gets a private thread in the game's channel, holding their hand and prompts with
live buttons, edited as the game goes and archived (locked) when it ends. Ephemeral messages cannot be
edited after 15 minutes; a thread message can, for as long as a card game lasts.

Only the player and the bot are added (moderators with Manage Threads can still open private threads,
which `/help` says). Whatever Discord answers, the game goes on: a thread that cannot be created
(no "Create Private Threads" permission, a channel that is itself a thread) leaves the player with the
"Show my hand" view and DM copies; a deleted thread or message is made again.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

import discord

from bot.framework.messages import Rendered
from bot.framework.publisher import past_fresh
from bot.framework.shards import Shards
from bot.storage.games import GameRecord
from bot.storage.guilds import GuildStore, ThreadRecord

log = logging.getLogger(__name__)

PRIVATE_THREAD = 12
ARCHIVE_AFTER_MINUTES = 10080  # a week without messages; edits keep no thread open, so we reopen on need
UNKNOWN_CHANNEL, UNKNOWN_MESSAGE, THREAD_ARCHIVED = 10003, 10008, 50083


class PrivateThreads:
    def __init__(self, client: discord.Client, store: GuildStore, shards: Shards | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.client = client
        self.clock = clock
        self.store = store
        self.shards = shards or Shards()
        self.channels: set[int] = set()  # open private threads: clicks there come from a private surface
        self.games: set[int] = set()  # games with an open private thread (others need no database read)
        self._unavailable: set[int] = set()  # games whose channel refused a thread (asked once per game)
        self._locks: dict[int, asyncio.Lock] = {}

    async def start(self) -> None:
        rows = await self.store.open_threads(self.shards)
        self.games = {game for game, _ in rows}
        self.channels = {thread for _, thread in rows}

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def forget(self, game_id: int) -> None:
        """The game has ended and its threads are closed."""
        self._unavailable.discard(game_id)
        self.games.discard(game_id)
        lock = self._locks.get(game_id)
        if lock is not None and not lock.locked():
            del self._locks[game_id]

    async def show(self, game: GameRecord, seat: int, user_id: int, rendered: Rendered, name: str,
                   record: ThreadRecord | None, *, create: bool, final: bool, shown: bool) -> None:
        """Bring `seat`'s thread up to date with `rendered` (creating it when allowed); close it when
        the game is `final`. `shown`: the player's click already updated that message."""
        if record is not None and record.closed:
            return
        if record is None:
            if not create or final or game.id in self._unavailable:
                return
            record = await self._open(game, seat, user_id, rendered, name)
            if record is None:
                return
        elif not shown:
            record = await self._edit(game, record, rendered, name)
            if record is None:
                return
        if final:
            await self._close(record)

    async def _open(self, game: GameRecord, seat: int, user_id: int, rendered: Rendered,
                    name: str) -> ThreadRecord | None:
        http = self.client.http
        try:
            data: Any = await http.start_thread_without_message(
                game.channel_id, name=name[:100], auto_archive_duration=ARCHIVE_AFTER_MINUTES,  # type: ignore[arg-type]
                type=PRIVATE_THREAD, invitable=False,  # type: ignore[arg-type]
            )
            thread_id = int(data["id"])
            await http.add_user_to_thread(thread_id, user_id)
        except discord.HTTPException as exc:
            log.warning("game %s: no private thread in channel %s (%s); hands stay in private views",
                        game.id, game.channel_id, exc)
            self._unavailable.add(game.id)
            return None
        message_id = await self._post(thread_id, rendered, user_id)
        record = ThreadRecord(game.id, seat, user_id, thread_id, message_id)
        await self.store.save_thread(record)
        self.channels.add(thread_id)
        self.games.add(game.id)
        return record

    async def _post(self, thread_id: int, rendered: Rendered, user_id: int, *, notify: bool = True) -> int | None:
        kwargs = rendered.send_kwargs()
        if notify:  # a new message in the thread notifies its player once
            kwargs["content"] = f"<@{user_id}>"
            kwargs["allowed_mentions"] = discord.AllowedMentions(everyone=False, roles=False,
                                                                 users=[discord.Object(user_id)])
        try:
            message = await self.client.get_partial_messageable(thread_id).send(**kwargs)
        except discord.HTTPException as exc:
            log.warning("could not post in private thread %s: %s", thread_id, exc)
            return None
        return message.id

    async def _edit(self, game: GameRecord, record: ThreadRecord, rendered: Rendered,
                    name: str) -> ThreadRecord | None:
        if record.message_id is not None and self._too_old(record.message_id):
            return await self._move_on(record, rendered)
        if record.message_id is not None:
            message = self.client.get_partial_messageable(record.thread_id).get_partial_message(record.message_id)
            for attempt in range(2):
                try:
                    await message.edit(**rendered.edit_kwargs())
                    return record
                except discord.NotFound as exc:
                    if exc.code == UNKNOWN_CHANNEL:  # a moderator deleted the thread: make a new one
                        self.channels.discard(record.thread_id)
                        return await self._open(game, record.seat, record.user_id, rendered, name)
                    break  # the message was deleted: post it again below
                except discord.HTTPException as exc:
                    if exc.code == THREAD_ARCHIVED and attempt == 0:  # archived for inactivity: reopen it
                        try:
                            await self.client.http.edit_channel(record.thread_id, archived=False)
                            continue
                        except discord.HTTPException:
                            pass
                    log.warning("could not update private thread %s: %s", record.thread_id, exc)
                    return record
        message_id = await self._post(record.thread_id, rendered, record.user_id)
        record = ThreadRecord(record.game_id, record.seat, record.user_id, record.thread_id, message_id)
        await self.store.save_thread(record)
        return record

    def _too_old(self, message_id: int) -> bool:
        """Past an hour Discord lets a message be edited only a few times an hour (30046): a game that lasts days
        moves its hand to a new message instead, as its board does."""
        return past_fresh(message_id, self.clock())

    async def _move_on(self, record: ThreadRecord, rendered: Rendered) -> ThreadRecord:
        """The hand in a new message of the thread (no mention: the turn ping says it is their move), the old one
        deleted so one live view stays; if the post fails, the old message stays as it was."""
        message_id = await self._post(record.thread_id, rendered, record.user_id, notify=False)
        if message_id is None:
            return record
        old = record.message_id
        record = ThreadRecord(record.game_id, record.seat, record.user_id, record.thread_id, message_id)
        await self.store.save_thread(record)
        if old is not None:
            try:
                await self.client.http.delete_message(record.thread_id, old)
            except discord.HTTPException as exc:
                log.info("could not delete the old hand %s in thread %s: %s", old, record.thread_id, exc)
        return record

    async def _close(self, record: ThreadRecord) -> None:
        """Archive and lock (locking needs Manage Threads; without it the thread is only archived)."""
        http = self.client.http
        try:
            await http.edit_channel(record.thread_id, archived=True, locked=True)
        except discord.HTTPException as exc:
            log.info("could not lock private thread %s (%s); archiving it only", record.thread_id, exc)
            try:
                await http.edit_channel(record.thread_id, archived=True)
            except discord.HTTPException as again:
                log.info("could not archive private thread %s: %s", record.thread_id, again)
        await self.store.save_thread(ThreadRecord(record.game_id, record.seat, record.user_id, record.thread_id,
                                                  record.message_id, closed=True))
        self.channels.discard(record.thread_id)

