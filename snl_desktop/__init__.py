"""Snakes & Ladders Studio: design, solve and play snakes and ladders boards."""

__version__ = "0.1.0"
APP_NAME = "Snakes & Ladders Studio"
"""The name users see: window titles, dialogs, the settings and app-data folders."""
