"""The open board as a model: the document and its undo command, autosave, the orphans of
windows that died and their recovery, and the facts (fewest throws, warnings). No dialogs."""
