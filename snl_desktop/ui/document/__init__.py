"""The open board: the document and its undo commands, its files, its autosave, its facts
(fewest throws, warnings) and the edit controller."""
