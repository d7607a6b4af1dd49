"""The caption strip of a search export: under the board, in every frame of a GIF or APNG and
in the picture of one step, the step ("Step 12 of 162"), the step's sentence and the queue,
front first, so that a slide or an e-mail says what the picture shows.

The sentence is the one the app says everywhere for a step: `CodeSteps.note_at` worded by
`words.search.code_note` (the Solver and the BFS Code dock say the same). The text is sized
from the picture (`TEXT_SHARE` of its longer side, at least `MIN_TEXT_PX`), wrapped to the
picture's width and, past the lines the strip holds, elided; the queue is cut between squares
("… and 12 more"). Nothing is clipped. Every frame of one animation has the same strip: as
many sentence lines as its longest sentence needs (at most `MAX_SENTENCE_LINES`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPaintDevice, QPainter, QPen

from ...core.code_steps import CodeSteps
from ...words import search as words
from ..board import theme
from ..board.render import ExportError
from ..board.scene import BoardScene

TEXT_SHARE = 0.034
"""The caption's text height as a share of the picture's longer side: 16 px at 480 px, about
30 px once a 480 px GIF is projected on a 1080-line screen."""
MIN_TEXT_PX = 9
MAX_SENTENCE_LINES = 3
MIN_WIDTH_SHARE = 0.8
"""A board narrower than this share of its longer side is drawn centred on a wider picture,
so that its caption has room to be read."""


@dataclass(frozen=True)
class CaptionText:
    """What a caption says at one position: the step, the step's sentence, the queue."""

    step: str
    sentence: str
    queue: tuple[int, ...]


def caption_text(steps: CodeSteps, position: int) -> CaptionText:
    """The caption of the search after ``position`` steps."""
    replay = steps.replay
    state = replay.state(position)
    return CaptionText(
        words.step_of(state.position, len(replay)),
        words.code_note(steps.note_at(state.position)),
        tuple(square for square, _ in replay.queue(state.position)),
    )


def picture_width(board_width: float, size: float) -> float:
    """The width of a captioned picture whose board is ``board_width`` wide and whose board's
    longer side is ``size``."""
    return max(board_width, size * MIN_WIDTH_SHARE)


