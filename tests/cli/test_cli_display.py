"""Start-up never aborts: commands that draw without a window need no display; the window, when
it cannot be opened (no display, a display that does not answer, X11 libraries missing),
says why in plain lines with the exact apt line, and exits 1. Never a core dump (exit 134)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from snl_desktop import display

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def no_display(tmp_path: Path) -> dict[str, str]:
    """An environment with no display at all and no platform chosen, and a private home."""
    home = tmp_path / "home"
    home.mkdir()
    return {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "DISPLAY": "",
        "WAYLAND_DISPLAY": "",
        "QT_QPA_PLATFORM": "",
    }


def test_render_needs_no_display(cli, preset_path, tmp_path, no_display):
    out = tmp_path / "board.png"
    r = cli("render", preset_path("classic"), "-o", out, env=no_display)
    assert r.returncode == 0, r
    assert out.read_bytes()[:8] == PNG_SIGNATURE


def test_screenshot_needs_no_display(cli, preset_path, tmp_path, no_display):
    out = tmp_path / "window.png"
    r = cli("--screenshot", out, preset_path("leetcode-6x6"), env=no_display)
    assert r.returncode == 0, r
    assert out.read_bytes()[:8] == PNG_SIGNATURE


def test_window_without_a_display_says_so_and_exits_1(cli, no_display):
    r = cli(env=no_display, timeout=30)
    assert r.returncode == 1, r
    lines = r.stderr.strip().splitlines()
    assert 1 <= len(lines) <= 2, r
    assert "no display" in lines[0] and "DISPLAY" in lines[0]
    assert "--screenshot" in r.stderr  # what works without one
    assert "qt.qpa" not in r.stderr and "Aborted" not in r.stderr


def test_window_on_a_display_that_does_not_answer(cli, no_display):
    r = cli(env={**no_display, "DISPLAY": ":87"}, timeout=30)
    assert r.returncode == 1, r
    assert "':87' does not answer" in r.stderr, r
    assert len(r.stderr.strip().splitlines()) <= 2


def test_an_explicit_x11_platform_without_a_display_is_caught_too(cli, no_display):
    r = cli(env={**no_display, "QT_QPA_PLATFORM": "xcb"}, timeout=30)
    assert r.returncode == 1, r
    assert "no display" in r.stderr


# -- missing libraries (the loader is faked: this machine has them all) ------------------------


def test_missing_libraries_are_named_with_the_apt_line():
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}

    def load(name: str) -> object:
        if name in absent or name.endswith("libqxcb.so"):
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        return object()

    problem = display.window_problem({"DISPLAY": ":0"}, load=load, plugin=Path("/qt/libqxcb.so"))
    first, second = problem.splitlines()
    assert "libxcb-icccm.so.4" in first and "libxcb-keysyms.so.1" in first
    assert second == "Install them (Debian/Ubuntu): sudo apt install libxcb-icccm4 libxcb-keysyms1"


def test_a_library_outside_the_table_is_named_from_the_loader_error():
    def load(name: str) -> object:
        if name.endswith("libqxcb.so"):
            raise OSError("libfancy.so.3: cannot open shared object file: No such file or directory")
        return object()

    problem = display.window_problem({"DISPLAY": ":0"}, load=load, plugin=Path("/qt/libqxcb.so"))
    assert "libfancy.so.3" in problem and "sudo apt install libfancy.so.3" in problem


def test_a_handed_over_wayland_socket_and_other_platforms_are_left_to_qt():
    def load(name: str) -> object:
        raise AssertionError("nothing is loaded")

    assert display.window_problem({"WAYLAND_DISPLAY": "wayland-0", "WAYLAND_SOCKET": "5"}, load=load) == ""
    assert display.window_problem({"QT_QPA_PLATFORM": "vnc"}, load=load) == ""
    assert display.window_problem({"QT_QPA_PLATFORM": "bogus;offscreen"}, load=load) == ""


def test_windowless_commands_choose_offscreen():
    env = {"QT_QPA_PLATFORM": "xcb"}
    assert display.prepare_platform(needs_window=False, environ=env) == ""
    assert env["QT_QPA_PLATFORM"] == "offscreen"


def _needed(library: Path) -> set[str]:
    out = subprocess.run(["readelf", "-d", str(library)], capture_output=True, text=True, check=True).stdout
    return {line.split("[", 1)[1].rstrip("]") for line in out.splitlines() if "(NEEDED)" in line}


LOADED = [
    "lib/libQt6Core.so.6",
    "lib/libQt6Gui.so.6",
    "lib/libQt6Widgets.so.6",
    "lib/libQt6Svg.so.6",
    "lib/libQt6PrintSupport.so.6",
    "plugins/platforms/libqxcb.so",
    "plugins/platforms/libqoffscreen.so",
    "plugins/imageformats/libqsvg.so",
]
"""The Qt libraries and plugins the app loads (inside PySide6's ``Qt`` folder)."""


@pytest.mark.subprocess
def test_the_table_covers_every_system_library_qt_links():
    """The apt line is only as good as the table: every system library that the Qt libraries
    and plugins the app loads link, directly or through another Qt library, must be in it."""
    assert shutil.which("readelf"), "readelf (binutils) is needed to read the libraries' links"
    plugin = display.xcb_plugin()
    assert plugin is not None
    qt = plugin.parents[2]
    bundled = {p.name for p in (qt / "lib").iterdir()}
    todo, seen, system = [qt / name for name in LOADED], set(), set()
    while todo:
        library = todo.pop()
        if library in seen:
            continue
        seen.add(library)
        for name in _needed(library):
            if name in bundled:
                todo.append(qt / "lib" / name)
            elif not name.startswith(
                ("libc.so", "libm.so", "libstdc++", "libgcc_s", "libpthread", "libdl.so", "librt.so", "ld-linux")
            ):
                system.add(name)
    assert "libdbus-1.so.3" in system  # linked by Qt's DBus library, which Qt's GUI library links
    assert system - set(display.QT_LIBRARIES) == set()


def test_the_readme_apt_line_installs_every_package_of_the_table():
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    packages = set(display.QT_LIBRARIES.values())
    line = next(line for line in readme.splitlines() if line.startswith("sudo apt install") and "libxcb" in line)
    assert packages <= set(line.split()), packages - set(line.split())


# -- other platforms: never an abort (issue 23, finding 10) --------------------------------------


def _says_why_in_a_line_or_two(r) -> None:
    assert r.returncode == 1, r
    assert r.returncode != 134 and "Aborted" not in r.stderr and "core dumped" not in r.stderr, r
    assert "qt.qpa" not in r.stderr and "This application failed to start" not in r.stderr, r
    lines = r.stderr.strip().splitlines()
    assert 1 <= len(lines) <= 2, r
    assert lines[0].startswith("snl-desktop: cannot open a window:"), r
    assert "\x1b" not in r.stderr and "\x07" not in r.stderr, r


def test_a_platform_qt_does_not_have_is_named(cli, no_display):
    r = cli(env={**no_display, "QT_QPA_PLATFORM": "bogus"}, timeout=30)
    _says_why_in_a_line_or_two(r)
    assert "'bogus'" in r.stderr and "QT_QPA_PLATFORM" in r.stderr, r
    assert "xcb" in r.stderr and "offscreen" in r.stderr, r  # the ones it has


def test_a_hostile_platform_name_reaches_the_terminal_escaped(cli, no_display):
    r = cli(env={**no_display, "QT_QPA_PLATFORM": "\x1b]0;PWNED\x07\x1b[2J"}, timeout=30)
    _says_why_in_a_line_or_two(r)
    assert "PWNED" in r.stderr and "\\x1b" in r.stderr, r


def test_wayland_with_no_compositor(cli, no_display, tmp_path):
    env = {**no_display, "QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(tmp_path)}
    r = cli(env=env, timeout=30)
    _says_why_in_a_line_or_two(r)
    assert "Wayland" in r.stderr and "'wayland-0'" in r.stderr, r


def test_wayland_with_no_runtime_folder(cli, no_display):
    r = cli(env={**no_display, "QT_QPA_PLATFORM": "wayland", "XDG_RUNTIME_DIR": ""}, timeout=30)
    _says_why_in_a_line_or_two(r)
    assert "XDG_RUNTIME_DIR" in r.stderr, r


def test_a_wayland_display_that_does_not_answer_and_no_x11_display(cli, no_display, tmp_path):
    env = {**no_display, "WAYLAND_DISPLAY": "wayland-77", "XDG_RUNTIME_DIR": str(tmp_path)}
    r = cli(env=env, timeout=30)
    _says_why_in_a_line_or_two(r)
    assert "'wayland-77'" in r.stderr and "DISPLAY" in r.stderr, r


def test_what_qt_alone_can_tell_is_said_too_not_aborted(cli, no_display, tmp_path):
    """A platform that passes every check made before Qt starts and still fails in Qt (here a
    Wayland socket handed over as a file descriptor that is not open): Qt's fatal error is
    caught, said in one line, and the exit is 1, not a core dump."""
    env = {**no_display, "QT_QPA_PLATFORM": "wayland", "WAYLAND_SOCKET": "987", "XDG_RUNTIME_DIR": str(tmp_path)}
    r = cli(env=env, timeout=30)
    _says_why_in_a_line_or_two(r)
    assert "'wayland'" in r.stderr, r


def test_qts_order_of_platforms_is_followed():
    def load(name: str) -> object:
        raise OSError(name)  # no X11 library loads: only the order is looked at

    assert display.platform_order({}) == ["xcb"]
    assert display.platform_order({"DISPLAY": ":0"}) == ["xcb"]
    assert display.platform_order({"WAYLAND_DISPLAY": "w", "DISPLAY": ":0"}) == ["wayland", "xcb"]
    assert display.platform_order({"XDG_SESSION_TYPE": "wayland"}) == ["wayland", "xcb"]
    assert display.platform_order({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}) == ["wayland", "xcb"]
    assert display.platform_order({"QT_QPA_PLATFORM": "xcb:nograb"}) == ["xcb:nograb"]


def test_a_wayland_compositor_that_answers_is_enough(tmp_path):
    import socket

    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(tmp_path / "wayland-5"))
    server.listen(8)
    try:
        env = {"WAYLAND_DISPLAY": "wayland-5", "XDG_RUNTIME_DIR": str(tmp_path)}
        assert display.window_problem(env) == ""
        assert display.window_problem({**env, "QT_QPA_PLATFORM": "wayland"}) == ""
        assert display.window_problem({**env, "WAYLAND_DISPLAY": str(tmp_path / "wayland-5")}) == ""
    finally:
        server.close()


def test_a_platform_from_elsewhere_is_left_to_qt():
    """Plugins Qt is told to look for elsewhere cannot be listed here: Qt decides (and the net
    catches its fatal error)."""
    assert display.window_problem({"QT_QPA_PLATFORM": "custom", "QT_QPA_PLATFORM_PLUGIN_PATH": "/opt/qt"}) == ""
    assert display.window_problem({"QT_QPA_PLATFORM": "custom", "QT_PLUGIN_PATH": "/opt/qt"}) == ""
