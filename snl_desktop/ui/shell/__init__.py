"""The window's frame: the main window, the lazy dock base, actions, the questions it asks,
first paint and error reports."""
