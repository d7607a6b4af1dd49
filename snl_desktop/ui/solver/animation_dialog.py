"""Export Animation: the dialog that chooses how the BFS search is saved (an animated GIF or
APNG of the whole search or up to the current step, one frame a throw, square or depth, at a
speed and a size, with an estimate of the frames and the length; or the step on show as a PNG
or SVG picture; with or without the caption strip, remembered), and `export_search_animation`,
the whole export from the Solver dock: dialog → file name (from the board's name) → progress →
file, any failure said in a message (never a traceback).

Frames follow the rule of `animation.frame_positions`: one a step from the start to the end
of the range; "up to the current step" ends on the position the dock shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol, cast

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QProgressDialog,
    QSpinBox,
    QWidget,
)

from ...core import Board, Rules, solution
from ...core.files.file_names import file_stem
from ...core.replay import GRANULARITIES, Granularity, SearchReplay
from ...words import capitalised, numbers, spoken
from ...words import search as words
from ..board.render import ExportError
from ..kit.prompts import Prompter
from ..kit.settings import read_bool, write_bool
from ..kit.settings_keys import SettingKey
from .animation import (
    MAX_FPS,
    MAX_SIZE,
    MIN_FPS,
    MIN_SIZE,
    check_animation,
    check_frame,
    export_frame,
    frame_durations,
    frame_positions,
    write_search_animation,
)

ExportKind = Literal["gif", "apng", "png", "svg"]
KINDS: dict[ExportKind, str] = {"gif": ".gif", "apng": ".png", "png": ".png", "svg": ".svg"}
"""Each choice and its file suffix (its name: `kind_name`; its file dialog filter: `kind_filter`)."""


def title() -> str:
    """The export's title: the dialog's, its progress's and its messages'."""
    return QCoreApplication.translate("AnimationDialog", "Export Animation")


def kind_name(kind: ExportKind) -> str:
    """A choice as the dialog names it."""
    if kind == "gif":
        return QCoreApplication.translate("AnimationDialog", "Animated GIF (plays everywhere)")
    if kind == "apng":
        return QCoreApplication.translate("AnimationDialog", "Animated PNG (APNG, smaller)")
    if kind == "png":
        return QCoreApplication.translate("AnimationDialog", "This step as a PNG picture")
    return QCoreApplication.translate("AnimationDialog", "This step as an SVG drawing")


def suggested_name(board_name: str, suffix: str) -> str:
    """The file name first offered: ``"LeetCode 909 example (6×6) — search.gif"`` from the
    board's name, safe on any system (`file_stem`); ``"search.gif"`` for a board with none."""
    stem = file_stem(board_name)
    if stem:
        name = spoken(QCoreApplication.translate("AnimationDialog", "{board} — search"), board=stem)
    else:
        name = QCoreApplication.translate("AnimationDialog", "search")
    return f"{file_stem(name) or 'search'}{suffix}"


def kind_filter(kind: ExportKind) -> str:
    """A choice's file dialog filter."""
    if kind == "gif":
        return QCoreApplication.translate("AnimationDialog", "Animated GIF (*.gif)")
    if kind == "apng":
        return QCoreApplication.translate("AnimationDialog", "Animated PNG (*.png *.apng)")
    if kind == "png":
        return QCoreApplication.translate("AnimationDialog", "PNG picture (*.png)")
    return QCoreApplication.translate("AnimationDialog", "SVG drawing (*.svg)")


@dataclass(frozen=True)
class AnimationOptions:
    """The dialog's choices; ``last`` is the range's last trace position (None: the end);
    ``caption``: the strip under the board saying the step, what it did and the queue."""

    fmt: ExportKind = "gif"
    granularity: Granularity = "square"
    fps: int = 4
    size: int = 480
    last: int | None = None
    caption: bool = True

    @property
    def animated(self) -> bool:
        return self.fmt in ("gif", "apng")

    @property
    def suffix(self) -> str:
        return KINDS[self.fmt]


def describe_length(frames: int, fps: int) -> str:
    """``"85 frames, about 23 seconds"`` (the last frame held, as in the file)."""
    return words.animation_length(frames, sum(frame_durations(frames, fps)) / 1000)


