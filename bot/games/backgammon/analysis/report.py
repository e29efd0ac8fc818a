"""What an analysis holds, as plain data (stored as JSON, read back the same), and the words players use for it:
the thresholds of a doubtful move, an error and a blunder, and the bands of a Performance Rating."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

VERSION = 1  # of what an analysis holds: a stored analysis of another version is made anew

# equity lost by one decision, normalised to a 1-cube (EMG in a match): from this much on it is...
DOUBTFUL, ERROR, BLUNDER = 0.010, 0.020, 0.080
PR_SCALE = 500  # PR: mean equity lost per counted decision × 500
# (upper bound of PR, level name): a PR below the bound is said in the words of that level (bg.level.*)
PR_BANDS: tuple[tuple[float, str], ...] = (
    (4.0, "world_class"), (6.0, "expert"), (10.0, "advanced"), (15.0, "intermediate"), (22.0, "casual"),
    (float("inf"), "beginner"),
)
PLAY, CUBE, TAKE = "play", "cube", "take"


def severity(error: float) -> int:
    """0 fine, 1 doubtful, 2 error, 3 blunder."""
    return 3 if error >= BLUNDER else 2 if error >= ERROR else 1 if error >= DOUBTFUL else 0


def band(pr: float) -> str:
    return next(name for bound, name in PR_BANDS if pr < bound)


@dataclass
class Judged:
    """One decision with its verdict. Equities are the decider's, normalised to a 1-cube; `mwc` is the match-winning
    chance the decision lost (0 for a money game). `made` and `best` are a play's notation or a cube action
    (double, no_double, take, pass); `options` the best few choices with their equity."""

    n: int
    game: int
    seat: int
    kind: str  # PLAY, CUBE (double or not), TAKE (take or pass)
    made: str
    best: str
    error: float
    mwc: float
    position_id: str  # the position before the decision, from the side of the player on roll (the doubler's)
    dice: list[int]
    cube: int
    owner: int | None
    score: list[int]
    made_steps: list[list[int]] = field(default_factory=list)
    best_steps: list[list[int]] = field(default_factory=list)
    options: list[tuple[str, float]] = field(default_factory=list)

    @property
    def severity(self) -> int:
        return severity(self.error)


@dataclass
class Player:
    seat: int
    decisions: int = 0  # counted: not forced, not played by the computer for an away player
    checker: int = 0
    cube: int = 0
    error: float = 0.0
    checker_error: float = 0.0
    cube_error: float = 0.0
    mwc_lost: float = 0.0
    doubtful: int = 0
    errors: int = 0
    blunders: int = 0
    luck: float = 0.0
    luck_mwc: float = 0.0
    rolls: int = 0

    @property
    def pr(self) -> float:
        return self.error / self.decisions * PR_SCALE if self.decisions else 0.0

    @property
    def checker_pr(self) -> float:
        return self.checker_error / self.checker * PR_SCALE if self.checker else 0.0

    @property
    def cube_pr(self) -> float:
        return self.cube_error / self.cube * PR_SCALE if self.cube else 0.0

    @property
    def band(self) -> str:
        return band(self.pr)


@dataclass
class Point:
    """A point of the match's picture: seat 0's winning chance (money) or match-winning chance (match) after a
    decision, marked with the decision's severity; `decision` indexes `Analysis.decisions` (−1: a game's end)."""

    game: int
    value: float
    decision: int
    severity: int = 0
    seat: int = 0  # who decided


@dataclass
class Analysis:
    version: int
    ply: int
    mode: str
    length: int
    met: str
    players: list[Player]
    decisions: list[Judged]
    points: list[Point]
    results: list[tuple[int, int, int]]
    seconds: float = 0.0

    @property
    def is_match(self) -> bool:
        return self.mode == "match"

    def worst(self, limit: int = 5) -> list[Judged]:
        """The decisions that lost the most, worst first (ties in the order played)."""
        lost = [d for d in self.decisions if d.error >= DOUBTFUL]
        return sorted(lost, key=lambda d: (-d.error, d.n))[:limit]

    def to_json(self) -> bytes:
        return msgspec.json.encode(self)

    @classmethod
    def from_json(cls, data: bytes | str) -> Analysis:
        return msgspec.json.decode(data, type=cls)


def as_plain(analysis: Analysis) -> dict[str, Any]:
    return msgspec.to_builtins(analysis)  # type: ignore[no-any-return]
