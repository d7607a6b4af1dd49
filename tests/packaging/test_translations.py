"""The translation catalogues are in step with the code: the template holds every text the code
marks (so a translator gets them all), every text with ``%n`` is a plural message, and English
says its plurals right."""

from __future__ import annotations

import ast
import importlib.util
import re
import string
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from helpers.catalogues import SHIPPED, forms
from helpers.catalogues import messages as catalogue_messages

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"


def tool():  # a module
    spec = importlib.util.spec_from_file_location("translations", ROOT / "tools" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or ""): message
        for context in root.iter("context")
        for message in context.iter("message")
    }


def test_the_template_holds_every_text_the_code_marks(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    tool().lupdate(fresh)
    in_code, committed = set(messages(fresh)), set(messages(FOLDER / "snl_desktop.ts"))
    assert in_code == committed, (
        "run `python tools/translations.py update`: "
        f"{len(in_code - committed)} new texts, {len(committed - in_code)} gone, e.g. "
        f"{sorted(in_code ^ committed)[:3]}"
    )
    assert len(in_code) > 500


def test_every_counted_text_is_a_plural_message_with_english_forms() -> None:
    template = messages(FOLDER / "snl_desktop.ts")
    english = messages(FOLDER / "snl_desktop_en.ts")
    counted = {key for key in template if "%n" in key[1] or "%Ln" in key[1]}
    plural = {key for key, message in template.items() if message.get("numerus") == "yes"}
    assert counted and counted <= plural
    assert set(english) == plural
    for key, message in english.items():
        one, many = [form.text or "" for form in message.iter("numerusform")]
        assert "(s)" not in one + many, key
        assert one != many or "(s)" not in key[1], key
        assert ("%n" in key[1]) == ("%n" in one) == ("%n" in many), key
        assert ("%Ln" in key[1]) == ("%Ln" in one) == ("%Ln" in many), key


def test_a_count_in_words_is_a_plural_message() -> None:
    """A text that says "square(s)" is said with its number by Qt (``%n``, ``%Ln``) so that the
    language's plural rules choose its form; a "(s)" without them reaches the screen as is."""
    stray = [
        source
        for (_context, source) in messages(FOLDER / "snl_desktop.ts")
        if "(s)" in source and "%n" not in source and "%Ln" not in source
    ]
    assert not stray, stray


def test_every_placeholder_is_well_formed() -> None:
    """``{name}`` fields only (an f-string's leftovers or a stray brace would break `say`)."""
    for (context, source), _message in messages(FOLDER / "snl_desktop.ts").items():
        try:
            fields = [field for _, field, _, _ in string.Formatter().parse(source) if field is not None]
        except ValueError as exc:
            pytest.fail(f"{context}: {source!r}: {exc}")
        assert all(field.isidentifier() for field in fields), (context, source)


def test_english_plurals(app) -> None:  # the QApplication fixture
    say = QCoreApplication.translate
    assert say("BoardCounts", "%n snake(s)", None, 1) == "1 snake"
    assert say("BoardCounts", "%n snake(s)", None, 2) == "2 snakes"
    assert say("BoardCounts", "%n ladder(s)", None, 0) == "0 ladders"


def _marked_texts(tree: ast.AST) -> Iterator[tuple[int, ast.expr | None]]:
    """Each call that marks a text for translation (``x.tr(text…)``, ``….translate(context,
    text…)``, ``phrase(context, text)``) with the node of its text (None: no text given). A
    ``translate`` whose first argument is not a literal context (``painter.translate(x, y)``)
    is a painter's, not Qt's translation."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name == "tr" and isinstance(func, ast.Attribute):
            yield node.lineno, node.args[0] if node.args else None
        elif name in ("translate", "phrase") and len(node.args) >= 2 and _is_text(node.args[0]):
            yield node.lineno, node.args[1]


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def test_every_marked_text_is_a_literal_the_template_holds() -> None:
    """lupdate reads the code, it does not run it: a text built at run time (an f-string, a
    variable) or a call lupdate's reader skips would reach the user untranslated."""
    template = {source for _context, source in messages(FOLDER / "snl_desktop.ts")}
    wrong = []
    for path in sorted((ROOT / "snl_desktop").rglob("*.py")):
        if path.parent.name == "words" and path.name in ("pseudo.py", "__init__.py"):
            continue  # the translators themselves: say() translates the core's marked messages
        for line, text in _marked_texts(ast.parse(path.read_text("utf-8"))):
            where = f"{path.relative_to(ROOT)}:{line}"
            if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                wrong.append(f"{where}: not a literal text")
            elif text.value not in template:
                wrong.append(f"{where}: {text.value!r} is not in the template")
    assert not wrong, "\n".join(wrong)


def test_every_text_has_the_context_the_code_asks_for() -> None:
    """A text lupdate reads without a context (``tr = self.tr`` then ``tr("…")``) is looked up
    at run time under its class's name and never found: translated, it would still show in
    English."""
    lost = [source for (context, source) in messages(FOLDER / "snl_desktop.ts") if not context]
    assert not lost, f"{len(lost)} texts without a context, e.g. {lost[:3]}"


# -- the shipped languages --------------------------------------------------------------------

FIELDS = re.compile(r"\{[^{}]*\}|%L?\d+|%L?n")
MNEMONIC = re.compile(r"&(?!&)(?=\w)")


def one_number_forms(language: str, folder: Path) -> set[int]:
    """The plural forms of ``language`` that stand for one number only (German's "1", Arabic's
    0, 1 and 2; none in French, whose first form is 0 and 1): they may say it in words ("eine
    Schlange", Arabic's dual "ثعبانان") instead of ``%n``. Qt's own rules tell: a catalogue
    whose forms are their numbers, asked for 0 to 1000."""
    from PySide6.QtCore import QTranslator

    count = max(len(forms(message)) for message in catalogue_messages(language).values() if message.get("numerus"))
    ts, qm = folder / f"forms_{language}.ts", folder / f"forms_{language}.qm"
    numbered = "".join(f"<numerusform>{index}</numerusform>" for index in range(count))
    ts.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{language}">'
        f'<context><name>Forms</name><message numerus="yes"><source>%n</source><translation>{numbered}'
        "</translation></message></context></TS>",
        encoding="utf-8",
    )
    subprocess.run([*tool().tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    used = Counter(translator.translate("Forms", "%n", None, n) for n in range(1001))
    assert set(used) == {str(index) for index in range(count)}, used
    return {index for index in range(count) if used[str(index)] == 1}


@pytest.mark.parametrize("language", SHIPPED)
def test_every_catalogue_is_in_step_with_the_code(language: str, tmp_path: Path) -> None:
    """Qt's lrelease compiles the catalogue, which holds exactly the template's texts (updated
    with the code). A text not yet translated is allowed: it shows in English; that every
    language is complete is the release check below."""
    qm = tmp_path / f"{language}.qm"
    done = subprocess.run(
        [*tool().tool("lrelease"), str(FOLDER / f"snl_desktop_{language}.ts"), "-qm", str(qm)],
        capture_output=True,
        text=True,
        check=True,
    )
    counts = re.search(r"Generated (\d+) translation\(s\) \((\d+) finished and (\d+) unfinished\)", done.stdout)
    assert counts is not None, done.stdout
    generated, _finished, unfinished = map(int, counts.groups())
    template = messages(FOLDER / "snl_desktop.ts")
    assert set(catalogue_messages(language)) == set(template)
    assert generated + tool().unfinished(language) - unfinished >= len(template)


def test_the_release_check_counts_what_is_left_to_translate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``translations.py status`` says each language's unfinished count and, with ``--release``,
    fails while any is left: a new English sentence lands at once, a release waits for it."""
    for language in SHIPPED:
        (tmp_path / f"snl_desktop_{language}.ts").write_bytes((FOLDER / f"snl_desktop_{language}.ts").read_bytes())
    german = tmp_path / "snl_desktop_de.ts"
    tree = ET.parse(german)
    first = next(t for t in tree.iter("translation") if t.get("type") != "unfinished" and (t.text or "").strip())
    first.set("type", "unfinished")
    tree.write(german, encoding="utf-8")
    before = tool().unfinished("de")
    assert tool().status(release=False, folder=tmp_path) == 0
    assert tool().status(release=True, folder=tmp_path) == 1
    said = capsys.readouterr().out
    assert f"de: {before + 1} unfinished (shown in English until translated)" in said


def test_the_release_check_names_a_catalogue_the_list_leaves_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A catalogue started (``translations.py new pt``) but not in snl_desktop/resources/languages.py is not
    offered by the app: ``status`` says so, and ``--release`` fails on it."""
    for language in SHIPPED:  # every listed language complete
        (tmp_path / f"snl_desktop_{language}.ts").write_text(f'<TS version="2.1" language="{language}"/>')
    assert tool().status(release=True, folder=tmp_path) == 0
    (tmp_path / "snl_desktop_pt.ts").write_text('<TS version="2.1" language="pt"/>')
    assert tool().status(release=False, folder=tmp_path) == 0
    assert tool().status(release=True, folder=tmp_path) == 1
    assert "pt: a catalogue not in snl_desktop/resources/languages.py" in capsys.readouterr().out


def test_an_untranslated_text_shows_in_english(app, tmp_path: Path) -> None:
    """A German catalogue with one text new (not translated yet, as ``update`` leaves a new
    sentence): that text is said in English, the others in German."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    source = "Check My Code"
    german = tmp_path / "snl_desktop_de.ts"
    tree = ET.parse(FOLDER / "snl_desktop_de.ts")
    for context in tree.iter("context"):
        for message in context.iter("message"):
            if message.findtext("source") == source:
                message.find("translation").set("type", "unfinished")
                message.find("translation").text = ""
                name = context.findtext("name")
    tree.write(german, encoding="utf-8")
    qm = tmp_path / "de.qm"
    subprocess.run([*tool().tool("lrelease"), "-silent", str(german), "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate(name, source) == source
        assert QCoreApplication.translate("Check", "The smallest failing board") != "The smallest failing board"
    finally:
        QCoreApplication.removeTranslator(translator)


def _counts(fields: list[str]) -> list[str]:
    """``%Ln`` is ``%n`` written in the language's digits: the same placeholder."""
    return [field.replace("%L", "%") for field in fields]


@pytest.mark.parametrize("language", SHIPPED)
def test_every_placeholder_and_key_survives(language: str, tmp_path: Path) -> None:
    """Each translation (each plural form) keeps its source's placeholders (``{name}``, ``%1``,
    ``%n``: a form for one number only may say it in words), its markup and a keyboard
    mnemonic where the source has one. A text not yet translated (unfinished and empty: the
    app says it in English) has nothing to keep, so a new sentence can land before its
    translations."""
    one_number = one_number_forms(language, tmp_path)
    wrong = []
    for (context, source), message in catalogue_messages(language).items():
        translation = message.find("translation")
        unfinished = translation is not None and translation.get("type") == "unfinished"
        for index, text in enumerate(forms(message)):
            if unfinished and not text:
                continue
            want, got = Counter(_counts(FIELDS.findall(source))), Counter(_counts(FIELDS.findall(text)))
            if message.get("numerus") == "yes" and index in one_number:
                want.pop("%n", None)
                got.pop("%n", None)
            if want != got:
                wrong.append(f"{context}: {source!r} → {text!r}: {sorted(want)} ≠ {sorted(got)}")
            if Counter(re.findall(r"</?(\w+)", source)) != Counter(re.findall(r"</?(\w+)", text)):
                wrong.append(f"{context}: {source!r} → {text!r}: markup differs")
            if MNEMONIC.search(source) and not MNEMONIC.search(text):
                wrong.append(f"{context}: {source!r} → {text!r}: no & mnemonic")
    assert not wrong, f"{len(wrong)} in {language}:\n" + "\n".join(wrong[:30])


@pytest.mark.parametrize("language", SHIPPED)
def test_the_app_speaks_each_language(app, language: str) -> None:
    """Installed, the language's catalogue answers (plural forms chosen by Qt's rules for the
    language), and the standard buttons speak it too: from Qt's own catalogue, or, for Hindi,
    which Qt has none for, from the app's (words/qt_texts.py)."""
    from PySide6.QtWidgets import QDialogButtonBox

    from snl_desktop.words import languages

    try:
        languages.use(app, language)
        say = QCoreApplication.translate
        for n in (1, 2, 5, 11, 100):
            said = say("BoardCounts", "%n snake(s)", None, n)
            assert said != "%n snake(s)" and said not in (f"{n} snake", f"{n} snakes"), (n, said)
        if language == "ar":  # six forms: 0, 1, 2, 3–10, 11–99, 100 and up
            assert len({say("BoardCounts", "%n snake(s)", None, n) for n in (0, 1, 2, 5, 11, 100)}) == 6
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel = box.buttons()[0].text()
        assert cancel.replace("&", "") != "Cancel", (language, cancel)
    finally:
        languages.use(app, "en")


@pytest.mark.parametrize("language", SHIPPED)
def test_keys_are_named_as_the_menus_name_them(app, language: str) -> None:
    """A tip names a key as the menus and Keyboard Shortcuts do in that language (Qt's own
    names: "Strg+Umschalt+M", "Leertaste"), never the English name beside a translated menu
    (`tools/translations.py keys` writes them)."""
    from snl_desktop.words import languages

    translations = tool()
    wrong = []
    try:
        languages.use(app, language)
        for (context, source), message in catalogue_messages(language).items():
            for name in set(translations.KEY_NAMES.findall(source)):
                said = translations.native_name(name)
                for text in forms(message):
                    if said and said != name and re.search(rf"(?<![\w+]){re.escape(name)}(?![\w+])", text):
                        wrong.append(f"{context}: {text!r} says {name!r}, the menus {said!r}")
    finally:
        languages.use(app, "en")
    assert not wrong, "\n".join(wrong[:20])


def test_no_translation_function_hides_under_another_name() -> None:
    """lupdate reads calls of ``tr``, ``translate`` and ``phrase`` by name: ``t =
    QCoreApplication.translate`` then ``t("Cli", "…")`` would leave the text out of every
    catalogue (and ``tr = self.tr`` files it under no context)."""
    hidden = []
    for path in sorted((ROOT / "snl_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
                if node.value.attr in ("tr", "translate"):
                    names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                    if names != ["translate"] or node.value.attr == "tr":
                        hidden.append(f"{path.relative_to(ROOT)}:{node.lineno}: {names} = ….{node.value.attr}")
    assert not hidden, "\n".join(hidden)


def test_a_translated_text_is_filled_by_spoken() -> None:
    """``self.tr("…{n}…").format(n=3)`` writes ASCII digits into an Arabic sentence (and raises
    on a translation that misnames a field); ``spoken(self.tr("…{n}…"), n=3)`` writes the
    language's. No translated text is filled by ``str.format``."""
    found = []
    for path in sorted((ROOT / "snl_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
                inner = node.func.value
                called = inner.func if isinstance(inner, ast.Call) else None
                name = getattr(called, "attr", None) or getattr(called, "id", None)
                if name in ("tr", "translate"):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, "\n".join(found)


def test_no_number_is_written_in_english_before_it_is_said() -> None:
    """``spoken(text, turns=f"{x:.1f}")`` or ``.of(kb=f"{n:,}")`` writes "31.8" and "1,024" in
    a German or Arabic sentence; the number goes in as it is (``{turns:.1f}`` in the text) or
    through `words.numbers`. No field of a said text is an f-string with a number's format."""
    found = []
    for path in sorted((ROOT / "snl_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            if name not in ("spoken", "of"):
                continue
            for keyword in node.keywords:
                if isinstance(keyword.value, ast.JoinedStr) and any(
                    isinstance(part, ast.FormattedValue) and part.format_spec is not None
                    for part in keyword.value.values
                ):
                    found.append(f"{path.relative_to(ROOT)}:{keyword.value.lineno} {keyword.arg}")
    assert not found, "\n".join(found)


def test_one_sentence_writes_one_set_of_digits(app) -> None:
    """In Egyptian Arabic, whose digits are ٠١٢…, a turn's numbers, a count and a figure are
    all written in them: no sentence mixes "٣" and "3"."""
    from snl_desktop.words import languages, numbers, spoken

    try:
        languages.use(app, "ar")
        QLocale.setDefault(QLocale("ar_EG"))  # whatever this machine's own locale is
        climbed = spoken(QCoreApplication.translate("Game", ", climbed from {start} to {end}"), start=5, end=28)
        snakes = QCoreApplication.translate("BoardCounts", "%n snake(s)", None, 11)
        figure = numbers.by_spec(0.5, ".1%")
        for text, digits in ((climbed, "٥٢٨"), (snakes, "١"), (figure or "", "٥٠")):
            assert all(d in text for d in digits) and not re.search(r"[0-9]", text), text
    finally:
        languages.use(app, "en")
