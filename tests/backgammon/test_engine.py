"""Backgammon rules: the rules file's examples and the standard rules, on the pure engine."""

from __future__ import annotations

import json

import pytest

from bot.games.backgammon import encode_position_id, game
from bot.games.backgammon.clock import RULES, settle
from bot.games.backgammon.game import BgState, Illegal, apply, new_match
from bot.games.backgammon.moves import legal_plays
from bot.games.backgammon.notation import NotationError, format_play, parse
from bot.games.backgammon.positions import START, Side

T0 = 1_000_000.0


def side(**points: int) -> list[int]:
    """A side from point counts: side(p6=5, bar=1)."""
    s = [0] * 25
    for name, n in points.items():
        s[24 if name == "bar" else int(name[1:]) - 1] = n
    return s


def at(state: BgState, white: list[int], red: list[int], turn: int, dice: tuple[int, int] | None,
       now: float = T0) -> BgState:
    """Put `state` in a chosen position with `turn` to roll (dice None) or to move `dice`."""
    state.board = [list(white), list(red)]
    state.turn = turn
    state.events = []
    state.phase = "roll"
    state.dice, state.moved, state.turn_start = [], [], None
    if dice is not None:
        game._begin_move(state, list(dice), now)
    game.sync_clock(state, now)
    return state


def fresh(mode: str = "single", length: int = 1, seed: int = 1) -> BgState:
    state = new_match(mode, length, seed, T0)
    return at(state, list(START), list(START), 0, None)


# --- opening --------------------------------------------------------------------------------------


def test_opening_roll_is_one_die_each_and_higher_plays_both() -> None:
    for seed in range(30):
        state = new_match("single", 1, seed, T0)
        key, params = state.events[0]
        assert key == "bg.ev.opening" and params["white"] != params["red"]
        assert state.turn == (0 if params["white"] > params["red"] else 1)
        assert sorted(state.dice) == sorted([params["white"], params["red"]])
        assert state.phase == "move"


def test_same_seed_same_game() -> None:
    a, b = new_match("match", 5, 99, T0), new_match("match", 5, 99, T0)
    assert a.to_json() == b.to_json()


def test_state_round_trips_through_json() -> None:
    state = new_match("match", 9, 5, T0)
    data = json.loads(json.dumps(state.to_json()))
    assert BgState.from_json(data) == state


# --- moving ---------------------------------------------------------------------------------------


def test_the_last_step_waits_for_confirm_and_undo_takes_it_back() -> None:
    state = at(fresh(), list(START), list(START), 0, (3, 1))
    assert state.phase == "move" and state.n_dice == 2 and state.confirm == [True, True]
    state = apply(state, 0, "step", "8-5", T0)
    state = apply(state, 0, "undo", "", T0)
    assert state.moved == []
    with pytest.raises(Illegal, match="not_finished"):
        apply(state, 0, "confirm", "", T0)
    state = apply(state, 0, "step", "8-5", T0)
    state = apply(state, 0, "step", "6-5", T0)  # every die played: nothing is committed yet
    assert state.turn == 0 and state.phase == "move" and game.awaiting_confirm(state)
    assert state.board[0] == list(START) and not game.allowed_steps(state)
    with pytest.raises(Illegal):
        apply(state, 1, "confirm", "", T0)  # only the mover confirms
    undone = apply(state, 0, "undo", "", T0)
    assert len(undone.moved) == 1 and not game.awaiting_confirm(undone)
    state = apply(state, 0, "confirm", "", T0)
    assert state.turn == 1 and state.phase == "roll"
    assert state.board[0][4] == 2 and state.last_play == {"seat": 0, "steps": [[8, 5, 0], [6, 5, 0]], "dice": [3, 1]}


def test_without_confirmation_the_last_step_commits() -> None:
    state = at(fresh(), list(START), list(START), 0, (3, 1))
    state.confirm = [False, True]
    state = apply(state, 0, "step", "8-5", T0)
    state = apply(state, 0, "step", "6-5", T0)
    assert state.turn == 1 and state.phase == "roll" and state.board[0][4] == 2


