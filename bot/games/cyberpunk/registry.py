"""The shape of a Cyberpunk card's one definition, in the style of Netrunner's `Card`: its ability for each moment the
engine triggers, the rules the engine asks of it while it is on the table, and the computer's hints for it. The
definitions themselves are `abilities.CARDS` (this module's dict, filled there, each card's entry beside its
functions), found by the card's id. No list of card ids is kept beside them: a card triggers at a moment exactly when
its definition has an ability for it. (The engine, `game.py`, imports `abilities`, so the definitions are all there
before any rule asks for one.)

This module imports nothing of the game at run time, so the state and the rules may ask it without a cycle."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.cyberpunk.state import CpState, Prompt, Trigger
    from bot.games.cyberpunk.view import CpView

# (state, the pending effect, the answer to its last question or None the first time) -> its next question or None
Ability = Callable[["CpState", "Trigger", "list[str] | None"], "Prompt | None"]
SeatTest = Callable[["CpView", int], bool]  # (the computer's view, its seat)
Preferred = Callable[["CpView", int, "Prompt"], "list[str] | None"]  # None: the computer's general choice
Discount = Callable[["CpState", int], int]  # (state, the seat playing the card) -> €$ off its printed cost

# the stored names of the moments a Legend or Gear watches for (pending triggers of stored games hold these names)
FIRST_BLUE_PLAY, FIRST_ARASAKA_ATTACK, FIGHT_WON = "jackie", "yorinobu", "satori"


@dataclass(frozen=True)
class Hints:
    """What the computer knows of playing the card well. Each test reads the computer's own view, never the state."""

    worth_playing: SeatTest | None = None  # a Program in the main phase: it does something now (None: kept)
    react: SeatTest | None = None  # a QUICK card in the React step: playing it turns the rival's attack
    react_rank: int = 0  # when several React plays are worth it, the lowest rank is played
    answers: dict[str, Preferred] = field(default_factory=dict)  # question kind -> the preferred answer


@dataclass(frozen=True)
class Activated:
    """An activated ability ("⊡:", "X €$, ⊡:"): spend the card (a Gear: its host) and pay `eddies` €$ to use it in
    your main phase (QUICK: in your React step too). Never while the card to spend is spent or has Lag."""

    ability: Ability
    eddies: int = 0
    quick: bool = False
    usable: Callable[[CpState, int, int], bool] | None = None  # (state, seat, the card): something to do now
    discount: Discount | None = None  # €$ off `eddies` now (the ability may come down to 0 €$)
    use: SeatTest | None = None  # the computer's hint: using it now is worth it (its own view)


