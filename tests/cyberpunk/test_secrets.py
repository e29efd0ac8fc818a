"""What each viewer receives names only what that viewer may know: random games in which, at every state, for
the public and for each seat, everything sent (the board, the table picture's data, the seat's own view with
its interface picks, the log lines it may read) is checked two ways.

- Instance ids: a card id names a card only if `redact(table, viewer)` shows it to that viewer. Ids are
  moved far from every other number the game writes (dice, slots, counts), so any id in any text counts.
- Twins: the same state with every card hidden from the viewer shuffled among the hidden places that look
  alike (same zone, same spent / known / marker state) and replaced by other cards. What the viewer
  receives must not change, so no value, label or order of values tells hidden cards apart — in particular
  face-down Legends the viewer has not looked at.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.zones import redact
from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.cyberpunk.pool import PENDING
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import view as view_of
from tests.helpers import check_ids, sent_to_viewer

T0 = 1_000_000.0
FIRST_ID = 100_000  # instance ids start here: no die, slot, count or power comes near
VIEWERS: tuple[int | None, ...] = (None, 0, 1)
LEGENDS = sorted(c for c, card in CARDS.items() if card.is_legend and c not in PENDING)
OTHERS = sorted(c for c, card in CARDS.items() if not card.is_legend and c not in PENDING)
KIND = CyberpunkKind()


def context(locale: str = "en") -> Context:
    return Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, locale, T0)


def interface_picks(ctx: Context, s: CpState, seat: int) -> list[dict[str, str]]:
    """The interface choices a seat may make now: none, each card it may play (and a payment for it), each
    Unit it may attack with."""
    picks: list[dict[str, str]] = [{}]
    if game.awaited(s).get(seat) != "main":
        return picks
    for card in game.playable(s, seat)[:2]:
        pick = {"pick": f"card:{card}"}
        picks.append(pick)
        view = KIND.hand(replace(ctx, ui=pick), s, seat)
        assert view is not None
        pay = next((c for c in view.controls if c.action == "pay"), None)
        if pay is not None:
            picks.append({**pick, "pay": ".".join(c.value for c in pay.choices[:pay.min_values])})
    picks.extend({"pick": f"atk:{unit}"} for unit in game.attackers(s, seat)[:1])
    return picks


def shown_by_question(s: CpState, viewer: int | None) -> set[int]:
    """Hidden cards the viewer's open question shows them: the deck's top 5 (Viktor), its top card (Rippler)."""
    p = s.prompt
    if p is None or viewer is None or p.seat != viewer:
        return set()
    deck = s.zone("deck", viewer)
    return set(deck[-5:]) if p.card == "viktor-vektor" else set(deck[-1:]) if p.card == "tetratronic-rippler" else set()


def twin(s: CpState, viewer: int | None, rng: random.Random, *, legends_only: bool) -> CpState:
    """`s` with the cards hidden from `viewer` shuffled among look-alike places and swapped for other cards."""
    t = s.clone()
    view = redact(t.table, viewer)
    spared = shown_by_question(t, viewer)
    for name, zone in t.table.zones.items():
        if legends_only and not name.startswith("legends"):
            continue
        hidden = [(place, iid) for place, (iid, seen) in enumerate(zip(zone.cards, view.zones[name].cards, strict=True))
                  if seen.hidden and iid not in spared]
        alike: dict[Any, list[int]] = defaultdict(list)
        for place, iid in hidden:
            inst = t.inst(iid)
            known = zone.owner is not None and iid in t.table.known[zone.owner]
            alike[(inst.spent, tuple(inst.markers), tuple(sorted(inst.counters.items())), tuple(inst.attached),
                   known, iid in t.no_ready)].append(place)
        for places in alike.values():
            ids = [zone.cards[p] for p in places]
            rng.shuffle(ids)
            for place, iid in zip(places, ids, strict=True):
                zone.cards[place] = iid
        for _, iid in hidden:
            t.inst(iid).card = rng.choice(LEGENDS if name.startswith("legends") else OTHERS)
    return t


def check_state(ctx: Context, s: CpState, rng: random.Random) -> None:
    assert KIND.board(ctx, s).image_key == f"cp-table:{KIND.table_view(ctx, KIND.view(s, None))!r}"
    for viewer in VIEWERS:
        picks = interface_picks(ctx, s, viewer) if viewer is not None else []
        sent = sent_to_viewer(KIND, ctx, s, viewer, picks)
        check_ids(s.table, viewer, sent, FIRST_ID)
        if sent_to_viewer(KIND, ctx, twin(s, viewer, rng, legends_only=False), viewer, picks) == sent:
            continue
        for legends_only, what in ((True, "tells face-down Legends apart"), (False, "depends on a hidden card")):
            other = sent_to_viewer(KIND, ctx, twin(s, viewer, rng, legends_only=legends_only), viewer, picks)
            diff = next(((a, b) for a, b in zip(sent, other, strict=True) if a != b), None) \
                if len(sent) == len(other) else ("length", len(sent), len(other))
            assert diff is None, f"what {viewer} is sent {what}: {diff}"


def move(ctx: Context, s: CpState, seat: int, rng: GameRng, smart: bool) -> Wire:
    """The computer's or a random move; a card played is sometimes paid for as a member would, with the
    payers ticked in the view."""
    mine = view_of(s, seat)
    chosen = computer.decide(mine, seat) if smart else computer.random_move(mine, seat, rng)
    assert chosen is not None
    name, arg, values = chosen
    if name == "play" and game.awaited(s).get(seat) == "main" and rng.below(2):
        card, _, host = arg.partition(":")
        view = KIND.hand(replace(ctx, ui={"pick": f"card:{card}"}), s, seat)
        assert view is not None
        pay = next((c for c in view.controls if c.action == "pay"), None)
        if pay is not None:
            options = [c.value for c in pay.choices]
            rng.shuffle(options)
            return Wire(name, f"{card}:{host}:{'.'.join(options[:pay.min_values])}", values)
    return chosen


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**40), smart=st.tuples(st.booleans(), st.booleans()), quick=st.booleans())
def test_nobody_is_sent_what_they_may_not_know(seed: int, smart: tuple[bool, bool], quick: bool) -> None:
    ctx = context(("en", "tr", "ru")[seed % 3])
    s = game.new_game(seed, T0, quick=quick)
    s.table.next_iid = FIRST_ID
    rng, shuffles = GameRng(seed), random.Random(seed)
    for _ in range(3000):
        check_state(ctx, s, shuffles)
        if s.is_over():
            break
        seat = rng.choice(sorted(game.awaited(s)))
        name, arg, values = move(ctx, s, seat, rng, smart[seat])
        s = game.apply(s, seat, name, arg, values, T0)
    assert s.is_over()
