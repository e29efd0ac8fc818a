"""Knowing Zero figures for `python -m bot.bench zero`: deck balance between computers, the computer
against a random player, and the engine's speed."""

from __future__ import annotations

import argparse
import itertools
import time
from collections.abc import Callable

from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.games.zero import computer, game
from bot.games.zero.cards import DECKS
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view

Policy = Callable[[ZeroState, int, GameRng], Wire | None]
MAX_ACTIONS = 5000


def smart(s: ZeroState, seat: int, rng: GameRng) -> Wire | None:
    return computer.decide(view(s, seat), seat)


def play(seed: int, policies: tuple[Policy, Policy], decks: tuple[str, str] | None = None) -> tuple[ZeroState, int]:
    """A whole game; returns the final state and the number of actions it took."""
    s = game.new_game(seed, 0.0)
    rng = GameRng(seed * 7 + 1)
    if decks is not None:
        for seat in (0, 1):
            s = game.apply(s, seat, "deck", decks[seat])
    actions = 0
    while not s.is_over():
        answering = game.answering(s)
        seat = min(game.awaited(s)) if answering is None else answering
        move = policies[seat](s, seat, rng)
        assert move is not None, (s.phase, seat)
        s = game.apply(s, seat, move[0], move[1], move[2])
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not end")
    return s, actions


def balance(games: int) -> dict[tuple[str, str], tuple[int, int, int]]:
    """Computer v computer per pairing of different decks (seats alternate): wins of the first deck,
    of the second, and draws."""
    out = {}
    for a, b in itertools.combinations(sorted(DECKS), 2):
        wins = [0, 0, 0]
        for i in range(games):
            swap = i % 2
            decks = (b, a) if swap else (a, b)
            s, _ = play(10_000 + i, (smart, smart), decks)
            if s.winner is None:
                wins[2] += 1
            else:
                wins[s.winner ^ swap] += 1
        out[(a, b)] = (wins[0], wins[1], wins[2])
    return out


def against_random(games: int) -> tuple[int, int, int]:
    """The computer against a random player (seats alternate): computer wins, random wins, draws."""
    wins = [0, 0, 0]
    for i in range(games):
        swap = i % 2
        policies: tuple[Policy, Policy] = (computer.random_move, smart) if swap else (smart, computer.random_move)
        s, _ = play(20_000 + i, policies)
        if s.winner is None:
            wins[2] += 1
        else:
            wins[s.winner ^ swap] += 1
    return wins[0], wins[1], wins[2]


async def bench(args: argparse.Namespace) -> None:
    games = getattr(args, "zero_games", 300)
    started = time.perf_counter()
    total_actions = 0
    for i in range(20):
        _, actions = play(30_000 + i, (smart, smart))
        total_actions += actions
    per_action = (time.perf_counter() - started) / total_actions * 1000
    print(f"{'engine + computer, per action':<44} {per_action:8.3f} ms   ({total_actions / 20:.0f} actions a game)")
    for (a, b), (wa, wb, draws) in balance(games).items():
        decided = max(1, wa + wb)
        print(f"{f'balance {a} v {b} ({games} games)':<44} {a} {wa} ({100 * wa / decided:.0f} %), "
              f"{b} {wb} ({100 * wb / decided:.0f} %), draws {draws}")
    versus = max(2, games * 2 // 3)
    c, r, d = against_random(versus)
    print(f"{f'computer v random ({versus} games)':<44} computer {c} ({100 * c / versus:.0f} %), random {r}, "
          f"draws {d}")