class CaptionStrip:
    """The strip's layout for a picture ``width`` wide whose board's longer side is ``size``
    (fonts scale with it), with room for the longest of ``sentences``; `paint` draws one
    caption in it. Units are the device's (pixels, or scene units for an SVG)."""

    def __init__(self, size: float, width: float, sentences: Iterable[str]) -> None:
        px = max(MIN_TEXT_PX, size * TEXT_SHARE)
        self.font = theme.pixel_font(px)
        self.bold = theme.bold_font(px)
        self.metrics = QFontMetricsF(self.font)
        self.bold_metrics = QFontMetricsF(self.bold)
        self.pad = px * 0.6
        self.rule = max(1.0, px / 10)
        self.width = width
        self.text_width = max(1.0, width - 2 * self.pad)
        needed = max((len(self.wrap(sentence)) for sentence in sentences), default=1)
        self.sentence_lines = max(1, min(MAX_SENTENCE_LINES, needed))
        lines = self.bold_metrics.lineSpacing() + (self.sentence_lines + 1) * self.metrics.lineSpacing()
        self.height = math.ceil(self.rule + 2 * self.pad + self.pad * 0.3 + lines)

    @classmethod
    def tallest(cls, size: float) -> float:
        """The height of the tallest strip for ``size`` (every sentence line used)."""
        return cls(size, size * MIN_WIDTH_SHARE, ["x " * 200 * MAX_SENTENCE_LINES]).height

    def wrap(self, text: str, most: int | None = None) -> list[str]:
        """``text`` in lines that fit the strip, broken between words; with ``most``, at most
        that many, the last one elided ("…") when the text goes on."""
        width, metrics = self.text_width, self.metrics
        lines: list[str] = []
        line = ""
        rest = text.split()
        while rest:
            word = rest[0]
            candidate = f"{line} {word}" if line else word
            if metrics.horizontalAdvance(candidate) <= width:
                line = candidate
                rest.pop(0)
                continue
            if not line:  # one word wider than the strip (a tiny picture): elided
                line = metrics.elidedText(word, Qt.TextElideMode.ElideRight, width)
                rest.pop(0)
            lines.append(line)
            line = ""
            if most is not None and len(lines) == most:
                break
        if line:
            lines.append(line)
        if most is not None and len(lines) >= most and rest:
            last = " ".join([lines[most - 1], *rest])
            lines[most - 1] = metrics.elidedText(last, Qt.TextElideMode.ElideRight, width)
            del lines[most:]
        return lines

    def queue_line(self, queue: Sequence[int]) -> str:
        """The queue, front first, as many squares as fit ("… and 12 more" for the rest)."""
        width, metrics = self.text_width, self.metrics
        whole = words.queue(queue)
        if metrics.horizontalAdvance(whole) <= width:
            return whole
        low, high = 0, len(queue) - 1  # the most squares that fit lies in low..high
        while low < high:
            mid = (low + high + 1) // 2
            if metrics.horizontalAdvance(words.queue(queue[:mid], len(queue) - mid)) <= width:
                low = mid
            else:
                high = mid - 1
        line = words.queue(queue[:low], len(queue) - low)
        return metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)

    def paint(self, painter: QPainter, top: float, text: CaptionText) -> None:
        """Draw ``text`` in the strip whose top edge is at ``top``."""
        painter.fillRect(QRectF(0, top, self.width, self.height), theme.current().paper)
        painter.setPen(QPen(theme.current().tile_border, self.rule))
        painter.drawLine(QPointF(self.pad, top + self.rule / 2), QPointF(self.width - self.pad, top + self.rule / 2))
        painter.setPen(theme.current().ink)
        y = top + self.rule + self.pad
        painter.setFont(self.bold)
        step = self.bold_metrics.elidedText(text.step, Qt.TextElideMode.ElideRight, self.text_width)
        painter.drawText(QPointF(self.pad, y + self.bold_metrics.ascent()), step)
        y += self.bold_metrics.lineSpacing() + self.pad * 0.3
        painter.setFont(self.font)
        for line in self.wrap(text.sentence, self.sentence_lines):
            painter.drawText(QPointF(self.pad, y + self.metrics.ascent()), line)
            y += self.metrics.lineSpacing()
        y = top + self.height - self.pad - self.metrics.lineSpacing()  # the queue at the foot
        painter.drawText(QPointF(self.pad, y + self.metrics.ascent()), self.queue_line(text.queue))


def paint_captioned(
    scene: BoardScene, device: QPaintDevice, board: QRectF, strip: CaptionStrip | None, text: CaptionText | None
) -> None:
    """Paint ``scene`` into ``board`` (centred, as large as fits) and, under it, ``text`` in
    ``strip``: with one painter, as an SVG generator needs."""
    painter = QPainter(device)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, board, scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if strip is not None and text is not None:
            strip.paint(painter, board.bottom(), text)
    finally:
        painter.end()


def captioned_bytes(scene: BoardScene, kind: str, size: int, title: str, text: CaptionText) -> bytes:
    """What ``scene`` shows with ``text`` under it, as the bytes of a PNG whose board's longer
    side is ``size`` pixels or of an SVG (in the scene's units; build the scene with
    ``vector=True``)."""
    rect = scene.sceneRect()
    scale = size / max(rect.width(), rect.height()) if kind == "png" else 1.0
    longer = max(rect.width(), rect.height()) * scale
    board_width, board_height = rect.width() * scale, rect.height() * scale
    width = picture_width(board_width, longer)
    strip = CaptionStrip(longer, width, [text.sentence])
    board = QRectF(0, 0, round(width), round(board_height))
    picture = QSize(round(width), round(board_height) + strip.height)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if kind == "png":
        image = QImage(picture, QImage.Format.Format_ARGB32)
        image.fill(theme.current().paper)
        paint_captioned(scene, image, board, strip, text)
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
            raise ExportError(QCoreApplication.translate("Export", "the picture could not be encoded as PNG"))
    else:
        from PySide6.QtSvg import QSvgGenerator  # loaded only when exporting SVG

        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(picture)
        generator.setViewBox(QRectF(0, 0, picture.width(), picture.height()))
        generator.setTitle(title)
        paint_captioned(scene, generator, board, strip, text)
    buffer.close()
    return bytes(data.data())
