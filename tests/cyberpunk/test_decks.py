"""The deck rules (3 Legends with distinct names, 40-50 other cards, 3 copies of a name and subtitle, RAM by
colour), the shipped lists, and a player's own deck imported with /deck and played."""

from __future__ import annotations

import pytest

from bot.cards.decklists import parse
from bot.games.cyberpunk.cards import CARDS, DECK_FORMAT, DECKS, SHIPPED, deck_problem, legends_of, main_of
from bot.harness import Harness
from tests.cyberpunk.helpers import press, private_view, run_game, state_of

HEIST = dict(DECKS["heist"].cards)


def test_the_shipped_lists() -> None:
    for key in ("heist", "power"):
        deck = DECKS[key]
        assert len(legends_of(deck)) == 3 and len(main_of(deck)) == 40 and deck_problem(dict(deck.cards)) is None
    for key in ("heist-demo", "power-demo"):
        deck = DECKS[key]
        assert len(main_of(deck)) == 27 and deck_problem(dict(deck.cards), demo=True) is None
        assert set(deck.cards) <= set(DECKS[key.removesuffix("-demo")].cards)
    heist, power = DECKS["heist"], DECKS["power"]
    assert len(set(heist.cards) | set(power.cards)) == 40 and len(CARDS) == 151  # the retail decks; the whole pool
    assert sum(1 for c in main_of(heist) if CARDS[c].sell) == 22
    assert sum(1 for c in main_of(power) if CARDS[c].sell) == 20


@pytest.mark.parametrize(("change", "key"), [
    ({"viktor-vektor": 0}, "cp.deck.legends"),
    ({"goro-hands-unclean": 1, "viktor-vektor": 0}, "cp.deck.ram_yellow"),
    ({"psycho-squad": 4}, "cp.deck.copies"),
    ({"psycho-squad": 0, "delamain-cab": 0, "evelyn-parker": 0}, "cp.deck.size"),
    ({"sandevistan": 1}, "cp.deck.ram_green"),
])
def test_each_deck_rule(change: dict[str, int], key: str) -> None:
    cards = {**HEIST, **change}
    cards = {c: n for c, n in cards.items() if n}
    problem = deck_problem(cards)
    assert problem is not None and problem[0] == key, problem


def test_two_legends_may_not_share_a_name() -> None:
    from bot.games.cyberpunk import cards as module
    twin = module.CpCard(id="goro-twin", name="Goro Takemura", subtitle="Other", type="legend", colour="green",
                         cost=None, power=0, ram=2, sell=True, tags=["ARASAKA"])
    module.CARDS["goro-twin"] = twin
    try:
        power = {**DECKS["power"].cards, "saburo-arasaka": 0, "goro-twin": 1}
        problem = deck_problem({c: n for c, n in power.items() if n})
        assert problem is not None and problem[0] == "cp.deck.legend_names"
    finally:
        del module.CARDS["goro-twin"]


def test_a_list_names_cards_by_full_or_unique_name() -> None:
    text = "\n".join(f"{n} {CARDS[c].full_name}" for c, n in HEIST.items())
    cards, problems = parse(text.replace("V — Corporate Exile", "V Corporate Exile"), DECK_FORMAT)
    assert not problems and cards == HEIST
    _, problems = parse("3 Goro Takemura", DECK_FORMAT)  # two cards have that name
    assert problems and problems[0][0] == "deck.err.unknown"


async def test_an_own_deck_is_offered_and_played(h: Harness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    text = "\n".join(f"{n} {CARDS[c].full_name}" for c, n in {**HEIST, "floor-it": 2, "reboot-optics": 3}.items())
    opened = await h.slash(alice, "deck import", game="cyberpunk", name="Quickhacks")
    saved = h.reply(await h.submit(alice, opened, {"list": text})).text()
    assert "Quickhacks" in saved
    board = h.reply(await h.slash(alice, "cyberpunk new", quick=True))
    await h.click(bob, "Join", message=board)
    view = await private_view(h, alice, board)
    own = next(c for c in view.all_components() if c.get("type") == 3 and c["custom_id"].split(":")[3] == "deck")
    assert [o["label"] for o in own["options"]] == ["Quickhacks"]
    await h.select(alice, [own["options"][0]["value"]], message=view, custom_id=own["custom_id"])
    await press(h, bob, await private_view(h, bob, board), "deck", "power")
    state = await state_of(h)
    assert len(state.zone("deck", 0)) == 40  # an own deck is played whole, even in a quick game
    assert "“Quickhacks” (own deck)" in board.text()
    # a few turns of play with it (whole games are played in test_e2e; this one needs only the own deck in use)
    state = await run_game(h, board, {0: alice, 1: bob}, until=lambda s: s.turn_no >= 4)
    assert state.turn_no >= 4 and len(state.zone("deck", 0)) < 40


async def test_the_new_command_offers_every_shipped_deck_in_three_languages(h: Harness) -> None:
    command = next(c for c in h.fake.commands["global"] if c["name"] == "cyberpunk")
    new = next(o for o in command["options"] if o["name"] == "new")
    deck = next(o for o in new["options"] if o["name"] == "deck")
    assert [c["value"] for c in deck["choices"]] == [*SHIPPED, "random"]
    for choice in deck["choices"][:-1]:
        english = DECKS[choice["value"]].name["en"]
        assert choice["name"].startswith(english)
        assert {loc: choice["name_localizations"][loc].startswith(english) for loc in ("tr", "ru")} == {
            "tr": True, "ru": True}
        assert choice["name_localizations"]["tr"] != choice["name"] != choice["name_localizations"]["ru"]
    alice = h.user("alice")
    h.reply(await h.slash(alice, "cyberpunk new", computer=True, deck="convoy"))
    assert (await state_of(h)).deck_choice[0] == "convoy"  # a designed deck, straight from the command


async def test_a_forged_deck_value_is_refused_and_opens_nothing(h: Harness) -> None:
    alice = h.user("alice")
    shown = h.reply(await h.slash(alice, "cyberpunk new", computer=True, deck="heist-demo")).text()
    assert "does not accept" in shown  # a demo list (or any other value) is no choice of the command
    assert h.bot is not None and await h.bot.games_store.get(1) is None
