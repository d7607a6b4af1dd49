"""Check my code's board set and its mistake recognisers: at least 500 fixed boards covering every
n from 2 to 20 (chains, ladders to the goal, -1 boards, boards where the labelling decides),
their answers against an independent BFS, and each common mistake recognised from its answers."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from helpers.bfs_oracle import fewest_throws, jumps_of
from snl_desktop.core import Board
from snl_desktop.core.checking import board_set
from snl_desktop.core.checking.mistakes import MISTAKES, goes_wrong, misread_jumps, mistaken_answer, recognise

CASES = board_set()
FINGERPRINT = "01aab3c1b6a99ea84fdc63d59c69e323b0246022e4f7d432b3340197ba088907"
"""The set's boards, kinds and answers, hashed: a change to the set is a change of what students
are checked against, made on purpose (and this figure with it)."""


def test_at_least_500_boards_numbered_smallest_first() -> None:
    assert len(CASES) >= 500
    assert [case.number for case in CASES] == list(range(1, len(CASES) + 1))
    sizes = [(case.board.size, len(case.board.jumps)) for case in CASES]
    assert sizes == sorted(sizes)


def test_every_side_from_2_to_20_odd_and_even() -> None:
    sides = {case.side for case in CASES}
    assert sides == set(range(2, 21))
    for side in range(3, 21):
        assert sum(case.side == side for case in CASES) >= 25, side


def test_every_board_meets_leetcode_909s_constraints() -> None:
    for case in CASES:
        board = case.board
        assert board.rows == board.cols
        assert 1 not in board.jumps and board.size not in board.jumps
        assert all(1 <= end <= board.size for end in board.jumps.values())


@pytest.mark.slow
def test_the_right_answers_agree_with_an_independent_bfs() -> None:
    for case in CASES:
        jumps = jumps_of(case.matrix())
        assert case.expected == fewest_throws(jumps, case.board.size, 1, "stay"), case


def test_the_move_array_is_the_board_with_cells_from_0() -> None:
    case = next(c for c in CASES if c.board.jumps)
    move = case.move()
    assert len(move) == case.board.size
    for start, end in case.board.jumps.items():
        assert move[start - 1] == end - 1
    assert Board.from_linear(move, case.board.rows, case.board.cols) == case.board


@pytest.mark.slow
def test_the_coverage_the_check_promises() -> None:
    kinds = {case.kind for case in CASES}
    assert kinds >= {"example", "plain", "ladder_to_goal", "chain", "unreachable", "labelling", "random"}
    unreachable = [case for case in CASES if case.expected == -1]
    assert len(unreachable) >= 40 and {case.side % 2 for case in unreachable} == {0, 1}
    to_goal = [case for case in CASES if case.board.size in case.board.jumps.values()]
    assert len(to_goal) >= 19
    chains = [case for case in CASES if set(case.board.jumps.values()) & set(case.board.jumps)]
    assert len(chains) >= 50
    assert sum(goes_wrong("chain", case.board, case.expected) for case in chains) >= 40
    odd = [case for case in CASES if case.side % 2 and goes_wrong("labelling_odd", case.board, case.expected)]
    even = [case for case in CASES if case.side % 2 == 0 and goes_wrong("labelling_even", case.board, case.expected)]
    assert len({case.side for case in odd}) == 9 and len({case.side for case in even}) == 10
    for mistake in MISTAKES:
        assert sum(goes_wrong(mistake, case.board, case.expected) for case in CASES) >= 40, mistake


def test_the_set_is_fixed() -> None:
    """The same boards on every run and machine (a seeded random source and nothing else)."""
    text = json.dumps([[case.matrix(), case.kind, case.expected] for case in CASES], separators=(",", ":"))
    digest = hashlib.sha256(text.encode()).hexdigest()
    board_set.cache_clear()
    again = board_set()
    assert [c.board for c in again] == [c.board for c in CASES]
    assert digest == FINGERPRINT


# -- the mistakes ------------------------------------------------------------------------------------


def test_wrong_labelling_for_odd_n_mirrors_every_row_of_an_odd_board_only() -> None:
    # 3×3: the snake 7 → 4 starts top left (row 0, column 0); a solution that turns the rows as on
    # an even board reads that cell as square 9, the goal, and never rests there.
    board = Board(3, 3, {7: 4})
    assert misread_jumps(board, "labelling_odd") == {9: 4}
    assert mistaken_answer("labelling_odd", board, 2) == -1
    even = Board(4, 4, {7: 15, 12: 3})
    assert misread_jumps(even, "labelling_odd") == dict(even.jumps)  # right for even n


def test_the_other_labelling_mistakes() -> None:
    board = Board(3, 3, {4: 8})  # square 4 is row 1, column 2
    assert misread_jumps(board, "labelling_unalternated") == {6: 8}
    assert misread_jumps(board, "labelling_top") == {4: 8}  # the middle row of three: the same either way
    assert misread_jumps(Board(2, 2, {3: 1}), "labelling_top") == {2: 1}  # top row taken as squares 1, 2
    assert misread_jumps(Board(4, 4, {5: 9}), "labelling_even") == {8: 9}


def test_following_a_chain_takes_the_second_jump() -> None:
    board = Board(3, 3, {2: 6, 6: 9})  # 2 → 6, and 6 → 9 is not taken in the same throw
    assert mistaken_answer("chain", board, 2) == 1
    loop = Board(3, 3, {2: 5, 5: 2})  # a loop of jumps: followed until it closes
    assert mistaken_answer("chain", loop, 2) == 2


def test_the_off_by_ones() -> None:
    plain = Board(3, 3)  # 2 throws: 1 → 3 → 9
    assert mistaken_answer("plus_one", plain, 2) == 3
    assert mistaken_answer("minus_one", plain, 2) == 1
    assert mistaken_answer("goal_excluded", plain, 2) == -1
    assert mistaken_answer("goal_excluded", Board(3, 3, {4: 9}), 1) == 1  # a ladder still reaches it
    assert mistaken_answer("faces_to_five", Board(4, 4), 3) == 3
    assert mistaken_answer("faces_to_five", Board(2, 2), 1) == 1
    assert mistaken_answer("faces_to_five", Board(3, 3, {8: 1}), 2) == 2  # 1 → 6 → 9
    assert mistaken_answer("faces_to_five", Board(6, 6), 6) == 7


def _pairs() -> list[tuple[Board, int]]:
    return [(case.board, case.expected) for case in CASES]


@pytest.mark.parametrize("mistake", [m for m in MISTAKES if m != "unreachable"])
def test_each_mistake_is_recognised_from_its_answers(mistake) -> None:
    pairs = _pairs()
    answers = {i: mistaken_answer(mistake, board, expected) for i, (board, expected) in enumerate(pairs)}
    named = recognise(pairs, answers, "matrix")
    wrong = {i for i, (_, expected) in enumerate(pairs) if answers[i] != expected}
    assert set(named) == wrong
    assert set(named.values()) == {mistake}


def test_minus_one_not_given_when_the_goal_cannot_be_reached() -> None:
    pairs = _pairs()
    answers = {i: (0 if expected == -1 else expected) for i, (_, expected) in enumerate(pairs)}
    assert set(recognise(pairs, answers, "matrix").values()) == {"unreachable"}


def test_two_mistakes_in_one_solution_are_both_named() -> None:
    pairs = _pairs()
    answers = {}
    for i, (board, expected) in enumerate(pairs):
        answers[i] = (
            mistaken_answer("labelling_odd", board, expected) if board.rows % 2 else expected + 1
        )  # odd boards misread; on even ones, one throw too many
    named = set(recognise(pairs, answers, "matrix").values())
    assert {"labelling_odd"} <= named and named <= {"labelling_odd", "plus_one"}


def test_right_answers_and_random_wrong_ones_name_no_mistake() -> None:
    pairs = _pairs()
    assert recognise(pairs, {i: expected for i, (_, expected) in enumerate(pairs)}, "matrix") == {}
    rng = random.Random(5)
    answers = {i: -1 if expected < 0 else expected + rng.choice((7, 11, 3)) for i, (_, expected) in enumerate(pairs)}
    assert recognise(pairs, answers, "matrix") == {}


def test_a_move_array_solution_makes_no_labelling_mistake() -> None:
    pairs = _pairs()
    answers = {i: mistaken_answer("labelling_odd", board, expected) for i, (board, expected) in enumerate(pairs)}
    assert "labelling_odd" not in recognise(pairs, answers, "move").values()
