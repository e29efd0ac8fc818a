"""/tournament: create (organisers), join, withdraw, standings, and the organiser's controls (start now, pause, drop,
re-pair, adjudicate), run by bot.framework.tournaments; the standings drawn by bot.render.tournament."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import bot.games.backgammon.kind
import bot.games.cyberpunk.kind
import bot.games.netrunner.kind
import bot.games.tweak.kind
import bot.games.zero.kind  # noqa: F401  # each game's title is in the catalogue before the choices below name it
from bot.client import GameBot
from bot.framework import game_options as game_options_lib
from bot.framework import pace as pace_lib
from bot.framework import pace_options
from bot.framework.ratings import shown, system_of
from bot.framework.tournament_pairing import BYE, DOUBLE_LOSS, DRAW, LOSS, WIN, Played, standings, winner
from bot.framework.tournament_tables import table_standings
from bot.framework.tournaments import (
    FORMATS,
    MIN_PLAYERS,
    TournamentManager,
    adjudicated_places,
    adjudicated_result,
    history_of,
    table_history,
)
from bot.i18n import CATALOGUE, t
from bot.i18n.tournament import STRINGS
from bot.i18n.translator import cmd_text
from bot.render.tournament import standings_table
from bot.storage.game_ratings import GLOBAL, GameRatingStore
from bot.storage.tournaments import (
    PairingRow,
    PlayerRow,
    TournamentRecord,
    TournamentStore,
)

CATALOGUE.register(STRINGS)

GAMES = (("backgammon", "bg.title"), ("zero", "zk.title"), ("cyberpunk", "cp.title"), ("netrunner", "nr.title"),
         ("tweak", "tw.title"))
DEFAULT_TABLE_SIZE = 4
GAME_CHOICES = [app_commands.Choice(name=cmd_text(key), value=name) for name, key in GAMES]
FORMAT_CHOICES = [app_commands.Choice(name=cmd_text(f"tn.choice.{f}"), value=f) for f in FORMATS]
PACE_CHOICES = [app_commands.Choice(name=cmd_text(f"tn.choice.{p}"), value=p)
                for p in (pace_lib.LIVE, pace_lib.CORRESPONDENCE)]
ROUND_DAYS = 14  # a correspondence round's days unless the organiser says
RESULT_CHOICES = [app_commands.Choice(name=cmd_text(f"tn.choice.{r}"), value=r) for r in ("win", "loss", "draw")]
SCORE = {WIN: "1–0", LOSS: "0–1", DRAW: "½–½", BYE: "1", DOUBLE_LOSS: "0–0"}
MAX_WAIT_S = 60.0  # the timer loop looks at least this often (a deadline armed sooner wakes it)
log = logging.getLogger(__name__)

ID_OPTION = {"tournament": cmd_text("cmd.tn.id.name")}
ID_DESC = {"tournament": cmd_text("cmd.tn.id.desc")}


def member_role_ids(user: discord.User | discord.Member) -> set[int]:
    """The role ids the interaction's member payload carried: `Member.roles` resolves them through the cached guild,
    which an interaction may arrive before (or without)."""
    ids = getattr(user, "_roles", None)
    if ids is not None:
        return {int(r) for r in ids}
    return {r.id for r in getattr(user, "roles", ())}


def points_text(value: float) -> str:
    """Points as a tournament table writes them: 2, 2½, ½."""
    value = round(value * 2) / 2
    whole = int(value)
    return (f"{whole}½" if whole else "½") if value % 1 else str(whole)


def shares_text(value: float) -> str:
    """Swiss tables' points, shares of tables, to two decimals at most: 1.67, 1.5, 2."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


