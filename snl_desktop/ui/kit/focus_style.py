"""The keyboard focus drawn so that it is seen (WCAG 2.2 "focus appearance"): a ring `2 × BAND`
pixels wide round the widget that has the focus, just outside its edges, in a colour chosen for
the theme at least `MIN_RING_CONTRAST` : 1 against the window, the fields and the buttons. On a
side where there is no room outside (a board that fills its page) the ring is drawn just inside
the edge, over the widget's own picture, whose colours are not the window's: there its inner
band is black or white, whichever stands out more from the outer one, so that whatever it is
drawn over (a board's light tiles, a dark page) one band of two pixels stands out from it by
3 : 1 (the two-colour indicator of WCAG's technique C40).

Qt's styles draw the focus their own way: Fusion a 1-pixel blue edge on a button, a pale fill on
an auto-raise tool button, nothing at all on a graphics view. The ring is drawn over them by one
small widget (`FocusRing`) laid over the focused one's window, outside its edges where there is
room, inside them where its owners would cut it off (a board that fills its page). It follows
the focus, and the widget as it moves (a layout, a scroll, a dock brought forward).

As in a browser (":focus-visible"), a focus given by a mouse click is not ringed until a key is
pressed: whoever clicked sees where they clicked. A focus that came by a key, or by the program
(a room entered by its key), is ringed at once."""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPaintEvent, QPalette, QRegion
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget

__all__ = [
    "BAND",
    "MIN_RING_CONTRAST",
    "FocusRing",
    "contrast_ratio",
    "install_focus_ring",
    "ring_colours",
]

BAND = 2
"""The width of each of the ring's two bands, in pixels."""
MIN_RING_CONTRAST = 3.0
"""WCAG 2.2's least contrast of a focus indicator against what is next to it."""
_DARK_RINGS = ("#0b57d0", "#000000")
"""Outer colours tried on a light window, in order (a strong blue, then black)."""
_LIGHT_RINGS = ("#8ab4f8", "#ffffff")
"""...and on a dark one (a light blue, then white)."""
_WATCHED = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.ParentChange)


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours: 1 (the same) to 21 (black on white)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ring_colours(palette: QPalette) -> tuple[QColor, QColor]:
    """The ring's outer and inner colours for widgets drawn in ``palette``: the outer one the
    palette's highlight when it stands out 4.5 : 1 from the window, fields and buttons, else
    the first of a few fixed colours that stands out 3 : 1 (else the one that stands out most);
    the inner one black or white, whichever stands out more from the outer."""
    roles = (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button)
    grounds = [palette.color(QPalette.ColorGroup.Active, role) for role in roles]

    def least(colour: QColor) -> float:
        return min(contrast_ratio(colour, ground) for ground in grounds)

    highlight = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
    if least(highlight) >= 4.5:
        outer = QColor(highlight)
    else:
        light = sum(_luminance(ground) for ground in grounds) / len(grounds) > 0.18
        tried = [QColor(name) for name in (_DARK_RINGS if light else _LIGHT_RINGS)]
        outer = next((c for c in tried if least(c) >= MIN_RING_CONTRAST), max(tried, key=least))
    black, white = QColor("#000000"), QColor("#ffffff")
    inner = black if contrast_ratio(outer, black) >= contrast_ratio(outer, white) else white
    return outer, inner


def _ringed(widget: QWidget | None) -> bool:
    """Whether ``widget`` gets a ring: a widget in a window, not a menu (a menu shows its own
    highlight) nor a window itself."""
    return widget is not None and not widget.isWindow() and not isinstance(widget, (QMenu, QMenuBar))


