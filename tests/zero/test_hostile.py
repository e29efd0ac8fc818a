"""Forged values: at states of every kind, every action Knowing Zero knows, with every nasty arg and select value
a hostile client could send (Unicode digits that `str.isdigit()` accepts and `int()` reads, signs, spaces, huge
numbers, separators, long and control characters), alone and beside a real part, is refused with
`IllegalAction` and changes nothing; the same values as interface picks (which travel in custom_ids) never
break a view."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.engine.rng import GameRng
from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.zero import computer, game, moves
from bot.games.zero.kind import ZeroKind
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view as view_of
from tests.zero.build import custom, do, step

T0 = 1_000_000.0
NASTY = ["²", "１３", "١٣", "-1", "999999", "99999999999", "", " 1", "1 ", "0x1", "1:2:3:4", "１３-７", "13-7-",
         "a" * 200, "\x00", "None", "1..2", "01"]
KIND = ZeroKind()
ACTIONS = sorted(moves.NAMES | KIND.interface_actions)
NEEDS_A_PART = moves.NAMES - moves.BARE - {"assign"}


def context() -> Context:
    return Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", T0)


def states() -> Iterator[ZeroState]:
    """States of every kind from a few games: the first of each (phase, what each seat is asked), and more."""
    seen: set[tuple[str, tuple[tuple[int, str], ...]]] = set()
    for seed in (1, 2):
        s = game.new_game(seed, T0)
        rng = GameRng(seed)
        for n in range(400):
            key = (s.phase, tuple(sorted(game.awaited(s).items())))
            if key not in seen or n % 100 == 50:
                seen.add(key)
                yield s
            if s.is_over():
                break
            if n == 30 and game.answering(s) is None:
                yield do(s, s.turn, "offer_draw")  # an open draw offer
            s = step(s, rng, (True, False))


def forgeries(s: ZeroState, seat: int, name: str) -> Iterator[Action]:
    """Each nasty value as the arg, as a select value, as both, and beside the real parts of a real move."""
    real = computer.decide(view_of(s, seat), seat) if game.awaited(s).get(seat) else None
    for bad in NASTY:
        if bad:
            yield Action(name, bad)
        yield Action(name, values=(bad,))
        yield Action(name, bad, (bad,))
        if real is not None and real[0] == name:
            _, arg, values = real
            if arg:
                yield Action(name, arg, (bad,))
                yield Action(name, f"{arg}.{bad}")
            if values and bad:
                yield Action(name, bad, values)
                yield Action(name, values=(*values, bad))
    if name in NEEDS_A_PART:
        yield Action(name)  # nothing where a part is needed


def test_the_states_cover_every_decision() -> None:
    kinds = {wanted for s in states() for wanted in game.awaited(s).values()}
    assert kinds == set(game.ACTIONS)
    assert any(game.answering(s) is not None for s in states())


@pytest.mark.parametrize("seat", [0, 1])
def test_every_forged_value_is_refused_and_changes_nothing(seat: int) -> None:
    ctx = context()
    for s in states():
        before = s.to_json()
        for name in ACTIONS:
            for action in forgeries(s, seat, name):
                with pytest.raises(IllegalAction):
                    KIND.apply(ctx, s, seat, action)
                assert s.to_json() == before, action


def test_forged_interface_picks_never_break_a_view() -> None:
    ctx = context()
    for s in states():
        plans = [str(t) for t in (s.targets_for(0) if s.battle is not None else [])[:1]]
        for bad in NASTY:
            picks = [{"pick": bad}, {"aim": bad}, {"aim": ".".join([*plans, bad])},
                     KIND.interface(Action("aim", bad, (bad,))), KIND.interface(Action("pick", values=(bad,)))]
            for pick in picks:
                shown = replace(ctx, ui=pick)
                KIND.board(shown, s)
                for seat in (0, 1):
                    view = KIND.hand(shown, s, seat)
                    assert view is not None
                    for control in view.controls:  # a forged pick is never carried on, nor offered
                        assert bad not in (control.arg, *(c.value for c in control.choices)) or not bad


def test_a_superscript_card_id_is_refused_not_crashed() -> None:
    s = custom([["ash-rat", "sharp-claws"], ["ash-rat"]], decks=(["ash-rat"], ["ash-rat"]))
    for name, arg, values in (("attack", "", ("²",)), ("abstraction", "²", ()), ("attack", "", ("１",))):
        with pytest.raises(IllegalAction):
            game.apply(s, 0, name, arg, values)
    s = do(s, 0, "attack", values=[str(s.zone("hand", 0)[0])])
    view = KIND.hand(replace(context(), ui={"pick": "²"}), s, 0)  # int("²") used to raise here
    assert view is not None and not any(c.action == "attach" for c in view.controls)
