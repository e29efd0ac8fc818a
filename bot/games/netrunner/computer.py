"""Netrunner's computer player for either side, every legal move (for a random player and the tests).

The Corp builds a scoring remote behind ice and scores there (ice on HQ and R&D when it can spare it),
keeps its credits up with its operations and assets, and rezzes ice when the Runner approaches. The
Runner builds a rig (an icebreaker of each kind, economy), keeps credits up, and runs where it can get
in: a remote with a card in it, else R&D or HQ; in an encounter it pumps and breaks what it can pay for.
It sees only what its seat may see.
"""

from __future__ import annotations

from bot.engine.errors import IllegalAction
from bot.engine.rng import GameRng
from bot.games.netrunner import abilities, game, rules
from bot.games.netrunner.abilities import SKIP
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.state import CENTRALS, NrState

Move = tuple[str, str, tuple[str, ...]]
ECONOMY = ("hedge-fund", "government-subsidy", "sure-gamble", "creative-commission")


# --- every legal move ---------------------------------------------------------------------------------------------
def candidates(s: NrState, seat: int) -> list[Move]:  # noqa: C901  (one of the worst offenders: to be split, issue 26)
    """Moves that may be legal now (the engine has the last word)."""
    wanted = game.awaited(s).get(seat)
    out: list[Move] = [("rez_stops", "off" if s.rez_stops else "on", ())] if seat == s.corp and wanted else []
    if wanted == "mulligan":
        return [*out, ("mulligan", "yes", ()), ("mulligan", "no", ())]
    if wanted == "prompt":
        p = s.prompt
        assert p is not None
        if p.most == 1 and p.least == 1:
            return [*out, *(("choose", o, ()) for o in p.options)]
        return [*out, ("choose", "", tuple(p.options[: p.least]))]
    if wanted == "approach":
        return [*out, ("continue", "", ()), ("rez", "", ())]
    if wanted == "server_window":
        return [*out, ("continue", "", ()), *(("rez", str(i), ()) for srv in s.servers() for i in s.root(srv))]
    if wanted == "opening":
        return [*out, ("begin", "", ()), *(("rez", str(i), ()) for srv in s.servers() for i in s.root(srv)),
                *(("score", str(i), ()) for i in game.scorable(s))]
    if wanted == "movement":
        return [("continue", "", ()), ("jack_out", "", ())]
    if wanted == "encounter":
        out = [("continue", "", ())]
        ice = s.current_ice()
        for breaker in s.breakers():
            out.append(("pump", str(breaker), ()))
            if ice is not None and game.breakable(s, breaker, ice):
                out.append(("break", str(breaker), ()))
        if ice is not None and s.inst(ice).card == "bran-1-0":
            out.extend(("click_break", str(i), ()) for i in range(3))
        out.append(("leech", "", ()))
        return out
    if wanted != "turn":
        return out
    out += [("credit", "", ()), ("rest", "", ()), ("draw", "", ())]
    if seat == s.corp:
        for iid in s.hand(seat):
            card = s.card(iid)
            if card.type == "operation":
                out.append(("play", str(iid), ()))
            elif card.is_ice or card.type == "upgrade":
                out.extend(("install", f"{iid}:{srv}", ()) for srv in (*s.servers(), "new"))
            elif card.type in ("agenda", "asset"):
                out.extend(("install", f"{iid}:{srv}", ()) for srv in (*s.remotes, "new"))
        out += [("advance", str(i), ()) for i in game.advanceable(s)]
        out += [("score", str(i), ()) for i in game.scorable(s)]
        out += [("rez", str(i), ()) for i in game.rezzable(s)]
        out += [("purge", "", ()), ("end", "", ())]
        out += [("trash_resource", str(i), ()) for i in s.rig("resource")]
        out += [("ability", str(i), ()) for srv in s.remotes for i in s.root(srv)]
    else:
        for iid in s.hand(seat):
            card = s.card(iid)
            if card.type == "event":
                if card.id in abilities.RUN_EVENTS:
                    servers = abilities.RUN_EVENTS[card.id] or s.servers()
                    out.extend(("play", f"{iid}:{srv}", ()) for srv in servers)
                else:
                    out.append(("play", str(iid), ()))
            else:
                out.append(("install", str(iid), ()))
        out += [("run", srv, ()) for srv in s.servers()]
        out += [("remove_tag", "", ())]
        for iid in s.zone("rig"):
            out.append(("ability", str(iid), ()))
            runs = abilities.of(s.inst(iid).card).click_servers
            out.extend(("ability", f"{iid}:{srv}", ()) for srv in (runs(s) if runs is not None else ()))
    return out


