"""The Orca journey's AT-SPI side, run by the system's ``/usr/bin/python3`` inside a D-Bus session
of its own on an X server of its own (started by ``test_orca.py``, which reads the JSON report
printed on standard output). Beside `atspi_journey`'s bus, registry and app it starts the real
screen reader: a speech-dispatcher of its own (into ALSA's null device) and Orca with a debug
file (``orca --debug-file``), whose ``SPEECH OUTPUT: '…'`` lines are what Orca said.

The journey: a game against the computer started through AT-SPI (as `atspi_journey` does), two
turns (Lily's, by the Space key, and the computer's), the W key's sentence, the Learn room (Ctrl+Shift+L, whose switch
is said), two steps of the search (F6), and the board's square cursor moved by the arrow keys in
the Play room. Each sentence the app announced (AT-SPI's ``object:announcement``, the same text
the app's notification carries) and each square the cursor named must be found in Orca's speech.
Every wait is on the debug file's content or on AT-SPI, bounded; there is no fixed sleep.

Usage: orca_journey.py APP_PYTHON HOME_DIR. Exit 0 with the report; 1 with the reason."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
import tty
from pathlib import Path

import atspi_journey as base  # the bus, the app, the waits (this folder is on sys.path)
import pyatspi  # type: ignore[import-not-found]  # the system's, not the venv's

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*?)'(?= ?voice=|\{| ?$)", re.MULTILINE)
"""A line of Orca's speech: ``SPEECH OUTPUT: 'Learn room.'{'established': False}``."""
QUIET_S = 1.0
"""How long Orca's debug file stays unwritten once Orca has nothing left to do (it logs every
event it works on, many lines each)."""


