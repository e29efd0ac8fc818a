"""/learn netrunner: the System Gateway lesson completed by a scripted player through the fake Discord (clicks,
installing Cleaver, a run through Palisade, the steal, the trash), wrong moves hinted, a later step's move refused,
a restart mid-lesson, and nothing of the Teacher's hand or face-down cards shown to the learner."""

from __future__ import annotations

from typing import Any

from bot.framework.custom_ids import ComponentId
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.learn import AGENDA, ASSET, GRIP, HQ, ICE, RD_TOP, TEACHER
from bot.games.netrunner.state import NrState
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from tests.helpers import choose, press, stored_record
from tests.test_learn import lesson_state
from tests.test_replay import assert_replays_its_states, committed  # noqa: F401  (a fixture)

HIDDEN = [CARDS[c].name for c in (*HQ, RD_TOP)]  # never shown to the learner: the Teacher's hand and R&D


class Learner:
    def __init__(self, h: Harness, user: User, view: Message) -> None:
        self.h, self.user, self.view_id = h, user, view.id

    @property
    def view(self) -> Message:
        return self.h.fake.messages[self.view_id]

    async def said(self) -> str:
        await self.h.settle()
        return self.h.last_private(self.user).content

    async def press(self, action: str, arg: str | None = None) -> str:
        await press(self.h, self.user, self.view, action, arg)
        return await self.said()

    async def choose(self, action: str, values: list[str], arg: str | None = None) -> str:
        await choose(self.h, self.user, self.view, action, values, arg)
        return await self.said()

    async def inner(self) -> NrState:
        state = (await lesson_state(self.h)).inner
        assert isinstance(state, NrState)
        return state

    async def step(self) -> int:
        return (await lesson_state(self.h)).step

    def assert_nothing_hidden_shown(self) -> None:
        for message in self.h.fake.channel_messages(visible_to=self.user.id):
            shown = message.text() + str(message.all_components())
            leaked = [name for name in HIDDEN if name in shown]
            assert not leaked, f"message {message.id} shows the Teacher's hidden {leaked}"


def iid_of(state: NrState, card: str, zone: str) -> str:
    return str(next(i for i in state.zone(zone) if state.inst(i).card == card))


async def open_lesson(h: Harness, name: str = "alice", locale: str = "en-US") -> Learner:
    user = h.user(name, locale) if locale != "en-US" else h.user(name)
    await h.slash(user, "learn", game="netrunner")
    await h.settle()
    return Learner(h, user, h.last_private(user))


