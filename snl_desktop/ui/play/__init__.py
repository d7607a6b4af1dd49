"""Play mode: the game dock, dice, tokens, the celebration and the New Game dialog."""
