"""The match equity table behind every match-play judgement: Kazaross-XG2, shipped as data
(`kazaross_xg2.json`, with its source and notice), read once.

A table value is a match-winning chance (MWC). bgsage reports a match position's cubeful equity normalised to
the cube in play (winning the cube's points is +1, losing them −1), so a chance is
`lose + (equity + 1) / 2 · (win − lose)`, where `win` and `lose` are the chances after winning or losing that
many points; an equity difference is worth `(win − lose) / 2` of match-winning chance.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

TABLE_FILE = Path(__file__).with_name("kazaross_xg2.json")


@dataclass(frozen=True)
class MatchEquityTable:
    name: str
    pre_crawford: tuple[tuple[float, ...], ...]
    post_crawford: tuple[float, ...]

    def mwc(self, away: int, other_away: int, post_crawford: bool = False) -> float:
        """The chance of winning the match needing `away` points against `other_away` (0 or less: won)."""
        if away <= 0:
            return 1.0
        if other_away <= 0:
            return 0.0
        if post_crawford and (away == 1 or other_away == 1):
            return 1.0 - self.post_crawford[other_away - 1] if away == 1 else self.post_crawford[away - 1]
        return self.pre_crawford[away - 1][other_away - 1]


@lru_cache(maxsize=1)
def kazaross_xg2() -> MatchEquityTable:
    data = json.loads(TABLE_FILE.read_text(encoding="utf-8"))
    pre = tuple(tuple(float(x) for x in row) for row in data["pre_crawford_table"])
    post = tuple(float(x) for x in data["post_crawford_table"])
    if len(pre) != 25 or any(len(row) != 25 for row in pre) or len(post) != 25:
        raise ValueError(f"{TABLE_FILE.name}: a 25 × 25 table and 25 post-Crawford values are expected")
    return MatchEquityTable(str(data["name"]), pre, post)


@dataclass(frozen=True)
class Score:
    """A match score from one player's side: the points each still needs, the cube, and whether this game is
    the Crawford game or comes after it. `away == 0` is a money game."""

    away: int = 0
    other_away: int = 0
    cube: int = 1
    crawford: bool = False
    post_crawford: bool = False

    @property
    def is_match(self) -> bool:
        return self.away > 0

    def swing(self) -> tuple[float, float]:
        """(MWC after winning the cube's points, MWC after losing them)."""
        met = kazaross_xg2()
        after = self.post_crawford or self.crawford  # a game after the Crawford game is post-Crawford
        return (met.mwc(self.away - self.cube, self.other_away, after),
                met.mwc(self.away, self.other_away - self.cube, after))

    def to_mwc(self, equity: float) -> float:
        win, lose = self.swing()
        return lose + (equity + 1) / 2 * (win - lose)

    def mwc_per_equity(self) -> float:
        win, lose = self.swing()
        return (win - lose) / 2