@dataclass(frozen=True)
class CardRules:
    """One card's rules beside its data (`cards.CpCard`): an ability for each moment it triggers at, the static
    rules the engine asks of it, and the computer's hints. Its keywords are card data, read by the rules."""

    play: Ability | None = None  # a Unit played to the field (PLAY)
    program: Ability | None = None  # a Program resolving
    attack: Ability | None = None  # the Unit's, or its host's, ATTACK
    spent: Ability | None = None  # the Unit itself, or a Gear's host, becomes spent
    defeated: Ability | None = None  # a Unit defeated (DEFEATED)
    end: Ability | None = None  # the end of its controller's turn, on the field or on a host
    call: Ability | None = None  # a Legend called (CALL)
    first_blue_play: Ability | None = None  # face up: the first Blue Unit or Gear its controller plays each turn
    first_arasaka_attack: Ability | None = None  # face up: the first attack each turn by its controller's ARASAKA Unit
    fight_won: Ability | None = None  # the Unit, or a Gear's host, wins a fight against a rival Unit
    block: Ability | None = None  # the Unit uses BLOCKER (a face-up Legend: any of its controller's Units does)
    braindance: Ability | None = None  # face up: its controller plays a BRAINDANCE Program
    stole: Ability | None = None  # the Unit (or a Gear's host) steals a Gig (once for each die; `data["die"]`)
    ally_stole: Ability | None = None  # face up or on the field: one of its controller's Units steals a Gig
    any_defeated: Ability | None = None  # on the field or face up: a Unit (either side's) is defeated
    rolled: Ability | None = None  # face up: its controller rolls a Gig in from the fixer area (`data["die"]`)
    meddled: Ability | None = None  # on the field: the rival adjusts or swaps its controller's Gigs
    ally_spent: Ability | None = None  # on the field: one of its controller's equipped Units or Legends is spent
    start: Ability | None = None  # face up or on the field: the start of its controller's turn
    activated: Activated | None = None  # its ⊡ ability
    unblockable_behind: bool = False  # the Unit cannot be blocked while its controller is behind on Street Cred
    arasaka_attack_bonus: int = 0  # face up: its controller's ARASAKA Units have this much more power while attacking
    discount: Discount | None = None  # €$ off its cost for the seat playing it now (the rules keep it at 1 or more)
    stops_rival_haste: bool = False  # on the field: rival Units cannot attack the turn they are played
    attacks_after_program: bool = False  # the Unit can attack only once its controller played a Program this turn
    own_turn_gear_bonus: int = 0  # this much more power for each of its Gear during its controller's turn
    fights_when_played: bool = False  # the Unit may attack rival Units (not the Gig area) the turn it is played
    avenges: bool = False  # when the Unit loses a fight, the rival Unit it fought is defeated
    beats_tag: str = ""  # the Unit wins every fight against a Unit with this tag
    attack_bonus_others: int = 0  # on the field: its controller's other Units have this much more power attacking
    saves_host: bool = False  # a Gear defeated in its host's place when the host would be defeated
    attacks_ready_blockers_ahead: bool = False  # ahead on Street Cred, it may attack ready rival BLOCKER Units
    steals_when_played_behind: bool = False  # with fewer Gigs than the rival, it may attack the Gig area at once
    free_calls: bool = False  # on the field: its controller's Calls cost nothing during their turn
    grants_adrenaline_behind: bool = False  # a Gear: its host has ADRENALINE while the rival has 2+ Gigs more
    solo_tax: int = 0  # a Gear in play: the rival's GO SOLO costs this much more
    cyberware_discount: int = 0  # on the field: its controller's first CYBERWARE Gear each turn costs this much less
    vs_legend_bonus: int = 0  # this much more power while it fights a Legend
    guards_steals: bool = False  # on the field: a Gig about to be stolen may be saved by discarding a card of its cost
    hints: Hints = field(default_factory=Hints)

    def at(self, timing: str) -> Ability | None:
        """Its ability for a moment, by the moment's stored name (`Trigger.event`); None: it has none."""
        read = TIMINGS.get(timing)
        return read(self) if read is not None else None

    def timings(self) -> list[str]:
        """The stored names of the moments it has an ability for."""
        return [timing for timing, read in TIMINGS.items() if read(self) is not None]


# every moment the engine triggers, by its stored name, and where a definition holds its ability for it
TIMINGS: dict[str, Callable[[CardRules], Ability | None]] = {
    "play": lambda c: c.play,
    "program": lambda c: c.program,
    "attack": lambda c: c.attack,
    "spent": lambda c: c.spent,
    "defeated": lambda c: c.defeated,
    "end": lambda c: c.end,
    "call": lambda c: c.call,
    FIRST_BLUE_PLAY: lambda c: c.first_blue_play,
    FIRST_ARASAKA_ATTACK: lambda c: c.first_arasaka_attack,
    FIGHT_WON: lambda c: c.fight_won,
    "block": lambda c: c.block,
    "start": lambda c: c.start,
    "braindance": lambda c: c.braindance,
    "stole": lambda c: c.stole,
    "ally_stole": lambda c: c.ally_stole,
    "any_defeated": lambda c: c.any_defeated,
    "rolled": lambda c: c.rolled,
    "meddled": lambda c: c.meddled,
    "ally_spent": lambda c: c.ally_spent,
    "activated": lambda c: c.activated.ability if c.activated is not None else None,
}
CARDS: dict[str, CardRules] = {}  # filled by `abilities.py`: one definition per card id
NONE = CardRules()  # what a card id without a definition does (the rules' own questions name no card): nothing


def of(card: str) -> CardRules:
    return CARDS.get(card, NONE)


def triggers(card: str, timing: str) -> bool:
    """Whether `card` has an ability for `timing` ("play", "attack", "spent", "defeated", "end", "program", …)."""
    return of(card).at(timing) is not None
