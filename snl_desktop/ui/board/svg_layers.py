"""An SVG of a board in named layers, for a designer's drawing program: ``background``,
``squares``, ``ladders``, ``snakes``, ``numbers``, ``snake-heads`` (a snake's head lies over the
numbers, as on screen), ``title`` (the name and the rules) and ``marks`` (crop and overlap marks,
a poster's labels), each a ``<g id="…">`` that Inkscape also lists as a layer.

Qt's SVG generator writes a flat run of groups, one for each change of pen or brush, and the
font's generic name ("Sans Serif"). So the picture is drawn once a layer, with only that layer's
pieces showing, and the drawings are put together with the standard library's ElementTree; every
text then names the font it was drawn in, with a generic fallback. Empty groups are dropped.

With *outlines* (for a print shop or a machine without the font) every ``<text>`` becomes a
``<path>`` of its letters' shapes, made by Qt from the same font, size and place (so it looks
as the text did), its words kept in an ``aria-label``."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize
from PySide6.QtGui import QFont, QFontInfo, QPaintDevice, QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsItem

from . import theme
from .items import GridItem, LadderItem, LoopItem, NumbersItem, SnakeHead, SnakeItem
from .page import Part
from .scene import BoardScene, is_dense

SVG_NS = "http://www.w3.org/2000/svg"
INKSCAPE_NS = "http://www.inkscape.org/namespaces/inkscape"
BOARD_LAYERS = ("squares", "ladders", "snakes", "numbers", "snake-heads")
LAYERS = ("background", *BOARD_LAYERS, "title", "marks")
"""Bottom to top."""
_PARTS: dict[str, Part] = {"background": "background", "title": "text", "marks": "marks"}

Painter = Callable[[QPaintDevice, Collection[Part]], None]
"""Draws the picture (the parts named) on an SVG generator."""


def layer_of(item: QGraphicsItem) -> str | None:
    """The layer a piece of the board belongs to (None: not one of the board's own pieces)."""
    if isinstance(item, GridItem):
        return "squares"
    if isinstance(item, (LadderItem, LoopItem)):
        return "ladders"
    if isinstance(item, SnakeItem):
        return "snakes"
    if isinstance(item, SnakeHead):
        return "snake-heads"
    if isinstance(item, NumbersItem):
        return "numbers"
    return None


@contextmanager
def _showing(scene: BoardScene, layer: str) -> Iterator[None]:
    """Only ``layer``'s pieces of ``scene`` visible (a dense board's one layer of jumps holds
    only that layer's jumps) until the block ends; then everything as it was."""
    items = [item for item in scene.items() if item.parentItem() is None]
    shown = {item: item.isVisible() for item in items}
    dense = None
    if is_dense(scene.board):
        from .jump_layer import JumpLayer  # numpy: loaded for dense boards only

        dense = next((item for item in items if isinstance(item, JumpLayer)), None)
    try:
        # bodies first: hiding a snake hides its head, which may then be shown again
        for item in sorted(items, key=lambda item: isinstance(item, SnakeHead)):
            item.setVisible(layer_of(item) == layer)
        if dense is not None:
            jumps = scene.board.jumps
            wanted = {s: e for s, e in jumps.items() if (e >= s if layer == "ladders" else e < s)}
            dense.setVisible(layer in ("ladders", "snakes"))
            dense.set_jumps(wanted)
        yield
    finally:
        for item in sorted(items, key=lambda item: isinstance(item, SnakeHead)):
            item.setVisible(shown[item])
        if dense is not None:
            dense.set_jumps(scene.board.jumps)


def _one_pass(
    size: QSize, view_box: QRectF, resolution: int, title: str, draw: Callable[[QPaintDevice], None]
) -> bytes:
    from PySide6.QtSvg import QSvgGenerator  # loaded only when exporting SVG

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(view_box)
    generator.setResolution(resolution)
    generator.setTitle(title)
    draw(generator)
    buffer.close()
    return bytes(data.data())


def layered_svg(
    scene: BoardScene,
    size: QSize,
    view_box: QRectF,
    resolution: int,
    title: str,
    paint: Painter,
    outlines: bool = False,
) -> bytes:
    """The SVG of what ``paint`` draws, a layer at a time (see the module's description):
    ``size`` in the generator's pixels at ``resolution`` dots per inch, which give the
    drawing's size on paper; with ``outlines`` its texts as shapes."""
    root: ET.Element | None = None
    groups = []
    for layer in LAYERS:
        part = _PARTS.get(layer, "board")

        def draw(device: QPaintDevice, part: Part = part) -> None:
            paint(device, (part,))

        if layer in BOARD_LAYERS:
            with _showing(scene, layer):
                drawing = _parse(_one_pass(size, view_box, resolution, title, draw))
        else:
            drawing = _parse(_one_pass(size, view_box, resolution, title, draw))
        if root is None:
            root = drawing
        group = ET.Element(f"{{{SVG_NS}}}g", {"id": layer, f"{{{INKSCAPE_NS}}}groupmode": "layer"})
        group.set(f"{{{INKSCAPE_NS}}}label", layer)
        group.extend(_drawn(drawing))
        groups.append(group)
    assert root is not None
    for child in _drawn(root):
        root.remove(child)
    root.extend(groups)
    return _finished(root, outlines)


def flat_svg(
    size: QSize,
    view_box: QRectF,
    resolution: int,
    title: str,
    paint: Painter,
    parts: Collection[Part],
    outlines: bool = False,
) -> bytes:
    """The SVG of what ``paint`` draws in one pass (a picture with more on it than a board's
    own pieces, such as a search's marks at their own depths), its font named (or with
    ``outlines``, its texts as shapes)."""
    root = _parse(_one_pass(size, view_box, resolution, title, lambda device: paint(device, parts)))
    return _finished(root, outlines)


def _parse(text: bytes) -> ET.Element:
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    ET.register_namespace("inkscape", INKSCAPE_NS)
    return ET.fromstring(text)


def _drawn(root: ET.Element) -> list[ET.Element]:
    """What the generator drew: the children of ``root`` but its title, description and defs."""
    kept = (f"{{{SVG_NS}}}title", f"{{{SVG_NS}}}desc", f"{{{SVG_NS}}}defs")
    return [child for child in root if child.tag not in kept]


def _finished(root: ET.Element, outlines: bool = False) -> bytes:
    _drop_empty_groups(root)
    if outlines:
        _outline_texts(root)
    _name_the_font(root)
    return bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True))


