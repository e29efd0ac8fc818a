"""Tournament pairing, pure: Swiss without repeats while avoidable, byes to the lowest-ranked without one, odd counts;
elimination byes to the top seeds; a round robin where everyone meets everyone once; the tie-breaks."""

from __future__ import annotations

import itertools
import random

from bot.framework.tournament_pairing import (
    BYE,
    DRAW,
    LOSS,
    WIN,
    Played,
    elimination_first_round,
    elimination_next_round,
    elimination_rounds,
    had_bye,
    met_pairs,
    round_robin,
    scores,
    standings,
    swiss_round,
)


def play_round(number: int, pairs: list[tuple[int, int | None]], rng: random.Random) -> list[Played]:
    out = []
    for a, b in pairs:
        result = BYE if b is None else rng.choice((WIN, LOSS, DRAW))
        out.append(Played(number, a, b, result))
    return out


def avoidable(players: list[int], met: set[frozenset[int]], byes: set[int] = frozenset()) -> bool:  # type: ignore[assignment]
    """Whether some pairing of `players` (and for an odd count a bye to one who has not had one, while there is
    such a player) repeats no pairing: by brute force."""
    if len(players) <= 1:
        return True
    if len(players) % 2:
        free = [p for p in players if p not in byes] or players
        return any(avoidable([q for q in players if q != p], met) for p in free)
    top = players[0]
    return any(frozenset((top, o)) not in met and avoidable([q for q in players[1:] if q != o], met)
               for o in players[1:])


def test_swiss_never_repeats_while_avoidable_and_each_bye_goes_to_a_new_player() -> None:
    checked = 0
    for seed, count in itertools.product(range(20), (4, 5, 6, 7, 8, 9, 12)):
        rng = random.Random(seed)
        players = list(range(1, count + 1))
        ratings = {p: rng.uniform(1200, 1800) for p in players}
        history: list[Played] = []
        rounds = count - 1 if count % 2 == 0 else count  # as many rounds as a round robin: repeats never needed
        for number in range(1, min(rounds, 5) + 1):
            pairs = swiss_round(players, ratings, history)
            seated = [p for pair in pairs for p in pair if p is not None]
            assert sorted(seated) == players  # everyone plays once (or has the bye)
            byes = [a for a, b in pairs if b is None]
            assert len(byes) == count % 2
            if byes and len(had_bye(history)) < count:
                assert byes[0] not in had_bye(history)
            met = met_pairs(history)
            repeats = sum(frozenset(pair) in met for pair in pairs if pair[1] is not None)
            assert repeats == 0 or not avoidable(players, met, had_bye(history)), (seed, count, number)
            checked += repeats == 0
            history += play_round(number, pairs, rng)
    assert checked > 400


def test_swiss_bye_goes_to_the_lowest_ranked_player_without_one() -> None:
    players = [1, 2, 3, 4, 5]
    ratings = {1: 1900, 2: 1800, 3: 1700, 4: 1600, 5: 1500}
    first = swiss_round(players, ratings, [])
    assert first[-1] == (5, None)
    assert first[:2] == [(1, 3), (2, 4)]  # the top half against the bottom half
    history = [Played(1, 1, 3, WIN), Played(1, 2, 4, WIN), Played(1, 5, None, BYE)]
    second = swiss_round(players, ratings, history)
    bye = second[-1]
    assert bye[1] is None and bye[0] == 4  # 5 had the bye; 4 and 3 are lowest on 0, 4 rated lower
    assert scores(players, history) == {1: 1.0, 2: 1.0, 3: 0.0, 4: 0.0, 5: 1.0}
    assert frozenset((1, 2)) in {frozenset(p) for p in second if p[1] is not None} or \
        frozenset((1, 5)) in {frozenset(p) for p in second if p[1] is not None}  # the leaders meet


def test_swiss_repeats_only_when_nothing_else_is_possible() -> None:
    players = [1, 2]
    history = [Played(1, 1, 2, WIN)]
    assert swiss_round(players, {}, history) == [(1, 2)]  # two players: they must meet again
    players = [1, 2, 3, 4]
    history = [Played(1, 1, 2, WIN), Played(1, 3, 4, WIN), Played(2, 1, 3, WIN), Played(2, 2, 4, WIN)]
    pairs = swiss_round(players, {}, history)
    assert {frozenset(p) for p in pairs} == {frozenset((1, 4)), frozenset((2, 3))}  # the only pairs left


def test_elimination_gives_the_byes_to_the_top_seeds() -> None:
    seeded = [10, 20, 30, 40, 50, 60]  # best first
    assert elimination_rounds(6) == 3 and elimination_rounds(8) == 3 and elimination_rounds(2) == 1
    first = elimination_first_round(seeded)
    assert len(first) == 4
    byes = [a for a, b in first if b is None and a is not None]
    assert sorted(byes) == [10, 20]  # seeds 1 and 2 of 6 in a bracket of 8
    assert (30, 60) in first and (40, 50) in first
    assert first[0] == (10, None) and first[2] == (20, None)  # 1 and 2 in opposite halves: they meet in the final
    seed_of = {p: i + 1 for i, p in enumerate(seeded)}
    played = [Played(1, a, b, BYE if b is None else (WIN if a == 40 else LOSS)) for a, b in first]
    second = elimination_next_round(played, seed_of)
    assert second == [(10, 40), (20, 60)]
    final = elimination_next_round([Played(2, 10, 40, DRAW), Played(2, 20, 60, LOSS)], seed_of)
    assert final == [(10, 60)]  # a draw puts the better seed through


def test_round_robin_everyone_meets_everyone_once() -> None:
    for count in range(2, 11):
        players = list(range(100, 100 + count))
        rounds = round_robin(players)
        assert len(rounds) == (count - 1 if count % 2 == 0 else count)
        met = [frozenset(p) for r in rounds for p in r if p[1] is not None]
        assert len(met) == len(set(met)) == count * (count - 1) // 2
        for r in rounds:
            seated = [p for pair in r for p in pair if p is not None]
            assert sorted(seated) == players
            assert sum(1 for _, b in r if b is None) == count % 2


def test_standings_break_ties_by_buchholz_then_sonneborn_berger() -> None:
    history = [Played(1, 1, 2, WIN), Played(1, 3, 4, WIN), Played(2, 1, 3, LOSS), Played(2, 2, 4, WIN)]
    rows = standings([1, 2, 3, 4], {1: 1500, 2: 1500, 3: 1500, 4: 1500}, history)
    assert [r.player for r in rows] == [3, 1, 2, 4]
    one, two = rows[1], rows[2]
    assert one.score == two.score == 1.0
    assert one.buchholz == 3.0 and two.buchholz == 1.0  # 1 met 2 (1) and 3 (2); 2 met 1 (1) and 4 (0)
    assert rows[0].sonneborn_berger == 1.0  # 3 beat 4 (no points) and 1 (one point)
    assert one.sonneborn_berger == 1.0  # 1 beat 2 (one point)
