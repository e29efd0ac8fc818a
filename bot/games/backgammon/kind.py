"""Backgammon's adapter to the framework: engine state in, displays and controls out."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from bot.engine.moves import Wire
from bot.engine.offers import Offer
from bot.engine.values import number
from bot.framework import pace
from bot.framework.game_options import ChoiceOption, IntOption, OptionValues
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
    Style,
)
from bot.framework.offering import Extra, OfferingKind
from bot.framework.services import Services
from bot.games.backgammon import computer, game, rating
from bot.games.backgammon.actions import (
    BARE,
    LEVELS,
    NAME,
    NAMES,
    PATH,
    BgAction,
    LayOut,
    MoveChecker,
    ResignLevel,
    encode,
)
from bot.games.backgammon.analysis.practice import judge_move
from bot.games.backgammon.analysis.view import feedback_text
from bot.games.backgammon.analysis_text import STRINGS as ANALYSIS_STRINGS
from bot.games.backgammon.clock import RULES, format_clock
from bot.games.backgammon.export import to_mat
from bot.games.backgammon.game import BgState, BgView
from bot.games.backgammon.notation import format_play
from bot.games.backgammon.offers import offers as engine_offers
from bot.games.backgammon.positions import encode_position_id, pips
from bot.games.backgammon.render import BoardView, render_board
from bot.games.backgammon.text import STRINGS
from bot.i18n import CATALOGUE, t
from bot.storage.db import Tx
from bot.storage.ratings import Rating

CATALOGUE.register(STRINGS)
CATALOGUE.register(ANALYSIS_STRINGS)
MARKERS = ("⚪", "🔴")
LEVEL_KEYS = {1: "bg.how.single", 2: "bg.how.gammon", 3: "bg.how.backgammon"}
GAME_ENDS = frozenset({"single", "gammon", "backgammon", "pass", "resign", "time"})  # a game's `result["how"]`


MODE = ChoiceOption("mode", game.MODES, "single", "bg.cmd.mode.name")
LENGTH = IntOption("length", 1, 25, 5, "bg.cmd.length.name")  # a match's points (the command offers 3, 5 and 9)


def mode_of(options: OptionValues) -> str:
    """The game's mode as declared; a blitz bank means nothing at days a move, so blitz by post is a single game."""
    mode = MODE.clamp(options.get(MODE.name))
    return "single" if mode == "blitz" and pace.is_correspondence(options) else mode


def mode_name(options: OptionValues, locale: str) -> str:
    return t(f"bg.mode.{mode_of(options)}", locale, length=LENGTH.clamp(options.get(LENGTH.name)))


def clocked(options: OptionValues, computers: tuple[str | None, ...]) -> tuple[bool, bool]:
    """Which seats play with a clock: every human against a human; against the computer only if the opener
    asked for one (`clock`, live only), and the computer never."""
    against_computer = any(computers) or bool(options.get("computer"))
    wanted = not against_computer or (bool(options.get("clock")) and not pace.is_correspondence(options))
    return tuple(wanted and not (k < len(computers) and computers[k]) for k in (0, 1))  # type: ignore[return-value]


def _correspondence_line(options: OptionValues, locale: str) -> str:
    move = pace.duration_text(pace.move_hours(options) * 3600, locale)
    if mode_of(options) != "match":
        return t("bg.clock.corr_game", locale, move=move)
    reserve = pace.reserve_seconds(options)
    head = t("bg.clock.corr_reserve", locale, move=move, reserve=pace.duration_text(reserve, locale)) if reserve \
        else t("bg.clock.corr", locale, move=move)
    return f"{head} {t('bg.clock.corr_match', locale, move=move)}"


def by_post(options: dict[str, Any]) -> dict[str, Any]:
    """The options of a game opened by correspondence: a blitz bank means nothing at days a move, so a blitz game by
    post is a single game."""
    if pace.is_correspondence(options) and options.get("mode") == "blitz":
        options["mode"] = "single"
    return options


