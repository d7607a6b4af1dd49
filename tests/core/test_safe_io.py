"""Files that are not regular files (issue 23, findings 3 and 8): a save or an export to a device
or a pipe writes through it and leaves the node as it was (the atomic replace is for regular
files and new ones); a full device says "no space"; a pipe nobody reads is refused at once; a
path swapped for a pipe between the check and the open is refused instead of blocking.

Device nodes are made in the test's own folder (``mknod``, root only) rather than using /dev's:
before the fix a save replaced the node with a regular file, which must never happen to the
machine's own /dev/null."""

from __future__ import annotations

import errno
import os
import stat
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from snl_desktop.core import Board, BoardError, Rules
from snl_desktop.core.files import safe_io
from snl_desktop.core.files.boards import dumps_board, load_board, save_board
from snl_desktop.core.files.safe_io import atomic_write_bytes, read_data_file

BOARD = Board(4, 4, {2: 15})
NULL, FULL, ZERO = os.makedev(1, 3), os.makedev(1, 7), os.makedev(1, 5)


def device(folder: Path, name: str, number: int) -> Path:
    """A character device node like /dev/null (1, 3) or /dev/full (1, 7), in ``folder``."""
    path = folder / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, number)
        with open(path, "rb"):
            pass  # a folder mounted nodev refuses to open device nodes
    except (PermissionError, OSError) as exc:
        pytest.skip(f"cannot make a device node here: {exc}")
    return path


def is_device(path: Path) -> bool:
    return stat.S_ISCHR(os.lstat(path).st_mode)


def through_a_pipe(fifo: Path, write: Callable[[], object]) -> bytes:
    """What ``write`` (run in a thread) sends into the named pipe ``fifo``, read by a reader that
    has the pipe open before the writer comes (as ``cat fifo &`` would)."""
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    errors: list[BaseException] = []

    def run() -> None:
        try:
            write()
        except BaseException as exc:  # handed to the test
            errors.append(exc)

    writer = threading.Thread(target=run, daemon=True)
    writer.start()
    chunks: list[bytes] = []
    try:
        while True:
            try:
                chunk = os.read(reader, 1 << 16)
            except BlockingIOError:
                chunk = None
            if chunk:
                chunks.append(chunk)
            elif not writer.is_alive():
                break
            else:
                time.sleep(0.002)
        while True:  # what the writer sent just before it finished
            try:
                chunk = os.read(reader, 1 << 16)
            except BlockingIOError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(reader)
    if errors:
        raise errors[0]
    return b"".join(chunks)


# -- writing ----------------------------------------------------------------------------------


def test_a_save_to_a_device_writes_through_it_and_leaves_the_node(tmp_path: Path) -> None:
    null = device(tmp_path, "null", NULL)
    save_board(null, BOARD)
    assert is_device(null), "the device node was replaced by a regular file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null"], "a temporary file was left"


def test_a_save_through_a_link_to_a_device_keeps_both(tmp_path: Path) -> None:
    null = device(tmp_path, "null", NULL)
    link = tmp_path / "out.snl"
    link.symlink_to(null)
    save_board(link, BOARD)
    assert link.is_symlink() and is_device(null)


def test_a_full_device_says_no_space_and_stays_a_device(tmp_path: Path) -> None:
    full = device(tmp_path, "full", FULL)
    with pytest.raises(OSError) as raised:
        atomic_write_bytes(full, dumps_board(BOARD).encode())
    assert raised.value.errno == errno.ENOSPC
    assert is_device(full)


def test_a_save_to_a_pipe_with_a_reader_delivers_the_whole_board(tmp_path: Path, watchdog: None) -> None:
    fifo = tmp_path / "pipe.snl"
    os.mkfifo(fifo)
    data = dumps_board(Board(200, 200, {s: s + 1 for s in range(2, 39_000, 3)})).encode()  # more than a pipe holds
    assert len(data) > 1 << 16
    assert through_a_pipe(fifo, lambda: atomic_write_bytes(fifo, data)) == data
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe.snl"]


def test_a_save_to_a_pipe_nobody_reads_is_refused_at_once(tmp_path: Path, watchdog: None) -> None:
    fifo = tmp_path / "pipe.snl"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="nothing is reading"):
        save_board(fifo, BOARD)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe.snl"]


