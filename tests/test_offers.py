"""The engine is the only source of legal moves, for every game: played from random seeds by the computers, at every
position each control a seat is shown answers one of that seat's open decisions (a button cannot vanish), every
decision names only actions the game declares, an enabled control the engine is sent is applied or refused cleanly,
and every action not offered to a seat is refused both by the framework's check and by the engine, changing nothing.
"""

from __future__ import annotations

import dataclasses
import random
from types import SimpleNamespace
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.framework.kinds import Action, AnyKind, Context, Control, Decision, IllegalAction, Refusal, SeatInfo
from bot.framework.offering import OfferingKind
from bot.framework.random_player import clicks
from bot.framework.service import GameService
from bot.games.backgammon.kind import BackgammonKind
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.tweak.kind import TweakKind
from bot.games.zero.kind import ZeroKind

GAMES: dict[str, tuple[AnyKind, int, dict[str, Any]]] = {
    "backgammon": (BackgammonKind(), 2, {}),
    "backgammon_match": (BackgammonKind(), 2, {"mode": "match", "length": 3}),
    "tweak": (TweakKind(), 4, {}),
    "zero": (ZeroKind(), 2, {}),
    "cyberpunk": (CyberpunkKind(), 2, {}),
    "netrunner": (NetrunnerKind(), 2, {}),
    "netrunner_booster": (NetrunnerKind(), 2, {"step": "booster"}),
}
STEPS = 400  # positions looked at per game: a whole game, as the computers play them
ENDINGS = frozenset({"resign", "concede", "offer_draw", "draw_accept"})
FRAMEWORK = SimpleNamespace(decisions=lambda kind, state: kind.pending(state))  # the check's only collaborator


def framework_accepts(kind: AnyKind, state: Any, seat: int, action: Action,
                      decisions: list[Decision] | None = None) -> bool:
    """The framework's own check of a click against the seat's open decisions (`GameService.check_decision`);
    `decisions`: the state's, when already known (the service keeps them too)."""
    service = FRAMEWORK if decisions is None else SimpleNamespace(decisions=lambda kind, state: decisions)
    try:
        GameService.check_decision(service, None, kind, state, seat, action)  # type: ignore[arg-type]
    except Refusal:
        return False
    return True


def private_controls(kind: AnyKind, ctx: Context, state: Any, seat: int) -> list[Control]:
    private = kind.hand(ctx, state, seat) if kind.has_private_view else None
    return private.controls if private is not None else []


def snapshot(kind: AnyKind, state: Any) -> bytes:
    return msgspec.json.encode(kind.dump(state))


def check_position(kind: AnyKind, ctx: Context, state: Any, rng: random.Random) -> None:
    decisions: list[Decision] = kind.pending(state)
    undeclared = {a for d in decisions for a in d.actions} - kind.actions
    assert not undeclared, f"{kind.name} offers undeclared actions {undeclared}"
    before = snapshot(kind, state)
    seats = range(len(ctx.seats))
    for action in (a for c in kind.board(ctx, state).controls for a in clicks(c, rng)):
        assert any(framework_accepts(kind, state, seat, action, decisions) for seat in seats), \
            f"{kind.name}: the board shows {action} but no open decision accepts it"
    for seat in seats:
        mine = [d for d in decisions if d.seat == seat]
        offered = {a for d in mine for a in d.actions}
        sent = [a for c in private_controls(kind, ctx, state, seat) for a in clicks(c, rng)]
        for action in sent:
            assert framework_accepts(kind, state, seat, action, decisions), \
                f"{kind.name}: seat {seat} is shown {action} but no open decision of theirs accepts it"
        for action in rng.sample(sent, min(4, len(sent))):
            if action.name in kind.interface_actions | kind.form_actions | kind.confirm_actions:
                continue
            try:
                kind.apply(ctx, state, seat, action)
            except IllegalAction:
                pass  # refused privately (an unaffordable option the rules let a player try)
        for name in sorted(kind.actions - offered - kind.interface_actions - {"hint"}):
            action = Action(name)
            assert not framework_accepts(kind, state, seat, action, decisions), \
                f"{kind.name}: {name} not offered yet accepted"
            try:
                kind.apply(ctx, state, seat, action)
            except IllegalAction:
                continue
            pytest.fail(f"{kind.name}: seat {seat} was not offered {name} in phase "
                        f"{getattr(state, 'phase', '?')} but the engine applied it")
    check_listed(kind, ctx, state)
    assert snapshot(kind, state) == before, f"{kind.name}: a refused or tried move changed the state it was given"


