"""The correspondence clock: hours or days a decision, a match's reserve carried across its games, the time to
continue between games, and the live clocks left as they were."""

from __future__ import annotations

import pytest

from bot.framework.kinds import Context, SeatInfo
from bot.games.backgammon import encode_position_id, game
from bot.games.backgammon.clock import RULES, ClockRule, format_clock, settle
from bot.games.backgammon.game import BgState, apply, new_match
from bot.games.backgammon.kind import BackgammonKind, clock_line, clocked
from bot.games.backgammon.positions import START
from bot.i18n import LOCALES
from tests.backgammon.test_engine import T0, at, side

KIND = BackgammonKind()
HOUR, DAY = 3600.0, 86400.0
MOVE = 2 * DAY
RESERVE = 7 * DAY
PEOPLE = (SeatInfo(0, 1, "alice"), SeatInfo(1, 2, "bob"))
CORR_MATCH = {"mode": "match", "length": 5, "pace": "correspondence", "move_hours": 48}


def corr(mode: str = "match", length: int = 3, seed: int = 1) -> BgState:
    return new_match(mode, length, seed, T0, move_seconds=MOVE, reserve=RESERVE)


def to_roll(state: BgState, seat: int, now: float) -> BgState:
    """`seat` to roll from the start position, its segment starting at `now`."""
    at(state, list(START), list(START), seat, None, now=now)
    state.clock_since = now
    return state


def whole_turn(state: BgState, roll_at: float, move_at: float) -> BgState:
    """The player on roll rolls at `roll_at` and commits a whole play at `move_at` (a forced roll plays itself)."""
    seat = state.turn
    assert state.phase == "roll"
    state = apply(state, seat, "roll", "", roll_at)
    if state.phase == "move" and state.turn == seat:
        play = game.distinct_plays(state)[0]
        state = apply(state, seat, "play", encode_position_id(*play.result), move_at)
    assert state.turn == 1 - seat
    return state


def win_game(state: BgState, winner: int, now: float) -> BgState:
    """`winner` bears off its last checker at `now`: a single game."""
    mover, loser = side(p1=1), side(p1=14)
    boards = (mover, loser) if winner == 0 else (loser, mover)
    return at(state, list(boards[0]), list(boards[1]), winner, (6, 5), now=now)


def ctx(options: dict[str, object], now: float = T0, seats: tuple[SeatInfo, ...] = PEOPLE) -> Context:
    return Context(1, seats, options, "en", now)


# --- the engine -----------------------------------------------------------------------------------


def test_per_move_time_is_fresh_each_turn() -> None:
    state = to_roll(new_match("single", 1, 1, T0, move_seconds=MOVE), 0, T0)
    assert state.banks == [0.0, 0.0] and state.reserve == 0.0  # a single game has no reserve
    assert state.deadline() == T0 + MOVE
    assert state.time_left(0, T0 + HOUR) == MOVE - HOUR
    state = whole_turn(state, T0 + HOUR, T0 + MOVE - 1)  # all but a second of the move's two days
    assert state.banks == [0.0, 0.0] and game.timed_out(state, T0 + MOVE - 1) is None
    red_start = T0 + MOVE - 1
    assert state.clock_seat == 1 and state.clock_since == red_start
    assert state.deadline() == red_start + MOVE  # red's two days start afresh
    assert state.time_left(1, red_start) == MOVE and state.time_left(0, red_start) == 0.0
    state = whole_turn(state, red_start + 10, red_start + 20)
    assert state.clock_seat == 0 and state.deadline() == red_start + 20 + MOVE  # and white's again


