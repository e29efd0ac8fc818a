"""Cyberpunk TCG state (versioned msgspec structs) and the questions every rule asks of it: power, Street
Cred, Gig dice, who controls what.

Zones per seat (in the card toolkit's `Table`): `deck` (hidden), `hand` (its owner), `field` (public),
`legends` (face down hidden, face up public; what the owner looked at is in `Table.known`), `eddies`
(sold cards, face down to everybody), `trash` and `gone` (removed from the game; both public).
Gig dice are not cards: each die is a `Die` in `dice`, in its owner's fixer area or a seat's Gig area.
"""

from __future__ import annotations

from typing import Any

import msgspec

from bot.cards.decks import DeckList
from bot.cards.questions import Question
from bot.cards.zones import Card, Table
from bot.games.cyberpunk.cards import CARDS, DECKS, CpCard
from bot.games.cyberpunk.registry import of

SCHEMA = 1
DIE_SIDES = (4, 6, 8, 10, 12, 20)
HAND = 6
GIGS_TO_WIN = 7
ZONES = (("deck", "nobody"), ("hand", "owner"), ("field", "all"), ("legends", "nobody"), ("eddies", "nobody"),
         ("trash", "all"), ("gone", "all"))


class Die(msgspec.Struct, kw_only=True):
    id: int
    sides: int
    owner: int
    area: int | None = None  # the seat whose Gig area holds it; None: still in its owner's fixer area
    value: int = 0


class Lasting(msgspec.Struct, kw_only=True):
    """An effect with a duration: `until` is "turn" (the end of this turn), "next_turn" (the start of
    `seat`'s next turn) or "fight" (used up by the next fight it applies to, or the end of the turn)."""

    kind: str  # "power" (target's power + amount), "steal_cap" (seat's dice), "no_defeat" (seat's Units),
    # "fight_power" (target's power + amount while it fights), "no_ready" / "no_attack" / "adrenaline" (target),
    # "steal_less" (target steals `amount` fewer Gigs), "solo_discount" (seat's GO SOLO costs `amount` less),
    # "blocker" (target has BLOCKER), "fight_shield" (a fight does not defeat target), "fights_now" (target may
    # attack rival Units the turn it is played), "attack_ready" (target's next attack may hit ready Units),
    # "avenge_next" (seat's next Unit to lose a fight defeats its rival), "appetite" (seat's next Unit to win a fight
    # by 3 or more also steals), "doomed" (target is defeated at the end of the turn if it stole or fought)
    seat: int
    until: str
    target: int | None = None
    amount: int = 0
    source: str = ""  # the card id, for the log and the picture


class Trigger(msgspec.Struct, kw_only=True):
    """A triggered (or a Program's) effect waiting to resolve. `step` and `data` carry an effect that
    stopped for a player's choice."""

    id: int
    seat: int  # who resolves it: the controller of its source
    card: str  # the card id whose effect it is
    event: str  # when it triggered: a stored moment's name, one of `registry.TIMINGS` ("play", "attack", …)
    source: int | None = None  # the instance it came from (the Unit, the Gear's host, the Legend)
    step: int = 0
    data: dict[str, Any] = msgspec.field(default_factory=dict)


class Prompt(Question, kw_only=True):
    """A question of the rules (`trigger` None: a steal, the order of effects, a die to roll in) or of a
    pending effect of `card`."""

    trigger: int | None = None  # the pending effect it belongs to
    card: str = ""  # whose effect asks


class Attack(msgspec.Struct, kw_only=True):
    attacker: int
    target: int | None  # a Unit's instance id; None: the rival Gig area
    seat: int  # the attacking player
    step: str = "declared"  # declared (its triggers resolve) → react → fight | steal → over
    blocked: bool = False
    losers: list[int] | None = None  # the fight's losers, once the fight is decided (its triggers went pending)
    to_steal: int | None = None  # how many Gigs the attacker takes, fixed at the start of the steal step
    chosen: list[int] = msgspec.field(default_factory=list)  # the dice picked so far
    offered: list[int] = msgspec.field(default_factory=list)  # picked dice the defender was asked to save
    saved: list[int] = msgspec.field(default_factory=list)  # picked dice the defender saved: not stolen


