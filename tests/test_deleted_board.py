"""A board deleted by a moderator: posted again at once for every game (its buttons work, whoever is awaited
is mentioned); if Discord refuses the new post too, the game's clocks stop until it has a board again."""

from __future__ import annotations

import pytest

from bot.games.backgammon.game import BgState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import stored_record, stored_state

GAMES = [("backgammon new", {"mode": "blitz"}, "Resign"), ("tweak new", {}, "Show my hand"),
         ("zero new", {}, "Show my hand"), ("cyberpunk new", {}, "Show my hand"),
         ("netrunner new", {}, "Show my hand")]


async def open_for_two(h: Harness, command: str, options: dict[str, object]) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, command, **options))
    await h.click(bob, "Join", message=board)
    if command == "tweak new" and "Start" in board.labels():
        await h.click(alice, "Start", message=board)
    return alice, bob, board


def boards(h: Harness) -> list[Message]:
    return [m for m in h.fake.channel_messages(public_only=True) if m.embeds and m.buttons()]


@pytest.mark.parametrize(("command", "options", "button"), GAMES, ids=[g[0].split()[0] for g in GAMES])
async def test_a_deleted_board_is_posted_again_at_once(h: Harness, command: str, options: dict[str, object],
                                                       button: str) -> None:
    alice, bob, board = await open_for_two(h, command, options)
    await h.moderator_deletes(board)
    fresh = [m for m in boards(h) if m.id != board.id]
    assert len(fresh) == 1, "the board was not posted again"
    new = fresh[0]
    assert (await stored_record(h)).message_id == new.id
    assert button in new.labels()
    assert "<@" in (new.content or ""), "whoever the game waits for is mentioned on the new board"
    await h.click(alice, button, message=new)  # its buttons work
    assert not [r for r in h.fake.errors() if r.error != "injected"]


async def test_a_deleted_message_that_is_no_board_changes_nothing(h: Harness) -> None:
    alice, bob, board = await open_for_two(h, "backgammon new", {"mode": "blitz"})
    chat = h.fake._new_message(board.channel_id, {"content": "gg"}, [])  # any other message of the channel
    before = len(h.fake.requests)
    await h.moderator_deletes(chat)
    assert len(h.fake.requests) == before, "the bot sent something for a message that is not a board"
    assert (await stored_record(h)).message_id == board.id


async def test_a_game_whose_board_cannot_be_posted_again_keeps_its_clock(h: Harness) -> None:
    alice, bob, board = await open_for_two(h, "backgammon new", {"mode": "blitz"})
    assert h.bot is not None
    state = await stored_state(h, BgState)
    slow = state.turn
    h.fake.fail("POST", r"/channels/\d+/messages$", 403, times=20)  # the bot lost Send Messages here
    await h.moderator_deletes(board)
    assert not [m for m in boards(h) if m.id != board.id]
    record = await stored_record(h)
    assert record.message_id is None and record.flags.boardless_since is not None
    h.fake.advance(31)  # past the 30 s bank: without a board this must not lose the game
    await h.bot.scheduler.run_due()
    await h.settle()
    state = await stored_state(h, BgState)
    assert state.phase != "over", "the player lost on time with no board to play on"
    h.fake.faults.clear()
    h.fake.advance(31)  # the next check finds the channel open again: the board comes back, the clock runs on
    await h.bot.scheduler.run_due()
    await h.settle()
    record = await stored_record(h)
    assert record.message_id is not None and record.flags.boardless_since is None
    state = await stored_state(h, BgState)
    assert state.phase != "over" and state.turn == slow
    new = h.fake.messages[record.message_id]
    assert "Resign" in new.labels()
    h.fake.advance(31)  # now it counts again
    await h.bot.scheduler.run_due()
    await h.settle()
    state = await stored_state(h, BgState)
    assert state.phase == "over" and state.winner == 1 - slow
