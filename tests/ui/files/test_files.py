"""Files from the window: Save and Open round trip, recent files, bad files that must leave the
open board alone, a save that fails midway, the unsaved-changes prompt, Revert and import."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from helpers.boards import LEETCODE_6X6
from helpers.mouse import drag
from snl_desktop.core import Board, Rules
from snl_desktop.core.files.boards import BoardFile, load_board

RULES = Rules(extra_roll_on_six=False, three_sixes_void=False, overshoot="bounce", start="off-board")


def undo_count(window) -> int:
    return window.document.undo_stack.count()


def saved_window(make_window, prompter, folder: Path, board: Board | None = None, rules: Rules | None = None):
    """A window whose board has been edited once and saved as ``folder/b.snl``."""
    window = make_window(board or Board(10, 10, {3: 22}), rules)
    drag(window, 5, 34)
    prompter.script("save_path", folder / "b.snl")
    window.board_actions.save.trigger()
    assert window.document.path == folder / "b.snl"
    return window


# -- save and open ----------------------------------------------------------------------------


@pytest.mark.slow
def test_save_then_open_gives_back_the_same_board_and_rules(make_window, prompter, tmp_path) -> None:
    window = make_window(Board(10, 10, {3: 22, 47: 26}), RULES)
    drag(window, 5, 34)
    assert window.isWindowModified()
    target = tmp_path / "b.snl"
    prompter.script("save_path", target)
    window.board_actions.save.trigger()

    assert prompter.asked[-1][0] == "save_path"
    assert target.exists()
    on_disk = load_board(target)
    assert on_disk.board == Board(10, 10, {3: 22, 47: 26, 5: 34})
    assert on_disk.rules == RULES
    assert on_disk.kind == "snl"
    assert "b.snl" in window.windowTitle()
    assert not window.isWindowModified()
    assert not window.document.modified
    assert target.resolve() in window.files.recent_files()
    assert "b.snl" in [a.text() for a in window.recent.menu.actions()]
    assert window.board_actions.revert.isEnabled()
    assert "Saved b.snl" in window.statusBar().currentMessage()

    other = make_window(Board(4, 4))
    prompter.script("open_path", target)
    other.board_actions.open.trigger()
    assert other.document.board == on_disk.board
    assert other.document.rules == RULES
    assert other.document.path == target
    assert not other.isWindowModified()
    assert undo_count(other) == 0
    assert "b.snl" in other.windowTitle()


def test_save_as_adds_the_snl_extension(make_window, prompter, tmp_path) -> None:
    window = make_window(Board(10, 10, {3: 22}))
    prompter.script("save_path", tmp_path / "my board")
    window.board_actions.save_as.trigger()
    assert (tmp_path / "my board.snl").exists()
    assert window.document.path == tmp_path / "my board.snl"


def test_save_of_an_untitled_board_asks_where_and_cancel_saves_nothing(make_window, prompter, tmp_path) -> None:
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("save_path", None)
    window.board_actions.save.trigger()
    assert window.document.path is None
    assert window.isWindowModified()
    assert list(tmp_path.glob("*.snl")) == []
    assert prompter.asked[-1][1][1] == "Untitled.snl"  # the suggested name


def test_second_save_writes_to_the_same_file_without_asking(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    asked = len(prompter.asked)
    drag(window, 8, 50)
    window.board_actions.save.trigger()
    assert len(prompter.asked) == asked
    assert load_board(tmp_path / "b.snl").board == window.document.board
    assert not window.isWindowModified()


def test_undo_past_the_save_marks_the_board_modified_and_redo_clean_again(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    window.board_actions.undo.trigger()
    assert window.isWindowModified()
    window.board_actions.redo.trigger()
    assert not window.isWindowModified()


def test_recent_files_are_newest_first_and_at_most_eight(make_window, prompter, tmp_path) -> None:
    window = make_window(Board(10, 10))
    for i in range(10):
        prompter.script("save_path", tmp_path / f"b{i}.snl")
        window.board_actions.save_as.trigger()
    names = [a.text() for a in window.recent.menu.actions()]
    assert names == [f"b{i}.snl" for i in range(9, 1, -1)]
    prompter.script("open_path", tmp_path / "b5.snl")
    window.board_actions.open.trigger()
    assert [a.text() for a in window.recent.menu.actions()][0] == "b5.snl"
    assert len(window.recent.menu.actions()) == 8


def test_recent_files_and_the_layout_survive_a_restart(make_window, prompter, tmp_path) -> None:
    from PySide6.QtWidgets import QDockWidget

    first = saved_window(make_window, prompter, tmp_path)
    assert first.close()
    second = make_window(Board(4, 4))  # same settings file
    assert "b.snl" in [a.text() for a in second.recent.menu.actions()]
    assert second.recent.menu.isEnabled()
    docks = {d.objectName(): d for d in second.findChildren(QDockWidget)}
    assert docks["matrix"].isVisible()


def test_recent_files_open_the_file(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    saved = window.document.board
    window.files.new(BoardFile(Board(5, 5)))  # saved: no question
    assert window.document.board == Board(5, 5)
    actions = [a for a in window.recent.menu.actions() if a.text() == "b.snl"]
    assert len(actions) == 1
    actions[0].trigger()
    assert window.document.board == saved
    assert window.document.path == tmp_path / "b.snl"


# -- bad files -------------------------------------------------------------------------------------


def _truncated(path: Path) -> None:
    path.write_text('{"format": "snl-board", "version": 1, "rows": 10, "cols": 10, "matrix": [[-1, -1', "utf-8")


def _binary(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 64 + b"\x89PNG\r\n\x1a\n\x00\xff\xfe")


def _deep(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000, "utf-8")


def _huge_sparse(path: Path) -> None:
    with path.open("wb") as f:
        f.truncate(200 * 1024 * 1024)


def _bad_matrix(path: Path) -> None:
    path.write_text(
        json.dumps({"format": "snl-board", "version": 1, "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, "x"]]}),
        "utf-8",
    )


def _future_version(path: Path) -> None:
    path.write_text(
        json.dumps({"format": "snl-board", "version": 99, "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, -1]]}),
        "utf-8",
    )


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _folder(path: Path) -> None:
    path.mkdir()


def _not_utf8(path: Path) -> None:
    path.write_bytes('{"format": "snl-board", "name": "café"}'.encode("latin-1"))


@pytest.mark.parametrize(
    "make_bad",
    [_truncated, _binary, _deep, _huge_sparse, _bad_matrix, _future_version, _empty, _folder, _not_utf8],
    ids=[
        "truncated-json",
        "binary-junk",
        "nested-100000-deep",
        "200MB-sparse",
        "bad-matrix",
        "future-version",
        "empty",
        "a-folder",
        "not-utf8",
    ],
)
def test_opening_a_bad_file_shows_one_error_and_leaves_the_open_board_alone(
    make_window, prompter, tmp_path, make_bad
) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    drag(window, 8, 50)
    window.board_actions.save.trigger()
    board, path, count, index = (
        window.document.board,
        window.document.path,
        undo_count(window),
        window.document.undo_stack.index(),
    )
    title = window.windowTitle()
    bad = tmp_path / "bad.snl"
    make_bad(bad)

    prompter.script("open_path", bad)
    window.board_actions.open.trigger()

    assert len(prompter.errors) == 1
    title_, message = prompter.errors[0]
    assert "bad.snl" in message
    assert "Traceback" not in message
    assert window.document.board == board
    assert window.document.path == path
    assert undo_count(window) == count
    assert window.document.undo_stack.index() == index
    assert window.windowTitle() == title
    assert not window.isWindowModified()
    assert bad.resolve() not in window.files.recent_files()
    window.board_actions.undo.trigger()  # the history still works
    assert dict(window.document.board.jumps) == {3: 22, 5: 34}


def test_opening_a_missing_recent_file_says_so_and_forgets_it(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    other = tmp_path / "gone.snl"
    window.files.add_recent(other)
    other_actions = [a for a in window.recent.menu.actions() if a.text() == "gone.snl"]
    board = window.document.board
    other_actions[0].trigger()
    assert len(prompter.errors) == 1
    assert window.document.board == board
    assert other.resolve() not in window.files.recent_files()
    assert "gone.snl" not in [a.text() for a in window.recent.menu.actions()]


# -- a save that fails -----------------------------------------------------------------------------


def test_a_failing_save_keeps_the_old_file_and_the_unsaved_board(make_window, prompter, tmp_path, monkeypatch) -> None:
    folder = tmp_path / "boards"
    folder.mkdir()
    window = saved_window(make_window, prompter, folder)
    old_bytes = (folder / "b.snl").read_bytes()
    drag(window, 8, 50)
    edited = window.document.board

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("snl_desktop.core.files.safe_io.os.replace", disk_full)
    window.board_actions.save.trigger()
    monkeypatch.undo()

    assert len(prompter.errors) == 1
    assert "No space left on device" in prompter.errors[0][1]
    assert window.document.modified
    assert window.isWindowModified()
    assert window.document.board == edited
    assert (folder / "b.snl").read_bytes() == old_bytes
    assert sorted(p.name for p in folder.iterdir()) == ["b.snl"]  # no temporary file left


def test_a_failing_save_as_to_a_new_file_creates_nothing(make_window, prompter, tmp_path, monkeypatch) -> None:
    folder = tmp_path / "boards"
    folder.mkdir()
    window = make_window(Board(10, 10))
    drag(window, 5, 34)

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("snl_desktop.core.files.safe_io.os.replace", disk_full)
    prompter.script("save_path", folder / "new.snl")
    window.board_actions.save_as.trigger()
    monkeypatch.undo()

    assert len(prompter.errors) == 1
    assert window.document.path is None
    assert window.isWindowModified()
    assert list(folder.iterdir()) == []
    assert (folder / "new.snl").resolve() not in window.files.recent_files()


def test_saving_into_a_read_only_folder_shows_an_error(make_window, prompter, tmp_path) -> None:
    if os.geteuid() == 0:
        # root ignores folder permissions; a missing folder fails the same way for everyone
        target = tmp_path / "no such folder" / "b.snl"
    else:
        folder = tmp_path / "locked"
        folder.mkdir()
        folder.chmod(0o500)
        target = folder / "b.snl"
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("save_path", target)
    window.board_actions.save.trigger()
    assert len(prompter.errors) == 1
    assert window.document.path is None
    assert window.isWindowModified()
    assert not target.exists()


# -- unsaved changes ----------------------------------------------------------------------------------


def test_close_with_unsaved_changes_cancel_keeps_the_window_open(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("ask_save_changes", "cancel")
    assert not window.close()
    assert window.isVisible()
    assert prompter.asked == [("ask_save_changes", ("Untitled",))]
    assert dict(window.document.board.jumps) == {5: 34}


def test_close_with_unsaved_changes_discard_closes(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("ask_save_changes", "discard")
    assert window.close()
    assert not window.isVisible()


def test_close_with_unsaved_changes_save_saves_then_closes(make_window, prompter, tmp_path) -> None:
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("ask_save_changes", "save")
    prompter.script("save_path", tmp_path / "kept.snl")
    assert window.close()
    assert not window.isVisible()
    assert load_board(tmp_path / "kept.snl").board == Board(10, 10, {5: 34})


def test_close_with_save_chosen_but_the_save_failing_stays_open(make_window, prompter, tmp_path, monkeypatch) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    drag(window, 8, 50)

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("snl_desktop.core.files.safe_io.os.replace", disk_full)
    prompter.script("ask_save_changes", "save")
    closed = window.close()
    monkeypatch.undo()
    assert not closed
    assert window.isVisible()
    assert len(prompter.errors) == 1
    assert window.document.board == Board(10, 10, {3: 22, 5: 34, 8: 50})


def test_close_with_save_chosen_but_the_save_cancelled_stays_open(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("ask_save_changes", "save")
    prompter.script("save_path", None)
    assert not window.close()
    assert window.isVisible()


def test_close_without_changes_does_not_ask(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    window.board_actions.undo.trigger()
    assert window.close()
    assert prompter.asked == []


def test_new_asks_about_unsaved_changes(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("ask_save_changes", "cancel")
    assert not window.files.new(BoardFile(Board(4, 4)))
    assert window.document.board == Board(10, 10, {5: 34})
    assert window.isWindowModified()
    prompter.script("ask_save_changes", "discard")
    assert window.files.new(BoardFile(Board(4, 4)))
    assert window.document.board == Board(4, 4)
    assert not window.isWindowModified()
    assert undo_count(window) == 0
    assert (window.size_bar.rows.value(), window.size_bar.cols.value()) == (4, 4)


@pytest.mark.slow
def test_new_action_through_the_dialog_asks_about_unsaved_changes(make_window, prompter, monkeypatch) -> None:
    from snl_desktop.ui.files.new_board_dialog import NewBoardDialog

    monkeypatch.setattr(NewBoardDialog, "exec", lambda self: 1)  # OK pressed, never shown
    window = make_window(Board(10, 10))
    drag(window, 5, 34)
    prompter.script("ask_save_changes", "cancel")
    window.board_actions.new.trigger()
    assert window.document.board == Board(10, 10, {5: 34})
    prompter.script("ask_save_changes", "discard")
    window.board_actions.new.trigger()
    assert window.document.board == Board(10, 10)
    assert window.document.path is None


def test_open_asks_about_unsaved_changes_before_asking_for_a_file(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    on_disk = window.document.board
    drag(window, 8, 50)
    prompter.script("ask_save_changes", "cancel")
    window.board_actions.open.trigger()
    assert [q for q, _ in prompter.asked][-1] == "ask_save_changes"
    assert window.document.board == on_disk.with_jump(8, 50)

    prompter.script("ask_save_changes", "discard")
    prompter.script("open_path", tmp_path / "b.snl")
    window.board_actions.open.trigger()
    assert window.document.board == on_disk
    assert not window.isWindowModified()


# -- revert ---------------------------------------------------------------------------------------------


def test_revert_reloads_from_disk_after_confirming(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    on_disk = window.document.board
    drag(window, 8, 50)
    drag(window, 9, 70)

    prompter.script("confirm", False)
    window.board_actions.revert.trigger()
    assert window.document.board == on_disk.with_jump(8, 50).with_jump(9, 70)
    assert window.isWindowModified()

    prompter.script("confirm", True)
    window.board_actions.revert.trigger()
    assert window.document.board == on_disk
    assert not window.isWindowModified()
    assert undo_count(window) == 0
    assert json.loads(window.matrix_panel.text()) == on_disk.to_matrix()


def test_revert_picks_up_a_file_changed_on_disk(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    (tmp_path / "b.snl").write_text(
        json.dumps({"format": "snl-board", "version": 1, "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, 3]]}), "utf-8"
    )
    window.board_actions.revert.trigger()  # nothing unsaved: no question
    assert window.document.board == Board(2, 2, {2: 3})


def test_revert_of_a_file_damaged_on_disk_keeps_the_board(make_window, prompter, tmp_path) -> None:
    window = saved_window(make_window, prompter, tmp_path)
    drag(window, 8, 50)
    edited = window.document.board
    (tmp_path / "b.snl").write_bytes(b"\x00garbage")
    prompter.script("confirm", True)
    window.board_actions.revert.trigger()
    assert len(prompter.errors) == 1
    assert window.document.board == edited
    assert window.isWindowModified()
    assert undo_count(window) == 2


def test_revert_is_disabled_for_an_untitled_board(make_window) -> None:
    window = make_window(Board(10, 10))
    assert not window.board_actions.revert.isEnabled()


# -- import -----------------------------------------------------------------------------------------------


def test_importing_a_bare_matrix_opens_it_untitled(make_window, prompter, tmp_path) -> None:
    matrix = LEETCODE_6X6
    source = tmp_path / "leet.json"
    source.write_text(json.dumps(matrix), "utf-8")
    window = make_window(Board(10, 10))
    prompter.script("open_path", source)
    window.board_actions.import_.trigger()
    assert window.document.board == Board.from_matrix(matrix)
    assert window.document.path is None
    assert "leet" in window.windowTitle()
    assert window.throws_label.text() == "Fewest throws: 4"
    assert source.resolve() not in window.files.recent_files()

    prompter.script("save_path", None)  # Save asks for a .snl name instead of overwriting the JSON
    window.board_actions.save.trigger()
    assert prompter.asked[-1][0] == "save_path"
    assert prompter.asked[-1][1][1] == "leet.snl"
    assert json.loads(source.read_text("utf-8")) == matrix


def test_the_import_dialog_shows_every_form_it_reads_by_default(app, monkeypatch, tmp_path) -> None:
    """The file dialog's first filter (the one it starts with) lists every suffix a board is
    found under: a .snl board, and the JSON forms Import reads, saved as .json or .txt."""
    from fnmatch import fnmatch

    from PySide6.QtWidgets import QFileDialog

    from snl_desktop.ui.kit.prompts import Prompter

    given = {}

    def dialog(parent, title, folder, filters):
        given["filters"] = filters
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    assert Prompter(folder=lambda: tmp_path).open_path() is None
    first = given["filters"].split(";;")[0]
    patterns = first[first.index("(") + 1 : first.index(")")].split()
    for name in ("b.snl", "leet.json", "gfg.txt", "B.SNL", "MOVE.JSON"):
        assert any(fnmatch(name.lower(), p) for p in patterns), (name, first)


def test_importing_snakes_and_ladders_lists(make_window, prompter, tmp_path) -> None:
    source = tmp_path / "lists.json"
    source.write_text(json.dumps({"snakes": ["17,7", "54,34"], "ladders": ["3,22", "5,8"]}), "utf-8")
    window = make_window(Board(4, 4))
    prompter.script("open_path", source)
    window.board_actions.import_.trigger()
    assert window.document.board == Board(10, 10, {17: 7, 54: 34, 3: 22, 5: 8})
    assert window.document.path is None


def test_the_history_starts_with_where_the_board_came_from(make_window, prompter, tmp_path) -> None:
    from snl_desktop.core.files.boards import BoardFile, save_board

    window = make_window(Board(4, 4))
    assert window.undo_view.emptyLabel() == "New board"
    save_board(tmp_path / "b.snl", Board(5, 5))
    assert window.files.open_path(tmp_path / "b.snl")
    assert window.undo_view.emptyLabel() == "Opened b.snl"
    (tmp_path / "m.json").write_text("[[-1, -1], [-1, -1]]", "utf-8")
    assert window.files.open_path(tmp_path / "m.json")
    assert window.undo_view.emptyLabel() == "Imported m.json"
    assert window.files.new(BoardFile(Board(3, 3)))
    assert window.undo_view.emptyLabel() == "New board"


def test_file_dialogs_start_in_the_boards_folder_then_the_last_one_then_documents(monkeypatch, tmp_path) -> None:
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    from snl_desktop.ui.kit.prompts import Prompter

    started: list[str] = []

    def fake_dialog(answer: str):
        def dialog(_parent, _title, directory, _filters):
            started.append(directory)
            return answer, ""

        return dialog

    board_folder: list[Path | None] = [None]
    prompter = Prompter(None, lambda: board_folder[0])
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_dialog(str(tmp_path / "out" / "b.png")))
    prompter.save_path("Export", "PNG (*.png)", "b.png")
    assert started[-1] == str(Path(documents) / "b.png")  # nothing known yet: the documents folder
    prompter.save_path("Export", "PNG (*.png)", "c.png")
    assert started[-1] == str(tmp_path / "out" / "c.png")  # then the folder last chosen
    board_folder[0] = tmp_path / "boards"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake_dialog(""))
    prompter.open_path()
    assert started[-1] == str(tmp_path / "boards")  # an open board's own folder first
    assert started[-1] != str(Path.cwd())


def test_saving_over_a_read_only_file_asks_first(make_window, prompter, tmp_path) -> None:
    from snl_desktop.core.files.boards import save_board

    path = tmp_path / "locked.snl"
    save_board(path, Board(5, 5))
    path.chmod(0o444)
    window = make_window(Board(6, 6, {2: 30}), path=path)
    window.document.apply(Board(6, 6, {2: 31}), "an edit")
    prompter.script("confirm", False)
    assert not window.files.save()
    assert "read-only" in prompter.asked[-1][1][1]
    assert load_board(path).board == Board(5, 5)  # not replaced
    prompter.script("confirm", True)
    assert window.files.save()
    assert load_board(path).board == Board(6, 6, {2: 31})


def test_after_an_import_the_keys_go_to_the_board(make_window, prompter, qtbot, tmp_path) -> None:
    from PySide6.QtWidgets import QApplication

    from helpers.mouse import activate

    window = make_window()
    activate(window, qtbot)
    window.size_bar.setFocus()  # the size box had the keyboard
    path = tmp_path / "m.json"
    path.write_text("[[-1, 4], [-1, 3]]", "utf-8")
    prompter.script("open_path", path)
    window.board_actions.import_.trigger()
    assert window.document.board.jumps == {2: 3, 3: 4}
    assert QApplication.focusWidget() is window.view  # Ctrl+Z and the tool keys reach the board


def test_new_offers_a_gallery_of_presets_and_recent_boards(make_window, prompter, tmp_path) -> None:
    from snl_desktop.core.files.boards import save_board
    from snl_desktop.presets import preset_names
    from snl_desktop.ui.files.new_board_dialog import NewBoardDialog

    mine = tmp_path / "mine.snl"
    save_board(mine, Board(6, 6, {3: 20}), name="Mine")
    gone = tmp_path / "gone.snl"
    dialog = NewBoardDialog(None, 10, 10, [mine, gone])
    titles = [dialog.gallery.item(i).text() for i in range(dialog.gallery.count())]
    assert titles[0] == "Empty board" and len(titles) == 1 + len(preset_names()) + 1  # the missing one is left out
    assert titles[-1] == "mine.snl" and not dialog.gallery.item(len(titles) - 1).icon().isNull()
    dialog.gallery.setCurrentRow(len(titles) - 1)
    assert dialog.result_board().board == Board(6, 6, {3: 20}) and not dialog.rows.isEnabled()
    dialog.gallery.setCurrentRow(0)
    dialog.rows.setValue(4)
    assert dialog.result_board().board == Board(4, 10)


def test_the_matrix_goes_to_a_spreadsheet_and_comes_back(make_window, prompter, tmp_path) -> None:
    """CSV and TSV round trip: File → Export Matrix as CSV / TSV, then Import."""
    from snl_desktop.core.files.boards import load_board
    from snl_desktop.presets import load_preset

    six = load_preset("leetcode-6x6").board
    window = make_window(six)
    for kind, separator in (("csv", ","), ("tsv", "\t")):
        path = tmp_path / f"six.{kind}"
        prompter.script("save_path", path)
        assert window.board_actions.matrix_export.export(kind)
        text = path.read_text("utf-8")
        assert text.splitlines()[0].count(separator) == 5 and len(text.splitlines()) == 6
        assert load_board(path).board == six
