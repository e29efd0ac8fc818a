"""Random Knowing Zero games: every game ends, no card is lost or duplicated, a refused action changes
nothing, and no hidden card reaches public data (the displays, the table picture's data, the public log
or the audit trail)."""

from __future__ import annotations

import json

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.zones import redact
from bot.engine.rng import GameRng
from bot.framework.kinds import Context, IllegalAction, SeatInfo
from bot.games.zero import game
from bot.games.zero.kind import ZeroKind, card_name
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view as view_of
from tests.helpers import card_params
from tests.zero.build import step

T0 = 1_000_000.0
CARD_PARAMS = ("card", "unit", "cards", "attacker", "defender", "pairs")


def check_conservation(s: ZeroState) -> None:
    places: list[int] = [i for zone in s.table.zones.values() for i in zone.cards]
    places += [a for card in s.table.cards.values() for a in card.attached]
    assert sorted(places) == sorted(s.table.cards), "a card is lost or in two places"
    for name, zone in s.table.zones.items():
        assert all(s.inst(i).owner == zone.owner for i in zone.cards), f"a card in the wrong player's {name}"
    if s.phase != "decks":
        assert len(s.table.cards) == 60


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**40), smart=st.tuples(st.booleans(), st.booleans()),
       locale=st.sampled_from(["en", "tr", "ru"]))
def test_random_games_end_conserve_cards_and_keep_secrets(seed: int, smart: tuple[bool, bool], locale: str) -> None:
    kind = ZeroKind()
    ctx = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, locale, T0)
    s = game.new_game(seed, T0)
    rng = GameRng(seed)
    seen: set[str] = set()  # card ids the public has been shown
    for _ in range(3000):
        if s.is_over():
            break
        before = s.to_json()
        # a forged action changes nothing
        try:
            game.apply(s, rng.below(2), rng.choice(["attack", "play", "assign", "accept", "deck"]),
                       str(rng.below(80)), (str(rng.below(80)),), T0)
        except IllegalAction:
            pass
        assert s.to_json() == before
        after = step(s, rng, smart)
        assert s.to_json() == before, "apply changed its input"
        s = after
        check_conservation(s)
        visible_now = {s.inst(i).card for i in s.table.cards if s.table.visible(i, None)}
        for owner, key, params in kind.events(s):
            if owner is None:
                assert card_params(params, CARD_PARAMS) <= seen | visible_now, f"{key} names a hidden card"
        seen |= visible_now
        secret = {c.card for c in s.table.hidden_from(None)} - seen
        public = redact(s.table, None)
        assert not secret & set(public.card_ids())
        display = kind.board(ctx, s)
        payload = json.dumps([display.title, display.description, display.content, display.footer,
                              display.image_key, [c.label for c in display.controls],
                              msgspec.to_builtins(kind.table_view(ctx, view_of(s, None)))], default=str,
                             ensure_ascii=False)
        for card in secret:
            assert card_name(card, locale) not in payload, f"hidden {card} in public data"
            assert card not in kind._audit(s, "x")
        for seat in (0, 1):  # a player sees the rival's hand cards only after seeing them in a battle
            rival_hand = redact(s.table, seat).zones[f"hand{1 - seat}"]
            assert {c.iid for c in rival_hand.cards if not c.hidden} <= set(s.table.known[seat])
    assert s.is_over(), "the game did not end"
    assert s.winner is not None or s.end in {"both_zero_draw", "drawn_battles", "refusals", "stalemate", "agreed"}


def test_a_stored_state_loads_back_the_same() -> None:
    s = game.new_game(3, T0)
    rng = GameRng(3)
    for _ in range(60):
        s = step(s, rng, (True, False))
    data = json.loads(msgspec.json.encode(ZeroKind().dump(s)))
    assert ZeroKind().load(data, 1).to_json() == s.to_json()
