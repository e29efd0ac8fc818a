"""Pairing and standings for tournaments, pure: players are ids, results are plain data.

Swiss: players are ranked by score, then rating; with an odd count the lowest-ranked player who has not had a bye
gets one (a win's point); the rest are paired score group by score group, the top half of a group against its
bottom half (the Dutch way), never two who have met while another pairing avoids it (a depth-first search that
gives a repeat only when no pairing without one exists). Single elimination: a bracket of the next power of two
seeded by rating (1 against the last, 2 against the one before...), so the byes fall to the top seeds. Round robin:
the circle method (one player fixed, the others turning), a bye each round for an odd count.

Tie-breaks (Swiss and round robin): Buchholz (the sum of the opponents' scores), then Sonneborn-Berger (the scores of
the opponents beaten plus half those drawn), then rating."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

WIN, LOSS, DRAW, BYE, DOUBLE_LOSS = "a", "b", "draw", "bye", "none"  # a pairing's result: who of (a, b) won
BYE_TRIES = 6  # players tried for the bye (lowest-ranked first) before it goes to the lowest even with a repeat
SEARCH_LIMIT = 20_000  # nodes of the no-repeat search before it settles for the fewest repeats it can find quickly

Pair = tuple[int, int | None]  # (a, b); b None: a bye


@dataclass(frozen=True)
class Played:
    """One pairing of a past round, with its result (None while it is being played)."""

    round: int
    a: int | None
    b: int | None
    result: str | None


def points(game: Played, player: int) -> float:
    """What `player` scored in this pairing."""
    if game.result is None or player not in (game.a, game.b):
        return 0.0
    if game.result == BYE:
        return 1.0
    if game.result == DRAW:
        return 0.5
    if game.result == DOUBLE_LOSS:
        return 0.0
    return 1.0 if (game.result == WIN) == (player == game.a) else 0.0


def scores(players: Iterable[int], history: Sequence[Played]) -> dict[int, float]:
    out = {p: 0.0 for p in players}
    for game in history:
        for p in (game.a, game.b):
            if p is not None and p in out:
                out[p] += points(game, p)
    return out


def opponents(player: int, history: Sequence[Played]) -> list[tuple[int, float]]:
    """Each real opponent `player` met (byes left out), with what `player` scored against them."""
    out = []
    for game in history:
        if game.b is None or game.a is None or player not in (game.a, game.b):
            continue
        other = game.b if player == game.a else game.a
        out.append((other, points(game, player)))
    return out


@dataclass(frozen=True)
class Standing:
    player: int
    score: float
    buchholz: float
    sonneborn_berger: float
    rating: float


def standings(players: Iterable[int], ratings: Mapping[int, float], history: Sequence[Played]) -> list[Standing]:
    """Best first: score, Buchholz, Sonneborn-Berger, rating."""
    players = list(players)
    score = scores(players, history)
    rows = []
    for p in players:
        met = opponents(p, history)
        buchholz = sum(score.get(o, 0.0) for o, _ in met)
        sb = sum(score.get(o, 0.0) * got for o, got in met)
        rows.append(Standing(p, score[p], buchholz, sb, ratings.get(p, 0.0)))
    return sorted(rows, key=lambda s: (-s.score, -s.buchholz, -s.sonneborn_berger, -s.rating, s.player))


# --- Swiss -----------------------------------------------------------------------------------------------------------
def met_pairs(history: Sequence[Played]) -> set[frozenset[int]]:
    return {frozenset((g.a, g.b)) for g in history if g.a is not None and g.b is not None}


def had_bye(history: Sequence[Played]) -> set[int]:
    return {g.a for g in history if g.b is None and g.a is not None and g.result == BYE}


def swiss_round(players: Sequence[int], ratings: Mapping[int, float], history: Sequence[Played]) -> list[Pair]:
    """The next round's pairings of the active `players` (those still in), best-ranked board first; the bye, if any,
    last."""
    score = scores(players, history)
    ranked = sorted(players, key=lambda p: (-score[p], -ratings.get(p, 0.0), p))
    met = met_pairs(history)
    pairs: list[Pair] = []
    if len(ranked) % 2:
        byes = had_bye(history)
        # the lowest-ranked player without a bye, provided the others can still be paired without a repeat
        # (a second bye only once everyone has had one: that comes before avoiding a repeat)
        candidates = [p for p in reversed(ranked) if p not in byes] or list(reversed(ranked))
        chosen = None
        for p in candidates[:BYE_TRIES]:
            rest = [q for q in ranked if q != p]
            if _pair_group(rest, score, met, allow_repeats=False) is not None:
                chosen = p
                break
        bye = chosen if chosen is not None else candidates[0]
        ranked.remove(bye)
        found = _pair_group(ranked, score, met, allow_repeats=chosen is None)
        assert found is not None
        return [*found, (bye, None)]
    found = _pair_group(ranked, score, met, allow_repeats=False)
    if found is None:
        found = _pair_group(ranked, score, met, allow_repeats=True)
    assert found is not None
    return pairs + found


def _candidates(top: int, rest: Sequence[int], score: Mapping[int, float]) -> list[int]:
    """Opponents for `top` (the best-ranked unpaired player) in order of preference: its own score group's bottom half
    first (from its middle on), then the rest of that group, then the lower groups in rank order."""
    group = [p for p in rest if score[p] == score[top]]
    others = [p for p in rest if score[p] != score[top]]
    half = (len(group) + 1) // 2  # with `top`, the group has len(group) + 1 players; its bottom half starts here
    start = max(0, half - 1) if group else 0
    return group[start:] + group[:start][::-1] + others


def _pair_group(ranked: Sequence[int], score: Mapping[int, float], met: set[frozenset[int]],
                allow_repeats: bool) -> list[Pair] | None:
    """A perfect matching of `ranked` (an even count) without repeats, or None; with `allow_repeats`, always one
    (the first found that repeats as little as the search order allows)."""
    budget = [SEARCH_LIMIT]

    def search(left: list[int]) -> list[Pair] | None:
        if not left:
            return []
        budget[0] -= 1
        if budget[0] < 0:
            return None
        top, rest = left[0], left[1:]
        options = _candidates(top, rest, score)
        if allow_repeats:
            options = sorted(options, key=lambda o: frozenset((top, o)) in met)  # stable: new opponents first
        for other in options:
            if not allow_repeats and frozenset((top, other)) in met:
                continue
            tail = search([p for p in rest if p != other])
            if tail is not None:
                return [(top, other), *tail]
        return None

    result = search(list(ranked))
    if result is None and allow_repeats:  # the search ran out of budget: pair in rank order
        return [(ranked[i], ranked[i + 1]) for i in range(0, len(ranked), 2)]
    return result


# --- single elimination ----------------------------------------------------------------------------------------------
def bracket_order(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket order for a power-of-two `size`: 1, size, ... so 1 and 2 meet last."""
    order = [1]
    while len(order) < size:
        n = len(order) * 2
        order = [s for seed in order for s in (seed, n + 1 - seed)]
    return order


