"""The board view: shows the scene scaled to the window, keeping the board's aspect ratio."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmapCache, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import BoardScene

PIXMAP_CACHE_KB = 256 * 1024
"""Room for the device caches of the tiles, the numbers and every snake and ladder of a large
board on a high-DPI screen. Qt's default (10 MB) is exceeded by a 30×30 board at 1000 pixels;
the caches then evict each other and every frame repaints everything (80 ms instead of 3 ms)."""


class BoardView(QGraphicsView):
    """A `BoardScene` fitted to the widget; antialiased, so it stays crisp at any size and on
    high-DPI screens (everything is drawn as vectors in scene units)."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(240, 240)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())
        self._band: QRectF | None = None
        self.rubberBandChanged.connect(self._rubber_band_changed)

    def _rubber_band_changed(self, rect: QRect, from_scene: QPointF, to_scene: QPointF) -> None:
        """Items select themselves under a rubber band; a dense board's jumps are told here,
        when the band is released (Qt then reports an empty band)."""
        if not rect.isNull():
            self._band = self.mapToScene(rect).boundingRect()  # (from_scene, to_scene can both be the origin)
        elif self._band is not None:
            band, self._band = self._band, None
            scene = self.scene()
            if isinstance(scene, BoardScene):
                scene.select_area(band)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
