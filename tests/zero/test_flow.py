"""The flow of Knowing Zero tells nothing hidden: a step that is asked, skipped or ended depending on hidden cards
is itself a leak. Forming an army always asks for abilities (only Done ends it); the defender's view, clock and
timeout choice are the same whichever units attack; the rival's remembered cards are listed the same way
whether they attack, stay home or come back. And the two simultaneous choices (decks, each round's aims) are
grouped, so that one player's answer does not make the other's buttons stale."""

from __future__ import annotations

import json
from typing import Any

from bot.engine.rng import GameRng
from bot.framework.kinds import Context, SeatInfo
from bot.games.zero import computer, game
from bot.games.zero.kind import ZeroKind
from bot.games.zero.state import ZeroState
from bot.games.zero.view import view as view_of
from tests.helpers import client_values
from tests.zero.build import custom, do, iids, into_battle, units

T0 = 1_000_000.0
KIND = ZeroKind()
CTX = Context(1, (SeatInfo(0, 100, "p0"), SeatInfo(1, 101, "p1")), {}, "en", T0)


def observed(s: ZeroState, viewer: int | None) -> list[Any]:
    """What `viewer` (None: the public) can tell of a state: its messages, who is asked (pings, the clock)."""
    out: list[Any] = [client_values(KIND.board(CTX, s)), sorted(game.awaited(s).items()), s.deadline,
                      [(d.seat, d.kind, d.awaited, d.group) for d in KIND.pending(s)]]
    if viewer is not None:
        view = KIND.hand(CTX, s, viewer)
        assert view is not None
        out.append(client_values(view))
        out.append([d for d in KIND.pending(s) if d.seat == viewer])
    out += [json.dumps([key, params]) for seat, key, params in KIND.events(s) if seat is None or seat == viewer]
    return out


def same_for(viewer: int | None, a: ZeroState, b: ZeroState) -> None:
    for left, right in zip(observed(a, viewer), observed(b, viewer), strict=True):
        assert left == right


def test_an_attack_asks_for_abilities_whether_or_not_the_attacker_holds_one() -> None:
    hands = [[["ash-rat", "thornback-boar", extra], ["old-grizzly"]] for extra in ("sharp-claws", "firestorm")]
    with_one, without = (custom(h, decks=(["ash-rat"], ["ash-rat"])) for h in hands)
    with_one, without = (do(s, 0, "attack", values=units(s, 0)) for s in (with_one, without))
    assert with_one.phase == without.phase == "attach"
    for viewer in (None, 1):
        same_for(viewer, with_one, without)
    view = KIND.hand(CTX, without, 0)
    assert view is not None and [c.action for c in view.controls if c.action != "offer_draw"] == ["formed", "back"]
    assert "no ability cards" in view.description
    declared = [do(s, 0, "formed") for s in (with_one, without)]
    assert declared[0].phase == "defend"
    for viewer in (None, 1):
        same_for(viewer, *declared)


def test_attaching_the_last_ability_does_not_declare_the_attack() -> None:
    s = custom([["ash-rat", "sharp-claws"], ["old-grizzly"]], decks=(["ash-rat"], ["ash-rat"]))
    s = do(s, 0, "attack", values=units(s, 0))
    s = do(s, 0, "attach", iids(s, 0, "sharp-claws")[0], iids(s, 0, "ash-rat", "army"))
    assert s.phase == "attach" and game.awaited(s) == {0: "attach"}  # "no ability left" would show otherwise
    assert do(s, 0, "formed").phase == "defend"


def test_accepting_asks_for_abilities_whether_or_not_the_defender_holds_one() -> None:
    boards = [custom([["old-grizzly"], ["ash-rat", extra]], decks=(["ash-rat"], ["ash-rat"]))
              for extra in ("field-medic", "blight")]
    boards = [do(do(do(s, 0, "attack", values=units(s, 0)), 0, "formed"), 1, "accept", values=units(s, 1))
              for s in boards]
    assert [s.phase for s in boards] == ["attach", "attach"] and game.awaited(boards[1]) == {1: "attach"}
    for viewer in (None, 0):
        same_for(viewer, *boards)
    battles = [do(s, 1, "formed") for s in boards]
    assert battles[0].phase == "battle"
    same_for(None, *battles)


def _known_attacker() -> ZeroState:
    """Seat 0 holds a troll and a boar that seat 1 saw go home after a battle, and a rat."""
    s = custom([["cave-troll", "ash-rat", "thornback-boar"], ["old-grizzly", "night-heron"]],
               decks=(["ash-rat"] * 3, ["ash-rat"] * 3))
    for card in ("cave-troll", "thornback-boar"):
        s.table.look(1, int(iids(s, 0, card)[0]))
    return s


