"""/play across servers through the fake Discord: two servers that allow it match their members; the game lives in
the longer-waiting player's channel and a second board (its mirror) in the other's, in that server's language; each
player plays from their own side, is pinged there and sees every change; a restart, a deleted mirror and the end;
a server that does not allow it is never matched with another."""

from __future__ import annotations

import pytest

from bot.framework.custom_ids import ComponentId
from bot.framework.mirrors import mirror_of
from bot.harness import Harness, User
from bot.harness.driver import MANAGE_GUILD
from bot.harness.fake_discord import Message
from bot.storage.games import GameRecord
from tests.helpers import REQUEST_BUDGET, press, private_view

GUILD_B = 210_000_000_000_000_001
SEND_MESSAGES = 1 << 11
GUILD_C = 220_000_000_000_000_001


async def record(h: Harness, game_id: int = 1) -> GameRecord:
    assert h.bot is not None
    found = await h.bot.games_store.get(game_id)
    assert found is not None
    return found


async def boards(h: Harness) -> tuple[Message, Message]:
    game = await record(h)
    assert game.message_id is not None and game.mirror_message_id is not None
    return h.fake.messages[game.message_id], h.fake.messages[game.mirror_message_id]


def pinged_in(h: Harness, user: User, channel_id: int) -> list[Message]:
    return [h.fake.messages[m] for m in h.fake.notified(user.id) if h.fake.messages[m].channel_id == channel_id]


async def play_a_little(h: Harness, users: dict[int, User], moves: int = 4) -> None:
    """Whoever the game waits for clicks a move of their private view, from their own side's board, a few times;
    after each, both boards show the same version of the game."""
    for _ in range(moves):
        game = await record(h)
        version = game.version  # the record is the live game itself: it changes with the game
        mirror = mirror_of(game)
        assert mirror is not None
        main, copy = await boards(h)
        edits = (main.edits, copy.edits)
        awaited = [u for u in game.humans if f"<@{u}>" in (main.content or "")]
        assert awaited, main.content
        user = users[awaited[0]]
        view = await (bob_view(h, user, copy) if user.id in mirror.users else private_view(h, user, main))
        moves = [c for c in view.buttons() if c["custom_id"].split(":")[3] not in ("cards", "concede", "log")
                 and not c.get("disabled")]
        assert moves, view.labels()
        await h.click(user, custom_id=moves[0]["custom_id"], message=view)
        await h.settle()
        after = await boards(h)
        assert (await record(h)).version > version
        assert after[0].edits > edits[0] or after[0].id != main.id  # both boards show the move
        assert after[1].edits > edits[1] or after[1].id != copy.id


async def bob_view(h: Harness, bob: User, mirror: Message) -> Message:
    await h.click(bob, "Elimi göster", message=mirror)  # the mirror board speaks its server's language
    return h.last_private(bob)


async def matched(h: Harness, game: str) -> tuple[User, User, int]:
    """Two servers that play across servers; alice waits in hers, then bob's /play in his meets her: their game
    starts. Alice, bob and bob's channel."""
    there = h.fake.add_guild(GUILD_B)
    await allow(h, h.fake.CHANNEL_ID)
    await allow(h, there)
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash(alice, "play", game=game)
    await h.slash(bob, "play", channel_id=there, game=game)
    await h.settle()
    return alice, bob, there


async def allow(h: Harness, channel_id: int) -> None:
    admin = h.user("admin", permissions=MANAGE_GUILD)
    await h.slash(admin, "config cross_server", channel_id=channel_id, enabled=True)
    assert "/play may now match members here with players of other servers" in h.last_private(admin).content


