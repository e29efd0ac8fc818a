"""Every slash command re-checks its options: a client that sends a value outside an option's declared
range, type or choices gets a private refusal and nothing is opened, staked or changed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.harness import Harness, User

INTEGER, NUMBER, STRING, USER = 4, 10, 3, 6


def leaves(node: dict[str, Any], path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    subs = [o for o in node.get("options", []) if o["type"] in (1, 2)]
    if not subs:
        yield path, node
    for sub in subs:
        yield from leaves(sub, f"{path} {sub['name']}")


def valid_value(option: dict[str, Any], other: User) -> Any:
    if option.get("choices"):
        return option["choices"][0]["value"]
    if option["type"] in (INTEGER, NUMBER):
        return option.get("min_value", 1)
    if option["type"] == USER:
        return other
    return "x"


def forgeries(option: dict[str, Any]) -> Iterator[Any]:
    if option["type"] in (INTEGER, NUMBER):
        if "max_value" in option:
            yield option["max_value"] + 1
        if "min_value" in option:
            yield option["min_value"] - 1
        if option["type"] == INTEGER:
            yield 2.5
    elif option["type"] == STRING and option.get("choices"):
        yield "forged-choice"


async def test_every_option_is_rechecked_by_the_bot(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    tried = 0
    for root in h.fake.commands["global"]:
        for path, command in leaves(root, root["name"]):
            options = [o for o in command.get("options", []) if o["type"] not in (1, 2)]
            for option in options:
                for forged in forgeries(option):
                    values = {o["name"]: valid_value(o, bob) for o in options if o.get("required")}
                    values[option["name"]] = forged
                    before = len(h.fake.channel_messages(public_only=True))
                    await h.slash(alice, path, **values)
                    answer = h.last_private(alice).text()
                    assert "does not accept" in answer or "must be a whole number" in answer, (path, values, answer)
                    assert len(h.fake.channel_messages(public_only=True)) == before, (path, values)
                    tried += 1
    assert tried >= 20  # stakes, seats, scores, timers, levels, lengths, ratings of every game
