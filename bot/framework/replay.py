"""A finished game rebuilt step by step, and the page of one step (no discord import).

The engines are deterministic given the seed, so a game's states are rebuilt from its seed and, for every change
that moved its state, the recipe the pipeline stored with that change's action-log row (`Replayed`: the action
with all its values, the time the game read, downtime moved into the state). Nothing else is stored per game. A game
started before recipes were stored cannot be replayed (`NotRecorded`); a rebuild that does not end in the stored
final state is refused (`Diverged`) rather than shown wrong.

Pages are the start and every move or timeout (what the log speaks of); a reader's extra minute or a board's lost
time change the state but get no page of their own. Once a game is over its hidden information may be shown (each
seat's private view, labelled as revealed), when the server allows it.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from bot.cards.decks import DeckList
from bot.framework.kinds import Action, AnyKind, Context, Display, Outcome
from bot.i18n import t
from bot.storage.replays import LoggedEvent, LoggedStep

PAGES = frozenset({"start", "apply", "timeout"})  # the changes a replay shows as a page
RECENT = 10  # public log lines a board of the replay may show, as a live board's
DESCRIPTION = 4096


class NotRecorded(Exception):
    """The game began before the action log kept what a replay needs."""


class Diverged(Exception):
    """Replaying the recipes did not reach the state the game stored."""


@dataclass(frozen=True)
class Frame:
    version: int  # the game's version after this change
    call: str  # "start", "apply", "timeout", "reading", "shift"
    state: Any
    now: float  # the time the game read when it made this change (clocks on the page read it)
    seat: int | None = None

    @property
    def page(self) -> bool:
        return self.call in PAGES


def _action(data: Mapping[str, Any]) -> Action:
    return Action(str(data["name"]), str(data.get("arg", "")), tuple(str(v) for v in data.get("values", ())),
                  {str(k): str(v) for k, v in dict(data.get("fields", {})).items()}, bool(data.get("by_computer")))


def _seat_keyed(data: Mapping[str, Any]) -> dict[int, Any]:
    return {int(seat): value for seat, value in data.items()}


def rebuild(kind: AnyKind, ctx: Context, seed: int | None, steps: Sequence[LoggedStep]) -> list[Frame]:
    """Every state the game passed through, from its start, by calling the kind again as the pipeline did. Runs in a
    worker thread (hundreds of steps: well under a second)."""
    frames: list[Frame] = []
    state: Any = None
    for step in steps:
        if step.replay is None:
            continue
        recipe = json.loads(step.replay)
        call, now = str(recipe["call"]), float(recipe["now"])
        extra = recipe.get("extra", {})
        at = dataclasses.replace(ctx, now=now)
        if call == "start":
            if seed is None:
                raise NotRecorded
            settings = _seat_keyed(extra.get("settings", {}))
            decks = {seat: tuple(msgspec.convert(d, DeckList) for d in lists)
                     for seat, lists in _seat_keyed(extra.get("decks", {})).items()}
            state = kind.start(dataclasses.replace(at, settings=settings, decks=decks), seed)
            frames.append(Frame(step.version, call, state, now))
            continue
        if state is None:
            raise NotRecorded
        if recipe.get("shift"):  # downtime moved into the state when it was loaded after a restart
            state = kind.shift_time(copy.deepcopy(state), float(recipe["shift"]))
        seat = recipe.get("seat")
        outcome: Outcome[Any] | None
        if call == "apply":
            outcome = kind.apply(at, state, seat, _action(recipe["action"]))
        elif call == "timeout":
            outcome = kind.on_timeout(at, state)
        elif call == "reading":
            outcome = kind.reading(at, state, int(seat))
        elif call == "shift":
            outcome = None
            state = kind.shift_time(copy.deepcopy(state), float(extra.get("by", 0.0)))
        else:
            raise Diverged(call)
        if call != "shift":
            if outcome is None:
                raise Diverged(f"{call} at version {step.version} changed nothing")
            state = outcome.state
        frames.append(Frame(step.version, call, state, now, seat))
    if state is None:
        raise NotRecorded
    return frames


def check_final(kind: AnyKind, frames: Sequence[Frame], stored: Mapping[str, Any] | None) -> None:
    """The rebuilt last state is the one the game stored, or the replay would show another game."""
    if stored is None or not frames:
        raise NotRecorded
    rebuilt = msgspec.json.decode(msgspec.json.encode(kind.dump(frames[-1].state)))
    if rebuilt != stored.get("data"):
        raise Diverged("the last state differs from the stored one")


@dataclass
class Replay:
    """A finished game's pages, with the log's events by version."""

    game_id: int
    frames: list[Frame]  # every state; `pages` indexes the ones shown
    pages: list[int]
    events: dict[int, list[LoggedEvent]]

    @classmethod
    def of(cls, game_id: int, frames: list[Frame], events: Sequence[LoggedEvent]) -> Replay:
        by_version: dict[int, list[LoggedEvent]] = {}
        for event in events:
            by_version.setdefault(event.version, []).append(event)
        return cls(game_id, frames, [i for i, f in enumerate(frames) if f.page], by_version)

    @property
    def last(self) -> int:
        """The last page's number (page 0 is the start)."""
        return len(self.pages) - 1

    def frame(self, page: int) -> Frame:
        return self.frames[self.pages[page]]

    def recent(self, page: int) -> tuple[tuple[str, Mapping[str, Any]], ...]:
        """The public log's latest lines as a live board would have had them at this page."""
        version = self.frame(page).version
        lines = [(e.key, e.params) for v in sorted(self.events) if v <= version
                 for e in self.events[v] if e.seat is None]
        return tuple(lines[-RECENT:])

    def lines(self, page: int) -> list[LoggedEvent]:
        """The log lines of the change shown on this page (and of the unpaged changes just before it)."""
        version = self.frame(page).version
        before = self.frame(page - 1).version if page > 0 else -1
        return [e for v in sorted(self.events) if before < v <= version for e in self.events[v]]


