"""Answering one interaction safely: every Discord call here reports failure instead of raising.

A `Responder` owns one interaction's replies. Its methods are serialised, so the watchdog that
defers an interaction nearing Discord's 3 seconds can never race the handler's own answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Container
from typing import Any

import discord

from bot.framework.messages import Rendered

log = logging.getLogger("bot.replies")


class Responder:
    def __init__(self, itx: discord.Interaction[Any], private_channels: Container[int] = ()) -> None:
        self.itx = itx
        self.private_channels = private_channels  # a player's private threads
        self._lock = asyncio.Lock()

    @property
    def user_id(self) -> int:
        return self.itx.user.id

    @property
    def answered(self) -> bool:
        return self.itx.response.is_done()

    @property
    def private_surface(self) -> bool:
        """The interaction came from a private view: an ephemeral message, a DM or a private thread."""
        message = self.itx.message
        return (self.itx.guild_id is None or (message is not None and message.flags.ephemeral)
                or self.in_private_thread)

    @property
    def in_private_thread(self) -> bool:
        return self.itx.channel_id is not None and self.itx.channel_id in self.private_channels

    def on_message(self, message_id: int | None) -> bool:
        return message_id is not None and self.itx.message is not None and self.itx.message.id == message_id

    async def defer(self, *, thinking: bool = False, ephemeral: bool = False) -> None:
        """Acknowledge now and answer later (a component's message is then edited in place)."""
        async with self._lock:
            if self.answered:
                return
            try:
                await self.itx.response.defer(thinking=thinking, ephemeral=ephemeral)
            except discord.HTTPException as exc:
                log.warning("could not defer interaction %s: %s", self.itx.id, exc)

    @contextlib.asynccontextmanager
    async def watchdog(self, after_s: float, *, thinking: bool = False, ephemeral: bool = False
                       ) -> AsyncIterator[None]:
        """Defer the interaction if the handler has not answered within `after_s` seconds."""

        async def guard() -> None:
            await asyncio.sleep(after_s)
            await self.defer(thinking=thinking, ephemeral=ephemeral)

        task = asyncio.create_task(guard())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def form(self, modal: discord.ui.Modal) -> bool:
        """Open a form (only as the first answer: Discord allows no form after a deferral)."""
        async with self._lock:
            if self.answered:
                return False
            try:
                await self.itx.response.send_modal(modal)
            except discord.HTTPException as exc:
                log.warning("could not open a form for interaction %s: %s", self.itx.id, exc)
                return False
        return True

    async def private(self, text: str | None = None, **kwargs: Any) -> bool:
        if text is not None:
            kwargs["content"] = text
        async with self._lock:
            try:
                if self.answered:
                    await self.itx.followup.send(ephemeral=True, **kwargs)
                else:
                    await self.itx.response.send_message(ephemeral=True, **kwargs)
            except discord.HTTPException as exc:
                log.warning("could not answer interaction %s: %s", self.itx.id, exc)
                return False
        return True

    async def update(self, rendered: Rendered) -> bool:
        """Replace the message the component sat on (the public board or a private view)."""
        async with self._lock:
            try:
                if self.answered:
                    await self.itx.edit_original_response(**rendered.edit_kwargs())
                else:
                    await self.itx.response.edit_message(**rendered.edit_kwargs())
            except discord.HTTPException as exc:
                log.warning("could not update the origin of interaction %s: %s", self.itx.id, exc)
                return False
        return True

    async def send(self, rendered: Rendered, *, ephemeral: bool = False) -> int | None:
        """Answer with a new message (or fill a deferred one); its id, or None if Discord refused."""
        async with self._lock:
            try:
                if self.answered:
                    message = await self.itx.edit_original_response(**rendered.edit_kwargs())
                    return message.id
                response = await self.itx.response.send_message(ephemeral=ephemeral, **rendered.send_kwargs())
                message_id = getattr(response, "message_id", None)
                if message_id is None:
                    message_id = (await self.itx.original_response()).id
                return int(message_id)
            except discord.HTTPException as exc:
                log.warning("could not answer interaction %s with a message: %s", self.itx.id, exc)
                return None

    async def edit_original(self, rendered: Rendered) -> bool:
        """Edit this interaction's own response (a private view opened earlier), while its token lives."""
        try:
            await self.itx.edit_original_response(**rendered.edit_kwargs())
        except discord.HTTPException as exc:
            log.info("private view of interaction %s could not be refreshed: %s", self.itx.id, exc)
            return False
        return True
