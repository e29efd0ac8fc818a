"""What each card of the two starter decks does, one function per (card, timing).

An ability is called with its pending `Trigger` and the answer to its last question (None the first
time). It either finishes (returns None) or stops with a `Prompt` for a player; the engine calls it again
with that player's answer, and `trigger.step` / `trigger.data` say where it was. Answers are checked
against the prompt's options by the engine before they arrive here, and still read with the strict parsers.

A question is asked whenever the public situation calls for it, whatever the hidden cards are: asking only
when a hidden card makes it relevant would tell the rival about that card. A Legend is offered by its slot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.errors import IllegalAction
from bot.engine.values import number, require, signed
from bot.games.cyberpunk import rules
from bot.games.cyberpunk.registry import ABILITIES as ABILITIES
from bot.games.cyberpunk.registry import ability
from bot.games.cyberpunk.rules import event, secret
from bot.games.cyberpunk.state import CpState, Lasting, Prompt, Trigger

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


# --- The Heist ------------------------------------------------------------------------------------------------------
@ability("dexter-deshawn", "play", "attack")
def dexter_adjust(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY and ATTACK: adjust any Gig by up to 1."""
    return adjust_then_draw(s, trig, answer, up=1, down=1)


@ability("dexter-deshawn", "defeated")
def dexter_defeated(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: draw 2 if your Street Cred and the rival's are 10 or more apart."""
    mine, theirs = s.street_cred(trig.seat), s.street_cred(rival(trig))
    if mine is not None and theirs is not None and abs(mine - theirs) >= 10:
        rules.draw(s, trig.seat, 2)
    return None


def _all_gear(s: CpState) -> list[int]:
    return [g for seat in (0, 1) for host in (*s.zone("field", seat), *s.zone("legends", seat))
            for g in s.gear_of(host)]


@ability("heywood-ripperdoc", "play")
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


@ability("offduty-malfini", "play")
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


@ability("t-bug", "defeated")
def t_bug(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """DEFEATED: look at all your face-down Legends; you may Call one of them for free."""
    hidden = s.face_down_legends(trig.seat)
    if answer is None:
        for iid in hidden:
            rules.look(s, trig.seat, iid)
        if hidden:
            event(s, "cp.ev.looked_all", who=trig.seat, n=len(hidden))
    return _free_call(s, trig, answer, hidden)


@ability("kiroshi-optics", "attack")
def kiroshi(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Host's ATTACK: look at one of your face-down Legends."""
    hidden = s.face_down_legends(trig.seat)
    if answer is None:
        return ask(s, trig, "look_legend", legend_options(s, trig.seat, hidden)) if hidden else None
    seen = rules.legend_at(s, trig.seat, answer[0], "cp.err.bad_choice")
    rules.look(s, trig.seat, seen)
    event(s, "cp.ev.looked", who=trig.seat, slot=num(answer[0]))
    return None


@ability("zetatech-faceplate", "spent")
def faceplate(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Whenever the host is spent: adjust a Gig by up to 1, then draw 1 if you have 3 or more Gigs of
    different values."""
    return adjust_then_draw(s, trig, answer, up=1, down=1,
                            draw_if=lambda s, trig: rules.distinct_values(s, trig.seat) >= 3)


@ability("afterparty-at-lizzies", "program")
def afterparty(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Adjust a Gig by up to 1; draw 1 if you have 2 or more Gigs of different values."""
    return adjust_then_draw(s, trig, answer, up=1, down=1,
                            draw_if=lambda s, trig: rules.distinct_values(s, trig.seat) >= 2)


def _ready_eddies(s: CpState, seat: int, count: int, card: str) -> None:
    spent = [i for i in s.zone("eddies", seat) if s.inst(i).spent][:count]
    for iid in spent:
        rules.ready(s, iid)
    if spent:
        event(s, "cp.ev.eddies_ready", who=seat, n=len(spent), card=card)


@ability("delamain-cab", "end")
def delamain(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn: ready one Eddie if this Unit stole this turn."""
    if trig.source in s.stole:
        _ready_eddies(s, trig.seat, 1, trig.card)
    return None


def _discard_one(s: CpState, trig: Trigger, answer: list[str] | None, seat: int) -> Prompt | None:
    hand = s.zone("hand", seat)
    if answer is None:
        return ask(s, trig, "discard", [str(i) for i in hand], seat=seat) if hand else None
    rules.discard(s, seat, num(answer[0]))
    return None


@ability("evelyn-parker", "attack")
def evelyn(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: draw 1, then discard 1 if your Street Cred is higher than the rival's."""
    if trig.step == 0:
        trig.step = 1
        if not rules.draw(s, trig.seat) or not s.cred_above(trig.seat, rival(trig)):
            return None
    return _discard_one(s, trig, answer, trig.seat)


@ability("dying-night", "attack")
def dying_night_attack(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Host's ATTACK: lower a Gig by up to 2."""
    return adjust_then_draw(s, trig, answer, up=0, down=2)


@ability("dying-night", "end")
def dying_night_end(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn, if the host is named V: ready 2 Eddies."""
    if trig.source is not None and trig.source in s.table.cards and s.card(trig.source).name == "V":
        _ready_eddies(s, trig.seat, 2, trig.card)
    return None


@ability("tetratronic-rippler", "spent")
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


@ability("floor-it", "program")
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


@ability("reboot-optics", "program")
def reboot_optics(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """QUICK: this turn, the next time a rival Unit fights, it does not defeat your Unit."""
    s.lasting.append(Lasting(kind="no_defeat", seat=trig.seat, until="turn", source=trig.card))
    return None


@ability("viktor-vektor", "call")
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


@ability("jackie-welles", "jackie")
def jackie(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """The first Blue Unit or Gear you play each turn: you may lower one of your Gigs by up to 2; if it is
    then at its lowest value, draw 1."""
    def at_its_lowest(s: CpState, trig: Trigger) -> bool:
        changed = trig.data.get("adjusted")
        return changed is not None and s.die(int(changed)).value == 1

    return adjust_then_draw(s, trig, answer, up=0, down=2, own_only=True, draw_if=at_its_lowest)


# --- Embracing Power -------------------------------------------------------------------------------------------
@ability("yorinobu-arasaka", "yorinobu")
def yorinobu(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """The first time each turn one of your ARASAKA Units attacks: draw 1, then discard 1 if your Street
    Cred is under 20 (null is under it)."""
    if trig.step == 0:
        trig.step = 1
        cred = s.street_cred(trig.seat)
        if not rules.draw(s, trig.seat) or (cred is not None and cred >= 20):
            return None
    return _discard_one(s, trig, answer, trig.seat)


@ability("chrome-fang", "play")
def chrome_fang(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: until your next turn, a rival Unit may only steal your Gigs of a value up to its power."""
    s.lasting.append(Lasting(kind="steal_cap", seat=trig.seat, until="next_turn", source=trig.card))
    return None


@ability("minotaur", "play")
def minotaur(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: if your Street Cred is higher than the rival's, defeat a rival Unit with 5 power or less."""
    if answer is None:
        if not s.cred_above(trig.seat, rival(trig)):
            return None
        targets = [u for u in s.units(rival(trig)) if s.power(u) <= 5]
        return ask(s, trig, "defeat_unit", [str(u) for u in targets]) if targets else None
    rules.defeat(s, num(answer[0]))
    return None


@ability("swordwise-huscle", "attack")
def swordwise(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: draw 1 if this Unit has 5 or more power."""
    if trig.source is not None and in_field(s, trig.source) and s.power(trig.source) >= 5:
        rules.draw(s, trig.seat)
    return None


@ability("field-operator", "play")
def field_operator(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """PLAY: draw 1 if your Street Cred is even (null is neither even nor odd)."""
    cred = s.street_cred(trig.seat)
    if cred is not None and cred > 0 and cred % 2 == 0:
        rules.draw(s, trig.seat)
    return None


@ability("goro-losing-his-way", "attack")
def goro_lhw(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """ATTACK: +5 power this turn if all your Legends are face up."""
    if in_field(s, trig.source) and not s.face_down_legends(trig.seat):
        s.lasting.append(Lasting(kind="power", seat=trig.seat, until="turn", target=trig.source, amount=5,
                                 source=trig.card))
        event(s, "cp.ev.power", card=trig.card, amount=5)
    return None


@ability("maxtac-av", "play")
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


@ability("arasaka-radioport", "spent")
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


@ability("satori", "satori")
def satori(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """When the host wins a fight against a rival Unit: draw 1."""
    rules.draw(s, trig.seat)
    return None


@ability("industrial-assembly", "program")
def industrial_assembly(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """Raise a Gig by up to 4; then draw 1 if you have a Gig of 8 or more."""
    return adjust_then_draw(s, trig, answer, up=4, down=0,
                            draw_if=lambda s, trig: any(d.value >= 8 for d in s.gigs(trig.seat)))


@ability("over-the-edge", "program")
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


@ability("shattered-memories", "program")
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


@ability("sandevistan", "end")
def sandevistan(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """At the end of your turn: ready the host."""
    if trig.source is not None and trig.source in s.table.cards and s.where(trig.source) in ("field", "legends"):
        rules.ready(s, trig.source)
        event(s, "cp.ev.readied", who=trig.seat, card=s.inst(trig.source).card)
    return None


@ability("corporate-surveillance", "program")
def corporate_surveillance(s: CpState, trig: Trigger, answer: list[str] | None) -> Prompt | None:
    """A rival Unit costing 4 or less becomes spent."""
    if answer is None:
        targets = [u for u in s.units(rival(trig)) if (s.card(u).cost or 0) <= 4]
        return ask(s, trig, "spend_rival", [str(u) for u in targets]) if targets else None
    target = num(answer[0])
    rules.spend(s, target)
    event(s, "cp.ev.spent", who=rival(trig), card=s.inst(target).card)
    return None


# Cards whose text is only keywords or numbers (checked by the rules themselves, not by a script):
# V and Goro Takemura — Hands Unclean (GO SOLO; Goro also BLOCKER), Secondhand Bombus and Corpo Security
# (BLOCKER; Security cannot attack), Mandibular Upgrade (grants BLOCKER), Ruthless Lowlife (Units only),
# MT0D12 Flathead (cannot be blocked while behind on Street Cred), Saburo Arasaka (+1 to attacking ARASAKA
# Units), Psycho Squad, Emergency Atlus and Mantis Blades (no text).
RULE_CARDS = frozenset({"v-corporate-exile", "goro-hands-unclean", "secondhand-bombus", "corpo-security",
                        "mandibular-upgrade", "ruthless-lowlife", "mt0d12-flathead", "saburo-arasaka",
                        "psycho-squad", "emergency-atlus", "mantis-blades"})
