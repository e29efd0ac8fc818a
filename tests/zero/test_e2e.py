"""Knowing Zero end to end through the fake Discord."""

from __future__ import annotations

from bot.harness import Harness
from tests.zero.helpers import run_game, state_of


async def test_a_full_game_between_two_members(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    assert "choosing decks" in board.text()
    state = await run_game(h, board, {0: alice, 1: bob})
    assert state.is_over() and state.end is not None
    assert "Game over" in board.text()
