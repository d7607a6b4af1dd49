"""Issue 23 finding 5: resuming a saved game of N turns was quadratic (1 000 turns 3.3 s,
4 000 turns 47.5 s, 100 000 never finished): the Game log was scrolled to its end once per
replayed turn (each scroll laid the whole log out again), and the turns were replayed twice
(once to prove the file, once to play on). Now each turn is replayed once, the log is filled
at once and scrolled once, and it shows the newest `LOG_TURNS` turns under a line counting the
earlier ones. The work is counted here; ``tests/benchmarks/long_game_resume.py`` times it."""

from __future__ import annotations

import random

import pytest

from snl_desktop.core.files.games import GameRecord, save_game
from snl_desktop.core.game import SnakeAndLadderGame
from snl_desktop.presets import load_preset
from snl_desktop.ui.play.panel import LOG_TURNS

COLOURS = ["#e63946", "#1d6fd6", "#2a9d8f"]


def long_game(turns: int, seed: int = 3) -> SnakeAndLadderGame:
    """Three players on the classic board, ``turns`` turns, nobody winning (no die that wins)."""
    board = load_preset("classic").board
    game = SnakeAndLadderGame.from_board(board, ["Ana", "Ben", "Cleo"])
    rnd = random.Random(seed)
    for _ in range(turns):
        player = game.current_player
        square = game.get_player_position(player)
        game.play(player, [rnd.choice([d for d in range(1, 6) if square + d != board.size])])
    return game


@pytest.fixture
def counted(monkeypatch):
    """How many turns the engine plays, by counting `SnakeAndLadderGame.play`."""
    calls = {"play": 0}
    real = SnakeAndLadderGame.play

    def play(self, player_id, dice):
        calls["play"] += 1
        return real(self, player_id, dice)

    monkeypatch.setattr(SnakeAndLadderGame, "play", play)
    return calls


@pytest.mark.slow
def test_opening_a_saved_game_replays_each_turn_once_and_scrolls_the_log_once(make_window, tmp_path, counted) -> None:
    turns = 1500
    path = tmp_path / "long.snlgame"
    save_game(path, GameRecord.from_game(long_game(turns), COLOURS))
    window = make_window()
    log = window.play.panel.log
    scrolls: list[int] = []
    real_scroll = log.scrollToBottom
    log.scrollToBottom = lambda: scrolls.append(log.count()) or real_scroll()
    counted["play"] = 0
    assert window.play.session.open_game(path)
    assert counted["play"] == turns  # each turn through the engine once: proved and played on
    assert len(scrolls) == 1  # the log filled at once, then shown at its end: not once per turn
    game = window.play.controller.game
    assert len(game.history) == turns and not game.finished
    assert log.results()[-1] == game.history[-1].result  # the newest turn at the foot of the log


@pytest.mark.slow
def test_the_log_shows_the_newest_turns_under_a_count_of_the_earlier_ones(make_window, prompter) -> None:
    window = make_window()
    window.play.resume(GameRecord.from_game(long_game(LOG_TURNS + 2), COLOURS), "long.snlgame")
    game = window.play.controller.game
    log = window.play.panel.log
    assert log.count() == LOG_TURNS + 1
    assert log.item(0).text() == "… 2 earlier turns, not shown here"
    assert log.results()[0] == game.history[2].result
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum()  # showing the newest turn
    # A new turn: the oldest shown goes under the count.
    controller = window.play.controller
    player = game.current_player
    square = game.get_player_position(player)
    controller.enter_die(next(d for d in range(1, 6) if square + d != game.board.size))  # tokens move at once here
    assert log.count() == LOG_TURNS + 1 and log.item(0).text() == "… 3 earlier turns, not shown here"
    assert log.results()[-1] == game.history[-1].result
    # Take backs bring the earlier turns back, and the count goes once none is left.
    for hidden in (2, 1, 0):
        prompter.script("confirm", True)
        assert window.play.take_back()
        expected = [outcome.result for outcome in game.history[-LOG_TURNS:]]
        assert log.results() == expected
        header = log.item(0).text()
        assert (f"… {hidden} earlier turn" in header) if hidden else "not shown" not in header
    prompter.script("confirm", True)
    assert window.play.take_back()
    assert log.count() == LOG_TURNS - 1 and "not shown" not in log.item(0).text()
