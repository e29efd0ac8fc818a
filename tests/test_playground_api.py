"""The playground's web app without a browser: what each member's view holds, what it refuses, live events,
pictures, modals, DMs and threads, and the `python -m bot --playground` command itself."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.games.backgammon.game import BgState
from bot.playground import Playground
from tests.helpers import stored_state


class Page:
    """What the page's script does, as plain HTTP calls."""

    def __init__(self, pg: Playground, session: aiohttp.ClientSession) -> None:
        self.pg, self.http = pg, session

    def id(self, name: str) -> str:
        return next(str(m.id) for m in self.pg.members.values() if m.name == name)

    async def view(self, name: str, channel: str | None = None) -> dict[str, Any]:
        query = {"member": self.id(name), **({"channel": channel} if channel else {})}
        async with self.http.get(self.pg.url + "api/view", params=query) as r:
            assert r.status == 200
            return await r.json()  # type: ignore[no-any-return]

    async def post(self, path: str, body: Any, **headers: str) -> tuple[int, dict[str, Any]]:
        async with self.http.post(self.pg.url + path, json=body, headers=headers) as r:
            return r.status, await r.json()

    async def act(self, name: str, **body: Any) -> dict[str, Any]:
        status, data = await self.post("api/interact", {"member": self.id(name), **body})
        assert status == 200 and data["ok"], data
        await self.pg.harness.settle()
        return data

    async def command(self, name: str, command: str, **options: Any) -> dict[str, Any]:
        return await self.act(name, kind="command", command=command, options=options)

    async def click(self, name: str, label: str, message: dict[str, Any] | None = None) -> dict[str, Any]:
        msg = message or await self.last_with(name, label)
        button = next(c for row in msg["components"] for c in row["components"] if c.get("label") == label)
        return await self.act(name, kind="component", message=msg["id"], custom_id=button["custom_id"])

    async def last_with(self, name: str, label: str) -> dict[str, Any]:
        messages = (await self.view(name))["messages"]
        return next(m for m in reversed(messages)
                    if any(c.get("label") == label for row in m["components"] for c in row["components"]))


@pytest.fixture
async def page(tmp_path: Path) -> AsyncIterator[Page]:
    pg = Playground(tmp_path / "pg.sqlite3", seed=7, computer_delay_s=0.0)
    await pg.start()
    async with aiohttp.ClientSession() as session:
        try:
            yield Page(pg, session)
        finally:
            await pg.stop()


async def open_backgammon(page: Page) -> dict[str, Any]:
    await page.command("Alice", "backgammon new", mode="single")
    await page.click("Bob", "Join")
    return next(m for m in reversed((await page.view("Sasha"))["messages"]) if m["embeds"])  # not a player


async def test_everything_listens_on_loopback_only(page: Page) -> None:
    assert page.pg.url.startswith("http://127.0.0.1:")
    assert page.pg.harness.fake.base_url.startswith("http://127.0.0.1:")
    view = await page.view("Alice")
    assert view["ui"]["header"].startswith("Local playground")
    assert [m["name"] for m in view["members"]] == ["Alice", "Bob", "Deniz", "Sasha"]
    assert [m["owner"] for m in view["members"]] == [True, False, False, False]


async def test_a_member_can_be_added_with_a_language(page: Page) -> None:
    status, data = await page.post("api/members", {"name": "Olga", "locale": "ru"})
    assert status == 200 and data["ok"]
    view = await page.view("Olga")
    assert view["me"] == data["id"] and view["ui"]["restart"] == "Перезапустить бота"
    status, data = await page.post("api/members", {"name": "", "locale": "ru"})
    assert status == 400
    status, data = await page.post("api/members", {"name": "Eve", "locale": "xx"})
    assert status == 400


async def test_each_member_sees_only_their_own_ephemeral_messages(page: Page) -> None:
    board = await open_backgammon(page)
    await page.click("Bob", "My side of the board", board)
    bob, alice = (await page.view("Bob"))["messages"], (await page.view("Alice"))["messages"]
    private = [m for m in bob if m["ephemeral"]]
    assert private and all(m["id"] not in {a["id"] for a in alice} for m in private)
    assert not any(m["ephemeral"] for m in alice)
    # a member cannot act on a private message that is not theirs, even knowing its id
    theirs = private[-1]
    status, data = await page.post("api/interact", {"member": page.id("Alice"), "kind": "component",
                                                    "message": theirs["id"], "custom_id": "anything"})
    assert status == 404 and data["ok"] is False


