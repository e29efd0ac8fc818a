"""Private threads for hands (a server setting): created per player with only that player, kept up to
date with live buttons, closed at the end; every failure falls back to the private view."""

from __future__ import annotations

from bot.harness import Harness, User
from bot.harness.driver import MANAGE_GUILD
from bot.harness.fake_discord import CREATE_PRIVATE_THREADS, MANAGE_THREADS, PRIVATE_THREAD, Message
from tests.zero.helpers import choose, press, private_view, run_game, state_of


async def enable(h: Harness) -> User:
    admin = h.user("admin", permissions=MANAGE_GUILD)
    reply = h.reply(await h.slash(admin, "config private_threads", enabled=True))
    assert "Private threads are on" in reply.text() and reply.ephemeral
    return admin


async def zero_game(h: Harness) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    await h.settle()
    return alice, bob, board


def thread_of(h: Harness, user: User) -> dict:
    threads = [t for t in h.fake.threads() if user.id in h.fake.thread_members(int(t["id"]))]
    assert len(threads) == 1, threads
    return threads[0]


def hand_message(h: Harness, thread: dict) -> Message:
    messages = h.fake.channel_messages(int(thread["id"]))
    assert messages
    return messages[-1]


async def test_only_managers_may_turn_private_threads_on(h: Harness) -> None:
    member = h.user("member")
    reply = h.reply(await h.slash(member, "config private_threads", enabled=True))
    assert "manage this server" in reply.text()
    assert h.bot is not None and not (await h.bot.guild_settings.get(h.fake.GUILD_ID)).private_threads


async def test_each_player_gets_a_private_thread_with_live_buttons(h: Harness) -> None:
    await enable(h)
    alice, bob, board = await zero_game(h)
    for user in (alice, bob):
        thread = thread_of(h, user)
        assert thread["type"] == PRIVATE_THREAD and thread["thread_metadata"]["invitable"] is False
        assert h.fake.thread_members(int(thread["id"])) == {h.fake.BOT_ID, user.id}
        assert thread["parent_id"] == str(h.fake.CHANNEL_ID) and "Knowing Zero" in thread["name"]
        message = hand_message(h, thread)
        assert user.id in h.fake.notified() and message.content == user.mention
        assert "Choose your deck" in message.text()
    alice_hand = hand_message(h, thread_of(h, alice))
    await press(h, alice, alice_hand, "deck", "wildlands")  # a click in the thread plays
    assert (await state_of(h)).deck_choice[0] == "wildlands"
    assert "Waiting for bob" in alice_hand.text() and not alice_hand.ephemeral
    await press(h, bob, hand_message(h, thread_of(h, bob)), "deck", "foundry")
    await h.settle()
    state = await state_of(h)
    mover = (alice, bob)[state.turn]
    hand = hand_message(h, thread_of(h, mover))
    assert "Your turn" in hand.text() and hand.attachments[0].filename == "hand.png"  # edited by itself
    if any(c["custom_id"].split(":")[3] == "abstraction" for c in hand.all_components()):
        select = next(c for c in hand.all_components() if c["custom_id"].split(":")[3] == "abstraction")
        await choose(h, mover, hand, "abstraction", [select["options"][0]["value"]])
    assert hand.edits >= 1 and not h.fake.leaks


async def end_by_agreement(h: Harness, alice: User, bob: User, board: Message) -> None:
    await run_game(h, board, {0: alice, 1: bob}, until=lambda s: s.phase == "turn")
    await press(h, bob, await private_view(h, bob, board), "offer_draw")
    await press(h, alice, await private_view(h, alice, board), "draw_accept")
    await h.settle()


async def test_threads_are_archived_and_locked_when_the_game_ends(h: Harness) -> None:
    h.fake.app_permissions |= MANAGE_THREADS
    await enable(h)
    alice, bob, board = await zero_game(h)
    await end_by_agreement(h, alice, bob, board)
    for user in (alice, bob):
        thread = thread_of(h, user)
        assert thread["thread_metadata"]["archived"] and thread["thread_metadata"]["locked"]
        assert not hand_message(h, thread).all_components()  # no live buttons on a finished game


async def test_without_manage_threads_a_finished_games_thread_is_archived(harness: Harness) -> None:
    h = harness  # Discord refuses the lock: expected here
    await enable(h)
    alice, bob, board = await zero_game(h)
    await end_by_agreement(h, alice, bob, board)
    thread = thread_of(h, alice)
    assert thread["thread_metadata"]["archived"] and not thread["thread_metadata"]["locked"]


