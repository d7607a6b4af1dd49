"""Keeps the translation catalogues in step with the code.

    python tools/translations.py update    # extract every string: resources/translations/*.ts
    python tools/translations.py release   # compile the .ts files to .qm (setup.py does it too)

``update`` runs Qt's lupdate over the package (``phrase`` is the core's spelling of
``QT_TRANSLATE_NOOP``), writes the template ``snl_desktop.ts`` and updates each language's
catalogue; English, the source language, keeps only plural forms, filled in here by the
``(s)`` convention of the source texts (“%n snake(s)” → “%n snake”, “%n snakes”).
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
TEMPLATE = FOLDER / "snl_desktop.ts"
ALIASES = "QT_TRANSLATE_NOOP+=phrase"


def tool(name: str) -> list[str]:
    """Qt's lupdate or lrelease, from the PySide6 installed beside this Python."""
    import PySide6

    path = Path(PySide6.__file__).parent / name
    return [str(path)] if path.exists() else [f"pyside6-{name}"]


def sources() -> list[str]:
    return sorted(str(p) for p in (ROOT / "snl_desktop").rglob("*.py"))


def lupdate(ts: Path, *options: str) -> None:
    args = [*tool("lupdate"), "-tr-function-alias", ALIASES, "-locations", "none", "-no-obsolete", *options]
    subprocess.run([*args, *sources(), "-ts", str(ts)], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)


def english_plurals(ts: Path) -> int:
    """Fill the English catalogue's plural forms from the “(s)” in each source; how many."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        forms = translation.findall("numerusform")
        one, many = source.replace("(s)", "").replace("(es)", ""), source.replace("(s)", "s").replace("(es)", "es")
        if len(forms) == 2 and (translation.get("type") == "unfinished" or not all(f.text for f in forms)):
            forms[0].text, forms[1].text = one, many
            translation.attrib.pop("type", None)
            filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    lupdate(TEMPLATE)
    english = FOLDER / "snl_desktop_en.ts"
    lupdate(english, "-source-language", "en", "-target-language", "en", "-pluralonly")
    print(f"English plural forms filled: {english_plurals(english)}")
    for ts in sorted(FOLDER.glob("snl_desktop_*.ts")):
        if ts != english:
            lupdate(ts)


def release(folder: Path = FOLDER) -> list[Path]:
    """Compile every language's catalogue (not the template) to ``.qm`` beside it."""
    made = []
    for ts in sorted(folder.glob("snl_desktop_*.ts")):
        qm = ts.with_suffix(".qm")
        subprocess.run([*tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "update":
        update()
        release()
    elif command == "release":
        for qm in release():
            print(qm.relative_to(ROOT))
    else:
        print(__doc__)
        raise SystemExit(2)
