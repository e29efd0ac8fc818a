"""Netrunner's computer player for either side, every legal move (for a random player and the tests).

The Corp builds a scoring remote behind ice and scores there (ice on HQ and R&D when it can spare it),
keeps its credits up with its operations and assets, and rezzes ice when the Runner approaches. The
Runner builds a rig (an icebreaker of each kind, economy), keeps credits up, and runs where it can get
in: a remote with a card in it, else R&D or HQ; in an encounter it pumps and breaks what it can pay for.
It sees only what its seat may see.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.cards.questions import Question as Prompt
from bot.cards.zones import CardView
from bot.engine.errors import IllegalAction
from bot.engine.moves import Wire
from bot.engine.rng import GameRng
from bot.games.netrunner import abilities, game
from bot.games.netrunner.abilities import SKIP
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.moves import (
    NAME,
    NEW,
    Ability,
    Advance,
    Answer,
    Begin,
    Break,
    ClickBreak,
    Continue,
    Credit,
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
    encode,
)
from bot.games.netrunner.state import CENTRALS, NrState
from bot.games.netrunner.view import NrView

# the economy and rig cards worth installing with credits to spare, the first one held first
INSTALL_ORDER = [card for _, card in sorted((d.hints.install_rank, card) for card, d in abilities.CARDS.items()
                                            if d.hints.install_rank is not None)]



# --- every legal move ---------------------------------------------------------------------------------------------
def candidates(s: NrState, seat: int) -> list[NrMove]:
    """Moves that may be legal now (the engine has the last word)."""
    wanted = game.awaited(s).get(seat)
    if wanted is None:
        return []
    stops: list[NrMove] = [RezStops(not s.rez_stops)] if seat == s.corp else []
    if wanted == "turn":
        return [*stops, *(_corp_turn_moves(s) if seat == s.corp else _runner_turn_moves(s))]
    window = WINDOWS.get(wanted)
    return [*stops, *window(s)] if window is not None else stops


def _mulligan_moves(s: NrState) -> list[NrMove]:
    return [Mulligan(True), Mulligan(False)]


def _answers(s: NrState) -> list[NrMove]:
    p = s.prompt
    assert p is not None
    if p.most == 1 and p.least == 1:
        return [Answer((o,)) for o in p.options]
    return [Answer(tuple(p.options[: p.least]))]


def _roots(s: NrState) -> list[int]:
    return [i for srv in s.servers() for i in s.root(srv)]


def _approach_moves(s: NrState) -> list[NrMove]:
    return [Continue(), Rez()]


def _server_window_moves(s: NrState) -> list[NrMove]:
    return [Continue(), *(Rez(i) for i in _roots(s))]


def _opening_moves(s: NrState) -> list[NrMove]:
    return [Begin(), *(Rez(i) for i in _roots(s)), *(Score(i) for i in game.scorable(s))]


def _movement_moves(s: NrState) -> list[NrMove]:
    return [Continue(), JackOut()]


def _encounter_moves(s: NrState) -> list[NrMove]:
    out: list[NrMove] = [Continue()]
    ice = s.current_ice()
    for breaker in s.breakers():
        out.append(Pump(breaker))
        if ice is not None and game.breakable(s, breaker, ice):
            out.append(Break(breaker))
    if ice is not None and abilities.of(s.inst(ice).card).click_break:
        out.extend(ClickBreak(i) for i in range(3))
    out.append(Leech())
    out.extend(Ability(i) for i in s.zone("rig") if abilities.host_breaker(s, i))
    return out


WINDOWS: dict[str, Callable[[NrState], list[NrMove]]] = {
    "mulligan": _mulligan_moves, "prompt": _answers, "approach": _approach_moves,
    "server_window": _server_window_moves, "opening": _opening_moves, "movement": _movement_moves,
    "encounter": _encounter_moves,
}


def _corp_hand_moves(s: NrState) -> list[NrMove]:
    out: list[NrMove] = []
    for iid in s.hand(s.corp):
        card = s.card(iid)
        if card.type == "operation":
            out.append(Play(iid))
        elif card.is_ice or card.type == "upgrade":
            out.extend(Install(iid, srv) for srv in (*s.servers(), NEW))
        elif card.type in ("agenda", "asset"):
            out.extend(Install(iid, srv) for srv in (*s.remotes, NEW))
    return out


def _corp_turn_moves(s: NrState) -> list[NrMove]:
    return [Credit(), Rest(), Draw(), *_corp_hand_moves(s),
            *(Advance(i) for i in game.advanceable(s)), *(Score(i) for i in game.scorable(s)),
            *(Rez(i) for i in game.rezzable(s)), Purge(), EndTurn(),
            *(TrashResource(i) for i in s.rig("resource")), *(Ability(i) for srv in s.remotes for i in s.root(srv))]


def _runner_hand_moves(s: NrState) -> list[NrMove]:
    out: list[NrMove] = []
    for iid in s.hand(s.runner):
        card = s.card(iid)
        if card.type != "event":
            out.append(Install(iid))
        elif card.id in abilities.RUN_EVENTS:
            out.extend(Play(iid, srv) for srv in abilities.RUN_EVENTS[card.id] or s.servers())
        else:
            out.append(Play(iid))
    return out


def _rig_abilities(s: NrState) -> list[NrMove]:
    out: list[NrMove] = []
    for iid in s.zone("rig"):
        out.append(Ability(iid))
        runs = abilities.of(s.inst(iid).card).click_servers
        out.extend(Ability(iid, srv) for srv in (runs(s) if runs is not None else ()))
    return out


def _runner_turn_moves(s: NrState) -> list[NrMove]:
    return [Credit(), Rest(), Draw(), *_runner_hand_moves(s), *(Run(srv) for srv in s.servers()), RemoveTag(),
            *_rig_abilities(s)]


def legal_moves(s: NrState, seat: int) -> list[NrMove]:
    legal = []
    for move in candidates(s, seat):
        try:
            game.play(s, seat, move)
        except IllegalAction:
            continue
        legal.append(move)
    return legal


def random_move(s: NrState, seat: int, rng: GameRng) -> Wire:
    """A random legal move, any kind of move as likely as any other (so a random player also runs)."""
    moves = legal_moves(s, seat)
    kinds = sorted({NAME[type(m)] for m in moves})
    kind = rng.choice(kinds)
    return encode(rng.choice([m for m in moves if NAME[type(m)] == kind]))


def breaker_kinds(view: NrView) -> set[str]:
    """What the installed icebreakers break ("Barrier", "Sentry", "Code Gate", "any")."""
    return {info.breaks for i in view.breakers() if (info := view.card(i).breaker) is not None}


# --- the computer ---------------------------------------------------------------------------------------------------
def decide(view: NrView, seat: int) -> Wire | None:
    """The computer's move for `seat`, as a component carries it."""
    move = choose(view, seat)
    return None if move is None else encode(move)


