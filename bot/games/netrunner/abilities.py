"""What the cards of the starter decks and the booster step do: operations and events as they are played,
agendas as they are scored or stolen, click abilities, "when your turn begins", subroutines, and the
run's hooks (encounter, approaching the server, success, its end). Questions go to a player as a
`Prompt`; `answer` carries each on."""

from __future__ import annotations

from bot.cards.questions import Question as Prompt
from bot.engine.errors import IllegalAction as Illegal
from bot.games.netrunner import rules
from bot.games.netrunner.rules import event
from bot.games.netrunner.state import CENTRALS, NrState

SKIP = "skip"
RUN_EVENTS = {"jailbreak": ("hq", "rd"), "overclock": None, "tread-lightly": None}


def ask(s: NrState, seat: int, kind: str, options: list[str], *, least: int = 1, most: int = 1,
        **params: object) -> None:
    s.prompt = Prompt(seat=seat, kind=kind, options=options, least=least, most=most, params=dict(params))


# --- turns ----------------------------------------------------------------------------------------------------------
def turn_begins(s: NrState, seat: int) -> None:
    if seat == s.corp:
        for srv in s.servers():
            for iid in list(s.root(srv)):
                if s.inst(iid).card == "nico-campaign" and s.rezzed(iid):
                    _take_hosted(s, iid, 3, s.corp)
                    if s.counters(iid, "credits") == 0:  # emptied: trashed, and the Corp draws 1
                        rules.trash(s, iid)
                        if not rules.draw(s, s.corp):
                            return
    else:
        for iid in s.rig_has("smartware-distributor"):
            _take_hosted(s, iid, 1, s.runner)


def _take_hosted(s: NrState, iid: int, amount: int, seat: int) -> int:
    counters = s.inst(iid).counters
    taken = min(amount, counters.get("credits", 0))
    counters["credits"] = counters.get("credits", 0) - taken
    rules.gain(s, seat, taken)
    if taken:
        event(s, "nr.ev.took", card=s.inst(iid).card, n=taken, left=counters["credits"])
    return taken


# --- the Corp's cards -----------------------------------------------------------------------------------------------
def check_operation(s: NrState, card: str) -> None:
    if card == "public-trail" and not s.success_last_turn:
        raise Illegal("nr.err.public_trail")
    if card == "retribution" and s.tags < 1:
        raise Illegal("nr.err.not_tagged")
    if card == "seamless-launch" and not seamless_targets(s):
        raise Illegal("nr.err.no_target")


def seamless_targets(s: NrState) -> list[int]:
    return [i for i in s.installed_corp() if i not in s.installed_this_turn]


def play_operation(s: NrState, iid: int) -> None:
    card = s.inst(iid).card
    if card == "hedge-fund":
        rules.gain(s, s.corp, 9)
    elif card == "government-subsidy":
        rules.gain(s, s.corp, 15)
    elif card == "seamless-launch":
        ask(s, s.corp, "seamless", [str(i) for i in seamless_targets(s)])
    elif card == "predictive-planogram":
        options = ["credits", "cards"] + (["both"] if s.tags else [])
        ask(s, s.corp, "planogram", options)
    elif card == "public-trail":
        if s.spendable(s.runner) >= 8:
            ask(s, s.runner, "public_trail", ["pay", "tag"])
        else:
            rules.give_tags(s, 1)
    elif card == "retribution":
        targets = s.rig("program") + s.rig("hardware")
        if targets:
            ask(s, s.corp, "retribution", [str(i) for i in targets])


def corp_click_ability(s: NrState, iid: int) -> None:
    if s.inst(iid).card != "regolith-mining-license" or not s.rezzed(iid) or s.server_of(iid) is None:
        raise Illegal("nr.err.no_ability")
    rules.spend_clicks(s, s.corp)
    _take_hosted(s, iid, 3, s.corp)
    if s.counters(iid, "credits") == 0:
        rules.trash(s, iid)


