"""Keeps the translation catalogues in step with the code.

    python tools/translations.py update    # extract every string: resources/translations/*.ts
    python tools/translations.py release   # compile the .ts files to .qm (setup.py does it too)
    python tools/translations.py new de    # start a language's catalogue
    python tools/translations.py todo de sheet.json   # its unfinished messages, as JSON
    python tools/translations.py fill de sheet.json   # put a translated sheet back
    python tools/translations.py keys de   # key names in a text as the menus show them
    python tools/translations.py qt de     # Qt's own words (OK, Cancel) as Qt's catalogue has them
    python tools/translations.py counts ar # counts (%n) in the language's digits (%Ln)
    python tools/translations.py status    # each language's unfinished count (--release: fail on any)

The languages are the list in ``snl_desktop/resources/languages.py`` (the app's, the bundle's, the tests'):
``status`` counts each of them, and names a catalogue the list leaves out (``new`` starts one,
which the list then takes in: CONTRIBUTING.md, "Add a language").

A text not yet translated falls back to English in the app (as KDE's do): a new sentence lands in
English with the catalogues updated by ``update``, and translators find it with ``todo``. That
every shipped language is complete is a release check (``status --release``), not a gate on
every change.

A sheet is a list of ``{"context", "source", "comment", "forms", "translation"}``: ``forms`` is
0 for a plain message (``translation`` a string) or the language's number of plural forms
(``translation`` a list of that many strings, in Qt's order for the language); an empty
translation stays unfinished.

``update`` runs Qt's lupdate over the package (``phrase`` is the core's spelling of
``QT_TRANSLATE_NOOP``), writes the template ``snl_desktop.ts`` and updates each language's
catalogue. Every text with ``%n`` is made a plural message (lupdate's Python reader marks only
``self.tr(text, "", n)`` so, not ``QCoreApplication.translate(context, text, None, n)``).
English, the source language, keeps only the plural messages, their forms filled in here by
the ``(s)`` convention of the source texts (“%n snake(s)” → “%n snake”, “%n snakes”).
"""

from __future__ import annotations

import json
import re
import runpy
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
TEMPLATE = FOLDER / "snl_desktop.ts"
ALIASES = "QT_TRANSLATE_NOOP+=phrase"
LANGUAGE_LIST = ROOT / "snl_desktop" / "resources" / "languages.py"
"""The languages the app speaks (the standard library only: run by its path, no install needed)."""


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


def mark_plurals(ts: Path) -> int:
    """Make every message whose source holds ``%n`` (or ``%Ln``, the number in the locale's
    digits and separators) a plural one (with empty forms to fill);
    how many were not marked."""
    tree = ET.parse(ts)
    marked = 0
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        if ("%n" not in source and "%Ln" not in source) or message.get("numerus") == "yes":
            continue
        message.set("numerus", "yes")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation", {"type": "unfinished"})
        if not translation.findall("numerusform"):
            text = translation.text
            translation.text = None
            form = ET.SubElement(translation, "numerusform")
            form.text = text
        marked += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return marked


def english_catalogue(template: Path, english: Path) -> None:
    """The English catalogue: the template's plural messages only, two forms each."""
    tree = ET.parse(template)
    root = tree.getroot()
    root.set("language", "en")
    root.set("sourcelanguage", "en")
    for context in list(root.iter("context")):
        for message in list(context.iter("message")):
            if message.get("numerus") != "yes":
                context.remove(message)
                continue
            translation = message.find("translation")
            if translation is not None:
                message.remove(translation)
            translation = ET.SubElement(message, "translation", {"type": "unfinished"})
            ET.SubElement(translation, "numerusform")
            ET.SubElement(translation, "numerusform")
        if context.find("message") is None:
            root.remove(context)
    tree.write(english, encoding="utf-8", xml_declaration=True)


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
    mark_plurals(TEMPLATE)
    english = FOLDER / "snl_desktop_en.ts"
    english_catalogue(TEMPLATE, english)
    print(f"English plural forms filled: {english_plurals(english)}")
    for ts in sorted(FOLDER.glob("snl_desktop_*.ts")):
        if ts != english:
            lupdate(ts)
            mark_plurals(ts)


def catalogue(language: str) -> Path:
    return FOLDER / f"snl_desktop_{language}.ts"


