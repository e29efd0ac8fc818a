"""TWEAK! pictures and messages: readable at phone width, text that never overlaps, the target said one way,
no "Make sum" on an empty table, and a private picture holding everything a decision needs."""

from __future__ import annotations

import pytest

from bot.framework.kinds import Context, SeatInfo
from bot.games.tweak import render
from bot.games.tweak.game import apply
from bot.games.tweak.kind import TweakKind
from bot.games.tweak.render import HandView, SeatView, TableView
from tests.pictures import Box, assert_no_overlap, digit_height, recorded_text
from tests.tweak.test_engine import T0, fixed

LONG_NAMES = ("W" * 32, "Ωmega_Player_With_A_Long_Name_32", "名前がとても長いプレイヤーさん名前がとても長いプレイヤー",
              "🎲🎲🎲 dice lover 🎲🎲🎲🎲🎲🎲🎲🎲", "Ayşe", "Борис Годунов-Длинноимённый")


def busy_table(players: int = 6) -> TableView:
    seats = tuple(SeatView(LONG_NAMES[s], 3, 27, ("thief1", "joker2", "change3", "bomb1")[: s % 5], 123,
                           s == 1, s % 2 == 0) for s in range(players))
    labels = {"target": "HEDEF", "deck": "Колода", "hand": "Kazanılan", "won": "Взято", "empty": "—"}
    return TableView(("re0", "or3", "ye5", "gr6", "bl7", "pu8", "thief2", "re8"), 10, -1, 48, seats, labels,
                     {"thief": "Hırsız", "joker": "Джокер", "change": "Hedef Değiştir", "bomb": "Bomba"})


def check_boxes(boxes: list[Box], width: int) -> None:
    for _, text, font in boxes:
        if any(ch.isdigit() for ch in text):
            assert digit_height(font, width) >= 12, f"{text!r} is {digit_height(font, width):.1f} px"
    assert_no_overlap(boxes, width)


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_table_reads_at_phone_width_and_no_text_overlaps(players: int) -> None:
    view = busy_table(players)
    with recorded_text(render) as boxes:
        picture = render.render_table(view)
    assert picture.width == render.W
    assert any(text.startswith("W") and text.endswith("…") for _, text, _ in boxes)  # the long name is cut
    check_boxes([b for b in boxes if not b[1].startswith("[T!]")], picture.width)


def test_the_private_picture_shows_target_table_and_hand_readably() -> None:
    view = HandView(("re0", "gr5", "bl2"), ("bomb1", "joker3"), ("or3", "ye5", "pu1"), 8, 1,
                    {"target": "TARGET", "hand": "Your hand", "empty": "—"}, {"bomb": "The Bomb", "joker": "Joker"},
                    picked="gr5", picked_table=("or3",))
    with recorded_text(render) as boxes:
        picture = render.render_hand(view)
    texts = [text for _, text, _ in boxes]
    assert "9" in texts and "8 + 1" in texts  # the sum's target, and the deck's target the Joker changed
    values = [text for text in texts if text.isdigit()]
    assert len(values) >= 6 + 1  # three hand cards, three table cards and the target
    check_boxes([b for b in boxes if not b[1].startswith("[T!]")], picture.width)


def ctx(players: int = 2, locale: str = "en") -> Context:
    return Context(1, tuple(SeatInfo(s, 100 + s, f"p{s}") for s in range(players)), {}, locale, T0)


def test_make_sum_is_not_offered_on_an_empty_table() -> None:
    kind = TweakKind()
    state = fixed(table=[], hands=[["or0", "or1"], ["ye0"]])
    (turn,) = kind.pending(state)
    assert "sum" not in turn.actions and "discard" in turn.actions
    private = kind.hand(ctx(), state, 0)
    assert private is not None
    assert not [c for c in private.controls if c.action in ("sum", "table_pick")]
    assert "table is empty" in private.description
    state.table = ["re0"]
    (turn,) = kind.pending(state)
    assert "sum" in turn.actions
    private = kind.hand(ctx(), state, 0)
    assert private is not None and [c for c in private.controls if c.action == "sum"]


@pytest.mark.parametrize("locale", ["en", "tr", "ru"])
def test_the_jokers_target_is_said_the_same_way_everywhere(locale: str) -> None:
    kind = TweakKind()
    state = fixed(table=["re0"], hands=[["or0", "or1"], ["ye0"]], deck=["bl1"])  # the deck's target is 8
    state.tweaks[0] = ["joker1"]
    state = apply(state, 0, "joker", "+1", (), T0)
    public = kind.board(ctx(locale=locale), state)
    mine = kind.hand(ctx(locale=locale), state, 0)
    theirs = kind.hand(ctx(locale=locale), state, 1)
    assert mine is not None and theirs is not None
    said = kind.target_text(kind.view(state, None), locale)
    assert "9" in said and "8" in said
    for display in (public, mine, theirs):
        assert said in display.description
        assert "**8**" not in display.description and " 8." not in display.description
    table = kind.table_view(ctx(locale=locale), kind.view(state, None))
    assert (table.target, table.joker) == (8, 1)
    state = apply(state, 0, "discard", "or0", (), T0)
    assert kind.target_text(kind.view(state, None), locale) == str(state.target())  # the Joker is gone with the turn
