"""Game → Statistics: the family's history (`core.history`) in figures. Per player (a name and
a kind: a person, or the computer) and per board: games, wins, win rate, the longest climb,
the most snakes met in one game; wins per player as a chart (`statistics_chart`); and Clear
Statistics, which asks first (the host's prompter). An empty history gets a sentence, not an
empty table; a history that cannot be read says why, in one line. Every text follows the app's
Text Size (the tables take the application font; the heading is derived from it).

**Never on the GUI thread, never all at once**: the history is read by the dialog's own
`HistoryReader` thread; the heading and chart come from the history's totals, and the tables
(`FiguresModel`) hold the pages read so far, sorted by the history when a heading is clicked:
100 000 games among 300 000 players open as fast as a dozen. A history another program holds
says so ("busy") and is read again once free; one that cannot be written is shown, with a note.

`StatisticsMenu` is the hook the Game menu uses: its ``action`` opens the dialog (one at a
time); the dialog's reader first lets the recorder's writes under way reach the file."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QObject, QSize, Qt, QTimer, QTimeZone, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QFont, QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.history import BoardFigures, HistoryBusy, HistoryError, Overview, PlayerFigures
from ...core.message import Message
from ...words import numbers, say, spoken
from ..kit.actions import make_action
from ..kit.prompts import Confirms
from .history import GameRecorder
from .host import PlayHost
from .statistics_chart import WinsChart
from .statistics_model import Cell, FiguresModel, HistoryReader

HEADING_SCALE = 1.35
"""The heading's text against the dialog's."""


RETRY_MS = 1000
"""How soon a busy history is read again."""
FIT_ROWS = 60
"""The rows a column's width is fitted to (the first ones: a longer name further down is cut
with …, and the column can be widened by hand)."""
PLAYER_KEYS = ["name", "kind", "games", "wins", "win_rate", "longest_climb", "most_snakes", "longest_slide"]
BOARD_KEYS = ["name", "size", "games", "top_wins", "fewest_turns", "average_turns", "longest_climb", "most_snakes"]


def _table(model: FiguresModel, sort_by: int) -> QTableView:
    """A table of ``model``'s rows, sorted by column ``sort_by``, most first (a click on a heading
    sorts by it: the history sorts)."""
    table = QTableView()
    table.setModel(model)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)  # the arrows go from row to row; Tab leaves the table
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.verticalHeader().hide()
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # fitted once (`_fit_size`), then the user's
    header.setResizeContentsPrecision(FIT_ROWS)
    header.setStretchLastSection(False)
    table.setWordWrap(False)
    header.setSortIndicator(sort_by, Qt.SortOrder.DescendingOrder)
    table.setSortingEnabled(True)
    model.modelReset.connect(table.scrollToTop)  # sorted anew: read from the first page
    return table


_SWATCHES: dict[str, QIcon] = {}


def _swatch(colour: str, size: int = 64) -> QIcon:
    """A token's colour as a round icon (one a colour, kept)."""
    icon = _SWATCHES.get(colour)
    if icon is None:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(colour))
        painter.setPen(QColor(colour).darker(160))
        painter.drawEllipse(1, 1, size - 2, size - 2)
        painter.end()
        icon = _SWATCHES[colour] = QIcon(pixmap)
    return icon


def _date(iso: str) -> str:
    """A recorded moment (UTC ISO) as the user's language writes a date in full, in their time
    zone."""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    utc = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()), QTimeZone.utc())
    return QLocale().toString(utc.toLocalTime().date(), QLocale.FormatType.LongFormat)


def _count(value: int) -> Cell:
    return numbers.integer(value), True, None


def _squares(value: int) -> Cell:
    return (numbers.integer(value) if value else "–"), True, None


def _player_row(p: PlayerFigures) -> list[Cell]:
    """A player's row (a function, not a method: the tables' rows keep no dialog alive; the
    words are the dialog's)."""
    kind = (
        QCoreApplication.translate("StatisticsDialog", "the computer")
        if p.computer
        else QCoreApplication.translate("StatisticsDialog", "a person")
    )
    return [
        (p.name, False, _swatch(p.colour)),
        (kind, False, None),
        _count(p.games),
        _count(p.wins),
        (spoken(QCoreApplication.translate("StatisticsDialog", "{rate}%"), rate=round(100 * p.win_rate)), True, None),
        _squares(p.longest_climb),
        _count(p.most_snakes),
        _squares(p.longest_slide),
    ]


