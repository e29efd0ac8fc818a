"""Games across servers: a game /play matched between members of two servers that both allow it lives in the
channel of the one who waited longer, and a second board (its mirror) stands in the other player's channel, where
that player sees it, clicks it and is pinged, in their server's language.

A member cannot see or click a message of a server they are not in, so the mirror is a whole board of its own: the
framework publishes every change on both (the clicked one through the click's own answer, the other through a
recent interaction's token or the bot's), pings each player on their own side, and moves, re-posts and announces the
end on both. The mirror's message id is stored with the game (`games.mirror_message_id`); where it stands (server,
channel, language, whose side it is) is a framework flag of the game (`GameFlags.mirror`), set when it is created.

Both servers' interactions must reach the process that holds the game (its lock and cache are there), so the queue
matches across servers only among the servers of one process's shards (bot.storage.queue)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from bot.storage.game_flags import GameFlags, MirrorBoard
from bot.storage.games import GameRecord


@dataclass(frozen=True)
class Mirror:
    guild_id: int
    channel_id: int
    locale: str
    users: frozenset[int]  # the players whose side the mirror is

    def flag(self) -> MirrorBoard:
        return MirrorBoard(self.guild_id, self.channel_id, self.locale, tuple(sorted(self.users)))


def mirror_of(game: GameRecord | GameFlags) -> Mirror | None:
    """The game's mirror, if it has one (from a game, or from its flags)."""
    board = (game.flags if isinstance(game, GameRecord) else game).mirror
    if board is None:
        return None
    return Mirror(board.guild, board.channel, board.locale or "en", frozenset(board.users))


def mirror_view(game: GameRecord, mirror: Mirror) -> GameRecord:
    """The game as its mirror shows it: the other server's channel, message and language. Everything else (seats,
    options, state) is the game's own, shared, not copied: the view is read, and only its message id is written (by
    the publisher, through `GameStore.set_mirror_message`)."""
    return dataclasses.replace(game, guild_id=mirror.guild_id, channel_id=mirror.channel_id,
                               message_id=game.mirror_message_id, locale=mirror.locale, mirror_side=True)


def surfaces(game: GameRecord) -> list[GameRecord]:
    """Every board of the game: its own, then its mirror's view."""
    mirror = mirror_of(game)
    return [game] if mirror is None else [game, mirror_view(game, mirror)]


def surface_in(game: GameRecord, channel_id: int | None) -> GameRecord:
    """The board of the game in `channel_id` (its mirror's view there), else the game's own."""
    mirror = mirror_of(game)
    if mirror is not None and channel_id == mirror.channel_id:
        return mirror_view(game, mirror)
    return game


def on_mirror_side(game: GameRecord, user_id: int) -> bool:
    """Whether `user_id` plays the game from its mirror (the other server's board)."""
    mirror = mirror_of(game)
    return mirror is not None and user_id in mirror.users


def surface_of(game: GameRecord, user_id: int) -> GameRecord:
    """The board `user_id` sees: their side's."""
    mirror = mirror_of(game)
    if mirror is not None and user_id in mirror.users:
        return mirror_view(game, mirror)
    return game
