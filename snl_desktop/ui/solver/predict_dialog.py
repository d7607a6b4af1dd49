"""The "Predict the next step" dialog (Learn → Predict…): a quiz on the breadth-first search,
on a board of its own. Before each step of the search the learner is asked, on the board,
which square leaves the queue next or which squares enter it; the answer is picked by clicking
squares, by typing their numbers, or with the arrow keys and Space on the board, and Enter
answers. The answer is checked against the solver's recorded trace (`core.predict`): right or
wrong with the reason, the right squares marked, the score; Enter (or N) goes on and the board
advances one step. The search's future (the fewest throws, the route, the distances of squares
not yet found) is shown only when the search is over. Three levels of boards, and the board
the Solver shows; New Session draws the level's next board."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, Rules
from ...core.predict import Feedback, PredictSession, read_squares
from ...core.predict_boards import LEVELS, Level, LevelBoard, level_board
from ...presets import load_preset
from ...words import predict as words
from ...words.presets import preset_title
from ..board import theme
from ..kit.column_scroll import ColumnScroll
from ..kit.text_size import follow_app_font, resized
from .overlay import SearchOverlay
from .predict_board import PickMarks, PickScene, PickView, moved

MAX_OWN_SQUARES = 900
"""The board on show is offered up to 30×30: past that a square is too small to click."""
QUESTION_SCALE = 2.4
TEXT_SCALE = 2.0
"""The question and the teaching texts, times the app's font (9 pt → 29 and 24 px at normal
Text Size): legible from the back of a classroom when projected at 1920×1080."""
CONTROL_SCALE = 1.4
"""The level chooser and the keys' hint: read from nearer, still larger than a dialog's."""


def _preset(name: str) -> tuple[Board, Rules]:
    found = load_preset(name)
    return found.board, found.rules


class AnswerBox(QLineEdit):
    """The typed answer; N goes on once the question is answered (the dialog says when)."""

    def __init__(self, dialog: PredictDialog) -> None:
        super().__init__()
        self.dialog = dialog

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_N and self.dialog.session.answered:
            event.accept()
            self.dialog.go_on()
            return
        super().keyPressEvent(event)


class PredictDialog(QDialog):
    """Non-modal. ``own``: the board and rules the Solver shows, offered as a fourth choice;
    ``level`` and ``seed`` the first session's (a session is the same for the same pair)."""

    session: PredictSession

    def __init__(
        self,
        own: tuple[Board, Rules] | None = None,
        level: Level = 1,
        seed: int = 1,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Predict the next step"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.own = own if own is not None and own[0].size <= MAX_OWN_SQUARES else None
        self.seeds: dict[Level | None, int] = {lv: seed if lv == level else 1 for lv in LEVELS}
        self.seeds[None] = 1
        self.cursor_square: int | None = None
        self.overlay: SearchOverlay | None = None
        self.made: LevelBoard | None = None

        self.scene = PickScene(parent=self)
        self.scene.set_locked(True)
        self.view = PickView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.setToolTip(self.tr("Click squares to choose them; or the arrow keys and Space"))
        self.marks: PickMarks | None = None

        self.level_box = QComboBox()
        for lv in LEVELS:
            self.level_box.addItem(words.level(lv), lv)
        if self.own is not None:
            self.level_box.addItem(words.level(None), None)
        self.level_box.setCurrentIndex(self.level_box.findData(level))
        level_label = QLabel(self.tr("&Level:"))
        level_label.setBuddy(self.level_box)
        self.new_button = QPushButton(self.tr("New &Session"))
        self.new_button.setToolTip(self.tr("The level's next board, from the first question"))
        self.caption, self.score_label = QLabel(), QLabel()
        self.question_label, self.queue_label = QLabel(), QLabel()
        self.answer_box = AnswerBox(self)
        self.answer_box.setPlaceholderText(self.tr("square numbers, e.g. 15 7"))
        self.answer_box.setAccessibleName(self.tr("Your answer"))
        answer_label = QLabel(self.tr("&Your answer:"))
        answer_label.setBuddy(self.answer_box)
        self.answer_button = QPushButton(self.tr("&Answer"))
        self.problem_label, self.feedback_label, self.throws_label = QLabel(), QLabel(), QLabel()
        self.problem_label.setStyleSheet(f"color: {theme.current().error_text.name()}")
        keys = QLabel(
            self.tr(
                "Click squares or type their numbers; on the board the arrow keys move and Space picks. "
                "Enter answers; Enter or N goes on."
            )
        )
        for label in (self.caption, self.question_label, self.queue_label, self.problem_label, keys):
            label.setWordWrap(True)
        for label in (self.feedback_label, self.throws_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        follow_app_font(self.question_label, lambda font: resized(font, QUESTION_SCALE, bold=True))
        teaching: tuple[QWidget, ...] = (
            self.caption,
            self.queue_label,
            self.answer_box,
            answer_label,
            self.answer_button,
            self.problem_label,
            self.feedback_label,
            self.throws_label,
        )
        for widget in teaching:
            follow_app_font(widget, lambda font: resized(font, TEXT_SCALE))
        follow_app_font(self.score_label, lambda font: resized(font, TEXT_SCALE, bold=True))
        controls: tuple[QWidget, ...] = (level_label, self.level_box, self.new_button, keys)
        for widget in controls:
            follow_app_font(widget, lambda font: resized(font, CONTROL_SCALE))

        top = QHBoxLayout()  # the level's whole name in a row of its own (never cut short)
        top.addWidget(level_label)
        top.addWidget(self.level_box, 1)
        heading = QHBoxLayout()
        heading.addWidget(self.new_button)
        heading.addStretch(1)
        heading.addWidget(self.score_label)
        answer_row = QHBoxLayout()  # its label above it: the row stays narrow at a huge Text Size
        answer_row.addWidget(self.answer_box, 1)
        answer_row.addWidget(self.answer_button)
        side = QWidget()
        column = QVBoxLayout(side)
        column.addLayout(top)
        column.addLayout(heading)
        column.addWidget(self.caption)
        column.addWidget(self.question_label)
        column.addWidget(self.queue_label)
        column.addWidget(answer_label)
        column.addLayout(answer_row)
        column.addWidget(self.problem_label)
        column.addWidget(self.feedback_label)
        column.addWidget(self.throws_label)
        column.addStretch(1)
        column.addWidget(keys)
        scroller = ColumnScroll(side)  # at a small size or huge Text Size the words scroll, never clip

        scroller.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        closer = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        closer.rejected.connect(self.close)
        for button in (self.new_button, self.answer_button, *closer.buttons()):
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)  # Enter belongs to the answer, not to a button
                button.setDefault(False)
        right = QVBoxLayout()
        right.addWidget(scroller, 1)
        right.addWidget(closer)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addLayout(right, 2)
        self.setTabOrder(self.answer_box, self.view)
        self.setTabOrder(self.view, self.answer_button)

        self.level_box.currentIndexChanged.connect(lambda _index: self.new_session(advance=False))
        self.new_button.clicked.connect(lambda: self.new_session(advance=True))
        self.answer_button.clicked.connect(self.go_on)
        self.answer_box.returnPressed.connect(self.go_on)
        self.answer_box.textEdited.connect(self._typed)
        self.scene.picked.connect(self.pick)
        self.view.cursor_moved.connect(self._move_cursor)
        self.view.toggle.connect(lambda: self.pick(self.cursor_square) if self.cursor_square is not None else None)
        self.view.enter.connect(self.go_on)
        self.view.next_asked.connect(lambda: self.go_on() if self.session.answered else None)
        self.view.typed.connect(self._type_into_box)
        self.view.focus_changed.connect(self._board_focus)
        screen = QGuiApplication.primaryScreen()
        space = screen.availableGeometry() if screen is not None else None
        self.resize(min(1500, space.width()) if space else 1500, min(950, space.height()) if space else 950)
        self.session = self._start(self._level())
        self.answer_box.setFocus()

    # -- sessions --------------------------------------------------------------------------

    def _level(self) -> Level | None:
        data = self.level_box.currentData()
        return data if data in LEVELS else None

    def _start(self, level: Level | None) -> PredictSession:
        """A new session on ``level``'s board for its seed (None: the board on show)."""
        if level is None:
            assert self.own is not None
            board, rules = self.own
            self.made, name = None, ""
        else:
            self.made = level_board(level, self.seeds[level], _preset)
            board, rules = self.made.board, self.made.rules
            preset = self.made.preset
            name = preset_title(preset, load_preset(preset).name) if preset else ""
        self.caption.setText(words.board_caption(self.made, name) if self.made else words.level(None))
        if self.overlay is not None:
            self.overlay.remove()
        if self.marks is not None:
            self.scene.removeItem(self.marks)
        self.scene.set_board(board, rules)
        session = PredictSession(board, rules)
        self.overlay = SearchOverlay(self.scene, self.scene.geometry, session.replay)
        self.marks = PickMarks(self.scene.geometry)
        self.scene.addItem(self.marks)
        self.cursor_square = None
        self.session = session
        self._show()
        return session

    def new_session(self, advance: bool) -> None:
        """Start again: on the level chosen (``advance``: its next board), score back to 0."""
        level = self._level()
        if advance and level is not None:
            self.seeds[level] += 1
        self._start(level)
        self.answer_box.setFocus()

    # -- answering -------------------------------------------------------------------------

    def chosen(self) -> tuple[int, ...]:
        """The squares in the answer box, in the order given (the pieces that are not numbers
        left out: they are said, not answered)."""
        return read_squares(self.answer_box.text())[0]

    @Slot(int)
    def pick(self, square: int) -> None:
        """A square clicked or picked with Space: chosen, or no longer. *Which leaves* has one
        answer: picking a square replaces the one chosen."""
        session = self.session
        question = session.current
        if question is None or session.answered:
            return
        chosen = list(self.chosen())
        if square in chosen:
            chosen.remove(square)
        elif question.kind == "leaves":
            chosen = [square]
        else:
            chosen.append(square)
        self.answer_box.setText(" ".join(map(str, chosen)))
        self._typed()

    def go_on(self) -> None:
        """Enter: answer the question, or (answered) go on to the next one, or (the search
        over) start the next session."""
        session = self.session
        if session.finished:
            self.new_session(advance=self._level() is not None)
        elif session.answered:
            session.next()
            self.answer_box.clear()
            self._show()
        else:
            self._answer()

    def _answer(self) -> None:
        squares, bad = read_squares(self.answer_box.text())
        first, goal = self.session.rules.start_square, self.session.board.size
        off = [s for s in squares if not first <= s <= goal]
        if bad or off:
            self._say_problem(words.not_a_square(bad[0]) if bad else words.off_the_board(off[0], first, goal))
            return
        question = self.session.current
        if not squares and question is not None and question.kind == "leaves":
            # A stray Enter (a clicker's) is not an answer: one square always leaves, so nothing
            # chosen is refused with a hint and costs no point.
            self._say_problem(self.tr("Choose the square that leaves next: click it or type its number."))
            return
        self.session.answer(squares)
        self._show()

    def _say_problem(self, text: str) -> None:
        """Why the typed answer cannot be checked yet (empty: nothing wrong, no room taken)."""
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))

    @Slot()
    def _typed(self) -> None:
        self._say_problem("")
        self._show_marks()

    def _type_into_box(self, text: str) -> None:
        """A digit typed on the board: the learner is typing an answer."""
        if self.session.answered or self.session.finished:
            return
        self.answer_box.setFocus()
        self.answer_box.end(False)
        self.answer_box.insert(text)
        self._typed()

    def _board_focus(self, focused: bool) -> None:
        """The board has the keys: the cursor shows, first on the square leaving the queue
        (where the throws start from) or on square 1."""
        if focused and self.cursor_square is None:
            question = self.session.current
            start = question.square if question is not None and question.kind == "enters" else 1
            self.cursor_square = max(1, start)
        self._show_marks()

    def _move_cursor(self, dx: int, dy: int) -> None:
        board = self.session.board
        if self.cursor_square is None:
            self._board_focus(True)
        else:
            self.cursor_square = moved(board.rows, board.cols, self.cursor_square, dx, dy)
        self._show_marks()

    # -- what is shown ---------------------------------------------------------------------

    def _show(self) -> None:
        """The board and the words for the session's moment: asking, answered or over."""
        session = self.session
        assert self.overlay is not None
        replay = session.replay
        state = replay.state(session.position)
        self.overlay.show(state)
        question, feedback = session.current, session.feedback
        self._say_problem("")
        self.score_label.setText(words.score(session.score))
        if question is None:
            if replay.solution.min_rolls < 0:
                self.overlay.show_barrier([s for s, _ in replay.solution.barrier()])
            self.question_label.setText(words.the_end(replay.solution))
            self.queue_label.setText(words.queue((), ordered=True))
            self.feedback_label.setText(f"<b>{_escaped(words.final_score(session.score))}</b>")
            self.throws_label.setText(words.why_the_end(replay.solution))
            self.answer_button.setText(self.tr("New &Session"))
            self.answer_box.setEnabled(False)
        else:
            if not session.answered and question.kind == "leaves":
                self.overlay.expansion.show_throws(None, ())  # the last step's throws: not the question's
            self.question_label.setText(words.question(question))
            queue = [s for s, _ in replay.queue(session.position)]
            self.queue_label.setText(words.queue(queue, ordered=session.answered or question.kind == "enters"))
            self.answer_box.setEnabled(True)
            self._show_feedback(feedback)
        self._show_marks()

    def _show_feedback(self, feedback: Feedback | None) -> None:
        if feedback is None:
            self.feedback_label.clear()
            self.throws_label.clear()
            self.answer_button.setText(self.tr("&Answer"))
            return
        colour = theme.current().success_text if feedback.right else theme.current().error_text
        lines = [f'<b style="color:{colour.name()}">{words.verdict(feedback.right)}</b>']
        lines += [_escaped(reason) for reason in words.reasons(feedback)]
        lines.append(_escaped(words.answer(feedback.question)))
        self.feedback_label.setText("<br>".join(lines))
        self.throws_label.setText(words.throws(feedback.question) if feedback.question.kind == "enters" else "")
        self.answer_button.setText(self.tr("&Next question"))

    def _show_marks(self) -> None:
        if self.marks is None:
            return
        feedback = self.session.feedback
        cursor = self.cursor_square if self.view.hasFocus() else None
        if feedback is None:
            chosen = () if self.session.finished else self.chosen()
            self.marks.show_marks(chosen, cursor)
        else:
            answer = feedback.question.answer
            wrong = frozenset(s for s in feedback.given if s not in answer)
            self.marks.show_marks(feedback.given, cursor, answer, wrong)


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def show_predict(parent: QWidget | None, board: Board, rules: Rules) -> PredictDialog:
    """Open Predict (non-modal), offering ``board`` (the Solver's) beside the levels."""
    dialog = PredictDialog((board, rules), parent=parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
