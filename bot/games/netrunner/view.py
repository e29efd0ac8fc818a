"""What one viewer of a Netrunner game may know (a seat, or None for the public): all a display or the computer gets.

It holds the table as the card toolkit redacts it for the viewer (a face-down card the viewer may not see is only
"a card": no card id, no instance id), the public numbers (credits, clicks, tags, points, memory, the turn, the
servers, the run), the public facts of face-down cards (where they lie, their advancement counters), and the
rules' derived facts a display or the computer needs (whose decision it is, strengths, costs, what the Corp can rez,
score or advance), worked out here from the state for the cards the viewer sees alone. A seat's view adds only its
own: its question, its private log lines, the cards it has seen.

It holds no `Table`, no random numbers' state, no deck order, no mulligan choices, no instance of a card the viewer
may not see (the run's access queue, the other side's installs this turn), and nothing of the other seat's question
or private lines. So nothing built from it can show or use a hidden card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from bot.cards.questions import Question as Prompt
from bot.cards.zones import CardView, TableView, redact
from bot.games.netrunner import abilities, game, rules
from bot.games.netrunner.cards import CARDS, POINTS_TO_WIN, NrCard
from bot.games.netrunner.state import CENTRALS, NrState

Event = tuple[str, Mapping[str, Any]]  # a log line: its catalogue key and its parameters
INSTALLED = ("ice:", "root:")  # the zones of installed Corp cards


class RunView(msgspec.Struct, frozen=True, kw_only=True):
    """The run's public parts (the cards still to be accessed are left out: they may be hidden)."""

    server: str
    step: str
    pos: int  # the ice approached or encountered (innermost 0); -1: past all ice
    credits: int  # Overclock's, spendable during this run only
    surcharge: int  # Tread Lightly's: ice costs this much more to rez
    broken: tuple[int, ...]  # subroutines broken on the current ice
    pumped: dict[str, int]  # breaker instance -> strength added this encounter
    weakened: int  # Leech: the current ice's strength lowered this encounter
    accessing: int | None  # the card whose access waits for the Runner, when the viewer sees it


class SeenCard(msgspec.Struct, frozen=True, kw_only=True):
    """A card the viewer has seen that still lies hidden from everybody else (one the Runner accessed and left)."""

    iid: int
    card: str
    zone: str


