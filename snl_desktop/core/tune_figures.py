"""What Tune aims at and how a board is measured against it: the targets (`TuneTargets`), a
board's figures for them (`TuneFigures`, from the solver and the exact analysis), how far the
figures are from the targets (0 when every one holds), and the targets a board misses, as
messages.

The figures are the app's own: the fewest throws (`solver.solve`), one player's exact expected
length (`markov.expected_turns`), and where a target needs the distribution, `analysis.analyze`
(the chance of finishing within K turns; each seat's chance of winning at 2, 3 and 4 players).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .analysis import analyze
from .board import MAX_SIDE, Board
from .errors import BoardError
from .markov import expected_turns
from .message import Message, phrase
from .rules import Rules
from .solver import solve

SEAT_PLAYERS = (2, 3, 4)
"""The numbers of players whose first seat's advantage is measured; the largest counts."""
FAR = 1000.0
"""The distance of a board where a game can go on for ever, or the goal cannot be reached."""
SEAT_WEIGHT = 10.0
"""A point of seat advantage weighs as much as a tenth of a turn on a 10-turn target."""
MAX_THROWS = MAX_SIDE * MAX_SIDE
"""The largest fewest-throws target: no board's fewest throws exceed its squares."""
MAX_WITHIN_TURNS = 100_000
"""The most turns a "finished within K turns" target may name (the Tune dialog's largest)."""


@dataclass(frozen=True)
class TuneTargets:
    """What the designer asks of the tuned board; None means "any". Ranges are inclusive.

    - ``expected``: one player's expected number of turns, from ``low`` to ``high``;
    - ``throws``: the fewest throws that can win, from ``low`` to ``high``;
    - ``within``: ``(K, P)``: at least a chance ``P`` (0..1) that a game is over within K turns;
    - ``seat_advantage``: at 2, 3 and 4 players, the first seat's chance of winning exceeds a
      fair share (1/k) by at most this much (0.02: two percentage points).
    """

    expected: tuple[float, float] | None = None
    throws: tuple[int, int] | None = None
    within: tuple[int, float] | None = None
    seat_advantage: float | None = None

    def check(self) -> None:
        """Raise `BoardError` for targets no board can have."""
        if self.expected is None and self.throws is None and self.within is None and self.seat_advantage is None:
            raise BoardError(phrase("Tuner", "choose at least one target"))
        for value in self.expected or ():  # inf or nan would meet (or miss) every board
            if not (math.isfinite(value) and value >= 0):
                raise BoardError(
                    phrase("Tuner", "the expected length must be a finite number of turns, 0 or more, not {value}").of(
                        value=value
                    )
                )
        for count in self.throws or ():
            if not 0 <= count <= MAX_THROWS:
                raise BoardError(
                    phrase("Tuner", "the fewest throws must be between {least} and {most}, not {value}").of(
                        least=0, most=MAX_THROWS, value=count
                    )
                )
        for empty, span in (
            (phrase("Tuner", "the fewest throws range is empty ({low} > {high})"), self.throws),
            (phrase("Tuner", "the expected length range is empty ({low} > {high})"), self.expected),
        ):
            if span is not None and span[0] > span[1]:
                raise BoardError(empty.of(low=span[0], high=span[1]))
        if self.expected is not None and self.expected[1] < 1:
            raise BoardError(phrase("Tuner", "a game lasts at least one turn: the expected length cannot be below 1"))
        if self.throws is not None and self.throws[1] < 1:
            raise BoardError(phrase("Tuner", "a game takes at least one throw: the fewest throws cannot be below 1"))
        if self.within is not None:
            turns, chance = self.within
            if turns < 1:
                raise BoardError(
                    phrase("Tuner", 'the turns of "finished within" must be at least 1, not {turns}').of(turns=turns)
                )
            if turns > MAX_WITHIN_TURNS:
                raise BoardError(
                    phrase("Tuner", 'the turns of "finished within" must be at most {most}, not {turns}').of(
                        most=MAX_WITHIN_TURNS, turns=turns
                    )
                )
            if not 0 <= chance <= 1:
                raise BoardError(
                    phrase(
                        "Tuner", "the chance of finishing must be between {least:.0%} and {most:.0%}, not {chance:.1%}"
                    ).of(least=0.0, most=1.0, chance=chance)
                )
        if self.seat_advantage is not None and not 0 <= self.seat_advantage <= 1:
            raise BoardError(
                phrase("Tuner", "the seat advantage must be between 0 and 100 points, not {points}").of(
                    points=100 * self.seat_advantage
                )
            )

    def analyses(self) -> int:
        """How many full analyses (`analysis.analyze`) measuring a board takes: one per number
        of players for the seats, one for the chance of finishing within K turns alone."""
        if self.seat_advantage is not None:
            return len(SEAT_PLAYERS)
        return 1 if self.within is not None else 0