def scored(s: NrState, iid: int) -> None:
    card = s.inst(iid).card
    if card == "offworld-office":
        rules.gain(s, s.corp, 7)
    elif card == "send-a-message":
        _send_a_message(s)
    elif card == "superconducting-hub":
        ask(s, s.corp, "hub", ["draw", SKIP])
    elif card == "orbital-superiority":
        if s.tags:
            rules.damage(s, 4, "meat")
        else:
            rules.give_tags(s, 1)


def stolen(s: NrState, iid: int) -> None:
    if s.inst(iid).card == "send-a-message":
        _send_a_message(s)


def _send_a_message(s: NrState) -> None:
    ice = [i for srv in s.servers() for i in s.ice(srv) if not s.rezzed(i)]
    if ice:
        ask(s, s.corp, "free_rez", [str(i) for i in ice] + [SKIP])


# --- the Runner's cards ---------------------------------------------------------------------------------------------
def check_event(s: NrState, card: str, server: str) -> None:
    if card in RUN_EVENTS:
        allowed = RUN_EVENTS[card] or tuple(s.servers())
        if server not in allowed:
            raise Illegal("nr.err.no_server")


def play_event(s: NrState, iid: int, server: str) -> None:
    from bot.games.netrunner.game import start_run

    card = s.inst(iid).card
    if card == "sure-gamble":
        rules.gain(s, s.runner, 9)
    elif card == "creative-commission":
        rules.gain(s, s.runner, 5)
        rules.lose_click(s)
    elif card == "vrcation":
        rules.draw(s, s.runner, 4)
        rules.lose_click(s)
    elif card == "jailbreak":
        start_run(s, server, source="jailbreak", extra_access=1)
    elif card == "overclock":
        start_run(s, server, source="overclock", credits=5)
    elif card == "tread-lightly":
        start_run(s, server, source="tread-lightly", surcharge=3)
    elif card == "wildcat-strike":
        ask(s, s.corp, "wildcat", ["credits", "cards"])
    elif card == "mutual-favor":  # asked even with no icebreaker in the stack, which nobody may know
        found = sorted({s.inst(i).card for i in s.zone("stack") if s.card(i).breaker is not None})
        ask(s, s.runner, "mutual_favor", [*found, SKIP])


def runner_installed(s: NrState, iid: int) -> None:
    card = s.inst(iid).card
    if card == "red-team":
        s.inst(iid).counters["credits"] = 12
    elif card == "telework-contract":
        s.inst(iid).counters["credits"] = 9


def runner_click_ability(s: NrState, iid: int, server: str) -> None:
    from bot.games.netrunner.game import start_run

    card = s.inst(iid).card
    if card == "smartware-distributor":
        rules.spend_clicks(s, s.runner)
        s.inst(iid).counters["credits"] = s.counters(iid, "credits") + 3
        event(s, "nr.ev.placed", card=card, n=3)
    elif card == "telework-contract":
        mark = f"telework:{iid}"
        if mark in s.used_this_turn:
            raise Illegal("nr.err.once_per_turn")
        rules.spend_clicks(s, s.runner)
        s.used_this_turn.append(mark)
        _take_hosted(s, iid, 3, s.runner)
        if s.counters(iid, "credits") == 0:
            rules.trash(s, iid)
    elif card == "pennyshaver":
        rules.spend_clicks(s, s.runner)
        s.inst(iid).counters["credits"] = s.counters(iid, "credits") + 1
        _take_hosted(s, iid, s.counters(iid, "credits"), s.runner)
    elif card == "red-team":
        if server not in red_team_targets(s):
            raise Illegal("nr.err.no_server")
        rules.spend_clicks(s, s.runner)
        start_run(s, server, source=f"red-team:{iid}")
    elif card == "conduit":
        rules.spend_clicks(s, s.runner)
        start_run(s, "rd", source="conduit")
    else:
        raise Illegal("nr.err.no_ability")


