"""The analysis's figures in words (`core.analysis.Analysis`), the same true sentences for the
command line and the Analysis dock: a chance is never "0.00%" unless it is zero, a bound is
said as a bound, a game that never ends is not given a length.

Counts are said by Qt's plural forms (``%n``); a figure with decimals ("39.23 turns", "0.58
times") is always in the plural, as English says it."""

from __future__ import annotations

import math
import sys
from typing import Literal

from PySide6.QtCore import QCoreApplication, QObject

from ..core.analysis import Analysis
from ..core.message import fill
from . import numbers

Quantile = Literal["median", "p90"]
"""Which share of games a quantile is about: half of them, or 90%."""


class Figures(QObject):
    """The sentences with a count (translation context "Figures", as the module's others): a
    class, because Qt's ``lupdate`` extracts a plural form only from ``self.tr(text, "", n)``."""

    def turns(self, count: int) -> str:
        return self.tr("%n turn(s)", "", count)

    def end_within(self, which: Quantile, count: int) -> str:
        if which == "median":
            return self.tr("half of games end within %n turn(s)", "", count)
        return self.tr("90% of games end within %n turn(s)", "", count)

    def last_more_than(self, which: Quantile | None, count: int) -> str:
        if which == "median":
            return self.tr("half of games last more than %n turn(s)", "", count)
        if which == "p90":
            return self.tr("90% of games last more than %n turn(s)", "", count)
        return self.tr("last more than %n turn(s)", "", count)

    def finish_within(self, chance: str, exact: bool, count: int) -> str:
        if exact:
            text = self.tr("{chance} of games finish within %n turn(s)", "", count)
        else:
            text = self.tr("at least {chance} of games finish within %n turn(s)", "", count)
        return fill(text, {"chance": chance})

    def too_small_within(self, count: int) -> str:
        text = self.tr("a chance too small to write (below {least}) of finishing within %n turn(s)", "", count)
        return fill(text, {"least": numbers.scientific(1e-300, 0)})


_COUNTED = Figures()


def percent(p: float) -> str:
    """A probability as a percentage a reader can trust: never "0.00%" for a chance that is
    not zero, nor "100.00%" for one that is not certain."""
    if p <= 0:
        return numbers.percent(0.0, 0)
    if p >= 1:
        return numbers.percent(1.0, 0)
    if p < 0.0001:
        less = QCoreApplication.translate("Figures", "less than {least} ({chance})")
        return fill(less, {"least": numbers.percent(0.0001), "chance": numbers.scientific(p, 1)})
    if p > 0.9999:
        return fill(QCoreApplication.translate("Figures", "more than {most}"), {"most": numbers.percent(0.9999)})
    return numbers.percent(p)


def turns_figure(value: float, digits: int = 2) -> str:
    """A number of turns: ``39.2251``, ``2,381.53``, ``2.81 × 10¹²``, or "more than 1.8 × 10³⁰⁸"
    (a power of ten as the language writes it: `numbers.scientific`)."""
    if not math.isfinite(value):
        largest = numbers.scientific(sys.float_info.max, 1)
        return fill(QCoreApplication.translate("Figures", "more than {largest}"), {"largest": largest})
    if value >= 1e7:
        return numbers.scientific(value, 2)
    return numbers.decimal(value, digits)


def turns(count: int) -> str:
    """``"1 turn"``, ``"7 turns"``."""
    return _COUNTED.turns(count)


def shortest(result: Analysis) -> str:
    """The shortest game: ``"7 turns"``, or ``"—"`` when no game ends."""
    return "—" if result.min_turns is None else turns(result.min_turns)


