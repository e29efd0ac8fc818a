"""Select menus longer than Discord's 25 options come in pages; turning a page commits nothing."""

from __future__ import annotations

from bot.framework.kinds import Action, Choice, Control, Display
from bot.framework.paging import PAGE_ACTION, page_turn, paginate
from bot.games.zero.state import ZeroState
from bot.harness import Harness
from tests.helpers import rewrite_state
from tests.zero.build import units
from tests.zero.helpers import private_view, state_of


def _select(n: int, max_values: int = 5) -> Control:
    return Control("attack", placeholder="Pick", choices=tuple(Choice(f"c{i}", str(i)) for i in range(n)),
                   max_values=max_values)


def test_a_short_select_is_left_alone() -> None:
    display = paginate(Display("t", controls=[_select(25)]), {}, "en")
    assert len(display.controls) == 1 and len(display.controls[0].choices) == 25


def test_a_long_select_shows_the_viewers_page_and_a_turner() -> None:
    display = paginate(Display("t", controls=[_select(60)]), {"page:attack": "2"}, "tr")
    select, turner = display.controls
    assert [c.value for c in select.choices] == [str(i) for i in range(50, 60)]
    assert select.placeholder == "Pick (3/3)" and select.max_values == 5
    assert turner.action == PAGE_ACTION and turner.arg == "attack.0" and "(1/3)" in turner.label
    assert page_turn(Action(PAGE_ACTION, "attack.0")) == {"page:attack": "0"}
    for forged in ("attack", ".1", "attack.x", "attack.99999"):
        assert page_turn(Action(PAGE_ACTION, forged)) is None


async def test_turning_pages_of_a_long_hand_commits_nothing(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = h.reply(await h.slash(alice, "zero new"))
    await h.click(bob, "Join", message=board)
    s = await state_of(h)
    s.deck_choice = ["wildlands", "foundry"]
    for _ in range(30):
        s.table.create("ash-rat", 0, "hand0")
    s.table.create("old-grizzly", 0, "hand0")
    s.phase, s.turn = "turn", 0
    await rewrite_state(h, s)
    version = (await h.bot.games_store.get(1)).version  # type: ignore[union-attr]
    view = await private_view(h, alice, board)
    army = next(c for c in view.all_components() if c.get("custom_id", "").split(":")[3] == "attack")
    assert len(army["options"]) == 25 and army["placeholder"].endswith("(1/2)")
    await h.click(alice, "More choices (2/2)", message=view)
    army = next(c for c in view.all_components() if c.get("custom_id", "").split(":")[3] == "attack")
    assert len(army["options"]) == 6 and army["placeholder"].endswith("(2/2)")
    assert (await h.bot.games_store.get(1)).version == version  # type: ignore[union-attr]
    grizzly = [o["value"] for o in army["options"] if "Old Grizzly" in o["label"]]
    await h.select(alice, grizzly, message=view, custom_id=army["custom_id"])
    after: ZeroState = await state_of(h)
    assert after.phase == "attach" and [str(i) for i in after.army(0)] == grizzly  # abilities are asked next
    assert len(units(after, 0)) == 30