class _Band(QWidget):
    """The ring itself: a widget over the window, masked to the ring's two bands, which the
    mouse passes through and the keyboard never stops on."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.outer, self.inner = QColor("#0b57d0"), QColor("#ffffff")
        self.inside: tuple[bool, bool, bool, bool] = (False, False, False, False)
        """Whether the ring is inside the widget on its left, top, right and bottom side."""

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        painter = QPainter(self)
        r = self.rect()
        painter.fillRect(r, self.outer)
        w, h, band = r.width(), r.height(), BAND
        strips = (
            QRect(band, band, band, h - 2 * band),
            QRect(band, band, w - 2 * band, band),
            QRect(w - 2 * band, band, band, h - 2 * band),
            QRect(band, h - 2 * band, w - 2 * band, band),
        )
        for inside, strip in zip(self.inside, strips):
            if inside:
                painter.fillRect(strip, self.inner)


class FocusRing(QObject):
    """The ring round whatever has the keyboard focus in the application (see the module's
    docstring); one for the application (`install_focus_ring`)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        # Weak references only: a window the program has let go of (a message box closed) must
        # be deleted when Python lets it go, never later inside one of Qt's focus changes, which
        # would go on using it (a crash in QApplicationPrivate::notifyActiveWindowChange).
        self._widget: weakref.ref[QWidget] | None = None
        self._band: _Band | None = None
        self._watched: list[weakref.ref[QWidget]] = []
        self.by_mouse = False  # the focus came by a click, and no key was pressed since
        app.focusChanged.connect(self._focus_changed)

    @property
    def band(self) -> _Band | None:
        """The ring's widget, while it exists (it goes with its window)."""
        band = self._band
        return band if band is not None and shiboken6.isValid(band) else None

    @property
    def widget(self) -> QWidget | None:
        """The focused widget the ring is round (None: none, or it is gone)."""
        widget = self._widget() if self._widget is not None else None
        return widget if widget is not None and shiboken6.isValid(widget) else None

    @Slot(QWidget, QWidget)
    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        self._unwatch()
        self._widget = weakref.ref(new) if new is not None and _ringed(new) else None
        self.by_mouse = QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton
        node: QWidget | None = self.widget
        while node is not None:
            node.installEventFilter(self)
            self._watched.append(weakref.ref(node))
            node = None if node.isWindow() else node.parentWidget()
        self.place()

    def _unwatch(self) -> None:
        for ref in self._watched:
            node = ref()
            if node is not None and shiboken6.isValid(node):
                node.removeEventFilter(self)
        self._watched = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        kind = event.type()
        if kind == QEvent.Type.KeyPress and watched is self.widget and self.by_mouse:
            self.by_mouse = False  # a key after a click: the focus is the keyboard's now
            self.place()
        elif kind in _WATCHED:
            self.place()
        return False

    def place(self) -> None:
        """Put the ring round the focused widget as it is now (or hide it)."""
        widget = self.widget
        if widget is None or self.by_mouse or not widget.isVisible():
            self._hide()
            return
        window = widget.window()
        ring = ring_rect(widget)
        if ring.width() <= 4 * BAND or ring.height() <= 4 * BAND:
            self._hide()
            return
        band = self.band
        if band is None or band.parentWidget() is not window:
            if band is not None:
                band.deleteLater()
            band = self._band = _Band(window)
        band.outer, band.inner = ring_colours(window.palette())
        grown = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        band.inside = (
            ring.left() > grown.left(),
            ring.top() > grown.top(),
            ring.right() < grown.right(),
            ring.bottom() < grown.bottom(),
        )
        band.setGeometry(ring)
        inside = QRect(0, 0, ring.width(), ring.height())
        band.setMask(QRegion(inside).subtracted(QRegion(inside.adjusted(2 * BAND, 2 * BAND, -2 * BAND, -2 * BAND))))
        band.raise_()
        band.show()
        band.update()

    def _hide(self) -> None:
        band = self.band
        if band is not None:
            band.hide()


def ring_rect(widget: QWidget) -> QRect:
    """Where the ring goes, in ``widget``'s window's coordinates: round the widget, just
    outside its edges; on a side where its owners leave no room for the ring (a board that
    fills its page, a button at a dock's edge) just inside it instead, one pixel in from the
    edge (the widget's own frame line stays). Cut by what its owners show: empty when none of
    it shows."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    clip = QRect(window.rect())
    owner = widget.parentWidget()
    while owner is not None and owner is not window:
        clip &= QRect(owner.mapTo(window, owner.rect().topLeft()), owner.size())
        owner = owner.parentWidget()
    width = 2 * BAND
    left = rect.left() - width if rect.left() - width >= clip.left() else rect.left() + 1
    top = rect.top() - width if rect.top() - width >= clip.top() else rect.top() + 1
    right = rect.right() + width if rect.right() + width <= clip.right() else rect.right() - 1
    bottom = rect.bottom() + width if rect.bottom() + width <= clip.bottom() else rect.bottom() - 1
    return QRect(QPoint(left, top), QPoint(right, bottom)) & clip


def install_focus_ring(app: QApplication) -> FocusRing:
    """The application's `FocusRing` (made once)."""
    ring = app.findChild(FocusRing)
    if isinstance(ring, FocusRing):
        return ring
    return FocusRing(app)