def headline(result: Analysis, digits: int = 4) -> str:
    """The expected length of one player's game, or why it has none."""
    if result.never_finishes >= 1:
        return QCoreApplication.translate("Figures", "A token can never reach the goal: every game goes on for ever.")
    if result.never_finishes > 0:
        share = percent(result.never_finishes)
        if result.never_finishes_at_most is not None:
            share = fill(
                QCoreApplication.translate("Figures", "between {low} and {high}"),
                {"low": share, "high": percent(result.never_finishes_at_most)},
            )
        return fill(
            QCoreApplication.translate(
                "Figures",
                "The goal can be missed for ever: {share} of games never end, so the expected length is infinite.",
            ),
            {"share": share},
        )
    if result.expected_turns is not None:
        return fill(
            QCoreApplication.translate("Figures", "One player: {turns} turns on average."),
            {"turns": turns_figure(result.expected_turns, digits)},
        )
    if result.expected_at_least is not None:
        going = result.beyond_followed
        values = {
            "turns": turns_figure(result.expected_at_least, 1),
            "followed": numbers.integer(result.followed_turns),
            "share": percent(going),
        }
        if going > 0.9999:
            text = QCoreApplication.translate(
                "Figures",
                "One player: at least {turns} turns on average (games this long are followed for {followed} turns, "
                "when nearly all of them are still going).",
            )
        else:
            text = QCoreApplication.translate(
                "Figures",
                "One player: at least {turns} turns on average (games this long are followed for {followed} turns, "
                "when {share} are still going).",
            )
        return fill(text, values)
    return QCoreApplication.translate("Figures", "One player: the expected length could not be worked out.")


def quantile(result: Analysis, which: Quantile) -> str:
    """How long half (``"median"``) or 90% (``"p90"``) of the games last, as a sentence:
    ``"half of games end within 31 turns"``, ``"90% of games never end"``."""
    reached = result.median_turns if which == "median" else result.p90_turns
    if reached is not None:
        return _COUNTED.end_within(which, reached)
    if not result.unreached_never_end():
        return _COUNTED.last_more_than(which, result.followed_turns)
    if which == "median":
        return QCoreApplication.translate("Figures", "half of games never end")
    return QCoreApplication.translate("Figures", "90% of games never end")


def quantile_figure(result: Analysis, which: Quantile) -> str:
    """The same as `quantile`, for a form whose label says which share: ``"31 turns"``,
    ``"never end"``, ``"last more than 200000 turns"``."""
    reached = result.median_turns if which == "median" else result.p90_turns
    if reached is not None:
        return turns(reached)
    if result.unreached_never_end():
        return QCoreApplication.translate("Figures", "never end")
    return _COUNTED.last_more_than(None, result.followed_turns)


def within(result: Analysis, count: int) -> str:
    """The chance of having finished within ``count`` turns: ``"38.12% of games finish within
    20 turns"`` (``"at least …"`` past the turns followed)."""
    if result.too_small_within(count):
        return _COUNTED.too_small_within(count)
    return _COUNTED.finish_within(percent(result.chance_within(count)), result.known_within(count), count)


def never_finishes(result: Analysis) -> str:
    """The chance of never finishing, as a figure: ``"no"``, ``"12.50%"``, ``"12.50% to 13.00%"``."""
    never = percent(result.never_finishes) if result.never_finishes else QCoreApplication.translate("Figures", "no")
    if result.never_finishes_at_most is None:
        return never
    return fill(
        QCoreApplication.translate("Figures", "{low} to {high}"),
        {"low": never, "high": percent(result.never_finishes_at_most)},
    )


def expected_rounds(result: Analysis) -> str:
    """The expected rounds until somebody wins: ``"20.41"``, ``"for ever"`` or ``"unknown"``."""
    if result.never_finishes > 0:
        return QCoreApplication.translate("Figures", "for ever")
    if result.expected_rounds is None:
        return QCoreApplication.translate("Figures", "unknown")
    return numbers.decimal(result.expected_rounds, 2)


def seat_chances(result: Analysis) -> str:
    """Each seat's chance of winning: ``"1: 50.8%, 2: 49.2%"``."""
    return numbers.joined(
        [f"{numbers.integer(seat)}: {numbers.percent(p, 1)}" for seat, p in enumerate(result.seat_win_probability, 1)]
    )


def times_taken(times: float) -> str:
    """How often a snake or ladder is taken in a game: ``"0.58 times"`` (a figure with
    decimals: always the plural)."""
    return fill(QCoreApplication.translate("Figures", "{times} times"), {"times": numbers.decimal(times, 2)})
