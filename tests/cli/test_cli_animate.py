"""``snl-desktop animate FILE -o OUT.gif|OUT.png|OUT.apng``: the BFS search as an animation that
opens in any viewer, one frame a step (exactly as many frames as the search has steps of that
size), the last frame held so the route shows; no display needed; bad arguments refused
before anything is written, a failed write leaves the old file as it was."""

from __future__ import annotations

import errno
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageSequence

from snl_desktop.cli import main
from snl_desktop.core import Board, Rules, solution
from snl_desktop.core.files import safe_io
from snl_desktop.core.files.boards import save_board
from snl_desktop.core.replay import SearchReplay
from snl_desktop.presets import load_preset

BOARD_30 = Board(30, 30, {4: 140, 77: 301, 298: 205, 455: 612, 640: 590, 803: 700, 851: 899, 880: 12})


def steps(board: Board, rules: Rules, step: str) -> int:
    """How many steps of that size the search takes (what the frame count must be)."""
    return SearchReplay(solution(board, rules)).count(step)


def frames_of(path: Path) -> tuple[list[np.ndarray], list[float], Image.Image]:
    """Every frame as RGB pixels (decoded in order, as a viewer does) and its duration in ms."""
    image = Image.open(path)
    pixels, durations = [], []
    for frame in ImageSequence.Iterator(image):
        pixels.append(np.asarray(frame.convert("RGB")).astype(int))
        durations.append(float(frame.info["duration"]))
    return pixels, durations, image


def check_animation(path: Path, expected_frames: int, size: int, fps: int) -> list[np.ndarray]:
    pixels, durations, image = frames_of(path)
    assert image.n_frames == expected_frames == len(pixels)
    width, height = image.size
    assert width == size and height > size  # a square board, its caption strip under it
    assert durations[:-1] == [1000 / fps] * (expected_frames - 1)
    assert durations[-1] == 2000  # the finished search, with its route, stays on screen
    assert np.abs(pixels[-1] - pixels[0]).max() > 100, "the last frame looks like the first"
    return pixels


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "leetcode-6x6"])
def test_a_gif_has_one_frame_a_square(inprocess_cli, preset_path, tmp_path, preset) -> None:
    loaded = load_preset(preset)
    out = tmp_path / "search.gif"
    r = inprocess_cli("animate", preset_path(preset), "-o", out)
    assert r.returncode == 0, r
    expected = steps(loaded.board, loaded.rules, "square")
    assert r.stdout.startswith(f"wrote {out}: {expected} frames (one a square), 480×"), r
    assert Image.open(out).format == "GIF"
    check_animation(out, expected, 480, 4)


@pytest.mark.slow
def test_no_caption_draws_the_board_alone(inprocess_cli, preset_path, tmp_path) -> None:
    """Every frame has a caption strip under the board unless --no-caption; the board keeps its
    size either way, and the count is said in the plural form it needs."""
    loaded = load_preset("leetcode-6x6")
    captioned, plain = tmp_path / "captioned.gif", tmp_path / "plain.gif"
    r = inprocess_cli("animate", preset_path("leetcode-6x6"), "-o", captioned, "--step", "depth", "--size", "200")
    bare = inprocess_cli(
        "animate", preset_path("leetcode-6x6"), "-o", plain, "--step", "depth", "--size", "200", "--no-caption"
    )
    assert r.returncode == bare.returncode == 0, (r, bare)
    width, height = Image.open(captioned).size
    assert Image.open(plain).size == (200, 200) and width == 200 and height > 200
    frames = steps(loaded.board, loaded.rules, "depth")
    assert f"{frames} frames (one a depth), 200×{height}," in r.stdout, r
    assert "200×200," in bare.stdout, bare


@pytest.mark.slow
def test_an_apng_of_every_throw_at_the_asked_speed_and_size(inprocess_cli, preset_path, tmp_path) -> None:
    loaded = load_preset("leetcode-6x6")
    out = tmp_path / "search.apng"
    r = inprocess_cli(
        "animate", preset_path("leetcode-6x6"), "-o", out, "--step", "throw", "--fps", "10", "--size", "300"
    )
    assert r.returncode == 0, r
    image = Image.open(out)
    assert image.format == "PNG" and image.is_animated
    check_animation(out, steps(loaded.board, loaded.rules, "throw"), 300, 10)


@pytest.mark.slow
def test_a_30x30_board_at_one_frame_a_depth(inprocess_cli, tmp_path) -> None:
    board_file = tmp_path / "big.snl"
    save_board(board_file, BOARD_30, Rules())
    out = tmp_path / "big.png"
    r = inprocess_cli("animate", board_file, "-o", out, "--step", "depth", "--size", "240", "--fps", "5")
    assert r.returncode == 0, r
    expected = steps(BOARD_30, Rules(), "depth")
    assert expected == len(solution(BOARD_30).layers)  # one frame a depth
    check_animation(out, expected, 240, 5)


