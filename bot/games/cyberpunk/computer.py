"""Cyberpunk TCG's computer player, every legal move (for a random player and the tests), and the two
measured against each other.

The computer sees what its seat may see: its hand, the public table, and the Legends it looked at. Each
turn it sells one card while it is short of Eddies, calls a Legend, goes solo, plays its strongest
affordable Units (then Gear on its best Unit, then the Programs that do something now), and attacks:
the Gig area when no ready blocker would beat its attacker, a spent rival Unit it beats. In a React step
it blocks a steal with a Unit that survives it (or a cheap one), saves a Unit about to be defeated with
Reboot Optics, and turns a fight or a steal with Floor It.
"""

from __future__ import annotations

from bot.engine.rng import GameRng
from bot.games.cyberpunk import game, rules
from bot.games.cyberpunk.abilities import SKIP
from bot.games.cyberpunk.cards import RETAIL
from bot.games.cyberpunk.state import CpState

Move = tuple[str, str, tuple[str, ...]]
EDDIES_WANTED = 7


def legal_moves(s: CpState, seat: int) -> list[Move]:
    """Every move `seat` may make now (payment left to the engine's default)."""
    wanted = game.awaited(s).get(seat)
    out: list[Move] = []
    if wanted == "deck":
        return [("deck", d, ()) for d in (*RETAIL, "random")]
    if wanted == "order":
        return [("order", "first", ()), ("order", "second", ())]
    if wanted == "mulligan":
        return [("mulligan", "yes", ()), ("mulligan", "no", ())]
    if wanted == "prompt":
        p = s.prompt
        assert p is not None
        out = [("choose", o, ()) for o in p.options] if p.least <= 1 else []
        if p.most > 1 or p.least != 1:
            out.append(("choose", "", tuple(p.options[: p.most])))
        if p.least == 0:
            out.append(("choose", "", ()))
        return out
    if wanted in ("main", "react"):
        reacting = wanted == "react"
        out.append(("react_done", "", ()) if reacting else ("pass", "", ()))
        for iid in game.playable(s, seat, reacting=reacting):
            if s.card(iid).type == "gear":
                out.extend(("play", f"{iid}:{h}", ()) for h in game.hosts(s, seat))
            else:
                out.append(("play", str(iid), ()))
        if not s.called[seat] and game.can_pay(s, seat, 1):
            out.extend(("call", rules.slot(s, seat, i), ()) for i in s.face_down_legends(seat))
        if reacting:
            out.extend(("block", str(b), ()) for b in game.blockers(s, seat))
            return out
        if not s.sold:
            out.extend(("sell", str(i), ()) for i in s.zone("hand", seat) if s.card(i).sell)
        for iid in s.zone("legends", seat):
            card = s.card(iid)
            if s.inst(iid).face_up and card.has("go_solo") and card.cost is not None \
                    and game.can_pay(s, seat, card.cost):
                out.append(("solo", rules.slot(s, seat, iid), ()))
        for attacker in game.attackers(s, seat):
            out.extend(("attack", f"{attacker}:{t}", ()) for t in game.attack_targets(s, attacker))
    return out


def random_move(s: CpState, seat: int, rng: GameRng) -> Move:
    return rng.choice(legal_moves(s, seat))


def decide(s: CpState, seat: int) -> Move | None:
    wanted = game.awaited(s).get(seat)
    if wanted is None:
        return None
    if wanted == "deck":
        return ("deck", "random", ())  # dealt once both have chosen: not the rival's deck
    if wanted == "order":
        return ("order", "first", ())
    if wanted == "mulligan":
        cheap = [i for i in s.zone("hand", seat) if s.card(i).type == "unit" and (s.card(i).cost or 0) <= 4]
        return ("mulligan", "no" if cheap else "yes", ())
    if wanted == "prompt":
        return ("choose", "", tuple(_answer(s, seat)))
    if wanted == "react":
        return _react(s, seat)
    return _main(s, seat)


