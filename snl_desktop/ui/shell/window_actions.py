"""The main window's own actions: the board's files (New, Open, Save, Import, Export, Print,
Quit), its edits (Undo, Redo, Delete, the drawing tools, Properties, Generate, Tune), Compare
With… and Help's. The window puts them in its menus and tool bar; the rooms enable the ones
each room allows."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

from ... import __version__
from ...core import Board, Rules
from ..board.interaction import Tool
from ..files.matrix_export import MatrixExport
from ..kit.actions import make_action
from .menus import make_tool_actions, show_about

if TYPE_CHECKING:
    from ..editor.edit_controller import EditController
    from ..files.controller import FileController

Wrap = Callable[[Callable[[], object]], Callable[[], None]]


class BoardActions(QObject):
    """The actions of ``window``: ``then_board(slot)`` runs a slot and gives the board the keyboard
    focus after it (an open or an import); ``set_tool`` chooses a drawing tool,
    ``show_shortcuts`` shows the keys."""

    def __init__(
        self,
        window: QMainWindow,
        *,
        files: FileController,
        edits: EditController,
        then_board: Wrap,
        set_tool: Callable[[Tool], None],
        show_shortcuts: Callable[[], None],
    ) -> None:
        super().__init__(window)
        K = QKeySequence.StandardKey
        action = partial(make_action, window)
        to_board = then_board
        self.new = action(self.tr("&New…"), to_board(files.new_board), K.New, self.tr("Start a new board"))
        self.open = action(self.tr("&Open…"), to_board(files.open), K.Open, self.tr("Open a board file"))
        self.save = action(self.tr("&Save"), files.save, K.Save, self.tr("Save the board"))
        self.save_as = action(self.tr("Save &As…"), files.save_as, K.SaveAs, self.tr("Save under another name"))
        self.revert = action(self.tr("&Revert"), files.revert, None, self.tr("Reload the board from its file"))
        self.import_ = action(
            self.tr("&Import…"),
            to_board(files.open),
            None,
            self.tr("Open a bare matrix, snakes/ladders lists or a linear move array"),
        )
        self.exports = {
            "png": action(self.tr("Export as PNG…"), lambda: files.export("png")),
            "svg": action(self.tr("Export as SVG…"), lambda: files.export("svg")),
            "pdf": action(self.tr("Export as PDF…"), lambda: files.export("pdf")),
        }
        self.matrix_export = MatrixExport(files.document, files.prompter, files.status.emit, self)
        self.exports["csv"] = action(
            self.tr("Export Matrix as CSV…"),
            lambda: self.matrix_export.export("csv"),
            None,
            self.tr("For a spreadsheet"),
        )
        self.exports["tsv"] = action(
            self.tr("Export Matrix as TSV…"),
            lambda: self.matrix_export.export("tsv"),
            None,
            self.tr("For a spreadsheet"),
        )
        self.print_ = action(self.tr("&Print…"), files.print_board, K.Print, self.tr("Print the board"))
        self.quit = action(self.tr("&Quit"), window.close, K.Quit)
        stack = files.document.undo_stack
        # Fixed labels, so the toolbar does not jump about; what would be undone is in the tooltip.
        self.undo = action(self.tr("&Undo"), stack.undo, K.Undo)
        self.redo = action(self.tr("&Redo"), stack.redo, ["Ctrl+Shift+Z", "Ctrl+Y", K.Redo])  # both platforms' keys
        self.delete = action(
            self.tr("&Delete"), edits.delete_selection, K.Delete, self.tr("Remove the selected snake or ladder")
        )
        self.tool_group, self.tools = make_tool_actions(window, set_tool)
        self.about = action(self.tr("&About"), lambda: show_about(window, __version__))
        self.shortcuts = action(self.tr("&Keyboard Shortcuts"), show_shortcuts, None, self.tr("Every key"))
        self.properties = action(
            self.tr("&Properties…"),
            edits.edit_properties,
            None,
            self.tr("The board's name, description and house rules"),
        )
        self.generate = action(
            self.tr("&Generate…"),
            edits.generate_board,
            None,
            self.tr("A random board with the snakes, ladders and targets you choose"),
        )
        self.tune = action(
            self.tr("&Tune…"),
            edits.tune_layout,
            None,
            self.tr("Move as few snakes and ladders as it takes to meet your targets"),
        )
        self.compare = action(
            self.tr("&Compare With…"),
            self._compare_with_file,
            None,
            self.tr("This board's figures beside another board's"),
        )
        self.board_tools = [self.tune, self.compare]
        """Board → Tune… and Compare With…, after Properties and Generate."""
        self.compare_dialog: QDialog | None = None
        self._window, self._files = window, files
        edits.compare = self._compare_tuned
        self.editing = [
            self.new,
            self.open,
            self.revert,
            self.import_,
            self.delete,
            self.generate,
            self.tune,
            self.properties,
            *self.tools.values(),
        ]
        """Allowed in Design (the board is edited there)."""
        self.opening = [self.new, self.open, self.import_]
        """Allowed in every room but Play (whose File menu opens games)."""
        self.board_files = [self.save, self.save_as, self.print_, *self.exports.values()]

    def _compare_with_file(self) -> None:
        from ..analysis.compare_dialog import compare_with_file  # pyqtgraph: loaded when first compared

        document = self._files.document
        self.compare_dialog = compare_with_file(
            self._window, document.board, document.rules, document.title(), self._files.prompter
        )

    def _compare_tuned(self, parent: QWidget, before: Board, after: Board, rules: Rules) -> None:
        from ..analysis.compare_dialog import compare_tuned  # pyqtgraph: loaded when first compared

        self.compare_dialog = compare_tuned(parent, before, after, rules)
