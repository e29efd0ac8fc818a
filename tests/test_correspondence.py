"""Correspondence play through the fake Discord and its clock: a day clock, the low-clock reminder, a time-out, a
vacation (ended early and run to its end), the yearly allowance, /games with your decisions first, a restart in the
middle of a week, and a whole game played a move a day, its board moving to fresh messages."""

from __future__ import annotations

import re

import pytest

from bot.games.zero import game
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.games import GameRecord
from tests.helpers import stored_record
from tests.zero.helpers import act, state_of

HOUR, DAY = 3600.0, 86400.0


async def correspondence_game(h: Harness, hours: int = 24) -> tuple[User, User, Message]:
    alice, bob = h.user("alice"), h.user("bob")
    lobby = h.reply(await h.slash(alice, "zero new", pace="correspondence", move_time=hours))
    await h.click(bob, "Join", message=lobby)
    return alice, bob, lobby


async def board_of(h: Harness, game_id: int = 1) -> Message:
    record = await stored_record(h, game_id)
    assert record.message_id is not None
    return h.fake.messages[record.message_id]


async def fire(h: Harness) -> int:
    assert h.bot is not None
    fired = await h.bot.scheduler.run_due()
    await h.settle()
    return fired


def reminders(h: Harness) -> list[Message]:
    return [m for m in h.fake.channel_messages(public_only=True) if "a quarter of your time" in m.text()]


async def test_the_lobby_states_the_pace_and_waits_days(harness: Harness) -> None:
    h = harness
    alice = h.user("alice")
    lobby = h.reply(await h.slash(alice, "zero new", pace="correspondence", move_time=48))
    assert "Correspondence: 2 days a move" in lobby.text()
    assert "plays its default for you" in lobby.text()
    record = await stored_record(h)
    assert record.next_deadline is not None and record.next_deadline - h.fake.now() == pytest.approx(3 * DAY, abs=5)
    h.fake.advance(2 * DAY)
    assert await fire(h) == 0 and (await stored_record(h)).status == "lobby"  # a live lobby would be gone by now


async def test_a_move_time_alone_means_correspondence_and_a_live_game_has_none(harness: Harness) -> None:
    h = harness
    alice = h.user("alice")
    await h.slash(alice, "zero new", move_time=72)
    assert (await stored_record(h, 1)).options["move_hours"] == 72
    await h.slash(alice, "zero new")
    live = await stored_record(h, 2)
    assert "pace" not in live.options and "move_hours" not in live.options


