"""Cyberpunk TCG figures for `python -m bot.bench cyberpunk`: the computer against a random player, the
computer's legality over random games, the two retail decks between computers, every shipped deck against the
others (the balance table, a flag on any deck above `BALANCE_CAP`), and the engine's speed."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from bot.engine.errors import IllegalAction
from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.cards import DECKS, SHIPPED
from bot.games.cyberpunk.state import CpState
from bot.games.cyberpunk.view import view

Policy = Callable[[CpState, int, GameRng], Wire | None]
MAX_ACTIONS = 6000
BALANCE_CAP = 65  # per cent: no shipped deck may win more of its games against the others


def smart(s: CpState, seat: int, rng: GameRng) -> Wire | None:
    return computer.decide(view(s, seat), seat)


def chance(s: CpState, seat: int, rng: GameRng) -> Wire | None:
    """A random player: any legal move of its seat's view."""
    return computer.random_move(view(s, seat), seat, rng)


def play(seed: int, policies: tuple[Policy, Policy], decks: tuple[str, str] | None = None,
         quick: bool = False) -> tuple[CpState, int, int]:
    """A whole game: the final state, the number of actions, and how many the computer got refused."""
    s = game.new_game(seed, 0.0, quick=quick, decks=decks or (None, None))
    rng = GameRng(seed * 7 + 1)
    actions = refused = 0
    while not s.is_over():
        seat = min(game.awaited(s))
        move = policies[seat](s, seat, rng)
        assert move is not None, (s.phase, seat)
        try:
            s = game.apply(s, seat, move[0], move[1], move[2])
        except IllegalAction:
            refused += 1
            s = game.apply(s, seat, "concede")  # a refused computer move loses: it is counted, not hidden
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not end")
    return s, actions, refused


def against_random(games: int, seed: int = 20_000) -> tuple[int, int, int, int]:
    """The computer against a random player (seats alternate, half of them quick games): computer wins,
    random wins, draws, and the computer's refused moves."""
    wins = [0, 0, 0]
    refused = 0
    for i in range(games):
        swap = i % 2
        policies: tuple[Policy, Policy] = (chance, smart) if swap else (smart, chance)
        s, _, bad = play(seed + i, policies, quick=i % 4 >= 2)
        refused += bad
        if s.winner is None:
            wins[2] += 1
        else:
            wins[s.winner ^ swap] += 1
    return wins[0], wins[1], wins[2], refused


def legality(games: int, seed: int = 40_000) -> tuple[int, int]:
    """Random games in which each seat is the computer or a random player at random: the computer's moves
    made, and how many of them the rules refused."""
    moves = refused = 0
    for i in range(games):
        pick = GameRng(seed + i)
        policies: tuple[Policy, Policy] = tuple(  # type: ignore[assignment]
            smart if pick.below(2) else chance for _ in (0, 1))
        s = game.new_game(seed + i, 0.0, quick=bool(pick.below(2)))
        rng = GameRng(seed + i)
        for _ in range(MAX_ACTIONS):
            if s.is_over():
                break
            seat = rng.choice(sorted(game.awaited(s)))
            move = policies[seat](s, seat, rng)
            assert move is not None
            is_computer = policies[seat] is smart
            try:
                s = game.apply(s, seat, move[0], move[1], move[2])
            except IllegalAction:
                if not is_computer:
                    raise
                refused += 1
                s = game.apply(s, seat, "concede")
            moves += is_computer
    return moves, refused


def balance(games: int) -> tuple[int, int, int]:
    """The Heist against Embracing Power between computers (seats alternate): wins of each, draws."""
    wins = [0, 0, 0]
    for i in range(games):
        swap = i % 2
        decks = ("power", "heist") if swap else ("heist", "power")
        s, _, _ = play(10_000 + i, (smart, smart), decks)
        if s.winner is None:
            wins[2] += 1
        else:
            wins[s.winner ^ swap] += 1
    return wins[0], wins[1], wins[2]


def round_robin(games: int, seed: int = 50_000) -> dict[str, tuple[int, int]]:
    """Every shipped deck against every other between computers, seats alternating, about `games` games for each
    deck: each deck's wins and decided games (a draw counts for neither)."""
    pairs = [(a, b) for i, a in enumerate(SHIPPED) for b in SHIPPED[i + 1:]]
    each = max(2, round(games / (len(SHIPPED) - 1) / 2) * 2)
    record = {deck: [0, 0] for deck in SHIPPED}
    for n, (a, b) in enumerate(pairs):
        for i in range(each):
            decks = (b, a) if i % 2 else (a, b)
            s, _, _ = play(seed + 1000 * n + i, (smart, smart), decks)
            if s.winner is None:
                continue
            record[a][1] += 1
            record[b][1] += 1
            record[decks[s.winner]][0] += 1
    return {deck: (w, d) for deck, (w, d) in record.items()}


def balance_table(games: int) -> list[str]:
    """The round robin as lines for the benchmark, a flag on any deck above `BALANCE_CAP`."""
    started = time.perf_counter()
    table = round_robin(games)
    lines = []
    for deck, (wins, decided) in sorted(table.items(), key=lambda kv: -kv[1][0] / max(1, kv[1][1])):
        share = 100 * wins / max(1, decided)
        flag = f"   ABOVE {BALANCE_CAP} %" if share > BALANCE_CAP else ""
        lines.append(f"{'  ' + DECKS[deck].name['en']:<44} {wins:4d} of {decided:4d} won ({share:.0f} %){flag}")
    elapsed = time.perf_counter() - started
    head = f"shipped decks, computer v computer (~{games} games each, {elapsed:.0f} s)"
    return [head, *lines]


async def bench(args: argparse.Namespace) -> None:
    games = getattr(args, "cyberpunk_games", 200)
    started = time.perf_counter()
    total = 0
    for i in range(20):
        _, actions, _ = play(30_000 + i, (smart, smart))
        total += actions
    per_action = (time.perf_counter() - started) / total * 1000
    print(f"{'engine + computer, per action':<44} {per_action:8.3f} ms   ({total / 20:.0f} actions a game)")
    c, r, d, bad = against_random(games)
    print(f"{f'computer v random ({games} games)':<44} computer {c} ({100 * c / games:.0f} %), random {r}, "
          f"draws {d}, refused moves {bad}")
    checked = getattr(args, "cyberpunk_legal", 1000)
    moves, refused = legality(checked)
    print(f"{f'computer legality ({checked} random games)':<44} {moves} computer moves, {refused} refused")
    h, p, draws = balance(games)
    decided = max(1, h + p)
    print(f"{f'The Heist v Embracing Power ({games} games)':<44} The Heist {h} ({100 * h / decided:.0f} %), "
          f"Embracing Power {p} ({100 * p / decided:.0f} %), draws {draws}")
    for line in balance_table(games):
        print(line)
