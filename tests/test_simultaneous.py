"""Simultaneous decisions: both players choose at the same moment (decks at set-up), and both choices
count, however the two clicks interleave — on SQLite and on PostgreSQL. A click on a simultaneous
decision the clicker has already answered is still refused as out of date."""

from __future__ import annotations

import pytest

from bot.framework.custom_ids import ComponentId
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import component, private_view, stored_record

BOTH_DATABASES = pytest.mark.usefixtures("database")
ROUNDS = 6  # games opened per test: each one a fresh race between the two clicks


async def open_for_two(h: Harness, command: str, alice: User, bob: User) -> Message:
    board = h.reply(await h.slash(alice, command))
    await h.click(bob, "Join", message=board)
    return board


async def both_choose(h: Harness, board: Message, picks: dict[User, str], order: list[User]) -> None:
    """Each player opens their hand, then both press their deck button in the same gateway burst."""
    views = {user: await private_view(h, user, board) for user in picks}
    clicks = [h.component_payload(user, component(views[user], "deck", picks[user])["custom_id"],
                                  message=views[user]) for user in order]
    await h.inject_together(clicks)


@BOTH_DATABASES
@pytest.mark.parametrize(("command", "decks"), [("zero new", ("wildlands", "foundry")),
                                                ("cyberpunk new", ("heist", "power"))])
async def test_two_players_choosing_decks_together_both_count(h: Harness, command: str,
                                                              decks: tuple[str, str]) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    for game_id in range(1, ROUNDS + 1):
        board = await open_for_two(h, command, alice, bob)
        order = [alice, bob] if game_id % 2 else [bob, alice]
        await both_choose(h, board, {alice: decks[0], bob: decks[1]}, order)
        record = await stored_record(h, game_id)
        assert record.state is not None
        assert record.state["data"]["deck_choice"] == list(decks), f"game {game_id}: a choice was lost"
        for user in (alice, bob):
            assert "out of date" not in h.last_private(user).text()


async def test_a_second_click_on_a_choice_already_made_is_still_out_of_date(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    board = await open_for_two(h, "zero new", alice, bob)
    view = await private_view(h, alice, board)
    old = component(view, "deck", "wildlands")["custom_id"]
    assert ComponentId.parse(old) is not None and ComponentId.parse(old).group  # type: ignore[union-attr]
    await h.click_raw(alice, old, message=view)
    assert (await stored_record(h)).state["data"]["deck_choice"][0] == "wildlands"  # type: ignore[index]
    # the same button again (an old copy of the view): her part is answered, so it is out of date
    await h.click_raw(alice, old.replace("wildlands", "foundry"), message=view)
    assert "out of date" in h.last_private(alice).text()
    assert (await stored_record(h)).state["data"]["deck_choice"] == ["wildlands", None]  # type: ignore[index]


async def test_aims_picked_before_the_rival_locks_in_are_kept_and_count(h: Harness) -> None:
    from tests.zero.helpers import run_game, state_of

    alice, bob = h.user("alice"), h.user("bob")
    board = await open_for_two(h, "zero new", alice, bob)
    users = {0: alice, 1: bob}
    state = await run_game(h, board, users, until=lambda s: s.battle is not None and s.battle.step == "assign")
    assert state.battle is not None and state.battle.step == "assign"
    fought = state.battle.round
    target = sorted(state.targets_for(0))[0]
    view = await private_view(h, alice, board)
    await h.select(alice, [str(target)], message=view, custom_id=component(view, "aim")["custom_id"])
    view = h.fake.messages[view.id]
    lock = component(view, "assign")["custom_id"]
    assert lock.endswith(f":{target}")  # her half-made plan travels in her Lock in button
    # bob locks in first: the version moves on, and alice's open view is redrawn for it
    bob_view = await private_view(h, bob, board)
    await h.click(bob, custom_id=component(bob_view, "assign")["custom_id"], message=bob_view)
    waiting = await state_of(h)
    assert waiting.battle is not None and waiting.battle.step == "assign" and waiting.battle.round == fought
    redrawn = component(h.fake.messages[view.id], "assign")["custom_id"]
    assert redrawn != lock and redrawn.endswith(f":{target}"), "her picks were wiped by the rival's answer"
    # and her click on the button she had (drawn before bob's answer) still counts
    await h.click_raw(alice, lock, message=view)
    assert "out of date" not in h.last_private(alice).text()
    after = await state_of(h)
    fought_now = after.battle is None or (after.battle.round, after.battle.step) != (fought, "assign")
    assert fought_now, "the round was not fought"