async def test_turn_pings_badge_the_member_until_they_look(page: Page) -> None:
    await open_backgammon(page)
    state = await stored_state(page.pg.harness, BgState, 1)
    mover = ["Alice", "Bob"][next(iter(state.actors()))]
    watcher = "Deniz"
    badges = {m["name"]: m["badge"] for m in (await page.view(watcher))["members"]}
    assert badges[mover] == 1 and badges[watcher] == 0
    seen = await page.view(mover)
    assert any(m["mentions_me"] for m in seen["messages"])
    assert {m["name"]: m["badge"] for m in (await page.view(watcher))["members"]}[mover] == 0


async def test_the_board_picture_is_served(page: Page) -> None:
    board = await open_backgammon(page)
    url = board["embeds"][0]["image"]["url"]
    assert url.startswith("/attachments/")
    async with page.http.get(page.pg.url + url.lstrip("/")) as r:
        assert r.status == 200 and r.content_type == "image/png"
        assert (await r.read()).startswith(b"\x89PNG")
    async with page.http.get(page.pg.url + "attachments/1/nothing.png") as r:
        assert r.status == 404


async def test_a_modal_opens_for_its_member_and_only_they_can_submit_it(page: Page) -> None:
    await open_backgammon(page)
    state = await stored_state(page.pg.harness, BgState, 1)
    mover = ["Alice", "Bob"][next(iter(state.actors()))]
    opened = await page.click(mover, "Type move")
    assert opened["modal"]["title"] and opened["modal"]["components"]
    other = "Bob" if mover == "Alice" else "Alice"
    status, data = await page.post("api/interact", {"member": page.id(other), "kind": "modal",
                                                    "opened": opened["interaction"], "fields": {"move": "8/5"}})
    assert status == 400 and data["ok"] is False
    await page.act(mover, kind="modal", opened=opened["interaction"], fields={"move": "nonsense"})
    answer = [m for m in (await page.view(mover))["messages"] if m["ephemeral"]][-1]
    assert answer["content"] or answer["embeds"]  # the bot's own private answer to a move it cannot read


async def test_slash_commands_are_listed_in_the_members_language_with_their_options(page: Page) -> None:
    async with page.http.get(page.pg.url + "api/commands", params={"member": page.id("Deniz")}) as r:
        turkish = await r.json()
    async with page.http.get(page.pg.url + "api/commands", params={"member": page.id("Alice")}) as r:
        english = await r.json()
    new = next(c for c in english if c["path"] == "backgammon new")
    assert new["label"] == "/backgammon new"
    mode = next(o for o in new["options"] if o["name"] == "mode")
    assert {c["value"] for c in mode["choices"]} >= {"single", "match"}
    assert next(c for c in turkish if c["path"] == "backgammon new")["label"].startswith("/tavla")
    choices = (await page.act("Alice", kind="autocomplete", command="help", focused="game",
                              options={"game": "back"}))["choices"]
    assert [c["value"] for c in choices] == ["backgammon"]


async def test_what_a_client_would_not_send_is_refused_in_the_members_language(page: Page) -> None:
    deniz = page.id("Deniz")
    status, data = await page.post("api/interact", {"member": deniz, "kind": "command", "command": "backgammon new",
                                                    "options": {"length": "three"}})
    assert status == 400 and "tam sayı" in data["error"]
    status, data = await page.post("api/interact", {"member": deniz, "kind": "command", "command": "backgammon bot",
                                                    "options": {}})
    assert status == 400 and "gerekli" in data["error"]
    status, data = await page.post("api/interact", {"member": deniz, "kind": "command", "command": "no such"})
    assert status == 404
    status, data = await page.post("api/interact", {"member": "1", "kind": "command", "command": "help"})
    assert status == 404
    async with page.http.post(page.pg.url + "api/interact", data=b"{not json") as r:
        assert r.status == 400 and (await r.json())["ok"] is False
    status, data = await page.post("api/interact", {"member": deniz, "kind": "command", "command": "help"},
                                   Origin="http://evil.example")
    assert status == 403
    assert not page.pg.harness.fake.interactions  # none of these reached the bot


