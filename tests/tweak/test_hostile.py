"""Forged values and simultaneous answers in TWEAK!: at states of every kind (a turn with every [T!] card in
hand, a Bomb), every action the game knows with every nasty arg and select value a hostile client could send,
alone and beside real parts, is refused with `IllegalAction` and changes nothing; the same values as interface
picks never break a view; the Bomb's victims answer one simultaneous decision, named for that Bomb alone, and
the cards they give are turned up together."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.tweak import computer, game, moves
from bot.games.tweak.game import TweakState, apply, new_game
from bot.games.tweak.kind import TweakKind
from bot.games.tweak.view import view as tweak_view
from tests.helpers import client_values
from tests.tweak.test_engine import T0, random_legal

NASTY = ["²", "１", "１３", "١٣", "-1", "999999", "99999999999", "", " 1", "1 ", "0x1", "1:2:3:4", "１３-７", "13-7-",
         "a" * 200, "\x00", "None", "+１", "01", "+01"]
KIND = TweakKind()
ACTIONS = sorted(set(moves.NAMES) | KIND.interface_actions)
NEEDS_A_PART = {"sum", "discard", "thief", "joker", "give"}
ALL_TWEAKS = ["thief1", "joker1", "change1", "bomb1"]
PICKED = {"hand_pick", "table_pick", "sum", "discard", "give"}  # the controls that carry picks or hand cards


def context(players: int) -> Context:
    return Context(1, tuple(SeatInfo(s, 100 + s, f"p{s}") for s in range(players)), {}, "en", T0)


def states() -> Iterator[TweakState]:
    """Turns (some with every [T!] card in hand), Bombs waiting for their victims, a finished game."""
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        s = new_game(players, 15, seed, T0)
        rng = random.Random(seed)
        for n in range(300):
            if n % 15 == 0:
                yield s
            if s.phase == "turn" and n % 15 == 7:
                armed = s.clone()
                armed.tweaks[armed.turn], armed.used_tweak = list(ALL_TWEAKS), False
                yield armed
                if any(armed.hands[v] for v in range(players) if v != armed.turn):
                    yield apply(armed, armed.turn, "bomb", "", (), T0)
            if s.is_over():
                yield s
                break
            seat = rng.choice(sorted(s.actors()))
            move = computer.decide(tweak_view(s, seat), seat) if rng.random() < 0.6 else random_legal(s, seat, rng)
            assert move is not None
            try:
                s = apply(s, seat, move[0], move[1], move[2], T0)
            except IllegalAction:
                continue


def forgeries(s: TweakState, seat: int, name: str) -> Iterator[Action]:
    hand, table = s.hands[seat][:1], s.table[:1]
    for bad in NASTY:
        if name == "joker" and bad in moves.JOKER:
            continue  # "-1" is the Joker's own arg
        if bad:
            yield Action(name, bad)
        yield Action(name, values=(bad,))
        yield Action(name, bad, (bad,))
        for card in hand:
            yield Action(name, card, (bad,))
            yield Action(name, f"{card}/{bad}")
            yield Action(name, f"{card}/{'.'.join([*table, bad])}")
            yield Action(name, f"{card}/{'.'.join(table)}", (bad,))
            if bad:
                yield Action(name, bad, (card,))
    if name in NEEDS_A_PART:
        yield Action(name)


def test_the_states_cover_turns_with_every_tweak_bombs_and_the_end() -> None:
    kinds = {d.kind for s in states() for d in KIND.pending(s)}
    actions = {a for s in states() for d in KIND.pending(s) for a in d.actions}
    assert kinds == {"turn", "give"} and set(moves.NAMES) <= actions
    assert any(s.is_over() for s in states())


def test_every_forged_value_is_refused_and_changes_nothing() -> None:
    for s in states():
        ctx = context(s.players)
        before = s.clone()
        for seat in range(s.players):
            for name in ACTIONS:
                for action in forgeries(s, seat, name):
                    try:
                        KIND.apply(ctx, s, seat, action)
                    except IllegalAction:
                        pass
                    else:
                        raise AssertionError(f"{action} was applied")
                    assert s == before, action


def test_forged_interface_picks_never_break_a_view() -> None:
    for s in states():
        ctx = context(s.players)
        real = s.hands[s.turn][0] if s.hands[s.turn] else ""
        for bad in NASTY:
            picks = [{"hand": bad, "table": bad}, {"hand": real, "table": ".".join([*s.table[:1], bad])},
                     KIND.interface(Action("hand_pick", bad, (bad,))),
                     KIND.interface(Action("table_pick", bad, (bad,)))]
            for pick in picks:
                shown = replace(ctx, ui=pick)
                KIND.board(shown, s)
                for seat in range(s.players):
                    view = KIND.hand(shown, s, seat)
                    assert view is not None
                    for control in view.controls:  # a forged pick is never carried on, nor offered
                        if control.action not in PICKED:
                            continue
                        carried = {control.arg, *control.arg.replace("/", ".").split("."),
                                   *(c.value for c in control.choices)}
                        assert not bad or bad not in carried, (pick, control)


def test_a_full_width_digit_picks_no_victim() -> None:
    s = new_game(2, 50, 1, T0)
    s.tweaks[s.turn], s.used_tweak = ["thief1"], False
    victim = 1 - s.turn
    for forged in ("１", "²", "٠" if victim == 0 else "١", " 1", "+1", "01"):
        with pytest.raises(IllegalAction):
            apply(s, s.turn, "thief", "", (forged,), T0)  # int() would read several of these as a seat
        with pytest.raises(IllegalAction):
            apply(s, s.turn, "thief", forged, (), T0)
    assert len(apply(s, s.turn, "thief", "", (str(victim),), T0).hands[victim]) == 2


def test_the_bombs_victims_answer_one_decision_named_for_that_bomb_alone() -> None:
    s = new_game(4, 50, 2, T0)
    bomber = s.turn
    s.tweaks[bomber], s.used_tweak = ["bomb1", "bomb2"], False
    bombed = apply(s, bomber, "bomb", "", (), T0)
    groups = {d.seat: d.group for d in KIND.pending(bombed)}
    assert sorted(groups) == sorted(v for v in range(4) if v != bomber)
    assert len(set(groups.values())) == 1 and next(iter(groups.values())) == f"bomb:{s.hand_no}:1"
    first = min(groups)
    half = apply(bombed, first, "give", "", (bombed.hands[first][0],), T0)
    assert {d.seat: d.group for d in KIND.pending(half)} == {v: g for v, g in groups.items() if v != first}
    # the next Bomb of the same hand (the same bomber's next turn) is another decision
    later = half
    for victim in sorted(groups)[1:]:
        later = apply(later, victim, "give", "", (later.hands[victim][0],), T0)
    while later.turn != bomber or later.phase != "turn":
        seat = min(later.actors())
        move = computer.decide(tweak_view(later, seat), seat)
        assert move is not None
        later = apply(later, seat, move[0], move[1], move[2], T0)
    assert later.hand_no == s.hand_no
    later.used_tweak = False
    again = {d.group for d in KIND.pending(apply(later, bomber, "bomb", "", (), T0))}
    assert len(again) == 1 and again != set(groups.values())


def test_the_bombs_cards_are_turned_up_together() -> None:
    """A simultaneous choice stays hidden until every victim has chosen: nobody gives knowing another's card."""
    s = new_game(4, 50, 2, T0)
    bomber = s.turn
    s.tweaks[bomber], s.used_tweak = ["bomb1"], False
    bombed = apply(s, bomber, "bomb", "", (), T0)
    first, *others = sorted(bombed.bomb["pending"])  # type: ignore[index]
    ctx = context(4)
    answers = [apply(bombed, first, "give", "", (card,), T0) for card in bombed.hands[first][:2]]
    for answer in answers:
        assert answer.table == bombed.table and answer.events == [["tw.ev.bomb_chose", {"who": first}]]
        assert game.bomb_given(answer, first) in bombed.hands[first]
    for viewer in [*others, bomber]:
        views = [client_values(KIND.hand(ctx, answer, viewer)) for answer in answers]
        assert views[0] == views[1], "another victim's view tells which card was given"
    assert client_values(KIND.board(ctx, answers[0])) == client_values(KIND.board(ctx, answers[1]))
    mine = KIND.hand(ctx, answers[0], first)
    assert mine is not None and "turned up once everyone has chosen" in mine.description
    done = answers[0]
    for victim in others:
        done = apply(done, victim, "give", "", (done.hands[victim][0],), T0)
    gifts = [card for key, params in done.events if key == "tw.ev.bombed" for card in [params["card"]]]
    assert [params["who"] for key, params in done.events if key == "tw.ev.bombed"] == [first, *others]
    assert done.table == [*bombed.table, *gifts] and done.phase == "turn" and not done.bomb_given


def test_a_bomb_timeout_turns_up_every_card_at_once() -> None:
    s = new_game(4, 50, 2, T0)
    bomber = s.turn
    s.tweaks[bomber], s.used_tweak = ["bomb1"], False
    bombed = apply(s, bomber, "bomb", "", (), T0)
    first, *late = sorted(bombed.bomb["pending"])  # type: ignore[index]
    half = apply(bombed, first, "give", "", (bombed.hands[first][0],), T0)
    game.bomb_timeout(half, T0 + 61)
    keys = [key for key, _ in half.events]
    assert keys == ["tw.ev.bomb_random"] * len(late) + ["tw.ev.bombed"] * (1 + len(late))
    assert not half.private and half.phase == "turn" and len(half.table) == len(bombed.table) + 1 + len(late)
