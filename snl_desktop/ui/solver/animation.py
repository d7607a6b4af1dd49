"""The BFS search as an animated GIF or APNG, and one moment of it as a PNG or SVG: what the
Solver dock's animation shows, drawn without a window (the dock's export and ``snl-desktop
animate``).

The frames are the search after each step of the chosen size ("throw", "square" or "depth"):
the positions `SearchReplay.next_position` walks to from the range's first position until its
last (a last position inside a step gives one more frame, the search at that very position).
So the whole search is exactly ``replay.count(granularity)`` frames; the state before any step
is not a frame, and the last frame is the finished search with the route drawn, held
`HOLD_LAST_MS` so that a viewer sees the route. With ``caption`` (the default) every frame,
and the picture of one step, has a strip under the board saying the step, what it did and the
queue (`animation_caption`); ``size`` is the board's longer side either way.

Limits are checked before any drawing (`check_animation`): `MIN_SIZE`..`MAX_SIZE` pixels,
`MIN_FPS`..`MAX_FPS` frames a second, boards of at most `MAX_SQUARES` squares, at most
`MAX_FRAMES` frames and `MAX_PIXELS` pixels of frames in all (they are held in memory while
the file is encoded). The file is encoded in memory by Pillow and written atomically (a device
or a named pipe, which no file may replace, written through: `safe_io.atomic_write_bytes`).

Drawing and encoding (one palette, delta frames) are in `animation_frames`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem

from ...core import Board, Rules, solution
from ...core.board import LARGE_BOARD_SQUARES
from ...core.code_steps import CodeSteps
from ...core.files.safe_io import atomic_write_bytes
from ...core.replay import GRANULARITIES, Granularity, SearchReplay
from ...words import numbers, spoken
from ...words import search as words
from ..board import theme
from ..board.render import ExportError, check_export, picture_bytes
from ..board.scene import BoardScene
from .animation_caption import CaptionStrip, caption_text, captioned_bytes
from .animation_frames import FrameSource, encode_frames
from .overlay import SearchOverlay

AnimationFormat = Literal["gif", "apng"]
SUFFIXES: dict[str, AnimationFormat] = {".gif": "gif", ".apng": "apng", ".png": "apng"}
MIN_SIZE, MAX_SIZE = 64, 2000
MIN_FPS, MAX_FPS = 1, 50
MAX_SQUARES = 50 * 50
"""The largest board animated: beyond 50×50 a square is a few pixels in any sensible picture."""
MAX_FRAMES = 5000
MAX_PIXELS = 400_000_000
"""Frames × their pixels: the frames wait in memory (a byte a pixel) until the file is encoded."""
HOLD_LAST_MS = 2000


class AnimationError(ExportError):
    """An animation that cannot be made (a limit, a format); the message says why and what to
    do, in the user's language (it is shown in the dialog and printed by the command line)."""


@dataclass(frozen=True)
class AnimationInfo:
    """What was written, as values (the dialog and the command line word them: a count of
    frames with `words.search.frames`): the frame count and size, the file's bytes, how long
    the animation plays (``seconds``) and how long it took to make (``elapsed``)."""

    frames: int
    width: int
    height: int
    bytes: int
    seconds: float
    elapsed: float


def frame_positions(
    replay: SearchReplay, granularity: Granularity, first: int = 0, last: int | None = None
) -> list[int]:
    """The trace positions drawn as frames: one a step of ``granularity`` after ``first``, up to
    ``last`` (the end of the search when None), ``last`` itself being the final frame."""
    end = len(replay) if last is None else max(0, min(last, len(replay)))
    positions, position = [], max(0, first)
    while position < end:
        position = min(replay.next_position(position, granularity), end)
        positions.append(position)
    return positions


def frame_durations(frames: int, fps: int) -> list[int]:
    """Each frame's time on screen in milliseconds: 1/fps, the last one at least `HOLD_LAST_MS`."""
    step = round(1000 / fps)
    return [step] * (frames - 1) + [max(step, HOLD_LAST_MS)] if frames else []


