"""The questions any part of the window asks the user: message boxes and file dialogs. Tests
replace the `Prompter` with one that answers from a script, so no modal dialog ever blocks a
test. The questions that open a feature's own dialog are added by the shell's `WindowPrompter`.
Titles and questions come translated from the callers; the prompter's own words (buttons, the
board files' filter) are translated here."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Literal, Protocol

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from ...words import spoken

SaveAnswer = Literal["save", "discard", "cancel"]
OfferAnswer = Literal["restore", "later", "discard"]
DiskAnswer = Literal["reload", "keep", "save_as", "cancel"]


def board_filter() -> str:
    """The file dialog's filter of board files. The first, which the dialog starts with, shows
    every file Open and Import read: a `.snl` board and the other forms (a bare matrix, the
    snakes/ladders lists, a linear move array), saved as `.json` or `.txt`, and a matrix from a
    spreadsheet (`.csv`, `.tsv`)."""
    return ";;".join(
        (
            QCoreApplication.translate("Prompter", "Boards (*.snl *.json *.txt *.csv *.tsv)"),
            QCoreApplication.translate("Prompter", "Snakes & Ladders boards (*.snl)"),
            QCoreApplication.translate("Prompter", "JSON boards (*.json)"),
            QCoreApplication.translate("Prompter", "Spreadsheet matrices (*.csv *.tsv)"),
            QCoreApplication.translate("Prompter", "All files (*)"),
        )
    )


class Prompter:
    """Message boxes and file dialogs, parented to the main window. File dialogs start in the
    open board's folder (``folder()``), else the folder last chosen, else the user's
    documents folder; never in the process's working directory."""

    def __init__(self, parent: QWidget | None = None, folder: Callable[[], Path | None] | None = None) -> None:
        self.parent = parent
        self.folder = folder
        self.last_folder: Path | None = None

    def start_in(self, name: str = "") -> str:
        """Where a file dialog starts (with ``name`` suggested in it)."""
        folder = (self.folder() if self.folder is not None else None) or self.last_folder
        if folder is None:
            folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
        return str(folder / name) if name else str(folder)

    def _chosen(self, path: str) -> Path | None:
        if not path:
            return None
        self.last_folder = Path(path).parent
        return Path(path)

    def ask_save_changes(self, name: str) -> SaveAnswer:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("Prompter", "Unsaved changes"),
            spoken(
                QCoreApplication.translate("Prompter", "Save the changes to “{name}” before closing it?"), name=name
            ),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self.parent,
        )
        box.setInformativeText(QCoreApplication.translate("Prompter", "Your changes are lost if you don't save them."))
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(
            self.parent,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def offer_back(self, title: str, question: str, informative: str, accept: str = "") -> OfferAnswer:
        """Offer back work a closed window left (unsaved changes, an unfinished game). The
        default (Enter, ``accept``: "Restore" unless said) takes it back; Esc and "Not Now"
        keep it for later; only "Discard" deletes it."""
        box = QMessageBox(QMessageBox.Icon.Question, title, question, QMessageBox.StandardButton.NoButton, self.parent)
        box.setInformativeText(informative)
        restore = box.addButton(
            accept or QCoreApplication.translate("Prompter", "Restore"), QMessageBox.ButtonRole.AcceptRole
        )
        later = box.addButton(QCoreApplication.translate("Prompter", "Not Now"), QMessageBox.ButtonRole.RejectRole)
        discard = box.addButton(
            QCoreApplication.translate("Prompter", "Discard"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.setDefaultButton(restore)
        box.setEscapeButton(later)
        box.exec()
        clicked = box.clickedButton()
        return "restore" if clicked is restore else "discard" if clicked is discard else "later"

    def changed_on_disk(self, name: str, modified: bool, saving: bool = False) -> DiskAnswer:
        """The open board's file ``name`` was changed by another program (or window): Reload it
        (dropping the board shown, ``modified`` or not), Keep Mine (the board shown; saving it
        replaces the other version), or Save As (keep both). Before a Save (``saving``) "Keep
        Mine" is "Overwrite" and Esc cancels the save; otherwise Esc keeps the board shown,
        which changes nothing on disk."""
        translate = QCoreApplication.translate
        if saving:
            question = spoken(
                translate(
                    "Prompter", "“{name}” has been changed on disk by another program since you opened it. Replace it?"
                ),
                name=name,
            )
        else:
            question = spoken(translate("Prompter", "“{name}” has been changed on disk by another program."), name=name)
        if modified:
            informative = translate(
                "Prompter",
                "Reload drops your unsaved changes; Keep Mine keeps them (saving replaces the other version); "
                "Save As keeps both.",
            )
        else:
            informative = translate(
                "Prompter",
                "Reload shows the version on disk; Keep Mine keeps the board shown here (saving replaces the other "
                "version); Save As keeps both.",
            )
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("Prompter", "Changed on disk"),
            question,
            QMessageBox.StandardButton.NoButton,
            self.parent,
        )
        box.setInformativeText(informative)
        role = QMessageBox.ButtonRole
        reload = box.addButton(translate("Prompter", "Reload"), role.DestructiveRole if modified else role.AcceptRole)
        keep = box.addButton(
            translate("Prompter", "Overwrite") if saving else translate("Prompter", "Keep Mine"), role.AcceptRole
        )
        save_as = box.addButton(translate("Prompter", "Save As…"), role.ActionRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel) if saving else None
        box.setDefaultButton(save_as if saving else keep if modified else reload)
        box.setEscapeButton(cancel if cancel is not None else keep)
        box.exec()
        clicked = box.clickedButton()
        if clicked is reload:
            return "reload"
        if clicked is save_as:
            return "save_as"
        if clicked is keep:
            return "keep"
        return "cancel"

    def error(self, title: str, message: str) -> None:
        QMessageBox.warning(self.parent, title, message)

    def open_path(self, title: str = "", filters: str = "") -> Path | None:
        """A file to open (by default: a board, "Open board")."""
        path, _ = QFileDialog.getOpenFileName(
            self.parent,
            title or QCoreApplication.translate("Prompter", "Open board"),
            self.start_in(),
            filters or board_filter(),
        )
        return self._chosen(path)

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None:
        """A path to write, ``suggested`` (a file name) proposed in the starting folder."""
        path, _ = QFileDialog.getSaveFileName(self.parent, title, self.start_in(suggested), filters)
        return self._chosen(path)

    def run_dialog(self, dialog: QDialog) -> bool:
        """Show one of the window's own dialogs, modally; whether it was accepted."""
        return dialog.exec() == QDialog.DialogCode.Accepted


class Confirms(Protocol):
    """Whatever can ask a yes-or-no question: a `Prompter`, a feature's own prompter protocol,
    a test's scripted stand-in."""

    def confirm(self, title: str, question: str) -> bool: ...


def may_replace(prompter: Confirms, path: Path) -> bool:
    """Before writing over ``path``: a read-only file is replaced only when the user says so,
    as editors do (the folder may allow it even when the file says "do not write")."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return True  # no file there (yet)
    if os.access(path, os.W_OK) and mode & 0o222:  # (root may write anything: the mode says "read-only")
        return True
    return prompter.confirm(
        QCoreApplication.translate("Prompter", "Replace a read-only file"),
        spoken(QCoreApplication.translate("Prompter", "{file} is read-only. Replace it anyway?"), file=path.name),
    )
