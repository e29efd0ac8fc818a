"""The card-details view ("📖 Cards"): every card a viewer may read, in a private select, and the chosen one whole.

The framework trusts only the game's `readable_cards` for the clicker's own seat (None for a non-player): the list
is built from it, and a chosen ref is read only if it is in that list now, so a forged or stale ref gets a private
answer and never a card. The view is an ephemeral message of its own, not a private view (nothing refreshes it):
choosing a card or turning a page edits only that message. Its controls ignore the game's version (the list is
read afresh on every click), so an old list keeps working for every card still readable.

custom_ids: `cards` opens the list (no arg) or shows page N of it (arg `N`, or `N.<ref>` keeping that card shown);
`card` is the select (arg: the page it shows), its value the ref.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.engine.values import number, wellformed
from bot.framework.change import Change, Origin
from bot.framework.kinds import AnyKind, CardRef, Choice, Context, Control, Display, Refusal
from bot.framework.replies import Responder
from bot.i18n import t
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService

log = logging.getLogger("bot.cards")

CARDS_ACTION = "cards"
CARD_ACTION = "card"
READ_ACTIONS = frozenset({CARDS_ACTION, CARD_ACTION})
PAGE_SIZE = 25  # Discord's most options in a select
MAX_REF = 40
_REF = re.compile(rf"[!-~]{{1,{MAX_REF}}}")
_ROW_WIDTH, _ROWS, _MOST_ITEMS = 5, 5, 25  # Discord's grid of components in one message


def cards_button(locale: str) -> Control:
    return Control(CARDS_ACTION, t("cards.button", locale), "secondary", emoji="📖")


def with_cards_button(controls: list[Control], locale: str, *, lowest: bool = False) -> list[Control]:
    """`controls` with the 📖 Cards button, if Discord's grid has room for it: after the "hand" button (else last);
    `lowest`: last, in the lowest row with room (a hand view's row of standing options, away from its moves)."""
    if lowest:
        for row in reversed(range(_ROWS)):
            added = [*controls, replace(cards_button(locale), row=row)]
            if _fits(added):
                return added
        return controls
    at = next((i + 1 for i, c in enumerate(controls) if c.action == "hand"), len(controls))
    added = [*controls[:at], cards_button(locale), *controls[at:]]
    return added if _fits(added) else controls


def _fits(controls: Sequence[Control]) -> bool:
    """Whether discord.py can lay these controls out in this order (a select fills a row; a button without a row
    takes the first row with room), as `build_view` adds them."""
    if len(controls) > _MOST_ITEMS:
        return False
    weights = [0] * _ROWS
    for control in controls:
        width = _ROW_WIDTH if control.is_select else 1
        if control.row is not None:
            if not 0 <= control.row < _ROWS or weights[control.row] + width > _ROW_WIDTH:
                return False
            weights[control.row] += width
            continue
        row = next((i for i, w in enumerate(weights) if w + width <= _ROW_WIDTH), None)
        if row is None:
            return False
        weights[row] += width
    return True


def readable(kind: AnyKind, ctx: Context, state: Any, seat: int | None) -> list[CardRef]:
    """The game's readable cards, each ref well formed and named once (a game's slip never reaches a client)."""
    out: list[CardRef] = []
    seen: set[str] = set()
    for card in kind.cards_readable(ctx, state, seat):
        if not _REF.fullmatch(card.ref) or card.ref in seen:
            log.warning("game %s offered an unusable card ref %r", kind.name, card.ref)
            continue
        seen.add(card.ref)
        out.append(card)
    return out


def card_list(cards: list[CardRef], page: int, chosen: str | None, locale: str) -> list[Control]:
    """The select of one page of `cards` (the chosen one marked), and a button to the next page when there are
    more than fit one select."""
    pages = max(1, -(-len(cards) // PAGE_SIZE))
    page %= pages
    shown = cards[page * PAGE_SIZE:(page + 1) * PAGE_SIZE]
    placeholder = t("cards.placeholder", locale) + (f" ({page + 1}/{pages})" if pages > 1 else "")
    choices = tuple(Choice((c.name or "?")[:100], c.ref, c.place[:100] or None, default=c.ref == chosen)
                    for c in shown)
    controls = [Control(CARD_ACTION, arg=str(page), placeholder=placeholder[:150], choices=choices, row=0)]
    if pages > 1:
        turn = (page + 1) % pages
        arg = f"{turn}.{chosen}" if chosen is not None else str(turn)
        controls.append(Control(CARDS_ACTION, t("cards.more", locale, page=turn + 1, pages=pages), arg=arg, row=1))
    return controls


def _heading(kind: AnyKind, game: GameRecord, locale: str) -> Display:
    return Display(title=t("cards.title", locale, game=t(kind.title_key, locale), id=game.id)[:256],
                   description=t("cards.pick", locale))


async def read_cards(service: GameService, responder: Responder, game_id: int, action: str, arg: str,
                     values: tuple[str, ...], locale: str) -> str:
    """A click on 📖 Cards, a page of its list, or a card chosen in it: answered privately, from the clicker's seat's
    readable cards only. Opening the list while one of the clicker's decisions is awaited lets the game give them
    time to read (`GameKind.reading`), committed through the pipeline."""
    game, kind = await service.find(game_id)
    service.check_phase(game)
    if not wellformed(arg) or len(values) > 1 or not all(map(wellformed, values)):
        raise Refusal("err.not_available", "malformed")
    opening = action == CARDS_ACTION and not arg
    page_text, _, kept = arg.partition(".")
    page = 0 if opening else number(page_text, digits=3)
    if page is None or (action == CARD_ACTION and (kept or len(values) != 1)) \
            or (action == CARDS_ACTION and values):
        raise Refusal("err.not_available", "malformed")
    seat = game.seat_of(responder.user_id)
    state = service.load_state(kind, game)
    ctx = service.context(game, locale)
    cards = readable(kind, ctx, state, seat)
    if not cards:
        raise Refusal("cards.none", "no_cards")
    chosen = values[0] if action == CARD_ACTION else kept or None
    details = None
    if chosen is not None and any(c.ref == chosen for c in cards):
        details = kind.card_shown(ctx, state, seat, chosen)
    if action == CARD_ACTION and details is None:  # a card no longer readable, or never offered: say so, list anew
        display = _heading(kind, game, locale)
        display.controls = card_list(cards, page, None, locale)
        await responder.private(t("cards.gone", locale), **(await service.render(game, display)).send_kwargs())
        return "card_gone"
    display = details if details is not None else _heading(kind, game, locale)
    if details is not None and details.footer is None:
        details.footer = t("cards.footer", locale, game=t(kind.title_key, locale), id=game.id)
    display.controls = card_list(cards, page, chosen if details is not None else None, locale)
    display.content, display.pings = None, ()
    rendered = await service.render(game, display)
    message = responder.itx.message
    if not opening and message is not None and message.flags.ephemeral:
        await responder.update(rendered)  # the list's own message: a choice or a page turn edits it
    else:
        await responder.private(**rendered.send_kwargs())
    if opening and seat is not None and seat in service.awaited_seats(game, kind, state):
        await _give_time(service, game.id, seat, responder.user_id, locale)
    return "cards" if opening else "card" if action == CARD_ACTION else "cards_page"


async def _give_time(service: GameService, game_id: int, seat: int, user_id: int, locale: str) -> None:
    """The game may give an awaited seat time to read; its outcome is committed as any other change (and the board
    and views follow). The clicker has their answer already: a refusal here (another change won the race) costs
    them nothing."""
    async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change | None:
        if fresh.status != "running" or state is None or seat not in service.awaited_seats(fresh, kind, state):
            return None
        outcome = kind.reading(service.context(fresh), state, seat)
        if outcome is None:
            return None
        return Change("reading", actor=user_id, seat=seat, outcome=outcome, detail=outcome.detail or "reading")

    with contextlib.suppress(Refusal):
        await service.run(game_id, decide, Origin(locale=locale))
