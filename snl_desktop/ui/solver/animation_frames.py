"""The frames of the search animation and their encoding (see `animation` for which frames):
`FrameSource` draws any state of a search without a window, with its caption strip under the
board (`animation_caption`) when asked; `encode_frames` turns the drawn frames into GIF or
APNG bytes with Pillow.

Encoding: every frame is drawn in full colour, then mapped without dithering to one
255-colour palette taken from the busiest frames (the middle one and the last), so that a
square keeps its colour from frame to frame and unchanged pixels stay equal. A GIF stores
of each frame only the rectangle that changed, its unchanged pixels transparent (Pillow's
``optimize``); an APNG stores only the changed pixels too, blended over the previous frame,
deflate-compressed. Index 255 of the palette means "unchanged"; the drawing uses 0..254.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Literal

from PIL import Image, ImageChops
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPixmapCache

from ...core import Board, Rules, solution
from ...core.code_steps import CodeSteps
from ...core.replay import SearchReplay
from ...words import search as words
from ..board import theme
from ..board.scene import BoardScene
from .animation_caption import CaptionStrip, caption_text, paint_captioned, picture_width
from .overlay import SearchOverlay

TRANSPARENT = 255


class FrameSource:
    """Draws any state of one search: one scene and one overlay serve every frame (moving the
    overlay between states touches only the squares that changed). The scene keeps each
    piece's drawing as a pixmap at the frame's scale, so a frame costs little more than the
    search's marks: several times faster than drawing every number and snake again, and the
    same picture but for antialiasing within 3/255. (Drawing only the changed areas of each
    frame was measured too: no faster, the throws' arrows span much of the board.)

    With ``captions`` (the positions that will be drawn), each frame has the caption strip
    under the board, laid out once for all of them: the board's longer side stays ``size``."""

    def __init__(
        self,
        board: Board,
        rules: Rules,
        size: int,
        replay: SearchReplay | None = None,
        captions: Sequence[int] | None = None,
    ) -> None:
        self.replay = replay or SearchReplay(solution(board, rules))
        self.scene = BoardScene(board, rules, cached=True, vector=False)
        self.scene.set_art_opacity(theme.SEARCH_ART_OPACITY)  # the search over faded art, as on screen
        self.overlay = SearchOverlay(self.scene, self.scene.geometry, self.replay)
        if self.replay.solution.min_rolls < 0:
            self.overlay.show_barrier([s for s, _ in self.replay.solution.barrier()])
        rect = self.scene.sceneRect()
        scale = size / max(rect.width(), rect.height())
        self.width, self.height = max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale))
        self.board = QRectF(0, 0, self.width, self.height)
        self.strip: CaptionStrip | None = None
        self.steps: CodeSteps | None = None
        if captions is not None:
            self.steps = CodeSteps(self.replay)
            self.width = round(picture_width(self.width, size))
            self.board.setWidth(self.width)  # a narrow board is centred on the wider picture
            notes = (words.code_note(self.steps.note_at(position)) for position in captions)
            self.strip = CaptionStrip(size, self.width, notes)
            self.height += self.strip.height
        self._image = QImage(QSize(self.width, self.height), QImage.Format.Format_RGBX8888)

    def image(self, position: int) -> QImage:
        """The search after ``position`` steps on white (the same image object every call)."""
        state = self.replay.state(position)
        self.overlay.show(state)
        if self.overlay.barrier is not None:
            self.overlay.barrier.setVisible(state.finished)
        self._image.fill(theme.current().paper)
        text = caption_text(self.steps, position) if self.steps is not None else None
        paint_captioned(self.scene, self._image, self.board, self.strip, text)
        return self._image

    def frame(self, position: int) -> Image.Image:
        """The search after ``position`` steps as a Pillow RGB image."""
        image = self.image(position)
        return Image.frombytes("RGB", (self.width, self.height), image.constBits(), "raw", "RGBX", image.bytesPerLine())


@contextmanager
def pixmap_room(width: int, height: int) -> Iterator[None]:
    """Room in Qt's pixmap cache for the pieces' pixmaps of a ``width``×``height`` frame (the
    default 10 MB holds them up to about 500 pixels: past it every frame would draw them all
    again, three times slower); the old limit comes back afterwards."""
    old = QPixmapCache.cacheLimit()
    QPixmapCache.setCacheLimit(max(old, 8 * width * height * 4 // 1024))
    try:
        yield
    finally:
        QPixmapCache.setCacheLimit(old)


def _palette(samples: list[Image.Image]) -> Image.Image:
    """A 255-colour palette image (no dithering) drawn from ``samples``, index 255 left free."""
    width, height = samples[0].size
    montage = Image.new("RGB", (width, height * len(samples)))
    for i, sample in enumerate(samples):
        montage.paste(sample, (0, height * i))
    return montage.quantize(TRANSPARENT, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def _full_palette(palette: Image.Image) -> list[int]:
    """The palette's 255 colours and, at index 255, a colour none of them is (so that an
    unchanged pixel never compares equal to a drawn one)."""
    colours = palette.getpalette() or []
    taken = {tuple(colours[i : i + 3]) for i in range(0, len(colours), 3)}
    spare = next(c for c in ((255, 0, 255), (0, 255, 1), (1, 0, 254), (254, 1, 0)) if c not in taken)
    return colours[: 3 * TRANSPARENT] + [0] * (3 * TRANSPARENT - len(colours)) + list(spare)


def _changes_only(previous: Image.Image, frame: Image.Image) -> Image.Image:
    """``frame`` with the pixels it shares with ``previous`` set to `TRANSPARENT`."""
    unchanged = ImageChops.subtract_modulo(frame, previous).point([255] + [0] * 255, "1")
    delta = frame.copy()
    delta.paste(TRANSPARENT, mask=unchanged)
    return delta


def _quantized(
    source: FrameSource, positions: list[int], progress: Callable[[int, int], None] | None
) -> Iterator[Image.Image]:
    """The frames at ``positions``, drawn one at a time and mapped to one palette."""
    palette = _palette([source.frame(positions[len(positions) // 2]), source.frame(positions[-1])])
    colours = _full_palette(palette)
    for done, position in enumerate(positions, 1):
        frame = source.frame(position).quantize(palette=palette, dither=Image.Dither.NONE)
        frame.putpalette(colours)
        yield frame
        if progress is not None:
            progress(done, len(positions))


def encode_frames(
    source: FrameSource,
    positions: list[int],
    durations: list[int],
    kind: Literal["gif", "apng"],
    progress: Callable[[int, int], None] | None = None,
) -> bytes:
    """The GIF or APNG bytes of the search at ``positions`` (each shown ``durations`` ms);
    ``progress(done, total)`` is called after each frame is drawn (it may raise to stop)."""
    out = io.BytesIO()
    with pixmap_room(source.width, source.height):
        frames = _quantized(source, positions, progress)
        first = next(frames)
        common = {"save_all": True, "duration": durations, "loop": 0}
        if kind == "gif":  # Pillow draws the frames as it encodes them and keeps only its copies
            colours = first.getpalette() or []
            first.save(
                out,
                "GIF",
                append_images=frames,
                optimize=True,
                palette=bytes(colours),
                transparency=TRANSPARENT,
                disposal=1,
                **common,
            )
        else:  # disposal OP_NONE, blend OP_OVER: a frame's transparent pixels keep the previous frame's
            deltas, previous = [], first
            for frame in frames:
                deltas.append(_changes_only(previous, frame))
                previous = frame
            first.save(out, "PNG", append_images=deltas, transparency=TRANSPARENT, disposal=0, blend=1, **common)
    return out.getvalue()
