"""Netrunner rules for the System Gateway starter game and its booster step, in the order of the current
comprehensive rules (restated in `tcg-sources.md` §2.3).

Flow: both take 5 credits and draw 5; one mulligan each, the Corp deciding first → turns, the Corp first.
Corp turn: 3 clicks, "when your turn begins" effects, the mandatory draw (an empty R&D loses), actions
(and the free ones: rez, score), discard to hand size. Runner turn: 4 clicks, "when your turn begins"
effects, actions, discard. A run: initiation → for each piece of ice, outermost first: approach (the Corp
may rez it) → encounter (the Runner breaks subroutines, then the unbroken ones fire in order) → movement
(the Runner may jack out) → the Corp may rez the server's upgrades and assets → approach the server
(Manegarm Skunkworks) → success → breach and access → the run ends.

`apply` never changes the state it is given: it works on a copy and raises `IllegalAction` (changing
nothing) for what the rules do not allow; `proceed` runs everything that needs no decision.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from bot.cards.decks import DeckList
from bot.cards.questions import Question as Prompt
from bot.cards.zones import Table
from bot.engine.errors import IllegalAction as Illegal
from bot.engine.moves import Wire
from bot.games.netrunner import abilities, moves, rules
from bot.games.netrunner.cards import CARDS, DECK_IDS, DECKS, identity_of, playable_cards
from bot.games.netrunner.deckbuilding import deck_problems
from bot.games.netrunner.moves import (
    Ability,
    Advance,
    Answer,
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
    decode,
)
from bot.games.netrunner.rules import event, secret
from bot.games.netrunner.state import CENTRALS, CLICKS, NrState
from bot.games.netrunner.state import Run as RunState

MAX_STEPS = 3000
CONSTRUCTED = "constructed"  # the step in which each player brings a deck (their own or a shipped one)
STEAL, GRIP_TRASH = "steal", "trash_grip"  # the access question's options beside trashing and leaving
BAD = "nr.err.bad_choice"
Moves = tuple[type[NrMove], ...]


def empty_table(corp: int) -> Table:
    """Every zone of a game in which seat `corp` plays the Corp, with no card in it."""
    table = Table(known=[[], []])
    runner = 1 - corp
    for name, owner, visibility in (("rd", corp, "nobody"), ("hq", corp, "owner"), ("archives", corp, "owner"),
                                    ("stack", runner, "nobody"), ("grip", runner, "owner"), ("heap", runner, "all"),
                                    ("rig", runner, "all"), ("score0", 0, "all"), ("score1", 1, "all")):
        table.add_zone(name, owner, visibility)  # type: ignore[arg-type]
    for server in CENTRALS:
        table.add_zone(f"ice:{server}", corp, "owner")
        table.add_zone(f"root:{server}", corp, "owner")
    return table


def new_game(seed: int, now: float, *, step: str = "starter", corp: int = 0, turn_seconds: float = 180.0,
             custom: Sequence[Sequence[DeckList]] = ((), ())) -> NrState:
    """A game dealt from the step's shipped lists; a constructed game first asks each player for a deck (`custom`:
    each seat's own lists, by their keys)."""
    table = empty_table(corp)
    runner = 1 - corp
    s = NrState(rng=seed, step=step, corp=corp, table=table, turn_seconds=turn_seconds)
    if step == CONSTRUCTED:
        s.custom = [{d.id: d for d in custom[seat]} if seat < len(custom) else {} for seat in (0, 1)]
        s.phase, s.prompt = "decks", deck_question(s, corp)
        arm(s, now)
        return s
    for side, seat, deck_zone in (("corp", corp, "rd"), ("runner", runner, "stack")):
        deck = DECKS[DECK_IDS[(step, side)]]
        for card in playable_cards(deck):
            table.create(card, seat, deck_zone)
        rules.shuffle(s, deck_zone)
        s.identities[seat] = identity_of(deck)
        event(s, "nr.ev.identity", who=seat, card=identity_of(deck))
    for seat in (corp, runner):
        rules.draw(s, seat, 5)
    arm(s, now)
    return s


# --- a constructed game's decks ------------------------------------------------------------------------------------
def offered_decks(s: NrState, seat: int) -> dict[str, DeckList]:
    """The decks `seat` may bring: the shipped constructed lists of its side (not the starter and booster steps'
    own lists), then its own lists of that side that keep the deck rules (one that breaks them, or names a card not
    playable yet, is not offered)."""
    side = s.side(seat)
    steps = set(DECK_IDS.values())
    shipped = {key: deck for key, deck in DECKS.items() if key not in steps and CARDS[identity_of(deck)].side == side}
    own = {key: deck for key, deck in s.custom[seat].items() if key not in DECKS and not deck_problems(deck.cards)
           and CARDS[identity_of(deck)].side == side}
    return {**shipped, **own}


def deck_question(s: NrState, seat: int) -> Prompt:
    """The question of `seat`'s deck: its options are deck keys; an own deck's name and identity go with it (the
    question is `seat`'s alone, so nobody else learns which decks it has)."""
    decks = offered_decks(s, seat)
    own = {key: deck for key, deck in decks.items() if key not in DECKS}
    return Prompt(seat=seat, kind="deck", options=list(decks), params={
        "names": {key: deck.name.get("en", "") for key, deck in own.items()},
        "identities": {key: identity_of(deck) for key, deck in decks.items()}})


def _deck_chosen(s: NrState, seat: int, key: str) -> None:
    """A deck is chosen: its identity is shown to both (its list never is); the Runner chooses after the Corp, and
    once both have, both decks are shuffled and each draws 5."""
    deck = offered_decks(s, seat).get(key)
    if deck is None:
        raise Illegal(BAD)
    s.decks[seat] = key
    s.identities[seat] = identity_of(deck)
    event(s, "nr.ev.identity", who=seat, card=identity_of(deck))
    if seat == s.corp:
        s.prompt = deck_question(s, s.runner)
        return
    for chooser, deck_zone in ((s.corp, "rd"), (s.runner, "stack")):
        chosen = DECKS.get(s.decks[chooser]) or s.custom[chooser][s.decks[chooser]]
        for card in playable_cards(chosen):
            s.table.create(card, chooser, deck_zone)
        rules.shuffle(s, deck_zone)
    for chooser in (s.corp, s.runner):
        rules.draw(s, chooser, 5)
    s.phase = "mulligan"


