"""Shrink the ICU data library in a Linux bundle to what an English-language Qt app reads.

Qt Core links ICU, and ICU's data library (``libicudata.so.NN``, 31 MB, the largest file in
the bundle) holds every locale's names, currencies, units, time zones and collations, the
dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese word breaking, and about 200
legacy code pages. Qt takes its locale data (number, date and language names) from its own
tables; from ICU it uses collation (QCollator, the file dialog's sorting), normalisation, case
mapping and converters it looks up by name.

We keep ICU's core tables (``*.icu``, ``*.nrm``, ``*.cfu``, ``*.spp``, the converter alias
table), every non-locale resource (``pool``, ``res_index``, ``supplementalData``, time-zone
rules...), the root and English locales of every other category, the break-iteration rules, and every
language's collation (so the file dialog sorts names as the user's language does). We drop
other locales' names, currencies, units and time-zone names, the word-break dictionaries and
the code-page tables.
A lookup for a dropped locale falls back to root, exactly as ICU does for any locale it lacks.

The tools are ``objcopy`` (binutils), ``icupkg`` (Debian/Ubuntu: ``icu-devtools``) and a C
compiler. Without them the library is left whole and the build says so.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

_LOCALE = re.compile(r"[a-z]{2,3}(_\w*)?")  # "de", "de_AT", "zh_Hant_TW", "de_" ("root" is not)
TOOLS = ("objcopy", "icupkg", "cc")


def keep(item: str) -> bool:
    """Whether an item of the ICU package (``coll/de.res``, ``ibm-37_P100-1995.cnv``...) stays."""
    folder, _, name = item.rpartition("/")
    if folder == "coll":  # every language's sort order: the file dialog sorts names with it
        return True
    if name.endswith((".cnv", ".dict")):
        return False
    if not name.endswith(".res"):
        return True
    stem = name.removesuffix(".res")
    is_locale = _LOCALE.fullmatch(stem) is not None and stem != "res_index"
    return not is_locale or stem == "en" or stem.startswith("en_")


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def _run(*cmd: str | Path, cwd: Path) -> str:
    return subprocess.run([str(c) for c in cmd], check=True, capture_output=True, text=True, cwd=cwd).stdout


def _assembly(symbol: str, data: Path) -> str:
    """A shared object whose one export, ``symbol``, is the package, aligned as ICU needs."""
    return "\n".join(
        [
            "\t.section .rodata",
            f"\t.globl {symbol}",
            f"\t.type {symbol}, @object",
            "\t.balign 16",
            f"{symbol}:",
            f'\t.incbin "{data}"',
            f"\t.size {symbol}, . - {symbol}",
            '\t.section .note.GNU-stack,"",@progbits',
            "",
        ]
    )


def trim(library: Path) -> tuple[int, int]:
    """Replace ``library`` (``.../libicudata.so.NN``) with a trimmed copy; return (old, new) bytes.

    Raises ``subprocess.CalledProcessError`` if a tool fails; the library is then untouched."""
    version = re.fullmatch(r"libicudata\.so\.(\d+)", library.name)
    if version is None:
        raise ValueError(f"not an ICU data library: {library.name}")
    symbol, soname = f"icudt{version[1]}_dat", library.name
    library = library.resolve()  # a link is replaced where it points; the soname stays its name
    old_size = library.stat().st_size
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        package = work / f"icudt{version[1]}l.dat"
        _run("objcopy", "-O", "binary", "--only-section=.rodata", library, package, cwd=work)
        items = _run("icupkg", "-l", package, cwd=work).split()
        drop = [item for item in items if not keep(item)]
        (work / "drop.txt").write_text("\n".join(drop) + "\n")
        trimmed = work / "out" / package.name  # icupkg names the items after the package file
        trimmed.parent.mkdir()
        # The break rules name the dictionaries; without one ICU breaks that script by rules alone.
        _run("icupkg", "--ignore-deps", "-r", "drop.txt", package, trimmed, cwd=work)
        source = work / "icudata.S"
        source.write_text(_assembly(symbol, trimmed))
        built = work / soname
        _run(
            "cc",
            "-shared",
            "-nostdlib",
            f"-Wl,-soname,{soname}",
            "-Wl,-z,noexecstack",
            "-Wl,--build-id",
            "-o",
            built,
            source,
            cwd=work,
        )
        shutil.copymode(library, built)
        shutil.move(built, library)
    return old_size, library.stat().st_size
