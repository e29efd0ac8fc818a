"""Spectators: 👁 Follow on a running game's board, a private view of the public side kept current through the
follower's own interaction token, the watching count, and nothing hidden ever in a follower's view."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import Display
from bot.framework.replay import rebuild
from bot.harness import Harness, User
from bot.harness.fake_discord import Change, Message
from bot.storage.games import GameStore
from bot.storage.replays import ReplayLog
from tests.helpers import stored_record
from tests.test_replay import play

GAMES = {
    "backgammon": ("backgammon bot", {"level": "beginner"}),
    "tweak": ("tweak new", {"seats": 2, "computers": 1, "target_score": 8}),
    "zero": ("zero new", {"computer": True, "score": 20}),
    "cyberpunk": ("cyberpunk new", {"computer": True, "quick": True}),
    "netrunner": ("netrunner new", {"computer": True, "side": "corp"}),
}


def follower_views(h: Harness, user: User) -> list[Message]:
    return [m for m in h.fake.ephemerals_for(user.id) if "Stop following" in m.labels()]


async def follow(h: Harness, user: User) -> Message:
    await h.click(user, "Follow", message=h.fake.messages[(await stored_record(h)).message_id or 0])
    views = follower_views(h, user)
    assert views, h.last_private(user).text()
    return views[-1]


async def started(h: Harness, game: str = "tweak") -> User:
    command, options = GAMES[game]
    alice = h.user("alice")
    await h.slash(alice, command, **options)
    await h.settle()
    assert (await stored_record(h)).status == "running"
    return alice


def board(h: Harness) -> Message:
    return h.fake.last_public()


async def test_every_running_board_has_follow_and_the_follower_sees_the_public_side(h: Harness) -> None:
    await started(h)
    bob = h.user("bob")
    assert "Follow" in board(h).labels()
    view = await follow(h, bob)
    assert view.ephemeral
    assert {b["label"] for b in view.buttons()} == {"Follow again", "Stop following"}
    text = view.text()
    assert "You are following this game" in text and "<t:" in text
    public = board(h).embeds[0]["description"]
    assert public.split("\n")[0] in text  # the board's own text, as the channel sees it
    assert [a.data for a in view.attachments] == [a.data for a in board(h).attachments]  # the same picture


async def test_a_change_refreshes_the_follower_without_a_bot_token_request(h: Harness) -> None:
    await started(h)
    bob = h.user("bob")
    view = await follow(h, bob)
    await h.settle()
    version, edits = (await stored_record(h)).version, view.edits
    routes = h.fake.bot_token_routes.copy()
    await play(h, moves=1)
    await h.settle()
    assert (await stored_record(h)).version > version
    refreshed = h.fake.messages[view.id]
    assert refreshed.edits > edits and "You are following this game" in refreshed.text()
    assert refreshed.embeds[0]["description"].endswith(board(h).embeds[0]["description"])  # the new board's text
    new = h.fake.bot_token_routes - routes
    assert set(new) <= {"message-edit", "message-create"}, new  # the board's own edits and pings, never a follower's
    with_follower = sum(new.values())
    # the same game again with nobody following costs the same bot-token requests: the follower costs none
    assert h.bot is not None
    h.bot.service.followers.forget_game(1)
    routes = h.fake.bot_token_routes.copy()
    await play(h, moves=1)
    await h.settle()
    assert sum((h.fake.bot_token_routes - routes).values()) <= with_follower


async def test_the_follower_edit_itself_is_no_bot_token_request(h: Harness) -> None:
    await started(h)
    bob = h.user("bob")
    view = await follow(h, bob)
    await h.settle()
    assert h.bot is not None
    service = h.bot.service
    record = await stored_record(h)
    kind = h.bot.registry.get(record.kind)
    before, edits = h.fake.bot_token_requests(), view.edits
    from bot.framework.spectators import refresh_followers

    await refresh_followers(service, record, kind, service.load_state(kind, record))
    assert h.fake.messages[view.id].edits == edits + 1
    assert h.fake.bot_token_requests() == before


async def test_a_seated_player_is_told_to_use_their_own_view(h: Harness) -> None:
    alice = await started(h)
    await h.click(alice, "Follow", message=board(h))
    answer = h.last_private(alice)
    assert "You play in this game" in answer.text() and not follower_views(h, alice)
    assert h.bot is not None and h.bot.service.followers.count(1, 1e9) == 0


async def test_stop_following(h: Harness) -> None:
    await started(h)
    bob = h.user("bob")
    view = await follow(h, bob)
    await h.click(bob, "Stop following", message=view)
    stopped = h.fake.messages[view.id]
    assert "You no longer follow this game" in stopped.text() and not stopped.buttons()
    edits = stopped.edits
    await play(h, moves=1)
    await h.settle()
    assert h.fake.messages[view.id].edits == edits  # no longer kept current
    assert h.bot is not None and h.bot.service.followers.count(1, 1e9) == 0


async def test_the_watching_count_shows_on_the_next_board_update(h: Harness) -> None:
    await started(h)
    bob, carol = h.user("bob"), h.user("carol")
    await follow(h, bob)
    await follow(h, carol)
    await h.settle()
    assert "watching" not in board(h).text()  # following alone edits no board
    await play(h, moves=1)
    await h.settle()
    assert "👁 watching: 2" in board(h).text()


async def test_a_token_past_its_time_gets_one_last_honest_edit_and_follow_again_renews(h: Harness) -> None:
    await started(h)
    bob = h.user("bob")
    view = await follow(h, bob)
    await h.settle()
    assert h.bot is not None
    h.fake.advance(h.bot.settings.view_token_s + 20)  # past the time it is kept current, the token still works
    await play(h, moves=1)
    await h.settle()
    lapsed = h.fake.messages[view.id]
    assert "stopped keeping up" in lapsed.text() and "Follow again" in lapsed.labels()
    assert h.bot.service.followers.count(1, h.bot.settings.view_token_s) == 0
    edits = lapsed.edits
    await play(h, moves=1)
    await h.settle()
    assert h.fake.messages[view.id].edits == edits  # forgotten: no edit with a dying token
    h.fake.advance(10 * 60)  # minute 26: the old token is dead; a click gives a fresh one
    await h.click(bob, "Follow again", message=h.fake.messages[view.id])
    renewed = h.fake.messages[view.id]
    assert "You are following this game" in renewed.text()
    edits = renewed.edits
    await play(h, moves=1)
    await h.settle()
    assert h.fake.messages[view.id].edits > edits
    assert not h.fake.errors()


async def test_forged_follow_ids_are_refused_privately(h: Harness) -> None:
    await started(h)
    bob = h.user("bob")
    message = board(h)
    for custom_id in (ComponentId(1, 0, "follow", "x").encode(), ComponentId(1, 0, "unfollow", "again").encode(),
                      ComponentId(1, 0, "spectate", "7").encode(), ComponentId(99, 0, "follow").encode()):
        await h.click_raw(bob, custom_id, message=message)
        answer = h.last_private(bob).text()
        assert "That choice is not available" in answer or "This game no longer exists" in answer, custom_id
    assert not follower_views(h, bob)
    assert h.bot is not None and h.bot.service.followers.count(1, 1e9) == 0
    elsewhere = h.fake.add_text_channel("other")
    await h.slash(bob, "help", channel_id=elsewhere)  # a message of that channel to click from
    assert h.last_private(bob).channel_id == elsewhere
    await h.click_raw(bob, ComponentId(1, 0, "follow").encode(), message=h.last_private(bob))
    assert "This game is played in another channel" in h.last_private(bob).text()
    assert h.bot.service.followers.count(1, 1e9) == 0


async def test_a_finished_game_leaves_the_follower_its_end(h: Harness) -> None:
    await started(h)
    bob = h.user("bob")
    view = await follow(h, bob)
    await play(h)
    await h.settle()
    assert (await stored_record(h)).status == "finished"
    end = h.fake.messages[view.id]
    assert "The game is over" in end.text() and not end.buttons()


# --- nothing hidden, over random computer games of every kind ------------------------------------------------------
def _lines(display: Display) -> set[str]:
    out = {line.strip() for line in display.description.split("\n")}
    for name, value in display.fields:
        out |= {name.strip(), *(line.strip() for line in value.split("\n"))}
    return {line for line in out if line}


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_no_hidden_card_ever_reaches_a_follower(h: Harness, monkeypatch: pytest.MonkeyPatch,
                                                      game: str) -> None:
    """Every message the follower receives, at whichever version it was made: each line of its text is a line of a
    public board of the game, never one only a seat's private view shows."""
    states: list[dict[str, Any]] = []
    commit = GameStore.commit

    async def spy(self: GameStore, record: Any, **kwargs: Any) -> Any:
        out = await commit(self, record, **kwargs)
        if record.state_json is not None:
            states.append(json.loads(record.state_json))
        return out

    monkeypatch.setattr(GameStore, "commit", spy)
    await started(h, game)
    bob = h.user("bob")
    received: list[str] = []
    view = await follow(h, bob)
    received.append(view.text())

    def seen(change: Change) -> None:
        if change.kind == "message" and change.ref == view.id:
            received.append(h.fake.messages[view.id].text())

    h.fake.listeners.append(seen)
    await play(h, moves=40)
    await h.settle()
    assert len(received) > 2
    assert h.bot is not None
    record = await stored_record(h)
    kind = h.bot.registry.get(record.kind)
    service = h.bot.service
    ctx = service.context(record)
    public: set[str] = set()
    private: set[str] = set()
    for stored in states:
        state = kind.load(stored["data"], int(stored.get("schema", 1)))
        public |= _lines(kind.board(ctx, state))
        for seat in range(len(record.seats)):
            hand = kind.hand(ctx, state, seat) if kind.has_private_view else None
            if hand is not None:
                private |= _lines(hand)
    secret = private - public
    if kind.hides_information:
        assert secret  # the seats' views hold lines the public never sees: the check below can fail
    for text in received:
        for line in text.split("\n"):
            assert line.strip() not in secret, line


