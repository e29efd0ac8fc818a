"""What one viewer may know of a game of Knowing Zero: all its displays and its computer player are given.

A view is made from a state by `view(state, seat)` alone (seat None: the public). It holds the table redacted for
that viewer, the public facts of the game (scores, phase, whose turn, the battle's round and boosts, the clock, the
public log of the last change) and what that viewer alone may know (their own decks, private log lines and playable
cards, the rival's cards they saw go home). It holds no random numbers' state, no deck order, no hidden card nor its
instance id, no aim the rival locked in before the reveal, no rival's deck before both are revealed: a display cannot
show what is not in it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import msgspec

from bot.cards.decks import DeckList, public_name
from bot.cards.zones import CardView, Table, TableView, ZoneView, redact
from bot.games.zero.cards import CARDS, DECKS, ZeroCard
from bot.games.zero.game import answering, awaited, usable
from bot.games.zero.state import Units, ZeroState

Event = tuple[str, Mapping[str, Any]]  # a log line: catalogue key and parameters, as `Context.recent` holds them


@dataclass(frozen=True)
class BattleView:
    """The battle under way, as everybody sees it."""

    attacker: int
    round: int
    step: str  # "window": events and abilities, in turn; "assign": aims, locked in secret
    priority: int  # the seat to act in the window
    locked: tuple[bool, bool]  # which seats locked in this round's aims (at what, nobody sees until the reveal)
    mods: Mapping[int, Mapping[str, int]]  # this round's boosts of the units in battle: attack, shield, silenced


@dataclass(frozen=True)
class ZeroView(Units):
    """A game as `viewer` (None: the public) may know it. Its cards are `table`'s: a card hidden from the viewer is
    a card back there, and none of the questions below can be asked of it."""

    viewer: int | None
    table: TableView
    phase: str
    turn: int
    scores: tuple[int, int]
    rounds: int  # a battle's most rounds
    draw_count: int  # cards a turn of drawing takes, before supply
    turn_seconds: float
    deadline: float | None
    stage: str
    abstraction_played: bool  # this turn
    battle: BattleView | None
    awaited: Mapping[int, str]  # each seat the game waits for, with what it waits for
    answering: int | None  # the seat owing an answer to a draw offer
    draw_offer: int | None
    winner: int | None
    end: str | None
    decks: tuple[str | None, str | None]  # as the log names them: one's own once chosen, the rival's once revealed
    events: tuple[Event, ...]  # the last change's public log
    # what the viewer alone may know
    own_decks: Mapping[str, DeckList]  # the viewer's own deck lists, to choose from
    private: tuple[Event, ...]  # the last change's log lines for the viewer
    playable: tuple[int, ...]  # the viewer's cards they may play in the battle's window now
    # the rival's cards the viewer saw go home and the rival still holds, by card id: in hand or in a face-down army
    # (which of them attack is not the viewer's to know)
    known_held: tuple[str, ...]

    # --- the cards the viewer sees -----------------------------------------------------------------------------
    @cached_property
    def _seen(self) -> dict[int, CardView]:
        """Every card the viewer sees on the table, by instance id (cards carried by cards included)."""
        def walk(card: CardView) -> Iterator[CardView]:
            yield card
            for inner in card.attached:
                yield from walk(inner)

        return {c.iid: c for zone in self.table.zones.values() for top in zone.cards for c in walk(top)
                if c.iid is not None}

    def shown(self, iid: int) -> CardView | None:
        """Instance `iid` as the viewer sees it on the table, if they see it."""
        return self._seen.get(iid)

    def zone(self, name: str, seat: int) -> ZoneView:
        return self.table.zones[f"{name}{seat}"]

    def count(self, name: str, seat: int) -> int:
        """How many cards lie in `seat`'s zone `name`, seen or not."""
        return len(self.zone(name, seat))

    def seen_in(self, name: str, seat: int) -> list[int]:
        """The instance ids of the cards the viewer sees in `seat`'s zone `name`, in order."""
        return [c.iid for c in self.zone(name, seat).cards if c.iid is not None]

    def hand_of(self, seat: int, kind: str | None = None) -> list[int]:
        return [i for i in self.seen_in("hand", seat) if kind is None or self.card(i).type == kind]

    def deck_empty(self, seat: int) -> bool:
        return not self.count("deck", seat)

    def is_over(self) -> bool:
        return self.phase == "over"

    # --- what the rules reckon with (`Units`): only cards the viewer sees ---------------------------------------
    def card(self, iid: int) -> ZeroCard:
        card = self._seen[iid].card
        assert card is not None  # `_seen` holds shown cards only
        return CARDS[card]

    def owner(self, iid: int) -> int:
        return self._seen[iid].owner

    def wounds(self, iid: int) -> int:
        return dict(self._seen[iid].counters).get("wounds", 0)

    def mod(self, iid: int, name: str) -> int:
        return self.battle.mods.get(iid, {}).get(name, 0) if self.battle else 0

    def army(self, seat: int) -> list[int]:
        """The units the viewer sees in `seat`'s army (none of a rival's face-down army: `count` says how many)."""
        return self.seen_in("army", seat)

    def in_play(self, seat: int) -> list[int]:
        return self.seen_in("play", seat)


