"""Learn → Class Quiz…: Predict's questions for the whole class, answered on the students' phones.

The window, made for a projector: on the left how to join (a QR code, the short address and
the room code in large type) and the students in the quiz (each nickname plain text; Remove
takes a rude one out); on the right the question ("Question 3 of 20", Predict's sentence and
the queue), the time left and how many answered, then — once revealed — the class's answers as
bars, the right answer, how many were right, and why the most chosen wrong answer is wrong in
Predict's words ("6 of you took 22: the queue is first-in, first-out: 15 entered before 22…").
Below: the class's score per question, a leaderboard (off unless asked for) and the controls.

One key runs the lesson (a presenter's clicker sends Page Down or Right): **Next** asks the
next question, and on a question asked reveals it. The timer (off, or 5–300 s) is set before
asking; Stop Answers locks a question early. Save Results… writes the CSV of every answer
(atomic). Closing the window closes the room: it listens only while the quiz is open.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QFont, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.board import Board
from ...core.files.safe_io import atomic_write_bytes
from ...core.quiz import ClassQuiz, Phase, Tally, results_csv
from ...core.rules import Rules
from ...words import predict as predict_words
from ...words import spoken
from ...words.quiz import Quiz
from ..kit.plain_text import plain, scaled
from ..kit.qr_code import QrCode
from ..room.qr import qr_matrix
from ..room.quiz_room import QuizRoom
from ..room.room import RoomError

QR_SCREEN_SHARE = 0.3
"""The code's side, as a share of the screen's height: scanned from the back of a classroom."""
MIN_QR_PX = 220
DEFAULT_SECONDS = 30
MAX_SECONDS = 300
LEADERBOARD_LINES = 10
BODY_SHARE = 45
"""The body text's height, as a share of the screen's (1080 px: 24 px)."""


class SavesFiles(Protocol):
    """What the window asks for a file with: the app's prompter (tests: a scripted one)."""

    def save_path(self, title: str, filters: str, suggested: str) -> Path | None: ...

    def error(self, title: str, message: str) -> None: ...


