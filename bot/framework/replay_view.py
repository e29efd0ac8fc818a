"""`/replay`: a finished game's positions, one private page at a time, and Share to post one in the channel.

A page is an ephemeral message; every button answers by editing it through its own interaction (no bot-token
request). The buttons carry all they need, so they work after a restart and nothing is kept per reader: the game and
the page in the custom_id's game and version parts (`b:<game>:<page>:replay:<which>[.h]`, `.h`: hidden cards shown),
checked again on every click (who may watch, that the game is over, that the page exists, that hidden cards may be
shown). "Go to move…" opens a form with the move's number. Share posts the page shown (one message, the click's own
answer) with hidden cards only if the page shows them, which needs the game over and the server's leave.

Who may watch: the game's players, and anyone in the server whose channels it was played in.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import weakref
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.values import number
from bot.framework.components import GameButton, GameModal
from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import AnyKind, Context, Control, Display, ModalField, ModalForm, Refusal
from bot.framework.messages import Rendered
from bot.framework.replay import Diverged, NotRecorded, Replay, check_final, page_displays, rebuild
from bot.framework.replies import Responder
from bot.i18n import t
from bot.storage.games import GameRecord
from bot.storage.replays import ReplayLog

if TYPE_CHECKING:
    from bot.framework.service import GameService

log = logging.getLogger("bot.replay")

REPLAY = "replay"  # a page: first / previous / next / last, or hidden cards shown or hidden
REPLAY_GO = "replay_go"  # "Go to move…": the form, and its answer
REPLAY_SHARE = "replay_share"
REPLAY_ACTIONS = frozenset({REPLAY, REPLAY_GO, REPLAY_SHARE})
_TAGS = {REPLAY: frozenset({"first", "prev", "next", "last", "cards"}), REPLAY_GO: frozenset({"go"}),
         REPLAY_SHARE: frozenset({"share"})}  # which button of the page each action's custom_id may name
_ARG = re.compile(r"(?P<which>first|prev|next|last|cards|go|share)(?P<cards>\.h)?")
ENDED = ("finished", "abandoned", "cancelled")
MOVE_FIELD = "move"
CACHED = 8  # rebuilt games kept per service (a reader turns pages: each click needs no rebuild)
EMBED_TOTAL = 5800  # Discord allows 6,000 characters over all a message's embeds

_cache: weakref.WeakKeyDictionary[GameService, OrderedDict[int, Replay]] = weakref.WeakKeyDictionary()


@dataclass
class ReplayPage(Rendered):
    """The board of one page and, when hidden cards are shown, each seat's view, as one message; its buttons each
    name the page they go to."""

    more: list[tuple[Display, bytes | None]] = field(default_factory=list)
    buttons: list[tuple[ComponentId, Control]] = field(default_factory=list)

    def embeds(self) -> list[discord.Embed]:
        budget = EMBED_TOTAL
        out = []
        for display, png in [(self.display, self.png), *self.more]:
            text = display.description[:max(0, min(4096, budget - len(display.title) - 200))]
            budget -= len(display.title) + len(text) + sum(len(n) + len(v) for n, v in display.fields[:25])
            embed = discord.Embed(title=display.title[:256], description=text or None, colour=display.colour)
            for name, value in display.fields[:25]:
                embed.add_field(name=name[:256], value=value[:1024] or "\u200b", inline=True)
            if display.footer:
                embed.set_footer(text=display.footer[:2048])
                budget -= len(display.footer)
            if png is not None:
                embed.set_image(url=f"attachment://{display.image_name}")
            out.append(embed)
        return out

    def files(self) -> list[discord.File]:
        return [discord.File(io.BytesIO(png), filename=display.image_name)
                for display, png in [(self.display, self.png), *self.more] if png is not None]

    def view(self) -> discord.ui.View | None:
        if not self.with_controls or not self.buttons:
            return None
        view = discord.ui.View(timeout=None)
        for cid, control in self.buttons:
            view.add_item(GameButton(cid, control))
        return view

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"embeds": self.embeds(), "files": self.files(),
                                  "allowed_mentions": discord.AllowedMentions.none()}
        if self.display.content:
            kwargs["content"] = self.display.content[:2000]
        view = self.view()
        if view is not None:
            kwargs["view"] = view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        return {"content": None, "embeds": self.embeds(), "attachments": self.files(), "view": self.view(),
                "allowed_mentions": discord.AllowedMentions.none()}


# ------------------------------------------------------------------ who may watch, and what
def may_watch(game: GameRecord, user_id: int, guild_id: int | None) -> bool:
    return game.seat_of(user_id) is not None or (game.guild_id is not None and game.guild_id == guild_id)


async def _watchable(service: GameService, game_id: int, responder: Responder) -> tuple[GameRecord, AnyKind]:
    game, kind = await service.find(game_id)
    if not may_watch(game, responder.user_id, responder.itx.guild_id):
        raise Refusal("replay.not_allowed", "not_allowed")
    if game.status not in ENDED:
        raise Refusal("replay.not_over", "not_over")
    if game.state_json is None:
        raise Refusal("replay.never_started", "not_started")
    return game, kind


async def reveals(service: GameService, game: GameRecord, kind: AnyKind) -> bool:
    """Whether this finished game's hidden cards may be shown: a game with some, and the server allows it."""
    if not kind.hides_information or game.status not in ENDED:
        return False
    return game.guild_id is None or (await service.services.guilds.get(game.guild_id)).replay_cards


