"""What the Statistics dialog reads the history with, off the GUI thread, a page at a time:

- `HistoryReader`: one thread of its own holding the history open (read without SQLite's
  quick check: the next write checks), doing the dialog's requests one after another and
  answering each on the GUI thread. The GUI thread never touches the file: a history held by
  another program, or a long query, never freezes the window (the answer is `HistoryBusy`, and
  the dialog says so and asks again).
- `FiguresModel`: a table of players or boards that holds only the pages asked for so far
  (`PAGE` rows each, fetched as the view scrolls: ``canFetchMore`` / ``fetchMore``), sorted by
  the history (SQL) when a heading is clicked. 300 000 players cost what one page costs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal, Slot
from PySide6.QtGui import QIcon

from ...core.history import History, HistoryError
from ...core.message import phrase
from ...log import logger

PAGE = 200
"""The rows read at a time."""
READ_BUSY_MS = 1000
"""How long a read waits for a history another program holds (then: busy, asked again)."""

T = TypeVar("T")
Cell = tuple[str, bool, QIcon | None]
"""A cell as shown: its text, whether it is a number (aligned right), its icon."""
AnyIndex = QModelIndex | QPersistentModelIndex


class HistoryReader(QObject):
    """Reads the history at ``path`` in a thread of its own (see the module). ``before``: run in
    that thread before the history is opened (the recorder's writes under way, waited for)."""

    _answered = Signal(int, object)

    def __init__(
        self,
        path: Path,
        before: Callable[[], object] | None = None,
        parent: QObject | None = None,
        busy_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.before = before
        self.busy_ms = READ_BUSY_MS if busy_ms is None else busy_ms
        self._history: History | None = None  # opened, used and closed in the reading thread only
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="statistics")
        self._callbacks: dict[int, tuple[Callable[[Any], None], Callable[[HistoryError], None]]] = {}
        self._requests = 0
        self.closed = False
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def ask(
        self, work: Callable[[History], T], answer: Callable[[T], None], failed: Callable[[HistoryError], None]
    ) -> None:
        """Do ``work`` with the open history in the reading thread; then ``answer(result)`` or
        ``failed(error)`` on the GUI thread."""
        if self.closed:
            return
        self._requests += 1
        self._callbacks[self._requests] = (answer, failed)
        self._executor.submit(self._run, self._requests, work)

    def _run(self, request: int, work: Callable[[History], object]) -> None:
        result: object
        try:
            if self._history is None:
                if self.before is not None:
                    self.before()
                self._history = History.open(self.path, self.busy_ms, check=False)
            result = work(self._history)
        except HistoryError as exc:
            self._drop()  # opened afresh for the next request
            result = _Failure(exc)
        except Exception as exc:  # said in the dialog, logged in full
            logger(__name__).error("statistics: reading the history failed", exc_info=exc)
            self._drop()
            result = _Failure(
                HistoryError(
                    phrase("History", "the history {file} cannot be read: {reason}").of(
                        file=str(self.path), reason=str(exc) or type(exc).__name__
                    )
                )
            )
        try:
            self._answered.emit(request, result)
        except RuntimeError:
            pass  # the dialog is gone: nobody waits for the answer

    def _drop(self) -> None:
        history, self._history = self._history, None
        if history is not None:
            history.close()

    @Slot(int, object)
    def _deliver(self, request: int, result: object) -> None:
        callbacks = self._callbacks.pop(request, None)
        if callbacks is None or self.closed:
            return
        answer, failed = callbacks
        if isinstance(result, _Failure):
            failed(result.error)
        else:
            answer(result)

    def close(self) -> None:
        """Stop: the query under way interrupted, the requests not begun dropped, the history
        closed (in the reading thread, which then ends)."""
        if self.closed:
            return
        self.closed = True
        self._callbacks.clear()
        history = self._history
        if history is not None:
            history.interrupt()
        self._executor.submit(self._drop)
        self._executor.shutdown(wait=False, cancel_futures=True)


class _Failure:
    def __init__(self, error: HistoryError) -> None:
        self.error = error


class FiguresModel(QAbstractTableModel):
    """Rows of figures read from the history a page at a time (see the module). ``fetch(history,
    key, descending, offset, limit)`` reads a page in the order of column ``key``;
    ``cells(row)`` is how a row is shown. ``page_arrived`` after each page; ``failed`` when a
    page could not be read."""

    page_arrived = Signal()
    failed = Signal(object)

    def __init__(
        self,
        reader: HistoryReader,
        headers: Sequence[str],
        keys: Sequence[str],
        fetch: Callable[[History, str, bool, int, int], list[Any]],
        cells: Callable[[Any], list[Cell]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.reader = reader
        self.headers = list(headers)
        self.keys = list(keys)
        self.fetch = fetch
        self.cells = cells
        self.rows: list[list[Cell]] = []
        self.total = 0
        self.key, self.descending = self.keys[0], True
        self._generation = 0
        self._fetching = False

    @property
    def fetching(self) -> bool:
        """Whether a page is on its way."""
        return self._fetching

    # -- what the view asks -------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        text, number, icon = self.rows[index.row()][index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return text
        if role == Qt.ItemDataRole.TextAlignmentRole and number:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DecorationRole:
            return icon
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

    def canFetchMore(self, parent: AnyIndex = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and not self._fetching and len(self.rows) < self.total

    def fetchMore(self, parent: AnyIndex = QModelIndex()) -> None:  # noqa: B008
        if not self.canFetchMore(parent):
            return
        self._fetching = True
        generation, key, descending, offset = self._generation, self.key, self.descending, len(self.rows)
        fetch = self.fetch
        self.reader.ask(
            lambda history: fetch(history, key, descending, offset, PAGE),
            lambda page: self._arrived(generation, page),
            lambda error: self._not_read(generation, error),
        )

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Read the rows again in the order of ``column`` (the history sorts them)."""
        key, descending = self.keys[column], order == Qt.SortOrder.DescendingOrder
        if (key, descending) == (self.key, self.descending) and (self.rows or self._fetching):
            return
        self.key, self.descending = key, descending
        self.reset(self.total)

    # -- the pages ------------------------------------------------------------------------------

    def reset(self, total: int) -> None:
        """Forget the rows read; ``total`` rows are there to read (the first page asked for)."""
        self.beginResetModel()
        self.rows = []
        self.total = total
        self._generation += 1
        self._fetching = False
        self.endResetModel()
        self.fetchMore()

    def _arrived(self, generation: int, page: list[Any]) -> None:
        if generation != self._generation:
            return  # the answer to an order, or a history, no longer shown
        self._fetching = False
        if page:
            first = len(self.rows)
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self.rows.extend(self.cells(row) for row in page)
            self.endInsertRows()
        if len(page) < PAGE:
            self.total = len(self.rows)  # fewer than counted: the history changed meanwhile
        self.page_arrived.emit()

    def _not_read(self, generation: int, error: HistoryError) -> None:
        if generation == self._generation:
            self._fetching = False
            self.failed.emit(error)