# --- who is awaited --------------------------------------------------------------------------------------------
def awaited(s: NrState) -> dict[int, str]:
    if s.phase == "over":
        return {}
    if s.phase == "mulligan":
        for seat in (s.corp, s.runner):
            if s.mulligan[seat] is None:
                return {seat: "mulligan"}
        return {}
    if s.prompt is not None:
        return {s.prompt.seat: "prompt"}
    r = s.run
    if r is not None:
        waiting = {"approach": s.corp, "encounter": s.runner, "movement": s.runner,
                   "server_window": s.corp}.get(r.step)
        return {waiting: r.step} if waiting is not None and run_waits(s) else {}
    if s.phase == "opening":
        return {s.corp: "opening"}
    if s.phase == "turn":
        return {s.turn: "turn"}
    return {}


def standing_rez(s: NrState) -> bool:
    """The Corp may rez its assets and upgrades now though the game waits for the Runner (CR 9.2.7c: every
    paid-ability window of the Runner's turn, and a run's movement step): between the Runner's actions, and while
    a run moves on. It depends on public facts alone (a face-down card lies in a root), so whether the option is
    there tells the Runner nothing; what may be rezzed the engine checks against the Corp's own cards."""
    if s.phase != "turn" or s.turn != s.runner or s.prompt is not None:
        return False
    if s.run is not None and (s.run.step != "movement" or s.run.ended):
        return False
    return face_down_in_roots(s)


def face_down_in_roots(s: NrState) -> bool:
    """A card lies face down in some root (public: what it is stays hidden), so the Corp may have one to rez."""
    return any(not s.rezzed(i) for srv in s.servers() for i in s.root(srv))


def run_waits(s: NrState) -> bool:
    """The run's current step waits for a player (else `proceed` moves it on)."""
    r = s.run
    assert r is not None
    if r.ended:
        return False
    if r.step == "approach":  # whatever the ice is and whether the Corp can pay for it
        ice = s.current_ice()
        return ice is not None and not s.rezzed(ice) and s.rez_stops
    if r.step == "encounter":
        return r.encounter_started and not r.firing
    if r.step == "movement":
        return True
    if r.step == "server_window":  # any face-down card there, agendas too: which it is stays hidden
        return s.rez_stops and any(not s.rezzed(i) for i in s.root(r.server))
    return False


def stage(s: NrState) -> str:
    r = s.run
    run = f"{r.server}.{r.step}.{r.pos}.{r.firing}" if r else ""
    prompt = f"{s.prompt.kind}.{s.prompt.seat}" if s.prompt else ""
    return f"{s.phase}:{s.turn_no}:{s.clicks}:{run}:{prompt}:{sorted(awaited(s).items())}"


def arm(s: NrState, now: float) -> None:
    current = stage(s)
    if s.phase == "over":
        s.deadline, s.stage = None, current
    elif current != s.stage:  # a state with no clock (turn_seconds 0: a lesson) never runs out
        s.deadline, s.stage = (now + s.turn_seconds if s.turn_seconds else None), current
        s.reading = [False, False]  # a new decision: each seat may be given time to read it once


# --- the one entry point -------------------------------------------------------------------------------------
def apply(state: NrState, seat: int, name: str, arg: str = "", values: Sequence[str] = (), now: float = 0.0
          ) -> NrState:
    """A component's move (see `moves`): a shape the bot never writes is refused as a bad choice (a name it never
    writes, as not now)."""
    if state.phase == "over":
        raise Illegal("nr.err.over")
    move = decode(Wire(name, arg, tuple(values)))
    if move is None:
        raise Illegal(BAD if name in moves.NAMES else "nr.err.not_now")
    return play(state, seat, move, now)


def play(state: NrState, seat: int, move: NrMove, now: float = 0.0) -> NrState:
    if state.phase == "over":
        raise Illegal("nr.err.over")
    s = state.clone()
    s.events, s.private = [], []
    if isinstance(move, Concede):
        event(s, "nr.ev.conceded", who=seat)
        rules.finish(s, 1 - seat, "concede")
    else:
        _take(s, seat, move)
        proceed(s)
    arm(s, now)
    return s


def _take(s: NrState, seat: int, move: NrMove) -> None:
    """The move, if the decision the game waits for from `seat` takes it (`takes`); the rez-stops toggle and the
    Corp's standing rez in the Runner's turn whenever they are open."""
    if isinstance(move, RezStops):
        _rez_stops(s, seat, move.on)
        return
    if isinstance(move, Rez) and seat == s.corp and standing_rez(s):
        _rez_free_action(s, move.card)
        return
    wanted = awaited(s).get(seat)
    if isinstance(move, Do) and wanted == "turn":  # the turn's select of actions on installed cards
        move = move.move
    if wanted is None or not isinstance(move, takes(s, seat, wanted)):
        raise Illegal("nr.err.not_now")
    STEPS[wanted](s, seat, move)


def takes(s: NrState, seat: int, wanted: str) -> Moves:
    """The moves the decision `wanted` of `seat` takes."""
    if wanted == "turn":
        return CORP_TURN if seat == s.corp else RUNNER_TURN
    return TAKES.get(wanted, ())


# --- the cards a move names ---------------------------------------------------------------------------------------
def card_in(card: int | None, among: Iterable[int], key: str = "nr.err.no_card") -> int:
    """A card instance a move names, which must be one of `among`."""
    if card is None or card not in set(among):
        raise Illegal(key)
    return card


def cards_in(cards: Sequence[int], among: Iterable[int]) -> list[int]:
    """Cards a move names, each one of `among` and none twice."""
    allowed = set(among)
    out = [card_in(card, allowed) for card in cards]
    if len(set(out)) != len(out):
        raise Illegal(BAD)
    return out


