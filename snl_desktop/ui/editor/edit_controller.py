"""Every edit of the open board goes through here: a gesture on the board (a snake or ladder
placed, moved, erased), Delete, a new size, a generated board. Each becomes one new `Board`
applied to the document as one undo step; the views then redraw from the document. Nothing
here draws: the scene reports gestures it has checked (`core.checks`), the window routes menu
actions here. The edited board is built by the core's one builder (`core.checks.edited`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QDialog, QWidget

from ...core import Board, BoardError
from ...core.board import jump_kind_of
from ...core.checks import edited
from ...core.files.boards import BoardFile
from ...words import board as board_words
from ...words import numbers, say, spoken
from ..board.scene import BoardScene
from ..document.document import BoardDocument

if TYPE_CHECKING:
    from ...core.generator import Generated, Targets
    from .properties_dialog import PropertiesDialog
    from .tune_dialog import CompareBoards, TuneDialog

Status = Callable[[str, int], object]
"""Shows a message in the status bar for a number of milliseconds."""
SHOWN_LOST = 8
"""A resize that drops jumps lists this many of them in its question."""


LONG_GAME_TURNS = 150.0
"""A generated board whose games last longer than this on average gets a word about it (a plain
10×10 board's last about 30 turns)."""


class EditPrompter(Protocol):
    """The questions an edit asks (the window's prompter answers them)."""

    def confirm(self, title: str, question: str) -> bool: ...

    def generate_targets(self, board: Board, attempt: Callable[[Targets, int], str]) -> bool: ...

    def run_dialog(self, dialog: QDialog) -> bool: ...


class EditController(QObject):
    """Turns the designer's requests into undo steps of ``document``."""

    def __init__(
        self,
        document: BoardDocument,
        scene: BoardScene,
        prompter: EditPrompter,
        status: Status,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self.prompter = prompter
        self.status = status
        self.properties_dialog: PropertiesDialog | None = None
        self.tune_dialog: TuneDialog | None = None
        self.compare: CompareBoards | None = None
        """Opens the comparison of a board before and after a tune (the shell sets it)."""
        scene.jump_placed.connect(self.place_jump)
        scene.jump_moved.connect(self.move_jump)
        scene.jump_removed.connect(self.remove_jump)

    def _window(self) -> QWidget | None:
        """The window the edits' dialogs belong to."""
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    # -- gestures ---------------------------------------------------------------------------------

    @Slot(int, int)
    def place_jump(self, start: int, end: int) -> None:
        board = edited(self.document.board, start, end)
        if jump_kind_of(start, end) == "ladder":
            text = self.tr("Add ladder {start} → {end}")
            done = self.tr("Placed a ladder from {start} to {end}")
        else:
            text = self.tr("Add snake {start} → {end}")
            done = self.tr("Placed a snake from {start} to {end}")
        self.document.apply(board, spoken(text, start=start, end=end))
        self.status(spoken(done, start=start, end=end), 4000)

    @Slot(int, int, int)
    def move_jump(self, old_start: int, start: int, end: int) -> None:
        board = edited(self.document.board, start, end, old_start)
        if jump_kind_of(start, end) == "ladder":
            text, done = self.tr("Move ladder to {start} → {end}"), self.tr("Moved the ladder: now {start} → {end}")
        else:
            text, done = self.tr("Move snake to {start} → {end}"), self.tr("Moved the snake: now {start} → {end}")
        if self.document.apply(board, spoken(text, start=start, end=end)):
            self.scene.select_jump(start)
            self.status(spoken(done, start=start, end=end), 4000)

    @Slot(int)
    def remove_jump(self, start: int) -> None:
        end = self.document.board.jumps[start]
        kind = jump_kind_of(start, end)
        if kind == "ladder":
            text, done = self.tr("Remove ladder {start} → {end}"), self.tr("Removed the ladder {start} → {end}")
        elif kind == "snake":
            text, done = self.tr("Remove snake {start} → {end}"), self.tr("Removed the snake {start} → {end}")
        else:
            text, done = self.tr("Remove jump {start} → {end}"), self.tr("Removed the jump {start} → {end}")
        self.document.apply(self.document.board.without_jump(start), spoken(text, start=start, end=end))
        self.status(spoken(done, start=start, end=end), 4000)

    @Slot()
    def delete_selection(self) -> None:
        starts = sorted(self.scene.selected_starts())
        if not starts:
            return
        board = self.document.board
        for start in starts:
            board = board.without_jump(start)
        text = self.tr("Delete %n jump(s)", "", len(starts))
        self.document.apply(board, text)

    # -- the whole board --------------------------------------------------------------------------

    def resize_board(self, rows: int, cols: int) -> bool:
        """Resize the board as one undo step, asking first when jumps would be dropped."""
        board = self.document.board
        if (rows, cols) == (board.rows, board.cols):
            return False
        lost = board.jumps_lost_by_resize(rows, cols)
        if lost:
            listed = numbers.joined(
                [f"{numbers.plain(s)}{numbers.arrow()}{numbers.plain(e)}" for s, e in sorted(lost.items())[:SHOWN_LOST]]
            )
            if len(lost) > SHOWN_LOST:
                listed += " …"
            values = {"rows": rows, "cols": cols, "what": self._counted(lost), "listed": listed}
            if len(lost) == 1:
                question = self.tr("A {rows}×{cols} board has no room for {what} ({listed}). Remove it and resize?")
            else:
                question = self.tr("A {rows}×{cols} board has no room for {what} ({listed}). Remove them and resize?")
            if not self.prompter.confirm(self.tr("Resize board"), spoken(question, **values)):
                return False
        resized = board.resized(rows, cols)
        return self.document.apply(resized, spoken(self.tr("Resize to {rows}×{cols}"), rows=rows, cols=cols))

    def _counted(self, jumps: dict[int, int]) -> str:
        """``"1 snake and 2 ladders"``: the jumps counted by kind, in words."""
        kinds = [jump_kind_of(start, end) for start, end in jumps.items()]
        parts = [
            text
            for count, text in (
                (kinds.count("snake"), board_words.snakes(kinds.count("snake"))),
                (kinds.count("ladder"), board_words.ladders(kinds.count("ladder"))),
                (kinds.count("loop"), self.tr("%n jump(s) going nowhere", "", kinds.count("loop"))),
            )
            if count
        ]
        if len(parts) == 3:
            return spoken(self.tr("{first}, {second} and {third}"), first=parts[0], second=parts[1], third=parts[2])
        if len(parts) == 2:
            return spoken(self.tr("{first} and {second}"), first=parts[0], second=parts[1])
        return parts[0]

    @Slot()
    def generate_board(self) -> bool:
        """Board → Generate: a random board meeting the chosen targets, as one undo step. The
        work runs off the GUI thread; a request that fails is explained in the dialog, which
        stays open to adjust it."""
        # Loaded on first use: numpy, and Qt classes whose enums would cost the start-up.
        from ...core.generator import generate
        from ..kit.background import run_with_progress

        made: list[tuple[Generated, Targets]] = []
        seed_used: list[int] = []

        def attempt(targets: Targets, seed: int) -> str:
            seed_used.append(seed)
            rules = self.document.rules
            try:
                result: Generated = run_with_progress(
                    self._window(),
                    self.tr("Generating a board…"),
                    lambda progress: generate(targets, rules, seed, progress=progress),
                )
            except BoardError as exc:
                return spoken(self.tr("No board was made: {why}."), why=say(exc.what))
            if result.cancelled:
                return self.tr("Cancelled after %n board(s): nothing was changed.", "", result.attempts)
            misses = [say(problem) for problem in result.problems]
            if not result.met and not self.prompter.confirm(
                self.tr("Generate a board"),
                self.tr("After %n board(s), none met every target:", "", result.attempts)
                + "\n• "
                + "\n• ".join(misses)
                + "\n"
                + self.tr("Use the closest board found?"),
            ):
                return spoken(
                    self.tr("No board met every target: {misses}. Change them or the seed."),
                    misses=numbers.joined(misses, semicolons=True),
                )
            made.append((result, targets))
            return ""

        if not self.prompter.generate_targets(self.document.board, attempt) or not made:
            return False
        result, targets = made[-1]
        # A new board, not an edit of the old one: its own name (the old name went with the old
        # board), the rules kept; Undo brings the old board back with its name.
        name = spoken(
            self.tr("Generated {rows}×{cols}, seed {seed}"), rows=targets.rows, cols=targets.cols, seed=seed_used[-1]
        )
        self.document.replace(BoardFile(result.board, self.document.rules, name), self.tr("Generate board"))
        self.status(self._generated_words(result, targets), 12_000)
        return True

    def _generated_words(self, result: Generated, targets: Targets) -> str:
        """What the status bar says of a generated board: its fewest throws and how long its games
        last, with a word when they are long and no length was asked for."""
        from ...core.markov import expected_turns  # numpy: loaded with the generator

        expected = result.expected if result.expected is not None else expected_turns(result.board, self.document.rules)
        text = spoken(
            self.tr("Generated a {rows}×{cols} board: fewest throws {throws}"),
            rows=targets.rows,
            cols=targets.cols,
            throws=result.throws,
        )
        if expected is None:
            return text
        text += spoken(self.tr("; a game lasts {turns} turns on average"), turns=numbers.decimal(expected, 1))
        if targets.expected is None and expected > LONG_GAME_TURNS:
            text += self.tr(" (a long game: set an expected length to keep it shorter)")
        return text

    @Slot()
    def edit_properties(self) -> bool:
        """Board → Properties: name, description and rules, one undo step each; False when
        cancelled or nothing changed."""
        from .properties_dialog import PropertiesDialog  # on demand: a dialog few open

        dialog = PropertiesDialog(self.document, self._window())
        self.properties_dialog = dialog
        return self.prompter.run_dialog(dialog) and dialog.apply() > 0

    @Slot()
    def tune_layout(self) -> bool:
        """Board → Tune: the board with as few snakes and ladders moved as the search can, to
        the designer's targets, shown before it is applied; Apply is one undo step. False when
        cancelled."""
        from ...core.tuner import MAX_TUNED_SQUARES
        from .tune_dialog import TuneDialog  # on demand: numpy and a dialog few open

        document = self.document
        if document.board.size > MAX_TUNED_SQUARES:  # said at once, not after a dialog of targets
            self.status(self.tr("Tune takes boards of up to %n squares (50×50)", "", MAX_TUNED_SQUARES), 6000)
            return False
        dialog = TuneDialog(document.board, document.rules, self._window(), self.compare)
        self.tune_dialog = dialog
        result = dialog.tuned if self.prompter.run_dialog(dialog) else None
        if result is None or not result.moves or document.board is not dialog.board:
            return False
        moved = len(result.moves)
        document.apply(result.board, self.tr("Tune layout: %n snake(s) or ladder(s) moved", "", moved))
        self.status(self.tr("Tuned the layout: %n snake(s) or ladder(s) moved", "", moved), 6000)
        return True
