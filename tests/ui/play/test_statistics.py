"""Game → Statistics: per player (a name and a kind) and per board, with the chart of wins; an
empty history gets a sentence, not an empty table; Clear Statistics asks first and a "no"
changes nothing; a newer version's history is shown but never cleared; every text follows the
app's Text Size; the Game menu's action waits for the recorder's writes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale, QSettings
from PySide6.QtWidgets import QMainWindow

from helpers.prompter import ScriptedPrompter
from snl_desktop.core.history import SCHEMA_VERSION, FinishedGame, History, PlayerRecord
from snl_desktop.ui.kit.text_size import TextSize
from snl_desktop.ui.play.history import GameRecorder, default_history_path
from snl_desktop.ui.play.statistics import StatisticsDialog, StatisticsMenu


def player(name: str, seat: int, won: bool, computer: bool = False, **figures: int) -> PlayerRecord:
    f = {"turns": 20, "ladders": 1, "snakes": 1, "longest_climb": 10, "longest_slide": 5} | figures
    colour = {"Mum": "#e63946", "Lily": "#1d6fd6", "Robo": "#2a9d48"}.get(name, "#f4b400")
    return PlayerRecord(name, computer, seat, colour, won, f["turns"], f["ladders"], f["snakes"],
                        f["longest_climb"], f["longest_slide"])  # fmt: skip


def game(key: str, board: str, fingerprint: str, winner: str, *players: PlayerRecord) -> FinishedGame:
    return FinishedGame(key, f"2025-04-0{len(key)}T19:00:00+00:00", board, 10, 10, fingerprint, "{}", winner, 40,
                        players)  # fmt: skip


GAMES = [
    game("a", "Classic", "c1", "Mum", player("Mum", 1, True, longest_climb=56), player("Lily", 2, False, snakes=4)),
    game("bb", "Classic", "c1", "Lily", player("Lily", 1, True), player("Robo", 2, False, True)),
    game("ccc", "Garden", "g1", "Robo", player("Robo", 1, True, True), player("Mum", 2, False, snakes=3)),
    game("dddd", "Classic", "c1", "Mum", player("Mum", 1, True), player("Robo", 2, False, True)),
]


@pytest.fixture
def history(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    with History.open(path) as opened:
        for g in GAMES:
            opened.record(g)
    return path


def since_1_april_2025() -> str:
    """The first game's day as the window's language writes it ("1 April 2025" in a C locale,
    "April 1, 2025" in US English)."""
    return QLocale().toString(QDate(2025, 4, 1), QLocale.FormatType.LongFormat)


def cells(table, column: int) -> list[str]:
    return [table.item(row, column).text() for row in range(table.rowCount())]


def test_the_figures_per_player_and_per_board(qapp, qtbot, history: Path) -> None:
    dialog = StatisticsDialog(history, ScriptedPrompter())
    qtbot.addWidget(dialog)
    dialog.show()
    heading = dialog.heading.text()
    assert heading.startswith(("4 games played since ", "4 game(s) played since ")) and since_1_april_2025() in heading
    assert dialog.pages.currentWidget() is dialog.tabs
    players = dialog.players
    assert cells(players, 0) == ["Mum", "Lily", "Robo"]  # most wins first
    assert cells(players, 1) == ["a person", "a person", "the computer"]
    assert cells(players, 2) == ["3", "2", "3"] and cells(players, 3) == ["2", "1", "1"]
    assert cells(players, 4) == ["67%", "50%", "33%"]
    assert cells(players, 5) == ["56", "10", "10"] and cells(players, 6) == ["3", "4", "1"]
    boards = dialog.boards
    assert cells(boards, 0) == ["Classic", "Garden"] and cells(boards, 2) == ["3", "1"]
    assert cells(boards, 3) == ["Mum: 2", "Robo (computer): 1"]
    assert [name for name, _colour, _wins in dialog.chart.rows] == ["Mum", "Lily", "Robo (computer)"]
    assert [wins for _name, _colour, wins in dialog.chart.rows] == [2, 1, 1]
    assert dialog.clear_button.isEnabled() and not dialog.notes.isVisible()
    players.sortByColumn(2, players.horizontalHeader().sortIndicatorOrder().AscendingOrder)
    assert cells(players, 2) == ["2", "3", "3"]  # sorted as numbers, not as text


def test_an_empty_history_is_a_friendly_sentence_not_an_empty_table(qapp, qtbot, tmp_path: Path) -> None:
    dialog = StatisticsDialog(tmp_path / "new" / "history.sqlite3", ScriptedPrompter())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.pages.currentWidget() is dialog.empty and dialog.empty.isVisible()
    assert dialog.empty.text().startswith("No games yet.")
    assert not dialog.tabs.isVisible() and not dialog.clear_button.isEnabled()


def test_clear_statistics_asks_first_and_no_changes_nothing(qapp, qtbot, history: Path) -> None:
    prompter = ScriptedPrompter()
    dialog = StatisticsDialog(history, prompter)
    qtbot.addWidget(dialog)
    prompter.script("confirm", False, True)
    assert not dialog.clear_button.click() and History.open(history).count() == 4
    assert prompter.asked[-1][1][0] == "Clear Statistics"
    assert "Forget all 4 game" in prompter.asked[-1][1][1]
    dialog.clear_button.click()
    assert History.open(history).count() == 0
    assert dialog.pages.currentWidget() is dialog.empty and not dialog.clear_button.isEnabled()


def test_a_newer_versions_history_is_shown_and_never_cleared(qapp, qtbot, history: Path) -> None:
    newer = sqlite3.connect(history)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.commit()
    newer.close()
    dialog = StatisticsDialog(history, ScriptedPrompter())  # a question would fail the test
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players.rowCount() == 3 and "newer version" in dialog.notes.text() and dialog.notes.isVisible()
    assert not dialog.clear_button.isEnabled()


def test_a_history_that_cannot_be_read_says_why_in_one_line(qapp, qtbot, tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    dialog = StatisticsDialog(tmp_path / "file" / "history.sqlite3", ScriptedPrompter())
    qtbot.addWidget(dialog)
    assert dialog.empty.text().startswith("The game history cannot be read:") and "\n" not in dialog.empty.text()


def sizes(dialog: StatisticsDialog) -> tuple[int, int, int, int]:
    """The heading's, the tables' and the chart's text, and the height of a chart's row."""
    return (
        dialog.heading.fontInfo().pixelSize(),
        dialog.players.fontInfo().pixelSize(),
        dialog.chart.fontInfo().pixelSize(),
        dialog.chart.row_height(),
    )


def test_every_text_follows_the_text_size(qapp, qtbot, history: Path, tmp_path: Path) -> None:
    text_size = TextSize(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = StatisticsDialog(history, ScriptedPrompter())
    qtbot.addWidget(dialog)
    dialog.show()
    before = sizes(dialog)
    try:
        text_size.set_level("huge")
        qapp.processEvents()
        after = (
            dialog.heading.fontInfo().pixelSize(),
            dialog.players.fontInfo().pixelSize(),
            dialog.chart.row_height(),
        )
    finally:
        text_size.set_level("normal")
    assert all(a >= 1.7 * b for a, b in zip(after, before)), (before, after)


class Host:
    """The part of the window `StatisticsMenu` uses."""

    def __init__(self, tmp_path: Path) -> None:
        self.frame = QMainWindow()
        self.prompter = ScriptedPrompter()
        self.autosave_dir = tmp_path / "app data" / "autosave"


def test_the_game_menus_action_opens_the_history_beside_the_autosaves(qapp, qtbot, tmp_path: Path) -> None:
    host = Host(tmp_path)
    recorder = GameRecorder(default_history_path(host), lambda: "Race", host.frame)  # type: ignore[arg-type]
    assert recorder.path == tmp_path / "app data" / "history.sqlite3"
    for g in GAMES[:2]:
        recorder.record(g)
    menu = StatisticsMenu(host, recorder)  # type: ignore[arg-type]
    assert menu.action.text() == "S&tatistics…"
    menu.action.trigger()  # the writes asked for are in before the figures are read
    assert menu.dialog is not None and menu.dialog.isVisible() and menu.dialog.players.rowCount() == 3
    menu.action.trigger()
    assert menu.dialog.players.rowCount() == 3  # the same dialog, brought forward
    menu.dialog.close()
    recorder.close()
    host.frame.deleteLater()
