"""Choosing Qt's platform before the QApplication exists, so that start-up never aborts.

Qt ends the process (SIGABRT, a core dump) when its platform plugin cannot start: no display,
a display or a Wayland compositor that does not answer, a platform name it does not have, or an
X11 library missing from a bare Linux. This module looks first, without Qt:

- a command that shows no window (``render``, ``--screenshot``) always uses Qt's
  ``offscreen`` platform, so it needs no display at all;
- the window, on Linux and other Unix systems, looks at every platform Qt would try, in Qt's
  order (`platform_order`): X11 needs a display (``DISPLAY``), the X11 libraries of Qt's
  ``xcb`` platform and an X server that answers; Wayland a compositor that answers; a name in
  ``QT_QPA_PLATFORM`` a plugin of that name. When none can start, `window_trouble` says why
  (missing libraries with the exact ``apt`` line).

What only Qt can tell (a platform it starts and that fails inside) is caught when the
QApplication is made (``ui/app.py``): Qt's fatal error becomes one line (`qt_fatal_said`).

Nothing here imports Qt: the checks load shared libraries with `ctypes` and open sockets. What is
wrong is said by a `Message`, which the command line puts into the user's language when Qt's
core library loads; ``window_problem`` gives its English. Values from the environment are
quoted with their control characters escaped (`printable`, ``repr``).
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


def platform_order(environ: Mapping[str, str]) -> list[str]:
    """The platforms Qt 6 tries on Linux, in its order: ``QT_QPA_PLATFORM`` (a list such as
    ``wayland;xcb``, each name with its ``:options``) when it is not empty; else Wayland first
    when ``WAYLAND_DISPLAY`` is set (and not empty) or ``XDG_SESSION_TYPE`` is ``wayland``,
    then X11 (``xcb``)."""
    explicit = environ.get(PLATFORM_ENV, "")
    if explicit:
        return [name for name in explicit.split(";") if name] or [explicit]
    wayland = bool(environ.get("WAYLAND_DISPLAY")) or environ.get("XDG_SESSION_TYPE") == "wayland"
    return ["wayland", "xcb"] if wayland else ["xcb"]


def platform_folder() -> Path | None:
    """The folder of Qt's platform plugins of the PySide6 this process imports (None if not found)."""
    plugin = xcb_plugin()
    return plugin.parent if plugin is not None else None


def platforms_here(folder: Path | None) -> list[str] | None:
    """The platforms whose plugins are in ``folder`` (``libqxcb.so`` is ``xcb``); None when
    they cannot be listed (no folder)."""
    if folder is None or not folder.is_dir():
        return None
    return sorted(p.name[len("libq") : -len(".so")] for p in folder.glob("libq*.so"))


def _has_platform(name: str, here: list[str]) -> bool:
    # one plugin, libqwayland.so, holds wayland, wayland-egl and wayland-brcm
    return name in here or (name.startswith("wayland") and any(p.startswith("wayland") for p in here))


def wayland_trouble(environ: Mapping[str, str]) -> Message | None:
    """Why no Wayland compositor can be reached (None when one answers, or when a socket is
    handed over in ``WAYLAND_SOCKET``: Qt alone can tell). The display is found as the Wayland
    library finds it: ``WAYLAND_DISPLAY`` (default ``wayland-0``), a path or a name in
    ``XDG_RUNTIME_DIR``."""
    if environ.get("WAYLAND_SOCKET"):
        return None
    name = environ.get("WAYLAND_DISPLAY")
    name = "wayland-0" if name is None else name
    if os.path.isabs(name):
        path = name
    else:
        runtime = environ.get("XDG_RUNTIME_DIR", "")
        if not runtime:
            return phrase("Display", "the Wayland display {display} cannot be found: XDG_RUNTIME_DIR is not set").of(
                display=repr(name)
            )
        path = os.path.join(runtime, name)
    import socket  # only for a Wayland check: not on X11's start-up path

    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client.settimeout(2.0)
    try:
        client.connect(path)
    except (OSError, ValueError):
        return phrase("Display", "the Wayland display {display} does not answer (is the compositor running?)").of(
            display=repr(name)
        )
    finally:
        client.close()
    return None


