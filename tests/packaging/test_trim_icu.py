"""The bundle's ICU data trim (packaging/trim_icu.py): what stays, and that the trimmed library
is still an ICU data package with the same symbol."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import PySide6
import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "trim_icu.py"
_spec = importlib.util.spec_from_file_location("trim_icu", SCRIPT)
trim_icu = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(trim_icu)


@pytest.mark.parametrize(
    "item",
    [
        "root.res",
        "en.res",
        "en_GB.res",
        "en_001.res",
        "pool.res",
        "res_index.res",
        "supplementalData.res",
        "zoneinfo64.res",
        "metaZones.res",
        "likelySubtags.res",
        "cnvalias.icu",
        "unames.icu",
        "nfkc.nrm",
        "uts46.nrm",
        "confusables.cfu",
        "rfc3491.spp",
        "coll/root.res",
        "coll/ucadata.icu",
        "coll/sv.res",
        "coll/de__PHONEBOOK.res",
        "coll/zh.res",
        "brkitr/root.res",
        "brkitr/line.brk",
        "brkitr/en.res",
        "curr/en.res",
        "curr/pool.res",
        "curr/supplementalData.res",
        "zone/tzdbNames.res",
        "lang/en_GB.res",
    ],
)
def test_keeps_what_qt_and_icu_itself_read(item: str) -> None:
    assert trim_icu.keep(item)


@pytest.mark.parametrize(
    "item",
    [
        "de.res",
        "zh_Hant_TW.res",
        "ars.res",
        "de_.res",
        "curr/fr.res",
        "lang/ja.res",
        "unit/ru.res",
        "zone/de_AT.res",
        "region/es.res",
        "rbnf/fr.res",
        "translit/el.res",
        "brkitr/cjdict.dict",
        "brkitr/thaidict.dict",
        "ibm-37_P100-1995.cnv",
        "gb18030.cnv",
        "windows-936-2000.cnv",
    ],
)
def test_drops_other_languages_dictionaries_and_code_pages(item: str) -> None:
    assert not trim_icu.keep(item)


def _items(library: Path, work: Path) -> set[str]:
    package = work / f"icudt{library.name.rsplit('.', 1)[1]}l.dat"  # icupkg checks the name
    subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", str(library), str(package)], check=True)
    return set(
        subprocess.run(
            ["icupkg", "--ignore-deps", "-l", str(package)], check=True, capture_output=True, text=True
        ).stdout.split()
    )


@pytest.mark.subprocess
@pytest.mark.skipif(bool(trim_icu.missing_tools()), reason="needs binutils, icupkg and cc (the bundle build's tools)")
def test_trims_pyside6s_own_icu_data(tmp_path: Path) -> None:
    original = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    library = tmp_path / original.name
    shutil.copy2(original, library)
    old, new = trim_icu.trim(library)
    assert new < old / 3
    before, after = _items(original, tmp_path), _items(library, tmp_path)
    assert after == {item for item in before if trim_icu.keep(item)}
    assert {"coll/sv.res", "pool.res", "en_GB.res"} <= after and "de.res" not in after
    symbols = subprocess.run(["nm", "-D", "--defined-only", str(library)], capture_output=True, text=True).stdout
    assert f"icudt{original.name.rsplit('.', 1)[1]}_dat" in symbols
