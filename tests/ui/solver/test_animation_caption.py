"""Exports with words: every frame of a GIF or APNG, and the picture of one step, carry a caption
strip under the board (the step, the step's sentence as the app says it everywhere, the queue,
front first), legible at the export's sizes and never clipped; on by default, remembered, off
on request; the frames still stored as differences; the file name offered from the board's
name."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageSequence
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QImage

from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.code_steps import CodeSteps
from snl_desktop.core.replay import SearchReplay
from snl_desktop.presets import load_preset
from snl_desktop.ui.board import theme
from snl_desktop.ui.solver import animation_frames
from snl_desktop.ui.solver.animation import export_frame, frame_positions, search_animation_bytes
from snl_desktop.ui.solver.animation_caption import TEXT_SHARE, CaptionStrip, CaptionText, caption_text
from snl_desktop.ui.solver.animation_dialog import AnimationDialog, export_search_animation, suggested_name
from snl_desktop.ui.solver.animation_frames import FrameSource
from snl_desktop.words.search import code_note

SIX = load_preset("leetcode-6x6")
CLASSIC = load_preset("classic")


def replay_of(board: Board, rules: Rules) -> SearchReplay:
    return SearchReplay(solution(board, rules))


def pixels(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("RGB")).astype(int)


def strip_picture(strip: CaptionStrip, text: CaptionText) -> np.ndarray:
    """``text`` drawn alone in ``strip``, as the frames draw it."""
    from PySide6.QtGui import QPainter

    image = QImage(round(strip.width), strip.height, QImage.Format.Format_RGBX8888)
    image.fill(theme.STANDARD.paper)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    strip.paint(painter, 0, text)
    painter.end()
    raw = Image.frombytes("RGB", (image.width(), image.height()), image.constBits(), "raw", "RGBX")
    return pixels(raw)


def test_the_caption_says_the_step_the_apps_sentence_and_the_queue(app) -> None:
    replay = replay_of(SIX.board, SIX.rules)
    steps = CodeSteps(replay)
    for position in (0, 1, 12, len(replay) // 2, len(replay)):
        text = caption_text(steps, position)
        assert text.step == f"Step {position} of {len(replay)}"
        assert text.sentence == code_note(steps.note_at(position))  # the Solver's and the Code dock's
        assert list(text.queue) == [square for square, _ in replay.queue(position)]


@pytest.mark.slow
def test_every_frame_has_its_steps_caption_under_the_board(app, tmp_path) -> None:
    """Decoded as a viewer shows them, the GIF's frames are the board with, under it, the
    caption of that very step (drawn alone to compare)."""
    replay = replay_of(SIX.board, SIX.rules)
    data, info = search_animation_bytes(SIX.board, SIX.rules, size=480, granularity="square")
    (tmp_path / "s.gif").write_bytes(data)
    frames = [pixels(f) for f in ImageSequence.Iterator(Image.open(tmp_path / "s.gif"))]
    positions = frame_positions(replay, "square")
    source = FrameSource(SIX.board, SIX.rules, 480, replay, positions)
    assert (info.width, info.height) == (480, 480 + source.strip.height)  # the board keeps its size
    steps = CodeSteps(replay)
    for index in (0, 5, len(frames) // 2, len(frames) - 1):
        expected = strip_picture(source.strip, caption_text(steps, positions[index]))
        other = strip_picture(source.strip, caption_text(steps, positions[index - 1] if index else positions[1]))
        shown = frames[index][480:]
        error = np.abs(shown - expected).mean()  # the same words, in the GIF's 255 colours
        assert error < 6 and np.abs(shown - other).mean() > error + 3, index
    assert np.abs(frames[1][480:] - frames[2][480:]).max() > 100  # the words change with the step


@pytest.mark.slow
@pytest.mark.parametrize("size", [64, 200, 480, 1000, 2000])
def test_the_caption_fits_and_scales_with_the_picture(app, size) -> None:
    """At every size the export allows, every line fits the strip's width (wrapped between
    words, the last one elided), the queue is cut between squares, and the text grows with
    the picture."""
    replay = replay_of(CLASSIC.board, CLASSIC.rules)
    steps = CodeSteps(replay)
    positions = frame_positions(replay, "throw")
    source = FrameSource(CLASSIC.board, CLASSIC.rules, size, replay, positions)
    strip = source.strip
    assert strip.font.pixelSize() >= max(9, round(size * TEXT_SHARE))
    for position in positions[::7]:
        text = caption_text(steps, position)
        lines = strip.wrap(text.sentence, strip.sentence_lines)
        assert 1 <= len(lines) <= strip.sentence_lines
        assert all(strip.metrics.horizontalAdvance(line) <= strip.text_width for line in lines), lines
        queue = strip.queue_line(text.queue)
        assert strip.metrics.horizontalAdvance(queue) <= strip.text_width, queue
    if size >= 480:  # room enough: every sentence whole, and the queue cut only between squares
        long = [caption_text(steps, p) for p in positions if len(caption_text(steps, p).queue) > 12]
        assert all("…" not in " ".join(strip.wrap(t.sentence, strip.sentence_lines)) for t in long)
        cut = [strip.queue_line(t.queue) for t in long if "more" in strip.queue_line(t.queue)]
        assert all(line.endswith("more") for line in cut)


def test_a_long_queue_is_elided_between_squares(app) -> None:
    strip = CaptionStrip(480, 480, ["x"])
    line = strip.queue_line(tuple(range(100, 160)))
    assert line.startswith("Queue (front first): 100, 101") and line.endswith("more")
    shown = line.split(": ", 1)[1].split(" …")[0].split(", ")
    assert line.endswith(f"… and {60 - len(shown)} more") and shown == [str(n) for n in range(100, 100 + len(shown))]
    assert strip.queue_line(()) == "Queue: empty"


@pytest.mark.slow
def test_the_frames_are_still_stored_as_differences(app, monkeypatch) -> None:
    """A caption that did not change costs (almost) nothing: the strip is stored only where its
    words change, as the board is."""
    plain, _ = search_animation_bytes(SIX.board, SIX.rules, size=480, granularity="throw", caption=False)
    same = CaptionText("Step 1 of 2", "Take square 1 from the front of the queue (distance 0).", (1, 2, 3))
    monkeypatch.setattr(animation_frames, "caption_text", lambda steps, position: same)
    still, _ = search_animation_bytes(SIX.board, SIX.rules, size=480, granularity="throw")
    monkeypatch.undo()
    captioned, info = search_animation_bytes(SIX.board, SIX.rules, size=480, granularity="square")
    plain_squares, _ = search_animation_bytes(SIX.board, SIX.rules, size=480, granularity="square", caption=False)
    assert len(still) < 1.05 * len(plain), (len(still), len(plain))
    assert len(captioned) < 1.6 * len(plain_squares), (len(captioned), len(plain_squares))


def test_the_step_as_a_picture_has_its_caption(app, tmp_path) -> None:
    replay = replay_of(SIX.board, SIX.rules)
    steps = CodeSteps(replay)
    export_frame(tmp_path / "bare.png", SIX.board, SIX.rules, 58, size=480, caption=False)
    export_frame(tmp_path / "step.png", SIX.board, SIX.rules, 58, size=480)
    bare, step = pixels(Image.open(tmp_path / "bare.png")), pixels(Image.open(tmp_path / "step.png"))
    assert step.shape[1] == bare.shape[1] == 480 and step.shape[0] > bare.shape[0]
    assert np.abs(step[:480] - bare).mean() < 1  # the same board, the caption under it
    export_frame(tmp_path / "step.svg", SIX.board, SIX.rules, 58)
    svg = (tmp_path / "step.svg").read_text("utf-8")
    text = caption_text(steps, 58)
    assert f">{text.step}<" in svg  # the words as text, not as a picture of them
    assert text.sentence.split()[0] in svg and ", ".join(map(str, text.queue[:3])) in svg


def test_no_caption_gives_the_board_alone(app) -> None:
    _, plain = search_animation_bytes(SIX.board, SIX.rules, size=300, granularity="depth", caption=False)
    assert (plain.width, plain.height) == (300, 300)


def test_a_narrow_board_is_centred_on_a_picture_wide_enough_to_read(app) -> None:
    board = Board(12, 3, {5: 30})
    _, info = search_animation_bytes(board, Rules(), size=480, granularity="depth")
    assert info.width >= 0.8 * 480
    image = FrameSource(board, Rules(), 480, None, [1]).image(1)
    assert image.width() == info.width
    board_rect = FrameSource(board, Rules(), 480, None, [1]).board
    assert board_rect == QRectF(0, 0, info.width, board_rect.height())


# -- the dialog and the file name ---------------------------------------------------------------------


def test_the_dialog_has_the_caption_on_by_default(app) -> None:
    dialog = AnimationDialog(SIX.board, SIX.rules, "square", 3)
    assert dialog.caption_box.isChecked() and dialog.options().caption
    dialog.caption_box.setChecked(False)
    assert not dialog.options().caption


def test_the_caption_choice_is_remembered(app, tmp_path, prompter) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    seen = []

    def untick(dialog: AnimationDialog) -> bool:
        seen.append(dialog.caption_box.isChecked())
        dialog.caption_box.setChecked(False)
        return True

    prompter.script("run_dialog", untick, lambda dialog: seen.append(dialog.caption_box.isChecked()) or False)
    prompter.script("save_path", tmp_path / "a.gif")
    export_search_animation(None, SIX.board, SIX.rules, "depth", 0, prompter, settings=settings)
    assert Image.open(tmp_path / "a.gif").size == (480, 480)  # no strip
    export_search_animation(None, SIX.board, SIX.rules, "depth", 0, prompter, settings=settings)
    assert seen == [True, False]


@pytest.mark.parametrize(
    ("name", "suffix", "offered"),
    [
        ("LeetCode 909 example (6×6)", ".gif", "LeetCode 909 example (6×6) — search.gif"),
        ("Mum's board: v2/final", ".png", "Mum's board- v2-final — search.png"),
        ("", ".svg", "search.svg"),
        ("...", ".gif", "search.gif"),
    ],
)
def test_the_file_name_offered_comes_from_the_boards_name(app, name, suffix, offered) -> None:
    assert suggested_name(name, suffix) == offered


def test_the_export_offers_the_open_boards_name(make_window, prompter, tmp_path) -> None:
    window = make_window(Board(10, 10))
    window.document.load(SIX, None)  # as File → New opens the preset
    prompter.script("run_dialog", True)
    prompter.script("save_path", None)
    window.docks.teaching.export_animation()
    assert prompter.asked[-1] == ("save_path", ("Export Animation", "LeetCode 909 example (6×6) — search.gif"))
