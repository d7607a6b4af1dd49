"""Tune's speed: the Milton Bradley board tuned to 30–32 turns (met after one scan), targets no
layout meets (the whole work budget spent), and random boards of 20×20 and 50×50 with n²/20
jumps (the budget bounds them too). Run with ``pytest tests/benchmarks/test_tune_benchmark.py
--benchmark-enable``."""

from __future__ import annotations

import pytest

from helpers.boards import random_jumps
from snl_desktop.core import Board, Rules
from snl_desktop.core.generator import WORK_BUDGET
from snl_desktop.core.tuner import TuneTargets, tune
from snl_desktop.presets import load_preset

MILTON = load_preset("milton-bradley")


@pytest.mark.parametrize("case", ["30-32 turns", "5-6 turns (never met)"])
def test_tune_milton_bradley(benchmark, case: str) -> None:
    targets = TuneTargets(expected=(30, 32) if case.startswith("30") else (5, 6))
    result = benchmark.pedantic(tune, args=(MILTON.board, MILTON.rules, targets), rounds=3, iterations=1)
    assert result.met == case.startswith("30")
    assert result.work <= WORK_BUDGET


@pytest.mark.parametrize("side", [20, 50])
def test_tune_random_board_within_the_budget(benchmark, side: int) -> None:
    board = Board(side, side, random_jumps(side, side * side // 20))
    result = benchmark.pedantic(tune, args=(board, Rules(), TuneTargets(expected=(1, 2))), rounds=1, iterations=1)
    assert not result.met and result.work <= WORK_BUDGET
    assert result.after.expected < result.before.expected  # closer, even when out of reach
