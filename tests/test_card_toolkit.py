"""The card toolkit: data files validated with one clear line, zones redacted by one function, decks."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from bot.cards.data import CardDataError, parse_cards
from bot.cards.decks import DeckList, deal_deck, load_decks
from bot.cards.faces import CARD_H, CARD_W, Face, render_face
from bot.cards.zones import Table, redact
from bot.engine.rng import GameRng


class Sample(msgspec.Struct, kw_only=True, frozen=True):
    id: str
    power: int
    kind: str = "unit"


def test_a_well_formed_card_file_loads() -> None:
    cards = parse_cards('[{"id": "a", "power": 2}, {"id": "b", "power": 3, "kind": "event"}]', "x/cards.json",
                        Sample)
    assert cards["b"] == Sample(id="b", power=3, kind="event")


@pytest.mark.parametrize(("text", "message"), [
    ('[{"id": "ogre", "power": "big"}]', "x/cards.json: card 'ogre': power: Expected `int`, got `str`"),
    ('[{"id": "ogre"}]', "x/cards.json: card 'ogre': power: missing (required)"),
    ('[{"power": 1}]', "x/cards.json: card #1: id: missing (required)"),
    ('[{"id": "a", "power": 1}, {"id": "a", "power": 2}]', "x/cards.json: card 'a': id: used by two cards"),
    ('{"id": "a"}', "x/cards.json: expected a list of cards at the top level"),
    ('[{"id": "a", "power": 1},]', "x/cards.json: not valid JSON (line 1, column 26"),
])
def test_a_malformed_card_file_is_named_in_one_line(text: str, message: str) -> None:
    with pytest.raises(CardDataError) as err:
        parse_cards(text, "x/cards.json", Sample)
    assert str(err.value).startswith(message)
    assert "\n" not in str(err.value)


def test_a_card_check_names_the_field() -> None:
    def check(card: Sample) -> str | None:
        return "kind: unknown 'spell'" if card.kind == "spell" else None

    with pytest.raises(CardDataError, match=r"^x/cards.json: card 'z': kind: unknown 'spell'$"):
        parse_cards(json.dumps([{"id": "z", "power": 1, "kind": "spell"}]), "x/cards.json", Sample, check=check)


def _table() -> Table:
    table = Table(known=[[], []])
    for seat in (0, 1):
        table.add_zone(f"deck{seat}", seat, "nobody")
        table.add_zone(f"hand{seat}", seat, "owner")
        table.add_zone(f"pile{seat}", seat, "all")
    return table


def test_redaction_shows_each_viewer_only_what_it_may_see() -> None:
    table = _table()
    secret = table.create("dragon", 0, "hand0")
    deck_card = table.create("wolf", 0, "deck0")
    open_card = table.create("rat", 1, "pile1")
    charm = table.create("charm", 0, "hand0")
    table.attach(charm.iid, secret.iid)
    public, mine, theirs = redact(table, None), redact(table, 0), redact(table, 1)
    assert set(public.card_ids()) == {"rat"}
    assert set(mine.card_ids()) == {"dragon", "charm", "rat"}
    assert set(theirs.card_ids()) == {"rat"}
    hidden = public.zones["hand0"].cards[0]
    assert hidden.hidden and hidden.iid is None and hidden.attached == ()  # nothing to follow a card by
    assert len(public.zones["deck0"]) == 1 and public.zones["deck0"].cards[0].card is None
    table.look(1, deck_card.iid)  # seat 1 was shown the top of seat 0's deck
    assert "wolf" in set(redact(table, 1).card_ids()) and "wolf" not in set(redact(table, None).card_ids())
    table.cards[secret.iid].face_up = True
    assert "dragon" in set(redact(table, None).card_ids())
    assert open_card.iid not in {c.iid for c in table.hidden_from(None)}


def test_moving_cards_keeps_each_in_exactly_one_place() -> None:
    table = _table()
    cards = [table.create(f"c{i}", 0, "deck0") for i in range(5)]
    assert table.draw("deck0", "hand0", 3) == [cards[4].iid, cards[3].iid, cards[2].iid]  # from the top
    table.attach(cards[4].iid, cards[3].iid)
    table.move(cards[3].iid, "pile0")
    table.move(cards[4].iid, "pile0", top=False)
    places = [table.zone_of(c.iid) for c in cards]
    assert places == ["deck0", "deck0", "hand0", "pile0", "pile0"]
    assert table.zones["pile0"].cards == [cards[4].iid, cards[3].iid] and not table.cards[cards[3].iid].attached
    assert table.draw("deck0", "hand0", 9) == [cards[1].iid, cards[0].iid]  # a short deck deals what it has


def test_a_dealt_deck_is_shuffled_reproducibly() -> None:
    deck = DeckList(id="d", name={"en": "D"}, cards={"a": 3, "b": 2})
    first, second = _table(), _table()
    deal_deck(first, deck, 0, "deck0", GameRng(7))
    deal_deck(second, deck, 0, "deck0", GameRng(7))
    assert first.ids("deck0") == second.ids("deck0") and sorted(first.ids("deck0")) == ["a", "a", "a", "b", "b"]


def test_a_face_is_drawn_once() -> None:
    face = Face("A very long card name that wraps", "Unit", (10, 20, 30), (("ATK", "3"),), "Some words",
                (("used", "u"),))
    assert render_face(face) is render_face(face)
    assert render_face(face).size == (CARD_W, CARD_H)


def test_a_bad_deck_file_is_named_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "deckpack"
    package.mkdir()
    (package / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    cards = {"rat": object(), "ogre": object()}
    cases = [
        ([{"id": "d", "name": {"en": "D"}, "cards": {"rat": 2, "dragon": 1}}],
         "deck 'd': cards: unknown card 'dragon'"),
        ([{"id": "d", "name": {"en": "D"}, "cards": {"rat": 0}}], "deck 'd': cards: 'rat' needs at least one copy"),
        ([{"id": "d", "name": {"en": "D"}, "cards": {"rat": "x"}}], "deck 'd': cards[...]: Expected `int`"),
        ([{"id": "d", "name": {"en": "D"}, "cards": {"rat": 1}}] * 2, "deck 'd': id: used by two decks"),
        ([{"id": "tiny", "name": {"en": "D"}, "cards": {"rat": 1}}], "deck 'tiny': too small"),
    ]
    for i, (decks, message) in enumerate(cases):
        (package / f"decks{i}.json").write_text(json.dumps(decks))
        with pytest.raises(CardDataError) as err:
            load_decks("deckpack", f"decks{i}.json", cards, lambda deck: "too small" if deck.id == "tiny" else None)
        assert str(err.value).startswith(f"deckpack/decks{i}.json: {message}"), str(err.value)


def test_a_cost_is_drawn_and_a_controller_is_seen_with_the_card() -> None:
    plain = Face("Runner", "Unit", (10, 20, 30))
    costly = Face("Runner", "Unit", (10, 20, 30), cost="3")
    assert render_face(plain).tobytes() != render_face(costly).tobytes()
    assert render_face(Face("R", "U", (1, 2, 3), compact=True, cost="2")).size[0] == CARD_W
    table = _table()
    card = table.create("spy", 0, "pile0")
    assert card.controlled_by == 0
    card.controller = 1  # taken over by the other player
    view = redact(table, None).zones["pile0"].cards[0]
    assert view.controller == 1 and card.controlled_by == 1