@pytest.mark.usefixtures("database")  # SQLite and PostgreSQL
async def test_two_servers_play_across_with_a_board_on_each_side(h: Harness) -> None:
    assert h.bot is not None
    here = h.fake.CHANNEL_ID
    there = h.fake.add_guild(GUILD_B)
    await allow(h, here)
    await allow(h, there)
    admin_b = h.user("admin_b", permissions=MANAGE_GUILD)
    await h.slash(admin_b, "config language", channel_id=there, language="tr")  # the other server speaks Turkish
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash(alice, "play", game="netrunner")
    assert "alone for now" in h.last_private(alice).content
    h.fake.advance(30)
    await h.slash(bob, "play", channel_id=there, game="netrunner")
    await h.settle()

    # the game lives in alice's channel (she waited longer); its mirror stands in bob's, in Turkish
    game = await record(h)
    mirror = mirror_of(game)
    assert game.status == "running" and game.channel_id == here and sorted(game.humans) == sorted([alice.id, bob.id])
    assert mirror is not None and (mirror.guild_id, mirror.channel_id, mirror.users) == (GUILD_B, there,
                                                                                         frozenset({bob.id}))
    main, copy = await boards(h)
    assert main.channel_id == here and copy.channel_id == there
    assert "Show my hand" in main.labels() and "Elimi göster" in copy.labels()
    assert f"/{GUILD_B}/{there}/{copy.id}" in h.last_private(bob).content  # bob is sent to his own side's board
    assert f"/{h.fake.GUILD_ID}/{here}/{main.id}" in h.last_private(alice).content
    assert pinged_in(h, bob, there) and not pinged_in(h, bob, here)  # each pinged on their own side only
    assert pinged_in(h, alice, here) and not pinged_in(h, alice, there)

    # each plays from their own board: every change shows on both boards
    used, answered = h.fake.bot_token_requests(), h.fake.interactions_answered()
    await play_a_little(h, {alice.id: alice, bob.id: bob}, 30)
    await h.settle()
    used, answered = h.fake.bot_token_requests() - used, h.fake.interactions_answered() - answered
    # the other side's board goes through that side's latest interaction's token, as a single board does
    assert used <= REQUEST_BUDGET * answered, (used, answered)
    main, copy = await boards(h)
    assert "Show my hand" in main.labels() and "Elimi göster" in copy.labels()

    # a restart keeps the mirror; a moderator of bob's server deletes it: it is posted again there
    await h.restart()
    main, copy = await boards(h)
    await h.moderator_deletes(copy)
    await h.settle()
    game = await record(h)
    assert game.mirror_message_id is not None and game.mirror_message_id != copy.id
    again = h.fake.messages[game.mirror_message_id]
    assert again.channel_id == there and "Elimi göster" in again.labels()
    await h.slash(bob, "games", channel_id=there)
    assert f"/{GUILD_B}/{there}/{again.id}" in h.last_private(bob).text()  # /games links bob to his side's board

    # bob concedes from his side: the game ends on both boards, announced in both channels, with no Rematch
    view = await bob_view(h, bob, again)
    await press(h, bob, view, "concede")
    await h.click(bob, label=next(lbl for lbl in h.last_private(bob).labels() if "teslim" in lbl.lower()
                                  or "concede" in lbl.lower()), message=h.last_private(bob))
    await h.settle()
    game = await record(h)
    assert game.status == "finished"
    main, copy = await boards(h)
    assert "Rematch" not in main.labels() and not [lbl for lbl in copy.labels() if "Rövanş" in lbl]
    ended_here = h.fake.channel_messages(here, public_only=True)[-1].text()
    ended_there = h.fake.channel_messages(there, public_only=True)[-1].text()
    assert "🏁 Netrunner #1 is over" in ended_here and f"/{here}/{main.id}" in ended_here
    assert "🏁 Netrunner #1 bitti" in ended_there and f"/{there}/{copy.id}" in ended_there  # each in its language
    forged = ComponentId(game.id, game.version, "rematch").encode()
    await h.click_raw(bob, forged, message=copy)
    assert "You played across two servers" in h.last_private(bob).content
    await h.slash(bob, "profile", channel_id=there)
    await h.settle()
    assert f"/{GUILD_B}/{there}/{copy.id}" in h.last_private(bob).text()  # his recent game: his side's board
    await h.slash(bob, "history", channel_id=there)  # his channel's commands find the game by its board there
    assert "Netrunner #1" in h.last_private(bob).text()
    assert not [r for r in h.fake.errors() if r.error != "injected"]