async def test_private_threads_and_direct_messages_appear_only_for_their_members(page: Page) -> None:
    await page.command("Alice", "config private_threads", enabled="true")
    await page.command("Alice", "settings turn_dm", enabled="true")
    await page.command("Bob", "settings turn_dm", enabled="true")
    await page.command("Alice", "tweak new")
    await page.click("Bob", "Join")
    await page.click("Alice", "Start")
    fake = page.pg.harness.fake
    threads = fake.threads()
    assert threads, "the game opened no private thread"
    assert len(threads) == 2  # one per player, each holding that player's hand
    for thread in threads:
        thread_id = str(thread["id"])
        for name in ("Alice", "Bob", "Deniz"):
            sees = int(page.id(name)) in fake.thread_members(int(thread_id))
            view = await page.view(name, channel=thread_id)
            assert (thread_id in {c["id"] for c in view["channels"]}) is sees
            assert (view["channel"]["id"] == thread_id) is sees  # a thread one cannot see falls back to #games
            assert not sees or view["messages"]
    assert not [c for c in (await page.view("Deniz"))["channels"] if "thread" in c["kind"]]
    dm_of = {name: str(fake.dm_channels[int(page.id(name))]) for name in ("Alice", "Bob")
             if int(page.id(name)) in fake.dm_channels}
    assert dm_of, "nobody was sent a turn DM"
    for name, channel in dm_of.items():
        mine = await page.view(name)
        assert any(c["id"] == channel and c["kind"] == "dm" and c["badge"] >= 1 for c in mine["channels"])
        assert (await page.view(name, channel=channel))["messages"]
        assert channel not in {c["id"] for c in (await page.view("Sasha"))["channels"]}


async def test_changes_are_pushed_to_the_page_as_they_happen(page: Page) -> None:
    async with page.http.get(page.pg.url + "api/events") as stream:
        assert stream.content_type == "text/event-stream"
        await page.command("Alice", "backgammon new")
        kinds = set()
        while "message" not in kinds:
            line = (await asyncio.wait_for(stream.content.readline(), 5)).decode()
            if line.startswith("data: "):
                kinds.add(json.loads(line[6:])["kind"])
    assert "message" in kinds


async def test_a_restart_keeps_the_page_and_the_game(page: Page) -> None:
    board = await open_backgammon(page)
    status, data = await page.post("api/restart", {})
    assert status == 200 and data == {"ok": True, "state": "running"}
    before = await stored_state(page.pg.harness, BgState, 1)
    mover = ["Alice", "Bob"][next(iter(before.actors()))]
    opened = await page.click(mover, "Type move", board)  # the new bot answers the old board's button
    assert opened["modal"] is not None


async def test_a_chosen_database_keeps_members_channels_and_messages_across_playground_runs(tmp_path: Path) -> None:
    first = Playground(tmp_path / "kept.sqlite3", seed=3, computer_delay_s=0.0)
    await first.start()
    async with aiohttp.ClientSession() as session:
        page = Page(first, session)
        await page.post("api/members", {"name": "Olga", "locale": "ru"})
        board = await open_backgammon(page)
        before = await page.view("Sasha")
        await first.stop()
    assert (tmp_path / "kept.sqlite3.playground").exists()

    second = Playground(tmp_path / "kept.sqlite3", seed=4, computer_delay_s=0.0)
    await second.start()
    async with aiohttp.ClientSession() as session:
        page = Page(second, session)
        try:
            after = await page.view("Sasha")
            assert after["members"] == before["members"] and after["me"] == before["me"]
            assert [m["id"] for m in after["messages"]] == [m["id"] for m in before["messages"]]
            picture = next(m for m in after["messages"] if m["id"] == board["id"])["embeds"][0]["image"]["url"]
            assert picture == board["embeds"][0]["image"]["url"]
            async with session.get(second.url + picture.lstrip("/")) as r:
                assert (await r.read()).startswith(b"\x89PNG")  # pictures are kept too
            state = await stored_state(second.harness, BgState, 1)
            mover = ["Alice", "Bob"][next(iter(state.actors()))]
            opened = await page.click(mover, "Type move", board)  # the board from the last run still works
            assert opened["modal"] is not None
            status, data = await page.post("api/members", {"name": "Pat", "locale": "en-GB"})
            assert data["id"] not in {m["id"] for m in before["members"]}  # a new member gets a new id
            kept = [int(m["id"]) for m in after["messages"]]
            assert second.harness.fake.snowflake() > max(kept)  # Discord never gives an id twice
        finally:
            await second.stop()


def test_the_command_refuses_a_real_token_and_otherwise_prints_its_address(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    refused = subprocess.run([sys.executable, "-m", "bot", "--playground", "--port", "0"], capture_output=True,
                             text=True, timeout=60, env={**env, "DISCORD_TOKEN": "MTIz.abc.def"})
    assert refused.returncode == 2 and "DISCORD_TOKEN" in refused.stderr
    proc = subprocess.Popen([sys.executable, "-m", "bot", "--playground", "--port", "0",
                             "--db", str(tmp_path / "kept.sqlite3")], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert "Playground running at http://127.0.0.1:" in line and "kept.sqlite3" in line
        url = line.split(" at ")[1].split()[0]
        import urllib.request

        with urllib.request.urlopen(url, timeout=10) as r:  # the page itself
            assert b"/static/app.js" in r.read()
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    assert (tmp_path / "kept.sqlite3").exists()