class AnimationDialog(QDialog):
    """The export's options for one search; the dock's step size and position come in, and
    whether the caption was on last time."""

    def __init__(
        self,
        board: Board,
        rules: Rules,
        granularity: Granularity,
        position: int,
        parent: QWidget | None = None,
        caption: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title())
        self.board = board
        self.replay = SearchReplay(solution(board, rules))
        self.position = max(0, min(position, len(self.replay)))
        self.format_box = QComboBox()
        for kind in KINDS:
            self.format_box.addItem(kind_name(kind), kind)
        self.range_box = QComboBox()
        self.range_box.addItem(self.tr("The whole search"), None)
        up_to = self.tr("From the start to the current step ({position} of {total})")
        self.range_box.addItem(spoken(up_to, position=self.position, total=len(self.replay)), "now")
        if self.position == 0:  # nothing to show yet: the search has not started
            cast(QStandardItemModel, self.range_box.model()).item(1).setEnabled(False)
        self.step_box = QComboBox()
        for name in GRANULARITIES:
            self.step_box.addItem(words.step_name(name), name)
        self.step_box.setCurrentIndex(GRANULARITIES.index(granularity))
        self.fps_box = QSpinBox()
        self.fps_box.setRange(MIN_FPS, MAX_FPS)
        self.fps_box.setValue(4)
        self.fps_box.setSuffix(self.tr(" frames a second"))
        self.size_box = QSpinBox()
        self.size_box.setRange(MIN_SIZE, MAX_SIZE)
        self.size_box.setSingleStep(40)
        self.size_box.setValue(480)
        self.size_box.setSuffix(self.tr(" px"))
        self.size_box.setToolTip(self.tr("The longer side of the board (the caption adds a strip under it)"))
        self.caption_box = QCheckBox(self.tr("Step, what it did and the queue under the board"))
        self.caption_box.setToolTip(self.tr("A caption strip in every frame, sized to the picture"))
        self.caption_box.setChecked(caption)
        self.estimate = QLabel()
        self.estimate.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        for label, field in (
            (self.tr("Export:"), self.format_box),
            (self.tr("Range:"), self.range_box),
            (self.tr("One frame a step of:"), self.step_box),
            (self.tr("Speed:"), self.fps_box),
            (self.tr("Size:"), self.size_box),
            (self.tr("Caption:"), self.caption_box),
        ):
            form.addRow(label, field)
        form.addRow(self.estimate)
        form.addRow(self.buttons)
        for box in (self.format_box, self.range_box, self.step_box):
            box.currentIndexChanged.connect(self._update)
        for spin in (self.fps_box, self.size_box):
            spin.valueChanged.connect(self._update)
        self.caption_box.toggled.connect(self._update)
        try:
            check_animation(board, MIN_SIZE, MIN_FPS, "square")
        except ExportError:  # too large to animate: the step as a picture is what can be had
            self.format_box.setCurrentIndex(self.format_box.findData("png"))
        self._update()

    def options(self) -> AnimationOptions:
        """The options as chosen now."""
        last = self.position if self.range_box.currentData() == "now" else None
        return AnimationOptions(
            self.format_box.currentData(),
            self.step_box.currentData(),
            self.fps_box.value(),
            self.size_box.value(),
            last,
            self.caption_box.isChecked(),
        )

    def frames(self) -> int:
        """How many frames the chosen options make (a picture: 1)."""
        options = self.options()
        if not options.animated:
            return 1
        return len(frame_positions(self.replay, options.granularity, 0, options.last))

    def problem(self) -> str:
        """Why the chosen options cannot be exported ("" when they can)."""
        options = self.options()
        try:
            if options.animated:
                check_animation(
                    self.board, options.size, options.fps, options.granularity, self.frames(), options.caption
                )
            else:
                check_frame(self.board, options.fmt, options.size)
        except ExportError as exc:
            return str(exc)
        return ""

    @Slot()
    def _update(self) -> None:
        options = self.options()
        for box in (self.range_box, self.step_box, self.fps_box):
            box.setEnabled(options.animated)
        self.size_box.setEnabled(options.fmt != "svg")
        problem = self.problem()
        if problem:
            text = capitalised(problem)
        elif options.animated:
            text = describe_length(self.frames(), options.fps)
        else:
            text = spoken(
                self.tr("One picture of the search at step {position} of {total}"),
                position=self.position,
                total=len(self.replay),
            )
        self.estimate.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def accept(self) -> None:
        if not self.problem():
            super().accept()


class Asker(Protocol):
    """The questions the export asks: the main window's `Prompter` (or a test's)."""

    def run_dialog(self, dialog: QDialog) -> bool: ...
    def save_path(self, title: str, filters: str, suggested: str) -> Path | None: ...
    def error(self, title: str, message: str) -> None: ...


class _Cancelled(Exception):
    pass


