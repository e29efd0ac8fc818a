"""Knowing Zero's adapter to the framework: decisions from the state, the table and each hand from a viewer's
`ZeroView` (so a hidden card can reach a display only as a card back: the view holds no other)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from bot.cards.deck_controls import deck_controls
from bot.cards.decklists import DeckFormat
from bot.cards.decks import deck_label
from bot.cards.faces import Face
from bot.cards.zones import CardView
from bot.engine.moves import Wire
from bot.engine.offers import Offer
from bot.engine.values import number
from bot.framework import pace
from bot.framework.defaults import Move, StagedKind
from bot.framework.game_options import IntOption, OptionValues, clamp
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
from bot.games.zero import computer, game, moves
from bot.games.zero.cards import CARDS, DECKS, ZeroCard, check_own_deck
from bot.games.zero.effects import aim_of, valid_targets
from bot.games.zero.render import SideView, TableView, render_card, render_hand, render_table
from bot.games.zero.state import DRAW, MAX_ARMY, MAX_ROUNDS, SCHEMA, START_HAND, ZeroState
from bot.games.zero.text import STRINGS
from bot.games.zero.view import ZeroView
from bot.games.zero.view import view as seat_view
from bot.i18n import CATALOGUE, t

CATALOGUE.register(STRINGS)

ACCENT = {"creature": (130, 70, 40), "machine": (70, 90, 120), "ability": (40, 110, 160),
          "event": (150, 50, 60), "abstraction": (110, 70, 140)}
SEAT_PARAMS = ("who", "attacker")
MAX_LABEL = 100
DEFAULT_TURN_S = 120  # a decision's clock; 0 (against the computer, unless the opener set one): none
READ_S = 60  # opening 📖 Cards with less than this left of a decision raises it to this, once a decision and seat
MARKERS = ("used", "positive", "negative")  # blue, green, yellow
LOG_CARDS = ("card", "unit", "cards", "attacker", "defender", "pairs")  # log parameters that name cards


def card_name(card_id: str, locale: str) -> str:
    card = CARDS.get(card_id)
    return card.label(locale) if card else "?"


def card_text(card: ZeroCard, locale: str) -> str:
    if card.is_unit:
        return t(f"zk.trait.{card.trait}", locale, n=card.amount or 1) if card.trait else ""
    return t(f"zk.fx.{card.effect}", locale, n=card.amount)


def type_line(card: ZeroCard, locale: str) -> str:
    if card.is_unit and card.nature:
        return f"{t(f'zk.nature.{card.nature}', locale)} · {t('zk.type.unit', locale)}"
    return t(f"zk.type.{card.type}", locale)


def face(card_id: str, locale: str, *, attack: int | None = None, life: str | None = None,
         badges: tuple[tuple[str, str], ...] = ()) -> Face:
    card = CARDS[card_id]
    stats: tuple[tuple[str, str], ...] = ()
    if card.is_unit:
        stats = ((t("zk.stat.attack", locale), str(card.attack if attack is None else attack)),
                 (t("zk.stat.life", locale), life or str(card.life)),
                 (t("zk.stat.value", locale), str(card.value)))
    elif card.type == "abstraction":
        stats = ((t("zk.stat.turns", locale), str(card.turns)),)
    accent = ACCENT[card.nature or "creature"] if card.is_unit else ACCENT[card.type]
    return Face(card.label(locale), type_line(card, locale), accent, stats, card_text(card, locale), badges)


def unit_line(card_id: str, locale: str) -> str:
    card = CARDS[card_id]
    return t("zk.unit_line", locale, name=card.label(locale), attack=card.attack, life=card.life, value=card.value)


def _picked(ctx: Context, offered: list[int]) -> int | None:
    """The card the viewer picked (an interface choice in the custom_id), if it is one of `offered`."""
    picked = moves.read_card(ctx.ui.get("pick", ""))
    return picked if picked in offered else None


def _button(move: moves.ZeroMove, label: str, style: Style, row: int) -> Control:
    wire = moves.encode(move)
    return Control(wire.name, label, style, arg=wire.arg, row=row)


def _options(options: Sequence[moves.ZeroMove]) -> tuple[str, str, tuple[str, ...]]:
    """A select's action, the arg it carries and each option's value, from the move each option makes: the options
    of one select differ in their one value alone (a multiple choice joins them)."""
    wires = [moves.encode(move) for move in options]
    assert wires and len({(w.name, w.arg) for w in wires}) == 1 and all(len(w.values) == 1 for w in wires)
    return wires[0].name, wires[0].arg, tuple(w.values[0] for w in wires)


def _action(move: moves.ZeroMove) -> Action:
    wire = moves.encode(move)
    return Action(wire.name, wire.arg, wire.values)


def clock_text(seconds: float, locale: str) -> str:
    """A decision's time as a player reads it: "2 min", "1 min 30 s", "45 s" (a correspondence clock: "2 days")."""
    if seconds >= 3600:
        return pace.duration_text(seconds, locale)
    minutes, rest = divmod(int(seconds), 60)
    if minutes and rest:
        return t("zk.clock.min_sec", locale, m=minutes, s=rest)
    return t("zk.clock.min", locale, n=minutes) if minutes else t("zk.clock.sec", locale, n=rest)


