"""The session ends under a real ``snl-desktop``: logout (SIGTERM), a terminal that closes
(SIGHUP), Ctrl+C in it (SIGINT), one second after an edit made with real keys. The app closes
without a question and without a traceback, exits with 128 + the signal's number, and the next
start offers the edit back: Enter restores it.

Each case runs the venv's ``snl-desktop`` twice on an X server of its own (Xvfb, so the keys
are an X server's keys whatever platform the rest of the suite uses), with HOME and the XDG
folders in the test's folder; xdotool types. The edit: Board → Properties (Alt+B, P), a new
name, Enter; the window's title shows it once made. The fault campaign's "signals during edits",
bounded: the three signals one second after the edit, a question left open when the signal
comes, and a seeded draw of signals and delays (``CAMPAIGN_SEED``, ``CAMPAIGN_CASES``)."""

from __future__ import annotations

import os
import random
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).parent / "snl-desktop"
CAMPAIGN_SEED = 23
CAMPAIGN_CASES = 3
NAMES = ("Logout test", "Jungle run", "Ladder street", "Snake pit", "Night game")

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool") and SCRIPT.is_file()),
    reason="needs Xvfb, xdotool and the installed snl-desktop",
)


def wait_for(what: Callable[[], object], seconds: float, doing: str) -> object:
    """Poll ``what`` until it gives something true; fail naming ``doing`` after ``seconds`` (a
    bound on a hang, not a speed requirement)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = what()
        if got:
            return got
        time.sleep(0.05)
    raise AssertionError(f"gave up waiting: {doing}")


@pytest.fixture(scope="module")
def x_display() -> Iterator[str]:
    """A private X server (its number chosen by Xvfb itself): ``":N"``."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], 30)
        assert ready, "Xvfb did not start"
        number = os.read(read, 32).decode().strip()
        assert number.isdigit(), number
        yield f":{number}"
    finally:
        os.close(read)
        server.terminate()
        server.wait(timeout=10)


class App:
    """One run of the real ``snl-desktop`` on ``display``, its stderr kept in a file."""

    def __init__(self, home: Path, display: str, run: int) -> None:
        self.display = display
        self.stderr_path = home.parent / f"stderr-{run}.txt"
        env = {
            key: value
            for key, value in os.environ.items()
            if key not in ("WAYLAND_DISPLAY", "SNL_LANG", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")
        }
        env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_DATA_HOME=str(home / ".local" / "share"),
            XDG_CACHE_HOME=str(home / ".cache"),
            DISPLAY=display,
            QT_QPA_PLATFORM="xcb",
            SNL_LANG="en",
            SNL_DESKTOP_STARTUP_TRACE="1",
        )
        self.env = env
        with open(self.stderr_path, "wb") as err:
            self.process = subprocess.Popen(
                [str(SCRIPT)], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err
            )
        wait_for(lambda: "first-paint" in self.stderr or self.process.poll() is not None, 60, "the first paint")
        assert self.process.poll() is None, self.stderr
        self.window = self._find(pid=True)

    @property
    def stderr(self) -> str:
        return self.stderr_path.read_text("utf-8", "replace")

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=30, check=False)
        return done.stdout.strip()

    def _find(self, pid: bool = False, name: str = "") -> str:
        query = ["--pid", str(self.process.pid)] if pid else ["--name", name]
        found = wait_for(lambda: self.xdotool("search", "--onlyvisible", *query), 30, f"a window {query}")
        return str(found).splitlines()[0]

    def title(self) -> str:
        return self.xdotool("getwindowname", self.window)

    def keys(self, window: str, *keys: str) -> None:
        self.xdotool("windowfocus", "--sync", window)
        for key in keys:
            self.xdotool("key", "--clearmodifiers", key)

    def rename_board(self, name: str) -> None:
        """The Design room (a first start shows Home), Board → Properties, the name typed in
        place of the old one, Enter."""
        self.keys(self.window, "ctrl+shift+d", "alt+b")
        self.xdotool("key", "p")
        dialog = self._find(name="^Board properties$")
        self.keys(dialog, "ctrl+a")
        self.xdotool("type", "--delay", "20", name)
        self.xdotool("key", "Return")
        wait_for(lambda: self.title().startswith(f"{name}*"), 20, f"the title to show {name!r}, modified")

    def open_properties(self) -> None:
        """The Design room, Board → Properties, left open (a question on screen when the
        session ends)."""
        self.keys(self.window, "ctrl+shift+d", "alt+b")
        self.xdotool("key", "p")
        self._find(name="^Board properties$")

    def ended(self, seconds: float = 30) -> int:
        """The exit code, once the process has ended by itself (killed after ``seconds``)."""
        try:
            return self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError(f"still running {seconds} s after the signal:\n{self.stderr}") from None


def end_and_restart(tmp_path: Path, display: str, number: int, delay: float, name: str, question: bool) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    app = App(home, display, 1)
    app.rename_board(name)
    if question:
        app.open_properties()
    time.sleep(delay)
    app.process.send_signal(number)
    code = app.ended()
    assert code == 128 + number, f"exit {code}\n{app.stderr}"
    assert "Traceback" not in app.stderr and "KeyboardInterrupt" not in app.stderr, app.stderr
    # the next start offers the edit back; Enter restores it
    again = App(home, display, 2)
    offer = again._find(name="^Restore unsaved work$")
    again.keys(offer, "Return")
    wait_for(lambda: again.title().startswith(f"{name}*"), 20, f"the restored board {name!r}")
    again.process.send_signal(signal.SIGTERM)
    assert again.ended() == 128 + signal.SIGTERM


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=lambda n: signal.Signals(n).name)
def test_one_second_after_an_edit_the_next_start_offers_it_back(tmp_path, x_display, number):
    end_and_restart(tmp_path, x_display, number, 1.0, "Logout test", question=False)


def test_a_question_open_when_the_session_ends_does_not_keep_the_app_up(tmp_path, x_display):
    end_and_restart(tmp_path, x_display, signal.SIGTERM, 0.5, "Jungle run", question=True)


def _campaign() -> list[tuple[int, float, str]]:
    draw = random.Random(CAMPAIGN_SEED)
    numbers = [signal.SIGTERM, signal.SIGHUP, signal.SIGINT]
    return [(draw.choice(numbers), round(draw.uniform(0.0, 1.5), 2), draw.choice(NAMES)) for _ in range(CAMPAIGN_CASES)]


@pytest.mark.parametrize(("number", "delay", "name"), _campaign())
def test_campaign_signals_during_edits(tmp_path, x_display, number, delay, name):
    end_and_restart(tmp_path, x_display, number, delay, name, question=False)
