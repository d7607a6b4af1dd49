"""Everything Qt: the main window, the board view and editor, docks. Imports the core, never
the other way round."""
