"""A game that lasts hours on a Discord that enforces its limits: no board is edited past the old-message limit
(error 30046); the board moves to a new message before that, the old one goes, and the game goes on."""

from __future__ import annotations

from bot.games.netrunner import game
from bot.harness import Harness
from tests.helpers import stored_record
from tests.netrunner.helpers import act, state_of

STEP_S = 240  # fake time between a member's actions: four minutes of thinking


async def test_a_three_hour_netrunner_game_meets_no_30046(harness: Harness) -> None:
    h = harness
    h.fake.enforce_limits(scale=0.02)  # every limit on; its windows 50 times shorter
    alice = h.user("alice")
    first = h.reply(await h.slash(alice, "netrunner new", computer=True, side="corp", turn_seconds=900))
    boards = {first.id}
    started = h.fake.now()
    while h.fake.now() - started < 3 * 3600:
        state = await state_of(h)
        if state.is_over():
            break
        seat = state.corp
        if seat in game.awaited(state):
            record = await stored_record(h)
            assert record.message_id is not None
            await act(h, alice, seat, h.fake.messages[record.message_id])
        else:
            await h.settle()
        h.fake.advance(STEP_S)
        boards.add((await stored_record(h)).message_id or 0)
    assert h.fake.now() - started >= 2 * 3600 or (await state_of(h)).is_over()
    refused = [r for r in h.fake.requests if r.status == 400 and "older than 1 hour" in (r.error or "")]
    assert not refused, f"{len(refused)} edits met Discord's old-message limit"
    assert len(boards) >= 3, "the board never moved to a new message"
    live = [m for m in h.fake.channel_messages(public_only=True) if m.embeds and m.buttons()]
    assert len(live) == 1 and live[0].id == (await stored_record(h)).message_id, "old boards were left behind"
