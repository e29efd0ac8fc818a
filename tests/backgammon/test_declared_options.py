"""Backgammon's mode and match length are declared once: the commands' choices and defaults, the game's start, its
lobby line and a tournament's line of options read the same declarations; a forged value is brought in, never a
crash."""

from __future__ import annotations

import pytest

from bot.framework import game_options
from bot.framework.kinds import Context, SeatInfo
from bot.games.backgammon import game
from bot.games.backgammon.kind import LENGTH, MODE, BackgammonKind, mode_name
from cogs.backgammon import LENGTH_CHOICES, MODE_CHOICES, BackgammonCog

KIND = BackgammonKind()


def started(options: dict[str, object]) -> tuple[str, int]:
    ctx = Context(1, (SeatInfo(0, 100, "a"), SeatInfo(1, 101, "b")), options, "en", 0.0)
    state = KIND.start(ctx, 5)
    return state.mode, state.length


def test_the_commands_read_the_declarations() -> None:
    for command in (BackgammonCog.new, BackgammonCog.versus_computer):
        params = {p.name: p for p in command.parameters}
        assert params["mode"].default == MODE.default and params["length"].default == LENGTH.default
        assert [c.value for c in params["mode"].choices] == list(MODE.values) == list(game.MODES)
        assert [c.value for c in params["length"].choices] == [3, 5, 9]
    assert all(LENGTH.low <= c.value <= LENGTH.high for c in LENGTH_CHOICES) and len(MODE_CHOICES) == 3
    assert KIND.option_specs == (MODE, LENGTH)


def test_start_reads_the_options_as_declared_and_forged_values_are_brought_in() -> None:
    assert started({}) == ("single", 1)
    assert started({"mode": "match", "length": 7}) == ("match", 7)
    assert started({"mode": "match"}) == ("match", LENGTH.default)
    assert started({"mode": "chess", "length": 7}) == ("single", 1)  # once a crash: an unknown mode
    assert started({"mode": "match", "length": 400}) == ("match", LENGTH.high)
    assert started({"mode": "match", "length": "7"}) == ("match", LENGTH.default)
    assert started({"mode": "blitz", "pace": "correspondence", "move_hours": 24})[0] == "single"  # no bank by post


def test_the_lobby_line_names_the_mode_as_played() -> None:
    assert "7" in mode_name({"mode": "match", "length": 7}, "en")
    assert mode_name({"mode": "chess"}, "en") == mode_name({}, "en")


@pytest.mark.parametrize(("line", "chosen"), [
    ("mode=match length=7", {"mode": "match", "length": 7}),
    ("mod=blitz", {"mode": "blitz"}),
    ("режим=match длина=11", {"mode": "match", "length": 11}),
])
def test_a_tournament_line_reads_in_every_language(line: str, chosen: dict[str, object]) -> None:
    assert game_options.parse(KIND.option_specs, line) == chosen
    if chosen.get("length"):
        assert started(dict(chosen)) == ("match", chosen["length"])


@pytest.mark.parametrize("line", ["mode=chess", "length=0", "length=26", "length=٧", "stake=10"])
def test_a_tournament_line_that_does_not_read_is_refused(line: str) -> None:
    with pytest.raises(game_options.OptionRefused):
        game_options.parse(KIND.option_specs, line)


def test_the_lobby_line_of_a_forged_computer_level_says_no_level_and_does_not_crash() -> None:
    assert "Beginner" not in KIND.options_summary({"computer": "grandmaster-9000"}, "en")
    assert KIND.options_summary({"computer": "beginner"}, "en") != KIND.options_summary({}, "en")
