"""Random clicks by players, outsiders and stale messages: never an error, never a broken game."""

from __future__ import annotations

import copy
import random

from bot.harness import Harness
from bot.harness.fake_discord import Message


async def test_random_click_storm(harness: Harness) -> None:
    rng = random.Random(7)
    users = [harness.user(n) for n in ("alice", "bob", "carol")]
    outsider = harness.user("mallory", locale="ru")
    board = harness.reply(await harness.slash(users[0], "countdown new", pile=40, turn_seconds=0))
    for u in users[1:]:
        await harness.click(u, "Join", message=board)
    await harness.click(users[0], "Start", message=board)
    snapshots: list[Message] = [copy.deepcopy(board)]
    hands: list[Message] = []
    assert harness.bot is not None
    for _ in range(150):
        clicker = rng.choice([*users, outsider])
        if hands and rng.random() < 0.2:
            msg = rng.choice(hands)
        else:
            msg = rng.choice(snapshots[-3:]) if rng.random() < 0.3 else board
        buttons = msg.buttons()
        if not buttons:
            break
        button = rng.choice(buttons)
        if button["custom_id"].split(":")[3] == "say":
            opened = await harness.click(clicker, custom_id=button["custom_id"], message=msg)
            if opened.modal is not None:
                await harness.submit(clicker, opened, {"amount": rng.choice(["1", "2", "9", "x", ""])})
        else:
            itx = await harness.click(clicker, custom_id=button["custom_id"], message=msg)
            if button["custom_id"].endswith(":hand") and itx.original_id is not None:
                reply = harness.reply(itx)
                if reply.ephemeral and reply.buttons():
                    hands.append(reply)
        snapshots.append(copy.deepcopy(board))
        game = await harness.bot.games_store.get(1)
        assert game is not None
        log = await harness.bot.games_store.action_log(1)
        assert game.version == len(log) - 1  # one version per applied action; "open" is row 0
    everything = [m for m in harness.fake.messages.values() if m.ephemeral]
    assert not any("error id" in m.content for m in everything), [m.content for m in everything]
    game = await harness.bot.games_store.get(1)
    assert game is not None and game.state is not None
    assert 0 <= game.state["data"]["pile"] <= 40
