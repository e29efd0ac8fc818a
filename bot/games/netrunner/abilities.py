"""What the System Gateway cards do (the starter decks, the booster step and the rest of the set, identities too),
one definition per card, found by its id: what it does when played, scored, stolen, rezzed or installed, its click
ability, "when your turn begins", the moments it watches for, and the questions it asks with their answers beside
them (a question asked while another is open waits its turn). The subroutines are defined the same way, by their
id. The run's hooks that look at the cards around it (encounter, approaching the server, success, its end) follow;
the engine (`game.py`) calls only the hooks at the bottom of this file."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.cards.questions import Question as Prompt
from bot.engine.errors import IllegalAction as Illegal
from bot.games.netrunner import rules
from bot.games.netrunner.cards import PLAYABLE
from bot.games.netrunner.rules import event
from bot.games.netrunner.state import CENTRALS, NrState

if TYPE_CHECKING:
    from bot.games.netrunner.view import NrView

SKIP = "skip"
MAX_CHOICES = 25  # a question's most options (a select's)
TRASHED_STEAL_TAGS = 2  # the tags of the one card whose steal ruling outlasts its trashing during the run (`Run.amaze`)

Effect = Callable[[NrState, int], None]  # (state, the card's instance)
Answer = Callable[[NrState, Prompt, str], None]  # (state, the question, the choice)
Picks = Callable[[NrState, Prompt, list[str]], None]  # (state, the question, every option picked)
RunSource = Callable[[NrState, str], None]  # (state, the run's stored source)
CreditTest = Callable[["NrView", int], bool]  # (the computer's view, the credits it may spend)
CardTest = Callable[["NrView", int], bool]  # (the computer's view, the card's instance)
RunTest = Callable[["NrView", str, int], bool]  # (the computer's view, the server, the credits it may spend)


@dataclass(frozen=True)
class Hints:
    """What the computer knows of playing the card well. Each test reads the computer's own view, never the state."""

    economy: CreditTest | None = None  # an operation or event (credits, cards, damage): worth playing now
    economy_rank: int = 0  # of several worth playing, the lowest rank is played
    advances: int = 0  # the advancement counters it places on a card installed before this turn
    installed_as_asset: bool = True  # an asset the computer installs in a new remote like any other
    click_first: bool = False  # a rezzed Corp card whose click ability the computer uses before anything else
    rez_at_turn_end: bool = False  # rezzed in the Corp's rez window at the end of its turn
    rig_click: CardTest | None = None  # a Runner's click ability worth using before it runs
    rig_click_late: CardTest | None = None  # a Runner's click ability worth using when there is no run to make
    install_rank: int | None = None  # an economy or rig card worth installing with credits to spare (lowest first)
    first_breaker: bool = True  # an icebreaker worth installing to break a kind of ice nothing breaks yet
    break_last: bool = False  # an icebreaker the computer breaks with only when nothing else will do
    boosted_run: int = 0  # a run event giving this many credits more than it costs: for a run it cannot afford
    run_event: RunTest | None = None  # a run event worth playing for a run it can afford
    run_event_rank: int = 0  # of several worth playing, the lowest rank is played
    runs_centrals: bool = False  # its click ability runs a central server instead of a basic run
    advance_spare: bool = False  # an installed card the Corp advances with clicks and credits to spare


@dataclass(frozen=True)
class Card:
    """One card's abilities. `run_servers`: for a run event, the servers it may run (None: any)."""

    check: Callable[[NrState], None] | None = None  # refuses playing it now (before anything is paid)
    play: Callable[[NrState, int, str], None] | None = None  # an operation or event resolving (server, for a run)
    run_event: bool = False
    run_servers: tuple[str, ...] | None = None
    scored: Effect | None = None
    stolen: Effect | None = None
    rezzed: Effect | None = None
    installed: Effect | None = None
    click: Callable[[NrState, int, str], None] | None = None  # its click ability (server, for one that runs)
    click_servers: Callable[[NrState], list[str]] | None = None  # the servers a click ability that runs may run
    turn_begins: Effect | None = None  # its owner's turn begins while it is active
    encountered: Effect | None = None  # a piece of ice encountered, before its subroutines
    approached: Effect | None = None  # rezzed in the root of a server the Runner approaches
    answers: dict[str, Answer] = field(default_factory=dict)  # the questions it asks (prompt kind -> answer)
    picks: dict[str, Picks] = field(default_factory=dict)  # the questions it asks that take several options
    # the moments of a run
    accessed: Effect | None = None  # accessed while installed, before the Runner may trash it
    run_successful: Effect | None = None  # in the rig when a run is successful
    source_successful: RunSource | None = None  # the run it started (the run's source) is successful
    run_ends: Effect | None = None  # in the rig when a successful run ends (not ended by the Corp)
    broke: Effect | None = None  # an icebreaker after it breaks subroutines
    # the rules it changes while it is active
    turn_mark: str = ""  # the name its once-per-turn use is stored under (`used_this_turn`)
    first_draw_extra: int = 0  # in the rig: the Runner's first basic draw each turn draws this many more
    program_discount: int = 0  # in the rig: the first program installed each turn costs this much less
    success_discount: int = 0  # it costs this much less to install after a successful run this turn
    first_hq_access: int = 0  # in the rig: the first breach of HQ each turn accesses this many more cards
    virus_access: bool = False  # its own run on R&D accesses one more card for each virus counter on it
    hand_size: int = 0  # an identity, in the Corp's score area or the Runner's rig: maximum hand size this larger
    advanced_strength: tuple[int, int] | None = None  # ice: with this many advancement counters, this much stronger
    breaker_bonus: int = 0  # an icebreaker this much stronger for each installed icebreaker
    success_break_discount: int = 0  # an icebreaker's break costs this much less after a successful run this turn
    virus_on_install: int = 0  # in the rig: a virus program installed gets this many virus counters
    host_question: str = ""  # a Trojan, installed only onto ice (trashed when it leaves): the question asking which
    host_break: bool = False  # a hosted virus counter breaks a subroutine of its host ice
    trash_grip: int = 0  # in the rig, once per turn (`turn_mark`): trash this many grip cards to trash the accessed one
    first_advance_gain: int = 0  # an identity: advancing a card with no advancement counters gains this much
    agenda_scored: Effect | None = None  # the Corp's identity: the Corp scored an agenda
    root_scored: Effect | None = None  # rezzed in the root an agenda was scored from
    agenda_taken: Effect | None = None  # an identity or rig card: an agenda was scored or stolen
    first_tag: Effect | None = None  # the Corp's identity: the first time each turn the Runner takes a tag
    discard_ends: Effect | None = None  # the Corp's identity: the Corp's discard phase ends
    first_access_trash: Effect | None = None  # the Runner's identity: first time each turn it trashes an accessed card
    run_over: Effect | None = None  # the Runner's identity: a run ends (the run still there)
    remote_strength: int = 0  # ice protecting a remote server has this much more strength
    steal_tags: int = 0  # rezzed in the root of a run's server: the Runner takes this many tags if it stole
    click_break: bool = False  # ice whose subroutines the Runner may break by losing a click each
    weakens_ice: bool = False  # spends its virus counters to lower the encountered ice's strength by 1 each
    # Elevation, the Runner's cards
    breaker_discount: int = 0  # it costs this much less to install for each other installed icebreaker
    heap_strength: str = ""  # an icebreaker 1 stronger for each card of this subtype in the heap
    run_event_pump_discount: int = 0  # an icebreaker's pump costs this much less while a run event's run goes on
    run_begins: Effect | None = None  # in the rig when a run begins
    # Elevation, the Corp's cards
    runner_trashed: Effect | None = None  # rezzed, trashed by the Runner (its trashed copy, now in Archives)
    taken_here: Effect | None = None  # ice: an agenda was scored or stolen from the server it protects (or its root)
    runner_cannot_trash: bool = False  # rezzed ice the Runner cannot trash
    agenda_stolen: Effect | None = None  # the Corp's identity: the Runner stole an agenda
    operation_agenda_gain: Effect | None = None  # the Corp's identity: first time each turn an agenda's or
    #                                               operation's ability gains the Corp credits
    hints: Hints = field(default_factory=Hints)


@dataclass(frozen=True)
class Subroutine:
    fire: Callable[[NrState, int], None]  # (state, the ice)
    answers: dict[str, Answer] = field(default_factory=dict)


