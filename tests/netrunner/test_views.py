"""Views, not states, reach Netrunner's displays and its computer: their signatures take an `NrView`, a view holds no
table and no random numbers, two states that differ only in what a seat may not see (the Corp's face-down and HQ
cards, R&D and the stack in another order, other random numbers) give that seat and the public the same view, the
same board and the same computer move, the public view names no hidden card and no view names a hidden card's
instance, and a card the Runner saw that goes face down into Archives is only "a card" there to it."""

from __future__ import annotations

import random
import typing
from collections.abc import Callable
from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.zones import Card, Table
from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.netrunner import computer, game
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.netrunner.offers import offers as nr_offers
from bot.games.netrunner.state import NrState
from bot.games.netrunner.view import NrView, SeenCard, view
from tests.helpers import types_within
from tests.netrunner.build import CORP, RUNNER, act, add, answer, blank, run, runner_turn

T0 = 1_000_000.0
KIND = NetrunnerKind()
CTX = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", T0)
BY_SIDE = {side: sorted(c for c, card in CARDS.items() if card.side == side and card.type != "identity")
           for side in ("corp", "runner")}
ORDERED = ("rd", "stack", "hq", "grip")  # zones whose hidden cards may lie in any order


# --- the types ------------------------------------------------------------------------------------------------------
def test_every_display_card_list_and_computer_takes_the_view() -> None:
    readers: list[Callable[..., Any]] = [NetrunnerKind.public_display, NetrunnerKind.private_display,
                                         NetrunnerKind.readable_cards, NetrunnerKind.card_details,
                                         NetrunnerKind.computer_action, computer.decide]
    for reader in readers:
        hints = typing.get_type_hints(reader)
        assert hints["view"] is NrView, reader.__qualname__
        assert NrState not in hints.values(), reader.__qualname__


def test_a_view_holds_no_table_and_no_random_numbers() -> None:
    held = list(types_within(NrView, set()))
    assert held
    assert not [name for name, _ in held if name == "rng"]
    kinds = {hint for _, hint in held}
    for forbidden in (Table, Card, NrState, GameRng):
        assert forbidden not in kinds, forbidden


# --- hidden changes change nothing ---------------------------------------------------------------------------------
def unseen_change(s: NrState, watcher: int | None, shuffle: random.Random) -> NrState:
    """`s` with what `watcher` (None: the public) may not see changed: every card hidden from it (the Corp's face-down
    installed cards, HQ, R&D and face-down Archives, or the grip and the stack) is another card, the hidden cards of
    R&D, the stack, HQ and the grip lie in another order, and the random numbers are others."""
    other = s.clone()
    for card in list(other.table.hidden_from(watcher)):
        card.card = shuffle.choice([c for c in BY_SIDE[CARDS[card.card].side] if c != card.card])
    for name in ORDERED:
        cards = other.zone(name)
        hidden = [i for i, iid in enumerate(cards) if not other.table.visible(iid, watcher)]
        moved = [cards[i] for i in hidden]
        shuffle.shuffle(moved)
        for i, iid in zip(hidden, moved, strict=True):
            cards[i] = iid
    other.rng = s.rng ^ 0x5DEECE66D
    return other


def board(s: NrState) -> tuple[str, str, list[Any], str | None]:
    shown = KIND.board(CTX, s)
    return shown.title, shown.description, shown.controls, shown.image_key


def hand(s: NrState, seat: int) -> tuple[str, list[Any], str | None]:
    shown = KIND.hand(CTX, s, seat)
    assert shown is not None
    return shown.description, shown.controls, shown.image_key


def offered(s: NrState, watcher: int | None) -> list[Any]:
    """What the engine's offers tell `watcher`: whom the game waits for and for what, and its own offers whole."""
    return [o if o.seat == watcher else (o.seat, o.wanted, o.awaited, o.group) for o in nr_offers(s)]


def check_unseen(s: NrState, shuffle: random.Random) -> None:
    for watcher in (s.corp, s.runner, None):
        other = unseen_change(s, watcher, shuffle)
        assert view(other, watcher) == view(s, watcher), watcher
        assert view(other, None) == view(s, None)
        assert board(other) == board(s)
        assert offered(other, watcher) == offered(s, watcher), watcher
        if watcher is None:
            continue
        assert hand(other, watcher) == hand(s, watcher)
        assert computer.decide(view(other, watcher), watcher) == computer.decide(view(s, watcher), watcher)
        rival = 1 - watcher
        if any(not s.table.visible(c.iid, watcher) and s.table.visible(c.iid, rival) for c in s.table.cards.values()):
            assert view(other, rival) != view(s, rival)  # the change is real: the rival sees it


def secrets(s: NrState, viewer: int | None) -> set[str]:
    """Card ids `viewer` may not know: cards hidden from them, unless they see another copy, saw it privately, the
    public log named it or a question of theirs offers it (Mutual Favor names the icebreakers of the stack)."""
    table = s.table
    shown = {s.inst(i).card for i in table.cards if table.visible(i, viewer)}
    seen = set(s.seen[viewer]) if viewer is not None else set()
    offered = set(s.prompt.options) if s.prompt is not None and s.prompt.seat == viewer else set()
    return {c.card for c in table.hidden_from(viewer)} - shown - seen - set(s.named) - offered


