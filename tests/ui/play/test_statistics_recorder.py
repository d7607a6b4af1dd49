"""The recorder follows the game on the table: each game won (by the controller at 0 ms, four
computers) is in the history once, with the figures of its own turns; a win taken back is
forgotten and recorded again when won again; a game already won when it is resumed is not
recorded twice; a damaged history is set aside and said once in the status line, and the game
goes on. A win while another program holds the history is kept pending and written once it is
free; one still pending when the window closes is said, and written at the next start."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from helpers.play import BOARD, PLAYERS, TURNS
from snl_desktop.core import Rules
from snl_desktop.core.game import Seat, SnakeAndLadderGame
from snl_desktop.core.history import History
from snl_desktop.ui.board.scene import BoardScene
from snl_desktop.ui.play.controller import GameController
from snl_desktop.ui.play.die import AppDie
from snl_desktop.ui.play.history import GameRecorder
from snl_desktop.ui.play.tokens import TokenLayer

FOUR = [Seat(f"Bot {i}", c, True) for i, c in enumerate(["#e63946", "#1d6fd6", "#2a9d48", "#f4b400"], 1)]


class Table(QObject):
    """What PlayMode puts together for a game, at 0 ms: a scene, its tokens, the die."""

    def __init__(self, seed: int = 5) -> None:
        super().__init__()
        self.scene = BoardScene(BOARD, Rules())
        self.tokens = TokenLayer(self.scene, 0, 0, self)
        self.die = AppDie(random.Random(seed), 0, self)
        self.controller: GameController | None = None

    def play(self, seats: list[Seat], game: SnakeAndLadderGame | None = None) -> GameController:
        if self.controller is not None:
            self.controller.detach()
        game = game or SnakeAndLadderGame.from_board(BOARD, [s.name for s in seats], Rules())
        self.controller = GameController(game, seats, self.tokens, self.die, self, computer_ms=0)
        return self.controller


def test_every_game_won_is_recorded_once_with_its_own_figures(qapp, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    table = Table()
    recorder = GameRecorder(path, lambda: "Race")
    games = []
    for _ in range(5):
        controller = table.play(FOUR)
        recorder.follow(controller)
        controller.start()
        qtbot.waitUntil(lambda c=controller: c.game.finished and not c.busy, timeout=60_000)
        games.append(controller.game)
    assert recorder.wait()
    recorder.close()
    with History.open(path) as history:
        recorded = history.games()
    assert [g.winner for g in recorded] == [g.get_winner() for g in games]
    assert [g.turns for g in recorded] == [len(g.history) for g in games]
    for game, record in zip(games, recorded):
        assert record.board_name == "Race" and [p.name for p in record.players] == [s.name for s in FOUR]
        for player in record.players:
            theirs = [o for o in game.history if o.player == player.name]
            climbs = [o.end - o.landed for o in theirs if o.end > o.landed]
            assert player.turns == len(theirs) and player.ladders == len(climbs)
            assert player.longest_climb == max(climbs, default=0) and player.computer


def test_a_win_taken_back_is_forgotten_and_the_game_recorded_when_won_again(qapp, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    table = Table()
    recorder = GameRecorder(path, lambda: "Race")
    controller = table.play(FOUR)
    recorder.follow(controller)
    controller.start()
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    assert recorder.wait()
    with History.open(path) as history:
        assert history.count() == 1
    controller.take_back()  # a game of computers only: the last turn, the win
    assert not controller.game.finished
    assert recorder.wait()
    with History.open(path) as history:
        assert history.count() == 0  # that win is no more
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    assert recorder.wait()
    with History.open(path) as history:
        [record] = history.games()
    assert record.winner == controller.game.get_winner() and record.turns == len(controller.game.history)
    recorder.close()


def test_a_game_resumed_after_its_win_is_not_recorded_again(qapp, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    game = SnakeAndLadderGame.from_board(BOARD, [s.name for s in PLAYERS], Rules())
    for player, dice in TURNS:
        game.play(player, dice)
    assert game.finished
    table = Table()
    recorder = GameRecorder(path, lambda: "Race")
    controller = table.play(PLAYERS, game)
    recorder.follow(controller)
    controller.start()
    controller.won.emit("X")  # as if the win were shown again
    assert recorder.wait()
    assert not path.exists() or History.open(path).count() == 0
    recorder.close()


def test_a_damaged_history_is_set_aside_said_once_and_the_game_recorded_anew(qapp, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"\x00garbage, not a database" * 100)
    table = Table()
    recorder = GameRecorder(path, lambda: "Race")
    said: list[str] = []
    recorder.noted.connect(said.append)
    controller = table.play(FOUR)
    recorder.follow(controller)
    controller.start()
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    assert recorder.wait()
    qtbot.waitUntil(lambda: len(said) == 1, timeout=60_000)  # the writing thread's words reach the window
    assert said[0].startswith("Game history: the history") and "was damaged" in said[0]
    assert len(list(tmp_path.glob("history.sqlite3.damaged-*"))) == 1
    with History.open(path) as history:
        assert history.count() == 1
    recorder.close()


def play_to_the_end(qtbot, table: Table, recorder: GameRecorder) -> GameController:
    controller = table.play(FOUR)
    recorder.follow(controller)
    controller.start()
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    return controller


def recorded(path: Path) -> int:
    with History.open(path) as history:
        return history.count()


def held(path: Path) -> sqlite3.Connection:
    """Another program in the middle of a long write (its transaction open)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_a_win_while_another_program_holds_the_history_is_recorded_once_it_is_free(qapp, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    recorder = GameRecorder(path, lambda: "Race", busy_ms=50, retry_ms=50)  # patience: 50 ms, not 5 s
    said: list[str] = []
    recorder.noted.connect(said.append)
    other = held(path)
    try:
        table = Table()
        controller = play_to_the_end(qtbot, table, recorder)
        # held far longer than the recorder waits: the game is kept, in a file of its own
        qtbot.waitUntil(lambda: recorder.pending.keys() == [recorder._key] and recorder.pending.file.exists())
        assert recorder.pending.kept and recorder._key in recorder.pending.file.read_text()
        assert recorded(path) == 0  # (the history is read meanwhile: it is not there yet)
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: recorded(path) == 1, timeout=60_000)  # before: lost ("database is locked")
    qtbot.waitUntil(lambda: not recorder.pending and not recorder.pending.file.exists())
    with History.open(path) as history:
        [game] = history.games()
    assert game.winner == controller.game.get_winner() and game.turns == len(controller.game.history)
    assert said == []  # a busy history is not news during play
    assert recorder.close() == 0


