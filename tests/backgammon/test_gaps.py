"""Rules the first mutation run found untested: who may step, which die a step uses, auto-play switched on
after rolling, abandoning a match, the clock at its edges, typed doubles, Position IDs that cannot be."""

from __future__ import annotations

import base64

import pytest

from bot.games.backgammon import game
from bot.games.backgammon.clock import RULES, format_clock, settle
from bot.games.backgammon.game import Illegal, apply
from bot.games.backgammon.positions import START, BadPositionId, decode_position_id, encode_position_id
from tests.backgammon.test_engine import T0, at, fresh, side


def test_only_the_player_on_turn_may_step_undo_or_confirm() -> None:
    state = at(fresh(), list(START), list(START), 0, (3, 1))
    for action, arg in (("step", "8-5"), ("lay", encode_position_id(*game.distinct_plays(state)[0].result)),
                        ("typed", "8/5 6/5"), ("autoplay", "")):
        with pytest.raises(Illegal):
            apply(state, 1, action, arg, T0)
    moved = apply(state, 0, "step", "8-5", T0)
    with pytest.raises(Illegal):
        apply(moved, 1, "undo", "", T0)
    assert moved.moved and state.moved == []


def moving(white: list[int], red: list[int], dice: tuple[int, int]) -> game.BgState:
    """A position in the move phase as it is, even when the roll has only one play (which the engine
    would otherwise make at once)."""
    state = at(fresh(), white, red, 0, None)
    state.phase, state.dice, state.moved = "move", list(dice), []
    state.turn_start = [list(white), list(red)]
    state.n_dice = 2
    return state


@pytest.mark.parametrize(("white", "dice", "step", "left"), [
    (side(p4=1, p2=1), (6, 4), "4-0", [6]),  # the 4 bears it off exactly; the 6 could too, and is kept
    (side(p4=1, p2=1), (4, 6), "4-0", [6]),
    (side(p5=1, p1=1), (6, 5), "5-0", [6]),
    (side(p6=1, p1=1), (6, 5), "6-0", [5]),
])
def test_a_step_uses_the_die_that_matches_its_distance(white: list[int], dice: tuple[int, int], step: str,
                                                         left: list[int]) -> None:
    state = apply(moving(white, side(p24=2), dice), 0, "step", step, T0)
    assert game.remaining_dice(state) == left


def test_auto_play_switched_on_after_rolling_plays_this_roll() -> None:
    white, red = side(p6=2, p5=2, p4=2), side(p1=2, p2=2)  # no contact: the race is on
    state = moving(white, red, (6, 5))
    assert state.phase == "move" and state.turn == 0 and not state.contact()
    state = apply(state, 0, "autoplay", "", T0)
    assert state.autoplay[0] and state.turn == 1 and state.last_play is not None
    assert sorted(s[:2] for s in state.last_play["steps"]) == [[5, 0], [6, 0]]


def test_an_abandoned_match_is_won_by_the_player_who_stayed() -> None:
    for absent in (0, 1):
        state = fresh("match", 3)
        state.phase, state.away = "between", [absent == 0, absent == 1]
        state.continue_by, state.continue_ok = T0 + 120, [absent != 0, absent != 1]
        assert not game.abandon(state, T0 + 119)  # not yet
        assert game.abandon(state, T0 + 120)
        assert state.winner == 1 - absent and state.phase == "over"
        assert state.result == {"winner": 1 - absent, "points": 0, "how": "abandoned", "game": state.game_no}
    state = fresh("match", 3)
    state.phase, state.continue_by, state.continue_ok = "between", T0, [True, False]  # nobody away
    assert not game.abandon(state, T0 + 999)


@pytest.mark.parametrize(("elapsed", "left"), [(0.0, 30.0), (0.4, 30.0), (9.999, 30.0), (10.0, 30.0),
                                                (10.001, 19.999), (29.0, 1.0), (30.0, 0.0), (31.0, -1.0)])
def test_blitz_bank_at_its_edges(elapsed: float, left: float) -> None:
    assert settle(30.0, elapsed, RULES["blitz"]) == pytest.approx(left)