class CpState(msgspec.Struct, kw_only=True):
    rng: int
    turn_seconds: float = 180.0
    react_seconds: float = 60.0
    quick: bool = False  # the 27-card demo lists
    phase: str = "decks"  # decks | order | mulligan | start | main | end | over
    deck_choice: list[str | None] = msgspec.field(default_factory=lambda: [None, None])
    custom: list[dict[str, DeckList]] = msgspec.field(default_factory=lambda: [{}, {}])
    table: Table = msgspec.field(default_factory=Table)
    dice: list[Die] = msgspec.field(default_factory=list)
    chooser: int = 0  # who won the roll-off and chooses to go first or second
    first: int = 0
    mulligan: list[bool | None] = msgspec.field(default_factory=lambda: [None, None])
    turn: int = 0
    turn_no: int = 0  # turns begun so far (both players')
    sold: bool = False
    called: list[bool] = msgspec.field(default_factory=lambda: [False, False])  # Call a Legend, this turn
    blue_played: bool = False  # Jackie: the first Blue Unit or Gear this turn has been played
    arasaka_attacked: bool = False  # Yorinobu: the first ARASAKA attack this turn has happened
    stole: list[int] = msgspec.field(default_factory=list)  # Units that stole this turn (Delamain Cab)
    program_played: bool = False  # the turn player played a Program this turn (Jacked-In Voodoo Boy)
    fought: list[int] = msgspec.field(default_factory=list)  # Units that fought this turn (Cyberpsychosis)
    once: list[str] = msgspec.field(default_factory=list)  # "first time each turn" abilities used this turn
    no_ready: list[int] = msgspec.field(default_factory=list)  # the first player's two spent Legends
    lasting: list[Lasting] = msgspec.field(default_factory=list)
    pending: list[Trigger] = msgspec.field(default_factory=list)
    next_trigger: int = 1
    prompt: Prompt | None = None
    attack: Attack | None = None
    empty_starts: int = 0  # turns in a row begun with both fixer areas empty
    overtime: bool = False
    winner: int | None = None
    end: str | None = None
    deadline: float | None = None
    stage: str = ""
    reading: list[bool] = msgspec.field(default_factory=lambda: [False, False])  # time to read given, this stage
    named: list[str] = msgspec.field(default_factory=list)  # card ids the public log has named, the latest last
    seen: list[list[str]] = msgspec.field(default_factory=lambda: [[], []])  # per seat: card ids seen privately
    events: list[list[Any]] = msgspec.field(default_factory=list)  # this change's public [key, params]
    private: list[list[Any]] = msgspec.field(default_factory=list)  # [seat, key, params]

    # --- copies and JSON --------------------------------------------------------------------------
    def clone(self) -> CpState:
        return msgspec.msgpack.decode(msgspec.msgpack.encode(self), type=CpState)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CpState:
        return msgspec.convert(data, CpState, strict=False)

    def deck_of(self, seat: int) -> DeckList | None:
        key = self.deck_choice[seat]
        if key is None:
            return None
        return DECKS.get(key) or self.custom[seat].get(key)

    def is_over(self) -> bool:
        return self.phase == "over"

    # --- cards ------------------------------------------------------------------------------------
    def card(self, iid: int) -> CpCard:
        return CARDS[self.table.cards[iid].card]

    def inst(self, iid: int) -> Card:
        return self.table.cards[iid]

    def zone(self, name: str, seat: int) -> list[int]:
        return self.table.zones[f"{name}{seat}"].cards

    def where(self, iid: int) -> str | None:
        """The zone's name without the seat ("field", "legends", …), or None for a card outside zones."""
        name = self.table.zone_of(iid)
        return name.rstrip("01") if name else None

    def controller(self, iid: int) -> int:
        return self.inst(iid).controlled_by

    def units(self, seat: int) -> list[int]:
        """`seat`'s Units in the field (a Legend gone solo is one)."""
        return list(self.zone("field", seat))

    def face_down_legends(self, seat: int) -> list[int]:
        return [i for i in self.zone("legends", seat) if not self.inst(i).face_up]

    def face_up_legends(self, seat: int) -> list[int]:
        """Face-up Legends in the Legends area and on the field: their text is active."""
        return [i for i in (*self.zone("legends", seat), *self.zone("field", seat))
                if self.card(i).is_legend and self.inst(i).face_up]

    def gear_of(self, iid: int) -> list[int]:
        return list(self.inst(iid).attached)

    def is_arasaka(self, iid: int) -> bool:
        return "ARASAKA" in self.card(iid).tags

    def blocker(self, iid: int) -> bool:
        return self.card(iid).has("blocker") or any(self.card(g).has("grants_blocker") for g in self.gear_of(iid)) \
            or self.lasts("blocker", iid)

    def lagging(self, iid: int) -> bool:
        return "lag" in self.inst(iid).markers

    def lasts(self, kind: str, iid: int) -> bool:
        """An effect of this kind lasts on the card now."""
        return any(e.kind == kind and e.target == iid for e in self.lasting)

    def value_pairs(self, seat: int) -> int:
        """`seat`'s value-pairs of Gigs: two dice of one value, each die in one pair only."""
        values = [d.value for d in self.gigs(seat)]
        return sum(values.count(v) // 2 for v in set(values))

    def behind(self, seat: int) -> bool:
        """`seat` has less Street Cred than the rival (null is less than any number)."""
        return self.cred_above(1 - seat, seat)

    # --- numbers ----------------------------------------------------------------------------------
    def raw_power(self, iid: int) -> int:
        """Printed power + equipped Gear + lasting modifiers + "while attacking" bonuses: may be negative."""
        card = self.card(iid)
        total = card.power or 0
        total += sum(self.card(g).power or 0 for g in self.gear_of(iid))
        total += sum(e.amount for e in self.lasting if e.kind == "power" and e.target == iid)
        rules = of(card.id)
        if rules.own_turn_gear_bonus and self.turn == self.controller(iid):
            total += rules.own_turn_gear_bonus * len(self.gear_of(iid))
        a = self.attack
        if a is not None and iid in (a.attacker, a.target) and a.target is not None:
            total += sum(e.amount for e in self.lasting if e.kind == "fight_power" and e.target == iid)
            other = a.target if iid == a.attacker else a.attacker
            if rules.vs_legend_bonus and other in self.table.cards and self.card(other).is_legend:
                total += rules.vs_legend_bonus
        if a is not None and a.attacker == iid:
            if self.is_arasaka(iid):
                total += self.arasaka_attack_bonus(a.seat)  # for the length of their attacks (Saburo Arasaka)
            total += sum(of(self.inst(u).card).attack_bonus_others for u in self.units(a.seat) if u != iid)
        return total

    def arasaka_attack_bonus(self, seat: int) -> int:
        """The power `seat`'s face-up Legends give its attacking ARASAKA Units (the largest, should two give it)."""
        return max((of(self.inst(i).card).arasaka_attack_bonus for i in self.face_up_legends(seat)), default=0)

    def power(self, iid: int) -> int:
        """Power as every comparison and reference sees it: a negative value counts as 0."""
        return max(0, self.raw_power(iid))

    def gigs(self, seat: int) -> list[Die]:
        return [d for d in self.dice if d.area == seat]

    def die(self, die_id: int) -> Die:
        return next(d for d in self.dice if d.id == die_id)

    def fixer(self, seat: int) -> list[Die]:
        return [d for d in self.dice if d.owner == seat and d.area is None]

    def street_cred(self, seat: int) -> int | None:
        """The sum of `seat`'s Gig values; None (null) with no Gigs."""
        gigs = self.gigs(seat)
        return sum(d.value for d in gigs) if gigs else None

    def cred_above(self, seat: int, other: int) -> bool:
        """`seat`'s Street Cred is higher than `other`'s (null is lower than any number, and not higher
        than null)."""
        mine, theirs = self.street_cred(seat), self.street_cred(other)
        if mine is None:
            return False
        return theirs is None or mine > theirs

    def ready_eddies(self, seat: int) -> list[int]:
        return [i for i in self.zone("eddies", seat) if not self.inst(i).spent]

    def payers(self, seat: int) -> list[int]:
        """Everything `seat` may spend for 1 €$ now: ready Eddies, then ready Legends in the Legends area
        (face down, or face up with a sell tag)."""
        legends = [i for i in self.zone("legends", seat) if not self.inst(i).spent
                   and (not self.inst(i).face_up or self.card(i).sell)]
        return self.ready_eddies(seat) + legends
