"""/learn: each guided first game completed by a scripted player through the fake Discord, a wrong move hinted and
refused, a later step's move refused with a hint, a restart mid-lesson, forged ids; lessons are unrated."""

from __future__ import annotations

from typing import Any

from bot.framework.custom_ids import ComponentId
from bot.framework.learn import LessonState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import stored_record
from tests.test_replay import assert_replays_its_states, committed  # noqa: F401  (a fixture)


async def lesson_state(h: Harness, game_id: int = 1) -> LessonState:
    assert h.bot is not None
    record = await stored_record(h, game_id)
    kind = h.bot.registry.get(record.kind)
    state = h.bot.service.load_state(kind, record)
    assert isinstance(state, LessonState)
    return state


async def typed(h: Harness, user: User, board: Message, move: str) -> str:
    opened = await h.click(user, "Type move", message=board)
    await h.submit(user, opened, {"move": move})
    await h.settle()
    return h.last_private(user).content


async def open_backgammon(h: Harness) -> tuple[User, Message]:
    alice = h.user("alice")
    await h.slash(alice, "learn", game="backgammon")
    await h.settle()
    board = h.fake.last_public()
    first = h.last_private(alice)
    assert "your first game" in first.text() and "Step 1 of 5" in first.text() and "8/5 6/5" in first.text()
    assert "Step 1" not in board.text() and "Lesson" in board.text()  # the lesson's lines are private
    return alice, board


async def test_the_backgammon_lesson_from_the_opening_to_the_last_checker(h: Harness) -> None:
    alice, board = await open_backgammon(h)
    said = await typed(h, alice, board, "24/20")  # a legal 3-1, but not the lesson's
    assert "💡" in said and "8/5" in said and (await lesson_state(h)).step == 0
    said = await typed(h, alice, board, "8/5 6/5")
    assert "5-point is made" in said and "Step 2 of 5" in said
    assert (await lesson_state(h)).step == 1
    said = await typed(h, alice, board, "13/9 13/11")  # no hit
    assert "leaves the blot alone" in said
    said = await typed(h, alice, board, "8/4* 6/4")
    assert "Hit!" in said and "Step 3 of 5" in said
    said = await typed(h, alice, board, "bar/21 13/7")
    assert "back in" in said and "Step 4 of 5" in said
    assert "Take" in board.labels() and "Teacher doubles to 2" in h.fake.messages[board.id].text()
    await h.click(alice, "Pass", message=board)
    await h.settle()
    assert "gives the game away" in h.last_private(alice).content and (await lesson_state(h)).step == 3
    await h.click(alice, "Take", message=board)
    await h.settle()
    said = h.last_private(alice).content
    assert "Taken" in said and "Step 5 of 5" in said
    said = await typed(h, alice, board, "6/3 3/off")
    assert "leaves a checker behind" in said
    said = await typed(h, alice, board, "6/off 3/off")
    assert "you win 2 points" in said and "Lesson complete" in said
    record = await stored_record(h, 1)
    assert record.status == "finished" and record.options.get("practice") is True
    assert h.bot is not None and not await h.bot.db.fetchval("SELECT COUNT(*) FROM rating_changes")


async def test_a_later_step_is_refused_with_a_hint_and_a_restart_keeps_the_lesson(h: Harness) -> None:
    alice, board = await open_backgammon(h)
    record = await stored_record(h, 1)
    take = ComponentId(record.id, record.version, "take", "").encode()  # the cube's answer, three steps early
    await h.click_raw(alice, take, message=board)
    said = h.last_private(alice).content
    assert "Not yet" in said and "8/5 6/5" in said and (await lesson_state(h)).step == 0
    await typed(h, alice, board, "8/5 6/5")
    await h.restart()
    board = h.fake.messages[board.id]
    said = await typed(h, alice, board, "8/4* 6/4")
    assert "Hit!" in said and (await lesson_state(h)).step == 2
    await h.click_raw(alice, take, message=board)  # an old button: out of date, answered with the game as it is
    assert "Step 3 of 5" in (await lesson_view(h, alice, board)).text()


async def lesson_view(h: Harness, user: User, board: Message) -> Message:
    await h.click(user, "My side of the board", message=board)
    await h.settle()
    return h.last_private(user)


async def test_forged_ids_a_stranger_and_an_unknown_lesson_are_answered_privately(h: Harness) -> None:
    alice, board = await open_backgammon(h)
    bob = h.user("bob")
    record = await stored_record(h, 1)
    await h.click(bob, "Type move", message=board)
    assert "not playing in this game" in h.last_private(bob).content
    for forged, answer in ((f"b:{record.id}:{record.version}:step:８-5", "not available"),
                           (f"b:{record.id}:{record.version}:nothing", "not available"),
                           (f"b:999:{record.version}:take", "no longer exists")):
        await h.click_raw(alice, forged, message=board)
        assert answer in h.last_private(alice).content
    assert (await stored_record(h, 1)).version == record.version
    await h.slash(alice, "learn", game="chess")
    assert "does not accept" in h.last_private(alice).content and (await stored_record(h, 1)).id == 1


async def tweak_sum(h: Harness, user: User, view: Message, hand: str, table: list[str]) -> str:
    await h.select(user, [hand], placeholder="Your hand card", message=h.fake.messages[view.id])
    await h.select(user, table, placeholder="Table cards for the sum", message=h.fake.messages[view.id])
    await h.click(user, "Make sum", message=h.fake.messages[view.id])
    await h.settle()
    return h.last_private(user).content