def choose(view: NrView, seat: int) -> NrMove | None:
    """The computer's move for `seat`, from that seat's view alone (the Runner's never shows a face-down card)."""
    wanted = view.awaited.get(seat)
    if wanted is None:
        return None
    if wanted == "mulligan":
        return Mulligan(False)
    if wanted == "prompt":
        return Answer(tuple(_answer(view)))
    if wanted in ("approach", "server_window", "opening"):
        return _corp_window(view, wanted)
    if wanted == "movement":
        return Continue()
    if wanted == "encounter":
        return _encounter(view)
    return _corp_turn(view) if seat == view.corp else _runner_turn(view)


def _corp_window(view: NrView, wanted: str) -> NrMove:
    """The Corp's rez windows: at every unrezzed ice it rezzes what it can pay for; before the Runner approaches a
    server, what it can rez there; before its turn begins, a score, else a Nico Campaign (which pays out this
    turn)."""
    if wanted == "approach":
        ice = view.current_ice()
        affordable = ice is not None and ice.iid is not None and view.credits[view.corp] >= view.rez_costs[ice.iid]
        return Rez() if affordable else Continue()
    if wanted == "server_window":
        r = view.run
        assert r is not None
        root = {c.iid for c in view.root(r.server)}
        rezzable = [i for i in view.rezzable if i in root]
        return Rez(rezzable[0]) if rezzable else Continue()
    if view.scorable:
        return Score(view.scorable[0])
    nico = [i for i in view.rezzable if _hints(view.card(i).id).rez_at_turn_end]
    return Rez(nico[0]) if nico else Begin()


