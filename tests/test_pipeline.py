"""The one pipeline: every path that commits ends safe, whatever Discord answers; pings, live views,
restarts. Each test names the defect it guards against."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.games.backgammon.game import BgState
from bot.games.tweak.game import TweakState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.backgammon.test_e2e import act, open_game
from tests.helpers import CALLBACK, assert_board_is, stored_state

BOTH_DATABASES = pytest.mark.usefixtures("database")  # run on SQLite and on PostgreSQL


@BOTH_DATABASES
async def test_join_that_fills_the_lobby_starts_the_game_even_if_its_response_fails(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="blitz", stake=10))
    h.fake.fail("POST", CALLBACK, 403)
    await h.click(bob, "Join", message=board)
    assert h.bot is not None
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "running"
    assert "Join" not in board.labels() and "Resign" in board.labels()  # the board was edited anyway
    assert record.next_deadline is not None and h.bot.scheduler._due.get(1) == record.next_deadline


async def test_a_private_view_action_whose_response_fails_still_updates_the_board(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2))
    await h.click(bob, "Join", message=board)
    state = await stored_state(h, TweakState)
    user = (alice, bob)[state.turn]
    await h.click(user, "Show my hand", message=board)
    view = h.last_private(user)
    pick = next(c for c in view.all_components() if c["custom_id"].split(":")[3] == "hand_pick")
    await h.select(user, [state.hands[state.turn][0]], message=view, custom_id=pick["custom_id"])
    h.fake.fail("POST", CALLBACK, 403)
    await h.click(user, "Discard the hand card", message=h.fake.messages[view.id])
    after = await stored_state(h, TweakState)
    assert after.turn != state.turn
    assert f"{(alice, bob)[after.turn].mention}" in board.content  # the board shows whose turn it is now


async def test_opening_a_game_whose_response_fails_posts_the_board_in_the_channel(h: Harness) -> None:
    alice = h.user("alice")
    h.fake.fail("POST", CALLBACK, 403)
    await h.slash(alice, "backgammon new", expect_response=False)
    board = h.fake.last_public()
    assert "Join" in board.labels()
    assert h.bot is not None
    record = await h.bot.games_store.get(1)
    assert record is not None and record.message_id == board.id and record.status == "lobby"


async def test_a_game_that_cannot_be_posted_anywhere_is_cancelled_and_refunded(h: Harness) -> None:
    alice = h.user("alice")
    assert h.bot is not None
    before = await h.bot.chips.balance(alice.id)
    h.fake.fail("POST", CALLBACK, 403)
    h.fake.fail("POST", r"/channels/\d+/messages$", 403)
    await h.slash(alice, "backgammon bot", level="beginner", expect_response=False)
    record = await h.bot.games_store.get(1)
    assert record is not None and record.status == "cancelled"
    assert await h.bot.chips.balance(alice.id) == before


async def test_a_deleted_backgammon_board_is_posted_again(harness: Harness) -> None:
    h = harness  # Discord refuses the click's answer on the deleted message: this fixture allows that
    alice, bob, board = await open_game(h)
    state = await stored_state(h, BgState)
    mover = (alice, bob)[state.turn]
    h.fake.delete(board.id)
    stale = h.fake.messages[board.id]
    await h.click(mover, "Resign", message=stale)
    fresh = h.fake.last_public()
    assert fresh.id != board.id and not fresh.deleted
    await assert_board_is(h, fresh)
    assert "posted it again" in h.last_private(mover).content


async def test_the_awaited_player_is_pinged_and_nobody_else(h: Harness) -> None:
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    board = h.reply(await h.slash(alice, "backgammon new"))
    await h.click(bob, "Join", message=board)
    state = await stored_state(h, BgState)
    mover, other = ((alice, bob), (bob, alice))[state.turn]
    assert board.content.startswith("Waiting for") and mover.mention in board.content
    assert other.mention not in board.content
    assert h.fake.notified(mover.id), "the player on roll was not notified"
    assert not h.fake.notified(other.id) and not h.fake.notified(carol.id)
    while (await stored_state(h, BgState)).turn == state.turn:
        await act(h, board, (alice, bob))
    assert h.fake.notified(other.id), "the next player was not notified"
    assert set(h.fake.notified()) <= {mover.id, other.id}
    assert len(h.fake.pings()) == 1  # the previous ping is deleted when a new one is sent


async def human_moves_until_computer(h: Harness, alice: User, board: Message) -> BgState:
    """Alice (seat 0) plays her turns with the buttons until the computer (seat 1) is on turn."""
    for _ in range(40):
        state = await stored_state(h, BgState)
        if state.turn == 1 and state.phase in ("roll", "move"):
            return state
        await act(h, board, (alice, alice))
    raise AssertionError("the computer never got the turn")


async def test_the_computers_turn_shows_thinking_and_no_human_controls(h: Harness) -> None:
    alice = h.user("alice")
    assert h.bot is not None
    h.bot.service.clockwork.schedule = lambda *args: None  # type: ignore[method-assign]  # it never moves here
    board = h.reply(await h.slash(alice, "backgammon bot", level="beginner"))
    await human_moves_until_computer(h, alice, board)
    assert "thinking" in board.text()
    assert "Roll" not in board.labels() and "Resign" not in board.labels()
    assert "Auto-roll" in board.labels()  # alice's standing option stays


async def test_open_private_views_are_refreshed_when_the_game_changes(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "tweak new", seats=2))
    await h.click(bob, "Join", message=board)
    state = await stored_state(h, TweakState)
    waiting = (alice, bob)[1 - state.turn]
    await h.click(waiting, "Show my hand", message=board)
    view = h.last_private(waiting)
    assert "Discard the hand card" not in view.labels()
    edits = view.edits
    mover = (alice, bob)[state.turn]
    await h.click(mover, "Show my hand", message=board)
    mine = h.last_private(mover)
    pick = next(c for c in mine.all_components() if c["custom_id"].split(":")[3] == "hand_pick")
    await h.select(mover, [state.hands[state.turn][0]], message=mine, custom_id=pick["custom_id"])
    assert view.edits == edits  # an interface choice refreshes nobody else
    await h.click(mover, "Discard the hand card", message=h.fake.messages[mine.id])
    assert view.edits > edits
    assert "Discard the hand card" in view.labels()  # now it is their turn, and the view shows it


async def test_picking_a_checker_commits_nothing(h: Harness) -> None:
    alice, bob, board = await open_game(h)
    state = await stored_state(h, BgState)
    mover = (alice, bob)[state.turn]
    assert state.phase == "move"  # the opening roll is played at once
    assert h.bot is not None
    record = await h.bot.games_store.get(1)
    assert record is not None
    select = next(c for c in board.all_components() if c.get("type") == 3)
    await h.select(mover, [select["options"][-1]["value"]], message=board)
    again = await h.bot.games_store.get(1)
    assert again is not None and again.version == record.version
    assert any(c["custom_id"].split(":")[3] == "step" for c in board.buttons())


@BOTH_DATABASES
async def test_computer_turns_resume_after_a_restart(h: Harness) -> None:
    alice = h.user("alice")
    assert h.bot is not None
    h.bot.service.clockwork.schedule = lambda *args: None  # type: ignore[method-assign]  # the bot "dies" first
    board = h.reply(await h.slash(alice, "backgammon bot", level="beginner"))
    await human_moves_until_computer(h, alice, board)
    record = await h.bot.games_store.get(1)
    assert record is not None and record.computer_due
    await h.restart(down_for=5)
    await h.settle()
    after = await h.bot.games_store.get(1)
    assert after is not None and after.version > record.version  # the computer played on
    assert "ran out of time" not in board.text()


async def test_a_crash_during_the_downtime_shift_shifts_exactly_once(h: Harness) -> None:
    alice, bob, board = await open_game(h)
    assert h.bot is not None
    deadline = (await h.bot.games_store.get(1)).next_deadline  # type: ignore[union-attr]
    assert deadline is not None
    await h.stop_bot()
    h.fake.advance(100)
    from bot.storage.games import GameStore

    original = GameStore.shift_live

    async def crash(self: GameStore, conn: object, seconds: float, now: float) -> int:
        await original(self, conn, seconds, now)  # type: ignore[arg-type]
        raise RuntimeError("killed mid-shift")

    GameStore.shift_live = crash  # type: ignore[method-assign]
    try:
        try:
            await h.start_bot()
        except RuntimeError:
            pass
        else:
            raise AssertionError("the start-up did not fail")
        assert h.bot is not None

        async def no_heartbeat() -> None:  # a crash writes no clean-shutdown heartbeat
            return None

        h.bot.scheduler.beat = no_heartbeat  # type: ignore[method-assign]
        await h.bot.close()
        h.bot = None
    finally:
        GameStore.shift_live = original  # type: ignore[method-assign]
    await h.start_bot()
    record = await h.bot.games_store.get(1)  # type: ignore[union-attr]
    assert record is not None and record.next_deadline is not None
    assert 100 <= record.next_deadline - deadline < 101  # shifted once, not twice


@BOTH_DATABASES
async def test_a_write_locked_database_gets_a_busy_answer_in_time(h: Harness) -> None:
    alice, bob, board = await open_game(h)
    state = await stored_state(h, BgState)
    mover = (alice, bob)[state.turn]
    if h.settings.database_url:  # PostgreSQL: another process holds the game's row
        import asyncpg

        holder = await asyncpg.connect(h.settings.database_url)
        lock = holder.transaction()
        await lock.start()
        await holder.execute("SELECT * FROM games FOR UPDATE")
        try:
            itx = await h.click(mover, "Resign", message=board)
        finally:
            await lock.rollback()
            await holder.close()
    else:  # SQLite: another process holds the write lock
        other = sqlite3.connect(h.settings.database_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            itx = await h.click(mover, "Resign", message=board)
        finally:
            other.execute("ROLLBACK")
            other.close()
    assert itx.responded and itx.response_type == 6  # deferred within Discord's 3 s
    assert "busy" in h.last_private(mover).content
    assert (await stored_state(h, BgState)) == state  # nothing half-applied
    await asyncio.sleep(0)


@BOTH_DATABASES
async def test_the_game_log_is_private_and_reveals_the_seed_only_when_over(h: Harness) -> None:
    import hashlib

    alice, bob, board = await open_game(h)
    await h.click(bob, "Log", message=board)
    log = h.last_private(bob)
    assert log.ephemeral and "Opening roll" in log.text() and "Seed" not in log.text()
    assert h.bot is not None
    record = await h.bot.games_store.get(1)
    assert record is not None and record.seed is not None
    rows = await h.bot.games_store.action_log(1)
    assert not any(str(record.seed) in row["detail"] for row in rows)  # the audit trail holds only a hash
    digest = hashlib.sha256(str(record.seed).encode()).hexdigest()[:16]
    assert any(row["action"] == "start" and digest in row["detail"] for row in rows)
    state = await stored_state(h, BgState)
    await h.click((alice, bob)[state.turn], "Resign", message=board)
    await h.click((alice, bob)[state.turn], "single game (1)", message=board)
    await h.click((alice, bob)[1 - state.turn], "Accept", message=board)
    assert (await h.bot.games_store.get(1)).status == "finished"  # type: ignore[union-attr]
    itx = await h.slash(alice, "history")
    shown = h.reply(itx)
    assert shown.ephemeral and f"Seed {record.seed}" in shown.text() and digest in shown.text()


async def test_a_board_edit_that_discord_refuses_is_tried_again(h: Harness) -> None:
    alice, bob, board = await open_game(h)
    h.fake.fail("PATCH", r"/channels/\d+/messages/\d+", 403)  # the /abort vote edits the board, not a response
    await h.slash(alice, "abort")
    await h.settle()
    assert "asked to cancel" in board.text()  # shown on the second try
    assert h.bot is not None
    record = await h.bot.games_store.get(1)
    assert record is not None
    shown_version = {int(c["custom_id"].split(":")[2], 36) for c in board.all_components() if c.get("custom_id")}
    assert shown_version == {record.version}


async def test_turn_dms_are_opt_in(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash(bob, "settings turn_dm", enabled=True)
    board = h.reply(await h.slash(alice, "backgammon new"))
    await h.click(bob, "Join", message=board)
    for _ in range(40):
        state = await stored_state(h, BgState)
        if state.turn == 1 and h.fake.dms_to(bob.id):
            break
        await act(h, board, (alice, bob))
    dms = h.fake.dms_to(bob.id)
    assert dms and "your move in Backgammon" in dms[-1].content and "https://discord.com/channels/" in dms[-1].content
    assert not h.fake.dms_to(alice.id)  # she did not ask for them