def test_the_reserve_pays_for_slow_moves_and_lasts_the_whole_match() -> None:
    state = corr()
    assert state.banks == [RESERVE, RESERVE] and state.move_seconds == MOVE
    to_roll(state, 0, T0)
    assert state.deadline() == T0 + MOVE + RESERVE
    assert state.time_left(0, T0 + MOVE + HOUR) == RESERVE - HOUR
    state = whole_turn(state, T0 + DAY, T0 + MOVE + 5 * HOUR)  # five hours over the move's time
    assert state.banks == [RESERVE - 5 * HOUR, RESERVE]
    assert settle(RESERVE, MOVE - 1, game.rule_of(state)) == RESERVE  # within the move's time: nothing added
    end = T0 + MOVE + 6 * HOUR  # red's turn took an hour, within its two days
    state = win_game(state, 0, end)
    assert state.phase == "between" and state.continue_by == end + MOVE
    state = apply(state, 0, "continue", "", end + 1)
    state = apply(state, 1, "continue", "", end + 2)
    assert state.game_no == 2 and state.phase != "between"
    assert state.banks == [RESERVE - 5 * HOUR, RESERVE]  # not reset at the game's start
    assert state.deadline() == end + 2 + MOVE + state.banks[state.turn]


def test_a_single_game_out_of_time_is_lost_times_the_cube() -> None:
    state = to_roll(new_match("single", 1, 3, T0, move_seconds=MOVE), 0, T0)
    state.cube, state.owner = 2, 1
    assert game.timed_out(state, T0 + MOVE - 1) is None and game.timed_out(state, T0 + MOVE) == 0
    late = apply(state, 0, "roll", "", T0 + MOVE + 1)  # too late: the time-out, not the roll
    assert late.result == {"winner": 1, "points": 2, "how": "time", "game": 1} and late.phase == "over"
    out = KIND.on_timeout(ctx({"mode": "single", "pace": "correspondence", "move_hours": 48}, T0 + MOVE), state)
    assert out is not None and out.state.result == late.result and out.state.is_over()


def test_a_match_out_of_time_brings_the_ghost_and_coming_back_keeps_the_reserve_spent() -> None:
    state = to_roll(corr(), 0, T0)
    deadline = T0 + MOVE + RESERVE
    assert game.timed_out(state, deadline - 1) is None
    out = KIND.on_timeout(ctx(CORR_MATCH, deadline), state)
    assert out is not None and out.detail == "time"
    state = out.state
    assert state.away == [True, False] and state.banks[0] == 0.0 and state.phase == "roll"
    assert not state.is_over() and state.clock_seat is None  # the ghost plays without a clock
    state = apply(state, 0, "back", "", deadline + HOUR)
    assert state.away == [False, False] and state.banks[0] == 0.0  # timing out buys no new reserve
    assert state.clock_seat == 0 and state.deadline() == deadline + HOUR + MOVE  # each move still has its own time


def test_between_games_a_present_player_is_continued_for() -> None:
    state = win_game(to_roll(corr(), 0, T0), 1, T0 + HOUR)
    end = T0 + HOUR
    assert state.phase == "between" and state.deadline() == end + MOVE
    state = apply(state, 1, "continue", "", end + 5)
    assert game.continue_timeout(state.clone(), end + MOVE - 1) is None
    assert KIND.on_timeout(ctx(CORR_MATCH, end + MOVE - 1), state) is None
    out = KIND.on_timeout(ctx(CORR_MATCH, end + MOVE), state)
    assert out is not None and out.status is None and out.detail == "continued"
    after = out.state
    assert after.game_no == 2 and after.phase in ("roll", "move") and after.winner is None
    assert ["bg.ev.auto_continue", {"who": 0}] in after.events and after.continue_by is None
    assert after.score == [0, 1] and after.deadline() == end + MOVE + MOVE + after.banks[after.turn]


def test_between_games_an_absent_player_who_does_not_continue_loses_the_match() -> None:
    state = to_roll(corr(), 0, T0)
    state = apply(state, 1, "away", "", T0)
    end = T0 + HOUR
    state = win_game(state, 0, end)
    assert state.phase == "between" and state.continue_by == end + MOVE  # days, not the live two minutes
    state = apply(state, 0, "continue", "", end + 1)
    assert KIND.on_timeout(ctx(CORR_MATCH, end + game.CONTINUE_GRACE_S), state) is None
    out = KIND.on_timeout(ctx(CORR_MATCH, end + MOVE), state)
    assert out is not None and out.status == "abandoned"
    assert out.state.winner == 0 and out.state.phase == "over"
    assert out.state.result is not None and out.state.result["how"] == "abandoned"


