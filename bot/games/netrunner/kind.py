"""Netrunner's adapter to the framework: decisions, the board picture and each player's private view. Every display,
card list and the computer read an `NrView` (`view.py`), never the state: an unrezzed or face-down card reaches them
only as a back, what the Runner accessed reaches the Runner alone."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from bot.cards.decklists import clean_name
from bot.cards.faces import Face
from bot.cards.question_controls import question_controls
from bot.cards.questions import Question as Prompt
from bot.cards.readable import Readable, ReadableList
from bot.cards.zones import CardView
from bot.engine.moves import Wire
from bot.engine.values import number
from bot.framework import pace
from bot.framework.defaults import READ_SECONDS, StagedKind
from bot.framework.game_options import ChoiceOption, OptionValues
from bot.framework.kinds import (
    Action,
    CardRef,
    Choice,
    Context,
    Control,
    Display,
    Outcome,
    Style,
)
from bot.framework.offering import Extra, OfferingKind
from bot.games.netrunner import abilities, computer, game, moves, rules
from bot.games.netrunner import offers as nr_offers
from bot.games.netrunner import view as nr_view
from bot.games.netrunner.cards import CARDS, DECK_IDS, DECKS, NrCard, identity_of
from bot.games.netrunner.deckbuilding import DECK_FORMAT
from bot.games.netrunner.moves import (
    Ability,
    Advance,
    Begin,
    Break,
    ClickBreak,
    Concede,
    Continue,
    Credit,
    Do,
    Draw,
    EndTurn,
    Install,
    JackOut,
    Leech,
    Mulligan,
    NrMove,
    Play,
    Pump,
    Purge,
    RemoveTag,
    Rest,
    Rez,
    RezStops,
    Run,
    Score,
    TrashResource,
)
from bot.games.netrunner.render import (
    Bar,
    BoardView,
    Column,
    counter_marks,
    render_board,
    render_card,
    render_hand,
)
from bot.games.netrunner.state import CENTRALS, SCHEMA, NrState
from bot.games.netrunner.text import STRINGS
from bot.games.netrunner.view import NrView, SeenCard
from bot.i18n import CATALOGUE, t

CATALOGUE.register(STRINGS)

ACCENT = {"agenda": (130, 60, 150), "asset": (40, 120, 90), "operation": (120, 110, 40), "upgrade": (60, 90, 150),
          "ice": (170, 60, 50), "event": (170, 110, 30), "hardware": (70, 110, 160), "resource": (60, 140, 80),
          "program": (40, 150, 170), "identity": (90, 90, 90)}
MAX_LABEL = 100
MAX_OPTIONS = 25
INTERFACE = frozenset({"pick"})
DO = moves.DO  # one select for the actions on installed cards
DO_ACTIONS = moves.DO_NAMES
STOPS = moves.NAME[RezStops]  # the Corp's standing toggle: whether the game waits for it at rez windows
POINTER = "👉 "  # the line that says what the awaited player can do now
# The card whose text asks each question (all of them public when they ask: played, scored, stolen, rezzed or firing)
PROMPT_CARDS = abilities.ASKED_BY
SelectOption = tuple[Wire, Choice]  # a select's option: the move it makes (`moves.select` writes it) and how it shows
DoOption = tuple[moves.DoMove, Choice]  # an option of the turn's "do" select: the move and how it is shown


def fit(text: str, limit: int = MAX_LABEL) -> str:
    """`text` within Discord's `limit` characters: cut at the last word boundary that leaves room for "…"
    (never inside a word), so a select's description or label never ends mid-word."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.·—-") + "…"


def clock_text(seconds: float, locale: str) -> str:
    """A decision's time as a player says it: "3 min", "90 s" → "1 min 30 s" (a correspondence clock: "2 days")."""
    if seconds >= 3600:
        return pace.duration_text(seconds, locale)
    total = int(seconds)
    minutes, rest = divmod(total, 60)
    if not minutes:
        return t("nr.clock.sec", locale, n=rest)
    if not rest:
        return t("nr.clock.min", locale, n=minutes)
    return t("nr.clock.min_sec", locale, n=minutes, s=rest)


def type_name(card: NrCard, locale: str) -> str:
    return t(f"nr.type.{card.type}", locale)


def brief(card_id: str, locale: str) -> str:
    """A card named with what matters when the Runner accesses it: its type, and an agenda's points or a
    card's trash cost ("Regolith Mining License (asset, trash cost 3)")."""
    card = CARDS.get(card_id)
    if card is None:
        return "?"
    kind = type_name(card, locale)
    if card.type == "agenda":
        return t("nr.brief.agenda", locale, card=card.name, type=kind, points=card.points)
    if card.trash is not None:
        return t("nr.brief.trash", locale, card=card.name, type=kind, cost=card.trash)
    return t("nr.brief.plain", locale, card=card.name, type=kind)


def describe(card: NrCard, locale: str) -> str:
    """A select option's description: the facts a player chooses by first (type, advancement and points, trash
    cost, strength, memory), then as much of the card's text as fits at a word boundary; the whole text is
    in the card's details."""
    kind = type_name(card, locale).capitalize()
    if card.subtypes:
        kind = f"{kind}: {', '.join(card.subtypes)}"
    if card.type == "agenda":
        facts = t("nr.desc.agenda", locale, type=kind, adv=card.advancement, points=card.points)
    elif card.trash is not None:
        facts = t("nr.desc.trash", locale, type=kind, trash=card.trash)
    elif card.strength is not None and card.mu:
        facts = t("nr.desc.breaker", locale, type=kind, strength=card.strength, mu=card.mu)
    elif card.strength is not None:
        facts = t("nr.desc.strength", locale, type=kind, strength=card.strength)
    elif card.mu:
        facts = t("nr.desc.memory", locale, type=kind, mu=card.mu)
    else:
        facts = kind
    return fit(f"{facts}. {t(f'nr.ab.{card.id}', locale)}")