def in_hand(s: NrState, seat: int, card: int) -> int:
    return card_in(card, s.hand(seat))


def _rez_stops(s: NrState, seat: int, on: bool) -> None:
    """The Corp's standing choice whether the game stops for it at rez windows; the same for every card, so
    whether the game waits there tells nobody what the card is. It is changed only while the game waits for
    the Corp, so it never makes the Runner's open view out of date."""
    if seat != s.corp or seat not in awaited(s) or on == s.rez_stops:
        raise Illegal("nr.err.not_now")
    s.rez_stops = on


# --- set-up ------------------------------------------------------------------------------------------------------
def _mulligan(s: NrState, seat: int, redraw: bool) -> None:
    s.mulligan[seat] = redraw
    if redraw:
        deck, hand = ("rd", "hq") if seat == s.corp else ("stack", "grip")
        for iid in list(s.zone(hand)):
            s.table.move(iid, deck)
        rules.shuffle(s, deck)
        event(s, "nr.ev.mulligan", who=seat)
        rules.draw(s, seat, 5)
    else:
        event(s, "nr.ev.keep", who=seat)
    if all(m is not None for m in s.mulligan):
        begin_turn(s, s.corp)


# --- turns -------------------------------------------------------------------------------------------------------
def begin_turn(s: NrState, seat: int) -> None:
    """The clicks are gained, then (the Corp's turn) the window before the turn formally begins, in which the Corp
    may rez and score: a Nico Campaign rezzed there pays out at once. It waits for the Corp on the same public
    condition as its other windows (a face-down card in a root, stops on)."""
    s.phase, s.turn = "turn", seat
    s.turn_no += 1
    s.clicks = CLICKS[s.side(seat)]
    s.installed_this_turn, s.runs_this_turn, s.used_this_turn = [], [], []
    s.success_this_turn, s.no_score, s.scored_points = False, False, 0
    event(s, "nr.ev.turn", who=seat, side=s.side(seat), n=(s.turn_no + 1) // 2)
    if seat == s.corp and corp_window(s):
        s.phase = "opening"
        return
    turn_proper(s, seat)


def turn_proper(s: NrState, seat: int) -> None:
    """The turn formally begins: "when your turn begins" effects, then the Corp's mandatory draw."""
    s.phase = "turn"
    abilities.turn_begins(s, seat)
    if s.phase == "over":
        return
    if seat == s.corp:
        rules.draw(s, seat)  # the mandatory draw


def end_turn(s: NrState) -> None:
    """Discard down to the maximum hand size, then the other player's turn."""
    seat = s.turn
    excess = len(s.hand(seat)) - s.hand_size(seat)
    if excess > 0:
        s.phase = "discard"
        s.prompt = Prompt(seat=seat, kind="discard", options=[str(i) for i in s.hand(seat)], least=excess,
                          most=excess)
        return
    _next_turn(s)


def _next_turn(s: NrState) -> None:
    seat = s.turn
    s.clicks = 0
    if seat == s.runner:
        s.success_last_turn = s.success_this_turn
    else:
        abilities.discard_ends(s)
    event(s, "nr.ev.turn_ends", who=seat)
    begin_turn(s, 1 - seat)


def corp_window(s: NrState) -> bool:
    """After its last click the Corp's turn waits for End turn while a face-down card lies in a root (it may
    be rezzed or scored), whatever it is, unless the Corp has turned its stops off."""
    return s.rez_stops and face_down_in_roots(s)


def scorable(s: NrState) -> list[int]:
    if s.turn != s.corp or s.run is not None or s.no_score:
        return []
    return [i for srv in s.remotes for i in s.root(srv)
            if s.card(i).type == "agenda" and s.counters(i, "adv") >= (s.card(i).advancement or 0)]


def rezzable(s: NrState) -> list[int]:
    """The face-down assets and upgrades the Corp can pay for (the Corp's view alone)."""
    active = {s.inst(i).card for i in s.installed_corp() if s.rezzed(i) and s.card(i).unique}
    return [i for srv in s.servers() for i in s.root(srv) if not s.rezzed(i) and s.inst(i).card not in active
            and s.card(i).type in ("asset", "upgrade") and s.credits[s.corp] >= rules.rez_cost(s, i)]


# --- the Corp's actions ------------------------------------------------------------------------------------------
def _credit(s: NrState, seat: int) -> None:
    rules.spend_clicks(s, seat)
    rules.gain(s, seat, 1)
    event(s, "nr.ev.credit", who=seat)


def _rest(s: NrState, seat: int) -> None:
    """Every remaining click becomes the basic action of taking 1 credit."""
    n = s.clicks
    if n < 1:
        raise Illegal("nr.err.clicks", n=1)
    s.clicks = 0
    rules.gain(s, seat, n)
    event(s, "nr.ev.credits_rest", who=seat, n=n)


def _draw(s: NrState, seat: int) -> None:
    if seat == s.corp and not s.zone("rd"):
        raise Illegal("nr.err.empty_rd")
    rules.spend_clicks(s, seat)
    bonus = abilities.turn_bonus(s, lambda c: c.first_draw_extra) if seat == s.runner else {}
    s.used_this_turn.extend(bonus)
    rules.draw(s, seat, 1 + sum(bonus.values()))


def new_remote(s: NrState) -> str:
    name = f"r{s.next_remote}"
    s.next_remote += 1
    s.table.add_zone(f"ice:{name}", s.corp, "owner")
    s.table.add_zone(f"root:{name}", s.corp, "owner")
    s.remotes.append(name)
    return name


def drop_empty_remotes(s: NrState) -> None:
    if s.run is not None:
        return
    for name in list(s.remotes):
        if not s.ice(name) and not s.root(name):
            s.remotes.remove(name)
            del s.table.zones[f"ice:{name}"], s.table.zones[f"root:{name}"]


def install_cost(s: NrState, iid: int, server: str, replaced: Sequence[int]) -> int:
    return ice_install_cost(s, server, replaced) if s.card(iid).is_ice else 0


def ice_install_cost(s: NrState, server: str, replaced: Sequence[int] = ()) -> int:
    """A piece of ice costs 1 credit for each piece already protecting the server (but those trashed first)."""
    return 0 if server == "new" else len([i for i in s.ice(server) if i not in replaced])


def _corp_install(s: NrState, seat: int, chosen: int, named: str | None, trash: Sequence[int]) -> None:
    iid = in_hand(s, seat, chosen)
    card = s.card(iid)
    if card.type not in ("agenda", "asset", "upgrade", "ice"):
        raise Illegal("nr.err.not_installable")
    server = named or ""  # none named (the Runner's shape of an install): no server
    if server != "new" and server not in s.servers():
        raise Illegal("nr.err.no_server")
    if card.type in ("agenda", "asset") and server in CENTRALS:
        raise Illegal("nr.err.remote_only")
    existing = [] if server == "new" else (s.ice(server) if card.is_ice else s.root(server))
    trash_first = cards_in(trash, existing)
    rules.spend_clicks(s, seat)
    install_corp_card(s, iid, server, trash_first)


def install_corp_card(s: NrState, iid: int, server: str, trash_first: Sequence[int]) -> None:
    """A Corp card from HQ or Archives installed face down (the click, if any, already spent), paying for ice."""
    card = s.card(iid)
    seat = s.corp
    cost = install_cost(s, iid, server, trash_first)
    if s.credits[seat] < cost:
        raise Illegal("nr.err.credits", n=cost)
    rules.pay(s, seat, cost)
    target = new_remote(s) if server == "new" else server
    for old in trash_first:
        rules.trash(s, old)
    if card.type in ("agenda", "asset"):  # one agenda or asset in a remote's root: the old one goes
        for old in [i for i in s.root(target) if s.card(i).type in ("agenda", "asset")]:
            rules.trash(s, old)
    rules.forget_from(s, s.where(iid) or "hq")
    s.table.move(iid, f"{'ice' if card.is_ice else 'root'}:{target}")
    s.inst(iid).face_up = False
    s.installed_this_turn.append(iid)
    event(s, "nr.ev.installed_corp", kind="ice" if card.is_ice else "root", server=target, cost=cost)
    secret(s, seat, "nr.pv.installed", card=card.id, server=target)


def _play_operation(s: NrState, seat: int, chosen: int, server: str | None) -> None:
    if server is not None:  # an operation runs nowhere
        raise Illegal(BAD)
    iid = in_hand(s, seat, chosen)
    card = s.card(iid)
    if card.type != "operation":
        raise Illegal("nr.err.not_playable")
    abilities.check_operation(s, card.id)
    rules.spend_clicks(s, seat)
    rules.pay(s, seat, card.printed_cost)
    rules.to_archives(s, iid, face_up=True)
    event(s, "nr.ev.played", who=seat, card=card.id)
    abilities.play_operation(s, iid)


def advanceable(s: NrState) -> list[int]:
    return [i for i in s.installed_corp() if s.card(i).type == "agenda" or s.card(i).advanceable]


def _advance(s: NrState, seat: int, chosen: int) -> None:
    iid = card_in(chosen, advanceable(s), "nr.err.not_advanceable")
    if s.credits[seat] < 1:
        raise Illegal("nr.err.credits", n=1)
    rules.spend_clicks(s, seat)
    rules.pay(s, seat, 1)
    counters = s.inst(iid).counters
    if not counters.get("adv", 0) and abilities.first_advance_gain(s):  # the identity's bonus for a fresh card
        rules.gain(s, seat, abilities.first_advance_gain(s))
        event(s, "nr.ev.corp_gained", n=abilities.first_advance_gain(s))
    counters["adv"] = counters.get("adv", 0) + 1
    event(s, "nr.ev.advanced", server=s.server_of(iid), n=counters["adv"])


def _score(s: NrState, chosen: int) -> None:
    iid = card_in(chosen, scorable(s), "nr.err.not_scorable")
    server = s.server_of(iid) or ""
    rules.to_score_area(s, iid, s.corp)
    s.scored_points += s.card(iid).points
    event(s, "nr.ev.scored", card=s.inst(iid).card, points=s.points(s.corp))
    abilities.scored(s, iid)
    rules.check_points(s)
    if s.phase != "over":
        abilities.agenda_scored(s, iid, server)
    drop_empty_remotes(s)


def _rez_free_action(s: NrState, chosen: int | None) -> None:
    roots = [i for srv in s.servers() for i in s.root(srv)]
    rez_root(s, card_in(chosen, roots, "nr.err.not_rezzable"))


def rez_root(s: NrState, iid: int) -> None:
    """Rez a card in a root; an agenda, an unaffordable card or a second unique one is refused privately."""
    if s.card(iid).type not in ("asset", "upgrade"):
        raise Illegal("nr.err.not_rezzable")
    rules.rez(s, iid)


def _purge(s: NrState, seat: int) -> None:
    rules.spend_clicks(s, seat, 3)
    rules.purge_viruses(s)


def _trash_resource(s: NrState, seat: int, chosen: int) -> None:
    iid = card_in(chosen, s.rig("resource"))
    if s.tags < 1:
        raise Illegal("nr.err.not_tagged")
    if s.credits[seat] < 2:
        raise Illegal("nr.err.credits", n=2)
    rules.spend_clicks(s, seat)
    rules.pay(s, seat, 2)
    rules.trash(s, iid)


def _corp_ability(s: NrState, chosen: int, server: str | None) -> None:
    if server is not None:  # no click ability of the Corp's runs
        raise Illegal(BAD)
    abilities.corp_click_ability(s, card_in(chosen, s.installed_corp(), "nr.err.no_ability"))


def _end(s: NrState) -> None:
    if s.clicks > 0:
        raise Illegal("nr.err.clicks_left")
    end_turn(s)


# --- the Runner's actions ----------------------------------------------------------------------------------------
def program_cost(s: NrState, iid: int, trashed: Sequence[int] = ()) -> int:
    """What installing this Runner card costs now (`trashed`: the programs trashed to make room, which no longer
    count as installed)."""
    card = s.card(iid)
    cost = card.printed_cost
    if s.success_this_turn:
        cost -= abilities.of(card.id).success_discount
    cost -= abilities.of(card.id).breaker_discount * len([b for b in s.breakers() if b not in trashed])
    if card.type == "program":
        cost -= sum(abilities.turn_bonus(s, lambda c: c.program_discount).values())
    return max(0, cost)


def install_refusal(s: NrState, iid: int, trash_first: Sequence[int] = ()) -> str | None:
    """Why the rules refuse to install this Runner card now, trashing the programs `trash_first` to make room (not
    a program, hardware or resource; too little memory; a second unique card or console); None: they allow it,
    if it is paid for."""
    card = s.card(iid)
    if card.type not in ("program", "hardware", "resource"):
        return "nr.err.not_installable"
    if any(i not in s.rig("program") for i in trash_first):
        return "nr.err.no_card"
    if card.type == "program" and s.memory_used() - sum(s.card(i).mu for i in trash_first) + card.mu > s.memory():
        return "nr.err.memory"
    if card.unique and s.rig_has(card.id):
        return "nr.err.unique"
    if card.has("Console") and any(s.card(i).has("Console") for i in s.rig("hardware")):
        return "nr.err.console"
    if abilities.is_trojan(card.id) and not any(s.ice(srv) for srv in s.servers()):
        return "nr.err.no_ice"
    return None


def runner_install(s: NrState, iid: int, *, trash_first: Sequence[int] = (), free: bool = False) -> None:
    """Install a program, hardware or resource (checking memory, the one console and uniqueness)."""
    refusal = install_refusal(s, iid, trash_first)
    if refusal is not None:
        raise Illegal(refusal)
    card = s.card(iid)
    cost = 0 if free else program_cost(s, iid, trash_first)
    rules.pay(s, s.runner, cost)
    if card.type == "program" and not free:
        s.used_this_turn.extend(abilities.turn_marks(s, lambda c: c.program_discount))
    for old in trash_first:
        rules.trash(s, old)
    s.table.move(iid, "rig")
    s.inst(iid).face_up = True
    event(s, "nr.ev.installed_runner", card=card.id, cost=cost)
    if abilities.is_trojan(card.id):  # its effects once it is on its host
        abilities.ask_host(s, iid)
    else:
        abilities.runner_installed(s, iid)


def _runner_install(s: NrState, seat: int, chosen: int, server: str | None, trash: Sequence[int]) -> None:
    iid = in_hand(s, seat, chosen)
    if server is not None:  # the Runner installs in its rig: a server named is no program of it
        raise Illegal("nr.err.no_card")
    trash_first = cards_in(trash, s.rig("program"))
    rules.spend_clicks(s, seat)  # a refused install below leaves all of this unapplied (`apply` works on a copy)
    runner_install(s, iid, trash_first=trash_first)


def _play_event(s: NrState, seat: int, chosen: int, named: str | None) -> None:
    server = named or ""
    iid = in_hand(s, seat, chosen)
    card = s.card(iid)
    if card.type != "event":
        raise Illegal("nr.err.not_playable")
    if server and card.id not in abilities.RUN_EVENTS:
        raise Illegal("nr.err.no_server")
    abilities.check_event(s, card.id, server)
    rules.spend_clicks(s, seat)
    rules.pay(s, seat, card.printed_cost)
    s.table.move(iid, "heap")
    s.inst(iid).face_up = True
    event(s, "nr.ev.played", who=seat, card=card.id)
    abilities.play_event(s, iid, server)


def _run(s: NrState, seat: int, server: str) -> None:
    if server not in s.servers():
        raise Illegal("nr.err.no_server")
    rules.spend_clicks(s, seat)
    start_run(s, server)


def _remove_tag(s: NrState, seat: int) -> None:
    if s.tags < 1:
        raise Illegal("nr.err.no_tags")
    if s.credits[seat] < 2:
        raise Illegal("nr.err.credits", n=2)
    rules.spend_clicks(s, seat)
    rules.pay(s, seat, 2)
    s.tags -= 1
    event(s, "nr.ev.tag_removed", total=s.tags)


def _runner_ability(s: NrState, chosen: int, server: str | None) -> None:
    iid = card_in(chosen, s.zone("rig"))
    if server and abilities.of(s.inst(iid).card).click_servers is None:  # only an ability that runs names a server
        raise Illegal("nr.err.no_server")
    abilities.runner_click_ability(s, iid, server or "")


# --- runs --------------------------------------------------------------------------------------------------------
def start_run(s: NrState, server: str, *, source: str = "", credits: int = 0, surcharge: int = 0,
              extra_access: int = 0) -> None:
    if server not in s.servers():
        raise Illegal("nr.err.no_server")
    ice = s.ice(server)
    s.run = RunState(server=server, step="approach" if ice else "movement", pos=len(ice) - 1, source=source,
                credits=credits, surcharge=surcharge, extra_access=extra_access)
    s.runs_this_turn.append(server)
    event(s, "nr.ev.run", server=server, source=source or None)
    abilities.run_begins(s)


def _approach_rez(s: NrState) -> None:
    ice = s.current_ice()
    assert ice is not None
    rules.rez(s, ice)  # one the Corp cannot pay for is refused privately; the window stays open


def _approach_continue(s: NrState) -> None:
    r = s.run
    assert r is not None
    r.step = "movement"  # the unrezzed ice is passed
    event(s, "nr.ev.passed", server=r.server, pos=r.pos)


def breakable(s: NrState, breaker: int, ice: int) -> bool:
    card = s.card(breaker).breaker
    if card is None:
        return False
    fits = card.breaks == "any" or s.card(ice).has(card.breaks)
    return fits and s.breaker_strength(breaker) >= s.ice_strength(ice)


def _break(s: NrState, seat: int, chosen: int, picked: Sequence[int]) -> None:
    r = s.run
    ice = s.current_ice()
    assert r is not None and ice is not None
    breaker = card_in(chosen, s.breakers())
    info = s.card(breaker).breaker
    assert info is not None
    count = len(s.card(ice).subs)
    if len(set(picked)) != len(picked) or len(picked) > count:  # which subroutines, when the client says
        raise Illegal("nr.err.bad_sub")
    subs = sorted(picked) if picked else [i for i in range(count) if i not in r.broken][: info.n]
    if not subs or len(subs) > info.n or any(i in r.broken or i >= count for i in subs):
        raise Illegal("nr.err.bad_sub")
    if not breakable(s, breaker, ice):
        raise Illegal("nr.err.cannot_break")
    rules.pay(s, seat, break_cost(s, breaker))
    r.broken.extend(subs)
    abilities.broke(s, breaker)
    event(s, "nr.ev.broke", breaker=s.inst(breaker).card, ice=s.inst(ice).card, n=len(subs))


def break_cost(s: NrState, breaker: int) -> int:
    """What one use of an icebreaker's break ability costs now (Marjanah: less after a successful run)."""
    info = s.card(breaker).breaker
    assert info is not None
    discount = abilities.of(s.inst(breaker).card).success_break_discount if s.success_this_turn else 0
    return max(0, info.cost - discount)


def _host_break(s: NrState, card: int | None) -> None:
    """A hosted program spends a virus counter to break the first unbroken subroutine of its host ice."""
    r = s.run
    ice = s.current_ice()
    assert r is not None and ice is not None
    if card is None or not abilities.host_breaker(s, card):
        raise Illegal("nr.err.no_ability")
    unbroken = [i for i in range(len(s.card(ice).subs)) if i not in r.broken]
    if not unbroken:
        raise Illegal("nr.err.bad_sub")
    s.inst(card).counters["virus"] -= 1
    r.broken.append(unbroken[0])
    event(s, "nr.ev.broke", breaker=s.inst(card).card, ice=s.inst(ice).card, n=1)


def pump_amount(s: NrState, breaker: int) -> int:
    info = s.card(breaker).breaker
    assert info is not None
    return info.pump or len(s.breakers())  # Unity: +1 for each installed icebreaker


def pump_cost(s: NrState, breaker: int) -> int:
    """What one pump of an icebreaker costs now (Sang Kancil: less while a run event's run goes on)."""
    info = s.card(breaker).breaker
    assert info is not None
    source = s.run.source.split(":")[0] if s.run is not None else ""
    discount = abilities.of(s.inst(breaker).card).run_event_pump_discount if source in abilities.RUN_EVENTS else 0
    return max(0, info.pump_cost - discount)


def _pump(s: NrState, seat: int, chosen: int) -> None:
    r = s.run
    assert r is not None
    breaker = card_in(chosen, s.breakers())
    info = s.card(breaker).breaker
    assert info is not None
    rules.pay(s, seat, pump_cost(s, breaker))
    r.pumped[str(breaker)] = r.pumped.get(str(breaker), 0) + pump_amount(s, breaker)
    event(s, "nr.ev.pumped", breaker=s.inst(breaker).card, strength=s.breaker_strength(breaker))


def _click_break(s: NrState, sub: int) -> None:
    """Ice that lets the Runner lose a click to break one of its subroutines."""
    r = s.run
    ice = s.current_ice()
    assert r is not None and ice is not None
    if not abilities.of(s.inst(ice).card).click_break or sub in r.broken or sub >= len(s.card(ice).subs):
        raise Illegal("nr.err.bad_sub")
    if s.clicks < 1:
        raise Illegal("nr.err.clicks", n=1)
    s.clicks -= 1
    r.broken.append(sub)
    event(s, "nr.ev.click_broke", ice=s.inst(ice).card)


def _leech(s: NrState) -> None:
    r = s.run
    assert r is not None
    leech = next((i for i in s.zone("rig") if abilities.of(s.inst(i).card).weakens_ice
                  and s.counters(i, "virus") > 0), None)
    if leech is None:
        raise Illegal("nr.err.no_counter")
    s.inst(leech).counters["virus"] -= 1
    r.weakened += 1
    event(s, "nr.ev.leech", strength=s.ice_strength(s.current_ice() or 0))


def _let_fire(s: NrState) -> None:
    r = s.run
    assert r is not None
    r.firing = True


def _jack_out(s: NrState) -> None:
    r = s.run
    assert r is not None
    r.ended = True
    event(s, "nr.ev.jacked_out")


def _move_on(s: NrState) -> None:
    r = s.run
    assert r is not None
    if r.pos - 1 >= 0:
        r.pos -= 1
        r.step = "approach"
    else:
        r.pos = -1
        r.step = "server_window"


def _server_continue(s: NrState) -> None:
    r = s.run
    assert r is not None
    r.step = "approach_server"


def advance_run(s: NrState) -> bool:
    """One step of the run that needs nobody; False when it waits for a player."""
    r = s.run
    assert r is not None
    if r.ended:
        end_run(s)
        return True
    if r.step == "approach":
        ice = s.current_ice()
        if ice is None:
            r.step = "movement"
            return True
        if s.rezzed(ice):
            r.step, r.encounter_started = "encounter", False
            return True
        if run_waits(s):
            return False
        r.step = "movement"
        event(s, "nr.ev.passed", server=r.server, pos=r.pos)
        return True
    if r.step == "encounter":
        return _encounter(s)
    if r.step == "movement":
        return False
    if r.step == "server_window":
        if run_waits(s):
            return False
        r.step = "approach_server"
        return True
    if r.step == "approach_server":
        r.step = "success"
        abilities.approach_server(s)
        return True
    if r.step == "success":
        _success(s)
        return True
    if r.step == "access":
        if r.queue:
            access(s, r.queue.pop(0))
        else:
            end_run(s)
        return True
    end_run(s)
    return True


def _encounter(s: NrState) -> bool:
    r = s.run
    ice = s.current_ice()
    assert r is not None
    if ice is None:
        r.step = "movement"
        return True
    if not r.encounter_started:
        r.encounter_started, r.broken, r.pumped, r.weakened, r.next_sub, r.firing = True, [], {}, 0, 0, False
        event(s, "nr.ev.encounter", ice=s.inst(ice).card, server=r.server)
        abilities.encountered(s, ice)
        return True
    if not r.firing:
        return False
    subs = s.card(ice).subs
    while r.next_sub < len(subs):
        index = r.next_sub
        r.next_sub += 1
        if index in r.broken:
            continue
        abilities.fire(s, ice, subs[index])
        return True
    r.firing, r.step = False, "movement"
    r.pumped, r.weakened = {}, 0
    return True


def _success(s: NrState) -> None:
    r = s.run
    assert r is not None
    r.successful = True
    s.success_this_turn = True
    event(s, "nr.ev.successful", server=r.server)
    abilities.successful_run(s)
    if s.phase == "over" or s.run is None:
        return
    r.step = "access"
    r.queue = breach(s, r.server)


def breach(s: NrState, server: str) -> list[int]:
    """The cards the Runner accesses, in order: the server's upgrades, then (centrals) its cards."""
    r = s.run
    assert r is not None
    queue = list(s.root(server))
    extra = r.extra_access
    if server == "hq":
        bonus = abilities.turn_bonus(s, lambda c: c.first_hq_access)
        s.used_this_turn.extend(bonus)
        extra += sum(bonus.values())
        hand = list(s.zone("hq"))
        rng = rules.rng_of(s)
        rng.shuffle(hand)
        rules.keep(s, rng)
        queue += hand[: 1 + extra]
    elif server == "rd":
        if abilities.of(r.source).virus_access:
            extra += sum(s.counters(i, "virus") for i in s.rig_has(r.source))
        queue += list(reversed(s.zone("rd")[-(1 + extra):])) if s.zone("rd") else []
    elif server == "archives":
        for iid in s.zone("archives"):
            s.inst(iid).face_up = True
        # in the order of their names, not of their arrival, which would date each face-down card
        s.zone("archives").sort(key=lambda i: (s.inst(i).card, i))
        if s.zone("archives"):
            event(s, "nr.ev.archives_up", cards=[s.inst(i).card for i in s.zone("archives")])
        queue += list(s.zone("archives"))
    event(s, "nr.ev.breach", server=server, n=len(queue))
    return queue


def access(s: NrState, iid: int) -> None:
    """The Runner accesses a card: an agenda is stolen; a card with a trash cost may be trashed."""
    r = s.run
    assert r is not None
    card = s.card(iid)
    hidden = not s.table.visible(iid, None)
    secret(s, s.runner, "nr.pv.accessed", card=card.id, where=s.where(iid))
    if hidden:
        s.table.look(s.runner, iid)  # the Runner sees it; it stays hidden from everybody else
    r.accessed += 1
    trasher = abilities.grip_trasher(s, iid)  # a card of the Runner's own may trash it instead
    ways = [GRIP_TRASH] if trasher is not None else []
    if card.type == "agenda":
        if r.no_steal:  # left where it is; a hidden one asks like any other hidden card
            if hidden:
                r.accessing = iid
                s.prompt = Prompt(seat=s.runner, kind="access", options=["leave"], params={"card": card.id, "cost": 0})
            return
        if ways:  # steal it, or trash it with the rig's ability
            r.accessing = iid
            s.prompt = Prompt(seat=s.runner, kind="access", options=[STEAL, *ways],
                              params={"card": card.id, "cost": 0})
            return
        steal(s, iid)
        return
    installed = s.server_of(iid) is not None
    if installed and abilities.of(card.id).accessed is not None:
        abilities.accessed(s, iid)
        if s.phase == "over":
            return
        ways = [GRIP_TRASH] if abilities.grip_trasher(s, iid) is not None else []  # the grip after its damage
    trashable = card.trash is not None and s.where(iid) != "archives" and s.spendable(s.runner) >= card.trash \
        and not r.no_steal
    if trashable or hidden or ways:  # every hidden card asks, so whether one asks says nothing of what it is
        r.accessing = iid
        s.prompt = Prompt(seat=s.runner, kind="access", options=(["trash"] if trashable else []) + ways + ["leave"],
                          params={"card": card.id, "cost": card.trash if trashable else 0})


def steal(s: NrState, iid: int) -> None:
    """The Runner steals the agenda it accesses."""
    r = s.run
    assert r is not None
    rules.to_score_area(s, iid, s.runner)
    r.stolen += 1
    event(s, "nr.ev.stolen", card=s.inst(iid).card, points=s.points(s.runner))
    abilities.stolen(s, iid)
    rules.check_points(s)
    if s.phase != "over":
        abilities.agenda_taken(s)


def end_run(s: NrState) -> None:
    r = s.run
    assert r is not None
    for mayfly in list(r.mayfly):
        if mayfly in s.zone("rig"):
            rules.trash(s, mayfly)
    abilities.run_ends(s)
    abilities.run_over(s)
    event(s, "nr.ev.run_ends", server=r.server, successful=r.successful)
    s.run = None
    drop_empty_remotes(s)
    rules.check_points(s)


# --- answers ---------------------------------------------------------------------------------------------------
def _choose(s: NrState, seat: int, picked: tuple[str, ...]) -> None:
    _answered(s, seat, picked)
    if s.prompt is None and s.queued and s.phase != "over":  # the next question asked meanwhile
        s.prompt = s.queued.pop(0)


def _answered(s: NrState, seat: int, picked: tuple[str, ...]) -> None:
    prompt = s.prompt
    assert prompt is not None
    answer = prompt.answer("", picked, BAD)
    s.prompt = None
    if prompt.kind == "deck":
        _deck_chosen(s, seat, answer[0])
        return
    if prompt.kind == "discard":
        if seat == s.corp:
            rules.forget_from(s, "hq")
        for value in answer:
            if seat == s.corp:
                rules.to_archives(s, int(value), face_up=False)
            else:
                s.table.move(int(value), "heap")
                s.inst(int(value)).face_up = True
        event(s, "nr.ev.discarded", who=seat, n=len(answer),
              cards=None if seat == s.corp else [s.inst(int(i)).card for i in answer])
        _next_turn(s)
        return
    if prompt.kind == "access":
        r = s.run
        assert r is not None and r.accessing is not None
        iid, r.accessing = r.accessing, None
        if answer[0] == "trash":
            rules.pay(s, s.runner, s.card(iid).trash or 0)
            abilities.trash_accessed(s, iid)
        elif answer[0] == STEAL:
            steal(s, iid)
        elif answer[0] == GRIP_TRASH:
            trasher = abilities.grip_trasher(s, iid)
            if trasher is None:  # offered only with one
                raise Illegal(BAD)
            r.accessing = iid
            abilities.ask_grip_trash(s, trasher, iid)
        return
    abilities.answer(s, seat, prompt, answer)


def proceed(s: NrState) -> None:
    for _ in range(MAX_STEPS):
        if s.phase in ("over", "discard") or s.prompt is not None:
            return
        if s.run is not None:
            if not advance_run(s):
                return
            continue
        if s.phase == "turn" and s.clicks == 0:
            if s.turn == s.corp and corp_window(s):
                return
            end_turn(s)
            continue
        return
    raise RuntimeError("the game did not settle")


# --- what each decision takes ---------------------------------------------------------------------------------
def _corp_turn(s: NrState, seat: int, move: NrMove) -> None:
    match move:
        case Credit():
            _credit(s, seat)
        case Rest():
            _rest(s, seat)
        case Draw():
            _draw(s, seat)
        case Install(card, server, trash):
            _corp_install(s, seat, card, server, trash)
        case Play(card, server):
            _play_operation(s, seat, card, server)
        case Advance(card):
            _advance(s, seat, card)
        case Score(card):
            _score(s, card)
        case Rez(card):
            _rez_free_action(s, card)
        case Purge():
            _purge(s, seat)
        case TrashResource(card):
            _trash_resource(s, seat, card)
        case Ability(card, server):
            _corp_ability(s, card, server)
        case EndTurn():
            _end(s)


def _runner_turn(s: NrState, seat: int, move: NrMove) -> None:
    match move:
        case Credit():
            _credit(s, seat)
        case Rest():
            _rest(s, seat)
        case Draw():
            _draw(s, seat)
        case Install(card, server, trash):
            _runner_install(s, seat, card, server, trash)
        case Play(card, server):
            _play_event(s, seat, card, server)
        case Run(server):
            _run(s, seat, server)
        case RemoveTag():
            _remove_tag(s, seat)
        case Ability(card, server):
            _runner_ability(s, card, server)


def _turn(s: NrState, seat: int, move: NrMove) -> None:
    (_corp_turn if seat == s.corp else _runner_turn)(s, seat, move)


def _opening(s: NrState, seat: int, move: NrMove) -> None:
    """The window before the Corp's turn begins: a rez or a score, and once nothing lies face down in a root there
    is nothing left to do there, so the turn goes on by itself."""
    match move:
        case Begin():
            turn_proper(s, seat)
            return
        case Rez(card):
            _rez_free_action(s, card)
        case Score(card):
            _score(s, card)
    if s.phase == "opening" and not corp_window(s):
        turn_proper(s, seat)


def _approach(s: NrState, seat: int, move: NrMove) -> None:
    match move:
        case Rez(None):
            _approach_rez(s)
        case Rez():  # the approached ice is the one rezzed here: a card named is a shape never written
            raise Illegal(BAD)
        case Continue():
            _approach_continue(s)


def _encountering(s: NrState, seat: int, move: NrMove) -> None:
    match move:
        case Break(breaker, subs):
            _break(s, seat, breaker, subs)
        case Pump(breaker):
            _pump(s, seat, breaker)
        case ClickBreak(sub):
            _click_break(s, sub)
        case Leech():
            _leech(s)
        case Ability(card, None):
            _host_break(s, card)
        case Ability():
            raise Illegal(BAD)
        case Continue():
            _let_fire(s)


def _movement(s: NrState, seat: int, move: NrMove) -> None:
    match move:
        case Continue():
            _move_on(s)
        case JackOut():
            _jack_out(s)


def _server_window(s: NrState, seat: int, move: NrMove) -> None:
    """Before the Runner approaches the server the Corp may rez any asset or upgrade, there or elsewhere."""
    match move:
        case Rez(card):
            _rez_free_action(s, card)
        case Continue():
            _server_continue(s)


def _mulligan_step(s: NrState, seat: int, move: NrMove) -> None:
    if isinstance(move, Mulligan):
        _mulligan(s, seat, move.redraw)


def _prompt(s: NrState, seat: int, move: NrMove) -> None:
    if isinstance(move, Answer):
        _choose(s, seat, move.picked)


CORP_TURN: Moves = (Credit, Rest, Draw, Install, Play, Advance, Score, Rez, Purge, TrashResource, Ability, EndTurn)
RUNNER_TURN: Moves = (Credit, Rest, Draw, Install, Play, Run, RemoveTag, Ability)
TAKES: dict[str, Moves] = {
    "mulligan": (Mulligan,),
    "opening": (Rez, Score, Begin),
    "approach": (Rez, Continue),
    "encounter": (Break, Pump, ClickBreak, Leech, Ability, Continue),
    "movement": (Continue, JackOut),
    "server_window": (Rez, Continue),
    "prompt": (Answer,),
}
STEPS: dict[str, Callable[[NrState, int, NrMove], None]] = {
    "turn": _turn, "mulligan": _mulligan_step, "opening": _opening, "approach": _approach,
    "encounter": _encountering, "movement": _movement, "server_window": _server_window, "prompt": _prompt,
}


def names(types: Moves) -> frozenset[str]:
    return frozenset(moves.NAME[t] for t in types)


CORP_ACTIONS = names(CORP_TURN)
RUNNER_ACTIONS = names(RUNNER_TURN)
ACTIONS: dict[str, frozenset[str]] = {"turn": CORP_ACTIONS | RUNNER_ACTIONS,
                                      **{wanted: names(types) for wanted, types in TAKES.items()}}
