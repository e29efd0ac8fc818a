"""What a game provides to the framework, and the plain data the two exchange.

A game is an engine (pure rules), a renderer and a cog. The cog registers one `GameKind`, which
adapts the engine to the framework: it turns actions into engine calls and states into displays.
Nothing here imports discord: displays and controls are data the framework turns into messages.
"""

from __future__ import annotations

import functools
import json
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from bot.engine.errors import IllegalAction as IllegalAction  # the framework raises and catches it too
from bot.framework.game_options import Option, OptionValues
from bot.i18n import t
from bot.render.pool import ImageJob

if TYPE_CHECKING:
    from bot.cards.decklists import DeckFormat
    from bot.cards.decks import DeckList
    from bot.framework.services import Services
    from bot.storage.db import Tx

Style = Literal["primary", "secondary", "success", "danger"]
S = TypeVar("S")  # a game's state: everything, hidden cards and the random numbers' state included
V = TypeVar("V")  # what one viewer (a seat, or the public) may know of a state: all a display or a computer gets


@dataclass(frozen=True)
class Action:
    """One player decision: a button (name + arg), a select (values) or a modal (fields)."""

    name: str
    arg: str = ""
    values: tuple[str, ...] = ()
    fields: Mapping[str, str] = field(default_factory=dict)
    by_computer: bool = False  # set by the framework alone, for a computer's move: nothing a client sends sets it


@dataclass(frozen=True)
class Decision:
    """What the game waits for from one seat, as data the framework can check clicks against: an engine's offer
    written in its controls' words (`bot.framework.offering.decision_of`); `kind` is the offer's `wanted`.

    `actions` are the action names that resolve (or, for interface actions, prepare) it. `choices`
    narrows an action to the args or select values it may carry; an action without an entry there is
    checked by the engine itself (a typed move, a checker's path). A decision that is not `awaited`
    is a standing option (resign, away, a toggle): nobody is waiting for it, so it pings nobody and
    starts no clock. Decisions of one `group` are one simultaneous choice of several seats (decks, aims, the
    Bomb's victims): the group names that one choice, the same for every seat of it, from when it opens until
    all have answered, and never again later in the game. The framework then applies a seat's answer even if
    another seat's answer moved the version on meanwhile; keeping the answers hidden until all are in is the
    engine's part. `default` is what a timeout picks, when the game has one.
    """

    seat: int
    kind: str
    actions: frozenset[str]
    choices: Mapping[str, frozenset[str]] = field(default_factory=dict)
    min_values: int = 1
    max_values: int = 1
    awaited: bool = True
    group: str | None = None
    default: Action | None = None

    def accepts(self, action: Action) -> bool:
        if action.name not in self.actions:
            return False
        allowed = self.choices.get(action.name)
        if allowed is None:
            return True
        if action.values:
            return self.min_values <= len(action.values) <= self.max_values and set(action.values) <= allowed
        return action.arg in allowed