def new(language: str) -> None:
    lupdate(catalogue(language), "-target-language", language)
    mark_plurals(catalogue(language))
    lupdate(catalogue(language))  # the language's own number of plural forms
    if language not in listed():
        print(f"{catalogue(language).relative_to(ROOT)} started: add {language!r} to {LANGUAGE_LIST.relative_to(ROOT)}")


def _key(message: ET.Element, context: ET.Element) -> tuple[str, str, str]:
    return (context.findtext("name") or "", message.findtext("source") or "", message.findtext("comment") or "")


def todo(language: str, sheet: Path) -> int:
    """Write the unfinished messages of ``language`` to ``sheet``; how many."""
    rows = []
    for context in ET.parse(catalogue(language)).iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            name, source, comment = _key(message, context)
            forms = len(translation.findall("numerusform"))
            rows.append(
                {
                    "context": name,
                    "source": source,
                    "comment": comment,
                    "forms": forms,
                    "translation": [""] * forms if forms else "",
                }
            )
    sheet.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    return len(rows)


def shipped() -> list[str]:
    """The languages of the list that are translated (English, the source language, aside), in
    the list's order."""
    return [language.code for language in runpy.run_path(str(LANGUAGE_LIST))["TRANSLATED"]]


def listed() -> set[str]:
    """Every language of the list, the source language too."""
    return {language.code for language in runpy.run_path(str(LANGUAGE_LIST))["LANGUAGES"]}


def unlisted(folder: Path = FOLDER) -> list[str]:
    """The languages with a catalogue in ``folder`` that the list leaves out (the app does not
    offer them, the bundle's check does not look for them)."""
    found = {p.stem.removeprefix("snl_desktop_") for p in folder.glob("snl_desktop_*.ts")}
    return sorted(found - listed())


def unfinished(language: str, folder: Path = FOLDER) -> int:
    """How many of ``language``'s messages are not translated yet (they show in English)."""
    tree = ET.parse(folder / f"snl_desktop_{language}.ts")
    return sum(1 for t in tree.iter("translation") if t.get("type") == "unfinished")


def status(release: bool, folder: Path = FOLDER) -> int:
    """Print each language's unfinished count, and the catalogues the list leaves out; 1 when
    ``release`` and any is unfinished or left out."""
    counts = {language: unfinished(language, folder) for language in shipped()}
    for language, count in counts.items():
        print(f"{language}: {count} unfinished" + (" (shown in English until translated)" if count else ""))
    left_out = unlisted(folder)
    for language in left_out:
        print(f"{language}: a catalogue not in {LANGUAGE_LIST.relative_to(ROOT)} (the app does not offer it)")
    return 1 if release and (any(counts.values()) or left_out) else 0


def fill(language: str, sheet: Path) -> int:
    """Put the translations of ``sheet`` into the catalogue of ``language``; how many."""
    given = {(r["context"], r["source"], r["comment"]): r["translation"] for r in json.loads(sheet.read_text("utf-8"))}
    ts = catalogue(language)
    tree = ET.parse(ts)
    filled = 0
    for context in tree.iter("context"):
        for message in context.iter("message"):
            text = given.get(_key(message, context))
            translation = message.find("translation")
            if not text or translation is None:
                continue
            forms = translation.findall("numerusform")
            if forms and isinstance(text, list) and len(text) == len(forms) and all(text):
                for form, value in zip(forms, text):
                    form.text = value
            elif not forms and isinstance(text, str):
                translation.text = text
            else:
                continue
            translation.attrib.pop("type", None)
            filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


KEY_NAMES = re.compile(r"(?:(?:Ctrl|Shift|Alt)\+)+\w+|\bF\d{1,2}\b|\bSpace\b|\bPage (?:Down|Up)\b|\bDelete\b|\bEsc\b")
"""Key names in a source text ("Ctrl+Shift+M", "F6", "Space", "Page Down")."""