def test_a_save_over_a_folder_is_refused_and_leaves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "board.snl"
    folder.mkdir()
    with pytest.raises(IsADirectoryError):
        save_board(folder, BOARD)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.snl"] and not list(folder.iterdir())


def test_a_save_to_a_disk_device_is_refused(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    try:
        os.mknod(disk, stat.S_IFBLK | 0o600, os.makedev(7, 200))  # a loop device number: never opened
    except OSError as exc:
        pytest.skip(f"cannot make a device node here: {exc}")
    with pytest.raises(OSError, match="disk"):
        save_board(disk, BOARD)
    assert stat.S_ISBLK(os.lstat(disk).st_mode)


def test_a_regular_file_is_still_replaced_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "board.snl"
    save_board(path, BOARD, name="before")
    inode = path.stat().st_ino
    save_board(path, BOARD, name="after")
    assert load_board(path).name == "after"
    assert path.stat().st_ino != inode  # a new file renamed over the old one, not written in place


def test_a_regular_file_swapped_in_before_the_write_is_replaced_atomically(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pipe checked, then a regular file in its place when it is opened: not written in place
    (a half-written board), but replaced whole."""
    path = tmp_path / "board.snl"
    os.mkfifo(path)
    real_open = safe_io.os.open

    def swapping_open(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(os.fsdecode(file)) == path and stat.S_ISFIFO(os.lstat(path).st_mode):  # type: ignore[arg-type]
            path.unlink()
            path.write_bytes(b"the other program's file")
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(safe_io.os, "open", swapping_open)
    save_board(path, BOARD, name="whole")
    monkeypatch.undo()
    assert load_board(path).name == "whole"


# -- reading ----------------------------------------------------------------------------------


def swap_for_a_pipe_after_the_check(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Make the check see ``path`` as it is (a regular file) and turn it into a pipe right after:
    the race of a file swapped between the check and the open, made certain."""
    real_stat = os.stat

    def stat_then_swap(file: object, *args: object, **kwargs: object) -> os.stat_result:
        result = real_stat(file, *args, **kwargs)  # type: ignore[arg-type]
        if Path(os.fsdecode(file)) == path and stat.S_ISREG(result.st_mode):  # type: ignore[arg-type]
            path.unlink()
            os.mkfifo(path)
        return result

    monkeypatch.setattr(os, "stat", stat_then_swap)


def test_a_file_swapped_for_a_pipe_between_check_and_open_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, watchdog: None
) -> None:
    path = tmp_path / "board.snl"
    save_board(path, BOARD)
    swap_for_a_pipe_after_the_check(monkeypatch, path)
    with pytest.raises(BoardError, match="not a regular file"):
        load_board(path)


def test_a_file_swapped_for_a_big_one_after_the_check_is_read_no_further_than_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "board.snl"
    save_board(path, BOARD)
    real_stat = os.stat

    def stat_then_grow(file: object, *args: object, **kwargs: object) -> os.stat_result:
        result = real_stat(file, *args, **kwargs)  # type: ignore[arg-type]
        if Path(os.fsdecode(file)) == path:  # type: ignore[arg-type]
            with open(path, "r+b") as stream:
                stream.truncate(safe_io.MAX_FILE_BYTES * 4)
        return result

    monkeypatch.setattr(os, "stat", stat_then_grow)
    with pytest.raises(BoardError, match="MB"):
        load_board(path)


@pytest.mark.parametrize("make", ["pipe", "link to a pipe", "null device", "zero device"])
def test_files_that_are_not_regular_are_refused_for_reading(
    tmp_path: Path, make: str, watchdog: None, forbid_opening: Callable[[Path], None]
) -> None:
    path = tmp_path / "board.snl"
    if make == "pipe":
        os.mkfifo(path)
    elif make == "link to a pipe":
        os.mkfifo(tmp_path / "pipe")
        path.symlink_to(tmp_path / "pipe")
    else:
        node = device(tmp_path, "node", NULL if make == "null device" else ZERO)
        path.symlink_to(node)
        forbid_opening(node)  # a device is refused by its type, never opened (opening some has effects)
    with pytest.raises(BoardError, match="not a regular file"):
        read_data_file(path)


def test_reading_a_regular_file_still_works_through_a_link(tmp_path: Path) -> None:
    path = tmp_path / "board.snl"
    save_board(path, BOARD, Rules(overshoot="bounce"), "linked")
    link = tmp_path / "link.snl"
    link.symlink_to(path)
    assert load_board(link).name == "linked"
