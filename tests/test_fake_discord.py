"""The fake Discord rejects what the real one rejects."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from bot.harness.fake_discord import FakeDiscord, Interaction

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 64


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    yield server
    await server.stop()


async def call(fake: FakeDiscord, method: str, path: str, body: Any = None,
               files: list[tuple[str, bytes]] | None = None) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as session:
        if files:
            form = aiohttp.FormData()
            form.add_field("payload_json", json.dumps(body or {}), content_type="application/json")
            for i, (name, data) in enumerate(files):
                form.add_field(f"files[{i}]", data, filename=name, content_type="application/octet-stream")
            kwargs: dict[str, Any] = {"data": form}
        else:
            kwargs = {"json": body} if body is not None else {}
        async with session.request(method, fake.base_url + path, **kwargs) as resp:
            text = await resp.text()
            return resp.status, (json.loads(text) if text else None)


def button(custom_id: str, label: str = "x") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def rows(n_rows: int, per_row: int) -> list[dict[str, Any]]:
    return [{"type": 1, "components": [button(f"c{r}_{i}") for i in range(per_row)]} for r in range(n_rows)]


CH = f"/channels/{FakeDiscord.CHANNEL_ID}/messages"


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ({"content": "x" * 2001}, "content"),
        ({"content": "x", "components": rows(6, 1)}, "5 or fewer"),
        ({"content": "x", "components": rows(1, 6)}, "5 or fewer"),
        ({"content": "x", "components": [{"type": 1, "components": [button("x" * 101)]}]}, "custom_id"),
        ({"content": "x", "components": [{"type": 1, "components": [button("a"), button("a")]}]}, "duplicated"),
        ({"content": "x", "components": [{"type": 1, "components": [button("a", "L" * 81)]}]}, "label"),
        ({"content": "x", "components": [{"type": 1, "components": [
            {"type": 3, "custom_id": "s", "options": [{"label": str(i), "value": str(i)} for i in range(26)]}]}]},
         "options"),
        ({"content": "x", "components": [{"type": 1, "components": [
            {"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]}, button("b")]}]}, "alone"),
        ({"embeds": [{"title": "t" * 257}]}, "title"),
        ({"embeds": [{"description": "d" * 4097}]}, "description"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2500}]}, "6000"),
        ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, "fields"),
        ({}, "empty"),
        ({"embeds": [{"title": "t", "image": {"url": "attachment://board.png"}}]}, "not attached"),
    ],
)
async def test_rejects_invalid_messages(fake: FakeDiscord, body: dict[str, Any], reason: str) -> None:
    status, data = await call(fake, "POST", CH, body)
    assert status == 400, data
    assert reason in data["message"]
    assert not fake.channel_messages()


async def test_accepts_a_full_valid_message_with_attachment(fake: FakeDiscord) -> None:
    body = {"content": "hi", "components": rows(5, 5), "attachments": [{"id": 0, "filename": "board.png"}],
            "embeds": [{"title": "t", "image": {"url": "attachment://board.png"}}]}
    status, data = await call(fake, "POST", CH, body, files=[("board.png", PNG)])
    assert status == 200, data
    msg = fake.last_public()
    assert len(msg.buttons()) == 25 and msg.attachments[0].data == PNG
    # an edit replacing the attachment leaves exactly one attachment
    status, data = await call(fake, "PATCH", f"{CH}/{msg.id}", {"attachments": [{"id": 0, "filename": "board.png"}]},
                              files=[("board.png", PNG + b"2")])
    assert status == 200 and len(msg.attachments) == 1 and msg.attachments[0].data.endswith(b"2")


async def test_rejects_attachments_over_10_mib_and_non_png(fake: FakeDiscord) -> None:
    status, data = await call(fake, "POST", CH, {"content": "x"}, files=[("big.bin", b"\0" * (10 * 1024 * 1024 + 1))])
    assert status == 413 and data["code"] == 40005
    status, _ = await call(fake, "POST", CH, {"content": "x"}, files=[("fake.png", b"GIF89a")])
    assert status == 400


async def test_rejects_ephemeral_flag_outside_interactions(fake: FakeDiscord) -> None:
    status, _ = await call(fake, "POST", CH, {"content": "secret", "flags": 64})
    assert status == 400


def register(fake: FakeDiscord, created_ago: float = 0.0, source: int | None = None) -> Interaction:
    itx = Interaction(fake.snowflake(), f"tok{fake.snowflake()}", 3 if source else 2, 7, fake.CHANNEL_ID,
                      fake.GUILD_ID, fake.now() - created_ago, source_message_id=source)
    fake.register_interaction(itx)
    return itx


async def test_one_initial_response_within_three_seconds(fake: FakeDiscord) -> None:
    itx = register(fake)
    path = f"/interactions/{itx.id}/{itx.token}/callback?with_response=1"
    status, data = await call(fake, "POST", path, {"type": 4, "data": {"content": "hi", "flags": 64}})
    assert status == 200 and data["resource"]["message"]["flags"] == 64
    status, data = await call(fake, "POST", path, {"type": 4, "data": {"content": "again"}})
    assert status == 400 and data["code"] == 40060
    late = register(fake, created_ago=3.5)
    status, data = await call(fake, "POST", f"/interactions/{late.id}/{late.token}/callback",
                              {"type": 4, "data": {"content": "late"}})
    assert status == 404 and data["code"] == 10062
    assert fake.late_responses == [late.id]


async def test_ephemeral_edit_after_token_expiry_is_refused(fake: FakeDiscord) -> None:
    itx = register(fake)
    await call(fake, "POST", f"/interactions/{itx.id}/{itx.token}/callback",
               {"type": 4, "data": {"content": "hand", "flags": 64}})
    path = f"/webhooks/{fake.APP_ID}/{itx.token}/messages/@original"
    status, _ = await call(fake, "PATCH", path, {"content": "still fine"})
    assert status == 200
    fake.advance(15 * 60 + 1)
    status, data = await call(fake, "PATCH", path, {"content": "too late"})
    assert status == 401 and data["code"] == 50027
    assert fake.ephemerals_for(7)[0].content == "still fine"


async def test_update_message_needs_a_component_interaction(fake: FakeDiscord) -> None:
    itx = register(fake)
    status, _ = await call(fake, "POST", f"/interactions/{itx.id}/{itx.token}/callback",
                           {"type": 7, "data": {"content": "x"}})
    assert status == 400


async def test_modal_limits(fake: FakeDiscord) -> None:
    itx = register(fake)
    status, _ = await call(fake, "POST", f"/interactions/{itx.id}/{itx.token}/callback", {
        "type": 9, "data": {"custom_id": "m", "title": "T" * 46,
                            "components": [{"type": 1, "components": [{"type": 4, "custom_id": "a", "label": "A",
                                                                       "style": 1}]}]}})
    assert status == 400


async def test_fault_injection_and_dm_refusal(fake: FakeDiscord) -> None:
    fake.fail("POST", r"/channels/\d+/messages", 500)
    status, _ = await call(fake, "POST", CH, {"content": "x"})
    assert status == 500
    status, _ = await call(fake, "POST", CH, {"content": "x"})
    assert status == 200
    fake.add_user(9, "carol")
    fake.closed_dms.add(9)
    status, dm = await call(fake, "POST", "/users/@me/channels", {"recipient_id": "9"})
    assert status == 200
    status, data = await call(fake, "POST", f"/channels/{dm['id']}/messages", {"content": "psst"})
    assert status == 403 and data["code"] == 50007


async def test_leak_detector(fake: FakeDiscord) -> None:
    fake.forbid_public("ember-1234")
    await call(fake, "POST", CH, {"content": "the secret is ember-1234"})
    assert fake.leaks


async def test_ids_carry_their_creation_time_as_discords_do() -> None:
    import discord

    fake = FakeDiscord()
    first = fake.snowflake()
    assert abs(discord.utils.snowflake_time(first).timestamp() - fake.now()) < 1
    fake.advance(3600)
    later = fake.snowflake()
    assert later > first and abs(discord.utils.snowflake_time(later).timestamp() - fake.now()) < 1
    fake.skip_ids(later + 10**9)
    assert fake.snowflake() > later + 10**9
