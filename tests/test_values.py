"""The strict parsers of what a client sends back: only the forms the bot writes are read."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.cards.questions import instance_id
from bot.engine.values import number, numbers, one_of, require, signed, wellformed
from bot.framework.kinds import IllegalAction

TRICKY = ["²", "１３", "٣", "۳", "߃", "𝟙", " 1", "1 ", "+1", "01", "0x1", "1_000", "1.0", "", "-0", "\x00", "1\n"]


@pytest.mark.parametrize("text", TRICKY)
def test_tricky_numbers_are_refused(text: str) -> None:
    assert number(text) is None
    with pytest.raises(IllegalAction):
        require(text, "err.not_available")
    with pytest.raises(IllegalAction):
        instance_id(text, "err.not_available")


@given(st.text())
def test_a_number_is_read_only_as_the_bot_writes_it(text: str) -> None:
    value = number(text)
    if value is not None:
        assert str(value) == text and text.isascii() and len(text) <= 6


@given(st.integers(0, 999_999))
def test_every_number_the_bot_writes_reads_back(n: int) -> None:
    assert number(str(n)) == n and require(str(n), "k") == n and instance_id(str(n), "k") == n


def test_bounds_signs_lists_and_choices() -> None:
    assert number("1234567") is None and number("1234567", digits=7) == 1234567
    assert signed("-1") == -1 and signed("1") == 1 and signed("-0") is None and signed("--1") is None
    assert number("-1") is None
    assert numbers("13-7-4", "-") == [13, 7, 4] and numbers("", "-") == []
    assert numbers("13-", "-") is None and numbers("１３-７", "-") is None and numbers("1-" * 40 + "1", "-") is None
    assert one_of("3", [1, 3], "k") == 3
    with pytest.raises(IllegalAction):
        one_of("2", [1, 3], "k")
    assert wellformed("ability:7:hq") and not wellformed("a b") and not wellformed("é") and not wellformed("a" * 101)
