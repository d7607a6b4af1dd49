"""Run ``snl-desktop`` with its standard error on a terminal (a pseudo-terminal): what a person
at a terminal sees of a long command's progress line."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path


def run_on_a_terminal(*args: str | Path, timeout: float = 120) -> tuple[int, str, str]:
    """Exit code, standard output (a pipe) and what the terminal received on standard error."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SNL_LANG": "en"}
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "snl_desktop", *map(str, args)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=slave,
            env=env,
        )
        os.close(slave)
        received = bytearray()
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the child closed the terminal (EIO)
                break
            if not chunk:
                break
            received += chunk
        out = proc.stdout.read().decode() if proc.stdout else ""
        code = proc.wait(timeout=timeout)
    finally:
        os.close(master)
    return code, out, received.decode(errors="replace")
