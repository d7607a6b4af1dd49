"""The die faces on the board's arrows (issue 34, defect 2): whatever the Text Size, no face's
plate covers a square's number, the START or GOAL word, a distance badge on show, or another
face — through the search on the classic board (the throws from the square being expanded, and
the route at the end) and over every square's hovered throws."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from snl_desktop.core import solution
from snl_desktop.core.replay import SearchReplay
from snl_desktop.presets import load_preset
from snl_desktop.ui.board.numbers import NumbersItem, tag_plates
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.kit.text_size import LEVELS
from snl_desktop.ui.solver.hover_throws import HoverThrows
from snl_desktop.ui.solver.overlay import BadgeItem, SearchOverlay

CLASSIC = load_preset("classic")


def board_at(scale: float) -> BoardScene:
    scene = BoardScene(CLASSIC.board, CLASSIC.rules)
    scene.set_text_scale(scale)
    return scene


def words_of(scene: BoardScene) -> list[tuple[str, QRectF]]:
    """Every square's number plate and the START and GOAL words, as the board draws them."""
    numbers = next(item for item in scene.items() if isinstance(item, NumbersItem))
    g = scene.geometry
    plates = [(f"square {label}'s number", numbers.plate(label)) for label in range(1, g.rows * g.cols + 1)]
    tags = tag_plates(g, scene.rules.start_square == 0, scene.text_scale)
    return plates + [(word, plate) for word, plate in tags.values()]


def badges_of(scene: BoardScene) -> list[tuple[str, QRectF]]:
    """The distance badges on show."""
    g = scene.geometry
    return [
        (f"square {g.label_at(item.sceneBoundingRect().center())}'s badge", item.sceneBoundingRect())
        for item in scene.items()
        if isinstance(item, BadgeItem) and item.isVisible()
    ]


def covered(faces: list[QRectF], kept: list[tuple[str, QRectF]]) -> list[str]:
    """What the faces cover: the words and badges under a face, and faces on one another."""
    hits = [f"face {i + 1} on {name}" for i, face in enumerate(faces) for name, rect in kept if face.intersects(rect)]
    hits += [
        f"face {i + 1} on face {j + 1}" for i, face in enumerate(faces) for j in range(i) if face.intersects(faces[j])
    ]
    return hits


@pytest.mark.parametrize("level", ["normal", "huge"])
def test_the_searchs_faces_keep_off_numbers_badges_and_each_other(app, level) -> None:
    scene = board_at(LEVELS[level])
    replay = SearchReplay(solution(CLASSIC.board, CLASSIC.rules))
    overlay = SearchOverlay(scene, scene.geometry, replay)
    words = words_of(scene)
    positions = [*range(7, len(replay), 7), 10, len(replay)]  # (a square and its six throws: 7 steps)
    drawn = 0
    for position in positions:
        overlay.show(replay.state(position))
        faces = overlay.expansion.label_rects() + overlay.route.label_rects()
        drawn += len(faces)
        assert not covered(faces, words + badges_of(scene)), (position, covered(faces, words + badges_of(scene)))
    assert overlay.route.labels and drawn > 3 * len(positions)  # (faces were drawn: the check checked)


def test_every_squares_hovered_throws_keep_their_faces_clear_at_huge(app) -> None:
    scene = board_at(LEVELS["huge"])
    hover = HoverThrows(scene)
    hover.set_board(CLASSIC.board, CLASSIC.rules)
    hover.set_on_screen(True)
    words = words_of(scene)
    for square in range(1, CLASSIC.board.size):
        hover.show(square)
        assert hover.item is not None
        faces = hover.item.label_rects()
        assert faces and not covered(faces, words), (square, covered(faces, words))


def test_a_change_of_text_size_moves_the_faces_off_the_larger_numbers(app) -> None:
    scene = board_at(LEVELS["normal"])
    hover = HoverThrows(scene)
    hover.set_board(CLASSIC.board, CLASSIC.rules)
    hover.set_on_screen(True)
    hover.show(13)
    assert hover.item is not None
    scene.set_text_scale(LEVELS["huge"])  # the numbers grow under the throws on show
    faces = hover.item.label_rects()
    assert len(faces) == 6 and not covered(faces, words_of(scene))
