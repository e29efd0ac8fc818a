"""A line of options for a game that declares none: empty reads as nothing, anything else is refused as such."""

from __future__ import annotations

import pytest

from bot.framework import game_options
from bot.i18n import t
from cogs.tournament import STRINGS as _registered  # noqa: F401  (the catalogue's opt.err lines)


def test_a_game_without_options_takes_an_empty_line_and_refuses_any_other() -> None:
    assert game_options.parse((), "") == {} and game_options.parse((), " , ") == {}
    with pytest.raises(game_options.OptionRefused) as refused:
        game_options.parse((), "score=40")
    assert refused.value.key == "opt.err.none"
    assert t(refused.value.key, "en", game="Countdown") == "Countdown takes no other options."
