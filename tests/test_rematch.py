"""Rematch and Play again: every finished game offers to play again with the same options (and stake),
through the fake Discord."""

from __future__ import annotations

from bot.games.backgammon.game import BgState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import CALLBACK, stored_state


async def resign_single(h: Harness, board: Message, users: tuple[User, User], game_id: int = 1) -> BgState:
    state = await stored_state(h, BgState, game_id)
    r = state.turn
    if state.phase == "move":  # the opening roll is played first
        await h.click(users[r], "Auto-play", message=board) if "Auto-play" in board.labels() else None
    state = await stored_state(h, BgState, game_id)
    r = state.turn
    await h.click(users[r], "Resign", message=board)
    await h.click(users[r], "single game (1)", message=board)
    await h.click(users[1 - r], "Accept", message=board)
    state = await stored_state(h, BgState, game_id)
    assert state.is_over()
    return state


async def test_rematch_challenges_the_other_player_with_the_same_options_and_stake(h: Harness) -> None:
    assert h.bot is not None
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="single", stake=100))
    await h.click(bob, "Join", message=board)
    await resign_single(h, board, (alice, bob))
    assert "Rematch" in board.labels() and "Play again" not in board.labels()
    eve = h.user("eve")
    await h.click(eve, "Rematch", message=board)
    assert "not playing" in h.last_private(eve).text()
    before = len(h.fake.notified(alice.id))
    await h.click(bob, "Rematch", message=board)
    challenge = h.fake.last_public()
    assert challenge.id != board.id and challenge.content == alice.mention
    assert "Stake: 100 chips each" in challenge.text()
    assert len(h.fake.notified(alice.id)) == before + 1  # pinged once, by the challenge itself
    await h.click(alice, "Rematch", message=board)
    assert "already open" in h.last_private(alice).text()
    await h.click(alice, "Accept", message=challenge)
    record = await h.bot.games_store.get(2)
    assert record is not None and record.status == "running" and record.host_id == bob.id
    assert record.options["stake"] == 100 and record.options["mode"] == "single"
    assert await h.bot.chips.escrowed(2) == {alice.id: 100, bob.id: 100}


async def test_play_again_starts_at_once_against_the_same_computer(h: Harness) -> None:
    assert h.bot is not None
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "backgammon bot", level="casual", mode="single"))
    state = await stored_state(h, BgState)
    for _ in range(50):
        state = await stored_state(h, BgState)
        if 0 in state.actors() and state.phase in ("roll", "move"):
            break
        await h.settle()
    await h.click(alice, "Resign", message=board)
    await h.click(alice, "single game (1)", message=board)
    await h.settle()
    assert (await stored_state(h, BgState)).is_over()
    assert "Play again" in board.labels()
    await h.click(alice, "Play again", message=board)
    await h.settle()
    record = await h.bot.games_store.get(2)
    assert record is not None and record.status in ("running", "finished")
    assert [s.computer for s in record.seats] == [None, "casual"] and record.options["mode"] == "single"


async def test_a_rematch_of_a_bigger_table_is_a_lobby_that_asks_the_others_back(h: Harness) -> None:
    from tests.tweak.test_e2e import run_game

    assert h.bot is not None
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=3, computers=1, target_score=6, red_points=3))
    await h.click(bob, "Join", message=board)
    await run_game(h, board, {0: alice, 2: bob})  # the computer was seated when the lobby opened
    await h.click(alice, "Rematch", message=board)
    lobby = h.fake.last_public()
    assert lobby.id != board.id and lobby.content == bob.mention and "asks for a rematch" in lobby.text()
    assert "red card 3" in lobby.text() and "Players (2/3)" in lobby.text()
    await h.click(bob, "Join", message=lobby)
    record = await h.bot.games_store.get(2)
    assert record is not None and record.status == "running" and record.options["target_score"] == 6


async def test_a_rematch_whose_answer_fails_is_posted_in_the_channel(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="single"))
    await h.click(bob, "Join", message=board)
    await resign_single(h, board, (alice, bob))
    h.fake.fail("POST", CALLBACK, 500)
    await h.click(bob, "Rematch", message=board)
    await h.settle()
    challenge = h.fake.last_public()
    assert challenge.id != board.id and challenge.content == alice.mention  # posted in the channel instead
    await h.click(alice, "Accept", message=challenge)
    assert h.bot is not None
    record = await h.bot.games_store.get(2)
    assert record is not None and record.status == "running" and record.message_id == challenge.id


async def test_a_forced_abort_of_a_game_whose_board_was_deleted_still_refunds(harness: Harness) -> None:
    from bot.harness.driver import MANAGE_MESSAGES

    h = harness  # Discord refuses the edit of the deleted board (404): this fixture allows that

    assert h.bot is not None
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="single", stake=100))
    await h.click(bob, "Join", message=board)
    h.fake.delete(board.id)
    moderator = h.user("mod", permissions=MANAGE_MESSAGES)
    await h.slash(moderator, "abort", force=True)
    await h.settle()
    assert "is cancelled" in h.last_private(moderator).text()
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "cancelled"
    assert await h.bot.chips.balance(alice.id) == 1000 and await h.bot.chips.balance(bob.id) == 1000
    reposted = h.fake.last_public()
    assert reposted.id != board.id and "Cancelled by a moderator" in reposted.text()