SCORE = IntOption("score", 20, 60, 30, "zk.cmd.score.name")
HAND = IntOption("hand", 4, 8, START_HAND, "zk.cmd.hand.name")
DRAW_COUNT = IntOption("draw", 1, 3, DRAW, "zk.cmd.draw.name")
ROUNDS = IntOption("rounds", 3, 7, MAX_ROUNDS, "zk.cmd.rounds.name")
OPTIONS = (SCORE, HAND, DRAW_COUNT, ROUNDS)


def turn_option(options: OptionValues) -> int:
    """Seconds a decision from a game's options, as the command allows them; 0: no clock."""
    correspondence = pace.move_seconds(options)
    if correspondence is not None:
        return correspondence
    value = options.get("turn_seconds", DEFAULT_TURN_S)
    if not isinstance(value, int | float) or isinstance(value, bool):
        return DEFAULT_TURN_S
    return 0 if value == 0 else min(900, max(30, int(value)))


def draw_size(view: ZeroView, seat: int) -> int:
    """How many cards a turn of drawing takes now: the setting, the seat's supply, as far as its deck goes."""
    return min(view.draw_count + view.lasting(seat, "supply"), view.count("deck", seat))


def _deck_name(deck_id: Any, locale: str) -> str:
    return deck_label(str(deck_id), DECKS, locale, t("zk.own_deck", locale, name="{name}"))


def _log_cards(params: Mapping[str, Any]) -> list[str]:
    """The card ids a log line's parameters name, in their order (a card, a list of cards, pairs of cards)."""
    out: list[str] = []
    for name in LOG_CARDS:
        value = params.get(name)
        items = value if isinstance(value, list) else [value]
        for item in items:
            for card in item if isinstance(item, list) else [item]:
                if isinstance(card, str) and card in CARDS and card not in out:
                    out.append(card)
    return out


