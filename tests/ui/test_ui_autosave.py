"""Autosave: unsaved work is written to the autosave folder; the next window offers it back;
declining, saving or a clean close removes it."""

from __future__ import annotations

from helpers.mouse import drag

from snl_desktop.core import Board, Rules
from snl_desktop.core.formats import load_board
from snl_desktop.ui.autosave import BOARD_NAME, META_NAME, pending_autosave


def autosave_file(tmp_path):
    return tmp_path / "autosave" / BOARD_NAME


def crashed_window_with_unsaved_work(make_window, qtbot, tmp_path, **kwargs):
    """A window with an edit that has been autosaved; its autosave timer is then stopped, as
    if the app had died there (the files it wrote stay behind)."""
    window = make_window(autosave_ms=50, **kwargs)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: autosave_file(tmp_path).exists(), timeout=3000)
    window.autosaver.timer.stop()
    return window


def test_an_edit_is_autosaved(make_window, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10, {3: 22}), Rules(overshoot="bounce"), autosave_ms=50)
    assert not autosave_file(tmp_path).exists()  # nothing unsaved yet, nothing written
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: autosave_file(tmp_path).exists(), timeout=3000)
    saved = load_board(autosave_file(tmp_path))
    assert saved.board == Board(10, 10, {3: 22, 5: 34})
    assert saved.rules == Rules(overshoot="bounce")
    assert (tmp_path / "autosave" / META_NAME).exists()
    # a later edit is autosaved too
    drag(window, 8, 50)
    qtbot.waitUntil(lambda: load_board(autosave_file(tmp_path)).board == window.document.board, timeout=3000)


def test_nothing_is_autosaved_without_changes(make_window, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=20)
    for _ in range(3):  # several autosave ticks go by
        with qtbot.waitSignal(window.autosaver.timer.timeout, timeout=3000):
            pass
    assert not autosave_file(tmp_path).exists()
    assert window.autosaver.save_now() is False


def test_a_new_window_restores_the_unsaved_board_when_asked(make_window, prompter, qtbot, tmp_path) -> None:
    crashed_window_with_unsaved_work(make_window, qtbot, tmp_path, board=Board(10, 10, {3: 22}))
    window = make_window(Board(4, 4))
    prompter.script("confirm", True)
    assert window.offer_recovery()
    assert prompter.asked[-1][0] == "confirm"
    assert "an untitled board" in prompter.asked[-1][1][1]
    assert window.document.board == Board(10, 10, {3: 22, 5: 34})
    assert window.document.modified
    assert window.isWindowModified()
    assert window.document.path is None
    assert window.scene.jump_item(5) is not None
    assert (window.size_bar.rows.value(), window.size_bar.cols.value()) == (10, 10)


def test_restored_work_keeps_its_file(make_window, prompter, qtbot, tmp_path) -> None:
    first = make_window(Board(10, 10, {3: 22}), autosave_ms=50)
    prompter.script("save_path", tmp_path / "b.snl")
    first.save_action.trigger()
    drag(first, 5, 34)
    qtbot.waitUntil(lambda: autosave_file(tmp_path).exists(), timeout=3000)
    first.autosaver.timer.stop()

    window = make_window(Board(4, 4))
    prompter.script("confirm", True)
    assert window.offer_recovery()
    assert "b.snl" in prompter.asked[-1][1][1]
    assert window.document.path == tmp_path / "b.snl"
    assert window.document.board == Board(10, 10, {3: 22, 5: 34})
    assert "b.snl" in window.windowTitle()
    assert window.isWindowModified()
    assert load_board(tmp_path / "b.snl").board == Board(10, 10, {3: 22})  # the file is untouched
    # saving the restored work writes the file and removes the autosave
    window.save_action.trigger()
    assert load_board(tmp_path / "b.snl").board == Board(10, 10, {3: 22, 5: 34})
    assert not autosave_file(tmp_path).exists()


