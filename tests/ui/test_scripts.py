"""Read right in every script (issue 35, §3 defects 9–10): in Arabic a Latin name put into a
sentence stays one run and the sentence keeps its direction; a power of ten is written as a
reader writes it in German, French and Spanish; How to Play writes its numbers in the
language's digits; Devanagari is drawn as tall as the Latin beside it; a Hindi board's name
comes after the app's (Latin) name in the window title."""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QTextDocument, QTextLayout
from PySide6.QtWidgets import QApplication

from snl_desktop import APP_NAME
from snl_desktop.core import Rules
from snl_desktop.core.rules import Start
from snl_desktop.ui.kit.fonts import load_script_fonts
from snl_desktop.ui.play.how_to_play import how_to_play_html
from snl_desktop.words import figures, game, languages, numbers, spoken
from snl_desktop.words.isolation import FSI, PDI

ISOLATED = re.compile(f"{FSI}([^{FSI}{PDI}]*){PDI}")


@pytest.fixture
def speaking(app: QApplication) -> Iterator[object]:
    """``speaking(code)``: the app speaks that language (English again after the test)."""

    def use(code: str) -> None:
        languages.use(app, code)

    yield use
    languages.use(app, "en")


def visual_run(text: str, start: int, end: int) -> tuple[list[float], list[float]]:
    """Where a one-line layout of ``text`` (direction from its text, as Qt guesses it) puts the
    caret between the characters of ``text[start:end]``, and before every character elsewhere."""
    layout = QTextLayout(text, QApplication.font())
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(2000)
    layout.endLayout()
    inside = [line.cursorToX(i)[0] for i in range(start + 1, end)]
    outside = [
        line.cursorToX(i)[0] for i in range(len(text)) if not start <= i <= end and text[i] not in (FSI, PDI, "\u200f")
    ]
    return inside, outside


def test_an_arabic_turn_keeps_a_latin_name_as_one_isolated_run(speaking) -> None:
    """ "Spieler 1 على ٢٦، …" came out left to right, the name's "1" taken for the square's: the
    name is isolated, the sentence runs right to left from the name."""
    speaking("ar")
    text = game.where_everyone_is([("Spieler 1", 26), ("Ana", 3)], game.whose_turn("Spieler 1"))
    assert ISOLATED.findall(text) == ["Spieler 1", "Ana", "Spieler 1"], ascii(text)
    assert text.count(FSI) == text.count(PDI) == 3
    assert not re.search("[0-9]", ISOLATED.sub("", text)), text  # the squares in Arabic digits
    first = text.index("Spieler 1")
    inside, outside = visual_run(text, first, first + len("Spieler 1"))
    assert inside == sorted(inside) and len(set(inside)) == len(inside)  # the name: left to right, whole
    assert min(inside) > max(outside) - 1, (inside, outside)  # at the right: where the sentence begins
    document = QTextDocument()
    document.setPlainText(text)  # a text view guesses the direction of its lines as well
    assert document.firstBlock().textDirection() == Qt.LayoutDirection.RightToLeft
    # an Arabic name in an Arabic sentence, and a number, need no marks
    assert spoken("{name} على {square}", name="ليلى", square=26) == "ليلى على ٢٦"


def test_an_english_sentence_is_as_it_was_and_isolates_an_arabic_name(speaking) -> None:
    speaking("en")
    assert game.where_everyone_is([("Lily", 23), ("Ben", 40)], "Lily's turn") == "Lily on 23, Ben on 40; Lily's turn"
    assert spoken("{name} is here", name="ليلى") == f"\u200e{FSI}ليلى{PDI} is here"


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_a_power_of_ten_is_written_as_a_reader_writes_it(speaking, code: str) -> None:
    """German and French wrote "1.8e+308", Spanish "1,8e+308"."""
    speaking(code)
    assert numbers.scientific(sys.float_info.max, 1) == "1,8\u00a0×\u00a010³⁰⁸"
    assert numbers.scientific(3.6e-6, 1) == "3,6\u00a0×\u00a010⁻⁶"
    assert figures.turns_figure(math.inf).endswith("1,8\u00a0×\u00a010³⁰⁸")
    assert figures.turns_figure(2.81e12) == "2,81\u00a0×\u00a010¹²"
    assert "e+" not in figures.percent(1e-9) and "1,0\u00a0×\u00a010⁻⁹" in figures.percent(1e-9)


def test_english_and_arabic_powers_of_ten(speaking) -> None:
    speaking("en")
    assert numbers.scientific(1.85e-117, 1) == "1.9\u00a0×\u00a010⁻¹¹⁷"
    speaking("ar")  # no superscript Arabic-Indic digits: the locale's own form
    written = numbers.scientific(sys.float_info.max, 1)
    assert "e" not in written and "١٫٨" in written and "٣٠٨" in written


@pytest.mark.parametrize("start", list(Start))
def test_how_to_play_writes_its_numbers_in_the_languages_digits(speaking, start: Start) -> None:
    """ "المربع 1" and "رميت 6؟" beside a board numbered ١٢٣."""
    speaking("ar")
    rules = Rules(start=start, extra_roll_on_six=True, three_sixes_void=True)
    page = QTextDocument()
    page.setHtml(how_to_play_html(rules, "Classic"))
    text = page.toPlainText()
    assert not re.search("[0-9]", text), text
    assert "٦" in text and "Classic" in text


def ink_height(text: str, font: QFont) -> int:
    """How many rows of pixels ``text`` inks, drawn in ``font``."""
    image = QImage(40 * font.pixelSize(), 4 * font.pixelSize(), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(QPointF(font.pixelSize(), 3 * font.pixelSize()), text)
    painter.end()
    rows = [
        y for y in range(image.height()) if any(QColor(image.pixel(x, y)).value() < 160 for x in range(image.width()))
    ]
    return rows[-1] - rows[0] + 1


def test_devanagari_menu_text_is_as_tall_as_latin(app) -> None:
    """Noto Sans Devanagari's body (headline to line) was 15 % shorter than the capitals of the
    menu's Latin font: "नया" beside "New" now stands as tall (within 10 %)."""
    assert "Noto Sans Devanagari" in load_script_fonts()
    font = QFont(QApplication.font("QMenu"))
    font.setPixelSize(48)  # (at the menu's own size a pixel is 10 %)
    latin, devanagari = ink_height("New", font), ink_height("नया", font)
    assert abs(devanagari - latin) <= 0.1 * latin, (devanagari, latin)


def test_a_devanagari_board_name_follows_the_app_name_in_the_title(make_window) -> None:
    """A window manager without a Devanagari font draws the title's Hindi as boxes: the app's
    (Latin) name comes first then; a Latin name keeps its place."""
    window = make_window()
    window.document.set_name("साँप-सीढ़ी")
    assert window.windowTitle() == f"{APP_NAME} — साँप-सीढ़ी[*]"
    window.document.set_name("Jungle run")
    assert window.windowTitle() == f"Jungle run[*] — {APP_NAME}"
