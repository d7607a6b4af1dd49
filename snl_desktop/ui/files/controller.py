"""File handling for the window: New, Open, Save, Save As, Revert, recent files, export, print
and the unsaved-changes prompt. Every failure is a message to the user; none loses the open
board or the file on disk.

Another program's change is never silently overwritten: the open file is watched (`watch`), and
when it changes on disk the user is told and chooses Reload, Keep Mine or Save As; a Save over
a file that changed since this window read or wrote it asks first (Overwrite, Reload, Save As or
Cancel). The question waits while the window is hidden or locked (a game is on: `set_locked`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QSettings, Qt, Signal, Slot
from PySide6.QtGui import QPaintDevice
from PySide6.QtWidgets import QProgressDialog, QWidget

from ...core import BoardError
from ...core.files.boards import BoardFile, load_board
from ...core.files.file_names import file_stem
from ...words import board as board_words
from ...words import say, spoken
from ..board.scene import BoardScene
from ..document.autosave import Autosaver
from ..document.document import BoardDocument
from ..kit.prompts import Prompter, may_replace
from ..kit.settings import read_texts
from ..kit.settings_keys import SettingKey
from .output_choices import DEFAULT_SIZE, OutputChoices
from .watch import SETTLE_MS, FileWatch

if TYPE_CHECKING:
    from ..board.paper_fit import Fit
    from .export_dialog import Fits
    from .print_preview import PrintPreview

MAX_RECENT = 8
"""The recent boards remembered (File → Open Recent)."""
MAX_RECENT_READ = 100
"""Past this many entries the recent-files setting is not ours: the rest is not read."""
DEFAULT_EXPORT_SIZE = DEFAULT_SIZE
SHOW_PROGRESS_MS = 400
"""An export that takes longer shows its progress (with Cancel)."""


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
        settle_ms: int = SETTLE_MS,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.prompter = prompter
        self.settings = settings
        self.autosaver = autosaver
        self.watch = FileWatch(self, settle_ms)
        self.watch.changed_on_disk.connect(self._changed_on_disk)
        self._locked = False
        self._waiting = False  # a change on disk not yet told (the window was hidden or locked)
        self._asking = False
        self.print_choices = OutputChoices(paper="a4")
        if document is not None:  # (a test reads the recent files with no document at all)
            document.file_changed.connect(self._follow_file)
            self._follow_file()

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
        self.document.load(loaded, None, self.tr("New board"))
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
            self.prompter.error(
                self.tr("Cannot open board"),
                spoken(self.tr("{name} could not be opened:\n{why}"), name=path.name, why=say(exc.what)),
            )
            self.forget_recent(path)
            return False
        if loaded.kind == "snl":
            self.document.load(loaded, path)
            self.watch.track(path)
            self.add_recent(path)
            self.status.emit(spoken(self.tr("Opened {name}"), name=path.name))
        else:
            self.document.load(
                BoardFile(loaded.board, loaded.rules, loaded.name or path.stem, loaded.kind),
                None,
                spoken(self.tr("Imported {name}"), name=path.name),
            )
            forms = {
                "matrix": self.tr("Imported {name} (a bare matrix): save it as a .snl board"),
                "lists": self.tr("Imported {name} (snake and ladder lists): save it as a .snl board"),
                "linear": self.tr("Imported {name} (a linear move array): save it as a .snl board"),
            }
            said = forms.get(loaded.kind, self.tr("Imported {name}: save it as a .snl board"))
            self.status.emit(spoken(said, name=path.name))
        self._clear_autosave()
        return True

    @Slot()
    def revert(self) -> bool:
        """Reload the board from its file, dropping unsaved changes (after asking)."""
        path = self.document.path
        if path is None:
            return False
        if self.document.modified and not self.prompter.confirm(
            self.tr("Revert"), spoken(self.tr("Drop your unsaved changes and reload {name} from disk?"), name=path.name)
        ):
            return False
        return self._reload(path, self.tr("Cannot revert"))

    def _reload(self, path: Path, cannot: str) -> bool:
        """Make the file as it is on disk the open board (its history dropped); on failure say
        why (under the title ``cannot``) and keep the board."""
        try:
            loaded = load_board(path)
        except BoardError as exc:
            self.prompter.error(
                cannot, spoken(self.tr("{name} could not be read:\n{why}"), name=path.name, why=say(exc.what))
            )
            return False
        self.document.load(loaded, path)
        self.watch.track(path)
        self._clear_autosave()
        return True

    # -- save -------------------------------------------------------------------------------------

    @Slot()
    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._save_to(self.document.path)

    @Slot()
    def save_as(self) -> bool:
        suggested = self.document.path.name if self.document.path else f"{self._stem()}.snl"
        path = self.prompter.save_path(self.tr("Save board as"), self.tr("Snakes & Ladders boards (*.snl)"), suggested)
        if path is None:
            return False
        if path.suffix.lower() != ".snl":
            path = path.with_name(path.name + ".snl")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        if not may_replace(self.prompter, path):
            return False
        if path == self.document.path == self.watch.path and self.watch.differs():
            answer = self._ask_about_disk(path, saving=True)
            if answer == "reload":
                self._reload(path, self.tr("Cannot reload"))
                return False
            if answer == "save_as":
                return self.save_as()
            if answer != "keep":
                return False
        if (
            self.document.ask_before_saving
            and path == self.document.path
            and not self.prompter.confirm(
                self.tr("Save restored work"),
                spoken(self.tr("Replace {name} with the work restored after the crash?"), name=path.name),
            )
        ):
            return False
        try:
            self.document.save(path)
        except OSError as exc:
            self.prompter.error(
                self.tr("Cannot save board"),
                spoken(
                    self.tr(
                        "{name} could not be saved: {why}.\n"
                        "Your board is still open and unchanged; the file on disk is as it was."
                    ),
                    name=path.name,
                    why=exc.strerror or exc,
                ),
            )
            return False
        self.watch.track(path)
        self.add_recent(path)
        self._clear_autosave()
        self.status.emit(spoken(self.tr("Saved {name}"), name=path.name))
        return True

    # -- another program's changes -----------------------------------------------------------------

    @Slot()
    def _follow_file(self) -> None:
        """The document has another file (or none): watch that one, as it is on disk now."""
        if self.document.path != self.watch.path:
            self.watch.track(self.document.path)

    def set_locked(self, locked: bool) -> None:
        """While a game is played (True) a change on disk waits to be told until it ends."""
        self._locked = locked
        if not locked and self._waiting:
            self._changed_on_disk()

    def _ask_about_disk(self, path: Path, saving: bool) -> str:
        """Ask about the change on disk, once: whatever the answer, this change has been told."""
        self._asking = True
        try:
            return self.prompter.changed_on_disk(path.name, self.document.modified, saving)
        finally:
            self._asking = False
            self.watch.mark_told()

    @Slot()
    def _changed_on_disk(self) -> None:
        """Say that the open file changed on disk and do what the user chooses: Reload, Keep
        Mine (the board shown becomes unsaved work: closing asks), or Save As."""
        path = self.document.path
        if self._asking or path is None or path != self.watch.path:
            return
        window = self._parent()
        if self._locked or (window is not None and not window.isVisible()):
            self._waiting = True
            return
        self._waiting = False
        if not self.watch.differs() or self.watch.told:
            return
        if self.watch.gone:
            self.watch.accept_disk()
            self.document.undo_stack.resetClean()  # only this window holds the board now
            self.status.emit(
                spoken(self.tr("{name} was deleted or moved by another program: Save writes it again"), name=path.name)
            )
            return
        answer = self._ask_about_disk(path, saving=False)
        if answer == "reload":
            self._reload(path, self.tr("Cannot reload"))
        elif answer == "save_as":
            self.save_as()
        elif answer == "keep":
            self.watch.accept_disk()
            self.document.undo_stack.resetClean()  # the board shown is no longer the file's

    @Slot()
    def new_board(self) -> bool:
        """File → New: the New Board gallery (an empty board of a size, a preset or a recent
        board), then that board, untitled."""
        from .new_board_dialog import NewBoardDialog

        board = self.document.board
        dialog = NewBoardDialog(self._parent(), board.rows, board.cols, self.recent_files())
        if not dialog.exec():
            return False
        return self.new(dialog.result_board())

    def _stem(self) -> str:
        """The file name offered for an untitled board: its name, safe on any system, else
        "Untitled" (in the user's language)."""
        untitled = QCoreApplication.translate("BoardDocument", "Untitled")
        return file_stem(self.document.title()) or file_stem(untitled) or "Untitled"

    def _parent(self) -> QWidget | None:
        """The window the file dialogs belong to."""
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    @Slot()
    def print_board(self) -> bool:
        """File → Print: the pages as they will print beside their options (paper, which way
        up, a poster over several sheets, the name and rules; remembered), then the system's
        print dialog. Each page has the picture centred inside its margin."""
        from PySide6.QtPrintSupport import QPrinter  # loaded only when printing

        from .output_choices import read_print, write_print
        from .print_preview import PrintPreview

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.document.title())
        self.print_choices = read_print(self.settings)
        from ..board.page import scene_aspect

        scene = BoardScene(self.document.board, self.document.rules, cached=False, styles=self.document.styles)
        aspect = scene_aspect(scene)  # the board's shape, for the preview's life

        def landscape_for(choices: OutputChoices) -> bool:
            return self._landscape_for(aspect, choices)

        dialog = PrintPreview(
            printer, self.print_choices, landscape_for, self._paint_printed, self._parent(), self._fits(aspect, "print")
        )
        dialog.setWindowTitle(spoken(self.tr("Print {name}"), name=self.document.title()))
        dialog.print_requested.connect(lambda: self._print(dialog))
        self.preview = dialog
        shown = self.prompter.run_dialog(dialog)
        self.print_choices = dialog.choices()
        write_print(self.settings, self.print_choices)
        return shown

    def _print(self, preview: PrintPreview) -> None:
        """Print…: the system's print dialog for the preview's printer (its paper set), then
        the pages on the printer chosen."""
        from PySide6.QtPrintSupport import QPrintDialog

        if self.prompter.run_dialog(QPrintDialog(preview.printer, preview)):
            self._paint_printed(preview.printer, preview.choices())
            preview.accept()

    def _landscape_for(self, aspect: float, choices: OutputChoices) -> bool:
        """Whether the pages printed with ``choices`` lie landscape: under "auto" the way a board
        of ``aspect``, with its name and rules, comes out larger (`page.choose_layout`)."""
        from ...core.paper import PageSetup
        from ..board.page import choose_layout

        caption = self._caption() if choices.caption else None
        setup = choices.page("print") or PageSetup()
        return choose_layout(aspect, setup, self._output_title(), caption).landscape

    def _fits(self, aspect: float, kind: str) -> Fits:
        """How a board of ``aspect`` prints with an output's choices on ``kind`` (`board.paper_fit`):
        for the export and print dialogs' line and their offer of fewer sheets."""
        from ..board.paper_fit import fewer_sheets, measure

        title = self._output_title()
        caption_words = self._caption()

        def fits(choices: OutputChoices) -> tuple[Fit, Fit | None] | None:
            setup = choices.page(kind)
            if setup is None:
                return None
            caption = caption_words if choices.caption else None
            now = measure(aspect, setup, title, caption)
            return now, fewer_sheets(aspect, setup, title, caption, now)

        return fits

    def _output_title(self) -> str:
        """The name printed above the board: its own, else its file's, else the words every
        output of an unnamed board has (`render.board_title`, as the command line)."""
        from ..board.render import board_title

        return board_title(self.document.name, self.document.path)

    def _paint_printed(self, device: QPaintDevice, choices: OutputChoices) -> None:
        """The printed pages with ``choices`` (see `page.print_pages`)."""
        from ..board.page import print_pages  # the drawing code for paper: loaded when printing

        document = self.document
        title = self._output_title()
        caption = self._caption() if choices.caption else None
        scene = BoardScene(document.board, document.rules, cached=False, styles=document.styles)  # the designer's looks
        print_pages(scene, device, title, caption, choices.columns, choices.rows)

    @Slot(QPaintDevice)
    def paint_page(self, device: QPaintDevice) -> None:
        """The printed pages with the print options last chosen (see `page.print_pages`)."""
        self._paint_printed(device, self.print_choices)

    def _caption(self) -> str:
        """Under an exported or printed board: its size, snakes and ladders, and its rules."""
        document = self.document
        return f"{board_words.summary(document.board)} · {board_words.describe_rules(document.rules)}"

    # -- export and print ---------------------------------------------------------------------------

    def export(self, kind: str) -> bool:
        """File → Export as PNG, SVG or PDF: the file, then its options (remembered)."""
        from ..board.render import ExportCancelled, export_board  # only when exporting
        from .export_dialog import ExportDialog  # on demand, as the export itself
        from .output_choices import read_export, write_export

        stem = self.document.path.stem if self.document.path else self._stem()
        title, filters = self._export_words(kind)
        path = self.prompter.save_path(title, filters, f"{stem}.{kind}")
        if path is None:
            return False
        if path.suffix.lower() != f".{kind}":
            path = path.with_name(f"{path.name}.{kind}")
        from ..board.page import scene_aspect

        scene = BoardScene(self.document.board, self.document.rules, cached=False, styles=self.document.styles)
        fits = self._fits(scene_aspect(scene), kind)
        options = ExportDialog(kind, read_export(self.settings, kind), self._parent(), fits)
        self.export_dialog = options
        if not self.prompter.run_dialog(options):
            return False
        choices = options.choices()
        write_export(self.settings, kind, choices)
        document = self.document
        title = self._output_title()
        caption = self._caption() if choices.caption else None
        progress = QProgressDialog(
            spoken(self.tr("Drawing {name}…"), name=path.name), self.tr("Cancel"), 0, 0, self._parent()
        )
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(SHOW_PROGRESS_MS)  # a large picture: 64 million pixels take seconds

        def step(done: int, total: int) -> bool:
            progress.setMaximum(total)
            progress.setValue(done)  # (the window repaints meanwhile)
            return not progress.wasCanceled()

        try:
            try:
                export_board(
                    document.board,
                    path,
                    document.rules,
                    choices.size,
                    title,
                    caption,
                    dpi=choices.dpi,
                    page=choices.page(kind),
                    transparent=choices.transparent,
                    styles=document.styles,
                    progress=step,
                    pdfx=choices.pdfx,
                    outlines=choices.outlines,
                )
            finally:  # gone before any message
                progress.close()
                progress.deleteLater()
        except ExportCancelled:  # nothing was written
            return False
        except ValueError as exc:  # a limit: nothing was drawn
            self.prompter.error(
                self.tr("Cannot export board"), spoken(self.tr("{name} was not made: {why}."), name=path.name, why=exc)
            )
            return False
        except OSError as exc:
            self.prompter.error(
                self.tr("Cannot export board"),
                spoken(
                    self.tr("{name} could not be written: {why}. Any earlier file of that name is unchanged."),
                    name=path.name,
                    why=exc.strerror or exc,
                ),
            )
            return False
        self.status.emit(spoken(self.tr("Exported {name}"), name=path.name))
        return True

    def _export_words(self, kind: str) -> tuple[str, str]:
        """The file dialog's title and filter for an export to ``kind``."""
        if kind == "png":
            return self.tr("Export board as PNG"), self.tr("PNG image (*.png)")
        if kind == "svg":
            return self.tr("Export board as SVG"), self.tr("SVG drawing (*.svg)")
        return self.tr("Export board as PDF"), self.tr("PDF document (*.pdf)")

    # -- recent files --------------------------------------------------------------------------------

    def recent_files(self) -> list[Path]:
        """The boards opened or saved last, newest first: at most `MAX_RECENT` (of the first
        `MAX_RECENT_READ` entries of the setting; the rest is not read)."""
        return [Path(p) for p in read_texts(self.settings, SettingKey.RECENT_FILES, MAX_RECENT_READ)][:MAX_RECENT]

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
            self.settings.setValue(SettingKey.RECENT_FILES, [str(p) for p in paths[:MAX_RECENT]])
            self.settings.sync()
        finally:
            if locked:
                lock.unlock()
        self.recent_changed.emit()

    def _clear_autosave(self) -> None:
        if self.autosaver is not None:
            self.autosaver.clear()
