"""The top-level ``resources/`` folder (presets, icons, sounds, translations) is found the same
way from an editable install (this test run's), from a wheel and from the bundle
(packaging/check_bundle.py): as the package ``snl_desktop.resources``. The translation
catalogues ship compiled (.qm, made when the package is built), and the compiled English
catalogue is the one its source makes."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import snl_desktop.resources
from snl_desktop.presets import load_preset, preset_names
from snl_desktop.resources.catalogues import MANIFEST
from snl_desktop.words import languages

ROOT = Path(__file__).resolve().parents[2]
KINDS = {"presets": ".snl", "icons": ".svg", "sounds": ".wav", "translations": ".qm"}


def test_an_editable_install_reads_the_checkouts_resources() -> None:
    assert Path(snl_desktop.resources.__file__).parent == ROOT / "resources"
    assert snl_desktop.resources.FOLDER == ROOT / "resources"
    assert {"classic", "leetcode-6x6"} <= set(preset_names())
    assert load_preset("classic").board.size == 100
    assert languages.catalogue("en").is_file()


@pytest.mark.subprocess
def test_the_compiled_english_catalogue_is_up_to_date(tmp_path: Path) -> None:
    """A stale .qm (the .ts changed, the package was not built again) would lose plurals."""
    source = ROOT / "resources" / "translations" / "snl_desktop_en.ts"
    made = tmp_path / "en.qm"
    lrelease = Path(sys.modules["PySide6"].__file__).parent / "lrelease"  # type: ignore[arg-type]
    subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(made)], check=True)
    assert made.read_bytes() == languages.catalogue("en").read_bytes(), (
        "resources/translations: run `python tools/translations.py release` (or pip install -e . again)"
    )


@pytest.mark.subprocess
def test_a_wheel_carries_every_resource_under_the_package(tmp_path: Path) -> None:
    env = {**os.environ, "PIP_NO_INPUT": "1"}
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        check=True,
        env=env,
        timeout=600,
    )
    (wheel,) = tmp_path.glob("snl_desktop-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for folder, suffix in KINDS.items():
        shipped = {Path(n).name for n in names if n.startswith(f"snl_desktop/resources/{folder}/")}
        in_tree = {p.with_suffix(suffix).name for p in (ROOT / "resources" / folder).glob(f"*{suffix}")}
        if folder == "translations":  # the catalogues, and the list of their checksums the app checks them by
            in_tree = {p.with_suffix(".qm").name for p in (ROOT / "resources" / folder).glob("snl_desktop_*.ts")}
            in_tree.add(MANIFEST)
        assert in_tree and shipped == in_tree, folder
    assert "snl_desktop/resources/__init__.py" in names
    assert not [n for n in names if n.startswith("resources/")], "the folder must install under the package"
    assert not [n for n in names if n.endswith(".ts")], "catalogue sources stay out of the wheel"
