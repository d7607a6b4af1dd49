"""Announcements that reach Orca 43 (Debian 12): each goes out through the window's speaker, an
AT-SPI notification (in the status bar: Orca says the sentence alone), besides Qt's announcement
event; sentences of one moment are said as one, in order, so that none cuts another; a room
switch is said; a ladder placed by keys is said with the new fewest throws."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QStatusBar, QWidget

from helpers.accessible import accessible_name
from snl_desktop.core import Board, Rules
from snl_desktop.ui.kit.announce import announce, announcements
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.kit.speaker import Speaker, speaker_for


def spoken_after(qtbot, act) -> list[str]:
    """What was sent to assistive technology (joined) after ``act``, once it has gone out."""
    sent: list[str] = []
    announcements().spoken.connect(sent.append)
    try:
        act()
        qtbot.waitUntil(lambda: bool(sent) and not announcements().pending, timeout=5000)
    finally:
        announcements().spoken.disconnect(sent.append)
    return sent


def test_the_speaker_is_a_notification_in_the_status_bar_that_takes_nothing(make_window) -> None:
    window = make_window(Board(10, 10), Rules())
    speaker = speaker_for(window.view)
    assert isinstance(speaker, Speaker) and isinstance(speaker.parentWidget(), QStatusBar)
    assert speaker_for(window.view) is speaker  # one a window
    speaker.say("Lily threw 4; Ben's turn")
    face = QAccessible.queryAccessibleInterface(speaker)
    assert face.role() == QAccessible.Role.Notification
    assert accessible_name(speaker) == "Lily threw 4; Ben's turn"
    assert speaker.isVisible() and speaker.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert speaker.width() * speaker.height() <= 1  # nothing to see
    assert speaker.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def test_sentences_of_one_moment_are_said_as_one_in_order(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)

    def placed() -> None:
        announce(widget, "Placed a ladder from 2 to 22")
        announce(widget, "Fewest throws: 5")

    said = spoken_after(qtbot, placed)
    assert said == ["Placed a ladder from 2 to 22. Fewest throws: 5"]
    said = spoken_after(qtbot, lambda: (announce(widget, "Step one."), announce(widget, "Step two")))
    assert said == ["Step one. Step two"]  # a sentence that ends already is not given a second stop


def test_switching_rooms_is_said_and_the_switcher_is_radio_buttons(make_window, qtbot) -> None:
    window = make_window(Board(10, 10), Rules())
    said = spoken_after(qtbot, lambda: window.show_room(Room.LEARN))
    assert said[-1].endswith("Learn room")
    bar = window.rooms.tool_bar
    buttons = [button for button in bar.findChildren(QWidget) if button.objectName().startswith("room-button-")]
    faces = {accessible_name(button): QAccessible.queryAccessibleInterface(button) for button in buttons}
    assert set(faces) == {"Home", "Play", "Design", "Learn"}
    assert {face.role() for face in faces.values()} == {QAccessible.Role.RadioButton}
    assert [name for name, face in faces.items() if face.state().checked] == ["Learn"]


def test_a_ladder_placed_by_keys_is_said_with_the_new_fewest_throws(make_window, qtbot) -> None:
    window = make_window(Board(10, 10), Rules())
    window.show_room(Room.DESIGN)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    for key in ("Right", "Right", "L", "Up", "Up"):  # square 2, a ladder up two rows: to 22
        qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))
    qtbot.waitUntil(lambda: not announcements().pending, timeout=5000)
    said = spoken_after(qtbot, lambda: qtbot.keyClick(window.view, Qt.Key.Key_Return))
    text = " ".join(said)
    assert len(window.document.board.jumps) == 1  # placed
    start, end = next(iter(window.document.board.jumps.items()))
    assert f"Placed a ladder from {start} to {end}" in text
    assert "Fewest throws: " in text
    assert f"Square {end}" in text  # the cursor's square, which the status bar's hint shows


def test_the_board_in_design_is_not_named_by_the_play_rooms_turn(make_window, qtbot) -> None:
    from helpers.play import start_game

    window = make_window(Board(10, 10), Rules())
    start_game(window, window.prompter)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert accessible_name(window.view).endswith("'s turn")  # in Play: whose turn it is
    window.show_room(Room.DESIGN)
    assert not accessible_name(window.view).endswith("'s turn")
    assert accessible_name(window.view).startswith(("Square 1", "The board"))
