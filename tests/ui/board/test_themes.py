"""The themes (View → Theme): in every one, each text drawn on a fill contrasts with it by at
least 4.5:1 (WCAG's relative luminance), the choice is remembered and shown at once, and nothing
is told by colour alone (tokens by their animals, snakes and ladders by their form, the search's
marks by their labels and widths)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from snl_desktop.core import Board, Rules
from snl_desktop.core.replay import SearchReplay
from snl_desktop.core.solver import solution
from snl_desktop.core.styles import JumpStyle
from snl_desktop.ui.analysis.heat_map import usage_colour
from snl_desktop.ui.board import pieces, theme
from snl_desktop.ui.board.geometry import BoardGeometry
from snl_desktop.ui.board.items import LadderItem, SnakeItem, jump_item
from snl_desktop.ui.board.numbers import plate_colour
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.kit.settings_keys import SettingKey
from snl_desktop.ui.kit.theme_choice import HIGH_CONTRAST, STANDARD, SYSTEM, ThemeChoice
from snl_desktop.ui.play.cards import card_colours, name_colour
from snl_desktop.ui.play.outlines import SHAPES, shape_path
from snl_desktop.ui.play.tokens import ANIMALS, piece_for
from snl_desktop.ui.shell.theme_menu import apply_theme
from snl_desktop.ui.solver.overlay import (
    BadgeItem,
    MarkItem,
    SearchOverlay,
    badge_colours,
    distance_colour,
    face_colour,
    throw_pen_width,
)

PALETTES = [theme.STANDARD, theme.STANDARD_DARK, theme.HIGH_CONTRAST]
DARK_DESKTOP = (QColor("#353535"), QColor("#ffffff"), QColor("#2a2a2a"))
"""A dark desktop's window, text and base colours (Qt's Fusion dark palette): what Follow the
System's docks are drawn in on a dark desktop."""
BLACK = QColor("#000000")


@pytest.fixture
def standard_after(qapp: QApplication) -> Iterator[None]:
    """Each test leaves the app as it found it: Standard, the desktop's own palette."""
    yield
    choice = ThemeChoice(QSettings(), desktop_dark=lambda: False)
    choice.name = STANDARD
    apply_theme(choice)
    choice.deleteLater()


def widget_colours(palette: theme.Palette) -> tuple[QColor, QColor, QColor]:
    """(window, text, base) of the docks and dialogs drawn with ``palette``."""
    if palette is theme.STANDARD_DARK:
        return DARK_DESKTOP
    widgets = theme.widget_palette(HIGH_CONTRAST if palette is theme.HIGH_CONTRAST else STANDARD, True)
    assert widgets is not None
    role = QPalette.ColorRole
    return widgets.color(role.Window), widgets.color(role.WindowText), widgets.color(role.Base)


def texts_on_fills(palette: theme.Palette) -> list[tuple[str, float]]:
    """Every (where, contrast ratio) of a text on its fill the app draws in ``palette``."""
    ratios: list[tuple[str, float]] = []

    def check(where: str, text: QColor, fill: QColor) -> None:
        ratios.append((where, theme.contrast_ratio(text, fill)))

    # The square numbers, START and GOAL on their plates: over their own tile, and (the worst
    # case) over the darkest art a plate can lie on.
    for label, light, where in (
        (5, True, "light tile"),
        (6, False, "dark tile"),
        (1, True, "START"),
        (100, True, "GOAL"),
    ):
        plate = plate_colour(label, 100, False, light)
        tile = QColor(plate)
        tile.setAlpha(255)
        check(f"number on the {where}", palette.number, theme.over(plate, tile))
        check(f"number on the {where}, over black art", palette.number, theme.over(plate, BLACK))
    # The token labels on every seat's colour (and the extremes), on their badges.
    for fill in [*theme.TOKEN_COLOURS, "#ffffff", "#ffff00", "#000000", "#7f7f7f"]:
        badge, text = theme.badge_colours(QColor(fill))
        check(f"token label on {fill}", text, badge)
    # The search: each distance badge along the whole ramp, the die faces on the throws' plates
    # and on the route, and the graph's nodes.
    for distance in range(101):
        fill, text = badge_colours(distance_colour(distance, 100))
        check(f"distance badge at {distance}%", text, fill)
        node = distance_colour(distance, 100)
        check(f"graph node at {distance}%", theme.text_on(node), node)
    for kind, colour in (("new", palette.search_new_throw), ("seen", palette.search_seen_throw)):
        check(f"die face on a {kind} throw", face_colour(colour), palette.label_plate)
    check("die face on the route", theme.text_on(palette.search_route), palette.search_route)
    check("graph node not found yet", palette.graph_undiscovered_text, palette.graph_undiscovered)
    # The usage heat map's figures on their plates.
    for step in range(101):
        plate = usage_colour(step / 100)
        check(f"heat map figure at {step}%", theme.text_on(plate, palette.number), plate)
    # Play: the turn banner, the winner's band, the cards (whose turn it is, and the others on
    # the dock's own base), each player's name on both.
    check("turn banner", theme.text_on(palette.turn_highlight, palette.number), palette.turn_highlight)
    check("winner's band", palette.banner_text, theme.over(palette.celebration_band, QColor("#ffffff")))
    window, text, base = widget_colours(palette)
    for current in (True, False):
        fill, ink = card_colours(current, base, text)
        check(f"card text ({'current' if current else 'other'})", ink, fill)
        for colour in theme.TOKEN_COLOURS:
            check(f"name in {colour} on a card", name_colour(QColor(colour), fill, ink), fill)
    check("warning mark", palette.warning_mark, palette.warning)
    # Words drawn in colour on the docks and dialogs, and the code's running lines.
    check("error message", palette.error_text, window)
    check("right answer", palette.success_text, window)
    check("running lines of the code", text, palette.code_highlight)
    check("the square's (row, column)", palette.number, theme.over(palette.search_halo, BLACK))
    return ratios


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_every_text_contrasts_with_its_fill_in_every_theme(qapp, standard_after, palette: theme.Palette) -> None:
    theme.use(palette)
    ratios = texts_on_fills(palette)
    where, lowest = min(ratios, key=lambda item: item[1])
    print(f"{palette.name}: lowest {lowest:.2f}:1 ({where}) of {len(ratios)} texts")
    failing = [(w, round(r, 2)) for w, r in ratios if r < theme.MIN_CONTRAST]
    assert not failing, failing


