"""Ending a game before its end: by the agreement of every human player (/abort), or by a moderator (/abort with a
game number, Manage Messages). Either cancels through the pipeline, so stakes are refunded as for any cancel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from msgspec.structs import replace

from bot.framework.change import Change, Origin
from bot.framework.kinds import AnyKind, Refusal
from bot.i18n import t
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService


class Aborts:
    """Abort by agreement or by a moderator. Part of the game service, given it at construction."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def vote(self, itx: discord.Interaction[Any]) -> None:
        """Vote to cancel your running game in this channel; it is cancelled once every human agrees."""
        async with self.service.handling(itx, "-", "abort", ephemeral=True) as (scope, responder):
            game = await self.service.store.latest_for(itx.user.id, itx.channel_id, statuses=("running",))
            if game is None:
                raise Refusal("abort.none", "no_game")
            done = False

            async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change:
                nonlocal done
                if fresh.status != "running":
                    raise Refusal("abort.none", "no_game")
                votes = tuple(sorted({*fresh.flags.abort_votes, itx.user.id}))
                done = set(votes) >= set(fresh.humans)
                return Change("abort" if done else "abort_vote", actor=itx.user.id,
                              seat=fresh.seat_of(itx.user.id), flags=replace(fresh.flags, abort_votes=votes),
                              status="cancelled" if done else None)

            await self.service.run(game.id, decide, Origin(locale=scope.locale))  # the board is edited, not answered
            await responder.private(t("abort.done" if done else "abort.voted", scope.locale))
            scope.outcome = "aborted" if done else "abort_vote"

    async def force(self, itx: discord.Interaction[Any], game_id: int | None) -> None:
        """A moderator (Manage Messages) cancels a lobby or running game of this server: stakes are refunded
        by the cancel, as for any other."""
        async with self.service.handling(itx, "-", "abort_force", ephemeral=True) as (scope, responder):
            if itx.guild_id is None or not itx.permissions.manage_messages:
                raise Refusal("abort.moderators_only", "not_moderator")
            if game_id is not None:
                game = await self.service.store.get(game_id)
                if game is None or game.guild_id != itx.guild_id or game.status not in ("lobby", "running"):
                    raise Refusal("abort.none_here", "no_game")
            else:
                game = await self.service.store.latest_in_channel(itx.channel_id, ("lobby", "running"))
                if game is None:
                    raise Refusal("abort.none_here", "no_game")

            async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change:
                if fresh.status not in ("lobby", "running"):
                    raise Refusal("abort.none_here", "no_game")
                return Change("abort_force", actor=itx.user.id, status="cancelled",
                              flags=replace(fresh.flags, closed="moderator"), detail="by a moderator")

            await self.service.run(game.id, decide, Origin(locale=scope.locale))
            await responder.private(t("abort.forced", scope.locale, id=game.id))
            scope.outcome = "aborted"
