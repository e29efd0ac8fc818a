"""Netrunner's moves are written into a component and read back in one place: every move reads back as itself, from
a button, from the select the kind offers it in and from the turn's "do" select; the forms older buttons, the
computer and stored games carry still read; no shape the bot never writes reads as a move; and every control the
kind shows reads back as a move of its game."""

from __future__ import annotations

import string
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.netrunner import computer, game
from bot.games.netrunner.kind import INTERFACE, NetrunnerKind
from bot.games.netrunner.moves import (
    BARE,
    DO_NAMES,
    MAX_PICKED,
    NAME,
    NAMES,
    NEW,
    Ability,
    Advance,
    Answer,
    Begin,
    Break,
    ClickBreak,
    Concede,
    Continue,
    Credit,
    Do,
    Draw,
    EndTurn,
    Install,
    JackOut,
    Leech,
    Mulligan,
    NrMove,
    Play,
    Pump,
    Purge,
    RemoveTag,
    Rest,
    Rez,
    RezStops,
    Run,
    Score,
    TrashResource,
    decode,
    encode,
    select,
    server_named,
)
from bot.games.netrunner.state import CENTRALS

IID = st.integers(0, 999_999)
SUB = st.integers(0, 99)
SERVER = st.one_of(st.sampled_from(CENTRALS), st.integers(1, 999_999).map(lambda n: f"r{n}"))
CARDS = st.lists(IID, min_size=1, max_size=MAX_PICKED).map(tuple)
OPTION = st.text(string.ascii_letters + string.digits + "-_", min_size=1, max_size=20)
INSTALL = st.one_of(st.builds(Install, IID, st.none(), st.just(()) | CARDS),
                    st.builds(Install, IID, SERVER | st.just(NEW), st.just(()) | CARDS))
DO_MOVES = st.one_of(st.builds(Advance, IID), st.builds(Score, IID), st.builds(Rez, IID),
                     st.builds(Ability, IID, st.none() | SERVER), st.just(Purge()), st.builds(TrashResource, IID),
                     st.just(RemoveTag()))
MOVES: st.SearchStrategy[NrMove] = st.one_of(
    st.builds(Mulligan, st.booleans()),
    st.sampled_from([Credit(), Rest(), Draw(), Purge(), RemoveTag(), EndTurn(), Begin(), Continue(), Leech(),
                     JackOut(), Concede()]),
    INSTALL,
    st.builds(Play, IID, st.none() | SERVER),
    st.builds(Advance, IID),
    st.builds(Score, IID),
    st.builds(Rez, st.none() | IID),
    st.builds(TrashResource, IID),
    st.builds(Ability, IID, st.none() | SERVER),
    st.builds(Run, SERVER),
    st.builds(Break, IID, st.lists(SUB, max_size=MAX_PICKED).map(tuple)),
    st.builds(Pump, IID),
    st.builds(ClickBreak, SUB),
    st.builds(Answer, st.lists(OPTION, max_size=MAX_PICKED).map(tuple)),
    st.builds(RezStops, st.booleans()),
    st.builds(Do, DO_MOVES),
)


@given(MOVES)
def test_every_move_reads_back_as_itself(move: NrMove) -> None:
    wire = encode(move)
    assert wire.name in NAMES
    assert wire.name not in BARE or (not wire.arg and not wire.values)
    assert decode(wire) == move


@given(st.one_of(st.builds(Install, IID, SERVER | st.just(NEW), st.just(()) | CARDS),
                 st.builds(Play, IID, SERVER), st.builds(Rez, IID), st.builds(Run, SERVER)))
def test_a_select_carries_the_move_it_offers(move: Install | Play | Rez | Run) -> None:
    wire = select(move)
    assert wire.name == encode(move).name and len(wire.values) == 1
    assert decode(wire) == move


@given(IID, CARDS)
def test_the_runners_programs_select_carries_every_program_picked(card: int, programs: tuple[int, ...]) -> None:
    offered = [select(Install(card, None, (p,))) for p in programs]
    assert {(w.name, w.arg) for w in offered} == {("install", f"{card}:")}
    assert decode(Wire("install", f"{card}:", tuple(w.values[0] for w in offered))) == Install(card, None, programs)


