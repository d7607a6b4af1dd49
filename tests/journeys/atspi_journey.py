"""The screen-reader journey's AT-SPI side, run by the system's ``/usr/bin/python3`` (Debian's
``python3-pyatspi`` and ``gi`` live there, not in the project's venv) inside a D-Bus session of
its own (``dbus-run-session``) on an X server of its own (``xvfb-run``); started by
``test_screen_reader.py``, which reads the JSON report it prints on standard output.

It starts the accessibility bus (``at-spi-bus-launcher``) and its registry
(``at-spi2-registryd``), then the real app (``APP_PYTHON -m snl_desktop``, Qt's ``xcb``
platform, ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), and plays through AT-SPI as a screen reader
user's tools would: it finds the start screen's Play button by its accessible name and presses
it (its AT-SPI action), presses New Game, chooses "Play against the computer", names the first
player Lily (the name field's editable text), presses Start game, then rolls with the Space key
(xdotool, sent to the window as a keyboard's key) and waits for the turn's announcement: Qt
sends a ``QAccessibleAnnouncementEvent`` to AT-SPI as the ``object:announcement`` event, whose
text is what Orca says. It also reads the Game dock's status line and the W key's sentence.

With ``walk`` after its arguments it audits every room instead (`walk`): the unnamed or
value-named controls, the meaningless objects and the focusable ones not on screen.

Usage: atspi_journey.py APP_PYTHON HOME_DIR [walk]. Exit 0 with the report; 1 with the reason."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pyatspi  # type: ignore[import-not-found]  # the system's, not the venv's
from gi.repository import GLib  # type: ignore[import-not-found]

PLAYER = "Lily"
LIMIT_S = 60.0
"""Each wait's bound (a hang's, not a speed requirement: a busy machine stays well within it)."""

heard: list[str] = []
"""The texts of the ``object:announcement`` events, in order."""
waits: list[tuple[str, float]] = []
"""Each wait that ended, and how long it took (seconds)."""
started = time.monotonic()


def log(text: str) -> None:
    print(f"[{time.monotonic() - started:5.1f}s] {text}", file=sys.stderr, flush=True)


def pump(seconds: float = 0.05) -> None:
    """Let pyatspi's events in (they arrive through GLib's main loop)."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


def wait_for(what, doing: str, seconds: float = LIMIT_S):
    began = time.monotonic()
    end = began + seconds
    while time.monotonic() < end:
        try:
            got = what()
        except Exception:  # an object that went away while it was read: ask again
            got = None
        if got:
            waits.append((doing, round(time.monotonic() - began, 1)))
            return got
        pump(0.1)
    raise SystemExit(f"gave up waiting: {doing}")


def showing(node) -> bool:
    return node.getState().contains(pyatspi.STATE_SHOWING)


def find(root, name: str, roles: tuple[int, ...] = ()):
    """The first showing object under ``root`` called ``name`` (of one of ``roles``): breadth
    first, not entering what is not shown (the hidden docks' many widgets)."""
    queue = [root]
    while queue:
        node = queue.pop(0)
        for child in node:
            if child is None or not showing(child):
                continue
            if child.name == name and (not roles or child.getRole() in roles):
                return child
            queue.append(child)
    return None


def window_of(app, title: str):
    """The app's shown window titled ``title`` (the desktop adds " — <the app's name>")."""
    for window in app:
        if window is not None and showing(window) and window.name.split(" — ")[0] == title:
            return window
    return None


def press(node) -> None:
    """The object's first action (a button's Press), as a screen reader's "activate" does."""
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    log(f"press {node.name!r} {names}")
    action.doAction(0)


def app_of(pid: int):
    desktop = pyatspi.Registry.getDesktop(0)
    return next((app for app in desktop if app is not None and app.get_process_id() == pid), None)


def xdotool(*args: str) -> str:
    done = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=30, check=False)
    return done.stdout.strip()


def bus_is_up() -> bool:
    """Whether the accessibility bus's launcher has its name (``org.a11y.Bus``) on the session bus."""
    from gi.repository import Gio  # type: ignore[import-not-found]

    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = session.call_sync(
        "org.freedesktop.DBus",
        "/org/freedesktop/DBus",
        "org.freedesktop.DBus",
        "NameHasOwner",
        GLib.Variant("(s)", ("org.a11y.Bus",)),
        GLib.VariantType("(b)"),
        Gio.DBusCallFlags.NONE,
        -1,
        None,
    )
    return bool(reply.unpack()[0])