async def test_the_tweak_lesson_plays_one_stacked_hand_to_the_end(h: Harness) -> None:
    alice = h.user("alice")
    await h.slash(alice, "tweak new", seats=2, computers=1)  # not a lesson: the deal is the seed's
    await h.slash(alice, "learn", game="tweak")
    await h.settle()
    view = h.last_private(alice)
    assert "Step 1 of 6" in view.text() and "Make sum" in view.labels()
    said = await tweak_sum(h, alice, view, "or0", ["re6", "ye4"])  # 1 + 4 + 3 = 8, not 9
    assert "💡" in said and "your 5 and the table's 4" in said and (await lesson_state(h, 2)).step == 0
    await h.click(alice, "Discard the hand card", message=h.fake.messages[view.id])  # the last step's move
    assert "Not yet" in h.last_private(alice).content
    said = await tweak_sum(h, alice, view, "re7", ["re6"])
    assert "5 + 4 = 9" in said and "Step 2" not in said  # the next step waits for the Teacher's move
    assert "Step 2 of 6" in h.fake.messages[view.id].text() and "put a 3 down" in h.fake.messages[view.id].text()
    said = await tweak_sum(h, alice, view, "gr2", ["ye4", "ye5"])
    assert "TWEAK!" in said and (await lesson_state(h, 2)).inner.tweaks[0] == ["joker1"]
    assert "Step 3 of 6" in h.fake.messages[view.id].text()
    await h.click(alice, "Joker +1", message=h.fake.messages[view.id])
    assert "11" in h.last_private(alice).content
    await h.click(alice, "Joker −1", message=h.fake.messages[view.id])
    await h.settle()
    assert (await lesson_state(h, 2)).inner.joker == -1
    said = await tweak_sum(h, alice, view, "gr5", ["gr8"])
    assert "10 into 9" in said and "Step 4 of 6" in h.fake.messages[view.id].text()
    await h.restart()
    said = await tweak_sum(h, alice, view, "or0", [c for c in ("re8", "or8") if c in
                                                   (await lesson_state(h, 2)).inner.table])
    assert "1 + 6 = 7" in said and "Step 5 of 6" in h.fake.messages[view.id].text()
    said = await tweak_sum(h, alice, view, "gr7", ["ye3"])
    assert "once more" in said and "Step 6 of 6" in h.fake.messages[view.id].text()
    await h.select(alice, ["or1"], placeholder="Your hand card", message=h.fake.messages[view.id])
    await h.click(alice, "Discard the hand card", message=h.fake.messages[view.id])
    await h.settle()
    said = h.last_private(alice).content
    assert "you win" in said and "Lesson complete" in said
    record = await stored_record(h, 2)
    assert record.status == "finished" and record.kind == "learn_tweak"
    assert (await lesson_state(h, 2)).inner.winners == [0]


async def test_the_knowing_zero_lesson_is_one_stacked_battle(h: Harness,
                                                             committed: dict[int, dict[int, Any]]) -> None:  # noqa: F811
    alice = h.user("alice")
    await h.slash(alice, "learn", game="zero")
    await h.settle()
    view = h.last_private(alice)
    assert "Step 1 of 5" in view.text() and "Colossus" not in view.text()  # the Teacher's hand is hidden

    def shown() -> Message:
        return h.fake.messages[view.id]

    async def said() -> str:
        await h.settle()
        return h.last_private(alice).content

    # instance ids: the learner's deck 1-4, then their hand (Old Grizzly 5, Ember Hound 6, Sharp Claws 7); the
    # Teacher's deck 8-11 and its Steam Colossus 12
    await h.select(alice, ["5"], placeholder="Attack with these units (1-5)…", message=shown())
    assert "both units at once" in await said() and (await lesson_state(h)).step == 0
    await h.select(alice, ["5", "6"], placeholder="Attack with these units (1-5)…", message=shown())
    assert "army of two" in await said() and "Step 2 of 5" in shown().text()
    await h.click(alice, "Done", message=shown())
    assert "Attach Sharp Claws first" in await said()
    await h.select(alice, ["7"], placeholder="Attach an ability card…", message=shown())
    await h.select(alice, ["5"], placeholder="…to this unit", message=shown())
    await h.click(alice, "Done", message=shown())
    assert "attack is declared" in await said() and "Step 3 of 5" in shown().text() and "Colossus" in shown().text()
    await h.click(alice, "Pass", message=shown())
    assert "before you pass" in await said()
    await h.select(alice, ["7"], placeholder="Play an event or an ability…", message=shown())
    await h.click(alice, "Play Sharp Claws", message=shown())
    assert "+2 attack" in await said() and "Step 4 of 5" in shown().text()
    await h.click(alice, "Pass", message=shown())
    assert "Time to aim" in await said() and "Step 5 of 5" in shown().text()
    await h.select(alice, ["12"], placeholder="Target for Old Grizzly (1/2)…", message=shown())
    await h.select(alice, ["12"], placeholder="Target for Ember Hound (2/2)…", message=shown())
    await h.click(alice, "Lock in", message=shown())
    assert "you win" in await said()
    state = await lesson_state(h)
    assert state.inner.winner == 0 and state.inner.scores[0] == 0 and (await stored_record(h, 1)).status == "finished"
    await assert_replays_its_states(h, committed)  # a lesson is a game record like any other: /replay rebuilds it


async def test_a_lesson_speaks_the_learners_language(h: Harness) -> None:
    ivan = h.user("ivan", "ru")
    await h.slash(ivan, "learn", game="tweak")
    await h.settle()
    view = h.last_private(ivan)
    assert "Шаг 1 из 6" in view.text() and "ваша первая партия" in view.text()
    await h.click(ivan, "Сбросить карту", message=view)  # the last step's move, tried first
    assert "Пока рано" in h.last_private(ivan).content and "ваша 5 и четвёрка" in h.last_private(ivan).content