def instances(seen: NrView) -> set[int]:
    """Every card instance the view names outside its table."""
    r = seen.run
    return {*seen.cards, *seen.places, *seen.strength, *seen.pump, *seen.breakable, *seen.click_runs, *seen.rez_costs,
            *seen.install_costs, *seen.installable, *seen.rezzable, *seen.scorable, *seen.advanceable,
            *seen.installed_this_turn, *(c.iid for c in seen.known), *(int(b) for b in (r.pumped if r else {})),
            *((r.accessing,) if r is not None and r.accessing is not None else ())}


def check_names(s: NrState) -> None:
    public = view(s, None)
    assert not secrets(s, None) & set(public.table.card_ids())
    for viewer in (None, 0, 1):
        mine = view(s, viewer)
        encoded = msgspec.json.encode(mine).decode()
        assert not [card for card in secrets(s, viewer) if f'"{card}"' in encoded], viewer
        visible = {i for i in s.table.cards if s.table.visible(i, viewer)}
        assert set(mine.cards) == visible, viewer
        assert instances(mine) <= visible, viewer


def play(seed: int, booster: bool, check: Callable[[NrState], None]) -> NrState:
    s = game.new_game(seed, T0, step="booster" if booster else "starter", corp=seed % 2)
    rng = GameRng(seed)
    for step in range(3000):
        if s.is_over():
            break
        if step % 4 == 0:
            check(s)
        seat = min(game.awaited(s))
        move = computer.decide(view(s, seat), seat) if rng.below(2) else computer.random_move(s, seat, rng)
        assert move is not None
        s = game.apply(s, seat, move[0], move[1], move[2], T0)
    assert s.is_over()
    return s


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**40), booster=st.booleans())
def test_what_a_seat_may_not_see_changes_nothing_it_is_given(seed: int, booster: bool) -> None:
    shuffle = random.Random(seed)
    play(seed, booster, lambda s: check_unseen(s, shuffle))


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**40), booster=st.booleans())
def test_the_public_view_names_no_hidden_card_and_no_view_a_hidden_instance(seed: int, booster: bool) -> None:
    play(seed, booster, check_names)


def test_the_runner_sees_face_down_ice_as_a_card_and_the_corp_sees_its_own() -> None:
    s = runner_turn(blank())
    ice = add(s, "ice:hq", "tithe")
    s = act(s, RUNNER, "run", "hq")
    runner, corp = view(s, RUNNER), view(s, CORP)
    assert runner.current_ice() is not None and runner.current_ice().hidden  # type: ignore[union-attr]
    assert not runner.sees(ice) and ice not in runner.rez_costs and ice not in runner.strength
    assert corp.card(ice).id == "tithe" and corp.rez_costs[ice] == CARDS["tithe"].printed_cost


# --- Archives ------------------------------------------------------------------------------------------------------
def test_a_card_the_runner_saw_is_only_a_card_once_trashed_face_down_into_archives() -> None:
    s = runner_turn(blank())
    nico = add(s, "root:r1", "nico-campaign")
    s = act(run(s, "r1"), CORP, "continue")  # no rez before the Runner approaches the server
    assert s.prompt is not None and s.prompt.kind == "access"
    s = answer(s, "leave")
    assert view(s, RUNNER).known == (SeenCard(iid=nico, card="nico-campaign", zone="root:r1"),)
    s.turn, s.clicks = CORP, 3
    office = add(s, "hq", "offworld-office")
    s = act(s, CORP, "install", f"{office}:r1")  # the new agenda trashes the old card, face down
    assert nico in s.zone("archives") and not s.inst(nico).face_up
    runner = view(s, RUNNER)
    assert all(c.hidden for c in runner.zone("archives")) and not runner.sees(nico) and runner.known == ()
    assert "Nico Campaign" not in hand(s, RUNNER)[0]
    assert "nico-campaign" in runner.seen  # still readable as a card seen earlier, not by where it lies
    assert view(s, CORP).inst(nico).card == "nico-campaign"  # Archives' face-down cards are the Corp's


def test_the_picture_names_each_identity_and_the_view_where_each_trojan_lies() -> None:
    s = runner_turn(blank())
    s.identities = ["weyland-consortium-built-to-last", "zahya-sadeghi"]
    add(s, "ice:hq", "palisade")
    trojan = add(s, "grip", "botulus")
    s = answer(act(s, RUNNER, "install", str(trojan)), "hq.0")
    board = KIND.board_view(CTX, view(s, None))
    assert board.corp_name.endswith("· Weyland Consortium") and board.runner_name.endswith("· Zahya Sadeghi")
    assert view(s, CORP).hosted == view(s, None).hosted == {trojan: ("hq", 0)}
