"""What one step of the pipeline changes, and who asked for it (plain data; see `GameService.run`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.framework.kinds import AnyKind, Outcome
from bot.framework.replies import Responder
from bot.storage.game_flags import GameFlags
from bot.storage.games import GameRecord, SeatRecord


@dataclass
class Change:
    """What one step does to a game. `decide` functions build it from the fresh record."""

    action: str
    actor: int | None = None
    seat: int | None = None
    outcome: Outcome[Any] | None = None
    detail: str = ""
    status: str | None = None
    seats: list[SeatRecord] | None = None
    options: dict[str, Any] | None = None  # the players' options (a lobby's choices): what the game's rules read
    flags: GameFlags | None = None  # the framework's notes on the game (bot.storage.game_flags)
    start: bool = False  # a lobby that fills up starts in the same step
    seed: int | None = None  # the engine's seed, stored with the start (the log keeps its hash)
    ui: dict[str, str] = field(default_factory=dict)  # interface choices to redraw the origin with
    log_events: bool = True  # False: the outcome's state repeats the last change's events (a clock moved on)


@dataclass
class Origin:
    """Who asked for a change and where the answer goes. No responder: a timer or a computer."""

    responder: Responder | None = None
    locale: str = "en"
    command: bool = False  # a slash command: the board is a new message


Decide = Callable[[GameRecord, AnyKind, Any], Awaitable[Change | None]]
