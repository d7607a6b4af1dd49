"""The session ends under the window: logout (SIGTERM, or the session manager's commit-data
request), a terminal that closes (SIGHUP), Ctrl+C in it (SIGINT). The unsaved board and the
unfinished game are autosaved, open questions are dismissed, the window closes as Quit does but
asks nothing, the app ends with 128 + the signal's number, and the next start offers the work
back. (The same with a real process and real keys: tests/journeys/test_logout_and_signals.py.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from helpers.mouse import drag
from snl_desktop.core import Board
from snl_desktop.core.game import Seat
from snl_desktop.ui.document.orphans import find_orphans
from snl_desktop.ui.shell.session_end import STUCK_SECONDS, SessionEnd

SIGNALS = [signal.SIGTERM, signal.SIGHUP, signal.SIGINT]


@pytest.fixture
def ended(make_window):
    """``ended(window)``: a `SessionEnd` installed on ``window`` that records the exit code it
    would quit with (a test's QApplication must not quit); uninstalled after."""
    made: list[SessionEnd] = []

    def make(window):
        codes: list[int] = []
        ender = SessionEnd(window, quit=codes.append)
        ender.codes = codes
        ender.install()
        made.append(ender)
        return ender

    yield make
    for ender in made:
        ender.uninstall()


def orphan_boards(tmp_path):
    scan = find_orphans(tmp_path / "autosave")
    scan.release()
    return [o.board.board_file.board for o in scan.orphans if o.board is not None]


@pytest.mark.slow
@pytest.mark.parametrize("number", SIGNALS, ids=lambda n: signal.Signals(n).name)
def test_a_signal_autosaves_the_edit_and_closes_without_asking(make_window, ended, prompter, qtbot, tmp_path, number):
    window = make_window(Board(10, 10, {3: 22}))  # the autosave timer is a minute away
    drag(window, 5, 34)
    ender = ended(window)
    os.kill(os.getpid(), number)
    qtbot.waitUntil(lambda: bool(ender.codes), timeout=60_000)
    assert ender.codes == [128 + number]
    assert not window.isVisible()
    assert [q for q, _ in prompter.asked] == []  # no "save the changes?": nobody is there to answer
    assert orphan_boards(tmp_path) == [Board(10, 10, {3: 22, 5: 34})]
    # the next start offers it back
    second = make_window(Board(4, 4))
    prompter.script("offer_back", "restore")
    assert second.offer_recovery()
    assert second.document.board == Board(10, 10, {3: 22, 5: 34})
    assert second.document.modified


def test_nothing_unsaved_leaves_nothing_behind(make_window, ended, qtbot, tmp_path):
    window = make_window(Board(10, 10))
    ender = ended(window)
    os.kill(os.getpid(), signal.SIGTERM)
    qtbot.waitUntil(lambda: bool(ender.codes), timeout=60_000)
    assert ender.codes == [128 + signal.SIGTERM]
    autosave = tmp_path / "autosave"
    assert not autosave.exists() or list(autosave.iterdir()) == []


def test_an_open_question_is_dismissed(make_window, ended, qtbot, tmp_path):
    """A modal question on screen (here a message box in its own event loop) does not keep the
    window up: it is dismissed, the work autosaved, the window closed."""
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    ender = ended(window)
    seen: list[bool] = []

    def ask() -> None:
        box = QMessageBox(
            QMessageBox.Icon.Question, "A question", "Still there?", QMessageBox.StandardButton.Ok, window
        )
        QTimer.singleShot(50, lambda: os.kill(os.getpid(), signal.SIGHUP))
        box.exec()
        seen.append(box.isVisible())

    QTimer.singleShot(0, ask)
    qtbot.waitUntil(lambda: bool(ender.codes and seen), timeout=60_000)
    assert ender.codes == [128 + signal.SIGHUP] and seen == [False]
    assert QApplication.activeModalWidget() is None
    assert not window.isVisible()
    assert orphan_boards(tmp_path) == [Board(10, 10, {5: 34})]


def test_an_unfinished_game_is_kept_for_the_next_start(make_window, ended, prompter, qtbot, tmp_path):
    window = make_window(Board(10, 10, {3: 22}))
    prompter.script("new_game", ([Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6")], window.document.rules))
    window.play.new_game()
    window.play.controller.enter_die(2)
    ender = ended(window)
    os.kill(os.getpid(), signal.SIGTERM)
    qtbot.waitUntil(lambda: bool(ender.codes), timeout=60_000)
    assert window.play.autosave_path.exists()
    scan = find_orphans(tmp_path / "autosave")
    scan.release()
    assert [o.game is not None for o in scan.orphans] == [True]


def test_the_session_managers_commit_data_request_does_the_same(make_window, ended, prompter, qtbot, tmp_path):
    """Qt asks the app to save its data before the session ends (``commitDataRequest``): the
    work is autosaved at once, then the window closes without a question (exit 0)."""
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    ender = ended(window)
    assert QApplication.instance().receivers("2commitDataRequest(QSessionManager&)") >= 1
    ender.commit_data(None)
    assert orphan_boards(tmp_path) == [] and window.autosaver.board_file.exists()  # written now, before any close
    qtbot.waitUntil(lambda: bool(ender.codes), timeout=60_000)
    assert ender.codes == [0]
    assert prompter.asked == []
    assert orphan_boards(tmp_path) == [Board(10, 10, {5: 34})]


def test_uninstall_gives_the_signals_back(make_window, ended):
    before = {n: signal.getsignal(n) for n in SIGNALS}
    ender = SessionEnd(make_window(), quit=lambda code: None)
    ender.install()
    assert all(signal.getsignal(n) is not before[n] for n in SIGNALS)
    ender.uninstall()
    assert {n: signal.getsignal(n) for n in SIGNALS} == before


SESSION_APP = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from PySide6.QtCore import QSettings, QTimer
    from snl_desktop.core import Board
    from snl_desktop.ui.app import create_application
    from snl_desktop.ui.document.document import BoardDocument
    from snl_desktop.ui.shell.main_window import MainWindow
    from snl_desktop.ui.shell.session_end import STUCK_SECONDS, SessionEnd

    app = create_application()
    folder, mode = Path(sys.argv[1]), sys.argv[2]
    window = MainWindow(BoardDocument(Board(10, 10)), autosave_dir=folder / "autosave",
                        settings=QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    window.document.apply(Board(10, 10, {3: 22}), "an unsaved edit")
    SessionEnd(window).install()

    def hang():
        print("hanging", flush=True)
        time.sleep(60)

    QTimer.singleShot(100, hang if mode == "hang" else lambda: print("ready", flush=True))
    sys.exit(app.exec())
""")


def _session_app(tmp_path, mode: str) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-c", SESSION_APP, str(tmp_path), mode],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() in ("ready", "hanging")
    return process


@pytest.mark.subprocess
def test_signals_in_a_burst_end_the_session_once(tmp_path):
    """SIGHUP and SIGTERM together (a terminal closing during a logout): one of them ends the
    session (the one the loop reads first), the work is kept, nothing is killed half-way."""
    process = _session_app(tmp_path, "ready")
    process.send_signal(signal.SIGHUP)
    process.send_signal(signal.SIGTERM)
    code = process.wait(timeout=30)
    assert code in (128 + signal.SIGHUP, 128 + signal.SIGTERM), process.stderr.read()
    assert orphan_boards(tmp_path) == [Board(10, 10, {3: 22})]


@pytest.mark.subprocess
def test_a_window_that_hangs_can_still_be_ended(tmp_path):
    """The window hangs (its loop never comes back): a signal waits; one more, seconds later,
    ends the process the default way (as a second Ctrl+C does), instead of never."""
    process = _session_app(tmp_path, "hang")
    try:
        process.send_signal(signal.SIGTERM)
        time.sleep(STUCK_SECONDS + 0.5)
        assert process.poll() is None  # the first one waits for the loop
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == -signal.SIGTERM
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
