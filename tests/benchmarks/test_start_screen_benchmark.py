"""The start screen's share of start-up: building it with 3 recent boards and 2 unfinished
games and painting it once (the pictures are not drawn yet: they come after the first paint),
against the same with no items; and drawing one thumbnail (a 10×10 board, not cached), the work
each idle moment does after the first paint. Run with
``pytest tests/benchmarks/test_start_screen_benchmark.py --benchmark-enable``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from snl_desktop.presets import load_preset
from snl_desktop.ui.start import StartItem, StartScreen
from snl_desktop.ui.start import shelf as shelf_module

CLASSIC = load_preset("classic")


def items(tmp_path: Path) -> tuple[list[StartItem], list[StartItem]]:
    boards = [StartItem(tmp_path / f"{i}.snl", f"Board {i}", "", CLASSIC.board, CLASSIC.rules) for i in range(3)]
    games = [StartItem(tmp_path / f"{i}.snlgame", f"Game {i}", "Mum, Lily — turn 3", CLASSIC.board) for i in range(2)]
    return boards, games


@pytest.mark.parametrize("filled", [False, True], ids=["empty", "3 boards 2 games"])
def test_start_screen_built_and_first_painted(benchmark, qapp, tmp_path: Path, filled: bool) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    boards, games = items(tmp_path) if filled else ([], [])

    def build_and_paint() -> StartScreen:
        screen = StartScreen(settings)
        screen.resize(1280, 860)
        screen.show_items(boards, games)
        screen.grab()  # lays it out and paints it once
        return screen

    screen = benchmark.pedantic(build_and_paint, rounds=15, iterations=1, warmup_rounds=2)
    assert screen.thumbnails_pending == (5 if filled else 0)  # none drawn before the first paint


def test_one_thumbnail_drawn(benchmark, qapp, tmp_path: Path) -> None:
    item = StartItem(tmp_path / "x.snl", "x", "", CLASSIC.board, CLASSIC.rules)

    def draw() -> None:
        shelf_module._cache.clear()
        shelf_module.thumbnail(item)

    benchmark.pedantic(draw, rounds=15, iterations=1, warmup_rounds=1)
