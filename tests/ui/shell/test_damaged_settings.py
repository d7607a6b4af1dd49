"""A damaged settings file never stops the app: every key the app reads, given each of a fixed
set of bad values (one key, one value per file, as a hand edit or another version leaves it),
starts the real window, and the value is ignored (the key's default is used) or, where it is a
value the key takes, used. A sample runs the real ``snl-desktop`` process (exit code 0, no
"internal error"). Values Qt itself decodes as binary data (``@Variant(…)``), which abort the
process inside Qt, are dropped from the file before Qt reads it.

The campaign's shape, bounded: 10 keys × 17 values in the window, 6 runs of the real process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDockWidget

from snl_desktop.ui.files import controller as files_controller
from snl_desktop.ui.kit.settings import safe_settings_text, unsafe_line
from snl_desktop.ui.kit.settings_keys import SettingKey as K
from snl_desktop.ui.shell.layout import first_size

DEEP = b"[" * 100_000 + b"]" * 100_000
ABORTS_QT = b"@Variant(\0\0\0\t\xff\xff\xff\xff)"
"""A list that says it holds four billion items: Qt aborts (SIGABRT) reading it."""
OVERFLOWS_QT = b"@Variant(" + b"\0\0\0\t\0\0\0\x01" * 30_000 + b"\0\0\0\t\0\0\0\0)"
"""Lists nested 30 000 deep: Qt overflows its stack (SIGSEGV) reading them."""

BAD_VALUES: dict[str, bytes] = {
    "empty": b"",
    "text": b"hello",
    "list": b"a, b, c",
    "int": b"42",
    "true": b"true",
    "negative": b"-1",
    "superscript-digit": "²".encode(),
    "huge-text": b"x" * 200_000,
    "nested-json": DEEP,
    "huge-list": b", ".join([b"x"] * 100_000),
    "bytes": b"@ByteArray(hello)",
    "rect": b"@Rect(1 2 3 4)",
    "json-object": b'"{\\"a\\": 1}"',
    "json-list-of-junk": b'"[[1, 2], [\\"#zzzzzz\\"], 3]"',
    "not-utf8": b"\xff\xfe\xfd",
    "variant-aborts-qt": ABORTS_QT,
    "variant-overflows-qt": OVERFLOWS_QT,
}

KEYS = (
    K.WINDOW_GEOMETRY,
    K.WINDOW_STATE,
    K.RECENT_FILES,
    K.EXPORT_SIZE,
    K.EXPORT_CAPTION,
    K.PLAY_SPEED,
    K.PLAY_LAST_PLAYERS,
    K.PLAY_RECENT_PLAYERS,
    K.SOUND_MUTED,
    K.SOUND_VOLUME,
)
"""The keys the window reads as it starts, each damaged alone and its effect checked (``language``
is read before the window, by the app: the real process below covers it; every key at once:
`test_every_key_the_app_reads_damaged_at_once`)."""

TAKEN = {
    (K.EXPORT_SIZE, "int"): 42,
    (K.EXPORT_CAPTION, "true"): True,
    (K.SOUND_MUTED, "true"): True,
    (K.SOUND_VOLUME, "int"): 42,
}
"""Values of the list that the key takes as they are (anything else: the default)."""

DEFAULTS = {
    K.EXPORT_SIZE: files_controller.DEFAULT_EXPORT_SIZE,
    K.EXPORT_CAPTION: True,
    K.PLAY_SPEED: "normal",
    K.SOUND_MUTED: False,
    K.SOUND_VOLUME: 70,
}


def ini_with(key: str, value: bytes) -> bytes:
    group, _, name = key.rpartition("/")
    return f"[{group or 'General'}]\n{name}=".encode() + value + b"\n"


def dock_layout(window) -> list[tuple[str, bool, object]]:
    return sorted(
        (dock.objectName(), dock.isVisible(), window.dockWidgetArea(dock)) for dock in window.findChildren(QDockWidget)
    )


def exported_options(window, prompter, tmp_path) -> tuple[int, bool]:
    seen: list[tuple[int, bool]] = []

    def look(dialog) -> bool:
        seen.append((dialog.size_box.value(), dialog.caption.isChecked()))
        return False  # Cancel: nothing is written

    prompter.script("save_path", tmp_path / "board.png")
    prompter.script("run_dialog", look)
    assert not window.files.export("png")
    return seen[0]


def offered_players(window, prompter) -> tuple[object, object]:
    seen: list[tuple[object, object]] = []

    def look(rules, description, players, families):
        seen.append((players, families))
        return None  # Cancel

    prompter.script("new_game", look)
    assert not window.play.new_game()
    return seen[0]


@pytest.mark.slow
@pytest.mark.parametrize("bad", list(BAD_VALUES))
@pytest.mark.parametrize("key", KEYS)
def test_a_bad_value_of_any_key_is_ignored_and_the_window_starts(make_window, prompter, tmp_path, key, bad) -> None:
    value = BAD_VALUES[bad]
    (tmp_path / "settings.ini").write_bytes(ini_with(key, value))
    window = make_window(size=None)
    assert window.isVisible()
    if key == K.WINDOW_GEOMETRY:
        assert (window.width(), window.height()) == first_size(window)  # (cut to a small screen)
    elif key == K.WINDOW_STATE:
        (tmp_path / "settings.ini").write_bytes(b"")
        assert dock_layout(window) == dock_layout(make_window(size=None))
    elif key == K.RECENT_FILES:
        recent = window.files.recent_files()
        assert len(recent) <= files_controller.MAX_RECENT
        assert len(window.recent.menu.actions()) == len(recent)
    elif key.startswith("export/"):
        size, caption = exported_options(window, prompter, tmp_path)
        expected = TAKEN.get((key, bad), DEFAULTS[key])
        assert (size if key == K.EXPORT_SIZE else caption) == expected
    elif key == K.PLAY_SPEED:
        assert window.play.pace.speed == "normal"
        assert window.play.pace.speed_actions["normal"].isChecked()
    elif key.startswith("play/"):
        players, families = offered_players(window, prompter)
        assert (players, families) == (None, [])
    elif key.startswith("sound/"):
        sound = window.play.pace.sound
        expected = TAKEN.get((key, bad), DEFAULTS[key])
        assert (sound.muted if key == K.SOUND_MUTED else sound.volume) == expected
    assert not any(unsafe_line(line) for line in (tmp_path / "settings.ini").read_text("utf-8", "replace").split("\n"))


@pytest.mark.slow
def test_a_hundred_thousand_recent_files_are_not_all_read(make_window, tmp_path, monkeypatch) -> None:
    """The start reads at most the bound: the paths made from the setting are counted."""
    made: list[str] = []

    class CountedPath(type(Path())):  # type: ignore[misc]
        def __new__(cls, *parts):
            made.append(str(parts[0]) if parts else "")
            return Path(*parts)

    monkeypatch.setattr(files_controller, "Path", CountedPath)
    paths = ", ".join(f"/home/user/board{i}.snl" for i in range(100_000))
    (tmp_path / "settings.ini").write_text(f"[General]\nrecent_files={paths}\n")
    window = make_window()
    assert len(made) <= files_controller.MAX_RECENT_READ
    assert [a.text() for a in window.recent.menu.actions()] == [f"board{i}.snl" for i in range(8)]


@pytest.mark.parametrize(
    "line",
    [
        b"key=@Variant(x)",
        b"key=\\x40Variant(x)",
        b"key=\\x0040Variant(x)",
        b"key=\\100Variant(x)",
        b'key="@Variant(x)"',
        b'key="@Var"iant(x)',
        b"key=a, @Variant(x)",
        b"key=@DateTime(x)",
        b"key=@Var\\\niant(x)",
        b"key=@Var\\\r\niant(x)",
    ],
)
def test_every_spelling_of_a_binary_value_is_dropped(line: bytes) -> None:
    data = b"[g]\nkept=1\n" + line + b"\nalso=2\n"
    safe, dropped = safe_settings_text(data)
    assert safe == b"[g]\nkept=1\nalso=2\n" and len(dropped) == 1


def test_what_the_app_writes_is_kept(make_window, tmp_path) -> None:
    """A window's own settings (geometry, dock layout, recent files, players) survive the check."""
    window = make_window()
    window.files.add_recent(tmp_path / "a board.snl")
    window.close()
    window.settings.sync()
    data = (tmp_path / "settings.ini").read_bytes()
    assert b"@ByteArray(" in data
    assert safe_settings_text(data) == (data, [])