def test_declining_recovery_removes_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    crashed_window_with_unsaved_work(make_window, qtbot, tmp_path)
    window = make_window(Board(4, 4))
    prompter.script("confirm", False)
    assert not window.offer_recovery()
    assert window.document.board == Board(4, 4)
    assert not window.isWindowModified()
    assert not autosave_file(tmp_path).exists()
    assert pending_autosave(tmp_path / "autosave") is None


def test_no_question_without_an_autosave(make_window, prompter) -> None:
    window = make_window(Board(4, 4))
    assert not window.offer_recovery()
    assert prompter.asked == []


def test_a_damaged_autosave_is_not_offered(make_window, prompter, tmp_path) -> None:
    folder = tmp_path / "autosave"
    folder.mkdir()
    (folder / BOARD_NAME).write_bytes(b"\x00\xffnot a board")
    window = make_window(Board(4, 4))
    assert not window.offer_recovery()
    assert prompter.asked == []
    assert window.document.board == Board(4, 4)


def test_saving_removes_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: autosave_file(tmp_path).exists(), timeout=3000)
    prompter.script("save_path", tmp_path / "b.snl")
    window.save_action.trigger()
    assert not autosave_file(tmp_path).exists()
    for _ in range(3):  # later ticks do not write it again: nothing is unsaved
        with qtbot.waitSignal(window.autosaver.timer.timeout, timeout=3000):
            pass
    assert not autosave_file(tmp_path).exists()


def test_undoing_back_to_the_saved_state_removes_the_autosave(make_window, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: autosave_file(tmp_path).exists(), timeout=3000)
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: not autosave_file(tmp_path).exists(), timeout=3000)


def test_a_clean_close_removes_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: autosave_file(tmp_path).exists(), timeout=3000)
    prompter.script("ask_save_changes", "discard")
    assert window.close()
    assert not autosave_file(tmp_path).exists()
    assert not (tmp_path / "autosave" / META_NAME).exists()


def test_cancelling_the_close_keeps_the_autosave(make_window, prompter, qtbot, tmp_path) -> None:
    window = make_window(Board(10, 10), autosave_ms=50)
    drag(window, 5, 34)
    qtbot.waitUntil(lambda: autosave_file(tmp_path).exists(), timeout=3000)
    prompter.script("ask_save_changes", "cancel")
    assert not window.close()
    assert autosave_file(tmp_path).exists()


def test_an_autosave_that_cannot_be_written_does_not_interrupt(make_window, prompter, qtbot, tmp_path) -> None:
    """The autosave folder is unusable (here a file stands where the folder should be; a folder
    without write permission is the same for a normal user). Autosave must stay silent, and
    saving, opening and closing must still work."""
    blocker = tmp_path / "autosave"
    blocker.write_text("a file where the folder should be", "utf-8")
    window = make_window(Board(10, 10), autosave_ms=50)
    try:
        drag(window, 5, 34)
        for _ in range(3):
            with qtbot.waitSignal(window.autosaver.timer.timeout, timeout=3000):
                pass
        assert prompter.errors == [] and prompter.asked == []
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


def test_opening_another_file_does_not_offer_unrelated_unsaved_work(make_window, prompter, qtbot, tmp_path) -> None:
    saved = tmp_path / "mine.snl"
    crashed_window_with_unsaved_work(make_window, qtbot, tmp_path, board=Board(10, 10, {3: 22}), path=saved)
    window = make_window(Board(4, 4))
    assert not window.offer_recovery(tmp_path / "other.snl")  # asked for another file: not offered
    assert prompter.asked == []
    assert autosave_file(tmp_path).exists()  # kept for a start without a file
    prompter.script("confirm", True)
    assert window.offer_recovery(saved)  # the same file: offered and restored
    assert window.document.board == Board(10, 10, {3: 22, 5: 34})
    assert window.document.path == saved
