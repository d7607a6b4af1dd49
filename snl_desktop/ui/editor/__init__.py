"""The designer's tools: the edit controller (gestures to board edits), the matrix and warnings
panels, the size bar, the what-if note, the Properties and Generate dialogs."""
