"""A channel where the bot lost a permission: the first 403 is remembered and the bot stops asking for what it
cannot get (each 403 counts toward Discord's invalid-request ban) until an interaction from the channel shows
the permission is back, or ten minutes pass."""

from __future__ import annotations

from bot.framework.publisher import FORBIDDEN_S, TOKEN_S, Shown
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.games import GameRecord
from tests.helpers import stored_record

SEND_MESSAGES = 1 << 11
CHANNEL_WRITES = r"/channels/\d+/messages"


async def quiet_game(h: Harness) -> tuple[User, Message, GameRecord]:
    """A backgammon game nobody has touched for a quarter of an hour: its pings take the bot's own token."""
    assert h.bot is not None
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "backgammon new", mode="single"))
    await h.click(bob, "Join", message=board)
    h.fake.advance(TOKEN_S + 1)
    return alice, board, await stored_record(h)


def channel_writes(h: Harness, status: int | None = None) -> int:
    return sum(1 for r in h.fake.requests if r.path.startswith(f"/channels/{h.fake.CHANNEL_ID}/messages")
               and r.method in ("POST", "PATCH") and (status is None or r.status == status))


async def test_a_missing_permission_is_asked_for_once(h: Harness) -> None:
    alice, board, record = await quiet_game(h)
    assert h.bot is not None
    display = h.bot.service.public_display(record, h.bot.registry.get("backgammon"))
    rendered = await h.bot.service.render(record, display)
    allowed = h.fake.app_permissions
    h.fake.app_permissions = allowed & ~SEND_MESSAGES  # a moderator took Send Messages from the bot here
    h.fake.fail("POST", CHANNEL_WRITES, 403, times=1000, code=50013)
    h.fake.fail("PATCH", CHANNEL_WRITES, 403, times=1000, code=50013)
    before = channel_writes(h)
    await h.bot.publisher.ping(record, [alice.id], "ping")
    assert channel_writes(h, 403) == 1 and h.bot.invalid_requests.count() == 1
    # while the permission is missing, pings and board updates are not even tried
    await h.click(alice, "Log", message=board)  # an interaction from the channel, still without Send Messages
    for _ in range(3):
        await h.bot.publisher.ping(record, [alice.id], "ping")
        assert await h.bot.publisher.update(record, rendered) is Shown.FAILED
    assert channel_writes(h) == before + 1 and h.bot.invalid_requests.count() == 1
    # the permission is back: the next interaction from the channel says so, and the bot writes there again
    h.fake.faults.clear()
    h.fake.app_permissions = allowed
    written = channel_writes(h, 200)
    await h.click(alice, "Log", message=board)
    await h.bot.publisher.ping(record, [alice.id], "ping")
    assert channel_writes(h, 200) == written + 1


async def test_a_forbidden_channel_is_tried_again_after_a_while(h: Harness) -> None:
    alice, board, record = await quiet_game(h)
    assert h.bot is not None
    written = channel_writes(h, 200)
    h.fake.fail("POST", CHANNEL_WRITES, 403, times=1, code=50001)
    await h.bot.publisher.ping(record, [alice.id], "ping")
    await h.bot.publisher.ping(record, [alice.id], "ping")
    assert channel_writes(h, 403) == 1 and channel_writes(h, 200) == written
    h.fake.advance(FORBIDDEN_S + 1)
    await h.bot.publisher.ping(record, [alice.id], "ping")
    assert channel_writes(h, 200) == written + 1


async def test_a_one_off_refusal_is_not_remembered(h: Harness) -> None:
    alice, board, record = await quiet_game(h)
    assert h.bot is not None
    written = channel_writes(h, 200)
    h.fake.fail("POST", CHANNEL_WRITES, 403, times=1)  # 50007: not a permission of this channel
    await h.bot.publisher.ping(record, [alice.id], "ping")
    await h.bot.publisher.ping(record, [alice.id], "ping")
    assert channel_writes(h, 200) == written + 1