def view(state: ZeroState, seat: int | None) -> ZeroView:
    """What `seat` (None: the public) may know of `state`."""
    return ZeroView(
        viewer=seat,
        table=redact(_forgetting(state.table), seat),
        phase=state.phase,
        turn=state.turn,
        scores=(state.scores[0], state.scores[1]),
        rounds=state.rounds,
        draw_count=state.draw_count,
        turn_seconds=state.turn_seconds,
        deadline=state.deadline,
        stage=state.stage,
        abstraction_played=state.abstraction_played,
        battle=_battle(state, seat),
        awaited=awaited(state),
        answering=answering(state),
        draw_offer=state.draw_offer,
        winner=state.winner,
        end=state.end,
        decks=(_deck(state, 0, seat), _deck(state, 1, seat)),
        events=tuple((str(key), dict(params)) for key, params in state.events),
        own_decks=dict(state.custom[seat]) if seat is not None else {},
        private=tuple((str(key), dict(params)) for who, key, params in state.private if who == seat),
        playable=tuple(usable(state, seat)) if seat is not None and state.battle is not None else (),
        known_held=_known_held(state, seat),
    )


def _forgetting(table: Table) -> Table:
    """`table` as if nobody remembered a card they saw: a rival's card the viewer saw go home is a card back on
    their table too, or its instance id would follow it from the hand into a face-down army (`known_held` names it,
    apart from any place)."""
    return msgspec.structs.replace(table, known=[])


def _battle(state: ZeroState, seat: int | None) -> BattleView | None:
    battle = state.battle
    if battle is None:
        return None
    locked = (battle.assign[0] is not None, battle.assign[1] is not None)
    # boosts are public (the cards that gave them were played face up), and only units in battle carry them
    mods = {iid: dict(boosts) for iid, boosts in battle.mods.items() if state.table.visible(iid, seat)}
    return BattleView(battle.attacker, battle.round, battle.step, battle.priority, locked, mods)


def _deck(state: ZeroState, player: int, seat: int | None) -> str | None:
    """`player`'s deck as the log names it, if `seat` may know it: one's own once chosen; any once both are revealed
    (the decks are dealt as soon as both chose)."""
    if player != seat and state.phase == "decks":
        return None
    deck = state.deck_of(player)
    return None if deck is None else public_name(deck, DECKS)


def _known_held(state: ZeroState, seat: int | None) -> tuple[str, ...]:
    if seat is None:
        return ()
    rival = 1 - seat
    places = (f"hand{rival}", f"army{rival}")
    known = state.table.known[seat] if seat < len(state.table.known) else []
    return tuple(sorted(state.inst(i).card for i in known
                        if not state.inst(i).face_up and state.table.zone_of(i) in places))
