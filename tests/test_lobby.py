"""Lobbies, challenges and expiry, through the fake Discord."""

from __future__ import annotations

import copy

from bot.harness import Harness


async def test_join_leave_start_and_host_rights(harness: Harness) -> None:
    alice, bob, carol = harness.user("alice"), harness.user("bob"), harness.user("carol")
    lobby = harness.reply(await harness.slash(alice, "countdown new", pile=6))
    assert "Players (1/4)" in lobby.text()
    await harness.click(bob, "Join")
    assert "Players (2/4)" in lobby.text() and bob.mention in lobby.text()
    await harness.click(bob, "Join")
    assert "already joined" in harness.last_private(bob).content
    await harness.click(carol, "Start")
    assert "Only the host" in harness.last_private(carol).content
    await harness.click(carol, "Leave")
    assert "not in this lobby" in harness.last_private(carol).content
    await harness.click(alice, "Leave")
    assert "You are the host" in harness.last_private(alice).content
    await harness.click(bob, "Leave")
    assert "Players (1/4)" in lobby.text()
    await harness.click(alice, "Start")
    assert "At least 2 players" in harness.last_private(alice).content
    await harness.click(carol, "Join")
    await harness.click(alice, "Start")
    assert "Pile: 6" in lobby.text()  # the lobby message became the board
    assert lobby.embeds[0]["image"]["url"] == "attachment://board.png"
    assert [m for m in harness.fake.channel_messages(public_only=True) if m.embeds] == [lobby]


async def test_full_lobby_starts_by_itself(harness: Harness) -> None:
    users = [harness.user(n) for n in ("a", "b", "c", "d")]
    lobby = harness.reply(await harness.slash(users[0], "countdown new"))
    for u in users[1:]:
        await harness.click(u, "Join", message=lobby)
    assert "Pile: 10" in lobby.text()
    fifth = harness.user("e")
    await harness.click(fifth, "Take 1", message=lobby)
    assert "not playing in this game" in harness.last_private(fifth).content


async def test_cancel(harness: Harness) -> None:
    alice, bob = harness.user("alice"), harness.user("bob")
    lobby = harness.reply(await harness.slash(alice, "countdown new"))
    await harness.click(bob, "Cancel")
    assert "Only the host" in harness.last_private(bob).content
    await harness.click(alice, "Cancel")
    assert "cancelled" in lobby.text() and lobby.components == []


async def test_challenge_accept_and_decline(harness: Harness) -> None:
    alice, bob, carol = harness.user("alice"), harness.user("bob"), harness.user("carol")
    challenge = harness.reply(await harness.slash(alice, "countdown new", opponent=bob))
    assert challenge.content == bob.mention and challenge.labels() == ["Accept", "Decline"]
    await harness.click(carol, "Accept")
    assert "This challenge is for" in harness.last_private(carol).content
    await harness.click(alice, "Accept")
    assert "This challenge is for" in harness.last_private(alice).content
    await harness.click(bob, "Accept")
    assert "Pile: 10" in challenge.text() and "Take 1" in challenge.labels()

    second = harness.reply(await harness.slash(alice, "countdown new", opponent=bob))
    await harness.click(bob, "Decline", message=second)
    assert "declined" in second.text() and second.components == []


async def test_cannot_challenge_yourself(harness: Harness) -> None:
    alice = harness.user("alice")
    itx = await harness.slash(alice, "countdown new", opponent=alice)
    assert "not yourself" in harness.reply(itx).content
    assert harness.reply(itx).ephemeral


async def test_lobby_expires_and_says_so(harness: Harness) -> None:
    alice = harness.user("alice")
    lobby = harness.reply(await harness.slash(alice, "countdown new"))
    old_render = copy.deepcopy(lobby)  # what a client that has not refreshed still shows
    assert harness.bot is not None
    harness.fake.advance(harness.bot.settings.lobby_timeout_s + 1)
    assert await harness.bot.scheduler.run_due() == 1
    await harness.settle()
    assert "Nobody started this game in time" in lobby.text() and lobby.components == []
    bob = harness.user("bob")
    await harness.click(bob, "Join", message=old_render)
    assert "lobby is closed" in harness.last_private(bob).content
    assert await harness.bot.games_store.for_user(alice.id) == []


async def test_computer_players_fill_seats_and_play(harness: Harness) -> None:
    alice = harness.user("alice")
    lobby = harness.reply(await harness.slash(alice, "countdown new", computers=1, pile=9))
    assert "Computer 1" in lobby.text() and "Players (2/4)" in lobby.text()
    await harness.click(alice, "Start")
    await harness.click(alice, "Take 1")  # 8 left; the computer leaves a multiple of 3
    await harness.settle()
    assert "Pile: 6" in lobby.text() and alice.mention in lobby.text()


async def test_a_lobby_full_of_computers_starts_at_once(harness: Harness) -> None:
    alice = harness.user("alice")
    itx = await harness.slash(alice, "countdown new", computers=3)
    assert "Pile:" in harness.reply(itx).text()
