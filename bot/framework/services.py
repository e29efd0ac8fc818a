"""The shared stores a game kind (and the framework) may use: ratings, chips, server settings; typed."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.chips import ChipStore
from bot.storage.decks import DeckStore
from bot.storage.games import GameStore
from bot.storage.guilds import GuildStore
from bot.storage.prefs import PrefStore
from bot.storage.ratings import RatingStore
from bot.storage.vacations import VacationStore


@dataclass(frozen=True)
class Services:
    games: GameStore
    prefs: PrefStore
    ratings: RatingStore
    chips: ChipStore
    guilds: GuildStore
    decks: DeckStore
    vacations: VacationStore
