"""/config (a server's rules for games), the limits that stop one member flooding a server, and /abort force
for moderators — all through the fake Discord."""

from __future__ import annotations

from bot.harness import Harness, User
from bot.harness.driver import MANAGE_GUILD, MANAGE_MESSAGES
from tests.helpers import stored_state


def admin(h: Harness) -> User:
    return h.user("admin", permissions=MANAGE_GUILD)


async def test_only_managers_may_change_or_read_the_config(h: Harness) -> None:
    member = h.user("member")
    for command, options in (("config show", {}), ("config limits", {"lobbies_per_member": 9}),
                             ("config turn_time", {"seconds": 60})):
        await h.slash(member, command, **options)
        assert "manage this server" in h.last_private(member).text()
    assert h.bot is not None and (await h.bot.guild_settings.get(h.fake.GUILD_ID)).max_lobbies == 3
    text = h.reply(await h.slash(admin(h), "config show")).text()
    assert "Open lobbies per member: 3" in text and "any channel" in text and "each game's default" in text


async def test_games_only_in_the_channels_the_server_chose(h: Harness) -> None:
    other = h.fake.add_text_channel("board-games")
    answer = h.reply(await h.slash(admin(h), "config channel", channel=other, allowed=True))
    assert f"Games may be opened in <#{other}>" in answer.text() and answer.ephemeral
    alice = h.user("alice")
    await h.slash(alice, "tweak new", seats=2)
    assert f"Games are played in <#{other}>" in h.last_private(alice).text()
    assert not h.fake.channel_messages(public_only=True)
    board = h.reply(await h.slash(alice, "tweak new", seats=2, channel_id=other))
    assert board.channel_id == other and "TWEAK!" in board.text()
    await h.slash(admin(h), "config channel", channel=other, allowed=False)  # an empty list: anywhere again
    board = h.reply(await h.slash(alice, "zero new"))
    assert board.channel_id == h.fake.CHANNEL_ID


async def test_a_member_holds_at_most_three_open_lobbies_by_default(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    boards = [h.reply(await h.slash(alice, "tweak new", seats=2)) for _ in range(3)]
    await h.slash(alice, "tweak new", seats=2)
    assert "You already have 3 open lobbies" in h.last_private(alice).text()
    assert len(h.fake.channel_messages(public_only=True)) == 3
    h.reply(await h.slash(bob, "tweak new", seats=2))  # another member is not limited by alice
    await h.click(bob, "Join", message=boards[0])  # a started game is no longer a lobby: alice may open one more
    h.reply(await h.slash(alice, "tweak new", seats=2))
    await h.slash(alice, "tweak new", seats=2)
    assert "You already have 3 open lobbies" in h.last_private(alice).text()
    await h.slash(admin(h), "config limits", games_per_channel=5)  # 4 lobbies and 1 game
    carol = h.user("carol2")
    await h.slash(carol, "zero new")
    assert "This channel already has 5 games" in h.last_private(carol).text()
    await h.slash(admin(h), "config limits", lobbies_per_member=1, games_per_channel=0)
    await h.slash(bob, "zero new")
    assert "You already have 1 open lobby here" in h.last_private(bob).text()


async def test_a_challenge_pings_its_target_once(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    h.reply(await h.slash(alice, "zero new", opponent=bob))
    for _ in range(5):
        await h.slash(alice, "zero new", opponent=bob)
        assert f"Your challenge to {bob.mention} is still open" in h.last_private(alice).text()
    await h.slash(alice, "backgammon new", opponent=bob)
    assert "still open" in h.last_private(alice).text()  # one open challenge per pair, whatever the game
    assert len(h.fake.notified(bob.id)) == 1  # the challenge itself, once


async def test_the_servers_language_for_public_messages(h: Harness) -> None:
    await h.slash(admin(h), "config language", language="ru")
    alice = h.user("alice")  # an English client
    board = h.reply(await h.slash(alice, "tweak new", seats=2))
    assert "Игроки (1/2)" in board.text() or "Мест: 2" in board.text(), board.text()
    await h.click(alice, "Присоединиться", message=board)
    assert "already joined" in h.last_private(alice).text()  # private answers stay in the member's language
    await h.slash(admin(h), "config language", language="players")
    board = h.reply(await h.slash(h.user("bob"), "zero new"))
    assert "Players (1/2)" in board.text()


async def test_the_servers_turn_timer_default(h: Harness) -> None:
    await h.slash(admin(h), "config turn_time", seconds=200)
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2))
    assert "Turn time: 3 min 20 s" in board.text()
    await h.click(bob, "Join", message=board)
    from bot.games.tweak.game import TweakState

    assert (await stored_state(h, TweakState, 1)).turn_timeout == 200
    board = h.reply(await h.slash(bob, "tweak new", seats=2, turn_seconds=45))  # the opener's choice wins
    assert "Turn time: 45 s" in board.text()
    await h.slash(admin(h), "config turn_time", seconds=20)  # below Knowing Zero's 30 s floor
    board = h.reply(await h.slash(h.user("carol"), "zero new"))
    assert "30 s" in board.text()
    await h.slash(admin(h), "config turn_time", seconds=0)
    board = h.reply(await h.slash(h.user("dan"), "tweak new", seats=2))
    assert "Turn time: 3 min" in board.text()  # the game's own default


async def test_moderators_cancel_any_game_and_stakes_come_back(h: Harness) -> None:
    assert h.bot is not None
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", stake=250))
    await h.click(bob, "Join", message=board)
    assert await h.bot.chips.balance(alice.id) == 750
    eve = h.user("eve")
    await h.slash(eve, "abort", force=True)
    assert "Only members who can manage messages" in h.last_private(eve).text()
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "running"
    moderator = h.user("mod", permissions=MANAGE_MESSAGES)
    await h.slash(moderator, "abort", force=True)
    assert "Game #1 is cancelled" in h.last_private(moderator).text()
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "cancelled"
    assert "Cancelled by a moderator" in board.text() and not board.buttons()
    assert await h.bot.chips.balance(alice.id) == 1000 and await h.bot.chips.balance(bob.id) == 1000
    lobby = h.reply(await h.slash(bob, "tweak new", seats=4))
    await h.slash(moderator, "abort", game=2)
    assert "Cancelled by a moderator" in lobby.text()
    await h.slash(moderator, "abort", game=2)
    assert "no open game to cancel" in h.last_private(moderator).text()
    await h.slash(moderator, "abort", game=999)
    assert "no open game to cancel" in h.last_private(moderator).text()
