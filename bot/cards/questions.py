"""What the card engines share about the decisions they take: an action's parts (from a button's arg or a
select's values), a card instance named by a client, and a question (one, or between `least` and `most`,
of some options) whose answer is checked before the engine sees it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from bot.engine.errors import IllegalAction
from bot.engine.values import require


def action_parts(arg: str, values: Sequence[str], count: int, error_key: str) -> list[str]:
    """`arg` split on ":", its empty parts filled in order by the selected values, so a button (everything
    in its arg) and a select (the arg's blanks filled by the choice) reach the same action. Refused with
    `error_key`: an arg of more parts than the action's `count`, or values left with no blank to fill."""
    given = arg.split(":") if arg else []
    if len(given) > count:
        raise IllegalAction(error_key)
    parts = given + [""] * (count - len(given))
    pending = list(values)
    for i, part in enumerate(parts):
        if not part and pending:
            parts[i] = pending.pop(0)
    if pending:
        raise IllegalAction(error_key)
    return parts


def instance_id(text: str, error_key: str) -> int:
    """A card instance id as a client sent it (ASCII digits as the bot writes them); else refused with `error_key`."""
    return require(text, error_key)


class Question(msgspec.Struct, kw_only=True):
    """A choice the game waits for from `seat`. `options` may name hidden cards: only `seat` sees them."""

    seat: int
    kind: str  # the catalogue suffix of the question
    options: list[str]
    least: int = 1
    most: int = 1
    params: dict[str, Any] = msgspec.field(default_factory=dict)

    def answer(self, arg: str, values: Sequence[str], error_key: str) -> list[str]:
        """The chosen options (a select's values, or a button's arg), refused with `error_key` unless they
        are distinct options, as many as the question allows."""
        answer = list(values) if values else ([arg] if arg else [])
        if not self.least <= len(answer) <= self.most or len(set(answer)) != len(answer) \
                or any(v not in self.options for v in answer):
            raise IllegalAction(error_key)
        return answer