class QuizDialog(QDialog):
    """The Class Quiz window for ``room`` (see the module's docstring); ``room`` is open."""

    def __init__(self, room: QuizRoom, prompter: SavesFiles, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.room, self.quiz, self.prompter = room, room.quiz, prompter
        self.words = Quiz()
        self.tally: Tally | None = None
        self.setModal(False)
        self.setWindowTitle(self.tr("Class Quiz"))
        self._scales: list[tuple[QWidget, float, bool]] = []

        def big(widget: QWidget, scale: float, bold: bool = False) -> None:
            self._scales.append((widget, scale, bold))

        self.qr = QrCode()
        self.join_heading = plain(self.tr("Join the quiz on your phone"))
        big(self.join_heading, 1.3, True)
        self.join_heading.setWordWrap(True)
        self.url = plain()
        big(self.url, 1.3, True)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_caption = plain(self.tr("Room code:"))
        big(self.code_caption, 1.0)
        self.code = plain()
        big(self.code, 2.6, True)
        self.locked_note = plain(self.tr("Too many wrong codes: the room takes none until you make a new code."))
        self.locked_note.setWordWrap(True)
        self.locked_note.hide()
        self.new_code = QPushButton(self.tr("New Code"))
        self.new_code.clicked.connect(self._new_code)
        self.new_code.hide()
        self.count = plain()
        big(self.count, 1.0, True)
        self.names = QListWidget()
        self.names.setAccessibleName(self.tr("Students"))
        big(self.names, 1.0)
        self.remove = QPushButton(self.tr("&Remove Student"))
        self.remove.setToolTip(self.tr("Take the chosen nickname out of the quiz (it cannot join again)"))
        self.remove.clicked.connect(self._remove)
        self.names.currentRowChanged.connect(lambda _row: self._enable())

        join = QVBoxLayout()
        for widget in (self.join_heading, self.qr, self.url, self.code_caption, self.code, self.locked_note):
            join.addWidget(widget)
        join.addWidget(self.new_code)
        join.addWidget(self.count)
        join.addWidget(self.names, 1)
        join.addWidget(self.remove)

        self.progress = plain()
        big(self.progress, 1.0, True)
        self.question = plain()
        big(self.question, 1.5, True)
        self.question.setWordWrap(True)
        self.queue = plain()
        big(self.queue, 1.2)
        self.queue.setWordWrap(True)
        self.clock = plain()
        big(self.clock, 1.2, True)
        self.answered_line = plain()
        big(self.answered_line, 1.1)
        from .quiz_chart import AnswerBars

        self.bars = AnswerBars()
        big(self.bars, 1.2)
        self.answer = plain()
        big(self.answer, 1.2, True)
        self.answer.setWordWrap(True)
        self.class_right = plain()
        big(self.class_right, 1.2)
        self.why = plain()
        big(self.why, 1.1)
        self.why.setWordWrap(True)
        self.scores = plain()
        self.scores.setWordWrap(True)
        big(self.scores, 1.0)
        self.leaderboard = plain()
        big(self.leaderboard, 1.0)
        self.leaderboard.setWordWrap(True)
        self.leaderboard.hide()

        lesson = QVBoxLayout()
        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.clock)
        lesson.addLayout(top)
        for widget in (self.question, self.queue, self.answered_line):
            lesson.addWidget(widget)
        chart = QHBoxLayout()
        chart.addWidget(self.bars, 1)
        chart.addWidget(self.leaderboard, 0, Qt.AlignmentFlag.AlignTop)
        lesson.addLayout(chart, 1)
        for widget in (self.answer, self.class_right, self.why, self.scores):
            lesson.addWidget(widget)

        self.seconds = QSpinBox()
        self.seconds.setRange(0, MAX_SECONDS)
        self.seconds.setSingleStep(5)
        self.seconds.setValue(DEFAULT_SECONDS)
        self.seconds.setSpecialValueText(self.tr("no timer"))
        self.seconds.setSuffix(self.tr(" s"))
        seconds_label = QLabel(self.tr("&Time to answer:"))
        seconds_label.setBuddy(self.seconds)
        self.next = QPushButton(self.tr("&Next"))
        self.next.setDefault(True)
        self.next.setToolTip(self.tr("Ask the next question, or reveal the one asked (Page Down, Right, Space)"))
        self.next.clicked.connect(self.advance)
        self.stop = QPushButton(self.tr("&Stop Answers"))
        self.stop.clicked.connect(self._stop)
        self.end = QPushButton(self.tr("&End Quiz"))
        self.end.clicked.connect(self._finish)
        self.show_board = QCheckBox(self.tr("Show &Leaderboard"))
        self.show_board.setToolTip(self.tr("Nicknames with the most right answers (off: only the class's score)"))
        self.show_board.toggled.connect(self._show_standings)
        self.save = QPushButton(self.tr("Save &Results…"))
        self.save.clicked.connect(self._save)
        small: tuple[QWidget, ...] = (self.locked_note, self.new_code, self.remove, seconds_label, self.seconds)
        for control in (*small, self.show_board):
            big(control, 0.9)
        for button in (self.next, self.stop, self.end, self.save):
            big(button, 0.9, button is self.next)
        controls = QHBoxLayout()
        controls.addWidget(seconds_label)
        controls.addWidget(self.seconds)
        controls.addWidget(self.show_board)
        controls.addStretch(1)
        for button in (self.stop, self.end, self.save, self.next):
            controls.addWidget(button)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.VLine)
        grid = QGridLayout(self)
        grid.addLayout(join, 0, 0)
        grid.addWidget(line, 0, 1)
        grid.addLayout(lesson, 0, 2)
        grid.addLayout(controls, 1, 0, 1, 3)
        grid.setColumnStretch(2, 1)

        for key in (Qt.Key.Key_PageDown, Qt.Key.Key_Right):  # a presenter's clicker
            QShortcut(QKeySequence(key), self, self.advance)

        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)
        room.students_changed.connect(self.refresh)
        room.answered.connect(self._answered)
        room.time_up.connect(self.refresh)
        room.codes_locked.connect(self.refresh)
        self._qr_for = ""
        self._base_px = 0
        self._follows_screen = False
        self._fit_text()
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and not self._follows_screen:
            handle.screenChanged.connect(lambda _screen: self._fit_text())
            self._follows_screen = True
        self._fit_text()

    def _fit_text(self) -> None:
        """The text follows the screen the window is on: on a projector the body is a 45th
        of its height (24 px at 1080), never smaller than the desktop's own."""
        desktop = self.font()
        least = desktop.pixelSize() if desktop.pixelSize() > 0 else round(desktop.pointSizeF() * 96 / 72)
        screen = self.screen()
        height = screen.availableGeometry().height() if screen is not None else 0
        base_px = max(least, round(height / BODY_SHARE))
        if base_px == self._base_px:
            return
        self._base_px = base_px
        base = QFont(desktop)
        base.setPixelSize(base_px)
        for widget, scale, bold in self._scales:
            widget.setFont(scaled(base, scale, bold))

    # -- the lesson --------------------------------------------------------------------

    @Slot()
    def advance(self) -> None:
        """The one key of the lesson: ask the next question, or reveal the one asked."""
        phase = self.quiz.phase
        if phase in (Phase.ASKING, Phase.LOCKED):
            self.tally = self.room.reveal()
        elif phase in (Phase.WAITING, Phase.REVEALED) and self.quiz.has_next:
            seconds = self.seconds.value()
            self.tally = None
            self.room.ask(float(seconds) if seconds else None)
        elif phase is Phase.REVEALED:
            self.room.finish()
        self.refresh()

    def _stop(self) -> None:
        self.room.lock()
        self.refresh()

    def _finish(self) -> None:
        self.room.finish()
        self.refresh()

    def _answered(self, _student: int) -> None:
        self._show_answered()

    def _tick(self) -> None:
        left = self.quiz.seconds_left()
        if left is None or self.quiz.phase is not Phase.ASKING:
            self.ticker.stop()
        self._show_clock()

    # -- what is shown -----------------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        """Show the quiz as it is now."""
        self._show_join()
        self._show_students()
        self._show_question()
        self._show_answered()
        self._show_clock()
        self._show_result()
        self._show_standings()
        self._enable()

    def _qr_side(self) -> int:
        screen = self.screen()
        height = screen.availableGeometry().height() if screen is not None else 1080
        return max(MIN_QR_PX, round(height * QR_SCREEN_SHARE))

    def _show_join(self) -> None:
        address = self.room.address
        if address is None:
            return
        if address.join_url != self._qr_for:
            self.qr.set_code(qr_matrix(address.join_url), self._qr_side())
            self.qr.setAccessibleName(spoken(self.tr("QR code of {address}"), address=address.url))
            self._qr_for = address.join_url
        self.url.setText(address.url)
        self.code.setText(address.code)
        self.code.setAccessibleName(spoken(self.tr("Room code {code}"), code=" ".join(address.code)))
        self.locked_note.setVisible(self.room.locked)
        self.new_code.setVisible(self.room.locked)

    def _show_students(self) -> None:
        students = self.quiz.students()
        online = self.room.online()
        self.count.setText(self.words.students(len(students)))
        chosen = self.names.currentItem()
        chosen_id = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.names.clear()
        for student in students:
            item = QListWidgetItem(student.nickname)  # a list item's text is never rich text
            item.setData(Qt.ItemDataRole.UserRole, student.id)
            if student.id not in online:
                item.setForeground(self.palette().color(self.palette().ColorRole.PlaceholderText))
                item.setToolTip(self.tr("Not connected now (can rejoin)"))
            self.names.addItem(item)
            if student.id == chosen_id:
                self.names.setCurrentItem(item)

    def _show_question(self) -> None:
        question = self.quiz.current
        if question is None:
            finished = self.quiz.phase is Phase.FINISHED
            self.progress.setText(self.tr("The quiz is over.") if finished else self.tr("Waiting to start"))
            self.question.setText(
                "" if finished else self.tr("Students join on their phones; then ask the first question.")
            )
            self.queue.setText("")
            return
        self.progress.setText(self.words.question_of(question.number, len(self.quiz.questions)))
        self.question.setText(predict_words.question(question))
        ordered = question.kind == "enters" or self.quiz.phase is Phase.REVEALED
        shown = question.queue if ordered else tuple(sorted(question.queue))
        self.queue.setText(predict_words.queue(shown, ordered))

    def _show_answered(self) -> None:
        question = self.quiz.current
        if question is None:
            self.answered_line.setText("")
            return
        tally = self.quiz.tally(question.number)
        self.answered_line.setText(self.words.answered(tally.answered, len(self.quiz.students())))

    def _show_clock(self) -> None:
        phase = self.quiz.phase
        left = self.quiz.seconds_left()
        if phase is Phase.ASKING and left is not None:
            self.clock.setText(self.words.seconds_left(max(0, int(left + 0.999))))
            if not self.ticker.isActive():
                self.ticker.start()
        elif phase is Phase.LOCKED:
            self.clock.setText(self.words.closed())
        else:
            self.clock.setText("")

    def _show_result(self) -> None:
        revealed = self.quiz.phase is Phase.REVEALED and self.tally is not None
        tally = self.tally if revealed else None
        self.bars.show_tally(tally)
        if tally is None:
            for label in (self.answer, self.class_right, self.why):
                label.setText("")
        else:
            self.answer.setText(predict_words.answer(tally.question))
            self.class_right.setText(self.words.class_right(tally))
            self.why.setText(self.words.common_wrong(tally))
        scores = self.quiz.class_scores()
        self.scores.setText(
            spoken(self.tr("The class so far: {scores}"), scores=self.words.scores(scores)) if scores else ""
        )

    @Slot()
    def _show_standings(self) -> None:
        shown = self.show_board.isChecked() and bool(self.quiz.revealed)
        self.leaderboard.setVisible(shown)
        if shown:
            lines = [
                self.words.standing(place, standing)
                for place, standing in enumerate(self.quiz.standings()[:LEADERBOARD_LINES], start=1)
            ]
            self.leaderboard.setText("\n".join(lines))

    def _enable(self) -> None:
        phase = self.quiz.phase
        asking = phase in (Phase.ASKING, Phase.LOCKED)
        can_ask = phase in (Phase.WAITING, Phase.REVEALED) and self.quiz.has_next
        self.next.setEnabled(asking or can_ask or phase is Phase.REVEALED)
        if asking:
            self.next.setText(self.tr("&Reveal"))
        elif phase is Phase.REVEALED and not self.quiz.has_next:
            self.next.setText(self.tr("&Finish"))
        else:
            self.next.setText(self.tr("&Next Question") if phase is Phase.REVEALED else self.tr("&Ask First Question"))
        self.stop.setEnabled(phase is Phase.ASKING)
        self.end.setEnabled(phase is not Phase.FINISHED)
        self.seconds.setEnabled(not asking and phase is not Phase.FINISHED)
        self.save.setEnabled(bool(self.quiz.results()))
        self.remove.setEnabled(self.names.currentItem() is not None)

    # -- the teacher's other buttons -----------------------------------------------------

    def _remove(self) -> None:
        item = self.names.currentItem()
        if item is not None:
            self.room.remove(int(item.data(Qt.ItemDataRole.UserRole)))
            self.refresh()

    def _new_code(self) -> None:
        self.room.new_code()
        self.refresh()

    def _save(self) -> None:
        path = self.prompter.save_path(
            self.tr("Save the quiz's results"), self.tr("CSV files (*.csv)"), self.tr("quiz-results.csv")
        )
        if path is None:
            return
        try:
            atomic_write_bytes(path, results_csv(self.quiz.results()).encode("utf-8"))
        except OSError as error:
            self.prompter.error(
                self.tr("Save the quiz's results"),
                spoken(self.tr("The results could not be saved: {problem}"), problem=error.strerror or str(error)),
            )

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the window closes the room (it listens only while the quiz is open)."""
        self.ticker.stop()
        self.room.close()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.ticker.stop()
        self.room.close()
        super().done(result)


def open_class_quiz(
    parent: QWidget, prompter: SavesFiles, board: Board, rules: Rules, *, board_name: str = "", loopback: bool = False
) -> QuizDialog | None:
    """Open the room for a quiz on ``board`` and show its window; None (and the reason said)
    when the room cannot open."""
    quiz = ClassQuiz(board, rules)
    room = QuizRoom(quiz, None, board_name=board_name, language=_language())
    try:
        room.open(loopback=loopback)
    except RoomError as error:
        from ...words import say

        prompter.error(Quiz().title(), say(error.what))
        room.deleteLater()
        return None
    dialog = QuizDialog(room, prompter, parent)
    room.setParent(dialog)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()  # its keys (Next, the clicker's) work at once
    return dialog


def _language() -> str:
    from PySide6.QtCore import QLocale

    return QLocale().name().split("_")[0]
