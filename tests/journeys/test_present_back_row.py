"""A teacher projecting the Learn room (issue 34, defects 1, 2 and 6), by real keys: with the
Numbering tab, the BFS Code and the Graph open, F9 presents them — each still there as a tab
beside the Solver, brought forward with its text at Present's size (at least 24 px at
1920×1080), the step's sentence and the queue with capitals at least 24 px high, the depth
named — and Esc gives the window back exactly: its size, its docks' sizes, the tab in front.

With SNL_SHOTS set to a folder, the Present screen at a ladder step is saved there with each
teaching tab in front, at full size and at 25 % (present_<tab>.png, present_<tab>_25.png)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import QLabel

from helpers.keys import idle, press
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.shell.present import present_pixels

SIX = load_preset("leetcode-6x6")


def no_window_manager() -> bool:
    """On X with no window manager (a bare Xvfb), nobody sizes a full-screen window."""
    if QGuiApplication.platformName() != "xcb" or shutil.which("xprop") is None:
        return False
    root = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True, text=True, check=False)
    return "window id" not in root.stdout


def in_front(dock) -> bool:
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def layout_of(window) -> dict:
    docks = window.docks
    named = (docks.solver, docks.numbering, docks.teaching.graph_dock, docks.teaching.code_dock)
    return {
        "window": window.size().toTuple(),
        **{dock.objectName(): dock.size().toTuple() if in_front(dock) else None for dock in named},
    }


def ladder_step(panel) -> int:
    """The step at which the throw from 13 lands on 14 and climbs the ladder to 35."""
    replay = panel.player.ensure_animation().replay
    return next(i for i, s in enumerate(replay.steps, 1) if s.kind == "throw" and s.square == 13 and s.landed == 14)


def test_present_keeps_the_lessons_readable_and_esc_gives_the_window_back(journey, qtbot):
    window = journey(SIX.board, SIX.rules)
    window.resize(1200, 800)
    press("Ctrl+Shift+L")
    qtbot.waitUntil(lambda: window.room is Room.LEARN and window.docks.solver.built, timeout=60_000)
    teaching = window.docks.teaching
    teaching.code_dock.show()
    window.docks.numbering.bring_forward()
    qtbot.waitUntil(lambda: in_front(window.docks.numbering) and in_front(teaching.code_dock), timeout=60_000)
    idle()
    qtbot.waitUntil(lambda: window.size().toTuple() == (1200, 800), timeout=60_000)
    before = layout_of(window)
    window.view.setFocus()

    press("F9")
    qtbot.waitUntil(lambda: window.present.presenting and window.isFullScreen(), timeout=60_000)
    screen = window.screen().geometry().size()
    if no_window_manager():  # (a bare Xvfb: do what a window manager would, give it the screen)
        window.setGeometry(QRect(QPoint(0, 0), screen))
    qtbot.waitUntil(lambda: window.size() == screen, timeout=60_000)
    idle()
    panel = window.solver_panel
    panel.seek(ladder_step(panel))
    idle()
    height = window.screen().geometry().height()
    pixels = present_pixels(height)
    for widget in (panel.detail, panel.queue, panel.depth_label):
        assert QFontMetricsF(widget.font()).capHeight() >= max(24.0, height / 45)
    assert panel.depth_label.text().startswith("Depth ")
    shots = os.environ.get("SNL_SHOTS")
    for dock in (window.docks.numbering, teaching.code_dock, teaching.graph_dock):
        content = dock.bring_forward()
        qtbot.waitUntil(lambda d=dock: in_front(d), timeout=60_000)
        idle()
        labels = [w for w in content.findChildren(QLabel) if w.isVisible() and w.text()]
        small = [
            (w.text()[:30], QFontInfo(w.font()).pixelSize()) for w in labels if QFontInfo(w.font()).pixelSize() < pixels
        ]
        assert not small, (dock.objectName(), small)
        if window.screen().geometry().width() >= 1600:  # a projector's screen: the board keeps 60 %
            assert window.view.width() >= 0.6 * window.width(), dock.objectName()
        if shots:
            image = window.grab().toImage()
            Path(shots).mkdir(parents=True, exist_ok=True)
            image.save(str(Path(shots) / f"present_{dock.objectName()}.png"))
            quarter = image.scaledToWidth(image.width() // 4, Qt.TransformationMode.SmoothTransformation)
            quarter.save(str(Path(shots) / f"present_{dock.objectName()}_25.png"))
    window.docks.solver.bring_forward()
    idle()
    if shots:
        window.grab().save(str(Path(shots) / "present_solver.png"))

    press("Escape")
    qtbot.waitUntil(lambda: not window.present.presenting and not window.isFullScreen(), timeout=60_000)
    qtbot.waitUntil(lambda: layout_of(window) == before, timeout=60_000)
    assert window.menuBar().isVisible() and window.statusBar().isVisible()