def animation_format(path: str | Path, fmt: str | None = None) -> AnimationFormat:
    """``fmt`` ("gif" or "apng"), or the format the file name's suffix asks for."""
    if fmt is not None:
        if fmt.lower() not in ("gif", "apng"):
            raise AnimationError(
                spoken(
                    QCoreApplication.translate("Animation", "cannot make a {format} animation: choose GIF or APNG"),
                    format=repr(fmt),
                )
            )
        return "gif" if fmt.lower() == "gif" else "apng"
    suffix = Path(path).suffix.lower()
    if suffix not in SUFFIXES:
        if suffix:
            text = QCoreApplication.translate(
                "Animation", "cannot write an animation to {suffix}: use .gif, .png or .apng"
            )
        else:
            text = QCoreApplication.translate(
                "Animation", "cannot write an animation to a file with no extension: use .gif, .png or .apng"
            )
        raise AnimationError(spoken(text, suffix=suffix))
    return SUFFIXES[suffix]


def check_animation(
    board: Board, size: int, fps: int, granularity: str, frames: int | None = None, caption: bool = False
) -> None:
    """Raise `AnimationError` for an animation past the limits; ``frames`` is checked when known
    (with ``caption``, each frame counted with the tallest caption strip)."""
    if granularity not in GRANULARITIES:
        text = QCoreApplication.translate("Animation", "no step size {step}: choose throw, square or depth")
        raise AnimationError(spoken(text, step=repr(granularity)))
    if not MIN_SIZE <= size <= MAX_SIZE:
        text = QCoreApplication.translate(
            "Animation", "an animation is {least} to {most} pixels on its longer side, not {size}"
        )
        raise AnimationError(spoken(text, least=MIN_SIZE, most=MAX_SIZE, size=size))
    if not MIN_FPS <= fps <= MAX_FPS:
        text = QCoreApplication.translate(
            "Animation", "an animation plays {least} to {most} frames a second, not {fps}"
        )
        raise AnimationError(spoken(text, least=MIN_FPS, most=MAX_FPS, fps=fps))
    if board.size > MAX_SQUARES:
        text = QCoreApplication.translate(
            "Animation",
            "a {rows}×{cols} board is too large to animate (at most {most} squares, 50×50): export the current "
            "frame as a PNG instead",
        )
        raise AnimationError(spoken(text, rows=board.rows, cols=board.cols, most=numbers.integer(MAX_SQUARES)))
    if frames is None:
        return
    if frames == 0:
        raise AnimationError(
            QCoreApplication.translate("Animation", "nothing to animate: the range holds no step of the search")
        )
    if frames > MAX_FRAMES:
        text = QCoreApplication.translate(
            "Animation",
            "{frames} at {step} a step; an animation holds at most {most}: choose a larger step (one square or "
            "one depth)",
        )
        step = words.step_name(granularity)  # a step size: checked above
        raise AnimationError(spoken(text, frames=words.frames(frames), step=step, most=numbers.integer(MAX_FRAMES)))
    if frames * size * (size + (CaptionStrip.tallest(size) if caption else 0)) > MAX_PIXELS:
        text = QCoreApplication.translate(
            "Animation",
            "{frames} of up to {size}×{size} pixels are too many to hold at once: choose a smaller size or a "
            "larger step",
        )
        raise AnimationError(spoken(text, frames=words.frames(frames), size=size))


def search_animation_bytes(
    board: Board,
    rules: Rules | None = None,
    *,
    size: int = 480,
    fps: int = 4,
    granularity: Granularity = "square",
    first: int = 0,
    last: int | None = None,
    fmt: AnimationFormat = "gif",
    progress: Callable[[int, int], None] | None = None,
    caption: bool = True,
) -> tuple[bytes, AnimationInfo]:
    """The animation's file bytes and what it holds (see the module for the frames and the
    caption). Raises `AnimationError` past the limits, before drawing; ``progress(done,
    total)`` is called after each frame (it may raise to stop)."""
    started = time.perf_counter()
    rules = rules or Rules()
    kind = animation_format("", fmt)
    check_animation(board, size, fps, granularity)
    replay = SearchReplay(solution(board, rules))
    positions = frame_positions(replay, granularity, first, last)
    check_animation(board, size, fps, granularity, len(positions), caption)
    source = FrameSource(board, rules, size, replay, positions if caption else None)
    durations = frame_durations(len(positions), fps)
    data = encode_frames(source, positions, durations, kind, progress)
    info = AnimationInfo(
        len(positions), source.width, source.height, len(data), sum(durations) / 1000, time.perf_counter() - started
    )
    return data, info


