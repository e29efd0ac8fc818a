"""What each card of the two starter decks does, one definition per card (`CardRules`, see `registry`), found by
its id in `CARDS` and written beside the card's functions: its ability for each moment it triggers at, the rules the
engine asks of it, and the computer's hints for playing it.

An ability is called with its pending `Trigger` and the answer to its last question (None the first
time). It either finishes (returns None) or stops with a `Prompt` for a player; the engine calls it again
with that player's answer, and `trigger.step` / `trigger.data` say where it was. Answers are checked
against the prompt's options by the engine before they arrive here, and still read with the strict parsers.

A question is asked whenever the public situation calls for it, whatever the hidden cards are: asking only
when a hidden card makes it relevant would tell the rival about that card. A Legend is offered by its slot.

A hint reads only the computer's view of the table (`CpView`, named here for the annotations alone: the view
imports the engine, which imports this module).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalAction
from bot.engine.values import number, require, signed
from bot.games.cyberpunk import rules
from bot.games.cyberpunk.cards import CARDS as DATA
from bot.games.cyberpunk.registry import CARDS as CARDS
from bot.games.cyberpunk.registry import CardRules, Hints
from bot.games.cyberpunk.registry import of as of
from bot.games.cyberpunk.registry import triggers as triggers
from bot.games.cyberpunk.rules import event, secret
from bot.games.cyberpunk.state import CpState, Lasting, Prompt, Trigger

if TYPE_CHECKING:
    from bot.games.cyberpunk.view import CpView

SKIP = "skip"
OK = "ok"  # the one answer to a question that offers nothing to choose
SEARCHED = 5  # Viktor Vektor looks at the top 5


def ask(s: CpState, trig: Trigger, kind: str, options: list[str], *, seat: int | None = None, least: int = 1,
        most: int = 1, **params: Any) -> Prompt:
    return Prompt(seat=trig.seat if seat is None else seat, kind=kind, options=options, least=least, most=most,
                  trigger=trig.id, card=trig.card, params=params)


def num(text: str) -> int:
    return require(text, "cp.err.bad_choice")


def delta(text: str) -> int:
    """An amount option as `adjust_gig` writes it: "+2", "-1"."""
    value = number(text[1:], digits=2) if text.startswith("+") else signed(text, digits=2)
    if value is None:
        raise IllegalAction("cp.err.bad_choice")
    return value


def legend_options(s: CpState, seat: int, iids: list[int]) -> list[str]:
    return [rules.slot(s, seat, i) for i in iids]


def rival(trig: Trigger) -> int:
    return 1 - trig.seat


def in_field(s: CpState, iid: int | None) -> bool:
    return iid is not None and iid in s.table.cards and s.where(iid) == "field"


# --- Gig adjustments (two questions: which die, then by how much) ----------------------------------------------
def _deltas(s: CpState, die_id: int, up: int, down: int) -> list[int]:
    die = s.die(die_id)
    return [d for d in (*range(-down, 0), *range(1, up + 1)) if 1 <= die.value + d <= die.sides]


def adjust_gig(s: CpState, trig: Trigger, answer: list[str] | None, *, own_only: bool, up: int, down: int,
               first_step: int) -> tuple[bool, Prompt | None]:
    """"Adjust a Gig by up to N" (raise only, lower only, or either way): (finished, question).
    "Up to" allows choosing none. `trig.data["adjusted"]` holds the die that changed, if one did."""
    if trig.step == first_step:
        if answer is None:
            dice = [d for d in (s.gigs(trig.seat) if own_only else s.dice) if d.area is not None
                    and _deltas(s, d.id, up, down)]
            if not dice:
                return True, None
            return False, ask(s, trig, "gig", [str(d.id) for d in dice] + [SKIP], up=up, down=down)
        if answer[0] == SKIP:
            return True, None
        trig.data["die"] = num(answer[0])
        trig.step = first_step + 1
        answer = None
    die_id = int(trig.data["die"])
    if answer is None:
        deltas = _deltas(s, die_id, up, down)
        if len(deltas) > 1:
            return False, ask(s, trig, "amount", [f"{d:+d}" for d in deltas], die=die_id)
        answer = [f"{deltas[0]:+d}"] if deltas else []
    if answer and rules.adjust(s, trig.seat, die_id, delta(answer[0])):
        trig.data["adjusted"] = die_id
    trig.step = first_step + 2
    return True, None


def adjust_then_draw(s: CpState, trig: Trigger, answer: list[str] | None, *, up: int, down: int,
                     own_only: bool = False, draw_if: Callable[[CpState, Trigger], bool] | None = None
                     ) -> Prompt | None:
    """Adjust a Gig by up to N (the questions), then draw 1 if `draw_if` holds once it is done."""
    done, question = adjust_gig(s, trig, answer, own_only=own_only, up=up, down=down, first_step=0)
    if not done:
        return question
    if draw_if is not None and draw_if(s, trig):
        rules.draw(s, trig.seat)
    return None


# --- what the computer's hints read of its view ------------------------------------------------------------------
def seen_power(view: CpView, iid: int) -> int:
    """The power that counts now of a Unit the view shows (0 for one it does not)."""
    return view.power.get(iid, 0)


def gigs_to_adjust(view: CpView, seat: int) -> bool:
    """Worth playing: there is a Gig on the table (either side's) to adjust."""
    return bool(view.gigs(seat) or view.gigs(1 - seat))


def fight_lost(view: CpView) -> bool:
    """The rival's attack is a fight the attacked Unit loses: the attacker has power, and at least the target's."""
    a = view.attack
    if a is None or a.target is None:
        return False
    power = seen_power(view, a.attacker)
    return seen_power(view, a.target) <= power and power > 0


# --- The Heist ------------------------------------------------------------------------------------------------------
# cards whose text is only keywords (card data, which the rules read) or none at all
CARDS["v-corporate-exile"] = CardRules()  # GO SOLO
CARDS["secondhand-bombus"] = CardRules()  # BLOCKER
CARDS["mandibular-upgrade"] = CardRules()  # its host has BLOCKER
CARDS["psycho-squad"] = CardRules()


def dexter_adjust(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY and ATTACK: adjust any Gig by up to 1."""
    return adjust_then_draw(s, trig, answer, up=1, down=1)


def dexter_defeated(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: draw 2 if your Street Cred and the rival's are 10 or more apart."""
    mine, theirs = s.street_cred(trig.seat), s.street_cred(rival(trig))
    if mine is not None and theirs is not None and abs(mine - theirs) >= 10:
        rules.draw(s, trig.seat, 2)
    return None


CARDS["dexter-deshawn"] = CardRules(play=dexter_adjust, attack=dexter_adjust, defeated=dexter_defeated)


def _all_gear(s: CpState) -> list[int]:
    return [g for seat in (0, 1) for host in (*s.zone("field", seat), *s.zone("legends", seat))
            for g in s.gear_of(host)]


def heywood(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: you may defeat a Gear; draw 1 if its cost equals the value of one of your Gigs."""
    if answer is None:
        gear = _all_gear(s)
        return ask(s, trig, "defeat_gear", [str(g) for g in gear] + [SKIP]) if gear else None
    if answer[0] == SKIP:
        return None
    gear_id = num(answer[0])
    cost = s.card(gear_id).cost
    rules.defeat(s, gear_id)
    if cost is not None and cost in {d.value for d in s.gigs(trig.seat)}:
        rules.draw(s, trig.seat)
    return None


CARDS["heywood-ripperdoc"] = CardRules(play=heywood)


def malfini(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: this Unit and one rival Unit become spent."""
    targets = s.units(rival(trig))
    if answer is None and targets:
        return ask(s, trig, "spend_rival", [str(u) for u in targets])
    if in_field(s, trig.source):
        assert trig.source is not None
        rules.spend(s, trig.source)
    if answer:
        target = num(answer[0])
        if in_field(s, target):
            rules.spend(s, target)
            event(s, "cp.ev.spent", who=rival(trig), card=s.inst(target).card)
    return None


CARDS["offduty-malfini"] = CardRules(play=malfini)


def _free_call(s: CpState, trig: Trigger, answer: list[str] | None, candidates: list[int]) -> Prompt | None:
    """"You may Call one of them for free": still the turn's one Call."""
    if s.called[trig.seat]:
        return None
    options = legend_options(s, trig.seat, [i for i in candidates if i in s.face_down_legends(trig.seat)])
    if answer is None:
        return ask(s, trig, "free_call", [*options, SKIP]) if options else None
    if answer[0] != SKIP:
        rules.flip_up(s, trig.seat, rules.legend_at(s, trig.seat, answer[0], "cp.err.bad_choice"))
    return None


def t_bug(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: look at all your face-down Legends; you may Call one of them for free."""
    hidden = s.face_down_legends(trig.seat)
    if answer is None:
        for iid in hidden:
            rules.look(s, trig.seat, iid)
        if hidden:
            event(s, "cp.ev.looked_all", who=trig.seat, n=len(hidden))
    return _free_call(s, trig, answer, hidden)


CARDS["t-bug"] = CardRules(defeated=t_bug)


def kiroshi(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Host's ATTACK: look at one of your face-down Legends."""
    hidden = s.face_down_legends(trig.seat)
    if answer is None:
        return ask(s, trig, "look_legend", legend_options(s, trig.seat, hidden)) if hidden else None
    seen = rules.legend_at(s, trig.seat, answer[0], "cp.err.bad_choice")
    rules.look(s, trig.seat, seen)
    event(s, "cp.ev.looked", who=trig.seat, slot=num(answer[0]))
    return None


CARDS["kiroshi-optics"] = CardRules(attack=kiroshi)


def faceplate(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Whenever the host is spent: adjust a Gig by up to 1, then draw 1 if you have 3 or more Gigs of
    different values."""
    return adjust_then_draw(s, trig, answer, up=1, down=1,
                            draw_if=lambda s, trig: rules.distinct_values(s, trig.seat) >= 3)


CARDS["zetatech-faceplate"] = CardRules(spent=faceplate)


def afterparty(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Adjust a Gig by up to 1; draw 1 if you have 2 or more Gigs of different values."""
    return adjust_then_draw(s, trig, answer, up=1, down=1,
                            draw_if=lambda s, trig: rules.distinct_values(s, trig.seat) >= 2)


CARDS["afterparty-at-lizzies"] = CardRules(program=afterparty, hints=Hints(worth_playing=gigs_to_adjust))


def _ready_eddies(s: CpState, seat: int, count: int, card: str) -> None:
    spent = [i for i in s.zone("eddies", seat) if s.inst(i).spent][:count]
    for iid in spent:
        rules.ready(s, iid)
    if spent:
        event(s, "cp.ev.eddies_ready", who=seat, n=len(spent), card=card)


def delamain(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn: ready one Eddie if this Unit stole this turn."""
    if trig.source in s.stole:
        _ready_eddies(s, trig.seat, 1, trig.card)
    return None


CARDS["delamain-cab"] = CardRules(end=delamain)


def _discard_one(s: CpState, trig: Trigger, answer: list[str] | None, seat: int) -> Prompt | None:
    hand = s.zone("hand", seat)
    if answer is None:
        return ask(s, trig, "discard", [str(i) for i in hand], seat=seat) if hand else None
    rules.discard(s, seat, num(answer[0]))
    return None


def evelyn(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: draw 1, then discard 1 if your Street Cred is higher than the rival's."""
    if trig.step == 0:
        trig.step = 1
        if not rules.draw(s, trig.seat) or not s.cred_above(trig.seat, rival(trig)):
            return None
    return _discard_one(s, trig, answer, trig.seat)


CARDS["evelyn-parker"] = CardRules(attack=evelyn)
CARDS["mt0d12-flathead"] = CardRules(unblockable_behind=True)  # no blocker stops it while you trail on Street Cred


def dying_night_attack(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Host's ATTACK: lower a Gig by up to 2."""
    return adjust_then_draw(s, trig, answer, up=0, down=2)


def dying_night_end(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn, if the host is named V: ready 2 Eddies."""
    if trig.source is not None and trig.source in s.table.cards and s.card(trig.source).name == "V":
        _ready_eddies(s, trig.seat, 2, trig.card)
    return None


CARDS["dying-night"] = CardRules(attack=dying_night_attack, end=dying_night_end)


def rippler(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Whenever the host is spent: look at the top card of your deck; you may trash it."""
    deck = s.zone("deck", trig.seat)
    if not deck:
        return None
    top = deck[-1]
    if answer is None:
        secret(s, trig.seat, "cp.pv.top", card=s.inst(top).card)
        return ask(s, trig, "trash_top", ["trash", "keep"], card_seen=s.inst(top).card)
    if answer[0] == "trash":
        s.table.move(top, f"trash{trig.seat}")
        event(s, "cp.ev.trashed", who=trig.seat, card=s.inst(top).card)
    return None


CARDS["tetratronic-rippler"] = CardRules(spent=rippler)


def floor_it(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: a rival Unit gets -1 power until the end of the turn; then draw 1."""
    targets = s.units(rival(trig))
    if answer is None and targets:
        return ask(s, trig, "weaken", [str(u) for u in targets])
    if answer:
        target = num(answer[0])
        s.lasting.append(Lasting(kind="power", seat=trig.seat, until="turn", target=target, amount=-1,
                                 source=trig.card))
        event(s, "cp.ev.power", card=s.inst(target).card, amount=-1)
    rules.draw(s, trig.seat)
    return None


def floor_it_turns(view: CpView, seat: int) -> bool:
    """React: one less power for the attacker turns a fight it ties into one it loses, or steals one Gig fewer
    (at a multiple of 10)."""
    a = view.attack
    if a is None:
        return False
    power = seen_power(view, a.attacker)
    if a.target is not None:
        return fight_lost(view) and seen_power(view, a.target) > power - 1
    return power % 10 == 0 and power > 0


CARDS["floor-it"] = CardRules(program=floor_it, hints=Hints(react=floor_it_turns, react_rank=1))


def reboot_optics(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: this turn, the next time a rival Unit fights, it does not defeat your Unit."""
    s.lasting.append(Lasting(kind="no_defeat", seat=trig.seat, until="turn", source=trig.card))
    return None


def reboot_saves(view: CpView, seat: int) -> bool:
    """React: the attacked Unit would be defeated in the fight, and no Reboot Optics shields it yet this turn."""
    shielded = any(e.kind == "no_defeat" and e.seat == seat for e in view.lasting)
    return fight_lost(view) and not shielded


CARDS["reboot-optics"] = CardRules(program=reboot_optics, hints=Hints(react=reboot_saves))


def viktor(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """CALL: look at your top 5; you may reveal up to 2 Gear costing 2 or less and take them; the rest go
    to the bottom in a random order. The cards are offered by their place from the top (1: the top card), and the
    question holds what was seen in that order (the asker's view names the places from it); it is asked even when
    none can be taken."""
    top = s.zone("deck", trig.seat)[-SEARCHED:]
    seen = list(reversed(top))
    if answer is None:
        if not seen:
            return None
        cards = [s.inst(i).card for i in seen]
        secret(s, trig.seat, "cp.pv.searched", cards=cards)
        gear = [str(n) for n, i in enumerate(seen, 1) if s.card(i).type == "gear" and (s.card(i).cost or 0) <= 2]
        if gear:
            return ask(s, trig, "take_gear", gear, least=0, most=min(2, len(gear)), cards=cards)
        return ask(s, trig, "take_none", [OK], cards=cards)
    taken = [] if answer == [OK] else [seen[num(v) - 1] for v in answer]
    for iid in taken:
        s.table.move(iid, f"hand{trig.seat}")
    if taken:
        event(s, "cp.ev.took", who=trig.seat, cards=[s.inst(i).card for i in taken])
    rest = [i for i in top if i not in taken]
    rules.bottom(s, trig.seat, rest)
    if rest:
        event(s, "cp.ev.bottomed", who=trig.seat, n=len(rest))
    return None


CARDS["viktor-vektor"] = CardRules(call=viktor)


def jackie(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """The first Blue Unit or Gear you play each turn: you may lower one of your Gigs by up to 2; if it is
    then at its lowest value, draw 1."""
    def at_its_lowest(s: CpState, trig: Trigger) -> bool:
        changed = trig.data.get("adjusted")
        return changed is not None and s.die(int(changed)).value == 1

    return adjust_then_draw(s, trig, answer, up=0, down=2, own_only=True, draw_if=at_its_lowest)


def jackie_gig(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Which Gig: the first one of 2 or 3, which can be lowered to its lowest value (and draw); else none."""
    low = [o for o in prompt.options if o != SKIP and 1 < view.die(int(o)).value <= 3]
    return [low[0] if low else SKIP]


def jackie_amount(view: CpView, seat: int, prompt: Prompt) -> list[str] | None:
    """By how much: down to the die's lowest value when it can go there."""
    to_lowest = 1 - view.die(int(prompt.params["die"])).value
    return [f"{to_lowest:+d}"] if to_lowest in [int(o) for o in prompt.options] else None


CARDS["jackie-welles"] = CardRules(first_blue_play=jackie,
                                   hints=Hints(answers={"gig": jackie_gig, "amount": jackie_amount}))


# --- Embracing Power -------------------------------------------------------------------------------------------
# cards whose text is only keywords (card data, which the rules read) or none at all
CARDS["goro-hands-unclean"] = CardRules()  # GO SOLO, BLOCKER
CARDS["ruthless-lowlife"] = CardRules()  # attacks Units only
CARDS["corpo-security"] = CardRules()  # BLOCKER, cannot attack
CARDS["emergency-atlus"] = CardRules()
CARDS["mantis-blades"] = CardRules()


def yorinobu(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """The first time each turn one of your ARASAKA Units attacks: draw 1, then discard 1 if your Street
    Cred is under 20 (null is under it)."""
    if trig.step == 0:
        trig.step = 1
        cred = s.street_cred(trig.seat)
        if not rules.draw(s, trig.seat) or (cred is not None and cred >= 20):
            return None
    return _discard_one(s, trig, answer, trig.seat)


CARDS["yorinobu-arasaka"] = CardRules(first_arasaka_attack=yorinobu)
CARDS["saburo-arasaka"] = CardRules(arasaka_attack_bonus=1)  # your ARASAKA Units hit harder while attacking


def chrome_fang(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: until your next turn, a rival Unit may only steal your Gigs of a value up to its power."""
    s.lasting.append(Lasting(kind="steal_cap", seat=trig.seat, until="next_turn", source=trig.card))
    return None


CARDS["chrome-fang"] = CardRules(play=chrome_fang)


def minotaur(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: if your Street Cred is higher than the rival's, defeat a rival Unit with 5 power or less."""
    if answer is None:
        if not s.cred_above(trig.seat, rival(trig)):
            return None
        targets = [u for u in s.units(rival(trig)) if s.power(u) <= 5]
        return ask(s, trig, "defeat_unit", [str(u) for u in targets]) if targets else None
    rules.defeat(s, num(answer[0]))
    return None


CARDS["minotaur"] = CardRules(play=minotaur)


def swordwise(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: draw 1 if this Unit has 5 or more power."""
    if trig.source is not None and in_field(s, trig.source) and s.power(trig.source) >= 5:
        rules.draw(s, trig.seat)
    return None


CARDS["swordwise-huscle"] = CardRules(attack=swordwise)


def field_operator(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: draw 1 if your Street Cred is even (null is neither even nor odd)."""
    cred = s.street_cred(trig.seat)
    if cred is not None and cred > 0 and cred % 2 == 0:
        rules.draw(s, trig.seat)
    return None


CARDS["field-operator"] = CardRules(play=field_operator)


def goro_lhw(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: +5 power this turn if all your Legends are face up."""
    if in_field(s, trig.source) and not s.face_down_legends(trig.seat):
        s.lasting.append(Lasting(kind="power", seat=trig.seat, until="turn", target=trig.source, amount=5,
                                 source=trig.card))
        event(s, "cp.ev.power", card=trig.card, amount=5)
    return None


CARDS["goro-losing-his-way"] = CardRules(attack=goro_lhw)


def maxtac(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: you may swap one of your Gigs with one of the rival's."""
    mine, theirs = s.gigs(trig.seat), s.gigs(rival(trig))
    if not mine or not theirs:
        return None
    if trig.step == 0:
        if answer is None:
            return ask(s, trig, "swap_mine", [str(d.id) for d in mine] + [SKIP])
        if answer[0] == SKIP:
            return None
        trig.data["mine"] = num(answer[0])
        trig.step = 1
        return ask(s, trig, "swap_theirs", [str(d.id) for d in theirs])
    if not answer:
        return None
    a, b = s.die(int(trig.data["mine"])), s.die(num(answer[0]))
    a.area, b.area = rival(trig), trig.seat
    event(s, "cp.ev.swapped", who=trig.seat, mine=[a.sides, a.value], theirs=[b.sides, b.value])
    return None


CARDS["maxtac-av"] = CardRules(play=maxtac)


def radioport(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Whenever the host is spent: you may look at one of your face-down Legends; if it is ARASAKA or has
    GO SOLO, you may Call it for free. Whether it may be called is asked whatever it is (unless this turn's
    Call is used up), so the rival does not learn which it is from the question."""
    if trig.step == 0:
        hidden = s.face_down_legends(trig.seat)
        if answer is None:
            return ask(s, trig, "look_legend_may", [*legend_options(s, trig.seat, hidden), SKIP]) if hidden else None
        if answer[0] == SKIP:
            return None
        seen = rules.legend_at(s, trig.seat, answer[0], "cp.err.bad_choice")
        rules.look(s, trig.seat, seen)
        event(s, "cp.ev.looked", who=trig.seat, slot=num(answer[0]))
        trig.step, trig.data["seen"] = 1, seen
        card = s.card(seen)
        if s.called[trig.seat]:
            return None
        if not (card.has("go_solo") or "ARASAKA" in card.tags):
            return ask(s, trig, "seen_no_call", [OK], card_seen=card.id)
        return ask(s, trig, "call_seen", ["call", SKIP], card_seen=card.id)
    if answer and answer[0] == "call" and not s.called[trig.seat]:
        seen = int(trig.data["seen"])
        if seen in s.face_down_legends(trig.seat):
            rules.flip_up(s, trig.seat, seen)
    return None


CARDS["arasaka-radioport"] = CardRules(spent=radioport)


def satori(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When the host wins a fight against a rival Unit: draw 1."""
    rules.draw(s, trig.seat)
    return None


CARDS["satori"] = CardRules(fight_won=satori)


def industrial_assembly(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Raise a Gig by up to 4; then draw 1 if you have a Gig of 8 or more."""
    return adjust_then_draw(s, trig, answer, up=4, down=0,
                            draw_if=lambda s, trig: any(d.value >= 8 for d in s.gigs(trig.seat)))


CARDS["industrial-assembly"] = CardRules(program=industrial_assembly, hints=Hints(worth_playing=gigs_to_adjust))


def over_the_edge(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Defeat a Unit (any side) whose power is at most the value of your d20 Gig."""
    if answer is None:
        d20 = [d.value for d in s.gigs(trig.seat) if d.sides == 20]
        if not d20:
            return None
        targets = [u for seat in (trig.seat, rival(trig)) for u in s.units(seat) if s.power(u) <= max(d20)]
        return ask(s, trig, "defeat_any", [str(u) for u in targets]) if targets else None
    rules.defeat(s, num(answer[0]))
    return None


def over_the_edge_reaches(view: CpView, seat: int) -> bool:
    """Worth playing: a rival Unit's power is within the value of your d20 Gig."""
    d20 = [d.value for d in view.gigs(seat) if d.sides == 20]
    return bool(d20) and any(seen_power(view, u.iid) <= d20[0] for u in view.units(1 - seat) if u.iid is not None)


CARDS["over-the-edge"] = CardRules(program=over_the_edge, hints=Hints(worth_playing=over_the_edge_reaches))


def shattered_memories(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Both players discard their hands and may draw 5 (you decide first); then, if the number of cards
    discarded equals the value of one of your Gigs, draw 2."""
    me, other = trig.seat, rival(trig)
    if trig.step == 0:
        total = 0
        for seat in (me, other):
            hand = list(s.zone("hand", seat))
            for iid in hand:
                s.table.move(iid, f"trash{seat}")
            total += len(hand)
            event(s, "cp.ev.hand_discarded", who=seat, cards=[s.inst(i).card for i in hand])
        trig.data["total"], trig.step = total, 1
        return ask(s, trig, "draw_five", ["draw", SKIP])
    if trig.step == 1:
        if answer and answer[0] == "draw" and not rules.draw(s, me, 5):
            return None
        trig.step = 2
        return ask(s, trig, "draw_five", ["draw", SKIP], seat=other)
    if trig.step == 2:
        if answer and answer[0] == "draw" and not rules.draw(s, other, 5):
            return None
        trig.step = 3
    if int(trig.data["total"]) in {d.value for d in s.gigs(me)}:
        rules.draw(s, me, 2)
    return None


def shattered_memories_refills(view: CpView, seat: int) -> bool:
    """Worth playing: a hand of 2 cards or fewer to trade for 5, with the deck deep enough to draw them safely."""
    return len(view.zone("hand", seat)) <= 2 and len(view.zone("deck", seat)) > 15


CARDS["shattered-memories"] = CardRules(program=shattered_memories,
                                        hints=Hints(worth_playing=shattered_memories_refills))


def sandevistan(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn: ready the host."""
    if trig.source is not None and trig.source in s.table.cards and s.where(trig.source) in ("field", "legends"):
        rules.ready(s, trig.source)
        event(s, "cp.ev.readied", who=trig.seat, card=s.inst(trig.source).card)
    return None


CARDS["sandevistan"] = CardRules(end=sandevistan)


def corporate_surveillance(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """A rival Unit costing 4 or less becomes spent."""
    if answer is None:
        targets = [u for u in s.units(rival(trig)) if (s.card(u).cost or 0) <= 4]
        return ask(s, trig, "spend_rival", [str(u) for u in targets]) if targets else None
    target = num(answer[0])
    rules.spend(s, target)
    event(s, "cp.ev.spent", who=rival(trig), card=s.inst(target).card)
    return None


def surveillance_target(view: CpView, seat: int) -> bool:
    """Worth playing: a ready rival Unit costing 4 or less."""
    return any(not u.spent and (DATA[u.card].cost or 0) <= 4 for u in view.units(1 - seat) if u.card is not None)


CARDS["corporate-surveillance"] = CardRules(program=corporate_surveillance,
                                            hints=Hints(worth_playing=surveillance_target))
