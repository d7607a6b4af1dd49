"""Data shipped with the app (preset boards, the icon), packaged as ``snl_desktop.resources``
in the source tree, an installed wheel and the bundle alike."""

from pathlib import Path

FOLDER = Path(__file__).parent
"""Where the data lies: next to this file, in all three. (Read from here rather than through
``importlib.resources``, whose import costs the app's start-up more than reading the board.)"""
