"""The shared stores a game kind may use in its hooks (ratings, chips), typed."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.chips import ChipStore
from bot.storage.games import GameStore
from bot.storage.prefs import PrefStore
from bot.storage.ratings import RatingStore


@dataclass(frozen=True)
class Services:
    games: GameStore
    prefs: PrefStore
    ratings: RatingStore
    chips: ChipStore