# --- questions ------------------------------------------------------------------------------------------------------
def _answer(s: CpState, seat: int) -> list[str]:
    p = s.prompt
    assert p is not None
    options = p.options
    real = [o for o in options if o != SKIP]
    rival = 1 - seat

    def unit_power(o: str) -> int:
        return s.power(int(o))

    def mine(iid: str) -> bool:
        return s.controller(int(iid)) == seat

    kind = p.kind
    if kind == "roll":
        return [max(options, key=int)]
    if kind in ("order", "look_legend", "look_legend_may", "free_call"):
        return [real[0]] if real else [SKIP]
    if kind == "call_seen":
        return ["call"]
    if kind == "take_gear":
        return options[: p.most]
    if kind == "trash_top":
        return ["keep"]
    if kind == "draw_five":
        return ["draw" if len(s.zone("deck", seat)) > 12 else SKIP]
    if kind == "discard":
        return [min(options, key=lambda o: ((s.card(int(o)).cost or 0), s.card(int(o)).type == "unit"))]
    if kind == "steal":
        return [max(options, key=lambda o: s.die(int(o)).value)]
    if kind in ("spend_rival", "weaken"):
        a = s.attack
        if kind == "weaken" and a is not None and str(a.attacker) in options:
            return [str(a.attacker)]
        ready = [o for o in options if not s.inst(int(o)).spent] or options
        return [max(ready, key=unit_power)]
    if kind in ("defeat_unit", "defeat_any"):
        theirs = [o for o in options if not mine(o)]
        return [max(theirs, key=unit_power)] if theirs else [min(options, key=unit_power)]
    if kind == "defeat_gear":
        theirs = [o for o in real if not mine(o)]
        return [max(theirs, key=lambda o: s.card(int(o)).power or 0)] if theirs else [SKIP]
    if kind == "swap_mine":
        low = min(real, key=lambda o: s.die(int(o)).value)
        best_rival = max((d.value for d in s.gigs(rival)), default=0)
        return [low] if best_rival > s.die(int(low)).value else [SKIP]
    if kind == "swap_theirs":
        return [max(options, key=lambda o: s.die(int(o)).value)]
    if kind == "gig":
        return [_gig_choice(s, seat, real, p.params.get("up", 0), p.params.get("down", 0), p.card)]
    if kind == "amount":
        die = s.die(int(p.params["die"]))
        deltas = [int(o) for o in options]
        if p.card == "jackie-welles" and 1 - die.value in deltas:
            return [f"{1 - die.value:+d}"]
        return [f"{max(deltas) if die.area == seat else min(deltas):+d}"]
    return options[: max(1, p.least)]


def _gig_choice(s: CpState, seat: int, dice: list[str], up: int, down: int, card: str) -> str:
    if not dice:
        return SKIP
    if card == "jackie-welles":
        low = [o for o in dice if 1 < s.die(int(o)).value <= 3]
        return low[0] if low else SKIP
    own_up = [o for o in dice if s.die(int(o)).area == seat and up > 0 and s.die(int(o)).value < s.die(int(o)).sides]
    if own_up:
        return max(own_up, key=lambda o: s.die(int(o)).sides - s.die(int(o)).value)
    rival_down = [o for o in dice if s.die(int(o)).area != seat and down > 0 and s.die(int(o)).value > 1]
    if rival_down:
        return max(rival_down, key=lambda o: s.die(int(o)).value)
    return SKIP


# --- the React step --------------------------------------------------------------------------------------------------
def _react(s: CpState, seat: int) -> Move:
    a = s.attack
    assert a is not None
    power = s.power(a.attacker)
    hand = {s.inst(i).card: i for i in game.playable(s, seat, reacting=True)}
    blockers = game.blockers(s, seat)
    if a.target is None and blockers and game.steal_count(power) > 0 and game.stealable(s):
        best = max(blockers, key=lambda b: (s.power(b) >= power, -(s.card(b).cost or 0)))
        return ("block", str(best), ())
    if a.target is not None and s.power(a.target) <= power and power > 0:
        shielded = any(e.kind == "no_defeat" and e.seat == seat for e in s.lasting)
        if "reboot-optics" in hand and not shielded:
            return ("play", str(hand["reboot-optics"]), ())
        if "floor-it" in hand and s.power(a.target) > power - 1:
            return ("play", str(hand["floor-it"]), ())
    if a.target is None and "floor-it" in hand and power % 10 == 0 and power > 0:
        return ("play", str(hand["floor-it"]), ())  # one less power steals one Gig fewer
    return ("react_done", "", ())


