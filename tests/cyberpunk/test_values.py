"""Values a hostile client may send: at states of every kind (set-up, a main phase, a React step, questions),
every action the game knows, and every part of every legal move, carrying malformed, unknown or out-of-range
values is refused with `IllegalAction` (a catalogue key) and changes nothing; the same values as interface
picks (carried in custom_ids) leave the views as if nothing had been picked."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import msgspec
import pytest

from bot.engine.rng import GameRng
from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.kind import DO, INTERFACE, CyberpunkKind
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import view as view_of
from bot.i18n import t
from tests.helpers import client_values

T0 = 1_000_000.0
NASTY = ("²", "１３", "٣", "-1", "999999", "99999999999", "", " 1", "1 ", "0x1", "1:2:3:4", "a" * 200, "\x00", "None",
         "e0", "l0", "e99", "l-1", "l1.l1", "+1", "1.5")
KIND = CyberpunkKind()
NAMES = sorted({name for names in game.ACTIONS.values() for name in names} | INTERFACE | {DO, "concede"})


def context() -> Context:
    return Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", T0)


@cache
def situations() -> tuple[CpState, ...]:
    """The first state of each kind a few random games reach: each awaited decision, each question."""
    seen: dict[str, CpState] = {}
    for seed in (5, 6, 7, 8):
        s = game.new_game(seed, T0)
        rng = GameRng(seed)
        while not s.is_over():
            wanted = game.awaited(s)
            key = ",".join(sorted(wanted.values())) + (f":{s.prompt.kind}" if s.prompt else "")
            if key == "main" and any(not c for c in s.called):
                key += f":{len(s.face_down_legends(s.turn))}"
            seen.setdefault(key, s)
            seat = rng.choice(sorted(wanted))
            mine = view_of(s, seat)
            name, arg, values = computer.decide(mine, seat) if seed % 2 else computer.random_move(mine, seat, rng)
            s = game.apply(s, seat, name, arg, values, T0)
    return tuple(seen.values())


def forged(s: CpState, seat: int) -> list[tuple[Action, str | None]]:
    """Every action name with a nasty arg or value, and each legal move with one part made nasty: each with
    the nasty text it carries (None: a malformed whole)."""
    out: list[tuple[Action, str | None]] = []
    for nasty in NASTY:
        out += [(Action(name, nasty), nasty) for name in NAMES if nasty]
        out += [(Action(name, "", (nasty,)), nasty) for name in NAMES]
        out += [(Action(DO, "", (f"{verb}:{nasty}",)), nasty) for verb in ("sell", "call", "solo", "play")]
        for name, arg, values in computer.legal_moves(view_of(s, seat), seat)[:10]:
            parts = arg.split(":") if arg else []
            changed = [":".join([*parts[:i], nasty, *parts[i + 1:]]) for i in range(len(parts))]
            if name == "play":  # the payment
                changed.append(":".join([*[*parts, "", ""][:2], nasty]))
            out += [(Action(name, other, values), nasty) for other in changed]
            extra = None if nasty else ""  # a part or value too many is malformed, unless it is empty
            out.append((Action(name, f"{arg}:{nasty}" if arg else nasty, values), extra))
            out += [(Action(name, arg, (*values[:i], nasty, *values[i + 1:])), nasty) for i in range(len(values))]
            out.append((Action(name, arg, (*values, nasty)), extra))
    out += [(Action(DO, "", ("call:1", "call:2")), None), (Action(DO, "call:1", ("call:1",)), None),
            (Action("concede", "1"), None)]
    return out


def plain(name: str, arg: str, values: tuple[str, ...]) -> tuple[str, str, tuple[str, ...]]:
    """An answer to a question as a select would send it (a button sends it as its arg)."""
    return (name, "", values or ((arg,) if arg else ())) if name == "choose" else (name, arg, values)


def test_a_forged_value_is_refused_and_changes_nothing() -> None:
    ctx = context()
    states = situations()
    assert len(states) >= 10
    for s in states:
        before = msgspec.json.encode(s)
        for seat in (0, 1):
            legal = {plain(*move) for move in computer.legal_moves(view_of(s, seat), seat)}
            for action, nasty in forged(s, seat):
                try:
                    KIND.apply(ctx, s, seat, action)
                except IllegalAction as refusal:
                    t(refusal.key, "en", **refusal.params)  # a catalogue key, with what it needs
                    continue
                except Exception as error:  # the point: nothing else may come out
                    pytest.fail(f"{action} raised {error!r}")
                # accepted: a legal move after all (an amount of -1), or an empty part that is an optional one
                assert nasty == "" or plain(action.name, action.arg, action.values) in legal, \
                    f"{action} was accepted"
        assert msgspec.json.encode(s) == before


@pytest.mark.parametrize("nasty", NASTY)
def test_a_forged_interface_pick_is_ignored(nasty: str) -> None:
    ctx = context()
    for s in situations():
        for seat in (0, 1):
            plain = client_values(KIND.hand(ctx, s, seat))
            picks = [{"pick": nasty}, {"pick": f"card:{nasty}"}, {"pick": f"atk:{nasty}"}, {"pay": nasty},
                     KIND.interface(Action("pick", "card", (nasty,))), KIND.interface(Action("pick", nasty, ("1",))),
                     KIND.interface(Action("pay", nasty, (nasty,)))]
            for ui in picks:
                assert client_values(KIND.hand(replace(ctx, ui=ui), s, seat)) == plain, ui
            KIND.board(replace(ctx, ui=picks[0]), s)
            for card in game.playable(s, seat)[:2]:
                picked = {"pick": f"card:{card}"}
                view = client_values(KIND.hand(replace(ctx, ui=picked), s, seat))
                for pay in (nasty, f"e{nasty}", f"l{nasty}", f"l1.{nasty}"):
                    shown = client_values(KIND.hand(replace(ctx, ui={**picked, "pay": pay}), s, seat))
                    assert shown == view, pay
