"""Every edit of the open board goes through here: a gesture on the board (a snake or ladder
placed, moved, erased), Delete, a new size, a generated board. Each becomes one new `Board`
applied to the document as one undo step; the views then redraw from the document. Nothing
here draws: the scene reports gestures, the window routes menu actions here."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ...core import BoardError
from ...core.checks import moved
from ...core.text import jump_kind, plural
from ..board.scene import BoardScene
from ..document.document import BoardDocument
from ..kit.prompts import Prompter

Status = Callable[[str, int], object]
"""Shows a message in the status bar for a number of milliseconds."""


class EditController(QObject):
    """Turns the designer's requests into undo steps of ``document``."""

    def __init__(
        self,
        document: BoardDocument,
        scene: BoardScene,
        prompter: Prompter,
        status: Status,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self.prompter = prompter
        self.status = status
        scene.jump_placed.connect(self.place_jump)
        scene.jump_moved.connect(self.move_jump)
        scene.jump_removed.connect(self.remove_jump)

    def place_jump(self, start: int, end: int) -> None:
        kind = jump_kind(start, end)
        self.document.apply(self.document.board.with_jump(start, end), f"Add {kind} {start} → {end}")
        self.status(f"Placed a {kind} from {start} to {end}", 4000)

    def move_jump(self, old_start: int, start: int, end: int) -> None:
        kind = jump_kind(start, end)
        if self.document.apply(moved(self.document.board, old_start, start, end), f"Move {kind} to {start} → {end}"):
            self.scene.select_jump(start)
            self.status(f"Moved the {kind}: now {start} → {end}", 4000)

    def remove_jump(self, start: int) -> None:
        end = self.document.board.jumps[start]
        kind = jump_kind(start, end)
        self.document.apply(self.document.board.without_jump(start), f"Remove {kind} {start} → {end}")
        self.status(f"Removed the {kind} {start} → {end}", 4000)

    def delete_selection(self) -> None:
        starts = sorted(self.scene.selected_starts())
        if not starts:
            return
        board = self.document.board
        for start in starts:
            board = board.without_jump(start)
        self.document.apply(board, "Delete jump" if len(starts) == 1 else f"Delete {len(starts)} jumps")

    def resize_board(self, rows: int, cols: int) -> bool:
        """Resize the board as one undo step, asking first when jumps would be dropped."""
        board = self.document.board
        if (rows, cols) == (board.rows, board.cols):
            return False
        lost = board.jumps_lost_by_resize(rows, cols)
        if lost:
            listed = ", ".join(f"{s}→{e}" for s, e in sorted(lost.items())[:8]) + (" …" if len(lost) > 8 else "")
            snakes = sum(1 for start, end in lost.items() if jump_kind(start, end) == "snake")
            what = " and ".join(plural(n, kind) for n, kind in ((snakes, "snake"), (len(lost) - snakes, "ladder")) if n)
            question = (
                f"A {rows}×{cols} board has no room for {what} ({listed}). "
                f"Remove {'it' if len(lost) == 1 else 'them'} and resize?"
            )
            if not self.prompter.confirm("Resize board", question):
                return False
        return self.document.apply(board.resized(rows, cols), f"Resize to {rows}×{cols}")

    def generate_board(self) -> bool:
        """Board → Generate: a random board meeting the chosen targets, as one undo step. The
        work runs off the GUI thread; a request that fails is explained in the dialog, which
        stays open to adjust it."""
        # Loaded on first use: numpy, and Qt classes whose enums would cost the start-up.
        from ...core.generator import Generated, Targets, generate
        from ..kit.background import run_with_progress

        made: list[tuple[Generated, Targets]] = []

        def attempt(targets: Targets, seed: int) -> str:
            rules = self.document.rules
            try:
                result = run_with_progress(
                    getattr(self.prompter, "parent", None),
                    "Generating a board…",
                    lambda progress: generate(targets, rules, seed, progress=progress),
                )
            except BoardError as exc:
                return f"No board was made: {exc}."
            if result.cancelled:
                return f"Cancelled after {result.attempts} boards: nothing was changed."
            if not result.met and not self.prompter.confirm(
                "Generate a board",
                f"After {result.attempts} boards, none met every target:\n• "
                + "\n• ".join(result.problems)
                + "\nUse the closest board found?",
            ):
                return "No board met every target: " + "; ".join(result.problems) + ". Change them or the seed."
            made.append((result, targets))
            return ""

        if not self.prompter.generate_targets(self.document.board, attempt) or not made:
            return False
        result, targets = made[-1]
        self.document.apply(result.board, "Generate board")
        self.status(f"Generated a {targets.rows}×{targets.cols} board: fewest throws {result.throws}", 6000)
        return True

    def edit_properties(self) -> bool:
        """Board → Properties: name, description and rules, one undo step each; False when
        cancelled or nothing changed."""
        from .properties_dialog import PropertiesDialog  # on demand: a dialog few open

        dialog = PropertiesDialog(self.document, getattr(self.prompter, "parent", None))
        self.properties_dialog = dialog
        return self.prompter.run_dialog(dialog) and dialog.apply() > 0
