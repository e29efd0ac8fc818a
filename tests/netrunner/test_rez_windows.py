"""The Corp's rez windows as the rules give them (CR 9.2.7c): its own action phase, the window before its turn
formally begins, the Runner's turn between actions and while a run moves on, and the server window (any of its
cards, there or elsewhere). Where nobody waits for the Corp the option stands on public facts alone."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.framework.kinds import Action, Context, SeatInfo
from bot.games.netrunner import computer, game
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.netrunner.state import NrState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import CALLBACK, choose, component, rewrite_state
from tests.netrunner.build import CORP, RUNNER, act, add, blank, deck, runner_turn
from tests.netrunner.helpers import private_view, run_game, state_of

KIND = NetrunnerKind()
CTX = Context(1, (SeatInfo(0, 1, "Corp"), SeatInfo(1, 2, "Runner")), {}, "en", 0.0)


def runner_to_move_with_nico() -> tuple[NrState, int]:
    s = runner_turn(blank(credits=(5, 5)))
    deck(s, "corp", ["hedge-fund", "hedge-fund"])
    return s, add(s, "root:r1", "nico-campaign")


def spend_runner_clicks(s: NrState) -> NrState:
    while s.turn == RUNNER and s.phase == "turn":
        s = act(s, RUNNER, "credit")
    return s


def test_a_nico_campaign_rezzed_in_the_runners_turn_pays_out_on_the_corps_next_turn() -> None:
    s, nico = runner_to_move_with_nico()
    s = act(s, RUNNER, "credit")
    s = act(s, CORP, "rez", str(nico))  # nobody waits for the Corp: it rezzes between the Runner's actions
    assert s.rezzed(nico) and s.credits[CORP] == 3 and s.counters(nico, "credits") == 9
    assert game.awaited(s) == {RUNNER: "turn"} and s.clicks == 3  # the Runner's turn goes on untouched
    hand = len(s.hand(CORP))
    s = spend_runner_clicks(s)
    assert s.turn == CORP and game.awaited(s) == {CORP: "turn"}  # nothing face down: no window before the turn
    assert s.credits[CORP] == 6 and s.counters(nico, "credits") == 6 and len(s.hand(CORP)) == hand + 1


def test_the_corp_may_rez_before_its_turn_begins_and_the_card_pays_out_at_once() -> None:
    s, nico = runner_to_move_with_nico()
    hand = len(s.hand(CORP))
    s = spend_runner_clicks(s)
    assert s.turn == CORP and game.awaited(s) == {CORP: "opening"}
    assert len(s.hand(CORP)) == hand and s.clicks == 3  # clicks gained; the turn has not formally begun: no draw
    assert KIND.pending(s)[0].default == Action("begin")  # a timeout begins the turn
    t = act(s, CORP, "rez", str(nico))  # the last face-down card: the window closes by itself
    assert t.rezzed(nico) and game.awaited(t) == {CORP: "turn"}
    assert t.credits[CORP] == 3 + 3 and t.counters(nico, "credits") == 6 and len(t.hand(CORP)) == hand + 1
    u = act(s, CORP, "begin")  # not rezzing: the turn begins, Nico stays face down and pays nothing
    assert not u.rezzed(nico) and u.credits[CORP] == 5 and len(u.hand(CORP)) == hand + 1


def test_the_window_before_the_turn_stands_on_public_facts_and_the_stops() -> None:
    s = runner_turn(blank())
    deck(s, "corp", ["hedge-fund"])
    agenda = add(s, "root:r1", "offworld-office")
    t = spend_runner_clicks(s)
    assert game.awaited(t) == {CORP: "opening"}  # an agenda alone waits the same as an asset would
    t = act(t, CORP, "begin")
    assert game.awaited(t) == {CORP: "turn"} and not t.rezzed(agenda)
    s.rez_stops = False
    assert game.awaited(spend_runner_clicks(s)) == {CORP: "turn"}  # stops off: no window
    bare = runner_turn(blank())
    deck(bare, "corp", ["hedge-fund"])
    assert game.awaited(spend_runner_clicks(bare)) == {CORP: "turn"}  # nothing face down: no window


def test_an_agenda_advanced_enough_may_be_scored_before_the_turn_begins() -> None:
    s = runner_turn(blank())
    deck(s, "corp", ["hedge-fund"])
    agenda = add(s, "root:r1", "offworld-office", adv=4)
    s = spend_runner_clicks(s)
    s = act(s, CORP, "score", str(agenda))
    assert agenda in s.zone("score0") and game.awaited(s) == {CORP: "turn"}


def test_what_the_standing_rez_refuses_changes_nothing() -> None:
    s, nico = runner_to_move_with_nico()
    ice = add(s, "ice:hq", "palisade")
    agenda = add(s, "root:r2", "offworld-office")
    for seat, arg in ((RUNNER, str(nico)), (CORP, str(ice)), (CORP, str(agenda)), (CORP, "99"), (CORP, "")):
        with pytest.raises(IllegalAction):
            act(s, seat, "rez", arg)
    poor = s.clone()
    poor.credits[CORP] = 1
    with pytest.raises(IllegalAction):
        act(poor, CORP, "rez", str(nico))
    assert not s.rezzed(nico) and s.credits[CORP] == 5
    with pytest.raises(IllegalAction):  # the Corp's other actions stay its own turn's
        act(s, CORP, "credit")


def test_in_a_run_the_corp_may_rez_while_it_moves_on_and_at_the_server_anywhere() -> None:
    s, nico = runner_to_move_with_nico()
    s.credits[CORP] = 10
    add(s, "ice:hq", "palisade", rezzed=True)
    encounter = act(s, RUNNER, "run", "hq")
    assert encounter.run is not None and encounter.run.step == "encounter"
    with pytest.raises(IllegalAction):  # an encounter is not a window to rez assets in
        act(encounter, CORP, "rez", str(nico))
    amaze = add(s, "root:rd", "amaze-amusements")
    s = act(s, RUNNER, "run", "rd")  # no ice: the run moves on to the server at once
    assert game.awaited(s) == {RUNNER: "movement"}
    t = act(s, CORP, "rez", str(nico))
    assert t.rezzed(nico) and game.awaited(t) == {RUNNER: "movement"}
    t = act(t, RUNNER, "continue")
    assert game.awaited(t) == {CORP: "server_window"} and not t.rezzed(amaze)
    u = act(act(s, RUNNER, "continue"), CORP, "rez", str(nico))  # a card in another server, before this one
    assert u.rezzed(nico) and not u.rezzed(amaze) and game.awaited(u) == {CORP: "server_window"}
    view = KIND.hand(CTX, act(s, RUNNER, "continue"), CORP)
    assert view is not None
    assert [c.arg for c in view.controls if c.action == "rez" and not c.choices] == [str(amaze)]
    assert [[o.value for o in c.choices] for c in view.controls if c.action == "rez" and c.choices] == [[str(nico)]]


def test_the_corps_view_in_the_runners_turn_offers_what_it_can_pay_for() -> None:
    s, nico = runner_to_move_with_nico()
    agenda = add(s, "root:r2", "offworld-office")
    standing = [d for d in KIND.pending(s) if d.seat == CORP and "rez" in d.actions]
    assert standing and not standing[0].awaited
    view = KIND.hand(CTX, s, CORP)
    assert view is not None
    rez = [c for c in view.controls if c.action == "rez"]
    assert [c.value for c in rez[0].choices] == [str(nico)] and str(agenda) not in str(rez)
    assert "may still rez" in view.description
    runner = KIND.hand(CTX, s, RUNNER)
    assert runner is not None and not any(c.action == "rez" for c in runner.controls)
    # the option stands whatever lies face down (an agenda alone): it tells the Runner nothing
    shown = []
    for card in ("nico-campaign", "offworld-office"):
        other = runner_turn(blank(credits=(5, 5)))
        add(other, "root:r1", card)
        shown.append(([(d.seat, d.actions, d.awaited) for d in KIND.pending(other)],
                      KIND.board(CTX, other).description, KIND.hand(CTX, other, RUNNER)))
    assert shown[0] == shown[1]


def test_the_computer_rezzes_nico_before_its_turn_begins() -> None:
    s, nico = runner_to_move_with_nico()
    s = spend_runner_clicks(s)
    move = computer.decide(KIND.view(s, CORP), CORP)
    assert move == ("rez", str(nico), ())
    assert computer.choose(KIND.view(s, CORP), CORP) in computer.candidates(s, CORP)


async def rez_setup(h: Harness) -> tuple[Message, User, User, int]:
    """A running game at the Runner's turn, a Nico Campaign face down in a remote of the Corp's and 4 credits to rez
    it: (the board, the Corp's member, the Runner's, the card)."""
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "netrunner new", side="corp"))
    await h.click(bob, "Join", message=board)
    state = await run_game(h, board, {0: alice, 1: bob},
                           until=lambda s: game.awaited(s) == {RUNNER: "turn"} and s.run is None)
    nico = add(state, f"root:{game.new_remote(state)}", "nico-campaign")
    state.credits[CORP] = 4
    await rewrite_state(h, state)
    return board, alice, bob, nico


async def test_a_member_rezzes_from_their_view_in_the_runners_turn(h: Harness) -> None:
    board, alice, bob, nico = await rez_setup(h)
    view = await private_view(h, alice, board)
    assert "may still rez" in view.text()
    await choose(h, alice, view, "rez", [str(nico)])
    after = await state_of(h)
    assert after.rezzed(nico) and after.credits[CORP] == 2 and game.awaited(after) == {RUNNER: "turn"}
    assert "Nico Campaign" in board.text()  # the rez is public, on the board's log
    bob_view = await private_view(h, bob, board)
    assert "rez" not in {c.get("custom_id", "").split(":")[3] for c in bob_view.all_components()}


@pytest.mark.parametrize("status", [403, 500])
async def test_a_standing_rez_whose_answer_discord_refuses_is_kept_and_shown(h: Harness, status: int) -> None:
    board, alice, _, nico = await rez_setup(h)
    view = await private_view(h, alice, board)
    fault = h.fake.fail("POST", CALLBACK, status)  # the click's own answer (the view's update) is refused
    await h.select(alice, [str(nico)], message=view, custom_id=component(view, "rez")["custom_id"])
    assert fault.hits == 1
    after = await state_of(h)
    assert after.rezzed(nico) and after.credits[CORP] == 2 and game.awaited(after) == {RUNNER: "turn"}
    assert "Nico Campaign" in board.text()  # committed, and the board says so all the same


@pytest.mark.parametrize("status", [404, 500])
async def test_a_standing_rez_whose_board_edits_fail_is_shown_after_all(h: Harness, status: int) -> None:
    """The board's edit through an interaction's token refused (a token expired, Discord down a moment): the rez is
    committed and the board shows it by another road."""
    board, alice, _, nico = await rez_setup(h)
    view = await private_view(h, alice, board)
    fault = h.fake.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/@original$", status, times=2, code=10015)
    await choose(h, alice, view, "rez", [str(nico)])
    assert fault.hits >= 1
    assert (await state_of(h)).rezzed(nico)
    assert "Nico Campaign" in board.text()
