"""The screen reader's journey, through AT-SPI as Linux screen readers (Orca) and desktop QE
teams' tests see the app: the real ``python -m snl_desktop`` on an X server of its own (Xvfb,
Qt's xcb platform, ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``) in a D-Bus session of its own
(``dbus-run-session``, the accessibility bus and ``at-spi2-registryd``), driven by
``atspi_journey.py`` with pyatspi: the Play button found by its accessible name and pressed,
a game against the computer started in the New Game dialog, the die rolled with the Space key,
and the turn's announcement read from AT-SPI's ``object:announcement`` event; then W, and the
status line read back. Its own X server and bus, whatever platform the rest of the run uses."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

CLIENT = Path(__file__).with_name("atspi_journey.py")
SYSTEM_PYTHON = "/usr/bin/python3"
TOOLS = ("xvfb-run", "Xvfb", "xauth", "dbus-run-session", "xdotool")
DAEMONS = ("/usr/libexec/at-spi-bus-launcher", "/usr/libexec/at-spi2-registryd")
PACKAGES = "at-spi2-core python3-pyatspi dbus dbus-x11 xvfb xauth xdotool"


def missing() -> list[str]:
    """What this machine lacks to run the journey (the apt packages above provide it all)."""
    lacking = [tool for tool in TOOLS if shutil.which(tool) is None]
    lacking += [daemon for daemon in DAEMONS if not os.access(daemon, os.X_OK)]
    if not lacking and (
        not os.access(SYSTEM_PYTHON, os.X_OK)
        or subprocess.run([SYSTEM_PYTHON, "-c", "import gi, pyatspi"], capture_output=True, check=False).returncode
    ):
        lacking.append("pyatspi for /usr/bin/python3")
    return lacking


pytestmark = pytest.mark.skipif(bool(missing()), reason=f"needs {missing()} (apt-get install {PACKAGES})")


def test_a_screen_reader_starts_a_game_against_the_computer_and_hears_the_turn(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "QT_QPA_PLATFORM", "PYTHONPATH")
    }
    command = [
        "xvfb-run",
        "-a",
        "-s",
        "-screen 0 1280x1024x24 -nolisten tcp",
        "dbus-run-session",
        "--",
        SYSTEM_PYTHON,
        str(CLIENT),
        sys.executable,
        str(home),
    ]
    began = time.monotonic()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600, check=False)
    seconds = time.monotonic() - began
    app_log = home / "app-stderr.txt"
    said = (
        f"{done.stderr}\n--- the app's stderr ---\n{app_log.read_text('utf-8', 'replace') if app_log.exists() else ''}"
    )
    assert done.returncode == 0, said
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["app"] == "Snakes & Ladders Studio"
    assert re.fullmatch(r"Lily threw .+; Computer's turn", report["turn"]), report
    # (the room's name and a status line may be said first: on a busy machine they come late)
    assert any(report["turn"] in heard or "throws again" in heard for heard in report["heard"]), report
    assert re.fullmatch(r"Lily on \d+, Computer on \d+; Lily's turn", report["where"]), report
    assert report["status_line"] == report["where"]  # the status line shows what was said
    assert "Traceback" not in said
    # No step waits for a D-Bus call's 25 s timeout (an accessibility stack that stalls): the
    # longest single wait, not the whole journey's time, which a busy machine stretches.
    doing, longest = report["longest_wait"]
    assert longest < 20, f"waited {longest} s for {doing} (the journey took {seconds:.1f} s)"


def test_every_room_names_what_a_screen_reader_meets(tmp_path: Path) -> None:
    """The AT-SPI walk of every room (Home, Play, Design, Learn, switched to by their keys), as
    Orca reads it: no control without a name or named by its value (a combo box's item), no
    meaningless object (an unnamed layered pane or scroll bar), no focusable control that is not
    on screen; the room switcher's buttons are radio buttons with their rooms' names."""
    home = tmp_path / "home"
    home.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "QT_QPA_PLATFORM", "PYTHONPATH")
    }
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -nolisten tcp", "dbus-run-session", "--"]
    command += [SYSTEM_PYTHON, str(CLIENT), sys.executable, str(home), "walk"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    rooms = json.loads(done.stdout.strip().splitlines()[-1])["rooms"]
    assert set(rooms) == {"Home", "Play", "Design", "Learn"}  # each found by its radio button
    found = {f"{room} {kind}": items for room, kinds in rooms.items() for kind, items in kinds.items() if items}
    assert not found, json.dumps(found, indent=1)
