"""The computer's cube in match play: never a dead cube, no noise on a decision the score makes meaningless,
and a match counts no more points than the winner needed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.rng import GameRng
from bot.games.backgammon import computer, encode_position_id, game
from bot.games.backgammon.game import BgState, new_match
from tests.backgammon.randpos import random_position

T0 = 0.0


def quick_play(state: BgState, seat: int, level: computer.Level, salt: int = 0) -> str:
    """Checker play is not under test here: the first legal play, so a match takes seconds."""
    start = game.turn_start(state)
    plays = sorted(p.result for p in game.legal_plays(start[0], start[1], state.dice[0], state.dice[1]))
    return encode_position_id(*plays[0])


def play_match(length: int, levels: tuple[str, str], seed: int, monkeypatch: Any) -> BgState:
    monkeypatch.setattr(computer, "choose_play", quick_play)
    state = new_match("match", length, seed, T0)
    for _ in range(20_000):
        if state.is_over():
            return state
        seat = min(state.actors())
        before = (state.cube, state.owner, list(state.score))
        decided = computer.decide(state, seat, levels[seat])
        assert decided is not None
        if decided[0] in ("double", "redouble"):
            value = state.cube if decided[0] == "double" else state.offer["value"]  # type: ignore[index]
            needed = length - state.score[seat]
            assert value < needed, f"{levels[seat]} doubled a dead cube: {value} with {needed} to go"
        state = game.apply(state, seat, decided[0], decided[1], T0)
        assert max(state.score) <= length, (before, state.score)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(("length", "levels", "seed"), [
    (3, ("beginner", "casual"), 1), (5, ("beginner", "beginner"), 2), (7, ("casual", "intermediate"), 3),
])
def test_computer_matches_never_turn_the_cube_past_what_can_matter(length: int, levels: tuple[str, str], seed: int,
                                                                    monkeypatch: Any) -> None:
    state = play_match(length, levels, seed, monkeypatch)
    assert max(state.score) == length and state.winner is not None
    cubes = [entry[2] for entry in state.log if entry[0] == "double"]
    assert all(cube <= 2 * length for cube in cubes), cubes  # a 3-point match never sees a cube of 64 again


@pytest.mark.parametrize("level", list(computer.LEVELS))
def test_no_level_doubles_or_redoubles_a_dead_cube(level: str) -> None:
    rng = random.Random(level)
    for _ in range(60):
        length = rng.choice((3, 5, 7))
        state = new_match("match", length, rng.randrange(1 << 30), T0)
        mover, other = random_position(rng)
        seat = state.turn
        state.board[seat], state.board[1 - seat] = list(mover), list(other)
        state.phase, state.dice, state.moved, state.turn_start, state.offer = "roll", [], [], None, None
        away = rng.randint(1, length)
        state.score[seat] = length - away
        state.score[1 - seat] = rng.randint(0, length - 1)
        state.cube = rng.choice([c for c in (2, 4, 8) if c >= away] or [away])
        state.owner = seat
        state.crawford_game = False
        assert computer.decide(state, seat, level) == ("roll", "")  # the cube already covers what it needs
        state.phase, state.owner = "doubled", None
        state.offer = {"by": 1 - seat, "value": state.cube, "redouble": False}
        state.cube //= 2
        assert computer.decide(state, seat, level) != ("redouble", "")


def test_a_meaningless_margin_gets_no_noise() -> None:
    rng = GameRng(7)
    assert all(computer._noisy(0.0, rng, 1.0) == 0.0 for _ in range(100))
    noisy = {round(computer._noisy(0.01, rng, 0.3), 6) for _ in range(100)}
    assert len(noisy) > 50 and any(v < 0 for v in noisy)  # a real margin is still blurred at weak levels


def test_a_match_counts_only_the_points_the_winner_needed() -> None:
    state = new_match("match", 3, 5, T0)
    state.score = [2, 0]
    state.cube, state.owner = 4, 1
    seat = 1
    state.phase, state.turn, state.dice, state.moved = "roll", seat, [], []
    state = game.apply(state, seat, "double", "", T0)
    state = game.apply(state, 0, "pass", "", T0)  # a pass of the 8-cube is worth 4: the match counts 3
    assert state.score == [2, 3] and state.result is not None and state.result["points"] == 4
    assert state.is_over() and state.winner == 1
