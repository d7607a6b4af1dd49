"""The app's own files, damaged (issue 23, finding 9): an autosave's index (``board.json``) or a
lock that is a named pipe or a sparse file of gigabytes, the settings file or the log as a pipe.
None of them freezes the app or is read whole: each is moved aside (never deleted), said, and
the unsaved board is still offered back."""

from __future__ import annotations

import builtins
import io
import os
import stat
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from snl_desktop.core import Board
from snl_desktop.core.files.boards import dumps_board
from snl_desktop.core.files.own_files import (
    MAX_SETTINGS_BYTES,
    check_own_file,
    check_settings_files,
    settings_files,
)
from snl_desktop.log import file_handler, open_for_appending
from snl_desktop.ui.document.autosave import BOARD_NAME, META_NAME
from snl_desktop.ui.document.orphans import find_orphans

BOARD = Board(10, 10, {3: 22, 5: 34})
SESSION = "4242-deadbeef"
GB = 1024**3


@pytest.fixture
def never_opened(monkeypatch: pytest.MonkeyPatch) -> Callable[[Path], None]:
    """``never_opened(path)``: opening ``path`` from then on fails the test (a sparse file of
    gigabytes must be refused by its size, never read)."""
    forbidden: list[Path] = []

    def guard(real: Callable[..., Any]) -> Callable[..., Any]:
        def opener(file: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(file, (str, os.PathLike)) and any(Path(file) == p for p in forbidden):
                raise AssertionError(f"{Path(file).name} was opened")
            return real(file, *args, **kwargs)

        return opener

    monkeypatch.setattr(builtins, "open", guard(builtins.open))
    monkeypatch.setattr(io, "open", guard(io.open))
    monkeypatch.setattr(os, "open", guard(os.open))
    return forbidden.append


def orphan_folder(root: Path, original: Path | None = None) -> Path:
    """An autosave folder left by a window that died: its board and its index."""
    folder = root / SESSION
    folder.mkdir(parents=True)
    (folder / BOARD_NAME).write_text(dumps_board(BOARD), "utf-8")
    (folder / META_NAME).write_text(f'{{"original": "{original or ""}", "name": ""}}', "utf-8")
    return folder


def spoil(path: Path, how: str) -> None:
    """Make ``path`` a named pipe or a sparse file of 3 GB (no disk used)."""
    path.unlink(missing_ok=True)
    if how == "pipe":
        os.mkfifo(path)
    else:
        with open(path, "wb") as stream:
            stream.truncate(3 * GB)


def damaged_names(root: Path) -> list[str]:
    return sorted(p.name for p in (root / "damaged").iterdir()) if (root / "damaged").is_dir() else []


@pytest.mark.parametrize("how", ["pipe", "sparse"])
def test_a_damaged_autosave_index_is_set_aside_and_the_board_still_offered(
    tmp_path: Path, how: str, watchdog: None, never_opened: Callable[[Path], None]
) -> None:
    root = tmp_path / "autosave"
    folder = orphan_folder(root, tmp_path / "mine.snl")
    spoil(folder / META_NAME, how)
    if how == "sparse":
        never_opened(folder / META_NAME)
    scan = find_orphans(root)
    try:
        assert len(scan.orphans) == 1
        recovered = scan.orphans[0].board
        assert recovered is not None and recovered.board_file.board == BOARD
        assert recovered.original is None  # the index is gone: offered as an untitled board
    finally:
        scan.release()
    assert not (folder / META_NAME).exists()
    assert [name.endswith(META_NAME) for name in damaged_names(root)] == [True]
    assert len(scan.damaged) == 1 and "index" in scan.damaged[0]


SCAN = textwrap.dedent("""
    import sys
    from pathlib import Path
    from snl_desktop.ui.document.orphans import find_orphans
    scan = find_orphans(Path(sys.argv[1]))
    print(len([o for o in scan.orphans if o.board is not None]), len(scan.damaged))
    scan.release()
""")


@pytest.mark.subprocess
@pytest.mark.parametrize("how", ["pipe", "sparse"])
def test_a_damaged_lock_is_set_aside_and_the_board_still_offered(tmp_path: Path, how: str) -> None:
    """In a process of its own: Qt's lock, reading a pipe, waits where no signal reaches it."""
    root = tmp_path / "autosave"
    orphan_folder(root)
    lock = root / f"{SESSION}.lock"
    spoil(lock, how)
    result = subprocess.run(
        [sys.executable, "-c", SCAN, str(root)],
        capture_output=True,
        text=True,
        timeout=30,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["1", "1"]  # the board offered; the lock said set aside
    assert [name.endswith(".lock") for name in damaged_names(root)] == [True]


def test_a_window_offers_the_board_back_when_its_index_is_a_pipe(
    make_window: Any, prompter: Any, tmp_path: Path, watchdog: None
) -> None:
    folder = orphan_folder(tmp_path / "autosave")
    spoil(folder / META_NAME, "pipe")
    window = make_window(Board(4, 4))
    prompter.script("offer_back", "restore")
    assert window.offer_recovery()
    assert window.document.board == BOARD
    assert prompter.errors and prompter.errors[-1][0] == "Unsaved work could not be read"


# -- the settings and the log ------------------------------------------------------------------


@pytest.mark.parametrize("how", ["pipe", "sparse", "folder"])
def test_a_damaged_settings_file_is_moved_aside_before_it_is_read(tmp_path: Path, how: str) -> None:
    config = tmp_path / "config"
    own = settings_files(config, "snl-desktop", "Snakes & Ladders Studio")[0][0]
    own.parent.mkdir(parents=True)
    if how == "folder":
        own.mkdir()
    else:
        spoil(own, how)
    (own.parent.parent / "snl-desktop.conf").write_text("[General]\nlanguage=en\n")  # a sound one stays
    problems = check_settings_files(config, "snl-desktop", "Snakes & Ladders Studio")
    assert [p.path for p in problems] == [own]
    assert problems[0].usable and problems[0].aside is not None and problems[0].aside.parent == own.parent
    assert not own.exists() and (own.parent.parent / "snl-desktop.conf").exists()
    assert str(own) in problems[0].why.english()


def test_a_settings_file_of_a_sane_size_is_left_alone(tmp_path: Path) -> None:
    own = tmp_path / "a.conf"
    own.write_bytes(b"x" * 1000)
    assert check_own_file(own, MAX_SETTINGS_BYTES) is None
    assert check_own_file(tmp_path / "absent.conf", MAX_SETTINGS_BYTES) is None


@pytest.mark.subprocess
@pytest.mark.parametrize("command", ["render", "window"])
def test_a_command_that_reads_the_settings_starts_when_they_are_a_pipe(tmp_path: Path, command: str) -> None:
    """``render`` and the window make the QApplication, which reads the settings (the
    language): with the settings file a pipe they used to wait for ever."""
    config = tmp_path / "config"
    own = settings_files(config, "snl-desktop", "Snakes & Ladders Studio")[0][0]
    own.parent.mkdir(parents=True)
    os.mkfifo(own)
    board = tmp_path / "b.snl"
    board.write_text(dumps_board(BOARD), "utf-8")
    picture = tmp_path / "b.png"
    args = ["render", str(board), "-o", str(picture), "--size", "64"]
    if command == "window":
        args = [str(board), "--screenshot", str(picture)]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(config), "HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "snl_desktop", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert result.returncode == 0, result.stderr
    assert picture.stat().st_size > 0
    assert not own.exists()
    assert "Traceback" not in result.stderr
    assert sum("moved to" in line for line in result.stderr.splitlines()) == 1, result.stderr  # said once


def test_a_log_file_that_is_a_pipe_is_moved_aside_and_the_log_written(tmp_path: Path, watchdog: None) -> None:
    import logging

    path = tmp_path / "snl-desktop.log"
    os.mkfifo(path)
    handler = file_handler(path, 1_000_000, 3)
    try:
        handler.emit(logging.LogRecord("snl_desktop", logging.WARNING, __file__, 0, "after", None, None))
        handler.flush()
    finally:
        handler.close()
    assert stat.S_ISREG(os.lstat(path).st_mode)
    text = path.read_text("utf-8")
    assert "set aside" in text and "after" in text
    assert any(p.name.startswith("snl-desktop.log.damaged-") for p in tmp_path.iterdir())


def test_a_log_swapped_for_a_pipe_after_the_check_fails_at_once(tmp_path: Path, watchdog: None) -> None:
    path = tmp_path / "snl-desktop.log"
    os.mkfifo(path)
    with pytest.raises(OSError):
        open_for_appending(path)  # no reader: refused at once, not waited for


def test_the_apps_log_set_up_when_its_file_is_a_pipe(tmp_path: Path, watchdog: None) -> None:
    from snl_desktop.ui.shell.error_report import LOG_NAME, setup_logging

    os.mkfifo(tmp_path / LOG_NAME)
    try:
        assert setup_logging(tmp_path) == tmp_path / LOG_NAME
    finally:
        import logging

        log = logging.getLogger("snl_desktop")
        for handler in list(log.handlers):
            if getattr(handler, "baseFilename", "").startswith(str(tmp_path)):
                log.removeHandler(handler)
                handler.close()
    assert stat.S_ISREG(os.lstat(tmp_path / LOG_NAME).st_mode)