class Refusal(Exception):
    """The framework refuses a request (not the engine). `outcome` goes to the interaction log line."""

    def __init__(self, key: str, outcome: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.outcome = outcome
        self.params = params


@dataclass(frozen=True)
class Choice:
    label: str
    value: str
    description: str | None = None
    default: bool = False
    emoji: str | None = None


@dataclass(frozen=True)
class ModalField:
    key: str
    label: str
    placeholder: str = ""
    required: bool = True
    max_length: int = 100
    paragraph: bool = False


@dataclass(frozen=True)
class ModalForm:
    title: str
    fields: tuple[ModalField, ...]


@dataclass(frozen=True)
class Control:
    """A button, or a select when `choices` is given. A button with `modal` opens that form."""

    action: str
    label: str = ""
    style: Style = "secondary"
    arg: str = ""
    row: int | None = None
    disabled: bool = False
    emoji: str | None = None
    choices: tuple[Choice, ...] = ()
    placeholder: str | None = None
    min_values: int = 1
    max_values: int = 1
    modal: ModalForm | None = None

    @property
    def is_select(self) -> bool:
        return bool(self.choices)


@dataclass
class Display:
    """What a message shows. `image` is drawn off the event loop: in a render process when it is a
    `functools.partial` of a module-level function over plain data, else in a thread."""

    title: str
    description: str = ""
    content: str | None = None
    image: ImageJob | None = None
    image_name: str = "board.png"
    controls: list[Control] = field(default_factory=list)
    colour: int = 0x2B6CB0
    footer: str | None = None
    fields: list[tuple[str, str]] = field(default_factory=list)
    attachments: list[tuple[str, bytes]] = field(default_factory=list)  # extra files (e.g. a match record)
    pings: tuple[int, ...] = ()  # users the content mentions who may be notified (nobody else ever is)
    image_key: str | None = None  # everything the image is drawn from: equal keys share one PNG
    groups: dict[str, str] = field(default_factory=dict)  # set by the framework: action -> its decision's group tag


@dataclass
class Outcome(Generic[S]):
    """What `apply` returns: the new state and what to tell people."""

    state: S
    detail: str = ""  # audit-log text (no hidden information)
    notice: str | None = None  # a private line for the actor
    notify_seats: set[int] = field(default_factory=set)  # seats whose private view changed off-turn (DM copies)
    status: str | None = None  # "abandoned" ends the game that way; None: finished iff is_over()
    replay: Replayed | None = None  # how it was reached (set by GameKind's recording wrappers, or the framework)


@dataclass(frozen=True)
class Replayed:
    """What to call again to reach an outcome from the state before it: the one input a replay lacks besides the
    seed. `call` is "start" (extra: the players' settings and own decks), "apply", "timeout", "reading" or "shift"
    (extra: the seconds a board missing stopped the clocks). Stored with the action-log row of its commit, never
    shown: an action's values may be a hidden choice."""

    call: str
    now: float = 0.0
    seat: int | None = None
    action: Action | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def start(cls, ctx: Context) -> Replayed:
        decks = {seat: [{"id": d.id, "name": dict(d.name), "cards": dict(d.cards)} for d in lists]
                 for seat, lists in ctx.decks.items()}
        return cls("start", ctx.now, extra={"settings": {s: dict(v) for s, v in ctx.settings.items()},
                                            "decks": decks})

    def encode(self, shift: float = 0.0) -> str:
        """JSON for the action log; `shift`: the downtime moved into the state just before this step."""
        data: dict[str, Any] = {"call": self.call, "now": self.now}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.action is not None:
            action = asdict(self.action)
            action["fields"] = dict(self.action.fields)
            data["action"] = action
        if self.extra:
            data["extra"] = self.extra
        if shift:
            data["shift"] = shift
        return json.dumps(data, separators=(",", ":"))


@dataclass(frozen=True)
class CardRef:
    """A card the viewer may read whole, as the card-details view lists it."""

    ref: str  # printable ASCII [!-~], at most 40 characters, unique in the list; it names only what the viewer may see
    name: str  # the card's name as the select shows it (in ctx.locale)
    place: str  # where it is, in ctx.locale: "Your hand", "Your board", "Opponent's board", "In the log", ...


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    user_id: int | None
    name: str
    computer: str | None = None


@dataclass(frozen=True)
class Context:
    """Read-only facts about the game an action runs in."""

    game_id: int
    seats: tuple[SeatInfo, ...]
    options: OptionValues
    locale: str
    now: float
    ui: Mapping[str, str] = field(default_factory=dict)  # interface choices of the viewer (a picked checker)
    recent: tuple[tuple[str, Mapping[str, Any]], ...] = ()  # the game log's latest public events
    decks: Mapping[int, tuple[DeckList, ...]] = field(default_factory=dict)  # at start: each player's own decks
    settings: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)  # at start: each player's settings

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def mention(self, seat: int) -> str:
        info = self.seats[seat]
        return f"<@{info.user_id}>" if info.user_id is not None else info.name


