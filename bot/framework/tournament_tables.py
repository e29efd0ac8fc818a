"""Swiss tables: tournaments of a game for more than two (TWEAK!), pure: players are ids, results are places.

Each round the active players are ranked by points, then table wins, then rating, and seated in rank order at tables
of at most the tournament's size, their sizes differing by one at most (11 players at tables of 4: 4, 4, 3); then
players of equal points swap between neighbouring tables while that lowers the number of times two players meet
again. A table's places score the share of the others at that table a player finished ahead of (a tie counts
half): first 1, last 0, a table of four 1, ⅔, ⅓, 0. Tie-breaks: table wins (first places, shared ones included),
then Buchholz (for each table played, the mean points of the others at it), then rating."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

SWAP_PASSES = 50  # rounds of improving swaps before the seating is taken as it is


@dataclass(frozen=True)
class TablePlayed:
    """One table of a past round: its players in seat order and their places (0 first, equal numbers tie), None while
    it is being played or when nobody scored (every place 0 points)."""

    round: int
    seats: tuple[int, ...]
    places: tuple[int, ...] | None


def places_from_order(keys: Sequence[tuple[float, ...]]) -> tuple[int, ...]:
    """Places from sort keys, lower is better; equal keys share a place (1 + how many are strictly better, less 1)."""
    return tuple(sum(other < key for other in keys) for key in keys)


def table_points(table: TablePlayed) -> dict[int, float]:
    """What each player at the table scored."""
    if table.places is None or len(table.places) != len(table.seats):
        return {p: 0.0 for p in table.seats}
    if len(table.seats) == 1:  # seated alone (everyone else withdrew): a bye's point
        return {table.seats[0]: 1.0}
    others = len(table.seats) - 1
    out = {}
    for player, place in zip(table.seats, table.places, strict=True):
        ahead = sum(place < other for other in table.places)
        tied = sum(place == other for other in table.places) - 1
        out[player] = (ahead + tied / 2) / others
    return out


def table_winners(table: TablePlayed) -> set[int]:
    if table.places is None or len(table.seats) < 2:
        return set()
    best = min(table.places)
    return {p for p, place in zip(table.seats, table.places, strict=True) if place == best}


@dataclass(frozen=True)
class TableStanding:
    player: int
    score: float
    wins: int
    buchholz: float
    rating: float


def table_scores(players: Iterable[int], history: Sequence[TablePlayed]) -> dict[int, float]:
    out = {p: 0.0 for p in players}
    for table in history:
        for player, got in table_points(table).items():
            if player in out:
                out[player] += got
    return out


def table_standings(players: Iterable[int], ratings: Mapping[int, float],
                    history: Sequence[TablePlayed]) -> list[TableStanding]:
    """Best first: points, table wins, Buchholz, rating."""
    players = list(players)
    score = table_scores(players, history)
    everyone = table_scores({p for table in history for p in table.seats} | set(players), history)
    rows = []
    for p in players:
        mine = [table for table in history if p in table.seats]
        wins = sum(p in table_winners(table) for table in mine)
        buchholz = sum(sum(everyone[o] for o in table.seats if o != p) / (len(table.seats) - 1)
                       for table in mine if len(table.seats) > 1)
        rows.append(TableStanding(p, score[p], wins, buchholz, ratings.get(p, 0.0)))
    return sorted(rows, key=lambda s: (-s.score, -s.wins, -s.buchholz, -s.rating, s.player))


def table_sizes(count: int, size: int) -> list[int]:
    """How many sit at each table: as few tables as tables of `size` allow, the larger ones first."""
    if count <= 0:
        return []
    tables = -(-count // size)
    small, extra = divmod(count, tables)
    return [small + 1] * extra + [small] * (tables - extra)


def _meetings(history: Sequence[TablePlayed]) -> Counter[frozenset[int]]:
    met: Counter[frozenset[int]] = Counter()
    for table in history:
        for a, b in itertools.combinations(table.seats, 2):
            met[frozenset((a, b))] += 1
    return met


def _repeats(table: Sequence[int], met: Counter[frozenset[int]]) -> int:
    return sum(met[frozenset((a, b))] for a, b in itertools.combinations(table, 2))


def tables_round(players: Sequence[int], ratings: Mapping[int, float], history: Sequence[TablePlayed],
                 size: int) -> list[tuple[int, ...]]:
    """The next round's tables of the active `players`, the top table first, each in rank order."""
    rows = table_standings(players, ratings, history)
    ranked = [r.player for r in rows]
    score = {r.player: r.score for r in rows}
    rank = {p: i for i, p in enumerate(ranked)}
    tables: list[list[int]] = []
    at = 0
    for n in table_sizes(len(ranked), size):
        tables.append(ranked[at:at + n])
        at += n
    met = _meetings(history)
    for _ in range(SWAP_PASSES):
        improved = False
        for upper, lower in itertools.pairwise(tables):
            best: tuple[int, int, int] | None = None  # (gain, a, b)
            before = _repeats(upper, met) + _repeats(lower, met)
            for a in upper:
                for b in lower:
                    if score[a] != score[b]:
                        continue
                    up = [b if p == a else p for p in upper]
                    down = [a if p == b else p for p in lower]
                    gain = before - _repeats(up, met) - _repeats(down, met)
                    if gain > 0 and (best is None or gain > best[0]):
                        best = (gain, a, b)
            if best is not None:
                _, a, b = best
                upper[upper.index(a)] = b
                lower[lower.index(b)] = a
                improved = True
        if not improved:
            break
    return [tuple(sorted(table, key=rank.__getitem__)) for table in tables]
