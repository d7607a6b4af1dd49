"""The Analysis dock: exact figures and the game-length chart."""
