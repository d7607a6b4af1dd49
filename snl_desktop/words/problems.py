"""A board's problems in words: each problem says itself (`words.say(problem.what)`); this
module frames lists of them, for the command line's report and the Warnings dock."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from ..core.errors import Problem
from ..core.message import fill
from . import say


class Problems(QObject):
    """The sentences with a count (translation context "Problems", as the module's others): a
    class, because Qt's ``lupdate`` extracts a plural form only from ``self.tr(text, "", n)``."""

    def invalid(self, errors: int) -> str:
        return self.tr("invalid — %n error(s)", "", errors)

    def valid(self, summary: str, warnings: int) -> str:
        return fill(self.tr("valid — {summary}, %n warning(s)", "", warnings), {"summary": summary})

    def more_warnings(self, count: int) -> str:
        return self.tr("… and %n more warning(s): each is marked on the board.", "", count)


_COUNTED = Problems()


def line(problem: Problem) -> str:
    """``"warning: square 5 (row 9, column 4): the jump ends on its own start; it does nothing"``."""
    if problem.severity == "error":
        text = QCoreApplication.translate("Problems", "error: {what}")
    else:
        text = QCoreApplication.translate("Problems", "warning: {what}")
    return fill(text, {"what": say(problem.what)})


def verdict(errors: Sequence[Problem], warnings: Sequence[Problem], summary: str) -> str:
    """A validation's verdict: ``"invalid — 2 errors"``, ``"valid — 10×10, …, 1 warning"``
    (``summary`` says the board)."""
    if errors:
        return _COUNTED.invalid(len(errors))
    return _COUNTED.valid(summary, len(warnings))


def more_warnings(count: int) -> str:
    """After the warnings listed, how many more there are."""
    return _COUNTED.more_warnings(count)


def no_warnings() -> str:
    return QCoreApplication.translate("Problems", "No warnings: every snake and ladder works as drawn.")


def checking() -> str:
    """While the problems of a new board are being looked for."""
    return QCoreApplication.translate("Problems", "Checking the board…")