def test_shift_time_moves_every_deadline() -> None:
    state = to_roll(corr(), 0, T0)
    before = state.deadline()
    assert before is not None
    state = KIND.shift_time(state, 3 * DAY)
    assert state.deadline() == before + 3 * DAY and state.time_left(0, T0 + 3 * DAY) == MOVE + RESERVE
    between = win_game(state, 0, T0 + 3 * DAY)
    assert between.continue_by == T0 + 3 * DAY + MOVE
    game.shift_time(between, DAY)
    assert between.continue_by == T0 + 4 * DAY + MOVE and between.deadline() == between.continue_by


@pytest.mark.parametrize(("seconds", "shown"), [
    (59, "0:59"), (3599, "59:59"), (3600, "1h 00m"), (2 * HOUR + 5 * 60, "2h 05m"), (5 * HOUR + 7 * 60 + 30, "5h 07m"),
    (DAY, "1d 00h"), (DAY + 23 * HOUR, "1d 23h"), (9 * DAY, "9d 00h"), (-1, "0:00"),
])
def test_format_clock_reads_well_for_long_spans(seconds: float, shown: str) -> None:
    assert format_clock(seconds) == shown


# --- the adapter ----------------------------------------------------------------------------------


def test_start_reads_the_correspondence_pace() -> None:
    match = KIND.start(ctx(CORR_MATCH), 4)
    assert match.move_seconds == MOVE and match.reserve == RESERVE and match.banks == [RESERVE, RESERVE]
    assert match.clocked == [True, True]
    assert KIND.deadline(ctx(CORR_MATCH), match) == T0 + MOVE + RESERVE
    short = KIND.start(ctx({**CORR_MATCH, "move_hours": 12, "reserve_days": 2}), 4)
    assert short.move_seconds == 12 * HOUR and short.banks == [2 * DAY, 2 * DAY]
    single = KIND.start(ctx({"mode": "single", "pace": "correspondence", "move_hours": 24, "reserve_days": 5}), 4)
    assert single.move_seconds == DAY and single.reserve == 0.0 and single.banks == [0.0, 0.0]
    assert KIND.deadline(ctx({}), single) == T0 + DAY
    computer = (SeatInfo(0, 1, "alice"), SeatInfo(1, None, "Computer", "beginner"))
    options = {"mode": "match", "length": 3, "pace": "correspondence", "computer": "beginner", "clock": True}
    against = KIND.start(ctx(options, seats=computer), 4)
    assert against.clocked == [False, False] and KIND.deadline(ctx(options, seats=computer), against) is None
    assert clocked(options, ("", "beginner")) == (False, False)
    assert clock_line(options, "en") == "No clock: take as long as you like."


def test_the_board_shows_the_time_for_this_move_and_the_other_reserve() -> None:
    state = to_roll(KIND.start(ctx(CORR_MATCH), 4), 0, T0)
    now = T0 + MOVE + DAY  # a day into white's reserve
    board = KIND._board(ctx(CORR_MATCH, now), state)
    assert board.clocks == ("6d 00h", "7d 00h")
    assert board.labels["clock0"] == "Move" and board.labels["clock1"] == "Reserve"
    info = KIND.board(ctx(CORR_MATCH, now), state).description
    assert "⚪ 6d 00h for this move · 🔴 reserve 7d 00h" in info
    single = to_roll(KIND.start(ctx({"mode": "single", "pace": "correspondence", "move_hours": 24}), 4), 1, T0)
    board = KIND._board(ctx({}, T0 + 5 * HOUR), single)
    assert board.clocks == ("", "19h 00m")  # no reserve to show for the player waiting


