"""The top-level ``resources/`` folder (presets, icons, tokens, sounds, fonts, translations) is
found from the tree the package was imported from: in a source checkout (this test run's) the
checkout's own folder, in an installed wheel the copy the build put inside the package
(``snl_desktop.resources``; the bundle, packaging/check_bundle.py, alike). The translation
catalogues ship compiled in a wheel; in a checkout they are compiled on first use, from the
checkout's sources as they are now, and loaded only when the list of checksums beside them
vouches for their bytes. (tests/packaging/test_two_clones.py: two checkouts, a venv each.)"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

import snl_desktop.resources
from snl_desktop.presets import load_preset, preset_names
from snl_desktop.resources import catalogues
from snl_desktop.resources.catalogues import MANIFEST, compiled
from snl_desktop.words import languages

ROOT = Path(__file__).resolve().parents[2]
KINDS = {
    "presets": ".snl",
    "icons": ".svg",
    "tokens": ".svg",
    "sounds": ".wav",
    "fonts": ".ttf",
    "translations": ".qm",
    "phone": "",  # the phone's page of Play from Phones: the whole folder
    "color": "",  # the CMYK profile of a PDF/X export, and where it comes from
}
ENGLISH = ROOT / "resources" / "translations" / "snl_desktop_en.ts"


def test_a_checkout_reads_its_own_resources() -> None:
    assert Path(snl_desktop.resources.__file__).parent == ROOT / "snl_desktop" / "resources"
    assert snl_desktop.resources.FOLDER == ROOT / "resources"
    assert {"classic", "leetcode-6x6"} <= set(preset_names())
    assert load_preset("classic").board.size == 100
    assert languages.catalogue("en") == ROOT / "resources" / "translations" / "snl_desktop_en.qm"
    assert languages.catalogue("en").is_file()


@pytest.mark.subprocess
def test_the_compiled_english_catalogue_is_up_to_date(tmp_path: Path) -> None:
    """A stale .qm (the .ts changed, nothing compiled it again) would lose plurals."""
    made = tmp_path / "en.qm"
    subprocess.run([*catalogues.lrelease(), "-silent", str(ENGLISH), "-qm", str(made)], check=True)
    assert made.read_bytes() == languages.catalogue("en").read_bytes()


def checkout(tmp_path: Path, name: str) -> Path:
    """A checkout's translations folder with the English source only (quick to compile)."""
    folder = tmp_path / name / "resources" / "translations"
    folder.mkdir(parents=True)
    (folder / ENGLISH.name).write_bytes(ENGLISH.read_bytes())
    return folder


def snakes(qm: Path) -> str:
    """What the catalogue at ``qm``, loaded as the app loads it, says for three snakes."""
    translator = languages._loaded(qm)
    assert translator is not None, f"{qm} was not loaded"
    return translator.translate("BoardCounts", "%n snake(s)", None, 3)


@pytest.mark.subprocess
def test_a_checkouts_catalogue_is_compiled_on_first_use_and_again_when_its_source_changes(
    qapp: QCoreApplication, tmp_path: Path
) -> None:
    folder = checkout(tmp_path, "clone")
    qm = folder / "snl_desktop_en.qm"
    assert compiled(qm) == qm and snakes(qm) == "%n snakes"
    listed = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    assert listed["snl_desktop_en.ts"] == hashlib.sha256(ENGLISH.read_bytes()).hexdigest()

    source = folder / ENGLISH.name  # a translator changes a word: the next start says it
    source.write_text(source.read_text(encoding="utf-8").replace("%n snakes<", "%n serpents<"), encoding="utf-8")
    assert compiled(qm) == qm and snakes(qm) == "%n serpents"

    data = bytearray(qm.read_bytes())  # damaged: the checkout compiles it again from its source
    data[len(data) // 2] ^= 0xFF
    qm.write_bytes(bytes(data))
    assert compiled(qm) == qm and snakes(qm) == "%n serpents"


@pytest.mark.subprocess
def test_a_checkout_that_cannot_be_written_compiles_into_a_cache_folder_of_its_own(
    qapp: QCoreApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = checkout(tmp_path, "first"), checkout(tmp_path, "second")
    write_whole = catalogues._write_whole

    def read_only_checkouts(path: Path, data: bytes) -> None:
        if path.parent in (first, second):
            raise PermissionError(13, "Read-only file system", str(path))
        write_whole(path, data)

    monkeypatch.setattr(catalogues, "_write_whole", read_only_checkouts)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    source = second / ENGLISH.name
    source.write_text(source.read_text(encoding="utf-8").replace("%n snakes<", "%n serpents<"), encoding="utf-8")

    made = [compiled(folder / "snl_desktop_en.qm") for folder in (first, second)]
    assert all(tmp_path / "cache" / "snl-desktop" / "catalogues" in qm.parents for qm in made)
    assert made[0].parent != made[1].parent  # one folder per checkout
    assert [snakes(qm) for qm in made] == ["%n snakes", "%n serpents"]
    assert not list(first.glob("*.qm")) and not list(second.glob("*.qm"))


@pytest.mark.subprocess
def test_a_wheel_carries_every_resource_under_the_package_and_reads_them_there(tmp_path: Path) -> None:
    env = {**os.environ, "PIP_NO_INPUT": "1"}
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        check=True,
        env=env,
        timeout=600,
    )
    (wheel,) = tmp_path.glob("snl_desktop-*.whl")
    archive = zipfile.ZipFile(wheel)
    names = archive.namelist()
    for folder, suffix in KINDS.items():
        shipped = {Path(n).name for n in names if n.startswith(f"snl_desktop/resources/{folder}/")}
        in_tree = {p.name for p in (ROOT / "resources" / folder).glob(f"*{suffix}")}
        if folder == "fonts":
            in_tree.add("OFL.txt")
        if folder == "translations":  # the catalogues, and the list of their checksums the app checks them by
            in_tree = {p.with_suffix(".qm").name for p in (ROOT / "resources" / folder).glob("snl_desktop_*.ts")}
            in_tree.add(MANIFEST)
        assert in_tree and shipped == in_tree, folder
    listed = json.loads(archive.read(f"snl_desktop/resources/translations/{MANIFEST}"))
    for name in names:
        if name.endswith(".qm"):
            assert listed[Path(name).name] == hashlib.sha256(archive.read(name)).hexdigest(), name
    assert {"snl_desktop/resources/__init__.py", "snl_desktop/resources/catalogues.py"} <= set(names)
    assert not [n for n in names if n.startswith("resources/")], "the folder must install under the package"
    assert not [n for n in names if n.endswith(".ts")], "catalogue sources stay out of the wheel"

    installed = tmp_path / "site"  # installed, and run from elsewhere: it reads its own copy
    archive.extractall(installed)
    run = (
        "import snl_desktop.resources as r; from snl_desktop.words import languages as w;"
        "from PySide6.QtCore import QCoreApplication as Q; w.use_in_terminal('de');"
        "print(r.FOLDER); print(w.catalogue('de')); print(Q.translate('Cli', 'Fewest throws: {throws}'))"
    )
    done = subprocess.run(
        [sys.executable, "-c", run],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(installed), "SNL_LANG": "", "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    package = installed / "snl_desktop" / "resources"
    assert done.stdout.splitlines() == [
        str(package),
        str(package / "translations" / "snl_desktop_de.qm"),
        "Mindestzahl an Würfen: {throws}",
    ], done.stderr
