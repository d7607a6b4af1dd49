"""Leaving the app: Quit → Discard, then the process ends without a word on stderr."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.subprocess  # the app quits in a process of its own

QUIT_AND_DISCARD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from PySide6.QtCore import QSettings, QTimer
    from snl_desktop.core import Board
    from snl_desktop.ui.app import create_application
    from snl_desktop.ui.document.document import BoardDocument
    from snl_desktop.ui.shell.main_window import MainWindow

    class Discard:
        parent = None
        def ask_save_changes(self, name):
            return "discard"

    app = create_application()
    folder = Path(sys.argv[1])
    window = MainWindow(BoardDocument(Board(10, 10)), prompter=Discard(), autosave_dir=folder / "autosave",
                        settings=QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    window.document.apply(Board(10, 10, {3: 22}), "an unsaved edit")
    QTimer.singleShot(0, window.board_actions.quit.trigger)
    app.exec()
""")


def test_quit_then_discard_ends_quietly(tmp_path):
    run = subprocess.run(
        [sys.executable, "-c", QUIT_AND_DISCARD, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr and "RuntimeError" not in run.stderr, run.stderr
