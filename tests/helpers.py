"""Shared test helpers: read and (for set-up only) rewrite a game's stored engine state."""

from __future__ import annotations

from typing import Any, TypeVar

from bot.harness import Harness

S = TypeVar("S")


async def stored_state(h: Harness, cls: type[S], game_id: int = 1) -> S:
    assert h.bot is not None
    record = await h.bot.games_store.get(game_id)
    assert record is not None and record.state is not None
    kind = h.bot.registry.get(record.kind)
    state = h.bot.service.load_state(kind, record)  # as the game sees it (downtime shifts applied)
    assert isinstance(state, cls)
    return state


async def rewrite_state(h: Harness, state: Any, game_id: int = 1) -> None:
    """Test set-up only: replace the stored position (the version stays, so buttons stay valid)."""
    assert h.bot is not None
    record = await h.bot.games_store.get(game_id)
    assert record is not None
    record.state = {"schema": 1, "data": state.to_json()}
    await h.bot.games_store.touch_state(record)
