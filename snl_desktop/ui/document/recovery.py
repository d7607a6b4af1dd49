"""Offering back the unsaved board a window that is gone left behind (see `autosave` for how
each window keeps its own). The autosave's index names the file the work belonged to; it is a
file anyone could edit, so the work is bound back to that file only when it is a `.snl` board."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ... import APP_NAME
from ...core import BoardError
from ...core.files.boards import load_board
from ..kit.prompts import Prompter
from .autosave import BOARD_NAME, META_NAME, Autosaver
from .document import BoardDocument
from .orphans import Orphan, find_orphans


def restorable_into(path: Path | None) -> bool:
    """Whether restored work may be saved back to ``path``: only a ``.snl`` board, or a
    ``.snl`` name not yet taken in an existing folder."""
    if path is None or path.suffix.lower() != ".snl":
        return False
    if not path.exists():
        return path.parent.is_dir()
    try:
        return load_board(path).kind == "snl"
    except BoardError:
        return False


def offer_recovery(
    document: BoardDocument,
    autosaver: Autosaver,
    prompter: Prompter,
    folder: Path,
    status: Callable[[str, int], object],
    opened: Path | None = None,
) -> bool:
    """At start: if a window that is gone left unsaved work, offer to restore it into
    ``document``. When the user asked for a file (``opened``), only unsaved work on that same
    file is offered; other work is kept for a start without a file. Declined work stays for a
    later start; damaged autosaves are reported (they were set aside)."""
    scan = find_orphans(folder)
    try:
        for why in scan.damaged:
            prompter.error("Unsaved work could not be read", why)
        for orphan in scan.orphans:
            recovered = orphan.board
            if recovered is None:
                continue
            if opened is not None and (recovered.original is None or recovered.original.resolve() != opened.resolve()):
                continue
            return _offer(orphan, document, autosaver, prompter, status)
        return False
    finally:
        scan.release()


def _offer(
    orphan: Orphan,
    document: BoardDocument,
    autosaver: Autosaver,
    prompter: Prompter,
    status: Callable[[str, int], object],
) -> bool:
    recovered = orphan.board
    assert recovered is not None
    name = recovered.board_file.name
    where = recovered.original.name if recovered.original else f"the board “{name}”" if name else "an untitled board"
    answer = prompter.offer_back(
        "Restore unsaved work",
        f"{APP_NAME} closed without saving changes to {where}. Restore them?",
        f"Not Now keeps them in {orphan.folder} for the next start; Discard deletes them.",
    )
    if answer == "discard":
        orphan.discard(BOARD_NAME, META_NAME)
    if answer != "restore":
        return False
    original = recovered.original if restorable_into(recovered.original) else None
    document.load(recovered.board_file, original, "Restored unsaved work")
    document.undo_stack.resetClean()  # the restored work is unsaved: modified until saved
    document.ask_before_saving = original is not None and original.exists()
    document.file_changed.emit()
    if recovered.original is not None and original is None:
        status(
            f"Restored as an untitled board: {recovered.original} is not a board file, so Save asks where to save it.",
            10_000,
        )
    if autosaver.save_now():  # this window's own copy first, then the old one goes
        orphan.discard(BOARD_NAME, META_NAME)
    return True
