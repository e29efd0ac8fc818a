"""Building Knowing Zero positions for rules tests (set-up only: the play goes through `game.apply`)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.rng import GameRng
from bot.games.zero import computer, game
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view as view_of

T0 = 1_000_000.0


def custom(hands: Sequence[Sequence[str]], decks: Sequence[Sequence[str]] = ((), ()), *, turn: int = 0,
           scores: tuple[int, int] = (30, 30)) -> ZeroState:
    """Seat `turn` to play, with these hands and decks (a deck's top is its last card)."""
    s = game.new_game(1, 0.0)
    s.deck_choice = ["wildlands", "foundry"]
    for seat in (0, 1):
        for card in decks[seat]:
            s.table.create(card, seat, f"deck{seat}")
        for card in hands[seat]:
            s.table.create(card, seat, f"hand{seat}")
    s.phase, s.turn, s.scores = "turn", turn, list(scores)
    return s


def iids(s: ZeroState, seat: int, card: str, zone: str = "hand") -> list[str]:
    return [str(i) for i in s.zone(zone, seat) if s.inst(i).card == card]


def units(s: ZeroState, seat: int, zone: str = "hand") -> list[str]:
    return [str(i) for i in s.zone(zone, seat) if s.card(i).is_unit]


def do(s: ZeroState, seat: int, name: str, arg: str = "", values: Sequence[str] = ()) -> ZeroState:
    return game.apply(s, seat, name, arg, tuple(values), 0.0)


def attack(s: ZeroState, seat: int, values: Sequence[str]) -> ZeroState:
    """`seat` attacks with `values`, attaching nothing (Done)."""
    return do(do(s, seat, "attack", values=values), seat, "formed")


def accept(s: ZeroState, seat: int, values: Sequence[str]) -> ZeroState:
    """`seat` accepts the battle with `values`, attaching nothing (Done)."""
    return do(do(s, seat, "accept", values=values), seat, "formed")


def into_battle(s: ZeroState, attack: Sequence[str] | None = None, defend: Sequence[str] | None = None) -> ZeroState:
    """The seat on turn attacks with `attack` (default: every unit in hand) and the other accepts with
    `defend`; ability cards still in hand are not attached."""
    a, d = s.turn, 1 - s.turn
    s = do(s, a, "attack", values=attack if attack is not None else units(s, a)[:5])
    if s.phase == "attach":
        s = do(s, a, "formed")
    s = do(s, d, "accept", values=defend if defend is not None else units(s, d)[:5])
    if s.phase == "attach":
        s = do(s, d, "formed")
    assert s.phase == "battle"
    return s


def fight_round(s: ZeroState, plans: tuple[str, str] = ("", "")) -> ZeroState:
    """Both pass the window, then lock in `plans` (empty: the house default aim)."""
    assert s.battle is not None and s.battle.step == "window"
    first = s.battle.priority
    s = do(s, first, "pass")
    s = do(s, 1 - first, "pass")
    s = do(s, 0, "assign", plans[0])
    return do(s, 1, "assign", plans[1])


def step(s: ZeroState, rng: GameRng, smart: tuple[bool, bool]) -> ZeroState:
    """One move of a game between two computers: a draw offer's answer first, else a seat the game waits for; a
    `smart` seat plays the computer's move over its view, the other a random legal move."""
    seat = game.answering(s)
    if seat is None:
        seat = rng.choice(sorted(game.awaited(s)))
    move = computer.decide(view_of(s, seat), seat) if smart[seat] else computer.random_move(s, seat, rng)
    assert move is not None
    return game.apply(s, seat, move[0], move[1], move[2], T0)
