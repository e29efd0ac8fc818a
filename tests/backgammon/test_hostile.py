"""Forged values and simultaneous answers in backgammon: at states of every phase, every action the game knows
with every nasty arg, select value or typed move a hostile client could send (Unicode digits that `int()` and
`\\d` read, signs, spaces, huge numbers, separators, long and control characters, a Position ID with spare bits
set), alone and beside real parts, is refused with `IllegalAction` and changes nothing; forged checker picks
never break the board; both players' Continue between match games is one simultaneous decision."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.backgammon import actions, game
from bot.games.backgammon.game import BgState, apply
from bot.games.backgammon.kind import BackgammonKind
from bot.games.backgammon.positions import START
from tests.backgammon.test_engine import T0, at, finish_game_for, fresh, side

NASTY = ["²", "１３", "١٣", "-1", "999999", "99999999999", "", " 1", "1 ", "0x1", "1:2:3:4", "１３-７", "13-7-",
         "a" * 200, "\x00", "None", "013-7", "13--7", "+13-7", "13-7 "]
TYPED = ["１３/７ ８/７", "13/7 ８/7", "١٣/٧ ٨/٧", "13/7\u30008/7", "\u00a013/7 8/7", "13/７ 8/7", "bar/２２",
         "8/5(２)", "13/7 8/7" * 8, "13/7 8/7\x00", "13/7\u20098/7", "1３/7 8/7"]
KIND = BackgammonKind()
ACTIONS = sorted({*actions.NAMES, *KIND.interface_actions})
CTX = Context(1, (SeatInfo(0, 100, "white"), SeatInfo(1, 101, "red")), {"mode": "match", "length": 3}, "en", T0)
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def opening() -> BgState:
    """White to move 6-1 from the start: 13/7 8/7 and many other plays."""
    return at(fresh("match", 3), list(START), list(START), 0, (6, 1))


def states() -> Iterator[tuple[str, BgState]]:
    yield "move", opening()
    yield "move, a step made", apply(opening(), 0, "step", "13-7", T0)
    few = at(fresh("match", 3), side(p1=2, p2=1), side(p1=2), 0, (2, 1))
    yield "move, a few whole plays", few
    yield "confirm", apply(few, 0, "lay", game.encode_position_id(*game.distinct_plays(few)[0].result), T0)
    rolling = at(fresh("match", 3), list(START), list(START), 0, None)
    yield "roll", rolling
    yield "doubled", apply(rolling, 0, "double", "", T0)
    yield "resign_choose", apply(rolling, 0, "resign", "", T0)
    behind = at(fresh(), list(START), side(p1=5, p2=5, p3=5), 0, None)
    yield "resign_confirm", apply(apply(behind, 0, "resign", "", T0), 0, "resign_lvl", "1", T0)
    yield "resign_offered", apply(apply(rolling, 0, "resign", "", T0), 0, "resign_lvl", "2", T0)
    between = fresh("match", 3)
    finish_game_for(between, 0)
    yield "between", between
    over = fresh()
    finish_game_for(over, 1)
    yield "over", over


def forgeries(s: BgState, name: str) -> Iterator[Action]:
    offered = [c for c in KIND.controls(replace(CTX, ui={"pick": "13"}), s) if c.action == name and c.arg]
    for bad in NASTY:
        if bad:
            yield Action(name, bad)
        yield Action(name, values=(bad,))
        for control in offered[:2]:
            yield Action(name, control.arg, (bad,))
            if bad:
                yield Action(name, f"{control.arg}-{bad}")
                yield Action(name, f"{bad}-{control.arg}")
                yield Action(name, control.arg + bad)
    for control in offered[:2]:  # a Position ID with its padding bits set reads the same but is not ours
        if name in ("lay", "play"):
            yield Action(name, control.arg[:-1] + ALPHABET[ALPHABET.index(control.arg[-1]) ^ 1])
    if name in actions.ARGUED:
        yield Action(name)
    if name == "typed":
        yield from (Action(name, fields={"move": text}) for text in [*TYPED, *NASTY])
        yield Action(name, "13/7 8/7", fields={"move": "13/7 8/7"})  # a typed move carries no arg


def test_the_states_cover_every_phase() -> None:
    phases = {s.phase for _, s in states()}
    assert phases == {"move", "roll", "doubled", "resign_choose", "resign_confirm", "resign_offered", "between",
                      "over"}
    controls = {c.action for _, s in states() for c in KIND.controls(replace(CTX, ui={"pick": "13"}), s)}
    assert {"lay", "step", "pick", "typed", "confirm", "resign_lvl", "continue"} <= controls


@pytest.mark.parametrize("seat", [0, 1])
def test_every_forged_value_is_refused_and_changes_nothing(seat: int) -> None:
    for where, s in states():
        before = s.clone()
        for name in ACTIONS:
            for action in forgeries(s, name):
                try:
                    KIND.apply(CTX, s, seat, action)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"{where}: {action} was applied")
                assert s == before, (where, action)


def test_full_width_digits_are_not_a_step_nor_a_typed_move() -> None:
    s = opening()
    for arg in ("１３-７", "1３-7", "١٣-٧"):
        with pytest.raises(IllegalAction):
            apply(s, 0, "step", arg, T0)  # int() reads each of these as the real 13/7
    with pytest.raises(IllegalAction) as refused:
        apply(s, 0, "typed", "１３/７ ８/７", T0)
    assert refused.value.key == "bg.err.notation"
    assert apply(s, 0, "typed", "13/7 8/7", T0).turn == 1  # the ASCII move still plays


def test_forged_checker_picks_never_break_the_board() -> None:
    for where, s in states():
        for bad in NASTY:
            for ui in (KIND.interface(Action("step", bad)), KIND.interface(Action("pick", values=(bad,)))):
                shown = replace(CTX, ui=ui)
                KIND.board(shown, s)
                assert KIND.hand(shown, s, 0) is not None
            board = KIND.board(replace(CTX, ui={"pick": bad}), s)  # int("²") used to raise here
            picked = [choice for c in board.controls if c.action == "pick" for choice in c.choices]
            assert not any(choice.default for choice in picked), (where, bad)
            assert not any(c.action == "step" for c in board.controls) or len(game.sources(s)) == 1, (where, bad)


def test_continue_between_match_games_is_one_simultaneous_decision() -> None:
    s = fresh("match", 3)
    finish_game_for(s, 0)
    groups = {d.seat: d.group for d in KIND.pending(s) if d.kind == "continue"}
    assert groups == {0: "continue:1", 1: "continue:1"}
    half = apply(s, 0, "continue", "", T0)
    assert {d.seat: d.group for d in KIND.pending(half) if d.kind == "continue"} == {1: "continue:1"}
    after = apply(half, 1, "continue", "", T0)
    finish_game_for(after, 1)
    assert {d.group for d in KIND.pending(after) if d.kind == "continue"} == {"continue:2"}  # never reused
