"""The registry checks a game's action names when it is registered, so a clash stops the bot at start-up instead of
losing clicks: a name the framework answers itself, another game's cog action, an undeclared name in a game's own
lists, or none declared at all. At run time a decision naming an undeclared action is logged and never offered."""

from __future__ import annotations

import logging

import pytest

from bot.framework.kinds import Context, SeatInfo, state_and_view
from bot.framework.registry import GameRegistry, framework_actions
from bot.framework.service import GameService
from bot.games.backgammon.kind import BackgammonKind
from tests.minigame.cog import CountdownKind


def countdown(**declared: frozenset[str]) -> CountdownKind:
    kind = CountdownKind()
    for name, value in declared.items():
        setattr(kind, name, value)
    return kind


def test_the_framework_reserves_its_own_component_actions() -> None:
    assert {"hand", "log", "rematch", "really", "keep_playing", "page", "cards", "card", "follow", "replay"} \
        <= framework_actions()
    assert not {"join", "accept", "start"} & framework_actions()  # lobby words reach a running game


@pytest.mark.parametrize("declared, message", [
    ({"actions": frozenset()}, "declares no actions"),
    ({"actions": CountdownKind.actions | {"page"}}, "framework answers itself: page"),
    ({"actions": CountdownKind.actions | {"log", "hand"}}, "hand, log"),
    ({"interface_actions": frozenset({"peek"})}, "undeclared actions: peek"),
    ({"bare_actions": frozenset({"grab", "shout"})}, "undeclared actions: shout"),
])
def test_a_game_with_bad_action_names_is_refused(declared: dict[str, frozenset[str]], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GameRegistry().register(countdown(**declared))


def test_a_cogs_own_action_belongs_to_its_game_alone() -> None:
    registry = GameRegistry()
    registry.register(BackgammonKind())
    registry.side_action("backgammon", "hint")  # its own decisions name it too: allowed
    with pytest.raises(ValueError, match="already backgammon's"):
        registry.side_action("countdown", "hint")
    with pytest.raises(ValueError, match="an action of backgammon"):
        registry.side_action("countdown", "roll")
    with pytest.raises(ValueError, match="answers log itself"):
        registry.side_action("backgammon", "log")
    with pytest.raises(ValueError, match="another game's cog answers: hint"):
        registry.register(countdown(actions=CountdownKind.actions | {"hint"}))
    registry.register(CountdownKind())
    assert "countdown" in registry and "backgammon" in registry


def test_a_decision_with_an_undeclared_action_is_logged_and_not_offered(caplog: pytest.LogCaptureFixture) -> None:
    kind = countdown(actions=frozenset({"take", "take_sel", "say"}))  # its standing actions forgotten
    service = object.__new__(GameService)  # only the decisions' memo is used
    service._decisions = {}
    ctx = Context(1, (SeatInfo(0, 1, "a"), SeatInfo(1, 2, "b")), {"pile": 5}, "en", 0.0)
    with caplog.at_level(logging.ERROR):
        decisions = service.decisions(kind, kind.start(ctx, 1))
    assert "countdown offers undeclared actions ['boom', 'grab', 'reroll']" in caplog.text
    assert all(d.actions <= kind.actions for d in decisions) and any("take" in d.actions for d in decisions)


def test_every_game_gives_its_displays_a_view_of_its_own_type() -> None:
    from bot.games.cyberpunk.kind import CyberpunkKind
    from bot.games.netrunner.kind import NetrunnerKind
    from bot.games.tweak.kind import TweakKind
    from bot.games.zero.kind import ZeroKind
    from tests.minigame.engine import CountdownState, CountdownView

    for kind in (BackgammonKind, TweakKind, ZeroKind, CyberpunkKind, NetrunnerKind):
        types = state_and_view(kind)
        assert types is not None and types[0] is not types[1], kind.__name__
    assert state_and_view(CountdownKind) == (CountdownState, CountdownView)
    from bot.framework.offering import OfferingKind

    class Offering(OfferingKind[CountdownState, CountdownView, int]):  # a kind generic in its moves too
        pass

    assert state_and_view(Offering) == (CountdownState, CountdownView)


def test_a_game_giving_its_displays_its_state_is_refused() -> None:
    from bot.framework.kinds import GameKind
    from tests.minigame.engine import CountdownState

    shown = type("StateShown", (CountdownKind,), {"__orig_bases__": (GameKind[CountdownState, CountdownState],)})
    with pytest.raises(ValueError, match="a view, not its state"):
        GameRegistry().register(shown())
    GameRegistry().register(CountdownKind())  # its own view: accepted
