"""The Netrunner adapter: the controls each decision offers and what they do, the install that trashes
ice first, and the board's run caption."""

from __future__ import annotations

from bot.framework.kinds import Action, Context, SeatInfo
from bot.games.netrunner import game
from bot.games.netrunner.kind import NetrunnerKind
from tests.netrunner.build import CORP, RUNNER, add, blank, runner_turn

CTX = Context(1, (SeatInfo(0, 100, "corp"), SeatInfo(1, 101, "runner")), {}, "en", 0.0)
KIND = NetrunnerKind()


def test_installing_ice_may_trash_the_ice_already_there_from_the_server_list() -> None:
    s = blank()
    old = [add(s, "ice:hq", "palisade"), add(s, "ice:hq", "tithe")]
    ice = add(s, "hq", "karuna")
    view = KIND.hand(Context(**{**CTX.__dict__, "ui": {"pick": str(ice)}}), s, CORP)
    assert view is not None
    select = next(c for c in view.controls if c.action == "install")
    values = [c.value for c in select.choices]
    assert "hq" in values and f"hq|{old[1]}" in values and f"hq|{old[0]}.{old[1]}" in values
    after = KIND.apply(CTX, s, CORP, Action("install", str(ice), (f"hq|{old[0]}.{old[1]}",))).state
    assert after.ice("hq") == [ice] and after.credits[CORP] == 20 and set(old) <= set(after.zone("archives"))


def test_every_run_decision_has_a_continue_and_the_board_says_where_the_run_is() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "tithe")
    add(s, "rig", "mayfly")
    s = game.apply(s, RUNNER, "run", "hq")
    corp_view = KIND.hand(CTX, s, CORP)
    assert corp_view is not None and {"rez", "continue"} <= {c.action for c in corp_view.controls}
    assert KIND.board_view(CTX, KIND.view(s, None)).caption == "Run on HQ: ice 1 of 1 (approach)."
    s = game.apply(s, CORP, "rez")
    runner_view = KIND.hand(CTX, s, RUNNER)
    assert runner_view is not None
    assert {"break", "pump", "continue"} <= {c.action for c in runner_view.controls}
    assert "encounter Tithe" in runner_view.description
