"""Exporting the BFS animation from the Solver dock: the dialog's choices and its estimate, the
frames an animation holds (up to the current step: the steps between the start and there),
the current frame as a PNG or SVG showing the distance tints, the route on the last frame,
and the whole export with its messages."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageSequence
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.replay import SearchReplay
from snl_desktop.presets import load_preset
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.solver.animation import (
    MAX_FRAMES,
    AnimationError,
    export_frame,
    frame_positions,
    write_search_animation,
)
from snl_desktop.ui.solver.animation_dialog import (
    AnimationDialog,
    describe_length,
    export_path,
    export_search_animation,
)
from snl_desktop.ui.solver.overlay import distance_colour
from snl_desktop.words import numbers

CLASSIC = load_preset("classic")
EMPTY = Board(10, 10)  # no jumps: square s is (s - 1) / 6 throws away, rounded up


def replay_of(board: Board, rules: Rules | None = None) -> SearchReplay:
    return SearchReplay(solution(board, rules or Rules()))


def after_squares(replay: SearchReplay, k: int) -> int:
    """The position after ``k`` squares have been expanded (with their throws)."""
    position = 0
    for _ in range(k):
        position = replay.next_position(position, "square")
    return position


def frames_of(path: Path) -> list[np.ndarray]:
    return [np.asarray(f.convert("RGB")).astype(int) for f in ImageSequence.Iterator(Image.open(path))]


def near(pixels: np.ndarray, colour: QColor, tolerance: int) -> np.ndarray:
    return np.abs(pixels - [colour.red(), colour.green(), colour.blue()]).max(axis=-1) <= tolerance


# -- the dialog ---------------------------------------------------------------------------------------


def test_the_dialog_starts_from_the_docks_step_size_and_estimates_the_whole_search(app) -> None:
    dialog = AnimationDialog(CLASSIC.board, CLASSIC.rules, "depth", 40)
    replay = replay_of(CLASSIC.board, CLASSIC.rules)
    options = dialog.options()
    assert (options.fmt, options.granularity, options.fps, options.size, options.last) == ("gif", "depth", 4, 480, None)
    assert dialog.frames() == replay.count("depth")
    assert dialog.estimate.text() == describe_length(replay.count("depth"), 4)
    dialog.step_box.setCurrentIndex(dialog.step_box.findData("square"))
    assert dialog.estimate.text().startswith(f"{replay.count('square')} frames, about ")


def test_up_to_the_current_step_gives_the_steps_between_the_start_and_there(app) -> None:
    replay = replay_of(CLASSIC.board, CLASSIC.rules)
    on_a_step = after_squares(replay, 9)
    dialog = AnimationDialog(CLASSIC.board, CLASSIC.rules, "square", on_a_step)
    dialog.range_box.setCurrentIndex(1)
    assert dialog.options().last == on_a_step
    assert dialog.frames() == 9
    inside = AnimationDialog(CLASSIC.board, CLASSIC.rules, "square", on_a_step + 3)  # 3 throws into square 10
    inside.range_box.setCurrentIndex(1)
    assert inside.frames() == 10  # the last frame is the very position the dock shows
    inside.step_box.setCurrentIndex(inside.step_box.findData("throw"))
    assert inside.frames() == on_a_step + 3  # every position is a throw


def test_up_to_the_current_step_is_off_before_the_search_starts(app) -> None:
    dialog = AnimationDialog(CLASSIC.board, CLASSIC.rules, "square", 0)
    assert not dialog.range_box.model().item(1).isEnabled()


def test_options_past_the_limits_say_why_and_cannot_be_accepted(app) -> None:
    dialog = AnimationDialog(CLASSIC.board, CLASSIC.rules, "throw", 0)
    dialog.size_box.setValue(2000)
    assert "smaller size or a larger step" in dialog.estimate.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    dialog.step_box.setCurrentIndex(dialog.step_box.findData("depth"))
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


# -- the frames ----------------------------------------------------------------------------------------


@pytest.mark.slow
def test_an_animation_up_to_the_current_step_ends_on_the_docks_picture(app, tmp_path) -> None:
    replay = replay_of(CLASSIC.board, CLASSIC.rules)
    position = after_squares(replay, 12) + 4
    info = write_search_animation(
        tmp_path / "part.gif", CLASSIC.board, CLASSIC.rules, size=300, granularity="square", last=position
    )
    frames = frames_of(tmp_path / "part.gif")
    assert info.frames == len(frames) == len(frame_positions(replay, "square", 0, position)) == 13
    export_frame(tmp_path / "now.png", CLASSIC.board, CLASSIC.rules, position, size=300)
    now = np.asarray(Image.open(tmp_path / "now.png").convert("RGB")).astype(int)
    assert np.abs(frames[-1] - now).mean() < 4  # the same picture, in the GIF's 255 colours


def test_the_current_frame_as_png_shows_the_distance_tints(app, tmp_path) -> None:
    replay = replay_of(EMPTY)
    position = after_squares(replay, 4)  # squares 1-4 expanded; 5-10 wait in the queue
    farthest = len(replay.solution.layers) - 1
    export_frame(tmp_path / "start.png", EMPTY, Rules(), 0, size=1050)
    export_frame(tmp_path / "mid.png", EMPTY, Rules(), position, size=1050)
    start = np.asarray(Image.open(tmp_path / "start.png").convert("RGB")).astype(float)
    mid = np.asarray(Image.open(tmp_path / "mid.png").convert("RGB")).astype(float)
    geometry = BoardScene(EMPTY).geometry
    for square in range(2, 31):
        rect = geometry.square_rect(square)  # 100 px a square, 25 px margin at size 1050
        y, x = round(rect.top()) + 25 + 90, round(rect.left()) + 25 + 80  # clear of numbers and arrows (bowed down)
        if square <= 10 and square != 4:  # discovered (4 is ringed: being expanded)
            colour = distance_colour(replay.solution.distance(square), farthest)
            tint = np.array([colour.red(), colour.green(), colour.blue()])
            assert np.abs(mid[y, x] - (0.55 * start[y, x] + 0.45 * tint)).max() <= 6, square
        elif square > 20:  # not found yet: the bare board
            assert (mid[y, x] == start[y, x]).all(), square


def test_the_current_frame_as_svg_holds_the_tints_as_shapes(app, tmp_path) -> None:
    replay = replay_of(EMPTY)
    tint = distance_colour(1, len(replay.solution.layers) - 1).name()
    export_frame(tmp_path / "start.svg", EMPTY, Rules(), 0)
    export_frame(tmp_path / "mid.svg", EMPTY, Rules(), after_squares(replay, 4))
    start, mid = (tmp_path / "start.svg").read_text("utf-8"), (tmp_path / "mid.svg").read_text("utf-8")
    assert mid.lstrip().startswith("<?xml") and "<image" not in mid  # shapes, not a picture
    assert tint not in start
    assert mid.count(tint) >= 6  # squares 2-7, one throw away


@pytest.mark.slow
def test_the_last_frame_shows_the_route(app, tmp_path) -> None:
    info = write_search_animation(tmp_path / "search.gif", CLASSIC.board, CLASSIC.rules, size=400)
    frames = frames_of(tmp_path / "search.gif")
    assert info.frames == len(frames) == replay_of(CLASSIC.board, CLASSIC.rules).count("square")
    route_before = near(frames[-2], theme.STANDARD.search_route, 14).sum()
    route_last = near(frames[-1], theme.STANDARD.search_route, 14).sum()
    assert route_last > route_before + 1500, (route_before, route_last)


@pytest.mark.slow
def test_gif_and_apng_hold_the_same_pictures(app, tmp_path) -> None:
    """Both store only what changed from frame to frame: decoded in order, every frame of
    one equals the other's (one palette), and each is the search at its step."""
    board, rules = load_preset("leetcode-6x6").board, load_preset("leetcode-6x6").rules
    write_search_animation(tmp_path / "s.gif", board, rules, size=200, granularity="throw")
    write_search_animation(tmp_path / "s.apng", board, rules, size=200, granularity="throw")
    gif, apng = frames_of(tmp_path / "s.gif"), frames_of(tmp_path / "s.apng")
    assert len(gif) == len(apng) == replay_of(board, rules).count("throw")
    assert all((a == b).all() for a, b in zip(gif, apng))
    for index in (7, len(gif) // 2):
        export_frame(tmp_path / "now.png", board, rules, index + 1, size=200, caption=False)  # frame k: k + 1 throws
        now = np.asarray(Image.open(tmp_path / "now.png").convert("RGB")).astype(int)
        assert np.abs(apng[index][: now.shape[0]] - now).mean() < 4, index  # the board, above its caption


def test_an_unreachable_goal_still_animates(app, tmp_path) -> None:
    board = Board.from_matrix([[1, -1, -1], [1, 1, 1], [-1, 1, 1]])  # every throw from 1 snakes back
    info = write_search_animation(tmp_path / "stuck.png", board, Rules(), size=200)
    assert info.frames == replay_of(board).count("square") == len(frames_of(tmp_path / "stuck.png"))


def test_limits_are_checked_before_drawing(app, tmp_path) -> None:
    with pytest.raises(AnimationError, match="too large to animate"):
        write_search_animation(tmp_path / "a.gif", Board(51, 51), Rules())
    with pytest.raises(AnimationError, match=f"at most {numbers.integer(MAX_FRAMES)}"):
        write_search_animation(tmp_path / "a.gif", Board(50, 50), Rules(), granularity="throw")
    with pytest.raises(AnimationError, match="nothing to animate"):
        write_search_animation(tmp_path / "a.gif", EMPTY, Rules(), last=0)
    with pytest.raises(AnimationError, match=r"use \.gif, \.png or \.apng"):
        write_search_animation(tmp_path / "a.webp", EMPTY, Rules())
    with pytest.raises(AnimationError, match="64 to 2000"):
        write_search_animation(tmp_path / "a.gif", EMPTY, Rules(), size=4000)
    assert list(tmp_path.iterdir()) == []


def test_a_stopped_export_writes_nothing(app, tmp_path) -> None:
    def stop(done: int, total: int) -> None:
        if done == 5:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_search_animation(tmp_path / "a.png", CLASSIC.board, CLASSIC.rules, size=200, progress=stop)
    assert list(tmp_path.iterdir()) == []


# -- the whole export, as the dock runs it ----------------------------------------------------------


def test_export_search_animation_asks_then_writes_and_says_so(app, tmp_path, prompter) -> None:
    def choose(dialog: AnimationDialog) -> bool:
        dialog.format_box.setCurrentIndex(dialog.format_box.findData("apng"))
        dialog.range_box.setCurrentIndex(1)
        dialog.fps_box.setValue(8)
        dialog.size_box.setValue(200)
        dialog.accept()
        return True

    prompter.script("run_dialog", choose)
    prompter.script("save_path", tmp_path / "my search")
    replay = replay_of(CLASSIC.board, CLASSIC.rules)
    position = after_squares(replay, 6)
    message = export_search_animation(None, CLASSIC.board, CLASSIC.rules, "square", position, prompter)
    out = tmp_path / "my search.png"
    assert message is not None and message.startswith("Saved my search.png: 6 frames, about"), message
    assert Image.open(out).n_frames == 6 and Image.open(out).size[0] == 200  # the board's side; the caption under
    assert prompter.asked[1][1][1] == "search.png"  # the suggested name has the chosen format's suffix
    assert not prompter.errors


def test_the_step_on_show_as_a_picture(app, tmp_path, prompter) -> None:
    def choose(dialog: AnimationDialog) -> bool:
        dialog.format_box.setCurrentIndex(dialog.format_box.findData("svg"))
        assert not dialog.step_box.isEnabled() and dialog.frames() == 1
        return True

    prompter.script("run_dialog", choose)
    prompter.script("save_path", tmp_path / "step.gif")  # the chosen format decides the suffix
    message = export_search_animation(None, EMPTY, Rules(), "square", 30, prompter)
    assert message == "Saved step.svg: the search at step 30"
    assert "<svg" in (tmp_path / "step.svg").read_text("utf-8")


def test_a_board_too_large_to_animate_offers_the_picture(app) -> None:
    dialog = AnimationDialog(Board(60, 60), Rules(), "square", 0)
    assert dialog.options().fmt == "png" and dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.format_box.setCurrentIndex(dialog.format_box.findData("gif"))
    assert "too large to animate" in dialog.estimate.text()


@pytest.mark.parametrize(
    ("name", "fmt", "written"),
    [
        ("search", "gif", "search.gif"),
        ("search.gif", "gif", "search.gif"),
        ("search.apng", "apng", "search.apng"),
        ("search.gif", "apng", "search.png"),
        ("search.png", "svg", "search.svg"),
        ("v1.2", "png", "v1.2.png"),
    ],
)
def test_the_chosen_format_decides_the_file_name(name, fmt, written) -> None:
    assert export_path(Path("/x") / name, fmt) == Path("/x") / written


@pytest.mark.slow
def test_export_search_animation_cancelled_or_failing(app, tmp_path, prompter) -> None:
    prompter.script("run_dialog", False)
    assert export_search_animation(None, EMPTY, Rules(), "depth", 0, prompter) is None
    assert [q for q, _ in prompter.asked] == ["run_dialog"]  # no file name asked
    prompter.script("run_dialog", True)
    prompter.script("save_path", tmp_path / "no such folder" / "search.gif")
    assert export_search_animation(None, EMPTY, Rules(), "depth", 0, prompter) is None
    [(_title, text)] = prompter.errors
    assert "search.gif could not be saved" in text and "Nothing was changed" in text
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_the_solver_docks_export_button_writes_the_animation(make_window, prompter, tmp_path) -> None:
    """From the window: the Solver's Export Animation… asks through the window's prompter and
    says what it wrote in the status bar."""
    window = make_window(load_preset("leetcode-6x6").board)
    window.solver_panel.step_forward()
    window.solver_panel.step_forward()
    seen = {}

    def look(dialog: AnimationDialog) -> bool:
        seen["position"] = dialog.position
        seen["step"] = dialog.step_box.currentData()
        return True

    prompter.script("run_dialog", look)
    prompter.script("save_path", tmp_path / "search.gif")
    window.docks.teaching.export_animation()
    assert seen == {"position": window.solver_panel.position, "step": window.solver_panel.step_size.currentData()}
    assert seen["position"] > 0
    assert Image.open(tmp_path / "search.gif").n_frames == replay_of(window.document.board).count(seen["step"])
    assert window.statusBar().currentMessage().startswith("Saved search.gif: ")