async def test_the_netrunner_lesson_runs_steals_and_trashes(h: Harness,
                                                            committed: dict[int, dict[int, Any]]) -> None:  # noqa: F811
    me = await open_lesson(h)
    text = me.view.text()
    assert "your first game" in text and "Step 1 of 9" in text and "Take 1 credit" in text
    state = await me.inner()
    assert state.runner == 0 and state.corp == TEACHER and state.clicks == 4 and state.credits == [5, 5]
    assert [state.inst(i).card for i in state.zone("grip")] == list(GRIP) and state.goal == 6
    board = h.fake.last_public()
    assert "Step 1" not in board.text() and CARDS[AGENDA].name not in board.text()
    assert "⏱" not in board.text() and state.deadline is None  # a lesson waits for its learner: no clock
    me.assert_nothing_hidden_shown()
    await h.click(me.user, "Cards", message=me.view)  # 📖 Cards: the learner's own cards, never the Corp's hidden ones
    await h.settle()
    listing = h.last_private(me.user)
    shown = listing.text() + str(listing.all_components())
    assert "Cleaver" in shown and not [CARDS[c].name for c in (*HQ, AGENDA, ICE, ASSET) if CARDS[c].name in shown]

    assert "Not yet" in await me.press("draw") and await me.step() == 0  # a later step's click
    assert "6 credits" in await me.press("credit")
    assert "Step 2 of 9" in me.view.text()
    assert "Sure Gamble" in await me.press("draw") and "Step 3 of 9" in me.view.text()

    state = await me.inner()
    mayfly, cleaver = iid_of(state, "mayfly", "grip"), iid_of(state, "cleaver", "grip")
    await me.choose("pick", [mayfly])
    said = await me.press("install", mayfly)  # a legal install, but not the lesson's
    assert "💡" in said and "Cleaver" in said and not (await me.inner()).rig() and await me.step() == 2
    await me.choose("pick", [cleaver])
    assert "strength 3" in await me.press("install", cleaver)
    assert (await me.inner()).credits[0] == 3 and "Step 4 of 9" in me.view.text()

    assert "Remote 1" in await me.choose("run", ["r2"])  # the server without ice: not yet
    assert await me.step() == 3 and (await me.inner()).run is None
    assert "face-down ice" in await me.choose("run", ["r1"])
    state = await me.inner()
    assert state.run is not None and state.run.step == "encounter" and state.rezzed(int(iid_of(state, ICE,
                                                                                              "ice:r1")))
    assert "Step 5 of 9" in me.view.text() and "rezzed it: Palisade" in me.view.text()
    said = await me.press("continue")  # letting "end the run" fire
    assert "💡" in said and (await me.inner()).run is not None and await me.step() == 4
    await me.press("pump", cleaver)
    assert await me.step() == 4 and (await me.inner()).breaker_strength(int(cleaver)) == 4
    assert "Broken" in await me.press("break", cleaver)
    assert "Step 6 of 9" in me.view.text()

    await me.press("continue")  # the broken subroutine fires nothing: past the ice
    assert "Don't jack out" in await me.press("jack_out")
    assert (await me.inner()).run is not None and await me.step() == 5
    assert "Into the server" in await me.press("continue")
    state = await me.inner()
    assert state.points(0) == 2 and state.run is None and state.turn == 0 and state.turn_no == 4
    assert state.credits == [0, 5] and state.clicks == 4  # the Teacher rezzed (3), then took 3 credits
    assert "Step 7 of 9" in me.view.text() and "Offworld Office" in me.view.text()

    await me.press("credit")
    assert await me.step() == 6
    assert "enough to trash" in await me.press("credit") and "Step 8 of 9" in me.view.text()
    assert "already at the server" in await me.choose("run", ["r2"])
    await me.press("continue")
    state = await me.inner()
    assert state.prompt is not None and state.prompt.kind == "access" and "Step 9 of 9" in me.view.text()
    said = await me.press("choose", "leave")
    assert "💡" in said and (await me.inner()).prompt is not None and await me.step() == 8
    said = await me.press("choose", "trash")
    assert "Nico Campaign trashed" in said and "Lesson complete" in said
    state = await me.inner()
    assert iid_of(state, ASSET, "archives") and state.credits[0] == 0 and not state.is_over() and state.deadline is None
    record = await stored_record(h, 1)
    assert record.kind == "learn_netrunner" and record.status == "running" and record.options.get("practice")
    me.assert_nothing_hidden_shown()
    await assert_replays_its_states(h, committed)


async def test_a_forged_later_move_is_hinted_and_a_restart_keeps_the_lesson(h: Harness) -> None:
    me = await open_lesson(h)
    record = await stored_record(h, 1)
    trash = ComponentId(record.id, record.version, "choose", "trash").encode()  # the last step's answer, now
    await h.click_raw(me.user, trash, message=me.view)
    said = me.h.last_private(me.user).content
    assert "Not yet" in said and "Take 1 credit" in said and await me.step() == 0
    await me.press("credit")
    await me.press("draw")
    await h.restart()
    state = await me.inner()
    assert await me.step() == 2 and state.clicks == 2
    cleaver = iid_of(state, "cleaver", "grip")
    await me.choose("pick", [cleaver])
    assert "strength 3" in await me.press("install", cleaver)
    assert "Step 4 of 9" in me.view.text()


async def test_the_lesson_speaks_turkish_and_russian(h: Harness) -> None:
    ivan = await open_lesson(h, "ivan", "ru")
    assert "Шаг 1 из 9" in ivan.view.text() and "раннер" in ivan.view.text()
    assert "Пока рано" in await ivan.press("draw")
    ayse = await open_lesson(h, "ayse", "tr")
    assert "Adım 1/9" in ayse.view.text() and "1 kredi al" in ayse.view.text()
