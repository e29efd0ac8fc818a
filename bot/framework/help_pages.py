"""`/help <game>` in pages: a game's rules summary is split at its paragraphs into pages a phone shows whole, and
Previous / Next buttons turn them. The buttons carry only the game's name and the page (`h:<game>:<page>`), so
they work after a restart and for anyone who can see the message (it is private to whoever asked)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.values import number
from bot.i18n import t

if TYPE_CHECKING:
    from bot.client import GameBot

PAGE_CHARS = 1500  # about a phone screen of an embed's text
HELP_PATTERN = r"h:(?P<game>[a-z_]{1,24}):(?P<page>[0-9]{1,2})"


def pages(text: str, limit: int = PAGE_CHARS) -> list[str]:
    """The text in pages of at most `limit` characters, cut between paragraphs (or, for a paragraph longer than a
    page, between its lines, then its sentences)."""
    out: list[str] = []
    current = ""
    for piece in _pieces(text, limit):
        joined = f"{current}\n\n{piece}" if current else piece
        if len(joined) <= limit:
            current = joined
        else:
            out.append(current)
            current = piece
    if current:
        out.append(current)
    return out or [""]


def _pieces(text: str, limit: int) -> list[str]:
    out = []
    for paragraph in (p.strip() for p in re.split(r"\n\s*\n", text)):
        if not paragraph:
            continue
        if len(paragraph) <= limit:
            out.append(paragraph)
            continue
        line = ""
        for part in re.split(r"(?<=\n)|(?<=[.!?]) ", paragraph):
            if len(line) + len(part) > limit and line:
                out.append(line.strip())
                line = ""
            line += part if len(part) <= limit else part[:limit]
        if line.strip():
            out.append(line.strip())
    return out


def help_message(bot: GameBot, game: str, page: int, locale: str) -> dict[str, Any]:
    """The embed and buttons of one page of the game's help (`page` counted from 0, kept within the pages)."""
    kind = bot.registry.get(game)
    texts = pages(t(kind.help_key, locale))
    page = max(0, min(page, len(texts) - 1))
    title = t(kind.title_key, locale)
    embed = discord.Embed(title=title, description=texts[page], colour=0x2B6CB0)
    if len(texts) == 1:
        return {"embed": embed}
    embed.set_footer(text=t("help.page", locale, page=page + 1, pages=len(texts)))
    view = discord.ui.View(timeout=None)
    view.add_item(HelpPage(game, page - 1, t("help.previous", locale), disabled=page == 0))
    view.add_item(HelpPage(game, page + 1, t("help.next", locale), disabled=page == len(texts) - 1))
    return {"embed": embed, "view": view}


class HelpPage(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HELP_PATTERN):
    def __init__(self, game: str, page: int, label: str = "", *, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(custom_id=f"h:{game}:{max(page, 0)}", label=label or str(page + 1),
                                           style=discord.ButtonStyle.secondary, disabled=disabled))
        self.game, self.page = game, max(page, 0)

    @classmethod
    def of(cls, match: re.Match[str]) -> HelpPage:
        """The page a custom_id matching HELP_PATTERN asks for (a number the bot would not write: the first)."""
        page = number(match["page"], digits=2)
        return cls(match["game"], page if page is not None else 0)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HelpPage:
        return cls.of(match)

    async def callback(self, interaction: discord.Interaction[GameBot]) -> None:  # type: ignore[override]
        bot = interaction.client
        locale = await bot.service.locale_for(interaction)
        if self.game not in bot.registry:
            await interaction.response.send_message(t("err.not_available", locale), ephemeral=True)
            return
        await interaction.response.edit_message(**help_message(bot, self.game, self.page, locale))
