"""Choosing Qt's platform before the QApplication exists, so that start-up never aborts.

Qt ends the process (SIGABRT, a core dump) when its platform plugin cannot start: no display,
a display that does not answer, or an X11 library missing from a bare Linux. This module looks
first, without Qt:

- a command that shows no window (``render``, ``--screenshot``) always uses Qt's
  ``offscreen`` platform, so it needs no display at all;
- the window, on Linux and other X11 systems, needs a display (``DISPLAY`` or
  ``WAYLAND_DISPLAY``), the X11 libraries of Qt's ``xcb`` platform, and an X server that
  answers. When one is missing, `window_problem` says which, with the exact ``apt`` line.

Nothing here imports Qt: the checks load shared libraries with `ctypes`. What is wrong is said
by a `Message` (`window_trouble`, `missing_libraries_said`), which the command line puts into the
user's language when Qt's core library loads; ``window_problem`` gives its English.
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path
from typing import Literal

from .core.message import Message, phrase

PLATFORM_ENV = "QT_QPA_PLATFORM"

QT_LIBRARIES: dict[str, str] = {
    # Qt's GUI module (every command that draws needs these)
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libdbus-1.so.3": "libdbus-1-3",
    # Qt's xcb platform (the window on X11)
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
"""Every system library that the Qt libraries and plugins the app loads link (besides libc and
the C++ runtime), and the Debian/Ubuntu package that provides it. A test checks this list
against their own ``NEEDED`` entries."""

WINDOWLESS_HINT = phrase(
    "Display",
    "Pictures need no display: snl-desktop --screenshot OUT.png [FILE], or snl-desktop render FILE -o OUT.png.",
)

Loader = Callable[[str], object]


def _load(name: str) -> object:
    return ctypes.CDLL(name)


def missing_libraries(names: list[str] | None = None, load: Loader = _load) -> list[str]:
    """The libraries of ``names`` (default: `QT_LIBRARIES`) that cannot be loaded here."""
    missing = []
    for name in names if names is not None else list(QT_LIBRARIES):
        try:
            load(name)
        except OSError:
            missing.append(name)
    return missing


def install_line(libraries: list[str]) -> str:
    """The one command that installs ``libraries`` on Debian/Ubuntu."""
    packages = sorted({QT_LIBRARIES.get(name, name) for name in libraries})
    return "sudo apt install " + " ".join(packages)


Doing = Literal["open a window", "draw", "run"]
"""What a missing library stops: the window, a command that draws, or any command."""


def missing_libraries_said(libraries: list[str], doing: Doing = "open a window") -> Message:
    """Which libraries are missing and the line that installs them."""
    if doing == "open a window":
        text = phrase(
            "Display",
            "snl-desktop: cannot open a window: these libraries Qt needs are missing: {libraries}.\n"
            "Install them (Debian/Ubuntu): {install}",
        )
    elif doing == "draw":
        text = phrase(
            "Display",
            "snl-desktop: cannot draw: these libraries Qt needs are missing: {libraries}.\n"
            "Install them (Debian/Ubuntu): {install}",
        )
    else:
        text = phrase(
            "Display",
            "snl-desktop: cannot run: these libraries Qt needs are missing: {libraries}.\n"
            "Install them (Debian/Ubuntu): {install}",
        )
    return text.of(libraries=", ".join(libraries), install=install_line(libraries))


def missing_library_message(libraries: list[str], doing: Doing = "open a window") -> str:
    """`missing_libraries_said` in English."""
    return missing_libraries_said(libraries, doing).english()


def library_in_error(error: str) -> str | None:
    """The library named by a loader error such as ``"libEGL.so.1: cannot open shared object
    file"`` (None when it names none)."""
    match = re.search(r"(lib[\w.+-]+\.so[\w.]*)", error)
    return match.group(1) if match else None


def xcb_plugin() -> Path | None:
    """Qt's xcb platform plugin of the PySide6 this process imports (None if not found)."""
    try:
        import PySide6  # the package only: its Qt libraries are loaded by its modules
    except ImportError:
        return None
    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def x_server_answers(display: str, load: Loader = _load) -> bool:
    """Whether an X server answers at ``display`` (a connection is opened and closed)."""
    try:
        xcb = load("libxcb.so.1")
    except OSError:
        return False
    connect = xcb.xcb_connect  # type: ignore[attr-defined]
    connect.restype = ctypes.c_void_p
    connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    has_error = xcb.xcb_connection_has_error  # type: ignore[attr-defined]
    has_error.argtypes = [ctypes.c_void_p]
    disconnect = xcb.xcb_disconnect  # type: ignore[attr-defined]
    disconnect.argtypes = [ctypes.c_void_p]
    connection = connect(display.encode(), None)
    try:
        return bool(connection) and has_error(connection) == 0
    finally:
        if connection:
            disconnect(connection)


def _uses_x11(platform: str) -> bool:
    return platform.split(":", 1)[0] in ("", "xcb")


def window_problem(
    environ: Mapping[str, str] | None = None, load: Loader = _load, plugin: Path | None | bool = True
) -> str:
    """Why the app's window cannot be opened here, in English ("" when it can, or when only Qt
    can tell): see `window_trouble`."""
    trouble = window_trouble(environ, load, plugin)
    return "" if trouble is None else trouble.english()


def window_trouble(
    environ: Mapping[str, str] | None = None, load: Loader = _load, plugin: Path | None | bool = True
) -> Message | None:
    """Why the app's window cannot be opened here (None when it can, or when only Qt can tell).

    Only X11 is checked (Linux and other Unix systems, without an explicit non-X11
    ``QT_QPA_PLATFORM``); Wayland, Windows and macOS are left to Qt."""
    env = os.environ if environ is None else environ
    platform = env.get(PLATFORM_ENV, "")
    if sys.platform in ("win32", "darwin") or not _uses_x11(platform):
        return None
    if not platform and env.get("WAYLAND_DISPLAY"):
        return None  # Qt chooses Wayland (and falls back to X11 itself)
    display = env.get("DISPLAY", "")
    if not display:
        return phrase(
            "Display",
            "snl-desktop: cannot open a window: there is no display (DISPLAY is not set). "
            "Start it from a desktop session.\n{hint}",
        ).of(hint=WINDOWLESS_HINT)
    if plugin is True:
        plugin = xcb_plugin()
    if isinstance(plugin, Path):
        try:
            load(str(plugin))  # Qt loads it next anyway: when it loads, every library is there
        except OSError as exc:
            missing = missing_libraries(load=load)
            if not missing:
                named = library_in_error(str(exc))
                missing = [named] if named else []
            if missing:
                return missing_libraries_said(missing)
            return phrase(
                "Display", "snl-desktop: cannot open a window: Qt's X11 platform cannot be loaded ({reason})."
            ).of(
                reason=str(exc)  # the loader's words
            )
    if not x_server_answers(display, load):
        return phrase(
            "Display",
            "snl-desktop: cannot open a window: the display {display} does not answer "
            "(is the X server running, and may this user use it?).\n{hint}",
        ).of(display=repr(display), hint=WINDOWLESS_HINT)
    return None


def prepare_platform(
    needs_window: bool,
    environ: MutableMapping[str, str] | None = None,
    load: Loader = _load,
    plugin: Path | None | bool = True,
) -> str:
    """Call before the QApplication is created. Without a window, choose Qt's ``offscreen``
    platform (no display needed) and return ""; with one, return why it cannot open ("" when
    it can)."""
    env = os.environ if environ is None else environ
    if not needs_window:
        env[PLATFORM_ENV] = "offscreen"
        return ""
    return window_problem(env, load, plugin)