def ask(s: NrState, seat: int, kind: str, options: list[str], *, least: int = 1, most: int = 1,
        **params: object) -> None:
    """A question; asked while another is open, it waits its turn (`NrState.queued`)."""
    prompt = Prompt(seat=seat, kind=kind, options=options, least=least, most=most, params=dict(params))
    if s.prompt is None:
        s.prompt = prompt
    else:
        s.queued.append(prompt)


def _take_hosted(s: NrState, iid: int, amount: int, seat: int) -> int:
    counters = s.inst(iid).counters
    taken = min(amount, counters.get("credits", 0))
    counters["credits"] = counters.get("credits", 0) - taken
    rules.gain(s, seat, taken)
    if taken:
        event(s, "nr.ev.took", card=s.inst(iid).card, n=taken, left=counters["credits"])
    return taken


def _load(credits: int) -> Effect:
    def load(s: NrState, iid: int) -> None:
        s.inst(iid).counters["credits"] = credits
    return load


def _pay_or_tag(s: NrState, choice: str, cost: int) -> None:
    if choice == "pay":
        rules.pay(s, s.runner, cost)
        event(s, "nr.ev.paid_off", n=cost)
    else:
        rules.give_tags(s, 1)


def end_the_run(s: NrState) -> None:
    r = s.run
    if r is not None and not r.ended:
        r.ended = True
        event(s, "nr.ev.run_ended")


def _runner_install(s: NrState, iid: int) -> None:
    from bot.games.netrunner.game import runner_install

    runner_install(s, iid)


def _start_run(s: NrState, server: str, **how: object) -> None:
    from bot.games.netrunner.game import start_run

    start_run(s, server, **how)  # type: ignore[arg-type]


# --- the Corp's cards -----------------------------------------------------------------------------------------------
def _gain_corp(n: int) -> Callable[[NrState, int, str], None]:
    def gain(s: NrState, iid: int, server: str) -> None:
        rules.gain(s, s.corp, n)
    return gain


def seamless_targets(s: NrState) -> list[int]:
    return [i for i in s.installed_corp() if i not in s.installed_this_turn]


def _seamless_check(s: NrState) -> None:
    if not seamless_targets(s):
        raise Illegal("nr.err.no_target")


def _seamless_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    iid = int(choice)
    s.inst(iid).counters["adv"] = s.counters(iid, "adv") + 2
    event(s, "nr.ev.advanced", server=s.server_of(iid), n=s.counters(iid, "adv"))


def _planogram_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice in ("credits", "both"):
        rules.gain(s, s.corp, 3)
    if choice in ("cards", "both"):
        rules.draw(s, s.corp, 3)
    event(s, "nr.ev.planogram", choice=choice)


def _public_trail_check(s: NrState) -> None:
    if not s.success_last_turn:
        raise Illegal("nr.err.public_trail")


def _public_trail(s: NrState, iid: int, server: str) -> None:
    if s.spendable(s.runner) >= 8:
        ask(s, s.runner, "public_trail", ["pay", "tag"])
    else:
        rules.give_tags(s, 1)


def _retribution_check(s: NrState) -> None:
    if s.tags < 1:
        raise Illegal("nr.err.not_tagged")


def _retribution(s: NrState, iid: int, server: str) -> None:
    targets = s.rig("program") + s.rig("hardware")
    if targets:
        ask(s, s.corp, "retribution", [str(i) for i in targets])


def _regolith_click(s: NrState, iid: int, server: str) -> None:
    if not s.rezzed(iid) or s.server_of(iid) is None:
        raise Illegal("nr.err.no_ability")
    rules.spend_clicks(s, s.corp)
    _take_hosted(s, iid, 3, s.corp)
    if s.counters(iid, "credits") == 0:
        rules.trash(s, iid)


def _nico_turn(s: NrState, iid: int) -> None:
    _take_hosted(s, iid, 3, s.corp)
    if s.counters(iid, "credits") == 0:  # emptied: trashed, and the Corp draws 1
        rules.trash(s, iid)
        rules.draw(s, s.corp)


def _send_a_message(s: NrState, iid: int) -> None:
    ice = [i for srv in s.servers() for i in s.ice(srv) if not s.rezzed(i)]
    if ice:
        ask(s, s.corp, "free_rez", [str(i) for i in ice] + [SKIP])


def _free_rez_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice != SKIP:
        rules.rez(s, int(choice), free=True)


def _orbital(s: NrState, iid: int) -> None:
    if s.tags:
        rules.damage(s, 4, "meat")
    else:
        rules.give_tags(s, 1)


def _hub_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "draw":
        rules.draw(s, s.corp, 2)


def _funhouse_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "tag":
        rules.give_tags(s, 1)
    else:
        end_the_run(s)


def _funhouse(s: NrState, ice: int) -> None:
    ask(s, s.runner, "funhouse", ["tag", "end"])


def _manegarm(s: NrState, iid: int) -> None:
    options = (["clicks"] if s.clicks >= 2 else []) + (["pay"] if s.spendable(s.runner) >= 5 else []) + ["end"]
    ask(s, s.runner, "manegarm", options)


def _manegarm_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "clicks":
        s.clicks -= 2
    elif choice == "pay":
        rules.pay(s, s.runner, 5)
    else:
        end_the_run(s)
    event(s, "nr.ev.manegarm", choice=choice)


# --- the Runner's cards ---------------------------------------------------------------------------------------------
def _gain_runner(n: int, *, lose_click: bool = False) -> Callable[[NrState, int, str], None]:
    def gain(s: NrState, iid: int, server: str) -> None:
        rules.gain(s, s.runner, n)
        if lose_click:
            rules.lose_click(s)
    return gain


def _vrcation(s: NrState, iid: int, server: str) -> None:
    rules.draw(s, s.runner, 4)
    rules.lose_click(s)


def _run_with(**how: object) -> Callable[[NrState, int, str], None]:
    def run(s: NrState, iid: int, server: str) -> None:
        _start_run(s, server, **how)
    return run


def _wildcat_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "credits":
        rules.gain(s, s.runner, 6)
    else:
        rules.draw(s, s.runner, 4)
    event(s, "nr.ev.wildcat", choice=choice)


def _mutual_favor(s: NrState, iid: int, server: str) -> None:  # asked even with no icebreaker in the stack
    found = sorted({s.inst(i).card for i in s.zone("stack") if s.card(i).breaker is not None})
    ask(s, s.runner, "mutual_favor", [*found, SKIP])


def _mutual_favor_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    """The Runner takes the chosen icebreaker (named by card: the stack's order stays unknown) from the stack."""
    iid = next((i for i in s.zone("stack") if s.inst(i).card == choice), None) if choice != SKIP else None
    if iid is not None:
        s.table.move(iid, "grip")
        s.inst(iid).face_up = False
        event(s, "nr.ev.searched", card=s.inst(iid).card)
    rules.shuffle(s, "stack")
    if iid is not None and s.success_this_turn:
        try:  # offered only when it can be installed (memory, credits)
            _runner_install(s.clone(), iid)
        except Illegal:
            return
        ask(s, s.runner, "mutual_install", ["install", SKIP], card=iid)


def _mutual_install_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "install":
        _runner_install(s, int(prompt.params["card"]))


def _smartware_click(s: NrState, iid: int, server: str) -> None:
    rules.spend_clicks(s, s.runner)
    s.inst(iid).counters["credits"] = s.counters(iid, "credits") + 3
    event(s, "nr.ev.placed", card=s.inst(iid).card, n=3)


def _smartware_turn(s: NrState, iid: int) -> None:
    _take_hosted(s, iid, 1, s.runner)


def _telework_click(s: NrState, iid: int, server: str) -> None:
    mark = f"telework:{iid}"
    if mark in s.used_this_turn:
        raise Illegal("nr.err.once_per_turn")
    rules.spend_clicks(s, s.runner)
    s.used_this_turn.append(mark)
    _take_hosted(s, iid, 3, s.runner)
    if s.counters(iid, "credits") == 0:
        rules.trash(s, iid)


def _pennyshaver_click(s: NrState, iid: int, server: str) -> None:
    rules.spend_clicks(s, s.runner)
    s.inst(iid).counters["credits"] = s.counters(iid, "credits") + 1
    _take_hosted(s, iid, s.counters(iid, "credits"), s.runner)


def red_team_targets(s: NrState) -> list[str]:
    return [srv for srv in CENTRALS if srv not in s.runs_this_turn]


def _red_team_click(s: NrState, iid: int, server: str) -> None:
    if server not in red_team_targets(s):
        raise Illegal("nr.err.no_server")
    rules.spend_clicks(s, s.runner)
    _start_run(s, server, source=f"red-team:{iid}")


