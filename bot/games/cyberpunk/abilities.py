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
from bot.games.cyberpunk.registry import Ability, Activated, CardRules, Hints
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
    rules.meddled(s, rival(trig))
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


# --- Welcome to Night City: the rest of the pool -----------------------------------------------------------------
# the effects many cards share
def _units_of(s: CpState, seats: tuple[int, ...]) -> list[int]:
    return [u for seat in seats for u in s.units(seat)]


def choose_then(s: CpState, trig: Trigger, answer: list[str] | None, kind: str, candidates: list[int],
                act: Callable[[int], None], *, may: bool = False, seat: int | None = None) -> Prompt | None:
    """Ask for one of `candidates` (cards everybody sees, by instance id; "may": or none), then act on it."""
    if answer is None:
        if not candidates:
            return None
        return ask(s, trig, kind, [str(c) for c in candidates] + ([SKIP] if may else []), seat=seat)
    if answer and answer[0] != SKIP:
        act(num(answer[0]))
    return None


def power_for(s: CpState, trig: Trigger, target: int, amount: int, kind: str = "power") -> None:
    """`target` gets `amount` power until the end of the turn (kind "fight_power": only while it fights)."""
    if not in_field(s, target):
        return
    s.lasting.append(Lasting(kind=kind, seat=trig.seat, until="turn", target=target, amount=amount, source=trig.card))
    event(s, "cp.ev.power", card=s.inst(target).card, amount=amount)


def lasting_on(s: CpState, trig: Trigger, target: int, kind: str, until: str, amount: int = 0) -> None:
    s.lasting.append(Lasting(kind=kind, seat=trig.seat, until=until, target=target, amount=amount, source=trig.card))
    event(s, f"cp.ev.{kind}", card=s.inst(target).card, source=trig.card)


def defeat_chosen(s: CpState) -> Callable[[int], None]:
    return lambda iid: rules.defeat(s, iid) if in_field(s, iid) else None


def spend_chosen(s: CpState) -> Callable[[int], None]:
    def act(iid: int) -> None:
        if in_field(s, iid) and rules.spend(s, iid):
            event(s, "cp.ev.spent", who=s.controller(iid), card=s.inst(iid).card)
    return act


def cred_even(s: CpState, seat: int) -> bool:
    """Street Cred is an even number (null and 0 are not)."""
    cred = s.street_cred(seat)
    return cred is not None and cred > 0 and cred % 2 == 0


def min_gig(s: CpState, seat: int) -> bool:
    """`seat` controls a Gig at its lowest value (1)."""
    return any(d.value == 1 for d in s.gigs(seat))


def discard_by(s: CpState, trig: Trigger, answer: list[str] | None, seat: int) -> Prompt | None:
    """`seat` (the rival, for "a Rival discards 1") discards a card of their choice."""
    return _discard_one(s, trig, answer, seat)


def trash_then_take(s: CpState, trig: Trigger, answer: list[str] | None, count: int, card_type: str
                    ) -> Prompt | None:
    """Trash N, then add a card of `card_type` from among them to your hand (there is one: you must)."""
    if trig.step == 0:
        trig.step = 1
        trashed = rules.trash_top(s, trig.seat, count)
        options = [i for i in trashed if s.card(i).type == card_type]
        if len(options) > 1:
            return ask(s, trig, "take_trashed", [str(i) for i in options])
        answer = [str(options[0])] if options else None
    if answer and num(answer[0]) in s.zone("trash", trig.seat):
        rules.take(s, trig.seat, [num(answer[0])])
    return None


def from_trash(s: CpState, trig: Trigger, answer: list[str] | None, fits: Callable[[int], bool]) -> Prompt | None:
    """Add a card that fits from your trash to your hand (one there: you must)."""
    options = [i for i in s.zone("trash", trig.seat) if fits(i)]
    if answer is None:
        if len(options) != 1:
            return ask(s, trig, "take_trashed", [str(i) for i in options]) if options else None
        answer = [str(options[0])]
    if num(answer[0]) in options:
        rules.take(s, trig.seat, [num(answer[0])])
    return None


def rival_units(view: CpView, seat: int) -> bool:
    """Worth playing: the rival has a Unit on the field."""
    return bool(view.units(1 - seat))


# vanilla and keyword-only cards
CARDS["animals-wrecker"] = CardRules()
CARDS["rockn-rockerboy"] = CardRules()
CARDS["riding-nomad"] = CardRules()  # ADRENALINE
CARDS["maxtac-suppression-team"] = CardRules(stops_rival_haste=True)  # rival Units cannot attack the turn played
CARDS["jacked-in-voodoo-boy"] = CardRules(attacks_after_program=True)
CARDS["royce-psycho-on-the-edge"] = CardRules(own_turn_gear_bonus=2)  # GO SOLO; +2 per Gear on your turn


