"""Every value a client sends is read strictly: at states of every kind (set-up, both turns, each step of a
run, questions), every action name the game knows, sent with malformed, unknown, out-of-range or not-offered
args and select values, is refused with IllegalAction and a catalogue key, and changes nothing."""

from __future__ import annotations

from functools import cache

import msgspec
import pytest

from bot.engine.rng import GameRng
from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.netrunner import computer, game, moves
from bot.games.netrunner.kind import DO, DO_ACTIONS, STOPS, NetrunnerKind
from bot.games.netrunner.state import NrState
from bot.games.netrunner.text import STRINGS
from tests.netrunner.build import CORP, RUNNER, add, blank

KIND = NetrunnerKind()
CTX = Context(1, (SeatInfo(0, 100, "corp"), SeatInfo(1, 101, "runner")), {}, "en", 0.0)
NASTY = ["²", "１３", "٣", "-1", "999999", "99999999999", "", " 1", "1 ", "0x1", "1:2:3:4", "ability:999999",
         "a" * 200, "\x00", "None", "1.1", "0", "01", "r99", "hq|999999", "hq|", "|", ":", "::", "skip:"]
TAKE_CARDS = frozenset({"install", "play", "advance", "score", "rez", "ability", "trash_resource", "break", "pump",
                        "click_break", "choose"})
NAMES = sorted({*moves.NAMES, "concede", STOPS, DO, "pick", "?"})


@cache
def states() -> list[NrState]:
    """A state for each kind of decision: set-up, both turns (a card picked or not), every step of a run, the
    questions, found by playing seeded games, plus boards built for the rarer ones."""
    found: dict[tuple[int, str, str], NrState] = {}
    for seed in range(6):
        s = game.new_game(seed, 0.0, step="booster", corp=seed % 2)
        rng = GameRng(seed)
        for _ in range(400):
            if s.is_over():
                break
            seat = min(game.awaited(s))
            wanted = game.awaited(s)[seat]
            key = (s.side(seat), wanted, s.prompt.kind if s.prompt else "")
            if key[1] != "prompt" or key[2] in ("discard", "access", "mutual_favor", "bran", "seamless"):
                found.setdefault(key, s)
            move = computer.decide(KIND.view(s, seat), seat) if rng.below(2) else computer.random_move(s, seat, rng)
            assert move is not None
            s = game.apply(s, seat, *move)
    server = runner_turn_with_run()
    return [*found.values(), server]


def runner_turn_with_run() -> NrState:
    s = blank("runner")
    add(s, "root:r1", "offworld-office")
    add(s, "root:r1", "nico-campaign")
    return game.apply(s, RUNNER, "run", "r1")  # the Corp's window before the Runner approaches the server


def forged(s: NrState, seat: int) -> list[Action]:
    mine = [str(i) for i in s.hand(seat)[:1]] + [str(i) for i in s.zone("rig")[:1]]
    out: list[Action] = []
    for name in NAMES:
        for bad in NASTY:
            out += [Action(name, bad), Action(name, "", (bad,))]
            if name in TAKE_CARDS:  # after a real card, so the later parts are read too
                out += [Action(name, f"{real}:{bad}") for real in mine]
                out += [Action(name, f"{real}:", (bad,)) for real in mine]
        out += [Action(name, f"{bad}:{bad}") for bad in NASTY[:6]]
        out += [Action(name, "", (bad, bad)) for bad in NASTY[:6]]
    for bad in NASTY:
        out += [Action(DO, "", (f"{name}:{bad}",)) for name in sorted(DO_ACTIONS)
                if bad or name not in ("purge", "remove_tag")]  # "purge:" is the real option
        out += [Action(DO, bad, ("purge:",))] if bad else []
    return [a for a in out if a.arg or a.values]  # a bare button (Concede, Take 1 credit) is a real one


@pytest.mark.parametrize("index", range(len(states())))
def test_malformed_and_unoffered_values_are_refused_and_change_nothing(index: int) -> None:
    s = states()[index]
    before = msgspec.json.encode(s)
    tried = 0
    for seat in (CORP, RUNNER):
        for action in forged(s, seat):
            try:
                KIND.apply(CTX, s, seat, action)
            except IllegalAction as refused:
                assert refused.key in STRINGS, (action, refused.key)
            else:
                raise AssertionError(f"seat {seat} {action} was accepted")
            assert msgspec.json.encode(s) == before, action
            tried += 1
    assert tried > 1000


def test_a_card_id_in_unicode_digits_is_refused_where_it_used_to_crash() -> None:
    s = blank()
    agenda = add(s, "root:r1", "superconducting-hub", adv=3)
    add(s, "root:r2", "regolith-mining-license", rezzed=True, credits=15)
    for action in (Action("score", "²"), Action(DO, "", ("ability:999999",)), Action(DO, "", ("score:²",)),
                   Action("score", f"{agenda} "), Action("break", "1", ("²",))):
        with pytest.raises(IllegalAction):
            KIND.apply(CTX, s, CORP, action)
    assert KIND.apply(CTX, s, CORP, Action("score", str(agenda))).state.points(CORP) == 1
