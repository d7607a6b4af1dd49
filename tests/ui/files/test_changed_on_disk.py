"""Another program's change to the open board's file is never silently overwritten: the window
says the file changed on disk and offers Reload, Keep Mine or Save As; a Save over a file that
changed since the window read or wrote it asks first. Five windows saving one file in turn each
hear of the others' saves (and, reloading, lose nobody's edit)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from helpers.mouse import drag
from helpers.prompter import ScriptedPrompter
from snl_desktop.core import Board, Rules
from snl_desktop.core.files.boards import load_board, save_board
from snl_desktop.ui.files.watch import stamp_of
from snl_desktop.ui.kit.prompts import Prompter

THEIRS = Board(10, 10, {3: 22, 60: 11})


def saved_window(make_window, prompter, path: Path, asker=None):
    """A window whose board (a ladder 3 → 22) has been saved as ``path``."""
    window = make_window(Board(10, 10, {3: 22}), asker=asker)
    (asker or prompter).script("save_path", path)
    window.board_actions.save.trigger()
    assert window.document.path == path and not window.document.modified
    return window


def another_program_saves(path: Path, board: Board = THEIRS) -> None:
    """As an editor saves: a new file renamed over the old one."""
    temporary = path.with_name(".other-program.tmp")
    save_board(temporary, board, Rules(), "", "")
    os.replace(temporary, path)


def questions(prompter: ScriptedPrompter) -> list[tuple]:
    return [args for question, args in prompter.asked if question == "changed_on_disk"]


def watch_has_looked(qtbot, window, path: Path) -> None:
    """Wait, however long it takes, until the window's watch has looked at ``path`` after
    everything done to it so far (instead of waiting a fixed time and hoping it has): the file
    is touched a second later (its times change, its bytes do not: no change to tell), and the
    watch's look is seen when what it ``known`` of the file becomes that touched file."""
    info = os.stat(path)
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    touched = stamp_of(path)
    qtbot.waitUntil(lambda: window.files.watch.known == touched, timeout=60_000)


@pytest.mark.slow
def test_a_change_on_disk_is_told_and_reload_shows_it(make_window, prompter, qtbot, tmp_path) -> None:
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    prompter.script("changed_on_disk", "reload")
    another_program_saves(path)
    qtbot.waitUntil(lambda: window.document.board == THEIRS, timeout=60_000)
    assert questions(prompter) == [("b.snl", False, False)]  # not modified, not saving
    assert not window.document.modified and window.document.path == path


@pytest.mark.slow
def test_keep_mine_keeps_the_board_as_unsaved_work_and_save_then_writes_it(
    make_window, prompter, qtbot, tmp_path
) -> None:
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    drag(window, 5, 34)
    mine = window.document.board
    prompter.script("changed_on_disk", "keep")
    another_program_saves(path)
    qtbot.waitUntil(lambda: bool(questions(prompter)), timeout=60_000)
    assert questions(prompter) == [("b.snl", True, False)]
    assert window.document.board == mine and window.document.modified
    window.board_actions.save.trigger()  # told already: no second question
    assert len(questions(prompter)) == 1
    assert load_board(path).board == mine


@pytest.mark.slow
def test_keep_mine_of_an_unedited_board_makes_it_unsaved_work(make_window, prompter, qtbot, tmp_path) -> None:
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    prompter.script("changed_on_disk", "keep")
    another_program_saves(path)
    qtbot.waitUntil(lambda: bool(questions(prompter)), timeout=60_000)
    assert window.document.board == Board(10, 10, {3: 22})
    assert window.document.modified  # closing now asks: the board shown is on disk nowhere
    assert load_board(path).board == THEIRS


@pytest.mark.slow
def test_save_as_keeps_both(make_window, prompter, qtbot, tmp_path) -> None:
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    drag(window, 5, 34)
    mine = window.document.board
    prompter.script("changed_on_disk", "save_as")
    prompter.script("save_path", tmp_path / "mine.snl")
    another_program_saves(path)
    qtbot.waitUntil(lambda: window.document.path == tmp_path / "mine.snl", timeout=60_000)
    assert load_board(path).board == THEIRS
    assert load_board(tmp_path / "mine.snl").board == mine
    assert not window.document.modified


@pytest.mark.slow
def test_save_over_a_file_changed_since_it_was_read_asks_first(make_window, prompter, qtbot, tmp_path) -> None:
    """The change is saved over before the watch has said a word (the same event-loop turn):
    Save itself looks, and asks."""
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    drag(window, 5, 34)
    mine = window.document.board
    another_program_saves(path)
    prompter.script("changed_on_disk", "cancel")
    window.board_actions.save.trigger()
    assert questions(prompter) == [("b.snl", True, True)]  # modified, saving
    assert load_board(path).board == THEIRS  # cancelled: theirs is untouched
    assert window.document.modified

    prompter.script("changed_on_disk", "keep")  # Overwrite
    window.board_actions.save.trigger()
    assert load_board(path).board == mine and not window.document.modified

    another_program_saves(path)
    prompter.script("changed_on_disk", "reload")
    drag(window, 6, 40)
    window.board_actions.save.trigger()
    assert window.document.board == THEIRS and load_board(path).board == THEIRS
    watch_has_looked(qtbot, window, path)  # the watch's own look finds nothing new to say
    assert len(questions(prompter)) == 3


