"""Offering back what a window that is gone left behind (see `autosave` for how each window
keeps its own): one way for unsaved boards (`offer_recovery`) and unfinished games (Play mode
makes its own `Offer`), `offer_back`. The autosave's index names the file the work belonged
to; it is a file anyone could edit, so the work is bound back to that file only when it is a
`.snl` board."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ... import APP_NAME
from ...core import BoardError
from ...core.files.boards import load_board
from ...words import spoken
from ..kit.prompts import OfferAnswer
from .autosave import BOARD_NAME, META_NAME, Autosaver
from .document import BoardDocument
from .orphans import Orphan, find_orphans


class Offerer(Protocol):
    """The two questions offering work back asks (the window's prompter answers them)."""

    def offer_back(self, title: str, question: str, informative: str, accept: str = ...) -> OfferAnswer: ...

    def error(self, title: str, message: str) -> None: ...


@dataclass(frozen=True)
class Offer:
    """What one orphan holds, ready to be offered back: the question (``title``, ``question``,
    ``informative``, the ``accept`` button's text), the ``files`` it is kept in (deleted once
    taken back or discarded) and ``restore``, which takes it back into this window and says
    whether the orphan's copy may go now."""

    title: str
    question: str
    informative: str
    accept: str
    files: tuple[str, ...]
    restore: Callable[[], bool]


def offer_back(
    folder: Path, prompter: Offerer, ready: Callable[[Orphan], Offer | None], report_damaged: bool = False
) -> bool:
    """At start: offer back the newest orphan in ``folder`` that ``ready`` makes an `Offer`
    of (None: nothing there for this question). "Restore" (the default, Enter) takes it back;
    "Not Now" (Esc) keeps it for a later start; only "Discard" deletes it. Whatever is not
    taken stays, unlocked, for later. ``report_damaged``: say which autosaves could not be
    read (they were set aside). True when work was taken back."""
    scan = find_orphans(folder)
    try:
        if report_damaged:
            for why in scan.damaged:
                prompter.error(QCoreApplication.translate("Recovery", "Unsaved work could not be read"), why)
        for orphan in scan.orphans:
            offer = ready(orphan)
            if offer is None:
                continue
            answer = prompter.offer_back(offer.title, offer.question, offer.informative, offer.accept)
            if answer == "discard":
                orphan.discard(*offer.files)
            if answer != "restore":
                return False
            if offer.restore():
                orphan.discard(*offer.files)
            return True
        return False
    finally:
        scan.release()


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
    prompter: Offerer,
    folder: Path,
    status: Callable[[str, int], object],
    opened: Path | None = None,
) -> bool:
    """At start: if a window that is gone left unsaved work, offer to restore it into
    ``document``. When the user asked for a file (``opened``), only unsaved work on that same
    file is offered; other work is kept for a start without a file. Declined work stays for a
    later start; damaged autosaves are reported (they were set aside)."""

    def ready(orphan: Orphan) -> Offer | None:
        recovered = orphan.board
        if recovered is None:
            return None
        if opened is not None and (recovered.original is None or recovered.original.resolve() != opened.resolve()):
            return None
        return _board_offer(orphan, document, autosaver, status)

    return offer_back(folder, prompter, ready, report_damaged=True)


def _board_offer(
    orphan: Orphan, document: BoardDocument, autosaver: Autosaver, status: Callable[[str, int], object]
) -> Offer:
    recovered = orphan.board
    assert recovered is not None
    name = recovered.board_file.name
    if recovered.original is not None:
        question = spoken(
            QCoreApplication.translate("Recovery", "{app} closed without saving changes to {file}. Restore them?"),
            app=APP_NAME,
            file=recovered.original.name,
        )
    elif name:
        question = spoken(
            QCoreApplication.translate(
                "Recovery", "{app} closed without saving changes to the board “{name}”. Restore them?"
            ),
            app=APP_NAME,
            name=name,
        )
    else:
        question = spoken(
            QCoreApplication.translate(
                "Recovery", "{app} closed without saving changes to an untitled board. Restore them?"
            ),
            app=APP_NAME,
        )

    def restore() -> bool:
        original = recovered.original if restorable_into(recovered.original) else None
        document.load(recovered.board_file, original, QCoreApplication.translate("Recovery", "Restored unsaved work"))
        document.undo_stack.resetClean()  # the restored work is unsaved: modified until saved
        document.ask_before_saving = original is not None and original.exists()
        document.file_changed.emit()
        if recovered.original is not None and original is None:
            status(
                spoken(
                    QCoreApplication.translate(
                        "Recovery",
                        "Restored as an untitled board: {file} is not a board file, so Save asks where to save it.",
                    ),
                    file=recovered.original,
                ),
                10_000,
            )
        return autosaver.save_now()  # this window's own copy first, then the old one goes

    return Offer(
        QCoreApplication.translate("Recovery", "Restore unsaved work"),
        question,
        spoken(
            QCoreApplication.translate(
                "Recovery", "Not Now keeps them in {folder} for the next start; Discard deletes them."
            ),
            folder=orphan.folder,
        ),
        QCoreApplication.translate("Recovery", "Restore"),
        (BOARD_NAME, META_NAME),
        restore,
    )
