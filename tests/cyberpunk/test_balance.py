"""The computer plays legal, sensible games: the figures the benchmark prints, held."""

from __future__ import annotations

from bot.games.cyberpunk.bench import BALANCE_CAP, against_random, balance_table, legality, round_robin
from bot.games.cyberpunk.cards import DECKS, SHIPPED


def test_the_computer_beats_a_random_player_at_least_four_times_in_five() -> None:
    computer, random_player, draws, refused = against_random(200)
    assert computer >= 160 and refused == 0, (computer, random_player, draws, refused)


def test_the_computer_never_makes_an_illegal_move() -> None:
    moves, refused = legality(200)
    assert moves > 5000 and refused == 0


def test_the_balance_table_plays_every_shipped_deck_against_the_others() -> None:
    table = round_robin(10)  # two games a pair, seats swapped: the benchmark plays about 200 a deck
    assert list(table) == list(SHIPPED)
    assert all(decided <= 10 and wins <= decided for wins, decided in table.values())
    assert sum(wins for wins, _ in table.values()) * 2 == sum(decided for _, decided in table.values())
    lines = balance_table(10)
    assert len(lines) == 1 + len(SHIPPED) and all(any(DECKS[d].name["en"] in line for line in lines) for d in SHIPPED)
    assert all((f"ABOVE {BALANCE_CAP} %" in line) == (int(line.split("(")[-1].split(" %")[0]) > BALANCE_CAP)
               for line in lines[1:])
