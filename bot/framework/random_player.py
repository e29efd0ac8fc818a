"""A player who clicks at random among what the game shows a seat and the engine takes. It needs nothing of a game but
its contract (its views' displays, its offer, its rules), so it plays any game from the day the game has displays:
the tests play every game with it, and it is what a game without a computer of its own could fall back on.

It looks where the seat would, at the board and at its private view; a click that only prepares a move (picking a
checker, ticking cards) is made too, and the controls shown after it are looked at again. A click is kept only if
one of the seat's open decisions accepts it and the rules take it."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from bot.framework.kinds import Action, AnyKind, Context, Control, IllegalAction


def clicks(control: Control, rng: random.Random) -> list[Action]:
    """What a member's client can send from `control`: the button, or each option of a select (a sample of them when
    the select takes several)."""
    if control.disabled:
        return []
    if not control.is_select:
        return [Action(control.action, control.arg)]
    values = [c.value for c in control.choices]
    if control.min_values <= 1:
        return [Action(control.action, control.arg, (v,)) for v in values]
    return [Action(control.action, control.arg, tuple(rng.sample(values, control.min_values)))]


def shown(kind: AnyKind, ctx: Context, state: Any, seat: int) -> list[Control]:
    """The controls the seat is shown: the board's and its private view's."""
    private = kind.hand(ctx, state, seat) if kind.has_private_view else None
    return [*kind.board(ctx, state).controls, *(private.controls if private is not None else [])]


def random_action(kind: AnyKind, ctx: Context, state: Any, seat: int, rng: random.Random, *,
                  avoid: frozenset[str] = frozenset(), standing: bool = False, tries: int = 40) -> Action | None:
    """A click the member in `seat` could make now that the game takes, chosen at random; None if there is none.
    It answers what the game waits for from the seat; `standing`: a standing option (Away, a toggle) may be chosen
    too. `avoid`: action names never chosen (giving the game up, say)."""
    decisions = [d for d in kind.pending(state) if d.seat == seat and (d.awaited or standing)]
    unique = {(a.name, a.arg, a.values): a for a in _looked_at(kind, ctx, state, seat, rng)}
    candidates = [a for a in unique.values()
                  if a.name not in kind.form_actions | kind.confirm_actions | avoid
                  and any(d.accepts(a) for d in decisions)]
    rng.shuffle(candidates)
    for action in candidates[:tries]:
        try:
            kind.apply(ctx, state, seat, action)
        except IllegalAction:
            continue
        return action
    return None


def _looked_at(kind: AnyKind, ctx: Context, state: Any, seat: int, rng: random.Random,
               depth: int = 2) -> list[Action]:
    """The clicks the seat is shown, and those it is shown after up to `depth` picks that only prepare a move (a
    hand card, then table cards): a couple of picks of each kind followed at each level."""
    out: list[Action] = []
    looking = [ctx]
    for level in range(depth + 1):
        following: list[Context] = []
        for seen in looking:
            shown_now = [a for c in shown(kind, seen, state, seat) for a in clicks(c, rng)]
            out += [a for a in shown_now if a.name not in kind.interface_actions]
            if level < depth:
                for name in sorted({a.name for a in shown_now} & kind.interface_actions):
                    picks = [a for a in shown_now if a.name == name]
                    following += [replace(seen, ui=kind.interface(p)) for p in rng.sample(picks, min(2, len(picks)))]
        looking = following
    return out
