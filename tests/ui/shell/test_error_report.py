"""Errors that escape: logged with their traceback to the rotating log, shown once per burst
after the work in progress has been autosaved; a worker's error is shown in its dock."""

from __future__ import annotations

import logging
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from helpers.keys import answer_modal, idle
from snl_desktop.core import Board
from snl_desktop.ui.analysis import panel as analysis_dock
from snl_desktop.ui.shell.error_report import ErrorReporter, setup_logging


@pytest.fixture
def reporter(make_window, tmp_path):
    window = make_window(Board(10, 10))
    shown: list[tuple[str, str]] = []
    log_file = setup_logging(tmp_path / "logs")
    reporter = ErrorReporter(
        window,
        log_file,
        before_showing=window.autosave_now,
        show=lambda summary, details: shown.append((summary, details)),
    )
    reporter.install()
    yield window, reporter, shown, log_file
    reporter.uninstall()
    log = logging.getLogger("snl_desktop")
    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_logged_and_shown_once_per_burst(reporter, qtbot):
    window, _reporter, shown, log_file = reporter
    window.document.apply(Board(10, 10, {3: 22}), "an unsaved edit")

    def broken() -> None:
        raise ValueError("a slot that breaks")

    for _ in range(3):
        QTimer.singleShot(0, broken)
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=60_000)
    idle()  # the two other errors of the burst have arrived by now
    assert len(shown) == 1
    summary, details = shown[0]
    assert summary == "ValueError: a slot that breaks"
    assert "Traceback" in details and "broken" in details
    text = log_file.read_text("utf-8")
    assert text.count("a slot that breaks") >= 3  # every error is logged
    assert window.autosaver.board_file.exists()  # "your board is safe in the autosave" is true


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_thread_is_shown_on_the_gui_thread(reporter, qtbot):
    _window, _reporter, shown, log_file = reporter
    thread = threading.Thread(target=lambda: 1 / 0)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=60_000)
    assert shown[0][0] == "ZeroDivisionError: division by zero"
    assert "ZeroDivisionError" in log_file.read_text("utf-8")


@pytest.mark.slow
def test_a_failing_analysis_is_shown_in_its_dock_not_analysing_for_ever(make_window, qtbot, monkeypatch):
    def broken(*_args):
        raise RuntimeError("numbers went wrong")

    monkeypatch.setattr(analysis_dock, "analyze", broken)
    window = make_window(Board(6, 6))
    window.docks.analysis.show()
    window.docks.analysis.raise_()
    panel = window.analysis_panel
    with qtbot.waitSignal(panel.analysed, timeout=60_000):
        panel.schedule()
    assert panel.headline.text().startswith("No analysis: the analysis failed (RuntimeError: numbers went wrong)")


def test_the_dialog_says_the_board_is_safe_and_copies_the_details(make_window, qtbot, tmp_path):
    window = make_window(Board(10, 10))
    reporter = ErrorReporter(window, tmp_path / "snl-desktop.log")

    def copy_details(box: QMessageBox) -> None:
        assert "safe in the autosave" in box.text()
        assert str(tmp_path / "snl-desktop.log") in box.informativeText()
        copy = next(b for b in box.findChildren(QPushButton) if b.text() == "Copy Details")
        copy.click()

    seen = answer_modal([], check=copy_details)
    reporter._dialog("ValueError: bad", "Traceback (most recent call last): ...")
    assert seen["dialog"].windowTitle() == "Something went wrong"
    assert QApplication.clipboard().text().startswith("ValueError: bad\n\nTraceback")
