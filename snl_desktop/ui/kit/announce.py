"""Announcements for screen readers: a sentence said once, without moving the focus (a turn
played, a step of the search, where everyone is, a ladder placed). Each reaches speech by two
roads, because no one road is heard on every desktop the app supports:

- the window's `speaker.Speaker`, an AT-SPI notification shown again with the sentence as its
  name: what Orca 43 (Debian 12, at-spi2-core 2.46) speaks for an object without the focus;
- Qt's `QAccessibleAnnouncementEvent` (AT-SPI's ``object:announcement``, Windows' and macOS'
  announcements), for the newer stacks that present it.

Sentences said within `GATHER_MS` of each other are said as one, in order ("Placed a ladder
from 2 to 22. Fewest throws: 5"): a screen reader cuts what it is saying when the next
notification comes, so two sentences sent in the same moment would lose the first. A sentence
said by a focused control's name (`announce_name`: the board's square cursor, which Orca speaks
as the focus's name changes) joins the others when they come together, and is not sent again
when it comes alone.

Every sentence is also told to `announcements().said` at once, so that what a screen reader
would hear can be checked (and logged) where no assistive technology listens; ``spoken`` tells
what was sent to assistive technology, joined."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from .speaker import speaker_for

__all__ = ["GATHER_MS", "SETTLE_MS", "Announcements", "announce", "announce_name", "announcements"]

GATHER_MS = 150
"""How long after a sentence the next one still joins it (a few events of one key press)."""
SENTENCE_ENDS = (".", "!", "?", "…", "।", "؟", "。")
"""How a sentence may end already (then the next is joined with a space)."""
SETTLE_MS = 2000
"""How long a sentence waits after a burst of the app's accessibility events (a room switch:
two to three hundred), for Orca to have read them (it reads one to two hundred a second)."""


@dataclass(frozen=True)
class _Sentence:
    widget: QWidget
    text: str
    by_name: bool
    """Already said as its widget's new name (while it has the focus)."""
    urgent: bool = False


class Announcements(QObject):
    """``said(text)`` for each announcement made; ``last`` is the latest. ``spoken(text)``
    for each announcement sent to assistive technology (sentences said together, joined)."""

    said = Signal(str)
    spoken = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.last = ""
        self.pending: list[_Sentence] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(GATHER_MS)
        self.timer.timeout.connect(self.flush)

    def add(self, sentence: _Sentence, urgent: bool, settle_ms: int = 0) -> None:
        self.pending.append(sentence)
        if urgent:
            self.flush()
            return
        wait = max(GATHER_MS, settle_ms)
        if not self.timer.isActive() or self.timer.remainingTime() < wait:
            self.timer.start(wait)

    @Slot()
    def flush(self) -> None:
        """Say what is waiting, joined, from the last living widget that said some of it."""
        self.timer.stop()
        waiting = [sentence for sentence in self.pending if isValid(sentence.widget)]
        self.pending = []
        if not waiting or all(sentence.by_name for sentence in waiting):
            return  # nothing, or only names the screen reader has already read
        texts: list[str] = []
        for sentence in waiting:
            if not texts or texts[-1] != sentence.text:
                texts.append(sentence.text)
        text = texts[0]
        for more in texts[1:]:  # "Placed a ladder from 2 to 22. Fewest throws: 5"
            ended = text.rstrip().endswith(SENTENCE_ENDS)
            text += (" " if ended else QCoreApplication.translate("Announcements", ". ")) + more
        widget = next(s.widget for s in reversed(waiting) if not s.by_name)
        self.spoken.emit(text)
        if not QAccessible.isActive():
            return  # no assistive technology listens: nothing to send
        speaker_for(widget).say(text)
        event = QAccessibleAnnouncementEvent(widget, text)
        if any(sentence.urgent for sentence in waiting):
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)


_announcements: Announcements | None = None


def announcements() -> Announcements:
    """The app's one record of announcements (made when first asked for)."""
    global _announcements
    if _announcements is None:
        _announcements = Announcements()
    return _announcements


def announce(widget: QWidget, text: str, urgent: bool = False, settle_ms: int = 0) -> None:
    """Say ``text`` to assistive technology, about ``widget``: with the sentences said just
    before and after it, unless ``urgent`` (then at once). An empty text is not said.

    ``settle_ms``: after a change that sends assistive technology a burst of events (a room's
    docks shown and hidden), wait that long first: Orca drops a notification that comes while
    more than 50 of the app's events wait to be read (`SETTLE_MS` is enough for a room)."""
    if not text:
        return
    record = announcements()
    record.last = text
    record.said.emit(text)
    record.add(_Sentence(widget, text, by_name=False, urgent=urgent), urgent, settle_ms)


def announce_name(widget: QWidget, text: str) -> None:
    """Name ``widget`` ``text`` (a focused control whose name says where it is, as the board's
    square cursor): a screen reader reads the focus's new name, and the sentence joins any
    announcement made at the same moment, which would otherwise cut it."""
    widget.setAccessibleName(text)  # Qt tells assistive technology that the name changed
    if text:
        announcements().add(_Sentence(widget, text, by_name=True), urgent=False)
