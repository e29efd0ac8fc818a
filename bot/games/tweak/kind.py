"""TWEAK!'s adapter to the framework: engine state in, displays and controls out (hands stay private)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from bot.engine.moves import Wire
from bot.engine.offers import Offer
from bot.framework import pace
from bot.framework.game_options import ChoiceOption, IntOption, OptionValues, clamp
from bot.framework.kinds import (
    Action,
    Choice,
    Context,
    Control,
    Display,
    Outcome,
)
from bot.framework.offering import Extra, OfferingKind
from bot.games.tweak import computer, game, moves
from bot.games.tweak.cards import (
    BACKS,
    DEFAULT_POINTS,
    DEFAULT_TARGET_SCORE,
    MAX_POINTS,
    NUMBER_CARDS,
    TWEAK_CARDS,
    TWEAK_KINDS,
    value,
)
from bot.games.tweak.game import TweakState
from bot.games.tweak.render import HandView, SeatView, TableView, render_hand, render_table
from bot.games.tweak.text import STRINGS
from bot.games.tweak.view import TweakView
from bot.games.tweak.view import view as tweak_view
from bot.i18n import CATALOGUE, t

CATALOGUE.register(STRINGS)
BOMB_TIMEOUT_S = 60.0
DEFAULT_TURN_S = 180  # a newcomer counting cards needs time; 0 (a human alone against computers): no clock
MAX_PICK_ARG = 55  # picked table cards carried in a custom_id (a sum never needs more than 11 cards)
HISTORY_LINES = 8  # the hand's latest events on the public message


def _is_computer(ctx: Context, seat: int) -> bool:
    return seat < len(ctx.seats) and bool(ctx.seats[seat].computer)


def card_label(card_id: str, locale: str) -> str:
    if card_id in TWEAK_CARDS:
        return t(f"tw.tweak.{TWEAK_CARDS[card_id]}", locale)
    card = NUMBER_CARDS[card_id]
    return t("tw.card", locale, colour=t(f"tw.colour.{card.colour}", locale), value=card.value)


def clock_text(seconds: float, locale: str) -> str:
    """A turn's time as a player reads it: "3 min", "1 min 30 s", "45 s" (a correspondence clock: "2 days")."""
    if seconds >= 3600:
        return pace.duration_text(seconds, locale)
    minutes, rest = divmod(int(seconds), 60)
    if minutes and rest:
        return t("tw.clock.min_sec", locale, m=minutes, s=rest)
    return t("tw.clock.min", locale, n=minutes) if minutes else t("tw.clock.sec", locale, n=rest)


def turn_option(options: OptionValues) -> int:
    """The turn's seconds from a game's options: the house default where unset, 0 for no clock."""
    correspondence = pace.move_seconds(options)
    if correspondence is not None:
        return correspondence
    raw = options.get("turn_seconds", DEFAULT_TURN_S)
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw <= 900 else DEFAULT_TURN_S


def tweak_names(locale: str) -> dict[str, str]:
    return {kind: t(f"tw.tweak.{kind}", locale) for kind in TWEAK_KINDS}


SEATS = IntOption("seats", 2, 6, 4, "tw.cmd.seats.name")
TARGET = IntOption("target_score", 5, 500, 0, "tw.cmd.target.name", unset=0)  # unset: by the number of players
RED = IntOption("red_points", 0, MAX_POINTS, DEFAULT_POINTS[0], "tw.cmd.red.name")
OTHER = IntOption("other_points", 0, MAX_POINTS, DEFAULT_POINTS[1], "tw.cmd.other.name")
TWEAK_PTS = IntOption("tweak_points", 0, MAX_POINTS, DEFAULT_POINTS[2], "tw.cmd.tweakpts.name")
CARD_BACKS = ChoiceOption("backs", BACKS, "house", "tw.cmd.backs.name")
OPTIONS = (TARGET, RED, OTHER, TWEAK_PTS, CARD_BACKS)  # what a tournament may set too (its tables set the seats)


