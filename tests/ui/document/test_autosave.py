"""Autosave: unsaved work is written to the window's own autosave folder; the next window
offers it back (Enter restores it; Not Now keeps it; only Discard deletes it); saving or a
clean close removes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers.autosave import crash, crashed_window_with_unsaved_work
from helpers.mouse import drag
from snl_desktop.core import Board, Rules
from snl_desktop.core.files.boards import load_board
from snl_desktop.ui.document.autosave import BOARD_NAME, META_NAME
from snl_desktop.ui.document.orphans import find_orphans


def orphan_boards(tmp_path: Path) -> list[Board]:
    scan = find_orphans(tmp_path / "autosave")
    scan.release()
    return [o.board.board_file.board for o in scan.orphans if o.board is not None]


def test_an_edit_is_autosaved(make_window, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10, {3: 22}), Rules(overshoot="bounce"), autosave_ms=50)
    assert not window.autosaver.board_file.exists()  # nothing unsaved yet, nothing written
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: window.autosaver.board_file.exists(), timeout=60_000)
    saved = load_board(window.autosaver.board_file)
    assert saved.board == Board(10, 10, {3: 22, 5: 34})
    assert saved.rules == Rules(overshoot="bounce")
    assert (window.autosaver.board_file.parent / META_NAME).exists()
    # a later edit is autosaved too
    drag(window, 8, 50)
    qtbot.waitUntil(lambda: load_board(window.autosaver.board_file).board == window.document.board, timeout=60_000)


def test_nothing_is_autosaved_without_changes(make_window, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=20)
    for _ in range(3):  # several autosave ticks go by
        with qtbot.waitSignal(window.autosaver.timer.timeout, timeout=60_000):
            pass
    assert not window.autosaver.board_file.exists()
    assert not (tmp_path / "autosave").exists() or not any((tmp_path / "autosave").iterdir())
    assert window.autosaver.save_now() is False


@pytest.mark.slow
def test_a_new_window_restores_the_unsaved_board_when_asked(make_window, prompter, qtbot, tmp_path) -> None:
    crashed_window_with_unsaved_work(make_window, qtbot, board=Board(10, 10, {3: 22}))
    window = make_window(Board(4, 4))
    prompter.script("offer_back", "restore")
    assert window.offer_recovery()
    assert prompter.asked[-1][0] == "offer_back"
    assert "an untitled board" in prompter.asked[-1][1][1]
    assert window.document.board == Board(10, 10, {3: 22, 5: 34})
    assert window.document.modified
    assert window.isWindowModified()
    assert window.document.path is None
    assert window.scene.jump_item(5) is not None
    assert (window.size_bar.rows.value(), window.size_bar.cols.value()) == (10, 10)
    # the work now lives in the new window's own autosave; the old folder is gone
    assert load_board(window.autosaver.board_file).board == Board(10, 10, {3: 22, 5: 34})
    assert orphan_boards(tmp_path) == []


@pytest.mark.slow
def test_a_named_board_is_called_by_its_name(make_window, prompter, qtbot, tmp_path) -> None:
    first = make_window(autosave_ms=50)
    first.document.set_name("Classic")  # as a preset board is named
    first.document.undo_stack.setClean()
    drag(first, 5, 34)
    qtbot.waitUntil(lambda: first.autosaver.board_file.exists(), timeout=60_000)
    crash(first)
    window = make_window(Board(4, 4))
    prompter.script("offer_back", "later")
    window.offer_recovery()
    assert "the board “Classic”" in prompter.asked[-1][1][1]


@pytest.mark.slow
def test_restored_work_keeps_its_file(make_window, prompter, qtbot, tmp_path) -> None:
    first = make_window(Board(10, 10, {3: 22}), autosave_ms=50)
    prompter.script("save_path", tmp_path / "b.snl")
    first.board_actions.save.trigger()
    drag(first, 5, 34)
    qtbot.waitUntil(lambda: first.autosaver.board_file.exists(), timeout=60_000)
    crash(first)

    window = make_window(Board(4, 4))
    prompter.script("offer_back", "restore")
    assert window.offer_recovery()
    assert "b.snl" in prompter.asked[-1][1][1]
    assert window.document.path == tmp_path / "b.snl"
    assert window.document.board == Board(10, 10, {3: 22, 5: 34})
    assert "b.snl" in window.windowTitle()
    assert window.isWindowModified()
    assert load_board(tmp_path / "b.snl").board == Board(10, 10, {3: 22})  # the file is untouched
    # saving the restored work over its file asks first, then writes it and removes the autosave
    prompter.script("confirm", True)
    window.board_actions.save.trigger()
    assert prompter.asked[-1][0] == "confirm" and "restored" in prompter.asked[-1][1][1]
    assert load_board(tmp_path / "b.snl").board == Board(10, 10, {3: 22, 5: 34})
    assert not window.autosaver.board_file.exists()
    assert orphan_boards(tmp_path) == []


@pytest.mark.slow
def test_not_now_keeps_the_autosave_for_the_next_start(make_window, prompter, qtbot, tmp_path) -> None:
    crashed_window_with_unsaved_work(make_window, qtbot)
    window = make_window(Board(4, 4))
    prompter.script("offer_back", "later")
    assert not window.offer_recovery()
    assert "Not Now keeps them in" in prompter.asked[-1][1][2]  # says where they stay
    assert str(tmp_path / "autosave") in prompter.asked[-1][1][2]
    assert window.document.board == Board(4, 4)
    assert not window.isWindowModified()
    assert orphan_boards(tmp_path) == [Board(10, 10, {5: 34})]
    prompter.script("ask_save_changes", "discard")
    window.close()  # a clean close of the window that declined does not delete it either
    assert orphan_boards(tmp_path) == [Board(10, 10, {5: 34})]


@pytest.mark.slow
def test_discard_deletes_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    crashed_window_with_unsaved_work(make_window, qtbot)
    window = make_window(Board(4, 4))
    prompter.script("offer_back", "discard")
    assert not window.offer_recovery()
    assert window.document.board == Board(4, 4)
    assert orphan_boards(tmp_path) == []


@pytest.mark.slow
def test_no_question_without_an_autosave(make_window, prompter) -> None:
    window = make_window(Board(4, 4))
    assert not window.offer_recovery()
    assert prompter.asked == []


def test_a_damaged_autosave_is_reported_and_kept_aside(make_window, prompter, tmp_path) -> None:
    folder = tmp_path / "autosave" / "1-deadbeef"
    folder.mkdir(parents=True)
    (folder / BOARD_NAME).write_bytes(b"\x00\xffnot a board")
    window = make_window(Board(4, 4))
    assert not window.offer_recovery()
    assert prompter.asked == []
    assert window.document.board == Board(4, 4)
    title, message = prompter.errors[-1]
    assert title == "Unsaved work could not be read"
    kept = list((tmp_path / "autosave" / "damaged").iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00\xffnot a board"
    assert str(kept[0]) in message
    window.close()
    assert kept[0].exists()  # never deleted


@pytest.mark.slow
def test_saving_removes_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: window.autosaver.board_file.exists(), timeout=60_000)
    prompter.script("save_path", tmp_path / "b.snl")
    window.board_actions.save.trigger()
    assert not window.autosaver.board_file.exists()
    for _ in range(3):  # later ticks do not write it again: nothing is unsaved
        with qtbot.waitSignal(window.autosaver.timer.timeout, timeout=60_000):
            pass
    assert not window.autosaver.board_file.exists()


def test_undoing_back_to_the_saved_state_removes_the_autosave(make_window, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: window.autosaver.board_file.exists(), timeout=60_000)
    window.board_actions.undo.trigger()
    qtbot.waitUntil(lambda: not window.autosaver.board_file.exists(), timeout=60_000)


def test_a_clean_close_removes_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: window.autosaver.board_file.exists(), timeout=60_000)
    folder = window.autosaver.board_file.parent
    prompter.script("ask_save_changes", "discard")
    assert window.close()
    assert not folder.exists()
    assert list((tmp_path / "autosave").iterdir()) == []  # the lock file too


def test_cancelling_the_close_keeps_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: window.autosaver.board_file.exists(), timeout=60_000)
    prompter.script("ask_save_changes", "cancel")
    assert not window.close()
    assert window.autosaver.board_file.exists()


def test_an_autosave_that_cannot_be_written_is_reported_without_interrupting(
    make_window, prompter, qtbot, tmp_path
) -> None:
    """The autosave folder is unusable (here a file stands where the folder should be; a folder
    without write permission is the same for a normal user). Autosave says so in the status
    bar, never in a dialog, and saving, opening and closing still work."""
    blocker = tmp_path / "autosave"
    blocker.write_text("a file where the folder should be", "utf-8")
    window = make_window(Board(10, 10), autosave_ms=50)
    try:
        drag(window, 5, 34)
        for _ in range(3):
            with qtbot.waitSignal(window.autosaver.timer.timeout, timeout=60_000):
                pass
        assert prompter.errors == [] and prompter.asked == []
        assert window.statusBar().currentMessage().startswith("Autosave failed")
        prompter.script("save_path", tmp_path / "b.snl")
        assert window.files.save()
        assert load_board(tmp_path / "b.snl").board == Board(10, 10, {5: 34})
        assert not window.isWindowModified()
        assert window.files.open_path(tmp_path / "b.snl")
        drag(window, 8, 50)
        prompter.script("ask_save_changes", "discard")
        assert window.close()
        assert prompter.errors == []
    finally:
        blocker.unlink()  # let the fixture close the window normally whatever happened
        blocker.mkdir()


@pytest.mark.slow
def test_opening_another_file_does_not_offer_unrelated_unsaved_work(make_window, prompter, qtbot, tmp_path) -> None:
    saved = tmp_path / "mine.snl"
    crashed_window_with_unsaved_work(make_window, qtbot, board=Board(10, 10, {3: 22}), path=saved)
    window = make_window(Board(4, 4))
    assert not window.offer_recovery(tmp_path / "other.snl")  # asked for another file: not offered
    assert prompter.asked == []
    assert orphan_boards(tmp_path) == [Board(10, 10, {3: 22, 5: 34})]  # kept for a start without a file
    prompter.script("offer_back", "restore")
    assert window.offer_recovery(saved)  # the same file: offered and restored
    assert window.document.board == Board(10, 10, {3: 22, 5: 34})
    assert window.document.path == saved


@pytest.mark.slow
def test_two_windows_keep_their_own_autosaves(make_window, prompter, qtbot, tmp_path) -> None:
    """Two windows at once: neither is offered the other's work while it runs, and a clean
    close of one leaves the other's autosave alone."""
    a = make_window(Board(10, 10), autosave_ms=50)
    b = make_window(Board(8, 8), autosave_ms=50)
    drag(a, 5, 34)
    drag(b, 2, 30)
    qtbot.waitUntil(lambda: a.autosaver.board_file.exists() and b.autosaver.board_file.exists(), timeout=60_000)
    assert a.autosaver.board_file != b.autosaver.board_file
    third = make_window(Board(4, 4))
    assert not third.offer_recovery()  # both owners are running: nothing is offered
    assert prompter.asked == []
    prompter.script("ask_save_changes", "discard")
    a.close()
    assert b.autosaver.board_file.exists()
    crash(b)
    assert orphan_boards(tmp_path) == [Board(8, 8, {2: 30})]


