"""Errors that escape anywhere (a slot, a worker thread, the bundle where stderr goes nowhere)
end up in two places: a rotating log file in the app-data folder, and one plain dialog per
burst of errors ("Something went wrong… your board is safe in the autosave"), with the
details to copy. The work in progress is autosaved first, so the dialog tells the truth."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ... import APP_NAME
from ...log import file_handler, logger
from ...words import spoken

LOG_NAME = "snl-desktop.log"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
BURST_SECONDS = 10.0
"""Errors within this time of the last dialog (or while it is open) are logged, not shown again."""


def log_folder() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "logs"


def setup_logging(folder: Path | None = None) -> Path | None:
    """Send the app's log (warnings and errors, with tracebacks) to a rotating file; the file's
    path, or None when the folder cannot be written (then only stderr gets them)."""
    import logging  # here: the app's start-up does not pay for logging

    folder = folder if folder is not None else log_folder()
    log = logger("snl_desktop")
    log.setLevel(logging.INFO)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # The app's own file, checked like a user's: a pipe or a device there is set aside.
        handler = file_handler(folder / LOG_NAME, LOG_BYTES, LOG_BACKUPS)
    except OSError as exc:
        print(f"snl-desktop: cannot write the log in {folder}: {exc}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    return folder / LOG_NAME


class ErrorReporter(QObject):
    """Installs ``sys.excepthook`` and ``threading.excepthook``. Every error is logged; the
    first of a burst is shown (on the GUI thread, whatever thread raised it) after
    ``before_showing`` (the window's autosave) has run."""

    _reported = Signal(str, str)

    def __init__(
        self,
        parent: QWidget | None = None,
        log_file: Path | None = None,
        before_showing: Callable[[], object] | None = None,
        show: Callable[[str, str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.log_file = log_file
        self.before_showing = before_showing
        self._show = show if show is not None else self._dialog
        self._showing = False
        self._last_shown = -BURST_SECONDS
        self.shown = 0
        self._reported.connect(self._on_report, Qt.ConnectionType.QueuedConnection)
        self._previous: tuple[Callable[..., object], Callable[..., object]] | None = None

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = lambda args: self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def handle(self, kind: type[BaseException], value: BaseException | None, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value or kind(), tb)
            return
        import traceback  # only when an error is reported: not a start-up cost

        details = "".join(traceback.format_exception(kind, value, tb))
        logger("snl_desktop").error("unexpected error\n%s", details.rstrip())
        summary = f"{kind.__name__}: {value}" if str(value) else kind.__name__
        try:
            self._reported.emit(summary[:300], details)
        except RuntimeError:
            pass  # the app is closing: the log has it

    @Slot(str, str)
    def _on_report(self, summary: str, details: str) -> None:
        now = time.monotonic()
        if self._showing or now - self._last_shown < BURST_SECONDS:
            return
        self._showing = True
        try:
            if self.before_showing is not None:
                try:
                    self.before_showing()
                except Exception:  # the report must come out whatever else is broken
                    logger("snl_desktop").exception("the autosave before the error report failed")
            self.shown += 1
            self._show(summary, details)
        finally:
            self._showing = False
            self._last_shown = time.monotonic()

    def _dialog(self, summary: str, details: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            self.tr("Something went wrong"),
            spoken(
                self.tr("{app} ran into an error it did not expect. Your board is safe in the autosave."), app=APP_NAME
            ),
            QMessageBox.StandardButton.Close,
            self.parent_widget,
        )
        if self.log_file:
            informative = spoken(
                self.tr("{error}. The details are in {file}. You can go on working; saving your board now is wise."),
                error=summary,
                file=self.log_file,
            )
        else:
            informative = spoken(
                self.tr("{error}. You can go on working; saving your board now is wise."), error=summary
            )
        box.setInformativeText(informative)
        box.setDetailedText(details)
        copy = box.addButton(self.tr("Copy Details"), QMessageBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QApplication.clipboard().setText(f"{summary}\n\n{details}"))
        box.setDefaultButton(QMessageBox.StandardButton.Close)
        box.exec()
