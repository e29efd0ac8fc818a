"""Tournaments: sign-up, rounds paired automatically (bot.framework.tournament_pairing), their games opened in the
tournament's channel through the framework's own pipeline (a game record with both players seated, started by one
`GameService.run`), results recorded in the transaction that ends each game (`record_result`, from the framework's
status hook), and the next round paired once every result is in.

Rules stated to players: a game still unfinished when the round's time runs out is forfeited by the player the game
is waiting for (both waited for, or neither: a draw); a game that ended without a result (aborted) is lost by both; a
bye scores a win. In single elimination a draw puts the better seed through. Swiss tables (a game for more than two,
bot.framework.tournament_tables): a table's game still unfinished at the round's end is placed as it stands (its
scores so far), whoever it waits for behind the others; a player who withdraws during a table's game is placed last
and that game ends there. A restart moves a round's end on
by the time the bot was down (cogs/tournament.py, from the timers' heartbeat).

The state is in the database (bot.storage.tournaments), so a restart loses nothing: the cog's timer loop reads the
next deadline from it, and `advance` is idempotent (it looks at what is stored and does the next step, if any)."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

from msgspec.structs import replace

from bot.framework.change import Change, Origin
from bot.framework.lobby import start_seated
from bot.framework.tournament_pairing import (
    BYE,
    DOUBLE_LOSS,
    DRAW,
    LOSS,
    WIN,
    Pair,
    Played,
    elimination_first_round,
    elimination_next_round,
    elimination_rounds,
    round_robin,
    swiss_round,
)
from bot.framework.tournament_tables import TablePlayed, places_from_order, tables_round
from bot.storage.game_flags import GameFlags, TournamentResult
from bot.storage.tournaments import PairingRow, PlayerRow, TournamentRecord, TournamentStore, record_game_result

if TYPE_CHECKING:
    from bot.framework.kinds import AnyKind
    from bot.framework.service import GameService
    from bot.storage.db import Tx
    from bot.storage.games import GameRecord

log = logging.getLogger(__name__)

PLACED = "placed"  # a table's result: its places are stored beside it
FORMATS = ("swiss", "elimination", "round_robin")
MIN_PLAYERS = 2

# called with (tournament, game) when a tournament game's result was written (in its transaction: the listener
# waits for the game's commit before it looks)
_listeners: list[Callable[[int, int], None]] = []


def result_of(kind: AnyKind, state: Any) -> str:
    """A finished game's result for its pairing: seat 0 is the pairing's first player."""
    places = kind.placings(state) if state is not None else None
    if not places or len(places) != 2 or places[0] == places[1]:
        return DRAW
    return WIN if places[0] < places[1] else LOSS


async def record_result(tx: Tx, kind: AnyKind, game: GameRecord, state: Any, old: str, new: str) -> None:
    """In the transaction that changes a game's status: a tournament game that ended writes its pairing's result.
    A game ended by the tournament carries its result in its flags; a finished game's comes from its placings; one
    aborted by its players leaves the pairing open (the round's time then decides)."""
    tournament = game.flags.tournament
    if tournament is None or old != "running" or new == "running":
        return
    given = game.flags.tournament_result
    places: tuple[int, ...] | None = None
    if given is not None:
        result, how, places = given.result, given.how, given.places
    elif new == "finished" and game.flags.tournament_table:
        found = kind.placings(state) if state is not None else None
        result, how = (PLACED, "played") if found else (DOUBLE_LOSS, "played")
        places = tuple(found) if found else None
    elif new == "finished":
        result, how = result_of(kind, state), "played"
    else:
        return
    if await record_game_result(tx, game.id, result, how, places):
        for listener in list(_listeners):
            listener(tournament, game.id)


def adjudicated_result(p: PairingRow, user_id: int, outcome: str) -> str:
    """The organiser's decision on a pairing, "win", "loss" or "draw" for `user_id`, as the pairing's result."""
    return DRAW if outcome == "draw" else WIN if (outcome == "win") == (p.a == user_id) else LOSS


def adjudicated_places(p: PairingRow, user_id: int, outcome: str) -> tuple[int, ...]:
    """The organiser's decision on a table: "win" puts `user_id` first and the others level behind, "loss" last with
    the others level ahead, "draw" everyone level."""
    seat = p.seats.index(user_id)
    return tuple(0 if outcome == "draw" else int((s == seat) != (outcome == "win")) for s in range(len(p.seats)))


def history_of(pairings: Sequence[PairingRow]) -> list[Played]:
    return [Played(p.round, p.a, p.b, p.result) for p in pairings]


def table_history(pairings: Sequence[PairingRow]) -> list[TablePlayed]:
    return [TablePlayed(p.round, p.seats, p.places if p.result == PLACED else None) for p in pairings]


def next_tables(tournament: TournamentRecord, players: Sequence[PlayerRow], pairings: Sequence[PairingRow],
                round: int) -> list[tuple[int, ...]]:
    """The tables of `round` of a Swiss-tables tournament from what is stored."""
    ratings = {p.user_id: p.rating for p in players}
    active = [p.user_id for p in players if not p.withdrawn]
    return tables_round(active, ratings, table_history([p for p in pairings if p.round < round]),
                        tournament.table_size)


def places_behind(standing: Sequence[int] | None, last: set[int], count: int) -> tuple[int, ...]:
    """A table's places from how its game stands (each seat's place so far, or None: all level), the seats in `last`
    behind all the others."""
    level = standing if standing is not None and len(standing) == count else [0] * count
    return places_from_order([(float(seat in last), float(level[seat])) for seat in range(count)])


def next_pairs(tournament: TournamentRecord, players: Sequence[PlayerRow], pairings: Sequence[PairingRow],
               round: int) -> list[tuple[int | None, int | None]]:
    """The pairings of `round` (1-based) from what is stored: the active players, the seeds, the past rounds."""
    ratings = {p.user_id: p.rating for p in players}
    seeded = [p.user_id for p in sorted(players, key=lambda p: (p.seed or 1 << 30, -p.rating, p.user_id))]
    earlier = [p for p in pairings if p.round < round]
    if tournament.format == "swiss":
        active = [p for p in seeded if not next(q for q in players if q.user_id == p).withdrawn]
        return list(swiss_round(active, ratings, history_of(earlier)))
    if tournament.format == "round_robin":
        schedule: list[list[Pair]] = round_robin(seeded)
        return list(schedule[round - 1]) if round <= len(schedule) else []
    if round == 1:
        return elimination_first_round(seeded)
    seed_of = {user: i + 1 for i, user in enumerate(seeded)}
    last = [p for p in earlier if p.round == round - 1]
    return elimination_next_round(history_of(last), seed_of)


def settle_at_once(pairs: Sequence[tuple[int | None, int | None]], withdrawn: set[int]
                   ) -> tuple[list[tuple[int | None, int | None]], dict[int, tuple[str, str]]]:
    """Pairings as stored (a lone player first) and the results known before any game: byes, a withdrawn player's
    pairing (the other wins), an empty bracket place."""
    stored: list[tuple[int | None, int | None]] = []
    results: dict[int, tuple[str, str]] = {}
    for board, (a, b) in enumerate(pairs):
        if a is None:
            a, b = b, None
        stored.append((a, b))
        gone_a, gone_b = a is None or a in withdrawn, b is None or b in withdrawn
        if a is None:
            results[board] = (DOUBLE_LOSS, "empty")
        elif b is None:
            results[board] = (BYE, "bye") if not gone_a else (DOUBLE_LOSS, "withdrawn")
        elif gone_a or gone_b:
            results[board] = (DOUBLE_LOSS if gone_a and gone_b else LOSS if gone_a else WIN, "withdrawn")
    return stored, results


async def claim_round(store: TournamentStore, tournament_id: int, round: int, now: float, *,
                      repair: bool = False) -> TournamentRecord | None:
    """Pair `round` of the tournament in one transaction (its row locked; the round's key makes a second process's
    attempt fail or find it there). The tournament as now stored, or None if this call paired nothing."""
    async with store.db.transaction() as tx:
        t = await store.lock(tx, tournament_id)
        if t is None or t.status != "running":
            return None
        if repair:
            if t.current_round != round:
                return None
            await store.drop_round(tx, t.id, round)
        elif t.current_round != round - 1 or await store.round_exists(tx, t.id, round):
            return None
        players = await store.players(t.id, tx)
        pairings = await store.pairings(t.id, tx=tx)
        if t.tables:
            tables = await asyncio.to_thread(next_tables, t, players, pairings, round)
            if not tables:
                return None
            alone: dict[int, tuple[str, str, tuple[int, ...] | None]] = {
                board: (PLACED, "bye", (0,)) for board, seats in enumerate(tables) if len(seats) == 1}
            await store.add_tables(tx, t.id, round, tables, alone, now)
        else:
            pairs = await asyncio.to_thread(next_pairs, t, players, pairings, round)  # a big Swiss: tenths of a second
            if not pairs:
                return None
            stored, results = settle_at_once(pairs, {p.user_id for p in players if p.withdrawn})
            await store.add_round(tx, t.id, round, stored, results, now)
        deadline = now + t.round_minutes * 60
        await store.update(tx, t.id, current_round=round, next_deadline=deadline)
    return dataclasses.replace(t, current_round=round, next_deadline=deadline)


class TournamentManager:
    """Runs a process's tournaments (those of the servers it holds). Discord is reached only through `post`
    (a message in a channel) and the game service."""

    def __init__(self, store: TournamentStore, service: GameService,
                 post: Callable[[TournamentRecord, str, list[int], bool], Awaitable[None]],
                 clock: Callable[[], float]) -> None:
        self.store = store
        self.service = service
        # (tournament, what happened: "round" | "standings" | "finished" | "cancelled" (too few players) | "called_off"
        # (by its organiser), users to ping, whether the standings picture goes with it)
        self.post = post
        self.clock = clock
        self._locks: dict[int, asyncio.Lock] = {}
        self.wake = asyncio.Event()

    def lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    def listen(self) -> None:
        _listeners.append(self._on_result)

    def stop(self) -> None:
        with contextlib.suppress(ValueError):
            _listeners.remove(self._on_result)

    def _on_result(self, tournament_id: int, game_id: int) -> None:
        async def after() -> None:
            async with self.service.lock(game_id):  # the game's commit is done once its lock is free
                pass
            await self.advance(tournament_id)

        self.service.spawn(after())

    # --- the state machine -------------------------------------------------------------------------------------------
    async def tick(self, ids: Sequence[int]) -> None:
        for tournament_id in ids:
            try:
                await self.advance(tournament_id)
            except Exception:
                log.exception("tournament %s could not go on", tournament_id)

    async def advance(self, tournament_id: int) -> None:
        """Do whatever is due: close the sign-up, open a round's games, forfeit what the round's time ended, pair the
        next round, finish."""
        async with self.lock(tournament_id):
            t = await self.store.get(tournament_id)
            if t is None:
                return
            now = self.clock()
            if t.status == "signup":
                if t.next_deadline is not None and t.next_deadline <= now:
                    await self._start(t)
                return
            if t.status != "running":
                return
            if t.current_round == 0:
                await self._pair(t, 1)
                return
            pairings = await self.store.pairings(t.id, t.current_round)
            opened = await self._open_missing(t, pairings)
            if opened:  # games a restart kept from being opened with their round: their players are told now
                await self.post(t, "round", opened, False)
            open_ = [p for p in pairings if p.result is None]
            if open_ and t.next_deadline is not None and t.next_deadline <= now:
                await self._forfeit(t, open_)
                pairings = await self.store.pairings(t.id, t.current_round)
                open_ = [p for p in pairings if p.result is None]
            if open_:
                return
            if t.current_round >= t.rounds:
                await self._finish(t)
            else:
                await self.post(t, "standings", [], True)
                await self._pair(t, t.current_round + 1)

    async def start_now(self, tournament_id: int) -> None:
        async with self.lock(tournament_id):
            t = await self.store.get(tournament_id)
            if t is not None and t.status == "signup":
                await self._start(t)

    async def _start(self, t: TournamentRecord) -> None:
        players = [p for p in await self.store.players(t.id) if not p.withdrawn]
        async with self.store.db.transaction() as tx:
            fresh = await self.store.lock(tx, t.id)
            if fresh is None or fresh.status != "signup":
                return
            if len(players) < MIN_PLAYERS:
                await self.store.update(tx, t.id, status="cancelled", next_deadline=None)
                started = False
            else:
                seeded = sorted(players, key=lambda p: (-p.rating, p.user_id))
                await self.store.seed(tx, t.id, [p.user_id for p in seeded])
                rounds = {"swiss": t.rounds, "elimination": elimination_rounds(len(players)),
                          "round_robin": len(round_robin([p.user_id for p in players]))}[t.format]
                await self.store.update(tx, t.id, status="running", rounds=rounds, current_round=0,
                                        next_deadline=None)
                started = True
        if not started:
            await self.post(dataclasses.replace(t, status="cancelled"), "cancelled", [], False)
            return
        fresh = await self.store.get(t.id)
        assert fresh is not None
        await self._pair(fresh, 1)

    async def _pair(self, t: TournamentRecord, round: int, *, repair: bool = False) -> None:
        paired = await claim_round(self.store, t.id, round, self.clock(), repair=repair)
        if paired is None:
            return
        pairings = await self.store.pairings(t.id, round)
        await self._open_missing(paired, pairings)
        users = [u for p in pairings if p.result is None for u in p.seats]
        await self.post(paired, "round", users, False)
        self.wake.set()
        if all(p.result is not None for p in pairings):  # every pairing settled at once (byes, withdrawals)
            self.service.spawn(self.advance(t.id))

    async def _open_missing(self, t: TournamentRecord, pairings: Sequence[PairingRow]) -> list[int]:
        """Open the games of pairings that have none yet (a round just paired, or one a restart interrupted); the
        players of the games opened."""
        missing = [p for p in pairings if p.game_id is None and p.result is None and len(p.seats) >= 2]
        if not missing:
            return []
        players = {p.user_id: p for p in await self.store.players(t.id)}
        opened: list[int] = []
        for p in missing:
            try:
                await self._open_game(t, p, players)
            except Exception:
                log.exception("tournament %s round %s board %s: the game could not be opened", t.id, p.round, p.board)
                continue
            opened += p.seats
        return opened

    async def _open_game(self, t: TournamentRecord, p: PairingRow, players: dict[int, PlayerRow]) -> None:
        """The pairing's (or table's) game, through the framework's own path: a record (the first player as host),
        everyone seated and started in one change, its board posted in the tournament's channel."""
        names = {u: players[u].name if u in players else str(u) for u in p.seats}
        options = dict(t.options)
        flags = GameFlags(tournament=t.id, tournament_round=p.round, tournament_table=t.tables)
        if t.tables:
            options["seats"] = len(p.seats)
        host = p.seats[0]
        game = await self.service.store.create(kind=t.kind, guild_id=t.guild_id, channel_id=t.channel_id,
                                               host_id=host, host_name=names[host], options=options, locale=t.locale,
                                               flags=flags)
        await self.store.set_game(t.id, p.round, p.board, game.id)
        await start_seated(self.service, game.id, [(u, names[u]) for u in p.seats], "tournament",
                           f"tournament {t.id} round {p.round}", t.locale)

    async def _forfeit(self, t: TournamentRecord, open_: Sequence[PairingRow]) -> None:
        """The round's time is up: each unfinished game is lost by the player it waits for (a table's is placed as it
        stands, whoever it waits for last)."""
        for p in open_:
            game = await self._running_game(p)
            if game is None:
                how = "not_started" if p.game_id is None or await self.service.store.get(p.game_id) is None \
                    else "aborted"
                await self._settle(t, p, DOUBLE_LOSS, how)
                continue
            kind = self.service.registry.get(game.kind)
            state = self.service.state_of(kind, game)
            awaited = self.service.awaited_seats(game, kind, state)
            if t.tables:
                await self._settle(t, p, PLACED, "time", places_behind(kind.standing(state), awaited, len(p.seats)))
            else:
                await self._settle(t, p, LOSS if awaited == {0} else WIN if awaited == {1} else DRAW, "time")

    async def _running_game(self, p: PairingRow) -> GameRecord | None:
        """The pairing's game, if it is still being played."""
        game = await self.service.store.get(p.game_id) if p.game_id is not None else None
        return game if game is not None and game.status == "running" and game.kind in self.service.registry else None

    async def _settle(self, t: TournamentRecord, p: PairingRow, result: str, how: str,
                      places: Sequence[int] | None = None, *, overwrite: bool = False) -> None:
        """The pairing's (or table's) result: its game, if still being played, ends with it (the status hook writes
        it); otherwise it is written straight to the pairing (`overwrite`: over a result already there)."""
        game = await self._running_game(p)
        if game is not None and await self.end_game(game.id, result, how, places):
            return
        async with self.store.db.transaction() as tx:
            if t.tables:
                await self.store.set_places(tx, t.id, p.round, p.board, result, how,
                                            None if places is None else tuple(places), overwrite=overwrite)
            else:
                await self.store.set_result(tx, t.id, p.round, p.board, result, how, overwrite=overwrite)

    async def end_game(self, game_id: int, result: str, how: str, places: Sequence[int] | None = None) -> bool:
        """End a running tournament game with `result` (and a table's places: the status hook writes them to the
        pairing)."""
        given = TournamentResult(result, how, None if places is None else tuple(places))

        async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change | None:
            if fresh.status != "running":
                return None
            return Change("tournament_" + how, status="abandoned", detail=f"tournament: {how}",
                          flags=replace(fresh.flags, tournament_result=given, closed="tournament"))

        try:
            return await self.service.run(game_id, decide, Origin()) is not None
        except Exception:
            log.exception("tournament game %s could not be ended (%s)", game_id, how)
            return False

    async def _finish(self, t: TournamentRecord) -> None:
        async with self.store.db.transaction() as tx:
            fresh = await self.store.lock(tx, t.id)
            if fresh is None or fresh.status != "running":
                return
            await self.store.update(tx, t.id, status="finished", next_deadline=None)
        await self.post(dataclasses.replace(t, status="finished"), "finished", [], True)

    # --- organiser controls ------------------------------------------------------------------------------------------
    async def pause(self, tournament_id: int, paused: bool) -> bool:
        async with self.lock(tournament_id):
            async with self.store.db.transaction() as tx:
                t = await self.store.lock(tx, tournament_id)
                if t is None:
                    return False
                now = self.clock()
                if paused and t.status == "running":
                    left = None if t.next_deadline is None else max(0.0, t.next_deadline - now)
                    await self.store.update(tx, t.id, status="paused", paused_left=left, next_deadline=None)
                elif not paused and t.status == "paused":
                    deadline = None if t.paused_left is None else now + t.paused_left
                    await self.store.update(tx, t.id, status="running", paused_left=None, next_deadline=deadline)
                else:
                    return False
        self.wake.set()
        if not paused:
            await self.advance(tournament_id)
        return True

    async def withdraw(self, tournament_id: int, user_id: int) -> bool:
        """A player leaves (or is dropped): out of the next pairings; a game of theirs being played is lost."""
        async with self.lock(tournament_id):
            t = await self.store.get(tournament_id)
            if t is None or t.status in ("finished", "cancelled"):
                return False
            if t.status == "signup":
                return await self.store.leave_signup(t.id, user_id) > 0
            async with self.store.db.transaction() as tx:
                if not await self.store.withdraw(tx, t.id, user_id):
                    return False
            mine = [p for p in await self.store.pairings(t.id, t.current_round)
                    if p.result is None and user_id in p.seats]
            for p in mine:
                if t.tables:
                    await self._leave_table(t, p, user_id)
                else:
                    await self._settle(t, p, LOSS if p.a == user_id else WIN, "withdrawn")
        await self.advance(tournament_id)
        return True

    async def _leave_table(self, t: TournamentRecord, p: PairingRow, user_id: int) -> None:
        """A player withdraws from a table being played: placed last, the others as the game stands; it ends."""
        game = await self._running_game(p)
        standing = None
        if game is not None:
            kind = self.service.registry.get(game.kind)
            standing = kind.standing(self.service.state_of(kind, game))
        await self._settle(t, p, PLACED, "withdrawn", places_behind(standing, {p.seats.index(user_id)}, len(p.seats)))

    async def adjudicate(self, tournament_id: int, user_id: int, outcome: str) -> PairingRow | None:
        """The organiser decides `user_id`'s pairing of the current round: "win", "loss" or "draw" for that player.
        A game being played ends; a result already recorded in this round is corrected."""
        async with self.lock(tournament_id):
            t = await self.store.get(tournament_id)
            if t is None or t.status not in ("running", "paused"):
                return None
            pairing = next((p for p in await self.store.pairings(t.id, t.current_round)
                            if user_id in p.seats and len(p.seats) > 1), None)
            if pairing is None:
                return None
            if t.tables:
                await self._settle(t, pairing, PLACED, "adjudicated", adjudicated_places(pairing, user_id, outcome),
                                   overwrite=True)
            else:
                await self._settle(t, pairing, adjudicated_result(pairing, user_id, outcome), "adjudicated",
                                   overwrite=True)
        await self.advance(tournament_id)
        return pairing

    async def call_off(self, tournament_id: int) -> bool:
        """The organiser cancels the tournament: no further round; the current round's games being played are
        cancelled (no result, unrated); the standings so far stay readable."""
        async with self.lock(tournament_id):
            async with self.store.db.transaction() as tx:
                t = await self.store.lock(tx, tournament_id)
                if t is None or t.status not in ("signup", "running", "paused"):
                    return False
                await self.store.update(tx, t.id, status="cancelled", next_deadline=None, paused_left=None)
            games = [p.game_id for p in await self.store.pairings(t.id, t.current_round)
                     if p.game_id is not None and p.result is None] if t.current_round else []
            for game_id in games:
                await self._cancel(game_id, "tournament_cancelled", "tournament cancelled")
        self.wake.set()
        await self.post(dataclasses.replace(t, status="cancelled"), "called_off", [], bool(t.current_round))
        return True

    async def repair(self, tournament_id: int) -> bool:
        """Pair the current round again (after a drop, say): allowed while none of its games has a result; its games
        are cancelled first."""
        async with self.lock(tournament_id):
            t = await self.store.get(tournament_id)
            if t is None or t.status != "running" or t.current_round == 0:
                return False
            pairings = await self.store.pairings(t.id, t.current_round)
            if any(p.result is not None and p.how not in ("bye", "withdrawn", "empty") for p in pairings):
                return False
            for p in pairings:
                if p.game_id is not None:
                    await self._cancel(p.game_id, "tournament_repair", "tournament round paired again")
            await self._pair(t, t.current_round, repair=True)
        return True

    async def _cancel(self, game_id: int, action: str, detail: str) -> None:
        async def decide(fresh: GameRecord, kind: AnyKind, state: Any) -> Change | None:
            if fresh.status not in ("lobby", "running"):
                return None
            return Change(action, status="cancelled", detail=detail,
                          flags=replace(fresh.flags, closed="tournament"))

        with contextlib.suppress(Exception):
            await self.service.run(game_id, decide, Origin())
