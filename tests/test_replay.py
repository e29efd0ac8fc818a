"""/replay: a finished game rebuilt from its seed and the recipes of its action log, paged privately.

Whole games of every kind are played through the real pipeline (the members' seats chosen by the computer player,
as `GameService` plays a computer's turn), every state the game stored is captured as it is committed, and the
replay must pass through exactly those states, for games ended in each way: finished, resigned, timed out, with a
restart in the middle."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import Action
from bot.framework.replay_view import load
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.games import GameStore
from tests.helpers import stored_record


@pytest.fixture
def committed(monkeypatch: pytest.MonkeyPatch) -> dict[int, dict[int, Any]]:
    """game -> version -> the state each commit stored (whichever bot of the test made it)."""
    states: dict[int, dict[int, Any]] = {}
    commit = GameStore.commit

    async def spy(self: GameStore, game: Any, **kwargs: Any) -> Any:
        record = await commit(self, game, **kwargs)
        if game.state_json is not None:
            states.setdefault(game.id, {})[game.version] = json.loads(game.state_json)["data"]
        return record

    monkeypatch.setattr(GameStore, "commit", spy)
    return states


async def play(h: Harness, game_id: int = 1, *, seat: int = 0, moves: int = 2000) -> int:
    """The member in `seat` plays as the computer would, through the pipeline, for at most `moves` moves (the
    computer seats play by themselves); the moves made."""
    assert h.bot is not None
    made = 0
    for _ in range(20 * moves):
        await h.settle()
        service = h.bot.service
        record = await stored_record(h, game_id)
        if record.status != "running" or made >= moves:
            return made
        kind = h.bot.registry.get(record.kind)
        state = service.load_state(kind, record)
        if seat in service.actors(kind, state):
            await service._computer_turn(game_id, record.version, seat)
            made += 1
    raise AssertionError("the game got stuck")


async def concede(h: Harness, name: str, game_id: int = 1, seat: int = 0) -> None:
    assert h.bot is not None
    service = h.bot.service
    record = await stored_record(h, game_id)
    kind = h.bot.registry.get(record.kind)
    state = service.load_state(kind, record)

    async def decide(fresh: Any, kind: Any, state: Any) -> Any:
        from bot.framework.change import Change

        return Change(name, seat=seat, outcome=kind.apply(service.context(fresh), state, seat, Action(name)))

    from bot.framework.change import Origin

    await service.run(game_id, decide, Origin())
    assert (await stored_record(h, game_id)).status == "finished", state


async def assert_replays_its_states(h: Harness, committed: dict[int, dict[int, Any]], game_id: int = 1) -> None:
    assert h.bot is not None
    record = await stored_record(h, game_id)
    kind = h.bot.registry.get(record.kind)
    started = time.perf_counter()
    replay = await load(h.bot.service, record, kind)
    assert time.perf_counter() - started < 2.0
    stored = committed[game_id]
    changed = [v for v in sorted(stored) if v - 1 not in stored or stored[v] != stored[v - 1]]
    rebuilt = {f.version: json.loads(json.dumps(kind.dump(f.state), default=_plain)) for f in replay.frames}
    assert sorted(rebuilt) == [v for v in changed if v in rebuilt] and set(changed) <= set(rebuilt)
    for version, state in rebuilt.items():
        assert state == stored[version], f"version {version} differs"
    assert replay.last >= 1


def _plain(value: Any) -> Any:
    import msgspec

    return msgspec.to_builtins(value)


GAMES = {
    "backgammon": ("backgammon bot", {"level": "beginner"}),
    "tweak": ("tweak new", {"seats": 2, "computers": 1, "target_score": 8}),
    "zero": ("zero new", {"computer": True, "score": 20}),
    "cyberpunk": ("cyberpunk new", {"computer": True, "quick": True}),
}


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_finished_game_replays_the_states_it_passed_through(h: Harness, committed: dict[int, dict[int, Any]],
                                                                    game: str) -> None:
    command, options = GAMES[game]
    alice = h.user("alice")
    await h.slash(alice, command, **options)
    await play(h)
    assert (await stored_record(h)).status == "finished"
    await assert_replays_its_states(h, committed)


async def test_a_conceded_netrunner_game_with_a_restart_replays(h: Harness, committed: dict[int, dict[int, Any]]
                                                                ) -> None:
    alice = h.user("alice")
    await h.slash(alice, "netrunner new", computer=True, side="corp")
    await play(h, moves=25)
    await h.restart(down_for=40)  # the downtime moves into the state's clocks when it is next loaded
    await play(h, moves=25)
    await concede(h, "concede")
    await assert_replays_its_states(h, committed)
