"""The fault campaign: damaged, hostile and special files through the loaders and the command
line, saves killed midway, and a full disk. It prints, for each part, how many cases were
tried, how many were refused cleanly (one line, under 300 characters, no traceback), how many
were accepted as valid, and the failures, which must be 0.

    .venv/bin/python tests/campaign/fault_campaign.py [--mutants 46000] [--cli 300] [--kills 360]
        [--exports 60] [--special 40] [--only outputs,kills,inputs,own,streams,names]

The suite runs a small seeded slice of the same mutations (tests/core/test_fuzz_files.py); this
runs the whole campaign. The full-disk part needs root (it mounts a 1 MB tmpfs) and is skipped
otherwise, saying so.

Issue 23's parts (`special_parts`): outputs that are devices and pipes, every CLI export killed
midway (``--exports`` kills), pipes and sparse files as inputs and as the app's own files,
standard streams closed or full, hostile file names (``--special`` cases each, at most every
case there is). ``--only`` runs just the parts named (the loader and CLI parts above are
``loader``, ``cli``, ``special``, ``saves``, ``disk``)."""

from __future__ import annotations

import argparse
import os
import random
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from campaign.special_parts import PARTS, Tally

from helpers.mutations import mutants
from snl_desktop.core import Board, BoardError, SnakeAndLadderGame
from snl_desktop.core.files.boards import load_board, parse_board_bytes, save_board
from snl_desktop.core.files.games import GameFileError, GameRecord, dumps_game, parse_game_bytes
from snl_desktop.presets import PRESETS

COMMAND = [sys.executable, "-m", "snl_desktop"]
SECONDS_PER_FILE = 10


def one_line(message: str) -> bool:
    return bool(message) and "\n" not in message and len(message) < 300 and "Traceback" not in message