@pytest.mark.slow
def test_games_still_pending_at_quit_are_said_then_written_at_the_next_start(qapp, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    recorder = GameRecorder(path, lambda: "Race", busy_ms=50, retry_ms=50)
    told: list[str] = []
    recorder.left_pending.connect(told.append)
    other = held(path)
    try:
        table = Table()
        play_to_the_end(qtbot, table, recorder)
        qtbot.waitUntil(lambda: len(recorder.pending) == 1 and recorder.pending.file.exists())
        assert recorder.close() == 1  # the window closes, the history still held
        [pending_file] = tmp_path.glob("history.pending-*.json")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert len(told) == 1 and told[0].startswith("1 finished game") and str(pending_file) in told[0]
    assert recorded(path) == 0
    following = GameRecorder(path, lambda: "Race")  # the next start
    qtbot.waitUntil(lambda: recorded(path) == 1, timeout=60_000)
    qtbot.waitUntil(lambda: not pending_file.exists())
    assert list(tmp_path.glob("history.pending-*")) == [] and following.close() == 0


def test_a_win_taken_back_while_it_is_pending_is_never_recorded(qapp, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History.open(path).close()
    recorder = GameRecorder(path, lambda: "Race", busy_ms=50, retry_ms=50)
    other = held(path)
    try:
        table = Table()
        controller = play_to_the_end(qtbot, table, recorder)
        qtbot.waitUntil(lambda: len(recorder.pending) == 1)
        [first] = recorder.pending.keys()
        controller.take_back()  # the win, taken back while it is still pending
        qtbot.waitUntil(lambda: first not in recorder.pending.keys())
    finally:
        other.execute("ROLLBACK")
        other.close()
    # the computers play on and win again: that win is the one recorded
    qtbot.waitUntil(lambda: controller.game.finished and not controller.busy, timeout=60_000)
    qtbot.waitUntil(lambda: recorded(path) == 1 and not recorder.pending, timeout=60_000)
    with History.open(path) as history:
        [game] = history.games()
    assert game.key != first and game.turns == len(controller.game.history)
    recorder.close()
