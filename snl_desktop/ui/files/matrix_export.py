"""File → Export Matrix as CSV / TSV: the open board's matrix one row a line, for a spreadsheet
(cells separated by commas, or by tabs), written atomically; a spreadsheet's file comes back by
Open or Import (`core.files.delimited` reads it)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject

from ...core.files.delimited import matrix_delimited
from ...core.files.safe_io import atomic_write_bytes
from ...words import spoken
from ..document.document import BoardDocument


class Asks(Protocol):
    def save_path(self, title: str, filters: str, suggested: str) -> Path | None: ...

    def error(self, title: str, message: str) -> None: ...


class MatrixExport(QObject):
    """Writes ``document``'s matrix as CSV or TSV where the user says; ``said(text)`` for the
    status bar."""

    def __init__(
        self, document: BoardDocument, prompter: Asks, said: Callable[[str], object], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.document, self.prompter, self.said = document, prompter, said

    def export(self, kind: str) -> bool:
        """Ask where, then write the matrix (``kind``: "csv" or "tsv")."""
        document = self.document
        stem = document.path.stem if document.path else "matrix"
        if kind == "tsv":
            title, filters, delimiter = self.tr("Export the matrix as TSV"), self.tr("Tab-separated (*.tsv)"), "\t"
        else:
            title, filters, delimiter = self.tr("Export the matrix as CSV"), self.tr("Comma-separated (*.csv)"), ","
        path = self.prompter.save_path(title, filters, f"{stem}.{kind}")
        if path is None:
            return False
        if path.suffix.lower() != f".{kind}":
            path = path.with_name(f"{path.name}.{kind}")
        try:
            atomic_write_bytes(path, matrix_delimited(document.board, delimiter).encode("utf-8"))
        except OSError as exc:
            text = self.tr("{name} could not be written: {why}. Any earlier file of that name is unchanged.")
            self.prompter.error(
                self.tr("Cannot export the matrix"), spoken(text, name=path.name, why=exc.strerror or exc)
            )
            return False
        self.said(spoken(self.tr("Matrix exported to {name}"), name=path.name))
        return True
