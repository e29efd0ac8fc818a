"""The game actions the rules and the cards share: credits, drawing, damage, tags, trashing, rezzing,
scoring and stealing, and the checks that end the game. Each records its public event (never a hidden
card) and, where a player learns something, a private one."""

from __future__ import annotations

from typing import Any

from bot.cards import readable
from bot.engine.errors import IllegalAction as Illegal
from bot.engine.rng import GameRng
from bot.games.netrunner.cards import CARDS
from bot.games.netrunner.state import NrState

# The log names the player an event is about, as every other line does ("alice draws 1 card."), never a bare
# side ("The Corp installs…") that would call one player two things.
CORP_EVENTS = frozenset({"nr.ev.rd_empty", "nr.ev.installed_corp", "nr.ev.scored", "nr.ev.rezzed", "nr.ev.purged",
                         "nr.ev.corp_gained", "nr.ev.bran_installed", "nr.ev.wildcat", "nr.ev.shuffled_in",
                         "nr.ev.shuffled_in_shown", "nr.ev.shuffled_in_hidden", "nr.ev.extra_clicks",
                         "nr.ev.corp_searched", "nr.ev.to_hq", "nr.ev.gained_clicks",
                         "nr.ev.to_hq_hidden", "nr.ev.reality_credits", "nr.ev.reality_cards"})
RUNNER_EVENTS = frozenset({"nr.ev.installed_runner", "nr.ev.stolen", "nr.ev.tagged", "nr.ev.tag_removed", "nr.ev.run",
                           "nr.ev.passed", "nr.ev.encounter", "nr.ev.click_broke", "nr.ev.jacked_out", "nr.ev.breach",
                           "nr.ev.lost_credits", "nr.ev.manegarm", "nr.ev.paid_off", "nr.ev.searched",
                           "nr.ev.damage", "nr.ev.flatline", "nr.ev.hosted", "nr.ev.swapped",
                           "nr.ev.to_stack_bottom", "nr.ev.revealed_taken"})


CARD_PARAMS = ("card", "ice", "breaker", "cards")  # the parameters of a log line that name cards


def named_cards(params: dict[str, Any]) -> list[str]:
    """The card ids a log line's parameters name, in their order."""
    return readable.named_cards(params, CARD_PARAMS, CARDS)



def event(s: NrState, key: str, **params: Any) -> None:
    if "who" not in params and key in CORP_EVENTS | RUNNER_EVENTS:
        params["who"] = s.corp if key in CORP_EVENTS else s.runner
    s.events.append([key, params])
    readable.remember(s.named, named_cards(params))


def secret(s: NrState, seat: int, key: str, **params: Any) -> None:
    s.private.append([seat, key, params])
    while len(s.seen) <= seat:
        s.seen.append([])
    readable.remember(s.seen[seat], named_cards(params))


def rng_of(s: NrState) -> GameRng:
    return GameRng(s.rng)


def keep(s: NrState, rng: GameRng) -> None:
    s.rng = rng.state


# --- the end ----------------------------------------------------------------------------------------------------
def finish(s: NrState, winner: int | None, reason: str) -> None:
    if s.phase == "over":
        return
    s.phase, s.winner, s.end, s.run, s.prompt, s.queued = "over", winner, reason, None, None, []
    event(s, "nr.ev.over", winner=-1 if winner is None else winner, reason=reason,
          side=None if winner is None else s.side(winner))


def check_points(s: NrState) -> None:
    """A checkpoint: a player with the agenda points the game is played to wins (both at once: a draw)."""
    reached = [seat for seat in (0, 1) if s.points(seat) >= s.goal]
    if len(reached) == 2:
        finish(s, None, "points")
    elif reached:
        finish(s, reached[0], "points")


# --- credits and clicks --------------------------------------------------------------------------------------------
def gain(s: NrState, seat: int, amount: int) -> None:
    s.credits[seat] += amount


def pay(s: NrState, seat: int, amount: int) -> None:
    """Pay credits (the Runner spends Overclock's credits first, during its run); refuses what it cannot."""
    if s.spendable(seat) < amount:
        raise Illegal("nr.err.credits", n=amount)
    if seat == s.runner and s.run is not None and s.run.credits:
        used = min(s.run.credits, amount)
        s.run.credits -= used
        amount -= used
    s.credits[seat] -= amount


def lose(s: NrState, seat: int, amount: int) -> None:
    s.credits[seat] = max(0, s.credits[seat] - amount)


def spend_clicks(s: NrState, seat: int, n: int = 1) -> None:
    if s.turn != seat or s.clicks < n:
        raise Illegal("nr.err.clicks", n=n)
    s.clicks -= n


def lose_click(s: NrState) -> None:
    if s.clicks > 0:
        s.clicks -= 1


# --- cards ---------------------------------------------------------------------------------------------------------
def draw(s: NrState, seat: int, count: int = 1) -> bool:
    """Draw cards; the Corp drawing from an empty R&D loses (False). An empty stack just draws nothing."""
    deck, hand = ("rd", "hq") if seat == s.corp else ("stack", "grip")
    drawn: list[str] = []
    for _ in range(count):
        if not s.zone(deck):
            if seat == s.corp:
                if drawn:
                    secret(s, seat, "nr.pv.drew", cards=drawn)
                event(s, "nr.ev.rd_empty")
                finish(s, s.runner, "rd_empty")
                return False
            break
        iid = s.zone(deck).pop()
        s.zone(hand).append(iid)
        drawn.append(s.inst(iid).card)
    if drawn:
        secret(s, seat, "nr.pv.drew", cards=drawn)
        event(s, "nr.ev.drew", who=seat, n=len(drawn))
    return True


