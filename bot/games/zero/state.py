"""Knowing Zero's state (versioned msgspec structs) and the questions every rule asks of it."""

from __future__ import annotations

from typing import Any

import msgspec

from bot.cards.decks import DeckList
from bot.cards.zones import Card, Table
from bot.games.zero.cards import CARDS, DECKS, ZeroCard

SCHEMA = 2  # 2 counts battles (`battles`), which name each round's simultaneous aims
START_SCORE = 30
START_HAND = 6
DRAW = 2
MAX_ARMY = 5
MAX_ROUNDS = 5
DRAWN_BATTLES_TO_DRAW = 3
REFUSALS_TO_DRAW = 3


class Battle(msgspec.Struct, kw_only=True):
    attacker: int
    round: int = 1
    step: str = "window"  # "window": events and abilities, in turn; "assign": hidden assignments
    priority: int = 0  # the seat to act in the window
    passes: int = 0  # passes in a row in the window (two close it)
    assign: list[list[int] | None] = msgspec.field(default_factory=lambda: [None, None])
    mods: dict[int, dict[str, int]] = msgspec.field(default_factory=dict)  # this round: attack, shield, silenced
    destroyed: list[list[int]] = msgspec.field(default_factory=lambda: [[], []])  # each seat's units lost


class Units:
    """The questions every rule asks of units, asked alike of a state and of a view (`bot.games.zero.view`): a display
    or the computer reckons a unit's Attack and Life exactly as the rules do. A subclass tells what one card is, whose,
    how wounded and how boosted this round, and which cards lie in an army or in play."""

    __slots__ = ()

    def card(self, iid: int) -> ZeroCard:
        raise NotImplementedError

    def owner(self, iid: int) -> int:
        raise NotImplementedError

    def wounds(self, iid: int) -> int:
        raise NotImplementedError

    def mod(self, iid: int, name: str) -> int:
        """This round's `name` boost ("attack", "shield", "silenced") of a unit in battle."""
        raise NotImplementedError

    def army(self, seat: int) -> list[int]:
        raise NotImplementedError

    def in_play(self, seat: int) -> list[int]:
        """`seat`'s abstractions in play."""
        raise NotImplementedError

    # --- lasting effects --------------------------------------------------------------------------
    def lasting(self, seat: int, effect: str) -> int:
        """The total amount of `seat`'s abstractions in play with this effect."""
        return sum(self.card(i).amount for i in self.in_play(seat) if self.card(i).effect == effect)

    # --- units in battle --------------------------------------------------------------------------
    def max_life(self, iid: int) -> int:
        return self.card(iid).life + self.lasting(self.owner(iid), "fortify")

    def life_left(self, iid: int) -> int:
        return self.max_life(iid) - self.wounds(iid)

    def attack_of(self, iid: int) -> int:
        if self.mod(iid, "silenced"):
            return 0
        owner = self.owner(iid)
        bonus = self.mod(iid, "attack") + self.lasting(owner, "warcry") - self.lasting(1 - owner, "dread")
        return max(0, self.card(iid).attack + bonus)

    def trait(self, iid: int, name: str) -> int:
        """The unit's amount of trait `name` (1 for a trait without an amount), 0 if it has none."""
        card = self.card(iid)
        return (card.amount or 1) if card.trait == name else 0

    def targets_for(self, seat: int) -> list[int]:
        """The enemy units `seat`'s units may attack: guards first, while one stands."""
        enemy = self.army(1 - seat)
        guards = [i for i in enemy if self.trait(i, "guard")]
        return guards or enemy

    def default_target(self, seat: int) -> int:
        """The house default for a unit whose owner did not lock in: the enemy with the least Life left."""
        return min(self.targets_for(seat), key=lambda i: (self.life_left(i), i))


class ZeroState(Units, msgspec.Struct, kw_only=True):
    rng: int
    start_score: int = START_SCORE
    turn_seconds: float = 120.0
    start_hand: int = START_HAND  # house numbers, settings of /zero new
    draw_count: int = DRAW
    rounds: int = MAX_ROUNDS
    phase: str = "decks"  # decks | turn | attach | defend | battle | over
    deck_choice: list[str | None] = msgspec.field(default_factory=lambda: [None, None])
    custom: list[dict[str, DeckList]] = msgspec.field(default_factory=lambda: [{}, {}])  # each player's own decks
    table: Table = msgspec.field(default_factory=Table)
    scores: list[int] = msgspec.field(default_factory=lambda: [START_SCORE, START_SCORE])
    turn: int = 0
    abstraction_played: bool = False
    forming: int | None = None  # in "attach": the seat attaching abilities to its army
    battle: Battle | None = None
    battles: int = 0  # battles begun so far: the one under way is number `battles`
    last_battle: int | None = None  # the winner of the last battle, -1 for a drawn one
    drawn_in_a_row: int = 0
    refusals: list[int] = msgspec.field(default_factory=lambda: [0, 0])  # once both decks are exhausted
    draw_offer: int | None = None  # the seat that offered a draw
    deadline: float | None = None
    stage: str = ""  # what the deadline was set for (a change of stage restarts it)
    reading: list[str] = msgspec.field(default_factory=lambda: ["", ""])  # the stage each seat last got time to read
    winner: int | None = None
    end: str | None = None  # why the game ended (a catalogue key suffix)
    events: list[list[Any]] = msgspec.field(default_factory=list)  # this change's public [key, params]
    private: list[list[Any]] = msgspec.field(default_factory=list)  # [seat, key, params]

    # --- copies and JSON --------------------------------------------------------------------------
    def clone(self) -> ZeroState:
        return msgspec.msgpack.decode(msgspec.msgpack.encode(self), type=ZeroState)

    def to_json(self) -> dict[str, Any]:
        return msgspec.to_builtins(self)  # type: ignore[no-any-return]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ZeroState:
        state = msgspec.convert(data, ZeroState, strict=False)
        if "battles" not in data and state.battle is not None:
            state.battles = 1  # stored before battles were counted: the one under way is the first counted
        return state

    def deck_of(self, seat: int) -> DeckList | None:
        """The deck `seat` chose (a shipped one, or one of their own), once chosen."""
        key = self.deck_choice[seat]
        if key is None:
            return None
        return DECKS.get(key) or self.custom[seat].get(key)

    # --- zones ------------------------------------------------------------------------------------
    def card(self, iid: int) -> ZeroCard:
        return CARDS[self.table.cards[iid].card]

    def inst(self, iid: int) -> Card:
        return self.table.cards[iid]

    def zone(self, name: str, seat: int) -> list[int]:
        return self.table.zones[f"{name}{seat}"].cards

    def hand_of(self, seat: int, kind: str | None = None) -> list[int]:
        return [i for i in self.zone("hand", seat) if kind is None or self.card(i).type == kind]

    def army(self, seat: int) -> list[int]:
        return list(self.zone("army", seat))

    def deck_empty(self, seat: int) -> bool:
        return not self.zone("deck", seat)

    def is_over(self) -> bool:
        return self.phase == "over"

    # --- what the rules reckon with (see `Units`) ----------------------------------------------------------
    def owner(self, iid: int) -> int:
        return self.inst(iid).owner

    def wounds(self, iid: int) -> int:
        return self.inst(iid).counters.get("wounds", 0)

    def in_play(self, seat: int) -> list[int]:
        return self.zone("play", seat)

    def mod(self, iid: int, name: str) -> int:
        return self.battle.mods.get(iid, {}).get(name, 0) if self.battle else 0
