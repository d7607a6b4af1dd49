"""Data shipped with the app (preset boards, icons, sounds, translations). The folder is the
project's top-level ``resources/``, installed as the package ``snl_desktop.resources`` (see
setup.py): an editable install maps it to the checkout, a wheel and the bundle copy it."""

from pathlib import Path

FOLDER = Path(__file__).parent
"""Where the data lies: next to this file, in all three. (Read from here rather than through
``importlib.resources``, whose import costs the app's start-up more than reading the board.)"""
