"""``snl-desktop [FILE]`` with no command opens the app (the README's command line). Without a picture to take it
waits for the user, so these tests drive it through ``--screenshot OUT.png``: the window opens
offscreen, a picture is saved after the first paint and the command exits.

(Before the window landed this module checked that ``snl-desktop`` alone printed the classic
board's fewest throws; that behaviour is gone by design.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).parent / "snl-desktop"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def app_env(tmp_path):
    """Keep the app's settings, recent files and autosaves out of the real home folder."""
    home = tmp_path / "home"
    home.mkdir()
    return {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
    }


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, f"{path} is not a PNG"
    assert data[12:16] == b"IHDR"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def _distinct_colours(path: Path) -> int:
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    return len(colours)


def test_no_file_screenshot_of_the_builtin_board(cli, tmp_path, app_env):
    out = tmp_path / "shot.png"
    r = cli("--screenshot", out, env=app_env)
    assert r.returncode == 0, r
    assert "Traceback" not in r.output, r
    assert out.is_file(), r
    width, height = _png_size(out)
    assert width >= 640 and height >= 480
    assert _distinct_colours(out) > 10, "the picture is blank"


def test_installed_script_screenshot(cli, tmp_path, app_env):
    assert SCRIPT.is_file(), f"no console script at {SCRIPT}"
    out = tmp_path / "shot.png"
    r = cli("--screenshot", out, script=True, env=app_env)
    assert r.returncode == 0, r
    assert _png_size(out)[0] > 0


def test_file_screenshot_shows_that_board(cli, tmp_path, app_env, preset_path):
    classic, leetcode = tmp_path / "classic.png", tmp_path / "leetcode.png"
    assert cli("--screenshot", classic, env=app_env).returncode == 0
    r = cli(preset_path("leetcode-6x6"), "--screenshot", leetcode, env=app_env)
    assert r.returncode == 0, r
    assert _png_size(leetcode) == _png_size(classic)
    assert leetcode.read_bytes() != classic.read_bytes(), "the file's board was not shown"


def test_stdin_screenshot(cli, tmp_path, app_env):
    out = tmp_path / "stdin.png"
    r = cli("-", "--screenshot", out, input="[[-1,-1],[-1,3]]", env=app_env)
    assert r.returncode == 0, r
    assert _png_size(out)[0] > 0


def test_screenshot_of_a_bad_file_is_one_line_and_exit_1(cli, tmp_path, app_env):
    path, out = tmp_path / "missing.snl", tmp_path / "shot.png"
    r = cli(path, "--screenshot", out, env=app_env)
    assert r.returncode == 1, r
    assert "Traceback" not in r.output and r.stdout == "", r
    lines = [line for line in r.stderr.splitlines() if "error" in line]
    assert len(lines) == 1 and str(path) in lines[0], r
    assert not out.exists()


def test_screenshot_needs_a_png_name(cli, tmp_path, app_env):
    r = cli("--screenshot", tmp_path / "shot.jpg", env=app_env)
    assert r.returncode == 2, r
    assert "Traceback" not in r.output and ".png" in r.stderr, r


def test_screenshot_to_an_unwritable_place_exits_1(cli, tmp_path, app_env):
    out = tmp_path / "no-such-folder" / "shot.png"
    r = cli("--screenshot", out, env=app_env)
    assert r.returncode == 1, r
    assert "Traceback" not in r.output, r
    assert str(out) in r.stderr, r


def test_unknown_option_is_a_usage_error(cli):
    r = cli("--bogus")
    assert r.returncode == 2, r
    assert "Traceback" not in r.output and r.stdout == "", r


def test_startup_trace_reports_the_first_paint_time(cli, tmp_path, app_env):
    """SNL_DESKTOP_STARTUP_TRACE=1 prints when the window was first painted (for start-up
    measurements): a unix time between the launch and the end of the run."""
    import time

    launched = time.time()
    r = cli("--screenshot", tmp_path / "shot.png", env={**app_env, "SNL_DESKTOP_STARTUP_TRACE": "1"})
    finished = time.time()
    assert r.returncode == 0, r
    stamps = [line.split()[1] for line in r.stderr.splitlines() if line.startswith("first-paint ")]
    assert len(stamps) == 1, r
    assert launched < float(stamps[0]) < finished


# -- a saved game opens in Play mode -----------------------------------------------------------


def _saved_game(path: Path, pending: tuple[int, ...] = ()) -> Path:
    from snl_desktop.core import Board, SnakeAndLadderGame
    from snl_desktop.core.files.games import GameRecord, save_game

    game = SnakeAndLadderGame.from_board(Board(10, 10, {3: 22}), ["Ana", "Ben"])
    game.play("Ana", [2])
    save_game(path, GameRecord.from_game(game, ["#e63946", "#1d6fd6"], "Family night", pending))
    return path


def test_a_saved_game_is_read_as_a_game_not_refused_as_a_board(tmp_path):
    from snl_desktop.cli.window import read_app_argument
    from snl_desktop.core.files.games import GameRecord

    loaded = read_app_argument(str(_saved_game(tmp_path / "night.snlgame", (6,))))
    assert isinstance(loaded, GameRecord)
    assert loaded.player_ids == ["Ana", "Ben"] and loaded.pending == (6,)


def test_screenshot_of_a_saved_game(cli, tmp_path, app_env):
    out = tmp_path / "game.png"
    r = cli("--screenshot", out, _saved_game(tmp_path / "night.snlgame"), env=app_env)
    assert r.returncode == 0, r
    assert _png_size(out)[0] > 0


def test_a_saved_game_that_does_not_replay_is_one_line_and_exit_1(cli, tmp_path, app_env):
    bad = tmp_path / "bad.snlgame"
    bad.write_text(
        _saved_game(tmp_path / "g.snlgame").read_text("utf-8").replace('"dice": [2]', '"dice": [9]'), "utf-8"
    )
    r = cli("--screenshot", tmp_path / "x.png", bad, env=app_env)
    assert r.returncode == 1, r
    assert "this saved game cannot be resumed" in r.stderr and "Traceback" not in r.output
    assert len(r.stderr.strip().splitlines()) == 1


def test_the_help_names_every_command(cli):
    r = cli("--help")
    assert r.returncode == 0, r
    for command in ("solve", "validate", "render", "analyze"):
        assert command in r.stdout, r
        assert cli(command, "--help").returncode == 0