def test_a_whole_play_is_laid_out_then_confirmed_and_play_commits_at_once() -> None:
    state = at(fresh(), list(START), list(START), 0, (3, 1))
    plays = game.distinct_plays(state)
    target = next(p for p in plays if p.result[0][4] == 2)  # 8/5 6/5
    pid = encode_position_id(*target.result)
    laid = apply(state, 0, "lay", pid, T0)
    assert game.awaiting_confirm(laid) and laid.board[0] == list(START)
    assert sorted(tuple(m[:2]) for m in laid.moved) == [(6, 5), (8, 5)]
    done = apply(laid, 0, "confirm", "", T0)
    assert done.turn == 1 and done.board[0][4] == 2
    assert apply(state, 0, "play", pid, T0).board[0] == done.board[0]  # the computer's way: no confirm
    state.confirm = [False, False]
    assert apply(state, 0, "lay", pid, T0).turn == 1
    with pytest.raises(Illegal):
        apply(state, 0, "lay", "not-a-position", T0)


def test_must_use_both_dice_when_possible() -> None:
    # 24/18 alone would leave the 5 unplayable, but 24/19/13 plays both: only full plays are legal
    white = side(p24=1, p1=14)
    red = side(p7=2)  # white's 18 is red's 7: blocked, so 24/18 first is impossible anyway
    plays = legal_plays(tuple(white), tuple(red), 6, 5)
    assert all(len(p.steps) == 2 for p in plays)


# White: one checker on 13, the rest on the 1-point; red holds white's 2-point. With 6-5 either die can
# be played alone (13/7 or 13/8), but then the other is blocked (7/2, 8/2) and nothing can bear off.
ONE_DIE_WHITE = side(p13=1, p1=14)
ONE_DIE_RED = side(p23=2, p11=13)


def test_larger_die_when_only_one_can_be_played() -> None:
    plays = legal_plays(tuple(ONE_DIE_WHITE), tuple(ONE_DIE_RED), 6, 5)
    assert [p.steps for p in plays] == [((13, 7, False),)]


def test_bar_first_and_dancing_passes_the_turn() -> None:
    white = side(bar=1, p6=14)
    red = side(p1=2, p2=2, p3=2, p4=2, p5=2, p6=2, p13=3)  # red's home board is closed
    state = at(fresh(), white, red, 0, (6, 6))
    assert state.turn == 1 and state.phase == "roll"
    assert state.events[-1][0] == "bg.ev.no_move"


def test_a_roll_with_one_legal_play_is_played_automatically() -> None:
    state = at(fresh(), ONE_DIE_WHITE, ONE_DIE_RED, 0, (6, 5))
    assert [e[0] for e in state.events] == ["bg.ev.forced", "bg.ev.played"]
    assert state.turn == 1 and state.board[0][6] == 1


def test_hit_on_the_intermediate_point_of_a_combined_move() -> None:
    white = side(p13=1, p1=14)
    red = side(p18=1, p24=14)  # red's 18 is white's 7: a blot
    state = at(fresh(), white, red, 0, (6, 5))
    dests = {d.path: d.hits for d in game.destinations(state, 13)}
    assert dests[(13, 7, 2)] == (True, False)
    state = apply(state, 0, "step", "13-7-2", T0)
    state = apply(state, 0, "confirm", "", T0)
    assert state.board[1][24] == 1  # red's checker went to the bar


def test_bear_off_with_larger_die_from_highest_point() -> None:
    white = side(p3=1, p2=14)
    red = side(p13=15)
    plays = legal_plays(tuple(white), tuple(red), 6, 5)
    assert any((3, 0, False) in p.steps for p in plays)
    # not while a checker stands outside the home board
    white = side(p7=1, p3=14)
    assert all(step[1] != 0 or step[0] <= 6 for p in legal_plays(tuple(white), tuple(red), 6, 4) for step in p.steps)


