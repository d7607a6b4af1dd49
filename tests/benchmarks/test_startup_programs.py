"""The programs the start-up benchmarks run (``startup.py``, ``startup_instructions.py``) still
do what the figures rely on: each paints its window, reports the first paint and saves the
picture; and the instruction counter's children end at the first paint, before any picture."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from startup import first_start_env

HERE = Path(__file__).parent


def run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], env=first_start_env(str(tmp_path)), capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("program", ["bare_window.py", "floor_window.py"])
def test_a_baseline_window_paints_reports_and_saves_its_picture(program: str, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    done = run([str(HERE / program), str(out)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert any(line.startswith("first-paint ") for line in done.stderr.splitlines())
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 860)  # the size of the app's screenshot window


@pytest.mark.parametrize("which", ["bare", "floor", "app"])
def test_the_instruction_counter_ends_each_program_at_its_first_paint(which: str, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    done = run([str(HERE / "startup_instructions.py"), "--child", which, str(out)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert not out.exists()  # ended at the paint, before the picture the program would save
