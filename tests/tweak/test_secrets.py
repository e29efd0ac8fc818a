"""What each viewer receives names only what that viewer may know: random TWEAK! games in which, at every state,
for the public and for each seat, everything sent (the board, the table picture's data, the seat's own view
with its picks, the log lines it may read, who is asked what) is checked two ways.

- Card ids: a card id names a card only if the viewer has seen it this hand (their own hand, the table, the
  face-up [T!] cards, a card put down) — never a card of another hand, of the deck or of the [T!] pile.
- Twins: the same state with the number cards hidden from the viewer (other hands, the deck below its top)
  dealt among the same places again, the deck's top replaced by another hidden card with the same back (the
  target is public), and the [T!] pile shuffled. What the viewer receives must not change: no value, label,
  order, count or offered choice tells a hidden card.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.framework.kinds import Context, SeatInfo
from bot.games.tweak import computer
from bot.games.tweak.cards import ALL_CARDS
from bot.games.tweak.game import Illegal, TweakState, apply, new_game
from bot.games.tweak.kind import TweakKind
from bot.games.tweak.view import view as tweak_view
from tests.helpers import client_values
from tests.tweak.test_engine import random_legal

T0 = 1_000_000.0
KIND = TweakKind()
CARD_ID = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(sorted(ALL_CARDS, key=len, reverse=True)) + r")(?![A-Za-z0-9])")


def context(players: int, locale: str) -> Context:
    return Context(1, tuple(SeatInfo(s, 100 + s, f"p{s}") for s in range(players)), {}, locale, T0)


def picks(s: TweakState, seat: int) -> list[dict[str, str]]:
    """The interface choices a seat may make now: none, a hand card, a hand card with table cards."""
    out: list[dict[str, str]] = [{}]
    if s.phase == "turn" and s.turn == seat:
        for card in s.hands[seat][:2]:
            out.append({"hand": card, "table": ""})
            out.append({"hand": card, "table": ".".join(s.table[:2])})
    return out


def pending(s: TweakState) -> list[Any]:
    """What anybody can tell of the open decisions: who is asked, for what, with which actions, in what group."""
    return [(d.seat, d.kind, d.awaited, d.group, sorted(d.actions)) for d in KIND.pending(s)]


def received(ctx: Context, s: TweakState, viewer: int | None) -> list[tuple[str, str]]:
    out = client_values(KIND.board(ctx, s))  # its image_key is the table picture's data, whole
    out.append(("pending", repr((pending(s), s.deadline()))))
    if viewer is not None:
        for pick in picks(s, viewer):
            view = KIND.hand(replace(ctx, ui=pick), s, viewer)
            assert view is not None
            out += client_values(view)
    out += [("event", json.dumps([key, params], default=str))
            for seat, key, params in KIND.events(s) if seat is None or seat == viewer]
    return out


def visible(s: TweakState, viewer: int | None) -> set[str]:
    shown = {*s.table, *(c for t in s.tweaks for c in t), *s.used, *s.discarded, *(c for w in s.last_won for c in w),
             *(c for t in s.last_tweaks for c in t)}
    if viewer is not None:
        shown |= {*s.hands[viewer], *s.won[viewer]}
    return shown


def shown_by(s: TweakState, viewer: int | None) -> set[str]:
    """The cards the last change's events show `viewer` (a card put on the table, the cards it drew)."""
    out: set[str] = set()
    for seat, _, params in KIND.events(s):
        if seat is None or seat == viewer:
            out |= {params["card"]} if isinstance(params.get("card"), str) else set()
            out |= set(params.get("cards", ()))
    return out & set(ALL_CARDS)


def hidden_places(s: TweakState, viewer: int | None) -> list[tuple[list[str], int]]:
    """(list, index) of every number card hidden from `viewer`, the deck's top (whose back is public) first."""
    places = [(s.deck, k) for k in range(len(s.deck) - 1, -1, -1)]
    places += [(hand, k) for seat, hand in enumerate(s.hands) if seat != viewer for k in range(len(hand))]
    return places


def twin(s: TweakState, viewer: int | None, rng: random.Random) -> TweakState:
    t = s.clone()
    places = hidden_places(t, viewer)
    cards = [where[k] for where, k in places]
    rng.shuffle(cards)
    if t.deck:  # the top keeps its back: it is the target everybody sees
        same_back = [i for i, c in enumerate(cards) if t.back(c) == t.back(s.deck[-1])]
        i = rng.choice(same_back)
        cards[0], cards[i] = cards[i], cards[0]
    for (where, k), card in zip(places, cards, strict=True):
        where[k] = card
    rng.shuffle(t.tweak_pile)
    return t


def check_state(ctx: Context, s: TweakState, seen: dict[int | None, set[str]], rng: random.Random) -> None:
    assert KIND.board(ctx, s).image_key == f"tw-table:{KIND.table_view(ctx, KIND.view(s, None))!r}"
    for viewer in seen:
        sent = received(ctx, s, viewer)
        for where, text in sent:
            named = set(CARD_ID.findall(text)) - seen[viewer]
            assert not named, f"{where} sends {viewer} hidden cards {named}: {text[:200]}"
        other = received(ctx, twin(s, viewer, rng), viewer)
        diff = next(((a, b) for a, b in zip(sent, other, strict=True) if a != b), None) \
            if len(sent) == len(other) else ("length", len(sent), len(other))
        assert diff is None, f"what {viewer} is sent depends on a card hidden from them: {diff}"


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**40), backs=st.sampled_from(["house", "shuffled"]))
def test_nobody_is_sent_what_they_may_not_know(players: int, seed: int, backs: str) -> None:
    ctx = context(players, ("en", "tr", "ru")[seed % 3])
    s = new_game(players, 30, seed, T0, backs=backs)
    rng = random.Random(seed)
    seen: dict[int | None, set[str]] = {None: set(), **{seat: set() for seat in range(players)}}
    hand = s.hand_no
    for _ in range(3000):
        dealt = s.hand_no != hand
        for viewer in seen:  # what the viewer has seen, and what the last change showed (a card put down)
            seen[viewer] |= visible(s, viewer) | shown_by(s, viewer)
        if dealt or s.is_over() or rng.random() < 0.3:
            check_state(ctx, s, seen, rng)
        if dealt:  # what was seen last hand (which the last change's events may name) may be anywhere now
            hand = s.hand_no
            seen = {viewer: visible(s, viewer) for viewer in seen}
        if s.is_over():
            break
        seat = rng.choice(sorted(s.actors()))
        move = computer.decide(tweak_view(s, seat), seat) if rng.random() < 0.6 else random_legal(s, seat, rng)
        assert move is not None
        try:
            s = apply(s, seat, move[0], move[1], move[2], T0)
        except Illegal:
            continue
    assert s.is_over()
