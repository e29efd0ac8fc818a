"""The Welcome to Night City pool as data: 151 cards (140 of the set, 10 exclusive to the retail starters, the Rebecca
promo), the official errata, and the cards the engine does not play yet (`pool.PENDING`) kept out of every deck."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.cards.decks import DeckList
from bot.engine.rng import GameRng
from bot.games.cyberpunk import computer, game
from bot.games.cyberpunk.abilities import CARDS as DEFINITIONS
from bot.games.cyberpunk.cards import CARDS, DECK_FORMAT, DECKS, deck_problem
from bot.games.cyberpunk.kind import card_name  # the kind registers the game's text
from bot.games.cyberpunk.pool import PENDING
from bot.games.cyberpunk.view import view as view_of
from bot.i18n.catalogue import t

STARTER_EXCLUSIVE = {"v-corporate-exile", "viktor-vektor", "jackie-welles", "dexter-deshawn", "mt0d12-flathead",
                     "goro-hands-unclean", "yorinobu-arasaka", "saburo-arasaka", "minotaur", "goro-losing-his-way"}


def test_the_pool_counts() -> None:
    assert len(CARDS) == 151
    numbered = {c.number for c in CARDS.values() if c.number.isdigit()}
    assert numbered == {str(n) for n in range(1, 141)}  # the set's collector numbers, each once
    assert {c.id for c in CARDS.values() if c.number.startswith(("HEI", "EBP"))} == STARTER_EXCLUSIVE
    assert [c.id for c in CARDS.values() if c.number == "PROMO"] == ["rebecca-having-a-moment"]
    set_cards = [c for c in CARDS.values() if c.number.isdigit()]
    assert Counter(c.colour for c in set_cards) == {"red": 35, "yellow": 35, "green": 35, "blue": 35}
    assert Counter(c.type for c in CARDS.values()) == {"legend": 27, "unit": 73, "gear": 17, "program": 34}


def test_the_errata() -> None:
    assert not CARDS["johnny-never-stop-fighting"].sell  # the beta printing's sell tag was an error
    from tests.cyberpunk.build import add, blank
    s = blank()
    rival_unit = add(s, 1, "field", "psycho-squad")
    face_down = add(s, 0, "legends", "viktor-vektor")
    face_up = add(s, 0, "legends", "jackie-welles", up=True)
    own = add(s, 0, "field", "psycho-squad")
    assert game.hosts(s, 0) == [own, face_up]  # Kiroshi Optics and every Gear: a friendly Unit or face-up Legend
    assert rival_unit not in game.hosts(s, 0) and face_down not in game.hosts(s, 0)


def test_pending_names_only_pool_cards_and_they_are_played_nowhere() -> None:
    assert PENDING <= set(CARDS)
    for key, deck in DECKS.items():
        assert not set(deck.cards) & PENDING, key
    for card in PENDING:
        assert card not in DEFINITIONS, card


def test_a_deck_with_a_pending_card_is_refused_by_name() -> None:
    if not PENDING:
        return
    card = sorted(PENDING)[0]
    heist = {**DECKS["heist"].cards, "psycho-squad": 1, card: 1}
    assert deck_problem(heist) == ("cp.deck.pending", {"card": card})
    for locale in ("en", "tr", "ru"):
        message = t("cp.deck.pending", locale, card=card_name(card))
        assert CARDS[card].full_name in message and "{" not in message
    assert DECK_FORMAT.labels[card]["en"] == CARDS[card].full_name  # /deck import names it in the refusal


def _random_deck(rng: random.Random, key: str) -> DeckList:
    """A legal 40-card deck of two colours, drawn from every card the engine plays."""
    cards = [c for c in CARDS.values() if c.id not in PENDING]
    while True:
        colours = rng.sample(["red", "yellow", "green", "blue"], 2)
        legends = [c for c in cards if c.is_legend and c.colour in colours]
        rng.shuffle(legends)
        picked = list({c.name: c for c in legends}.values())[:3]
        if len(picked) < 3:
            continue
        ram: Counter[str] = Counter()
        for legend in picked:
            ram[legend.colour] += legend.ram
        main = [c for c in cards if not c.is_legend and c.ram <= ram[c.colour]]
        deck = {c.id: 1 for c in picked}
        while sum(deck.values()) < 43:
            card = rng.choice(main)
            deck[card.id] = min(3, deck.get(card.id, 0) + 1)
        if deck_problem(deck) is None:
            return DeckList(id=key, name={"en": key}, cards=deck)


@pytest.mark.parametrize("seed", range(4))
def test_the_computer_plays_decks_of_the_whole_playable_pool(seed: int) -> None:
    """Random legal decks of the playable pool: the computer (against a random player, or itself) never makes a
    move the rules refuse, and the game ends."""
    rng = random.Random(seed)
    s = game.new_game(seed, 0.0, custom=((_random_deck(rng, "a"),), (_random_deck(rng, "b"),)), decks=("a", "b"))
    smart = {0: seed % 2 == 0 or seed == 3, 1: seed % 2 == 1 or seed == 3}
    moves = GameRng(seed)
    for _ in range(6000):
        if s.is_over():
            break
        seat = min(game.awaited(s))
        seen = view_of(s, seat)
        move = computer.decide(seen, seat) if smart[seat] else computer.random_move(seen, seat, moves)
        assert move is not None
        s = game.apply(s, seat, *move)  # a refused move raises
    assert s.is_over()
