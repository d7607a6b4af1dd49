"""Start-up, counted rather than timed: the instructions each program executes from process
start to its first paint, under valgrind's callgrind (the same count run after run, whatever
else the shared machine is doing). The programs are those of ``startup.py``: the bare window,
the floor (the app's first window with no app code) and ``snl-desktop --screenshot``; each
exits at its first paint event. Usage: ``python tests/benchmarks/startup_instructions.py``
(needs ``valgrind``; about a minute). The children import only ``os`` and ``importlib`` of
their own, so that the bare window's count stays bare."""

from __future__ import annotations

import importlib.abc
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


class _ExitAtFirstPaint(importlib.abc.MetaPathFinder):
    """Ends the process at the first paint event of a watcher class, patched into its module as
    the module is imported, so every program imports in its own order."""

    def __init__(self, module: str, watcher: str) -> None:
        self.module, self.watcher = module, watcher

    def find_spec(self, name, path, target=None):
        if name != self.module:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        run_module = spec.loader.exec_module
        watcher = self.watcher

        def run_and_patch(module) -> None:
            run_module(module)
            from PySide6.QtCore import QEvent

            def exit_on_paint(_self, _watched, event) -> bool:
                if event.type() == QEvent.Type.Paint:
                    os._exit(0)
                return False

            getattr(module, watcher).eventFilter = exit_on_paint

        spec.loader.exec_module = run_and_patch
        return spec


def child(which: str, out: str) -> None:
    """Run one program in this process, ending at its first paint."""
    sys.path.insert(0, HERE)
    if which == "app":
        sys.meta_path.insert(0, _ExitAtFirstPaint("snl_desktop.ui.shell.first_paint", "FirstPaint"))
        sys.argv = ["snl-desktop", "--screenshot", out]
        from snl_desktop.cli import main
    else:
        sys.meta_path.insert(0, _ExitAtFirstPaint("bare_window", "FirstPaint"))
        sys.argv = [which, out]
        main = __import__(f"{which}_window").main
    main()


def count(which: str, env: dict[str, str], out: str) -> int:
    import re
    import subprocess

    subprocess.run(
        [sys.executable, __file__, "--child", which, out],
        env=env,
        check=True,  # bytecode cached
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--child",
            which,
            out,
        ],
        env=env,
        capture_output=True,
        text=True,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"valgrind gave no count for {which}:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    import shutil
    import tempfile

    from startup import APP, BARE, FLOOR, first_start_env  # the parent's only: the children stay bare

    if shutil.which("valgrind") is None:
        raise SystemExit("needs valgrind (Debian: apt-get install valgrind)")
    programs = {"bare": BARE, "floor": FLOOR, "app": APP}
    with tempfile.TemporaryDirectory() as tmp:
        env = first_start_env(tmp)
        counts = {which: count(which, env, os.path.join(tmp, "shot.png")) for which in programs}
    print("instructions from process start to the first paint:")
    for which, label in programs.items():
        print(f"  {label:>32}: {counts[which] / 1e6:7.1f} M  ({counts[which] / counts['bare']:.2f}× bare)")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], sys.argv[3])
    else:
        main()
