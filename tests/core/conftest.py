"""Make ``bfs_oracle`` (the brute-force model beside this file) importable by the core tests,
whatever pytest's import mode and wherever pytest is started from."""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