async def test_without_the_permission_the_private_view_remains(harness: Harness) -> None:
    h = harness  # this fixture lets Discord's refusal through: it is what the test is about
    await enable(h)
    h.fake.app_permissions &= ~CREATE_PRIVATE_THREADS
    alice, bob, board = await zero_game(h)
    assert not h.fake.threads()
    assert [r.status for r in h.fake.errors() if "/threads" in r.path] == [403]  # asked once, not in a loop
    view = await private_view(h, alice, board)
    await press(h, alice, view, "deck", "wildlands")
    assert (await state_of(h)).deck_choice[0] == "wildlands"


async def test_a_deleted_thread_or_message_is_made_again(harness: Harness) -> None:
    h = harness  # Discord's 404s for what a moderator deleted are expected here
    await enable(h)
    alice, bob, board = await zero_game(h)
    first = thread_of(h, alice)
    h.fake.delete_channel(int(first["id"]))
    h.fake.delete(hand_message(h, thread_of(h, bob)).id)
    await press(h, alice, await private_view(h, alice, board), "deck", "wildlands")
    await h.settle()
    again = thread_of(h, alice)
    assert again["id"] != first["id"] and "Waiting for bob" in hand_message(h, again).text()
    assert "Choose your deck" in hand_message(h, thread_of(h, bob)).text()  # posted anew in bob's thread


async def test_an_archived_thread_is_reopened_to_show_the_game(harness: Harness) -> None:
    h = harness  # Discord refuses the first edit of an archived thread's message: expected here
    await enable(h)
    alice, bob, board = await zero_game(h)
    thread = thread_of(h, alice)
    thread["thread_metadata"]["archived"] = True  # a week without messages
    await press(h, alice, await private_view(h, alice, board), "deck", "wildlands")
    await h.settle()
    assert not thread["thread_metadata"]["archived"] and "Waiting for bob" in hand_message(h, thread).text()


async def test_the_setting_survives_a_restart_and_old_thread_buttons_work(h: Harness) -> None:
    await enable(h)
    alice, bob, board = await zero_game(h)
    hand = hand_message(h, thread_of(h, alice))
    await h.restart(down_for=5)
    await press(h, alice, hand, "deck", "crossroads")
    assert (await state_of(h)).deck_choice[0] == "crossroads"
    assert "Waiting for bob" in hand.text()


async def test_a_refused_thread_edit_never_stops_the_game(harness: Harness) -> None:
    h = harness  # Discord's refusals are the point here
    await enable(h)
    alice, bob, board = await zero_game(h)
    thread = thread_of(h, bob)
    h.fake.fail("PATCH", rf"/channels/{thread['id']}/messages/\d+", 403, times=5)  # the bot lost the thread
    await press(h, alice, await private_view(h, alice, board), "deck", "wildlands")
    await h.settle()
    assert (await state_of(h)).deck_choice[0] == "wildlands" and "alice has chosen a deck" in board.text()
    await press(h, bob, await private_view(h, bob, board), "deck", "foundry")  # bob plays on from his view
    await h.settle()
    assert (await state_of(h)).phase == "turn"


async def test_a_thread_edit_that_fails_once_is_retried(h: Harness) -> None:
    await enable(h)
    alice, bob, board = await zero_game(h)
    thread = thread_of(h, bob)
    path = rf"/channels/{thread['id']}/messages/\d+"
    h.fake.fail("PATCH", path, 500, times=1)
    edits = hand_message(h, thread).edits
    await press(h, alice, await private_view(h, alice, board), "deck", "wildlands")
    await h.settle()
    prefix = f"/channels/{thread['id']}/"
    tries = [r.status for r in h.fake.requests if r.method == "PATCH" and r.path.startswith(prefix)]
    assert tries == [500, 200] and hand_message(h, thread).edits == edits + 1  # refused once, then edited


async def test_a_tweak_turn_is_played_from_the_thread(h: Harness) -> None:
    from bot.games.tweak.game import TweakState
    from tests.helpers import stored_state

    await enable(h)
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2))
    await h.click(bob, "Join", message=board)
    await h.settle()
    state = await stored_state(h, TweakState)
    mover = (alice, bob)[state.turn]
    hand = hand_message(h, thread_of(h, mover))
    card = state.hands[state.turn][0]
    hand = await choose(h, mover, hand, "hand_pick", [card])  # an interface choice redraws the thread message
    assert not hand.ephemeral and any(c.get("custom_id", "").endswith(":" + card) for c in hand.buttons())
    await press(h, mover, hand, "discard")
    after = await stored_state(h, TweakState)
    assert card in after.table and after.turn != state.turn