def test_only_the_apps_own_folders_are_looked_at_or_removed(make_window, prompter, tmp_path) -> None:
    root = tmp_path / "autosave"
    (root / "logs").mkdir(parents=True)
    (root / "logs" / "keep.txt").write_text("not an autosave", "utf-8")
    (root / "12-0123abcd").mkdir()  # an empty folder a dead window left
    window = make_window(Board(4, 4))
    assert not window.offer_recovery()
    assert (root / "logs" / "keep.txt").exists()
    assert not (root / "12-0123abcd").exists()


def test_an_earlier_versions_shared_autosave_is_offered_once(make_window, prompter, tmp_path) -> None:
    from snl_desktop.core.files.boards import save_board

    save_board(tmp_path / "autosave.snl", Board(6, 6, {2: 30}))  # where earlier versions kept it
    window = make_window(Board(4, 4))
    prompter.script("offer_back", "restore")
    assert window.offer_recovery()
    assert window.document.board == Board(6, 6, {2: 30})
    assert not (tmp_path / "autosave.snl").exists()


@pytest.mark.slow
def test_an_index_naming_a_file_that_is_not_a_board_restores_untitled(make_window, prompter, qtbot, tmp_path) -> None:
    import json

    precious = tmp_path / "notes.txt"
    precious.write_text("not a board", "utf-8")
    for original in (str(precious), "relative/b.snl", "/tmp/a\u0000b.snl", 7):
        crashed = crashed_window_with_unsaved_work(make_window, qtbot)
        (crashed.autosaver.board_file.parent / META_NAME).write_text(json.dumps({"original": original}), "utf-8")
        window = make_window(Board(4, 4))
        prompter.script("offer_back", "restore")
        assert window.offer_recovery()
        assert window.document.path is None  # untitled: Save asks where
        crash(window)
        find_orphans(tmp_path / "autosave").orphans[0].discard()  # the next round starts clean
    prompter.script("save_path", tmp_path / "kept.snl")
    assert window.files.save()
    assert precious.read_text("utf-8") == "not a board"
