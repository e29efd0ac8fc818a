"""The flow of the game tells nobody about hidden cards: a decision, a question, a clock or a ping that came
or not depending on a hidden card would be a leak. Each test plays one situation twice, with different hidden
cards, and checks that the public board, the rival's view and who is awaited are the same; and that the
simultaneous deck choice is the only group of decisions."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.abilities import OK, SKIP
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import view as view_of
from tests.cyberpunk.build import act, add, answer, blank, deck, eddies, equip, gig, slot
from tests.helpers import client_values

KIND = CyberpunkKind()
CTX = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", 0.0)


def public_side(s: CpState, rival: int) -> list[object]:
    """What the public and the rival `rival` are sent, and whom the game waits for, for how long."""
    return [client_values(KIND.board(CTX, s)), client_values(KIND.hand(CTX, s, rival)),
            sorted(game.awaited(s).items()), s.deadline, [(d.seat, d.kind, d.awaited) for d in KIND.pending(s)]]


def same_for_the_rival(build: Callable[[bool], CpState], rival: int) -> tuple[CpState, CpState]:
    one, other = build(False), build(True)
    assert public_side(one, rival) == public_side(other, rival)
    return one, other


def test_the_react_step_is_asked_whatever_the_defender_holds() -> None:
    def attacked(quick: bool) -> CpState:
        s = blank()
        attacker = add(s, 0, "field", "psycho-squad")
        for card in ("floor-it", "reboot-optics") if quick else ("psycho-squad", "delamain-cab"):
            add(s, 1, "hand", card)
        eddies(s, 1, 2)
        gig(s, 1, 4, 3)
        return act(s, 0, "attack", f"{attacker}:gigs")

    nothing, quick = same_for_the_rival(attacked, rival=0)
    for s in (nothing, quick):
        assert game.awaited(s) == {1: "react"}
        controls = KIND.hand(CTX, s, 1).controls  # type: ignore[union-attr]
        assert any(c.action == "react_done" for c in controls)


def test_viktor_asks_whatever_the_top_cards_are() -> None:
    def called(gear: bool) -> CpState:
        s = blank()
        viktor = add(s, 0, "legends", "viktor-vektor")
        eddies(s, 0, 1)
        deck(s, 0, ["psycho-squad"] * 3)
        deck(s, 0, ["psycho-squad", "kiroshi-optics" if gear else "floor-it", "psycho-squad", "sandevistan",
                    "psycho-squad"])
        return act(s, 0, "call", slot(s, viktor))

    without, with_gear = same_for_the_rival(called, rival=1)
    assert with_gear.prompt is not None and with_gear.prompt.kind == "take_gear"
    assert without.prompt is not None and without.prompt.kind == "take_none" and without.prompt.options == [OK]
    text = KIND.hand(CTX, without, 0).description  # type: ignore[union-attr]
    assert "Sandevistan" in text and "bottom" in text
    declined, done = answer(with_gear, *()), answer(without, OK)
    assert public_side(declined, 1) == public_side(done, 1)
    assert len(done.zone("hand", 0)) == 0 and any(key == "cp.ev.bottomed" for key, _ in done.events)


def test_radioport_asks_whatever_the_legend_is() -> None:
    def looked(arasaka: bool) -> CpState:
        s = blank()
        legend = add(s, 0, "legends", "yorinobu-arasaka" if arasaka else "jackie-welles")
        unit = add(s, 0, "field", "field-operator")
        equip(s, unit, "arasaka-radioport")
        gig(s, 1, 4, 2)
        s = act(s, 0, "attack", f"{unit}:gigs")
        while s.prompt is not None and s.prompt.kind == "order":
            s = answer(s, s.prompt.options[0])
        assert s.prompt is not None and s.prompt.kind == "look_legend_may"
        return answer(s, slot(s, legend))

    jackie, yorinobu = same_for_the_rival(looked, rival=1)
    assert yorinobu.prompt is not None and yorinobu.prompt.kind == "call_seen"
    assert jackie.prompt is not None and jackie.prompt.kind == "seen_no_call" and jackie.prompt.options == [OK]
    assert public_side(answer(jackie, OK), 1) == public_side(answer(yorinobu, SKIP), 1)


def test_the_deck_choice_is_the_one_simultaneous_group() -> None:
    s = game.new_game(4, 0.0)
    groups = [(d.seat, d.group) for d in KIND.pending(s)]
    assert groups == [(0, "deck"), (1, "deck")]
    s = act(s, 1, "deck", "heist")
    assert [(d.seat, d.group) for d in KIND.pending(s)] == [(0, "deck")]  # the same group until all have chosen
    rng = GameRng(4)
    while not s.is_over():
        seat = min(game.awaited(s))
        s = act(s, seat, *computer.random_move(view_of(s, seat), seat, rng))
        assert all(d.group is None for d in KIND.pending(s)), "a group after the deck choice"
        assert len(game.awaited(s)) <= 1, "another simultaneous choice"