def card_name(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.name if card else "?"


def is_computer(ctx: Context, seat: int) -> bool:
    return 0 <= seat < len(ctx.seats) and ctx.seats[seat].computer is not None


def either(items: list[str], locale: str) -> str:
    """"a, b, or c" as the locale says it."""
    if len(items) <= 1:
        return "".join(items)
    if len(items) == 2:
        return t("nr.can.or2", locale, first=items[0], last=items[1])
    return t("nr.can.or", locale, rest=", ".join(items[:-1]), last=items[-1])


def server_name(server: str | None, locale: str) -> str:
    if server is None:
        return "?"
    if server in CENTRALS:
        return t(f"nr.server.{server}", locale)
    if server == "new":
        return t("nr.server.new", locale)
    return t("nr.server.remote", locale, n=server.removeprefix("r"))


def face(card_id: str, locale: str) -> Face:
    card = CARDS[card_id]
    stats: list[tuple[str, str]] = []
    if card.cost is not None:
        stats.append(("¢", str(card.cost)))
    if card.strength is not None:
        stats.append((t("nr.stat.strength", locale), str(card.strength)))
    if card.type == "agenda":
        stats.append((t("nr.stat.advancement", locale), str(card.advancement)))
        stats.append((t("nr.stat.points", locale), str(card.points)))
    if card.trash is not None:  # a word: DejaVu Sans has no trash-can glyph
        stats.append((t("nr.stat.trash", locale), str(card.trash)))
    type_line = " · ".join([type_name(card, locale).capitalize(), *card.subtypes])
    return Face(card.name, type_line, ACCENT[card.type], tuple(stats), t(f"nr.ab.{card_id}", locale))


def button(move: NrMove, label: str, style: Style, row: int, *, disabled: bool = False) -> Control:
    """A button that makes `move`: the whole move in its arg, as `moves.encode` writes it."""
    wire = moves.encode(move)
    assert not wire.values, wire  # a button carries no values
    return Control(wire.name, label, style, arg=wire.arg, row=row, disabled=disabled)


def menu(offers: Sequence[SelectOption], placeholder: str, row: int, *, most: int = 1) -> Control:
    """A select of moves, each as `moves.select` writes it: the control takes their shared name and arg, each
    choice its move's one value. `most` > 1: several may be picked (their values together are one move)."""
    name, arg = offers[0][0].name, offers[0][0].arg
    assert all((wire.name, wire.arg, len(wire.values)) == (name, arg, 1) for wire, _ in offers), offers
    return Control(name, placeholder=placeholder, row=row, arg=arg, max_values=most,
                   choices=tuple(replace(choice, value=wire.values[0]) for wire, choice in offers))


def do_menu(offers: Sequence[DoOption], placeholder: str, row: int) -> Control:
    """The turn's select of actions on installed cards."""
    return menu([(moves.encode(Do(move)), choice) for move, choice in offers], placeholder, row)


# the System Gateway steps, and the constructed game (each player's own deck or a shipped one)
STEP = ChoiceOption("step", ("starter", "booster", game.CONSTRUCTED), "starter", "nr.cmd.step.name")


class NetrunnerKind(StagedKind[NrState, NrView], OfferingKind[NrState, NrView, NrMove]):
    engine = game
    players = computer
    timeout_event = "nr.ev.timeout"
    reading_event = "nr.ev.reading"
    name = "netrunner"
    min_seats = 2
    max_seats = 2
    schema_version = SCHEMA
    has_private_view = True
    title_key = "nr.title"
    help_key = "nr.help"
    turn_seconds = (30, 900)
    option_specs = (STEP,)
    deck_format = DECK_FORMAT  # players' own decks (/deck import), chosen in a constructed game
    interface_actions = INTERFACE
    actions = moves.NAMES | INTERFACE
    confirm_actions = frozenset({moves.NAME[Concede]})  # asked again by the framework before it is applied
    bare_actions = moves.BARE

    # --- state ---------------------------------------------------------------------------------
    def start(self, ctx: Context, seed: int) -> NrState:
        seconds = self._seconds(ctx.options)
        side = ctx.options.get("side", "random")
        if side not in ("corp", "runner"):
            side = "corp" if seed % 2 == 0 else "runner"
        step = STEP.clamp(ctx.options.get(STEP.name))
        own = (tuple(ctx.decks.get(0, ())), tuple(ctx.decks.get(1, ())))
        return game.new_game(seed, ctx.now, step=step, corp=0 if side == "corp" else 1, turn_seconds=seconds,
                             custom=own)

    def dump(self, state: NrState) -> NrState:
        return state

    def load(self, data: dict[str, Any], schema: int) -> NrState:
        return NrState.from_json(data)

    def is_over(self, state: NrState) -> bool:
        return state.is_over()

    def placings(self, state: NrState) -> list[int] | None:
        """The winner first; a draw (no winner) puts both first."""
        if not state.is_over():
            return None
        return [0 if state.winner is None or seat == state.winner else 1 for seat in (0, 1)]

    # --- decisions -----------------------------------------------------------------------------
    move_names = moves.NAME

    def offers(self, state: NrState) -> list[nr_offers.NrOffer]:
        return nr_offers.offers(state)

    def encode_move(self, move: NrMove) -> Wire:
        return moves.encode(move)

    def interface_for(self, state: NrState, offer: nr_offers.NrOffer) -> Extra:
        """A turn's hand cards start with a pick (the card, then where it goes)."""
        return dict.fromkeys(INTERFACE) if offer.wanted == "turn" else {}

    def interface(self, action: Action) -> dict[str, str]:
        if action.name == "pick" and action.values:
            return {"pick": action.values[0]}
        return {}

    def apply(self, ctx: Context, state: NrState, seat: int | None, action: Action) -> Outcome[NrState]:
        assert seat is not None
        state = game.apply(state, seat, action.name, action.arg, action.values, ctx.now)  # raises IllegalAction
        return Outcome(state, detail=";".join([action.name, *(str(key) for key, _ in state.events)])[:200])

    # --- time and computers ----------------------------------------------------------------------
    def options_summary(self, options: OptionValues, locale: str) -> str:
        step = STEP.clamp(options.get(STEP.name))
        return t("nr.options", locale, step=t(f"nr.step.{step}", locale),
                 clock=clock_text(self._seconds(options), locale))

    @staticmethod
    def _seconds(options: OptionValues) -> int:
        """The clock of every decision, as `start` sets it."""
        return pace.decision_seconds(options, "turn_seconds", 180, 30, 900)

    def computer_action(self, ctx: Context, view: NrView, seat: int) -> Action | None:
        """The computer's move from `seat`'s view (said here, not left to `StagedKind`, so that the types check that
        nothing but a view reaches it)."""
        move = computer.decide(view, seat)
        return None if move is None else Action(*move)

    # --- the log -------------------------------------------------------------------------------
    def event_text(self, ctx: Context, key: str, params: Mapping[str, Any]) -> str:
        loc = ctx.locale
        p: dict[str, Any] = dict(params)
        if isinstance(p.get("who"), int):
            p["who"] = ctx.name(p["who"])
        elif "who" not in p and key in rules.CORP_EVENTS | rules.RUNNER_EVENTS:  # a line logged before names
            p["who"] = t("nr.side.corp" if key in rules.CORP_EVENTS else "nr.side.runner", loc)
        for name in ("card", "ice", "breaker"):
            if isinstance(p.get(name), str):
                p[name] = card_name(p[name])
        if key == "nr.pv.accessed" and isinstance(params.get("card"), str):
            p["card"] = brief(str(params["card"]), loc)  # what it is and what it is worth, to the Runner alone
        if isinstance(p.get("cards"), list):
            p["cards"] = ", ".join(card_name(c) for c in p["cards"]) or "—"
        if "server" in p:
            p["server"] = server_name(p["server"], loc)
        if isinstance(p.get("side"), str) and key != "nr.ev.over":
            p["side"] = t(f"nr.side.{p['side']}", loc)
        if key == "nr.ev.identity":
            p["side"] = t(f"nr.side.{CARDS[str(params['card'])].side}", loc)
        if key == "nr.ev.damage":
            p["kind"] = t(f"nr.damage.{params['kind']}", loc)
        if key == "nr.ev.sub":
            p["sub"] = t(f"nr.sub.{params['sub']}", loc)
        if key == "nr.ev.installed_corp":
            p["kind"] = t(f"nr.kind.{params['kind']}", loc)
        if key in ("nr.ev.planogram", "nr.ev.manegarm"):
            p["choice"] = t(f"nr.choice.{params['choice']}", loc)
        if key == "nr.ev.wildcat":
            p["choice"] = t(f"nr.choice.wild_{params['choice']}", loc)
        if key == "nr.ev.over":
            p["result"] = self._result(ctx, int(params["winner"]), str(params["reason"]), params.get("side"))
        if key == "nr.ev.reading":
            p["time"] = clock_text(int(params.get("n", READ_SECONDS)), loc)
        return t(key, loc, **p)

    def _result(self, ctx: Context, winner: int, reason: str, side: Any) -> str:
        why = t(f"nr.end.{reason}", ctx.locale)
        if winner < 0 or side not in ("corp", "runner"):
            return t("nr.result.draw", ctx.locale, reason=why)
        return t("nr.result.win", ctx.locale, who=ctx.name(winner), side=t(f"nr.side.{side}", ctx.locale), reason=why)

    # --- the board -----------------------------------------------------------------------------
    def view(self, state: NrState, seat: int | None) -> NrView:
        return nr_view.view(state, seat)

    def public_display(self, ctx: Context, view: NrView) -> Display:
        shown = (ctx.recent or view.events)[-8:]
        lines = [self.event_text(ctx, key, params) for key, params in shown]
        status = self._status(ctx, view)
        if view.is_over() and any(key == "nr.ev.over" for key, _ in shown):
            status = status[1:]  # the log's "Game over: …" line says the result already
        lines.extend(status)
        if view.deadline is not None and not view.is_over():
            lines.append(t("nr.clock.line", ctx.locale, clock=clock_text(view.turn_seconds, ctx.locale),
                           when=f"<t:{int(view.deadline)}:R>"))
        picture = self.board_view(ctx, view)
        return Display(title=self._heading(ctx, view), description="\n".join(lines)[:4000],
                       image=partial(render_board, picture), image_key=f"nr-board:{picture!r}", image_name="board.png",
                       colour=0x1F8A70)

    def _heading(self, ctx: Context, view: NrView) -> str:
        loc = ctx.locale
        if view.phase in ("decks", "mulligan"):
            return t("nr.heading.setup", loc)
        if view.is_over():
            return t("nr.heading.over", loc)
        return t("nr.heading.turn", loc, who=ctx.name(view.turn), side=t(f"nr.side.{view.side(view.turn)}", loc))

    def result(self, ctx: Context, state: NrState) -> str | None:
        if not state.is_over():
            return None
        winner = -1 if state.winner is None else state.winner
        return self._result(ctx, winner, state.end or "concede", state.side(winner) if winner >= 0 else None)

    def _status(self, ctx: Context, view: NrView) -> list[str]:
        loc = ctx.locale
        if view.is_over():
            winner = -1 if view.winner is None else view.winner
            return [self._result(ctx, winner, view.end or "concede", view.side(winner) if winner >= 0 else None)]
        lines: list[str] = []
        run_line = self._run_line(ctx, view)
        if run_line:
            lines.append(run_line)
        lines.extend(self._waiting(ctx, view))
        for seat in (view.corp, view.runner):
            corp = seat == view.corp
            lines.append(t("nr.statline", loc, who=ctx.name(seat), side=t(f"nr.side.{view.side(seat)}", loc),
                           credits=view.credits[seat], points=view.points[seat], goal=view.goal,
                           hand=len(view.hand(seat)), deck=len(view.zone("rd" if corp else "stack")),
                           deck_name=t("nr.deck.rd" if corp else "nr.deck.stack", loc)))
        if view.tags:
            lines.append(t("nr.tags_line", loc, n=view.tags))
        return lines

    def _waiting(self, ctx: Context, view: NrView) -> list[str]:
        """Whom the game waits for: a member is told in one line what they can do now, from public facts only (what
        a hand holds never shows here); a computer is said to be thinking."""
        loc = ctx.locale
        hand = t(self.private_button_key, loc)
        lines: list[str] = []
        for seat, wanted in sorted(view.awaited.items()):
            who = ctx.mention(seat)
            if is_computer(ctx, seat):
                lines.append(t("nr.wait.computer", loc, who=ctx.name(seat)))
            elif wanted == "turn":
                key = ("nr.wait.turn_corp" if seat == view.corp else "nr.wait.turn_runner") if view.clicks \
                    else "nr.wait.turn_free"
                lines.append(t(key, loc, who=who, clicks=view.clicks))
            elif wanted == "prompt" and view.asking is not None:
                kind = view.asking
                if kind in ("discard", "access", "deck"):
                    lines.append(t(f"nr.wait.prompt_{kind}", loc, who=who, hand=hand))
                elif kind in PROMPT_CARDS:
                    lines.append(t("nr.wait.prompt_card", loc, who=who, card=card_name(PROMPT_CARDS[kind]), hand=hand))
                else:
                    lines.append(t("nr.wait.prompt", loc, who=who, hand=hand))
            else:
                lines.append(t(f"nr.wait.{wanted}", loc, who=who))
        return lines

    @staticmethod
    def _run_line(ctx: Context, view: NrView) -> str:
        r = view.run
        if r is None:
            return ""
        loc = ctx.locale
        count = len(view.ice(r.server))
        where = (t("nr.where.ice", loc, pos=count - r.pos, count=count, step=t(f"nr.step.{r.step}", loc))
                 if r.pos >= 0 and r.step in ("approach", "encounter", "movement") else t("nr.where.server", loc))
        return t("nr.run_line", loc, server=server_name(r.server, loc), where=where)

    def board_view(self, ctx: Context, view: NrView) -> BoardView:
        """The picture's data, from `view` (the public's, for the board): a card the view hides is a back, with the
        public facts of it (where it lies, its advancement counters)."""
        loc = ctx.locale
        r = view.run

        def bar(card: CardView, adv: int, back: str, hosted: tuple[str, ...] = (), where: str = "") -> Bar:
            marks = ([t("nr.label.adv", loc, n=adv)] if adv else []) + list(counter_marks(dict(card.counters)))
            if where:
                marks.append(where)
            if card.card is None or card.iid is None:
                return Bar(back, "", (70, 74, 96), tuple(marks), True, hosted)
            info = CARDS[card.card]
            right = str(view.strength[card.iid]) if card.iid in view.strength else ""
            return Bar(info.name, right, ACCENT[info.type], tuple(marks), False, hosted)

        def hosted_on(server: str, place: int) -> tuple[str, ...]:
            """The programs hosted on the ice at `place` (innermost 0) of `server`, each with its counters."""
            return tuple(" ".join((card_name(view.inst(program).card or ""),
                                   *counter_marks(dict(view.inst(program).counters))))
                         for program, at in sorted(view.hosted.items()) if at == (server, place))

        def installed(zone: str, back: str) -> tuple[Bar, ...]:
            server = zone.split(":", 1)[1] if zone.startswith("ice:") else None
            return tuple(bar(c, adv, back, hosted_on(server, i) if server is not None else ())
                         for i, (c, adv) in enumerate(zip(view.zone(zone), view.adv[zone], strict=True)))

        def host_of(program: int) -> str:
            if program not in view.hosted:
                return ""
            server, place = view.hosted[program]
            return t("nr.label.hosted_on", loc, server=server_name(server, loc), n=place + 1)

        columns = []
        for server in view.servers():
            focus = None
            if r is not None and r.server == server and r.step in ("approach", "encounter") and r.pos >= 0:
                focus = r.pos
            extra = ""
            if server == "archives":
                archives = view.zone("archives")
                extra = t("nr.label.archives_count", loc, n=len(archives), up=sum(1 for c in archives if not c.hidden))
            elif server in ("hq", "rd"):
                extra = t("nr.label.cards", loc, n=len(view.zone(server)))
            columns.append(Column(server_name(server, loc), installed(f"ice:{server}", t("nr.label.ice", loc)),
                                  installed(f"root:{server}", t("nr.label.card", loc)), focus,
                                  r is not None and r.server == server, extra))
        rig = {kind: tuple(bar(view.inst(i), 0, "", where=host_of(i)) for i in view.rig(kind))
               for kind in ("program", "hardware", "resource")}
        signs = {mark[0] for bars in (*rig.values(), *((*c.ice, *c.root) for c in columns)) for b in bars
                 for mark in b.marks if mark} & {"☣", "⚡", "◆"}
        corp, runner = view.corp, view.runner
        used, memory = view.memory
        return BoardView(
            corp_name=f"{ctx.name(corp)} · {t('nr.side.corp', loc)}{_identity_tag(view, corp)}",
            corp_stats=(t("nr.label.credits", loc, n=view.credits[corp]),
                        t("nr.label.points", loc, n=view.points[corp]),
                        *((t("nr.label.clicks", loc, n=view.clicks),) if view.turn == corp else ())),
            runner_name=f"{ctx.name(runner)} · {t('nr.side.runner', loc)}{_identity_tag(view, runner)}",
            runner_stats=(t("nr.label.credits", loc, n=view.credits[runner]),
                          t("nr.label.points", loc, n=view.points[runner]),
                          t("nr.label.tags", loc, n=view.tags),
                          t("nr.label.mu", loc, used=used, total=memory),
                          t("nr.label.heap", loc, n=len(view.zone("heap"))),
                          *((t("nr.label.clicks", loc, n=view.clicks),) if view.turn == runner else ())),
            columns=tuple(columns),
            programs=rig["program"], hardware=rig["hardware"], resources=rig["resource"],
            labels=(t("nr.label.programs", loc), t("nr.label.hardware", loc), t("nr.label.resources", loc)),
            scored=(tuple(card_name(c.card or "") for c in view.zone(f"score{corp}")),
                    tuple(card_name(c.card or "") for c in view.zone(f"score{runner}"))),
            corp_active=corp in view.awaited, runner_active=runner in view.awaited,
            caption=self._run_line(ctx, view).removeprefix("🏃").strip(),  # the picture's font has no emoji
            key=t("nr.label.counter_key", loc) if signs else "",
        )

    # --- reading cards (📖 Cards) ------------------------------------------------------------------------
    def readable_cards(self, ctx: Context, view: NrView, seat: int | None) -> list[CardRef]:
        return [CardRef(r.ref, card_name(r.card) + (f" ×{r.copies}" if r.copies > 1 else ""), r.place)
                for r in self._readable(ctx, view, seat)]

    def _readable(self, ctx: Context, view: NrView, seat: int | None) -> list[Readable]:
        """Every card `seat` may read, from its view (None: the public's): the hand, each card once; the card the
        Runner is accessing; the table, their own side first (identity; the Corp's servers, each one's ice outermost
        first, then its root; Archives; the Runner's rig and heap; the score areas); the cards they have seen that
        still lie hidden from everyone else, and the choices a question offers them; cards seen earlier; cards the
        public log has named, the latest first. A card listed once is not listed again as seen or logged.

        A ref names a card id (hand, piles, seen, log), a side's identity (`i.<seat>`) or an instance the viewer sees
        (`t.<iid>`: face up, the Corp's own, or one the Runner has accessed), never a hidden card's instance."""
        listing = ReadableList(CARDS)
        if seat is not None:
            self._read_hand(ctx, view, seat, listing)
        for side in ((seat, 1 - seat) if seat is not None else (view.corp, view.runner)):
            identity = view.identities[side] or _shipped_identity(view, side)
            if identity:  # a constructed game's identity is known once chosen
                listing.add(Readable(f"i.{side}", identity, self._whose(ctx, seat, "identity", side)))
            if side == view.corp:
                self._read_servers(ctx, view, seat, listing)
            else:
                self._read_rig(ctx, view, seat, side, listing)
            for c in _shown(view, f"score{side}"):
                listing.add(Readable(f"t.{c.iid}", c.card or "", self._whose(ctx, seat, "score", side), c.iid))
        if seat is not None:
            self._read_known(ctx, view, seat, listing)
        listing.later(self._read_later(ctx, view, seat))
        return listing.items

    @staticmethod
    def _whose(ctx: Context, seat: int | None, name: str, side: int) -> str:
        loc = ctx.locale
        return t(f"nr.place.{name}_own", loc) if side == seat else t(f"nr.place.{name}", loc, who=ctx.name(side))

    @staticmethod
    def _read_hand(ctx: Context, view: NrView, seat: int, listing: ReadableList) -> None:
        """The viewer's hand, and the card the Runner is accessing."""
        loc = ctx.locale
        listing.pile("h", [c.card for c in view.hand(seat) if c.card], t("nr.place.hand", loc))
        r = view.run
        if seat == view.runner and r is not None and r.accessing is not None and view.sees(r.accessing):
            listing.add(Readable(f"t.{r.accessing}", view.inst(r.accessing).card or "", t("nr.place.accessing", loc),
                                 r.accessing))

    @staticmethod
    def _read_servers(ctx: Context, view: NrView, seat: int | None, listing: ReadableList) -> None:
        """The Corp's cards the viewer sees in its servers (outermost ice first, as the Runner meets them, then the
        root), and Archives, the latest first (its face-down part for the Corp alone)."""
        loc = ctx.locale

        def installed(c: CardView, place: str) -> None:
            if not c.face_up:
                place = t("nr.place.face_down" if seat == view.corp else "nr.place.face_down_seen", loc, place=place)
            listing.add(Readable(f"t.{c.iid}", c.card or "", place, c.iid))

        for server in view.servers():
            name = server_name(server, loc)
            for c in reversed(_shown(view, f"ice:{server}")):
                installed(c, t("nr.place.ice", loc, server=name))
            for c in _shown(view, f"root:{server}"):
                installed(c, t("nr.place.root", loc, server=name))
        archives = list(reversed(_shown(view, "archives")))
        listing.pile("a", [c.card for c in archives if c.card and c.face_up], t("nr.place.archives", loc))
        if seat == view.corp:
            listing.pile("af", [c.card for c in archives if c.card and not c.face_up], t("nr.place.archives_down", loc))

    def _read_rig(self, ctx: Context, view: NrView, seat: int | None, side: int, listing: ReadableList) -> None:
        for kind in ("program", "hardware", "resource"):
            for iid in view.rig(kind):
                listing.add(Readable(f"t.{iid}", view.card(iid).id, self._whose(ctx, seat, "rig", side), iid))
        heap = [c.card for c in reversed(_shown(view, "heap")) if c.card]
        listing.pile("x", heap, self._whose(ctx, seat, "heap", side))

    @staticmethod
    def _read_known(ctx: Context, view: NrView, seat: int, listing: ReadableList) -> None:
        """The cards the viewer has seen that lie hidden from everyone else, the latest seen first (never the order
        they lie in), and the cards a question of theirs offers."""
        loc = ctx.locale
        for seen in reversed(view.known):
            listing.add(Readable(f"t.{seen.iid}", seen.card, t("nr.place.seen_at", loc, where=server_name(
                _server_or_zone(seen.zone), loc)), seen.iid))
        prompt = view.prompt
        if prompt is not None and prompt.seat == seat:
            for option in prompt.options:
                if number(option) is None and option in CARDS:
                    listing.add(Readable(f"c.{option}", option, t("nr.place.choice", loc)))

    @staticmethod
    def _read_later(ctx: Context, view: NrView, seat: int | None) -> list[Readable]:
        """Cards seen earlier (the viewer's own) and cards the public log has named, the latest first."""
        loc = ctx.locale
        later = [Readable(f"s.{card}", card, t("nr.place.seen", loc)) for card in reversed(view.seen)] \
            if seat is not None else []
        later.extend(Readable(f"l.{card}", card, t("nr.place.log", loc)) for card in reversed(view.named))
        return later

    def card_details(self, ctx: Context, view: NrView, seat: int | None, ref: str) -> Display | None:
        """A card whole, in the game's words: what it is (type, subtypes), its full text, its subroutines, how such
        a card is played, every number (cost, strength, advancement and points, trash cost, memory, what an
        icebreaker breaks and pays, faction, card number) and, where it lies where the viewer sees it, how it stands
        there (rezzed or face down, counters on it, strength now); with its picture."""
        found = next((r for r in self._readable(ctx, view, seat) if r.ref == ref), None)
        if found is None:
            return None
        loc = ctx.locale
        card = CARDS[found.card]
        lines = [f"**{' · '.join([type_name(card, loc).capitalize(), *card.subtypes])}**", t(f"nr.ab.{card.id}", loc)]
        if card.subs:
            lines.append(t("nr.read.subs", loc, subs="; ".join(f"{i + 1}. {t(f'nr.sub.{sub}', loc)}"
                                                                for i, sub in enumerate(card.subs))))
        if card.unique:
            lines.append(t("nr.read.unique", loc))
        lines.append(t(f"nr.read.{card.type}", loc))
        strength, tags = card.strength, self._standing(view, seat, found, lines, loc)
        if found.iid is not None and view.where(found.iid) in ("rig", *(f"ice:{s}" for s in view.servers())):
            strength = view.strength.get(found.iid, strength)
            if strength != card.strength:
                tags.append(t("nr.tag.strength", loc, n=strength))
        lines.append(t("nr.read.where", loc, place=found.place))
        picture = face(card.id, loc)
        return Display(
            title=card.name,
            description=fit("\n".join(lines), 4000),
            fields=self._numbers(card, strength, loc),
            image=partial(render_card, picture, found.place, tuple(tags)),
            image_key=f"nr-card:{(picture, found.place, tags)!r}",
            image_name="card.png",
            colour=int.from_bytes(bytes(ACCENT[card.type]), "big"),
        )

    @staticmethod
    def _standing(view: NrView, seat: int | None, found: Readable, lines: list[str], loc: str) -> list[str]:
        """How a card the viewer sees on the table stands there (rezzed or face down, scored, counters on it),
        added to `lines`; the same facts as its picture's tags."""
        iid = found.iid
        if iid is None or not view.sees(iid):
            return []
        inst, card, where = view.inst(iid), view.card(iid), view.where(iid) or ""
        counters = dict(inst.counters)
        tags: list[str] = []
        if where.startswith(("ice:", "root:")):
            if inst.face_up:
                lines.append(t("nr.read.rezzed", loc))
                tags.append(t("nr.tag.rezzed", loc))
            else:
                lines.append(t("nr.read.unrezzed_own" if seat == view.corp else "nr.read.unrezzed_seen", loc))
                tags.append(t("nr.tag.face_down", loc))
        elif where.startswith("score"):
            lines.append(t("nr.read.scored", loc))
        adv = counters.get("adv", 0)
        if card.type == "agenda" and where.startswith("root:"):
            lines.append(t("nr.read.adv_agenda", loc, n=adv, req=card.advancement or 0))
        elif adv:
            lines.append(t("nr.read.adv", loc, n=adv))
        if adv:
            tags.append(t("nr.label.adv", loc, n=adv))
        for counter in ("credits", "virus"):
            n = counters.get(counter, 0)
            if n:
                lines.append(t(f"nr.read.{counter}", loc, n=n))
                tags.append(f"{n}¢" if counter == "credits" else f"☣{n}")
        return tags

    @staticmethod
    def _numbers(card: NrCard, strength: int | None, loc: str) -> list[tuple[str, str]]:
        """Every number the card has, named as the game names it."""
        fields: list[tuple[str, str]] = []
        if card.cost is not None:
            label = {"ice": "rez", "asset": "rez", "upgrade": "rez", "operation": "play", "event": "play"}.get(
                card.type, "install")
            fields.append((t(f"nr.read.cost_{label}", loc), f"{card.cost} ¢"))
        if card.strength is not None:
            fields.append((t("nr.read.strength", loc), str(card.strength) if strength == card.strength else
                           t("nr.read.changed", loc, now=strength, printed=card.strength)))
        if card.type == "agenda":
            fields.append((t("nr.read.advancement", loc), str(card.advancement)))
            fields.append((t("nr.read.points", loc), str(card.points)))
        if card.trash is not None:
            fields.append((t("nr.read.trash", loc), f"{card.trash} ¢"))
        if card.mu:
            fields.append((t("nr.read.mu", loc), str(card.mu)))
        if card.mu_bonus:
            fields.append((t("nr.read.mu_bonus", loc), f"+{card.mu_bonus}"))
        info = card.breaker
        if info is not None:
            breaks = t("nr.read.any_ice", loc) if info.breaks == "any" else info.breaks
            fields.append((t("nr.read.breaks", loc), breaks))
            fields.append((t("nr.read.break_cost", loc), t("nr.read.break_up_to", loc, cost=info.cost, n=info.n)))
            fields.append((t("nr.read.pump", loc), t("nr.read.pump_value", loc, cost=info.pump_cost, n=info.pump)
                           if info.pump else t("nr.read.pump_unity", loc, cost=info.pump_cost)))
        fields.append((t("nr.read.side", loc), t(f"nr.side.{card.side}", loc)))
        fields.append((t("nr.read.faction", loc), t(f"nr.faction.{card.faction}", loc)))
        fields.append((t("nr.read.number", loc), t("nr.read.number_value", loc, n=card.code % 1000)))
        return fields


    # --- a player's own view -----------------------------------------------------------------------
    def private_display(self, ctx: Context, view: NrView, seat: int) -> Display | None:
        loc = ctx.locale
        hand = [c.card for c in view.hand(seat) if c.card is not None]
        lines: list[str] = []
        controls: list[Control] = []
        wanted = view.awaited.get(seat)
        if wanted is not None:
            getattr(self, f"_controls_{wanted}")(ctx, view, seat, lines, controls)
        elif not view.is_over():
            lines.append(t("nr.private.wait", loc, who=", ".join(ctx.name(s) for s in sorted(view.awaited)) or "—"))
            if seat == view.corp and view.standing_rez:
                self._standing_rez(ctx, view, lines, controls)
        if not view.is_over():
            controls.append(button(Concede(), t("nr.btn.concede", loc), "danger", row=4))
        if seat == view.corp and wanted is not None:
            on = view.rez_stops
            lines.append(t("nr.private.stops_on" if on else "nr.private.stops_off", loc))
            controls.append(button(RezStops(not on), fit(t("nr.btn.stops_on" if on else "nr.btn.stops_off", loc), 80),
                                   "success" if on else "secondary", row=4))
        lines.extend(self._remembered(view, seat, loc))
        if not hand and view.phase != "over":
            lines.append(t("nr.private.empty", loc))
        faces = tuple(face(card, loc) for card in hand)
        caption = f"{t('nr.private.title', loc)} · {len(hand)}"
        return Display(title=t("nr.private.title", loc), description="\n".join(lines)[:4000],
                       image=partial(render_hand, faces, caption) if hand else None,
                       image_key=f"nr-hand:{(faces, caption)!r}", image_name="hand.png", controls=controls,
                       colour=0x1F8A70)

    @staticmethod
    def _remembered(view: NrView, seat: int, loc: str) -> list[str]:
        """The face-down cards the viewer knows: the Corp's own installed ones, or those the Runner has seen."""
        if seat == view.corp:
            own = [f"{card_name(c.card)} ({server_name(server, loc)})" for server in view.servers()
                   for c in (*view.ice(server), *view.root(server)) if c.card is not None and not c.face_up]
            return [fit(t("nr.private.installed", loc, cards=", ".join(own)), 1000)] if own else []
        seen = [NetrunnerKind._seen(card, loc) for card in view.known]
        return [fit(t("nr.private.known", loc, cards="; ".join(seen)), 1000)] if seen else []

    @staticmethod
    def _seen(seen: SeenCard, loc: str) -> str:
        """A face-down card the Runner has seen: what it is and where it lies (a server, or HQ, R&D, Archives)."""
        text = brief(seen.card, loc)
        where = _server_or_zone(seen.zone)
        if ":" not in seen.zone and where not in CENTRALS:
            return text
        return t("nr.brief.at", loc, card=text, where=server_name(where, loc))

    def _controls_mulligan(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                           controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(POINTER + t("nr.private.mulligan", loc))
        controls.append(button(Mulligan(False), t("nr.btn.keep", loc), "success", row=0))
        controls.append(button(Mulligan(True), t("nr.btn.mulligan", loc), "secondary", row=0))

    @staticmethod
    def _card_choice(view: NrView, iid: int, loc: str, default: bool = False) -> Choice:
        card = view.card(iid)
        cost = "" if card.cost is None else f" — {card.cost} ¢"
        return Choice(fit(f"{card.name}{cost}"), str(iid), describe(card, loc), default=default)

    def _controls_turn(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                       controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(self._turn_guide(view, seat, loc))
        hand = _own(view.hand(seat))
        picked = number(ctx.ui.get("pick", ""))
        picked = picked if picked in hand else None
        if view.clicks and hand:
            controls.append(Control("pick", placeholder=t("nr.pick.card", loc), row=0, choices=tuple(
                self._card_choice(view, i, loc, default=i == picked) for i in hand[:MAX_OPTIONS])))
        if picked is not None and view.clicks:
            self._picked_controls(ctx, view, seat, picked, lines, controls)
        do = self._corp_do(view, loc) if seat == view.corp else self._runner_do(view, loc)
        if do:
            controls.append(do_menu(do[:MAX_OPTIONS], t("nr.pick.do" if seat == view.corp else "nr.pick.use", loc),
                                    row=2))
        if seat == view.runner and view.clicks:
            runs = [(moves.select(Run(srv)), Choice(server_name(srv, loc), "")) for srv in view.servers()]
            controls.append(menu(runs, t("nr.pick.run_server", loc), row=3))
        if view.clicks:
            controls.append(button(Credit(), t("nr.btn.credit", loc), "secondary", row=4))
            if seat != view.corp or view.zone("rd"):
                controls.append(button(Draw(), t("nr.btn.draw", loc), "secondary", row=4))
            controls.append(button(Rest(), t("nr.btn.rest", loc), "secondary", row=4))
        else:
            controls.append(button(EndTurn(), t("nr.btn.end", loc), "primary", row=4))

    def _turn_guide(self, view: NrView, seat: int, loc: str) -> str:
        """What `seat` can do with this turn's clicks, in one line, from their own cards (their view only)."""
        credits = view.credits[seat]
        can: list[str] = []
        if view.clicks:
            can.append("credit")
            if seat != view.corp or view.zone("rd"):
                can.append("draw")
        can.extend(self._corp_can(view, loc) if seat == view.corp else self._runner_can(view, loc) if view.clicks
                   else [])
        if not view.clicks:
            can.append("end")
        what = either([t(f"nr.can.{name}", loc) for name in can], loc)
        if not view.clicks:
            return POINTER + t("nr.private.turn_free", loc, can=what)
        return POINTER + t("nr.private.turn", loc, clicks=t("nr.count.clicks", loc, n=view.clicks),
                           credits=t("nr.count.credits", loc, n=credits), can=what)

    def _corp_can(self, view: NrView, loc: str) -> list[str]:
        """The Corp's kinds of action now, beyond credits and draws (an installed card scores or rezzes with no
        click left too)."""
        credits = view.credits[view.corp]
        hand = [view.card(i) for i in _own(view.hand(view.corp))]
        can: list[str] = []
        if view.clicks:
            if any(c.type in ("agenda", "asset", "upgrade", "ice") for c in hand):
                can.append("install")
            if any(c.type == "operation" and c.printed_cost <= credits for c in hand):
                can.append("operation")
            if credits >= 1 and view.advanceable:
                can.append("advance")
        if view.scorable:
            can.append("score")
        if view.rezzable:
            can.append("rez")
        if view.clicks:
            offered = _offered(self._corp_do(view, loc))
            can.extend(moves.NAME[kind] for kind in (Ability, TrashResource) if kind in offered)
            if Purge in offered and any(view.counters(i, "virus") for i in view.rig()):
                can.append("purge")
        return can

    def _runner_can(self, view: NrView, loc: str) -> list[str]:
        credits = view.credits[view.runner]
        hand = [(i, view.card(i)) for i in _own(view.hand(view.runner))]
        can: list[str] = []
        if any(c.type in ("program", "hardware", "resource") and view.install_costs[i] <= credits for i, c in hand):
            can.append("install")
        if any(c.type == "event" and c.printed_cost <= credits for _, c in hand):
            can.append("event")
        can.append("run")
        offered = _offered(self._runner_do(view, loc))
        can.extend(moves.NAME[kind] for kind in (Ability, RemoveTag) if kind in offered)
        return can

    def _picked_controls(self, ctx: Context, view: NrView, seat: int, picked: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        card = view.card(picked)
        lines.append(t("nr.private.picked", loc, card=card.name))
        if card.type in ("operation", "event") and card.id not in abilities.RUN_EVENTS:
            controls.append(button(Play(picked), fit(t("nr.btn.play", loc, card=card.name), 80), "success", row=1))
        elif card.type == "event":
            allowed = abilities.RUN_EVENTS[card.id] or tuple(view.servers())
            controls.append(menu([(moves.select(Play(picked, srv)), Choice(server_name(srv, loc), ""))
                                  for srv in allowed], t("nr.pick.run_server", loc), row=1))
        elif seat == view.corp:
            controls.append(self._install_select(view, picked, loc))
        elif card.type == "program" and view.memory[0] + card.mu > view.memory[1] and view.rig("program"):
            # too little memory: the one way to install it trashes programs first (a select of its own row: the
            # run select keeps row 3)
            programs = view.rig("program")
            label = t("nr.pick.trash_programs", loc, card=card.name, cost=view.install_costs[picked])
            controls.append(menu([(moves.select(Install(picked, None, (i,))), self._card_choice(view, i, loc))
                                  for i in programs], fit(label, 150), row=1, most=len(programs)))
        else:
            cost = view.install_costs[picked]
            controls.append(button(Install(picked), fit(t("nr.btn.install", loc, card=card.name, cost=cost), 80),
                                   "success", row=1))

    @staticmethod
    def _install_select(view: NrView, picked: int, loc: str) -> Control:
        """Where the Corp may install the card it picked, at what cost (ice costs 1 for each piece already there;
        the rest installs free); ice may trash the ice already there first, which makes the install cheaper."""
        card = view.card(picked)
        servers = list(view.servers()) if card.is_ice or card.type == "upgrade" else list(view.remotes)
        offers = [(moves.select(Install(picked, srv)),
                   Choice(f"{server_name(srv, loc)} — {view.ice_costs[srv] if card.is_ice else 0} ¢", ""))
                  for srv in [*servers, moves.NEW]]
        if card.is_ice:
            for srv in servers:
                ice = _own(view.ice(srv))
                if ice:
                    offers.append((moves.select(Install(picked, srv, (ice[-1],))), Choice(fit(t(
                        "nr.opt.trash_outer", loc, server=server_name(srv, loc), cost=len(ice) - 1)), "")))
                if len(ice) > 1:
                    offers.append((moves.select(Install(picked, srv, tuple(ice))),
                                   Choice(fit(t("nr.opt.trash_all", loc, server=server_name(srv, loc))), "")))
        return menu(offers[-MAX_OPTIONS:], t("nr.pick.server", loc), row=1)

    def _corp_do(self, view: NrView, loc: str) -> list[DoOption]:
        out: list[DoOption] = [(Score(iid), Choice(fit(t("nr.do.score", loc, card=view.card(iid).name)), "",
                                                  describe(view.card(iid), loc))) for iid in view.scorable]
        if view.clicks and view.credits[view.corp] >= 1:
            for iid in view.advanceable:
                card = view.card(iid)
                label = t("nr.do.advance", loc, card=card.name, server=server_name(view.server_of(iid), loc))
                out.append((Advance(iid), Choice(fit(label), "", describe(card, loc))))
        out.extend((Rez(iid), self._rez_choice(view, loc, iid)) for iid in view.rezzable)
        if view.clicks:
            for srv in view.remotes:
                for iid in _own(view.root(srv)):
                    card = view.card(iid)
                    if abilities.of(card.id).click is not None and view.inst(iid).face_up:
                        out.append((Ability(iid), Choice(fit(t("nr.do.ability", loc, card=card.name)), "",
                                                                 describe(card, loc))))
            if view.tags and view.credits[view.corp] >= 2:
                out.extend((TrashResource(iid), Choice(fit(t("nr.do.trash_resource", loc,
                                                                     card=view.card(iid).name)), ""))
                           for iid in view.rig("resource"))
            if view.clicks >= 3:
                out.append((Purge(), Choice(t("nr.do.purge", loc), "")))
        return out

    def _runner_do(self, view: NrView, loc: str) -> list[DoOption]:
        out: list[DoOption] = []
        if not view.clicks:
            return out
        for iid in view.rig():
            card = view.card(iid)
            defined = abilities.of(card.id)
            if defined.click_servers is not None:  # a click that runs: one choice a server
                out.extend((Ability(iid, srv), Choice(fit(t("nr.do.click_run", loc, card=card.name,
                                                                    server=server_name(srv, loc))), ""))
                           for srv in view.click_runs.get(iid, ()))
            elif defined.click is not None:
                out.append((Ability(iid), Choice(fit(t("nr.do.ability", loc, card=card.name)), "",
                                                         describe(card, loc))))
        if view.tags and view.credits[view.runner] >= 2:
            out.append((RemoveTag(), Choice(t("nr.do.remove_tag", loc), "")))
        return out

    def _controls_approach(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                           controls: list[Control]) -> None:
        loc = ctx.locale
        ice = view.current_ice()
        assert ice is not None and ice.iid is not None  # the Corp's own ice
        cost = view.rez_costs[ice.iid]
        name = card_name(ice.card or "")
        lines.append(POINTER + t("nr.private.approach", loc, ice=name, cost=cost))
        controls.append(button(Rez(), fit(t("nr.btn.rez", loc, card=name, cost=cost), 80), "danger", row=0,
                               disabled=view.credits[view.corp] < cost))
        controls.append(button(Continue(), t("nr.btn.no_rez", loc), "secondary", row=0))

    def _controls_encounter(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                            controls: list[Control]) -> None:
        loc = ctx.locale
        r = view.run
        ice = view.current_ice()
        assert r is not None and ice is not None and ice.iid is not None  # encountered: rezzed, so public
        card = view.card(ice.iid)
        subs = "; ".join(f"{i + 1}. {t(f'nr.sub.{sub}', loc)}" + (f" ({t('nr.private.broken', loc)})"
                                                                   if i in r.broken else "")
                         for i, sub in enumerate(card.subs))
        lines.append(POINTER + t("nr.private.encounter", loc, ice=card.name, strength=view.strength[ice.iid],
                                 subs=subs))
        for breaker in view.breakers()[:5]:
            info = view.card(breaker).breaker
            assert info is not None
            fits = info.breaks == "any" or card.has(info.breaks)
            if not fits:
                continue
            name = view.card(breaker).name
            if breaker in view.breakable:
                label = fit(t("nr.btn.break", loc, breaker=name, cost=info.cost), 80)
                controls.append(button(Break(breaker), label, "primary", row=0))
            controls.append(button(Pump(breaker), fit(t("nr.btn.pump", loc, breaker=name, n=view.pump[breaker],
                                                        cost=info.pump_cost), 80), "secondary", row=1))
        if abilities.of(card.id).click_break and view.clicks:
            controls.extend(button(ClickBreak(i), fit(t("nr.btn.click_break", loc, sub=i + 1), 80), "secondary",
                                   row=2) for i in range(len(card.subs)) if i not in r.broken)
        if any(view.counters(i, "virus") for i in view.rig() if abilities.of(view.card(i).id).weakens_ice):
            controls.append(button(Leech(), t("nr.btn.leech", loc), "secondary", row=3))
        for program in computer.host_breakers(view):
            controls.append(button(Ability(program), fit(t("nr.btn.host_break", loc, card=view.card(program).name), 80),
                                   "secondary", row=3))
        controls.append(button(Continue(), t("nr.btn.let_fire", loc), "success", row=4))

    def _controls_movement(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                           controls: list[Control]) -> None:
        loc = ctx.locale
        r = view.run
        assert r is not None
        count = len(view.ice(r.server))
        if r.pos < 0 or not count:  # no ice protects the server: nothing was passed
            lines.append(POINTER + t("nr.private.movement_none", loc, server=server_name(r.server, loc)))
        else:
            lines.append(POINTER + t("nr.private.movement", loc, server=server_name(r.server, loc), n=count - r.pos,
                           count=count))
        go_on = "nr.btn.next_ice" if r.pos > 0 else "nr.btn.to_server"
        controls.append(button(Continue(), t(go_on, loc), "success", row=0))
        controls.append(button(JackOut(), t("nr.btn.jack_out", loc), "danger", row=0))

    @staticmethod
    def _rez_choice(view: NrView, loc: str, iid: int) -> Choice:
        """How a card the Corp can rez now (its own view) is offered: name, server and cost."""
        card = view.card(iid)
        return Choice(fit(t("nr.do.rez", loc, card=card.name, server=server_name(view.server_of(iid), loc),
                            cost=view.rez_costs[iid])), "", describe(card, loc))

    def _rez_select(self, view: NrView, loc: str, iids: list[int], row: int, key: str = "nr.pick.rez"
                    ) -> list[Control]:
        """The select that rezzes one of `iids` (none when there is nothing to rez)."""
        offers = [(moves.select(Rez(i)), self._rez_choice(view, loc, i)) for i in iids[:MAX_OPTIONS]]
        return [menu(offers, t(key, loc), row=row)] if offers else []

    def _standing_rez(self, ctx: Context, view: NrView, lines: list[str], controls: list[Control]) -> None:
        """In the Runner's turn the Corp may rez at any moment the rules give it (nobody waits for it)."""
        select = self._rez_select(view, ctx.locale, list(view.rezzable), row=0)
        lines.append(t("nr.private.standing_rez" if select else "nr.private.standing_rez_none", ctx.locale))
        controls.extend(select)

    def _controls_opening(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                          controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(POINTER + t("nr.private.opening", loc))
        for iid in view.scorable[:4]:
            controls.append(button(Score(iid), fit(t("nr.btn.score", loc, card=view.card(iid).name), 80), "success",
                                   row=0))
        controls.extend(self._rez_select(view, loc, list(view.rezzable), row=1))
        controls.append(button(Begin(), t("nr.btn.begin", loc), "primary", row=2))

    def _controls_server_window(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                                controls: list[Control]) -> None:
        loc = ctx.locale
        r = view.run
        assert r is not None
        lines.append(POINTER + t("nr.private.server_window", loc, server=server_name(r.server, loc)))
        root = _own(view.root(r.server))
        face_down = [i for i in root if not view.inst(i).face_up and view.card(i).type in ("asset", "upgrade")]
        for iid in face_down[:4]:
            name, cost = view.card(iid).name, view.rez_costs[iid]
            controls.append(button(Rez(iid), fit(t("nr.btn.rez", loc, card=name, cost=cost), 80), "danger", row=0,
                                   disabled=view.credits[view.corp] < cost))
        others = [i for i in view.rezzable if i not in root]
        controls.extend(self._rez_select(view, loc, others, row=1, key="nr.pick.rez_elsewhere"))
        controls.append(button(Continue(), t("nr.btn.no_rez_server", loc), "secondary", row=2))

    def _controls_prompt(self, ctx: Context, view: NrView, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        prompt = view.prompt
        assert prompt is not None  # awaited for a question: the viewer's own
        params = prompt.params
        key = "nr.q.access_seen" if prompt.kind == "access" and "trash" not in prompt.options else \
            f"nr.q.{prompt.kind}"
        lines.append(POINTER + t(key, loc, n=prompt.least, cost=params.get("cost", 0),
                                 card=brief(str(params.get("card", "")), loc) if prompt.kind == "access" else ""))
        labels = [(o, fit(self._option_label(ctx, view, prompt, o), 80)) for o in prompt.options[:MAX_OPTIONS]]
        controls.extend(question_controls(prompt, labels, placeholder=t("nr.pick.answer", loc),
                                          skip_label=t("nr.btn.skip", loc), quiet=frozenset({"skip", "leave", "stay"})))

    def _option_label(self, ctx: Context, view: NrView, prompt: Prompt, option: str) -> str:
        loc = ctx.locale
        iid = number(option)
        if iid is None:
            if prompt.kind == "deck":
                return self._deck_label(prompt, option, loc)
            if prompt.kind in ("mutual_favor", "stack_top") and option != "skip":
                return card_name(option)
            if prompt.kind in ("planogram", "manegarm") and option != "skip":
                return t(f"nr.choice.{option}", loc)
            if prompt.kind == "wildcat":
                return t(f"nr.choice.wild_{option}", loc)
            if prompt.kind == "reality":
                return t(f"nr.opt.reality_{option}", loc)
            if prompt.kind == "malapert" and option != "skip":
                return card_name(option)
            if "." in option:  # a piece of ice by where it lies
                return _ice_label(view, option, loc)
            if option in view.servers():
                return server_name(option, loc)
            if option in ("pay",):
                return t("nr.choice.pay", loc)
            return t(f"nr.opt.{option}", loc)
        name = card_name(view.inst(iid).card or "") if view.sees(iid) else card_name("")
        server = view.server_of(iid)
        return f"{name} ({server_name(server, loc)})" if server else name

    @staticmethod
    def _deck_label(prompt: Prompt, option: str, loc: str) -> str:
        """A deck the question offers: a shipped one by its name, one's own as "“name” (own deck): identity"."""
        identity = card_name(str(prompt.params.get("identities", {}).get(option, ""))).split(":")[0]
        shipped = DECKS.get(option)
        if shipped is not None:
            return shipped.name.get(loc) or shipped.name.get("en", option)
        name = clean_name(str(prompt.params.get("names", {}).get(option, ""))) or "?"
        return t("nr.own_deck", loc, name=name, identity=identity)


def _shipped_identity(view: NrView, side: int) -> str:
    """The identity of a starter or booster game's shipped list (a game stored before identities were kept)."""
    key = DECK_IDS.get((view.step, view.side(side)))
    return identity_of(DECKS[key]) if key is not None else ""

def _identity_tag(view: NrView, seat: int) -> str:
    """The picture's band names the seat's identity by its first part ("Haas-Bioroid"), once it is known."""
    identity = view.identities[seat]
    return f" · {card_name(identity).split(':')[0]}" if identity else ""


def _ice_label(view: NrView, option: str, loc: str) -> str:
    """A piece of ice a question offers by where it lies ("r1.0"): its name if the viewer sees it."""
    server, _, index = option.partition(".")
    ice = view.ice(server)[int(index)] if server in view.servers() and index.isdigit() \
        and int(index) < len(view.ice(server)) else None
    name = card_name(ice.card or "") if ice is not None else card_name("")
    return t("nr.opt.ice_at", loc, card=name, server=server_name(server, loc), n=int(index or 0) + 1)


def _offered(offers: Sequence[DoOption]) -> set[type[NrMove]]:
    """The kinds of move a "do" select offers."""
    return {type(move) for move, _ in offers}


def _own(cards: tuple[CardView, ...]) -> list[int]:
    """The instances of `cards` the viewer sees (all of a zone of its own)."""
    return [c.iid for c in cards if c.iid is not None]


def _shown(view: NrView, zone: str) -> list[CardView]:
    """The cards of `zone` the viewer sees (a zone that is gone, a remote emptied: none)."""
    found = view.table.zones.get(zone)
    return [c for c in found.cards if c.card is not None and c.iid is not None] if found else []


def _server_or_zone(zone: str) -> str:
    """The server a zone belongs to ("ice:r1" -> "r1"), else the zone itself ("hq", "archives")."""
    return zone.split(":", 1)[1] if ":" in zone else zone
