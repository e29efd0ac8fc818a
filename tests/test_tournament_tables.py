"""Swiss tables (bot.framework.tournament_tables): table sizes, the points of a table's places, standings and their
tie-breaks, and rounds that seat everyone once and let players meet again as little as the points allow."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.framework.tournament_tables import (
    TablePlayed,
    places_from_order,
    table_points,
    table_sizes,
    table_standings,
    tables_round,
)
from bot.framework.tournaments import places_behind


@pytest.mark.parametrize(("count", "size", "sizes"), [
    (11, 4, [4, 4, 3]), (7, 4, [4, 3]), (9, 4, [3, 3, 3]), (8, 4, [4, 4]), (5, 6, [5]), (2, 4, [2]), (1, 4, [1]),
    (13, 6, [5, 4, 4]), (0, 4, []),
])
def test_table_sizes_use_as_few_tables_as_they_can_and_differ_by_one_at_most(count: int, size: int,
                                                                           sizes: list[int]) -> None:
    assert table_sizes(count, size) == sizes


def test_a_tables_places_score_the_share_of_the_table_finished_ahead_of() -> None:
    four = table_points(TablePlayed(1, (10, 11, 12, 13), (0, 1, 2, 3)))
    assert four == pytest.approx({10: 1.0, 11: 2 / 3, 12: 1 / 3, 13: 0.0})
    tied = table_points(TablePlayed(1, (10, 11, 12), (0, 0, 2)))
    assert tied == pytest.approx({10: 0.75, 11: 0.75, 12: 0.0})  # a shared first place splits
    assert table_points(TablePlayed(1, (10, 11, 12), (0, 0, 0))) == pytest.approx({10: 0.5, 11: 0.5, 12: 0.5})
    assert table_points(TablePlayed(1, (10, 11), None)) == {10: 0.0, 11: 0.0}  # nobody scored (never played)
    assert table_points(TablePlayed(1, (10,), (0,))) == {10: 1.0}  # alone at a table: a bye's point


def test_places_from_an_order_and_from_how_a_game_stands() -> None:
    assert places_from_order([(2.0,), (0.0,), (2.0,), (1.0,)]) == (2, 0, 2, 1)
    # at the round's end: as the game stands (seat 1 leads), the seat it waits for (2) behind everyone
    assert places_behind([1, 0, 0, 2], {2}, 4) == (1, 0, 3, 2)
    assert places_behind(None, {0}, 3) == (2, 0, 0)  # no order known: the others level, ahead
    assert places_behind([0, 0, 0], set(), 3) == (0, 0, 0)


def test_standings_break_ties_by_table_wins_then_buchholz_then_rating() -> None:
    history = [
        TablePlayed(1, (1, 2, 3), (0, 1, 2)),  # 1 wins: 1, ½, 0
        TablePlayed(1, (4, 5, 6), (1, 1, 0)),  # 6 wins; 4 and 5 level: 1, ¼, ¼
        TablePlayed(2, (1, 4, 6), (1, 2, 0)),
        TablePlayed(2, (2, 3, 5), (0, 2, 1)),
    ]
    rows = {r.player: r for r in table_standings(range(1, 7), {}, history)}
    assert rows[6].score == pytest.approx(2.0) and rows[6].wins == 2
    assert rows[1].score == pytest.approx(1.5) and rows[1].wins == 1
    assert rows[2].score == pytest.approx(1.5) and rows[2].wins == 1
    order = [r.player for r in table_standings(range(1, 7), {}, history)]
    assert order[0] == 6
    # 1 and 2: equal points and wins; 1 sat with 6 (2 points) and 4, 2 with 1 and 3 and 5: Buchholz decides
    assert (rows[1].buchholz > rows[2].buchholz) == (order.index(1) < order.index(2))
    level = table_standings([7, 8], {7: 1400.0, 8: 1600.0}, [])
    assert [r.player for r in level] == [8, 7]  # nothing played: by rating


def test_round_one_seats_by_rating_the_best_at_the_top_table() -> None:
    ratings = {p: 1500.0 + 10 * p for p in range(1, 8)}
    tables = tables_round(list(range(1, 8)), ratings, [], 4)
    assert tables == [(7, 6, 5, 4), (3, 2, 1)]


def meetings(tables: list[tuple[int, ...]], history: list[TablePlayed]) -> int:
    met = Counter(frozenset(pair) for table in history for pair in itertools.combinations(table.seats, 2))
    return sum(met[frozenset(pair)] for table in tables for pair in itertools.combinations(table, 2))


def test_players_level_on_points_are_moved_so_that_few_meet_again() -> None:
    history = [TablePlayed(1, (1, 2, 3, 4), (0, 0, 0, 0)), TablePlayed(1, (5, 6, 7, 8), (0, 0, 0, 0))]
    tables = tables_round(list(range(1, 9)), {}, history, 4)
    assert sorted(p for table in tables for p in table) == list(range(1, 9))
    # everyone level: the best is two of each earlier table at each new one (a pair of each meets again at each
    # table: four repeats, not twelve)
    assert meetings(tables, history) == 4
    naive = [(1, 2, 3, 4), (5, 6, 7, 8)]
    assert meetings(naive, history) == 12


def test_points_come_before_avoiding_a_repeat() -> None:
    history = [TablePlayed(1, (1, 2, 3), (0, 1, 2)), TablePlayed(1, (4, 5, 6), (0, 1, 2))]
    tables = tables_round(list(range(1, 7)), {}, history, 3)
    # 1 and 4 won, 2 and 5 came second, 3 and 6 last: the winners sit at the top table, the last two at the other,
    # though 3 and 6 met in round 1 (a swap of 2 and 5 would not lower the repeats)
    assert tables == [(1, 4, 2), (5, 3, 6)]


@settings(max_examples=60, deadline=None)
@given(count=st.integers(2, 23), size=st.integers(3, 6), rounds=st.integers(1, 5), seed=st.integers(0, 10_000))
def test_every_round_seats_every_active_player_once_at_tables_that_fit(count: int, size: int, rounds: int,
                                                                      seed: int) -> None:
    rng = random.Random(seed)
    players = list(range(100, 100 + count))
    ratings = {p: rng.uniform(1200, 1800) for p in players}
    history: list[TablePlayed] = []
    for round in range(1, rounds + 1):
        ranked = [r.player for r in table_standings(players, ratings, history)]
        tables = tables_round(players, ratings, history, size)
        seated = [p for table in tables for p in table]
        assert sorted(seated) == sorted(players)
        sizes = [len(table) for table in tables]
        assert max(sizes) <= size and max(sizes) - min(sizes) <= 1 and len(tables) == -(-count // size)
        in_rank_order = [tuple(ranked[i:i + n]) for i, n in zip(itertools.accumulate([0, *sizes]), sizes,
                                                                strict=False)]
        assert meetings(tables, history) <= meetings(in_rank_order, history)  # swaps only ever lower the repeats
        for table in tables:
            places = tuple(rng.randrange(len(table)) for _ in table)
            history.append(TablePlayed(round, table, places))
        total = sum(r.score for r in table_standings(players, ratings, history))
        # each table of n > 1 hands out n/2 points in all (the shares of ahead-or-level pairs), one alone gets 1
        assert total == pytest.approx(sum(len(t.seats) / 2 if len(t.seats) > 1 else 1.0 for t in history))