def write_search_animation(
    path: str | Path,
    board: Board,
    rules: Rules | None = None,
    *,
    size: int = 480,
    fps: int = 4,
    granularity: Granularity = "square",
    first: int = 0,
    last: int | None = None,
    fmt: AnimationFormat | None = None,
    progress: Callable[[int, int], None] | None = None,
    caption: bool = True,
) -> AnimationInfo:
    """Write the search from trace position ``first`` to ``last`` as a GIF or APNG (``fmt``,
    else by the suffix: .gif, .png or .apng) whose longer side is ``size`` pixels. Raises
    `AnimationError` (a ValueError) past the limits and OSError when the file cannot be written
    (the old file is then unchanged). ``caption``: the strip under each frame (see the module)."""
    kind = animation_format(path, fmt)
    data, info = search_animation_bytes(
        board,
        rules,
        size=size,
        fps=fps,
        granularity=granularity,
        first=first,
        last=last,
        fmt=kind,
        progress=progress,
        caption=caption,
    )
    atomic_write_bytes(path, data)
    return info


def _state_scene(
    board: Board, rules: Rules, position: int, vector: bool
) -> tuple[BoardScene, SearchOverlay, SearchReplay]:
    """A fresh scene (nothing cached) showing the search after ``position`` steps, its overlay
    and the search's replay."""
    replay = SearchReplay(solution(board, rules))
    scene = BoardScene(board, rules, cached=False, vector=vector)
    scene.set_art_opacity(theme.SEARCH_ART_OPACITY)  # the search over faded art, as on screen
    overlay = SearchOverlay(scene, scene.geometry, replay)
    state = replay.state(position)
    overlay.show(state)
    if state.finished and replay.solution.min_rolls < 0:
        overlay.show_barrier([s for s, _ in replay.solution.barrier()])
    for item in scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # an SVG gets shapes, not pixmaps
    return scene, overlay, replay


def check_frame(board: Board, kind: str, size: int = 1000) -> None:
    """Raise `ExportError` for a picture of the search past the limits (``kind`` "png" or "svg")."""
    if kind not in ("png", "svg"):
        if kind:
            text = QCoreApplication.translate("Animation", "cannot export a frame to .{suffix}: use .png or .svg")
        else:
            text = QCoreApplication.translate(
                "Animation", "cannot export a frame to a file with no extension: use .png or .svg"
            )
        raise AnimationError(spoken(text, suffix=kind))
    check_export(board, kind, size)
    if board.size > LARGE_BOARD_SQUARES:
        text = QCoreApplication.translate("Animation", "a {rows}×{cols} board is too large to show the search")
        raise AnimationError(spoken(text, rows=board.rows, cols=board.cols))


def export_frame(
    path: str | Path, board: Board, rules: Rules | None, position: int, size: int = 1000, caption: bool = True
) -> None:
    """Write the search after trace position ``position`` (as the dock shows it) to a PNG whose
    board's longer side is ``size`` pixels, or to an SVG (by the suffix), with the caption strip
    under the board unless ``caption`` is False. Raises `ExportError` past the limits, OSError
    when the file cannot be written (the old file is then unchanged)."""
    rules = rules or Rules()
    kind = Path(path).suffix.lower().lstrip(".")
    check_frame(board, kind, size)
    scene, _overlay, replay = _state_scene(board, rules, position, vector=kind == "svg")
    title = QCoreApplication.translate("Animation", "Breadth-first search")
    if caption:
        data = captioned_bytes(scene, kind, size, title, caption_text(CodeSteps(replay), position))
    else:
        data = picture_bytes(scene, kind, size, title)
    atomic_write_bytes(path, data)
