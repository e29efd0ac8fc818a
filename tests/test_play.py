"""The framework's click handling, end to end through the fake Discord with the Countdown test game."""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import logging
import re
from pathlib import Path

import pytest

from bot.engine.offers import Offer
from bot.framework.kinds import Action
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.logs import quiet_libraries
from tests.helpers import CALLBACK


async def start_game(h: Harness, n: int = 2, **options: object) -> tuple[list[User], Message]:
    users = [h.user(name) for name in ("alice", "bob", "carol", "dave")[:n]]
    board = h.reply(await h.slash(users[0], "countdown new", **options))
    for u in users[1:]:
        await h.click(u, "Join", message=board)
    if n < 4:
        await h.click(users[0], "Start", message=board)
    return users, board


async def stored(h: Harness, game_id: int = 1) -> dict[str, object]:
    assert h.bot is not None
    game = await h.bot.games_store.get(game_id)
    assert game is not None and game.state is not None
    return {"version": game.version, **game.state["data"]}


def pile(board: Message) -> int:
    m = re.search(r"Pile: (\d+)", board.text())
    assert m, board.text()
    return int(m.group(1))


async def test_turns_and_foreign_clicks_leave_state_untouched(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    before = await stored(harness)
    await harness.click(bob, "Take 1", message=board)
    assert harness.last_private(bob).content == "It is not your turn."
    assert harness.last_private(bob).ephemeral
    outsider = harness.user("eve")
    await harness.click(outsider, "Take 1", message=board)
    assert harness.last_private(outsider).content == "You are not playing in this game."
    assert await stored(harness) == before
    await harness.click(alice, "Take 2", message=board)
    assert pile(board) == 8 and (await stored(harness))["turn"] == 1
    assert [m for m in harness.fake.channel_messages(public_only=True) if m.embeds] == [board]  # edited in place
    assert len(board.attachments) == 1  # the image was replaced, not accumulated


async def test_stale_click_gets_the_current_view_privately(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    old = copy.deepcopy(board)
    await harness.click(alice, "Take 1", message=board)
    await harness.click(bob, "Take 1", message=board)
    before = await stored(harness)
    await harness.click(alice, "Take 2", message=old)  # drawn for an older version
    reply = harness.last_private(alice)
    assert reply.ephemeral and "out of date" in reply.content
    assert reply.attachments and "Pile: 8" in reply.text()
    assert await stored(harness) == before


async def test_two_players_clicking_at_the_same_moment(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    snapshot = copy.deepcopy(board)
    await asyncio.gather(
        harness.click(alice, "Grab bonus", message=snapshot),
        harness.click(bob, "Grab bonus", message=snapshot),
    )
    state = await stored(harness)
    assert state["bonus_holder"] in (0, 1)
    loser = bob if state["bonus_holder"] == 0 else alice
    assert "out of date" in harness.last_private(loser).content
    assert harness.bot is not None
    log = await harness.bot.games_store.action_log(1)
    assert [row["action"] for row in log].count("grab") == 1


async def test_select_and_modal_moves(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    await harness.select(alice, ["2"], message=board)
    assert pile(board) == 8
    opened = await harness.click(bob, "Type amount", message=board)
    assert opened.modal is not None and opened.modal["title"] == "Type amount"
    await harness.submit(bob, opened, {"amount": "7"})
    assert "take 1 or 2" in harness.last_private(bob).content
    assert pile(board) == 8
    opened = await harness.click(bob, "Type amount", message=board)
    await harness.submit(bob, opened, {"amount": "1"})
    assert pile(board) == 7


async def test_forged_select_values_are_refused(harness: Harness) -> None:
    (alice, _), board = await start_game(harness, pile=4)
    before = await stored(harness)
    await harness.select(alice, ["3"], message=board)
    assert "not available" in harness.last_private(alice).content
    assert await stored(harness) == before


async def test_private_view_is_ephemeral_and_secret_stays_out_of_public(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    quiet_libraries("DEBUG")  # what `LOG_LEVEL=DEBUG` sets up
    caplog.set_level(logging.DEBUG)
    (alice, bob), board = await start_game(harness)
    state = await stored(harness)
    secrets_ = list(state["secrets"])  # type: ignore[call-overload]
    harness.fake.forbid_public(*secrets_)
    await harness.click(alice, "Show my hand", message=board)
    hand = harness.last_private(alice)
    assert hand.ephemeral and hand.visible_to == alice.id and secrets_[0] in hand.text()
    assert secrets_[1] not in hand.text()
    # a private control re-renders the private message in place
    await harness.click(alice, "New secret", message=hand)
    new_secret = str((await stored(harness))["secrets"][0])  # type: ignore[index]
    harness.fake.forbid_public(new_secret)
    assert new_secret in hand.text() and hand.edits == 1
    await harness.click(alice, "Take 1", message=board)
    await harness.click(bob, "Take 1", message=board)
    assert not harness.fake.leaks
    logged = "\n".join(r.getMessage() for r in caplog.records)
    for secret in [*secrets_, new_secret]:
        assert secret not in logged


async def test_dm_copy_and_closed_dms_are_told_once_and_not_retried(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    await harness.slash(alice, "settings dms", enabled=True)
    await harness.slash(bob, "settings dms", enabled=True)
    harness.fake.closed_dms.add(bob.id)
    await harness.click(alice, "Show my hand", message=board)
    assert len(harness.fake.dms_to(alice.id)) == 1
    await harness.click(bob, "Show my hand", message=board)
    notices = [m for m in harness.fake.ephemerals_for(bob.id) if "could not send you a DM" in m.content]
    assert len(notices) == 1
    dm_posts = len([r for r in harness.fake.requests if r.status == 403])
    await harness.click(bob, "Show my hand", message=board)
    await harness.click(bob, "Show my hand", message=board)
    assert len([r for r in harness.fake.requests if r.status == 403]) == dm_posts  # never retried
    notices = [m for m in harness.fake.ephemerals_for(bob.id) if "could not send you a DM" in m.content]
    assert len(notices) == 1  # told once
    assert harness.last_private(bob).attachments  # the button still works


async def test_deleted_public_message_is_reposted(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    hand_itx = await harness.click(alice, "Show my hand", message=board)
    hand = harness.reply(hand_itx)
    harness.fake.delete(board.id)
    await harness.click(alice, "New secret", message=hand)  # the action edits the (gone) board
    fresh = harness.fake.last_public()
    assert fresh.id != board.id and "Pile: 10" in fresh.text()
    await harness.click(alice, "Take 1", message=fresh)
    assert pile(fresh) == 9


async def test_unexpected_error_gives_an_error_id_and_commits_nothing(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    (alice, _), board = await start_game(harness, boom=True)
    before = await stored(harness)
    await harness.click(alice, "Boom", message=board)
    reply = harness.last_private(alice).content
    m = re.search(r"error id `([0-9a-f]{8})`", reply)
    assert m, reply
    assert any(m.group(1) in r.getMessage() and r.exc_info for r in caplog.records)
    assert await stored(harness) == before


async def test_rate_limits_and_server_errors_are_retried(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    hand = harness.reply(await harness.click(alice, "Show my hand", message=board))
    # edits the public board through the token of the interaction that sent it (a webhook, outside the bot's limit)
    harness.fake.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/[^/]+", 429, retry_after=0.05)
    await harness.click(alice, "New secret", message=hand)
    assert any(r.status == 429 for r in harness.fake.requests)
    assert board.edits >= 1
    harness.fake.fail("POST", CALLBACK, 500)
    await harness.click(alice, "Take 1", message=board)
    assert any(r.status == 500 for r in harness.fake.requests)
    assert pile(board) == 9


async def test_locale_switching(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    turk = harness.user("deniz", locale="tr")
    await harness.click(turk, "Take 1", message=board)
    assert harness.last_private(turk).content == "Bu oyunda oynamıyorsun."
    await harness.slash(turk, "settings language", language="ru")
    assert "по-русски" in harness.last_private(turk).content
    await harness.click(turk, "Take 1", message=board)
    assert harness.last_private(turk).content == "Вы не участвуете в этой игре."
    await harness.slash(turk, "settings language", language="auto")
    await harness.click(turk, "Take 1", message=board)
    assert harness.last_private(turk).content == "Bu oyunda oynamıyorsun."


async def test_public_text_follows_the_opener_locale(harness: Harness) -> None:
    ru = harness.user("ivan", locale="ru")
    board = harness.reply(await harness.slash(ru, "countdown new"))
    assert "Присоединиться" in board.labels()


async def test_restart_survival(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    await harness.click(alice, "Take 1", message=board)
    before = await stored(harness)
    await harness.restart()
    assert await stored(harness) == before
    await harness.click(bob, "Take 2", message=board)  # a button drawn by the previous bot
    assert pile(board) == 7
    assert (await stored(harness))["turn"] == 0


async def test_turn_timeout_plays_for_the_absent_player(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness, turn_seconds=30)
    assert harness.bot is not None
    harness.fake.advance(31)
    assert await harness.bot.scheduler.run_due() == 1
    await harness.settle()
    assert pile(board) == 9 and (await stored(harness))["turn"] == 1
    log = await harness.bot.games_store.action_log(1)
    assert log[-1]["action"] == "timeout" and log[-1]["user_id"] is None


async def test_downtime_is_charged_to_nobody(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness, turn_seconds=30)
    harness.fake.advance(10)
    bot = await harness.restart(down_for=600)  # down for ten minutes
    await harness.settle()
    assert await bot.scheduler.run_due() == 0  # 10 s used, 20 s left
    assert pile(board) == 10
    harness.fake.advance(21)
    assert await bot.scheduler.run_due() == 1
    await harness.settle()
    assert pile(board) == 9


async def test_finished_game_refuses_further_moves(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness, pile=3)
    await harness.click(alice, "Take 1", message=board)
    old = copy.deepcopy(board)
    await harness.click(bob, "Take 2", message=board)
    assert "wins" in board.text() and board.labels() == ["Rematch"]
    await harness.click(alice, "Take 1", message=old)
    assert "over" in harness.last_private(alice).content


async def test_games_and_help_commands(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    itx = await harness.slash(alice, "games")
    text = harness.reply(itx).text()
    assert "Countdown" in text and f"/{board.channel_id}/{board.id}" in text
    lonely = harness.user("zoe")
    assert "not in any" in harness.reply(await harness.slash(lonely, "games")).content
    assert "Countdown" in harness.reply(await harness.slash(alice, "help")).text()
    assert "last counter" in harness.reply(await harness.slash(alice, "help", game="countdown")).text()
    assert "do not know" in harness.reply(await harness.slash(alice, "help", game="chess")).content


async def test_commands_are_synced_only_when_they_change(harness: Harness) -> None:
    assert harness.fake.sync_count == 1
    names = {c["name"] for c in harness.fake.commands["global"]}
    assert {"games", "help", "settings", "countdown"} <= names
    help_cmd = next(c for c in harness.fake.commands["global"] if c["name"] == "help")
    assert help_cmd["name_localizations"]["tr"] == "yardım"
    assert help_cmd["description_localizations"]["ru"].startswith("Как играть")
    await harness.restart()
    assert harness.fake.sync_count == 1  # unchanged definition: no second sync


async def test_images_are_small_pngs(harness: Harness) -> None:
    (alice, _), board = await start_game(harness)
    for attachment in board.attachments:
        assert attachment.data.startswith(b"\x89PNG") and len(attachment.data) < 1_000_000


async def test_command_errors_give_an_error_id(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    assert harness.bot is not None
    alice = harness.user("alice")

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("database on fire")

    monkeypatch.setattr(harness.bot.games_store, "for_user", broken)
    reply = harness.reply(await harness.slash(alice, "games"))
    assert reply.ephemeral and re.search(r"error id `[0-9a-f]{8}`", reply.content)


async def test_every_interaction_is_logged_with_its_time(harness: Harness, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="bot.interactions")
    (alice, bob), board = await start_game(harness)
    await harness.click(bob, "Take 1", message=board)
    await harness.slash(alice, "games")
    lines = [r.getMessage() for r in caplog.records if r.name == "bot.interactions"]
    assert any(re.search(r"game=1 user=\d+ action=take outcome=not_turn ms=\d+\.\d", line) for line in lines)
    assert any(re.search(r"action=/games outcome=done ms=", line) for line in lines)
    assert any("action=join outcome=lobby_join" in line for line in lines)


async def test_a_form_opened_before_a_restart_still_submits(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    opened = await harness.click(alice, "Type amount", message=board)
    await harness.restart()
    await harness.submit(alice, opened, {"amount": "2"})
    assert pile(board) == 8


async def test_abort_by_agreement(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    lonely = harness.user("zoe")
    assert "no running game" in harness.reply(await harness.slash(lonely, "abort")).content
    assert "once every player agrees" in harness.reply(await harness.slash(alice, "abort")).content
    assert "asked to cancel" in board.text()
    await harness.click(alice, "Take 1", message=board)  # the game goes on meanwhile
    assert "Cancelled by agreement" in harness.reply(await harness.slash(bob, "abort")).content
    assert "Cancelled by agreement" in board.text() and board.components == []
    assert harness.bot is not None
    record = await harness.bot.games_store.get(1)
    assert record is not None and record.status == "cancelled"


async def test_a_failed_response_still_leaves_the_board_right(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    # Discord keeps refusing the interaction callback (5 tries with 500 would take long: use 404)
    harness.fake.fail("POST", CALLBACK, 404, times=1)
    await harness.click(alice, "Take 2", message=board, expect_response=False)
    assert pile(board) == 8  # the committed move reached the board by a plain message edit


async def play_against_computer(harness: Harness, take: int) -> tuple[User, Message]:
    """Alice against one computer, a pile of 9: she takes `take`, then the computer's turn is played out."""
    alice = harness.user("alice")
    board = harness.reply(await harness.slash(alice, "countdown new", computers=1, pile=9))
    await harness.click(alice, "Start", message=board)
    await harness.click(alice, f"Take {take}", message=board)
    await harness.settle()
    return alice, board


async def test_a_failing_computer_is_logged_not_lost(
    harness: Harness, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.minigame.cog import CountdownKind

    def broken(*args: object) -> None:
        raise RuntimeError("the model file is missing")

    monkeypatch.setattr(CountdownKind, "computer_action", broken)
    alice, board = await play_against_computer(harness, take=1)
    assert any("computer move failed" in r.getMessage() for r in caplog.records)
    assert pile(board) == 7  # the computer's seat played its offer's timeout move (take 1): the game goes on
    assert alice.mention in board.content  # alice's turn again


@pytest.mark.parametrize("chosen", [Action("take", "3"), Action("grab", "x"), Action("nonsense")])
async def test_a_computer_choosing_what_the_game_does_not_offer_plays_the_offers_move(
    harness: Harness, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch, chosen: Action
) -> None:
    from tests.minigame.cog import CountdownKind

    monkeypatch.setattr(CountdownKind, "computer_action", lambda *args: chosen)
    alice, board = await play_against_computer(harness, take=2)
    assert any("chose no move the game offers" in r.getMessage() for r in caplog.records)
    assert pile(board) == 6


async def test_a_failing_computer_without_a_timeout_move_applies_nothing(
    harness: Harness, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.minigame import engine
    from tests.minigame.cog import CountdownKind

    def no_defaults(self: CountdownKind, state: engine.CountdownState) -> list[Offer[engine.CountdownMove]]:
        return [dataclasses.replace(o, default=None) for o in engine.offers(state)]

    monkeypatch.setattr(CountdownKind, "offers", no_defaults)
    monkeypatch.setattr(CountdownKind, "computer_action", lambda *args: Action("take", "3"))
    alice, board = await play_against_computer(harness, take=1)
    assert any("was refused" in r.getMessage() for r in caplog.records)
    assert pile(board) == 8  # nothing was applied for the computer


async def test_dev_guild_commands_sync_to_that_server_only(tmp_path: Path) -> None:
    from bot.config import Settings
    from bot.harness.fake_discord import FakeDiscord

    settings = Settings(token="fake.token.value", database_path=tmp_path / "dev.sqlite3",
                        dev_guild_id=FakeDiscord.GUILD_ID, computer_delay_s=0)
    async with Harness(tmp_path, settings=settings) as h:
        assert "global" not in h.fake.commands
        names = {c["name"] for c in h.fake.commands[str(FakeDiscord.GUILD_ID)]}
        assert {"games", "help", "backgammon", "tweak", "chips", "abort"} <= names


async def test_a_refused_token_edit_or_token_ping_falls_back_to_the_bots_token(harness: Harness) -> None:
    (alice, bob), board = await start_game(harness)
    hand = harness.reply(await harness.click(alice, "Show my hand", message=board))
    harness.fake.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/[^/]+", 403, times=50)
    harness.fake.fail("POST", r"/webhooks/\d+/[^/]+$", 403, times=50)  # followups: board moves and pings
    edits = board.edits
    await harness.click(alice, "New secret", message=hand)  # a private-view action: the board is edited
    assert board.edits > edits  # with the bot's token, once the interaction's was refused
    assert any(r.method == "PATCH" and r.path.startswith("/channels/") and r.status == 200
               for r in harness.fake.requests)
    await harness.click(alice, "Take 1", message=board)  # bob is newly awaited: pinged in the channel
    pings = [m for m in harness.fake.channel_messages(public_only=True) if m.id != board.id and not m.deleted]
    assert pings and f"<@{bob.id}>" in (pings[-1].content or "")
    assert pings[-1].interaction_id is None  # the bot's own message, not an interaction's followup