@dataclass(frozen=True)
class TuneFigures:
    """A board's figures for the targets: the fewest throws (-1: the goal cannot be reached),
    one player's exact expected turns (None: a game can go on for ever), and, when a target
    asks for them, the chance of finishing within its K turns and the first seat's largest
    advantage at 2 to 4 players. ``complete`` is False while only the first two are known."""

    throws: int
    expected: float | None
    within: float | None = None
    seat_advantage: float | None = None
    complete: bool = True

    def to_json(self) -> dict[str, object]:
        return {
            "fewest_throws": self.throws,
            "expected_turns": self.expected,
            "chance_within": self.within,
            "first_seat_advantage": self.seat_advantage,
        }


def figures_of(board: Board, rules: Rules, targets: TuneTargets, full: bool = True) -> TuneFigures:
    """``board``'s figures for ``targets`` (``full`` False: the fewest throws and the expected
    length only, the cheap part)."""
    throws = solve(board, rules).min_rolls
    expected = expected_turns(board, rules)
    if not targets.analyses():
        return TuneFigures(throws, expected)
    if not full:
        return TuneFigures(throws, expected, complete=False)
    players = SEAT_PLAYERS if targets.seat_advantage is not None else (1,)
    results = [analyze(board, rules, k) for k in players]
    within = results[0].chance_within(targets.within[0]) if targets.within is not None else None
    advantage = None
    if targets.seat_advantage is not None:
        advantage = max(r.seat_win_probability[0] - 1 / r.players for r in results)
    return TuneFigures(throws, expected, within, advantage)


def _outside(value: float, span: tuple[float, float]) -> float:
    """How far ``value`` lies outside ``span``, relative to its top (0 inside)."""
    low, high = span
    return max(0.0, low - value, value - high) / max(1.0, high)


def distance(targets: TuneTargets, figures: TuneFigures) -> float:
    """How far a board is from the targets: 0 when it meets every one. A board where a game
    can go on for ever is `FAR` away whatever the targets (a tuned board always finishes). With
    incomplete figures, a lower bound: the part the cheap figures give."""
    miss = FAR if figures.expected is None else 0.0
    if targets.throws is not None:
        miss += FAR if figures.throws < 0 else _outside(figures.throws, targets.throws)
    if targets.expected is not None and figures.expected is not None:
        miss += _outside(figures.expected, targets.expected)
    if targets.within is not None and figures.within is not None:
        miss += max(0.0, targets.within[1] - figures.within)
    if targets.seat_advantage is not None and figures.seat_advantage is not None:
        miss += SEAT_WEIGHT * max(0.0, figures.seat_advantage - targets.seat_advantage)
    return miss


def misses(targets: TuneTargets, figures: TuneFigures) -> list[Message]:
    """Each target the figures miss, with the figure found (empty: all met)."""
    out: list[Message] = []
    if targets.expected is not None:
        low, high = (f"{x:g}" for x in targets.expected)
        if figures.expected is None:
            out.append(
                phrase("Tuner", "expected length between {low} and {high} turns: games can go on for ever").of(
                    low=low, high=high
                )
            )
        elif _outside(figures.expected, targets.expected) > 0:
            out.append(
                phrase("Tuner", "expected length between {low} and {high} turns (best found: {found:.2f})").of(
                    low=low, high=high, found=figures.expected
                )
            )
    elif figures.expected is None:
        out.append(phrase("Tuner", "every game ends: the best found can go on for ever"))
    if targets.throws is not None:
        low_throws, high_throws = targets.throws
        if figures.throws < 0:
            out.append(
                phrase("Tuner", "fewest throws between {low} and {high}: the goal cannot be reached").of(
                    low=low_throws, high=high_throws
                )
            )
        elif not low_throws <= figures.throws <= high_throws:
            out.append(
                phrase("Tuner", "fewest throws between {low} and {high} (best found: {found})").of(
                    low=low_throws, high=high_throws, found=figures.throws
                )
            )
    if targets.within is not None and figures.within is not None and figures.within < targets.within[1]:
        out.append(
            phrase("Tuner", "at least {chance:.0%} of games over by turn {turns} (best found: {found:.1%})").of(
                chance=targets.within[1], turns=targets.within[0], found=figures.within
            )
        )
    advantage = figures.seat_advantage
    if targets.seat_advantage is not None and advantage is not None and advantage > targets.seat_advantage:
        out.append(
            phrase(
                "Tuner",
                "the first seat's advantage at most {most:.2f} points at 2 to 4 players "
                "(best found: {found:.2f} points)",
            ).of(most=100 * targets.seat_advantage, found=100 * advantage)
        )
    return out