# --- teaching: everything, N moves late -----------------------------------------------------------------------------
async def test_the_players_may_let_followers_see_everything_some_moves_late(h: Harness,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    moves = [0]  # the moves committed so far (a replay's pages after the start)
    commit = GameStore.commit

    async def spy(self: GameStore, record: Any, **kwargs: Any) -> Any:
        out = await commit(self, record, **kwargs)
        if kwargs.get("replay") and json.loads(kwargs["replay"])["call"] in ("apply", "timeout"):
            moves[0] += 1
        return out

    monkeypatch.setattr(GameStore, "commit", spy)
    alice = await started(h)
    bob = h.user("bob")
    view = await follow(h, bob)
    assert len(view.embeds) == 1  # off by default: the public side only
    await h.click_raw(bob, ComponentId(1, 0, "spectate", "5").encode(), message=view)  # a follower may not allow it
    assert "You are not playing in this game" in h.last_private(bob).text()
    await h.click(alice, "Follow", message=board(h))
    offer = h.last_private(alice)
    await h.click(alice, "5 moves late", message=offer)
    assert "Followers see everything, 5 moves late" in h.last_private(alice).text()
    await h.settle()
    assert "Followers see everything, 5 moves late" in board(h).text()
    received: list[tuple[int, list[dict[str, Any]]]] = []

    def seen(change: Change) -> None:
        if change.kind == "message" and change.ref == view.id:
            received.append((moves[0], h.fake.messages[view.id].embeds))

    h.fake.listeners.append(seen)
    await h.click(bob, "Follow again", message=h.fake.messages[view.id])
    await play(h, moves=9)
    await h.settle()
    assert h.bot is not None
    record = await stored_record(h)
    kind = h.bot.registry.get(record.kind)
    steps = await ReplayLog(h.bot.db).steps(1)
    frames = rebuild(kind, h.bot.service.context(record), record.seed, steps)
    pages = [f for f in frames if f.page]
    checked = 0
    for moves_then, embeds in received:
        if len(embeds) == 1:
            continue
        title = embeds[1]["title"]
        if "as after move" not in title:
            assert "more moves have been played" in embeds[1]["description"] and moves_then < 5 + 2
            continue
        shown = int(title.rsplit(" ", 1)[1])
        assert shown <= moves_then - 5, (shown, moves_then)  # never newer than five moves back
        state = pages[shown].state
        for seat, embed in enumerate(embeds[2:]):
            hand = kind.hand(h.bot.service.context(record), state, seat)
            assert hand is not None and embed["title"].startswith(f"🔓 {record.seats[seat].name or ''}")
            description = embed.get("description") or ""
            assert hand.description.startswith(description)
            checked += bool(description)
    assert checked
    # a player takes it back: the public side only again
    assert (await stored_record(h)).status == "running"  # nine moves into a game to 8 points (its seed is fixed)
    await h.click(alice, "Follow", message=board(h))
    await h.click(alice, "Public side only", message=h.last_private(alice))
    assert "Followers see the public side only" in h.last_private(alice).text()
    assert "Followers see everything" not in board(h).text()
    await play(h, moves=1)
    await h.settle()
    assert len(h.fake.messages[view.id].embeds) == 1


async def test_a_follow_the_watchdog_acknowledged_refreshes_its_own_view_never_the_board(h: Harness) -> None:
    """A click deferred before its answer is an acknowledged update of the board: the view is then a followup, and
    its refreshes edit that followup, not the interaction's original message (the public board)."""
    await h.stop_bot()
    await h.start_bot(defer_after_s=0.0)
    await started(h)
    bob = h.user("bob")
    view = await follow(h, bob)
    await h.settle()
    edits = view.edits
    await play(h, moves=1)
    await h.settle()
    assert h.fake.messages[view.id].edits > edits
    assert "You are following this game" not in board(h).text() and "Follow" in board(h).labels()


async def test_a_hand_the_watchdog_acknowledged_first_is_never_refreshed_onto_the_board(h: Harness) -> None:
    """The same for a player's own view (the hazard the follower's view guards against): a "Show my hand" click
    acknowledged before the hand was sent has the public board as its original message, so its token must not be
    used to refresh the hand."""
    await h.stop_bot()
    await h.start_bot(defer_after_s=0.0)
    alice = await started(h)
    await h.click(alice, "Show my hand", message=board(h))
    await h.settle()
    assert "Your hand" in h.last_private(alice).text()
    await play(h, moves=2)
    await h.settle()
    assert "Your hand" not in board(h).text() and "Show my hand" in board(h).labels()