# --- end of game ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("red", "points", "how"),
    [
        (side(p1=14), 1, "single"),  # red has borne one off
        (side(p1=15), 2, "gammon"),
        (side(p1=14, p20=1), 3, "backgammon"),  # red's 20 is white's 5: in the winner's home board
        (side(p1=14, bar=1), 3, "backgammon"),
    ],
)
def test_single_gammon_backgammon_times_cube(red: list[int], points: int, how: str) -> None:
    state = fresh()
    state.cube = 2
    at(state, side(p1=1), red, 0, (6, 5))
    assert state.phase == "over" and state.result is not None
    assert state.result["how"] == how and state.result["points"] == points * 2 and state.winner == 0


# --- cube -----------------------------------------------------------------------------------------


def test_double_take_pass_and_ownership() -> None:
    state = fresh()
    state = apply(state, 0, "double", "", T0)
    assert state.phase == "doubled" and state.actors() == {1}
    with pytest.raises(Illegal):
        state = apply(state, 0, "take", "", T0)
    state = apply(state, 1, "take", "", T0)
    assert state.cube == 2 and state.owner == 1 and state.turn == 0 and state.phase == "roll"
    with pytest.raises(Illegal):
        state = apply(state, 0, "double", "", T0)  # the cube is on red's side now
    other = fresh()
    other = apply(other, 0, "double", "", T0)
    other = apply(other, 1, "pass", "", T0)
    assert other.result == {"winner": 0, "points": 1, "how": "pass", "game": 1}


def test_rules_file_immediate_redouble_example() -> None:
    x, y = 0, 1
    # X doubles to 2; Y accepts and at once redoubles to 4; X passes: X loses 2 points
    state = fresh()
    state = apply(state, x, "double", "", T0)
    state = apply(state, y, "redouble", "", T0)
    assert state.phase == "doubled" and state.actors() == {x} and state.offer == {"by": y, "value": 4, "redouble": True}
    state = apply(state, x, "pass", "", T0)
    assert state.result is not None and state.result["winner"] == y and state.result["points"] == 2
    # ... if X accepts, the cube is on 4 and stays with Y
    state = fresh()
    state = apply(state, x, "double", "", T0)
    state = apply(state, y, "redouble", "", T0)
    state = apply(state, x, "take", "", T0)
    assert state.cube == 4 and state.owner == y and state.turn == x and state.phase == "roll"
    with pytest.raises(Illegal):
        state = apply(state, x, "double", "", T0)


def test_cube_stops_at_64() -> None:
    state = fresh()
    state.cube, state.owner = 64, 0
    with pytest.raises(Illegal):
        state = apply(state, 0, "double", "", T0)
    state.cube = 32
    state = apply(state, 0, "double", "", T0)
    with pytest.raises(Illegal):
        state = apply(state, 1, "redouble", "", T0)


def test_no_doubling_with_auto_roll_on() -> None:
    state = fresh()
    state.autoroll[1] = True
    state = apply(state, 0, "autoroll", "", T0)  # on: white's dice are rolled at once
    assert (state.phase in ("move", "roll") and state.dice) or state.turn == 1
    state = fresh()
    state.autoroll[0] = True
    assert not state.can_double(0)


# --- match play and Crawford ----------------------------------------------------------------------


def finish_game_for(state: BgState, winner: int) -> None:
    """White or red bears off its last checker (a single game)."""
    mover = side(p1=1)
    loser = side(p1=14)
    if winner == 0:
        at(state, mover, loser, 0, (6, 5))
    else:
        at(state, loser, mover, 1, (6, 5))


