"""The `pace` and `move_time` options every game's `/… new` offers (and /tournament create), written once."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.framework import pace
from bot.i18n.translator import cmd_text

PACE_CHOICES = [app_commands.Choice(name=cmd_text(f"cmd.pace.{p}"), value=p) for p in (pace.LIVE, pace.CORRESPONDENCE)]
MOVE_TIME_CHOICES = [app_commands.Choice(name=cmd_text(f"cmd.move_time.{h}"), value=h) for h in pace.MOVE_HOURS_CHOICES]
RENAMES = {"pace": cmd_text("cmd.pace.name"), "move_time": cmd_text("cmd.move_time.name")}
DESCRIPTIONS = {"pace": cmd_text("cmd.pace.desc"), "move_time": cmd_text("cmd.move_time.desc")}


def with_pace(options: dict[str, Any], chosen: str, move_time: int | None) -> dict[str, Any]:
    """The opener's options with the pace they chose: a move time alone means correspondence."""
    if chosen == pace.CORRESPONDENCE or move_time is not None:
        options[pace.PACE] = pace.CORRESPONDENCE
        options[pace.MOVE_HOURS] = move_time if move_time is not None else pace.DEFAULT_MOVE_HOURS
    return pace.normalised(options)


def options(command: Any) -> Any:
    """The decorators of the two options, for a command whose function takes `pace: str` and `move_time: int | None`
    (discord.py merges these with the command's own renames, descriptions and choices)."""
    command = app_commands.rename(**RENAMES)(command)
    command = app_commands.describe(**DESCRIPTIONS)(command)
    return app_commands.choices(pace=PACE_CHOICES, move_time=MOVE_TIME_CHOICES)(command)  # type: ignore[misc]  # two types
