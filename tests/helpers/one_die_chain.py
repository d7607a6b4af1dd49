"""An independent Markov chain of one token with one die a turn, written for the tests from the
board's matrix alone (not from `snl_desktop.core`): to check what Tune claims of a board.

Squares are labelled boustrophedon from the bottom-left; a throw past the last square is not
made (the token stays); landing on a jump's start moves the token to its end, once."""

from __future__ import annotations

import numpy as np


def jumps_of(matrix: list[list[int]]) -> dict[int, int]:
    """``{start: end}`` read off a LeetCode 909 matrix: label 1 bottom-left, rows alternating."""
    rows, cols = len(matrix), len(matrix[0])
    jumps = {}
    for r in range(rows):
        from_bottom = rows - 1 - r
        for c in range(cols):
            label = from_bottom * cols + (c if from_bottom % 2 == 0 else cols - 1 - c) + 1
            if matrix[r][c] != -1:
                jumps[label] = matrix[r][c]
    return jumps


def _moves(matrix: list[list[int]], off_board: bool) -> tuple[np.ndarray, int, int]:
    n = len(matrix) * len(matrix[0])
    jumps = jumps_of(matrix)
    first = 0 if off_board else 1
    states = list(range(first, n))  # the goal is absorbing and left out
    q = np.zeros((len(states), len(states)))
    for i, s in enumerate(states):
        for die in range(1, 7):
            t = s + die
            if t > n:
                t = s  # overshoot: stay
            else:
                t = jumps.get(t, t)
            if t != n:
                q[i, t - first] += 1 / 6
    return q, first, n


def expected_turns(matrix: list[list[int]], off_board: bool) -> float:
    """E[T], one die a turn, overshoot stays: solve (I − Q) e = 1 from the start square."""
    q, first, _ = _moves(matrix, off_board)
    e = np.linalg.solve(np.eye(len(q)) - q, np.ones(len(q)))
    return float(e[0])


def chance_within(matrix: list[list[int]], off_board: bool, turns: int) -> float:
    """P(T ≤ turns), by stepping the chain ``turns`` times."""
    q, _, _ = _moves(matrix, off_board)
    x = np.zeros(len(q))
    x[0] = 1.0
    for _ in range(turns):
        x = x @ q
    return float(1.0 - x.sum())
