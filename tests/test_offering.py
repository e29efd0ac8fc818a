"""An engine's typed offers, written as the framework's decisions: what each offer lets through, and nothing else."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pytest

from bot.engine.moves import Wire
from bot.engine.offers import Offer, Picks, allowed, listed, question
from bot.framework.kinds import Action
from bot.framework.offering import carried, decision_of


class Call(StrEnum):
    ROLL = "roll"
    DOUBLE = "double"


@dataclass(frozen=True)
class Deck:
    deck: str


@dataclass(frozen=True)
class Path:
    points: tuple[int, ...]


@dataclass(frozen=True)
class Answer:
    picked: tuple[str, ...]


Move = Call | Deck | Path | Answer
NAMES: dict[type, str] = {Deck: "deck", Path: "step", Answer: "choose"}


def encode(move: Move) -> Wire:
    match move:
        case Call():
            return Wire(move.value)
        case Deck(deck):
            return Wire("deck", deck)
        case Path(points):
            return Wire("step", "-".join(map(str, points)))
        case Answer(picked):
            return Wire("choose", "", picked)


def test_an_offer_takes_its_listed_moves_and_any_move_of_an_unlisted_kind() -> None:
    offer: Offer[Move] = Offer(0, "turn", frozenset({Deck, Path}), {Deck: frozenset({Deck("heist")})})
    assert offer.allows(Deck("heist"))
    assert not offer.allows(Deck("other"))
    assert offer.allows(Path((24, 18)))  # a path is the rules' to judge
    assert not offer.allows(Call.ROLL)


def test_listed_offers_group_moves_by_kind() -> None:
    offer = listed(1, "roll", Call.ROLL, Call.DOUBLE, Deck("a"), awaited=False, group="g", default=Call.ROLL)
    assert offer.takes == {Call, Deck}
    assert offer.only[Call] == {Call.ROLL, Call.DOUBLE}
    assert (offer.awaited, offer.group, offer.default) == (False, "g", Call.ROLL)
    assert allowed([offer], 1, Call.DOUBLE) and not allowed([offer], 0, Call.DOUBLE)


def test_picks_take_distinct_options_within_their_count() -> None:
    picks = Picks(Answer, frozenset({"a", "b", "c"}), least=0, most=2)
    offer: Offer[Move] = Offer(0, "prompt", frozenset({Answer}), picks=picks)
    assert offer.allows(Answer(()))  # a skip
    assert offer.allows(Answer(("a", "c")))
    assert not offer.allows(Answer(("a", "a")))
    assert not offer.allows(Answer(("a", "b", "c")))
    assert not offer.allows(Answer(("d",)))


def test_a_decision_names_each_listed_move_by_its_wire() -> None:
    offer = listed(0, "roll", Call.ROLL, Call.DOUBLE, default=Call.ROLL)
    decision = decision_of(offer, NAMES, encode)
    assert decision.actions == {"roll", "double"}
    assert decision.kind == "roll" and decision.default == Action("roll")
    assert decision.accepts(Action("roll")) and decision.accepts(Action("double"))
    assert not decision.accepts(Action("roll", "1"))  # a bare move carries nothing
    assert not decision.accepts(Action("take"))


def test_a_decision_checks_listed_args_and_values_and_leaves_unlisted_kinds_to_the_rules() -> None:
    offer: Offer[Move] = Offer(0, "deck", frozenset({Deck, Path}), {Deck: frozenset({Deck("heist"), Deck("x")})},
                               group="deck")
    decision = decision_of(offer, NAMES, encode, {"pick": frozenset({"6", "8"}), "hint": None})
    assert decision.actions == {"deck", "step", "pick", "hint"}
    assert decision.accepts(Action("deck", "heist")) and decision.accepts(Action("deck", "", ("x",)))
    assert not decision.accepts(Action("deck", "nope"))
    assert decision.accepts(Action("step", "24-18"))
    assert decision.accepts(Action("pick", "", ("6",))) and not decision.accepts(Action("pick", "", ("5",)))
    assert decision.accepts(Action("hint", "anything"))
    assert decision.group == "deck"


def test_a_question_decision_counts_its_picks_and_a_skip_is_the_empty_arg() -> None:
    offer: Offer[Move] = Offer(0, "prompt", frozenset({Answer}),
                               picks=Picks(Answer, frozenset({"a", "b"}), least=0, most=2))
    decision = decision_of(offer, NAMES, encode)
    assert (decision.min_values, decision.max_values) == (1, 2)
    assert decision.accepts(Action("choose", "", ("a", "b")))
    assert decision.accepts(Action("choose", ""))  # the Skip button
    assert not decision.accepts(Action("choose", "", ("c",)))
    strict = decision_of(Offer(0, "prompt", frozenset({Answer}), picks=Picks(Answer, frozenset({"a"}))), NAMES, encode)
    assert not strict.accepts(Action("choose", ""))


def test_a_listed_move_of_several_values_cannot_be_written_as_one_choice() -> None:
    assert carried(Wire("x", "1")) == "1" and carried(Wire("x", "", ("v",))) == "v"
    with pytest.raises(ValueError):
        carried(Wire("x", "", ("a", "b")))


def test_a_question_offers_its_answer_move_with_its_picks() -> None:
    offer: Offer[Move] = question(1, "prompt", Answer, ["a", "b", "c"], 0, 2, default=Answer(("a",)))
    assert offer.takes == {Answer} and offer.picks == Picks(Answer, frozenset({"a", "b", "c"}), 0, 2)
    assert offer.allows(Answer(("b", "c"))) and not offer.allows(Answer(("a", "b", "c")))
    assert offer.default == Answer(("a",)) and offer.seat == 1 and offer.awaited
