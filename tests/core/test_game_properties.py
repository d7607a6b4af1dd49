"""Hypothesis: random games on random boards under random house rules, with wrong-player calls
and illegal dice mixed in, played on the engine and on the oracle (bfs_oracle.OracleGame):
every answer is the same, every position is the same, and refused calls change nothing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers.bfs_oracle import OracleGame, OracleTurnError
from snl_desktop.core import Board, Overshoot, Rules, SnakeAndLadderGame, Start, TurnError

RULES = st.builds(
    Rules,
    extra_roll_on_six=st.booleans(),
    three_sixes_void=st.booleans(),
    overshoot=st.sampled_from(list(Overshoot)),
    start=st.sampled_from(list(Start)),
    move_each_throw=st.booleans(),
)

DIE = st.integers(1, 6)
LEGAL_TURNS = st.one_of(
    DIE.map(lambda d: [d]),
    DIE.map(lambda d: [6, d]),
    DIE.map(lambda d: [6, 6, d]),
    st.just([6, 6, 6]),
)
ILLEGAL_TURNS = st.sampled_from(
    [
        [],
        [0],
        [7],
        [-3],
        [3, 4],
        [1, 6],
        [6, 6, 6, 1],
        [True],
        [2.0],
        ["4"],
        [None],
        "6",
        None,
        5,
    ]
)
PLAYER_POOL = ["A", "B", "C", "D", "E"]


@st.composite
def games(draw: st.DrawFn) -> tuple[Board, Rules, list[str]]:
    rows, cols = draw(st.integers(2, 6)), draw(st.integers(2, 6))
    n = rows * cols
    starts = draw(st.lists(st.integers(1, n - 1), unique=True, max_size=n // 2))
    jumps = {s: draw(st.integers(1, n)) for s in starts}
    players = PLAYER_POOL[: draw(st.integers(1, 4))]
    return Board(rows, cols, jumps), draw(RULES), players


@st.composite
def calls(draw: st.DrawFn, rules: Rules) -> list[tuple[Any, Any]]:
    """A list of ``(who, dice)``. ``who`` is ``("seat", k)``: the player k seats after the one
    whose turn it is (k = 0: the right player; otherwise the wrong one, unless k is a multiple
    of the number of players), or ``("id", x)``: an unknown id. Mostly legal dice for ``rules``."""
    legal = LEGAL_TURNS if rules.extra_roll_on_six else DIE.map(lambda d: [d])
    out: list[tuple[Any, Any]] = []
    for _ in range(draw(st.integers(0, 60))):
        kind = draw(st.integers(0, 9))
        if kind == 6:
            who: tuple[str, Any] = ("id", draw(st.sampled_from(["Z", "", 7, None])))
        else:
            who = ("seat", draw(st.integers(1, 3)) if kind >= 7 else 0)
        kind = draw(st.integers(0, 9))
        dice = draw(ILLEGAL_TURNS) if kind >= 8 else draw(LEGAL_TURNS) if kind == 7 else draw(legal)
        out.append((who, dice))
    return out


def state(game: SnakeAndLadderGame) -> tuple[dict[str, int], str, int]:
    return ({p: game.get_player_position(p) for p in game.players}, game.get_winner(), len(game.history))


@pytest.mark.slow
@settings(deadline=None)
@given(st.data())
def test_random_games_agree_with_the_oracle(data: st.DataObject) -> None:
    board, rules, players = data.draw(games())
    game = SnakeAndLadderGame.from_board(board, players, rules)
    oracle = OracleGame(
        players,
        board.size,
        dict(board.jumps),
        extra_roll_on_six=rules.extra_roll_on_six,
        three_sixes_void=rules.three_sixes_void,
        overshoot=rules.overshoot,
        start=rules.start,
        move_each_throw=rules.move_each_throw,
    )

    for who, dice in data.draw(calls(rules)):
        how, value = who
        player = oracle.players[(oracle.turn + value) % len(players)] if how == "seat" else value
        before = state(game)
        try:
            expected: str | None = oracle.play_turn(player, list(dice) if isinstance(dice, list) else dice)
        except OracleTurnError:
            expected = None
        if expected is None:
            try:
                game.play_turn(player, dice)
            except TurnError:
                pass
            else:
                raise AssertionError(f"{player!r} {dice!r} should have been refused")
        else:
            assert game.play_turn(player, dice) == expected, (player, dice)
        if expected in (None, "INVALID MOVE", "GAME COMPLETED"):
            assert state(game) == before, (player, dice, expected)
        else:
            assert len(game.history) == before[2] + 1
        assert {p: game.get_player_position(p) for p in players} == oracle.position
        assert game.get_winner() == oracle.winner
        assert game.current_player == (oracle.winner or oracle.players[oracle.turn])


@pytest.mark.slow
@settings(deadline=None)
@given(st.data())
def test_take_back_restores_every_earlier_state(data: st.DataObject) -> None:
    board, rules, players = data.draw(games())
    game = SnakeAndLadderGame.from_board(board, players, rules)
    states = [state(game) + (game.current_player,)]
    for dice in data.draw(st.lists(LEGAL_TURNS, max_size=30)):
        if game.finished:
            break
        if not rules.extra_roll_on_six:
            dice = dice[-1:]
        try:
            game.play_turn(game.current_player, dice)
        except TurnError:  # "each throw moves": a throw after the goal was reached
            assert rules.throw_by_throw and state(game) + (game.current_player,) == states[-1]
            continue
        states.append(state(game) + (game.current_player,))
    while game.history:
        states.pop()
        game.take_back()
        assert state(game) + (game.current_player,) == states[-1]
    assert len(states) == 1
