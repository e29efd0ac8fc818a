"""The fake Discord under Discord's rate limits: each limit answers as Discord does (headers, 429 bodies, error
30046, the invalid-request count), and discord.py meets them as it would meet Discord. The windows are
shortened (`scale`) so these tests wait fractions of a second, not the real five."""

from __future__ import annotations

import asyncio
import time

import aiohttp
import discord
import pytest

from bot.harness import Harness
from bot.harness.ratelimits import GLOBAL_LIMIT, OLD_EDITS_PER_HOUR

SCALE = 0.05  # a 5 s window lasts 0.25 s
STEADY = 0.2  # where a test must make several requests inside one window: 5 s last 1 s


def bot_channel(h: Harness, channel_id: int) -> discord.PartialMessageable:
    assert h.bot is not None
    return h.bot.get_partial_messageable(channel_id)


async def raw(h: Harness, method: str, path: str, body: object | None = None) -> tuple[int, dict[str, str], object]:
    """A request with the bot's token that discord.py's own limiter does not pace (as a careless client's)."""
    assert h.bot is not None and h.bot.http.token is not None
    headers = {"Authorization": f"Bot {h.bot.http.token}"}
    async with aiohttp.ClientSession() as session, \
            session.request(method, h.fake.base_url + path, json=body, headers=headers) as response:
        data = await response.json() if response.content_type == "application/json" else None
        return response.status, dict(response.headers), data


async def test_message_create_is_five_per_five_seconds_per_channel_with_discords_headers(harness: Harness) -> None:
    h = harness
    h.fake.enforce_limits(scale=STEADY)
    channel = h.fake.CHANNEL_ID
    answers = [await raw(h, "POST", f"/channels/{channel}/messages", {"content": str(i)}) for i in range(6)]
    assert [status for status, _, _ in answers] == [200] * 5 + [429]
    first = answers[0][1]
    assert first["X-RateLimit-Limit"] == "5" and first["X-RateLimit-Remaining"] == "4"
    assert 0 < float(first["X-RateLimit-Reset-After"]) <= 5 * STEADY
    assert abs(float(first["X-RateLimit-Reset"]) - time.time() - float(first["X-RateLimit-Reset-After"])) < 0.5
    assert answers[4][1]["X-RateLimit-Remaining"] == "0"
    status, headers, body = answers[5]
    assert headers["X-RateLimit-Scope"] == "user" and "Retry-After" in headers and "Via" in headers
    assert isinstance(body, dict) and body["global"] is False and 0 < body["retry_after"] <= 5 * STEADY
    # one bucket per channel, the same bucket hash in every channel
    other = h.fake.add_text_channel("other")
    status, headers, _ = await raw(h, "POST", f"/channels/{other}/messages", {"content": "x"})
    assert status == 200 and headers["X-RateLimit-Bucket"] == first["X-RateLimit-Bucket"]
    await asyncio.sleep(5 * STEADY)
    assert (await raw(h, "POST", f"/channels/{channel}/messages", {"content": "again"}))[0] == 200


async def test_discord_py_waits_for_a_bucket_by_itself(harness: Harness) -> None:
    h = harness
    h.fake.enforce_limits(scale=SCALE)
    started = time.monotonic()
    for i in range(11):
        await bot_channel(h, h.fake.CHANNEL_ID).send(f"line {i}")
    assert time.monotonic() - started >= 2 * 5 * SCALE * 0.9  # three windows: it waited twice
    assert not [r for r in h.fake.requests if r.status == 429], "discord.py should pace itself from the headers"


