"""The command line and what is not a regular file (issue 23, findings 3, 8 and 12): an output
that is a device or a named pipe is written through, never replaced by a regular file; a full
device, a closed or full standard output and a closed standard input end in one clear line and
exit 1 (never "internal error", exit 70, nor a silent exit 0); file names reach the terminal
escaped (no escape sequence, no line break of theirs).

Device nodes are made in the test's folder (``mknod``, root only): before the fix, an output
named /dev/null was replaced by a regular file, which must not happen to this machine's own."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.subprocess  # each test runs the real command with its own streams

CLASSIC = Path(__file__).resolve().parents[2] / "resources" / "presets" / "classic.snl"
NULL, FULL = os.makedev(1, 3), os.makedev(1, 7)
GENERATE = ["generate", "--seed", "3", "--rows", "6", "--cols", "6", "--snakes", "2", "--ladders", "2"]


def device(folder: Path, name: str, number: int) -> Path:
    path = folder / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, number)
        with open(path, "rb"):
            pass
    except OSError as exc:
        pytest.skip(f"cannot make a device node here: {exc}")
    return path


def is_device(path: Path) -> bool:
    return stat.S_ISCHR(os.lstat(path).st_mode)


def cli_env() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def run(args: list[str], stdout: object = subprocess.PIPE, stdin: object = subprocess.DEVNULL, **kwargs: object):
    return subprocess.run(
        [sys.executable, "-m", "snl_desktop", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        stdin=stdin,
        env=cli_env(),
        timeout=120,
        **kwargs,  # type: ignore[arg-type]
    )


def one_clean_line(stderr: bytes) -> str:
    text = stderr.decode("utf-8")
    assert "Traceback" not in text and "internal error" not in text, text
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    return lines[0]


# -- outputs that are not regular files ------------------------------------------------------------

OUTPUTS = {
    "generate": (GENERATE, ".snl"),
    "render png": (["render", str(CLASSIC), "--size", "64"], ".png"),
    "render svg": (["render", str(CLASSIC)], ".svg"),
    "render pdf": (["render", str(CLASSIC)], ".pdf"),
    "animate gif": (["animate", str(CLASSIC), "--size", "64", "--step", "depth"], ".gif"),
    "animate apng": (["animate", str(CLASSIC), "--size", "64", "--step", "depth"], ".apng"),
}


@pytest.mark.parametrize("command", OUTPUTS)
def test_an_output_that_is_a_device_is_written_through_and_stays_a_device(tmp_path: Path, command: str) -> None:
    args, suffix = OUTPUTS[command]
    null = device(tmp_path, f"null{suffix}", NULL)
    result = run([*args, "-o", str(null)])
    assert result.returncode == 0, result.stderr
    assert is_device(null), "the device node was replaced by a regular file"
    assert sorted(p.name for p in tmp_path.iterdir()) == [null.name]


@pytest.mark.parametrize("command", OUTPUTS)
def test_an_output_that_is_a_full_device_says_no_space_and_stays(tmp_path: Path, command: str) -> None:
    args, suffix = OUTPUTS[command]
    full = device(tmp_path, f"full{suffix}", FULL)
    result = run([*args, "-o", str(full)])
    assert result.returncode == 1, result.stderr
    line = one_clean_line(result.stderr)
    assert "No space left on device" in line and full.name in line
    assert is_device(full)


def read_pipe(fifo: Path, got: list[bytes]) -> threading.Thread:
    def read() -> None:
        with open(fifo, "rb") as stream:
            got.append(stream.read())

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("command", OUTPUTS)
def test_an_output_that_is_a_pipe_with_a_reader_gets_the_whole_file(tmp_path: Path, command: str) -> None:
    args, suffix = OUTPUTS[command]
    fifo = tmp_path / f"pipe{suffix}"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = read_pipe(fifo, got)
    result = run([*args, "-o", str(fifo)])
    reader.join(30)
    assert result.returncode == 0, result.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    magic = {".snl": b"{", ".png": b"\x89PNG", ".svg": b"<?xml", ".pdf": b"%PDF", ".gif": b"GIF8", ".apng": b"\x89PNG"}
    assert got and got[0].startswith(magic[suffix]) and len(got[0]) > 100


def test_an_output_that_is_a_pipe_nobody_reads_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.snl"
    os.mkfifo(fifo)
    result = run([*GENERATE, "-o", str(fifo)])
    assert result.returncode == 1
    assert "nothing is reading" in one_clean_line(result.stderr)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_generate_to_standard_output_with_a_dash(tmp_path: Path) -> None:
    result = run([*GENERATE, "-o", "-"])
    assert result.returncode == 0 and result.stdout.startswith(b"{\n") and b'"snl-board"' in result.stdout


# -- standard input and output closed or full ---------------------------------------------------------

STREAM_COMMANDS: dict[str, list[str]] = {
    "solve": ["solve", str(CLASSIC)],
    "solve --json": ["solve", str(CLASSIC), "--json"],
    "validate": ["validate", str(CLASSIC)],
    "analyze": ["analyze", str(CLASSIC)],
    "generate -o -": [*GENERATE, "-o", "-"],
    "render": ["render", str(CLASSIC), "--size", "64", "-o", "OUT.png"],
    "animate": ["animate", str(CLASSIC), "--size", "64", "--step", "depth", "-o", "OUT.gif"],
    "help": ["solve", "--help"],
}


def _in(folder: Path, args: list[str]) -> list[str]:
    return [str(folder / a) if a.startswith("OUT.") else a for a in args]


@pytest.mark.parametrize("command", STREAM_COMMANDS)
def test_a_full_standard_output_is_one_clear_line_and_exit_1(tmp_path: Path, command: str) -> None:
    with open("/dev/full", "wb") as full:
        result = run(_in(tmp_path, STREAM_COMMANDS[command]), stdout=full)
    assert result.returncode == 1, result.stderr
    line = one_clean_line(result.stderr)
    assert "standard output" in line and "No space left on device" in line


def closed(fd: int) -> Callable[[], None]:
    return lambda: os.close(fd)


@pytest.mark.parametrize("command", STREAM_COMMANDS)
def test_a_closed_standard_output_is_one_clear_line_and_exit_1(tmp_path: Path, command: str) -> None:
    args = _in(tmp_path, STREAM_COMMANDS[command])
    result = run(args, stdout=None, preexec_fn=closed(1))
    assert result.returncode == 1, result.stderr
    assert "standard output is closed" in one_clean_line(result.stderr)
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "a command that cannot speak did its work"


@pytest.mark.parametrize("command", ["solve", "validate", "analyze", "render", "animate", "window"])
def test_a_closed_standard_input_for_a_dash_is_one_clear_line_and_exit_1(tmp_path: Path, command: str) -> None:
    args = {
        "solve": ["solve", "-"],
        "validate": ["validate", "-"],
        "analyze": ["analyze", "-"],
        "render": ["render", "-", "--size", "64", "-o", str(tmp_path / "b.png")],
        "animate": ["animate", "-", "--size", "64", "-o", str(tmp_path / "b.gif")],
        "window": ["-", "--screenshot", str(tmp_path / "w.png")],
    }[command]
    result = run(args, stdin=None, preexec_fn=closed(0))
    assert result.returncode == 1, result.stderr
    text = result.stderr.decode() + (result.stdout or b"").decode()
    assert "standard input is closed" in text and "internal error" not in text and "Traceback" not in text


def test_a_closed_standard_error_changes_nothing_else(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "snl_desktop", "solve", str(CLASSIC)],
        stdout=subprocess.PIPE,
        stderr=None,
        stdin=subprocess.DEVNULL,
        env=cli_env(),
        timeout=120,
        preexec_fn=closed(2),
    )
    assert result.returncode == 0 and b"Fewest throws: " in result.stdout


# -- names escaped for the terminal ------------------------------------------------------------------

HOSTILE = "\x1b]0;PWNED\x07\x1b[2J"


@pytest.mark.parametrize("command", ["validate", "solve", "analyze"])
def test_a_hostile_file_name_reaches_the_terminal_escaped(tmp_path: Path, command: str) -> None:
    path = tmp_path / f"{HOSTILE}.snl"
    path.write_text("[[-1, -1], [-1, 9]]")  # a bad board: its name is said with the error
    result = run([command, str(path)])
    text = (result.stdout + result.stderr).decode("utf-8")
    assert "\x1b" not in text and "\x07" not in text, text
    assert "\\x1b]0;PWNED\\x07" in text
    assert result.returncode == 1


def test_a_newline_in_a_file_name_does_not_split_the_verdict(tmp_path: Path) -> None:
    path = tmp_path / "two\nlines.snl"
    path.write_bytes(CLASSIC.read_bytes())
    result = run(["validate", str(path)])
    assert result.returncode == 0, result.stderr
    first = result.stdout.decode().splitlines()[0]
    assert "two\\nlines.snl: " in first and "valid" in first


def test_a_valid_hostile_name_is_escaped_in_the_verdict(tmp_path: Path) -> None:
    path = tmp_path / f"{HOSTILE}.snl"
    path.write_bytes(CLASSIC.read_bytes())
    result = run(["validate", str(path)])
    assert result.returncode == 0
    assert b"\x1b" not in result.stdout and b"\\x1b" in result.stdout


def test_a_file_name_that_is_not_utf8_is_shown_by_its_bytes(tmp_path: Path) -> None:
    name = os.fsencode(tmp_path) + b"/caf\xe9.snl"
    with open(name, "wb") as stream:
        stream.write(CLASSIC.read_bytes())
    result = run(["validate", os.fsdecode(name)])
    assert result.returncode == 0, result.stderr
    assert b"caf\\xe9.snl: " in result.stdout


@pytest.mark.parametrize("where", ["render", "generate"])
def test_an_output_name_is_escaped_where_it_is_said(tmp_path: Path, where: str) -> None:
    args = ["render", str(CLASSIC), "--size", "64"] if where == "render" else GENERATE
    suffix = ".png" if where == "render" else ".snl"
    result = run([*args, "-o", str(tmp_path / f"{HOSTILE}{suffix}")])
    assert result.returncode == 0, result.stderr
    assert b"\x1b" not in result.stdout + result.stderr and b"\\x1b" in result.stdout