def legal_moves(s: NrState, seat: int) -> list[Move]:
    legal = []
    for move in candidates(s, seat):
        try:
            game.apply(s, seat, move[0], move[1], move[2])
        except IllegalAction:
            continue
        legal.append(move)
    return legal


def random_move(s: NrState, seat: int, rng: GameRng) -> Move:
    """A random legal move, any kind of move as likely as any other (so a random player also runs)."""
    moves = legal_moves(s, seat)
    kinds = sorted({m[0] for m in moves})
    kind = rng.choice(kinds)
    return rng.choice([m for m in moves if m[0] == kind])


def breaker_kinds(s: NrState) -> set[str]:
    """What the installed icebreakers break ("Barrier", "Sentry", "Code Gate", "any")."""
    return {info.breaks for i in s.breakers() if (info := s.card(i).breaker) is not None}


# --- the computer ---------------------------------------------------------------------------------------------------
def decide(s: NrState, seat: int) -> Move | None:
    wanted = game.awaited(s).get(seat)
    if wanted is None:
        return None
    if wanted == "mulligan":
        return ("mulligan", "no", ())
    if wanted == "prompt":
        return ("choose", "", tuple(_answer(s, seat)))
    if wanted == "approach":  # asked at every unrezzed ice: rezzes what it can pay for
        ice = s.current_ice()
        affordable = ice is not None and s.credits[s.corp] >= rules.rez_cost(s, ice)
        return ("rez", "", ()) if affordable else ("continue", "", ())
    if wanted == "server_window":
        r = s.run
        assert r is not None
        rezzable = [i for i in game.rezzable(s) if i in s.root(r.server)]
        return ("rez", str(rezzable[0]), ()) if rezzable else ("continue", "", ())
    if wanted == "opening":  # a Nico Campaign rezzed before the turn begins pays out this turn
        score = game.scorable(s)
        if score:
            return ("score", str(score[0]), ())
        nico = [i for i in game.rezzable(s) if s.inst(i).card == "nico-campaign"]
        return ("rez", str(nico[0]), ()) if nico else ("begin", "", ())
    if wanted == "movement":
        return ("continue", "", ())
    if wanted == "encounter":
        return _encounter(s)
    return _corp_turn(s) if seat == s.corp else _runner_turn(s)


def _answer(s: NrState, seat: int) -> list[str]:
    p = s.prompt
    assert p is not None
    options = p.options
    kind = p.kind
    if kind == "discard":
        ranked = sorted(options, key=lambda o: (s.card(int(o)).type == "agenda", s.card(int(o)).printed_cost))
        return ranked[: p.least]
    if kind == "access":
        cost = int(p.params.get("cost") or 0)
        return ["trash" if "trash" in options and s.spendable(s.runner) >= cost + 2 else "leave"]
    if kind == "seamless":
        return [max(options, key=lambda o: (s.card(int(o)).type == "agenda", s.counters(int(o), "adv")))]
    if kind == "planogram":
        return ["both"] if "both" in options else ["credits" if s.credits[s.corp] < 6 else "cards"]
    if kind in ("public_trail", "pay_or_tag"):
        cost = 8 if kind == "public_trail" else int(p.params.get("cost", 4))
        return ["pay" if s.spendable(s.runner) >= cost + 3 else "tag"]
    if kind == "retribution":
        return [max(options, key=lambda o: s.card(int(o)).printed_cost)]
    if kind == "hub":
        return ["draw" if len(s.zone("rd")) > 4 else SKIP]
    if kind == "free_rez":
        real = [o for o in options if o != SKIP]
        return [max(real, key=lambda o: s.card(int(o)).printed_cost)] if real else [SKIP]
    if kind == "wildcat":
        return ["cards" if s.credits[s.runner] < 4 else "credits"]
    if kind == "mutual_favor":
        have = breaker_kinds(s)
        fresh = [o for o in options if o != SKIP and (info := CARDS[o].breaker) is not None
                 and info.breaks not in have]
        return [fresh[0] if fresh else options[0]]
    if kind == "mutual_install":
        return ["install"]
    if kind == "funhouse":
        return ["tag" if s.tags < 2 else "end"]
    if kind == "bran":
        real = [o for o in options if o != SKIP]
        return [max(real, key=lambda o: s.card(int(o)).printed_cost)] if real else [SKIP]
    if kind == "jack":
        return ["jack_out" if len(s.zone("grip")) <= 2 else "stay"]
    if kind == "manegarm":
        if "pay" in options and s.spendable(s.runner) >= 8:
            return ["pay"]
        return ["clicks"] if "clicks" in options else [options[0]]
    return options[: max(1, p.least)]


