"""Data shipped with the app (preset boards), loaded with importlib.resources as
``snl_desktop.resources`` in the source tree, an installed wheel and the bundle."""
