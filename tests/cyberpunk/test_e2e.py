"""Cyberpunk TCG end to end through the fake Discord: whole games between two members and against the
computer, private hands, the defender's React prompt with its ping and timer, and a restart in the middle
of a React step."""

from __future__ import annotations

import pytest

from bot.games.cyberpunk import game
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.cyberpunk.helpers import act, press, private_view, run_game, state_of
from tests.helpers import CALLBACK, assert_board_is, assert_request_budget, assert_timer_armed, help_text

BOTH_DATABASES = pytest.mark.usefixtures("database")


async def two_players(h: Harness, **options: object) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "cyberpunk new", **options))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


async def test_a_full_game_between_two_members(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    assert "choose a deck" in board.text()
    state = await run_game(h, board, {0: alice, 1: bob})
    assert state.is_over() and state.end is not None
    assert "game over" in board.text().lower()
    assert_request_budget(h)


async def test_a_game_against_the_computer(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "cyberpunk new", computer=True, deck="power"))
    state = await state_of(h)
    assert state.deck_choice[0] == "power"  # the host's deck from the command
    state = await run_game(h, board, {0: alice})
    assert state.is_over()
    assert_request_budget(h)


async def test_each_hand_is_shown_to_its_owner_only(h: Harness) -> None:
    alice, bob, board = await two_players(h, deck="heist")
    view = await private_view(h, bob, board)
    assert {c["custom_id"].split(":")[4] for c in view.buttons() if ":deck:" in c["custom_id"]} == {
        "heist", "power", "chrome", "convoy", "afterlife", "court", "random"}
    await press(h, bob, view, "deck", "power")
    state = await state_of(h)
    assert "Decks: The Heist against Embracing Power." in board.text()
    assert board.attachments == [] or board.attachments[0].filename == "table.png"
    await act(h, [alice, bob][state.chooser], state.chooser, board)
    state = await state_of(h)
    mine = await private_view(h, alice, board)
    assert mine.ephemeral and mine.visible_to == alice.id and mine.attachments[0].filename == "hand.png"
    hand = [state.inst(i).card for i in state.zone("hand", 0)]
    from bot.games.cyberpunk.kind import card_name
    assert all(card_name(c) not in board.text() for c in hand)


async def test_the_defender_is_pinged_for_the_react_step_and_its_timer_lets_the_attack_through(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True, react_seconds=20)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: "react" in game.awaited(s).values())
    defender = next(seat for seat, wanted in game.awaited(state).items() if wanted == "react")
    assert h.fake.notified(users[defender].id)
    view = await private_view(h, users[defender], board)
    assert "attacks" in view.text() and "Let it through" in view.labels()
    assert state.deadline is not None and state.deadline - h.fake.now() <= 21
    assert h.bot is not None
    h.fake.advance(21)
    await h.bot.scheduler.run_due()
    await h.settle()
    after = await state_of(h)
    assert after.attack is None or after.attack.step != "react" or after.turn_no != state.turn_no
    await h.click(alice, "Log", message=board)
    assert "ran out of time" in h.last_private(alice).text()


@BOTH_DATABASES
async def test_a_restart_during_a_react_step(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: "react" in game.awaited(s).values())
    defender = next(seat for seat, wanted in game.awaited(state).items() if wanted == "react")
    view = await private_view(h, users[defender], board)  # opened before the restart
    await h.restart(down_for=30)
    after = await state_of(h)
    assert after.attack is not None and after.attack.step == "react"
    assert after.deadline is not None and state.deadline is not None and after.deadline >= state.deadline + 29
    await press(h, users[defender], view, "react_done")  # the old view's button still works
    moved = await state_of(h)
    assert moved.attack is None or moved.attack.step != "react" or moved.is_over()
    later = await run_game(h, board, users, until=lambda s: s.turn_no >= moved.turn_no + 2)  # and play goes on
    assert later.turn_no >= moved.turn_no + 2 or later.is_over()


async def test_a_stale_or_forged_click_gets_a_private_answer(h: Harness) -> None:
    alice, bob, board = await two_players(h)
    view = await private_view(h, alice, board)
    stale = next(c["custom_id"] for c in view.buttons() if c["custom_id"].endswith(":power"))
    await press(h, alice, view, "deck", "heist")
    await h.click_raw(alice, stale, message=view)
    assert (await state_of(h)).deck_choice[0] == "heist"
    assert h.last_private(alice).ephemeral and h.last_private(alice).text()
    bob_view = await private_view(h, bob, board)
    real = next(c["custom_id"] for c in bob_view.buttons() if c["custom_id"].endswith(":power"))
    await h.click_raw(bob, real.rsplit(":", 1)[0] + ":atlantis", message=bob_view)
    assert "not available" in h.last_private(bob).text()
    await h.click_raw(alice, real, message=bob_view)  # someone else's button
    assert (await state_of(h)).deck_choice == ["heist", None]


async def test_help_says_it_is_unofficial(h: Harness) -> None:
    alice = h.user("alice")
    assert "unofficial fan implementation" in await help_text(h, alice, "cyberpunk")


async def test_an_action_whose_answer_fails_is_still_published_timed_and_pinged(h: Harness) -> None:
    alice, bob, board = await two_players(h, deck="heist")
    await press(h, bob, await private_view(h, bob, board), "deck", "power")
    state = await state_of(h)
    chooser = (alice, bob)[state.chooser]
    view = await private_view(h, chooser, board)
    h.fake.fail("POST", CALLBACK, 403)  # Discord refuses the click's answer
    await press(h, chooser, view, "order", "first")
    after = await state_of(h)
    assert after.phase == "mulligan"  # committed anyway
    first = (alice, bob)[after.first]
    assert first.mention in h.fake.messages[board.id].content and h.fake.notified(first.id)
    await assert_timer_armed(h, after.deadline)


async def test_a_deleted_table_is_posted_again_on_the_next_action(harness: Harness) -> None:
    h = harness  # editing the deleted board gets Discord's 404: this fixture allows that
    alice, bob, board = await two_players(h, deck="heist")
    view = await private_view(h, bob, board)
    h.fake.delete(board.id)
    await press(h, bob, view, "deck", "power")
    fresh = h.fake.last_public()
    assert fresh.id != board.id and "Decks: The Heist against Embracing Power." in fresh.text()
    await assert_board_is(h, fresh)
