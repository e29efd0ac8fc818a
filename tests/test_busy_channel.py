"""A busy channel on a Discord that enforces its limits: five games of different kinds in one channel, played
in turns, keep every board current, and the bot never meets Discord's global limit."""

from __future__ import annotations

from bot.framework.custom_ids import ComponentId
from bot.harness import Harness
from tests.helpers import stored_record

GAMES = [("backgammon bot", {"level": "beginner"}), ("tweak new", {"seats": 2, "computers": 1}),
         ("zero new", {"computer": True}), ("cyberpunk new", {"computer": True, "quick": True}),
         ("netrunner new", {"computer": True})]


async def test_five_games_in_one_channel_keep_every_board_current(harness: Harness) -> None:
    h = harness
    limits = h.fake.enforce_limits(scale=0.05)
    alice = h.user("alice")
    for command, options in GAMES:
        await h.slash(alice, command, **options)
    assert h.bot is not None
    for _ in range(4):  # every game's clock runs out in turn: each game changes, its board with it
        h.fake.advance(1000)
        await h.bot.scheduler.run_due()
        await h.settle()
        for game_id in range(1, len(GAMES) + 1):
            record = await stored_record(h, game_id)
            assert record.message_id is not None
            board = h.fake.messages[record.message_id]
            assert not board.deleted
            versions = {ComponentId.parse(c["custom_id"]).version  # type: ignore[union-attr]
                        for c in board.all_components() if c.get("custom_id")}
            assert versions <= {record.version}, f"game {game_id}'s board shows an old version"
    assert limits.limited["global"] == 0
    assert not [r for r in h.fake.requests if r.status == 400 and "30046" in str(r.error)]
