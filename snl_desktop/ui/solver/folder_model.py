"""Check a Folder's class table: `ClassModel` holds the files judged (`core.checking.classroom`,
one row each, added as each check ends) and says them in five columns — File, Passed, Mistake,
Slow, Time — each sorting by a value of its own (numbers as numbers, `SORT_ROLE`); `ClassFilter`
sorts them and keeps the rows whose file name or words hold the filter's text, or only the
failing ones."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from ...core.checking.classroom import Judged, Row
from ...words import checking as words
from ...words import spoken

FILE, PASSED, MISTAKE, SLOW, TIME = range(5)
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""A cell's value to sort by: a number for Passed, Slow and Time, the casefolded text else."""
JUDGED_ROLE = Qt.ItemDataRole.UserRole + 2
"""The row's `Judged` file (any column)."""
AnyIndex = QModelIndex | QPersistentModelIndex
FAILING = ("failed", "cannot_run")
"""The verdicts "Show only failing" keeps."""


class ClassModel(QAbstractTableModel):
    """The files judged, in the order their checks ended (the view sorts them)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.judged: list[Judged] = []

    # -- the rows ----------------------------------------------------------------------------

    def add(self, judged: Judged) -> None:
        """Add a file judged as the last row."""
        row = len(self.judged)
        self.beginInsertRows(QModelIndex(), row, row)
        self.judged.append(judged)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self.judged = []
        self.endResetModel()

    def rows(self) -> list[Row]:
        """The class as `Row`s, sorted by file name, for the CSV (the file as its name)."""
        ordered = sorted(self.judged, key=lambda one: os.path.basename(one.file).casefold())
        return [Row.of(one, words.first_mistake(one), os.path.basename(one.file)) for one in ordered]

    # -- Qt's model ----------------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.judged)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("File"), self.tr("Passed"), self.tr("Mistake"), self.tr("Slow"), self.tr("Time"))[section]

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        judged, column = self.judged[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(judged, column)
        if role == SORT_ROLE:
            return self._sort_value(judged, column)
        if role == JUDGED_ROLE:
            return judged
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(judged, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (PASSED, TIME):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, judged: Judged, column: int) -> str:
        if column == FILE:
            return os.path.basename(judged.file)
        if column == PASSED:
            if judged.verdict == "cannot_run":
                return self.tr("cannot run")
            return spoken(self.tr("{passed} of {total}"), passed=judged.passed, total=judged.total)
        if column == MISTAKE:
            return words.first_mistake(judged)
        if column == SLOW:
            return self.slow_text(judged)
        seconds = judged.seconds
        if seconds is None:
            return ""
        if seconds < 1:  # a right solution's few milliseconds, not "0.00 s"
            return words.milliseconds(seconds)
        return spoken(self.tr("{seconds:.2f} s"), seconds=seconds)

    def slow_text(self, judged: Judged) -> str:
        """``"correct but slow: 31 ms a board against 0.05 ms"``; empty when not flagged slow."""
        report = judged.report
        speed = report.speed if report is not None else None
        if report is None or speed is None or not speed.slow:
            return ""
        if report.all_passed:
            text = self.tr("correct but slow: {mine} a board against {reference}")
        else:
            text = self.tr("slow: {mine} a board against {reference}")
        return spoken(
            text, mine=words.milliseconds(speed.per_board), reference=words.milliseconds(speed.reference_per_board)
        )

    def _sort_value(self, judged: Judged, column: int) -> Any:
        if column == PASSED:
            return float(judged.passed) if judged.verdict != "cannot_run" else -1.0
        if column == SLOW:
            speed = judged.report.speed if judged.report is not None else None
            return float(speed.times) if speed is not None else 0.0
        if column == TIME:
            return judged.seconds if judged.seconds is not None else -1.0
        return self._text(judged, column).casefold()

    def _tip(self, judged: Judged, column: int) -> str | None:
        if column == FILE:
            return judged.file
        if column == MISTAKE:
            return words.first_mistake(judged) or None
        if column == SLOW and judged.report is not None:
            return words.slow_line(judged.report) or None
        return None


class ClassFilter(QSortFilterProxyModel):
    """The class table sorted (by `SORT_ROLE`) and filtered: a row stays when its file name or
    its words hold the filter's text (any case), and, with ``only_failing``, when it failed or
    cannot be run."""

    def __init__(self, model: ClassModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSourceModel(model)
        self.setSortRole(SORT_ROLE)
        self.class_model = model
        self.text = ""
        self.only_failing = False

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self.text = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_only_failing(self, only: bool) -> None:
        self.beginFilterChange()
        self.only_failing = only
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        model = self.class_model
        judged = model.judged[source_row]
        if self.only_failing and judged.verdict not in FAILING:
            return False
        if not self.text:
            return True
        cells = (model.data(model.index(source_row, column)) or "" for column in (FILE, MISTAKE, SLOW))
        return any(self.text in cell.casefold() for cell in cells)

    def judged_at(self, index: AnyIndex) -> Judged | None:
        """The file judged on the view's row of ``index``."""
        value = self.data(index, JUDGED_ROLE) if index.isValid() else None
        return value if isinstance(value, Judged) else None