def red_team_targets(s: NrState) -> list[str]:
    return [srv for srv in CENTRALS if srv not in s.runs_this_turn]


# --- the run's hooks -----------------------------------------------------------------------------------------------
def encountered(s: NrState, ice: int) -> None:
    if s.inst(ice).card == "funhouse":
        ask(s, s.runner, "funhouse", ["tag", "end"])


def fire(s: NrState, ice: int, sub: str) -> None:
    """An unbroken subroutine resolves."""
    r = s.run
    assert r is not None
    event(s, "nr.ev.sub", ice=s.inst(ice).card, sub=sub)
    if sub == "etr":
        end_the_run(s)
    elif sub == "bran_install":  # asked even with no ice in HQ or Archives, which the Runner may not know
        options = [i for i in (*s.zone("hq"), *s.zone("archives")) if s.card(i).is_ice]
        ask(s, s.corp, "bran", [*(str(i) for i in options), SKIP], ice=ice)
    elif sub == "diviner":
        hit = rules.damage(s, 1)
        if hit and s.card(hit[0]).printed_cost % 2 == 1 and s.phase != "over":
            end_the_run(s)
    elif sub == "lose3":
        rules.lose(s, s.runner, 3)
        event(s, "nr.ev.lost_credits", n=3)
    elif sub == "etr_if_poor":
        if s.credits[s.runner] <= 6:
            end_the_run(s)
    elif sub == "net2_jack":
        rules.damage(s, 2)
        if s.phase != "over":
            ask(s, s.runner, "jack", ["jack_out", "stay"])
    elif sub == "net2":
        rules.damage(s, 2)
    elif sub == "net1":
        rules.damage(s, 1)
    elif sub == "gain1":
        rules.gain(s, s.corp, 1)
        event(s, "nr.ev.corp_gained", n=1)
    elif sub == "tag_unless_4":
        if s.spendable(s.runner) >= 4:
            ask(s, s.runner, "pay_or_tag", ["pay", "tag"], cost=4)
        else:
            rules.give_tags(s, 1)


def end_the_run(s: NrState) -> None:
    r = s.run
    if r is not None and not r.ended:
        r.ended = True
        event(s, "nr.ev.run_ended")


def approach_server(s: NrState) -> None:
    r = s.run
    assert r is not None
    if any(s.inst(i).card == "manegarm-skunkworks" and s.rezzed(i) for i in s.root(r.server)):
        options = (["clicks"] if s.clicks >= 2 else []) + (["pay"] if s.spendable(s.runner) >= 5 else []) + ["end"]
        ask(s, s.runner, "manegarm", options)


def successful_run(s: NrState) -> None:
    r = s.run
    assert r is not None
    for iid in s.rig_has("pennyshaver"):
        s.inst(iid).counters["credits"] = s.counters(iid, "credits") + 1
    if r.source == "jailbreak":
        rules.draw(s, s.runner)
    if r.source.startswith("red-team:"):
        team = int(r.source.split(":")[1])
        if team in s.zone("rig"):
            _take_hosted(s, team, 3, s.runner)
            if s.counters(team, "credits") == 0:
                rules.trash(s, team)


def urtica(s: NrState, iid: int) -> None:
    rules.damage(s, 2 + s.counters(iid, "adv"))


def run_ends(s: NrState) -> None:
    r = s.run
    assert r is not None
    amaze = any(s.inst(i).card == "amaze-amusements" and s.rezzed(i) for i in s.root(r.server)) or r.amaze
    if amaze and r.stolen:
        rules.give_tags(s, 2)
    if r.successful and not r.ended:
        for iid in s.rig_has("conduit") if r.server == "rd" else []:
            s.inst(iid).counters["virus"] = s.counters(iid, "virus") + 1
        for iid in s.rig_has("leech") if r.server in CENTRALS else []:
            s.inst(iid).counters["virus"] = s.counters(iid, "virus") + 1