class NrView(msgspec.Struct, frozen=True, kw_only=True):
    """One viewer's Netrunner: nothing in it is hidden from them. Made afresh from the state, and read-only."""

    viewer: int | None  # None: the public
    table: TableView
    cards: dict[int, CardView]  # every card the viewer sees, by instance id
    places: dict[int, str]  # the zone of every card the viewer sees, by instance id
    step: str  # starter | booster | constructed
    identities: tuple[str, str]  # each seat's identity (public once chosen; "" before a constructed game's choice)
    corp: int
    phase: str
    turn: int
    clicks: int
    credits: tuple[int, int]
    tags: int
    points: tuple[int, int]
    memory: tuple[int, int]  # the Runner's memory used, and its memory
    remotes: tuple[str, ...]
    run: RunView | None
    rez_stops: bool  # public: whether the game waits for the Corp at rez windows shows anyway
    runs_this_turn: tuple[str, ...]
    success_this_turn: bool
    success_last_turn: bool = False  # the Runner made a successful run in its last turn (public)
    used_this_turn: tuple[str, ...]  # once-per-turn marks of the Runner's rig, all public
    winner: int | None
    end: str | None
    deadline: float | None
    stage: str
    turn_seconds: float
    events: tuple[Event, ...]  # the last change's public events
    named: tuple[str, ...]  # card ids the public log has named, the latest last
    awaited: dict[int, str]  # seat -> the decision the game waits for (public)
    asking: str | None  # the open question's kind, whoever it is for (public; its options may not be)
    standing_rez: bool  # the Corp may rez now while the game waits for the Runner (public)
    adv: dict[str, tuple[int, ...]]  # each installed zone's advancement counters, in its order: public face down too
    strength: dict[int, int]  # the strength now of every piece of ice and icebreaker the viewer sees
    pump: dict[int, int]  # what one pump adds to each icebreaker
    breakable: frozenset[int]  # the icebreakers strong enough for the ice encountered now (when the viewer sees it)
    click_runs: dict[int, tuple[str, ...]]  # the servers each rig card's click ability may run
    ice_costs: dict[str, int]  # what installing a piece of ice on each server ("new" too) costs now
    rez_costs: dict[int, int]  # what rezzing each face-down installed card the viewer sees costs now
    hosted: dict[int, tuple[str, int]]  # each hosted program -> its host ice's server and place (innermost 0)
    break_costs: dict[int, int]  # what one use of each icebreaker's break ability costs now
    scored_points: int  # the printed points of the agendas the Corp scored this turn
    no_score: bool  # the Corp may score no more agendas this turn
    # the viewer's own
    prompt: Prompt | None  # the open question, when it is the viewer's (its options may name hidden cards)
    private: tuple[Event, ...]  # the last change's private events for the viewer
    seen: tuple[str, ...]  # card ids the viewer has seen privately, the latest last
    known: tuple[SeenCard, ...]  # in the order seen
    installed_this_turn: tuple[int, ...]  # the viewer's own installs this turn (the Corp's)
    install_costs: dict[int, int]  # the Runner: what installing each card of its grip costs now
    installable: frozenset[int]  # the Runner: the cards of its grip the rules let it install now (cost aside)
    rezzable: tuple[int, ...]  # the Corp: the face-down assets and upgrades it can pay to rez
    scorable: tuple[int, ...]  # the Corp: its agendas advanced enough to score now
    advanceable: tuple[int, ...]  # the Corp: its installed cards that may be advanced

    # --- sides and servers -------------------------------------------------------------------------------------
    @property
    def runner(self) -> int:
        return 1 - self.corp

    def side(self, seat: int) -> str:
        return "corp" if seat == self.corp else "runner"

    @property
    def goal(self) -> int:
        return POINTS_TO_WIN[self.step]

    def is_over(self) -> bool:
        return self.phase == "over"

    def servers(self) -> list[str]:
        return [*CENTRALS, *self.remotes]

    # --- cards as the viewer sees them ---------------------------------------------------------------------------
    def zone(self, name: str) -> tuple[CardView, ...]:
        return self.table.zones[name].cards

    def ice(self, server: str) -> tuple[CardView, ...]:
        return self.zone(f"ice:{server}")

    def root(self, server: str) -> tuple[CardView, ...]:
        return self.zone(f"root:{server}")

    def hand(self, seat: int) -> tuple[CardView, ...]:
        return self.zone("hq" if seat == self.corp else "grip")

    def rig(self, kind: str | None = None) -> list[int]:
        rig = [c.iid for c in self.zone("rig") if c.iid is not None]
        return [i for i in rig if kind is None or self.card(i).type == kind]

    def rig_has(self, card_id: str) -> list[int]:
        return [c.iid for c in self.zone("rig") if c.iid is not None and c.card == card_id]

    def breakers(self) -> list[int]:
        return [i for i in self.rig("program") if self.card(i).breaker is not None]

    def sees(self, iid: int) -> bool:
        return iid in self.cards

    def inst(self, iid: int) -> CardView:
        """A card instance the viewer sees (a KeyError for any other: a card the view does not hold)."""
        return self.cards[iid]

    def card(self, iid: int) -> NrCard:
        card = self.inst(iid).card
        assert card is not None  # a card the viewer sees has its id
        return CARDS[card]

    def where(self, iid: int) -> str | None:
        return self.places.get(iid)

    def server_of(self, iid: int) -> str | None:
        zone = self.where(iid)
        return zone.split(":", 1)[1] if zone and ":" in zone else None

    def counters(self, iid: int, name: str) -> int:
        return dict(self.inst(iid).counters).get(name, 0)

    def current_ice(self) -> CardView | None:
        """The ice approached or encountered now, as the viewer sees it (face down: "a card" to the Runner)."""
        r = self.run
        if r is None or r.pos < 0:
            return None
        ice = self.ice(r.server)
        return ice[r.pos] if r.pos < len(ice) else None

    def spendable(self, seat: int) -> int:
        """Credits `seat` may spend now (the Runner's include Overclock's during its run)."""
        extra = self.run.credits if self.run is not None and seat == self.runner else 0
        return self.credits[seat] + extra