def draw_two(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: draw 2."""
    rules.draw(s, trig.seat, 2)
    return None


CARDS["delamain-rideshare-ai"] = CardRules(play=draw_two)


def japantown_jonin(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: a friendly Unit gets +2 power this turn."""
    return choose_then(s, trig, answer, "buff_unit", s.units(trig.seat), lambda u: power_for(s, trig, u, 2))


CARDS["japantown-jonin"] = CardRules(play=japantown_jonin)


def tygers_whisper(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: you may Call a Legend for free (still the turn's one Call)."""
    return _free_call(s, trig, answer, s.face_down_legends(trig.seat))


CARDS["tygers-whisper"] = CardRules(play=tygers_whisper)


def royce(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: defeat a rival Unit with 2 power or less (3 or less if your Street Cred is higher than the rival's)."""
    most = 3 if s.cred_above(trig.seat, rival(trig)) else 2
    targets = [u for u in s.units(rival(trig)) if s.power(u) <= most]
    return choose_then(s, trig, answer, "defeat_unit", targets, defeat_chosen(s))


CARDS["royce-dont-call-me-simon"] = CardRules(play=royce)


def caliber_play(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: defeat a rival Unit costing 2 or less."""
    targets = [u for u in s.units(rival(trig)) if (s.card(u).cost or 0) <= 2]
    return choose_then(s, trig, answer, "defeat_unit", targets, defeat_chosen(s))


def caliber_defeated(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: the rival discards a card; if its cost equals the value of one of your Gigs, one more."""
    other = rival(trig)
    if trig.step == 0:
        if answer is not None:
            iid = num(answer[0])
            cost = s.card(iid).cost
            rules.discard(s, other, iid)
            trig.step = 1
            if cost is None or cost not in {d.value for d in s.gigs(trig.seat)}:
                return None
            answer = None
        else:
            return discard_by(s, trig, None, other)
    return discard_by(s, trig, answer, other)


CARDS["caliber"] = CardRules(play=caliber_play, defeated=caliber_defeated)


def adam_smasher_meat(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: defeat every other Unit, yours and the rival's."""
    for iid in _units_of(s, (trig.seat, rival(trig))):
        if iid != trig.source and in_field(s, iid):
            rules.defeat(s, iid)
    return None


CARDS["adam-smasher-metal-over-meat"] = CardRules(play=adam_smasher_meat)


def adam_smasher_legends(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """GO SOLO; PLAY (gone solo): defeat a rival Unit."""
    return choose_then(s, trig, answer, "defeat_unit", s.units(rival(trig)), defeat_chosen(s))


CARDS["adam-smasher-ender-of-legends"] = CardRules(play=adam_smasher_legends)


def hacked_corpo(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: trash 3; add a Program from among them to your hand."""
    return trash_then_take(s, trig, answer, 3, "program")


CARDS["hacked-corpo"] = CardRules(play=hacked_corpo)


def all_is_lost(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Trash 3; add a Unit from among them to your hand."""
    return trash_then_take(s, trig, answer, 3, "unit")


def deck_to_spare(view: CpView, seat: int) -> bool:
    """Worth playing: the deck is deep enough to trash from safely."""
    return len(view.zone("deck", seat)) > 12


CARDS["all-is-lost"] = CardRules(program=all_is_lost, hints=Hints(worth_playing=deck_to_spare))


def bonnie_and_clyde(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Defeat a rival Unit with 4 power or less; you may defeat a second one if the rival has 2 or more Gigs more
    than you."""
    if trig.step == 0:
        trig.data["twice"] = len(s.gigs(rival(trig))) - len(s.gigs(trig.seat)) >= 2
    targets = [u for u in s.units(rival(trig)) if s.power(u) <= 4]
    if trig.step == 0 and answer is not None:
        defeat_chosen(s)(num(answer[0]))
        trig.step, answer = 1, None
        targets = [u for u in s.units(rival(trig)) if s.power(u) <= 4]
        if not trig.data["twice"]:
            return None
    return choose_then(s, trig, answer, "defeat_unit", targets, defeat_chosen(s), may=trig.step == 1)


def weak_rival_unit(view: CpView, seat: int) -> bool:
    return any(seen_power(view, u.iid) <= 4 for u in view.units(1 - seat) if u.iid is not None)


CARDS["bonnie-and-clyde"] = CardRules(program=bonnie_and_clyde, hints=Hints(worth_playing=weak_rival_unit))


def wild_in_the_streets(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Defeat a spent Unit (yours or the rival's)."""
    targets = [u for u in _units_of(s, (rival(trig), trig.seat)) if s.inst(u).spent]
    return choose_then(s, trig, answer, "defeat_any", targets, defeat_chosen(s))


def spent_rival_unit(view: CpView, seat: int) -> bool:
    return any(u.spent for u in view.units(1 - seat))


CARDS["wild-in-the-streets"] = CardRules(program=wild_in_the_streets, hints=Hints(worth_playing=spent_rival_unit))


def detonate(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: defeat a rival Gear with 2 power or less."""
    gear = [g for host in (*s.zone("field", rival(trig)), *s.zone("legends", rival(trig))) for g in s.gear_of(host)
            if (s.card(g).power or 0) <= 2]
    return choose_then(s, trig, answer, "defeat_gear", gear, lambda g: rules.defeat(s, g))


def small_rival_gear(view: CpView, seat: int) -> bool:
    return any((view.card(g.iid).power or 0) <= 2 for u in view.units(1 - seat) for g in u.attached
               if g.iid is not None)


CARDS["detonate"] = CardRules(program=detonate, hints=Hints(worth_playing=small_rival_gear))


def trust_no_one(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Lower a Gig by up to 3; then draw 1 if you control a Gig at its lowest value."""
    return adjust_then_draw(s, trig, answer, up=0, down=3, draw_if=lambda s, trig: min_gig(s, trig.seat))


CARDS["trust-no-one"] = CardRules(program=trust_no_one, hints=Hints(worth_playing=gigs_to_adjust))


def dont_fear_the_reaper(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Spend every rival Unit; then defeat a spent Unit."""
    if answer is None:
        for iid in s.units(rival(trig)):
            spend_chosen(s)(iid)
    targets = [u for u in _units_of(s, (rival(trig), trig.seat)) if s.inst(u).spent]
    return choose_then(s, trig, answer, "defeat_any", targets, defeat_chosen(s))


CARDS["dont-fear-the-reaper"] = CardRules(program=dont_fear_the_reaper, hints=Hints(worth_playing=rival_units))


def live_with_the_aftermath(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Each player defeats one of their own Units (you first)."""
    while trig.step < 2:
        seat = trig.seat if trig.step == 0 else rival(trig)
        if answer is None and s.units(seat):
            return ask(s, trig, "defeat_own", [str(u) for u in s.units(seat)], seat=seat)
        if answer:
            defeat_chosen(s)(num(answer[0]))
        trig.step, answer = trig.step + 1, None
    return None


def only_they_have_units(view: CpView, seat: int) -> bool:
    return bool(view.units(1 - seat)) and not view.units(seat)


CARDS["live-with-the-aftermath"] = CardRules(program=live_with_the_aftermath,
                                             hints=Hints(worth_playing=only_they_have_units))


def les_elemens(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Bottom-deck the rival's lowest-power Unit (you choose among a tie)."""
    units = s.units(rival(trig))
    low = min((s.power(u) for u in units), default=0)
    targets = [u for u in units if s.power(u) == low]
    return choose_then(s, trig, answer, "bottom_unit", targets, lambda u: rules.bottom_unit(s, u))


CARDS["les-elemens"] = CardRules(program=les_elemens, hints=Hints(worth_playing=rival_units))


def unlikely_bond(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Bottom-deck one of your ready Units; if you do, bottom-deck a spent rival Unit."""
    if trig.step == 0:
        mine = [u for u in s.units(trig.seat) if not s.inst(u).spent]
        if answer is None:
            return choose_then(s, trig, None, "bottom_own", mine, lambda u: None)
        rules.bottom_unit(s, num(answer[0]))
        trig.step, answer = 1, None
    theirs = [u for u in s.units(rival(trig)) if s.inst(u).spent]
    return choose_then(s, trig, answer, "bottom_unit", theirs, lambda u: rules.bottom_unit(s, u))


def bond_trade(view: CpView, seat: int) -> bool:
    """Worth playing: a spent rival Unit stronger than your weakest ready one."""
    mine = [seen_power(view, u.iid) for u in view.units(seat) if u.iid is not None and not u.spent]
    theirs = [seen_power(view, u.iid) for u in view.units(1 - seat) if u.iid is not None and u.spent]
    return bool(mine) and bool(theirs) and max(theirs) > min(mine)


CARDS["unlikely-bond"] = CardRules(program=unlikely_bond, hints=Hints(worth_playing=bond_trade))


def screw(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: add another Unit from your trash to your hand."""
    return from_trash(s, trig, answer, lambda i: i != trig.source and s.card(i).type == "unit")


CARDS["screw"] = CardRules(defeated=screw)


def jackie_choom_attack(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: +2 power this turn for each of your Gigs with an even value."""
    even = sum(1 for d in s.gigs(trig.seat) if d.value % 2 == 0)
    if even and trig.source is not None:
        power_for(s, trig, trig.source, 2 * even)
    return None


def jackie_choom_defeated(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: draw 1 for each of your Gigs with an odd value."""
    odd = sum(1 for d in s.gigs(trig.seat) if d.value % 2 == 1)
    if odd:
        rules.draw(s, trig.seat, odd)
    return None


CARDS["jackie-ride-or-die-choom"] = CardRules(attack=jackie_choom_attack, defeated=jackie_choom_defeated)


def muramasa(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn: ready this Unit if your Street Cred is lower than the rival's."""
    if in_field(s, trig.source) and s.behind(trig.seat):
        assert trig.source is not None
        rules.ready(s, trig.source)
        event(s, "cp.ev.readied", who=trig.seat, card=trig.card)
    return None


CARDS["modded-muramasa"] = CardRules(end=muramasa)


def kusanagi(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ADRENALINE; at the end of your turn: this Unit returns to its owner's hand."""
    if in_field(s, trig.source):
        assert trig.source is not None
        rules.to_hand(s, trig.source)
    return None


CARDS["modded-kusanagi"] = CardRules(end=kusanagi)


def maxtac_squadron(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn, if this Unit is spent: ready one of your face-up Legends."""
    if answer is None:
        if not in_field(s, trig.source) or not s.inst(trig.source or 0).spent:
            return None
        spent = [i for i in s.zone("legends", trig.seat) if s.inst(i).face_up and s.inst(i).spent]
        return ask(s, trig, "ready_legend", legend_options(s, trig.seat, spent)) if spent else None
    legend = rules.legend_at(s, trig.seat, answer[0], "cp.err.bad_choice")
    rules.ready(s, legend)
    event(s, "cp.ev.readied", who=trig.seat, card=s.inst(legend).card)
    return None


CARDS["maxtac-squadron"] = CardRules(end=maxtac_squadron)


def netdriver(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Whenever the host is spent: draw 1."""
    rules.draw(s, trig.seat)
    return None


CARDS["netwatch-netdriver"] = CardRules(spent=netdriver)


def v_streetkid(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """GO SOLO; CALL: trash 3, then add a BRAINDANCE Program from your trash to your hand."""
    if trig.step == 0:
        rules.trash_top(s, trig.seat, 3)
        trig.step = 1
    return from_trash(s, trig, answer, lambda i: s.card(i).type == "program" and "BRAINDANCE" in s.card(i).tags)


CARDS["v-streetkid"] = CardRules(call=v_streetkid)


def sasha_attack(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: reveal your top card and add it to your hand; this Unit gets power equal to its cost this turn."""
    deck = s.zone("deck", trig.seat)
    if not deck:
        return None
    top = deck[-1]
    rules.take(s, trig.seat, [top])
    cost = s.card(top).cost or 0
    if cost and trig.source is not None:
        power_for(s, trig, trig.source, cost)
    return None


def sasha_defeated(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: the rival discards a card."""
    return discard_by(s, trig, answer, rival(trig))


CARDS["sasha-yakovleva"] = CardRules(attack=sasha_attack, defeated=sasha_defeated)


def misty(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Cannot attack. At the end of your turn: name a card type and reveal your top card; if it is of that type,
    add it to your hand and ready an Eddie; otherwise trash it."""
    deck = s.zone("deck", trig.seat)
    if not deck:
        return None
    if answer is None:
        return ask(s, trig, "card_type", ["unit", "gear", "program"])
    top = deck[-1]
    if s.card(top).type == answer[0]:
        rules.take(s, trig.seat, [top])
        _ready_eddies(s, trig.seat, 1, trig.card)
    else:
        s.table.move(top, f"trash{trig.seat}")
        event(s, "cp.ev.trashed", who=trig.seat, card=s.inst(top).card)
    return None


CARDS["misty-olszewski"] = CardRules(end=misty)


def pacifica(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: if your Street Cred is even, a rival Unit cannot ready until your next turn."""
    if answer is None and not cred_even(s, trig.seat):
        return None
    return choose_then(s, trig, answer, "freeze_unit", s.units(rival(trig)),
                       lambda u: lasting_on(s, trig, u, "no_ready", "next_turn"))


CARDS["pacifica-netrunner"] = CardRules(play=pacifica)


def memory_relapse(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """A rival Unit becomes spent and cannot ready until your next turn; then draw 1 if your Street Cred is even."""
    def act(u: int) -> None:
        spend_chosen(s)(u)
        lasting_on(s, trig, u, "no_ready", "next_turn")

    question = choose_then(s, trig, answer, "spend_rival", s.units(rival(trig)), act)
    if question is None and cred_even(s, trig.seat):
        rules.draw(s, trig.seat)
    return question


CARDS["memory-relapse"] = CardRules(program=memory_relapse, hints=Hints(worth_playing=rival_units))


def chrome_reverie(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """A rival Unit cannot attack until your next turn; then, if you control a Gig at 1, you may Call a Legend for
    free."""
    if trig.step == 0:
        question = choose_then(s, trig, answer, "stop_unit", s.units(rival(trig)),
                               lambda u: lasting_on(s, trig, u, "no_attack", "next_turn"))
        if question is not None:
            return question
        trig.step, answer = 1, None
        if not min_gig(s, trig.seat):
            return None
    return _free_call(s, trig, answer, s.face_down_legends(trig.seat))


CARDS["chrome-reverie"] = CardRules(program=chrome_reverie, hints=Hints(worth_playing=rival_units))


def take_control(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: a rival Unit steals 1 Gig fewer this turn; draw 1 if it is an AI, a DRONE or a VEHICLE."""
    def act(u: int) -> None:
        lasting_on(s, trig, u, "steal_less", "turn", amount=1)
        if {"AI", "DRONE", "VEHICLE"} & set(s.card(u).tags):
            rules.draw(s, trig.seat)

    return choose_then(s, trig, answer, "slow_unit", s.units(rival(trig)), act)


def take_control_saves(view: CpView, seat: int) -> bool:
    """React: the rival attacks your Gig area with a Unit that would steal."""
    a = view.attack
    return a is not None and a.target is None and seen_power(view, a.attacker) > 0 and bool(view.gigs(seat))


CARDS["take-control"] = CardRules(program=take_control, hints=Hints(react=take_control_saves, react_rank=2))


def synapse_burnout(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: a friendly Unit gets +1 power for each of your face-up Legends while it fights rival Units this
    turn."""
    bonus = len(s.face_up_legends(trig.seat))
    return choose_then(s, trig, answer, "buff_unit", s.units(trig.seat),
                       lambda u: power_for(s, trig, u, bonus, "fight_power"))


def synapse_saves(view: CpView, seat: int) -> bool:
    """React: your attacked Unit loses the fight, and your face-up Legends' bonus makes it win or tie."""
    a = view.attack
    if a is None or a.target is None or not fight_lost(view):
        return False
    bonus = sum(1 for legend in (*view.zone("legends", seat).cards, *view.units(seat)) if legend.face_up
                and legend.card is not None and view.card(legend.iid or 0).is_legend)
    return bonus > 0 and seen_power(view, a.target) + bonus >= seen_power(view, a.attacker)


CARDS["synapse-burnout"] = CardRules(program=synapse_burnout, hints=Hints(react=synapse_saves, react_rank=1))


def street_racer(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: another of your Units costing 5 or less gets ADRENALINE this turn."""
    others = [u for u in s.units(trig.seat) if u != trig.source and (s.card(u).cost or 0) <= 5]
    return choose_then(s, trig, answer, "haste_unit", others,
                       lambda u: lasting_on(s, trig, u, "adrenaline", "turn"))


CARDS["valentino-street-racer"] = CardRules(play=street_racer)


def sandayu(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: spend a rival Unit for each of your value-pairs of Gigs. It may attack rival Units the turn it is
    played."""
    if trig.step == 0:
        trig.data["left"], trig.step = s.value_pairs(trig.seat), 1
    while int(trig.data["left"]) > 0:
        ready = [u for u in s.units(rival(trig)) if not s.inst(u).spent]
        question = choose_then(s, trig, answer, "spend_rival", ready, spend_chosen(s))
        if question is not None:
            return question
        if answer is None:
            return None
        trig.data["left"], answer = int(trig.data["left"]) - 1, None
    return None


CARDS["sandayu-oda"] = CardRules(play=sandayu, fights_when_played=True)


def saul_end(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Your other Units have +2 power while attacking. At the end of your turn: ready up to 3 of your Units."""
    spent = [u for u in s.units(trig.seat) if s.inst(u).spent]
    if answer is None:
        return ask(s, trig, "ready_units", [str(u) for u in spent], least=0, most=min(3, len(spent))) if spent else None
    for value in answer:
        if in_field(s, num(value)):
            rules.ready(s, num(value))
            event(s, "cp.ev.readied", who=trig.seat, card=s.inst(num(value)).card)
    return None


CARDS["saul-bright"] = CardRules(end=saul_end, attack_bonus_others=2)


def la_llorona(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """BLOCKER; when it blocks: raise a Gig by up to 3."""
    return adjust_then_draw(s, trig, answer, up=3, down=0)


CARDS["la-llorona"] = CardRules(block=la_llorona)


def negotiators(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """BLOCKER; when it blocks: the rival discards a card."""
    return discard_by(s, trig, answer, rival(trig))


CARDS["augmented-negotiators"] = CardRules(block=negotiators)


def gilded_maton(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: you may defeat one of your Gear; if you do, defeat a rival Unit costing 3 or less."""
    if trig.step == 0:
        mine = [g for host in (*s.zone("field", trig.seat), *s.zone("legends", trig.seat)) for g in s.gear_of(host)]
        if answer is None:
            return ask(s, trig, "defeat_own_gear", [str(g) for g in mine] + [SKIP]) if mine else None
        if answer[0] == SKIP:
            return None
        rules.defeat(s, num(answer[0]))
        trig.step, answer = 1, None
    targets = [u for u in s.units(rival(trig)) if (s.card(u).cost or 0) <= 3]
    return choose_then(s, trig, answer, "defeat_unit", targets, defeat_chosen(s))


def maton_gear(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Trade the cheapest Gear for a rival Unit, when one costing 3 or less is there."""
    target = any((view.card(u.iid).cost or 0) <= 3 for u in view.units(1 - seat) if u.iid is not None)
    real = [o for o in prompt.options if o != SKIP]
    return [min(real, key=lambda o: view.card(int(o)).cost or 0)] if target and real else [SKIP]


CARDS["gilded-maton"] = CardRules(play=gilded_maton, hints=Hints(answers={"defeat_own_gear": maton_gear}))
CARDS["maelstrom-zealots"] = CardRules(avenges=True)  # losing a fight defeats the rival Unit it fought


def johnny_fight_won(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Wins every fight against a CORPO Unit; the first time each turn it wins a fight, it readies."""
    if in_field(s, trig.source) and rules.once(s, f"{trig.card}:{trig.source}"):
        assert trig.source is not None
        rules.ready(s, trig.source)
        event(s, "cp.ev.readied", who=trig.seat, card=trig.card)
    return None


CARDS["johnny-never-stop-fighting"] = CardRules(fight_won=johnny_fight_won, beats_tag="CORPO")


# cheaper to play
def _eights(s: CpState, seat: int) -> int:
    return sum(1 for d in s.gigs(seat) if d.value >= 8)


CARDS["octant"] = CardRules(discount=_eights)  # -1 €$ for each of your Gigs of 8 or more
CARDS["maxtac-heavy"] = CardRules(discount=lambda s, seat: len(s.units(1 - seat)))  # -1 €$ per rival Unit
CARDS["trauma-team-operatives"] = CardRules(  # -1 €$ for each Unit in your trash
    discount=lambda s, seat: sum(1 for i in s.zone("trash", seat) if s.card(i).type == "unit"))
CARDS["zetatech-berserk"] = CardRules(discount=lambda s, seat: len(s.face_up_legends(seat)))  # -1 €$ per face-up


def carnage(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """-1 €$ for each of your Gigs of 8 or more. Defeat a rival Unit with less power than one of yours."""
    best = max((s.power(u) for u in s.units(trig.seat)), default=0)
    targets = [u for u in s.units(rival(trig)) if s.power(u) < best]
    return choose_then(s, trig, answer, "defeat_unit", targets, defeat_chosen(s))


def weaker_rival_unit(view: CpView, seat: int) -> bool:
    best = max((seen_power(view, u.iid) for u in view.units(seat) if u.iid is not None), default=0)
    return any(seen_power(view, u.iid) < best for u in view.units(1 - seat) if u.iid is not None)


CARDS["carnage-at-the-colosseum"] = CardRules(program=carnage, discount=_eights,
                                              hints=Hints(worth_playing=weaker_rival_unit))


# activated (⊡) abilities, CALL choices, start-of-turn effects
def _any_gig(s: CpState, seat: int, up: int, down: int) -> bool:
    return any(_deltas(s, d.id, up, down) for d in s.dice if d.area is not None)


def _own_gig_can_rise(view: CpView, seat: int) -> bool:
    return any(d.value < d.sides for d in view.gigs(seat))


def chosen_mode(s: CpState, trig: Trigger, answer: list[str] | None, modes: dict[str, Ability]) -> Prompt | None:
    """"Choose one effect": the mode is asked first (one mode left: no question), then it runs with its own."""
    if "mode" not in trig.data:
        if answer is None and len(modes) > 1:
            return ask(s, trig, "mode", list(modes))
        trig.data["mode"], answer = answer[0] if answer else next(iter(modes)), None
    return modes[str(trig.data["mode"])](s, trig, answer)


def draw_one(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    rules.draw(s, trig.seat)
    return None


def buff_two(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    return choose_then(s, trig, answer, "buff_unit", s.units(trig.seat), lambda u: power_for(s, trig, u, 2))


def kerry_rockerboy(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡: if you control a Gig of 8 or more, draw 2."""
    if any(d.value >= 8 for d in s.gigs(trig.seat)):
        rules.draw(s, trig.seat, 2)
    return None


def _has_eight(view: CpView, seat: int) -> bool:
    return any(d.value >= 8 for d in view.gigs(seat))


CARDS["kerry-last-rockerboy"] = CardRules(activated=Activated(
    kerry_rockerboy, usable=lambda s, seat, iid: any(d.value >= 8 for d in s.gigs(seat)), use=_has_eight))


def dexter_grid_call(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """CALL: choose one — a friendly Unit gets +2 power this turn, or draw 1."""
    return chosen_mode(s, trig, answer, {"power": buff_two, "draw": draw_one} if s.units(trig.seat)
                       else {"draw": draw_one})


def dexter_grid_raise(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡: raise a Gig by up to 2."""
    return adjust_then_draw(s, trig, answer, up=2, down=0)


CARDS["dexter-off-the-grid"] = CardRules(call=dexter_grid_call, activated=Activated(
    dexter_grid_raise, usable=lambda s, seat, iid: _any_gig(s, seat, 2, 0), use=_own_gig_can_rise))


def muamar_shield(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    return choose_then(s, trig, answer, "buff_unit", s.units(trig.seat),
                       lambda u: lasting_on(s, trig, u, "fight_shield", "turn"))


def muamar_call(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """CALL: choose one — a friendly Unit cannot be defeated in a fight this turn, or draw 1."""
    return chosen_mode(s, trig, answer, {"shield": muamar_shield, "draw": draw_one} if s.units(trig.seat)
                       else {"draw": draw_one})


def muamar_adjust(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡: raise or lower a Gig by exactly 1."""
    return adjust_then_draw(s, trig, answer, up=1, down=1)


CARDS["muamar-reyes"] = CardRules(call=muamar_call, activated=Activated(
    muamar_adjust, usable=lambda s, seat, iid: _any_gig(s, seat, 1, 1), use=gigs_to_adjust))


def padre_spend(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    ready = [u for u in s.units(rival(trig)) if not s.inst(u).spent]
    return choose_then(s, trig, answer, "spend_rival", ready, spend_chosen(s))


def padre_call(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """CALL: choose one — spend a rival Unit, or draw 1."""
    ready = [u for u in s.units(rival(trig)) if not s.inst(u).spent]
    return chosen_mode(s, trig, answer, {"spend": padre_spend, "draw": draw_one} if ready else {"draw": draw_one})


def _copyable(s: CpState, die_id: int) -> list[int]:
    """The other player's Gigs whose value this die can be set to (a value it shows, not the one it has)."""
    die = s.die(die_id)
    return [d.id for d in s.dice if d.area is not None and d.area != die.area and d.value != die.value
            and d.value <= die.sides]


def padre_set(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡: set a player's Gig to the value of one of the other player's Gigs."""
    if trig.step == 0:
        dice = [d.id for d in s.dice if d.area is not None and _copyable(s, d.id)]
        if answer is None:
            return ask(s, trig, "set_gig", [str(d) for d in dice]) if dice else None
        trig.data["die"], trig.step = num(answer[0]), 1
        return ask(s, trig, "set_to", [str(d) for d in _copyable(s, num(answer[0]))])
    die = s.die(int(trig.data["die"]))
    if answer:
        rules.adjust(s, trig.seat, die.id, s.die(num(answer[0])).value - die.value)
    return None


def padre_set_gig(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Which Gig: one's own lowest one (to raise), else the rival's highest (to lower)."""
    mine = [o for o in prompt.options if view.die(int(o)).area == seat]
    if mine:
        return [min(mine, key=lambda o: view.die(int(o)).value)]
    return [max(prompt.options, key=lambda o: view.die(int(o)).value)]


def padre_set_to(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """To which value: the highest for one's own Gig, the lowest for the rival's."""
    target = view.die(int(prompt.params.get("die", 0))) if "die" in prompt.params else None
    own = target is not None and target.area == seat
    pick = max if own or target is None else min
    return [pick(prompt.options, key=lambda o: view.die(int(o)).value)]


def _padre_worth(view: CpView, seat: int) -> bool:
    """Worth it: a Gig of yours lower than one of the rival's that it can show."""
    return any(d.value < r.value <= d.sides for d in view.gigs(seat) for r in view.gigs(1 - seat))


CARDS["padre"] = CardRules(call=padre_call, activated=Activated(
    padre_set, usable=lambda s, seat, iid: any(_copyable(s, d.id) for d in s.dice if d.area is not None),
    use=_padre_worth), hints=Hints(answers={"set_gig": padre_set_gig, "set_to": padre_set_to}))


def wakako_weaken(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    return choose_then(s, trig, answer, "weaken", s.units(rival(trig)), lambda u: power_for(s, trig, u, -2))


def wakako_call(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """CALL: choose one — a rival Unit gets -2 power this turn, or draw 1."""
    return chosen_mode(s, trig, answer, {"weaken": wakako_weaken, "draw": draw_one} if s.units(rival(trig))
                       else {"draw": draw_one})


def wakako_lower(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡: lower a Gig by up to 2."""
    return adjust_then_draw(s, trig, answer, up=0, down=2)


def _rival_gig_to_lower(view: CpView, seat: int) -> bool:
    return any(d.value > 1 for d in view.gigs(1 - seat))


CARDS["wakako-okada"] = CardRules(call=wakako_call, activated=Activated(
    wakako_lower, usable=lambda s, seat, iid: _any_gig(s, seat, 0, 2), use=_rival_gig_to_lower))


def hanako_swap(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡: swap one of your Gigs with one of the rival's."""
    return maxtac(s, trig, answer)


def hanako_start(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the start of your turn: draw 1 for each value-pair among your Gigs."""
    pairs = s.value_pairs(trig.seat)
    if pairs:
        rules.draw(s, trig.seat, pairs)
    return None


def _swap_gains(view: CpView, seat: int) -> bool:
    mine, theirs = view.gigs(seat), view.gigs(1 - seat)
    return bool(mine) and bool(theirs) and max(d.value for d in theirs) > min(d.value for d in mine)


CARDS["hanako-daughter-of-the-emperor"] = CardRules(start=hanako_start, activated=Activated(
    hanako_swap, usable=lambda s, seat, iid: bool(s.gigs(seat)) and bool(s.gigs(1 - seat)), use=_swap_gains))


def judy_braindance(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When you play a BRAINDANCE Program: one of your Units gets +1 power this turn."""
    return choose_then(s, trig, answer, "buff_unit", s.units(trig.seat), lambda u: power_for(s, trig, u, 1))


def judy_trash(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡: trash your top card; if it is a Program, you may take it into your hand."""
    if answer is None:
        trashed = rules.trash_top(s, trig.seat, 1)
        if not trashed or s.card(trashed[0]).type != "program":
            return None
        trig.data["card"] = trashed[0]
        return ask(s, trig, "take_trashed", [str(trashed[0]), SKIP])
    if answer[0] != SKIP and num(answer[0]) in s.zone("trash", trig.seat):
        rules.take(s, trig.seat, [num(answer[0])])
    return None


CARDS["judy-braindance-maestro"] = CardRules(braindance=judy_braindance, activated=Activated(
    judy_trash, usable=lambda s, seat, iid: bool(s.zone("deck", seat)), use=deck_to_spare))


def dum_dum_call(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """CALL: you may defeat one of your Gear; if you do, draw 2; otherwise draw 1."""
    mine = [g for host in (*s.zone("field", trig.seat), *s.zone("legends", trig.seat)) for g in s.gear_of(host)]
    if answer is None and mine:
        return ask(s, trig, "defeat_own_gear", [str(g) for g in mine] + [SKIP])
    if answer and answer[0] != SKIP:
        rules.defeat(s, num(answer[0]))
        rules.draw(s, trig.seat, 2)
    else:
        rules.draw(s, trig.seat)
    return None


def dum_dum_pump(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK 1 €$, ⊡: one of your Units gets +1 power this turn for each Gear it carries."""
    equipped = [u for u in s.units(trig.seat) if s.gear_of(u)]
    return choose_then(s, trig, answer, "buff_unit", equipped, lambda u: power_for(s, trig, u, len(s.gear_of(u))))


def _equipped_defender_saved(view: CpView, seat: int) -> bool:
    """React: your attacked Unit carries Gear, loses the fight now, and +1 per Gear turns it."""
    a = view.attack
    if a is None or a.target is None or not fight_lost(view):
        return False
    gear = len(view.cards[a.target].attached)
    return gear > 0 and seen_power(view, a.target) + gear >= seen_power(view, a.attacker)


CARDS["dum-dum"] = CardRules(call=dum_dum_call, activated=Activated(
    dum_dum_pump, eddies=1, quick=True, usable=lambda s, seat, iid: any(s.gear_of(u) for u in s.units(seat)),
    use=_equipped_defender_saved), hints=Hints(answers={"defeat_own_gear": lambda view, seat, prompt: [SKIP]}))


def goro_guard(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK 1 €$, ⊡: one of your Units costing 4 or less gets BLOCKER this turn (and +1 power if you control a
    value-pair of Gigs)."""
    def act(u: int) -> None:
        lasting_on(s, trig, u, "blocker", "turn")
        if s.value_pairs(trig.seat):
            power_for(s, trig, u, 1)

    small = [u for u in s.units(trig.seat) if (s.card(u).cost or 0) <= 4 and not s.blocker(u)]
    return choose_then(s, trig, answer, "buff_unit", small, act)


def goro_blocked(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When one of your Units uses BLOCKER: you may discard a card; if you do, draw 1."""
    hand = s.zone("hand", trig.seat)
    if answer is None:
        return ask(s, trig, "discard_may", [str(i) for i in hand] + [SKIP]) if hand else None
    if answer[0] != SKIP:
        rules.discard(s, trig.seat, num(answer[0]))
        rules.draw(s, trig.seat)
    return None


def _guard_needed(view: CpView, seat: int) -> bool:
    """React: the rival attacks your Gig area and none of your Units blocks yet."""
    a = view.attack
    if a is None or a.target is not None or seen_power(view, a.attacker) <= 0:
        return False
    ready = [u for u in view.units(seat) if u.iid is not None and not u.spent]
    return bool(ready) and not any(u.iid in view.blocker_units for u in ready)


CARDS["goro-vengeful-bodyguard"] = CardRules(block=goro_blocked, activated=Activated(
    goro_guard, eddies=1, quick=True,
    usable=lambda s, seat, iid: any((s.card(u).cost or 0) <= 4 and not s.blocker(u) and not s.inst(u).spent
                                    for u in s.units(seat)), use=_guard_needed),
    hints=Hints(answers={"discard_may": lambda view, seat, prompt: [SKIP]}))


def overwatch(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK 1 €$, ⊡ (the host): discard a card; then defeat a spent rival Unit costing at most the discarded
    card's cost."""
    if trig.step == 0:
        hand = s.zone("hand", trig.seat)
        if answer is None:
            return ask(s, trig, "discard", [str(i) for i in hand]) if hand else None
        trig.data["cost"] = s.card(num(answer[0])).cost or 0
        rules.discard(s, trig.seat, num(answer[0]))
        trig.step, answer = 1, None
    targets = [u for u in s.units(rival(trig)) if s.inst(u).spent and (s.card(u).cost or 0) <= int(trig.data["cost"])]
    return choose_then(s, trig, answer, "defeat_unit", targets, defeat_chosen(s))


def _overwatch_target(view: CpView, seat: int) -> bool:
    """Worth it: a spent rival Unit costs no more than a card in your hand."""
    hand = [view.card(i).cost or 0 for i in (c.iid for c in view.zone("hand", seat).cards) if i is not None]
    return bool(hand) and any(u.spent and (view.card(u.iid).cost or 0) <= max(hand)
                              for u in view.units(1 - seat) if u.iid is not None)


def overwatch_discard(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Discard the cheapest card that still reaches the dearest spent rival Unit."""
    need = max(((view.card(u.iid).cost or 0) for u in view.units(1 - seat) if u.iid is not None and u.spent),
               default=0)
    enough = [o for o in prompt.options if (view.card(int(o)).cost or 0) >= need] or prompt.options
    return [min(enough, key=lambda o: view.card(int(o)).cost or 0)]


CARDS["overwatch"] = CardRules(activated=Activated(
    overwatch, eddies=1, quick=True, usable=lambda s, seat, iid: bool(s.zone("hand", seat)) and any(
        s.inst(u).spent for u in s.units(1 - seat)), use=_overwatch_target),
    hints=Hints(answers={"discard": overwatch_discard}))


def johnny_renegade(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """2 €$, ⊡ (1 €$ less for each of your Gigs of 8 or more): one of your Units may attack spent rival Units the
    turn it is played; a ROCKER one also gets +2 power this turn."""
    def act(u: int) -> None:
        lasting_on(s, trig, u, "fights_now", "turn")
        if "ROCKER" in s.card(u).tags:
            power_for(s, trig, u, 2)

    fresh = [u for u in s.units(trig.seat) if s.lagging(u) and not s.inst(u).spent]
    return choose_then(s, trig, answer, "haste_unit", fresh, act)


def _fresh_unit_can_fight(view: CpView, seat: int) -> bool:
    """Worth it: a Unit played this turn, ready, and a spent rival Unit to attack."""
    fresh = any("lag" in u.markers and not u.spent for u in view.units(seat))
    return fresh and any(u.spent for u in view.units(1 - seat))


CARDS["johnny-rocking-renegade"] = CardRules(activated=Activated(
    johnny_renegade, eddies=2, discount=_eights,
    usable=lambda s, seat, iid: any(s.lagging(u) and not s.inst(u).spent for u in s.units(seat)),
    use=_fresh_unit_can_fight))


# when a Unit steals
def _stolen(trig: Trigger) -> int:
    return int(trig.data["die"])


def raise_die(s: CpState, trig: Trigger, answer: list[str] | None, die_id: int, up: int) -> Prompt | None:
    """Raise one given Gig by up to `up` (or not at all)."""
    deltas = _deltas(s, die_id, up, 0)
    if answer is None:
        return ask(s, trig, "amount", [f"{d:+d}" for d in deltas] + [SKIP], die=die_id) if deltas else None
    if answer[0] != SKIP:
        rules.adjust(s, trig.seat, die_id, delta(answer[0]))
    return None


def sixth_street(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When one of your Units steals a d6: raise a Gig by up to 6."""
    if s.die(_stolen(trig)).sides != 6:
        return None
    return adjust_then_draw(s, trig, answer, up=6, down=0)


CARDS["6th-street-recruits"] = CardRules(ally_stole=sixth_street)


def v_roamer_stole(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When this Unit steals a Gig: raise that Gig by up to 5."""
    return raise_die(s, trig, answer, _stolen(trig), 5)


def v_roamer_end(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn: draw 1 if you control 2 or more Gigs of 8 or more."""
    if _eights(s, trig.seat) >= 2:
        rules.draw(s, trig.seat)
    return None


CARDS["v-roamer-of-the-badlands"] = CardRules(stole=v_roamer_stole, end=v_roamer_end)


def goons(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When this Unit steals a Gig, if it carries Gear: the rival discards a card."""
    if answer is None and not (in_field(s, trig.source) and s.gear_of(trig.source or 0)):
        return None
    return discard_by(s, trig, answer, rival(trig))


CARDS["maelstrom-goons"] = CardRules(stole=goons)


def wraith(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When this Unit steals a Gig: ready another of your Units whose power equals the Gig's value."""
    value = s.die(_stolen(trig)).value
    others = [u for u in s.units(trig.seat) if u != trig.source and s.power(u) == value and s.inst(u).spent]

    def act(u: int) -> None:
        rules.ready(s, u)
        event(s, "cp.ev.readied", who=trig.seat, card=s.inst(u).card)

    return choose_then(s, trig, answer, "ready_unit", others, act)


CARDS["wraith-marauders"] = CardRules(stole=wraith)


def gorilla_arms(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """The first time each turn the host steals: it also steals a rival Gig whose value none of your Gigs has."""
    if answer is None and not rules.once(s, f"{trig.card}:{trig.source}"):
        return None
    mine = {d.value for d in s.gigs(trig.seat)}
    options = [d.id for d in s.gigs(rival(trig)) if d.value not in mine]
    if answer is None:
        return ask(s, trig, "steal_extra", [str(d) for d in options]) if options else None
    die = s.die(num(answer[0]))
    die.area = trig.seat
    event(s, "cp.ev.stole", who=trig.seat, card=trig.card, dice=[[die.sides, die.value]], power=0)
    return None


CARDS["gorilla-arms"] = CardRules(stole=gorilla_arms)


def rogue_solo(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """GO SOLO. When one of your Legends steals a Gig: draw 1 if its value is even; if odd, the rival discards."""
    stealer = int(trig.data["stealer"])
    if answer is None:
        if stealer not in s.table.cards or not s.card(stealer).is_legend:
            return None
        if s.die(_stolen(trig)).value % 2 == 0:
            rules.draw(s, trig.seat)
            return None
    return discard_by(s, trig, answer, rival(trig))


CARDS["rogue-preem-solo"] = CardRules(ally_stole=rogue_solo)


def rogue_queen_eddies(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """The first time each turn another of your Units steals a Gig of less value than its power: ready 2 Eddies."""
    stealer = int(trig.data["stealer"])
    if stealer == trig.source or not in_field(s, stealer) or s.die(_stolen(trig)).value >= s.power(stealer):
        return None
    if rules.once(s, f"{trig.card}:{trig.source}"):
        _ready_eddies(s, trig.seat, 2, trig.card)
    return None


def rogue_queen_drain(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK 2 €$, ⊡: a rival Unit loses power equal to this Unit's power this turn."""
    power = s.power(trig.source) if trig.source is not None and in_field(s, trig.source) else 0
    return choose_then(s, trig, answer, "weaken", s.units(rival(trig)), lambda u: power_for(s, trig, u, -power))


def _drain_turns(view: CpView, seat: int) -> bool:
    """React: the attacker, weakened by this Unit's power, no longer wins the fight or steals."""
    a = view.attack
    if a is None:
        return False
    queen = max((seen_power(view, u.iid) for u in view.units(seat) if u.iid is not None and not u.spent
                 and of(u.card or "").ally_stole is rogue_queen_eddies), default=0)
    left = seen_power(view, a.attacker) - queen
    return left <= 0 or (a.target is not None and left < seen_power(view, a.target))


CARDS["rogue-queen-of-the-afterlife"] = CardRules(ally_stole=rogue_queen_eddies, activated=Activated(
    rogue_queen_drain, eddies=2, quick=True, usable=lambda s, seat, iid: bool(s.units(1 - seat)), use=_drain_turns))


# choose one (or both), search the top of the deck, and the rest
def run_modes(s: CpState, trig: Trigger, answer: list[str] | None, modes: dict[str, Ability], *, both: bool
              ) -> Prompt | None:
    """"Choose one effect" (`both`: do them all, in order): each mode asks its own questions in turn."""
    if "queue" not in trig.data:
        if both or len(modes) == 1:
            trig.data["queue"] = list(modes)
        elif answer is None:
            return ask(s, trig, "mode", list(modes))
        else:
            trig.data["queue"], answer = [answer[0]], None
    queue = trig.data["queue"]
    while queue:
        question = modes[str(queue[0])](s, trig, answer)
        if question is not None:
            return question
        queue.pop(0)
        answer = None
    return None


def nocturne_stop(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    units = _units_of(s, (rival(trig), trig.seat))
    return choose_then(s, trig, answer, "stop_unit", units, lambda u: lasting_on(s, trig, u, "no_attack", "next_turn"))


def nocturne_solo(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    s.lasting.append(Lasting(kind="solo_discount", seat=trig.seat, until="turn", amount=2, source=trig.card))
    return None


def nocturne(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Costs 1 €$ if your fixer area is empty. Choose one: draw 2; a Unit cannot attack until your next turn; your
    Legends may GO SOLO for 2 €$ less this turn (at least 1 €$)."""
    return run_modes(s, trig, answer, {"draw2": draw_two, "stop": nocturne_stop, "solo": nocturne_solo}, both=False)


def nocturne_mode(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """GO SOLO cheaper when a face-up Legend of yours could then go solo; else draw 2."""
    soloists = [c for c in view.zone("legends", seat).cards if c.face_up and c.card and DATA[c.card].has("go_solo")]
    return ["solo"] if soloists and view.ready_eddies(seat) >= 3 else ["draw2"]


CARDS["nocturne-op55n1"] = CardRules(
    program=nocturne, discount=lambda s, seat: 2 if not s.fixer(seat) else 0,
    hints=Hints(worth_playing=lambda view, seat: True, answers={"mode": nocturne_mode}))


def _zero_rivals(s: CpState, trig: Trigger) -> list[int]:
    return [u for u in s.units(rival(trig)) if s.power(u) <= 0]


def pyramid_weaken(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    return choose_then(s, trig, answer, "weaken", s.units(rival(trig)), lambda u: power_for(s, trig, u, -4))


def pyramid_bottom(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    return choose_then(s, trig, answer, "bottom_unit", _zero_rivals(s, trig), lambda u: rules.bottom_unit(s, u))


def pyramid_song(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Choose one (both if your d4 is a Gig at 1): a rival Unit gets -4 power this turn; bottom-deck a rival Unit
    with 0 power."""
    both = any(d.sides == 4 and d.value == 1 for d in s.gigs(trig.seat))
    return run_modes(s, trig, answer, {"weaken4": pyramid_weaken, "bottom0": pyramid_bottom}, both=both)


def zero_mode(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Bottom-deck when a rival Unit already has 0 power; else weaken."""
    zero = any(seen_power(view, u.iid) <= 0 for u in view.units(1 - seat) if u.iid is not None)
    return [prompt.options[1] if zero else prompt.options[0]]


CARDS["pyramid-song"] = CardRules(program=pyramid_song, hints=Hints(worth_playing=rival_units,
                                                                   answers={"mode": zero_mode}))


def towerfall_weaken(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    for u in s.units(rival(trig)):
        power_for(s, trig, u, -5)
    return None


def towerfall_bottom(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    for u in _zero_rivals(s, trig):
        rules.bottom_unit(s, u)
    return None


def towerfall(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Choose one (both if your Street Cred is lower than the rival's): every rival Unit gets -5 power this turn;
    bottom-deck every rival Unit with 0 power."""
    return run_modes(s, trig, answer, {"weaken5": towerfall_weaken, "bottom_all": towerfall_bottom},
                     both=s.behind(trig.seat))


CARDS["towerfall"] = CardRules(program=towerfall, hints=Hints(worth_playing=rival_units, answers={"mode": zero_mode}))


def search_top(s: CpState, trig: Trigger, answer: list[str] | None, count: int, fits: Callable[[int], bool],
               most: int, least: int = 0) -> Prompt | None:
    """Search the top N: look at them, reveal and take the ones allowed (up to `most`), bottom-deck the rest in a
    random order. The cards are offered by their place from the top (1: the top card); the question is asked even
    when none can be taken, so that the rival learns nothing from it."""
    top = s.zone("deck", trig.seat)[-count:]
    seen = list(reversed(top))
    if answer is None:
        if not seen:
            return None
        cards = [s.inst(i).card for i in seen]
        secret(s, trig.seat, "cp.pv.searched", cards=cards)
        options = [str(n) for n, i in enumerate(seen, 1) if fits(i)]
        if options and most > 0:
            return ask(s, trig, "take_found", options, least=min(least, len(options)),
                       most=min(most, len(options)), cards=cards)
        return ask(s, trig, "found_none", [OK], cards=cards)
    taken = [] if answer == [OK] else [seen[num(v) - 1] for v in answer]
    rules.take(s, trig.seat, taken)
    rest = [i for i in top if i not in taken]
    rules.bottom(s, trig.seat, rest)
    if rest:
        event(s, "cp.ev.bottomed", who=trig.seat, n=len(rest))
    return None


def sketchy_ripper(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: search your top 3; you may reveal a Gear and take it; bottom-deck the rest."""
    return search_top(s, trig, answer, 3, lambda i: s.card(i).type == "gear", 1)


CARDS["sketchy-ripper"] = CardRules(attack=sketchy_ripper)


def hanako_cage(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: search your top 4; reveal and take any number whose cost equals one of your Gigs' values; bottom-deck
    the rest."""
    values = {d.value for d in s.gigs(trig.seat)}
    return search_top(s, trig, answer, 4, lambda i: s.card(i).cost in values, 4)


CARDS["hanako-in-a-gilded-cage"] = CardRules(play=hanako_cage)


def three_mouths(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Search your top 3; take 1 of them, and 1 more for each of your Gigs at 1; bottom-deck the rest."""
    most = 1 + sum(1 for d in s.gigs(trig.seat) if d.value == 1)
    return search_top(s, trig, answer, 3, lambda i: True, most, least=1)


CARDS["three-mouths-one-desire"] = CardRules(program=three_mouths, hints=Hints(worth_playing=deck_to_spare))
CARDS["deadman-transmitter"] = CardRules(saves_host=True)  # defeated in its host's place


def rita(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """BLOCKER. The first time each turn this Unit becomes spent: draw 1, then discard 1."""
    if trig.step == 0:
        if not rules.once(s, f"{trig.card}:{trig.source}") or not rules.draw(s, trig.seat):
            return None
        trig.step = 1
    return _discard_one(s, trig, answer, trig.seat)


CARDS["rita-wheeler"] = CardRules(spent=rita)


def bootleg(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Sell your top card (face down, ready, as an Eddie); then draw 2 if you control a Gig of even value and one
    of odd value."""
    deck = s.zone("deck", trig.seat)
    if deck:
        top = deck[-1]
        s.table.move(top, f"eddies{trig.seat}")
        s.inst(top).spent = False
        s.sold = True  # a sale by an effect is the turn's sale
        event(s, "cp.ev.sold_top", who=trig.seat)
    values = {d.value % 2 for d in s.gigs(trig.seat)}
    if values == {0, 1}:
        rules.draw(s, trig.seat, 2)
    return None


CARDS["bootleg-black-sapphire-show"] = CardRules(program=bootleg, hints=Hints(worth_playing=deck_to_spare))


def fool_on_the_hill(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Reveal your top 2; the rival chooses: you take them, or trash them and draw 2."""
    top = list(reversed(s.zone("deck", trig.seat)[-2:]))
    if not top:
        return None
    if answer is None:
        event(s, "cp.ev.revealed", who=trig.seat, cards=[s.inst(i).card for i in top])
        return ask(s, trig, "fool_choice", ["hand", "trash"], seat=rival(trig), cards=[s.inst(i).card for i in top])
    if answer[0] == "hand":
        rules.take(s, trig.seat, top)
        return None
    for iid in top:
        s.table.move(iid, f"trash{trig.seat}")
        event(s, "cp.ev.trashed", who=trig.seat, card=s.inst(iid).card)
    rules.draw(s, trig.seat, 2)
    return None


def fool_choice(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """The rival's choice: trash two revealed cards worth taking (costing 6 or more together), else let them go."""
    cards = prompt.params.get("cards")
    total = sum(DATA[str(c)].cost or 0 for c in cards) if isinstance(cards, list) else 0
    return ["trash" if total >= 6 else "hand"]


CARDS["fool-on-the-hill"] = CardRules(program=fool_on_the_hill, hints=Hints(
    worth_playing=deck_to_spare, answers={"fool_choice": fool_choice}))


def _programs_in_hand(s: CpState, seat: int) -> list[int]:
    return [i for i in s.zone("hand", seat) if s.card(i).type == "program"]


def maman_brigitte(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: you may discard 2 Programs; if you do, bottom-deck a rival Unit carrying no Gear."""
    targets = [u for u in s.units(rival(trig)) if not s.gear_of(u)]
    if trig.step == 0:
        programs = _programs_in_hand(s, trig.seat)
        if answer is None:
            if len(programs) < 2:
                return None
            return ask(s, trig, "discard_programs", [str(i) for i in programs] + [SKIP], least=1, most=2)
        if answer == [SKIP] or len(answer) != 2 or SKIP in answer:
            return None
        for value in answer:
            rules.discard(s, trig.seat, num(value))
        trig.step, answer = 1, None
    return choose_then(s, trig, answer, "bottom_unit", targets, lambda u: rules.bottom_unit(s, u))


def _discard_for_bottom(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Give up Programs for a rival Unit of 5 power or more; else keep them."""
    real = [o for o in prompt.options if o != SKIP]
    big = any(seen_power(view, u.iid) >= 5 for u in view.units(1 - seat) if u.iid is not None)
    if not big or len(real) < prompt.most:
        return [SKIP]
    return sorted(real, key=lambda o: view.card(int(o)).cost or 0)[: prompt.most]


CARDS["maman-brigitte"] = CardRules(play=maman_brigitte, hints=Hints(answers={
    "discard_programs": _discard_for_bottom}))


def placide(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY and ATTACK: you may discard a Program; if you do, bottom-deck a rival Unit."""
    if trig.step == 0:
        programs = _programs_in_hand(s, trig.seat)
        if answer is None:
            if not programs or not s.units(rival(trig)):
                return None
            return ask(s, trig, "discard_programs", [str(i) for i in programs] + [SKIP], least=1, most=1)
        if answer[0] == SKIP:
            return None
        rules.discard(s, trig.seat, num(answer[0]))
        trig.step, answer = 1, None
    return choose_then(s, trig, answer, "bottom_unit", s.units(rival(trig)), lambda u: rules.bottom_unit(s, u))


CARDS["placide"] = CardRules(play=placide, attack=placide, hints=Hints(answers={
    "discard_programs": _discard_for_bottom}))


def westbrook(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: until your next turn, rival Legends cannot steal your Gigs of a value lower than their power."""
    s.lasting.append(Lasting(kind="legend_floor", seat=trig.seat, until="next_turn", source=trig.card))
    return None


CARDS["westbrook-netrunner"] = CardRules(play=westbrook)
CARDS["valentino-guerrera"] = CardRules(attacks_ready_blockers_ahead=True)
CARDS["nadia"] = CardRules(steals_when_played_behind=True)


def panam_family(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """During your turn your Calls are free. ATTACK: discard a card; if you do, draw 1 for each of your face-up
    Legends."""
    hand = s.zone("hand", trig.seat)
    if answer is None:
        return ask(s, trig, "discard", [str(i) for i in hand]) if hand else None
    rules.discard(s, trig.seat, num(answer[0]))
    up = len(s.face_up_legends(trig.seat))
    if up:
        rules.draw(s, trig.seat, up)
    return None


CARDS["panam-strength-through-family"] = CardRules(attack=panam_family, free_calls=True)


# cheaper Gear, free plays from the trash and the hand, and the host's DEFEATED
CARDS["adrenaline-converter"] = CardRules(grants_adrenaline_behind=True)
CARDS["riot-shield"] = CardRules(solo_tax=2)  # its host has BLOCKER (card data); the rival's GO SOLO costs 2 more
CARDS["viktor-drop-your-illusions"] = CardRules(cyberware_discount=3)


def _any_copyable(s: CpState, die_id: int) -> list[int]:
    """The other Gigs (either side's) whose value this Gig can be set to."""
    die = s.die(die_id)
    return [d.id for d in s.dice if d.area is not None and d.id != die_id and d.value != die.value
            and d.value <= die.sides]


def peace_offering(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """You may set a Gig's value to another Gig's; then, if you control a value-pair of Gigs, draw 1."""
    if trig.step == 0:
        dice = [d.id for d in s.dice if d.area is not None and _any_copyable(s, d.id)]
        if answer is None and dice:
            return ask(s, trig, "set_gig", [str(d) for d in dice] + [SKIP])
        if answer and answer[0] != SKIP:
            trig.data["die"], trig.step = num(answer[0]), 1
            return ask(s, trig, "set_to", [str(d) for d in _any_copyable(s, num(answer[0]))], die=num(answer[0]))
    elif answer:
        die = s.die(int(trig.data["die"]))
        rules.adjust(s, trig.seat, die.id, s.die(num(answer[0])).value - die.value)
    if s.value_pairs(trig.seat):
        rules.draw(s, trig.seat)
    return None


def peace_gig(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Raise one of your own Gigs to the value of a higher one of yours (a value-pair), else skip."""
    mine = [o for o in prompt.options if o != SKIP and view.die(int(o)).area == seat]
    highs = [d.value for d in view.gigs(seat)]
    for o in sorted(mine, key=lambda o: view.die(int(o)).value):
        die = view.die(int(o))
        if any(die.value < v <= die.sides for v in highs):
            return [o]
    return [SKIP]


def peace_to(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    own = [o for o in prompt.options if view.die(int(o)).area == seat] or prompt.options
    return [max(own, key=lambda o: view.die(int(o)).value)]


CARDS["peace-offering"] = CardRules(program=peace_offering, hints=Hints(
    worth_playing=lambda view, seat: len(view.gigs(seat)) >= 2, answers={"set_gig": peace_gig, "set_to": peace_to}))


def pepe(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: if you control a value-pair of Gigs, ready up to 2 of your face-up MERC Legends in your Legends
    area."""
    merc = [i for i in s.zone("legends", trig.seat)
            if s.inst(i).face_up and s.inst(i).spent and "MERC" in s.card(i).tags]
    if answer is None:
        if not s.value_pairs(trig.seat) or not merc:
            return None
        return ask(s, trig, "ready_legends", legend_options(s, trig.seat, merc), least=0, most=min(2, len(merc)))
    for value in answer:
        legend = rules.legend_at(s, trig.seat, value, "cp.err.bad_choice")
        rules.ready(s, legend)
        event(s, "cp.ev.readied", who=trig.seat, card=s.inst(legend).card)
    return None


CARDS["pepe-najarro"] = CardRules(attack=pepe)


def little_pinch(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: play a CYBERWARE Gear costing 2 or less from your trash for free, on another of your Units."""
    hosts = [u for u in s.units(trig.seat) if u != trig.source]
    gear = [i for i in s.zone("trash", trig.seat) if s.card(i).type == "gear" and "CYBERWARE" in s.card(i).tags
            and (s.card(i).cost or 0) <= 2]
    if trig.step == 0:
        if answer is None:
            return ask(s, trig, "take_trashed", [str(g) for g in gear]) if gear and hosts else None
        trig.data["gear"], trig.step = num(answer[0]), 1
        return ask(s, trig, "host_unit", [str(u) for u in hosts])
    if answer and int(trig.data["gear"]) in s.zone("trash", trig.seat):
        rules.equip_free(s, trig.seat, int(trig.data["gear"]), num(answer[0]))
    return None


CARDS["viktor-little-pinch"] = CardRules(play=little_pinch)


def live_together(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Costs 3 €$ if the rival has 2 or more Gigs more than you. Play up to 2 Units costing 3 or less from your
    trash for free."""
    units = [i for i in s.zone("trash", trig.seat) if s.card(i).type == "unit" and (s.card(i).cost or 0) <= 3]
    if answer is None:
        if not units:
            return None
        return ask(s, trig, "play_trashed", [str(u) for u in units], least=0, most=min(2, len(units)))
    for value in answer:
        if num(value) in s.zone("trash", trig.seat):
            rules.enter_field(s, trig.seat, num(value))
    return None


def trash_units(view: CpView, seat: int) -> bool:
    return any(view.card(c.iid).type == "unit" and (view.card(c.iid).cost or 0) <= 3
               for c in view.zone("trash", seat).cards if c.iid is not None)


CARDS["we-gotta-live-together"] = CardRules(
    program=live_together, discount=lambda s, seat: 2 if len(s.gigs(1 - seat)) - len(s.gigs(seat)) >= 2 else 0,
    hints=Hints(worth_playing=trash_units, answers={"play_trashed": lambda view, seat, prompt: prompt.options[
        : prompt.most]}))


def lizzy(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """BLOCKER. PLAY: you may play a Program costing 3 or less from your hand or your trash for free; it goes to the
    bottom of your deck afterwards."""
    programs = [i for zone in ("hand", "trash") for i in s.zone(zone, trig.seat)
                if s.card(i).type == "program" and (s.card(i).cost or 0) <= 3]
    if answer is None:
        return ask(s, trig, "free_program", [str(i) for i in programs] + [SKIP]) if programs else None
    if answer[0] != SKIP and any(num(answer[0]) in s.zone(z, trig.seat) for z in ("hand", "trash")):
        rules.run_program(s, trig.seat, num(answer[0]), bottom_deck=True)
    return None


def lizzy_program(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """A Program whose own hint says it does something now (the dearest), else none."""
    useful = [o for o in prompt.options if o != SKIP and (hint := of(view.card_id(int(o))).hints.worth_playing)
              is not None and hint(view, seat)]
    return [max(useful, key=lambda o: view.card(int(o)).cost or 0)] if useful else [SKIP]


CARDS["lizzy-wizzy"] = CardRules(play=lizzy, hints=Hints(answers={"free_program": lizzy_program}))


def relic(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Host's DEFEATED: play another Unit costing 9 or less from your trash for free; then bottom-deck the host."""
    units = [i for i in s.zone("trash", trig.seat) if s.card(i).type == "unit" and i != trig.source
             and (s.card(i).cost or 0) <= 9]
    if answer is None and units:
        return ask(s, trig, "play_trashed", [str(u) for u in units])
    if answer and num(answer[0]) in s.zone("trash", trig.seat):
        rules.enter_field(s, trig.seat, num(answer[0]))
    host = trig.source
    if host is not None and host in s.zone("trash", s.inst(host).owner):
        s.table.move(host, f"deck{s.inst(host).owner}", top=False)
        event(s, "cp.ev.bottomed_unit", who=s.inst(host).owner, card=s.inst(host).card)
    return None


CARDS["the-relic"] = CardRules(defeated=relic)


def steel_dragon_play(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: you may play a Unit costing 4 or less from your hand or your trash for free; it may attack rival Units
    this turn."""
    units = [i for zone in ("hand", "trash") for i in s.zone(zone, trig.seat)
             if s.card(i).type == "unit" and (s.card(i).cost or 0) <= 4]
    if answer is None:
        return ask(s, trig, "free_unit", [str(u) for u in units] + [SKIP]) if units else None
    if answer[0] != SKIP and any(num(answer[0]) in s.zone(z, trig.seat) for z in ("hand", "trash")):
        unit = num(answer[0])
        rules.enter_field(s, trig.seat, unit)
        lasting_on(s, trig, unit, "fights_now", "turn")
    return None


def steel_dragon_watch(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """The first time each turn an ARASAKA Unit is defeated: draw 1."""
    if "ARASAKA" in DATA[str(trig.data["defeated"])].tags and rules.once(s, f"{trig.card}:{trig.source}"):
        rules.draw(s, trig.seat)
    return None


def dearest(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    real = [o for o in prompt.options if o != SKIP]
    return [max(real, key=lambda o: view.card(int(o)).cost or 0)] if real else [SKIP]


CARDS["yorinobu-steel-dragon"] = CardRules(play=steel_dragon_play, any_defeated=steel_dragon_watch,
                                           hints=Hints(answers={"free_unit": dearest}))


def the_heist(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Trash 4; take a Gear from among them into your hand, or, if its cost equals the value of one of your Gigs, you
    may play it for free instead."""
    if trig.step == 0:
        trig.step = 1
        gear = [i for i in rules.trash_top(s, trig.seat, 4) if s.card(i).type == "gear"]
        trig.data["gear"] = gear
        if len(gear) > 1:
            return ask(s, trig, "take_trashed", [str(g) for g in gear])
        answer = [str(gear[0])] if gear else None
        if answer is None:
            return None
    if trig.step == 1:
        picked = num(answer[0]) if answer else None
        if picked is None or picked not in s.zone("trash", trig.seat):
            return None
        trig.data["picked"], trig.step = picked, 2
        hosts = [*s.units(trig.seat), *(i for i in s.zone("legends", trig.seat) if s.inst(i).face_up)]
        if s.card(picked).cost in {d.value for d in s.gigs(trig.seat)} and hosts:
            return ask(s, trig, "heist_host", [str(h) for h in hosts] + ["hand"])
        answer = ["hand"]
    picked = int(trig.data["picked"])
    if answer and answer[0] != "hand":
        rules.equip_free(s, trig.seat, picked, num(answer[0]))
    else:
        rules.take(s, trig.seat, [picked])
    return None


CARDS["the-heist"] = CardRules(program=the_heist, hints=Hints(worth_playing=deck_to_spare, answers={
    "heist_host": lambda view, seat, prompt: [prompt.options[0]]}))


# "the next time" a fight goes a certain way, and Units pushed past their limits
def safety_override(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: this turn, the next time one of your Units loses a fight, the rival Unit it fought is defeated."""
    s.lasting.append(Lasting(kind="avenge_next", seat=trig.seat, until="turn", source=trig.card))
    return None


def _defender_falls(view: CpView, seat: int) -> bool:
    """React: your attacked Unit loses the fight, and the attacker would win it unscathed."""
    armed = any(e.kind == "avenge_next" and e.seat == seat for e in view.lasting)
    return fight_lost(view) and not armed


CARDS["safety-override"] = CardRules(program=safety_override, hints=Hints(react=_defender_falls, react_rank=3))


def appetite(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """This turn, the next time one of your Units wins a fight by 3 or more power, it also steals a Gig."""
    s.lasting.append(Lasting(kind="appetite", seat=trig.seat, until="turn", source=trig.card))
    return None


def appetite_steal(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """(The Unit that won by 3 or more) steals one of the rival's Gigs."""
    theirs = [d.id for d in s.gigs(rival(trig))]
    if answer is None:
        return ask(s, trig, "steal_extra", [str(d) for d in theirs]) if theirs else None
    die = s.die(num(answer[0]))
    die.area = trig.seat
    event(s, "cp.ev.stole", who=trig.seat, card=s.inst(trig.source).card if trig.source in s.table.cards else trig.card,
          dice=[[die.sides, die.value]], power=0)
    return None


def _big_fight_ahead(view: CpView, seat: int) -> bool:
    """Worth playing: a Unit of yours that may attack beats a spent rival Unit by 3 or more, with a Gig to take."""
    options = view.options
    if options is None or not view.gigs(1 - seat):
        return False
    return any(seen_power(view, u) - seen_power(view, t) >= 3 for u, targets in options.attackers.items()
               for t in targets if t is not None)


CARDS["appetite-for-destruction"] = CardRules(program=appetite, fight_won=appetite_steal,
                                              hints=Hints(worth_playing=_big_fight_ahead))


def gunpoint(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """One of your Units gets both: its next attack this turn may hit ready rival Units, and +3 power this turn. If
    your Street Cred is lower than the rival's, the rival chooses one of the two for you instead."""
    if trig.step == 0:
        if answer is None:
            return ask(s, trig, "buff_unit", [str(u) for u in s.units(trig.seat)]) if s.units(trig.seat) else None
        trig.data["unit"], trig.step = num(answer[0]), 1
        if s.behind(trig.seat):
            return ask(s, trig, "gunpoint_pick", ["ready", "power"], seat=rival(trig))
        answer = ["both"]
    unit = int(trig.data["unit"])
    if answer and in_field(s, unit):
        if answer[0] in ("ready", "both"):
            lasting_on(s, trig, unit, "attack_ready", "turn")
        if answer[0] in ("power", "both"):
            power_for(s, trig, unit, 3)
    return None


def _gunpoint_target(view: CpView, seat: int) -> bool:
    """Worth playing: a Unit of yours may attack, and a ready rival Unit is weaker than it would be."""
    options = view.options
    if options is None:
        return False
    best = max((seen_power(view, u) for u in options.attackers), default=-1)
    return any(not u.spent and seen_power(view, u.iid) < best + 3 for u in view.units(1 - seat) if u.iid is not None)


CARDS["gunpoint-diplomacy"] = CardRules(program=gunpoint, hints=Hints(worth_playing=_gunpoint_target, answers={
    "gunpoint_pick": lambda view, seat, prompt: ["power"]}))


def cyberpsychosis(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: one of your Units carrying Gear gets +3 power this turn for each of its Gear; if it steals or fights
    this turn, it is defeated at the end of the turn."""
    def act(u: int) -> None:
        power_for(s, trig, u, 3 * len(s.gear_of(u)))
        s.lasting.append(Lasting(kind="doomed", seat=trig.seat, until="turn", target=u, source=trig.card))

    equipped = [u for u in s.units(trig.seat) if s.gear_of(u)]
    return choose_then(s, trig, answer, "buff_unit", equipped, act)


CARDS["cyberpsychosis"] = CardRules(program=cyberpsychosis, hints=Hints(react=_equipped_defender_saved, react_rank=4))


# paying inside an effect, rolls, moved Gear, the top card played, meddling with Gigs
def el_sombreron(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: you may pay 2 €$; if you do, this Unit gets power equal to your highest Gig this turn."""
    if answer is None:
        if len(s.payers(trig.seat)) < 2 or not s.gigs(trig.seat):
            return None
        return ask(s, trig, "pay_for", ["pay", SKIP])
    if answer[0] == "pay" and rules.pay_default(s, trig.seat, 2) and trig.source is not None:
        power_for(s, trig, trig.source, max(d.value for d in s.gigs(trig.seat)))
    return None


def _sombreron_pays(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    return ["pay" if max((d.value for d in view.gigs(seat)), default=0) >= 4 else SKIP]


CARDS["el-sombreron"] = CardRules(attack=el_sombreron, hints=Hints(answers={"pay_for": _sombreron_pays}))


def kerry_rolls(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When you roll a Gig in: you may ignore the result and roll it again, once. When a Gig's roll shows its lowest
    or highest value: draw 1 (3 for a d20)."""
    die = s.die(_stolen(trig))
    if answer is None:
        return ask(s, trig, "reroll", ["reroll", "keep"], die=die.id, value=die.value)
    if answer[0] == "reroll":
        rules.reroll(s, trig.seat, die.id)
    if die.value in (1, die.sides):
        rules.draw(s, trig.seat, 3 if die.sides == 20 else 1)
    return None


def _kerry_reroll(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """Keep a lowest or highest roll (it draws) or a high one; roll a low one again."""
    die = view.die(int(prompt.params["die"]))
    return ["keep" if die.value in (1, die.sides) or die.value * 2 > die.sides else "reroll"]


CARDS["kerry-axe-attitude-audience"] = CardRules(rolled=kerry_rolls, hints=Hints(answers={"reroll": _kerry_reroll}))


def panam_move(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """2 €$, ⊡: move a Gear from this Legend to one of your Units carrying none; if you do, ready that Unit."""
    legend = trig.source
    if legend is None:
        return None
    gear, bare = s.gear_of(legend), [u for u in s.units(trig.seat) if not s.gear_of(u)]
    if trig.step == 0:
        if answer is None:
            return ask(s, trig, "move_gear", [str(g) for g in gear]) if gear and bare else None
        trig.data["gear"], trig.step = num(answer[0]), 1
        return ask(s, trig, "host_unit", [str(u) for u in bare])
    if answer and int(trig.data["gear"]) in s.gear_of(legend):
        unit = num(answer[0])
        s.table.attach(int(trig.data["gear"]), unit)
        event(s, "cp.ev.equipped", who=trig.seat, card=s.inst(int(trig.data["gear"])).card, host=s.inst(unit).card)
        rules.ready(s, unit)
        event(s, "cp.ev.readied", who=trig.seat, card=s.inst(unit).card)
    return None


def panam_end(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn, if 5 or more of your Units and Legends carry Gear: ready them."""
    equipped = [i for i in (*s.units(trig.seat), *s.zone("legends", trig.seat)) if s.gear_of(i)]
    if len(equipped) >= 5:
        for iid in equipped:
            rules.ready(s, iid)
        event(s, "cp.ev.readied_all", who=trig.seat, n=len(equipped))
    return None


def _panam_spare_gear(view: CpView, seat: int) -> bool:
    """Worth it: a spent Unit of yours carries no Gear (moving one there readies it)."""
    return any(u.spent and not u.attached for u in view.units(seat))


def _panam_host(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """The strongest spent Unit (it readies), else the strongest."""
    spent = [o for o in prompt.options if view.cards[int(o)].spent] or prompt.options
    return [max(spent, key=lambda o: seen_power(view, int(o)))]


CARDS["panam-nomad-cavalry"] = CardRules(end=panam_end, activated=Activated(
    panam_move, eddies=2, usable=lambda s, seat, iid: bool(s.gear_of(iid)) and any(
        not s.gear_of(u) for u in s.units(seat)), use=_panam_spare_gear), hints=Hints(answers={
            "host_unit": _panam_host}))


def river_gear(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK ⊡: play a Gear costing 2 or less from your hand for free."""
    gear = [i for i in s.zone("hand", trig.seat) if s.card(i).type == "gear" and (s.card(i).cost or 0) <= 2]
    hosts = [*s.units(trig.seat), *(i for i in s.zone("legends", trig.seat) if s.inst(i).face_up)]
    if trig.step == 0:
        if answer is None:
            return ask(s, trig, "free_gear", [str(g) for g in gear]) if gear and hosts else None
        trig.data["gear"], trig.step = num(answer[0]), 1
        return ask(s, trig, "host_unit", [str(h) for h in hosts])
    if answer and int(trig.data["gear"]) in s.zone("hand", trig.seat):
        rules.equip_free(s, trig.seat, int(trig.data["gear"]), num(answer[0]))
    return None


def river_search(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When one of your Units carrying Gear is defeated: look at your top 2 cards and trash 1 of them."""
    if int(trig.data["side"]) != trig.seat or not trig.data.get("equipped"):
        return None
    top = list(reversed(s.zone("deck", trig.seat)[-2:]))
    if answer is None:
        if not top:
            return None
        cards = [s.inst(i).card for i in top]
        secret(s, trig.seat, "cp.pv.searched", cards=cards)
        return ask(s, trig, "trash_found", [str(n) for n in range(1, len(top) + 1)], cards=cards)
    iid = top[num(answer[0]) - 1]
    s.table.move(iid, f"trash{trig.seat}")
    event(s, "cp.ev.trashed", who=trig.seat, card=s.inst(iid).card)
    return None


def _river_worth(view: CpView, seat: int) -> bool:
    return any(view.card(c.iid).type == "gear" and (view.card(c.iid).cost or 0) <= 2
               for c in view.zone("hand", seat).cards if c.iid is not None) and bool(view.units(seat))


CARDS["river-ward"] = CardRules(any_defeated=river_search, activated=Activated(
    river_gear, quick=True, usable=lambda s, seat, iid: any(
        s.card(i).type == "gear" and (s.card(i).cost or 0) <= 2 for i in s.zone("hand", seat)), use=_river_worth))


def judy_top(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """1 €$, ⊡: reveal your top card; you may play it for free, otherwise take it into your hand."""
    if trig.step == 0:
        deck = s.zone("deck", trig.seat)
        if not deck:
            return None
        top = deck[-1]
        trig.data["card"], trig.step = top, 1
        event(s, "cp.ev.revealed", who=trig.seat, cards=[s.inst(top).card])
        hosts = [*s.units(trig.seat), *(i for i in s.zone("legends", trig.seat) if s.inst(i).face_up)]
        can_play = s.card(top).type != "gear" or bool(hosts)
        return ask(s, trig, "judy_top", ["play", "hand"] if can_play else ["hand"], cards=[s.inst(top).card])
    top = int(trig.data["card"])
    if trig.step == 1:
        if answer is None or answer[0] == "hand" or s.where(top) != "deck":
            rules.take(s, trig.seat, [top])
            return None
        card = s.card(top)
        if card.type == "unit":
            rules.enter_field(s, trig.seat, top)
        elif card.type == "program":
            rules.run_program(s, trig.seat, top)
        else:
            trig.step = 2
            hosts = [*s.units(trig.seat), *(i for i in s.zone("legends", trig.seat) if s.inst(i).face_up)]
            return ask(s, trig, "host_unit", [str(h) for h in hosts])
        return None
    if answer and s.where(top) == "deck":
        rules.equip_free(s, trig.seat, top, num(answer[0]))
    return None


CARDS["judy-nothing-to-doubt"] = CardRules(activated=Activated(
    judy_top, eddies=1, usable=lambda s, seat, iid: bool(s.zone("deck", seat)), use=deck_to_spare))


def meredith(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """BLOCKER; +2 power while fighting a Legend. When the rival adjusts or swaps your Gigs: you may take a card from
    your trash into your hand."""
    trash = s.zone("trash", trig.seat)
    if answer is None:
        return ask(s, trig, "take_trashed", [str(i) for i in trash] + [SKIP]) if trash else None
    if answer[0] != SKIP and num(answer[0]) in trash:
        rules.take(s, trig.seat, [num(answer[0])])
    return None


CARDS["meredith-stout"] = CardRules(meddled=meredith, vs_legend_bonus=2)


# forced attacks
def force_attack(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """A rival Unit must attack during the rival's next turn if it can."""
    return choose_then(s, trig, answer, "force_unit", s.units(rival(trig)),
                       lambda u: lasting_on(s, trig, u, "must_attack", "next_turn"))


def force_pick(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    """The weakest rival Unit: sent at your Units and Gigs, it does the least."""
    return [min(prompt.options, key=lambda o: seen_power(view, int(o)))]


CARDS["mox-inciters"] = CardRules(play=force_attack, hints=Hints(answers={"force_unit": force_pick}))


def evelyn_eddie(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When one of your CORPO or GANGER Units steals 1 or more Gigs: ready an Eddie (once for the steal)."""
    stealer = int(trig.data["stealer"])
    if stealer not in s.table.cards or not {"CORPO", "GANGER"} & set(s.card(stealer).tags):
        return None
    steal = f"{trig.card}:{stealer}:{s.turn_no}:{len(s.stole)}"  # its steals: one Eddie, however many Gigs
    if rules.once(s, steal):
        _ready_eddies(s, trig.seat, 1, trig.card)
    return None


def _weak_rival_forced(view: CpView, seat: int) -> bool:
    """Worth it: a rival Unit weaker than your strongest ready one (sent into it, or onto your Gigs)."""
    mine = max((seen_power(view, u.iid) for u in view.units(seat) if u.iid is not None), default=0)
    return any(seen_power(view, u.iid) < mine for u in view.units(1 - seat) if u.iid is not None)


CARDS["evelyn-beautiful-enigma"] = CardRules(ally_stole=evelyn_eddie, activated=Activated(
    force_attack, eddies=1, usable=lambda s, seat, iid: bool(s.units(1 - seat)), use=_weak_rival_forced),
    hints=Hints(answers={"force_unit": force_pick}))


def _min_gigs(s: CpState, seat: int) -> int:
    return sum(1 for d in s.gigs(seat) if d.value == 1)


def _replayable(s: CpState, seat: int) -> list[int]:
    """Programs in `seat`'s trash it can pay for, beside the 1 €$ of the ability."""
    payers = len(s.payers(seat))
    return [i for i in s.zone("trash", seat) if s.card(i).type == "program" and 1 + (s.card(i).cost or 0) <= payers]


def alt_discount(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    s.lasting.append(Lasting(kind="program_discount", seat=trig.seat, until="turn", amount=_min_gigs(s, trig.seat),
                             source=trig.card))
    event(s, "cp.ev.program_discount", who=trig.seat, n=_min_gigs(s, trig.seat))
    return None


def alt_replay(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    programs = _replayable(s, trig.seat)
    if answer is None:
        return ask(s, trig, "replay_program", [str(p) for p in programs]) if programs else None
    iid = num(answer[0])
    if iid in programs and rules.pay_default(s, trig.seat, 1 + (s.card(iid).cost or 0)):
        rules.run_program(s, trig.seat, iid, bottom_deck=True)
    return None


def alt_soulkiller(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """⊡, one of two: your next Program this turn costs 1 €$ less for each of your Gigs at 1 (at least 1 €$); or
    (1 €$ more) play a Program from your trash, paying its cost, and bottom-deck it afterwards."""
    modes: dict[str, Ability] = {"discount": alt_discount}
    if _replayable(s, trig.seat) or "queue" in trig.data:
        modes["replay"] = alt_replay
    return run_modes(s, trig, answer, modes, both=False)


def _alt_mode(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    return ["replay" if "replay" in prompt.options else "discount"]


def _alt_worth(view: CpView, seat: int) -> bool:
    """Worth it: a Program in your trash whose hint says it does something now, with the €$ for it."""
    for c in view.zone("trash", seat).cards:
        if c.iid is None or view.card(c.iid).type != "program":
            continue
        hint = of(c.card or "").hints.worth_playing
        if hint is not None and hint(view, seat) and 1 + (view.card(c.iid).cost or 0) <= len(view.options.payers
                                                                                           if view.options else ()):
            return True
    return False


def _alt_replay_pick(view: CpView, seat: int, prompt: Prompt) -> list[str]:
    useful = [o for o in prompt.options if (hint := of(view.card_id(int(o))).hints.worth_playing) is not None
              and hint(view, seat)]
    return [(useful or prompt.options)[0]]


CARDS["alt-soulkiller-architect"] = CardRules(activated=Activated(alt_soulkiller, use=_alt_worth), hints=Hints(
    answers={"mode": _alt_mode, "replay_program": _alt_replay_pick}))


def alt_daemons_draw(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When one of your Units or Legends carrying Gear is spent: draw 1."""
    rules.draw(s, trig.seat)
    return None


# and, on the field, a Gig about to be stolen may be saved by discarding a card costing its value (the rules ask)
CARDS["alt-mother-of-daemons"] = CardRules(ally_spent=alt_daemons_draw, guards_steals=True)
