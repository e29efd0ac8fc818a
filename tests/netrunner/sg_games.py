"""Games with every System Gateway card in play: the booster lists with two of each card written for the rest of
the set, and an identity of the set for each side (for the computer's and the random player's tests)."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.errors import IllegalAction
from bot.engine.rng import GameRng
from bot.games.netrunner import computer, game, rules
from bot.games.netrunner.cards import CARDS, DECKS, PLAYABLE, playable_cards
from bot.games.netrunner.state import NrState
from bot.games.netrunner.view import view

BOOSTER = {"corp": "booster-corp", "runner": "booster-runner"}
SG_KEYS = ("hb-sg", "jinteki-sg", "nbn-sg", "weyland-sg", "anarch-sg", "criminal-sg", "shaper-sg")
SG_DECKS = {key: dict(DECKS[key].cards) for key in SG_KEYS}  # the shipped System Gateway constructed decks
IDENTITIES = {"corp": ["haas-bioroid-precision-design", "jinteki-restoring-humanity", "nbn-reality-plus",
                       "weyland-consortium-built-to-last"],
              "runner": ["rene-loup-arcemont", "zahya-sadeghi", "tao-salonga"]}


def sg_cards(side: str) -> list[str]:
    """The set's cards of `side` beyond the booster lists, two each (one of a card limited to one)."""
    shipped = set(DECKS[BOOSTER[side]].cards)
    out: list[str] = []
    for card in PLAYABLE.values():
        if card.side == side and card.type != "identity" and card.id not in shipped and 30001 <= card.code <= 30077:
            out += [card.id] * min(2, card.deck_limit)
    return out


def sg_game(seed: int) -> NrState:
    """A booster game whose decks hold the whole set (seat `seed % 2` plays the Corp)."""
    s = game.new_game(seed, 0.0, step="booster", corp=seed % 2)
    for side, deck_zone, hand in (("corp", "rd", "hq"), ("runner", "stack", "grip")):
        seat = s.corp if side == "corp" else s.runner
        for iid in list(s.zone(hand)):
            s.table.move(iid, deck_zone)
        for card in sg_cards(side):
            s.table.create(card, seat, deck_zone)
        rules.shuffle(s, deck_zone)
        s.identities[seat] = IDENTITIES[side][seed % len(IDENTITIES[side])]
        rules.draw(s, seat, 5)
    assert len(s.zone("rd")) + len(s.zone("hq")) == len(playable_cards(DECKS["booster-corp"])) + len(sg_cards("corp"))
    assert all(CARDS[c].side == "corp" for c in sg_cards("corp"))
    return s


ELEVATION = range(35001, 35083)  # the set's codes


def elevation_cards(side: str) -> list[str]:
    """The Elevation cards of `side` playable now, identities aside, two of each."""
    return [c.id for c in PLAYABLE.values() for _ in range(2)
            if c.code in ELEVATION and c.side == side and c.type != "identity"]


def elevation_identities(side: str) -> list[str]:
    return sorted(c.id for c in PLAYABLE.values() if c.code in ELEVATION and c.side == side and c.type == "identity")


def elevation_game(seed: int, side: str) -> NrState:
    """A whole-set game (`sg_game`) whose `side` deck also holds that side's Elevation cards playable now, with an
    Elevation identity of that side when one is playable."""
    s = sg_game(seed)
    seat, deck_zone = (s.corp, "rd") if side == "corp" else (s.runner, "stack")
    for card in elevation_cards(side):
        s.table.create(card, seat, deck_zone)
    rules.shuffle(s, deck_zone)
    identities = elevation_identities(side)
    if identities:
        s.identities[seat] = identities[seed % len(identities)]
    return s


def shipped_game(seed: int, corp_deck: str, runner_deck: str) -> NrState:
    """A game (played to 7) dealt from two shipped decks, seat `seed % 2` the Corp."""
    s = game.new_game(seed, 0.0, step="booster", corp=seed % 2)
    for key, deck_zone, hand in ((corp_deck, "rd", "hq"), (runner_deck, "stack", "grip")):
        seat = s.corp if deck_zone == "rd" else s.runner
        for iid in [*s.zone(hand), *s.zone(deck_zone)]:
            del s.table.cards[iid]
        s.zone(hand).clear()
        s.zone(deck_zone).clear()
        for card, n in DECKS[key].cards.items():
            if CARDS[card].type == "identity":
                s.identities[seat] = card
                continue
            for _ in range(n):
                s.table.create(card, seat, deck_zone)
        rules.shuffle(s, deck_zone)
        rules.draw(s, seat, 5)
    return s


def deck_game(seed: int) -> NrState:
    """A game of two of the shipped System Gateway constructed decks, picked by the seed, played to 7."""
    corp = [k for k, d in SG_DECKS.items() if CARDS[next(iter(d))].side == "corp"]
    runner = [k for k in SG_DECKS if k not in corp]
    return shipped_game(seed, corp[seed % len(corp)], runner[seed % len(runner)])


def play_out(seed: int, smart_side: str | None, limit: int = 4000, *, decks: bool = False,
             start: Callable[[int], NrState] | None = None, salt: tuple[int, int] = (7, 3),
             watch: Callable[[NrState, int], None] | None = None) -> tuple[NrState, int]:
    """The computer on `smart_side` (None: both random) against a random player; its refused moves counted. The
    decks: the booster lists with the rest of the set, (`decks`) two of the constructed decks, or `start`'s game;
    `watch` sees the state after each of the computer's moves."""
    s = start(seed) if start is not None else deck_game(seed) if decks else sg_game(seed)
    rng = GameRng(seed * salt[0] + salt[1])
    refused = 0
    for _ in range(limit):
        if s.is_over():
            break
        seat = min(game.awaited(s))
        smart = smart_side is not None and s.side(seat) == smart_side
        move = computer.decide(view(s, seat), seat) if smart else computer.random_move(s, seat, rng)
        assert move is not None
        try:
            s = game.apply(s, seat, *move)
        except IllegalAction:
            refused += 1
            s = game.apply(s, seat, "concede")
        if smart and watch is not None:
            watch(s, seat)
    return s, refused
