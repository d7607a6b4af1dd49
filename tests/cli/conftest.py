"""Shared fixtures of the command-line tests.

``cli`` runs the real ``snl-desktop`` command in a subprocess (``python -m snl_desktop`` or
the installed console script): ``run_cli(*args, input=None)`` returns a `CliResult`. Its tests
are marked ``subprocess`` (tests/conftest.py). A test that looks only at the output and the
exit code uses ``inprocess_cli``: the same `CliResult` from ``snl_desktop.cli.main(args)`` run
in this process (a fraction of the time); what the process itself does (signals, closed or
special streams, stdin, the locale's and the display's environment, the installed script's exit
codes) stays on ``cli``.
``reference_distances`` is an independent, deliberately naive BFS used to cross-check the
command's numbers without trusting ``snl_desktop.core``.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

PRESET_NAMES = ("classic", "leetcode-6x6", "linear-30", "milton-bradley")
SCRIPT = Path(sys.executable).parent / "snl-desktop"
PRESETS_IN_TREE = Path(__file__).resolve().parents[2] / "resources" / "presets"


@dataclass(frozen=True)
class CliResult:
    """What one run of the command gave back."""

    args: tuple[str, ...]
    returncode: int
    stdout: str
    stderr: str
    elapsed: float

    @property
    def output(self) -> str:
        return self.stdout + self.stderr

    def json(self) -> Any:
        """The stdout parsed as JSON (it must be exactly one JSON document)."""
        return json.loads(self.stdout)

    def __str__(self) -> str:  # shown by pytest when an assertion about the result fails
        return (
            f"snl-desktop {' '.join(self.args)} -> exit {self.returncode} in {self.elapsed:.2f}s\n"
            f"--- stdout ---\n{self.stdout[:3000]}\n--- stderr ---\n{self.stderr[:3000]}"
        )


def cli_env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["SNL_LANG"] = "en"  # English whatever the machine's locale (a test asks for another)
    env.pop("PYTHONSTARTUP", None)
    return env


def run_cli(
    *args: str | os.PathLike[str],
    input: bytes | str | None = None,
    timeout: float = 60,
    script: bool = False,
    cwd: str | os.PathLike[str] | None = None,
    env: dict[str, str] | None = None,
) -> CliResult:
    """Run ``snl-desktop ARGS`` in a subprocess and collect its exit code and output.

    ``input`` is fed to stdin (for a FILE of ``-``); without it stdin is /dev/null. With
    ``script=True`` the installed console script is run instead of ``python -m snl_desktop``.
    A run longer than ``timeout`` seconds fails the test (``subprocess.TimeoutExpired``).
    ``env`` adds to (or overrides) the environment.
    """
    str_args = tuple(os.fspath(a) for a in args)
    cmd = [str(SCRIPT)] if script else [sys.executable, "-m", "snl_desktop"]
    kwargs: dict[str, Any] = {
        "capture_output": True,
        "timeout": timeout,
        "env": {**cli_env(), **(env or {})},
        "cwd": cwd,
    }
    if input is None:
        kwargs["stdin"] = subprocess.DEVNULL
    else:
        kwargs["input"] = input.encode("utf-8") if isinstance(input, str) else input
    start = time.monotonic()
    proc = subprocess.run([*cmd, *str_args], **kwargs)
    elapsed = time.monotonic() - start
    return CliResult(str_args, proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"), elapsed)


@pytest.fixture
def cli() -> Callable[..., CliResult]:
    """The `run_cli` helper as a fixture."""
    return run_cli


@pytest.fixture
def inprocess_cli(
    qapp: Any, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., CliResult]]:
    """``inprocess_cli(*args)``: ``snl-desktop ARGS`` as `run_cli` gives it, but by calling
    ``snl_desktop.cli.main`` in this process (its stdout and stderr captured at the file
    descriptors, English whatever the machine's locale); argparse's exit (``--help``, a usage
    error) is its exit code. ``timeout`` is accepted and ignored (nothing is killed here). No
    stdin, environment or working folder of its own: a test of those uses ``cli``. The
    QApplication (``qapp``) exists first, so a drawing command uses it and a terminal command
    never makes a bare QCoreApplication; English is spoken again afterwards."""
    from snl_desktop.cli import main
    from snl_desktop.words import languages

    for name, value in cli_env().items():
        if os.environ.get(name) != value:
            monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))  # as /dev/null

    def run(*args: str | os.PathLike[str], timeout: float = 60) -> CliResult:
        str_args = tuple(os.fspath(a) for a in args)
        capfd.readouterr()  # what came before is not this run's
        start = time.monotonic()
        try:
            code = main(list(str_args))
        except SystemExit as exc:  # argparse: --help, --version, a usage error
            code = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
            if isinstance(exc.code, str):
                print(exc.code, file=sys.stderr)
        elapsed = time.monotonic() - start
        out, err = capfd.readouterr()
        return CliResult(str_args, code, out, err, elapsed)

    yield run
    languages.use(qapp, "en")


@pytest.fixture(scope="session")
def preset_dir() -> Path:
    """The folder of the shipped presets, found through the package (as the app finds it)."""
    from snl_desktop.resources import FOLDER

    path = FOLDER / "presets"
    assert path.is_dir(), f"the presets are not a folder on disk: {path}"
    return path


@pytest.fixture(scope="session")
def preset_path(preset_dir: Path) -> Callable[[str], Path]:
    def get(name: str) -> Path:
        path = preset_dir / f"{name}.snl"
        assert path.is_file(), path
        return path

    return get


@pytest.fixture
def write_file(tmp_path: Path) -> Callable[[str, Any], Path]:
    """``write_file(name, content)``: a file in tmp_path; content is bytes, text, or any
    other value (written as JSON)."""

    def write(name: str, content: Any) -> Path:
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        else:
            path.write_text(json.dumps(content), encoding="utf-8")
        return path

    return write


# -- an independent model ----------------------------------------------------------------------


def reference_landing(matrix: list[list[int]]) -> list[int]:
    """``land[t]``: where a token landing on square t (0..N) rests, read straight from the matrix
    by walking its rows from the bottom in boustrophedon order."""
    rows, cols = len(matrix), len(matrix[0])
    land = list(range(rows * cols + 1))
    label = 0
    for i, r in enumerate(range(rows - 1, -1, -1)):
        cells = matrix[r] if i % 2 == 0 else list(reversed(matrix[r]))
        for value in cells:
            label += 1
            if value != -1:
                land[label] = value
    return land


def reference_distances(matrix: list[list[int]], start: int = 1) -> list[int]:
    """Throws to rest on each square 1..N (-1 if never), overshoot "stay"; the player chooses
    every face; a jump is taken once; the goal is not left; no jump is taken on the start."""
    land = reference_landing(matrix)
    goal = len(land) - 1
    dist = [-1] * (goal + 1)
    dist[start] = 0
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if s == goal:
            continue
        for face in range(1, 7):
            if s + face > goal:
                break
            t = land[s + face]
            if dist[t] < 0:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist[1:]


@pytest.fixture(scope="session")
def reference() -> Callable[..., list[int]]:
    return reference_distances


def load_matrix(path: Path) -> list[list[int]]:
    return json.loads(path.read_text(encoding="utf-8"))["matrix"]


@pytest.fixture(scope="session")
def matrix_of() -> Callable[[Path], list[list[int]]]:
    return load_matrix
