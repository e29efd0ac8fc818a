"""The game's flow reveals no hidden card: boards that differ only in a card one player may not see (a face-down
card in a server, unrezzed ice, a card in HQ or R&D, the stack) play out the same for the other player and
the public — the same decisions awaited, the same board, the same view — while the Corp and the Runner
answer the same way. Also: the Corp's "Stop at rez windows" toggle, refusals that leave a window open,
Archives turned face up in an order that dates nothing, and what the Runner remembers of cards it saw."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.cards.zones import redact
from bot.framework.kinds import Action, Context, IllegalAction, SeatInfo
from bot.games.netrunner import game
from bot.games.netrunner.kind import STOPS, NetrunnerKind
from bot.games.netrunner.state import NrState
from tests.netrunner.build import CORP, RUNNER, act, add, answer, blank, deck, names, runner_turn

KIND = NetrunnerKind()
CTX = Context(1, (SeatInfo(0, 100, "corp"), SeatInfo(1, 101, "runner")), {}, "en", 0.0)
Build = Callable[[str], NrState]


def public(s: NrState) -> tuple[Any, ...]:
    d = KIND.board(CTX, s)
    return d.title, d.description, d.image_key


def view(s: NrState, seat: int) -> tuple[Any, ...]:
    d = KIND.hand(CTX, s, seat)
    assert d is not None
    return d.description, d.image_key, [(c.action, c.arg, c.label, c.disabled, [(x.label, x.value) for x in c.choices])
                                        for c in d.controls]


def trace(s: NrState, watcher: int | None, *, stop_at_access: bool) -> list[tuple[Any, ...]]:
    """What `watcher` (None: the public alone) and the public see at each step while the Corp passes every
    window, the Runner goes on, lets subroutines fire and leaves what it accesses, and both skip every question;
    until the run ends, or until a card is accessed (what it is may show then: an agenda is stolen)."""
    out: list[tuple[Any, ...]] = []
    for _ in range(60):
        awaited = game.awaited(s)
        if stop_at_access and any(key == "nr.pv.accessed" for _, key, _ in s.private):
            return out
        out.append((sorted(awaited.items()), public(s), None if watcher is None else view(s, watcher)))
        if s.is_over() or (s.run is None and s.prompt is None):
            return out
        seat, wanted = min(awaited.items())
        if wanted == "prompt":
            assert s.prompt is not None
            options = s.prompt.options
            move = ("choose", next(o for o in ("leave", "skip", "stay", "tag", "credits") if o in options))
        else:
            move = ("continue", "")
        s = act(s, seat, *move)
    raise AssertionError("the run did not end")


def same_for_the_other_side(build: Build, variants: list[str], watcher: int | None, *,
                            stop_at_access: bool = True) -> None:
    traces = {card: trace(build(card), watcher, stop_at_access=stop_at_access) for card in variants}
    first = traces[variants[0]]
    for card, seen in traces.items():
        assert seen == first, f"{card} plays out differently from {variants[0]} for seat {watcher} or the public"
    assert len(first) > 1


# --- the Corp's cards, hidden from the Runner ------------------------------------------------------------------
ROOT_CARDS = ["offworld-office", "nico-campaign", "regolith-mining-license", "manegarm-skunkworks",
              "amaze-amusements", "superconducting-hub", "clearinghouse", "spin-doctor", "anoetic-void",
              "malapert-data-vault", "tomorrow-s-headline"]


@pytest.mark.parametrize("credits", [0, 2, 20])
def test_a_face_down_card_in_the_server_run_asks_the_corp_whatever_it_is(credits: int) -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank(credits=(credits, 20)))
        add(s, "root:r1", card)
        return act(s, RUNNER, "run", "r1")

    same_for_the_other_side(build, ROOT_CARDS, RUNNER)
    assert all(game.awaited(act(build(card), RUNNER, "continue")) == {CORP: "server_window"} for card in ROOT_CARDS)


@pytest.mark.parametrize("credits", [0, 2, 20])
def test_every_unrezzed_ice_approached_asks_the_corp_whatever_it_costs(credits: int) -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank(credits=(credits, 20)))
        add(s, "ice:hq", card)
        add(s, "ice:hq", "palisade")
        return act(s, RUNNER, "run", "hq")

    ice = ["tithe", "whitespace", "palisade", "bran-1-0", "karuna", "funhouse", "ping", "pharos", "ballista",
           "ansel-1-0"]
    same_for_the_other_side(build, ice, RUNNER)
    assert all(game.awaited(build(card)) == {CORP: "approach"} for card in ice)


@pytest.mark.parametrize("server", ["hq", "r1"])
def test_accessing_any_hidden_card_asks_the_runner(server: str) -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank())
        add(s, "hq" if server == "hq" else "root:r1", card)
        s.rez_stops = False  # only the access here
        return act(s, RUNNER, "run", server)

    cards = ["hedge-fund", "palisade", "nico-campaign", "amaze-amusements", "regolith-mining-license"]
    cards = cards if server == "hq" else cards[2:]
    same_for_the_other_side(build, cards, None, stop_at_access=False)  # the Runner is asked each time
    assert all(game.awaited(game.apply(build(card), RUNNER, "continue")) == {RUNNER: "prompt"} for card in cards)


def test_the_corp_does_not_learn_its_own_rd_from_the_runners_accesses() -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank())
        deck(s, "corp", ["hedge-fund", card])
        return act(s, RUNNER, "run", "rd")

    same_for_the_other_side(build, ["hedge-fund", "nico-campaign", "palisade", "manegarm-skunkworks"], CORP,
                            stop_at_access=False)


@pytest.mark.parametrize("credits", [0, 20])
def test_after_its_last_click_the_corp_is_waited_for_whatever_its_face_down_cards_are(credits: int) -> None:
    def build(card: str) -> NrState:
        s = blank(credits=(credits, 20))
        deck(s, "corp", ["hedge-fund"] * 3)
        add(s, "root:r1", card)
        s.clicks = 1
        return act(s, CORP, "credit")

    cards = ["offworld-office", "nico-campaign", "manegarm-skunkworks"]
    assert len({public(build(card)) for card in cards}) == 1
    assert all(game.awaited(build(card)) == {CORP: "turn"} for card in cards)
    s = act(build("offworld-office"), CORP, "end")
    assert s.turn == RUNNER


def test_bran_asks_the_corp_whether_or_not_it_has_ice_to_install() -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank())
        add(s, "ice:hq", "bran-1-0", rezzed=True)
        add(s, "hq", card)
        return act(s, RUNNER, "run", "hq")

    same_for_the_other_side(build, ["palisade", "hedge-fund"], RUNNER, stop_at_access=False)
    s = act(build("hedge-fund"), RUNNER, "continue")
    assert s.prompt is not None and s.prompt.kind == "bran" and s.prompt.options == ["skip"]


def test_ansel_asks_the_corp_whether_or_not_it_has_a_card_to_install() -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank())
        add(s, "ice:hq", "ansel-1-0", rezzed=True)
        add(s, "hq", card)
        return act(s, RUNNER, "run", "hq")

    same_for_the_other_side(build, ["palisade", "hedge-fund"], RUNNER)  # until the card in HQ is accessed
    s = act(build("hedge-fund"), RUNNER, "continue")
    assert s.prompt is not None and s.prompt.kind == "ansel" and s.prompt.options == ["skip"]


def test_searching_rd_shows_the_corp_card_names_and_the_runner_only_the_card_taken() -> None:
    s = blank()
    add(s, "root:r1", "malapert-data-vault", rezzed=True)
    deck(s, "corp", ["palisade", "hedge-fund", "tithe"])
    agenda = add(s, "root:r1", "offworld-office", adv=4)
    s = act(s, CORP, "score", str(agenda))
    assert s.prompt is not None and s.prompt.options == ["hedge-fund", "palisade", "tithe", "skip"]
    runner = KIND.hand(CTX, s, RUNNER)
    assert runner is not None and "Palisade" not in runner.description and "Tithe" not in runner.description
    s = answer(s, "tithe")
    assert [e for e in s.events if e[0] == "nr.ev.corp_searched"] == [["nr.ev.corp_searched",
                                                                       {"card": "tithe", "who": CORP}]]
    assert "palisade" not in [str(p.get("card")) for _, p in s.events]


def test_a_trojans_host_is_named_by_where_it_lies_never_by_a_hidden_instance() -> None:
    from bot.games.netrunner.view import view as seat_view

    s = runner_turn(blank())
    ice = add(s, "ice:hq", "palisade")
    botulus = add(s, "grip", "botulus")
    s = act(s, RUNNER, "install", str(botulus))
    assert s.prompt is not None and s.prompt.options == ["hq.0"] and str(ice) not in s.prompt.options
    s = answer(s, "hq.0")
    assert seat_view(s, RUNNER).hosted == {botulus: ("hq", 0)} == seat_view(s, None).hosted
    assert ice not in seat_view(s, RUNNER).cards


# --- the Runner's stack, hidden from the Corp -------------------------------------------------------------------
def test_mutual_favor_asks_whether_or_not_the_stack_holds_an_icebreaker() -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank())
        deck(s, "runner", ["sure-gamble", card, "cleaver", "sure-gamble"] if card else ["sure-gamble"] * 4)
        return act(s, RUNNER, "play", str(add(s, "grip", "mutual-favor")))

    for card in ("carmen", ""):
        s = build(card)
        assert s.prompt is not None and s.prompt.seat == RUNNER
    assert build("").prompt.options == ["skip"]  # type: ignore[union-attr]
    assert build("carmen").prompt.options == ["carmen", "cleaver", "skip"]  # type: ignore[union-attr]
    assert view(build(""), CORP) == view(build("carmen"), CORP) and public(build("")) == public(build("carmen"))


# --- the toggle and refusals -------------------------------------------------------------------------------------
def test_with_rez_windows_off_the_game_never_waits_for_the_corp() -> None:
    s = blank()
    ice = add(s, "ice:r1", "tithe")
    add(s, "root:r1", "nico-campaign")
    corp_view = KIND.hand(CTX, s, CORP)
    assert corp_view is not None
    toggle = next(c for c in corp_view.controls if c.action == STOPS)
    assert toggle.arg == "off" and "on" in toggle.label
    runner_view = KIND.hand(CTX, s, RUNNER)
    assert runner_view is not None and STOPS not in {c.action for c in runner_view.controls}
    with pytest.raises(IllegalAction):
        KIND.apply(CTX, s, RUNNER, Action(STOPS, "off"))  # the Corp's alone
    s = KIND.apply(CTX, s, CORP, Action(STOPS, "off")).state
    assert not s.rez_stops
    s = runner_turn(s)
    with pytest.raises(IllegalAction):
        act(s, CORP, STOPS, "on")  # only while the game waits for the Corp: the Runner's view never goes stale
    s = act(s, RUNNER, "run", "r1")
    assert game.awaited(s) == {RUNNER: "movement"} and not s.rezzed(ice)  # passed without asking
    s = act(s, RUNNER, "continue")
    assert s.prompt is not None and s.prompt.kind == "access"  # no window before the server either
    t = blank()
    add(t, "root:r1", "nico-campaign")
    t.rez_stops, t.clicks = False, 1
    deck(t, "corp", ["hedge-fund"])
    t = act(t, CORP, "credit")
    assert t.turn == RUNNER  # the last click ends the turn


def test_turning_the_stops_off_in_a_window_closes_it() -> None:
    s = runner_turn(blank())
    add(s, "ice:hq", "tithe")
    s = act(s, RUNNER, "run", "hq")
    assert game.awaited(s) == {CORP: "approach"}
    s = act(s, CORP, STOPS, "off")
    assert game.awaited(s) == {RUNNER: "movement"}
    for choice in ("off", "on"):  # off already; and the game waits for the Runner now
        with pytest.raises(IllegalAction):
            act(s, CORP, STOPS, choice)


def test_rezzing_what_cannot_be_rezzed_is_refused_privately_and_the_window_stays() -> None:
    s = runner_turn(blank(credits=(1, 20)))
    agenda, nico = add(s, "root:r1", "offworld-office"), add(s, "root:r1", "nico-campaign")
    s = act(act(s, RUNNER, "run", "r1"), RUNNER, "continue")
    for card, key in ((agenda, "nr.err.not_rezzable"), (nico, "nr.err.credits")):
        with pytest.raises(IllegalAction) as refused:
            act(s, CORP, "rez", str(card))
        assert refused.value.key == key
    assert game.awaited(s) == {CORP: "server_window"}
    corp_view = KIND.hand(CTX, s, CORP)
    assert corp_view is not None
    rez = [c for c in corp_view.controls if c.action == "rez"]
    assert [(c.arg, c.disabled) for c in rez] == [(str(nico), True)]  # offered, greyed: 2 credits, the Corp has 1


def test_a_unique_card_is_limited_when_rezzed_not_when_installed() -> None:
    s = blank(credits=(20, 20))
    first = add(s, "root:hq", "amaze-amusements", rezzed=True)
    second = add(s, "hq", "amaze-amusements")
    s = act(s, CORP, "install", f"{second}:rd")
    assert s.root("hq") == [first] and s.root("rd") == [second]  # nothing trashed: face down it is inactive
    assert not any(key.startswith("nr.ev.trashed") for key, _ in s.events)
    with pytest.raises(IllegalAction) as refused:
        act(s, CORP, "rez", str(second))
    assert refused.value.key == "nr.err.unique_rezzed"


# --- Archives and what the Runner remembers ----------------------------------------------------------------------
def test_archives_turn_face_up_in_name_order_not_in_arrival_order() -> None:
    def breach(order: list[str]) -> tuple[list[str], list[Any]]:
        s = runner_turn(blank())
        for card in order:
            add(s, "archives", card)
        s = act(act(s, RUNNER, "run", "archives"), RUNNER, "continue")
        return names(s, "archives"), [p for key, p in s.events if key == "nr.ev.archives_up"]

    assert breach(["palisade", "hedge-fund", "nico-campaign"]) == breach(["nico-campaign", "palisade", "hedge-fund"])
    assert breach(["palisade", "hedge-fund"])[0] == ["hedge-fund", "palisade"]


@pytest.mark.parametrize("how", ["discard", "install"])
def test_the_runner_cannot_tell_which_card_it_saw_in_hq_went_face_down(how: str) -> None:
    def after(gone: int) -> tuple[NrState, list[int]]:
        s = runner_turn(blank())
        seen = [add(s, "hq", "nico-campaign"), add(s, "hq", "offworld-office")]
        s.table.known[RUNNER] += seen  # as if both were accessed and left
        s.turn, s.clicks = CORP, 0
        if how == "discard":
            for _ in range(4):
                add(s, "hq", "palisade")
            game.end_turn(s)
            s = answer(s, str(seen[gone]))
            assert seen[gone] in s.zone("archives")
        else:
            s.clicks = 3
            s = act(s, CORP, "install", f"{seen[gone]}:new")
        return s, seen

    views = []
    for gone in (0, 1):
        s, seen = after(gone)
        runner = redact(s.table, RUNNER)
        assert all(c.hidden for c in runner.zones["archives"].cards)  # a discarded card is face down to the Runner
        assert not set(s.table.known[RUNNER]) & set(seen)
        views.append(view(s, RUNNER))
    assert views[0] == views[1]  # "You have seen: …" is the same whichever went


def test_after_ansel_an_agenda_left_in_rd_asks_like_any_other_card() -> None:
    def build(card: str) -> NrState:
        s = runner_turn(blank())
        add(s, "ice:rd", "ansel-1-0", rezzed=True)
        deck(s, "corp", ["hedge-fund", card])
        s = act(s, RUNNER, "run", "rd")
        s = act(s, RUNNER, "continue")  # the subroutines fire: nothing to trash, nothing to install
        s = answer(s, "skip")
        assert s.run is not None and s.run.no_steal
        return s

    same_for_the_other_side(build, ["offworld-office", "hedge-fund"], CORP, stop_at_access=False)
    s = act(build("offworld-office"), RUNNER, "continue")
    assert s.prompt is not None and s.prompt.options == ["leave"] and s.points(RUNNER) == 0
