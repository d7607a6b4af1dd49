"""The window fits its screen (the fault campaign's finding: with ``QT_SCALE_FACTOR=3`` a
1920×1080 screen is 640×360 and the window opened at 1200×860, past its edges): its first size
is cut to the screen's available area, a place saved at a smaller scale too, and no room's
docks can make its minimum size larger than the screen (they are squeezed instead).

Each run is a process of its own: the scale is read when Qt starts. The offscreen platform is
given a 1920×1080 screen (its ``configfile``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.subprocess  # a window on a scaled screen, in a process of its own

PROBE = r"""
import json, sys
from PySide6.QtCore import QSettings
from snl_desktop.ui.app import create_application
from snl_desktop.ui.shell import layout
from snl_desktop.ui.shell.main_window import MainWindow
from snl_desktop.ui.shell.rooms import Room

app = create_application()
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
window = MainWindow(None, settings=settings, room=Room.DESIGN)
window.show()
app.processEvents()
seen = []
for room in (Room.DESIGN, Room.HOME, Room.PLAY, Room.LEARN, Room.DESIGN):
    window.rooms.show(room)
    app.processEvents()
    screen, frame = window.screen().availableGeometry(), window.frameGeometry()
    seen.append({"room": room.value, "fits": screen.contains(frame), "screen": [screen.width(), screen.height()],
                 "frame": [frame.x(), frame.y(), frame.width(), frame.height()]})
layout.save_geometry(window, settings)
window.rooms.save()
settings.sync()
print(json.dumps(seen))
"""


def run_window(tmp_path: Path, scale: str) -> list[dict[str, object]]:
    screens = tmp_path / "screen.json"
    screens.write_text(json.dumps({"screens": [{"name": "hd", "width": 1920, "height": 1080, "logicalDpi": 96}]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screens}",
        "QT_SCALE_FACTOR": scale,
        "SNL_LANG": "en",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "settings.ini")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("scale", ["3", "2"])
def test_the_window_fits_a_scaled_screen_in_every_room(tmp_path: Path, scale: str) -> None:
    seen = run_window(tmp_path, scale)
    assert seen[0]["screen"] == [1920 // int(scale), 1080 // int(scale)], seen
    assert all(room["fits"] for room in seen), seen


def test_a_place_saved_at_a_smaller_scale_fits_at_a_larger_one(tmp_path: Path) -> None:
    first = run_window(tmp_path, "1")
    assert first[0]["frame"][2] >= 1200 and all(room["fits"] for room in first), first  # the first size, unchanged
    again = run_window(tmp_path, "3")  # the same settings: the saved place and room layouts
    assert all(room["fits"] for room in again), again
