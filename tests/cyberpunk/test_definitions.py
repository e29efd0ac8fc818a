"""A card is one definition (`abilities.CARDS`, shaped by `registry.CardRules`): the engine, the rules, the view and
the computer find every card-specific behaviour through it, never by testing a card's id; and every moment a
definition has an ability for is one the engine triggers, under the name stored games keep."""

from __future__ import annotations

import re
from dataclasses import fields, replace
from pathlib import Path

from bot.games.cyberpunk import registry
from bot.games.cyberpunk.abilities import CARDS as DEFINITIONS
from bot.games.cyberpunk.cards import CARDS
from bot.games.cyberpunk.registry import TIMINGS, Activated, CardRules
from bot.games.cyberpunk.state import CpState, Prompt, Trigger

PACKAGE = Path(registry.__file__).parent
DATA_MODULES = frozenset({"abilities.py", "learn.py", "pool.py"})  # the definitions; the lesson's table; the pending
ENGINE = ("game.py", "rules.py")  # the modules that trigger the moments
ABILITY_FIELDS = [f.name for f in fields(CardRules) if f.type == "Ability | None"]  # annotations are strings here
STORED = frozenset({"play", "program", "attack", "spent", "defeated", "end", "call", "jackie", "yorinobu", "satori",
                    "block", "start", "braindance", "activated", "stole", "ally_stole", "any_defeated", "rolled",
                    "meddled", "ally_spent"})


def _source(name: str) -> str:
    text = (PACKAGE / name).read_text(encoding="utf-8")
    if name == "registry.py":  # the stored moments' names, one of which ("satori") is also a card's id
        for timing in TIMINGS:
            text = text.replace(f'"{timing}"', "")
    return text


def test_no_module_but_the_definitions_names_a_card() -> None:
    modules = sorted(p.name for p in PACKAGE.glob("*.py") if p.name not in DATA_MODULES)
    assert {"game.py", "rules.py", "state.py", "view.py", "computer.py", "registry.py"} <= set(modules)
    for name in modules:
        text = _source(name)
        named = [card for card in CARDS if f'"{card}"' in text or f"'{card}'" in text]
        assert not named, f"{name} names {named}: find the behaviour through the card's definition instead"


def test_the_stored_moments_keep_their_names() -> None:
    assert set(TIMINGS) == STORED  # pending triggers of stored games hold these names


def test_every_moment_is_triggered_by_the_engine() -> None:
    engine = "\n".join(_source(name) for name in ENGINE)
    constants = {value: name for name, value in vars(registry).items() if name.isupper() and isinstance(value, str)}
    for timing in TIMINGS:
        named = re.escape(f'"{timing}"') + (f"|{constants[timing]}" if timing in constants else "")
        assert re.search(rf"triggers?\([^\n]*(?:{named})", engine), f"the engine never triggers {timing!r}"


def _never(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    return None


def test_each_ability_field_is_one_moment() -> None:
    """A definition can only hold an ability where the engine reads one: each ability field answers exactly one
    stored moment, and each moment has its field."""
    read: list[str] = []
    for name in ABILITY_FIELDS:
        moments = replace(CardRules(), **{name: _never}).timings()
        assert len(moments) == 1, (name, moments)
        read += moments
    read += replace(CardRules(), activated=Activated(_never)).timings()  # the ⊡ ability: its own moment
    assert sorted(read) == sorted(TIMINGS)


def test_every_definition_triggers_only_at_engine_moments() -> None:
    for card, rules in DEFINITIONS.items():
        assert set(rules.timings()) <= set(TIMINGS), card
        assert all(rules.at(timing) is not None for timing in rules.timings()), card
        held = [name for name in ABILITY_FIELDS if getattr(rules, name) is not None]
        held += ["activated"] if rules.activated is not None else []  # its ⊡ ability, with its cost beside it
        assert len(held) == len(rules.timings()), card  # no ability where the engine never asks for one


def test_hints_belong_to_the_cards_the_computer_uses_them_for() -> None:
    worth = {card for card, d in DEFINITIONS.items() if d.hints.worth_playing is not None}
    assert {"afterparty-at-lizzies", "industrial-assembly", "over-the-edge", "corporate-surveillance",
            "shattered-memories", "trust-no-one", "memory-relapse"} <= worth
    for card in worth:
        assert CARDS[card].type == "program", card  # a main-phase Program's "does it do something now"
    react = {card for card, d in DEFINITIONS.items() if d.hints.react is not None}
    assert {"reboot-optics", "floor-it", "take-control", "synapse-burnout"} <= react
    assert all(CARDS[card].has("quick") for card in react)
    programs = {card for card, d in DEFINITIONS.items() if CARDS[card].type == "program"}
    assert programs <= worth | react, sorted(programs - worth - react)  # the computer plays every Program it holds
    assert DEFINITIONS["reboot-optics"].hints.react_rank < DEFINITIONS["floor-it"].hints.react_rank
    assert set(DEFINITIONS["jackie-welles"].hints.answers) == {"gig", "amount"}


def test_static_rules_sit_in_their_cards() -> None:
    assert [c for c, d in DEFINITIONS.items() if d.unblockable_behind] == ["mt0d12-flathead"]
    assert {c: d.arasaka_attack_bonus for c, d in DEFINITIONS.items() if d.arasaka_attack_bonus} == {
        "saburo-arasaka": 1}
    assert registry.of("").at("play") is None  # the rules' own questions name no card: nothing to find
