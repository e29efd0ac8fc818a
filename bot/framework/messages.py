"""Turning a `Display` and its encoded picture into Discord message arguments."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

import discord

from bot.framework.components import build_view
from bot.framework.kinds import Display


@dataclass
class Rendered:
    """A display with its image already encoded; each send gets a fresh `discord.File`."""

    display: Display
    png: bytes | None
    game_id: int
    version: int
    with_controls: bool = True

    def embed(self) -> discord.Embed:
        d = self.display
        embed = discord.Embed(title=d.title[:256], description=d.description[:4096] or None, colour=d.colour)
        for name, value in d.fields[:25]:
            embed.add_field(name=name[:256], value=value[:1024] or "\u200b", inline=True)
        if d.footer:
            embed.set_footer(text=d.footer[:2048])
        if self.png is not None:
            embed.set_image(url=f"attachment://{d.image_name}")
        return embed

    def files(self) -> list[discord.File]:
        files = [discord.File(io.BytesIO(data), filename=name) for name, data in self.display.attachments]
        if self.png is not None:
            files.insert(0, discord.File(io.BytesIO(self.png), filename=self.display.image_name))
        return files

    def view(self) -> discord.ui.View | None:
        if not self.with_controls:
            return None
        return build_view(self.game_id, self.version, self.display.controls, self.display.groups)

    def allowed_mentions(self) -> discord.AllowedMentions:
        """Only the users the display means to notify; never roles, @everyone or anyone else."""
        users = [discord.Object(u) for u in self.display.pings]
        return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=users)

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"embed": self.embed(), "files": self.files(),
                                  "allowed_mentions": self.allowed_mentions()}
        if self.display.content:
            kwargs["content"] = self.display.content[:2000]
        view = self.view()
        if view is not None:
            kwargs["view"] = view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        """For edits: replace the attachments (never accumulate) and always set content/view."""
        return {
            "content": self.display.content[:2000] if self.display.content else None,
            "embed": self.embed(),
            "attachments": self.files(),
            "view": self.view(),
            "allowed_mentions": self.allowed_mentions(),
        }
