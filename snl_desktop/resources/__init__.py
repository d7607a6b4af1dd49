"""Where the data shipped with the app lies (preset boards, icons, tokens, sounds, fonts,
translations): `FOLDER`, always the data of the tree this package was imported from.

The rule (`data_folder`):

- installed (a wheel, and the bundle made from one): the build copied the project's top-level
  ``resources/`` into this package (setup.py), so the data lies beside this file (its
  ``presets/`` is here), and that is `FOLDER`;
- a source checkout (run from it with ``python -m snl_desktop`` or ``PYTHONPATH``, or installed
  editable): this folder holds only this file, and `FOLDER` is the checkout's top-level
  ``resources/``, beside the ``snl_desktop`` folder this file is in.

No other place is looked at: this is a plain subpackage of ``snl_desktop`` (no install maps it
anywhere), so whichever ``snl_desktop`` was imported brings its own data, never that of another
checkout an editable install points to, nor of an earlier install.

This package's own modules lie here: `catalogues` (the catalogues' checksums) and `languages`
(the app's one list of languages: the standard library only, so that the packaging scripts and
tools run it by its path, with no Qt and nothing installed).

Read the data from `FOLDER`, not through ``importlib.resources`` (which would name this folder,
not a checkout's data, and whose import costs the app's start-up more than reading a board)."""

from __future__ import annotations

from pathlib import Path

INSTALLED_MARK = "presets"
"""The folder whose presence beside this file says the data was installed here."""


def data_folder(package: Path) -> Path:
    """The data of this package when it lies in the folder ``package``: ``package`` itself when
    the data was installed into it (`INSTALLED_MARK` is there), else the top-level
    ``resources/`` of the source tree it is part of."""
    return package if (package / INSTALLED_MARK).is_dir() else package.parent.parent / "resources"


HERE = Path(__file__).resolve().parent
FOLDER = data_folder(HERE)
"""Where the data lies (see the module's docstring)."""