def trash(s: NrState, iid: int, *, by_runner: bool = False) -> None:
    """Trash a card: Corp cards to Archives (face up if they were seen), Runner cards to the heap."""
    inst = s.inst(iid)
    card = s.card(iid)
    public = inst.face_up or by_runner or s.where(iid) in ("rig", "heap")
    for hosted in list(inst.attached):
        trash(s, hosted)
    inst.counters, inst.markers = {}, []
    if card.side == "corp":
        to_archives(s, iid, face_up=public)
    else:
        s.table.move(iid, "heap")
        inst.face_up = True
    if s.run is not None and iid in s.run.mayfly:
        s.run.mayfly.remove(iid)
    s.hosts.pop(str(iid), None)
    for program, host_ice in list(s.hosts.items()):  # a program hosted on ice that leaves is trashed
        if host_ice == iid and int(program) in s.zone("rig"):
            trash(s, int(program))
    if public:
        event(s, "nr.ev.trashed", card=inst.card)
    else:
        event(s, "nr.ev.trashed_hidden")


def to_archives(s: NrState, iid: int, *, face_up: bool) -> None:
    """A Corp card goes to Archives. Face down it is "a card" there to the Runner even if the Runner saw it before
    (accessed in a root and left): Archives' face-down cards are the Corp's alone until a breach turns them up."""
    s.table.move(iid, "archives")
    s.inst(iid).face_up = face_up
    if not face_up:
        for seen in s.table.known:
            if iid in seen:
                seen.remove(iid)


def forget_from(s: NrState, zone: str) -> None:
    """A card leaves `zone` (HQ, Archives) face down for somewhere else: the Runner cannot tell which of the
    face-down cards it saw there went, so it no longer knows where any of them is (forgetting only the one
    that went would tell it)."""
    there = {i for i in s.zone(zone) if not s.inst(i).face_up}
    for seen in s.table.known:
        seen[:] = [i for i in seen if i not in there]


def damage(s: NrState, amount: int, kind: str = "net") -> list[int]:
    """Net or meat damage: that many random cards of the grip trashed at once; more than the grip holds
    flatlines the Runner (the Corp wins)."""
    grip = s.zone("grip")
    rng = rng_of(s)
    hit = [grip[i] for i in sorted(_sample(rng, len(grip), min(amount, len(grip))))]
    keep(s, rng)
    for iid in hit:
        s.table.move(iid, "heap")
        s.inst(iid).face_up = True
    event(s, "nr.ev.damage", kind=kind, n=amount, cards=[s.inst(i).card for i in hit])
    if amount > len(hit):
        event(s, "nr.ev.flatline")
        finish(s, s.corp, "flatline")
    return hit


def _sample(rng: GameRng, population: int, k: int) -> list[int]:
    pool = list(range(population))
    rng.shuffle(pool)
    return pool[:k]


def threat_level(s: NrState) -> int:
    """The most agenda points either player has in their score area ("Threat N": at least N)."""
    return max(s.points(s.corp), s.points(s.runner))


def purge_viruses(s: NrState) -> None:
    """Every virus counter leaves the table."""
    removed = 0
    for card in s.table.cards.values():
        removed += card.counters.pop("virus", 0)
    event(s, "nr.ev.purged", n=removed)


def give_tags(s: NrState, n: int) -> None:
    s.tags += n
    event(s, "nr.ev.tagged", n=n, total=s.tags)
    if n > 0:
        from bot.games.netrunner import abilities  # the watchers of tags taken (abilities builds on these rules)

        abilities.tags_taken(s)


def shuffle(s: NrState, zone: str) -> None:
    rng = rng_of(s)
    rng.shuffle(s.zone(zone))
    keep(s, rng)


# --- rezzing, scoring, stealing ------------------------------------------------------------------------------------
def rez(s: NrState, iid: int, *, free: bool = False) -> None:
    card = s.card(iid)
    if s.inst(iid).face_up:
        raise Illegal("nr.err.rezzed")
    if card.unique and any(s.inst(i).card == card.id and s.rezzed(i) for i in s.installed_corp()):
        raise Illegal("nr.err.unique_rezzed")  # face down, any number may be installed; one may be active
    if not free:
        surcharge = s.run.surcharge if s.run is not None and card.is_ice else 0
        pay(s, s.corp, card.printed_cost + surcharge)
    s.inst(iid).face_up = True
    event(s, "nr.ev.rezzed", card=card.id, server=s.server_of(iid), free=free)
    from bot.games.netrunner import abilities  # the card's own "when rezzed" (abilities builds on these rules)

    abilities.rezzed(s, iid)


def derez(s: NrState, iid: int) -> None:
    """A rezzed card turns face down again (it stays installed; the Runner remembers what it is)."""
    s.inst(iid).face_up = False
    s.table.look(s.runner, iid)
    event(s, "nr.ev.derezzed", card=s.inst(iid).card)


def remove_from_game(s: NrState, iid: int) -> None:
    """A card leaves the game for good: face up in the zone of removed cards."""
    if "removed" not in s.table.zones:
        s.table.add_zone("removed", None, "all")
    inst = s.inst(iid)
    inst.counters, inst.face_up = {}, True
    s.table.move(iid, "removed")
    event(s, "nr.ev.removed", card=inst.card)


def rez_cost(s: NrState, iid: int) -> int:
    card = s.card(iid)
    surcharge = s.run.surcharge if s.run is not None and card.is_ice else 0
    return card.printed_cost + surcharge


def to_score_area(s: NrState, iid: int, seat: int) -> None:
    inst = s.inst(iid)
    inst.counters, inst.face_up = {}, True
    s.table.move(iid, f"score{seat}")
