"""The app's log, loaded when first written to: importing `logging` costs start-up time, and
most runs never write a line.

The log file is one of the app's own files: `file_handler` opens it only when it is a regular
file (or absent). One that is not (a named pipe would block the start for ever) is moved aside
first (`core.files.own_files`), and the file is opened without blocking and checked again, so
that a pipe swapped in meanwhile makes the handler fail (`OSError`) instead of waiting."""

from __future__ import annotations

import os
import stat
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging
    import logging.handlers


def logger(name: str) -> logging.Logger:
    """The logger called ``name`` (a module's ``__name__``), under the app's ``snl_desktop``."""
    import logging

    return logging.getLogger(name)


_APPEND = (
    os.O_WRONLY
    | os.O_APPEND
    | os.O_CREAT
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


def open_for_appending(path: str | os.PathLike[str], encoding: str | None = "utf-8") -> object:
    """``path`` opened to append text, only if it is a regular file (made when absent): opened
    without blocking (a named pipe with no reader fails at once) and checked by ``fstat``.
    Raises `OSError` for anything else (``EINVAL``: not a regular file)."""
    import errno

    fd = os.open(path, _APPEND, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", os.fspath(path))
        os.set_blocking(fd, True)
        return open(fd, "a", encoding=encoding)
    except BaseException:
        os.close(fd)
        raise


def file_handler(
    path: str | os.PathLike[str], max_bytes: int, backups: int, encoding: str = "utf-8"
) -> logging.handlers.RotatingFileHandler:
    """A rotating log file at ``path`` (``max_bytes`` each, ``backups`` old ones kept), made
    safe: a log path that is not a regular file is moved aside (and said in the log's first
    line), and every opening of the file (at start and after each rotation) goes through
    `open_for_appending`. Raises `OSError` when the file cannot be opened."""
    import logging.handlers

    from .core.files.own_files import check_own_file

    class SafeRotatingFileHandler(logging.handlers.RotatingFileHandler):
        def _open(self) -> object:  # type: ignore[override]  # the stream logging writes to
            return open_for_appending(self.baseFilename, self.encoding)

    set_aside = check_own_file(path, None)  # no size bound: a log is only appended to, a huge one rotated
    handler = SafeRotatingFileHandler(path, maxBytes=max_bytes, backupCount=backups, encoding=encoding)
    if set_aside is not None:  # the log's first line says so
        said = f"the log file was set aside: {set_aside.why.english()}"
        handler.handle(logging.LogRecord("snl_desktop", logging.WARNING, __file__, 0, said, None, None))
    return handler