def page_displays(kind: AnyKind, ctx: Context, replay: Replay, page: int, *, viewer: int | None,
                  reveal: bool, title: str) -> list[Display]:
    """The board as it was after this page's change, headed by its log line (public lines, the viewer's own private
    ones, and — `reveal` — every seat's, marked as revealed), then, with `reveal`, each seat's private view of that
    moment labelled as revealed. `ctx` is the reader's (their locale); nothing here holds a control."""
    frame = replay.frame(page)
    loc = ctx.locale
    at = dataclasses.replace(ctx, now=frame.now, recent=replay.recent(page), ui={})
    board = kind.board(at, frame.state)
    head = [t("replay.start", loc) if page == 0 else t("replay.step", loc, n=page, total=replay.last)]
    for event in replay.lines(page):
        if event.seat is None:
            head.append(kind.event_text(at, event.key, event.params))
        elif event.seat == viewer:
            head.append("🔒 " + kind.event_text(at, event.key, event.params))
        elif reveal:
            head.append("🔓 " + kind.event_text(at, event.key, event.params))
    text = "\n".join(head)
    description = f"{text}\n\n{board.description}" if board.description else text
    out = [Display(title=title[:256], description=description[:DESCRIPTION], image=board.image,
                   image_name="board.png", colour=board.colour, footer=board.footer, fields=list(board.fields),
                   image_key=board.image_key)]
    if reveal and kind.hides_information:
        for info in ctx.seats:
            hand = kind.hand(at, frame.state, info.seat)
            if hand is None:
                continue
            label = t("replay.revealed", loc, name=info.name)
            out.append(Display(title=f"{label} · {hand.title}"[:256], description=hand.description[:DESCRIPTION],
                               image=hand.image, image_name=f"seat{info.seat}.png", colour=0x718096,
                               fields=list(hand.fields), image_key=hand.image_key))
    return out
