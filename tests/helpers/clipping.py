"""Clipped text, as a reader of a translated window sees it: a label whose text is wider (or,
wrapped, taller) than the label, a word too long to wrap, a button, check box or tool button
narrower than its text, a tab or combo box whose text is elided. Measured with each widget's
own font and its style's contents rectangle, on the widgets shown."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QTabBar,
    QToolButton,
    QWidget,
)

SLACK = 1  # px: rounding of text advances
_MNEMONIC = re.compile(r"&(?!&)")


def _plain(text: str) -> str:
    return _MNEMONIC.sub("", text).replace("&&", "&")


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    area = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    metrics = QFontMetrics(label.font())
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        plain = document.toPlainText()
    else:
        plain = _plain(text)  # (a buddy's mnemonic is underlined, not shown)
    words = [w for w in re.split(r"\s+", plain) if w]
    longest = max((metrics.horizontalAdvance(w) for w in words), default=0)
    if longest > area.width() + SLACK:
        return f"a word {longest} px wide in {area.width()} px"
    if label.wordWrap():
        needed = label.heightForWidth(label.width()) if label.hasHeightForWidth() else label.sizeHint().height()
        if needed > label.height() + SLACK:
            return f"wrapped to {needed} px high in {label.height()} px"
        return None
    if rich:
        document.setTextWidth(-1)
        wide, high = document.idealWidth(), document.size().height()
    else:
        lines = plain.split("\n")
        wide = max(metrics.horizontalAdvance(line) for line in lines)
        high = metrics.lineSpacing() * len(lines)
    if wide > area.width() + SLACK:
        return f"{wide:.0f} px of text in {area.width()} px"
    if high > area.height() + metrics.leading() + 2 * SLACK:
        return f"{high:.0f} px of lines in {area.height()} px"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    text = _plain(button.text())
    if not text:
        return None
    if isinstance(button, QToolButton):
        if button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return None
        hint = button.sizeHint().width()
        return f"{button.width()} px for {hint} px" if button.width() + SLACK < hint else None
    if not isinstance(button, (QPushButton, QCheckBox, QRadioButton)):
        return None
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    element = QStyle.SubElement.SE_PushButtonContents
    if isinstance(button, QCheckBox):
        element = QStyle.SubElement.SE_CheckBoxContents
    elif isinstance(button, QRadioButton):
        element = QStyle.SubElement.SE_RadioButtonContents
    room = button.style().subElementRect(element, option, button).width()
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    needed = QFontMetrics(button.font()).horizontalAdvance(text) + icon
    return f"{needed} px of text in {room} px" if needed > room + SLACK else None


def _tab_problem(bar: QTabBar) -> str | None:
    for i in range(bar.count()):
        if bar.tabText(i) and bar.tabRect(i).width() + SLACK < bar.tabSizeHint(i).width():
            return f"tab {bar.tabText(i)!r}: {bar.tabRect(i).width()} px for {bar.tabSizeHint(i).width()} px"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text or combo.isEditable():
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = (
        combo.style()
        .subControlRect(QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo)
        .width()
    )
    icon = combo.iconSize().width() + 4 if not combo.itemIcon(combo.currentIndex()).isNull() else 0
    needed = QFontMetrics(combo.font()).horizontalAdvance(text) + icon
    return f"{needed} px of text in {room} px" if needed > room + SLACK else None


def _cut_by_its_owners(widget: QWidget) -> str | None:
    """A widget whose side is cut by what holds it (a scroll area that does not scroll sideways,
    the window's edge): less of its width can be seen than it has."""
    seen = widget.visibleRegion().boundingRect()
    if seen.isEmpty() or seen.width() + SLACK >= widget.width():
        return None
    owner = widget.parentWidget()
    while owner is not None:
        if isinstance(owner, QAbstractScrollArea) and owner.horizontalScrollBar().isVisible():
            return None  # it scrolls sideways: the rest is there to be seen
        owner = owner.parentWidget()
    return f"only {seen.width()} px of its {widget.width()} px can be seen"


def problem(widget: QWidget) -> str | None:
    """Why ``widget``'s text is clipped, or None."""
    if isinstance(widget, (QLabel, QAbstractButton, QComboBox)) and getattr(widget, "text", lambda: "x")() != "":
        cut = _cut_by_its_owners(widget)
        if cut is not None:
            return cut
    if isinstance(widget, QLabel):
        return _label_problem(widget)
    if isinstance(widget, QAbstractButton):
        return _button_problem(widget)
    if isinstance(widget, QTabBar):
        return _tab_problem(widget)
    if isinstance(widget, QComboBox):
        return _combo_problem(widget)
    return None


def shown(root: QWidget) -> Iterator[QWidget]:
    for widget in (root, *root.findChildren(QWidget)):
        if widget.isVisible() and widget.width() > 0 and widget.height() > 0:
            yield widget


def clipped(roots: Iterable[QWidget]) -> list[str]:
    """Each shown widget under ``roots`` whose text is clipped, said with where it is."""
    found: list[str] = []
    seen: set[int] = set()
    for root in roots:
        for widget in shown(root):
            if id(widget) in seen:
                continue
            seen.add(id(widget))
            why = problem(widget)
            if why is not None:
                text = getattr(widget, "text", None)
                said = text() if callable(text) else ""
                found.append(f"{type(widget).__name__}({widget.objectName()}) {said[:60]!r}: {why}")
    return found
