"""Stakes are the framework's: any two-player game that turns them on (`GameKind.stakes`) is played for chips the
same way backgammon is — escrow in the start's commit, the pot less the house fee to the winner in the result's
commit, refunds on a cancel — and a game that does not refuses a stake at the door."""

from __future__ import annotations

import pytest

from bot.framework.registry import GameRegistry
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.zero.kind import ZeroKind
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import press, private_view, stored_record
from tests.minigame.cog import CountdownKind


async def staked_lobby(h: Harness, stake: int, command: str = "zero new") -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    lobby = h.reply(await h.slash(alice, command))
    record = await stored_record(h)
    record.options = {**record.options, "stake": stake, "fee": 5}  # as a command offering a stake would open it
    return alice, bob, lobby


async def assert_stakes_back(h: Harness, status: str, *players: User) -> None:
    """The game ended so, nothing is left in escrow, and every player has their 1,000 starting chips again."""
    assert h.bot is not None and (await stored_record(h)).status == status
    assert await h.bot.chips.escrowed(1) == {}
    assert [await h.bot.chips.balance(p.id) for p in players] == [1000] * len(players)


async def board(h: Harness) -> Message:
    return h.fake.messages[(await stored_record(h)).message_id]  # type: ignore[index]


async def test_a_netrunner_game_played_for_chips(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NetrunnerKind, "stakes", True)
    assert h.bot is not None
    chips = h.bot.chips
    alice, bob, lobby = await staked_lobby(h, 100, "netrunner new")
    await h.click(bob, "Join", message=lobby)
    assert await chips.escrowed(1) == {alice.id: 100, bob.id: 100}
    assert await chips.balance(alice.id) == 900 and await chips.balance(bob.id) == 900
    assert "Stake: 100 chips each (house fee 5%)" in (await board(h)).text()
    await press(h, bob, await private_view(h, bob, await board(h)), "concede")
    await h.click(bob, "Yes, concede", message=h.last_private(bob))
    await h.settle()
    assert (await stored_record(h)).status == "finished"
    assert await chips.escrowed(1) == {}
    assert await chips.balance(alice.id) == 900 + 190 and await chips.balance(bob.id) == 900  # the pot less 5%


async def test_a_drawn_staked_game_gives_each_stake_back(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ZeroKind, "stakes", True)
    assert h.bot is not None
    alice, bob, lobby = await staked_lobby(h, 100)
    await h.click(bob, "Join", message=lobby)
    for player in (alice, bob):
        await press(h, player, await private_view(h, player, await board(h)), "deck", "crossroads")
    await press(h, alice, await private_view(h, alice, await board(h)), "offer_draw")
    await press(h, bob, await private_view(h, bob, await board(h)), "draw_accept")
    await h.settle()
    await assert_stakes_back(h, "finished", alice, bob)


async def test_a_cancelled_staked_game_gives_each_stake_back(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ZeroKind, "stakes", True)
    assert h.bot is not None
    alice, bob, lobby = await staked_lobby(h, 40)
    await h.click(bob, "Join", message=lobby)
    for user in (alice, bob):
        await h.slash(user, "abort")
    await assert_stakes_back(h, "cancelled", alice, bob)


async def test_a_game_not_played_for_chips_refuses_a_stake(h: Harness) -> None:
    assert h.bot is not None
    alice, bob, lobby = await staked_lobby(h, 40)  # Knowing Zero as it ships: no stakes
    await h.click(bob, "Join", message=lobby)
    assert "not played for chips" in h.last_private(bob).content
    assert (await stored_record(h)).status == "lobby" and await h.bot.chips.escrowed(1) == {}


def test_stakes_are_for_two_player_games() -> None:
    kind = CountdownKind()
    kind.stakes = True
    with pytest.raises(ValueError, match="stakes are for two-player games"):
        GameRegistry().register(kind)