@pytest.mark.slow
def test_own_saves_touches_and_same_bytes_are_not_changes(make_window, prompter, qtbot, tmp_path) -> None:
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    drag(window, 5, 34)
    window.board_actions.save.trigger()
    os.utime(path)
    data = path.read_bytes()
    path.write_bytes(data)
    copy = tmp_path / "copy.snl"
    copy.write_bytes(data)
    os.replace(copy, path)
    watch_has_looked(qtbot, window, path)
    assert questions(prompter) == []
    assert not window.document.modified
    prompter.script("changed_on_disk", "reload")  # and the watch still follows the file renamed over it
    another_program_saves(path)
    qtbot.waitUntil(lambda: window.document.board == THEIRS, timeout=60_000)
    assert questions(prompter) == [("b.snl", False, False)]


@pytest.mark.slow
def test_a_file_deleted_on_disk_is_said_and_the_board_becomes_unsaved_work(
    make_window, prompter, qtbot, tmp_path
) -> None:
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    path.unlink()
    qtbot.waitUntil(lambda: window.document.modified, timeout=60_000)
    assert "deleted or moved" in window.statusBar().currentMessage()
    window.board_actions.save.trigger()  # no question: writes it again
    assert load_board(path).board == Board(10, 10, {3: 22})
    assert questions(prompter) == []


@pytest.mark.slow
def test_a_hidden_or_locked_window_tells_later(make_window, prompter, qtbot, tmp_path) -> None:
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    window.files.set_locked(True)  # a game is on
    with qtbot.waitSignal(window.files.watch.changed_on_disk, timeout=60_000):  # the watch has seen it
        another_program_saves(path)
    assert questions(prompter) == []
    prompter.script("changed_on_disk", "reload")
    window.files.set_locked(False)
    assert window.document.board == THEIRS


@pytest.mark.slow
def test_five_windows_saving_one_file_in_turn_each_hear_of_the_others(make_window, qtbot, tmp_path) -> None:
    """Before: each save silently replaced the last (the file ended with window 5's edit only).
    Now each window is told of every other's save; reloading, nobody's edit is lost."""
    path = tmp_path / "b.snl"
    save_board(path, Board(10, 10, {3: 22}), Rules(), "", "")
    prompters = [ScriptedPrompter() for _ in range(5)]
    windows = []
    for asker in prompters:
        asker.script("open_path", path)
        window = make_window(Board(4, 4), asker=asker)
        window.board_actions.open.trigger()
        windows.append(window)
    edits = [(5, 34), (6, 40), (7, 45), (8, 50), (9, 70)]
    for k, (window, (start, end)) in enumerate(zip(windows, edits)):
        others = [p for i, p in enumerate(prompters) if i != k]
        told = [len(questions(p)) for p in others]
        for p in others:
            p.script("changed_on_disk", "reload")
        drag(window, start, end)
        window.board_actions.save.trigger()
        expected = [n + 1 for n in told]
        qtbot.waitUntil(lambda o=others, e=expected: [len(questions(p)) for p in o] == e, timeout=60_000)
    assert [len(questions(p)) for p in prompters] == [4] * 5
    on_disk = load_board(path).board
    assert {start: on_disk.jumps.get(start) for start, _ in edits} == dict(edits)
    assert all(window.document.board == on_disk for window in windows)
    assert json.loads(windows[0].matrix_panel.text()) == on_disk.to_matrix()


def answer_box(qtbot, prompter: Prompter, saving: bool, modified: bool, button: str | None) -> tuple[str, list[str]]:
    """Ask the real question; click ``button`` (by its text) or press Esc (None)."""
    seen: list[str] = []

    def respond() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.extend(b.text() for b in box.buttons())
        seen.append(box.text())
        if button is None:
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        else:
            next(b for b in box.buttons() if b.text() == button).click()

    QTimer.singleShot(0, respond)
    return prompter.changed_on_disk("b.snl", modified, saving), seen


def test_the_real_question_offers_reload_keep_mine_and_save_as(app, qtbot) -> None:
    prompter = Prompter()
    for saving, button, expected in [
        (False, "Reload", "reload"),
        (False, "Keep Mine", "keep"),
        (False, "Save As…", "save_as"),
        (False, None, "keep"),  # Esc changes nothing on disk
        (True, "Overwrite", "keep"),
        (True, "Save As…", "save_as"),
        (True, None, "cancel"),  # Esc does not save
    ]:
        answer, seen = answer_box(qtbot, prompter, saving, True, button)
        assert answer == expected
        assert "b.snl" in seen[-1] and "changed on disk" in seen[-1]
        assert ("Overwrite" in seen) == saving and ("Keep Mine" in seen) != saving


@pytest.mark.slow
def test_a_change_is_told_once(make_window, prompter, qtbot, tmp_path) -> None:
    """A Save cancelled over a changed file is not followed by the watch telling it again; a
    later change is told."""
    path = tmp_path / "b.snl"
    window = saved_window(make_window, prompter, path)
    drag(window, 5, 34)
    with qtbot.waitSignal(window.files.watch.changed_on_disk, timeout=60_000):  # the watch's own look, after
        another_program_saves(path)
        prompter.script("changed_on_disk", "cancel")
        window.board_actions.save.trigger()
    assert len(questions(prompter)) == 1
    prompter.script("changed_on_disk", "keep")
    another_program_saves(path, Board(10, 10, {3: 22, 61: 12}))
    qtbot.waitUntil(lambda: len(questions(prompter)) == 2, timeout=60_000)
    assert questions(prompter)[-1] == ("b.snl", True, False)
