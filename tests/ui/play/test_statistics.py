"""Game → Statistics: per player (a name and a kind) and per board, with the chart of wins; an
empty history gets a sentence, not an empty table; Clear Statistics asks first and a "no"
changes nothing; a newer version's history is shown but never cleared; every text follows the
app's Text Size; the Game menu's action waits for the recorder's writes. The history is read off
the GUI thread: a history another program holds says "busy" and fills in once free; the tables
hold a page at a time, sorted by the history; a read-only history is shown, with a note; the
count of games is written with the language's thousands separator."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale, QSettings, Qt
from PySide6.QtWidgets import QMainWindow

from helpers.prompter import ScriptedPrompter
from snl_desktop.core.history import SCHEMA_VERSION, FinishedGame, History, PlayerRecord
from snl_desktop.core.history import database as history_database
from snl_desktop.core.history import schema as history_schema
from snl_desktop.ui.kit.text_size import TextSize
from snl_desktop.ui.play import statistics, statistics_model
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
    model = table.model()
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def settled(dialog: StatisticsDialog) -> bool:
    """The history read (or found unreadable) and the first page of each table in."""
    if dialog.overview is None and dialog.empty.text().startswith("Reading"):
        return False
    models = (dialog.players_model, dialog.boards_model)
    return all(not m.fetching and m.rowCount() == min(m.total, statistics_model.PAGE) for m in models)


def opened(qtbot, path: Path, prompter: ScriptedPrompter | None = None, show: bool = True) -> StatisticsDialog:
    dialog = StatisticsDialog(path, prompter or ScriptedPrompter())
    qtbot.addWidget(dialog)
    if show:
        dialog.show()
    qtbot.waitUntil(lambda: settled(dialog), timeout=60_000)
    return dialog


def test_the_figures_per_player_and_per_board(qapp, qtbot, history: Path) -> None:
    dialog = opened(qtbot, history)
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
    players.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    qtbot.waitUntil(lambda: settled(dialog) and cells(players, 2) == ["2", "3", "3"])  # as numbers, not as text


def test_an_empty_history_is_a_friendly_sentence_not_an_empty_table(qapp, qtbot, tmp_path: Path) -> None:
    dialog = opened(qtbot, tmp_path / "new" / "history.sqlite3")
    assert dialog.pages.currentWidget() is dialog.empty and dialog.empty.isVisible()
    assert dialog.empty.text().startswith("No games yet.")
    assert not dialog.tabs.isVisible() and not dialog.clear_button.isEnabled()


def test_clear_statistics_asks_first_and_no_changes_nothing(qapp, qtbot, history: Path) -> None:
    prompter = ScriptedPrompter()
    dialog = opened(qtbot, history, prompter, show=False)
    prompter.script("confirm", False, True)
    assert not dialog.clear() and History.open(history).count() == 4
    assert prompter.asked[-1][1][0] == "Clear Statistics"
    assert "Forget all 4 game" in prompter.asked[-1][1][1]
    dialog.clear_button.click()
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.empty and dialog.empty.text().startswith("No games"))
    assert History.open(history).count() == 0
    assert not dialog.clear_button.isEnabled()


def test_a_newer_versions_history_is_shown_and_never_cleared(qapp, qtbot, history: Path) -> None:
    newer = sqlite3.connect(history)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.commit()
    newer.close()
    dialog = opened(qtbot, history)  # a question would fail the test
    assert dialog.players_model.rowCount() == 3 and "newer version" in dialog.notes.text() and dialog.notes.isVisible()
    assert not dialog.clear_button.isEnabled()


def test_a_history_that_cannot_be_read_says_why_in_one_line(qapp, qtbot, tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    dialog = opened(qtbot, tmp_path / "file" / "history.sqlite3", show=False)
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
    dialog = opened(qtbot, history)
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
    assert menu.dialog is not None and menu.dialog.isVisible()
    first = menu.dialog
    qtbot.waitUntil(lambda: settled(first) and first.players_model.rowCount() == 3)
    menu.action.trigger()
    assert menu.dialog is first  # the same dialog, brought forward
    qtbot.waitUntil(lambda: settled(first) and first.players_model.rowCount() == 3)
    menu.dialog.close()
    recorder.close()
    host.frame.deleteLater()


# -- a large, busy or read-only history ---------------------------------------------------------------


def bulk_history(path: Path, games: list[FinishedGame]) -> None:
    """A history holding ``games``, written in one transaction (the totals made from them)."""
    with History.open(path) as made:
        connection = made.connection
        connection.execute("BEGIN")
        connection.executemany(
            "INSERT INTO games (id, key, played_at, board_name, rows, cols, fingerprint, rules, winner, turns)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (number, g.key, g.played_at, g.board_name, g.rows, g.cols, g.fingerprint, g.rules, g.winner, g.turns)
                for number, g in enumerate(games, 1)
            ],
        )
        connection.executemany(
            "INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    number,
                    p.seat,
                    p.name,
                    p.name.casefold(),
                    int(p.computer),
                    p.colour,
                    int(p.won),
                    p.turns,
                    p.ladders,
                    p.snakes,
                    p.longest_climb,
                    p.longest_slide,
                )  # fmt: skip
                for number, g in enumerate(games, 1)
                for p in g.players
            ],
        )
        history_schema.repair(connection)
        connection.execute("COMMIT")


@pytest.fixture
def english_numbers() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


@pytest.mark.slow
def test_the_count_of_games_is_written_as_the_language_writes_numbers(
    qapp, qtbot, tmp_path: Path, english_numbers: None
) -> None:
    path = tmp_path / "history.sqlite3"
    count = 100_001
    bulk_history(path, [game(f"k{n}", "Classic", "c1", "Mum", player("Mum", 1, True)) for n in range(count)])
    prompter = ScriptedPrompter()
    dialog = opened(qtbot, path, prompter)
    assert dialog.heading.text().startswith("100,001 game")  # before: "100001 games played"
    assert cells(dialog.players, 2) == ["100,001"] and cells(dialog.boards, 2) == ["100,001"]
    prompter.script("confirm", False)
    dialog.clear()
    assert "Forget all 100,001 game" in prompter.asked[-1][1][1]
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.heading.text().startswith("100.001 game"))


def test_a_history_another_program_holds_never_blocks_the_window_and_fills_in_once_free(
    qapp, qtbot, history: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(statistics_model, "READ_BUSY_MS", 100)
    monkeypatch.setattr(statistics, "RETRY_MS", 50)
    other = sqlite3.connect(history, isolation_level=None)
    other.execute("PRAGMA locking_mode=EXCLUSIVE")  # the file to itself: not even read by others
    other.execute("BEGIN EXCLUSIVE")
    other.execute("UPDATE games SET turns = turns")
    try:
        dialog = StatisticsDialog(history, ScriptedPrompter())
        qtbot.addWidget(dialog)
        dialog.show()
        # the window lives on while the history is held: it says so, and asks again
        qtbot.waitUntil(lambda: dialog.busy and "busy" in dialog.empty.text(), timeout=60_000)
        assert dialog.pages.currentWidget() is dialog.empty and not dialog.clear_button.isEnabled()
        assert History.open  # (the lock is still held here)
    finally:
        other.execute("COMMIT")
        other.close()
    qtbot.waitUntil(lambda: settled(dialog) and dialog.players_model.rowCount() == 3, timeout=60_000)
    assert not dialog.busy and dialog.heading.text().startswith(("4 games", "4 game(s)"))
    assert dialog.clear_button.isEnabled()


def test_the_tables_hold_a_page_at_a_time_sorted_by_the_history(
    qapp, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(statistics_model, "PAGE", 50)
    path = tmp_path / "history.sqlite3"
    games = [
        game(f"k{n}", "Classic", "c1", f"P{n:03d}", player(f"P{n:03d}", 1, True), player(f"Q{n:03d}", 2, False))
        for n in range(120)
    ]
    bulk_history(path, games)
    dialog = opened(qtbot, path)
    model = dialog.players_model
    assert model.total == 240 and model.rowCount() == 50  # a page, not every player
    assert cells(dialog.players, 3)[:3] == ["1", "1", "1"] and cells(dialog.players, 0)[:2] == ["P000", "P001"]
    dialog.players.scrollToBottom()  # the view asks for the next page
    qtbot.waitUntil(lambda: model.rowCount() >= 100 and not model.fetching)
    dialog.players.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # by name, Z first: sorted by the history
    qtbot.waitUntil(lambda: not model.fetching and model.rowCount() == 50)  # read again from the top
    assert cells(dialog.players, 0)[:3] == ["Q119", "Q118", "Q117"]
    assert len(dialog.chart.rows) == 10  # the chart: the leaders only


def make_read_only(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``path`` read-only for this process (for root, whom the mode does not stop: the
    system's answer, and SQLite's refusal to write, as a read-only file gets them)."""
    path.chmod(0o444)
    if os.geteuid() != 0:
        return
    real = history_database._sqlite_connect
    monkeypatch.setattr(history_database, "_may_write", lambda p: Path(p) != path)
    monkeypatch.setattr(
        history_database,
        "_sqlite_connect",
        lambda target, mode, busy_ms: real(target, "ro" if Path(target) == path and mode == "rw" else mode, busy_ms),
    )


def test_a_read_only_history_is_shown_with_a_note_that_new_games_are_not_recorded(
    qapp, qtbot, history: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_read_only(history, monkeypatch)
    try:
        dialog = opened(qtbot, history)  # before: "attempt to write a readonly database", no figures
        assert dialog.players_model.rowCount() == 3 and dialog.pages.currentWidget() is dialog.tabs
        assert "cannot be written" in dialog.notes.text() and "new games cannot be recorded" in dialog.notes.text()
        assert not dialog.clear_button.isEnabled()
    finally:
        history.chmod(0o644)