def _pennyshaver_success(s: NrState, iid: int) -> None:
    s.inst(iid).counters["credits"] = s.counters(iid, "credits") + 1


def _jailbreak_success(s: NrState, source: str) -> None:
    rules.draw(s, s.runner)


def _red_team_success(s: NrState, source: str) -> None:
    team = int(source.split(":")[1])
    if team in s.zone("rig"):
        _take_hosted(s, team, 3, s.runner)
        if s.counters(team, "credits") == 0:
            rules.trash(s, team)


def _virus_after_run(servers: tuple[str, ...]) -> Effect:
    def grow(s: NrState, iid: int) -> None:
        assert s.run is not None
        if s.run.server in servers:
            s.inst(iid).counters["virus"] = s.counters(iid, "virus") + 1
    return grow


def _mayfly_broke(s: NrState, breaker: int) -> None:
    r = s.run
    assert r is not None
    if breaker not in r.mayfly:  # trashed when the run ends
        r.mayfly.append(breaker)


def _urtica_accessed(s: NrState, iid: int) -> None:
    rules.damage(s, 2 + s.counters(iid, "adv"))


def _conduit_click(s: NrState, iid: int, server: str) -> None:
    rules.spend_clicks(s, s.runner)
    _start_run(s, "rd", source="conduit")


# --- System Gateway: the Corp's cards -------------------------------------------------------------------------------
def _hq_options(s: NrState) -> list[str]:
    return [str(i) for i in s.zone("hq")][:MAX_CHOICES]


def _archives_options(s: NrState) -> list[str]:
    return [str(i) for i in s.zone("archives")][:MAX_CHOICES]


def trash_from_hq(s: NrState, cards: list[int]) -> None:
    """The Corp trashes cards of its choice from HQ: face down to Archives."""
    if cards:
        rules.forget_from(s, "hq")
    for iid in cards:
        rules.trash(s, iid)


def shuffle_into_rd(s: NrState, cards: list[int], origin: str) -> None:
    """Cards from HQ or Archives shuffled into R&D (the log names only the face-up ones of Archives)."""
    shown = [s.inst(i).card for i in cards if s.inst(i).face_up]
    rules.forget_from(s, origin)
    for iid in cards:
        s.table.move(iid, "rd")
        s.inst(iid).face_up = False
        for seen in s.table.known:  # shuffled in: nobody can follow it
            if iid in seen:
                seen.remove(iid)
    rules.shuffle(s, "rd")
    if origin == "hq" or not shown:
        event(s, "nr.ev.shuffled_in" if origin == "hq" else "nr.ev.shuffled_in_hidden", n=len(cards))
    else:
        event(s, "nr.ev.shuffled_in_shown", n=len(cards), cards=shown)


def _hansei(s: NrState, iid: int, server: str) -> None:
    rules.gain(s, s.corp, 10)
    if s.zone("hq"):
        ask(s, s.corp, "hansei", _hq_options(s))


def _sprint(s: NrState, iid: int, server: str) -> None:
    rules.draw(s, s.corp, 3)
    n = min(2, len(s.zone("hq")))
    if n and s.phase != "over":
        ask(s, s.corp, "hq_to_rd", _hq_options(s), least=n, most=n)


def _neurospike(s: NrState, iid: int, server: str) -> None:
    if s.scored_points:
        rules.damage(s, s.scored_points)


def _luminal(s: NrState, iid: int) -> None:
    s.clicks += 3
    s.no_score = True
    event(s, "nr.ev.extra_clicks", n=3)


def _longevity(s: NrState, iid: int) -> None:
    if s.zone("hq"):
        ask(s, s.corp, "longevity_trash", _hq_options(s), least=0, most=len(_hq_options(s)))
    else:
        _longevity_shuffle(s)


def _longevity_shuffle(s: NrState) -> None:
    if s.zone("archives"):
        ask(s, s.corp, "longevity_shuffle", _archives_options(s), least=0, most=min(3, len(s.zone("archives"))))


def _longevity_trash(s: NrState, prompt: Prompt, picked: list[str]) -> None:
    trash_from_hq(s, [int(v) for v in picked])
    _longevity_shuffle(s)


def _tag(s: NrState, iid: int) -> None:
    rules.give_tags(s, 1)


def _above_the_law(s: NrState, iid: int) -> None:
    resources = s.rig("resource")
    if resources:
        ask(s, s.corp, "above_law", [*(str(i) for i in resources), SKIP])


