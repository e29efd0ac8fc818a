"""What each viewer receives names only what that viewer may know: random Knowing Zero games in which, at every
state, for the public and for each seat, everything sent (the board, the table picture's data, the seat's own
view with its interface picks, the log lines it may read) is checked two ways.

- Instance ids: a number names a card only if `redact(table, viewer)` shows that card to the viewer. Ids start
  far from every other number the game writes (scores, counts, rounds), so any id in any text counts.
- Twins: the same state with a rival's face-down army and hand trading units (the army is still held: which
  of the cards the viewer saw are attacking is not theirs to know), then every card hidden from the viewer
  shuffled among the hidden places that look alike (same zone, same counters, markers and attachments) and
  replaced by other cards (a face-down army's by other units, their attachments by other abilities). What the
  viewer receives must not change: no value, label, order or count tells a hidden card.
"""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.zones import redact
from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.zero import game
from bot.games.zero.cards import CARDS, DECKS
from bot.games.zero.kind import ZeroKind
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view as view_of
from tests.helpers import check_ids, sent_to_viewer
from tests.zero.build import step

T0 = 1_000_000.0
FIRST_ID = 100_000  # instance ids start here: no score, count, round or deadline is in [FIRST_ID, FIRST_ID + 60)
VIEWERS: tuple[int | None, ...] = (None, 0, 1)
UNITS = sorted(c for c, card in CARDS.items() if card.is_unit)
ABILITIES = sorted(c for c, card in CARDS.items() if card.type == "ability")
ANY = sorted(CARDS)
KIND = ZeroKind()


def context(locale: str = "en") -> Context:
    return Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, locale, T0)


def interface_picks(s: ZeroState, seat: int) -> list[dict[str, str]]:
    """The interface choices a seat may make now: none, a card to attach or play, a half-made aim."""
    wanted = game.awaited(s).get(seat)
    picks: list[dict[str, str]] = [{}]
    if wanted == "attach":
        picks += [{"pick": str(i)} for i in s.hand_of(seat, "ability")[:2]]
    elif wanted == "window":
        picks += [{"pick": str(i)} for i in game.usable(s, seat)[:2]]
    elif wanted == "assign":
        picks += [{"aim": str(t)} for t in s.targets_for(seat)[:2]]
    return picks


def twin(s: ZeroState, viewer: int | None, rng: random.Random) -> ZeroState:
    """`s` with the cards hidden from `viewer` shuffled among look-alike places and replaced by other cards."""
    t = s.clone()
    for rival in (0, 1):  # a face-down army is still held: its units and the hand's trade places (known ones too)
        if rival == viewer:
            continue
        slots = [(where, k) for where in (f"hand{rival}", f"army{rival}")
                 for k, held in enumerate(t.table.zones[where].cards)
                 if t.card(held).is_unit and not t.inst(held).face_up and not t.inst(held).attached]
        units = [t.table.zones[where].cards[k] for where, k in slots]
        rng.shuffle(units)
        for (where, k), held in zip(slots, units, strict=True):
            t.table.zones[where].cards[k] = held
    view = redact(t.table, viewer)
    for name, zone in t.table.zones.items():
        hidden = [(place, iid) for place, (iid, seen) in enumerate(zip(zone.cards, view.zones[name].cards, strict=True))
                  if seen.hidden]
        alike: dict[Any, list[int]] = defaultdict(list)
        for place, iid in hidden:
            inst = t.inst(iid)
            alike[(tuple(inst.markers), tuple(sorted(inst.counters.items())), len(inst.attached))].append(place)
        for places in alike.values():
            ids = [zone.cards[p] for p in places]
            rng.shuffle(ids)
            for place, iid in zip(places, ids, strict=True):
                zone.cards[place] = iid
        for _, iid in hidden:
            army = name.startswith("army")
            t.inst(iid).card = rng.choice(UNITS if army else ANY)
            for ability in t.inst(iid).attached:
                if not t.table.visible(ability, viewer):  # one the viewer saw in a battle stays what it is
                    t.inst(ability).card = rng.choice(ABILITIES)
    return t


def check_state(ctx: Context, s: ZeroState, rng: random.Random) -> None:
    assert KIND.board(ctx, s).image_key == f"zk-table:{KIND.table_view(ctx, view_of(s, None))!r}"
    for viewer in VIEWERS:
        picks = interface_picks(s, viewer) if viewer is not None else []
        sent = sent_to_viewer(KIND, ctx, s, viewer, picks)
        check_ids(s.table, viewer, sent, FIRST_ID)
        other = sent_to_viewer(KIND, ctx, twin(s, viewer, rng), viewer, picks)
        diff = next(((a, b) for a, b in zip(sent, other, strict=True) if a != b), None) \
            if len(sent) == len(other) else ("length", len(sent), len(other))
        assert diff is None, f"what {viewer} is sent depends on a card hidden from them: {diff}"


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**40), smart=st.tuples(st.booleans(), st.booleans()))
def test_nobody_is_sent_what_they_may_not_know(seed: int, smart: tuple[bool, bool]) -> None:
    ctx = context(("en", "tr", "ru")[seed % 3])
    s = game.new_game(seed, T0)
    s.table.next_iid = FIRST_ID
    rng, shuffles = GameRng(seed), random.Random(seed)
    for _ in range(3000):
        if s.is_over() or shuffles.random() < 0.5:  # every other state, on average: fast enough
            check_state(ctx, s, shuffles)
        if s.is_over():
            break
        s = step(s, rng, smart)
    assert s.is_over()


def test_an_instance_id_says_nothing_of_its_card() -> None:
    """Ids in the deck list's order would name a card by its number (and give a player's own list away)."""
    deck = DECKS["wildlands"].expanded()
    lowest = set()
    for seed in range(12):
        s = game.apply(game.apply(game.new_game(seed, T0), 0, "deck", "wildlands"), 1, "deck", "wildlands")
        ids = sorted(i for i in s.table.cards if s.inst(i).owner == 0)
        assert [s.inst(i).card for i in ids] != deck
        lowest.add(s.inst(ids[0]).card)
    assert len(lowest) > 3