def clock_line(options: OptionValues, locale: str) -> str:
    """The clock's rule in one line, for the lobby and the board."""
    correspondence = pace.is_correspondence(options)
    if options.get("computer") and (correspondence or not options.get("clock")):
        return t("bg.clock.none", locale)
    if correspondence:
        return _correspondence_line(options, locale)
    rule = RULES.get(mode_of(options), RULES["single"])
    params = {"bank": format_clock(rule.bank), "bonus": int(rule.bonus), "threshold": int(rule.threshold),
              "cap": format_clock(rule.cap)}
    key = "bg.clock.match" if mode_of(options) == "match" else "bg.clock.game"
    text = t(key, locale, **params)
    if options.get("computer"):
        text += " " + t("bg.clock.computer_none", locale)
    return text


def _is_computer(ctx: Context, seat: int | None) -> bool:
    return seat is not None and seat < len(ctx.seats) and bool(ctx.seats[seat].computer)


ANALYSE, HINT = "analyse", "hint"  # controls the cog answers (GameService.side_actions), outside the decisions
WHOLE_PLAYS = 5  # up to this many distinct plays, each is one button; more, and checkers are moved one by one
PUBLIC_VIEWER = 0  # the public board is seen from the opener's side for the whole game


class BackgammonKind(OfferingKind[BgState, BgView, BgAction]):
    name = "backgammon"
    min_seats = 2
    max_seats = 2
    schema_version = game.SCHEMA
    title_key = "bg.title"
    help_key = "bg.help"
    has_private_view = True  # each player's own side of the board; moves stay on the public board
    private_button_key = "bg.btn.my_side"
    private_decisions = False
    stakes = True  # played for chips when opened with a stake
    option_specs = (MODE, LENGTH)
    player_settings = frozenset({"confirm_moves"})  # a move's last step waits for Confirm, as each player chose
    timeout_rule_key = ""  # the clock line of `options_summary` says what running out of time means

    # --- state ---------------------------------------------------------------------------------
    def start(self, ctx: Context, seed: int) -> BgState:
        confirm = tuple(bool(ctx.settings.get(seat, {}).get("confirm_moves", True)) for seat in (0, 1))
        length = LENGTH.clamp(ctx.options.get(LENGTH.name))
        return game.new_match(mode_of(ctx.options), length, seed,
                              ctx.now, confirm, clocked(ctx.options, tuple(s.computer for s in ctx.seats)),  # type: ignore[arg-type]
                              move_seconds=pace.move_seconds(ctx.options) or 0,
                              reserve=pace.reserve_seconds(ctx.options))

    def dump(self, state: BgState) -> BgState:
        return state  # a plain dataclass: the framework encodes it straight to JSON

    def load(self, data: dict[str, Any], schema: int) -> BgState:
        if schema < 2:  # schema 1 had a clock on both seats, the computer's too (its seat is kept from timing
            data = {"clocked": [True, True], **data}  # out by `deadline` and `on_timeout`)
        return BgState.from_json(data)

    interface_actions = frozenset({"pick"})
    actions = NAMES | interface_actions | {HINT}  # the Hint button: the cog's own (GameService.side_actions)
    bare_actions = BARE
    form_actions = frozenset({"typed"})

    move_names = NAME

    def offers(self, state: BgState) -> list[Offer[BgAction]]:
        return engine_offers(state)

    def encode_move(self, move: BgAction) -> Wire:
        return encode(move)

    def interface_for(self, state: BgState, offer: Offer[BgAction]) -> Extra:
        """A move's checker is picked first (of those that can move); the Hint button is answered by the cog (a
        practice game's), never applied to the game."""
        if offer.wanted == "move" and MoveChecker in offer.takes:
            return {"pick": frozenset(str(p) for p in game.sources(state)), HINT: None}
        return {}

    def interface(self, action: Action) -> dict[str, str]:
        if action.name == "pick" and action.values:
            return {"pick": action.values[0]}
        if action.name == "step" and action.arg:
            return {"pick": action.arg.rsplit(PATH, 1)[-1]}  # keep moving the same checker
        return {}

    def computer_seats(self, state: BgState) -> set[int]:
        return {s for s in (0, 1) if state.away[s]}

    def computer_action(self, ctx: Context, view: BgView, seat: int) -> Action | None:
        level = ctx.seats[seat].computer or computer.GHOST_LEVEL
        if view.away[seat] and view.phase == "between":
            return None  # the absent player must come back and press Continue themselves
        decision = computer.decide(view, seat, level, salt=ctx.game_id)
        if decision is None:
            return None
        return Action(decision[0], decision[1])

    def is_over(self, state: BgState) -> bool:
        return state.is_over()

    def placings(self, state: BgState) -> list[int] | None:
        if not state.is_over() or state.winner is None:
            return None
        return [0 if seat == state.winner else 1 for seat in (0, 1)]

    def apply(self, ctx: Context, state: BgState, seat: int | None, action: Action) -> Outcome[BgState]:
        assert seat is not None
        by_computer = action.by_computer
        if state.away[seat] and not by_computer and action.name not in ("back", "continue", "autoroll"):
            raise IllegalAction("bg.err.you_are_away")
        arg = action.arg
        if action.values:
            raise IllegalAction("err.not_available")  # the only select is the checker pick, an interface action
        if action.name == "typed" and not by_computer:
            if arg:
                raise IllegalAction("err.not_available")
            arg = action.fields.get("move", "")
        before = state
        state = game.apply(state, seat, action.name, arg, ctx.now)  # raises IllegalAction
        notice = None
        if ctx.options.get("hints") and not by_computer:  # practice: was that the best play?
            judged = judge_move(before, state, seat)
            if judged is not None:
                notice = feedback_text(*judged, ctx.locale)
        detail = action.name
        if state.last_play and state.last_play["seat"] == seat and action.name in ("step", "typed", "autoplay"):
            detail += " " + format_play([tuple(s) for s in state.last_play["steps"]])
        elif arg:
            detail += f" {arg}"
        return Outcome(state, detail=detail[:200], notice=notice)

    # --- time ----------------------------------------------------------------------------------
    def deadline(self, ctx: Context, state: BgState) -> float | None:
        if state.phase != "between" and _is_computer(ctx, state.clock_seat):
            return None  # a game of the old schema still runs the computer's clock: it never times out
        return state.deadline()

    def on_timeout(self, ctx: Context, state: BgState) -> Outcome[BgState] | None:
        state = state.clone()
        if state.phase == "between":
            ended = game.continue_timeout(state, ctx.now)
            if ended == "abandoned":
                return Outcome(state, detail="abandoned", status="abandoned")
            return Outcome(state, detail="continued") if ended else None
        seat = game.timed_out(state, ctx.now)
        if seat is None or _is_computer(ctx, seat):
            return None
        game.time_loss(state, ctx.now)
        return Outcome(state, detail="time")

    # --- joining, ratings and stakes -------------------------------------------------------------
    async def check_join(self, services: Services, options: OptionValues, user_id: int) -> str | None:
        cap = options.get("max_rating")
        if cap is not None:
            current = await services.ratings.get(user_id, self.name)
            if current.rating > float(cap):
                return "bg.err.over_cap"
        return None

    async def on_status_change(
        self, services: Services, conn: Tx, ctx: Context, state: BgState | None, old: str, new: str
    ) -> None:
        """The FIBS rating with the result, in the same transaction (the stake is the framework's)."""
        humans = [s.user_id for s in ctx.seats]
        if new in ("finished", "abandoned") and state is not None and state.winner is not None:
            winner, loser = humans[state.winner], humans[1 - state.winner]
            if winner is not None and loser is not None:  # games against the computer are unrated
                store = services.ratings
                w, lo = await store.get_in(conn, winner, self.name), await store.get_in(conn, loser, self.name)
                (rw, ew), (rl, el) = rating.update((w.rating, w.experience), (lo.rating, lo.experience), state.length)
                await store.put_in(conn, Rating(winner, self.name, rw, w.games + 1, ew),
                                   Rating(loser, self.name, rl, lo.games + 1, el))

    def shift_time(self, state: BgState, seconds: float) -> BgState:
        game.shift_time(state, seconds)
        return state

    def options_summary(self, options: OptionValues, locale: str) -> str:
        lines = [t("bg.options", locale, mode=mode_name(options, locale)), clock_line(options, locale)]
        if options.get("max_rating") is not None:
            lines.append(t("bg.cap", locale, cap=options["max_rating"]))
        level = computer.LEVELS.get(str(options.get("computer")))
        if level is not None:
            lines.append(t("bg.vs_computer", locale, level=t(f"bg.level.{level.name}", locale), rating=level.rating))
        if options.get("hints"):
            lines.append(t("bg.an.practice", locale))
        return "\n".join(lines)

    # --- display -------------------------------------------------------------------------------
    def _who(self, ctx: Context, seat: int, mention: bool = False) -> str:
        return f"{MARKERS[seat]} {ctx.mention(seat) if mention else ctx.name(seat)}"

    def event_text(self, ctx: Context, key: str, params: Mapping[str, Any]) -> str:
        p = dict(params)
        loc = ctx.locale
        if "who" in p:
            p["who"] = self._who(ctx, int(p["who"]))
        if "play" in p:
            p["play"] = format_play([tuple(s) for s in p["play"]]) or "—"
        if "how" in p:
            p["how"] = t(f"bg.how.{p['how']}", loc)
        if "level" in p:
            p["level"] = t(LEVEL_KEYS[int(p["level"])], loc)
        return t(key, loc, **p)

    # --- what the awaited player can do now (the 👉 line) and how a game ended ----------------------------
    def _todo(self, ctx: Context, view: BgView, seat: int) -> str:
        """What `seat`, awaited now, can do, in the game's own words (no name: the board and the private view
        each say whose it is). Only public facts: the whole position is on the board for both players."""
        loc = ctx.locale
        phase = view.phase
        if phase == "roll":
            race = "_race" if not view.contact() else ""
            if view.can_double(seat):
                return t(f"bg.do.roll_double{race}", loc, value=view.cube * 2, autoplay=t("bg.btn.autoplay", loc))
            return t(f"bg.do.roll{race}", loc, autoplay=t("bg.btn.autoplay", loc))
        if phase == "move" and game.awaiting_confirm(view):
            return t("bg.do.confirm", loc, play=format_play([(s, d, bool(h)) for s, d, h, _ in view.moved]))
        if phase == "move" and not view.moved and len(game.distinct_plays(view)) <= WHOLE_PLAYS:
            return t("bg.do.plays", loc, roll=f"{view.dice[0]}-{view.dice[1]}", typed=t("bg.btn.type", loc))
        if phase == "move":
            left = view.n_dice - len(view.moved)
            dice = ", ".join(str(d) for d in game.remaining_dice(view))
            return t("bg.do.steps_more" if view.moved else "bg.do.steps", loc, n=left, dice=dice,
                     undo=t("bg.btn.undo", loc))
        if phase == "doubled" and view.offer:
            value = view.offer["value"]
            redouble = not view.offer["redouble"] and value * 2 <= game.MAX_CUBE
            return t("bg.do.take_redouble" if redouble else "bg.do.take", loc, value=value, redouble=value * 2,
                     points=value // 2)
        if phase == "resign_choose":
            return t("bg.do.resign_choose", loc, back=t("bg.btn.back", loc))
        if phase == "resign_confirm":
            return t("bg.do.resign_confirm", loc)
        if phase == "resign_offered" and view.resign:
            level = view.resign["level"]
            return t("bg.do.resign_offered", loc, level=t(LEVEL_KEYS[level], loc), points=level * view.cube)
        if phase == "between":
            return t("bg.do.continue", loc, next=view.game_no + 1, button=t("bg.btn.continue", loc))
        return ""

    def _guidance(self, ctx: Context, view: BgView) -> list[str]:
        """One 👉 line for the players the game waits for (one line for both when they are asked the same);
        a computer is said to be thinking, never told what to do. A seat the computer plays while its player is
        away says nothing here (the away line does), except between games, where only the player can continue."""
        loc = ctx.locale
        asked: dict[str, list[int]] = {}
        thinking: list[str] = []
        for seat in sorted(view.actors()):
            if _is_computer(ctx, seat):
                thinking.append(t("bg.wait.computer", loc, who=self._who(ctx, seat)))
            elif not view.away[seat] or view.phase == "between":
                asked.setdefault(self._todo(ctx, view, seat), []).append(seat)
        lines = [t("bg.wait.line", loc, who=", ".join(self._who(ctx, s, mention=True) for s in seats), what=what)
                 for what, seats in asked.items() if what]
        return lines + thinking

    def result(self, ctx: Context, view: BgView) -> str | None:
        """How the game or match ended: who won, how many points and why (a gammon, a passed double, a
        resignation, a clock run out) and, for a match, the final score."""
        if not view.is_over() or view.winner is None or not view.result:
            return None
        loc = ctx.locale
        winner = view.winner
        loser = 1 - winner
        score = f"{view.score[winner]}–{view.score[loser]}"
        if view.result.get("how") == "abandoned":
            return t("bg.result.abandoned", loc, who=ctx.name(winner), loser=ctx.name(loser), score=score)
        line = self._game_result(ctx, view)
        if view.mode != "match":
            return "🏆 " + line
        return t("bg.result.match", loc, who=ctx.name(winner), length=view.length, score=score) + " " + t(
            "bg.result.last", loc, line=line)

    def _game_result(self, ctx: Context, view: BgView) -> str:
        """The last game's end in one sentence: "alice wins a gammon (2 points) — bob has borne off no checker."."""
        assert view.result is not None
        loc = ctx.locale
        winner = int(view.result["winner"])
        points, how = int(view.result["points"]), str(view.result["how"])
        worth = t("bg.result.points", loc, n=points) if view.cube == 1 else t(
            "bg.result.points_cube", loc, n=points, cube=view.cube)
        key = f"bg.result.{how}" if how in GAME_ENDS else "bg.result.single"
        if how == "resign":  # the level the loser resigned at (kept after the accept), e.g. a gammon
            level = view.resign["level"] if view.resign else points // view.cube
            key = f"bg.result.resign{min(3, max(1, int(level)))}"
        return t(key, loc, who=ctx.name(winner), loser=ctx.name(1 - winner), points=worth)

    @staticmethod
    def _clock_kinds(view: BgView) -> tuple[str, str]:
        """What each seat's clock shows: "bank" (live), "move" (a correspondence decision's time left, its
        reserve included), "reserve" (a correspondence match's reserve, while the other decides) or ""."""
        if view.phase == "over":
            return "", ""
        if not view.move_seconds:
            return tuple("bank" if view.clocked[s] else "" for s in (0, 1))  # type: ignore[return-value]
        running = view.clock_seat if view.clock_since is not None else None
        return tuple("" if not view.clocked[s] else "move" if s == running  # type: ignore[return-value]
                     else "reserve" if view.reserve else "" for s in (0, 1))

    @staticmethod
    def _clock_value(view: BgView, seat: int, kind: str, now: float) -> str:
        return format_clock(view.banks[seat] if kind == "reserve" else view.time_left(seat, now)) if kind else ""

    def _info_clock(self, ctx: Context, view: BgView) -> str | None:
        kinds = self._clock_kinds(view)
        if not any(kinds):
            return None
        values = [self._clock_value(view, s, kinds[s], ctx.now) for s in (0, 1)]
        if not view.move_seconds:
            return t("bg.info_clock", ctx.locale, c0=values[0] or "—", c1=values[1] or "—")
        order = sorted((0, 1), key=lambda s: kinds[s] != "move")  # the running clock first
        return " · ".join(t(f"bg.info_{kinds[s]}", ctx.locale, who=MARKERS[s], left=values[s])
                          for s in order if kinds[s])

    def _board(self, ctx: Context, view: BgView, viewer: int = PUBLIC_VIEWER) -> BoardView:
        loc = ctx.locale
        kinds = self._clock_kinds(view)
        clocks = (self._clock_value(view, 0, kinds[0], ctx.now), self._clock_value(view, 1, kinds[1], ctx.now))
        labels = {"clock": t("bg.label.clock", loc)}
        if view.move_seconds:
            labels.update({f"clock{s}": t(f"bg.label.{kinds[s]}", loc) for s in (0, 1) if kinds[s]})
        last = (view.last_play["seat"], view.last_play["steps"]) if view.last_play else None
        if view.phase == "move":
            mover, other = game.current_position(view)
            boards = (mover, other) if view.turn == 0 else (other, mover)
        else:
            boards = (tuple(view.board[0]), tuple(view.board[1]))
        score = t("bg.score_line", loc, a=view.score[0], b=view.score[1], length=view.length) \
            if view.mode == "match" else mode_name(ctx.options, loc)
        return BoardView(
            boards=boards,
            viewer=viewer,
            names=(ctx.name(0), ctx.name(1)),
            dice=tuple(view.dice),
            dice_left=tuple(game.remaining_dice(view)) if view.phase == "move" else tuple(view.dice),
            cube=view.cube,
            owner=view.owner,
            crawford=view.crawford_game,
            pips=(pips(boards[0]), pips(boards[1])),
            clocks=clocks,
            score_line=score,
            pips_label=t("bg.label.pips", loc),
            last_play=last,
            selected=self._selected(ctx, view),
            to_move=next(iter(view.actors()), None) if view.phase != "between" else None,
            labels=labels,
            offer=(view.offer["by"], view.offer["value"]) if view.phase == "doubled" and view.offer else None,
        )

    def private_display(self, ctx: Context, view: BgView, seat: int) -> Display | None:
        """The board from this player's own side, numbered for them (the public board keeps one side)."""
        loc = ctx.locale
        board = self._board(ctx, view, seat)
        lines = [t("bg.private.side", loc, marker=MARKERS[seat])]
        if seat in view.actors() and (not view.away[seat] or view.phase == "between"):
            lines.append(t("bg.private.now", loc, what=self._todo(ctx, view, seat)))
        return Display(
            title=t("bg.private.title", loc),
            description="\n".join(lines),
            image=partial(render_board, board),
            image_key=f"bg:{board!r}",
            colour=0xF2F0E6 if seat == 0 else 0xC0392B,
        )

    @staticmethod
    def _selected(ctx: Context, view: BgView) -> int | None:
        """The checker the mover picked (an interface choice), or the only one that can move."""
        if view.phase != "move":
            return None
        srcs = game.sources(view)
        picked = number(ctx.ui.get("pick", ""), digits=2)
        if picked in srcs:
            return picked
        return srcs[0] if len(srcs) == 1 else None

    def view(self, state: BgState, seat: int | None) -> BgView:
        return game.view(state)  # every seat may know the same: all but the dice to come

    def public_display(self, ctx: Context, view: BgView) -> Display:
        loc = ctx.locale
        mode = mode_name(ctx.options, loc)
        title = t("bg.heading_game", loc, mode=mode, game=view.game_no) if view.mode == "match" \
            else t("bg.heading", loc, mode=mode)
        lines = [self.event_text(ctx, key, params) for key, params in (ctx.recent or view.events)[-4:]]
        if view.crawford_game and view.phase not in ("between", "over"):
            lines.append(t("bg.crawford", loc))
        if view.phase == "over":
            ended = self.result(ctx, view)
            if ended:
                lines.append(f"**{ended}**")
        else:
            lines.extend(self._guidance(ctx, view))
        deadline = view.deadline()
        if deadline is not None and view.phase == "between" and view.move_seconds and not view.absent():
            lines.append(t("bg.continue_auto", loc, ts=int(deadline)))
        elif deadline is not None:
            lines.append(t("bg.deadline", loc, ts=int(deadline)))
        board = self._board(ctx, view)
        owner = f" ({MARKERS[view.owner]})" if view.owner is not None else ""
        info = t("bg.info", loc, p0=board.pips[0], p1=board.pips[1], cube=view.cube, owner=owner,
                 score=f"{view.score[0]}–{view.score[1]}")
        clock_info = self._info_clock(ctx, view)
        if clock_info:
            info += " · " + clock_info
        lines.append(info)
        rollers = [MARKERS[s] for s in (0, 1) if view.autoroll[s]]
        if rollers:
            lines.append(t("bg.autoroll_status", loc, who=" ".join(rollers)))
        for seat in view.absent():
            if view.phase == "between" and view.continue_by is not None:
                lines.append(t("bg.continue_by", loc, who=self._who(ctx, seat, True), ts=int(view.continue_by),
                               other=self._who(ctx, 1 - seat)))
            elif view.phase != "over":
                lines.append(t("bg.away_line", loc, who=self._who(ctx, seat, True)))
        if view.result and view.result.get("ghost") and view.phase in ("between", "over"):
            lines.append(t("bg.ghost_game", loc))
        summary = self.options_summary(ctx.options, loc).splitlines()[1:]
        lines.extend(summary)
        footer = t("bg.footer", loc, pid=view.position_id(), mid=view.match_id())
        return Display(
            title=title,
            description="\n".join(lines),
            image=partial(render_board, board),
            image_key=f"bg:{board!r}",
            controls=self.controls(ctx, view),
            colour=0xF2F0E6 if view.turn == 0 else 0xC0392B,
            footer=footer,
            attachments=[("match.mat", self.export(ctx, view))] if view.phase == "over" else [],
        )

    def export(self, ctx: Context, view: BgView) -> bytes:
        return to_mat(view, (ctx.name(0), ctx.name(1))).encode()

    @staticmethod
    def _type_form(loc: str) -> ModalForm:
        return ModalForm(t("bg.modal.title", loc),
                         (ModalField("move", t("bg.modal.field", loc), "13/7 8/7", max_length=40),))

    def controls(self, ctx: Context, view: BgView) -> list[Control]:
        """The board's buttons and selects for the decision open now, the match's own (away, back) after them."""
        loc = ctx.locale
        phase = view.phase
        autoroll_style: Style = "danger" if view.mode == "blitz" and not all(view.autoroll) else "secondary"
        autoroll = [Control("autoroll", t("bg.btn.autoroll", loc), autoroll_style, row=3)]
        if phase == "roll":
            out = self._roll_controls(ctx, view) + autoroll
        elif phase == "move":
            out = self._move_controls(ctx, view) + autoroll
        elif phase == "doubled" and view.offer:
            out = self._take_controls(ctx, view) + autoroll
        elif phase.startswith("resign_"):
            out = self._resign_controls(ctx, view) + (autoroll if phase == "resign_offered" else [])
        elif phase == "between":
            out = [Control("continue", t("bg.btn.continue", loc), "success", row=0)]
        elif phase == "over":  # the cog answers it: the analysis of the finished game or match, privately
            out = [Control(ANALYSE, t("bg.an.btn.analyse", loc), "primary", row=4, emoji="🔎")]
        else:
            out = []
        if view.mode == "match" and phase != "over":
            if any(view.away):
                out.append(Control("back", t("bg.btn.back_in", loc), "success", row=4))
            if phase != "between" and not all(view.away):
                out.append(Control("away", t("bg.btn.away", loc), row=4))
        return out

    @staticmethod
    def _roll_controls(ctx: Context, view: BgView) -> list[Control]:
        loc = ctx.locale
        out = [Control("roll", t("bg.btn.roll", loc), "primary", row=0)]
        if view.can_double(view.turn):
            out.append(Control("double", t("bg.btn.double", loc), "success", row=0))
        if not view.contact():
            out.append(Control("autoplay", t("bg.btn.autoplay", loc), row=0))
        out.append(Control("resign", t("bg.btn.resign", loc), "danger", row=0))
        return out

    def _move_controls(self, ctx: Context, view: BgView) -> list[Control]:
        """A finished move: Confirm or Undo. A new roll with few plays: each whole play as a button. Otherwise the
        checker to move and, once picked, where it can go. Points are named in the mover's own numbering (as in the
        notation, the log and the export); the picture carries both numberings, each on tags of its player's colour,
        and every control that names points wears the mover's colour: "🔴 13 → 8 (5)" is read on the red tags."""
        loc = ctx.locale
        if game.awaiting_confirm(view):
            return [Control("confirm", t("bg.btn.confirm", loc), "success", row=0),
                    Control("undo", t("bg.btn.undo", loc), row=0),
                    Control("resign", t("bg.btn.resign", loc), "danger", row=0)]
        plays = game.distinct_plays(view) if not view.moved else []
        if not view.moved and len(plays) <= WHOLE_PLAYS:
            mine = MARKERS[view.turn]
            out = [Control("lay", (format_play(play.steps) or t("bg.no_move", loc))[:80], "primary",
                           arg=encode(LayOut(encode_position_id(*play.result))).arg, row=0, emoji=mine)
                   for play in sorted(plays, key=lambda p: format_play(p.steps))]
            return out + self._move_tools(ctx, view, row=1)
        return self._checker_controls(ctx, view) + self._move_tools(ctx, view, row=2)

    def _checker_controls(self, ctx: Context, view: BgView) -> list[Control]:
        """The select of checkers that can move and, for the one picked, a button for each place it can reach."""
        loc = ctx.locale
        mine = MARKERS[view.turn]
        selected = self._selected(ctx, view)
        bar, off = t("bg.bar", loc), t("bg.off", loc)
        position = game.current_position(view)[0]
        out = [Control(
            "pick", placeholder=t("bg.pick", loc, marker=mine), row=0,
            choices=tuple(
                Choice(bar if p == 25 else t("bg.pick_option", loc, point=p, count=position[p - 1]), str(p),
                       default=p == selected, emoji=mine)
                for p in game.sources(view)[:25]
            ),
        )]
        for dest in game.destinations(view, selected)[:5] if selected is not None else []:
            labels = [bar if p == 25 else off if p == 0 else str(p) for p in dest.path]
            shown = [labels[0]] + [lab + "*" for lab, hit in zip(labels[1:-1], dest.hits[:-1], strict=True)
                                   if hit] + [labels[-1] + ("*" if dest.hits[-1] else "")]
            dice = "+".join(str(d) for d in dest.dice)
            out.append(Control("step", f"{' → '.join(shown)} ({dice})", "primary",
                               arg=encode(MoveChecker(dest.path)).arg, row=1, emoji=mine))
        if view.moved:
            out.append(Control("undo", t("bg.btn.undo", loc), row=2))
        return out

    def _move_tools(self, ctx: Context, view: BgView, row: int) -> list[Control]:
        """Typing a move, a hint in practice, playing a race out, and resigning: beside every move's choices."""
        loc = ctx.locale
        out = [Control("typed", t("bg.btn.type", loc), row=row, modal=self._type_form(loc))]
        if ctx.options.get("hints"):
            out.append(Control(HINT, t("bg.an.btn.hint", loc), "success", row=row, emoji="💡"))
        if not view.contact():
            out.append(Control("autoplay", t("bg.btn.autoplay", loc), row=row))
        out.append(Control("resign", t("bg.btn.resign", loc), "danger", row=row))
        return out

    @staticmethod
    def _take_controls(ctx: Context, view: BgView) -> list[Control]:
        loc = ctx.locale
        assert view.offer is not None
        out = [Control("take", t("bg.btn.take", loc), "success", row=0),
               Control("pass", t("bg.btn.pass", loc), "danger", row=0)]
        value = view.offer["value"] * 2
        if not view.offer["redouble"] and value <= game.MAX_CUBE:
            out.append(Control("redouble", t("bg.btn.redouble", loc, value=value), "primary", row=0))
        return out

    @staticmethod
    def _resign_controls(ctx: Context, view: BgView) -> list[Control]:
        loc = ctx.locale
        if view.phase == "resign_choose":
            return [*(Control("resign_lvl", t("bg.btn.resign_level", loc, level=t(LEVEL_KEYS[level], loc),
                                                points=level * view.cube), "danger",
                              arg=encode(ResignLevel(level)).arg, row=0)
                      for level in LEVELS.values()),
                    Control("resign_no", t("bg.btn.back", loc), row=0)]
        if view.phase == "resign_confirm":
            return [Control("resign_yes", t("bg.btn.yes_gammon", loc), "danger", row=0),
                    Control("resign_no", t("bg.btn.back", loc), row=0)]
        if view.phase == "resign_offered":
            return [Control("accept_resign", t("bg.btn.accept", loc), "success", row=0),
                    Control("reject_resign", t("bg.btn.reject", loc), "danger", row=0)]
        return []
