"""Issue 36, defect 9: one player's chance of winning was 0.9999999999990004, not 1 (the last
1e-12 of the distribution is not followed). The seats' chances add up to the chance that somebody
wins: exactly 1 for one player on a board every game finishes, 1 within rounding for more, and
1 − never ** players where a token can be trapped."""

from __future__ import annotations

import pytest

from snl_desktop.core import Board, Rules
from snl_desktop.core.analysis import analyze
from snl_desktop.presets import load_preset
from snl_desktop.words import figures

MB = load_preset("milton-bradley")


def test_one_player_wins_for_sure() -> None:
    for board, rules in ((MB.board, MB.rules), (Board(10, 10, {17: 7, 54: 34}), Rules())):
        result = analyze(board, rules, 1)
        assert result.seat_win_probability == [1.0]
        assert figures.seat_chances(result) == "1: 100.0%"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_seats_add_up_to_one(players: int) -> None:
    seats = analyze(MB.board, MB.rules, players).seat_win_probability
    assert sum(seats) == pytest.approx(1.0, abs=4e-16)
    assert seats == sorted(seats, reverse=True)


def test_two_seats_keep_their_exact_figures() -> None:
    seats = analyze(MB.board, MB.rules, 2).seat_win_probability
    assert seats[0] == pytest.approx(0.5079115938699343, abs=1e-12)


def test_with_a_trap_somebody_wins_unless_every_token_is_trapped() -> None:
    board = Board(6, 6, {5: 20, **{s: 10 for s in range(11, 17)}})  # 10 to 16 a trap, 5 a way round
    for players in (1, 2, 3):
        result = analyze(board, Rules(extra_roll_on_six=False), players)
        assert 0.7 < result.never_finishes < 0.75 and not result.truncated
        assert sum(result.seat_win_probability) == pytest.approx(1 - result.never_finishes**players, abs=1e-15)
    one = analyze(board, Rules(extra_roll_on_six=False), 1)
    assert one.seat_win_probability == [1 - one.never_finishes]
