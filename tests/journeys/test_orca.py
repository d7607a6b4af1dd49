"""A blind player's journey with the real screen reader: Orca (43.1 on Debian 12, the version the
README's desktops ship) reads the real ``python -m snl_desktop`` on an X server and a D-Bus
session of its own, driven by ``orca_journey.py``: a game against the computer, two turns, the W
key, the Learn room, two search steps (F6) and the board's square cursor moved by the arrows.
Every sentence the app announced, and each square the cursor named, must be in Orca's speech
(the ``SPEECH OUTPUT`` lines of ``orca --debug-file``): what a blind player hears.

Skipped (with the reason) only where Orca or the AT-SPI stack is not installed; `.ci/run`
installs both."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_screen_reader import PACKAGES, SYSTEM_PYTHON, missing

CLIENT = Path(__file__).with_name("orca_journey.py")
ORCA_PACKAGES = "orca speech-dispatcher speech-dispatcher-espeak-ng"


def lacking() -> list[str]:
    found = missing()
    found += [tool for tool in ("orca", "speech-dispatcher") if shutil.which(tool) is None]
    return found


pytestmark = [
    pytest.mark.journey,
    pytest.mark.skipif(bool(lacking()), reason=f"needs {lacking()} (apt-get install {PACKAGES} {ORCA_PACKAGES})"),
]


def test_orca_says_the_turns_the_search_steps_and_the_squares(tmp_path: Path) -> None:
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
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900, check=False)
    orca_log = home / "orca-debug.txt"
    speech = (
        "\n".join(re.findall(r"SPEECH OUTPUT: .*", orca_log.read_text("utf-8", "replace"))) if orca_log.exists() else ""
    )
    app_log = home / "app-stderr.txt"
    said = (
        f"{done.stderr}\n--- Orca said ---\n{speech}\n--- the app's stderr ---\n"
        f"{app_log.read_text('utf-8', 'replace') if app_log.exists() else ''}"
    )
    assert done.returncode == 0, said
    report = json.loads(done.stdout.strip().splitlines()[-1])
    heard = report["orca"]
    assert report["orca_version"], said
    # the dice are the game's own: Lily's first throw may be a 6 ("6 — throw again: Lily throws again.")
    assert len(heard["turns"]) >= 2 and "Lily" in heard["turns"][0], report
    assert any(turn.startswith("Lily threw ") for turn in heard["turns"]), report
    assert any(turn.startswith("Computer threw ") for turn in heard["turns"]), report
    assert re.match(r"Lily on \d+, Computer on \d+; Lily's turn", heard["where"]), report
    assert heard["room"].startswith("Learn room"), report
    assert len(heard["steps"]) >= 2, report
    assert heard["back"].startswith("Play room"), report
    assert [square.split(";")[0].split(",")[0] for square in heard["squares"]] == ["Square 1", "Square 2"], report
    assert "Traceback" not in said