def _answer(view: NrView) -> list[str]:
    p = view.prompt
    assert p is not None  # awaited for a question: the seat's own
    options = p.options
    kind = p.kind
    if kind == "discard":
        ranked = sorted(options, key=lambda o: (view.card(int(o)).type == "agenda", view.card(int(o)).printed_cost))
        return ranked[: p.least]
    if kind == "access":
        return [_access_answer(view, options, int(p.params.get("cost") or 0))]
    special = _sg_answer(view, p)
    if special is not None:
        return special
    if kind == "seamless":
        return [max(options, key=lambda o: (view.card(int(o)).type == "agenda", view.counters(int(o), "adv")))]
    if kind == "planogram":
        return ["both"] if "both" in options else ["credits" if view.credits[view.corp] < 6 else "cards"]
    if kind in ("public_trail", "pay_or_tag"):
        cost = 8 if kind == "public_trail" else int(p.params.get("cost", 4))
        return ["pay" if view.spendable(view.runner) >= cost + 3 else "tag"]
    if kind == "retribution":
        return [max(options, key=lambda o: view.card(int(o)).printed_cost)]
    if kind == "hub":
        return ["draw" if len(view.zone("rd")) > 4 else SKIP]
    if kind in ("free_rez", "bran"):
        real = [o for o in options if o != SKIP]
        return [max(real, key=lambda o: view.card(int(o)).printed_cost)] if real else [SKIP]
    if kind == "wildcat":
        return ["cards" if view.credits[view.runner] < 4 else "credits"]
    if kind == "lie_low":
        return ["lie_tags" if view.tags else "lie_draw"]
    if kind == "mutual_favor":
        have = breaker_kinds(view)
        fresh = [o for o in options if o != SKIP and (info := CARDS[o].breaker) is not None
                 and info.breaks not in have]
        return [fresh[0] if fresh else options[0]]
    if kind == "mutual_install":
        return ["install"]
    if kind == "funhouse":
        return ["tag" if view.tags < 2 else "end"]
    if kind == "jack":
        return ["jack_out" if len(view.zone("grip")) <= 2 else "stay"]
    if kind == "manegarm":
        if "pay" in options and view.spendable(view.runner) >= 8:
            return ["pay"]
        return ["clicks"] if "clicks" in options else [options[0]]
    return options[: max(1, p.least)]


def _access_answer(view: NrView, options: list[str], cost: int) -> str:
    if "steal" in options:
        return "steal"
    if "trash" in options and view.spendable(view.runner) >= cost + 2:
        return "trash"
    if "trash_grip" in options and len(view.zone("grip")) >= 4:
        return "trash_grip"
    return "leave"


def _value(view: NrView, option: str) -> tuple[bool, int]:
    """A card a question offers, by what it is worth keeping: agendas first, then by cost."""
    iid = int(option)
    if not view.sees(iid):
        return (False, 0)
    card = view.card(iid)
    return (card.type == "agenda", card.printed_cost)


def _cards(options: list[str]) -> list[str]:
    return [o for o in options if o.isdigit()]


def _sg_answer(view: NrView, p: Prompt) -> list[str] | None:
    """The System Gateway cards' questions; None: not one of them."""
    kind, options = p.kind, p.options
    cards = _cards(options)
    if kind in ("hansei", "hq_to_rd", "trash_grip"):  # the least worth keeping go
        return sorted(cards, key=lambda o: _value(view, o))[: p.least]
    if kind in ("longevity_shuffle", "spin", "precision"):  # the most worth having back
        best = sorted(cards, key=lambda o: _value(view, o), reverse=True)[: p.most]
        return best or options[:1]
    if kind in ("above_law", "program_or_end", "ansel_trash"):
        return [max(cards, key=lambda o: _value(view, o)[1])] if cards else options[:1]
    if kind == "reality":
        return ["credits" if view.credits[view.corp] < 8 else "cards"]
    if kind == "meat_trash":
        house = int(p.params["card"])
        counters = view.counters(house, "adv") if view.sees(house) else 0
        return ["trash" if counters >= min(3, len(view.zone("grip")) + 1) else SKIP]
    if kind == "anoetic":
        return _anoetic(view, cards)
    if kind == "malapert":
        real = [o for o in options if o != SKIP]
        return [max(real, key=lambda o: CARDS[o].printed_cost)] if real else [SKIP]
    if kind == "ansel":
        ice = [o for o in cards if view.card(int(o)).is_ice]
        return [ice[0]] if ice else [SKIP]
    if kind == "ansel_server":
        return [min(options, key=lambda o: view.ice_costs.get(o, 0))]
    if kind == "poetri_server":  # ice where it costs least; anything else in a new remote (never over a card)
        card = view.card(int(p.params["card"]))
        return [min(options, key=lambda o: view.ice_costs.get(o, 0))] if card.is_ice else ["new"]
    if kind in abilities.HOST_QUESTIONS:
        return [max(options, key=lambda o: _host_value(view, o))]
    if kind == "grip_install":
        return [cards[0]] if cards else [SKIP]
    if kind == "swap_ice":
        return _swap(view, [o for o in options if o != SKIP])
    if kind == "longevity_trash":
        return []
    return None