def start_bus() -> list[subprocess.Popen]:
    """The accessibility bus and its registry, in this D-Bus session."""
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately", "--a11y=1"], **quiet)
    wait_for(bus_is_up, "the accessibility bus")  # the registry asks it for its address
    registry = subprocess.Popen(["/usr/libexec/at-spi2-registryd", "--use-gnome-session=false"], **quiet)
    wait_for(lambda: pyatspi.Registry.getDesktop(0) is not None, "the AT-SPI registry")
    return [registry, bus]


def start_app(python: str, home: str) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "SNL_LANG", "QT_QPA_PLATFORM")}
    env.update(
        HOME=home,
        XDG_CONFIG_HOME=os.path.join(home, ".config"),
        XDG_DATA_HOME=os.path.join(home, ".local", "share"),
        XDG_CACHE_HOME=os.path.join(home, ".cache"),
        XDG_RUNTIME_DIR=os.path.join(home, "run"),
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        SNL_LANG="en",
    )
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
    err = open(os.path.join(home, "app-stderr.txt"), "wb")  # open while the app runs
    return subprocess.Popen([python, "-m", "snl_desktop"], env=env, stdin=subprocess.DEVNULL, stdout=err, stderr=err)


def sentence(text: str, start: str) -> str:
    """The sentence of an announcement that begins with ``start`` (sentences said at the same
    moment come joined: "Play room. Lily threw 4 and …")."""
    return text[text.index(start) :]


def journey(app_process: subprocess.Popen) -> dict:
    app = wait_for(lambda: app_of(app_process.pid), "the app on the accessibility bus")
    log(f"app on the bus: {app.name!r}")
    button = pyatspi.ROLE_PUSH_BUTTON
    play = wait_for(lambda: find(app, "Play", (button,)), "the start screen's Play button")
    press(play)
    new_game = wait_for(lambda: find(app, "New Game", (button,)), "the Play room's New Game button")
    press(new_game)
    dialog = wait_for(lambda: window_of(app, "New game"), "the New Game dialog")
    press(wait_for(lambda: find(dialog, "Play against the computer", (button,)), "Play against the computer"))
    name = wait_for(lambda: find(dialog, "Name of player 1"), "the first player's name field")
    name.queryEditableText().setTextContents(PLAYER)
    press(wait_for(lambda: find(dialog, "Start game", (button,)), "Start game"))
    wait_for(lambda: window_of(app, "New game") is None, "the dialog to close")
    window = wait_for(lambda: xdotool("search", "--onlyvisible", "--pid", str(app_process.pid)), "the app's window")
    window = window.splitlines()[0]
    xdotool("windowfocus", "--sync", window)
    del heard[:]
    turn = ""
    for _throw in range(3):  # a 6 throws again: Space again, as the announcement says
        said = len(heard)
        rolled = time.monotonic()
        xdotool("key", "--clearmodifiers", "space")  # the roll key
        news = wait_for(lambda said=said: [t for t in heard[said:] if PLAYER in t], "the throw announced")
        log(f"announced after {time.monotonic() - rolled:.2f} s: {news}")
        turn = next((sentence(t, f"{PLAYER} threw ") for t in news if f"{PLAYER} threw " in t), "")
        if turn:
            break
    # The computer plays its turn by itself: wait until it has, then ask where everyone is (W).
    wait_for(lambda: any("Computer threw " in t for t in heard), "the computer's turn announced")
    xdotool("key", "--clearmodifiers", "w")
    where = wait_for(lambda: next((sentence(t, f"{PLAYER} on ") for t in heard if f"{PLAYER} on " in t), None), "W")
    status = wait_for(lambda: find(app, where, (pyatspi.ROLE_LABEL,)), "the status line showing W's sentence")
    return {
        "app": app.name,
        "turn": turn,
        "status_line": status.name,
        "where": where,
        "heard": list(heard),
    }


INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_TEXT,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_LIST,
    pyatspi.ROLE_TABLE,
    pyatspi.ROLE_TREE,
    pyatspi.ROLE_TREE_TABLE,
    pyatspi.ROLE_PAGE_TAB,
}
"""What a person operates: each needs a name of its own (not its value)."""
MEANINGLESS = {pyatspi.ROLE_LAYERED_PANE: "layered pane", pyatspi.ROLE_SCROLL_BAR: "scroll bar"}
"""Roles a screen reader says that tell the user nothing unless they are named."""
ROOM_KEYS = {"Home": "ctrl+shift+h", "Play": "ctrl+shift+p", "Design": "ctrl+shift+d", "Learn": "ctrl+shift+l"}


