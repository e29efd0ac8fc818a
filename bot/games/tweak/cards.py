"""The 72 cards of TWEAK!: 54 number cards in six colours, 17 [T!] cards and the blue 7.

Each colour holds two 1s, two 2s, two 3s, one 4, one 5 and one 6. House defaults (the rules file
marks them so): the backs of a colour's cards, in that order, show the targets 7, 8, 9, 10, 7, 8, 9,
10, 8; a red card scores 2 points, any other colour 1, a [T!] card 2. Both are options of a game.
"""

from __future__ import annotations

from dataclasses import dataclass

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple")
VALUES = (1, 1, 2, 2, 3, 3, 4, 5, 6)
TARGETS = (7, 8, 9, 10, 7, 8, 9, 10, 8)
TWEAK_KINDS = {"thief": 5, "joker": 5, "change": 5, "bomb": 2}
BLUE_SEVEN = "blue7"
RED_POINTS = 2
OTHER_POINTS = 1
TWEAK_POINTS = 2
DEFAULT_TARGET_SCORE = {2: 50, 3: 40, 4: 35, 5: 30, 6: 25}
DEFAULT_POINTS = (RED_POINTS, OTHER_POINTS, TWEAK_POINTS)  # red card, other colour, [T!] card
MAX_POINTS = 5
BACKS = ("house", "shuffled")  # house: TARGETS per colour; shuffled: a colour's nine backs dealt anew each hand


@dataclass(frozen=True)
class NumberCard:
    id: str
    colour: str
    value: int
    target: int


NUMBER_CARDS: dict[str, NumberCard] = {
    f"{colour[:2]}{i}": NumberCard(f"{colour[:2]}{i}", colour, VALUES[i], TARGETS[i])
    for colour in COLOURS
    for i in range(9)
}
TWEAK_CARDS: dict[str, str] = {
    f"{kind}{n}": kind for kind, count in TWEAK_KINDS.items() for n in range(1, count + 1)
}
ALL_CARDS = (*NUMBER_CARDS, *TWEAK_CARDS, BLUE_SEVEN)
assert len(ALL_CARDS) == 72


def colours_for(players: int) -> int:
    """How many colours are in play: 2-3 players 4, 4 players 5, 5-6 players all 6."""
    return 4 if players <= 3 else 5 if players == 4 else 6


def card_points(card_id: str, points: tuple[int, int, int] | list[int] = DEFAULT_POINTS) -> int:
    """A card's points at the end of a hand, under `points` = (red, other colour, [T!])."""
    if card_id in TWEAK_CARDS:
        return points[2]
    return points[0] if NUMBER_CARDS[card_id].colour == "red" else points[1]


def value(card_id: str) -> int:
    return NUMBER_CARDS[card_id].value
