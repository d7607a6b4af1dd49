"""Snakes & Ladders Studio: design, solve and play snakes and ladders boards."""

__version__ = "0.1.0"