def _board_row(b: BoardFigures) -> list[Cell]:
    winner, computer = b.top_winner
    if computer:
        winner = spoken(QCoreApplication.translate("StatisticsDialog", "{name} (computer)"), name=winner)
    return [
        (b.name or QCoreApplication.translate("StatisticsDialog", "Untitled"), False, None),
        (spoken(QCoreApplication.translate("StatisticsDialog", "{rows}×{cols}"), rows=b.rows, cols=b.cols), True, None),
        _count(b.games),
        (
            spoken(QCoreApplication.translate("StatisticsDialog", "{name}: {wins}"), name=winner, wins=b.top_wins),
            False,
            None,
        ),
        _count(b.fewest_turns),
        (QLocale().toString(b.average_turns, "f", 1), True, None),
        _squares(b.longest_climb),
        _count(b.most_snakes),
    ]


class StatisticsDialog(QDialog):
    """The figures of the history at ``path``, read off the GUI thread when made (and after
    Clear, and again while the history is busy). ``before_reading``: run in the reading thread
    before the history is opened (the recorder's writes, waited for). ``loaded`` once the
    heading says what there is to say (figures, none, busy, or why not)."""

    loaded = Signal()

    def __init__(
        self,
        path: Path,
        prompter: Confirms,
        parent: QWidget | None = None,
        before_reading: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.prompter = prompter
        self.setWindowTitle(self.tr("Statistics"))
        self.reader = HistoryReader(path, before_reading, self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setObjectName("statistics-heading")
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart = WinsChart()
        self.players_model = FiguresModel(
            self.reader,
            [
                self.tr("Player"),
                self.tr("Plays as"),
                self.tr("Games"),
                self.tr("Wins"),
                self.tr("Win rate"),
                self.tr("Longest climb"),
                self.tr("Most snakes met"),
                self.tr("Longest slide"),
            ],
            PLAYER_KEYS,
            lambda history, key, descending, offset, limit: history.players(key, descending, offset, limit),  # type: ignore[arg-type]
            _player_row,
            self,
        )
        self.boards_model = FiguresModel(
            self.reader,
            [
                self.tr("Board"),
                self.tr("Size"),
                self.tr("Games"),
                self.tr("Most wins"),
                self.tr("Fewest turns"),
                self.tr("Average turns"),
                self.tr("Longest climb"),
                self.tr("Most snakes met"),
            ],
            BOARD_KEYS,
            lambda history, key, descending, offset, limit: history.boards(key, descending, offset, limit),  # type: ignore[arg-type]
            _board_row,
            self,
        )
        self.players = _table(self.players_model, 3)
        self.boards = _table(self.boards_model, 2)
        self.players.setAccessibleName(self.tr("Players' statistics"))
        self.boards.setAccessibleName(self.tr("Boards' statistics"))
        for model in (self.players_model, self.boards_model):
            model.page_arrived.connect(self._page_arrived)
            model.failed.connect(self._page_failed)
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
        self.clear_button.setEnabled(False)
        layout = self.column = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.notes)
        layout.addWidget(self.pages, 1)
        layout.addWidget(buttons)
        self.overview: Overview | None = None
        self.read_only = True
        self.busy = False
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.refresh)
        self._fit_fonts()
        self._sized = False
        self._fitted = False
        self._show_empty(self.tr("Reading the game history…"))
        self.notes.hide()
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
        line = self.fontMetrics().height()
        self.players.setIconSize(QSize(line, line))
        for table in (self.players, self.boards):
            table.verticalHeader().setDefaultSectionSize(round(line * 1.5))

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
        """Read the history again (in the reading thread) and show it when it comes."""
        self._retry.stop()
        self.reader.ask(
            lambda history: (history.notes, history.read_only, history.overview()), self._arrived, self._failed
        )

    def _arrived(self, answer: tuple[tuple[Message, ...], bool, Overview]) -> None:
        notes, self.read_only, overview = answer
        self.busy = False
        self.overview = overview
        self._set_notes([say(note) for note in notes])
        if overview.empty:
            self._show_empty(
                self.tr(
                    "No games yet. When a game is won it is kept here: who played, who won, the longest "
                    "ladder climbed and the most snakes met."
                )
            )
        else:
            self._show(overview)
        self.clear_button.setEnabled(not overview.empty and not self.read_only)
        self.loaded.emit()

    def _failed(self, error: HistoryError) -> None:
        self.clear_button.setEnabled(False)
        if isinstance(error, HistoryBusy):
            self.busy = True
            busy = self.tr(
                "The game history is busy: another program is using it. The figures appear as soon as it is free."
            )
            if self.overview is None:
                self._show_empty(busy)
            else:
                self._set_notes([busy])
            self._retry.start(RETRY_MS)
        else:
            self.busy = False
            self.overview = None
            self._show_empty(spoken(self.tr("The game history cannot be read: {why}"), why=say(error.what)))
        self.loaded.emit()

    def _set_notes(self, notes: list[str]) -> None:
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def _show_empty(self, sentence: str) -> None:
        self.heading.setText(self.tr("Statistics"))
        self.empty.setText(sentence)
        self.pages.setCurrentWidget(self.empty)

    def _show(self, overview: Overview) -> None:
        self.heading.setText(
            spoken(self.tr("%Ln game(s) played since {date}", "", overview.games), date=_date(overview.first))
        )
        self.chart.set_players(overview.leaders)
        self.players_model.reset(overview.players)
        self.boards_model.reset(overview.boards)
        self.pages.setCurrentWidget(self.tabs)

    def _page_arrived(self) -> None:
        if not self._fitted and self.isVisible():
            self._fitted = True
            self._fit_size()

    def _page_failed(self, error: HistoryError) -> None:
        if isinstance(error, HistoryBusy):
            self._failed(error)
        else:
            self._set_notes([spoken(self.tr("The game history cannot be read: {why}"), why=say(error.what))])

    # -- Clear Statistics -------------------------------------------------------------------------

    def clear(self) -> bool:
        """Forget every game, after asking (the history cleared in the reading thread, then
        read again); whether it was asked for."""
        overview = self.overview
        if overview is None or overview.empty or self.read_only:
            return False
        question = self.tr("Forget all %Ln game(s) recorded? This cannot be undone.", "", overview.games)
        if not self.prompter.confirm(self.tr("Clear Statistics"), question):
            return False
        self.clear_button.setEnabled(False)
        self.reader.ask(lambda history: history.clear(), lambda _count: self.refresh(), self._not_cleared)
        return True

    def _not_cleared(self, error: HistoryError) -> None:
        self._set_notes([spoken(self.tr("Nothing was cleared: {why}"), why=say(error.what))])
        self.clear_button.setEnabled(self.overview is not None and not self.overview.empty and not self.read_only)
        self.loaded.emit()

    # -- closing ----------------------------------------------------------------------------------

    def done(self, result: int) -> None:
        self._stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()
        super().closeEvent(event)

    def _stop(self) -> None:
        """The reading thread stopped and the history closed (the dialog is not read again)."""
        self._retry.stop()
        self.reader.close()


class StatisticsMenu(QObject):
    """Game → Statistics…: ``action`` opens the dialog (or brings the open one forward); it
    reads the history once ``recorder``'s writes under way are in the file (waited for in its
    reading thread, never on the GUI thread)."""

    def __init__(self, host: PlayHost, recorder: GameRecorder) -> None:
        super().__init__(host.frame)
        self.host = host
        self.recorder = recorder
        self.dialog: StatisticsDialog | None = None
        self.action: QAction = make_action(
            host.frame, self.tr("S&tatistics…"), self.show, None, self.tr("Games, wins and records of every player")
        )

    def show(self) -> StatisticsDialog:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.refresh()
        else:
            if self.dialog is not None:
                self.dialog.deleteLater()
            self.dialog = StatisticsDialog(
                self.recorder.path, self.host.prompter, self.host.frame, before_reading=self.recorder.wait
            )
            self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog
