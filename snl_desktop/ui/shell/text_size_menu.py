"""View → Text Size: Normal, Large and Huge as a choice of three, and Ctrl+L to step through
them (see `kit.text_size`)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ..kit.actions import make_action
from ..kit.text_size import LEVELS, TextSize

__all__ = ["add_text_size_menu"]


def _level_name(level: str) -> str:
    if level == "normal":
        return QCoreApplication.translate("TextSize", "&Normal")
    if level == "large":
        return QCoreApplication.translate("TextSize", "&Large")
    return QCoreApplication.translate("TextSize", "&Huge")


def add_text_size_menu(window: QWidget, view_menu: QMenu, text_size: TextSize) -> QMenu:
    """The Text Size submenu of ``view_menu``: one checkable action per level, and Cycle Text
    Size (Ctrl+L, a key of ``window`` wherever the focus is) that steps through them."""
    menu = view_menu.addMenu(QCoreApplication.translate("TextSize", "Text &Size"))
    group = QActionGroup(menu)
    levels: dict[str, QAction] = {}
    for level in LEVELS:
        action = make_action(menu, _level_name(level), partial(text_size.set_level, level), checkable=True)
        group.addAction(action)
        menu.addAction(action)
        levels[level] = action
    menu.addSeparator()
    cycle = make_action(
        window,
        QCoreApplication.translate("TextSize", "&Cycle Text Size"),
        text_size.cycle,
        "Ctrl+L",
        QCoreApplication.translate("TextSize", "Normal, large, huge: every text of the app"),
    )
    cycle.setObjectName("text-size-cycle")
    menu.addAction(cycle)
    window.addAction(cycle)  # the key works wherever the focus is

    def show(_scale: float = 0.0) -> None:
        levels[text_size.level].setChecked(True)

    text_size.changed.connect(show)
    show()
    return menu
