"""Spectators: 👁 Follow on a running game's board gives a member who is not seated a private view of its public side
that stays current.

The view is built from the public display (the board as the channel sees it, `seat=None`), its controls dropped, so
no hidden card can reach a follower by construction. It is the ephemeral answer to the follower's own click, and
after each change it is edited through that interaction's token (no bot-token request, as the players' open views
are). A token lives 15 minutes: the view is kept current for `settings.view_token_s` and says until when; the first
change after that (while the token still works) marks it as no longer followed, and "Follow again" on it renews it
by editing the same message with the new click's token. The board counts the followers kept current ("👁 watching:
N") when it is next edited for a change of the game: the count alone never costs a request. Kept in memory only:
after a restart a follower presses Follow again.

custom_ids: `follow` (arg empty: the board's button; arg `again`: the view's own), `unfollow` (no arg).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from msgspec.structs import replace

from bot.framework.card_details import _fits
from bot.framework.change import Change, Origin
from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import AnyKind, Control, Display, Refusal
from bot.framework.messages import Rendered
from bot.framework.replay import Diverged, NotRecorded, page_displays
from bot.framework.replay_view import ReplayPage, rebuilt
from bot.framework.replies import Responder
from bot.i18n import t
from bot.storage.games import GameRecord

if TYPE_CHECKING:
    from bot.framework.service import GameService

log = logging.getLogger("bot.spectators")

FOLLOW = "follow"
UNFOLLOW = "unfollow"
SPECTATE = "spectate"  # a player's vote on the teaching option (arg: the delay in moves, 0: off)
FOLLOW_ACTIONS = frozenset({FOLLOW, UNFOLLOW, SPECTATE})
DELAYS = (5, 10, 20)  # the delays a player may allow
AGAIN = "again"
TOKEN_LIFE_S = 15 * 60 - 30  # past this an interaction token may no longer edit its message (kept a little short)
COLOUR = 0x4A5568


@dataclass
class Follower:
    responder: Responder  # the interaction whose answer (or whose message) is the follower's view
    since: float
    locale: str
    message_id: int | None = None  # the view as a followup of that interaction; None: its own response

    async def edit(self, rendered: Rendered) -> bool:
        """Edit the view through the interaction's token (its own response, or its followup: never the message a
        deferred click was on, which is the public board)."""
        itx = self.responder.itx
        try:
            if self.message_id is None:
                await itx.edit_original_response(**rendered.edit_kwargs())
            else:
                await itx.followup.edit_message(self.message_id, **rendered.edit_kwargs())
        except discord.HTTPException as exc:
            log.info("follower view of interaction %s could not be refreshed: %s", itx.id, exc)
            return False
        return True


class Followers:
    """game -> user -> the follower's view, in memory."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._open: dict[int, dict[int, Follower]] = {}

    def follow(self, game_id: int, responder: Responder, locale: str, message_id: int | None = None) -> Follower:
        follower = Follower(responder, self.clock(), locale, message_id)
        self._open.setdefault(game_id, {})[responder.user_id] = follower
        return follower

    def stop(self, game_id: int, user_id: int) -> bool:
        followers = self._open.get(game_id)
        if followers is None or followers.pop(user_id, None) is None:
            return False
        if not followers:
            del self._open[game_id]
        return True

    def current(self, game_id: int, max_age_s: float) -> Iterator[tuple[int, Follower]]:
        """The followers whose view is still kept current."""
        now = self.clock()
        for user_id, follower in list(self._open.get(game_id, {}).items()):
            if now - follower.since <= max_age_s:
                yield user_id, follower

    def lapsed(self, game_id: int, max_age_s: float) -> list[tuple[int, Follower]]:
        """The followers whose time is up, forgotten now (each gets one last edit, if its token still works)."""
        now = self.clock()
        out = [(u, f) for u, f in self._open.get(game_id, {}).items() if now - f.since > max_age_s]
        for user_id, _ in out:
            self.stop(game_id, user_id)
        return out

    def count(self, game_id: int, max_age_s: float) -> int:
        return sum(1 for _ in self.current(game_id, max_age_s))

    def forget_game(self, game_id: int) -> None:
        self._open.pop(game_id, None)