# --- the main phase --------------------------------------------------------------------------------------------------
def _main(s: CpState, seat: int) -> Move:
    rival = 1 - seat
    payers = len(s.payers(seat))
    hand = s.zone("hand", seat)
    if not s.called[seat] and s.face_down_legends(seat) and payers >= 1:
        known = [i for i in s.face_down_legends(seat) if i in s.table.known[seat]]
        return ("call", rules.slot(s, seat, (known or s.face_down_legends(seat))[0]), ())
    for iid in s.zone("legends", seat):
        card = s.card(iid)
        if s.inst(iid).face_up and card.has("go_solo") and card.cost is not None and payers >= card.cost:
            return ("solo", rules.slot(s, seat, iid), ())
    playable = game.playable(s, seat)
    units = [i for i in playable if s.card(i).type == "unit"]
    if not s.sold and len(s.zone("eddies", seat)) < EDDIES_WANTED:
        sellable = [i for i in hand if s.card(i).sell and i not in units]
        if sellable:
            worst = min(sellable, key=lambda i: (s.card(i).type == "gear", -(s.card(i).cost or 0)))
            return ("sell", str(worst), ())
    if units:
        best = max(units, key=lambda i: ((s.card(i).cost or 0), s.card(i).power or 0))
        return ("play", str(best), ())
    gear = [i for i in playable if s.card(i).type == "gear"]
    field = s.units(seat)
    if gear and field:
        host = max(field, key=lambda u: (not s.card(u).has("no_attack"), s.power(u)))
        return ("play", f"{max(gear, key=lambda g: s.card(g).power or 0)}:{host}", ())
    for iid in playable:
        if s.card(iid).type == "program" and _program_useful(s, seat, iid):
            return ("play", str(iid), ())
    move = _attack(s, seat)
    if move is not None:
        return move
    if not s.sold:
        sellable = [i for i in hand if s.card(i).sell]
        if sellable and len(s.zone("eddies", seat)) < EDDIES_WANTED + 2:
            return ("sell", str(sellable[0]), ())
    _ = rival
    return ("pass", "", ())


def _program_useful(s: CpState, seat: int, iid: int) -> bool:
    rival = 1 - seat
    name = s.inst(iid).card
    if name in ("afterparty-at-lizzies", "industrial-assembly"):
        return bool(s.gigs(seat) or s.gigs(rival))
    if name == "over-the-edge":
        d20 = [d.value for d in s.gigs(seat) if d.sides == 20]
        return bool(d20) and any(s.power(u) <= d20[0] for u in s.units(rival))
    if name == "corporate-surveillance":
        return any(not s.inst(u).spent and (s.card(u).cost or 0) <= 4 for u in s.units(rival))
    if name == "shattered-memories":
        return len(s.zone("hand", seat)) <= 2 and len(s.zone("deck", seat)) > 15
    return False  # QUICK Programs are kept for the rival's attacks


def _attack(s: CpState, seat: int) -> Move | None:
    rival = 1 - seat
    ready_blockers = [u for u in s.units(rival) if s.blocker(u) and not s.inst(u).spent]
    for attacker in sorted(game.attackers(s, seat), key=lambda u: -s.power(u)):
        power = s.power(attacker)
        targets = game.attack_targets(s, attacker)
        beaten = [t for t in targets if t != "gigs" and s.power(int(t)) < power]
        if "gigs" in targets and power > 0:
            stopped = any(s.power(b) >= power for b in ready_blockers) and not game.unblockable(s, attacker)
            if not stopped:
                return ("attack", f"{attacker}:gigs", ())
        if beaten:
            return ("attack", f"{attacker}:{max(beaten, key=lambda t: s.power(int(t)))}", ())
        if "gigs" in targets and power > 0 and len(ready_blockers) == 0:
            return ("attack", f"{attacker}:gigs", ())
    return None
