"""A realistic load for the benchmarks: games of all five kinds over 20 channels of several servers, played by
members through their boards and private views, against Discord's rate limits.

The members play as people do, not as a script that knows the rules: one whose decision is awaited looks at
what the bot shows them (the public board, or the private view they opened with its button) and clicks one
of the controls there, or picks options in a select, at random. Half the games are against a computer. In
some games one member never comes back: their clocks run out, and the game goes on by its timeout rules.
Some members have asked for a DM at each of their turns (`/settings turn_dm`). A game that ends is replaced by
a new one of its kind in its channel, so the number of live games stays the same.

Measured per click: the time until the interaction is answered, and for a click that committed an action
(the game's version moved), the time until the game's public board shows that version (an edit of the
board, however it went: the answer itself, an interaction-token edit, or the bot's token). Counted: the
bot-token requests per click, the 429s Discord would have sent by scope, and the invalid requests (401, 403,
429) of the last ten minutes.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.bench import percentile
from bot.framework.card_details import READ_ACTIONS
from bot.framework.custom_ids import ComponentId

if TYPE_CHECKING:
    from bot.harness import Harness
    from bot.harness.driver import User
    from bot.harness.fake_discord import Change, Interaction, Message

KINDS = ("backgammon", "tweak", "zero", "cyberpunk", "netrunner")
# How each kind is opened: against a computer, and between members (the second member joins from the lobby).
# A game with an absent member gets the shortest turn clock the kind allows, so its timeouts come during a run.
AGAINST_COMPUTER: dict[str, tuple[str, dict[str, Any]]] = {
    "backgammon": ("backgammon bot", {"level": "beginner"}),
    "tweak": ("tweak new", {"seats": 2, "computers": 1}),
    "zero": ("zero new", {"computer": True}),
    "cyberpunk": ("cyberpunk new", {"computer": True, "quick": True}),
    "netrunner": ("netrunner new", {"computer": True}),
}
BETWEEN_MEMBERS: dict[str, tuple[str, dict[str, Any]]] = {
    "backgammon": ("backgammon new", {}),
    "tweak": ("tweak new", {"seats": 2}),
    "zero": ("zero new", {}),
    "cyberpunk": ("cyberpunk new", {"quick": True}),
    "netrunner": ("netrunner new", {}),
}
SHORTEST_TURN = {"tweak": 15, "zero": 30, "cyberpunk": 30, "netrunner": 30}  # seconds ("turn_seconds")
# a member playing on does not press these; nor Follow, which is for those not playing (a seated member is sent back)
NOT_CLICKED = frozenset({"concede", "resign", "leave", "cancel", "decline", "follow", "unfollow", "again"})
ANSWER_WAIT_S = 10.0
GAME_TIME_RATE = 2.0  # game time per real second: clocks of absent members run out during a run


def _ids(message: Message) -> list[ComponentId]:
    out = []
    for component in message.all_components():
        parsed = ComponentId.parse(component.get("custom_id", "")) if component.get("custom_id") else None
        if parsed is not None:
            out.append(parsed)
    return out


def server_ids(count: int, shard: int = 0, shards: int = 1, base: int = 40) -> list[int]:
    """`count` server ids whose shard (of `shards`) is `shard`: Discord puts a server on shard (id >> 22) % shards."""
    return [(((base + i) * shards + shard) << 22) + 7 for i in range(count)]


@dataclass
class Table:
    """One live game as its members see it."""

    kind: str
    channel_id: int
    members: dict[int, User]  # seat -> member (computer seats are not here)
    absent: frozenset[int] = frozenset()  # seats whose member never clicks
    game_id: int = 0
    board: int = 0  # the message id of its public board (it may move to a new message)
    shown: int = -1  # the newest version its board has shown
    board_changed: asyncio.Event = field(default_factory=asyncio.Event)
    busy: bool = False
    vs_computer: bool = False
    stub: bool = False  # its board is known only by the one button a restarted process gave it (`Mix.resume`)


TARGET_CLICKS_PER_S = 300.0  # the targets of the 2-core machine (issue "Real Discord limits")
TARGET_SHOWN_P99_MS = 1000.0


@dataclass
class Figures:
    sent: int = 0
    answered: list[float] = field(default_factory=list)  # ms, click injected -> interaction answered
    shown: list[float] = field(default_factory=list)  # ms, click injected -> the board shows its version
    outcomes: Counter[str] = field(default_factory=Counter)  # committed, view, interface, refused, unanswered
    reasons: Counter[str] = field(default_factory=Counter)  # refused clicks: the action and the bot's answer
    finished: int = 0  # games that ended during the run (each replaced by a new one)
    seconds: float = 0.0
    bot_token: int = 0
    bot_token_routes: dict[str, int] = field(default_factory=dict)
    limited: dict[str, int] = field(default_factory=dict)
    invalid: int = 0

    def merge(self, other: Figures) -> None:
        self.sent += other.sent
        self.answered += other.answered
        self.shown += other.shown
        self.outcomes.update(other.outcomes)
        self.reasons.update(other.reasons)
        self.finished += other.finished
        self.seconds = max(self.seconds, other.seconds)
        self.bot_token += other.bot_token
        for route, n in other.bot_token_routes.items():
            self.bot_token_routes[route] = self.bot_token_routes.get(route, 0) + n
        for scope, n in other.limited.items():
            self.limited[scope] = self.limited.get(scope, 0) + n
        self.invalid += other.invalid

    def as_dict(self) -> dict[str, Any]:
        return {"sent": self.sent, "answered": self.answered, "shown": self.shown, "outcomes": dict(self.outcomes),
                "reasons": dict(self.reasons), "finished": self.finished, "seconds": self.seconds,
                "bot_token": self.bot_token, "bot_token_routes": self.bot_token_routes, "limited": self.limited,
                "invalid": self.invalid}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Figures:
        return cls(**{**data, "outcomes": Counter(data["outcomes"]), "reasons": Counter(data["reasons"])})

    def lines(self) -> list[str]:
        clicks = len(self.answered)
        per_s = clicks / self.seconds if self.seconds else 0.0
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(self.outcomes.items()))
        out = [
            f"{'clicks answered':<44} {clicks} in {self.seconds:.1f} s = {per_s:.1f} clicks/s ({kinds})",
            f"{'answer time (interaction answered)':<44} p50={statistics.median(self.answered or [0]):.1f} ms   "
            f"p99={percentile(self.answered, 99):.1f} ms",
            f"{'board shows the action':<44} p50={statistics.median(self.shown or [0]):.1f} ms   "
            f"p99={percentile(self.shown, 99):.1f} ms   ({len(self.shown)} committed clicks)",
            f"{'bot-token requests per click':<44} {self.bot_token / max(clicks, 1):.3f} ({self.bot_token} in all"
            + "".join(f"; {route} {n}" for route, n in sorted(self.bot_token_routes.items(), key=lambda kv: -kv[1]))
            + ")",
            f"{'429s received, by scope':<44} global {self.limited.get('global', 0)}, "
            f"route {self.limited.get('user', 0)}",
            f"{'invalid requests (last 10 minutes)':<44} {self.invalid}",
            f"{'games finished (each replaced)':<44} {self.finished}",
        ]
        out += [f"{'  refused' if i == 0 else '':<44} {n} × {reason}"
                for i, (reason, n) in enumerate(self.reasons.most_common(5))]
        out.append(f"{'targets':<44} " + "; ".join(self.targets()))
        return out

    def targets(self) -> list[str]:
        """Each target of the load benchmark with its figure and whether this run met it. The click rate is
        met within 1 % (the members' clock starts clicks on ticks, so a run at exactly the rate reads 299.x)."""
        per_s = len(self.answered) / self.seconds if self.seconds else 0.0
        p99 = percentile(self.shown, 99)
        global_429 = self.limited.get("global", 0)

        def mark(ok: bool) -> str:
            return "met" if ok else "NOT met"

        return [f"≥ {TARGET_CLICKS_PER_S:.0f} clicks/s {mark(per_s >= TARGET_CLICKS_PER_S * 0.99)}",
                f"board p99 < {TARGET_SHOWN_P99_MS:.0f} ms {mark(bool(self.shown) and p99 < TARGET_SHOWN_P99_MS)}",
                f"0 global 429s {mark(global_429 == 0)}"]


class Mix:
    """Opens and plays the mixed games of one bot (one `Harness`), on the servers it is given."""

    def __init__(self, h: Harness, servers: list[int], *, channels: int, games: int, seed: int = 1,
                 absent_share: float = 0.1, dm_share: float = 0.05, members_per_server: int = 200,
                 stake: int | None = None, on_committed: Callable[[int, int], None] | None = None,
                 locales: tuple[str, ...] = ("en-US",)) -> None:
        """`stake`: chips staked on each backgammon game between members. `on_committed(game, version)` is told of
        each clicked action once its board shows it."""
        self.h = h
        self.rng = random.Random(seed)
        self.servers = servers
        self.channel_count = channels
        self.game_count = games
        self.absent_share, self.dm_share = absent_share, dm_share
        self.members_per_server = members_per_server
        self.stake, self.on_committed = stake, on_committed
        self.locales = locales  # the members' Discord languages, in turn
        self.tables: dict[int, Table] = {}  # game id -> table
        self._drawn: list[Table] = []  # the tables as a list, to draw from (emptied when they change)
        self.channels: list[int] = []
        self.members: dict[int, list[User]] = {}  # server -> its members
        self.views: dict[tuple[int, int], int] = {}  # (member, game) -> the member's newest private view of it
        self.replacing: set[asyncio.Task[None]] = set()
        self.figures = Figures()
        h.fake.listeners.append(self._on_change)

    # ------------------------------------------------------------------ what the members see
    def _on_change(self, change: Change) -> None:
        if change.kind != "message":
            return
        message = self.h.fake.messages.get(change.ref)
        if message is None:
            return
        ids = _ids(message)
        if not ids:
            return
        table = self.tables.get(ids[0].game_id)
        if message.visible_to is not None:
            self.views[(message.visible_to, ids[0].game_id)] = message.id
        elif table is not None and message.channel_id == table.channel_id:  # the board, not a DM copy or thread
            table.board, table.stub = message.id, False
            table.shown = max([table.shown] + [i.version for i in ids if i.game_id == table.game_id])
            table.board_changed.set()

    # ------------------------------------------------------------------ setting up
    def make_world(self) -> None:
        """The servers, their channels and members. Channel ids follow from the server's, and members are made in
        the same order, so a bot process started again over the same database finds them as they were."""
        h, fake = self.h, self.h.fake
        per_server = max(1, self.channel_count // len(self.servers))
        for n, guild in enumerate(self.servers):
            self.channels += [fake.add_text_channel(f"games-{i}", guild, channel_id=guild + 1 + i)
                              for i in range(per_server)]
            self.members[guild] = [h.user(f"m{n}-{i}", self.locales[i % len(self.locales)])
                                   for i in range(self.members_per_server)]
        self.channels = self.channels[:self.channel_count]

    async def setup(self) -> None:
        h = self.h
        self.make_world()
        everyone = [m for ms in self.members.values() for m in ms]
        dms = [m for m in everyone if self.rng.random() < self.dm_share]
        for start in range(0, len(dms), 50):
            await asyncio.gather(*(self._ask(*h.slash_payload(m, "settings turn_dm", channel_id=self.channels[0],
                                                              enabled=True)) for m in dms[start:start + 50]))
        shapes = [(self.channels[i % len(self.channels)], KINDS[i % len(KINDS)]) for i in range(self.game_count)]
        for start in range(0, len(shapes), 50):
            await asyncio.gather(*(self.open(cid, kind) for cid, kind in shapes[start:start + 50]))

    async def resume(self, game_ids: list[int]) -> None:
        """Tables for games a bot process before this one opened (it was killed). Discord still shows their boards;
        this fake learns each as a message with one button of the game's current version: the private view's for
        the card games, Resign for backgammon (which the members then click, to see the board again)."""
        from bot.harness.fake_discord import Message

        self.make_world()
        by_id = {m.id: m for ms in self.members.values() for m in ms}
        fake = self.h.fake
        for game_id in game_ids:
            record = await self._record(game_id)
            if record is None or record.message_id is None or record.channel_id not in fake.channels:
                continue
            members = {s.seat: by_id[s.user_id] for s in record.seats if s.user_id in by_id}
            action = "resign" if record.kind == "backgammon" else "hand"
            button = {"type": 2, "style": 2, "label": action, "custom_id": ComponentId(game_id, record.version,
                                                                                       action).encode()}
            fake.messages[record.message_id] = Message(
                record.message_id, record.channel_id, self._server_of(record.channel_id), fake.bot_user,
                components=[{"type": 1, "components": [button]}], created_at=fake.now())
            self._drawn = []
            self.tables[game_id] = Table(record.kind, record.channel_id, members, game_id=game_id,
                                         board=record.message_id, shown=record.version, stub=True)

    def _server_of(self, channel_id: int) -> int:
        return int(self.h.fake.channels[channel_id]["guild_id"])

    async def open(self, channel_id: int, kind: str) -> None:
        """Open one game of `kind` in the channel, and join it when it is between members."""
        h = self.h
        members = self.members[self._server_of(channel_id)]
        vs_computer = self.rng.random() < 0.5
        absent = self.rng.random() < self.absent_share
        command, options = (AGAINST_COMPUTER if vs_computer else BETWEEN_MEMBERS)[kind]
        options = dict(options)
        if absent and kind in SHORTEST_TURN:
            options["turn_seconds"] = SHORTEST_TURN[kind]
        if kind == "backgammon" and not vs_computer and self.stake:
            options["stake"] = self.stake
        host, guest = self.rng.sample(members, 2)
        opened = await self._ask(*h.slash_payload(host, command, channel_id=channel_id, **options))
        lobby = h.fake.messages.get(opened.original_id or 0) if opened is not None else None
        ids = _ids(lobby) if lobby is not None else []
        if lobby is None or not ids:
            self.figures.outcomes["not opened"] += 1
            return
        game_id = ids[0].game_id
        table = Table(kind, channel_id, {0: host}, vs_computer=vs_computer, game_id=game_id, board=lobby.id)
        self.tables[game_id], self._drawn = table, []
        if not vs_computer:
            join = next(c for c in lobby.all_components() if c.get("custom_id", "").split(":")[3:4] == ["join"])
            await self._ask(*h.component_payload(guest, join["custom_id"], message=lobby))
        record = await self._record(game_id)
        for _ in range(100):  # the game starts once the join is answered, a moment later under load
            if record is None or record.status != "lobby":
                break
            await asyncio.sleep(0.05)
            record = await self._record(game_id)
        if record is None or record.status != "running":
            self.tables.pop(game_id, None)
            self._drawn = []
            self.figures.outcomes["not opened"] += 1
            return
        table.members = {s.seat: (host if s.user_id == host.id else guest) for s in record.seats
                         if s.user_id is not None}
        if absent:  # the member who opened it never comes back (against a computer, the game times out alone)
            table.absent = frozenset({next(iter(table.members))})

    async def _ask(self, payload: dict[str, Any], record: Interaction) -> Interaction | None:
        """An interaction the bot is sent, once answered (None if it never is: the bot is overwhelmed)."""
        self.h.dispatch(payload, record)
        try:
            await asyncio.wait_for(record.answered.wait(), ANSWER_WAIT_S)
        except TimeoutError:
            return None
        return record

    async def _record(self, game_id: int) -> Any:
        assert self.h.bot is not None
        return await self.h.bot.games_store.get(game_id)

    # ------------------------------------------------------------------ playing
    def _controls(self, message: Message, table: Table, kind: Any) -> list[dict[str, Any]]:
        out = []
        for component in message.all_components():
            custom_id = component.get("custom_id")
            if not custom_id or component.get("disabled"):
                continue
            parsed = ComponentId.parse(custom_id)
            if table.stub and message.id == table.board:
                out.append(component)
                continue
            if parsed is None or parsed.game_id != table.game_id or parsed.action in NOT_CLICKED \
                    or parsed.action in kind.form_actions or parsed.action in ("hand", "log"):
                continue
            if component.get("type") == 3 and not component.get("options"):
                continue
            out.append(component)
        return out

    async def _choose(self, table: Table) -> tuple[User, Message, dict[str, Any], list[str] | None, str, int] | None:
        """What an awaited member of the table clicks now: (member, message, control, select values, what it
        is, version before), or None when nobody there is awaited (a computer thinks, or only the absent
        member is)."""
        h = self.h
        assert h.bot is not None
        record = await self._record(table.game_id)
        if record is None or record.status != "running":
            return None
        kind = h.bot.service.registry.get(record.kind)
        state = h.bot.service.load_state(kind, record)
        seats = [s for s in sorted(kind.actors(state)) if s in table.members and s not in table.absent]
        if not seats:
            return None
        member = table.members[self.rng.choice(seats)]
        board = h.fake.messages.get(table.board)
        if board is None or board.deleted:
            return None
        surface: Message | None = board
        if kind.has_private_view and kind.private_decisions:
            view = h.fake.messages.get(self.views.get((member.id, table.game_id), 0))
            surface = None if view is None or view.deleted or self.rng.random() < 0.02 else view
        if surface is None:  # opens (or opens again) the private view with the board's button
            button = next((c for c in board.all_components()
                           if c.get("custom_id", "").split(":")[3:4] == ["hand"]), None)
            if button is None:
                return None
            return member, board, button, None, "hand", record.version
        controls = self._controls(surface, table, kind)
        if not controls:
            return None
        control = self.rng.choice(controls)
        values = None
        if control.get("type") == 3:
            options = control["options"]
            low = int(control.get("min_values", 1))
            high = min(int(control.get("max_values", 1)), len(options))
            values = [o["value"] for o in self.rng.sample(options, self.rng.randint(min(low, high), high))]
        action = ComponentId.parse(control["custom_id"]).action  # type: ignore[union-attr]
        # a step inside the controls (a pick before its confirmation, a card read in 📖 Cards) commits nothing
        category = "interface" if action in kind.interface_actions or action in READ_ACTIONS else "play"
        return member, surface, control, values, category, record.version

    def _idle_table(self) -> Table | None:
        """A table chosen at random among those nobody is clicking on. Few are busy at once, so a few random draws
        find one; a list of the idle ones is made only when they do not (it would cost the members, counted as
        the bot's CPU, a pass over every table at every click)."""
        if not self._drawn:
            self._drawn = list(self.tables.values())
        tables = self._drawn
        for _ in range(8):
            table = self.rng.choice(tables) if tables else None
            if table is None or (not table.busy and self.tables.get(table.game_id) is table):
                return table
        idle = [t for t in self.tables.values() if not t.busy]
        return self.rng.choice(idle) if idle else None

    async def attempt(self, first: Table) -> None:
        """One click: on `first`, or if nobody is awaited there, on another idle table (up to ten tried)."""
        table: Table | None = first
        for _ in range(10):
            assert table is not None
            chosen = await self._choose(table)
            if chosen is not None:
                await self.click(table, *chosen)
                return
            table.busy = False
            table = self._idle_table()
            if table is None:
                return
            table.busy = True
        assert table is not None
        table.busy = False
        self.figures.outcomes["nobody awaited"] += 1

    async def click(self, table: Table, member: User, message: Message, control: dict[str, Any],
                    values: list[str] | None, category: str, before: int) -> None:
        h = self.h
        figures = self.figures
        try:
            payload, record = h.component_payload(member, control["custom_id"], message=message, values=values)
            figures.sent += 1
            sent_at = time.perf_counter()
            table.board_changed.clear()
            h.dispatch(payload, record)
            try:
                await asyncio.wait_for(record.answered.wait(), ANSWER_WAIT_S)
            except TimeoutError:
                figures.outcomes["unanswered"] += 1
                return
            figures.answered.append((time.perf_counter() - sent_at) * 1000)
            after = await self._record(table.game_id)
            if after is None or after.version <= before:
                outcome = "view" if category == "hand" else "interface" if category == "interface" else "refused"
                figures.outcomes[outcome] += 1
                if outcome == "refused":
                    answer = h.fake.messages.get(record.original_id or 0)
                    reason = answer.content if answer is not None and record.response_type == 4 else "(no answer)"
                    figures.reasons[f"{control['custom_id'].split(':')[3]}: {reason[:70]}"] += 1
                return
            figures.outcomes["committed"] += 1
            over = after.status != "running"
            deadline = sent_at + ANSWER_WAIT_S
            while table.shown < after.version and not (over and table.board_changed.is_set()):
                left = deadline - time.perf_counter()
                if left <= 0:
                    figures.outcomes["board not shown"] += 1
                    return
                table.board_changed.clear()
                try:
                    await asyncio.wait_for(table.board_changed.wait(), left)
                except TimeoutError:
                    continue
                if over:
                    break
            figures.shown.append((time.perf_counter() - sent_at) * 1000)
            if self.on_committed is not None:
                self.on_committed(table.game_id, after.version)
            if over:
                self._replace(table)
        finally:
            table.busy = False

    def _replace(self, table: Table) -> None:
        self.figures.finished += 1
        self.tables.pop(table.game_id, None)
        self._drawn = []
        task = asyncio.create_task(self.open(table.channel_id, table.kind))
        self.replacing.add(task)
        task.add_done_callback(self.replacing.discard)

    async def sweep_finished(self) -> None:
        """Tables whose game ended by itself (a timeout, the computer's last move): replaced."""
        for table in list(self.tables.values()):
            if not table.busy:
                record = await self._record(table.game_id)
                if record is None or record.status != "running":
                    self._replace(table)

    async def run(self, rate: float, seconds: float) -> Figures:
        """Clicks at `rate` a second for `seconds`; the figures of this run."""
        h = self.h
        self.figures = figures = Figures()
        limits = h.fake.rate_limits
        limited_before = dict(limits.limited) if limits is not None else {}
        tokens_before = h.fake.bot_token_requests()
        routes_before = dict(h.fake.bot_token_routes)
        loop = asyncio.get_running_loop()
        started = loop.time()
        pending: set[asyncio.Task[None]] = set()
        ticks = 0
        last_sweep = started
        while loop.time() - started < seconds:
            ticks += 1
            delay = started + ticks / rate - loop.time()
            if delay > 0:
                await asyncio.sleep(delay)
            table = self._idle_table()
            if table is None:
                continue
            table.busy = True
            task = asyncio.create_task(self.attempt(table))
            pending.add(task)
            task.add_done_callback(pending.discard)
            if loop.time() - last_sweep > 5:
                last_sweep = loop.time()
                await self.sweep_finished()
        figures.seconds = loop.time() - started
        await asyncio.gather(*pending)
        figures.bot_token = h.fake.bot_token_requests() - tokens_before
        figures.bot_token_routes = {route: n - routes_before.get(route, 0)
                                    for route, n in h.fake.bot_token_routes.items() if n > routes_before.get(route, 0)}
        if limits is not None:
            figures.limited = {k: v - limited_before.get(k, 0) for k, v in limits.limited.items()}
            figures.invalid = limits.invalid_requests()
        return figures

    async def close(self) -> None:
        if self.replacing:
            await asyncio.gather(*self.replacing, return_exceptions=True)
        if self._on_change in self.h.fake.listeners:
            self.h.fake.listeners.remove(self._on_change)
