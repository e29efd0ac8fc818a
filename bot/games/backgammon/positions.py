"""Backgammon positions and gnubg Position IDs.

A `Side` is one player's 25 counts from that player's own point of view: index 0..23 are points
1..24 (the player moves from 24 down to 1 and bears off below 1), index 24 is the bar. A position
is (mover, other): the side about to move first. The other side's point q is the mover's point 25-q.
"""

from __future__ import annotations

import base64

Side = tuple[int, ...]
BAR = 24
CHECKERS = 15
START: Side = (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


class BadPositionId(ValueError):
    pass


def borne_off(side: Side) -> int:
    return CHECKERS - sum(side)


def pips(side: Side) -> int:
    return sum((i + 1) * n for i, n in enumerate(side))


def all_home(side: Side) -> bool:
    return sum(side[6:]) == 0


def farthest(side: Side) -> int:
    """The farthest occupied point (25 for the bar), 0 if everything is off."""
    for i in range(BAR, -1, -1):
        if side[i]:
            return i + 1
    return 0


def has_contact(a: Side, b: Side) -> bool:
    """Whether any checker of one side still has to pass a checker of the other."""
    return farthest(a) + farthest(b) > 25


def in_home_of_other(side: Side) -> int:
    """Checkers of `side` on the bar or in the other player's home board (its points 19..24)."""
    return sum(side[18:25])


def encode_position_id(mover: Side, other: Side) -> str:
    """gnubg Position ID. gnubg writes the side NOT on roll first, then the side on roll."""
    bits: list[int] = []
    for side in (other, mover):
        for count in side:
            bits.extend([1] * count)
            bits.append(0)
    bits.extend([0] * (80 - len(bits)))
    data = bytearray(10)
    for k, bit in enumerate(bits[:80]):
        if bit:
            data[k // 8] |= 1 << (k % 8)
    return base64.b64encode(bytes(data)).decode().rstrip("=")


def decode_position_id(position_id: str) -> tuple[Side, Side]:
    """(mover, other) from a gnubg Position ID."""
    text = position_id.strip()
    if len(text) != 14:
        raise BadPositionId("a Position ID has 14 characters")
    try:
        data = base64.b64decode(text + "==", validate=True)
    except (ValueError, base64.binascii.Error) as exc:  # type: ignore[attr-defined]
        raise BadPositionId(str(exc)) from None
    sides: list[list[int]] = [[0] * 25, [0] * 25]
    side, point = 0, 0
    for k in range(80):
        if side > 1:
            break
        bit = (data[k // 8] >> (k % 8)) & 1
        if bit:
            sides[side][point] += 1
        else:
            point += 1
            if point == 25:
                side, point = side + 1, 0
    other, mover = tuple(sides[0]), tuple(sides[1])
    if sum(other) > CHECKERS or sum(mover) > CHECKERS:
        raise BadPositionId("more than 15 checkers on a side")
    for i in range(24):
        if mover[i] and other[23 - i]:
            raise BadPositionId("both sides on one point")
    return mover, other
