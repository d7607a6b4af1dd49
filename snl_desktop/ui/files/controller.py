"""File handling for the window: New, Open, Save, Save As, Revert, recent files, export, print
and the unsaved-changes prompt. Every failure is a message to the user; none loses the open
board or the file on disk."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QSettings, Signal
from PySide6.QtGui import QPaintDevice

from ...core import BoardError
from ...core.files.boards import BoardFile, load_board
from ..document.autosave import Autosaver
from ..document.document import BoardDocument
from ..kit.prompts import Prompter, may_replace

MAX_RECENT = 8
EXPORT_FILTERS = {"png": "PNG image (*.png)", "svg": "SVG drawing (*.svg)", "pdf": "PDF document (*.pdf)"}


class FileController(QObject):
    """Opens and saves the document's board; remembers recent files in ``settings``."""

    recent_changed = Signal()
    status = Signal(str)

    def __init__(
        self,
        document: BoardDocument,
        prompter: Prompter,
        settings: QSettings,
        autosaver: Autosaver | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.prompter = prompter
        self.settings = settings
        self.autosaver = autosaver

    # -- unsaved changes ------------------------------------------------------------------

    def maybe_save(self) -> bool:
        """Before the open board is closed: True to go on (saved or discarded), False to stop."""
        if not self.document.modified:
            return True
        answer = self.prompter.ask_save_changes(self.document.title())
        if answer == "save":
            return self.save()
        return answer == "discard"

    # -- open -----------------------------------------------------------------------------------

    def new(self, loaded: BoardFile) -> bool:
        if not self.maybe_save():
            return False
        self.document.load(loaded, None, "New board")
        self._clear_autosave()
        return True

    def open(self, path: Path | None = None) -> bool:
        """Open a board file (asking for one when ``path`` is None). A `.snl` file becomes the
        document's file; a board in another convention is imported as an untitled board."""
        if not self.maybe_save():
            return False
        if path is None:
            path = self.prompter.open_path()
            if path is None:
                return False
        return self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Read ``path`` and make it the open board; on failure say why and change nothing."""
        try:
            loaded = load_board(path)
        except BoardError as exc:
            self.prompter.error("Cannot open board", f"{path.name} could not be opened:\n{exc}")
            self.forget_recent(path)
            return False
        if loaded.kind == "snl":
            self.document.load(loaded, path)
            self.add_recent(path)
            self.status.emit(f"Opened {path.name}")
        else:
            self.document.load(
                BoardFile(loaded.board, loaded.rules, loaded.name or path.stem, loaded.kind),
                None,
                f"Imported {path.name}",
            )
            self.status.emit(f"Imported {path.name} ({loaded.kind} form): save it as a .snl board")
        self._clear_autosave()
        return True

    def revert(self) -> bool:
        """Reload the board from its file, dropping unsaved changes (after asking)."""
        path = self.document.path
        if path is None:
            return False
        if self.document.modified and not self.prompter.confirm(
            "Revert", f"Drop your unsaved changes and reload {path.name} from disk?"
        ):
            return False
        try:
            loaded = load_board(path)
        except BoardError as exc:
            self.prompter.error("Cannot revert", f"{path.name} could not be read:\n{exc}")
            return False
        self.document.load(loaded, path)
        self._clear_autosave()
        return True

    # -- save -------------------------------------------------------------------------------------

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._save_to(self.document.path)

    def save_as(self) -> bool:
        suggested = self.document.path.name if self.document.path else f"{self.document.title()}.snl"
        path = self.prompter.save_path("Save board as", "Snakes & Ladders boards (*.snl)", suggested)
        if path is None:
            return False
        if path.suffix.lower() != ".snl":
            path = path.with_name(path.name + ".snl")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        if not may_replace(self.prompter, path):
            return False
        if (
            self.document.ask_before_saving
            and path == self.document.path
            and not self.prompter.confirm(
                "Save restored work", f"Replace {path.name} with the work restored after the crash?"
            )
        ):
            return False
        try:
            self.document.save(path)
        except OSError as exc:
            self.prompter.error(
                "Cannot save board",
                f"{path.name} could not be saved: {exc.strerror or exc}.\n"
                "Your board is still open and unchanged; the file on disk is as it was.",
            )
            return False
        self.add_recent(path)
        self._clear_autosave()
        self.status.emit(f"Saved {path.name}")
        return True

    def new_board(self) -> bool:
        """File → New: the New Board gallery (an empty board of a size, a preset or a recent
        board), then that board, untitled."""
        from .new_board_dialog import NewBoardDialog

        board = self.document.board
        dialog = NewBoardDialog(self._parent(), board.rows, board.cols, self.recent_files())
        if not dialog.exec():
            return False
        return self.new(dialog.result_board())

    def _parent(self):  # noqa: ANN202 (a widget or None: the prompter's window)
        return getattr(self.prompter, "parent", None)

    def print_board(self) -> bool:
        """File → Print: a print preview (portrait or landscape, then Print), each page the
        board centred and as large as the page allows, with its title and rules."""
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog  # loaded only when printing

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.document.title())
        dialog = QPrintPreviewDialog(printer, getattr(self.prompter, "parent", None))
        dialog.setWindowTitle(f"Print {self.document.title()}")
        dialog.paintRequested.connect(self.paint_page)
        self.preview = dialog
        return self.prompter.run_dialog(dialog)

    def paint_page(self, device: QPaintDevice) -> None:
        """The printed page (see `render.paint_page`)."""
        from ..board.render import paint_page
        from ..board.scene import BoardScene

        document = self.document
        title = document.name or document.title().removesuffix(".snl")
        caption = f"{document.board.summary()} · {document.rules.describe()}"
        paint_page(BoardScene(document.board, document.rules, cached=False), device, title, caption)

    # -- export and print ---------------------------------------------------------------------------

    def export(self, kind: str) -> bool:
        from ..board.render import export_board  # only when exporting

        stem = self.document.path.stem if self.document.path else self.document.title()
        path = self.prompter.save_path(f"Export board as {kind.upper()}", EXPORT_FILTERS[kind], f"{stem}.{kind}")
        if path is None:
            return False
        if path.suffix.lower() != f".{kind}":
            path = path.with_name(f"{path.name}.{kind}")
        from .export_dialog import ExportDialog  # on demand, as the export itself

        size = str(self.settings.value("export/size", 1000))
        size = int(size) if size.isdigit() and 16 <= int(size) <= 8000 else 1000
        options = ExportDialog(kind, size, str(self.settings.value("export/caption", "true")) == "true", self._parent())
        self.export_dialog = options
        if not self.prompter.run_dialog(options):
            return False
        self.settings.setValue("export/size", options.size_box.value())
        self.settings.setValue("export/caption", "true" if options.caption.isChecked() else "false")
        document = self.document
        title = document.name or document.title().removesuffix(".snl")
        caption = f"{document.board.summary()} · {document.rules.describe()}" if options.caption.isChecked() else None
        try:
            export_board(document.board, path, document.rules, options.size_box.value(), title, caption)
        except ValueError as exc:  # a limit: nothing was drawn
            self.prompter.error("Cannot export board", f"{path.name} was not made: {exc}.")
            return False
        except OSError as exc:
            self.prompter.error(
                "Cannot export board",
                f"{path.name} could not be written: {exc.strerror or exc}. Any earlier file of that name is unchanged.",
            )
            return False
        self.status.emit(f"Exported {path.name}")
        return True

    # -- recent files --------------------------------------------------------------------------------

    def recent_files(self) -> list[Path]:
        value = self.settings.value("recent_files", [])
        if isinstance(value, str):
            value = [value]
        return [Path(p) for p in (value or []) if isinstance(p, str)]

    def add_recent(self, path: Path) -> None:
        self._change_recent(lambda paths: [path.resolve()] + [p for p in paths if p != path.resolve()])

    def forget_recent(self, path: Path) -> None:
        self._change_recent(lambda paths: [p for p in paths if p != path.resolve()])

    def _change_recent(self, change: Callable[[list[Path]], list[Path]]) -> None:
        """Read, change and write the list at once, reading what other windows (other copies
        of the app) wrote since: their recent files are merged in, not overwritten."""
        lock = QLockFile(self.settings.fileName() + ".recent-lock")  # one copy at a time reads and writes
        locked = lock.tryLock(2000)
        try:
            self.settings.sync()
            paths = change(self.recent_files())
            self.settings.setValue("recent_files", [str(p) for p in paths[:MAX_RECENT]])
            self.settings.sync()
        finally:
            if locked:
                lock.unlock()
        self.recent_changed.emit()

    def _clear_autosave(self) -> None:
        if self.autosaver is not None:
            self.autosaver.clear()
