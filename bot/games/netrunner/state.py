"""Netrunner state (versioned msgspec structs) and the questions the rules ask of it.

Seats are players; `corp` says which seat plays the Corp. Zones (the card toolkit's `Table`, visibility
per zone; a face-up card is public wherever it lies):
- Corp: `rd` (hidden), `hq` (the Corp's), `archives` (the Corp's; face-up cards public), and for every
  server `ice:<server>` (innermost first) and `root:<server>`, where a rezzed card is face up; servers
  are `hq`, `rd`, `archives` and remotes `r1`, `r2`, …; `score<seat>` (public) holds each player's agendas.
- Runner: `stack` (hidden), `grip` (the Runner's), `heap` (public), `rig` (public: programs, hardware,
  resources).
Counters on cards: "adv" (advancement), "credits" (hosted credits), "virus".
"""

from __future__ import annotations

from typing import Any

import msgspec

from bot.cards.decks import DeckList
from bot.cards.questions import Question as Prompt
from bot.cards.zones import Card, Table
from bot.games.netrunner.cards import CARDS, POINTS_TO_WIN, NrCard

SCHEMA = 1
CENTRALS = ("hq", "rd", "archives")
HAND = 5
MU = 4
CLICKS = {"corp": 3, "runner": 4}


class Run(msgspec.Struct, kw_only=True):
    server: str
    step: str  # approach | encounter | movement | server_window | approach_server | access | end
    pos: int  # the ice index being approached or encountered (innermost is 0); -1: past all ice
    source: str = ""  # the card that made the run (Jailbreak, Overclock, Tread Lightly, Red Team, Conduit)
    credits: int = 0  # Overclock's, spendable during this run only
    surcharge: int = 0  # Tread Lightly: ice costs this much more to rez during this run
    extra_access: int = 0
    broken: list[int] = msgspec.field(default_factory=list)  # subroutines broken on the current ice
    pumped: dict[str, int] = msgspec.field(default_factory=dict)  # breaker iid -> strength added this encounter
    weakened: int = 0  # Leech: the current ice's strength lowered this encounter
    next_sub: int = 0  # while subroutines fire: the next one
    firing: bool = False
    successful: bool = False
    ended: bool = False  # ended by an effect (end the run) or jacking out
    stolen: int = 0
    mayfly: list[int] = msgspec.field(default_factory=list)  # Mayflies that broke a subroutine this run
    queue: list[int] = msgspec.field(default_factory=list)  # cards still to be accessed
    accessing: int | None = None  # the card whose access waits for the Runner's choice
    encounter_started: bool = False
    amaze: bool = False  # AMAZE Amusements was rezzed in this server's root when the Runner trashed it
    accessed: int = 0  # the cards accessed during this run so far
    no_steal: bool = False  # the Runner may neither steal nor trash Corp cards for the rest of this run


