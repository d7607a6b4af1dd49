"""The core imports no Qt: every module of ``snl_desktop.core`` loads in a process where Qt
never appears (the window is one way to use the core, not a requirement)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

import snl_desktop.core

pytestmark = pytest.mark.subprocess  # imports the core in a fresh interpreter


def test_importing_every_core_module_loads_no_qt():
    modules = sorted(m.name for m in pkgutil.walk_packages(snl_desktop.core.__path__, "snl_desktop.core."))
    assert "snl_desktop.core.files.games" in modules and "snl_desktop.core.analysis" in modules
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(qt)\n"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"