def view(state: NrState, seat: int | None) -> NrView:
    """What `seat` (None: the public) may know of `state` now."""
    s = state
    own = seat if seat in (0, 1) else None
    table = redact(s.table, own)
    shown = [(name, c) for name, zone in table.zones.items() for c in zone.cards]
    cards = {c.iid: c for _, c in shown if c.iid is not None}
    seen = set(cards)
    corp, runner = own is not None and own == s.corp, own is not None and own == s.runner
    return NrView(
        viewer=own, table=table, cards=cards, places={c.iid: name for name, c in shown if c.iid is not None},
        step=s.step, identities=(s.identities[0], s.identities[1]), corp=s.corp, phase=s.phase, turn=s.turn,
        clicks=s.clicks,
        credits=(s.credits[0], s.credits[1]), tags=s.tags, points=(s.points(0), s.points(1)),
        memory=(s.memory_used(), s.memory()), remotes=tuple(s.remotes), run=_run(s, seen),
        rez_stops=s.rez_stops, runs_this_turn=tuple(s.runs_this_turn), success_this_turn=s.success_this_turn,
        success_last_turn=s.success_last_turn,
        used_this_turn=tuple(s.used_this_turn), winner=s.winner, end=s.end, deadline=s.deadline, stage=s.stage,
        turn_seconds=s.turn_seconds, events=tuple((str(key), dict(params)) for key, params in s.events),
        named=tuple(s.named), awaited=game.awaited(s), asking=s.prompt.kind if s.prompt is not None else None,
        standing_rez=game.standing_rez(s), adv=_advancements(s), strength=_strengths(s, seen),
        pump={b: game.pump_amount(s, b) for b in s.breakers()}, breakable=_breakable(s, seen),
        click_runs=_click_runs(s),
        ice_costs={srv: game.ice_install_cost(s, srv) for srv in (*s.servers(), "new")},
        rez_costs={i: rules.rez_cost(s, i) for i in s.installed_corp() if i in seen and not s.rezzed(i)},
        hosted=_hosted(s),
        break_costs={b: game.break_cost(s, b) for b in s.breakers()}, scored_points=s.scored_points,
        no_score=s.no_score,
        prompt=_own_prompt(s, own),
        private=tuple((str(key), dict(params)) for who, key, params in s.private if who == own),
        seen=tuple(s.seen[own]) if own is not None and own < len(s.seen) else (),
        known=_known(s, own),
        installed_this_turn=tuple(i for i in s.installed_this_turn if i in seen),
        install_costs={i: game.program_cost(s, i) for i in s.hand(s.runner)} if runner else {},
        installable=frozenset(i for i in s.hand(s.runner) if game.install_refusal(s, i) is None) if runner
        else frozenset(),
        rezzable=tuple(game.rezzable(s)) if corp else (),
        scorable=tuple(game.scorable(s)) if corp else (),
        advanceable=tuple(game.advanceable(s)) if corp else (),
    )


def _run(s: NrState, seen: set[int]) -> RunView | None:
    r = s.run
    if r is None:
        return None
    return RunView(server=r.server, step=r.step, pos=r.pos, credits=r.credits, surcharge=r.surcharge,
                   broken=tuple(r.broken), pumped=dict(r.pumped), weakened=r.weakened,
                   accessing=r.accessing if r.accessing in seen else None)


def _own_prompt(s: NrState, own: int | None) -> Prompt | None:
    """The open question when it is `own`'s, as a copy (a view shares nothing the engine changes)."""
    prompt = s.prompt
    if prompt is None or own is None or prompt.seat != own:
        return None
    return msgspec.structs.replace(prompt, options=list(prompt.options), params=dict(prompt.params))


def _advancements(s: NrState) -> dict[str, tuple[int, ...]]:
    return {name: tuple(s.counters(i, "adv") for i in zone.cards) for name, zone in s.table.zones.items()
            if name.startswith(INSTALLED)}


def _strengths(s: NrState, seen: set[int]) -> dict[int, int]:
    ice = {i: s.ice_strength(i) for srv in s.servers() for i in s.ice(srv) if i in seen}
    return {**ice, **{b: s.breaker_strength(b) for b in s.breakers()}}


def _breakable(s: NrState, seen: set[int]) -> frozenset[int]:
    ice = s.current_ice()
    if ice is None or ice not in seen:
        return frozenset()
    return frozenset(b for b in s.breakers() if game.breakable(s, b, ice))


def _hosted(s: NrState) -> dict[int, tuple[str, int]]:
    """Where each hosted program's ice lies: public, whether or not the ice is face up."""
    out: dict[int, tuple[str, int]] = {}
    for program, ice in s.hosts.items():
        server = s.server_of(ice)
        if server is not None and int(program) in s.zone("rig"):
            out[int(program)] = (server, s.ice(server).index(ice))
    return out


def _click_runs(s: NrState) -> dict[int, tuple[str, ...]]:
    out: dict[int, tuple[str, ...]] = {}
    for iid in s.zone("rig"):
        runs = abilities.of(s.inst(iid).card).click_servers
        if runs is not None:
            out[iid] = tuple(runs(s))
    return out


def _known(s: NrState, own: int | None) -> tuple[SeenCard, ...]:
    """The face-down cards `own` has seen, where they lie now, while they stay hidden from everybody else (not the
    ones back in the Runner's own grip or stack)."""
    if own is None or own >= len(s.table.known):
        return ()
    out = []
    for iid in s.table.known[own]:
        where = s.where(iid) if iid in s.table.cards else None
        if where is None or where in ("grip", "stack") or s.table.visible(iid, None):
            continue
        out.append(SeenCard(iid=iid, card=s.inst(iid).card, zone=where))
    return tuple(out)