def check_listed(kind: AnyKind, ctx: Context, state: Any) -> None:
    """Every move the engine's offers list, written as a control writes it, passes the framework's check for its seat
    and no other seat's, and the rules take it."""
    if not isinstance(kind, OfferingKind):
        return
    offers = kind.offers(state)
    decisions = kind.pending(state)
    assert offers or kind.is_over(state), f"{kind.name}: a running game offers nothing"
    for offer in offers:
        for move in (m for listed in offer.only.values() for m in listed):
            action = Action(*kind.encode_move(move))
            assert framework_accepts(kind, state, offer.seat, action, decisions), f"{kind.name}: offered {move} refused"
            others = {o.seat for o in offers if o.allows(move)} - {offer.seat}
            for seat in set(range(len(ctx.seats))) - others - {offer.seat}:
                assert not framework_accepts(kind, state, seat, action, decisions), \
                    f"{kind.name}: seat {seat} may play {move}"
            if action.name not in kind.confirm_actions:  # a ghost answers an absent player's awaited decisions
                ghost = offer.awaited and offer.seat in kind.computer_seats(state)
                kind.apply(ctx, state, offer.seat, dataclasses.replace(action, by_computer=ghost))  # refused: a defect


def member_click(kind: AnyKind, ctx: Context, state: Any, seat: int, rng: random.Random) -> Action | None:
    """A click the member in `seat` could make from what they are shown and the engine takes, if any (interface
    choices and forms change nothing, so they are left out)."""
    shown = private_controls(kind, ctx, state, seat) if kind.private_decisions else \
        kind.board(ctx, state).controls
    skipped = kind.interface_actions | kind.form_actions | kind.confirm_actions | {"hint"}
    if rng.random() < 0.9:  # mostly played on: a game given up at once shows little
        skipped |= ENDINGS
    tried = [a for c in shown for a in clicks(c, rng) if a.name not in skipped]
    rng.shuffle(tried)
    for action in tried[:8]:
        try:
            kind.apply(ctx, state, seat, action)
        except IllegalAction:
            continue
        return action
    return None


def next_move(kind: AnyKind, ctx: Context, state: Any, rng: random.Random) -> tuple[int, Action] | None:
    """Mostly the computer's move; now and then a member's click (so the game goes where the computers never take
    it); a timeout's default when neither has one."""
    awaited = sorted({d.seat for d in kind.pending(state) if d.awaited})
    if not awaited:
        return None
    seat = rng.choice(awaited)
    clicked = member_click(kind, ctx, state, seat, rng) if rng.random() < 0.3 else None
    if clicked is not None:
        return seat, clicked
    action = kind.computer_move(ctx, state, seat)
    if action is not None:
        return seat, dataclasses.replace(action, by_computer=True)  # as the framework marks it
    clicked = member_click(kind, ctx, state, seat, rng)
    if clicked is not None:
        return seat, clicked
    default = next((d.default for d in kind.pending(state) if d.seat == seat and d.default is not None), None)
    return (seat, default) if default is not None else None


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_offered_moves_are_accepted_and_others_refused(game: str, seed: int) -> None:
    kind, players, options = GAMES[game]
    rng = random.Random(seed)
    ctx = Context(1, tuple(SeatInfo(i, 100 + i, f"P{i}") for i in range(players)), options, "en", 1_000_000.0)
    walk_checked(kind, ctx, kind.start(ctx, seed), rng, STEPS)


def walk_checked(kind: AnyKind, ctx: Context, state: Any, rng: random.Random, steps: int) -> None:
    """Up to `steps` positions of a game as `next_move` plays it, each checked by `check_position`."""
    for _ in range(steps):
        if kind.is_over(state):
            break
        check_position(kind, ctx, state, rng)
        move = next_move(kind, ctx, state, rng)
        if move is None:
            break
        seat, action = move
        assert framework_accepts(kind, state, seat, action), f"{kind.name}: the computer's {action} is not offered"
        state = kind.apply(ctx, state, seat, action).state