def test_three_point_match_with_crawford_and_post_crawford() -> None:
    state = new_match("match", 3, 7, T0)
    finish_game_for(state, 0)
    assert state.phase == "between" and state.score == [1, 0]
    state = apply(state, 0, "continue", "", T0)
    assert state.phase == "between" and state.actors() == {1}
    state = apply(state, 1, "continue", "", T0)
    assert state.game_no == 2 and not state.crawford_game
    finish_game_for(state, 0)
    assert state.score == [2, 0]
    state = apply(state, 0, "continue", "", T0)
    state = apply(state, 1, "continue", "", T0)
    assert state.crawford_game  # white reached match point minus one
    at(state, list(START), list(START), 1, None)
    with pytest.raises(Illegal, match=r"bg\.err\.crawford"):
        state = apply(state, 1, "double", "", T0)
    finish_game_for(state, 1)
    state = apply(state, 0, "continue", "", T0)
    state = apply(state, 1, "continue", "", T0)
    assert not state.crawford_game and state.crawford_used  # post-Crawford: the cube is back
    at(state, list(START), list(START), 1, None)
    state = apply(state, 1, "double", "", T0)
    state = apply(state, 0, "take", "", T0)
    assert state.cube == 2
    finish_game_for(state, 0)
    assert state.phase == "over" and state.winner == 0 and state.score == [3, 1]  # 2 points won, 1 counted


# --- resignation ----------------------------------------------------------------------------------


def test_resign_offer_accept_and_reject() -> None:
    state = fresh()
    state = apply(state, 0, "resign", "", T0)
    assert state.phase == "resign_choose"
    state = apply(state, 0, "resign_lvl", "1", T0)
    assert state.phase == "resign_offered" and state.actors() == {1}
    state = apply(state, 1, "reject_resign", "", T0)
    assert state.phase == "roll" and state.turn == 0
    state = apply(state, 0, "resign", "", T0)
    state = apply(state, 0, "resign_lvl", "2", T0)
    state = apply(state, 1, "accept_resign", "", T0)
    assert state.result == {"winner": 1, "points": 2, "how": "resign", "game": 1}


def test_resigning_60_pips_behind_counts_as_a_gammon_after_confirmation() -> None:
    state = fresh()
    at(state, list(START), side(p1=5, p2=5, p3=5), 0, None)  # white 167 pips, red 30: far behind
    assert game.gammon_rule_applies(state, 0)
    state = apply(state, 0, "resign", "", T0)
    state = apply(state, 0, "resign_lvl", "1", T0)
    assert state.phase == "resign_confirm"
    state = apply(state, 0, "resign_no", "", T0)
    assert state.phase == "roll"
    state = apply(state, 0, "resign", "", T0)
    state = apply(state, 0, "resign_lvl", "1", T0)
    state = apply(state, 0, "resign_yes", "", T0)
    assert state.resign == {"by": 0, "level": 2}
    state = apply(state, 1, "accept_resign", "", T0)
    assert state.result is not None and state.result["points"] == 2
    # not behind by 60: a single resignation is a single
    state = fresh()
    state = apply(state, 0, "resign", "", T0)
    state = apply(state, 0, "resign_lvl", "1", T0)
    assert state.phase == "resign_offered" and state.resign == {"by": 0, "level": 1}


# --- clocks ---------------------------------------------------------------------------------------


def test_clock_rule_examples() -> None:
    blitz, single = RULES["blitz"], RULES["single"]
    assert settle(30, 15, blitz) == 15
    assert settle(15, 5, blitz) == 20
    assert settle(120, 30, single) == 90
    assert settle(90, 5, single) == 105
    assert settle(25, 5, blitz) == 30  # capped


def test_blitz_example_through_the_game() -> None:
    state = new_match("blitz", 1, 3, T0)
    at(state, list(START), list(START), 0, None, now=T0)
    state = apply(state, 0, "roll", "", T0 + 5)
    while state.turn == 0 and state.phase == "move":
        if game.awaiting_confirm(state):
            state = apply(state, 0, "confirm", "", T0 + 15)
            continue
        (step, _die) = game.allowed_steps(state)[0]
        state = apply(state, 0, "step", f"{step[0]}-{step[1]}", T0 + 15)
    assert state.banks[0] == 15  # the move took 15 s
    start_red = state.clock_since
    assert start_red == T0 + 15 and state.clock_seat == 1
    at(state, state.board[0], state.board[1], 0, None, now=T0 + 100)  # white's next turn starts at T0 + 100
    state = apply(state, 0, "roll", "", T0 + 101)
    while state.turn == 0 and state.phase == "move":
        if game.awaiting_confirm(state):
            state = apply(state, 0, "confirm", "", T0 + 105)
            continue
        (step, _die) = game.allowed_steps(state)[0]
        state = apply(state, 0, "step", f"{step[0]}-{step[1]}", T0 + 105)
    assert state.banks[0] == 20  # 5 s: 10 left + 10 bonus


