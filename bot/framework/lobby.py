"""Lobbies and challenges: Join / Leave / Start / Cancel, Accept / Decline, and expiry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.framework.kinds import Control, Display, GameKind, IllegalAction
from bot.i18n import t
from bot.storage.games import GameRecord, SeatRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService

LOBBY_ACTIONS = frozenset({"join", "leave", "start", "cancel", "accept", "decline"})
LOBBY_COLOUR = 0x718096


def lobby_display(game: GameRecord, kind: GameKind, locale: str, timeout_s: float) -> Display:
    name = t(kind.title_key, locale)
    players = "\n".join(
        f"{i + 1}. " + (f"<@{s.user_id}>" if s.user_id is not None else f"🤖 {s.name}")
        for i, s in enumerate(game.seats)
    )
    lines = [t("lobby.host", locale, host=f"<@{game.host_id}>")]
    summary = kind.options_summary(game.options, locale)
    if summary:
        lines.append(summary)
    lines.append(t("lobby.players", locale, count=len(game.seats), max=kind.seat_limit(game.options)) + "\n" + players)
    controls: list[Control] = []
    content: str | None = None
    closed = game.options.get("_closed")
    if game.status == "lobby":
        expires = int(game.created_at + timeout_s)
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
            controls = [
                Control("join", t("lobby.join", locale), "success"),
                Control("leave", t("lobby.leave", locale)),
                Control("start", t("lobby.start", locale), "primary"),
                Control("cancel", t("lobby.cancel", locale), "danger"),
            ]
    else:
        title = t("lobby.closed_title", locale, game=name)
        reason = {"expired": "lobby.expired", "declined": "challenge.declined"}.get(str(closed), "lobby.cancelled")
        lines.append(t(reason, locale))
    return Display(title=title, description="\n".join(lines), content=content, controls=controls,
                   colour=LOBBY_COLOUR)


async def handle_lobby_action(
    service: GameService,
    itx: discord.Interaction[Any],
    game: GameRecord,
    kind: GameKind,
    action: str,
    locale: str,
) -> str:
    from bot.framework.service import Refusal

    user = itx.user
    async with service.lock(game.id):
        fresh = await service.store.get(game.id)
        if fresh is None:
            raise Refusal("err.unknown_game", "unknown_game")
        game = fresh
        if game.status != "lobby":
            raise Refusal("lobby.closed", "lobby_closed")
        seats = list(game.seats)
        start = False
        if action == "join":
            if game.challenged_id is not None:
                raise Refusal("challenge.not_you", "not_challenged", opponent=f"<@{game.challenged_id}>")
            if game.seat_of(user.id) is not None:
                raise Refusal("lobby.already_in", "already_in")
            if len(seats) >= kind.seat_limit(game.options):
                raise Refusal("lobby.full", "full")
            refusal = await kind.check_join(service.services, game.options, user.id)
            if refusal:
                raise Refusal(refusal, "refused")
            seats.append(SeatRecord(len(seats), user.id, None, user.display_name))
            start = len(seats) >= kind.seat_limit(game.options)
        elif action == "leave":
            if user.id == game.host_id:
                raise Refusal("lobby.host_cannot_leave", "host_leave")
            if game.seat_of(user.id) is None:
                raise Refusal("lobby.not_in", "not_in")
            seats = [SeatRecord(i, s.user_id, s.computer, s.name)
                     for i, s in enumerate(s for s in seats if s.user_id != user.id)]
        elif action == "start":
            if user.id != game.host_id:
                raise Refusal("lobby.host_only", "not_host")
            if len(seats) < kind.min_seats:
                raise Refusal("lobby.not_enough", "not_enough", min=kind.min_seats)
            start = True
        elif action == "cancel":
            if user.id != game.host_id:
                raise Refusal("lobby.host_only", "not_host")
            game.status = "cancelled"
            game.next_deadline = None
        elif action in ("accept", "decline"):
            if user.id != game.challenged_id:
                raise Refusal("challenge.not_you", "not_challenged", opponent=f"<@{game.challenged_id}>")
            if action == "accept":
                refusal = await kind.check_join(service.services, game.options, user.id)
                if refusal:
                    raise Refusal(refusal, "refused")
                seats.append(SeatRecord(len(seats), user.id, None, user.display_name))
                start = True
            else:
                game.status = "cancelled"
                game.next_deadline = None
                game.options = {**game.options, "_closed": "declined"}
        await service.store.commit(
            game, expected_version=game.version, actor=user.id, seat=game.seat_of(user.id),
            action=action, seats=seats, hook=service.status_hook(kind, game, None, "lobby"),
        )
        result = None
        if start:
            try:
                result = await service.start_game(game, kind, actor=user.id)
            except IllegalAction as exc:  # e.g. a stake that can no longer be paid: the lobby stays open
                game.status = "lobby"
                raise Refusal(exc.key, "start_refused", **exc.params) from None
        rendered = await service.render_for(itx, game, service.public_display(game, kind))
        if itx.message is not None and itx.message.id == game.message_id:
            await service.update_origin(itx, rendered)
        else:
            if not itx.response.is_done():
                await itx.response.defer()
            await service.publisher.update(game, rendered)
    await service.after_commit(game, kind, result)
    return f"lobby_{action}" + ("+start" if start else "")
