"""A board a moderator deleted: posted again, and if it cannot be, the game's clocks stop until a board stands again
(the time without one is charged to nobody)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from msgspec.structs import replace

from bot.framework.change import Change, Origin
from bot.framework.kinds import AnyKind, Outcome, Replayed
from bot.framework.mirrors import mirror_of, mirror_view
from bot.framework.publisher import Shown
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService

log = logging.getLogger("bot.interactions")


class BoardRecovery:
    """Boards deleted under a running game. Part of the game service, given it at construction."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def on_message_deleted(self, message_id: int) -> None:
        """A message was deleted. If it was a live game's board, the board is posted again at once (with its
        mentions, so whoever is awaited is notified); if Discord refuses that too, the game's clocks stop
        until it has a board again (`board_back`), so nobody loses on time for a board they cannot see."""
        with self.service.activity.busy():
            try:
                game_id = await self.service.store.live_by_message(message_id)
                if game_id is not None:
                    await self._repost(game_id, message_id)
            except Exception:
                log.exception("re-posting the board of a game after message %s was deleted failed", message_id)

    async def _repost(self, game_id: int, message_id: int) -> None:
        async with self.service.lock(game_id):
            game = await self.service.store.get(game_id)
            if game is None or game.status not in ("lobby", "running"):
                return
            kind = self.service.registry.get(game.kind)

            async def post_again(board: GameRecord) -> Shown:
                shown_state = self.service.state_of(kind, game)
                rendered = await self.service.render(board, self.service.public_display(board, kind, shown_state))
                return await self.service.publisher.update(board, rendered)

            mirror = mirror_of(game)
            if mirror is not None and game.mirror_message_id == message_id:  # the other server's board: again there
                await self.service.store.set_mirror_message(game.id, None)
                shown = await post_again(mirror_view(game, mirror))
                log.info("mirror board of game %s was deleted; posted again: %s", game_id, shown.value)
                return
            if game.message_id != message_id:
                return
            game.message_id = None
            await self.service.store.set_message(game.id, None)
            shown = await post_again(game)
        log.info("board of game %s was deleted; posted again: %s", game_id, shown.value)
        if shown is Shown.FAILED and game.status == "running":
            async def stop_clocks(fresh: GameRecord, kind: AnyKind, state: Any) -> Change | None:
                if fresh.message_id is not None or fresh.status != "running" or fresh.flags.boardless_since is not None:
                    return None
                return Change("board_missing", flags=replace(fresh.flags, boardless_since=self.service.clock()),
                              detail="board deleted and not posted again: clocks stopped")

            await self.service.run(game_id, stop_clocks, Origin(locale=game.locale))

    async def board_back(self, game: GameRecord, kind: AnyKind, state: Any) -> Change | None:
        """A game whose board went missing: its board is posted again if it can be, and the time since it went
        missing is charged to nobody (its clocks move on by it); None if it has not been missing."""
        since = game.flags.boardless_since
        if since is None or state is None or game.status != "running":
            return None
        if game.message_id is None:
            board = self.service.public_display(game, kind, state)
            await self.service.publisher.update(game, await self.service.render(game, board))
        # still missing: the clocks stay stopped from now on
        flags = replace(game.flags, boardless_since=self.service.clock() if game.message_id is None else None)
        missing = max(0.0, self.service.clock() - since)
        shifted = kind.shift_time(state, missing)
        return Change("board_back", outcome=Outcome(shifted, replay=Replayed("shift", extra={"by": missing})),
                      flags=flags, log_events=False,
                      detail="clocks moved on by the time the board was missing")

    def posted(self, game: GameRecord) -> None:
        """A board was just posted anew: a game that had lost its board starts its clocks again."""
        if game.flags.boardless_since is not None and game.status == "running":
            self.service.spawn(self.service.clockwork.system_change(game.id, self.board_back, "restarting the clocks"))