def test_running_out_of_time_loses_a_single_game_times_the_cube() -> None:
    state = new_match("blitz", 1, 3, T0)
    state.cube, state.owner = 2, 1
    at(state, list(START), list(START), 0, None, now=T0)
    assert state.deadline() == T0 + 30
    game.time_loss(state, T0 + 31)
    assert state.result == {"winner": 1, "points": 2, "how": "time", "game": 1} and state.phase == "over"


# --- automation -----------------------------------------------------------------------------------


def test_auto_play_needs_no_contact_and_is_deterministic() -> None:
    state = fresh()
    with pytest.raises(Illegal, match=r"bg\.err\.contact"):
        state = apply(state, 0, "autoplay", "", T0)
    white, red = side(p6=5, p5=5, p4=5), side(p6=5, p5=5, p4=5)  # a pure race
    a = at(fresh(seed=4), white, red, 0, None)
    b = at(fresh(seed=4), white, red, 0, None)
    a = apply(a, 0, "autoplay", "", T0)
    b = apply(b, 0, "autoplay", "", T0)
    assert a.to_json() == b.to_json()
    assert game.borne_off(tuple(a.board[0])) >= 2  # it bore off as much as the dice allowed


def test_auto_roll_rolls_after_the_opponent_moves() -> None:
    state = fresh()
    state = apply(state, 1, "autoroll", "", T0)  # red switches it on while white is to roll
    state = apply(state, 0, "roll", "", T0)
    while state.turn == 0 and state.phase == "move":
        if game.awaiting_confirm(state):
            state = apply(state, 0, "confirm", "", T0)
            continue
        (step, _die) = game.allowed_steps(state)[0]
        state = apply(state, 0, "step", f"{step[0]}-{step[1]}", T0)
    assert state.turn == 1 and state.dice  # red's dice were rolled without a click


# --- notation -------------------------------------------------------------------------------------


def test_notation_parse_and_format() -> None:
    assert [c.points for c in parse("13/7 8/7")] == [(13, 7), (8, 7)]
    assert [c.points for c in parse("bar/22")] == [(25, 22)]
    assert [c.points for c in parse("6/off")] == [(6, 0)]
    assert [c.points for c in parse("8/5(2)")] == [(8, 5), (8, 5)]
    assert parse("24/18*")[0].hits == (False, True)
    assert parse("13/7*/1")[0].points == (13, 7, 1)
    for bad in ("", "13", "7/13", "x/7", "8/5(9)", "off/3", "3/bar"):
        with pytest.raises(NotationError):
            parse(bad)
    assert format_play([(13, 7, False), (8, 7, False)]) == "13/7 8/7"
    assert format_play([(8, 5, False), (8, 5, False)]) == "8/5(2)"
    assert format_play([(24, 18, True)]) == "24/18*"
    assert format_play([(13, 7, True), (7, 1, False)]) == "13/7*/1"
    assert format_play([(25, 22, False), (6, 0, False)]) == "bar/22 6/off"


def test_typed_moves() -> None:
    state = at(fresh(), list(START), list(START), 0, (6, 1))
    with pytest.raises(Illegal, match=r"bg\.err\.notation"):
        state = apply(state, 0, "typed", "thirteen to seven", T0)
    with pytest.raises(Illegal, match=r"bg\.err\.typed_illegal"):
        state = apply(state, 0, "typed", "13/7 13/12", T0)  # red holds white's 12
    state = apply(state, 0, "typed", "13/7 8/7", T0)
    assert state.turn == 1 and state.board[0][6] == 2


def test_start_side_constant() -> None:
    start: Side = START
    assert sum(start) == 15 and game.pips(start) == 167