class OrcaLog:
    """What Orca said, read from its debug file as it is written. Orca writes that file through
    Python's block buffer, which it flushes only when full: given a terminal instead (a pseudo
    terminal's other end, in raw mode), it writes each line at once. A thread reads the
    terminal into ``text`` (and ``path``, kept for a person reading a failure)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.text = ""
        self._size, self._since = -1, time.monotonic()
        self._lock = threading.Lock()
        self._master, slave = os.openpty()
        tty.setraw(slave)
        self.terminal = os.ttyname(slave)
        self._slave = slave  # kept open so that the terminal lives until Orca opens it
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        with self.path.open("a", encoding="utf-8") as copy:
            while True:
                try:
                    chunk = os.read(self._master, 65536)
                except OSError:
                    return  # the terminal closed
                if not chunk:
                    return
                text = chunk.decode("utf-8", "replace")
                copy.write(text)
                copy.flush()
                with self._lock:
                    self.text += text

    def lines(self) -> list[str]:
        with self._lock:
            text = self.text
        return [m.group(1) for m in SPEECH.finditer(text)]

    def said(self, sentence: str, since: int = 0) -> bool:
        return any(sentence in line for line in self.lines()[since:])

    def settled(self) -> bool:
        """Whether Orca has gone quiet (its queue of the app's events worked through): nothing
        written to its debug file for `QUIET_S`. Orca drops a notification that comes while more
        than 50 events wait (a flood), as any screen reader's user meets after a burst of events;
        the journey, like a user, lets it catch up before the next key."""
        with self._lock:
            size = len(self.text)
        if size != self._size:
            self._size, self._since = size, time.monotonic()
            return False
        return time.monotonic() - self._since >= QUIET_S

    def settle(self, doing: str) -> None:
        self._size, self._since = -1, time.monotonic()
        base.wait_for(self.settled, f"Orca to catch up before {doing}")


def start_orca(home: Path) -> tuple[list[subprocess.Popen], OrcaLog]:
    """speech-dispatcher (its own socket and configuration, sound into ALSA's null device) and
    Orca (its own preferences), both in this session; returns them and Orca's log."""
    config = home / ".config"
    (config / "speech-dispatcher").mkdir(parents=True, exist_ok=True)
    (home / ".asoundrc").write_text("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")
    (config / "speech-dispatcher" / "speechd.conf").write_text('AudioOutputMethod "alsa"\nAudioALSADevice "default"\n')
    run = home / "run"
    run.mkdir(mode=0o700, exist_ok=True)
    os.environ.update(HOME=str(home), XDG_CONFIG_HOME=str(config), XDG_RUNTIME_DIR=str(run))
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    speech = subprocess.Popen(["speech-dispatcher", "--run-single", "--timeout", "0"], **quiet)
    log = OrcaLog(home / "orca-debug.txt")
    orca = subprocess.Popen(
        ["orca", "--replace", "--user-prefs", str(home / "orca"), f"--debug-file={log.terminal}"],
        **quiet,
    )
    base.wait_for(lambda: log.said("Screen reader on"), "Orca to start")
    return [orca, speech], log


def orca_version(log: OrcaLog) -> str:
    found = re.search(r"Launching version (\S+)", log.text)
    return found.group(1) if found else ""


def heard_by_orca(log: OrcaLog, sentence: str, doing: str, since: int = 0) -> str:
    """Wait until Orca has said ``sentence`` (after its ``since``-th line); the line it said."""
    base.wait_for(lambda: log.said(sentence, since), doing)
    return next(line for line in log.lines()[since:] if sentence in line)


def a_button(app):
    """A shown, focusable, named push button of the app's window (breadth first)."""
    queue = [app]
    while queue:
        node = queue.pop(0)
        for child in node:
            if child is None or not base.showing(child):
                continue
            state = child.getState()
            if child.getRole() == pyatspi.ROLE_PUSH_BUTTON and child.name and state.contains(pyatspi.STATE_FOCUSABLE):
                return child
            queue.append(child)
    return None


def board_of(app):
    return base.find(app, "The board") or base.find(app, "Square 1", ())


def start_game(app_process: subprocess.Popen, log: OrcaLog):
    """The game against the computer, started through AT-SPI as `atspi_journey` does; returns
    the app and its window once Orca has caught up with the dialog's many events (it has said
    where the focus went: the board), so that the turn is not lost in that flood."""
    app = base.wait_for(lambda: base.app_of(app_process.pid), "the app on the accessibility bus")
    button = pyatspi.ROLE_PUSH_BUTTON
    base.press(base.wait_for(lambda: base.find(app, "Play", (button,)), "the start screen's Play button"))
    base.press(base.wait_for(lambda: base.find(app, "New Game", (button,)), "the Play room's New Game button"))
    dialog = base.wait_for(lambda: base.window_of(app, "New game"), "the New Game dialog")
    computer = "Play against the computer"
    base.press(base.wait_for(lambda: base.find(dialog, computer, (button,)), computer))
    name = base.wait_for(lambda: base.find(dialog, "Name of player 1"), "the first player's name field")
    name.queryEditableText().setTextContents(base.PLAYER)
    mark = len(log.lines())
    base.press(base.wait_for(lambda: base.find(dialog, "Start game", (button,)), "Start game"))
    base.wait_for(lambda: base.window_of(app, "New game") is None, "the dialog to close")
    window = base.wait_for(lambda: base.xdotool("search", "--onlyvisible", "--pid", str(app_process.pid)), "window")
    window = window.splitlines()[0]
    base.xdotool("windowfocus", "--sync", window)
    heard_by_orca(log, "The board", "Orca presenting the focus after the dialog", mark)
    return app, window


def play_two_turns(log: OrcaLog) -> list[str]:
    """Lily's throw (Space; a 6 throws again) and the computer's turn: each announced sentence,
    as Orca said it."""
    said: list[str] = []
    for _throw in range(3):
        log.settle("the throw")
        first = len(base.heard)
        base.xdotool("key", "--clearmodifiers", "space")
        news = base.wait_for(lambda first=first: [t for t in base.heard[first:] if base.PLAYER in t], "the throw")
        said.extend(heard_by_orca(log, text, f"Orca saying {text!r}") for text in news)
        if any(text.startswith(f"{base.PLAYER} threw ") for text in news):
            break
    computer = base.wait_for(lambda: next((t for t in base.heard if "Computer threw " in t), None), "the computer")
    said.append(heard_by_orca(log, computer, f"Orca saying {computer!r}"))
    return said


def journey(app_process: subprocess.Popen, log: OrcaLog) -> dict:
    app, window = start_game(app_process, log)
    spoken: dict[str, object] = {"turns": play_two_turns(log)}
    log.settle("the W key")
    said = len(base.heard)
    base.xdotool("key", "--clearmodifiers", "w")
    where = base.wait_for(lambda: next((t for t in base.heard[said:] if f"{base.PLAYER} on " in t), None), "W")
    spoken["where"] = heard_by_orca(log, where, "Orca saying where everyone is")

    # The search: the Learn room, then two steps (F6), each step's narration said.
    log.settle("the Learn room")
    mark = len(log.lines())
    base.xdotool("key", "--clearmodifiers", "ctrl+shift+l")
    spoken["room"] = heard_by_orca(log, "Learn room", "Orca saying the room switched to Learn", mark)
    steps: list[str] = []
    for step in range(2):
        log.settle(f"search step {step + 1}")
        said = len(base.heard)
        base.xdotool("key", "--clearmodifiers", "F6")
        news = base.wait_for(lambda said=said: base.heard[said:], f"search step {step + 1} announced")
        steps.extend(heard_by_orca(log, text, f"Orca saying step {step + 1}: {text!r}") for text in news)
    spoken["steps"] = steps

    # The board's square cursor in the Play room: focus the board, two arrows.
    log.settle("the Play room")
    mark = len(log.lines())
    base.xdotool("key", "--clearmodifiers", "ctrl+shift+p")
    spoken["back"] = heard_by_orca(log, "Play room", "Orca saying the room switched to Play", mark)
    # Focus elsewhere, then on the board: Orca reads the board as the focus (its name changes
    # are then said), whatever Qt's focus was when the room came back.
    log.settle("focusing the board")
    other = base.wait_for(lambda: a_button(app), "a button of the Play room")
    mark = len(log.lines())
    other.queryComponent().grabFocus()
    heard_by_orca(log, other.name, f"Orca presenting the focus on {other.name!r}", mark)
    board = base.wait_for(lambda: board_of(app), "the board")
    mark = len(log.lines())
    board.queryComponent().grabFocus()
    base.wait_for(lambda: board.getState().contains(pyatspi.STATE_FOCUSED), "the board focused")
    heard_by_orca(log, "The board", "Orca presenting the focus on the board", mark)
    squares: list[str] = []
    for key in ("Right", "Right"):
        log.settle(f"the {key} arrow")
        mark = len(log.lines())
        base.xdotool("key", "--clearmodifiers", key)
        name = base.wait_for(
            lambda: board.name if board.name.startswith("Square") and board.name not in squares else None,
            f"the cursor's square after {key}",
        )
        squares.append(heard_by_orca(log, name, f"Orca saying {name!r}", mark))
    spoken["squares"] = squares
    return {
        "app": app.name,
        "announced": list(base.heard),
        "orca": spoken,
        "orca_version": orca_version(log),
        "window": window,
    }


def main() -> int:
    python, home = sys.argv[1], Path(sys.argv[2])
    daemons = base.start_bus()
    pyatspi.Registry.registerEventListener(lambda event: base.heard.append(str(event.any_data)), "object:announcement")
    speakers: list[subprocess.Popen] = []
    app: subprocess.Popen | None = None
    try:
        speakers, log = start_orca(home)
        app = base.start_app(python, str(home))
        report = journey(app, log)
    except SystemExit as stop:
        print(f"orca journey: {stop}; announced {base.heard}", file=sys.stderr)
        return 1
    finally:
        for process in ([app] if app is not None else []) + speakers + daemons:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
    report["seconds"] = round(time.monotonic() - base.started, 1)
    report["longest_wait"] = max(base.waits, key=lambda wait: wait[1]) if base.waits else ("", 0.0)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