def native_name(name: str) -> str:
    """How the menus name a key, in the language of the installed translators ("Strg+Umschalt+M",
    "Leertaste"); "" for what is no key ("Ctrl+wheel")."""
    from PySide6.QtGui import QKeySequence

    portable = {"Page Down": "PgDown", "Page Up": "PgUp", "Delete": "Del"}.get(name, name)
    sequence = QKeySequence(portable)
    if sequence.isEmpty() or sequence.toString(QKeySequence.SequenceFormat.PortableText) != portable:
        return ""
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def speak_qt(language: str) -> None:
    """Install Qt's own catalogue of ``language`` (its key names) in a bare application."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    app = QCoreApplication.instance() or QCoreApplication([])
    qt = QTranslator(app)
    if qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)


def keys(language: str) -> int:
    """Write the key names of ``language``'s translations as its menus show them (the English
    name a translator kept, "Ctrl+Shift+M", becomes "Strg+Umschalt+M"); how many changed."""
    speak_qt(language)
    ts = catalogue(language)
    tree = ET.parse(ts)
    changed = 0
    for message in tree.iter("message"):
        names = {name: native_name(name) for name in KEY_NAMES.findall(message.findtext("source") or "")}
        translation = message.find("translation")
        if translation is None:
            continue
        for element in translation.findall("numerusform") or [translation]:
            text = element.text or ""
            for name, said in names.items():
                if said and said != name:
                    text = re.sub(rf"(?<![\w+]){re.escape(name)}(?![\w+])", said, text)
            if text != (element.text or ""):
                element.text = text
                changed += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return changed


def qt_words(language: str) -> int:
    """Fill the catalogue's copies of Qt's own texts (`snl_desktop.words.qt_texts`) from Qt's
    catalogue of ``language``, where Qt has one; how many were filled."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    qt = QTranslator()
    if not qt.load(QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        return 0
    ts = catalogue(language)
    tree = ET.parse(ts)
    filled = 0
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        if name not in ("QPlatformTheme", "QMessageBox"):
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            said = qt.translate(name, source)  # ("OK" may stay "OK": found all the same)
            translation = message.find("translation")
            if translation is not None and said:
                translation.text = said
                translation.attrib.pop("type", None)
                filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def counts(language: str) -> int:
    """Where the language's own digits are not ASCII (Egyptian Arabic's ٠١٢…), write each
    count of its translations as ``%Ln`` (Qt writes it in the language's digits, as the app
    writes every other number) instead of ``%n`` (always ASCII); how many texts changed."""
    from PySide6.QtCore import QLocale

    if QLocale(language).zeroDigit() == "0":
        return 0
    ts = catalogue(language)
    tree = ET.parse(ts)
    changed = 0
    for translation in tree.iter("translation"):
        for element in translation.findall("numerusform") or [translation]:
            text = element.text or ""
            said = re.sub(r"%n", "%Ln", text)
            if said != text:
                element.text = said
                changed += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return changed


def release(folder: Path = FOLDER) -> list[Path]:
    """Compile every language's catalogue (not the template) to ``.qm`` beside it."""
    made = []
    for ts in sorted(folder.glob("snl_desktop_*.ts")):
        qm = ts.with_suffix(".qm")
        subprocess.run([*tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    sys.path.insert(0, str(ROOT / "snl_desktop" / "resources"))
    from catalogues import write_manifest  # the checksums the app checks a catalogue by (setup.py too)

    made.append(write_manifest(folder))
    return made


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "update":
        update()
        release()
    elif command == "release":
        for qm in release():
            print(qm.relative_to(ROOT))
    elif command == "new" and len(sys.argv) == 3:
        new(sys.argv[2])
    elif command == "todo" and len(sys.argv) == 4:
        print(f"{todo(sys.argv[2], Path(sys.argv[3]))} messages to translate")
    elif command == "qt" and len(sys.argv) == 3:
        print(f"{qt_words(sys.argv[2])} of Qt's own texts filled from Qt's catalogue")
    elif command == "keys" and len(sys.argv) == 3:
        print(f"{keys(sys.argv[2])} texts now name keys as the menus do")
    elif command == "counts" and len(sys.argv) == 3:
        print(f"{counts(sys.argv[2])} texts now write their counts in the language's digits")
    elif command == "status" and sys.argv[2:] in ([], ["--release"]):
        raise SystemExit(status(release=sys.argv[2:] == ["--release"]))
    elif command == "fill" and len(sys.argv) == 4:
        print(f"{fill(sys.argv[2], Path(sys.argv[3]))} messages filled")
    else:
        print(__doc__)
        raise SystemExit(2)
