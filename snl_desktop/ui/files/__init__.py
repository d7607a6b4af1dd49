"""The board's files: New, Open, Save, Save As, Revert, recent files, export and print."""
