"""The window's frame: the main window that assembles the features, its menus and tool bar,
first paint, error reports and the keyboard shortcuts list."""
