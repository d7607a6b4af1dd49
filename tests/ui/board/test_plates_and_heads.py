"""The square numbers' plates never hide a snake's head, at any Text Size: where a plate and a
head meet, the head is drawn above the plate (and the head is a picture of its own, above the
numbers, in the board as drawn on screen and as exported)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from snl_desktop.presets import load_preset
from snl_desktop.ui.board.items import NumbersItem, SnakeItem
from snl_desktop.ui.board.scene import BoardScene


@pytest.mark.parametrize("text_scale", [1.0, 1.4, 1.9])
def test_no_number_plate_is_drawn_over_a_snakes_head(qapp, text_scale: float) -> None:
    preset = load_preset("classic")
    scene = BoardScene(preset.board, preset.rules)
    scene.set_text_scale(text_scale)
    numbers = next(i for i in scene.items() if isinstance(i, NumbersItem))
    snakes = [i for i in scene.items() if isinstance(i, SnakeItem)]
    assert len(snakes) == len(preset.board.snakes)
    met = 0
    for snake in snakes:
        head = snake.head_rect()
        for label in range(1, preset.board.size + 1):
            if numbers.plate(label).intersects(head):
                met += 1
                drawn_head = [i for i in scene.items(head) if i.zValue() > numbers.zValue()]
                assert drawn_head and all(i.scene() is scene for i in drawn_head), (snake.start, label)
                assert snake.head in drawn_head, (snake.start, label)
    assert met > 0  # at 1.9 the plates reach the heads: the test looks at real overlaps


def test_the_head_shows_over_a_huge_number(qapp) -> None:
    """A pixel of the head's eye, where the plate of a huge number would cover it, is the eye's."""
    preset = load_preset("classic")
    scene = BoardScene(preset.board, preset.rules, cached=False)
    scene.set_text_scale(1.9)
    numbers = next(i for i in scene.items() if isinstance(i, NumbersItem))
    snakes = [i for i in scene.items() if isinstance(i, SnakeItem)]
    snake = next(i for i in snakes if numbers.plate(i.start).intersects(i.head_rect()))
    rect = snake.head_rect()
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    scene.render(painter, image.rect().toRectF(), rect)
    painter.end()
    head_colour = snake.colour.darker(115)
    centre = image.pixelColor(100, 100)  # the head's middle
    assert abs(centre.red() - head_colour.red()) + abs(centre.green() - head_colour.green()) < 40
