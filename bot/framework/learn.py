"""Guided first games (/learn): a lesson is a real game of one kind, started from a fixed position, whose learner is
led step by step.

A `Lesson` names its steps and judges each of the learner's actions against the step open now: the right move is
played by the game's own kind, and the step's "done" line and the next step's "do" line come back privately (the
outcome's notice); a wrong one, or one from a later step, is refused with the step's hint, and nothing is played. The
`LessonKind` wraps the game's kind, so the lesson is an ordinary game record: the same pipeline, log, restarts, old
buttons and replays. Its private view heads the game's own with the step to do now. Lessons are practice: unrated.

A lesson's text lives beside it (`bot/games/<game>/learn_text.py`) under `learn.<game>.<step>.do|done|hint`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.framework.game_options import OptionValues
from bot.framework.kinds import (
    Action,
    AnyKind,
    CardRef,
    Context,
    Decision,
    Display,
    GameKind,
    IllegalAction,
    Outcome,
)
from bot.framework.services import Services
from bot.i18n import CATALOGUE, LOCALES, t
from bot.storage.db import Tx

PREFIX = "learn_"  # a lesson's kind is named learn_<game>
HUMAN = 0  # the learner's seat; the computer sits in seat 1


def lesson_kind_name(game: str) -> str:
    return PREFIX + game


class Wrong(Exception):
    """The learner's action is not this step's: refused with the step's hint."""


@dataclass
class LessonState:
    step: int  # the step open now; len(steps) once the lesson is done
    inner: Any  # the game's own state


@dataclass(frozen=True)
class LessonView:
    """What one viewer may know of a lesson: its step, whether it waits for the learner, and the game's own view."""

    step: int
    done: bool
    awaits_learner: bool
    inner: Any  # the game's own view


class Lesson(ABC):
    """One game's guided first game: its fixed start, its steps and what each accepts."""

    game: str  # the game kind's name ("backgammon")
    steps: tuple[str, ...]  # the steps' names, in order
    level: str = "standard"  # the computer seat's level
    options: OptionValues = {}  # the game's own options the lesson is opened with ("practice" is added)

    def computer_name(self, locale: str) -> str:
        return t("learn.computer", locale)

    def key(self, step: int, part: str) -> str:
        return f"learn.{self.game}.{self.steps[step]}.{part}"

    @abstractmethod
    def start(self, ctx: Context, seed: int) -> Any:
        """The game's state the lesson starts from (fixed: the same whatever the seed)."""

    @abstractmethod
    def judge(self, ctx: Context, step: int, before: Any, action: Action, after: Any) -> bool:
        """Whether the learner's `action` (already played by the game: `before` -> `after`) belongs to `step`: raise
        `Wrong` if not. True: the step is done; False: the step goes on (a checker of a move not yet complete)."""

    def next_state(self, ctx: Context, step: int, state: Any) -> Any:
        """The state `step` opens with, from the game's state once the step before it was done (a lesson may set a
        new position here)."""
        return state

    def computer_action(self, ctx: Context, step: int, view: Any, seat: int) -> Action | None:
        """The computer's move in `step`, from its seat's view of the game (None: the game's own computer chooses)."""
        return None

    def step_actions(self, step: int) -> frozenset[str]:
        """The action names `step` asks for (a later step's tried now is answered with this step's `ahead` line)."""
        return frozenset()

    def actions(self) -> frozenset[str]:
        """Action names any step may ask for: offered to the learner at every step, so a later step's button is
        answered with this step's hint rather than a bare refusal."""
        return frozenset().union(*(self.step_actions(i) for i in range(len(self.steps))))


def register_text(lesson: Lesson, texts: Mapping[str, Mapping[str, str]]) -> None:
    """The lesson's catalogue entries, plus each step's `ahead` line (a later step's move tried now)."""
    CATALOGUE.register(texts)
    ahead = {lesson.key(i, "ahead"): {loc: t("learn.ahead", loc) + " " + t(lesson.key(i, "hint"), loc)
                                      for loc in LOCALES} for i in range(len(lesson.steps))}
    CATALOGUE.register(ahead)


