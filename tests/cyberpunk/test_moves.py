"""Cyberpunk TCG's moves are written into a component and read back in one place: every move reads back as itself,
from a button, from the select the kind offers it in and from the economy select; the forms older buttons and
stored games carry still read; no shape the bot never writes reads as a move; and every control the kind shows
reads back as a move of its game."""

from __future__ import annotations

import string
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.cards import RETAIL
from bot.games.cyberpunk.kind import INTERFACE, CyberpunkKind
from bot.games.cyberpunk.moves import (
    BARE,
    MAX_PAYERS,
    NAMES,
    RANDOM,
    Activate,
    Answer,
    Attack,
    Block,
    CallLegend,
    ChooseDeck,
    ChooseOrder,
    Concede,
    CpMove,
    EndTurn,
    GoSolo,
    Mulligan,
    Payer,
    Play,
    ReactDone,
    Sell,
    decode,
    economy,
    encode,
    payment,
    select,
)
from bot.games.cyberpunk.view import view as view_of

IID = st.integers(0, 999_999)
SLOT = st.integers(1, 99)
PAYMENT = st.lists(st.builds(Payer, st.booleans(), SLOT), max_size=MAX_PAYERS).map(tuple)
DECK = st.one_of(st.sampled_from([*RETAIL, RANDOM]), st.text(string.ascii_letters + string.digits + "-_",
                                                              min_size=1, max_size=30))
OPTION = st.text(string.ascii_letters + string.digits + "+-_.:", min_size=1, max_size=20)
MOVES: st.SearchStrategy[CpMove] = st.one_of(
    st.builds(ChooseDeck, DECK),
    st.builds(ChooseOrder, st.booleans()),
    st.builds(Mulligan, st.booleans()),
    st.builds(Sell, IID),
    st.builds(CallLegend, SLOT, PAYMENT),
    st.builds(GoSolo, SLOT, PAYMENT),
    st.builds(Play, IID, st.none() | IID, PAYMENT),
    st.builds(Attack, IID, st.none() | IID),
    st.builds(Block, IID),
    st.builds(Activate, IID, PAYMENT),
    st.just(ReactDone()),
    st.builds(Answer, st.lists(OPTION, max_size=25).map(tuple)),
    st.just(EndTurn()),
    st.just(Concede()),
)
E1, E2, L1 = Payer(False, 1), Payer(False, 2), Payer(True, 1)


@given(MOVES)
def test_every_move_reads_back_as_itself(move: CpMove) -> None:
    wire = encode(move)
    assert wire.name in NAMES
    assert wire.name not in BARE or (not wire.arg and not wire.values)
    assert decode(wire) == move


@given(st.one_of(st.builds(Play, IID, st.none() | IID, PAYMENT), st.builds(Attack, IID, st.none() | IID),
                 st.builds(Block, IID), st.builds(CallLegend, SLOT, PAYMENT), st.builds(Activate, IID, PAYMENT)))
def test_a_select_carries_the_move_it_offers(move: Play | Attack | Block | CallLegend | Activate) -> None:
    wire = select(move)
    assert wire.name == encode(move).name and len(wire.values) == 1
    assert decode(wire) == move


@given(st.one_of(st.builds(Sell, IID), st.builds(CallLegend, SLOT, PAYMENT), st.builds(GoSolo, SLOT, PAYMENT)))
def test_the_economy_select_carries_sell_call_and_solo(move: Sell | CallLegend | GoSolo) -> None:
    wire = economy(move)
    assert (wire.name, wire.arg, len(wire.values)) == ("do", "", 1)
    assert decode(wire) == move


def test_the_forms_older_buttons_and_stored_games_carry_still_read() -> None:
    assert decode(Wire("play", "12::")) == Play(12)  # the Play button with no payment chosen
    assert decode(Wire("play", "12::", ("5",))) == Play(12, 5)  # a Gear's host select
    assert decode(Wire("play", "12::e1.l1", ("5",))) == Play(12, 5, (E1, L1))
    assert decode(Wire("play", "::", ("12",))) == Play(12)  # the React step's QUICK select
    assert decode(Wire("play", "12:5")) == Play(12, 5)  # the computer's
    assert decode(Wire("play", "12:5:e2.e1")) == Play(12, 5, (E2, E1))
    assert decode(Wire("attack", "12", ("gigs",))) == Attack(12, None)
    assert decode(Wire("attack", "12:15")) == Attack(12, 15)
    assert decode(Wire("block", "", ("15",))) == decode(Wire("block", "15")) == Block(15)
    assert decode(Wire("call", "", ("3",))) == decode(Wire("call", "3")) == CallLegend(3)
    assert decode(Wire("do", "", ("sell:12",))) == Sell(12)
    assert decode(Wire("do", "", ("call:3",))) == CallLegend(3)
    assert decode(Wire("do", "", ("solo:1",))) == GoSolo(1)
    assert decode(Wire("deck", "", ("u7",))) == ChooseDeck("u7")  # one of the player's own decks
    assert decode(Wire("deck", "random")) == ChooseDeck(RANDOM)
    assert decode(Wire("order", "second")) == ChooseOrder(False)
    assert decode(Wire("mulligan", "yes")) == Mulligan(True)
    assert decode(Wire("choose", "skip")) == Answer(("skip",))  # a question's button
    assert decode(Wire("choose")) == Answer(())  # its skip button
    assert decode(Wire("choose", "", ("3", "4"))) == Answer(("3", "4"))
    assert payment("e1.l1") == (E1, L1) and payment("") == ()


