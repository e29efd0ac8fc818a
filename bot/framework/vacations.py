"""/vacation's effect on games: a member going away pauses every correspondence game that waits for them; coming back
(early, or when the vacation ends) lets their clocks run again. Each game changes through the one pipeline
(`GameService.run`), which works the pause out (bot.framework.pause)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.framework import pace
from bot.framework.change import Change, Origin
from bot.framework.kinds import AnyKind, Outcome, Refusal, Replayed
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService


async def vacation_changed(service: GameService, user_id: int) -> int:
    """Bring the pause of each of the member's correspondence games up to date with their vacation; returns how many
    of their games are paused for them afterwards."""
    paused = 0
    for game_id in await service.store.running_for(user_id):

        async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change | None:
            if fresh.status != "running" or state is None or not pace.is_correspondence(fresh.options):
                return None
            held = fresh.flags.paused
            waits = user_id in service.awaited_users(fresh, kind, state)
            if (held is None and waits) or (held is not None and user_id in held.who):
                unchanged = Outcome(state, replay=Replayed("shift", service.clock()))
                return Change("vacation", actor=user_id, outcome=unchanged, log_events=False,
                              detail="a player's vacation began or ended")
            return None

        try:
            game = await service.run(game_id, decide, Origin())
        except Refusal:
            continue  # changed by someone else meanwhile: its next commit works the pause out anyway
        record = game if game is not None else await service.store.get(game_id)
        held = record.flags.paused if record is not None else None
        if held is not None and user_id in held.who:
            paused += 1
    return paused
