"""Countdown's cog: the GameKind adapter and `/countdown new`. Loaded only by the tests."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameBot
from bot.engine.moves import Wire
from bot.engine.offers import Offer
from bot.framework.kinds import (
    Action,
    Choice,
    Context,
    Control,
    Display,
    IllegalAction,
    ModalField,
    ModalForm,
    Outcome,
)
from bot.framework.offering import Extra, OfferingKind
from bot.i18n import CATALOGUE, t
from tests.minigame import engine
from tests.minigame.engine import CountdownMove, CountdownState, CountdownView, Grab, Reroll, Take
from tests.minigame.render import render_pile, render_secret

CATALOGUE.register({
    "countdown.title": {"en": "Countdown", "tr": "Geri Sayım", "ru": "Обратный отсчёт"},
    "countdown.help": {"en": "Take 1 or 2; the last counter wins.", "tr": "1 ya da 2 al; son pulu alan kazanır.",
                       "ru": "Берите 1 или 2; кто взял последнюю фишку, тот победил."},
    "countdown.pile": {"en": "Pile: {pile}. Turn: {who}.", "tr": "Yığın: {pile}. Sıra: {who}.",
                       "ru": "Кучка: {pile}. Ход: {who}."},
    "countdown.won": {"en": "{who} took the last counter and wins!", "tr": "{who} son pulu aldı ve kazandı!",
                      "ru": "{who} взял последнюю фишку и победил!"},
    "countdown.take": {"en": "Take {n}", "tr": "{n} al", "ru": "Взять {n}"},
    "countdown.type": {"en": "Type amount", "tr": "Miktar yaz", "ru": "Ввести число"},
    "countdown.amount": {"en": "Amount", "tr": "Miktar", "ru": "Количество"},
    "countdown.grab": {"en": "Grab bonus", "tr": "Bonusu kap", "ru": "Схватить бонус"},
    "countdown.reroll": {"en": "New secret", "tr": "Yeni sır", "ru": "Новый секрет"},
    "countdown.secret": {"en": "Your secret: {secret}", "tr": "Sırrın: {secret}", "ru": "Ваш секрет: {secret}"},
    "countdown.bad_amount": {"en": "You can take 1 or 2 (and no more than the pile).",
                             "tr": "1 ya da 2 alabilirsin (yığından fazla değil).",
                             "ru": "Можно взять 1 или 2 (не больше, чем в кучке)."},
    "countdown.bonus_gone": {"en": "Someone grabbed the bonus first.", "tr": "Bonusu başkası önce kaptı.",
                             "ru": "Бонус уже схватили."},
    "countdown.bonus_note": {"en": "Bonus: {who}", "tr": "Bonus: {who}", "ru": "Бонус: {who}"},
    "countdown.options": {"en": "Pile of {pile}", "tr": "{pile} pullu yığın", "ru": "Кучка из {pile}"},
    "countdown.cmd.name": {"en": "countdown", "tr": "gerisayim", "ru": "отсчёт"},
    "countdown.cmd.desc": {"en": "Countdown (test game)", "tr": "Geri Sayım (deneme oyunu)",
                           "ru": "Обратный отсчёт (тестовая игра)"},
    "countdown.cmd.new": {"en": "Open a game of Countdown", "tr": "Bir Geri Sayım oyunu aç",
                          "ru": "Открыть игру «Обратный отсчёт»"},
})


class CountdownKind(OfferingKind[CountdownState, CountdownView, CountdownMove]):
    name = "countdown"
    min_seats = 2
    max_seats = 4
    has_private_view = True
    title_key = "countdown.title"
    help_key = "countdown.help"

    def start(self, ctx: Context, seed: int) -> CountdownState:
        return engine.new_game(len(ctx.seats), int(ctx.options.get("pile", 10)), seed, ctx.now,
                               float(ctx.options.get("turn_seconds", 0)))

    def dump(self, state: CountdownState) -> dict[str, Any]:
        return state.to_json()

    def load(self, data: dict[str, Any], schema: int) -> CountdownState:
        return CountdownState.from_json(data)

    form_actions = frozenset({"say"})
    actions = frozenset({"take", "take_sel", "say", "grab", "reroll", "boom"})

    move_names = {Take: "take", Grab: "grab", Reroll: "reroll"}

    def offers(self, state: CountdownState) -> list[Offer[CountdownMove]]:
        return engine.offers(state)

    def encode_move(self, move: CountdownMove) -> Wire:
        return Wire("take", str(move.amount)) if isinstance(move, Take) else Wire(self.move_names[type(move)])

    def interface_for(self, state: CountdownState, offer: Offer[CountdownMove]) -> Extra:
        """A take may also come from the amount select or the typed form; Boom is the tests' crash."""
        if offer.wanted == "take":
            return {"take_sel": frozenset(str(m.amount) for m in offer.only[Take] if isinstance(m, Take)), "say": None}
        return {"boom": None}

    def is_over(self, state: CountdownState) -> bool:
        return state.winner is not None

    def apply(self, ctx: Context, state: CountdownState, seat: int | None, action: Action) -> Outcome[CountdownState]:
        state = copy.deepcopy(state)  # the engine changes what it is given; the framework's contract is purity
        try:
            if action.name == "take":
                amount = action.arg
            elif action.name == "take_sel":
                amount = action.values[0]
            elif action.name == "say":
                amount = action.fields.get("amount", "").strip()
            elif action.name == "grab":
                return Outcome(engine.grab_bonus(state, seat or 0))
            elif action.name == "reroll":
                return Outcome(engine.reroll_secret(state, seat or 0), notify_seats={seat or 0})
            elif action.name == "boom":
                raise RuntimeError("boom")
            else:
                raise IllegalAction("err.not_available")
            if not amount.isdigit():
                raise IllegalAction("countdown.bad_amount")
            return Outcome(engine.take(state, state.turn if seat is None else seat, int(amount), ctx.now))
        except engine.Illegal as exc:
            key = {"bonus": "countdown.bonus_gone", "turn": "err.not_your_turn"}.get(str(exc), "countdown.bad_amount")
            raise IllegalAction(key) from None

    def view(self, state: CountdownState, seat: int | None) -> CountdownView:
        return engine.view(state, seat)

    def public_display(self, ctx: Context, state: CountdownView) -> Display:
        loc = ctx.locale
        names = [ctx.name(i) for i in range(state.players)]
        if state.winner is not None:
            text = t("countdown.won", loc, who=ctx.mention(state.winner))
        else:
            text = t("countdown.pile", loc, pile=state.pile, who=ctx.mention(state.turn))
        if state.bonus_holder is not None:
            text += "\n" + t("countdown.bonus_note", loc, who=ctx.mention(state.bonus_holder))
        controls: list[Control] = []
        if state.winner is None:
            for n in (1, 2):
                if n <= state.pile:
                    controls.append(Control("take", t("countdown.take", loc, n=n), "primary", arg=str(n)))
            controls.append(Control("say", t("countdown.type", loc), modal=ModalForm(
                t("countdown.type", loc), (ModalField("amount", t("countdown.amount", loc), max_length=2),))))
            if state.bonus_holder is None:
                controls.append(Control("grab", t("countdown.grab", loc), "success"))
            if ctx.options.get("boom"):
                controls.append(Control("boom", "Boom", "danger"))
            controls.append(Control(
                "take_sel", placeholder=t("countdown.amount", loc), row=2,
                choices=tuple(Choice(str(n), str(n)) for n in (1, 2) if n <= state.pile)))
        title = t("countdown.title", loc)
        return Display(title=title, description=text, image=lambda: render_pile(state, names, title),
                       controls=controls)

    def private_display(self, ctx: Context, view: CountdownView, seat: int) -> Display:
        secret = view.secret or ""
        return Display(
            title=t("countdown.title", ctx.locale),
            description=t("countdown.secret", ctx.locale, secret=secret),
            image=lambda: render_secret(secret),
            image_name="secret.png",
            controls=[Control("reroll", t("countdown.reroll", ctx.locale))],
        )

    def result(self, ctx: Context, state: CountdownState) -> str | None:
        return t("countdown.won", ctx.locale, who=ctx.name(state.winner)) if state.winner is not None else None

    def options_summary(self, options: Mapping[str, Any], locale: str) -> str:
        return t("countdown.options", locale, pile=options.get("pile", 10))

    def deadline(self, ctx: Context, state: CountdownState) -> float | None:
        return state.turn_started + state.turn_seconds if state.turn_seconds else None

    def on_timeout(self, ctx: Context, state: CountdownState) -> Outcome[CountdownState] | None:
        if state.winner is not None:
            return None
        state = copy.deepcopy(state)
        return Outcome(engine.take(state, state.turn, 1, ctx.now), detail="timeout")

    def shift_time(self, state: CountdownState, seconds: float) -> CountdownState:
        state.turn_started += seconds
        return state

    def computer_action(self, ctx: Context, view: CountdownView, seat: int) -> Action | None:
        return Action("take", str(engine.best_take(view)))


def cmd(key: str) -> app_commands.locale_str:
    from bot.i18n.translator import cmd_text

    return cmd_text(key)


class CountdownCog(commands.Cog):
    group = app_commands.Group(name=cmd("countdown.cmd.name"), description=cmd("countdown.cmd.desc"))

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @group.command(name="new", description=cmd("countdown.cmd.new"))
    async def new(
        self,
        interaction: discord.Interaction[Any],
        pile: app_commands.Range[int, 3, 40] = 10,
        opponent: discord.User | None = None,
        computers: app_commands.Range[int, 0, 3] = 0,
        turn_seconds: app_commands.Range[int, 0, 600] = 0,
        boom: bool = False,
    ) -> None:
        options = {"pile": pile, "turn_seconds": turn_seconds, "boom": boom}
        bots = tuple(("perfect", f"Computer {i + 1}") for i in range(computers))
        await self.bot.service.opening.open_game(interaction, "countdown", options, opponent=opponent, computers=bots)


async def setup(bot: GameBot) -> None:
    bot.registry.register(CountdownKind())
    await bot.add_cog(CountdownCog(bot))
