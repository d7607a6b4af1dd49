"""Ten players fit (defect 9): tokens sharing a square stay large enough to tell apart at a
1024×700 window, never cover each other's label, and keep off the START and GOAL words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from snl_desktop.core import Board, Rules
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.items import tag_plates
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.board.view import BoardView
from snl_desktop.ui.play.tokens import TokenLayer

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"]
VIEW_AT_1024X700 = (724, 600)
"""The board view of a 1024×700 window with the Play room's side panel (about 300 px), less the
menu, tool and status bars."""
BANNER = 0.9
"""The turn banner's strip above the board, in squares."""


@pytest.fixture(params=["square-1", "off-board"])
def table(request, qapp) -> Iterator[tuple[BoardScene, BoardView, TokenLayer]]:
    scene = BoardScene(Board(10, 10), Rules(start=request.param))
    scene.set_header(scene.geometry.square * BANNER)
    view = BoardView(scene)
    view.resize(*VIEW_AT_1024X700)
    view.show()
    qapp.processEvents()
    tokens = TokenLayer(scene, 0, 0)
    start = 0 if request.param == "off-board" else 1
    tokens.set_players([(n, QColor(c)) for n, c in zip(NAMES, theme.TOKEN_COLOURS)], dict.fromkeys(NAMES, start))
    yield scene, view, tokens
    tokens.clear()
    view.close()


def scene_rect(token) -> QRectF:
    return token.mapRectToScene(token.boundingRect())


def assert_nothing_covers_a_label(scene: BoardScene, tokens: TokenLayer) -> None:
    items = list(tokens.tokens.values())
    for token in items:
        for other in items:
            if other is not token:
                assert not scene_rect(other).intersects(token.badge()), (other.name, token.name)
    for _tag, plate in tag_plates(scene.geometry, scene.rules.start == "off-board", scene.text_scale).values():
        for token in items:
            assert not scene_rect(token).intersects(plate), token.name


def test_four_tokens_sharing_a_square_stay_20_pixels_across(table) -> None:
    scene, view, tokens = table
    tokens.place({**tokens.squares, **dict.fromkeys(NAMES[:4], 5)})
    pixels = view.transform().m11()
    assert 50 <= scene.geometry.square * pixels <= 60  # the square the window gives (about 53 px)
    for name in NAMES[:4]:
        assert 2 * tokens.tokens[name].radius * pixels >= 20
    assert_nothing_covers_a_label(scene, tokens)


def test_ten_tokens_on_start_keep_off_its_word_and_each_others_labels(table) -> None:
    scene, _view, tokens = table
    assert_nothing_covers_a_label(scene, tokens)
    square = scene.geometry.square_rect(next(iter(tokens.squares.values())))
    for token in tokens.tokens.values():
        assert square.contains(token.pos())  # on their square still


@pytest.mark.parametrize("text_scale", [1.0, 1.9])
def test_tokens_on_the_goal_keep_off_its_word(table, text_scale: float) -> None:
    scene, _view, tokens = table
    scene.set_text_scale(text_scale)
    tokens.place({**tokens.squares, **dict.fromkeys(NAMES[:6], 100)})
    tokens.set_active("Ana")
    assert_nothing_covers_a_label(scene, tokens)
