"""Shared test helpers: read and (for set-up only) rewrite a game's stored engine state."""

from __future__ import annotations

import dataclasses
import json
import re
import typing
from collections.abc import Awaitable, Callable, Collection, Iterator, Mapping
from typing import Any, TypeVar

import msgspec

from bot.cards.zones import CardView, redact
from bot.harness import Harness, User
from bot.harness.fake_discord import Message
from bot.storage.games import GameRecord

S = TypeVar("S")

CALLBACK = r"/interactions/\d+/[^/]+/callback"  # a click's or a command's answer: `h.fake.fail` it to refuse one


async def stored_record(h: Harness, game_id: int = 1) -> GameRecord:
    assert h.bot is not None
    record = await h.bot.games_store.get(game_id)
    assert record is not None
    return record


async def assert_timer_armed(h: Harness, deadline: float | None, game_id: int = 1) -> None:
    """The game's timer is armed at the deadline its record stores, and that deadline is `deadline`."""
    record = await stored_record(h, game_id)
    assert h.bot is not None and h.bot.scheduler._due.get(game_id) == record.next_deadline == deadline


async def assert_board_is(h: Harness, message: Message, game_id: int = 1) -> None:
    """The game's record points at `message` as its board (the next edit goes there)."""
    assert (await stored_record(h, game_id)).message_id == message.id


async def stored_state(h: Harness, cls: type[S], game_id: int = 1) -> S:
    assert h.bot is not None
    record = await h.bot.games_store.get(game_id)
    assert record is not None and record.state is not None
    kind = h.bot.registry.get(record.kind)
    state = h.bot.service.load_state(kind, record)  # as the game sees it (downtime shifts applied)
    assert isinstance(state, cls)
    return state


async def rewrite_state(h: Harness, state: Any, game_id: int = 1) -> None:
    """Test set-up only: replace the stored position (the version stays, so buttons stay valid)."""
    assert h.bot is not None
    record = await stored_record(h, game_id)
    if hasattr(state, "to_json"):
        record.state = {"schema": 1, "data": state.to_json()}
    else:  # a state msgspec writes as it is (the card games'): stored the way the pipeline stores it
        h.bot.service.store_state(h.bot.registry.get(record.kind), record, state)
    await h.bot.games_store.touch_state(record)


# --- a member's private view, clicked as a member would (the card games' end-to-end tests) ---------------------
async def private_view(h: Harness, user: User, board: Message) -> Message:
    await h.click(user, "Show my hand", message=board)
    return h.last_private(user)


def component(view: Message, action: str, arg: str | None = None) -> dict[str, Any]:
    """The view's button or select for `action` (with exactly `arg`, when given)."""
    for c in view.all_components():
        parts = c.get("custom_id", "").split(":")
        if len(parts) > 3 and parts[3] == action and (arg is None or (len(parts) > 4 and ":".join(parts[4:]) == arg)):
            return c
    raise AssertionError(f"no {action} {arg} control in {[c.get('custom_id') for c in view.all_components()]}")


async def press(h: Harness, user: User, view: Message, action: str, arg: str | None = None) -> Message:
    await h.click(user, custom_id=component(view, action, arg)["custom_id"], message=view)
    return h.fake.messages[view.id]


async def choose(h: Harness, user: User, view: Message, action: str, values: list[str],
                 arg: str | None = None) -> Message:
    await h.select(user, values, message=view, custom_id=component(view, action, arg)["custom_id"])
    return h.fake.messages[view.id]


def assert_unnamed_in_public(h: Harness, names: list[str]) -> None:
    """No public message of the channel names any of `names` (cards nobody has been shown)."""
    for message in h.fake.channel_messages(public_only=True):
        leaked = [n for n in names if n in message.text()]
        assert not leaked, f"public message {message.id} names hidden cards {leaked}"


async def play_seats(h: Harness, board: Message, users: dict[int, User], *,
                     state_of: Callable[[Harness], Awaitable[Any]],
                     awaited: Callable[[Any], Mapping[int, str]],
                     act: Callable[[Harness, User, int, Message], Awaitable[None]],
                     check: Callable[[Harness, Any], Awaitable[None]],
                     limit: int, until: Callable[[Any], bool]) -> Any:
    """Members play their seats through their private views (computer seats play by themselves), with
    `check` run on every state, until the game ends or `until` holds."""
    for _ in range(limit):
        state = await state_of(h)
        await check(h, state)
        if state.is_over() or until(state):
            return state
        human = [s for s in sorted(awaited(state)) if s in users]
        if human:
            await act(h, users[human[0]], human[0], board)
        else:
            await h.settle()
    raise AssertionError("the game did not finish")


def card_params(params: Mapping[str, Any], names: Collection[str]) -> set[str]:
    """The card ids an event's parameters name (a card, a list of cards, or a list of pairs of cards)."""
    out: set[str] = set()
    for name in names:
        value = params.get(name)
        if isinstance(value, str):
            out.add(value)
        elif isinstance(value, list):
            for item in value:
                out.update(item if isinstance(item, list) else [item])
    return out


