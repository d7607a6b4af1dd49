"""The animal pieces: ten of the project's own SVGs, each a silhouette of its own outline (told
apart without colour), in the seat's colour, the label on a badge that reads on every fill."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from snl_desktop.ui.board import pieces, theme
from snl_desktop.ui.play.tokens import ANIMALS, Piece, TokenItem, badge_rect, piece_for, piece_pixmap

pytestmark = pytest.mark.usefixtures("qapp")  # pictures need the application

FILLS = [*theme.TOKEN_COLOURS, "#ffffff", "#ffff00", "#f0e442", "#000000"]


def test_ten_animals_each_from_its_own_svg() -> None:
    assert len(set(ANIMALS)) == 10
    for animal in ANIMALS:
        renderer = pieces._renderer(animal)
        assert renderer.isValid(), animal
        assert renderer.elementExists("body") and renderer.elementExists("marks"), animal
    assert piece_for(0, "#D55E00", "An") == Piece("cat", "#d55e00", "An")
    assert piece_for(10, "#000000", "P11").animal == piece_for(0, "#000000", "").animal


def silhouette(animal: str) -> list[bool]:
    image = pieces._group(pieces._renderer(animal), "body", 48, QColor("#000000"))
    return [image.pixelColor(x, y).alpha() > 128 for y in range(48) for x in range(48)]


def test_every_two_animals_differ_in_outline_not_only_colour() -> None:
    shapes = {animal: silhouette(animal) for animal in ANIMALS}
    for i, a in enumerate(ANIMALS):
        for b in ANIMALS[i + 1 :]:
            union = sum(x or y for x, y in zip(shapes[a], shapes[b]))
            differ = sum(x != y for x, y in zip(shapes[a], shapes[b]))
            assert differ / union >= 0.12, (a, b, differ / union)


@pytest.mark.parametrize("fill", FILLS)
def test_the_label_reads_on_every_fill(fill: str) -> None:
    badge, text = theme.badge_colours(QColor(fill))
    assert theme.contrast_ratio(badge, text) >= 4.5
    image = piece_pixmap(Piece("lion", fill, "Mm"), 96).toImage()
    rect = badge_rect("Mm", 48).translated(QPointF(48, 48))
    inside = image.pixelColor(round(rect.left() + rect.height() * 0.15), round(rect.center().y()))
    assert max(abs(a - b) for a, b in zip(inside.getRgb()[:3], badge.getRgb()[:3])) <= 3


def test_the_picture_is_kept_per_animal_colour_and_size() -> None:
    first = pieces.picture("owl", "#0072b2", 40)
    assert pieces.picture("owl", "#0072b2", 40) is first
    assert pieces.picture("owl", "#0072b2", 41) is not first


def test_a_token_draws_its_seats_piece_and_its_badge_stays_inside_it(qapp) -> None:
    token = TokenItem("Ana", QColor("#009e73"), 30, "An", 2)
    assert token.piece == Piece("rabbit", "#009e73", "An")
    token.setPos(100, 100)
    badge = token.badge()
    assert QImage is not None and badge.bottom() <= 130 and badge.width() <= 2 * 30
    outline = token.mapRectToScene(token.boundingRect())
    assert outline.contains(badge)