async def test_each_decision_has_the_day_clock_and_one_reminder_at_a_quarter_left(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    record = await stored_record(h)
    start = h.fake.now()
    assert record.next_deadline == pytest.approx(start + DAY, abs=5)
    assert record.remind_at == pytest.approx(start + 0.75 * DAY, abs=5)
    h.fake.advance(0.75 * DAY - HOUR)
    await fire(h)
    assert not reminders(h)
    h.fake.advance(2 * HOUR)
    await fire(h)
    (reminder,) = reminders(h)
    assert alice.mention in reminder.text() and bob.mention in reminder.text()
    assert f"<t:{int(record.next_deadline)}:R>" in reminder.text()
    turn_pings = [m for m in h.fake.channel_messages(public_only=True) if "your turn" in m.text().lower()]
    assert not turn_pings, "the reminder takes the place of the game's last ping"
    h.fake.advance(HOUR)
    await fire(h)
    assert len(reminders(h)) == 1, "one reminder a decision"
    assert (await stored_record(h)).version == record.version, "a reminder changes no game: no button goes stale"


async def test_a_day_clock_runs_out_and_the_default_is_played(harness: Harness) -> None:
    h = harness
    await correspondence_game(h)
    assert game.awaited(await state_of(h)) == {0: "deck", 1: "deck"}
    h.fake.advance(DAY + 60)
    assert await fire(h) >= 1
    assert "deck" not in game.awaited(await state_of(h)).values()  # each seat was given a deck
    record = await stored_record(h)
    assert record.next_deadline is not None and record.next_deadline - h.fake.now() == pytest.approx(DAY, abs=5)


async def vacation(h: Harness, user: User, days: int) -> str:
    await h.slash(user, "vacation start", days=days)
    return h.last_private(user).text()


async def test_a_vacation_pauses_the_clock_and_coming_back_early_restarts_it(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    h.fake.advance(6 * HOUR)  # a quarter of alice's day is used before she leaves
    answer = await vacation(h, alice, 5)
    assert "on vacation until" in answer and "1 correspondence game" in answer
    record = await stored_record(h)
    held = record.flags.paused
    assert held is not None and held.who == (alice.id,)
    assert held.until == pytest.approx(h.fake.now() + 5 * DAY, abs=5)
    assert record.next_deadline == held.until and record.remind_at is None
    board = await board_of(h)
    assert "Clocks paused" in board.text() and alice.mention in board.text()
    h.fake.advance(3 * DAY)
    await fire(h)
    assert game.awaited(await state_of(h)) == {0: "deck", 1: "deck"}, "nobody timed out while alice was away"
    await h.slash(alice, "vacation end")
    assert "Welcome back" in h.last_private(alice).text()
    record = await stored_record(h)
    assert record.flags.paused is None
    assert record.next_deadline is not None
    assert record.next_deadline - h.fake.now() == pytest.approx(18 * HOUR, abs=60), "the 18 hours she had left"
    assert "Clocks paused" not in (await board_of(h)).text()
    await h.slash(alice, "vacation end")
    assert "not on vacation" in h.last_private(alice).text()


async def test_a_vacation_that_runs_out_restarts_the_clock_by_itself(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    await vacation(h, alice, 2)
    h.fake.advance(2 * DAY + 1)
    await fire(h)
    record = await stored_record(h)
    assert record.flags.paused is None
    assert record.next_deadline is not None and record.next_deadline - h.fake.now() == pytest.approx(DAY, abs=60)


async def test_the_opponent_moving_into_a_vacation_pauses_the_game_then(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    await act(h, bob, 1, await board_of(h))  # bob chooses his deck; alice is still awaited
    await vacation(h, bob, 3)  # bob is not awaited now: his vacation pauses nothing yet
    assert (await stored_record(h)).flags.paused is None
    for _ in range(30):  # alice plays until the game waits for bob
        state = await state_of(h)
        if 1 in game.awaited(state) or game.answering(state) == 1:
            break
        await act(h, alice, 0, await board_of(h))
    else:
        raise AssertionError("the game never came to bob")
    held = (await stored_record(h)).flags.paused
    assert held is not None and held.who == (bob.id,), "the move that made bob's turn paused the clocks"
    assert "Clocks paused" in (await board_of(h)).text()


async def test_the_yearly_allowance_is_the_servers(harness: Harness) -> None:
    h = harness
    alice = h.user("alice")
    admin = h.user("admin", permissions=0x20)  # Manage Server
    await h.slash(admin, "config vacation_days", days=5)
    answer = await vacation(h, alice, 6)
    assert "more than you have left: 5 vacation days" in answer
    assert "on vacation until" in await vacation(h, alice, 3)
    assert "already on vacation" in await vacation(h, alice, 1)
    h.fake.advance(DAY)
    await h.slash(alice, "vacation end")
    assert "more than you have left: 4 vacation days" in await vacation(h, alice, 5)  # one day was taken
    await h.slash(admin, "config vacation_days", days=0)
    assert "does not allow vacations" in await vacation(h, alice, 1)


async def test_games_lists_your_decisions_first_with_what_and_when(harness: Harness) -> None:
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    first = h.reply(await h.slash(alice, "zero new", pace="correspondence", move_time=24))
    await h.click(bob, "Join", message=first)
    await act(h, alice, 0, await board_of(h, 1))  # game 1 now waits for bob only
    second = h.reply(await h.slash(carol, "zero new", pace="correspondence", move_time=72))
    await h.click(alice, "Join", message=second)  # game 2 waits for alice (and carol)
    await h.slash(alice, "games")
    lines = [line for line in h.last_private(alice).text().splitlines() if line.startswith("**")]
    assert len(lines) == 2
    assert "#2" in lines[0] and "**your move**: choose a deck" in lines[0] and "📬 3 days a move" in lines[0]
    assert "#1" in lines[1] and f"waiting for {bob.mention}: choose a deck" in lines[1]
    assert all(re.search(r"clock ends <t:\d+:R>", line) for line in lines)


async def test_correspondence_hands_live_in_private_threads(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    created = [r for r in h.fake.requests if r.method == "POST" and r.path.endswith("/threads")]
    assert len(created) == 2, "a private thread per player, though the server never turned them on"


async def test_a_whole_game_a_move_a_day_over_weeks_with_a_restart(harness: Harness) -> None:
    h = harness
    h.fake.enforce_limits(scale=0.02)
    alice, bob, _ = await correspondence_game(h, hours=48)
    users = {0: alice, 1: bob}
    started, boards, restarted, last, sittings = h.fake.now(), set(), False, None, 0
    for _ in range(2000):
        state = await state_of(h)
        answering = game.answering(state)
        seats = [answering] if answering is not None else sorted(game.awaited(state))
        if seats and seats[0] != last:  # a member sits down once a day, inside the clock, and plays what is theirs
            sittings += 1
            h.fake.advance(20 * HOUR)
            await fire(h)  # at most a reminder: nobody runs out of time
            if not restarted and h.fake.now() - started > 7 * DAY:
                await h.restart(down_for=3 * HOUR)
                restarted = True
            state = await state_of(h)
            answering = game.answering(state)
            seats = [answering] if answering is not None else sorted(game.awaited(state))
        if state.is_over():
            break
        last = seats[0]
        board = await board_of(h)
        boards.add(board.id)
        await act(h, users[seats[0]], seats[0], board)
    state = await state_of(h)
    assert state.is_over() and restarted
    assert h.fake.now() - started > 14 * DAY, "the game lasted weeks"
    record: GameRecord = await stored_record(h)
    assert record.status == "finished"
    timeouts = [r for r in await h.bot.games_store.action_log(1) if r.get("action") == "timeout"]  # type: ignore[union-attr]
    assert not timeouts
    refused = [r for r in h.fake.requests if r.status == 400 and "older than 1 hour" in (r.error or "")]
    assert not refused and len(boards) > 3, "the board moved to fresh messages, never edited past Discord's limit"
    live = [m for m in h.fake.channel_messages(public_only=True) if m.embeds and m.buttons()
            and "Show my hand" in m.labels()]
    assert not live, "one board at a time, and none left live once the game is over"
    assert any("Game over" in m.text() or "ended" in m.text() for m in h.fake.channel_messages(public_only=True))
    # each sitting (a member's whole answer, a day after the other's) costs its turn ping and the old one's deletion,
    # the old board's deletion, and each player's thread brought up to date: a handful of requests a day, where the
    # rate limits count requests a second
    used = h.fake.bot_token_requests()
    assert used <= 10 * sittings, f"{used} bot-token requests for {sittings} sittings"



async def test_a_restart_holds_no_far_timer_in_memory_and_reads_it_as_it_nears(harness: Harness) -> None:
    h = harness
    await correspondence_game(h, hours=48)
    deadline = (await stored_record(h)).next_deadline
    assert deadline is not None
    bot = await h.restart(down_for=600)  # ten minutes down: a two-day clock is not moved on for that
    assert 1 not in bot.scheduler._due and not bot.games_store._live, "a game nobody acts in costs no memory"
    assert (await stored_record(h)).next_deadline == deadline
    h.fake.advance(deadline - h.fake.now() - 1800)  # half an hour before the clock ends
    await fire(h)
    assert bot.scheduler._due.get(1) == deadline, "read from the index once it came within the horizon"
    h.fake.advance(1801)
    await fire(h)
    assert "deck" not in game.awaited(await state_of(h)).values(), "and it ran out on time"


async def test_a_long_downtime_moves_a_correspondence_clock_on(harness: Harness) -> None:
    h = harness
    await correspondence_game(h, hours=48)
    deadline = (await stored_record(h)).next_deadline
    assert deadline is not None
    await h.restart(down_for=5 * HOUR)
    assert (await stored_record(h)).next_deadline == pytest.approx(deadline + 5 * HOUR, abs=5)


async def test_without_threads_show_my_hand_works_on_any_day(harness: Harness) -> None:
    h = harness
    h.fake.fail("POST", r"/channels/\d+/threads$", 403, times=10, code=50013)  # the channel refuses threads
    alice, bob, _ = await correspondence_game(h, hours=168)
    assert not [r for r in h.fake.requests if r.path.endswith("/threads") and r.status < 300]
    h.fake.advance(4 * DAY)
    await fire(h)
    await h.click(alice, "Show my hand", message=await board_of(h))
    hand = h.last_private(alice)
    assert hand.ephemeral and any(":deck:" in c.get("custom_id", "") for c in hand.all_components())


async def test_a_game_that_ends_while_paused_keeps_no_pause(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    await vacation(h, alice, 3)
    assert (await stored_record(h)).flags.paused is not None
    await h.slash(bob, "abort")
    await h.slash(alice, "abort")  # both ask: the game is cancelled
    record = await stored_record(h)
    assert record.status == "cancelled" and record.flags.paused is None and record.next_deadline is None


async def test_a_vacation_whose_board_edit_discord_refuses_is_shown_on_the_next_try(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    h.fake.fail("PATCH", r"/channels/\d+/messages/\d+", 500, times=3)  # the pause's board edit: past the retries
    await vacation(h, alice, 3)
    await h.settle()
    record = await stored_record(h)
    assert record.flags.paused is not None
    assert h.bot is not None and h.bot.scheduler._due.get(1) == record.next_deadline, "the timer is armed"
    board = await board_of(h)
    assert "Clocks paused" in board.text(), "shown again once Discord took it"
    shown = {int(c["custom_id"].split(":")[2], 36) for c in board.all_components() if c.get("custom_id")}
    assert shown == {record.version}


async def test_a_reminder_discord_refuses_leaves_the_clock_running(harness: Harness) -> None:
    h = harness
    alice, bob, _ = await correspondence_game(h)
    deadline = (await stored_record(h)).next_deadline
    h.fake.fail("POST", r"/channels/\d+/messages$", 403, times=5, code=50013)  # the channel refuses the ping
    h.fake.advance(0.75 * DAY + 60)
    await fire(h)
    assert not reminders(h)
    record = await stored_record(h)
    assert record.remind_at is None, "not tried again and again"
    assert h.bot is not None and h.bot.scheduler._due.get(1) == deadline, "the clock's end is still armed"
    h.fake.advance(0.25 * DAY)
    await fire(h)
    assert "deck" not in game.awaited(await state_of(h)).values(), "and it ran out on time"