# ------------------------------------------------------------------ the board's button
def follow_button(locale: str) -> Control:
    return Control(FOLLOW, t("follow.button", locale), "secondary", emoji="👁")


def with_follow_button(controls: list[Control], locale: str) -> list[Control]:
    """`controls` with 👁 Follow last, if Discord's grid has room for it (as the 📖 Cards button is fitted)."""
    added = [*controls, follow_button(locale)]
    return added if _fits(added) else controls


def watching_line(count: int, locale: str) -> str:
    return t("follow.watching", locale, n=count)


# ------------------------------------------------------------------ the follower's view
def _stamp(when: float) -> dict[str, str]:
    return {"time": f"<t:{int(when)}:t>", "ago": f"<t:{int(when)}:R>"}


def follower_view(board: Display, head: str, locale: str, *, live: bool) -> Display:
    """The public board, without its controls or mentions, headed by what the follower is told; `live`: the view's
    own buttons (Follow again, Stop following)."""
    controls = [Control(FOLLOW, t("follow.again", locale), "secondary", arg=AGAIN, emoji="🔄"),
                Control(UNFOLLOW, t("follow.stop", locale), "secondary")] if live else []
    description = f"{head}\n\n{board.description}" if board.description else head
    return dataclasses.replace(board, title=f"👁 {board.title}"[:256], description=description, content=None,
                               pings=(), groups={}, controls=controls, fields=list(board.fields),
                               attachments=list(board.attachments))


def _head(game: GameRecord, follower_since: float, max_age_s: float, locale: str, *, lapsed_at: float | None = None
          ) -> str:
    if game.status != "running":
        return t("follow.over", locale)
    if lapsed_at is not None:
        return t("follow.lapsed", locale, **_stamp(lapsed_at))
    return t("follow.head", locale, **_stamp(follower_since + max_age_s))


async def _board(service: GameService, game: GameRecord, kind: AnyKind, state: Any) -> tuple[Display, bytes | None]:
    board = service.public_display(game, kind, state)
    png = await service.renderer.png(board.image, board.image_key) if board.image is not None else None
    return board, png


async def on_follow(service: GameService, responder: Responder, cid: ComponentId, values: tuple[str, ...],
                    locale: str) -> str:
    """👁 Follow on a board, Follow again or Stop following on a follower's view. Anything the bot did not write (an
    arg, a value, a game of another channel) is refused privately."""
    args = {FOLLOW: ("", AGAIN), UNFOLLOW: ("",), SPECTATE: tuple(str(n) for n in (0, *DELAYS))}[cid.action]
    if values or cid.group or cid.arg not in args:
        raise Refusal("err.not_available", "malformed")
    game, kind = await service.find(cid.game_id)
    if responder.itx.channel_id != game.channel_id:
        raise Refusal("follow.elsewhere", "elsewhere")
    user_id = responder.user_id
    on_view = cid.arg == AGAIN or cid.action == UNFOLLOW  # a click on the follower's own (ephemeral) view
    if cid.action == UNFOLLOW:
        service.followers.stop(game.id, user_id)
        done = Display(title=t("follow.stopped_title", locale), description=t("follow.stopped", locale),
                       colour=COLOUR)
        await responder.update(Rendered(done, None, game.id, game.version, with_controls=False))
        return "unfollow"
    service.check_phase(game)
    if cid.action == SPECTATE:
        return await _vote(service, responder, game, kind, cid.arg, locale)
    if game.seat_of(user_id) is not None:
        key = "follow.seated_hand" if kind.has_private_view else "follow.seated"
        text = t(key, locale, button=t(kind.private_button_key, locale))
        await responder.private(**(await service.render(game, _offer(game, kind, text, locale))).send_kwargs())
        return "seated"
    state = service.load_state(kind, game)
    max_age = service.settings.view_token_s
    board, png = await _board(service, game, kind, state)
    display = follower_view(board, _head(game, service.clock(), max_age, locale), locale, live=True)
    rendered = await _with_delayed(service, game, kind, Rendered(display, png, game.id, game.version), locale)
    message = responder.itx.message
    message_id: int | None = None
    if on_view and message is not None and message.flags.ephemeral:
        shown = await responder.update(rendered)  # the same view, now kept current by this click's token
    else:
        shown, message_id = await _send(responder, rendered)
    if shown:
        service.followers.follow(game.id, responder, locale, message_id)
    return "follow_again" if on_view else "follow"


