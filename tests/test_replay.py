"""/replay: a finished game rebuilt from its seed and the recipes of its action log, paged privately.

Whole games of every kind are played through the real pipeline (the members' seats chosen by the computer player,
as `GameService` plays a computer's turn), every state the game stored is captured as it is committed, and the
replay must pass through exactly those states, for games ended in each way: finished, resigned, timed out, with a
restart in the middle."""

from __future__ import annotations

import json
import time
from typing import Any

import msgspec
import pytest

from bot.framework.change import Change, Origin
from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import Action
from bot.framework.replay import page_displays
from bot.framework.replay_view import ReplayPage, load
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.games import GameStore
from bot.storage.replays import ReplayLog
from tests.helpers import stored_record


@pytest.fixture
def committed(monkeypatch: pytest.MonkeyPatch) -> dict[int, dict[int, Any]]:
    """game -> version -> the state each commit stored (whichever bot of the test made it)."""
    states: dict[int, dict[int, Any]] = {}
    commit = GameStore.commit

    async def spy(self: GameStore, game: Any, **kwargs: Any) -> Any:
        record = await commit(self, game, **kwargs)
        if game.state_json is not None:
            states.setdefault(game.id, {})[game.version] = json.loads(game.state_json)["data"]
        return record

    monkeypatch.setattr(GameStore, "commit", spy)
    return states


async def play(h: Harness, game_id: int = 1, *, seat: int = 0, moves: int = 2000) -> int:
    """The member in `seat` plays as the computer would, through the pipeline, for at most `moves` moves (the
    computer seats play by themselves); the moves made."""
    assert h.bot is not None
    made = 0
    for _ in range(20 * moves):
        await h.settle()
        service = h.bot.service
        record = await stored_record(h, game_id)
        if record.status != "running" or made >= moves:
            return made
        kind = h.bot.registry.get(record.kind)
        state = service.load_state(kind, record)
        if seat in service.actors(kind, state):
            await service.clockwork.computer_turn(game_id, record.version, seat)
            made += 1
    raise AssertionError("the game got stuck")


async def concede(h: Harness, name: str, game_id: int = 1, seat: int = 0) -> None:
    assert h.bot is not None
    service = h.bot.service
    record = await stored_record(h, game_id)
    kind = h.bot.registry.get(record.kind)
    state = service.load_state(kind, record)

    async def decide(fresh: Any, kind: Any, state: Any) -> Any:
        return Change(name, seat=seat, outcome=kind.apply(service.context(fresh), state, seat, Action(name)))

    await service.run(game_id, decide, Origin())
    assert (await stored_record(h, game_id)).status == "finished", state


async def assert_replays_its_states(h: Harness, committed: dict[int, dict[int, Any]], game_id: int = 1) -> None:
    assert h.bot is not None
    record = await stored_record(h, game_id)
    kind = h.bot.registry.get(record.kind)
    started = time.perf_counter()
    replay = await load(h.bot.service, record, kind)
    assert time.perf_counter() - started < 2.0
    stored = committed[game_id]
    changed = [v for v in sorted(stored) if v - 1 not in stored or stored[v] != stored[v - 1]]
    rebuilt = {f.version: json.loads(json.dumps(kind.dump(f.state), default=_plain)) for f in replay.frames}
    assert sorted(rebuilt) == [v for v in changed if v in rebuilt] and set(changed) <= set(rebuilt)
    for version, state in rebuilt.items():
        assert state == stored[version], f"version {version} differs"
    assert replay.last >= 1
    # every page can be shown, hidden cards and all, within what Discord takes in one message
    ctx = h.bot.service.context(record, "en")
    for page in range(replay.last + 1):
        displays = page_displays(kind, ctx, replay, page, viewer=0, reveal=True, title="Replay")
        assert len(displays) == (1 + len(record.seats) if kind.hides_information else 1)
        embeds = ReplayPage(displays[0], None, record.id, page, more=[(d, None) for d in displays[1:]]).embeds()
        assert sum(len(e) for e in embeds) <= 6000 and len(embeds) <= 10


def _plain(value: Any) -> Any:
    return msgspec.to_builtins(value)


GAMES = {
    "backgammon": ("backgammon bot", {"level": "beginner"}),
    "tweak": ("tweak new", {"seats": 2, "computers": 1, "target_score": 8}),
    "zero": ("zero new", {"computer": True, "score": 20}),
    "cyberpunk": ("cyberpunk new", {"computer": True, "quick": True}),
}


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_finished_game_replays_the_states_it_passed_through(h: Harness, committed: dict[int, dict[int, Any]],
                                                                    game: str) -> None:
    command, options = GAMES[game]
    alice = h.user("alice")
    await h.slash(alice, command, **options)
    await play(h)
    assert (await stored_record(h)).status == "finished"
    await assert_replays_its_states(h, committed)