class LeakCheck:
    """Public messages may name only cards the public has seen: a card shown face up at some point, or
    revealed by one of the public log events in `reveals` (a card shown, then hidden again). Any other card
    in a hidden place must never be named by a public message."""

    def __init__(self, name_of: Callable[[str], str], reveals: Collection[str] = ()) -> None:
        self.name_of = name_of
        self.reveals = reveals
        self.seen: set[str] = set()

    async def step(self, h: Harness, state: Any, game_id: int = 1) -> None:
        table = state.table
        self.seen |= {table.cards[i].card for i in table.cards if table.visible(i, None)}
        if self.reveals:
            assert h.bot is not None
            for seat, key, params in await h.bot.games_store.events(game_id):
                if seat is None and key in self.reveals:
                    self.seen |= card_params(params, ("card", "cards"))
        secret = {c.card for c in table.hidden_from(None)} - self.seen
        assert_unnamed_in_public(h, [self.name_of(c) for c in secret])


def client_values(display: Any) -> list[tuple[str, str]]:
    """Everything a client receives of a `Display`, as (where, text) pairs in the order it is sent: the texts,
    the file names, and for each control its action, arg, label and placeholder, and each select option's
    label, value and description (in the order offered, which a hostile client can read too)."""
    out: list[tuple[str, str]] = []
    for where in ("title", "description", "content", "footer", "image_name", "image_key"):
        value = getattr(display, where, None)
        if value:
            out.append((where, str(value)))
    out += [("field", f"{name}\n{value}") for name, value in display.fields]
    out += [("file", name) for name, _ in display.attachments]
    for control in display.controls:
        out += [(f"{control.action}.action", control.action), (f"{control.action}.arg", control.arg)]
        out += [(f"{control.action}.{part}", text) for part in ("label", "placeholder")
                if (text := getattr(control, part))]
        for choice in control.choices:
            out += [(f"{control.action}.option", choice.label), (f"{control.action}.value", choice.value)]
            if choice.description:
                out.append((f"{control.action}.description", choice.description))
    return out


REQUEST_BUDGET = 0.15  # bot-token requests per interaction answered (Discord caps them at 50 a second per bot)


def assert_request_budget(h: Harness) -> None:
    """The bot stayed within its request budget: pings, board updates after private-view actions and computer
    moves, private views, DM copies and threads went through interaction tokens where Discord allows it."""
    answered, used = h.fake.interactions_answered(), h.fake.bot_token_requests()
    assert answered and used <= REQUEST_BUDGET * answered, \
        f"{used} bot-token requests for {answered} interactions answered (budget {REQUEST_BUDGET} each)"


def sent_to_viewer(kind: Any, ctx: Any, state: Any, viewer: int | None,
                   picks: list[dict[str, str]]) -> list[tuple[str, str]]:
    """Everything a card game sends `viewer` (a seat, or None: the public) in this state, in order: the board,
    the viewer's view under each interface pick in `picks`, the log lines the viewer may read, and what the game's
    open decisions tell them: whom the game waits for and for what (everyone sees who is pinged and what a board says
    they are doing), and what the viewer's own decisions let through (a click refused or taken says as much)."""
    out = client_values(kind.board(ctx, state))  # its image_key is the table picture's data, whole
    decisions = kind.pending(state)
    out += [("decision", repr((d.seat, d.kind, d.awaited, d.group))) for d in decisions]
    out += [("own decision", repr((d.kind, sorted(d.actions), sorted((k, sorted(v)) for k, v in d.choices.items()),
                                   d.min_values, d.max_values, d.default)))
            for d in decisions if d.seat == viewer]
    if viewer is not None:
        for pick in picks:
            view = kind.hand(dataclasses.replace(ctx, ui=pick), state, viewer)
            assert view is not None
            out += client_values(view)
    out += [("event", json.dumps([key, params], ensure_ascii=False, default=str))
            for seat, key, params in kind.events(state) if seat is None or seat == viewer]
    return out


def ids_shown(table: Any, viewer: int | None) -> set[int]:
    """The card instance ids `redact(table, viewer)` lets the viewer see (cards carried by cards included)."""
    def walk(card: CardView) -> set[int]:
        own = {card.iid} if card.iid is not None else set()
        return own.union(*(walk(inner) for inner in card.attached))

    return {i for zone in redact(table, viewer).zones.values() for card in zone.cards for i in walk(card)}


def check_ids(table: Any, viewer: int | None, sent: list[tuple[str, str]], first_id: int) -> None:
    """No number in what `viewer` was sent is the instance id of a card hidden from them (ids start at
    `first_id`, far from every other number the game writes)."""
    allowed = ids_shown(table, viewer)
    for where, text in sent:
        named = {int(n) for n in re.findall(r"\d+", text) if first_id <= int(n) < table.next_iid}
        assert named <= allowed, f"{where} sends {viewer} hidden card ids {named - allowed}: {text[:200]}"


async def help_text(h: Harness, user: User, game: str) -> str:
    """The whole of `/help <game>`, read page by page as a member turns them."""
    message = h.reply(await h.slash(user, "help", game=game))
    texts = [message.text()]
    while any(b.get("label") == "Next ▶" and not b.get("disabled") for b in message.buttons()):
        await h.click(user, "Next ▶", message=message)
        texts.append(message.text())
    return "\n".join(texts)


def types_within(hint: Any, seen: set[Any]) -> Iterator[tuple[str, Any]]:
    """Every (field name, type) a value of `hint` may hold, through containers and structs, each struct once (what a
    view type can carry, for the tests that no view holds a table, a state or the random numbers)."""
    for arg in typing.get_args(hint):
        yield from types_within(arg, seen)
    if isinstance(hint, type) and issubclass(hint, msgspec.Struct) and hint not in seen:
        seen.add(hint)
        for name, field in typing.get_type_hints(hint).items():
            yield name, field
            yield from types_within(field, seen)