async def _send(responder: Responder, rendered: Rendered) -> tuple[bool, int | None]:
    """The follower's view as a private answer: the interaction's response, or (a click the watchdog had to
    acknowledge) a followup, whose id the refreshes edit."""
    itx = responder.itx
    async with responder._lock:  # serialised with the watchdog's acknowledgement
        try:
            if itx.response.is_done():
                sent = await itx.followup.send(ephemeral=True, wait=True, **rendered.send_kwargs())
                return True, sent.id
            await itx.response.send_message(ephemeral=True, **rendered.send_kwargs())
            return True, None
        except discord.HTTPException as exc:
            log.warning("could not answer interaction %s with a follower view: %s", itx.id, exc)
            return False, None


async def refresh_followers(service: GameService, game: GameRecord, kind: AnyKind, state: Any) -> None:
    """Edit every follower's view to this version through their own interaction's token; a view whose time is up
    gets one last edit saying so (while its token still works), and is forgotten."""
    followers = service.followers
    max_age = service.settings.view_token_s
    now = service.clock()
    lapsed = [(u, f) for u, f in followers.lapsed(game.id, max_age) if now - f.since <= TOKEN_LIFE_S]
    current = list(followers.current(game.id, max_age))
    if (not lapsed and not current) or state is None:
        return
    if game.status not in ("running", "finished", "abandoned", "cancelled"):
        return
    board, png = await _board(service, game, kind, state)
    delayed: dict[str, list[tuple[Display, bytes | None]]] = {}  # locale -> the full view of N moves ago
    lapsed_users = {user_id for user_id, _ in lapsed}
    for user_id, follower in [*current, *lapsed]:
        if service.published.get(game.id, game.version) != game.version:
            return  # a newer version is being shown; its own refresh follows
        if game.seat_of(user_id) is not None:
            followers.stop(game.id, user_id)
            continue
        head = _head(game, follower.since, max_age, follower.locale,
                     lapsed_at=follower.since + max_age if user_id in lapsed_users else None)
        display = follower_view(board, head, follower.locale, live=game.status == "running")
        rendered: Rendered = Rendered(display, png, game.id, game.version)
        if game.status == "running" and user_id not in lapsed_users:
            if follower.locale not in delayed:
                delayed[follower.locale] = await _delayed(service, game, kind, follower.locale)
            rendered = _page(rendered, delayed[follower.locale])
        if not await follower.edit(rendered):
            followers.stop(game.id, user_id)


# ------------------------------------------------------------------ teaching: everything, N moves late
def spectate_delay(game: GameRecord) -> int:
    """The delay in moves after which followers see every seat's view, once every human player allowed one (the
    longest any of them asked for); 0: hidden information stays hidden from followers."""
    votes = game.flags.spectate_votes
    if not game.humans:
        return 0
    allowed = [votes.get(str(user)) for user in game.humans]
    if not all(isinstance(n, int) and n in DELAYS for n in allowed):
        return 0
    return max(int(n) for n in allowed)  # type: ignore[arg-type]


def _offer(game: GameRecord, kind: AnyKind, text: str, locale: str) -> Display:
    """A seated player's answer to Follow: their own view is theirs; and, for a game with hidden information, the
    teaching option, which every human player must allow."""
    display = Display(title=t("follow.players_title", locale), description=text, colour=COLOUR)
    if not kind.hides_information:
        return display
    delay = spectate_delay(game)
    state = t("follow.delay_on", locale, n=delay) if delay else t("follow.delay_off", locale)
    display.description += "\n\n" + t("follow.delay_offer", locale) + "\n" + state
    display.controls = [Control(SPECTATE, t("follow.delay_moves", locale, n=n), "secondary", arg=str(n))
                        for n in DELAYS]
    display.controls.append(Control(SPECTATE, t("follow.delay_none", locale), "danger", arg="0"))
    return display


