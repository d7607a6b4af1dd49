"""Test-wide set-up: Qt runs offscreen (set before any Qt import) unless the run chooses another
platform (the journey tests also run under Xvfb with ``QT_QPA_PLATFORM=xcb``); the window
fixtures come from ``tests/helpers/windows.py``."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"

pytest_plugins = ["helpers.windows"]