# --- the Corp -----------------------------------------------------------------------------------------------------
def _corp_turn(s: NrState) -> Move:  # noqa: C901  (one of the worst offenders: to be split, issue 26)
    corp = s.corp
    credits = s.credits[corp]
    hand = s.hand(corp)
    score = game.scorable(s)
    if score:
        return ("score", str(score[0]), ())
    if s.clicks == 0:
        nico = [i for i in game.rezzable(s) if s.card(i).type == "asset"]
        return ("rez", str(nico[0]), ()) if nico else ("end", "", ())
    by_card: dict[str, int] = {}
    for iid in hand:
        by_card.setdefault(s.inst(iid).card, iid)
    if credits >= 10 and "government-subsidy" in by_card:
        return ("play", str(by_card["government-subsidy"]), ())
    if 5 <= credits < 12 and "hedge-fund" in by_card:
        return ("play", str(by_card["hedge-fund"]), ())
    for srv in s.remotes:  # finish what is being advanced
        for iid in s.root(srv):
            card = s.card(iid)
            if card.type == "agenda" and credits >= 1:
                if "seamless-launch" in by_card and iid not in s.installed_this_turn and credits >= 2 \
                        and s.counters(iid, "adv") + 2 <= (card.advancement or 0) + 1:
                    return ("play", str(by_card["seamless-launch"]), ())
                return ("advance", str(iid), ())
    agendas = [i for i in hand if s.card(i).type == "agenda"]
    ice = sorted((i for i in hand if s.card(i).is_ice), key=lambda i: -s.card(i).printed_cost)
    safe = [srv for srv in s.remotes if s.ice(srv) and not any(s.card(i).type in ("agenda", "asset")
                                                                 for i in s.root(srv))]
    if agendas and safe:
        return ("install", f"{agendas[0]}:{safe[0]}", ())
    scoring = [srv for srv in s.remotes if not any(s.card(i).type == "asset" for i in s.root(srv))]
    if ice:
        target = scoring[0] if scoring else "new"
        if target == "new" or len(s.ice(target)) < 2:
            if credits >= (0 if target == "new" else len(s.ice(target))):
                return ("install", f"{ice[0]}:{target}", ())
        for central in ("rd", "hq"):
            if not s.ice(central):
                return ("install", f"{ice[0]}:{central}", ())
    if agendas and len(hand) > 4:
        return ("install", f"{agendas[0]}:new", ())
    assets = [i for i in hand if s.card(i).type == "asset" and s.card(i).id != "urtica-cipher"]
    if assets and credits >= 2:
        return ("install", f"{assets[0]}:new", ())
    regolith = [i for srv in s.remotes for i in s.root(srv)
                if s.inst(i).card == "regolith-mining-license" and s.rezzed(i)]
    if regolith:
        return ("ability", str(regolith[0]), ())
    upgrades = [i for i in hand if s.card(i).type == "upgrade"]
    if upgrades and scoring and credits >= 4:
        return ("install", f"{upgrades[0]}:{scoring[0]}", ())
    if len(hand) < 3 and s.zone("rd"):
        return ("draw", "", ())
    return ("credit", "", ())


# --- the Runner ---------------------------------------------------------------------------------------------------
def _can_get_through(s: NrState, server: str, budget: int) -> bool:
    """Every rezzed piece of ice on `server` can be broken with the credits at hand (roughly)."""
    cost = 0
    for ice in s.ice(server):
        if not s.rezzed(ice):
            cost += 1
            continue
        price = _break_price(s, ice)
        if price is None:
            return False
        cost += price
    return cost <= budget


