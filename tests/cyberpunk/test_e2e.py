"""Cyberpunk TCG end to end through the fake Discord: whole games between two members and against the
computer, private hands, the defender's React prompt with its ping and timer, and a restart in the middle
of a React step."""

from __future__ import annotations

import pytest

from bot.games.cyberpunk import game
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.cyberpunk.helpers import act, press, private_view, run_game, state_of

BOTH_DATABASES = pytest.mark.usefixtures("database")


async def two_players(h: Harness, **options: object) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "cyberpunk new", **options))
    await h.click(bob, "Join", message=board)
    return alice, bob, board


@BOTH_DATABASES
async def test_a_full_game_between_two_members(h: Harness) -> None:
    alice, bob, board = await two_players(h, quick=True)
    assert "choose a deck" in board.text()
    state = await run_game(h, board, {0: alice, 1: bob})
    assert state.is_over() and state.end is not None
    assert "game over" in board.text().lower()
