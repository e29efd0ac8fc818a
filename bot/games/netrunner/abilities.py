"""What the cards of the starter decks and the booster step do, one definition per card, found by its id: what it
does when played, scored, stolen, rezzed or installed, its click ability, "when your turn begins", and the questions
it asks with their answers beside them. The subroutines are defined the same way, by their id. The run's hooks that
look at the cards around it (encounter, approaching the server, success, its end) follow; the engine (`game.py`)
calls only the hooks at the bottom of this file."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.cards.questions import Question as Prompt
from bot.engine.errors import IllegalAction as Illegal
from bot.games.netrunner import rules
from bot.games.netrunner.rules import event
from bot.games.netrunner.state import CENTRALS, NrState

if TYPE_CHECKING:
    from bot.games.netrunner.view import NrView

SKIP = "skip"
TRASHED_STEAL_TAGS = 2  # the tags of the one card whose steal ruling outlasts its trashing during the run (`Run.amaze`)

Effect = Callable[[NrState, int], None]  # (state, the card's instance)
Answer = Callable[[NrState, Prompt, str], None]  # (state, the question, the choice)
RunSource = Callable[[NrState, str], None]  # (state, the run's stored source)
CreditTest = Callable[["NrView", int], bool]  # (the computer's view, the credits it may spend)
CardTest = Callable[["NrView", int], bool]  # (the computer's view, the card's instance)
RunTest = Callable[["NrView", str, int], bool]  # (the computer's view, the server, the credits it may spend)


@dataclass(frozen=True)
class Hints:
    """What the computer knows of playing the card well. Each test reads the computer's own view, never the state."""

    economy: CreditTest | None = None  # an operation or event for credits: worth playing now
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
    hand_size: int = 0  # in the Corp's score area: the Corp's maximum hand size is this much larger
    remote_strength: int = 0  # ice protecting a remote server has this much more strength
    steal_tags: int = 0  # rezzed in the root of a run's server: the Runner takes this many tags if it stole
    click_break: bool = False  # ice whose subroutines the Runner may break by losing a click each
    weakens_ice: bool = False  # spends its virus counters to lower the encountered ice's strength by 1 each
    hints: Hints = field(default_factory=Hints)


@dataclass(frozen=True)
class Subroutine:
    fire: Callable[[NrState, int], None]  # (state, the ice)
    answers: dict[str, Answer] = field(default_factory=dict)


def ask(s: NrState, seat: int, kind: str, options: list[str], *, least: int = 1, most: int = 1,
        **params: object) -> None:
    s.prompt = Prompt(seat=seat, kind=kind, options=options, least=least, most=most, params=dict(params))


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
}
# every question, answered beside the card or subroutine that asks it
ANSWERS: dict[str, Answer] = {kind: answer for defs in (CARDS, SUBROUTINES) for d in defs.values()
                              for kind, answer in d.answers.items()}


def _asked_by() -> dict[str, str]:
    """The card whose text asks each question (a subroutine's: the first ice that has it), for the board's line."""
    from bot.games.netrunner.cards import CARDS as DATA

    out = {kind: card for card, d in CARDS.items() for kind in d.answers}
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
        play(s, iid, "")


def corp_click_ability(s: NrState, iid: int) -> None:
    click = of(s.inst(iid).card).click
    if click is None:
        raise Illegal("nr.err.no_ability")
    click(s, iid, "")


def scored(s: NrState, iid: int) -> None:
    effect = of(s.inst(iid).card).scored
    if effect is not None:
        effect(s, iid)


def stolen(s: NrState, iid: int) -> None:
    effect = of(s.inst(iid).card).stolen
    if effect is not None:
        effect(s, iid)


def rezzed(s: NrState, iid: int) -> None:
    effect = of(s.inst(iid).card).rezzed
    if effect is not None:
        effect(s, iid)


def check_event(s: NrState, card: str, server: str) -> None:
    if card in RUN_EVENTS:
        allowed = RUN_EVENTS[card] or tuple(s.servers())
        if server not in allowed:
            raise Illegal("nr.err.no_server")


def play_event(s: NrState, iid: int, server: str) -> None:
    play = of(s.inst(iid).card).play
    if play is not None:
        play(s, iid, server)


def runner_installed(s: NrState, iid: int) -> None:
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
    handler = ANSWERS.get(prompt.kind)
    if handler is not None:
        handler(s, prompt, values[0] if values else "")