async def test_a_conceded_netrunner_game_with_a_restart_replays(h: Harness, committed: dict[int, dict[int, Any]]
                                                                ) -> None:
    alice = h.user("alice")
    await h.slash(alice, "netrunner new", computer=True, side="corp")
    await play(h, moves=25)
    await h.restart(down_for=40)  # the downtime moves into the state's clocks when it is next loaded
    await play(h, moves=25)
    await concede(h, "concede")
    await assert_replays_its_states(h, committed)
    assert h.bot is not None
    steps = await ReplayLog(h.bot.db).steps(1)
    assert any(s.replay is not None and json.loads(s.replay).get("shift", 0) >= 40 for s in steps)  # the restart's


# --- the replay through the fake Discord ---------------------------------------------------------------------------
async def finished_tweak(h: Harness) -> User:
    alice = h.user("alice")
    await h.slash(alice, "tweak new", seats=2, computers=1, target_score=8)
    await play(h)
    assert (await stored_record(h)).status == "finished"
    return alice


def step_line(page: Message) -> str:
    return page.embeds[0]["description"].split("\n", 1)[0]


async def test_paging_first_previous_next_last_and_a_typed_move(h: Harness) -> None:
    alice = await finished_tweak(h)
    await h.slash(alice, "replay")
    page = h.last_private(alice)
    assert page.ephemeral and step_line(page) == "**The start**"
    assert page.embeds[0]["title"] == "Replay · TWEAK! #1" and page.attachments[0].filename == "board.png"
    disabled = {b["label"] for b in page.buttons() if b.get("disabled")}
    assert disabled == {"First", "Previous"}
    await h.click(alice, "Next", message=page)
    page = h.fake.messages[page.id]  # the same message, edited
    assert step_line(page).startswith("**Move 1 of ")
    total = int(step_line(page).split(" of ")[1].rstrip("*"))
    await h.click(alice, "Last", message=page)
    assert step_line(h.fake.messages[page.id]) == f"**Move {total} of {total}**"
    assert {b["label"] for b in h.fake.messages[page.id].buttons() if b.get("disabled")} == {"Next", "Last"}
    await h.click(alice, "Previous", message=page)
    assert step_line(h.fake.messages[page.id]) == f"**Move {total - 1} of {total}**"
    opened = await h.click(alice, "Go to move…", message=page)
    await h.submit(alice, opened, {"move": "3"})
    assert step_line(h.fake.messages[page.id]) == f"**Move 3 of {total}**"
    opened = await h.click(alice, "Go to move…", message=page)
    await h.submit(alice, opened, {"move": str(total + 1)})
    assert f"There is no move {total + 1}: this replay goes from 0 (the start) to {total}." \
        in h.last_private(alice).text()
    opened = await h.click(alice, "Go to move…", message=page)
    await h.submit(alice, opened, {"move": "３"})  # not ASCII digits: refused, not read as 3
    assert "There is no move ３" in h.last_private(alice).text()
    await h.click(alice, "First", message=page)
    assert step_line(h.fake.messages[page.id]) == "**The start**"


async def test_a_replay_uses_no_bot_token_request_and_its_buttons_outlive_a_restart(h: Harness) -> None:
    alice = await finished_tweak(h)
    await h.settle()
    before = h.fake.bot_token_requests()
    await h.slash(alice, "replay", game=1)
    page = h.last_private(alice)
    for label in ("Next", "Next", "Last", "Show hidden cards", "First"):
        await h.click(alice, label, message=h.fake.messages[page.id])
    await h.settle()
    assert h.fake.bot_token_requests() == before
    await h.restart()
    await h.click(alice, "Next", message=h.fake.messages[page.id])
    assert step_line(h.fake.messages[page.id]).startswith("**Move 1 of ")
    await h.settle()
    assert h.fake.bot_token_requests() == before


async def test_hidden_cards_only_after_the_end_and_not_with_the_setting_off(h: Harness) -> None:
    alice, owner = h.user("alice"), h.user("olga", permissions=0x20)  # Manage Server
    await h.slash(alice, "tweak new", seats=2, computers=1, target_score=8)
    await play(h, moves=3)
    await h.slash(alice, "replay", game=1)
    assert h.last_private(alice).text() == "This game is not over yet: its replay opens once it has ended."
    await play(h)
    await h.slash(alice, "replay")
    page = h.last_private(alice)
    assert len(page.embeds) == 1 and "Revealed" not in page.text()
    await h.click(alice, "Show hidden cards", message=page)
    page = h.fake.messages[page.id]
    titles = [e["title"] for e in page.embeds]
    assert len(titles) == 3 and titles[1].startswith("🔓 Revealed after the game: alice")
    assert titles[2].startswith("🔓 Revealed after the game: Computer 1")
    assert [a.filename for a in page.attachments] == ["board.png", "seat0.png", "seat1.png"]
    assert "Hide hidden cards" in page.labels()
    shown = next(b["custom_id"] for b in page.buttons() if b["label"] == "Next")
    assert shown.endswith(".h")

    await h.slash(owner, "config replay_cards", enabled=False)
    assert "Hidden cards in replays: kept hidden" in h.last_private(owner).text()
    await h.slash(alice, "replay")
    page = h.last_private(alice)
    assert "Show hidden cards" not in page.labels() and len(page.embeds) == 1
    await h.click_raw(alice, shown, message=page)  # a button of the page shown before the setting changed
    assert h.last_private(alice).text() == "This server keeps the hidden cards of finished games hidden in replays."
    assert len(h.fake.messages[page.id].embeds) == 1


