"""The exact analysis under "each throw moves" on large boards: a 200×200 board with 1 000 jumps
took 30 s and a gigabyte (with 4 000, minutes), because the chain's matrix filled in when
factorised (a 6 that lands on a snake or ladder goes on from its far end within the turn). It is
now solved with the factors of the sum rule's matrix (which fills in as any board's) as GMRES's
preconditioner: the work is counted here (the factors' entries), not timed, and the figures are
those of the direct solve."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest
import scipy.sparse.linalg

from snl_desktop.core import Board, Rules, markov
from snl_desktop.core.analysis import analyze
from snl_desktop.core.chain import chain_of

EACH = Rules(move_each_throw=True)


def board_with_jumps(side: int, share: float, seed: int) -> Board:
    rnd = random.Random(seed)
    n = side * side
    return Board(side, side, {s: rnd.randint(1, n - 1) for s in rnd.sample(range(2, n), int(n * share))})


def factors_made(monkeypatch: pytest.MonkeyPatch, work) -> list[int]:
    """The entries of every LU factorisation ``work()`` makes (L and U together)."""
    made: list[int] = []
    real = scipy.sparse.linalg.splu

    def counted(*args, **kwargs):
        lu = real(*args, **kwargs)
        made.append(lu.L.nnz + lu.U.nnz)
        return lu

    monkeypatch.setattr(scipy.sparse.linalg, "splu", counted)
    work()
    return made


def test_each_throw_moves_factorises_no_more_than_the_sum_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a 60×60 board with 360 jumps the chain's own factors had 6× the entries of the sum
    rule's (9× at 80×80: it grows with the board); now the sum rule's are the ones made."""
    board = board_with_jumps(60, 0.1, 3)
    by_sum = factors_made(monkeypatch, lambda: markov.solve(chain_of(board, Rules())))
    by_throw = factors_made(monkeypatch, lambda: markov.solve(chain_of(board, EACH)))
    assert len(by_throw) == 1 and by_throw[0] <= 1.05 * by_sum[0], (by_sum, by_throw)


def _direct(chain) -> tuple[float, float, np.ndarray]:
    """The figures by the chain's own factors, as before: expected turns, never finishing, visits."""
    a, _leaving = markov._system(chain)
    lu = scipy.sparse.linalg.splu(a)
    m = chain.size
    e = lu.solve(np.ones(m))
    never = lu.solve(chain.to_trap)[chain.start] if chain.to_trap.any() else 0.0
    begin = np.zeros(m)
    begin[chain.start] = 1.0
    return float(e[chain.start]), float(never), lu.solve(begin, trans="T")


@pytest.mark.parametrize(
    "rules",
    [
        EACH,
        dataclasses.replace(EACH, overshoot="bounce"),
        dataclasses.replace(EACH, overshoot="finish", start="off-board"),
        dataclasses.replace(EACH, three_sixes_void=False),
    ],
    ids=["stay", "bounce", "finish-off-board", "no-void"],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_figures_are_those_of_the_direct_solve(rules: Rules, seed: int) -> None:
    board = board_with_jumps(30, 0.1, seed)
    chain = chain_of(board, rules)
    solved = markov.solve(chain)
    assert solved is not None and solved.turns_from is not None
    expected, never, visits = _direct(chain)
    assert solved.expected == pytest.approx(expected, rel=1e-9)
    assert solved.never == pytest.approx(never, abs=1e-12)
    assert np.allclose(solved.turns_from, np.maximum(visits, 0.0), rtol=1e-8, atol=1e-9)


def test_a_board_that_can_trap_the_token_keeps_its_chance_of_never_finishing() -> None:
    """A snake back from the last squares' only way on: some games never end, the same chance as
    the direct solve's."""
    board = board_with_jumps(20, 0.1, 7).with_jump(399, 2)
    for square in range(393, 399):
        board = board.with_jump(square, 380)
    chain = chain_of(board, EACH)
    solved = markov.solve(chain)
    expected, never, _visits = _direct(chain)
    assert solved is not None and chain.to_trap.any() and never > 0.5
    assert solved.never == pytest.approx(never, abs=1e-12)


def test_the_analysis_tells_its_progress_to_the_end() -> None:
    seen: list[tuple[int, int]] = []
    analyze(board_with_jumps(40, 0.1, 4), EACH, progress=lambda done, total: seen.append((done, total)) or True)
    assert seen[0] == (0, 100) and seen[-1] == (100, 100)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)  # never back
    assert len({done for done, _ in seen}) >= 5  # the chain, the solve's steps, the turns followed