def _trash_chosen(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice != SKIP:
        rules.trash(s, int(choice))


def _spin_doctor_rezzed(s: NrState, iid: int) -> None:
    rules.draw(s, s.corp, 2)


def _spin_doctor_click(s: NrState, iid: int, server: str) -> None:
    """No click: the asset is removed from the game, and up to 2 cards of Archives go back into R&D."""
    if not s.rezzed(iid) or s.server_of(iid) is None:
        raise Illegal("nr.err.no_ability")
    rules.remove_from_game(s, iid)
    if s.zone("archives"):
        ask(s, s.corp, "spin", _archives_options(s), least=0, most=min(2, len(s.zone("archives"))))


def _clearinghouse(s: NrState, iid: int) -> None:
    if s.counters(iid, "adv"):
        ask(s, s.corp, "meat_trash", ["trash", SKIP], card=iid)


def _clearinghouse_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    iid = int(prompt.params["card"])
    if choice == "trash" and iid in s.installed_corp():
        n = s.counters(iid, "adv")
        rules.trash(s, iid)
        rules.damage(s, n, "meat")


def _ping(s: NrState, iid: int) -> None:
    if s.run is not None and s.run.server == s.server_of(iid):
        rules.give_tags(s, 1)


def _anoetic(s: NrState, iid: int) -> None:
    if s.credits[s.corp] >= 2 and len(s.zone("hq")) >= 2:
        ask(s, s.corp, "anoetic", [SKIP, *_hq_options(s)], most=2)


def _anoetic_picks(s: NrState, prompt: Prompt, picked: list[str]) -> None:
    if picked == [SKIP]:
        return
    if len(picked) != 2 or SKIP in picked:
        raise Illegal("nr.err.bad_choice")
    rules.pay(s, s.corp, 2)
    trash_from_hq(s, [int(v) for v in picked])
    end_the_run(s)


def _malapert(s: NrState, iid: int) -> None:
    found = sorted({s.inst(i).card for i in s.zone("rd") if s.card(i).type != "agenda"})
    ask(s, s.corp, "malapert", [*found, SKIP][:MAX_CHOICES])


def _malapert_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    """The Corp takes the chosen card (named by card: R&D's order stays unknown) from R&D, shown to both."""
    iid = next((i for i in reversed(s.zone("rd")) if s.inst(i).card == choice), None) if choice != SKIP else None
    if iid is not None:
        s.table.move(iid, "hq")
        event(s, "nr.ev.corp_searched", card=s.inst(iid).card)
    rules.shuffle(s, "rd")


# --- System Gateway: the Corp's identities -------------------------------------------------------------------------
def _precision_design(s: NrState, iid: int) -> None:
    if s.zone("archives"):
        ask(s, s.corp, "precision", [*_archives_options(s), SKIP])


def _precision_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == SKIP:
        return
    iid = int(choice)
    shown = s.inst(iid).face_up
    if not shown:
        rules.forget_from(s, "archives")
    s.table.move(iid, "hq")
    s.inst(iid).face_up = False
    if shown:
        event(s, "nr.ev.to_hq", card=s.inst(iid).card)
    else:
        event(s, "nr.ev.to_hq_hidden")


def _restoring_humanity(s: NrState, iid: int) -> None:
    if any(not s.inst(i).face_up for i in s.zone("archives")):
        rules.gain(s, s.corp, 1)
        event(s, "nr.ev.corp_gained", n=1)


def _reality_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "credits":
        rules.gain(s, s.corp, 2)
    else:
        rules.draw(s, s.corp, 2)
    event(s, f"nr.ev.reality_{choice}")


# --- System Gateway: the Runner's cards and identities --------------------------------------------------------------
def _add_virus(s: NrState, iid: int) -> None:
    s.inst(iid).counters["virus"] = s.counters(iid, "virus") + 1


def _fermenter_click(s: NrState, iid: int, server: str) -> None:
    rules.spend_clicks(s, s.runner)
    n = 2 * s.counters(iid, "virus")
    rules.trash(s, iid)
    rules.gain(s, s.runner, n)
    event(s, "nr.ev.gained", who=s.runner, card=s.inst(iid).card, n=n)


def ice_positions(s: NrState) -> list[str]:
    """Every installed piece of ice by where it lies ("r1.0": innermost of r1): public, face down too."""
    return [f"{srv}.{i}" for srv in s.servers() for i in range(len(s.ice(srv)))][:MAX_CHOICES]


def ice_at(s: NrState, position: str) -> int:
    server, _, index = position.partition(".")
    if server not in s.servers() or not index.isdigit() or int(index) >= len(s.ice(server)):
        raise Illegal("nr.err.bad_choice")
    return s.ice(server)[int(index)]


def ask_host(s: NrState, iid: int) -> None:
    ask(s, s.runner, of(s.inst(iid).card).host_question, ice_positions(s), card=iid)


def _host_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    iid = int(prompt.params["card"])
    host = ice_at(s, choice)
    s.hosts[str(iid)] = host
    event(s, "nr.ev.hosted", card=s.inst(iid).card, server=s.server_of(host))
    runner_installed(s, iid)


def _tranquilizer(s: NrState, iid: int) -> None:
    _add_virus(s, iid)
    host = s.hosts.get(str(iid))
    if host is not None and s.counters(iid, "virus") >= 3 and s.rezzed(host):
        rules.derez(s, host)


def _pantograph(s: NrState, iid: int) -> None:
    rules.gain(s, s.runner, 1)
    event(s, "nr.ev.gained", who=s.runner, card=s.inst(iid).card, n=1)
    options = []
    for card in s.zone("grip"):
        try:  # offered only when it can be installed (memory, credits, a host)
            _runner_install(s.clone(), card)
        except Illegal:
            continue
        options.append(str(card))
    if options:
        ask(s, s.runner, "grip_install", [*options[:MAX_CHOICES - 1], SKIP])


def _pantograph_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice != SKIP:
        _runner_install(s, int(choice))


def _carnivore_picks(s: NrState, prompt: Prompt, picked: list[str]) -> None:
    source, target = int(prompt.params["source"]), int(prompt.params["card"])
    s.used_this_turn.append(of(s.inst(source).card).turn_mark)
    for value in picked:
        rules.trash(s, int(value))
    if s.run is not None:
        s.run.accessing = None
    trash_accessed(s, target)


def _party_animal(s: NrState, iid: int) -> None:
    rules.gain(s, s.runner, 1)
    rules.draw(s, s.runner)
    event(s, "nr.ev.gained", who=s.runner, card=s.identities[s.runner], n=1)


def _smuggler(s: NrState, iid: int) -> None:
    r = s.run
    assert r is not None
    mark = "smuggler"
    if r.server in ("hq", "rd") and r.accessed and mark not in s.used_this_turn:
        s.used_this_turn.append(mark)
        rules.gain(s, s.runner, r.accessed)
        event(s, "nr.ev.gained", who=s.runner, card=s.identities[s.runner], n=r.accessed)


def _telepresence(s: NrState, iid: int) -> None:
    if len(ice_positions(s)) >= 2:
        ask(s, s.runner, "swap_ice", [SKIP, *ice_positions(s)[:MAX_CHOICES - 1]], most=2)


def _swap_picks(s: NrState, prompt: Prompt, picked: list[str]) -> None:
    if picked == [SKIP]:
        return
    if len(picked) != 2 or SKIP in picked:
        raise Illegal("nr.err.bad_choice")
    first, second = ice_at(s, picked[0]), ice_at(s, picked[1])
    zone_a, zone_b = s.ice(str(s.server_of(first))), s.ice(str(s.server_of(second)))
    a, b = zone_a.index(first), zone_b.index(second)
    zone_a[a], zone_b[b] = second, first
    event(s, "nr.ev.swapped")


# --- Elevation, the Runner's cards ----------------------------------------------------------------------------------
def _transfer_of_wealth(s: NrState, source: str) -> None:
    rules.give_tags(s, 1)
    lost = min(3, s.credits[s.corp])
    rules.lose(s, s.corp, lost)
    rules.gain(s, s.runner, 2 * lost)


def _ritual(s: NrState, iid: int, server: str) -> None:
    rules.draw(s, s.runner, s.clicks)


def _double_check(s: NrState) -> None:
    """A double event: its additional cost is a second click."""
    if s.clicks < 2:
        raise Illegal("nr.err.clicks", n=2)


def _lie_low(s: NrState, iid: int, server: str) -> None:
    rules.spend_clicks(s, s.runner)  # the double event's second click
    ask(s, s.runner, "lie_low", ["lie_draw", "lie_tags"])


def _lie_low_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "lie_draw":
        rules.draw(s, s.runner, 4)
    elif s.tags:
        s.tags -= min(2, s.tags)
        event(s, "nr.ev.tag_removed", total=s.tags)


def _heap_programs(s: NrState) -> list[int]:
    return [i for i in s.zone("heap") if s.card(i).type == "program"]


def _scrounge(s: NrState, iid: int, server: str) -> None:
    """Install a program from the heap (the heap is public: asked only when one can be installed and paid for)."""
    from bot.games.netrunner.game import install_refusal, program_cost

    rules.spend_clicks(s, s.runner)  # the double event's second click
    options = [i for i in _heap_programs(s)
               if install_refusal(s, i) is None and program_cost(s, i) <= s.spendable(s.runner)]
    if options:
        ask(s, s.runner, "scrounge", [*(str(i) for i in options), SKIP])
    else:
        _scrounge_bottom(s)


def _scrounge_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice != SKIP:
        _runner_install(s, int(choice))
    _scrounge_bottom(s)


def _scrounge_bottom(s: NrState) -> None:
    if _heap_programs(s):
        ask(s, s.runner, "scrounge_bottom", [*(str(i) for i in _heap_programs(s)), SKIP])


def _scrounge_bottom_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice != SKIP:
        iid = int(choice)
        s.table.move(iid, "stack", top=False)
        s.inst(iid).face_up = False
        event(s, "nr.ev.to_stack_bottom", card=s.inst(iid).card)


def _scrounge_worth(v: NrView, credits: int) -> bool:
    return v.clicks >= 2 and any(c.card is not None and (card := PLAYABLE.get(c.card)) is not None
                                 and card.type == "program" and card.printed_cost < credits for c in v.zone("heap"))


def _muslihat_turn(s: NrState, iid: int) -> None:
    """The Runner looks at the top of its stack; asked whatever it is (the Corp learns nothing from the question),
    with the card to take only when it is an icebreaker or a run event."""
    stack = s.zone("stack")
    if not stack:
        return
    card = s.card(stack[-1])
    rules.secret(s, s.runner, "nr.pv.looked", card=card.id)
    fits = card.has("Icebreaker") or (card.type == "event" and card.has("Run"))
    ask(s, s.runner, "stack_top", [card.id, SKIP] if fits else [SKIP])


def _muslihat_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    stack = s.zone("stack")
    if choice != SKIP and stack and s.inst(stack[-1]).card == choice:
        top = stack[-1]
        s.table.move(top, "grip")
        event(s, "nr.ev.revealed_taken", card=choice)


def _side_hustle(s: NrState, iid: int) -> None:
    """1 credit on it; once it holds 6, the Runner takes them all, trashes it and draws 1."""
    s.inst(iid).counters["credits"] = s.counters(iid, "credits") + 1
    event(s, "nr.ev.placed", card=s.inst(iid).card, n=1)
    if s.counters(iid, "credits") >= 6:
        _take_hosted(s, iid, s.counters(iid, "credits"), s.runner)
        rules.trash(s, iid)
        rules.draw(s, s.runner)


def _rent_rioters_click(s: NrState, iid: int, server: str) -> None:
    rules.spend_clicks(s, s.runner, 3)
    rules.trash(s, iid)
    rules.gain(s, s.runner, 9)


# --- Elevation, the Corp's cards ------------------------------------------------------------------------------------
def _gain_clicks(n: int) -> Callable[[NrState, int, str], None]:
    def gain(s: NrState, iid: int, server: str) -> None:
        s.clicks += n
        event(s, "nr.ev.gained_clicks", n=n)
    return gain


def _campaign_turn(take: int, *, draw: int = 0, empty_clicks: int = 0) -> Effect:
    """A campaign asset's "when your turn begins": take credits from it (and draw); once empty, it is trashed (and
    the Corp gains clicks)."""
    def turn(s: NrState, iid: int) -> None:
        _take_hosted(s, iid, take, s.corp)
        for _ in range(draw):
            rules.draw(s, s.corp)
        if s.counters(iid, "credits") == 0:
            rules.trash(s, iid)
            if empty_clicks:
                s.clicks += empty_clicks
                event(s, "nr.ev.gained_clicks", n=empty_clicks)
    return turn


def _plaza_turn(s: NrState, iid: int) -> None:
    rules.gain(s, s.corp, 1)
    event(s, "nr.ev.corp_gained", n=1)


def _plaza_trashed(s: NrState, iid: int) -> None:
    if rules.threat_level(s) >= 2:  # Threat 2
        rules.give_tags(s, 1)


def _flyswatter(s: NrState, iid: int) -> None:
    if s.run is not None and s.run.server == s.server_of(iid):
        rules.purge_viruses(s)


MEASURED_THREAT, MEASURED_PRICE, MEASURED_DAMAGE = 4, 8, 4


def _measured_check(s: NrState) -> None:
    if rules.threat_level(s) < MEASURED_THREAT or not s.success_last_turn:
        raise Illegal("nr.err.measured_response", n=MEASURED_THREAT)


def _measured_response(s: NrState, iid: int, server: str) -> None:
    if s.spendable(s.runner) >= MEASURED_PRICE:
        ask(s, s.runner, "measured", ["pay", "damage"])  # its words name the price and the damage
    else:
        rules.damage(s, MEASURED_DAMAGE, "meat")


def _measured_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "pay":
        rules.pay(s, s.runner, MEASURED_PRICE)
        event(s, "nr.ev.paid_off", n=MEASURED_PRICE)
    else:
        rules.damage(s, MEASURED_DAMAGE, "meat")


POETRI_LOOK = 3


def _installable(s: NrState, cards: list[int]) -> list[str]:
    """The non-agenda cards among these the Corp can install now (operations are not installed)."""
    return [str(i) for i in cards if s.card(i).type in ("asset", "upgrade", "ice") and install_servers(s, i)]


def _poetri_scored(s: NrState, iid: int) -> None:
    """Asked whenever R&D holds a card, whatever the top cards are (the Runner learns nothing of them)."""
    top = s.zone("rd")[-POETRI_LOOK:]
    if top:
        for card in top:
            s.table.look(s.corp, card)
        ask(s, s.corp, "poetri_rd", [*_installable(s, top), SKIP])


def _poetri_stolen(s: NrState, iid: int) -> None:
    if s.zone("hq"):
        ask(s, s.corp, "poetri_hq", [*_installable(s, s.zone("hq"))[:MAX_CHOICES - 1], SKIP])


def _poetri_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice != SKIP:
        ask(s, s.corp, "poetri_server", install_servers(s, int(choice)), card=int(choice))


def _zwicky_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "draw":
        rules.draw(s, s.corp)


CARDS: dict[str, Card] = {
    # the Corp
    "hedge-fund": Card(play=_gain_corp(9), hints=Hints(economy=lambda v, credits: 5 <= credits < 12, economy_rank=1)),
    "government-subsidy": Card(play=_gain_corp(15), hints=Hints(economy=lambda v, credits: credits >= 10)),
    "seamless-launch": Card(check=_seamless_check, answers={"seamless": _seamless_answer}, hints=Hints(advances=2),
                            play=lambda s, iid, _: ask(s, s.corp, "seamless", [str(i) for i in seamless_targets(s)])),
    "predictive-planogram": Card(answers={"planogram": _planogram_answer}, play=lambda s, iid, _: ask(
        s, s.corp, "planogram", ["credits", "cards"] + (["both"] if s.tags else []))),
    "public-trail": Card(check=_public_trail_check, play=_public_trail,
                         answers={"public_trail": lambda s, p, choice: _pay_or_tag(s, choice, 8)}),
    "retribution": Card(check=_retribution_check, play=_retribution,
                        answers={"retribution": lambda s, p, choice: rules.trash(s, int(choice))}),
    "offworld-office": Card(scored=lambda s, iid: rules.gain(s, s.corp, 7)),
    "send-a-message": Card(scored=_send_a_message, stolen=_send_a_message, answers={"free_rez": _free_rez_answer}),
    "superconducting-hub": Card(scored=lambda s, iid: ask(s, s.corp, "hub", ["draw", SKIP]),
                                answers={"hub": _hub_answer}, hand_size=2),
    "orbital-superiority": Card(scored=_orbital),
    "nico-campaign": Card(rezzed=_load(9), turn_begins=_nico_turn, hints=Hints(rez_at_turn_end=True)),
    "regolith-mining-license": Card(rezzed=_load(15), click=_regolith_click, hints=Hints(click_first=True)),
    "urtica-cipher": Card(accessed=_urtica_accessed, hints=Hints(installed_as_asset=False)),
    "amaze-amusements": Card(steal_tags=TRASHED_STEAL_TAGS),
    "bran-1-0": Card(click_break=True),
    "palisade": Card(remote_strength=2),
    "funhouse": Card(encountered=_funhouse, answers={"funhouse": _funhouse_answer}),
    "manegarm-skunkworks": Card(approached=_manegarm, answers={"manegarm": _manegarm_answer}),
    # the Runner
    "sure-gamble": Card(play=_gain_runner(9), hints=Hints(economy=lambda v, credits: 5 <= credits < 10)),
    "creative-commission": Card(play=_gain_runner(5, lose_click=True), hints=Hints(
        economy=lambda v, credits: credits < 8 and v.clicks >= 2, economy_rank=1)),
    "vrcation": Card(play=_vrcation),
    "jailbreak": Card(play=_run_with(source="jailbreak", extra_access=1), run_event=True, run_servers=("hq", "rd"),
                      source_successful=_jailbreak_success,
                      hints=Hints(run_event=lambda v, server, credits: server in ("hq", "rd"))),
    "overclock": Card(play=_run_with(source="overclock", credits=5), run_event=True, hints=Hints(boosted_run=4)),
    "tread-lightly": Card(play=_run_with(source="tread-lightly", surcharge=3), run_event=True, hints=Hints(
        run_event=lambda v, server, credits: any(not c.face_up for c in v.ice(server)) and credits >= 2,
        run_event_rank=1)),
    "wildcat-strike": Card(play=lambda s, iid, _: ask(s, s.corp, "wildcat", ["credits", "cards"]),
                           answers={"wildcat": _wildcat_answer}),
    "mutual-favor": Card(play=_mutual_favor, answers={"mutual_favor": _mutual_favor_answer,
                                                      "mutual_install": _mutual_install_answer}),
    "red-team": Card(installed=_load(12), click=_red_team_click, click_servers=red_team_targets,
                     source_successful=_red_team_success, hints=Hints(install_rank=4, runs_centrals=True)),
    "telework-contract": Card(installed=_load(9), click=_telework_click, hints=Hints(
        install_rank=0, rig_click=lambda v, iid: f"telework:{iid}" not in v.used_this_turn)),
    "docklands-pass": Card(first_hq_access=1, turn_mark="docklands", hints=Hints(install_rank=1)),
    "smartware-distributor": Card(click=_smartware_click, turn_begins=_smartware_turn, hints=Hints(install_rank=3)),
    "pennyshaver": Card(click=_pennyshaver_click, run_successful=_pennyshaver_success, hints=Hints(
        install_rank=2, rig_click_late=lambda v, iid: v.counters(iid, "credits") >= 2)),
    "dzmz-optimizer": Card(program_discount=1, turn_mark="dzmz", hints=Hints(install_rank=5)),
    "verbal-plasticity": Card(first_draw_extra=1, turn_mark="verbal", hints=Hints(install_rank=6)),
    "carmen": Card(success_discount=2),
    "mayfly": Card(broke=_mayfly_broke, hints=Hints(first_breaker=False, break_last=True)),
    "conduit": Card(click=_conduit_click, virus_access=True, run_ends=_virus_after_run(("rd",))),
    "leech": Card(weakens_ice=True, run_ends=_virus_after_run(CENTRALS)),
    # System Gateway: the Corp
    "haas-bioroid-precision-design": Card(hand_size=1, agenda_scored=_precision_design,
                                          answers={"precision": _precision_answer}),
    "jinteki-restoring-humanity": Card(discard_ends=_restoring_humanity),
    "nbn-reality-plus": Card(first_tag=lambda s, iid: ask(s, s.corp, "reality", ["credits", "cards"]),
                             answers={"reality": _reality_answer}),
    "weyland-consortium-built-to-last": Card(first_advance_gain=2),
    "luminal-transubstantiation": Card(scored=_luminal),
    "longevity-serum": Card(scored=_longevity, picks={
        "longevity_trash": _longevity_trash,
        "longevity_shuffle": lambda s, p, picked: shuffle_into_rd(s, [int(v) for v in picked], "archives")}),
    "tomorrow-s-headline": Card(scored=_tag, stolen=_tag),
    "above-the-law": Card(scored=_above_the_law, answers={"above_law": _trash_chosen}),
    "hansei-review": Card(play=_hansei, answers={"hansei": lambda s, p, choice: trash_from_hq(s, [int(choice)])},
                          hints=Hints(economy=lambda v, credits: 5 <= credits < 14 and len(v.hand(v.corp)) > 1,
                                      economy_rank=2)),
    "sprint": Card(play=_sprint, hints=Hints(economy=lambda v, credits: len(v.hand(v.corp)) <= 2, economy_rank=3),
                   picks={"hq_to_rd": lambda s, p, picked: shuffle_into_rd(
        s, [int(v) for v in picked], "hq")}),
    "neurospike": Card(play=_neurospike, hints=Hints(
        economy=lambda v, credits: v.scored_points >= min(3, len(v.zone("grip")) + 1) and credits >= 3)),
    "spin-doctor": Card(rezzed=_spin_doctor_rezzed, click=_spin_doctor_click, picks={
        "spin": lambda s, p, picked: shuffle_into_rd(s, [int(v) for v in picked], "archives")},
        hints=Hints(rez_at_turn_end=True)),
    "clearinghouse": Card(turn_begins=_clearinghouse, answers={"meat_trash": _clearinghouse_answer},
                          hints=Hints(advance_spare=True)),
    "anoetic-void": Card(approached=_anoetic, picks={"anoetic": _anoetic_picks}),
    "malapert-data-vault": Card(root_scored=_malapert, answers={"malapert": _malapert_answer}),
    "ping": Card(rezzed=_ping),
    "pharos": Card(advanced_strength=(3, 5), hints=Hints(advance_spare=True)),
    "ansel-1-0": Card(click_break=True),
    # System Gateway: the Runner
    "rene-loup-arcemont": Card(first_access_trash=_party_animal),
    "zahya-sadeghi": Card(run_over=_smuggler),
    "tao-salonga": Card(agenda_taken=_telepresence, picks={"swap_ice": _swap_picks}),
    "buzzsaw": Card(),
    "marjanah": Card(success_break_discount=1),
    "echelon": Card(breaker_bonus=1),
    "t400-memory-diamond": Card(hand_size=1, hints=Hints(install_rank=7)),
    "fermenter": Card(installed=_add_virus, turn_begins=_add_virus, click=_fermenter_click,
                      hints=Hints(install_rank=8, rig_click_late=lambda v, iid: v.counters(iid, "virus") >= 3)),
    "cookbook": Card(virus_on_install=1, hints=Hints(install_rank=9)),
    "botulus": Card(host_question="botulus_host", installed=_add_virus, turn_begins=_add_virus, host_break=True,
                    answers={"botulus_host": _host_answer}, hints=Hints(install_rank=12)),
    "tranquilizer": Card(host_question="tranquilizer_host", installed=_tranquilizer, turn_begins=_tranquilizer,
                         answers={"tranquilizer_host": _host_answer}, hints=Hints(install_rank=13)),
    "carnivore": Card(trash_grip=2, turn_mark="carnivore", picks={"trash_grip": _carnivore_picks},
                      hints=Hints(install_rank=10)),
    "pantograph": Card(agenda_taken=_pantograph, answers={"grip_install": _pantograph_answer},
                       hints=Hints(install_rank=11)),
    # Elevation, the Runner's cards
    "clean-getaway": Card(play=_run_with(source="clean-getaway"), run_event=True,
                          source_successful=lambda s, source: rules.gain(s, s.runner, 6),
                          hints=Hints(run_event=lambda v, server, credits: credits >= 5, run_event_rank=2)),
    "transfer-of-wealth": Card(play=_run_with(source="transfer-of-wealth"), run_event=True, run_servers=("hq",),
                               source_successful=_transfer_of_wealth, hints=Hints(
                                   run_event=lambda v, server, credits: server == "hq" and v.tags == 0
                                   and v.credits[v.corp] >= 3, run_event_rank=-1)),  # before Jailbreak
    "ritual": Card(play=_ritual, hints=Hints(economy=lambda v, credits: v.clicks >= 3 and len(v.hand(v.runner)) <= 4,
                                             economy_rank=2)),
    "rent-rioters": Card(click=_rent_rioters_click, hints=Hints(
        install_rank=8, rig_click=lambda v, iid: v.clicks >= 3 and v.credits[v.runner] < 6,
        rig_click_late=lambda v, iid: v.clicks >= 3)),
    "lie-low": Card(check=_double_check, play=_lie_low, answers={"lie_low": _lie_low_answer}, hints=Hints(
        economy=lambda v, credits: v.clicks >= 2 and (v.tags >= 1 or len(v.hand(v.runner)) <= 2), economy_rank=3)),
    "side-hustle": Card(installed=_side_hustle, run_begins=_side_hustle, hints=Hints(install_rank=10)),
    "scrounge": Card(check=_double_check, play=_scrounge, answers={
        "scrounge": _scrounge_answer, "scrounge_bottom": _scrounge_bottom_answer}, hints=Hints(
        economy=_scrounge_worth, economy_rank=4)),
    "muslihat": Card(turn_begins=_muslihat_turn, answers={"stack_top": _muslihat_answer}),
    "principia": Card(breaker_discount=1),
    "rising-tide": Card(heap_strength="Fracter"),
    "sang-kancil": Card(run_event_pump_discount=2),
    # Elevation, the Corp's cards
    "nanomanagement": Card(play=_gain_clicks(2), hints=Hints(
        economy=lambda v, credits: credits >= 9 and v.clicks <= 2, economy_rank=2)),
    "anthill-excavation-contract": Card(rezzed=_load(8), turn_begins=_campaign_turn(4, draw=1),
                                        hints=Hints(rez_at_turn_end=True)),
    "otto-campaign": Card(rezzed=_load(6), turn_begins=_campaign_turn(2, empty_clicks=2),
                          hints=Hints(rez_at_turn_end=True)),
    "public-access-plaza": Card(turn_begins=_plaza_turn, runner_trashed=_plaza_trashed,
                                hints=Hints(rez_at_turn_end=True)),
    "kessleroid": Card(runner_cannot_trash=True),
    "lamplighter": Card(taken_here=lambda s, iid: rules.trash(s, iid)),
    "flyswatter": Card(rezzed=_flyswatter),
    "measured-response": Card(check=_measured_check, play=_measured_response, answers={"measured": _measured_answer},
                              hints=Hints(economy=lambda v, credits: credits >= 5 and v.success_last_turn
                                          and max(v.points) >= MEASURED_THREAT)),
    "poetri-luxury-brands": Card(agenda_scored=_poetri_scored, agenda_stolen=_poetri_stolen, answers={
        "poetri_rd": _poetri_answer, "poetri_hq": _poetri_answer,
        "poetri_server": lambda s, p, choice: _ansel_server_answer(s, p, choice)}),
    "the-zwicky-group": Card(operation_agenda_gain=lambda s, iid: ask(s, s.corp, "zwicky", ["draw", SKIP]),
                             answers={"zwicky": _zwicky_answer}),
}
NONE = Card()
# the run events, and the servers each may run (None: any)
RUN_EVENTS = {card: c.run_servers for card, c in CARDS.items() if c.run_event}


# --- the subroutines, by their id in the card data ------------------------------------------------------------------
def _bran_install(s: NrState, ice: int) -> None:  # asked even with no ice in HQ or Archives, which the Runner may not
    options = [i for i in (*s.zone("hq"), *s.zone("archives")) if s.card(i).is_ice]  # know
    ask(s, s.corp, "bran", [*(str(i) for i in options), SKIP], ice=ice)


def _bran_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    r = s.run
    if choice == SKIP or r is None:
        return
    iid = int(choice)
    ice_zone = s.table.zones[f"ice:{r.server}"].cards
    origin = s.where(iid)
    if origin is not None:
        rules.forget_from(s, origin)
    s.table.detach(iid)
    ice_zone.insert(r.pos, iid)
    s.inst(iid).face_up, s.inst(iid).counters = False, {}
    r.pos += 1  # the encountered ice is one further out now
    event(s, "nr.ev.bran_installed", server=r.server)


def _diviner(s: NrState, ice: int) -> None:
    hit = rules.damage(s, 1)
    if hit and s.card(hit[0]).printed_cost % 2 == 1 and s.phase != "over":
        end_the_run(s)


def _lose3(s: NrState, ice: int) -> None:
    rules.lose(s, s.runner, 3)
    event(s, "nr.ev.lost_credits", n=3)


def _etr_if_poor(s: NrState, ice: int) -> None:
    if s.credits[s.runner] <= 6:
        end_the_run(s)


def _net2_jack(s: NrState, ice: int) -> None:
    rules.damage(s, 2)
    if s.phase != "over":
        ask(s, s.runner, "jack", ["jack_out", "stay"])


def _jack_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "jack_out" and s.run is not None:
        s.run.ended = True
        event(s, "nr.ev.jacked_out")


def _net(s: NrState, amount: int) -> None:
    rules.damage(s, amount)


def _gain1(s: NrState, ice: int) -> None:
    rules.gain(s, s.corp, 1)
    event(s, "nr.ev.corp_gained", n=1)


def _tag_unless_4(s: NrState, ice: int) -> None:
    if s.spendable(s.runner) >= 4:
        ask(s, s.runner, "pay_or_tag", ["pay", "tag"], cost=4)
    else:
        rules.give_tags(s, 1)


def _ballista(s: NrState, ice: int) -> None:
    programs = s.rig("program")
    if programs:
        ask(s, s.corp, "program_or_end", [*(str(i) for i in programs), "end"])
    else:
        end_the_run(s)


def _ballista_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice == "end":
        end_the_run(s)
    else:
        rules.trash(s, int(choice))


def _trash_installed(s: NrState, ice: int) -> None:
    if s.zone("rig"):
        ask(s, s.corp, "ansel_trash", [str(i) for i in s.zone("rig")][:MAX_CHOICES])


def _ansel_install(s: NrState, ice: int) -> None:  # asked even with nothing to install, which the Runner may not know
    kinds = ("agenda", "asset", "upgrade", "ice")
    options = [i for i in (*s.zone("hq"), *s.zone("archives")) if s.card(i).type in kinds and install_servers(s, i)]
    ask(s, s.corp, "ansel", [*(str(i) for i in options[:MAX_CHOICES - 1]), SKIP])


def install_servers(s: NrState, iid: int) -> list[str]:
    """Where the Corp can install this card now without a click, paying for ice."""
    from bot.games.netrunner.game import ice_install_cost

    card = s.card(iid)
    servers = [*s.servers(), "new"] if card.type in ("ice", "upgrade") else [*s.remotes, "new"]
    return [srv for srv in servers if not card.is_ice or s.credits[s.corp] >= ice_install_cost(s, srv)]


def _ansel_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    if choice != SKIP:
        ask(s, s.corp, "ansel_server", install_servers(s, int(choice)), card=int(choice))


def _ansel_server_answer(s: NrState, prompt: Prompt, choice: str) -> None:
    from bot.games.netrunner.game import install_corp_card

    install_corp_card(s, int(prompt.params["card"]), choice, ())


def _no_steal(s: NrState, ice: int) -> None:
    if s.run is not None:
        s.run.no_steal = True
        event(s, "nr.ev.no_steal")


# Elevation, the Corp's subroutines
def _tag_unless_3(s: NrState, ice: int) -> None:
    if s.spendable(s.runner) >= 3:
        ask(s, s.runner, "pay_or_tag", ["pay", "tag"], cost=3)  # answered as the 4-credit one is, by its cost
    else:
        rules.give_tags(s, 1)


def _etr_if_tagged(s: NrState, ice: int) -> None:
    if s.tags:
        end_the_run(s)


def _net2_if_tagged2(s: NrState, ice: int) -> None:
    if s.tags >= 2:
        _net(s, 2)


SUBROUTINES: dict[str, Subroutine] = {
    "etr": Subroutine(lambda s, ice: end_the_run(s)),  # end the run
    "bran_install": Subroutine(_bran_install, {"bran": _bran_answer}),
    "diviner": Subroutine(_diviner),
    "lose3": Subroutine(_lose3),
    "etr_if_poor": Subroutine(_etr_if_poor),
    "net2_jack": Subroutine(_net2_jack, {"jack": _jack_answer}),
    "net2": Subroutine(lambda s, ice: _net(s, 2)),
    "net1": Subroutine(lambda s, ice: _net(s, 1)),
    "gain1": Subroutine(_gain1),
    "tag_unless_4": Subroutine(_tag_unless_4, {"pay_or_tag": lambda s, p, choice: _pay_or_tag(
        s, choice, int(p.params.get("cost", 4)))}),
    "tag": Subroutine(lambda s, ice: rules.give_tags(s, 1)),
    "trash_program_or_etr": Subroutine(_ballista, {"program_or_end": _ballista_answer}),
    "trash_installed": Subroutine(_trash_installed, {"ansel_trash": lambda s, p, choice: rules.trash(s, int(choice))}),
    "ansel_install": Subroutine(_ansel_install, {"ansel": _ansel_answer, "ansel_server": _ansel_server_answer}),
    "no_steal": Subroutine(_no_steal),
    # Elevation, the Corp's
    "tag_unless_3": Subroutine(_tag_unless_3),
    "etr_if_tagged": Subroutine(_etr_if_tagged),
    "net2_if_tagged2": Subroutine(_net2_if_tagged2),
}
# every question, answered beside the card or subroutine that asks it
ANSWERS: dict[str, Answer] = {kind: answer for defs in (CARDS, SUBROUTINES) for d in defs.values()
                              for kind, answer in d.answers.items()}
PICKS: dict[str, Picks] = {kind: picks for d in CARDS.values() for kind, picks in d.picks.items()}


def _asked_by() -> dict[str, str]:
    """The card whose text asks each question (a subroutine's: the first ice that has it), for the board's line."""
    from bot.games.netrunner.cards import CARDS as DATA

    out = {kind: card for card, d in CARDS.items() for kind in (*d.answers, *d.picks)}
    for card in DATA.values():
        for sub in card.subs:
            for kind in SUBROUTINES[sub].answers if sub in SUBROUTINES else ():
                out.setdefault(kind, card.id)
    return out


ASKED_BY = _asked_by()


def of(card: str) -> Card:
    return CARDS.get(card, NONE)


# --- the hooks the engine calls -------------------------------------------------------------------------------------
def turn_begins(s: NrState, seat: int) -> None:
    """The turn's owner's active cards that act "when your turn begins", in the order they lie."""
    active = [i for srv in s.servers() for i in s.root(srv) if s.rezzed(i)] if seat == s.corp else s.zone("rig")
    hook = identity(s, seat).turn_begins if seat == s.runner else None  # the Runner's identity first
    if hook is not None:
        hook(s, -1)
    for iid in list(active):
        effect = of(s.inst(iid).card).turn_begins
        if effect is not None and iid in s.table.cards and s.phase != "over":
            effect(s, iid)


def check_operation(s: NrState, card: str) -> None:
    check = of(card).check
    if check is not None:
        check(s)


def play_operation(s: NrState, iid: int) -> None:
    play = of(s.inst(iid).card).play
    if play is not None:
        before = s.credits[s.corp]
        play(s, iid, "")
        _gained_by_ability(s, before)


def _gained_by_ability(s: NrState, before: int) -> None:
    """An agenda's or operation's ability resolved: the first time each turn it gained the Corp credits, the Corp's
    identity may act."""
    hook = identity(s, s.corp).operation_agenda_gain
    mark = "ability_gain"
    if hook is not None and s.credits[s.corp] > before and mark not in s.used_this_turn and s.phase != "over":
        s.used_this_turn.append(mark)
        hook(s, -1)


def corp_click_ability(s: NrState, iid: int) -> None:
    click = of(s.inst(iid).card).click
    if click is None:
        raise Illegal("nr.err.no_ability")
    click(s, iid, "")


def scored(s: NrState, iid: int) -> None:
    effect = of(s.inst(iid).card).scored
    if effect is not None:
        before = s.credits[s.corp]
        effect(s, iid)
        _gained_by_ability(s, before)


def stolen(s: NrState, iid: int) -> None:
    effect = of(s.inst(iid).card).stolen
    if effect is not None:
        effect(s, iid)
    hook = identity(s, s.corp).agenda_stolen
    if hook is not None and s.phase != "over":
        hook(s, -1)


def rezzed(s: NrState, iid: int) -> None:
    effect = of(s.inst(iid).card).rezzed
    if effect is not None:
        effect(s, iid)


def run_begins(s: NrState) -> None:
    for iid in list(s.zone("rig")):
        effect = of(s.inst(iid).card).run_begins
        if effect is not None:
            effect(s, iid)


def check_event(s: NrState, card: str, server: str) -> None:
    check = of(card).check
    if check is not None:
        check(s)
    if card in RUN_EVENTS:
        allowed = RUN_EVENTS[card] or tuple(s.servers())
        if server not in allowed:
            raise Illegal("nr.err.no_server")


def play_event(s: NrState, iid: int, server: str) -> None:
    play = of(s.inst(iid).card).play
    if play is not None:
        play(s, iid, server)


def runner_installed(s: NrState, iid: int) -> None:
    """A Runner card is installed (a Trojan: once on its host): the rig's watchers, then its own effect."""
    if s.card(iid).has("Virus"):
        bonus = sum(of(s.inst(i).card).virus_on_install for i in s.zone("rig") if i != iid)
        if bonus:
            s.inst(iid).counters["virus"] = s.counters(iid, "virus") + bonus
    effect = of(s.inst(iid).card).installed
    if effect is not None:
        effect(s, iid)


def runner_click_ability(s: NrState, iid: int, server: str) -> None:
    click = of(s.inst(iid).card).click
    if click is None:
        raise Illegal("nr.err.no_ability")
    click(s, iid, server)


def encountered(s: NrState, ice: int) -> None:
    effect = of(s.inst(ice).card).encountered
    if effect is not None:
        effect(s, ice)


def fire(s: NrState, ice: int, sub: str) -> None:
    """An unbroken subroutine resolves."""
    assert s.run is not None
    event(s, "nr.ev.sub", ice=s.inst(ice).card, sub=sub)
    if sub in SUBROUTINES:
        SUBROUTINES[sub].fire(s, ice)


def approach_server(s: NrState) -> None:
    r = s.run
    assert r is not None
    for iid in s.root(r.server):  # the first rezzed card that acts on the approach asks (one question at a time)
        effect = of(s.inst(iid).card).approached
        if effect is not None and s.rezzed(iid):
            effect(s, iid)
            return


def turn_bonus(s: NrState, amount: Callable[[Card], int]) -> dict[str, int]:
    """The rig's once-per-turn bonuses of one kind not used yet this turn, by the name their use is stored under."""
    out: dict[str, int] = {}
    for iid in s.zone("rig"):
        d = of(s.inst(iid).card)
        if amount(d) and d.turn_mark not in s.used_this_turn:
            out[d.turn_mark] = amount(d)
    return out


def turn_marks(s: NrState, amount: Callable[[Card], int]) -> list[str]:
    """The names under which the rig's cards with a bonus of this kind store its use (used or not)."""
    return list(dict.fromkeys(of(s.inst(i).card).turn_mark for i in s.zone("rig") if amount(of(s.inst(i).card))))


def successful_run(s: NrState) -> None:
    r = s.run
    assert r is not None
    for iid in list(s.zone("rig")):
        effect = of(s.inst(iid).card).run_successful
        if effect is not None:
            effect(s, iid)
    effect_of_source = of(r.source.split(":")[0]).source_successful  # a source is a card id, or "id:instance"
    if effect_of_source is not None:
        effect_of_source(s, r.source)


def accessed(s: NrState, iid: int) -> None:
    """An installed card the Runner accesses acts before the Runner may trash it."""
    effect = of(s.inst(iid).card).accessed
    if effect is not None:
        effect(s, iid)


def broke(s: NrState, breaker: int) -> None:
    effect = of(s.inst(breaker).card).broke
    if effect is not None:
        effect(s, breaker)


def run_ends(s: NrState) -> None:
    r = s.run
    assert r is not None
    tags = max((of(s.inst(i).card).steal_tags for i in s.root(r.server) if s.rezzed(i)), default=0)
    if r.amaze:  # trashed from this server's root during the run, still applying
        tags = max(tags, TRASHED_STEAL_TAGS)
    if tags and r.stolen:
        rules.give_tags(s, tags)
    if r.successful and not r.ended:
        for iid in list(s.zone("rig")):
            effect = of(s.inst(iid).card).run_ends
            if effect is not None:
                effect(s, iid)


def answer(s: NrState, seat: int, prompt: Prompt, values: list[str]) -> None:
    """A question's answer, carried on by the card (or subroutine) that asked it."""
    picks = PICKS.get(prompt.kind)
    if picks is not None:
        picks(s, prompt, values)
        return
    handler = ANSWERS.get(prompt.kind)
    if handler is not None:
        handler(s, prompt, values[0] if values else "")


def identity(s: NrState, seat: int) -> Card:
    """The definition of `seat`'s identity (active all game)."""
    return of(s.identities[seat])


def agenda_scored(s: NrState, iid: int, server: str) -> None:
    """The Corp scored an agenda from the root of `server`: its identity, the rezzed cards of that root, then every
    card watching for an agenda scored or stolen."""
    hook = identity(s, s.corp).agenda_scored
    if hook is not None:
        hook(s, -1)
    for card in list(s.root(server)) if server in s.servers() else []:
        effect = of(s.inst(card).card).root_scored
        if effect is not None and s.rezzed(card):
            effect(s, card)
    agenda_taken(s, server)


def agenda_taken(s: NrState, server: str | None = None) -> None:
    """An agenda was scored or stolen (from `server`; None: stolen, from the run's server): the ice protecting that
    server, the identities' and the rig's watchers."""
    if server is None:
        server = s.run.server if s.run is not None else ""
    for ice in list(s.ice(server)) if server in s.servers() else []:
        here = of(s.inst(ice).card).taken_here
        if here is not None and s.rezzed(ice):
            here(s, ice)
    for seat in (s.corp, s.runner):
        hook = identity(s, seat).agenda_taken
        if hook is not None:
            hook(s, -1)
    for card in list(s.zone("rig")):
        effect = of(s.inst(card).card).agenda_taken
        if effect is not None:
            effect(s, card)


def tags_taken(s: NrState) -> None:
    """The Runner took tags: the first time each turn, the Corp's identity may act."""
    mark = "tagged"
    if mark in s.used_this_turn:
        return
    s.used_this_turn.append(mark)
    hook = identity(s, s.corp).first_tag
    if hook is not None:
        hook(s, -1)


def discard_ends(s: NrState) -> None:
    hook = identity(s, s.corp).discard_ends
    if hook is not None:
        hook(s, -1)


def run_over(s: NrState) -> None:
    hook = identity(s, s.runner).run_over
    if hook is not None:
        hook(s, -1)


def first_advance_gain(s: NrState) -> int:
    return identity(s, s.corp).first_advance_gain


def trash_accessed(s: NrState, iid: int) -> None:
    """The Runner trashes the card it accesses (paying its trash cost, or by a card's ability)."""
    r = s.run
    if r is not None and of(s.inst(iid).card).steal_tags and s.rezzed(iid):
        r.amaze = True  # its ruling still applies for the rest of this run
    active = s.rezzed(iid)
    rules.trash(s, iid, by_runner=True)
    trashed = of(s.inst(iid).card).runner_trashed
    if trashed is not None and active and s.phase != "over":
        trashed(s, iid)
    hook = identity(s, s.runner).first_access_trash
    mark = "access_trash"
    if hook is not None and mark not in s.used_this_turn and s.phase != "over":
        s.used_this_turn.append(mark)
        hook(s, -1)


def runner_may_trash(s: NrState, iid: int) -> bool:
    """Whether the Runner may trash this installed Corp card by a card's ability (not rezzed ice that forbids it)."""
    return not (s.card(iid).is_ice and s.rezzed(iid) and of(s.inst(iid).card).runner_cannot_trash)


def grip_trasher(s: NrState, iid: int) -> int | None:
    """The rig card whose once-per-turn ability, paid with grip cards, may trash the accessed card `iid` now."""
    if s.where(iid) == "archives" or (s.run is not None and s.run.no_steal):
        return None
    for card in s.zone("rig"):
        d = of(s.inst(card).card)
        if d.trash_grip and d.turn_mark not in s.used_this_turn and len(s.zone("grip")) >= d.trash_grip:
            return card
    return None


def ask_grip_trash(s: NrState, source: int, iid: int) -> None:
    n = of(s.inst(source).card).trash_grip
    ask(s, s.runner, "trash_grip", [str(i) for i in s.zone("grip")][:MAX_CHOICES], least=n, most=n, card=iid,
        source=source)


def host_breaker(s: NrState, card: int) -> bool:
    """A hosted program that may spend a virus counter now to break a subroutine of the ice encountered."""
    ice = s.current_ice()
    return (card in s.zone("rig") and of(s.inst(card).card).host_break and ice is not None
            and s.hosts.get(str(card)) == ice and s.counters(card, "virus") > 0)


def is_trojan(card: str) -> bool:
    return bool(of(card).host_question)


HOST_QUESTIONS = frozenset(d.host_question for d in CARDS.values() if d.host_question)