def test_bonus_rules_in_the_middle_of_a_bank() -> None:
    assert settle(15.0, 0.0, RULES["blitz"]) == 25.0  # an instant move still earns the bonus
    assert settle(15.0, 0.5, RULES["blitz"]) == 24.5
    assert settle(15.0, 10.0, RULES["blitz"]) == 15.0  # exactly the threshold: 5 left + 10
    assert settle(5.0, 5.0, RULES["blitz"]) == 0.0  # a bank at zero gets no bonus
    assert settle(100.0, -3.0, RULES["single"]) == 120.0  # a clock that went back costs nothing
    assert settle(110.0, 20.0, RULES["match"]) == 110.0


@pytest.mark.parametrize(("seconds", "shown"), [(0, "0:00"), (0.2, "0:01"), (0.999, "0:01"), (1.0, "0:01"),
                                                 (59.5, "1:00"), (60, "1:00"), (61, "1:01"), (119.01, "2:00"),
                                                 (-5, "0:00"), (600, "10:00")])
def test_format_clock_rounds_up_and_never_goes_negative(seconds: float, shown: str) -> None:
    assert format_clock(seconds) == shown


def test_four_moves_of_a_double_typed_as_notation() -> None:
    state = at(fresh(), list(START), list(START), 0, (3, 3))
    played = apply(state, 0, "typed", "8/5(2) 6/3(2)", T0)
    assert played.turn == 1 and played.board[0][4] == 2 and played.board[0][2] == 2
    assert played.board[0][7] == 1 and played.board[0][5] == 3
    chained = apply(state, 0, "typed", "24/21(2) 13/10(2)", T0)
    assert chained.turn == 1 and chained.board[0][20] == 2 and chained.board[0][9] == 2
    with pytest.raises(Illegal, match="typed_illegal"):
        apply(state, 0, "typed", "8/5(4)", T0)  # four from the 8-point: only three are there


