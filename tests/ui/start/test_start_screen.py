"""The start screen: three front doors (Play, Design, Learn) a person reaches by mouse or keys,
the recent boards and unfinished games as thumbnails that open on a double-click or Enter, a
sentence instead of an empty box, "Start in the last room I used" remembered, and text a sofa
3 m from a 1920×1080 TV reads, none of it cut off."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from helpers.pseudo import untranslated
from snl_desktop.core import Rules
from snl_desktop.core.files.games import GameRecord, Seat, save_game
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.settings_keys import SettingKey
from snl_desktop.ui.kit.text_size import TextSize
from snl_desktop.ui.start import StartItem, StartScreen, game_detail, last_room_first, read_item
from snl_desktop.words import languages

CLASSIC = load_preset("classic")
SMALL = load_preset("leetcode-6x6")


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def make_screen(app, qtbot, settings: QSettings) -> Iterator:
    screens: list[StartScreen] = []

    def make(size: tuple[int, int] = (1920, 1080), show: bool = True) -> StartScreen:
        screen = StartScreen(settings)
        screen.resize(*size)
        screens.append(screen)
        if show:
            screen.show()
            qtbot.waitExposed(screen)
        return screen

    yield make
    for screen in screens:
        screen.close()
        screen.deleteLater()


def boards(tmp_path: Path) -> list[StartItem]:
    return [
        StartItem(tmp_path / "classic.snl", CLASSIC.name, "", CLASSIC.board, CLASSIC.rules),
        StartItem(tmp_path / "small.snl", SMALL.name, "", SMALL.board, SMALL.rules),
        StartItem(tmp_path / "plain.snl", "Plain"),
    ]


def games(tmp_path: Path) -> list[StartItem]:
    yesterday = dt.date.today() - dt.timedelta(days=1)
    return [
        StartItem(
            tmp_path / "a.snlgame", CLASSIC.name, game_detail(["Mum", "Lily", "Robo"], 12, yesterday), CLASSIC.board
        ),
        StartItem(tmp_path / "b.snlgame", SMALL.name, game_detail(["Dad", "Sam"], 3), SMALL.board, SMALL.rules),
    ]


def by_name(screen: StartScreen, name: str) -> QAbstractButton:
    found = [b for b in screen.findChildren(QAbstractButton) if b.accessibleName() == name]
    assert len(found) == 1, f"{name!r}: {len(found)} buttons"
    return found[0]


def test_the_three_doors_by_accessible_name(make_screen, qtbot) -> None:
    screen = make_screen()
    for name, room in (("Play", "play"), ("Design", "design"), ("Learn", "learn")):
        button = by_name(screen, name)
        assert button.accessibleDescription()
        with qtbot.waitSignal(screen.room_chosen) as signal:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert signal.args == [room]


def test_the_doors_by_keyboard(make_screen, qtbot) -> None:
    """Tab reaches each door, Enter and Space press it; the arrows go along the row."""
    screen = make_screen()
    screen.activateWindow()
    screen.setFocus()
    qtbot.waitUntil(lambda: by_name(screen, "Play").hasFocus())
    with qtbot.waitSignal(screen.room_chosen) as signal:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert signal.args == ["play"]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert by_name(screen, "Design").hasFocus()
    with qtbot.waitSignal(screen.room_chosen) as signal:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert signal.args == ["design"]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert by_name(screen, "Learn").hasFocus()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert by_name(screen, "Play").hasFocus()


def test_the_focus_shows(make_screen, qtbot) -> None:
    """The focused door wears a ring in the highlight colour, at least 6 px thick; the others
    do not."""
    screen = make_screen()
    screen.activateWindow()
    play, design = by_name(screen, "Play"), by_name(screen, "Design")
    play.setFocus()
    qtbot.waitUntil(play.hasFocus)
    highlight = play.palette().color(play.palette().ColorRole.Highlight)

    def ring_pixels(button: QWidget) -> int:
        image = button.grab().toImage()
        y = image.height() // 2
        return sum(image.pixelColor(x, y) == highlight for x in range(0, 20))

    assert ring_pixels(play) >= 6
    assert ring_pixels(design) == 0


def test_a_thumbnail_opens_on_double_click_and_enter(make_screen, qtbot, tmp_path: Path) -> None:
    screen = make_screen()
    screen.show_items(boards(tmp_path), games(tmp_path))
    qtbot.waitUntil(lambda: screen.thumbnails_pending == 0)
    recent = screen.boards.list
    rect = recent.visualItemRect(recent.item(1))
    assert rect.width() >= recent.iconSize().width()
    QTest.mouseClick(recent.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    with qtbot.waitSignal(screen.open_requested) as signal:  # a click chooses, a double-click opens
        QTest.mouseDClick(recent.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert signal.args == [tmp_path / "small.snl"]
    unfinished = screen.games.list
    unfinished.setFocus()
    with qtbot.waitSignal(screen.resume_requested) as signal:
        QTest.keyClick(unfinished, Qt.Key.Key_Return)  # the first game is current at once
    assert signal.args == [tmp_path / "a.snlgame"]
    QTest.keyClick(unfinished, Qt.Key.Key_Right)
    with qtbot.waitSignal(screen.resume_requested) as signal:
        QTest.keyClick(unfinished, Qt.Key.Key_Enter)
    assert signal.args == [tmp_path / "b.snlgame"]


def test_a_games_line_names_players_turn_and_day(make_screen, tmp_path: Path) -> None:
    screen = make_screen()
    screen.show_items([], games(tmp_path))
    assert screen.games.list.item(0).text() == f"{CLASSIC.name}\nMum, Lily, Robo — turn 12 — yesterday"
    assert screen.games.list.item(1).text().endswith("Dad, Sam — turn 3")
    many = game_detail([f"P{i}" for i in range(1, 11)], 40, dt.date.today())
    assert many == "P1, P2, P3, P4 +6 — turn 40 — today"


def test_empty_shelves_say_what_will_appear(make_screen, tmp_path: Path) -> None:
    screen = make_screen()
    assert not screen.boards.list.isVisible() and not screen.games.list.isVisible()
    assert screen.boards.empty.isVisible() and screen.boards.empty.text() == "Boards you open or save appear here."
    assert screen.games.empty.isVisible() and "play on" in screen.games.empty.text()
    screen.show_items(boards(tmp_path), [])
    assert screen.boards.list.isVisible() and not screen.boards.empty.isVisible()
    assert screen.games.empty.isVisible()


@pytest.mark.slow
def test_thumbnails_are_drawn_after_the_first_paint_and_kept(make_screen, qtbot, tmp_path: Path) -> None:
    screen = make_screen(show=False)
    screen.show_items(boards(tmp_path), games(tmp_path))
    QApplication.processEvents()
    assert screen.thumbnails_pending == 5  # nothing drawn before the screen is painted
    assert all(screen.boards.list.item(i).icon().isNull() for i in range(3))
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: screen.thumbnails_pending == 0)
    icons = [screen.boards.list.item(i).icon() for i in range(3)]
    assert not any(icon.isNull() for icon in icons)
    side = screen.boards.list.iconSize().width()
    assert icons[0].pixmap(side, side).width() >= side * 0.8  # the board, as large as the cell allows
    from snl_desktop.ui.start import shelf

    cached = len(shelf._cache)
    screen.show_items(boards(tmp_path), games(tmp_path))  # shown again: from the cache
    qtbot.waitUntil(lambda: screen.thumbnails_pending == 0)
    assert len(shelf._cache) == cached


def test_start_in_the_last_room_is_remembered(make_screen, settings: QSettings) -> None:
    screen = make_screen()
    assert not screen.last_room.isChecked() and not last_room_first(settings)  # off by default
    screen.last_room.click()
    assert settings.value(SettingKey.START_IN_LAST_ROOM) == "true" and last_room_first(settings)
    again = make_screen()
    assert again.last_room.isChecked()
    again.last_room.click()
    assert not last_room_first(settings)


def test_a_damaged_setting_is_off(make_screen, settings: QSettings) -> None:
    settings.setValue(SettingKey.START_IN_LAST_ROOM, "perhaps")
    assert not make_screen().last_room.isChecked()


def test_items_read_from_their_files(tmp_path: Path) -> None:
    path = tmp_path / "night.snlgame"
    seats = (Seat("Mum", "#d55e00"), Seat("Robo", "#0072b2", True))
    save_game(path, GameRecord(SMALL.board, Rules(), seats, (("Mum", (3,)), ("Robo", (4,))), "Friday"))
    item = read_item(path)
    assert item.title == "Friday" and item.board == SMALL.board
    assert item.detail == "Mum, Robo — turn 3 — today"
    broken = tmp_path / "broken.snl"
    broken.write_text("{not json", "utf-8")
    plain = read_item(broken)
    assert plain.title == "broken" and plain.board is None  # a plain picture, no error
    assert read_item(tmp_path / "gone.snl").board is None


def choice_labels(screen: StartScreen) -> list[QLabel]:
    return [label for button in screen.choices.values() for label in (button.title, button.description)]


def test_tv_sized_text_at_1920x1080(make_screen) -> None:
    screen = make_screen((1920, 1080))
    for label in choice_labels(screen):
        assert QFontInfo(label.font()).pixelSize() >= 24, label.text()
    assert QFontInfo(screen.choice("play").title.font()).pixelSize() >= 30


def clipped(root: QWidget) -> list[str]:
    """The visible labels whose words do not fit them (fontMetrics), or that stick out of the
    button they are drawn on."""
    out = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text():
            continue
        area = label.contentsRect()
        metrics = QFontMetrics(label.font())
        if label.wordWrap():
            need = metrics.boundingRect(QRect(0, 0, area.width(), 100_000), int(Qt.TextFlag.TextWordWrap), label.text())
            if need.height() > area.height() or need.width() > area.width():
                out.append(f"{label.text()!r}: needs {need.size()}, has {area.size()}")
        elif metrics.horizontalAdvance(label.text()) > area.width():
            out.append(f"{label.text()!r}: {metrics.horizontalAdvance(label.text())} px wide, has {area.width()}")
        parent = label.parentWidget()
        if isinstance(parent, QAbstractButton) and not parent.rect().contains(label.geometry()):
            out.append(f"{label.text()!r} sticks out of its button")
    return out


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("level", ["normal", "huge"])
def test_nothing_is_cut_off(make_screen, settings: QSettings, tmp_path: Path, size, level: str) -> None:
    text_size = TextSize(settings)
    text_size.set_level(level)
    try:
        screen = make_screen(size)
        screen.show_items(boards(tmp_path), games(tmp_path))
        QApplication.processEvents()
        assert not clipped(screen), clipped(screen)
        assert screen.area.horizontalScrollBar().maximum() == 0  # nothing off to the side
    finally:
        text_size.set_level("normal")


def test_text_size_scales_the_screen(make_screen, settings: QSettings) -> None:
    screen = make_screen((1024, 700))
    before = QFontInfo(screen.choice("learn").description.font()).pixelSize()
    text_size = TextSize(settings)
    try:
        text_size.set_level("huge")
        QApplication.processEvents()
        after = QFontInfo(screen.choice("learn").description.font()).pixelSize()
        assert after >= before * 1.7
        assert screen.choice_row.direction() == screen.choice_row.Direction.TopToBottom  # stacked: they fit
    finally:
        text_size.set_level("normal")
    QApplication.processEvents()
    assert QFontInfo(screen.choice("learn").description.font()).pixelSize() == before


def test_every_text_is_translated(app, make_screen, tmp_path: Path) -> None:
    languages.use(app, languages.PSEUDO)
    try:
        screen = make_screen()
        empty = untranslated(screen)
        assert not empty, empty
        screen.show_items(boards(tmp_path), games(tmp_path))
        data = [CLASSIC.name, SMALL.name, "Plain", "Mum", "Lily", "Robo", "Dad", "Sam", str(tmp_path)]
        left = untranslated(screen, data)
        lines = [screen.games.list.item(i).text() for i in range(2)]
        assert not left, left
        assert all("⟦" in line for line in lines), lines  # "turn 12", "yesterday"
    finally:
        languages.use(app, "en")