def test_text_on_always_reaches_the_minimum(qapp) -> None:
    for grey in range(0, 256, 5):
        for fill in (QColor(grey, grey, grey), QColor(grey, 255 - grey, 128), QColor(255, grey, 0)):
            assert theme.contrast_ratio(theme.text_on(fill), fill) >= theme.MIN_CONTRAST, fill.name()


def test_a_legible_mark_on_a_dark_dock(qapp) -> None:
    route = theme.STANDARD.search_route
    shown = theme.legible(route, DARK_DESKTOP[0])
    assert theme.contrast_ratio(shown, DARK_DESKTOP[0]) >= 3.0 > theme.contrast_ratio(route, DARK_DESKTOP[0])
    assert theme.legible(route, QColor("#ffffff")) == route  # it reads as it is: unchanged


# -- remembered and applied --------------------------------------------------------------------


def pixel(window, label: int) -> QColor:
    """The colour the window's board view shows in the middle of square ``label``'s lower half."""
    view, scene = window.view, window.scene
    rect = scene.geometry.square_rect(label)
    point = view.mapFromScene(QPointF(rect.center().x() + rect.width() * 0.3, rect.bottom() - rect.height() * 0.1))
    return view.grab().toImage().pixelColor(point.x(), point.y())


def near(a: QColor, b: QColor, tolerance: int = 8) -> bool:
    return max(abs(x - y) for x, y in zip(a.getRgb()[:3], b.getRgb()[:3])) <= tolerance


@pytest.mark.slow
def test_the_theme_is_remembered_and_shown_at_once(make_window, qtbot, standard_after) -> None:
    board = Board(10, 10, {4: 30, 90: 12})
    window = make_window(board)
    assert window.theme.name == SYSTEM and theme.current() is theme.STANDARD  # a light desktop
    assert near(pixel(window, 100), theme.STANDARD.goal_tile)
    actions = {a.objectName(): a for a in window.menus.view.findChildren(type(window.preferences_action))}
    assert actions["theme-system"].isChecked()
    actions["theme-high-contrast"].trigger()
    assert theme.current() is theme.HIGH_CONTRAST and actions["theme-high-contrast"].isChecked()
    qtbot.waitUntil(lambda: near(pixel(window, 100), theme.HIGH_CONTRAST.goal_tile))  # the cache redrawn
    assert near(pixel(window, 2), theme.HIGH_CONTRAST.tile_dark) or near(
        pixel(window, 2), theme.HIGH_CONTRAST.tile_light
    )
    widgets = QApplication.palette()
    assert widgets.color(QPalette.ColorRole.Window) == QColor("#ffffff")
    assert widgets.color(QPalette.ColorRole.HighlightedText) == QColor("#ffff00")
    window.close()
    again = make_window(board)  # the same settings: the next start
    assert again.theme.name == HIGH_CONTRAST and theme.current() is theme.HIGH_CONTRAST
    assert near(pixel(again, 100), theme.HIGH_CONTRAST.goal_tile)
    again.theme.set_name(STANDARD)
    assert theme.current() is theme.STANDARD
    qtbot.waitUntil(lambda: near(pixel(again, 100), theme.STANDARD.goal_tile))
    assert QApplication.palette().color(QPalette.ColorRole.Window) != QColor("#ffffff")  # the desktop's again