def test_the_forms_older_buttons_and_stored_games_carry_still_read() -> None:
    assert decode(Wire("install", "12", ("hq",))) == Install(12, "hq")  # the Corp's server select
    assert decode(Wire("install", "12", ("new",))) == Install(12, NEW)
    assert decode(Wire("install", "12", ("hq|5",))) == Install(12, "hq", (5,))  # trashing the outer ice
    assert decode(Wire("install", "12", ("r2|5.6",))) == Install(12, "r2", (5, 6))
    assert decode(Wire("install", "12:r1")) == Install(12, "r1")  # the computer's
    assert decode(Wire("install", "12:hq:5")) == Install(12, "hq", (5,))
    assert decode(Wire("install", "12")) == Install(12)  # the Runner's button
    assert decode(Wire("install", "12:", ("5", "6"))) == Install(12, None, (5, 6))  # its programs select
    assert decode(Wire("install", "12:5")) == Install(12, None, (5,))
    assert decode(Wire("play", "12")) == Play(12)
    assert decode(Wire("play", "12", ("rd",))) == decode(Wire("play", "12:rd")) == Play(12, "rd")
    assert decode(Wire("run", "", ("r3",))) == decode(Wire("run", "r3")) == Run("r3")
    assert decode(Wire("rez")) == Rez()  # the approached ice
    assert decode(Wire("rez", "12")) == decode(Wire("rez", "", ("12",))) == Rez(12)
    assert decode(Wire("break", "12")) == Break(12)
    assert decode(Wire("break", "12", ("0", "2"))) == Break(12, (0, 2))
    assert decode(Wire("click_break", "1")) == ClickBreak(1)
    assert decode(Wire("mulligan", "yes")) == Mulligan(True) and decode(Wire("mulligan", "no")) == Mulligan(False)
    assert decode(Wire("rez_stops", "off")) == RezStops(False)
    assert decode(Wire("choose", "trash")) == Answer(("trash",))  # a question's button
    assert decode(Wire("choose", "", ("3", "4"))) == Answer(("3", "4"))
    assert decode(Wire("choose")) == Answer(())
    assert decode(Wire("do", "", ("advance:12",))) == Do(Advance(12))
    assert decode(Wire("do", "", ("score:3",))) == Do(Score(3))
    assert decode(Wire("do", "", ("rez:7",))) == Do(Rez(7))
    assert decode(Wire("do", "", ("ability:7",))) == Do(Ability(7))
    assert decode(Wire("do", "", ("ability:7:hq",))) == Do(Ability(7, "hq"))
    assert decode(Wire("do", "", ("trash_resource:9",))) == Do(TrashResource(9))
    assert decode(Wire("do", "", ("purge:",))) == Do(Purge())
    assert decode(Wire("do", "", ("remove_tag:",))) == Do(RemoveTag())
    assert decode(Wire("concede")) == Concede()


