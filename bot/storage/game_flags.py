"""What the framework itself notes on a game, apart from the options its players chose.

The options are the players' (the game's rules read them); the flags are the framework's: abort votes, why a lobby
closed, its invitations, the mirror board across servers, a vacation's pause, the rematch, a deleted board, the
spectators' delay, and the tournament the game belongs to. They are stored in a column of their own (`games.flags`),
so no engine ever sees them and no option can be mistaken for one. Rows written before that column kept them in the
options under names starting with "_": `decode` still reads those.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec


class Pause(msgspec.Struct, frozen=True):
    """A correspondence game's clocks stand still for a vacation: since when, until when, for whom."""

    since: float
    until: float
    who: tuple[int, ...] = ()


class MirrorBoard(msgspec.Struct, frozen=True):
    """The game's second board, in the other player's server."""

    guild: int
    channel: int
    locale: str = "en"
    users: tuple[int, ...] = ()  # the players whose side it is


class TournamentResult(msgspec.Struct, frozen=True, array_like=True):
    """The result a tournament gave a game it ended (time, adjudication, withdrawal), and a table's places."""

    result: str
    how: str
    places: tuple[int, ...] | None = None


class GameFlags(msgspec.Struct, frozen=True, omit_defaults=True):
    abort_votes: tuple[int, ...] = ()  # the players who asked to abort the game
    closed: str | None = None  # why the lobby or game was closed: expired, declined, moderator, unposted, tournament
    invited: tuple[int, ...] = ()  # members a lobby invites
    mirror: MirrorBoard | None = None
    paused: Pause | None = None
    rematch: int | None = None  # the game that rematches this one
    boardless_since: float | None = None  # the board was deleted and could not be posted again: clocks stopped then
    spectate_votes: Mapping[str, int] = msgspec.field(default_factory=dict)  # str(user) -> moves late they allow
    tournament: int | None = None
    tournament_round: int | None = None
    tournament_table: bool = False  # a table of a Swiss-tables tournament: its result is its places
    tournament_result: TournamentResult | None = None


NONE = GameFlags()

# where rows written before the flags column kept each flag, in the options
_LEGACY = {"_abort": "abort_votes", "_closed": "closed", "_invited": "invited", "_mirror": "mirror",
           "_paused": "paused", "_rematch": "rematch", "_boardless_since": "boardless_since",
           "_spectate_votes": "spectate_votes", "_tournament": "tournament", "_round": "tournament_round",
           "_tournament_table": "tournament_table", "_tournament_result": "tournament_result"}
_ENCODER = msgspec.json.Encoder()


def split(options: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Stored options as the players' own, and the flags an older row kept among them (by their flag names)."""
    own = {k: v for k, v in options.items() if not k.startswith("_")}
    legacy = {_LEGACY[k]: v for k, v in options.items() if k in _LEGACY}
    return own, legacy


def decode(text: str | None, legacy: Mapping[str, Any] | None = None) -> GameFlags:
    """The flags of a stored row; a flag that does not read as its type is dropped, never the others with it."""
    data: dict[str, Any] = dict(legacy or {})
    if text:
        try:
            stored = msgspec.json.decode(text)
        except msgspec.DecodeError:
            stored = {}
        if isinstance(stored, dict):
            data.update(stored)
    try:
        return msgspec.convert(data, GameFlags)
    except msgspec.ValidationError:
        good: dict[str, Any] = {}
        for name, value in data.items():
            try:
                msgspec.convert({**good, name: value}, GameFlags)
            except msgspec.ValidationError:
                continue
            good[name] = value
        return msgspec.convert(good, GameFlags)


def encode(flags: GameFlags) -> str:
    return _ENCODER.encode(flags).decode()
