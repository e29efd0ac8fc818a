"""/backgammon: open games (against people or the computer), ratings, the leaderboard and export."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import secrets
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.engine.values import number
from bot.framework import pace_options
from bot.framework.custom_ids import ComponentId
from bot.framework.kinds import Display, Refusal
from bot.framework.messages import Rendered
from bot.framework.pace import RESERVE_DAYS, is_correspondence
from bot.framework.replies import Responder
from bot.games.backgammon import computer
from bot.games.backgammon.analysis.engine import DEFAULT_PLY
from bot.games.backgammon.analysis.practice import hint
from bot.games.backgammon.analysis.report import VERSION as REPORT_VERSION
from bot.games.backgammon.analysis.report import Analysis
from bot.games.backgammon.analysis.view import PICK, SHARE, WORST, decision_display, hint_text, report_display
from bot.games.backgammon.analysis.worker import analyse_in_process
from bot.games.backgammon.game import BgState
from bot.games.backgammon.kind import ANALYSE, HINT, LENGTH, MODE, BackgammonKind, by_post, mode_name
from bot.i18n import LOCALES, t
from bot.i18n.translator import cmd_text
from bot.storage.analyses import AnalysisStore
from bot.storage.games import GameRecord

log = logging.getLogger("bot.backgammon")

MODE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=cmd_text(f"bg.choice.{m}"), value=m) for m in MODE.values
]
LENGTH_CHOICES: list[app_commands.Choice[int]] = [app_commands.Choice(name=str(n), value=n) for n in (3, 5, 9)]


def level_named(text: str, locale: str) -> computer.Level | None:
    """The level a client sent: its value from the list, or a level's name typed in any language."""
    wanted = " ".join(text.split()).casefold()
    if text in computer.LEVELS:
        return computer.LEVELS[text]
    for lv in computer.LEVELS.values():
        names = {lv.name.casefold(), *(t(f"bg.level.{lv.name}", loc).casefold() for loc in (locale, *LOCALES))}
        if wanted in names:
            return lv
    return None