class LessonKind(GameKind[LessonState, LessonView]):
    """A game kind playing one lesson: the wrapped kind does the game, the lesson leads the learner."""

    listed = False  # not among the games /help lists: /learn opens it

    def __init__(self, base: AnyKind, lesson: Lesson) -> None:
        self.base = base
        self.lesson = lesson
        self.name = lesson_kind_name(base.name)
        self.min_seats = self.max_seats = 2
        self.schema_version = base.schema_version
        self.has_private_view = True  # the step to do now, above the game's own private view (if it has one)
        self.private_button_key = "learn.button" if not base.has_private_view else base.private_button_key
        self.private_decisions = base.private_decisions if base.has_private_view else False
        self.title_key = base.title_key
        self.help_key = base.help_key
        self.interface_actions = base.interface_actions
        self.form_actions = base.form_actions
        self.bare_actions = base.bare_actions
        self.confirm_actions = frozenset()  # a lesson asks nothing twice: a wrong click is only hinted at
        self.actions = base.actions | lesson.actions()

    @property
    def family(self) -> str:
        return self.base.family

    # --- state -------------------------------------------------------------------------------------
    def start(self, ctx: Context, seed: int) -> LessonState:
        return LessonState(0, self.lesson.next_state(ctx, 0, self.lesson.start(ctx, seed)))

    def dump(self, state: LessonState) -> dict[str, Any]:
        return {"step": state.step, "inner": self.base.dump(state.inner)}

    def load(self, data: dict[str, Any], schema: int) -> LessonState:
        return LessonState(int(data["step"]), self.base.load(data["inner"], schema))

    def done(self, state: LessonState) -> bool:
        return state.step >= len(self.lesson.steps)

    # --- decisions -----------------------------------------------------------------------------------
    def pending(self, state: LessonState) -> list[Decision]:
        out = []
        extra = self.lesson.actions()
        for d in self.base.pending(state.inner):
            if d.seat == HUMAN and d.awaited and not self.done(state):
                d = replace(d, actions=d.actions | extra)
            out.append(d)
        return out

    def interface(self, action: Action) -> dict[str, str]:
        return self.base.interface(action)

    def apply(self, ctx: Context, state: LessonState, seat: int | None, action: Action) -> Outcome[LessonState]:
        if seat != HUMAN or action.by_computer or self.done(state):
            outcome = self.base.apply(ctx, state.inner, seat, action)
            return replace(outcome, state=LessonState(state.step, outcome.state), replay=None)
        step = state.step
        try:
            outcome = self.base.apply(ctx, state.inner, seat, action)
        except IllegalAction:
            raise IllegalAction(self._hint(step, action)) from None
        try:
            finished = self.lesson.judge(ctx, step, state.inner, action, outcome.state)
        except Wrong:
            raise IllegalAction(self._hint(step, action)) from None
        if not finished:
            return replace(outcome, state=LessonState(step, outcome.state), replay=None)
        loc = ctx.locale
        lines = [t(self.lesson.key(step, "done"), loc)]
        step += 1
        inner = outcome.state
        if step < len(self.lesson.steps):
            inner = self.lesson.next_state(ctx, step, inner)
        after = LessonState(step, inner)
        done, awaits = self.done(after), self._awaits_learner(after)
        if done or awaits:  # else the computer moves first: the view says it later
            lines.append(self._current_line(ctx, step, done, awaits))
        return replace(outcome, state=after, notice="\n".join(lines), replay=None)

    def _awaits_learner(self, state: LessonState) -> bool:
        return HUMAN in self.base.actors(state.inner)

    def _current_line(self, ctx: Context, step: int, done: bool, awaits_learner: bool) -> str:
        """The open step's line, once the learner is to play it: a step's words may tell what the computer's move
        will show (a card it turns up), so they wait for that move."""
        if done:
            return t("learn.complete", ctx.locale)
        if not awaits_learner:
            return t("learn.waiting", ctx.locale)
        return self._step_line(ctx, step)

    def _hint(self, step: int, action: Action) -> str:
        lesson = self.lesson
        later = any(action.name in lesson.step_actions(i) for i in range(step + 1, len(lesson.steps)))
        return lesson.key(step, "ahead" if later and action.name not in lesson.step_actions(step) else "hint")

    def _step_line(self, ctx: Context, step: int) -> str:
        n = len(self.lesson.steps)
        return t("learn.step", ctx.locale, n=step + 1, of=n, what=t(self.lesson.key(step, "do"), ctx.locale))

    def is_over(self, state: LessonState) -> bool:
        return self.base.is_over(state.inner)

    # --- display -------------------------------------------------------------------------------------
    def view(self, state: LessonState, seat: int | None) -> LessonView:
        return LessonView(state.step, self.done(state), self._awaits_learner(state), self.base.view(state.inner, seat))

    def public_display(self, ctx: Context, view: LessonView) -> Display:
        display = self.base.public_display(ctx, view.inner)
        display.footer = t("learn.footer", ctx.locale) + (f" · {display.footer}" if display.footer else "")
        return display

    def events(self, state: LessonState) -> list[tuple[int | None, str, dict[str, Any]]]:
        return self.base.events(state.inner)

    def event_text(self, ctx: Context, key: str, params: Mapping[str, Any]) -> str:
        return self.base.event_text(ctx, key, params)

    def private_display(self, ctx: Context, view: LessonView, seat: int) -> Display | None:
        own = self.base.private_display(ctx, view.inner, seat) if self.base.has_private_view else None
        if seat != HUMAN:
            return own
        line = self._current_line(ctx, view.step, view.done, view.awaits_learner)
        if own is None:
            return Display(title=t("learn.title", ctx.locale), description=line)
        own.description = f"{line}\n\n{own.description}" if own.description else line
        return own

    @property
    def hides_information(self) -> bool:
        return self.base.hides_information

    def readable_cards(self, ctx: Context, view: LessonView, seat: int | None) -> list[CardRef]:
        return self.base.readable_cards(ctx, view.inner, seat)

    def card_details(self, ctx: Context, view: LessonView, seat: int | None, ref: str) -> Display | None:
        return self.base.card_details(ctx, view.inner, seat, ref)

    def result(self, ctx: Context, state: LessonState) -> str | None:
        return self.base.result(ctx, state.inner)

    def placings(self, state: LessonState) -> list[int] | None:
        return self.base.placings(state.inner)  # a lesson is opened as practice: unrated all the same

    def options_summary(self, options: OptionValues, locale: str) -> str:
        return t("learn.footer", locale)

    # --- time and computers --------------------------------------------------------------------------
    def deadline(self, ctx: Context, state: LessonState) -> float | None:
        return None  # a lesson waits for its learner as long as they need

    def shift_time(self, state: LessonState, seconds: float) -> LessonState:
        return LessonState(state.step, self.base.shift_time(state.inner, seconds))

    def computer_action(self, ctx: Context, view: LessonView, seat: int) -> Action | None:
        scripted = None if view.done else self.lesson.computer_action(ctx, view.step, view.inner, seat)
        return scripted or self.base.computer_action(ctx, view.inner, seat)

    def computer_seats(self, state: LessonState) -> set[int]:
        return self.base.computer_seats(state.inner)

    async def on_status_change(self, services: Services, conn: Tx, ctx: Context, state: Any, old: str,
                               new: str) -> None:
        inner = state.inner if isinstance(state, LessonState) else state
        await self.base.on_status_change(services, conn, ctx, inner, old, new)