async def rebuilt(service: GameService, game: GameRecord, kind: AnyKind, ctx: Context) -> Replay:
    """`game` rebuilt from its seed and the recipes of its action log up to its version, off the event loop; raises
    NotRecorded or Diverged (the rebuilt last state is not the stored one)."""
    replays = ReplayLog(service.store.db)
    steps = [s for s in await replays.steps(game.id) if s.version <= game.version]
    events = [e for e in await replays.events(game.id) if e.version <= game.version]

    def work() -> Replay:
        frames = rebuild(kind, ctx, game.seed, steps)
        check_final(kind, frames, game.state)
        return Replay.of(game.id, frames, events)

    return await asyncio.to_thread(work)


async def load(service: GameService, game: GameRecord, kind: AnyKind) -> Replay:
    """The game rebuilt (once: a finished game never changes), off the event loop."""
    cache = _cache.setdefault(service, OrderedDict())
    cached = cache.get(game.id)
    if cached is not None:
        cache.move_to_end(game.id)
        return cached
    try:
        replay = await rebuilt(service, game, kind, service.context(game))
    except NotRecorded:
        raise Refusal("replay.not_recorded", "not_recorded") from None
    except Diverged as exc:
        log.error("game %s could not be replayed: %s", game.id, exc)
        raise Refusal("replay.broken", "diverged") from None
    cache[game.id] = replay
    while len(cache) > CACHED:
        cache.popitem(last=False)
    return replay


# ------------------------------------------------------------------ a page
def _buttons(game: GameRecord, replay: Replay, page: int, cards: bool, can_reveal: bool,
             locale: str) -> list[tuple[ComponentId, Control]]:
    flag = ".h" if cards else ""
    last = replay.last

    def go(which: str, to: int, label: str, emoji: str, row: int = 0, action: str = REPLAY, style: str = "secondary",
           *, disabled: bool = False, shown: str = flag) -> tuple[ComponentId, Control]:
        cid = ComponentId(game.id, max(0, min(to, last)), action, which + shown)
        return cid, Control(action, label, style, arg=which + shown, row=row, emoji=emoji or None,  # type: ignore[arg-type]
                            disabled=disabled)

    out = [go("first", 0, t("replay.first", locale), "⏮", disabled=page == 0),
           go("prev", page - 1, t("replay.prev", locale), "◀", disabled=page == 0),
           go("next", page + 1, t("replay.next", locale), "▶", disabled=page == last),
           go("last", last, t("replay.last", locale), "⏭", disabled=page == last),
           go("go", page, t("replay.go", locale), "🔢", action=REPLAY_GO)]
    if can_reveal:
        key = "replay.hide_cards" if cards else "replay.show_cards"
        out.append(go("cards", page, t(key, locale), "🔓", row=1, shown="" if cards else ".h"))
    out.append(go("share", page, t("replay.share", locale), "📣", row=1, action=REPLAY_SHARE, style="primary"))
    return out


