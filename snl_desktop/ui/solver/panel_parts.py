"""Pieces of the Solver dock: the animation's parts built and dropped as one, the fewest throws
with the narration of each step, the legend of the distance colours, and the BFS queue as a list
that follows the animation step by step."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QFont, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QVBoxLayout, QWidget

from ...core import Solution
from ...core.replay import SearchReplay
from ...words import search as words
from ...words import spoken
from ..board import theme
from ..board.scene import BoardScene
from ..kit.column_scroll import ColumnScroll
from ..kit.text_size import follow_app_font
from .overlay import SearchOverlay
from .playback import Playback


@dataclass
class Animation:
    """The search replayed over the board: the replay, its drawing on the board and the
    controls that move it, built together when first asked for (an edit does not pay for them)
    and dropped together with their board. ``started``: a control has been used (the heat map
    alone needs the drawing, not the playing)."""

    replay: SearchReplay
    overlay: SearchOverlay
    playback: Playback
    started: bool = False

    @classmethod
    def build(cls, found: Solution, scene: BoardScene, interval_ms: int | None, owner: QObject) -> Animation:
        """The animation of ``found`` over ``scene``, its controls owned by ``owner``."""
        replay = SearchReplay(found)
        return cls(replay, SearchOverlay(scene, scene.geometry, replay), Playback(replay, interval_ms, owner))

    def drop(self) -> None:
        """Stop the controls for good and take the drawing off the board."""
        self.playback.stop()
        self.playback.deleteLater()
        self.overlay.remove()


class Summary(QWidget):
    """The fewest throws (``headline``) and, under it, the narration of the step on show
    (``detail``, in ``area``: four lines high, a longer text scrolls inside it)."""

    HEADLINE_SCALE = 1.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._present: int | None = None
        self.headline = QLabel()
        follow_app_font(self.headline, self._headline_font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # A long route ("throw 1 → square 2, …" for 148 throws) scrolls inside a fixed height.
        self.area = ColumnScroll(self.detail)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addWidget(self.area)
        self.fit_lines()

    def _headline_font(self, app_font: QFont) -> QFont:
        if self._present is None:
            return theme.headline_font(app_font, self.HEADLINE_SCALE)
        return theme.bold_font(self._present * self.HEADLINE_SCALE)

    def set_presenting(self, pixels: int | None) -> None:
        """Present mode's text size (None: the app's)."""
        self._present = pixels
        self.headline.setFont(self._headline_font(QFont(QApplication.font())))

    def fit_lines(self) -> None:
        self.area.setFixedHeight(self.detail.fontMetrics().lineSpacing() * 4 + 6)


class Legend(QWidget):
    """The distance colours, from 0 throws to the farthest square."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.farthest = 0
        self.setMinimumHeight(34)

    def set_farthest(self, farthest: int) -> None:
        self.farthest = farthest
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        bar = QRectF(4, 2, self.width() - 8, 12)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        ramp = theme.current().search_ramp
        for i, colour in enumerate(ramp):
            gradient.setColorAt(i / (len(ramp) - 1), colour)
        painter.fillRect(bar, gradient)
        painter.setPen(self.palette().windowText().color())
        under = QRectF(4, 16, bar.width(), 16)
        painter.drawText(under, Qt.AlignmentFlag.AlignLeft, words.throws(0))
        painter.drawText(under, Qt.AlignmentFlag.AlignRight, words.throws(self.farthest))


class QueueList(QListWidget):
    """The BFS queue, front first: each square waiting and its distance, under a ``title``
    that counts them. The queue after a step of the search is ``order[expanded:discovered]``
    of its discovery order; moving on drops squares from the front and adds at the back,
    a jump backwards rebuilds the list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.setAccessibleName(self.tr("BFS queue"))
        self.setUniformItemSizes(True)  # each step adds and drops rows: keep its layout O(1)
        self._shown = (0, 0)  # (expanded, discovered) listed now
        self.clear_queue()

    def clear_queue(self) -> None:
        """No search: an empty queue, its title without a count."""
        self.clear()
        self._shown = (0, 0)
        self.title.setText(self.tr("BFS queue (front first)"))

    def show_queue(self, found: Solution, order: list[int], expanded: int, discovered: int) -> None:
        """The queue ``order[expanded:discovered]`` of the search of ``found``."""
        old_expanded, old_discovered = self._shown
        if old_expanded <= expanded <= old_discovered and discovered >= old_discovered:
            for _ in range(expanded - old_expanded):
                self.takeItem(0)
            new = order[old_discovered:discovered]
        else:
            self.clear()
            new = order[expanded:discovered]
        for square in new:
            self.addItem(spoken(self.tr("square {square} · %n throw(s)", "", found.distance(square)), square=square))
        self._shown = (expanded, discovered)
        self.title.setText(self.tr("BFS queue (front first): %n square(s)", "", discovered - expanded))