class BackgammonCog(commands.Cog):
    group = app_commands.Group(name=cmd_text("bg.cmd.name"), description=cmd_text("bg.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.analyst = Analyst(bot)
        for action, handler in ((ANALYSE, self.analyst.on_analyse), (PICK, self.analyst.on_pick),
                                (SHARE, self.analyst.on_share), (HINT, self.analyst.on_hint)):
            bot.registry.side_action("backgammon", action)
            bot.service.side_actions[action] = handler

    @group.command(name=cmd_text("bg.cmd.new.name"), description=cmd_text("bg.cmd.new.desc"))
    @pace_options.options
    @app_commands.rename(reserve_days=cmd_text("cmd.reserve.name"))
    @app_commands.describe(reserve_days=cmd_text("cmd.reserve.desc"))
    @app_commands.rename(mode=cmd_text("bg.cmd.mode.name"), length=cmd_text("bg.cmd.length.name"),
                         opponent=cmd_text("bg.cmd.opponent.name"), max_rating=cmd_text("bg.cmd.cap.name"),
                         stake=cmd_text("bg.cmd.stake.name"))
    @app_commands.describe(mode=cmd_text("bg.cmd.mode.desc"), length=cmd_text("bg.cmd.length.desc"),
                           opponent=cmd_text("bg.cmd.opponent.desc"), max_rating=cmd_text("bg.cmd.cap.desc"),
                           stake=cmd_text("bg.cmd.stake.desc"))
    @app_commands.choices(  # type: ignore[misc]  # one decorator, choices of two types
        mode=MODE_CHOICES,
        length=LENGTH_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        mode: str = MODE.default,
        length: int = LENGTH.default,
        opponent: discord.User | None = None,
        max_rating: app_commands.Range[int, 1000, 3000] | None = None,
        stake: app_commands.Range[int, 1, 1_000_000] | None = None,
        pace: str = "live",
        move_time: int | None = None,
        reserve_days: app_commands.Range[int, 0, 30] | None = None,
    ) -> None:
        options: dict[str, Any] = {MODE.name: mode}
        if mode == "match":
            options[LENGTH.name] = length
        options = by_post(pace_options.with_pace(options, pace, move_time))
        if is_correspondence(options) and mode == "match" and reserve_days is not None:
            options[RESERVE_DAYS] = reserve_days
        if max_rating is not None:
            options["max_rating"] = max_rating
        if stake:
            options["stake"] = stake
            options["fee"] = self.bot.settings.house_fee_percent
        await self.bot.service.opening.open_game(interaction, "backgammon", options, opponent=opponent)

    @group.command(name=cmd_text("bg.cmd.bot.name"), description=cmd_text("bg.cmd.bot.desc"))
    @app_commands.rename(level=cmd_text("bg.cmd.level.name"), mode=cmd_text("bg.cmd.mode.name"),
                         length=cmd_text("bg.cmd.length.name"), max_rating=cmd_text("bg.cmd.cap.name"),
                         clock=cmd_text("bg.cmd.clock.name"), hints=cmd_text("bg.cmd.hints.name"))
    @app_commands.describe(level=cmd_text("bg.cmd.level.desc"), mode=cmd_text("bg.cmd.mode.desc"),
                           length=cmd_text("bg.cmd.length.desc"), max_rating=cmd_text("bg.cmd.cap.desc"),
                           clock=cmd_text("bg.cmd.clock.desc"), hints=cmd_text("bg.cmd.hints.desc"))
    @app_commands.choices(  # type: ignore[misc]  # one decorator, choices of two types
        mode=MODE_CHOICES,
        length=LENGTH_CHOICES,
    )
    async def versus_computer(
        self,
        interaction: discord.Interaction[Any],
        level: str,
        mode: str = MODE.default,
        length: int = LENGTH.default,
        max_rating: app_commands.Range[int, 1000, 3000] | None = None,
        clock: bool = False,
        hints: bool = False,
    ) -> None:
        locale = await self.bot.service.locale_for(interaction)
        chosen = level_named(level, locale)
        allowed = computer.levels_up_to(max_rating)
        if chosen is None:  # typed instead of picked from the list: say which levels there are
            names = ", ".join(f"{t(f'bg.level.{lv.name}', locale)} ({lv.rating})"
                              for lv in allowed or computer.LEVELS.values())
            await interaction.response.send_message(t("bg.err.no_level", locale, levels=names), ephemeral=True)
            return
        if chosen not in allowed:
            await interaction.response.send_message(t("bg.err.level_over_cap", locale), ephemeral=True)
            return
        options: dict[str, Any] = {MODE.name: mode, "computer": chosen.name}
        if clock:
            options["clock"] = True
        if hints:
            options["hints"] = True  # practice: feedback after each move and a Hint button (games against the
            # computer are unrated already)
        if mode == "match":
            options[LENGTH.name] = length
        name = t("bg.computer_name", locale, level=t(f"bg.level.{chosen.name}", locale))
        await self.bot.service.opening.open_game(interaction, "backgammon", options, computers=((chosen.name, name),))

    @versus_computer.autocomplete("level")
    async def level_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        locale = await self.bot.service.locale_for(interaction)
        cap = getattr(interaction.namespace, "max_rating", None)
        choices = []
        for lv in computer.levels_up_to(cap):
            label = f"{t(f'bg.level.{lv.name}', locale)} ({lv.rating})"
            if current.lower() in label.lower() or current.lower() in lv.name:
                choices.append(app_commands.Choice(name=label, value=lv.name))
        return choices[:25]

    @group.command(name=cmd_text("bg.cmd.rating.name"), description=cmd_text("bg.cmd.rating.desc"))
    @app_commands.rename(user=cmd_text("bg.cmd.user.name"))
    @app_commands.describe(user=cmd_text("bg.cmd.user.desc"))
    async def rating(self, interaction: discord.Interaction[Any], user: discord.User | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        who = user or interaction.user
        r = await self.bot.ratings.get(who.id, "backgammon")
        text = t("bg.rating_line", locale, who=who.mention, rating=f"{r.rating:.1f}", experience=r.experience,
                 games=r.games)
        await interaction.response.send_message(text, ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())

    @group.command(name=cmd_text("bg.cmd.leaderboard.name"), description=cmd_text("bg.cmd.leaderboard.desc"))
    @app_commands.rename(scope=cmd_text("bg.cmd.scope.name"))
    @app_commands.describe(scope=cmd_text("bg.cmd.scope.desc"))
    @app_commands.choices(scope=[app_commands.Choice(name=cmd_text("bg.scope.server"), value="server"),
                                 app_commands.Choice(name=cmd_text("bg.scope.everyone"), value="everyone")])
    async def leaderboard(self, interaction: discord.Interaction[Any], scope: str = "server") -> None:
        locale = await self.bot.service.locale_for(interaction)
        members = None
        if scope == "server" and interaction.guild_id is not None:
            members = await self.bot.ratings.guild_players(interaction.guild_id, "backgammon")
        top = await self.bot.ratings.top("backgammon", 10, user_ids=members)
        lines = [f"{i + 1}. <@{r.user_id}> **{r.rating:.1f}** ({r.games})" for i, r in enumerate(top)]
        embed = discord.Embed(title=t("bg.leaderboard", locale, scope=t(f"bg.scope.{scope}", locale)),
                              description="\n".join(lines) or t("bg.leaderboard_empty", locale), colour=0x2B6CB0)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @group.command(name=cmd_text("bg.cmd.analyse.name"), description=cmd_text("bg.cmd.analyse.desc"))
    @app_commands.rename(game_id=cmd_text("bg.cmd.game.name"), depth=cmd_text("bg.cmd.depth.name"))
    @app_commands.describe(game_id=cmd_text("bg.cmd.game.desc"), depth=cmd_text("bg.cmd.depth.desc"))
    @app_commands.choices(depth=[app_commands.Choice(name=f"{n}-ply", value=n) for n in (2, 3)])
    async def analyse(self, interaction: discord.Interaction[Any],
                      game_id: app_commands.Range[int, 1, 10**12] | None = None, depth: int = DEFAULT_PLY) -> None:
        with self.bot.service.activity.busy():  # in flight until the report is out (the harness waits for it)
            await self._analyse(interaction, game_id, depth)

    async def _analyse(self, interaction: discord.Interaction[Any], game_id: int | None, depth: int) -> None:
        responder = Responder(interaction)
        locale = await self.bot.service.locale_for(interaction)
        try:
            if depth not in (2, 3):
                raise Refusal("err.not_available", "bad_depth")  # whatever a client claims its choices were
            if game_id is None:
                record = await self.bot.games_store.latest_for(interaction.user.id, interaction.channel_id,
                                                               statuses=FINISHED, kind="backgammon")
                if record is None:
                    raise Refusal("bg.an.err.no_game", "no_game")
                game_id = record.id
            outcome = await self.analyst.answer(responder, int(game_id), locale, depth)
        except Refusal as refusal:
            outcome = refusal.outcome
            await responder.private(t(refusal.key, locale, **refusal.params))
        log.info("analyse user=%s game=%s outcome=%s", interaction.user.id, game_id, outcome)

    @group.command(name=cmd_text("bg.cmd.export.name"), description=cmd_text("bg.cmd.export.desc"))
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.service.locale_for(interaction)
        record = await self.bot.games_store.latest_for(interaction.user.id, interaction.channel_id, kind="backgammon")
        if record is None or record.state is None:
            await interaction.response.send_message(t("bg.err.no_game", locale), ephemeral=True)
            return
        kind = self.bot.registry.get("backgammon")
        assert isinstance(kind, BackgammonKind)
        state = kind.load(record.state["data"], int(record.state.get("schema", 1)))
        data = kind.export(self.bot.service.context(record), state)
        await interaction.response.send_message(
            t("bg.export_ready", locale), ephemeral=True,
            file=discord.File(io.BytesIO(data), filename=f"backgammon-{record.id}.mat"),
        )


# --- analysis ------------------------------------------------------------------------------------------------------
FINISHED = ("finished", "abandoned")
PROGRESS_EVERY_S = 1.5


class Analyst:
    """Finished games analysed on request (the Analyse button, /backgammon analyse): answered at once and privately,
    the work in a worker thread, one analysis at a time (the machine's cores are the players' too), a progress line
    edited through the interaction's own token, the report stored so that asking again is instant."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = AnalysisStore(bot.db)
        self._running: dict[tuple[int, int], asyncio.Future[Analysis]] = {}
        self._done: dict[tuple[int, int], tuple[int, int]] = {}  # an analysis being made: decisions done, in all
        self._slot = asyncio.Semaphore(1)
        self.progress_every_s = PROGRESS_EVERY_S

    async def finished(self, game_id: int) -> tuple[GameRecord, BgState]:
        record = await self.bot.games_store.get(game_id)
        if record is None:
            raise Refusal("err.unknown_game", "unknown_game")
        if record.kind != "backgammon":
            raise Refusal("bg.an.err.not_backgammon", "not_backgammon")
        if record.status not in FINISHED or record.state is None:
            raise Refusal("bg.an.err.running", "running")  # a game still played is never judged aloud
        kind = self.bot.registry.get("backgammon")
        state = kind.load(record.state["data"], int(record.state.get("schema", 1)))
        assert isinstance(state, BgState)
        return record, state

    async def stored(self, game_id: int, ply: int) -> Analysis | None:
        data = await self.store.get(game_id, ply, REPORT_VERSION)
        return None if data is None else Analysis.from_json(data)

    def progress(self, game_id: int, ply: int) -> tuple[int, int]:
        """How far the analysis of the game being made is: (decisions done, in all); (0, 0) before it starts."""
        return self._done.get((game_id, ply), (0, 0))

    async def analysis(self, record: GameRecord, state: BgState, ply: int) -> Analysis:
        """The stored analysis, or one made now (a request for a game already being analysed waits for it, and reads
        the same progress)."""
        key = (record.id, ply)
        running = self._running.get(key)
        if running is not None:
            return await asyncio.shield(running)
        future: asyncio.Future[Analysis] = asyncio.get_running_loop().create_future()
        self._running[key] = future

        def progress(n: int, total: int) -> None:  # on the event loop, as the worker process reports each decision
            self._done[key] = (n, total)

        try:
            async with self._slot:
                found = await self.stored(record.id, ply)
                if found is None:
                    found = await analyse_in_process(state, ply, progress)
                    await self.store.put(record.id, ply, REPORT_VERSION, found.to_json().decode())
            future.set_result(found)
            return found
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: nobody else need be waiting
            raise
        finally:
            self._running.pop(key, None)
            self._done.pop(key, None)

    def names(self, record: GameRecord) -> tuple[str, str]:
        ctx = self.bot.service.context(record)
        return ctx.name(0), ctx.name(1)

    async def render(self, record: GameRecord, display: Display) -> Rendered:
        return await self.bot.service.render(record, display)

    async def answer(self, responder: Responder, game_id: int, locale: str, ply: int = DEFAULT_PLY) -> str:
        record, state = await self.finished(game_id)
        found = await self.stored(record.id, ply)
        itx = responder.itx
        if found is None:
            await responder.defer(thinking=True, ephemeral=True)
            if self._slot.locked() and (record.id, ply) not in self._running:
                with contextlib.suppress(discord.HTTPException):
                    await itx.edit_original_response(content=t("bg.an.queued", locale))
            work = asyncio.ensure_future(self.analysis(record, state, ply))
            shown = (-1, -1)
            while not work.done():
                await asyncio.wait([work], timeout=self.progress_every_s)
                done = self.progress(record.id, ply)  # also for a second reader of an analysis already under way
                if not work.done() and done[1] and done != shown:
                    shown = done
                    with contextlib.suppress(discord.HTTPException):
                        await itx.edit_original_response(content=t("bg.an.progress", locale, ply=ply, done=done[0],
                                                                   total=done[1]))
            try:
                found = work.result()
            except Exception:
                error_id = secrets.token_hex(4)
                log.exception("analysis %s of game %s failed", error_id, record.id)
                with contextlib.suppress(discord.HTTPException):
                    await itx.edit_original_response(content=t("bg.an.err.failed", locale, error_id=error_id))
                return "analysis_failed"
        display = report_display(found, record.id, mode_name(record.options, locale), self.names(record), locale)
        kind = self.bot.registry.get("backgammon")
        assert isinstance(kind, BackgammonKind)
        display.attachments = [(f"backgammon-{record.id}.mat", kind.export(self.bot.service.context(record), state))]
        rendered = await self.render(record, display)
        if responder.answered:
            with contextlib.suppress(discord.HTTPException):
                await itx.edit_original_response(**rendered.edit_kwargs())
        else:
            await responder.private(**rendered.send_kwargs())
        return "analysis"

    async def on_analyse(self, responder: Responder, cid: ComponentId, values: tuple[str, ...], locale: str) -> str:
        if cid.arg or values:
            raise Refusal("err.not_available", "malformed")  # the bot's Analyse carries nothing
        return await self.answer(responder, cid.game_id, locale)

    async def on_pick(self, responder: Responder, cid: ComponentId, values: tuple[str, ...], locale: str) -> str:
        """A listed decision chosen: its board, privately, with the best play drawn."""
        ply = number(cid.arg, digits=1)
        wanted = number(values[0], digits=4) if len(values) == 1 else None
        if ply is None or wanted is None:
            raise Refusal("err.not_available", "malformed")
        record, _ = await self.finished(cid.game_id)
        found = await self.stored(record.id, ply)
        if found is None or cid.version != record.version:
            raise Refusal("bg.an.err.gone", "stale")
        listed = {d.n: d for d in found.worst(WORST)}
        if wanted not in listed:
            raise Refusal("err.not_available", "not_offered")
        display = decision_display(found, listed[wanted], record.id, mode_name(record.options, locale),
                                   self.names(record), locale)
        await responder.private(**(await self.render(record, display)).send_kwargs())
        return "analysis_board"

    async def on_share(self, responder: Responder, cid: ComponentId, values: tuple[str, ...], locale: str) -> str:
        """The report posted in the channel, through this interaction's token (its picture, no controls)."""
        ply = number(cid.arg, digits=1)
        if ply is None or values:
            raise Refusal("err.not_available", "malformed")
        record, _ = await self.finished(cid.game_id)
        found = await self.stored(record.id, ply)
        if found is None or cid.version != record.version:
            raise Refusal("bg.an.err.gone", "stale")
        loc = record.locale
        display = report_display(found, record.id, mode_name(record.options, loc), self.names(record), loc)
        display.controls = []
        display.content = t("bg.an.shared", loc, who=f"<@{responder.user_id}>", id=record.id)
        rendered = await self.render(record, display)
        kwargs = rendered.send_kwargs()
        kwargs["allowed_mentions"] = discord.AllowedMentions.none()
        await responder.defer()
        try:
            await responder.itx.followup.send(**kwargs)
        except discord.HTTPException:
            await responder.private(t("err.not_available", locale))
        return "analysis_shared"

    async def on_hint(self, responder: Responder, cid: ComponentId, values: tuple[str, ...], locale: str) -> str:
        """A practice game's hint: the best plays of the roll, for the player on roll alone, privately."""
        if cid.arg or values:
            raise Refusal("err.not_available", "malformed")
        record = await self.bot.games_store.get(cid.game_id)
        if record is None or record.kind != "backgammon" or record.state is None:
            raise Refusal("err.unknown_game", "unknown_game")
        if record.status != "running":
            raise Refusal("err.game_over", "not_running")
        kind = self.bot.registry.get("backgammon")
        state = self.bot.service.load_state(kind, record)
        seat = record.seat_of(responder.user_id)
        if not record.options.get("hints") or seat is None or state.phase != "move" or state.turn != seat \
                or not state.dice:
            raise Refusal("bg.an.hint.not_now", "no_hint")
        await responder.defer(thinking=True, ephemeral=True)
        roll = f"{state.dice[0]}-{state.dice[1]}"
        text = await asyncio.to_thread(lambda: hint_text(hint(state), roll, locale))
        await responder.private(text)
        return "hint"


async def setup(bot: GameBot) -> None:
    bot.registry.register(BackgammonKind())
    await bot.add_cog(BackgammonCog(bot))
