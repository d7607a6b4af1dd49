"""A damaged translation catalogue is never loaded (the fault campaign's finding: 2 000 flipped
bytes in the German ``.qm`` made the app segfault, exit 139, in 6 seeds of 8). The build lists
each catalogue's SHA-256 beside it (``resources/catalogues.py``); a catalogue whose bytes do
not match, or that the list does not name, is left unloaded with one line on standard error,
and the app starts in English.

Each run is a process of its own, its catalogues a damaged copy of the shipped ones: a crash
ends the process, not the test run."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from snl_desktop.words import languages

RUN = r"""
import sys
from pathlib import Path
from snl_desktop.words import languages

folder = Path(sys.argv[1])
shipped = languages.catalogue
languages.catalogue = lambda language, _folder=None: shipped(language, folder)  # the copies
from snl_desktop.cli import main

raise SystemExit(main(sys.argv[2:]))
"""
PRESET = Path(__file__).resolve().parents[3] / "resources" / "presets" / "leetcode-6x6.snl"
NOTE = "the translation catalogue snl_desktop_de.qm is damaged or not the one this version was built with"


def copies(tmp_path: Path, seed: int | None = None, manifest: bool = True) -> Path:
    """The shipped catalogues copied, the German one with 2 000 bytes flipped (``seed``)."""
    folder = tmp_path / "translations"
    folder.mkdir()
    for path in languages.FOLDER_OF_CATALOGUES.iterdir():
        if path.suffix in (".qm", ".json") and (manifest or path.suffix == ".qm"):
            shutil.copyfile(path, folder / path.name)
    if seed is not None:
        german = folder / "snl_desktop_de.qm"
        data = bytearray(german.read_bytes())
        rnd = random.Random(seed)
        for _ in range(2000):
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
        german.write_bytes(bytes(data))
    return folder


def run(folder: Path, *args: str | Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SNL_LANG": "de", "XDG_CONFIG_HOME": str(folder.parent)}
    command = [sys.executable, "-c", RUN, str(folder), *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.subprocess
@pytest.mark.parametrize("seed", [2, 3])
def test_a_damaged_catalogue_is_not_loaded_and_the_window_opens_in_english(tmp_path: Path, seed: int) -> None:
    folder = copies(tmp_path, seed)
    shot = tmp_path / "window.png"
    done = run(folder, "--screenshot", shot)
    assert done.returncode == 0 and shot.is_file(), done.stderr
    assert [line for line in done.stderr.splitlines() if "catalogue" in line] == [
        f"snl-desktop: {NOTE}: it is not loaded, and the app speaks English"
    ]
    solved = run(folder, "solve", PRESET)
    assert solved.returncode == 0 and "Fewest throws: 4" in solved.stdout, solved.stderr  # English
    assert NOTE in solved.stderr


@pytest.mark.subprocess
def test_a_catalogue_the_list_does_not_name_is_not_loaded(tmp_path: Path) -> None:
    folder = copies(tmp_path, manifest=False)
    done = run(folder, "solve", PRESET)
    assert done.returncode == 0 and "Fewest throws: 4" in done.stdout, done.stderr
    assert NOTE in done.stderr


@pytest.mark.subprocess
def test_an_intact_catalogue_is_spoken(tmp_path: Path) -> None:
    done = run(copies(tmp_path), "solve", PRESET)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "Fewest throws: 4" not in done.stdout and "4" in done.stdout  # German


def test_the_damaged_catalogue_is_never_given_to_qt(qapp: QApplication, tmp_path: Path) -> None:
    folder = copies(tmp_path, seed=2)
    assert languages._loaded(folder / "snl_desktop_de.qm") is None
    assert languages._loaded(folder / "snl_desktop_fr.qm") is not None  # the others still load
