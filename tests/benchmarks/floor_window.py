"""The start-up floor: what the app's first paint shows, built with PySide6 alone and no app
code — a menu bar of seven titles, a toolbar of seven buttons and the size boxes, a board of 100
numbered, chequered squares, the Matrix dock (ten rows of JSON in a fixed font, a Copy button)
tabbed with two empty docks, the Warnings dock (one line) tabbed with one, and a status text.
No menu contents, shortcuts, snakes or ladders. Its time to the first paint, next to the bare
window's (``bare_window.py``), is the least any app showing this window pays, whatever its
code; ``startup.py`` prints both. Usage: ``python floor_window.py OUT.png``."""

from __future__ import annotations

import sys

from bare_window import show_and_shoot
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QColor, QFont, QFontDatabase, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDockWidget,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

SQUARE = 100


class Board(QGraphicsItem):
    """Ten by ten numbered squares, chequered, in one item."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 10 * SQUARE, 10 * SQUARE)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        font = QFont()
        font.setPixelSize(27)
        font.setBold(True)
        painter.setFont(font)
        for index in range(100):
            row, col = divmod(index, 10)
            rect = QRectF(col * SQUARE, row * SQUARE, SQUARE, SQUARE)
            painter.fillRect(rect, QColor("#fbf3dc" if (row + col) % 2 else "#efdfb4"))
            painter.drawText(rect.adjusted(6, 4, 0, 0), Qt.AlignmentFlag.AlignLeft, str(100 - index))


class FittedView(QGraphicsView):
    """The board scaled to the view, as the app shows it."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def dock(window: QMainWindow, title: str, widget: QWidget) -> QDockWidget:
    result = QDockWidget(title, window)
    result.setWidget(widget)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, result)
    return result


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    scene = QGraphicsScene()
    scene.addItem(Board())
    view = FittedView(scene)
    window.setCentralWidget(view)
    for title in ("&File", "&Edit", "&Board", "&Learn", "&Game", "&View", "&Help"):
        window.menuBar().addMenu(title)
    tools = QToolBar("Tools")
    for text in ("Ladder", "Snake", "Select / move", "Erase", "Undo", "Redo", "Delete"):
        tools.addAction(QAction(window, text=text))
    size = QWidget()
    row = QHBoxLayout(size)
    for part in (QLabel("Size:"), QSpinBox(), QLabel("×"), QSpinBox(), QCheckBox("Square")):
        row.addWidget(part)
    tools.addWidget(size)
    window.addToolBar(tools)
    matrix = QWidget()
    column = QVBoxLayout(matrix)
    text = QPlainTextEdit("[" + ",\n ".join("[" + ", ".join(["-1"] * 10) + "]" for _ in range(10)) + "]")
    text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    column.addWidget(text)
    column.addWidget(QPushButton("Copy"))
    matrix_dock = dock(window, "Matrix", matrix)
    for title in ("Solver", "Analysis"):
        window.tabifyDockWidget(matrix_dock, dock(window, title, QWidget()))
    matrix_dock.raise_()
    warnings = QListWidget()
    warnings.addItem("No warnings: every snake and ladder works as drawn.")
    warnings_dock = dock(window, "Warnings", warnings)
    window.tabifyDockWidget(warnings_dock, dock(window, "History", QWidget()))
    warnings_dock.raise_()
    window.statusBar().addPermanentWidget(QLabel("Fewest throws: 7"))
    return show_and_shoot(app, window, view)


if __name__ == "__main__":
    raise SystemExit(main())
