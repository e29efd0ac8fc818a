"""Pillow renderers: pure functions from game state to images. Nothing here touches Discord."""
