"""/learn game: a guided first game against the computer (bot.framework.learn), privately led step by step."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.framework.kinds import AnyKind
from bot.framework.learn import HUMAN, Lesson, LessonKind, lesson_kind_name
from bot.games.backgammon.kind import BackgammonKind
from bot.games.backgammon.learn import LESSON as BACKGAMMON
from bot.games.cyberpunk.kind import CyberpunkKind
from bot.games.cyberpunk.learn import LESSON as CYBERPUNK
from bot.games.netrunner.kind import NetrunnerKind
from bot.games.netrunner.learn import LESSON as NETRUNNER
from bot.games.tweak.kind import TweakKind
from bot.games.tweak.learn import LESSON as TWEAK
from bot.games.zero.kind import ZeroKind
from bot.games.zero.learn import LESSON as ZERO
from bot.i18n import t
from bot.i18n.translator import cmd_text

log = logging.getLogger("bot.learn")

# the games with a lesson so far, in the order /learn offers them: (the game's kind, its lesson)
LESSONS: dict[str, tuple[Callable[[], AnyKind], Lesson]] = {
    "backgammon": (BackgammonKind, BACKGAMMON),
    "tweak": (TweakKind, TWEAK),
    "zero": (ZeroKind, ZERO),
    "netrunner": (NetrunnerKind, NETRUNNER),
    "cyberpunk": (CyberpunkKind, CYBERPUNK),
}
TITLES = {"backgammon": "bg.title", "tweak": "tw.title", "zero": "zk.title", "cyberpunk": "cp.title",
          "netrunner": "nr.title"}


class LearnCog(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd_text("cmd.learn.name"), description=cmd_text("cmd.learn.desc"))
    @app_commands.rename(game=cmd_text("cmd.learn.game.name"))
    @app_commands.describe(game=cmd_text("cmd.learn.game.desc"))
    @app_commands.choices(game=[app_commands.Choice(name=cmd_text(TITLES[g]), value=g) for g in LESSONS])
    async def learn(self, interaction: discord.Interaction[Any], game: str) -> None:
        # the framework refuses a value outside the choices before this runs (tests/test_forged_options.py)
        service = self.bot.service
        locale = await service.locale_for(interaction)
        lesson = LESSONS[game][1]
        options = {**lesson.options, "practice": True}  # unrated (bot.framework.ratings.PRACTICE_OPTIONS)
        record = await service.opening.open_game(interaction, lesson_kind_name(game), options,
                                         computers=((lesson.level, lesson.computer_name(locale)),))
        if record is None or record.status != "running":
            return
        try:
            fresh, kind = await service.find(record.id)
            display = service.private_display(fresh, kind, service.load_state(kind, fresh), HUMAN, locale)
            if display is None:
                return
            intro = t("learn.intro", locale, game=t(kind.title_key, locale), button=t(kind.private_button_key, locale))
            display.description = f"{intro}\n\n{display.description}"[:4000]
            rendered = await service.render(fresh, display)
            await interaction.followup.send(ephemeral=True, **rendered.send_kwargs())
        except discord.HTTPException:
            log.warning("the first step of lesson %s could not be sent", record.id)


async def setup(bot: GameBot) -> None:
    for make, lesson in LESSONS.values():
        bot.registry.register(LessonKind(make(), lesson))
    await bot.add_cog(LearnCog(bot))