def _board_name(parent: QWidget | None) -> str:
    """The name of the board open in ``parent`` (the main window): its name, else its file's
    stem; "" when it has neither."""
    document = getattr(parent, "document", None)
    if document is None:
        return ""
    name = getattr(document, "name", "")
    path = getattr(document, "path", None)
    if not name and isinstance(path, Path):
        return path.stem
    return name if isinstance(name, str) else ""


def export_path(path: Path, fmt: ExportKind) -> Path:
    """The file to write: the chosen format decides. A name with that format's suffix stays;
    another known suffix is replaced (``search.gif`` for an APNG: ``search.png``); a name
    without one gets the format's (``search`` → ``search.gif``)."""
    suffix = path.suffix.lower()
    if suffix == KINDS[fmt] or (fmt == "apng" and suffix == ".apng"):
        return path
    if suffix in (".gif", ".png", ".apng", ".svg"):
        return path.with_suffix(KINDS[fmt])
    return path.with_name(path.name + KINDS[fmt])


def _write(
    path: Path, board: Board, rules: Rules, options: AnimationOptions, position: int, parent: QWidget | None
) -> str:
    """Write the file the options ask for; the status line to show."""
    if not options.animated:
        export_frame(path, board, rules, position, options.size, options.caption)
        saved = QCoreApplication.translate("AnimationDialog", "Saved {name}: the search at step {position}")
        return spoken(saved, name=path.name, position=position)
    progress = QProgressDialog(
        QCoreApplication.translate("AnimationDialog", "Drawing the search…"),
        QCoreApplication.translate("AnimationDialog", "Cancel"),
        0,
        1,
        parent,
    )
    progress.setWindowTitle(title())
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(400)

    def step(done: int, total: int) -> None:
        progress.setMaximum(total)
        progress.setValue(done)
        if progress.wasCanceled():
            raise _Cancelled

    try:
        info = write_search_animation(
            path,
            board,
            rules,
            size=options.size,
            fps=options.fps,
            granularity=options.granularity,
            last=options.last,
            fmt="gif" if options.fmt == "gif" else "apng",
            progress=step,
            caption=options.caption,
        )
    finally:
        progress.close()
        progress.deleteLater()
    saved = QCoreApplication.translate("AnimationDialog", "Saved {name}: {length}, {size} KB")
    return spoken(
        saved,
        name=path.name,
        length=describe_length(info.frames, options.fps),
        size=numbers.integer(max(1, round(info.bytes / 1024))),
    )


def export_search_animation(
    parent: QWidget | None,
    board: Board,
    rules: Rules,
    granularity: Granularity,
    position: int,
    asker: Asker | None = None,
    name: str | None = None,
    settings: QSettings | None = None,
) -> str | None:
    """The whole export from the Solver dock: the dialog, a file name, the frames drawn under a
    progress dialog (which can cancel), the file. The questions go to ``asker``, else to the
    ``prompter`` of ``parent`` (the main window's, which tests script), else to real dialogs;
    a failure (a limit, a full disk) is told through its ``error``. The status line is shown
    by ``parent.show_status`` when it has one, and returned (None when the user cancelled).

    The file name offered comes from the board's ``name`` (None: the name of ``parent``'s open
    document, if it has one: `suggested_name`); the caption choice is remembered in
    ``settings`` (None: ``parent``'s)."""
    if asker is None:
        asker = getattr(parent, "prompter", None) or Prompter(parent)
    if name is None:
        name = _board_name(parent)
    window_settings = getattr(parent, "settings", None)
    if settings is None and isinstance(window_settings, QSettings):
        settings = window_settings
    caption = read_bool(settings, SettingKey.ANIMATION_CAPTION, True) if settings is not None else True
    dialog = AnimationDialog(board, rules, granularity, position, parent, caption)
    if not asker.run_dialog(dialog):
        return None
    options = dialog.options()
    if settings is not None:
        write_bool(settings, SettingKey.ANIMATION_CAPTION, options.caption)
    chosen = asker.save_path(title(), kind_filter(options.fmt), suggested_name(name, options.suffix))
    if chosen is None:
        return None
    path = export_path(Path(chosen), options.fmt)
    try:
        message = _write(path, board, rules, options, dialog.position, parent)
    except _Cancelled:
        cancelled = QCoreApplication.translate("AnimationDialog", "Export cancelled: {name} was not written")
        message = spoken(cancelled, name=path.name)
    except (ExportError, OSError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        failed = QCoreApplication.translate(
            "AnimationDialog", "{name} could not be saved: {reason}. Nothing was changed."
        )
        asker.error(title(), spoken(failed, name=path.name, reason=reason))
        return None
    show_status = getattr(parent, "show_status", None)
    if callable(show_status):
        show_status(message)
    return message