async def test_the_global_limit_counts_bot_token_requests_only(harness: Harness) -> None:
    h = harness
    limits = h.fake.enforce_limits(scale=1.0)  # the real second: the burst must fit in one global window
    channels = [h.fake.add_text_channel(f"c{i}") for i in range(GLOBAL_LIMIT + 5)]
    answers = await asyncio.gather(*(raw(h, "POST", f"/channels/{c}/messages", {"content": "x"}) for c in channels))
    refused = [(headers, body) for status, headers, body in answers if status == 429]
    assert refused and len(refused) <= 5 + 1
    headers, body = refused[0]
    assert headers["X-RateLimit-Scope"] == "global" and headers["X-RateLimit-Global"] == "true"
    assert isinstance(body, dict) and body["global"] is True
    assert limits.limited["global"] == len(refused)
    # an interaction's answer is not a bot-token request: it goes through while the global limit is spent
    alice = h.user("alice")
    board = h.reply(await h.slash(alice, "countdown new"))
    assert board.embeds


async def test_discord_py_waits_out_a_global_429(harness: Harness) -> None:
    h = harness
    h.fake.enforce_limits(scale=1.0)
    channels = [h.fake.add_text_channel(f"c{i}") for i in range(GLOBAL_LIMIT + 10)]
    await asyncio.gather(*(bot_channel(h, c).send("x") for c in channels))  # discord.py retries after the 429
    assert [r for r in h.fake.requests if r.status == 429 and "global" in (r.error or "")]
    created = [r for r in h.fake.requests if r.method == "POST" and r.status == 200 and "/messages" in r.path]
    assert len(created) == len(channels)


async def test_edits_of_a_message_older_than_an_hour_meet_error_30046(harness: Harness) -> None:
    h = harness
    h.fake.enforce_limits(scale=SCALE)
    message = await bot_channel(h, h.fake.CHANNEL_ID).send("board")
    for i in range(10):  # a young message: any number of edits (within its bucket)
        await message.edit(content=f"young {i}")
    h.fake.advance(3601)
    for i in range(OLD_EDITS_PER_HOUR):
        await message.edit(content=f"old {i}")
    with pytest.raises(discord.HTTPException) as refused:
        await message.edit(content="one too many")
    assert refused.value.code == 30046 and refused.value.status == 400
    h.fake.advance(3601)  # the allowance comes back an hour later
    await message.edit(content="later")


async def test_invalid_requests_are_counted_over_ten_minutes(harness: Harness) -> None:
    h = harness
    h.fake.enforce_limits(scale=SCALE)
    h.fake.fail("POST", r"/channels/\d+/messages$", 403, times=3)
    for _ in range(3):
        with pytest.raises(discord.Forbidden):
            await bot_channel(h, h.fake.CHANNEL_ID).send("x")
    with pytest.raises(discord.NotFound):  # a 404 is not an invalid request in Discord's count
        await bot_channel(h, h.fake.CHANNEL_ID).get_partial_message(1).delete()
    assert h.fake.invalid_requests() == 3
    h.fake.advance(601)
    assert h.fake.invalid_requests() == 0


async def test_a_limit_can_be_turned_off_by_name_only(harness: Harness) -> None:
    h = harness
    limits = h.fake.enforce_limits(scale=STEADY, off=("routes",))
    for i in range(8):
        assert (await raw(h, "POST", f"/channels/{h.fake.CHANNEL_ID}/messages", {"content": str(i)}))[0] == 200
    with pytest.raises(ValueError):
        limits.turn_off("everything")


def test_the_bot_warns_of_invalid_requests_long_before_discords_ban(caplog: pytest.LogCaptureFixture) -> None:
    from bot.framework.invalid_requests import LIMIT, WARN_AT, InvalidRequests

    now = [0.0]
    counter = InvalidRequests(clock=lambda: now[0])
    counter.saw(404)
    counter.saw(429, "shared")  # Discord does not count these
    assert counter.count() == 0
    with caplog.at_level("WARNING", logger="bot.invalid_requests"):
        for _ in range(WARN_AT - 1):
            counter.saw(403)
        assert not caplog.records
        counter.saw(429, "user")
        assert len(caplog.records) == 1 and str(LIMIT) in caplog.records[0].getMessage()
        for _ in range(10):
            counter.saw(401)
        assert len(caplog.records) == 1  # once per WARN_AT, not per request
    now[0] += 601
    assert counter.count() == 0
