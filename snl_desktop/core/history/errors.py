"""What refuses the family's history: `HistoryError`, carrying a `Message` (said by the words
layer; ``str()`` is its English, for logs and tests)."""

from __future__ import annotations

from ..message import Message


class HistoryError(Exception):
    """The history cannot be opened, read or written (the reason in ``what``); nothing was
    changed by the call that raised it."""

    def __init__(self, what: Message) -> None:
        self.what = what
        super().__init__(what.english())
