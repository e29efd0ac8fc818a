"""A card is one definition (`abilities.CARDS`, a `Card`): the engine, the view, the kind and the computer find every
card-specific behaviour through it, never by testing a card's id; and every field a definition sets is one they
read."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

from bot.games.netrunner import abilities
from bot.games.netrunner.abilities import Card, Hints
from bot.games.netrunner.cards import CARDS

PACKAGE = Path(abilities.__file__).parent
# modules that are data, not rules: the definitions themselves, the card and deck data with their loader, the
# lesson's fixed table, and the catalogues of words (keyed by card id)
DATA_MODULES = frozenset({"abilities.py", "cards.py", "pool.py", "learn.py", "learn_text.py", "text.py"})
# a quoted word that is a card's id but stands for something else in that module
ALLOWED = {
    ("computer.py", "retribution"): "the kind of the question Retribution asks, answered by the computer",
    ("computer.py", "funhouse"): "the kind of the question Funhouse asks, answered by the computer",
    ("moves.py", "leech"): "the stored wire name of the move that spends a virus counter on the encountered ice",
}
ENGINE = ("game.py", "state.py", "rules.py", "view.py", "kind.py")
HOOKS = "NONE = Card()"  # what follows the definitions in `abilities.py`: the tables and hooks the engine asks


def _source(name: str) -> str:
    return (PACKAGE / name).read_text(encoding="utf-8")


def _set_by_some_definition(kind: type[Card] | type[Hints], defs: list[Card] | list[Hints]) -> list[str]:
    default = kind()
    return [f.name for f in fields(kind) if any(getattr(d, f.name) != getattr(default, f.name) for d in defs)]


def test_no_engine_module_names_a_card() -> None:
    modules = sorted(p.name for p in PACKAGE.glob("*.py") if p.name not in DATA_MODULES)
    assert {"game.py", "state.py", "rules.py", "kind.py", "view.py", "computer.py"} <= set(modules)
    for name in modules:
        text = _source(name)
        named = [card for card in CARDS if (name, card) not in ALLOWED
                 and (f'"{card}"' in text or f"'{card}'" in text or f'"{card}:' in text)]
        assert not named, f"{name} names {named}: find the behaviour through the card's definition instead"


def test_the_allowed_words_are_still_there() -> None:
    for name, card in ALLOWED:
        assert f'"{card}"' in _source(name), (name, card)  # an allowance no longer needed is dropped


def test_every_card_field_set_by_a_definition_is_read_by_the_engine() -> None:
    definitions = _source("abilities.py")
    engine = "\n".join([definitions[definitions.index(HOOKS):], *(_source(name) for name in ENGINE)])
    used = _set_by_some_definition(Card, list(abilities.CARDS.values()))
    assert "hints" in used and "click" in used
    for name in used:
        if name == "hints":
            continue  # read by the computer (below)
        assert re.search(rf"\.{name}\b", engine), f"no engine module reads Card.{name}"


def test_every_hint_set_by_a_definition_is_read_by_the_computer() -> None:
    computer = _source("computer.py")
    used = _set_by_some_definition(Hints, [d.hints for d in abilities.CARDS.values()])
    assert used
    for name in used:
        assert re.search(rf"\.{name}\b", computer), f"the computer never reads Hints.{name}"


def test_static_rules_sit_in_their_cards() -> None:
    def holding(value: str) -> dict[str, object]:
        return {card: getattr(d, value) for card, d in abilities.CARDS.items() if getattr(d, value)}

    assert holding("hand_size") == {"superconducting-hub": 2, "haas-bioroid-precision-design": 1,
                                    "t400-memory-diamond": 1}
    assert holding("advanced_strength") == {"pharos": (3, 5)}
    assert holding("breaker_bonus") == {"echelon": 1}
    assert holding("success_break_discount") == {"marjanah": 1}
    assert holding("virus_on_install") == {"cookbook": 1}
    assert holding("host_question") == {"botulus": "botulus_host", "tranquilizer": "tranquilizer_host"}
    assert holding("trash_grip") == {"carnivore": 2}
    assert holding("first_advance_gain") == {"weyland-consortium-built-to-last": 2}
    assert holding("remote_strength") == {"palisade": 2}
    assert holding("steal_tags") == {"amaze-amusements": abilities.TRASHED_STEAL_TAGS}
    assert holding("success_discount") == {"carmen": 2}
    assert holding("program_discount") == {"dzmz-optimizer": 1}
    assert holding("first_draw_extra") == {"verbal-plasticity": 1}
    assert holding("first_hq_access") == {"docklands-pass": 1}
    assert holding("click_break") == {"bran-1-0": True, "ansel-1-0": True}
    # the once-per-turn marks stored games hold
    assert holding("turn_mark") == {"docklands-pass": "docklands", "dzmz-optimizer": "dzmz",
                                    "verbal-plasticity": "verbal", "carnivore": "carnivore"}
    assert all(d.turn_mark for d in abilities.CARDS.values()
               if d.first_draw_extra or d.program_discount or d.first_hq_access or d.trash_grip)


def test_every_definition_is_a_card() -> None:
    assert set(abilities.CARDS) <= set(CARDS)
