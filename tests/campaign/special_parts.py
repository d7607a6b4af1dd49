"""The parts of the fault campaign about what is not a regular file and about the terminal (issue
23): outputs that are devices or pipes, exports killed midway (kill -9), pipes and sparse files
as inputs and as the app's own files (its settings, its log, an autosave's files and locks), a
standard stream closed or full, hostile file names. Each part takes a count and a seed: the
suite runs a small seeded slice (tests/campaign/test_special_files_campaign.py), the campaign
script (fault_campaign.py) the whole of it.

Each case ends ``clean`` (refused with one clear line, or the right thing done), ``accepted``
(written or read as it should be) or a failure, described."""

from __future__ import annotations

import os
import random
import signal
import stat
import subprocess
import sys
import textwrap
import threading
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
PRESETS = TESTS.parent / "resources" / "presets"
CLASSIC = PRESETS / "classic.snl"
COMMAND = [sys.executable, "-m", "snl_desktop"]
SETTINGS = ("snl-desktop", "Snakes & Ladders Studio")


@dataclass
class Tally:
    """What one part of the campaign saw."""

    name: str
    tried: int = 0
    clean: int = 0
    accepted: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, outcome: str, detail: str = "") -> None:
        self.tried += 1
        if outcome == "clean":
            self.clean += 1
        elif outcome == "accepted":
            self.accepted += 1
        else:
            self.failures.append(f"{outcome}: {detail}"[:400])

    def line(self) -> str:
        return (
            f"{self.name:<34} tried {self.tried:>6}  clean {self.clean:>6}  accepted {self.accepted:>6}  "
            f"failures {len(self.failures)}"
        )


def environment(folder: Path) -> dict[str, str]:
    """A run of the app that keeps its settings, autosaves and log in ``folder``."""
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(folder),
        "XDG_DATA_HOME": str(folder / "data"),
        "XDG_CONFIG_HOME": str(folder / "config"),
    }


def run(args: list[str], folder: Path, timeout: float = 60, **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    options: dict[str, object] = {"stdin": subprocess.DEVNULL, "capture_output": True, **kwargs}
    return subprocess.run([*COMMAND, *args], env=environment(folder), timeout=timeout, **options)  # type: ignore[call-overload, no-any-return]


def one_line(text: str) -> bool:
    return bool(text) and "\n" not in text and len(text) < 400 and "Traceback" not in text


def said_cleanly(result: subprocess.CompletedProcess[bytes]) -> bool:
    """Exit 1 with one line on stderr, no traceback, no internal error."""
    err = result.stderr.decode("utf-8", "replace").strip()
    lines = [line for line in err.splitlines() if "propagateSizeHints" not in line]  # Qt's offscreen chatter
    return result.returncode == 1 and len(lines) == 1 and one_line(lines[0]) and "internal error" not in err


# -- outputs: devices and pipes --------------------------------------------------------------------

GENERATE = ["generate", "--seed", "5", "--rows", "30", "--cols", "30", "--snakes", "20", "--ladders", "20"]
EXPORTS: dict[str, tuple[list[str], str]] = {
    "generate": (GENERATE, ".snl"),
    "render png": (["render", str(CLASSIC), "--size", "3000"], ".png"),
    "render svg": (["render", str(CLASSIC)], ".svg"),
    "render pdf": (["render", str(CLASSIC)], ".pdf"),
    "animate gif": (["animate", str(CLASSIC), "--size", "300"], ".gif"),
    "animate apng": (["animate", str(CLASSIC), "--size", "300"], ".apng"),
}


def whole(path: Path, suffix: str) -> bool:
    """Whether ``path`` holds a whole file of its kind (not a half-written one)."""
    data = path.read_bytes()
    try:
        if suffix == ".snl":
            from snl_desktop.core.files.boards import parse_board_bytes

            parse_board_bytes(data)
        elif suffix == ".svg":
            ElementTree.fromstring(data)
        elif suffix == ".pdf":
            return data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
        else:
            from PIL import Image, ImageSequence

            with Image.open(path) as image:
                for frame in ImageSequence.Iterator(image):
                    frame.load()
    except Exception:  # any failure to read it back means it is not whole
        return False
    return True


def _node(folder: Path, name: str, kind: str) -> Path | None:
    path = folder / name
    try:
        if kind == "pipe":
            os.mkfifo(path)
        else:
            os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3 if kind == "null" else 7))
    except OSError:
        return None  # no device nodes without root: the case is skipped
    return path


