"""Game → Statistics: the family's history (`core.history`) in figures. Per player (a name and
a kind: a person, or the computer) and per board: games, wins, win rate, the longest climb,
the most snakes met in one game; wins per player as a chart (`statistics_chart`); and Clear
Statistics, which asks first (the host's prompter). An empty history gets a sentence, not an
empty table; a history that cannot be read says why, in one line. Every text follows the app's
Text Size (the tables take the application font; the heading is derived from it).

`StatisticsMenu` is the hook the Game menu uses: its ``action`` opens the dialog (one at a
time), after the recorder's writes under way have reached the file."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, QSize, Qt, QTimeZone
from PySide6.QtGui import QAction, QColor, QFont, QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.history import BoardFigures, History, HistoryError, PlayerFigures, Statistics
from ...words import say, spoken
from ..kit.actions import make_action
from ..kit.prompts import Confirms
from .history import GameRecorder
from .host import PlayHost
from .statistics_chart import WinsChart

HEADING_SCALE = 1.35
"""The heading's text against the dialog's."""


Value = float | str | tuple[float, ...]


class _Cell(QTableWidgetItem):
    """A table cell that sorts by its value (a number, a tuple of them, or a name), whatever
    its text says."""

    def __init__(self, text: str, value: Value, number: bool | None = None) -> None:
        super().__init__(text)
        self.value = value
        self.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        if not isinstance(value, str) if number is None else number:  # numbers line up on the right
            self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if not isinstance(other, _Cell):
            return super().__lt__(other)
        mine, theirs = self.value, other.value
        if isinstance(mine, str) and isinstance(theirs, str):
            return mine.casefold() < theirs.casefold()
        if isinstance(mine, tuple) and isinstance(theirs, tuple):
            return mine < theirs
        if isinstance(mine, (int, float)) and isinstance(theirs, (int, float)):
            return mine < theirs
        return False


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.verticalHeader().hide()
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(False)
    table.setWordWrap(False)
    return table


def _swatch(colour: str, size: int) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(QColor(colour).darker(160))
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)


def _date(iso: str) -> str:
    """A recorded moment (UTC ISO) as the user's language writes a date in full, in their time
    zone."""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    utc = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()), QTimeZone.utc())
    return QLocale().toString(utc.toLocalTime().date(), QLocale.FormatType.LongFormat)


class StatisticsDialog(QDialog):
    """The figures of the history at ``path`` (read when made, and after Clear)."""

    def __init__(self, path: Path, prompter: Confirms, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.prompter = prompter
        self.setWindowTitle(self.tr("Statistics"))
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setObjectName("statistics-heading")
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart = WinsChart()
        self.players = _table(
            [
                self.tr("Player"),
                self.tr("Plays as"),
                self.tr("Games"),
                self.tr("Wins"),
                self.tr("Win rate"),
                self.tr("Longest climb"),
                self.tr("Most snakes met"),
                self.tr("Longest slide"),
            ]
        )
        self.boards = _table(
            [
                self.tr("Board"),
                self.tr("Size"),
                self.tr("Games"),
                self.tr("Most wins"),
                self.tr("Fewest turns"),
                self.tr("Average turns"),
                self.tr("Longest climb"),
                self.tr("Most snakes met"),
            ]
        )
        self.players.setAccessibleName(self.tr("Players' statistics"))
        self.boards.setAccessibleName(self.tr("Boards' statistics"))
        players_page = QWidget()
        players_layout = QVBoxLayout(players_page)
        self.chart_title = QLabel(self.tr("Wins"))
        players_layout.addWidget(self.chart_title)
        players_layout.addWidget(self.chart)
        players_layout.addWidget(self.players, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(players_page, self.tr("Players"))
        self.tabs.addTab(self.boards, self.tr("Boards"))
        self.pages = QStackedWidget()
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.clear_button = QPushButton(self.tr("C&lear Statistics…"))
        self.clear_button.setToolTip(self.tr("Forget every game recorded (asks first)"))
        buttons.addButton(self.clear_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.clear_button.clicked.connect(self.clear)
        layout = self.column = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.notes)
        layout.addWidget(self.pages, 1)
        layout.addWidget(buttons)
        self.statistics: Statistics | None = None
        self._fit_fonts()
        self._sized = False
        self.refresh()
        self._fit_size()

    # -- sizes from the font ---------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        if not self._sized:  # the columns know their widths once the tables are polished
            self._sized = True
            self._fit_size()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._fit_fonts()
            if self.isVisible():
                self._fit_size()
        super().changeEvent(event)

    def _fit_fonts(self) -> None:
        font = self.font()
        heading = QFont(font)
        if font.pointSizeF() > 0:
            heading.setPointSizeF(font.pointSizeF() * HEADING_SCALE)
        heading.setBold(True)
        for label in (self.heading, self.empty):
            label.setFont(heading)
        bold = QFont(font)
        bold.setBold(True)
        self.chart_title.setFont(bold)
        icon = self.fontMetrics().height()
        self.players.setIconSize(QSize(icon, icon))

    def _fit_size(self) -> None:
        """Wide enough for every column of the tables (when the screen allows), tall enough for
        the chart and a dozen rows."""
        metrics = self.fontMetrics()
        if self.pages.currentWidget() is self.empty:
            self.resize(metrics.averageCharWidth() * 80, metrics.height() * 16)
            return
        for table in (self.players, self.boards):
            table.ensurePolished()
            table.resizeColumnsToContents()
        frame = 2 * self.players.frameWidth() + self.players.verticalScrollBar().sizeHint().width()
        tables = max(self.players.horizontalHeader().length(), self.boards.horizontalHeader().length()) + frame
        margins = self.column.contentsMargins()
        around = 2 * (margins.left() + margins.right()) + 2 * metrics.height()  # the dialog's, the tab page's
        width = max(metrics.averageCharWidth() * 80, tables + around)
        height = metrics.height() * 36
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width() - 40), min(height, room.height() - 80)
        self.resize(width, height)

    # -- the figures ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the history again and show it."""
        notes: list[str] = []
        try:
            with History.open(self.path) as history:
                notes = [say(note) for note in history.notes]
                self.statistics = history.statistics()
                read_only = history.read_only
        except HistoryError as exc:
            self.statistics, read_only = None, True
            self._show_empty(spoken(self.tr("The game history cannot be read: {why}"), why=say(exc.what)))
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        stats = self.statistics
        if stats is not None and stats.empty:
            self._show_empty(
                self.tr(
                    "No games yet. When a game is won it is kept here: who played, who won, the longest "
                    "ladder climbed and the most snakes met."
                )
            )
        elif stats is not None:
            self._show(stats)
        self.clear_button.setEnabled(stats is not None and not stats.empty and not read_only)

    def _show_empty(self, sentence: str) -> None:
        self.heading.setText(self.tr("Statistics"))
        self.empty.setText(sentence)
        self.pages.setCurrentWidget(self.empty)

    def _show(self, stats: Statistics) -> None:
        self.heading.setText(
            spoken(self.tr("%n game(s) played since {date}", "", stats.games), date=_date(stats.first))
        )
        self.chart.set_players(stats.players)
        self._fill(self.players, [self._player_row(p) for p in stats.players], 3)
        self._fill(self.boards, [self._board_row(b) for b in stats.boards], 2)
        self.pages.setCurrentWidget(self.tabs)

    def _squares(self, count: int) -> _Cell:
        return _Cell(str(count) if count else "–", count)

    def _player_row(self, p: PlayerFigures) -> list[_Cell]:
        name = _Cell(p.name, p.name)
        name.setIcon(_swatch(p.colour, 64))
        kind = self.tr("the computer") if p.computer else self.tr("a person")
        rate = round(100 * p.win_rate)
        return [
            name,
            _Cell(kind, kind),
            _Cell(str(p.games), p.games),
            _Cell(str(p.wins), (p.wins, p.win_rate)),  # a tie in wins: the better rate first
            _Cell(spoken(self.tr("{rate}%"), rate=rate), p.win_rate),
            self._squares(p.longest_climb),
            _Cell(str(p.most_snakes), p.most_snakes),
            self._squares(p.longest_slide),
        ]

    def _board_row(self, b: BoardFigures) -> list[_Cell]:
        winner, computer = b.top_winner
        if computer:
            winner = spoken(self.tr("{name} (computer)"), name=winner)
        size = spoken(self.tr("{rows}×{cols}"), rows=b.rows, cols=b.cols)
        average = QLocale().toString(b.average_turns, "f", 1)
        return [
            _Cell(b.name or self.tr("Untitled"), b.name),
            _Cell(size, b.rows * b.cols),
            _Cell(str(b.games), (b.games, -b.average_turns)),
            _Cell(spoken(self.tr("{name}: {wins}"), name=winner, wins=b.top_wins), b.top_wins, number=False),
            _Cell(str(b.fewest_turns), b.fewest_turns),
            _Cell(average, b.average_turns),
            self._squares(b.longest_climb),
            _Cell(str(b.most_snakes), b.most_snakes),
        ]

    @staticmethod
    def _fill(table: QTableWidget, rows: list[list[_Cell]], by: int) -> None:
        """Fill ``table`` with ``rows``, sorted by column ``by``, most first (a click on a
        heading sorts by it)."""
        table.setSortingEnabled(False)
        table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, cell in enumerate(cells):
                table.setItem(r, c, cell)
        table.setSortingEnabled(True)
        table.sortByColumn(by, Qt.SortOrder.DescendingOrder)

    # -- Clear Statistics -------------------------------------------------------------------------

    def clear(self) -> bool:
        """Forget every game, after asking; whether it was done."""
        stats = self.statistics
        if stats is None or stats.empty:
            return False
        question = self.tr("Forget all %n game(s) recorded? This cannot be undone.", "", stats.games)
        if not self.prompter.confirm(self.tr("Clear Statistics"), question):
            return False
        try:
            with History.open(self.path) as history:
                history.clear()
        except HistoryError as exc:
            self.notes.setText(spoken(self.tr("Nothing was cleared: {why}"), why=say(exc.what)))
            self.notes.show()
            return False
        self.refresh()
        return True


class StatisticsMenu(QObject):
    """Game → Statistics…: ``action`` opens the dialog (or brings the open one forward) once
    ``recorder``'s writes under way are in the file."""

    def __init__(self, host: PlayHost, recorder: GameRecorder) -> None:
        super().__init__(host.frame)
        self.host = host
        self.recorder = recorder
        self.dialog: StatisticsDialog | None = None
        self.action: QAction = make_action(
            host.frame, self.tr("S&tatistics…"), self.show, None, self.tr("Games, wins and records of every player")
        )

    def show(self) -> StatisticsDialog:
        self.recorder.wait()
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.refresh()
        else:
            self.dialog = StatisticsDialog(self.recorder.path, self.host.prompter, self.host.frame)
            self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog
