"""A game's log, privately (/history and the board's Log button): every public line, the reader's own private lines,
and the seed once the game is over (checkable against the hash the log kept from the start)."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

import discord

from bot.framework.kinds import Display, Refusal
from bot.framework.replies import Responder
from bot.i18n import t
from bot.storage.games import ENDED

if TYPE_CHECKING:
    from bot.framework.service import GameService

LOG_CHARS = 3900  # what fits a private embed


def seed_digest(seed: int) -> str:
    """What the action log keeps of a game's seed (checkable against the seed once the game is over)."""
    return hashlib.sha256(str(seed).encode()).hexdigest()[:16]


class History:
    """The /history command and the board's Log button. Part of the game service, given it at construction."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def command(self, itx: discord.Interaction[Any], game_id: int | None) -> None:
        async with self.service.handling(itx, game_id or "-", "history", ephemeral=True) as (scope, responder):
            if game_id is None:
                game = await self.service.store.latest_for(itx.user.id, itx.channel_id, statuses=ENDED)
                if game is None:
                    raise Refusal("history.none", "no_game")
                game_id = game.id
            scope.outcome = await self.show(responder, game_id, scope.locale)

    async def show(self, responder: Responder, game_id: int, locale: str) -> str:
        """The whole public log, plus the clicker's own private lines, privately; the seed once it is over."""
        game, kind = await self.service.find(game_id)
        if game.status == "lobby":
            raise Refusal("err.not_started", "no_log")
        seat = game.seat_of(responder.user_id)
        ctx = self.service.context(game, locale)
        lines: list[str] = []
        for owner, key, params in await self.service.store.events(game.id, seat):
            text = kind.event_text(ctx, key, params)
            lines.append(f"🔒 {text}" if owner is not None else text)
        footer = None
        if game.status in ENDED and game.seed is not None:
            footer = t("log.seed", locale, seed=game.seed, digest=seed_digest(game.seed))
        text = "\n".join(lines) or t("log.empty", locale)
        if len(text) > LOG_CHARS:  # the newest lines matter most
            text = "…\n" + text[-LOG_CHARS:].split("\n", 1)[-1]
        display = Display(title=t("log.title", locale, game=t(kind.title_key, locale), id=game.id),
                          description=text, footer=footer)
        await responder.private(**(await self.service.render(game, display)).send_kwargs())
        return "log"
