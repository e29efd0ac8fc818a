"""What a newcomer sees around a game: private views named by their game, a visible ending at the bottom of
the channel that takes the place of the last "it's your move", and confirmations before destructive actions."""

from __future__ import annotations

from bot.framework.custom_ids import ComponentId
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import component, stored_record


async def test_each_private_view_names_its_game_and_number(harness: Harness) -> None:
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    boards = []
    for opponent in (bob, carol):
        board = h.reply(await h.slash(alice, "countdown new", opponent=opponent))
        await h.click(opponent, "Accept", message=board)
        boards.append(board)
    titles = []
    for board in boards:
        await h.click(alice, "Show my hand", message=board)
        titles.append(h.last_private(alice).embeds[0]["title"])
    assert titles == ["Countdown · #1", "Countdown · #2"]  # the game's own title names it: only the number added


async def test_the_end_is_announced_at_the_bottom_and_no_ping_is_left_behind(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "countdown new", opponent=bob, pile=3))
    await h.click(bob, "Accept", message=board)
    turn_pings = [m for m in h.fake.pings() if "your move" in m.content and not m.deleted]
    assert len(turn_pings) <= 1
    players = {0: alice, 1: bob}
    while True:
        record = await stored_record(h)
        if record.status != "running":
            break
        state = record.state["data"]  # type: ignore[index]
        mover = players[int(state["turn"])]
        await h.click(mover, custom_id=component(board, "take", "1")["custom_id"], message=board)
    await h.settle()
    live = [m for m in h.fake.channel_messages(public_only=True) if not m.deleted]
    last = live[-1]
    assert last.id != board.id and last.content.startswith("🏁 Countdown #1 is over:")
    assert "took the last counter and wins" in last.content
    assert f"/{board.channel_id}/{board.id}" in last.content  # a link to the board, far up the channel
    assert not [m for m in live if "your move" in m.content], "an 'it's your move' is left after the end"
    assert last.id not in h.fake.notified(alice.id) + h.fake.notified(bob.id)  # it names them, it pings nobody


async def open_view(h: Harness, user: User, board: Message) -> Message:
    await h.click(user, custom_id=component(board, "hand")["custom_id"], message=board)
    return h.last_private(user)


async def test_concede_asks_first_and_keep_playing_changes_nothing(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "netrunner new", computer=True))
    view = await open_view(h, alice, board)
    assert view.embeds[0]["title"].startswith("Netrunner #1")  # the view names its game
    version = (await stored_record(h)).version
    await h.click(alice, custom_id=component(view, "concede")["custom_id"], message=view)
    question = h.last_private(alice)
    assert question.id != view.id and "Concede Netrunner #1?" in question.text()
    assert [b["label"] for b in question.buttons()] == ["Yes, concede", "Keep playing"]
    assert (await stored_record(h)).status == "running" and (await stored_record(h)).version == version
    await h.click(alice, "Keep playing", message=question)
    assert question.buttons() == [] and "The game goes on." in question.text()
    assert (await stored_record(h)).version == version

    await h.click(alice, custom_id=component(view, "concede")["custom_id"], message=view)
    question = h.last_private(alice)
    await h.click(alice, "Yes, concede", message=question)
    await h.settle()
    record = await stored_record(h)
    assert record.status == "finished"
    assert h.fake.messages[view.id].buttons() == []  # the hand it was conceded from has nothing left to click
    last = [m for m in h.fake.channel_messages(public_only=True) if not m.deleted][-1]
    assert last.content.startswith("🏁 Netrunner #1 is over: ") and "conceded" in last.content


async def test_a_forged_confirmation_of_an_action_never_asked_about_is_refused(h: Harness) -> None:
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "netrunner new", computer=True))
    view = await open_view(h, alice, board)
    version = (await stored_record(h)).version
    for arg in ("draw", "credit", "nope"):
        forged = ComponentId(1, version, "really", arg).encode()
        answer = await h.click_raw(alice, forged, message=view)
        assert "not available" in h.fake.messages[answer.original_id].text()  # type: ignore[index]
    assert (await stored_record(h)).version == version


async def test_a_timeout_redraws_every_open_private_view(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "countdown new", opponent=bob, turn_seconds=60))
    await h.click(bob, "Accept", message=board)
    views = [await open_view(h, user, board) for user in (alice, bob)]
    assert h.bot is not None
    h.fake.advance(61)
    await h.bot.scheduler.run_due()
    await h.settle()
    record = await stored_record(h)
    assert record.version > 1
    for view in views:
        shown = {ComponentId.parse(c["custom_id"]).version for c in h.fake.messages[view.id].buttons()}  # type: ignore[union-attr]
        assert shown == {record.version}, "a private view still shows the game before the timeout"


async def test_games_says_whose_move_it_is(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "countdown new", opponent=bob))
    await h.click(bob, "Accept", message=board)
    state = (await stored_record(h)).state["data"]  # type: ignore[index]
    mover, waiting = (alice, bob) if state["turn"] == 0 else (bob, alice)
    await h.slash(mover, "games")
    assert "**your move**" in h.last_private(mover).text()
    await h.slash(waiting, "games")
    assert f"waiting for <@{mover.id}>" in h.last_private(waiting).text()


async def test_the_ping_before_a_restart_is_deleted_by_the_next_one(harness: Harness) -> None:
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "countdown new", opponent=bob, pile=9))
    await h.click(bob, "Accept", message=board)
    players = {0: alice, 1: bob}

    async def take() -> None:
        record = await stored_record(h)
        mover = players[int(record.state["data"]["turn"])]  # type: ignore[index]
        await h.click(mover, custom_id=component(h.fake.messages[board.id], "take", "1")["custom_id"], message=board)
        await h.settle()

    await take()
    before = [m for m in h.fake.pings() if not m.deleted]
    assert len(before) == 1
    await h.restart()
    await take()
    live = [m for m in h.fake.pings() if not m.deleted and "your move" in m.content]
    assert len(live) == 1 and live[0].id != before[0].id  # the ping from before the restart is gone


async def test_an_end_announcement_discord_refuses_changes_nothing_else(harness: Harness) -> None:
    """Discord refusing the end message (403 Missing Permissions, through the token and with the bot's own token)
    leaves the game finished, its board showing the result, and nothing raised."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "countdown new", opponent=bob, pile=3))
    await h.click(bob, "Accept", message=board)
    while (record := await stored_record(h)).status == "running":
        state = record.state["data"]  # type: ignore[index]
        if state["pile"] == 1:  # the last take: Discord refuses every way the end message could go
            h.fake.fail("POST", r"/webhooks/", 403, times=5, code=50013)
            h.fake.fail("POST", r"/channels/\d+/messages$", 403, times=5, code=50013)
        mover = (alice, bob)[int(state["turn"])]
        await h.click(mover, custom_id=component(h.fake.messages[board.id], "take", "1")["custom_id"], message=board)
        await h.settle()
    assert (await stored_record(h)).status == "finished"
    assert "took the last counter and wins" in h.fake.messages[board.id].text()
    assert not [m for m in h.fake.channel_messages(public_only=True) if m.content.startswith("🏁") and not m.deleted]
