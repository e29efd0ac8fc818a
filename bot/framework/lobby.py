"""Lobbies and challenges: Join / Leave / Start / Cancel, Accept / Decline, and expiry."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from msgspec.structs import replace

from bot.framework import pace, stakes
from bot.framework.change import Change, Decide, Origin
from bot.framework.kinds import AnyKind, Control, Display, Refusal
from bot.framework.services import Services
from bot.i18n import t
from bot.storage.games import GameRecord, SeatRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService

LOBBY_ACTIONS = frozenset({"join", "leave", "start", "cancel", "accept", "decline"})
LOBBY_COLOUR = 0x718096


def lobby_display(game: GameRecord, kind: AnyKind, locale: str, timeout_s: float) -> Display:
    name = t(kind.title_key, locale)
    players = "\n".join(
        f"{i + 1}. " + (f"<@{s.user_id}>" if s.user_id is not None else f"🤖 {s.name}")
        for i, s in enumerate(game.seats)
    )
    lines = [t("lobby.host", locale, host=f"<@{game.host_id}>")]
    seconds = pace.move_seconds(game.options)
    if seconds is not None:  # the pace first: it is what a player decides to join on
        lines.append(t("pace.lobby", locale, clock=pace.duration_text(seconds, locale)))
    summary = kind.options_summary(game.options, locale)
    if summary:
        lines.append(summary)
    staked = stakes.stake_line(kind, game.options, locale)
    if staked:
        lines.append(staked)
    if seconds is not None and kind.timeout_rule_key:
        lines.append(t(kind.timeout_rule_key, locale))
    lines.append(t("lobby.players", locale, count=len(game.seats), max=kind.seat_limit(game.options)) + "\n" + players)
    controls: list[Control] = []
    content: str | None = None
    closed = game.flags.closed
    # a rematch: the last game's players not seated yet are asked back (pinged once, with the post)
    invited = [u for u in game.flags.invited if game.seat_of(u) is None]
    if game.status == "lobby":
        expires = int(game.created_at + pace.lobby_seconds(game.options, timeout_s))
        lines.append(t("lobby.expires", locale, ts=expires))
        if game.challenged_id is not None:
            title = t("challenge.title", locale, game=name)
            lines.insert(0, t("challenge.body", locale, host=f"<@{game.host_id}>", opponent=f"<@{game.challenged_id}>"))
            content = f"<@{game.challenged_id}>"
            controls = [
                Control("accept", t("challenge.accept", locale), "success"),
                Control("decline", t("challenge.decline", locale), "danger"),
            ]
        else:
            title = t("lobby.title", locale, game=name)
            if kind.min_seats < kind.seat_limit(game.options):
                lines.append(t("lobby.need", locale, min=kind.min_seats))
            if invited:
                content = " ".join(f"<@{u}>" for u in invited)
                lines.insert(0, t("rematch.invite", locale, host=f"<@{game.host_id}>"))
            controls = [
                Control("join", t("lobby.join", locale), "success"),
                Control("leave", t("lobby.leave", locale)),
                Control("start", t("lobby.start", locale), "primary"),
                Control("cancel", t("lobby.cancel", locale), "danger"),
            ]
    else:
        title = t("lobby.closed_title", locale, game=name)
        reason = {"expired": "lobby.expired", "declined": "challenge.declined",
                  "moderator": "abort.by_moderator"}.get(str(closed), "lobby.cancelled")
        lines.append(t(reason, locale))
    challenged = (game.challenged_id,) if game.challenged_id is not None else ()
    pings = (challenged or tuple(invited)) if content else ()
    return Display(title=title, description="\n".join(lines), content=content, controls=controls,
                   colour=LOBBY_COLOUR, pings=pings)


def lobby_change(services: Services, user: discord.abc.User, action: str) -> Decide:
    """How a lobby or challenge button changes the game (decided under the game's lock)."""

    async def decide(game: GameRecord, kind: AnyKind, state: Any) -> Change:
        if game.status != "lobby":
            raise Refusal("lobby.closed", "lobby_closed")
        seats = list(game.seats)
        change = Change(action, actor=user.id, seat=game.seat_of(user.id))
        limit = kind.seat_limit(game.options)
        if action == "join":
            if game.challenged_id is not None:
                raise Refusal("challenge.not_you", "not_challenged", opponent=f"<@{game.challenged_id}>")
            if game.seat_of(user.id) is not None:
                raise Refusal("lobby.already_in", "already_in")
            if len(seats) >= limit:
                raise Refusal("lobby.full", "full")
            await _check_join(services, kind, game, user.id)
            change.seats = [*seats, SeatRecord(len(seats), user.id, None, user.display_name)]
            change.start = len(change.seats) >= limit
        elif action == "leave":
            if user.id == game.host_id:
                raise Refusal("lobby.host_cannot_leave", "host_leave")
            if game.seat_of(user.id) is None:
                raise Refusal("lobby.not_in", "not_in")
            change.seats = [SeatRecord(i, s.user_id, s.computer, s.name)
                            for i, s in enumerate(s for s in seats if s.user_id != user.id)]
        elif action == "start":
            if user.id != game.host_id:
                raise Refusal("lobby.host_only", "not_host")
            if len(seats) < kind.min_seats:
                raise Refusal("lobby.not_enough", "not_enough", min=kind.min_seats)
            change.start = True
        elif action == "cancel":
            if user.id != game.host_id:
                raise Refusal("lobby.host_only", "not_host")
            change.status = "cancelled"
        elif action in ("accept", "decline"):
            if user.id != game.challenged_id:
                raise Refusal("challenge.not_you", "not_challenged", opponent=f"<@{game.challenged_id}>")
            if action == "accept":
                if game.seat_of(user.id) is not None:  # never seated twice, whatever was clicked before
                    raise Refusal("lobby.already_in", "already_in")
                await _check_join(services, kind, game, user.id)
                change.seats = [*seats, SeatRecord(len(seats), user.id, None, user.display_name)]
                change.start = True
            else:
                change.status = "cancelled"
                change.flags = replace(game.flags, closed="declined")
        return change

    return decide


async def _check_join(services: Services, kind: AnyKind, game: GameRecord, user_id: int) -> None:
    refusal = await stakes.join_refusal(services, kind, game.options, user_id)
    if refusal:
        raise Refusal(refusal, "refused")


async def start_seated(service: GameService, game_id: int, players: Sequence[tuple[int, str]], action: str,
                       detail: str, locale: str) -> None:
    """Seat `players` (user, name) in order in a lobby game and start it in one change, without an interaction: the
    board is posted in the game's channel (tournament rounds, /play's sweep matches)."""
    seats = [SeatRecord(i, user, None, name) for i, (user, name) in enumerate(players)]

    async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change | None:
        if fresh.status != "lobby":
            return None
        return Change(action, seats=seats, start=True, detail=detail)

    await service.run(game_id, decide, Origin(locale=locale))