def _swap(view: NrView, positions: list[str]) -> list[str]:
    """Tāo Salonga's swap: the hardest ice to break in front of a remote with cards goes to Archives' or another
    unguarded place, the easiest comes forward; nothing if it gains little."""
    def price(position: str) -> int:
        server, _, index = position.partition(".")
        ice = view.ice(server)[int(index)]
        if not ice.face_up or ice.iid is None:
            return 3
        found = _break_price(view, ice.iid)
        return 20 if found is None else found

    def guarded(position: str) -> bool:
        server = position.partition(".")[0]
        return server in view.remotes and bool(view.root(server))

    hard = [p for p in positions if guarded(p)]
    easy = [p for p in positions if not guarded(p) and p.partition(".")[0] not in ("hq", "rd")]
    if not hard or not easy:
        return [SKIP]
    worst, best = max(hard, key=price), min(easy, key=price)
    return [worst, best] if price(worst) - price(best) >= 2 else [SKIP]


def _anoetic(view: NrView, cards: list[str]) -> list[str]:
    """Ending the run is worth 2 credits and 2 cards when an agenda waits in the server."""
    r = view.run
    guarded = r is not None and any(c.card is not None and CARDS[c.card].type == "agenda" for c in view.root(r.server))
    spare = sorted((o for o in cards if not _value(view, o)[0]), key=lambda o: _value(view, o))
    return spare[:2] if guarded and len(spare) >= 2 else [SKIP]


def _host_value(view: NrView, position: str) -> tuple[bool, int]:
    """A piece of ice worth hosting a Trojan: a rezzed one, the costliest first."""
    server, _, index = position.partition(".")
    ice = view.ice(server)[int(index)]
    return (ice.face_up, CARDS[ice.card].printed_cost if ice.card is not None else 0)


def host_breakers(view: NrView) -> list[int]:
    """The hosted programs that may spend a virus counter to break a subroutine of the ice encountered now."""
    r = view.run
    if r is None or r.step != "encounter":
        return []
    return [p for p, (server, index) in view.hosted.items() if server == r.server and index == r.pos
            and abilities.of(view.card(p).id).host_break and view.counters(p, "virus") > 0]


# --- the Corp -----------------------------------------------------------------------------------------------------
def _by_card(view: NrView, hand: list[int]) -> dict[str, int]:
    """The first instance of each card in `hand`, by card id."""
    out: dict[str, int] = {}
    for iid in hand:
        out.setdefault(view.card(iid).id, iid)
    return out


def _corp_turn(view: NrView) -> NrMove:
    score = view.scorable
    if score:
        return Score(score[0])
    if view.clicks == 0:
        nico = [i for i in view.rezzable if view.card(i).type == "asset"]
        return Rez(nico[0]) if nico else EndTurn()
    hand = _seen(view.hand(view.corp))
    by_card = _by_card(view, hand)
    return (_corp_economy(view, by_card) or _corp_advance(view, by_card) or _corp_install(view, hand)
            or _corp_rest(view, hand))


def _corp_economy(view: NrView, by_card: dict[str, int]) -> NrMove | None:
    return _economy(view, by_card, view.credits[view.corp])


def _hints(card: str) -> abilities.Hints:
    return abilities.of(card).hints


def _economy(view: NrView, by_card: dict[str, int], credits: int) -> NrMove | None:
    """The first operation or event for credits, by rank, that is worth playing at these credits."""
    for _, card in sorted((_hints(c).economy_rank, c) for c in by_card if _hints(c).economy is not None):
        worth = _hints(card).economy
        if worth is not None and worth(view, credits):
            return Play(by_card[card])
    return None


def _corp_advance(view: NrView, by_card: dict[str, int]) -> NrMove | None:
    """Finish what is being advanced (an operation's counters when they do not overshoot)."""
    credits = view.credits[view.corp]
    boost = next((c for c in by_card if _hints(c).advances), None)
    for srv in view.remotes:
        for iid in _seen(view.root(srv)):
            card = view.card(iid)
            if card.type == "agenda" and credits >= 1:
                if boost is not None and iid not in view.installed_this_turn and credits >= 2 \
                        and view.counters(iid, "adv") + _hints(boost).advances <= (card.advancement or 0) + 1:
                    return Play(by_card[boost])
                return Advance(iid)
    return None


