"""TWEAK!: a 2-6 player card game of hitting a target sum. Pure rules, deterministic given a seed."""
