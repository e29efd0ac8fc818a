"""Knowing Zero's displays and its computer are given a `ZeroView`, never the state: the types say so, the view holds
no table and no random numbers, two states that differ only where a seat may not look give that seat (and the public)
the same view, the same board and the same computer move, and the public's view names no hidden card."""

from __future__ import annotations

import dataclasses
import json
import random
import typing
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.decks import DeckList
from bot.cards.zones import CardView, Table, TableView
from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.zero import computer, game
from bot.games.zero.cards import CARDS, DECKS
from bot.games.zero.kind import ZeroKind
from bot.games.zero.state import ZeroState
from bot.games.zero.view import BattleView, ZeroView
from bot.games.zero.view import view as view_of
from tests.zero.build import custom, do, fight_round, iids, into_battle, step, units

T0 = 1_000_000.0
KIND = ZeroKind()
CTX = Context(1, (SeatInfo(0, 100, "ann"), SeatInfo(1, 101, "ben")), {}, "en", T0)
ANY = sorted(CARDS)
UNITS = sorted(c for c, card in CARDS.items() if card.is_unit)
ABILITIES = sorted(c for c, card in CARDS.items() if card.type == "ability")


# --- the types ---------------------------------------------------------------------------------------------------
def _named(hint: Any, seen: set[Any]) -> Iterator[Any]:
    """Every type `hint` names, through generics, unions and the fields of the structs and dataclasses it names."""
    if hint in seen:
        return
    seen.add(hint)
    yield hint
    for inner in typing.get_args(hint):
        yield from _named(inner, seen)
    if typing.get_origin(hint) is None and isinstance(hint, type) \
            and (dataclasses.is_dataclass(hint) or issubclass(hint, msgspec.Struct)):
        for field in typing.get_type_hints(hint).values():
            yield from _named(field, seen)


def test_displays_card_lists_and_the_computer_are_given_a_view() -> None:
    methods: list[Callable[..., Any]] = [ZeroKind.public_display, ZeroKind.private_display, ZeroKind.readable_cards,
                                         ZeroKind.card_details, ZeroKind.computer_action]
    for method in methods:
        assert typing.get_type_hints(method)["view"] is ZeroView, method.__name__
    assert typing.get_type_hints(computer.decide)["view"] is ZeroView
    assert typing.get_type_hints(KIND.view)["return"] is ZeroView


def test_a_view_holds_no_table_and_no_random_numbers() -> None:
    named = set(_named(ZeroView, set()))
    assert TableView in named and BattleView in named and CardView in named
    assert Table not in named and ZeroState not in named
    fields = {f.name for cls in (ZeroView, BattleView) for f in dataclasses.fields(cls)}
    assert not {"rng", "assign", "deck_choice", "custom", "known"} & fields


# --- twins: states that differ only where a seat may not look ----------------------------------------------------
def twin(s: ZeroState, seat: int, rng: random.Random) -> ZeroState:
    """`s` changed only in what `seat` may not know: the random numbers' state, both decks' order and cards, the
    rival's hand in another order with other cards where `seat` did not see them, other units in the rival's face-down
    army, another aim the rival locked in before the reveal, another deck the rival chose while it is secret, another
    deck list of the rival's own, the rival's private log."""
    t = s.clone()
    rival = 1 - seat
    t.rng = rng.getrandbits(48)
    cards = t.table.cards
    for owner in (0, 1):
        deck = t.table.zones[f"deck{owner}"].cards
        rng.shuffle(deck)
        for iid in deck:
            cards[iid].card = rng.choice(ANY)
    rng.shuffle(t.table.zones[f"hand{rival}"].cards)  # a card `seat` saw go home may lie anywhere in it
    for iid in t.zone("hand", rival):
        if not s.table.visible(iid, seat):
            cards[iid].card = rng.choice(ANY)
    for unit in t.zone("army", rival):
        if not s.table.visible(unit, seat):
            cards[unit].card = rng.choice(UNITS)
        for ability in cards[unit].attached:
            if not s.table.visible(ability, seat):
                cards[ability].card = rng.choice(ABILITIES)
    if t.battle is not None and t.battle.assign[rival] is not None:
        t.battle.assign[rival] = [rng.choice(t.targets_for(rival)) for _ in t.army(rival)]
    if t.phase == "decks" and t.deck_choice[rival] is not None:
        t.deck_choice[rival] = rng.choice(sorted(DECKS))
    t.custom[rival] = {**t.custom[rival], "twin": DeckList(id="twin", name={"en": "Twin"}, cards={"ash-rat": 40})}
    t.private = [p for p in t.private if p[0] != rival] + [[rival, "zk.pv.drew", {"cards": [rng.choice(ANY)]}]]
    return t


def board_of(s: ZeroState) -> tuple[Any, ...]:
    board = KIND.board(CTX, s)
    return board.title, board.description, board.controls, board.image_key


