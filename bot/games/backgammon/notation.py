"""Standard move notation: `13/7 8/7`, `bar/22`, `6/off`, `8/5(2)`, `24/18*`, `13/7*/1`."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass

from bot.games.backgammon.moves import Step

# ASCII only: in a str pattern \d and \s match any script's digits and spaces, and int() reads them
_TOKEN = re.compile(r"(bar|[0-9]{1,2})(\*?)((?:/(?:off|[0-9]{1,2})\*?)+)(?:\(([0-9])\))?", re.ASCII)
_SEPARATORS = re.compile(r"[ \t\n\r,]+", re.ASCII)
MAX_CHARS = 60  # the form allows 40


class NotationError(ValueError):
    pass


@dataclass(frozen=True)
class Chain:
    points: tuple[int, ...]  # 25 = bar, 0 = off
    hits: tuple[bool, ...]  # a '*' after each point

    @property
    def source(self) -> int:
        return self.points[0]

    @property
    def target(self) -> int:
        return self.points[-1]


def parse(text: str) -> list[Chain]:
    """The chains of a typed play, repeats expanded. Raises NotationError on malformed input."""
    if len(text) > MAX_CHARS:
        raise NotationError("too long")
    tokens = [t for t in _SEPARATORS.split(text.lower()) if t]
    if not tokens:
        raise NotationError("empty")
    chains: list[Chain] = []
    for token in tokens:
        m = _TOKEN.fullmatch(token)
        if not m:
            raise NotationError(token)
        first = 25 if m.group(1) == "bar" else int(m.group(1))
        points, hits = [first], [bool(m.group(2))]
        for part in m.group(3).strip("/").split("/"):
            hit = part.endswith("*")
            part = part.rstrip("*")
            points.append(0 if part == "off" else int(part))
            hits.append(hit)
        if any(not 0 <= p <= 25 for p in points) or any(b >= a for a, b in itertools.pairwise(points)):
            raise NotationError(token)
        if 25 in points[1:] or 0 in points[:-1]:
            raise NotationError(token)
        repeat = int(m.group(4) or 1)
        if not 1 <= repeat <= 4:
            raise NotationError(token)
        chains.extend([Chain(tuple(points), tuple(hits))] * repeat)
    if len(chains) > 4:
        raise NotationError("too many moves")
    return chains


def _point(p: int) -> str:
    return "bar" if p == 25 else "off" if p == 0 else str(p)


def format_play(steps: list[Step] | tuple[Step, ...]) -> str:
    """Steps as notation: one checker's consecutive steps joined, hits starred, repeats counted."""
    chains: list[list[tuple[int, bool]]] = []
    for src, dst, hit in steps:
        for chain in chains:
            if chain[-1][0] == src and src != 0:
                chain.append((dst, hit))
                break
        else:
            chains.append([(src, False), (dst, hit)])
    texts: list[str] = []
    for chain in chains:
        shown = [chain[0]] + [pt for pt in chain[1:-1] if pt[1]] + [chain[-1]]
        texts.append("/".join(_point(p) + ("*" if h else "") for p, h in shown))
    counts = Counter(texts)
    order = sorted(counts, key=lambda t: (-(25 if t.startswith("bar") else int(t.split("/")[0].rstrip("*"))), t))
    return " ".join(t if counts[t] == 1 else f"{t}({counts[t]})" for t in order)
