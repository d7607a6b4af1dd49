"""The Analysis dock's headline: the expected length of a game in four figures, and the same
figures in full precision (as Python writes a float: 54.4735849242718) in its tooltip and on
the clipboard, by its right-click menu's Copy Figures or by Ctrl+C (or the menu key) once it
has the focus, by a click or Tab."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QContextMenuEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from ...core.analysis import Analysis
from ...words import spoken


class Headline(QLabel):
    """A label that also holds the exact figures of the analysis it says (`show_exact`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a Tab stop: Ctrl+C and the menu key reach it too
        self.rows: list[tuple[str, str]] = []
        """The exact figures: a name and a value (``repr`` of the float) each."""
        self.shown_menu: QMenu | None = None

    def show_exact(self, result: Analysis | None) -> None:
        """Keep ``result``'s headline figures in full (None: there are none): the expected
        turns, or the sure lower bound of them, and the chance of never finishing (with its
        upper bound when it is only bounded)."""
        rows: list[tuple[str, str]] = []
        if result is not None:
            if result.expected_turns is not None:
                rows.append((self.tr("Expected turns"), repr(result.expected_turns)))
            elif result.expected_at_least is not None:
                rows.append((self.tr("Expected turns, at least"), repr(result.expected_at_least)))
            if result.never_finishes > 0 or result.never_finishes_at_most is not None:
                rows.append((self.tr("Never finishes"), repr(result.never_finishes)))
            if result.never_finishes_at_most is not None:
                rows.append((self.tr("Never finishes, at most"), repr(result.never_finishes_at_most)))
        self.rows = rows
        if not rows:
            self.setToolTip("")
            return
        lines = [spoken(self.tr("{name}: {value}"), name=name, value=value) for name, value in rows]
        lines.append(self.tr("Right-click, or press Ctrl+C while it has the focus, to copy these figures"))
        self.setToolTip("\n".join(lines))

    def figures_text(self) -> str:
        """What Copy Figures copies: a line a figure, its name and value tab-separated (for a
        spreadsheet, as the chart's Copy Figures)."""
        return "".join(f"{name}\t{value}\n" for name, value in self.rows)

    @Slot()
    def copy_figures(self) -> None:
        """The exact figures on the clipboard (`figures_text`)."""
        if self.rows:
            QGuiApplication.clipboard().setText(self.figures_text())

    def context_menu(self) -> QMenu:
        """The headline's right-click menu: Copy Figures (off while there are none)."""
        menu = QMenu(self)
        copy = menu.addAction(self.tr("Copy Figures"))
        copy.setToolTip(self.tr("Copy the headline's figures, in full precision, as text for a spreadsheet"))
        copy.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        copy.setEnabled(bool(self.rows))
        copy.triggered.connect(self.copy_figures)
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # Qt's
        menu = self.context_menu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(event.globalPos())
        self.shown_menu = menu
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's
        if event.matches(QKeySequence.StandardKey.Copy) and self.rows:
            self.copy_figures()
            event.accept()
            return
        super().keyPressEvent(event)