@pytest.mark.slow
def test_rule_options_change_the_search(inprocess_cli, preset_path, tmp_path) -> None:
    loaded = load_preset("linear-30")
    out = tmp_path / "bounce.gif"
    r = inprocess_cli("animate", preset_path("linear-30"), "-o", out, "--overshoot", "bounce")
    assert r.returncode == 0, r
    bounce = Rules(**{**loaded.rules.to_json(), "overshoot": "bounce"})
    assert Image.open(out).n_frames == steps(loaded.board, bounce, "square")


def test_animate_needs_no_display(cli, preset_path, tmp_path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    no_display = {"HOME": str(home), "DISPLAY": "", "WAYLAND_DISPLAY": "", "QT_QPA_PLATFORM": ""}
    out = tmp_path / "search.gif"
    r = cli("animate", preset_path("leetcode-6x6"), "-o", out, "--step", "depth", env=no_display)
    assert r.returncode == 0, r
    assert out.read_bytes()[:6] == b"GIF89a"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["-o", "{tmp}/search.jpg"], "must end in .gif, .png or .apng"),
        (["-o", "{tmp}/search"], "must end in .gif, .png or .apng"),
        (["-o", "{tmp}/search.gif", "--size", "63"], "--size must be between 64 and 2000"),
        (["-o", "{tmp}/search.gif", "--size", "2001"], "--size must be between 64 and 2000"),
        (["-o", "{tmp}/search.gif", "--fps", "0"], "--fps must be between 1 and 50"),
        (["-o", "{tmp}/search.gif", "--fps", "51"], "--fps must be between 1 and 50"),
        (["-o", "{tmp}/search.gif", "--step", "row"], "invalid choice"),
        (["-o", "{tmp}/search.gif", "--size", "big"], "invalid int value"),
        ([], "required: -o/--output"),
    ],
)
def test_bad_arguments_exit_2_with_one_line_and_write_nothing(
    inprocess_cli, preset_path, tmp_path, options, message
) -> None:
    r = inprocess_cli("animate", preset_path("classic"), *[o.format(tmp=tmp_path) for o in options])
    assert r.returncode == 2, r
    assert message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r
    assert "Traceback" not in r.output
    assert list(tmp_path.iterdir()) == []


def test_a_board_too_large_or_a_bad_board_exits_1(inprocess_cli, tmp_path, write_file) -> None:
    big = tmp_path / "huge.snl"
    save_board(big, Board(51, 51), Rules())
    r = inprocess_cli("animate", big, "-o", tmp_path / "huge.gif")
    assert r.returncode == 1, r
    assert "too large to animate" in r.stderr and len(r.stderr.strip().splitlines()) == 1, r
    broken = write_file("broken.snl", "{not json")
    r = inprocess_cli("animate", broken, "-o", tmp_path / "broken.gif")
    assert r.returncode == 1 and "Traceback" not in r.output, r
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.snl", "huge.snl"]


def test_too_many_frames_suggest_a_larger_step(inprocess_cli, tmp_path) -> None:
    board_file = tmp_path / "big.snl"
    save_board(board_file, Board(50, 50), Rules())
    r = inprocess_cli("animate", board_file, "-o", tmp_path / "big.gif", "--step", "throw")
    assert r.returncode == 1, r
    assert "at most 5,000" in r.stderr and "larger step" in r.stderr, r
    assert not (tmp_path / "big.gif").exists()


@pytest.mark.slow
def test_a_missing_folder_exits_1_with_one_line(inprocess_cli, preset_path, tmp_path) -> None:
    r = inprocess_cli("animate", preset_path("leetcode-6x6"), "-o", tmp_path / "no such folder" / "search.gif")
    assert r.returncode == 1, r
    assert "cannot write" in r.stderr and len(r.stderr.strip().splitlines()) == 1, r


def test_a_failed_write_leaves_the_old_file(preset_path, tmp_path, monkeypatch, capsys) -> None:
    out = tmp_path / "search.gif"
    out.write_bytes(b"the old animation")

    def disk_full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safe_io.os, "replace", disk_full)
    assert main(["animate", str(preset_path("leetcode-6x6")), "-o", str(out), "--step", "depth"]) == 1
    err = capsys.readouterr().err
    assert "No space left on device" in err and "nothing was changed" in err
    assert len(err.strip().splitlines()) == 1
    assert out.read_bytes() == b"the old animation"
    assert [p.name for p in tmp_path.iterdir()] == ["search.gif"]  # no temporary left behind


def test_the_help_lists_animate(inprocess_cli) -> None:
    r = inprocess_cli("animate", "--help")
    assert r.returncode == 0, r
    for option in ("--size", "--fps", "--step", "--overshoot", "--no-caption"):
        assert option in r.stdout
