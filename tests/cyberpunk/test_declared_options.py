"""Cyberpunk's quick game is a declared option: the command's default, the game's start, its lobby line and a
tournament's line of options all read the one declaration, and a forged value is the default."""

from __future__ import annotations

import pytest

from bot.framework import game_options
from bot.framework.kinds import Context, SeatInfo
from bot.games.cyberpunk.kind import QUICK, CyberpunkKind
from cogs.cyberpunk import CyberpunkCog

KIND = CyberpunkKind()


def started_quick(options: dict[str, object]) -> bool:
    ctx = Context(1, (SeatInfo(0, 100, "a"), SeatInfo(1, 101, "b")), options, "en", 0.0)
    return KIND.start(ctx, 5).quick


def test_the_command_and_the_game_read_the_declaration() -> None:
    params = {p.name: p for p in CyberpunkCog.new.parameters}
    assert params["quick"].default is QUICK.default is False
    assert KIND.option_specs == (QUICK,)
    assert started_quick({"quick": True}) and not started_quick({})
    assert not started_quick({"quick": "yes"}) and not started_quick({"quick": 1})  # forged: the default
    assert KIND.options_summary({"quick": True}, "en") != KIND.options_summary({}, "en")
    assert KIND.options_summary({"quick": "yes"}, "en") == KIND.options_summary({}, "en")


@pytest.mark.parametrize(("line", "chosen"), [
    ("quick=yes", {"quick": True}), ("quick=no", {"quick": False}), ("QUICK=On", {"quick": True}),
    ("hızlı=true", {"quick": True}), ("быстрая=0", {"quick": False}), ("", {}),
])
def test_a_tournament_line_reads_the_quick_game_in_every_language(line: str, chosen: dict[str, bool]) -> None:
    assert game_options.parse(KIND.option_specs, line) == chosen


@pytest.mark.parametrize("line", ["quick=maybe", "quick=", "quick=yes quick=no", "quick=١", "deck=heist"])
def test_a_tournament_line_that_does_not_read_is_refused(line: str) -> None:
    with pytest.raises(game_options.OptionRefused):
        game_options.parse(KIND.option_specs, line)


def test_the_listing_says_the_values_it_takes() -> None:
    assert game_options.listing(KIND.option_specs, "en") == "quick=yes|no"


def test_the_lobby_line_says_the_seconds_the_game_plays_whatever_a_client_sent() -> None:
    assert KIND.options_summary({"turn_seconds": "ninety"}, "en") == KIND.options_summary({}, "en")  # once a crash
    assert KIND.options_summary({"turn_seconds": 5000}, "en") == KIND.options_summary({"turn_seconds": 900}, "en")
