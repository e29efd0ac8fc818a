"""What moves a game without a click: the computers' (and ghosts') moves, the deadlines the timer wakes a game for (a
timeout, a lobby's expiry, a reminder, a vacation's end), and the turns due again after a restart."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import TYPE_CHECKING, Any

from msgspec.structs import replace

from bot.framework.change import Change, Decide, Origin
from bot.framework.kinds import Action, AnyKind, IllegalAction, Outcome, Refusal, Replayed
from bot.storage.games import GameRecord, wake_at

if TYPE_CHECKING:
    from bot.framework.service import GameService

log = logging.getLogger("bot.interactions")
FAILED = Action("")  # a computer that raised: it chose nothing


class Clockwork:
    """Computers and deadlines. Part of the game service, given it at construction."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    def schedule(self, game: GameRecord, kind: AnyKind, state: Any) -> None:
        if game.status != "running" or state is None:
            return
        due = sorted(self.service.actors(kind, state) & self.service.computer_controlled(game, kind, state))
        if due:
            self.service.spawn(self.computer_turn(game.id, game.version, due[0]))

    async def computer_turn(self, game_id: int, version: int, seat: int) -> None:
        """The computer's move for `seat`, over its view, checked against the seat's offers as a click is. A computer
        that fails, or chooses what the game does not offer or the rules refuse, plays the offer's own timeout move
        instead (where the game has one), so a game against a broken computer still moves on; either is logged."""
        with self.service.activity.busy():
            await asyncio.sleep(self.service.settings.computer_delay_s)
            game = await self.service.store.get(game_id)
            if game is None or game.status != "running" or game.version != version:
                return
            kind = self.service.registry.get(game.kind)
            ctx = self.service.context(game)
            action: Action | None
            try:
                action = await asyncio.to_thread(kind.computer_move, ctx, self.service.load_state(kind, game), seat)
            except Exception:
                log.exception("computer move failed in game %s seat %s", game_id, seat)
                action = FAILED
            if action is None:
                return  # the computer does not move here (an absent player must press Continue themselves)

            async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change | None:
                if fresh.version != version or fresh.status != "running":
                    return None
                played, outcome = self._played(fresh, kind, state, seat, action)
                return Change(played.name, seat=seat, outcome=outcome)

            try:
                await self.service.run(game_id, decide, Origin(locale=game.locale))
            except (IllegalAction, Refusal) as exc:
                log.error("computer in game %s seat %s was refused: %r", game_id, seat, exc)
            except Exception:
                log.exception("computer move failed in game %s seat %s", game_id, seat)

    def _played(self, game: GameRecord, kind: AnyKind, state: Any, seat: int,
                chosen: Action) -> tuple[Action, Outcome[Any]]:
        """The computer's move applied if its seat's offers take it, else what they play on a timeout (refused, and
        nothing to play instead: the refusal)."""
        ctx = self.service.context(game)
        refusal: IllegalAction | Refusal = Refusal("err.not_available", "computer_failed")
        if chosen is not FAILED:
            chosen = dataclasses.replace(chosen, by_computer=True)
            try:
                self.service.check_decision(game, kind, state, seat, chosen)
                return chosen, kind.apply(ctx, state, seat, chosen)
            except (IllegalAction, Refusal) as exc:
                refusal = exc
        default = next((d.default for d in self.service.decisions(kind, state)
                        if d.seat == seat and d.awaited and d.default is not None), None)
        if default is None:
            raise refusal
        log.error("computer in game %s seat %s chose no move the game offers (%r): it plays the offer's %s",
                  game.id, seat, refusal, default.name)
        default = dataclasses.replace(default, by_computer=True)
        return default, kind.apply(ctx, state, seat, default)

    async def on_deadline(self, game_id: int) -> None:
        await self.system_change(game_id, self._deadline_change, "deadline handling")

    async def system_change(self, game_id: int, decide: Decide, what: str) -> None:
        """A change nobody clicked for (a deadline, a board back): run it, log what fails."""
        with self.service.activity.busy():
            try:
                await self.service.run(game_id, decide, Origin())
            except Exception:
                log.exception("%s failed for game %s", what, game_id)

    async def _deadline_change(self, game: GameRecord, kind: AnyKind, state: Any) -> Change | None:
        if game.status not in ("lobby", "running") or game.next_deadline is None:
            return None
        if game.next_deadline > self.service.clock():
            if game.remind_at is not None and game.remind_at <= self.service.clock() and state is not None:
                await self.service.store.reminded(game)
                self.service.spawn(self.service.delivery.remind(game, kind, state))
            self.service.scheduler.arm(game.id, wake_at(game))
            return None
        if game.status == "lobby":
            return Change("expire", status="cancelled", flags=replace(game.flags, closed="expired"))
        back = await self.service.boards.board_back(game, kind, state)
        if back is not None:
            return back
        if game.flags.paused is not None:  # the vacation is over: the clocks run again from where they stood
            return Change("vacation_over", outcome=Outcome(state, replay=Replayed("shift", self.service.clock())),
                          log_events=False,
                          detail="clocks run again after a vacation")
        outcome = kind.on_timeout(self.service.context(game), state)
        if outcome is None:
            self.service.scheduler.arm(game.id, kind.deadline(self.service.context(game), state))
            return None
        return Change("timeout", outcome=outcome)

    async def resume(self) -> int:
        """After a restart: give every computer (and ghost) the turn it was waiting for."""
        count = 0
        for game_id in await self.service.store.computer_due():
            game = await self.service.store.get(game_id)
            if game is None or game.kind not in self.service.registry:
                continue
            kind = self.service.registry.get(game.kind)
            self.schedule(game, kind, self.service.state_of(kind, game))
            count += 1
        return count
