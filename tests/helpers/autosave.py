"""Crashes, for autosave tests: a window that stops where it is and lets go of its autosave
lock, leaving its files behind as a window that died does."""

from __future__ import annotations

from typing import Any

from helpers.mouse import drag


def crash(window: Any) -> None:
    """Stop the window's autosave and release its lock without removing anything."""
    window.autosaver.timer.stop()
    window.autosave_session.abandon()


def crashed_window_with_unsaved_work(make_window: Any, qtbot: Any, **kwargs: Any) -> Any:
    """A window with one edit (a ladder 5 → 34) that has been autosaved, then crashed."""
    window = make_window(autosave_ms=50, **kwargs)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: window.autosaver.board_file.exists(), timeout=60_000)
    crash(window)
    return window