# --- answers -------------------------------------------------------------------------------------------------------
def answer(s: NrState, seat: int, prompt: Prompt, values: list[str]) -> None:  # noqa: C901  (one of the worst offenders: to be split, issue 26)
    choice = values[0] if values else ""
    kind = prompt.kind
    r = s.run
    if kind == "seamless":
        iid = int(choice)
        s.inst(iid).counters["adv"] = s.counters(iid, "adv") + 2
        event(s, "nr.ev.advanced", server=s.server_of(iid), n=s.counters(iid, "adv"))
    elif kind == "planogram":
        if choice in ("credits", "both"):
            rules.gain(s, s.corp, 3)
        if choice in ("cards", "both"):
            rules.draw(s, s.corp, 3)
        event(s, "nr.ev.planogram", choice=choice)
    elif kind == "public_trail":
        _pay_or_tag(s, choice, 8)
    elif kind == "pay_or_tag":
        _pay_or_tag(s, choice, int(prompt.params.get("cost", 4)))
    elif kind == "retribution":
        rules.trash(s, int(choice))
    elif kind == "hub":
        if choice == "draw":
            rules.draw(s, s.corp, 2)
    elif kind == "free_rez":
        if choice != SKIP:
            rules.rez(s, int(choice), free=True)
    elif kind == "wildcat":
        if choice == "credits":
            rules.gain(s, s.runner, 6)
        else:
            rules.draw(s, s.runner, 4)
        event(s, "nr.ev.wildcat", choice=choice)
    elif kind == "mutual_favor":
        _mutual_favor(s, choice)
    elif kind == "mutual_install":
        from bot.games.netrunner.game import runner_install

        found = int(prompt.params["card"])
        if choice == "install":
            runner_install(s, found)
    elif kind == "funhouse":
        if choice == "tag":
            rules.give_tags(s, 1)
        else:
            end_the_run(s)
    elif kind == "bran":
        if choice != SKIP and r is not None:
            iid = int(choice)
            ice_zone = s.table.zones[f"ice:{r.server}"].cards
            origin = s.where(iid)
            if origin is not None:
                rules.forget_from(s, origin)
            s.table.detach(iid)
            ice_zone.insert(r.pos, iid)
            s.inst(iid).face_up, s.inst(iid).counters = False, {}
            r.pos += 1  # the encountered ice is one further out now
            event(s, "nr.ev.bran_installed", server=r.server)
    elif kind == "jack":
        if choice == "jack_out" and r is not None:
            r.ended = True
            event(s, "nr.ev.jacked_out")
    elif kind == "manegarm":
        if choice == "clicks":
            s.clicks -= 2
        elif choice == "pay":
            rules.pay(s, s.runner, 5)
        else:
            end_the_run(s)
        event(s, "nr.ev.manegarm", choice=choice)


def _pay_or_tag(s: NrState, choice: str, cost: int) -> None:
    if choice == "pay":
        rules.pay(s, s.runner, cost)
        event(s, "nr.ev.paid_off", n=cost)
    else:
        rules.give_tags(s, 1)


def _mutual_favor(s: NrState, choice: str) -> None:
    """The Runner takes the chosen icebreaker (named by card: the stack's order stays unknown) from the stack."""
    iid = next((i for i in s.zone("stack") if s.inst(i).card == choice), None) if choice != SKIP else None
    if iid is not None:
        s.table.move(iid, "grip")
        s.inst(iid).face_up = False
        event(s, "nr.ev.searched", card=s.inst(iid).card)
    rules.shuffle(s, "stack")
    if iid is not None and s.success_this_turn:
        from bot.games.netrunner.game import runner_install

        try:  # offered only when it can be installed (memory, credits)
            runner_install(s.clone(), iid)
        except Illegal:
            return
        ask(s, s.runner, "mutual_install", ["install", SKIP], card=iid)