def _corp_install(view: NrView, hand: list[int]) -> NrMove | None:
    """An agenda behind ice, ice on the scoring remote (then on R&D and HQ), an agenda or an asset in a new
    remote."""
    credits = view.credits[view.corp]
    agendas = [i for i in hand if view.card(i).type == "agenda"]
    ice = sorted((i for i in hand if view.card(i).is_ice), key=lambda i: -view.card(i).printed_cost)
    safe = [srv for srv in view.remotes if view.ice(srv) and not any(view.card(i).type in ("agenda", "asset")
                                                                 for i in _seen(view.root(srv)))]
    if agendas and safe:
        return Install(agendas[0], safe[0])
    scoring = _scoring(view)
    if ice:
        target = scoring[0] if scoring else NEW
        if target == NEW or len(view.ice(target)) < 2:
            if credits >= (0 if target == NEW else len(view.ice(target))):
                return Install(ice[0], target)
        for central in ("rd", "hq"):
            if not view.ice(central):
                return Install(ice[0], central)
    if agendas and len(hand) > 4:
        return Install(agendas[0], NEW)
    assets = [i for i in hand if view.card(i).type == "asset" and _hints(view.card(i).id).installed_as_asset]
    if assets and credits >= 2:
        return Install(assets[0], NEW)
    return None


def _scoring(view: NrView) -> list[str]:
    """The remotes with no asset in them: where agendas go."""
    return [srv for srv in view.remotes if not any(view.card(i).type == "asset" for i in _seen(view.root(srv)))]


def _corp_rest(view: NrView, hand: list[int]) -> NrMove:
    regolith = [i for srv in view.remotes for i in _seen(view.root(srv))
                if _hints(view.card(i).id).click_first and view.inst(i).face_up]
    if regolith:
        return Ability(regolith[0])
    upgrades = [i for i in hand if view.card(i).type == "upgrade"]
    scoring = _scoring(view)
    if upgrades and scoring and view.credits[view.corp] >= 4:
        return Install(upgrades[0], scoring[0])
    spare = [i for i in view.advanceable if _hints(view.card(i).id).advance_spare and view.counters(i, "adv") < 4]
    if spare and view.credits[view.corp] >= 6:
        return Advance(spare[0])
    if len(hand) < 3 and view.zone("rd"):
        return Draw()
    return Credit()


def _seen(cards: tuple[CardView, ...]) -> list[int]:
    """The instances of `cards` the computer's seat sees."""
    return [c.iid for c in cards if c.iid is not None]


# --- the Runner ---------------------------------------------------------------------------------------------------
def _can_get_through(view: NrView, server: str, budget: int) -> bool:
    """Every rezzed piece of ice on `server` can be broken with the credits at hand (roughly); a face-down one is
    counted as 1 credit, whatever it is."""
    cost = 0
    for ice in view.ice(server):
        if not ice.face_up or ice.iid is None:
            cost += 1
            continue
        price = _break_price(view, ice.iid)
        if price is None:
            return False
        cost += price
    return cost <= budget


