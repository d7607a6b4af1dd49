"""Issue 33, defect 9: an unfinished game on the start screen was only a picture of its board —
no players, no tokens, no date — so two games on one board looked the same. Each now shows its
players' tokens (their animals, in their colours) on their squares, and under it the players,
whose turn it is and when it was last played (the day and the time, as the locale writes them)."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage

from snl_desktop.core.files.games import GameRecord, Seat, save_game
from snl_desktop.presets import load_preset
from snl_desktop.ui.board.geometry import BoardGeometry
from snl_desktop.ui.play.unfinished import saved_when
from snl_desktop.ui.shell.home_items import game_items
from snl_desktop.ui.start import StartScreen
from snl_desktop.ui.start.shelf import THUMBNAIL_PIXELS, thumbnail

CLASSIC = load_preset("classic")
FAMILY = (Seat("Mum", "#1b2a6b", animal="owl"), Seat("Lily", "#f0e442", animal="rabbit"))
GRANDMA = (Seat("Grandma", "#6b1020", animal="turtle"), Seat("Leo", "#56b4e9", animal="lion"))


def unfinished(root: Path, folder: str, seats: tuple[Seat, ...], turns, when: float) -> Path:
    """An autosave a window that is gone left behind, last written at ``when``."""
    path = root / folder / "game.snlgame"
    path.parent.mkdir(parents=True)
    save_game(path, GameRecord(CLASSIC.board, CLASSIC.rules, seats, turns, CLASSIC.name))
    os.utime(path, (when, when))
    return path


def two_games_on_one_board(root: Path) -> None:
    now = dt.datetime.now().timestamp()
    unfinished(root, "101-0000000a", FAMILY, (("Mum", (4,)), ("Lily", (2,)), ("Mum", (5,))), now - 60)
    unfinished(root, "102-0000000b", GRANDMA, (("Grandma", (1,)),), now - 3 * 86400)


def colour_near(image: QImage, centre: tuple[float, float], colour: str, reach: float) -> int:
    """How many pixels within ``reach`` of ``centre`` are ``colour`` (roughly)."""
    want = QColor(colour)
    count = 0
    cx, cy = centre
    for x in range(int(cx - reach), int(cx + reach)):
        for y in range(int(cy - reach), int(cy + reach)):
            if 0 <= x < image.width() and 0 <= y < image.height():
                got = QColor(image.pixel(x, y))
                if abs(got.red() - want.red()) + abs(got.green() - want.green()) + abs(got.blue() - want.blue()) < 40:
                    count += 1
    return count


def test_two_games_on_one_board_are_told_apart(app, tmp_path: Path) -> None:
    two_games_on_one_board(tmp_path)
    newest, older = game_items(tmp_path)
    assert newest.title == older.title == "Classic family board"
    first_line, second_line = newest.detail.split("\n")
    assert first_line == "Mum, Lily" and second_line.startswith("Lily's turn — today ")
    assert older.detail.split("\n")[0] == "Grandma, Leo" and older.detail.split("\n")[1].startswith("Leo's turn — ")
    three_days_ago = dt.datetime.fromtimestamp(older.path.stat().st_mtime)
    assert older.detail.split("\n")[1] == "Leo's turn — " + saved_when(three_days_ago)
    assert saved_when(three_days_ago) != saved_when(three_days_ago - dt.timedelta(hours=1))  # its time too
    # Mum: 1 + 4 = 5, + 5 = 10 and the ladder to 30; Lily: 1 + 2 = 3.
    assert [(p.square, p.piece.animal, p.piece.colour) for p in newest.pieces] == [
        (30, "owl", "#1b2a6b"),
        (3, "rabbit", "#f0e442"),
    ]
    assert [(p.square, p.piece.animal) for p in older.pieces] == [(2, "turtle"), (1, "lion")]
    assert thumbnail(newest) != thumbnail(older)  # the pictures differ too


def test_the_tokens_are_drawn_on_their_squares(app, tmp_path: Path) -> None:
    two_games_on_one_board(tmp_path)
    newest = game_items(tmp_path)[0]
    image = thumbnail(newest)
    assert image.width() == THUMBNAIL_PIXELS
    geometry = BoardGeometry(10, 10, THUMBNAIL_PIXELS / 10)
    for placed in newest.pieces:
        centre = geometry.centre(placed.square)
        assert colour_near(image, (centre.x(), centre.y()), placed.piece.colour, THUMBNAIL_PIXELS / 20) > 20


def test_the_time_is_said_for_every_day(app) -> None:
    now = dt.datetime(2026, 12, 2, 15, 30)
    assert saved_when(dt.datetime(2026, 12, 2, 14, 2), now).startswith("today ")
    assert saved_when(dt.datetime(2026, 12, 1, 9, 30), now).startswith("yesterday ")
    older = saved_when(dt.datetime(2026, 11, 20, 9, 30), now)
    assert "20" in older and ("9:30" in older or "09:30" in older)  # the date and the time


def test_the_start_screen_lists_them(app, qtbot, tmp_path: Path) -> None:
    screen = StartScreen(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(screen)
    two_games_on_one_board(tmp_path)
    screen.show_items([], game_items(tmp_path))
    texts = [screen.games.list.item(i).text() for i in range(screen.games.list.count())]
    assert texts[0].startswith("Classic family board\nMum, Lily\nLily's turn")
    assert texts[1].startswith("Classic family board\nGrandma, Leo\nLeo's turn")


def test_a_recent_game_file_shows_its_tokens_too(app, tmp_path: Path) -> None:
    from snl_desktop.ui.start import read_item

    path = unfinished(tmp_path, "saved", FAMILY, (("Mum", (4,)),), dt.datetime.now().timestamp())
    item = read_item(path)
    assert [(p.square, p.piece.animal, p.name) for p in item.pieces] == [(5, "owl", "Mum"), (1, "rabbit", "Lily")]
