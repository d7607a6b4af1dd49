"""What a screen reader hears of a widget tree: each interactive control's accessible name, read
through `QAccessible` (as assistive technology reads it: a button's text, a label's buddy, an
explicit `setAccessibleName`), and the controls that have none.

Interactive controls are buttons (push, tool, check, radio), combo boxes, spin boxes, sliders,
line and text edits, list/table/tree views, graphics views and tab bars. Qt's own parts that
assistive technology reads through their owner, or names itself, are left out: scroll bars,
item views' headers, the inner parts of a combo box, a spin box or a line edit (its list, its
line edit, its clear button), widgets Qt names ``qt_…`` (a tool bar's extension button), and
the tab bars without tabs the main window keeps for later. A tab bar's name is its current
tab's text (Qt's rule: `setAccessibleName` does not change it)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

INTERACTIVE = (
    QAbstractButton,
    QComboBox,
    QAbstractSpinBox,
    QAbstractSlider,
    QLineEdit,
    QTextEdit,
    QPlainTextEdit,
    QAbstractItemView,
    QGraphicsView,
    QTabBar,
)


QT_OWN_PARTS = (QComboBox, QAbstractSpinBox, QLineEdit)
"""Controls whose inner widgets (a combo box's list and line edit, a spin box's line edit, a
line edit's clear button) assistive technology reads through the control itself."""


def interactive(widget: QWidget) -> bool:
    """Whether ``widget`` is a control a person operates (and not a part Qt names itself)."""
    if not isinstance(widget, INTERACTIVE) or isinstance(widget, (QScrollBar, QHeaderView)):
        return False
    if widget.objectName().startswith("qt_"):
        return False
    if isinstance(widget, QTabBar) and widget.count() == 0:
        return False  # a tab bar the window keeps for docks not put together now: nothing to operate
    owner = widget.parentWidget()
    while owner is not None:
        if isinstance(owner, QT_OWN_PARTS):
            return False
        owner = owner.parentWidget()
    return True


def accessible_name(widget: QWidget) -> str:
    """The name assistive technology reads for ``widget``."""
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name).strip() if face is not None else ""


def accessible_description(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Description).strip() if face is not None else ""


def controls(root: QWidget, visible_only: bool = True) -> Iterator[QWidget]:
    """Every interactive control of ``root`` (itself included), shown ones only unless
    ``visible_only`` is False."""
    for widget in (root, *root.findChildren(QWidget)):
        if visible_only and not (widget is root or widget.isVisibleTo(root)):
            continue
        if interactive(widget):
            yield widget


def where(widget: QWidget) -> str:
    """A widget as a person fixing it finds it: its class, object name and owners."""
    chain: list[str] = []
    node: QWidget | None = widget
    while node is not None and len(chain) < 5:
        name = node.objectName()
        chain.append(f"{type(node).__name__}({name})" if name else type(node).__name__)
        node = node.parentWidget()
    text = getattr(widget, "text", None)
    shown = f" text={text()!r}" if callable(text) and isinstance(widget, QAbstractButton) else ""
    tip = f" tip={widget.toolTip()!r}" if widget.toolTip() else ""

    return " < ".join(chain) + shown + tip


def unnamed(roots: Iterable[QWidget], visible_only: bool = True) -> list[QWidget]:
    """Each interactive control under ``roots`` without an accessible name, once."""
    found: list[QWidget] = []
    for root in roots:
        for widget in controls(root, visible_only):
            if not accessible_name(widget) and not any(widget is other for other in found):
                found.append(widget)
    return found