def test_shapes_the_bot_never_writes_are_no_move() -> None:
    forged = [
        # numbers as the bot never writes them
        Wire("sell", "٣"), Wire("sell", "01"), Wire("sell", "-1"), Wire("sell", "+1"), Wire("sell", " 1"),
        Wire("sell", "１３"), Wire("sell", ""), Wire("sell", "9999999"), Wire("block", "", ("²",)),
        Wire("attack", "٣:gigs"), Wire("attack", "12:٣"), Wire("play", "1.5"), Wire("call", "0"), Wire("call", "100"),
        # wrong arity
        Wire("play", "12:5:e1:x"), Wire("play", "12", ("5", "6")), Wire("play", "12:5:e1", ("7",)), Wire("play", "::"),
        Wire("attack", "12"), Wire("attack", "12:gigs:1"), Wire("attack", "12:gigs", ("15",)),
        Wire("attack", "", ("12", "gigs")), Wire("call", "3:e1:e2"), Wire("block", "", ("15", "16")), Wire("block"),
        Wire("deck"), Wire("deck", "a:b"), Wire("choose", "", ("1",) * 26), Wire("choose", "", ("",)),
        # an arg where none is written, values on a button-only move
        Wire("pass", "x"), Wire("react_done", "", ("1",)), Wire("concede", "1"), Wire("sell", "12", ("13",)),
        Wire("solo", "", ("1",)), Wire("order", "", ("first",)), Wire("mulligan", "yes", ("no",)),
        Wire("deck", "heist", ("power",)), Wire("choose", "skip", ("skip",)), Wire("block", "15", ("16",)),
        Wire("do", "sell:12"), Wire("do", "", ("sell:12", "call:1")), Wire("do", "call:1", ("call:1",)),
        # bad words and payer tokens
        Wire("order", "third"), Wire("mulligan", "maybe"), Wire("attack", "12:Gigs"), Wire("play", "12:gigs"),
        Wire("play", "12::x1"), Wire("play", "12::e0"), Wire("play", "12::l01"), Wire("play", "12::e1."),
        Wire("play", "12::l٣"), Wire("play", "12::e100"), Wire("play", "12::E1"), Wire("call", "3:e"),
        Wire("call", "3", ("4",)), Wire("play", "12::" + ".".join(["e1"] * (MAX_PAYERS + 1))),
        # unknown names, and what only the economy select or the interface carries
        Wire("roll"), Wire("pick", "card", ("12",)), Wire("pay", "12", ("e1",)), Wire("do", "", ("play:12",)),
        Wire("do", "", ("pass:",)), Wire("do", "", ("sell",)), Wire("do", "", ("sell:",)), Wire("do", "", ("sell:٣",)),
    ]
    for wire in forged:
        assert decode(wire) is None, wire
    assert payment("e1..l1") is None and payment("l") is None


def test_the_kind_and_the_engine_name_the_moves_of_this_module() -> None:
    kind = CyberpunkKind()
    assert kind.actions == NAMES | INTERFACE
    assert kind.bare_actions == BARE
    assert {name for names in game.ACTIONS.values() for name in names} | {"do", "concede"} == NAMES


def test_every_control_the_kind_shows_reads_back_as_a_move() -> None:
    kind = CyberpunkKind()
    ctx = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", 1_000_000.0)
    names: set[str] = set()
    for seed in (11, 12, 16):  # games whose random decks and moves show every kind of control
        s = game.new_game(seed, ctx.now)
        rng = GameRng(seed)
        for _ in range(400):
            if s.is_over():
                break
            for seat in (0, 1):
                options = view_of(s, seat).options
                picks: list[dict[str, str]] = [{}] + ([{"pick": f"card:{c}"} for c in options.playable]
                                + [{"pick": f"atk:{a}"} for a in options.attackers] if options else [])
                for ui in picks:
                    shown = kind.hand(replace(ctx, ui=ui), s, seat)
                    for control in shown.controls if shown else ():
                        if control.action in INTERFACE:
                            continue
                        names.add(control.action)
                        sent: list[tuple[str, ...]] = [(v.value,) for v in control.choices] or [()]
                        for values in sent:
                            assert decode(Wire(control.action, control.arg, values)) is not None, (control, values)
            seat = min(game.awaited(s))
            s = game.apply(s, seat, *computer.random_move(view_of(s, seat), seat, rng), now=ctx.now)
    assert {"deck", "order", "mulligan", "play", "do", "attack", "pass", "react_done", "concede", "choose", "block",
            "call"} <= names, names
