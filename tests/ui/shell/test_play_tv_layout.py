"""The Play room's TV layout (issue 33): F9 in the Play room is the TV layout, not Learn's Present
(defect 3: it threw the family into the Learn room, and Esc left them there); the board takes
the screen's height, the die, the cards and the turn stand in the column beside it, larger text
never shrinks the board, and leaving gives the window back as it was."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from helpers.play import press, start_game
from snl_desktop.core import Board
from snl_desktop.core.game import Seat
from snl_desktop.ui.board import theme
from snl_desktop.ui.kit.rooms import Room

FOUR = [Seat(name, colour) for name, colour in zip(["Mia", "Leo", "Grandma", "Dad"], theme.TOKEN_COLOURS)]


def f9_action(window):
    """The one enabled action F9 triggers (two enabled would make the key do nothing)."""
    found = [action for action in window.actions() if action.isEnabled() and QKeySequence("F9") in action.shortcuts()]
    assert len(found) == 1, [a.text() for a in found]
    return found[0]


def in_window(window, widget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def test_f9_in_the_play_room_is_the_tv_layout_and_esc_comes_back(make_window, prompter, qtbot) -> None:
    window = make_window(Board(10, 10), size=(1366, 700))
    start_game(window, prompter, FOUR)
    assert window.room is Room.PLAY
    f9_action(window).trigger()
    assert window.tv.on and window.room is Room.PLAY and not window.present.presenting
    qtbot.waitUntil(window.isFullScreen)
    assert not window.menuBar().isVisible() and not window.statusBar().isVisible()
    window.tv.leave_action.trigger()  # Esc
    assert not window.tv.on and window.room is Room.PLAY
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.menuBar().isVisible() and window.statusBar().isVisible()
    assert window.play.table.banner.scene() is window.scene  # the banner is back above the board
    window.full_screen.action.trigger()  # F11 works at once after
    qtbot.waitUntil(window.isFullScreen)
    window.full_screen.action.trigger()


def test_f9_elsewhere_is_still_present_and_esc_goes_back_to_the_room(make_window, qtbot) -> None:
    window = make_window(Board(10, 10), size=(1366, 700))
    window.show_room(Room.DESIGN)
    f9_action(window).trigger()
    assert window.present.presenting and window.room is Room.LEARN
    window.present.leave_action.trigger()  # Esc
    assert window.room is Room.DESIGN and not window.present.presenting
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_the_tv_layout_gives_the_board_the_screens_height(make_window, prompter, qtbot) -> None:
    window = make_window(Board(10, 10), size=(1366, 700))
    start_game(window, prompter, FOUR)
    press(window, [3, 1])  # Mia on 4, Leo on 2; Grandma and Dad share START
    screen = window.screen().geometry()
    for level in ("normal", "huge"):
        window.text_size.set_level(level)
        if not window.tv.on:
            window.tv.enter()
        qtbot.waitUntil(lambda: window.size() == screen.size())
        QApplication.processEvents()
        view = window.view
        board = view.mapFromScene(window.scene.geometry.rect).boundingRect()
        assert board.height() >= 0.95 * screen.height(), (level, board)
        die = window.play.panel.dice.die_view
        assert die.height() >= 0.12 * screen.height()
        pixels = view.transform().m11()
        tokens = window.play.tokens.tokens
        assert 2 * tokens["Mia"].radius * pixels >= 0.04 * screen.height()
        for name in ("Grandma", "Dad"):
            assert 2 * tokens[name].radius * pixels >= 0.6 * 0.04 * screen.height()
        column = in_window(window, window.play.dock)
        for token in tokens.values():  # the column never covers a token
            spot = view.mapFromScene(token.mapRectToScene(token.boundingRect())).boundingRect()
            assert not column.intersects(QRect(view.mapTo(window, spot.topLeft()), spot.size())), token.name
        panel = window.play.panel
        assert panel.cards.width() >= 0.9 * window.play.dock.width()  # the column is theirs, all of it
        assert panel.turn_label.isVisible() and panel.turn_label.text() == "Grandma's turn"
        assert panel.turn_label.font().pixelSize() >= screen.height() / 34  # read from the sofa
    window.tv.leave()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    qtbot.waitUntil(lambda: window.size().toTuple() == (1366, 700))  # the window as it was
    assert window.menuBar().isVisible() and window.play.dock.titleBarWidget() is not None
    window.text_size.set_level("normal")
