"""Machinery shared by every game: kinds, lobbies, actions, timers, publishing."""
