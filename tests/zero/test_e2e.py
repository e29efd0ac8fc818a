"""Knowing Zero end to end through the fake Discord: whole games, a refusal, a draw offer, a restart in
the middle of a hidden assignment, the timeout's default aim, private hands, the dispute roll."""

from __future__ import annotations

import pytest

from bot.games.zero import game
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import assert_request_budget
from tests.zero.helpers import act, press, private_view, run_game, state_of

BOTH_DATABASES = pytest.mark.usefixtures("database")  # run on SQLite and on PostgreSQL


async def two_players(h: Harness) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


@BOTH_DATABASES
async def test_a_full_game_between_two_members(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    assert "choosing decks" in board.text() and board.attachments[0].filename == "table.png"
    state = await run_game(h, board, {0: alice, 1: bob})
    assert state.is_over() and state.end is not None
    assert "Game over" in board.text()
    assert not board.buttons() or "Log" not in board.labels()
    assert_request_budget(h)


async def test_a_game_against_the_computer(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "zero new", computer=True, score=20))
    state = await state_of(h)
    assert state.start_score == 20 and game.awaited(state) == {0: "deck"}  # the computer chose already
    state = await run_game(h, board, {0: alice})
    assert state.is_over()
    assert_request_budget(h)


async def test_each_hand_is_shown_to_its_owner_only(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    await act(h, alice, 0, board, ("deck", "wildlands", ()))
    await act(h, bob, 1, board, ("deck", "foundry", ()))
    view = await private_view(h, alice, board)
    assert view.ephemeral and view.visible_to == alice.id and view.attachments[0].filename == "hand.png"
    assert "Foundry" not in view.text()
    assert "Decks: Wildlands against Foundry." in board.text()  # revealed together


async def test_a_refusal_brings_the_attacker_closer_to_zero(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.phase == "defend")
    attacker, defender = state.turn, 1 - state.turn
    size = len(state.army(attacker))
    view = await private_view(h, users[defender], board)
    assert f"attacks with {size} unit{'' if size == 1 else 's'}." in view.text()
    await press(h, users[defender], view, "refuse")
    after = await state_of(h)
    assert after.scores[attacker] == state.scores[attacker] - size and after.turn == defender
    assert "refuses the battle" in board.text()


async def test_a_draw_offer_accepted(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    users = {0: alice, 1: bob}
    await run_game(h, board, users, until=lambda s: s.phase == "turn")
    view = await private_view(h, bob, board)
    await press(h, bob, view, "offer_draw")
    assert "bob offers a draw" in board.text() and f"<@{alice.id}>" in board.text()
    view = await private_view(h, alice, board)
    await press(h, alice, view, "draw_accept")
    state = await state_of(h)
    assert state.is_over() and state.winner is None and state.end == "agreed"
    assert "A draw (agreed)" in board.text()


@BOTH_DATABASES
async def test_a_restart_in_the_middle_of_a_hidden_assignment(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.battle is not None and s.battle.step == "assign")
    await act(h, alice, 0, board)
    assert "alice has locked in" in board.text() and "→" not in board.text()
    bob_view = await private_view(h, bob, board)  # opened before the restart
    deadline = (await state_of(h)).deadline
    await h.restart(down_for=30)
    state = await state_of(h)
    assert state.battle is not None and state.battle.assign[0] is not None and state.battle.assign[1] is None
    assert state.deadline is not None and deadline is not None and state.deadline >= deadline + 29
    await press(h, bob, bob_view, "assign")  # the old view's button still works
    after = await state_of(h)
    assert after.battle is None or after.battle.round == 2
    assert "alice aimed:" in board.text() or "Game over" in board.text() or "battle is over" in board.text()


async def test_an_assignment_not_locked_in_gets_the_house_default_on_time(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.battle is not None and s.battle.step == "assign")
    await act(h, alice, 0, board)
    assert h.bot is not None
    h.fake.advance(state.turn_seconds + 1)
    await h.bot.scheduler.run_due()
    await h.settle()
    after = await state_of(h)
    assert after.battle is None or after.battle.step == "window"
    await h.click(alice, "Log", message=board)
    log = h.last_private(alice).text()
    assert "bob ran out of time; the default was taken." in log and "bob aimed:" in log


async def test_a_stale_or_forged_click_gets_a_private_answer(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    view = await private_view(h, alice, board)
    stale = next(c["custom_id"] for c in view.buttons() if c["custom_id"].endswith(":foundry"))
    await press(h, alice, view, "deck", "wildlands")
    await h.click_raw(alice, stale, message=view)  # the view as it was before it was refreshed
    assert (await state_of(h)).deck_choice[0] == "wildlands"
    answer = h.last_private(alice)
    assert answer.ephemeral and answer.text()
    bob_view = await private_view(h, bob, board)
    real = next(c["custom_id"] for c in bob_view.buttons() if c["custom_id"].endswith(":foundry"))
    await h.click_raw(bob, real.rsplit(":", 1)[0] + ":atlantis", message=bob_view)  # forged
    assert "not available" in h.last_private(bob).text()
    await h.click_raw(alice, real, message=bob_view)  # someone else's button
    assert (await state_of(h)).deck_choice == ["wildlands", None]


async def test_the_dispute_roll(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    reply = h.reply(await h.slash(alice, "zero dispute", other=bob))
    assert "alice rolled" in reply.text() and "ruling stands" in reply.text() and not reply.ephemeral
    self_reply = h.reply(await h.slash(alice, "zero dispute", other=alice))
    assert self_reply.ephemeral

