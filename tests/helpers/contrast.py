"""Contrast of text as a reader sees it, measured from pixels: the window (or a dialog) is drawn
once into a picture, and for every text shown on it — a label, a button, a check box, a tab, a
list or table line, a header, a field and its placeholder, a combo box, a group's title, a menu
bar item, a line of a text panel, a chart's axis title and numbers — the box its text is drawn
in is found from the widget's own font, alignment and style; in that box the background is the
most common pixel and the ink is the pixel that differs from it most. Their WCAG contrast ratio
must reach 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).

The ink is the strongest pixel, so a box that also catches a stronger line (a frame) is read
too kindly, never too harshly; each box is the text's own size, centred as the style centres it,
to keep that rare."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QImage, QPainter, QTextCursor, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMenuBar,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QStyleOptionGroupBox,
    QTabBar,
    QTableView,
    QTextEdit,
    QToolButton,
    QTreeView,
    QWidget,
)

TEXT = 4.5
"""WCAG 1.4.3 (AA): normal text."""
LARGE_TEXT = 3.0
"""WCAG 1.4.3 (AA): large text, at least 24 px, or 18.66 px bold."""
NO_INK = 1.05
"""Below this the box holds no text at all (a box that missed it): said apart."""
MAX_ITEMS = 120
"""The most lines of one list, table or text panel read (those shown first)."""


@dataclass(frozen=True)
class Text:
    """A text shown: where (said), its box in the picture, its font."""

    where: str
    box: QRect
    font: QFont


@dataclass(frozen=True)
class Reading:
    """A text's measured contrast: its ink and background (``#rrggbb``) and their ratio, and the
    least ratio its size needs."""

    where: str
    ink: str
    background: str
    ratio: float
    needed: float

    def __str__(self) -> str:
        return f"{self.where}: {self.ink} on {self.background}, {self.ratio:.2f}:1 (needs {self.needed:g}:1)"


# -- the pixels --------------------------------------------------------------------------------


def _linear(channel: np.ndarray) -> np.ndarray:
    c = channel / 255.0
    return np.where(c <= 0.03928, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _luminance(rgb: np.ndarray) -> np.ndarray:
    return 0.2126 * _linear(rgb[..., 0]) + 0.7152 * _linear(rgb[..., 1]) + 0.0722 * _linear(rgb[..., 2])


def picture(root: QWidget) -> np.ndarray:
    """``root`` and everything on it drawn once: an array of rows of (r, g, b)."""
    image = root.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    height, width, stride = image.height(), image.width(), image.bytesPerLine()
    bgra = np.frombuffer(image.constBits(), np.uint8, count=height * stride).reshape(height, stride // 4, 4)
    return bgra[:, :width, 2::-1].astype(np.int32)  # (b, g, r, a) → (r, g, b)


def measure(pixels: np.ndarray, box: QRect) -> tuple[str, str, float] | None:
    """(ink, background, ratio) of the text in ``box`` of ``pixels``: the background is the most
    common colour in the box, the ink the colour that contrasts most with it. None: no box."""
    top, left = max(box.top(), 0), max(box.left(), 0)
    bottom, right = min(box.bottom() + 1, pixels.shape[0]), min(box.right() + 1, pixels.shape[1])
    if bottom - top < 2 or right - left < 2:
        return None
    area = pixels[top:bottom, left:right].reshape(-1, 3)
    packed = (area[:, 0] << 16) | (area[:, 1] << 8) | area[:, 2]
    colours, counts = np.unique(packed, return_counts=True)
    ground = int(colours[np.argmax(counts)])
    ground_rgb = np.array([(ground >> 16) & 255, (ground >> 8) & 255, ground & 255])
    rgb = np.stack([(colours >> 16) & 255, (colours >> 8) & 255, colours & 255], axis=-1)
    lum, ground_lum = _luminance(rgb), float(_luminance(ground_rgb))
    ratios = (np.maximum(lum, ground_lum) + 0.05) / (np.minimum(lum, ground_lum) + 0.05)
    ink = int(colours[np.argmax(ratios)])
    return f"#{ink:06x}", f"#{ground:06x}", float(ratios.max())


def needed(font: QFont) -> float:
    """The least contrast text in ``font`` needs: 3:1 when large, else 4.5:1."""
    pixels = QFontInfo(font).pixelSize()
    bold = font.weight() >= QFont.Weight.Bold
    return LARGE_TEXT if pixels >= 24 or (bold and pixels >= 18.66) else TEXT


# -- where each widget draws its text ------------------------------------------------------------


def _said(widget: QWidget, text: str) -> str:
    name = f"({widget.objectName()})" if widget.objectName() else ""
    return f"{type(widget).__name__}{name} {text.replace(chr(10), ' ')[:50]!r}"


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _text_box(metrics: QFontMetrics, area: QRect, alignment: Qt.AlignmentFlag, text: str, rtl: bool) -> QRect:
    """The box ``text`` (one or more lines) takes when aligned in ``area`` (visual alignment:
    left and right swap in a right-to-left widget), clipped to ``area``."""
    lines = text.split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    height = metrics.height() * len(lines)
    horizontal = alignment & Qt.AlignmentFlag.AlignHorizontal_Mask
    if rtl and horizontal in (Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeading):
        horizontal = (
            Qt.AlignmentFlag.AlignRight if horizontal != Qt.AlignmentFlag.AlignRight else Qt.AlignmentFlag.AlignLeft
        )
    if horizontal & Qt.AlignmentFlag.AlignHCenter or horizontal & Qt.AlignmentFlag.AlignJustify:
        x = area.left() + (area.width() - width) // 2
    elif horizontal & Qt.AlignmentFlag.AlignRight or horizontal & Qt.AlignmentFlag.AlignTrailing:
        x = area.right() + 1 - width
    else:
        x = area.left()
    vertical = alignment & Qt.AlignmentFlag.AlignVertical_Mask
    if vertical & Qt.AlignmentFlag.AlignTop:
        y = area.top()
    elif vertical & Qt.AlignmentFlag.AlignBottom:
        y = area.bottom() + 1 - height
    else:
        y = area.top() + (area.height() - height) // 2
    return QRect(x, y, width, height).intersected(area)


def _rtl(widget: QWidget) -> bool:
    return widget.layoutDirection() == Qt.LayoutDirection.RightToLeft


def _label(label: QLabel) -> Iterator[tuple[str, QRect]]:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return
    area = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    if rich:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    if text.strip():  # the whole of its contents: a label draws nothing else there
        yield _said(label, text), area


def _button(button: QAbstractButton) -> Iterator[tuple[str, QRect]]:
    text = _plain(button.text())
    if not text.strip():
        return
    metrics, rtl = QFontMetrics(button.font()), _rtl(button)
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    if isinstance(button, QToolButton):
        style = button.toolButtonStyle()
        if style == Qt.ToolButtonStyle.ToolButtonIconOnly and not button.icon().isNull():
            return  # (without an icon, it shows its text)
        area = button.rect().adjusted(2, 2, -2, -2)
        if not button.icon().isNull() and style == Qt.ToolButtonStyle.ToolButtonTextBesideIcon:
            area = area.adjusted(0, 0, -icon, 0) if rtl else area.adjusted(icon, 0, 0, 0)
            alignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        elif not button.icon().isNull() and style == Qt.ToolButtonStyle.ToolButtonTextUnderIcon:
            area = area.adjusted(0, button.iconSize().height() + 3, 0, 0)
            alignment = Qt.AlignmentFlag.AlignCenter
        else:
            alignment = Qt.AlignmentFlag.AlignCenter
        yield _said(button, text), _text_box(metrics, area, alignment, text, rtl)
        return
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    if isinstance(button, (QCheckBox, QRadioButton)):
        element = (
            QStyle.SubElement.SE_CheckBoxContents
            if isinstance(button, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonContents
        )
        area = button.style().subElementRect(element, option, button)
        area = area.adjusted(0, 0, -icon, 0) if rtl else area.adjusted(icon, 0, 0, 0)
        yield (
            _said(button, text),
            _text_box(metrics, area, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text, rtl),
        )
    elif isinstance(button, QPushButton):
        area = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        box = _text_box(metrics, area, Qt.AlignmentFlag.AlignCenter, text, rtl)
        yield _said(button, text), box.translated(-icon // 2 if rtl else icon // 2, 0).intersected(area)


def _tabs(bar: QTabBar) -> Iterator[tuple[str, QRect]]:
    vertical = bar.shape() in (
        QTabBar.Shape.RoundedWest,
        QTabBar.Shape.RoundedEast,
        QTabBar.Shape.TriangularWest,
        QTabBar.Shape.TriangularEast,
    )
    metrics = QFontMetrics(bar.font())
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        if not text.strip() or not bar.isTabVisible(i):
            continue
        area = bar.tabRect(i).adjusted(3, 3, -3, -3)
        if vertical:
            yield _said(bar, text), area
            continue
        for side in (QTabBar.ButtonPosition.LeftSide, QTabBar.ButtonPosition.RightSide):
            extra = bar.tabButton(i, side)
            if extra is not None and extra.isVisible():
                cut = extra.geometry()
                area = (
                    area.adjusted(0, 0, -(area.right() - cut.left() + 1), 0)
                    if cut.center().x() > area.center().x()
                    else area.adjusted(cut.right() - area.left() + 1, 0, 0, 0)
                )
        icon = bar.iconSize().width() + 4 if not bar.tabIcon(i).isNull() else 0
        box = _text_box(metrics, area, Qt.AlignmentFlag.AlignCenter, text, _rtl(bar))
        yield _said(bar, text), box.translated(-icon // 2 if _rtl(bar) else icon // 2, 0).intersected(area)


def _menu_bar(bar: QMenuBar) -> Iterator[tuple[str, QRect]]:
    metrics = QFontMetrics(bar.font())
    for action in bar.actions():
        text = _plain(action.text())
        if not action.isVisible() or action.isSeparator() or not text.strip():
            continue
        area = bar.actionGeometry(action)
        yield _said(bar, text), _text_box(metrics, area, Qt.AlignmentFlag.AlignCenter, text, _rtl(bar))


def _combo(combo: QComboBox) -> Iterator[tuple[str, QRect]]:
    text = combo.currentText()
    if not text.strip() or combo.isEditable():
        return
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.currentText = text
    option.editable = False
    option.frame = combo.hasFrame()
    area = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    rtl = _rtl(combo)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        icon = combo.iconSize().width() + 4
        area = area.adjusted(0, 0, -icon, 0) if rtl else area.adjusted(icon, 0, 0, 0)
    yield (
        _said(combo, text),
        _text_box(
            QFontMetrics(combo.font()), area, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text, rtl
        ),
    )


def _line_edit(edit: QLineEdit) -> Iterator[tuple[str, QRect]]:
    text = edit.displayText() or edit.placeholderText()
    if not text.strip():
        return
    option = QStyleOptionFrame()
    option.initFrom(edit)
    option.lineWidth = (
        edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, edit) if edit.hasFrame() else 0
    )
    area = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    said = text if edit.displayText() else f"(placeholder) {text}"
    yield _said(edit, said), area.adjusted(1, 1, -1, -1)  # the whole field inside its frame


def _group_box(box: QGroupBox) -> Iterator[tuple[str, QRect]]:
    text = _plain(box.title())
    if not text.strip():
        return
    option = QStyleOptionGroupBox()
    option.initFrom(box)
    option.text = box.title()
    option.textAlignment = box.alignment()
    option.lineWidth = 1
    option.subControls = QStyle.SubControl.SC_GroupBoxLabel | QStyle.SubControl.SC_GroupBoxFrame
    if box.isCheckable():
        option.subControls |= QStyle.SubControl.SC_GroupBoxCheckBox
    area = box.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, box
    )
    yield _said(box, text), area


def _item_view(view: QAbstractItemView) -> Iterator[tuple[str, QRect, QWidget]]:
    """Each line (cell) shown: its box in the viewport (less its icon and check box)."""
    model = view.model()
    if model is None:
        return
    shown = view.viewport().rect()
    count = 0

    def walk(parent) -> Iterator:
        for row in range(model.rowCount(parent)):
            columns = 1 if isinstance(view, QListView) else model.columnCount(parent)  # (a list model's is private)
            for column in range(columns):
                index = model.index(row, column, parent)
                yield index
            if isinstance(view, QTreeView) and view.isExpanded(model.index(row, 0, parent)):
                yield from walk(model.index(row, 0, parent))

    from PySide6.QtCore import QModelIndex

    for index in walk(QModelIndex()):
        if count >= MAX_ITEMS:
            return
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text.strip():
            continue
        if isinstance(view, QTableView) and (view.isRowHidden(index.row()) or view.isColumnHidden(index.column())):
            continue
        if isinstance(view, QListView) and view.isRowHidden(index.row()):
            continue
        rect = view.visualRect(index)
        if not rect.intersects(shown):
            continue
        area = rect.adjusted(3, 1, -3, -1)
        if isinstance(view, QListView) and view.viewMode() == QListView.ViewMode.IconMode:
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:  # the text at the foot, under the picture
                metrics = QFontMetrics(view.font())
                lines = -(-metrics.horizontalAdvance(text) // max(area.width(), 1))
                area = area.adjusted(0, max(0, area.height() - lines * metrics.height() - 2), 0, 0)
            count += 1
            yield _said(view, text), area.intersected(shown), view.viewport()
            continue
        cut = 0
        if index.data(Qt.ItemDataRole.DecorationRole) is not None:
            cut += view.iconSize().width() if view.iconSize().isValid() else 16
            cut += 4
        if index.data(Qt.ItemDataRole.CheckStateRole) is not None:
            cut += 20
        area = area.adjusted(0, 0, -cut, 0) if _rtl(view) else area.adjusted(cut, 0, 0, 0)
        count += 1
        yield _said(view, text), area.intersected(shown), view.viewport()


def _header(header: QHeaderView) -> Iterator[tuple[str, QRect]]:
    model = header.model()
    if model is None or not header.isVisible():
        return
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    for logical in range(header.count()):
        if header.isSectionHidden(logical):
            continue
        text = model.headerData(logical, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text.strip():
            continue
        position, size = header.sectionViewportPosition(logical), header.sectionSize(logical)
        area = QRect(position, 0, size, header.height()) if horizontal else QRect(0, position, header.width(), size)
        yield _said(header, text), area.adjusted(4, 2, -4, -2).intersected(header.viewport().rect())


def _text_panel(edit: QTextEdit | QPlainTextEdit) -> Iterator[tuple[str, QRect, QWidget]]:
    """Each line of text shown (a paragraph, a line of code): its box in the viewport."""
    document = edit.document()
    shown = edit.viewport().rect()
    block = document.begin()
    count = 0
    while block.isValid() and count < MAX_ITEMS:
        if block.isVisible() and block.text().strip():
            top = edit.cursorRect(QTextCursor(block)).top()
            layout = block.layout()
            height = int(layout.boundingRect().height()) if layout is not None else 0
            area = QRect(shown.left(), top, shown.width(), max(height, 1)).intersected(shown)
            if not area.isEmpty():
                count += 1
                yield _said(edit, block.text()), area, edit.viewport()
            elif top > shown.bottom():
                return
        block = block.next()


def _chart_axes(view: QGraphicsView) -> Iterator[tuple[str, QRect, QFont]]:
    """A pyqtgraph chart's axis titles and tick numbers, where they are drawn in ``view``."""
    import pyqtgraph as pg

    if not isinstance(view, pg.PlotWidget):
        return
    plot = view.getPlotItem()
    for side, held in plot.axes.items():
        axis = held["item"]
        if not axis.isVisible():
            continue
        if axis.label.isVisible() and axis.label.toPlainText().strip():
            area = view.mapFromScene(axis.label.sceneBoundingRect()).boundingRect()
            yield f"chart's {side} axis title {axis.label.toPlainText()!r}", area, axis.label.font()
        image = QImage(8, 8, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        font = axis.style["tickFont"] or QFont()
        painter.setFont(font)
        specs = axis.generateDrawSpecs(painter)
        painter.end()
        if specs is None:
            continue
        for rect, _flags, text in specs[2]:
            area = view.mapFromScene(axis.mapRectToScene(QRectF(rect))).boundingRect()
            yield f"chart's {side} axis number {text!r}", area, font


def texts(root: QWidget) -> Iterator[Text]:
    """Every text shown on ``root`` (itself and every widget on it that can be seen), its box
    in ``root``'s coordinates."""
    for widget in (root, *root.findChildren(QWidget)):
        if not widget.isVisible() or widget.window() is not root.window():
            continue  # (what can be seen of it is asked of where it draws: a view draws on its viewport)
        found: list[tuple[str, QRect, QWidget, QFont]] = []
        if isinstance(widget, QLabel):
            found += [(said, box, widget, widget.font()) for said, box in _label(widget)]
        elif isinstance(widget, QAbstractButton):
            found += [(said, box, widget, widget.font()) for said, box in _button(widget)]
        elif isinstance(widget, QTabBar):
            found += [(said, box, widget, widget.font()) for said, box in _tabs(widget)]
        elif isinstance(widget, QMenuBar):
            found += [(said, box, widget, widget.font()) for said, box in _menu_bar(widget)]
        elif isinstance(widget, QComboBox):
            found += [(said, box, widget, widget.font()) for said, box in _combo(widget)]
        elif isinstance(widget, QLineEdit):
            found += [(said, box, widget, widget.font()) for said, box in _line_edit(widget)]
        elif isinstance(widget, QGroupBox):
            found += [(said, box, widget, widget.font()) for said, box in _group_box(widget)]
        elif isinstance(widget, QHeaderView):
            found += [(said, box, widget.viewport(), widget.font()) for said, box in _header(widget)]
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            found += [(said, box, on, widget.font()) for said, box, on in _text_panel(widget)]
        elif isinstance(widget, QAbstractItemView):
            found += [(said, box, on, widget.font()) for said, box, on in _item_view(widget)]
        elif isinstance(widget, QGraphicsView):
            found += [(said, box, widget.viewport(), font) for said, box, font in _chart_axes(widget)]
        for said, whole, on, font in found:
            box = whole.intersected(on.visibleRegion().boundingRect())
            line = min(whole.height(), QFontMetrics(font).height())
            if box.width() < 2 or box.height() < line // 2:
                continue  # scrolled (or cut) all but out of sight: nothing there to read
            corner = on.mapTo(root, QPoint(0, 0))
            yield Text(said, box.translated(corner), font)


def readings(root: QWidget) -> list[Reading]:
    """The contrast of every text shown on ``root``, measured on one picture of it."""
    pixels = picture(root)
    found: list[Reading] = []
    for text in texts(root):
        measured = measure(pixels, text.box)
        if measured is not None:
            ink, ground, ratio = measured
            found.append(Reading(text.where, ink, ground, ratio, needed(text.font)))
    return found


def too_faint(root: QWidget) -> list[str]:
    """Each text on ``root`` whose contrast is less than it needs, said with its colours."""
    return [
        str(reading) if reading.ratio >= NO_INK else f"{reading} — no text found in its box"
        for reading in readings(root)
        if reading.ratio < reading.needed
    ]
