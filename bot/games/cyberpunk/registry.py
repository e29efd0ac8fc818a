"""Every Cyberpunk card's abilities, found by the card's id and the moment they trigger: the one registry the rules
ask ("does this card do something now?") and `abilities.py` fills, one function per card and timing, registered
with `@ability`. No list of card ids is kept beside it: a card triggers at a moment exactly when it has an ability
for it. (The engine, `game.py`, imports `abilities`, so the registry is full before any rule asks it.)"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.cyberpunk.state import CpState, Prompt, Trigger

Ability = Callable[[CpState, Trigger, "list[str] | None"], "Prompt | None"]
ABILITIES: dict[tuple[str, str], Ability] = {}


def ability(card: str, *timings: str) -> Callable[[Ability], Ability]:
    def register(fn: Ability) -> Ability:
        for timing in timings:
            ABILITIES[(card, timing)] = fn
        return fn
    return register


def triggers(card: str, timing: str) -> bool:
    """Whether `card` has an ability for `timing` ("play", "attack", "spent", "defeated", "end", "program", …)."""
    return (card, timing) in ABILITIES
