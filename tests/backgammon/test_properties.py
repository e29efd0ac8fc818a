"""Rules invariants over random positions and random complete games (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.backgammon import encode_position_id, game
from bot.games.backgammon.game import BgState, Illegal, apply, new_match
from bot.games.backgammon.positions import borne_off
from tests.backgammon.randpos import random_position

T0 = 1_000_000.0


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), d1=st.integers(1, 6), d2=st.integers(1, 6), pick=st.randoms(use_true_random=False))
def test_every_partial_step_keeps_a_full_legal_play_reachable(seed: int, d1: int, d2: int, pick: random.Random) -> None:
    mover, other = random_position(random.Random(seed))
    state = new_match("single", 1, seed, T0)
    state.board = [list(mover), list(other)]
    state.turn, state.phase, state.events = 0, "roll", []
    finals = {p.result for p in game.legal_plays(mover, other, d1, d2)}
    game._begin_move(state, [d1, d2], T0)
    if state.turn != 0 or state.phase != "move":
        return  # no play, or exactly one (played automatically)
    while state.phase == "move" and state.turn == 0:
        if game.awaiting_confirm(state):
            state = apply(state, 0, "confirm", "", T0)
            continue
        options = game.allowed_steps(state)
        assert options, "a partial play must always be completable"
        (step, _die) = pick.choice(options)
        before = len(state.moved)
        state = apply(state, 0, "step", f"{step[0]}-{step[1]}", T0)
        assert len(state.moved) == before + 1 or state.turn != 0 or state.phase != "move"
    assert state.last_play is not None
    assert (tuple(state.board[0]), tuple(state.board[1])) in finals


def random_action(state: BgState, rng: random.Random) -> tuple[int, str, str]:
    seat = next(iter(state.actors()))
    phase = state.phase
    if phase == "roll":
        choices = ["roll"] * 8 + (["double"] if state.can_double(seat) else []) + ["resign", "autoroll"]
        name = rng.choice(choices)
        return seat, name, ""
    if phase == "move":
        if game.awaiting_confirm(state):
            return seat, rng.choice(["confirm"] * 9 + ["undo"]), ""
        if rng.random() < 0.05 and state.moved:
            return seat, "undo", ""
        if rng.random() < 0.1 and not state.moved:
            play = rng.choice(game.distinct_plays(state))
            return seat, "lay", encode_position_id(*play.result)
        (step, _die) = rng.choice(game.allowed_steps(state))
        return seat, "step", f"{step[0]}-{step[1]}"
    if phase == "doubled":
        return seat, rng.choice(["take", "take", "pass", "redouble"]), ""
    if phase == "resign_choose":
        return seat, rng.choice(["resign_lvl", "resign_no"]), rng.choice("123")
    if phase == "resign_confirm":
        return seat, rng.choice(["resign_yes", "resign_no"]), ""
    if phase == "resign_offered":
        return seat, rng.choice(["accept_resign", "reject_resign", "reject_resign"]), ""
    if phase == "between":
        return seat, "continue", ""
    raise AssertionError(phase)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), mode=st.sampled_from(["single", "blitz", "match"]), length=st.sampled_from([3, 5]))
def test_random_games_keep_every_checker_and_end(seed: int, mode: str, length: int) -> None:
    rng = random.Random(seed)
    state = new_match(mode, length, seed, T0)
    for step in range(6000):
        if state.is_over():
            break
        seat, name, arg = random_action(state, rng)
        before = state.clone()
        try:
            after = apply(state, seat, name, arg, T0)
        except Illegal:
            assert state == before, "a refused action changed the state"  # e.g. a redouble past 64
            continue
        assert state == before, "apply changed its input"
        state = after
        for s in (0, 1):
            assert sum(state.board[s]) + borne_off(tuple(state.board[s])) == 15
            assert all(n >= 0 for n in state.board[s])
        for i in range(24):
            assert not (state.board[0][i] and state.board[1][23 - i]), "two colours on one point"
        if step % 8 == 0:  # the round trip is the slow part of a step: every eighth state, and the last
            assert BgState.from_json(json.loads(json.dumps(state.to_json()))) == state
        assert state.cube <= 64
    assert BgState.from_json(json.loads(json.dumps(state.to_json()))) == state
    assert state.is_over()
    assert state.winner is not None and state.score[state.winner] >= state.length