def test_the_clock_line_in_every_language() -> None:
    assert clock_line(CORR_MATCH, "en") == (
        "A reserve of 7 days for the whole match, for moves that take longer than 2 days. Whoever runs out of time has "
        "the computer play for them until they press “I'm back”. After each game both players have 2 days to press "
        "Continue; then the next game starts anyway, and a player the computer is standing in for loses the match.")
    assert clock_line(CORR_MATCH, "ru").startswith("На ход — 2 дня, сверх того — запас 7 дней на весь матч.")
    assert clock_line(CORR_MATCH, "tr").startswith("2 gün süreyi aşan hamleler için maçın tamamında 7 gün yedek süre.")
    single = {"mode": "single", "pace": "correspondence", "move_hours": 24}
    assert clock_line(single, "en") == "A single game by post: whoever runs out of time loses it."
    assert clock_line(single, "ru") == "Одна партия по переписке: у кого кончилось время, тот её проиграл."
    assert clock_line({**CORR_MATCH, "move_hours": 120}, "ru").startswith("На ход — 5 дней,")
    assert clock_line({**CORR_MATCH, "move_hours": 12}, "ru").startswith("На ход — 12 часов,")
    assert clock_line({**CORR_MATCH, "reserve_days": 0}, "en").startswith("No reserve: each move has 2 days, no more.")
    for loc in LOCALES:
        assert "{" not in clock_line(CORR_MATCH, loc) and "{" not in clock_line(single, loc)


def test_the_correspondence_board_draws_its_labels_without_overlap() -> None:
    from bot.games.backgammon import render
    from bot.i18n import t
    from tests.pictures import assert_no_overlap, recorded_text

    state = to_roll(KIND.start(ctx(CORR_MATCH), 4), 0, T0)
    for loc in LOCALES:
        view = KIND._board(Context(1, PEOPLE, CORR_MATCH, loc, T0 + HOUR), state)
        with recorded_text(render) as boxes:
            picture = render.render_board(view)
        texts = [text for _, text, _ in boxes]
        assert "8d 23h" in texts and "7d 00h" in texts
        assert t("bg.label.move", loc) in texts and t("bg.label.reserve", loc) in texts
        assert_no_overlap(boxes, picture.width)


# --- live play is as it was -----------------------------------------------------------------------


def test_a_live_game_keeps_its_clocks() -> None:
    assert RULES["blitz"] == ClockRule(bank=30.0, bonus=10.0, threshold=10.0, cap=30.0)
    assert settle(30, 15, RULES["blitz"]) == 15 and settle(15, 5, RULES["blitz"]) == 20  # the rules file's example
    blitz = KIND.start(ctx({"mode": "blitz"}), 3)
    assert blitz.move_seconds == 0.0 and blitz.reserve == 0.0 and blitz.banks == [30.0, 30.0]
    assert game.rule_of(blitz) is RULES["blitz"]
    to_roll(blitz, 0, T0)
    assert blitz.deadline() == T0 + 30 and blitz.time_left(0, T0 + 12) == 18
    blitz = whole_turn(blitz, T0 + 2, T0 + 5)
    assert blitz.banks[0] == 30.0  # 5 s: 25 left + 10 bonus, capped at 30
    match = win_game(to_roll(new_match("match", 3, 2, T0), 0, T0), 0, T0 + 50)
    assert match.phase == "between" and match.continue_by is None  # nobody away: no time to continue by
    match = apply(apply(match, 0, "continue", "", T0 + 60), 1, "continue", "", T0 + 61)
    assert match.banks == [120.0, 120.0]  # each live game starts with full banks
    assert clock_line({"mode": "blitz"}, "en").startswith("Clock: each player has a 0:30 time bank")
    board = KIND._board(ctx({"mode": "match", "length": 3}, T0 + 61), match)
    assert board.clocks == ("2:00", "2:00") and "clock0" not in board.labels
