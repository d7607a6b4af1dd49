"""Check My Code → Check a Folder…: every ``.py`` file of a folder (a class's solutions) judged
over the check's boards, each in a sandboxed process of its own, as many at once as the cores
(`core.checking.classroom`, in a thread of its own: the window never waits), with a progress bar
and Cancel (the checks under way stopped, their processes killed; the rows done stay). The class
table (`folder_model`) says each file's passed boards, its mistake, "correct but slow" and its
time; it sorts by any column, filters by text or to the failing files, and is exported as CSV
(written atomically). Double-click or Enter on a row shows that file's full report below the
table, with the smallest failing board drawn (`check_report.ReportView`)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal, SignalInstance
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...core.checking import UNPROTECTED, CheckCase, CheckError, Limits, board_set, no_sandbox, probe
from ...core.checking.classroom import (
    MAX_FILES,
    Judged,
    class_reference,
    judge_class,
    solutions_in,
    workers,
    write_csv,
)
from ...words import checking as words
from ...words import spoken
from ..kit.prompts import Prompter
from .check_report import ReportView
from .folder_model import FILE, MISTAKE, PASSED, SLOW, TIME, ClassFilter, ClassModel

AnyIndex = QModelIndex | QPersistentModelIndex


@runtime_checkable
class SavesFiles(Protocol):
    """What the dialog asks where to write the CSV with: the window's prompter (tests: a
    scripted one)."""

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None: ...


class _Relay(QObject):
    """Carries the checking thread's news to the dialog, on the GUI thread."""

    timed = Signal()
    judged = Signal(object)
    failed = Signal(object)
    finished = Signal()


class _Stop:
    """The event that stops the checks under way: a new one for each folder checked, set when
    the dialog is destroyed too (with its window, say, without a close of its own)."""

    def __init__(self) -> None:
        self.event = threading.Event()

    def set(self) -> None:
        self.event.set()


class ClassTable(QTableView):
    """The class table: Enter or Return on a row opens it (``opened``), as a double-click does;
    the key goes no further (the dialog has no button that Enter would press instead)."""

    opened = Signal(QModelIndex)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doubleClicked.connect(self.opened)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.opened.emit(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)


