"""Views, not states, reach Cyberpunk TCG's displays and its computer: their signatures take a `CpView`, a view holds
no table and no random numbers, two states that differ only in what a seat may not see give that seat (and the
public) the same view, the same board and the same computer move, and the public view names no hidden card."""

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
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.cyberpunk.pool import PENDING
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import CpView, view
from tests.helpers import types_within

T0 = 1_000_000.0
KIND = CyberpunkKind()
CTX = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", T0)
NOT_LEGENDS = sorted(c for c, card in CARDS.items() if not card.is_legend and c not in PENDING)


# --- the types ------------------------------------------------------------------------------------------------------
def test_every_display_card_list_and_computer_takes_the_view() -> None:
    readers: list[Callable[..., Any]] = [CyberpunkKind.public_display, CyberpunkKind.private_display,
                                         CyberpunkKind.readable_cards, CyberpunkKind.card_details,
                                         CyberpunkKind.computer_action, computer.decide]
    for reader in readers:
        hints = typing.get_type_hints(reader)
        assert hints["view"] is CpView, reader.__qualname__
        assert CpState not in hints.values(), reader.__qualname__


def test_a_view_holds_no_table_and_no_random_numbers() -> None:
    held = list(types_within(CpView, set()))
    assert held
    assert not [name for name, _ in held if name == "rng"]
    kinds = {hint for _, hint in held}
    for forbidden in (Table, Card, CpState, GameRng):
        assert forbidden not in kinds, forbidden


# --- hidden changes change nothing ---------------------------------------------------------------------------------
def unseen_change(s: CpState, seat: int, shuffle: random.Random) -> CpState:
    """`s` with what `seat` may not see changed: the rival's hand holds other cards, both decks are shuffled, the
    random numbers are others."""
    other = s.clone()
    rival = 1 - seat
    for iid in other.zone("hand", rival):
        card = other.inst(iid)
        card.card = shuffle.choice([c for c in NOT_LEGENDS if c != card.card])
    for side in (0, 1):
        shuffle.shuffle(other.zone("deck", side))
    other.rng = s.rng ^ 0x5DEECE66D
    return other


def board(s: CpState) -> tuple[str, list[Any], str | None]:
    shown = KIND.board(CTX, s)
    return shown.description, shown.controls, shown.image_key


def check_unseen(s: CpState, shuffle: random.Random) -> None:
    for seat in (0, 1):
        other = unseen_change(s, seat, shuffle)
        assert view(other, seat) == view(s, seat)
        assert view(other, None) == view(s, None)
        assert board(other) == board(s)
        assert computer.decide(view(other, seat), seat) == computer.decide(view(s, seat), seat)
        if s.zone("hand", 1 - seat):  # the change is real: the rival sees it
            assert view(other, 1 - seat) != view(s, 1 - seat)


def secrets(s: CpState, viewer: int | None) -> set[str]:
    """Card ids `viewer` may not know: cards hidden from them, unless they see another copy, saw it privately or the
    public log named it."""
    table = s.table
    shown = {s.inst(i).card for i in table.cards if table.visible(i, viewer)}
    seen = set(s.seen[viewer]) if viewer is not None else set()
    return {c.card for c in table.hidden_from(viewer)} - shown - seen - set(s.named)


def check_names(s: CpState) -> None:
    public = view(s, None)
    hidden = secrets(s, None)
    assert not hidden & set(public.table.card_ids())
    assert set(public.cards) == {i for i in s.table.cards if s.table.visible(i, None)}
    for viewer in (None, 0, 1):
        encoded = msgspec.json.encode(view(s, viewer)).decode()
        assert not [card for card in secrets(s, viewer) if f'"{card}"' in encoded], viewer


def play(seed: int, quick: bool, check: Callable[[CpState], None]) -> CpState:
    s = game.new_game(seed, T0, quick=quick)
    rng = GameRng(seed)
    for step in range(4000):
        if s.is_over():
            break
        if step % 5 == 0:
            check(s)
        seat = rng.choice(sorted(game.awaited(s)))
        mine = view(s, seat)
        move = computer.decide(mine, seat) if rng.below(2) else computer.random_move(mine, seat, rng)
        assert move is not None
        s = game.apply(s, seat, move[0], move[1], move[2], T0)
    assert s.is_over()
    return s


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**40), quick=st.booleans())
def test_what_a_seat_may_not_see_changes_nothing_it_is_given(seed: int, quick: bool) -> None:
    shuffle = random.Random(seed)
    play(seed, quick, lambda s: check_unseen(s, shuffle))


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**40), quick=st.booleans())
def test_the_public_view_names_no_hidden_card(seed: int, quick: bool) -> None:
    play(seed, quick, check_names)
