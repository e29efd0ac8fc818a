"""Discord components built from `Control` data. Every one is a DynamicItem, so it survives restarts."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.framework.custom_ids import BUTTON_PATTERN, SELECT_PATTERN, ComponentId
from bot.framework.kinds import Control, ModalForm

if TYPE_CHECKING:
    from bot.client import GameBot

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_PATTERN):
    def __init__(self, cid: ComponentId, control: Control | None = None) -> None:
        control = control or Control(cid.action)
        super().__init__(
            discord.ui.Button(
                custom_id=cid.encode(),
                label=control.label or None,
                style=_STYLES[control.style],
                disabled=control.disabled,
                emoji=control.emoji,
                row=control.row,
            )
        )
        self.cid = cid

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameButton:
        cid = ComponentId.parse(match.string)
        assert cid is not None
        return cls(cid)

    async def callback(self, interaction: discord.Interaction[GameBot]) -> None:  # type: ignore[override]
        await interaction.client.service.interactions.on_component(interaction, self.cid)


class GameSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_PATTERN):
    def __init__(self, cid: ComponentId, control: Control | None = None) -> None:
        control = control or Control(cid.action, choices=(), placeholder=None)
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=cid.encode("s"),
            placeholder=control.placeholder,
            min_values=control.min_values,
            max_values=control.max_values,
            disabled=control.disabled,
            row=control.row,
            options=[
                discord.SelectOption(
                    label=c.label, value=c.value, description=c.description, default=c.default, emoji=c.emoji
                )
                for c in control.choices
            ],
        )
        super().__init__(select)
        self.cid = cid

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameSelect:
        cid = ComponentId.parse(match.string)
        assert cid is not None
        return cls(cid)

    async def callback(self, interaction: discord.Interaction[GameBot]) -> None:  # type: ignore[override]
        data: dict[str, Any] = dict(interaction.data or {})
        values = tuple(str(v) for v in data.get("values", ()))
        await interaction.client.service.interactions.on_component(interaction, self.cid, values=values)


def build_view(game_id: int, version: int, controls: Iterable[Control],
               groups: Mapping[str, str] | None = None) -> discord.ui.View | None:
    view = discord.ui.View(timeout=None)
    count = 0
    for control in controls:
        cid = ComponentId(game_id, version, control.action, control.arg, (groups or {}).get(control.action, ""))
        view.add_item(GameSelect(cid, control) if control.is_select else GameButton(cid, control))
        count += 1
    return view if count else None


class GameModal(discord.ui.Modal):
    """A form whose submission the service routes by custom_id (see `GameBot.on_interaction`).

    Routing does not depend on this object still being in memory, so a form opened before a
    restart is still handled after it.
    """

    def __init__(self, cid: ComponentId, form: ModalForm) -> None:
        super().__init__(title=form.title[:45], custom_id=cid.encode("m"), timeout=None)
        for f in form.fields:
            self.add_item(
                discord.ui.TextInput(
                    label=f.label[:45],
                    custom_id=f.key,
                    placeholder=f.placeholder[:100] or None,
                    required=f.required,
                    max_length=f.max_length,
                    style=discord.TextStyle.paragraph if f.paragraph else discord.TextStyle.short,
                )
            )

    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        return None  # handled by the bot's on_interaction router


def modal_fields(data: Any) -> dict[str, str]:
    """Every text input value of a modal-submit payload, however it is nested."""
    out: dict[str, str] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "custom_id" in node and "value" in node:
                out[str(node["custom_id"])] = str(node["value"])
            for child in node.get("components", ()) or ():
                walk(child)
            if "component" in node:
                walk(node["component"])
        elif isinstance(node, list):
            for child in node:
                walk(child)

    walk((data or {}).get("components", []))
    return out