class ZeroKind(StagedKind[ZeroState, ZeroView], OfferingKind[ZeroState, ZeroView, moves.ZeroMove]):
    engine = game
    players = computer
    timeout_event = "zk.ev.timeout"
    name = "zero"
    min_seats = 2
    max_seats = 2
    schema_version = SCHEMA
    has_private_view = True
    title_key = "zk.title"
    help_key = "zk.help"
    turn_seconds = (30, 900)
    interface_actions = frozenset({"pick", "aim", "aim_reset"})
    actions = moves.NAMES | interface_actions
    bare_actions = moves.BARE | {"aim_reset"}
    option_specs = OPTIONS
    deck_format = DeckFormat.of(CARDS, check_own_deck, shipped=DECKS)

    # --- state ---------------------------------------------------------------------------------
    def start(self, ctx: Context, seed: int) -> ZeroState:
        own = (tuple(ctx.decks.get(0, ())), tuple(ctx.decks.get(1, ())))
        chosen = clamp(OPTIONS, ctx.options)  # as the command allows them, whatever a client sent
        return game.new_game(seed, ctx.now, chosen["score"], turn_option(ctx.options), own, hand=chosen["hand"],
                             draw=chosen["draw"], rounds=chosen["rounds"])

    def dump(self, state: ZeroState) -> ZeroState:
        return state  # a msgspec struct: written to JSON as it is

    def load(self, data: dict[str, Any], schema: int) -> ZeroState:
        return ZeroState.from_json(data)

    def is_over(self, state: ZeroState) -> bool:
        return state.is_over()

    def placings(self, state: ZeroState) -> list[int] | None:
        """The winner first; a draw (no winner) puts both first."""
        if not state.is_over():
            return None
        return [0 if state.winner is None or seat == state.winner else 1 for seat in (0, 1)]

    def deck_played(self, state: ZeroState, seat: int) -> dict[str, str] | None:
        deck = state.deck_of(seat)
        return None if deck is None else dict(deck.name)

    # --- decisions -----------------------------------------------------------------------------
    move_names = moves.NAME

    def offers(self, state: ZeroState) -> list[Offer[moves.ZeroMove]]:
        return game.offers(state)

    def encode_move(self, move: moves.ZeroMove) -> Wire:
        return moves.encode(move)

    def interface_for(self, state: ZeroState, offer: Offer[moves.ZeroMove]) -> Extra:
        """Attaching and a window's cards start with a pick (the card, then its target); aims are set one unit at a
        time before they are locked in."""
        if offer.wanted in ("attach", "window"):
            return {"pick": None}
        return {"aim": None, "aim_reset": None} if offer.wanted == "assign" else {}

    def interface(self, action: Action) -> dict[str, str]:
        if action.name == "pick" and action.values:
            return {"pick": action.values[0]}
        if action.name == "aim" and action.values:
            return {"aim": moves.aim_more(action.arg, action.values[0])}
        return {}

    def apply(self, ctx: Context, state: ZeroState, seat: int | None, action: Action) -> Outcome[ZeroState]:
        assert seat is not None
        state = game.apply(state, seat, action.name, action.arg, action.values, ctx.now)  # raises IllegalAction
        return Outcome(state, detail=self._audit(state, action.name))

    @staticmethod
    def _audit(state: ZeroState, action: str) -> str:
        """The action's name and its public event keys: never a card that is still hidden."""
        return ";".join([action, *(str(key) for key, _ in state.events)])[:200]

    # --- time and computers ----------------------------------------------------------------------
    def late_seats(self, state: ZeroState) -> list[int]:
        answering = game.answering(state)
        return sorted(set(game.awaited(state)) | ({answering} if answering is not None else set()))

    def next_default(self, state: ZeroState) -> tuple[int, Move] | None:
        seat = game.answering(state)
        if seat is not None:  # an open draw offer is declined first
            return seat, moves.encode(game.TIMEOUT_MOVES["draw_answer"])
        return super().next_default(state)

    def computer_action(self, ctx: Context, view: ZeroView, seat: int) -> Action | None:
        move = computer.decide(view, seat, salt=ctx.game_id)
        return None if move is None else Action(move.name, move.arg, move.values)

    def options_summary(self, options: OptionValues, locale: str) -> str:
        seconds = turn_option(options)
        clock = (t("zk.clock.option", locale, clock=clock_text(seconds, locale)) if seconds
                 else t("zk.clock.off", locale))
        return t("zk.options", locale, clock=clock, **clamp(OPTIONS, options))

    # --- the log -------------------------------------------------------------------------------
    def event_text(self, ctx: Context, key: str, params: Mapping[str, Any]) -> str:
        loc = ctx.locale
        p: dict[str, Any] = dict(params)
        for name in SEAT_PARAMS:
            if isinstance(p.get(name), int):
                p[name] = ctx.name(p[name])
        for name in ("card", "unit"):
            if isinstance(p.get(name), str):
                p[name] = card_name(p[name], loc)
        for name in ("cards", "attacker", "defender"):
            if isinstance(p.get(name), list):
                p[name] = ", ".join(card_name(c, loc) for c in p[name])
        for name in ("deck", "first", "second"):
            if name in p:
                p[name] = _deck_name(p[name], loc)
        if "pairs" in p:
            p["pairs"] = "; ".join(f"{card_name(a, loc)} → {card_name(b, loc)}" for a, b in p["pairs"])
        for name in ("gains", "scores"):
            if isinstance(p.get(name), list):
                p[name] = ", ".join(f"{ctx.name(s)} {n}" for s, n in enumerate(p[name]))
        if isinstance(p.get("left"), list):
            p["left"] = "–".join(str(n) for n in p["left"])
        if key == "zk.ev.roll":
            p["who"] = ctx.name(int(params["who"]))
        if key == "zk.ev.battle_over":
            winner = int(params["winner"])
            p["outcome"] = (t("zk.outcome.won", loc, who=ctx.name(winner)) if winner >= 0
                            else t("zk.outcome.drawn", loc))
        if key == "zk.ev.over":
            p["result"] = self._result(ctx, int(params["winner"]), str(params["reason"]))
        return t(key, loc, **p)

    def result(self, ctx: Context, state: ZeroState) -> str | None:
        """Who won and why (or why it is a draw), for the message that announces the end."""
        if not state.is_over():
            return None
        return self._result(ctx, -1 if state.winner is None else state.winner, state.end or "agreed")

    @staticmethod
    def _result(ctx: Context, winner: int, reason: str) -> str:
        why = t(f"zk.end.{reason}", ctx.locale)
        if winner >= 0:
            return t("zk.result.win", ctx.locale, who=ctx.name(winner), reason=why)
        return t("zk.result.draw", ctx.locale, reason=why)

    # --- the table -----------------------------------------------------------------------------
    def view(self, state: ZeroState, seat: int | None) -> ZeroView:
        return seat_view(state, seat)

    def public_display(self, ctx: Context, view: ZeroView) -> Display:
        lines = [self.event_text(ctx, key, params) for key, params in (ctx.recent or view.events)[-6:]]
        lines.extend(self._status(ctx, view))
        if not view.is_over():
            lines.append(self._clock_line(view, ctx.locale))
        table = self.table_view(ctx, view)
        return Display(
            title=self._heading(ctx, view),
            description="\n".join(lines),
            image=partial(render_table, table),
            image_key=f"zk-table:{table!r}",
            image_name="table.png",
            colour=0x6B3FA0,
        )

    @staticmethod
    def _clock_line(view: ZeroView, loc: str) -> str:
        """The clock as the board says it: how long a decision is and when this one runs out, or that there is none."""
        if view.deadline is None:
            return t("zk.clock.none", loc)
        return t("zk.clock.board", loc, clock=clock_text(view.turn_seconds, loc), when=f"<t:{int(view.deadline)}:R>")

    def _heading(self, ctx: Context, view: ZeroView) -> str:
        loc = ctx.locale
        if view.phase == "decks":
            return t("zk.heading.decks", loc)
        if view.phase == "over":
            return t("zk.heading.over", loc)
        if view.battle is not None:
            return t("zk.heading.battle", loc, round=view.battle.round, rounds=view.rounds)
        return t("zk.heading.turn", loc, who=ctx.name(view.turn))

    def _status(self, ctx: Context, view: ZeroView) -> list[str]:
        loc = ctx.locale
        if view.phase == "over":
            return [self._result(ctx, -1 if view.winner is None else view.winner, view.end or "agreed")]
        lines: list[str] = []
        by_kind: dict[str, list[int]] = {}
        for seat, wanted in view.awaited.items():
            by_kind.setdefault(wanted, []).append(seat)
        for wanted, seats in by_kind.items():
            who = ", ".join(ctx.mention(s) for s in sorted(seats))
            if wanted == "turn" and view.deck_empty(seats[0]):
                wanted = "turn_forced"
            lines.append(t(f"zk.wait.{wanted}", loc, who=who, n=draw_size(view, seats[0]),
                           hand=t(self.private_button_key, loc)))
        if view.answering is not None:
            lines.append(t("zk.wait.draw_answer", loc, who=ctx.mention(view.answering)))
        if view.phase != "decks":
            for seat in (0, 1):
                lines.append(t("zk.scoreline", loc, who=ctx.name(seat), score=view.scores[seat],
                               deck=view.count("deck", seat), hand=view.count("hand", seat),
                               gone=view.count("gone", seat)))
        return lines

    def table_view(self, ctx: Context, view: ZeroView) -> TableView:
        """Everything the table picture shows, from the public view (the board's: no seat's own cards in it)."""
        loc = ctx.locale

        def side(seat: int) -> SideView:
            lasting = tuple(f"{card_name(c.card or '', loc)} ({dict(c.counters).get('turns', 0)})"
                            for c in view.zone("play", seat).shown())
            army = tuple(None if c.hidden else self._battle_face(view, c, loc) for c in view.zone("army", seat).cards)
            counts = t("zk.label.counts", loc, deck=view.count("deck", seat), hand=view.count("hand", seat),
                       gone=view.count("gone", seat))
            score = f"{view.scores[seat]} {t('zk.label.score', loc)}" if view.phase != "decks" else ""
            return SideView(ctx.name(seat), score, counts, lasting, army, seat in view.awaited)

        if view.battle is not None:
            centre = t("zk.label.round", loc, round=view.battle.round, rounds=view.rounds)
        elif view.phase in ("attach", "defend"):
            centre = t("zk.label.forming", loc, n=view.count("army", view.turn))
        else:
            centre = t("zk.label.no_battle", loc)
        return TableView(top=side(1), bottom=side(0), centre=centre)

    @staticmethod
    def _battle_face(view: ZeroView, unit: CardView, loc: str) -> Face:
        """A revealed unit as it stands: its Attack now, Life left of its most, and its markers."""
        assert unit.iid is not None and unit.card is not None
        iid, owner = unit.iid, unit.owner
        badges: list[tuple[str, str]] = []
        markers = set(unit.markers)
        if "used" in markers:
            badges.append(("used", t("zk.badge.used", loc)))
        if "positive" in markers or view.lasting(owner, "warcry") or view.lasting(owner, "fortify"):
            badges.append(("positive", "+"))
        if "negative" in markers or view.lasting(1 - owner, "dread"):
            badges.append(("negative", "−"))
        card = CARDS[unit.card]
        return replace(face(unit.card, loc, attack=view.attack_of(iid),
                            life=f"{view.life_left(iid)}/{view.max_life(iid)}", badges=tuple(badges)),
                       text=t(f"zk.kw.{card.trait}", loc, n=card.amount or 1) if card.trait else "", compact=True)

    # --- reading cards (📖 Cards) ------------------------------------------------------------------
    def readable_cards(self, ctx: Context, view: ZeroView, seat: int | None) -> list[CardRef]:
        cards = self._readable(ctx, view, seat)
        return [CardRef(ref, card_name(card, ctx.locale), place) for ref, card, place in cards]

    def _readable(self, ctx: Context, view: ZeroView, seat: int | None) -> list[tuple[str, str, str]]:
        """(ref, card id, place) of every card `seat` may read, from its view (None: the public's): its hand, each
        card once; the table, its own side first (armies with the abilities they carry, abstractions in play); the
        rival's cards it saw go back to hand; the cards the recent public log names, newest first. A ref names a card
        id (hand, seen, log) or an instance the viewer sees on the table, nothing else."""
        if view.phase == "decks":
            return []
        loc = ctx.locale
        out: list[tuple[str, str, str]] = []
        refs: set[str] = set()
        named: set[str] = set()

        def add(ref: str, card: str | None, place: str) -> None:
            if card is not None and card in CARDS and ref not in refs:
                out.append((ref, card, place))
                refs.add(ref)
                named.add(card)

        if seat is not None:
            for c in view.zone("hand", seat).cards:
                add(f"h.{c.card}", c.card, t("zk.place.hand", loc))
        for side in (seat, 1 - seat) if seat is not None else (0, 1):
            own = side == seat
            army = t("zk.place.army_own", loc) if own else t("zk.place.army", loc, who=ctx.name(side))
            for unit in view.zone("army", side).shown():
                add(f"u.{unit.iid}", unit.card, army)
                for ability in unit.attached:
                    if not ability.hidden:
                        add(f"u.{ability.iid}", ability.card,
                            t("zk.place.attached", loc, place=army, unit=card_name(unit.card or "", loc)))
            play = t("zk.place.play_own", loc) if own else t("zk.place.play", loc, who=ctx.name(side))
            for c in view.zone("play", side).shown():
                add(f"u.{c.iid}", c.card, play)
        if seat is not None:
            for card in self._known_held(view, loc):
                if card not in named:
                    add(f"k.{card}", card, t("zk.place.known", loc, who=ctx.name(1 - seat)))
        for _key, params in reversed(ctx.recent or view.events):
            for card in _log_cards(params):
                if card not in named:
                    add(f"l.{card}", card, t("zk.place.log", loc))
        return out

    def card_details(self, ctx: Context, view: ZeroView, seat: int | None, ref: str) -> Display | None:
        """A card whole: what kind of card it is and how it is played, its text, its numbers; on the table, how it
        stands now (Attack and Life left, markers, the abilities it carries, the turns an abstraction has left)."""
        found = next(((card, place) for r, card, place in self._readable(ctx, view, seat) if r == ref), None)
        if found is None:
            return None
        card_id, place = found
        loc = ctx.locale
        card = CARDS[card_id]
        iid = number(ref[2:]) if ref.startswith("u.") else None
        shown = view.shown(iid) if iid is not None else None
        lines = [f"**{type_line(card, loc)}**"]
        if card_text(card, loc):
            lines.append(card_text(card, loc))
        lines.append(self._how_played(card, loc))
        fields: list[tuple[str, str]] = []
        picture = face(card_id, loc)
        if card.is_unit:
            attack, life = str(card.attack), str(card.life)
            if shown is not None and shown.iid is not None and view.battle is not None and shown.face_up:
                now = view.attack_of(shown.iid)
                left, most = view.life_left(shown.iid), view.max_life(shown.iid)
                attack = str(now) if now == card.attack else t("zk.read.changed", loc, now=now, printed=card.attack)
                life = t("zk.read.life_of", loc, left=left, most=most)
                picture = replace(self._battle_face(view, shown, loc), compact=False, text=card_text(card, loc))
            fields = [(t("zk.read.attack", loc), attack), (t("zk.read.life", loc), life),
                      (t("zk.read.value", loc), str(card.value))]
            if shown is not None:
                carried = [card_name(a.card, loc) for a in shown.attached if a.card is not None]
                if carried:
                    lines.append(t("zk.read.carries", loc, cards=", ".join(carried)))
        elif card.type == "abstraction":
            fields = [(t("zk.read.lasts", loc), t("zk.read.turns", loc, n=card.turns))]
            if shown is not None:
                fields.append((t("zk.read.turns_left", loc), str(dict(shown.counters).get("turns", 0))))
        if shown is not None:
            lines.extend(t(f"zk.read.marker.{m}", loc) for m in dict.fromkeys(shown.markers) if m in MARKERS)
        lines.append(t("zk.read.where", loc, place=place))
        return Display(
            title=card.label(loc),
            description="\n".join(lines),
            fields=fields,
            image=partial(render_card, picture, place),
            image_key=f"zk-card:{(picture, place)!r}",
            image_name="card.png",
            colour=0x6B3FA0,
        )

    @staticmethod
    def _how_played(card: ZeroCard, loc: str) -> str:
        if card.is_unit:
            return t(f"zk.read.{card.nature}", loc, value=card.value)
        return t(f"zk.read.{card.type}", loc, turns=card.turns)

    def reading(self, ctx: Context, state: ZeroState, seat: int) -> Outcome[ZeroState] | None:
        """A seat whose decision runs on the clock opened 📖 Cards: less than a minute left is raised to a minute, once
        for each decision and seat (a simultaneous aim gives each player their own once)."""
        if state.deadline is None or state.is_over() or state.reading[seat] == state.stage:
            return None
        if seat not in game.awaited(state) and game.answering(state) != seat:
            return None
        if state.deadline - ctx.now >= READ_S:
            return None
        s = state.clone()
        s.deadline = ctx.now + READ_S
        s.reading[seat] = s.stage
        s.events, s.private = [["zk.ev.reading", {"who": seat, "n": READ_S}]], []
        return Outcome(s, detail="reading")

    # --- a hand --------------------------------------------------------------------------------
    def private_display(self, ctx: Context, view: ZeroView, seat: int) -> Display | None:
        loc = ctx.locale
        hand = view.zone("hand", seat).shown()
        lines: list[str] = []
        controls: list[Control] = []
        wanted = view.awaited.get(seat)
        if wanted is not None:
            builder = getattr(self, f"_controls_{wanted}")
            builder(ctx, view, seat, lines, controls)
        elif not view.is_over():
            waiting = ", ".join(ctx.name(s) for s in sorted(view.awaited)) or "—"
            if view.battle is not None and view.battle.locked[seat]:
                lines.append(t("zk.private.locked", loc, who=waiting))
            else:
                lines.append(t("zk.private.wait", loc, who=waiting))
        if view.answering == seat:
            lines.append(t("zk.private.draw_offer", loc, who=ctx.name(1 - seat)))
            controls.append(_button(moves.AcceptDraw(), t("zk.btn.draw_accept", loc), "success", row=4))
            controls.append(_button(moves.DeclineDraw(), t("zk.btn.draw_decline", loc), "secondary", row=4))
        elif view.draw_offer is None and view.phase not in ("decks", "over"):
            controls.append(_button(moves.OfferDraw(), t("zk.btn.offer_draw", loc), "secondary", row=4))
        if not hand and view.phase != "decks":
            lines.append(t("zk.private.empty", loc))
        known = self._known_held(view, loc)
        if known:
            lines.append(t("zk.private.known", loc, who=ctx.name(1 - seat),
                           cards=", ".join(card_name(c, loc) for c in known)))
        faces = tuple(face(c.card or "", loc) for c in hand)
        caption = f"{t('zk.private.title', loc)} · {len(hand)}"
        return Display(
            title=t("zk.private.title", loc),
            description="\n".join(lines),
            image=partial(render_hand, faces, caption) if view.phase != "decks" else None,
            image_key=f"zk-hand:{(faces, caption)!r}",
            image_name="hand.png",
            controls=controls,
            colour=0x6B3FA0,
        )

    @staticmethod
    def _known_held(view: ZeroView, loc: str) -> list[str]:
        """The cards the viewer saw go back to the rival's hand after a battle and the rival still holds. Cards in
        a face-down army (or attached to it) are still held, and the list is in name order: which of them
        attack, or came back after a refusal, does not show."""
        return sorted(view.known_held, key=lambda c: (card_name(c, loc), c))

    def _card_choice(self, view: ZeroView, iid: int, value: str, loc: str, default: bool = False) -> Choice:
        card = view.card(iid)
        label = unit_line(card.id, loc) if card.is_unit else card.label(loc)
        text = card_text(card, loc)
        return Choice(label[:MAX_LABEL], value, text[:MAX_LABEL] or None, default=default)

    def _card_select(self, view: ZeroView, cards: list[int], options: Sequence[moves.ZeroMove], loc: str,
                     placeholder: str, row: int, most: int = 1) -> Control:
        """A select of `cards`, each option making the move beside it (`most` > 1: one move of the options picked)."""
        name, arg, values = _options(options)
        return Control(name, placeholder=placeholder, row=row, arg=arg, min_values=1, max_values=most,
                       choices=tuple(self._card_choice(view, i, v, loc) for i, v in zip(cards, values, strict=True)))

    def _pick_select(self, view: ZeroView, cards: list[int], chosen: int | None, loc: str, placeholder: str) -> Control:
        """The Pick select: an interface choice, the card the next control carries."""
        return Control("pick", placeholder=placeholder, row=0, choices=tuple(
            self._card_choice(view, i, moves.card_part(i), loc, default=i == chosen) for i in cards))

    def _controls_deck(self, ctx: Context, view: ZeroView, seat: int, lines: list[str],
                       controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(t("zk.private.deck", loc))
        lines.extend(t("zk.deck.line", loc, name=_deck_name(key, loc), style=t(f"zk.deck.{key}", loc))
                     for key in sorted(DECKS))
        # a deck's id as its button's arg or its select's value: the way `moves` writes a ChooseDeck
        controls.extend(deck_controls(moves.NAME[moves.ChooseDeck], DECKS, view.own_decks, loc,
                                      t("zk.pick.own_deck", loc), t("zk.deck_size", loc, n="{n}")))

    def _controls_turn(self, ctx: Context, view: ZeroView, seat: int, lines: list[str],
                       controls: list[Control]) -> None:
        loc = ctx.locale
        forced = view.deck_empty(seat)
        lines.append(t("zk.private.forced" if forced else "zk.private.turn", loc, n=draw_size(view, seat)))
        abstractions = view.hand_of(seat, "abstraction")
        if abstractions and not view.abstraction_played:
            controls.append(self._card_select(view, abstractions, [moves.PlayAbstraction(i) for i in abstractions],
                                              loc, t("zk.pick.abstraction", loc), row=0))
        units = view.hand_of(seat, "unit")
        if units:
            controls.append(self._card_select(view, units, [moves.Attack((i,)) for i in units], loc,
                                              t("zk.pick.army", loc), row=1, most=min(MAX_ARMY, len(units))))
        if not forced:
            controls.append(_button(moves.Draw(), t("zk.btn.draw", loc, n=draw_size(view, seat)), "primary", row=2))

    def _controls_attach(self, ctx: Context, view: ZeroView, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        abilities = view.hand_of(seat, "ability")
        chosen = _picked(ctx, abilities)
        lines.append(t("zk.private.attach" if abilities else "zk.private.attach_none", loc))
        army = view.army(seat)
        lines.append(t("zk.pv.army", loc, cards=", ".join(view.card(u).label(loc) for u in army)))
        if abilities:
            controls.append(self._pick_select(view, abilities, chosen, loc, t("zk.pick.ability", loc)))
        if chosen is not None:
            lines.append(t("zk.private.attach_to", loc, card=view.card(chosen).label(loc)))
            controls.append(self._card_select(view, army, [moves.Attach(chosen, u) for u in army], loc,
                                              t("zk.pick.unit", loc), row=1))
        controls.append(_button(moves.Formed(), t("zk.btn.formed", loc), "success", row=2))
        if seat == view.turn:
            controls.append(_button(moves.Back(), t("zk.btn.back", loc), "secondary", row=2))

    def _controls_defend(self, ctx: Context, view: ZeroView, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(t("zk.private.defend", loc, who=ctx.name(1 - seat), n=view.count("army", 1 - seat)))
        units = view.hand_of(seat, "unit")
        if units:
            controls.append(self._card_select(view, units, [moves.Accept((i,)) for i in units], loc,
                                              t("zk.pick.defend", loc), row=0, most=min(MAX_ARMY, len(units))))
        controls.append(_button(moves.Refuse(), t("zk.btn.refuse", loc), "danger", row=1))

    def _controls_window(self, ctx: Context, view: ZeroView, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        assert view.battle is not None
        lines.append(t("zk.private.window", loc, round=view.battle.round))
        playable = list(view.playable)
        chosen = _picked(ctx, playable)
        if playable:
            controls.append(self._pick_select(view, playable, chosen, loc, t("zk.pick.play", loc)))
        if chosen is not None:
            effect = view.card(chosen).effect or ""
            name = view.card(chosen).label(loc)
            if aim_of(effect) is not None:  # a playable card has a target (`useful`)
                lines.append(t("zk.private.target", loc, card=name))
                targets = valid_targets(view, seat, effect)
                action, arg, values = _options([moves.PlayCard(chosen, u) for u in targets])
                controls.append(Control(action, placeholder=t("zk.pick.target", loc), row=1, arg=arg, choices=tuple(
                    self._target_choice(view, u, v, loc) for u, v in zip(targets, values, strict=True))))
            else:
                controls.append(_button(moves.PlayCard(chosen, None), t("zk.btn.play", loc, card=name)[:80], "primary",
                                        row=1))
        controls.append(_button(moves.Pass(), t("zk.btn.pass", loc), "secondary", row=2))

    def _target_choice(self, view: ZeroView, iid: int, value: str, loc: str) -> Choice:
        card = view.card(iid)
        label = f"{card.label(loc)} — {view.attack_of(iid)}/{view.life_left(iid)}"
        return Choice(label[:MAX_LABEL], value)

    def _controls_assign(self, ctx: Context, view: ZeroView, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        assert view.battle is not None
        army = view.army(seat)
        allowed = view.targets_for(seat)
        plan = moves.read_aims(ctx.ui.get("aim", "")) or ()
        if len(plan) > len(army) or any(x not in allowed for x in plan):
            plan = ()  # not a plan this view offered: start again
        lines.append(t("zk.private.assign", loc, round=view.battle.round))
        if plan:
            pairs = "; ".join(f"{view.card(u).label(loc)} → {view.card(v).label(loc)}"
                              for u, v in zip(army, plan, strict=False))
            lines.append(t("zk.private.plan", loc, pairs=pairs))
        lock = moves.encode(moves.Assign(plan))
        if len(plan) < len(army):
            unit = army[len(plan)]
            # the aim select carries the plan so far as the Lock in button does; its pick is the next target
            controls.append(Control("aim", placeholder=t("zk.pick.aim", loc, unit=view.card(unit).label(loc),
                                                         k=len(plan) + 1, n=len(army))[:150], row=0, arg=lock.arg,
                                    choices=tuple(self._target_choice(view, u, moves.card_part(u), loc)
                                                  for u in allowed)))
        controls.append(Control(lock.name, t("zk.btn.lock", loc), "success", arg=lock.arg, row=1))
        if plan:
            controls.append(Control("aim_reset", t("zk.btn.reset", loc), "secondary", row=1))
