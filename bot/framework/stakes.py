"""Games played for chips, a framework feature any two-player game turns on (`GameKind.stakes`): the stake each
player puts up is the `stake` option; joining needs the chips; the start escrows both stakes in its own commit (a
player short of chips by then stops the start, nothing committed); the result pays the pot, less the house fee, to
the winner in the commit that records it; a cancel, or an end without a single winner, gives each stake back. A
computer stakes nothing."""

from __future__ import annotations

from typing import Any

from bot.framework.game_options import OptionValues
from bot.framework.kinds import AnyKind, Context, IllegalAction
from bot.framework.services import Services
from bot.i18n import t
from bot.storage.chips import InsufficientChips
from bot.storage.db import Tx

STAKE = "stake"
FEE = "fee"


def stake_of(options: OptionValues) -> int:
    value = options.get(STAKE, 0)
    return int(value) if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


async def join_refusal(services: Services, kind: AnyKind, options: OptionValues, user_id: int) -> str | None:
    """Why `user_id` may not take a seat in a lobby with these options (a catalogue key), else None: the stake
    first (a game that plays for no chips refuses one), then the game's own rule (a rating cap)."""
    stake = stake_of(options)
    if stake and not kind.stakes:
        return "chips.not_offered"
    if stake and await services.chips.balance(user_id) < stake:
        return "chips.insufficient"
    return await kind.check_join(services, options, user_id)


async def settle(services: Services, conn: Tx, kind: AnyKind, ctx: Context, state: Any, old: str, new: str) -> None:
    """Inside the transaction committing a status change: escrow at the start, the pot at the result, refunds."""
    stake = stake_of(ctx.options)
    if not stake or not kind.stakes:
        return
    chips = services.chips
    humans = [s.user_id for s in ctx.seats]
    if new == "running":
        try:
            for user_id in humans:
                if user_id is not None:
                    await chips.escrow(conn, ctx.game_id, user_id, stake)
        except InsufficientChips as short:  # the start rolls back, and says whose chips are short
            raise IllegalAction("chips.insufficient_start", user_id=short.user_id,
                                who=f"<@{short.user_id}>") from None
    elif new in ("finished", "abandoned"):
        places = kind.placings(state) if state is not None else None
        first = [seat for seat, place in enumerate(places or []) if place == 0]
        winner = humans[first[0]] if len(first) == 1 else None
        if winner is not None:
            await chips.payout(conn, ctx.game_id, winner)
        else:  # a draw, or an end that names no winner: each stake goes back
            await chips.refund(conn, ctx.game_id)
    elif new == "cancelled":
        await chips.refund(conn, ctx.game_id)


def stake_line(kind: AnyKind, options: OptionValues, locale: str) -> str | None:
    """What the lobby and the board say of the stake, if the game is played for one."""
    stake = stake_of(options) if kind.stakes else 0
    return t("stake.line", locale, stake=stake, fee=options.get(FEE, 5)) if stake else None