def test_drawn_pictures_follow_the_theme(qapp, standard_after) -> None:
    before = pieces.picture("cat", "#0072b2", 48)
    theme.use(theme.HIGH_CONTRAST)
    after = pieces.picture("cat", "#0072b2", 48)
    assert after is not before and after != before  # the rim is the theme's
    theme.use(theme.STANDARD)
    assert pieces.picture("cat", "#0072b2", 48) is before


@pytest.mark.parametrize(
    "name, dark, colours, widgets",
    [
        (SYSTEM, True, theme.STANDARD_DARK, None),  # the desktop's dark docks, their colours for them
        (SYSTEM, False, theme.STANDARD, None),
        (STANDARD, True, theme.STANDARD, "#efefef"),  # Standard keeps its light docks
        (HIGH_CONTRAST, True, theme.HIGH_CONTRAST, "#ffffff"),
    ],
)
def test_follow_the_system_on_a_dark_desktop(qapp, standard_after, name, dark, colours, widgets) -> None:
    desktop = QApplication.palette().color(QPalette.ColorRole.Window)
    choice = ThemeChoice(QSettings(), desktop_dark=lambda: dark)
    choice.name = name
    apply_theme(choice)
    assert theme.current() is colours
    window = QApplication.palette().color(QPalette.ColorRole.Window)
    assert window == (QColor(widgets) if widgets else desktop)
    choice.deleteLater()


def test_a_damaged_setting_is_the_default(qapp, tmp_path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(SettingKey.THEME, "neon")
    assert ThemeChoice(settings).name == SYSTEM
    with pytest.raises(ValueError):
        ThemeChoice(settings).set_name("neon")


# -- nothing told by colour alone -------------------------------------------------------------


def silhouette(animal: str) -> QImage:
    return pieces._group(pieces._renderer(animal), "body", 40, BLACK)


def test_every_seat_has_its_own_animal_and_shape(qapp) -> None:
    animals = [piece_for(seat, "#808080", "").animal for seat in range(10)]
    assert animals == list(ANIMALS) and len(set(animals)) == 10
    outlines = {bytes(silhouette(animal).constBits()) for animal in ANIMALS}
    assert len(outlines) == 10  # ten animals, ten outlines (their overlap: test_tokens_pieces)
    polygons = {tuple(p.toTuple() for p in shape_path(i, 10).toFillPolygon()) for i in range(len(SHAPES))}
    assert len(SHAPES) == 10 and len(polygons) == 10  # the older geometric tokens: ten shapes too


def test_snakes_and_ladders_differ_in_form(qapp) -> None:
    geometry = BoardGeometry(10, 10)
    ladder = jump_item(3, 22, geometry, JumpStyle("#8b5a2b"))
    snake = jump_item(47, 26, geometry, JumpStyle("#8b5a2b", "plain"))  # even in the ladder's colour
    assert type(ladder) is LadderItem and type(snake) is SnakeItem
    assert not isinstance(snake, LadderItem) and not isinstance(ladder, SnakeItem)
    assert len(ladder._geometry_lines[2]) >= 2  # rungs
    assert snake.head is not None  # a head with eyes


def test_the_search_marks_carry_labels_and_widths(qapp, standard_after) -> None:
    board = Board(6, 6, {2: 15, 17: 13, 14: 35})
    scene = BoardScene(board, Rules())
    replay = SearchReplay(solution(board, Rules()))
    overlay = SearchOverlay(scene, scene.geometry, replay)
    overlay.show(replay.state(len(replay) // 2))
    marks = [item for item in scene.items() if isinstance(item, MarkItem) and item.isVisible()]
    assert marks
    for mark in marks:  # every tinted square says its distance in a badge
        assert isinstance(mark.badge, BadgeItem) and mark.badge.isVisible()
        assert mark.badge.distance == mark.distance
    for palette in PALETTES:
        theme.use(palette)
        assert throw_pen_width("new", 100) > throw_pen_width("seen", 100)  # told by width too
        image = QImage(300, 300, QImage.Format.Format_ARGB32)
        image.fill(QColor("#808080"))
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 300, 300), scene.sceneRect())  # every mark paints in it
        painter.end()
        assert image.pixelColor(150, 150) != QColor("#808080")
