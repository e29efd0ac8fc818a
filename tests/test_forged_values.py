"""Forged values sent to every control of every game, as a hostile member's client could: Unicode digits
that `str.isdigit()` accepts and `int()` reads ("²", "１３", "٣"), numbers out of range, extra separators,
long values, several values in a one-value select. Each is refused privately (or, for an interface pick,
redraws only the clicker's own surface), logs no exception and changes no game."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.framework.custom_ids import ComponentId
from bot.harness import Harness, User
from bot.harness.fake_discord import Interaction, Message
from tests.helpers import stored_record

UNICODE = ["²", "１３", "٣", "１３-７", "٣:١"]  # never in a custom_id the bot writes: the id itself is refused
ASCII = ["999999", "-1", "99999999999", "0x1", "1:2:3:4", "ability:999999", "", "a" * 50, "13-7-", "None"]
SELECT_VALUES = [["²"], ["１３"], [" 1"], ["999999"], ["-1"], ["a" * 100], ["\x00"], ["1", "1"],
                 [str(n) for n in range(30)]]
GAMES = {
    "backgammon": ("backgammon bot", {"level": "beginner"}),
    "tweak": ("tweak new", {"seats": 2, "computers": 1}),
    "zero": ("zero new", {"computer": True}),
    "cyberpunk": ("cyberpunk new", {"computer": True, "quick": True}),
    "netrunner": ("netrunner new", {"computer": True}),
}
SKIP = {"hand", "log", "rematch"}  # the framework's own buttons: they take no value


def surfaces(h: Harness, alice: User, board: Message) -> list[Message]:
    """The board and, if the game has one, the member's private view, as her client shows them now."""
    shown = [h.fake.messages[board.id]]
    views = h.fake.ephemerals_for(alice.id)
    if views:
        shown.append(views[-1])
    return shown


async def open_hand(h: Harness, alice: User, board: Message) -> None:
    if "Show my hand" in h.fake.messages[board.id].labels():
        await h.click(alice, "Show my hand", message=board)


def forgeries(component: dict[str, Any], offered: set[str]) -> list[tuple[str, list[str] | None]]:
    cid = ComponentId.parse(component["custom_id"])
    assert cid is not None
    base = component["custom_id"].rsplit(":", 1)[0] if cid.arg else component["custom_id"]
    out: list[tuple[str, list[str] | None]] = []
    if component.get("type") == 3:
        out += [(component["custom_id"], values) for values in SELECT_VALUES]
        out += [(f"{component['custom_id']}{u}", ["0"]) for u in UNICODE[:1]]
    else:
        out += [(f"{base}:{value}" if value else base, None) for value in [*UNICODE, *ASCII]
                if f"{base}:{value}" not in offered and (value or base not in offered)]
    return out


async def attack(h: Harness, alice: User, board: Message, interface: frozenset[str],
                 caplog: pytest.LogCaptureFixture) -> int:
    """Send every forgery to every control the member sees; return how many were sent."""
    sent = 0
    shown = surfaces(h, alice, board)
    offered = {c.get("custom_id", "") for surface in shown for c in surface.all_components()}
    for surface in shown:
        for component in surface.all_components():
            cid = ComponentId.parse(component.get("custom_id", ""))
            if cid is None or cid.action in SKIP:
                continue
            for custom_id, values in forgeries(component, offered):
                before = await stored_record(h)
                version, state_json = before.version, before.state_json  # the store may hand back one live object
                public_before = {m.id: m.text() for m in h.fake.channel_messages(public_only=True)}
                caplog.clear()
                privates = len(h.fake.ephemerals_for(alice.id))
                itx = await h.click_raw(alice, custom_id, message=surface, values=values)
                sent += 1
                where = f"{custom_id!r} {values!r}"
                assert not [r for r in caplog.records if r.levelno >= logging.ERROR], where
                after = await stored_record(h)
                assert after.version == version and after.state_json == state_json, where
                told = len(h.fake.ephemerals_for(alice.id)) > privates
                check_answer(h, itx, cid.action in interface, told, surface, where, public_before)
    return sent


def check_answer(h: Harness, itx: Interaction, interface: bool, told: bool, surface: Message, where: str,
                 public_before: dict[int, str]) -> None:
    assert itx.responded, f"{where}: never answered"
    if itx.response_type == 4:  # a message: it must be private
        message = h.fake.messages[itx.original_id] if itx.original_id else None
        assert message is not None and message.ephemeral, f"{where}: answered in public"
    elif not told:  # deferred, then told privately in a followup; or else an interface pick: it redraws the
        # surface it came from, nothing else (and commits nothing)
        assert interface and itx.response_type in (6, 7), f"{where}: answered with {itx.response_type}"
    for message in h.fake.channel_messages(public_only=True):
        if message.id != surface.id:
            assert public_before.get(message.id) == message.text(), f"{where}: a public message changed"


async def advance(h: Harness, game: str, alice: User, board: Message) -> None:
    """Move the game on: alice rolls in backgammon; elsewhere her clock runs out and its default is taken."""
    assert h.bot is not None
    labels = h.fake.messages[board.id].labels()
    if game == "backgammon" and "Roll" in labels:
        await h.click(alice, "Roll", message=board)
        return
    h.fake.advance(1000)
    await h.bot.scheduler.run_due()
    await h.settle()


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_forged_values_are_refused_everywhere(h: Harness, game: str,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    assert h.bot is not None
    alice = h.user("alice")
    command, options = GAMES[game]
    board = h.reply(await h.slash(alice, command, **options))
    await h.settle()
    interface = h.bot.registry.get(game).interface_actions | {"page"}
    sent = 0
    for _ in range(3):
        record = await stored_record(h)
        if record.status != "running":
            break
        assert record.message_id is not None
        board = h.fake.messages[record.message_id]  # the board moves to a new message as the game ages
        await open_hand(h, alice, board)
        sent += await attack(h, alice, board, interface, caplog)
        await advance(h, game, alice, board)
    assert sent > 20, f"only {sent} forgeries reached {game}'s controls"