def test_position_ids_with_16_checkers_or_two_colours_on_a_point_are_refused() -> None:
    def pid(other: list[int], mover: list[int]) -> str:
        bits: list[int] = []
        for part in (other, mover):
            for count in part:
                bits.extend([1] * count + [0])
        data = bytearray(10)
        for k, bit in enumerate(bits[:80]):
            if bit:
                data[k // 8] |= 1 << (k % 8)
        return base64.b64encode(bytes(data)).decode().rstrip("=")

    fifteen = [2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5] + [0] * 12
    assert decode_position_id(pid(fifteen, fifteen)) == (tuple(fifteen), tuple(fifteen))
    sixteen = [3, *fifteen[1:]]
    with pytest.raises(BadPositionId, match="15"):
        decode_position_id(pid(fifteen, sixteen))
    with pytest.raises(BadPositionId, match="15"):
        decode_position_id(pid(sixteen, fifteen))
    clash_mover = [0] * 25
    clash_mover[0] = 1  # the mover's 1-point is the other side's 24-point
    clash_other = [0] * 25
    clash_other[23] = 1
    with pytest.raises(BadPositionId, match="one point"):
        decode_position_id(pid(clash_other, clash_mover))
    with pytest.raises(BadPositionId):
        decode_position_id("short")


def test_notation_reads_every_part_of_a_play() -> None:
    from bot.games.backgammon.notation import NotationError, parse

    (chain,) = parse("13/7*/1*")
    assert chain.points == (13, 7, 1) and chain.hits == (False, True, True)
    assert parse("24*/18")[0].hits == (True, False)  # a star on the first point is kept as written
    assert [c.points for c in parse("BAR/22, 6/OFF")] == [(25, 22), (6, 0)]  # commas, any case
    assert [c.points for c in parse("25/20 1/off")] == [(25, 20), (1, 0)]  # 25 is the bar
    assert len(parse("8/5(4)")) == 4 and len(parse("8/5(1)")) == 1
    for bad, where in (("26/20", "26/20"), ("8/5(5)", "8/5(5)"), ("8/5(0)", "8/5(0)"), ("13/13", "13/13"),
                       ("6/3(2) 8/5(3)", "too many"), ("   ", "empty"), ("6/off/2", "6/off/2")):
        with pytest.raises(NotationError) as error:
            parse(bad)
        assert where in str(error.value)


def test_notation_writes_a_play_as_people_do() -> None:
    from bot.games.backgammon.notation import format_play

    assert format_play([(6, 0, False), (5, 0, False)]) == "6/off 5/off"  # a checker borne off goes no further
    assert format_play([(6, 0, False), (6, 0, False)]) == "6/off(2)"
    assert format_play([(13, 8, False), (8, 5, False), (24, 21, False)]) == "24/21 13/5"
    assert format_play([(13, 8, False), (8, 5, False)]) == "13/5"  # an unhit midpoint is not written
    assert format_play([(13, 8, True), (8, 5, False)]) == "13/8*/5"
    assert format_play([(8, 5, False), (13, 8, False)]) == "13/8 8/5"  # two checkers: the 8's stays put
    assert format_play([(25, 20, False), (24, 20, False)]) == "bar/20 24/20"  # the bar first
    assert format_play([(25, 20, False), (25, 22, False)]) == "bar/20 bar/22"
    assert format_play([]) == ""


def test_contact_and_the_farthest_checker_at_their_edges() -> None:
    from bot.games.backgammon.positions import farthest, has_contact

    assert farthest(tuple(side())) == 0 and farthest(tuple(side(p1=1))) == 1
    bar = [0] * 25
    bar[24] = 1
    assert farthest(tuple(bar)) == 25 and farthest(tuple(side(p24=1, p3=2))) == 24
    assert not has_contact(tuple(side(p12=1)), tuple(side(p13=1)))  # 12 + 13 = 25: they have passed
    assert has_contact(tuple(side(p12=1)), tuple(side(p14=1)))
    assert has_contact(tuple(bar), tuple(side(p1=1)))


def test_the_same_landing_with_and_without_a_hit_is_two_choices() -> None:
    white = side(p13=1, p1=14)
    red = side(p18=1, p24=14)  # red's 18 is white's 7: a blot on the way 13-7-6, not on 13-12-6
    state = at(fresh(), white, red, 0, (6, 1))
    landing = [(d.path, d.hits) for d in game.destinations(state, 13) if d.path[-1] == 6]
    assert sorted(landing) == [((13, 7, 6), (True, False)), ((13, 12, 6), (False, False))]
    paths = [d.path for d in game.destinations(state, 13)]
    assert len(paths) == len(set(paths)) and (13, 12) in paths and (13, 7) in paths


def test_auto_play_prefers_more_off_then_fewer_pips_then_checkers_kept_low() -> None:
    from bot.games.backgammon.game import choose_autoplay
    from bot.games.backgammon.moves import Play

    def play(**points: int) -> Play:
        return Play((), (tuple(side(**points)), tuple(side(p1=1))))

    off = play(p1=1)  # 14 off
    assert choose_autoplay([play(p1=2), off]) is off
    low = play(p1=1, p2=1)  # 3 pips
    assert choose_autoplay([play(p3=1, p1=1), low]) is low  # 4 pips against 3
    spread, stacked = play(p4=1, p3=1), play(p6=1, p1=1)  # 7 pips each; squares 25 against 37
    assert choose_autoplay([stacked, spread]) is spread
    same_a, same_b = play(p5=1, p1=1), play(p4=1, p2=1)  # 6 pips; squares 26 against 20
    assert choose_autoplay([same_a, same_b]) is same_b
    low_top, high_top = play(p6=1, p5=1, p1=1), play(p7=1, p3=1, p2=1)  # 12 pips and 62 squares each
    assert choose_autoplay([high_top, low_top]) is low_top and choose_autoplay([low_top, high_top]) is low_top


def test_the_deadline_between_games_and_without_a_clock() -> None:
    state = fresh("match", 3)
    assert state.deadline() == state.clock_since + state.banks[state.clock_seat]  # type: ignore[operator,index]
    state.phase, state.continue_by = "between", T0 + 120
    assert state.deadline() == T0 + 120
    state.phase, state.clock_seat = "roll", None
    assert state.deadline() is None
    state.clock_seat, state.clock_since = 0, None
    assert state.deadline() is None


def test_what_abandon_time_loss_and_a_rejected_resignation_leave_in_the_log() -> None:
    state = fresh("match", 3)
    state.phase, state.away, state.continue_by, state.continue_ok = "between", [False, True], T0, [True, False]
    assert game.abandon(state, T0)
    assert state.log[-1] == ["abandoned", 1] and state.events == [["bg.ev.abandoned", {"who": 1}]]
    assert state.continue_by is None
    single = at(fresh(), list(START), list(START), 0, None, now=T0)
    game.time_loss(single, T0 + 121)
    assert single.banks[0] == 0.0 and single.events[0] == ["bg.ev.time", {"who": 0}]
    assert single.result == {"winner": 1, "points": 1, "how": "time", "game": 1} and single.clock_seat is None
    match = fresh("match", 3)
    seat = match.clock_seat
    assert seat is not None
    game.time_loss(match, T0 + 10_000)
    assert match.away[seat] and match.log[-1] == ["away", seat] and match.phase != "over"
    assert match.events[:2] == [["bg.ev.time", {"who": seat}], ["bg.ev.ghost", {"who": seat}]]
    offered = at(fresh(), list(START), list(START), 0, None)
    offered = apply(offered, 0, "resign", "", T0)
    offered = apply(offered, 0, "resign_lvl", "1", T0)
    rejected = apply(offered, 1, "reject_resign", "", T0)
    assert rejected.phase == "roll" and rejected.resign is None and rejected.resume is None
    assert rejected.log[-1] == ["reject", 1] and rejected.events == [["bg.ev.rejects", {"who": 1}]]


def test_refusals_of_a_typed_move_say_the_roll() -> None:
    state = at(fresh(), list(START), list(START), 0, (6, 1))
    for typed in ("13/7 13/12", "9/3 8/7", "2/off 1/off"):
        with pytest.raises(Illegal) as refused:
            apply(state, 0, "typed", typed, T0)
        assert (refused.value.key, refused.value.params) == ("bg.err.typed_illegal", {"d1": 6, "d2": 1})
    with pytest.raises(Illegal) as refused:
        apply(state, 0, "typed", "13-7", T0)
    assert refused.value.key == "bg.err.notation"
    with pytest.raises(Illegal, match="contact"):
        apply(state, 0, "autoplay", "", T0)


def test_position_ids_match_gnubg_for_known_positions() -> None:
    import random

    from tests.backgammon.randpos import random_position

    assert encode_position_id(tuple(START), tuple(START)) == "4HPwATDgc/ABMA"  # gnubg's opening position
    empty = tuple([0] * 25)
    assert encode_position_id(empty, empty) == "AAAAAAAAAAAAAA"
    rng = random.Random(3)
    for _ in range(200):
        mover, other = random_position(rng)
        pid = encode_position_id(mover, other)
        assert len(pid) == 14 and decode_position_id(pid) == (mover, other)


def test_a_typed_play_hits_only_where_it_says() -> None:
    white = side(p13=1, p1=14)
    red = side(p18=1, p24=14)  # a blot on white's 7
    state = at(fresh(), white, red, 0, (6, 1))
    hitting = apply(state, 0, "typed", "13/7*/6", T0)
    quiet = apply(state, 0, "typed", "13/6", T0)
    assert hitting.board[1][24] == 1 and quiet.board[1][24] == 0
    assert hitting.board[0] == quiet.board[0]


def test_checkers_on_the_winners_home_points_make_a_backgammon() -> None:
    from bot.games.backgammon.positions import in_home_of_other

    assert in_home_of_other(tuple(side(p19=1))) == 1 and in_home_of_other(tuple(side(p18=1))) == 0
    bar = [0] * 25
    bar[24] = 2
    assert in_home_of_other(tuple(bar)) == 2
    state = at(fresh(), side(p1=1), side(p19=1, p6=14), 0, (6, 5))  # red's 19-point is in white's home
    assert state.result == {"winner": 0, "points": 3, "how": "backgammon", "game": 1}
    assert state.events[-1] == ["bg.ev.won", {"who": 0, "points": 3, "how": "backgammon"}]


def test_resigning_is_open_while_moving_and_auto_roll_not_after_the_end() -> None:
    state = at(fresh(), list(START), list(START), 0, (6, 1))
    assert apply(state, 0, "resign", "", T0).phase == "resign_choose"
    over = fresh()
    over.phase = "over"
    with pytest.raises(Illegal):
        apply(over, 0, "autoroll", "", T0)
