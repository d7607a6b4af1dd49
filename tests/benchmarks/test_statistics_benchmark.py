"""Statistics over a long history: 100 000 recorded games among 300 000 players (three new
players a game: every player a row of the table), and 100 000 family games among 20 names (and,
as before, 10 000 among 12) — each file built once per run (one transaction of ``executemany``,
the totals made from it) and kept under the run's temporary folder.

- *figures*: the history opened as the dialog opens it, the heading's figures and the leaders
  (`History.overview`) and the first page of players and of boards read — what the Statistics
  window waits for. The budget: well under 1 s at any number of players.
- *window*: the Statistics dialog made and shown, until its heading, chart and first pages are
  in (read in its own thread; the GUI thread waits on that state, not on a clock), painted once.

Run with ``pytest tests/benchmarks/test_statistics_benchmark.py --benchmark-enable``."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from snl_desktop.core.history import History
from snl_desktop.core.history.schema import repair
from snl_desktop.core.names import name_key
from snl_desktop.ui.play import statistics_model
from snl_desktop.ui.play.statistics import StatisticsDialog

PEOPLE = ["Mum", "Dad", "Lily", "Sam", "Gran", "Ada", "Grandpa Joe", "Pip"]
COMPUTERS = ["Robo", "Bot", "Mum", "Zed"]  # "Mum" the computer is another player than Mum
FAMILY = [(name, False) for name in PEOPLE] + [(name, True) for name in COMPUTERS]
TWENTY = FAMILY + [(f"Cousin {n}", False) for n in range(8)]
BOARDS = [(f"Board {i}", f"fingerprint-{i}") for i in range(6)]
SETTLE_SECONDS = 60.0
"""The longest the window may take to show its first pages (then the benchmark fails)."""


class Never:
    def confirm(self, title: str, question: str) -> bool:
        raise AssertionError("nothing is asked when the dialog opens")


def build(path: Path, games: int, seats: str) -> None:
    """``games`` games: ``seats`` "new" seats three players never seen before at each game,
    "family"/"twenty" 2 to 4 of those names. One transaction, the totals made at the end."""
    rng = random.Random(games)
    names = TWENTY if seats == "twenty" else FAMILY
    game_rows, player_rows = [], []
    for number in range(1, games + 1):
        if seats == "new":
            seated = [(f"Player {3 * number + k}", k == 2) for k in range(3)]
        else:
            seated = rng.sample(names, rng.randint(2, 4))
        winner = rng.randrange(len(seated))
        board, fingerprint = BOARDS[number % len(BOARDS)]
        game_rows.append(
            (
                number,
                f"k{number}",
                f"2025-02-{1 + number % 28:02d}T19:00:00+00:00",
                board,
                10,
                10,
                fingerprint,
                "{}",
                seated[winner][0],
                rng.randint(20, 200),
            )  # fmt: skip
        )
        for seat, (name, computer) in enumerate(seated, 1):
            player_rows.append(
                (
                    number,
                    seat,
                    name,
                    name_key(name),
                    int(computer),
                    "#1d6fd6",
                    int(seat - 1 == winner),
                    rng.randint(10, 40),
                    rng.randint(0, 6),
                    rng.randint(0, 8),
                    rng.randint(0, 70),
                    rng.randint(0, 80),
                )  # fmt: skip
            )
    with History.open(path) as history:
        connection = history.connection
        connection.execute("PRAGMA synchronous=OFF")  # building the fixture only
        connection.execute("BEGIN")
        connection.executemany("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", game_rows)
        connection.executemany("INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", player_rows)
        repair(connection)
        connection.execute("COMMIT")


HISTORIES = {
    "100000-games-300000-players": (100_000, "new", 300_000),
    "100000-games-20-names": (100_000, "twenty", 20),
    "10000-games-12-names": (10_000, "family", 12),
}


@pytest.fixture(scope="module", params=list(HISTORIES))
def history(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int]:
    """(the history, its games, its players), built once per run."""
    games, seats, players = HISTORIES[request.param]
    folder = tmp_path_factory.getbasetemp() / f"statistics-{request.param}"
    path = folder / "history.sqlite3"
    if not path.exists():
        folder.mkdir(exist_ok=True)
        build(path, games, seats)
    return path, games, players


def test_statistics_figures(benchmark, history: tuple[Path, int, int]) -> None:
    path, games, players = history

    def figures() -> tuple[int, int, int, int]:
        with History.open(path, check=False) as opened:  # as the dialog's reader opens it
            overview = opened.overview()
            first = opened.players(limit=statistics_model.PAGE)
            boards = opened.boards(limit=statistics_model.PAGE)
        return overview.games, overview.players, len(first), len(boards)

    answer = benchmark.pedantic(figures, rounds=15, iterations=1, warmup_rounds=1)
    assert answer == (games, players, min(players, statistics_model.PAGE), len(BOARDS))


def settled(dialog: StatisticsDialog) -> bool:
    models = (dialog.players_model, dialog.boards_model)
    return dialog.overview is not None and all(
        not m.fetching and m.rowCount() == min(m.total, statistics_model.PAGE) for m in models
    )


def test_statistics_window_first_page(benchmark, qapp: QApplication, history: tuple[Path, int, int]) -> None:
    path, games, players = history

    def open_dialog() -> StatisticsDialog:
        dialog = StatisticsDialog(path, Never())
        dialog.show()
        deadline = time.monotonic() + SETTLE_SECONDS
        while not settled(dialog):  # the GUI thread stays free while the reader reads
            assert time.monotonic() < deadline, "the first page did not come"
            qapp.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        dialog.repaint()
        return dialog

    dialogs: list[StatisticsDialog] = []
    benchmark.pedantic(lambda: dialogs.append(open_dialog()), rounds=10, iterations=1, warmup_rounds=1)
    dialog = dialogs[-1]
    assert dialog.overview is not None and dialog.overview.games == games and dialog.overview.players == players
    assert dialog.players_model.rowCount() == min(players, statistics_model.PAGE)
    assert dialog.boards_model.rowCount() == len(BOARDS)
    for shown in dialogs:
        shown.close()
        shown.deleteLater()