def check_twins(s: ZeroState, rng: random.Random) -> None:
    for seat in (0, 1):
        t = twin(s, seat, rng)
        assert view_of(s, seat) == view_of(t, seat), f"seat {seat}'s view tells what it may not know"
        assert view_of(s, None) == view_of(t, None), "the public view tells what the public may not know"
        assert board_of(s) == board_of(t)
        assert computer.decide(view_of(s, seat), seat) == computer.decide(view_of(t, seat), seat)


def check_public(s: ZeroState, secret: set[str]) -> None:
    """The public view names exactly the cards lying face up, by id and instance id, and nowhere a secret one."""
    public = view_of(s, None)
    visible = [i for i in s.table.cards if s.table.visible(i, None)]
    assert Counter(public.table.card_ids()) == Counter(s.inst(i).card for i in visible)
    assert {i for i in s.table.cards if public.shown(i) is not None} == set(visible)
    assert not public.playable and not public.private and not public.known_held and not public.own_decks
    encoded = msgspec.json.encode(public).decode()
    assert not [card for card in secret if json.dumps(card) in encoded]


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**40), smart=st.tuples(st.booleans(), st.booleans()))
def test_what_a_seat_may_not_see_changes_nothing_it_is_given(seed: int, smart: tuple[bool, bool]) -> None:
    s = game.new_game(seed, T0)
    rng, shuffles = GameRng(seed), random.Random(seed)
    seen: set[str] = set()  # card ids the public was shown
    for _ in range(3000):
        seen |= {s.inst(i).card for i in s.table.cards if s.table.visible(i, None)}
        if s.is_over() or shuffles.random() < 0.3:
            check_twins(s, shuffles)
            check_public(s, {c.card for c in s.table.hidden_from(None)} - seen)
        if s.is_over():
            break
        s = step(s, rng, smart)
    assert s.is_over()


# --- the secrets one by one --------------------------------------------------------------------------------------
def test_a_rival_deck_is_known_once_both_are_revealed() -> None:
    s = do(game.new_game(1, T0), 0, "deck", "wildlands")
    other = do(game.new_game(1, T0), 0, "deck", "foundry")
    assert view_of(s, 0).decks == ("wildlands", None) and view_of(s, 1).decks == (None, None)
    assert view_of(s, 1) == view_of(other, 1) and view_of(s, None) == view_of(other, None)
    s = do(s, 1, "deck", "foundry")
    assert view_of(s, None).decks == view_of(s, 1).decks == ("wildlands", "foundry")


def test_an_aim_locked_in_stays_hidden_until_the_reveal() -> None:
    s = custom([["old-grizzly", "ash-rat"], ["cave-troll", "ember-hound"]], decks=(["ash-rat"], ["ash-rat"]))
    s = do(do(into_battle(s), 0, "pass"), 1, "pass")
    grizzly, rat = units(s, 0, "army")
    at_grizzly, at_rat = (do(s, 1, "assign", target) for target in (grizzly, rat))
    assert view_of(at_grizzly, 0) == view_of(at_rat, 0)
    battle = view_of(at_grizzly, 0).battle
    assert battle is not None and battle.locked == (False, True)
    assert computer.decide(view_of(at_grizzly, 0), 0) == computer.decide(view_of(at_rat, 0), 0)
    revealed = do(at_grizzly, 0, "assign")
    assert any(key == "zk.ev.aimed" for key, _ in view_of(revealed, 0).events)


def test_a_remembered_card_is_named_apart_from_where_it_lies() -> None:
    """Ben saw Old Grizzly go home: Ann's face-down army does not show whether it attacks, nor does his 📖 Cards."""
    s = custom([["old-grizzly", "ash-rat"], ["ash-rat", "gear-mite"]], decks=(["ash-rat"] * 4, ["gear-mite"] * 4))
    s = fight_round(into_battle(s, iids(s, 0, "old-grizzly"), iids(s, 1, "ash-rat")))
    assert s.battle is None and s.turn == 1  # the rat fell, the grizzly went home
    s = do(s, 1, "draw")
    with_it, without = (do(s, 0, "attack", values=iids(s, 0, card)) for card in ("old-grizzly", "ash-rat"))
    seen = view_of(with_it, 1)
    assert seen == view_of(without, 1)
    assert seen.known_held == ("old-grizzly",) and "old-grizzly" not in set(seen.table.card_ids())
    refs = [(c.ref, c.place) for c in KIND.cards_readable(CTX, with_it, 1)]
    assert ("k.old-grizzly", "Seen in ann's hand") in refs and not [r for r, _ in refs if r.startswith("u.")]


def test_a_seat_sees_its_own_cards_and_the_playable_ones() -> None:
    s = custom([["old-grizzly", "firestorm"], ["cave-troll"]], decks=(["ash-rat"], ["ash-rat"]))
    s = into_battle(s)
    mine = view_of(s, 0)
    assert [mine.card(i).id for i in mine.hand_of(0)] == ["firestorm"]
    assert list(mine.playable) == [int(i) for i in iids(s, 0, "firestorm")]
    assert not view_of(s, 1).playable and not view_of(s, 1).hand_of(0)
