"""The preset boards shipped in ``resources/presets`` (installed as
``snl_desktop.resources``), found the same way in the source tree, a wheel and the bundle."""

from __future__ import annotations

from .core.files.boards import BoardFile, parse_board_bytes
from .resources import FOLDER

DEFAULT_PRESET = "classic"
PRESETS = FOLDER / "presets"


def preset_names() -> list[str]:
    """The names of the shipped presets (file names without ``.snl``), sorted."""
    return sorted(p.name[:-4] for p in PRESETS.iterdir() if p.name.endswith(".snl"))


def load_preset(name: str = DEFAULT_PRESET) -> BoardFile:
    """Read a shipped preset board by name (``"classic"``, ``"milton-bradley"``, ...)."""
    try:
        if "/" in name or "\\" in name:
            raise FileNotFoundError(name)
        data = (PRESETS / f"{name}.snl").read_bytes()
    except FileNotFoundError:
        raise KeyError(f"no preset board named {name!r}; there are: {', '.join(preset_names())}") from None
    return parse_board_bytes(data)