async def test_a_server_that_does_not_allow_it_plays_only_among_its_members(h: Harness) -> None:
    here = h.fake.CHANNEL_ID
    there = h.fake.add_guild(GUILD_B)
    closed = h.fake.add_guild(GUILD_C)
    await allow(h, here)
    await allow(h, there)
    admin_a = h.user("admin_a", permissions=MANAGE_GUILD)
    await h.slash(admin_a, "config private_threads", enabled=True)  # alice's server gives players threads
    alice, carol, bob = h.user("alice"), h.user("carol"), h.user("bob")
    await allow(h, closed)
    await h.slash(carol, "play", channel_id=closed, game="netrunner")
    admin_c = h.user("admin_c", permissions=MANAGE_GUILD)
    await h.slash(admin_c, "config cross_server", channel_id=closed, enabled=False)  # it changes its mind
    await h.slash(alice, "play", game="netrunner")  # carol, already waiting, is no longer offered to others
    assert "alone for now" in h.last_private(carol).content
    assert h.bot is not None and await h.bot.games_store.get(1) is None
    await h.slash(bob, "play", channel_id=there, game="netrunner")  # bob's server allows it: he meets alice
    await h.settle()
    game = await record(h)
    assert sorted(game.humans) == sorted([alice.id, bob.id]) and game.flags.mirror is not None
    carol_waits = await h.bot.get_cog("Community").matchmaker.entry_of(GUILD_C, carol.id)  # type: ignore[union-attr]
    assert carol_waits is not None
    threads = await h.bot.guild_settings.threads_of(1)
    assert {r.user_id for r in threads.values()} == {alice.id}  # bob is not in alice's server: no thread there


async def test_a_backgammon_game_across_servers_played_from_both_boards(h: Harness) -> None:
    """Backgammon is played on the public board itself: each player rolls, picks checkers (a redraw of the board
    they clicked, nothing committed) and moves on their own side's board, to the end."""
    from bot.games.backgammon.game import BgState
    from tests.backgammon.test_e2e import act
    from tests.helpers import stored_state

    alice, bob, there = await matched(h, "backgammon")
    game = await record(h)
    side = {s.seat: s.user_id for s in game.seats}
    used, answered = h.fake.bot_token_requests(), h.fake.interactions_answered()
    clicks_on = {alice.id: 0, bob.id: 0}
    for _ in range(3000):
        state = await stored_state(h, BgState)
        if state.phase == "over":
            break
        user = alice if side[next(iter(state.actors()))] == alice.id else bob
        main, copy = await boards(h)
        board = copy if user is bob else main
        await act(h, board, (user, user))
        clicks_on[user.id] += 1
        await h.settle()
    else:
        raise AssertionError("the game did not end")
    assert clicks_on[alice.id] and clicks_on[bob.id]
    main, copy = await boards(h)
    assert main.text() == copy.text() and "wins" in main.text()  # both boards show the same end
    used, answered = h.fake.bot_token_requests() - used, h.fake.interactions_answered() - answered
    assert used <= REQUEST_BUDGET * answered, (used, answered)


async def test_a_mirror_channel_that_refuses_the_bot_costs_one_refusal_and_the_game_goes_on(h: Harness) -> None:
    alice, bob, there = await matched(h, "netrunner")
    assert h.bot is not None
    writes = rf"/channels/{there}/messages"
    h.fake.app_permissions &= ~SEND_MESSAGES  # bob's server took Send Messages from the bot
    h.fake.fail("POST", writes, 403, times=1000, code=50013)
    h.fake.fail("PATCH", writes, 403, times=1000, code=50013)
    main, copy = await boards(h)

    def refused() -> int:
        return sum(1 for r in h.fake.requests if r.path.startswith(f"/channels/{there}/") and r.status == 403)

    for _ in range(2):  # both keep their hands, in the order the game asks, each from their own board
        game = await record(h)
        main, copy = await boards(h)
        awaited = next(u for u in game.humans if f"<@{u}>" in (main.content or ""))
        view = await (private_view(h, bob, copy) if awaited == bob.id else private_view(h, alice, main))
        await press(h, bob if awaited == bob.id else alice, view, "mulligan", "no")
        await h.settle()
    game = await record(h)
    assert refused() == 1  # the first refusal is remembered: not asked again while it stands
    main, copy = await boards(h)
    assert copy.channel_id == there and copy.interaction_id is not None  # moved to a followup of bob's click
    assert "Show my hand" in copy.labels() and main.edits > 0
    assert copy.text() == main.text()  # bob's board shows the game as it is now, as alice's does