def _read_pipe(path: Path, got: list[bytes]) -> threading.Thread:
    def read() -> None:
        with open(path, "rb") as stream:
            got.append(stream.read())

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def non_regular_outputs(count: int, folder: Path, seed: int = 23) -> Tally:
    """Each export's ``-o`` to a device like /dev/null, one like /dev/full, a pipe with a reader
    and a pipe without: the node stays what it was; the full one and the unread pipe are said in
    one line; the read pipe gets a whole file. ``count`` cases drawn from the 24 (a seeded
    sample; all of them when ``count`` >= 24)."""
    tally = Tally("outputs that are not files")
    cases = [(name, kind) for name in EXPORTS for kind in ("null", "full", "pipe", "unread pipe")]
    random.Random(seed).shuffle(cases)
    for i, (name, kind) in enumerate(cases[: min(count, len(cases))]):
        args, suffix = EXPORTS[name]
        out = _node(folder, f"out{i}{suffix}", "pipe" if "pipe" in kind else kind)
        if out is None:
            continue
        got: list[bytes] = []
        reader = _read_pipe(out, got) if kind == "pipe" else None
        result = run([*args, "-o", str(out)], folder)
        if reader is not None:
            reader.join(30)
        what = f"{name} -o {kind}"
        mode = os.lstat(out).st_mode
        if not (stat.S_ISFIFO(mode) if "pipe" in kind else stat.S_ISCHR(mode)):
            tally.add("replaced", f"{what}: the node became a regular file")
        elif kind in ("full", "unread pipe"):
            tally.add("clean" if said_cleanly(result) else "unclear", f"{what}: {result.returncode} {result.stderr!r}")
        elif result.returncode != 0:
            tally.add("refused", f"{what}: exit {result.returncode}: {result.stderr[-300:]!r}")
        elif kind == "pipe" and not (got and len(got[0]) > 100):
            tally.add("lost", f"{what}: the reader got {len(got[0]) if got else 0} bytes")
        else:
            tally.add("accepted")
        out.unlink()
    return tally


# -- exports killed midway ------------------------------------------------------------------------------


