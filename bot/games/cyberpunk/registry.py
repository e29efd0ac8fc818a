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
class CardRules:
    """One card's rules beside its data (`cards.CpCard`): an ability for each moment it triggers at, the static
    rules the engine asks of it, and the computer's hints. Its keywords are card data, read by the rules."""

    play: Ability | None = None  # a Unit played to the field (PLAY)
    program: Ability | None = None  # a Program resolving
    attack: Ability | None = None  # the Unit's, or its host's, ATTACK
    spent: Ability | None = None  # a Gear's host becomes spent
    defeated: Ability | None = None  # a Unit defeated (DEFEATED)
    end: Ability | None = None  # the end of its controller's turn, on the field or on a host
    call: Ability | None = None  # a Legend called (CALL)
    first_blue_play: Ability | None = None  # face up: the first Blue Unit or Gear its controller plays each turn
    first_arasaka_attack: Ability | None = None  # face up: the first attack each turn by its controller's ARASAKA Unit
    fight_won: Ability | None = None  # a Gear's host wins a fight against a rival Unit
    unblockable_behind: bool = False  # the Unit cannot be blocked while its controller is behind on Street Cred
    arasaka_attack_bonus: int = 0  # face up: its controller's ARASAKA Units have this much more power while attacking
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
}
CARDS: dict[str, CardRules] = {}  # filled by `abilities.py`: one definition per card id
NONE = CardRules()  # what a card id without a definition does (the rules' own questions name no card): nothing


def of(card: str) -> CardRules:
    return CARDS.get(card, NONE)


def triggers(card: str, timing: str) -> bool:
    """Whether `card` has an ability for `timing` ("play", "attack", "spent", "defeated", "end", "program", …)."""
    return of(card).at(timing) is not None
