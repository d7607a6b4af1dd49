"""Zoom controls for a board view: View → Zoom In (Ctrl+=), Zoom Out (Ctrl+-), Fit the Board
(Ctrl+0) and Actual Size (Ctrl+1), and the status bar's − / percentage / + / Fit."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMenu, QToolButton, QWidget

from ...words import numbers
from ..kit.actions import make_action
from .view import ZOOM_STEP, BoardView


class ZoomControls(QWidget):
    """The status bar's zoom control, and the View menu's zoom actions for ``view``."""

    def __init__(self, window: QMainWindow, view: BoardView, menu: QMenu) -> None:
        super().__init__(window)
        self.view = view
        K = QKeySequence.StandardKey
        self.zoom_in_action = make_action(
            window,
            self.tr("Zoom &In"),
            lambda: view.zoom_by(ZOOM_STEP),
            ["Ctrl+=", K.ZoomIn],
            self.tr("Bigger squares"),
        )
        self.zoom_out_action = make_action(
            window,
            self.tr("Zoom &Out"),
            lambda: view.zoom_by(1 / ZOOM_STEP),
            ["Ctrl+-", K.ZoomOut],
            self.tr("Smaller squares"),
        )
        self.fit_action = make_action(
            window, self.tr("&Fit the Board"), view.fit, "Ctrl+0", self.tr("The whole board in the window")
        )
        self.actual_action = make_action(window, self.tr("&Actual Size (100 %)"), view.actual_size, "Ctrl+1")
        actions: list[QAction] = [self.zoom_in_action, self.zoom_out_action, self.fit_action, self.actual_action]
        menu.addSeparator()
        menu.addActions(actions)
        window.addActions(actions)  # the keys work wherever the focus is
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.label = QLabel()
        self.label.setToolTip(self.tr("Zoom: Ctrl+wheel or a pinch on the board; drag with the middle button to move"))
        for action, text, name in (
            (self.zoom_out_action, "−", self.tr("Zoom out")),  # a sign on screen, words for a screen reader
            (None, "", ""),
            (self.zoom_in_action, "+", self.tr("Zoom in")),
            (self.fit_action, self.tr("Fit"), ""),
        ):
            if action is None:
                layout.addWidget(self.label)
                continue
            button = QToolButton()
            button.setDefaultAction(action)
            button.setText(text)
            if name:
                button.setAccessibleName(name)
            button.setAutoRaise(True)
            layout.addWidget(button)
        view.zoom_changed.connect(self._show)
        self._show(view.percent)
        window.statusBar().addPermanentWidget(self)

    @Slot(float)
    def _show(self, percent: float) -> None:
        self.label.setText(numbers.percent(percent / 100, 0))  # "83 %", "83%", "٨٣٪" as the language writes it
