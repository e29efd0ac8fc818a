"""Random games played through the engine and the adapter: at every state, everything each viewer's client
receives (the Corp's view, the Runner's view, the public board: texts, labels, custom_id args, select values
and descriptions, file names, image keys and the picture's data) names and refers to only cards that viewer
may know. A card instance id is a card's place in the deck list, so one reaching a client is the card itself:
every instance id a control carries must be one its viewer sees (`redact`/`table.known`), and no card's name
may appear unless the viewer sees a copy of it (or, for the public, it was shown at some point). And the
Runner's memory of cards it saw holds only what it could follow."""

from __future__ import annotations

import re
from functools import partial

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.rng import GameRng
from bot.framework.kinds import Action, Context, Display, SeatInfo
from bot.games.netrunner import computer, game
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.kind import NetrunnerKind, card_name
from bot.games.netrunner.state import NrState
from tests.helpers import card_params, client_values

T0 = 1_000_000.0
KIND = NetrunnerKind()
REVEALS = ("nr.ev.searched",)  # a public event that shows a card which then goes back into hiding
NOT_CARDS = frozenset({"click_break"})  # controls whose numbers are subroutines, not cards
SEPARATORS = re.compile(r"[:|.]")
IDENTITIES = {card for card, info in CARDS.items() if info.type == "identity"}  # public from the start


def received(display: Display) -> list[tuple[str, str]]:
    out = client_values(display)
    if isinstance(display.image, partial):
        out.append(("image data", repr((display.image.args, display.image.keywords))))
    return out


def card_refs(where: str, text: str) -> list[int]:
    """The instance ids a control's arg or option value carries, as the adapter writes them ("12", "12:hq",
    "hq|12.13", "advance:12", "ability:7:hq")."""
    action, _, part = where.partition(".")
    if part not in ("arg", "value") or action in NOT_CARDS:
        return []
    return [int(token) for token in SEPARATORS.split(text) if token.isascii() and token.isdigit()]


def check(s: NrState, ctx: Context, viewer: int | None, display: Display, public_ever: set[str]) -> None:
    table = s.table
    visible = {table.cards[i].card for i in table.cards if table.visible(i, viewer)}
    allowed = visible | IDENTITIES | (public_ever if viewer is None else set())
    if viewer == s.runner and s.prompt is not None and s.prompt.kind == "mutual_favor":
        allowed |= {o for o in s.prompt.options if o in CARDS}  # the card lets the Runner search its stack
    values = received(display)
    for where, text in values:
        for iid in card_refs(where, text):
            assert iid in table.cards and table.visible(iid, viewer), \
                f"seat {viewer} receives card {iid} ({table.cards.get(iid)}) in {where} {text!r}"
    everything = "\n".join(text for _, text in values)
    for card in set(CARDS) - allowed:
        assert card_name(card) not in everything, f"seat {viewer} is shown {card}, which it may not know"


def check_memory(before: NrState, after: NrState) -> None:
    """What the Runner remembers (`table.known`, which its view is made from) it saw this step, or saw before
    and could follow since: in the same place, drawn from R&D into HQ, or trashed from its server."""
    runner = after.runner
    accessed = {p["card"] for seat, key, p in after.private if seat == runner and key == "nr.pv.accessed"}
    for iid in after.table.known[runner]:
        if after.table.visible(iid, None):
            continue
        was, now = before.where(iid), after.where(iid)
        if iid not in before.table.known[runner]:
            assert after.inst(iid).card in accessed, f"the Runner knows {iid} without having seen it"
            continue
        followed = was == now or (was, now) == ("rd", "hq") or (str(was).startswith(("ice:", "root:"))
                                                                and now == "archives")
        assert followed, f"the Runner still knows {after.inst(iid).card} after it went face down {was} -> {now}"


def displays(s: NrState, ctx: Context, seat: int, rng: GameRng) -> list[Display]:
    out = [KIND.hand(ctx, s, seat)]
    hand = s.hand(seat)
    if game.awaited(s).get(seat) == "turn" and hand:  # a card picked: the install and play controls
        picked = Context(**{**ctx.__dict__, "ui": {"pick": str(hand[rng.below(len(hand))])}})
        out.append(KIND.hand(picked, s, seat))
    return [d for d in out if d is not None]


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**40), booster=st.booleans(), smart=st.tuples(st.booleans(), st.booleans()),
       locale=st.sampled_from(["en", "tr", "ru"]))
def test_no_client_receives_a_card_it_may_not_know(seed: int, booster: bool, smart: tuple[bool, bool],
                                                  locale: str) -> None:
    ctx = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, locale, T0)
    s = game.new_game(seed, T0, step="booster" if booster else "starter", corp=seed % 2)
    rng = GameRng(seed)
    public_ever: set[str] = set()
    for _ in range(500):
        public_ever |= {s.inst(i).card for i in s.table.cards if s.table.visible(i, None)}
        for owner, key, params in KIND.events(s):
            if owner is None and key in REVEALS:
                public_ever |= card_params(params, ("card",))
        check(s, ctx, None, KIND.board(ctx, s), public_ever)
        for seat in (0, 1):
            for display in displays(s, ctx, seat, rng):
                check(s, ctx, seat, display, public_ever)
        if s.is_over():
            break
        seat = min(game.awaited(s))
        move = computer.decide(KIND.view(s, seat), seat) if smart[seat] else computer.random_move(s, seat, rng)
        assert move is not None
        before, s = s, KIND.apply(ctx, s, seat, Action(*move)).state
        check_memory(before, s)
