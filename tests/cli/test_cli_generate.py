"""snl-desktop generate: a board a designer would keep (every jump at least a row long, starts
over every row, no crossings it could avoid), to targets, byte for byte the same for a seed,
even while the machine is busy."""

from __future__ import annotations

import subprocess
import sys

import pytest

from snl_desktop.core.files.boards import load_board, parse_board_bytes
from snl_desktop.core.generator import crossings


def test_the_same_seed_gives_the_same_bytes_even_on_a_busy_machine(cli, tmp_path) -> None:
    first = cli("generate", "--seed", "42", "--min-throws", "5:7", "-o", tmp_path / "a.snl")
    assert first.returncode == 0, first
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])  # another process takes a core
    try:
        second = cli("generate", "--seed", "42", "--min-throws", "5:7", "-o", "-")
    finally:
        busy.kill()
        busy.wait()
    assert second.returncode == 0, second
    assert second.stdout.encode("utf-8") == (tmp_path / "a.snl").read_bytes()
    other = cli("generate", "--seed", "43", "--min-throws", "5:7", "-o", "-")
    assert other.stdout != second.stdout


def test_a_generated_board_is_one_a_designer_would_keep(inprocess_cli, tmp_path) -> None:
    for seed in range(5):
        path = tmp_path / f"{seed}.snl"
        r = inprocess_cli("generate", "--seed", str(seed), "--snakes", "8", "--ladders", "8", "-o", path)
        assert r.returncode == 0, r
        board = load_board(path).board
        ups = sum(1 for a, b in board.jumps.items() if b > a)
        assert (ups, len(board.jumps) - ups) == (8, 8)
        assert min(abs(a - b) for a, b in board.jumps.items()) >= 10  # at least a row
        assert crossings(board) == 0
        assert len({(a - 1) // 10 for a in board.jumps}) >= 8  # spread over the rows


@pytest.mark.slow
def test_targets_and_errors(inprocess_cli, tmp_path) -> None:
    r = inprocess_cli("generate", "--seed", "1", "--min-throws", "5:6", "--expected-turns", "30:45", "-o", "-")
    assert r.returncode == 0, r
    loaded = parse_board_bytes(r.stdout.encode("utf-8"))
    from snl_desktop.core import solution
    from snl_desktop.core.analysis import analyze

    assert 5 <= solution(loaded.board, loaded.rules).min_rolls <= 6
    assert 30 <= analyze(loaded.board, loaded.rules).expected_turns <= 45
    full = inprocess_cli(
        "generate", "--seed", "1", "--rows", "3", "--cols", "3", "--snakes", "5", "-o", tmp_path / "x.snl"
    )
    assert full.returncode == 1 and "need" in full.stderr and not (tmp_path / "x.snl").exists()
    bad = inprocess_cli("generate", "--seed", "1", "--min-throws", "5", "-o", "-")
    assert bad.returncode == 2 and "A:B" in bad.stderr
    impossible = inprocess_cli("generate", "--seed", "1", "--min-throws", "1:1", "-o", tmp_path / "y.snl")
    assert impossible.returncode == 1 and "no board met the targets" in impossible.stderr
    assert not (tmp_path / "y.snl").exists()


# -- issue 23: bounded work and progress ---------------------------------------------------------


@pytest.mark.slow
def test_impossible_targets_on_a_large_board_end_with_the_best_found_and_exit_1(inprocess_cli) -> None:
    """Issue 23 finding 6: this ran for ever (no answer in 120 s). The generator's budget counts
    its work on every board size: it ends with the closest board's figures and exit 1."""
    args = ("--rows", "50", "--cols", "50", "--snakes", "300", "--ladders", "300", "--expected-turns", "1:2")
    r = inprocess_cli("generate", "--seed", "1", *args, "-o", "-")
    assert r.returncode == 1, r
    assert "no board met the targets" in r.stderr and "best found" in r.stderr, r
    assert r.stdout == "" and "Traceback" not in r.stderr
    assert "generating a board" not in r.stderr  # standard error is not a terminal: no progress line


@pytest.mark.slow
@pytest.mark.subprocess
def test_progress_is_shown_on_a_terminal_and_wiped(tmp_path) -> None:
    """Issue 23 finding 11: a large board's generation said nothing while it worked. On a
    terminal, standard error shows the share of the work done, rewritten in place."""
    import os
    import pty

    main, secondary = pty.openpty()
    out = tmp_path / "big.snl"
    args = ["generate", "--seed", "1", "--rows", "50", "--cols", "50", "--snakes", "100", "--ladders", "100"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "snl_desktop", *args, "-o", str(out)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=secondary,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    os.close(secondary)
    seen = b""
    while True:
        try:
            chunk = os.read(main, 4096)
        except OSError:  # the other end closed: the command has ended
            break
        if not chunk:
            break
        seen += chunk
    os.close(main)
    stdout, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0, (stdout, seen)
    text = seen.decode("utf-8")
    shown = [line for line in text.split("\r") if line.startswith("generating a board: ")]
    percents = [int(line.removeprefix("generating a board: ").rstrip("%")) for line in shown]
    assert len(percents) >= 5 and percents == sorted(percents), text
    assert text.endswith("\r\x1b[K")  # the line is wiped before the command's own sentence
    assert load_board(out).board.size == 2500 and b"fewest throws" in stdout
