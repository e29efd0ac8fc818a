"""The board picture of a crowded late game, read at a phone's 450 px: seven servers with ice stacked four deep,
advanced and hosting Trojans, a full rig with counters, both score areas. Every card's name is drawn whole (on
two lines if it must), no text overlaps other text, every counter is drawn on its card, a hosted card is drawn
under its host, whose turn it is shows, and the picture stays within its width, height and byte budget."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PIL import ImageDraw, ImageFont

from bot.framework.kinds import Context, SeatInfo
from bot.games.netrunner import glyphs, render
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.glyphs import drawable
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.netrunner.render import (
    COL_W,
    COUNTER_SIGNS,
    MARGIN,
    SERVER_COLUMNS,
    Bar,
    BoardView,
    counter_marks,
    render_board,
)
from bot.games.netrunner.state import NrState
from bot.render.common import font, to_png
from tests.netrunner.build import CORP, RUNNER, add, blank
from tests.pictures import Box, assert_no_overlap, digit_height

KIND = NetrunnerKind()
LOCALES = ("en", "tr", "ru")
ICE = ("scatter-field", "semak-samun", "lamplighter", "whitespace")
ROOTS = ("anthill-excavation-contract", "regolith-mining-license", "luminal-transubstantiation", "public-access-plaza")
RIG = ("devadatta-drone", "rising-tide", "maglectric-rapid-748-mod", "t400-memory-diamond", "gamedragon-pro",
       "docklands-pass", "smartware-distributor", "knickknack-o-brian", "telework-contract", "verbal-plasticity")


def crowded() -> NrState:
    """Four ice on HQ, three on R&D, two on each of four remotes (some advanced, some face down), roots with
    credits and advancements, two Trojans hosted on HQ's outermost ice, ten rig cards with counters, scored
    agendas on both sides."""
    s = blank("corp")
    for i, card in enumerate(ICE):
        add(s, "ice:hq", card, rezzed=i % 2 == 0, adv=i)
    for card in ICE[:3]:
        add(s, "ice:rd", card, rezzed=True)
    add(s, "ice:archives", "whitespace")
    for n, root in enumerate(ROOTS):
        server = f"r{n + 1}"
        add(s, f"ice:{server}", ICE[n], rezzed=True)
        add(s, f"ice:{server}", ICE[(n + 1) % 4], rezzed=n % 2 == 1, adv=2)
        add(s, f"root:{server}", root, rezzed=n % 3 == 0, adv=0 if n % 3 == 0 else 3, credits=9 if n % 3 == 0 else 0)
    add(s, "root:r1", "manegarm-skunkworks", rezzed=True)
    add(s, "root:hq", "mahkota-langit-grid", rezzed=True)
    outer = s.zone("ice:hq")[-1]
    for program in ("botulus", "tranquilizer"):
        s.hosts[str(add(s, "rig", program, virus=2))] = outer
    for i, card in enumerate(RIG):
        add(s, "rig", card, credits=i % 3, virus=1 if CARDS[card].type == "program" else 0)
    for card in ("luminal-transubstantiation", "aggressive-trendsetting", "sericulture-expansion"):
        add(s, f"score{CORP}", card, rezzed=True)
    add(s, f"score{RUNNER}", "tomorrow-s-headline", rezzed=True)
    return s


def ctx(locale: str) -> Context:
    return Context(1, (SeatInfo(0, 100, "Ayşe Yılmaz"), SeatInfo(1, 101, "Борис")), {}, locale, 0.0)


Drawn = tuple[Box, tuple[int, ...]]  # a line's box, text and font, and its colour


def drawn(view: BoardView, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Drawn], int, int]:
    """Every line of text the board draws (its box and colour), and the picture's size."""
    lines: list[Drawn] = []
    original = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: tuple[float, float], text: Any, *args: Any, **kwargs: Any) -> None:
        face: ImageFont.FreeTypeFont = kwargs["font"]
        left, top, right, bottom = face.getbbox(str(text), anchor=kwargs.get("anchor") or "la")
        lines.append((((xy[0] + left, xy[1] + top, xy[0] + right, xy[1] + bottom), str(text), face),
                      tuple(kwargs["fill"])))
        original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    image = render_board(view)
    monkeypatch.undo()
    return lines, image.width, image.height


