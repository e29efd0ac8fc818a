"""/learn cyberpunk: the stacked overtime turn completed by a scripted player through the fake Discord, a wrong move
hinted, a later step's move refused with a hint, a restart mid-lesson, and nothing of the Teacher's hidden cards
(its hand, its face-down Legends) shown to the learner or the channel."""

from __future__ import annotations

from typing import Any

from bot.games.cyberpunk.kind import card_name
from bot.games.cyberpunk.learn import TEACHER_HAND, TEACHER_LEGENDS
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import assert_unnamed_in_public, choose, press, private_view, stored_record
from tests.test_learn import lesson_state
from tests.test_replay import assert_replays_its_states, committed  # noqa: F401  (a fixture)

HIDDEN = [card_name(c) for c in (*TEACHER_HAND, *TEACHER_LEGENDS)]
# instance ids, in the order the lesson creates them: the learner's deck 1-4, Legends 5-7, hand 8-10 (Kiroshi
# Optics, Psycho Squad, Emergency Atlus), field 11-12 (Psycho Squad, Emergency Atlus); the Teacher's deck 13-16,
# Legends 17-19, hand 20-22, field 23 (Corpo Security)
KIROSHI, NEW_SQUAD, SQUAD, ATLUS, CORPO = "8", "9", "11", "12", "23"


def hides_the_teachers_cards(view: Message) -> None:
    shown = view.text() + " ".join(str(c) for c in view.all_components())
    assert not [n for n in HIDDEN if n in shown], shown


async def open_lesson(h: Harness, user: User) -> tuple[Message, Message]:
    await h.slash(user, "learn", game="cyberpunk")
    await h.settle()
    board = h.fake.last_public()
    first = h.last_private(user)
    assert "Step 1 of 5" in first.text() and "6 Gigs" in first.text() and "Kiroshi Optics" in first.text()
    assert "Step 1" not in board.text()
    assert "⏱" not in first.text() and "⏱" not in board.text()  # a lesson waits for its learner: no clock
    hides_the_teachers_cards(first)
    return board, first


async def said(h: Harness, user: User) -> str:
    await h.settle()
    return h.last_private(user).content


async def test_the_cyberpunk_lesson_from_the_first_eddie_to_the_seventh_gig(
        h: Harness, committed: dict[int, dict[int, Any]]) -> None:  # noqa: F811
    alice = h.user("alice")
    board, view = await open_lesson(h, alice)
    view = await choose(h, alice, view, "pick", [SQUAD], arg="atk")  # an attack, two steps early
    await choose(h, alice, view, "attack", ["gigs"])
    assert "Not yet" in await said(h, alice) and (await lesson_state(h)).step == 0
    await choose(h, alice, h.fake.messages[view.id], "do", ["call:1"])  # the wrong card of the right list
    assert "Sell first" in await said(h, alice) and (await lesson_state(h)).step == 0
    await choose(h, alice, h.fake.messages[view.id], "do", [f"sell:{KIROSHI}"])
    assert "Sold" in await said(h, alice) and "Step 2 of 5" in h.fake.messages[view.id].text()
    await choose(h, alice, h.fake.messages[view.id], "do", ["call:1"])
    assert "Called" in await said(h, alice) and "Step 3 of 5" in h.fake.messages[view.id].text()
    state = await lesson_state(h)
    assert state.inner.called[0] and state.inner.inst(5).face_up
    await press(h, alice, h.fake.messages[view.id], "pass")  # ending the turn now: hinted, and nothing played
    assert "Play a Unit from your hand" in await said(h, alice) and (await lesson_state(h)).step == 2
    view = await choose(h, alice, h.fake.messages[view.id], "pick", [NEW_SQUAD], arg="card")
    await press(h, alice, view, "play")
    assert "with Lag" in await said(h, alice) and "Step 4 of 5" in h.fake.messages[view.id].text()
    view = await choose(h, alice, h.fake.messages[view.id], "pick", [ATLUS], arg="atk")
    await choose(h, alice, view, "attack", ["gigs"])
    assert "React step" in await said(h, alice)
    view = h.fake.messages[view.id]
    assert "Step 5 of 5" in view.text() and "blocked with Corpo Security" in view.text()
    state = await lesson_state(h)
    assert state.inner.where(int(CORPO)) == "trash" and len(state.inner.gigs(1)) == 6
    hides_the_teachers_cards(view)
    await h.click(alice, "Cards", message=view)  # 📖 Cards: what the learner may read, never the Teacher's hand
    await h.settle()
    listing = h.last_private(alice)
    assert "Corpo Security" in listing.text() + str(listing.all_components())
    hides_the_teachers_cards(listing)
    await press(h, alice, view, "pass")  # ending the turn is no step of this lesson
    assert "other ready Unit" in await said(h, alice) and (await lesson_state(h)).inner.turn == 0
    view = await choose(h, alice, h.fake.messages[view.id], "pick", [SQUAD], arg="atk")
    await choose(h, alice, view, "attack", ["gigs"])
    await h.settle()
    view = h.fake.messages[view.id]
    teacher_die = next(d for d in (await lesson_state(h)).inner.gigs(1))
    await choose(h, alice, view, "choose", [str(teacher_die.id)])
    assert "you win" in await said(h, alice) and "Lesson complete" in h.last_private(alice).content
    state = await lesson_state(h)
    assert state.inner.winner == 0 and state.inner.end == "overtime" and len(state.inner.gigs(0)) == 7
    record = await stored_record(h, 1)
    assert record.status == "finished" and record.kind == "learn_cyberpunk" and record.options.get("practice")
    assert_unnamed_in_public(h, HIDDEN)
    await assert_replays_its_states(h, committed)


async def test_a_restart_mid_lesson_keeps_the_step_and_the_teachers_script(h: Harness) -> None:
    alice = h.user("alice")
    board, view = await open_lesson(h, alice)
    await choose(h, alice, view, "do", [f"sell:{KIROSHI}"])
    await choose(h, alice, h.fake.messages[view.id], "do", ["call:2"])
    await h.settle()
    await h.restart()
    view = await private_view(h, alice, h.fake.messages[board.id])
    assert "Step 3 of 5" in view.text()
    hides_the_teachers_cards(view)
    view = await choose(h, alice, view, "pick", [NEW_SQUAD], arg="card")
    await press(h, alice, view, "play")
    assert "Step 4 of 5" in h.fake.messages[view.id].text()
    view = await choose(h, alice, h.fake.messages[view.id], "pick", [SQUAD], arg="atk")
    await choose(h, alice, view, "attack", ["gigs"])
    await h.settle()
    state = await lesson_state(h)
    assert state.step == 4 and state.inner.where(int(CORPO)) == "trash" and state.inner.attack is None


async def test_the_lesson_speaks_turkish_and_russian(h: Harness) -> None:
    ivan = h.user("ivan", "ru")
    await h.slash(ivan, "learn", game="cyberpunk")
    await h.settle()
    view = h.last_private(ivan)
    assert "Шаг 1 из 5" in view.text() and "овертайм" in view.text()
    await choose(h, ivan, view, "do", ["call:1"])
    assert "Сначала продайте" in await said(h, ivan)
    ayse = h.user("ayse", "tr")
    await h.slash(ayse, "learn", game="cyberpunk")
    await h.settle()
    view = h.last_private(ayse)
    assert "Adım 1/5" in view.text() and "Önce para" in view.text()
    assert "Kiroshi Optics" in view.text() and "uzatma" in view.text().lower()
