"""Knowing Zero's adapter to the framework: decisions, the table and each hand, built from the redacted
views of the card toolkit (so a hidden card can reach a display only as a card back)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from typing import Any

from bot.cards.deck_controls import deck_controls
from bot.cards.decklists import DeckFormat
from bot.cards.decks import deck_label
from bot.cards.faces import Face
from bot.cards.zones import CardView, redact
from bot.engine.values import number, numbers
from bot.framework import pace
from bot.framework.defaults import Move, StagedKind
from bot.framework.game_options import IntOption, clamp
from bot.framework.kinds import (
    Action,
    CardRef,
    Choice,
    Context,
    Control,
    Decision,
    Display,
    Outcome,
    decision,
)
from bot.games.zero import computer, game
from bot.games.zero.cards import CARDS, DECKS, ZeroCard, check_own_deck
from bot.games.zero.effects import TARGETS, valid_targets
from bot.games.zero.render import SideView, TableView, render_card, render_hand, render_table
from bot.games.zero.state import DRAW, MAX_ARMY, MAX_ROUNDS, SCHEMA, START_HAND, ZeroState
from bot.games.zero.text import STRINGS
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
    picked = number(ctx.ui.get("pick", ""))
    return picked if picked in offered else None


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


def turn_option(options: Mapping[str, Any]) -> int:
    """Seconds a decision from a game's options, as the command allows them; 0: no clock."""
    correspondence = pace.move_seconds(options)
    if correspondence is not None:
        return correspondence
    value = options.get("turn_seconds", DEFAULT_TURN_S)
    if not isinstance(value, int | float) or isinstance(value, bool):
        return DEFAULT_TURN_S
    return 0 if value == 0 else min(900, max(30, int(value)))


def draw_size(state: ZeroState, seat: int) -> int:
    """How many cards a turn of drawing takes now: the setting, the seat's supply, as far as its deck goes."""
    return min(state.draw_count + state.lasting(seat, "supply"), len(state.zone("deck", seat)))


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


