"""The table picture of a crowded Cyberpunk game, read at a phone's 450 px: two Gear on a face-up Legend, up to
four on a Unit, eight Units on one side over two rows. Every Gear is drawn as a strip under the card that
carries it (its power bonus never cut), a card with more than fits says how many more, no text overlaps other
text, lasting effects are listed under the centre line, whose turn it is shows, and the picture stays within its
width, height and byte budget."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.cards.faces import CARD_W, COMPACT_H, GAP
from bot.framework.kinds import Context, SeatInfo
from bot.games.cyberpunk import render
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.cyberpunk.render import (
    GEAR_H,
    GEAR_MOST,
    LASTING_MOST,
    TableView,
    gear_strips,
    gear_text,
    lasting_lines,
    render_table,
)
from bot.games.cyberpunk.state import CpState
from bot.render.common import draw_text, font, to_png
from tests.cyberpunk.build import add, blank, eddies, equip, gig
from tests.pictures import Box, assert_no_overlap, digit_height, recorded_text

KIND = CyberpunkKind()
LOCALES = ("en", "tr", "ru")
UNITS = ("maxtac-suppression-team", "trauma-team-operatives", "valentino-street-racer", "augmented-negotiators",
         "jacked-in-voodoo-boy", "6th-street-recruits")
GEAR = ("arasaka-radioport", "adrenaline-converter", "tetratronic-rippler", "deadman-transmitter")
LEGENDS = ("johnny-rocking-renegade", "yorinobu-arasaka", "rogue-preem-solo")


def crowded() -> CpState:
    """Each side: three Legends (two face up, the first carrying two Gear), Units (eight and five) carrying four,
    one or no Gear, some spent, one lagging; Eddies and four Gig dice."""
    s = blank(0)
    for seat in (0, 1):
        for i, legend in enumerate(LEGENDS):
            iid = add(s, seat, "legends", legend, up=i < 2, spent=i == 1)
            for gear in GEAR[:2] if i == 0 else ():
                s.inst(equip(s, iid, gear)).face_up = True
        for i in range(8 if seat == 0 else 5):
            unit = add(s, seat, "field", UNITS[i % 6], spent=i % 3 == 2, lag=i == 1)
            for gear in GEAR[:4 if i == 0 else i % 2]:
                s.inst(equip(s, unit, gear)).face_up = True
        eddies(s, seat, 4, 3)
        for sides, value in ((4, 3), (6, 5), (8, 7), (10, 2)):
            gig(s, seat, sides, value)
    return s


def ctx(locale: str) -> Context:
    return Context(1, (SeatInfo(0, 100, "Ayşe Yılmaz"), SeatInfo(1, 101, "Борис")), {}, locale, 0.0)


@pytest.fixture(scope="module")
def tables() -> Iterator[dict[str, TableView]]:
    yield {locale: KIND.table_view(ctx(locale), KIND.view(crowded(), None)) for locale in LOCALES}


def drawn(view: TableView) -> tuple[list[Box], int, int]:
    render._card.cache_clear()
    with recorded_text(render) as boxes:
        image = render_table(view)
    return boxes, image.width, image.height


@pytest.mark.parametrize("locale", LOCALES)
def test_a_crowded_table_keeps_its_size_and_its_text_never_overlaps(locale: str,
                                                                    tables: dict[str, TableView]) -> None:
    boxes, width, height = drawn(tables[locale])
    assert width == render.W <= 850 and height <= 1300
    assert_no_overlap(boxes, width)
    assert all(box[3] <= height for box, _, _ in boxes)
    strips = [box for box in boxes if box[1].startswith("⚙")]
    assert strips and min(digit_height(face, width) for _, _, face in strips) >= 4.2  # 11 px at 840 → 450


@pytest.mark.parametrize("locale", LOCALES)
def test_every_gear_is_a_strip_under_the_card_that_carries_it(locale: str, tables: dict[str, TableView]) -> None:
    view = tables[locale]
    boxes, _, _ = drawn(view)
    strips = [(box, text) for box, text, _ in boxes if text.startswith("⚙") or text.endswith("⚙")]
    carried = [slot.gear for side in (view.top, view.bottom) for slot in (*side.legends, *side.field) if slot.gear]
    assert len(carried) == 1 + 1 + 5 + 3  # a Legend and the Units of each side that carry Gear
    assert len(strips) == sum(len(gear_strips(gear)) for gear in carried)
    for gear in carried:
        for line in gear_strips(gear):
            text, _ = gear_text(line, CARD_W - 8)
            if line.startswith("+"):
                assert text == line  # "+2 ⚙": how many more than the strips show
            else:
                bonus = line.rpartition(" +")[2]
                assert text.startswith("⚙ ") and text.endswith(f" +{bonus}"), text  # its bonus never cut
            assert any(drawn_text == text for _, drawn_text in strips)
    legend_gear = view.bottom.legends[0].gear
    assert len(legend_gear) == 2 and all(CARDS[g].name.split()[0] in line for g, line in zip(GEAR, legend_gear,
                                                                                              strict=False))
    for (left, top, right, _), _ in strips:  # each inside a card's column, in the room under a card
        column = (left - render.MARGIN) // (CARD_W + GAP)
        x = render.MARGIN + column * (CARD_W + GAP)
        assert x <= left and right <= x + CARD_W
        assert top >= render.BAND_H + COMPACT_H


def test_a_card_with_more_gear_than_fits_says_how_many_more() -> None:
    gear = tuple(f"Gear {n} +1" for n in range(5))
    strips = gear_strips(gear)
    assert len(strips) == GEAR_MOST and strips[-1] == f"+{5 - GEAR_MOST + 1} ⚙"
    assert gear_strips(gear[:GEAR_MOST]) == gear[:GEAR_MOST]


def test_the_room_under_a_row_is_the_most_gear_a_card_of_it_carries(tables: dict[str, TableView]) -> None:
    side = tables["en"].bottom
    heights = render._field_heights(side)
    assert len(heights) == 2  # eight Units: two rows of six
    assert heights[0] == COMPACT_H + GEAR_MOST * GEAR_H + GAP  # the first Unit's four Gear: three strips
    assert heights[1] == COMPACT_H + GEAR_H + GAP
    assert render._side_height(side) == render.BAND_H + COMPACT_H + 2 * GEAR_H + GAP + sum(heights)


def test_every_gear_name_of_the_pool_keeps_its_bonus_on_a_strip() -> None:
    for card in CARDS.values():
        if card.type != "gear":
            continue
        line = f"{card.name} +{card.power or 0}"
        text, size = gear_text(line, CARD_W - 8)
        assert font(size, bold=True).getlength(text) <= CARD_W - 8, card.name
        assert text.endswith(f" +{card.power or 0}") and text.startswith("⚙ " + card.name[:4]), text


def test_whose_turn_it_is_shows_in_the_players_band(tables: dict[str, TableView],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    view = tables["en"]
    assert view.bottom.active and not view.top.active
    inks: dict[str, tuple[int, ...]] = {}
    original = draw_text

    def spy(d: Any, xy: tuple[float, float], text: str, **kwargs: Any) -> None:
        inks[text] = tuple(kwargs["fill"])
        original(d, xy, text, **kwargs)

    monkeypatch.setattr(render, "draw_text", spy)
    render_table(view)
    assert inks[view.bottom.name] == render.ACTIVE and inks[view.top.name] == render.TEXT


def test_a_crowded_table_is_small_to_send(tables: dict[str, TableView]) -> None:
    for view in tables.values():
        assert len(to_png(render_table(view))) < 200_000


def test_lasting_effects_are_drawn_under_the_centre_line(tables: dict[str, TableView]) -> None:
    effects = tuple(f"Until your next turn: effect {n}" for n in range(LASTING_MOST + 2))
    view = replace(tables["en"], lasting=effects)
    boxes, width, height = drawn(view)
    assert_no_overlap(boxes, width)
    lines = [(box, text) for box, text, _ in boxes if text.startswith("◷ ")]
    assert [text for _, text in lines] == [f"◷ {line}" for line in lasting_lines(effects)]
    assert lines[-1][1] == "◷ +3 …"  # how many more than the lines show
    centre = next(box for box, text, _ in boxes if text.startswith(view.centre[:10]))
    bottom = next(box for box, text, _ in boxes if text == view.bottom.name)
    assert centre[3] < lines[0][0][1] and lines[-1][0][3] < bottom[1]  # between the centre line and the lower side
    plain, _, plain_height = drawn(tables["en"])
    assert height == plain_height + LASTING_MOST * render.LASTING_H



@pytest.mark.parametrize("locale", LOCALES)
def test_the_kind_words_each_lasting_effect_with_its_card_its_unit_and_how_long(locale: str) -> None:
    from bot.games.cyberpunk.kind import card_name
    from bot.games.cyberpunk.state import Lasting
    from bot.i18n import t

    s = crowded()
    unit = s.zone("field", 1)[0]
    s.lasting.append(Lasting(kind="power", seat=0, until="turn", target=unit, amount=-1, source="floor-it"))
    s.lasting.append(Lasting(kind="steal_cap", seat=1, until="next_turn", source="chrome-fang"))
    s.lasting.append(Lasting(kind="power", seat=0, until="turn", target=unit, amount=1))  # no card to name: not drawn
    lasting = KIND.table_view(ctx(locale), KIND.view(s, None)).lasting
    assert lasting == (
        t("cp.lasting.on", locale, card=card_name("floor-it"), target=card_name(s.inst(unit).card),
          until=t("cp.lasting.turn", locale)),
        t("cp.lasting.line", locale, card=card_name("chrome-fang"),
          until=t("cp.lasting.next_turn", locale, who="Борис")))
    assert "Floor It" in lasting[0] and "Борис" in lasting[1]