async def render_page(service: GameService, game: GameRecord, kind: AnyKind, replay: Replay, page: int, *,
                      viewer: int | None, cards: bool, locale: str, controls: bool = True) -> ReplayPage:
    ctx = service.context(game, locale)
    title = t("replay.title", locale, game=t(kind.title_key, locale), id=game.id)
    displays = await asyncio.to_thread(page_displays, kind, ctx, replay, page, viewer=viewer, reveal=cards,
                                       title=title)
    pngs = [await service.renderer.png(d.image, d.image_key) if d.image is not None else None for d in displays]
    can_reveal = await reveals(service, game, kind)
    buttons = _buttons(game, replay, page, cards, can_reveal, locale) if controls else []
    return ReplayPage(displays[0], pngs[0], game.id, page, with_controls=controls,
                      more=list(zip(displays[1:], pngs[1:], strict=True)), buttons=buttons)


# ------------------------------------------------------------------ entries
async def replay_command(service: GameService, itx: discord.Interaction[Any], game_id: int | None) -> None:
    """/replay [game]: the first page of a finished game, privately."""
    async with service.handling(itx, game_id or "-", "replay", ephemeral=True) as (scope, responder):
        if game_id is None:
            latest = await service.store.latest_for(itx.user.id, itx.channel_id, statuses=ENDED)
            if latest is None or latest.state_json is None:
                raise Refusal("replay.none", "no_game")
            game_id = latest.id
        game, kind = await _watchable(service, game_id, responder)
        replay = await load(service, game, kind)
        page = await render_page(service, game, kind, replay, 0, viewer=game.seat_of(itx.user.id), cards=False,
                                 locale=scope.locale)
        await responder.private(**page.send_kwargs())
        scope.outcome = "replay"


async def on_replay(service: GameService, responder: Responder, cid: ComponentId, values: tuple[str, ...],
                    fields: Mapping[str, str] | None, locale: str) -> str:
    """A button of a replay page, or the move typed in its form. Anything the bot did not write (another game's id
    the clicker may not watch, a page past the end, hidden cards the server keeps hidden) is refused privately."""
    match = _ARG.fullmatch(cid.arg)
    if match is None or match["which"] not in _TAGS[cid.action] or values or cid.group:
        raise Refusal("err.not_available", "malformed")
    game, kind = await _watchable(service, cid.game_id, responder)
    cards = match["cards"] is not None
    if cards and not await reveals(service, game, kind):
        raise Refusal("replay.cards_hidden", "cards_hidden")
    page = cid.version
    if cid.action == REPLAY_GO and fields is None:
        form = ModalForm(t("replay.go_title", locale), (ModalField(MOVE_FIELD, t("replay.go_field", locale),
                                                                   max_length=6),))
        if await responder.form(GameModal(ComponentId(game.id, page, REPLAY_GO, cid.arg), form)):
            return "replay_form"
        raise Refusal("err.busy", "form_failed")
    replay = await load(service, game, kind)
    if cid.action == REPLAY_GO:
        typed = (fields or {}).get(MOVE_FIELD, "").strip()
        wanted = number(typed, digits=6)
        if wanted is None or wanted > replay.last:
            raise Refusal("replay.bad_move", "bad_move", move=typed[:12] or "?", last=replay.last)
        page = wanted
    if page > replay.last:
        raise Refusal("err.not_available", "no_such_page")
    if cid.action == REPLAY_SHARE:
        shown = await render_page(service, game, kind, replay, page, viewer=None, cards=cards, locale=game.locale,
                                  controls=False)
        shown.display.content = t("replay.shared", game.locale, who=f"<@{responder.user_id}>",
                                  game=t(kind.title_key, game.locale), id=game.id, n=page)
        await _share(responder, shown)
        return "replay_share"
    rendered = await render_page(service, game, kind, replay, page, viewer=game.seat_of(responder.user_id),
                                 cards=cards, locale=locale)
    await responder.update(rendered)
    return "replay_page"


async def _share(responder: Responder, page: ReplayPage) -> None:
    """The page in the channel, as the click's own answer: one message, through the interaction (a followup when the
    watchdog had to acknowledge the click first)."""
    itx = responder.itx
    async with responder._lock:  # serialised with the watchdog's acknowledgement
        try:
            if itx.response.is_done():
                await itx.followup.send(ephemeral=False, **page.send_kwargs())
            else:
                await itx.response.send_message(ephemeral=False, **page.send_kwargs())
        except discord.HTTPException as exc:
            log.warning("could not share a replay page for interaction %s: %s", itx.id, exc)
