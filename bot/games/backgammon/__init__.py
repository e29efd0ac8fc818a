"""Backgammon rules engine: pure, deterministic given its seed, state as versioned JSON."""

from bot.games.backgammon.moves import legal_plays, legal_position_ids
from bot.games.backgammon.positions import decode_position_id, encode_position_id

__all__ = ["decode_position_id", "encode_position_id", "legal_plays", "legal_position_ids"]