class ZeroKind(StagedKind[ZeroState, ZeroState]):
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
    actions = frozenset(game.TAKES) | interface_actions
    bare_actions = frozenset({name for name, (arg, most) in game.TAKES.items() if not arg and not most} | {"aim_reset"})
    option_specs = OPTIONS
    deck_format = DeckFormat.of(CARDS, check_own_deck)

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
    def pending(self, state: ZeroState) -> list[Decision]:
        out: list[Decision] = []
        for seat, wanted in sorted(game.awaited(state).items()):
            actions = set(game.ACTIONS[wanted])
            choices: dict[str, frozenset[str]] = {}
            group = None
            if wanted == "deck":
                choices["deck"], group = frozenset(DECKS) | frozenset(state.custom[seat]), "deck"
            elif wanted == "turn" and state.deck_empty(seat):
                actions.discard("draw")
            elif wanted in ("attach", "window"):
                actions.add("pick")
            elif wanted == "assign" and state.battle is not None:
                actions |= {"aim", "aim_reset"}
                group = f"aim:{state.battles}:{state.battle.round}"  # this round of this battle only
            out.append(Decision(seat, wanted, frozenset(actions), choices, min_values=1, max_values=MAX_ARMY,
                                group=group, default=self._default(state, seat, wanted)))
        answering = game.answering(state)
        if answering is not None:
            out.append(Decision(answering, "draw_answer", frozenset({"draw_accept", "draw_decline"}),
                                default=Action("draw_decline")))
        elif state.phase not in ("decks", "over"):
            out.extend(decision(seat, "offer", "offer_draw", awaited=False) for seat in (0, 1))
        return out

    @staticmethod
    def _default(state: ZeroState, seat: int, wanted: str) -> Action | None:
        """What a timeout picks: the house default aim for an assignment, a pass, the computer's choice."""
        if wanted == "assign":
            return Action("assign")
        if wanted == "window":
            return Action("pass")
        if wanted == "attach":
            return Action("formed")
        return None

    def interface(self, action: Action) -> dict[str, str]:
        if action.name == "pick" and action.values:
            return {"pick": action.values[0]}
        if action.name == "aim" and action.values:
            return {"aim": ".".join(x for x in (action.arg, action.values[0]) if x)}
        return {}

    def apply(self, ctx: Context, state: ZeroState, seat: int | None, action: Action) -> Outcome:
        assert seat is not None
        arg, values = action.arg, action.values
        if action.name in ("abstraction", "deck") and not arg and len(values) == 1:
            arg, values = values[0], ()
        state = game.apply(state, seat, action.name, arg, values, ctx.now)  # raises IllegalAction
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
            return seat, ("draw_decline", "", ())
        return super().next_default(state)

    def options_summary(self, options: Mapping[str, Any], locale: str) -> str:
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
    def view(self, state: ZeroState, seat: int | None) -> ZeroState:
        return state  # not yet redacted: the state itself, until this game's view type lands

    def public_display(self, ctx: Context, state: ZeroState) -> Display:
        lines = [self.event_text(ctx, key, params) for key, params in (ctx.recent or state.events)[-6:]]
        lines.extend(self._status(ctx, state))
        if not state.is_over():
            lines.append(self._clock_line(state, ctx.locale))
        view = self.table_view(ctx, state)
        return Display(
            title=self._heading(ctx, state),
            description="\n".join(lines),
            image=partial(render_table, view),
            image_key=f"zk-table:{view!r}",
            image_name="table.png",
            colour=0x6B3FA0,
        )

    @staticmethod
    def _clock_line(state: ZeroState, loc: str) -> str:
        """The clock as the board says it: how long a decision is and when this one runs out, or that there is none."""
        if state.deadline is None:
            return t("zk.clock.none", loc)
        return t("zk.clock.board", loc, clock=clock_text(state.turn_seconds, loc), when=f"<t:{int(state.deadline)}:R>")

    def _heading(self, ctx: Context, state: ZeroState) -> str:
        loc = ctx.locale
        if state.phase == "decks":
            return t("zk.heading.decks", loc)
        if state.phase == "over":
            return t("zk.heading.over", loc)
        if state.battle is not None:
            return t("zk.heading.battle", loc, round=state.battle.round, rounds=state.rounds)
        return t("zk.heading.turn", loc, who=ctx.name(state.turn))

    def _status(self, ctx: Context, state: ZeroState) -> list[str]:
        loc = ctx.locale
        if state.phase == "over":
            return [self._result(ctx, -1 if state.winner is None else state.winner, state.end or "agreed")]
        lines: list[str] = []
        awaited = game.awaited(state)
        by_kind: dict[str, list[int]] = {}
        for seat, wanted in awaited.items():
            by_kind.setdefault(wanted, []).append(seat)
        for wanted, seats in by_kind.items():
            who = ", ".join(ctx.mention(s) for s in sorted(seats))
            if wanted == "turn" and state.deck_empty(seats[0]):
                wanted = "turn_forced"
            lines.append(t(f"zk.wait.{wanted}", loc, who=who, n=draw_size(state, seats[0]),
                           hand=t(self.private_button_key, loc)))
        answering = game.answering(state)
        if answering is not None:
            lines.append(t("zk.wait.draw_answer", loc, who=ctx.mention(answering)))
        if state.phase != "decks":
            for seat in (0, 1):
                lines.append(t("zk.scoreline", loc, who=ctx.name(seat), score=state.scores[seat],
                               deck=len(state.zone("deck", seat)), hand=len(state.zone("hand", seat)),
                               gone=len(state.zone("gone", seat))))
        return lines

    def table_view(self, ctx: Context, state: ZeroState) -> TableView:
        """Everything the table picture shows, from the public view of the table alone."""
        loc = ctx.locale
        public = redact(state.table, None)

        def side(seat: int) -> SideView:
            lasting = tuple(f"{card_name(c.card or '', loc)} ({dict(c.counters).get('turns', 0)})"
                            for c in public.zones[f"play{seat}"].shown())
            army = tuple(None if c.hidden else self._battle_face(state, c, loc)
                         for c in public.zones[f"army{seat}"].cards)
            counts = t("zk.label.counts", loc, deck=len(public.zones[f"deck{seat}"]),
                       hand=len(public.zones[f"hand{seat}"]), gone=len(public.zones[f"gone{seat}"]))
            score = f"{state.scores[seat]} {t('zk.label.score', loc)}" if state.phase != "decks" else ""
            return SideView(ctx.name(seat), score, counts, lasting, army, seat in game.awaited(state))

        if state.battle is not None:
            centre = t("zk.label.round", loc, round=state.battle.round, rounds=state.rounds)
        elif state.phase in ("attach", "defend"):
            centre = t("zk.label.forming", loc, n=len(public.zones[f"army{state.turn}"]))
        else:
            centre = t("zk.label.no_battle", loc)
        return TableView(top=side(1), bottom=side(0), centre=centre)

    @staticmethod
    def _battle_face(state: ZeroState, view: CardView, loc: str) -> Face:
        """A revealed unit as it stands: its Attack now, Life left of its most, and its markers."""
        assert view.iid is not None and view.card is not None
        iid = view.iid
        owner = state.inst(iid).owner
        badges: list[tuple[str, str]] = []
        markers = set(view.markers)
        if "used" in markers:
            badges.append(("used", t("zk.badge.used", loc)))
        if "positive" in markers or state.lasting(owner, "warcry") or state.lasting(owner, "fortify"):
            badges.append(("positive", "+"))
        if "negative" in markers or state.lasting(1 - owner, "dread"):
            badges.append(("negative", "−"))
        card = CARDS[view.card]
        return replace(face(view.card, loc, attack=state.attack_of(iid),
                            life=f"{state.life_left(iid)}/{state.max_life(iid)}", badges=tuple(badges)),
                       text=t(f"zk.kw.{card.trait}", loc, n=card.amount or 1) if card.trait else "", compact=True)

    # --- reading cards (📖 Cards) ------------------------------------------------------------------
    def readable_cards(self, ctx: Context, state: ZeroState, seat: int | None) -> list[CardRef]:
        cards = self._readable(ctx, state, seat)
        return [CardRef(ref, card_name(card, ctx.locale), place) for ref, card, place in cards]

    def _readable(self, ctx: Context, state: ZeroState, seat: int | None) -> list[tuple[str, str, str]]:
        """(ref, card id, place) of every card `seat` may read, from its redacted view (None: the public's): its
        hand, each card once; the table, its own side first (armies with the abilities they carry, abstractions in
        play); the rival's cards it saw go back to hand; the cards the recent public log names, newest first. A ref
        names a card id (hand, seen, log) or an instance the viewer sees on the table, nothing else."""
        if state.phase == "decks":
            return []
        loc = ctx.locale
        view = redact(state.table, seat)
        out: list[tuple[str, str, str]] = []
        refs: set[str] = set()
        named: set[str] = set()

        def add(ref: str, card: str | None, place: str) -> None:
            if card is not None and card in CARDS and ref not in refs:
                out.append((ref, card, place))
                refs.add(ref)
                named.add(card)

        if seat is not None:
            for c in view.zones[f"hand{seat}"].cards:
                add(f"h.{c.card}", c.card, t("zk.place.hand", loc))
        for side in (seat, 1 - seat) if seat is not None else (0, 1):
            own = side == seat
            army = t("zk.place.army_own", loc) if own else t("zk.place.army", loc, who=ctx.name(side))
            for unit in view.zones[f"army{side}"].shown():
                add(f"u.{unit.iid}", unit.card, army)
                for ability in unit.attached:
                    if not ability.hidden:
                        add(f"u.{ability.iid}", ability.card,
                            t("zk.place.attached", loc, place=army, unit=card_name(unit.card or "", loc)))
            play = t("zk.place.play_own", loc) if own else t("zk.place.play", loc, who=ctx.name(side))
            for c in view.zones[f"play{side}"].shown():
                add(f"u.{c.iid}", c.card, play)
        if seat is not None:
            for card in self._known_held(state, seat, loc):
                if card not in named:
                    add(f"k.{card}", card, t("zk.place.known", loc, who=ctx.name(1 - seat)))
        for _key, params in reversed(ctx.recent or [tuple(e) for e in state.events]):
            for card in _log_cards(params):
                if card not in named:
                    add(f"l.{card}", card, t("zk.place.log", loc))
        return out

    def card_details(self, ctx: Context, state: ZeroState, seat: int | None, ref: str) -> Display | None:
        """A card whole: what kind of card it is and how it is played, its text, its numbers; on the table, how it
        stands now (Attack and Life left, markers, the abilities it carries, the turns an abstraction has left)."""
        found = next(((card, place) for r, card, place in self._readable(ctx, state, seat) if r == ref), None)
        if found is None:
            return None
        card_id, place = found
        loc = ctx.locale
        card = CARDS[card_id]
        iid = number(ref[2:]) if ref.startswith("u.") else None
        shown = self._shown(state, seat, iid) if iid is not None else None
        lines = [f"**{type_line(card, loc)}**"]
        if card_text(card, loc):
            lines.append(card_text(card, loc))
        lines.append(self._how_played(card, loc))
        fields: list[tuple[str, str]] = []
        picture = face(card_id, loc)
        if card.is_unit:
            attack, life = str(card.attack), str(card.life)
            if shown is not None and shown.iid is not None and state.battle is not None and shown.face_up:
                now = state.attack_of(shown.iid)
                left, most = state.life_left(shown.iid), state.max_life(shown.iid)
                attack = str(now) if now == card.attack else t("zk.read.changed", loc, now=now, printed=card.attack)
                life = t("zk.read.life_of", loc, left=left, most=most)
                picture = replace(self._battle_face(state, shown, loc), compact=False, text=card_text(card, loc))
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
    def _shown(state: ZeroState, seat: int | None, iid: int) -> CardView | None:
        """Instance `iid` as `seat` sees it on the table (with what it carries), if it lies there for them to see."""
        for zone in redact(state.table, seat).zones.values():
            for view in zone.cards:
                for candidate in (view, *view.attached):
                    if candidate.iid == iid:
                        return candidate
        return None

    @staticmethod
    def _how_played(card: ZeroCard, loc: str) -> str:
        if card.is_unit:
            return t(f"zk.read.{card.nature}", loc, value=card.value)
        return t(f"zk.read.{card.type}", loc, turns=card.turns)

    def reading(self, ctx: Context, state: ZeroState, seat: int) -> Outcome | None:
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
    def private_display(self, ctx: Context, state: ZeroState, seat: int) -> Display | None:
        loc = ctx.locale
        mine = redact(state.table, seat)
        hand = [c for c in mine.zones[f"hand{seat}"].cards if c.card is not None]
        lines: list[str] = []
        controls: list[Control] = []
        wanted = game.awaited(state).get(seat)
        if wanted is not None:
            builder = getattr(self, f"_controls_{wanted}")
            builder(ctx, state, seat, lines, controls)
        elif not state.is_over():
            waiting = ", ".join(ctx.name(s) for s in sorted(game.awaited(state))) or "—"
            if state.battle is not None and state.battle.assign[seat] is not None:
                lines.append(t("zk.private.locked", loc, who=waiting))
            else:
                lines.append(t("zk.private.wait", loc, who=waiting))
        if game.answering(state) == seat:
            lines.append(t("zk.private.draw_offer", loc, who=ctx.name(1 - seat)))
            controls.append(Control("draw_accept", t("zk.btn.draw_accept", loc), "success", row=4))
            controls.append(Control("draw_decline", t("zk.btn.draw_decline", loc), "secondary", row=4))
        elif state.draw_offer is None and state.phase not in ("decks", "over"):
            controls.append(Control("offer_draw", t("zk.btn.offer_draw", loc), "secondary", row=4))
        if not hand and state.phase != "decks":
            lines.append(t("zk.private.empty", loc))
        known = self._known_held(state, seat, loc)
        if known:
            lines.append(t("zk.private.known", loc, who=ctx.name(1 - seat),
                           cards=", ".join(card_name(c, loc) for c in known)))
        faces = tuple(face(c.card or "", loc) for c in hand)
        caption = f"{t('zk.private.title', loc)} · {len(hand)}"
        return Display(
            title=t("zk.private.title", loc),
            description="\n".join(lines),
            image=partial(render_hand, faces, caption) if state.phase != "decks" else None,
            image_key=f"zk-hand:{(faces, caption)!r}",
            image_name="hand.png",
            controls=controls,
            colour=0x6B3FA0,
        )

    @staticmethod
    def _known_held(state: ZeroState, seat: int, loc: str) -> list[str]:
        """The cards `seat` saw go back to the rival's hand after a battle and the rival still holds. Cards in
        a face-down army (or attached to it) are still held, and the list is in name order: which of them
        attack, or came back after a refusal, does not show."""
        rival = 1 - seat
        places = (f"hand{rival}", f"army{rival}")
        known = state.table.known[seat] if seat < len(state.table.known) else []
        cards = [state.inst(i).card for i in known
                 if not state.inst(i).face_up and state.table.zone_of(i) in places]
        return sorted(cards, key=lambda c: (card_name(c, loc), c))

    def _card_choice(self, state: ZeroState, iid: int, loc: str, default: bool = False) -> Choice:
        card = state.card(iid)
        label = unit_line(card.id, loc) if card.is_unit else card.label(loc)
        text = card_text(card, loc)
        return Choice(label[:MAX_LABEL], str(iid), text[:MAX_LABEL] or None, default=default)

    def _controls_deck(self, ctx: Context, state: ZeroState, seat: int, lines: list[str],
                       controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(t("zk.private.deck", loc))
        lines.extend(t("zk.deck.line", loc, name=_deck_name(key, loc), style=t(f"zk.deck.{key}", loc))
                     for key in sorted(DECKS))
        controls.extend(deck_controls("deck", DECKS, state.custom[seat], loc, t("zk.pick.own_deck", loc),
                                      t("zk.deck_size", loc, n="{n}")))

    def _controls_turn(self, ctx: Context, state: ZeroState, seat: int, lines: list[str],
                       controls: list[Control]) -> None:
        loc = ctx.locale
        forced = state.deck_empty(seat)
        lines.append(t("zk.private.forced" if forced else "zk.private.turn", loc, n=draw_size(state, seat)))
        abstractions = state.hand_of(seat, "abstraction")
        if abstractions and not state.abstraction_played:
            controls.append(Control("abstraction", placeholder=t("zk.pick.abstraction", loc), row=0,
                                    choices=tuple(self._card_choice(state, i, loc) for i in abstractions)))
        units = state.hand_of(seat, "unit")
        if units:
            controls.append(Control("attack", placeholder=t("zk.pick.army", loc), row=1, min_values=1,
                                    max_values=min(MAX_ARMY, len(units)),
                                    choices=tuple(self._card_choice(state, i, loc) for i in units)))
        if not forced:
            controls.append(Control("draw", t("zk.btn.draw", loc, n=draw_size(state, seat)), "primary", row=2))

    def _controls_attach(self, ctx: Context, state: ZeroState, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        abilities = state.hand_of(seat, "ability")
        chosen = _picked(ctx, abilities)
        lines.append(t("zk.private.attach" if abilities else "zk.private.attach_none", loc))
        lines.append(t("zk.pv.army", loc, cards=", ".join(card_name(state.inst(u).card, loc)
                                                           for u in state.army(seat))))
        if abilities:
            controls.append(Control("pick", placeholder=t("zk.pick.ability", loc), row=0, choices=tuple(
                self._card_choice(state, i, loc, default=i == chosen) for i in abilities)))
        if chosen is not None:
            lines.append(t("zk.private.attach_to", loc, card=card_name(state.inst(chosen).card, loc)))
            controls.append(Control("attach", placeholder=t("zk.pick.unit", loc), row=1, arg=str(chosen),
                                    choices=tuple(self._card_choice(state, u, loc) for u in state.army(seat))))
        controls.append(Control("formed", t("zk.btn.formed", loc), "success", row=2))
        if seat == state.turn:
            controls.append(Control("back", t("zk.btn.back", loc), "secondary", row=2))

    def _controls_defend(self, ctx: Context, state: ZeroState, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        lines.append(t("zk.private.defend", loc, who=ctx.name(1 - seat), n=len(state.army(1 - seat))))
        units = state.hand_of(seat, "unit")
        if units:
            controls.append(Control("accept", placeholder=t("zk.pick.defend", loc), row=0, min_values=1,
                                    max_values=min(MAX_ARMY, len(units)),
                                    choices=tuple(self._card_choice(state, i, loc) for i in units)))
        controls.append(Control("refuse", t("zk.btn.refuse", loc), "danger", row=1))

    def _controls_window(self, ctx: Context, state: ZeroState, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        assert state.battle is not None
        lines.append(t("zk.private.window", loc, round=state.battle.round))
        playable = game.usable(state, seat)
        chosen = _picked(ctx, playable)
        if playable:
            controls.append(Control("pick", placeholder=t("zk.pick.play", loc), row=0, choices=tuple(
                self._card_choice(state, i, loc, default=i == chosen) for i in playable)))
        if chosen is not None:
            effect = state.card(chosen).effect or ""
            name = card_name(state.inst(chosen).card, loc)
            if TARGETS[effect] is not None:
                lines.append(t("zk.private.target", loc, card=name))
                controls.append(Control("play", placeholder=t("zk.pick.target", loc), row=1, arg=str(chosen),
                                        choices=tuple(self._target_choice(state, u, loc)
                                                      for u in valid_targets(state, seat, effect))))
            else:
                controls.append(Control("play", t("zk.btn.play", loc, card=name)[:80], "primary", arg=str(chosen),
                                        row=1))
        controls.append(Control("pass", t("zk.btn.pass", loc), "secondary", row=2))

    def _target_choice(self, state: ZeroState, iid: int, loc: str) -> Choice:
        card = state.card(iid)
        label = f"{card.label(loc)} — {state.attack_of(iid)}/{state.life_left(iid)}"
        return Choice(label[:MAX_LABEL], str(iid))

    def _controls_assign(self, ctx: Context, state: ZeroState, seat: int, lines: list[str],
                         controls: list[Control]) -> None:
        loc = ctx.locale
        assert state.battle is not None
        army = state.army(seat)
        allowed = state.targets_for(seat)
        plan = numbers(ctx.ui.get("aim", ""), ".", most=len(army)) or []
        if any(x not in allowed for x in plan):
            plan = []  # not a plan this view offered: start again
        lines.append(t("zk.private.assign", loc, round=state.battle.round))
        if plan:
            pairs = "; ".join(f"{card_name(state.inst(u).card, loc)} → {card_name(state.inst(v).card, loc)}"
                              for u, v in zip(army, plan, strict=False))
            lines.append(t("zk.private.plan", loc, pairs=pairs))
        arg = ".".join(str(x) for x in plan)
        if len(plan) < len(army):
            unit = army[len(plan)]
            controls.append(Control("aim", placeholder=t("zk.pick.aim", loc, unit=card_name(state.inst(unit).card, loc),
                                                         k=len(plan) + 1, n=len(army))[:150],
                                    row=0, arg=arg, choices=tuple(self._target_choice(state, u, loc) for u in allowed)))
        controls.append(Control("assign", t("zk.btn.lock", loc), "success", arg=arg, row=1))
        if plan:
            controls.append(Control("aim_reset", t("zk.btn.reset", loc), "secondary", row=1))
