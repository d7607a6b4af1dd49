"""What refuses the family's history: `HistoryError`, carrying a `Message` (said by the words
layer; ``str()`` is its English, for logs and tests). `HistoryBusy`: only the moment is wrong
(another program is writing to the history for longer than we wait): the same work succeeds
later, so a finished game is kept and written then, never dropped."""

from __future__ import annotations

from ..message import Message


class HistoryError(Exception):
    """The history cannot be opened, read or written (the reason in ``what``); nothing was
    changed by the call that raised it."""

    def __init__(self, what: Message) -> None:
        self.what = what
        super().__init__(what.english())


class HistoryBusy(HistoryError):
    """Another program holds the history (a write of its own, for longer than we wait): try
    again later; nothing is wrong with the file."""
