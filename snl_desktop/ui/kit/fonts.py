"""The fonts the app ships for scripts a machine may lack (Noto Sans Devanagari for Hindi, Noto
Sans Arabic for Arabic; SIL Open Font License, `resources/fonts/OFL.txt`), added to the
application's font database so a bare system renders every language the app speaks. Which
fonts they are is the languages' list (`resources.languages`: each language's ``font``). Qt
falls back to them for any text in those scripts (a player's name too).

Devanagari is drawn as large as the Latin beside it: at one size, a Devanagari letter's body
(from its headline down to the line) is about 15 % shorter than a Latin capital, so a Hindi
menu looked a size smaller than an English one, and "दृश्य (V)" shrank next to its "V". The
shipped font is loaded scaled so that its body is as tall as the capitals of the app's own
font (`SCALED_BODIES`); Latin text keeps its size. A system's own Devanagari font, where Qt
picks it instead, is drawn as it is. The window title is the window manager's to draw:
`in_shipped_script` tells the window when its title holds letters only these fonts may have."""

from __future__ import annotations

import struct

from PySide6.QtGui import QFontDatabase, QFontMetricsF, QGuiApplication, QRawFont

from ...resources import FOLDER
from ...resources.languages import FONT_FILES

FONTS = FOLDER / "fonts"
_loaded: list[str] = []

SCALED_BODIES: dict[str, str] = {"NotoSansDevanagari": "\u0915"}
"""The shipped fonts drawn larger, each with a letter as tall as its script's body and no
more (क: headline to line, no vowel sign above or below)."""
MOST_SCALE = 1.25
"""The most a script font is enlarged (a Latin font with very tall capitals does not blow
Devanagari up past what a line holds)."""

SHIPPED_SCRIPTS: tuple[tuple[int, int], ...] = (
    (0x0600, 0x06FF),  # Arabic
    (0x0750, 0x077F),  # Arabic Supplement
    (0x08A0, 0x08FF),  # Arabic Extended-A
    (0x0900, 0x097F),  # Devanagari
    (0xA8E0, 0xA8FF),  # Devanagari Extended
    (0xFB50, 0xFDFF),  # Arabic Presentation Forms-A
    (0xFE70, 0xFEFF),  # Arabic Presentation Forms-B
)
"""The code points of the scripts the app ships a font for (`resources.languages`: Hindi's
and Arabic's)."""


def load_script_fonts() -> list[str]:
    """Add the shipped fonts (once; Devanagari scaled to the app's font: `SCALED_BODIES`); the
    families added."""
    if not _loaded:
        for name in FONT_FILES:
            data = (FONTS / name).read_bytes()
            letter = SCALED_BODIES.get(name.rsplit("-", 1)[0])
            if letter is not None:
                data = scaled(data, body_scale(data, letter))
            font_id = QFontDatabase.addApplicationFontFromData(data)
            if font_id >= 0:
                _loaded.extend(f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in _loaded)
    return list(_loaded)


def body_scale(data: bytes, letter: str) -> float:
    """How much larger the font of ``data`` must be drawn for ``letter`` (its script's body) to
    stand as tall as a capital of the application's font: 1 to `MOST_SCALE`."""
    em = 1000.0
    raw = QRawFont(data, em)
    glyphs = raw.glyphIndexesForString(letter) if raw.isValid() else []
    if not glyphs or not glyphs[0]:
        return 1.0
    body = -raw.boundingRect(glyphs[0]).top()
    latin = QGuiApplication.font()
    latin.setPixelSize(round(em))
    capital = QFontMetricsF(latin).capHeight()
    if body <= 0 or capital <= 0:
        return 1.0
    return min(MOST_SCALE, max(1.0, capital / body))


def scaled(data: bytes, scale: float) -> bytes:
    """The TrueType or OpenType font ``data`` drawn ``scale`` times as large at every size: its
    units per em (the ``head`` table's) divided by ``scale``, so that its outlines, metrics and
    positions, all counted in those units, grow together. Data that is not such a font, or a
    scale of 1, comes back as it is. (The tables' checksums are not recomputed: no renderer
    checks them.)"""
    if scale == 1.0 or len(data) < 12:
        return data
    (count,) = struct.unpack_from(">H", data, 4)
    for index in range(count):
        start = 12 + 16 * index
        if start + 16 > len(data):
            break
        tag, _, offset, length = struct.unpack_from(">4sIII", data, start)
        if tag == b"head" and length >= 20 and offset + 20 <= len(data):
            (units,) = struct.unpack_from(">H", data, offset + 18)
            out = bytearray(data)
            struct.pack_into(">H", out, offset + 18, max(16, min(16384, round(units / scale))))
            return bytes(out)
    return data


def in_shipped_script(text: str) -> bool:
    """Whether ``text`` holds a letter of a script the app ships a font for (Devanagari, Arabic):
    one a window manager without such a font draws as boxes."""
    return any(low <= ord(ch) <= high for ch in text for low, high in SHIPPED_SCRIPTS)
