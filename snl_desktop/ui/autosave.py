"""Autosave: unsaved work is written every few seconds to the app-data folder, so that after a
crash the next start can offer it back. A clean close removes it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from ..core import BoardError
from ..core.formats import BoardFile, atomic_write_bytes, dumps_board, load_board
from .document import BoardDocument

AUTOSAVE_MS = 5000
BOARD_NAME = "autosave.snl"
META_NAME = "autosave.json"


@dataclass(frozen=True)
class Recovered:
    """An autosaved board and the file it was an unsaved version of (None: untitled)."""

    board_file: BoardFile
    original: Path | None


class Autosaver(QObject):
    """Writes the document to ``folder`` when it has unsaved changes not yet autosaved."""

    def __init__(self, document: BoardDocument, folder: Path, interval_ms: int = AUTOSAVE_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.folder = folder
        self._dirty = False
        document.board_changed.connect(self._mark)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_now)
        self.timer.start()

    def _mark(self, _board: object) -> None:
        self._dirty = True

    def save_now(self) -> bool:
        """Write the autosave if there is unsaved work not yet written; True if written.
        A failure (full disk, read-only folder) is silent: autosave must never interrupt."""
        if not self._dirty:
            return False
        if not self.document.modified:
            self.clear()
            return False
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            doc = self.document
            atomic_write_bytes(self.folder / BOARD_NAME, dumps_board(doc.board, doc.rules, doc.name).encode())
            meta = {"original": str(doc.path) if doc.path else None}
            atomic_write_bytes(self.folder / META_NAME, json.dumps(meta).encode())
        except OSError:
            return False
        self._dirty = False
        return True

    def clear(self) -> None:
        """Forget the autosave (after a save, or a close without unsaved work)."""
        for name in (BOARD_NAME, META_NAME):
            try:
                (self.folder / name).unlink(missing_ok=True)
            except OSError:
                pass  # an unusable autosave folder must never interrupt the user
        self._dirty = False


def pending_autosave(folder: Path) -> Recovered | None:
    """The autosave a previous session left behind, or None (also when it is unreadable)."""
    board_path = folder / BOARD_NAME
    if not board_path.exists():
        return None
    try:
        loaded = load_board(board_path)
        meta = json.loads((folder / META_NAME).read_text("utf-8")) if (folder / META_NAME).exists() else {}
        original = meta.get("original") if isinstance(meta, dict) else None
    except (BoardError, OSError, ValueError):
        return None
    return Recovered(loaded, Path(original) if isinstance(original, str) else None)
