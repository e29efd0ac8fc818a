"""Random Netrunner games (both steps, each side the computer or a random player): every game ends, no card
is lost or duplicated, credits, clicks and tags never go below zero, a refused or forged action changes
nothing, and no hidden card reaches public data (displays, the board picture's data, the public log, the
audit line) or the other player's view."""

from __future__ import annotations

import json

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.zones import redact
from bot.engine.rng import GameRng
from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.netrunner import computer, game
from bot.games.netrunner.cards import DECK_IDS, DECKS, playable_cards
from bot.games.netrunner.kind import NetrunnerKind, card_name
from bot.games.netrunner.state import NrState
from tests.helpers import card_params

T0 = 1_000_000.0
CARD_PARAMS = ("card", "cards", "ice", "breaker")
REVEALS = ("nr.ev.searched",)


def check_conservation(s: NrState) -> None:
    places = [i for zone in s.table.zones.values() for i in zone.cards]
    places += [a for card in s.table.cards.values() for a in card.attached]
    assert sorted(places) == sorted(s.table.cards), "a card is lost or in two places"
    sizes = {seat: len(playable_cards(DECKS[DECK_IDS[(s.step, s.side(seat))]])) for seat in (0, 1)}
    assert [sum(1 for c in s.table.cards.values() if c.owner == seat) for seat in (0, 1)] == [sizes[0], sizes[1]]
    assert min(s.credits) >= 0 and s.clicks >= 0 and s.tags >= 0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**40), smart=st.tuples(st.booleans(), st.booleans()), booster=st.booleans(),
       locale=st.sampled_from(["en", "tr", "ru"]))
def test_random_games_end_conserve_cards_and_keep_secrets(seed: int, smart: tuple[bool, bool], booster: bool,
                                                          locale: str) -> None:
    kind = NetrunnerKind()
    ctx = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, locale, T0)
    s = game.new_game(seed, T0, step="booster" if booster else "starter", corp=seed % 2)
    rng = GameRng(seed)
    seen: set[str] = set()
    for _ in range(3000):
        if s.is_over():
            break
        before = msgspec.json.encode(s)
        try:  # a forged action changes nothing
            game.apply(s, rng.below(2), rng.choice(["install", "play", "choose", "break", "rez", "run", "score"]),
                       f"{rng.below(120)}:{rng.choice(['hq', 'r9', 'new'])}", (str(rng.below(120)),), T0)
        except IllegalAction:
            pass
        assert msgspec.json.encode(s) == before
        seat = min(game.awaited(s))
        move = computer.decide(kind.view(s, seat), seat) if smart[seat] else computer.random_move(s, seat, rng)
        assert move is not None
        outcome = kind.apply(ctx, s, seat, Action(move[0], move[1], move[2]))
        assert msgspec.json.encode(s) == before, "apply changed its input"
        s = outcome.state
        check_conservation(s)
        visible_now = {s.inst(i).card for i in s.table.cards if s.table.visible(i, None)}
        for owner, key, params in kind.events(s):
            if owner is None:
                named = card_params(params, CARD_PARAMS)
                if key in REVEALS:
                    seen |= named
                assert named <= seen | visible_now, f"{key} names a hidden card"
            kind.event_text(ctx, key, params)
        seen |= visible_now
        secret = {c.card for c in s.table.hidden_from(None)} - seen
        assert not secret & set(redact(s.table, None).card_ids())
        display = kind.board(ctx, s)
        payload = json.dumps([display.title, display.description, display.image_key,
                              [kind.event_text(ctx, k, p) for o, k, p in kind.events(s) if o is None],
                              msgspec.to_builtins(kind.board_view(ctx, kind.view(s, None)))],
                             default=str, ensure_ascii=False)
        for card in secret:
            assert card_name(card) not in payload, f"hidden {card} in public data"
            assert card not in outcome.detail
        for viewer in (0, 1):
            view = kind.hand(ctx, s, viewer)
            assert view is not None
            known = {s.inst(i).card for i in s.table.cards if s.table.visible(i, viewer)}
            theirs = {c.card for c in s.table.hidden_from(viewer)} - seen - known
            if s.prompt is None or s.prompt.seat != viewer:
                text = json.dumps([view.description, [c.label for c in view.controls],
                                   [[ch.label for ch in c.choices] for c in view.controls]], ensure_ascii=False)
                assert not [c for c in theirs if card_name(c) in text], "a view shows a card it may not"
    assert s.is_over(), "the game did not end"
    assert s.end in {"points", "flatline", "rd_empty", "concede"}


def test_a_stored_state_loads_back_the_same() -> None:
    s = game.new_game(3, T0)
    for _ in range(120):
        if s.is_over():
            break
        seat = min(game.awaited(s))
        move = computer.decide(NetrunnerKind().view(s, seat), seat)
        assert move is not None
        s = game.apply(s, seat, move[0], move[1], move[2], T0)
    data = json.loads(msgspec.json.encode(NetrunnerKind().dump(s)))
    assert msgspec.json.encode(NetrunnerKind().load(data, 1)) == msgspec.json.encode(s)
