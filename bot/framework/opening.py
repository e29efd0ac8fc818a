"""Opening games: a new lobby or challenge from a command (with the server's rules applied), and a finished game's
rematch. A lobby whose first post reached nobody is cancelled at once."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from msgspec.structs import replace

from bot.framework import pace, stakes
from bot.framework.change import Change, Origin
from bot.framework.game_options import OptionValues
from bot.framework.kinds import AnyKind, Refusal
from bot.framework.mirrors import mirror_of
from bot.framework.replies import Responder
from bot.storage.game_flags import GameFlags
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService


@dataclass(frozen=True)
class _Challenged:
    """The other player of a finished game, challenged again (as a slash command's user option would be)."""

    id: int
    bot: bool = False


class Opening:
    """New lobbies, challenges and rematches. Part of the game service, given it at construction."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def open_game(
        self,
        itx: discord.Interaction[Any],
        kind_name: str,
        options: OptionValues,
        *,
        opponent: discord.abc.User | None = None,
        computers: tuple[tuple[str, str], ...] = (),
    ) -> GameRecord | None:
        """Post a lobby (or a challenge) in the channel; games full of computers start at once."""
        game: GameRecord | None = None
        async with self.service.handling(itx, "-", f"open:{kind_name}", thinking=True) as (scope, responder):
            kind = self.service.registry.get(kind_name)
            game = await self.open(responder, kind, dict(options), opponent, computers, scope.locale)
            scope.outcome = "opened"
        return game

    async def open(
        self,
        responder: Responder,
        kind: AnyKind,
        options: dict[str, Any],
        opponent: discord.abc.User | None,
        computers: tuple[tuple[str, str], ...],
        locale: str,
        invited: tuple[int, ...] = (),
    ) -> GameRecord:
        itx = responder.itx
        if itx.channel_id is None:
            raise Refusal("err.no_channel", "no_channel")
        if opponent is not None and (opponent.bot or opponent.id == itx.user.id):
            raise Refusal("lobby.bad_opponent", "bad_opponent")
        options = pace.normalised(options)
        flags = GameFlags(invited=tuple(u for u in invited if u != itx.user.id))
        limit = kind.seat_limit(options)
        if 1 + len(computers) > limit:
            raise Refusal("lobby.too_many_computers", "bad_options", max=limit)
        if itx.guild_id is not None:
            locale = await self._server_rules(itx, kind, options, opponent, locale)
        refusal = await stakes.join_refusal(self.service.services, kind, options, itx.user.id)
        if refusal:
            raise Refusal(refusal, "refused")
        game = await self.service.store.create(
            kind=kind.name,
            guild_id=itx.guild_id,
            channel_id=itx.channel_id,
            host_id=itx.user.id,
            host_name=itx.user.display_name,
            options=options,
            locale=locale,
            challenged_id=opponent.id if opponent else None,
            deadline=self.service.clock() + pace.lobby_seconds(options, self.service.settings.lobby_timeout_s),
            computers=computers,
            flags=flags,
        )
        full = opponent is None and len(game.seats) >= limit

        async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change:
            return Change("post", actor=itx.user.id, start=full)

        origin = Origin(responder, locale, command=True)
        await self.service.run(game.id, decide, origin)
        record = await self.service.store.get(game.id)
        assert record is not None
        if record.message_id is None:  # neither the answer nor a channel post got through
            await self._cancel_unposted(record)
            raise Refusal("err.post_failed", "post_failed")
        return record

    async def _server_rules(self, itx: discord.Interaction[Any], kind: AnyKind, options: dict[str, Any],
                            opponent: discord.abc.User | None, locale: str) -> str:
        """The server's /config applied to a game being opened: where, how many, which language for its
        public messages (returned), and the turn-timer default (written into `options`)."""
        assert itx.guild_id is not None and itx.channel_id is not None
        config = await self.service.services.guilds.get(itx.guild_id)
        if not config.allows(itx.channel_id, getattr(itx.channel, "parent_id", None)):
            channels = ", ".join(f"<#{c}>" for c in config.game_channels)
            raise Refusal("config.not_here", "channel_not_allowed", channels=channels)
        if await self.service.store.open_lobbies(itx.guild_id, itx.user.id) >= config.max_lobbies:
            raise Refusal("config.too_many_lobbies", "lobby_limit", max=config.max_lobbies)
        store = self.service.store
        if config.max_channel_games and await store.live_in_channel(itx.channel_id) >= config.max_channel_games:
            raise Refusal("config.channel_full", "channel_limit", max=config.max_channel_games)
        if opponent is not None and await self.service.store.open_challenge(itx.user.id, opponent.id):
            raise Refusal("config.challenge_open", "challenge_open", opponent=f"<@{opponent.id}>")
        if kind.turn_seconds is not None and "turn_seconds" not in options and config.turn_seconds \
                and not pace.is_correspondence(options):
            low, high = kind.turn_seconds
            options["turn_seconds"] = min(high, max(low, config.turn_seconds))
        return config.language or locale

    async def rematch(self, responder: Responder, game_id: int, locale: str) -> str:
        """A finished game's players play again: the same options (stake included), a challenge to the
        other player, a lobby that pings the others, or at once against the same computers. One rematch
        per game: a second click points to the one already open."""
        game, kind = await self.service.find(game_id)
        user_id = responder.user_id
        if game.status not in ("finished", "abandoned"):
            raise Refusal("rematch.not_over", "not_over")
        if user_id not in game.humans:
            raise Refusal("err.not_in_game", "not_player")
        if game.flags.tournament is not None:  # the tournament pairs its players' next games
            raise Refusal("rematch.tournament", "tournament")
        if mirror_of(game) is not None:  # a rematch is a challenge in one channel, which the other cannot see
            raise Refusal("rematch.across", "across_servers")
        existing = game.flags.rematch
        if existing is not None:
            again = await self.service.store.get(existing)
            if again is not None and again.status in ("lobby", "running"):
                raise Refusal("rematch.open", "rematch_open", link=self.service.publisher.link(again))
        options = dict(game.options)
        computers = tuple((s.computer, s.name) for s in game.seats if s.computer)
        others = tuple(u for u in game.humans if u != user_id)
        opponent = _Challenged(others[0]) if len(others) == 1 and not computers else None
        invited = others if opponent is None else ()
        again = await self.open(responder, kind, options, opponent, computers, locale, invited)  # type: ignore[arg-type]

        async def remember(fresh: GameRecord, kind: AnyKind, state: Any) -> Change:
            return Change("rematch", actor=user_id, flags=replace(fresh.flags, rematch=again.id),
                          detail=f"rematch #{again.id}")

        with contextlib.suppress(Refusal):
            await self.service.run(game_id, remember, Origin(locale=locale))
        return "rematch"

    async def _cancel_unposted(self, game: GameRecord) -> None:
        async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change:
            return Change("unposted", status="cancelled", flags=replace(fresh.flags, closed="unposted"))

        with contextlib.suppress(Refusal):
            await self.service.run(game.id, decide, Origin(locale=game.locale))
