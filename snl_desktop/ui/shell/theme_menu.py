"""View → Theme: Standard, High contrast and Follow the System as a choice of three (see
`kit.theme_choice`), applied at once: the board's colours (`board.theme.use`), the palette of
the docks and dialogs, and a repaint of every view — the items that keep a drawing of
themselves (Qt's item caches) are told to draw again. Following the system keeps the
desktop's palette but for its faint texts: a placeholder or a disabled text fainter than 4.5:1
(Fusion's light palette draws them at 1.5–1.9:1) is darkened (`palettes.legible_widgets`)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup, QPalette
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMenu, QWidget

from ..board import theme
from ..board.theme.palettes import legible_widgets
from ..kit.actions import make_action
from ..kit.theme_choice import HIGH_CONTRAST, STANDARD, THEMES, ThemeChoice

__all__ = ["add_theme_menu", "apply_theme", "theme_choice"]

_widgets_set = False
"""Whether the app's palette is a theme's (else the desktop's own, never touched)."""


def _theme_name(name: str) -> str:
    if name == STANDARD:
        return QCoreApplication.translate("Theme", "&Standard")
    if name == HIGH_CONTRAST:
        return QCoreApplication.translate("Theme", "&High Contrast")
    return QCoreApplication.translate("Theme", "Follow the S&ystem")


def _theme_tip(name: str) -> str:
    if name == STANDARD:
        return QCoreApplication.translate("Theme", "The printed board's colours, with light docks and dialogs")
    if name == HIGH_CONTRAST:
        return QCoreApplication.translate(
            "Theme", "Black, white and yellow: strong outlines, opaque number plates, thicker marks"
        )
    return QCoreApplication.translate("Theme", "The standard board, with docks and dialogs in the desktop's colours")


def apply_theme(choice: ThemeChoice) -> bool:
    """Draw the app in ``choice``'s theme now: the colours, the docks' palette (a theme's own,
    or the desktop's with its faint texts made legible; the desktop's palette is left alone
    when it is legible already, a cheap start), and a repaint of every view. True when the
    colours changed."""
    global _widgets_set
    dark = choice.desktop_dark()
    changed = theme.use(theme.palette_for(choice.name, dark))
    widgets = theme.widget_palette(choice.name, dark)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        if widgets is None:
            if _widgets_set:
                app.setPalette(QPalette())  # back to the desktop's own, before asking what it is
                _widgets_set = False
            widgets = choice.desktop_palette()
        widgets = legible_widgets(widgets)
        if widgets != app.palette():
            app.setPalette(widgets)
            _widgets_set = True
            changed = True
    if changed:
        repaint_views()
    return changed


def give_back_desktop_palette() -> None:
    """The desktop's own palette for the docks and dialogs again (a theme's or a legible one
    set by `apply_theme` taken back), its change delivered to every widget now."""
    global _widgets_set
    app = QApplication.instance()
    if _widgets_set and isinstance(app, QApplication):
        app.setPalette(QPalette())
        QApplication.sendPostedEvents()
    _widgets_set = False


def repaint_views() -> None:
    """Every widget and every item of every view's scene painted again (an item's cached
    drawing is dropped by its `update`). A widget with a style sheet is polished again first:
    Qt's style-sheet style gave it the palette of its first polish, and keeps it through a
    change of the application's (black text on a dark desktop, after High Contrast)."""
    scenes: set[QGraphicsScene] = set()
    for widget in QApplication.allWidgets():
        if widget.styleSheet():
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            scenes.add(widget.scene())
        widget.update()
    for scene in scenes:
        for item in scene.items():
            item.update()


def theme_choice(window: QWidget, settings: QSettings) -> ThemeChoice:
    """The app drawn in the theme remembered in ``settings`` from now on (made before the
    window's first paint), and again whenever the choice or the desktop's colour scheme
    changes."""
    choice = ThemeChoice(settings, window)
    choice.changed.connect(lambda _name: apply_theme(choice))
    apply_theme(choice)
    return choice


def add_theme_menu(view_menu: QMenu, choice: ThemeChoice) -> QMenu:
    """The Theme submenu of ``view_menu``: one checkable action per theme, the one of
    ``choice`` checked (and kept so)."""
    menu = view_menu.addMenu(QCoreApplication.translate("Theme", "T&heme"))
    group = QActionGroup(menu)
    actions: dict[str, QAction] = {}
    for name in THEMES:
        action = make_action(
            menu, _theme_name(name), partial(choice.set_name, name), tip=_theme_tip(name), checkable=True
        )
        action.setObjectName(f"theme-{name}")
        group.addAction(action)
        menu.addAction(action)
        actions[name] = action

    def show(_name: str = "") -> None:
        actions[choice.name].setChecked(True)

    choice.changed.connect(show)
    show()
    return menu
