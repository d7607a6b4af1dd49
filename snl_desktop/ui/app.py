"""Application set-up: the QApplication's names and icon, the main window, and the headless
``--screenshot`` mode that saves a picture of the window after its first paint."""

from __future__ import annotations

import os
import sys
import time
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..core.formats import BoardFile
from .document import BoardDocument
from .main_window import APP_NAME, MainWindow

DESKTOP_FILE_NAME = "snl-desktop"
SCREENSHOT_TIMEOUT_MS = 15000
STARTUP_TRACE_ENV = "SNL_DESKTOP_STARTUP_TRACE"
"""When set, the wall-clock time of the window's first paint is printed on stderr as
``first-paint <unix time>`` (to measure start-up; see tests/benchmarks/startup.py)."""


def app_icon() -> QIcon:
    """The app's icon, drawn from the SVG shipped in the resources at several sizes."""
    data = (resources.files("snl_desktop.resources") / "icons" / "snl-desktop.svg").read_bytes()
    pixmap = QPixmap()
    pixmap.loadFromData(data, "SVG")
    icon = QIcon(pixmap)
    for size in (16, 32, 48, 64, 128):
        icon.addPixmap(pixmap.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation))
    return icon


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), named so the desktop shows the right name and icon."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("snl-desktop")
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    # The icon needs Qt's SVG plugin: load it once the event loop runs, off the start-up path.
    QTimer.singleShot(0, lambda: app.setWindowIcon(app_icon()))
    return app  # type: ignore[return-value]


class _FirstPaint(QObject):
    """Calls ``callback`` once, after the watched widget has painted for the first time."""

    def __init__(self, callback) -> None:
        super().__init__()
        self._callback = callback
        self._done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            if os.environ.get(STARTUP_TRACE_ENV):
                print(f"first-paint {time.time():.6f}", file=sys.stderr, flush=True)
            QTimer.singleShot(0, self._callback)  # after this paint has finished
        return False


def save_screenshot(window: MainWindow, out: Path) -> bool:
    """Write a PNG of the whole window; False when the image cannot be written."""
    return window.grab().save(str(out), "PNG")


def run(loaded: BoardFile | None = None, path: Path | None = None, screenshot: Path | None = None,
        open_error: str = "") -> int:
    """Start the app on ``loaded`` (the built-in classic board when None); with ``screenshot``
    save a picture of the window after the first paint and exit instead of waiting for the user."""
    app = create_application()
    document = None
    if loaded is not None:
        document = BoardDocument(loaded.board, loaded.rules, loaded.name, path if loaded.kind == "snl" else None)
    window = MainWindow(document)
    if screenshot is not None:
        window.resize(1280, 860)
        result = {"code": 1}

        def shoot() -> None:
            if save_screenshot(window, screenshot):
                result["code"] = 0
            else:
                print(f"snl-desktop: error: cannot write {screenshot}", file=sys.stderr)
            app.exit(result["code"])

        watcher = _FirstPaint(shoot)
        window.view.viewport().installEventFilter(watcher)
        window.show()

        def too_slow() -> None:
            print("snl-desktop: error: the window was not painted in time", file=sys.stderr)
            app.exit(1)

        QTimer.singleShot(SCREENSHOT_TIMEOUT_MS, too_slow)
        app.exec()
        window.view.viewport().removeEventFilter(watcher)
        window.deleteLater()
        return result["code"]
    if os.environ.get(STARTUP_TRACE_ENV):
        tracer = _FirstPaint(lambda: None)
        window.view.viewport().installEventFilter(tracer)
    window.show()
    if open_error:
        QTimer.singleShot(0, lambda: window.prompter.error("Cannot open board", open_error))
    else:
        if loaded is None or path is not None:  # a board from stdin is never swapped for old work
            QTimer.singleShot(0, lambda: window.offer_recovery(path if loaded is not None else None))
        if loaded is None:  # a plain start: offer the game a previous session did not finish
            QTimer.singleShot(0, window.play.offer_resume)
    return app.exec()
