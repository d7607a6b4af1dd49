"""Test-wide set-up: Qt runs offscreen (set before any Qt import) unless the run chooses another
platform (the journey tests also run under Xvfb with ``QT_QPA_PLATFORM=xcb``); the window
fixtures come from ``tests/helpers/windows.py``; the benchmarks run only when named."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"

pytest_plugins = ["helpers.windows", "helpers.watchdog"]


BENCHMARKS = Path(__file__).resolve().parent / "benchmarks"
"""Benchmarks are opt-in: collected only when named, e.g. ``pytest tests/benchmarks``."""


def _names_benchmarks(config: pytest.Config) -> bool:
    here = config.invocation_params.dir
    for arg in config.args:
        path = (here / arg.split("::")[0]).resolve()
        if path == BENCHMARKS or BENCHMARKS in path.parents:
            return True
    return False


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    if collection_path == BENCHMARKS and not _names_benchmarks(config):
        return True
    return None