def points_option(options: OptionValues) -> tuple[int, int, int]:
    """(red, other colour, [T!]) points from a game's options; the house defaults where unset."""
    chosen = clamp((RED, OTHER, TWEAK_PTS), options)
    return chosen[RED.name], chosen[OTHER.name], chosen[TWEAK_PTS.name]


def target_option(options: OptionValues, players: int) -> int:
    """The score that ends the game: the lobby's choice, else the house's for this many players."""
    return TARGET.clamp(options.get(TARGET.name, TARGET.default)) or DEFAULT_TARGET_SCORE[players]


def backs_option(options: OptionValues) -> str:
    return CARD_BACKS.clamp(options.get(CARD_BACKS.name))


class TweakKind(OfferingKind[TweakState, TweakView, moves.TweakMove]):
    name = "tweak"
    min_seats = 2
    max_seats = 6
    schema_version = game.SCHEMA
    has_private_view = True
    title_key = "tw.title"
    help_key = "tw.help"
    turn_seconds = (15, 900)
    option_specs = OPTIONS

    def seat_limit(self, options: OptionValues) -> int:
        return SEATS.clamp(options.get(SEATS.name, self.max_seats))

    # --- state ---------------------------------------------------------------------------------
    def start(self, ctx: Context, seed: int) -> TweakState:
        players = len(ctx.seats)
        target = target_option(ctx.options, players)
        turn = turn_option(ctx.options)
        bomb = BOMB_TIMEOUT_S if turn else 0.0  # no clock for the turn: none for a Bomb's victims either
        return game.new_game(players, target, seed, ctx.now, float(turn), bomb, points_option(ctx.options),
                             backs_option(ctx.options))

    def dump(self, state: TweakState) -> TweakState:
        return state  # a plain dataclass: the framework encodes it straight to JSON

    def load(self, data: dict[str, Any], schema: int) -> TweakState:
        return TweakState.from_json(data)

    interface_actions = frozenset({"hand_pick", "table_pick"})
    actions = moves.NAMES | interface_actions
    bare_actions = moves.BARE

    # --- decisions -----------------------------------------------------------------------------
    move_names = moves.NAME

    def offers(self, state: TweakState) -> list[Offer[moves.TweakMove]]:
        return game.offers(state)

    def encode_move(self, move: moves.TweakMove) -> Wire:
        return moves.encode(move)

    def interface_for(self, state: TweakState, offer: Offer[moves.TweakMove]) -> Extra:
        """A turn's cards are picked before the sum or the discard: the hand card, then (with a table) the table's."""
        if offer.wanted != "turn":
            return {}
        return {"hand_pick": None, "table_pick": None} if state.table else {"hand_pick": None}

    def interface(self, action: Action) -> dict[str, str]:
        if action.name == "hand_pick" and action.values:
            return {"hand": action.values[0], "table": action.arg}
        if action.name == "table_pick":
            return {"hand": action.arg, "table": ".".join(action.values)}
        return {}

    def is_over(self, state: TweakState) -> bool:
        return state.is_over()

    def placings(self, state: TweakState) -> list[int] | None:
        """The winner first, then the others by their final scores (equal scores share a place)."""
        if not state.is_over() or not state.winners:
            return None
        return [0 if seat in state.winners else 1 + sum(other > score for other in state.scores)
                for seat, score in enumerate(state.scores)]

    def standing(self, state: TweakState) -> list[int] | None:
        """By the scores so far (the hand being played not counted)."""
        return [sum(other > score for other in state.scores) for score in state.scores]

    def apply(self, ctx: Context, state: TweakState, seat: int | None, action: Action) -> Outcome[TweakState]:
        assert seat is not None
        state = game.apply(state, seat, action.name, action.arg, action.values, ctx.now)  # raises IllegalAction
        return Outcome(state, detail=self._audit(state, action.name))

    @staticmethod
    def _audit(state: TweakState, action: str = "") -> str:
        """Audit-log text: the action's name and its public events, never a card from a hand."""
        return ";".join([action, *(key for key, _ in state.events)])[:200]

    # --- time and computers ----------------------------------------------------------------------
    def deadline(self, ctx: Context, state: TweakState) -> float | None:
        return state.deadline()

    def on_timeout(self, ctx: Context, state: TweakState) -> Outcome[TweakState] | None:
        deadline = state.deadline()
        if deadline is None or ctx.now < deadline:
            return None
        if state.phase == "bomb":
            state = state.clone()
            game.bomb_timeout(state, ctx.now)
            return Outcome(state, detail="bomb timeout")
        seat = state.turn
        events: list[list[Any]] = [["tw.ev.timeout", {"who": seat}]]
        private: list[list[Any]] = []
        hand_no = state.hand_no
        for _ in range(12):  # the computer plays the absent player's turn
            if state.phase != "turn" or state.turn != seat or state.hand_no != hand_no:
                break
            move = computer.choose(tweak_view(state, seat), seat)
            if move is None:
                break
            state = game.play(state, seat, move, ctx.now)
            events.extend(state.events)
            private.extend(state.private)
        state.events, state.private = events, private
        return Outcome(state, detail="turn timeout")

    def shift_time(self, state: TweakState, seconds: float) -> TweakState:
        state.turn_started += seconds
        if state.bomb_deadline is not None:
            state.bomb_deadline += seconds
        return state

    def computer_action(self, ctx: Context, view: TweakView, seat: int) -> Action | None:
        move = computer.decide(view, seat)
        return None if move is None else Action(move.name, move.arg, move.values)

    def result(self, ctx: Context, state: TweakState) -> str | None:
        """The winner and their score, for the message that announces the end."""
        if not state.is_over() or len(state.winners) != 1:
            return None
        winner = state.winners[0]
        return self.event_text(ctx, "tw.ev.winner", {"who": winner, "score": state.scores[winner]})

    def options_summary(self, options: OptionValues, locale: str) -> str:
        lines = [t("tw.options_seats", locale, seats=self.seat_limit(options))]
        target = TARGET.clamp(options.get(TARGET.name, TARGET.default))
        lines.append(t("tw.options", locale, target=target) if target else t("tw.options_default", locale))
        turn = turn_option(options)
        lines.append(t("tw.options_timeout", locale, clock=clock_text(turn, locale)) if turn
                     else t("tw.options_no_clock", locale))
        red, other, tweak = points_option(options)
        lines.append(t("tw.options_points", locale, red=red, other=other, tweak=tweak))
        lines.append(t(f"tw.options_backs.{backs_option(options)}", locale))
        return "\n".join(lines)

    # --- display -------------------------------------------------------------------------------
    def events(self, state: TweakState) -> list[tuple[int | None, str, dict[str, Any]]]:
        """Public events, and each player's own draws (only they see those in their log)."""
        return [*((None, key, params) for key, params in state.events),
                *((int(seat), key, params) for seat, key, params in state.private)]

    def event_text(self, ctx: Context, key: str, params: Mapping[str, Any]) -> str:
        loc = ctx.locale
        p = dict(params)
        for name in ("who", "victim", "dealer"):
            if name in p:
                p[name] = ctx.name(int(p[name]))
        if "card" in p:
            p["card"] = t(f"tw.tweak.{p['card']}", loc) if p["card"] in TWEAK_KINDS else card_label(p["card"], loc)
        if "cards" in p:
            p["cards"] = ", ".join(card_label(c, loc) for c in p["cards"])
        if "points" in p:
            p["points"] = ", ".join(f"{ctx.name(s)} {pts}" for s, pts in enumerate(p["points"]))
        return t(key, loc, **p)

    def view(self, state: TweakState, seat: int | None) -> TweakView:
        return tweak_view(state, seat)

    def public_display(self, ctx: Context, view: TweakView) -> Display:
        loc = ctx.locale
        lines = [self.event_text(ctx, key, params) for key, params in (ctx.recent or view.events)[-HISTORY_LINES:]]
        if view.phase == "turn":
            lines.append(t("tw.status", loc, target=self.target_text(view, loc), deck=view.deck_size))
        lines.extend(self.guidance(ctx, view))
        lines.extend(self.clock_lines(view, loc))
        scores = ", ".join(f"{ctx.name(s)} {view.scores[s]}" for s in range(view.players))
        lines.append(t("tw.scores", loc, scores=scores, target=view.target_score))
        if any(view.tweaks):
            lines.append(t("tw.legend", loc))
        table = self.table_view(ctx, view)
        return Display(
            title=t("tw.heading", loc, hand=view.hand_no),
            description="\n".join(lines),
            image=partial(render_table, table),
            image_key=f"tw-table:{table!r}",
            image_name="table.png",
            colour=0x145046,
        )

    def guidance(self, ctx: Context, view: TweakView) -> list[str]:
        """The 👉 line: what the players the game waits for can do now (from public facts: the table, the target,
        the [T!] cards held face up; never a hand). A computer is said to be thinking, never told what to do."""
        loc = ctx.locale
        humans = [s for s in sorted(view.actors) if not _is_computer(ctx, s)]
        lines: list[str] = []
        if humans and view.phase == "turn":
            key = "tw.wait.turn" if view.table else "tw.wait.empty"
            if view.tweak_actions:
                key += "_tweak"
            lines.append(t(key, loc, who=ctx.mention(humans[0]), target=self.target_text(view, loc)))
        elif humans and view.phase == "bomb":
            lines.append(t("tw.wait.bomb", loc, who=", ".join(ctx.mention(s) for s in humans),
                           hand=t(self.private_button_key, loc)))
        lines.extend(t("tw.wait.computer", loc, who=ctx.name(s)) for s in sorted(view.actors) if s not in humans)
        return lines

    @staticmethod
    def clock_lines(view: TweakView, locale: str) -> list[str]:
        """The clock as the board says it: how long a turn is and when this one runs out, or that there is none."""
        deadline = view.deadline
        if view.phase == "over":
            return []
        if view.phase == "bomb":
            return [t("tw.clock.bomb", locale, when=f"<t:{int(deadline)}:R>")] if deadline is not None else []
        if deadline is None:
            return [t("tw.clock.none", locale)]
        return [t("tw.clock.turn", locale, clock=clock_text(view.turn_timeout, locale), when=f"<t:{int(deadline)}:R>")]

    @staticmethod
    def target_text(view: TweakView, locale: str) -> str:
        """This turn's target, said the same way in every message and picture: with a Joker, the sum's
        target and the deck's target it was changed from."""
        if not view.joker:
            return str(view.target)
        return t("tw.target_joker", locale, target=view.effective_target, deck=view.target)

    @staticmethod
    def labels(locale: str) -> dict[str, str]:
        return {key: t(f"tw.label.{key}", locale) for key in ("target", "deck", "hand", "won", "empty", "yours")}

    def table_view(self, ctx: Context, view: TweakView) -> TableView:
        """Everything the public image is drawn from: counts and face-up cards only."""
        loc = ctx.locale
        return TableView(
            table=view.table,
            target=view.target,
            joker=view.joker,
            deck_size=view.deck_size,
            seats=tuple(SeatView(ctx.name(s), view.hand_sizes[s], view.won_sizes[s], view.tweaks[s],
                                 view.scores[s], s in view.actors, view.short[s]) for s in range(view.players)),
            labels=self.labels(loc),
            tweak_names=tweak_names(loc),
            points=view.points,
        )

    def private_display(self, ctx: Context, view: TweakView, seat: int) -> Display | None:
        loc = ctx.locale
        hand = list(view.hand)
        held = list(view.tweaks[seat])
        picked = ctx.ui.get("hand", "") if ctx.ui.get("hand") in hand else None
        on_table = [c for c in ctx.ui.get("table", "").split(".") if c in view.table]
        controls: list[Control] = []
        lines: list[str] = []
        def option(c: str) -> Choice:
            return Choice(f"{card_label(c, loc)} ({t('tw.points', loc, n=view.card_points(c))})", c)

        if view.phase == "bomb" and seat in view.bomb_pending:
            lines.append(t("tw.private.bomb", loc))
            controls.append(Control("give", placeholder=t("tw.pick_give", loc), row=0,
                                    choices=tuple(option(c) for c in hand)))
        elif (given := view.given) is not None:
            lines.append(t("tw.private.given", loc, card=card_label(given, loc)))
            lines.append(t("tw.private.wait", loc, who=", ".join(ctx.name(s) for s in sorted(view.actors)),
                           target=self.target_text(view, loc)))
        elif view.phase == "turn" and view.turn == seat and hand:
            guide = t("tw.private.turn" if view.table else "tw.private.empty", loc,
                      target=self.target_text(view, loc), sum=t("tw.btn.sum", loc), discard=t("tw.btn.discard", loc))
            if view.tweak_actions:
                guide += " " + t("tw.private.tweak_first", loc)
            lines.append(guide)
            # the picks travel in the next component's custom_id: picking commits nothing
            table_arg = ".".join(on_table)
            table_arg = table_arg if len(table_arg) <= MAX_PICK_ARG else ""
            controls.append(Control("hand_pick", placeholder=t("tw.pick_hand", loc), row=0, arg=table_arg,
                                    choices=tuple(Choice(option(c).label, c, default=c == picked) for c in hand)))
            if view.table:
                controls.append(Control(
                    "table_pick", placeholder=t("tw.pick_table", loc), row=1, min_values=1, arg=picked or "",
                    max_values=min(len(view.table), 25),
                    choices=tuple(Choice(option(c).label, c, default=c in on_table) for c in view.table[:25]),
                ))
            sum_arg = moves.sum_button(picked or "", tuple(on_table) if table_arg else ())
            if view.table:
                controls.append(Control("sum", t("tw.btn.sum", loc), "success", row=2, arg=sum_arg))
            controls.append(Control("discard", t("tw.btn.discard", loc), row=2, arg=picked or ""))
            if picked and on_table:
                total = value(picked) + sum(value(c) for c in on_table)
                lines.append(t("tw.private.picked", loc, hand=card_label(picked, loc),
                               table=" + ".join(card_label(c, loc) for c in on_table), total=total))
            controls.extend(self.tweak_controls(ctx, view))
        else:
            waiting = ", ".join(ctx.name(s) for s in sorted(view.actors)) or "—"
            lines.append(t("tw.private.wait", loc, who=waiting, target=self.target_text(view, loc)))
        labels = self.labels(loc)
        labels["hand"] = labels["yours"]
        drawn = HandView(tuple(hand), tuple(held), view.table, view.target, view.joker, labels,
                         tweak_names(loc), picked, tuple(on_table), view.points)
        return Display(
            title=t("tw.private.title", loc),
            description="\n".join(lines),
            image=partial(render_hand, drawn),
            image_key=f"tw-hand:{drawn!r}",
            image_name="hand.png",
            controls=controls,
            colour=0x145046,
        )

    @staticmethod
    def tweak_controls(ctx: Context, view: TweakView) -> list[Control]:
        """A button or a select for each [T!] card the player on turn may play now."""
        loc = ctx.locale
        controls: list[Control] = []
        if "joker" in view.tweak_actions:
            controls.append(Control("joker", t("tw.btn.joker_up", loc), "primary", arg="+1", row=3))
            controls.append(Control("joker", t("tw.btn.joker_down", loc), "primary", arg="-1", row=3))
        if "change" in view.tweak_actions:
            controls.append(Control("change", t("tw.btn.change", loc), "primary", row=3))
        if "bomb" in view.tweak_actions:
            controls.append(Control("bomb", t("tw.btn.bomb", loc), "danger", row=3))
        if "thief" in view.tweak_actions:
            controls.append(Control("thief", placeholder=t("tw.pick_victim", loc), row=4, choices=tuple(
                Choice(f"{ctx.name(v)} ({view.hand_sizes[v]})", str(v)) for v in view.victims)))
        return controls