def killed_exports(count: int, folder: Path, seed: int = 36) -> Tally:
    """kill -9 at a seeded random moment of each export (``count`` kills in all, spread over
    render PNG/SVG/PDF, animate GIF/APNG and generate): the target is the old file, untouched,
    or a whole new one; never half of one."""
    tally = Tally("exports killed midway (kill -9)")
    rnd = random.Random(seed)
    names = list(EXPORTS)
    lengths: dict[str, float] = {}
    for i in range(count):
        name = names[i % len(names)]
        args, suffix = EXPORTS[name]
        target = folder / f"killed{suffix}"
        if name not in lengths:  # one uncut run: the old file, and how long an export takes
            target.unlink(missing_ok=True)
            started = time.monotonic()
            run([*args, "-o", str(target)], folder)
            lengths[name] = time.monotonic() - started
            if not whole(target, suffix):
                tally.add("broken", f"{name}: an uncut export is not a whole file")
                continue
        old = target.read_bytes()
        proc = subprocess.Popen(
            [*COMMAND, *args, "-o", str(target)],
            env=environment(folder),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(rnd.uniform(0.3, 1.1) * lengths[name])
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if target.read_bytes() == old:
            tally.add("clean")
        elif whole(target, suffix):
            tally.add("accepted")
        else:
            tally.add("half", f"{name}: killed, the target is neither the old file nor a whole new one")
    return tally


# -- pipes and sparse files as inputs ---------------------------------------------------------------


def _spoil(path: Path, how: str, folder: Path) -> None:
    """Make ``path`` a named pipe, a sparse file of 3 GB, a folder or a link to /dev/zero."""
    if os.path.lexists(path):
        path.unlink()  # the file a case made first (never a folder)
    if how == "pipe":
        os.mkfifo(path)
    elif how == "sparse":
        with open(path, "wb") as stream:
            stream.truncate(3 * 1024**3)
    elif how == "folder":
        path.mkdir()
    elif how == "zero":
        path.symlink_to("/dev/zero")
    elif how == "link to a pipe":
        pipe = folder / f"{path.name}.pipe"
        os.mkfifo(pipe)
        path.symlink_to(pipe)


SPOILS = ("pipe", "sparse", "folder", "zero", "link to a pipe")


def special_inputs(count: int, folder: Path, seed: int = 8) -> Tally:
    """``validate`` and ``snl-desktop FILE --screenshot`` of a pipe, a sparse file, a folder, a
    link to /dev/zero or to a pipe: one clear line, exit 1, within the time limit."""
    tally = Tally("pipes and sparse files as inputs")
    cases = [(how, command) for how in SPOILS for command in ("validate", "window")]
    random.Random(seed).shuffle(cases)
    for i, (how, command) in enumerate(cases[: min(count, len(cases))]):
        path = folder / f"input{i}.snl"
        _spoil(path, how, folder)
        args = ["validate", str(path)] if command == "validate" else [str(path), "--screenshot", str(folder / "w.png")]
        try:
            result = run(args, folder, timeout=30)
        except subprocess.TimeoutExpired:
            tally.add("hang", f"{command} of a {how} hung")
            continue
        out = result.stdout.decode("utf-8", "replace").strip()
        report = command == "validate" and result.returncode == 1 and not result.stderr.strip()
        ok = said_cleanly(result) or (report and bool(out) and all(one_line(line) for line in out.splitlines()))
        tally.add("clean" if ok else "unclear", f"{command} of a {how}: {result.returncode} {result.stderr[-300:]!r}")
    return tally


# -- the app's own files ----------------------------------------------------------------------------

SCAN = textwrap.dedent("""
    import sys
    from pathlib import Path
    from snl_desktop.core.files.games import GameFileError, load_game
    from snl_desktop.ui.document.orphans import find_orphans
    scan = find_orphans(Path(sys.argv[1]))
    boards = sum(o.board is not None for o in scan.orphans)
    for orphan in scan.orphans:
        if orphan.game is not None:
            try:
                load_game(orphan.game)
            except GameFileError as exc:
                assert "\\n" not in str(exc)
    scan.release()
    print(boards, len(scan.damaged))
""")

LOG = textwrap.dedent("""
    import sys, logging
    from pathlib import Path
    from snl_desktop.ui.shell.error_report import setup_logging
    path = setup_logging(Path(sys.argv[1]))
    logging.getLogger("snl_desktop.campaign").warning("written")
    print(path)
""")

OWN_FILES = ("autosave index", "autosave lock", "autosave board", "autosave game", "settings", "log")


def _orphan(root: Path) -> Path:
    from snl_desktop.core import Board
    from snl_desktop.core.files.boards import dumps_board

    folder = root / "77-0badf00d"
    folder.mkdir(parents=True)
    (folder / "board.snl").write_text(dumps_board(Board(10, 10, {3: 22})), "utf-8")
    (folder / "board.json").write_text('{"original": null, "name": ""}', "utf-8")
    return folder


def own_files(count: int, folder: Path, seed: int = 9, log: bool = True) -> Tally:
    """Each of the app's own files spoiled each way (`SPOILS`): the app starts (a command that
    reads the settings; the scan of autosaves; the log's set-up) within the time limit, and an
    unsaved board whose own file is not the spoiled one is still offered. ``log``: include the
    log's set-up (``error_report.setup_logging``)."""
    tally = Tally("the app's own files, damaged")
    kinds = [k for k in OWN_FILES if log or k != "log"]
    cases = [(kind, how) for kind in kinds for how in SPOILS]
    random.Random(seed).shuffle(cases)
    for i, (kind, how) in enumerate(cases[: min(count, len(cases))]):
        home = folder / f"own{i}"
        home.mkdir()
        what = f"{kind} as a {how}"
        try:
            if kind.startswith("autosave"):
                root = home / "autosave"
                orphan = _orphan(root)
                name = {"index": "board.json", "board": "board.snl", "game": "game.snlgame"}.get(kind.split()[1])
                _spoil(root / "77-0badf00d.lock" if name is None else orphan / name, how, home)
                result = subprocess.run(
                    [sys.executable, "-c", SCAN, str(root)], capture_output=True, env=environment(home), timeout=30
                )
                boards = result.stdout.split()[:1]
                expected = [b"0"] if kind == "autosave board" else [b"1"]
                ok = result.returncode == 0 and boards == expected
            elif kind == "settings":
                own = home / "config" / SETTINGS[0] / f"{SETTINGS[1]}.conf"
                own.parent.mkdir(parents=True)
                _spoil(own, how, home)
                result = run(["render", str(CLASSIC), "--size", "64", "-o", str(home / "b.png")], home, timeout=30)
                ok = result.returncode == 0
            else:
                logs = home / "logs"
                logs.mkdir()
                _spoil(logs / "snl-desktop.log", how, home)
                result = subprocess.run(
                    [sys.executable, "-c", LOG, str(logs)], capture_output=True, env=environment(home), timeout=30
                )
                ok = result.returncode == 0 and b"Traceback" not in result.stderr
        except subprocess.TimeoutExpired:
            tally.add("hang", f"{what}: no answer in 30 s")
            continue
        tally.add("clean" if ok else "failed", f"{what}: exit {result.returncode}: {result.stderr[-300:]!r}")
    return tally


# -- standard streams and names -----------------------------------------------------------------------

STREAM_COMMANDS: dict[str, list[str]] = {
    "solve": ["solve", str(CLASSIC)],
    "validate": ["validate", str(CLASSIC)],
    "analyze": ["analyze", str(CLASSIC)],
    "generate": [*EXPORTS["generate"][0], "-o", "-"],
    "render": ["render", str(CLASSIC), "--size", "64", "-o", "OUT.png"],
    "animate": ["animate", str(CLASSIC), "--size", "64", "--step", "depth", "-o", "OUT.gif"],
    "help": ["solve", "--help"],
}


def standard_streams(count: int, folder: Path, seed: int = 12) -> Tally:
    """Each command with standard output closed or full (/dev/full), and reading ``-`` with
    standard input closed: one clear line, exit 1."""
    tally = Tally("standard streams closed or full")
    cases = [(name, how) for name in STREAM_COMMANDS for how in ("stdout closed", "stdout full", "stdin closed")]
    random.Random(seed).shuffle(cases)
    for name, how in cases[: min(count, len(cases))]:
        args = [str(folder / a) if a.startswith("OUT.") else a for a in STREAM_COMMANDS[name]]
        if how == "stdin closed":
            if name in ("generate", "help"):
                continue
            args = [a if a != str(CLASSIC) else "-" for a in args]
            fd, stdout = 0, subprocess.PIPE
        else:
            fd, stdout = 1, None
        full = open("/dev/full", "wb") if how == "stdout full" else None
        try:
            result = subprocess.run(
                [*COMMAND, *args],
                stdin=None if fd == 0 else subprocess.DEVNULL,
                stdout=full if full is not None else stdout,
                stderr=subprocess.PIPE,
                env=environment(folder),
                timeout=60,
                preexec_fn=None if full is not None else (lambda fd=fd: os.close(fd)),
            )
        finally:
            if full is not None:
                full.close()
        text = result.stderr.decode("utf-8", "replace") + (result.stdout or b"").decode("utf-8", "replace")
        ok = result.returncode == 1 and "internal error" not in text and "Traceback" not in text and text.strip()
        tally.add("clean" if ok else "unclear", f"{name} with {how}: exit {result.returncode}: {text[-300:]!r}")
    return tally


CONTROLS = [chr(c) for c in (*range(0x00 + 1, 0x20), 0x7F, 0x85, 0x9B, 0x202E, 0x2028)]


def hostile_names(count: int, folder: Path, seed: int = 27) -> Tally:
    """``validate`` (and ``solve``) of files whose names hold control characters (escape
    sequences, bells, line breaks, C1 controls, text-reordering marks): none reaches the
    terminal raw, and the verdict stays on one line."""
    tally = Tally("hostile file names")
    rnd = random.Random(seed)
    board = CLASSIC.read_bytes()
    for i in range(count):
        raw = "".join(rnd.choice(CONTROLS) + rnd.choice("ab]0;[2J") for _ in range(rnd.randint(1, 6)))
        name = f"n{i}{raw}.snl".replace("/", "_")
        path = folder / name
        valid = rnd.random() < 0.5
        path.write_bytes(board if valid else b"[[-1, 9], [-1, -1]]")
        command = rnd.choice(["validate", "solve"])
        result = run([command, str(path)], folder)
        text = (result.stdout + result.stderr).decode("utf-8", "replace")
        raw_left = [c for c in CONTROLS if c != "\n" and c in text]
        lines = text.strip().splitlines()
        verdict_ok = command != "validate" or (lines and lines[0].startswith(f"{path.parent}/n{i}"))
        if raw_left or not verdict_ok or result.returncode not in (0, 1):
            tally.add("raw", f"{name!r}: {raw_left} reached the terminal, or the verdict split: {text[:200]!r}")
        else:
            tally.add("clean" if result.returncode == 1 else "accepted")
        path.unlink()
    return tally


PARTS: dict[str, Callable[[int, Path], Tally]] = {
    "outputs": non_regular_outputs,
    "kills": killed_exports,
    "inputs": special_inputs,
    "own": own_files,
    "streams": standard_streams,
    "names": hostile_names,
}
