"""One lazy dock base: a feature's panel is built when it is first needed, not at start-up.

A `LazyDock` is registered with the window at start-up as an empty dock (so the saved layout
can be restored around it). Its widget is built by its factory the first time the dock is
shown (its tab clicked, a layout restored with it in front), the first time someone asks for
`content`, or, when the window calls `build_when_idle` after its first paint, once the event
loop is idle, so that a later click on its tab finds it ready. This is the only start-up
mechanism of the window: a new panel needs nothing else.

The dock also tells its widget whether it can be seen (``set_on_screen(bool)``, if the widget
has it): a widget in a tab behind another is still "visible" to Qt, and only the dock's
``visibilityChanged`` knows better. Panels use it to work only while they can be seen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from .column_scroll import ColumnScroll
from .dock_title import give_title_bar

W = TypeVar("W", bound=QWidget)
T = TypeVar("T")


class LazyDock(QDockWidget, Generic[W]):
    """A dock whose widget ``factory()`` makes when first needed; ``built(widget)`` callbacks
    run once it exists."""

    def __init__(
        self, title: str, name: str, factory: Callable[[], W], window: QMainWindow, scrolls: bool = False
    ) -> None:
        """``title``: translated by the caller; ``name``: the object name the saved layout
        knows the dock by; ``scrolls``: the panel scrolls in the dock when the dock is shorter
        than it (rather than making the window taller: a 768-pixel screen, Huge text)."""
        super().__init__(title, window)
        self.setObjectName(name)
        give_title_bar(self)  # a title that follows Text Size
        self._factory = factory
        self._scrolls = scrolls
        self._content: W | None = None
        self._when_built: list[Callable[[W], object]] = []
        self.on_screen = False
        self.setWidget(QWidget())  # a placeholder: the saved layout is restored around it
        self.visibilityChanged.connect(self._visibility_changed)

    @property
    def built(self) -> bool:
        return self._content is not None

    @property
    def content(self) -> W:
        """The panel, built now if it was not yet."""
        if self._content is None:
            content = self._factory()
            placeholder = self.widget()
            if self._scrolls:
                self.setWidget(ColumnScroll(content))
            else:
                self.setWidget(content)
            placeholder.deleteLater()
            self._content = content
            set_on_screen = getattr(content, "set_on_screen", None)
            if set_on_screen is not None:
                set_on_screen(self.on_screen)
            for callback in self._when_built:
                callback(content)
            self._when_built.clear()
        return self._content

    def when_built(self, callback: Callable[[W], object]) -> None:
        """Run ``callback(panel)`` once the panel exists (at once if it does)."""
        if self._content is not None:
            callback(self._content)
        else:
            self._when_built.append(callback)

    def build_when_idle(self) -> None:
        """Build the panel once the event loop has nothing else to do (after the first paint)."""
        QTimer.singleShot(0, self, lambda: self.content)  # not once the dock is gone

    def bring_forward(self) -> W:
        """Show the dock with its tab in front, and return the panel."""
        self.show()
        self.raise_()
        return self.content

    @Slot(bool)
    def _visibility_changed(self, visible: bool) -> None:
        self.on_screen = visible
        content: W | None = self.content if visible else self._content
        set_on_screen = getattr(content, "set_on_screen", None) if content is not None else None
        if set_on_screen is not None:
            set_on_screen(visible)


class Lazy(Generic[T]):
    """A part of the window that is not a dock (Play mode) built the same way: by ``get()``
    when first needed, or once the window is idle after its first paint."""

    def __init__(self, factory: Callable[[], T]) -> None:
        self._factory = factory
        self._part: T | None = None

    @property
    def built(self) -> bool:
        return self._part is not None

    def get(self) -> T:
        if self._part is None:
            self._part = self._factory()
        return self._part

    def build_when_idle(self, owner: QObject) -> None:
        """Build it once the event loop is idle, unless ``owner`` (the window) is gone by then."""
        QTimer.singleShot(0, owner, self.get)