def value_of(node) -> str:
    """What a control shows as its value: a combo box's chosen item, a spin box's number."""
    role = node.getRole()
    if role == pyatspi.ROLE_COMBO_BOX:
        try:
            chosen = node.querySelection().getSelectedChild(0) if node.childCount else None
        except Exception:
            chosen = None
        if chosen is None and node.childCount:
            try:
                chosen = node[0].querySelection().getSelectedChild(0)
            except Exception:
                chosen = None
        return chosen.name if chosen is not None else ""
    if role in (pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER):
        try:
            return f"{node.queryValue().currentValue:g}"
        except Exception:
            return ""
    return ""


def labelled(node) -> bool:
    """Whether AT-SPI says what names ``node`` through a label ("labelled by", a label's buddy)."""
    try:
        for relation in node.getRelationSet():
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                return any(relation.getTarget(i).name.strip() for i in range(relation.getNTargets()))
    except Exception:
        return False
    return False


def describe(node) -> str:
    try:
        parent = node.parent
        owner = f" in {parent.getRoleName()} {parent.name!r}" if parent is not None else ""
    except Exception:
        owner = ""
    return f"{node.getRoleName()} {node.name!r}{owner}"


def audit(window) -> dict[str, list[str]]:
    """The shown window's unnamed or value-named controls, its meaningless objects (an unnamed
    layered pane or scroll bar, a tab list of a dock's tab bar no one sees) and its focusable
    objects that are not on screen (a Tab stop where nothing shows)."""
    found: dict[str, list[str]] = {"unnamed": [], "meaningless": [], "invisible": []}
    queue = [window]
    while queue:
        node = queue.pop(0)
        for child in node:
            if child is None:
                continue
            try:
                state = child.getState()
                role = child.getRole()
                name = child.name.strip()
            except Exception:
                continue
            if not state.contains(pyatspi.STATE_SHOWING):
                continue
            if role in INTERACTIVE and role != pyatspi.ROLE_PAGE_TAB and not name:
                found["unnamed"].append(describe(child))
            elif role in INTERACTIVE and name and name == value_of(child) and not labelled(child):
                found["unnamed"].append(f"{describe(child)} (named by its value)")
            if role in MEANINGLESS and not name:
                found["meaningless"].append(describe(child))
            if state.contains(pyatspi.STATE_FOCUSABLE) and role in INTERACTIVE | {pyatspi.ROLE_PAGE_TAB_LIST}:
                try:
                    box = child.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                    empty = box.width <= 0 or box.height <= 0
                except Exception:
                    empty = False
                if empty or not state.contains(pyatspi.STATE_VISIBLE):
                    found["invisible"].append(describe(child))
            if role not in (pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST):
                queue.append(child)
    return found


def walk(app_process: subprocess.Popen) -> dict:
    """Each room of the main window, switched to by its key, audited (see `audit`)."""
    app = wait_for(lambda: app_of(app_process.pid), "the app on the accessibility bus")
    wait_for(lambda: find(app, "Play", ()), "the start screen")
    window = wait_for(lambda: xdotool("search", "--onlyvisible", "--pid", str(app_process.pid)), "the app's window")
    xdotool("windowfocus", "--sync", window.splitlines()[0])
    rooms: dict[str, dict[str, list[str]]] = {}
    for room, key in ROOM_KEYS.items():
        xdotool("key", "--clearmodifiers", key)
        frame = wait_for(
            lambda room=room: next(
                (w for w in app if w is not None and showing(w) and find(w, room, (pyatspi.ROLE_RADIO_BUTTON,))), None
            ),
            f"the {room} room",
        )
        wait_for(
            lambda room=room, frame=frame: (
                find(frame, room, (pyatspi.ROLE_RADIO_BUTTON,)).getState().contains(pyatspi.STATE_CHECKED)
            ),
            f"the {room} room chosen",
        )
        pump(0.5)  # the room's docks come (lazily built ones a moment later): let their events in
        rooms[room] = audit(frame)
    return {"app": app.name, "rooms": rooms}


def main() -> int:
    python, home = sys.argv[1], sys.argv[2]
    if sys.argv[3:] == ["walk"]:
        return run(python, home, walk)
    return run(python, home, journey)


def run(python: str, home: str, what) -> int:
    daemons = start_bus()
    pyatspi.Registry.registerEventListener(lambda event: heard.append(str(event.any_data)), "object:announcement")
    app = start_app(python, home)
    try:
        report = what(app)
    except SystemExit as stop:
        print(f"atspi journey: {stop}; heard {heard}", file=sys.stderr)
        return 1
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
        for daemon in daemons:
            daemon.terminate()
    report["seconds"] = round(time.monotonic() - started, 1)
    report["longest_wait"] = max(waits, key=lambda wait: wait[1]) if waits else ("", 0.0)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
