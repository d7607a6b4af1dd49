"""``snl-desktop [FILE]`` with no command opens the app (the README's command line). Without a picture to take it
waits for the user, so these tests drive it through ``--screenshot OUT.png``: the window opens
offscreen, a picture is saved after the first paint and the command exits.

(Before the window landed this module checked that ``snl-desktop`` alone printed the classic
board's fewest throws; that behaviour is gone by design.)"""

from __future__ import annotations

import os
import stat
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


# -- no usable home (issue 23, finding 12) -------------------------------------------------------


def _window_then_sigterm(env: dict[str, str], tmp_path: Path, unset: tuple[str, ...] = ()) -> tuple[int, str]:
    """Start the window (offscreen) with ``env`` (and without the variables ``unset``), wait for
    its first paint, end it with SIGTERM; its exit code and stderr."""
    import os
    import signal
    import subprocess
    import time

    full = {k: v for k, v in os.environ.items() if k not in unset}
    full.update(env, QT_QPA_PLATFORM="offscreen", SNL_DESKTOP_STARTUP_TRACE="1", SNL_LANG="en")
    err_path = tmp_path / "stderr.txt"
    with open(err_path, "wb") as err:
        process = subprocess.Popen(
            [sys.executable, "-m", "snl_desktop"], env=full, stdin=subprocess.DEVNULL, stdout=err, stderr=err
        )
    try:
        end = time.monotonic() + 60
        while "first-paint" not in err_path.read_text("utf-8", "replace") and process.poll() is None:
            assert time.monotonic() < end, "no first paint"
            time.sleep(0.05)
        time.sleep(0.5)  # the start questions are on screen
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return code, err_path.read_text("utf-8", "replace")


XDG = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")


@pytest.mark.subprocess
def test_a_home_that_does_not_exist_is_not_created(tmp_path):
    """``HOME=/nonexistent/home``: the app says once that it cannot use it and keeps its
    settings, log and autosaves in a temporary folder of this user's for the session."""
    home = tmp_path / "nonexistent" / "home"
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    code, stderr = _window_then_sigterm({"HOME": str(home), "TMPDIR": str(temporary)}, tmp_path, unset=XDG)
    assert code == 143, stderr
    assert not (tmp_path / "nonexistent").exists(), "the missing home was created"
    said = [line for line in stderr.splitlines() if "home folder" in line]
    assert said and said[0].startswith("snl-desktop: The home folder cannot be used"), stderr
    assert len(said) == 1, stderr
    assert str(home) in said[0] and "does not exist" in said[0] and str(temporary) in said[0], said
    kept = list(temporary.glob("snl-desktop-*"))
    assert len(kept) == 1 and any(kept[0].rglob("snl-desktop.log")), list(temporary.rglob("*"))
    assert "Traceback" not in stderr, stderr


@pytest.mark.subprocess
def test_no_home_at_all_writes_nothing_at_the_root(tmp_path):
    """HOME unset: nothing is written in ``/.config`` or ``/.local`` (as root it could be)."""
    root_folders = [Path("/.config/snl-desktop"), Path("/.local/share/snl-desktop")]
    there_before = [folder.exists() for folder in root_folders]
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    code, stderr = _window_then_sigterm({"TMPDIR": str(temporary)}, tmp_path, unset=("HOME", *XDG))
    assert code == 143, stderr
    assert [folder.exists() for folder in root_folders] == there_before, "written at the root"
    said = [line for line in stderr.splitlines() if "home folder" in line]
    assert said and said[0].startswith("snl-desktop: The home folder cannot be used"), stderr
    assert len(said) == 1 and "HOME is not set" in said[0], stderr
    assert any(temporary.glob("snl-desktop-*/**/snl-desktop.log")), list(temporary.rglob("*"))


def test_a_usable_home_is_used_as_it_is(tmp_path):
    from snl_desktop.ui.kit.home import home_notice

    home = tmp_path / "home"
    home.mkdir()
    env = {"HOME": str(home)}
    assert home_notice(env) is None and env == {"HOME": str(home)}
    # folders of its own for the data, inside the home, not made yet: fine too
    env = {"HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    assert home_notice(dict(env)) is None
    # XDG folders not made yet, outside the home, in a folder that can be written: made there
    env = {"HOME": str(home), "XDG_DATA_HOME": str(tmp_path / "new" / "data")}
    assert home_notice(dict(env)) is None
    # no home, but the XDG folders exist: nothing is missing
    for name in ("data", "config", "cache"):
        (tmp_path / name).mkdir()
    env = {f"XDG_{k.upper()}_HOME": str(tmp_path / k) for k in ("data", "config", "cache")}
    assert home_notice(dict(env)) is None


def test_an_unusable_home_moves_every_folder_to_the_temporary_one(tmp_path):
    from snl_desktop.ui.kit.home import home_notice

    env = {"HOME": "relative/home", "TMPDIR": str(tmp_path)}
    notice = home_notice(env, temporary=tmp_path)
    assert notice is not None and "'relative/home'" in notice.english()
    folder = tmp_path / f"snl-desktop-{__import__('os').getuid()}"
    assert folder.is_dir() and (folder.stat().st_mode & 0o777) == 0o700
    assert env["HOME"] == str(folder)
    assert env["XDG_CONFIG_HOME"] == str(folder / ".config")
    assert env["XDG_DATA_HOME"] == str(folder / ".local" / "share")
    # an XDG folder inside a home that does not exist is not made either...
    gone = tmp_path / "gone"
    env = {"HOME": str(gone), "XDG_DATA_HOME": str(gone / "data"), "XDG_CONFIG_HOME": str(tmp_path / "c")}
    assert home_notice(env, temporary=tmp_path) is not None
    assert env["XDG_DATA_HOME"] == str(folder / ".local" / "share") and not gone.exists()
    # ...but one asked for elsewhere is made there, as the XDG rules say
    assert env["XDG_CONFIG_HOME"] == str(tmp_path / "c")


def test_a_temporary_folder_someone_else_made_is_not_used(tmp_path):
    import os

    from snl_desktop.ui.kit.home import home_notice

    planted = tmp_path / f"snl-desktop-{os.getuid()}"
    planted.mkdir(mode=0o777)
    planted.chmod(0o777)  # open to everyone: not a private folder
    env: dict[str, str] = {}
    assert home_notice(env, temporary=tmp_path) is not None
    assert Path(env["HOME"]) != planted and Path(env["HOME"]).parent == tmp_path
    assert (Path(env["HOME"]).stat().st_mode & 0o777) == 0o700


def test_a_screenshot_into_a_pipe_nobody_reads_is_refused_not_waited_on(cli, tmp_path, app_env):
    """A picture asked into a FIFO: before, the window hung for ever (its own 15 s limit never
    fired); now the safe write refuses a pipe with no reader at once."""
    fifo = tmp_path / "shot.png"
    os.mkfifo(fifo)
    r = cli("--screenshot", fifo, env=app_env, timeout=60)
    assert r.returncode == 1, r
    assert "cannot write" in r.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # the pipe is still a pipe
