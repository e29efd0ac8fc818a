"""What Knowing Zero's ability and event cards do: one definition per effect, found by the effect's name (a card
names its effect in its data), in the style of the other card games' definitions.

An effect's definition is what it does (a small function taking the state, already a copy, the acting seat, the
card's amount, the unit carrying the ability — None for an event — and the chosen target — None when it takes
none — and recording public events), what it may be aimed at, and for a whole-army effect whose units it reaches.
The engine, the buttons and the computer all read the same definition, so they offer the same choices (asked of a
state, or of a view's armies in battle).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from bot.games.zero.state import Units, ZeroState

Effect = Callable[[ZeroState, int, int, "int | None", "int | None"], None]

# "enemy": a unit of the other army; "own_creature" / "own_machine": a unit of your army of that nature; None: no choice
# (the whole army, or the unit carrying the ability)
Aim = Literal["enemy", "own_creature", "own_machine"] | None


@dataclass(frozen=True)
class EffectRules:
    does: Effect
    aim: Aim = None
    reach: tuple[bool, str | None] | None = None  # a whole-army effect: (the rival's units, else one's own; nature)


EFFECTS: dict[str, EffectRules] = {}


def event(s: ZeroState, key: str, **params: Any) -> None:
    s.events.append([key, params])


def effect(name: str, aim: Aim = None, reach: tuple[bool, str | None] | None = None) -> Callable[[Effect], Effect]:
    def register(fn: Effect) -> Effect:
        EFFECTS[name] = EffectRules(fn, aim, reach)
        return fn
    return register


def aim_of(name: str) -> Aim:
    """What the effect `name` is aimed at (None: it takes no target)."""
    return EFFECTS[name].aim


def _each(s: Units, seat: int, nature: str | None) -> list[int]:
    return [i for i in s.army(seat) if nature is None or s.card(i).nature == nature]


def reached(s: Units, seat: int, name: str) -> list[int]:
    """The units a whole-army effect `name` played by `seat` works on."""
    reach = EFFECTS[name].reach
    assert reach is not None, name
    rival, nature = reach
    return _each(s, 1 - seat if rival else seat, nature)


def valid_targets(s: Units, seat: int, name: str) -> list[int]:
    """The units the effect `name` may be aimed at by `seat` now (empty for an untargeted effect)."""
    kind = aim_of(name)
    if kind == "enemy":
        return s.army(1 - seat)
    if kind == "own_creature":
        return _each(s, seat, "creature")
    if kind == "own_machine":
        return _each(s, seat, "machine")
    return []


def useful(s: Units, seat: int, name: str) -> bool:
    """Whether the effect has anything to work on (a heal with no creature in the army does not)."""
    if aim_of(name) is not None:
        return bool(valid_targets(s, seat, name))
    if EFFECTS[name].reach is not None:
        return bool(reached(s, seat, name))
    return bool(s.army(seat))  # the unit carrying the ability


# --- damage and mending (shared by effects and the fight) -----------------------------------------------
def damage(s: ZeroState, target: int, amount: int) -> int:
    """Deal `amount` to a unit: its armour takes the first points of each hit, then its barrier.
    Returns the wounds dealt. Destruction is checked by the engine once the whole action resolved."""
    amount = max(0, amount - s.trait(target, "armor"))
    assert s.battle is not None
    mods = s.battle.mods.setdefault(target, {})
    shield = mods.get("shield", 0)
    absorbed = min(shield, amount)
    if absorbed:
        mods["shield"] = shield - absorbed
        amount -= absorbed
    if amount:
        counters = s.inst(target).counters
        counters["wounds"] = counters.get("wounds", 0) + amount
    return amount


def mend(s: ZeroState, target: int, amount: int) -> int:
    counters = s.inst(target).counters
    healed = min(amount, counters.get("wounds", 0))
    if healed:
        counters["wounds"] -= healed
    return healed


def boost(s: ZeroState, target: int, name: str, amount: int) -> None:
    assert s.battle is not None
    mods = s.battle.mods.setdefault(target, {})
    mods[name] = mods.get(name, 0) + amount


def mark(s: ZeroState, iid: int, marker: str) -> None:
    markers = s.inst(iid).markers
    if marker not in markers:
        markers.append(marker)


# --- the effects -------------------------------------------------------------------------------------------
@effect("strike", "enemy")
def strike(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    assert target is not None
    event(s, "zk.ev.hit", unit=s.inst(target).card, n=damage(s, target, amount))


@effect("blast", "enemy")
def blast(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    strike(s, seat, amount, bearer, target)


@effect("sabotage", "enemy")
def sabotage(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    assert target is not None
    boost(s, target, "silenced", 1)
    mark(s, target, "negative")
    event(s, "zk.ev.silenced", unit=s.inst(target).card)


@effect("heal", "own_creature")
def heal(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    assert target is not None and s.card(target).nature == "creature"
    event(s, "zk.ev.healed", unit=s.inst(target).card, n=mend(s, target, amount))


@effect("repair", "own_machine")
def repair(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    assert target is not None and s.card(target).nature == "machine"
    event(s, "zk.ev.repaired", unit=s.inst(target).card, n=mend(s, target, amount))


@effect("overclock")
def overclock(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    assert bearer is not None
    boost(s, bearer, "attack", amount)
    mark(s, bearer, "positive")
    event(s, "zk.ev.boosted", unit=s.inst(bearer).card, n=amount)


@effect("barrier")
def barrier(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    assert bearer is not None
    boost(s, bearer, "shield", amount)
    mark(s, bearer, "positive")
    event(s, "zk.ev.shielded", unit=s.inst(bearer).card, n=amount)


def _hit_each(s: ZeroState, units: list[int], amount: int) -> None:
    for unit in units:
        event(s, "zk.ev.hit", unit=s.inst(unit).card, n=damage(s, unit, amount))


@effect("emp", reach=(True, "machine"))
def emp(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    _hit_each(s, reached(s, seat, "emp"), amount)


@effect("plague", reach=(True, "creature"))
def plague(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    _hit_each(s, reached(s, seat, "plague"), amount)


@effect("rally", reach=(False, None))
def rally(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    for unit in reached(s, seat, "rally"):
        boost(s, unit, "attack", amount)
        mark(s, unit, "positive")
    event(s, "zk.ev.rallied", who=seat, n=amount)


@effect("mend", reach=(False, "creature"))
def mend_all(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    for unit in reached(s, seat, "mend"):
        mend(s, unit, amount)
    event(s, "zk.ev.mended", who=seat, n=amount)


@effect("patch", reach=(False, "machine"))
def patch(s: ZeroState, seat: int, amount: int, bearer: int | None, target: int | None) -> None:
    for unit in reached(s, seat, "patch"):
        mend(s, unit, amount)
    event(s, "zk.ev.patched", who=seat, n=amount)
