"""The Statistics dialog's chart: wins per player as horizontal bars, drawn with QPainter.

One row a player (most wins first, at most `MOST_ROWS`): the name on the left, a bar in the
colour of their token as long as their wins are against the most wins, the number of wins just
after the bar (on the window's background, never on the bar's fill: readable whatever the
colour). Every size is derived from the widget's font, so the app's Text Size applies.

Why QPainter and not pyqtgraph (which the Analysis dock uses): the chart is a dozen bars with
names; pyqtgraph and numpy cost a few hundred milliseconds to import the first time the dialog
opens (the dialog must open in well under 200 ms), its axis labels keep their own font size
(Text Size would not reach them), and names read better beside a bar than under a rotated axis.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.history import PlayerFigures
from ...words import numbers, spoken

MOST_ROWS = 10
"""The players drawn (the table below lists them all)."""
NAME_CHARS = 26
"""The widest name column, in average characters (a longer name is elided)."""


class WinsChart(QWidget):
    """Wins per player (see the module's rules). `set_players` gives the rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, QColor, int]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Wins per player"))

    def set_players(self, players: Sequence[PlayerFigures]) -> None:
        """Draw the players with most wins, most first (``players`` are in that order already)."""
        ranked = sorted(players, key=lambda p: -p.wins)[:MOST_ROWS]
        self.rows = [(self.label(p), QColor(p.colour), p.wins) for p in ranked]
        self.setAccessibleDescription(
            numbers.joined(
                [spoken(self.tr("{name}: {wins}"), name=name, wins=wins) for name, _c, wins in self.rows],
                semicolons=True,
            )
        )
        self.updateGeometry()
        self.update()

    def label(self, player: PlayerFigures) -> str:
        if player.computer:
            return spoken(self.tr("{name} (computer)"), name=player.name)
        return player.name

    # -- sizes, from the font ------------------------------------------------------------------

    def row_height(self) -> int:
        return round(self.fontMetrics().height() * 1.6)

    def name_width(self) -> int:
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(name) for name, _c, _w in self.rows), default=0)
        widest += metrics.averageCharWidth() // 2  # the advance is rounded: eliding needs no less
        return min(widest, max(metrics.averageCharWidth() * NAME_CHARS, self.width() // 3))

    def sizeHint(self) -> QSize:
        gap = self.fontMetrics().height()
        return QSize(self.name_width() + 20 * gap, max(1, len(self.rows)) * self.row_height() + gap // 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.name_width() + 8 * self.fontMetrics().height(), self.sizeHint().height())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.updateGeometry()
            self.update()
        super().changeEvent(event)

    # -- drawing ----------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.rows:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        gap = metrics.height() // 2
        row_h = self.row_height()
        names = self.name_width()
        number_w = metrics.horizontalAdvance("0000")
        left = names + gap
        room = max(1, self.width() - left - number_w - 2 * gap)
        most = max(wins for _n, _c, wins in self.rows) or 1
        text = self.palette().windowText().color()
        for row, (name, colour, wins) in enumerate(self.rows):
            top = row * row_h + gap // 2
            label = QRectF(0, top, names, row_h)
            painter.setPen(text)
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, names)
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown)
            length = room * wins / most
            bar = QRectF(left, top + row_h * 0.15, max(length, 2.0), row_h * 0.7)
            painter.setPen(QPen(colour.darker(150), 1))
            painter.setBrush(colour)
            painter.drawRoundedRect(bar, 3, 3)
            painter.setPen(text)
            after = QRectF(bar.right() + gap / 2, top, number_w + gap, row_h)
            painter.drawText(after, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, numbers.plain(wins))
        painter.end()