SAMPLE = [
    (K.WINDOW_GEOMETRY, b""),
    (K.WINDOW_STATE, b"hello"),
    (K.RECENT_FILES, b"@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x7)"),
    (K.PLAY_LAST_PLAYERS, DEEP),
    (K.LANGUAGE, b"a, b, c"),
    (K.LANGUAGE, ABORTS_QT),
]


@pytest.mark.subprocess
@pytest.mark.parametrize(("key", "value"), SAMPLE, ids=[f"{k}-{i}" for i, (k, _) in enumerate(SAMPLE)])
def test_the_real_app_starts_with_a_damaged_setting(tmp_path, key, value) -> None:
    config = tmp_path / "config"
    (config / "snl-desktop").mkdir(parents=True)
    settings = config / "snl-desktop" / "Snakes & Ladders Studio.conf"
    settings.write_bytes(ini_with(key, value))
    env = {
        **os.environ,
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(config),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    env.pop("SNL_LANG", None)
    out = tmp_path / "window.png"
    run = subprocess.run(
        [sys.executable, "-m", "snl_desktop", "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "internal error" not in run.stderr
    assert out.stat().st_size > 0


QSETTINGS = {"setValue", "value", "remove", "contains"}
"""QSettings' own methods that take a key (first)."""


def keys_named_by_hand() -> list[str]:
    """Where the package reads or writes a setting by a key of its own: a string (or an f-string,
    or a name bound to one) instead of a `SettingKey`. A call that takes the settings first
    (`kit.settings`' typed reads and writes, and their callers' helpers) takes the key second;
    QSettings' own methods take it first."""
    import ast

    import snl_desktop

    found = []
    package = Path(snl_desktop.__file__).parent
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        strings = {  # module-level names bound to a string: KEY = "group/name"
            target.id
            for node in tree.body
            if isinstance(node, ast.Assign) and isinstance(node.value, (ast.Constant, ast.JoinedStr))
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            receiver = getattr(node.func, "value", None)
            if node.args and "settings" in ast.unparse(node.args[0]).lower():
                key = node.args[1] if len(node.args) > 1 else None
            elif getattr(node.func, "attr", None) in QSETTINGS and "settings" in ast.unparse(receiver).lower():
                key = node.args[0] if node.args else None
            else:
                continue
            by_hand = isinstance(key, (ast.Constant, ast.JoinedStr)) or (
                isinstance(key, ast.Name) and key.id in strings
            )
            if by_hand:
                found.append(f"{path.relative_to(package)}:{node.lineno}: {ast.unparse(node)[:80]}")
    return found


def test_every_setting_is_read_and_written_by_its_key() -> None:
    """A settings key is spelt once, in `SettingKey`: no reader or writer names one of its own
    (which the damage below would miss, and which could drift from its writer's spelling)."""
    assert not keys_named_by_hand(), "\n".join(keys_named_by_hand())


@pytest.mark.slow
@pytest.mark.parametrize("bad", ["text", "list", "int", "negative", "huge-text", "json-list-of-junk", "not-utf8"])
def test_every_key_the_app_reads_damaged_at_once(make_window, tmp_path, bad) -> None:
    """Every key at once holds the same bad value: the window starts in its first room and
    layout, every room shows, the theme and text size are the defaults, and the dialogs that
    read a key of their own (Generate, Export, Print) open with their defaults."""
    from snl_desktop.core import Board
    from snl_desktop.ui.editor.generator_dialog import GeneratorDialog
    from snl_desktop.ui.files.output_choices import read_export, read_print
    from snl_desktop.ui.kit.rooms import Room
    from snl_desktop.ui.kit.theme_choice import DEFAULT_THEME

    keys = set(K)  # every key the app reads or writes (no other: the test above)
    value = BAD_VALUES[bad]
    (tmp_path / "settings.ini").write_bytes(b"".join(ini_with(key, value) for key in sorted(keys)))
    window = make_window(size=None)
    assert window.isVisible()
    if bad != "huge-text":  # (every key 200 000 bytes long: a file too big to be ours, set aside)
        assert window.settings.value(K.PRINT_PAPER) not in (None, "", "a4")  # the damage was read
    for room in Room:
        window.show_room(room)
        assert window.room is room
    assert window.text_size.scale == 1.0
    assert window.theme.name == DEFAULT_THEME
    dialog = GeneratorDialog(Board(10, 10), window, settings=window.settings)
    dialog.deleteLater()
    assert read_print(window.settings).paper == "a4" and read_export(window.settings, "png").columns == 1