Trouble = tuple[Literal["reason", "whole"], Message]
"""What stops one platform: a ``reason`` (said with the others Qt would try) or a ``whole``
message (missing libraries: said alone, with the line that installs them)."""


def _x11_trouble(environ: Mapping[str, str], load: Loader, plugin: Path | None | bool) -> Trouble | None:
    display = environ.get("DISPLAY", "")
    if not display:
        return "reason", phrase("Display", "there is no display (DISPLAY is not set)")
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
                return "whole", missing_libraries_said(missing)
            return "reason", phrase("Display", "Qt's X11 platform cannot be loaded ({reason})").of(
                reason=repr(str(exc))  # the loader's words
            )
    if not x_server_answers(display, load):
        return "reason", phrase(
            "Display", "the display {display} does not answer (is the X server running, and may this user use it?)"
        ).of(display=repr(display))
    return None


def _platform_trouble(
    name: str, environ: Mapping[str, str], here: list[str] | None, load: Loader, plugin: Path | None | bool
) -> Trouble | None:
    base = name.split(":", 1)[0]
    if here is not None and not _has_platform(base, here):
        return "reason", phrase("Display", "Qt has no platform {name} (QT_QPA_PLATFORM); it has {names}").of(
            name=repr(base), names=", ".join(here)
        )
    if _uses_x11(name):
        return _x11_trouble(environ, load, plugin)
    if base.startswith("wayland"):
        trouble = wayland_trouble(environ)
        return None if trouble is None else ("reason", trouble)
    return None  # offscreen, vnc, eglfs...: only Qt can tell (its fatal error is caught: ui/app.py)


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

    Every platform Qt would try (`platform_order`) is looked at in turn, as Qt does: one that
    can start is enough. A name Qt has no plugin for, X11 (a display that answers, its
    libraries) and Wayland (a compositor that answers) are checked; other platforms, and
    plugins Qt is told to find elsewhere (``QT_PLUGIN_PATH``, ``QT_QPA_PLATFORM_PLUGIN_PATH``),
    are left to Qt. Windows and macOS are left to Qt."""
    env = os.environ if environ is None else environ
    if sys.platform in ("win32", "darwin"):
        return None
    elsewhere = env.get("QT_PLUGIN_PATH") or env.get("QT_QPA_PLATFORM_PLUGIN_PATH")
    here = None if elsewhere or not env.get(PLATFORM_ENV) else platforms_here(platform_folder())
    reasons: Message | None = None
    for name in platform_order(env):
        trouble = _platform_trouble(name, env, here, load, plugin)
        if trouble is None:
            return None
        kind, message = trouble
        if kind == "whole":
            return message
        reasons = message if reasons is None else phrase("Display", "{first}; {then}").of(first=reasons, then=message)
    return phrase("Display", "snl-desktop: cannot open a window: {reasons}.\n{hint}").of(
        reasons=reasons, hint=WINDOWLESS_HINT
    )


def qt_fatal_said(platform: str, said: list[str]) -> Message:
    """What to say when Qt stopped while starting its platform (``platform``: ``QT_QPA_PLATFORM``,
    empty for Qt's own choice) instead of Qt's abort: ``said`` is what Qt wrote before (its
    first line is the most telling), escaped for the terminal."""
    name = repr(platform or "xcb")
    why = printable(said[0])[:200] if said else ""
    if why:
        return phrase(
            "Display", "snl-desktop: cannot open a window: Qt's platform {platform} cannot start ({why}).\n{hint}"
        ).of(platform=name, why=why, hint=WINDOWLESS_HINT)
    return phrase("Display", "snl-desktop: cannot open a window: Qt's platform {platform} cannot start.\n{hint}").of(
        platform=name, hint=WINDOWLESS_HINT
    )


def printable(text: str) -> str:
    """``text`` with every character a terminal would act on (escape, bell, a line break...)
    written as its escape (``\\x1b``), so it cannot retitle or clear the terminal."""
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


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
