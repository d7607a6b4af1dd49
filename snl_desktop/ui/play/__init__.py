"""Play mode: the game dock, the dice and the app's die, tokens, the celebration, the New Game
dialog, and the game session (saving, opening, autosaving and resuming games)."""