def texts(lines: list[Drawn]) -> list[str]:
    return [box[1] for box, _ in lines]


def hosted_board(locale: str = "en") -> BoardView:
    """The crowded board as a kind that passes hosted cards would draw it: the Trojans under their ice."""
    view = KIND.board_view(ctx(locale), KIND.view(crowded(), None))
    hq = view.columns[0]
    outer = replace(hq.ice[-1], hosted=("Botulus ☣2", "Tranquilizer ☣2"))
    inner = replace(hq.ice[0], hosted=("Chromatophores",))
    hq = replace(hq, ice=(inner, *hq.ice[1:-1], outer), focus=len(hq.ice) - 1, running=True)
    plaza = view.columns[6]
    plaza = replace(plaza, root=(replace(plaza.root[0], marks=counter_marks({"agenda": 2, "credits": 9})),))
    rapid = replace(view.hardware[0], marks=counter_marks({"power": 3, "credits": 2}), hosted=("Rising Tide ☣1",))
    return replace(view, columns=(hq, *view.columns[1:6], plaza), hardware=(rapid, *view.hardware[1:]),
                   caption="Run on HQ: ice 1 of 4, encounter", key="¢ credits · ☣ virus · ⚡ power · ◆ agenda")


@pytest.fixture(scope="module")
def boards() -> Iterator[dict[str, BoardView]]:
    yield {locale: KIND.board_view(ctx(locale), KIND.view(crowded(), None)) for locale in LOCALES}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_crowded_board_stays_phone_wide_and_its_text_never_overlaps(locale: str, boards: dict[str, BoardView],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    view = boards[locale]
    assert len(view.columns) == 7
    lines, width, height = drawn(view, monkeypatch)
    assert width == 2 * MARGIN + SERVER_COLUMNS * COL_W <= 640  # seven servers: two rows, not seven columns
    assert height <= 1200
    assert_no_overlap([box for box, _ in lines], width)
    assert all(box[0][3] <= height for box, _ in lines)
    assert min(digit_height(box[2], width) for box, _ in lines) >= 5.7  # the smallest type (11 px) on a phone
    names = [box for box, _ in lines if box[1] in {drawable(CARDS[c].name, True) for c in ICE}]
    assert names and min(digit_height(box[2], width) for box in names) >= 6.4  # an ice's name (13 px) on a phone


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_on_a_crowded_board_is_named_whole(locale: str, boards: dict[str, BoardView],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    view = boards[locale]
    lines, _, _ = drawn(view, monkeypatch)
    shown = texts(lines)
    joined = " ".join(shown)
    face_up = [bar for col in view.columns for bar in (*col.ice, *col.root) if not bar.hidden]
    face_up += [*view.programs, *view.hardware, *view.resources]
    assert len(face_up) >= 25
    for bar in face_up:
        name = drawable(bar.name, True)
        assert name in shown or name in joined, f"{name} is not drawn whole"


def test_every_card_of_the_pool_fits_its_bar_in_two_lines() -> None:
    """Where each card lies: ice (its strength on the right) and roots in a server's column, the Runner's cards in a
    rig column (a program's strength on the right)."""
    rig = (2 * MARGIN + SERVER_COLUMNS * COL_W - 2 * MARGIN) // 3 - 12
    for card in CARDS.values():
        if card.type == "identity":
            continue
        width = COL_W - 10 if card.side == "corp" else rig
        bar = Bar(card.name, "10" if card.type in ("ice", "program") else "", (0, 0, 0))
        names, size = render.fitted(drawable(card.name, True), render._room(bar, width))
        assert " ".join(names) == drawable(card.name, True) and len(names) <= 2, card.name
        assert all(font(size, bold=True).getlength(line) <= render._room(bar, width) for line in names)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_counter_on_the_board_is_drawn_on_its_card(locale: str, boards: dict[str, BoardView],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    view = boards[locale]
    lines, _, _ = drawn(view, monkeypatch)
    shown = texts(lines)
    bars = [bar for col in view.columns for bar in (*col.ice, *col.root)] + [*view.programs, *view.hardware,
                                                                            *view.resources]
    kinds = {mark.strip("0123456789 ")[:2] for bar in bars for mark in bar.marks}
    assert {"¢", "☣"} <= kinds and len(kinds) >= 3  # advancement, credits and virus counters all on the board
    for bar in bars:
        if bar.marks:
            assert drawable(" ".join(bar.marks), True) in shown, bar


def test_a_hosted_card_is_drawn_under_its_host(monkeypatch: pytest.MonkeyPatch) -> None:
    view = hosted_board()
    lines, width, _ = drawn(view, monkeypatch)
    assert_no_overlap([box for box, _ in lines], width)
    boxes = {box[1]: box[0] for box, _ in lines}
    outer = view.columns[0].ice[-1]
    host = min((box[0] for box, _ in lines if box[1] == drawable(outer.name, True)),
               key=lambda b: (b[0], b[1]))  # HQ's outermost ice (face down): the leftmost column, on top
    first, second = boxes["↳ Botulus ☣2"], boxes["↳ Tranquilizer ☣2"]
    assert host[3] < first[1] < first[3] < second[1]  # under the host, one after the other
    assert MARGIN <= first[0] and second[2] <= MARGIN + COL_W  # in HQ's column
    assert "↳ Chromatophores" in boxes and boxes["↳ Chromatophores"][2] <= MARGIN + COL_W


def test_whose_turn_it_is_shows_in_the_players_band(boards: dict[str, BoardView],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    view = boards["en"]
    assert view.corp_active and not view.runner_active
    lines, _, height = drawn(view, monkeypatch)
    colour = {box[1]: fill for box, fill in lines}
    assert colour[view.corp_name] == render.ACTIVE and colour[view.runner_name] == render.TEXT
    assert max(box[0][3] for box, _ in lines if box[1] == view.runner_name) > height - 100  # the Runner below


def test_a_crowded_board_is_small_and_quick_to_send(boards: dict[str, BoardView]) -> None:
    for view in (*boards.values(), hosted_board("ru")):
        data = to_png(render_board(view))
        assert len(data) < 150_000


def test_every_kind_of_counter_has_a_sign_and_an_unknown_one_is_named() -> None:
    assert counter_marks({"virus": 2, "credits": 9, "adv": 3, "power": 1, "agenda": 4, "bad-publicity": 0}) == (
        "9¢", "☣2", "⚡1", "◆4")
    assert counter_marks({"silicon": 2}) == ("silicon 2",)
    for sign in COUNTER_SIGNS.values():
        assert not glyphs.missing(sign.format(n=7), True)  # the picture's font draws each sign


def test_power_and_agenda_counters_and_the_key_are_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    view = hosted_board()
    lines, width, height = drawn(view, monkeypatch)
    assert_no_overlap([box for box, _ in lines], width)
    shown = texts(lines)
    assert "9¢ ◆2" in shown and "2¢ ⚡3" in shown and "↳ Rising Tide ☣1" in shown
    key = next(box for box, _ in lines if box[1] == view.key)
    runner = next(box for box, _ in lines if box[1] == view.runner_name)
    assert key[0][3] < runner[0][1] < height  # under the rig, above the Runner's band


@pytest.mark.parametrize("locale", LOCALES)
def test_the_kind_draws_what_is_hosted_on_each_ice_and_keys_the_counters(locale: str) -> None:
    """The board the kind builds names each Trojan under its ice and marks the program in the rig with its host;
    power and agenda counters get their signs, and the key says what the signs mean."""
    s = crowded()
    s.inst(s.zone("root:r1")[0]).counters["power"] = 3
    view = KIND.board_view(ctx(locale), KIND.view(s, None))
    hq = view.columns[0]
    assert hq.ice[-1].hosted == ("Botulus ☣2", "Tranquilizer ☣2")
    assert all(not bar.hosted for bar in hq.ice[:-1])
    botulus = next(bar for bar in view.programs if bar.name == "Botulus")
    hq_name = hq.name
    assert any(hq_name in mark and str(len(hq.ice)) in mark for mark in botulus.marks)
    assert any("⚡3" in bar.marks for c in view.columns for bar in c.root)
    assert "☣" in view.key and "⚡" in view.key
    plain = KIND.board_view(ctx(locale), KIND.view(blank("corp"), None))
    assert plain.key == ""  # nothing but credits on the board: no key
