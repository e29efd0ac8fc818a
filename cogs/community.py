"""/profile and /leaderboard: every game's ratings (bot.framework.ratings), results, streaks, favourite decks and
recent games, with a picture of the rating history and of the top ten; /play: the matchmaking queue
(bot.framework.matchmaking)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
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
from bot.framework import pace_options, stakes
from bot.framework.lobby import start_seated
from bot.framework.matchmaking import EXPIRY_S, Entry, Matchmaker
from bot.framework.mirrors import Mirror, on_mirror_side, surface_of, surfaces
from bot.framework.ratings import PROVISIONAL_GAMES, deck_name, shown, system_of
from bot.games.backgammon.game import MODES
from bot.games.backgammon.kind import by_post
from bot.i18n import CATALOGUE, t
from bot.i18n.community import STRINGS
from bot.i18n.translator import cmd_text
from bot.render.community import leaderboard, rating_history
from bot.storage.game_flags import GameFlags
from bot.storage.game_ratings import GLOBAL, GameRatingStore, RatingRow
from bot.storage.queue import QueueStore

CATALOGUE.register(STRINGS)

GAMES = (("backgammon", "bg.title"), ("tweak", "tw.title"), ("zero", "zk.title"), ("cyberpunk", "cp.title"),
         ("netrunner", "nr.title"))
GAME_CHOICES = [app_commands.Choice(name=cmd_text(key), value=name) for name, key in GAMES]
SCOPE_CHOICES = [app_commands.Choice(name=cmd_text("cm.scope.server"), value="server"),
                 app_commands.Choice(name=cmd_text("cm.scope.global"), value="global")]
MODE_CHOICES = [app_commands.Choice(name=cmd_text(f"bg.choice.{m}"), value=m) for m in MODES]  # as /backgammon new
LENGTH_CHOICES = [app_commands.Choice(name=str(n), value=n) for n in (3, 5, 9)]
RECENT_GAMES = 5
SWEEP_S = 30.0  # how often the queue is swept: expired entries ended, entries whose ranges now meet matched
log = logging.getLogger(__name__)


def rating_text(value: float, provisional: bool) -> str:
    return f"{value:.0f}?" if provisional else f"{value:.0f}"


class Community(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = GameRatingStore(bot.db)
        self.matchmaker = Matchmaker(QueueStore(bot.db), bot.shards_owned)
        self._sweeper: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self._sweeper = asyncio.create_task(self._sweep_forever())

    async def cog_unload(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            try:
                await self.sweep()
            except Exception:
                log.exception("could not sweep the /play queue")

    async def sweep(self) -> int:
        """End the queue entries that waited too long, telling each player privately, then match the waiting entries
        whose ranges have come to meet. The number of entries ended."""
        ended = await self.expire()
        for first, second in await self.matchmaker.matches(self.bot.clock()):
            try:
                await self._start_match(first, second)
            except Exception:
                log.exception("a /play match in server %s could not open", first.guild_id)
        return ended

    async def expire(self) -> int:
        gone = await self.matchmaker.expired(self.bot.clock())
        for entry in gone:
            await self.tell(entry, t("mm.expired", entry.locale, game=self.title(entry.kind, entry.locale),
                                     minutes=int(EXPIRY_S // 60)))
        return len(gone)

    async def tell(self, entry: Entry, text: str) -> None:
        """A private followup to the entry's /play interaction, through its stored token (which outlives the entry,
        and a restart)."""
        if entry.token is None or self.bot.application_id is None:
            return
        followup = discord.Webhook.from_state(
            data={"id": self.bot.application_id, "type": 3, "token": entry.token}, state=self.bot._connection)
        try:
            await followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("could not tell member %s about their /play entry: %s", entry.user_id, exc.status)

    async def _start_match(self, first: Entry, second: Entry) -> bool:
        """Two entries the sweep matched: their game opens started, both seated, in the channel where `first` (the
        longer waiting) asked, as a tournament's does; both are pinged there and told privately."""
        if first.kind not in self.bot.registry:
            return False
        kind = self.bot.registry.get(first.kind)
        services = self.bot.services
        refused = [e for e in (first, second) if await stakes.join_refusal(services, kind, dict(e.options), e.user_id)]
        if refused:  # chips spent, a rating now over the cap: the other keeps their place
            for entry in (first, second):
                if entry not in refused:
                    await self.matchmaker.put_back(entry)
            return False
        service = self.bot.service
        options = dict(first.options)
        mirror_channel = None
        flags = GameFlags()
        if second.guild_id != first.guild_id:  # across servers: a second board in the other player's channel
            config = await self.bot.guild_settings.get(second.guild_id)
            flags = GameFlags(mirror=Mirror(second.guild_id, second.channel_id, config.language or second.locale,
                                            frozenset({second.user_id})).flag())
            mirror_channel = second.channel_id
        try:
            game = await service.store.create(kind=first.kind, guild_id=first.guild_id, channel_id=first.channel_id,
                                              host_id=first.user_id, host_name=first.name,
                                              options=options, locale=first.locale, mirror_channel_id=mirror_channel,
                                              flags=flags)
            await start_seated(service, game.id, [(first.user_id, first.name), (second.user_id, second.name)],
                               "matched", "matched by the /play queue", first.locale)
            record = await service.store.get(game.id)
        except Exception:  # nothing started (the database busy, say): both keep their places for the next sweep
            for entry in (first, second):
                await self.matchmaker.put_back(entry)
            raise
        if record is None or record.status != "running":
            log.warning("a /play match (game %s) did not start", game.id)
            return False
        a, b = f"<@{first.user_id}>", f"<@{second.user_id}>"
        for board in surfaces(record):  # each player pinged on their own side's board
            here = [e.user_id for e in (first, second) if on_mirror_side(record, e.user_id) == board.mirror_side]
            await self.bot.publisher.ping(board, here, t("mm.started.ping", board.locale, a=a, b=b,
                                                         game=self.title(first.kind, board.locale)))
        for entry, other in ((first, b), (second, a)):
            await self.tell(entry, t("mm.started", entry.locale, game=self.title(entry.kind, entry.locale), who=other,
                                     link=self.bot.publisher.link(surface_of(record, entry.user_id))))
        return True

    # --- /play -------------------------------------------------------------------------------------------------------
    @app_commands.command(name=cmd_text("cmd.play.name"), description=cmd_text("cmd.play.desc"))
    @pace_options.options
    @app_commands.rename(game=cmd_text("cmd.play.game.name"), leave=cmd_text("cmd.play.leave.name"),
                         mode=cmd_text("bg.cmd.mode.name"), length=cmd_text("bg.cmd.length.name"),
                         max_rating=cmd_text("bg.cmd.cap.name"), stake=cmd_text("bg.cmd.stake.name"))
    @app_commands.describe(game=cmd_text("cmd.play.game.desc"), leave=cmd_text("cmd.play.leave.desc"),
                           mode=cmd_text("cmd.play.bg_option.desc"), length=cmd_text("cmd.play.bg_option.desc"),
                           max_rating=cmd_text("cmd.play.bg_option.desc"), stake=cmd_text("cmd.play.bg_option.desc"))
    @app_commands.choices(game=GAME_CHOICES, mode=MODE_CHOICES, length=LENGTH_CHOICES)  # type: ignore[misc]
    async def play(self, interaction: discord.Interaction[Any], game: str, leave: bool = False,
                   mode: str | None = None, length: int | None = None,
                   max_rating: app_commands.Range[int, 1000, 3000] | None = None,
                   stake: app_commands.Range[int, 1, 1_000_000] | None = None, pace: str = "live",
                   move_time: int | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        await self.expire()
        if interaction.guild_id is None:
            await interaction.response.send_message(t("err.no_channel", locale), ephemeral=True)
            return
        if game not in self.bot.registry:
            await interaction.response.send_message(t("cm.err.unknown_game", locale, game=game[:40]), ephemeral=True)
            return
        guild, user = interaction.guild_id, interaction.user.id
        if leave:
            gone = await self.matchmaker.leave(guild, user)
            text = (t("mm.left", locale, game=self.title(gone.kind, locale)) if gone is not None
                    else t("mm.not_queued", locale))
            await interaction.response.send_message(text, ephemeral=True)
            return
        kind = self.bot.registry.get(game)
        options: dict[str, Any] = {}
        if game == "backgammon":  # the options /backgammon new takes: entries match only with the same ones
            options["mode"] = mode or "single"
            if options["mode"] == "match":
                options["length"] = length or 5
            if max_rating is not None:
                options["max_rating"] = max_rating
            if stake:
                options["stake"], options["fee"] = stake, self.bot.settings.house_fee_percent
        elif (mode, length, max_rating, stake) != (None, None, None, None):
            await interaction.response.send_message(t("mm.bg_only", locale), ephemeral=True)
            return
        # by correspondence the game lasts days; entries match only with the same pace and move time
        options = pace_options.with_pace(options, pace, move_time)
        if game == "backgammon":
            options = by_post(options)
        refusal = await stakes.join_refusal(self.bot.services, kind, options, user)  # over the rating cap, chips short
        if refusal:
            await interaction.response.send_message(t(refusal, locale), ephemeral=True)
            return
        rating, _ = shown(await self.store.get(user, game, GLOBAL), system_of(kind))
        config = await self.bot.guild_settings.get(guild)
        channel = interaction.channel_id or 0
        elsewhere = not config.allows(channel, getattr(interaction.channel, "parent_id", None))
        if elsewhere:  # asked outside the server's games channels: the game opens in the first of them
            channel = config.game_channels[0]
        entry = Entry(user, guild, game, options, rating, self.bot.clock(), channel_id=channel,
                      name=interaction.user.display_name, locale=locale, token=interaction.token,
                      cross=config.cross_server)
        other = await self.matchmaker.join(entry)
        if other is not None and (other.guild_id != guild or elsewhere):
            # a player of another server, or a challenge that could not stand here: the game starts at once
            await interaction.response.defer(ephemeral=True, thinking=True)
            try:
                started = await self._start_match(other, entry)  # both told privately, this member here
            except Exception:
                log.exception("a /play match across servers could not open")
                started = False
            if not started:  # this member waits in the queue instead (the match put them back, or not queued)
                queued = await self.matchmaker.entry_of(guild, user) is not None
                await self.tell(entry, t("mm.queued", locale, game=self.title(game, locale),
                                         count=len(await self.matchmaker.waiting(entry)),
                                         wait=t("mm.wait.unknown", locale), minutes=int(EXPIRY_S // 60))
                                if queued else t("mm.not_queued", locale))
            return
        if other is None:
            count = len(await self.matchmaker.waiting(entry))
            wait = await self.matchmaker.expected_wait(game, options)
            wait_text = (t("mm.wait", locale, minutes=max(1, round(wait / 60))) if wait is not None
                         else t("mm.wait.unknown", locale))
            text = t("mm.queued", locale, game=self.title(game, locale), count=count, wait=wait_text,
                     minutes=int(EXPIRY_S // 60))
            if elsewhere:
                text += "\n" + t("mm.where", locale, channel=f"<#{channel}>")
            await interaction.response.send_message(text, ephemeral=True)
            return
        try:
            opponent = self.bot.get_user(other.user_id) or await self.bot.fetch_user(other.user_id)
        except discord.HTTPException:
            opponent = None
        record = (await self.bot.service.opening.open_game(interaction, game, options, opponent=opponent)
                  if opponent is not None else None)
        if record is None:  # refused here (the channel's rules, a limit): the other player keeps their place
            await self.matchmaker.put_back(other)
            if opponent is None:
                await interaction.response.send_message(t("mm.not_queued", locale), ephemeral=True)
            return
        await self.tell(other, t("mm.found", other.locale, who=interaction.user.mention,
                                 game=self.title(game, other.locale), link=self.bot.publisher.link(record)))

    def title(self, kind: str, locale: str) -> str:
        return t(self.bot.registry.get(kind).title_key, locale) if kind in self.bot.registry else kind

    # --- /profile ---------------------------------------------------------------------------------------------------
    @app_commands.command(name=cmd_text("cmd.profile.name"), description=cmd_text("cmd.profile.desc"))
    @app_commands.rename(user=cmd_text("cmd.profile.user.name"))
    @app_commands.describe(user=cmd_text("cmd.profile.user.desc"))
    async def profile(self, interaction: discord.Interaction[Any], user: discord.User | None = None) -> None:
        locale = await self.bot.service.locale_for(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = user or interaction.user
        name = who.display_name
        played = await self.store.played(who.id)
        rated = await self.store.of(who.id)
        here = await self.store.of(who.id, interaction.guild_id) if interaction.guild_id else {}
        kinds = [k for k, _ in GAMES if k in played or k in rated] + sorted(set(played) - {k for k, _ in GAMES})
        if not kinds:
            await interaction.followup.send(t("cm.profile.empty", locale, name=name), ephemeral=True)
            return
        embed = discord.Embed(title=t("cm.profile.title", locale, name=name), colour=0x2B6CB0)
        series = []
        for kind in kinds:
            lines = await self._game_lines(who.id, kind, rated.get(kind), here.get(kind), played.get(kind, 0), locale)
            embed.add_field(name=self.title(kind, locale), value="\n".join(lines)[:1024], inline=False)
            row = rated.get(kind)
            if row is not None and kind in self.bot.registry:
                history = await self.store.history(who.id, kind)
                values = [history[0].before, *(c.after for c in history)] if history else []
                label = t("cm.history.legend", locale, game=self.title(kind, locale),
                          rating=rating_text(*shown(row, system_of(self.bot.registry.get(kind)))), count=row.games)
                series.append((label, tuple(values)))
        recent = await self._recent(who.id, locale)
        if recent:
            embed.add_field(name=t("cm.recent", locale), value="\n".join(recent)[:1024], inline=False)
        job = functools.partial(rating_history, t("cm.history.title", locale, name=name), tuple(series),
                                t("cm.history.empty", locale))
        png = await self.bot.renderer.png(job)
        embed.set_image(url="attachment://ratings.png")
        await interaction.followup.send(embed=embed, file=discord.File(io.BytesIO(png), filename="ratings.png"),
                                        ephemeral=True)

    async def _game_lines(self, user_id: int, kind: str, row: RatingRow | None, here: RatingRow | None, played: int,
                          locale: str) -> list[str]:
        lines = []
        if row is None or row.games == 0 or kind not in self.bot.registry:
            lines.append(t("cm.rating.none", locale))
        else:
            value, provisional = shown(row, system_of(self.bot.registry.get(kind)))
            if provisional:
                text = t("cm.rating.provisional", locale, rating=f"{value:.0f}", deviation=f"{row.deviation:.0f}",
                         games=row.games, needed=PROVISIONAL_GAMES)
            else:
                text = t("cm.rating", locale, rating=f"{value:.0f}", deviation=f"{row.deviation:.0f}")
            if here is not None and here.games and here.games != row.games:
                text += " · " + t("cm.rating.server", locale,
                                  rating=rating_text(here.rating, here.games < PROVISIONAL_GAMES))
            lines.append(text)
        if kind == "backgammon":
            fibs = await self.bot.ratings.get(user_id, "backgammon")
            if fibs.games:
                lines.append(t("cm.fibs", locale, rating=f"{fibs.rating:.1f}", experience=fibs.experience))
        wins, draws, losses = (row.wins, row.draws, row.losses) if row is not None else (0, 0, 0)
        lines.append(t("cm.record", locale, played=max(played, row.games if row else 0), wins=wins, draws=draws,
                       losses=losses))
        if row is not None and row.games:
            if row.streak > 0:
                lines.append(t("cm.streak.win", locale, count=row.streak, best=row.best_streak))
            elif row.streak < 0:
                lines.append(t("cm.streak.loss", locale, count=-row.streak, best=row.best_streak))
            else:
                lines.append(t("cm.streak.none", locale, best=row.best_streak))
        decks = await self.store.decks(user_id, kind)
        if decks:
            favourite, count = decks[0]
            lines.append(t("cm.deck", locale, deck=deck_name(favourite, locale), count=count))
        return lines

    async def _recent(self, user_id: int, locale: str) -> list[str]:
        replay = self.bot.tree.get_command("replay") is not None
        lines = []
        for game in await self.store.recent(user_id, RECENT_GAMES):
            if game.result is None or game.before is None or game.after is None:
                result = t("cm.result.unrated", locale)
            else:
                result = t("cm.result.change", locale, result=t(f"cm.result.{game.result}", locale),
                           before=f"{game.before:.0f}", after=f"{game.after:.0f}")
            guild = game.guild_id if game.guild_id is not None else "@me"
            link = f"https://discord.com/channels/{guild}/{game.channel_id}/{game.message_id or ''}".rstrip("/")
            line = t("cm.recent.line", locale, game=self.title(game.kind, locale), id=game.game_id, result=result,
                     link=link)
            if replay:
                line += t("cm.recent.replay", locale, id=game.game_id)
            lines.append(line)
        return lines

    # --- /leaderboard -----------------------------------------------------------------------------------------------
    @app_commands.command(name=cmd_text("cmd.leaderboard.name"), description=cmd_text("cmd.leaderboard.desc"))
    @app_commands.rename(game=cmd_text("cmd.leaderboard.game.name"), scope=cmd_text("cmd.leaderboard.scope.name"))
    @app_commands.describe(game=cmd_text("cmd.leaderboard.game.desc"), scope=cmd_text("cmd.leaderboard.scope.desc"))
    @app_commands.choices(game=GAME_CHOICES, scope=SCOPE_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction[Any], game: str, scope: str = "server") -> None:
        locale = await self.bot.service.locale_for(interaction)
        if game not in self.bot.registry or scope not in ("server", "global"):  # a value no client offers
            await interaction.response.send_message(t("cm.err.unknown_game", locale, game=game[:40]), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        kind = self.bot.registry.get(game)
        system = system_of(kind)
        if interaction.guild_id is None:
            scope = "global"  # outside a server there is only the board of every server
        where = GLOBAL if scope == "global" else int(interaction.guild_id)  # type: ignore[arg-type]
        top = await self.store.top(game, where, PROVISIONAL_GAMES)
        title = self.title(game, locale)
        if not top:
            await interaction.followup.send(t("cm.lb.empty", locale, game=title), ephemeral=True)
            return
        me = interaction.user.id
        place = await self.store.place(me, game, where, PROVISIONAL_GAMES)
        mine_row = None
        if place is not None and all(r.user_id != me for r in top):
            mine_row = await self.store.get(me, game, where)
        names = await self.store.names([r.user_id for r in top] + ([me] if mine_row else []))

        def row(r: RatingRow, number: int) -> tuple[str, str, str, str, bool]:
            value, provisional = shown(r, system)
            name = names.get(r.user_id) or (interaction.user.display_name if r.user_id == me else str(r.user_id))
            return (f"{number}.", name, rating_text(value, provisional), f"{r.wins}–{r.draws}–{r.losses}",
                    r.user_id == me)

        rows = tuple(row(r, i + 1) for i, r in enumerate(top))
        mine = row(mine_row, place[0]) if mine_row is not None and place is not None else None
        heading = t("cm.lb.title", locale, game=title, scope=t(f"cm.scope.{scope}", locale))
        header = ("#", t("cm.lb.player", locale), t("cm.lb.rating", locale), t("cm.lb.record", locale))
        footer = t("cm.lb.footer", locale, needed=PROVISIONAL_GAMES, system=t(f"cm.system.{system}", locale))
        png = await self.bot.renderer.png(functools.partial(leaderboard, heading, header, rows, mine, footer))
        text = (t("cm.lb.you", locale, place=place[0], total=place[1]) if place is not None
                else t("cm.lb.not_on", locale))
        embed = discord.Embed(title=heading, description=text, colour=0x2B6CB0)
        embed.set_image(url="attachment://leaderboard.png")
        await interaction.followup.send(embed=embed, file=discord.File(io.BytesIO(png), filename="leaderboard.png"),
                                        ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Community(bot))
