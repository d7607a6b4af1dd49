"""Two copies of the app at once, as real processes: each keeps its own autosave through a
kill -9, neither is offered the other's while it runs, and their recent files are merged."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from snl_desktop.core import Board
from snl_desktop.ui.document.orphans import find_orphans
from snl_desktop.ui.files.controller import FileController

pytestmark = pytest.mark.subprocess  # two copies of the app as real processes

EDITING_APP = textwrap.dedent("""
    import sys
    from pathlib import Path
    from PySide6.QtCore import QSettings, QTimer
    from snl_desktop.core import Board
    from snl_desktop.ui.app import create_application
    from snl_desktop.ui.document.document import BoardDocument
    from snl_desktop.ui.shell.main_window import MainWindow

    app = create_application()
    folder, start, end = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    window = MainWindow(BoardDocument(Board(10, 10)), autosave_dir=folder / "autosave", autosave_ms=50,
                        settings=QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    window.document.apply(Board(10, 10, {start: end}), "an unsaved edit")
    window.files.recent_files()  # both copies have read their settings before either writes
    def ready():
        if window.autosaver.board_file.exists():
            print("ready", flush=True)
            QTimer.singleShot(0, go)
        else:
            QTimer.singleShot(20, ready)
    def go():
        if (folder / "go").exists():
            window.files.add_recent(folder / f"board-{start}.snl")
            print("added", flush=True)
        else:
            QTimer.singleShot(20, go)
    QTimer.singleShot(0, ready)
    app.exec()  # until killed
""")


def start_app(folder: Path, start: int, end: int) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-c", EDITING_APP, str(folder), str(start), str(end)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    line = proc.stdout.readline()
    assert line.strip() == "ready", proc.stderr.read() if proc.poll() is not None else line
    return proc


def test_two_apps_killed_keep_both_autosaves_and_merge_recent_files(app, tmp_path) -> None:
    first, second = start_app(tmp_path, 3, 22), start_app(tmp_path, 40, 12)
    try:
        running = find_orphans(tmp_path / "autosave")
        running.release()
        assert running.orphans == []  # both owners are alive: nothing is offered
        (tmp_path / "go").touch()  # now both add a recent file
        assert first.stdout.readline().strip() == "added" and second.stdout.readline().strip() == "added"
    finally:
        for proc in (first, second):
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
    scan = find_orphans(tmp_path / "autosave")
    scan.release()
    boards = sorted((o.board.board_file.board for o in scan.orphans), key=lambda b: min(b.jumps))
    assert boards == [Board(10, 10, {3: 22}), Board(10, 10, {40: 12})]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    files = FileController(None, None, settings)  # type: ignore[arg-type]
    names = sorted(p.name for p in files.recent_files())
    assert names == ["board-3.snl", "board-40.snl"]  # merged, not last-writer-wins
