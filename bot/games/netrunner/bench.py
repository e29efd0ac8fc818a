"""Netrunner figures for `python -m bot.bench netrunner`: the computer against a random player on each side,
its legality over random games of both steps, the computer against itself, the shipped constructed decks between
computers (each deck's wins against the other side's decks), and the engine's speed."""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable

from bot.engine.errors import IllegalAction
from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.games.netrunner import computer, game
from bot.games.netrunner.cards import CARDS, DECK_IDS, DECKS, identity_of
from bot.games.netrunner.state import NrState
from bot.games.netrunner.view import view

Policy = Callable[[NrState, int, GameRng], Wire | None]
MAX_ACTIONS = 6000


def smart(s: NrState, seat: int, rng: GameRng) -> Wire | None:
    return computer.decide(view(s, seat), seat)


def play(seed: int, corp: Policy, runner: Policy, step: str = "starter") -> tuple[NrState, int, int, int]:
    """A whole game: the final state, its actions, the computer's moves and how many were refused (a refused
    computer move concedes: it is counted, not hidden)."""
    s = game.new_game(seed, 0.0, step=step, corp=seed % 2)
    rng = GameRng(seed * 7 + 1)
    actions = moves = refused = 0
    while not s.is_over():
        seat = min(game.awaited(s))
        policy = corp if seat == s.corp else runner
        move = policy(s, seat, rng)
        assert move is not None
        moves += policy is smart
        try:
            s = game.apply(s, seat, *move)
        except IllegalAction:
            if policy is not smart:
                raise
            refused += 1
            s = game.apply(s, seat, "concede")
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not end")
    return s, actions, moves, refused


def constructed(seed: int, corp_deck: str, runner_deck: str) -> NrState:
    """A constructed game between computers, each seat bringing the shipped deck it is given."""
    s = game.new_game(seed, 0.0, step=game.CONSTRUCTED, corp=seed % 2)
    s = game.apply(s, s.corp, "choose", "", (corp_deck,))
    s = game.apply(s, s.runner, "choose", "", (runner_deck,))
    while not s.is_over():
        seat = min(game.awaited(s))
        move = smart(s, seat, GameRng(0))
        assert move is not None
        try:
            s = game.apply(s, seat, *move)
        except IllegalAction:
            s = game.apply(s, seat, "concede")
    return s


def balance(games: int, seed: int = 50_000) -> dict[str, tuple[int, int]]:
    """Each shipped constructed deck against the other side's: its wins and games, about `games` games for each Corp
    deck, shared evenly among the Runner decks (so each Runner deck plays more)."""
    steps = set(DECK_IDS.values())
    sides: dict[str, list[str]] = {"corp": [], "runner": []}
    for key, deck in DECKS.items():
        if key not in steps:
            sides[CARDS[identity_of(deck)].side].append(key)
    record = {key: (0, 0) for keys in sides.values() for key in keys}
    per_pair = math.ceil(games / max(1, len(sides["runner"])))
    for i, (corp_deck, runner_deck) in enumerate((c, r) for c in sides["corp"] for r in sides["runner"]):
        for j in range(per_pair):
            s = constructed(seed + i * per_pair + j, corp_deck, runner_deck)
            corp_won = s.winner is not None and s.side(s.winner) == "corp"
            runner_won = s.winner is not None and not corp_won
            won, played = record[corp_deck]
            record[corp_deck] = (won + corp_won, played + 1)
            won, played = record[runner_deck]
            record[runner_deck] = (won + runner_won, played + 1)
    return record


def against_random(games: int, side: str, seed: int = 20_000, step: str = "starter") -> tuple[int, int, int]:
    """The computer on `side` against a random player: computer wins, random wins, refused computer moves."""
    won = lost = refused = 0
    for i in range(games):
        corp, runner = (smart, computer.random_move) if side == "corp" else (computer.random_move, smart)
        s, _, _, bad = play(seed + i, corp, runner, step=step)
        refused += bad
        if s.winner is not None and s.side(s.winner) == side:
            won += 1
        elif s.winner is not None:
            lost += 1
    return won, lost, refused


def legality(games: int, seed: int = 40_000) -> tuple[int, int]:
    """Random games of both steps, each side the computer or a random player at random: the computer's
    moves and how many the rules refused."""
    moves = refused = 0
    for i in range(games):
        pick = GameRng(seed + i)
        corp: Policy = smart if pick.below(2) else computer.random_move
        runner: Policy = smart if pick.below(2) or corp is not smart else computer.random_move
        _, _, made, bad = play(seed + i, corp, runner, step="booster" if pick.below(2) else "starter")
        moves += made
        refused += bad
    return moves, refused


async def bench(args: argparse.Namespace) -> None:
    games = getattr(args, "netrunner_games", 200)
    started = time.perf_counter()
    total = 0
    corp_wins = 0
    for i in range(20):
        s, actions, _, _ = play(30_000 + i, smart, smart)
        total += actions
        corp_wins += s.winner is not None and s.side(s.winner) == "corp"
    per_action = (time.perf_counter() - started) / total * 1000
    print(f"{'engine + computer, per action':<44} {per_action:8.3f} ms   ({total / 20:.0f} actions a game)")
    for step in ("starter", "booster"):
        for side in ("corp", "runner"):
            won, lost, bad = against_random(games, side, step=step)
            print(f"{f'computer {side} v random, {step} ({games})':<44} computer {won} ({100 * won / games:.0f} %), "
                  f"random {lost}, refused moves {bad}")
    checked = getattr(args, "netrunner_legal", 1000)
    moves, refused = legality(checked)
    print(f"{f'computer legality ({checked} random games)':<44} {moves} computer moves, {refused} refused")
    print(f"{'computer v computer, starter (20 games)':<44} Corp {corp_wins}, Runner {20 - corp_wins}")
    for key, (won, played) in balance(getattr(args, "netrunner_balance", 200)).items():
        flag = "  ABOVE 65 %" if won > 0.65 * played else ""
        print(f"{f'constructed deck {key}':<44} won {won} of {played} ({100 * won / max(1, played):.0f} %){flag}")