def test_the_defender_sees_the_same_whichever_units_attack() -> None:
    s = _known_attacker()
    troll, rat, boar = (iids(s, 0, card)[0] for card in ("cave-troll", "ash-rat", "thornback-boar"))
    a, b = (do(do(s, 0, "attack", values=army), 0, "formed") for army in ([troll, rat], [rat, boar]))
    same_for(1, a, b)
    view = KIND.hand(CTX, a, 1)
    assert view is not None and "Cave Troll, Thornback Boar" in view.description  # held, in name order
    assert computer.decide(view_of(a, 1), 1) == computer.decide(view_of(b, 1), 1)  # the timeout's choice, too
    assert computer.estimate_attack(view_of(a, 1), 1, 2) == computer.estimate_attack(view_of(b, 1), 1, 2)


def test_a_refused_attack_leaves_the_remembered_cards_as_they_were() -> None:
    s = _known_attacker()
    before = KIND.hand(CTX, do(s, 0, "draw"), 1)
    s = do(do(s, 0, "attack", values=[iids(s, 0, "cave-troll")[0]]), 0, "formed")
    after = KIND.hand(CTX, do(s, 1, "refuse"), 1)  # the troll went back last in the hand
    assert before is not None and after is not None
    line = next(x for x in before.description.splitlines() if "Seen in" in x)
    assert line in after.description.splitlines()


def test_every_player_is_asked_in_the_window_whether_they_can_play_or_not() -> None:
    boards = [into_battle(custom([["old-grizzly"], ["cave-troll", extra]], decks=(["ash-rat"], ["ash-rat"])))
              for extra in ("firestorm", "war-drums")]
    boards = [do(s, 0, "pass") for s in boards]
    assert [game.awaited(s) for s in boards] == [{1: "window"}, {1: "window"}]
    same_for(0, *boards)
    assert game.usable(boards[0], 1) and not game.usable(boards[1], 1)


# --- simultaneous decisions ----------------------------------------------------------------------------------
def test_both_deck_choices_are_one_simultaneous_decision() -> None:
    s = game.new_game(1, T0)
    assert [(d.seat, d.group) for d in KIND.pending(s)] == [(0, "deck"), (1, "deck")]
    s = do(s, 0, "deck", "wildlands")
    assert [(d.seat, d.group) for d in KIND.pending(s)] == [(1, "deck")]  # the same choice, still open


def test_aims_are_grouped_per_battle_and_round_and_never_reused() -> None:
    fought = 0
    for seed in range(4):
        s, rng = game.new_game(seed, T0), GameRng(seed)
        rounds: dict[str, tuple[int, int]] = {}  # each group: the (battle, round) it was open in
        closed: set[str] = set()
        open_now: str | None = None
        while not s.is_over():
            groups = {d.seat: d.group for d in KIND.pending(s) if d.kind == "assign"}
            group = next(iter(groups.values()), None)
            assert len(set(groups.values())) <= 1, "the two seats' aims are one decision"
            if open_now is not None and group != open_now:
                closed.add(open_now)
            if group is not None:
                assert s.battle is not None and group not in closed, "a group is used again"
                assert rounds.setdefault(group, (s.battles, s.battle.round)) == (s.battles, s.battle.round)
            open_now = group
            seat = game.answering(s)
            seat = rng.choice(sorted(game.awaited(s))) if seat is None else seat
            move = computer.decide(view_of(s, seat), seat)
            assert move is not None
            s = game.apply(s, seat, move[0], move[1], move[2], T0)
        assert len(set(rounds.values())) == len(rounds)
        fought += len(rounds)
    assert fought, "no battle was fought"


def test_a_stored_game_from_before_battles_were_counted_loads() -> None:
    s = do(do(into_battle(custom([["old-grizzly"], ["cave-troll"]], decks=(["ash-rat"], ["ash-rat"]))),
              0, "pass"), 1, "pass")
    data = json.loads(json.dumps(s.to_json()))
    assert data.pop("battles") == 1
    loaded = KIND.load(data, 1)
    assert loaded.battles == 1 and loaded.to_json() == s.to_json()
    assert {d.group for d in KIND.pending(loaded) if d.kind == "assign"} == {"aim:1:1"}
    calm = custom([["old-grizzly"], ["cave-troll"]]).to_json()
    del calm["battles"]
    assert KIND.load(calm, 1).battles == 0
