"""Random Cyberpunk TCG games: every game ends, no card or die is lost or duplicated, a refused action
changes nothing, the state given to `apply` is never changed, and no hidden card reaches public data (the
table's displays and picture data, the public log, the audit trail)."""

from __future__ import annotations

import json

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cards.zones import redact
from bot.engine.rng import GameRng
from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.kind import CyberpunkKind, card_name
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import view as view_of
from tests.helpers import card_params

T0 = 1_000_000.0
CARD_PARAMS = ("card", "cards", "host", "target", "attacker")
REVEALS = ("cp.ev.sold", "cp.ev.took", "cp.ev.trashed", "cp.ev.returned", "cp.ev.bottomed_unit",
           "cp.ev.revealed")


def check_conservation(s: CpState, total: tuple[int, int]) -> None:
    places = [i for zone in s.table.zones.values() for i in zone.cards]
    places += [a for card in s.table.cards.values() for a in card.attached]
    assert sorted(places) == sorted(s.table.cards), "a card is lost or in two places"
    for name, zone in s.table.zones.items():
        assert all(s.inst(i).owner == zone.owner for i in zone.cards), f"a card in the wrong player's {name}"
    if s.table.cards:
        assert [sum(1 for c in s.table.cards.values() if c.owner == seat) for seat in (0, 1)] == list(total)
        assert len(s.dice) == 12 and sorted(d.id for d in s.dice) == list(range(1, 13))
        assert all(1 <= d.value <= d.sides for d in s.dice if d.area is not None)


def step(s: CpState, rng: GameRng, smart: tuple[bool, bool]) -> CpState:
    seat = rng.choice(sorted(game.awaited(s)))
    mine = view_of(s, seat)
    move = computer.decide(mine, seat) if smart[seat] else computer.random_move(mine, seat, rng)
    assert move is not None
    return game.apply(s, seat, move[0], move[1], move[2], T0)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**40), smart=st.tuples(st.booleans(), st.booleans()), quick=st.booleans(),
       locale=st.sampled_from(["en", "tr", "ru"]))
def test_random_games_end_conserve_cards_and_keep_secrets(seed: int, smart: tuple[bool, bool], quick: bool,
                                                          locale: str) -> None:
    kind = CyberpunkKind()
    ctx = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, locale, T0)
    s = game.new_game(seed, T0, quick=quick)
    rng = GameRng(seed)
    seen: set[str] = set()  # card ids the public has been shown
    total = (30, 30) if quick else (43, 43)
    for _ in range(4000):
        if s.is_over():
            break
        before = msgspec.json.encode(s)
        try:  # a forged action changes nothing
            game.apply(s, rng.below(2), rng.choice(["attack", "play", "choose", "block", "call", "sell", "solo"]),
                       f"{rng.below(120)}:{rng.below(120)}", (str(rng.below(120)),), T0)
        except IllegalAction:
            pass
        assert msgspec.json.encode(s) == before
        after = step(s, rng, smart)
        assert msgspec.json.encode(s) == before, "apply changed its input"
        s = after
        if s.deck_choice[0] and s.deck_choice[1]:
            total = tuple(  # type: ignore[assignment]
                sum(s.deck_of(seat).cards.values()) for seat in (0, 1))  # type: ignore[union-attr]
        check_conservation(s, total)
        visible_now = {s.inst(i).card for i in s.table.cards if s.table.visible(i, None)}
        for owner, key, params in kind.events(s):
            if owner is None:
                named = card_params(params, CARD_PARAMS)
                if key in REVEALS:
                    seen |= named
                assert named <= seen | visible_now, f"{key} names a hidden card"
        seen |= visible_now
        secret = {c.card for c in s.table.hidden_from(None)} - seen
        public = redact(s.table, None)
        assert not secret & set(public.card_ids())
        display = kind.board(ctx, s)
        payload = json.dumps([display.title, display.description, display.content, display.footer,
                              display.image_key, [c.label for c in display.controls],
                              [kind.event_text(ctx, k, p) for o, k, p in kind.events(s) if o is None],
                              msgspec.to_builtins(kind.table_view(ctx, kind.view(s, None)))],
                             default=str, ensure_ascii=False)
        for card in secret:
            assert card_name(card) not in payload, f"hidden {card} in public data"
        for seat in (0, 1):  # a face-down Legend is known only to its owner, and only once looked at
            view = redact(s.table, seat)
            rival_legends = view.zones[f"legends{1 - seat}"]
            assert all(c.hidden for c in rival_legends.cards if not c.face_up)
            mine = kind.hand(ctx, s, seat)  # every view draws, in every language
            assert mine is not None
            known = {s.inst(i).card for i in s.table.cards if s.table.visible(i, seat)}
            rival_secret = {c.card for c in s.table.hidden_from(seat)} - seen - known
            if s.prompt is None or s.prompt.seat != seat:
                text = json.dumps([mine.description, [c.label for c in mine.controls],
                                   [[ch.label for ch in c.choices] for c in mine.controls]], ensure_ascii=False)
                assert not [c for c in rival_secret if card_name(c) in text], "a view shows a card it may not"
        for _owner, key, params in kind.events(s):
            kind.event_text(ctx, key, params)
    assert s.is_over(), "the game did not end"
    assert s.end in {"seven_gigs", "overtime", "deck_out", "concede"}


def test_the_audit_line_names_no_card() -> None:
    kind = CyberpunkKind()
    ctx = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", T0)
    s = game.new_game(11, T0)
    rng = GameRng(11)
    for _ in range(300):
        if s.is_over():
            break
        seat = min(game.awaited(s))
        move = computer.random_move(view_of(s, seat), seat, rng)
        outcome = kind.apply(ctx, s, seat, Action(move[0], move[1], move[2]))
        assert not any(card_name(c) in outcome.detail or c in outcome.detail for c in {x.card for x in
                                                                                           s.table.cards.values()})
        s = outcome.state


def test_a_stored_state_loads_back_the_same() -> None:
    s = game.new_game(3, T0)
    rng = GameRng(3)
    for _ in range(80):
        if s.is_over():
            break
        s = step(s, rng, (True, False))
    assert s.table.cards
    data = json.loads(msgspec.json.encode(CyberpunkKind().dump(s)))
    assert msgspec.json.encode(CyberpunkKind().load(data, 1)) == msgspec.json.encode(s)
