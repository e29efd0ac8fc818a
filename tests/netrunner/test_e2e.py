"""Netrunner end to end through the fake Discord: whole games of both steps between two members and
against the computer, the Corp's rez decision and the Runner's run decisions reaching the right player,
and a restart in the middle of a run."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.moves import Wire
from bot.games.netrunner import game, pool
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import CALLBACK, assert_board_is, assert_request_budget, assert_timer_armed, help_text, press
from tests.netrunner.helpers import act, private_view, run_game, state_of
from tests.netrunner.test_deckbuilding import ZAHYA

BOTH_DATABASES = pytest.mark.usefixtures("database")


async def two_players(h: Harness, **options: Any) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "netrunner new", **options))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


async def test_a_full_starter_game_between_two_members(h: Harness) -> None:
    alice, bob, board = await two_players(h, side="corp")
    state = await state_of(h)
    assert state.corp == 0 and state.goal == 6 and board.attachments[0].filename == "board.png"
    state = await run_game(h, board, {0: alice, 1: bob})
    assert state.is_over() and "game over" in board.text().lower()
    assert_request_budget(h)


async def test_a_booster_game_against_the_computer(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "netrunner new", computer=True, side="runner", step="booster"))
    state = await state_of(h)
    assert state.runner == 0 and state.goal == 7 and len(state.zone("stack")) + 5 == 40
    state = await run_game(h, board, {0: alice})
    assert state.is_over()
    assert_request_budget(h)


async def test_mid_run_decisions_reach_the_right_player_with_a_ping(h: Harness) -> None:
    alice, bob, board = await two_players(h, side="corp")
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: "approach" in game.awaited(s).values())
    assert game.awaited(state) == {0: "approach"}
    assert h.fake.notified(alice.id)
    view = await private_view(h, alice, board)
    assert "approaches" in view.text() and "Don't rez it" in view.labels()
    assert any(label.startswith("Rez ") for label in view.labels())
    bob_view = await private_view(h, bob, board)
    assert not any(label.startswith("Rez ") for label in bob_view.labels())  # the Runner has no such button
    await press(h, alice, view, "continue")
    after = await state_of(h)
    assert after.run is None or after.run.step != "approach" or after.run.pos != state.run.pos  # type: ignore[union-attr]


@BOTH_DATABASES
async def test_a_restart_in_the_middle_of_a_run(h: Harness) -> None:
    alice, bob, board = await two_players(h, side="runner")
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.run is not None and "movement" in
                           game.awaited(s).values())
    runner_view = await private_view(h, alice, board)  # opened before the restart
    await h.restart(down_for=30)
    after = await state_of(h)
    assert after.run is not None and after.run.step == "movement" and after.run.server == state.run.server  # type: ignore[union-attr]
    assert after.deadline is not None and state.deadline is not None and after.deadline >= state.deadline + 29
    await press(h, alice, runner_view, "continue")  # the old view's button still works
    moved = await state_of(h)
    assert moved.run is None or moved.run.step != "movement" or moved.run.pos != after.run.pos
    later = await run_game(h, board, users, until=lambda s: s.turn_no >= moved.turn_no + 2)  # and play goes on
    assert later.turn_no >= moved.turn_no + 2 or later.is_over()


async def test_a_stale_or_forged_click_gets_a_private_answer(h: Harness) -> None:
    alice, bob, board = await two_players(h, side="corp")
    view = await private_view(h, alice, board)
    keep = next(c["custom_id"] for c in view.buttons() if c["custom_id"].endswith(":no"))
    await press(h, alice, view, "mulligan", "no")
    await h.click_raw(alice, keep, message=view)  # the view as it was
    assert h.last_private(alice).ephemeral and h.last_private(alice).text()
    bob_view = await private_view(h, bob, board)
    real = next(c["custom_id"] for c in bob_view.buttons() if c["custom_id"].endswith(":no"))
    await h.click_raw(bob, real.rsplit(":", 1)[0] + ":maybe", message=bob_view)
    assert "not available" in h.last_private(bob).text()
    await h.click_raw(alice, real, message=bob_view)  # someone else's button
    assert (await state_of(h)).mulligan == [False, None]


async def test_help_says_it_is_unofficial(h: Harness) -> None:
    alice = h.user("alice")
    assert "unofficial fan implementation" in await help_text(h, alice, "netrunner")


async def test_the_timer_lets_the_run_go_on(h: Harness) -> None:
    alice, bob, board = await two_players(h, side="corp", turn_seconds=30)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: "movement" in game.awaited(s).values())
    assert h.bot is not None
    h.fake.advance(31)
    await h.bot.scheduler.run_due()
    await h.settle()
    after = await state_of(h)
    assert after.run is None or after.run.step != "movement" or after.run.pos != state.run.pos  # type: ignore[union-attr]


async def test_an_action_whose_answer_fails_still_moves_the_computer_on(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "netrunner new", computer=True, side="corp"))
    view = await private_view(h, alice, board)
    h.fake.fail("POST", CALLBACK, 500)
    await press(h, alice, view, "mulligan", "no")
    await h.settle()
    state = await state_of(h)
    assert state.mulligan[1] is not None and state.phase == "turn" and state.turn == 0  # the computer answered
    assert alice.mention in h.fake.messages[board.id].content
    await assert_timer_armed(h, state.deadline)


async def test_a_deleted_board_is_posted_again_on_the_next_action(harness: Harness) -> None:
    h = harness  # editing the deleted board gets Discord's 404: this fixture allows that
    alice, bob, board = await two_players(h, side="corp")
    view = await private_view(h, alice, board)
    h.fake.delete(board.id)
    await press(h, alice, view, "mulligan", "no")
    fresh = h.fake.last_public()
    assert fresh.id != board.id and fresh.attachments[0].filename == "board.png"
    assert bob.mention in fresh.content  # the Runner's mulligan is awaited now
    await assert_board_is(h, fresh)


async def test_a_constructed_game_with_an_imported_list(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool, "PENDING", pool.PENDING - {"zahya-sadeghi"})  # the identity playable, as a blank one
    alice, bob = h.user("alice"), h.user("bob")
    opened = await h.slash(alice, "deck import", game="netrunner", name="Zahya Heist")
    assert "Saved “Zahya Heist” (41 cards)" in h.reply(await h.submit(alice, opened, {"list": ZAHYA})).text()
    board = h.reply(await h.slash(alice, "netrunner new", side="runner", step="constructed"))
    await h.click(bob, "Join", message=board)
    state = await state_of(h)
    assert state.phase == "decks" and game.awaited(state) == {1: "prompt"}  # the Corp chooses first
    bob_view = await private_view(h, bob, board)
    assert "Haas-Bioroid: Precision Design — System Gateway deck" in bob_view.text()
    assert "Zahya" not in bob_view.text()
    await act(h, bob, 1, board, Wire("choose", "", ("hb-sg",)))
    alice_view = await private_view(h, alice, board)
    assert "“Zahya Heist” (your deck): Zahya Sadeghi" in alice_view.text()
    key = next(k for k in (await state_of(h)).custom[0])
    await act(h, alice, 0, board, Wire("choose", "", (key,)))
    state = await state_of(h)
    assert state.phase == "mulligan" and state.identities == ["zahya-sadeghi", "haas-bioroid-precision-design"]
    assert len(state.zone("stack")) + len(state.zone("grip")) == 40
    assert "alice plays Zahya Sadeghi: Versatile Smuggler (Runner)." in board.text()
    bob_view = await private_view(h, bob, board)
    assert "Zahya Heist" not in board.text() + bob_view.text()  # her list is hers; only its identity is shown
    later = await run_game(h, board, {0: alice, 1: bob}, until=lambda s: s.turn_no >= 4)
    assert later.turn_no >= 4 or later.is_over()


async def test_a_constructed_game_against_the_computer(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "netrunner new", computer=True, side="corp", step="constructed"))
    state = await state_of(h)
    assert state.prompt is not None and state.prompt.seat == 0 and state.goal == 7
    later = await run_game(h, board, {0: alice}, until=lambda s: s.turn_no >= 3)
    assert later.decks[0] == "hb-sg" and later.decks[1] in ("anarch-sg", "criminal-sg", "criminal-core", "shaper-sg")
