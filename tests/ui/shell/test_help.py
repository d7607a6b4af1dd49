"""Help for the family: Game → How to Play says the rules in force in a child's words, with a
ladder and a snake drawn as the board draws them; Help → Keyboard Shortcuts lists every key."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QTextDocument

from helpers.play import start_game
from snl_desktop.core import Board, Rules
from snl_desktop.ui.shell.shortcuts import ShortcutsDialog, action_name, key_text
from snl_desktop.words.board import explain_rules


def test_how_to_play_follows_the_rules_in_force(make_window, prompter) -> None:
    window = make_window(Board(10, 10), Rules(overshoot="bounce", start="off-board"))
    window.play.actions.how_to_play.trigger()  # before a game: the board's rules
    text = window.play.how_dialog.text.toPlainText()
    assert "starts off the board" in text and "Count to the end and back again" in text
    assert "Add up all your throws" in text
    start_game(window, prompter, rules=Rules(move_each_throw=True))
    window.play.actions.how_to_play.trigger()  # in a game: the game's rules
    text = window.play.how_dialog.text.toPlainText()
    assert "Everybody starts on square 1" in text and "Move after every throw" in text
    assert "back to where the turn began" in text and "Stay where you are" in text
    document = window.play.how_dialog.text.document()
    for picture in ("ladder.png", "snake.png"):
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(picture))
        assert isinstance(image, QImage) and image.width() >= 200


def test_one_die_a_turn_is_explained_without_sixes() -> None:
    text = " ".join(explain_rules(Rules(extra_roll_on_six=False)))
    assert "Throw again" not in text and "three 6s" not in text
    assert text.endswith("The first to land exactly on the last square wins!")


def room_groups(window) -> list[tuple[str, list[QAction]]]:
    """The window's actions by room, as Help → Keyboard Shortcuts shows them."""
    window.show_shortcuts()  # builds every panel, so every key is there
    window.shortcuts_dialog.close()
    return window.room_plan.shortcut_groups()


def test_keyboard_shortcuts_are_grouped_by_room_each_key_once(make_window) -> None:
    """Defect 10: one list mixed game, editor and search keys, "Ctrl+Z, F14, Undo" twice and
    "F5 ▶ Play" for the search's Play."""
    window = make_window(Board(10, 10))
    dialog = ShortcutsDialog(window, room_groups(window))
    dialog.show()
    shown = dict(dialog.groups_shown)
    assert list(shown) == ["Everywhere", "Play", "Design", "Learn"]  # each group under its title
    heads = [dialog.tree.topLevelItem(i).text(0) for i in range(dialog.tree.topLevelItemCount())]
    assert heads == ["Everywhere", "Play", "Design", "Learn"]
    for title, rows in shown.items():
        keys = [key for row_keys, _ in rows for key in row_keys.split(", ")]
        assert len(keys) == len(set(keys)), f"{title}: a key listed twice: {keys}"
        names = [name for _, name in rows]
        assert len(names) == len(set(names)), f"{title}: an action listed twice: {names}"
    every_key = " ".join(keys for keys, _ in dialog.rows)
    for keysym in ("F14", "Undo", "Redo", "Save", "Zoom In", "Open", "New"):
        assert keysym not in every_key.split(", ") and f", {keysym}" not in every_key
    native = {name: QKeySequence(name).toString(QKeySequence.SequenceFormat.NativeText) for name in ("Ctrl+Z", "F5")}
    design = dict((name, keys) for keys, name in shown["Design"])
    assert design["Undo"] == native["Ctrl+Z"] + ", " + QKeySequence("Alt+Backspace").toString(
        QKeySequence.SequenceFormat.NativeText
    )
    learn = dict((name, keys) for keys, name in shown["Learn"])
    assert learn["Play or pause the search"] == native["F5"]
    names = [name for _, name in dialog.rows]
    assert not [n for n in names if "&" in n or "▶" in n or "◀" in n or n.endswith("…")]
    assert "New Game" in dict((n, k) for k, n in shown["Play"]) and "Ladder" in design
    # Each key under the room it works in: the dice's faces in Play (not Everywhere), the board's
    # files in Design, a presenter's clicker and the search's options in Learn.
    play = dict((name, keys) for keys, name in shown["Play"])
    assert play["Enter a 1"] == "1" and "Enter a 1" not in dict((n, k) for k, n in shown["Everywhere"])
    assert "Save" in design and "Save" not in learn
    assert learn["Next Step"] == "PgDown, Right" and "Slower" in learn and "Heat Map" in learn


def test_keyboard_shortcuts_filter(make_window) -> None:
    window = make_window(Board(10, 10))
    dialog = ShortcutsDialog(window, room_groups(window))
    dialog.filter.setText("search")
    rows = dialog.visible_rows()
    assert rows and {group for group, _, _ in rows} == {"Learn"}
    assert (
        "Learn",
        QKeySequence("F5").toString(QKeySequence.SequenceFormat.NativeText),
        "Play or pause the search",
    ) in rows
    dialog.filter.setText("")
    assert len(dialog.visible_rows()) == len(dialog.rows)


def test_keyboard_shortcuts_from_the_help_menu_list_every_key(make_window) -> None:
    window = make_window(Board(10, 10))
    window.board_actions.shortcuts.trigger()
    names = {name for _, name in window.shortcuts_dialog.rows}
    assert {"New Game", "Finish the Move", "Redo", "Play or pause the search"} <= names
    listed = [a for a in window.findChildren(QAction) if key_text(a)]
    assert all(action_name(a) in names or action_name(a, ambiguous=True) in names for a in listed)


def test_the_arrow_keys_step_the_way_the_window_reads(make_window, app) -> None:
    """Read right to left (Arabic: the ◀ ▶ buttons and the slider mirrored), the search's next
    step is on the left: ← steps forward, → back; PgDown/PgUp, a presenter's clicker, stay."""
    from PySide6.QtCore import Qt

    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        window = make_window(Board(10, 10))
        learn = {action_name(a): a for title, actions in room_groups(window) if title == "Learn" for a in actions}
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    portable = QKeySequence.SequenceFormat.PortableText
    keys = {name: [k.toString(portable) for k in learn[name].shortcuts()] for name in ("Next Step", "Previous Step")}
    assert keys == {"Next Step": ["PgDown", "Left"], "Previous Step": ["PgUp", "Right"]}
