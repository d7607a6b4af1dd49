"""A long command's progress as one line on a terminal's standard error, rewritten in place
("generating a board: 42%") and wiped at the end; nothing when standard error is not a terminal
(a log or a pipe gets no stream of carriage returns)."""

from __future__ import annotations

import sys

from ..core.message import Message
from ..words import say


class ProgressLine:
    """Told ``(done, total)`` by the work (it always goes on: True); ``doing`` is the line's
    sentence, with a ``{percent}`` field."""

    def __init__(self, doing: Message) -> None:
        self.doing = doing
        try:
            self.on = sys.stderr is not None and sys.stderr.isatty()
        except (OSError, ValueError):  # closed
            self.on = False
        self.shown = -1

    def __call__(self, done: int, total: int) -> bool:
        percent = 100 * done // max(total, 1)
        if self.on and percent != self.shown:
            self.shown = percent
            self._write("\r" + say(self.doing.of(percent=percent)))
        return True

    def close(self) -> None:
        if self.shown >= 0:
            self._write("\r\033[K")

    def _write(self, text: str) -> None:
        try:
            sys.stderr.write(text)
            sys.stderr.flush()
        except (OSError, ValueError):  # the terminal went away: the work still goes on
            self.on = False