OUTLINE_SIZE = 100
"""Letters are traced at this many pixels high (unhinted), then scaled to the text's size."""


def text_outline(text: str, x: float, y: float, size: float, bold: bool, italic: bool) -> QPainterPath:
    """The shapes of ``text``'s letters in the board's font, ``size`` high, the baseline
    starting at (``x``, ``y``): where Qt's SVG generator put the text."""
    font = QFont(QFontInfo(theme.pixel_font(20)).family())
    font.setPixelSize(OUTLINE_SIZE)
    font.setBold(bold)
    font.setItalic(italic)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    scale = size / OUTLINE_SIZE
    return QTransform(scale, 0, 0, scale, x, y).map(path)


def path_data(path: QPainterPath) -> str:
    """``path`` in SVG's path language (moves, lines and cubic curves, to a hundredth)."""
    kinds = QPainterPath.ElementType
    parts: list[str] = []
    index = 0
    while index < path.elementCount():
        element = path.elementAt(index)
        if element.type == kinds.CurveToElement:
            first, second = path.elementAt(index + 1), path.elementAt(index + 2)
            parts.append(f"C{element.x:.2f} {element.y:.2f} {first.x:.2f} {first.y:.2f} {second.x:.2f} {second.y:.2f}")
            index += 3
            continue
        letter = "M" if element.type == kinds.MoveToElement else "L"
        parts.append(f"{letter}{element.x:.2f} {element.y:.2f}")
        index += 1
    return "".join(parts)


def _outline_texts(root: ET.Element) -> None:
    """Every ``<text>`` under ``root`` replaced by the ``<path>`` of its letters (same fill,
    same place), its words in the path's ``aria-label``."""
    text_tag = f"{{{SVG_NS}}}text"
    for parent in list(root.iter()):
        for index, child in enumerate(list(parent)):
            if child.tag != text_tag:
                continue
            words = "".join(child.itertext())
            try:
                x, y = float(child.get("x", "0")), float(child.get("y", "0"))
                size = float(child.get("font-size", "0").removesuffix("px")) or 12.0
            except ValueError:
                continue  # not a text Qt wrote: left as it is
            bold = child.get("font-weight", "400") in ("bold", "600", "700", "800", "900")
            italic = child.get("font-style", "normal") in ("italic", "oblique")
            shape = ET.Element(f"{{{SVG_NS}}}path")
            for name in ("fill", "fill-opacity", "transform"):
                if name in child.attrib:
                    shape.set(name, child.attrib[name])
            shape.set("stroke", "none")
            shape.set("fill-rule", "nonzero")
            shape.set("aria-label", words)
            shape.set("d", path_data(text_outline(words, x, y, size, bold, italic)))
            parent.remove(child)
            parent.insert(index, shape)


def _drop_empty_groups(element: ET.Element) -> None:
    """Remove every unnamed ``<g>`` under ``element`` that holds nothing (after its own empty
    groups are gone): Qt writes one for every change of pen, drawn with or not."""
    for child in list(element):
        _drop_empty_groups(child)
        if (
            child.tag == f"{{{SVG_NS}}}g"
            and len(child) == 0
            and not (child.text or "").strip()
            and "id" not in child.attrib
        ):
            element.remove(child)


def font_family() -> str:
    """The family the board's texts are drawn in (the font the system gives the app), for CSS:
    quoted, with the generic ``sans-serif`` after it for a viewer that lacks it."""
    family = QFontInfo(theme.pixel_font(20)).family().replace("'", "")
    return f"'{family}', sans-serif" if family else "sans-serif"


def _name_the_font(root: ET.Element) -> None:
    family = font_family()
    for element in root.iter():
        if "font-family" in element.attrib:
            element.set("font-family", family)
