"""gnubg Match ID: cube, turn, dice, resignation, match length and score in 66 bits.

Bit layout (least significant first): cube log2 (4), cube owner (2: 0, 1, or 3 = centred), player on
roll (1), Crawford (1), game state (3), player to decide (1), double offered (1), resignation (2),
die 1 (3), die 2 (3), match length (15), score of player 0 (15), score of player 1 (15), and, as
gnubg writes it, "Jacoby off" (1). gnubg stores the larger die first.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

_FIELDS = (
    ("cube_log", 4), ("cube_owner", 2), ("on_roll", 1), ("crawford", 1), ("game_state", 3),
    ("turn", 1), ("doubled", 1), ("resigned", 2), ("die1", 3), ("die2", 3),
    ("match_length", 15), ("score0", 15), ("score1", 15), ("no_jacoby", 1),
)
NO_GAME, PLAYING, OVER, RESIGNED, DROPPED = range(5)


@dataclass(frozen=True)
class MatchInfo:
    cube: int = 1
    cube_owner: int | None = None  # seat, None = centred
    on_roll: int = 0
    crawford: bool = False
    game_state: int = PLAYING
    turn: int = 0
    doubled: bool = False
    resigned: int = 0
    dice: tuple[int, int] = (0, 0)
    match_length: int = 0  # 0 = money game
    score: tuple[int, int] = (0, 0)
    jacoby: bool = False  # this bot never plays the Jacoby rule


def encode_match_id(info: MatchInfo) -> str:
    values = {
        "cube_log": info.cube.bit_length() - 1,
        "cube_owner": 3 if info.cube_owner is None else info.cube_owner,
        "on_roll": info.on_roll,
        "crawford": int(info.crawford),
        "game_state": info.game_state,
        "turn": info.turn,
        "doubled": int(info.doubled),
        "resigned": info.resigned,
        "die1": max(info.dice),
        "die2": min(info.dice),
        "match_length": info.match_length,
        "score0": info.score[0],
        "score1": info.score[1],
        "no_jacoby": int(not info.jacoby),
    }
    number, shift = 0, 0
    for name, width in _FIELDS:
        number |= (values[name] & ((1 << width) - 1)) << shift
        shift += width
    return base64.b64encode(number.to_bytes(9, "little")).decode()


def decode_match_id(match_id: str) -> MatchInfo:
    raw = base64.b64decode(match_id.strip(), validate=True)
    if len(raw) != 9:
        raise ValueError("a Match ID has 12 characters")
    number = int.from_bytes(raw, "little")
    values: dict[str, int] = {}
    for name, width in _FIELDS:
        values[name] = number & ((1 << width) - 1)
        number >>= width
    return MatchInfo(
        cube=1 << values["cube_log"],
        cube_owner=None if values["cube_owner"] == 3 else values["cube_owner"],
        on_roll=values["on_roll"],
        crawford=bool(values["crawford"]),
        game_state=values["game_state"],
        turn=values["turn"],
        doubled=bool(values["doubled"]),
        resigned=values["resigned"],
        dice=(values["die1"], values["die2"]),
        match_length=values["match_length"],
        score=(values["score0"], values["score1"]),
        jacoby=not values["no_jacoby"],
    )
