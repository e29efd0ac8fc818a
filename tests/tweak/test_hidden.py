"""No hand card ever reaches a public payload or the data the public image is drawn from."""

from __future__ import annotations

import json
import random
from dataclasses import asdict

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.framework.kinds import Context, SeatInfo
from bot.games.tweak import computer
from bot.games.tweak.game import Illegal, apply, new_game
from bot.games.tweak.kind import TweakKind
from bot.games.tweak.view import view as tweak_view
from tests.tweak.test_engine import random_legal

T0 = 1_000_000.0


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**40), locale=st.sampled_from(["en", "tr", "ru"]))
def test_public_display_never_carries_a_hand_card(players: int, seed: int, locale: str) -> None:
    kind = TweakKind()
    ctx = Context(1, tuple(SeatInfo(s, 100 + s, f"p{s}") for s in range(players)), {}, locale, T0)
    state = new_game(players, 15, seed, T0)
    rng = random.Random(seed)
    for _ in range(3000):
        if state.is_over():
            break
        seat = rng.choice(sorted(state.actors()))
        chosen = computer.decide(tweak_view(state, seat), seat)
        decision = chosen if rng.random() < 0.6 else random_legal(state, seat, rng)
        hand_before = state.hand_no
        try:
            state = apply(state, seat, decision[0], decision[1], decision[2], T0)  # type: ignore[index]
        except Illegal:
            continue
        in_hands = {c for hand in state.hands for c in hand}
        display = kind.board(ctx, state)
        table = kind.table_view(ctx, kind.view(state, None))
        payload = json.dumps([display.title, display.description, display.content, display.footer,
                              [asdict(c) for c in display.controls], asdict(table)],
                             default=str)
        for card in in_hands:
            assert f'"{card}"' not in payload, f"hand card {card} in public data"
        if state.hand_no == hand_before:  # a new deal may hand out again a card an earlier event named
            for owner, key, params in kind.events(state):  # what the game log stores
                if owner is None:
                    assert params.get("card") not in in_hands, f"{key} names a card still in a hand"
                    assert not set(params.get("cards", ())) & in_hands, f"{key} names cards still in a hand"
                else:  # a private line names only its owner's cards
                    assert set(params.get("cards", ())) <= set(state.hands[owner]) | set(state.table) | {
                        c for w in state.won for c in w} | set(state.discarded), key
        # the audit log text is public too
        assert all(card not in kind._audit(state) for card in in_hands)
