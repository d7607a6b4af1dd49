"""The analysis's figures in words (`words.figures`), in English with the plural catalogue."""

from __future__ import annotations

from snl_desktop.core import Board, Rules
from snl_desktop.core.analysis import analyze
from snl_desktop.words import figures


def test_counts_take_their_plural_forms(app) -> None:
    assert figures.turns(1) == "1 turn" and figures.turns(7) == "7 turns"
    one_step = analyze(Board(2, 2), Rules(extra_roll_on_six=False))
    assert figures.within(one_step, 1).endswith("of games finish within 1 turn")


def test_a_chance_is_never_rounded_to_certainty_or_to_nothing(app) -> None:
    assert figures.percent(0) == "0%" and figures.percent(1) == "100%"
    assert figures.percent(0.5) == "50.00%"
    assert figures.percent(1e-9) == "less than 0.01% (1.0\u00a0×\u00a010⁻⁹)"  # a power of ten as a reader writes it
    assert figures.percent(1 - 1e-9) == "more than 99.99%"


def test_a_board_that_never_finishes_has_no_length(app) -> None:
    trap = analyze(Board(4, 4, {2: 3, **{s: 3 for s in range(4, 10)}}), Rules(extra_roll_on_six=False), 2)
    assert figures.headline(trap) == "A token can never reach the goal: every game goes on for ever."
    assert figures.quantile(trap, "median") == "half of games never end"
    assert figures.quantile_figure(trap, "p90") == "never end"
    assert figures.expected_rounds(trap) == "for ever" and figures.shortest(trap) == "—"
