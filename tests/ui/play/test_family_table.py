"""The family table: whose turn it is stands above the board, tokens are sized by how many share
a square and told apart by shape as well as colour, and Large Text enlarges the board's numbers,
the tokens and the banner with the dock's text."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from helpers.play import press, start_game
from snl_desktop.core import Board
from snl_desktop.ui.board import theme
from snl_desktop.ui.play.seats import Seat
from snl_desktop.ui.play.tokens import SHAPES, shape_path

TEN = [
    Seat(name, colour)
    for name, colour in zip("Ana Alex Ben Cleo Dan Eve Finn Gus Hana Ivo".split(), theme.TOKEN_COLOURS)
]


def test_the_banner_above_the_board_says_whose_turn_it_is(make_window, prompter, qtbot) -> None:
    window = make_window(Board(10, 10))
    controller = start_game(window, prompter, TEN[:2])
    banner = window.play.table.banner
    board = window.scene.geometry.rect
    assert banner.text == "Ana's turn" and banner.token is window.play.tokens.tokens["Ana"]
    assert banner.rect.bottom() <= board.top() and banner.rect.width() == board.width()  # never over a square
    assert window.scene.sceneRect().top() <= banner.rect.top()  # the view shows it
    press(window, [2])
    qtbot.waitUntil(lambda: not controller.busy, timeout=60_000)
    assert banner.text == "Alex's turn"
    prompter.script("confirm", True)
    window.play.end_game()
    assert banner.scene() is None and window.scene.sceneRect().top() > board.top() - board.height() * 0.05


def test_tokens_are_sized_by_who_shares_the_square(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    start_game(window, prompter, TEN)
    tokens = window.play.tokens.tokens
    crowded = tokens["Ana"].radius  # ten on square 1
    press(window, [4])  # Ana alone on 5
    assert tokens["Ana"].radius > 2 * crowded
    assert tokens["Ana"].radius > 2 * tokens["Alex"].radius  # the nine left on 1 stay small


def test_no_two_players_differ_by_colour_alone(make_window, prompter) -> None:
    window = make_window(Board(10, 10))
    start_game(window, prompter, TEN)
    tokens = list(window.play.tokens.tokens.values())
    assert len({token.shape_number for token in tokens}) == 10 == len(SHAPES)
    outlines = {shape_path(i, 10).boundingRect().getRect() + (shape_path(i, 10).elementCount(),) for i in range(10)}
    assert len(outlines) == 10  # ten different outlines
    assert len({token.label.casefold() for token in tokens}) == 10
    assert theme.TOKEN_COLOURS[:3] == ["#56b4e9", "#f0e442", "#ff8fa3"]  # none like a snake's (issue 33)


def test_huge_text_enlarges_the_tokens_and_banner(make_window, prompter) -> None:
    """The banner's words grow with the Text Size within its strip, which keeps its height: a
    taller strip shrank the board (issue 33)."""
    window = make_window(Board(10, 10))
    start_game(window, prompter, TEN[:2])
    press(window, [4])  # Ana alone on 5

    def sizes() -> tuple[float, float]:
        play = window.play
        banner = play.table.banner
        return play.tokens.tokens["Ana"].radius, banner.fitted_font(banner.rect.width() * 0.7).pixelSize()

    before, strip = sizes(), window.play.table.banner.rect.height()
    window.text_size.set_level("huge")
    after = sizes()
    assert all(a > b * 1.3 for a, b in zip(after, before)), (before, after)
    assert window.play.table.banner.rect.height() <= strip  # the board keeps its size
    window.text_size.set_level("normal")
    assert sizes() == before


def test_huge_text_never_makes_the_window_taller_than_a_tv(make_window, prompter, qtbot) -> None:
    """At Huge text, four players at 1920×1080: the Game panel scrolls inside the window; the
    window can still be as short as a maximised TV window (it grew to 1132 px before)."""
    window = make_window(Board(10, 10), size=(1920, 1020))
    start_game(window, prompter, TEN[:4])
    window.text_size.set_level("huge")
    assert window.minimumSizeHint().height() <= 1020
    assert window.height() == 1020
    panel = window.play.panel
    qtbot.waitUntil(lambda: panel.container.width() == panel.sizes.panel_width)  # the room's width, scroll bar or not


def test_the_banners_words_fit_at_huge_text_and_for_a_long_name(make_window, prompter) -> None:
    """The turn banner's sentence is shrunk to its width rather than cut ("Mum's t…" before)."""
    window = make_window(Board(10, 10), size=(1920, 1020))
    start_game(window, prompter, [Seat("Grandpa Joe", TEN[0].colour), TEN[1]])
    banner = window.play.table.banner
    for level in ("normal", "huge"):
        window.text_size.set_level(level)
        width = banner.rect.width() * 0.7  # what is left beside the token, at most
        font = banner.fitted_font(width)
        assert QFontMetricsF(font).horizontalAdvance(banner.text) <= width
        assert font.pixelSize() >= banner.text_height() * 0.5