def _break_price(view: NrView, ice: int) -> int | None:
    best: int | None = None
    card = view.card(ice)
    subs = len(card.subs)
    for breaker in view.breakers():
        info = view.card(breaker).breaker
        assert info is not None
        if info.breaks != "any" and not card.has(info.breaks):
            continue
        need = max(0, view.strength[ice] - view.strength[breaker])
        step = view.pump[breaker]
        pumps = -(-need // step) if step else (0 if need == 0 else 99)
        price = pumps * info.pump_cost + -(-subs // info.n) * view.break_costs[breaker]
        best = price if best is None else min(best, price)
    return best


def _runner_turn(view: NrView) -> NrMove:
    runner = view.runner
    credits = view.spendable(runner)
    hand = _seen(view.hand(runner))
    playable = [i for i in hand if view.card(i).type != "event" or view.card(i).printed_cost <= credits]
    by_card = _by_card(view, playable)
    if len(hand) < 2 and view.zone("stack"):
        return Draw()  # net damage kills a Runner with an empty grip
    move = _economy(view, by_card, credits) or _runner_install(view, hand, by_card, credits)
    if move is not None:
        return move
    for iid in view.rig():
        early = _hints(view.card(iid).id).rig_click
        if early is not None and early(view, iid):
            return Ability(iid)
    if view.tags and credits >= 6 and view.clicks >= 2:
        return RemoveTag()
    move = _pick_run(view, credits, by_card)
    if move is not None:
        return move
    for iid in view.rig():
        late = _hints(view.card(iid).id).rig_click_late
        if late is not None and late(view, iid):
            return Ability(iid)
    if len(hand) < 3:
        return Draw()
    return Credit()


def _runner_install(view: NrView, hand: list[int], by_card: dict[str, int], credits: int) -> NrMove | None:
    """An icebreaker for a kind of ice it cannot break yet, else an economy or rig card it can spare the credits
    for (and that the rules let it install: memory, one console, unique cards)."""
    have = breaker_kinds(view)
    used, memory = view.memory
    for iid in hand:
        card = view.card(iid)
        if card.breaker is not None and card.breaker.breaks not in have and _hints(card.id).first_breaker:
            if credits >= view.install_costs[iid] and used + card.mu <= memory:
                return Install(iid)
    for name in INSTALL_ORDER:
        economy = by_card.get(name)
        if economy is not None and credits >= view.card(economy).printed_cost + 2 and economy in view.installable:
            return Install(economy)
    return None


def _pick_run(view: NrView, credits: int, by_card: dict[str, int]) -> NrMove | None:
    if len(view.runs_this_turn) >= 2 or (len(view.zone("grip")) < 2 and _ap_rezzed(view)):
        return None
    targets = [srv for srv in view.remotes if view.root(srv)] + ["rd", "hq"]
    for server in targets:
        if server in view.runs_this_turn and server not in view.remotes:
            continue
        if not _can_get_through(view, server, credits - 1):
            boost = next((c for c in by_card if _hints(c).boosted_run), None)
            if boost is not None and _can_get_through(view, server, credits + _hints(boost).boosted_run):
                return Play(by_card[boost], server)
            continue
        event = _run_event(view, by_card, server, credits)
        if event is not None:
            return event
        team = [i for i in view.rig() if _hints(view.card(i).id).runs_centrals and server in view.click_runs.get(i, ())]
        if team and server in CENTRALS:
            return Ability(team[0], server)
        return Run(server)
    return None


def _run_event(view: NrView, by_card: dict[str, int], server: str, credits: int) -> NrMove | None:
    """The first run event, by rank, worth playing for a run on `server` the Runner can afford."""
    for _, card in sorted((_hints(c).run_event_rank, c) for c in by_card if _hints(c).run_event is not None):
        worth = _hints(card).run_event
        if worth is not None and worth(view, server, credits):
            return Play(by_card[card], server)
    return None


def _ap_rezzed(view: NrView) -> bool:
    """A rezzed piece of AP ice (net damage) protects some server: no run with fewer than 2 cards in the grip."""
    return any(c.face_up and c.card is not None and CARDS[c.card].has("AP") for srv in view.servers()
               for c in view.ice(srv))


def _encounter(view: NrView) -> NrMove:
    ice = view.current_ice()
    r = view.run
    assert ice is not None and ice.iid is not None and r is not None  # encountered: rezzed, so public
    card = view.card(ice.iid)
    unbroken = [i for i in range(len(card.subs)) if i not in r.broken]
    if not unbroken:
        return Continue()
    hosted = host_breakers(view)
    if hosted:
        return Ability(hosted[0])
    credits = view.spendable(view.runner)
    options = []
    for breaker in view.breakers():
        info = view.card(breaker).breaker
        assert info is not None
        if info.breaks == "any" or card.has(info.breaks):
            options.append(breaker)
    options.sort(key=lambda b: _hints(view.card(b).id).break_last)  # e.g. one trashed after the run
    for breaker in options:
        info = view.card(breaker).breaker
        assert info is not None
        if breaker in view.breakable:
            if credits >= view.break_costs[breaker]:
                return Break(breaker)
            break
        if credits >= info.pump_cost + view.break_costs[breaker] and view.pump[breaker] > 0:
            return Pump(breaker)
    if _can_weaken(view) and view.strength[ice.iid] > 0:
        return Leech()
    if abilities.of(card.id).click_break and view.clicks > 0:
        return ClickBreak(unbroken[0])
    return Continue()


def _can_weaken(view: NrView) -> bool:
    """A rig card that lowers the encountered ice's strength has a virus counter to spend."""
    return any(view.counters(i, "virus") for i in view.rig() if abilities.of(view.card(i).id).weakens_ice)