def test_shapes_the_bot_never_writes_are_no_move() -> None:
    forged = [
        # numbers as the bot never writes them
        Wire("advance", "٣"), Wire("advance", "01"), Wire("advance", "-1"), Wire("advance", "+1"),
        Wire("advance", " 1"), Wire("advance", "１３"), Wire("advance", ""), Wire("advance", "9999999"),
        Wire("score", "²"), Wire("rez", "", ("٣",)), Wire("pump", "1.5"), Wire("click_break", "100"),
        Wire("break", "12", ("٣",)), Wire("break", "12", ("01",)), Wire("break", "١٢"), Wire("install", "12:", ("-1",)),
        Wire("install", "12", ("hq|٣",)), Wire("install", "12:hq:05"), Wire("run", "r٣"), Wire("run", "r01"),
        Wire("run", "r0"), Wire("run", "r-1"), Wire("do", "", ("advance:٣",)),
        # wrong arity
        Wire("install", "12:hq:5:6"), Wire("install", "12", ("hq", "rd")), Wire("install", "12:hq", ("rd",)),
        Wire("install", "12:"), Wire("install", "12:hq:"), Wire("install", ":hq"), Wire("install", "12", ("hq|",)),
        Wire("install", "12", ("|5",)), Wire("install", "12:5..6"), Wire("install", "12:", ("5",) * 26),
        Wire("play", "12:hq:rd"), Wire("play", "12", ("hq", "rd")), Wire("play", "12:hq", ("rd",)),
        Wire("play", "", ("12",)), Wire("ability", "7:hq:rd"), Wire("run", "", ("hq", "rd")), Wire("run"),
        Wire("rez", "", ("1", "2")), Wire("rez", "", ("",)), Wire("rez", "1:2"), Wire("choose", "", ("",)),
        Wire("choose", "", ("1",) * 26), Wire("break", "12", ("0",) * 26), Wire("do"), Wire("do", "", ()),
        Wire("do", "", ("advance:12", "score:3")),
        # an arg where none is written, values on a button-only move
        Wire("credit", "x"), Wire("end", "1"), Wire("continue", "", ("1",)), Wire("concede", "1"),
        Wire("purge", "", ("x",)), Wire("leech", "0"), Wire("advance", "12", ("13",)), Wire("score", "", ("3",)),
        Wire("pump", "12", ("1",)), Wire("click_break", "", ("1",)), Wire("trash_resource", "", ("9",)),
        Wire("ability", "7", ("hq",)), Wire("ability", "", ("7",)), Wire("mulligan", "", ("yes",)),
        Wire("mulligan", "yes", ("no",)), Wire("rez_stops", "", ("on",)), Wire("rez", "12", ("13",)),
        Wire("run", "hq", ("rd",)), Wire("choose", "trash", ("leave",)), Wire("do", "advance:12"),
        Wire("do", "x", ("purge:",)), Wire("do", "", ("purge:x",)), Wire("do", "", ("purge",)),
        # unknown server names and words
        Wire("run", "HQ"), Wire("run", "new"), Wire("run", "r"), Wire("run", "remote1"), Wire("run", "stack"),
        Wire("play", "12:new"), Wire("play", "12", ("grip",)), Wire("ability", "7:r"), Wire("install", "12:heap"),
        Wire("install", "12", ("hq1",)), Wire("mulligan", "maybe"), Wire("rez_stops", "yes"),
        # unknown names, and what only the "do" select, another move or the interface carries
        Wire("pick", "", ("12",)), Wire("roll"), Wire("?"), Wire("draw_card"), Wire("do", "", ("run:hq",)),
        Wire("do", "", ("install:12",)), Wire("do", "", ("end:",)), Wire("do", "", ("do:purge:",)),
        Wire("do", "", ("rez:",)), Wire("do", "", ("score:",)), Wire("do", "", ("ability:7:new",)),
    ]
    for wire in forged:
        assert decode(wire) is None, wire
    assert server_named("archives") == "archives" and server_named("new") is None and server_named("new", new=True)


def test_the_kind_and_the_engine_name_the_moves_of_this_module() -> None:
    kind = NetrunnerKind()
    assert kind.actions == NAMES | INTERFACE
    assert kind.bare_actions == BARE
    played = {name for names in game.ACTIONS.values() for name in names}
    assert played | DO_NAMES | {"do", "rez_stops", "concede"} == NAMES
    assert set(NAME.values()) == NAMES and len(NAME) == len(NAMES)


def test_every_control_the_kind_shows_reads_back_as_a_move() -> None:
    kind = NetrunnerKind()
    ctx = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", 1_000_000.0)
    names: set[str] = set()
    for seed, step in ((11, "starter"), (12, "booster"), (13, "booster")):
        s = game.new_game(seed, ctx.now, step=step, corp=seed % 2)
        rng = GameRng(seed)
        for _ in range(600):
            if s.is_over():
                break
            for seat in (0, 1):
                hand = s.hand(seat) if game.awaited(s).get(seat) == "turn" else []
                for ui in [{}, *({"pick": str(i)} for i in hand)]:
                    shown = kind.hand(replace(ctx, ui=ui), s, seat)
                    for control in shown.controls if shown else ():
                        if control.action in INTERFACE:
                            continue
                        names.add(control.action)
                        sent: list[tuple[str, ...]] = [(v.value,) for v in control.choices] or [()]
                        for values in sent:
                            assert decode(Wire(control.action, control.arg, values)) is not None, (control, values)
            seat = min(game.awaited(s))
            s = game.apply(s, seat, *computer.random_move(s, seat, rng), now=ctx.now)
    assert {"mulligan", "install", "play", "run", "do", "credit", "draw", "rest", "end", "rez", "continue", "break",
            "pump", "jack_out", "choose", "rez_stops", "concede"} <= names, names
