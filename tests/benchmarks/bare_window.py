"""The startup baseline: a bare PySide6 QMainWindow with one QGraphicsView of 100 rectangles
(a 10×10 board's squares), of the same size
as the app's screenshot window, that saves a picture after its first paint and exits, exactly
as ``snl-desktop --screenshot`` does, printing ``first-paint <unix time> <CPU seconds>`` on stderr
as the app does under SNL_DESKTOP_STARTUP_TRACE=1. Usage: ``python bare_window.py OUT.png``."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


class FirstPaint(QObject):
    def __init__(self, callback) -> None:
        super().__init__()
        self.callback = callback
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(f"first-paint {time.time():.6f} {time.process_time():.6f}", file=sys.stderr, flush=True)
            QTimer.singleShot(0, self.callback)
        return False


def show_and_shoot(app: QApplication, window: QMainWindow, view: QGraphicsView) -> int:
    """Show ``window`` at the size of the app's screenshot window; after the first paint of
    ``view``, save a picture of the window to ``sys.argv[1]`` and leave the event loop."""
    window.resize(1280, 860)

    def shoot() -> None:
        window.grab().save(sys.argv[1], "PNG")
        app.exit(0)

    watcher = FirstPaint(shoot)
    view.viewport().installEventFilter(watcher)
    window.show()
    return app.exec()


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    scene = QGraphicsScene()
    for square in range(100):  # a 10×10 board's squares
        scene.addRect(square % 10 * 40, square // 10 * 40, 40, 40)
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    return show_and_shoot(app, window, view)


if __name__ == "__main__":
    raise SystemExit(main())