async def test_share_posts_the_page_shown_in_the_channel(h: Harness) -> None:
    alice = await finished_tweak(h)
    await h.slash(alice, "replay")
    page = h.last_private(alice)
    await h.click(alice, "Next", message=page)
    public = len(h.fake.channel_messages(public_only=True))
    await h.click(alice, "Share", message=h.fake.messages[page.id])
    posted = h.fake.channel_messages(public_only=True)
    assert len(posted) == public + 1
    shared = posted[-1]
    assert shared.content == f"<@{alice.id}> shares a moment from the replay of TWEAK! #1."
    assert step_line(shared).startswith("**Move 1 of ") and len(shared.embeds) == 1 and not shared.buttons()
    assert not h.fake.notified(alice.id) or shared.id not in h.fake.notified(alice.id)
    await h.click(alice, "Show hidden cards", message=h.fake.messages[page.id])
    await h.click(alice, "Share", message=h.fake.messages[page.id])
    shared = h.fake.channel_messages(public_only=True)[-1]
    assert len(shared.embeds) == 3 and "Revealed after the game" in shared.embeds[1]["title"]


async def test_forged_ids_and_a_stranger_on_a_private_game_are_refused_privately(h: Harness) -> None:
    alice, bob = await finished_tweak(h), h.user("bob")
    await h.slash(alice, "replay")
    page = h.last_private(alice)
    cid = ComponentId.parse(next(b["custom_id"] for b in page.buttons() if b["label"] == "Next"))
    assert cid is not None
    forged = {ComponentId(cid.game_id, 99_999, "replay", "next"): "That choice is not available right now.",
              ComponentId(cid.game_id, 1, "replay", "sideways"): "That choice is not available right now.",
              ComponentId(cid.game_id, 1, "replay_share", "next"): "That choice is not available right now.",
              ComponentId(77, 1, "replay", "next"): "This game no longer exists."}
    public = len(h.fake.channel_messages(public_only=True))
    for forged_id, answer in forged.items():
        answers = len(h.fake.ephemerals_for(alice.id))
        await h.click_raw(alice, forged_id.encode(), message=page)
        refusal = h.last_private(alice)
        assert len(h.fake.ephemerals_for(alice.id)) == answers + 1 and refusal.text() == answer
    assert len(h.fake.channel_messages(public_only=True)) == public  # nothing shared
    assert step_line(h.fake.messages[page.id]) == "**The start**"

    other = h.fake.add_guild(300_000_000_000_000_001)  # another server
    carol = h.user("carol")
    await h.slash(carol, "tweak new", seats=2, computers=1, target_score=8, channel_id=other)
    await play(h, game_id=2)
    await h.slash(bob, "replay", game=2)  # bob is in the first server only, and did not play
    assert h.last_private(bob).text() == "You can replay your own games and the games played in this server."
    await h.slash(bob, "replay", game=1)  # a game played in his server: anyone there may watch it
    assert step_line(h.last_private(bob)) == "**The start**"
    await h.click(bob, "Show hidden cards", message=h.last_private(bob))
    assert len(h.fake.messages[h.last_private(bob).id].embeds) == 3


async def test_a_game_from_before_replays_were_recorded_says_so(h: Harness) -> None:
    alice = await finished_tweak(h)
    assert h.bot is not None
    await h.bot.db.execute("DROP TRIGGER actions_append_only_update")  # as a database from before migration 12 has it
    await h.bot.db.execute("UPDATE actions SET replay = NULL WHERE game_id = 1")
    await h.restart()  # no rebuilt game kept in memory
    await h.slash(alice, "replay")
    assert h.last_private(alice).text() == \
        "This game was played before replays were recorded; /history still shows its log."


async def test_a_backgammon_game_lost_on_time_replays(h: Harness, committed: dict[int, dict[int, Any]]) -> None:
    alice = h.user("alice")
    await h.slash(alice, "backgammon bot", level="beginner", mode="blitz", clock=True)
    await play(h, moves=6)
    for _ in range(20):
        record = await stored_record(h)
        if record.status != "running":
            break
        h.fake.advance(40)
        assert h.bot is not None
        await h.bot.scheduler.run_due()
        await h.settle()
    record = await stored_record(h)
    assert record.status == "finished"
    await assert_replays_its_states(h, committed)
    await h.slash(alice, "replay")
    page = h.last_private(alice)
    await h.click(alice, "Last", message=page)
    assert "time" in h.fake.messages[page.id].text().lower()
    assert "Show hidden cards" not in page.labels()  # backgammon hides nothing