async def _vote(service: GameService, responder: Responder, game: GameRecord, kind: AnyKind, arg: str,
                locale: str) -> str:
    """A player allows followers to see everything N moves late (or takes it back), committed as an option of the
    game; the board says what is in force."""
    user_id = responder.user_id
    if game.seat_of(user_id) is None or user_id not in game.humans:
        raise Refusal("err.not_in_game", "not_player")
    if not kind.hides_information:
        raise Refusal("err.not_available", "nothing_hidden")
    wanted = int(arg)

    async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change:
        service.check_phase(fresh)
        votes = {**fresh.flags.spectate_votes, str(user_id): wanted}
        return Change(SPECTATE, actor=user_id, seat=fresh.seat_of(user_id),
                      flags=replace(fresh.flags, spectate_votes=votes),
                      detail=f"spectators: {wanted} moves late" if wanted else "spectators: public side only")

    record = await service.run(game.id, decide, Origin(locale=locale))
    delay = spectate_delay(record or game)
    if delay:
        text = t("follow.delay_on", locale, n=delay)
    elif wanted:
        text = t("follow.delay_waiting", locale, n=wanted)
    else:
        text = t("follow.delay_off", locale)
    await responder.private(text)
    return "spectate_vote"


def delayed_line(game: GameRecord, locale: str) -> str | None:
    delay = spectate_delay(game)
    return t("follow.delay_on", locale, n=delay) if delay else None


async def _delayed(service: GameService, game: GameRecord, kind: AnyKind, locale: str
                   ) -> list[tuple[Display, bytes | None]]:
    """With the teaching option on: the board and every seat's view as they stood `delay` moves before this version,
    rebuilt from the seed and the action log as /replay does (never the current hidden cards), each labelled."""
    delay = spectate_delay(game)
    if not delay or not kind.hides_information:
        return []
    ctx = service.context(game, locale)
    try:
        replay = await rebuilt(service, game, kind, ctx)
    except (NotRecorded, Diverged) as exc:
        log.warning("game %s could not be rebuilt for its followers: %r", game.id, exc)
        return []
    page = replay.last - delay
    if page < 0:
        note = Display(title=t("follow.delayed_title", locale, n=delay), colour=0x718096,
                       description=t("follow.delayed_soon", locale, n=delay, left=-page))
        return [(note, None)]
    title = t("follow.delayed_title", locale, n=delay) + " · " + t("follow.delayed_move", locale, move=page)

    def draw() -> list[Display]:
        board = page_displays(kind, ctx, replay, page, viewer=None, reveal=True, title=title)[0]
        out = [dataclasses.replace(board, image_name="then.png", colour=0x718096)]
        at = dataclasses.replace(ctx, now=replay.frame(page).now, recent=replay.recent(page), ui={})
        for info in ctx.seats:
            hand = kind.hand(at, replay.frame(page).state, info.seat)
            if hand is not None:
                label = t("follow.revealed", locale, name=info.name, move=page)
                out.append(Display(title=f"{label} · {hand.title}"[:256], description=hand.description,
                                   image=hand.image, image_name=f"seat{info.seat}.png", colour=0x718096,
                                   fields=list(hand.fields), image_key=hand.image_key))
        return out

    displays = await asyncio.to_thread(draw)
    return [(d, await service.renderer.png(d.image, d.image_key) if d.image is not None else None) for d in displays]


def _page(rendered: Rendered, delayed: list[tuple[Display, bytes | None]]) -> Rendered:
    """The follower's view with the delayed full view under it, as one message (its buttons kept)."""
    if not delayed:
        return rendered
    buttons = [(ComponentId(rendered.game_id, rendered.version, c.action, c.arg), c) for c in rendered.display.controls]
    return ReplayPage(rendered.display, rendered.png, rendered.game_id, rendered.version, more=list(delayed),
                      buttons=buttons)


async def _with_delayed(service: GameService, game: GameRecord, kind: AnyKind, rendered: Rendered,
                        locale: str) -> Rendered:
    return _page(rendered, await _delayed(service, game, kind, locale))