@app_commands.guild_only()
class Tournament(commands.GroupCog, group_name=cmd_text("cmd.tournament.name"),
                 group_description=cmd_text("cmd.tournament.desc")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = TournamentStore(bot.db)
        self.ratings = GameRatingStore(bot.db)
        self.manager = TournamentManager(self.store, bot.service, self.post, bot.clock)
        self._loop: asyncio.Task[None] | None = None
        super().__init__()

    async def cog_load(self) -> None:
        # the games' deadlines move on by the time the bot was down (bot.framework.timers): so do the rounds'. The
        # cogs load before the scheduler writes its new heartbeat, so the last one is still there to read.
        beat = await self.bot.db.get_meta(self.bot.scheduler.heartbeat_key)
        downtime = max(0.0, self.bot.clock() - float(beat)) if beat is not None else 0.0
        if downtime > 0:
            await self.store.shift_running(self.bot.shards_owned, downtime)
        self.manager.listen()
        self._loop = asyncio.create_task(self._run())

    async def cog_unload(self) -> None:
        self.manager.stop()
        if self._loop is not None:
            self._loop.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._loop

    async def _run(self) -> None:
        """The tournaments' timer: their deadlines are in the database, so after a restart this loop finds them as
        they were (nothing to re-arm by hand); a deadline set while it sleeps wakes it."""
        await asyncio.sleep(0)
        while True:
            self.manager.wake.clear()
            try:
                await self.tick()
                due = await self.store.next_deadline(self.bot.shards_owned)
            except Exception:
                log.exception("tournament timer")
                due = None
            delay = MAX_WAIT_S if due is None else min(MAX_WAIT_S, max(0.5, due - self.bot.clock()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.manager.wake.wait(), timeout=delay)

    async def tick(self) -> None:
        """Every tournament of this process's servers does what is due."""
        with self.bot.inflight.busy():
            await self.manager.tick(await self.store.running(self.bot.shards_owned))

    # --- helpers -----------------------------------------------------------------------------------------------------
    def title(self, kind: str, locale: str) -> str:
        return t(self.bot.registry.get(kind).title_key, locale) if kind in self.bot.registry else kind

    def format_text(self, tour: TournamentRecord, locale: str) -> str:
        if tour.tables:
            return t("tn.format.tables", locale, size=tour.table_size, rounds=tour.rounds)
        return t(f"tn.format.{tour.format}", locale, rounds=tour.rounds)

    @staticmethod
    def pace_text(options: dict[str, Any], round_minutes: int, locale: str) -> str:
        """How fast the tournament is played: a round's minutes live, or its days and the move clock by post."""
        move = pace_lib.move_seconds(options)
        if move is None:
            return t("tn.pace.live", locale, minutes=round_minutes)
        return t("tn.pace.correspondence", locale, round=pace_lib.duration_text(round_minutes * 60, locale),
                 move=pace_lib.duration_text(move, locale))

    @staticmethod
    def tiebreaks_key(tour: TournamentRecord) -> str:
        return "tn.tiebreaks.tables" if tour.tables else f"tn.tiebreaks.{tour.format}"

    async def _is_organiser(self, itx: discord.Interaction[Any]) -> bool:
        if itx.permissions.manage_events or itx.permissions.manage_guild:
            return True
        role = (await self.bot.guild_settings.get(int(itx.guild_id))).tournament_role  # type: ignore[arg-type]
        return role is not None and role in member_role_ids(itx.user)

    async def _pick(self, itx: discord.Interaction[Any], locale: str, number: int | None,
                    live_only: bool = False) -> TournamentRecord | None:
        """The tournament named, or the server's newest (the newest live one first); the member told if none."""
        guild = int(itx.guild_id)  # type: ignore[arg-type]
        if number is not None:
            tour = await self.store.get(number)
            if tour is None or tour.guild_id != guild:
                await itx.response.send_message(t("tn.err.not_found", locale, id=number), ephemeral=True)
                return None
            return tour
        live = await self.store.live(guild)
        found = live[-1] if live else None
        if found is None and not live_only:
            latest = await self.store.latest(guild)
            found = latest[0] if latest else None
        if found is None:
            await itx.response.send_message(t("tn.err.none", locale), ephemeral=True)
        return found

    async def _organisers_pick(self, itx: discord.Interaction[Any],
                               number: int | None) -> tuple[str, TournamentRecord] | None:
        """An organiser's command: the member's language and the live tournament it is for; None if the member was
        told they may not, or that there is none."""
        locale = await self.bot.service.locale_for(itx)
        if not await self._organiser(itx, locale):
            return None
        tour = await self._pick(itx, locale, number, live_only=True)
        return None if tour is None else (locale, tour)

    async def _organiser(self, itx: discord.Interaction[Any], locale: str) -> bool:
        if await self._is_organiser(itx):
            return True
        await itx.response.send_message(t("tn.err.permission", locale), ephemeral=True)
        return False

    async def _refuse_state(self, itx: discord.Interaction[Any], tour: TournamentRecord, locale: str) -> None:
        await itx.response.send_message(
            t("tn.err.state", locale, name=tour.name, status=t(f"tn.status.{tour.status}", locale)), ephemeral=True)

    # --- what the channel is told ------------------------------------------------------------------------------------
    async def post(self, tour: TournamentRecord, what: str, users: list[int], picture: bool) -> None:
        """A message in the tournament's channel (in the tournament's language), pinging `users`."""
        locale = tour.locale
        lines: list[str] = []
        if what == "round":
            lines.append(t("tn.round", locale, name=tour.name, round=tour.current_round, rounds=tour.rounds,
                           ts=int(tour.next_deadline or self.bot.clock())))
            for p in await self.store.pairings(tour.id, tour.current_round):
                lines.extend(await self._pairing_line(tour, p, locale, public=True))
        elif what == "standings":
            lines.append(t("tn.after_round", locale, name=tour.name, round=tour.current_round))
        elif what == "finished":
            board = await self.standing_rows(tour, locale, None)
            first = board[0][0][1] if board else "?"
            lines.append(t("tn.finished", locale, name=tour.name, winner=first))
        elif what == "cancelled":
            lines.append(t("tn.cancelled", locale, name=tour.name, min=MIN_PLAYERS))
        elif what == "called_off":
            lines.append(t("tn.called_off", locale, name=tour.name))
            if tour.current_round:
                lines.append(t("tn.called_off.games", locale))
        file = None
        if picture:
            png = await self.standings_png(tour, locale, None)
            file = discord.File(io.BytesIO(png), filename="standings.png",
                                description=t("tn.st.image", locale, name=tour.name)[:1000])
        channel = self.bot.get_partial_messageable(tour.channel_id, guild_id=tour.guild_id)
        chunks: list[str] = []
        for line in lines:
            if chunks and len(chunks[-1]) + len(line) + 1 <= 1900:
                chunks[-1] += "\n" + line
            else:
                chunks.append(line[:1900])
        wanted = set(users)
        for i, chunk in enumerate(chunks):
            # each message notifies the players it names (Discord takes at most 100 a message)
            named = [u for u in dict.fromkeys(int(m) for m in re.findall(r"<@(\d+)>", chunk)) if u in wanted]
            mentions = discord.AllowedMentions(everyone=False, roles=False,
                                               users=[discord.Object(u) for u in named[:100]])
            try:
                if file is not None and i == len(chunks) - 1:
                    await channel.send(chunk, file=file, allowed_mentions=mentions)
                else:
                    await channel.send(chunk, allowed_mentions=mentions)
            except discord.HTTPException:
                log.exception("tournament %s: could not post in channel %s", tour.id, tour.channel_id)

    async def _pairing_line(self, tour: TournamentRecord, p: PairingRow, locale: str, *, public: bool) -> list[str]:
        if tour.tables:
            return await self._table_line(p, locale)
        a = f"<@{p.a}>" if p.a is not None else "—"
        b = f"<@{p.b}>" if p.b is not None else "—"
        if p.a is None:
            return []
        if p.b is None:
            return [t("tn.round.bye", locale, player=a)] if p.result == BYE else []
        if p.how == "withdrawn" and p.game_id is None:
            return [t("tn.round.settled", locale, board=p.board + 1, a=a, b=b, result=SCORE.get(p.result or "", "?"))]
        link = await self._game_link(p)
        if not public and p.result is not None:
            link = SCORE.get(p.result, "?")
        return [t("tn.round.line", locale, board=p.board + 1, a=a, b=b, link=link)]

    async def _table_line(self, p: PairingRow, locale: str) -> list[str]:
        if len(p.seats) == 1:
            return [t("tn.round.alone", locale, player=f"<@{p.seats[0]}>")]
        players = ", ".join(f"<@{u}>" for u in p.seats)
        return [t("tn.round.table", locale, board=p.board + 1, players=players, link=await self._game_link(p))]

    async def _game_link(self, p: PairingRow) -> str:
        """A link to the board of the pairing's game, if it has one."""
        game = await self.bot.games_store.get(p.game_id) if p.game_id is not None else None
        return self.bot.publisher.link(game) if game is not None else ""

    @staticmethod
    def _player_name(player: PlayerRow, locale: str) -> str:
        """A standings row's name: a withdrawn player's says so."""
        name = player.name or str(player.user_id)
        return f"{name} ({t('tn.st.withdrawn', locale)})" if player.withdrawn else name

    # --- standings ---------------------------------------------------------------------------------------------------
    async def standing_rows(self, tour: TournamentRecord, locale: str,
                            viewer: int | None) -> list[tuple[list[str], bool]]:
        players = await self.store.players(tour.id)
        pairings = await self.store.pairings(tour.id)
        history = [h for h in history_of(pairings) if h.result is not None]
        by_id = {p.user_id: p for p in players}
        if tour.tables:
            return self._table_rows(tour, players, pairings, locale, viewer)
        if tour.format == "elimination":
            return self._bracket_rows(tour, players, history, locale, viewer)
        rows = standings([p.user_id for p in players], {p.user_id: p.rating for p in players}, history)
        out = []
        for i, row in enumerate(rows):
            out.append(([f"{i + 1}.", self._player_name(by_id[row.player], locale), points_text(row.score),
                          points_text(row.buchholz), points_text(row.sonneborn_berger)], row.player == viewer))
        return out

    def _table_rows(self, tour: TournamentRecord, players: list[PlayerRow], pairings: list[PairingRow], locale: str,
                    viewer: int | None) -> list[tuple[list[str], bool]]:
        by_id = {p.user_id: p for p in players}
        done = [table for table in table_history(pairings) if table.places is not None]
        rows = table_standings([p.user_id for p in players], {p.user_id: p.rating for p in players}, done)
        out = []
        for i, row in enumerate(rows):
            out.append(([f"{i + 1}.", self._player_name(by_id[row.player], locale), shares_text(row.score),
                         str(row.wins), shares_text(row.buchholz)], row.player == viewer))
        return out

    def _bracket_rows(self, tour: TournamentRecord, players: list[PlayerRow], history: list[Played], locale: str,
                      viewer: int | None) -> list[tuple[list[str], bool]]:
        seed_of = {p.user_id: p.seed or 1 << 30 for p in players}
        out_in: dict[int, int] = {}
        for game in history:
            through = winner(game, seed_of)
            for user in (game.a, game.b):
                if user is not None and user != through:
                    out_in.setdefault(user, game.round)
        champion = None
        if tour.status == "finished":
            final = [g for g in history if g.round == tour.rounds]
            champion = winner(final[0], seed_of) if final else None

        def key(p: PlayerRow) -> tuple[int, int]:
            if p.user_id == champion:
                return (0, 0)
            reached = out_in.get(p.user_id)
            return (1, seed_of[p.user_id]) if reached is None else (2 + tour.rounds - reached, seed_of[p.user_id])

        rows = []
        for i, p in enumerate(sorted(players, key=key)):
            if p.user_id == champion:
                status = t("tn.st.champion", locale)
            elif p.user_id in out_in:
                status = t("tn.st.out", locale, round=out_in[p.user_id])
            else:
                status = t("tn.st.withdrawn" if p.withdrawn else "tn.st.in", locale)
            rows.append(([f"{i + 1}.", p.name or str(p.user_id), status], p.user_id == viewer))
        return rows

    async def standings_png(self, tour: TournamentRecord, locale: str, viewer: int | None) -> bytes:
        rows = await self.standing_rows(tour, locale, viewer)
        if tour.tables:
            header = ["#", t("tn.st.player", locale), t("tn.st.points", locale), t("tn.st.wins", locale),
                      t("tn.st.buchholz", locale)]
        elif tour.format == "elimination":
            header = ["#", t("tn.st.player", locale), t("tn.st.reached", locale)]
        else:
            header = ["#", t("tn.st.player", locale), t("tn.st.points", locale), t("tn.st.buchholz", locale),
                      t("tn.st.sb", locale)]
        subtitle = t("tn.st.subtitle", locale, game=self.title(tour.kind, locale),
                     format=self.format_text(tour, locale), round=tour.current_round, rounds=tour.rounds,
                     status=t(f"tn.status.{tour.status}", locale))
        footer = t("tn.st.footer", locale, tiebreaks=t(self.tiebreaks_key(tour), locale))
        more = t("tn.st.more", locale, count=max(0, len(rows) - 32))
        job = functools.partial(standings_table, t("tn.st.title", locale, name=tour.name), subtitle, header,
                                [(tuple(cells), lit) for cells, lit in rows], footer, more)
        return await self.bot.renderer.png(job)

    # --- the commands ------------------------------------------------------------------------------------------------
    @app_commands.command(name=cmd_text("cmd.tournament.create.name"),
                          description=cmd_text("cmd.tournament.create.desc"))
    @app_commands.rename(name=cmd_text("cmd.tn.name.name"), game=cmd_text("cmd.tn.game.name"),
                         format=cmd_text("cmd.tn.format.name"), rounds=cmd_text("cmd.tn.rounds.name"),
                         signup_minutes=cmd_text("cmd.tn.signup.name"),
                         round_minutes=cmd_text("cmd.tn.round_minutes.name"),
                         match_length=cmd_text("cmd.tn.length.name"), pace=cmd_text("cmd.tn.pace.name"),
                         table_size=cmd_text("cmd.tn.table_size.name"), target_score=cmd_text("cmd.tn.target.name"),
                         move_time=cmd_text("cmd.move_time.name"), round_days=cmd_text("cmd.tn.round_days.name"),
                         game_options=cmd_text("cmd.tn.options.name"))
    @app_commands.describe(name=cmd_text("cmd.tn.name.desc"), game=cmd_text("cmd.tn.game.desc"),
                           format=cmd_text("cmd.tn.format.desc"), rounds=cmd_text("cmd.tn.rounds.desc"),
                           signup_minutes=cmd_text("cmd.tn.signup.desc"),
                           round_minutes=cmd_text("cmd.tn.round_minutes.desc"),
                           match_length=cmd_text("cmd.tn.length.desc"), pace=cmd_text("cmd.tn.pace.desc"),
                           table_size=cmd_text("cmd.tn.table_size.desc"),
                           target_score=cmd_text("cmd.tn.target.desc"), move_time=cmd_text("cmd.move_time.desc"),
                           round_days=cmd_text("cmd.tn.round_days.desc"), game_options=cmd_text("cmd.tn.options.desc"))
    @app_commands.choices(game=GAME_CHOICES, format=FORMAT_CHOICES, pace=PACE_CHOICES,  # type: ignore[misc]
                          move_time=pace_options.MOVE_TIME_CHOICES)
    async def create(self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, 60], game: str,
                     format: str, rounds: app_commands.Range[int, 1, 15] | None = None,
                     signup_minutes: app_commands.Range[int, 1, 10080] = 60,
                     round_minutes: app_commands.Range[int, 5, 1440] = 45,
                     match_length: app_commands.Range[int, 1, 25] | None = None, pace: str = "live",
                     table_size: app_commands.Range[int, 3, 6] | None = None,
                     target_score: app_commands.Range[int, 5, 500] | None = None, move_time: int | None = None,
                     round_days: app_commands.Range[int, 1, 60] | None = None,
                     game_options: app_commands.Range[str, 1, 200] | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        if not await self._organiser(interaction, locale):
            return
        if game not in self.bot.registry:  # a forged choice
            await interaction.response.send_message(t("err.not_available", locale), ephemeral=True)
            return
        kind = self.bot.registry.get(game)
        tables = kind.max_seats > 2
        if tables and format != "swiss":
            await interaction.response.send_message(t("tn.err.tables_swiss", locale, game=self.title(game, locale)),
                                                    ephemeral=True)
            return
        if (table_size is not None or target_score is not None) and not tables:
            await interaction.response.send_message(t("tn.err.table_size", locale), ephemeral=True)
            return
        if rounds is not None and format != "swiss":
            await interaction.response.send_message(t("tn.err.rounds_swiss", locale), ephemeral=True)
            return
        if match_length is not None and game != "backgammon":
            await interaction.response.send_message(t("tn.err.length", locale), ephemeral=True)
            return
        try:
            own = game_options_lib.parse(kind.option_specs, game_options or "")
        except game_options_lib.OptionRefused as refused:
            await interaction.response.send_message(
                t(refused.key, locale, game=self.title(game, locale),
                  allowed=game_options_lib.listing(kind.option_specs, locale), **refused.params), ephemeral=True)
            return
        guild, channel = int(interaction.guild_id), int(interaction.channel_id)  # type: ignore[arg-type]
        config = await self.bot.guild_settings.get(guild)
        if not config.allows(channel, getattr(interaction.channel, "parent_id", None)):
            channels = ", ".join(f"<#{c}>" for c in config.game_channels)
            await interaction.response.send_message(t("config.not_here", locale, channels=channels), ephemeral=True)
            return
        options: dict[str, Any] = {}
        if game == "backgammon":
            options = {"mode": "match", "length": match_length} if match_length and match_length > 1 \
                else {"mode": "single"}
        elif target_score is not None:  # TWEAK!: each table's game to this score (else its default by table size)
            options = {"target_score": target_score}
        options = pace_options.with_pace({**options, **own}, pace, move_time)
        if pace_lib.is_correspondence(options):  # a round lasts days: its games are played a move at a time
            round_minutes = (round_days or ROUND_DAYS) * 1440
        public = config.language or locale
        now = self.bot.clock()
        until = now + signup_minutes * 60
        number = await self.store.create(guild_id=guild, channel_id=channel, organiser_id=interaction.user.id,
                                         name=name.strip() or "?", kind=game, options=options, format=format,
                                         rounds=rounds or 3, round_minutes=round_minutes, signup_until=until,
                                         locale=public, now=now,
                                         table_size=min(kind.max_seats, table_size or DEFAULT_TABLE_SIZE)
                                         if tables else 2)
        tour = await self.store.get(number)
        assert tour is not None
        self.manager.wake.set()
        text = t("tn.announce", public, name=tour.name, id=tour.id, game=self.title(game, public),
                 format=self.format_text(tour, public) if format == "swiss" else t(f"tn.format.{format}", public),
                 pace=self.pace_text(options, round_minutes, public), ts=int(until),
                 tiebreaks=t(self.tiebreaks_key(tour), public),
                 rules=t("tn.rules.tables" if tables else "tn.rules", public))
        if own:  # the game's own options, as its lobby would say them
            text += "\n" + kind.options_summary(options, public)
        await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name=cmd_text("cmd.tournament.join.name"), description=cmd_text("cmd.tournament.join.desc"))
    @app_commands.rename(**ID_OPTION)
    @app_commands.describe(**ID_DESC)
    async def join(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        tour = await self._pick(interaction, locale, tournament, live_only=True)
        if tour is None:
            return
        if tour.status != "signup":
            await interaction.response.send_message(t("tn.err.signup_closed", locale, name=tour.name), ephemeral=True)
            return
        user = interaction.user
        if any(p.user_id == user.id for p in await self.store.players(tour.id)):
            await interaction.response.send_message(t("tn.err.already", locale, name=tour.name), ephemeral=True)
            return
        kind = self.bot.registry.get(tour.kind)
        rating, _ = shown(await self.ratings.get(user.id, tour.kind, GLOBAL), system_of(kind))
        await self.store.join(tour.id, user.id, user.display_name, rating, self.bot.clock())
        count = len(await self.store.players(tour.id))
        await interaction.response.send_message(t("tn.joined", locale, name=tour.name, count=count), ephemeral=True)

    @app_commands.command(name=cmd_text("cmd.tournament.withdraw.name"),
                          description=cmd_text("cmd.tournament.withdraw.desc"))
    @app_commands.rename(**ID_OPTION)
    @app_commands.describe(**ID_DESC)
    async def withdraw(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        tour = await self._pick(interaction, locale, tournament, live_only=True)
        if tour is None:
            return
        me = next((p for p in await self.store.players(tour.id) if p.user_id == interaction.user.id), None)
        if me is None or me.withdrawn:
            await interaction.response.send_message(t("tn.err.not_in", locale, name=tour.name), ephemeral=True)
            return
        key = "tn.left_signup" if tour.status == "signup" else "tn.withdrawn"
        await interaction.response.send_message(t(key, locale, name=tour.name), ephemeral=True)
        self.bot.service.spawn(self._quietly(self.manager.withdraw(tour.id, interaction.user.id)))

    @app_commands.command(name=cmd_text("cmd.tournament.standings.name"),
                          description=cmd_text("cmd.tournament.standings.desc"))
    @app_commands.rename(**ID_OPTION)
    @app_commands.describe(**ID_DESC)
    async def standings_command(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        tour = await self._pick(interaction, locale, tournament)
        if tour is None:
            return
        if tour.status == "signup":
            players = await self.store.players(tour.id)
            names = ", ".join(p.name for p in players) or t("tn.st.nobody", locale)
            await interaction.response.send_message(
                t("tn.st.signup", locale, name=tour.name, id=tour.id, ts=int(tour.next_deadline or 0),
                  count=len(players), players=names)[:2000], ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        png = await self.standings_png(tour, locale, interaction.user.id)
        lines = []
        if tour.status in ("running", "paused") and tour.current_round:
            playing = [p for p in await self.store.pairings(tour.id, tour.current_round) if p.result is None]
            if playing:
                lines.append(t("tn.st.open", locale, round=tour.current_round))
                for p in playing:
                    lines.extend(await self._pairing_line(tour, p, locale, public=True))
        embed = discord.Embed(title=t("tn.st.title", locale, name=tour.name), description="\n".join(lines)[:4000],
                              colour=0xB7791F)
        embed.set_image(url="attachment://standings.png")
        await interaction.followup.send(embed=embed, file=discord.File(io.BytesIO(png), filename="standings.png"),
                                        ephemeral=True)

    # --- organiser controls ------------------------------------------------------------------------------------------
    @app_commands.command(name=cmd_text("cmd.tournament.start.name"),
                          description=cmd_text("cmd.tournament.start.desc"))
    @app_commands.rename(**ID_OPTION)
    @app_commands.describe(**ID_DESC)
    async def start(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        picked = await self._organisers_pick(interaction, tournament)
        if picked is None:
            return
        locale, tour = picked
        if tour.status == "signup":
            await interaction.response.send_message(t("tn.started", locale, name=tour.name), ephemeral=True)
            self.bot.service.spawn(self._quietly(self.manager.start_now(tour.id)))
        elif tour.status == "paused":
            await interaction.response.send_message(t("tn.resumed", locale, name=tour.name), ephemeral=True)
            self.bot.service.spawn(self._quietly(self.manager.pause(tour.id, False)))
        else:
            await self._refuse_state(interaction, tour, locale)

    @app_commands.command(name=cmd_text("cmd.tournament.pause.name"),
                          description=cmd_text("cmd.tournament.pause.desc"))
    @app_commands.rename(**ID_OPTION)
    @app_commands.describe(**ID_DESC)
    async def pause(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        picked = await self._organisers_pick(interaction, tournament)
        if picked is None:
            return
        locale, tour = picked
        if tour.status != "running" or not await self.manager.pause(tour.id, True):
            await self._refuse_state(interaction, tour, locale)
            return
        await interaction.response.send_message(t("tn.paused", locale, name=tour.name), ephemeral=True)

    @app_commands.command(name=cmd_text("cmd.tournament.drop.name"), description=cmd_text("cmd.tournament.drop.desc"))
    @app_commands.rename(player=cmd_text("cmd.tn.player.name"), **ID_OPTION)
    @app_commands.describe(player=cmd_text("cmd.tn.player.desc"), **ID_DESC)
    async def drop(self, interaction: discord.Interaction[Any], player: discord.User,
                   tournament: int | None = None) -> None:
        picked = await self._organisers_pick(interaction, tournament)
        if picked is None:
            return
        locale, tour = picked
        entry = next((p for p in await self.store.players(tour.id) if p.user_id == player.id), None)
        if entry is None or entry.withdrawn:
            await interaction.response.send_message(
                t("tn.err.player_not_in", locale, player=player.mention, name=tour.name), ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none())
            return
        await interaction.response.send_message(t("tn.dropped", locale, player=player.mention, name=tour.name),
                                                ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
        self.bot.service.spawn(self._quietly(self.manager.withdraw(tour.id, player.id)))

    @app_commands.command(name=cmd_text("cmd.tournament.cancel.name"),
                          description=cmd_text("cmd.tournament.cancel.desc"))
    @app_commands.rename(**ID_OPTION)
    @app_commands.describe(**ID_DESC)
    async def cancel(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        picked = await self._organisers_pick(interaction, tournament)
        if picked is None:
            return
        locale, tour = picked
        if tour.status not in ("signup", "running", "paused"):
            await self._refuse_state(interaction, tour, locale)
            return
        await interaction.response.send_message(t("tn.cancel_done", locale, name=tour.name), ephemeral=True)
        self.bot.service.spawn(self._quietly(self.manager.call_off(tour.id)))

    @app_commands.command(name=cmd_text("cmd.tournament.repair.name"),
                          description=cmd_text("cmd.tournament.repair.desc"))
    @app_commands.rename(**ID_OPTION)
    @app_commands.describe(**ID_DESC)
    async def repair(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        picked = await self._organisers_pick(interaction, tournament)
        if picked is None:
            return
        locale, tour = picked
        if tour.status != "running" or not tour.current_round:
            await self._refuse_state(interaction, tour, locale)
            return
        pairings = await self.store.pairings(tour.id, tour.current_round)
        if any(p.result is not None and p.how not in ("bye", "withdrawn", "empty") for p in pairings):
            await interaction.response.send_message(t("tn.err.repair", locale, name=tour.name,
                                                      round=tour.current_round), ephemeral=True)
            return
        await interaction.response.send_message(t("tn.repaired", locale, name=tour.name, round=tour.current_round),
                                                ephemeral=True)
        self.bot.service.spawn(self._quietly(self.manager.repair(tour.id)))

    @app_commands.command(name=cmd_text("cmd.tournament.adjudicate.name"),
                          description=cmd_text("cmd.tournament.adjudicate.desc"))
    @app_commands.rename(player=cmd_text("cmd.tn.player.name"), result=cmd_text("cmd.tn.result.name"), **ID_OPTION)
    @app_commands.describe(player=cmd_text("cmd.tn.player.desc"), result=cmd_text("cmd.tn.result.desc"), **ID_DESC)
    @app_commands.choices(result=RESULT_CHOICES)
    async def adjudicate(self, interaction: discord.Interaction[Any], player: discord.User, result: str,
                         tournament: int | None = None) -> None:
        picked = await self._organisers_pick(interaction, tournament)
        if picked is None:
            return
        locale, tour = picked
        if tour.status not in ("running", "paused") or not tour.current_round:
            await self._refuse_state(interaction, tour, locale)
            return
        pairing = next((p for p in await self.store.pairings(tour.id, tour.current_round)
                        if player.id in p.seats and len(p.seats) > 1), None)
        if pairing is None:
            await interaction.response.send_message(t("tn.err.no_game", locale, player=player.mention),
                                                    ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
            return
        if tour.tables:
            places = adjudicated_places(pairing, player.id, result)
            await interaction.response.send_message(
                t("tn.adjudicated.table", locale, round=pairing.round, board=pairing.board + 1,
                  players=", ".join(f"<@{u}>" for u in pairing.seats),
                  places="–".join(str(place + 1) for place in places)),
                ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
            self.bot.service.spawn(self._quietly(self.manager.adjudicate(tour.id, player.id, result)))
            return
        code = adjudicated_result(pairing, player.id, result)
        await interaction.response.send_message(
            t("tn.adjudicated", locale, round=pairing.round, board=pairing.board + 1, a=f"<@{pairing.a}>",
              b=f"<@{pairing.b}>", result=SCORE[code]), ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none())
        self.bot.service.spawn(self._quietly(self.manager.adjudicate(tour.id, player.id, result)))

    async def _quietly(self, work: Any) -> None:
        with self.bot.inflight.busy():
            try:
                await work
            except Exception:
                log.exception("tournament step failed")


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Tournament(bot))
