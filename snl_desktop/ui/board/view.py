"""The board view: shows the scene scaled to the window, keeping the board's aspect ratio, and
zoomed in on request: Ctrl+wheel or a pinch about the cursor, keys and the View menu (the
window's actions call `zoom_by`, `fit` and `actual_size`), panning by middle-drag or Space+drag,
scroll bars while zoomed. ``zoom`` is relative to the fitted board (1 = fitted)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal, Slot
from PySide6.QtGui import (
    QContextMenuEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPixmapCache,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..kit.announce import announce_name
from .hover import HoverInfo
from .interaction import Tool
from .keyboard import KeyboardCursor
from .scene import BoardScene

PIXMAP_CACHE_KB = 256 * 1024
"""Room for the device caches of the tiles, the numbers and every snake and ladder of a large
board on a high-DPI screen. Qt's default (10 MB) is exceeded by a 30×30 board at 1000 pixels;
the caches then evict each other and every frame repaints everything (80 ms instead of 3 ms)."""


MAX_ZOOM_SQUARE_PX = 400
"""Zooming in stops when a square is this many pixels wide."""
ZOOM_STEP = 1.25


class BoardView(QGraphicsView):
    """A `BoardScene` fitted to the widget, or zoomed; antialiased, so it stays crisp at any
    size and on high-DPI screens (everything is drawn as vectors in scene units)."""

    zoom_changed = Signal(float)
    """The zoom changed; the number is the percentage of the board's own size (scene units)."""
    look_requested = Signal(int, QPoint)
    """A right click (or the menu key) on a jump of an editable board: its start, where the
    menu of its look (colour, pattern) goes, in global coordinates."""

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
        scene.sceneRectChanged.connect(self._scene_rect_changed)
        self.zoom = 1.0
        self._pan_from: QPoint | None = None
        self._space_held = False
        self._band: QRectF | None = None
        self.hover = HoverInfo(scene)
        self.keys = KeyboardCursor(scene)  # drawing by keys (see `keyboard`)
        self.setLayoutDirection(
            Qt.LayoutDirection.LeftToRight
        )  # right-to-left languages: the board keeps its numbering
        self.setAccessibleName(self.board_name())
        self.setAccessibleDescription(
            self.tr("Arrow keys move a square cursor; in the Design room L or S starts a ladder or a snake there")
        )
        self.viewport().setMouseTracking(True)  # moves with no button held reach the scene: hover
        self._tool_cursor = Qt.CursorShape.ArrowCursor
        self.rubberBandChanged.connect(self._rubber_band_changed)

    @Slot(QRectF)
    def _scene_rect_changed(self, _rect: QRectF) -> None:
        self._apply_zoom()

    @Slot(QRect, QPointF, QPointF)
    def _rubber_band_changed(self, rect: QRect, _from_scene: QPointF, _to_scene: QPointF) -> None:
        """Items select themselves under a rubber band; a dense board's jumps are told here,
        when the band is released (Qt then reports an empty band)."""
        if not rect.isNull():
            self._band = self.mapToScene(rect).boundingRect()  # (from_scene, to_scene can both be the origin)
        elif self._band is not None:
            band, self._band = self._band, None
            scene = self.scene()
            if isinstance(scene, BoardScene):
                scene.select_area(band)

    def set_tool_cursor(self, tool: Tool) -> None:
        """A cursor per tool: a cross to draw, a pointing hand to erase, the arrow to select."""
        shapes = {Tool.LADDER: Qt.CursorShape.CrossCursor, Tool.SNAKE: Qt.CursorShape.CrossCursor}
        shapes[Tool.ERASE] = Qt.CursorShape.PointingHandCursor
        self._tool_cursor = shapes.get(tool, Qt.CursorShape.ArrowCursor)
        self.viewport().setCursor(self._tool_cursor)

    # -- zoom ----------------------------------------------------------------------------------

    def _fit_scale(self) -> float:
        rect = self.sceneRect()
        if rect.isEmpty() or self.viewport().width() <= 0:
            return 1.0
        return min(self.viewport().width() / rect.width(), self.viewport().height() / rect.height())

    def max_zoom(self) -> float:
        scene = self.scene()
        square = scene.geometry.square if isinstance(scene, BoardScene) else 100.0
        return max(1.0, MAX_ZOOM_SQUARE_PX / (square * self._fit_scale()))

    @property
    def percent(self) -> float:
        """The zoom as a percentage of the board's own size (100: one scene unit a pixel)."""
        return self.transform().m11() * 100

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Zoom to ``zoom`` times the fitted size (1 fits the board), keeping the scene point
        under ``anchor`` (a viewport position; the centre by default) where it is."""
        zoom = min(max(zoom, 1.0), self.max_zoom())
        centre = QPointF(self.viewport().rect().center())
        anchor = anchor if anchor is not None else centre
        fixed = self.mapToScene(anchor.toPoint())
        self.zoom = zoom
        self._apply_zoom()
        if zoom > 1.0:  # bring the fixed point back under the anchor
            moved = self.mapFromScene(fixed)
            delta = QPointF(moved) - anchor
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(delta.y()))

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        self.set_zoom(self.zoom * factor, anchor)

    def fit(self) -> None:
        """The whole board in the window (Ctrl+0)."""
        self.zoom = 1.0
        self._apply_zoom()

    def actual_size(self) -> None:
        """One scene unit a pixel: "100 %"."""
        self.set_zoom(1.0 / self._fit_scale())

    def _apply_zoom(self) -> None:
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if self.zoom > 1.0 else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        if self.zoom <= 1.0:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        else:
            scale = self._fit_scale() * self.zoom
            self.resetTransform()
            self.scale(scale, scale)
        self.zoom_changed.emit(self.percent)

    # -- input ---------------------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(ZOOM_STEP**steps, event.position())
            event.accept()
            return
        super().wheelEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if isinstance(event, QNativeGestureEvent) and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self.zoom_by(
                1.0 + event.value(), self.viewport().mapFromGlobal(event.globalPosition().toPoint()).toPointF()
            )
            return True
        return super().viewportEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        panning = event.button() == Qt.MouseButton.MiddleButton or (
            self._space_held and event.button() == Qt.MouseButton.LeftButton
        )
        if panning and self.zoom > 1.0:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(self._tool_cursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        scene = self.scene()
        start = None
        if isinstance(scene, BoardScene) and not scene.locked:
            start = scene.jump_under(self.mapToScene(event.pos()))
        if start is None:
            super().contextMenuEvent(event)
            return
        self.look_requested.emit(start, event.globalPos())
        event.accept()

    def event(self, event: QEvent) -> bool:
        # While the square cursor shows, its keys are the board's, not the window's shortcuts.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self.keys.claims(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.keys.key(event):
            if self.keys.square is not None:
                self._say(self.keys.words(self.keys.square))
            else:
                self.setAccessibleName(self.board_name())  # the cursor hidden (Esc)
            event.accept()
            return
        scene = self.scene()
        if event.key() == Qt.Key.Key_Escape and isinstance(scene, BoardScene) and scene.dragging:
            scene.cancel_drag()  # Esc: the snake or ladder being drawn or moved is dropped, nothing changes
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = True  # Space+drag pans
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Reached by Tab or Shift+Tab: the square cursor shows at once (`keyboard`).
        by_keys = event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        if self.keys.focus_in(by_keys) and self.keys.square is not None:
            self._say(self.keys.words(self.keys.square))

    def _say(self, text: str) -> None:
        """Tell assistive technology what the cursor is on: the view's name changes (what a
        screen reader reads of the focus), joined to what is announced at the same moment."""
        announce_name(self, text)

    def board_name(self) -> str:
        """The board's name while no square cursor shows."""
        return self.tr("The board")

    def refresh_words(self) -> None:
        """What is on the cursor's square changed (a token came or went, the turn passed, the
        room changed): say it again, if the cursor shows and the words differ; with no cursor
        the board is called by its name (never a square of another room)."""
        square = self.keys.square
        if square is None:
            self.setAccessibleName(self.board_name())
        else:
            text = self.keys.words(square)
            if text != self.accessibleName():
                self._say(text)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
        super().keyReleaseEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_zoom()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._apply_zoom()
