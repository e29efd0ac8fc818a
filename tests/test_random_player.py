"""A random player works for every game from what the contract gives it alone: the controls its seat is shown
(drawn from views), the seat's open decisions and the rules' refusals. Every seat played by it, each game of the
five (and the test game) is played to its end, and every click it makes is one the framework's check accepts."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.framework.kinds import Context, GameKind, SeatInfo
from bot.framework.random_player import random_action
from tests.minigame.cog import CountdownKind
from tests.test_offers import GAMES, framework_accepts

ALL: dict[str, tuple[GameKind[Any, Any], int, dict[str, Any]]] = {**GAMES, "countdown": (CountdownKind(), 3, {})}
GIVING_UP = frozenset({"resign", "concede", "offer_draw", "draw_accept"})
MOST_STEPS = 3000


@pytest.mark.parametrize("game", sorted(ALL))
@pytest.mark.parametrize("seed", [1, 2])
def test_random_players_play_every_game_to_its_end(game: str, seed: int) -> None:
    kind, players, options = ALL[game]
    rng = random.Random(seed)
    ctx = Context(1, tuple(SeatInfo(i, 100 + i, f"P{i}") for i in range(players)), options, "en", 1_000_000.0)
    state = kind.start(ctx, seed)
    for _ in range(MOST_STEPS):
        if kind.is_over(state):
            break
        awaited = sorted({d.seat for d in kind.pending(state) if d.awaited})
        rng.shuffle(awaited)
        chosen = next(((seat, action) for seat in awaited
                       if (action := random_action(kind, ctx, state, seat, rng, avoid=GIVING_UP)) is not None), None)
        assert chosen is not None, f"{game}: nothing to click for {awaited} in phase {getattr(state, 'phase', '?')}"
        seat, action = chosen
        assert framework_accepts(kind, state, seat, action), f"{game}: {action} was not offered"
        state = kind.apply(ctx, state, seat, action).state
    assert kind.is_over(state), f"{game} did not end in {MOST_STEPS} random clicks"
