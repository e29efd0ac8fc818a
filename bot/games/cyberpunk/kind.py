"""Cyberpunk TCG's adapter to the framework: decisions, the table picture and each player's private view.
Every display, card list and the computer read a viewer's `CpView` (bot.games.cyberpunk.view), never the state,
so a hidden card reaches them only as a card back.

A control names a visible card by its instance id, and a hidden one never: a Legend by its slot, an Eddie
by its place, a card looked at on the deck by its place from the top. Interface choices come back from the
client like any other value and are read strictly; one that is not on offer is ignored."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from bot.cards import zones
from bot.cards.deck_controls import deck_controls
from bot.cards.decks import deck_label
from bot.cards.faces import Face
from bot.cards.question_controls import question_controls
from bot.cards.readable import Readable, ReadableList
from bot.cards.zones import CardView
from bot.engine.moves import Wire
from bot.engine.offers import Offer
from bot.engine.values import number
from bot.framework import pace
from bot.framework.defaults import READ_SECONDS, StagedKind
from bot.framework.game_options import BoolOption, OptionValues
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
from bot.games.cyberpunk import computer, game, moves
from bot.games.cyberpunk import view as views
from bot.games.cyberpunk.abilities import OK, SKIP
from bot.games.cyberpunk.cards import CARDS, DECK_FORMAT, DECKS, DEMO, SHIPPED
from bot.games.cyberpunk.moves import (
    Activate,
    Block,
    CallLegend,
    ChooseDeck,
    ChooseOrder,
    Concede,
    CpMove,
    EndTurn,
    GoSolo,
    Mulligan,
    Payer,
    Play,
    ReactDone,
    Sell,
)
from bot.games.cyberpunk.render import CardSlot, SideView, TableView, render_card, render_hand, render_table
from bot.games.cyberpunk.state import SCHEMA, CpState, Lasting, Prompt
from bot.games.cyberpunk.text import STRINGS
from bot.games.cyberpunk.view import CpView, Options
from bot.i18n import CATALOGUE, t

CATALOGUE.register(STRINGS)

ACCENT = {"blue": (40, 110, 200), "yellow": (196, 150, 20), "red": (190, 40, 60), "green": (40, 140, 80)}
KEYWORD_LABELS = {"go_solo": "GO SOLO", "blocker": "BLOCKER", "quick": "QUICK", "grants_blocker": "→ BLOCKER",
                  "units_only": "UNITS ONLY", "no_attack": "NO ATTACK", "adrenaline": "ADRENALINE"}
MAX_LABEL = 100
UNIT_QUESTIONS = frozenset({"spend_rival", "weaken", "defeat_unit", "defeat_any", "buff_unit", "haste_unit",
                            "defeat_own", "bottom_unit", "bottom_own", "freeze_unit", "stop_unit", "slow_unit",
                            "ready_units", "ready_unit", "host_unit", "heist_host", "force_unit"})
MAX_OPTIONS = 25
INTERFACE = frozenset({"pick", "pay"})
DO = moves.DO  # one select for the economy: sell a card, Call a Legend, go solo
TURN_RANGE = (30, 900)  # seconds a decision may be given ("turn_seconds")
REACT_RANGE = (15, 300)  # seconds the defender may be given to react ("react_seconds")
QUICK = BoolOption("quick", False, "cp.cmd.quick.name")  # the short demo lists instead of the retail decks
MAX_DESCRIPTION = 4000  # an embed's description
POINTER = "👉 "  # the line that says what the awaited player can do now


def card_name(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.full_name if card else "?"


def ability_text(card_id: str, locale: str) -> str:
    return t(f"cp.ab.{card_id}", locale)


def face(card_id: str, locale: str, *, power: int | None = None, compact: bool = False,
         badges: tuple[tuple[str, str], ...] = (), zone: str = "") -> Face:
    """A card's face: whole for a hand; compact for the table, with the keywords that apply where it lies (a
    Legend in the Legends area can GO SOLO, once on the field it no longer can, and only a Unit blocks; the
    table shows a Unit that cannot attack with a tag)."""
    card = CARDS[card_id]
    stats: tuple[tuple[str, str], ...] = ()
    shown = card.power if power is None else power
    if card.type in ("unit", "legend"):
        stats = ((t("cp.label.power", locale), "–" if shown is None else str(shown)),)
    elif card.type == "gear":
        stats = ((t("cp.label.power", locale), f"+{card.power or 0}"),)
    type_line = card.subtitle or t(f"cp.type.{card.type}", locale)
    unused = {"legends": {"blocker"}, "field": {"go_solo", "no_attack"}}.get(zone, set())  # (no attack: a tag)
    text = (" ".join(KEYWORD_LABELS[k] for k in card.keywords if k not in unused) if compact
            else ability_text(card_id, locale))
    return Face(card.name, type_line, ACCENT[card.colour], stats, text, badges, compact=compact,
                cost="" if card.cost is None else str(card.cost))


def _deck_name(key: Any, locale: str) -> str:
    return deck_label(str(key), DECKS, locale, t("cp.own_deck", locale, name="{name}"))


def duration(seconds: float, locale: str) -> str:
    """"5 min", "90 s", "2 min 30 s", "2 days": a clock's length, as the game's texts say it."""
    if seconds >= 3600:
        return pace.duration_text(seconds, locale)
    whole = int(seconds)
    minutes, rest = divmod(whole, 60)
    if minutes and rest and whole > 120:
        return t("cp.dur.min_sec", locale, m=minutes, s=rest)
    if minutes and not rest:
        return t("cp.dur.min", locale, m=minutes)
    return t("cp.dur.sec", locale, s=whole)


def about(card_id: str, locale: str, copies: int = 1) -> str:
    """One card whole, for reading: its name, type, cost, power, sell tag and its full text."""
    card = CARDS[card_id]
    facts = [t(f"cp.type.{card.type}", locale)]
    if card.cost is not None:
        facts.append(f"{card.cost} €$")
    if card.type == "unit" or (card.type == "legend" and card.cost is not None):
        facts.append(t("cp.about.power", locale, n=card.power or 0))
    elif card.type == "gear":
        facts.append(t("cp.about.bonus", locale, n=card.power or 0))
    if card.sell:
        facts.append(t("cp.about.sell", locale))
    name = card.full_name + (f" ×{copies}" if copies > 1 else "")
    return t("cp.about.line", locale, name=name, facts=" · ".join(facts), text=ability_text(card_id, locale))


def either(items: list[str], locale: str) -> str:
    """"a, b, or c" as the locale says it."""
    if len(items) <= 1:
        return "".join(items)
    if len(items) == 2:
        return t("cp.can.or2", locale, first=items[0], last=items[1])
    return t("cp.can.or", locale, rest=", ".join(items[:-1]), last=items[-1])


def is_computer(ctx: Context, seat: int) -> bool:
    return 0 <= seat < len(ctx.seats) and ctx.seats[seat].computer is not None


def gear_line(gear: CardView) -> str:
    """A carried Gear as the table and the card details list it: its name and its power bonus."""
    card = CARDS.get(gear.card or "")
    return f"{card_name(gear.card or '')} +{(card.power or 0) if card else 0}"


def fitted(lines: list[str], limit: int = MAX_DESCRIPTION) -> str:
    """Whole lines, in order, as many as fit in `limit` characters (a card's text is never cut)."""
    out: list[str] = []
    used = 0
    for line in lines:
        if used + len(line) + (1 if out else 0) > limit:
            continue
        used += len(line) + (1 if out else 0)
        out.append(line)
    return "\n".join(out)


def button(move: CpMove, label: str, style: Style, row: int) -> Control:
    """A button that makes `move`: the whole move in its arg, as `moves.encode` writes it."""
    wire = moves.encode(move)
    assert not wire.values, wire  # a button carries no values
    return Control(wire.name, label, style, arg=wire.arg, row=row)


def menu(offers: Sequence[tuple[Wire, Choice]], placeholder: str, row: int) -> Control:
    """A select of moves, each as `moves.select` (or `moves.economy`) writes it: the control takes their shared
    name and arg, each choice its move's one value (whatever value the choice was made with)."""
    name, arg = offers[0][0].name, offers[0][0].arg
    assert all((wire.name, wire.arg, len(wire.values)) == (name, arg, 1) for wire, _ in offers), offers
    return Control(name, placeholder=placeholder, row=row, arg=arg,
                   choices=tuple(replace(choice, value=wire.values[0]) for wire, choice in offers))


class CyberpunkKind(StagedKind[CpState, CpView], OfferingKind[CpState, CpView, CpMove]):
    engine = game
    players = computer
    timeout_event = "cp.ev.timeout"
    reading_event = "cp.ev.reading"
    name = "cyberpunk"
    option_specs = (QUICK,)
    min_seats = 2
    max_seats = 2
    schema_version = SCHEMA
    has_private_view = True
    title_key = "cp.title"
    help_key = "cp.help"
    turn_seconds = TURN_RANGE
    confirm_actions = frozenset({"concede"})  # asked again by the framework before it is applied
    bare_actions = moves.BARE
    interface_actions = INTERFACE
    actions = moves.NAMES | INTERFACE
    deck_format = DECK_FORMAT

    # --- state ---------------------------------------------------------------------------------
    def start(self, ctx: Context, seed: int) -> CpState:
        host_deck = ctx.options.get("deck")
        decks: list[str | None] = [host_deck if host_deck in (*SHIPPED, "random") else None, None]
        own = (tuple(ctx.decks.get(0, ())), tuple(ctx.decks.get(1, ())))
        turn = pace.decision_seconds(ctx.options, "turn_seconds", game.TURN_SECONDS, *TURN_RANGE)
        react = pace.decision_seconds(ctx.options, "react_seconds", game.REACT_SECONDS, *REACT_RANGE)
        return game.new_game(seed, ctx.now, quick=QUICK.clamp(ctx.options.get(QUICK.name)), turn_seconds=turn,
                             react_seconds=react, decks=decks, custom=own)

    def dump(self, state: CpState) -> CpState:
        return state

    def load(self, data: dict[str, Any], schema: int) -> CpState:
        return CpState.from_json(data)

    def is_over(self, state: CpState) -> bool:
        return state.is_over()

    def placings(self, state: CpState) -> list[int] | None:
        """The winner first; a draw (no winner) puts both first."""
        if not state.is_over():
            return None
        return [0 if state.winner is None or seat == state.winner else 1 for seat in (0, 1)]

    def deck_played(self, state: CpState, seat: int) -> dict[str, str] | None:
        deck = state.deck_of(seat)
        return None if deck is None else dict(deck.name)

    # --- decisions -----------------------------------------------------------------------------
    move_names = moves.NAME

    def offers(self, state: CpState) -> list[Offer[CpMove]]:
        return game.offers(state)

    def encode_move(self, move: CpMove) -> Wire:
        return moves.encode(move)

    def interface_for(self, state: CpState, offer: Offer[CpMove]) -> Extra:
        """A main phase's and a React step's cards start with a pick (the card, then its host or its payment); the
        main phase's economy is one select ("do": sell, Call, go solo) that carries one of its moves."""
        if offer.wanted == "main":
            return dict.fromkeys(INTERFACE | {DO})
        return dict.fromkeys(INTERFACE) if offer.wanted == "react" else {}

    def interface(self, action: Action) -> dict[str, str]:
        if action.name == "pick" and action.values:
            return {"pick": f"{action.arg}:{action.values[0]}"}
        if action.name == "pay":
            return {"pick": f"card:{action.arg}", "pay": ".".join(action.values)}
        return {}

    def apply(self, ctx: Context, state: CpState, seat: int | None, action: Action) -> Outcome[CpState]:
        assert seat is not None
        state = game.apply(state, seat, action.name, action.arg, action.values, ctx.now)  # raises IllegalAction
        return Outcome(state, detail=";".join([action.name, *(str(key) for key, _ in state.events)])[:200])

    # --- time and computers ----------------------------------------------------------------------
    def options_summary(self, options: OptionValues, locale: str) -> str:
        mode = t("cp.mode.quick" if QUICK.clamp(options.get(QUICK.name)) else "cp.mode.full", locale)
        turn = pace.decision_seconds(options, "turn_seconds", game.TURN_SECONDS, *TURN_RANGE)
        react = pace.decision_seconds(options, "react_seconds", game.REACT_SECONDS, *REACT_RANGE)
        return t("cp.options", locale, mode=mode, seconds=duration(turn, locale), react=duration(react, locale))

    def computer_action(self, ctx: Context, view: CpView, seat: int) -> Action | None:
        """The computer's move, chosen over its seat's view alone."""
        return super().computer_action(ctx, view, seat)

    def _clock_line(self, ctx: Context, view: CpView) -> str | None:
        """How long the awaited decision has, when its time runs out, and what is done for them then."""
        awaited = view.awaited
        if view.deadline is None or view.is_over() or not awaited:
            return None
        wanted = awaited[min(awaited)]
        limit = view.react_seconds if wanted == "react" else view.turn_seconds
        return t("cp.clock", ctx.locale, limit=duration(limit, ctx.locale), when=f"<t:{int(view.deadline)}:R>",
                 then=t(f"cp.clock.{wanted}", ctx.locale))

    # --- the log -------------------------------------------------------------------------------
    def event_text(self, ctx: Context, key: str, params: Mapping[str, Any]) -> str:
        loc = ctx.locale
        p: dict[str, Any] = dict(params)
        if isinstance(p.get("who"), int):
            p["who"] = ctx.name(p["who"])
        for name in ("card", "host", "attacker"):
            if isinstance(p.get(name), str):
                p[name] = card_name(p[name])
        if key == "cp.ev.attack" and not isinstance(params.get("target"), str):
            p["owner"] = ctx.name(1 - int(params["who"]))
        elif isinstance(p.get("target"), str):
            p["target"] = card_name(p["target"])
        if isinstance(p.get("cards"), list):
            p["cards"] = ", ".join(card_name(c) for c in p["cards"]) or "—"
        for name in ("deck", "first", "second"):
            if name in p:
                p[name] = _deck_name(p[name], loc)
        if "area" in p:
            p["owner"] = ctx.name(int(p["area"])) if isinstance(p["area"], int) else "?"
        if isinstance(p.get("dice"), list):
            p["dice"] = ", ".join(f"d{s} ({v})" for s, v in p["dice"]) or "—"
        for name in ("mine", "theirs"):
            if isinstance(p.get(name), list):
                p[name] = f"d{p[name][0]} ({p[name][1]})"
        if key == "cp.ev.roll_off":
            p["who"] = ctx.name(int(params["who"]))
        if key == "cp.ev.over":
            p["result"] = self._result(ctx, int(params["winner"]), str(params["reason"]))
        if key == "cp.ev.paid":  # in full only when it mixes Eddies and Legends (see _worded)
            legends = int(params.get("legends", 0))
            p["eddies"] = t("cp.count.eddies", loc, n=int(params.get("n", 0)) - legends)
            p["legends"] = t("cp.count.legends", loc, n=legends)
        if key == "cp.ev.reading":
            p["time"] = duration(int(params.get("n", READ_SECONDS)), loc)
        if isinstance(p.get("amount"), int):
            p["amount"] = f"{p['amount']:+d}"
        return t(self._worded(key, params), loc, **p)

    @staticmethod
    def _worded(key: str, params: Mapping[str, Any]) -> str:
        """The wording an event takes from its values: an attack on the Gig area, a steal of nothing, a Gig
        of one's own raised or lowered, a payment with Eddies, Legends or both."""
        if key == "cp.ev.attack" and not isinstance(params.get("target"), str):
            return "cp.ev.attack_gigs"
        if key == "cp.ev.stole" and not params.get("dice"):
            return "cp.ev.stole_zero" if params.get("power") == 0 else "cp.ev.stole_none"
        if key == "cp.ev.adjusted":
            way = "up" if int(params.get("new", 0)) > int(params.get("old", 0)) else "down"
            own = "own_" if params.get("area") == params.get("who") else ""
            return f"cp.ev.adjusted_{own}{way}"
        if key == "cp.ev.paid":
            legends, total = int(params.get("legends", 0)), int(params.get("n", 0))
            return "cp.ev.paid_eddies" if legends == 0 else "cp.ev.paid_legends" if legends == total else key
        return key

    @staticmethod
    def _result(ctx: Context, winner: int, reason: str) -> str:
        why = t(f"cp.end.{reason}", ctx.locale)
        if winner >= 0:
            return t("cp.result.win", ctx.locale, who=ctx.name(winner), reason=why)
        return t("cp.result.draw", ctx.locale, reason=why)

    # --- the table -----------------------------------------------------------------------------
    def view(self, state: CpState, seat: int | None) -> CpView:
        return views.view(state, seat)

    def public_display(self, ctx: Context, view: CpView) -> Display:
        shown = (ctx.recent or view.events)[-8:]
        lines = [self.event_text(ctx, key, params) for key, params in shown]
        status = self._status(ctx, view)
        if view.phase == "over" and any(key == "cp.ev.over" for key, _ in shown):
            status = status[1:]  # the result is already the log's last line
        lines.extend(status)
        clock = self._clock_line(ctx, view)
        if clock:
            lines.append(clock)
        picture = self.table_view(ctx, view)
        return Display(
            title=self._heading(ctx, view),
            description="\n".join(lines)[:4000],
            image=partial(render_table, picture) if view.phase not in ("decks", "order") else None,
            image_key=f"cp-table:{picture!r}",
            image_name="table.png",
            colour=0xE8D21D,
        )

    def _heading(self, ctx: Context, view: CpView) -> str:
        loc = ctx.locale
        if view.phase in ("decks", "order", "mulligan"):
            return t("cp.heading.setup", loc)
        if view.phase == "over":
            return t("cp.heading.over", loc)
        return t("cp.heading.turn", loc, who=ctx.name(view.turn), n=(view.turn_no + 1) // 2)

    def _status(self, ctx: Context, view: CpView) -> list[str]:
        loc = ctx.locale
        if view.phase == "over":
            return [self._result(ctx, -1 if view.winner is None else view.winner, view.end or "concede")]
        lines: list[str] = []
        a = view.attack
        if a is not None:
            lines.append(t("cp.attack_line" if a.target is not None else "cp.attack_line_gigs", loc,
                           card=card_name(view.card_id(a.attacker)), owner=ctx.name(1 - a.seat),
                           target=card_name(view.card_id(a.target)) if a.target is not None else "",
                           blocked=t("cp.blocked_note", loc) if a.blocked else "", step=t(f"cp.step.{a.step}", loc)))
        lines.extend(self._waiting(ctx, view))
        if view.overtime:
            lines.append(t("cp.overtime", loc))
        if view.phase != "decks":
            for seat in (0, 1):
                cred = view.street_cred(seat)
                lines.append(t("cp.scoreline", loc, who=ctx.name(seat), gigs=len(view.gigs(seat)),
                               cred="–" if cred is None else cred, ready=view.ready_eddies(seat),
                               eddies=len(view.zone("eddies", seat)), hand=len(view.zone("hand", seat)),
                               deck=len(view.zone("deck", seat)), trash=len(view.zone("trash", seat))))
        return lines

    def _waiting(self, ctx: Context, view: CpView) -> list[str]:
        """Whom the game waits for: a member is told in one line what they can do now (from public facts only:
        what a hand holds never shows here); a computer is said to be thinking."""
        loc = ctx.locale
        members: dict[str, list[int]] = {}
        thinking: list[str] = []
        for seat, wanted in sorted(view.awaited.items()):
            if is_computer(ctx, seat):
                thinking.append(t("cp.wait.computer", loc, who=ctx.name(seat)))
            else:
                members.setdefault(wanted, []).append(seat)
        lines: list[str] = []
        for wanted, seats in members.items():
            key = f"cp.wait.{wanted}"
            card = ""
            if wanted == "prompt" and view.asked is not None:
                if view.asked.kind:
                    key = f"cp.wait.prompt_{view.asked.kind}"
                card = card_name(view.asked.card) if view.asked.card else ""
                if not card and key == "cp.wait.prompt":
                    key = "cp.wait.prompt_rules"
            lines.append(t(key, loc, who=", ".join(ctx.mention(seat) for seat in seats), card=card,
                           hand=t(self.private_button_key, loc)))
        return lines + thinking

    def table_view(self, ctx: Context, view: CpView) -> TableView:
        """Everything the table picture shows, from the public view (plus the public facts of face-down cards:
        their orientation and whether their owner knows them)."""
        loc = ctx.locale

        def slot_of(card: CardView, label: str, spent: bool, known: bool, zone: str) -> CardSlot:
            tags: list[str] = []
            if known:
                tags.append(t("cp.label.known", loc))
            if spent:
                tags.append(t("cp.label.spent", loc))
            if "lag" in card.markers and "solo" not in card.markers:
                tags.append(t("cp.label.lag", loc))
            if card.card is None or card.iid is None:
                return CardSlot(None, label, spent, tuple(tags))
            if CARDS[card.card].has("no_attack") and zone == "field":
                tags.append(t("cp.label.no_attack", loc))  # one line of keywords is too narrow for it
            gear = tuple(gear_line(g) for g in card.attached)
            power = view.power.get(card.iid) if CARDS[card.card].type in ("unit", "legend") else None  # what counts
            return CardSlot(face(card.card, loc, power=power, compact=True, zone=zone), label, spent, tuple(tags),
                            gear)

        def row(seat: int, zone: str) -> tuple[CardSlot, ...]:
            marked = view.marked[seat] if zone == "legends" else ()
            spent = view.spent[f"{zone}{seat}"]
            return tuple(slot_of(card, str(n) if zone == "legends" else "", spent[n - 1], n in marked, zone)
                         for n, card in enumerate(view.zone(zone, seat).cards, start=1))

        def side(seat: int) -> SideView:
            cred = view.street_cred(seat)
            return SideView(
                name=ctx.name(seat), active=seat in view.awaited,
                cred=t("cp.label.cred", loc, cred="–" if cred is None else cred),
                eddies=t("cp.label.eddies", loc, ready=view.ready_eddies(seat), total=len(view.zone("eddies", seat))),
                counts=t("cp.label.counts", loc, hand=len(view.zone("hand", seat)),
                         deck=len(view.zone("deck", seat)), trash=len(view.zone("trash", seat))),
                gigs=tuple((d.sides, d.value, d.owner) for d in view.gigs(seat)),
                fixer=tuple(d.sides for d in view.fixer(seat)), fixer_label=t("cp.label.fixer", loc),
                legends=row(seat, "legends"), field=row(seat, "field"), seat=seat)

        if view.attack is not None:
            centre = self._status(ctx, view)[0]
        elif view.phase in ("start", "main", "end"):
            centre = f"{self._heading(ctx, view)} · {t(f'cp.phase.{view.phase}', loc)}"
        else:
            centre = self._heading(ctx, view)
        return TableView(top=side(1), bottom=side(0), centre=centre,
                         overtime=t("cp.overtime", loc) if view.overtime else "",
                         lasting=tuple(self._lasting_line(ctx, view, e) for e in view.lasting if e.source))

    @staticmethod
    def _lasting_line(ctx: Context, view: CpView, effect: Lasting) -> str:
        """A lasting effect as the picture writes it: the card it comes from, the Unit it is on, how long it lasts."""
        loc = ctx.locale
        until = t(f"cp.lasting.{effect.until}", loc, who=ctx.name(effect.seat))
        target = view.card_id(effect.target) if effect.target is not None else ""
        if target:
            return t("cp.lasting.on", loc, card=card_name(effect.source), target=card_name(target), until=until)
        return t("cp.lasting.line", loc, card=card_name(effect.source), until=until)

    # --- reading cards (📖 Cards) ------------------------------------------------------------------------
    def readable_cards(self, ctx: Context, view: CpView, seat: int | None) -> list[CardRef]:
        return [CardRef(r.ref, card_name(r.card) + (f" ×{r.copies}" if r.copies > 1 else ""), r.place)
                for r in self._readable(ctx, view, seat)]

    def _readable(self, ctx: Context, view: CpView, seat: int | None) -> list[Readable]:
        """Every card `seat` may read, from its view of the table (None: the public's): the hand, each card once;
        the table, their own side first (Units, then Legends face up or face down and known to them, each Gear after
        its host); the trash and the cards removed from the game; cards they saw privately; cards the public log has
        named, the latest first. Cards listed once are not listed again as seen or logged.

        A ref names a card id (hand, trash, seen, log), an instance on the table the viewer sees (`t.<iid>`) or one
        of the viewer's own Legend slots (`k.<slot>`), never a hidden card's instance."""
        table = view.table
        if not any(zone.cards for zone in table.zones.values()):
            return []
        loc = ctx.locale
        listing = ReadableList(CARDS)
        add, pile = listing.add, listing.pile

        def place(name: str, side: int) -> str:
            return t(f"cp.place.{name}_own", loc) if side == seat else t(f"cp.place.{name}", loc, who=ctx.name(side))

        if seat is not None:
            pile("h", [c.card for c in view.zone("hand", seat).cards if c.card], t("cp.place.hand", loc))
        sides = (seat, 1 - seat) if seat is not None else (0, 1)
        for side in sides:
            for zone in ("field", "legends"):
                where = place(zone, side)
                for n, c in enumerate(view.zone(zone, side).cards, start=1):
                    if c.card is None or c.iid is None:
                        continue
                    if zone == "legends" and not c.face_up:  # a face-down Legend its owner looked at: by its slot
                        if side == seat:
                            add(Readable(f"k.{n}", c.card, t("cp.place.known", loc, slot=n)))
                        continue
                    add(Readable(f"t.{c.iid}", c.card, where, c.iid))
                    for gear in c.attached:
                        if gear.card is not None and gear.iid is not None:
                            add(Readable(f"t.{gear.iid}", gear.card,
                                         t("cp.place.gear", loc, place=where, host=CARDS[c.card].name), gear.iid))
        for side in sides:
            for zone, ref in (("trash", "x"), ("gone", "g")):
                pile(f"{ref}{side}", [c.card for c in reversed(view.zone(zone, side).cards) if c.card],
                     place(zone, side))
        later = [Readable(f"s.{card}", card, t("cp.place.seen", loc)) for card in reversed(view.seen)]
        later.extend(Readable(f"l.{card}", card, t("cp.place.log", loc)) for card in reversed(view.named))
        listing.later(later)
        return listing.items

    def card_details(self, ctx: Context, view: CpView, seat: int | None, ref: str) -> Display | None:
        """A card whole, in the game's words: what it is (type, colour, tags), its full text and what its keywords
        mean, how such a card is played, every number (cost, power, RAM, sell tag, card number) and, where it lies on
        the table, how it stands there (power now, spent, lag, Gear carried); with its picture."""
        found = next((r for r in self._readable(ctx, view, seat) if r.ref == ref), None)
        if found is None:
            return None
        loc = ctx.locale
        card = CARDS[found.card]
        there = view.cards.get(found.iid) if found.iid is not None else None
        kinds = [t(f"cp.type.{card.type}", loc), t(f"cp.colour.{card.colour}", loc), *card.tags]
        lines = [f"**{' · '.join(kinds)}**", ability_text(card.id, loc)]
        lines.extend(t(f"cp.kw.{k}", loc) for k in card.keywords)
        lines.append(t(f"cp.read.{card.type}", loc))
        if card.sell:
            lines.append(t("cp.read.sell_legend" if card.is_legend else "cp.read.sell", loc))
        tags: list[str] = []
        gear: list[str] = []
        power = card.power
        if there is not None and there.iid is not None:
            if card.type in ("unit", "legend"):
                power = view.power.get(there.iid, power)
            if card.type != "gear":
                lines.append(t("cp.read.spent" if there.spent else "cp.read.ready", loc))
                if there.spent:
                    tags.append(t("cp.label.spent", loc))
            if "lag" in there.markers and "solo" not in there.markers:
                lines.append(t("cp.read.lag", loc))
                tags.append(t("cp.label.lag", loc))
            gear = [gear_line(g) for g in there.attached]
            if gear:
                carried = ", ".join(card_name(g.card or "") for g in there.attached)
                lines.append(t("cp.read.carries", loc, cards=carried))
        elif ref.startswith("k."):
            lines.append(t("cp.read.face_down", loc))
            tags.append(t("cp.label.known", loc))
        lines.append(t("cp.read.where", loc, place=found.place))
        fields = [(t("cp.read.cost", loc), "–" if card.cost is None else f"{card.cost} €$")]
        if card.type in ("unit", "legend"):
            shown = "–" if card.cost is None and card.is_legend else str(card.power or 0)
            if power != card.power and shown != "–":
                shown = t("cp.read.changed", loc, now=power, printed=card.power or 0)
            fields.append((t("cp.read.power", loc), shown))
        elif card.type == "gear":
            fields.append((t("cp.read.power", loc), t("cp.read.bonus", loc, n=card.power or 0)))
        fields.append((t("cp.read.ram", loc), t("cp.read.ram_of", loc, n=card.ram,
                                                 colour=t(f"cp.colour.{card.colour}", loc))))
        fields.append((t("cp.read.sell_tag", loc), t("cp.read.yes" if card.sell else "cp.read.no", loc)))
        if card.number:
            fields.append((t("cp.read.number", loc), card.number))
        picture = face(card.id, loc, power=power)
        return Display(
            title=card.full_name,
            description=fitted(lines),
            fields=fields,
            image=partial(render_card, picture, found.place, tuple(tags), tuple(gear)),
            image_key=f"cp-card:{(picture, found.place, tags, gear)!r}",
            image_name="card.png",
            colour=int.from_bytes(bytes(ACCENT[card.colour]), "big"),
        )

    # --- a player's own view -----------------------------------------------------------------------
    def private_display(self, ctx: Context, view: CpView, seat: int) -> Display | None:
        loc = ctx.locale
        mine = view.table if view.table.zones else None
        hand = [c for c in mine.zones[f"hand{seat}"].cards if c.card is not None] if mine else []
        lines: list[str] = []
        controls: list[Control] = []
        wanted = view.awaited.get(seat)
        if wanted is not None:
            getattr(self, f"_controls_{wanted}")(ctx, view, seat, lines, controls)
            clock = self._clock_line(ctx, view)
            if clock:
                lines.append(clock)
        elif not view.is_over():
            waiting = ", ".join(ctx.name(s) for s in sorted(view.awaited)) or "—"
            lines.append(t("cp.private.wait", loc, who=waiting))
        if view.phase not in ("decks", "over"):
            controls.append(button(Concede(), t("cp.btn.concede", loc), "danger", row=4))
        if mine is not None:
            known = [f"{i + 1}: {card_name(c.card)}" for i, c in enumerate(mine.zones[f"legends{seat}"].cards)
                     if c.card is not None and not c.face_up]
            if known:
                lines.append(t("cp.private.known", loc, cards=", ".join(known)))
        if not hand and view.phase not in ("decks", "order"):
            lines.append(t("cp.private.empty", loc))
        if mine is not None:
            lines.extend(self._card_texts(mine, seat, [c.card for c in hand if c.card], loc))
        faces = tuple(face(c.card or "", loc) for c in hand)
        caption = f"{t('cp.private.title', loc)} · {len(hand)}"
        return Display(
            title=t("cp.private.title", loc),
            description=fitted(lines),
            image=partial(render_hand, faces, caption) if hand else None,
            image_key=f"cp-hand:{(faces, caption)!r}",
            image_name="hand.png",
            controls=controls,
            colour=0xE8D21D,
        )

    @staticmethod
    def _card_texts(mine: zones.TableView, seat: int, hand: list[str], loc: str) -> list[str]:
        """Every card in the hand, then every other card face up on the table (or known to `seat`), each
        once and whole: the pictures shorten card text, this never does."""
        lines: list[str] = []
        if hand:
            lines.append(t("cp.about.hand", loc))
            lines.extend(about(card, loc, hand.count(card)) for card in dict.fromkeys(hand))
        table: list[str] = []

        def walk(card: CardView) -> None:
            if card.card is not None and card.card not in hand and card.card not in table:
                table.append(card.card)
            for gear in card.attached:
                walk(gear)

        for side in (seat, 1 - seat):
            for zone in ("field", "legends"):
                for card in mine.zones[f"{zone}{side}"].cards:
                    walk(card)
        if table:
            lines.append(t("cp.about.table", loc))
            lines.extend(about(card, loc) for card in table)
        return lines

    # the controls of each decision
    def _controls_deck(self, ctx: Context, view: CpView, seat: int, lines: list[str],
                       controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(POINTER + t("cp.private.deck", loc))
        for n, key in enumerate(SHIPPED):  # each deck by the name it is dealt under (a quick game: a demo list)
            name, about_deck = _deck_name(game.dealt(key, view.quick), loc), t(f"cp.deck_about.{key}", loc)
            if view.quick and key in DEMO:
                about_deck = t("cp.deck_demo", loc, about=about_deck, deck=_deck_name(key, loc))
            lines.append(t("cp.deck_line", loc, name=name, about=about_deck))
            controls.append(button(ChooseDeck(key), name[:MAX_LABEL], "primary", row=0 if n < 4 else 2))
        lines.append(t("cp.deck_line", loc, name=t("cp.deck_choice.random", loc), about=t("cp.deck_about.random", loc)))
        controls.append(button(ChooseDeck(moves.RANDOM), t("cp.deck_choice.random", loc), "secondary", row=0))
        own = deck_controls("deck", {}, view.custom, loc, t("cp.pick.own_deck", loc),
                            t("cp.deck_size", loc, n="{n}"))
        controls.extend(own)

    def _controls_order(self, ctx: Context, view: CpView, seat: int, lines: list[str],
                        controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(POINTER + t("cp.private.order", loc))
        controls.append(button(ChooseOrder(True), t("cp.btn.first", loc), "primary", row=0))
        controls.append(button(ChooseOrder(False), t("cp.btn.second", loc), "secondary", row=0))

    def _controls_mulligan(self, ctx: Context, view: CpView, seat: int, lines: list[str],
                           controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(POINTER + t("cp.private.mulligan", loc))
        controls.append(button(Mulligan(False), t("cp.btn.keep", loc), "success", row=0))
        controls.append(button(Mulligan(True), t("cp.btn.mulligan", loc), "secondary", row=0))

    def _card_choice(self, view: CpView, iid: int, loc: str, default: bool = False) -> Choice:
        card = view.card(iid)
        cost = "" if card.cost is None else f" — {card.cost} €$"
        return Choice(f"{card.full_name}{cost}"[:MAX_LABEL], str(iid),
                      ability_text(card.id, loc)[:MAX_LABEL] or None, default=default)

    def _unit_choice(self, view: CpView, iid: int, loc: str) -> Choice:
        spent = t("cp.opt.spent", loc) if view.cards[iid].spent else ""
        label = t("cp.opt.unit", loc, card=card_name(view.card_id(iid)), power=view.power.get(iid, 0), spent=spent)
        return Choice(label[:MAX_LABEL], str(iid))

    def _legend_label(self, view: CpView, seat: int, slot: int, loc: str) -> str:
        """A face-down Legend by its slot, with its name when its owner has looked at it."""
        card = view.legend_id(seat, slot)
        if card:
            return t("cp.opt.legend_known", loc, slot=slot, card=card_name(card))
        return t("cp.opt.legend", loc, slot=slot)

    @staticmethod
    def _offered(text: str, offered: Collection[int]) -> int | None:
        """An interface choice naming one of the cards on offer, else None."""
        value = number(text)
        return value if value is not None and value in offered else None

    def _die_label(self, ctx: Context, view: CpView, die_id: int) -> str:
        die = view.die(die_id)
        if die.area is None:
            return t("cp.opt.die_fixer", ctx.locale, sides=die.sides)
        return t("cp.opt.die", ctx.locale, sides=die.sides, value=die.value, owner=ctx.name(die.area))

    def _controls_main(self, ctx: Context, view: CpView, seat: int, lines: list[str],
                       controls: list[Control]) -> None:
        loc = ctx.locale
        options = view.options
        assert options is not None
        kind, _, value = ctx.ui.get("pick", "").partition(":")
        playable = options.playable
        lines.append(self._main_guide(view, seat, options, loc))
        picked = self._offered(value, playable) if kind == "card" else None
        pay = ctx.ui.get("pay", "")
        if playable:
            controls.append(Control("pick", placeholder=t("cp.pick.play", loc), row=0, arg="card", choices=tuple(
                self._card_choice(view, i, loc, default=i == picked) for i in playable[:MAX_OPTIONS])))
        if picked is not None:
            self._play_controls(ctx, view, seat, picked, pay, lines, controls)
            return
        do = self._economy(view, seat, options, loc)
        if do:
            controls.append(menu(do[:MAX_OPTIONS], t("cp.pick.legend", loc), row=1))
        chosen = self._offered(value, options.attackers) if kind == "atk" else None
        if chosen is not None:
            lines.append(t("cp.private.picked", loc, card=card_name(view.card_id(chosen))))
            targets = options.attackers[chosen]
            controls.append(menu([(moves.select(moves.Attack(chosen, x)),
                                   Choice(t("cp.opt.gigs", loc), "") if x is None else self._unit_choice(view, x, loc))
                                  for x in targets[:MAX_OPTIONS]], t("cp.pick.target", loc), row=2))
        elif options.attackers:
            controls.append(Control("pick", placeholder=t("cp.pick.attack", loc), row=2, arg="atk", choices=tuple(
                self._unit_choice(view, u, loc) for u in list(options.attackers)[:MAX_OPTIONS])))
        self._activate_controls(view, options, loc, controls)
        if options.must_attack:  # the turn cannot end before it attacks
            lines.append(t("cp.private.must_attack", loc, card=card_name(view.card_id(options.must_attack[0]))))
        else:
            controls.append(button(EndTurn(), t("cp.btn.pass", loc), "primary", row=4))

    def _activate_controls(self, view: CpView, options: Options, loc: str, controls: list[Control]) -> None:
        """The cards whose ⊡ ability may be used now, each with its text (its default payment pays any €$)."""
        if options.activatable:
            controls.append(menu([(moves.select(Activate(i)), Choice(
                card_name(view.card_id(i))[:MAX_LABEL], "", description=ability_text(view.card_id(i), loc)[:MAX_LABEL]))
                for i in options.activatable[:MAX_OPTIONS]], t("cp.pick.activate", loc), row=3))

    def _economy(self, view: CpView, seat: int, options: Options, loc: str) -> list[tuple[Wire, Choice]]:
        """The economy select's offers: sell a hand card, Call a face-down Legend, send a Legend solo."""
        sell_note = t("cp.pick.sell", loc)[:MAX_LABEL]  # what choosing a hand card here does
        do = [(moves.economy(Sell(i)), replace(self._card_choice(view, i, loc), description=sell_note))
              for i in options.sellable]
        do.extend((moves.economy(CallLegend(slot)), Choice(
            t("cp.call_option", loc, legend=self._legend_label(view, seat, slot, loc))[:MAX_LABEL], ""))
            for slot in options.calls)
        for slot in options.solos:
            legend = CARDS[view.legend_id(seat, slot)]  # face up: the view names it
            label = t("cp.solo_option", loc, card=legend.full_name, cost=legend.cost)
            do.append((moves.economy(GoSolo(slot)), Choice(label[:MAX_LABEL], "")))
        return do

    def _main_guide(self, view: CpView, seat: int, options: Options, loc: str) -> str:
        """What `seat` can do in this main phase, in one line, from their own cards (their view only)."""
        can = [t(f"cp.can.{name}", loc) for name, possible in (
            ("sell", options.sellable), ("play", options.playable), ("call", options.calls),
            ("solo", options.solos), ("attack", options.attackers), ("activate", options.activatable)) if possible]
        can.append(t("cp.can.pass", loc))
        return POINTER + t("cp.private.main", loc, payers=len(options.payers), can=either(can, loc))

    def _play_controls(self, ctx: Context, view: CpView, seat: int, picked: int, pay: str, lines: list[str],
                       controls: list[Control]) -> None:
        """A picked card: where its Gear goes, what pays for it, and the button that plays it."""
        loc = ctx.locale
        options = view.options
        assert options is not None
        card = view.card(picked)
        cost = card.cost or 0
        payers = options.payers
        chosen = moves.payment(pay) or ()
        if len(chosen) != cost or len(set(chosen)) != cost or any(p not in payers for p in chosen):
            chosen = ()  # a payment that is not a choice of the payers on offer: none picked
        lines.append(t("cp.private.picked", loc, card=card.full_name))
        if chosen:
            lines.append(t("cp.private.pay", loc, cards=", ".join(self._payer_label(view, seat, payer, loc)
                                                                   for payer in chosen)))
        if card.type == "gear":
            controls.append(menu([(moves.select(Play(picked, h, chosen)), self._host_choice(view, h, loc))
                                  for h in options.hosts[:MAX_OPTIONS]], t("cp.pick.host", loc), row=1))
        else:
            controls.append(button(Play(picked, None, chosen), t("cp.btn.confirm", loc), "success", row=4))
        if cost and any(p.legend for p in payers) and len(payers) <= MAX_OPTIONS:
            controls.append(Control("pay", placeholder=t("cp.pick.pay", loc), row=2, arg=str(picked),
                                    min_values=cost, max_values=cost, choices=tuple(
                                        Choice(self._payer_label(view, seat, payer, loc)[:MAX_LABEL],
                                               moves.token(payer), default=payer in chosen)
                                        for payer in payers)))

    def _payer_label(self, view: CpView, seat: int, payer: Payer, loc: str) -> str:
        """A payer: an Eddie by its place, a Legend by its name (face up) or its slot."""
        if not payer.legend:
            return t("cp.opt.eddie", loc, n=payer.place)
        legend = view.legend(seat, payer.place)
        if legend is not None and legend.face_up and legend.card is not None:
            return card_name(legend.card)
        return self._legend_label(view, seat, payer.place, loc)

    def _host_choice(self, view: CpView, iid: int, loc: str) -> Choice:
        return Choice(t("cp.opt.unit", loc, card=card_name(view.card_id(iid)), power=view.power.get(iid, 0),
                        spent="")[:MAX_LABEL], str(iid))

    def _controls_react(self, ctx: Context, view: CpView, seat: int, lines: list[str],
                        controls: list[Control]) -> None:
        loc = ctx.locale
        a, options = view.attack, view.options
        assert a is not None and options is not None
        blockers, quick, calls = options.blockers, options.playable, options.calls
        can = [t(f"cp.can.{name}", loc) for name, possible in (("block", blockers), ("quick", quick), ("call", calls),
                                                               ("activate", options.activatable)) if possible]
        lines.append(POINTER + t("cp.private.react" if a.target is not None else "cp.private.react_gigs", loc,
                                 card=card_name(view.card_id(a.attacker)),
                                 target=card_name(view.card_id(a.target)) if a.target is not None else "",
                                 can=either([*can, t("cp.can.let", loc)], loc) if can
                                 else t("cp.can.nothing", loc)))
        if blockers:
            controls.append(menu([(moves.select(Block(u)), self._unit_choice(view, u, loc))
                                  for u in blockers[:MAX_OPTIONS]], t("cp.pick.block", loc), row=0))
        if quick:
            controls.append(menu([(moves.select(Play(i)), self._card_choice(view, i, loc))
                                  for i in quick[:MAX_OPTIONS]], t("cp.pick.quick", loc), row=1))
        if calls:
            controls.append(menu([(moves.select(CallLegend(slot)),
                                   Choice(self._legend_label(view, seat, slot, loc)[:MAX_LABEL], ""))
                                  for slot in calls[:MAX_OPTIONS]], t("cp.pick.call", loc), row=2))
        self._activate_controls(view, options, loc, controls)
        controls.append(button(ReactDone(), t("cp.btn.react_done", loc), "primary", row=4))

    def _controls_prompt(self, ctx: Context, view: CpView, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        prompt = view.prompt
        assert prompt is not None
        seen = prompt.params.get("card_seen")
        looked = prompt.params.get("cards")
        lines.append(POINTER + t(f"cp.q.{prompt.kind}", loc, card=card_name(prompt.card) if prompt.card else "",
                       seen=card_name(seen) if isinstance(seen, str) else "", left=prompt.params.get("left", 1),
                       cards=", ".join(card_name(str(c)) for c in looked) if isinstance(looked, list) else ""))
        labels = [(o, self._option_label(ctx, view, seat, prompt, o)[:80]) for o in prompt.options[:MAX_OPTIONS]]
        controls.extend(question_controls(prompt, labels, placeholder=t("cp.pick.answer", loc),
                                          skip_label=t("cp.btn.skip", loc), quiet=frozenset({SKIP})))

    def _option_label(self, ctx: Context, view: CpView, seat: int, prompt: Prompt, option: str) -> str:
        loc = ctx.locale
        if prompt.kind == "mode":
            return t(f"cp.opt.mode_{option}", loc)
        if prompt.kind == "fool_choice":
            return t(f"cp.opt.fool_{option}", loc)
        if prompt.kind in ("reroll", "judy_top", "pay_for") and option != SKIP:
            return t(f"cp.opt.{prompt.kind}_{option}", loc)
        if prompt.kind == "trash_found":  # a place from the top, among the cards the question says were seen
            looked = prompt.params.get("cards")
            n = number(option)
            return card_name(str(looked[n - 1])) if isinstance(looked, list) and n and 1 <= n <= len(looked) \
                else option
        if prompt.kind == "gunpoint_pick":
            return t(f"cp.opt.gun_{option}", loc)
        if prompt.kind == "heist_host" and option == "hand":
            return t("cp.opt.heist_hand", loc)
        if option in (SKIP, OK, "trash", "keep", "call", "draw"):
            return t(f"cp.opt.{option}", loc)
        kind = prompt.kind
        if kind == "roll":
            return f"d{option}"
        if kind == "card_type":
            return t(f"cp.opt.{option}_type", loc)
        if kind == "amount":
            return option
        n = number(option)
        if n is None:
            return option
        if kind == "order":
            effect = next((x for x in view.pending if x.id == n), None)
            if effect is None:
                return option
            return t("cp.opt.effect", loc, card=card_name(effect.card), when=t(f"cp.when.{effect.event}", loc))
        if kind in ("steal", "gig", "swap_mine", "swap_theirs", "set_gig", "set_to", "steal_extra"):
            return self._die_label(ctx, view, n)
        if kind in ("look_legend", "look_legend_may", "free_call", "ready_legend", "ready_legends"):
            return self._legend_label(view, seat, n, loc) if view.legend(seat, n) is not None else option
        if kind in ("take_gear", "take_found"):  # a place from the top of the deck, among the cards seen
            looked = prompt.params.get("cards")
            return card_name(str(looked[n - 1])) if isinstance(looked, list) and 1 <= n <= len(looked) else option
        if n not in view.cards:
            return option
        if kind in UNIT_QUESTIONS:
            return self._unit_choice(view, n, loc).label
        return card_name(view.card_id(n))
