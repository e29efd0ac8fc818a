"""Legal plays: every distinct position a roll allows, under the full-use rules.

A step moves one checker by one die: (source, target, hit) with source 1..25 (25 = bar) and target
0 for borne off. A play is the steps of one turn. Rules: the bar first; bear off only with every
checker home (a larger die bears off from the highest point when no checker stands higher); both
dice if any sequence uses both (doubles: as many of four as possible); if only one die can be used,
the larger whenever the larger can be used. Distinct plays are distinct resulting positions.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.backgammon.positions import BAR, Side, all_home, decode_position_id, encode_position_id

Step = tuple[int, int, bool]  # (from point 1..25, to point 0..24, hit)
Position = tuple[Side, Side]  # (mover, other)


@dataclass(frozen=True)
class Play:
    steps: tuple[Step, ...]
    result: Position


def steps_for_die(mover: Side, other: Side, die: int) -> list[Step]:
    if mover[BAR]:
        sources = [BAR]
    else:
        sources = [i for i in range(23, -1, -1) if mover[i]]
    home = all_home(mover)
    out: list[Step] = []
    for s in sources:
        target = s - die  # index of the landing point; < 0 means bearing off
        if target >= 0:
            opposing = other[23 - target]
            if opposing >= 2:
                continue
            out.append((s + 1, target + 1, opposing == 1))
        elif home:
            if target == -1 or not any(mover[s + 1 : 6]):
                out.append((s + 1, 0, False))
    return out


def apply_step(mover: Side, other: Side, step: Step) -> Position:
    src, dst, hit = step
    m = list(mover)
    m[src - 1] -= 1
    if dst > 0:
        m[dst - 1] += 1
    if hit:
        o = list(other)
        o[24 - dst] -= 1  # the mover's point p is the other side's point 25 - p, index 24 - p
        o[BAR] += 1
        return tuple(m), tuple(o)
    return tuple(m), other


def _search(
    mover: Side,
    other: Side,
    dice: tuple[int, ...],
    path: tuple[Step, ...],
    out: dict[Position, tuple[tuple[Step, ...], tuple[int, ...]]],
    used: tuple[int, ...],
    max_source: int,
) -> None:
    options: list[Step] = []
    if dice:
        options = steps_for_die(mover, other, dice[0])
        if max_source < 26:  # doubles: sources in descending order, so each position is built once
            options = [s for s in options if s[0] <= max_source]
    if not options:
        key = (mover, other)
        known = out.get(key)
        if known is None or len(known[1]) < len(used):
            out[key] = (path, used)
        return
    die = dice[0]
    for step in options:
        m, o = apply_step(mover, other, step)
        nxt = step[0] if max_source < 26 else 26
        _search(m, o, dice[1:], (*path, step), out, (*used, die), nxt)


def legal_plays(mover: Side, other: Side, die1: int, die2: int) -> list[Play]:
    """Every distinct legal play; an empty list when the roll cannot be played at all."""
    found: dict[Position, tuple[tuple[Step, ...], tuple[int, ...]]] = {}
    if die1 == die2:
        _search(mover, other, (die1,) * 4, (), found, (), 25)
    else:
        _search(mover, other, (die1, die2), (), found, (), 26)
        _search(mover, other, (die2, die1), (), found, (), 26)
    most = max((len(u) for _, u in found.values()), default=0)
    if most == 0:
        return []
    keep = {k: v for k, v in found.items() if len(v[1]) == most}
    if most == 1 and die1 != die2:
        larger = max(die1, die2)
        if any(u[0] == larger for _, u in keep.values()):
            keep = {k: v for k, v in keep.items() if v[1][0] == larger}
    return [Play(path, key) for key, (path, _) in keep.items()]


def exact_continuations(position: Position, dice: tuple[int, ...]) -> set[Position]:
    """Positions reachable from `position` using every die in `dice` (in either order)."""
    if not dice:
        return {position}
    found: dict[Position, tuple[tuple[Step, ...], tuple[int, ...]]] = {}
    mover, other = position
    if len(set(dice)) == 1:
        _search(mover, other, dice, (), found, (), 25)
    else:
        _search(mover, other, dice, (), found, (), 26)
        _search(mover, other, tuple(reversed(dice)), (), found, (), 26)
    return {key for key, (_, used) in found.items() if len(used) == len(dice)}


def legal_position_ids(position_id: str, die1: int, die2: int) -> set[str]:
    """Position IDs after each legal play, from the same point of view as the input.

    The mover stays the side on roll in the encoding (sides are not swapped). Empty if the roll
    cannot be played.
    """
    mover, other = decode_position_id(position_id)
    return {encode_position_id(m, o) for m, o in (p.result for p in legal_plays(mover, other, die1, die2))}