def elimination_rounds(count: int) -> int:
    rounds, size = 0, 1
    while size < count:
        size, rounds = size * 2, rounds + 1
    return max(1, rounds)


def elimination_first_round(seeded: Sequence[int]) -> list[tuple[int | None, int | None]]:
    """Round 1 of a bracket: `seeded` best first; a seed without an opponent has a bye (the top seeds)."""
    size = 2 ** elimination_rounds(len(seeded))
    slots = [seeded[s - 1] if s <= len(seeded) else None for s in bracket_order(size)]
    return [(slots[i], slots[i + 1]) for i in range(0, size, 2)]


def winner(game: Played, seed_of: Mapping[int, int]) -> int | None:
    """Who goes through from a bracket pairing: the winner; after a draw the better seed; None if neither."""
    if game.a is None or game.b is None:
        return game.a if game.a is not None else game.b
    if game.result == WIN:
        return game.a
    if game.result == LOSS:
        return game.b
    if game.result == DRAW:
        return min((game.a, game.b), key=lambda p: seed_of.get(p, 1 << 30))
    return None


def elimination_next_round(last: Sequence[Played], seed_of: Mapping[int, int]) -> list[tuple[int | None, int | None]]:
    """The next round of a bracket from the last one's pairings in board order: neighbours' winners meet."""
    through = [winner(g, seed_of) for g in last]
    return [(through[i], through[i + 1] if i + 1 < len(through) else None) for i in range(0, len(through), 2)]


# --- round robin -----------------------------------------------------------------------------------------------------
def round_robin(players: Sequence[int]) -> list[list[Pair]]:
    """Every round of a round robin by the circle method; each player meets every other exactly once."""
    ring: list[int | None] = list(players)
    if len(ring) % 2:
        ring.append(None)
    n = len(ring)
    rounds: list[list[Pair]] = []
    for _ in range(n - 1):
        pairs: list[Pair] = []
        for i in range(n // 2):
            a, b = ring[i], ring[n - 1 - i]
            if a is None:
                a, b = b, None
            if a is not None:
                pairs.append((a, b))
        rounds.append(sorted(pairs, key=lambda p: p[1] is None))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds
