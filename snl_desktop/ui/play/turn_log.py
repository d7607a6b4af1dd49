"""The turn log of the Game dock: every turn in words a child reads (`words.game.tell_turn`:
"Lily threw 4 and climbed the ladder from 5 to 8"); the engine's own answer
(``Mum,2,Lily,CONTINUE``) only when "Show the engine's strings" is on, for learners. It shows
the newest `LOG_TURNS` turns, under a line counting the earlier ones, and follows the newest
turn (as a chat does) unless the user has scrolled up to read."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ...core.game import TurnOutcome
from ...words.game import tell_turn

LOG_TURNS = 1000
"""The log shows the newest this many turns, under a line counting the earlier ones: a list
of wrapped lines is laid out again whole when one is added, so a log of every turn of a
resumed 100 000-turn game would cost seconds per turn (and the saved game keeps them all)."""
HIDDEN_TURNS = "earlier turns"
"""Marks the log's first line when it counts the earlier turns."""
SENTENCE = Qt.ItemDataRole.UserRole + 1
RESULT = Qt.ItemDataRole.UserRole + 2


class TurnLog(QListWidget):
    """The turns of one game, oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAccessibleName(self.tr("Turn log"))
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.engine_strings = False
        # The scroll bar's range changes whenever the wrapped items are laid out again (a new
        # turn, another text size), so that is when it goes back to the end.
        self._follow = True
        self.hidden_turns = 0  # the game's first turns, not shown (`LOG_TURNS`)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)

    # -- what it shows --------------------------------------------------------------------------

    def show_engine_strings(self, shown: bool) -> None:
        """Put the engine's answer before each sentence (True), or show the sentences only."""
        self.engine_strings = shown
        for row in range(self.header_rows(), self.count()):
            item = self.item(row)
            item.setText(self._text(item.data(SENTENCE), item.data(RESULT)))

    def _text(self, sentence: str, result: str) -> str:
        return f"{result}    {sentence}" if self.engine_strings else sentence

    def _item(self, outcome: TurnOutcome) -> QListWidgetItem:
        sentence = tell_turn(outcome)
        item = QListWidgetItem(self._text(sentence, outcome.result))
        item.setData(SENTENCE, sentence)
        item.setData(RESULT, outcome.result)
        return item

    def results(self) -> list[str]:
        """The engine's answers of the turns shown, oldest first (whether shown or not)."""
        return [self.item(row).data(RESULT) for row in range(self.header_rows(), self.count())]

    # -- a game's turns ---------------------------------------------------------------------------

    def show_history(self, history: list[TurnOutcome]) -> None:
        """A game's turns so far (the newest `LOG_TURNS`), at once, scrolled to the newest."""
        self.clear()
        self.hidden_turns = max(0, len(history) - LOG_TURNS)
        for outcome in history[self.hidden_turns :]:
            self.addItem(self._item(outcome))
        self._show_hidden_turns()
        self.scroll_to_end()

    def add_turn(self, outcome: TurnOutcome) -> None:
        self.addItem(self._item(outcome))
        if self.count() - self.header_rows() > LOG_TURNS:  # the oldest shown goes under the count
            self.takeItem(self.header_rows())
            self.hidden_turns += 1
            self._show_hidden_turns()
        self.scroll_to_end()

    def remove_turn(self, history: list[TurnOutcome]) -> None:
        """The newest turn was taken back (``history``: the game's turns now)."""
        if self.count() > self.header_rows():
            self.takeItem(self.count() - 1)
        if self.hidden_turns:  # the newest earlier turn comes back
            self.hidden_turns -= 1
            self.insertItem(self.header_rows(), self._item(history[self.hidden_turns]))
            self._show_hidden_turns()

    def header_rows(self) -> int:
        """1 when the log's first line counts the earlier turns it does not show, else 0."""
        first = self.item(0)
        return 1 if first is not None and first.data(Qt.ItemDataRole.UserRole) == HIDDEN_TURNS else 0

    def _show_hidden_turns(self) -> None:
        """The first line says how many earlier turns are not shown (none: no such line)."""
        if not self.hidden_turns:
            if self.header_rows():
                self.takeItem(0)
            return
        text = self.tr("… %n earlier turn(s), not shown here", "", self.hidden_turns)
        if self.header_rows():
            self.item(0).setText(text)
            return
        header = QListWidgetItem(text)
        header.setData(Qt.ItemDataRole.UserRole, HIDDEN_TURNS)
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        self.insertItem(0, header)

    # -- following the newest turn ------------------------------------------------------------------

    @Slot(int, int)
    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(high)

    @Slot(int)
    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum()

    def scroll_to_end(self) -> None:
        """Show the newest turn, and keep following the new ones."""
        self._follow = True
        self.scrollToBottom()
