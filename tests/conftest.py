"""Test-wide set-up: Qt runs offscreen (set before any Qt import), never on a real display."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