class FolderDialog(QDialog):
    """Non-modal. ``limits`` are the limits each file runs under, ``cases`` its boards (None: the
    whole set; tests: fewer); ``prompter`` asks where to write the CSV; ``ask_folder`` asks for
    the folder (None: Qt's folder dialog)."""

    def __init__(
        self,
        prompter: SavesFiles,
        parent: QWidget | None = None,
        limits: Limits | None = None,
        cases: Sequence[CheckCase] | None = None,
        ask_folder: Callable[[], Path | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Check a Folder"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.prompter, self.limits = prompter, limits or Limits()
        self.cases = list(cases) if cases is not None else None
        self.ask_folder = ask_folder
        self.folder: Path | None = None
        self.files: list[str] = []
        self.state = "ready"
        """``ready``, ``timing`` (the reference), ``running``, ``cancelling``, ``done``, ``cancelled``."""
        self._stop = _Stop()
        self.destroyed.connect(self._stop.set)
        self._failure = ""
        self._thread: threading.Thread | None = None
        self._relay = _Relay(self)
        self._relay.timed.connect(self._timed, Qt.ConnectionType.QueuedConnection)
        self._relay.judged.connect(self._judged, Qt.ConnectionType.QueuedConnection)
        self._relay.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        self._relay.finished.connect(self._finished, Qt.ConnectionType.QueuedConnection)

        count = len(self.cases if self.cases is not None else board_set())
        intro = QLabel(
            spoken(
                self.tr(
                    "Every .py file of a folder (not its subfolders) is run over {count} boards, each in a "
                    "separate process, {at_once} at once. Double-click a row, or press Enter on it, for that "
                    "file's full report."
                ),
                count=count,
                at_once=workers(MAX_FILES),
            )
            + " "
            + words.limits_line(self.limits)
        )
        intro.setWordWrap(True)
        self.sandbox = probe()
        self.protection = QLabel()
        self.protection.setWordWrap(True)
        self.unprotected = QCheckBox(words.unprotected_choice())
        self.unprotected.setVisible(not self.sandbox.sandboxed)  # offered only where there is no sandbox
        self.unprotected.toggled.connect(self._say_protection)
        self._say_protection()

        self.choose_button = QPushButton(self.tr("Choose a &Folder…"))
        self.choose_button.setAutoDefault(False)
        self.choose_button.clicked.connect(self.choose_folder)
        self.folder_label = QLabel()
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setTextVisible(True)
        self.progress.setFormat("")
        self.cancel_button = QPushButton(QCoreApplication.translate("Progress", "Cancel"))  # the progress dialogs' own
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel(self.tr("Choose a folder of students' solutions."))
        self.status.setWordWrap(True)

        self.filter_box = QLineEdit()
        self.filter_box.setPlaceholderText(self.tr("Filter by file name or text"))
        self.filter_box.setAccessibleName(self.tr("Filter"))
        self.filter_box.setClearButtonEnabled(True)
        self.only_failing = QCheckBox(self.tr("Show only fai&ling"))
        self.export_button = QPushButton(self.tr("&Export CSV…"))
        self.export_button.setAutoDefault(False)
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self.export_csv)

        self.model = ClassModel(self)
        self.proxy = ClassFilter(self.model, self)
        self.filter_box.textChanged.connect(self.proxy.set_text)
        self.only_failing.toggled.connect(self.proxy.set_only_failing)
        self.table = ClassTable()
        self.table.setModel(self.proxy)
        self.table.setAccessibleName(self.tr("The class's files"))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(FILE, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().hide()
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(MISTAKE, QHeaderView.ResizeMode.Stretch)  # the rest: fit as rows come
        self.table.opened.connect(self.open_row)
        self.report_view = ReportView()
        self.report_view.hide()  # until a row is opened

        top = QHBoxLayout()
        top.addWidget(self.choose_button)
        top.addWidget(self.folder_label, 1)
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        tools = QHBoxLayout()
        tools.addWidget(self.filter_box, 1)
        tools.addWidget(self.only_failing)
        tools.addWidget(self.export_button)
        upper = QWidget()
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(0, 0, 0, 0)
        for widget in (intro, self.protection, self.unprotected):
            upper_layout.addWidget(widget)
        upper_layout.addLayout(top)
        upper_layout.addLayout(running)
        upper_layout.addWidget(self.status)
        upper_layout.addLayout(tools)
        upper_layout.addWidget(self.table, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(upper)
        self.splitter.addWidget(self.report_view)
        self.splitter.setChildrenCollapsible(False)
        closer = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        closer.rejected.connect(self.close)
        for button in closer.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)  # Enter belongs to the table's rows
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(closer)
        self.resize(1100, 860)

    def _say_protection(self) -> None:
        """What the code will run under: the sandbox, or why there is none here."""
        if self.sandbox.sandboxed:
            text = words.protection_line(self.sandbox)
        elif self.unprotected.isChecked():
            text = words.protection_line(UNPROTECTED)
        else:
            text = words.no_protection_line(self.sandbox.missing)
        self.protection.setText(text)

    @property
    def running(self) -> bool:
        return self.state in ("timing", "running", "cancelling")

    # -- the folder ----------------------------------------------------------------------------

    def choose_folder(self) -> None:
        """Ask for a folder, then check it."""
        if self.ask_folder is not None:
            folder = self.ask_folder()
        else:
            start = self.prompter.start_in() if isinstance(self.prompter, Prompter) else ""
            chosen = QFileDialog.getExistingDirectory(self, self.tr("Choose a folder of solutions"), start)
            folder = Path(chosen) if chosen else None
        self.activateWindow()  # back from the folder dialog: the keys come here again
        if folder is not None:
            self.check_folder(folder)

    def check_folder(self, folder: str | os.PathLike[str]) -> None:
        """Judge every .py file of ``folder`` in the background (the table fills as each check
        ends); a folder that cannot be read, or holds no .py file or too many, says why."""
        if self.running:
            return
        self.folder = Path(folder)
        self.folder_label.setText(str(self.folder))
        try:
            files = solutions_in(str(self.folder))
        except OSError as exc:
            self._refuse(spoken(self.tr("This folder cannot be read: {reason}"), reason=exc.strerror or str(exc)))
            return
        if not files:
            self._refuse(self.tr("There is no .py file in this folder."))
            return
        if len(files) > MAX_FILES:
            text = self.tr("This folder has {count} .py files; at most {most} are checked at once.")
            self._refuse(spoken(text, count=len(files), most=MAX_FILES))
            return
        unprotected = not self.sandbox.sandboxed and self.unprotected.isChecked()
        if not unprotected and not self.sandbox.sandboxed:
            self._refuse(words.cannot_run(no_sandbox(self.sandbox.missing)))
            return
        self.files = files
        self.model.clear()
        self.report_view.hide()
        self._stop.event = threading.Event()
        self._failure = ""
        self.state = "timing"
        self.progress.setRange(0, 0)  # busy while the reference is timed
        self.progress.setFormat("")
        self.status.setText(self.tr("Timing the reference (a plain breadth-first search)…"))
        self.cancel_button.setEnabled(True)
        self.choose_button.setEnabled(False)
        self.export_button.setEnabled(False)
        self._thread = threading.Thread(
            target=self._work,
            args=(files, self.limits, self._stop.event, unprotected, self.cases, self._relay),
            name="snl-check-folder",
            daemon=True,
        )
        self._thread.start()

    def _refuse(self, reason: str) -> None:
        self.files = []
        self.model.clear()
        self.report_view.hide()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setFormat("")
        self.status.setText(reason)
        self.export_button.setEnabled(False)

    @staticmethod
    def _work(
        files: list[str],
        limits: Limits,
        stop: threading.Event,
        unprotected: bool,
        cases: list[CheckCase] | None,
        relay: _Relay,
    ) -> None:
        """The checking thread: the reference timed, then the files judged; every word back to
        the dialog goes through ``relay`` (a dialog closed meanwhile is not written to)."""

        def say(signal: SignalInstance, *values: object) -> None:
            try:
                signal.emit(*values)
            except RuntimeError:
                pass  # the dialog is gone: nobody waits for the news

        try:
            reference = class_reference(limits, stop, unprotected=unprotected, cases=cases)
            say(relay.timed)
            judge_class(
                files,
                limits,
                stop,
                reference,
                unprotected=unprotected,
                cases=cases,
                judged=lambda one: say(relay.judged, one),
            )
        except Exception as error:  # (the check's own failure, said, never a traceback)
            say(relay.failed, error)
        finally:
            say(relay.finished)

    # -- news from the checking thread ---------------------------------------------------------

    def _timed(self) -> None:
        if self.state == "timing":
            self.state = "running"
            self.status.setText(self.tr("Checking…"))
        self.progress.setRange(0, len(self.files))
        self._show_count()

    def _judged(self, judged: Judged) -> None:
        if judged.verdict == "cancelled":
            return  # stopped before it ended: no row of half its boards
        self.model.add(judged)
        for column in (FILE, PASSED, SLOW, TIME):
            self.table.resizeColumnToContents(column)
        self._show_count()

    def _show_count(self) -> None:
        done = len(self.model.judged)
        self.progress.setValue(done)
        self.progress.setFormat(spoken(self.tr("{done} of {total} checked"), done=done, total=len(self.files)))

    def _failed(self, error: Exception) -> None:
        reason = words.cannot_run(error) if isinstance(error, CheckError) else str(error)
        self._failure = reason
        self.status.setText(spoken(self.tr("The check stopped: {reason}"), reason=reason))

    def _finished(self) -> None:
        cancelled = self.state == "cancelling"
        done, total = len(self.model.judged), len(self.files)
        self.state = "cancelled" if cancelled else "done"
        self.progress.setRange(0, max(total, 1))
        self._show_count()
        if cancelled:
            text = self.tr("Cancelled: {done} of {total} checked; the rows done are kept.")
            self.status.setText(spoken(text, done=done, total=total))
        elif not self._failure:
            self.status.setText(spoken(self.tr("Done: {done} of {total} checked."), done=done, total=total))
        self.cancel_button.setEnabled(False)
        self.choose_button.setEnabled(True)
        self.export_button.setEnabled(done > 0)
        if self.focusWidget() in (None, self.cancel_button):
            self.table.setFocus()

    def cancel(self) -> None:
        """Stop every check under way (their processes are killed within a twentieth of a
        second); the files not begun are not run; the rows done stay."""
        if not self.running:
            return
        self.state = "cancelling"
        self._stop.set()
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("Cancelling…"))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing stops the checks and waits for their processes to end: nothing outlives it."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=30)
        super().closeEvent(event)

    # -- the rows ----------------------------------------------------------------------------

    def open_row(self, index: AnyIndex) -> None:
        """Show the full report of the file on the table's row of ``index`` below the table."""
        judged = self.proxy.judged_at(index)
        if judged is None:
            return
        checked = spoken(  # (Check My Code's words for the same)
            QCoreApplication.translate("CheckDialog", "Checked: {file}"), file=os.path.basename(judged.file)
        )
        if judged.error is not None:
            self.report_view.show_error(judged.error, checked)
        elif judged.report is not None:
            self.report_view.show_report(judged.report, checked)
        else:
            return
        if not self.report_view.isVisible():  # the first opened: the table keeps a good half
            self.report_view.show()
            total = sum(self.splitter.sizes())
            self.splitter.setSizes([total * 11 // 20, total - total * 11 // 20])
            half = sum(self.report_view.sizes()) // 2
            self.report_view.setSizes([half, half])

    def export_csv(self) -> bool:
        """Ask where, then write the class table as CSV (atomically); whether it was written."""
        if not self.model.judged:
            return False
        suggested = f"{self.folder.name if self.folder is not None else 'class'}.csv"
        filters = spoken(self.tr("CSV files ({pattern})"), pattern="*.csv")
        path = self.prompter.save_path(self.tr("Export the class table"), filters, suggested)
        self.activateWindow()
        if path is None:
            return False
        try:
            write_csv(path, self.model.rows())
        except OSError as exc:
            text = self.tr("{file} cannot be written: {reason}")
            self.status.setText(spoken(text, file=path.name, reason=exc.strerror or str(exc)))
            return False
        self.status.setText(spoken(self.tr("Exported to {file}."), file=path.name))
        return True


def check_a_folder(
    parent: QWidget | None,
    prompter: object = None,
    limits: Limits | None = None,
    cases: Sequence[CheckCase] | None = None,
) -> FolderDialog:
    """Open Check a Folder (non-modal) over ``parent`` and return it; ``prompter`` asks where the
    CSV goes (the window's, else a plain one)."""
    asker = prompter if isinstance(prompter, SavesFiles) else Prompter(parent)
    dialog = FolderDialog(asker, parent, limits, cases)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
