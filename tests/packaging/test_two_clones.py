"""Two checkouts of the project, each with a venv of its own (an editable install of it), each
read their own resources: their presets, and their translation catalogues, compiled on first
use in each (no build step, no earlier install). So does the second checkout's code run with the
first one's venv from the second's folder: the case where the editable install once handed it
the first checkout's resources (its finder mapped ``snl_desktop.resources`` to the first
checkout's ``resources/``).

The checkouts are copies of this work tree as a clone of it would be, uncommitted work included
(what git tracks or would track: no compiled catalogue, no cache); the second has a preset of
its own and a German sentence of its own. The venvs are light: their dependencies (PySide6,
numpy…) are this run's, reached through a ``.pth`` file, and pip installs the checkout into each
(editable, without build isolation: the build backend is a setuptools that builds editable
wheels itself, installed once into a folder of the test's)."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.subprocess, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
PROJECT = ("snl_desktop", "resources", "setup.py", "pyproject.toml", "README.md", "MANIFEST.in")
"""What a checkout needs to be installed and run (the tests and tools stay behind)."""
BUILD_BACKEND = "setuptools>=70.1"  # pyproject's backend; from 70.1 it builds wheels without `wheel`
NOT_DEPENDENCIES = ("snl_desktop", "__editable__", "setuptools", "pkg_resources", "_distutils_hack")
"""What of this run's site-packages a checkout's venv does not get: this run's own install of the
project, and the build backend (the test's own is newer)."""
OWN_PRESET = "only-in-the-second"
OWN_GERMAN = ("Mindestzahl an Würfen: {throws}", "Mindestzahl an Würfen (zweiter Klon): {throws}")
PROBE = r"""
import json, sys
import snl_desktop, snl_desktop.resources
from snl_desktop.presets import preset_names
from snl_desktop.words import languages
print(json.dumps({
    "code": snl_desktop.__file__,
    "resources": str(snl_desktop.resources.FOLDER),
    "presets": preset_names(),
    "catalogue": str(languages.catalogue("de")),
}), flush=True)
from snl_desktop.cli import main
raise SystemExit(main(["solve", sys.argv[1]]))
"""
"""Says where the code and the resources came from, then solves a board in German."""


def clone(into: Path) -> Path:
    """A copy of this work tree's project files as a clone would have them (tracked, or new and
    not ignored; a file deleted in the work tree is not copied)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", *PROJECT],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode("utf-8")
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            target = into / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return into


def dependencies(into: Path) -> list[Path]:
    """The folders a checkout's venv takes its dependencies from: the build backend (installed
    here), and a view of this run's site-packages (a link to each entry) without `NOT_DEPENDENCIES`."""
    backend = into / "build-backend"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(backend), BUILD_BACKEND],
        check=True,
        timeout=300,
    )
    view = into / "site-packages"
    view.mkdir()
    for folder in site.getsitepackages():
        for entry in Path(folder).iterdir():
            if not entry.name.startswith(NOT_DEPENDENCIES) and entry.suffix != ".pth" and entry.name != "__pycache__":
                if not (view / entry.name).exists():
                    (view / entry.name).symlink_to(entry)
    return [backend, view]


def venv(at: Path, checkout: Path, reached: list[Path]) -> Path:
    """A venv of the checkout's own, the checkout installed editable into it; its Python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(at)], check=True, timeout=120)
    python = at / "bin" / "python"
    purelib = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    Path(purelib, "_dependencies.pth").write_text("".join(f"{path}\n" for path in reached), encoding="utf-8")
    subprocess.run(
        [python, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "-e", str(checkout)],
        check=True,
        timeout=300,
        env={**os.environ, "PIP_NO_INPUT": "1"},
    )
    return python


def run(command: list[str | Path], cwd: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SNL_LANG": "de"}
    env.pop("PYTHONPATH", None)
    env.update({name: str(home / name) for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")})
    done = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done


def probe(python: Path, cwd: Path, board: Path, home: Path) -> tuple[dict[str, Any], str]:
    """Where ``python`` run in ``cwd`` takes its code and resources from, and its German answer."""
    done = run([python, "-c", PROBE, board], cwd, home)
    first, _, rest = done.stdout.partition("\n")
    return json.loads(first), rest


def test_two_clones_with_a_venv_each_read_their_own_resources(tmp_path: Path) -> None:
    first, second = clone(tmp_path / "first"), clone(tmp_path / "second")
    presets = second / "resources" / "presets"
    shutil.copyfile(presets / "leetcode-6x6.snl", presets / f"{OWN_PRESET}.snl")
    german = second / "resources" / "translations" / "snl_desktop_de.ts"
    text = german.read_text(encoding="utf-8")
    assert OWN_GERMAN[0] in text
    german.write_text(text.replace(*OWN_GERMAN), encoding="utf-8")
    assert not list(tmp_path.rglob("*.qm")), "a clone has no compiled catalogue"

    reached = dependencies(tmp_path / "dependencies")
    checkouts = {"first": first, "second": second}
    python = {name: venv(tmp_path / f"venv-{name}", checkout, reached) for name, checkout in checkouts.items()}
    board = {name: checkout / "resources" / "presets" / "leetcode-6x6.snl" for name, checkout in checkouts.items()}
    home, elsewhere = tmp_path / "home", tmp_path

    for name, checkout in checkouts.items():
        said, solved = probe(python[name], elsewhere, board[name], home)
        assert said["code"] == str(checkout / "snl_desktop" / "__init__.py")
        assert said["resources"] == str(checkout / "resources")
        assert said["catalogue"] == str(checkout / "resources" / "translations" / "snl_desktop_de.qm")
        assert (OWN_PRESET in said["presets"]) == (name == "second")
        expected = OWN_GERMAN[1] if name == "second" else OWN_GERMAN[0]
        assert expected.format(throws=4) in solved, solved

    # The second clone's code, run from its folder with the first clone's venv: its own resources.
    said, solved = probe(python["first"], second, board["second"], home)
    assert said["code"] == str(second / "snl_desktop" / "__init__.py")
    assert said["resources"] == str(second / "resources")
    assert OWN_PRESET in said["presets"]
    assert OWN_GERMAN[1].format(throws=4) in solved, solved

    # The command the second venv installed says the second clone's German.
    solved = run([python["second"].parent / "snl-desktop", "solve", board["second"]], elsewhere, home).stdout
    assert OWN_GERMAN[1].format(throws=4) in solved, solved
    for checkout in (first, second):
        assert (checkout / "resources" / "translations" / "snl_desktop_de.qm").is_file()
