"""The Statistics dialog over a long history: 10 000 recorded games (12 players, people and
computers, on 6 boards) opened — the file opened and checked, the figures queried, the tables
and chart filled, the dialog shown and painted once. The issue's budget: 200 ms (median).
Run with ``pytest tests/benchmarks/test_statistics_benchmark.py --benchmark-enable``."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from snl_desktop.core.history import FinishedGame, History, PlayerRecord
from snl_desktop.ui.play.statistics import StatisticsDialog

GAMES = 10_000
PEOPLE = ["Mum", "Dad", "Lily", "Sam", "Gran", "Ada", "Grandpa Joe", "Pip"]
COMPUTERS = ["Robo", "Bot", "Mum", "Zed"]  # "Mum" the computer is another player than Mum
NAMES = [(name, False) for name in PEOPLE] + [(name, True) for name in COMPUTERS]
BOARDS = [(f"Board {i}", f"fingerprint-{i}") for i in range(6)]


class Never:
    def confirm(self, title: str, question: str) -> bool:
        raise AssertionError("nothing is asked when the dialog opens")


def long_history(path: Path) -> None:
    rng = random.Random(10_000)
    with History.open(path) as history:
        history.connection.execute("PRAGMA synchronous=OFF")  # building the fixture only
        for number in range(GAMES):
            seated = rng.sample(NAMES, rng.randint(2, 4))
            winner = rng.randrange(len(seated))
            board, fingerprint = BOARDS[number % len(BOARDS)]
            players = tuple(
                PlayerRecord(
                    name,
                    computer,
                    seat,
                    "#1d6fd6",
                    seat - 1 == winner,
                    rng.randint(10, 40),
                    rng.randint(0, 6),
                    rng.randint(0, 8),
                    rng.randint(0, 70),
                    rng.randint(0, 80),
                )  # fmt: skip
                for seat, (name, computer) in enumerate(seated, 1)
            )
            day = 1 + number % 28
            history.record(
                FinishedGame(
                    f"k{number}",
                    f"2025-02-{day:02d}T19:00:00+00:00",
                    board,
                    10,
                    10,
                    fingerprint,
                    "{}",
                    seated[winner][0],
                    rng.randint(20, 200),
                    players,
                )  # fmt: skip
            )


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("stats") / "history.sqlite3"
    long_history(path)
    return path


def test_statistics_of_10000_games_open(benchmark, qapp, history: Path) -> None:
    def open_dialog() -> StatisticsDialog:
        dialog = StatisticsDialog(history, Never())
        dialog.show()
        dialog.repaint()
        return dialog

    dialogs: list[StatisticsDialog] = []
    benchmark.pedantic(lambda: dialogs.append(open_dialog()), rounds=15, iterations=1, warmup_rounds=1)
    dialog = dialogs[-1]
    assert dialog.statistics is not None and dialog.statistics.games == GAMES
    assert dialog.players.rowCount() == len(NAMES) and dialog.boards.rowCount() == len(BOARDS)
    for shown in dialogs:
        shown.close()
        shown.deleteLater()


def test_statistics_query_of_10000_games(benchmark, history: Path) -> None:
    def query() -> int:
        with History.open(history) as opened:
            return opened.statistics().games

    assert benchmark.pedantic(query, rounds=30, iterations=1, warmup_rounds=1) == GAMES
