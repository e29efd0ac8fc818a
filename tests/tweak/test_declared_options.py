"""TWEAK!'s options are declared once: the command's ranges and defaults, the game's start, its lobby line and a
tournament's line of options all read the same declarations."""

from __future__ import annotations

import pytest

from bot.framework import game_options
from bot.framework.kinds import Context, SeatInfo
from bot.games.tweak.cards import DEFAULT_POINTS, DEFAULT_TARGET_SCORE
from bot.games.tweak.kind import OPTIONS, OTHER, RED, SEATS, TARGET, TWEAK_PTS, TweakKind
from cogs.tweak import TweakCog

KIND = TweakKind()


def start(options: dict[str, object], players: int = 3) -> tuple[int, list[int]]:
    ctx = Context(1, tuple(SeatInfo(s, 100 + s, f"p{s}") for s in range(players)), options, "en", 0.0)
    state = KIND.start(ctx, 5)
    return state.target_score, list(state.points)


def test_the_commands_ranges_and_defaults_are_the_declarations() -> None:
    params = {p.name: p for p in TweakCog.new.parameters}
    for spec in (SEATS, TARGET, RED, OTHER, TWEAK_PTS):
        param = params[spec.name]
        assert (param.min_value, param.max_value) == (spec.low, spec.high), spec.name
        if spec.unset is None:
            assert param.default == spec.default, spec.name
        else:
            assert param.default is None and not param.required  # left out: the game decides
    assert KIND.option_specs == OPTIONS


def test_start_reads_the_options_as_declared_and_forged_values_are_brought_in() -> None:
    assert start({}) == (DEFAULT_TARGET_SCORE[3], list(DEFAULT_POINTS))
    assert start({}, players=5)[0] == DEFAULT_TARGET_SCORE[5]
    assert start({"target_score": 80, "red_points": 4, "other_points": 0, "tweak_points": 5}) == (80, [4, 0, 5])
    assert start({"target_score": 2, "red_points": 9, "other_points": -3, "tweak_points": "2"}) == \
        (5, [5, 0, DEFAULT_POINTS[2]])
    assert start({"target_score": 0})[0] == DEFAULT_TARGET_SCORE[3]  # unset: by the number of players
    assert KIND.seat_limit({"seats": 40}) == 6 and KIND.seat_limit({"seats": True}) == SEATS.default


@pytest.mark.parametrize(("line", "chosen"), [
    ("target_score=60 red_points=3", {"target_score": 60, "red_points": 3}),
    ("hedef_puan=25, kırmızı_puan=0", {"target_score": 25, "red_points": 0}),
    ("цель_очков=40 очки_tweak=1", {"target_score": 40, "tweak_points": 1}),
    ("target_score=30 backs=shuffled", {"target_score": 30, "backs": "shuffled"}),
])
def test_a_tournament_line_reads_in_every_language(line: str, chosen: dict[str, int]) -> None:
    assert game_options.parse(KIND.option_specs, line) == chosen
    assert start(dict(chosen))[0] == chosen["target_score"]


@pytest.mark.parametrize("line", ["target_score=3", "red_points=6", "seats=3", "target_score=0", "red_points=٣",
                                  "backs=rainbow", "backs=3"])
def test_a_tournament_line_out_of_range_or_naming_the_seats_is_refused(line: str) -> None:
    with pytest.raises(game_options.OptionRefused):
        game_options.parse(KIND.option_specs, line)


def test_the_backs_option_reads_only_the_backs_the_game_has() -> None:
    ctx = Context(1, tuple(SeatInfo(s, 100 + s, f"p{s}") for s in range(2)), {"backs": "shuffled"}, "en", 0.0)
    assert KIND.start(ctx, 5).backs == "shuffled"
    forged = Context(1, ctx.seats, {"backs": "../etc"}, "en", 0.0)
    assert KIND.start(forged, 5).backs == "house"


def test_the_lobby_says_the_chosen_target_or_the_house_rule() -> None:
    assert "60" in KIND.options_summary({"target_score": 60}, "en")
    assert KIND.options_summary({}, "en") == KIND.options_summary({"target_score": 0}, "en")