def _break_price(s: NrState, ice: int) -> int | None:
    best: int | None = None
    subs = len(s.card(ice).subs)
    for breaker in s.breakers():
        info = s.card(breaker).breaker
        assert info is not None
        if info.breaks != "any" and not s.card(ice).has(info.breaks):
            continue
        need = max(0, s.ice_strength(ice) - (s.card(breaker).strength or 0))
        step = game.pump_amount(s, breaker)
        pumps = -(-need // step) if step else (0 if need == 0 else 99)
        price = pumps * info.pump_cost + -(-subs // info.n) * info.cost
        best = price if best is None else min(best, price)
    return best


def _runner_turn(s: NrState) -> Move:
    runner = s.runner
    credits = s.spendable(runner)
    hand = s.hand(runner)
    by_card: dict[str, int] = {}
    for iid in hand:
        if s.card(iid).type != "event" or s.card(iid).printed_cost <= credits:
            by_card.setdefault(s.inst(iid).card, iid)
    if len(hand) < 2 and s.zone("stack"):
        return ("draw", "", ())  # net damage kills a Runner with an empty grip
    if "sure-gamble" in by_card and 5 <= credits < 10:
        return ("play", str(by_card["sure-gamble"]), ())
    if "creative-commission" in by_card and credits < 8 and s.clicks >= 2:
        return ("play", str(by_card["creative-commission"]), ())
    have = breaker_kinds(s)
    for iid in hand:
        card = s.card(iid)
        if card.breaker is not None and card.breaker.breaks not in have and card.id != "mayfly":
            if credits >= game.program_cost(s, iid) and s.memory_used() + card.mu <= s.memory():
                return ("install", str(iid), ())
    for name in ("telework-contract", "docklands-pass", "pennyshaver", "smartware-distributor", "red-team",
                 "dzmz-optimizer", "verbal-plasticity"):
        if name in by_card and credits >= s.card(by_card[name]).printed_cost + 2:
            probe = s.clone()
            try:
                game.apply(probe, runner, "install", str(by_card[name]))
            except IllegalAction:
                continue
            return ("install", str(by_card[name]), ())
    for iid in s.rig_has("telework-contract"):
        if f"telework:{iid}" not in s.used_this_turn:
            return ("ability", str(iid), ())
    if s.tags and credits >= 6 and s.clicks >= 2:
        return ("remove_tag", "", ())
    move = _pick_run(s, credits, by_card)
    if move is not None:
        return move
    for iid in s.rig_has("pennyshaver"):
        if s.counters(iid, "credits") >= 2:
            return ("ability", str(iid), ())
    if len(hand) < 3:
        return ("draw", "", ())
    return ("credit", "", ())


def _pick_run(s: NrState, credits: int, by_card: dict[str, int]) -> Move | None:
    if len(s.runs_this_turn) >= 2 or (len(s.zone("grip")) < 2 and any(
            s.rezzed(i) and s.card(i).has("AP") for srv in s.servers() for i in s.ice(srv))):
        return None
    targets = [srv for srv in s.remotes if s.root(srv)] + ["rd", "hq"]
    for server in targets:
        if server in s.runs_this_turn and server not in s.remotes:
            continue
        if not _can_get_through(s, server, credits - 1):
            if "overclock" in by_card and _can_get_through(s, server, credits + 4):
                return ("play", f"{by_card['overclock']}:{server}", ())
            continue
        if server in ("hq", "rd") and "jailbreak" in by_card:
            return ("play", f"{by_card['jailbreak']}:{server}", ())
        unrezzed = any(not s.rezzed(i) for i in s.ice(server))
        if unrezzed and "tread-lightly" in by_card and credits >= 2:
            return ("play", f"{by_card['tread-lightly']}:{server}", ())
        team = [i for i in s.rig_has("red-team") if server in abilities.red_team_targets(s)]
        if team and server in CENTRALS:
            return ("ability", f"{team[0]}:{server}", ())
        return ("run", server, ())
    return None


def _encounter(s: NrState) -> Move:
    ice = s.current_ice()
    r = s.run
    assert ice is not None and r is not None
    card = s.card(ice)
    unbroken = [i for i in range(len(card.subs)) if i not in r.broken]
    if not unbroken:
        return ("continue", "", ())
    credits = s.spendable(s.runner)
    options = []
    for breaker in s.breakers():
        info = s.card(breaker).breaker
        assert info is not None
        if info.breaks == "any" or card.has(info.breaks):
            options.append(breaker)
    options.sort(key=lambda b: s.card(b).id == "mayfly")  # a Mayfly is trashed after the run: last resort
    for breaker in options:
        info = s.card(breaker).breaker
        assert info is not None
        if game.breakable(s, breaker, ice):
            if credits >= info.cost:
                return ("break", str(breaker), ())
            break
        if credits >= info.pump_cost + info.cost and game.pump_amount(s, breaker) > 0:
            return ("pump", str(breaker), ())
    if any(s.counters(i, "virus") for i in s.rig_has("leech")) and s.ice_strength(ice) > 0:
        return ("leech", "", ())
    if card.id == "bran-1-0" and s.clicks > 0:
        return ("click_break", str(unbroken[0]), ())
    return ("continue", "", ())