def _recording(call: str, method: Callable[..., Any]) -> Callable[..., Any]:
    """`method` (a kind's apply, on_timeout or reading) marking the outcome it returns with how to reach it again.
    A method calling another (a timeout applying a move) is marked by the outermost: the one a replay calls."""
    if getattr(method, "_records_replay", False):
        return method

    @functools.wraps(method)
    def recorded(self: AnyKind, ctx: Context, state: Any, *args: Any, **kwargs: Any) -> Any:
        outcome = method(self, ctx, state, *args, **kwargs)
        if isinstance(outcome, Outcome):
            seat = args[0] if args else kwargs.get("seat")
            action = args[1] if len(args) > 1 else kwargs.get("action")
            outcome.replay = Replayed(call, ctx.now, seat, action)
        return outcome

    recorded._records_replay = True  # type: ignore[attr-defined]
    return recorded


_RECORDED = {"apply": "apply", "on_timeout": "timeout", "reading": "reading"}


class GameKind(ABC, Generic[S, V]):
    """The integration point of one game. Subclass it in the game's cog and register it.

    It is generic in the game's state `S` and its view `V`: `view(state, seat)` is the one place a state is turned
    into what `seat` (None: anybody) may know, and every display, card list and computer receives a view, never a
    state. So a display cannot show a hidden card: the view's type has no field that holds one. The framework calls
    them through `board`, `hand`, `cards_readable`, `card_shown` and `computer_move`, which make the view first.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every kind's apply, on_timeout and reading say how their outcome was reached, so a finished game can be
        replayed from its seed and action log (`bot.framework.replay`) whatever the game."""
        super().__init_subclass__(**kwargs)
        for name, call in _RECORDED.items():
            method = cls.__dict__.get(name)
            if method is not None:
                setattr(cls, name, _recording(call, method))

    name: str  # "backgammon": also the first word of the game's slash command
    min_seats: int = 2
    max_seats: int = 2
    schema_version: int = 1
    has_private_view: bool = False
    private_button_key: str = "hand.button"  # the label of the button that opens the private view
    private_decisions: bool = True  # decisions are made in the private view (its DMs and threads follow it)
    title_key: str  # catalogue key of the game's display name
    help_key: str  # catalogue key of the rules summary for /help
    deck_format: DeckFormat | None = None  # set by games whose players may bring their own decks (/deck)
    turn_seconds: tuple[int, int] | None = None  # the "turn_seconds" option's range, for games with a turn timer
    # the members' own /settings the game reads at its start (`Context.settings`), by their `Prefs` names
    player_settings: frozenset[str] = frozenset()
    # the game's own options, declared once: `start` reads them through `game_options.clamp`, the cog's parameters take
    # their ranges and defaults, and /tournament create reads them from a line of text
    option_specs: tuple[Option, ...] = ()
    stakes: bool = False  # a two-player game that may be played for chips (bot.framework.stakes)
    # what running out of time means in a correspondence game, said in its lobby ("" if `options_summary` says it)
    timeout_rule_key: str = "pace.timeout.default"

    # --- state -------------------------------------------------------------------------------
    @abstractmethod
    def start(self, ctx: Context, seed: int) -> S:
        """A new game's state for the seated players, deterministic given `seed`."""

    @abstractmethod
    def dump(self, state: S) -> object:
        """State as data msgspec can write as JSON: dicts, lists, numbers, strings, or dataclasses of
        those (it is stored beside `schema_version`; `load` gets it back as plain JSON data)."""

    @abstractmethod
    def load(self, data: dict[str, object], schema: int) -> S:
        """State from stored data; upgrade older `schema` versions here."""

    # --- decisions -----------------------------------------------------------------------------
    # every action name the game's decisions and controls use, declared once: the registry refuses a name the framework
    # answers itself (it would never reach the game), and a decision naming an undeclared action is an error, so a
    # button cannot silently vanish
    actions: frozenset[str] = frozenset()

    @property
    def family(self) -> str:
        """The game this kind plays (a lesson's: the game it teaches), whose cog's own actions it may use."""
        return self.name

    @abstractmethod
    def pending(self, state: S) -> list[Decision]:
        """Every open decision, awaited or standing; empty once the game is over."""

    def actors(self, state: S) -> set[int]:
        """Seats whose decision the game is waiting for."""
        return {d.seat for d in self.pending(state) if d.awaited}

    # Interface actions change no game state: picking a checker before its destination, ticking cards
    # before "Make sum". The framework redraws the surface they came from with `interface(action)` as
    # the viewer's choices (`Context.ui`), and commits nothing.
    interface_actions: frozenset[str] = frozenset()
    form_actions: frozenset[str] = frozenset()  # buttons that open a form (their control has `modal`)
    bare_actions: frozenset[str] = frozenset()  # actions whose controls carry no arg and no values (Roll, Pass)
    # destructive actions the framework asks about once more, privately, before applying them (Concede); each
    # needs the texts confirm.<action>.title/.text/.yes
    confirm_actions: frozenset[str] = frozenset()

    def interface(self, action: Action) -> dict[str, str]:
        """The viewer's interface choices after `action` (an interface action, or a committed one)."""
        return {}

    @abstractmethod
    def apply(self, ctx: Context, state: S, seat: int | None, action: Action) -> Outcome[S]:
        """Apply a player's (or, with seat None, the system's) action or raise IllegalAction."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """True once the game has finished."""

    # --- views -------------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` may know of `state` now (None: the public, what anyone watching may know). A view holds no
        hidden card, no deck order and no random numbers' state; a seat's view adds only what that seat may see."""

    def board(self, ctx: Context, state: S) -> Display:
        """The public message of `state`, drawn from the public view."""
        return self.public_display(ctx, self.view(state, None))

    def hand(self, ctx: Context, state: S, seat: int) -> Display | None:
        """`seat`'s private view of `state`, drawn from that seat's view."""
        return self.private_display(ctx, self.view(state, seat), seat)

    def cards_readable(self, ctx: Context, state: S, seat: int | None) -> list[CardRef]:
        return self.readable_cards(ctx, self.view(state, seat), seat)

    def card_shown(self, ctx: Context, state: S, seat: int | None, ref: str) -> Display | None:
        return self.card_details(ctx, self.view(state, seat), seat, ref)

    def computer_move(self, ctx: Context, state: S, seat: int) -> Action | None:
        """A computer's move for `seat`, chosen over that seat's view only (runs in a worker thread)."""
        return self.computer_action(ctx, self.view(state, seat), seat)

    # --- display -------------------------------------------------------------------------------
    @abstractmethod
    def public_display(self, ctx: Context, view: V) -> Display:
        """The public message, from the public view."""

    def events(self, state: S) -> list[tuple[int | None, str, dict[str, object]]]:
        """What the last change did, for the game log: (None for public, else the one seat who may
        read it, catalogue key, params). Public events never hold hidden information."""
        return [(None, key, params) for key, params in getattr(state, "events", ())]

    def event_text(self, ctx: Context, key: str, params: Mapping[str, Any]) -> str:
        """One log line in `ctx.locale`."""
        return t(key, ctx.locale, **params)

    def private_display(self, ctx: Context, view: V, seat: int) -> Display | None:
        """What only `seat` may see (their hand), from `seat`'s view; None if the game has no hidden information."""
        return None

    @property
    def hides_information(self) -> bool:
        """Whether a player holds what the others may not see (a hand, face-down cards), shown in their private view:
        a replay may reveal those views once the game is over."""
        return self.has_private_view and self.private_decisions

    # --- reading cards (the "📖 Cards" view) ------------------------------------------------------------
    def readable_cards(self, ctx: Context, view: V, seat: int | None) -> list[CardRef]:
        """Every card `seat` may read now (None: anyone watching the board — only public cards), in the order a
        player looks for them: their hand first, then the table, then cards seen or named in the log. [] if the game
        has no cards."""
        return []

    def card_details(self, ctx: Context, view: V, seat: int | None, ref: str) -> Display | None:
        """The whole card behind `ref` as `seat` may see it: its full text and every number (title, description,
        fields) and its picture (Display.image, an ImageJob like the game's other pictures). None when `ref` is not
        one of `readable_cards(ctx, view, seat)` now (a forged or stale ref)."""
        return None

    def reading(self, ctx: Context, state: S, seat: int) -> Outcome[S] | None:
        """`seat` opened the card-details view while one of their decisions is awaited. A game whose decision
        windows run on a clock returns an outcome that gives that seat time to read (e.g. the window's remaining time
        raised to at least 60 s, at most once per window — say in the game's help); None: nothing changes."""
        return None

    def result(self, ctx: Context, state: S) -> str | None:
        """One line saying how a finished game ended ("Alice wins 5-3."), for the message that announces the end;
        None: the message says only that the game is over, and links to its board."""
        return None

    def placings(self, state: S) -> list[int] | None:
        """Each seat's place in a finished game, for ratings: 0 first, equal numbers tie (a draw: all 0). None: the
        game has no result that counts (it is then unrated)."""
        return None

    def standing(self, state: S) -> list[int] | None:
        """Each seat's place in a game not over yet, as it stands (scores so far): 0 first, equal numbers level.
        None: the game has no such order (a tournament's time then leaves its players level)."""
        return None

    def deck_played(self, state: S, seat: int) -> Mapping[str, str] | None:
        """The name (per locale) of the deck `seat` played, for card games that record it (a profile's favourite)."""
        return None

    def seat_limit(self, options: OptionValues) -> int:
        """Seats this game has (the lobby starts by itself when they are all taken)."""
        return self.max_seats

    def options_summary(self, options: OptionValues, locale: str) -> str:
        """One or two lines describing the chosen options, shown in the lobby."""
        return ""

    # --- time and computers ----------------------------------------------------------------------
    def deadline(self, ctx: Context, state: S) -> float | None:
        """When the game wants `on_timeout` called (epoch seconds), or None."""
        return None

    def on_timeout(self, ctx: Context, state: S) -> Outcome[S] | None:
        """The deadline passed. Return the outcome to commit, or None if nothing is due."""
        return None

    def shift_time(self, state: S, seconds: float) -> S:
        """The bot was down for `seconds`: move stored timestamps so nobody is charged for it."""
        return state

    def computer_action(self, ctx: Context, view: V, seat: int) -> Action | None:
        """The action a computer player in `seat` takes now, from that seat's view (runs in a worker thread)."""
        return None

    def computer_seats(self, state: S) -> set[int]:
        """Seats of human players that the computer plays for now (e.g. a ghost for an absent player)."""
        return set()

    async def check_join(self, services: Services, options: OptionValues, user_id: int) -> str | None:
        """A catalogue key refusing `user_id` a seat in this lobby, or None to allow."""
        return None

    async def on_status_change(
        self, services: Services, conn: Tx, ctx: Context, state: S | None, old: str, new: str
    ) -> None:
        """Runs INSIDE the transaction that commits a status change (lobby -> running -> finished /
        abandoned / cancelled), so what it writes through `conn` (ratings, payouts) commits
        atomically with the result, or not at all. `state` is None for a lobby."""
        return None


AnyKind = GameKind[Any, Any]  # a kind of any game, as the framework holds it: it never reads a state or a view itself


def state_and_view(kind: type[AnyKind]) -> tuple[object, object] | None:
    """The state and view types a kind declares (`GameKind[State, View]`, or a subclass's: one generic in more types,
    `OfferingKind[State, View, Move]`, names the state and the view first), None if it names none."""
    for klass in kind.__mro__:
        for base in getattr(klass, "__orig_bases__", ()):
            origin = typing.get_origin(base)
            args = typing.get_args(base)[:2]
            if isinstance(origin, type) and issubclass(origin, GameKind) and len(args) == 2 \
                    and not any(isinstance(a, TypeVar) for a in args):
                return args[0], args[1]
    return None
