"""Backgammon end to end through the fake Discord, from the slash command to the final score."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.games.backgammon.game import BgState
from bot.games.backgammon.positions import START
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import assert_request_budget, rewrite_state, stored_state

BOTH_DATABASES = pytest.mark.usefixtures("database")  # run on SQLite and on PostgreSQL


async def state_of(h: Harness, game_id: int = 1) -> BgState:
    return await stored_state(h, BgState, game_id)


put_state = rewrite_state


async def open_game(h: Harness, **options: Any) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", **options))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


def by_seat(alice: User, bob: User, seat: int) -> User:
    return alice if seat == 0 else bob


async def act(h: Harness, board: Message, users: tuple[User, User]) -> None:
    """The player the game waits for makes a sensible move with the buttons."""
    state = await state_of(h)
    seat = next(iter(state.actors()))
    user = users[seat]
    labels = board.labels()
    if state.phase == "roll":
        await h.click(user, "Auto-play" if "Auto-play" in labels else "Roll", message=board)
    elif state.phase == "move":
        if "Auto-play" in labels:
            await h.click(user, "Auto-play", message=board)
            return
        if "Confirm move" in labels:
            await h.click(user, "Confirm move", message=board)
            return
        plays = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "lay"]
        if plays:  # a short list of whole plays: one button each
            await h.click(user, custom_id=plays[0]["custom_id"], message=board)
            return
        steps = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "step"]
        if not steps:
            select = next(c for c in board.all_components() if c.get("type") == 3)
            await h.select(user, [select["options"][0]["value"]], message=board)
            steps = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "step"]
        await h.click(user, custom_id=steps[0]["custom_id"], message=board)
    elif state.phase == "between":
        await h.click(user, "Continue", message=board)
    else:
        raise AssertionError(state.phase)


async def play_out(h: Harness, board: Message, users: tuple[User, User], until: str = "over") -> BgState:
    for _ in range(3000):
        state = await state_of(h)
        if state.phase == until or state.phase == "over":
            return state
        await act(h, board, users)
    raise AssertionError("the game did not end")


@BOTH_DATABASES
async def test_a_single_game_from_command_to_final_score(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    assert "Opening roll" in board.text()
    assert "Position ID:" in board.embeds[0]["footer"]["text"]
    state = await play_out(h, board, (alice, bob))
    assert state.phase == "over" and state.winner is not None and state.result is not None
    assert "wins" in board.text() and board.labels() == ["Analyse", "Rematch"]  # nothing of the game is left to press
    assert state.score[state.winner] == state.result["points"] >= 1
    assert h.bot is not None
    log = await h.bot.games_store.action_log(1)
    assert sum(1 for row in log if row["action"] in ("step", "autoplay", "typed")) > 5
    assert_request_budget(h)


async def test_blitz_game_ends_on_time(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="blitz")
    state = await state_of(h)
    slow = state.turn
    assert h.bot is not None
    h.fake.advance(31)
    assert await h.bot.scheduler.run_due() == 1
    await h.settle()
    state = await state_of(h)
    assert state.phase == "over" and state.winner == 1 - slow
    assert state.result == {"winner": 1 - slow, "points": 1, "how": "time", "game": 1}
    assert "ran out of time" in board.text()


async def test_move_input_pick_step_undo_and_typed(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    state = await state_of(h)
    state.board = [list(START), list(START)]
    state.turn, state.dice, state.moved, state.turn_start = 0, [6, 1], [], [list(START), list(START)]
    state.n_dice, state.events = 2, []
    await put_state(h, state)
    await h.select(alice, ["13"], message=board)  # reads the stored state, refreshed by this click
    labels = board.labels()
    assert "13 → 7 (6)" in labels and "13 → 7 → 6 (6+1)" not in labels  # combined, labelled with its dice
    assert any(lab.startswith("13 → 6") or lab.startswith("13 → 12") for lab in labels)
    await h.click(alice, "13 → 7 (6)", message=board)
    assert "Undo" in board.labels()
    await h.click(alice, "Undo", message=board)
    assert (await state_of(h)).moved == []
    opened = await h.click(alice, "Type move", message=board)
    await h.submit(alice, opened, {"move": "13/7 8/"})
    assert "could not read that move" in h.last_private(alice).content
    opened = await h.click(alice, "Type move", message=board)
    await h.submit(alice, opened, {"move": "13/7 13/12"})  # bob holds alice's 12-point
    assert "not a legal play for 6-1" in h.last_private(alice).content
    opened = await h.click(alice, "Type move", message=board)
    await h.submit(alice, opened, {"move": "13/7 8/7"})
    state = await state_of(h)
    assert state.turn == 1 and state.board[0][6] == 2 and "13/7 8/7" in board.text()


async def test_foreign_stale_and_double_clicks(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    state = await state_of(h)
    mover, waiter = by_seat(alice, bob, state.turn), by_seat(alice, bob, 1 - state.turn)
    await h.click(waiter, "Type move", message=board)
    assert "not your turn" in h.last_private(waiter).content
    eve = h.user("eve")
    await h.click(eve, "Resign", message=board)
    assert "not playing" in h.last_private(eve).content
    old = copy.deepcopy(board)
    await h.click(mover, "Resign", message=board)
    assert (await state_of(h)).phase == "resign_choose"
    before = await state_of(h)
    await h.click(mover, "Resign", message=old)  # a second click on the old board
    assert "out of date" in h.last_private(mover).content
    assert await state_of(h) == before


async def test_three_point_match_with_double_take_pass_and_crawford(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="match", length=3)
    users = (alice, bob)
    assert "3-point match" in board.text()

    # game 1: the first player to be on roll doubles, the other passes: 1 point
    await play_until_roll_phase(h, board, users)
    state = await state_of(h)
    x = state.turn
    await h.click(users[x], "Double", message=board)
    assert "doubles to 2" in board.text() and {"Take", "Pass"} <= set(board.labels())
    await h.click(users[1 - x], "Pass", message=board)
    state = await state_of(h)
    assert state.score[x] == 1 and state.phase == "between"
    assert "Continue" in board.labels()
    await h.click(users[x], "Continue", message=board)
    assert (await state_of(h)).phase == "between"  # both must press
    await h.click(users[1 - x], "Continue", message=board)
    assert (await state_of(h)).game_no == 2

    # game 2: double, take; later the taker redoubles to 4 and the doubler passes: 2 points
    await play_until_roll_phase(h, board, users)
    state = await state_of(h)
    d = state.turn
    await h.click(users[d], "Double", message=board)
    await h.click(users[1 - d], "Take", message=board)
    state = await state_of(h)
    assert state.cube == 2 and state.owner == 1 - d
    await play_until_roll_phase(h, board, users, seat=1 - d)
    await h.click(users[1 - d], "Double", message=board)
    await h.click(users[d], "Pass", message=board)
    state = await state_of(h)
    assert state.score[1 - d] == 2 + (1 if 1 - d == x else 0)
    leader = max((0, 1), key=lambda s: state.score[s])

    if state.score[leader] >= 3:
        assert state.phase == "over"
        return
    # someone is at 2 of 3: the next game is the Crawford game, without the cube
    for u in users:
        await h.click(u, "Continue", message=board)
    state = await state_of(h)
    assert state.crawford_game
    await play_until_roll_phase(h, board, users)
    assert "Double" not in board.labels() and "Crawford game" in board.text()
    state = await play_out(h, board, users, until="between")
    if state.phase == "between":  # the trailer won the Crawford game: post-Crawford, the cube is back
        for u in users:
            await h.click(u, "Continue", message=board)
        state = await state_of(h)
        assert not state.crawford_game and state.crawford_used
        await play_until_roll_phase(h, board, users)
        assert "Double" in board.labels()
        state = await play_out(h, board, users)
    assert state.phase == "over" and state.winner is not None and state.score[state.winner] >= 3
    assert "wins the 3-point match" in board.text()
    assert_request_budget(h)


async def play_until_roll_phase(h: Harness, board: Message, users: tuple[User, User], seat: int | None = None) -> None:
    for _ in range(400):
        state = await state_of(h)
        if state.phase == "roll" and (seat is None or state.turn == seat):
            return
        await act(h, board, users)
    raise AssertionError("never reached a roll phase")


async def test_immediate_redouble(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    users = (alice, bob)
    await play_until_roll_phase(h, board, users)
    x = (await state_of(h)).turn
    await h.click(users[x], "Double", message=board)
    await h.click(users[1 - x], "Take and redouble to 4", message=board)
    assert "redoubles to 4" in board.text()
    await h.click(users[x], "Take", message=board)
    state = await state_of(h)
    assert state.cube == 4 and state.owner == 1 - x and state.turn == x and state.phase == "roll"
    assert "Double" not in board.labels()  # the cube stayed with the redoubler


async def test_resignation_with_the_60_pip_rule(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    users = (alice, bob)
    await play_until_roll_phase(h, board, users)
    state = await state_of(h)
    r = state.turn
    state.board[r] = list(START)
    state.board[1 - r] = [5, 5, 5] + [0] * 22  # far ahead, home and ready to bear off
    await put_state(h, state)
    await h.click(users[r], "Resign", message=board)
    await h.click(users[r], "single game (1)", message=board)
    assert "Do you really accept losing a gammon?" in board.text()
    await h.click(users[r], "Yes, resign a gammon", message=board)
    assert (await state_of(h)).resign == {"by": r, "level": 2}
    await h.click(users[1 - r], "Accept", message=board)
    state = await state_of(h)
    assert state.result == {"winner": 1 - r, "points": 2, "how": "resign", "game": 1}
    assert "wins 2 points (resignation)" in board.text()


@BOTH_DATABASES
async def test_restart_in_the_middle_of_a_move(h: Harness) -> None:
    alice, bob, board = await open_game(h, mode="single")
    state = await state_of(h)
    mover = by_seat(alice, bob, state.turn)
    select = next(c for c in board.all_components() if c.get("type") == 3)
    await h.select(mover, [select["options"][0]["value"]], message=board)
    step = next(c for c in board.buttons() if c["custom_id"].split(":")[3] == "step" and "+" not in c["label"])
    await h.click(mover, custom_id=step["custom_id"], message=board)
    mid = await state_of(h)
    assert len(mid.moved) == 1 and mid.phase == "move"
    await h.restart(down_for=30)
    after = await state_of(h)
    assert after.moved == mid.moved
    assert after.clock_since is not None and mid.clock_since is not None
    assert 30 <= after.clock_since - mid.clock_since < 31  # the downtime is charged to nobody
    for _ in range(4):
        if (await state_of(h)).turn != mid.turn:
            break
        if "Confirm move" in board.labels():
            await h.click(mover, "Confirm move", message=board)
            continue
        steps = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "step"]
        if not steps:
            select = next(c for c in board.all_components() if c.get("type") == 3)
            await h.select(mover, [select["options"][0]["value"]], message=board)
            steps = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "step"]
        await h.click(mover, custom_id=steps[0]["custom_id"], message=board)
    state = await state_of(h)
    assert state.turn != mid.turn and state.last_play is not None and len(state.last_play["steps"]) == mid.n_dice


async def test_few_plays_are_buttons_and_a_move_waits_for_confirm(h: Harness) -> None:
    from bot.games.backgammon import game
    from tests.backgammon.test_engine import side

    alice, bob, board = await open_game(h, mode="single")
    state = await state_of(h)
    mover = by_seat(alice, bob, state.turn)
    home, far = side(p6=2, p5=2, p4=2), side(p1=5, p2=5, p3=5)  # bearing off: a roll has few plays
    for rng in range(5000):  # a roll with 2 to 5 distinct plays
        trial = state.clone()
        trial.rng, trial.phase, trial.dice, trial.moved, trial.turn_start = rng, "roll", [], [], None
        trial.board[trial.turn], trial.board[1 - trial.turn] = list(home), list(far)
        rolled = game.apply(trial, trial.turn, "roll", "", h.fake.now())
        if rolled.phase == "move" and 2 <= len(game.distinct_plays(rolled)) <= 5:
            break
    await put_state(h, trial)
    roll = board.buttons()[0]["custom_id"].split(":")
    await h.click_raw(mover, ":".join([*roll[:3], "roll"]), message=board)
    plays = [c for c in board.buttons() if c["custom_id"].split(":")[3] == "lay"]
    assert len(plays) == len(game.distinct_plays(await state_of(h)))
    assert not any(c.get("type") == 3 for c in board.all_components())  # no checker select: one click per play
    await h.click(mover, custom_id=plays[0]["custom_id"], message=board)
    laid = await state_of(h)
    assert game.awaiting_confirm(laid) and laid.turn == trial.turn and "Confirm move" in board.labels()
    assert ": confirm " in board.text() and ", or undo." in board.text()
    confirm = next(c for c in board.buttons() if c["label"] == "Confirm move")["custom_id"]
    await h.click(mover, "Undo", message=board)
    assert not game.awaiting_confirm(await state_of(h)) and "Confirm move" not in board.labels()
    await h.click_raw(mover, confirm, message=board)  # a stale Confirm changes nothing
    assert (await state_of(h)).turn == trial.turn and len((await state_of(h)).moved) == len(laid.moved) - 1


async def test_a_player_who_turned_confirmation_off_commits_on_the_last_step(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    for user in (alice, bob):
        await h.slash(user, "settings confirm_moves", enabled=False)
        assert "as soon as the last checker moves" in h.last_private(user).text()
    board = h.reply(await h.slash(alice, "backgammon new"))
    await h.click(bob, "Join", message=board)
    state = await state_of(h)
    assert state.confirm == [False, False]
    turn = state.turn
    await act(h, board, (alice, bob))
    for _ in range(4):
        if (await state_of(h)).turn != turn:
            break
        await act(h, board, (alice, bob))
    assert (await state_of(h)).turn != turn and "Confirm move" not in board.labels()