class _Hang(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise _Hang


def loader_fuzz(count: int) -> list[Tally]:
    boards = [p.read_bytes() for p in sorted(PRESETS.glob("*.snl"))] + [
        b"[[-1, -1, -1], [-1, 9, -1], [-1, 2, -1]]",
        b'{"snakes": ["17,7", "54,34"], "ladders": ["3,22"], "rows": 10, "cols": 10}',
        b'{"move": [-1, 5, -1, -1, 0, -1, -1, -1, -1]}',
    ]
    game = SnakeAndLadderGame.from_board(Board(10, 10, {3: 22, 17: 7}), ["Ana", "Ben"])
    for player, dice in (("Ana", [2]), ("Ben", [6, 3]), ("Ana", [4])):
        game.play(player, dice)
    games = [dumps_game(GameRecord.from_game(game, ["#e63946", "#1d6fd6"], "night")).encode()]
    signal.signal(signal.SIGALRM, _alarm)
    tallies = []
    for name, seeds, parse, error, share in (
        ("board files (loader)", boards, parse_board_bytes, BoardError, 0.87),
        ("saved games (loader)", games, parse_game_bytes, GameFileError, 0.13),
    ):
        tally = Tally(name)
        for kind, data in mutants(seeds, int(count * share), seed=46_000):
            signal.alarm(SECONDS_PER_FILE)
            try:
                parse(data)
                tally.add("accepted")
            except error as exc:
                tally.add("clean" if one_line(str(exc)) else "bad message", f"{kind}: {str(exc)[:200]!r}")
            except _Hang:
                tally.add("hang", f"{kind}: {len(data)} bytes hung")
            except Exception as exc:  # what the campaign looks for
                tally.add("crash", f"{kind}: {type(exc).__name__}: {exc}"[:300])
            finally:
                signal.alarm(0)
        tallies.append(tally)
    return tallies


def run(args: list[str], folder: Path, stdin: bytes | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(folder),
        "XDG_DATA_HOME": str(folder / "d"),
        "XDG_CONFIG_HOME": str(folder / "c"),
    }
    return subprocess.run(
        [*COMMAND, *args],
        input=stdin,
        capture_output=True,
        timeout=timeout,
        env=env,
        stdin=None if stdin is not None else subprocess.DEVNULL,
    )


def judge_cli(tally: Tally, result: subprocess.CompletedProcess, what: str) -> None:
    """Exit 0 (valid, written), or exit 1 with a clean report: one error line on stderr, or
    (validate) a verdict and short problem lines on stdout; never a traceback."""
    out = result.stdout.decode("utf-8", "replace").strip()
    err = result.stderr.decode("utf-8", "replace").strip()
    report_ok = bool(out) and all(one_line(line) for line in out.splitlines()) and not err
    if "Traceback" in out + err:
        tally.add("failure", f"{what}: a traceback: {err[-200:]!r}")
    elif result.returncode == 0:
        tally.add("accepted")
    elif result.returncode == 1 and (one_line(err) or report_ok):
        tally.add("clean")
    else:
        tally.add("failure", f"{what}: exit {result.returncode}: {(err or out)[:200]!r}")


def cli_fuzz(count: int, folder: Path) -> Tally:
    tally = Tally("mutated files (snl-desktop validate)")
    seeds = [p.read_bytes() for p in sorted(PRESETS.glob("*.snl"))]
    for i, (kind, data) in enumerate(mutants(seeds, count, seed=7)):
        path = folder / f"m{i}.snl"
        path.write_bytes(data)
        judge_cli(tally, run(["validate", str(path)], folder), kind)
        path.unlink()
    return tally


def special_files(folder: Path) -> Tally:
    tally = Tally("special files (loader and CLI)")
    fifo = folder / "pipe.snl"
    os.mkfifo(fifo)
    loop = folder / "loop.snl"
    loop.symlink_to(folder / "loop.snl")
    locked = folder / "locked"
    locked.mkdir()
    (locked / "b.snl").write_text("[[-1,-1],[-1,-1]]")
    locked.chmod(0)
    sparse = folder / "huge.snl"
    with open(sparse, "wb") as stream:
        stream.truncate(40 * 1024 * 1024)
    cases = [
        fifo,
        Path("/dev/zero"),
        Path("/dev/null"),
        loop,
        locked / "b.snl",
        locked,
        folder,
        sparse,
        folder / "missing.snl",
    ]
    for path in cases:
        signal.alarm(SECONDS_PER_FILE)
        try:
            load_board(path)
            tally.add("accepted")
        except BoardError as exc:
            tally.add("clean" if one_line(str(exc)) else "bad message", f"{path}: {exc}")
        except _Hang:
            tally.add("hang", f"{path} hung the loader")
        except Exception as exc:
            tally.add("crash", f"{path}: {type(exc).__name__}: {exc}")
        finally:
            signal.alarm(0)
        judge_cli(tally, run(["validate", str(path)], folder, timeout=30), str(path))
    locked.chmod(stat.S_IRWXU)
    return tally


SAVER = """
import sys
from snl_desktop.core import Board
from snl_desktop.core.files.boards import save_board
path = sys.argv[1]
boards = [Board(1000, 1000, {s: s + 1 for s in range(2, 200_000, 3)}),
          Board(1000, 1000, {s: 1 for s in range(5, 200_000, 7)})]
print("go", flush=True)
i = 0
while True:
    save_board(path, boards[i % 2], name=f"version {i % 2}")
    i += 1
"""


def killed_saves(count: int, folder: Path) -> Tally:
    tally = Tally("saves killed midway (kill -9)")
    path = folder / "saved.snl"
    save_board(path, Board(1000, 1000), name="version start")
    rnd = random.Random(360)
    for _ in range(count):
        proc = subprocess.Popen([sys.executable, "-c", SAVER, str(path)], stdout=subprocess.PIPE)
        proc.stdout.readline()
        time.sleep(rnd.uniform(0.0, 0.6))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        try:
            name = load_board(path).name
        except BoardError as exc:
            tally.add("failure", f"the file was damaged: {exc}")
            continue
        if name in ("version start", "version 0", "version 1"):
            tally.add("clean")
        else:
            tally.add("failure", f"unexpected content {name!r}")
    save_board(path, Board(3, 3))  # the next save removes what the killed ones left behind
    leftovers = [p.name for p in folder.glob(".saved.snl.*.tmp")]
    if any(time.time() - (folder / n).stat().st_mtime > 600 for n in leftovers):
        tally.add("failure", f"stale temporaries left: {leftovers}")
    return tally


def full_disk(folder: Path) -> Tally:
    tally = Tally("full disk (saves and exports)")
    if os.geteuid() != 0:
        print("full disk: skipped (mounting a tmpfs needs root)")
        return tally
    disk = folder / "disk"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(disk)]).returncode != 0:
        print("full disk: skipped (tmpfs could not be mounted)")
        return tally
    try:
        small = disk / "board.snl"
        save_board(small, Board(10, 10, {3: 22}), name="small")
        before = small.read_bytes()
        for args in (
            ["render", str(PRESETS / "classic.snl"), "-o", str(disk / "board.png"), "--size", "8000"],
            ["render", str(PRESETS / "classic.snl"), "-o", str(disk / "board.svg")],
            ["render", str(PRESETS / "classic.snl"), "-o", str(disk / "board.pdf")],
        ):
            result = run(args, folder)
            judge_cli(tally, result, " ".join(args[:1] + args[-2:]))
        try:
            save_board(small, Board(1000, 1000, {s: 1 for s in range(2, 300_000, 2)}), name="too big")
            tally.add("failure", "a 1 MB disk took a 2 MB board")
        except OSError:
            tally.add("clean" if small.read_bytes() == before else "failure", "the old board was damaged")
        leftovers = [p.name for p in disk.iterdir() if p.name.endswith(".tmp")]
        if leftovers:
            tally.add("failure", f"temporaries left on the full disk: {leftovers}")
    finally:
        subprocess.run(["umount", str(disk)])
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=46_000)
    parser.add_argument("--cli", type=int, default=300)
    parser.add_argument("--kills", type=int, default=360)
    parser.add_argument("--exports", type=int, default=60, help="exports killed midway (issue 23)")
    parser.add_argument("--special", type=int, default=40, help="cases of each other part of issue 23")
    parser.add_argument("--only", default="", help="the parts to run, comma-separated (default: all)")
    args = parser.parse_args()
    only = {name for name in args.only.split(",") if name}
    tallies: list[Tally] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if not only or "loader" in only:
            tallies += loader_fuzz(args.mutants)
            for tally in tallies:
                print(tally.line(), flush=True)
        parts = {
            "cli": lambda: cli_fuzz(args.cli, folder),
            "special": lambda: special_files(folder),
            "saves": lambda: killed_saves(args.kills, folder),
            "disk": lambda: full_disk(folder),
        }
        for name, part in PARTS.items():
            count = args.exports if name == "kills" else args.special
            parts[name] = lambda part=part, name=name, count=count: part(count, _fresh(folder, name))
        for name, run_part in parts.items():
            if only and name not in only:
                continue
            tally = run_part()
            tallies.append(tally)
            print(tally.line(), flush=True)
    failures = [f for t in tallies for f in t.failures]
    print(
        f"{'all':<34} tried {sum(t.tried for t in tallies):>6}  clean {sum(t.clean for t in tallies):>6}  "
        f"accepted {sum(t.accepted for t in tallies):>6}  failures {len(failures)}   "
        f"({time.perf_counter() - started:.0f} s)"
    )
    for failure in failures[:20]:
        print("  FAILURE:", failure)
    return 1 if failures else 0


def _fresh(folder: Path, name: str) -> Path:
    """A folder of its own for one part."""
    path = folder / f"part-{name}"
    path.mkdir()
    return path


if __name__ == "__main__":
    raise SystemExit(main())
