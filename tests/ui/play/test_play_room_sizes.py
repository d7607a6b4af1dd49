"""The Play room at a TV's size (issue 33, defects 1, 2, 4, 6 and 8): the board keeps its size at
every Text Size while the die grows; the window can be made small again after it was maximised;
the die says whose throw it shows; the cards say "square 14" and "2 wins" in words; the turn
banner wraps rather than cuts its words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from helpers.play import press, start_game
from snl_desktop.core import Board, Rules
from snl_desktop.core.game import Seat
from snl_desktop.ui.board import theme
from snl_desktop.ui.play.seating import seating
from snl_desktop.ui.play.table import fits

FOUR = [Seat(name, colour) for name, colour in zip(["Mia", "Leo", "Grandma", "Dad"], theme.TOKEN_COLOURS)]


def board_pixels(window) -> int:
    return window.view.mapFromScene(window.scene.geometry.rect).boundingRect().height()


def settle(qtbot, window) -> None:
    """Let the window lay itself out (the dock's width follows once the layout has its size)."""
    QApplication.processEvents()
    qtbot.wait(1)  # (a zero-timer: no fixed sleep)
    QApplication.processEvents()


def test_huge_text_enlarges_the_die_and_never_shrinks_the_board(make_window, prompter, qtbot) -> None:
    """Maximised at 1920×1080, Huge shrank the board from 829 to 723 px; the die stayed 108 px."""
    window = make_window(Board(10, 10), size=(1920, 1020))
    start_game(window, prompter, FOUR)
    press(window, [3])
    sizes = {}
    for level in ("normal", "large", "huge"):
        window.text_size.set_level(level)
        settle(qtbot, window)
        sizes[level] = board_pixels(window), window.play.panel.dice.die_view.width()
        if level != "huge":  # the log in sight beside the die (at Huge the panel scrolls)
            log, viewport = window.play.panel.log, window.play.panel.container.viewport()
            assert log.mapTo(viewport, log.rect().topLeft()).y() + 60 < viewport.height(), level
    assert sizes["normal"][1] >= 130  # the README's 140 px at a 1080-pixel-high window
    for level in ("large", "huge"):
        assert sizes[level][0] >= sizes["normal"][0] - 1, sizes  # the board keeps its size
    assert sizes["huge"][1] >= sizes["normal"][1] * 1.4 > sizes["large"][1] / 1.3, sizes  # the die grows
    assert sizes["normal"][0] >= 780  # the board as tall as the room allows (with its banner)


@pytest.mark.parametrize("level", ["normal", "large"])
def test_a_window_maximised_on_a_tv_can_be_made_small_again(make_window, prompter, qtbot, level: str) -> None:
    """Its least width followed its width (1426 px after 1920 at Normal): a laptop could not hold it."""
    window = make_window(Board(10, 10), size=(1366, 700))
    window.text_size.set_level(level)
    start_game(window, prompter, FOUR)
    window.resize(1920, 1020)
    settle(qtbot, window)
    assert window.play.dock.width() > 600  # the panel has the room's width on the TV…
    assert window.minimumSizeHint().width() <= 1000  # …but does not demand it
    window.resize(1366, 700)
    settle(qtbot, window)
    assert window.width() == 1366
    assert window.play.dock.width() < 700


def test_the_die_says_whose_throw_it_shows(make_window, prompter) -> None:
    window = make_window(Board(10, 10), size=(1920, 1020))
    start_game(window, prompter, FOUR)
    dice = window.play.panel.dice
    assert dice.die_view.face == 0 and dice.caption.text() == ""  # nothing thrown yet: a blank die
    press(window, [3])  # Mia throws 3: Leo's turn now
    assert window.play.panel.turn_label.text() == "Leo's turn"
    assert dice.die_view.face == 3 and dice.caption.text() == "Mia threw 3"
    assert dice.die_view.dimmed  # not Leo's 3
    press(window, [6])  # Leo throws a 6: he throws again, his own die
    assert dice.die_view.face == 6 and dice.caption.text() == "Leo threw 6" and not dice.die_view.dimmed


def test_a_resumed_game_shows_a_blank_die_not_a_grey_6(make_window, prompter) -> None:
    window = make_window(Board(10, 10), size=(1920, 1020))
    start_game(window, prompter, FOUR)
    press(window, [3])
    record = window.play.session.record(window.play.controller)
    window.play.resume(record, "saved")
    die = window.play.panel.dice.die_view
    assert die.face == 0 and window.play.panel.dice.caption.text() == ""
    picture = die.grab().toImage()
    side = die.width()
    inner = round(side * 0.82)
    corner = (side - inner) // 2
    pip = picture.pixelColor(corner + round(inner * 0.25), corner + round(inner * 0.22))  # a 6's first pip
    assert pip == picture.pixelColor(side // 2, side // 2)  # the face's own colour there: no pip


def test_a_winning_6_under_each_throw_moves_says_no_throw_again(make_window, prompter) -> None:
    board = Board(3, 3)  # nine squares: 1 + 6 + 2 reaches 9
    window = make_window(board, size=(1920, 1020))
    start_game(window, prompter, FOUR[:2], Rules(move_each_throw=True))
    press(window, [2])  # Mia 1 → 3
    press(window, [1])  # Leo 1 → 2
    press(window, [6])  # Mia 3 → 9: the goal, with a 6
    assert window.play.controller.game.finished
    dice = window.play.panel.dice
    assert "again" not in dice.turn_text.text() and dice.turn_text.text() == "6"
    assert dice.caption.text() == "Mia threw 6" and not dice.die_view.dimmed


def test_a_card_says_square_and_wins_in_words(make_window, prompter) -> None:
    window = make_window(Board(3, 3), size=(1920, 1020))
    start_game(window, prompter, FOUR[:2])
    card = window.play.panel.cards.cards[0]
    assert card.square_words() == "square 1" and card.wins_words() == ""
    press(window, [6, 2])  # Mia 1 → 9: she wins
    window.play.rematch()
    card = window.play.panel.cards.cards[0]
    assert card.square_words() == "square 1"
    assert card.wins_words() == "1 win" and window.play.panel.cards.cards[1].wins_words() == "0 wins"
    assert not card.picture.isNull()  # her animal


@pytest.mark.parametrize("level", ["large", "huge"])
def test_the_banner_wraps_a_long_turn_rather_than_cutting_it(make_window, prompter, level: str) -> None:
    """ "Player 10's turn (the comput…" at Large and Huge."""
    window = make_window(Board(10, 10), size=(1366, 700))
    players = [Seat(f"Player {n}", theme.TOKEN_COLOURS[n - 1], computer=n == 10) for n in range(1, 11)]
    start_game(window, prompter, players)
    window.text_size.set_level(level)
    banner = window.play.table.banner
    for text in (
        "Player 10's turn (the computer throws)",
        "Spieler 10 ist am Zug (der Computer würfelt)",
        "دور Player 10 (الحاسوب يرمي)",
    ):
        banner.show_turn(text, None)
        h = banner.rect.height()
        width, height = banner.rect.width() - h * 0.4, h * 0.84  # beside the token, inside the frame
        font = banner.fitted_font(width, height)
        assert fits(font, text, width, height), text
        assert font.pixelSize() >= banner.text_height() * 0.6, text  # still large: on two lines


def test_tokens_sharing_a_square_fan_out_at_a_least_size() -> None:
    """Ten on START were ~20 px each on a TV; with a least radius each stays that large, and no
    token's centre is under another."""
    square = 100.0
    area = QRectF(0, 0, square, square * 0.6)  # above the START plate
    seats = seating(10, area, square, least=12.5, least_alone=25.0)
    assert seats.fanned and seats.radius == 12.5
    for i, a in enumerate(seats.centres):
        for b in seats.centres[i + 1 :]:
            assert (a - b).manhattanLength() > 0 and QPointF.dotProduct(a - b, a - b) ** 0.5 >= 12.5
    alone = seating(1, area, square, least=12.5, least_alone=40.0)
    assert alone.radius == 40.0 and not alone.fanned
