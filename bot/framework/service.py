"""Every state change of every game goes through one pipeline: `GameService.run`.

Clicks, form submits, computer moves, timeouts, lobby actions, starts and `/abort` only differ in how
they *decide* what changes (a function given the fresh record under the game's lock). The pipeline
then commits state and log in one transaction (version-checked), publishes the result with a fallback
for every Discord failure, and only then arms the deadline, schedules computers, refreshes the
players' private views and pings whoever the game now waits for. Nothing after the commit can undo it
or stop the steps after it: each is guarded on its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import dataclasses
import logging
import secrets
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
import msgspec

from bot.cards.decks import DeckList
from bot.framework import pace, pause
from bot.framework.abort import Aborts
from bot.framework.activity import ActivityTracker
from bot.framework.boards import BoardRecovery
from bot.framework.card_details import readable, with_cards_button
from bot.framework.change import Change, Decide, Origin
from bot.framework.clockwork import Clockwork
from bot.framework.custom_ids import ComponentId, group_tag
from bot.framework.delivery import Delivery
from bot.framework.history import History, seed_digest
from bot.framework.interactions import HAND, LOG, REMATCH, Interactions, SideAction
from bot.framework.kinds import (
    Action,
    AnyKind,
    Context,
    Control,
    Decision,
    Display,
    IllegalAction,
    Outcome,
    Refusal,
    Replayed,
    SeatInfo,
)
from bot.framework.lobby import lobby_display
from bot.framework.messages import Rendered
from bot.framework.mirrors import mirror_of, mirror_view, on_mirror_side, surface_in, surfaces
from bot.framework.opening import Opening
from bot.framework.paging import paginate
from bot.framework.private_views import PrivateViews
from bot.framework.publisher import Publisher, Shown
from bot.framework.ratings import rate_finished_game
from bot.framework.registry import GameRegistry
from bot.framework.replies import Responder
from bot.framework.services import Services
from bot.framework.spectators import (
    Followers,
    delayed_line,
    watching_line,
    with_follow_button,
)
from bot.framework.stakes import settle as settle_stakes
from bot.framework.stakes import stake_line
from bot.framework.threads import PrivateThreads
from bot.framework.tournaments import record_result as record_tournament_result
from bot.i18n import LOCALES, pick_locale, t
from bot.render.pool import Renderer
from bot.storage.db import DatabaseBusy, StaleVersion, Tx
from bot.storage.games import CONCLUDED, GameRecord, GameStore, wake_at
from bot.storage.prefs import PrefStore

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.framework.timers import DeadlineScheduler

log = logging.getLogger("bot.interactions")
STATE_ENCODER = msgspec.json.Encoder()
DECISION_MEMO = 1024  # states whose pending decisions are remembered
RECENT_EVENTS = 10  # public log lines a board may show (each kind takes what fits)


@dataclass
class _Scope:
    locale: str
    outcome: str = "error"


class GameService:
    def __init__(
        self,
        client: discord.Client,
        settings: Settings,
        store: GameStore,
        prefs: PrefStore,
        registry: GameRegistry,
        publisher: Publisher,
        activity: ActivityTracker,
        services: Services,
        renderer: Renderer,
        scheduler: DeadlineScheduler,
        threads: PrivateThreads,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.client = client
        self.settings = settings
        self.store = store
        self.prefs = prefs
        self.registry = registry
        self.publisher = publisher
        self.activity = activity
        self.services = services
        self.renderer = renderer
        self.clock = clock
        self.scheduler = scheduler
        self.threads = threads
        self.views = PrivateViews(clock)
        self.followers = Followers(clock)  # spectators' views of the public side (bot.framework.spectators)
        self.new_seed: Callable[[], int] = lambda: secrets.randbits(63)  # the harness makes this reproducible
        self._locks: dict[int, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.side_actions: dict[str, SideAction] = {}  # action -> handler, registered by a game's cog
        self.published: dict[int, int] = {}  # game -> the version its board shows
        self._recent: dict[int, deque[tuple[str, dict[str, Any]]]] = {}  # game -> latest public log events
        self._states: dict[int, tuple[int, Any, Any]] = {}  # game -> (version, stored data, decoded state)
        self._decisions: dict[int, tuple[Any, list[Decision]]] = {}  # id(state) -> (state, its pending decisions)
        # the service's parts, each named for what it does
        self.opening = Opening(self)
        self.aborts = Aborts(self)
        self.history = History(self)
        self.boards = BoardRecovery(self)
        self.clockwork = Clockwork(self)
        self.delivery = Delivery(self)
        self.interactions = Interactions(self)

    # ------------------------------------------------------------------ helpers
    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def spawn(self, coro: Awaitable[None]) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def locale_for(self, itx: discord.Interaction[Any]) -> str:
        prefs = await self.prefs.get(itx.user.id)
        return pick_locale(prefs.locale, itx.locale, itx.guild_locale, self.settings.default_locale)

    def context(self, game: GameRecord, locale: str | None = None, ui: Mapping[str, str] | None = None) -> Context:
        seats = tuple(
            SeatInfo(s.seat, s.user_id, s.name or (f"<@{s.user_id}>" if s.user_id else "?"), s.computer)
            for s in game.seats
        )
        recent = tuple(self._recent.get(game.id, ()))
        return Context(game.id, seats, game.options, locale or game.locale, self.clock(), ui or {}, recent)

    async def find(self, game_id: int) -> tuple[GameRecord, AnyKind]:
        game = await self.store.get(game_id)
        if game is None or game.kind not in self.registry:
            raise Refusal("err.unknown_game", "unknown_game")
        return game, self.registry.get(game.kind)

    async def seated(self, game_id: int, user_id: int) -> tuple[GameRecord, AnyKind, int]:
        """A running game the user plays in, and their seat; anything else is refused."""
        game, kind = await self.find(game_id)
        self.check_phase(game)
        seat = game.seat_of(user_id)
        if seat is None:
            raise Refusal("err.not_in_game", "not_seated")
        return game, kind, seat

    def state_of(self, kind: AnyKind, game: GameRecord) -> Any | None:
        """The engine state, or None for a lobby (or a game cancelled before it started)."""
        return self.load_state(kind, game) if game.state_json is not None else None

    def load_state(self, kind: AnyKind, game: GameRecord) -> Any:
        """The engine state of the game's current version (decoded once per version; engines never
        change a state they were given, so one object can serve every reader)."""
        assert game.state_json is not None
        cached = self._states.get(game.id)
        if cached is not None and cached[0] == game.version and cached[1] is game.state_json:
            return cached[2]
        stored = game.state
        assert stored is not None
        state = kind.load(stored["data"], int(stored.get("schema", 1)))
        if game.time_shift:  # downtime recorded at start-up, not yet moved into this state
            state = kind.shift_time(state, game.time_shift)
        self._states[game.id] = (game.version, game.state_json, state)
        return state

    def store_state(self, kind: AnyKind, game: GameRecord, state: Any) -> None:
        """Encode the state for the commit: msgspec writes the engine's dataclasses straight to JSON, so
        the cost follows the size of the JSON, with no intermediate copy of the whole state."""
        game.state_json = STATE_ENCODER.encode({"schema": kind.schema_version, "data": kind.dump(state)}).decode()
        game._decoded = None
        game.time_shift = 0.0

    def decisions(self, kind: AnyKind, state: Any) -> list[Decision]:
        """`kind.pending(state)`, worked out once per state (states never change once made)."""
        memo = self._decisions.get(id(state))
        if memo is not None and memo[0] is state:
            return memo[1]
        decisions = kind.pending(state)
        undeclared = {a for d in decisions for a in d.actions} - kind.actions
        if undeclared:  # never offered to a click: say so loudly rather than let the button do nothing
            log.error("%s offers undeclared actions %s (GameKind.actions)", kind.name, sorted(undeclared))
            decisions = [dataclasses.replace(d, actions=d.actions & kind.actions) for d in decisions]
        self._decisions[id(state)] = (state, decisions)  # holding the state keeps its id unique
        if len(self._decisions) > DECISION_MEMO:
            del self._decisions[next(iter(self._decisions))]
        return decisions

    def actors(self, kind: AnyKind, state: Any) -> set[int]:
        return {d.seat for d in self.decisions(kind, state) if d.awaited}

    def computer_controlled(self, game: GameRecord, kind: AnyKind, state: Any) -> set[int]:
        ghosts = kind.computer_seats(state) if state is not None else set()
        return {s.seat for s in game.seats if s.is_computer} | ghosts

    def awaited_seats(self, game: GameRecord, kind: AnyKind, state: Any) -> set[int]:
        """The seats of people (not computers, not ghosts) whose decision the game waits for now."""
        if game.status != "running" or state is None:
            return set()
        bots = self.computer_controlled(game, kind, state)
        return {seat for seat in self.actors(kind, state) if seat not in bots and game.user_of(seat) is not None}

    def awaited_users(self, game: GameRecord, kind: AnyKind, state: Any) -> set[int]:
        return {user for seat in self.awaited_seats(game, kind, state) if (user := game.user_of(seat)) is not None}

    def group_tags(self, kind: AnyKind, state: Any, seat: int | None) -> dict[str, str]:
        """action -> the tag of the simultaneous decision it answers, for `seat` (None: any seat's)."""
        return {action: group_tag(d.group) for d in self.decisions(kind, state)
                if d.group and (seat is None or d.seat == seat) for action in d.actions}

    def answers_open_group(self, kind: AnyKind, state: Any, seat: int, cid: ComponentId, action: Action) -> bool:
        """A click made on an older version still counts when it answers a simultaneous decision that is still
        open for the clicker's own seat: the version moved on because another seat answered its part."""
        return bool(cid.group) and any(
            d.seat == seat and d.group and group_tag(d.group) == cid.group and d.accepts(action)
            for d in self.decisions(kind, state))

    # ------------------------------------------------------------------ displays
    def public_display(self, game: GameRecord, kind: AnyKind, state: Any | None = None,
                       ui: Mapping[str, str] | None = None) -> Display:
        if game.status == "lobby" or game.state_json is None:
            return lobby_display(game, kind, game.locale, self.settings.lobby_timeout_s)
        state = self._as_shown(game, kind, self.load_state(kind, game) if state is None else state)
        display = kind.board(self.context(game, ui=ui), state)
        loc = game.locale
        if game.status == "running":
            decisions = self.decisions(kind, state)
            bots = self.computer_controlled(game, kind, state)
            computers = {s.seat for s in game.seats if s.is_computer}
            # a ghost answers what the game waits for from an absent player; their standing options stay theirs
            human_actions = {a for d in decisions if d.seat not in bots or (not d.awaited and d.seat not in computers)
                             for a in d.actions}
            display.controls = [c for c in display.controls if c.action in human_actions]
            display.groups = self.group_tags(kind, state, None)
            thinking = sorted({d.seat for d in decisions if d.awaited and d.seat in bots})
            if thinking:
                names = ", ".join(self.context(game).name(s) for s in thinking)
                display.description += "\n" + t("turn.thinking", loc, who=names)
            awaited = sorted(self.awaited_users(game, kind, state))
            if awaited:
                display.content = t("turn.waiting", loc, who=" ".join(f"<@{u}>" for u in awaited))
                # across servers: a board notifies only the players of its own side
                display.pings = tuple(u for u in awaited if on_mirror_side(game, u) == game.mirror_side)
        staked = stake_line(kind, game.options, loc)
        if staked:  # what the game is played for, on its board as in its lobby
            display.description += "\n" + staked
        held = game.flags.paused if game.status == "running" else None
        if held is not None:
            names = " ".join(f"<@{u}>" for u in held.who)
            display.description += "\n" + t("pace.paused", loc, who=names, until=int(held.until))
        votes = game.flags.abort_votes
        if game.status == "cancelled":
            moderator = game.flags.closed == "moderator"
            display.description += "\n" + t("abort.by_moderator" if moderator else "abort.done", loc)
            display.controls = []
        elif votes and game.status == "running":
            display.description += "\n" + t("abort.pending", loc, who=", ".join(f"<@{v}>" for v in votes))
        if kind.has_private_view and game.status == "running":
            display.controls.append(Control(HAND, t(kind.private_button_key, loc), "primary"))
        if game.status == "running":  # once it is over, /history shows the log
            display.controls.append(Control(LOG, t("log.button", loc)))
            watching = self.followers.count(game.id, self.settings.view_token_s)
            if watching:  # shown when the board is next edited for a change: the count costs no request of its own
                display.description += "\n" + watching_line(watching, loc)
            teaching = delayed_line(game, loc)  # the players let followers see everything some moves late
            if teaching:
                display.description += "\n" + teaching
        if game.status in ("finished", "abandoned") and game.humans and game.flags.tournament is None \
                and mirror_of(game) is None:  # a tournament pairs its next games; across servers, /play again
            key = "rematch.again" if len(game.humans) == 1 else "rematch.button"
            display.controls.append(Control(REMATCH, t(key, loc), "success", row=4))
        display = paginate(display, ui or {}, loc)
        if game.status == "running" and readable(kind, self.context(game), state, None):  # spectators read these
            display.controls = with_cards_button(display.controls, loc)
        if game.status == "running":  # spectators follow the public side
            display.controls = with_follow_button(display.controls, loc)
        return display

    def _as_shown(self, game: GameRecord, kind: AnyKind, state: Any) -> Any:
        """The state as its clocks must read while a vacation pauses them: moved on to the vacation's end, so every
        clock and "runs out" time shown is the one that holds if the player comes back then."""
        held = game.flags.paused if game.status == "running" else None
        if held is None or state is None:
            return state
        return kind.shift_time(copy.deepcopy(state), max(0.0, held.until - held.since))

    def private_display(self, game: GameRecord, kind: AnyKind, state: Any, seat: int, locale: str,
                        ui: Mapping[str, str] | None = None) -> Display | None:
        state = self._as_shown(game, kind, state)
        display = kind.hand(self.context(game, locale, ui), state, seat)
        if display is not None:  # a member in several games tells their views apart by the game's name and number
            game_title = t(kind.title_key, locale)
            key = "view.title_numbered" if game_title in display.title else "view.title"
            named = t(key, locale, game=game_title, id=game.id, view=display.title)
            display.title = named[:256]
        if display is not None and seat in self.computer_controlled(game, kind, state):
            display.controls = []  # a ghost plays this seat: nothing to click until the player is back
        if display is None:
            return None
        if game.status == "running":
            display.groups = self.group_tags(kind, state, seat)
        display = paginate(display, ui or {}, locale)
        if game.status == "running" and readable(kind, self.context(game, locale), state, seat):
            display.controls = with_cards_button(display.controls, locale, lowest=True)
        return display

    async def render(self, game: GameRecord, display: Display) -> Rendered:
        png = await self.renderer.png(display.image, display.image_key) if display.image is not None else None
        return Rendered(display, png, game.id, game.version)

    # ------------------------------------------------------------------ the pipeline
    async def run(self, game_id: int, decide: Decide, origin: Origin) -> GameRecord | None:
        """Decide, commit, publish, then arm timers, schedule computers, refresh views and ping.

        Raises `Refusal` only before anything is committed. Returns the committed record, or None
        when `decide` found nothing to do.
        """
        lock = self.lock(game_id)
        if lock.locked() and origin.responder is not None:
            await origin.responder.defer()  # another change of this game is being published
        async with lock:
            game, kind = await self.find(game_id)
            state = self.state_of(kind, game)
            resumed = pause.paused_for(game.flags, self.clock()) if state is not None else 0.0
            if resumed:  # a vacation kept the clocks still: whatever this change commits starts from them moved on
                state = kind.shift_time(copy.deepcopy(state), resumed)
            if game.id not in self._recent:
                events = await self.store.events(game.id, limit=RECENT_EVENTS)
                self._recent[game.id] = deque(((k, p) for _, k, p in events), maxlen=RECENT_EVENTS)
            before = self.awaited_users(game, kind, state)
            was_running = game.status == "running"
            change = await decide(game, kind, state)
            if change is None:
                return None
            if change.start:  # the seat that fills the lobby and the start are one commit
                try:
                    state = await self._start(game, kind, change)
                except IllegalAction as exc:  # e.g. a stake no longer payable: nothing was committed
                    raise Refusal(exc.key, "start_refused", **exc.params) from None
            else:
                state = await self._commit(game, kind, state, change, resumed)
            posted = await self._publish(game, kind, state, origin, change)
        if origin.responder is not None:
            self.publisher.remember(surface_in(game, origin.responder.itx.channel_id), origin.responder.itx)
        await self._after(game, kind, state, before, origin, posted, change,
                          ended=was_running and game.status in CONCLUDED)
        return game

    async def _commit(self, game: GameRecord, kind: AnyKind, state: Any, change: Change, resumed: float = 0.0) -> Any:
        """`resumed`: seconds a vacation paused the clocks, already moved into `state` (kept if an outcome is)."""
        draft = dataclasses.replace(game, seats=list(game.seats))
        old_status = game.status
        if change.outcome is not None:
            state = change.outcome.state
            self.store_state(kind, draft, state)
        if change.options is not None:
            draft.options = change.options
        if change.flags is not None:
            draft.flags = change.flags
        if change.seats is not None:
            draft.seats = list(change.seats)
        if change.seed is not None:
            draft.seed = change.seed
        status = change.status or (change.outcome.status if change.outcome else None)
        if status is None and state is not None and game.status == "running" and kind.is_over(state):
            status = "finished"
        draft.status = status or game.status
        if draft.status == "running":
            draft.next_deadline = kind.deadline(self.context(draft), state)
            await self._pace(game, draft, kind, state, change)
        elif draft.status != "lobby":
            draft.next_deadline = None
            draft.remind_at = None
            draft.flags = pause.unpaused(draft.flags)  # an ended game has no clock to pause
        draft.computer_due = draft.status == "running" and bool(
            self.actors(kind, state) & self.computer_controlled(draft, kind, state))
        detail = change.detail or (change.outcome.detail if change.outcome else "")
        replay = change.outcome.replay if change.outcome is not None else None  # for bot.framework.replay
        try:
            events = kind.events(state) if change.outcome is not None and change.log_events else []
            await self.store.commit(
                draft, expected_version=game.version, actor=change.actor, seat=change.seat, action=change.action,
                detail=detail, seats=change.seats, hook=self.status_hook(kind, draft, state, old_status),
                events=events, replay=replay.encode(game.time_shift + resumed) if replay is not None else None,
            )
        except StaleVersion:
            raise Refusal("err.stale_retry", "stale") from None
        vars(game).update(vars(draft))
        if change.outcome is not None:
            self._states[game.id] = (game.version, game.state_json, state)
        recent = self._recent.get(game.id)
        if recent is not None:
            recent.extend((key, params) for seat, key, params in events if seat is None)
        return state

    async def _pace(self, game: GameRecord, draft: GameRecord, kind: AnyKind, state: Any, change: Change) -> None:
        """A correspondence game's vacation pause and low-clock reminder, as they must be after this commit. A new state
        ends the old pause (its time was moved into the state); either way, an awaited player away pauses it anew."""
        if not pace.is_correspondence(draft.options) or draft.next_deadline is None:
            draft.flags = pause.unpaused(draft.flags)
            draft.remind_at = None
            return
        now = self.clock()
        if change.outcome is not None or draft.flags.paused is None:
            base = pause.unpaused(draft.flags) if change.outcome is not None else draft.flags
            away = await self.services.vacations.away(self.awaited_users(draft, kind, state), now)
            draft.flags = pause.pausing(base, draft.options, away, now)
        held = draft.flags.paused
        if held is not None:  # the timer wakes the game when the vacation ends
            draft.next_deadline, draft.remind_at = held.until, None
        elif draft.next_deadline == game.next_deadline and game.flags.paused is None:
            draft.remind_at = game.remind_at  # the same decision's clock: a reminder sent stays sent
        elif self.awaited_users(draft, kind, state):
            draft.remind_at = draft.next_deadline - pace.LOW_CLOCK_SHARE * max(0.0, draft.next_deadline - now)
        else:
            draft.remind_at = None

    async def _start(self, game: GameRecord, kind: AnyKind, change: Change) -> Any:
        """Start the game with `change`'s seats and options in the same commit: if the start is refused
        (IllegalAction from the kind's status hook), the join or accept that triggered it is not kept."""
        seed = self.new_seed()
        draft = dataclasses.replace(game, seats=list(change.seats if change.seats is not None else game.seats),
                                    options=change.options if change.options is not None else game.options)
        ctx = self.context(draft)
        humans = [s for s in draft.seats if s.user_id is not None and not s.computer]
        settings: dict[int, dict[str, Any]] = {}
        for s in humans:  # the members' own settings the game declares it reads (`GameKind.player_settings`)
            prefs = await self.prefs.get(s.user_id)  # type: ignore[arg-type]
            settings[s.seat] = {name: getattr(prefs, name) for name in kind.player_settings}
        ctx = dataclasses.replace(ctx, settings=settings)
        if kind.deck_format is not None:  # each player may choose one of their own decks in the game
            ctx = dataclasses.replace(ctx, decks={
                s.seat: tuple(DeckList(id=d.key, name={loc: d.name for loc in LOCALES}, cards=d.cards)
                              for d in await self.services.decks.for_user(s.user_id, kind.name))  # type: ignore[arg-type]
                for s in humans
            })
        state = kind.start(ctx, seed)
        # the log keeps only the seed's hash: the seed itself is revealed once the game is over
        detail = f"{change.action}; seed-sha256={seed_digest(seed)}"
        outcome = Outcome(state, replay=Replayed.start(ctx))  # what a replay needs beside the seed
        await self._commit(game, kind, None, Change("start", actor=change.actor, seat=change.seat, seats=change.seats,
                                                    options=change.options, outcome=outcome, seed=seed,
                                                    status="running", detail=detail))
        return state

    def status_hook(
        self, kind: AnyKind, game: GameRecord, state: Any, old_status: str
    ) -> Callable[[Tx], Awaitable[None]] | None:
        """The kind's in-transaction hook, when this commit changes the game's status."""
        if game.status == old_status:
            return None
        ctx = self.context(game)

        async def hook(conn: Tx) -> None:
            await settle_stakes(self.services, conn, kind, ctx, state, old_status, game.status)
            await kind.on_status_change(self.services, conn, ctx, state, old_status, game.status)
            await rate_finished_game(conn, kind, game, state, old_status, game.status, ctx.now)
            await record_tournament_result(conn, kind, game, state, old_status, game.status)

        return hook

    async def _publish(self, game: GameRecord, kind: AnyKind, state: Any, origin: Origin,
                       change: Change) -> frozenset[bool]:
        """Show the committed change on every board of the game: the one the click came from first, through the
        click's answer. Returns the boards posted as new messages (their mentions notified): False for the game's own,
        True for its mirror."""
        mirror = mirror_of(game)
        if mirror is None:
            return frozenset({False}) if await self._publish_on(game, kind, state, origin, change) else frozenset()
        view = mirror_view(game, mirror)
        r = origin.responder
        on_mirror = r is not None and r.itx.channel_id == mirror.channel_id
        elsewhere = dataclasses.replace(origin, responder=None, command=False)
        if on_mirror:
            mirror_posted = await self._publish_on(view, kind, state, origin, change)
            posted = await self._publish_on(game, kind, state, elsewhere, change)
        else:
            posted = await self._publish_on(game, kind, state, origin, change)
            mirror_posted = await self._publish_on(view, kind, state, elsewhere, change)
        return frozenset(side for side, anew in ((False, posted), (True, mirror_posted)) if anew)

    async def _publish_on(self, game: GameRecord, kind: AnyKind, state: Any, origin: Origin, change: Change) -> bool:
        """Show the committed change on one board (`game` may be its mirror's view). True if it was posted anew."""
        r = origin.responder
        self.published[game.id] = game.version
        try:
            on_board = r is not None and r.on_message(game.message_id)
            public = self.public_display(game, kind, state, change.ui if on_board else None)
            rendered = await self.render(game, public)
            if r is not None and origin.command:
                message_id = await r.send(rendered)
                if message_id is not None:
                    await self.publisher.save_board(game, message_id)
                    self.publisher.board_sent(game, r.itx, message_id)
                    return True
                return self._check_shown(game, await self.publisher.update(game, rendered))
            shown = False
            if r is not None and on_board and self.publisher.too_old(game.message_id):
                if await self.fresh_board(r, game, rendered):
                    return True
            elif r is not None and on_board:
                shown = await r.update(rendered)
            elif r is not None and r.private_surface and change.seat is not None and state is not None \
                    and (game.status == "running" or game.status in CONCLUDED):
                private = self.private_display(game, kind, state, change.seat, origin.locale, change.ui)
                if private is not None and game.status != "running":
                    private.controls = []  # the game ended with this click (a concession): nothing left to click
                if private is not None and await r.update(await self.render(game, private)) \
                        and game.status == "running":
                    self.views.opened(game.id, r, change.ui, frozenset(private.groups.values()))
            posted = False if shown else self._check_shown(game, await self.publisher.update(game, rendered))
            if r is not None and posted and on_board and not r.answered:  # the board they clicked is gone
                await r.private(t("board.reposted", origin.locale, link=self.publisher.link(game)))
            elif r is not None:
                await r.defer()
            return posted
        except Exception:
            log.exception("publishing game %s version %s failed", game.id, game.version)
            return False

    async def fresh_board(self, r: Responder, game: GameRecord, rendered: Rendered) -> bool:
        """A click on a board older than Discord lets a bot edit freely (error 30046 past an hour): the board moves
        to a new message, the click's own answer, and the old one goes. False if Discord refused the answer."""
        old = self.publisher.board_of(game)
        message_id = await r.send(rendered)
        if message_id is None:
            return False
        await self.publisher.save_board(game, message_id)
        self.publisher.board_sent(game, r.itx, message_id)
        if old is not None:
            self.spawn(self.publisher.discard(game, old))
        self.boards.posted(game)
        return True

    def _check_shown(self, game: GameRecord, shown: Shown) -> bool:
        """True if the board was posted anew; a board Discord refused to show is tried again later."""
        if shown is Shown.FAILED:
            self.spawn(self._republish(game.id, game.version, game.mirror_side))
        elif shown is Shown.POSTED:
            self.boards.posted(game)
        return shown is Shown.POSTED

    async def _republish(self, game_id: int, version: int, mirror_side: bool = False) -> None:
        """Show a committed version that Discord refused (403, 5xx past retries) on the board that refused it (the
        game's own, or its mirror), unless a newer one was."""
        with self.activity.busy():
            for delay in self.settings.republish_delays_s:
                await asyncio.sleep(delay)
                async with self.lock(game_id):
                    game = await self.store.get(game_id)
                    if game is None or self.published.get(game_id, version) != version or game.version != version:
                        return
                    board = next((b for b in surfaces(game) if b.mirror_side == mirror_side), None)
                    if board is None:
                        return
                    kind = self.registry.get(game.kind)
                    rendered = await self.render(board, self.public_display(board, kind, self.state_of(kind, game)))
                    shown = await self.publisher.update(board, rendered)
                    if shown is not Shown.FAILED:
                        if shown is Shown.POSTED:
                            self.boards.posted(board)
                        return
            log.error("game %s version %s could not be shown on Discord", game_id, version)

    async def _after(self, game: GameRecord, kind: AnyKind, state: Any, before: set[int], origin: Origin,
                     posted: frozenset[bool], change: Change, *, ended: bool = False) -> None:
        """Timers, computers, private views, pings: each guarded, none can undo the commit."""
        steps: list[tuple[str, Callable[[], Any]]] = [
            ("deadline", lambda: self.scheduler.arm(game.id, wake_at(game))),
            ("computer", lambda: self.clockwork.schedule(game, kind, state)),
            ("views", lambda: self.spawn(self.delivery.refresh_views(game, kind, state, origin, change, ended))),
            ("threads", lambda: self.spawn(self.delivery.sync_threads(game, kind, state, origin))),
            ("ping", lambda: self.spawn(self.delivery.ping(game, kind, state, before, posted))),
        ]
        for name, step in steps:
            try:
                step()
            except Exception:
                log.exception("after-commit step %s failed for game %s", name, game.id)

    # ------------------------------------------------------------------ entry: components
    @contextlib.asynccontextmanager
    async def handling(self, itx: discord.Interaction[Any], game: object, action: str, *, thinking: bool = False,
                        ephemeral: bool = False) -> AsyncIterator[tuple[_Scope, Responder]]:
        """Answer refusals and unexpected errors privately, keep Discord's 3 s, and log one line."""
        started = time.perf_counter()
        scope = _Scope(self.settings.default_locale)
        responder = Responder(itx, self.threads.channels)
        with self.activity.busy():
            self.publisher.permissions_seen(itx.channel_id, itx.app_permissions)
            async with responder.watchdog(self.settings.defer_after_s, thinking=thinking, ephemeral=ephemeral):
                try:
                    scope.locale = await self.locale_for(itx)
                    yield scope, responder
                except Refusal as refusal:
                    scope.outcome = refusal.outcome
                    await responder.private(t(refusal.key, scope.locale, **refusal.params))
                except DatabaseBusy:
                    scope.outcome = "busy"
                    await responder.private(t("err.busy", scope.locale))
                except Exception:
                    error_id = secrets.token_hex(4)
                    log.exception("error %s handling %s on game %s for user %s", error_id, action, game, itx.user.id)
                    await responder.private(t("err.internal", scope.locale, error_id=error_id))
                finally:
                    log.info(
                        "interaction game=%s user=%s action=%s outcome=%s ms=%.1f",
                        game, itx.user.id, action, scope.outcome, (time.perf_counter() - started) * 1000,
                    )
            await self._deliver_dm_notice(responder, scope.locale)

    def check_phase(self, game: GameRecord) -> None:
        if game.status == "lobby":
            raise Refusal("err.not_started", "not_running")
        if game.status == "finished":
            raise Refusal("err.game_over", "not_running")
        if game.status in ("cancelled", "abandoned"):
            raise Refusal("err.game_closed", "not_running")

    def check_decision(self, game: GameRecord, kind: AnyKind, state: Any, seat: int, action: Action) -> None:
        """The click must answer one of this seat's open decisions, with an option it offers."""
        if action.name in kind.bare_actions and (action.arg or action.values):
            raise Refusal("err.not_available", "malformed")  # the bot never wrote a value there: a forged one
        decisions = self.decisions(kind, state)
        mine = [d for d in decisions if d.seat == seat]
        if any(d.accepts(action) for d in mine):
            return
        if not any(action.name in d.actions for d in mine) and any(action.name in d.actions for d in decisions):
            raise Refusal("err.not_your_turn", "not_turn")
        raise Refusal("err.not_available", "not_offered")

    # ------------------------------------------------------------------ private views, DMs, pings
    def forget(self, game_id: int) -> None:
        """An ended game needs none of the in-memory help a live one gets."""
        for memo in (self._recent, self._states, self.published):
            memo.pop(game_id, None)
        self.views.forget_game(game_id)
        self.followers.forget_game(game_id)
        self.publisher.forget(game_id)
        self.threads.forget(game_id)
        lock = self._locks.get(game_id)
        if lock is not None and not lock.locked():
            del self._locks[game_id]

    async def _deliver_dm_notice(self, responder: Responder, locale: str) -> None:
        """Tell a player once, privately, that their DMs are closed and the button is the way."""
        prefs = await self.prefs.get(responder.user_id)
        if prefs.dm_notice_pending and responder.answered:
            await self.prefs.clear_dm_notice(responder.user_id)
            await responder.private(t("dm.failed", locale))

