"""Announcements for screen readers: a sentence said once, without moving the focus (a turn
played, a step of the search, where everyone is). Qt 6.8 and later send it to the platform's
accessibility bus as an announcement (on Linux, AT-SPI's ``object:announcement`` event, whose
text Orca speaks); the widget it comes from is what the sentence is about.

Every announcement is also told to `announcements().said`, so that what a screen reader would
hear can be checked (and logged) where no assistive technology listens."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

__all__ = ["Announcements", "announce", "announcements"]


class Announcements(QObject):
    """``said(text)`` for each announcement made; ``last`` is the latest."""

    said = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.last = ""


_announcements: Announcements | None = None


def announcements() -> Announcements:
    """The app's one record of announcements (made when first asked for)."""
    global _announcements
    if _announcements is None:
        _announcements = Announcements()
    return _announcements


def announce(widget: QWidget, text: str, urgent: bool = False) -> None:
    """Say ``text`` to assistive technology, from ``widget``: politely (after what is being
    said) unless ``urgent``. An empty text is not said."""
    if not text:
        return
    record = announcements()
    record.last = text
    record.said.emit(text)
    if not QAccessible.isActive():
        return  # no assistive technology listens: no event to build
    event = QAccessibleAnnouncementEvent(widget, text)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