class NrState(msgspec.Struct, kw_only=True):
    rng: int
    step: str = "starter"  # starter | booster | constructed
    turn_seconds: float = 180.0
    corp: int = 0  # the seat playing the Corp
    phase: str = "mulligan"  # decks (a constructed game) | mulligan | turn | discard | over
    table: Table = msgspec.field(default_factory=Table)
    remotes: list[str] = msgspec.field(default_factory=list)
    next_remote: int = 1
    credits: list[int] = msgspec.field(default_factory=lambda: [5, 5])
    clicks: int = 0
    tags: int = 0
    turn: int = 0  # the seat whose turn it is
    turn_no: int = 0
    mulligan: list[bool | None] = msgspec.field(default_factory=lambda: [None, None])
    run: Run | None = None
    prompt: Prompt | None = None
    rez_stops: bool = True  # the Corp's choice: the game waits for it at rez windows (or never does)
    installed_this_turn: list[int] = msgspec.field(default_factory=list)
    runs_this_turn: list[str] = msgspec.field(default_factory=list)
    success_this_turn: bool = False
    success_last_turn: bool = False  # the Runner's last turn had a successful run (Public Trail)
    used_this_turn: list[str] = msgspec.field(default_factory=list)  # once-per-turn marks ("verbal", …)
    winner: int | None = None
    end: str | None = None
    deadline: float | None = None
    stage: str = ""
    reading: list[bool] = msgspec.field(default_factory=lambda: [False, False])  # time to read given, this stage
    named: list[str] = msgspec.field(default_factory=list)  # card ids the public log has named, the latest last
    seen: list[list[str]] = msgspec.field(default_factory=lambda: [[], []])  # per seat: card ids seen privately
    events: list[list[Any]] = msgspec.field(default_factory=list)
    private: list[list[Any]] = msgspec.field(default_factory=list)
    identities: list[str] = msgspec.field(default_factory=lambda: ["", ""])  # per seat: its identity's card id
    hosts: dict[str, int] = msgspec.field(default_factory=dict)  # a hosted program (its instance) -> its host ice
    no_score: bool = False  # the Corp may score no more agendas this turn
    scored_points: int = 0  # the printed points of the agendas the Corp scored this turn
    queued: list[Prompt] = msgspec.field(default_factory=list)  # questions asked while another was open, in order
    # a constructed game: each seat's own decks offered at the start (their lists theirs alone), and the deck chosen
    custom: list[dict[str, DeckList]] = msgspec.field(default_factory=lambda: [{}, {}])
    decks: list[str] = msgspec.field(default_factory=lambda: ["", ""])

    # --- copies and JSON --------------------------------------------------------------------------
    def clone(self) -> NrState:
        return msgspec.msgpack.decode(msgspec.msgpack.encode(self), type=NrState)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> NrState:
        return msgspec.convert(data, NrState, strict=False)

    def is_over(self) -> bool:
        return self.phase == "over"

    # --- sides ------------------------------------------------------------------------------------
    @property
    def runner(self) -> int:
        return 1 - self.corp

    def side(self, seat: int) -> str:
        return "corp" if seat == self.corp else "runner"

    @property
    def goal(self) -> int:
        return POINTS_TO_WIN[self.step]

    # --- cards ------------------------------------------------------------------------------------
    def card(self, iid: int) -> NrCard:
        return CARDS[self.table.cards[iid].card]

    def inst(self, iid: int) -> Card:
        return self.table.cards[iid]

    def zone(self, name: str) -> list[int]:
        return self.table.zones[name].cards

    def where(self, iid: int) -> str | None:
        return self.table.zone_of(iid)

    def servers(self) -> list[str]:
        return [*CENTRALS, *self.remotes]

    def ice(self, server: str) -> list[int]:
        return self.zone(f"ice:{server}")

    def root(self, server: str) -> list[int]:
        return self.zone(f"root:{server}")

    def server_of(self, iid: int) -> str | None:
        zone = self.where(iid)
        return zone.split(":", 1)[1] if zone and ":" in zone else None

    def installed_corp(self) -> list[int]:
        return [i for srv in self.servers() for i in (*self.ice(srv), *self.root(srv))]

    def rezzed(self, iid: int) -> bool:
        return self.inst(iid).face_up

    def rig(self, kind: str | None = None) -> list[int]:
        return [i for i in self.zone("rig") if kind is None or self.card(i).type == kind]

    def rig_has(self, card_id: str) -> list[int]:
        return [i for i in self.zone("rig") if self.inst(i).card == card_id]

    def counters(self, iid: int, name: str) -> int:
        return self.inst(iid).counters.get(name, 0)

    # --- numbers ----------------------------------------------------------------------------------
    def points(self, seat: int) -> int:
        return sum(self.card(i).points for i in self.zone(f"score{seat}"))

    def hand_size(self, seat: int) -> int:
        """5, and what the seat's identity and active cards add (the Corp's score area, the Runner's rig)."""
        from bot.games.netrunner.abilities import of  # the definitions import the state

        active = self.zone(f"score{seat}") if seat == self.corp else self.rig("hardware")
        return HAND + of(self.identities[seat]).hand_size + sum(of(self.inst(i).card).hand_size for i in active)

    def hand(self, seat: int) -> list[int]:
        return self.zone("hq" if seat == self.corp else "grip")

    def memory(self) -> int:
        return MU + sum(self.card(i).mu_bonus for i in self.rig("hardware"))

    def memory_used(self) -> int:
        return sum(self.card(i).mu for i in self.rig("program"))

    def breakers(self) -> list[int]:
        return [i for i in self.rig("program") if self.card(i).breaker is not None]

    def ice_strength(self, iid: int) -> int:
        from bot.games.netrunner.abilities import of  # the definitions import the state

        card = self.card(iid)
        strength = card.strength or 0
        server = self.server_of(iid)
        if server is not None and server not in CENTRALS:
            strength += of(card.id).remote_strength
        advanced = of(card.id).advanced_strength
        if advanced is not None and self.counters(iid, "adv") >= advanced[0]:
            strength += advanced[1]
        run = self.run
        if run is not None and run.step == "encounter" and self.current_ice() == iid:
            strength -= run.weakened
        return max(0, strength)

    def breaker_strength(self, iid: int) -> int:
        card = self.card(iid)
        pumped = self.run.pumped.get(str(iid), 0) if self.run is not None else 0
        from bot.games.netrunner.abilities import of  # the definitions import the state

        heap = of(card.id).heap_strength
        from_heap = sum(1 for i in self.zone("heap") if self.card(i).has(heap)) if heap else 0
        return (card.strength or 0) + pumped + of(card.id).breaker_bonus * len(self.breakers()) + from_heap

    def current_ice(self) -> int | None:
        run = self.run
        if run is None or run.pos < 0:
            return None
        ice = self.ice(run.server)
        return ice[run.pos] if run.pos < len(ice) else None

    def spendable(self, seat: int) -> int:
        """Credits `seat` may spend now (the Runner's include Overclock's during its run)."""
        extra = self.run.credits if self.run is not None and seat == self.runner else 0
        return self.credits[seat] + extra
